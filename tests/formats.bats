# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# The formats people have, each recognised by itself: board pictures
# (--show's), JSON board lines, JSON game lines, Gomocup .psq records.
# shellcheck disable=SC2154	# run sets $output, $stderr and $lines
bats_require_minimum_version 1.5.0
load test_helper

# ---- Board pictures ----

@test "pictures: --show's rows |c|c|c| are read back as boards, with or without -b" {
	put b '|X| |O|\n| |X| |\n|O| |X|\n\n|O|O|X|\n|X|X|O|\n|O|X|.|\n'
	run -0 --separate-stderr ttt "$BATS_TEST_TMPDIR/b"
	[ "$output" = "X
Pending" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -b "$BATS_TEST_TMPDIR/b"
	[ "$output" = "X
Pending" ]
}

@test "pictures: what --show draws, its result lines taken out as ttt.1 shows, reads back as the same boards" {
	put m '0 0 1\n1 1 2\n0 1 1\n2 2 2\n0 2 1\n'
	run -0 --separate-stderr sh -c 'ttt --show "$1" | grep -v "^[^|]" | ttt' sh \
	    "$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Pending\nPending\nPending\nPending\nX' ]
	[ "$stderr" = "" ]
	put b 'XO.\n.X.\n..O\n\nXXX\nOO.\n...\n'
	run -0 --separate-stderr sh -c 'ttt --show "$1" | grep -v "^[^|]" | ttt' sh \
	    "$BATS_TEST_TMPDIR/b"
	[ "$output" = $'Pending\nX' ]
}

@test "pictures: each cell is X, x, O, o, space or ., and a CR before the newline is dropped" {
	put b '|x|o|.|\r\n|O|X| |\r\n|.|.|X|\r\n'
	run -0 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "X	diagonal" ]
	[ "$stderr" = "" ]
}

@test "pictures: picture rows and plain rows mix in one board" {
	put b '|X|O|X|\nO.O\n| |X| |\n'
	run -0 --separate-stderr ttt "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending" ]
}

@test "pictures: a bad byte between bars is a bad byte of its cell" {
	put b '|X|O|X|\n|O|Z|O|\n|.|.|.|\n'
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:1: bad byte 'Z' (0x5a) at row 1, column 1" ]
}

@test "pictures: a row not of the form |c|...|c| makes its board Invalid, named by the board's first line" {
	for row in '|X| ' '|X||' '||' '|X|O' '|XO|' '|' '|X|O| |'"'"; do
		put b "# a comment\nXO.\n$row\n...\n\nX..\n...\n...\n"
		run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/b"
		[ "$output" = "Invalid
Pending" ]
		[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:2: row 1 is not a picture row |c|c|...|c| (one cell between bars)" ]
	done
}

@test "pictures: the first malformed row is named, whatever else is wrong with the board" {
	put b 'XXX\n|X|X|X|X|\n|O||\n|O|\n'
	run -1 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid	row 2 is not a picture row |c|c|...|c| (one cell between bars)" ]
	run -1 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/b"
	[ "$output" = '{"file":"'"$BATS_TEST_TMPDIR"'/b","line":1,"size":4,"verdict":"Invalid","lines":[],"x":7,"o":1,"next":null,"reason":"row 2 is not a picture row |c|c|...|c| (one cell between bars)"}' ]
}

@test "pictures: --show on a picture draws it again" {
	put b '|X|O|\n| |.|\n'
	run -0 --separate-stderr ttt --show "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending
|X|O|
| | |" ]
}

@test "pictures: a picture row longer than the input buffer is held whole and read as the row of its cells" {
	awk 'BEGIN { s = "|"; p = ""
		for (i = 0; i < 100000; i++) { s = s (i % 2 ? "O|" : "X|"); p = p (i % 2 ? "O" : "X") }
		print s; print "|O|"; print ""; print p; print "O" }' >"$BATS_TEST_TMPDIR/b"
	run -1 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid	row 0 is longer than the board (2)
Invalid	row 0 is longer than the board (2)" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:1: row 0 is longer than the board (2)
ttt: $BATS_TEST_TMPDIR/b:4: row 0 is longer than the board (2)" ]
	run -0 --separate-stderr ttt -n 2x100000 -k 3 --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	X to move
Pending	X to move" ]
}

# roundtrip FILE [OPTION...]: each board's verdict, and those of ttt
# --show's pictures of the boards fed back, the same.
roundtrip() {
	f=$1
	shift
	ttt "$@" "$f" 2>/dev/null >"$BATS_TEST_TMPDIR/want" || :
	ttt --show "$@" "$f" 2>/dev/null | awk '/^\|/ || /^$/' |
	    ttt "$@" 2>/dev/null >"$BATS_TEST_TMPDIR/got" || :
	[ -s "$BATS_TEST_TMPDIR/want" ]
	cmp "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
}

@test "pictures: round trip: ttt --show's pictures of examples/boards.txt and invalid.txt get the same verdicts" {
	roundtrip "$ROOT_DIR/examples/boards.txt"
	roundtrip "$ROOT_DIR/examples/invalid.txt"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/got")" -eq 3 ]
}

@test "pictures: round trip: 400 random boards (1 to 5 rows, ragged, bad bytes) get the same verdicts" {
	awk 'BEGIN {
		srand(1275); c = "XXOOxo..  Z"
		for (b = 0; b < 400; b++) {
			n = 1 + int(rand() * 5)
			for (r = 0; r < n; r++) {
				w = n - (rand() < 0.1) + (rand() < 0.05)
				if (w < 1) w = 1
				row = ""
				for (j = 0; j < w; j++)
					row = row substr(c, 1 + int(rand() * (rand() < 0.02 ? 11 : 10)), 1)
				print row
			}
			print ""
		}
	}' >"$BATS_TEST_TMPDIR/r"
	roundtrip "$BATS_TEST_TMPDIR/r"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/got")" -eq 400 ]
	# each verdict shows up
	for v in X O Pending Invalid; do grep -qx "$v" "$BATS_TEST_TMPDIR/got"; done
	roundtrip "$BATS_TEST_TMPDIR/r" -k 3
}

# ---- JSON board lines ----

@test "JSON boards: LCCI 16.04's three boards, one line each, no empty line needed" {
	put b '["O X"," XO","X O"]\n["OOX","XXO","OXO"]\n["OOX","XXO","OX "]\n'
	run -0 --separate-stderr ttt "$BATS_TEST_TMPDIR/b"
	[ "$output" = "X
Draw
Pending" ]
	[ "$stderr" = "" ]
}

@test "JSON boards: blanks around the tokens, a CR at the end, -b and -m as well" {
	put b '  [ "O X" ,\t" XO",  "X O" ]  \r\n'
	for o in '' -b -m; do
		run -0 --separate-stderr ttt $o --explain "$BATS_TEST_TMPDIR/b"
		[ "$output" = "X	anti-diagonal" ]
		[ "$stderr" = "" ]
	done
}

@test "JSON boards: escapes are decoded (RFC 8259), whatever digits they hold" {
	put b '["\\u0058\\u004F.","\\u006f\\u0078 ","\\/"]\n["\\"\\\\\\b\\f\\n\\r\\t"]\n["\\ud83d\\ude00"]\n["\\u00e9"]\n'
	run -1 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid	bad byte '/' (0x2f) at row 2, column 0
Invalid	bad byte '\"' (0x22) at row 0, column 0
Invalid	bad byte 0xf0 at row 0, column 0
Invalid	bad byte 0xc3 at row 0, column 0" ]
	put b '["\\u0058\\u004F.","\\u006f\\u0078 ","\\u002e\\u0020."]\n'
	run -0 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	X or O to move" ]
}

@test "JSON boards: a JSON line ends the board under way, and the next one starts after it" {
	put b 'XO.\n["O X"," XO","X O"]\n.X.\n...\n...\n'
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid
X
Pending" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:1: row 0 is longer than the board (1)" ]
}

@test "JSON boards: one in a move stream ends its game (-g) and is judged as a board" {
	put m '0 0 1\n0 1 2\n["OOX","XXO","OXO"]\n0 0 1\n'
	run -0 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Pending
Draw
Pending" ]
	run -0 --separate-stderr ttt "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
0
Draw
0" ]
}

@test "JSON boards: -k, -n and the other formats apply" {
	put b '["..X..",".XO..","X.O..",".....","....."]\n'
	run -0 --separate-stderr ttt -k 3 --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "X	run 0 2 to 2 0" ]
	run -1 --separate-stderr ttt -n 4x4 "$BATS_TEST_TMPDIR/b"
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:1: the board has 5 rows, not 4" ]
	put b '["X.","O."]\n'
	run -0 --separate-stderr ttt --show "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending
|X| |
|O| |" ]
	run -0 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/b"
	[ "$output" = '{"file":"'"$BATS_TEST_TMPDIR"'/b","line":1,"size":2,"verdict":"Pending","lines":[],"x":1,"o":1,"next":"X or O"}' ]
}

@test "JSON boards: malformed lines are Invalid, each with its column" {
	put b '["XO"}\n[]\n [ ]\n["X",]\n["X"] x\n["X" "O"]\n[5]\n["\\q"]\n["\\u00"]\n["\\ud800"]\n["\\udc00x"]\n["\\ud800\\u0041"]\n["a\tb"]\n["XO"\n'
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/b"
	[ "$output" = "$(printf 'Invalid\n%.0s' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 | sed '$d')
Invalid" ]
	f="ttt: $BATS_TEST_TMPDIR/b"
	[ "$stderr" = "$f:1: malformed JSON line at column 6: expected ',' or ']'
$f:2: malformed JSON line at column 2: an empty array is neither a board nor a game
$f:3: malformed JSON line at column 4: an empty array is neither a board nor a game
$f:4: malformed JSON line at column 6: expected a string, a row
$f:5: malformed JSON line at column 7: expected the end of the line after ']'
$f:6: malformed JSON line at column 6: expected ',' or ']'
$f:7: malformed JSON line at column 2: expected [\"ROW\",...], a board, or [[ROW,COL],...], a game
$f:8: malformed JSON line at column 3: a bad escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)
$f:9: malformed JSON line at column 3: \\u needs 4 hex digits
$f:10: malformed JSON line at column 3: a lone surrogate
$f:11: malformed JSON line at column 3: a lone surrogate
$f:12: malformed JSON line at column 3: a lone surrogate
$f:13: malformed JSON line at column 4: a control byte in a string
$f:14: malformed JSON value: the brackets do not close before the end of the file" ]
}

@test "JSON boards: a first line of [] decides nothing; a JSON line longer than the buffer is held whole" {
	put b '[]\n0 0 1\n'
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid
0" ]
	awk 'BEGIN { printf "["; for (r = 0; r < 400; r++) { s = ""
		for (c = 0; c < 400; c++) s = s (r == c ? "X" : ".")
		printf "%s\"%s\"", r ? "," : "", s }; print "]" }' >"$BATS_TEST_TMPDIR/big"
	run -1 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/big"
	[ "$output" = "Invalid	X and O counts differ by more than one (X 400, O 0)" ]
	run -1 --separate-stderr ttt -b --explain "$BATS_TEST_TMPDIR/big"
	[ "$output" = "Invalid	X and O counts differ by more than one (X 400, O 0)" ]
}

# ---- JSON game lines ----

@test "JSON games: LeetCode 1275's three games, one verdict line each, with or without -g" {
	put m '[[0,0],[2,0],[1,1],[2,1],[2,2]]\n[[0,0],[1,1],[0,1],[0,2],[1,0],[2,0]]\n[[0,0],[1,1],[2,0],[1,0],[1,2],[2,1],[0,1],[0,2],[2,2]]\n[[0,0],[1,1]]\n'
	for o in '' -g -m; do
		run -0 --separate-stderr ttt $o "$BATS_TEST_TMPDIR/m"
		[ "$output" = "X
O
Draw
Pending" ]
		[ "$stderr" = "" ]
	done
	run -0 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/m"
	[ "$output" = "X	diagonal at move 5
O	anti-diagonal at move 6
Draw
Pending	X to move" ]
}

@test "JSON games: on the last header's board; a JSON line ends the game under way" {
	put m '4\n0 0 1\n[[0,0],[1,1],[0,1],[1,2],[0,2],[1,3],[0,3]]\n1 1 2\n'
	run -0 --separate-stderr ttt "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
X
0" ]
	run -0 --separate-stderr ttt -g --json "$BATS_TEST_TMPDIR/m"
	[ "$output" = '{"file":"'"$BATS_TEST_TMPDIR"'/m","line":2,"game":1,"moves":1,"verdict":"Pending","lines":[],"x":1,"o":0}
{"file":"'"$BATS_TEST_TMPDIR"'/m","line":3,"game":2,"moves":7,"verdict":"X","lines":[{"kind":"row","index":0}],"x":4,"o":3}
{"file":"'"$BATS_TEST_TMPDIR"'/m","line":4,"game":3,"moves":1,"verdict":"Pending","lines":[],"x":0,"o":1}' ]
}

@test "JSON games: -k and a header's K apply; --show draws the last board" {
	put m '5x5 3\n[[0,0],[4,4],[1,1],[4,3],[2,2]]\n'
	run -0 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/m"
	[ "$output" = "X	run 0 0 to 2 2 at move 5" ]
	put m '[[0,0],[1,1]]\n'
	run -0 --separate-stderr ttt --show "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Pending
|X| | |
| |O| |
| | | |" ]
}

@test "JSON games: a taken cell or a move off the board makes the game Invalid, naming the line and the pair; the turn stays" {
	put m '0 0 1\n[[0,0],[0,0],[1,1]]\n[[3,0]]\n[[0,99999999999999999999999]]\n[[0,0],[1,1],[0,1],[2,2],[0,2],[2,0]]\n'
	run -1 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
Invalid	line 2: pair 2: cell 0 0 is taken
Invalid	line 3: pair 1: row is off the board (size 3)
Invalid	line 4: pair 1: column is off the board (size 3)
Invalid	line 5: pair 6: the game is already won" ]
	f="ttt: $BATS_TEST_TMPDIR/m"
	[ "$stderr" = "$f:2: pair 2: cell 0 0 is taken
$f:3: pair 1: row is off the board (size 3)
$f:4: pair 1: column is off the board (size 3)
$f:5: pair 6: the game is already won" ]
	# the rejected move left the turn to player 2: with -s, 1 1 is O's
	put m '[[0,0],[0,0],[1,1]]\n'
	run -1 --separate-stderr ttt -s --json "$BATS_TEST_TMPDIR/m"
	[ "$output" = '{"file":"'"$BATS_TEST_TMPDIR"'/m","line":1,"game":1,"moves":3,"verdict":"Invalid","lines":[],"x":1,"o":1,"pair":2,"reason":"line 1: pair 2: cell 0 0 is taken"}' ]
}

@test "JSON games: a game with several rejected pairs has one diagnostic, the first rejected pair's, named by its place from 1" {
	put m '[[0,0],[0,0],[0,0],[5,5]]\n'
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: pair 2: cell 0 0 is taken" ]
	run -1 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/m"
	[ "$output" = '{"file":"'"$BATS_TEST_TMPDIR"'/m","line":1,"game":1,"moves":4,"verdict":"Invalid","lines":[],"x":1,"o":0,"pair":2,"reason":"line 1: pair 2: cell 0 0 is taken"}' ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: pair 2: cell 0 0 is taken" ]
	# the pairs after the first rejected one are still played: the marks
	put m '[[0,0],[0,0],[1,1],[0,5],[0,1],[2,2],[0,2]]\n'
	run -1 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid	line 1: pair 2: cell 0 0 is taken" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: pair 2: cell 0 0 is taken" ]
	run -1 --separate-stderr ttt -g --json "$BATS_TEST_TMPDIR/m"
	[ "$output" = '{"file":"'"$BATS_TEST_TMPDIR"'/m","line":1,"game":1,"moves":7,"verdict":"Invalid","lines":[],"x":3,"o":2,"pair":2,"reason":"line 1: pair 2: cell 0 0 is taken"}' ]
	# a malformed game names no pair
	put m '[[0,0],[0,0],[1,x]]\n'
	run -1 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/m"
	[ "$output" = '{"file":"'"$BATS_TEST_TMPDIR"'/m","line":1,"game":1,"moves":0,"verdict":"Invalid","lines":[],"x":0,"o":0,"reason":"line 1: malformed JSON line at column 17: expected COL, a number from 0"}' ]
}

@test "JSON games: a line of 5 million pairs, each on the one cell, prints one result and one diagnostic" {
	awk 'BEGIN { printf "["; for (i = 0; i < 5000000; i++) printf "%s[0,0]", (i ? "," : ""); print "]" }' >"$BATS_TEST_TMPDIR/m"
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: pair 2: cell 0 0 is taken" ]
}

@test "JSON games: malformed lines are Invalid with the column, in a move stream as a game" {
	put m '0 0 1\n[[0,0],]\n[[X]]\n[[0]]\n[[0,0]}\n[[0,0]]x\n[[0 0]]\n[[-1,0]]\n[[0,1.5]]\n[]\n[5]\n'
	run -1 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Pending	O to move
Invalid	line 2: malformed JSON line at column 8: expected a [ROW,COL] pair
Invalid	line 3: malformed JSON line at column 3: expected ROW, a number from 0
Invalid	line 4: malformed JSON line at column 4: expected ',' after ROW
Invalid	line 5: malformed JSON line at column 7: expected ',' or ']'
Invalid	line 6: malformed JSON line at column 8: expected the end of the line after ']'
Invalid	line 7: malformed JSON line at column 5: expected ',' after ROW
Invalid	line 8: malformed JSON line at column 3: expected ROW, a number from 0
Invalid	line 9: malformed JSON line at column 6: expected ']' after ROW,COL
Invalid	line 10: malformed JSON line at column 2: an empty array is neither a board nor a game
Invalid	line 11: malformed JSON line at column 2: expected [\"ROW\",...], a board, or [[ROW,COL],...], a game" ]
	[ "${lines[0]}" = "Pending	O to move" ]
	[ "$(printf '%s\n' "$stderr" | sed -n 1p)" = "ttt: $BATS_TEST_TMPDIR/m:2: malformed JSON line at column 8: expected a [ROW,COL] pair" ]
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/m"
	[ "${#lines[@]}" -eq 11 ]
}

@test "JSON games: a first line [[ makes a move stream, [\" a board stream, whatever the digits" {
	put m '[[0,0]]\n0 0 1\n'
	run -0 --separate-stderr ttt "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Pending
0" ]
	put b '["\\u0031"]\nX\n'
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid
X" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:1: bad byte '1' (0x31) at row 0, column 0" ]
	# in a board stream a game is still a game
	put b 'X\n\n[[0,0],[1,1],[0,1],[2,2],[0,2]]\n'
	run -0 --separate-stderr ttt "$BATS_TEST_TMPDIR/b"
	[ "$output" = "X
X" ]
}

@test "JSON lines: file name prefixes, -q and --line-buffered as for any result" {
	put m '[[0,0],[0,0]]\n["X"]\n'
	run -1 --separate-stderr ttt -H "$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BATS_TEST_TMPDIR/m:Invalid
$BATS_TEST_TMPDIR/m:X" ]
	run -1 --separate-stderr ttt -q "$BATS_TEST_TMPDIR/m"
	[ "$output" = "" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: pair 2: cell 0 0 is taken" ]
	run -1 --separate-stderr ttt --line-buffered "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid
X" ]
}

# ---- JSON values over several lines ----

# A file of JSON boards and games, valid, unreachable, rejected and won,
# one a line (as jq -c prints them).
json_games() {
	printf '%s\n' '["O X"," XO","X O"]' '[[0,0],[2,0],[1,1],[2,1],[2,2]]' \
	    '[[0,0],[1,1]]' '["XXX","XXX","OOO"]' '[[0,0],[0,0],[1,1],[0,0]]' \
	    '["OOX","XXO","OX "]' '["X\"O"]' '[[0,0],[1,1],[0,1],[2,2],[0,2],[2,0]]' \
	    '["xo."," X ","..O"]' '[[3,0]]' >"$BATS_TEST_TMPDIR/games.json"
}

@test "JSON over several lines: jq . and jq -c give the same verdicts, reasons, -g's and --json's, boards and games" {
	need jq
	json_games
	cd "$BATS_TEST_TMPDIR"
	jq . games.json >pretty.json
	[ "$(wc -l <pretty.json)" -gt 60 ]
	# the same but for the line a game's reason names (its first)
	for opts in "" "-g" "--explain" "-g --explain" "-m" "-s --explain"; do
		# shellcheck disable=SC2086	# the options are words
		run -0 --separate-stderr sh -c "jq -c . games.json | ttt $opts |
		    sed 's/	line [0-9]*: /	line L: /'"
		compact=$output
		[ "$(printf '%s\n' "$stderr" | wc -l)" -eq 5 ]
		# shellcheck disable=SC2086
		run -0 --separate-stderr sh -c "jq . games.json | ttt $opts |
		    sed 's/	line [0-9]*: /	line L: /'"
		[ "$output" = "$compact" ]
		# shellcheck disable=SC2086
		run -1 sh -c "jq . games.json | ttt $opts >/dev/null 2>&1"
	done
	[ "$compact" = "X	anti-diagonal
X	diagonal at move 5
Pending	X to move
Invalid	X and O counts differ by more than one (X 6, O 3)
Invalid	line L: pair 2: cell 0 0 is taken
Pending	X or O to move
Invalid	bad byte '\"' (0x22) at row 0, column 1
Invalid	line L: pair 6: the game is already won
Pending	X or O to move
Invalid	line L: pair 1: row is off the board (size 3)" ]
	# the diagnostics name each value's first line
	run -1 --separate-stderr sh -c 'jq . games.json | ttt'
	first() { grep -n "^$1" pretty.json | sed -n "${2}p" | cut -d: -f1; }
	[ "$stderr" = "ttt: (standard input):$(first '\[$' 4): X and O counts differ by more than one (X 6, O 3)
ttt: (standard input):$(first '\[$' 5): pair 2: cell 0 0 is taken
ttt: (standard input):$(first '\[$' 7): bad byte '\"' (0x22) at row 0, column 1
ttt: (standard input):$(first '\[$' 8): pair 6: the game is already won
ttt: (standard input):$(first '\[$' 10): pair 1: row is off the board (size 3)" ]
	# --json: the same objects but for their "line", each value's first
	# (also in a game's reason)
	nolines='del(.line) | if .reason then .reason |= sub("^line [0-9]+: "; "") else . end'
	run -0 --separate-stderr sh -c "jq -c . games.json | ttt --json | jq -c '$nolines'"
	compact=$output
	[ "$(printf '%s\n' "$output" | grep -c '"pair":')" -eq 3 ]
	run -0 --separate-stderr sh -c "jq . games.json | ttt --json | jq -c '$nolines'"
	[ "$output" = "$compact" ]
	run -0 --separate-stderr sh -c 'jq . games.json | ttt --json | jq -r .line | paste -sd" "'
	[ "$output" = "$(grep -n '^\[$' pretty.json | cut -d: -f1 | paste -sd' ')" ]
}

@test "JSON over several lines: one value, one result naming its first line; later lines keep their numbers; lines that look like moves are the value's" {
	need jq
	put m '0 0 1\n[\n  [0, 0],\n0 0 1\n]\n1 1 2\n[\n [1,1],\n [2,2]\n  ]\n2 2 2\n\n[\n"X",\n  "O"] \n'
	run -1 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
Invalid	line 2: malformed JSON value at line 4, column 1: expected a [ROW,COL] pair
0
Pending	X to move
0
Pending	X or O to move" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:2: malformed JSON value at line 4, column 1: expected a [ROW,COL] pair" ]
	run -1 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/m"
	[ "$(printf '%s\n' "$output" | jq -c '[.line, .game]' | paste -sd' ')" = "[1,1] [2,2] [6,3] [7,4] [11,5] [13,null]" ]
	# -g: each game's line
	run -1 --separate-stderr ttt -g --json "$BATS_TEST_TMPDIR/m"
	[ "$(printf '%s\n' "$output" | jq -c '[.line, .game, .verdict]' | paste -sd' ')" = '[1,1,"Pending"] [2,2,"Invalid"] [6,3,"Pending"] [7,4,"Pending"] [11,5,"Pending"] [13,null,"Pending"]' ]
}

@test "JSON over several lines: an empty line or the end of the file before the brackets close makes it malformed, one diagnostic, and reading goes on" {
	put m '[[0,0],\n [1,1],\n\n0 0 1\n[\n"XO",\n\n2 2 1\n[[1,1],\n[2,2]'
	run -1 --separate-stderr ttt -m --explain "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid	line 1: malformed JSON value: the brackets do not close before the empty line 3
0
Invalid	malformed JSON value: the brackets do not close before the empty line 7
0
Invalid	line 9: malformed JSON value: the brackets do not close before the end of the file" ]
	f="ttt: $BATS_TEST_TMPDIR/m"
	[ "$stderr" = "$f:1: malformed JSON value: the brackets do not close before the empty line 3
$f:5: malformed JSON value: the brackets do not close before the empty line 7
$f:9: malformed JSON value: the brackets do not close before the end of the file" ]
	# a line that ends inside a string ends the value (no JSON string
	# goes on past a line), so the next line is no part of it
	put b '[\n"XO",\n"X\n"OX"]\n[ "XO",\n  5 ]\n'
	run -1 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid	malformed JSON value at line 3, column 3: the string does not end
Invalid	a JSON string is not a board or a game
Invalid	malformed JSON value at line 6, column 3: expected a string, a row" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:1: malformed JSON value at line 3, column 3: the string does not end
ttt: $BATS_TEST_TMPDIR/b:4: a JSON string is not a board or a game
ttt: $BATS_TEST_TMPDIR/b:5: malformed JSON value at line 6, column 3: expected a string, a row" ]
}

@test "JSON over several lines: a line of a value longer than the input buffer is held, also in a board stream; in a record a value is no move" {
	# (streamed as a board row, its quote would be a bad byte)
	{ printf 'X.\n..\n\n[\n"'; head -c 200000 /dev/zero | tr '\0' .; printf '",\n"X"\n]\nX.\n.O\n'; } >"$BATS_TEST_TMPDIR/b"
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/b"
	[ "$output" = $'Pending\nInvalid\nPending' ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:4: row 0 is longer than the board (2)" ]
	{ printf '[[0,0],\n['; head -c 200000 /dev/zero | tr '\0' ' '; printf '1,1]\n]\n0 1 1\n'; } >"$BATS_TEST_TMPDIR/m"
	run -0 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Pending\nPending' ]
	# a record's moves end at a JSON line, and nothing after it is read
	put r 'Piskvorky 15x15, 1:1, 0\n1,1\n[\n[0,0]\n]\n2,2\n'
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/r"
	[ "$output" = "Pending	O to move" ]
	[ "$stderr" = "" ]
}

@test "JSON over several lines: CRLF lines, and --show's last board of a game" {
	put m '[\r\n  [0,0],\r\n  [1,1]\r\n]\r\n'
	run -0 --separate-stderr ttt --show "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Pending
|X| | |
| |O| |
| | | |" ]
	[ "$stderr" = "" ]
}
# ---- Gomocup / Piskvork .psq records ----

@test "psq: examples/gomocup.psq (Piskvork's format, CRLF): a result per move, X's five in column x=13 at move 27" {
	run -0 --separate-stderr ttt "$ROOT_DIR/examples/gomocup.psq"
	[ "${#lines[@]}" -eq 27 ]
	[ "$(printf '%s\n' "$output" | sort | uniq -c | tr -s ' ')" = " 26 0
 1 1" ]
	[ "${lines[26]}" = "1" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -g --explain "$ROOT_DIR/examples/gomocup.psq"
	[ "$output" = "X	run 13,11 to 13,15 at move 27" ]
	run -0 --separate-stderr ttt -g --json "$ROOT_DIR/examples/gomocup.psq"
	[ "$output" = '{"file":"'"$ROOT_DIR"'/examples/gomocup.psq","line":2,"game":1,"moves":27,"verdict":"X","lines":[{"kind":"run","from":[10,12],"to":[14,12]}],"x":14,"o":13}' ]
}

@test "psq: --explain names a record's cells as it writes them, x,y from 1, column first; --json keeps row and col from 0" {
	# X's five down column x=2 (col 1), rows y=2..6 (rows 1..5), on a
	# board 7 wide and 9 high
	put r 'Piskvorky 7x9, 11:11, 0\n2,2\n7,9\n2,3\n7,8\n2,4\n6,9\n2,5\n5,9\n2,6\n'
	run -0 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/r"
	[ "${lines[8]}" = "1	run 2,2 to 2,6" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/r"
	[ "$output" = "X	run 2,2 to 2,6 at move 9" ]
	run -0 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/r"
	[ "${lines[8]}" = '{"file":"'"$BATS_TEST_TMPDIR"'/r","line":10,"game":1,"move":9,"row":5,"col":1,"player":1,"result":1,"lines":[{"kind":"run","from":[1,1],"to":[5,1]}]}' ]
	# the same moves as a move stream keep row and column from 0
	put m '9x7 5\n1 1 1\n8 6 2\n2 1 1\n7 6 2\n3 1 1\n8 5 2\n4 1 1\n8 4 2\n5 1 1\n'
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/m"
	[ "$output" = "X	run 1 1 to 5 1 at move 9" ]
}

@test "psq: -k and --exact apply; without -k five in a row wins" {
	run -1 --separate-stderr ttt -g -k 4 "$ROOT_DIR/examples/gomocup.psq"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $ROOT_DIR/examples/gomocup.psq:27: the game is already won
ttt: $ROOT_DIR/examples/gomocup.psq:28: the game is already won" ]
	run -0 --separate-stderr ttt -g -k 6 "$ROOT_DIR/examples/gomocup.psq"
	[ "$output" = "Pending" ]
	put r 'Piskvorky 10x10, 5:5, 0\n1,1\n1,2\n2,1\n2,2\n3,1\n3,2\n4,1\n4,2\n6,1\n6,2\n5,1\n'
	run -0 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/r"
	[ "$output" = "X" ]
	run -0 --separate-stderr ttt -g --exact "$BATS_TEST_TMPDIR/r"
	[ "$output" = "Pending" ]
}

@test "psq: one line per file with -g, a record without moves Pending; W is the columns, H the rows" {
	put a 'Piskvorky 20x20, 11:11, 0\n'
	put b 'Piskvorky 7x30, 1:1, 0\n7,3,0\n1,1,0\n-1\n'
	run -0 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/a" "$ROOT_DIR/examples/gomocup.psq" "$BATS_TEST_TMPDIR/b"
	[ "$output" = "$BATS_TEST_TMPDIR/a:Pending
$ROOT_DIR/examples/gomocup.psq:X
$BATS_TEST_TMPDIR/b:Pending" ]
	run -0 --separate-stderr ttt "$BATS_TEST_TMPDIR/a"
	[ "$output" = "" ]
	run -0 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/b"
	[ "$output" = '{"file":"'"$BATS_TEST_TMPDIR"'/b","line":2,"game":1,"move":1,"row":2,"col":6,"player":1,"result":0}
{"file":"'"$BATS_TEST_TMPDIR"'/b","line":3,"game":1,"move":2,"row":0,"col":0,"player":2,"result":0}' ]
}

@test "psq: rejected and malformed moves are Invalid, each naming its line; the turn stays; engine names and all after them are not read" {
	put r 'Piskvorky 15x10, 8:8, 0\r\n1,1,0\r\n1,1,0\r\n16,1\r\n1,11\r\n0,1\r\n3,4,x\r\n3,4,5,6\r\n2,2,0\r\npbrain-a.zip\r\n9,9\r\n-1\r\n1,Freestyle\r\n'
	run -1 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/r"
	[ "$output" = "0
Invalid	cell 1,1 is taken
Invalid	x is off the board (1 to 15)
Invalid	y is off the board (1 to 10)
Invalid	x is off the board (1 to 15)
Invalid	malformed move: expected X,Y or X,Y,TIME
Invalid	malformed move: expected X,Y or X,Y,TIME
0" ]
	f="ttt: $BATS_TEST_TMPDIR/r"
	[ "$stderr" = "$f:3: cell 1,1 is taken
$f:4: x is off the board (1 to 15)
$f:5: y is off the board (1 to 10)
$f:6: x is off the board (1 to 15)
$f:7: malformed move: expected X,Y or X,Y,TIME
$f:8: malformed move: expected X,Y or X,Y,TIME" ]
	# 2,2 is O's: the rejected moves passed no turn
	run -1 --separate-stderr ttt -s --json "$BATS_TEST_TMPDIR/r"
	[ "${lines[7]}" = '{"file":"'"$BATS_TEST_TMPDIR"'/r","line":9,"game":1,"move":6,"row":1,"col":1,"player":2,"result":0}' ]
	run -1 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/r"
	[ "$output" = "Invalid	line 3: cell 1,1 is taken" ]
}

@test "psq: a bad size is the record's one Invalid line; the header counts only as the first line, and not with -b or -m" {
	put r 'Piskvorky 0x10, 1:1, 0\n1,1\n'
	run -1 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/r"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/r:1: board size must be at least 1" ]
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/r"
	[ "$output" = "Invalid" ]
	put r '\nPiskvorky 20x20, 11:11, 0\n1,1\n'
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/r"
	[ "$output" = "Invalid
Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/r:2: malformed move: expected ROW COL PLAYER
ttt: $BATS_TEST_TMPDIR/r:3: malformed move: expected ROW COL PLAYER" ]
	put r 'Piskvorky 20x20, 11:11, 0\n1,1\n'
	run -1 --separate-stderr ttt -m "$BATS_TEST_TMPDIR/r"
	[ "$output" = "Invalid
Invalid" ]
	run -1 --separate-stderr ttt -b "$BATS_TEST_TMPDIR/r"
	[ "$output" = "Invalid" ]
	put r 'Piskvorky 20x20\n1,1\n'
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/r"
	[ "$output" = "Invalid
Invalid" ]
}

@test "--json: rejected lines that a JSON line ends before any move line are a game of their own, and use up its number" {
	put m 'foo\n["X"]\n0 0 1\n'
	run -1 --separate-stderr ttt -m -g --json "$BATS_TEST_TMPDIR/m"
	[ "$(printf '%s\n' "$output" | grep -o '"game":[0-9]*\|"size"' | tr '\n' ' ')" = '"game":1 "size" "game":2 ' ]
	put m 'foo\n[[0,0]]\n0 0 1\n'
	for g in -m -g; do
		run -1 --separate-stderr ttt -m $g --json "$BATS_TEST_TMPDIR/m"
		[ "$(printf '%s\n' "$output" | grep -o '"game":[0-9]*' | tr '\n' ' ')" = '"game":1 "game":2 "game":3 ' ]
	done
	# an empty line does not end them: they are the next game's
	put m 'foo\n\n0 0 1\n[[0,0]]\n'
	run -1 --separate-stderr ttt -m -g --json "$BATS_TEST_TMPDIR/m"
	[ "$(printf '%s\n' "$output" | grep -o '"game":[0-9]*' | tr '\n' ' ')" = '"game":1 "game":2 ' ]
}

@test "psq, JSON games: a Pending record or JSON game names X to move when the counts are equal (their players alternate from X), whatever --first says" {
	put j '[[0,0],[1,1]]\n[[0,0]]\n3\n0 0 1\n1 1 2\n'
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/j"
	[ "$output" = $'Pending\tX to move\nPending\tO to move\nPending\tX or O to move' ]
	run -0 --separate-stderr ttt -g --explain --first O "$BATS_TEST_TMPDIR/j"
	[ "$output" = $'Pending\tX to move\nPending\tO to move\nPending\tO to move' ]
	put r 'Piskvorky 20x20, 11:11, 0\n1,1\n2,2\n'
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/r"
	[ "$output" = $'Pending\tX to move' ]
	[ "$stderr" = "" ]
	put e 'Piskvorky 20x20, 11:11, 0\n'
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/e"
	[ "$output" = $'Pending\tX to move' ]
	put o 'Piskvorky 20x20, 11:11, 0\n1,1\n'
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/o"
	[ "$output" = $'Pending\tO to move' ]
	run -0 --separate-stderr ttt -g --explain --first O "$BATS_TEST_TMPDIR/r"
	[ "$output" = $'Pending\tX to move' ]
}

@test "-s --first O: a JSON game's and a record's first move is X's, so each of their moves is rejected (ttt.1, --first)" {
	put j '[[0,0],[1,1]]\n'
	run -1 --separate-stderr ttt -s --first O "$BATS_TEST_TMPDIR/j"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/j:1: pair 1: player 2 must move first" ]
	put r 'Piskvorky 5x5, 1:1, 0\n1,1\n2,2\n'
	run -1 --separate-stderr ttt -s --first O "$BATS_TEST_TMPDIR/r"
	[ "$output" = $'Invalid\nInvalid' ]
}

@test "psq: in a record a JSON line, a comment or an empty line is no move: it ends the moves" {
	for l in '[[0,0]]' '# note' '' '|X|'; do
		put r "Piskvorky 5x5, 1:1, 0\n1,1\n$l\n2,2\n"
		run -0 --separate-stderr ttt "$BATS_TEST_TMPDIR/r"
		[ "$output" = "0" ]
		[ "$stderr" = "" ]
	done
}

@test "pictures: LeetCode 348's example as its seed draws it, a board after each move: six Pending, then X by row 2" {
	put m '|X| | |\n| | | |\n| | | |\n\n|X| |O|\n| | | |\n| | | |\n\n|X| |O|\n| | | |\n| | |X|\n\n|X| |O|\n| |O| |\n| | |X|\n\n|X| |O|\n| |O| |\n|X| |X|\n\n|X| |O|\n|O|O| |\n|X| |X|\n\n|X| |O|\n|O|O| |\n|X|X|X|\n'
	run -0 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Pending	O to move
Pending	X or O to move
Pending	O to move
Pending	X or O to move
Pending	O to move
Pending	X or O to move
X	row 2" ]
	[ "$stderr" = "" ]
}

@test "JSON games with -g: rejected lines before a JSON line are a game of their own, printed first" {
	put m 'foo\n[[0,0]]\n'
	run -1 --separate-stderr ttt -g -m --explain "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid	line 1: malformed move: expected ROW COL PLAYER
Pending	O to move" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: malformed move: expected ROW COL PLAYER" ]
}

@test "psq: a header line longer than the input buffer (128 KiB) is still a record's header" {
	awk 'BEGIN { printf "Piskvorky"; for (i = 0; i < 131072; i++) printf " "; print "3x30, 1:1, 0"; print "1,1"; print "2,2" }' >"$BATS_TEST_TMPDIR/r.psq"
	run -0 --separate-stderr ttt "$BATS_TEST_TMPDIR/r.psq"
	[ "$output" = "0
0" ]
	[ "$stderr" = "" ]
}

@test "--json writes numbers of every length exactly: 10^k - 1 and 10^k for k up to 19, 0 and 2^64 - 1" {
	# a rejected move's row and column are echoed as read
	nums="0 18446744073709551615"
	for k in $(seq 19); do
		nums="$nums $(printf '9%.0s' $(seq "$k")) 1$(printf '0%.0s' $(seq "$k"))"
	done
	for v in $nums; do printf '%s %s 1\n' "$v" "$v"; done >"$BATS_TEST_TMPDIR/in"
	run -1 --separate-stderr ttt -n 5 --json "$BATS_TEST_TMPDIR/in"
	want=$(for v in $nums; do printf '"row":%s,"col":%s\n' "$v" "$v"; done)
	[ "$(printf '%s\n' "${lines[@]}" | grep -o '"row":[0-9]*,"col":[0-9]*')" = "$want" ]
	# and each line's own number, past 9
	[ "${#lines[@]}" -eq 40 ]
	[ "$(printf '%s\n' "${lines[@]}" | grep -o '"line":[0-9]*' | cut -d: -f2)" = "$(seq 40)" ]
}

@test "JSON over several lines: a line that cannot go on with the value ends it, malformed, and is read afresh" {
	# a JSON line cut off in a file of JSON lines costs one result
	run -1 --separate-stderr ttt -m <<'IN'
[[0,0],[1,1]
[[0,0],[1,1]]
0 0 1
["XXX","OO.","..."]
IN
	[ "$output" = "Invalid
Pending
0
X" ]
	[ "$stderr" = "ttt: (standard input):1: malformed JSON value: the brackets do not close before line 2" ]
	# after , [ { or : any line goes on; after an element, one that starts , ] } or :
	run -0 --separate-stderr ttt -g --explain <<'IN'
[[0,0],
   [1,1]
   ,[2,2]
]
IN
	[ "$output" = "Pending	O to move" ] && [ "$stderr" = "" ]
	# a cut-off move stream: the moves after the cut line are judged
	run -1 --separate-stderr ttt <<'IN'
[1,1
0 0 1
0 1 2
IN
	[ "$output" = "Invalid
0
0" ]
}

# Piskvork's game.cpp: "if(moves>=width*height-25 && !finished){ //board
# is almost full" after the win check: the game is a draw.
@test "psq: a move that leaves 25 cells empty ends a record as a Draw (Piskvork's rule); a move after it is rejected as after a win" {
	put r 'Piskvorky 7x7, 1:1, 0\n1,1,0\n3,1,0\n2,1,0\n4,1,0\n5,1,0\n7,1,0\n6,1,0\n1,2,0\n3,2,0\n2,2,0\n4,2,0\n5,2,0\n7,2,0\n6,2,0\n1,3,0\n3,3,0\n2,3,0\n4,3,0\n5,3,0\n7,3,0\n6,3,0\n1,4,0\n3,4,0\n2,4,0\n'
	run -0 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/r"
	[ "$output" = "Draw" ]
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/r"
	[ "$output" = "Draw	25 cells left at move 24 (Piskvork's rule)" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -g --json "$BATS_TEST_TMPDIR/r"
	[ "$output" = '{"file":"'"$BATS_TEST_TMPDIR"'/r","line":2,"game":1,"moves":24,"verdict":"Draw","lines":[],"x":12,"o":12,"empty":25}' ]
	run -0 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/r"
	[ "${#lines[@]}" -eq 24 ]
	[ "${lines[22]}" = "0" ]
	[ "${lines[23]}" = "0	draw: 25 cells left (Piskvork's rule)" ]
	run -0 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/r"
	[ "${lines[23]}" = '{"file":"'"$BATS_TEST_TMPDIR"'/r","line":25,"game":1,"move":24,"row":3,"col":1,"player":2,"result":0,"empty":25}' ]
	# the 25th move is after the game
	printf '4,4,0\n' >>"$BATS_TEST_TMPDIR/r"
	run -1 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/r"
	[ "${lines[24]}" = '{"file":"'"$BATS_TEST_TMPDIR"'/r","line":26,"game":1,"move":25,"row":3,"col":3,"player":1,"result":"Invalid","reason":"the game is already drawn (Piskvork'"'"'s rule: 25 or fewer cells left)"}' ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/r:26: the game is already drawn (Piskvork's rule: 25 or fewer cells left)" ]
	run -1 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/r"
	[ "$output" = "Invalid	line 26: the game is already drawn (Piskvork's rule: 25 or fewer cells left)" ]
	# one move fewer leaves 26 cells: Pending
	head -n 24 "$BATS_TEST_TMPDIR/r" >"$BATS_TEST_TMPDIR/p"
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/p"
	[ "$output" = "Pending	O to move" ]
}

@test "psq: a move that wins as it leaves 25 cells empty wins (Piskvork checks the win first); a board of 25 cells or fewer is drawn by its first move" {
	{
		printf 'Piskvorky 7x7, 1:1, 0\n'
		printf '%s\n' 5,6 7,4 1,3 3,4 2,6 1,7 6,3 3,7 7,5 4,6 7,6 2,7 \
		    1,6 4,1 2,4 1,4 3,6 4,4 6,4 4,7 5,4 2,5 4,3 5,7
	} >"$BATS_TEST_TMPDIR/w"
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/w"
	[ "$output" = "O	run 1,7 to 5,7 at move 24" ]
	[ "$stderr" = "" ]
	put s 'Piskvorky 5x5, 1:1, 0\n3,3\n'
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/s"
	[ "$output" = "Draw	24 cells left at move 1 (Piskvork's rule)" ]
	put s 'Piskvorky 5x5, 1:1, 0\n'
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/s"
	[ "$output" = "Pending	X to move" ]
}

@test "psq: Piskvork's draw is a record's alone: a move stream and a JSON game are Pending until the board is full" {
	# the same 24 moves as move lines and as a JSON game
	put m '7x7 5\n0 0 1\n0 2 2\n0 1 1\n0 3 2\n0 4 1\n0 6 2\n0 5 1\n1 0 2\n1 2 1\n1 1 2\n1 3 1\n1 4 2\n1 6 1\n1 5 2\n2 0 1\n2 2 2\n2 1 1\n2 3 2\n2 4 1\n2 6 2\n2 5 1\n3 0 2\n3 2 1\n3 1 2\n'
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Pending	X or O to move" ]
	put j '[[0,0],[0,2],[0,1],[0,3],[0,4],[0,6],[0,5],[1,0],[1,2],[1,1],[1,3],[1,4],[1,6],[1,5],[2,0],[2,2],[2,1],[2,3],[2,4],[2,6],[2,5],[3,0],[3,2],[3,1]]\n'
	run -0 --separate-stderr ttt -n 7 -k 5 -g --explain "$BATS_TEST_TMPDIR/j"
	[ "$output" = "Pending	X to move" ]
}

# ---- Every JSON value one result (jq . and jq -c agree) ----

# The object as jq . prints it: two spaces an indent, a number a line.
OBJECT_PRETTY='{
  "games": [
    [
      [
        0,
        0
      ],
      [
        1,
        1
      ]
    ]
  ],
  "boards": [
    [
      "XXX",
      "OO.",
      "..."
    ]
  ]
}'

@test "JSON: an object is one Invalid result, on one line or as jq . prints it, in any stream; it decides no mode" {
	for f in '{"games":[[[0,0],[1,1]]],"boards":[["XXX","OO.","..."]]}' "$OBJECT_PRETTY"; do
		printf '%s\n' "$f" >"$BATS_TEST_TMPDIR/o"
		for opts in "" -b -m "-g --explain" "-m -g --explain"; do
			# shellcheck disable=SC2086	# the options are words
			run -1 --separate-stderr ttt $opts "$BATS_TEST_TMPDIR/o"
			# a game's verdict names its line, a board's does not
			case $opts in
			-m*explain) [ "$output" = "Invalid	line 1: a JSON object is not a board or a game" ] ;;
			*explain) [ "$output" = "Invalid	a JSON object is not a board or a game" ] ;;
			*) [ "$output" = "Invalid" ] ;;
			esac
			[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/o:1: a JSON object is not a board or a game" ]
		done
	done
	run -1 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/o"
	[ "$output" = '{"file":"'"$BATS_TEST_TMPDIR"'/o","line":1,"size":0,"verdict":"Invalid","lines":[],"x":0,"o":0,"next":null,"reason":"a JSON object is not a board or a game"}' ]
	# no mode decided: the move line after it makes a move stream
	printf '%s\n0 0 1\n' "$OBJECT_PRETTY" >"$BATS_TEST_TMPDIR/o"
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/o"
	[ "$output" = $'Invalid\n0' ]
}

@test "JSON: a string is one Invalid result; a number or a word alone keeps its meaning (a header, a board row)" {
	printf '"X O"\n  "\\u0058"  \n' >"$BATS_TEST_TMPDIR/s"
	run -1 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/s"
	[ "$output" = $'Invalid\ta JSON string is not a board or a game\nInvalid\ta JSON string is not a board or a game' ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/s:1: a JSON string is not a board or a game
ttt: $BATS_TEST_TMPDIR/s:2: a JSON string is not a board or a game" ]
	run -1 --separate-stderr ttt -m "$BATS_TEST_TMPDIR/s"
	[ "$output" = $'Invalid\nInvalid' ]
	# a string whose line ends inside it is one line's value too
	printf '"X O\n0 0 1\n' >"$BATS_TEST_TMPDIR/s"
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/s"
	[ "$output" = $'Invalid\n0' ]
	# null is a board row of bad bytes, 4 a header
	printf 'null\n\n4\n3 3 1\n' >"$BATS_TEST_TMPDIR/s"
	run -1 --separate-stderr ttt -m "$BATS_TEST_TMPDIR/s"
	[ "$output" = $'Invalid\n0' ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/s:1: malformed move: expected ROW COL PLAYER" ]
}

@test "JSON: an array of boards is judged item by item, on one line or as jq . prints it; diagnostics name the board, --json its item" {
	printf '%s\n' '[["X O"," XO","X O"],["OOX","XXO","OXO"],["XXX","XXX","OOO"]]' >"$BATS_TEST_TMPDIR/a"
	printf '%s\n' '[' '  [' '    "X O",' '    " XO",' '    "X O"' '  ],' '  [' '    "OOX",' '    "XXO",' '    "OXO"' '  ],' '  [' '    "XXX",' '    "XXX",' '    "OOO"' '  ]' ']' >"$BATS_TEST_TMPDIR/p"
	for f in a p; do
		run -1 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/$f"
		[ "$output" = "O	column 2
Draw
Invalid	board 3: X and O counts differ by more than one (X 6, O 3)" ]
		[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/$f:1: board 3: X and O counts differ by more than one (X 6, O 3)" ]
		run -1 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/$f"
		[ "${lines[0]}" = '{"file":"'"$BATS_TEST_TMPDIR/$f"'","line":1,"item":1,"size":3,"verdict":"O","lines":[{"kind":"column","index":2}],"x":3,"o":3,"next":null}' ]
		[ "${lines[2]}" = '{"file":"'"$BATS_TEST_TMPDIR/$f"'","line":1,"item":3,"size":3,"verdict":"Invalid","lines":[],"x":6,"o":3,"next":null,"reason":"board 3: X and O counts differ by more than one (X 6, O 3)"}' ]
	done
	# it decides a board stream: the rows after it are a board
	printf '[["X.."]]\nXO.\n...\n...\n' >"$BATS_TEST_TMPDIR/a"
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/a"
	[ "$output" = $'Invalid\nPending' ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/a:1: board 1: row 0 is longer than the board (1)" ]
}

@test "JSON: an array of games is judged item by item, one verdict each; diagnostics name the game, --json its item; it decides a move stream" {
	printf '%s\n' '[[[0,0],[2,0],[1,1],[2,1],[2,2]],[[0,0],[0,0]],[[1,1]]]' '0 0 1' >"$BATS_TEST_TMPDIR/g"
	run -1 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/g"
	[ "$output" = "X	diagonal at move 5
Invalid	line 1: game 2: pair 2: cell 0 0 is taken
Pending	O to move
0" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/g:1: game 2: pair 2: cell 0 0 is taken" ]
	run -1 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/g"
	[ "${lines[1]}" = '{"file":"'"$BATS_TEST_TMPDIR"'/g","line":1,"item":2,"game":2,"moves":2,"verdict":"Invalid","lines":[],"x":1,"o":0,"pair":2,"reason":"line 1: game 2: pair 2: cell 0 0 is taken"}' ]
	[ "${lines[2]}" = '{"file":"'"$BATS_TEST_TMPDIR"'/g","line":1,"item":3,"game":3,"moves":1,"verdict":"Pending","lines":[],"x":1,"o":0}' ]
	[ "${lines[3]}" = '{"file":"'"$BATS_TEST_TMPDIR"'/g","line":2,"game":4,"move":1,"row":0,"col":0,"player":1,"result":0}' ]
	run -1 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/g"
	[ "$output" = $'X\nInvalid\nPending\nPending' ]
	# as jq . prints it: the same
	printf '%s\n' '[' '  [' '    [' '      0,' '      0' '    ]' '  ],' '  [' '    [' '      1,' '      1' '    ]' '  ]' ']' >"$BATS_TEST_TMPDIR/g"
	run -0 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/g"
	[ "$output" = $'Pending\tO to move\nPending\tO to move' ]
}

@test "JSON: a mixed array judges each item as what it is; an item that is neither, or a malformed array, is one Invalid result for the line" {
	printf '%s\n' '[["XXX"],[[0,0]]]' >"$BATS_TEST_TMPDIR/m"
	run -1 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid	board 1: row 0 is longer than the board (1)
Pending	O to move" ]
	printf '%s\n' '[["X"],5]' '[["X"],[]]' '[["X"],["O"]]]' '[[[0,0]],{}]' >"$BATS_TEST_TMPDIR/m"
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Invalid\nInvalid\nInvalid\nInvalid' ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: malformed JSON line at column 8: expected a board [\"ROW\",...] or a game [[ROW,COL],...]
ttt: $BATS_TEST_TMPDIR/m:2: malformed JSON line at column 9: an empty array is neither a board nor a game
ttt: $BATS_TEST_TMPDIR/m:3: malformed JSON line at column 14: expected the end of the line after ']'
ttt: $BATS_TEST_TMPDIR/m:4: malformed JSON line at column 10: expected a board [\"ROW\",...] or a game [[ROW,COL],...]" ]
	# an empty array, and an array of one empty array, as before
	printf '[]\n[[]]\n' >"$BATS_TEST_TMPDIR/m"
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Invalid\nInvalid' ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: malformed JSON line at column 2: an empty array is neither a board nor a game
ttt: $BATS_TEST_TMPDIR/m:2: malformed JSON line at column 3: expected ROW, a number from 0" ]
}

@test "JSON over several lines: after a byte that is not [ { , or : a line must start with , ] } or : to go on, so a line cut off costs one result" {
	printf '[[0,0],[1,1x\n[[2,2]]\n' >"$BATS_TEST_TMPDIR/c"
	run -1 --separate-stderr ttt -m "$BATS_TEST_TMPDIR/c"
	[ "$output" = $'Invalid\nPending' ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/c:1: malformed JSON line at column 12: expected ']' after ROW,COL" ]
}

@test "JSON over several lines: a value that begins ends the game under way at once, so --line-buffered writes its verdict before the value closes" {
	cd "$BATS_TEST_TMPDIR"
	mkfifo in out
	# (read -t only guards against a hang: a late answer reads TIMEOUT)
	run -0 --separate-stderr bash -c '
		ttt -g --line-buffered in >out &
		exec 4<out 3>in
		printf "0 0 1\n[[0,0],\n" >&3
		IFS= read -r -t 30 line <&4 || line=TIMEOUT
		echo "$line"
		printf "[1,1]]\n" >&3
		exec 3>&-
		cat <&4
		wait $!
	'
	[ "$output" = $'Pending\nPending' ]
	[ "$stderr" = "" ]
}

# ttt.1, JSON lines: what a value's lines may hold, as ttt reads them.
@test "JSON over several lines: blanks at a line's end and a line of blanks go on; a comment line, true, false, null and a [ closed by } are malformed" {
	put m '[[0,0],   \n   \n  [1,1]]  \n'
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Pending	X to move" ]
	put m '[[0,0],\n# no comment\n  [1,1]]\n'
	run -1 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/m"
	[ "${lines[0]}" = "Invalid	line 1: malformed JSON value at line 2, column 1: expected a [ROW,COL] pair" ]
	put m '[[0,0],null]\n[[0,\nfalse]]\n["X",true]\n[[0,0}\n'
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Invalid\nInvalid\nInvalid\nInvalid' ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: malformed JSON line at column 8: expected a [ROW,COL] pair
ttt: $BATS_TEST_TMPDIR/m:2: malformed JSON value at line 3, column 1: expected COL, a number from 0
ttt: $BATS_TEST_TMPDIR/m:4: malformed JSON line at column 6: expected a string, a row
ttt: $BATS_TEST_TMPDIR/m:5: malformed JSON line at column 6: expected ']' after ROW,COL" ]
}

@test "JSON: a board is judged by the board stream's options in a move stream (-n RxC, -k, --rule; not a header); a game is played on the move stream's board in a board stream" {
	put m '9x9 5 caro\n["XXX..","OO...","....."]\n'
	run -0 --separate-stderr ttt -m -k 3 -n 3x5 --explain "$BATS_TEST_TMPDIR/m"
	[ "$output" = "X	run 0 0 to 0 2" ]
	run -0 --separate-stderr ttt -m -k 3 -n 3x5 --rule caro-exact --json "$BATS_TEST_TMPDIR/m"
	[ "$output" = '{"file":"'"$BATS_TEST_TMPDIR"'/m","line":2,"rule":"caro-exact","size":"3x5","verdict":"X","lines":[{"kind":"run","from":[0,0],"to":[0,2]}],"x":3,"o":2,"next":null}' ]
	# the game is on 15x15 under the gomoku defaults, else on 3x3
	put b '[[7,7],[0,0]]\n'
	run -0 --separate-stderr ttt -b -k 5 --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	X to move" ]
	run -0 --separate-stderr ttt -b --rule caro-exact --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	X to move" ]
	run -1 --separate-stderr ttt -b --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid	line 1: pair 1: row is off the board (size 3)" ]
}

@test "psq: --rule applies to a record (it names no rule); --json's moves of an Invalid JSON game counts every pair" {
	put r 'Piskvorky 9x9, 1:1, 0\n1,1\n'
	run -0 --separate-stderr ttt --rule renju --json "$BATS_TEST_TMPDIR/r"
	[ "$output" = '{"file":"'"$BATS_TEST_TMPDIR"'/r","line":2,"rule":"renju","game":1,"move":1,"row":0,"col":0,"player":1,"result":0}' ]
	put r 'Piskvorky 9x9, 1:1, 0\n1,1\n9,9\n2,1\n7,7\n3,1\n9,1\n5,1\n5,8\n6,1\n2,9\n4,1\n'
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/r"
	[ "$output" = "X	run 1,1 to 6,1 at move 11" ]
	run -0 --separate-stderr ttt -g --explain --rule 9 "$BATS_TEST_TMPDIR/r"
	[ "$output" = "Pending	O to move" ]
	put j '[[0,0],[0,0],[1,1]]\n'
	run -1 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/j"
	[ "$output" = '{"file":"'"$BATS_TEST_TMPDIR"'/j","line":1,"game":1,"moves":3,"verdict":"Invalid","lines":[],"x":1,"o":1,"pair":2,"reason":"line 1: pair 2: cell 0 0 is taken"}' ]
}

@test "JSON: an object or a string longer than the input buffer (128 KiB) is held whole, one result, in any mode" {
	awk 'BEGIN { printf "\""; for (i = 0; i < 140000; i++) printf "X"; print "\"" }' >"$BATS_TEST_TMPDIR/s"
	run -1 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/s"
	[ "$output" = "Invalid	a JSON string is not a board or a game" ]
	awk 'BEGIN { printf "{\"a\":\""; for (i = 0; i < 140000; i++) printf "x"; print "1\"}"; print "XO."; print "..."; print "..." }' >"$BATS_TEST_TMPDIR/o"
	run -1 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/o"
	[ "$output" = $'Invalid\ta JSON object is not a board or a game\nPending\tX or O to move' ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/o:1: a JSON object is not a board or a game" ]
}

# A JSON board with a bad row (a bad byte, a row too long) and a later
# syntax error: the line is malformed, and its diagnostic is the syntax
# error's, not the board judge's why.
@test "JSON boards: a bad row then a syntax error: the syntax error is the diagnostic" {
	put b '["XQ.", 5]\n["XXXX","...",".."]x\n["XQ.","...","..."]\n'
	run -1 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid	malformed JSON line at column 9: expected a string, a row
Invalid	malformed JSON line at column 20: expected the end of the line after ']'
Invalid	bad byte 'Q' (0x51) at row 0, column 1" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:1: malformed JSON line at column 9: expected a string, a row
ttt: $BATS_TEST_TMPDIR/b:2: malformed JSON line at column 20: expected the end of the line after ']'
ttt: $BATS_TEST_TMPDIR/b:3: bad byte 'Q' (0x51) at row 0, column 1" ]
}
