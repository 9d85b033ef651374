#!/usr/bin/env bash
# make demo: build the small demo kernel (configs/demo.config: no KUnit, no
# networking), boot it on one vCPU under QEMU -icount and print what the
# guest reports: a kprobe inside vfs_read turning [OPTIMIZED], the sysctl
# flip, a probe the kernel keeps on int3 and why, a probe at vfs_read's
# entry moving onto its entry trampoline, and the per-hit cost int3 vs jump
# and ftrace vs entry trampoline; then a uprobe on a 5-byte NOP turning into
# a jump, and its cost. Nothing is faked: every line after "guest says"
# comes from the guest console log. The test suites are make check's job.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
need_tree
need_settings TIMEOUT

v=demo
# The per-hit benchmark modules (bench/kmod, bench/kmod-uprobe) go into
# the guest, with make bench's uprobe workload (static).
GUEST_MODULE_DIRS="bench/kmod/ bench/kmod-uprobe/" "$REPO/scripts/build.sh" "$v"
kb=$OUT/kbuild-$v
initrd=$OUT/initramfs-demo.cpio.gz
gd=$OUT/guest-demo
rm -rf "$gd"
mkdir -p "$gd/lib"
cp "$REPO"/guest/demo/*.sh "$gd/"
gcc -O2 -Wall -Wextra -static -o "$gd/lib/uprobe-bench" "$REPO/guest/tools/uprobe_bench.c" ||
	die "cannot build guest/tools/uprobe_bench.c (gcc, libc6-dev)"
"$REPO/scripts/initramfs.sh" "$initrd" "$gd" "$kb"
log=$LOGS/demo.log
step "boot demo: 1 vCPU, QEMU -icount (log: $log)"
rc=0
# -icount shift=0: one guest nanosecond per guest instruction, so the
# per-hit figures are exact instruction counts. One vCPU: with several,
# single-threaded TCG under -icount can starve all but one of them.
SMP=1 QEMU_EXTRA="${QEMU_EXTRA:-} -icount shift=0,sleep=off" \
	"$REPO/scripts/run-qemu.sh" "$kb/arch/x86/boot/bzImage" "$initrd" "$log" || rc=$?

step "guest says ($(git -C "$LINUX" rev-list --count base..HEAD 2>/dev/null || echo '?') patch(es) on base, $(git -C "$LINUX" describe --always --dirty 2>/dev/null))"
# The demo's own lines (kernel printk lines start with "[ time]").
awk '/@@TEST-START/ { on = 1; next }
	/@@TEST-END/ { on = 0; next }
	on && /^demo: / { sub(/^demo: /, ""); print "    " $0 }' "$log"

bench() { awk -v c="$1" '$1 == "BENCH" && $2 == c { print $3; exit }' "$log"; }
bare=$(bench bare) int3=$(bench int3) opt=$(bench opt)
if [ -n "$bare" ] && [ -n "$int3" ]; then
	step "per-hit cost in guest instructions (QEMU -icount), beyond a bare call of $bare"
	info "int3 kprobe:           $(awk -v a="$int3" -v b="$bare" 'BEGIN { print a - b }')"
	if [ -n "$opt" ]; then
		info "jump-optimized kprobe: $(awk -v a="$opt" -v b="$bare" 'BEGIN { print a - b }')"
	else
		info "jump-optimized kprobe: not available on this kernel"
	fi
	eb=$(bench entry-bare) ef=$(bench entry-ftrace) eo=$(bench entry-opt)
	kf=$(bench kret-entry-ftrace) ko=$(bench kret-entry-opt)
	if [ -n "$eb" ] && [ -n "$ef" ]; then
		d() { awk -v a="$1" -v b="$eb" 'BEGIN { print a - b }'; }
		info "on a C function, beyond a bare call of $eb:"
		info "entry kprobe, ftrace:     $(d "$ef")${eo:+   on its entry trampoline: $(d "$eo")}"
		[ -z "$kf" ] || info "kretprobe, entry ftrace: $(d "$kf")${ko:+   on its entry trampoline: $(d "$ko")}"
	fi
	info "(make bench: the same figures for mainline 6.12 and the baseline, bench/results.md)"
fi
# "UBENCH bare=<ns> nop1=<ns> nop5int3=<ns> nop5jump=<ns> calls=<n>" (30-uprobe-demo.sh)
ub=$(grep -m1 '^UBENCH ' "$log" || true)
if [ -n "$ub" ]; then
	uget() { echo "$ub" | tr ' ' '\n' | sed -n "s/^$1=//p"; }
	n=$(uget calls) ub0=$(uget bare)
	per() { awk -v a="$(uget "$1")" -v b="$ub0" -v n="$n" 'BEGIN { printf "%.0f", (a - b) / n }'; }
	step "uprobe per call in guest instructions, beyond the bare loop (uprobe_register() counter)"
	info "int3 uprobe, 1-byte NOP:  $(per nop1)"
	info "int3 uprobe, 5-byte NOP:  $(per nop5int3)"
	info "jump-optimized, 5-byte:   $(per nop5jump)"
fi

# One judge for every boot: results.py (guest test exit codes, splats,
# the final marker).
step "demo result"
if ! python3 "$REPO/scripts/results.py" demo "$log" "$LINUX" "$OUT/results"; then
	die "results.py failed on $log"
fi
# shellcheck disable=SC1090
. <(sed 's/^/r_/' "$OUT/results/demo.result")
[ "$r_failed" = 0 ] || die "the demo failed (QEMU rc=$rc; see the FAIL lines above and $log)"
[ -n "$opt" ] || die "no per-hit figure for the jump-optimized probe; see $log"
step "demo done in $(elapsed) (full console: $log)"
