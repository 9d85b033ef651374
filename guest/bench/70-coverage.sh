#!/bin/sh
# Coverage: which share of kprobes on random instruction boundaries inside
# vmlinux functions gets jump-optimized. /tests/lib/cov-sites.txt (made on
# the host by scripts/bench-sites.py from this kernel's vmlinux: "idx func
# off" per line) is registered as tracefs kprobe events in batches of 256,
# enabled, and the optimizer is given until the [OPTIMIZED] count in
# /sys/kernel/debug/kprobes/list stops changing for ~2 s.
# Prints COV-BATCH lines, COV-NOTOPT <func+off> for each probe that stayed
# int3, COV-FAIL <func+off> <error> for each rejected one, and
#   COV total=<sites> blacklisted=<n> failed=<n> registered=<n> optimized=<n>
# Then the same functions at their entry (no offset, as perf probe and
# bpftrace place a probe: the ftrace call site where there is one), in
# batches too: COV-ENTRY-NOTOPT <func> <reason> for each that stayed on the
# ftrace path, and
#   COV-ENTRY functions=<n> ftrace=<with an ftrace call site> registered=<n> optimized=<n>
# Progress also goes to /dev/kmsg, so a crash can be tied to its batch.
T=/sys/kernel/tracing
L=/sys/kernel/debug/kprobes/list
BL=/sys/kernel/debug/kprobes/blacklist
SITES=/tests/lib/cov-sites.txt
BATCH=${COV_BATCH:-256}
[ -f $SITES ] || { echo "COV-SKIP no $SITES"; exit 0; }
kmsg() { echo "covbench: $*" >/dev/kmsg; }

awk '{print $2}' $BL | sort -u >/tmp/bl.txt
awk 'NR==FNR { bl[$1] = 1; next } ($2 in bl) { print "COV-BL " $2 }' /tmp/bl.txt $SITES >/tmp/cov-bl.txt
awk 'NR==FNR { bl[$1] = 1; next } !($2 in bl)' /tmp/bl.txt $SITES >/tmp/cov-cand.txt
total=$(wc -l <$SITES)
nbl=$(wc -l </tmp/cov-bl.txt)
cat /tmp/cov-bl.txt
echo "COV-INFO kernel $(uname -r) sites=$total blacklisted=$nbl blacklist-entries=$(wc -l </tmp/bl.txt)"

# Poll the [OPTIMIZED] count of the list until it has not changed for 2 s
# (at most 120 s); leaves it in $opt.
wait_stable() {
	last=-1 stable=0 opt=0 polls=0
	while [ $polls -lt 240 ]; do
		sleep 0.5
		polls=$((polls + 1))
		opt=$(grep -c 'OPTIMIZED' $L)
		if [ "$opt" = "$last" ]; then
			stable=$((stable + 1))
			[ $stable -ge 4 ] && break
		else
			stable=0
		fi
		last=$opt
	done
}

echo >$T/kprobe_events
tfail=0 treg=0 topt=0 b=0
awk -v n=$BATCH '{ print > sprintf("/tmp/cov-batch.%03d", int((NR - 1) / n)) }' /tmp/cov-cand.txt
for f in /tmp/cov-batch.*; do
	b=$((b + 1))
	reg=0 fail=0
	while read -r idx fn off; do
		if echo "p:cov/p$idx $fn+$off" >>$T/kprobe_events 2>/tmp/cov-err; then
			reg=$((reg + 1))
		else
			fail=$((fail + 1))
			echo "COV-FAIL $fn+$off $(sed 's/.*: //' /tmp/cov-err | tr ' ' '_')"
		fi
	done <"$f"
	kmsg "batch $b: $(head -1 "$f" | awk '{print $1}')..$(tail -1 "$f" | awk '{print $1}') registered=$reg, enabling"
	[ $reg -gt 0 ] && echo 1 >$T/events/cov/enable
	t0=$(date +%s)
	wait_stable
	inlist=$(grep -c ' k ' $L)
	# the reason, where the kernel says it ([NOOPT:<reason>], our series)
	grep ' k ' $L | grep -v OPTIMIZED |
		awk '{ r = "?"; if (match($0, /\[NOOPT:[^]]*\]/)) r = substr($0, RSTART + 7, RLENGTH - 8)
		       else if (index($0, "[FTRACE]")) r = "ftrace"
		       print "COV-NOTOPT " $3 " " r }'
	kmsg "batch $b: optimized=$opt, disabling"
	echo "COV-BATCH $b registered=$reg failed=$fail inlist=$inlist optimized=$opt wait_s=$(( $(date +%s) - t0 ))"
	[ $reg -gt 0 ] && echo 0 >$T/events/cov/enable
	echo >$T/kprobe_events || echo "COV-ERROR could not clear kprobe_events"
	kmsg "batch $b: removed"
	treg=$((treg + reg)); tfail=$((tfail + fail)); topt=$((topt + opt))
done
# Site refusals by reason since boot (kernels with kprobes/optimization)
O=/sys/kernel/debug/kprobes/optimization
if [ -r $O ]; then
	awk '!/^#/ && $3 != "-" && $3 > 0 { print "COV-REASON " $1 " " $3 }' $O
fi
echo "COV total=$total blacklisted=$nbl failed=$tfail registered=$treg optimized=$topt"

# Entry sites of the same functions (after COV-REASON, which counts the
# body sites' refusals only).
awk '{ print $2 }' /tmp/cov-cand.txt | sort -u >/tmp/cov-fns.txt
nfn=$(wc -l </tmp/cov-fns.txt)
awk 'NR == FNR { f[$1] = 1; next } ($1 in f)' $T/available_filter_functions /tmp/cov-fns.txt |
	sort -u >/tmp/cov-efns.txt
nft=$(wc -l </tmp/cov-efns.txt)
ereg=0 eopt=0 e=0
awk -v n=$BATCH '{ print > sprintf("/tmp/cov-ebatch.%03d", int((NR - 1) / n)) }' /tmp/cov-efns.txt
for f in /tmp/cov-ebatch.*; do
	[ -f "$f" ] || continue
	reg=0
	while read -r fn; do
		e=$((e + 1))
		echo "p:cove/e$e $fn" >>$T/kprobe_events 2>/dev/null && reg=$((reg + 1))
	done <"$f"
	kmsg "entry batch $f: registered=$reg, enabling"
	[ $reg -gt 0 ] && echo 1 >$T/events/cove/enable
	wait_stable
	grep ' k ' $L | grep -v OPTIMIZED |
		awk '{ r = "ftrace"; if (match($0, /\[NOOPT:[^]]*\]/)) r = substr($0, RSTART + 7, RLENGTH - 8)
		       print "COV-ENTRY-NOTOPT " $3 " " r }'
	[ $reg -gt 0 ] && echo 0 >$T/events/cove/enable
	echo >$T/kprobe_events || echo "COV-ERROR could not clear kprobe_events"
	ereg=$((ereg + reg)); eopt=$((eopt + opt))
done
echo "COV-ENTRY functions=$nfn ftrace=$nft registered=$ereg optimized=$eopt"
