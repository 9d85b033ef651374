#!/usr/bin/env bash
# make series-check: every patch of 'series' must
#   1. pass scripts/checkpatch.pl --strict without ERROR or WARNING
#      (CHECKs are printed, not fatal); the cover letter is skipped.
#      checkpatch asks "does MAINTAINERS need updating?" (FILE_PATH_CHANGES)
#      of every patch that adds a file without touching MAINTAINERS; the
#      series touches MAINTAINERS once, so that question is answered here
#      instead: every file a patch adds must have a MAINTAINERS section
#      other than THE REST in $LINUX (get_maintainer.pl --sections);
#   2. build (nopreempt variant) when applied on base together with the
#      patches before it (bisectability). This happens in a detached git
#      worktree of $LINUX at $OUT/bisect/linux; $LINUX itself is not touched.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
need_tree

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

step "series-check: checkpatch --strict on $N patch(es)"
bad=0 i=0
for p in "${patches[@]}"; do
	i=$((i + 1))
	clog=$LOGS/checkpatch-$(basename "$p" .patch).log
	(cd "$LINUX" && perl scripts/checkpatch.pl --strict --color=never \
		--ignore FILE_PATH_CHANGES "$p") >"$clog" 2>&1 || true
	uncovered=$(new_files_without_maintainer "$p")
	tot=$(grep -E '^total: [0-9]+ errors, [0-9]+ warnings' "$clog" | tail -1)
	[ -n "$tot" ] || { echo "    $(basename "$p"): checkpatch gave no totals (log: $clog)"; bad=$((bad + 1)); continue; }
	e=$(echo "$tot" | sed -E 's/^total: ([0-9]+) errors.*/\1/')
	w=$(echo "$tot" | sed -E 's/.* ([0-9]+) warnings.*/\1/')
	printf '    %-60s %s\n' "$(basename "$p")" "$tot"
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
step "series-check: build after each patch in worktree $wt"
git -C "$LINUX" worktree prune
if git -C "$wt" rev-parse --is-inside-work-tree >/dev/null 2>&1 &&
	[ "$(git -C "$wt" rev-parse --git-common-dir)" -ef "$LINUX/.git" ]; then
	git -C "$wt" am --abort >/dev/null 2>&1 || true
	git -C "$wt" checkout -q -f --detach base
	git -C "$wt" clean -q -fdx
else
	rm -rf "$wt"
	mkdir -p "$(dirname "$wt")"
	git -C "$LINUX" worktree add -q --detach "$wt" base
fi
i=0 bfail=""
for p in "${patches[@]}"; do
	i=$((i + 1))
	name=$(basename "$p")
	if ! git -C "$wt" am -q --committer-date-is-author-date "$p" >"$LOGS/bisect-am.log" 2>&1; then
		git -C "$wt" am --abort >/dev/null 2>&1 || true
		bfail="patch $i/$N $name does not apply on base + the previous patches (log: $LOGS/bisect-am.log)"
		break
	fi
	step "series-check: [$i/$N] build nopreempt with $name"
	if ! SERIES_CONFIG_LAX=1 LINUX=$wt OUT=$OUT/bisect "$REPO/scripts/build.sh" nopreempt; then
		bfail="patch $i/$N $name breaks the build (log: $OUT/bisect/logs/build-nopreempt.log)"
		break
	fi
done

echo
[ $bad -eq 0 ] || echo "series-check: checkpatch: $bad patch(es) with errors/warnings (see above)"
[ -z "$bfail" ] || echo "series-check: bisect: $bfail"
if [ $bad -ne 0 ] || [ -n "$bfail" ]; then
	echo "series-check: FAILED"
	exit 1
fi
echo "series-check: $N patch(es), checkpatch clean, every step builds: passed"
