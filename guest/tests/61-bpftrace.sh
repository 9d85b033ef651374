#!/bin/sh
# Guest test (KTAP): Debian's bpftrace on an optimized kprobe:
# kprobe:vfs_read+OFF { @n = count(); } filtered on the workload's dd (its
# pid is cpid: -c runs the workload; bpftrace 0.17 splits -c at blanks, hence
# "/bin/sh <script>") counts exactly the workload's N calls; while it runs
# the probe is [OPTIMIZED] with the jump in the text; when bpftrace exits
# the probe is gone and the text restored. Again with
# debug.kprobes-optimization=0 (int3): the same count.
# (lib/clients.sh: the site, workload and checks.)
# shellcheck source-path=SCRIPTDIR source=lib/ktap.sh
. /tests/lib/ktap.sh
# shellcheck source-path=SCRIPTDIR source=lib/clients.sh
. /tests/lib/clients.sh

ktap_print_header
need_tool /usr/bin/bpftrace
ktap_set_plan 14
check "bpftrace runs ($(bpftrace --version 2>&1))" bpftrace --version
check_site

client_round() {
	before=$(peek_text)
	echo "# text at $SITE: $before"
	echo "$WORKLOAD" >/tmp/bpftrace.workload
	bpftrace -e "kprobe:$FUNC+$OFF /pid == cpid && comm == \"dd\"/ { @n = count(); }" \
		-c "/bin/sh /tmp/bpftrace.workload" >/tmp/bpftrace.out 2>&1 &
	cpid=$!
	check_armed "$1" bpftrace "$before" $cpid
	touch $GATE
	wait $cpid
	rc=$?
	sed 's/^/# /' /tmp/bpftrace.out
	check "bpftrace mode $1: exit status 0 ($rc)" test $rc = 0
	n=$(sed -n 's/^@n: \([0-9]*\)$/\1/p' /tmp/bpftrace.out)
	check "bpftrace mode $1: @n counts $N hits (${n:-none})" test "${n:-x}" = $N
	check_gone "$1" bpftrace "$before"
}
for_each_mode
ktap_finished
