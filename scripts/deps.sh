#!/usr/bin/env bash
# Install the Debian packages the harness needs; does nothing (and never
# touches apt) when they are all installed already.
# Usage: deps.sh [cross]   (cross: also the cross compilers of arch-check)
set -euo pipefail
. "$(dirname "$0")/lib.sh"

pkgs=(
	linux-source-6.12	# the kernel source tarball (the baseline)
	build-essential git perl python3 xz-utils gzip cpio bc flex bison
	libelf-dev libssl-dev dwarves unifdef ccache
	qemu-system-x86 busybox-static
	kmod			# depmod for modules_install (modprobe in the guest)
	# real kprobe clients in the guest (scripts/guest-tools.sh)
	linux-perf bpftrace bpftool
	clang libbpf-dev zlib1g-dev	# guest/tools/optprobe-count (static)
	systemtap-sdt-dev	# <sys/sdt.h> for guest/tools/usdt_sites
)
case ${1:-} in
"") ;;
cross) pkgs+=(gcc-i686-linux-gnu gcc-aarch64-linux-gnu gcc-riscv64-linux-gnu
	gcc-powerpc64le-linux-gnu gcc-s390x-linux-gnu gcc-hppa-linux-gnu) ;;
*) die "deps.sh: unknown package group '$1' (known: cross)" ;;
esac

step "deps: checking ${#pkgs[@]} Debian packages"
missing=()
for p in "${pkgs[@]}"; do
	st=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
	[ "$st" = installed ] || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
	info "all present"
	exit 0
fi

step "deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
as_root apt-get update -q ||
	die "apt-get update failed; check network/apt sources"
as_root apt-get install -y -q --no-install-recommends "${missing[@]}" ||
	die "apt-get install failed for: ${missing[*]}"
info "installed: ${missing[*]}"
