#!/bin/sh
# Guest test (KTAP): a libbpf program (guest/tools/optprobe_count*.c:
# bpf_program__attach_kprobe_opts() with .offset) on an optimized kprobe.
# It counts the hits of the workload's process per value of vfs_read()'s
# third register argument (the byte count): exactly N hits, all with the
# count the workload passes; while it runs the probe is [OPTIMIZED] with the
# jump in the text, and bpftool perf lists the attachment at the offset;
# when it exits the probe is gone and the text restored.
# Again with debug.kprobes-optimization=0 (int3): the same counts.
# (lib/clients.sh: the site, workload and checks.)
# shellcheck source-path=SCRIPTDIR source=lib/ktap.sh
. /tests/lib/ktap.sh
# shellcheck source-path=SCRIPTDIR source=lib/clients.sh
. /tests/lib/clients.sh

ktap_print_header
need_tool /usr/bin/optprobe-count
need_tool /usr/bin/bpftool
ktap_set_plan 17
check_site

client_round() {
	before=$(peek_text)
	echo "# text at $SITE: $before"
	optprobe-count $FUNC $OFF sh -c "$WORKLOAD" >/tmp/libbpf.out 2>&1 &
	cpid=$!
	check_armed "$1" libbpf "$before" $cpid
	bpftool perf list >/tmp/bpftool.out 2>&1
	sed 's/^/# /' /tmp/bpftool.out
	check "libbpf mode $1: bpftool perf: pid $cpid, kprobe func $FUNC offset $OFF" \
		grep -Eq "^pid $cpid .* kprobe +func $FUNC +offset $OFF\$" /tmp/bpftool.out
	touch $GATE
	wait $cpid
	rc=$?
	sed 's/^/# /' /tmp/libbpf.out
	check "libbpf mode $1: exit status 0 ($rc)" test $rc = 0
	n=$(sed -n 's/^hits \([0-9]*\)$/\1/p' /tmp/libbpf.out)
	check "libbpf mode $1: map counts $N hits (${n:-none})" test "${n:-x}" = $N
	n=$(sed -n "s/^arg3 $BS \\([0-9]*\\)\$/\\1/p" /tmp/libbpf.out)
	check "libbpf mode $1: $N hits read count=$BS in the third argument register (${n:-none})" \
		test "${n:-x}" = $N
	check_gone "$1" libbpf "$before"
}
for_each_mode
ktap_finished
