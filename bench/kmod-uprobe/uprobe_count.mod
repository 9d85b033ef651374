/work/main/bench/kmod-uprobe/uprobe_count.o
