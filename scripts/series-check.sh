#!/usr/bin/env bash
# make series-check: the series, part by part (PARTS: the parts named, each
# on the parts it needs; default every part, each alone and all together).
#   1. every patch passes scripts/checkpatch.pl --strict without ERROR or
#      WARNING (CHECKs are printed, not fatal); cover letters are skipped.
#      checkpatch asks "does MAINTAINERS need updating?" (FILE_PATH_CHANGES)
#      of every patch that adds a file without touching MAINTAINERS; a part
#      touches MAINTAINERS at most once, so that question is answered here
#      instead: every file a patch adds must have a MAINTAINERS section
#      other than THE REST in $LINUX (get_maintainer.pl --sections).
#      UNKNOWN_COMMIT_ID is ignored: base is a tarball without mainline's
#      history, so no Fixes: id can be found in it (ids and subjects are
#      checked against upstream by hand, see the patch's changelog);
#   2. every step builds (nopreempt variant, bisectability), in a detached
#      git worktree of $LINUX at $OUT/bisect/linux ($LINUX is not touched):
#      all parts applied in order with a build after every patch, then each
#      part that needs fewer parts than those before it applied alone on
#      what it needs, with a build after each of its own patches;
#   3. without PARTS: scripts/arch-check.sh on the whole series ($LINUX's
#      HEAD): W=1 builds of the files it touches on other configs/arches.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
need_tree
series_valid

sel=$(selected_parts | xargs) || exit 1
# Which parts to check alone: those named (PARTS), or every part.
named=${PARTS:-$sel}
list=$(series_patches) || exit 1
patches=()
[ -z "$list" ] || mapfile -t patches <<<"$list"
N=${#patches[@]}
if [ "$N" -eq 0 ]; then
	step "series-check: series is empty, nothing to check"
	echo "series-check: 0 patches, passed"
	exit 0
fi

# ---- 1. checkpatch ----------------------------------------------------------
# The files patch $1 adds that no MAINTAINERS section but THE REST covers.
new_files_without_maintainer() {
	local f out=""
	for f in $(awk '/^diff --git /{f=$4; sub(/^b\//, "", f)}
		/^new file mode/{print f}' "$1"); do
		(cd "$LINUX" && perl scripts/get_maintainer.pl --no-git \
			--no-git-fallback --sections -f "$f" 2>/dev/null) |
			grep -Ev '^([A-Z]:|$)' | grep -qv '^THE REST' || out="$out $f"
	done
	echo "${out# }"
}

step "series-check: checkpatch --strict on $N patch(es) of part(s) $sel"
bad=0 i=0
for p in "${patches[@]}"; do
	i=$((i + 1))
	clog=$LOGS/checkpatch-$(basename "$(dirname "$p")")-$(basename "$p" .patch).log
	(cd "$LINUX" && perl scripts/checkpatch.pl --strict --color=never \
		--ignore FILE_PATH_CHANGES,UNKNOWN_COMMIT_ID "$p") >"$clog" 2>&1 || true
	uncovered=$(new_files_without_maintainer "$p")
	tot=$(grep -E '^total: [0-9]+ errors, [0-9]+ warnings' "$clog" | tail -1)
	[ -n "$tot" ] || { echo "    $(basename "$p"): checkpatch gave no totals (log: $clog)"; bad=$((bad + 1)); continue; }
	e=$(echo "$tot" | sed -E 's/^total: ([0-9]+) errors.*/\1/')
	w=$(echo "$tot" | sed -E 's/.* ([0-9]+) warnings.*/\1/')
	printf '    %-72s %s\n' "$(basename "$(dirname "$p")")/$(basename "$p")" "$tot"
	if [ -n "$uncovered" ]; then
		echo "      new file(s) without a MAINTAINERS section: $uncovered"
		bad=$((bad + 1))
	fi
	if [ "$e" != 0 ] || [ "$w" != 0 ]; then
		grep -E -A4 '^(ERROR|WARNING):' "$clog" | sed 's/^/      /'
		echo "      (full report: $clog)"
		bad=$((bad + 1))
	elif grep -q '^CHECK:' "$clog"; then
		grep -E '^CHECK:' "$clog" | sed 's/^/      /'
	fi
done

# ---- 2. bisectability -------------------------------------------------------
wt=$OUT/bisect/linux
git -C "$LINUX" worktree prune
# Each step is checked: run_stack is called in an && / || list, where
# bash does not apply set -e inside the function.
reset_worktree() {
	if git -C "$wt" rev-parse --is-inside-work-tree >/dev/null 2>&1 &&
		[ "$(git -C "$wt" rev-parse --git-common-dir)" -ef "$LINUX/.git" ]; then
		git -C "$wt" am --abort >/dev/null 2>&1 || true
		git -C "$wt" checkout -q -f --detach base &&
			git -C "$wt" clean -q -fdx
	else
		rm -rf "$wt" && mkdir -p "$(dirname "$wt")" &&
			git -C "$LINUX" worktree add -q --detach "$wt" base
	fi
}

# run_stack <label> <parts to apply without building> -- <parts to build
# after each patch>: applies on base, in order; sets bfail on a failure.
bfail="" results=()
run_stack() {
	local label=$1 p f t i=0 n mode=apply; shift
	local -a todo=()
	for p; do
		[ "$p" != -- ] || { mode=build; continue; }
		for f in $(part_patches "$p"); do todo+=("$mode:$p:$f"); done
	done
	n=$(printf '%s\n' "${todo[@]}" | grep -c '^build:')
	step "series-check: $label: $n build(s) in worktree $wt"
	reset_worktree || { bfail="$label: could not reset the worktree $wt to base"; return 1; }
	for t in "${todo[@]}"; do
		mode=${t%%:*}; t=${t#*:}; p=${t%%:*}; f=${t#*:}
		if ! git -C "$wt" am -q --committer-date-is-author-date "$f" >"$LOGS/bisect-am.log" 2>&1; then
			git -C "$wt" am --abort >/dev/null 2>&1 || true
			bfail="$label: $p/$(basename "$f") does not apply (log: $LOGS/bisect-am.log)"
			return 1
		fi
		[ "$mode" = build ] || continue
		i=$((i + 1))
		step "series-check: $label: [$i/$n] build nopreempt with $p/$(basename "$f")"
		if ! SERIES_CONFIG_LAX=1 LINUX=$wt OUT=$OUT/bisect "$REPO/scripts/build.sh" nopreempt; then
			bfail="$label: $p/$(basename "$f") breaks the build (log: $OUT/bisect/logs/build-nopreempt.log)"
			return 1
		fi
	done
	results+=("$label: $n step(s) build")
}

together=""
if [ -z "${PARTS:-}" ]; then
	# shellcheck disable=SC2086
	run_stack "all parts" -- $sel && together=1
fi
before=""
for p in $(part_names); do
	case " $named " in *" $p "*) ;; *) before="$before $p"; continue ;; esac
	[ -z "$bfail" ] || break
	needs=$(part_needs "$p" | xargs)
	if [ -n "$together" ] && [ "$needs" = "$(echo $before | xargs)" ]; then
		results+=("part $p: applies on what precedes it (${needs:-base}): checked with all parts")
	else
		# shellcheck disable=SC2086
		run_stack "part $p on ${needs:-base}" $needs -- "$p" || true
	fi
	before="$before $p"
done

# ---- 3. other configurations and architectures ----------------------------
afail=""
if [ -z "${PARTS:-}" ] && [ -z "$bfail" ]; then
	if "$REPO/scripts/arch-check.sh"; then
		results+=("arch-check: every configuration and architecture builds (W=1)")
	else
		afail="arch-check failed (see above; logs: $LOGS/arch-*.log)"
	fi
fi

echo
for r in "${results[@]}"; do echo "series-check: $r"; done
[ $bad -eq 0 ] || echo "series-check: checkpatch: $bad patch(es) with errors/warnings (see above)"
[ -z "$bfail" ] || echo "series-check: bisect: $bfail"
[ -z "$afail" ] || echo "series-check: $afail"
if [ $bad -ne 0 ] || [ -n "$bfail" ] || [ -n "$afail" ]; then
	echo "series-check: FAILED"
	exit 1
fi
echo "series-check: part(s) $named ($N patch(es)): checkpatch clean, every step builds: passed"
