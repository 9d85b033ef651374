#!/usr/bin/env python3
"""Probe sites for the vmlinux instruction sweep (guest/tests/50-vmlinux-sweep.sh).

Usage: vmsweep-sites.py <vmlinux> <pool-file> <noreturns.h> <seed> <count> [<max-sites>]
Writes the sites to stdout.

Draws random.Random(seed).sample() of <count> names from the pool (the
functions of <pool-file> that this vmlinux has as one unique text symbol);
with <max-sites>, a drawn function whose boundaries would take the total
past it is left out (slow kernels get fewer probes, from the same draw).
Lists every instruction boundary of each kept function (objdump -d), as

    <idx> <func> <offset> <round> <block>

round   probes of one round never share the bytes a jump would cover: a
        boundary's region runs from it to the first boundary >= 5 bytes on,
        and a round takes boundaries greedily while they do not overlap, so
        one probe never keeps another from being optimized.
block   offset of the leader of the boundary's basic block. Every
        instruction of a block runs as often as the others, so all probes of
        a block must count the same hits. Leaders: the function start,
        targets of direct jumps (also those in .altinstr_replacement), jump
        label targets (__jump_table), exception fixups (__ex_table), ENDBR
        (indirect branch targets), the instruction after anything that may
        not fall through (jmp, jcc, ret, ud2, int3, a call of a noreturn
        function from objtool's list, a jump label site), and every
        instruction of an alternatives site (its code changes at boot).
No site at offset 0 when it is an ENDBR: kprobes moves such a probe to the
next instruction, where the sweep has its own. Header lines start with '#'.
"""
import random, re, struct, subprocess, sys

vml, pool_file, noret_file, seed, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
max_sites = int(sys.argv[6]) if len(sys.argv) > 6 and sys.argv[6] else 0


def sections():
    out = subprocess.run(['readelf', '-SW', vml], capture_output=True, text=True, check=True).stdout
    res = {}
    for line in out.splitlines():
        m = re.search(r'\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)', line)
        if m:
            res[m.group(1)] = (int(m.group(2), 16), int(m.group(3), 16), int(m.group(4), 16))
    return res


SECS = sections()
with open(vml, 'rb') as fh:
    IMG = fh.read()


def read(addr, size):
    for a, off, sz in SECS.values():
        if a and a <= addr and addr + size <= a + sz:
            return IMG[off + addr - a:off + addr - a + size]
    raise SystemExit(f'{vml}: address {addr:#x} not in any section')


def symbols():
    out = subprocess.run(['nm', '-S', '--defined-only', vml], capture_output=True, text=True, check=True).stdout
    syms, names = {}, {}
    for line in out.splitlines():
        f = line.split()
        if len(f) == 4:
            names[f[3]] = names.get(f[3], 0) + 1
            if f[2] in 'tT':
                syms[f[3]] = (int(f[0], 16), int(f[1], 16))
        elif len(f) == 3:
            syms.setdefault(f[2], (int(f[0], 16), 0))
    return syms, names


SYMS, NAMES = symbols()


def table(start, stop, esize):
    lo, hi = SYMS[start][0], SYMS[stop][0]
    return [(lo + i, read(lo + i, esize)) for i in range(0, hi - lo, esize)]


def s32(b, o):
    return struct.unpack_from('<i', b, o)[0]


# Addresses that start a block wherever they are, and ends of blocks.
leaders, ends = set(), set()
for at, e in table('__start___jump_table', '__stop___jump_table', 16):
    ends.add(at + s32(e, 0))                 # the nop/jmp that is patched
    leaders.add(at + 4 + s32(e, 4))          # where it may jump to
for at, e in table('__start___ex_table', '__stop___ex_table', 12):
    leaders.add(at + 4 + s32(e, 4))          # fixup
alt_insns = set()
alt_ranges = []
for at, e in table('__alt_instructions', '__alt_instructions_end', 14):
    a = at + s32(e, 0)
    alt_ranges.append((a, a + e[12]))
    leaders.add(a)
    leaders.add(a + e[12])
rx = re.compile(r'^\s*([0-9a-f]+):\t(\S+)\s*(.*)$')
tgt = re.compile(r'^([0-9a-f]+) <')
if '.altinstr_replacement' in SECS:
    rep = subprocess.run(['objdump', '-d', '--no-show-raw-insn', '-j', '.altinstr_replacement', vml],
                         capture_output=True, text=True, check=True).stdout
    for line in rep.splitlines():
        m = rx.match(line)
        if m and m.group(2).startswith('j'):
            t = tgt.match(m.group(3))
            if t:
                leaders.add(int(t.group(1), 16))

noreturn = set(re.findall(r'NORETURN\((\w+)\)', open(noret_file).read()))
noreturn |= {'__stack_chk_fail', 'do_exit', 'panic', 'make_task_dead', 'kthread_exit'}

pool = []
for line in open(pool_file):
    line = line.split('#', 1)[0].strip()
    if line:
        pool.extend(line.split())
have = sorted(n for n in set(pool) if n in SYMS and NAMES.get(n) == 1 and SYMS[n][1] > 0)
missing = sorted(set(pool) - set(have))
picked = random.Random(seed).sample(have, min(count, len(have)))


def disasm(a, size):
    out = subprocess.run(['objdump', '-d', '--no-show-raw-insn', f'--start-address={a:#x}',
                          f'--stop-address={a + size:#x}', vml],
                         capture_output=True, text=True, check=True).stdout
    insns = []
    for line in out.splitlines():
        m = rx.match(line)
        if m and int(m.group(1), 16) >= a:
            insns.append((int(m.group(1), 16), m.group(2), m.group(3)))
    return insns


rows = {}
for fn in picked:
    a, size = SYMS[fn]
    insns = disasm(a, size)
    offs = [i[0] - a for i in insns] + [size]
    lead = {0}
    for k, (ia, mn, ops) in enumerate(insns):
        nxt = offs[k + 1]
        cut = False
        if ia in leaders and ia != a:
            lead.add(ia - a)
        if mn.startswith('j') or mn in ('ret', 'ud2', 'int3', 'hlt', 'iretq', 'sysretq') \
                or ia in ends or any(lo <= ia < hi for lo, hi in alt_ranges):
            cut = True
            t = tgt.match(ops)
            if mn.startswith('j') and t and a <= int(t.group(1), 16) < a + size:
                lead.add(int(t.group(1), 16) - a)
        if mn == 'call':
            m = re.search(r'<([\w.]+)>', ops)
            cut = cut or bool(m and m.group(1) in noreturn)
        if mn == 'endbr64' and ia != a:
            lead.add(ia - a)
        if any(lo <= ia < hi for lo, hi in alt_ranges):
            lead.add(ia - a)
        if cut and nxt < size:
            lead.add(nxt)
    lead = sorted(lead)
    # greedy rounds of non-overlapping 5-byte regions
    rnd = {}
    r = 0
    todo = offs[:-1]
    while todo:
        last, rest = -1, []
        for o in todo:
            if o >= last:
                rnd[o] = r
                end = next((x for x in offs if x >= o + 5), size)
                last = end
            else:
                rest.append(o)
        todo, r = rest, r + 1
    bi = 0
    rows[fn] = []
    for o in offs[:-1]:
        if o == 0 and insns[0][1] == 'endbr64':
            continue    # kprobes moves a probe on the ENDBR to the next insn
        while bi + 1 < len(lead) and lead[bi + 1] <= o:
            bi += 1
        rows[fn].append((o, rnd[o], lead[bi]))

kept, total = [], 0
for fn in picked:
    if not max_sites or total + len(rows[fn]) <= max_sites:
        kept.append(fn)
        total += len(rows[fn])
print(f'# vmsweep seed={seed} count={count} max-sites={max_sites or "-"} pool={len(set(pool))}'
      f' in-vmlinux={len(have)} missing={",".join(missing) or "-"}')
if len(kept) < len(picked):
    print(f'# over max-sites, left out: {" ".join(f for f in picked if f not in kept)}')
print(f'# functions {" ".join(kept)}')
idx = 0
for fn in kept:
    for o, r, b in rows[fn]:
        print(f'{idx} {fn} {o} {r} {b}')
        idx += 1
