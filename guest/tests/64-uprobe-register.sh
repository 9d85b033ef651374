#!/bin/sh
# Guest test (KTAP): uprobe_register() as the consumer of a uprobe on a
# 5-byte NOP (bench/kmod-uprobe/uprobe_count.ko on the uprobes selftest's
# workload, /uprobes/uprobe_jump), with debug.uprobes-optimization=1 (the
# site becomes a jmp, 0xe9) and =0 (int3, 0xcc):
#   - the handler counts every call from 4 threads, exactly;
#   - after rmmod the site is the NOP again (0x0f);
#   - loaded with xor_regs, the handler flips bits in all 15 general purpose
#     registers at uj_site_regs, and the program sees each flipped value
#     after the site: a register a handler changes is applied, on the int3
#     path and through the jump alike.
# shellcheck source-path=SCRIPTDIR source=lib/ktap.sh
. /tests/lib/ktap.sh
BIN=/uprobes/uprobe_jump
S=/proc/sys/debug/uprobes-optimization
KO=/lib/modules/uprobe_count.ko
N=2000
R=50
X=0x1000

ktap_print_header
if [ ! -x $BIN ] || [ ! -f $S ] || [ ! -f $KO ]; then
	ktap_skip_all "no $BIN, $S or $KO (a kernel or initramfs without jump-optimized uprobes)"
	exit 0
fi
ktap_set_plan 8
eval "$($BIN offsets)"
hits() { cat /sys/module/uprobe_count/parameters/hits; }

# regs_flipped <file>: on each of the $R calls, uprobe_jump regs reported
# each of the 15 registers as its pattern (0x5a5a00 and byte <i> five
# times) with the bits of $X flipped, and nothing else. The first call is
# an int3 hit in both modes; with the sysctl at 1 the others are jumps.
regs_flipped() {
	i=1
	for r in ax bx cx dx si di bp r8 r9 r10 r11 r12 r13 r14 r15; do
		b=$(printf '%02x' $i)
		want=$(printf '0x%x' $((0x5a5a00${b}${b}${b}${b}${b} ^ X)))
		c=$(grep -c "^error=$r is $want, not " "$1")
		[ "$c" = $R ] || { echo "# $r: $c of $R calls saw $want"; return 1; }
		i=$((i + 1))
	done
	c=$(grep -c '^error=' "$1")
	[ "$c" = $((15 * R)) ] || { echo "# $c register errors for $R calls, not $((15 * R))"; return 1; }
}

for opt in 1 0; do
	echo $opt >$S
	if [ $opt = 1 ]; then J=e9 M=optimized; else J=cc M=int3; fi
	# shellcheck disable=SC2154 # a and regs come from "$BIN" offsets
	if insmod $KO path=$BIN offset="$a"; then
		$BIN hit $N 4 a >/tmp/ur.out 2>&1
		n=$(hits)
		sed 's/^/# /' /tmp/ur.out
		rmmod uprobe_count
	else
		n=none
		: >/tmp/ur.out
	fi
	check "$M: uprobe_register() handler counts $((4 * N)) hits from 4 threads ($n)" \
		test "$n" = $((4 * N))
	check "$M: the site's first byte is $J while registered" grep -q "^site=$J" /tmp/ur.out
	$BIN hit 1 1 a >/tmp/ur.out 2>&1
	check "$M: the site is the NOP again after rmmod" grep -q '^site=0f' /tmp/ur.out

	# shellcheck disable=SC2154
	if insmod $KO path=$BIN offset="$regs" xor_regs=$X; then
		$BIN regs $R >/tmp/ur.out 2>&1
		grep -v '^error=' /tmp/ur.out | sed 's/^/# /'
		sed -n '1,15s/^/# /p' /tmp/ur.out
		rmmod uprobe_count
	else
		: >/tmp/ur.out
	fi
	check "$M: all 15 registers the handler flipped are seen after the site" \
		regs_flipped /tmp/ur.out
done
echo 1 >$S
ktap_finished
