#!/usr/bin/env python3
"""make bench report: parse the bench boots' console logs and write
<dest>/results.md (table + raw numbers) and <dest>/results.png (gnuplot).
Usage: bench-report.py <bench-out> <dest-dir> <kernel>..."""
import results  # scripts/results.py: the one splat check
import datetime, os, re, shutil, subprocess, sys

B, dest, kernels = sys.argv[1], sys.argv[2], sys.argv[3:]


def sh(*cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True).stdout.strip()
    except OSError:
        return '?'


def read(path):
    try:
        with open(path, errors='replace') as fh:
            return [l.rstrip('\r\n').replace('\r', '') for l in fh]
    except OSError:
        return []


bpf_site, bpf_calls = ['?'], [0]   # as the guest printed them


def up_path_ok(case, byte, nxt):
    """The site's first byte (and for pair10 the next) after a uprobench run:
    cc on int3, e9 on a jump; pair10-opt jumps from its long NOP and puts
    the 1-byte nop back, so 90 then e9."""
    if case == 'pair10-opt':
        return byte == '90' and nxt == 'e9'
    return byte == ('e9' if case.endswith('-opt') else 'cc')


def parse(k):
    d = {'bench_i': {}, 'bench_w': {}, 'runs_w': {}, 'lat': {}, 'mem': {}, 'cov': {},
         'cov_entry': {}, 'entry_notopt': [],
         'cov_batches': [], 'notopt': [], 'fail': [], 'issues': [], 'info': [],
         'reasons': {}, 'reg': {}, 'unreg': {}, 'bpf': {}, 'up': {}}
    for mode in ('icount', 'wall', 'bpf'):
        log = f'{B}/{k}/logs/bench-{mode}.log'
        lines = read(log)
        if not lines:
            # the BPF boot only exists for kernels with jump optimization
            if mode != 'bpf' or k != 'baseline':
                d['issues'].append(f'{mode}: no log {log}')
            continue
        if not any('@@HARNESS DONE@@' in l for l in lines):
            d['issues'].append(f'{mode}: boot did not finish ({log})')
        for i, l in results.splat_starts(results.splats(lines)):
            d['issues'].append(f'{mode}: {log}:{i}: {l.strip()[:160]}')
        for i, l in enumerate(lines, 1):
            m = re.match(r'^BENCH (\S+) ([0-9.]+) runs:([0-9. ]*)', l)
            if m:
                d['bench_i' if mode == 'icount' else 'bench_w'][m.group(1)] = float(m.group(2))
                if mode == 'wall':
                    d['runs_w'][m.group(1)] = m.group(3).split()
            if re.match(r'^(BENCH|LAT|COV|BPFBENCH|UPROBENCH)-(ERROR|INFO|NA)', l):
                d['info'].append(f'{mode}: {l.strip()}')
            if re.match(r'^(BENCH|LAT|COV|BPFBENCH|UPROBENCH)-ERROR', l):
                d['issues'].append(f'{mode}: guest: {l.strip()}')
            m = re.match(r'^BPFBENCH-RUN \S+ BPFBENCH func=(\S+) calls=(\d+)', l)
            if m:
                bpf_site[0], bpf_calls[0] = m.group(1), int(m.group(2))
            m = re.match(r'^BPFBENCH-RUN (optimized|int3) BPFBENCH .*calls=(\d+) hits=(\d+) '
                         r'noprobe_ns=(\d+) probe_ns=(\d+) state=(\S+) state_after=(\S+)', l)
            if m:
                calls, hits, t0, t1 = (int(x) for x in m.group(2, 3, 4, 5))
                ok = hits == calls and m.group(6) == m.group(7) == m.group(1)
                # guest ns per call; under -icount one ns is one instruction
                d['bpf'].setdefault(m.group(1), []).append((t1 / calls, t0 / calls, ok))
            # uprobes (90-uprobench.sh): ns per call; a run is right if every
            # call was a hit and the site's bytes show the path (up_path_ok())
            m = re.match(r'^UPROBENCH-RUN consumer=(\S+) case=(\S+) calls=(\d+) ns=(\d+) hits=(\d+) byte=(\S+)'
                         r'(?: next=(\S+))?', l)
            if m:
                c, case = m.group(1, 2)
                calls, ns, hits = (int(x) for x in m.group(3, 4, 5))
                ok = hits == calls + 10 and up_path_ok(case, m.group(6), m.group(7))
                d['up'].setdefault((mode, c, case), []).append((ns / calls, ok))
            m = re.match(r'^UPROBENCH-BARE calls=(\d+) ns=(\d+)', l)
            if m:
                d['up'].setdefault((mode, 'bare', 'bare'), []).append((int(m.group(2)) / int(m.group(1)), True))
            m = re.match(r'^LAT (opt|int3) (\d+) .*done=(\d+) ms=([0-9.]+) reg_ms=([0-9.]+) ok=(\d)', l)
            if m:
                d['lat'].setdefault((m.group(1), int(m.group(2))), []).append(
                    (float(m.group(4)), int(m.group(6)), int(m.group(3)), float(m.group(5))))
            m = re.match(r'^LAT (unreg1|unregn) (\d+) .*restored=(\d+) ret_ms=([0-9.]+) done_ms=([0-9.]+) ok=(\d)', l)
            if m:
                d['unreg'].setdefault((m.group(1), int(m.group(2))), []).append(
                    (float(m.group(5)), int(m.group(6)), int(m.group(3)), float(m.group(4))))
            m = re.search(r'optmany: (\d+) kprobes registered in (\d+) us', l)
            if m and mode == 'wall':
                d['reg'].setdefault(int(m.group(1)), []).append(int(m.group(2)) / 1000.0)
            m = re.match(r'^MEM 1000 .*optimized_kprobe_size=(\S+) slot_bytes=(\S+).*pages optinsn=(\d+) insn=(\d+)', l)
            if m:
                d['mem'].update(opsize=m.group(1), slot=m.group(2), optpages=int(m.group(3)), insnpages=int(m.group(4)))
            m = re.match(r'^MEM pages-before optinsn=(\d+) insn=(\d+)', l)
            if m:
                d['mem'].update(optpages0=int(m.group(1)), insnpages0=int(m.group(2)))
            m = re.match(r'^COV total=(\d+) blacklisted=(\d+) failed=(\d+) registered=(\d+) optimized=(\d+)', l)
            if m:
                d['cov'] = dict(zip(('total', 'bl', 'failed', 'reg', 'opt'), map(int, m.groups())))
            if l.startswith('COV-BATCH'):
                d['cov_batches'].append(l.strip())
            if l.startswith('COV-NOTOPT'):
                d['notopt'].append(' '.join(l.split()[1:3]))
            m = re.match(r'^COV-ENTRY functions=(\d+) ftrace=(\d+) registered=(\d+) optimized=(\d+)', l)
            if m:
                d['cov_entry'] = dict(zip(('fns', 'ftrace', 'reg', 'opt'), map(int, m.groups())))
            if l.startswith('COV-ENTRY-NOTOPT'):
                d['entry_notopt'].append(' '.join(l.split()[1:3]))
            m = re.match(r'^COV-REASON (\S+) (\d+)', l)
            if m:
                d['reasons'][m.group(1)] = int(m.group(2))
            if l.startswith('COV-FAIL'):
                f = l.split()
                d['fail'].append(f[1] + (f' ({f[2]})' if len(f) > 2 else ''))
    # Latency rounds: keep the median run (by its time); failed runs sort last.
    for key, runs in d['lat'].items():
        runs.sort(key=lambda r: (not r[1], r[0]))
        d['lat'][key] = runs[(len(runs) - 1) // 2] + (len(runs), [r[0] for r in runs])
    # Teardown rounds: the median run by time until the text is restored.
    for key, runs in d['unreg'].items():
        runs.sort(key=lambda r: (not r[1], r[0]))
        d['unreg'][key] = runs[(len(runs) - 1) // 2] + (len(runs), [r[0] for r in runs])
    d['reg'] = {n: sorted(v)[(len(v) - 1) // 2] for n, v in d['reg'].items()}
    for key, runs in d['up'].items():
        d['up'][key] = (sorted(r[0] for r in runs)[(len(runs) - 1) // 2], all(r[1] for r in runs),
                        [round(r[0], 1) for r in runs])
    # BPF rounds: median events/s of the runs, and whether every run was right.
    for key, runs in d['bpf'].items():
        med = lambda i: sorted(r[i] for r in runs)[(len(runs) - 1) // 2]
        d['bpf'][key] = (med(0), med(1), all(r[2] for r in runs), len(runs),
                         [round(r[0], 1) for r in runs])
    return d


R = {k: parse(k) for k in kernels}
sampled = {}
for k in kernels:
    sampled[k] = len(read(f'{B}/sites/{k}.txt'))


def fmt(v, nd=0):
    if v is None:
        return 'n/a'
    return f'{v:.{nd}f}'


def hit(k, mode, *cases):
    src = R[k]['bench_i' if mode == 'i' else 'bench_w']
    for c in cases:
        if c in src:
            return src[c], c
    return None, None


def cell_hit(k, mode, cases, beyond=True, base='bare'):
    v, c = hit(k, mode, *cases)
    if v is None:
        return 'n/a'
    bare = hit(k, mode, base)[0]
    nd = 0 if mode == 'i' else 0
    s = fmt(v, nd)
    if beyond and bare is not None and c != base:
        s += f' (+{fmt(v - bare, nd)})'
    if c.startswith('int3x'):
        s += ' int3'
    return s


rows = []
hdr = '| figure | ' + ' | '.join(kernels) + ' |'
sep = '|---|' + '---|' * len(kernels)
sect = lambda t: rows.append(f'| **{t}** |' + ' |' * len(kernels))
row = lambda name, f: rows.append(f'| {name} | ' + ' | '.join(f(k) for k in kernels) + ' |')

sect('1a. per-hit cost, guest instructions per call (icount shift=0; total (+beyond bare))')
row('bare call', lambda k: cell_hit(k, 'i', ['bare'], False))
row('1 kprobe, int3', lambda k: cell_hit(k, 'i', ['int3']))
row('1 kprobe, optimized', lambda k: cell_hit(k, 'i', ['opt']))
row('2 kprobes (aggregated)', lambda k: cell_hit(k, 'i', ['opt2', 'int3x2']))
row('4 kprobes (aggregated)', lambda k: cell_hit(k, 'i', ['opt4', 'int3x4']))
row('kretprobe, entry int3', lambda k: cell_hit(k, 'i', ['kret-int3']))
row('kretprobe, entry optimized', lambda k: cell_hit(k, 'i', ['kret-opt']))
row('C function, bare call', lambda k: cell_hit(k, 'i', ['entry-bare'], False))
row('entry kprobe (ftrace call site), ftrace', lambda k: cell_hit(k, 'i', ['entry-ftrace'], base='entry-bare'))
row('entry kprobe, entry trampoline', lambda k: cell_hit(k, 'i', ['entry-opt'], base='entry-bare'))
row('kretprobe on the C function, entry ftrace', lambda k: cell_hit(k, 'i', ['kret-entry-ftrace'], base='entry-bare'))
row('kretprobe on the C function, entry trampoline', lambda k: cell_hit(k, 'i', ['kret-entry-opt'], base='entry-bare'))
sect('1b. per-hit cost, TCG wall ns per call (median of 5, noisy)')
for name, cases in (('bare call', ['bare']), ('1 kprobe, int3', ['int3']), ('1 kprobe, optimized', ['opt']),
                    ('2 kprobes', ['opt2', 'int3x2']), ('4 kprobes', ['opt4', 'int3x4']),
                    ('kretprobe, entry int3', ['kret-int3']), ('kretprobe, entry optimized', ['kret-opt'])):
    row(name, lambda k, cases=cases, name=name: cell_hit(k, 'w', cases, name != 'bare call'))


def lat(k, what, n):
    v = R[k]['lat'].get((what, n))
    if v is None:
        return 'n/a'
    s = f'{v[0]:.1f}'
    if not v[1]:
        s += f' (only {v[2]}/{n}!)'
    return s


sect('2. optimization latency, guest ms (no icount; median of the runs, 3 by default)')
for n in (1, 100, 1000):
    row(f'register {n} -> all [OPTIMIZED]', lambda k, n=n: lat(k, 'opt', n))
for n in (100, 1000):
    row(f'of that: the register_kprobe() loop, {n} probes',
        lambda k, n=n: f"{R[k]['reg'][n]:.1f}" if n in R[k]['reg'] else 'n/a')
for n in (1, 100, 1000):
    row(f'sysctl=0 -> all {n} back to int3', lambda k, n=n: lat(k, 'int3', n))



def unreg(k, how, n):
    v = R[k]['unreg'].get((how, n))
    if v is None:
        return 'n/a'
    s = f'{v[0]:.1f}'
    if abs(v[3] - v[0]) >= 0.05:
        s += f' (returned at {v[3]:.1f})'
    if not v[1]:
        s += f' (only {v[2]}/{n} restored!)'
    return s


sect('2b. teardown, guest ms until every site holds its original bytes (no icount; median of the runs)')
for n in (1, 100, 1000):
    for how, label in (('unreg1', 'one by one'), ('unregn', 'through unregister_kprobes()')):
        row(f'unregister {n:,} optimized probes, {label}', lambda k, n=n, how=how: unreg(k, how, n))


def mem(k, key):
    v = R[k]['mem'].get(key)
    return 'n/a' if v is None else str(v)


def per_probe(k):
    m = R[k]['mem']
    try:
        return str(int(m['slot']) + int(m['opsize']))
    except (KeyError, ValueError):
        return 'n/a'


sect('3. memory per optimized probe')
row('detour slot bytes', lambda k: mem(k, 'slot'))
row('sizeof(struct optimized_kprobe)', lambda k: mem(k, 'opsize'))
row('slot + struct bytes', per_probe)
row('kprobe_optinsn_page pages, 1000 probes', lambda k: mem(k, 'optpages'))
row('kprobe_insn_page pages, 1000 probes', lambda k: mem(k, 'insnpages'))


def cov(k, key):
    c = R[k]['cov']
    if not c:
        return 'n/a'
    if key == 'pct':
        return f"{100.0 * c['opt'] / c['reg']:.1f}%" if c['reg'] else 'n/a'
    return str(c[key])


sect('4. coverage (seed 42, 1500 sampled functions, random non-entry instruction)')
row('sites (functions with >1 instruction)', lambda k: str(sampled[k]))
row('in kprobe blacklist (skipped)', lambda k: cov(k, 'bl'))
row('failed to register', lambda k: cov(k, 'failed'))
row('registered', lambda k: cov(k, 'reg'))
row('[OPTIMIZED]', lambda k: cov(k, 'opt'))
row('optimized / registered', lambda k: cov(k, 'pct'))


def cov_entry(k, key):
    c = R[k]['cov_entry']
    if not c:
        return 'n/a'
    if key == 'pct':
        return f"{100.0 * c['opt'] / c['reg']:.1f}%" if c['reg'] else 'n/a'
    return str(c[key])


row('entry sites: the same functions with an ftrace call site, probed at it', lambda k: cov_entry(k, 'ftrace'))
row('entry sites registered', lambda k: cov_entry(k, 'reg'))
row('entry sites [OPTIMIZED] (on an entry trampoline)', lambda k: cov_entry(k, 'opt'))
row('entry sites optimized / registered', lambda k: cov_entry(k, 'pct'))
for k in kernels:
    if R[k]['reasons']:
        top = sorted(R[k]['reasons'].items(), key=lambda kv: -kv[1])[:5]
        row(f'top refusals ({k}, kprobes/optimization)',
            lambda kk, k=k, top=top: ', '.join(f'{a} {b}' for a, b in top) if kk == k else '')
def bpf(k, mode):
    v = R[k]['bpf'].get(mode)
    if v is None:
        return 'n/a'
    s = f'{v[0]:.0f} ({v[0] - v[1]:+.0f}), {1e3 / v[0]:.2f} M/s'
    return s if v[2] else s + ' (wrong count or state!)'


def bpf_noprobe(k):
    v = R[k]['bpf'].get('optimized') or R[k]['bpf'].get('int3')
    return 'n/a' if v is None else f'{v[1]:.0f}, {1e3 / v[1]:.2f} M/s'


def bpf_gain(k):
    o, i = R[k]['bpf'].get('optimized'), R[k]['bpf'].get('int3')
    if not o or not i or o[0] - o[1] <= 0 or i[0] - i[1] <= 0:
        return 'n/a'
    return f'{(i[0] - i[1]) / (o[0] - o[1]):.2f}x less, {i[0] / o[0]:.2f}x the events/s'


sect(f'5. BPF program on a kprobe at {bpf_site[0]} (libbpf, attach with .offset): guest instructions per read(2) call '
     f'(icount; +beyond the call without probe), events per guest second')
row('read(2) loop, no probe', bpf_noprobe)
row('BPF kprobe, int3 (sysctl 0)', lambda k: bpf(k, 'int3'))
row('BPF kprobe, jump-optimized', lambda k: bpf(k, 'optimized'))
row('int3 / optimized, cost of the probe', bpf_gain)
def up(k, mode, c, case):
    v = R[k]['up'].get((mode, c, case))
    if v is None:
        return None
    return v


def up_cell(k, c, case):
    vi, vw = up(k, 'icount', c, case), up(k, 'wall', c, case)
    if vi is None and vw is None:
        return 'n/a'
    s = []
    if vi:
        s.append(f'{vi[0]:.0f}')
    if vw:
        s.append(f'{1e3 / vw[0]:.2f} M/s')
    s = ', '.join(s)
    return s if (vi is None or vi[1]) and (vw is None or vw[1]) else s + ' (wrong count or path!)'


def up_gain(k, c, slow='nop1', fast='nop5-opt'):
    out = []
    for mode, what in (('icount', 'instructions'), ('wall', 'calls/s')):
        a, b = up(k, mode, c, slow), up(k, mode, c, fast)
        if a and b:
            out.append(f'{a[0] / b[0]:.2f}x ({what})')
    return ', '.join(out) or 'n/a'


sect('6. uprobes on a static probe site: a loop calling a NOP, one process, one vCPU; '
     'guest instructions per call (icount), calls per second (TCG wall, median of 5)')
row('loop without probe', lambda k: up_cell(k, 'bare', 'bare'))
for c, what in (('kmod', 'uprobe_register() counter'), ('trace', 'tracefs uprobe event')):
    row(f'{what}: 1-byte NOP (int3)', lambda k, c=c: up_cell(k, c, 'nop1'))
    row(f'{what}: 5-byte NOP, int3 (sysctl 0)', lambda k, c=c: up_cell(k, c, 'nop5-int3'))
    row(f'{what}: 5-byte NOP, jump-optimized', lambda k, c=c: up_cell(k, c, 'nop5-opt'))
    row(f'{what}: 1-byte NOP int3 / 5-byte NOP optimized', lambda k, c=c: up_gain(k, c))
    row(f'{what}: 10-byte NOP, int3 (sysctl 0)', lambda k, c=c: up_cell(k, c, 'nop10-int3'))
    row(f'{what}: 10-byte NOP, jump-optimized', lambda k, c=c: up_cell(k, c, 'nop10-opt'))
    row(f'{what}: nop; 10-byte NOP, probe on the nop, int3 (sysctl 0)', lambda k, c=c: up_cell(k, c, 'pair10-int3'))
    row(f'{what}: nop; 10-byte NOP, probe on the nop, jump-optimized',
        lambda k, c=c: up_cell(k, c, 'pair10-opt'))
    row(f'{what}: nop; 10-byte NOP, int3 / optimized',
        lambda k, c=c: up_gain(k, c, 'pair10-int3', 'pair10-opt'))
sect('health')
row('boots finished, no splats, no guest errors', lambda k: 'ok' if not R[k]['issues'] else f"{len(R[k]['issues'])} issue(s)")

table = '\n'.join([hdr, sep] + rows)
print(table)

debver = sh('dpkg-query', '-W', '-f=${Version}', 'linux-source-6.12')
qemu = sh('qemu-system-x86_64', '--version').splitlines()[0] if shutil.which('qemu-system-x86_64') else '?'
def built(k):
    r = read(f'{B}/{k}/built-from.txt')
    return r[0] if r else sh('git', '-C', f'{B}/{k}/linux', 'log', '-1', '--format=%h %s')


series, base = built('series'), built('baseline')
cmd = read(f'{B}/{kernels[0]}/logs/bench-icount.log')[:1]
cmdw = read(f'{B}/{kernels[0]}/logs/bench-wall.log')[:1]
now = datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')

out = [f'# make bench results', '',
       f'* date: {now}; host: {os.cpu_count()} CPUs, {sh("uname", "-r")}',
       f'* Debian linux-source-6.12 {debver}; {qemu}',
       f'* baseline: {base}', f'* series: {series}',
       '* mainline: /usr/src/linux-source-6.12.tar.xz unmodified (its own CONFIG_OPTPROBES=y)',
       '* config: tinyconfig + configs/base.config + configs/nopreempt.config + configs/series.config '
       '(symbols the tree lacks skipped), scripts/config.sh',
       f'* QEMU (icount boot): `{cmd[0].lstrip("# ") if cmd else "?"}`',
       f'* QEMU (wall boot): `{cmdw[0].lstrip("# ") if cmdw else "?"}`',
       '', '![chart](results.png)', '', table, '',
       'Notes: per-hit cost = `bench/kmod` (optbench) on a 2-instruction asm target with IRQs off; '
       'under `-icount shift=0,sleep=off` one guest ns is one guest instruction, so 1a is deterministic. '
       '1b is TCG wall time and noisy (host load matters). On baseline there is no optimization, so '
       '"2/4 kprobes" are int3 aggregates. Latency = `bench/kmod-many` (optmany): 1000 tiny functions whose '
       'first instruction (6-byte `addq $imm32,%rax`) is a complete optimization region; polled with msleep(1) '
       'on the first byte (0xE9 jmp / 0xCC int3), guest ktime, counted from the first register_kprobe(); '
       'the "register_kprobe() loop" rows are the module\'s own timing of its registration loop (on '
       'baseline: int3 probes only), the rest of the latency is the optimizer. Slot bytes = smallest distance between two '
       'detour buffers of the 1000 probes. Pages = `kprobe_optinsn_page` / `kprobe_insn_page` symbols in '
       '/proc/kallsyms with the 1000 probes optimized. Coverage = tracefs kprobe events in batches of 256, '
       'optimizer given until the [OPTIMIZED] count is stable for 2 s; the entry rows probe the same '
       'functions at their entry (no offset, as perf probe and bpftrace do), those with an ftrace call site, '
       'in the same batches: [OPTIMIZED] there means on an entry trampoline (series only; elsewhere an '
       'entry probe is ftrace-based). Boots pass `kunit.enable=0`: '
       'no boot-time KUnit, so the refusal counts (kprobes/optimization, since boot) come from the bench\'s '
       'own probes only. '
       'Both modules are unloaded only after `kprobes-optimization=0` has put their probes back on int3 '
       '(on every kernel): on mainline 6.12.117, rmmod of a module whose probe is still jump-optimized '
       'leaks that probe (the GOING notifier\'s kill_optimized_kprobe() takes it off unoptimizing_list '
       'before testing optprobe_queued_unopt(), so it never reaches freeing_list and stays in kprobe_table, '
       'not shown in kprobes/list), and the next register_kprobe() at that address (the module reloaded at '
       'the same place, or an optmany site landing there) fails with -EINVAL from reuse_unused_kprobe() '
       '(!kprobe_optready). Health counts splats (all three kernels have CONFIG_BUG=y, '
       'so a WARN_ON() shows) and guest BENCH/LAT/COV-ERROR lines. '
       'Teardown (2b) = optmany with every site optimized (int3 on baseline), then unregister_kprobe() on '
       'each probe or one unregister_kprobes() of all of them, timed from the first call until every '
       'site holds its original 5 bytes again (polled with msleep(1) once the calls returned); '
       '"returned at" is when the last call returned, where that differs: mainline leaves the jump '
       'removal of an unregistered probe to its optimizer, the series restores the text before it returns. '
       'BPF (5) = a third boot of series and mainline, built with configs/tools.config added (BPF '
       'syscall, BPF events, perf events; the other figures come from kernels without it): '
       '`guest/tools/optprobe-bpfbench` attaches a BPF program (counting hits per argument in a hash '
       f'map, as guest test 62 does) at {bpf_site[0]} with bpf_program__attach_kprobe_opts() and .offset, '
       f'then times {bpf_calls[0]:,} read(2)s of one byte from /dev/zero, one vCPU under -icount (guest ns = '
       'instructions, so the events/s are per guest second); each run checks that the program counted '
       'every call, and that every hit of an untimed round before and after the timed loop arrived by the '
       'path asked for (the program reads the site\'s first byte: 0xe9 jump with sysctl 1, 0xcc int3 with '
       'sysctl 0; kprobes/list shows [OPTIMIZED] as soon as a probe is queued, before its jump is in the '
       'text). Upstream\'s BPF bench (trig-kprobe) attaches at the function entry, which '
       'is ftrace-based and never jump-optimized. '
       'Uprobes (6) = `guest/bench/90-uprobench.sh` in the icount and wall boots: `guest/tools/uprobe_bench.c` '
       '(static) calls a 1-byte NOP or a 5-byte NOP (what USDT probe sites are) in a loop, 10 untimed calls '
       'first (the first hit turns the 5-byte NOP into a jump where the kernel can), then 20,000 (icount) or '
       '200,000 (wall) timed; per call including the call/ret (the "loop without probe" row). Consumers: '
       '`bench/kmod-uprobe` (uprobe_register(), a handler that only counts: the cost of getting into the '
       'handler and back) and a tracefs uprobe event enabled with tracing_on=0. A run is right when every '
       'call was a hit and the site\'s first byte after it shows the path (0xcc int3, 0xe9 jump). Mainline '
       'cannot emulate the 5-byte NOP and single-steps it out of line (two traps); it has no jump for uprobes. '
       'The 10-byte NOP is libbpf usdt.h\'s long one (66 2e 0f 1f 84 00 00 00 00 00, nopw %cs:0x0(%rax,%rax,1)); '
       'a kernel without the sysctl may leave it unprobed (mainline refuses the CS prefix: 0 hits, n/a). '
       '"nop; 10-byte NOP" is the 1-byte nop before it, probed at the nop as perf, bpftrace and older libbpf do; '
       'jump-optimized, the kernel puts the jump at the long NOP and the nop back, so the right bytes after '
       'the run are 0x90 then 0xe9 (int3: 0xcc first).',
       '']
out += ['## Raw numbers', '']
for k in kernels:
    d = R[k]
    out += [f'### {k}', '']
    out += ['per-hit, icount (instructions): ' + ', '.join(f'{c}={v:g}' for c, v in d['bench_i'].items())]
    out += ['per-hit, wall (ns, median; runs): ' + ', '.join(f'{c}={v:g} [{" ".join(d["runs_w"].get(c, []))}]'
                                                        for c, v in d['bench_w'].items())]
    out += ['latency (median of runs [all runs]): ' + ', '.join(
        f'{w} n={n}: {v[0]} ms (done {v[2]}/{n}, register {v[3]} ms) [{" ".join(map(str, v[5]))}]'
                                    for (w, n), v in sorted(d['lat'].items()))]
    out += ['teardown (median of runs by done ms [all runs]): ' + ', '.join(
        f'{w} n={n}: done {v[0]} ms, returned {v[3]} ms (restored {v[2]}/{n}) [{" ".join(map(str, v[5]))}]'
        for (w, n), v in sorted(d['unreg'].items()))]
    out += ['bpf kprobe, guest instructions per read(2) (median; all runs): ' + ', '.join(
        f'{m}: {v[0]:.1f} (no probe {v[1]:.1f}, {"ok" if v[2] else "WRONG"}) [{" ".join(map(str, v[4]))}]'
        for m, v in sorted(d['bpf'].items()))]
    out += ['uprobes, ns per call (median; all runs): ' + ', '.join(
        f'{m} {c} {case}: {v[0]:.1f} ({"ok" if v[1] else "WRONG"}) [{" ".join(map(str, v[2]))}]'
        for (m, c, case), v in sorted(d['up'].items()))]
    out += ['memory: ' + ', '.join(f'{a}={b}' for a, b in d['mem'].items())]
    out += ['coverage: ' + ', '.join(f'{a}={b}' for a, b in d['cov'].items())]
    out += [''] + [f'    {b}' for b in d['cov_batches']]
    if d['fail']:
        reasons = {}
        for f in d['fail']:
            r = f.split(' (')[1].rstrip(')') if ' (' in f else '?'
            reasons[r] = reasons.get(r, 0) + 1
        out += ['', f'failed to register ({len(d["fail"])}; ' +
                ', '.join(f'{r}: {n}' for r, n in sorted(reasons.items())) + '): ' + ', '.join(d['fail'])]
    if d['notopt']:
        out += ['', f'registered, not optimized ({len(d["notopt"])}): ' + ', '.join(d['notopt'])]
    if d['cov_entry']:
        out += ['', 'entry coverage: ' + ', '.join(f'{a}={b}' for a, b in d['cov_entry'].items())]
    if d['entry_notopt']:
        out += ['', f'entry sites not optimized ({len(d["entry_notopt"])}): ' + ', '.join(d['entry_notopt'][:300])]
    out += ['', 'issues: ' + ('none' if not d['issues'] else '')] + [f'* {i}' for i in d['issues'][:30]]
    if d['info']:
        out += ['', 'guest info lines:'] + [f'    {i}' for i in d['info']]
    out += [f'logs: {B}/{k}/logs/bench-icount.log, bench-wall.log, bench-bpf.log', '']
with open(os.path.join(dest, 'results.md'), 'w') as fh:
    fh.write('\n'.join(out))

# Chart: three panels.
dat = os.path.join(B, 'chart')
os.makedirs(dat, exist_ok=True)
nv = lambda v: '?' if v is None else f'{v:g}'
with open(f'{dat}/hit.dat', 'w') as fh:
    fh.write('case ' + ' '.join(kernels) + '\n')
    for name, cases in (('int3', ['int3']), ('opt', ['opt']), ('2 probes', ['opt2', 'int3x2']),
                        ('4 probes', ['opt4', 'int3x4']), ('kret int3', ['kret-int3']), ('kret opt', ['kret-opt'])):
        vals = []
        for k in kernels:
            v, c = hit(k, 'i', *cases)
            b = hit(k, 'i', 'bare')[0]
            vals.append(nv(None if v is None or b is None else v - b))
        fh.write(f'"{name}" ' + ' '.join(vals) + '\n')
with open(f'{dat}/lat.dat', 'w') as fh:
    fh.write('case ' + ' '.join(kernels) + '\n')
    for w, n in (('opt', 1), ('opt', 100), ('opt', 1000), ('int3', 1000)):
        lab = f'opt {n}' if w == 'opt' else f'back to int3 {n}'
        fh.write(f'"{lab}" ' + ' '.join(nv(R[k]['lat'].get((w, n), (None,))[0]) for k in kernels) + '\n')
with open(f'{dat}/cov.dat', 'w') as fh:
    fh.write('case ' + ' '.join(kernels) + '\n')
    fh.write('"optimized %" ' + ' '.join(nv(100.0 * R[k]['cov']['opt'] / R[k]['cov']['reg'])
                                          if R[k]['cov'].get('reg') else '?' for k in kernels) + '\n')
cols = ' '.join(f'{i + 2}' for i in range(len(kernels)))
plot = lambda f: ', '.join(f"'{dat}/{f}' using {i + 2}:xtic(1) title columnheader({i + 2})"
                            for i in range(len(kernels)))
gp = f"""set terminal pngcairo size 1400,500 noenhanced font ',10'
set output '{os.path.join(dest, 'results.png')}'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set key top left
set grid ytics
set xtics rotate by 25 right
set datafile missing '?'
set multiplot layout 1,3 title 'make bench: baseline vs series vs mainline (6.12, nopreempt, QEMU TCG)'
set title 'per-hit cost beyond bare call (guest instructions, icount)'
set logscale y
set yrange [1:*]
plot {plot('hit.dat')}
set yrange [1:*]
set title 'optimization latency (guest ms, log scale; n/a on baseline)'
plot {plot('lat.dat')}
unset logscale y
set title 'coverage: optimized / registered (%)'
set yrange [0:100]
plot {plot('cov.dat')}
unset multiplot
"""
with open(f'{dat}/chart.gp', 'w') as fh:
    fh.write(gp)
if shutil.which('gnuplot'):
    r = subprocess.run(['gnuplot', f'{dat}/chart.gp'], capture_output=True, text=True)
    if r.returncode:
        print('warning: gnuplot failed: ' + r.stderr[-500:], file=sys.stderr)
else:
    print('warning: gnuplot not installed; no results.png', file=sys.stderr)
print(f'    wrote {dest}/results.md' + (f' and {dest}/results.png' if os.path.exists(os.path.join(dest, "results.png")) else ''))
