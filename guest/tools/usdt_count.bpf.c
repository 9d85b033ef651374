// SPDX-License-Identifier: GPL-2.0
/*
 * BPF side of usdt_count: a USDT program (libbpf's usdt.bpf.h) that the
 * loader attaches to each probe it is given, with the probe's index as
 * the USDT cookie. Per probe it counts the hits and sums the first
 * argument. No CO-RE: the test kernels have no BTF (LINUX_HAS_BPF_COOKIE
 * is libbpf's own feature probe).
 */
#include <stdbool.h>	/* usdt.bpf.h uses bool (vmlinux.h would define it) */
#include <linux/bpf.h>
#include <linux/ptrace.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include <bpf/usdt.bpf.h>

#define MAX_PROBES 16

__u64 hits[MAX_PROBES], sums[MAX_PROBES];

SEC("usdt")
int BPF_USDT(count_hit, long arg)
{
	long i = bpf_usdt_cookie(ctx);

	if (i < 0 || i >= MAX_PROBES)
		return 0;
	__sync_fetch_and_add(&hits[i], 1);
	__sync_fetch_and_add(&sums[i], arg);
	return 0;
}

char LICENSE[] SEC("license") = "GPL";
