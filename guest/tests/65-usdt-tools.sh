#!/bin/sh
# Guest test (KTAP): the real tools on USDT probe sites of every form in use
# (guest/tools/usdt_sites: sdt.h's nop1, a nop5, libbpf usdt.h's nop+nop5 and
# nop+nop10, note at the first byte), with exact counts: bpftrace usdt:
# probes, perf's SDT events (buildid-cache, perf probe, perf stat), a libbpf
# program (bpf_program__attach_usdt(): guest/tools/usdt_count) and a tracefs
# uprobe at note + 1 of the nop_nop forms (hits from uprobe_profile). Each
# tool runs one usdt_sites process, TH threads making N calls of every
# probed form. After the calls, with the probes still attached, usdt_sites
# prints the two bytes at each note (its own text) and its lines of
# uprobes/list. debug.uprobes-optimization=1: nop5 becomes a jmp (e9); a
# nop_nop form probed at the note keeps its 90 and jumps at note + 1, or at
# note + 1 where the probe is; nop1 stays int3 (cc); the optimized sites are
# listed OPTIMIZED (the nop_nop forms at the note address). =0: int3 (cc)
# where each tool attached, nothing OPTIMIZED.
# shellcheck source-path=SCRIPTDIR source=lib/ktap.sh
. /tests/lib/ktap.sh
# shellcheck source-path=SCRIPTDIR source=lib/clients.sh
. /tests/lib/clients.sh
BIN=/usr/bin/usdt_sites
S=/proc/sys/debug/uprobes-optimization
BD=/tmp/usdt.debug	# perf's build-id cache
N=2000
TH=4
FORMS="nop1 nop5 nop_nop5 nop_nop10"
NEXT="nop_nop5 nop_nop10"	# the forms with a tracefs uprobe at note + 1
HITS=$((TH * N))
SUM=$((TH * N * (N + 1) / 2))
O=/tmp/usdt.out

ktap_print_header
need_tool /usr/bin/perf
need_tool /usr/bin/bpftrace
need_tool /usr/bin/usdt_count
need_tool $BIN
if [ ! -f $S ]; then
	ktap_skip_all "no $S (a kernel without jump-optimized uprobes)"
	exit 0
fi
# 2, then per mode: bpftrace 2 + 4 per form, perf 4 + 3 per form,
# usdt_count 2 + 4 per form, tracefs 1 + 4 per form of NEXT
ktap_set_plan $((2 + 2 * (18 + 16 + 18 + 9)))

# val <file> <line start> <key>: the value of key=value in the first line
# that starts with "<line start> "
val() {
	awk -v p="$2 " -v k="$3=" 'index($0, p) == 1 {
		for (i = 1; i <= NF; i++)
			if (index($i, k) == 1) { print substr($i, length(k) + 1); exit }
	}' "$1"
}

# matches <string> <regex>: the whole string matches
matches() {
	echo "$1" | grep -qx "$2"
}

# check_calls <tag> <forms>: usdt_sites made its calls, with the argument
# sum it expects (a register the kernel did not restore would show here)
check_calls() {
	_ok=0 _seen=
	for _f in $2; do
		grep -qx "calls $_f $HITS sum $SUM" $O || _ok=1
		_seen="$_seen $(sed -n "s/^calls $_f \([0-9]*\) sum \([0-9]*\)$/$_f \1 \2/p" $O)"
	done
	check "$1: usdt_sites made $HITS calls of each form with the sum $SUM (saw:${_seen:- nothing})" \
		test $_ok = 0
}

# check_form <tag> <mode> <form> <at>: the bytes at the note and the
# uprobes/list line of the probed address, where the tool attached at the
# note (at=0) or at note + 1 (at=1)
check_form() {
	_b=$(val $O "site $3" bytes)
	_a=$(val $O "site $3" addr)
	if [ "$2" = 0 ]; then
		if [ "$4" = 0 ]; then _w=cc.. _m="int3 at the note"; else _w=90cc _m="int3 after the nop"; fi
	elif [ "$3" = nop1 ]; then
		_w=cc.. _m="int3: no room for a jmp"
	elif [ "$3" = nop5 ]; then
		_w=e9.. _m="jmp at the note"
	else
		_w=90e9 _m="the nop kept, jmp after it"
	fi
	check "$1: $3 bytes at the note ${_a:-unknown}: want $_w ($_m), saw ${_b:-none}" \
		matches "${_b:-none}" $_w

	_p=none
	[ -n "$_a" ] && _p=0x$(printf %x $((_a + $4)))
	_l=$(grep "^list [0-9]* [^ ]* $_p " $O | head -1 | cut -d' ' -f5- | tr -d '[]')
	if [ "$2" = 1 ] && [ "$3" != nop1 ]; then
		check "$1: $3 listed OPTIMIZED at $_p in uprobes/list, saw ${_l:-not listed}" \
			test "${_l%% *}" = OPTIMIZED
	else
		check "$1: $3 not OPTIMIZED at $_p in uprobes/list, saw ${_l:-not listed}" \
			test "${_l%% *}" != OPTIMIZED
	fi
}

# check_count_sum <tag> <form> <count> <sum> <what>: the hits and the sum of
# <what> a tool saw for a form attached at its note, and the site's state
check_count_sum() {
	check "$1: $2 count $HITS (saw ${3:-none})" test "${3:-x}" = $HITS
	check "$1: $2 sum of $5 $SUM (saw ${4:-none})" test "${4:-x}" = $SUM
	check_form "$1" $m "$2" 0
}

check "usdt_sites notes: a note for each form" \
	sh -c "$BIN notes >/tmp/usdt.notes && test \$(grep -c '^note .* off=0x' /tmp/usdt.notes) = 4"
sed 's/^/# /' /tmp/usdt.notes
rm -rf $BD
check "perf buildid-cache --add $BIN" \
	sh -c "perf --buildid-dir $BD buildid-cache --add $BIN >/tmp/usdt.perf 2>&1"
sed 's/^/# /' /tmp/usdt.perf

old=$(cat $S)
for m in 1 0; do
	echo $m >$S
	t0=$(cut -d. -f1 /proc/uptime)

	tag="bpftrace mode $m"
	prog=
	for f in $FORMS; do
		prog="$prog usdt:$BIN:usdt_sites:$f { @n_$f = count(); @s_$f = sum(arg0); }"
	done
	bpftrace -e "$prog" -c "$BIN all $N $TH" >$O 2>&1
	rc=$?
	sed 's/^/# /' $O
	check "$tag: bpftrace exits 0 ($rc)" test $rc = 0
	check_calls "$tag" "$FORMS"
	for f in $FORMS; do
		check_count_sum "$tag" "$f" "$(sed -n "s/^@n_$f: \([0-9]*\)$/\1/p" $O)" \
			"$(sed -n "s/^@s_$f: \([0-9]*\)$/\1/p" $O)" arg0
	done

	tag="perf mode $m"
	a="" e=""
	for f in $FORMS; do
		a="$a -a sdt_usdt_sites:$f"
		e="$e${e:+,}sdt_usdt_sites:$f"
	done
	check "$tag: perf probe$a" \
		sh -c "perf --buildid-dir $BD probe -q $a >/tmp/usdt.perf 2>&1"
	sed 's/^/# /' /tmp/usdt.perf
	rm -f /tmp/usdt.stat
	perf stat -x, -o /tmp/usdt.stat -e "$e" -- $BIN all $N $TH >$O 2>&1
	rc=$?
	sed 's/^/# /' $O /tmp/usdt.stat
	check "$tag: perf stat exits 0 ($rc)" test $rc = 0
	check_calls "$tag" "$FORMS"
	for f in $FORMS; do
		n=$(awk -F, -v e="sdt_usdt_sites:$f" '$3 == e { print $1 }' /tmp/usdt.stat)
		check "$tag: $f count $HITS (saw ${n:-none})" test "${n:-x}" = $HITS
		check_form "$tag" $m "$f" 0
	done
	check "$tag: perf probe -d sdt_usdt_sites" \
		sh -c "perf probe -q -d 'sdt_usdt_sites:*' >/tmp/usdt.perf 2>&1"
	sed 's/^/# /' /tmp/usdt.perf

	tag="usdt_count mode $m"
	usdt_count $BIN usdt_sites "$(echo "$FORMS" | tr ' ' ,)" -- $BIN all $N $TH >$O 2>&1
	rc=$?
	sed 's/^/# /' $O
	check "$tag: usdt_count exits 0 ($rc)" test $rc = 0
	check_calls "$tag" "$FORMS"
	for f in $FORMS; do
		check_count_sum "$tag" "$f" "$(sed -n "s/^usdt $f hits \([0-9]*\) sum [0-9]*$/\1/p" $O)" \
			"$(sed -n "s/^usdt $f hits [0-9]* sum \([0-9]*\)$/\1/p" $O)" "the argument"
	done

	tag="tracefs mode $m"
	for f in $NEXT; do
		off=$(val /tmp/usdt.notes "note $f" off)
		p="p:usdt/${f}_next $BIN:0x$(printf %x $((${off:-0} + 1)))"
		echo "# $p"
		check "$tag: $f at note + 1: add and enable $p" \
			sh -c "echo '$p' >>$T/uprobe_events && echo 1 >$T/events/usdt/${f}_next/enable"
	done
	$BIN "$(echo "$NEXT" | tr ' ' ,)" $N $TH >$O 2>&1
	sed 's/^/# /' $O
	check_calls "$tag" "$NEXT"
	sed 's/^/# /' $T/uprobe_profile
	for f in $NEXT; do
		n=$(awk -v e="${f}_next" '$2 == e { print $3 }' $T/uprobe_profile)
		check "$tag: $f at note + 1 count $HITS in uprobe_profile (saw ${n:-none})" \
			test "${n:-x}" = $HITS
		check_form "$tag" $m "$f" 1
		echo 0 >"$T/events/usdt/${f}_next/enable" 2>/dev/null
		echo "-:usdt/${f}_next" >>$T/uprobe_events 2>/dev/null
	done
	echo "# mode $m: $(( $(cut -d. -f1 /proc/uptime) - t0 )) s"
done
echo "$old" >$S
ktap_finished
