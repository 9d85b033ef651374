# make peer-check: upstream kprobe suites (KUnit kprobes_test, ftracetest
# test.d/kprobe) on baseline, series and mainline; see scripts/peer-check.sh.
# Not part of make check / CI. Included from the Makefile like mk/bench.mk.
.PHONY: peer-check
peer-check: deps $(TREE_DEP)
	@scripts/peer-check.sh
