#!/bin/sh
# uprobes on static probe sites: guest ns per call of a loop that calls a
# probed NOP (guest/tools/uprobe_bench.c, static), with two consumers:
#   kmod   bench/kmod-uprobe/uprobe_count.ko: uprobe_register() and a
#          handler that counts (the cost of the way in and out)
#   trace  a tracefs uprobe event, enabled, with tracing_on=0: the event's
#          handler runs, no record is written
# and the cases: nop1 (a 1-byte NOP, int3 and emulated), nop5-int3 (a
# 5-byte NOP with debug.uprobes-optimization=0; mainline single-steps it
# out of line), nop5-opt (=1: a jump after the first hit; NA without the
# sysctl); the same two for nop10 (libbpf usdt.h's 10-byte NOP
# 66 2e 0f 1f 84 00..., which a kernel without the sysctl may not probe at
# all: NA then) and pair10 (nop; nop10, probed at the 90 as perf, bpftrace
# and older libbpf do; pair10-opt jumps from the long NOP and puts the 90
# back). One line per run:
#   UPROBENCH-RUN consumer=<c> case=<case> calls=N ns=T hits=H byte=XX [next=YY]
#   UPROBENCH-BARE calls=N ns=T
# hits must be calls + 10 (the untimed first calls), byte the site's first
# byte after the run: cc on int3, e9 on a jump; for pair10 next is the byte
# after it (pair10-opt: byte=90 next=e9). UPROBENCH-ERROR otherwise.
T=/sys/kernel/tracing
S=/proc/sys/debug/uprobes-optimization
KO=/lib/modules/uprobe_count.ko
B=/tmp/uprobe-bench
N=${UPROBENCH_CALLS:-20000}
[ -f /tests/lib/uprobe-bench ] || { echo "UPROBENCH-NA no uprobe-bench in the initramfs"; exit 0; }
cp /tests/lib/uprobe-bench $B && chmod +x $B
eval "$($B offsets | tr ' ' '\n')"
# shellcheck disable=SC2154 # nop1 ... pair10 come from "$B offsets"
echo "UPROBENCH-INFO kernel $(uname -r) nop1=$nop1 nop5=$nop5 nop10=$nop10 pair10=$pair10 calls=$N sysctl=$([ -f $S ] && cat $S || echo none)"
rc=0

# Mainline refuses a CS prefix (is_prefix_bad()) when the process maps the
# site, silently: insmod and the event work, nothing hits, the 66 stays.
# On a kernel without the sysctl that is NA for nop10; with it, an error.
may_refuse() { [ ! -f $S ] && case $1 in nop10-*) true ;; *) false ;; esac; }

# one <consumer> <case> <site> <hits command>
one() {
	local before after out
	before=$($4)
	out=$($B run "$3" "$N") || { echo "UPROBENCH-ERROR $1 $2: uprobe-bench failed"; rc=1; return; }
	after=$($4)
	if may_refuse "$2" && [ $((after - before)) -eq 0 ] && [ "${out##*byte=}" = 66 ]; then
		echo "UPROBENCH-NA consumer=$1 case=$2 (not probed: 0 hits, byte=66)"
		return
	fi
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
	*-int3) [ -f $S ] && echo 0 >$S ;;
	*-opt) [ -f $S ] && echo 1 >$S || return 1 ;;
	esac
	return 0
}

r=0
while [ $r -lt "${UPROBENCH_ROUNDS:-3}" ]; do
	out=$($B run nop5 "$N") && echo "UPROBENCH-BARE ${out% byte=*}"
	for c in nop1 nop5-int3 nop5-opt nop10-int3 nop10-opt pair10-int3 pair10-opt; do
		mode $c || { echo "UPROBENCH-NA case=$c (no $S)"; continue; }
		site=${c%%-*}
		off=$(eval echo "\$$site")
		if [ -f $KO ]; then
			if insmod $KO path=$B offset="$off"; then
				one kmod $c "$site" kmod_hits
				rmmod uprobe_count
			elif may_refuse $c; then
				echo "UPROBENCH-NA consumer=kmod case=$c (insmod failed)"
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
		elif may_refuse $c; then
			echo "UPROBENCH-NA consumer=trace case=$c (cannot add the uprobe event)"
		else
			echo "UPROBENCH-ERROR trace $c: cannot add the uprobe event"; rc=1
		fi
	done
	r=$((r + 1))
done
[ -f $S ] && echo 1 >$S
exit $rc
