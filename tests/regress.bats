# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# Bugs the fuzzers found, each pinned down (see fuzz/regress/ for the
# inputs that found them).
bats_require_minimum_version 1.5.0
load test_helper

@test "library: edge cases (empty rows, rows in pieces, hashed K cells), judge_board3(), judge_board3_why(), judge_board3_kind() and judge_board3_at() against the rows, K in a row under every rule against a reference, and the game judge's four representations under every rule against a reference, renju positions and dense caro, renju and exact games against tests/renju_ref.c, the solver against tests/solve_ref.c, under the sanitizers" {
	[ -x "$ROOT_DIR/tests/judge_api" ] || skip "tests/judge_api is not built (make test builds it)"
	run -0 --separate-stderr "$ROOT_DIR/tests/judge_api"
	[ "$stderr" = "" ]
	[ "$output" = "ok an empty first row, then 9 cells: Invalid, row 1 too long
ok 7 empty rows, 8 cells, an empty piece: Pending
ok XOX OXO XOX a cell at a time: X by both diagonals
ok a hashed K game: O's cell is free first
ok a hashed K game: O's cell is then taken
ok a hashed K game: X's cell is then taken
ok judge_board3: all 3^9 boards under 11 rules, twice, as the rows say (none differ)
ok judge_board3_why: all 3^9 boards under 11 rules, twice, verdict and why as the rows say (none differ)
ok judge_board3_kind: all 3^9 boards under 11 rules, twice: one kind, one verdict and why (none differ)
ok judge_board3_at: all 3^9 boards under 11 rules, twice: the verdict as the rows say, the index the board's
ok judge_board3: a '#' in a row is not taken
ok judge_board3: a CR ending a row is not taken
ok judge_board3_why: a '#' in a row is not taken
ok judge_board3_kind: a '#' in a row is not taken
ok judge_board3: a board already begun is not taken
ok judge_board3: and the board begun is judged as fed
ok judge_board3: XX. O.. ... is Pending with K = N
ok judge_board3: and X after the rules change to K = 2
ok edge: 3x3 memo: every byte in each of the nine places is taken exactly when it is a cell, to its rows' verdict
ok K in a row: 20000 random boards, fed in pieces, as a reference holding the board says
ok K in a row, caro, caro-exact and renju: 20000 random boards, fed in pieces, as a reference holding the board says
ok K in a row, caro and caro-exact: a blocked run and one open at an end, in each direction, at the edges of the judge's words, as the reference says, runs of k and k + 1
ok judge_game_move: all 9! orders of a 3 x 3 game, a taken cell and a move after the win, as the reference says
ok judge_game_reset: a side of 0 or above JUDGE_MAXN, or full lines on a board not square: JUDGE_EROW
ok judge_game_reset: and after an error, the game of the old rules
ok judge_game_reset: and empty (a cell played before is free)
ok judge_game_reset: renju with k 0 or 4, or no rule: JUDGE_ERULE, on a small board of the same size too
ok judge_board_rules: no rule, or renju with k 4: JUDGE_ERULE; a shape of one side 0: JUDGE_EROW
ok judge_game_new: no game of size 0 or above JUDGE_MAXN
ok game judge: lines of 7, 8 (BITS), 61, 62 (LINES), 63, 100, 4096 (MAP) and 4097 (HASH) filled mixed, won, won as the board reaches N marks, and all at once, as the reference says
ok judge_game_play: batches of several games (a new game at given moves) on BITS, LINES, MAP and HASH boards under every rule, strict turns (X first, O first) or not, as judge_game_reset() and judge_game_move() one by one
ok game judge, BITS, full lines: judge_game_play() and judge_game_move() as the reference, every result and line, a win of several lines met
ok game judge, LINES, full lines: judge_game_play() and judge_game_move() as the reference, every result and line, a win of several lines met
ok game judge, LINES, k in a row: judge_game_play() and judge_game_move() as the reference, every result and direction, an overline won and one not (exact) met
ok game judge, MAP, full lines: judge_game_play() and judge_game_move() as the reference, every result and line, a win of several lines met
ok game judge, MAP, k in a row: judge_game_play() and judge_game_move() as the reference, every result and direction, an overline won and one not (exact) met
ok game judge, HASH, full lines: judge_game_play() and judge_game_move() as the reference, every result and line, a win of several lines met
ok game judge, HASH, k in a row: judge_game_play() and judge_game_move() as the reference, every result and direction, an overline won and one not (exact) met
ok renju position: X.XX*.X: two fours in one line (a double-four), under its 8 symmetries on LINES, MAP and HASH boards
ok renju position: .XXX*.: a straight four is one four (no foul), under its 8 symmetries on LINES, MAP and HASH boards
ok renju position: a straight four and a four: a double-four (a double-four), under its 8 symmetries on LINES, MAP and HASH boards
ok renju position: XXX*XX: an overline (an overline), under its 8 symmetries on LINES, MAP and HASH boards
ok renju position: an overline and a five: the five wins (a win), under its 8 symmetries on LINES, MAP and HASH boards
ok renju position: two open threes: a double-three (a double-three), under its 8 symmetries on LINES, MAP and HASH boards
ok renju position: a four and a three: no foul (no foul), under its 8 symmetries on LINES, MAP and HASH boards
ok renju position: a three against the edge is no three (no foul), under its 8 symmetries on LINES, MAP and HASH boards
ok renju position: a cell off the edge: a three (a double-three), under its 8 symmetries on LINES, MAP and HASH boards
ok renju position: a split three X.X*: a three (a double-three), under its 8 symmetries on LINES, MAP and HASH boards
ok renju position: a three whose fours are both overlines is no three (no foul), under its 8 symmetries on LINES, MAP and HASH boards
ok renju position: a three through a four-three point (a double-three), under its 8 symmetries on LINES, MAP and HASH boards
ok game judge, LINES, exact: dense random games as renju_ref.c says, wins and a run over k met
ok game judge, MAP, exact: dense random games as renju_ref.c says, wins and a run over k met
ok game judge, HASH, exact: dense random games as renju_ref.c says, wins and a run over k met
ok game judge, LINES, caro: dense random games as renju_ref.c says, wins of X and O, a run of k blocked at both ends and a win over k met
ok game judge, MAP, caro: dense random games as renju_ref.c says, wins of X and O, a run of k blocked at both ends and a win over k met
ok game judge, HASH, caro: dense random games as renju_ref.c says, wins of X and O, a run of k blocked at both ends and a win over k met
ok game judge, LINES, renju: dense random games as renju_ref.c says, wins of X and O, every foul, a foul near an edge and a double-three the recursion undoes met
ok game judge, MAP, renju: dense random games as renju_ref.c says, wins of X and O, every foul, a foul near an edge and a double-three the recursion undoes met
ok game judge, HASH, renju: dense random games as renju_ref.c says, wins of X and O, every foul, a foul near an edge and a double-three the recursion undoes met
ok game judge, LINES, caro-exact: dense random games as renju_ref.c says, wins of X and O, a run of k blocked at both ends and a run over k met
ok game judge, MAP, caro-exact: dense random games as renju_ref.c says, wins of X and O, a run of k blocked at both ends and a run over k met
ok game judge, HASH, caro-exact: dense random games as renju_ref.c says, wins of X and O, a run of k blocked at both ends and a run over k met
ok solver: every reachable 3 x 3 position (X or O first) under full lines, k 2 and 3 of each rule and renju: value, n and best move as plain minimax says, and judge_solve_game() as judge_solve_cells() (60852 positions)
ok solver: judge_solve3() as judge_solve_cells() on every 3 x 3 board and player to move, rules asked in turn, fresh and full tables; 3^9 JUDGE_EBADCELL
ok solver: random positions of (4,4,3), (4,4,4), (5,4,4), (4,5,4), (5,5,4), (5,5,3), (4,6,3), (9,8,5) and (9,9,5) (hashed keys, the threat search first) under freestyle, exact, caro and caro-exact as plain minimax says, best moves keeping the value, each win's line played to its win, judge_solve_game() as judge_solve_cells(), runs of k blocked at both ends met
ok solver: random renju positions of 6 x 6, 7 x 7, 6 x 7 and 9 x 9 (the threat search first) as plain minimax says, each win's line played to its win, fouls to play met
ok solver: random freestyle positions of (5,5,4), (6,6,4), (6,6,5), (7,7,5) and (8,7,5), 11 empty cells, as sr_value() says (draws met), each pairing of judge_solve_pairs() holding every line with its cells (pairings met)
ok solver: caro and caro-exact, X.O...O/.O.X.XO, k 3, O to move: O wins in 3, a threat stopped beyond its run's end
ok solver: a budget of 1000 nodes or 100 bytes on the empty 5 x 5 board, k 4: unknown; budgets of 1 to 10000 nodes on random positions: unknown or the value (a win in at most n: n not less than the value's), never another
ok solver: a board already won (X in 0), both won (EBOTH), a bad byte, rules out of range, no player (EPLAYER), X.O on 3 x 3 (X in 3), a game already won" ]
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

# Found by fuzz/stream_fuzz through ttt_run() with a 16-byte buffer: the
# end of a line longer than the input buffer (128 KiB) went to the line
# readers' fast forms instead of ending that line, so a comment ending in a
# digit swallowed the lines after it.
@test "regression: a move after a comment of 128 KiB + 1 bytes ending in a digit is judged" {
	awk 'BEGIN { printf "# "; for (i = 0; i < 131070; i++) printf "a"; printf "1\n0 0 1\n" }' >"$BATS_TEST_TMPDIR/m"
	run -0 --separate-stderr ttt -m "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
}
