#!/usr/bin/env bash
# Strip mainline's jump-optimized kprobes (CONFIG_OPTPROBES) out of a 6.12
# source tree so that the series in patches/ can add its own implementation.
# Usage: strip-optprobes.sh <kernel-tree>
# Every edit is checked: if a pattern is not found the script fails, naming
# the file, so a new Debian upload that moved things is noticed at once.
set -euo pipefail

tree=${1:?usage: strip-optprobes.sh <kernel-tree>}
cd "$tree"

die() { echo "strip-optprobes: $*" >&2; exit 1; }

# perl -0 substitution that must match exactly once per call.
edit() {
	local file=$1
	[ -f "$file" ] || die "$file: missing"
	EXPR=$2 perl -0777 -i -pe \
		'BEGIN { $n = 0 } $n += s{$ENV{EXPR}}{}gms; END { exit($n ? 0 : 3) }' "$file" ||
		die "$file: pattern not found: $2"
}

# 1. Conditional code: keep the !CONFIG_OPTPROBES side everywhere.
files=$(grep -rl --include='*.c' --include='*.h' -E 'CONFIG_OPTPROBES' \
	kernel include arch/x86 lib | sort)
for f in $files; do
	rc=0
	unifdef -UCONFIG_OPTPROBES -o "$f" "$f" || rc=$?
	# unifdef exits 1 when it changed the file, 2 on trouble.
	[ "$rc" -le 1 ] || die "unifdef failed on $f"
done
if grep -rn --include='*.c' --include='*.h' 'CONFIG_OPTPROBES' kernel include arch/x86 lib; then
	die "CONFIG_OPTPROBES still referenced after unifdef"
fi

# 2. The x86 implementation and its build rule.
rm -f arch/x86/kernel/kprobes/opt.c
edit arch/x86/kernel/kprobes/Makefile '^obj-\$\(CONFIG_OPTPROBES\)\s+\+= opt\.o\n'

# 3. Kconfig: the symbols and every select of them.
edit arch/Kconfig '^config OPTPROBES\n\tdef_bool y\n\tdepends on KPROBES && HAVE_OPTPROBES\n\tselect NEED_TASKS_RCU\n\n'
edit arch/Kconfig '^config HAVE_OPTPROBES\n\tbool\n\n'
for k in $(grep -rl --include='Kconfig*' -E 'select HAVE_OPTPROBES' arch); do
	edit "$k" '^\tselect HAVE_OPTPROBES[^\n]*\n'
done

# 4. Leftovers that only served the x86 jump optimization.
h=arch/x86/include/asm/kprobes.h
edit $h '/\* optinsn template addresses \*/\n.*?JMP32_INSN_SIZE\)\n\n'
edit $h 'struct arch_optimized_insn \{.*?\n\};\n\n'
edit $h '/\* Return true \(!0\) if optinsn is prepared for optimization\. \*/\n.*?\n\}\n\n'

c=arch/x86/kernel/kprobes/common.h
edit $c 'static inline int setup_detour_execution\(.*?\n\}\n'
edit $c 'static inline unsigned long __recover_optprobed_insn\(.*?\n\}\n'

c=arch/x86/kernel/kprobes/core.c
edit $c '\tunsigned long __addr;\n\n\t__addr = __recover_optprobed_insn\(buf, addr\);\n\tif \(__addr != addr\)\n\t\treturn __addr;\n\n'
edit $c '\tif \(setup_detour_execution\(p, regs, reenter\)\)\n\t\treturn;\n\n'

h=include/linux/kprobes.h
edit $h '#define KPROBE_OPTINSN_PAGE_SYM[^\n]*\n'
edit $h 'void \*alloc_optinsn_page\(void\);\nvoid free_optinsn_page\(void \*page\);\n\n'
edit $h 'static inline bool is_kprobe_optinsn_slot\(unsigned long addr\)\n\{\n\treturn false;\n\}\n'

edit kernel/extable.c 'is_kprobe_optinsn_slot\(addr\) \|\| '

# 5. Nothing of the x86 implementation may be left behind.
left=$(grep -rn --include='*.c' --include='*.h' --include='*.S' --include='Makefile' \
	-E 'optinsn|optprobe_template|arch_optimized_insn|setup_detour_execution|__recover_optprobed_insn' \
	arch/x86 kernel include lib || true)
[ -z "$left" ] || die "leftovers of the x86 jump optimization:
$left"
echo "strip-optprobes: done"
