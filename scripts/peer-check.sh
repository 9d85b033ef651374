#!/usr/bin/env bash
# make peer-check (not part of make check / CI): the upstream kprobe suites
#   KUnit kprobes_test (lib/test_kprobes.c, built in, runs at boot)
#   ftracetest over tools/testing/selftests/ftrace/test.d/kprobe/
#     (guest/tests/30-ftracetest-kprobe.sh, each tree's own .tc files)
# on baseline (tag 'base'), series (master) and mainline (the unmodified
# linux-source-6.12 tarball), so that a failure on our kernel can be told
# apart from a pre-existing one. Same trees and kbuild dirs as make bench
# (scripts/bench-trees.sh: $BENCH_OUT/<kernel>/{linux,kbuild-nopreempt}),
# same config fragments (scripts/config.sh, variant nopreempt), same QEMU
# command (scripts/run-qemu.sh) as make check.
# Output: a table per test (pass/FAIL/skip/n/a per kernel) on stdout and in
# bench/peer-check.md; console logs in $BENCH_OUT/<kernel>/logs/peer-check.log.
# Exit status: non-zero when a kernel did not build or its boot did not
# finish, or when a test fails on the series but on neither peer.
# Environment: PEER_KERNELS (default "baseline series mainline"), BENCH_OUT
# (default $OUT/bench), SERIES_REV (default master), PEER_REPORT (default
# bench/peer-check.md), PEER_SKIP_BUILD=1 (boot the kernels as built).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
need_tree
need_settings BENCH_OUT TIMEOUT

B=$BENCH_OUT
KERNELS=${PEER_KERNELS:-baseline series mainline}
REPORT=${PEER_REPORT:-$REPO/bench/peer-check.md}
export BENCH_OUT=$B
for k in $KERNELS; do
	case $k in baseline | series | mainline) ;;
	*) die "PEER_KERNELS: unknown kernel '$k' (known: baseline series mainline)" ;;
	esac
done
res=$B/results
mkdir -p "$res" "$B/peer-guest"
t0=$(date +%s)

step "peer-check: source trees"
"$REPO/scripts/bench-trees.sh"

# The guest side: only the upstream ftrace suite (KUnit runs at boot).
rm -f "$B/peer-guest/"*
cp "$REPO/guest/tests/30-ftracetest-kprobe.sh" "$B/peer-guest/"

status=()   # per kernel: ok | build-failed | boot-failed
for k in $KERNELS; do
	kb=$B/$k/kbuild-nopreempt
	rm -f "$res/peer-$k.result" "$res/peer-$k.tests.tsv" "$res/peer-$k.line"
	if [ "${PEER_SKIP_BUILD:-0}" = 1 ] && [ -f "$kb/arch/x86/boot/bzImage" ]; then
		info "PEER_SKIP_BUILD=1: booting $k as built"
	else
		step "peer-check: build $k"
		# The bench modules too, so that the kbuild dir stays as make bench
		# leaves it (BENCH_SKIP_BUILD=1 reuses it).
		if ! LINUX=$B/$k/linux OUT=$B/$k GUEST_MODULE_DIRS="bench/kmod/ bench/kmod-many/" GUEST_TOOLS_VARIANTS= \
			"$REPO/scripts/build.sh" nopreempt; then
			warn "build of $k failed (log: $B/$k/logs/build-nopreempt.log); its column says so"
			echo "build-failed" >"$res/peer-$k.line"
			status+=("$k=build-failed")
			continue
		fi
		git -C "$B/$k/linux" log -1 --format='%h %s' >"$B/$k/built-from.txt" 2>/dev/null ||
			echo "$(dpkg-query -W -f='${Version}' linux-source-6.12) tarball" >"$B/$k/built-from.txt"
	fi
	kb=$(readlink -f "$kb")
	initrd=$B/$k/initramfs-peer.cpio.gz
	LINUX=$B/$k/linux OUT=$B/$k "$REPO/scripts/initramfs.sh" "$initrd" "$B/peer-guest" "$kb"

	log=$B/$k/logs/peer-check.log
	step "peer-check: boot $k (timeout ${TIMEOUT}s, log: $log)"
	t=$(date +%s) rc=0
	LINUX=$B/$k/linux OUT=$B/$k TIMEOUT=$TIMEOUT \
		"$REPO/scripts/run-qemu.sh" "$kb/arch/x86/boot/bzImage" "$initrd" "$log" || rc=$?
	info "QEMU exited rc=$rc after $(( $(date +%s) - t ))s"

	step "peer-check: results $k"
	line=$(python3 "$REPO/scripts/results.py" "peer-$k" "$log" "$B/$k/linux" "$res" kprobes_test) ||
		die "results.py failed on $log"
	echo "$line"
	echo "$line" | tail -1 >"$res/peer-$k.line"
	if grep -q '@@HARNESS DONE@@' "$log"; then
		status+=("$k=ok")
	else
		status+=("$k=boot-failed")
	fi
done

step "peer-check: report ($REPORT)"
args=()
for k in $KERNELS; do args+=("$k=$B/$k"); done
rrc=0
python3 "$REPO/scripts/peer-report.py" "$REPORT" "$res" "$(( $(date +%s) - t0 ))" "${args[@]}" || rrc=$?
info "peer-check took $(( $(date +%s) - t0 ))s; ${status[*]}"
for s in "${status[@]}"; do
	case $s in *=ok) ;; *) die "peer-check: ${s%%=*}: ${s#*=} (see above)" ;; esac
done
[ $rrc -eq 0 ] || die "peer-check: a test fails on the series but on neither peer (see the table)"
