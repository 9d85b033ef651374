// SPDX-License-Identifier: GPL-2.0
/*
 * optprobe-bpfbench: events per second of a BPF kprobe program at
 * FUNC+OFFSET, the case upstream's BPF benchmark (trig-kprobe, at a
 * function's entry, which is ftrace-based) does not measure.
 *
 *   optprobe-bpfbench FUNC OFFSET CALLS [optimized|int3]
 *   BPFBENCH calls=<n> hits=<n> noprobe_ns=<t0> probe_ns=<t1> state=<s> ...
 *
 * Times CALLS read(2)s of one byte from /dev/zero (each runs vfs_read()
 * once) without a probe, then again with optprobe_count.bpf.c's program
 * attached at FUNC+OFFSET (bpf_program__attach_kprobe_opts() with
 * .offset) for this process, and prints both times, the hits the program
 * counted and the probe's state in kprobes/list ("optimized" or "int3")
 * before and after the timed loop. With a state argument it first waits
 * up to 5 s for that state (the optimizer works in the background). Exit
 * status 0 if the hits equal CALLS and the state is the one asked for.
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

static const char *kplist = "/sys/kernel/debug/kprobes/list";

/* "optimized", "int3", or "absent" for FUNC+OFFSET in kprobes/list */
static const char *probe_state(const char *func, unsigned long off)
{
	char want[160], line[512];
	const char *s = "absent";
	FILE *f;

	snprintf(want, sizeof(want), " %s+0x%lx ", func, off);
	f = fopen(kplist, "r");
	if (!f)
		return "unknown";
	while (fgets(line, sizeof(line), f)) {
		if (!strstr(line, want))
			continue;
		s = strstr(line, "[OPTIMIZED]") ? "optimized" : "int3";
		break;
	}
	fclose(f);
	return s;
}

static unsigned long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000ULL + ts.tv_nsec;
}

static unsigned long long read_loop(int fd, unsigned long calls)
{
	unsigned long long t = now_ns();
	unsigned long i;
	char c;

	for (i = 0; i < calls; i++)
		if (read(fd, &c, 1) != 1)
			exit(1);
	return now_ns() - t;
}

int main(int argc, char **argv)
{
	LIBBPF_OPTS(bpf_kprobe_opts, kopts);
	unsigned long long t0, t1, total = 0;
	const char *want, *before, *after;
	struct optprobe_count_bpf *skel;
	__u64 key, next, val;
	struct bpf_link *link;
	unsigned long calls;
	int fd, mfd, err, i;
	char *end;

	if (argc < 4) {
		fprintf(stderr, "usage: %s FUNC OFFSET CALLS [optimized|int3]\n", argv[0]);
		return 1;
	}
	kopts.offset = strtoul(argv[2], &end, 0);
	if (*end)
		return 1;
	calls = strtoul(argv[3], &end, 0);
	if (*end || !calls)
		return 1;
	want = argc > 4 ? argv[4] : NULL;
	fd = open("/dev/zero", O_RDONLY);
	if (fd < 0)
		return 1;

	skel = optprobe_count_bpf__open_and_load();
	if (!skel) {
		fprintf(stderr, "cannot load the BPF program: %s\n", strerror(errno));
		return 1;
	}
	read_loop(fd, calls / 10);	/* warm up */
	t0 = read_loop(fd, calls);

	link = bpf_program__attach_kprobe_opts(skel->progs.count_hit, argv[1], &kopts);
	if (!link) {
		fprintf(stderr, "cannot attach at %s+%s: %s\n", argv[1], argv[2],
			strerror(errno));
		return 1;
	}
	for (i = 0; want && i < 50; i++) {
		if (!strcmp(probe_state(argv[1], kopts.offset), want))
			break;
		usleep(100000);
	}
	before = probe_state(argv[1], kopts.offset);
	mfd = bpf_map__fd(skel->maps.hits);
	/* Count only the timed loop: reading kprobes/list runs vfs_read() too. */
	skel->bss->target_tgid = getpid();
	t1 = read_loop(fd, calls);
	skel->bss->target_tgid = 0;
	after = probe_state(argv[1], kopts.offset);

	for (err = bpf_map_get_next_key(mfd, NULL, &key); !err;
	     err = bpf_map_get_next_key(mfd, &key, &next), key = next) {
		if (bpf_map_lookup_elem(mfd, &key, &val))
			return 1;
		total += val;
	}
	bpf_link__destroy(link);
	optprobe_count_bpf__destroy(skel);

	printf("BPFBENCH func=%s+%lu calls=%lu hits=%llu noprobe_ns=%llu probe_ns=%llu state=%s state_after=%s\n",
	       argv[1], (unsigned long)kopts.offset, calls, total, t0, t1,
	       before, after);
	if (total != calls)
		return 1;
	return want && (strcmp(before, want) || strcmp(after, want)) ? 1 : 0;
}
