#!/usr/bin/env bash
# make kunit: the quick loop while working on a patch. Builds one variant
# ($VARIANT, incremental with ccache), boots it with an empty /tests and
# kunit.filter_glob=$KUNIT_GLOB, so only those KUnit suites run (by default
# the series' optprobes* suites), and judges the console like make check
# (results.py: KUnit results, splats, the final marker).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
need_tree
need_settings VARIANT KUNIT_GLOB TIMEOUT TORTURE_SECONDS

v=$VARIANT
"$REPO/scripts/build.sh" "$v"
kb=$OUT/kbuild-$v
empty=$OUT/guest-empty
mkdir -p "$empty"
initrd=$OUT/initramfs-kunit.cpio.gz
"$REPO/scripts/initramfs.sh" "$initrd" "$empty"
log=$LOGS/kunit-$v.log
step "boot $v: KUnit suites '$KUNIT_GLOB' only (log: $log)"
rc=0
CMDLINE_EXTRA="${CMDLINE_EXTRA:-} kunit.filter_glob=$KUNIT_GLOB test_optprobes_torture.duration=$TORTURE_SECONDS" \
	"$REPO/scripts/run-qemu.sh" "$kb/arch/x86/boot/bzImage" "$initrd" "$log" || rc=$?
info "QEMU exited rc=$rc"
step "results"
python3 "$REPO/scripts/results.py" "kunit-$v" "$log" "$LINUX" "$OUT/results" ||
	die "results.py failed on $log"
# shellcheck disable=SC1090
. <(sed 's/^/r_/' "$OUT/results/kunit-$v.result")
[ "$r_passed" -gt 0 ] || die "no KUnit case matched '$KUNIT_GLOB' (built into $v?); see $log"
[ "$r_failed" = 0 ] || die "$r_failed failure(s); see the FAIL lines above and $log"
step "kunit done in $(elapsed)"
