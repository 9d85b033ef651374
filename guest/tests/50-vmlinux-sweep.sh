#!/bin/sh
# Guest test (TAP): every instruction boundary of a seeded sample of real
# vmlinux functions on system call paths, probed while a workload calls them.
#
# /tests/lib/vmsweep-sites.txt is made on the host from this kernel's vmlinux
# by scripts/vmsweep-sites.py: "<idx> <func> <offset> <round> <block>" per
# boundary. Per round (probes of a round never overlap, so none keeps another
# from being optimized) every site becomes a kprobe event vms/v<idx>; then
# the workload (/tests/lib/vmsweep-workload.sh) runs three times, and each
# probe's hits by the workload's processes are counted from the trace
# (set_event_pid + event-fork: the count is exact, no other task adds to it):
#   A  debug.kprobes-optimization=0: every probe is an int3 probe
#   B  =1, after the optimizer is done: optimized where the kernel can
#   C  =0 again: int3 probes
# Checks, per function (one TAP line each):
#   - in A, B and C of a round, all probes of one basic block count the
#     same hits. This holds whatever paths the workload takes, and it fails
#     when an optimized probe loses or adds hits, or when relocated code
#     lands in the middle of a block or skips part of one;
#   - the workload called the function.
# Probes that count the same in A, B and C are reported. The others are not
# errors: paths that depend on timing (a pipe already drained by its reader
# or not) are taken more or less often when the probes are faster.
# And: every run of the workload prints the same as a run without probes;
# no trace event was lost. Reasons for probes left int3 come from
# /sys/kernel/debug/kprobes/list ([NOOPT:<reason>]) or the kernel's errno
# when the event could not be created (e.g. an alternatives site whose code
# changed at boot). The crash/WARN/lockdep/KASAN check is the harness's.
T=/sys/kernel/tracing
L=/sys/kernel/debug/kprobes/list
S=/proc/sys/debug/kprobes-optimization
SITES=/tests/lib/vmsweep-sites.txt
WL=/tests/lib/vmsweep-workload.sh
LOOPS=${VMSWEEP_LOOPS:-2}
W=/tmp/vms
# shellcheck source-path=SCRIPTDIR source=lib/ktap.sh
. /tests/lib/ktap.sh
kmsg() { echo "vmsweep: $*" >/dev/kmsg; }

ktap_print_header
if [ ! -f $SITES ]; then
	ktap_skip_all "$SITES missing (make check writes it from this kernel's vmlinux)"
	exit 0
fi
if [ ! -w $S ]; then
	ktap_skip_all "$S missing: kernel without CONFIG_OPTPROBES"
	exit 0
fi
funcs=$(sed -n 's/^# functions //p' $SITES)
# shellcheck disable=SC2086 # one word per function
set -- $funcs
ktap_set_plan $(($# + 2))
grep '^#' $SITES
mkdir -p $W
rm -f $W/*

# Wait until the number of [OPTIMIZED] probes stops changing for 2 s.
wait_optimized() {
	last=-1 stable=0 polls=0
	while [ $polls -lt 120 ]; do
		sleep 0.5
		polls=$((polls + 1))
		c=$(grep -c 'OPTIMIZED' $L)
		if [ "$c" = "$last" ]; then
			stable=$((stable + 1))
			[ $stable -ge 4 ] && return 0
		else
			stable=0
		fi
		last=$c
	done
	return 1
}
wait_unoptimized() {
	polls=0
	while grep -q 'OPTIMIZED' $L; do
		[ $polls -ge 120 ] && return 1
		sleep 0.25
		polls=$((polls + 1))
	done
}

# Run the workload as a child of this shell with tracing limited to this
# shell and its descendants; count the hits of each event by the children
# (this shell's own partial system calls around the run are left out).
# Writes $W/out.<tag> and $W/cnt.<tag> ("v<idx> <hits>"; "lost <n>").
run_counted() {
	kmsg "round $r: run $1"
	echo $$ >$T/set_event_pid
	echo >$T/trace
	echo 1 >$T/tracing_on
	sh $WL "$LOOPS" >"$W/out.$1" 2>&1
	# Stop recording before reading: the reader's own system calls would
	# otherwise keep adding events to what it reads.
	echo 0 >$T/tracing_on
	: >$T/set_event_pid
	awk -v me=$$ '
		/LOST [0-9]+ EVENTS/ { lost++; next }
		/^#/ { next }
		match($0, /-[0-9]+ +\[[0-9]+\]/) {
			split(substr($0, RSTART + 1, RLENGTH - 1), f, " ")
			if (f[1] == me || !match($0, / v[0-9]+: /))
				next
			c[substr($0, RSTART + 1, RLENGTH - 3)]++
		}
		END { for (e in c) print e, c[e]; print "lost", lost + 0 }' $T/trace >"$W/cnt.$1"
	cmp -s "$W/out.$1" $W/ref.out || echo "round $r run $1" >>$W/out-diff
	awk '$1 == "lost" && $2 > 0 { print "round '"$r"' run '"$1"': " $2 " events lost" }' \
		"$W/cnt.$1" >>$W/lost
}

orig=$(cat $S)
echo 0 >$S
echo >$T/kprobe_events
echo 1 >$T/options/event-fork
echo 8192 >$T/buffer_size_kb
echo 0 >$T/tracing_on
sh $WL "$LOOPS" >$W/ref.out 2>&1
: >$W/out-diff
: >$W/lost
: >$W/stats

# VMSWEEP_ROUNDS (kernel command line): only these rounds, for debugging.
rounds=${VMSWEEP_ROUNDS:-$(awk '!/^#/ { print $4 }' $SITES | sort -un)}
for r in $rounds; do
	awk -v r="$r" '!/^#/ && $4 == r' $SITES >$W/sites
	: >$W/rejected
	while read -r idx fn off rest; do
		echo "p:vms/v$idx $fn+$off" >>$T/kprobe_events 2>$W/err ||
			echo "v$idx $(sed 's/.*: //' $W/err | tr ' ' '_')" >>$W/rejected
	done <$W/sites
	kmsg "round $r: $(wc -l <$W/sites) sites, $(wc -l <$W/rejected) rejected"
	echo 1 >$T/events/vms/enable
	sh $WL "$LOOPS" >/dev/null 2>&1		# warm caches as for the counted runs
	run_counted A
	echo 1 >$S
	kmsg "round $r: optimizing"
	wait_optimized || echo "round $r: optimizer did not settle" >>$W/out-diff
	grep ' k ' $L >$W/list
	run_counted B
	echo 0 >$S
	kmsg "round $r: unoptimizing"
	wait_unoptimized || echo "round $r: probes still optimized at sysctl 0" >>$W/out-diff
	run_counted C
	echo 0 >$T/events/vms/enable
	echo >$T/kprobe_events
	kmsg "round $r: done, $(grep -c OPTIMIZED $W/list) were optimized"
	# One line per site: fn idx offset round.block status countA countB countC
	awk '
		FILENAME == ARGV[1] { rej[$1] = $2; next }
		FILENAME == ARGV[2] {
			st = "int3"
			if (index($0, "[OPTIMIZED]")) st = "optimized"
			else if (match($0, /\[NOOPT:[^]]*\]/)) st = substr($0, RSTART + 7, RLENGTH - 8)
			else if (index($0, "[FTRACE]")) st = "ftrace"
			list[$3] = st; next
		}
		FILENAME == ARGV[3] { a[$1] = $2; next }
		FILENAME == ARGV[4] { b[$1] = $2; next }
		FILENAME == ARGV[5] { c[$1] = $2; next }
		{
			v = "v" $1; key = sprintf("%s+0x%x", $2, $3)
			if (v in rej) st = "rejected:" rej[v]
			else if (key in list) st = list[key]
			else st = "unlisted"
			print $2, $1, $3, $4 "." $5, st, a[v] + 0, b[v] + 0, c[v] + 0
		}' $W/rejected $W/list $W/cnt.A $W/cnt.B $W/cnt.C $W/sites >>$W/stats
done
echo "$orig" >$S
echo 0 >$T/options/event-fork
echo 1 >$T/tracing_on

# Per function: block consistency in each run, B against A where A == C.
for fn in $funcs; do
	awk -v fn="$fn" '
		$1 != fn { next }
		{ sites++ }
		$5 ~ /^rejected/ { rej++; split($5, e, ":"); why["errno:" e[2]]++; next }
		{
			reg++
			if ($5 == "optimized") opt++; else why[$5]++
			for (k = 6; k <= 8; k++) {
				id = k SUBSEP $4
				if (id in first) {
					if ($k != first[id]) {
						bad++
						split($4, rb, ".")
						if (nbad++ < 3) msg = msg sprintf(" [round %d run %s, block +%d: +%d %d hits, +%d %d]", rb[1], substr("ABC", k - 5, 1), rb[2], $3, $k, at[id], first[id])
					}
				} else {
					first[id] = $k; at[id] = $3
				}
			}
			if ($6 == $7 && $7 == $8) same++
			else if ($5 == "optimized") differ++
			if ($7 > maxb) maxb = $7
		}
		END {
			s = ""
			for (w in why) s = s " " w "=" why[w]
			printf "%s %d %d %d %d %d %d %d %d%s|%s\n", fn, sites, reg, rej, opt, bad, same, differ, maxb, s, msg
		}' $W/stats >$W/fn
	IFS='|' read -r line msg <$W/fn
	# shellcheck disable=SC2086 # one word per field
	set -- $line
	bad=$6 maxb=$9
	d="$1: $2 boundaries, $3 probes, $4 rejected, $5 optimized, left int3:"
	blk="blocks consistent; $7 probes counted the same in A, B and C, $8 optimized ones did not (timing); max $9 hits"
	shift 9
	d="$d ${*:-none}"
	if [ "$bad" != 0 ]; then
		ktap_test_fail "$d; $bad block MISMATCHES:$msg"
	elif [ "$maxb" = 0 ]; then
		ktap_test_fail "$d; the workload never called it"
	else
		ktap_test_pass "$d; $blk"
	fi
done

if grep -q 'workload ok' $W/ref.out && [ ! -s $W/out-diff ]; then
	ktap_test_pass "workload output the same in every run ($(tail -1 $W/ref.out))"
else
	sed 's/^/# /' $W/out-diff
	tail -3 $W/ref.out | sed 's/^/# ref: /'
	ktap_test_fail "workload output the same in every run"
fi
if [ -s $W/lost ]; then
	sed 's/^/# /' $W/lost
	ktap_test_fail "no trace event lost"
else
	ktap_test_pass "no trace event lost ($(awk '{ s += $6 + $7 + $8 } END { print s + 0 }' $W/stats) counted)"
fi
awk '$5 ~ /^rejected/ { print "# rejected: " $1 "+" $3 " " substr($5, 10) }' $W/stats
awk '{ t++ } $5 == "optimized" { o++ } $5 ~ /^rejected/ { x++ }
	END { printf "# vmsweep total: %d boundaries, %d optimized, %d int3, %d rejected\n", t, o, t - o - x, x }' $W/stats
ktap_finished
