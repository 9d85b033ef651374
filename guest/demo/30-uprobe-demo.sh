#!/bin/sh
# Demo (guest side): a uprobe on a static probe site, a 5-byte NOP in
# guest/tools/uprobe_bench.c, turning into a jump after its first hit;
# then the cost per call of the probed function, int3 vs jump, with the
# counting consumer bench/kmod-uprobe. Prints only what the kernel says.
T=/sys/kernel/tracing
L=/sys/kernel/debug/uprobes/list
S=/proc/sys/debug/uprobes-optimization
B=/tmp/uprobe-bench
KO=/lib/modules/uprobe_count.ko
N=20000
say() { echo "demo: $*"; }
rc=0
fail() { say "FAIL: $*"; rc=1; }

[ -f /tests/lib/uprobe-bench ] || { say "no uprobe-bench in the initramfs"; exit 1; }
cp /tests/lib/uprobe-bench $B && chmod +x $B
if [ ! -f $S ]; then
	say "uprobes: this kernel has no jump optimization ($S missing)"
	exit 0
fi
eval "$($B offsets | tr ' ' '\n')"
# shellcheck disable=SC2154 # nop5 comes from "$B offsets"
say "5. a uprobe on a 5-byte NOP (USDT site) of $B at $nop5:"
echo "p:usite $B:$nop5" >$T/uprobe_events && echo 1 >$T/events/uprobes/usite/enable ||
	{ fail "cannot add the uprobe event"; exit 1; }
out=$($B run nop5 1000)
hits=$(awk '$2 == "usite" { print $3 }' $T/uprobe_profile)
say "   1010 calls, $hits hits; the site's first byte after them: ${out##*byte=} (e9 = jmp)"
[ "$hits" = 1010 ] && [ "${out##*byte=}" = e9 ] || fail "expected 1010 hits and a jump"
echo 0 >$T/events/uprobes/usite/enable
echo >$T/uprobe_events

# per-call cost with the counting consumer, under -icount in guest instructions
cost() {	# <site> <sysctl>
	echo "$2" >$S
	insmod $KO path=$B offset="$(eval echo "\$$1")" || { fail "insmod $KO"; return; }
	$B run "$1" $N | sed 's/.*ns=\([0-9]*\).*/\1/'
	rmmod uprobe_count
}
bare=$($B run nop5 $N | sed 's/.*ns=\([0-9]*\).*/\1/')
i1=$(cost nop1 1) i5=$(cost nop5 0) j5=$(cost nop5 1)
echo 1 >$S
# shellcheck disable=SC2154 # nop1 comes from "$B offsets"
echo "UBENCH bare=$bare nop1=$i1 nop5int3=$i5 nop5jump=$j5 calls=$N"
exit $rc
