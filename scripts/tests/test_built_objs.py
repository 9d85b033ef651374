"""Tests of scripts/built-objs.py (which touched files arch-check compiles)
on small Makefiles written like kbuild's, and on the kernel tree when there
is one ($LINUX, default build/linux)."""
import importlib.util
import os
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
spec = importlib.util.spec_from_file_location(
    'built_objs', os.path.join(REPO, 'scripts', 'built-objs.py'))
bo = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bo)
TREE = os.path.join(REPO, os.environ.get('LINUX', 'build/linux'))

MAKEFILE = """\
obj-y += always.o
obj-$(CONFIG_ON) += on.o \\
		    on_cont.o
obj-$(CONFIG_OFF) += off.o
obj-$(CONFIG_MOD) += mod.o comp.o
comp-y := comp_main.o comp_asm.o
offcomp-y := offcomp_main.o
obj-$(CONFIG_OFF) += offcomp.o
ifdef CONFIG_ON
obj-y += in_ifdef.o
else
obj-y += in_else.o
endif
ifeq ($(CONFIG_OFF),y)
obj-y += in_ifeq_off.o
endif
ifneq ($(CONFIG_ON),y)
obj-y += in_ifneq_on.o
endif
ifeq ($(shell echo hard),hard)
obj-y += unknown_cond.o
endif
mmu-y := mmu_part.o
# obj-y += commented.o
"""
CONFIG = "CONFIG_ON=y\nCONFIG_MOD=m\n# CONFIG_OFF is not set\n"


class BuiltObjs(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        os.mkdir(os.path.join(self.tmp.name, 'd'))
        with open(os.path.join(self.tmp.name, 'd', 'Makefile'), 'w') as fh:
            fh.write(MAKEFILE)
        cfg = os.path.join(self.tmp.name, '.config')
        with open(cfg, 'w') as fh:
            fh.write(CONFIG)
        self.cfg = bo.read_config(cfg)

    def tearDown(self):
        self.tmp.cleanup()

    def built(self, name):
        return bo.built_objs(self.tmp.name, self.cfg, [f'd/{name}.c']) == [f'd/{name}.o']

    def test_selected(self):
        for name in ('always', 'on', 'on_cont', 'mod', 'mmu_part'):
            self.assertTrue(self.built(name), name)

    def test_not_selected(self):
        for name in ('off', 'commented', 'missing'):
            self.assertFalse(self.built(name), name)

    def test_composite(self):
        self.assertTrue(self.built('comp_main'))
        self.assertTrue(self.built('comp_asm'))
        self.assertFalse(self.built('offcomp_main'))

    def test_conditionals(self):
        self.assertTrue(self.built('in_ifdef'))
        self.assertFalse(self.built('in_else'))
        self.assertFalse(self.built('in_ifeq_off'))
        self.assertFalse(self.built('in_ifneq_on'))
        # what it cannot evaluate counts as true
        self.assertTrue(self.built('unknown_cond'))

    def test_no_makefile(self):
        self.assertEqual(bo.built_objs(self.tmp.name, self.cfg, ['nodir/x.c']), [])


@unittest.skipUnless(os.path.isfile(os.path.join(TREE, 'arch/x86/kernel/Makefile')),
                     f'no kernel tree at {TREE} (LINUX)')
class KernelTree(unittest.TestCase):
    """arch/x86/kernel/Makefile adds uprobe_jump.o (if the series is
    applied) inside 'ifdef CONFIG_X86_64'; kernel/kprobes.o hangs on
    CONFIG_KPROBES."""

    def test_kprobes(self):
        on = {'CONFIG_KPROBES': 'y'}
        self.assertEqual(bo.built_objs(TREE, on, ['kernel/kprobes.c']), ['kernel/kprobes.o'])
        self.assertEqual(bo.built_objs(TREE, {}, ['kernel/kprobes.c']), [])

    def test_x86_64_only(self):
        f = 'arch/x86/kernel/uprobes.c'
        up = {'CONFIG_UPROBES': 'y'}
        self.assertEqual(bo.built_objs(TREE, up, [f]), ['arch/x86/kernel/uprobes.o'])
        with open(os.path.join(TREE, 'arch/x86/kernel/Makefile')) as fh:
            if 'uprobe_jump.o' not in fh.read():
                self.skipTest('tree without the uprobes part')
        f = 'arch/x86/kernel/uprobe_jump.c'
        self.assertEqual(bo.built_objs(TREE, up, [f]), [])
        self.assertEqual(bo.built_objs(TREE, dict(up, CONFIG_X86_64='y'), [f]),
                         ['arch/x86/kernel/uprobe_jump.o'])


if __name__ == '__main__':
    unittest.main()
