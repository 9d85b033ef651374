// SPDX-License-Identifier: GPL-2.0
/*
 * optbench - per-hit cost of a kprobe, int3 or jump-optimized.
 *
 * Uses only what baseline, mainline and the series kernels all have
 * (register_kprobe(), register_kretprobe()), so one source measures all
 * three. Load with
 *
 *	nprobes=N	N kprobes (0..4) aggregated on the target's first
 *			instruction after endbr64; 0 measures the bare call
 *	kret=1		a kretprobe on the target instead
 *	entry=1		the target is a C function and the probes sit on
 *			its ftrace call site (an entry probe, what
 *			"perf probe func" and "kprobe:func" place)
 *
 * then write a call count to /sys/module/optbench/parameters/run: the
 * target is called that many times with interrupts off and the result
 * ("calls=... ns=... ns_per_call=... hits=...") is printed and readable
 * from /sys/module/optbench/parameters/result. Under QEMU with
 * "-icount shift=0,sleep=off" guest nanoseconds are guest instructions.
 */
#include <linux/irqflags.h>
#include <linux/kprobes.h>
#include <linux/ktime.h>
#include <linux/module.h>
#include <linux/moduleparam.h>

#define MAX_PROBES	4

noinline unsigned long optbench_target(unsigned long x);
extern const s32 optbench_site_offset;

static unsigned int nprobes;
module_param(nprobes, uint, 0444);
MODULE_PARM_DESC(nprobes, "kprobes on the target site (0-4)");

static bool kret;
module_param(kret, bool, 0444);
MODULE_PARM_DESC(kret, "use a kretprobe instead of kprobes");

static bool entry;
module_param(entry, bool, 0444);
MODULE_PARM_DESC(entry, "probe a C function's ftrace call site instead");

/* The C twin of optbench_target: its first instruction is the fentry call. */
static noinline unsigned long optbench_ctarget(unsigned long x)
{
	asm volatile("" : "+r" (x));
	return x + 4;
}

static unsigned long (*volatile optbench_fn)(unsigned long) = optbench_ctarget;

static char result[128] = "none";
module_param_string(result, result, sizeof(result), 0444);
MODULE_PARM_DESC(result, "outcome of the last run");

static unsigned long hits;
static struct kprobe probes[MAX_PROBES];
static struct kretprobe rprobe;
static DEFINE_MUTEX(run_lock);

static int optbench_pre(struct kprobe *p, struct pt_regs *regs)
{
	hits++;
	return 0;
}

static int optbench_ret(struct kretprobe_instance *ri, struct pt_regs *regs)
{
	hits++;
	return 0;
}

static int run_set(const char *val, const struct kernel_param *kp)
{
	unsigned long calls, i, flags, sum = 0;
	u64 t0, t1;
	int ret;

	ret = kstrtoul(val, 0, &calls);
	if (ret)
		return ret;
	if (!calls || calls > 10000000)
		return -EINVAL;

	mutex_lock(&run_lock);
	hits = 0;
	/* No timer interrupt may land in the measured instruction count. */
	local_irq_save(flags);
	t0 = ktime_get_ns();
	if (entry) {
		unsigned long (*fn)(unsigned long) = optbench_fn;

		for (i = 0; i < calls; i++)
			sum += fn(i);
	} else {
		for (i = 0; i < calls; i++)
			sum += optbench_target(i);
	}
	t1 = ktime_get_ns();
	local_irq_restore(flags);

	/* sum(i + 4) over i < calls: proves every call ran to the end. */
	if (sum != calls * (calls - 1) / 2 + 4 * calls)
		ret = -EIO;
	snprintf(result, sizeof(result),
		 "calls=%lu ns=%llu ns_per_call=%llu.%02llu hits=%lu ok=%d",
		 calls, t1 - t0, (t1 - t0) / calls,
		 ((t1 - t0) % calls) * 100 / calls, hits, ret == 0);
	pr_info("optbench: nprobes=%u kret=%d entry=%d %s\n", nprobes, kret,
		entry, result);
	mutex_unlock(&run_lock);
	return ret;
}

static const struct kernel_param_ops run_ops = {
	.set = run_set,
};
module_param_cb(run, &run_ops, NULL, 0200);
MODULE_PARM_DESC(run, "write N: call the target N times and measure");

/*
 * First byte of the probed site: 0xcc (int3) or 0xe9 (jmp, optimized).
 * The kprobes list can say [OPTIMIZED] while the jump is only queued
 * (mainline sets the flag when it queues the probe), so the benchmark
 * waits for the text itself.
 */
static int site_byte_get(char *buf, const struct kernel_param *kp)
{
	const u8 *site = (const u8 *)optbench_target + optbench_site_offset;

	return sysfs_emit(buf, "%u\n", READ_ONCE(*site));
}

static const struct kernel_param_ops site_byte_ops = {
	.get = site_byte_get,
};
module_param_cb(site_byte, &site_byte_ops, NULL, 0444);
MODULE_PARM_DESC(site_byte, "first byte of the probed site (204 int3, 233 jmp)");

/*
 * With entry=1: where the call at the C target's ftrace call site goes
 * (ftrace's trampoline, or a kprobe entry trampoline), "0" if the site
 * holds no call. The benchmark compares it with the kprobe_optinsn_page
 * symbols in /proc/kallsyms.
 */
static int site_call_get(char *buf, const struct kernel_param *kp)
{
	const u8 *site = entry ? probes[0].addr ? (const u8 *)probes[0].addr :
			 (const u8 *)rprobe.kp.addr : NULL;
	s32 rel;

	if (!site || READ_ONCE(site[0]) != 0xe8)
		return sysfs_emit(buf, "0\n");
	memcpy(&rel, site + 1, sizeof(rel));
	return sysfs_emit(buf, "%lx\n", (unsigned long)site + 5 + rel);
}

static const struct kernel_param_ops site_call_ops = {
	.get = site_call_get,
};
module_param_cb(site_call, &site_call_ops, NULL, 0400);
MODULE_PARM_DESC(site_call, "entry=1: target of the call at the probed ftrace call site");

static int __init optbench_init(void)
{
	void *site = (void *)optbench_target + optbench_site_offset;
	unsigned int i;
	int ret;

	if (entry)
		site = (void *)optbench_ctarget;

	if (nprobes > MAX_PROBES || (kret && nprobes))
		return -EINVAL;

	if (kret) {
		rprobe.kp.addr = entry ? (void *)optbench_ctarget :
					 (void *)optbench_target;
		rprobe.handler = optbench_ret;
		rprobe.maxactive = 4;
		ret = register_kretprobe(&rprobe);
		if (ret)
			return ret;
		pr_info("optbench: kretprobe at %pS\n", rprobe.kp.addr);
		return 0;
	}

	for (i = 0; i < nprobes; i++) {
		probes[i].addr = site;
		probes[i].pre_handler = optbench_pre;
		ret = register_kprobe(&probes[i]);
		if (ret) {
			while (i--)
				unregister_kprobe(&probes[i]);
			return ret;
		}
	}
	pr_info("optbench: %u kprobe(s) at %pS\n", nprobes, site);
	return 0;
}

static void __exit optbench_exit(void)
{
	unsigned int i;

	if (kret)
		unregister_kretprobe(&rprobe);
	for (i = 0; i < nprobes; i++)
		unregister_kprobe(&probes[i]);
}

module_init(optbench_init);
module_exit(optbench_exit);
MODULE_DESCRIPTION("Per-hit cost of int3 and jump-optimized kprobes");
MODULE_LICENSE("GPL");
