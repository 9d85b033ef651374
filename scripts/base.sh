#!/usr/bin/env bash
# Create build/linux: Debian's linux-source-6.12 with mainline's jump
# optimization stripped, committed and tagged 'base'. Deterministic: the same
# tarball gives the same tree and the same commit id.
# Usage: base.sh <dest-dir>   (default: build/linux)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
dest=${1:-build/linux}
tarball=/usr/src/linux-source-6.12.tar.xz

[ -f "$tarball" ] || { echo "base: $tarball missing; run scripts/deps.sh (or 'make deps')" >&2; exit 1; }
debver=$(dpkg-query -W -f='${Version}' linux-source-6.12)
echo "base: linux-source-6.12 Debian version $debver"

if [ -d "$dest/.git" ] && git -C "$dest" rev-parse -q --verify refs/tags/base >/dev/null; then
	have=$(git -C "$dest" tag -l --format='%(contents:subject)' base)
	if [ "$have" = "base: linux-source-6.12 $debver, optprobes stripped" ]; then
		echo "base: $dest already holds this base; reusing it"
		exit 0
	fi
	echo "base: $dest holds '$have', not $debver: rebuilding it" >&2
fi

tmp="$dest.tmp"
rm -rf "$tmp"
mkdir -p "$tmp"
tar -xJf "$tarball" -C "$tmp" --strip-components=1
"$here/strip-optprobes.sh" "$tmp"

export GIT_AUTHOR_NAME="optprobes base" GIT_AUTHOR_EMAIL="base@optprobes.invalid"
export GIT_COMMITTER_NAME="$GIT_AUTHOR_NAME" GIT_COMMITTER_EMAIL="$GIT_AUTHOR_EMAIL"
export GIT_AUTHOR_DATE="2024-11-17T00:00:00Z" GIT_COMMITTER_DATE="2024-11-17T00:00:00Z"
git -C "$tmp" init -q -b master
git -C "$tmp" config user.name "$GIT_AUTHOR_NAME"
git -C "$tmp" config user.email "$GIT_AUTHOR_EMAIL"
# The tarball ships no .gitignore-excluded build products; add everything.
git -C "$tmp" add -A -f
git -C "$tmp" commit -q -m "base: linux-source-6.12 $debver, optprobes stripped" \
	-m "Debian package linux-source-6.12 version $debver with CONFIG_OPTPROBES removed
by scripts/strip-optprobes.sh."
git -C "$tmp" tag -a -m "base: linux-source-6.12 $debver, optprobes stripped" base

rm -rf "$dest"
mv "$tmp" "$dest"
echo "base: $dest at $(git -C "$dest" rev-parse --short base)"
