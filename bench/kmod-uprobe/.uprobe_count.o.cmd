savedcmd_/work/main/bench/kmod-uprobe/uprobe_count.o := ccache gcc -Wp,-MMD,/work/main/bench/kmod-uprobe/.uprobe_count.o.d -nostdinc -I/work/wt/arch/x86/include -I./arch/x86/include/generated -I/work/wt/include -I./include -I/work/wt/arch/x86/include/uapi -I./arch/x86/include/generated/uapi -I/work/wt/include/uapi -I./include/generated/uapi -include /work/wt/include/linux/compiler-version.h -include /work/wt/include/linux/kconfig.h -include /work/wt/include/linux/compiler_types.h -D__KERNEL__ -fmacro-prefix-map=/work/wt/= -std=gnu11 -fshort-wchar -funsigned-char -fno-common -fno-PIE -fno-strict-aliasing -mno-sse -mno-mmx -mno-sse2 -mno-3dnow -mno-avx -fcf-protection=branch -fno-jump-tables -m64 -falign-jumps=1 -falign-loops=1 -mno-80387 -mno-fp-ret-in-387 -mpreferred-stack-boundary=3 -mskip-rax-setup -mtune=generic -mno-red-zone -mcmodel=kernel -Wno-sign-compare -fno-asynchronous-unwind-tables -fno-delete-null-pointer-checks -O2 -fno-allow-store-data-races -fno-stack-protector -ftrivial-auto-var-init=zero -fno-stack-clash-protection -pg -mrecord-mcount -mfentry -DCC_USING_FENTRY -falign-functions=16 -fno-strict-overflow -fno-stack-check -fconserve-stack -fno-builtin-wcslen -fno-builtin-wcslen -Wall -Wextra -Wundef -Werror=implicit-function-declaration -Werror=implicit-int -Werror=return-type -Werror=strict-prototypes -Wno-format-security -Wno-trigraphs -Wno-frame-address -Wno-address-of-packed-member -Wmissing-declarations -Wmissing-prototypes -Wframe-larger-than=1024 -Wno-main -Wno-dangling-pointer -Wvla -Wno-pointer-sign -Wcast-function-type -Wno-array-bounds -Wno-stringop-overflow -Wno-alloc-size-larger-than -Wimplicit-fallthrough=5 -Werror=date-time -Werror=incompatible-pointer-types -Werror=designated-init -Wenum-conversion -Wunused -Wno-unused-but-set-variable -Wno-unused-const-variable -Wno-packed-not-aligned -Wno-format-overflow -Wno-format-truncation -Wno-stringop-truncation -Wno-override-init -Wno-missing-field-initializers -Wno-type-limits -Wno-shift-negative-value -Wno-maybe-uninitialized -Wno-sign-compare -Wno-unused-parameter  -DMODULE  -DKBUILD_BASENAME='"uprobe_count"' -DKBUILD_MODNAME='"uprobe_count"' -D__KBUILD_MODNAME=kmod_uprobe_count -c -o /work/main/bench/kmod-uprobe/uprobe_count.o /work/main/bench/kmod-uprobe/uprobe_count.c   ; ./tools/objtool/objtool --hacks=jump_label --hacks=noinstr --ibt --orc --static-call --uaccess  --link  --module /work/main/bench/kmod-uprobe/uprobe_count.o

source_/work/main/bench/kmod-uprobe/uprobe_count.o := /work/main/bench/kmod-uprobe/uprobe_count.c

deps_/work/main/bench/kmod-uprobe/uprobe_count.o := \
  /work/wt/include/linux/compiler-version.h \
    $(wildcard include/config/CC_VERSION_TEXT) \
  /work/wt/include/linux/kconfig.h \
    $(wildcard include/config/CPU_BIG_ENDIAN) \
    $(wildcard include/config/BOOGER) \
    $(wildcard include/config/FOO) \
  /work/wt/include/linux/compiler_types.h \
    $(wildcard include/config/DEBUG_INFO_BTF) \
    $(wildcard include/config/PAHOLE_HAS_BTF_TAG) \
    $(wildcard include/config/FUNCTION_ALIGNMENT) \
    $(wildcard include/config/CC_HAS_SANE_FUNCTION_ALIGNMENT) \
    $(wildcard include/config/X86_64) \
    $(wildcard include/config/ARM64) \
    $(wildcard include/config/LD_DEAD_CODE_DATA_ELIMINATION) \
    $(wildcard include/config/LTO_CLANG) \
    $(wildcard include/config/HAVE_ARCH_COMPILER_H) \
    $(wildcard include/config/KCSAN) \
    $(wildcard include/config/CC_HAS_COUNTED_BY) \
    $(wildcard include/config/UBSAN_SIGNED_WRAP) \
    $(wildcard include/config/CC_HAS_ASM_INLINE) \
  /work/wt/include/linux/compiler-context-analysis.h \
  /work/wt/include/linux/compiler_attributes.h \
  /work/wt/include/linux/compiler-gcc.h \
    $(wildcard include/config/MITIGATION_RETPOLINE) \
    $(wildcard include/config/ARCH_USE_BUILTIN_BSWAP) \
    $(wildcard include/config/SHADOW_CALL_STACK) \
    $(wildcard include/config/KCOV) \
  /work/wt/include/linux/fs.h \
    $(wildcard include/config/FANOTIFY_ACCESS_PERMISSIONS) \
    $(wildcard include/config/READ_ONLY_THP_FOR_FS) \
    $(wildcard include/config/SMP) \
    $(wildcard include/config/FS_POSIX_ACL) \
    $(wildcard include/config/SECURITY) \
    $(wildcard include/config/CGROUP_WRITEBACK) \
    $(wildcard include/config/IMA) \
    $(wildcard include/config/FILE_LOCKING) \
    $(wildcard include/config/FSNOTIFY) \
    $(wildcard include/config/FS_ENCRYPTION) \
    $(wildcard include/config/FS_VERITY) \
    $(wildcard include/config/PREEMPTION) \
    $(wildcard include/config/EPOLL) \
    $(wildcard include/config/UNICODE) \
    $(wildcard include/config/LOCKDEP) \
    $(wildcard include/config/COMPAT) \
    $(wildcard include/config/MMU) \
    $(wildcard include/config/QUOTA) \
    $(wildcard include/config/FS_DAX) \
    $(wildcard include/config/SWAP) \
    $(wildcard include/config/BLOCK) \
    $(wildcard include/config/DEBUG_LOCK_ALLOC) \
  /work/wt/include/linux/linkage.h \
    $(wildcard include/config/ARCH_USE_SYM_ANNOTATIONS) \
  /work/wt/include/linux/stringify.h \
  /work/wt/include/linux/export.h \
    $(wildcard include/config/MODVERSIONS) \
    $(wildcard include/config/64BIT) \
  /work/wt/include/linux/compiler.h \
    $(wildcard include/config/TRACE_BRANCH_PROFILING) \
    $(wildcard include/config/PROFILE_ALL_BRANCHES) \
    $(wildcard include/config/OBJTOOL) \
  arch/x86/include/generated/asm/rwonce.h \
  /work/wt/include/asm-generic/rwonce.h \
  /work/wt/include/linux/kasan-checks.h \
    $(wildcard include/config/KASAN_GENERIC) \
    $(wildcard include/config/KASAN_SW_TAGS) \
  /work/wt/include/linux/types.h \
    $(wildcard include/config/HAVE_UID16) \
    $(wildcard include/config/UID16) \
    $(wildcard include/config/ARCH_DMA_ADDR_T_64BIT) \
    $(wildcard include/config/PHYS_ADDR_T_64BIT) \
    $(wildcard include/config/ARCH_32BIT_USTAT_F_TINODE) \
  /work/wt/include/uapi/linux/types.h \
  arch/x86/include/generated/uapi/asm/types.h \
  /work/wt/include/uapi/asm-generic/types.h \
  /work/wt/include/asm-generic/int-ll64.h \
  /work/wt/include/uapi/asm-generic/int-ll64.h \
  /work/wt/arch/x86/include/uapi/asm/bitsperlong.h \
  /work/wt/include/asm-generic/bitsperlong.h \
  /work/wt/include/uapi/asm-generic/bitsperlong.h \
  /work/wt/include/uapi/linux/posix_types.h \
  /work/wt/include/linux/stddef.h \
  /work/wt/include/uapi/linux/stddef.h \
  /work/wt/arch/x86/include/asm/posix_types.h \
    $(wildcard include/config/X86_32) \
  /work/wt/arch/x86/include/uapi/asm/posix_types_64.h \
  /work/wt/include/uapi/asm-generic/posix_types.h \
  /work/wt/include/linux/kcsan-checks.h \
    $(wildcard include/config/KCSAN_WEAK_MEMORY) \
    $(wildcard include/config/KCSAN_IGNORE_ATOMICS) \
  /work/wt/arch/x86/include/asm/linkage.h \
    $(wildcard include/config/CALL_PADDING) \
    $(wildcard include/config/MITIGATION_RETHUNK) \
    $(wildcard include/config/MITIGATION_SLS) \
    $(wildcard include/config/FUNCTION_PADDING_BYTES) \
    $(wildcard include/config/UML) \
  /work/wt/arch/x86/include/asm/ibt.h \
    $(wildcard include/config/X86_KERNEL_IBT) \
  /work/wt/include/linux/wait_bit.h \
  /work/wt/include/linux/wait.h \
  /work/wt/include/linux/list.h \
    $(wildcard include/config/LIST_HARDENED) \
    $(wildcard include/config/DEBUG_LIST) \
  /work/wt/include/linux/container_of.h \
  /work/wt/include/linux/build_bug.h \
  /work/wt/include/linux/poison.h \
    $(wildcard include/config/ILLEGAL_POINTER_VALUE) \
  /work/wt/include/linux/const.h \
  /work/wt/include/vdso/const.h \
  /work/wt/include/uapi/linux/const.h \
  /work/wt/arch/x86/include/asm/barrier.h \
  /work/wt/arch/x86/include/asm/alternative.h \
    $(wildcard include/config/CALL_THUNKS) \
    $(wildcard include/config/MITIGATION_ITS) \
  /work/wt/arch/x86/include/asm/asm.h \
    $(wildcard include/config/KPROBES) \
  /work/wt/arch/x86/include/asm/extable_fixup_types.h \
  /work/wt/arch/x86/include/asm/bug.h \
    $(wildcard include/config/GENERIC_BUG) \
    $(wildcard include/config/DEBUG_BUGVERBOSE) \
  /work/wt/include/linux/instrumentation.h \
    $(wildcard include/config/NOINSTR_VALIDATION) \
  /work/wt/include/linux/objtool.h \
    $(wildcard include/config/FRAME_POINTER) \
    $(wildcard include/config/MITIGATION_UNRET_ENTRY) \
    $(wildcard include/config/MITIGATION_SRSO) \
  /work/wt/include/linux/objtool_types.h \
  /work/wt/include/asm-generic/bug.h \
    $(wildcard include/config/BUG) \
    $(wildcard include/config/GENERIC_BUG_RELATIVE_POINTERS) \
  /work/wt/include/linux/once_lite.h \
  /work/wt/include/linux/panic.h \
    $(wildcard include/config/PANIC_TIMEOUT) \
  /work/wt/include/linux/printk.h \
    $(wildcard include/config/MESSAGE_LOGLEVEL_DEFAULT) \
    $(wildcard include/config/CONSOLE_LOGLEVEL_DEFAULT) \
    $(wildcard include/config/CONSOLE_LOGLEVEL_QUIET) \
    $(wildcard include/config/EARLY_PRINTK) \
    $(wildcard include/config/PRINTK) \
    $(wildcard include/config/PRINTK_INDEX) \
    $(wildcard include/config/DYNAMIC_DEBUG) \
    $(wildcard include/config/DYNAMIC_DEBUG_CORE) \
  /work/wt/include/linux/stdarg.h \
  /work/wt/include/linux/init.h \
    $(wildcard include/config/MEMORY_HOTPLUG) \
    $(wildcard include/config/HAVE_ARCH_PREL32_RELOCATIONS) \
  /work/wt/include/linux/kern_levels.h \
  /work/wt/include/linux/ratelimit_types.h \
  /work/wt/include/linux/bits.h \
  /work/wt/include/vdso/bits.h \
  /work/wt/include/uapi/linux/bits.h \
  /work/wt/include/linux/overflow.h \
  /work/wt/include/linux/limits.h \
  /work/wt/include/uapi/linux/limits.h \
  /work/wt/include/vdso/limits.h \
  /work/wt/include/uapi/linux/param.h \
  arch/x86/include/generated/uapi/asm/param.h \
  /work/wt/include/asm-generic/param.h \
    $(wildcard include/config/HZ) \
  /work/wt/include/uapi/asm-generic/param.h \
  /work/wt/include/linux/spinlock_types_raw.h \
    $(wildcard include/config/DEBUG_SPINLOCK) \
  /work/wt/arch/x86/include/asm/spinlock_types.h \
  /work/wt/include/asm-generic/qspinlock_types.h \
    $(wildcard include/config/NR_CPUS) \
  /work/wt/include/asm-generic/qrwlock_types.h \
  /work/wt/arch/x86/include/uapi/asm/byteorder.h \
  /work/wt/include/linux/byteorder/little_endian.h \
  /work/wt/include/uapi/linux/byteorder/little_endian.h \
  /work/wt/include/linux/swab.h \
  /work/wt/include/uapi/linux/swab.h \
  /work/wt/arch/x86/include/uapi/asm/swab.h \
  /work/wt/include/linux/byteorder/generic.h \
  /work/wt/include/linux/lockdep_types.h \
    $(wildcard include/config/PROVE_RAW_LOCK_NESTING) \
    $(wildcard include/config/LOCK_STAT) \
  /work/wt/arch/x86/include/asm/nops.h \
  /work/wt/include/asm-generic/barrier.h \
  /work/wt/include/linux/spinlock.h \
    $(wildcard include/config/PREEMPT_RT) \
  /work/wt/include/linux/typecheck.h \
  /work/wt/include/linux/preempt.h \
    $(wildcard include/config/PREEMPT_COUNT) \
    $(wildcard include/config/DEBUG_PREEMPT) \
    $(wildcard include/config/TRACE_PREEMPT_TOGGLE) \
    $(wildcard include/config/PREEMPT_NOTIFIERS) \
    $(wildcard include/config/PREEMPT_DYNAMIC) \
    $(wildcard include/config/PREEMPT_NONE) \
    $(wildcard include/config/PREEMPT_VOLUNTARY) \
    $(wildcard include/config/PREEMPT) \
  /work/wt/include/linux/cleanup.h \
  /work/wt/arch/x86/include/asm/preempt.h \
  /work/wt/arch/x86/include/asm/rmwcc.h \
  /work/wt/include/linux/args.h \
  /work/wt/arch/x86/include/asm/percpu.h \
    $(wildcard include/config/X86_64_SMP) \
    $(wildcard include/config/CC_HAS_NAMED_AS) \
    $(wildcard include/config/USE_X86_SEG_SUPPORT) \
  /work/wt/include/asm-generic/percpu.h \
    $(wildcard include/config/HAVE_SETUP_PER_CPU_AREA) \
  /work/wt/include/linux/threads.h \
    $(wildcard include/config/BASE_SMALL) \
  /work/wt/include/linux/percpu-defs.h \
    $(wildcard include/config/DEBUG_FORCE_WEAK_PER_CPU) \
    $(wildcard include/config/AMD_MEM_ENCRYPT) \
  /work/wt/arch/x86/include/asm/current.h \
    $(wildcard include/config/MITIGATION_CALL_DEPTH_TRACKING) \
  /work/wt/include/linux/cache.h \
    $(wildcard include/config/ARCH_HAS_CACHE_LINE_SIZE) \
  /work/wt/include/uapi/linux/kernel.h \
  /work/wt/include/uapi/linux/sysinfo.h \
  /work/wt/arch/x86/include/asm/cache.h \
    $(wildcard include/config/X86_L1_CACHE_SHIFT) \
    $(wildcard include/config/X86_INTERNODE_CACHE_SHIFT) \
    $(wildcard include/config/X86_VSMP) \
  /work/wt/include/linux/static_call_types.h \
    $(wildcard include/config/HAVE_STATIC_CALL) \
    $(wildcard include/config/HAVE_STATIC_CALL_INLINE) \
  /work/wt/include/linux/irqflags.h \
    $(wildcard include/config/PROVE_LOCKING) \
    $(wildcard include/config/TRACE_IRQFLAGS) \
    $(wildcard include/config/IRQSOFF_TRACER) \
    $(wildcard include/config/PREEMPT_TRACER) \
    $(wildcard include/config/DEBUG_IRQFLAGS) \
    $(wildcard include/config/TRACE_IRQFLAGS_SUPPORT) \
  /work/wt/include/linux/irqflags_types.h \
  /work/wt/arch/x86/include/asm/irqflags.h \
    $(wildcard include/config/PARAVIRT) \
    $(wildcard include/config/PARAVIRT_XXL) \
    $(wildcard include/config/DEBUG_ENTRY) \
  /work/wt/arch/x86/include/asm/processor-flags.h \
    $(wildcard include/config/VM86) \
    $(wildcard include/config/MITIGATION_PAGE_TABLE_ISOLATION) \
  /work/wt/arch/x86/include/uapi/asm/processor-flags.h \
  /work/wt/include/linux/mem_encrypt.h \
    $(wildcard include/config/ARCH_HAS_MEM_ENCRYPT) \
  /work/wt/arch/x86/include/asm/mem_encrypt.h \
    $(wildcard include/config/X86_MEM_ENCRYPT) \
  /work/wt/include/linux/cc_platform.h \
    $(wildcard include/config/ARCH_HAS_CC_PLATFORM) \
  /work/wt/arch/x86/include/asm/nospec-branch.h \
    $(wildcard include/config/CALL_THUNKS_DEBUG) \
    $(wildcard include/config/MITIGATION_IBPB_ENTRY) \
    $(wildcard include/config/BPF_JIT) \
  /work/wt/include/linux/static_key.h \
  /work/wt/include/linux/jump_label.h \
    $(wildcard include/config/JUMP_LABEL) \
    $(wildcard include/config/HAVE_ARCH_JUMP_LABEL_RELATIVE) \
  /work/wt/arch/x86/include/asm/jump_label.h \
    $(wildcard include/config/HAVE_JUMP_LABEL_HACK) \
  /work/wt/arch/x86/include/asm/cpufeatures.h \
  /work/wt/arch/x86/include/asm/required-features.h \
    $(wildcard include/config/X86_MINIMUM_CPU_FAMILY) \
    $(wildcard include/config/MATH_EMULATION) \
    $(wildcard include/config/X86_PAE) \
    $(wildcard include/config/X86_CMPXCHG64) \
    $(wildcard include/config/X86_CMOV) \
    $(wildcard include/config/X86_P6_NOP) \
    $(wildcard include/config/MATOM) \
  /work/wt/arch/x86/include/asm/disabled-features.h \
    $(wildcard include/config/X86_UMIP) \
    $(wildcard include/config/X86_INTEL_MEMORY_PROTECTION_KEYS) \
    $(wildcard include/config/X86_5LEVEL) \
    $(wildcard include/config/ADDRESS_MASKING) \
    $(wildcard include/config/INTEL_IOMMU_SVM) \
    $(wildcard include/config/X86_SGX) \
    $(wildcard include/config/XEN_PV) \
    $(wildcard include/config/INTEL_TDX_GUEST) \
    $(wildcard include/config/X86_USER_SHADOW_STACK) \
    $(wildcard include/config/X86_FRED) \
    $(wildcard include/config/KVM_AMD_SEV) \
  /work/wt/arch/x86/include/asm/msr-index.h \
  /work/wt/arch/x86/include/asm/unwind_hints.h \
  /work/wt/arch/x86/include/asm/orc_types.h \
  /work/wt/arch/x86/include/asm/segment.h \
  /work/wt/include/linux/thread_info.h \
    $(wildcard include/config/THREAD_INFO_IN_TASK) \
    $(wildcard include/config/GENERIC_ENTRY) \
    $(wildcard include/config/HAVE_ARCH_WITHIN_STACK_FRAMES) \
    $(wildcard include/config/HARDENED_USERCOPY) \
    $(wildcard include/config/SH) \
  /work/wt/include/linux/bug.h \
    $(wildcard include/config/BUG_ON_DATA_CORRUPTION) \
  /work/wt/include/linux/restart_block.h \
  /work/wt/include/linux/errno.h \
  /work/wt/include/uapi/linux/errno.h \
  arch/x86/include/generated/uapi/asm/errno.h \
  /work/wt/include/uapi/asm-generic/errno.h \
  /work/wt/include/uapi/asm-generic/errno-base.h \
  /work/wt/include/linux/bitops.h \
  /work/wt/include/asm-generic/bitops/generic-non-atomic.h \
  /work/wt/arch/x86/include/asm/bitops.h \
  /work/wt/include/asm-generic/bitops/sched.h \
  /work/wt/arch/x86/include/asm/arch_hweight.h \
  /work/wt/include/asm-generic/bitops/const_hweight.h \
  /work/wt/include/asm-generic/bitops/instrumented-atomic.h \
  /work/wt/include/linux/instrumented.h \
  /work/wt/include/linux/kmsan-checks.h \
    $(wildcard include/config/KMSAN) \
  /work/wt/include/asm-generic/bitops/instrumented-non-atomic.h \
    $(wildcard include/config/KCSAN_ASSUME_PLAIN_WRITES_ATOMIC) \
  /work/wt/include/asm-generic/bitops/instrumented-lock.h \
  /work/wt/include/asm-generic/bitops/le.h \
  /work/wt/include/asm-generic/bitops/ext2-atomic-setbit.h \
  /work/wt/arch/x86/include/asm/thread_info.h \
    $(wildcard include/config/X86_IOPL_IOPERM) \
    $(wildcard include/config/IA32_EMULATION) \
  /work/wt/arch/x86/include/asm/page.h \
  /work/wt/arch/x86/include/asm/page_types.h \
    $(wildcard include/config/PAGE_SHIFT) \
    $(wildcard include/config/PHYSICAL_START) \
    $(wildcard include/config/PHYSICAL_ALIGN) \
    $(wildcard include/config/DYNAMIC_PHYSICAL_MASK) \
  /work/wt/arch/x86/include/asm/page_64_types.h \
    $(wildcard include/config/KASAN) \
    $(wildcard include/config/DYNAMIC_MEMORY_LAYOUT) \
    $(wildcard include/config/RANDOMIZE_BASE) \
  /work/wt/arch/x86/include/asm/kaslr.h \
    $(wildcard include/config/RANDOMIZE_MEMORY) \
  /work/wt/arch/x86/include/asm/page_64.h \
    $(wildcard include/config/DEBUG_VIRTUAL) \
    $(wildcard include/config/X86_VSYSCALL_EMULATION) \
  /work/wt/include/linux/range.h \
  /work/wt/include/asm-generic/memory_model.h \
    $(wildcard include/config/FLATMEM) \
    $(wildcard include/config/SPARSEMEM_VMEMMAP) \
    $(wildcard include/config/SPARSEMEM) \
  /work/wt/include/linux/pfn.h \
  /work/wt/include/asm-generic/getorder.h \
  /work/wt/include/linux/log2.h \
    $(wildcard include/config/ARCH_HAS_ILOG2_U32) \
    $(wildcard include/config/ARCH_HAS_ILOG2_U64) \
  /work/wt/arch/x86/include/asm/cpufeature.h \
  /work/wt/arch/x86/include/asm/processor.h \
    $(wildcard include/config/X86_VMX_FEATURE_NAMES) \
    $(wildcard include/config/STACKPROTECTOR) \
    $(wildcard include/config/CPU_SUP_AMD) \
    $(wildcard include/config/XEN) \
  /work/wt/arch/x86/include/asm/math_emu.h \
  /work/wt/arch/x86/include/asm/ptrace.h \
    $(wildcard include/config/X86_DEBUGCTLMSR) \
  /work/wt/arch/x86/include/uapi/asm/ptrace.h \
  /work/wt/arch/x86/include/uapi/asm/ptrace-abi.h \
  /work/wt/arch/x86/include/asm/proto.h \
  /work/wt/arch/x86/include/uapi/asm/ldt.h \
  /work/wt/arch/x86/include/uapi/asm/sigcontext.h \
  /work/wt/arch/x86/include/asm/cpuid.h \
  /work/wt/arch/x86/include/asm/string.h \
  /work/wt/arch/x86/include/asm/string_64.h \
    $(wildcard include/config/ARCH_HAS_UACCESS_FLUSHCACHE) \
  /work/wt/arch/x86/include/asm/pgtable_types.h \
    $(wildcard include/config/MEM_SOFT_DIRTY) \
    $(wildcard include/config/HAVE_ARCH_USERFAULTFD_WP) \
    $(wildcard include/config/PGTABLE_LEVELS) \
    $(wildcard include/config/PROC_FS) \
  /work/wt/arch/x86/include/asm/pgtable_64_types.h \
    $(wildcard include/config/DEBUG_KMAP_LOCAL_FORCE_MAP) \
  /work/wt/arch/x86/include/asm/sparsemem.h \
  /work/wt/arch/x86/include/asm/desc_defs.h \
  /work/wt/arch/x86/include/asm/special_insns.h \
  /work/wt/arch/x86/include/asm/fpu/types.h \
  /work/wt/arch/x86/include/asm/vmxfeatures.h \
  /work/wt/arch/x86/include/asm/vdso/processor.h \
  /work/wt/arch/x86/include/asm/shstk.h \
  /work/wt/include/linux/personality.h \
  /work/wt/include/uapi/linux/personality.h \
  /work/wt/include/linux/math64.h \
    $(wildcard include/config/ARCH_SUPPORTS_INT128) \
  /work/wt/include/linux/math.h \
  /work/wt/arch/x86/include/asm/div64.h \
  /work/wt/include/asm-generic/div64.h \
  /work/wt/include/vdso/math64.h \
  /work/wt/include/linux/err.h \
  /work/wt/include/linux/atomic.h \
  /work/wt/arch/x86/include/asm/atomic.h \
  /work/wt/arch/x86/include/asm/cmpxchg.h \
  /work/wt/arch/x86/include/asm/cmpxchg_64.h \
  /work/wt/arch/x86/include/asm/atomic64_64.h \
  /work/wt/include/linux/atomic/atomic-arch-fallback.h \
    $(wildcard include/config/GENERIC_ATOMIC64) \
  /work/wt/include/linux/atomic/atomic-long.h \
  /work/wt/include/linux/atomic/atomic-instrumented.h \
  /work/wt/include/linux/bottom_half.h \
  /work/wt/include/linux/instruction_pointer.h \
  /work/wt/include/linux/lockdep.h \
    $(wildcard include/config/DEBUG_LOCKING_API_SELFTESTS) \
  /work/wt/include/linux/smp.h \
    $(wildcard include/config/UP_LATE_INIT) \
    $(wildcard include/config/CSD_LOCK_WAIT_DEBUG) \
  /work/wt/include/linux/cpumask.h \
    $(wildcard include/config/FORCE_NR_CPUS) \
    $(wildcard include/config/HOTPLUG_CPU) \
    $(wildcard include/config/DEBUG_PER_CPU_MAPS) \
    $(wildcard include/config/CPUMASK_OFFSTACK) \
  /work/wt/include/linux/kernel.h \
    $(wildcard include/config/PREEMPT_VOLUNTARY_BUILD) \
    $(wildcard include/config/HAVE_PREEMPT_DYNAMIC_CALL) \
    $(wildcard include/config/HAVE_PREEMPT_DYNAMIC_KEY) \
    $(wildcard include/config/PREEMPT_) \
    $(wildcard include/config/DEBUG_ATOMIC_SLEEP) \
    $(wildcard include/config/TRACING) \
    $(wildcard include/config/FTRACE_MCOUNT_RECORD) \
  /work/wt/include/linux/align.h \
  /work/wt/include/linux/array_size.h \
  /work/wt/include/linux/hex.h \
  /work/wt/include/linux/kstrtox.h \
  /work/wt/include/linux/minmax.h \
  /work/wt/include/linux/sprintf.h \
  /work/wt/include/linux/wordpart.h \
  /work/wt/include/linux/bitmap.h \
  /work/wt/include/linux/find.h \
  /work/wt/include/linux/string.h \
    $(wildcard include/config/BINARY_PRINTF) \
    $(wildcard include/config/FORTIFY_SOURCE) \
  /work/wt/include/uapi/linux/string.h \
  /work/wt/include/linux/bitmap-str.h \
  /work/wt/include/linux/cpumask_types.h \
  /work/wt/include/linux/gfp_types.h \
    $(wildcard include/config/KASAN_HW_TAGS) \
    $(wildcard include/config/SLAB_OBJ_EXT) \
  /work/wt/include/linux/numa.h \
    $(wildcard include/config/NODES_SHIFT) \
    $(wildcard include/config/NUMA_KEEP_MEMINFO) \
    $(wildcard include/config/NUMA) \
    $(wildcard include/config/HAVE_ARCH_NODE_DEV_GROUP) \
  /work/wt/include/linux/smp_types.h \
  /work/wt/include/linux/llist.h \
    $(wildcard include/config/ARCH_HAVE_NMI_SAFE_CMPXCHG) \
  /work/wt/arch/x86/include/asm/smp.h \
    $(wildcard include/config/DEBUG_NMI_SELFTEST) \
  /work/wt/arch/x86/include/asm/cpumask.h \
  arch/x86/include/generated/asm/mmiowb.h \
  /work/wt/include/asm-generic/mmiowb.h \
    $(wildcard include/config/MMIOWB) \
  /work/wt/include/linux/spinlock_types.h \
  /work/wt/include/linux/rwlock_types.h \
  /work/wt/arch/x86/include/asm/spinlock.h \
  /work/wt/arch/x86/include/asm/paravirt.h \
    $(wildcard include/config/PARAVIRT_SPINLOCKS) \
  /work/wt/arch/x86/include/asm/paravirt_types.h \
    $(wildcard include/config/ZERO_CALL_USED_REGS) \
    $(wildcard include/config/PARAVIRT_DEBUG) \
  /work/wt/arch/x86/include/asm/qspinlock.h \
  /work/wt/include/asm-generic/qspinlock.h \
  /work/wt/arch/x86/include/asm/qrwlock.h \
  /work/wt/include/asm-generic/qrwlock.h \
  /work/wt/include/linux/rwlock.h \
  /work/wt/include/linux/spinlock_api_smp.h \
    $(wildcard include/config/INLINE_SPIN_LOCK) \
    $(wildcard include/config/INLINE_SPIN_LOCK_BH) \
    $(wildcard include/config/INLINE_SPIN_LOCK_IRQ) \
    $(wildcard include/config/INLINE_SPIN_LOCK_IRQSAVE) \
    $(wildcard include/config/INLINE_SPIN_TRYLOCK) \
    $(wildcard include/config/INLINE_SPIN_TRYLOCK_BH) \
    $(wildcard include/config/UNINLINE_SPIN_UNLOCK) \
    $(wildcard include/config/INLINE_SPIN_UNLOCK_BH) \
    $(wildcard include/config/INLINE_SPIN_UNLOCK_IRQ) \
    $(wildcard include/config/INLINE_SPIN_UNLOCK_IRQRESTORE) \
    $(wildcard include/config/GENERIC_LOCKBREAK) \
  /work/wt/include/linux/rwlock_api_smp.h \
    $(wildcard include/config/INLINE_READ_LOCK) \
    $(wildcard include/config/INLINE_WRITE_LOCK) \
    $(wildcard include/config/INLINE_READ_LOCK_BH) \
    $(wildcard include/config/INLINE_WRITE_LOCK_BH) \
    $(wildcard include/config/INLINE_READ_LOCK_IRQ) \
    $(wildcard include/config/INLINE_WRITE_LOCK_IRQ) \
    $(wildcard include/config/INLINE_READ_LOCK_IRQSAVE) \
    $(wildcard include/config/INLINE_WRITE_LOCK_IRQSAVE) \
    $(wildcard include/config/INLINE_READ_TRYLOCK) \
    $(wildcard include/config/INLINE_WRITE_TRYLOCK) \
    $(wildcard include/config/INLINE_READ_UNLOCK) \
    $(wildcard include/config/INLINE_WRITE_UNLOCK) \
    $(wildcard include/config/INLINE_READ_UNLOCK_BH) \
    $(wildcard include/config/INLINE_WRITE_UNLOCK_BH) \
    $(wildcard include/config/INLINE_READ_UNLOCK_IRQ) \
    $(wildcard include/config/INLINE_WRITE_UNLOCK_IRQ) \
    $(wildcard include/config/INLINE_READ_UNLOCK_IRQRESTORE) \
    $(wildcard include/config/INLINE_WRITE_UNLOCK_IRQRESTORE) \
  /work/wt/include/linux/kdev_t.h \
  /work/wt/include/uapi/linux/kdev_t.h \
  /work/wt/include/linux/dcache.h \
  /work/wt/include/linux/rculist.h \
    $(wildcard include/config/PROVE_RCU_LIST) \
  /work/wt/include/linux/rcupdate.h \
    $(wildcard include/config/PREEMPT_RCU) \
    $(wildcard include/config/TINY_RCU) \
    $(wildcard include/config/RCU_STRICT_GRACE_PERIOD) \
    $(wildcard include/config/RCU_LAZY) \
    $(wildcard include/config/TASKS_RCU_GENERIC) \
    $(wildcard include/config/RCU_STALL_COMMON) \
    $(wildcard include/config/NO_HZ_FULL) \
    $(wildcard include/config/KVM_XFER_TO_GUEST_WORK) \
    $(wildcard include/config/RCU_NOCB_CPU) \
    $(wildcard include/config/TASKS_RCU) \
    $(wildcard include/config/TASKS_TRACE_RCU) \
    $(wildcard include/config/TASKS_RUDE_RCU) \
    $(wildcard include/config/TREE_RCU) \
    $(wildcard include/config/DEBUG_OBJECTS_RCU_HEAD) \
    $(wildcard include/config/PROVE_RCU) \
    $(wildcard include/config/ARCH_WEAK_RELEASE_ACQUIRE) \
  /work/wt/include/linux/context_tracking_irq.h \
    $(wildcard include/config/CONTEXT_TRACKING_IDLE) \
  /work/wt/include/linux/rcutree.h \
  /work/wt/include/linux/rculist_bl.h \
  /work/wt/include/linux/list_bl.h \
  /work/wt/include/linux/bit_spinlock.h \
  /work/wt/include/linux/seqlock.h \
    $(wildcard include/config/CC_IS_GCC) \
    $(wildcard include/config/GCC_VERSION) \
    $(wildcard include/config/UBSAN_ALIGNMENT) \
  /work/wt/include/linux/mutex.h \
    $(wildcard include/config/DEBUG_MUTEXES) \
  /work/wt/include/linux/osq_lock.h \
  /work/wt/include/linux/debug_locks.h \
  /work/wt/include/linux/mutex_types.h \
    $(wildcard include/config/MUTEX_SPIN_ON_OWNER) \
  /work/wt/include/linux/seqlock_types.h \
  /work/wt/include/linux/lockref.h \
    $(wildcard include/config/ARCH_USE_CMPXCHG_LOCKREF) \
  include/generated/bounds.h \
  /work/wt/include/linux/stringhash.h \
    $(wildcard include/config/DCACHE_WORD_ACCESS) \
  /work/wt/include/linux/hash.h \
    $(wildcard include/config/HAVE_ARCH_HASH) \
  /work/wt/include/linux/path.h \
  /work/wt/include/linux/stat.h \
  /work/wt/arch/x86/include/uapi/asm/stat.h \
  /work/wt/include/uapi/linux/stat.h \
  /work/wt/include/linux/time.h \
    $(wildcard include/config/POSIX_TIMERS) \
  /work/wt/include/linux/time64.h \
  /work/wt/include/vdso/time64.h \
  /work/wt/include/uapi/linux/time.h \
  /work/wt/include/uapi/linux/time_types.h \
  /work/wt/include/linux/time32.h \
  /work/wt/include/linux/timex.h \
  /work/wt/include/uapi/linux/timex.h \
  /work/wt/arch/x86/include/asm/timex.h \
    $(wildcard include/config/X86_TSC) \
  /work/wt/arch/x86/include/asm/tsc.h \
  /work/wt/arch/x86/include/asm/msr.h \
    $(wildcard include/config/TRACEPOINTS) \
  /work/wt/arch/x86/include/uapi/asm/msr.h \
  /work/wt/include/uapi/linux/ioctl.h \
  arch/x86/include/generated/uapi/asm/ioctl.h \
  /work/wt/include/asm-generic/ioctl.h \
  /work/wt/include/uapi/asm-generic/ioctl.h \
  /work/wt/arch/x86/include/asm/shared/msr.h \
  /work/wt/include/linux/percpu.h \
    $(wildcard include/config/MODULES) \
    $(wildcard include/config/MEM_ALLOC_PROFILING) \
    $(wildcard include/config/RANDOM_KMALLOC_CACHES) \
    $(wildcard include/config/PAGE_SIZE_4KB) \
    $(wildcard include/config/NEED_PER_CPU_PAGE_FIRST_CHUNK) \
  /work/wt/include/linux/alloc_tag.h \
    $(wildcard include/config/MEM_ALLOC_PROFILING_DEBUG) \
    $(wildcard include/config/MEM_ALLOC_PROFILING_ENABLED_BY_DEFAULT) \
  /work/wt/include/linux/codetag.h \
    $(wildcard include/config/CODE_TAGGING) \
  /work/wt/include/linux/mmdebug.h \
    $(wildcard include/config/DEBUG_VM) \
    $(wildcard include/config/DEBUG_VM_IRQSOFF) \
    $(wildcard include/config/DEBUG_VM_PGFLAGS) \
  /work/wt/include/linux/sched.h \
    $(wildcard include/config/VIRT_CPU_ACCOUNTING_NATIVE) \
    $(wildcard include/config/SCHED_INFO) \
    $(wildcard include/config/SCHEDSTATS) \
    $(wildcard include/config/SCHED_CORE) \
    $(wildcard include/config/FAIR_GROUP_SCHED) \
    $(wildcard include/config/RT_GROUP_SCHED) \
    $(wildcard include/config/RT_MUTEXES) \
    $(wildcard include/config/UCLAMP_TASK) \
    $(wildcard include/config/UCLAMP_BUCKETS_COUNT) \
    $(wildcard include/config/KMAP_LOCAL) \
    $(wildcard include/config/SCHED_CLASS_EXT) \
    $(wildcard include/config/CGROUP_SCHED) \
    $(wildcard include/config/BLK_DEV_IO_TRACE) \
    $(wildcard include/config/MEMCG_V1) \
    $(wildcard include/config/LRU_GEN) \
    $(wildcard include/config/COMPAT_BRK) \
    $(wildcard include/config/CGROUPS) \
    $(wildcard include/config/BLK_CGROUP) \
    $(wildcard include/config/PSI) \
    $(wildcard include/config/PAGE_OWNER) \
    $(wildcard include/config/EVENTFD) \
    $(wildcard include/config/ARCH_HAS_CPU_PASID) \
    $(wildcard include/config/CPU_SUP_INTEL) \
    $(wildcard include/config/TASK_DELAY_ACCT) \
    $(wildcard include/config/ARCH_HAS_SCALED_CPUTIME) \
    $(wildcard include/config/VIRT_CPU_ACCOUNTING_GEN) \
    $(wildcard include/config/POSIX_CPUTIMERS) \
    $(wildcard include/config/POSIX_CPU_TIMERS_TASK_WORK) \
    $(wildcard include/config/KEYS) \
    $(wildcard include/config/SYSVIPC) \
    $(wildcard include/config/DETECT_HUNG_TASK) \
    $(wildcard include/config/IO_URING) \
    $(wildcard include/config/AUDIT) \
    $(wildcard include/config/AUDITSYSCALL) \
    $(wildcard include/config/UBSAN) \
    $(wildcard include/config/UBSAN_TRAP) \
    $(wildcard include/config/COMPACTION) \
    $(wildcard include/config/TASK_XACCT) \
    $(wildcard include/config/CPUSETS) \
    $(wildcard include/config/X86_CPU_RESCTRL) \
    $(wildcard include/config/FUTEX) \
    $(wildcard include/config/PERF_EVENTS) \
    $(wildcard include/config/NUMA_BALANCING) \
    $(wildcard include/config/RSEQ) \
    $(wildcard include/config/SCHED_MM_CID) \
    $(wildcard include/config/FAULT_INJECTION) \
    $(wildcard include/config/LATENCYTOP) \
    $(wildcard include/config/KUNIT) \
    $(wildcard include/config/FUNCTION_GRAPH_TRACER) \
    $(wildcard include/config/MEMCG) \
    $(wildcard include/config/UPROBES) \
    $(wildcard include/config/BCACHE) \
    $(wildcard include/config/VMAP_STACK) \
    $(wildcard include/config/LIVEPATCH) \
    $(wildcard include/config/BPF_SYSCALL) \
    $(wildcard include/config/GCC_PLUGIN_STACKLEAK) \
    $(wildcard include/config/RANDOMIZE_KSTACK_OFFSET) \
    $(wildcard include/config/X86_MCE) \
    $(wildcard include/config/KRETPROBES) \
    $(wildcard include/config/RETHOOK) \
    $(wildcard include/config/ARCH_HAS_PARANOID_L1D_FLUSH) \
    $(wildcard include/config/RV) \
    $(wildcard include/config/USER_EVENTS) \
  /work/wt/include/uapi/linux/sched.h \
  /work/wt/include/linux/pid_types.h \
  /work/wt/include/linux/sem_types.h \
  /work/wt/include/linux/shm.h \
  /work/wt/arch/x86/include/asm/shmparam.h \
  /work/wt/include/linux/kmsan_types.h \
  /work/wt/include/linux/plist_types.h \
  /work/wt/include/linux/hrtimer_types.h \
  /work/wt/include/linux/timerqueue_types.h \
  /work/wt/include/linux/rbtree_types.h \
  /work/wt/include/linux/timer_types.h \
  /work/wt/include/linux/seccomp_types.h \
    $(wildcard include/config/SECCOMP) \
  /work/wt/include/linux/nodemask_types.h \
  /work/wt/include/linux/refcount_types.h \
  /work/wt/include/linux/resource.h \
  /work/wt/include/uapi/linux/resource.h \
  arch/x86/include/generated/uapi/asm/resource.h \
  /work/wt/include/asm-generic/resource.h \
  /work/wt/include/uapi/asm-generic/resource.h \
  /work/wt/include/linux/latencytop.h \
  /work/wt/include/linux/sched/prio.h \
  /work/wt/include/linux/sched/types.h \
  /work/wt/include/linux/signal_types.h \
    $(wildcard include/config/OLD_SIGACTION) \
  /work/wt/include/uapi/linux/signal.h \
  /work/wt/arch/x86/include/asm/signal.h \
  /work/wt/arch/x86/include/uapi/asm/signal.h \
  /work/wt/include/uapi/asm-generic/signal-defs.h \
  /work/wt/arch/x86/include/uapi/asm/siginfo.h \
  /work/wt/include/uapi/asm-generic/siginfo.h \
  /work/wt/include/linux/syscall_user_dispatch_types.h \
  /work/wt/include/linux/mm_types_task.h \
    $(wildcard include/config/ARCH_WANT_BATCHED_UNMAP_TLB_FLUSH) \
  /work/wt/arch/x86/include/asm/tlbbatch.h \
  /work/wt/include/linux/netdevice_xmit.h \
    $(wildcard include/config/NET_ACT_MIRRED) \
    $(wildcard include/config/NET_EGRESS) \
  /work/wt/include/linux/task_io_accounting.h \
    $(wildcard include/config/TASK_IO_ACCOUNTING) \
  /work/wt/include/linux/posix-timers_types.h \
  /work/wt/include/uapi/linux/rseq.h \
  /work/wt/include/linux/kcsan.h \
  /work/wt/include/linux/rv.h \
    $(wildcard include/config/RV_REACTORS) \
  /work/wt/include/linux/livepatch_sched.h \
  /work/wt/include/linux/uidgid_types.h \
  arch/x86/include/generated/asm/kmap_size.h \
  /work/wt/include/asm-generic/kmap_size.h \
    $(wildcard include/config/DEBUG_KMAP_LOCAL) \
  /work/wt/include/linux/sched/ext.h \
    $(wildcard include/config/EXT_GROUP_SCHED) \
  /work/wt/include/linux/tracepoint-defs.h \
  /work/wt/include/vdso/time32.h \
  /work/wt/include/vdso/time.h \
  /work/wt/include/linux/uidgid.h \
    $(wildcard include/config/MULTIUSER) \
    $(wildcard include/config/USER_NS) \
  /work/wt/include/linux/highuid.h \
  /work/wt/include/linux/list_lru.h \
  /work/wt/include/linux/nodemask.h \
    $(wildcard include/config/HIGHMEM) \
  /work/wt/include/linux/random.h \
    $(wildcard include/config/VMGENID) \
  /work/wt/include/uapi/linux/random.h \
  /work/wt/include/linux/irqnr.h \
  /work/wt/include/uapi/linux/irqnr.h \
  /work/wt/include/linux/prandom.h \
  /work/wt/include/linux/once.h \
  /work/wt/include/linux/shrinker.h \
    $(wildcard include/config/SHRINKER_DEBUG) \
  /work/wt/include/linux/refcount.h \
  /work/wt/include/linux/completion.h \
  /work/wt/include/linux/swait.h \
  /work/wt/include/linux/xarray.h \
    $(wildcard include/config/XARRAY_MULTI) \
  /work/wt/include/linux/gfp.h \
    $(wildcard include/config/ZONE_DMA) \
    $(wildcard include/config/ZONE_DMA32) \
    $(wildcard include/config/ZONE_DEVICE) \
    $(wildcard include/config/CONTIG_ALLOC) \
  /work/wt/include/linux/mmzone.h \
    $(wildcard include/config/ARCH_FORCE_MAX_ORDER) \
    $(wildcard include/config/CMA) \
    $(wildcard include/config/MEMORY_ISOLATION) \
    $(wildcard include/config/ZSMALLOC) \
    $(wildcard include/config/UNACCEPTED_MEMORY) \
    $(wildcard include/config/IOMMU_SUPPORT) \
    $(wildcard include/config/TRANSPARENT_HUGEPAGE) \
    $(wildcard include/config/LRU_GEN_STATS) \
    $(wildcard include/config/LRU_GEN_WALKS_MMU) \
    $(wildcard include/config/MEMORY_FAILURE) \
    $(wildcard include/config/PAGE_EXTENSION) \
    $(wildcard include/config/DEFERRED_STRUCT_PAGE_INIT) \
    $(wildcard include/config/HAVE_MEMORYLESS_NODES) \
    $(wildcard include/config/SPARSEMEM_EXTREME) \
    $(wildcard include/config/HAVE_ARCH_PFN_VALID) \
  /work/wt/include/linux/list_nulls.h \
  /work/wt/include/linux/pageblock-flags.h \
    $(wildcard include/config/HUGETLB_PAGE) \
    $(wildcard include/config/HUGETLB_PAGE_SIZE_VARIABLE) \
  /work/wt/include/linux/page-flags-layout.h \
  /work/wt/include/linux/mm_types.h \
    $(wildcard include/config/HAVE_ALIGNED_STRUCT_PAGE) \
    $(wildcard include/config/HUGETLB_PMD_PAGE_TABLE_SHARING) \
    $(wildcard include/config/USERFAULTFD) \
    $(wildcard include/config/ANON_VMA_NAME) \
    $(wildcard include/config/PER_VMA_LOCK) \
    $(wildcard include/config/HAVE_ARCH_COMPAT_MMAP_BASES) \
    $(wildcard include/config/MEMBARRIER) \
    $(wildcard include/config/AIO) \
    $(wildcard include/config/MMU_NOTIFIER) \
    $(wildcard include/config/SPLIT_PMD_PTLOCKS) \
    $(wildcard include/config/IOMMU_MM_DATA) \
    $(wildcard include/config/KSM) \
  /work/wt/include/linux/auxvec.h \
  /work/wt/include/uapi/linux/auxvec.h \
  /work/wt/arch/x86/include/uapi/asm/auxvec.h \
  /work/wt/include/linux/kref.h \
  /work/wt/include/linux/rbtree.h \
  /work/wt/include/linux/maple_tree.h \
    $(wildcard include/config/MAPLE_RCU_DISABLED) \
    $(wildcard include/config/DEBUG_MAPLE_TREE) \
  /work/wt/include/linux/rwsem.h \
    $(wildcard include/config/RWSEM_SPIN_ON_OWNER) \
    $(wildcard include/config/DEBUG_RWSEMS) \
  /work/wt/include/linux/uprobes.h \
  /work/wt/arch/x86/include/asm/uprobes.h \
  /work/wt/include/linux/notifier.h \
    $(wildcard include/config/TREE_SRCU) \
  /work/wt/include/linux/srcu.h \
    $(wildcard include/config/TINY_SRCU) \
    $(wildcard include/config/NEED_SRCU_NMI_SAFE) \
  /work/wt/include/linux/workqueue.h \
    $(wildcard include/config/DEBUG_OBJECTS_WORK) \
    $(wildcard include/config/FREEZER) \
    $(wildcard include/config/SYSFS) \
    $(wildcard include/config/WQ_WATCHDOG) \
  /work/wt/include/linux/timer.h \
    $(wildcard include/config/DEBUG_OBJECTS_TIMERS) \
  /work/wt/include/linux/ktime.h \
  /work/wt/include/linux/jiffies.h \
  /work/wt/include/vdso/jiffies.h \
  include/generated/timeconst.h \
  /work/wt/include/vdso/ktime.h \
  /work/wt/include/linux/timekeeping.h \
    $(wildcard include/config/GENERIC_CMOS_UPDATE) \
  /work/wt/include/linux/clocksource_ids.h \
  /work/wt/include/linux/debugobjects.h \
    $(wildcard include/config/DEBUG_OBJECTS) \
    $(wildcard include/config/DEBUG_OBJECTS_FREE) \
  /work/wt/include/linux/workqueue_types.h \
  /work/wt/include/linux/rcu_segcblist.h \
  /work/wt/include/linux/srcutree.h \
  /work/wt/include/linux/rcu_node_tree.h \
    $(wildcard include/config/RCU_FANOUT) \
    $(wildcard include/config/RCU_FANOUT_LEAF) \
  /work/wt/include/linux/percpu_counter.h \
  /work/wt/arch/x86/include/asm/mmu.h \
    $(wildcard include/config/MODIFY_LDT_SYSCALL) \
  /work/wt/include/linux/page-flags.h \
    $(wildcard include/config/PAGE_IDLE_FLAG) \
    $(wildcard include/config/ARCH_USES_PG_ARCH_2) \
    $(wildcard include/config/ARCH_USES_PG_ARCH_3) \
    $(wildcard include/config/HUGETLB_PAGE_OPTIMIZE_VMEMMAP) \
  /work/wt/include/linux/local_lock.h \
  /work/wt/include/linux/local_lock_internal.h \
  /work/wt/include/linux/zswap.h \
    $(wildcard include/config/ZSWAP) \
  /work/wt/include/linux/memory_hotplug.h \
    $(wildcard include/config/ARCH_HAS_ADD_PAGES) \
    $(wildcard include/config/MEMORY_HOTREMOVE) \
  /work/wt/include/linux/topology.h \
    $(wildcard include/config/USE_PERCPU_NUMA_NODE_ID) \
    $(wildcard include/config/SCHED_SMT) \
  /work/wt/include/linux/arch_topology.h \
    $(wildcard include/config/GENERIC_ARCH_TOPOLOGY) \
  /work/wt/arch/x86/include/asm/topology.h \
    $(wildcard include/config/X86_LOCAL_APIC) \
    $(wildcard include/config/SCHED_MC_PRIO) \
  /work/wt/include/asm-generic/topology.h \
  /work/wt/include/linux/cpu_smt.h \
    $(wildcard include/config/HOTPLUG_SMT) \
  /work/wt/include/linux/sched/mm.h \
    $(wildcard include/config/MMU_LAZY_TLB_REFCOUNT) \
    $(wildcard include/config/ARCH_HAS_MEMBARRIER_CALLBACKS) \
  /work/wt/include/linux/sync_core.h \
    $(wildcard include/config/ARCH_HAS_SYNC_CORE_BEFORE_USERMODE) \
    $(wildcard include/config/ARCH_HAS_PREPARE_SYNC_CORE_CMD) \
  /work/wt/arch/x86/include/asm/sync_core.h \
  /work/wt/include/linux/sched/coredump.h \
    $(wildcard include/config/CORE_DUMP_DEFAULT_ELF_HEADERS) \
  /work/wt/include/linux/radix-tree.h \
  /work/wt/include/linux/pid.h \
  /work/wt/include/linux/capability.h \
  /work/wt/include/uapi/linux/capability.h \
  /work/wt/include/linux/semaphore.h \
  /work/wt/include/linux/fcntl.h \
    $(wildcard include/config/ARCH_32BIT_OFF_T) \
  /work/wt/include/uapi/linux/fcntl.h \
  arch/x86/include/generated/uapi/asm/fcntl.h \
  /work/wt/include/uapi/asm-generic/fcntl.h \
  /work/wt/include/uapi/linux/openat2.h \
  /work/wt/include/linux/migrate_mode.h \
  /work/wt/include/linux/percpu-rwsem.h \
  /work/wt/include/linux/rcuwait.h \
  /work/wt/include/linux/sched/signal.h \
    $(wildcard include/config/SCHED_AUTOGROUP) \
    $(wildcard include/config/BSD_PROCESS_ACCT) \
    $(wildcard include/config/TASKSTATS) \
    $(wildcard include/config/STACK_GROWSUP) \
  /work/wt/include/linux/signal.h \
    $(wildcard include/config/DYNAMIC_SIGFRAME) \
  /work/wt/include/linux/sched/jobctl.h \
  /work/wt/include/linux/sched/task.h \
    $(wildcard include/config/HAVE_EXIT_THREAD) \
    $(wildcard include/config/ARCH_WANTS_DYNAMIC_TASK_STRUCT) \
    $(wildcard include/config/HAVE_ARCH_THREAD_STRUCT_WHITELIST) \
  /work/wt/include/linux/uaccess.h \
    $(wildcard include/config/ARCH_HAS_SUBPAGE_FAULTS) \
  /work/wt/include/linux/fault-inject-usercopy.h \
    $(wildcard include/config/FAULT_INJECTION_USERCOPY) \
  /work/wt/include/linux/nospec.h \
  /work/wt/arch/x86/include/asm/uaccess.h \
    $(wildcard include/config/CC_HAS_ASM_GOTO_OUTPUT) \
    $(wildcard include/config/CC_HAS_ASM_GOTO_TIED_OUTPUT) \
    $(wildcard include/config/ARCH_HAS_COPY_MC) \
    $(wildcard include/config/X86_INTEL_USERCOPY) \
  /work/wt/include/linux/mmap_lock.h \
  /work/wt/arch/x86/include/asm/smap.h \
  /work/wt/arch/x86/include/asm/extable.h \
  /work/wt/arch/x86/include/asm/tlbflush.h \
  /work/wt/include/linux/mmu_notifier.h \
  /work/wt/include/linux/interval_tree.h \
  /work/wt/arch/x86/include/asm/invpcid.h \
  /work/wt/arch/x86/include/asm/pti.h \
  /work/wt/arch/x86/include/asm/pgtable.h \
    $(wildcard include/config/DEBUG_WX) \
    $(wildcard include/config/HAVE_ARCH_TRANSPARENT_HUGEPAGE_PUD) \
    $(wildcard include/config/ARCH_HAS_PTE_DEVMAP) \
    $(wildcard include/config/ARCH_SUPPORTS_PMD_PFNMAP) \
    $(wildcard include/config/ARCH_SUPPORTS_PUD_PFNMAP) \
    $(wildcard include/config/HAVE_ARCH_SOFT_DIRTY) \
    $(wildcard include/config/ARCH_ENABLE_THP_MIGRATION) \
    $(wildcard include/config/PAGE_TABLE_CHECK) \
  /work/wt/arch/x86/include/asm/x86_init.h \
  /work/wt/arch/x86/include/asm/pkru.h \
  /work/wt/arch/x86/include/asm/fpu/api.h \
    $(wildcard include/config/X86_DEBUG_FPU) \
  /work/wt/arch/x86/include/asm/coco.h \
  /work/wt/include/asm-generic/pgtable_uffd.h \
  /work/wt/include/linux/page_table_check.h \
  /work/wt/arch/x86/include/asm/pgtable_64.h \
  /work/wt/arch/x86/include/asm/fixmap.h \
    $(wildcard include/config/PROVIDE_OHCI1394_DMA_INIT) \
    $(wildcard include/config/X86_IO_APIC) \
    $(wildcard include/config/PCI_MMCONFIG) \
    $(wildcard include/config/ACPI_APEI_GHES) \
    $(wildcard include/config/INTEL_TXT) \
  /work/wt/arch/x86/include/asm/apicdef.h \
  /work/wt/arch/x86/include/uapi/asm/vsyscall.h \
  /work/wt/include/asm-generic/fixmap.h \
  /work/wt/arch/x86/include/asm/pgtable-invert.h \
  /work/wt/arch/x86/include/asm/uaccess_64.h \
  /work/wt/include/asm-generic/access_ok.h \
    $(wildcard include/config/ALTERNATE_USER_ADDRESS_SPACE) \
  /work/wt/include/linux/cred.h \
  /work/wt/include/linux/key.h \
    $(wildcard include/config/KEY_NOTIFICATIONS) \
    $(wildcard include/config/NET) \
  /work/wt/include/linux/sysctl.h \
    $(wildcard include/config/SYSCTL) \
  /work/wt/include/uapi/linux/sysctl.h \
  /work/wt/include/linux/assoc_array.h \
    $(wildcard include/config/ASSOCIATIVE_ARRAY) \
  /work/wt/include/linux/sched/user.h \
    $(wildcard include/config/VFIO_PCI_ZDEV_KVM) \
    $(wildcard include/config/IOMMUFD) \
    $(wildcard include/config/SECRETMEM) \
    $(wildcard include/config/WATCH_QUEUE) \
  /work/wt/include/linux/ratelimit.h \
  /work/wt/include/linux/posix-timers.h \
  /work/wt/include/linux/alarmtimer.h \
    $(wildcard include/config/RTC_CLASS) \
  /work/wt/include/linux/hrtimer.h \
    $(wildcard include/config/HIGH_RES_TIMERS) \
    $(wildcard include/config/TIME_LOW_RES) \
    $(wildcard include/config/TIMERFD) \
  /work/wt/include/linux/hrtimer_defs.h \
  /work/wt/include/linux/timerqueue.h \
  /work/wt/include/linux/rcu_sync.h \
  /work/wt/include/linux/delayed_call.h \
  /work/wt/include/linux/uuid.h \
  /work/wt/include/linux/errseq.h \
  /work/wt/include/linux/ioprio.h \
  /work/wt/include/linux/sched/rt.h \
  /work/wt/include/linux/iocontext.h \
    $(wildcard include/config/BLK_ICQ) \
  /work/wt/include/uapi/linux/ioprio.h \
  /work/wt/include/linux/fs_types.h \
  /work/wt/include/linux/mount.h \
  /work/wt/include/linux/mnt_idmapping.h \
  /work/wt/include/linux/slab.h \
    $(wildcard include/config/FAILSLAB) \
    $(wildcard include/config/KFENCE) \
    $(wildcard include/config/SLUB_TINY) \
    $(wildcard include/config/SLUB_DEBUG) \
    $(wildcard include/config/SLAB_FREELIST_HARDENED) \
    $(wildcard include/config/SLAB_BUCKETS) \
  /work/wt/include/linux/percpu-refcount.h \
  /work/wt/include/linux/kasan.h \
    $(wildcard include/config/KASAN_STACK) \
    $(wildcard include/config/KASAN_VMALLOC) \
  /work/wt/include/linux/kasan-enabled.h \
  /work/wt/include/linux/kasan-tags.h \
  /work/wt/include/linux/rw_hint.h \
  /work/wt/include/uapi/linux/fs.h \
  /work/wt/include/linux/quota.h \
    $(wildcard include/config/QUOTA_NETLINK_INTERFACE) \
  /work/wt/include/uapi/linux/dqblk_xfs.h \
  /work/wt/include/linux/dqblk_v1.h \
  /work/wt/include/linux/dqblk_v2.h \
  /work/wt/include/linux/dqblk_qtree.h \
  /work/wt/include/linux/projid.h \
  /work/wt/include/uapi/linux/quota.h \
  /work/wt/include/linux/module.h \
    $(wildcard include/config/MODULES_TREE_LOOKUP) \
    $(wildcard include/config/STACKTRACE_BUILD_ID) \
    $(wildcard include/config/ARCH_USES_CFI_TRAPS) \
    $(wildcard include/config/MODULE_SIG) \
    $(wildcard include/config/KALLSYMS) \
    $(wildcard include/config/BPF_EVENTS) \
    $(wildcard include/config/DEBUG_INFO_BTF_MODULES) \
    $(wildcard include/config/EVENT_TRACING) \
    $(wildcard include/config/MODULE_UNLOAD) \
    $(wildcard include/config/CONSTRUCTORS) \
    $(wildcard include/config/FUNCTION_ERROR_INJECTION) \
  /work/wt/include/linux/buildid.h \
    $(wildcard include/config/VMCORE_INFO) \
  /work/wt/include/linux/kmod.h \
  /work/wt/include/linux/umh.h \
  /work/wt/include/linux/elf.h \
    $(wildcard include/config/ARCH_HAVE_EXTRA_ELF_NOTES) \
    $(wildcard include/config/ARCH_USE_GNU_PROPERTY) \
    $(wildcard include/config/ARCH_HAVE_ELF_PROT) \
  /work/wt/arch/x86/include/asm/elf.h \
    $(wildcard include/config/X86_X32_ABI) \
  /work/wt/arch/x86/include/asm/ia32.h \
  /work/wt/arch/x86/include/asm/user.h \
  /work/wt/arch/x86/include/asm/user_64.h \
  /work/wt/arch/x86/include/asm/fsgsbase.h \
  /work/wt/arch/x86/include/asm/syscall.h \
    $(wildcard include/config/X86_X32_DISABLED) \
  /work/wt/include/uapi/linux/audit.h \
  /work/wt/include/uapi/linux/elf-em.h \
  /work/wt/arch/x86/include/asm/unistd.h \
  /work/wt/arch/x86/include/uapi/asm/unistd.h \
  arch/x86/include/generated/uapi/asm/unistd_64.h \
  arch/x86/include/generated/asm/unistd_64_x32.h \
  arch/x86/include/generated/asm/unistd_32_ia32.h \
  /work/wt/arch/x86/include/asm/vdso.h \
  /work/wt/include/uapi/linux/elf.h \
  /work/wt/include/linux/kobject.h \
    $(wildcard include/config/UEVENT_HELPER) \
    $(wildcard include/config/DEBUG_KOBJECT_RELEASE) \
  /work/wt/include/linux/sysfs.h \
  /work/wt/include/linux/kernfs.h \
    $(wildcard include/config/KERNFS) \
  /work/wt/include/linux/idr.h \
  /work/wt/include/linux/kobject_ns.h \
  /work/wt/include/linux/moduleparam.h \
    $(wildcard include/config/ALPHA) \
    $(wildcard include/config/PPC64) \
  /work/wt/include/linux/rbtree_latch.h \
  /work/wt/include/linux/error-injection.h \
  /work/wt/include/asm-generic/error-injection.h \
  /work/wt/include/linux/dynamic_debug.h \
  /work/wt/arch/x86/include/asm/module.h \
    $(wildcard include/config/UNWINDER_ORC) \
  /work/wt/include/asm-generic/module.h \
    $(wildcard include/config/HAVE_MOD_ARCH_SPECIFIC) \
    $(wildcard include/config/MODULES_USE_ELF_REL) \
    $(wildcard include/config/MODULES_USE_ELF_RELA) \
  /work/wt/include/linux/namei.h \

/work/main/bench/kmod-uprobe/uprobe_count.o: $(deps_/work/main/bench/kmod-uprobe/uprobe_count.o)

$(deps_/work/main/bench/kmod-uprobe/uprobe_count.o):

/work/main/bench/kmod-uprobe/uprobe_count.o: $(wildcard ./tools/objtool/objtool)
