#!/bin/sh
# The series' uprobes selftest (tools/testing/selftests/uprobes/
# uprobe_jump.sh, KTAP): jump-optimized uprobes on 5-byte NOPs, each case
# with debug.uprobes-optimization 1 and 0. A kernel without the sysctl
# (mainline 6.12) skips it as a whole.
if [ ! -x /uprobes/uprobe_jump.sh ]; then
	echo "TAP version 13"
	echo "1..0 # SKIP /uprobes not in the initramfs (tree without the selftest)"
	exit 0
fi
KTAP_HELPERS=/tests/lib/ktap_helpers.sh exec /uprobes/uprobe_jump.sh
