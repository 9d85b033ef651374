#!/usr/bin/env bash
# make check: for each variant: build -> initramfs -> boot in QEMU -> parse.
# Prints per-variant results and, last, exactly "N passed, N failed".
# Exits non-zero on any failure or when nothing ran.
# While a variant boots (QEMU TCG keeps one core busy), the next one builds
# in the background at a lower priority on the other core; its output is
# shown when its turn comes.
# Settings (see the Makefile): VARIANTS, GUEST_TOOLS_VARIANTS, KUNIT_SUITES, TIMEOUT, DEBUG_TIMEOUT,
# TORTURE_SECONDS, DEBUG_TORTURE_SECONDS, VMSWEEP_*, and run-qemu.sh's.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
need_tree
need_settings VARIANTS GUEST_TOOLS_VARIANTS KUNIT_SUITES TIMEOUT DEBUG_TIMEOUT TORTURE_SECONDS \
	DEBUG_TORTURE_SECONDS VMSWEEP_SEED VMSWEEP_COUNT VMSWEEP_MAX_SITES \
	VMSWEEP_DEBUG_MAX_SITES

read -r -a vs <<<"$VARIANTS"
suites=$KUNIT_SUITES
res=$OUT/results
mkdir -p "$res"
summary=()
tp=0 tf=0

# Background build: its own session, so that an early exit can stop make
# and every compiler it started.
bpid='' bvar=''
build_bg() {
	bvar=$1
	setsid nice -n 10 "$REPO/scripts/build.sh" "$bvar" >"$res/build-$bvar.out" 2>&1 &
	bpid=$!
	info "building $bvar in the background (nice 10) while the previous variant boots"
}
build_wait() {
	local rc=0

	wait "$bpid" || rc=$?
	bpid=''
	sed 's/^/    [bg] /' "$res/build-$bvar.out"
	return $rc
}
trap '[ -z "$bpid" ] || kill -- "-$bpid" 2>/dev/null || true' EXIT

for i in "${!vs[@]}"; do
	v=${vs[i]}
	rm -f "$res/check-$v.result" "$res/check-$v.kunit.txt"
	built=0
	if [ "$bvar" = "$v" ] && [ -n "$bpid" ]; then
		step "wait for the background build of $v"
		build_wait && built=1
	else
		"$REPO/scripts/build.sh" "$v" && built=1
	fi
	if [ $built = 0 ]; then
		summary+=("check-$v: 0 passed, 1 failed [build failed] log: $LOGS/build-$v.log")
		tf=$((tf + 1))
		continue
	fi
	kb=$OUT/kbuild-$v
	initrd=$OUT/initramfs-check-$v.cpio.gz
	# guest/tests plus this kernel's probe sites for the vmlinux sweep
	gt=$OUT/guest-check-$v
	rm -rf "$gt"
	cp -r "$REPO/guest/tests" "$gt"
	# KASAN + lockdep make each probe and hit many times slower: the debug
	# variant sweeps the functions of the same draw that fit its budget.
	max=$VMSWEEP_MAX_SITES
	[ "$v" != debug ] || max=$VMSWEEP_DEBUG_MAX_SITES
	step "vmlinux sweep sites for $v (seed $VMSWEEP_SEED, $VMSWEEP_COUNT functions${max:+, at most $max sites})"
	python3 "$REPO/scripts/vmsweep-sites.py" "$kb/vmlinux" "$REPO/scripts/vmsweep-pool.txt" \
		"$LINUX/tools/objtool/noreturns.h" "$VMSWEEP_SEED" "$VMSWEEP_COUNT" "$max" \
		>"$gt/lib/vmsweep-sites.txt" || die "vmsweep-sites.py failed on $kb/vmlinux"
	sed -n 's/^# /    /p' "$gt/lib/vmsweep-sites.txt"
	tools=0
	case " $GUEST_TOOLS_VARIANTS " in *" $v "*) tools=1 ;; esac
	GUEST_TOOLS=$tools "$REPO/scripts/initramfs.sh" "$initrd" "$gt" "$kb"

	next=${vs[i + 1]:-}
	[ -z "$next" ] || build_bg "$next"

	# The torture runs long where lockdep and KASAN watch it, short
	# elsewhere (45-optprobes-torture-module.sh runs it again in each).
	to=$TIMEOUT secs=$TORTURE_SECONDS
	[ "$v" != debug ] || to=$DEBUG_TIMEOUT secs=$DEBUG_TORTURE_SECONDS
	# KASAN in 6.12 computes its shadow bounds from pgtable_l5_enabled(),
	# which reads the CPU capability words that identify_cpu() clears and
	# fills again at boot, with interrupts on: an interrupt in that window
	# (seen once: handle_edge_irq() at 0.003 s) reports a false "KASAN:
	# wild-memory-access" on a 5-level direct-map address. The KASAN
	# kernel boots with 4-level paging; the other variants keep -cpu max's.
	l5=''
	[ "$v" != debug ] || l5=no5lvl
	log=$LOGS/check-$v.log
	step "boot $v (torture ${secs}s, timeout ${to}s, log: $log)"
	t=$(date +%s)
	rc=0
	CMDLINE_EXTRA="${CMDLINE_EXTRA:-} $l5 test_optprobes_torture.duration=$secs harness_tools=$tools" TIMEOUT=$to \
		"$REPO/scripts/run-qemu.sh" "$kb/arch/x86/boot/bzImage" "$initrd" "$log" || rc=$?
	info "QEMU exited rc=$rc after $(( $(date +%s) - t ))s"
	if [ $rc -ne 0 ] && [ $rc -ne 124 ]; then
		tail -5 "$log" | sed 's/^/    | /'
	fi

	step "results $v"
	# shellcheck disable=SC2086
	line=$(python3 "$REPO/scripts/results.py" "check-$v" "$log" "$LINUX" "$res" $suites) ||
		die "results.py failed on $log"
	echo "$line"
	summary+=("$(echo "$line" | tail -1)")
	# shellcheck disable=SC1090
	. <(sed 's/^/r_/' "$res/check-$v.result")
	tp=$((tp + r_passed)); tf=$((tf + r_failed))
done

step "summary"
printf '%s\n' "${summary[@]}" | tee "$res/check-summary.txt"
echo "$tp passed, $tf failed" | tee -a "$res/check-summary.txt"
if [ $((tp + tf)) -eq 0 ]; then
	echo "error: nothing ran" >&2
	exit 1
fi
[ $tf -eq 0 ]
