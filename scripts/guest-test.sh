#!/usr/bin/env bash
# make guest-test: the quick loop for guest tests. Builds one variant
# ($VARIANT, incremental with ccache), boots it with only the guest tests
# named in $GUEST_TESTS (file names under guest/tests/, shell globs; the
# guest tools when $VARIANT is in $GUEST_TOOLS_VARIANTS) and no KUnit
# suite, and judges the console like make check (results.py).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
need_tree
need_settings VARIANT GUEST_TESTS GUEST_TOOLS_VARIANTS TIMEOUT
[ -n "$GUEST_TESTS" ] || die "GUEST_TESTS is empty: name the tests, e.g. GUEST_TESTS=70-uprobe-jump.sh"

v=$VARIANT
"$REPO/scripts/build.sh" "$v"
kb=$OUT/kbuild-$v
gt=$OUT/guest-only-$v
rm -rf "$gt"
mkdir -p "$gt"
cp -r "$REPO/guest/tests/lib" "$gt/"
n=0
for pat in $GUEST_TESTS; do
	for t in "$REPO"/guest/tests/$pat; do
		[ -f "$t" ] || continue
		cp "$t" "$gt/"
		n=$((n + 1))
	done
done
[ $n -gt 0 ] || die "no file under guest/tests/ matches '$GUEST_TESTS'"
tools=0
case " $GUEST_TOOLS_VARIANTS " in *" $v "*) tools=1 ;; esac
initrd=$OUT/initramfs-guest-test-$v.cpio.gz
GUEST_TOOLS=$tools "$REPO/scripts/initramfs.sh" "$initrd" "$gt" "$kb"
quick_boot "guest-test-$v" "$kb/arch/x86/boot/bzImage" "$initrd" \
	"kunit.filter_glob=none.none harness_tools=$tools" "$v, $n guest test(s) '$GUEST_TESTS', no KUnit"
step "guest-test done in $(elapsed)"
