#!/usr/bin/env bash
# Boot a kernel + initramfs in QEMU; the serial console goes to a log file.
# Usage: run-qemu.sh <bzImage> <initrd> <log>
# Settings (defaults in the Makefile):
#   TIMEOUT            wall-clock limit in seconds (then QEMU is killed); each
#                      guest test gets 3/4 of it (guest/init harness_timeout)
#   SMP MEM            guest CPUs and memory; SMP must be 1 with -icount
#   KVM=1              use KVM (default: TCG, which works everywhere)
#   QEMU_EXTRA="..."   extra QEMU arguments (e.g. -icount shift=0,sleep=off)
#   CMDLINE_EXTRA="..." extra kernel command line arguments
#   VERBOSE=1          also copy the console to the terminal
# Exit status: QEMU's, or 124 when the timeout hit.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

kernel=${1:?usage: run-qemu.sh <bzImage> <initrd> <log>}
initrd=${2:?usage: run-qemu.sh <bzImage> <initrd> <log>}
log=${3:?usage: run-qemu.sh <bzImage> <initrd> <log>}
[ -f "$kernel" ] || die "kernel $kernel missing (build first)"
[ -f "$initrd" ] || die "initrd $initrd missing"
command -v qemu-system-x86_64 >/dev/null || die "qemu-system-x86_64 missing; run 'make deps'"

need_settings TIMEOUT SMP MEM KVM
# Single-threaded TCG runs the vCPUs round-robin; under -icount it can starve
# all vCPUs but one (seen: three spinning on a free runqueue lock, jiffies
# stopped, boot never ended).
case " ${QEMU_EXTRA:-} " in
*" -icount "*) [ "$SMP" = 1 ] || die "-icount needs SMP=1 (got SMP=$SMP): multi-vCPU icount boots can starve vCPUs" ;;
esac
# Without oops=panic an oops only kills the offending task: the remaining
# tests still run and the parser reports the splat. panic=-1 turns a real
# panic into an immediate reboot (= QEMU exit), so a crash never waits
# for the timeout; the missing @@HARNESS DONE@@ marker flags it.
cmdline="console=ttyS0,115200 panic=-1 loglevel=7 printk.time=1 harness_timeout=$((TIMEOUT * 3 / 4)) ${CMDLINE_EXTRA:-}"

# Single-threaded TCG by default: the host has fewer cores than the guest
# has vCPUs anyway, and with multi-threaded TCG a boot of a jump-label
# kernel once died on an int3 left by text_poke_bp() in a static key
# (sched_clock_cpu, before any kprobe existed; build/logs of that run).
# MTTCG=1 restores multi-threaded TCG.
accel=(-accel tcg,thread=single)
[ "${MTTCG:-0}" = 1 ] && accel=(-accel tcg,thread=multi)
if [ "$KVM" = 1 ]; then
	[ -w /dev/kvm ] || die "KVM=1 but /dev/kvm is not usable"
	accel=(-accel kvm)
fi

# shellcheck disable=SC2206
extra=(${QEMU_EXTRA:-})
cmd=(qemu-system-x86_64 "${accel[@]}" -cpu max -smp "$SMP" -m "$MEM"
	-nographic -no-reboot -kernel "$kernel" -initrd "$initrd"
	-append "$cmdline" "${extra[@]}")
mkdir -p "$(dirname "$log")"
echo "# ${cmd[*]}" >"$log"
rc=0
if [ "${VERBOSE:-0}" = 1 ]; then
	timeout -k 10 "$TIMEOUT" "${cmd[@]}" </dev/null 2>&1 | tee -a "$log" || rc=${PIPESTATUS[0]}
else
	timeout -k 10 "$TIMEOUT" "${cmd[@]}" </dev/null >>"$log" 2>&1 || rc=$?
fi
[ $rc -ne 124 ] || echo "@@HARNESS host: QEMU killed after ${TIMEOUT}s timeout@@" >>"$log"
exit $rc
