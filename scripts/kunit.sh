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
quick_boot "kunit-$v" "$kb/arch/x86/boot/bzImage" "$initrd" \
	"kunit.filter_glob=$KUNIT_GLOB test_optprobes_torture.duration=$TORTURE_SECONDS" \
	"$v, KUnit suites '$KUNIT_GLOB' only"
step "kunit done in $(elapsed)"
