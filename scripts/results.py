#!/usr/bin/env python3
"""Turn one QEMU console log into test results.

Usage: results.py <name> <console.log> <kernel-tree> <results-dir> [suite...]
       results.py --splats <console.log>

Counts
  * KUnit test cases (built-in suites, and suites of modules loaded by guest
    tests): the kernel's own lines are fed to
    `tools/testing/kunit/kunit.py parse --json`;
  * guest tests: (K)TAP lines `ok N ...` / `not ok N ...` that a test printed
    between @@TEST-START name@@ and @@TEST-END name rc=N@@ (a test that
    prints no TAP counts as one result from its exit status; one that prints
    only the plan `1..0 # SKIP reason` as one skipped result);
  * failures with no test to blame: kernel splats (splats() below: oops,
    BUG:, WARNING:, lockdep, KASAN, UBSAN, INFO:, panics, ...; the guest test
    that was running is named), a missing final @@HARNESS DONE@@ marker
    (hang, crash or timeout), required KUnit suites that did not run.
Prints one line per failure, then `<name>: P passed, F failed, S skipped ...`
and writes <results-dir>/<name>.result (passed=P failed=F skipped=S) and
<results-dir>/<name>.tests.tsv, one line per test: kind (kunit|guest), name
(suite.case, or guest-test/TAP-description up to the first ':'), status
(PASS|FAIL|SKIP), detail (used by make peer-check).

--splats: print the console log's splat lines as `<line number>:<line>`
(like grep -n) and exit 1 if there is any, 0 if none, 2 on error. Other
scripts can also import this file and call splats(read_log(path)).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

# A kernel console line: printk.time=1 timestamp at the start.
KLINE = re.compile(r'^\[\s*\d+\.\d+\]')
TAP = re.compile(r'^\s*(not ok|ok)\s+(\d+)\b\s*-?\s*(.*)$')
PLAN = re.compile(r'^\s*1\.\.(\d+)\s*(#.*)?$')
SKIP = re.compile(r'#\s*SKIP', re.I)
# The first line(s) of every kernel report that means something went wrong.
# "INFO: " covers hung tasks ("INFO: task ... blocked for more than") and RCU
# stalls ("rcu: INFO: rcu_sched detected stalls"); "BUG:" covers KASAN,
# KFENCE, soft lockups, sleeping in atomic context, bad page state.
SPLAT = re.compile(
    r'BUG:|kernel BUG at|\bOops\b|WARNING:|Kernel panic|general protection fault'
    r'|KASAN:|UBSAN:|INFO: |possible recursive locking|circular locking'
    r'|inconsistent lock state|suspicious RCU usage|list_(add|del) corruption'
    r'|stack-protector|Unable to handle kernel|detected hard LOCKUP'
    r'|page allocation failure')
# Matching lines closer than this to the previous one belong to the same splat.
SPLAT_GAP = 25
TIMEOUT_RCS = (124, 137, 143)


def read_log(path):
    """The console log's lines, without line ends and stray carriage returns."""
    with open(path, encoding='utf-8', errors='replace') as fh:
        return [l.rstrip('\r\n').replace('\r', '') for l in fh]


def splats(lines):
    """(line number, line) of every kernel console line that reports a splat."""
    return [(i, l) for i, l in enumerate(lines, 1)
            if KLINE.match(l) and SPLAT.search(KLINE.sub('', l))]


def splat_starts(hits):
    """The first line of each splat among splats()' hits."""
    starts, last = [], -SPLAT_GAP - 1
    for i, l in hits:
        if i - last > SPLAT_GAP:
            starts.append((i, l))
        last = i
    return starts


class Report:
    """Results of one log: counts, failure messages, per-test rows."""

    def __init__(self, name, log):
        self.name, self.log = name, log
        self.passed = self.failed = self.skipped = 0
        self.fails = []     # messages, printed in order
        self.tests = []     # (kind, name, status, detail) for <name>.tests.tsv

    def fail(self, msg, lineno=None, count=True):
        if count:
            self.failed += 1
        where = f'{self.log}:{lineno}' if lineno else self.log
        self.fails.append(f'FAIL {self.name}: {msg} ({where})')

    def add(self, kind, name, status, detail):
        """One test result: status PASS, FAIL or SKIP."""
        self.tests.append((kind, name, status, detail))
        if status == 'PASS':
            self.passed += 1
        elif status == 'SKIP':
            self.skipped += 1
        else:
            self.failed += 1


def kunit(rep, lines, tree, txt):
    """Feed the kernel lines to kunit.py parse; returns {suite: [p, f, s]}.

    kunit.py's own output goes to the file txt."""
    klines = [l for l in lines if KLINE.match(l)]
    suites = {}
    if not any('KTAP version' in l or 'TAP version' in l for l in klines):
        return suites
    with tempfile.TemporaryDirectory() as td:
        inp, js = os.path.join(td, 'k.log'), os.path.join(td, 'k.json')
        with open(inp, 'w') as fh:
            fh.write('\n'.join(klines) + '\n')
        r = subprocess.run([sys.executable, os.path.join(tree, 'tools/testing/kunit/kunit.py'),
                            'parse', '--json=' + js, inp],
                           capture_output=True, text=True, check=False)
        with open(txt, 'w') as fh:
            fh.write(r.stdout + r.stderr)
        if not os.path.exists(js):
            rep.fail('kunit.py parse produced no JSON; see ' + txt)
            return suites
        with open(js) as fh:
            top = json.load(fh)

    def walk(group, path):
        for sub in group.get('sub_groups', []):
            walk(sub, path + [sub['name']])
        for case in group.get('test_cases', []):
            # a parameterized case is a group: suite.case/param
            suite = path[0] if path else '(top)'
            cname = '/'.join(path[1:] + [case['name']])
            st = case['status']
            status = st if st in ('PASS', 'SKIP') else 'FAIL'
            rep.add('kunit', f'{suite}.{cname}', status, st)
            suites.setdefault(suite, [0, 0, 0])[('PASS', 'FAIL', 'SKIP').index(status)] += 1
            if status == 'FAIL':
                rep.fail(f'KUnit {"/".join(path + [case["name"]])}: {st}', count=False)
    walk(top, [])
    return suites


def guest(rep, lines):
    """Count the TAP lines of each guest test; returns [passed, failed, skipped]."""
    counts = [0, 0, 0]

    def add(tname, status, detail):
        rep.add('guest', tname, status, detail)
        counts[('PASS', 'FAIL', 'SKIP').index(status)] += 1

    cur = None
    for i, l in enumerate(lines, 1):
        m = re.search(r'@@TEST-START (\S+)@@', l)
        if m:
            cur = {'name': m.group(1), 'line': i, 'ran': 0, 'nok': 0,
                   'plan': None, 'why': ''}
            continue
        m = re.search(r'@@TEST-END (\S+) rc=(\d+)@@', l)
        if m and cur:
            t, cur = cur, None
            rc = int(m.group(2))
            timeout = ' (timeout)' if rc in TIMEOUT_RCS else ''
            if t['ran'] == 0 and t['plan'] == 0 and rc == 0:
                add(t['name'], 'SKIP', t['why'] or 'plan 1..0')
            elif t['ran'] == 0 and not t['plan']:
                add(t['name'], 'PASS' if rc == 0 else 'FAIL', f'rc={rc}')
                if rc != 0:
                    rep.fail(f'guest test {t["name"]} exited rc={rc}{timeout}', i, count=False)
            elif t['plan'] is not None and t['ran'] < t['plan']:
                counts[1] += 1
                rep.fail(f'guest test {t["name"]}: planned {t["plan"]}, ran {t["ran"]}', i)
            elif rc != 0 and t['nok'] == 0:
                counts[1] += 1
                rep.fail(f'guest test {t["name"]} exited rc={rc}{timeout}', i)
            continue
        if cur is None or KLINE.match(l):
            continue
        m = PLAN.match(l)
        if m:
            cur['plan'], cur['why'] = int(m.group(1)), (m.group(2) or '').strip()
            continue
        m = TAP.match(l)
        if m:
            desc = m.group(3)
            tname = cur['name'] + '/' + re.split(r'[:#]', desc, maxsplit=1)[0].strip()
            cur['ran'] += 1
            if SKIP.search(desc):
                add(tname, 'SKIP', desc)
            elif m.group(1) == 'ok':
                add(tname, 'PASS', desc)
            else:
                cur['nok'] += 1
                add(tname, 'FAIL', desc)
                rep.fail(f'guest test {cur["name"]}: not ok {m.group(2)} {desc}', i, count=False)
    if cur is not None:
        rep.fail(f'guest test {cur["name"]} never finished (crash or hang during it)', cur['line'])
    return counts


def running_test(lines):
    """{line number: guest test running then} for the lines inside a test."""
    where, cur = {}, None
    for i, l in enumerate(lines, 1):
        m = re.search(r'@@TEST-(START|END) ([^@\s]+)', l)
        if m:
            cur = m.group(2) if m.group(1) == 'START' else None
        elif cur:
            where[i] = cur
    return where


def judge(name, log, tree, resdir, want_suites):
    """Parse one log; print the failures and the summary line; write the files."""
    os.makedirs(resdir, exist_ok=True)
    lines = read_log(log)
    rep = Report(name, log)

    suites = kunit(rep, lines, tree, os.path.join(resdir, name + '.kunit.txt'))
    kp, kf, ks = (sum(v[j] for v in suites.values()) for j in range(3))
    for s in want_suites:
        if s not in suites:
            rep.fail(f'required KUnit suite {s} did not run (config dropped it, or boot died first)')

    gp, gf, gs = guest(rep, lines)

    where = running_test(lines)
    starts = splat_starts(splats(lines))
    for i, l in starts:
        during = f' during guest test {where[i]}' if i in where else ''
        rep.fail(f'kernel splat{during}: ' + KLINE.sub('', l).strip()[:160], i)

    if not any('@@HARNESS DONE@@' in l for l in lines):
        why = 'QEMU timeout' if any('QEMU killed after' in l for l in lines) else 'crash, panic or hang'
        rep.fail(f'guest never printed @@HARNESS DONE@@ ({why})')

    for f in rep.fails:
        print(f)
    ksum = ', '.join(f'{s} {v[0]}/{sum(v)}' for s, v in sorted(suites.items())) or 'none'
    print(f'{name}: {rep.passed} passed, {rep.failed} failed, {rep.skipped} skipped '
          f'[kunit {kp}/{kp + kf + ks} ({ksum}); guest {gp}/{gp + gf + gs}; '
          f'splats {len(starts)}] log: {log}')
    with open(os.path.join(resdir, name + '.result'), 'w') as fh:
        fh.write(f'passed={rep.passed}\nfailed={rep.failed}\nskipped={rep.skipped}\n')
    with open(os.path.join(resdir, name + '.tests.tsv'), 'w') as fh:
        for t in rep.tests:
            fh.write('\t'.join(str(x).replace('\t', ' ') for x in t) + '\n')
    return rep


def main(argv=None):
    ap = argparse.ArgumentParser(
        description='Judge one QEMU console log (KUnit, guest TAP, splats, completion).')
    ap.add_argument('--splats', metavar='LOG',
                    help='only print the splat lines of LOG (line:text); exit 1 if any')
    ap.add_argument('name', nargs='?', help='name of the run (result file names)')
    ap.add_argument('log', nargs='?', help='console log')
    ap.add_argument('tree', nargs='?', help='kernel tree (for tools/testing/kunit/kunit.py)')
    ap.add_argument('resdir', nargs='?', help='results directory')
    ap.add_argument('suites', nargs='*', help='KUnit suites that must have run')
    a = ap.parse_args(argv)
    if a.splats:
        if a.name:
            ap.error('--splats takes only the log')
        try:
            hits = splats(read_log(a.splats))
        except OSError as e:
            print(f'error: {e}', file=sys.stderr)
            return 2
        for i, l in hits:
            print(f'{i}:{l}')
        return 1 if hits else 0
    if not a.resdir:
        ap.error('need <name> <console.log> <kernel-tree> <results-dir> [suite...]')
    judge(a.name, a.log, a.tree, a.resdir, [s for s in a.suites if s])
    return 0


if __name__ == '__main__':
    sys.exit(main())
