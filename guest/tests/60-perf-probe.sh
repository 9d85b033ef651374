#!/bin/sh
# Guest test (KTAP): Debian's perf on an optimized kprobe. perf probe adds a
# probe inside vfs_read() (past its ftrace-managed entry); while
# perf stat -e probe:... counts it over a workload that calls vfs_read()
# exactly N times, kprobes/list shows it [OPTIMIZED] and the text at the site
# holds the jump; perf stat counts exactly N; perf probe -d removes it and
# the original text is back. Again with debug.kprobes-optimization=0 (int3):
# the same count. (lib/clients.sh: the site, workload and checks.)
# shellcheck source-path=SCRIPTDIR source=lib/ktap.sh
. /tests/lib/ktap.sh
# shellcheck source-path=SCRIPTDIR source=lib/clients.sh
. /tests/lib/clients.sh

ktap_print_header
need_tool /usr/bin/perf
ktap_set_plan 16
check "perf runs ($(perf --version 2>&1))" perf --version
check_site

client_round() {
	before=$(peek_text)
	echo "# text at $SITE: $before"
	check "perf mode $1: perf probe -a optp=$SITE" \
		sh -c "perf probe -q -a 'optp=$FUNC+$OFF' >/tmp/perf.probe 2>&1"
	sed 's/^/# /' /tmp/perf.probe
	rm -f /tmp/perf.stat
	perf stat -x, -o /tmp/perf.stat -e probe:optp -- sh -c "$WORKLOAD" \
		>/dev/null 2>/tmp/perf.err &
	cpid=$!
	check_armed "$1" perf "$before" $cpid
	touch $GATE
	wait $cpid
	sed 's/^/# /' /tmp/perf.err /tmp/perf.stat
	n=$(grep ',probe:optp,' /tmp/perf.stat | cut -d, -f1)
	check "perf mode $1: perf stat counts $N hits (${n:-none})" test "${n:-x}" = $N
	check "perf mode $1: perf probe -d optp" sh -c 'perf probe -q -d probe:optp >/dev/null 2>&1'
	check_gone "$1" perf "$before"
}
for_each_mode
ktap_finished
