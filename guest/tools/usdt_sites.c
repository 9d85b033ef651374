// SPDX-License-Identifier: GPL-2.0
/*
 * usdt_sites: one USDT probe of each site form in use, emitted with
 * <sys/sdt.h> (.note.stapsdt, provider usdt_sites, one long argument),
 * for guest/tests/65-usdt-tools.sh:
 *   nop1       sdt.h's own _SDT_NOP: 90
 *   nop5       0f 1f 44 00 00                  nopl 0x0(%rax,%rax,1)
 *   nop_nop5   90 0f 1f 44 00 00               libbpf usdt.h, 2026-02
 *   nop_nop10  90 66 2e 0f 1f 84 00 00 00 00 00
 *              nop; nopw %cs:0x0(%rax,%rax,1)  libbpf usdt.h, 2026-07
 * The note's address is the first byte of the form (the 90 of the nop_nop
 * forms).
 *
 *   usdt_sites notes
 *     note <form> addr=0x<note address> off=0x<file offset>   (each form)
 *   usdt_sites <form>[,<form>...]|all <calls> <threads>
 *     each thread calls each form's probe <calls> times, with the argument
 *     1, 2, ..., <calls>; then, for each form,
 *     site <form> addr=0x<address in this process> off=0x<o> bytes=<b0><b1>
 *     calls <form> <n> sum <s>
 *     (b0 b1: the two bytes at the note address in the text as this
 *     process sees it after the calls, with the probe still attached), and
 *     list <line> for each line of /sys/kernel/debug/uprobes/list about
 *     this process (where that file exists).
 */
#include <elf.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <sys/sdt.h>

/*
 * _SDT_NOP is expanded where STAP_PROBE1 is used: each definition below
 * holds for the probes after it. The templates are extended asm ("%%",
 * "%{disp8%}": gas would drop a zero displacement); commas only inside
 * parentheses (macro arguments). gas puts a segment prefix before 66,
 * hence the 66 of nop_nop10 as a .byte.
 */
#define SITE(form)						\
	static __attribute__((noipa)) void site_##form(long arg)	\
	{ STAP_PROBE1(usdt_sites, form, arg); }

SITE(nop1)
#undef _SDT_NOP
#define _SDT_NOP %{disp8%} nopl 0x0(%%rax,%%rax,1)
SITE(nop5)
#undef _SDT_NOP
#define _SDT_NOP nop; %{disp8%} nopl 0x0(%%rax,%%rax,1)
SITE(nop_nop5)
#undef _SDT_NOP
#define _SDT_NOP nop; .byte 0x66; cs %{disp32%} nopl 0x0(%%rax,%%rax,1)
SITE(nop_nop10)

static struct site {
	const char *form;
	void (*fn)(long);
	unsigned long addr, off;	/* from the note: link-time address */
	int on;
	long n, sum;
} sites[] = {
	{ .form = "nop1", .fn = site_nop1 },
	{ .form = "nop5", .fn = site_nop5 },
	{ .form = "nop_nop5", .fn = site_nop_nop5 },
	{ .form = "nop_nop10", .fn = site_nop_nop10 },
};
#define NR_SITES (sizeof(sites) / sizeof(sites[0]))

static long calls;
static unsigned long bias;	/* runtime minus link-time address */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void die(const char *msg)
{
	fprintf(stderr, "usdt_sites: %s\n", msg);
	exit(1);
}

/* The notes of provider usdt_sites in our own file: address and offset. */
static void read_notes(void)
{
	const Elf64_Shdr *sh, *notes = NULL, *base = NULL;
	const Elf64_Ehdr *eh;
	const Elf64_Phdr *ph;
	const char *f, *p, *end, *shstr;
	struct stat st;
	unsigned int i, j;
	int fd;

	fd = open("/proc/self/exe", O_RDONLY);
	if (fd < 0 || fstat(fd, &st))
		die("cannot open /proc/self/exe");
	f = mmap(NULL, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (f == MAP_FAILED)
		die("cannot map /proc/self/exe");
	eh = (const Elf64_Ehdr *)f;
	sh = (const Elf64_Shdr *)(f + eh->e_shoff);
	shstr = f + sh[eh->e_shstrndx].sh_offset;
	for (i = 0; i < eh->e_shnum; i++) {
		if (!strcmp(shstr + sh[i].sh_name, ".note.stapsdt"))
			notes = &sh[i];
		else if (!strcmp(shstr + sh[i].sh_name, ".stapsdt.base"))
			base = &sh[i];
	}
	if (!notes)
		die("no .note.stapsdt");
	/* The load bias: where the kernel put our program headers. */
	ph = (const Elf64_Phdr *)(f + eh->e_phoff);
	for (i = 0; i < eh->e_phnum; i++)
		if (ph[i].p_type == PT_LOAD && ph[i].p_offset == 0)
			bias = getauxval(AT_PHDR) - eh->e_phoff - ph[i].p_vaddr;

	p = f + notes->sh_offset;
	end = p + notes->sh_size;
	while (p + sizeof(Elf64_Nhdr) <= end) {
		const Elf64_Nhdr *nh = (const Elf64_Nhdr *)p;
		const char *name = p + sizeof(*nh);
		const char *desc = name + ((nh->n_namesz + 3) & ~3U);
		const char *prov = desc + 24, *probe = prov + strlen(prov) + 1;
		unsigned long pc, nbase;

		p = desc + ((nh->n_descsz + 3) & ~3U);
		if (nh->n_type != 3 || strcmp(name, "stapsdt") || strcmp(prov, "usdt_sites"))
			continue;
		memcpy(&pc, desc, 8);
		memcpy(&nbase, desc + 8, 8);
		if (base)	/* prelink moved the text: sdt.h's base adjusts it */
			pc += base->sh_addr - nbase;
		for (j = 0; j < NR_SITES; j++)
			if (!strcmp(sites[j].form, probe))
				sites[j].addr = pc;
	}
	for (j = 0; j < NR_SITES; j++) {
		struct site *s = &sites[j];
		unsigned long fn = (unsigned long)s->fn;

		for (i = 0; i < eh->e_shnum; i++)
			if ((sh[i].sh_flags & SHF_EXECINSTR) && s->addr >= sh[i].sh_addr &&
			    s->addr < sh[i].sh_addr + sh[i].sh_size)
				s->off = s->addr - sh[i].sh_addr + sh[i].sh_offset;
		/* the note must point into its function */
		if (!s->off || s->addr + bias < fn || s->addr + bias >= fn + 64) {
			fprintf(stderr, "usdt_sites: note of %s at 0x%lx (bias 0x%lx), function at 0x%lx\n",
				s->form, s->addr, bias, fn);
			exit(1);
		}
	}
	munmap((void *)f, st.st_size);
	close(fd);
}

static void *worker(void *unused)
{
	unsigned int j;
	long i, sum;

	(void)unused;
	for (j = 0; j < NR_SITES; j++) {
		if (!sites[j].on)
			continue;
		for (i = 1, sum = 0; i <= calls; i++) {
			sites[j].fn(i);
			sum += i;
		}
		pthread_mutex_lock(&lock);
		sites[j].n += calls;
		sites[j].sum += sum;
		pthread_mutex_unlock(&lock);
	}
	return NULL;
}

/* The lines of debugfs' uprobes/list about this process. */
static void print_list(void)
{
	FILE *l = fopen("/sys/kernel/debug/uprobes/list", "r");
	char line[256], pid[16];
	int len = snprintf(pid, sizeof(pid), "%d ", (int)getpid());

	while (l && fgets(line, sizeof(line), l))
		if (!strncmp(line, pid, len))
			printf("list %s", line);
	if (l)
		fclose(l);
}

int main(int argc, char **argv)
{
	pthread_t t[64];
	unsigned int j;
	long threads, i;
	char *form;

	read_notes();
	if (argc == 2 && !strcmp(argv[1], "notes")) {
		for (j = 0; j < NR_SITES; j++)
			printf("note %s addr=0x%lx off=0x%lx\n", sites[j].form,
			       sites[j].addr, sites[j].off);
		return 0;
	}
	if (argc != 4) {
		fprintf(stderr, "usage: usdt_sites notes | usdt_sites <form>[,<form>...]|all <calls> <threads>\n");
		return 2;
	}
	for (form = strtok(argv[1], ","); form; form = strtok(NULL, ",")) {
		for (j = 0; j < NR_SITES; j++)
			if (!strcmp(form, "all") || !strcmp(form, sites[j].form))
				sites[j].on = 1;
	}
	calls = atol(argv[2]);
	threads = atol(argv[3]);
	if (calls < 1 || threads < 1 || threads > 64)
		die("bad <calls> or <threads>");
	for (j = 0; j < NR_SITES && !sites[j].on; j++)
		;
	if (j == NR_SITES)
		die("no such form");

	for (i = 0; i < threads; i++)
		if (pthread_create(&t[i], NULL, worker, NULL))
			die("pthread_create failed");
	for (i = 0; i < threads; i++)
		pthread_join(t[i], NULL);

	for (j = 0; j < NR_SITES; j++) {
		const volatile unsigned char *b;

		if (!sites[j].on)
			continue;
		b = (const volatile unsigned char *)(sites[j].addr + bias);
		printf("site %s addr=0x%lx off=0x%lx bytes=%02x%02x\n", sites[j].form,
		       (unsigned long)b, sites[j].off, b[0], b[1]);
		printf("calls %s %ld sum %ld\n", sites[j].form, sites[j].n, sites[j].sum);
	}
	print_list();
	return 0;
}
