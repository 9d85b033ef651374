#!/usr/bin/env bash
# Build one variant out of tree: $OUT/kbuild-<variant>, CC="ccache gcc",
# -j$(nproc), log in $OUT/logs/build-<variant>.log. Incremental; the config
# step is skipped when its inputs did not change (scripts/config.sh).
# Installs the in-tree modules (modules_install + depmod) into
# $OUT/kbuild-<variant>/modules-install/ for the guest's modprobe.
# Also builds out-of-tree guest modules: every directory in $GUEST_MODULE_DIRS
# (default: guest/modules/*/, paths relative to the repo) that has a Kbuild or
# Makefile with obj-m, into $OUT/kbuild-<variant>/guest-modules/<name>/.
# Usage: build.sh <variant>
set -euo pipefail
. "$(dirname "$0")/lib.sh"
need_tree

v=${1:?usage: build.sh <variant>}
kb=$OUT/kbuild-$v
log=$LOGS/build-$v.log
need_settings JOBS GUEST_MODULE_DIRS
jobs=$JOBS

"$REPO/scripts/config.sh" "$v"

step "build $v (-j$jobs, log: $log)"
t=$(date +%s)
kmake() { make -C "$LINUX" O="$kb" CC="ccache gcc" -j"$jobs" "$@"; }
if ! kmake all >"$log" 2>&1; then
	echo "---- last 40 lines of $log ----" >&2
	tail -40 "$log" >&2
	die "build of $v failed; full log: $log"
fi
[ -f "$kb/arch/x86/boot/bzImage" ] || die "build of $v produced no bzImage; log: $log"

# In-tree modules with modules.dep for modprobe in the guest (busybox
# modprobe reads /lib/modules/$(uname -r)/modules.dep): installed into
# $kb/modules-install/lib/modules/<release>/, picked up by initramfs.sh.
rm -rf "$kb/modules-install"
if ! kmake INSTALL_MOD_PATH="$kb/modules-install" modules_install >>"$log" 2>&1; then
	tail -20 "$log" >&2
	die "modules_install of $v failed (depmod from kmod installed? 'make deps'); full log: $log"
fi

# Out-of-tree guest modules (optional).
rm -rf "$kb/guest-modules"
cd "$REPO"
for d in $GUEST_MODULE_DIRS; do
	[ -f "$d/Kbuild" ] || [ -f "$d/Makefile" ] || continue
	name=$(basename "$d")
	[ ! -e "$kb/guest-modules/$name" ] || die "GUEST_MODULE_DIRS: two module dirs named $name"
	mkdir -p "$kb/guest-modules/$name"
	cp -a "$d/." "$kb/guest-modules/$name/"
	if ! kmake M="$kb/guest-modules/$name" modules >>"$log" 2>&1; then
		tail -40 "$log" >&2
		die "guest module $name failed to build for $v; full log: $log"
	fi
	info "guest module: $name"
done
info "built $v in $(( $(date +%s) - t ))s: $kb/arch/x86/boot/bzImage"
