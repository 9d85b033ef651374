#!/usr/bin/env bash
# make tree: $LINUX = base (scripts/base.sh) + the parts of the series
# (PARTS: the parts named and the parts they need; default every part), one
# commit per patch, a branch part/<name> at the last commit of each part and
# master at HEAD. With rebase.updateRefs set in $LINUX, 'git rebase -i' keeps
# the part/ branches on their parts' last commits (make export reads them).
# Never destroys work: if $LINUX holds commits after 'base' or uncommitted
# changes that differ from base+series, refuse (FORCE=1 overrides; the old
# state is then kept on a backup branch and in the stash).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
series_valid

FORCE=${FORCE:-0}

# Patch files named in 'series' (blank lines and #comments ignored).
list=$(series_patches) || exit 1
patches=()
[ -z "$list" ] || mapfile -t patches <<<"$list"
parts=$(selected_parts | xargs) || exit 1
step "tree: $LINUX = base + ${#patches[@]} patch(es) of part(s) $parts"

g() { git -C "$LINUX" "$@"; }

# Expected tree object of base+series, computed in a throw-away index
# (never touches $LINUX's index, HEAD or working tree).
expected_tree() {
	local idx rc=0
	idx=$(mktemp "${TMPDIR:-/tmp}/tree-idx.XXXXXX")
	GIT_INDEX_FILE=$idx g read-tree base
	for p in "${patches[@]}"; do
		GIT_INDEX_FILE=$idx g apply --cached "$p" 2>/dev/null || { rc=1; break; }
	done
	[ $rc -eq 0 ] && GIT_INDEX_FILE=$idx g write-tree
	rm -f "$idx"
	return $rc
}

# part/<name> at the last commit of each selected part (counted from base:
# the tree holds exactly their patches, in order); stale part/ branches go.
mark_parts() {
	local p n=0 b
	for b in $(g for-each-ref --format='%(refname:short)' refs/heads/part/); do
		case " $parts " in *" ${b#part/} "*) ;; *) g branch -q -D "$b" ;; esac
	done
	for p in $parts; do
		n=$((n + $(part_patches "$p" | wc -l)))
		g branch -q -f "part/$p" "$(g rev-list --reverse base..HEAD | sed -n "${n}p")"
	done
	g config rebase.updateRefs true
	# make export checks the part/ branches against this.
	g config harness.parts "$parts"
}

backup_and_reset() {
	local b
	b=backup/$(date +%Y%m%d-%H%M%S)
	g branch "$b" HEAD
	info "FORCE=1: old HEAD kept as branch $b"
	if [ -n "$(g status --porcelain)" ]; then
		g stash push -u -q -m "tree.sh FORCE=1 $(date)"
		info "FORCE=1: uncommitted changes saved: git -C $LINUX stash list"
	fi
	g checkout -q --detach base 2>/dev/null || g checkout -q -f --detach base
	g checkout -q -B master base
}

if [ -d "$LINUX/.git" ]; then
	[ ! -d "$LINUX/.git/rebase-apply" ] && [ ! -d "$LINUX/.git/rebase-merge" ] ||
		die "$LINUX: a git am/rebase is in progress; finish or abort it first"
	debver=$(dpkg-query -W -f='${Version}' linux-source-6.12 2>/dev/null || echo '?')
	have=$(g tag -l --format='%(contents:subject)' base 2>/dev/null || true)
	if [ "$have" != "base: linux-source-6.12 $debver, optprobes stripped" ]; then
		# base.sh would rebuild (rm -rf) the tree: only allowed without work.
		work=$(g rev-list --count base..HEAD 2>/dev/null || echo unknown)
		dirty=$(g status --porcelain | head -1)
		if { [ "$work" != 0 ] || [ -n "$dirty" ]; } && [ "$FORCE" != 1 ]; then
			die "$LINUX has base '$have' but linux-source-6.12 is now $debver; rebuilding
       would delete its commits/changes. Export them first (make export) or FORCE=1."
		fi
	fi
fi

"$REPO/scripts/base.sh" "$LINUX"

ncommits=$(g rev-list --count base..HEAD)
dirty=$(g status --porcelain --untracked-files=normal | head -5)
if ! g merge-base --is-ancestor base HEAD; then
	ncommits=unrelated
fi

want=$(expected_tree) || want=""
head_tree=$(g rev-parse 'HEAD^{tree}')

if [ -z "$dirty" ] && [ "$ncommits" = "${#patches[@]}" ] && [ -n "$want" ] && [ "$head_tree" = "$want" ]; then
	info "tree already equals base+series (${#patches[@]} patch(es)); reusing it"
	if [ ${#patches[@]} -gt 0 ]; then
		subj_tree=$(g log --reverse --format=%s base..HEAD)
		# Long subjects are folded over two header lines: unfold first.
		subj_series=$(for p in "${patches[@]}"; do
			awk '/^Subject: / { s = $0; while ((getline l) > 0 && l ~ /^[ \t]/) s = s l; print s; exit }' "$p" |
				sed 's/^Subject: \(\[[^]]*\] \)\{0,1\}//; s/[ \t][ \t]*/ /g'; done)
		[ "$subj_tree" = "$subj_series" ] ||
			warn "commit subjects in $LINUX differ from patches/; run 'make export' to update patches/"
	fi
	# Part branches are only made here when missing: after a rebase they
	# are what make export goes by.
	for p in $parts; do
		g rev-parse -q --verify "refs/heads/part/$p" >/dev/null || { mark_parts; break; }
	done
	exit 0
fi

if [ "$ncommits" != 0 ] || [ -n "$dirty" ]; then
	if [ "$FORCE" != 1 ]; then
		[ -n "$want" ] || warn "the series does not even apply to base (see below)"
		msg="$LINUX has work that differs from base+series:
       commits after base: $ncommits (series has ${#patches[@]})"
		[ -z "$dirty" ] || msg="$msg
       uncommitted changes:
$(echo "$dirty" | sed 's/^/         /')"
		die "$msg
       Refusing to overwrite it. Either:
         make export     # turn the commits into patches/ + series, or
         SKIP_TREE=1     # (make check/demo) use $LINUX exactly as it is, or
         FORCE=1         # reset to base+series (old HEAD kept on a backup branch)"
	fi
	backup_and_reset
fi

# Here HEAD == base and the tree is clean: apply the series.
g checkout -q -B master HEAD
# Notes below a patch's --- line ride along with rebase and commit --amend,
# and any format-patch of the tree shows them.
g config notes.rewriteRef refs/notes/commits
g config format.notes true
i=0
for p in "${patches[@]}"; do
	i=$((i + 1))
	if ! g am -q --committer-date-is-author-date "$p" >"$LOGS/tree-am.log" 2>&1; then
		g am --abort >/dev/null 2>&1 || true
		cat "$LOGS/tree-am.log" >&2
		die "patch $i/${#patches[@]} $(basename "$p") does not apply to base + the $((i - 1)) before it
       (log: $LOGS/tree-am.log); $LINUX left at the last good patch"
	fi
	# The patch's notes (what format-patch --notes put below the ---
	# line: checkpatch justifications) go back onto the commit.
	notes=$(awk '/^---$/ { below = 1; next }
		below && /^Notes:$/ { on = 1; next }
		on && /^$/ { exit }
		on { sub(/^    /, ""); print }
		/^diff --git / { exit }' "$p")
	[ -z "$notes" ] || g notes add -f -m "$notes" HEAD
	info "applied $(basename "$p")"
done
[ $i -eq 0 ] || mark_parts
info "tree ready: $(g rev-parse --short HEAD) = base + $i patch(es); parts: $parts (branches part/<name>)"
