/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Probe target for the per-hit benchmark. Written in assembly so that the
 * probed site and the instructions a jump would displace are the same on
 * every kernel the benchmark is built for: two position-independent
 * 4-byte instructions, then the return.
 */
#include <linux/linkage.h>
#include <asm/asm.h>

	.text
SYM_FUNC_START(optbench_target)
.Lsite:
	leaq	1(%rdi), %rax
	addq	$3, %rax
	RET
SYM_FUNC_END(optbench_target)

	.section .rodata, "a"
	.balign 4
SYM_DATA_START(optbench_site_offset)
	.long	.Lsite - optbench_target
SYM_DATA_END(optbench_site_offset)
