#!/usr/bin/env bash
# make bench: baseline (tag 'base', int3 only), series (master) and mainline
# (unmodified linux-source-6.12 tarball) built with the same fragments
# (scripts/config.sh, variant nopreempt) and booted with the same QEMU
# command (scripts/run-qemu.sh), twice each (and series and mainline a third
# time for the BPF row):
#   icount boot  QEMU_EXTRA='-icount shift=0,sleep=off': per-hit cost in
#                guest instructions (guest/bench/50-optbench.sh)
#   wall boot    plain TCG: per-hit ns (median of 5, noisy), optimization
#                latency + memory (60-optlatency.sh), coverage (70-coverage.sh)
#   bpf boot     series and mainline built again with configs/tools.config
#                (in <kernel>-bpf/), under -icount too:
#                a BPF kprobe at vfs_read+9, events/s (80-bpfbench.sh)
# The icount and wall boots also run 90-uprobench.sh: uprobes on a 1-byte,
# a 5-byte and a 10-byte NOP and on the nop of "nop; nop10" in a loop
# (guest/tools/uprobe_bench.c, static, and the counting consumer
# bench/kmod-uprobe).
# Output: bench/results.md (table + raw numbers), bench/results.png.
# Settings (Makefile): BENCH_OUT, BENCH_TIMEOUT, COV_SEED, COV_COUNT; and
# BENCH_KERNELS (default "baseline series mainline"), SERIES_REV (default
# master), BENCH_SKIP_BUILD=1 (reuse built kernels as they are),
# BENCH_BOOTS (which of the three boots run; the report reuses old logs).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
need_tree
need_settings BENCH_OUT BENCH_BOOTS BENCH_TIMEOUT COV_SEED COV_COUNT SMP

B=$BENCH_OUT
KERNELS=${BENCH_KERNELS:-baseline series mainline}
for b in $BENCH_BOOTS; do
	case $b in icount | wall | bpf) ;; *) die "BENCH_BOOTS: unknown boot '$b' (icount, wall, bpf)" ;; esac
done
booting() { case " $BENCH_BOOTS " in *" $1 "*) return 0 ;; esac; return 1; }
export BENCH_OUT=$B
mkdir -p "$B"
SUMMARY=$B/summary.txt
: >"$SUMMARY"
note() { echo "$*" | tee -a "$SUMMARY"; }

step "bench: tools"
if ! command -v gnuplot >/dev/null; then
	info "installing gnuplot-nox"
	as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q gnuplot-nox >"$LOGS/bench-apt.log" 2>&1 ||
		{ as_root apt-get update -q >>"$LOGS/bench-apt.log" 2>&1 &&
		  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q gnuplot-nox >>"$LOGS/bench-apt.log" 2>&1; } ||
		warn "could not install gnuplot-nox (log: $LOGS/bench-apt.log); no PNG"
fi

step "bench: source trees"
"$REPO/scripts/bench-trees.sh"

mods="bench/kmod/ bench/kmod-many/ bench/kmod-uprobe/"
# mainline first: series then shares its ccache objects (same config symbols,
# same relative source path); baseline (no OPTPROBES) is a cold build anyway.
order=$(for k in mainline series baseline $KERNELS; do
	case " $KERNELS " in *" $k "*) echo "$k" ;; esac; done | awk '!s[$0]++')
for k in $order; do
	if [ "${BENCH_SKIP_BUILD:-0}" = 1 ] && [ -f "$B/$k/kbuild-nopreempt/arch/x86/boot/bzImage" ]; then
		info "BENCH_SKIP_BUILD=1: reusing $k"
		continue
	fi
	step "bench: build $k"
	LINUX=$B/$k/linux OUT=$B/$k GUEST_MODULE_DIRS=$mods GUEST_TOOLS_VARIANTS= \
		"$REPO/scripts/build.sh" nopreempt ||
		die "build of $k failed (log: $B/$k/logs/build-nopreempt.log)"
	git -C "$B/$k/linux" log -1 --format='%h %s' >"$B/$k/built-from.txt" 2>/dev/null ||
		echo "$(dpkg-query -W -f='${Version}' linux-source-6.12) tarball" >"$B/$k/built-from.txt"
	grep -E '^CONFIG_(OPTPROBES|KPROBES|PREEMPT_NONE|JUMP_LABEL)=' "$B/$k/kbuild-nopreempt/.config" |
		tr '\n' ' ' | sed "s/^/    $k: /"; echo
done

# Section 5 (a BPF program on a kprobe at a function offset) needs the BPF
# syscall and events: series and mainline are built once more with
# configs/tools.config (GUEST_TOOLS_VARIANTS), the configuration of make
# check's nopreempt kernel, in <kernel>-bpf/, so that the other figures keep
# coming from the smaller config. The source is a hard-linked copy at
# <kernel>-bpf/linux: the compiler sees it as ../linux, as in make check's
# build, so the series shares its ccache objects. The baseline has no jump
# optimization to compare.
BPF_KERNELS=
booting bpf && BPF_KERNELS=$(for k in $KERNELS; do [ "$k" = baseline ] || echo "$k"; done)
for k in $BPF_KERNELS; do
	if [ "${BENCH_SKIP_BUILD:-0}" = 1 ] && [ -f "$B/$k-bpf/kbuild-nopreempt/arch/x86/boot/bzImage" ]; then
		info "BENCH_SKIP_BUILD=1: reusing $k (BPF)"
		continue
	fi
	step "bench: build $k with BPF (configs/tools.config)"
	rm -rf "$B/$k-bpf/linux"
	mkdir -p "$B/$k-bpf"
	cp -al "$B/$k/linux" "$B/$k-bpf/linux"
	LINUX=$B/$k-bpf/linux OUT=$B/$k-bpf GUEST_MODULE_DIRS= GUEST_TOOLS_VARIANTS=nopreempt \
		"$REPO/scripts/build.sh" nopreempt ||
		die "BPF build of $k failed (log: $B/$k-bpf/logs/build-nopreempt.log)"
done

step "bench: coverage sites (seed $COV_SEED, $COV_COUNT functions)"
mkdir -p "$B/sites"
args=()
for k in $KERNELS; do args+=("$k=$B/$k/kbuild-nopreempt/vmlinux"); done
BENCH_SITES_DIR=$B/sites python3 "$REPO/scripts/bench-sites.py" "$COV_SEED" "$COV_COUNT" "${args[@]}"

# The uprobe workload, the same binary for every kernel.
gcc -O2 -Wall -Wextra -static -o "$B/uprobe-bench" "$REPO/guest/tools/uprobe_bench.c" ||
	die "cannot build guest/tools/uprobe_bench.c (gcc, libc6-dev)"

# Guest test dirs: icount boot = optbench and uprobench; wall boot = all.
for k in $KERNELS; do
	g=$B/$k/guest-icount
	rm -rf "$g" "$B/$k/guest-wall"
	mkdir -p "$g/lib" "$B/$k/guest-wall/lib"
	cp "$REPO/guest/bench/50-optbench.sh" "$REPO/guest/bench/90-uprobench.sh" "$g/"
	cp "$B/uprobe-bench" "$g/lib/"
	cp "$REPO/guest/bench/50-optbench.sh" "$REPO/guest/bench/60-optlatency.sh" \
		"$REPO/guest/bench/70-coverage.sh" "$REPO/guest/bench/90-uprobench.sh" "$B/$k/guest-wall/"
	cp "$B/uprobe-bench" "$B/$k/guest-wall/lib/"
	cp "$B/sites/$k.txt" "$B/$k/guest-wall/lib/cov-sites.txt"
	for m in icount wall; do
		LINUX=$B/$k/linux OUT=$B/$k "$REPO/scripts/initramfs.sh" \
			"$B/$k/initramfs-$m.cpio.gz" "$B/$k/guest-$m" "$(readlink -f "$B/$k/kbuild-nopreempt")"
	done
done
for k in $BPF_KERNELS; do
	g=$B/$k/guest-bpf
	rm -rf "$g"
	mkdir -p "$g"
	cp "$REPO/guest/bench/80-bpfbench.sh" "$g/"
	GUEST_TOOLS=1 LINUX=$B/$k-bpf/linux OUT=$B/$k-bpf "$REPO/scripts/initramfs.sh" \
		"$B/$k-bpf/initramfs-bpf.cpio.gz" "$g" "$(readlink -f "$B/$k-bpf/kbuild-nopreempt")"
done

# kunit.enable=0: no boot-time KUnit on any kernel. The series' suites would otherwise run
# first - the 30 s optprobes_torture costs about 2 min of the icount boot -
# and their refusal cases would count in kprobes/optimization, which the
# coverage table reports.
boot() {  # <kernel> <mode> <qemu-extra> <cmdline-extra>
	local k=$1 m=$2 rc=0 t smp=$SMP kb=$B/$1
	local log=$B/$k/logs/bench-$m.log
	[ "$m" != bpf ] || kb=$B/$k-bpf
	# one vCPU under -icount (several can starve each other)
	case $3 in *-icount*) smp=1 ;; esac
	step "bench: boot $k ($m${3:+, $3}) log: $log"
	t=$(date +%s)
	SMP=$smp QEMU_EXTRA=$3 CMDLINE_EXTRA="kunit.enable=0 $4" TIMEOUT=$BENCH_TIMEOUT \
		LINUX=$B/$k/linux OUT=$B/$k "$REPO/scripts/run-qemu.sh" \
		"$kb/kbuild-nopreempt/arch/x86/boot/bzImage" "$kb/initramfs-$m.cpio.gz" "$log" || rc=$?
	info "QEMU rc=$rc after $(( $(date +%s) - t ))s"
	if ! grep -q '@@HARNESS DONE@@' "$log"; then
		note "not ok - $k $m boot did not finish (rc=$rc): $log"
		tail -20 "$log" | sed 's/^/    | /'
	fi
	local sp src=0
	sp=$(python3 "$REPO/scripts/results.py" --splats "$log") || src=$?
	case $src in
	0) note "ok - $k $m: no splat" ;;
	1) note "not ok - $k $m: kernel splat in $log:"
	   printf '%s\n' "$sp" | sed -n '1,5s/^/    | /p' | tee -a "$SUMMARY" ;;
	*) note "not ok - $k $m: results.py --splats failed on $log" ;;
	esac
}

if booting icount; then
	for k in $KERNELS; do
		boot "$k" icount "-icount shift=0,sleep=off" "OPTBENCH_ROUNDS=3 UPROBENCH_ROUNDS=3 UPROBENCH_CALLS=20000"
	done
fi
if booting wall; then
	for k in $KERNELS; do
		boot "$k" wall "" "OPTBENCH_ROUNDS=5 UPROBENCH_ROUNDS=5 UPROBENCH_CALLS=200000"
	done
fi
# Under -icount as well: the BPF program's cost is a few hundred guest
# instructions, which TCG wall time measures only roughly.
if booting bpf; then
	for k in $BPF_KERNELS; do
		boot "$k" bpf "-icount shift=0,sleep=off" "BPFBENCH_ROUNDS=3"
	done
fi

step "bench: report"
python3 "$REPO/scripts/bench-report.py" "$B" "$REPO/bench" $KERNELS
info "elapsed total $(elapsed)"
