// SPDX-License-Identifier: GPL-2.0
/*
 * BPF side of optprobe-count: a kprobe program that the loader attaches at
 * FUNC+OFFSET. For each hit by the traced process it reads the third
 * register argument (PT_REGS_PARM3, e.g. the byte count of vfs_read()) and
 * counts hits per value in a hash map. Plain bpf_tracing.h register access,
 * no CO-RE: the test kernels have no BTF.
 */
#include <linux/bpf.h>
#include <linux/ptrace.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 64);
	__type(key, __u64);
	__type(value, __u64);
} hits SEC(".maps");

/* Set by the loader after the fork, before it lets the child exec. */
__u32 target_tgid;

/*
 * optprobe-bpfbench: when set, the address of the probed instruction,
 * whose first byte tells how this hit arrived (0xe9: the jump is in the
 * text, 0xcc: int3); counted in jump_hits and int3_hits.
 */
__u64 site_addr;
__u64 jump_hits, int3_hits;

SEC("kprobe")
int count_hit(struct pt_regs *ctx)
{
	__u64 arg = PT_REGS_PARM3(ctx);
	__u64 one = 1, *n;

	if ((__u32)(bpf_get_current_pid_tgid() >> 32) != target_tgid)
		return 0;
	if (site_addr) {
		unsigned char op = 0;

		bpf_probe_read_kernel(&op, 1, (void *)site_addr);
		if (op == 0xe9)
			__sync_fetch_and_add(&jump_hits, 1);
		else if (op == 0xcc)
			__sync_fetch_and_add(&int3_hits, 1);
	}
	n = bpf_map_lookup_elem(&hits, &arg);
	if (n)
		__sync_fetch_and_add(n, 1);
	else
		bpf_map_update_elem(&hits, &arg, &one, BPF_NOEXIST);
	return 0;
}

char LICENSE[] SEC("license") = "GPL";
