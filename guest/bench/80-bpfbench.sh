#!/bin/sh
# A BPF program on a kprobe at a function offset (guest/tools/
# optprobe-bpfbench: libbpf, bpf_program__attach_kprobe_opts() with
# .offset), events per second with the probe on int3 and jump-optimized.
# Upstream's BPF bench attaches at a function's entry, which is
# ftrace-based; this is the case the jump optimization is for.
#   BPFBENCH-RUN <mode> BPFBENCH func=... calls=... hits=... noprobe_ns=...
#                probe_ns=... state=... state_after=...
# One line per mode (optimized: sysctl 1, int3: sysctl 0) and round
# (BPFBENCH_ROUNDS, default 5); the tool checks from the site's first byte
# that every hit took the path asked for. BPFBENCH-ERROR when a count or
# the path is wrong, BPFBENCH-INFO for what the tool says on stderr.
# Kernels without the sysctl or the tool print BPFBENCH-NA.
FUNC=vfs_read
OFF=${BPFBENCH_OFFSET:-9}
CALLS=${BPFBENCH_CALLS:-200000}
S=/proc/sys/debug/kprobes-optimization
command -v optprobe-bpfbench >/dev/null || { echo "BPFBENCH-NA no optprobe-bpfbench in the initramfs"; exit 0; }
[ -f $S ] || { echo "BPFBENCH-NA no $S"; exit 0; }
echo "BPFBENCH-INFO kernel $(uname -r) site $FUNC+$OFF calls $CALLS"
rc=0
r=0
while [ $r -lt "${BPFBENCH_ROUNDS:-5}" ]; do
	for mode in optimized int3; do
		[ $mode = optimized ] && echo 1 >$S || echo 0 >$S
		if out=$(optprobe-bpfbench $FUNC $OFF "$CALLS" $mode 2>/tmp/bpfbench.err); then
			echo "BPFBENCH-RUN $mode $out"
		else
			echo "BPFBENCH-ERROR $mode: ${out:-no result}"
			rc=1
		fi
		sed "s/^/BPFBENCH-INFO $mode: /" /tmp/bpfbench.err
	done
	r=$((r + 1))
done
echo 1 >$S
exit $rc
