#!/usr/bin/env python3
"""built-objs.py <tree> <.config> <file.c>...: print <file>.o for each file
that kbuild builds with that .config: its directory's Makefile adds it to
obj-y/-m (or lib-y, mmu-y, core-y), directly, under a CONFIG_ symbol that
is y or m, or as a part of a composite object that is built, outside
ifdef/ifndef/ifeq/ifneq blocks whose condition is false. A condition it
cannot evaluate counts as true: a wrong guess builds a file kbuild would
not, which fails loudly. Used by scripts/arch-check.sh."""
import os
import re
import sys

TOP = ('obj', 'lib', 'mmu', 'core')


def read_config(path):
    cfg = {}
    with open(path) as fh:
        for line in fh:
            m = re.match(r'(CONFIG_\w+)=(.*)', line)
            if m:
                cfg[m.group(1)] = m.group(2).strip('"')
    return cfg


def condition(line, cfg):
    """Truth of an ifdef/ifndef/ifeq/ifneq line; True when unknown."""
    kw, _, rest = line.partition(' ')
    rest = rest.strip()
    if kw in ('ifdef', 'ifndef'):
        on = cfg.get(rest, 'n') not in ('', 'n')
        return on if kw == 'ifdef' else not on
    m = re.match(r'\(\s*\$\((CONFIG_\w+)\)\s*,\s*(\w*)\s*\)$', rest)
    if kw in ('ifeq', 'ifneq') and m:
        eq = cfg.get(m.group(1), '') == m.group(2)
        return eq if kw == 'ifeq' else not eq
    return True


def rules(makefile_text, cfg):
    """(prefix, selector, objects) of every assignment in an active block."""
    text = re.sub(r'\\\n', ' ', makefile_text)
    stack, out = [], []
    for line in text.split('\n'):
        s = line.split('#', 1)[0].strip()
        if re.match(r'if(n?def|n?eq)\s', s):
            stack.append(condition(s, cfg))
        elif s == 'else' and stack:
            stack[-1] = not stack[-1]
        elif s == 'endif' and stack:
            stack.pop()
        elif all(stack):
            m = re.match(r'([\w.-]+?)-(\S*)\s*[:+]?=\s*(.*)', s)
            if m:
                out.append((m.group(1), m.group(2), m.group(3).split()))
    return out


def built(obj, rl, cfg, depth=0):
    for prefix, sel, objs in rl:
        if obj not in objs:
            continue
        m = re.fullmatch(r'\$\((CONFIG_\w+)\)', sel)
        if not (sel in ('y', 'm') or (m and cfg.get(m.group(1)) in ('y', 'm'))):
            continue
        if prefix in TOP:
            return True
        # a part of the composite object <prefix>.o
        if depth < 4 and built(prefix + '.o', rl, cfg, depth + 1):
            return True
    return False


def built_objs(tree, cfg, files):
    out = []
    for f in files:
        d, b = os.path.split(f)
        try:
            with open(os.path.join(tree, d, 'Makefile')) as fh:
                rl = rules(fh.read(), cfg)
        except OSError:
            continue
        if built(b[:-2] + '.o', rl, cfg):
            out.append(f[:-2] + '.o')
    return out


def main(argv):
    if len(argv) < 3:
        sys.exit('usage: built-objs.py <tree> <.config> <file.c>...')
    for o in built_objs(argv[1], read_config(argv[2]), argv[3:]):
        print(o)


if __name__ == '__main__':
    main(sys.argv)
