#!/bin/sh
# Demo (guest side): put a kprobe in the middle of a common function (not at
# its entry: the entry is ftrace-based and never jump-optimized), then show
# what the kernel reports about it. Prints only what the kernel says.
T=/sys/kernel/tracing
L=/sys/kernel/debug/kprobes/list
S=/proc/sys/debug/kprobes-optimization
MAX_TRIES=30
say() { echo "demo: $*"; }
show_list() { echo "demo: $L:"; sed 's/^/demo:   /' $L; }
# read(2) on /proc/version 200 times (busybox cat would use sendfile).
trigger() {
	i=0
	while [ $i -lt 200 ]; do
		read -r line </proc/version
		i=$((i + 1))
	done
}
hits() { awk '$1 == "demo_probe" { print $2 }' $T/kprobe_profile; }
probe_line() { grep " $1+0x$(printf %x "$2") " $L; }
register() {	# <func> <offset>
	echo "p:demo_probe $1+$2" >>$T/kprobe_events 2>/dev/null || return 1
	echo 1 >$T/events/kprobes/demo_probe/enable
}
unregister() {
	echo 0 >$T/events/kprobes/demo_probe/enable 2>/dev/null
	echo "-:demo_probe" >>$T/kprobe_events 2>/dev/null
}

# Per-hit cost. The benchmark module comes with the series; until then this
# says so instead of inventing a number.
per_hit_benchmark() {
	if [ -x /tests/20-optbench.sh ]; then
		say "per-hit cost: measured next by 20-optbench.sh (optbench module)"
	else
		say "per-hit benchmark not available (no 20-optbench.sh)"
	fi
}

say "kernel $(uname -r)"
[ -f $S ] && opt=1 || opt=0

# Candidate probe points: instruction boundaries inside a few common
# functions, from offset 9 on (skips endbr64 + the 5-byte __fentry__ call).
# Without jump optimization the first one that registers is kept; with it,
# the first one the kernel optimizes (at most $MAX_TRIES tries).
fn= off= tries=0 lf= lo=
for f in vfs_read ksys_read do_sys_openat2 getname_flags do_filp_open; do
	grep -q " [tT] $f\$" /proc/kallsyms || continue
	o=9 ftries=0
	while [ $o -le 96 ] && [ $tries -lt $MAX_TRIES ] && [ $ftries -lt 6 ]; do
		if register $f $o; then
			tries=$((tries + 1)) ftries=$((ftries + 1))
			fn=$f off=$o lf=$f lo=$o
			[ $opt = 1 ] || break 2
			sleep 1
			trigger
			if probe_line $f $o | grep -q OPTIMIZED; then
				say "try $tries: $f+$o registered and optimized"
				break 2
			fi
			say "try $tries: $f+$o registered, not optimized: $(probe_line $f $o | tr -s ' ')"
			unregister
			fn=
		fi
		o=$((o + 1))
	done
done
if [ -z "$fn" ] && [ -n "$lf" ]; then
	# Nothing got optimized: keep the last candidate for the walkthrough.
	register $lf $lo && fn=$lf off=$lo
fi
if [ -z "$fn" ]; then
	say "could not register a kprobe inside vfs_read, ksys_read, do_sys_openat2, getname_flags or do_filp_open"
	exit 1
fi

say "probe: p:demo_probe $fn+$off"
trigger
say "hits after 200 read(2) calls: $(hits)"
show_list

if [ $opt = 1 ]; then
	say "$S = $(cat $S)"
	echo 0 >$S
	say "set $S = 0 (unoptimize everything)"
	show_list
	echo 1 >$S
	say "set $S = 1, waiting 3s for the optimizer"
	sleep 3
	trigger
	show_list
	if probe_line $fn $off | grep -q '\[OPTIMIZED\]'; then
		say "RESULT: $fn+$off is [OPTIMIZED] (jump-optimized kprobe)"
	else
		say "RESULT: no optimized probe after $tries tries; $fn+$off is still an int3 probe"
	fi
	say "hits so far: $(hits)"
else
	say "RESULT: jump optimization not available in this kernel (int3 probes only)"
	say "($S does not exist)"
fi

per_hit_benchmark

unregister
say "probe removed"
