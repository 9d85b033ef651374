# Sourced by the guest tests (busybox ash) for their KTAP output: the
# kernel's helpers (ktap_print_header, ktap_set_plan, ktap_skip_all,
# ktap_test_pass/fail/skip, ktap_finished; scripts/initramfs.sh copies
# tools/testing/selftests/kselftest/ktap_helpers.sh of $LINUX next to this
# file) and check(). The helpers echo the description unquoted: runs of
# blanks in it become one, and it must not hold glob characters (* ? [...]).
# shellcheck shell=sh disable=SC1091
. /tests/lib/ktap_helpers.sh

# check <description> <command> [<arg>...]: one result from the command's
# exit status (ktap_test_result runs $@ unquoted, which splits arguments).
check() {
	_desc=$1
	shift
	if "$@"; then ktap_test_pass "$_desc"; else ktap_test_fail "$_desc"; fi
}
