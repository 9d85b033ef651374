#!/usr/bin/env bash
# make export: regenerate patches/<part>/ for every part the tree holds,
# from the commits of $LINUX: part/<first> holds base..part/<first>, each
# next part part/<previous>..part/<part> (branches that make tree made and
# 'git rebase -i' moves along, rebase.updateRefs). Commits after the last
# part's branch belong to that part (its branch moves to HEAD).
# Per part: the patches, its series file and 0000-cover-letter.patch, whose
# subject and text come from patches/<part>/cover-letter.txt (first line =
# subject, blank line, body) and whose base-commit/prerequisite-patch-id
# lines name base and the patches of the parts it needs, not of the parts
# it does not need. Deterministic: exporting an unchanged tree gives no
# diff. The one write to $LINUX: part/<last> moves to HEAD (see above).
# A commit's git notes (checkpatch justifications) go below its ---
# line; make tree puts them back onto the commits.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
need_tree
series_valid

g() { git -C "$LINUX" "$@"; }
g merge-base --is-ancestor base HEAD || die "$LINUX: HEAD does not descend from tag 'base'"
[ -z "$(g status --porcelain --untracked-files=no)" ] ||
	warn "$LINUX has uncommitted changes; they are NOT exported (commit them first)"

# The parts in the tree: those of 'series' with a part/ branch, in order.
parts=()
for p in $(part_names); do
	g rev-parse -q --verify "refs/heads/part/$p" >/dev/null && parts+=("$p")
done
[ ${#parts[@]} -gt 0 ] || die "$LINUX has no part/<name> branches (the parts in 'series': $(part_names | xargs));
       run 'make tree' (FORCE=1 after exporting nothing) to make them"
# make tree records the parts it applied: a part whose branch is gone
# would otherwise be exported silently as a piece of the next one.
made=$(g config --get harness.parts || true)
[ -z "$made" ] || [ "$made" = "${parts[*]}" ] ||
	die "$LINUX was made with the parts '$made' but has part/ branches for '${parts[*]}' only:
       recreate the missing branch (git -C $LINUX branch part/<name> <its last commit>)"
last=${parts[-1]}
if [ "$(g rev-parse "part/$last")" != "$(g rev-parse HEAD)" ]; then
	g merge-base --is-ancestor "part/$last" HEAD ||
		die "HEAD does not descend from part/$last: point the part/ branches at the last commit of each part
       (git -C $LINUX branch -f part/<name> <commit>)"
	info "$(g rev-list --count "part/$last..HEAD") commit(s) after part/$last: they join part '$last'"
	g branch -q -f "part/$last" HEAD
fi

# The prerequisite-patch-id values format-patch --base=base gives for base..$1.
prereqs() {
	local next
	[ "$1" != base ] || return 0
	next=$(g rev-list --reverse "$1..HEAD" | sed -n 1p)
	[ -n "$next" ] || die "prereqs: no commit after $1"
	g format-patch --stdout --base=base -1 "$next" | sed -n 's/^prerequisite-patch-id: //p'
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/export.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# The cover letter's From/Date come from the committer identity: pinned
# to the author of each part's last commit, so that the output does not
# change with a rebase.
export GIT_COMMITTER_NAME GIT_COMMITTER_EMAIL GIT_COMMITTER_DATE
prev=base
step "export: ${#parts[@]} part(s) of $LINUX -> patches/<part>/"
for p in "${parts[@]}"; do
	tip=part/$p
	g merge-base --is-ancestor "$prev" "$tip" ||
		die "part/$p does not descend from $prev: the part/ branches must follow each other as the parts in 'series'"
	n=$(g rev-list --count "$prev..$tip")
	[ "$n" -gt 0 ] || die "part '$p' is empty ($prev..$tip): drop it from 'series' or give it its commits"
	d=$REPO/patches/$p
	cover=$d/cover-letter.txt
	[ -f "$cover" ] || die "$cover missing (first line = subject, blank line, body)"
	GIT_COMMITTER_NAME=$(g log -1 --format=%an "$tip")
	GIT_COMMITTER_EMAIL=$(g log -1 --format=%ae "$tip")
	GIT_COMMITTER_DATE=$(g log -1 --format=%aI "$tip")
	mkdir -p "$tmp/$p"
	# Each posting goes to its own maintainers (To) and reviewers and
	# lists (Cc), as get_maintainer.pl of the tree names them for the
	# part's commits.
	g format-patch -q -o "$tmp/$p.gm" "$prev..$tip"
	rcpt=()
	# get_maintainer.pl lists in Perl's hash order: fixed seed, stable output.
	export PERL_HASH_SEED=0 PERL_PERTURB_KEYS=0
	while IFS= read -r a; do [ -z "$a" ] || rcpt+=(--to="$a"); done < <(cd "$LINUX" &&
		perl scripts/get_maintainer.pl --no-git --no-git-fallback --no-rolestats \
			--m --nor --nol "$tmp/$p.gm"/*.patch 2>/dev/null)
	while IFS= read -r a; do
		[ -z "$a" ] || printf '%s\n' "${rcpt[@]}" | grep -qxF -- "--to=$a" || rcpt+=(--cc="$a")
	done < <(cd "$LINUX" &&
		perl scripts/get_maintainer.pl --no-git --no-git-fallback --no-rolestats \
			--nom --r --l "$tmp/$p.gm"/*.patch 2>/dev/null)
	g -c core.abbrev=12 -c diff.renames=true -c format.signoff=false \
		format-patch -q --cover-letter --numbered --notes \
		--base=base --no-attach --no-thread "${rcpt[@]}" -o "$tmp/$p" "$prev..$tip"
	# Prerequisites that are not: the patches of earlier parts this one
	# does not need (it applies on base without them). Their ids are
	# taken from format-patch itself, which alone knows how it computes
	# them: prereqs R lists the ids of base..R.
	needs=" $(part_needs "$p" | xargs) "
	q=base
	for e in $(part_names); do
		[ "$e" != "$p" ] || break
		g rev-parse -q --verify "refs/heads/part/$e" >/dev/null || continue
		case $needs in *" $e "*) ;; *)
			comm -13 <(prereqs "$q" | sort) <(prereqs "part/$e" | sort) ;;
		esac
		q=part/$e
	done >"$tmp/$p.unneeded"
	python3 - "$tmp/$p/0000-cover-letter.patch" "$cover" "$tmp/$p.unneeded" <<'PY'
import sys
cl, cover, unneeded = sys.argv[1:4]
drop = set(open(unneeded).read().split())
lines = open(cover, encoding='utf-8').read().rstrip('\n').split('\n')
subject = lines[0].strip()
body = '\n'.join(lines[1:]).strip('\n')
if not subject:
    sys.exit(cover + ': first line (the subject) is empty')
text = open(cl, encoding='utf-8').read()
if '*** SUBJECT HERE ***' not in text or '*** BLURB HERE ***' not in text:
    sys.exit(cl + ': cover letter placeholders not found')
text = text.replace('*** SUBJECT HERE ***', subject, 1)
text = text.replace('*** BLURB HERE ***', body, 1)
text = '\n'.join(l for l in text.split('\n')
                 if not (l.startswith('prerequisite-patch-id: ') and l.split()[1] in drop))
open(cl, 'w', encoding='utf-8').write(text)
PY
	# Replace the part's patch set: stale files (renamed/dropped commits) go.
	rm -f "$d"/*.patch
	cp "$tmp/$p"/*.patch "$d/"
	( cd "$d" && ls -1 ./*.patch | sed 's|^\./||' | grep -v -- '-cover-letter\.patch$' ) >"$d/series"
	info "$p: $n patch(es) ($prev..$tip)"
	prev=$tip
done
info "git -C $REPO status patches:"
git -C "$REPO" status --short -- patches | sed 's/^/    /'
