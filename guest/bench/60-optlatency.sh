#!/bin/sh
# Optimization latency and memory with optmany.ko (bench/kmod-many): N kprobes
# on N distinct optimizable sites (6-byte instructions in tiny functions).
#   LAT opt <n> ...    register -> every site starts with 0xE9 (jmp)
#   LAT int3 <n> ...   'echo 0 >/proc/sys/debug/kprobes-optimization' ->
#                      every site is 0xCC (int3) again
#   MEM ...            sizeof(struct optimized_kprobe), detour slot bytes,
#                      kprobe_optinsn_page / kprobe_insn_page pages (kallsyms)
#   LAT unreg1 <n> ... every site optimized (int3 where there is no
#                      optimization), then unregister_kprobe() one by one
#   LAT unregn <n> ... the same with one unregister_kprobes() call
#                      ret_ms: until the call(s) returned; done_ms: until
#                      every site holds its original bytes again
# OPTMANY_ROUNDS, OPTMANY_COUNTS, OPTMANY_TEARDOWN_ONLY: see below.
# Guest ktime (ms). Kernels without the sysctl print LAT-NA.
KO=/lib/modules/optmany.ko
P=/sys/module/optmany/parameters
S=/proc/sys/debug/kprobes-optimization
[ -f $KO ] || { echo "LAT-SKIP optmany.ko not in the initramfs"; exit 0; }

pages() {
	echo "optinsn=$(grep -cw kprobe_optinsn_page /proc/kallsyms) insn=$(grep -cw kprobe_insn_page /proc/kallsyms)"
}

have_opt=no
[ -f $S ] && have_opt=yes && echo 1 >$S
echo "LAT-INFO kernel $(uname -r) optimization-sysctl=$have_opt"
echo "MEM pages-before $(pages)"
rc=0
# TCG wall time is noisy (host load): every count is measured
# OPTMANY_ROUNDS times (default 3) and the report takes the median.
rounds=${OPTMANY_ROUNDS:-3}
counts=$(i=0; while [ $i -lt "$rounds" ]; do echo "${OPTMANY_COUNTS:-1 100 1000}"; i=$((i + 1)); done)
# OPTMANY_TEARDOWN_ONLY=1 (kernel command line): only the teardown rounds.
[ "${OPTMANY_TEARDOWN_ONLY:-0}" = 1 ] && lat_counts= || lat_counts=$counts
for n in $lat_counts; do
	insmod $KO n="$n" || { echo "LAT-ERROR insmod n=$n"; rc=1; continue; }
	if [ $have_opt = yes ]; then
		echo opt >$P/cmd
		echo "LAT opt $n $(cat $P/result)"
		if [ "$n" = 1000 ]; then
			echo mem >$P/cmd
			echo "MEM $n $(cat $P/result) pages $(pages)"
		fi
		echo mark >$P/cmd
		echo 0 >$S
		echo int3 >$P/cmd
		echo "LAT int3 $n $(cat $P/result)"
	else
		echo "LAT-NA $n no jump optimization in this kernel"
		if [ "$n" = 1000 ]; then
			echo mem >$P/cmd
			echo "MEM $n $(cat $P/result) pages $(pages)"
		fi
	fi
	# Unload with the probes back on int3 and only then re-enable the
	# optimizer: on mainline 6.12.117 unloading a module whose probes are
	# still jump-optimized leaves dead kprobes in kprobe_table, and the
	# next load that puts a site on one of those addresses fails with
	# -EINVAL (see 50-optbench.sh, unload()).
	rmmod optmany || { echo "LAT-ERROR rmmod n=$n"; rc=1; }
	[ $have_opt = no ] || echo 1 >$S
done
# Teardown: the probes go while optimized, so unloading afterwards finds
# none left (see optmany's unreg1/unregn), on every kernel.
for n in $counts; do
	for how in unreg1 unregn; do
		insmod $KO n="$n" || { echo "LAT-ERROR insmod n=$n"; rc=1; continue; }
		if [ $have_opt = yes ]; then
			echo opt >$P/cmd
			grep -q ok=1 $P/result || echo "LAT-ERROR $how $n not optimized: $(cat $P/result)"
		fi
		echo $how >$P/cmd
		echo "LAT $how $n $(cat $P/result)"
		grep -q ok=1 $P/result || rc=1
		rmmod optmany || { echo "LAT-ERROR rmmod $how n=$n"; rc=1; }
	done
done
exit $rc
