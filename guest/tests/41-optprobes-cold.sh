#!/bin/sh
# Guest test (TAP): the jump optimizer must walk a module function's own
# ".cold" part. test_optprobes_cold.ko (built with
# CONFIG_OPTPROBES_MODULE_TEST=m) probes two functions whose cold parts
# jump into the region of the probe site when it is loaded, and fails to
# load unless both probes are refused: one function has the name of a
# vmlinux function that has a ".cold" part too, the other names its part
# "<name>.cold.<N>".
M=test_optprobes_cold
KO=/lib/modules/$M.ko
DUP=inactive_task_timer
n=0
ok()  { n=$((n + 1)); echo "ok $n $*"; }
nok() { n=$((n + 1)); echo "not ok $n $*"; }

echo "TAP version 14"
if [ ! -f $KO ]; then
	echo "1..0 # SKIP $KO not in the initramfs (CONFIG_OPTPROBES_MODULE_TEST=m not set)"
	exit 0
fi
echo "1..3"
# vmlinux lines of /proc/kallsyms have no [module] column
if awk -v s="$DUP.cold" '$3 == s && NF == 3 { f = 1 } END { exit !f }' /proc/kallsyms; then
	ok "vmlinux has $DUP.cold"
else
	ok "# SKIP vmlinux has no $DUP.cold: the duplicate case proves nothing"
fi
if insmod $KO; then
	ok "insmod $M: both probes refused"
else
	nok "insmod $M: a probe was not refused"
fi
dmesg | grep "$M:" | sed 's/^/# /'
if grep -q "^$M " /proc/modules; then
	if rmmod $M; then ok "rmmod $M"; else nok "rmmod $M"; fi
else
	ok "# SKIP $M not loaded"
fi
