#!/bin/sh
# Per-hit cost of kprobes on optbench_target (bench/kmod). Prints one
# "BENCH <case> <ns_per_call> ..." line per case; under QEMU's
# "-icount shift=0,sleep=off" ns are guest instructions.
# Cases: bare, int3 (optimization off, or a kernel without it), opt (jump
# optimized; skipped where unavailable), opt2/opt4 (aggregated probes),
# kret-int3 / kret-opt (kretprobe, entry probe int3 / jump optimized);
# on optbench_ctarget, a C function whose first instruction is its ftrace
# call site: entry-bare, entry-ftrace / entry-opt (a probe there, on
# ftrace's callback list or on its entry trampoline), kret-entry-ftrace /
# kret-entry-opt (a kretprobe on it).
KO=/lib/modules/optbench.ko
P=/sys/module/optbench/parameters
S=/proc/sys/debug/kprobes-optimization
L=/sys/kernel/debug/kprobes/list
CALLS=${OPTBENCH_CALLS:-20000}
ROUNDS=${OPTBENCH_ROUNDS:-3}

[ -f $KO ] || { echo "BENCH-SKIP optbench.ko not in the initramfs"; exit 0; }

# median of $ROUNDS runs
measure() {
	i=0
	vals=
	while [ $i -lt $ROUNDS ]; do
		echo $CALLS >$P/run || { echo "BENCH-ERROR $1 run failed: $(cat $P/result)"; return 1; }
		r=$(cat $P/result)
		case $r in *ok=1*) ;; *) echo "BENCH-ERROR $1 wrong result: $r"; return 1 ;; esac
		vals="$vals $(echo "$r" | sed 's/.*ns_per_call=\([0-9.]*\).*/\1/')"
		i=$((i + 1))
	done
	med=$(echo $vals | tr ' ' '\n' | sort -n | sed -n "$(( (ROUNDS + 1) / 2 ))p")
	echo "BENCH $1 $med runs:$vals hits=$(echo "$r" | sed 's/.*hits=\([0-9]*\).*/\1/')"
}

# Wait up to 10 s for the probed site to hold the jump (233 = 0xe9) or the
# int3 (204 = 0xcc) again. Not the [OPTIMIZED] tag of the kprobes list:
# mainline shows it as soon as the probe is queued for optimization.
# (plain sh has no locals: the loop counter is w, not n)
wait_opt() {
	w=0
	while [ $w -lt 100 ]; do
		b=$(cat $P/site_byte)
		if [ "$b" = 233 ]; then
			[ "$1" = yes ] && return 0
		elif [ "$b" = 204 ]; then
			[ "$1" = no ] && return 0
		fi
		sleep 0.1
		w=$((w + 1))
	done
	return 1
}

# Unload only int3 probes. On mainline 6.12.117, unregistering a probe that
# is still jump-optimized queues a delayed unoptimization; rmmod's
# MODULE_STATE_GOING notifier then runs kill_optimized_kprobe(), which takes
# the probe off unoptimizing_list (list_del_init) before it tests
# optprobe_queued_unopt(), so the probe never reaches freeing_list: a dead
# aggregate kprobe stays in kprobe_table (invisible in kprobes/list, its
# user list is empty). The next register_kprobe() at that address - this
# module reloaded at the same place - gets -EINVAL from
# reuse_unused_kprobe() (!kprobe_optready). Setting the sysctl to 0 first
# unoptimizes synchronously, so unregistering frees the probe at once, on
# every kernel.
unload() {
	if [ $have_opt = yes ]; then
		echo 0 >$S
		wait_opt no || echo "BENCH-ERROR still optimized before rmmod"
	fi
	rmmod optbench || echo "BENCH-ERROR rmmod optbench"
	[ $have_opt = no ] || echo 1 >$S
}

have_opt=no
[ -f $S ] && have_opt=yes
echo "BENCH-INFO kernel $(uname -r) optimization-sysctl=$have_opt calls=$CALLS rounds=$ROUNDS"

insmod $KO nprobes=0 && measure bare && rmmod optbench

for n in 1 2 4; do
	insmod $KO nprobes=$n || { echo "BENCH-ERROR insmod nprobes=$n"; continue; }
	if [ $have_opt = yes ]; then
		echo 0 >$S
		wait_opt no || echo "BENCH-ERROR still optimized with sysctl=0"
		[ $n = 1 ] && measure int3
		echo 1 >$S
		if wait_opt yes; then
			if [ $n = 1 ]; then measure opt; else measure opt$n; fi
		else
			echo "BENCH-INFO nprobes=$n not optimized: site byte $(cat $P/site_byte), $(grep optbench_target $L | head -1)"
			[ $n = 1 ] || measure int3x$n
		fi
	else
		if [ $n = 1 ]; then measure int3; else measure int3x$n; fi
	fi
	unload
done

insmod $KO kret=1 || { echo "BENCH-ERROR insmod kret=1"; exit 1; }
if [ $have_opt = yes ]; then
	echo 0 >$S
	wait_opt no || echo "BENCH-ERROR kretprobe still optimized with sysctl=0"
	measure kret-int3
	echo 1 >$S
	if wait_opt yes; then
		measure kret-opt
	else
		echo "BENCH-INFO kretprobe entry not optimized"
	fi
else
	measure kret-int3
fi
unload

# Entry probes: the call site's first byte is a call either way; on its
# entry trampoline the call goes into a kprobe_optinsn_page (the list says
# [OPTIMIZED] as soon as the probe is queued). Low 32 bits only: busybox
# arithmetic and kernel addresses above 2^63.
in_optinsn_page() {
	ta=$(( 0x$(echo "$1" | tail -c 9) ))
	for pg in $(awk '$3 == "kprobe_optinsn_page" { print $1 }' /proc/kallsyms); do
		pa=$(( 0x$(echo "$pg" | tail -c 9) ))
		[ $ta -ge $pa ] && [ $ta -lt $((pa + 4096)) ] && return 0
	done
	return 1
}

entry_state() {
	w=0
	while [ $w -lt 100 ]; do
		sc=$(cat $P/site_call)
		if [ "$sc" != 0 ] && in_optinsn_page "$sc"; then
			[ "$1" = yes ] && return 0
		elif [ "$sc" != 0 ]; then
			[ "$1" = no ] && return 0
		fi
		sleep 0.1
		w=$((w + 1))
	done
	return 1
}

entry_unload() {
	[ $have_opt = no ] || { echo 0 >$S; entry_state no; }
	rmmod optbench || echo "BENCH-ERROR rmmod optbench"
	[ $have_opt = no ] || echo 1 >$S
}

insmod $KO entry=1 nprobes=0 && measure entry-bare && rmmod optbench
for k in 0 1; do
	if [ $k = 1 ]; then
		insmod $KO entry=1 kret=1 || { echo "BENCH-ERROR insmod entry=1 kret=1"; continue; }
		c=kret-entry
	else
		insmod $KO entry=1 nprobes=1 || { echo "BENCH-ERROR insmod entry=1"; continue; }
		c=entry
	fi
	if [ $have_opt = yes ]; then
		echo 0 >$S
		entry_state no || echo "BENCH-ERROR $c still optimized with sysctl=0"
		measure $c-ftrace
		echo 1 >$S
		if entry_state yes; then
			measure $c-opt
		else
			echo "BENCH-INFO $c not optimized: $(grep ' optbench_ctarget+' $L | head -1)"
		fi
	else
		measure $c-ftrace
	fi
	entry_unload
done
