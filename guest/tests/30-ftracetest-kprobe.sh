#!/bin/sh
# The kernel's ftrace selftests for kprobe events (tools/testing/selftests/
# ftrace/test.d/kprobe, which includes the series' kprobe_opt.tc), run by
# ftracetest in KTAP mode under busybox. Each result line names its .tc file
# ("ok 3 kprobe_args.tc: <description>"), so that make peer-check can compare
# kernels test by test. A case whose prerequisite this kernel lacks is not
# run and is reported as "# SKIP <reason>"; the log of every case that does
# not pass is printed as KTAP comments.
FT=/ftrace
if [ ! -x $FT/ftracetest ]; then
	echo "not ok 1 ftracetest is in the initramfs (/ftrace missing)"
	exit 1
fi
cd $FT || exit 1
TR=/sys/kernel/tracing

# vfs_symlink must be a real call for kprobe_args_user.tc's second half
# (a probe on vfs_symlink, then "ln -s"). With a config too small for the
# function (no fsnotify) gcc inlines it into do_symlinkat and the probe never
# fires, on every kernel alike: configs/base.config sets INOTIFY_USER for it.
symlink_probe_hits() {
	echo 'p:ftt_symlink vfs_symlink' >$TR/kprobe_events || { echo x; return; }
	echo 1 >$TR/events/kprobes/ftt_symlink/enable
	rm -f /tmp/ftt-link
	ln -s foo /tmp/ftt-link
	echo 0 >$TR/events/kprobes/ftt_symlink/enable
	awk '$1 == "ftt_symlink" { print $2 }' $TR/kprobe_profile
	echo >$TR/kprobe_events
	rm -f /tmp/ftt-link
}

run=
skips=   # lines "<file>|<reason>"
nl='
'
for t in test.d/kprobe/*.tc; do
	n=$(basename "$t")
	why=
	case $n in
	kprobe_module.tc)
		# modprobe/rmmod trace-printk: CONFIG_SAMPLE_TRACE_PRINTK=m and
		# /lib/modules/$(uname -r)/modules.dep (make modules_install)
		grep -q '/trace-printk\.ko:' "/lib/modules/$(uname -r)/modules.dep" 2>/dev/null ||
			why="no trace-printk module in /lib/modules/$(uname -r)/modules.dep (needs CONFIG_SAMPLE_TRACE_PRINTK=m)" ;;
	kprobe_opt_module.tc | kprobe_opt_cold.tc)
		# modprobe test_optprobes_mod / _cold: CONFIG_OPTPROBES_MODULE_TEST=m
		m=test_optprobes_mod
		[ $n = kprobe_opt_cold.tc ] && m=test_optprobes_cold
		grep -q "/$m\.ko:" "/lib/modules/$(uname -r)/modules.dep" 2>/dev/null ||
			why="no $m module in /lib/modules/$(uname -r)/modules.dep (needs CONFIG_OPTPROBES_MODULE_TEST=m)" ;;
	kretprobe_maxactive.tc)
		# probes inet_csk_accept
		grep -q ' inet_csk_accept$' /proc/kallsyms ||
			why="inet_csk_accept not in this kernel (needs CONFIG_INET=y)" ;;
	kprobe_args_user.tc)
		h=$(symlink_probe_hits)
		[ "$h" != 0 ] ||
			why="vfs_symlink is never called by symlink(2) in this build (inlined into do_symlinkat), so the test's vfs_symlink probe cannot fire; fails identically on baseline and mainline" ;;
	esac
	if [ -n "$why" ]; then
		skips="$skips$n|$why$nl"
	else
		run="$run $t"
	fi
done

# shellcheck disable=SC2086 # word splitting of the list is intended
./ftracetest -K -l /tmp/ftracetest-logs $run >/tmp/ftracetest.out 2>&1
rc=$?
# "ok N <description>" -> "ok N <file>: <description>" (cases run in order)
awk -v files="$run" '
	BEGIN { n = split(files, f, " ") }
	/^(not )?ok [0-9]+ / {
		i = ($1 == "ok") ? 2 : 3
		k = $i + 0
		if (k >= 1 && k <= n) {
			name = f[k]; sub(/.*\//, "", name)
			pre = ($1 == "ok") ? "ok " k : "not ok " k
			rest = $0; sub(/^(not )?ok [0-9]+ /, "", rest)
			print pre " " name ": " rest
			next
		}
	}
	{ print }' /tmp/ftracetest.out
i=$(echo "$run" | wc -w)
printf '%s' "$skips" | while IFS='|' read -r n why; do
	[ -n "$n" ] || continue
	i=$((i + 1))
	echo "ok $i $n: # SKIP $why"
done
for f in /tmp/ftracetest-logs/*-log.*; do
	[ -f "$f" ] || continue
	echo "# ---- $(basename "$f")"
	tail -n 40 "$f" | sed 's/^/# /'
done
exit $rc
