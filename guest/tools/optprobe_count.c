// SPDX-License-Identifier: GPL-2.0
/*
 * optprobe-count: attach a BPF kprobe at FUNC+OFFSET with libbpf
 * (bpf_program__attach_kprobe_opts() with .offset), run a command, and print
 * how often the probe fired in that command, per value of the probed
 * function's third register argument:
 *
 *   optprobe-count FUNC OFFSET CMD [ARG...]
 *   hits <total>
 *   arg3 <value> <hits>
 *   ...
 *
 * The command stops itself (SIGSTOP) before exec until the probe is
 * attached and the BPF program knows its pid: only the command is counted,
 * and nothing it does before exec (no read on a pipe, say) is. Exit status:
 * 0 if attached and the command exited 0, 1 otherwise.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include "optprobe_count.skel.h"

int main(int argc, char **argv)
{
	LIBBPF_OPTS(bpf_kprobe_opts, kopts);
	struct optprobe_count_bpf *skel;
	struct bpf_link *link;
	__u64 key, next, val, total = 0;
	int status, fd, err;
	char *end;
	pid_t pid;

	if (argc < 4) {
		fprintf(stderr, "usage: %s FUNC OFFSET CMD [ARG...]\n", argv[0]);
		return 1;
	}
	kopts.offset = strtoul(argv[2], &end, 0);
	if (*end) {
		fprintf(stderr, "bad offset %s\n", argv[2]);
		return 1;
	}

	skel = optprobe_count_bpf__open_and_load();
	if (!skel) {
		fprintf(stderr, "cannot load the BPF program: %s\n", strerror(errno));
		return 1;
	}
	link = bpf_program__attach_kprobe_opts(skel->progs.count_hit, argv[1], &kopts);
	if (!link) {
		fprintf(stderr, "cannot attach at %s+%s: %s\n", argv[1], argv[2],
			strerror(errno));
		return 1;
	}

	pid = fork();
	if (pid < 0)
		return 1;
	if (pid == 0) {
		raise(SIGSTOP);
		execvp(argv[3], argv + 3);
		_exit(127);
	}
	if (waitpid(pid, &status, WUNTRACED) != pid || !WIFSTOPPED(status))
		return 1;
	skel->bss->target_tgid = pid;
	kill(pid, SIGCONT);
	if (waitpid(pid, &status, 0) != pid)
		return 1;

	fd = bpf_map__fd(skel->maps.hits);
	for (err = bpf_map_get_next_key(fd, NULL, &key); !err;
	     err = bpf_map_get_next_key(fd, &key, &next), key = next) {
		if (bpf_map_lookup_elem(fd, &key, &val))
			return 1;
		total += val;
	}
	printf("hits %llu\n", (unsigned long long)total);
	for (err = bpf_map_get_next_key(fd, NULL, &key); !err;
	     err = bpf_map_get_next_key(fd, &key, &next), key = next) {
		bpf_map_lookup_elem(fd, &key, &val);
		printf("arg3 %llu %llu\n", (unsigned long long)key,
		       (unsigned long long)val);
	}
	bpf_link__destroy(link);
	optprobe_count_bpf__destroy(skel);
	return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
}
