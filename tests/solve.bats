# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# --solve: each result's value with best play, in every output form;
# blunders; the budget.  Expected values are of small positions, each
# reasoned in its test's comment, or checked against tests/solve_ref.c.
# shellcheck disable=SC2154	# run sets $output, $lines and $stderr
bats_require_minimum_version 1.5.0
load test_helper

USAGE='usage: ttt [-abgHhmqrsz] [-c | -L | -l] [-k win] [-n size] [--exact] [--explain | --json] [--first X|O] [--line-buffered] [--nodes N] [--rule rule] [--show] [--solve] [--solve-memory size] [--turn X|O] [file ...]'

# The game F: X 0 0, O 1 1, X 0 1, O 2 2 (O leaves X's row open: X wins
# at 0 2 in 1, a drawn position lost), X 1 2 (X leaves its own win: O
# blocks at 0 2, X must block O's anti-diagonal at 2 0, O its column 0
# at 1 0, and the last cell 2 1 draws: a won position drawn).
GAME_F='0 0 1\n1 1 2\n0 1 1\n2 2 2\n1 2 1\n'

@test "--solve: a board's value is a tab after its verdict; a decided one's is its verdict; an Invalid one has none" {
	# XX. OO. ...: equal counts, X to move, and 0 2 wins at once.
	put b 'XX.\nOO.\n...\n\nXOX\nXOO\nOXX\n\nXXX\nOO.\n...\n\nOOO\nXX.\nX..\n\nXXX\nXXX\nOOO\n'
	run -1 --separate-stderr ttt --solve "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	X wins in 1
Draw	Draw
X	X
O	O
Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:17: X and O counts differ by more than one (X 6, O 3)" ]
}

@test "--solve: on a board of equal counts --first names the player to move" {
	put b 'XX.\nOO.\n...\n'
	run -0 --separate-stderr ttt --solve --first O "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	O wins in 1" ]
	[ "$stderr" = "" ]
}

@test "--solve: the empty 3x3 board is a Draw; so is 4x4 with K 4" {
	run -0 --separate-stderr sh -c "printf '...\n...\n...\n' | ttt --solve"
	[ "$output" = "Pending	Draw" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr sh -c "printf '....\n....\n....\n....\n' | ttt --solve -k 4"
	[ "$output" = "Pending	Draw" ]
}

@test "--solve: (4,4,3) and (4,3,3) are first-player wins, in 3 and 4" {
	# 4x4, K 3: X at 1 1; O's one mark blocks row 1 or column 1, not
	# both; X's second mark beside 1 1 in the other makes an open two
	# in a line of 4, two threats: X's third mark wins (no sooner: three
	# marks).  4x3, K 3: X wins in 4, as tests/solve_ref.c's plain
	# minimax finds (not in 3: an open two needs the middle of a column
	# of 4, which O's first mark blocks).
	run -0 --separate-stderr sh -c "printf '....\n....\n....\n....\n' | ttt --solve -k 3 --explain"
	[ "$output" = "Pending	X wins in 3	X or O to move; best move: X at 1 1; line: X at 1 1, O at 1 2, X at 2 1, O at 0 1, X at 3 1" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr sh -c "printf '...\n...\n...\n...\n' | ttt --solve -n 4x3 -k 3"
	[ "$output" = "Pending	X wins in 4" ]
}

@test "--solve --explain: the value is field 2, the reason and the best move after it" {
	put b 'XX.\nOO.\n...\n\nXXX\nOO.\n...\n\nXOX\nXOO\nOXX\n\nXXX\nXXX\nOOO\n'
	run -1 --separate-stderr ttt --solve --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	X wins in 1	X or O to move; best move: X at 0 2; line: X at 0 2
X	X	row 0
Draw	Draw
Invalid	X and O counts differ by more than one (X 6, O 3)" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:13: X and O counts differ by more than one (X 6, O 3)" ]
	run -0 --separate-stderr sh -c "ttt --solve --explain '$BATS_TEST_TMPDIR/b' 2>/dev/null | cut -f2"
	[ "$output" = "X wins in 1
X
Draw
X and O counts differ by more than one (X 6, O 3)" ]
}

@test "--solve --json: a board's value, in and best; an Invalid one has none" {
	put b 'XX.\nOO.\n...\n\nXXX\nOO.\n...\n\nXXX\nXXX\nOOO\n'
	run -1 --separate-stderr ttt --solve --json "$BATS_TEST_TMPDIR/b"
	[ "${lines[0]}" = "{\"file\":\"$BATS_TEST_TMPDIR/b\",\"line\":1,\"size\":3,\"verdict\":\"Pending\",\"lines\":[],\"x\":2,\"o\":2,\"next\":\"X or O\",\"value\":\"X\",\"in\":1,\"best\":[0,2],\"line\":[[0,2]]}" ]
	[ "${lines[1]}" = "{\"file\":\"$BATS_TEST_TMPDIR/b\",\"line\":5,\"size\":3,\"verdict\":\"X\",\"lines\":[{\"kind\":\"row\",\"index\":0}],\"x\":3,\"o\":2,\"next\":null,\"value\":\"X\",\"in\":0,\"best\":null}" ]
	[ "${lines[2]}" = "{\"file\":\"$BATS_TEST_TMPDIR/b\",\"line\":9,\"size\":3,\"verdict\":\"Invalid\",\"lines\":[],\"x\":6,\"o\":3,\"next\":null,\"reason\":\"X and O counts differ by more than one (X 6, O 3)\"}" ]
	[ "${#lines[@]}" -eq 3 ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:9: X and O counts differ by more than one (X 6, O 3)" ]
}

@test "--solve: boards read by the general path (CRLF, a JSON board, -H) are valued as the 3x3 run values them" {
	run -0 --separate-stderr sh -c "printf 'XX.\r\nOO.\r\n...\r\n\r\n[\"XX.\",\"OO.\",\"...\"]\n' | ttt --solve -H"
	[ "$output" = "(standard input):Pending	X wins in 1
(standard input):Pending	X wins in 1" ]
	[ "$stderr" = "" ]
}

@test "--solve: a move's value is of the position after it, the other player to move" {
	run -0 --separate-stderr sh -c "printf '$GAME_F' | ttt --solve"
	[ "$output" = "0	Draw
0	Draw
0	Draw
0	X wins in 1
0	Draw" ]
	[ "$stderr" = "" ]
}

@test "--solve --explain: blunders, drawn to lost and won to drawn, with the values before and after" {
	run -0 --separate-stderr sh -c "printf '$GAME_F' | ttt --solve --explain"
	[ "$output" = "0	Draw	best move: O at 1 1
0	Draw	best move: X at 0 1
0	Draw	best move: O at 0 2
0	X wins in 1	blunder: Draw to X wins in 1; best move: X at 0 2; line: X at 0 2
0	Draw	blunder: X wins in 1 to Draw; best move: O at 0 2" ]
	[ "$stderr" = "" ]
}

@test "--solve --explain: a blunder from won to lost; a lost position kept lost is none" {
	# X 0 0, O 2 0 (a corner beside X's: X 0 1 threatens 0 2, O blocks,
	# X 1 1 threatens 2 2 and 2 1: X wins in 3), X 0 1, O 2 1 (lost
	# anyway; now O threatens 2 2), X 1 1 (not 0 2): O wins at 2 2.
	run -0 --separate-stderr sh -c "printf '0 0 1\n2 0 2\n0 1 1\n2 1 2\n1 1 1\n' | ttt --solve --explain"
	[ "$output" = "0	Draw	best move: O at 1 1
0	X wins in 3	blunder: Draw to X wins in 3; best move: X at 0 1; line: X at 0 1, O at 0 2, X at 1 1, O at 1 0, X at 2 1
0	X wins in 2	best move: O at 0 2; line: O at 0 2, X at 1 1, O at 1 0, X at 2 1
0	X wins in 1	best move: X at 0 2; line: X at 0 2
0	O wins in 1	blunder: X wins in 1 to O wins in 1; best move: O at 2 2; line: O at 2 2" ]
	[ "$stderr" = "" ]
}

@test "--solve --json: a move's value, in, best, the value before and blunder; a rejected move has none" {
	run -1 --separate-stderr sh -c "printf '0 0 1\n2 0 2\n0 0 1\n' | ttt --solve --json"
	[ "$output" = '{"file":"(standard input)","line":1,"game":1,"move":1,"row":0,"col":0,"player":1,"result":0,"value":"Draw","in":null,"best":[1,1],"before":{"value":"Draw","in":null},"blunder":false}
{"file":"(standard input)","line":2,"game":1,"move":2,"row":2,"col":0,"player":2,"result":0,"value":"X","in":3,"best":[0,1],"line":[[0,1],[0,2],[1,1],[1,0],[2,1]],"before":{"value":"Draw","in":null},"blunder":true}
{"file":"(standard input)","line":3,"game":1,"move":3,"row":0,"col":0,"player":1,"result":"Invalid","reason":"cell 0 0 is taken"}' ]
	[ "$stderr" = "ttt: (standard input):3: cell 0 0 is taken" ]
}

@test "--solve: an Invalid move line has no value, and the position stays" {
	run -1 --separate-stderr sh -c "printf '0 0 1\n0 0 2\n1 1 2\n' | ttt --solve"
	[ "$output" = "0	Draw
Invalid
0	Draw" ]
	[ "$stderr" = "ttt: (standard input):2: cell 0 0 is taken" ]
}

@test "--solve -g: each game's value and its first blunder, or none" {
	run -1 --separate-stderr sh -c "printf '$GAME_F\n0 0 1\n1 1 2\n\n0 0 1\n0 0 2\n' | ttt --solve -g"
	[ "$output" = "Pending	Draw	blunder at move 4 by O: Draw to X wins in 1
Pending	Draw	no blunder
Invalid" ]
	[ "$stderr" = "ttt: (standard input):11: cell 0 0 is taken" ]
	run -1 --separate-stderr sh -c "printf '$GAME_F\n0 0 1\n1 1 2\n\n0 0 1\n0 0 2\n' | ttt --solve -g --explain"
	[ "$output" = "Pending	Draw	blunder at move 4 by O: Draw to X wins in 1	O to move; best move: O at 0 2
Pending	Draw	no blunder	X or O to move; best move: X at 0 1
Invalid	line 11: cell 0 0 is taken" ]
}

@test "--solve -g --json: value, in, best and blunder (null when none)" {
	run -0 --separate-stderr sh -c "printf '$GAME_F\n0 0 1\n1 1 2\n' | ttt --solve -g --json"
	[ "$output" = '{"file":"(standard input)","line":1,"game":1,"moves":5,"verdict":"Pending","lines":[],"x":3,"o":2,"value":"Draw","in":null,"best":[0,2],"blunder":{"move":4,"player":2,"before":{"value":"Draw","in":null},"after":{"value":"X","in":1}}}
{"file":"(standard input)","line":7,"game":2,"moves":2,"verdict":"Pending","lines":[],"x":1,"o":1,"value":"Draw","in":null,"best":[0,1],"blunder":null}' ]
	[ "$stderr" = "" ]
}

@test "--solve: renju's foul loses for X, a blunder from a win in 1" {
	# 7x7 renju: X holds 0 0 to 0 3 and 0 5, and 1 6 to 4 6 (a straight
	# four: 0 6 or 5 6 wins), O nine stones below; X plays 0 4 instead,
	# six in a row, an overline: a foul, and O has won.
	put r '7x7 renju\n0 0 1\n6 0 2\n0 1 1\n6 1 2\n0 2 1\n6 2 2\n0 3 1\n5 0 2\n0 5 1\n5 1 2\n1 6 1\n5 2 2\n2 6 1\n4 0 2\n3 6 1\n4 1 2\n4 6 1\n4 2 2\n0 4 1\n'
	run -0 --separate-stderr sh -c "ttt --solve --nodes 1000 --explain '$BATS_TEST_TMPDIR/r' | tail -2"
	[ "$output" = "0	X wins in 1	best move: X at 0 6; line: X at 0 6
2	O	foul: overline; blunder: X wins in 1 to O" ]
	[ "$stderr" = "" ]
}

@test "--solve --nodes 1: a big position is unknown, and no blunder" {
	run -0 --separate-stderr sh -c "printf '7x7 5\n3 3 1\n' | ttt --solve --nodes 1 --json"
	[ "$output" = '{"file":"(standard input)","line":2,"game":1,"move":1,"row":3,"col":3,"player":1,"result":0,"value":"unknown","in":null,"best":null,"before":{"value":"unknown","in":null},"blunder":false}' ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr sh -c "printf '.......\n.......\n.......\n...X...\n.......\n.......\n.......\n' | ttt --solve --nodes 1 -k 5 --explain"
	[ "$output" = "Pending	unknown	O to move" ]
}

@test "--solve --solve-memory 1K: a search that cannot fit is unknown; 3x3 still comes from the table" {
	run -0 --separate-stderr sh -c "printf '7x7 5\n3 3 1\n\n3\n1 1 1\n' | ttt --solve --solve-memory 1K"
	[ "$output" = "0	unknown
0	Draw" ]
	[ "$stderr" = "" ]
}

@test "--solve: a Piskvork record's move that draws by its rule is worth a Draw" {
	put r.psq 'Piskvorky 3x3, 0:0, 1\n1,1\n'
	run -0 --separate-stderr ttt --solve --explain "$BATS_TEST_TMPDIR/r.psq"
	[ "$output" = "0	Draw	draw: 8 cells left (Piskvork's rule)" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt --solve -g "$BATS_TEST_TMPDIR/r.psq"
	[ "$output" = "Draw	Draw	no blunder" ]
}

@test "--solve: the same input gives the same output" {
	run -0 --separate-stderr sh -c "printf '5x5 4\n2 2 1\n2 3 2\n' | ttt --solve --nodes 20000 --explain; printf '5x5 4\n2 2 1\n2 3 2\n' | ttt --solve --nodes 20000 --explain"
	[ "${#lines[@]}" -eq 4 ]
	[ "${lines[0]}" = "${lines[2]}" ] && [ "${lines[1]}" = "${lines[3]}" ]
	[ "$stderr" = "" ]
}

@test "--nodes and --solve-memory without --solve, or bad, are usage errors" {
	run -2 --separate-stderr ttt --nodes 5
	[ "$output" = "" ]
	[ "$stderr" = "ttt: --nodes needs --solve
$USAGE" ]
	run -2 --separate-stderr ttt --solve-memory 1M
	[ "$stderr" = "ttt: --solve-memory needs --solve
$USAGE" ]
	run -2 --separate-stderr ttt --solve --nodes 0
	[ "$stderr" = "ttt: invalid node budget: '0'
$USAGE" ]
	run -2 --separate-stderr ttt --solve --solve-memory 1T
	[ "$stderr" = "ttt: invalid memory size: '1T'
$USAGE" ]
	run -2 --separate-stderr ttt --solve --solve-memory K
	[ "$stderr" = "ttt: invalid memory size: 'K'
$USAGE" ]
}

@test "--solve with -q prints nothing and searches nothing" {
	run -1 --separate-stderr sh -c "printf '0 0 1\n0 0 2\n' | ttt --solve -q"
	[ "$output" = "" ]
	[ "$stderr" = "ttt: (standard input):2: cell 0 0 is taken" ]
}

@test "--solve with -c, -l or -L is ignored: the counts and names as without it" {
	put b '.......\n.......\n.......\n.......\n.......\n.......\n.......\n\nXXX\nXXX\nOOO\n'
	run -1 --separate-stderr ttt -c --solve -k 5 "$BATS_TEST_TMPDIR/b"
	[ "$output" = "X 0 O 0 Draw 0 Pending 1 Invalid 1" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:9: X and O counts differ by more than one (X 6, O 3)" ]
	run -1 --separate-stderr ttt -c --json --solve -k 5 "$BATS_TEST_TMPDIR/b"
	[ "$output" = "{\"file\":\"$BATS_TEST_TMPDIR/b\",\"X\":0,\"O\":0,\"Draw\":0,\"Pending\":1,\"Invalid\":1}" ]
	run -1 --separate-stderr ttt -l --solve -k 5 "$BATS_TEST_TMPDIR/b"
	[ "$output" = "$BATS_TEST_TMPDIR/b" ]
	run -1 --separate-stderr ttt -L --solve -k 5 "$BATS_TEST_TMPDIR/b"
	[ "$output" = "" ]
	run -0 --separate-stderr sh -c "printf '0 0 1\n1 1 2\n' | ttt -c --solve --nodes 1"
	[ "$output" = "0 2 1 0 2 0 Invalid 0" ]
	[ "$stderr" = "" ]
}

@test "--solve: K of 17 on a board of 64 cells or fewer: a line of 16 marks orders the moves without a shift past 31 (the sanitizer build's check)" {
	put b 'XXXXXXXXXXXXXXXX....\nOOOOOOOOOOOOOOO.....\n'
	run -0 --separate-stderr ttt -n 2x20 -k 17 --rule caro --solve --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	Draw	O to move; best move: O at 0 16" ]
	[ "$stderr" = "" ]
}
