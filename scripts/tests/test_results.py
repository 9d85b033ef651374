"""Tests of scripts/results.py on trimmed console logs (scripts/tests/data/).

Run: make harness-test (or: LINUX=<kernel tree> python3 -m unittest discover
-s scripts/tests). The KUnit part of results.py runs the tree's
tools/testing/kunit/kunit.py: without a tree in $LINUX those tests skip.
"""
import contextlib
import io
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(HERE, 'data')
RESULTS = os.path.join(REPO, 'scripts', 'results.py')
sys.path.insert(0, os.path.dirname(RESULTS))
import results  # noqa: E402

TREE = os.path.join(REPO, os.environ.get('LINUX', 'build/linux'))
KTAP_HELPERS = 'tools/testing/selftests/kselftest/ktap_helpers.sh'
HAVE_KUNIT = os.path.isfile(os.path.join(TREE, 'tools/testing/kunit/kunit.py'))
need_tree = unittest.skipUnless(HAVE_KUNIT, f'no kernel tree with kunit.py at {TREE} (LINUX)')
SUITES = ['kprobes_test', 'optprobes']


class Judged(unittest.TestCase):
    """results.judge() on one fixture; self.out, self.rep, self.files."""

    def judge(self, log, suites=SUITES):
        with tempfile.TemporaryDirectory() as res:
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                rep = results.judge('t', os.path.join(DATA, log), TREE, res, suites)
            files = {}
            for f in os.listdir(res):
                with open(os.path.join(res, f)) as fh:
                    files[f] = fh.read()
        self.out, self.rep, self.files = out.getvalue(), rep, files
        return rep

    def summary(self):
        return self.out.splitlines()[-1]

    def fails(self):
        return [l for l in self.out.splitlines() if l.startswith('FAIL ')]

    def rows(self):
        return [l.split('\t') for l in self.files['t.tests.tsv'].splitlines()]


@need_tree
class CleanRun(Judged):
    def test_counts(self):
        rep = self.judge('clean.log')
        self.assertEqual(self.fails(), [])
        self.assertEqual((rep.passed, rep.failed, rep.skipped), (10, 0, 2))
        self.assertRegex(self.summary(), r'^t: 10 passed, 0 failed, 2 skipped '
                         r'\[kunit 6/7 \(kprobes_test 3/3, optprobes 3/4\); '
                         r'guest 4/5; splats 0\]')
        self.assertEqual(self.files['t.result'], 'passed=10\nfailed=0\nskipped=2\n')

    def test_rows(self):
        self.judge('clean.log')
        rows = {r[1]: r[2] for r in self.rows()}
        self.assertEqual(rows['kprobes_test.test_kretprobe'], 'PASS')
        self.assertEqual(rows['optprobes.optprobe_test_refused/jrcxz_in_region'], 'PASS')
        self.assertEqual(rows['optprobes.optprobe_test_call_sleeps'], 'SKIP')
        # guest TAP (ktap_helpers.sh output): name up to the first ':'
        self.assertEqual(rows['10-kprobes-basic.sh/kprobe hits in trace (10 >= 10)'], 'PASS')
        # "1..0 # SKIP why": one skipped result; no TAP at all: its exit status
        self.assertEqual(rows['40-optprobes-module.sh'], 'SKIP')
        self.assertIn(['guest', '40-optprobes-module.sh', 'SKIP', '# SKIP /lib/modules/test_optprobes_mod.ko '
                       'not in the initramfs (CONFIG_OPTPROBES_MODULE_TEST=m not set)'], self.rows())
        self.assertEqual(rows['60-no-tap.sh'], 'PASS')
        self.assertEqual(len(rows), 12)

    def test_required_suite_missing(self):
        rep = self.judge('clean.log', SUITES + ['optprobes_torture'])
        self.assertEqual(rep.failed, 1)
        self.assertEqual(len(self.fails()), 1)
        self.assertIn('required KUnit suite optprobes_torture did not run', self.fails()[0])


@need_tree
class RealCapture(Judged):
    """A real boot, trimmed: KUnit optprobes_torture at boot, then
    45-optprobes-torture-module.sh (ktap_helpers.sh output, the suite re-run
    through debugfs: its KTAP in the kernel log and as # comments)."""

    def test_torture(self):
        rep = self.judge('torture-real.log', ['optprobes_torture'])
        self.assertEqual(self.fails(), [])
        self.assertEqual((rep.passed, rep.failed, rep.skipped), (16, 0, 0))
        self.assertIn('[kunit 1/1 (optprobes_torture 1/1); guest 15/15; splats 0]', self.summary())
        self.assertIn(['guest', '45-optprobes-torture-module.sh/torture suite result line is ok',
                       'PASS', 'torture suite result line is ok'], self.rows())


@need_tree
class Failures(Judged):
    def test_kunit_failure(self):
        rep = self.judge('kunit-fail.log')
        self.assertEqual((rep.passed, rep.failed, rep.skipped), (9, 1, 2))
        self.assertEqual(self.fails(), [
            'FAIL t: KUnit optprobes/optprobe_test_optimized: FAIL '
            f'({os.path.join(DATA, "kunit-fail.log")})'])
        self.assertIn(['kunit', 'optprobes.optprobe_test_optimized', 'FAIL', 'FAIL'], self.rows())

    def test_tap_not_ok(self):
        rep = self.judge('tap-notok.log')
        # the not ok line is the one failure, though the test exited 1
        self.assertEqual((rep.passed, rep.failed, rep.skipped), (9, 1, 2))
        self.assertEqual(len(self.fails()), 1)
        self.assertRegex(self.fails()[0], r'guest test 10-kprobes-basic.sh: not ok 2 '
                         r'kprobe hits in trace \(3 >= 10\) \(.*tap-notok.log:\d+\)$')

    def test_warning(self):
        rep = self.judge('warning.log')
        self.assertEqual((rep.passed, rep.failed), (10, 1))
        self.assertEqual(len(self.fails()), 1)
        self.assertRegex(self.fails()[0], r'kernel splat during guest test 10-kprobes-basic.sh: '
                         r'WARNING: CPU: 1 PID: 87 at arch/x86/kernel/kprobes/opt.c:412')
        self.assertIn('splats 1]', self.summary())

    def test_kasan(self):
        rep = self.judge('kasan.log')
        self.assertEqual((rep.passed, rep.failed), (10, 1))
        self.assertEqual(len(self.fails()), 1)
        self.assertRegex(self.fails()[0], r'kernel splat: BUG: KASAN: slab-use-after-free '
                         r'in optprobe_test_many')
        self.assertIn('splats 1]', self.summary())

    def test_timeout(self):
        rep = self.judge('timeout.log')
        self.assertEqual(rep.failed, 2)
        f = self.fails()
        self.assertIn('guest test 40-optprobes-module.sh never finished', f[0])
        self.assertIn('guest never printed @@HARNESS DONE@@ (QEMU timeout)', f[1])


class Splats(unittest.TestCase):
    """splats() alone: no kernel tree needed."""

    def test_patterns(self):
        reports = [
            'BUG: KASAN: slab-out-of-bounds in foo+0x1/0x2',
            'WARNING: possible recursive locking detected',
            'WARNING: possible circular locking dependency detected',
            'WARNING: inconsistent lock state',
            'WARNING: suspicious RCU usage',
            'UBSAN: shift-out-of-bounds in lib/foo.c:12:3',
            'BUG: kernel NULL pointer dereference, address: 0000000000000008',
            'kernel BUG at mm/slub.c:123!',
            'Oops: general protection fault, probably for non-canonical address',
            'general protection fault, probably for non-canonical address 0xdead',
            'WARNING: CPU: 0 PID: 1 at kernel/kprobes.c:1 foo+0x1/0x2',
            'Kernel panic - not syncing: Fatal exception',
            'INFO: task sh:87 blocked for more than 120 seconds.',
            'list_add corruption. prev->next should be next (ffff888004a1c2d8)',
            'list_del corruption, ffff888004a1c2d8->next is LIST_POISON1',
            'Kernel panic - not syncing: stack-protector: Kernel stack is corrupted in: foo',
            'rcu: INFO: rcu_sched detected stalls on CPUs/tasks:',
            'Unable to handle kernel paging request at virtual address 0',
            'watchdog: BUG: soft lockup - CPU#1 stuck for 22s! [sh:87]',
            'watchdog: Watchdog detected hard LOCKUP on cpu 1',
        ]
        lines = [f'[    1.{i:06d}] {r}' for i, r in enumerate(reports)]
        self.assertEqual(results.splats(lines), list(enumerate(lines, 1)))

    def test_not_splats(self):
        lines = [
            '[    0.100000] kprobes: kprobe jump optimization enabled',
            '[    0.100001] Call Trace:',          # part of a splat, not its headline
            '[    0.100002]     ok 1 test_kprobe',
            'ok 3 kprobe_args.tc: WARNING: not a kernel line',
            '# splat: BUG: printed by a guest test, not the kernel',
        ]
        self.assertEqual(results.splats(lines), [])

    def test_one_splat_many_lines(self):
        hits = results.splats(results.read_log(os.path.join(DATA, 'warning.log')))
        self.assertEqual(len(results.splat_starts(hits)), 1)


@unittest.skipUnless(shutil.which('busybox'), 'no busybox')
@unittest.skipUnless(os.path.isfile(os.path.join(TREE, KTAP_HELPERS)), f'no {KTAP_HELPERS} in {TREE}')
class KtapUnderAsh(unittest.TestCase):
    """guest/tests/lib/ktap.sh + the tree's ktap_helpers.sh under busybox sh,
    judged by results.py as a guest test."""

    def test_guest_test_output(self):
        with tempfile.TemporaryDirectory() as td:
            with open(os.path.join(REPO, 'guest/tests/lib/ktap.sh')) as fh:
                lib = fh.read().replace('/tests/lib/ktap_helpers.sh',
                                        os.path.join(TREE, KTAP_HELPERS))
            with open(os.path.join(td, 'ktap.sh'), 'w') as fh:
                fh.write(lib)
            script = (f'. {td}/ktap.sh\n'
                      'ktap_print_header\nktap_set_plan 4\n'
                      'check "echo works (1 >= 1)" sh -c "echo x >/dev/null"\n'
                      'check "false: fails" false\n'
                      'ktap_test_skip "not here"\n'
                      'ktap_test_pass "last one"\n'
                      'ktap_finished\n')
            r = subprocess.run(['busybox', 'sh', '-c', script], cwd=td,
                               capture_output=True, text=True, check=False)
        self.assertEqual(r.returncode, 1, r.stderr)    # one case failed
        lines = ['@@TEST-START t.sh@@'] + r.stdout.splitlines() + [f'@@TEST-END t.sh rc={r.returncode}@@']
        rep = results.Report('t', 't.log')
        self.assertEqual(results.guest(rep, lines), [2, 1, 1])
        self.assertEqual([t[1:3] for t in rep.tests], [
            ('t.sh/echo works (1 >= 1)', 'PASS'), ('t.sh/false', 'FAIL'),
            ('t.sh/not here', 'SKIP'), ('t.sh/last one', 'PASS')])
        self.assertEqual(rep.fails, ['FAIL t: guest test t.sh: not ok 2 false: fails (t.log:5)'])


class Cli(unittest.TestCase):
    def run_cli(self, *args):
        return subprocess.run([sys.executable, RESULTS, *args],
                              capture_output=True, text=True, check=False)

    def test_splats_found(self):
        r = self.run_cli('--splats', os.path.join(DATA, 'kasan.log'))
        self.assertEqual(r.returncode, 1)
        self.assertRegex(r.stdout, r'^\d+:\[    2\.165001\] BUG: KASAN: slab-use-after-free')
        self.assertEqual(len(r.stdout.splitlines()), 1)

    def test_splats_none(self):
        r = self.run_cli('--splats', os.path.join(DATA, 'clean.log'))
        self.assertEqual((r.returncode, r.stdout), (0, ''))

    def test_splats_missing_log(self):
        self.assertEqual(self.run_cli('--splats', os.path.join(DATA, 'nope.log')).returncode, 2)

    def test_usage(self):
        self.assertEqual(self.run_cli('t', 'x.log').returncode, 2)

    @need_tree
    def test_positional(self):
        with tempfile.TemporaryDirectory() as res:
            r = self.run_cli('t', os.path.join(DATA, 'clean.log'), TREE, res, *SUITES)
            self.assertEqual(r.returncode, 0)
            self.assertRegex(r.stdout, r'^t: 10 passed, 0 failed, 2 skipped ')
            self.assertTrue(os.path.isfile(os.path.join(res, 't.kunit.txt')))


if __name__ == '__main__':
    unittest.main()
