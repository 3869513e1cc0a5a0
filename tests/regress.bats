# Bugs the fuzzers found, each pinned down (see fuzz/regress/ for the
# inputs that found them).
bats_require_minimum_version 1.5.0
load test_helper

@test "library: edge cases (empty rows, hashed K cells) and the 3x3 fast paths against the general ones, under the sanitizers" {
	[ -x "$ROOT_DIR/tests/judge_api" ] || skip "tests/judge_api is not built (make test builds it)"
	run -0 --separate-stderr "$ROOT_DIR/tests/judge_api"
	[ "$stderr" = "" ]
	[ "$output" = "ok an empty first row, then 9 cells: Invalid, row 1 too long
ok 7 empty rows, 8 cells, an empty piece: Pending
ok a hashed K game: O's cell is free first
ok a hashed K game: O's cell is then taken
ok a hashed K game: X's cell is then taken
ok judge_board3: all 3^9 boards under 7 rules, twice, as the rows say (none differ)
ok judge_board3: a '#' in a row is not taken
ok judge_board3: a CR ending a row is not taken
ok judge_board3: a board already begun is not taken
ok judge_board3: and the board begun is judged as fed
ok judge_board3: XX. O.. ... is Pending with K = N
ok judge_board3: and X after the rules change to K = 2
ok judge_game_move: all 9! orders of a 3 x 3 game, a taken cell and a move after the win, as the reference says
ok judge_game_play: 200000 random runs on 1x1 to 8x8 boards, as judge_game_move() plays them
ok judge_game_play: a strict game plays no line
ok judge_game_play: a 9x9 game plays no line
ok judge_game_play: a K game plays no line
ok judge_game_play: 8 bytes from a line's start, else not played
ok judge_game_move: 3000 random games on 1x1 to 40x40, as a reference holding the board says" ]
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

@test "regression: with -n RxC an over-long row is not kept past COLS (10 MB row under 64 MiB)" {
	[ -z "${TTT_SANITIZED:-}" ] || skip "ulimit -v and ASan do not mix"
	{ printf 'X\nO\n'; head -c 10000000 /dev/zero | tr '\0' .; echo; } >"$BATS_TEST_TMPDIR/b"
	run -1 --separate-stderr sh -c "ulimit -v 65536; ttt -n 3x4 '$BATS_TEST_TMPDIR/b'"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:1: row 2 is longer than the board (4)" ]
}

@test "regression: --show judges a long first line that holds a digit as a malformed move" {
	{ head -c 300000 /dev/zero | tr '\0' X; echo 1; } >"$BATS_TEST_TMPDIR/m"
	run -1 --separate-stderr ttt --show "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: malformed move: expected ROW COL PLAYER" ]
}
