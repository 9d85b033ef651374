#!/bin/sh
# Guest test (TAP): a kprobe event made before its module is loaded is
# armed from trace_kprobe's module notifier, which has a higher priority
# (2) than jump_label's (1) and so runs before the module's jump entries
# are sorted and flagged. test_optprobes_mod.ko's optprobe_mod_jl() has
# its probe site right before a static branch: the jump of an optimized
# probe there would cover the branch, so the probe must be refused as
# reserved-text (or for another reason, but never optimized), count its
# hits and leave the function right while the module flips the key.
T=/sys/kernel/tracing
L=/sys/kernel/debug/kprobes/list
M=test_optprobes_mod
KO=/lib/modules/$M.ko
F=optprobe_mod_jl
# shellcheck source-path=SCRIPTDIR source=lib/ktap.sh
. /tests/lib/ktap.sh

ktap_print_header
if [ ! -f $KO ]; then
	ktap_skip_all "$KO not in the initramfs (CONFIG_OPTPROBES_MODULE_TEST=m not set)"
	exit 0
fi
ktap_set_plan 8

check "insmod $M to read the site offset" insmod $KO
off=$(cat /sys/module/$M/parameters/jl_site_offset 2>/dev/null)
check "rmmod $M" rmmod $M
check "pending kprobe event p:optjl $M:$F+$off" \
	sh -c "echo 'p:optjl $M:$F+${off:-0}' >>$T/kprobe_events && echo 1 >$T/events/kprobes/optjl/enable"
check "insmod $M with the event pending" insmod $KO
sleep 1
hoff=$(printf '0x%x' "${off:-0}")
sed 's/^/# /' $L
check "probe before the static branch is refused (reserved-text)" \
	grep -q "$F+$hoff .*\[NOOPT:reserved-text\]" $L
check "rmmod $M" rmmod $M
# Read after the unloading: the module calls the target until then.
hits=$(awk '$1 == "optjl" { print $2 }' $T/kprobe_profile)
line=$(dmesg | grep "$M: static branch:" | tail -1)
echo "# $line; $hits hits"
# shellcheck disable=SC2046 # two numbers, split on purpose
set -- $(echo "$line" | sed -n 's/.*branch: \([0-9]*\) calls, \([0-9]*\) wrong.*/\1 \2/p')
check "hits of the probe == calls (${hits:-0} == ${1:-0}), no wrong result (${2:-none})" \
	test "${hits:-0}" -eq "${1:-0}" -a "${1:-0}" -gt 0 -a "${2:-1}" -eq 0
echo 0 >$T/events/kprobes/optjl/enable
echo '-:optjl' >>$T/kprobe_events
check "no probe left on $F" sh -c "! grep -q '$F' $L"
ktap_finished
