#!/bin/sh
# uprobes on static probe sites: guest ns per call of a loop that calls a
# probed NOP (guest/tools/uprobe_bench.c, static), with two consumers:
#   kmod   bench/kmod-uprobe/uprobe_count.ko: uprobe_register() and a
#          handler that counts (the cost of the way in and out)
#   trace  a tracefs uprobe event, enabled, with tracing_on=0: the event's
#          handler runs, no record is written
# and three cases: nop1 (a 1-byte NOP, int3 and emulated), nop5-int3 (a
# 5-byte NOP with debug.uprobes-optimization=0; mainline single-steps it
# out of line), nop5-opt (=1: a jump after the first hit; NA without the
# sysctl). One line per run:
#   UPROBENCH-RUN consumer=<c> case=<case> calls=N hits=H ns=T byte=XX
#   UPROBENCH-BARE calls=N ns=T
# hits must be calls + 10 (the untimed first calls), byte the site's first
# byte after the run: cc on int3, e9 on a jump. UPROBENCH-ERROR otherwise.
T=/sys/kernel/tracing
S=/proc/sys/debug/uprobes-optimization
KO=/lib/modules/uprobe_count.ko
B=/tmp/uprobe-bench
N=${UPROBENCH_CALLS:-20000}
[ -f /tests/lib/uprobe-bench ] || { echo "UPROBENCH-NA no uprobe-bench in the initramfs"; exit 0; }
cp /tests/lib/uprobe-bench $B && chmod +x $B
eval "$($B offsets | tr ' ' '\n')"
# shellcheck disable=SC2154 # nop1 and nop5 come from "$B offsets"
echo "UPROBENCH-INFO kernel $(uname -r) nop1=$nop1 nop5=$nop5 calls=$N sysctl=$([ -f $S ] && cat $S || echo none)"
rc=0

# one <consumer> <case> <site> <hits command>
one() {
	local before after out
	before=$($4)
	out=$($B run "$3" "$N") || { echo "UPROBENCH-ERROR $1 $2: uprobe-bench failed"; rc=1; return; }
	after=$($4)
	echo "UPROBENCH-RUN consumer=$1 case=$2 ${out% byte=*} hits=$((after - before)) byte=${out##*byte=}"
	[ $((after - before)) -eq $((N + 10)) ] ||
		{ echo "UPROBENCH-ERROR $1 $2: $((after - before)) hits for $((N + 10)) calls"; rc=1; }
}
kmod_hits() { cat /sys/module/uprobe_count/parameters/hits; }
trace_hits() { awk '$2 == "ub" { print $3 }' $T/uprobe_profile; }

# sets the sysctl for <case>; false if the kernel has no such case
mode() {
	case $1 in
	nop1) [ -f $S ] && echo 1 >$S ;;
	nop5-int3) [ -f $S ] && echo 0 >$S ;;
	nop5-opt) [ -f $S ] && echo 1 >$S || return 1 ;;
	esac
	return 0
}

r=0
while [ $r -lt "${UPROBENCH_ROUNDS:-3}" ]; do
	out=$($B run nop5 "$N") && echo "UPROBENCH-BARE ${out% byte=*}"
	for c in nop1 nop5-int3 nop5-opt; do
		mode $c || { echo "UPROBENCH-NA case=$c (no $S)"; continue; }
		site=${c%%-*}
		off=$(eval echo "\$$site")
		if [ -f $KO ]; then
			if insmod $KO path=$B offset="$off"; then
				one kmod $c "$site" kmod_hits
				rmmod uprobe_count
			else
				echo "UPROBENCH-ERROR kmod $c: insmod failed"; rc=1
			fi
		fi
		if echo "p:ub $B:$off" >$T/uprobe_events; then
			echo 0 >$T/tracing_on
			echo 1 >$T/events/uprobes/ub/enable
			one trace $c "$site" trace_hits
			echo 0 >$T/events/uprobes/ub/enable
			echo 1 >$T/tracing_on
			echo >$T/uprobe_events
		else
			echo "UPROBENCH-ERROR trace $c: cannot add the uprobe event"; rc=1
		fi
	done
	r=$((r + 1))
done
[ -f $S ] && echo 1 >$S
exit $rc
