// SPDX-License-Identifier: GPL-2.0
/*
 * make bench (guest/bench/90-uprobench.sh): a loop that calls a probe
 * site, a 1-byte NOP or a 5-byte NOP (what USDT probes are), timed with
 * CLOCK_MONOTONIC. Static, so that the sites' file offsets are fixed.
 *   uprobe-bench offsets            "nop1=0x... nop5=0x..."
 *   uprobe-bench run nop1|nop5 N    10 untimed calls (the first hit may
 *                                   turn the site into a jump), then N
 *                                   timed: "calls=N ns=T byte=XX"
 *                                   (XX: the site's first byte after)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

asm (".text\n"
     ".globl ub_nop1\n.type ub_nop1, @function\n"
     "ub_nop1:\n\tnop\n\tret\n"
     ".globl ub_nop5\n.type ub_nop5, @function\n"
     "ub_nop5:\n\t.byte 0x0f, 0x1f, 0x44, 0x00, 0x00\n\tret\n");
void ub_nop1(void);
void ub_nop5(void);

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
	long i, n;

	if (argc == 2 && !strcmp(argv[1], "offsets")) {
		printf("nop1=0x%lx nop5=0x%lx\n", file_offset(ub_nop1), file_offset(ub_nop5));
		return 0;
	}
	if (argc != 4 || strcmp(argv[1], "run"))
		return 2;
	site = !strcmp(argv[2], "nop1") ? ub_nop1 : ub_nop5;
	n = atol(argv[3]);
	for (i = 0; i < 10; i++)
		site();
	t0 = now_ns();
	for (i = 0; i < n; i++)
		site();
	t1 = now_ns();
	printf("calls=%ld ns=%lld byte=%02x\n", n, t1 - t0, *(volatile unsigned char *)site);
	return 0;
}
