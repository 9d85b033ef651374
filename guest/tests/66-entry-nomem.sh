#!/bin/sh
# Guest test (KTAP): an optimized entry probe whose call site cannot leave
# its trampoline at once, because entry_leave_ips() (kprobes' call of
# ftrace_direct_del_ips()) fails with -ENOMEM (fail_function, once).
# Disabling the probe, switching the sysctl to 0 and deleting the event
# must each still take the call site off the trampoline: the optimizer
# retries, and the probe is neither left on its trampoline for good (which
# also keeps a BPF trampoline off the function)
# nor listed as optimized after it has gone.
# shellcheck source-path=SCRIPTDIR source=lib/ktap.sh
. /tests/lib/ktap.sh

T=/sys/kernel/tracing
L=/sys/kernel/debug/kprobes/list
OPT=/proc/sys/debug/kprobes-optimization
FF=/sys/kernel/debug/fail_function
FUNC=vfs_read
FAIL=entry_leave_ips

ktap_print_header
if [ ! -w $FF/inject ] || ! echo $FAIL >$FF/inject 2>/dev/null; then
	ktap_skip_all "no fail_function for $FAIL in this kernel"
	exit 0
fi
echo "!$FAIL" >$FF/inject
ktap_set_plan 11

# The kprobes/list line of the entry probe (FUNC+0x0, or +0x4 after endbr64).
probe_line() {
	grep -E " $FUNC\+0x[0-9a-f]+ " $L | grep -F '[FTRACE]'
}

# direct_call: FUNC's call site has a direct call (enabled_functions shows
# its target on the line after the function's)
direct_call() {
	grep -A1 "^$FUNC " $T/enabled_functions | grep -q 'direct-->'
}

no_direct_call() {
	! direct_call
}

# wait_for <tenths> <command...>: until the command succeeds
wait_for() {
	_n=$1
	shift
	while ! "$@"; do
		[ "$_n" -gt 0 ] || return 1
		sleep 0.1
		_n=$((_n - 1))
	done
}

# optimized: listed so, and the call site calls the trampoline (a probe
# queued for the optimizer is listed as optimized already)
optimized() {
	probe_line | grep -qF '[OPTIMIZED]' && direct_call
}

not_optimized() {
	_l=$(probe_line)
	[ -n "$_l" ] && ! echo "$_l" | grep -qF '[OPTIMIZED]'
}

noopt_sysctl() {
	probe_line | grep -qF '[NOOPT:sysctl]'
}

not_listed() {
	[ -z "$(probe_line)" ]
}

# fail_once: the next call of FAIL, by any task, returns -ENOMEM
fail_once() {
	echo $FAIL >$FF/inject
	printf %#x -12 >$FF/$FAIL/retval
	echo N >$FF/task-filter
	echo 100 >$FF/probability
	echo 1 >$FF/interval
	echo 1 >$FF/times
	echo 0 >$FF/verbose
}

fail_used() {
	[ "$(cat $FF/times)" = 0 ]
}

fail_off() {
	echo "!$FAIL" >$FF/inject
}

reported() {
	dmesg | grep -q "cannot remove its direct call (-12)"
}

_old=$(cat $OPT)
echo 1 >$OPT
dmesg -c >/dev/null
echo "p:entry_nomem $FUNC" >>$T/kprobe_events
echo 1 >$T/events/kprobes/entry_nomem/enable
check "entry probe on $FUNC optimized, its call site on the trampoline" wait_for 100 optimized
echo "# $(probe_line)"
grep -A1 "^$FUNC " $T/enabled_functions | sed 's/^/# /' 

# Disabled: the first try to leave fails, the optimizer's retry succeeds.
fail_once
echo 0 >$T/events/kprobes/entry_nomem/enable
check "disable: $FAIL() failed once" fail_used
fail_off
check "disable: the failure is reported" reported
check "disable: the call site leaves its trampoline within 5 s" wait_for 50 no_direct_call
check "disable: not listed as optimized" not_optimized
echo "# $(probe_line)"

echo 1 >$T/events/kprobes/entry_nomem/enable
check "enabled again: optimized" wait_for 100 optimized

# Sysctl 0: the optimizer's own try fails once; its next pass succeeds.
fail_once
echo 0 >$OPT
check "sysctl 0: the probe leaves its trampoline within 5 s" wait_for 50 no_direct_call
check "sysctl 0: NOOPT sysctl" wait_for 50 noopt_sysctl
fail_off
echo 1 >$OPT
check "sysctl 1: optimized again" wait_for 100 optimized

# Deleted while the call site cannot leave: it leaves, and is freed, later.
fail_once
echo 0 >$T/events/kprobes/entry_nomem/enable
echo "-:entry_nomem" >>$T/kprobe_events
fail_off
check "deleted: no longer listed" not_listed
check "deleted: the call site leaves its trampoline within 5 s" wait_for 50 no_direct_call

echo "$_old" >$OPT
ktap_finished
