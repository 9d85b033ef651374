// SPDX-License-Identifier: GPL-2.0
/*
 * optprobe-bpfbench: the cost of a BPF kprobe program at FUNC+OFFSET, the
 * case upstream's BPF benchmark (trig-kprobe, at a function's entry, which
 * is ftrace-based) does not measure.
 *
 *   optprobe-bpfbench FUNC OFFSET CALLS optimized|int3
 *   BPFBENCH func=F+O calls=<n> hits=<n> noprobe_ns=<t0> probe_ns=<t1> state=<s> state_after=<s>
 *
 * Times CALLS read(2)s of one byte from /dev/zero (each runs vfs_read()
 * once) without a probe, then again with optprobe_count.bpf.c's program
 * attached at FUNC+OFFSET (bpf_program__attach_kprobe_opts() with
 * .offset) for this process. Before the timed loop it runs untimed rounds
 * until every hit of a round arrived the way asked for, as the program
 * tells from the site's first byte (0xe9: jump, 0xcc: int3): kprobes/list
 * says [OPTIMIZED] as soon as the optimizer has queued a probe, before the
 * jump is written. After the timed loop one more round must still arrive
 * that way. state/state_after are "optimized" or "int3" when every hit of
 * those rounds did, "mixed" otherwise. Exit status 0 if the program
 * counted every call and both states are the one asked for.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include "optprobe_count.skel.h"

#define CHECK_CALLS	1000

static struct optprobe_count_bpf *skel;
static int zero_fd;

static int die(const char *what)
{
	fprintf(stderr, "optprobe-bpfbench: %s: %s\n", what, strerror(errno));
	exit(1);
}

/* The address of FUNC from /proc/kallsyms (text symbols only). */
static unsigned long long func_addr(const char *func)
{
	unsigned long long addr;
	char type, name[256];
	FILE *f = fopen("/proc/kallsyms", "r");

	if (!f)
		die("/proc/kallsyms");
	while (fscanf(f, "%llx %c %255s%*[^\n]", &addr, &type, name) == 3) {
		if ((type == 'T' || type == 't') && !strcmp(name, func)) {
			fclose(f);
			return addr;
		}
	}
	fclose(f);
	errno = ENOENT;
	die(func);
	return 0;
}

static unsigned long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000ULL + ts.tv_nsec;
}

static unsigned long long read_loop(unsigned long calls)
{
	unsigned long long t = now_ns();
	unsigned long i;
	char c;

	for (i = 0; i < calls; i++)
		if (read(zero_fd, &c, 1) != 1)
			die("read /dev/zero");
	return now_ns() - t;
}

/* One untimed round of the target only: how its hits arrived. */
static const char *check_round(unsigned long long site)
{
	const char *s = "mixed";

	skel->bss->jump_hits = 0;
	skel->bss->int3_hits = 0;
	skel->bss->site_addr = site;
	skel->bss->target_tgid = getpid();
	read_loop(CHECK_CALLS);
	skel->bss->target_tgid = 0;
	skel->bss->site_addr = 0;
	if (skel->bss->jump_hits == CHECK_CALLS)
		s = "optimized";
	else if (skel->bss->int3_hits == CHECK_CALLS)
		s = "int3";
	return s;
}

static unsigned long long map_total(int fd)
{
	unsigned long long total = 0;
	__u64 key, next, val;
	void *prev = NULL;

	while (!bpf_map_get_next_key(fd, prev, &next)) {
		if (bpf_map_lookup_elem(fd, &next, &val))
			die("map lookup");
		total += val;
		key = next;
		prev = &key;
	}
	return total;
}

int main(int argc, char **argv)
{
	LIBBPF_OPTS(bpf_kprobe_opts, kopts);
	unsigned long long t0, t1, site, total;
	const char *want, *before, *after;
	struct bpf_link *link;
	unsigned long calls;
	char *end;
	int i;

	if (argc != 5 || (strcmp(argv[4], "optimized") && strcmp(argv[4], "int3"))) {
		fprintf(stderr, "usage: %s FUNC OFFSET CALLS optimized|int3\n", argv[0]);
		return 1;
	}
	want = argv[4];
	kopts.offset = strtoul(argv[2], &end, 0);
	if (*end) {
		fprintf(stderr, "optprobe-bpfbench: bad offset %s\n", argv[2]);
		return 1;
	}
	calls = strtoul(argv[3], &end, 0);
	if (*end || !calls) {
		fprintf(stderr, "optprobe-bpfbench: bad count %s\n", argv[3]);
		return 1;
	}
	site = func_addr(argv[1]) + kopts.offset;
	zero_fd = open("/dev/zero", O_RDONLY);
	if (zero_fd < 0)
		die("/dev/zero");

	skel = optprobe_count_bpf__open_and_load();
	if (!skel)
		die("loading the BPF program");

	read_loop(calls / 10);	/* warm up */
	t0 = read_loop(calls);

	link = bpf_program__attach_kprobe_opts(skel->progs.count_hit, argv[1], &kopts);
	if (!link)
		die("attaching the BPF program");
	/* The optimizer works in the background: wait up to 5 s. */
	for (i = 0; i < 50; i++) {
		before = check_round(site);
		if (!strcmp(before, want))
			break;
		usleep(100000);
	}

	/* The check rounds counted too: take the timed loop's share only. */
	total = map_total(bpf_map__fd(skel->maps.hits));
	skel->bss->target_tgid = getpid();
	t1 = read_loop(calls);
	skel->bss->target_tgid = 0;
	total = map_total(bpf_map__fd(skel->maps.hits)) - total;
	after = check_round(site);

	bpf_link__destroy(link);
	optprobe_count_bpf__destroy(skel);

	printf("BPFBENCH func=%s+%lu calls=%lu hits=%llu noprobe_ns=%llu probe_ns=%llu state=%s state_after=%s\n",
	       argv[1], (unsigned long)kopts.offset, calls, total, t0, t1,
	       before, after);
	if (total != calls)
		return 1;
	return strcmp(before, want) || strcmp(after, want) ? 1 : 0;
}
