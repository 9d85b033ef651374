#!/usr/bin/env bash
# Source trees for make bench, under $BENCH_OUT (default $OUT/bench):
#   baseline/linux  build/linux at tag 'base'    (int3 kprobes only)
#   series/linux    build/linux at master/HEAD   (our series)
#   mainline/linux  /usr/src/linux-source-6.12.tar.xz unmodified (extracted once)
# Each kernel builds in <kernel>/kbuild-nopreempt: the compiler sees the
# source as ../linux, like make check's build/kbuild-nopreempt of build/linux,
# so ccache (CCACHE_BASEDIR=/) shares objects of identical files and configs.
# baseline/series are local clones of $LINUX (objects hard-linked, read-only
# for $LINUX) rather than worktrees: scripts/lib.sh need_tree wants a .git
# directory, and a worktree has a .git file. Rerunning only checks out what
# changed, so the builds stay incremental.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
need_tree
need_settings BENCH_OUT
B=$BENCH_OUT
mkdir -p "$B"
SERIES_REV=${SERIES_REV:-master}

clone_at() {  # <dir> <rev-in-$LINUX>
	local d=$1 rev=$2 sha
	sha=$(git -C "$LINUX" rev-parse --verify "$rev^{commit}")
	if [ ! -d "$d/.git" ]; then
		rm -rf "$d"
		git clone -q --no-checkout "$LINUX" "$d"
	fi
	git -C "$d" fetch -q --tags --force "$LINUX" "+refs/heads/*:refs/remotes/origin/*"
	# checkout only touches files that differ: the build stays incremental
	if [ "$(git -C "$d" rev-parse -q --verify HEAD 2>/dev/null)" != "$sha" ] ||
		[ -n "$(git -C "$d" status --porcelain --untracked-files=no)" ]; then
		git -C "$d" checkout -q --force --detach "$sha"
	fi
	info "$(basename "$(dirname "$d")"): $rev = $(git -C "$d" log -1 --format='%h %s')"
}

mkdir -p "$B/baseline" "$B/series" "$B/mainline"
clone_at "$B/baseline/linux" base
clone_at "$B/series/linux" "$SERIES_REV"

tarball=/usr/src/linux-source-6.12.tar.xz
m=$B/mainline/linux
if [ ! -f "$m/.bench-extracted" ] || [ "$(cat "$m/.bench-extracted")" != "$(stat -c %s-%Y "$tarball")" ]; then
	step "extract $tarball -> $m"
	rm -rf "$m" "$m.tmp"
	mkdir -p "$m.tmp"
	tar -xJf "$tarball" -C "$m.tmp" --strip-components=1
	# need_tree wants a .git dir; an empty repo also keeps setlocalversion quiet
	git -C "$m.tmp" init -q
	stat -c %s-%Y "$tarball" >"$m.tmp/.bench-extracted"
	mv "$m.tmp" "$m"
fi
info "mainline: $tarball ($(dpkg-query -W -f='${Version}' linux-source-6.12))"
