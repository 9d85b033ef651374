#!/bin/sh
# Guest test (KTAP): Debian's perf and bpftrace as consumers of uprobes on
# a 5-byte NOP (the uprobes selftest's workload, /uprobes/uprobe_jump, its
# label uj_site_a). perf probe -x adds the uprobe by symbol, perf stat
# counts it; bpftrace counts it with a uprobe: probe. Both count exactly
# the workload's calls, with debug.uprobes-optimization=1 (the site is a
# jmp, 0xe9, after the first hit) and =0 (int3, 0xcc).
# shellcheck source-path=SCRIPTDIR source=lib/ktap.sh
. /tests/lib/ktap.sh
# shellcheck source-path=SCRIPTDIR source=lib/clients.sh
. /tests/lib/clients.sh
BIN=/uprobes/uprobe_jump
S=/proc/sys/debug/uprobes-optimization
N=3000

ktap_print_header
need_tool /usr/bin/perf
need_tool /usr/bin/bpftrace
if [ ! -x $BIN ] || [ ! -f $S ]; then
	ktap_skip_all "no $BIN or no $S (a kernel without jump-optimized uprobes)"
	exit 0
fi
ktap_set_plan 8

for opt in 1 0; do
	echo $opt >$S
	if [ $opt = 1 ]; then J=e9 M=optimized; else J=cc M=int3; fi
	perf probe -q -x $BIN -a uj_site_a >/tmp/perf.probe 2>&1
	perf stat -x, -o /tmp/perf.stat -e probe_uprobe_jump:uj_site_a -- \
		$BIN hit $N 2 a >/tmp/perf.out 2>&1
	sed 's/^/# /' /tmp/perf.probe /tmp/perf.out /tmp/perf.stat
	n=$(awk -F, '/uj_site_a/ { print $1 }' /tmp/perf.stat)
	check "$M: perf stat counts $((2 * N)) hits of perf probe -x (${n:-none})" \
		test "${n:-x}" = $((2 * N))
	check "$M: the site's first byte is $J under perf" grep -q "^site=$J" /tmp/perf.out
	perf probe -q -d 'probe_uprobe_jump:*' >/dev/null 2>&1

	bpftrace -e "uprobe:$BIN:uj_site_a { @n = count(); }" \
		-c "$BIN hit $N 2 a" >/tmp/bpftrace.out 2>&1
	sed 's/^/# /' /tmp/bpftrace.out
	n=$(sed -n 's/^@n: \([0-9]*\)$/\1/p' /tmp/bpftrace.out)
	check "$M: bpftrace counts $((2 * N)) hits (${n:-none})" test "${n:-x}" = $((2 * N))
	check "$M: the site's first byte is $J under bpftrace" grep -q "^site=$J" /tmp/bpftrace.out
done
echo 1 >$S
ktap_finished
