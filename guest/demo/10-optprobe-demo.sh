#!/bin/sh
# Demo (guest side): put a kprobe in the middle of a common function (not at
# its entry: the entry is ftrace-based and never jump-optimized), then show
# what the kernel reports about it. Prints only what the kernel says.
T=/sys/kernel/tracing
L=/sys/kernel/debug/kprobes/list
S=/proc/sys/debug/kprobes-optimization
say() { echo "demo: $*"; }
show_list() { echo "demo: $L:"; sed 's/^/demo:   /' $L; }
trigger() { i=0; while [ $i -lt 200 ]; do cat /proc/version >/dev/null; i=$((i + 1)); done; }

# Per-hit cost. The benchmark module comes with the series; until then this
# says so instead of inventing a number.
per_hit_benchmark() {
	if [ -f /lib/modules/optbench.ko ]; then
		say "per-hit benchmark: insmod /lib/modules/optbench.ko"
		dmesg -c >/dev/null
		if insmod /lib/modules/optbench.ko; then
			dmesg | sed 's/^/demo:   /'
			rmmod optbench 2>/dev/null || true
		else
			say "per-hit benchmark: insmod optbench.ko failed"
		fi
	else
		say "per-hit benchmark not available yet"
	fi
}

say "kernel $(uname -r)"
fn= off=
for f in vfs_read ksys_read do_sys_openat2; do
	grep -q " [tT] $f\$" /proc/kallsyms || continue
	# Offsets 9.. skip endbr64 (4 bytes) + the 5-byte __fentry__ call.
	o=9
	while [ $o -le 96 ]; do
		if echo "p:demo_probe $f+$o" >>$T/kprobe_events 2>/dev/null; then
			fn=$f off=$o; break 2
		fi
		o=$((o + 1))
	done
done
if [ -z "$fn" ]; then
	say "could not register a kprobe inside vfs_read/ksys_read/do_sys_openat2"
	exit 1
fi
say "registered p:demo_probe $fn+$off (first instruction boundary after the ftrace call)"
echo 1 >$T/events/kprobes/demo_probe/enable
trigger
say "hits after 200 reads: $(awk '$1 == "demo_probe" { print $2 }' $T/kprobe_profile)"
show_list

if [ -f $S ]; then
	say "$S = $(cat $S)"
	echo 0 >$S
	say "set $S = 0 (unoptimize everything)"
	show_list
	echo 1 >$S
	say "set $S = 1, waiting 3s for the optimizer"
	sleep 3
	trigger
	show_list
	if grep -q "$fn+0x$(printf %x $off).*\[OPTIMIZED\]" $L; then
		say "RESULT: $fn+$off is [OPTIMIZED] (jump-optimized kprobe)"
	else
		say "RESULT: $fn+$off was NOT optimized (still an int3 probe)"
	fi
	say "hits so far: $(awk '$1 == "demo_probe" { print $2 }' $T/kprobe_profile)"
else
	say "RESULT: jump optimization not available in this kernel (int3 probes only)"
	say "($S does not exist)"
fi

per_hit_benchmark

echo 0 >$T/events/kprobes/demo_probe/enable
echo "-:demo_probe" >>$T/kprobe_events
say "probe removed"
