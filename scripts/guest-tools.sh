#!/usr/bin/env bash
# Real kprobe clients for the guest (guest/tests/6*-*.sh): Debian's perf,
# bpftrace and bpftool, and guest/tools/optprobe-count, optprobe-bpfbench
# and usdt_count (libbpf programs, built here with Debian's clang -target
# bpf, bpftool gen skeleton and gcc, linked statically; optprobe-bpfbench is
# make bench's) and usdt_sites (USDT probes of each site form, <sys/sdt.h>
# of systemtap-sdt-dev). Prints gen_init_cpio lines that put the binaries in
# /usr/bin and every shared library they load (ldd) at its path.
# Usage: guest-tools.sh <work-dir>     (the guest/tools programs are built there)
set -euo pipefail
. "$(dirname "$0")/lib.sh"

wd=$(abspath "${1:?usage: guest-tools.sh <work-dir>}")
mkdir -p "$wd"

# Debian's /usr/bin/perf is a wrapper that picks perf_<version> by uname -r
# where several are installed (trixie); bookworm's linux-perf installs the
# binary itself there. Take a versioned binary if there is one.
perf=
for p in /usr/bin/perf_[0-9]* /usr/lib/linux-tools*/perf /usr/bin/perf; do
	[ -x "$p" ] && file -L "$p" | grep -q ELF && { perf=$p; break; }
done
[ -n "$perf" ] || die "no perf binary (ELF) found; run 'make deps' (linux-perf)"
bins=("$perf:perf" "$(command -v bpftrace):bpftrace" "$(command -v bpftool || echo /usr/sbin/bpftool):bpftool")
for b in "${bins[@]}"; do
	[ -x "${b%:*}" ] || die "${b%:*} missing; run 'make deps' (bpftrace, bpftool)"
done

# the guest/tools programs, rebuilt when a source or the toolchain changed
src=$REPO/guest/tools
sdt=/usr/include/$(gcc -print-multiarch)/sys/sdt.h
[ -f "$sdt" ] || die "$sdt missing; run 'make deps' (systemtap-sdt-dev)"
tools=(optprobe-count optprobe-bpfbench usdt_count usdt_sites)
stamp=$(cat "$src"/optprobe_count.c "$src"/optprobe_bpfbench.c "$src"/optprobe_count.bpf.c \
	"$src"/usdt_count.c "$src"/usdt_count.bpf.c "$src"/usdt_sites.c "$sdt" \
	/usr/include/bpf/libbpf_version.h |
	{ cat; clang --version | head -1; gcc --version | head -1; } | sha256sum | cut -d' ' -f1)
# bpf_skeleton <name>: $src/<name>.bpf.c -> $wd/<name>.skel.h (clang -target
# bpf, bpftool gen skeleton; the skeleton is named <name>_bpf)
bpf_skeleton() {
	clang -O2 -g -Wall -target bpf -D__TARGET_ARCH_x86 \
		-I"/usr/include/$(gcc -print-multiarch)" \
		-c "$src/$1.bpf.c" -o "$wd/$1.bpf.o" ||
		die "clang -target bpf failed on $src/$1.bpf.c"
	bpftool gen skeleton "$wd/$1.bpf.o" name "$1_bpf" >"$wd/$1.skel.h" ||
		die "bpftool gen skeleton failed on $wd/$1.bpf.o"
}
# link_libbpf <source> <binary>: a static libbpf program in $wd
link_libbpf() {
	gcc -O2 -Wall -Wextra -Werror -I"$wd" -o "$wd/$2" "$src/$1" -static -lbpf -lelf -lz ||
		die "cannot link $2 (libbpf-dev, libelf-dev, zlib1g-dev: make deps)"
}
built=1
for t in "${tools[@]}"; do [ -x "$wd/$t" ] || built=0; done
if [ $built = 0 ] || [ "$(cat "$wd/stamp" 2>/dev/null)" != "$stamp" ]; then
	for t in "${tools[@]}"; do rm -f "$wd/$t"; done
	rm -f "$wd/stamp"
	bpf_skeleton optprobe_count
	link_libbpf optprobe_count.c optprobe-count
	link_libbpf optprobe_bpfbench.c optprobe-bpfbench
	bpf_skeleton usdt_count
	link_libbpf usdt_count.c usdt_count
	gcc -O2 -Wall -Wextra -Werror -o "$wd/usdt_sites" "$src/usdt_sites.c" -static -pthread ||
		die "cannot build usdt_sites (systemtap-sdt-dev: make deps)"
	echo "$stamp" >"$wd/stamp"
fi
for t in "${tools[@]}"; do bins+=("$wd/$t:$t"); done

{
	for b in "${bins[@]}"; do
		echo "file /usr/bin/${b#*:} ${b%:*} 0755 0 0"
	done
	# shared libraries (and the dynamic loader) at the paths ldd names
	for b in "${bins[@]}"; do
		ldd "${b%:*}" 2>/dev/null | grep -o '/[^ ]*' || true
	done | sort -u | while read -r l; do
		d=$(dirname "$l") ds=()
		while [ "$d" != / ]; do ds=("$d" "${ds[@]}"); d=$(dirname "$d"); done
		for d in "${ds[@]}"; do echo "dir $d 0755 0 0"; done
		echo "file $l $(readlink -f "$l") 0755 0 0"
	done
} | awk '!seen[$0]++'
