#!/usr/bin/env python3
"""Turn one QEMU console log into test results.

Usage: results.py <name> <console.log> <kernel-tree> <results-dir> [suite...]

Counts
  * KUnit test cases (built-in suites, and suites of modules loaded by guest
    tests): the kernel's own lines are fed to
    `tools/testing/kunit/kunit.py parse --json`;
  * guest tests: TAP lines `ok N ...` / `not ok N ...` that a test printed
    between @@TEST-START name@@ and @@TEST-END name rc=N@@ (a test that
    prints no TAP counts as one result from its exit status);
  * failures with no test to blame: oops, BUG:, WARNING:, lockdep splats,
    INFO:, KASAN reports, panics, a missing final @@HARNESS DONE@@ marker
    (hang, crash or timeout), required KUnit suites that did not run.
Prints one line per failure, then `<name>: P passed, F failed, S skipped ...`
and writes <results-dir>/<name>.result (passed=P failed=F skipped=S) and
<results-dir>/<name>.tests.tsv, one line per test: kind (kunit|guest), name
(suite.case, or guest-test/TAP-description up to the first ':'), status
(PASS|FAIL|SKIP), detail (used by make peer-check).
"""
import json, os, re, subprocess, sys, tempfile

name, log, tree, resdir = sys.argv[1:5]
want_suites = [s for s in sys.argv[5:] if s]

KLINE = re.compile(r'^\[\s*\d+\.\d+\]')
TAP = re.compile(r'^\s*(not ok|ok)\s+(\d+)\b\s*-?\s*(.*)$')
PLAN = re.compile(r'^\s*1\.\.(\d+)\s*$')
SPLAT = re.compile(
    r'BUG: KASAN|BUG:|kernel BUG at|\bOops\b|WARNING:|possible recursive locking'
    r'|circular locking|INFO: |Kernel panic|general protection fault|UBSAN:'
    r'|Unable to handle kernel|stack-protector|list_(add|del) corruption')

with open(log, encoding='utf-8', errors='replace') as fh:
    lines = [l.rstrip('\r\n').replace('\r', '') for l in fh]

passed = failed = skipped = 0
fails = []          # messages
tests = []          # (kind, name, status, detail) for <name>.tests.tsv
def fail(msg, lineno=None):
    global failed
    failed += 1
    where = f'{log}:{lineno}' if lineno else log
    fails.append(f'FAIL {name}: {msg} ({where})')

# ---- KUnit ------------------------------------------------------------------
klines = [l for l in lines if KLINE.match(l)]
kunit_p = kunit_f = kunit_s = 0
suites = {}
if any('KTAP version' in l or 'TAP version' in l for l in klines):
    with tempfile.TemporaryDirectory() as td:
        inp, js = os.path.join(td, 'k.log'), os.path.join(td, 'k.json')
        with open(inp, 'w') as fh:
            fh.write('\n'.join(klines) + '\n')
        r = subprocess.run([sys.executable, os.path.join(tree, 'tools/testing/kunit/kunit.py'),
                            'parse', '--json=' + js, inp],
                           capture_output=True, text=True)
        with open(os.path.join(resdir, name + '.kunit.txt'), 'w') as fh:
            fh.write(r.stdout + r.stderr)
        if not os.path.exists(js):
            fail('kunit.py parse produced no JSON; see ' + os.path.join(resdir, name + '.kunit.txt'))
        else:
            def walk(group, path):
                global kunit_p, kunit_f, kunit_s
                for sub in group.get('sub_groups', []):
                    walk(sub, path + [sub['name']])
                for case in group.get('test_cases', []):
                    suite = path[-1] if path else '(top)'
                    suites.setdefault(suite, [0, 0, 0])
                    st = case['status']
                    tests.append(('kunit', f'{suite}.{case["name"]}',
                                  st if st in ('PASS', 'SKIP') else 'FAIL', st))
                    if st == 'PASS':
                        kunit_p += 1; suites[suite][0] += 1
                    elif st == 'SKIP':
                        kunit_s += 1; suites[suite][2] += 1
                    else:
                        kunit_f += 1; suites[suite][1] += 1
                        fails.append(f'FAIL {name}: KUnit {"/".join(path + [case["name"]])}: {st} ({log})')
            walk(json.load(open(js)), [])
passed += kunit_p; failed += kunit_f; skipped += kunit_s
for s in want_suites:
    if s not in suites:
        fail(f'required KUnit suite {s} did not run (config dropped it, or boot died first)')

# ---- guest tests ------------------------------------------------------------
guest_p = guest_f = guest_s = 0
cur = None
for i, l in enumerate(lines, 1):
    m = re.search(r'@@TEST-START (\S+)@@', l)
    if m:
        cur = {'name': m.group(1), 'line': i, 'ok': 0, 'nok': 0, 'skip': 0, 'plan': None}
        continue
    m = re.search(r'@@TEST-END (\S+) rc=(\d+)@@', l)
    if m and cur:
        rc = int(m.group(2))
        t = cur; cur = None
        ran = t['ok'] + t['nok'] + t['skip']
        if ran == 0:
            tests.append(('guest', t['name'], 'PASS' if rc == 0 else 'FAIL', f'rc={rc}'))
            if rc == 0:
                guest_p += 1
            else:
                guest_f += 1
                fails.append(f'FAIL {name}: guest test {t["name"]} exited rc={rc} ({log}:{i})')
            continue
        if t['plan'] is not None and ran < t['plan']:
            guest_f += 1
            fails.append(f'FAIL {name}: guest test {t["name"]}: planned {t["plan"]}, ran {ran} ({log}:{i})')
        elif rc != 0 and t['nok'] == 0:
            guest_f += 1
            fails.append(f'FAIL {name}: guest test {t["name"]} exited rc={rc}'
                         f'{" (timeout)" if rc in (124, 137, 143) else ""} ({log}:{i})')
        continue
    if cur is None or KLINE.match(l):
        continue
    m = PLAN.match(l)
    if m:
        cur['plan'] = int(m.group(1)); continue
    m = TAP.match(l)
    if m:
        desc = m.group(3)
        tname = cur['name'] + '/' + re.split(r'[:#]', desc, maxsplit=1)[0].strip()
        if re.search(r'#\s*SKIP', desc, re.I):
            tests.append(('guest', tname, 'SKIP', desc))
            cur['skip'] += 1; guest_s += 1
        elif m.group(1) == 'ok':
            cur['ok'] += 1; guest_p += 1
            tests.append(('guest', tname, 'PASS', desc))
        else:
            tests.append(('guest', tname, 'FAIL', desc))
            cur['nok'] += 1; guest_f += 1
            fails.append(f'FAIL {name}: guest test {cur["name"]}: not ok {m.group(2)} {desc} ({log}:{i})')
if cur is not None:
    fail(f'guest test {cur["name"]} never finished (crash or hang during it)', cur['line'])
passed += guest_p; failed += guest_f; skipped += guest_s

# ---- kernel splats ----------------------------------------------------------
splats, last = 0, -100
for i, l in enumerate(lines, 1):
    if not KLINE.match(l):
        continue
    text = KLINE.sub('', l)
    if SPLAT.search(text):
        if i - last > 25:        # a new splat, not the tail of the previous one
            splats += 1
            fail('kernel splat: ' + text.strip()[:160], i)
        last = i

# ---- completion -------------------------------------------------------------
if not any('@@HARNESS DONE@@' in l for l in lines):
    why = 'QEMU timeout' if any('QEMU killed after' in l for l in lines) else 'crash, panic or hang'
    fail(f'guest never printed @@HARNESS DONE@@ ({why})')

for f in fails:
    print(f)
ksum = ', '.join(f'{s} {v[0]}/{sum(v)}' for s, v in sorted(suites.items())) or 'none'
print(f'{name}: {passed} passed, {failed} failed, {skipped} skipped '
      f'[kunit {kunit_p}/{kunit_p + kunit_f + kunit_s} ({ksum}); guest {guest_p}/{guest_p + guest_f + guest_s}; '
      f'splats {splats}] log: {log}')
os.makedirs(resdir, exist_ok=True)
with open(os.path.join(resdir, name + '.result'), 'w') as fh:
    fh.write(f'passed={passed}\nfailed={failed}\nskipped={skipped}\n')
with open(os.path.join(resdir, name + '.tests.tsv'), 'w') as fh:
    for t in tests:
        fh.write('\t'.join(str(x).replace('\t', ' ') for x in t) + '\n')
