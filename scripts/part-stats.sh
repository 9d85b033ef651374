#!/usr/bin/env bash
# make part-stats: per part of the series, the lines its patches add and
# remove by kind (production code, tests, docs, samples), the files it
# touches outside the directories of its subsystem, and which patches
# change the files reviewers read most (opt.c, kprobes.c, kprobes.rst).
# Read from patches/<part>/*.patch; the cover letters quote it.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
series_valid

# Directories (path prefixes) a part's maintainers own: a file elsewhere
# is "outside its subsystem".
own() {
	case $1 in
	kprobes-fix) echo "kernel/kprobes.c include/linux/kprobes.h arch/x86/kernel/kprobes/" ;;
	optprobes) echo "kernel/kprobes.c include/linux/kprobes.h arch/x86/kernel/kprobes/ arch/x86/include/asm/kprobes.h lib/test_optprobes samples/kprobes/ tools/testing/selftests/ftrace/ Documentation/trace/kprobes.rst MAINTAINERS lib/Kconfig.debug lib/Makefile" ;;
	uprobes) echo "kernel/events/uprobes.c include/linux/uprobes.h arch/x86/kernel/uprobe arch/x86/include/asm/uprobes.h tools/testing/selftests/uprobes/ Documentation/trace/uprobetracer.rst MAINTAINERS" ;;
	entry) echo "kernel/kprobes.c include/linux/kprobes.h arch/x86/kernel/kprobes/ arch/x86/include/asm/kprobes.h lib/test_optprobes lib/test_kprobes.c tools/testing/selftests/ftrace/ Documentation/trace/kprobes.rst lib/Kconfig.debug lib/Makefile" ;;
	esac
}

kind() {
	case $1 in
	lib/test_* | tools/testing/* | */selftests/*) echo tests ;;
	Documentation/* | MAINTAINERS) echo docs ;;
	samples/*) echo samples ;;
	lib/Kconfig.debug | lib/Makefile) echo tests ;;
	*) echo code ;;
	esac
}

for p in $(part_names); do
	n=$(part_patches "$p" | wc -l)
	declare -A add=() del=() outside=() hot=()
	for f in $(part_patches "$p"); do
		num=$(basename "$f" | cut -c1-4)
		# "added removed path" for each file of the patch
		while read -r a r path; do
			[ "$a" != - ] || continue
			k=$(kind "$path")
			add[$k]=$(( ${add[$k]:-0} + a )); del[$k]=$(( ${del[$k]:-0} + r ))
			in=0
			for o in $(own "$p"); do
				# shellcheck disable=SC2254
				case $path in $o*) in=1 ;; esac
			done
			[ $in = 1 ] || outside[$path]=1
			case $path in
			arch/x86/kernel/kprobes/opt.c | kernel/kprobes.c | Documentation/trace/kprobes.rst)
				hot[$path]="${hot[$path]:-} $((10#$num))" ;;
			esac
		done < <(git apply --numstat "$f")
	done
	echo "$p: $n patch(es), needs: $(part_needs "$p" | xargs)"
	for k in code tests docs samples; do
		[ -n "${add[$k]:-}" ] || continue
		printf '  %-8s +%s -%s\n' "$k" "${add[$k]}" "${del[$k]}"
	done
	echo "  outside its subsystem: $(printf '%s\n' "${!outside[@]}" | sort | xargs)"
	for h in "${!hot[@]}"; do echo "  $h: patch(es)${hot[$h]}"; done | sort
	unset add del outside hot
done
