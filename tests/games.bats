# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# -g, --games: one verdict per game of a move stream.
# shellcheck disable=SC2154	# run sets $output, $stderr and $lines
bats_require_minimum_version 1.5.0
load test_helper

XWIN='0 0 1\n1 1 2\n0 1 1\n2 2 2\n0 2 1\n'
OWIN='0 0 1\n1 1 2\n0 1 1\n1 0 2\n2 2 1\n1 2 2\n'
DRAW='0 0 1\n0 1 2\n0 2 1\n1 1 2\n1 0 1\n1 2 2\n2 1 1\n2 0 2\n2 2 1\n'

@test "-g: a game X wins, one O wins, a draw and an unfinished game, one line each" {
	put m "$XWIN\n$OWIN\n$DRAW\n0 0 1\n1 1 2\n"
	run -0 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/m"
	[ "$output" = "X
O
Draw
Pending" ]
	[ "$stderr" = "" ]
}

@test "--games is -g" {
	put m "$XWIN"
	run -0 --separate-stderr ttt --games "$BATS_TEST_TMPDIR/m"
	[ "$output" = "X" ]
}

@test "-g: a game with a rejected line is Invalid, the line still gets its diagnostic, exit 1" {
	put m '0 0 1\n0 0 2\n1 1 2\n\n0 0 1\n'
	run -1 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid
Pending" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:2: cell 0 0 is taken" ]
}

@test "-g: moves after the win make the game Invalid" {
	put m "${XWIN}1 0 2\n"
	run -1 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:6: the game is already won" ]
}

@test "-g: games end at an empty line, at a header and at the end of the file" {
	put m "$XWIN\n${OWIN}3\n${DRAW}4\n0 0 1\n"
	run -0 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/m"
	[ "$output" = "X
O
Draw
Pending" ]
}

@test "-g: a header with no move line after it prints nothing, nor do empty lines" {
	put m '3\n4\n\n\n5\n'
	run -0 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/m"
	[ "$output" = "" ]
	[ "$stderr" = "" ]
}

@test "-g: a rejected line with no game under way belongs to the game the next move starts" {
	put m '0 0 1\n\nfoo\n\n0 1 1\n'
	run -1 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Pending
Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:3: malformed move: expected ROW COL PLAYER" ]
}

@test "-g: a rejected line at the end of the file, no move after it, is a game of its own" {
	put m "${XWIN}\nfoo\n"
	run -1 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/m"
	[ "$output" = "X
Invalid" ]
}

@test "-g: a rejected header does not end the game" {
	put m '0 0 1\n0\n1 1 2\n'
	run -1 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:2: board size must be at least 1" ]
}

@test "-g: a full board without a win on a larger board is a Draw; K in a row" {
	put m '2x2 3\n0 0 1\n0 1 2\n1 0 1\n1 1 2\n\n15x15 5\n7 7 1\n0 0 2\n7 8 1\n0 1 2\n7 9 1\n0 2 2\n7 10 1\n0 3 2\n7 11 1\n'
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Draw
X	run 7 7 to 7 11 at move 9" ]
}

@test "-g across several files: a verdict per game, each prefixed with its file" {
	put a "$XWIN\n$OWIN"
	put b "$DRAW"
	cd "$BATS_TEST_TMPDIR"
	run -0 --separate-stderr ttt -g a b
	[ "$output" = "a:X
a:O
b:Draw" ]
}

@test "-g leaves board streams as they are, so ttt -g takes a mix of files" {
	put boards 'XXX\nOO.\n...\n\nXO.\n...\n...\n'
	put m "$OWIN"
	cd "$BATS_TEST_TMPDIR"
	run -0 --separate-stderr ttt -g boards m
	[ "$output" = "boards:X
boards:Pending
m:O" ]
}

@test "-g --explain: the lines and the move that won, whose turn, the first rejected line and why" {
	put m "$XWIN\n$DRAW\n0 0 1\n1 1 2\n\n0 0 1\n9 9 2\n0 0 2\n"
	run -1 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/m"
	[ "${lines[0]}" = "X	row 0 at move 5" ]
	[ "${lines[1]}" = "Draw" ]
	[ "${lines[2]}" = "Pending	X or O to move" ]
	[ "${lines[3]}" = "Invalid	line 21: row is off the board (size 3)" ]
	[ "${#lines[@]}" -eq 4 ]
}

@test "-g --explain: a win of several lines on the last cell, and whose turn by the counts" {
	put m '0 0 1\n0 1 2\n0 2 1\n1 0 2\n2 0 1\n1 2 2\n2 2 1\n2 1 2\n1 1 1\n\n0 0 1\n0 1 1\n1 1 2\n'
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/m"
	[ "$output" = "X	diagonal, anti-diagonal at move 9
Pending	O to move" ]
}

@test "-g --json: one object per game, parsed with jq" {
	need jq
	put m "3\n$XWIN\nfoo\n0 0 1\n0 0 2\n"
	run -1 --separate-stderr ttt -g --json "$BATS_TEST_TMPDIR/m"
	[ "${#lines[@]}" -eq 2 ]
	[ "$(printf '%s\n' "${lines[0]}" | jq -c .)" = '{"file":"'"$BATS_TEST_TMPDIR"'/m","line":2,"game":1,"moves":5,"verdict":"X","lines":[{"kind":"row","index":0}],"x":3,"o":2}' ]
	[ "$(printf '%s\n' "${lines[1]}" | jq -c '[.line, .game, .moves, .verdict, .lines, .x, .o, .reason]')" = '[8,2,2,"Invalid",[],1,0,"line 8: malformed move: expected ROW COL PLAYER"]' ]
}

@test "-g --json: a game of rejected lines alone has no moves, and the next game's number" {
	need jq
	put m "${XWIN}\nfoo\n"
	run -1 --separate-stderr ttt -g --json "$BATS_TEST_TMPDIR/m"
	[ "$(printf '%s\n' "${lines[1]}" | jq -c '[.line, .game, .moves, .verdict, .x, .o]')" = '[7,2,0,"Invalid",0,0]' ]
}

@test "-g --show: the last board under each verdict" {
	put m "$XWIN\n4\n3 3 2\n"
	run -0 --separate-stderr ttt -g --show "$BATS_TEST_TMPDIR/m"
	[ "$output" = "X
|X|X|X|
| |O| |
| | |O|

Pending
| | | | |
| | | | |
| | | | |
| | | |O|" ]
}

@test "-g -q prints nothing, but the diagnostics and the exit status stay" {
	put m "$XWIN\n0 0 1\n0 0 1\n"
	run -1 --separate-stderr ttt -g -q "$BATS_TEST_TMPDIR/m"
	[ "$output" = "" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:8: cell 0 0 is taken" ]
}

@test "-g --line-buffered: a game's verdict is written at its end, while the producer keeps the pipe open" {
	cd "$BATS_TEST_TMPDIR"
	mkfifo in
	ttt -g --line-buffered <in >out &
	pid=$!
	exec 5>in
	printf '0 0 1\n1 1 2\n0 1 1\n2 2 2\n0 2 1\n\n' >&5
	i=0
	until [ "$(cat out)" = "X" ]; do
		i=$((i + 1))
		[ "$i" -lt 600 ] || { exec 5>&-; kill "$pid"; false; }
		sleep 0.05
	done
	printf '0 0 2\n' >&5
	exec 5>&-
	wait "$pid"
	[ "$(cat out)" = "X
Pending" ]
}

@test "-g --show: a header too wide to draw ends the game under way, whose verdict comes first, then stops the run" {
	put m '0 0 1\n1 1 2\n201\n'
	run -2 --separate-stderr ttt -g --show "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Pending
|X| | |
| |O| |
| | | |" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:3: --show draws boards of at most 200 rows and columns" ]
}

# Games whose headers repeat the rules share one batch: -g's verdicts come
# from each game's own moves (session_flush(), outcome()).
@test "-g: games read together, a draw, a win of each, a pending and an Invalid one, one line each" {
	put m "3\n${DRAW}3\n${XWIN}3\n${OWIN}3\n0 0 1\n3\n0 0 1\n0 0 2\n3\n${DRAW}"
	run -1 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Draw
X
O
Pending
Invalid
Draw" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:28: cell 0 0 is taken" ]
}

@test "-g: a game read with others is a draw by its own marks, not theirs" {
	put m "3\n0 0 1\n0 1 2\n0 2 1\n1 1 2\n1 0 1\n1 2 2\n2 1 1\n2 0 2\n3\n2 2 1\n"
	run -0 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Pending\nPending' ]
}

# area(): rows x cols past 2^64 - 1 once wrapped to 0, which the 0 marks
# of a record without moves matched: Draw.
@test "-g: a board whose rows x cols does not fit 64 bits is never full: a record of 2^32 x 2^32 without moves is Pending" {
	put r 'Piskvorky 4294967296x4294967296, 11:11, 0\n'
	run -0 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/r"
	[ "$output" = "Pending" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/r"
	[ "$output" = "Pending	X to move" ]
	run -0 --separate-stderr ttt -g --json "$BATS_TEST_TMPDIR/r"
	[ "$output" = "{\"file\":\"$BATS_TEST_TMPDIR/r\",\"line\":1,\"game\":1,\"moves\":0,\"verdict\":\"Pending\",\"lines\":[],\"x\":0,\"o\":0}" ]
	put r 'Piskvorky 4294967296x4294967297, 11:11, 0\n4294967296,4294967297\n'
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/r"
	[ "$output" = "Pending	O to move" ]
}

@test "-g: a header of 2^32 x 2^32 then no moves prints nothing, as any header; with moves, or a JSON game, Pending" {
	put m '4294967296x4294967296 5\n'
	run -0 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/m"
	[ "$output" = "" ]
	[ "$stderr" = "" ]
	put m '4294967296x4294967296 5\n4294967295 4294967295 1\n\n[[0,0],[9,9]]\n'
	run -0 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Pending\nPending' ]
	run -0 --separate-stderr ttt -n 9223372036854775807 -g "$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Pending\nPending' ]
}
