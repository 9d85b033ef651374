#!/bin/sh
# Guest test (KTAP): entry probes from the real tools. perf probe on
# vfs_read (no offset: its ftrace call site) counted by perf stat, and
# bpftrace kprobe:vfs_read and kretprobe:vfs_read, and a bpftrace
# kretprobe:vfs_read alone, over a workload that calls vfs_read() exactly
# N times: each counts N. With debug.kprobes-optimization=1 the probe is
# [OPTIMIZED][FTRACE] and the call site calls its entry trampoline (in a
# kprobe_optinsn_page), the lone kretprobe its lean entry (pushfq; cli,
# where the full trampoline pushes pt_regs); with 0 it is
# [FTRACE][NOOPT:sysctl] and the call site calls ftrace.
# (lib/clients.sh: the workload and helpers.)
# shellcheck source-path=SCRIPTDIR source=lib/ktap.sh
. /tests/lib/ktap.sh
# shellcheck source-path=SCRIPTDIR source=lib/clients.sh
. /tests/lib/clients.sh

ktap_print_header
need_tool /usr/bin/perf
need_tool /usr/bin/bpftrace
ktap_set_plan 23
check_site
# The probe sits on the ftrace call site itself: SITE minus the call.
ESITE=$FUNC+0x$(printf %x $((OFF - 5)))
ESITE_ADDR=$(( 0x$(awk -v f=$FUNC '$2 == f { print $1; exit }' $T/available_filter_functions_addrs | tail -c 9) ))
SITE=$ESITE

# call_target: low 32 bits of where the call at ESITE goes
call_target() {
	_v=$(peek_text)
	[ -n "$_v" ] || return 1
	[ "$(low_byte "$_v")" = e8 ] || { echo "not a call: $_v"; return 1; }
	_rel=$(( (_v >> 8) & 0xffffffff ))
	[ $_rel -ge 2147483648 ] && _rel=$((_rel - 4294967296))
	printf '%d\n' $(( (ESITE_ADDR + 5 + _rel) & 0xffffffff ))
}

# in_optinsn_page <target>: the target is inside a kprobe_optinsn_page
in_optinsn_page() {
	for _p in $(awk '$3 == "kprobe_optinsn_page" { print $1 }' /proc/kallsyms); do
		_b=$(( 0x$(echo "$_p" | tail -c 9) ))
		[ "$1" -ge $_b ] && [ "$1" -lt $((_b + 4096)) ] && return 0
	done
	return 1
}

not_in_optinsn_page() {
	[ "$1" != 0 ] && ! in_optinsn_page "$1"
}

# has <text> <fixed string>
has() {
	echo "$1" | grep -qF "$2"
}

# entry_armed <mode> <client> <pid>: kprobes/list and the call target
entry_armed() {
	_l=$(wait_armed "$1" "$3")
	echo "# $2, kprobes-optimization=$1: $_l"
	_t=$(call_target)
	echo "# call at $ESITE goes to $(printf %x "${_t:-0}")"
	if [ "$1" = 1 ]; then
		check "$2 mode 1: $ESITE [OPTIMIZED][FTRACE] while armed" \
			has "$_l" '[OPTIMIZED][FTRACE]'
		check "$2 mode 1: the call site calls the entry trampoline" in_optinsn_page "${_t:-0}"
	else
		check "$2 mode 0: $ESITE [FTRACE][NOOPT:sysctl] while armed" \
			has "$_l" '[FTRACE][NOOPT:sysctl]'
		check "$2 mode 0: the call site does not call a trampoline" \
			not_in_optinsn_page "${_t:-0}"
	fi
}

perf_round() {
	perf probe -q -a "opte=$FUNC" >/tmp/perf.probe 2>&1 || sed 's/^/# /' /tmp/perf.probe
	rm -f /tmp/perf.stat
	perf stat -x, -o /tmp/perf.stat -e probe:opte -- sh -c "$WORKLOAD" >/dev/null 2>/tmp/perf.err &
	cpid=$!
	entry_armed "$1" perf $cpid
	touch $GATE
	wait $cpid
	n=$(grep ',probe:opte,' /tmp/perf.stat | cut -d, -f1)
	check "perf mode $1: perf stat counts $N hits at the entry (${n:-none})" test "${n:-x}" = $N
	perf probe -q -d probe:opte >/dev/null 2>&1
	rm -f $GATE
}

bpftrace_round() {
	echo "$WORKLOAD" >/tmp/bpftrace.workload
	bpftrace -e "kprobe:$FUNC /pid == cpid && comm == \"dd\"/ { @n = count(); }
		kretprobe:$FUNC /pid == cpid && comm == \"dd\"/ { @r = count(); @s = sum(retval); }" \
		-c "/bin/sh /tmp/bpftrace.workload" >/tmp/bpftrace.out 2>&1 &
	cpid=$!
	entry_armed "$1" bpftrace $cpid
	touch $GATE
	wait $cpid
	sed 's/^/# /' /tmp/bpftrace.out
	n=$(sed -n 's/^@n: \([0-9]*\)$/\1/p' /tmp/bpftrace.out)
	r=$(sed -n 's/^@r: \([0-9]*\)$/\1/p' /tmp/bpftrace.out)
	s=$(sed -n 's/^@s: \([0-9]*\)$/\1/p' /tmp/bpftrace.out)
	check "bpftrace mode $1: kprobe:$FUNC counts $N (${n:-none})" test "${n:-x}" = $N
	check "bpftrace mode $1: kretprobe:$FUNC counts $N, returns sum to $((N * BS)) (${r:-none}, ${s:-none})" \
		test "${r:-x}:${s:-x}" = "$N:$((N * BS))"
	rm -f $GATE
}

# first_bytes <low 32 bits of a module-area address>: its first 2 bytes
first_bytes() {
	_s=$SITE
	SITE=0x$(printf 'ffffffff%08x' "$1")
	_v=$(peek_text)
	SITE=$_s
	printf %04x $(( ${_v:-0} & 0xffff ))
}

# A kretprobe alone on the function: bpftrace's kretprobe: has no entry
# handler, so the call site calls the lean entry.
bpftrace_kret_round() {
	echo "$WORKLOAD" >/tmp/bpftrace.workload
	bpftrace -e "kretprobe:$FUNC /pid == cpid && comm == \"dd\"/ { @r = count(); @s = sum(retval); }" \
		-c "/bin/sh /tmp/bpftrace.workload" >/tmp/bpftrace.out 2>&1 &
	cpid=$!
	entry_armed "$1" "bpftrace kretprobe" $cpid
	if [ "$1" = 1 ]; then
		_t=$(call_target)
		# 9c fa: pushfq; cli (the full trampoline starts 6a 18: push $0x18)
		check "bpftrace kretprobe mode 1: the call site calls the lean entry ($(first_bytes "${_t:-0}"))" \
			test "$(first_bytes "${_t:-0}")" = fa9c
	fi
	touch $GATE
	wait $cpid
	sed 's/^/# /' /tmp/bpftrace.out
	r=$(sed -n 's/^@r: \([0-9]*\)$/\1/p' /tmp/bpftrace.out)
	s=$(sed -n 's/^@s: \([0-9]*\)$/\1/p' /tmp/bpftrace.out)
	check "bpftrace mode $1: kretprobe:$FUNC alone counts $N, returns sum to $((N * BS)) (${r:-none}, ${s:-none})" \
		test "${r:-x}:${s:-x}" = "$N:$((N * BS))"
	rm -f $GATE
}

_old=$(cat $OPT)
for m in 1 0; do
	echo $m >$OPT
	rm -f $GATE
	perf_round $m
	bpftrace_round $m
	bpftrace_kret_round $m
done
echo "$_old" >$OPT
check "no probe left at $ESITE" test -z "$(site_line)"
ktap_finished
