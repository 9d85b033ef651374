#!/usr/bin/env bash
# Configure $OUT/kbuild-<variant>: make tinyconfig, merge the configs/
# fragments of the variant (below) and $EXTRA_CONFIGS with
# scripts/kconfig/merge_config.sh, make olddefconfig, then check that every
# requested option has the requested value. Skipped when nothing changed.
# Usage: config.sh <variant>
set -euo pipefail
. "$(dirname "$0")/lib.sh"
need_tree

v=${1:?usage: config.sh <variant>}
[ -f "$REPO/configs/$v.config" ] || die "no configs/$v.config (variants: nopreempt preempt debug demo)"
kb=$OUT/kbuild-$v
log=$LOGS/config-$v.log
mkdir -p "$kb"

# Fragments in merge order. The demo kernel leaves out test.config and the
# series' test suites (KUnit, networking, ACPI) so that it builds in minutes.
# configs/tools.config joins for the variants in $GUEST_TOOLS_VARIANTS.
case $v in
demo) names=(base demo series) ;;
*)    names=(base test "$v" series series-test) ;;
esac
# The variants whose guest runs perf/bpftrace/libbpf (make check) get what
# those tools need; make bench (but for its <kernel>-bpf builds) and
# peer-check set GUEST_TOOLS_VARIANTS empty.
case " ${GUEST_TOOLS_VARIANTS:-} " in *" $v "*) [ "$v" = demo ] || names+=(tools) ;; esac
frags=()
for n in "${names[@]}"; do frags+=("$REPO/configs/$n.config"); done
for f in ${EXTRA_CONFIGS:-}; do
	[ -f "$f" ] || die "EXTRA_CONFIGS: $f not found"
	frags+=("$(abspath "$f")")
done

# Stamp: fragment names and contents, every Kconfig file of the tree, gcc.
stamp=$( {
	for f in "${frags[@]}"; do echo "== $f"; cat "$f"; done
	(cd "$LINUX" && find . -name .git -prune -o -name 'Kconfig*' -type f -print0 |
		sort -z | xargs -0 sha1sum)
	gcc --version | head -1
} | sha256sum | cut -d' ' -f1)

if [ -f "$kb/.config" ] && [ "$(cat "$kb/.harness-config-stamp" 2>/dev/null)" = "$stamp" ]; then
	info "config $v: inputs unchanged, reusing $kb/.config"
	exit 0
fi

step "config $v (log: $log)"
rm -f "$kb/.harness-config-stamp"
{
	make -C "$LINUX" O="$kb" CC="ccache gcc" tinyconfig
	"$LINUX/scripts/kconfig/merge_config.sh" -m -O "$kb" "$kb/.config" "${frags[@]}"
	make -C "$LINUX" O="$kb" CC="ccache gcc" olddefconfig
} >"$log" 2>&1 || { tail -30 "$log"; die "configuring $v failed; full log: $log"; }

# Check the result. series.config options whose symbol the tree does not
# define are skipped (the baseline lacks the series' symbols).
python3 - "$kb/.config" "$LINUX" "${frags[@]}" <<'PY' || die "config $v: requested options were dropped (see above; log: $log)"
import os, re, subprocess, sys
dotconfig, tree, frags = sys.argv[1], sys.argv[2], sys.argv[3:]
# series.config and series-test.config name the series' own symbols
lax_frag = lambda f: re.match(r'series(-test)?\.config$', os.path.basename(f))

def parse(path):
    out = {}
    for line in open(path):
        line = line.strip()
        m = re.match(r'^(CONFIG_\w+)=(.*)$', line)
        if m:
            out[m.group(1)] = m.group(2)
            continue
        m = re.match(r'^# (CONFIG_\w+) is not set$', line)
        if m:
            out[m.group(1)] = 'n'
    return out

have = parse(dotconfig)
want = {}   # symbol -> (value, fragment); later fragments win
for f in frags:
    for sym, val in parse(f).items():
        want[sym] = (val, f)

syms = set()
kfiles = subprocess.run(['find', tree, '-name', '.git', '-prune', '-o',
                         '-name', 'Kconfig*', '-type', 'f', '-print0'],
                        capture_output=True, check=True).stdout.split(b'\0')
for kf in filter(None, kfiles):
    with open(kf, errors='replace') as fh:
        for line in fh:
            m = re.match(r'^\s*(?:menu)?config\s+(\w+)\s*$', line)
            if m:
                syms.add('CONFIG_' + m.group(1))

bad, skipped = [], []
for sym, (val, f) in sorted(want.items()):
    if lax_frag(f) and sym not in syms:
        skipped.append(sym)
        continue
    got = have.get(sym, 'n')
    # series-check builds the intermediate patches, where a series option
    # may exist but not be selectable yet (SERIES_CONFIG_LAX=1).
    if got != val and os.environ.get('SERIES_CONFIG_LAX') == '1' \
            and lax_frag(f):
        skipped.append(sym)
        continue
    if got != val:
        bad.append(f'  {sym}: requested {val} in {os.path.basename(f)}, got {got}'
                   + ('' if sym in syms else ' (no such Kconfig symbol)'))
if skipped:
    print('    series options not in this tree yet, skipped: ' + ' '.join(skipped))
if bad:
    print('error: olddefconfig dropped or changed these options:', file=sys.stderr)
    print('\n'.join(bad), file=sys.stderr)
    sys.exit(1)
print(f'    config ok: {len(want) - len(skipped)} requested options verified')
PY
echo "$stamp" >"$kb/.harness-config-stamp"
