# Harness for the jump-optimized kprobes (x86-64) patch series.
# Every path is a variable so the harness can run on any tree/output dir:
#   make check LINUX=/path/to/linux OUT=/path/to/out
LINUX ?= build/linux
OUT ?= build
VARIANTS ?= nopreempt preempt debug
# Extra config fragments merged (and checked) after configs/series.config.
EXTRA_CONFIGS ?=
# Out-of-tree modules built per variant and put in the guest's /lib/modules.
GUEST_MODULE_DIRS ?= guest/modules/*/
# KUnit suites that must show up in every boot of make check.
KUNIT_SUITES ?= kprobes_test optprobes optprobes_torture optprobes_sweep \
	optprobes_bad_input
# Seconds of probe churn of the optprobes torture test in each make check
# boot (kernel command line test_optprobes_torture.duration; default 10):
# long in the lockdep/KASAN variant, short in the others.
TORTURE_SECONDS ?= 15
DEBUG_TORTURE_SECONDS ?= 60
# Seeded sample of vmlinux functions swept by guest/tests/50-vmlinux-sweep.sh.
# At most VMSWEEP_MAX_SITES boundaries (empty: no limit; debug variant:
# VMSWEEP_DEBUG_MAX_SITES) - drawn functions past the budget are left out.
VMSWEEP_SEED ?= 1
VMSWEEP_COUNT ?= 8
VMSWEEP_MAX_SITES ?=
VMSWEEP_DEBUG_MAX_SITES ?= 1000
# QEMU: TIMEOUT (s, per boot), DEBUG_TIMEOUT (KASAN variant), KVM=1,
# QEMU_EXTRA='-icount shift=0,sleep=off', CMDLINE_EXTRA='...'.
TIMEOUT ?= 1200
DEBUG_TIMEOUT ?= 1800
KVM ?= 0
QEMU_EXTRA ?=
CMDLINE_EXTRA ?=
# FORCE=1: make tree may reset $(LINUX) (old HEAD kept on a backup branch).
FORCE ?= 0
# SKIP_TREE=1: make check/demo use $(LINUX) exactly as it is.
SKIP_TREE ?= 0

HARNESS_T0 := $(shell date +%s)
export TORTURE_SECONDS DEBUG_TORTURE_SECONDS
export LINUX OUT VARIANTS EXTRA_CONFIGS GUEST_MODULE_DIRS KUNIT_SUITES TIMEOUT DEBUG_TIMEOUT \
	VMSWEEP_SEED VMSWEEP_COUNT VMSWEEP_MAX_SITES VMSWEEP_DEBUG_MAX_SITES \
	KVM QEMU_EXTRA CMDLINE_EXTRA FORCE HARNESS_T0

TREE_DEP := $(if $(filter 1,$(SKIP_TREE)),,tree)

.PHONY: all help deps tree export series-check check demo build-% clean-out

all: help

help:
	@echo "make deps          install missing Debian packages"
	@echo "make tree          $(LINUX) = base + patches in 'series' (never destroys work)"
	@echo "make export        patches/ + series from base..HEAD of $(LINUX)"
	@echo "make series-check  checkpatch --strict + per-patch build (bisectability)"
	@echo "make check         build, boot and test variants: $(VARIANTS)"
	@echo "make demo          boot the series kernel, show kprobe optimization state"
	@echo "make build-<v>     build one variant (nopreempt, preempt, debug)"

deps:
	@scripts/deps.sh

tree: deps
	@scripts/tree.sh

export:
	@scripts/export.sh

series-check: deps
	@scripts/series-check.sh

check: deps $(TREE_DEP)
	@scripts/check.sh

demo: deps $(TREE_DEP)
	@scripts/demo.sh

build-%: deps
	@scripts/build.sh $*
-include mk/bench.mk
-include mk/peer-check.mk
