#!/usr/bin/env bats
# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# The output options: --explain (a tab and the reason after each result),
# --json (one JSON object per result line) and --show (the board drawn
# after each result), their combinations with -q, -H, several files and
# --line-buffered, and the usage errors they bring.

bats_require_minimum_version 1.5.0
load test_helper

SIN='(standard input)'
MALFORMED='malformed move: expected ROW COL PLAYER'
USAGE='usage: ttt [-abgHhmqrsz] [-c | -L | -l] [-k win] [-n size] [--exact] [--explain | --json] [--first X|O] [--line-buffered] [--nodes N] [--rule rule] [--show] [--solve] [--solve-memory size] [--turn X|O] [file ...]'

# One board of each winning line kind, a double win, a Draw and the three
# kinds of Pending (without --first), four lines apart each.
WINS='..O\n.O.\nXXX\n\nX.O\nX.O\n.XO\n\nX.O\nOX.\n..X\n\n..X\n.XO\nXO.\n\nXXX\nOOX\nOOX\n\nXOX\nXOO\nOXX\n\nX..\n...\n...\n\n.O.\n...\n...\n\n...\n...\n...\n'

# One board per Invalid rule that holds without --first, lines 1, 3, 7,
# 11, 15 and 19.
INVALIDS='X\tO\n\nXXXX\n..\n.\n\nXXX\nX..\n...\n\nXXX\nOOO\n...\n\nXXX\nOO.\nOO.\n\nXOOX\nOXXO\nOXXO\nX.OX\n'
INVALIDS_ERR="ttt: $SIN:1: bad byte 0x09 at row 0, column 1
ttt: $SIN:3: row 0 is longer than the board (3)
ttt: $SIN:7: X and O counts differ by more than one (X 4, O 0)
ttt: $SIN:11: both X and O have a full line
ttt: $SIN:15: O moved after X had won
ttt: $SIN:19: X has full lines that share no cell"

# A move stream: a win of each line kind, in games of their own, then
# every rejection that needs no option; lines numbered in the comments.
MOVES='3\n0 0 1\n0 1 1\n0 2 1\n1 1 2\n'	# 1-5: row 0, then a move too many
MOVES+='\n1 0 2\n1 1 2\n1 2 2\n'		# 6-9: row 1 for O
MOVES+='\n0 0 1\n1 0 1\n2 0 1\n'		# 10-13: column 0
MOVES+='\n0 0 2\n1 1 2\n2 2 2\n'		# 14-17: diagonal
MOVES+='\n0 2 1\n1 1 1\n2 0 1\n'		# 18-21: anti-diagonal
MOVES+='\na b c\n0\n99999999999999999999\n'	# 22-25: not moves
MOVES+='3 0 1\n0 3 1\n0 0 3\n0 0 1\n0 0 2\n'	# 26-30: moves of game 6
MOVES+='1 2\n1 2 3 4\n'				# 31-32: malformed
MOVES_ERR="ttt: $SIN:5: the game is already won
ttt: $SIN:23: $MALFORMED
ttt: $SIN:24: board size must be at least 1
ttt: $SIN:25: board size is out of range
ttt: $SIN:26: row is off the board (size 3)
ttt: $SIN:27: column is off the board (size 3)
ttt: $SIN:28: player must be 1 or 2
ttt: $SIN:30: cell 0 0 is taken
ttt: $SIN:31: $MALFORMED
ttt: $SIN:32: $MALFORMED"

# The LeetCode 348 example: X wins with its seventh move, on row 2.
SEED='0 0 1\n0 2 2\n2 2 1\n1 1 2\n2 0 1\n1 0 2\n2 1 1\n'

# with_end CMD...: runs CMD, then prints a last line "<end>" so that the
# trailing empty line of a picture survives $output; keeps CMD's status.
with_end() {
	local st=0

	"$@" || st=$?
	echo '<end>'
	return "$st"
}

# json_of TEXT FILTER...: runs jq FILTER... on TEXT (a JSON Lines output).
json_of() {
	local text=$1

	shift
	printf '%s\n' "$text" | jq "$@"
}

# each_line_object TEXT: prints "object" once per line of TEXT that parses,
# alone, as one JSON object (jq -R fromjson rejects a line holding anything
# more); jq fails on a line that is not JSON.
each_line_object() {
	printf '%s\n' "$1" | jq -r -R 'fromjson | type'
}

# repeat N STRING: STRING N times, no newline.
repeat() {
	awk -v n="$1" -v s="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", s }'
}

# --explain: boards

@test "--explain: each winning line kind, a double win, Draw and each Pending" {
	put b "$WINS"
	run -0 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "X	row 2
O	column 2
X	diagonal
X	anti-diagonal
X	row 0, column 2
Draw
Pending	O to move
Pending	X to move
Pending	X or O to move" ]
	[ "$stderr" = "" ]
}

@test "--explain: a win of all four line kinds lists them as row, column, diagonal, anti-diagonal" {
	# X fills both diagonals, then row 2 and column 2 but for the centre
	# of a 5x5 board (no line is full before), then takes the centre.
	put m '5\n0 0 1\n1 1 1\n3 3 1\n4 4 1\n0 4 1\n1 3 1\n3 1 1\n4 0 1\n2 0 1\n2 1 1\n2 3 1\n2 4 1\n0 2 1\n1 2 1\n3 2 1\n4 2 1\n2 2 1\n'
	run -0 --separate-stderr sh -c 'ttt --explain "$1" | tail -n 2' _ "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
1	row 2, column 2, diagonal, anti-diagonal" ]
	[ "$stderr" = "" ]
}

@test "--explain: each Invalid rule gives Invalid, a tab and the diagnostic's reason" {
	put b "$INVALIDS"
	run -1 --separate-stderr ttt --explain <"$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid	bad byte 0x09 at row 0, column 1
Invalid	row 0 is longer than the board (3)
Invalid	X and O counts differ by more than one (X 4, O 0)
Invalid	both X and O have a full line
Invalid	O moved after X had won
Invalid	X has full lines that share no cell" ]
	[ "$stderr" = "$INVALIDS_ERR" ]
}

@test "--explain --first X: the first-player rule, X moved after O, and equal counts give X to move" {
	put b 'O..\n...\n...\n\nOOO\nXX.\nXX.\n\nXO.\n...\n...\n\n...\n...\n...\n\nX..\n...\n...\n'
	run -1 --separate-stderr ttt --explain --first X <"$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid	O has more marks than X, but X moves first
Invalid	X moved after O had won
Pending	X to move
Pending	X to move
Pending	O to move" ]
	[ "$stderr" = "ttt: $SIN:1: O has more marks than X, but X moves first
ttt: $SIN:5: X moved after O had won" ]
}

@test "--explain --first O: equal counts give O to move, and X ahead is Invalid" {
	put b '...\n...\n...\n\nXO.\n...\n...\n\n.O.\n...\n...\n\nX..\n...\n...\n'
	run -1 --separate-stderr ttt --explain --first o <"$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	O to move
Pending	O to move
Pending	X to move
Invalid	X has more marks than O, but O moves first" ]
	[ "$stderr" = "ttt: $SIN:13: X has more marks than O, but O moves first" ]
}

# --explain: moves

@test "--explain: 0 stays 0, each winning move names its line, each rejection its reason" {
	put m "$MOVES"
	run -1 --separate-stderr ttt --explain <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
0
1	row 0
Invalid	the game is already won
0
0
2	row 1
0
0
1	column 0
0
0
2	diagonal
0
0
1	anti-diagonal
Invalid	$MALFORMED
Invalid	board size must be at least 1
Invalid	board size is out of range
Invalid	row is off the board (size 3)
Invalid	column is off the board (size 3)
Invalid	player must be 1 or 2
0
Invalid	cell 0 0 is taken
Invalid	$MALFORMED
Invalid	$MALFORMED" ]
	[ "$stderr" = "$MOVES_ERR" ]
}

@test "--explain: a move that completes two lines at once names both" {
	put m '0 0 1\n0 1 1\n1 2 1\n2 2 1\n0 2 1\n1 1 2\n'
	run -1 --separate-stderr ttt --explain -m <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
0
0
0
1	row 0, column 2
Invalid	the game is already won" ]
	[ "$stderr" = "ttt: $SIN:6: the game is already won" ]
}

@test "--explain: the seed game's last move wins on row 2" {
	put m "$SEED"
	run -0 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
0
0
0
0
0
1	row 2" ]
	[ "$stderr" = "" ]
}

@test "--explain -s --first X: the strict rejections carry their reasons" {
	put m '0 0 2\n0 0 1\n0 1 2\n0 2 2\n'
	run -1 --separate-stderr ttt --explain -s --first X "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid	player 1 must move first
0
0
Invalid	player 2 moved twice in a row" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: player 1 must move first
ttt: $BATS_TEST_TMPDIR/m:4: player 2 moved twice in a row" ]
}

@test "--explain: cut -f1 gives back the plain output of a board file and a move file" {
	cd "$BATS_TEST_TMPDIR"
	put b "$WINS\n$INVALIDS"
	put m "$MOVES"
	run -1 --separate-stderr ttt b m
	plain=$output
	[ "$(printf '%s\n' "$plain" | wc -l)" -eq 41 ]
	run -1 --separate-stderr bash -o pipefail -c 'ttt --explain b m | cut -f1'
	[ "$output" = "$plain" ]
	[ "$stderr" = "ttt: b:37: bad byte 0x09 at row 0, column 1
ttt: b:39: row 0 is longer than the board (3)
ttt: b:43: X and O counts differ by more than one (X 4, O 0)
ttt: b:47: both X and O have a full line
ttt: b:51: O moved after X had won
ttt: b:55: X has full lines that share no cell
${MOVES_ERR//"$SIN"/m}" ]
	# ... and the explained lines do differ from the plain ones.
	run -1 --separate-stderr ttt --explain b m
	[ "$output" != "$plain" ]
}

@test "--explain with -H, and with several files, prefixes each line FILE:" {
	cd "$BATS_TEST_TMPDIR"
	put b 'XXX\nOO.\n...\n'
	put m '0 0 1\n0 0 2\n'
	run -1 --separate-stderr ttt --explain -H m
	[ "$output" = "m:0
m:Invalid	cell 0 0 is taken" ]
	[ "$stderr" = "ttt: m:2: cell 0 0 is taken" ]
	run -1 --separate-stderr ttt --explain b m
	[ "$output" = "b:X	row 0
m:0
m:Invalid	cell 0 0 is taken" ]
	[ "$stderr" = "ttt: m:2: cell 0 0 is taken" ]
	run -1 --separate-stderr ttt --explain -h b m
	[ "$output" = "X	row 0
0
Invalid	cell 0 0 is taken" ]
}

# --json: boards

@test "--json: winning boards, Draw and Pending, field by field" {
	need jq
	put b "$WINS"
	run -0 --separate-stderr ttt --json <"$BATS_TEST_TMPDIR/b"
	[ "$stderr" = "" ]
	raw=$output
	run -0 json_of "$raw" -c .
	[ "$output" = '{"file":"(standard input)","line":1,"size":3,"verdict":"X","lines":[{"kind":"row","index":2}],"x":3,"o":2,"next":null}
{"file":"(standard input)","line":5,"size":3,"verdict":"O","lines":[{"kind":"column","index":2}],"x":3,"o":3,"next":null}
{"file":"(standard input)","line":9,"size":3,"verdict":"X","lines":[{"kind":"diagonal"}],"x":3,"o":2,"next":null}
{"file":"(standard input)","line":13,"size":3,"verdict":"X","lines":[{"kind":"anti-diagonal"}],"x":3,"o":2,"next":null}
{"file":"(standard input)","line":17,"size":3,"verdict":"X","lines":[{"kind":"row","index":0},{"kind":"column","index":2}],"x":5,"o":4,"next":null}
{"file":"(standard input)","line":21,"size":3,"verdict":"Draw","lines":[],"x":5,"o":4,"next":null}
{"file":"(standard input)","line":25,"size":3,"verdict":"Pending","lines":[],"x":1,"o":0,"next":"O"}
{"file":"(standard input)","line":29,"size":3,"verdict":"Pending","lines":[],"x":0,"o":1,"next":"X"}
{"file":"(standard input)","line":33,"size":3,"verdict":"Pending","lines":[],"x":0,"o":0,"next":"X or O"}' ]
	# jq -c re-prints what it read: the raw lines are already compact.
	[ "$output" = "$raw" ]
	run -0 json_of "$raw" -r '[.verdict, (.lines | map(.kind + (if .index then " \(.index)" else "" end)) | join("+")), .next // "-", has("reason")] | @tsv'
	[ "$output" = "X	row 2	-	false
O	column 2	-	false
X	diagonal	-	false
X	anti-diagonal	-	false
X	row 0+column 2	-	false
Draw		-	false
Pending		O	false
Pending		X	false
Pending		X or O	false" ]
}

@test "--json: each Invalid rule, with its reason and null next" {
	need jq
	put b "$INVALIDS"
	run -1 --separate-stderr ttt --json <"$BATS_TEST_TMPDIR/b"
	[ "$stderr" = "$INVALIDS_ERR" ]
	raw=$output
	run -0 json_of "$raw" -c .
	[ "$output" = '{"file":"(standard input)","line":1,"size":1,"verdict":"Invalid","lines":[],"x":1,"o":1,"next":null,"reason":"bad byte 0x09 at row 0, column 1"}
{"file":"(standard input)","line":3,"size":3,"verdict":"Invalid","lines":[],"x":4,"o":0,"next":null,"reason":"row 0 is longer than the board (3)"}
{"file":"(standard input)","line":7,"size":3,"verdict":"Invalid","lines":[],"x":4,"o":0,"next":null,"reason":"X and O counts differ by more than one (X 4, O 0)"}
{"file":"(standard input)","line":11,"size":3,"verdict":"Invalid","lines":[],"x":3,"o":3,"next":null,"reason":"both X and O have a full line"}
{"file":"(standard input)","line":15,"size":3,"verdict":"Invalid","lines":[],"x":3,"o":4,"next":null,"reason":"O moved after X had won"}
{"file":"(standard input)","line":19,"size":4,"verdict":"Invalid","lines":[],"x":8,"o":7,"next":null,"reason":"X has full lines that share no cell"}' ]
	[ "$output" = "$raw" ]
	run -0 json_of "$raw" -r '.reason'
	[ "$output" = "$(printf '%s\n' "$INVALIDS_ERR" | sed 's/^ttt: ([^)]*):[0-9]*: //')" ]
}

@test "--json --first X: the first-player rule's reason and next X on equal counts" {
	need jq
	put b 'O..\n...\n...\n\nXO.\n...\n...\n'
	run -1 --separate-stderr ttt --json --first X <"$BATS_TEST_TMPDIR/b"
	[ "$stderr" = "ttt: $SIN:1: O has more marks than X, but X moves first" ]
	raw=$output
	run -0 json_of "$raw" -c '[.line, .verdict, .x, .o, .next, .reason]'
	[ "$output" = '[1,"Invalid",0,1,null,"O has more marks than X, but X moves first"]
[5,"Pending",1,1,"X",null]' ]
	run -0 json_of "$raw" -c 'keys_unsorted'
	[ "$output" = '["file","line","size","verdict","lines","x","o","next","reason"]
["file","line","size","verdict","lines","x","o","next"]' ]
}

@test "--json: a board's line is its first row's line, past comments and empty lines" {
	need jq
	put b '# boards\n\n\nXXX\n# a comment inside\nOO.\n...\n\n\nX\n'
	run -0 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/b"
	[ "$stderr" = "" ]
	run -0 json_of "$output" -c '[.line, .size, .verdict]'
	[ "$output" = '[4,3,"X"]
[10,1,"X"]' ]
}

# --json: moves

@test "--json: every move result and rejection, field by field, with game and move numbers" {
	need jq
	put m "$MOVES"
	run -1 --separate-stderr ttt --json <"$BATS_TEST_TMPDIR/m"
	[ "$stderr" = "$MOVES_ERR" ]
	raw=$output
	run -0 json_of "$raw" -c .
	[ "$output" = '{"file":"(standard input)","line":2,"game":1,"move":1,"row":0,"col":0,"player":1,"result":0}
{"file":"(standard input)","line":3,"game":1,"move":2,"row":0,"col":1,"player":1,"result":0}
{"file":"(standard input)","line":4,"game":1,"move":3,"row":0,"col":2,"player":1,"result":1,"lines":[{"kind":"row","index":0}]}
{"file":"(standard input)","line":5,"game":1,"move":4,"row":1,"col":1,"player":2,"result":"Invalid","reason":"the game is already won"}
{"file":"(standard input)","line":7,"game":2,"move":1,"row":1,"col":0,"player":2,"result":0}
{"file":"(standard input)","line":8,"game":2,"move":2,"row":1,"col":1,"player":2,"result":0}
{"file":"(standard input)","line":9,"game":2,"move":3,"row":1,"col":2,"player":2,"result":2,"lines":[{"kind":"row","index":1}]}
{"file":"(standard input)","line":11,"game":3,"move":1,"row":0,"col":0,"player":1,"result":0}
{"file":"(standard input)","line":12,"game":3,"move":2,"row":1,"col":0,"player":1,"result":0}
{"file":"(standard input)","line":13,"game":3,"move":3,"row":2,"col":0,"player":1,"result":1,"lines":[{"kind":"column","index":0}]}
{"file":"(standard input)","line":15,"game":4,"move":1,"row":0,"col":0,"player":2,"result":0}
{"file":"(standard input)","line":16,"game":4,"move":2,"row":1,"col":1,"player":2,"result":0}
{"file":"(standard input)","line":17,"game":4,"move":3,"row":2,"col":2,"player":2,"result":2,"lines":[{"kind":"diagonal"}]}
{"file":"(standard input)","line":19,"game":5,"move":1,"row":0,"col":2,"player":1,"result":0}
{"file":"(standard input)","line":20,"game":5,"move":2,"row":1,"col":1,"player":1,"result":0}
{"file":"(standard input)","line":21,"game":5,"move":3,"row":2,"col":0,"player":1,"result":1,"lines":[{"kind":"anti-diagonal"}]}
{"file":"(standard input)","line":23,"game":6,"move":null,"row":null,"col":null,"player":null,"result":"Invalid","reason":"malformed move: expected ROW COL PLAYER"}
{"file":"(standard input)","line":24,"game":6,"move":null,"row":null,"col":null,"player":null,"result":"Invalid","reason":"board size must be at least 1"}
{"file":"(standard input)","line":25,"game":6,"move":null,"row":null,"col":null,"player":null,"result":"Invalid","reason":"board size is out of range"}
{"file":"(standard input)","line":26,"game":6,"move":1,"row":3,"col":0,"player":1,"result":"Invalid","reason":"row is off the board (size 3)"}
{"file":"(standard input)","line":27,"game":6,"move":2,"row":0,"col":3,"player":1,"result":"Invalid","reason":"column is off the board (size 3)"}
{"file":"(standard input)","line":28,"game":6,"move":3,"row":0,"col":0,"player":3,"result":"Invalid","reason":"player must be 1 or 2"}
{"file":"(standard input)","line":29,"game":6,"move":4,"row":0,"col":0,"player":1,"result":0}
{"file":"(standard input)","line":30,"game":6,"move":5,"row":0,"col":0,"player":2,"result":"Invalid","reason":"cell 0 0 is taken"}
{"file":"(standard input)","line":31,"game":6,"move":null,"row":null,"col":null,"player":null,"result":"Invalid","reason":"malformed move: expected ROW COL PLAYER"}
{"file":"(standard input)","line":32,"game":6,"move":null,"row":null,"col":null,"player":null,"result":"Invalid","reason":"malformed move: expected ROW COL PLAYER"}' ]
	[ "$output" = "$raw" ]
	# lines only on a win, reason only on a rejection
	run -0 json_of "$raw" -r '[.line, has("lines"), has("reason")] | @tsv'
	[ "$(printf '%s\n' "$output" | awk '$2 == "true"' | cut -f1 | tr '\n' ' ')" = "4 9 13 17 21 " ]
	[ "$(printf '%s\n' "$output" | awk '$3 == "true"' | cut -f1 | tr '\n' ' ')" = "5 23 24 25 26 27 28 30 31 32 " ]
}

@test "--json: a win of four lines at once lists them all" {
	need jq
	put m '5\n0 0 1\n1 1 1\n3 3 1\n4 4 1\n0 4 1\n1 3 1\n3 1 1\n4 0 1\n2 0 1\n2 1 1\n2 3 1\n2 4 1\n0 2 1\n1 2 1\n3 2 1\n4 2 1\n2 2 1\n'
	run -0 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/m"
	[ "$stderr" = "" ]
	run -0 json_of "$output" -c 'select(.result != 0) | [.line, .game, .move, .row, .col, .player, .result, .lines]'
	[ "$output" = '[18,1,17,2,2,1,1,[{"kind":"row","index":2},{"kind":"column","index":2},{"kind":"diagonal"},{"kind":"anti-diagonal"}]]' ]
}

@test "--explain and --json: the lines of a win on a board above 4096 (the hash tables)" {
	need jq
	# X fills row 3 and column 3 of a 5000x5000 board but for 3 3, then
	# takes it; then O fills the anti-diagonal of a second game.
	awk 'BEGIN { n = 5000; print n
		for (i = 0; i < n; i++) if (i != 3) { print 3, i, 1; print i, 3, 1 }
		print 3, 3, 1; print ""
		for (i = 0; i < n; i++) print i, n - 1 - i, 2 }' >"$BATS_TEST_TMPDIR/m"
	run -0 --separate-stderr sh -c 'ttt --explain "$1" | grep -v "^0\$"' _ "$BATS_TEST_TMPDIR/m"
	[ "$output" = "1	row 3, column 3
2	anti-diagonal" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/m"
	[ "$stderr" = "" ]
	run -0 json_of "$output" -c 'select(.result != 0) | [.line, .game, .move, .row, .col, .result, .lines]'
	[ "$output" = '[10000,1,9999,3,3,1,[{"kind":"row","index":3},{"kind":"column","index":3}]]
[15001,2,5000,4999,0,2,[{"kind":"anti-diagonal"}]]' ]
}

@test "--json -s --first X: the strict rejections" {
	need jq
	put m '0 0 2\n0 0 1\n0 1 2\n0 2 2\n'
	run -1 --separate-stderr ttt --json -s --first X <"$BATS_TEST_TMPDIR/m"
	[ "$stderr" = "ttt: $SIN:1: player 1 must move first
ttt: $SIN:4: player 2 moved twice in a row" ]
	run -0 json_of "$output" -c '[.line, .game, .move, .player, .result, .reason]'
	[ "$output" = '[1,1,1,2,"Invalid","player 1 must move first"]
[2,1,2,1,0,null]
[3,1,3,2,0,null]
[4,1,4,2,"Invalid","player 2 moved twice in a row"]' ]
}

@test "--json: games are counted per file; a line between games belongs to the next game" {
	need jq
	cd "$BATS_TEST_TMPDIR"
	# game 1: lines 1-2; the empty line 3 ends it; 'foo' on line 4 and
	# header 0 on line 5 come before game 2, which starts on line 6;
	# the header on line 8 ends game 2; bad line 9 belongs to game 3,
	# which starts on line 10 with a 2x2 board.
	put a '0 0 1\n1 1 2\n\nfoo\n0\n0 0 1\n0 0 1\n2\nx\n1 1 1\n'
	put b '\n\n0 0 1\n'
	run -1 --separate-stderr ttt --json -h a b
	[ "$stderr" = "ttt: a:4: $MALFORMED
ttt: a:5: board size must be at least 1
ttt: a:7: cell 0 0 is taken
ttt: a:9: $MALFORMED" ]
	run -0 json_of "$output" -c '[.file, .line, .game, .move, .result]'
	[ "$output" = '["a",1,1,1,0]
["a",2,1,2,0]
["a",4,2,null,"Invalid"]
["a",5,2,null,"Invalid"]
["a",6,2,1,0]
["a",7,2,2,"Invalid"]
["a",9,3,null,"Invalid"]
["a",10,3,1,0]
["b",3,1,1,0]' ]
}

@test "--json: a rejected header in a game keeps the game and its move count" {
	need jq
	put m '0 0 1\n0\n0 1 2\n'
	run -1 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/m"
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:2: board size must be at least 1" ]
	run -0 json_of "$output" -c '[.line, .game, .move]'
	[ "$output" = '[1,1,1]
[2,1,null]
[3,1,2]' ]
}

@test "--json: a number too large for 64 bits is null, the others stay numbers" {
	need jq
	put m '99999999999999999999 0 1\n0 18446744073709551616 1\n0 0 99999999999999999999\n'
	run -1 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/m"
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: row is off the board (size 3)
ttt: $BATS_TEST_TMPDIR/m:2: column is off the board (size 3)
ttt: $BATS_TEST_TMPDIR/m:3: player must be 1 or 2" ]
	run -0 json_of "$output" -c '[.move, .row, .col, .player, .result]'
	[ "$output" = '[1,null,0,1,"Invalid"]
[2,0,null,1,"Invalid"]
[3,0,0,null,"Invalid"]' ]
}

@test "--json: 2^64-1 fits 64 bits, so it is a number, not null" {
	put m '0 0 18446744073709551615\n'
	run -1 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/m"
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: player must be 1 or 2" ]
	# jq would turn so large a number into a double: look at the raw text.
	[[ "$output" == *'"player":18446744073709551615,'* ]]
}

# --json: file names and validity

@test "--json: file names with a quote, a backslash, a tab, a newline, é and a byte 0xff" {
	need jq
	cd "$BATS_TEST_TMPDIR"
	names=('a"b' 'c\d' $'t\tab' $'n\nl' 'é' $'x\xffy')
	for f in "${names[@]}"; do
		printf 'XXX\nOO.\n...\n' >"$f"
	done
	run -0 --separate-stderr ttt --json -h "${names[@]}"
	[ "$stderr" = "" ]
	raw=$output
	[ "$raw" = '{"file":"a\"b","line":1,"size":3,"verdict":"X","lines":[{"kind":"row","index":0}],"x":3,"o":2,"next":null}
{"file":"c\\d","line":1,"size":3,"verdict":"X","lines":[{"kind":"row","index":0}],"x":3,"o":2,"next":null}
{"file":"t\u0009ab","line":1,"size":3,"verdict":"X","lines":[{"kind":"row","index":0}],"x":3,"o":2,"next":null}
{"file":"n\u000al","line":1,"size":3,"verdict":"X","lines":[{"kind":"row","index":0}],"x":3,"o":2,"next":null}
{"file":"é","line":1,"size":3,"verdict":"X","lines":[{"kind":"row","index":0}],"x":3,"o":2,"next":null}
{"file":"x\ufffdy","line":1,"size":3,"verdict":"X","lines":[{"kind":"row","index":0}],"x":3,"o":2,"next":null}' ]
	run -0 each_line_object "$raw"
	[ "$output" = "object
object
object
object
object
object" ]
	# jq -r gives each name back, U+FFFD for the byte that is no UTF-8.
	run -0 json_of "$raw" -j '.file + "/"'
	[ "$output" = $'a"b/c\\d/t\tab/n\nl/é/x\xef\xbf\xbdy/' ]
	run -0 json_of "$raw" -e .
}

@test "--json: file names of move streams are escaped too, and every line is one object" {
	need jq
	cd "$BATS_TEST_TMPDIR"
	f=$'q"\\\x01\xff\xc3\xa9'
	printf '0 0 1\nbad\n' >"$f"
	run -1 --separate-stderr ttt --json "$f"
	[ "$stderr" = "ttt: $f:2: $MALFORMED" ]
	[ "$output" = '{"file":"q\"\\\u0001\ufffdé","line":1,"game":1,"move":1,"row":0,"col":0,"player":1,"result":0}
{"file":"q\"\\\u0001\ufffdé","line":2,"game":1,"move":null,"row":null,"col":null,"player":null,"result":"Invalid","reason":"malformed move: expected ROW COL PLAYER"}' ]
	raw=$output
	run -0 json_of "$raw" -e . 
	run -0 json_of "$raw" -j '.file'
	[ "$output" = $'q"\\\x01\xef\xbf\xbd\xc3\xa9q"\\\x01\xef\xbf\xbd\xc3\xa9' ]
}

@test "--json: invalid UTF-8 (overlong, surrogate, cut short, 0xf5) becomes U+FFFD byte by byte" {
	need jq
	cd "$BATS_TEST_TMPDIR"
	f=$'\xc0\x80-\xed\xa0\x80-\xf5-\xe2\x82'
	printf 'XXX\nOO.\n...\n' >"$f"
	run -0 --separate-stderr ttt --json "$f"
	[ "$stderr" = "" ]
	[ "$output" = '{"file":"\ufffd\ufffd-\ufffd\ufffd\ufffd-\ufffd-\ufffd\ufffd","line":1,"size":3,"verdict":"X","lines":[{"kind":"row","index":0}],"x":3,"o":2,"next":null}' ]
	run -0 each_line_object "$output"
	[ "$output" = "object" ]
}

@test "--json: standard input is named (standard input)" {
	need jq
	run -0 --separate-stderr sh -c "printf 'X\n' | ttt --json - | jq -r .file"
	[ "$output" = "$SIN" ]
	[ "$stderr" = "" ]
}

@test "--json: one valid JSON object per plain result line on a mixed stream" {
	need jq
	cd "$BATS_TEST_TMPDIR"
	put b "$WINS\n$INVALIDS"
	put m "$MOVES\n$SEED"
	run -1 --separate-stderr ttt -h b m
	plain=$output
	nplain=$(printf '%s\n' "$plain" | wc -l)
	[ "$nplain" -eq 48 ]
	run -1 --separate-stderr ttt --json -h b m
	json=$output
	[ "$(printf '%s\n' "$json" | wc -l)" -eq "$nplain" ]
	run -0 each_line_object "$json"
	[ "$output" = "$(yes object | head -n "$nplain")" ]
	# and in the same order: the verdicts and results are the plain lines
	run -0 json_of "$json" -r '.verdict // .result'
	[ "$output" = "$plain" ]
}

@test "--json with several files and no -h: each line is still one JSON object" {
	# -H is refused with --json because each object names its file; the
	# FILE: prefix that several files imply would make a line no JSON.
	cd "$BATS_TEST_TMPDIR"
	put b 'XXX\nOO.\n...\n'
	put m '0 0 1\n'
	run -0 --separate-stderr ttt --json b m
	[ "$stderr" = "" ]
	[ "$output" = '{"file":"b","line":1,"size":3,"verdict":"X","lines":[{"kind":"row","index":0}],"x":3,"o":2,"next":null}
{"file":"m","line":1,"game":1,"move":1,"row":0,"col":0,"player":1,"result":0}' ]
}

# --show

@test "--show: the seed game, one picture after each move" {
	put m "$SEED"
	run -0 --separate-stderr with_end ttt --show "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
|X| | |
| | | |
| | | |

0
|X| |O|
| | | |
| | | |

0
|X| |O|
| | | |
| | |X|

0
|X| |O|
| |O| |
| | |X|

0
|X| |O|
| |O| |
|X| |X|

0
|X| |O|
|O|O| |
|X| |X|

1
|X| |O|
|O|O| |
|X|X|X|

<end>" ]
	[ "$stderr" = "" ]
}

@test "--show --explain: the seed game's last picture follows its reason" {
	put m "$SEED"
	run -0 --separate-stderr with_end sh -c 'ttt --show --explain "$1" | tail -n 5' _ "$BATS_TEST_TMPDIR/m"
	[ "$output" = "1	row 2
|X| |O|
|O|O| |
|X|X|X|

<end>" ]
	[ "$stderr" = "" ]
}

@test "--show: boards as read, normalised; short rows padded, long rows in full, other bytes ?" {
	put b 'x.O\n o\nX\n\nXO.\n.\n\nX.\tZ\n..\n\nxX\n'
	run -1 --separate-stderr with_end ttt --show "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending
|X| |O|
| |O| |
|X| | |

Invalid
|X|O| |
| | |

Invalid
|X| |?|?|
| | |

Invalid
|X|X|

<end>" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:5: row 0 is longer than the board (2)
ttt: $BATS_TEST_TMPDIR/b:8: bad byte 0x09 at row 0, column 2
ttt: $BATS_TEST_TMPDIR/b:11: row 0 is longer than the board (1)" ]
}

@test "--show: a board of spaces and a comment inside a board" {
	put b '   \n# not a row\n X \n   \n'
	run -0 --separate-stderr with_end ttt --show -b "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending
| | | |
| |X| |
| | | |

<end>" ]
	[ "$stderr" = "" ]
}

@test "--show: a rejected move draws the board unchanged; malformed lines and bad headers draw nothing" {
	put m '2\n0 0 1\nfoo\n0\n0 0 2\n5 0 1\n\n1 1 2\n3\n1 1 2\n'
	run -1 --separate-stderr with_end ttt --show "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
|X| |
| | |

Invalid
Invalid
Invalid
|X| |
| | |

Invalid
|X| |
| | |

0
| | |
| |O|

0
| | | |
| |O| |
| | | |

<end>" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:3: $MALFORMED
ttt: $BATS_TEST_TMPDIR/m:4: board size must be at least 1
ttt: $BATS_TEST_TMPDIR/m:5: cell 0 0 is taken
ttt: $BATS_TEST_TMPDIR/m:6: row is off the board (size 2)" ]
}

@test "--show: a rejected move as the first line of a game draws the empty board" {
	put m '1\n0 1 1\n0 0 2\n'
	run -1 --separate-stderr with_end ttt --show "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid
| |

2
|O|

<end>" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:2: column is off the board (size 1)" ]
}

@test "--show -H: results are prefixed, picture lines are not" {
	cd "$BATS_TEST_TMPDIR"
	put b 'XXX\nOO.\n...\n'
	put m '0 0 1\n'
	run -0 --separate-stderr with_end ttt --show b m
	[ "$output" = "b:X
|X|X|X|
|O|O| |
| | | |

m:0
|X| | |
| | | |
| | | |

<end>" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr with_end ttt --show --explain -H m
	[ "$output" = "m:0
|X| | |
| | | |
| | | |

<end>" ]
}

@test "--show: a 200x200 board and a game after a 200 header are drawn in full" {
	cd "$BATS_TEST_TMPDIR"
	repeat 200 "$(repeat 200 .)\n" >b
	picrow="|$(repeat 200 ' |')"
	{ printf 'Pending\n'; repeat 200 "$picrow\n"; printf '\n'; } >b.want
	run -0 --separate-stderr sh -c 'ttt --show b | cmp - b.want && echo same'
	[ "$output" = "same" ]
	[ "$stderr" = "" ]
	printf '200\n199 199 2\n' >m
	{ printf '0\n'; repeat 199 "$picrow\n"; printf '|%s\n\n' "$(repeat 199 ' |')O|"; } >m.want
	run -0 --separate-stderr sh -c 'ttt --show m | cmp - m.want && echo same'
	[ "$output" = "same" ]
	[ "$stderr" = "" ]
}

@test "--show: a row longer than 200 ends the run with status 2, after the results before it" {
	cd "$BATS_TEST_TMPDIR"
	{ printf 'X\n\n# wide\n'; repeat 201 .; printf '\nX\n'; } >b
	run -2 --separate-stderr ttt --show b
	[ "$output" = "X
|X|" ]
	[ "$stderr" = "ttt: b:4: --show draws boards of at most 200 rows and columns" ]
}

@test "--show: a row longer than the input buffer ends the run too" {
	cd "$BATS_TEST_TMPDIR"
	{ printf 'O\n\n'; repeat 300000 .; printf '\n'; } >b
	run -2 --separate-stderr ttt --show b
	[ "$output" = "O
|O|" ]
	[ "$stderr" = "ttt: b:3: --show draws boards of at most 200 rows and columns" ]
}

@test "--show: a board of 201 rows ends the run, naming its first line" {
	cd "$BATS_TEST_TMPDIR"
	{ printf '\n'; repeat 201 '.\n'; } >b
	run -2 --separate-stderr ttt --show -b b
	[ "$output" = "" ]
	[ "$stderr" = "ttt: b:2: --show draws boards of at most 200 rows and columns" ]
	# and without --show it is an ordinary Pending board
	run -0 --separate-stderr ttt -b b
	[ "$output" = "Pending" ]
	[ "$stderr" = "" ]
}

@test "--show: a header over 200 ends the run, naming the header's line" {
	cd "$BATS_TEST_TMPDIR"
	put m '0 0 1\n201\n0 0 1\n'
	run -2 --separate-stderr ttt --show m
	[ "$output" = "0
|X| | |
| | | |
| | | |" ]
	[ "$stderr" = "ttt: m:2: --show draws boards of at most 200 rows and columns" ]
	# without --show it is an ordinary game
	run -0 --separate-stderr ttt m
	[ "$output" = "0
0" ]
}

@test "--show: a header over 200 ends the run even with no move after it" {
	# as -n 201 is refused at once, and as ttt(1) says: "a larger header
	# or board ends ttt with status 2"
	put m '0 0 1\n201\n'
	run -2 --separate-stderr ttt --show "$BATS_TEST_TMPDIR/m"
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:2: --show draws boards of at most 200 rows and columns" ]
}

@test "--show -n 201 is a usage error; -n 200 is not" {
	run -2 --separate-stderr ttt --show -n 201
	[ "$output" = "" ]
	[ "$stderr" = "ttt: --show draws boards of at most 200 rows and columns, not 201
$USAGE" ]
	run -2 --separate-stderr ttt -n 201 --show /dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: --show draws boards of at most 200 rows and columns, not 201
$USAGE" ]
	run -0 --separate-stderr ttt -n 200 --show /dev/null
	[ "$output" = "" ]
	[ "$stderr" = "" ]
}

# Combinations

@test "--explain with --json, either way round, is a usage error" {
	run -2 --separate-stderr ttt --explain --json /dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: --explain and --json do not go together
$USAGE" ]
	run -2 --separate-stderr ttt --json --explain /dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: --explain and --json do not go together
$USAGE" ]
}

@test "--json with --show, either way round, is a usage error" {
	run -2 --separate-stderr ttt --json --show /dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: --json and --show do not go together
$USAGE" ]
	run -2 --separate-stderr ttt --show --json /dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: --json and --show do not go together
$USAGE" ]
}

@test "--json with -H, either way round, is a usage error" {
	run -2 --separate-stderr ttt --json -H /dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: --json and -H do not go together: each object has its file
$USAGE" ]
	run -2 --separate-stderr ttt --with-filename --json /dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: --json and -H do not go together: each object has its file
$USAGE" ]
}

@test "--help lists the three options" {
	run -0 --separate-stderr sh -c 'ttt --help | grep -E -- "^ +--(explain|json|show) "'
	[ "$output" = "      --explain        add a tab and the reason to each result
      --json           print each result as a JSON object (JSON Lines)
      --show           draw the board after each result" ]
	[ "$stderr" = "" ]
}

@test "-q prints nothing with --explain, --json or --show; the status still tells" {
	cd "$BATS_TEST_TMPDIR"
	put b 'XXX\nOO.\n...\n\nXXX\nXXX\nOOO\n'
	put m "$SEED"
	for o in --explain --json --show; do
		run -1 --separate-stderr ttt -q "$o" b m
		[ "$output" = "" ]
		[ "$stderr" = "ttt: b:5: X and O counts differ by more than one (X 6, O 3)" ]
		run -0 --separate-stderr ttt "$o" m -q
		[ "$output" = "" ]
		[ "$stderr" = "" ]
	done
	run -0 --separate-stderr ttt -q --show --explain m
	[ "$output" = "" ]
	[ "$stderr" = "" ]
}

@test "-q --show: an over-wide board still ends the run with status 2" {
	cd "$BATS_TEST_TMPDIR"
	{ repeat 201 X; printf '\n'; } >b
	run -2 --separate-stderr ttt -q --show b
	[ "$output" = "" ]
	[ "$stderr" = "ttt: b:1: --show draws boards of at most 200 rows and columns" ]
}

@test "--line-buffered --json: a producer that stays open gets its line at once" {
	cd "$BATS_TEST_TMPDIR"
	mkfifo in out
	# The producer writes one move, then waits for ttt's answer before it
	# closes its end (read -t only guards against a hang: a late answer
	# reads TIMEOUT).
	run -0 --separate-stderr bash -c '
		ttt --json --line-buffered in >out &
		exec 4<out 3>in
		printf "0 0 1\n" >&3
		IFS= read -r -t 30 line <&4 || line=TIMEOUT
		echo "$line"
		exec 3>&-
		cat <&4
		wait $!
	'
	[ "$output" = '{"file":"in","line":1,"game":1,"move":1,"row":0,"col":0,"player":1,"result":0}' ]
	[ "$stderr" = "" ]
}

@test "--line-buffered --explain --show: a board gets its verdict and picture before the input ends" {
	cd "$BATS_TEST_TMPDIR"
	mkfifo in out
	run -0 --separate-stderr bash -c '
		ttt --explain --show --line-buffered in >out &
		exec 4<out 3>in
		printf "XXX\nOO.\n...\n\n" >&3
		for i in 1 2 3 4 5; do
			IFS= read -r -t 30 line <&4 || line=TIMEOUT
			echo "$line"
		done
		exec 3>&-
		cat <&4
		wait $!
	'
	[ "$output" = "X	row 0
|X|X|X|
|O|O| |
| | | |" ]
	[ "$stderr" = "" ]
}
