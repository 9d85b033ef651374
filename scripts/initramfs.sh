#!/usr/bin/env bash
# Build a busybox-static initramfs (cpio.gz).
# Usage: initramfs.sh <output.cpio.gz> <test-dir> [<kbuild-dir>]
#   <test-dir>    every executable file in it goes to /tests (run sorted)
#   <kbuild-dir>  its *.ko (in-tree modules and guest-modules/) go to
#                 /lib/modules (flat: /lib/modules/<name>.ko); its
#                 modules-install/ (build.sh) goes to /lib/modules/<release>/
#                 for modprobe
# The ftrace selftests of $LINUX go to /ftrace (for ftracetest), its KTAP
# helpers for shell tests to /tests/lib/ktap_helpers.sh (guest/tests/lib/ktap.sh).
# GUEST_TOOLS=1: also perf, bpftrace, bpftool, optprobe-count, usdt_count, usdt_sites,
# optprobe-bpfbench and their shared libraries (scripts/guest-tools.sh), as
# a second cpio appended to the first (the kernel unpacks both): built once,
# gzip -1 (88 MB; 238 MB unpacked).
# /init mounts proc, sysfs, devtmpfs, debugfs and tracefs, runs each test
# between markers (see guest/init), prints the final marker and reboots.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

out=$(abspath "${1:?usage: initramfs.sh <out.cpio.gz> <test-dir> [<kbuild-dir>]}")
tests=$(abspath "${2:?usage: initramfs.sh <out.cpio.gz> <test-dir> [<kbuild-dir>]}")
kb=${3:-}
[ -d "$tests" ] || die "test dir $tests missing"

bb=$(command -v busybox || true)
[ -n "$bb" ] && file -L "$bb" 2>/dev/null | grep -q 'statically linked' || bb=/bin/busybox
[ -x "$bb" ] || die "busybox not found; run 'make deps' (busybox-static)"
ldd "$bb" >/dev/null 2>&1 && die "$bb is dynamically linked; install busybox-static (make deps)"

# gen_init_cpio from the kernel tree: device nodes without root, stable output.
gic=$OUT/tools/gen_init_cpio
if [ ! -x "$gic" ] || [ "$LINUX/usr/gen_init_cpio.c" -nt "$gic" ]; then
	mkdir -p "$OUT/tools"
	gcc -O2 -o "$gic" "$LINUX/usr/gen_init_cpio.c" || die "cannot build gen_init_cpio"
fi

list=$(mktemp "${TMPDIR:-/tmp}/initramfs.XXXXXX")
tlist=$list.tools
trap 'rm -f "$list" "$tlist"' EXIT
{
	for d in /bin /sbin /dev /proc /sys /tmp /etc /root /lib /lib/modules /tests \
		/usr /usr/bin /usr/sbin /sys/kernel /sys/kernel/debug /sys/kernel/tracing; do
		echo "dir $d 0755 0 0"
	done
	echo "nod /dev/console 0600 0 0 c 5 1"
	echo "nod /dev/null 0666 0 0 c 1 3"
	echo "file /bin/busybox $bb 0755 0 0"
	for a in $("$bb" --list-full); do
		[ "$a" = bin/busybox ] || [ "$a" = linuxrc ] || echo "slink /$a /bin/busybox 0777 0 0"
	done
	echo "file /init $REPO/guest/init 0755 0 0"
	n=0
	for t in "$tests"/*; do
		if [ ! -f "$t" ] || [ ! -x "$t" ]; then continue; fi
		echo "file /tests/$(basename "$t") $t 0755 0 0"; n=$((n + 1))
	done
	echo "dir /tests/lib 0755 0 0"
	for f in "$tests"/lib/*; do   # helpers the tests may source
		[ -f "$f" ] || continue
		echo "file /tests/lib/$(basename "$f") $f 0644 0 0"
	done
	kh=$LINUX/tools/testing/selftests/kselftest/ktap_helpers.sh
	if [ -f "$kh" ]; then
		echo "file /tests/lib/ktap_helpers.sh $kh 0644 0 0"
	else
		warn "$kh missing: guest tests that source lib/ktap.sh will fail"
	fi
	if [ -n "$kb" ] && [ -d "$kb" ]; then
		find "$kb" -path "$kb/modules-install" -prune -o -name '*.ko' -type f -print |
			sort | while read -r ko; do
			echo "file /lib/modules/$(basename "$ko") $ko 0644 0 0"
		done
		# modules_install tree (build.sh): /lib/modules/<release>/ with
		# modules.dep, for modprobe/rmmod by name (symlinks left out)
		mi=$kb/modules-install/lib/modules
		if [ -d "$mi" ]; then
			(cd "$mi" && find . -mindepth 1 -type d | sort) | while read -r d; do
				echo "dir /lib/modules/${d#./} 0755 0 0"
			done
			(cd "$mi" && find . -type f | sort) | while read -r f; do
				echo "file /lib/modules/${f#./} $mi/${f#./} 0644 0 0"
			done
		fi
	fi
	# ftrace selftests of this tree, for ftracetest in the guest (/ftrace).
	ft=$LINUX/tools/testing/selftests/ftrace
	if [ -x "$ft/ftracetest" ]; then
		echo "dir /ftrace 0755 0 0"
		(cd "$ft" && find . -mindepth 1 -type d | sort) | while read -r d; do
			echo "dir /ftrace/${d#./} 0755 0 0"
		done
		(cd "$ft" && find . -type f | sort) | while read -r f; do
			f=${f#./}
			if [ -x "$ft/$f" ]; then m=0755; else m=0644; fi
			echo "file /ftrace/$f $ft/$f $m 0 0"
		done
	fi
	# uprobes selftest of this tree (/uprobes): the workload is linked
	# statically here, the KTAP runner comes as it is.
	us=$LINUX/tools/testing/selftests/uprobes
	if [ -f "$us/uprobe_jump.c" ]; then
		ub=$(dirname "$out")/uprobe_jump
		gcc -O2 -Wall -Wextra -static -pthread -o "$ub" "$us/uprobe_jump.c" "$us/uprobe_jump_sites.S" ||
			die "cannot build $us/uprobe_jump (gcc, libc6-dev)"
		echo "dir /uprobes 0755 0 0"
		echo "file /uprobes/uprobe_jump $ub 0755 0 0"
		echo "file /uprobes/uprobe_jump.sh $us/uprobe_jump.sh 0755 0 0"
	fi
} | awk '!seen[$0]++' >"$list"

"$gic" -t 0 "$list" | gzip -n -9 >"$out.tmp"
tools=
if [ "${GUEST_TOOLS:-0}" = 1 ]; then
	gt=$OUT/guest-tools
	"$REPO/scripts/guest-tools.sh" "$gt" >"$tlist" || die "scripts/guest-tools.sh failed"
	stamp=$( { cat "$tlist"; awk '$1 == "file" { print $3 }' "$tlist" | xargs stat -L -c '%n %s %Y'; } |
		sha256sum | cut -d' ' -f1)
	if [ ! -f "$gt/tools.cpio.gz" ] || [ "$(cat "$gt/tools.stamp" 2>/dev/null)" != "$stamp" ]; then
		rm -f "$gt/tools.stamp"
		"$gic" -t 0 "$tlist" | gzip -n -1 >"$gt/tools.cpio.gz.tmp"
		mv "$gt/tools.cpio.gz.tmp" "$gt/tools.cpio.gz"
		echo "$stamp" >"$gt/tools.stamp"
	fi
	cat "$gt/tools.cpio.gz" >>"$out.tmp"
	tools=", tools: $(grep -c '^file /usr/bin/' "$tlist") binaries + $(grep -c '^file /lib' "$tlist") libraries"
fi
mv "$out.tmp" "$out"
info "initramfs $out: $(grep -c '^file /tests/[^/]* ' "$list" || true) test(s), $(grep -c '^file /lib/modules/[^/]*\.ko ' "$list" || true) module(s), modules.dep: $(grep -q '^file /lib/modules/.*/modules\.dep ' "$list" && echo yes || echo no)$tools"
