// SPDX-License-Identifier: GPL-2.0
/*
 * make bench: the lightest uprobe consumer there is, a uprobe_register()
 * handler that counts, so that the uprobe rows measure the way into the
 * handler and back rather than a tracer. Loaded with the probed file and
 * offset; /sys/module/uprobe_count/parameters/hits has the count.
 *
 * make check (guest/tests/64-uprobe-register.sh) loads it with xor_regs as
 * well: the handler then also flips those bits in every general purpose
 * register, and the probed program must see each change after the site,
 * on the int3 path and through the jump alike (pt_regs semantics).
 */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/namei.h>
#include <linux/uprobes.h>

static char *path;
module_param(path, charp, 0444);
MODULE_PARM_DESC(path, "probed file");
static ulong offset;
module_param(offset, ulong, 0444);
MODULE_PARM_DESC(offset, "file offset of the probed instruction");
static ulong hits;
module_param(hits, ulong, 0444);
MODULE_PARM_DESC(hits, "handler calls so far");
static ulong xor_regs;
module_param(xor_regs, ulong, 0444);
MODULE_PARM_DESC(xor_regs, "bits the handler flips in every general purpose register");

static struct uprobe *probe;

static int count_handler(struct uprobe_consumer *self, struct pt_regs *regs)
{
	WRITE_ONCE(hits, hits + 1);
	return 0;
}

/* A handler of its own, so that the counting one stays as light as it is. */
static int xor_handler(struct uprobe_consumer *self, struct pt_regs *regs)
{
	unsigned long *r[] = {
		&regs->ax, &regs->bx, &regs->cx, &regs->dx, &regs->si,
		&regs->di, &regs->bp, &regs->r8, &regs->r9, &regs->r10,
		&regs->r11, &regs->r12, &regs->r13, &regs->r14, &regs->r15,
	};
	int i;

	for (i = 0; i < ARRAY_SIZE(r); i++)
		*r[i] ^= xor_regs;
	WRITE_ONCE(hits, hits + 1);
	return 0;
}

static struct uprobe_consumer consumer = { .handler = count_handler };

static int __init uprobe_count_init(void)
{
	struct path p;
	int ret;

	if (!path)
		return -EINVAL;
	if (xor_regs)
		consumer.handler = xor_handler;
	ret = kern_path(path, LOOKUP_FOLLOW, &p);
	if (ret)
		return ret;
	probe = uprobe_register(d_real_inode(p.dentry), offset, 0, &consumer);
	path_put(&p);
	return PTR_ERR_OR_ZERO(probe);
}

static void __exit uprobe_count_exit(void)
{
	uprobe_unregister_nosync(probe, &consumer);
	uprobe_unregister_sync();
}

module_init(uprobe_count_init);
module_exit(uprobe_count_exit);
MODULE_DESCRIPTION("make bench: counting uprobe consumer");
MODULE_LICENSE("GPL");
