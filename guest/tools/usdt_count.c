// SPDX-License-Identifier: GPL-2.0
/*
 * usdt_count: attach a BPF program to USDT probes with libbpf's
 * bpf_program__attach_usdt() (all processes: pid -1), run a command, and
 * print per probe how often it fired and the sum of its first argument:
 *
 *   usdt_count BINARY PROVIDER NAME[,NAME...] -- CMD [ARG...]
 *   usdt <name> hits <n> sum <s>
 *   ...
 *
 * The probes are attached before the command starts and stay attached
 * until it exited. Exit status: 0 if all attached and the command exited
 * 0, 1 otherwise.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <bpf/libbpf.h>
#include "usdt_count.skel.h"

#define MAX_PROBES 16	/* as in usdt_count.bpf.c */

int main(int argc, char **argv)
{
	struct bpf_link *link[MAX_PROBES];
	struct usdt_count_bpf *skel;
	char *name[MAX_PROBES], *n;
	int i, nr = 0, status;
	pid_t pid;

	if (argc < 6 || strcmp(argv[4], "--")) {
		fprintf(stderr, "usage: %s BINARY PROVIDER NAME[,NAME...] -- CMD [ARG...]\n",
			argv[0]);
		return 1;
	}
	skel = usdt_count_bpf__open_and_load();
	if (!skel) {
		fprintf(stderr, "cannot load the BPF program: %s\n", strerror(errno));
		return 1;
	}
	for (n = strtok(argv[3], ","); n; n = strtok(NULL, ",")) {
		LIBBPF_OPTS(bpf_usdt_opts, uopts, .usdt_cookie = nr);

		if (nr == MAX_PROBES) {
			fprintf(stderr, "more than %d probes\n", MAX_PROBES);
			return 1;
		}
		link[nr] = bpf_program__attach_usdt(skel->progs.count_hit, -1, argv[1],
						    argv[2], n, &uopts);
		if (!link[nr]) {
			fprintf(stderr, "cannot attach to %s:%s:%s: %s\n", argv[1], argv[2], n,
				strerror(errno));
			return 1;
		}
		name[nr++] = n;
	}

	fflush(stdout);
	pid = fork();
	if (pid < 0)
		return 1;
	if (pid == 0) {
		execvp(argv[5], argv + 5);
		fprintf(stderr, "cannot run %s: %s\n", argv[5], strerror(errno));
		_exit(127);
	}
	if (waitpid(pid, &status, 0) != pid)
		return 1;

	for (i = 0; i < nr; i++) {
		printf("usdt %s hits %llu sum %llu\n", name[i],
		       (unsigned long long)skel->bss->hits[i],
		       (unsigned long long)skel->bss->sums[i]);
		bpf_link__destroy(link[i]);
	}
	usdt_count_bpf__destroy(skel);
	return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
}
