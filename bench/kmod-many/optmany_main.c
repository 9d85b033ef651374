// SPDX-License-Identifier: GPL-2.0
/*
 * optmany - optimization latency and memory of many jump-optimized kprobes.
 *
 * optmany_sites.S (gen-sites.py) holds N tiny functions whose first
 * instruction, a 6-byte "addq $imm32, %rax", is a complete optimization
 * region. Load with n=<count> (default: all sites): one kprobe per site is
 * registered in init. Only interfaces every kernel has are used
 * (register_kprobe/unregister_kprobe and reads of the probed text), so the
 * same source builds for baseline, series and mainline.
 *
 * Write to /sys/module/optmany/parameters/cmd:
 *	opt	poll (msleep(1)) until the first byte of every site is 0xE9
 *		(jmp: optimized); ms counted from the start of registration
 *	mark	remember now (e.g. just before writing 0 to the sysctl)
 *	int3	poll until every site is 0xCC again; ms counted from 'mark'
 *	mem	sizeof(struct optimized_kprobe) and the detour slot size
 *		(smallest distance between two slots), CONFIG_OPTPROBES only
 *	unreg1	unregister every probe with unregister_kprobe(), one by one
 *	unregn	unregister every probe with one unregister_kprobes() call
 *		For both: ret_ms = until the last call returned, done_ms =
 *		until every site holds its original bytes again (polled
 *		after the return; a kernel that leaves the jump removal to
 *		its optimizer restores them later). Once done, no probe is
 *		left to unregister when the module is unloaded.
 * and read the outcome from .../parameters/result. Polls give up after
 * timeout_ms (default 120000).
 */
#include <linux/delay.h>
#include <linux/kprobes.h>
#include <linux/ktime.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/slab.h>
#include <linux/sort.h>

#include <asm/text-patching.h>

extern const unsigned long optmany_site_table[];
extern const u32 optmany_nsites;

static unsigned int n = ~0U;
module_param(n, uint, 0444);
MODULE_PARM_DESC(n, "kprobes to register (default: every site)");

static unsigned int timeout_ms = 120000;
module_param(timeout_ms, uint, 0644);

static char result[200] = "none";
module_param_string(result, result, sizeof(result), 0444);

static struct kprobe *probes;
static u8 (*orig)[JMP32_INSN_SIZE];	/* first bytes of each site, unprobed */
static unsigned int nreg;
static u64 t_reg0, t_reg1, t_mark;
static DEFINE_MUTEX(cmd_lock);

static int optmany_pre(struct kprobe *p, struct pt_regs *regs)
{
	return 0;
}

static unsigned int count_byte(u8 want)
{
	unsigned int i, c = 0;

	for (i = 0; i < nreg; i++)
		c += READ_ONCE(*(u8 *)optmany_site_table[i]) == want;
	return c;
}

static void wait_byte(const char *what, u8 want, u64 from)
{
	u64 t0 = ktime_get_ns(), t;
	unsigned int c;

	for (;;) {
		c = count_byte(want);
		t = ktime_get_ns();
		if (c == nreg || t - t0 > (u64)timeout_ms * NSEC_PER_MSEC)
			break;
		msleep(1);
	}
	snprintf(result, sizeof(result),
		 "cmd=%s n=%u done=%u ms=%llu.%03llu reg_ms=%llu.%03llu ok=%d",
		 what, nreg, c, (t - from) / NSEC_PER_MSEC,
		 (t - from) % NSEC_PER_MSEC / NSEC_PER_USEC,
		 (t_reg1 - t_reg0) / NSEC_PER_MSEC,
		 (t_reg1 - t_reg0) % NSEC_PER_MSEC / NSEC_PER_USEC, c == nreg);
}

static unsigned int count_restored(void)
{
	unsigned int i, c = 0;

	for (i = 0; i < nreg; i++)
		c += !memcmp((void *)optmany_site_table[i], orig[i],
			     JMP32_INSN_SIZE);
	return c;
}

static void unregister_all(bool batch)
{
	struct kprobe **kps = NULL;
	u64 t0, t1, t;
	unsigned int i, n = nreg, c;

	if (batch) {
		kps = kcalloc(n ?: 1, sizeof(*kps), GFP_KERNEL);
		if (!kps) {
			snprintf(result, sizeof(result), "cmd=unregn error=ENOMEM");
			return;
		}
		for (i = 0; i < n; i++)
			kps[i] = &probes[i];
	}
	t0 = ktime_get_ns();
	if (batch)
		unregister_kprobes(kps, n);
	else
		for (i = 0; i < n; i++)
			unregister_kprobe(&probes[i]);
	t1 = ktime_get_ns();
	for (;;) {
		c = count_restored();
		t = ktime_get_ns();
		if (c == n || t - t0 > (u64)timeout_ms * NSEC_PER_MSEC)
			break;
		msleep(1);
	}
	/* The probes are gone either way: nothing left for module exit. */
	nreg = 0;
	kfree(kps);
	snprintf(result, sizeof(result),
		 "cmd=%s n=%u restored=%u ret_ms=%llu.%03llu done_ms=%llu.%03llu ok=%d",
		 batch ? "unregn" : "unreg1", n, c,
		 (t1 - t0) / NSEC_PER_MSEC, (t1 - t0) % NSEC_PER_MSEC / NSEC_PER_USEC,
		 (t - t0) / NSEC_PER_MSEC, (t - t0) % NSEC_PER_MSEC / NSEC_PER_USEC,
		 c == n);
}

#ifdef CONFIG_OPTPROBES
static int cmp_ulong(const void *a, const void *b)
{
	unsigned long x = *(const unsigned long *)a, y = *(const unsigned long *)b;

	return x < y ? -1 : x > y;
}

/*
 * A kprobe that got an optimized_kprobe aggregator hangs off its kp.list
 * (the same in mainline and in the series): with a single user probe,
 * p->list.next is &aggregator->list. Read-only peek, probes are quiescent.
 */
static void mem_info(void)
{
	unsigned long *slots, delta = ~0UL;
	unsigned int i, m = 0;

	slots = kcalloc(nreg ?: 1, sizeof(*slots), GFP_KERNEL);
	if (!slots) {
		snprintf(result, sizeof(result), "cmd=mem error=ENOMEM");
		return;
	}
	for (i = 0; i < nreg; i++) {
		struct kprobe *p = &probes[i], *ap;
		struct optimized_kprobe *op;

		if (list_empty(&p->list))
			continue;
		ap = container_of(p->list.next, struct kprobe, list);
		if (ap == p || ap->addr != p->addr || p->list.next != p->list.prev)
			continue;
		op = container_of(ap, struct optimized_kprobe, kp);
		if (op->optinsn.insn)
			slots[m++] = (unsigned long)op->optinsn.insn;
	}
	sort(slots, m, sizeof(*slots), cmp_ulong, NULL);
	for (i = 1; i < m; i++)
		if (slots[i] != slots[i - 1] && slots[i] - slots[i - 1] < delta)
			delta = slots[i] - slots[i - 1];
	snprintf(result, sizeof(result),
		 "cmd=mem optimized_kprobe_size=%zu slot_bytes=%lu slots_seen=%u",
		 sizeof(struct optimized_kprobe), m > 1 ? delta : 0UL, m);
	kfree(slots);
}
#else
static void mem_info(void)
{
	snprintf(result, sizeof(result),
		 "cmd=mem optimized_kprobe_size=n/a slot_bytes=n/a (no CONFIG_OPTPROBES)");
}
#endif

static int cmd_set(const char *val, const struct kernel_param *kp)
{
	int ret = 0;

	mutex_lock(&cmd_lock);
	if (sysfs_streq(val, "opt"))
		wait_byte("opt", 0xe9, t_reg0);
	else if (sysfs_streq(val, "int3"))
		wait_byte("int3", 0xcc, t_mark);
	else if (sysfs_streq(val, "mark"))
		t_mark = ktime_get_ns();
	else if (sysfs_streq(val, "mem"))
		mem_info();
	else if (sysfs_streq(val, "unreg1") && nreg)
		unregister_all(false);
	else if (sysfs_streq(val, "unregn") && nreg)
		unregister_all(true);
	else
		ret = -EINVAL;
	if (!ret)
		pr_info("optmany: %s\n", result);
	mutex_unlock(&cmd_lock);
	return ret;
}

static const struct kernel_param_ops cmd_ops = { .set = cmd_set };
module_param_cb(cmd, &cmd_ops, NULL, 0200);
MODULE_PARM_DESC(cmd, "opt | mark | int3 | mem | unreg1 | unregn (see source)");

static int __init optmany_init(void)
{
	unsigned int i;
	int ret;

	if (n > optmany_nsites)
		n = optmany_nsites;
	probes = kcalloc(n ?: 1, sizeof(*probes), GFP_KERNEL);
	orig = kcalloc(n ?: 1, sizeof(*orig), GFP_KERNEL);
	if (!probes || !orig) {
		kfree(probes);
		kfree(orig);
		return -ENOMEM;
	}
	for (i = 0; i < n; i++)
		memcpy(orig[i], (void *)optmany_site_table[i], JMP32_INSN_SIZE);
	t_reg0 = ktime_get_ns();
	for (i = 0; i < n; i++) {
		probes[i].addr = (kprobe_opcode_t *)optmany_site_table[i];
		probes[i].pre_handler = optmany_pre;
		ret = register_kprobe(&probes[i]);
		if (ret) {
			pr_err("optmany: register_kprobe(%pS) = %d\n", probes[i].addr, ret);
			while (i--)
				unregister_kprobe(&probes[i]);
			kfree(probes);
			kfree(orig);
			return ret;
		}
		nreg = i + 1;
	}
	t_reg1 = ktime_get_ns();
	pr_info("optmany: %u kprobes registered in %llu us\n", nreg,
		(t_reg1 - t_reg0) / NSEC_PER_USEC);
	return 0;
}

static void __exit optmany_exit(void)
{
	unsigned int i;

	for (i = 0; i < nreg; i++)
		unregister_kprobe(&probes[i]);
	kfree(probes);
	kfree(orig);
}

module_init(optmany_init);
module_exit(optmany_exit);
MODULE_DESCRIPTION("Optimization latency and memory of many kprobes");
MODULE_LICENSE("GPL");
