# Common helpers for the harness scripts. Sourced, not executed.
# Every script runs with the same variables the Makefile exports:
#   LINUX  kernel source tree (git, tag 'base')       default build/linux
#   OUT    kbuild output dirs, initramfs, logs        default build
#   HARNESS_T0  epoch seconds when the top-level command started

: "${LINUX:=build/linux}"
: "${OUT:=build}"
: "${HARNESS_T0:=$(date +%s)}"
export LINUX OUT HARNESS_T0

# The project repo (parent of scripts/).
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export REPO

# Absolute paths, so that scripts may cd freely.
abspath() { case $1 in /*) printf '%s\n' "$1" ;; *) printf '%s\n' "$PWD/$1" ;; esac; }
LINUX=$(abspath "$LINUX")
OUT=$(abspath "$OUT")
LOGS=$OUT/logs
mkdir -p "$LOGS"

elapsed() {
	local s=$(( $(date +%s) - HARNESS_T0 ))
	printf '%02d:%02d' $((s / 60)) $((s % 60))
}

# Step banner: ==> [02:13] build nopreempt
step() { printf '==> [%s] %s\n' "$(elapsed)" "$*"; }
info() { printf '    %s\n' "$*"; }
warn() { printf 'warning: %s\n' "$*" >&2; }
die()  { printf 'error: %s\n' "$*" >&2; exit 1; }

# Root or sudo prefix for package installation.
as_root() {
	if [ "$(id -u)" = 0 ]; then "$@"
	elif command -v sudo >/dev/null; then sudo "$@"
	else die "need root or sudo to run: $*"
	fi
}

# ccache: persistent across runs and across OUT dirs unless overridden.
export CCACHE_DIR=${CCACHE_DIR:-$HOME/.cache/ccache}
# Let identical sources in different directories (the series-check worktree)
# share cache entries: paths are rewritten relative to the build dir.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-/}
export CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-true}

# Settings live in the Makefile, which exports them; a script run on its own
# says which one it misses instead of using a second default.
need_settings() {
	local v
	for v; do
		[ -n "${!v+x}" ] || die "$v is not set: run this through make (settings and defaults: top of the Makefile), or export it"
	done
}

need_tree() {
	[ -f "$LINUX/Makefile" ] && [ -e "$LINUX/.git" ] ||
		die "$LINUX is not a kernel git tree; run 'make tree' first"
}

# The patch files 'series' lists, one absolute path per line, in order
# (blank lines, #comments and the cover letter left out).
series_patches() {
	local l
	[ -f "$REPO/series" ] || return 0
	while IFS= read -r l || [ -n "$l" ]; do
		l=${l%%#*}; l=$(echo "$l" | xargs)
		[ -n "$l" ] || continue
		case $l in *cover-letter*) continue ;; esac
		[ -f "$REPO/patches/$l" ] || die "series lists '$l' but patches/$l does not exist"
		echo "$REPO/patches/$l"
	done <"$REPO/series"
}
