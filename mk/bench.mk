# make bench: baseline vs series vs mainline, see scripts/bench.sh.
# Included from the Makefile (last line: -include mk/bench.mk).
.PHONY: bench
bench: deps $(TREE_DEP)
	@scripts/bench.sh
