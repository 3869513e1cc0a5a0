# Bugs the fuzzers found, each pinned down (see fuzz/regress/ for the
# inputs that found them).
bats_require_minimum_version 1.5.0
load test_helper

@test "regression: library edge cases (empty rows, hashed K cells) hold under the sanitizers" {
	[ -x "$ROOT_DIR/tests/judge_api" ] || skip "tests/judge_api is not built (make test builds it)"
	run -0 --separate-stderr "$ROOT_DIR/tests/judge_api"
	[ "$stderr" = "" ]
	[ "$output" = "ok an empty first row, then 9 cells: Invalid, row 1 too long
ok 7 empty rows, 8 cells, an empty piece: Pending
ok a hashed K game: O's cell is free first
ok a hashed K game: O's cell is then taken
ok a hashed K game: X's cell is then taken" ]
}

@test "regression: on a K board too big for the byte map, O's cell cannot be played again" {
	put m '0 0 2\n0 0 1\n0 0 2\n1 0 1\n'
	run -1 --separate-stderr ttt -n 20000000x2 -k 3 "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
Invalid
Invalid
0" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:2: cell 0 0 is taken
ttt: $BATS_TEST_TMPDIR/m:3: cell 0 0 is taken" ]
}

@test "regression: a header K of 2^64-1 or more is a K nobody reaches, not a K of 0" {
	put m '3x3 18446744073709551615\n0 0 1\n3x3 99999999999999999999999\n0 0 1\n3x3 0\n'
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
0
Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:5: win length must be at least 1" ]
}
