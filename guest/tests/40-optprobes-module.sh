#!/bin/sh
# Guest test (TAP): jump-optimized kprobes on module text that comes and
# goes. test_optprobes_mod.ko (CONFIG_OPTPROBES_MODULE_TEST=m) calls its
# optprobe_mod_target() in a loop from load to unload and prints the
# number of calls when it is unloaded. A kprobe event on that function
# must be optimized, show [GONE] while the module is away, be armed again
# each time the module comes back and count exactly the calls of every
# reloaded instance, while the module is loaded and unloaded in a loop and
# debug.kprobes-optimization is switched off and on behind its back. Twice:
# a probe in the body (a jump) and one at the entry, the function's ftrace
# call site (an entry trampoline: its direct call must go with the module).
# shellcheck disable=SC2046 # set -- $(...) splits on purpose
T=/sys/kernel/tracing
L=/sys/kernel/debug/kprobes/list
S=/proc/sys/debug/kprobes-optimization
M=test_optprobes_mod
KO=/lib/modules/$M.ko
F=optprobe_mod_target
ROUNDS=${OPTPROBES_MOD_ROUNDS:-12}
# shellcheck source-path=SCRIPTDIR source=lib/ktap.sh
. /tests/lib/ktap.sh
# "<calls> <wrong>" printed by the last unload of the module
last_calls() {
	dmesg | sed -n "s/.*$M: \([0-9]*\) calls, \([0-9]*\) wrong results.*/\1 \2/p" | tail -1
}
# "<hits> <missed>" of the event $EV
profile() { awk -v e="$EV" '$1 == e { print $2, $3 }' $T/kprobe_profile; }
# the module's ftrace call site has a direct call (enabled_functions shows
# its target on the line after the function's)
direct_call() {
	grep -A1 "^$F " $T/enabled_functions | grep -q 'direct-->'
}

ktap_print_header
if [ ! -f $KO ]; then
	ktap_skip_all "$KO not in the initramfs (CONFIG_OPTPROBES_MODULE_TEST=m not set)"
	exit 0
fi
ktap_set_plan 23

check "insmod $M" insmod $KO
off=$(cat /sys/module/$M/parameters/site_offset 2>/dev/null)
check "site offset reported ($off)" test -n "$off"

# on_trampoline: the entry probe at $at is listed optimized, and its call
# site calls its trampoline
on_trampoline() {
	grep -q "$at .*\[OPTIMIZED\]\[FTRACE\]" $L && direct_call
}

# gone: the probe at $addr is [GONE], and its function traced no more
gone() {
	grep -q "^${addr:-none} .*\[GONE\]" $L && ! grep -q "^$F " $T/enabled_functions
}

# site_round <event> <probe spec> <what>: one probe through a load, an
# unload and ROUNDS reloads; 10 results
site_round() {
	EV=$1 what=$3
	check "$what: kprobe event p:$EV $2" sh -c "echo 'p:$EV $2' >>$T/kprobe_events"
	check "$what: enable the event" sh -c "echo 1 >$T/events/kprobes/$EV/enable"
	# where the probe sits: +off in the body, the ftrace call site at the entry
	at=$(grep -o " $F+0x[0-9a-f]* " $L | head -1 | tr -d ' ')
	i=0
	while [ $i -lt 50 ] && ! grep -q "$at .*\[OPTIMIZED\]" $L; do
		sleep 0.1; i=$((i + 1))
	done
	if [ "$what" = entry ]; then
		while [ $i -lt 50 ] && ! direct_call; do
			sleep 0.1; i=$((i + 1))
		done
	fi
	sed 's/^/# /' $L
	if [ "$what" = entry ]; then
		check "$what: probe at $at is optimized, on its entry trampoline" on_trampoline
	else
		check "$what: probe at $at is optimized" grep -q "$at .*\[OPTIMIZED\]" $L
	fi
	addr=$(awk -v s="$at" '$3 == s { print $1; exit }' $L)

	check "$what: rmmod $M" rmmod $M
	set -- $(last_calls)
	wrong=${2:-0}
	sed 's/^/# /' $L
	check "$what: probe is [GONE] after unloading, no direct call left" gone
	set -- $(profile)
	hits0=${1:-0}

	# Reload in a loop; the event stays enabled, so every instance's calls
	# are made while it is armed.
	flip=0
	if [ -w $S ]; then
		: >/tmp/optmod-flip
		# Every flip logs a line; a few per second is enough to race the reloads.
		( while [ -f /tmp/optmod-flip ]; do
			echo 0 >$S; sleep 0.05; echo 1 >$S; sleep 0.05
		done ) &
		flip=$!
	fi
	calls=0 fails=0 r=0
	while [ $r -lt "$ROUNDS" ]; do
		if insmod $KO; then
			sleep 0.5
			rmmod $M || fails=$((fails + 1))
			set -- $(last_calls)
			calls=$((calls + ${1:-0})); wrong=$((wrong + ${2:-0}))
		else
			fails=$((fails + 1))
		fi
		r=$((r + 1))
	done
	if [ $flip != 0 ]; then
		rm -f /tmp/optmod-flip
		wait $flip
		echo 1 >$S
	fi
	set -- $(profile)
	hits=$((${1:-0} - hits0)) missed=${2:-0}
	echo "# $what: $ROUNDS reloads: $calls calls, $hits hits, $missed missed, $wrong wrong results, optimization flipped: $([ $flip != 0 ] && echo yes || echo no)"
	check "$what: $ROUNDS reloads while the optimization flips ($fails failed)" test $fails -eq 0
	check "$what: hits of the reloaded instances == their calls ($hits == $calls, $missed missed)" \
		test $hits -eq $calls -a $calls -gt 0 -a "$missed" -eq 0
	check "$what: every call returned the right value ($wrong wrong)" test "$wrong" -eq 0

	echo 0 >$T/events/kprobes/$EV/enable
	check "$what: remove the event" sh -c "echo '-:$EV' >>$T/kprobe_events"
	check "$what: kprobes/list no longer shows $F" sh -c "! grep -q '$F' $L"
}

site_round optmod "$M:$F+$off" body
# the module is away now: load it again for the entry probe
check "insmod $M again" insmod $KO
site_round optmodentry "$M:$F" entry
ktap_finished
