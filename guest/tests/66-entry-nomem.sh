#!/bin/sh
# Guest test (KTAP): an optimized entry probe whose call site cannot leave
# its trampoline at once, because entry_leave_ips() (kprobes' call of
# ftrace_direct_del_ips()) fails with -ENOMEM (fail_function). Disabling
# the probe, switching the sysctl to 0 and deleting the event must each
# still take the call site off the trampoline: the optimizer retries, and
# the probe is neither left on its trampoline for good (which also keeps a
# BPF trampoline off the function) nor listed as optimized after it has
# gone. A probe added again while the old one is stuck gets the direct
# call once the old one has left. On module text
# (test_optprobes_mod.ko), the call site must leave before the module's
# ftrace records go, whether the probe is killed by the unload or was
# deleted just before it: the reloaded module's function is optimized
# again, and nothing retries on gone text or warns.
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
ktap_set_plan 22

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

# fail_times <n>: the next <n> calls of FAIL, by any task, return -ENOMEM
fail_times() {
	echo $FAIL >$FF/inject
	printf %#x -12 >$FF/$FAIL/retval
	echo N >$FF/task-filter
	echo 100 >$FF/probability
	echo 1 >$FF/interval
	echo "$1" >$FF/times
	echo 0 >$FF/verbose
}

fail_once() {
	fail_times 1
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

# optimized_clean: optimized, and no reason left from a refusal
optimized_clean() {
	optimized && ! probe_line | grep -qF '[NOOPT:'
}

# The module part: an entry probe on module text that goes while its
# call site cannot leave its trampoline.
M=test_optprobes_mod
KO=/lib/modules/$M.ko
MF=optprobe_mod_target

mod_line() {
	grep -E " $MF\+0x[0-9a-f]+ " $L
}

mod_direct_call() {
	grep -A1 "^$MF " $T/enabled_functions | grep -q 'direct-->'
}

mod_optimized() {
	mod_line | grep -qF '[OPTIMIZED]' && mod_direct_call
}

# mod_gone: the probe at $maddr is [GONE] (its symbol went with the module)
mod_gone() {
	grep -q "^${maddr:-none} .*\[GONE\]" $L && ! grep -q "^${maddr:-none} .*\[OPTIMIZED\]" $L
}

mod_hits() {
	awk '$1 == "entry_nomem_mod" { print $2 }' $T/kprobe_profile
}

# counting: the probe on the loaded module's function records hits
mod_counting() {
	_h=$(mod_hits)
	sleep 0.5
	[ "$(mod_hits)" -gt "$_h" ]
}

# nothing_left: no failed retry on text that has gone (-EINVAL), no
# direct call left behind, no warning
nothing_left() {
	! dmesg | grep -E 'cannot remove its direct call \(-22\)|stays after its text|WARNING'
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

# Deleted while its call site cannot leave for a while (three tries fail)
# and added again meanwhile: the new probe finds the direct call taken by
# the old one, and gets it once the old one has left.
echo "p:entry_nomem $FUNC" >>$T/kprobe_events
echo 1 >$T/events/kprobes/entry_nomem/enable
check "added again: optimized" wait_for 100 optimized
fail_times 3
echo 0 >$T/events/kprobes/entry_nomem/enable
echo "-:entry_nomem" >>$T/kprobe_events
echo "p:entry_nomem $FUNC" >>$T/kprobe_events
echo 1 >$T/events/kprobes/entry_nomem/enable
check "re-added while the old probe is stuck: its three tries failed" wait_for 100 fail_used
echo "# $(probe_line)"
fail_off
check "re-added: optimized once the old probe has left" wait_for 100 optimized_clean
echo "# $(probe_line)"

# A module goes while its entry probe cannot leave its trampoline; the
# probe on FUNC stays optimized meanwhile, so that the direct-call ops
# keeps other functions.
if [ -f $KO ]; then
	dmesg -c >/dev/null
	insmod $KO
	echo "p:entry_nomem_mod $M:$MF" >>$T/kprobe_events
	echo 1 >$T/events/kprobes/entry_nomem_mod/enable
	check "module: entry probe on $MF optimized" wait_for 100 mod_optimized
	maddr=$(mod_line | awk '{ print $1; exit }')
	# Three failures: more than an optimizer pass that may still come
	# before the module's ftrace records go.
	fail_times 3
	rmmod $M
	check "module: unloaded while $FAIL() failed" fail_used
	fail_off
	check "module: the probe is [GONE]" mod_gone
	grep "^${maddr:-none} " $L | sed 's/^/# /'
	# Long enough for the optimizer's retries (every second), which
	# must not be needed: a reload would give the text back to them.
	sleep 2.5
	check "module: nothing retried on the gone text" nothing_left
	insmod $KO
	check "module: reloaded, the probe is optimized again" wait_for 100 mod_optimized
	check "module: the reloaded function's hits are counted" mod_counting

	# Disabled and deleted while stuck, and the module goes at once.
	fail_once
	echo 0 >$T/events/kprobes/entry_nomem_mod/enable
	echo "-:entry_nomem_mod" >>$T/kprobe_events
	rmmod $M
	fail_off
	sleep 2.5
	insmod $KO
	echo "p:entry_nomem_mod $M:$MF" >>$T/kprobe_events
	echo 1 >$T/events/kprobes/entry_nomem_mod/enable
	check "module: deleted while stuck, unloaded, reloaded: a new probe is optimized" \
		wait_for 100 mod_optimized
	sleep 2
	check "module: no failed retry on gone text, no warning" nothing_left
	echo 0 >$T/events/kprobes/entry_nomem_mod/enable
	echo "-:entry_nomem_mod" >>$T/kprobe_events
	rmmod $M
else
	for _w in "entry probe optimized" "unloaded while failing" "[GONE]" \
		"nothing retried" "optimized again" "hits counted" "new probe optimized" "no warning"; do
		ktap_test_skip "module: $_w: $KO not in the initramfs"
	done
fi
echo 0 >$T/events/kprobes/entry_nomem/enable
echo "-:entry_nomem" >>$T/kprobe_events

echo "$_old" >$OPT
ktap_finished
