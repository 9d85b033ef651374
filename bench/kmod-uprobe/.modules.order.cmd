savedcmd_/work/main/bench/kmod-uprobe/modules.order := {   echo /work/main/bench/kmod-uprobe/uprobe_count.o; :; } > /work/main/bench/kmod-uprobe/modules.order
