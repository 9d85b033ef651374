#!/bin/sh
# Demo (guest side): put a kprobe event inside a real function, then show
# what the kernel reports about it: [OPTIMIZED], the sysctl flip, and a
# probe the kernel keeps on int3 with its reason; then a probe at the
# function's entry (its ftrace call site) moving onto an entry trampoline.
# Prints only what the kernel says.
T=/sys/kernel/tracing
D=/sys/kernel/debug/kprobes
S=/proc/sys/debug/kprobes-optimization
say() { echo "demo: $*"; }
rc=0
fail() { say "FAIL: $*"; rc=1; }
# 200 read(2) calls on /proc/version, one per dd (busybox cat would use
# sendfile, the shell's read builtin reads a byte per call).
trigger() {
	i=0
	while [ $i -lt 200 ]; do
		dd if=/proc/version of=/dev/null bs=4096 count=1 2>/dev/null
		i=$((i + 1))
	done
}
hits() { awk -v e="$1" '$1 == e { print $2 }' $T/kprobe_profile; }
# The kprobes/list line of <func>+<offset>, blanks squeezed.
state() { grep " $1+0x$(printf %x "$2") " $D/list | tr -s ' '; }
add() {	# <event> <func> <offset>
	echo "p:$1 $2+$3" >>$T/kprobe_events 2>/dev/null || return 1
	echo 1 >$T/events/kprobes/$1/enable
}
del() {	# <event>
	echo 0 >$T/events/kprobes/$1/enable 2>/dev/null
	echo "-:$1" >>$T/kprobe_events 2>/dev/null
}
# The optimizer runs ~10 ms after a change; wait for <func>+<offset> to show
# (or, with "!", to lose) [OPTIMIZED], at most 5 s.
wait_state() {	# <func> <offset> [!]
	w=0
	while [ $w -lt 50 ]; do
		if state "$1" "$2" | grep -q '\[OPTIMIZED\]'; then
			[ "${3:-}" = '!' ] || return 0
		else
			[ "${3:-}" != '!' ] || return 0
		fi
		sleep 0.1
		w=$((w + 1))
	done
	return 1
}

say "kernel $(uname -r), $(grep -c ^processor /proc/cpuinfo) CPU(s)"
if [ ! -f $S ]; then
	say "RESULT: this kernel has no jump optimization ($S missing): int3 probes only"
	exit 0
fi

# 1. A probe inside a common function: the first instruction boundary from
# offset 9 on (past endbr64 + the 5-byte __fentry__ call) the kernel takes.
fn= off=
for f in vfs_read ksys_read do_sys_openat2; do
	grep -q " [tT] $f\$" /proc/kallsyms || continue
	o=9
	while [ $o -le 64 ]; do
		if add demo $f $o; then
			if wait_state $f $o; then fn=$f off=$o; break 2; fi
			say "$f+$o stays int3: $(state $f $o)"
			del demo
		fi
		o=$((o + 1))
	done
done
[ -n "$fn" ] || { fail "no probe in vfs_read, ksys_read or do_sys_openat2 got optimized"; exit 1; }
say "1. echo 'p:demo $fn+$off' >> $T/kprobe_events; enable it"
trigger
say "   hits after 200 read(2) calls by dd: $(hits demo) (the rest: this script reading tracefs)"
say "   kprobes/list: $(state $fn $off)"

# 2. The sysctl: 0 puts every probe back on int3, 1 optimizes again.
echo 0 >$S
wait_state $fn $off ! || fail "still optimized with $S = 0"
say "2. echo 0 > $S"
say "   kprobes/list: $(state $fn $off)"
echo 1 >$S
wait_state $fn $off || fail "not optimized again with $S = 1"
say "   echo 1 > $S"
say "   kprobes/list: $(state $fn $off)"

# 3. A second probe inside the first one's 5-byte jump: the jump would
# overwrite it, so the kernel keeps the first probe on int3 and says why.
o2= o=$((off + 1))
while [ $o -le $((off + 4)) ]; do
	if add demo2 $fn $o; then o2=$o; break; fi
	o=$((o + 1))
done
if [ -n "$o2" ]; then
	wait_state $fn $off ! || true
	say "3. a second probe at $fn+$o2, inside the 5 bytes the jump at $fn+$off would cover:"
	say "   kprobes/list: $(state $fn $off)"
	say "   kprobes/list: $(state $fn $o2)"
	trigger
	say "   after 200 more: demo $(hits demo) hits in all, demo2 $(hits demo2)"
	say "   why probes are not optimized ($D/optimization, nonzero rows):"
	awk 'NR == 1 || $2 != 0 { print "demo:     " $0 }' $D/optimization
	del demo2
	wait_state $fn $off || fail "$fn+$off not optimized again after demo2 went"
	say "   after removing demo2: $(state $fn $off)"
else
	say "3. (the instruction at $fn+$off is 5 bytes or longer: no probe fits inside its jump)"
fi
del demo

# 4. A probe at a function's entry, with no offset: what "perf probe
# vfs_read", bpftrace's kprobe:vfs_read and every kretprobe place. It sits
# on the function's ftrace call site; the optimizer moves it from ftrace's
# callback list onto an entry trampoline that the call site calls
# directly (ftrace's enabled_functions shows the direct call).
entry_line() { grep " vfs_read+0x[0-9a-f]* .*\[FTRACE\]" $D/list | tr -s ' '; }
direct() { grep -A1 '^vfs_read ' $T/enabled_functions | grep -o 'direct-->.*'; }
wait_direct() {	# [!]
	w=0
	while [ $w -lt 50 ]; do
		if direct >/dev/null; then
			[ "${1:-}" = '!' ] || return 0
		else
			[ "${1:-}" != '!' ] || return 0
		fi
		sleep 0.1
		w=$((w + 1))
	done
	return 1
}
if echo "p:demoentry vfs_read" >>$T/kprobe_events 2>/dev/null; then
	echo 1 >$T/events/kprobes/demoentry/enable
	wait_direct || fail "the entry probe on vfs_read never got its direct call"
	say "4. echo 'p:demoentry vfs_read' >> $T/kprobe_events; enable it"
	trigger
	say "   hits after 200 read(2) calls by dd: $(hits demoentry)"
	say "   kprobes/list: $(entry_line)"
	say "   enabled_functions: vfs_read $(direct)"
	echo 0 >$S
	wait_direct ! || fail "the entry probe kept its direct call with $S = 0"
	say "   echo 0 > $S: $(entry_line), the call site goes through ftrace again"
	echo 1 >$S
	wait_direct || fail "the entry probe did not get its direct call back with $S = 1"
	say "   echo 1 > $S: $(entry_line)"
	del demoentry
else
	say "4. (no kprobe event at vfs_read's entry on this kernel)"
fi
say "probes removed; per-hit cost next (optbench module)"
exit $rc
