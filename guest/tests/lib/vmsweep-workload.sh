# Workload of the vmlinux instruction sweep (run with sh, not sourced).
# Drives the system calls whose kernel functions scripts/vmsweep-pool.txt
# lists: open/read/write/close on tmpfs, pipes, dup2, stat, readdir,
# readlink, /dev/zero and /dev/null, uname and wait. Its output is a function of its input only, so every run must print
# the same; it checks its own results and ends with "workload ok".
# Pipes on purpose: they drive pipe_read/pipe_write.
# shellcheck disable=SC2002,SC2012
set -e
d=/tmp/vmsweep.d
rm -rf $d
mkdir -p $d
i=0
while [ $i -lt "${1:-3}" ]; do
	echo "round $i abcdefghijklmnopqrstuvwxyz" >$d/f
	seq 1 300 >>$d/f
	cat $d/f >$d/g
	cmp $d/f $d/g
	cat $d/f | wc -l
	cat /tests/lib/vmsweep-workload.sh | wc -c
	ls -l / /bin/sh | wc -l
	readlink /bin/sh
	dd if=/dev/zero bs=4096 count=1 2>/dev/null | md5sum
	dd if=/dev/zero of=/dev/null bs=512 count=8 2>/dev/null
	cat /dev/null
	dd if=$d/f bs=1 skip=5 count=10 2>/dev/null
	echo
	tail -c 20 $d/f | head -1
	if [ -r $d/f ] && [ ! -x $d/f ]; then echo readable; fi
	stat -c '%s %F' $d/f
	uname -s
	i=$((i + 1))
done
md5sum $d/f $d/g | cut -d' ' -f1
rm -rf $d
echo "workload ok"
