# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# Large inputs under valgrind: no invalid access, no leak, in every path.
# Run by `make check` only (slow).
bats_require_minimum_version 1.5.0
load ../test_helper

vg() {
	valgrind -q --error-exitcode=99 --leak-check=full \
	    --errors-for-leak-kinds=definite,indirect "$@"
}

setup() {
	need valgrind
	[ -z "${TTT_BIN:-}" ] || skip "valgrind runs on the plain build only"
}

@test "valgrind: 20000 3x3 games, with rejected lines, are clean" {
	awk 'BEGIN { for (g = 0; g < 20000; g++) {
		print "3"; print "0 0 1"; print "1 1 2"; print "0 1 1";
		print "0 1 2"; print "2 2 2"; print "0 2 1"; print "x" } }' \
	    >"$BATS_TEST_TMPDIR/games"
	run -1 --separate-stderr vg ttt "$BATS_TEST_TMPDIR/games"
	[ "${#lines[@]}" -eq 140000 ]
	[ "${lines[5]}" = "1" ]
	[ "${lines[6]}" = "Invalid" ]
	[ "$(printf '%s\n' "$stderr" | grep -vc 'is taken\|malformed')" -eq 0 ]
}

@test "valgrind: a 1000x1000 board and 20000 small boards are clean" {
	awk 'BEGIN { for (i = 0; i < 1000; i++) {
		s = ""; for (j = 0; j < 1000; j++) s = s ((int(i / 2) + j) % 2 ? "X" : "O");
		print s } print "";
		for (k = 0; k < 20000; k++) { print "X.O"; print ".X."; print "O.X"; print "" } }' \
	    >"$BATS_TEST_TMPDIR/boards"
	run -0 --separate-stderr vg ttt "$BATS_TEST_TMPDIR/boards"
	[ "${#lines[@]}" -eq 20001 ]
	[ "${lines[0]}" = "Draw" ]
	[ "${lines[1]}" = "X" ]
	[ "$stderr" = "" ]
}

@test "valgrind: 60000 3x3 boards judged whole, valid, invalid and remembered, are clean" {
	awk 'BEGIN { for (k = 0; k < 20000; k++) {
		print "..."; print ".X."; print "..."; print "";
		print "XXX"; print "OOO"; print "..."; print "";
		print "X.O"; print "XO."; print "..."; print "" } }' \
	    >"$BATS_TEST_TMPDIR/boards"
	run -1 --separate-stderr vg ttt "$BATS_TEST_TMPDIR/boards"
	[ "${#lines[@]}" -eq 60000 ]
	[ "${lines[0]}" = "Pending" ]
	[ "${lines[1]}" = "Invalid" ]
	[ "${lines[59999]}" = "Pending" ]
	[ "$(printf '%s\n' "$stderr" | grep -vc 'both X and O have a full line')" -eq 0 ]
	[ "$(printf '%s\n' "$stderr" | wc -l)" -eq 20000 ]
}

@test "valgrind: 100000 sparse moves at -n 1000000000 are clean" {
	awk 'BEGIN { for (i = 0; i < 100000; i++)
		print i * 7919 % 1000000000, i * 104729 % 999999937, i % 2 + 1 }' \
	    >"$BATS_TEST_TMPDIR/sparse"
	run -0 --separate-stderr vg ttt -n 1000000000 "$BATS_TEST_TMPDIR/sparse"
	[ "${#lines[@]}" -eq 100000 ]
	[ "$stderr" = "" ]
}

@test "valgrind: a wide game at -n 2^63-1 and a missing file are clean" {
	awk 'BEGIN { for (i = 0; i < 20000; i++) print i, i * 3, i % 2 + 1 }' \
	    >"$BATS_TEST_TMPDIR/wide"
	run -2 --separate-stderr vg ttt -h -n 9223372036854775807 \
	    "$BATS_TEST_TMPDIR/wide" "$BATS_TEST_TMPDIR/missing"
	[ "${#lines[@]}" -eq 20000 ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/missing: No such file or directory" ]
}
