#!/usr/bin/env bash
# make check: for each variant: build -> initramfs -> boot in QEMU -> parse.
# Prints per-variant results and, last, exactly "N passed, N failed".
# Exits non-zero on any failure or when nothing ran.
# Environment: VARIANTS, TIMEOUT, DEBUG_TIMEOUT, KUNIT_SUITES, VMSWEEP_SEED,
# VMSWEEP_COUNT, VMSWEEP_MAX_SITES and VMSWEEP_DEBUG_MAX_SITES (default 1000)
# (the sample of vmlinux functions of guest/tests/50-*), plus
# those of run-qemu.sh (KVM, QEMU_EXTRA, CMDLINE_EXTRA, SMP, MEM).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
need_tree

variants=${VARIANTS:-$VARIANTS_ALL}
suites=${KUNIT_SUITES-kprobes_test}
res=$OUT/results
mkdir -p "$res"
summary=()
tp=0 tf=0

for v in $variants; do
	rm -f "$res/check-$v.result" "$res/check-$v.kunit.txt"
	if ! "$REPO/scripts/build.sh" "$v"; then
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
	max=${VMSWEEP_MAX_SITES:-}
	[ "$v" != debug ] || max=${VMSWEEP_DEBUG_MAX_SITES:-1000}
	step "vmlinux sweep sites for $v (seed ${VMSWEEP_SEED:-1}, ${VMSWEEP_COUNT:-8} functions${max:+, at most $max sites})"
	python3 "$REPO/scripts/vmsweep-sites.py" "$kb/vmlinux" "$REPO/scripts/vmsweep-pool.txt" \
		"$LINUX/tools/objtool/noreturns.h" "${VMSWEEP_SEED:-1}" "${VMSWEEP_COUNT:-8}" "$max" \
		>"$gt/lib/vmsweep-sites.txt" || die "vmsweep-sites.py failed on $kb/vmlinux"
	sed -n 's/^# /    /p' "$gt/lib/vmsweep-sites.txt"
	"$REPO/scripts/initramfs.sh" "$initrd" "$gt" "$kb"

	to=${TIMEOUT:-600}
	[ "$v" != debug ] || to=${DEBUG_TIMEOUT:-1800}
	log=$LOGS/check-$v.log
	step "boot $v (timeout ${to}s, log: $log)"
	t=$(date +%s)
	rc=0
	TIMEOUT=$to "$REPO/scripts/run-qemu.sh" "$kb/arch/x86/boot/bzImage" "$initrd" "$log" || rc=$?
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
