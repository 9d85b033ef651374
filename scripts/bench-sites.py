#!/usr/bin/env python3
"""Coverage probe sites for make bench: the same seeded sample of function
names for every kernel, each kernel getting its own offsets.

Usage: bench-sites.py <seed> <count> <name>=<vmlinux> ... (writes
<outdir>/<name>.txt for each, outdir = $BENCH_SITES_DIR or '.')

Rule: functions = symbols of type t/T with a size, inside vmlinux's .text
section, whose name is unique in the symbol table (kprobe events reject
ambiguous names), has no '.' and is not __pfx_*; take the names every kernel
has, sorted, and draw random.Random(seed).sample(names, count); for each
drawn name draw u = rng.random() (same sequence for every kernel). In each
kernel, with the function's instruction boundaries from objdump -d (within
the symbol size) i_0=0 < i_1 < ... < i_{n-1}, the site is i_k with
k = 1 + floor(u * (n - 1)): never offset 0. Functions of one instruction
get no site (written as offset -1 and counted apart).
Lines: "<idx> <func> <offset>"."""
import collections, os, random, re, subprocess, sys

seed, count = int(sys.argv[1]), int(sys.argv[2])
kernels = [a.split('=', 1) for a in sys.argv[3:]]
outdir = os.environ.get('BENCH_SITES_DIR', '.')


def text_range(vml):
    out = subprocess.run(['readelf', '-SW', vml], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        m = re.search(r'\]\s+\.text\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)', line)
        if m:
            a = int(m.group(1), 16)
            return a, a + int(m.group(2), 16)
    raise SystemExit(f'{vml}: no .text section')


def functions(vml):
    lo, hi = text_range(vml)
    out = subprocess.run(['nm', '-S', '--defined-only', vml], capture_output=True, text=True, check=True).stdout
    seen = collections.Counter()
    funcs = {}
    for line in out.splitlines():
        f = line.split()
        if len(f) == 4:
            seen[f[3]] += 1
            if f[2] in 't T':
                a, s = int(f[0], 16), int(f[1], 16)
                if lo <= a < hi and s > 0:
                    funcs[f[3]] = (a, s)
    return {n: v for n, v in funcs.items()
            if seen[n] == 1 and '.' not in n and not n.startswith('__pfx_')}


def boundaries(vml, ranges):
    """ranges: {name: (addr, size)} -> {name: [offsets of instructions]}"""
    by_addr = sorted((a, a + s, n) for n, (a, s) in ranges.items())
    res = {n: [] for n in ranges}
    p = subprocess.Popen(['objdump', '-d', '--no-show-raw-insn', '-j', '.text', vml],
                         stdout=subprocess.PIPE, text=True, bufsize=1 << 20)
    rx = re.compile(r'^\s*(ffffffff[0-9a-f]+):\t')
    i = 0
    for line in p.stdout:
        m = rx.match(line)
        if not m:
            continue
        a = int(m.group(1), 16)
        while i < len(by_addr) and a >= by_addr[i][1]:
            i += 1
        if i == len(by_addr):
            break
        if by_addr[i][0] <= a:
            res[by_addr[i][2]].append(a - by_addr[i][0])
    p.stdout.close()
    p.kill()
    p.wait()
    return res


fsets = {name: functions(vml) for name, vml in kernels}
common = sorted(set.intersection(*(set(f) for f in fsets.values())))
rng = random.Random(seed)
picked = rng.sample(common, min(count, len(common)))
us = [rng.random() for _ in picked]
for name, vml in kernels:
    f = fsets[name]
    b = boundaries(vml, {n: f[n] for n in picked})
    nosite = 0
    with open(os.path.join(outdir, f'{name}.txt'), 'w') as fh:
        for idx, (fn, u) in enumerate(zip(picked, us)):
            ins = b[fn]
            if len(ins) < 2:
                nosite += 1
                continue
            k = 1 + int(u * (len(ins) - 1))
            fh.write(f'{idx} {fn} {ins[k]}\n')
    print(f'    sites {name}: {len(picked) - nosite} of {len(picked)} sampled functions '
          f'({len(common)} common, {nosite} with a single instruction)')
