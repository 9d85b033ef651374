#!/bin/sh
# Guest test (TAP): jump-optimized kprobes on module text that comes and
# goes. test_optprobes_mod.ko (CONFIG_OPTPROBES_MODULE_TEST=m) calls its
# optprobe_mod_target() in a loop from load to unload and prints the
# number of calls when it is unloaded. A kprobe event on that function
# must be optimized, show [GONE] while the module is away, be armed again
# each time the module comes back and count exactly the calls of every
# reloaded instance, while the module is loaded and unloaded in a loop and
# debug.kprobes-optimization is switched off and on behind its back.
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
# "<hits> <missed>" of the event
profile() { awk '$1 == "optmod" { print $2, $3 }' $T/kprobe_profile; }

ktap_print_header
if [ ! -f $KO ]; then
	ktap_skip_all "$KO not in the initramfs (CONFIG_OPTPROBES_MODULE_TEST=m not set)"
	exit 0
fi
ktap_set_plan 12

check "insmod $M" insmod $KO
off=$(cat /sys/module/$M/parameters/site_offset 2>/dev/null)
check "site offset reported ($off)" test -n "$off"
check "kprobe event p:optmod $M:$F+$off" \
	sh -c "echo 'p:optmod $M:$F+$off' >>$T/kprobe_events"
check "enable the event" sh -c "echo 1 >$T/events/kprobes/optmod/enable"
hoff=$(printf '0x%x' "${off:-0}")
i=0
while [ $i -lt 50 ] && ! grep -q "$F+$hoff .*\[OPTIMIZED\]" $L; do
	sleep 0.1; i=$((i + 1))
done
sed 's/^/# /' $L
check "probe on module text is optimized" grep -q "$F+$hoff .*\[OPTIMIZED\]" $L
addr=$(awk -v s="$F+$hoff" '$3 == s { print $1; exit }' $L)

check "rmmod $M" rmmod $M
set -- $(last_calls)
wrong=${2:-0}
sed 's/^/# /' $L
check "probe is [GONE] after unloading" grep -q "^${addr:-none} .*\[GONE\]" $L
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
echo "# $ROUNDS reloads: $calls calls, $hits hits, $missed missed, $wrong wrong results, optimization flipped: $([ $flip != 0 ] && echo yes || echo no)"
check "$ROUNDS reloads while the optimization flips ($fails failed)" test $fails -eq 0
check "hits of the reloaded instances == their calls ($hits == $calls, $missed missed)" \
	test $hits -eq $calls -a $calls -gt 0 -a "$missed" -eq 0
check "every call returned the right value ($wrong wrong)" test "$wrong" -eq 0

echo 0 >$T/events/kprobes/optmod/enable
check "remove the event" sh -c "echo '-:optmod' >>$T/kprobe_events"
check "kprobes/list no longer shows $F" sh -c "! grep -q '$F' $L"
ktap_finished
