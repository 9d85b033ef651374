#!/usr/bin/env bash
# make arch-check: build what the series touches where a build robot would.
# For each target below: tinyconfig for its architecture, the fragments of
# configs/arch/ merged in, olddefconfig; the options the target is about
# checked; then every C file the series changes (the generic ones and those
# of the target's own architecture) that the config builds is compiled
# with W=1 ("make <dir>/<file>.o"), and any warning in a file the series
# touches fails the target. Cross compilers are Debian's (make deps).
# ARCH_TARGETS: names of the targets to build (default all).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
need_tree
"$REPO/scripts/deps.sh" cross

# name  ARCH  CROSS_COMPILE  fragments  options (Kconfig symbol =y, !symbol =n)
targets=(
	"x86_64 x86_64 - probes,x86-tests,../series-test KPROBES,OPTPROBES,OPTPROBES_ON_FTRACE,UPROBES,MODULES,OPTPROBES_KUNIT_TEST"
	"x86_64-noftrace x86_64 - probes,noftrace KPROBES,OPTPROBES,!FUNCTION_TRACER,!KPROBES_ON_FTRACE"
	"x86_64-nomodules x86_64 - probes,nomodules KPROBES,OPTPROBES_ON_FTRACE,!MODULES"
	"x86_64-nouprobes x86_64 - probes,nouprobes KPROBES,OPTPROBES_ON_FTRACE,!UPROBES"
	"x86_64-rt x86_64 - probes,rt KPROBES,OPTPROBES_ON_FTRACE,PREEMPT_RT"
	"i386 i386 i686-linux-gnu- probes KPROBES,KPROBES_ON_FTRACE,UPROBES,!OPTPROBES,!OPTPROBES_ON_FTRACE"
	"arm64 arm64 aarch64-linux-gnu- probes KPROBES,KRETPROBES,UPROBES,FUNCTION_TRACER"
	"riscv64 riscv riscv64-linux-gnu- probes,riscv64 KPROBES,UPROBES,FUNCTION_TRACER"
	"ppc64le powerpc powerpc64le-linux-gnu- probes,ppc64le KPROBES,KPROBES_ON_FTRACE,UPROBES"
	"s390 s390 s390x-linux-gnu- probes KPROBES,KPROBES_ON_FTRACE,UPROBES"
	"parisc parisc hppa-linux-gnu- probes KPROBES,KPROBES_ON_FTRACE"
)

base=$(git -C "$LINUX" rev-parse -q --verify base) ||
	die "$LINUX has no tag 'base'; run 'make tree'"
# The C files the series changes, and every file it touches (for warnings).
touched=$(git -C "$LINUX" diff --name-only --diff-filter=AM "$base" HEAD)
csrc=$(printf '%s\n' "$touched" | grep -E '\.c$' | grep -Ev '^(tools|samples|scripts|Documentation)/' || true)
[ -n "$csrc" ] || { step "arch-check: the series changes no C file"; exit 0; }

# built_objs <.config> <file.c>...: the .o of each file the config builds.
built_objs() {
	python3 "$REPO/scripts/built-objs.py" "$LINUX" "$@"
}

# warnings_of <log> <kbuild dir>: "own <warning>" for each warning on a line
# the series adds or changes, "base <warning>" for one elsewhere in a file
# it touches; nothing for other files.
warnings_of() {
	git -C "$LINUX" diff -U0 "$base" HEAD | python3 -c '
import os, re, subprocess, sys
log, kb, tree = sys.argv[1:4]
tree = os.path.realpath(tree)
added, cur = {}, None
for l in sys.stdin:
    if l.startswith("+++ "):
        cur = l[6:].strip() if l.startswith("+++ b/") else None
        added.setdefault(cur, set())
    m = re.match(r"@@ -\S+ \+(\d+)(?:,(\d+))? @@", l)
    if m and cur:
        n0, n = int(m.group(1)), int(m.group(2) or 1)
        added[cur].update(range(n0, n0 + n))
seen = set()
for l in open(log, errors="replace"):
    m = re.match(r"([^ :]+):(\d+):(?:\d+:)? warning: (.*)", l.strip())
    if not m:
        continue
    f = m.group(1)
    f = os.path.realpath(f if f.startswith("/") else os.path.join(kb, f))
    if not f.startswith(tree + "/"):
        continue
    rel = f[len(tree) + 1:]
    if rel not in added or (rel, m.group(2), m.group(3)) in seen:
        continue
    seen.add((rel, m.group(2), m.group(3)))
    kind = "own" if int(m.group(2)) in added[rel] else "base"
    print(f"{kind} {rel}:{m.group(2)}: {m.group(3)}")
' "$1" "$2" "$LINUX"
}

want=${ARCH_TARGETS:-}
fails=() summary=()
for t in "${targets[@]}"; do
	read -r name arch cross frags opts <<<"$t"
	[ -z "$want" ] || case " $want " in *" $name "*) ;; *) continue ;; esac
	[ "$cross" != - ] || cross=""
	kb=$OUT/arch/$name
	log=$LOGS/arch-$name.log
	mkdir -p "$kb"
	step "arch-check: $name (ARCH=$arch${cross:+ CROSS_COMPILE=$cross}; log: $log)"
	if [ -n "$cross" ] && ! command -v "${cross}gcc" >/dev/null; then
		fails+=("$name: ${cross}gcc not installed (make deps)")
		continue
	fi
	mk=(make -C "$LINUX" O="$kb" ARCH="$arch" CROSS_COMPILE="$cross"
		CC="ccache ${cross}gcc" -j"${JOBS:-$(nproc)}")
	frag_files=()
	for f in ${frags//,/ }; do frag_files+=("$REPO/configs/arch/$f.config"); done
	if ! { "${mk[@]}" tinyconfig &&
		"$LINUX/scripts/kconfig/merge_config.sh" -m -O "$kb" "$kb/.config" "${frag_files[@]}" &&
		"${mk[@]}" olddefconfig; } >"$log" 2>&1; then
		fails+=("$name: configuring failed (log: $log)")
		continue
	fi
	bad=""
	for o in ${opts//,/ }; do
		case $o in
		!*) ! grep -Eq "^CONFIG_${o#!}=(y|m)$" "$kb/.config" || bad="$bad $o" ;;
		*) grep -Eq "^CONFIG_$o=(y|m)$" "$kb/.config" || bad="$bad $o" ;;
		esac
	done
	if [ -n "$bad" ]; then
		fails+=("$name: config lacks:$bad (log: $log, config: $kb/.config)")
		continue
	fi
	objs=()
	srcarch=$arch
	case $arch in x86_64 | i386) srcarch=x86 ;; esac
	mine=()
	for f in $csrc; do
		case $f in arch/*) [ "${f#arch/"$srcarch"/}" != "$f" ] || continue ;; esac
		mine+=("$f")
	done
	mapfile -t objs < <(built_objs "$kb/.config" "${mine[@]}")
	# Compile each one again (ccache makes that cheap): W=1's warnings,
	# kernel-doc's included, only show when a file is compiled.
	for o in "${objs[@]}"; do rm -f "$kb/$o"; done
	if ! "${mk[@]}" -k W=1 "${objs[@]}" >>"$log" 2>&1; then
		fails+=("$name: build failed (log: $log)")
		grep -E 'error:' "$log" | sed -n 1,5p | sed 's/^/      /'
		continue
	fi
	# Warnings (compiler and kernel-doc) in files the series touches: on a
	# line the series adds they fail the target; on one of base's lines
	# they are base's own and only counted.
	warns=$(warnings_of "$log" "$kb") || true
	own=$(printf '%s\n' "$warns" | sed -n 's/^own //p')
	old=$(printf '%s\n' "$warns" | grep -c '^base ' || true)
	if [ -n "$own" ]; then
		printf '%s\n' "$own" | sed -n 1,10p | sed 's/^/      /'
		fails+=("$name: W=1 warnings on lines the series adds (log: $log)")
		continue
	fi
	note=""
	[ "$old" = 0 ] || note=" ($old on lines of base in touched files)"
	summary+=("$name: ${#objs[@]} object(s) built with W=1, no warning on lines of the series$note")
	info "${summary[-1]}"
done

echo
for s in "${summary[@]}"; do echo "arch-check: $s"; done
for f in "${fails[@]}"; do echo "arch-check: FAILED: $f"; done
[ ${#fails[@]} -eq 0 ] || exit 1
echo "arch-check: passed"
