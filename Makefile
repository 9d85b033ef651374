# Harness for the jump-optimized kprobes (x86-64) patch series.
# This file is the one place for the harness' settings: the scripts take them
# from here (exported) and refuse to run without them. Override any of them
# on the command line:  make check VARIANTS=nopreempt TIMEOUT=900

# Trees and output: the kernel tree (base + series) and where builds go.
LINUX ?= build/linux
OUT ?= build
# make tree: FORCE=1 may reset $(LINUX) (the old HEAD is kept on a backup
# branch). SKIP_TREE=1: check/demo/kunit use $(LINUX) exactly as it is.
FORCE ?= 0
SKIP_TREE ?= 0
# The parts of the series (see 'series'): make tree applies, and make
# series-check checks, the parts named here and the parts they need
# (empty: every part; series-check then also builds all parts together).
# Example: make tree PARTS=uprobes FORCE=1   (base + the uprobes part alone)
PARTS ?=
# make arch-check (also run by make series-check without PARTS): the names
# of the targets to build (scripts/arch-check.sh; empty: all of them).
ARCH_TARGETS ?=
# Parallel compile jobs (default: all CPUs).
JOBS ?= $(shell nproc)

# Kernels. make check builds and boots each of VARIANTS (configs/<v>.config
# merged onto base + test fragments, see scripts/config.sh); make demo
# builds configs/demo.config; make kunit builds VARIANT.
VARIANTS ?= nopreempt preempt debug
VARIANT ?= nopreempt
# Variants whose make check guest carries perf, bpftrace, bpftool and
# guest/tools/optprobe-count (scripts/guest-tools.sh: 238 MB of binaries and
# libraries, bpftrace's LLVM most of it; an 88 MB gzip -1 cpio appended to
# the initramfs): guest/tests/6*-* run there and skip elsewhere. Their kernels
# also get configs/tools.config (BPF syscall, perf events, epoll, eventfd).
GUEST_TOOLS_VARIANTS ?= nopreempt
# Extra config fragments merged (and checked) after the variant's own.
EXTRA_CONFIGS ?=
# Out-of-tree modules built per variant and put in the guest's /lib/modules.
GUEST_MODULE_DIRS ?= guest/modules/*/ bench/kmod-uprobe/

# QEMU. Wall-clock limit per boot in seconds (then QEMU is killed);
# a guest test gets 3/4 of it (guest/init), so that a hung test is
# reported as that test's timeout and the rest of the boot still runs.
TIMEOUT ?= 1200
DEBUG_TIMEOUT ?= 1800
DEMO_TIMEOUT ?= 300
BENCH_TIMEOUT ?= 2400
# Guest CPUs and memory (the demo and every -icount boot use one CPU).
SMP ?= 4
MEM ?= 1G
# KVM=1: use /dev/kvm (opt-in; nested KVM hangs at boot on some hosts).
KVM ?= 0
QEMU_EXTRA ?=
CMDLINE_EXTRA ?=

# make check. KUnit suites that must show up in every boot.
KUNIT_SUITES ?= kprobes_test optprobes optprobes_torture optprobes_sweep \
	optprobes_bad_input
# Seconds of probe churn of the optprobes torture test in each boot (kernel
# command line test_optprobes_torture.duration): long in the lockdep/KASAN
# variant, short in the others.
TORTURE_SECONDS ?= 15
DEBUG_TORTURE_SECONDS ?= 60
# Seeded sample of vmlinux functions swept by guest/tests/50-vmlinux-sweep.sh.
# At most VMSWEEP_MAX_SITES boundaries (empty: no limit; debug variant:
# VMSWEEP_DEBUG_MAX_SITES) - drawn functions past the budget are left out.
VMSWEEP_SEED ?= 1
VMSWEEP_COUNT ?= 8
VMSWEEP_MAX_SITES ?=
VMSWEEP_DEBUG_MAX_SITES ?= 1000

# make kunit: the suites it runs (kunit.filter_glob).
KUNIT_GLOB ?= optprobes*
# make guest-test: the guest tests it runs (names under guest/tests/, globs).
GUEST_TESTS ?= 70-uprobe-jump.sh

# make bench / make peer-check (scripts/bench.sh, scripts/peer-check.sh).
BENCH_OUT ?= $(OUT)/bench
COV_SEED ?= 42
COV_COUNT ?= 1500
# Which boots make bench runs (all three by default; the report reuses the
# logs of the others): icount (per-hit), wall (latency, teardown, memory,
# coverage), bpf (BPF kprobe at an offset).
BENCH_BOOTS ?= icount wall bpf

HARNESS_T0 := $(shell date +%s)
export LINUX OUT FORCE PARTS ARCH_TARGETS JOBS VARIANTS VARIANT GUEST_TOOLS_VARIANTS EXTRA_CONFIGS GUEST_MODULE_DIRS \
	TIMEOUT DEBUG_TIMEOUT DEMO_TIMEOUT BENCH_TIMEOUT SMP MEM KVM QEMU_EXTRA \
	CMDLINE_EXTRA KUNIT_SUITES TORTURE_SECONDS DEBUG_TORTURE_SECONDS \
	VMSWEEP_SEED VMSWEEP_COUNT VMSWEEP_MAX_SITES VMSWEEP_DEBUG_MAX_SITES \
	KUNIT_GLOB GUEST_TESTS BENCH_OUT BENCH_BOOTS COV_SEED COV_COUNT HARNESS_T0

TREE_DEP := $(if $(filter 1,$(SKIP_TREE)),,tree)

.PHONY: all help deps tree export series-check arch-check part-stats check demo kunit guest-test bench \
	peer-check harness-test build-%

all: help

help:
	@echo "make demo          build a small series kernel, boot it, show a probe get optimized"
	@echo "make check         build, boot and test the variants: $(VARIANTS)"
	@echo "make kunit         quick loop: build $(VARIANT), boot, run only the KUnit suites '$(KUNIT_GLOB)'"
	@echo "make guest-test    quick loop: build $(VARIANT), boot, run only the guest tests '$(GUEST_TESTS)'"
	@echo "make bench         baseline vs series vs mainline 6.12 -> bench/results.md"
	@echo "make peer-check    upstream kprobe tests on baseline, series, mainline -> bench/peer-check.md"
	@echo "make series-check  checkpatch --strict + build after every patch, each part alone and all together"
	@echo "make arch-check    the files the series touches, W=1, on 11 configs/arches (part of series-check)"
	@echo "make part-stats    per part: lines added by kind, files outside its subsystem"
	@echo "make deps          install missing Debian packages (every target does it first)"
	@echo "make tree          $(LINUX) = base + the parts in 'series' (PARTS=...; never destroys work)"
	@echo "make export        patches/<part>/ from the part/<part> branches of $(LINUX)"
	@echo "make build-<v>     build one kernel (nopreempt, preempt, debug, demo)"
	@echo "make harness-test  unit tests of the harness (scripts/tests/: results.py on captured logs)"
	@echo "Settings and their defaults: the top of this Makefile."

deps:
	@scripts/deps.sh

tree: deps
	@scripts/tree.sh

export:
	@scripts/export.sh

series-check: deps
	@scripts/series-check.sh

arch-check: deps
	@scripts/arch-check.sh

part-stats:
	@scripts/part-stats.sh

check: deps $(TREE_DEP)
	@scripts/check.sh

demo: deps $(TREE_DEP)
	@TIMEOUT=$(DEMO_TIMEOUT) scripts/demo.sh

kunit: deps $(TREE_DEP)
	@scripts/kunit.sh

guest-test: deps $(TREE_DEP)
	@scripts/guest-test.sh

bench: deps $(TREE_DEP)
	@scripts/bench.sh

peer-check: deps $(TREE_DEP)
	@scripts/peer-check.sh

# KUnit parsing needs $(LINUX)'s kunit.py: without a tree those tests skip.
harness-test:
	@python3 -m unittest discover -s scripts/tests -v

build-%: deps
	@scripts/build.sh $*
