#!/usr/bin/env bash
# make demo: build the series kernel (nopreempt variant), boot it with the
# guest/demo scripts and print what they report. Nothing is faked: every
# line after "guest says" comes from the guest console log.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
need_tree

v=nopreempt
# The per-hit benchmark module (bench/kmod) goes into the guest too.
GUEST_MODULE_DIRS="${GUEST_MODULE_DIRS:-guest/modules/*/} bench/kmod/" "$REPO/scripts/build.sh" "$v"
kb=$OUT/kbuild-$v
initrd=$OUT/initramfs-demo.cpio.gz
"$REPO/scripts/initramfs.sh" "$initrd" "$REPO/guest/demo" "$kb"
log=$LOGS/demo.log
step "boot demo (log: $log)"
rc=0
# -icount shift=0: one guest nanosecond per guest instruction, so the
# per-hit figures are exact instruction counts.
QEMU_EXTRA="${QEMU_EXTRA:-} -icount shift=0,sleep=off" \
	"$REPO/scripts/run-qemu.sh" "$kb/arch/x86/boot/bzImage" "$initrd" "$log" || rc=$?

step "guest says ($(git -C "$LINUX" rev-list --count base..HEAD 2>/dev/null || echo '?') patch(es) on base, $(git -C "$LINUX" describe --always --dirty 2>/dev/null))"
# The demo's own output (kernel printk lines start with "[ time]").
awk '/@@TEST-START/ { on = 1; next }
	/@@TEST-END/ { on = 0; sub(/.*rc=/, ""); sub(/@@.*/, ""); print "    (demo script exit status " $0 ")"; next }
	on && !/^\[ *[0-9]+\.[0-9]+\]/ { print "    " $0 }' "$log"
if ! grep -q '@@HARNESS DONE@@' "$log"; then
	die "the demo guest did not finish (QEMU rc=$rc); see $log"
fi
if grep -nE '\] (BUG:|WARNING:|Oops|Kernel panic|INFO: )' "$log" | head -5 | grep .; then
	die "kernel splat during the demo; see $log"
fi
bench() { awk -v c="$1" '$1 == "BENCH" && $2 == c { print $3; exit }' "$log"; }
bare=$(bench bare) int3=$(bench int3) opt=$(bench opt)
if [ -n "$bare" ] && [ -n "$int3" ]; then
	step "per-hit cost in guest instructions (QEMU -icount), beyond a bare call of $bare"
	info "int3 kprobe:          $(awk -v a="$int3" -v b="$bare" 'BEGIN { print a - b }')"
	if [ -n "$opt" ]; then
		info "jump-optimized kprobe: $(awk -v a="$opt" -v b="$bare" 'BEGIN { print a - b }')"
	else
		info "jump-optimized kprobe: not available on this kernel"
	fi
fi
step "demo done (full console: $log)"
