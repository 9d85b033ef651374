#!/bin/sh
# Guest test (TAP): a tracefs kprobe and kretprobe event on a function that
# every file open hits: register, enable, trigger, check hits in the trace and
# in kprobe_profile, check debugfs kprobes/list, then remove everything.
T=/sys/kernel/tracing
L=/sys/kernel/debug/kprobes/list
# shellcheck source-path=SCRIPTDIR source=lib/ktap.sh
. /tests/lib/ktap.sh

ktap_print_header
ktap_set_plan 9

fn=
for f in do_sys_openat2 do_sys_open do_filp_open; do
	if grep -q " [tT] $f\$" /proc/kallsyms; then fn=$f; break; fi
done
check "probe target found in kallsyms ($fn)" test -n "$fn"
[ -n "$fn" ] || fn=do_sys_openat2

echo 0 >$T/tracing_on
echo >$T/trace
check "register kprobe p:basic_probe $fn" \
	sh -c "echo 'p:basic_probe $fn' >>$T/kprobe_events"
check "register kretprobe r:basic_ret $fn" \
	sh -c "echo 'r:basic_ret $fn ret=\$retval' >>$T/kprobe_events"
echo 1 >$T/events/kprobes/enable
echo 1 >$T/tracing_on
for _ in 1 2 3 4 5 6 7 8 9 10; do cat /proc/version >/dev/null; done
echo 0 >$T/tracing_on

hits=$(grep -c 'basic_probe:' $T/trace)
rhits=$(grep -c 'basic_ret:' $T/trace)
echo "# trace: $hits kprobe hits, $rhits kretprobe hits"
check "kprobe hits in trace ($hits >= 10)" test "$hits" -ge 10
check "kretprobe hits in trace ($rhits >= 10)" test "$rhits" -ge 10
prof=$(awk '$1 == "basic_probe" { print $2 }' $T/kprobe_profile)
echo "# kprobe_profile: $(grep basic_ $T/kprobe_profile | tr -s ' ' | tr '\n' ';')"
check "kprobe_profile counts hits (${prof:-none})" test "${prof:-0}" -ge 10
echo "# $L:"
sed 's/^/#   /' $L
check "debugfs kprobes/list shows $fn" grep -q " $fn+0x0" $L

echo 0 >$T/events/kprobes/enable
check "remove both events" sh -c "echo >$T/kprobe_events"
check "kprobes/list no longer shows $fn" sh -c "! grep -q ' $fn+0x0' $L"
echo >$T/trace
ktap_finished
