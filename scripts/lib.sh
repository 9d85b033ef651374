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

# The series comes in parts, one posting each. 'series' lists them in the
# order they apply on base, each with the parts it needs ("<part> [needs
# <part>...]"; blank lines and #comments ignored); patches/<part>/series
# lists the part's patch files and patches/<part>/cover-letter.txt holds its
# cover letter (subject line, blank line, body). A part applies on base
# with the parts it needs, or after all the parts before it.

# Every part, in order: "<part> <needed part>..." per line. Call
# series_valid first in the script itself: a die in here only ends the
# command substitution it runs in.
series_parts() {
	local l name
	local -a w
	[ -f "$REPO/series" ] || return 0
	while IFS= read -r l || [ -n "$l" ]; do
		l=${l%%#*}
		read -r -a w <<<"$l" || true
		[ ${#w[@]} -gt 0 ] || continue
		name=${w[0]}
		[ -d "$REPO/patches/$name" ] || die "series lists part '$name' but patches/$name/ does not exist"
		[ "${w[1]:-needs}" = needs ] || die "series: part '$name': expected 'needs <part>...' after the name, got '${w[1]}'"
		echo "$name ${w[*]:2}"
	done <"$REPO/series"
}

# Dies (in the calling shell) unless 'series' is well formed: every part
# has its directory, appears once, and needs only parts listed before it.
series_valid() {
	local all seen=" " p n
	all=$(series_parts) || exit 1
	while read -r p rest; do
		[ -n "$p" ] || continue
		case $seen in *" $p "*) die "series: part '$p' is listed twice" ;; esac
		for n in $rest; do
			case $seen in *" $n "*) ;; *) die "series: part '$p' needs '$n', which is not a part listed before it" ;; esac
		done
		seen="$seen$p "
	done <<<"$all"
}

# The names of every part, in order.
part_names() { series_parts | awk '{ print $1 }'; }

# The parts $@ need, directly or not, and the parts themselves, in series
# order (no argument: every part). Dies on an unknown part.
part_closure() {
	local all want p
	all=$(series_parts) || exit 1
	[ $# -gt 0 ] || { echo "$all" | awk 'NF { print $1 }'; return 0; }
	for p; do echo "$all" | awk -v p="$p" '$1 == p { f = 1 } END { exit !f }' ||
		die "unknown part '$p' (the parts, in 'series': $(echo "$all" | awk '{ print $1 }' | xargs))"; done
	want=" $* "
	# Needs point backwards, so one walk from the end closes the set.
	while read -r p rest; do
		case $want in *" $p "*) want="$want $rest " ;; esac
	done < <(echo "$all" | tac)
	echo "$all" | awk -v w="$want" 'BEGIN { n = split(w, a, " "); for (i = 1; i <= n; i++) in_[a[i]] = 1 }
		$1 in in_ { print $1 }'
}

# The parts part $1 needs (directly or not), in order, without $1 itself.
part_needs() { part_closure "$1" | grep -vx -- "$1" || true; }

# The patch files of part $1, one absolute path per line, in order.
part_patches() {
	local l d=$REPO/patches/$1
	[ -f "$d/series" ] || die "part '$1': $d/series is missing (make export writes it)"
	while IFS= read -r l || [ -n "$l" ]; do
		l=${l%%#*}; l=$(echo "$l" | xargs)
		[ -n "$l" ] || continue
		case $l in *cover-letter*) continue ;; esac
		[ -f "$d/$l" ] || die "patches/$1/series lists '$l' but patches/$1/$l does not exist"
		echo "$d/$l"
	done <"$d/series"
}

# The parts selected by $PARTS (empty: all) with what they need, in order.
selected_parts() {
	# shellcheck disable=SC2086
	part_closure ${PARTS:-}
}

# The patch files of the selected parts, in the order they apply.
series_patches() {
	local p
	for p in $(selected_parts); do part_patches "$p"; done
}

# quick_boot <name> <bzImage> <initrd> <kernel args> <what ran>: the quick
# loops' boot (make kunit, make guest-test): QEMU with the extra kernel
# arguments, then results.py on the console as make check judges it;
# dies unless something passed and nothing failed. Log: $LOGS/<name>.log.
quick_boot() {
	local name=$1 image=$2 initrd=$3 args=$4 what=$5 log=$LOGS/$1.log rc=0
	step "boot: $what (log: $log)"
	CMDLINE_EXTRA="${CMDLINE_EXTRA:-} $args" \
		"$REPO/scripts/run-qemu.sh" "$image" "$initrd" "$log" || rc=$?
	info "QEMU exited rc=$rc"
	step "results"
	python3 "$REPO/scripts/results.py" "$name" "$log" "$LINUX" "$OUT/results" ||
		die "results.py failed on $log"
	# shellcheck disable=SC1090
	. <(sed 's/^/r_/' "$OUT/results/$name.result")
	[ "$r_passed" -gt 0 ] || die "nothing of '$what' passed; see $log"
	[ "$r_failed" = 0 ] || die "$r_failed failure(s); see the FAIL lines above and $log"
}
