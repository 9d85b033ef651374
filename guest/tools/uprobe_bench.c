// SPDX-License-Identifier: GPL-2.0
/*
 * make bench (guest/bench/90-uprobench.sh): a loop that calls a probe
 * site, timed with CLOCK_MONOTONIC. Static, so that the sites' file
 * offsets are fixed. The sites:
 *   nop1    90                               a 1-byte NOP
 *   nop5    0f 1f 44 00 00                   a 5-byte NOP (USDT)
 *   nop10   66 2e 0f 1f 84 00 00 00 00 00    libbpf usdt.h's long NOP
 *   pair10  90 66 2e 0f 1f 84 00 00 00 00 00 nop; nop10, probed at the 90
 *                                            (where perf, bpftrace and
 *                                            older libbpf attach)
 *   uprobe-bench offsets            "nop1=0x... nop5=0x... nop10=0x...
 *                                   pair10=0x..."
 *   uprobe-bench run <site> N       10 untimed calls (the first hit may
 *                                   turn the site into a jump), then N
 *                                   timed: "calls=N ns=T byte=XX", and
 *                                   " next=YY" for pair10 (XX: the site's
 *                                   first byte after, YY the one after
 *                                   it, where pair10's jump goes)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

asm (".text\n"
     ".globl ub_nop1\n.type ub_nop1, @function\n"
     "ub_nop1:\n\tnop\n\tret\n"
     ".globl ub_nop5\n.type ub_nop5, @function\n"
     "ub_nop5:\n\t.byte 0x0f, 0x1f, 0x44, 0x00, 0x00\n\tret\n"
     /* 32-byte aligned: neither long site crosses a page (no jump then) */
     ".p2align 5\n"
     ".globl ub_nop10\n.type ub_nop10, @function\n"
     "ub_nop10:\n\t.byte 0x66, 0x2e, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00\n\tret\n"
     ".globl ub_pair10\n.type ub_pair10, @function\n"
     "ub_pair10:\n\tnop\n\t.byte 0x66, 0x2e, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00\n\tret\n");
void ub_nop1(void);
void ub_nop5(void);
void ub_nop10(void);
void ub_pair10(void);

static const struct {
	const char *name;
	void (*fn)(void);
} sites[] = {
	{ "nop1", ub_nop1 }, { "nop5", ub_nop5 }, { "nop10", ub_nop10 }, { "pair10", ub_pair10 },
};
#define NSITES (sizeof(sites) / sizeof(sites[0]))

static unsigned long file_offset(void *addr)
{
	unsigned long start, end, off, a = (unsigned long)addr;
	char line[512];
	FILE *f = fopen("/proc/self/maps", "r");

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "%lx-%lx %*s %lx", &start, &end, &off) == 3 && a >= start && a < end)
			return a - start + off;
	exit(2);
}

static long long now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000000000LL + t.tv_nsec;
}

int main(int argc, char **argv)
{
	void (*volatile site)(void);
	long long t0, t1;
	unsigned long s;
	long i, n;

	if (argc == 2 && !strcmp(argv[1], "offsets")) {
		for (s = 0; s < NSITES; s++)
			printf("%s%s=0x%lx", s ? " " : "", sites[s].name, file_offset(sites[s].fn));
		printf("\n");
		return 0;
	}
	if (argc != 4 || strcmp(argv[1], "run"))
		return 2;
	for (s = 0; s < NSITES && strcmp(argv[2], sites[s].name); s++)
		;
	if (s == NSITES)
		return 2;
	site = sites[s].fn;
	n = atol(argv[3]);
	for (i = 0; i < 10; i++)
		site();
	t0 = now_ns();
	for (i = 0; i < n; i++)
		site();
	t1 = now_ns();
	printf("calls=%ld ns=%lld byte=%02x", n, t1 - t0, ((volatile unsigned char *)site)[0]);
	/* pair10's jump, if any, is at the long NOP; the 90 goes back */
	if (site == ub_pair10)
		printf(" next=%02x", ((volatile unsigned char *)site)[1]);
	printf("\n");
	return 0;
}
