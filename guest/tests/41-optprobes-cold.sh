#!/bin/sh
# Guest test (TAP): the jump optimizer must walk a module function's own
# ".cold" part. test_optprobes_cold.ko (built with
# CONFIG_OPTPROBES_MODULE_TEST=m) probes three functions whose cold parts
# jump into the region of the probe site when it is loaded, and fails to
# load unless all three probes are refused as jump-target: one function
# has the name of a vmlinux function that has a ".cold" part too, one
# names its part "<name>.cold.<N>", one reaches its part only through a
# static branch that is a NOP at load time.
M=test_optprobes_cold
KO=/lib/modules/$M.ko
DUP=inactive_task_timer
# shellcheck source-path=SCRIPTDIR source=lib/ktap.sh
. /tests/lib/ktap.sh

ktap_print_header
if [ ! -f $KO ]; then
	ktap_skip_all "$KO not in the initramfs (CONFIG_OPTPROBES_MODULE_TEST=m not set)"
	exit 0
fi
ktap_set_plan 3
# vmlinux lines of /proc/kallsyms have no [module] column
if awk -v s="$DUP.cold" '$3 == s && NF == 3 { f = 1 } END { exit !f }' /proc/kallsyms; then
	ktap_test_pass "vmlinux has $DUP.cold"
else
	ktap_test_skip "vmlinux has no $DUP.cold: the duplicate case proves nothing"
fi
check "insmod $M: all three probes refused" insmod $KO
dmesg | grep "$M:" | sed 's/^/# /'
if grep -q "^$M " /proc/modules; then
	check "rmmod $M" rmmod $M
else
	ktap_test_skip "$M not loaded"
fi
ktap_finished
