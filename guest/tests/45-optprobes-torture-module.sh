#!/bin/sh
# Guest test (TAP): the optprobes torture while module text that carries an
# optimized probe comes and goes. The KUnit suite optprobes_torture (built
# in, run once at boot) is run again through debugfs for $SECS s of churn:
# probes at its sites are registered, removed, disabled and enabled, and
# debug.kprobes-optimization is switched off and on all the time. Meanwhile
# test_optprobes_mod.ko is loaded and unloaded in a loop with an enabled
# kprobe event on its optprobe_mod_target, which must be armed, optimized,
# unoptimized and forgotten in the middle of it (see 40-optprobes-module.sh
# for the module). Checked: the suite's own KTAP result, hits == calls of
# every reloaded instance, every reload, no slot leaked. A kernel splat is
# the harness's (scripts/results.py names the guest test it happened in).
#
# The torture counts the used detour buffers and single-step slots before
# its churn starts and after it ends, and the module probe holds one of
# each while the module is loaded. So the module is loaded, its probe
# optimized, from before the run until the churn threads (optprobe_churn/N)
# run, and again from $MARGIN s before the churn ends to after the run; a
# kernel log marker shows that the last reload was done before the torture
# printed its figures, i.e. before its final count.
# shellcheck disable=SC2046 # set -- $(...) splits on purpose
T=/sys/kernel/tracing
L=/sys/kernel/debug/kprobes/list
K=/sys/kernel/debug/kunit/optprobes_torture
P=/sys/module/test_optprobes_torture/parameters
M=test_optprobes_mod
KO=/lib/modules/$M.ko
F=optprobe_mod_target
SECS=${OPTPROBES_TORTURE_MOD_SECONDS:-20}
MARGIN=${OPTPROBES_TORTURE_MOD_MARGIN:-5}
TAG=45-optprobes-torture-module
# shellcheck source-path=SCRIPTDIR source=lib/ktap.sh
. /tests/lib/ktap.sh
# "<calls> <wrong>" printed by the last unload of the module
last_calls() {
	dmesg | sed -n "s/.*$M: \([0-9]*\) calls, \([0-9]*\) wrong results.*/\1 \2/p" | tail -1
}
# "<hits> <missed>" of the event
profile() { awk '$1 == "optmod" { print $2, $3 }' $T/kprobe_profile; }
uptime_s() { cut -d. -f1 /proc/uptime; }
churning() { grep -qs '^optprobe_churn/' /proc/[0-9]*/comm; }
# Kernel log from this test's start marker on
klog() { dmesg | sed -n "/$TAG: start/,\$p"; }
# Does the torture's debugfs result match a pattern?
in_res() { echo "$res" | grep -q "$1"; }

ktap_print_header
if [ ! -f $KO ] || [ ! -w $K/run ] || [ ! -w $P/duration ]; then
	ktap_skip_all "needs $KO, $K/run (KUNIT_DEBUGFS) and a writable $P/duration"
	exit 0
fi
ktap_set_plan 15
echo "$TAG: start" >/dev/kmsg

check "insmod $M" insmod $KO
off=$(cat /sys/module/$M/parameters/site_offset 2>/dev/null)
check "kprobe event p:optmod $M:$F+$off" \
	sh -c "echo 'p:optmod $M:$F+$off' >>$T/kprobe_events"
check "enable the event" sh -c "echo 1 >$T/events/kprobes/optmod/enable"
hoff=$(printf '0x%x' "${off:-0}")
i=0
while [ $i -lt 50 ] && ! grep -q "$F+$hoff .*\[OPTIMIZED\]" $L; do
	sleep 0.1; i=$((i + 1))
done
check "probe on module text is optimized before the run" \
	grep -q "$F+$hoff .*\[OPTIMIZED\]" $L

old=$(cat $P/duration)
echo "$SECS" >$P/duration
# Synchronous: the write returns when the suite has run.
( echo 1 >$K/run ) &
run=$!
i=0
while [ $i -lt 600 ] && ! churning && kill -0 $run 2>/dev/null; do
	sleep 0.1; i=$((i + 1))
done
t0=$(uptime_s)
check "torture churn threads running" churning

# The first instance ran before the event was enabled: its calls do not
# count, its results do.
calls=0 fails=0 r=0
rmmod $M || fails=$((fails + 1))
set -- $(last_calls)
wrong=${2:-0}
set -- $(profile)
hits0=${1:-0}
stop=$((t0 + SECS - MARGIN))
while [ "$(uptime_s)" -lt $stop ] && churning; do
	if insmod $KO; then
		sleep 0.3
		rmmod $M || fails=$((fails + 1))
		set -- $(last_calls)
		calls=$((calls + ${1:-0})); wrong=$((wrong + ${2:-0}))
	else
		fails=$((fails + 1))
	fi
	r=$((r + 1))
done
# Loaded again for the torture's final count, as it was for the first one.
insmod $KO || fails=$((fails + 1))
echo "$TAG: reloads done" >/dev/kmsg
wait $run
echo "$old" >$P/duration

res=$(cat $K/results)
echo "$res" | sed 's/^/# /'
nok_lines=$(echo "$res" | grep -c '^[[:space:]]*not ok ')
ok_lines=$(echo "$res" | grep -c '^[[:space:]]*ok ')
check "torture ran for $SECS s" in_res "optprobe_torture_test: $SECS s, "
check "torture KTAP results all ok ($ok_lines ok, $nok_lines not ok)" \
	test "$ok_lines" -ge 2 -a "$nok_lines" -eq 0
check "torture suite result line is ok" in_res '^ok 1 optprobes_torture$'
# "slots in use before/after: detour buffers A/B, single-step C/D"
set -- $(echo "$res" | sed -n 's/.*detour buffers \([0-9-]*\)\/\([0-9-]*\), single-step \([0-9-]*\)\/\([0-9-]*\).*/\1 \2 \3 \4/p')
check "no slot leaked (detour buffers ${1:--}/${2:--}, single-step ${3:--}/${4:--}; the module probe's included)" \
	test "${1:--1}" -ge 1 -a "${1:--1}" = "${2:--2}" -a "${3:--1}" -ge 1 -a "${3:--1}" = "${4:--2}"
# Line numbers, in the kernel log, of the reloads' end and of the first
# line the torture prints after its churn (before its final count).
done_at=$(klog | grep -n "$TAG: reloads done" | head -1 | cut -d: -f1)
figs_at=$(klog | grep -n 'optprobe_torture_test: [0-9]* s, ' | head -1 | cut -d: -f1)
check "reloads ended before the torture's final count (log lines ${done_at:--} < ${figs_at:--})" \
	test "${done_at:-1000000}" -lt "${figs_at:-0}"

rmmod $M || fails=$((fails + 1))
set -- $(last_calls)
calls=$((calls + ${1:-0})); wrong=$((wrong + ${2:-0}))
set -- $(profile)
hits=$((${1:-0} - hits0)) missed=${2:-0}
echo "# $r reloads during $SECS s of torture churn: $calls calls, $hits hits, $missed missed, $wrong wrong results"
check "$r reloads during the churn, none failed ($fails failed)" \
	test $fails -eq 0 -a $r -gt 0
check "hits of the reloaded instances == their calls ($hits == $calls, $missed missed)" \
	test $hits -eq $calls -a $calls -gt 0 -a "$missed" -eq 0
check "every call returned the right value ($wrong wrong)" test $wrong -eq 0

echo 0 >$T/events/kprobes/optmod/enable
check "remove the event" sh -c "echo '-:optmod' >>$T/kprobe_events"
check "kprobes/list no longer shows $F" sh -c "! grep -q '$F' $L"
ktap_finished
