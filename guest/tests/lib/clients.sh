# Sourced by the guest tests of real kprobe clients (6*-*.sh: perf, bpftrace,
# a libbpf program). Each client probes SITE, in a real function past its
# ftrace-managed entry, while it runs WORKLOAD: a shell that waits for GATE
# and then execs dd, which calls read(2) - vfs_read() with a byte count of
# BS - exactly N times. The client counts only the workload's own process:
# the test reads kprobes/list while the probe is armed, before it opens the
# gate, so that the state checked is the one the counted hits went through.
# shellcheck shell=sh disable=SC2034 # WORKLOAD, N, BS: used by the tests
T=/sys/kernel/tracing
L=/sys/kernel/debug/kprobes/list
OPT=/proc/sys/debug/kprobes-optimization
FUNC=vfs_read
N=500
BS=7
GATE=/tmp/clients.gate
WORKLOAD="while [ ! -e $GATE ]; do sleep 0.1; done; exec dd if=/dev/zero of=/dev/null bs=$BS count=$N"

# OFF: the first instruction after FUNC's ftrace call (the __fentry__ site,
# after endbr64 where IBT is on), resolved at run time from this kernel:
# ftrace's record of the call site minus the symbol's address, plus the 5
# bytes of the call. There the function's arguments are still in their
# registers (the libbpf program reads one). Low 32 bits only: busybox
# arithmetic and kernel addresses above 2^63.
site_resolve() {
	_fa=$(awk -v f=$FUNC '$2 == f { print $1; exit }' $T/available_filter_functions_addrs)
	_sa=$(awk -v f=$FUNC '$3 == f && ($2 == "T" || $2 == "t") { print $1; exit }' /proc/kallsyms)
	[ -n "$_fa" ] && [ -n "$_sa" ] || return 1
	OFF=$(( 0x$(echo "$_fa" | tail -c 9) - 0x$(echo "$_sa" | tail -c 9) + 5 ))
	SITE=$FUNC+0x$(printf %x $OFF)
	echo "# $FUNC at $_sa, its ftrace call at $_fa: SITE $SITE"
	[ $OFF -gt 5 ] && [ $OFF -lt 64 ]
}
OFF=
SITE="$FUNC+unresolved"
CLIENTS_T0=$(cut -d. -f1 /proc/uptime)

# check_site: one KTAP line, SITE resolved (tests count it in their plan)
check_site() {
	site_resolve >/tmp/clients.site 2>&1
	_rc=$?
	cat /tmp/clients.site
	check "site $SITE: first instruction after the ftrace call of $FUNC" test $_rc = 0
}

# site_line: the kprobes/list line of SITE (empty if not registered)
site_line() {
	grep " $SITE " $L
}

# alive <pid>: the process runs (kill -0 succeeds on a zombie too)
alive() {
	[ -r "/proc/$1/status" ] && ! grep -q '^State:[[:space:]]*Z' "/proc/$1/status"
}

# wait_armed <want> <pid>: wait until SITE is listed, armed and, for want=1,
# optimized; then print its line. Fails after 120 s (bpftrace starts slowly
# under TCG) or if the client (pid) exited first.
wait_armed() {
	_i=0
	while [ $_i -lt 1200 ]; do
		_l=$(site_line)
		case "$1:$_l" in
		*"[DISABLED]"*|?:) ;;	# registered but not armed, or not yet
		0:*|1:*"[OPTIMIZED]"*) echo "$_l"; return 0 ;;
		esac
		alive "$2" || break
		sleep 0.1
		_i=$((_i + 1))
	done
	echo "${_l:-$SITE not listed}"
	return 1
}

# peek_text: the 8 bytes of kernel text at SITE as one little-endian hex
# number (low byte = the byte at SITE), fetched by a tracefs kprobe event
# on the open path (@SYM+offs: memory at a kernel symbol).
peek_text() {
	_fn=
	for _f in do_sys_openat2 do_filp_open; do
		if grep -q " [tT] $_f\$" /proc/kallsyms; then _fn=$_f; break; fi
	done
	echo "p:clients_peek $_fn code=@$SITE:x64" >>$T/kprobe_events || return 1
	echo >$T/trace
	echo 1 >$T/tracing_on
	echo 1 >$T/events/kprobes/clients_peek/enable
	cat /proc/version >/dev/null
	echo 0 >$T/events/kprobes/clients_peek/enable
	grep -m1 -o 'code=0x[0-9a-f]*' $T/trace | cut -d= -f2
	echo >$T/trace
	echo '-:clients_peek' >>$T/kprobe_events
}

# low_byte <hex>: the byte at SITE in a peek_text value
low_byte() {
	printf %02x $(($1 & 0xff))
}

# Run once per optimization mode (1: jump, 0: int3) with the sysctl set; the
# test defines client_round <mode>. Restores the sysctl.
for_each_mode() {
	_old=$(cat $OPT)
	for _m in 1 0; do
		echo $_m >$OPT
		rm -f $GATE
		client_round $_m
	done
	echo "$_old" >$OPT
	rm -f $GATE
	echo "# ${0##*/}: $(( $(cut -d. -f1 /proc/uptime) - CLIENTS_T0 )) s"
}

# check_armed <mode> <client> <text before> <pid>: kprobes/list and the text
# at SITE while the client's probe is armed (jump: e9, int3: cc)
check_armed() {
	_l=$(wait_armed "$1" "$4")
	_ok=$?
	echo "# $2, kprobes-optimization=$1: $_l"
	if [ "$1" = 1 ]; then
		_want=OPTIMIZED _byte=e9 _what=jump
	else
		_want='not OPTIMIZED' _byte=cc _what=int3
		if echo "$_l" | grep -qF '[OPTIMIZED]'; then _ok=1; fi
	fi
	check "$2 mode $1: $SITE $_want while armed" test $_ok = 0
	_c=$(peek_text)
	echo "# text at $SITE: before $3, armed $_c"
	check "$2 mode $1: $_what at $SITE ($_byte)" test "$(low_byte "${_c:-0}")" = $_byte
}

# check_gone <mode> <client> <text before>: after the client removed its
# probe, SITE is no longer listed and its text is what it was before. The
# optimizer puts the original bytes back from a delayed work: wait up to 10 s.
check_gone() {
	check "$2 mode $1: $SITE no longer listed" test -z "$(site_line)"
	_i=0
	while _c=$(peek_text); [ "$_c" != "$3" ] && [ $_i -lt 100 ]; do
		sleep 0.1
		_i=$((_i + 1))
	done
	check "$2 mode $1: text at $SITE restored ($_c)" test -n "$_c" -a "$_c" = "$3"
}

# need_tool <binary>: go on if it is in this initramfs; else skip the whole
# test, or fail it where make check put the tools in (harness_tools=1 on
# the kernel command line: scripts/check.sh, GUEST_TOOLS_VARIANTS).
need_tool() {
	[ -x "$1" ] && return 0
	if [ "${harness_tools:-0}" = 1 ]; then
		ktap_set_plan 1
		ktap_test_fail "$1 missing from an initramfs that should carry the tools"
		ktap_finished
	else
		ktap_skip_all "no $1 in this initramfs (make check: GUEST_TOOLS_VARIANTS)"
	fi
	exit 0
}
