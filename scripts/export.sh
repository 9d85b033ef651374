#!/usr/bin/env bash
# make export: regenerate patches/ and 'series' from the commits base..HEAD
# of $LINUX. Deterministic: exporting an unchanged tree gives no diff.
# The cover letter subject/body come from cover-letter.txt (first line =
# subject, blank line, body); git's shortlog and diffstat are kept.
# A commit's git notes (checkpatch justifications) go below its --- line;
# make tree puts them back onto the commits.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
need_tree

g() { git -C "$LINUX" "$@"; }
g merge-base --is-ancestor base HEAD || die "$LINUX: HEAD does not descend from tag 'base'"
n=$(g rev-list --count base..HEAD)
step "export: $n commit(s) base..HEAD of $LINUX -> patches/ + series"
[ -z "$(g status --porcelain --untracked-files=no)" ] ||
	warn "$LINUX has uncommitted changes; they are NOT exported (commit them first)"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/export.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

if [ "$n" -gt 0 ]; then
	cover=$REPO/cover-letter.txt
	[ -f "$cover" ] || die "cover-letter.txt missing (first line = subject, blank line, body)"
	# The cover letter's From/Date come from the committer identity: pin
	# them to HEAD's committer so that the output is reproducible.
	export GIT_COMMITTER_NAME GIT_COMMITTER_EMAIL GIT_COMMITTER_DATE
	GIT_COMMITTER_NAME=$(g log -1 --format=%cn HEAD)
	GIT_COMMITTER_EMAIL=$(g log -1 --format=%ce HEAD)
	GIT_COMMITTER_DATE=$(g log -1 --format=%cI HEAD)
	g -c core.abbrev=12 -c diff.renames=true -c format.signoff=false \
		format-patch -q --cover-letter --numbered --notes \
		--base=base --no-attach --no-thread -o "$tmp" base..HEAD
	cl=$tmp/0000-cover-letter.patch
	[ -f "$cl" ] || die "git format-patch did not write a cover letter"
	python3 - "$cl" "$cover" <<'PY'
import sys
cl, cover = sys.argv[1], sys.argv[2]
lines = open(cover, encoding='utf-8').read().rstrip('\n').split('\n')
subject = lines[0].strip()
body = '\n'.join(lines[1:]).strip('\n')
if not subject:
    sys.exit('cover-letter.txt: first line (the subject) is empty')
text = open(cl, encoding='utf-8').read()
if '*** SUBJECT HERE ***' not in text or '*** BLURB HERE ***' not in text:
    sys.exit('cover letter placeholders not found')
text = text.replace('*** SUBJECT HERE ***', subject, 1)
text = text.replace('*** BLURB HERE ***', body, 1)
open(cl, 'w', encoding='utf-8').write(text)
PY
fi

mkdir -p "$REPO/patches"
# Replace the patch set: stale files (renamed/dropped commits) go away.
rm -f "$REPO"/patches/*.patch
for f in "$tmp"/*.patch; do
	[ -e "$f" ] || continue
	cp "$f" "$REPO/patches/"
done
( cd "$REPO/patches" && ls -1 ./*.patch 2>/dev/null | sed 's|^\./||' |
	grep -v -- '-cover-letter\.patch$' || true ) >"$REPO/series"
info "series: $(wc -l <"$REPO/series") patch(es); git -C $REPO status patches series:"
git -C "$REPO" status --short -- patches series | sed 's/^/    /'
