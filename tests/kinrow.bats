#!/usr/bin/env bats
# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# K in a row (the m,n,k games): -k/--win, --exact, -n ROWSxCOLS, the
# move-stream headers ROWSxCOLS and ROWSxCOLS K, wins in every direction
# and at every edge, broken runs, overlines, K = 1 and K = N against v1,
# rectangular boards, every validity rule with K < N, a slow reference
# judge in awk against random games and boards, and a huge board.

bats_require_minimum_version 1.5.0
load test_helper

SIN='(standard input)'
USAGE='usage: ttt [-abgHhmqrsz] [-c | -L | -l] [-k win] [-n size] [--exact] [--explain | --json] [--first X|O] [--line-buffered] [--nodes N] [--rule rule] [--show] [--solve] [--solve-memory size] [--turn X|O] [file ...]'
APART='X has winning runs that share no cell'

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# grid ROWS COLS MARKS: a ROWS x COLS board of '.', with MARKS, a list
# "r c M r c M ...", put on it.
grid() {
	awk -v R="$1" -v C="$2" -v marks="$3" 'BEGIN {
		n = split(marks, m, " ")
		for (i = 1; i + 2 <= n; i += 3)
			cell[m[i] + 0, m[i + 1] + 0] = m[i + 2]
		for (r = 0; r < R; r++) {
			s = ""
			for (c = 0; c < C; c++)
				s = s (((r, c) in cell) ? cell[r, c] : ".")
			print s
		}
	}'
}

# rep N LINE: LINE N times, one a line (no newline after the last).
rep() {
	local i

	for ((i = 1; i <= $1; i++)); do
		printf '%s' "$2"
		[ "$i" -lt "$1" ] && printf '\n'
	done
	return 0
}

# same FILE VALUE: whether FILE holds VALUE (as $(cat FILE) would give it);
# on a mismatch, the first differences go to stderr for the report.
same() {
	local want

	want=$(cat "$1")
	[ "$2" = "$want" ] && return 0
	diff <(printf '%s\n' "$want") <(printf '%s\n' "$2") | head -20 >&2
	return 1
}

# ---- Options ----

@test "-k 0 is an invalid win length" {
	run -2 --separate-stderr ttt -k 0 </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid win length: '0'"$'\n'"$USAGE" ]
}

@test "-k abc is an invalid win length" {
	run -2 --separate-stderr ttt -k abc </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid win length: 'abc'"$'\n'"$USAGE" ]
}

@test "-k '' is an invalid win length" {
	run -2 --separate-stderr ttt -k '' </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid win length: ''"$'\n'"$USAGE" ]
}

@test "-k -3 and -k +3 are invalid win lengths (digits only)" {
	run -2 --separate-stderr ttt -k -3 </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid win length: '-3'"$'\n'"$USAGE" ]
	run -2 --separate-stderr ttt --win +3 </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid win length: '+3'"$'\n'"$USAGE" ]
}

@test "-n 0x7, 6x0, 6x, x7, 6x7x8 and 6X7 are invalid board sizes" {
	local s

	for s in 0x7 6x0 6x x7 6x7x8 6X7; do
		run -2 --separate-stderr ttt -n "$s" </dev/null
		[ "$output" = "" ]
		[ "$stderr" = "ttt: invalid board size: '$s'"$'\n'"$USAGE" ]
	done
}

@test "--win K works as -k K and --size RxC as -n RxC" {
	put m '5 0 1\n5 1 2\n4 0 1\n5 2 2\n3 0 1\n5 3 2\n2 0 1\n'
	run -0 --separate-stderr ttt --size 6x7 --win 4 m
	[ "$output" = $'0\n0\n0\n0\n0\n0\n1' ]
	[ "$stderr" = "" ]
}

@test "the last -k wins" {
	put m '0 0 1\n1 0 2\n0 1 1\n'
	run -0 --separate-stderr ttt -n 5 -k 1 -k 2 m
	[ "$output" = $'0\n0\n1' ]
	[ "$stderr" = "" ]
}

@test "-n 6x7 then -n 3 is a plain 3x3 game again (the last -n wins)" {
	put m '0 0 1\n0 1 1\n0 2 1\n0 3 1\n'
	run -1 --separate-stderr ttt -n 6x7 -n 3 --explain <m
	[ "$output" = $'0\n0\n1\trow 0\nInvalid\tcolumn is off the board (size 3)' ]
	[ "$stderr" = "ttt: $SIN:4: column is off the board (size 3)" ]
}

# ---- Gomoku: five in a row on 15 x 15 ----

# One case a line: "R0 C0 R1 C1 OR OC": X's five run from (R0, C0) to
# (R1, C1), which is also the run --explain names; O's four marks are X's
# first four shifted by (OR, OC), on no X and with no five of O's.  Rows,
# columns, diagonals and anti-diagonals, in the middle, along every edge
# and into every corner.
GOMOKU='7 5 7 9 1 0
5 7 9 7 0 1
5 5 9 9 0 1
5 9 9 5 0 1
0 10 0 14 1 0
14 0 14 4 -1 0
10 0 14 0 0 1
0 14 4 14 0 -1
0 0 4 4 0 1
10 10 14 14 0 -1
0 14 4 10 0 -1
10 4 14 0 0 1
0 0 0 4 1 0
14 10 14 14 -1 0
0 0 4 0 0 1
10 14 14 14 0 -1
0 7 4 11 0 1
7 0 11 4 0 1
3 14 7 10 0 -1
10 12 14 8 0 -1'

# five R0 C0 R1 C1 OR OC: the marks "r c M ..." of a GOMOKU case, X's five
# first, then O's four.
five() {
	awk -v r0="$1" -v c0="$2" -v r1="$3" -v c1="$4" -v or="$5" -v oc="$6" '
	BEGIN {
		dr = (r1 - r0) / 4
		dc = (c1 - c0) / 4
		for (i = 0; i < 5; i++)
			printf "%d %d X ", r0 + i * dr, c0 + i * dc
		for (i = 0; i < 4; i++)
			printf "%d %d O ", r0 + i * dr + or, c0 + i * dc + oc
	}'
}

# five_moves R0 C0 R1 C1 OR OC LAST: the game of a GOMOKU case: X plays its
# five with the cell LAST (0 to 4) last, O its four in between.
five_moves() {
	awk -v r0="$1" -v c0="$2" -v r1="$3" -v c1="$4" -v or="$5" \
	    -v oc="$6" -v last="$7" 'BEGIN {
		dr = (r1 - r0) / 4
		dc = (c1 - c0) / 4
		n = 0
		for (i = 0; i < 5; i++)
			if (i != last)
				x[n++] = i
		x[4] = last
		for (i = 0; i < 5; i++) {
			print r0 + x[i] * dr, c0 + x[i] * dc, 1
			if (i < 4)
				print r0 + i * dr + or, c0 + i * dc + oc, 2
		}
	}'
}

@test "gomoku boards: five in a row wins in every direction, at every edge and corner" {
	local r0 c0 r1 c1 or oc want=''

	: >b
	while read -r r0 c0 r1 c1 or oc; do
		grid 15 15 "$(five "$r0" "$c0" "$r1" "$c1" "$or" "$oc")" >>b
		echo >>b
		want+="X	run $r0 $c0 to $r1 $c1"$'\n'
	done <<<"$GOMOKU"
	run -0 --separate-stderr ttt -k 5 --explain b
	[ "$output" = "${want%$'\n'}" ]
	[ "$stderr" = "" ]
}

@test "gomoku boards: the same with O's marks and X's swapped give O" {
	local r0 c0 r1 c1 or oc want=''

	: >b
	while read -r r0 c0 r1 c1 or oc; do
		grid 15 15 "$(five "$r0" "$c0" "$r1" "$c1" "$or" "$oc")" |
		    tr XO OX >>b
		echo >>b
		want+="O	run $r0 $c0 to $r1 $c1"$'\n'
	done <<<"$GOMOKU"
	run -0 --separate-stderr ttt -k 5 --explain b
	[ "$output" = "${want%$'\n'}" ]
	[ "$stderr" = "" ]
}

@test "gomoku boards: four of the five (the last one left out) are Pending" {
	local r0 c0 r1 c1 or oc want=''

	: >b
	while read -r r0 c0 r1 c1 or oc; do
		grid 15 15 "$(five "$r0" "$c0" "$r1" "$c1" "$or" "$oc" |
		    cut -d' ' -f4-)" >>b
		echo >>b
		want+=$'Pending\tX or O to move\n'
	done <<<"$GOMOKU"
	run -0 --separate-stderr ttt -k 5 --explain b
	[ "$output" = "${want%$'\n'}" ]
	[ "$stderr" = "" ]
}

@test "gomoku moves: the fifth mark wins in every direction, at every edge and corner, whichever of the five comes last" {
	local r0 c0 r1 c1 or oc last want=''

	: >m
	for last in 2 0 4 1; do
		while read -r r0 c0 r1 c1 or oc; do
			five_moves "$r0" "$c0" "$r1" "$c1" "$or" "$oc" "$last" >>m
			echo >>m
			want+=$'0\n0\n0\n0\n0\n0\n0\n0\n'
			want+="1	run $r0 $c0 to $r1 $c1"$'\n'
		done <<<"$GOMOKU"
	done
	run -0 --separate-stderr ttt -n 15 -k 5 --explain m
	[ "$output" = "${want%$'\n'}" ]
	[ "$stderr" = "" ]
}

@test "gomoku moves: with O's moves first and the players swapped, O wins" {
	local r0 c0 r1 c1 or oc want=''

	: >m
	while read -r r0 c0 r1 c1 or oc; do
		five_moves "$r0" "$c0" "$r1" "$c1" "$or" "$oc" 3 |
		    awk '{ print $1, $2, 3 - $3 }' >>m
		echo >>m
		want+=$'0\n0\n0\n0\n0\n0\n0\n0\n'
		want+="2	run $r0 $c0 to $r1 $c1"$'\n'
	done <<<"$GOMOKU"
	run -0 --separate-stderr ttt -n 15 -k 5 --explain m
	[ "$output" = "${want%$'\n'}" ]
	[ "$stderr" = "" ]
}

@test "a gomoku board drawn by hand: a diagonal five away from both main diagonals" {
	put b '...............\n...............\n...............\n....X..........\n.....X.........\n......X...O....\n.......X..O....\n........X.O....\n..........O....\n...............\n...............\n...............\n...............\n...............\n...............\n'
	run -0 --separate-stderr ttt -k 5 --explain b
	[ "$output" = $'X\trun 3 4 to 7 8' ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -k 5 --json b
	[ "$output" = '{"file":"b","line":1,"size":15,"verdict":"X","lines":[{"kind":"run","from":[3,4],"to":[7,8]}],"x":5,"o":4,"next":null}' ]
	[ "$stderr" = "" ]
}

@test "the same board without -k is Pending: v1 wants a full line" {
	put b '...............\n...............\n...............\n....X..........\n.....X.........\n......X...O....\n.......X..O....\n........X.O....\n..........O....\n...............\n...............\n...............\n...............\n...............\n...............\n'
	run -0 --separate-stderr ttt --explain b
	[ "$output" = $'Pending\tO to move' ]
	[ "$stderr" = "" ]
}

@test "gomoku moves: --json names the winning run" {
	put m '15\n3 4 1\n5 10 2\n4 5 1\n6 10 2\n5 6 1\n7 10 2\n6 7 1\n8 10 2\n7 8 1\n'
	run -0 --separate-stderr ttt -k 5 --json m
	[ "${lines[7]}" = '{"file":"m","line":9,"game":1,"move":8,"row":8,"col":10,"player":2,"result":0}' ]
	[ "${lines[8]}" = '{"file":"m","line":10,"game":1,"move":9,"row":7,"col":8,"player":1,"result":1,"lines":[{"kind":"run","from":[3,4],"to":[7,8]}]}' ]
	[ "${#lines[@]}" -eq 9 ]
	[ "$stderr" = "" ]
}

# ---- Runs broken by the other player or by an empty cell ----

@test "gomoku boards: four and one, apart by an O or a gap, in every direction, do not win" {
	{
		# row: XXXXOX
		grid 15 15 '7 0 X 7 1 X 7 2 X 7 3 X 7 5 X 7 4 O 0 0 O 0 2 O 0 4 O'
		echo
		# row: XXXX.X
		grid 15 15 '7 0 X 7 1 X 7 2 X 7 3 X 7 5 X 0 0 O 0 2 O 0 4 O 0 6 O'
		echo
		# diagonal: X X X X O X
		grid 15 15 '0 0 X 1 1 X 2 2 X 3 3 X 5 5 X 4 4 O 0 10 O 0 12 O 0 14 O'
		echo
		# anti-diagonal: X X X X . X
		grid 15 15 '2 12 X 3 11 X 4 10 X 5 9 X 7 7 X 10 0 O 10 2 O 10 4 O 10 6 O'
		echo
		# column: X . X X X X
		grid 15 15 '9 14 X 11 14 X 12 14 X 13 14 X 14 14 X 10 14 O 0 0 O 0 2 O 0 4 O'
		echo
		# column: XX.XX.X, five marks in seven cells, O as many
		grid 15 15 '0 3 X 1 3 X 3 3 X 4 3 X 6 3 X 9 9 O 9 11 O 9 13 O 11 9 O 11 11 O'
	} >b
	run -0 --separate-stderr ttt -k 5 --explain b
	[ "$output" = "$(rep 5 $'Pending\tO to move')"$'\nPending\tX or O to move' ]
	[ "$stderr" = "" ]
}

@test "gomoku moves: four and one with an O between do not win, nor after O's move" {
	# X: 7 0..3 and 7 5 with O's 7 4 between them; then a column 4+gap+1.
	put m '7 0 1\n7 4 2\n7 1 1\n0 0 2\n7 2 1\n0 2 2\n7 3 1\n0 4 2\n7 5 1\n0 6 2\n9 9 1\n0 8 2\n10 9 1\n0 10 2\n11 9 1\n0 12 2\n12 9 1\n1 1 2\n14 9 1\n13 9 2\n'
	run -0 --separate-stderr ttt -n 15 -k 5 m
	[ "$output" = "$(rep 20 0)" ]
	[ "$stderr" = "" ]
}

# ---- Overlines and --exact ----

# X has 7 3, 7 4 and 7 6..8, then 7 5 makes six in a row; after it X
# plays 6 5, 5 5, 4 5, 3 5: a column of exactly five down to 7 5.
OVERLINE='7 3 1\n0 0 2\n7 4 1\n0 2 2\n7 6 1\n0 4 2\n7 7 1\n0 6 2\n7 8 1\n0 8 2\n7 5 1\n1 1 2\n6 5 1\n1 3 2\n5 5 1\n1 7 2\n4 5 1\n1 9 2\n3 5 1\n'

@test "a move that makes six in a row wins gomoku (freestyle)" {
	put m "$OVERLINE"
	run -1 --separate-stderr ttt -n 15 -k 5 --explain m
	[ "$output" = "$(rep 10 0)"$'\n1\trun 7 3 to 7 8\n'"$(rep 8 $'Invalid\tthe game is already won')" ]
	[ "$stderr" = "$(for i in $(seq 12 19); do echo "ttt: m:$i: the game is already won"; done)" ]
}

@test "with --exact the move that makes six in a row prints 0, and exactly five later wins" {
	put m "$OVERLINE"
	run -0 --separate-stderr ttt -n 15 -k 5 --exact --explain m
	[ "$output" = "$(rep 18 0)"$'\n1\trun 3 5 to 7 5' ]
	[ "$stderr" = "" ]
}

@test "with --exact extending an overline of six to seven and eight does not win" {
	put m '7 3 1\n0 0 2\n7 4 1\n0 2 2\n7 6 1\n0 4 2\n7 7 1\n0 6 2\n7 8 1\n0 8 2\n7 5 1\n0 10 2\n7 9 1\n0 12 2\n7 2 1\n'
	run -0 --separate-stderr ttt -n 15 -k 5 --exact --explain m
	[ "$output" = "$(rep 15 0)" ]
	[ "$stderr" = "" ]
}

@test "with --exact the fifth mark of a run still wins" {
	put m '7 3 1\n0 0 2\n7 4 1\n0 2 2\n7 5 1\n0 4 2\n7 6 1\n0 6 2\n7 7 1\n'
	run -0 --separate-stderr ttt -n 15 -k 5 --exact --explain m
	[ "$output" = $'0\n0\n0\n0\n0\n0\n0\n0\n1\trun 7 3 to 7 7' ]
	[ "$stderr" = "" ]
}

@test "with --exact a move joining two runs into seven does not win, one making five across does" {
	# X: 7 1..3 and 7 5..7; 7 4 joins them into seven, and makes the
	# column 3..7 of column 4 exactly five.
	put m '7 1 1\n0 0 2\n7 2 1\n0 2 2\n7 3 1\n0 4 2\n7 5 1\n0 6 2\n7 6 1\n0 8 2\n7 7 1\n0 10 2\n3 4 1\n0 12 2\n4 4 1\n0 14 2\n5 4 1\n1 1 2\n6 4 1\n1 3 2\n7 4 1\n'
	run -0 --separate-stderr ttt -n 15 -k 5 --exact --explain m
	[ "$output" = "$(rep 20 0)"$'\n1\trun 3 4 to 7 4' ]
	[ "$stderr" = "" ]
	# Without --exact the row of seven wins first (rows come first).
	run -0 --separate-stderr ttt -n 15 -k 5 --explain m
	[ "$output" = "$(rep 20 0)"$'\n1\trun 7 1 to 7 7' ]
	[ "$stderr" = "" ]
}

@test "a board with six in a row is X freestyle and Pending with --exact" {
	grid 15 15 '7 3 X 7 4 X 7 5 X 7 6 X 7 7 X 7 8 X 0 0 O 0 2 O 0 4 O 0 6 O 0 8 O' >b
	run -0 --separate-stderr ttt -k 5 --explain b
	[ "$output" = $'X\trun 7 3 to 7 8' ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -k 5 --exact --explain b
	[ "$output" = $'Pending\tO to move' ]
	[ "$stderr" = "" ]
}

@test "a board with a run of ten (2K) is Invalid freestyle and Pending with --exact" {
	grid 15 15 '7 2 X 7 3 X 7 4 X 7 5 X 7 6 X 7 7 X 7 8 X 7 9 X 7 10 X 7 11 X 0 0 O 0 2 O 0 4 O 0 6 O 0 8 O 0 10 O 0 12 O 0 14 O 14 0 O' >b
	run -1 --separate-stderr ttt -k 5 --explain b
	[ "$output" = "Invalid	$APART" ]
	[ "$stderr" = "ttt: b:1: $APART" ]
	run -0 --separate-stderr ttt -k 5 --exact --explain b
	[ "$output" = $'Pending\tO to move' ]
	[ "$stderr" = "" ]
}

@test "with --exact a board with an overline and a separate five is won by the five" {
	grid 15 15 '0 0 X 0 1 X 0 2 X 0 3 X 0 4 X 0 5 X 9 9 X 10 10 X 11 11 X 12 12 X 13 13 X 14 0 O 14 2 O 14 4 O 14 6 O 14 8 O 14 10 O 12 0 O 12 2 O 12 4 O 12 6 O' >b
	run -0 --separate-stderr ttt -k 5 --exact --explain b
	[ "$output" = $'X\trun 9 9 to 13 13' ]
	[ "$stderr" = "" ]
	# Freestyle, the six and the five share no cell.
	run -1 --separate-stderr ttt -k 5 --explain b
	[ "$output" = "Invalid	$APART" ]
	[ "$stderr" = "ttt: b:1: $APART" ]
}

# ---- K = 1 ----

@test "K = 1 boards: one mark wins, the empty board is Pending, two marks are Invalid" {
	put b '...\n...\n...\n\n...\n.X.\n...\n\n..\nO.\n\nX..\n..O\n...\n\nX.X\n...\n...\n'
	run -1 --separate-stderr ttt -k 1 --explain b
	[ "$output" = $'Pending\tX or O to move\nX\trun 1 1 to 1 1\nO\trun 1 0 to 1 0\nInvalid\tboth X and O have a winning run\nInvalid\tX and O counts differ by more than one (X 2, O 0)' ]
	[ "$stderr" = $'ttt: b:12: both X and O have a winning run\nttt: b:16: X and O counts differ by more than one (X 2, O 0)' ]
}

@test "K = 1 boards: with --first O a lone X is Invalid" {
	put b '.X.\n...\n...\n'
	run -1 --separate-stderr ttt -k 1 --first O --explain b
	[ "$output" = $'Invalid\tX has more marks than O, but O moves first' ]
	[ "$stderr" = 'ttt: b:1: X has more marks than O, but O moves first' ]
}

@test "K = 1 moves: the first mark wins and the game is over" {
	put m '2 2 1\n0 0 2\n\n0 0 2\n1 1 1\n'
	run -1 --separate-stderr ttt -k 1 --explain m
	[ "$output" = $'1\trun 2 2 to 2 2\nInvalid\tthe game is already won\n2\trun 0 0 to 0 0\nInvalid\tthe game is already won' ]
	[ "$stderr" = $'ttt: m:2: the game is already won\nttt: m:5: the game is already won' ]
}

@test "K = 1 on a 1x1 board gives v1's results" {
	put m '0 0 1\n0 0 2\n\n0 0 2\n1 0 1\n0 1 1\n\n0 0 3\n0 0 1\n'
	run -1 --separate-stderr ttt -n 1 m
	local out=$output err=$stderr
	[ "$out" = $'1\nInvalid\n2\nInvalid\nInvalid\nInvalid\n1' ]
	run -1 --separate-stderr ttt -n 1 -k 1 m
	[ "$output" = "$out" ]
	[ "$stderr" = "$err" ]
	put b 'X\n\n.\n\nO\n\nx\n'
	run -0 --separate-stderr ttt -b b
	out=$output
	[ "$out" = $'X\nPending\nO\nX' ]
	run -0 --separate-stderr ttt -b -k 1 b
	[ "$output" = "$out" ]
	[ "$stderr" = "" ]
}

# ---- K = N against v1 ----

# rand_boards SEED COUNT RMIN RMAX COLS K [EXACT]: COUNT random boards of
# RMIN to RMAX rows and COLS columns (0: as many as rows), each the position
# after random moves of players taking turns (now and then one moves
# twice): most stop at the first K in a row (exactly K with EXACT), some
# play on past it, some stop at random; K 0 means K = the number of rows.
# Trailing empty cells are dropped from some rows, which the judge pads.
rand_boards() {
	awk -v seed="$1" -v count="$2" -v rmin="$3" -v rmax="$4" \
	    -v cols="$5" -v k="$6" -v exact="${7:-0}" '
	function won(r, c, p,    d, n, rr, cc) {
		for (d = 0; d < 4; d++) {
			n = 1
			rr = r + DR[d]
			cc = c + DC[d]
			while (rr >= 0 && rr < R && cc >= 0 && cc < C &&
			    cell[rr, cc] == p) {
				n++
				rr += DR[d]
				cc += DC[d]
			}
			rr = r - DR[d]
			cc = c - DC[d]
			while (rr >= 0 && rr < R && cc >= 0 && cc < C &&
			    cell[rr, cc] == p) {
				n++
				rr -= DR[d]
				cc -= DC[d]
			}
			if (exact ? n == K : n >= K)
				return 1
		}
		return 0
	}
	BEGIN {
		DR[0] = 0; DC[0] = 1; DR[1] = 1; DC[1] = 0
		DR[2] = 1; DC[2] = 1; DR[3] = 1; DC[3] = -1
		srand(seed)
		for (b = 0; b < count; b++) {
			split("", cell)
			R = rmin + int(rand() * (rmax - rmin + 1))
			C = cols ? cols : R
			K = k ? k : R
			u = rand()
			m = u < 0.3 ? int(rand() * (R * C + 1)) : R * C
			on = u < 0.6 ? 0 : int(rand() * 5)
			p = rand() < 0.5 ? "X" : "O"
			for (i = 0; i < m; i++) {
				do {
					r = int(rand() * R)
					c = int(rand() * C)
				} while (cell[r, c] != "")
				cell[r, c] = p
				if (won(r, c, p) && on-- <= 0)
					break
				if (rand() < 0.98)
					p = p == "X" ? "O" : "X"
			}
			for (r = 0; r < R; r++) {
				s = ""
				for (c = 0; c < C; c++)
					s = s (cell[r, c] != "" ? cell[r, c] : ".")
				if (rand() < 0.2)
					sub(/\.+$/, "", s)
				print s == "" ? "." : s
			}
			print ""
		}
	}'
}

# rand_games SEED COUNT N: COUNT random games on an N x N board, separated
# by empty lines; some moves are off the board, on a taken cell, of
# player 3 or the same player twice.
rand_games() {
	awk -v seed="$1" -v count="$2" -v n="$3" 'BEGIN {
		srand(seed)
		for (g = 0; g < count; g++) {
			split("", taken)
			m = 1 + int(rand() * (n * n + 3))
			p = 1 + int(rand() * 2)
			for (i = 0; i < m; i++) {
				u = rand()
				r = int(rand() * n)
				c = int(rand() * n)
				if (u < 0.05)
					r += n
				else if (u < 0.1)
					c += n
				q = u > 0.97 ? 3 : p
				taken[r, c] = 1
				print r, c, q
				if (rand() < 0.9)
					p = 3 - p
			}
			print ""
		}
	}'
}

@test "-k N on N x N boards gives v1's verdicts, N from 1 to 6" {
	local n out err st

	for n in 1 2 3 4 5 6; do
		rand_boards "$n" 300 "$n" "$n" 0 0 >b
		for first in '' --first=X --first=O; do
			run --separate-stderr ttt -b $first b
			out=$output err=$stderr st=$status
			[ "$st" -le 1 ]
			run --separate-stderr ttt -b -k "$n" $first b
			[ "$status" -eq "$st" ]
			[ "$output" = "$out" ]
			[ "$stderr" = "$(sed 's/full lines/winning runs/; s/a full line/a winning run/' <<<"$err")" ]
		done
	done
	# The boards did show every verdict and most reasons.
	rand_boards 4 300 4 4 0 0 >b
	run -1 --separate-stderr ttt -b -k 4 --explain b
	[ "$(cut -f1 <<<"$output" | sort -u)" = $'Draw\nInvalid\nO\nPending\nX' ]
	[ "$(cut -f2 <<<"$output" | grep -o 'moved after\|both X\|differ' | sort -u)" = $'both X\ndiffer\nmoved after' ]
}

@test "-k N on N x N boards whose full lines share no cell is Invalid as in v1" {
	# Both diagonals of a 4x4 board; two rows of a 5x5 board.
	put b4 'XOOX\nOXXO\nOXXO\nXOOX\n'
	put b5 'XXXXX\nOOOO.\nXXXXX\nOOOO.\nO....\n'
	run -1 --separate-stderr ttt b4
	[ "$output" = Invalid ]
	[ "$stderr" = 'ttt: b4:1: X has full lines that share no cell' ]
	run -1 --separate-stderr ttt -k 4 b4
	[ "$output" = Invalid ]
	[ "$stderr" = "ttt: b4:1: $APART" ]
	run -1 --separate-stderr ttt b5
	[ "$output" = Invalid ]
	[ "$stderr" = 'ttt: b5:1: X has full lines that share no cell' ]
	run -1 --separate-stderr ttt -k 5 b5
	[ "$output" = Invalid ]
	[ "$stderr" = "ttt: b5:1: $APART" ]
}

@test "-k N on N x N games gives v1's results, N from 1 to 6, with and without -s and --first" {
	local n out err st opts

	for n in 1 2 3 4 5 6; do
		rand_games "$n" 200 "$n" >m
		for opts in '' '-s' '-s --first=O' '--exact'; do
			run --separate-stderr ttt -n "$n" $opts m
			out=$output err=$stderr st=$status
			[ "$st" -eq 1 ]
			run -1 --separate-stderr ttt -n "$n" -k "$n" $opts m
			[ "$output" = "$out" ]
			[ "$stderr" = "$err" ]
		done
	done
}

# ---- Rectangular boards: Connect Four, 6 x 7, four in a row ----

C4_COLUMN='.......\n.......\n...X...\n...XO..\n...XO..\n...XO..\n'
C4_ROW='.......\n.......\n.......\n.......\nX.X....\nOOOOXX.\n'
C4_STAIRS='.......\n.......\n...X...\n..XO...\n.XOO...\nXOOX...\n'
C4_SHORT='.\n.\nX\nXO\nXO\nXO\n'
C4_DRAW='XXOOXXO\nOOXXOOX\nXXOOXXO\nOOXXOOX\nXXOOXXO\nOOXXOOX\n'

@test "6x7 boards with -k 4: a column, a row, a staircase, short rows, a draw" {
	put b "$C4_COLUMN\n$C4_ROW\n$C4_STAIRS\n$C4_SHORT\n$C4_DRAW"
	run -0 --separate-stderr ttt -n 6x7 -k 4 --explain b
	[ "$output" = $'X\trun 2 3 to 5 3\nO\trun 5 0 to 5 3\nX\trun 2 3 to 5 0\nX\trun 2 0 to 5 0\nDraw' ]
	[ "$stderr" = "" ]
}

@test "6x7 boards with -k 4 --json: the size is the string \"6x7\"" {
	put b "$C4_COLUMN\n$C4_DRAW"
	run -0 --separate-stderr ttt -n 6x7 -k 4 --json b
	[ "$output" = '{"file":"b","line":1,"size":"6x7","verdict":"X","lines":[{"kind":"run","from":[2,3],"to":[5,3]}],"x":4,"o":3,"next":null}
{"file":"b","line":8,"size":"6x7","verdict":"Draw","lines":[],"x":21,"o":21,"next":null}' ]
	[ "$stderr" = "" ]
}

@test "-n 6x7 without -k wins with six: four in a column is Pending" {
	put b "$C4_COLUMN\n"'X......\nXO.....\nXO.....\nXO.....\nXO.....\nXO.....\n'
	run -0 --separate-stderr ttt -n 6x7 --explain b
	[ "$output" = $'Pending\tO to move\nX\trun 0 0 to 5 0' ]
	[ "$stderr" = "" ]
}

@test "-n 6x7: a board of 5 or 7 rows, or with a row of 8, is Invalid" {
	put b '.......\n.......\n...X...\n...XO..\n...XO..\n\n.......\n.......\n.......\n...X...\n...XO..\n...XO..\n...XO..\n\n.......\n.......\n.......\n...X....\n...XO..\n...XO..\n\n........\n.......\n.......\n'
	run -1 --separate-stderr ttt -n 6x7 -k 4 --explain b
	[ "$output" = $'Invalid\tthe board has 5 rows, not 6\nInvalid\tthe board has 7 rows, not 6\nInvalid\trow 3 is longer than the board (7)\nInvalid\tthe board has 3 rows, not 6' ]
	[ "$stderr" = $'ttt: b:1: the board has 5 rows, not 6\nttt: b:7: the board has 7 rows, not 6\nttt: b:15: row 3 is longer than the board (7)\nttt: b:22: the board has 3 rows, not 6' ]
}

@test "-n 7x6 (taller than wide) fixes the shape the other way round" {
	put b '......\n......\n......\n...X..\n...XO.\n...XO.\n...XO.\n\n.......\n.......\n.......\n.......\n.......\n.......\n.......\n'
	run -1 --separate-stderr ttt -n 7x6 -k 4 --explain b
	[ "$output" = $'X\trun 3 3 to 6 3\nInvalid\trow 0 is longer than the board (6)' ]
	[ "$stderr" = 'ttt: b:9: row 0 is longer than the board (6)' ]
}

@test "-n 5x5 without -k fixes the shape but keeps v1's full lines" {
	put b 'XXXXX\nOOOO.\n.....\n.....\n.....\n\nXXX\nOO.\n...\n'
	run -1 --separate-stderr ttt -n 5x5 --explain b
	[ "$output" = $'X\trow 0\nInvalid\tthe board has 3 rows, not 5' ]
	[ "$stderr" = 'ttt: b:7: the board has 3 rows, not 5' ]
}

@test "-n N (no x) does not touch board streams, with or without -k" {
	put b 'XXX\nOO.\n...\n'
	run -0 --separate-stderr ttt -n 15 --explain b
	[ "$output" = $'X\trow 0' ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -n 15 -k 3 --explain b
	[ "$output" = $'X\trun 0 0 to 0 2' ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -n 15 -k 5 --explain b
	[ "$output" = $'Pending\tO to move' ]
	[ "$stderr" = "" ]
}

@test "6x7 moves with -k 4: Connect Four in a column, a row and a diagonal" {
	# X drops into column 3 four times.
	# O makes the bottom row 5 3..6; its last move is on the last column.
	# X climbs the stairs 5 0, 4 1, 3 2, 2 3.
	put m '6x7 4\n5 3 1\n5 4 2\n4 3 1\n4 4 2\n3 3 1\n3 4 2\n2 3 1\n\n5 3 2\n4 3 1\n5 4 2\n4 4 1\n5 5 2\n4 5 1\n5 6 2\n\n5 0 1\n5 1 2\n4 1 1\n5 2 2\n4 2 2\n3 2 1\n5 3 1\n4 3 2\n3 3 2\n2 3 1\n'
	run -0 --separate-stderr ttt --explain m
	[ "$output" = $'0\n0\n0\n0\n0\n0\n1\trun 2 3 to 5 3\n0\n0\n0\n0\n0\n0\n2\trun 5 3 to 5 6\n0\n0\n0\n0\n0\n0\n0\n0\n0\n1\trun 2 3 to 5 0' ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -n 6x7 -k 4 --explain m
	[ "$output" = $'0\n0\n0\n0\n0\n0\n1\trun 2 3 to 5 3\n0\n0\n0\n0\n0\n0\n2\trun 5 3 to 5 6\n0\n0\n0\n0\n0\n0\n0\n0\n0\n1\trun 2 3 to 5 0' ]
	[ "$stderr" = "" ]
}

@test "6x7 moves: off-board rows and columns name the size 6x7" {
	put m '5 6 1\n6 0 2\n0 7 2\n6 7 2\n99999999999999999999 0 1\n'
	run -1 --separate-stderr ttt -n 6x7 -k 4 --explain m
	[ "$output" = $'0\nInvalid\trow is off the board (size 6x7)\nInvalid\tcolumn is off the board (size 6x7)\nInvalid\trow is off the board (size 6x7)\nInvalid\trow is off the board (size 6x7)' ]
	[ "$stderr" = $'ttt: m:2: row is off the board (size 6x7)\nttt: m:3: column is off the board (size 6x7)\nttt: m:4: row is off the board (size 6x7)\nttt: m:5: row is off the board (size 6x7)' ]
}

@test "6x7 moves: -s, --first and taken cells as on square boards" {
	put m '5 0 2\n5 0 1\n5 1 1\n5 0 2\n4 0 2\n'
	run -1 --separate-stderr ttt -n 6x7 -k 4 -s --first X --explain m
	[ "$output" = $'Invalid\tplayer 1 must move first\n0\nInvalid\tplayer 1 moved twice in a row\nInvalid\tcell 5 0 is taken\n0' ]
	[ "$stderr" = $'ttt: m:1: player 1 must move first\nttt: m:3: player 1 moved twice in a row\nttt: m:4: cell 5 0 is taken' ]
}

@test "-n 6x7 moves without -k win with six: a row of seven with --exact does not" {
	# X fills row 0 (its last move, 0 5, makes seven); O plays row 2 and 3 0.
	put m '0 0 1\n2 0 2\n0 1 1\n2 1 2\n0 2 1\n2 2 2\n0 3 1\n2 3 2\n0 4 1\n2 4 2\n0 6 1\n3 0 2\n0 5 1\n'
	run -0 --separate-stderr ttt -n 6x7 --explain m
	[ "$output" = "$(rep 12 0)"$'\n1\trun 0 0 to 0 6' ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -n 6x7 --exact --explain m
	[ "$output" = "$(rep 13 0)" ]
	[ "$stderr" = "" ]
}

@test "one-row and one-column boards: 1x9 and 9x1 with K 3" {
	put m '1x9 3\n0 0 1\n0 1 1\n0 3 2\n0 2 1\n\n9x1 3\n4 0 2\n3 0 2\n0 0 1\n5 0 2\n'
	run -0 --separate-stderr ttt --explain m
	[ "$output" = $'0\n0\n0\n1\trun 0 0 to 0 2\n0\n0\n0\n2\trun 3 0 to 5 0' ]
	[ "$stderr" = "" ]
	put b 'X.OXXX..O\nO\n'
	run -1 --separate-stderr ttt -n 1x9 -k 3 --explain b
	[ "$output" = $'Invalid\tthe board has 2 rows, not 1' ]
	put b 'X.OXXX.OO\n'
	run -0 --separate-stderr ttt -n 1x9 -k 3 --explain b
	[ "$output" = $'X\trun 0 3 to 0 5' ]
	[ "$stderr" = "" ]
	# one row where -n asks for more: "1 row", not "1 rows"
	put b 'X.O\n'
	run -1 --separate-stderr ttt -n 2x3 --explain b
	[ "$output" = $'Invalid\tthe board has 1 row, not 2' ]
	[ "$stderr" = "ttt: b:1: the board has 1 row, not 2" ]
}

# ---- K longer than every line ----

@test "with K longer than every line nobody wins: full boards are Draw" {
	put b 'XXX\nOOX\nOXO\n\nXXX\nOO.\n...\n'
	run -0 --separate-stderr ttt -k 4 --explain b
	[ "$output" = $'Draw\nPending\tO to move' ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -n 6x7 -k 8 --explain <<<"$(printf "$C4_COLUMN")"
	[ "$output" = $'Pending\tO to move' ]
	[ "$stderr" = "" ]
}

@test "with K longer than every line no move wins and the board fills up" {
	put m '3x3 4\n0 0 1\n1 0 2\n0 1 1\n1 1 2\n0 2 1\n1 2 2\n2 0 1\n2 1 2\n2 2 1\n'
	run -0 --separate-stderr ttt m
	[ "$output" = "$(rep 9 0)" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -k 99999999999999999999 -m <(tail -n +2 m)
	[ "$output" = "$(rep 9 0)" ]
	[ "$stderr" = "" ]
}

# ---- Move-stream headers ----

# Four games, each under its own header: 3 (v1), 15x15 5, 6x7 4 and 3
# again.  Three in a row does not win the second game; the third is won
# on an anti-diagonal that is no main one; the fourth is won by three, so
# the K of 4 did not carry over.
MIXED='3\n0 0 1\n1 1 2\n0 1 1\n2 2 2\n0 2 1\n15x15 5\n0 0 1\n1 0 2\n0 1 1\n1 1 2\n0 2 1\n1 2 2\n0 3 1\n1 3 2\n0 4 1\n15 0 1\n6x7 4\n5 0 1\n5 1 2\n4 1 1\n5 2 2\n3 2 1\n5 3 2\n2 3 1\n6 0 1\n3\n0 0 1\n0 1 2\n1 1 1\n0 2 2\n2 2 1\n'

@test "mixed headers in one stream: each game is judged by its own rules" {
	put m "$MIXED"
	run -1 --separate-stderr ttt --explain m
	[ "$output" = $'0\n0\n0\n0\n1\trow 0\n0\n0\n0\n0\n0\n0\n0\n0\n1\trun 0 0 to 0 4\nInvalid\trow is off the board (size 15)\n0\n0\n0\n0\n0\n0\n1\trun 2 3 to 5 0\nInvalid\trow is off the board (size 6x7)\n0\n0\n0\n0\n1\tdiagonal' ]
	[ "$stderr" = $'ttt: m:17: row is off the board (size 15)\nttt: m:26: row is off the board (size 6x7)' ]
}

@test "mixed headers with -k 3: a header N takes K from -k, a header with K keeps its own" {
	put m "$MIXED"
	run -1 --separate-stderr ttt -k 3 --explain m
	[ "$output" = $'0\n0\n0\n0\n1\trun 0 0 to 0 2\n0\n0\n0\n0\n0\n0\n0\n0\n1\trun 0 0 to 0 4\nInvalid\trow is off the board (size 15)\n0\n0\n0\n0\n0\n0\n1\trun 2 3 to 5 0\nInvalid\trow is off the board (size 6x7)\n0\n0\n0\n0\n1\trun 0 0 to 2 2' ]
	[ "$stderr" = $'ttt: m:17: row is off the board (size 15)\nttt: m:26: row is off the board (size 6x7)' ]
}

@test "mixed headers --json: games are numbered across the headers" {
	put m "$MIXED"
	run -1 --separate-stderr ttt --json m
	[ "${lines[4]}" = '{"file":"m","line":6,"game":1,"move":5,"row":0,"col":2,"player":1,"result":1,"lines":[{"kind":"row","index":0}]}' ]
	[ "${lines[13]}" = '{"file":"m","line":16,"game":2,"move":9,"row":0,"col":4,"player":1,"result":1,"lines":[{"kind":"run","from":[0,0],"to":[0,4]}]}' ]
	[ "${lines[14]}" = '{"file":"m","line":17,"game":2,"move":10,"row":15,"col":0,"player":1,"result":"Invalid","reason":"row is off the board (size 15)"}' ]
	[ "${lines[21]}" = '{"file":"m","line":25,"game":3,"move":7,"row":2,"col":3,"player":1,"result":1,"lines":[{"kind":"run","from":[2,3],"to":[5,0]}]}' ]
	[ "${lines[27]}" = '{"file":"m","line":32,"game":4,"move":5,"row":2,"col":2,"player":1,"result":1,"lines":[{"kind":"diagonal"}]}' ]
	[ "${#lines[@]}" -eq 28 ]
	[ "$stderr" = $'ttt: m:17: row is off the board (size 15)\nttt: m:26: row is off the board (size 6x7)' ]
}

# X plays column 0 from the top, O column 1, until X has six.
SIX='0 0 1\n0 1 2\n1 0 1\n1 1 2\n2 0 1\n2 1 2\n3 0 1\n3 1 2\n4 0 1\n4 1 2\n5 0 1\n'

@test "a header ROWSxCOLS without K and without -k wins with min(ROWS, COLS)" {
	put m "6x7\n$SIX"
	run -0 --separate-stderr ttt --explain m
	[ "$output" = "$(rep 10 0)"$'\n1\trun 0 0 to 5 0' ]
	[ "$stderr" = "" ]
	put m "9x6\n$SIX"
	run -0 --separate-stderr ttt --explain m
	[ "$output" = "$(rep 10 0)"$'\n1\trun 0 0 to 5 0' ]
	[ "$stderr" = "" ]
}

@test "a header ROWSxCOLS without K takes K from -k" {
	put m "6x7\n$SIX"
	run -1 --separate-stderr ttt -k 4 --explain m
	[ "$output" = $'0\n0\n0\n0\n0\n0\n1\trun 0 0 to 3 0\nInvalid\tthe game is already won\nInvalid\tthe game is already won\nInvalid\tthe game is already won\nInvalid\tthe game is already won' ]
	[ "$stderr" = $'ttt: m:9: the game is already won\nttt: m:10: the game is already won\nttt: m:11: the game is already won\nttt: m:12: the game is already won' ]
}

@test "a header N takes K from -k: four wins a 5x5 game with -k 4" {
	put m '5\n0 0 1\n1 0 2\n0 1 1\n1 1 2\n0 2 1\n1 2 2\n0 3 1\n'
	run -0 --separate-stderr ttt -k 4 --explain m
	[ "$output" = $'0\n0\n0\n0\n0\n0\n1\trun 0 0 to 0 3' ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt --explain m
	[ "$output" = "$(rep 7 0)" ]
	[ "$stderr" = "" ]
}

@test "a header's K overrides -k" {
	put m "6x7 6\n$SIX"
	run -0 --separate-stderr ttt -k 2 --explain m
	[ "$output" = "$(rep 10 0)"$'\n1\trun 0 0 to 5 0' ]
	[ "$stderr" = "" ]
}

@test "a header's rules last over empty lines until the next header" {
	put m '6x7 2\n0 0 1\n0 1 1\n\n5 6 2\n4 5 2\n\n3\n0 0 1\n0 1 1\n'
	run -0 --separate-stderr ttt --explain m
	[ "$output" = $'0\n1\trun 0 0 to 0 1\n0\n2\trun 4 5 to 5 6\n0\n0' ]
	[ "$stderr" = "" ]
}

@test "headers may have blanks around and between their fields" {
	put m ' \t6x7 \t 2 \t\n0 0 1\n0 1 1\n\t2x3\t\n1 2 2\n0 0 1\n1 1 2\n'
	run -0 --separate-stderr ttt --explain m
	[ "$output" = $'0\n1\trun 0 0 to 0 1\n0\n0\n2\trun 1 1 to 1 2' ]
	[ "$stderr" = "" ]
}

@test "headers with leading zeros: 06x007 02" {
	put m '06x007 02\n5 6 1\n4 6 1\n'
	run -0 --separate-stderr ttt --explain m
	[ "$output" = $'0\n1\trun 4 6 to 5 6' ]
	[ "$stderr" = "" ]
}

@test "a header 6x7 0 is rejected and leaves the game under way unchanged" {
	put m '3\n0 0 1\n6x7 0\n0 1 1\n0 2 1\n'
	run -1 --separate-stderr ttt --explain m
	[ "$output" = $'0\nInvalid\twin length must be at least 1\n0\n1\trow 0' ]
	[ "$stderr" = 'ttt: m:3: win length must be at least 1' ]
}

@test "headers 0x7, 6x0 and 0x0 3 are rejected: board size must be at least 1" {
	put m '0x7\n6x0\n0x0 3\n0 0 1\n'
	run -1 --separate-stderr ttt --explain m
	[ "$output" = $'Invalid\tboard size must be at least 1\nInvalid\tboard size must be at least 1\nInvalid\tboard size must be at least 1\n0' ]
	[ "$stderr" = $'ttt: m:1: board size must be at least 1\nttt: m:2: board size must be at least 1\nttt: m:3: board size must be at least 1' ]
}

@test "a header of 2^63 rows or columns is out of range; 2^63-1 is not" {
	put m '9223372036854775808x3 3\n3x9223372036854775808\n3x9223372036854775807 3\n0 9223372036854775806 1\n0 9223372036854775805 1\n0 9223372036854775804 1\n'
	run -1 --separate-stderr ttt --explain m
	[ "$output" = $'Invalid\tboard size is out of range\nInvalid\tboard size is out of range\n0\n0\n1\trun 0 9223372036854775804 to 0 9223372036854775806' ]
	[ "$stderr" = $'ttt: m:1: board size is out of range\nttt: m:2: board size is out of range' ]
}

@test "two numbers 6 7 stay a malformed line and three numbers 6 7 4 stay a move" {
	put m '6 7\n6 7 4\n2 2 1\n'
	run -1 --separate-stderr ttt --explain m
	[ "$output" = $'Invalid\tmalformed move: expected ROW COL PLAYER\nInvalid\trow is off the board (size 3)\n0' ]
	[ "$stderr" = $'ttt: m:1: malformed move: expected ROW COL PLAYER\nttt: m:2: row is off the board (size 3)' ]
}

@test "malformed header-like lines: 6x7 4 1, 6 x7, 6X7, x7, 6x, 6x7x8, 6x7 4x, 6x7 -4" {
	local l

	for l in '6x7 4 1' '6 x7' '6X7' 'x7' '6x' '6x7x8' '6x7 4x' '6x7 -4' '6x7,4' '6xx7'; do
		printf '%s\n0 0 1\n' "$l" >m
		run -1 --separate-stderr ttt -m --explain m
		[ "$output" = $'Invalid\tmalformed move: expected ROW COL PLAYER\n0' ]
		[ "$stderr" = 'ttt: m:1: malformed move: expected ROW COL PLAYER' ]
	done
}

@test "a header's rows and columns are written without blanks inside: 6x 7 is malformed" {
	# "6 x7" is malformed; "6x 7" should be too (-n '6x 7' is refused).
	put m '6x 7\n0 0 1\n'
	run -1 --separate-stderr ttt --explain m
	[ "$output" = $'Invalid\tmalformed move: expected ROW COL PLAYER\n0' ]
	[ "$stderr" = 'ttt: m:1: malformed move: expected ROW COL PLAYER' ]
}

@test "a header K beyond 64 bits is a K no line reaches, as with -k, not a K of 0" {
	# -k 99999999999999999999 is accepted and nobody can win; a header's
	# K of 2^64-1 or more must not read as "win length must be at least 1".
	put m '3x3 18446744073709551615\n0 0 1\n0 1 1\n0 2 1\n3x3 99999999999999999999\n1 0 2\n1 1 2\n1 2 2\n'
	run -0 --separate-stderr ttt --explain m
	[ "$output" = "$(rep 6 0)" ]
	[ "$stderr" = "" ]
}

@test "a file whose first line is a header 6x7 4 is a move stream" {
	put m '6x7 4\n5 0 1\n'
	run -0 --separate-stderr ttt m
	[ "$output" = 0 ]
	[ "$stderr" = "" ]
}

# ---- Validity with K < N: 9 x 9 boards, three in a row ----

# nine XCELLS NO [OCELLS]: a 9x9 board with X on XCELLS ("r c r c ..."),
# and O on OCELLS or, without them, on the first NO of ten cells of rows
# 6 and 8 no two of which touch (so O has no run longer than one).
nine() {
	local o=${3:-'6 0 6 2 6 4 6 6 6 8 8 0 8 2 8 4 8 6 8 8'}

	grid 9 9 "$(awk -v x="$1" -v o="$o" -v no="$2" 'BEGIN {
		n = split(x, a, " ")
		for (i = 1; i < n; i += 2)
			printf "%d %d X ", a[i], a[i + 1]
		n = split(o, a, " ")
		for (i = 1; i < n && (i + 1) / 2 <= no; i += 2)
			printf "%d %d O ", a[i], a[i + 1]
	}')"
}

@test "K < N: X with more than one mark more than O is Invalid" {
	nine '0 0 0 1 0 2' 1 >b
	run -1 --separate-stderr ttt -k 3 --explain b
	[ "$output" = $'Invalid\tX and O counts differ by more than one (X 3, O 1)' ]
	[ "$stderr" = 'ttt: b:1: X and O counts differ by more than one (X 3, O 1)' ]
}

@test "K < N: with --first O, X having more marks is Invalid; without it X wins" {
	nine '0 0 0 1 0 2' 2 >b
	run -1 --separate-stderr ttt -k 3 --first O --explain b
	[ "$output" = $'Invalid\tX has more marks than O, but O moves first' ]
	[ "$stderr" = 'ttt: b:1: X has more marks than O, but O moves first' ]
	run -0 --separate-stderr ttt -k 3 --explain b
	[ "$output" = $'X\trun 0 0 to 0 2' ]
	[ "$stderr" = "" ]
}

@test "K < N: both players with three in a row is Invalid" {
	nine '0 0 0 1 0 2' 3 '2 0 2 1 2 2' >b
	run -1 --separate-stderr ttt -k 3 --explain b
	[ "$output" = $'Invalid\tboth X and O have a winning run' ]
	[ "$stderr" = 'ttt: b:1: both X and O have a winning run' ]
	# Diagonals that are no main diagonal count.
	nine '0 5 1 6 2 7' 3 '4 3 5 2 6 1' >b
	run -1 --separate-stderr ttt -k 3 --explain b
	[ "$output" = $'Invalid\tboth X and O have a winning run' ]
	[ "$stderr" = 'ttt: b:1: both X and O have a winning run' ]
}

@test "K < N: O moving after X's three is Invalid" {
	nine '0 0 1 1 2 2' 4 >b
	run -1 --separate-stderr ttt -k 3 --explain b
	[ "$output" = $'Invalid\tO moved after X had won' ]
	[ "$stderr" = 'ttt: b:1: O moved after X had won' ]
}

@test "K < N: O's three with as many X's is O, unless O moved first" {
	# Swap the roles: O has the run, X three lone marks.
	nine '0 0 1 1 2 2' 3 | tr XO OX >b
	run -0 --separate-stderr ttt -k 3 --explain b
	[ "$output" = $'O\trun 0 0 to 2 2' ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -k 3 --first X --explain b
	[ "$output" = $'O\trun 0 0 to 2 2' ]
	[ "$stderr" = "" ]
	run -1 --separate-stderr ttt -k 3 --first O --explain b
	[ "$output" = $'Invalid\tX moved after O had won' ]
	[ "$stderr" = 'ttt: b:1: X moved after O had won' ]
}

@test "K < N: with --first X, X's three needs one mark more than O" {
	nine '3 5 4 4 5 3' 3 >b
	run -1 --separate-stderr ttt -k 3 --first X --explain b
	[ "$output" = $'Invalid\tO moved after X had won' ]
	[ "$stderr" = 'ttt: b:1: O moved after X had won' ]
	nine '3 5 4 4 5 3' 2 >b
	run -0 --separate-stderr ttt -k 3 --first X --explain b
	[ "$output" = $'X\trun 3 5 to 5 3' ]
	[ "$stderr" = "" ]
}

@test "K < N: two separate runs of three share no cell" {
	nine '0 0 0 1 0 2 2 0 2 1 2 2' 5 >b
	run -1 --separate-stderr ttt -k 3 --explain b
	[ "$output" = "Invalid	$APART" ]
	[ "$stderr" = "ttt: b:1: $APART" ]
}

@test "K < N: two separate diagonal runs share no cell" {
	nine '0 0 1 1 2 2 0 6 1 5 2 4' 5 >b
	run -1 --separate-stderr ttt -k 3 --explain b
	[ "$output" = "Invalid	$APART" ]
	[ "$stderr" = "ttt: b:1: $APART" ]
}

@test "K < N: a run of 2K = 6 is Invalid, of 2K-1 = 5 and K+1 = 4 is X" {
	nine '0 0 0 1 0 2 0 3 0 4 0 5' 5 >b
	run -1 --separate-stderr ttt -k 3 --explain b
	[ "$output" = "Invalid	$APART" ]
	[ "$stderr" = "ttt: b:1: $APART" ]
	nine '0 0 1 0 2 0 3 0 4 0 5 0 6 0' 6 '7 1 7 3 7 5 7 7 8 2 8 4' >b
	run -1 --separate-stderr ttt -k 3 --explain b
	[ "$output" = "Invalid	$APART" ]
	nine '0 0 0 1 0 2 0 3 0 4' 4 >b
	run -0 --separate-stderr ttt -k 3 --explain b
	[ "$output" = $'X\trun 0 0 to 0 4' ]
	[ "$stderr" = "" ]
	nine '1 8 2 7 3 6 4 5 5 4' 4 >b
	run -0 --separate-stderr ttt -k 3 --explain b
	[ "$output" = $'X\trun 1 8 to 5 4' ]
	[ "$stderr" = "" ]
	nine '0 0 1 1 2 2 3 3' 3 >b
	run -0 --separate-stderr ttt -k 3 --explain b
	[ "$output" = $'X\trun 0 0 to 3 3' ]
	[ "$stderr" = "" ]
}

@test "K < N: an L, a T, a plus and an X of two runs through one cell are X" {
	{
		nine '0 0 0 1 0 2 1 0 2 0' 4		# L: corner 0 0
		echo
		nine '0 0 0 1 0 2 1 1 2 1' 4		# T: 0 1
		echo
		nine '0 1 1 0 1 1 1 2 2 1' 4		# plus: 1 1
		echo
		nine '0 0 0 2 1 1 2 0 2 2' 4		# X: 1 1
		echo
		nine '2 0 2 1 2 2 0 0 1 0 3 0 4 0' 6	# 3 across a 5 at its middle
	} >b
	run -0 --separate-stderr ttt -k 3 b
	[ "$output" = $'X\nX\nX\nX\nX' ]
	[ "$stderr" = "" ]
}

@test "K < N: runs through one cell whose removal leaves a run of K are Invalid" {
	{
		# An L whose row is four long: without the corner, three are left.
		nine '0 0 0 1 0 2 0 3 1 0 2 0' 5
		echo
		# A row of three across a column of five at the column's end.
		nine '0 0 0 1 0 2 1 0 2 0 3 0 4 0' 6
		echo
		# A plus of two fives, crossing off the middle of one.
		nine '2 0 2 1 2 2 2 3 2 4 0 1 1 1 3 1 4 1' 8
	} >b
	run -1 --separate-stderr ttt -k 3 --explain b
	[ "$output" = "$(rep 3 "Invalid	$APART")" ]
	[ "$stderr" = "ttt: b:1: $APART"$'\n'"ttt: b:11: $APART"$'\n'"ttt: b:21: $APART" ]
}

@test "K < N: a plus of two fives crossing at both middles is X" {
	nine '2 0 2 1 2 2 2 3 2 4 0 2 1 2 3 2 4 2' 8 >b
	run -0 --separate-stderr ttt -k 3 b
	[ "$output" = X ]
	[ "$stderr" = "" ]
}

@test "K < N with --exact: an L whose row is four long is X (the row does not win)" {
	nine '0 0 0 1 0 2 0 3 1 0 2 0' 5 >b
	run -0 --separate-stderr ttt -k 3 --exact --explain b
	[ "$output" = $'X\trun 0 0 to 2 0' ]
	[ "$stderr" = "" ]
}

@test "K < N: the rules are checked in order: counts, --first, both, after, apart" {
	{
		# Both have runs, counts differ: the counts are reported.
		nine '0 0 0 1 0 2 5 5 5 7' 3 '2 0 2 1 2 2'
		echo
		# Both have runs, --first O, X has more: --first is reported.
		nine '0 0 0 1 0 2 5 5' 3 '2 0 2 1 2 2'
		echo
		# Both have runs and X has two apart: both is reported.
		nine '0 0 0 1 0 2 4 0 4 1 4 2' 6 '2 0 2 1 2 2 6 0 6 2 6 4'
		echo
		# X's runs are apart and O moved last: after is reported.
		nine '0 0 0 1 0 2 2 0 2 1 2 2' 7
	} >b
	run -1 --separate-stderr ttt -k 3 --first O --explain b
	[ "$output" = $'Invalid\tX and O counts differ by more than one (X 5, O 3)\nInvalid\tX has more marks than O, but O moves first\nInvalid\tboth X and O have a winning run\nInvalid\tO moved after X had won' ]
	[ "$stderr" = $'ttt: b:1: X and O counts differ by more than one (X 5, O 3)\nttt: b:11: X has more marks than O, but O moves first\nttt: b:21: both X and O have a winning run\nttt: b:31: O moved after X had won' ]
}

# ---- A slow reference judge against random games ----

# rand_kgames SEED COUNT HEADERS [ROWS COLS]: COUNT random games.  With
# HEADERS 1 each game is on a random board from 3x3 to 9x9 and wins with
# 1 to 5 in a row, set by a header "RxC K" (with blanks thrown in), "RxC"
# or "N"; or, now and then, an empty line keeps the last rules.  With
# HEADERS 0 the games are on a ROWS x COLS board, separated by empty
# lines.  Players mostly take turns; some moves are off the board, on a
# taken cell, of player 0 or 3, and moves go on after a win.
rand_kgames() {
	awk -v seed="$1" -v count="$2" -v hdr="$3" -v R="${4:-3}" -v C="${5:-3}" '
	function blanks() {
		return substr("  \t ", 1, int(rand() * 3))
	}
	BEGIN {
		srand(seed)
		for (g = 0; g < count; g++) {
			u = rand()
			if (g > 0 && (!hdr || u < 0.5 || u > 0.85))
				print ""
			if (hdr && (g == 0 || u < 0.85)) {
				R = 3 + int(rand() * 7)
				C = rand() < 0.3 ? R : 3 + int(rand() * 7)
				K = 1 + int(rand() * 5)
				v = rand()
				if (v < 0.6)
					print blanks() R "x" C blanks() " " K blanks()
				else if (v < 0.8)
					print blanks() R "x" C blanks()
				else {
					C = R
					print blanks() R blanks()
				}
			}
			split("", taken)
			nt = 0
			m = 1 + int(rand() * (R * C + 4))
			p = 1 + int(rand() * 2)
			for (i = 0; i < m; i++) {
				u = rand()
				q = p
				if (u < 0.04) {
					r = R + int(rand() * 3)
					c = int(rand() * C)
				} else if (u < 0.08) {
					r = int(rand() * R)
					c = C + int(rand() * 3)
				} else if (u < 0.14 && nt > 0) {
					split(played[1 + int(rand() * nt)], a, " ")
					r = a[1]
					c = a[2]
				} else {
					do {
						r = int(rand() * R)
						c = int(rand() * C)
					} while (((r, c) in taken) && nt < R * C)
					if (u > 0.98)
						q = u > 0.99 ? 3 : 0
				}
				if (!((r, c) in taken) && r < R && c < C) {
					taken[r, c] = 1
					played[++nt] = r " " c
				}
				print blanks() r " " blanks() c " " q blanks()
				if (rand() < 0.92)
					p = 3 - p
			}
		}
	}'
}

# REFERENCE: judges a move stream the slow way, keeping the board in an
# array and rescanning every row, column, diagonal and anti-diagonal after
# each move for K in a row of the mover (exactly K with exact=1); on a
# square board without K (v1) it looks for full lines instead.  Prints
# what ttt --explain prints; diagnostics go to the file err.  Variables:
# file (the name in diagnostics), rows, cols and k (-n and -k; k 0: none),
# exact.
REFERENCE='
function dim() {
	return R == C ? R : R "x" C
}
function bad(msg) {
	print "Invalid\t" msg
	print "ttt: " file ":" NR ": " msg >err
	status = 1
}
# The first winning run of p, in the order rows, columns, diagonals,
# anti-diagonals: "run r0 c0 to r1 c1", or "".
function scan(p,    d, r, c, rr, cc, n) {
	for (d = 0; d < 4; d++)
		for (r = 0; r < R; r++)
			for (c = 0; c < C; c++) {
				if (b[r, c] != p)
					continue
				# only where a run starts
				rr = r - DR[d]
				cc = c - DC[d]
				if (rr >= 0 && cc >= 0 && cc < C && b[rr, cc] == p)
					continue
				n = 0
				rr = r
				cc = c
				while (rr < R && cc >= 0 && cc < C && b[rr, cc] == p) {
					n++
					rr += DR[d]
					cc += DC[d]
				}
				if (exact ? n == K : n >= K)
					return "run " r " " c " to " (rr - DR[d]) " " (cc - DC[d])
			}
	return ""
}
# v1: the full lines of p through (r, c), "row 2, column 0" and so on,
# or "".
function full(p, r, c,    i, s, n) {
	s = ""
	for (i = n = 0; i < C; i++)
		n += b[r, i] == p
	if (n == C)
		s = s ", row " r
	for (i = n = 0; i < R; i++)
		n += b[i, c] == p
	if (n == R)
		s = s ", column " c
	for (i = n = 0; i < R; i++)
		n += b[i, i] == p
	if (r == c && n == R)
		s = s ", diagonal"
	for (i = n = 0; i < R; i++)
		n += b[i, R - 1 - i] == p
	if (r + c == R - 1 && n == R)
		s = s ", anti-diagonal"
	return substr(s, 3)
}
BEGIN {
	DR[0] = 0; DC[0] = 1; DR[1] = 1; DC[1] = 0
	DR[2] = 1; DC[2] = 1; DR[3] = 1; DC[3] = -1
	R = rows; C = cols; KK = k
	ingame = 0
	status = 0
}
/^[ \t]*$/ {
	ingame = 0
	next
}
NF == 1 && $1 !~ /x/ {
	R = C = $1 + 0
	KK = k
	ingame = 0
	next
}
$1 ~ /x/ {
	split($1, a, "x")
	R = a[1] + 0
	C = a[2] + 0
	KK = NF == 2 ? $2 + 0 : k
	ingame = 0
	next
}
{
	if (!ingame) {
		split("", b)
		won = 0
		ingame = 1
		K = KK ? KK : R < C ? R : C
		# v1: no K and a square board
		v1 = !KK && R == C
	}
	r = $1 + 0
	c = $2 + 0
	p = $3 + 0
	if (r >= R)
		bad("row is off the board (size " dim() ")")
	else if (c >= C)
		bad("column is off the board (size " dim() ")")
	else if (p != 1 && p != 2)
		bad("player must be 1 or 2")
	else if (won)
		bad("the game is already won")
	else if (b[r, c] != "")
		bad("cell " r " " c " is taken")
	else {
		b[r, c] = p
		w = v1 ? full(p, r, c) : scan(p)
		if (w == "")
			print 0
		else {
			won = 1
			print p "\t" w
		}
	}
}
END {
	exit status
}'

# reference FILE [AWK VARIABLES]: the reference judge on FILE, into ref.out
# and ref.err; its status is ttt's.
reference() {
	local f=$1

	shift
	awk -v file="$f" -v err=ref.err -v rows=3 -v cols=3 -v k=0 -v exact=0 \
	    "$@" "$REFERENCE" "$f" >ref.out
}

@test "the reference judge itself: a hand-checked stream" {
	put m '15x15 5\n7 5 1\n8 5 2\n7 6 1\n8 6 2\n7 8 1\n8 8 2\n7 9 1\n8 9 2\n7 7 1\n7 7 2\n\n6x7 4\n5 0 1\n5 1 2\n4 1 1\n5 2 2\n3 2 1\n5 3 2\n2 3 1\n6 0 1\n0 7 1\n0 0 3\n'
	run -1 reference m
	[ "$(cat ref.out)" = $'0\n0\n0\n0\n0\n0\n0\n0\n1\trun 7 5 to 7 9\nInvalid\tthe game is already won\n0\n0\n0\n0\n0\n0\n1\trun 2 3 to 5 0\nInvalid\trow is off the board (size 6x7)\nInvalid\tcolumn is off the board (size 6x7)\nInvalid\tplayer must be 1 or 2' ]
	[ "$(cat ref.err)" = $'ttt: m:11: the game is already won\nttt: m:21: row is off the board (size 6x7)\nttt: m:22: column is off the board (size 6x7)\nttt: m:23: player must be 1 or 2' ]
	run -1 --separate-stderr ttt --explain m
	same ref.out "$output"
	same ref.err "$stderr"
}

@test "300 random games with headers from 3x3 to 9x9 and K 1 to 5 agree with the reference" {
	rand_kgames 1 300 1 >m
	# The games did show wins of both players and every rejection.
	reference m && rs=0 || rs=$?
	[ "$(cut -f1 ref.out | sort | uniq -c | wc -l)" -eq 4 ]
	[ "$(cut -d: -f4 ref.err | sed 's/ (size.*//; s/cell .* is/cell is/' | sort -u | tr '\n' '|')" = ' cell is taken| column is off the board| player must be 1 or 2| row is off the board| the game is already won|' ]
	run -"$rs" --separate-stderr ttt --explain m
	same ref.out "$output"
	same ref.err "$stderr"
}

@test "300 random games with headers agree with the reference with --exact" {
	rand_kgames 2 300 1 >m
	reference m -v exact=1 && rs=0 || rs=$?
	run -"$rs" --separate-stderr ttt --exact --explain m
	same ref.out "$output"
	same ref.err "$stderr"
}

@test "300 random games with headers agree with the reference with -k 3 (and --exact)" {
	rand_kgames 3 300 1 >m
	reference m -v k=3 && rs=0 || rs=$?
	run -"$rs" --separate-stderr ttt -k 3 --explain m
	same ref.out "$output"
	same ref.err "$stderr"
	reference m -v k=3 -v exact=1 && rs=0 || rs=$?
	run -"$rs" --separate-stderr ttt -k 3 --exact --explain m
	same ref.out "$output"
	same ref.err "$stderr"
}

@test "random games under -n RxC -k K, no headers, agree with the reference (and --exact)" {
	local shape k r c i=0

	for shape in '3x3 1' '3x3 2' '4x7 3' '7x4 3' '9x9 5' '5x9 4' '9x3 3' '8x8 4' '6x7 4' '1x9 3' '9x1 2' '2x2 2' '5x5 6' '9x9 3'; do
		read -r shape k <<<"$shape"
		r=${shape%x*} c=${shape#*x}
		i=$((i + 1))
		rand_kgames "$((100 + i))" 40 0 "$r" "$c" >m
		for exact in 0 1; do
			reference m -v rows="$r" -v cols="$c" -v k="$k" -v exact="$exact" && rs=0 || rs=$?
			if [ "$exact" = 1 ]; then
				run -"$rs" --separate-stderr ttt -n "$shape" -k "$k" --exact --explain m
			else
				run -"$rs" --separate-stderr ttt -n "$shape" -k "$k" --explain m
			fi
			same ref.out "$output"
			same ref.err "$stderr"
		done
	done
}

@test "random games under -n RxC without -k win with min(ROWS, COLS) as the reference says" {
	local shape i=0

	for shape in 3x5 5x3 9x4 6x7 2x9; do
		i=$((i + 1))
		rand_kgames "$((200 + i))" 40 0 "${shape%x*}" "${shape#*x}" >m
		reference m -v rows="${shape%x*}" -v cols="${shape#*x}" && rs=0 || rs=$?
		run -"$rs" --separate-stderr ttt -n "$shape" --explain m
		same ref.out "$output"
		same ref.err "$stderr"
	done
}

# ---- A slow reference judge against random boards ----

# BOARD_REFERENCE: judges a board stream the slow way: counts, --first,
# both, after, and "apart" by trying every mark of the winner as the last
# move (the board without it must have no winning run of the winner).
# Prints what ttt --explain prints, except that a win lists every winning
# run, "X<TAB>run ...|run ..."; diagnostics go to the file err.
# Variables: file, k, exact, rows and cols (-n RxC; 0: none), first.
BOARD_REFERENCE='
function bad(msg) {
	print "Invalid\t" msg
	print "ttt: " file ":" line ": " msg >err
	status = 1
}
function other(p) {
	return p == "X" ? "O" : "X"
}
# The winning runs of p, "run r0 c0 to r1 c1|...", or "".
function runs(p,    d, r, c, rr, cc, n, s) {
	s = ""
	for (d = 0; d < 4; d++)
		for (r = 0; r < R; r++)
			for (c = 0; c < C; c++) {
				if (b[r, c] != p)
					continue
				rr = r - DR[d]
				cc = c - DC[d]
				if (rr >= 0 && cc >= 0 && cc < C && b[rr, cc] == p)
					continue
				n = 0
				rr = r
				cc = c
				while (rr < R && cc >= 0 && cc < C && b[rr, cc] == p) {
					n++
					rr += DR[d]
					cc += DC[d]
				}
				if (exact ? n == K : n >= K)
					s = s "|run " r " " c " to " (rr - DR[d]) " " (cc - DC[d])
			}
	return substr(s, 2)
}
# Whether some mark of p could have been the last move.
function last(p,    r, c, ok) {
	for (r = 0; r < R; r++)
		for (c = 0; c < C; c++) {
			if (b[r, c] != p)
				continue
			b[r, c] = ""
			ok = runs(p) == ""
			b[r, c] = p
			if (ok)
				return 1
		}
	return 0
}
function judge(    i, r, c, x, o, s, wx, wo, w, mine, oth) {
	if (n == 0)
		return
	R = n
	C = cols ? cols : n
	K = k ? k : R < C ? R : C
	if (rows && n != rows) {
		bad("the board has " n (n == 1 ? " row" : " rows") ", not " rows)
		n = 0
		return
	}
	for (i = 0; i < n; i++)
		if (length(row[i]) > C) {
			bad("row " i " is longer than the board (" C ")")
			n = 0
			return
		}
	split("", b)
	x = o = 0
	for (r = 0; r < R; r++)
		for (c = 0; c < C; c++) {
			s = toupper(substr(row[r], c + 1, 1))
			if (s == "X" || s == "O")
				b[r, c] = s
			x += s == "X"
			o += s == "O"
		}
	n = 0
	if (x > o + 1 || o > x + 1)
		return bad("X and O counts differ by more than one (X " x ", O " o ")")
	if ((first == "X" && o > x) || (first == "O" && x > o))
		return bad(other(first) " has more marks than " first ", but " first " moves first")
	wx = runs("X")
	wo = runs("O")
	if (wx != "" && wo != "")
		return bad("both X and O have a winning run")
	w = wx != "" ? "X" : wo != "" ? "O" : ""
	if (w != "") {
		mine = w == "X" ? x : o
		oth = w == "X" ? o : x
		if (mine < oth || (first == w && mine == oth) ||
		    (first != "" && first != w && mine != oth))
			return bad(other(w) " moved after " w " had won")
		if (!last(w))
			return bad(w " has winning runs that share no cell")
		print w "\t" (w == "X" ? wx : wo)
	} else if (x + o == R * C)
		print "Draw"
	else
		print "Pending\t" (x != o ? (x > o ? "O" : "X") : first != "" ? first : "X or O") " to move"
}
BEGIN {
	DR[0] = 0; DC[0] = 1; DR[1] = 1; DC[1] = 0
	DR[2] = 1; DC[2] = 1; DR[3] = 1; DC[3] = -1
	n = 0
	status = 0
}
$0 == "" {
	judge()
	next
}
{
	if (n == 0)
		line = NR
	row[n++] = $0
}
END {
	judge()
	exit status
}'

# board_reference FILE [AWK VARIABLES]: BOARD_REFERENCE on FILE, into
# ref.out and ref.err.
board_reference() {
	local f=$1

	shift
	awk -v file="$f" -v err=ref.err -v k=0 -v exact=0 -v rows=0 -v cols=0 \
	    -v first= "$@" "$BOARD_REFERENCE" "$f" >ref.out
}

# won_as_listed: ttt's output (stdin) with each win whose run is among
# those ref.out lists for that board replaced by ref.out's line.
won_as_listed() {
	awk 'NR == FNR {
		ref[FNR] = $0
		next
	}
	{
		line = $0
		if (ref[FNR] ~ /^[XO]\t/ && substr(ref[FNR], 1, 2) == substr($0, 1, 2)) {
			n = split(substr(ref[FNR], 3), a, "|")
			for (i = 1; i <= n; i++)
				if (substr($0, 3) == a[i])
					line = ref[FNR]
		}
		print line
	}' ref.out -
}

@test "the board reference itself: hand-checked boards" {
	{
		nine '0 0 0 1 0 2 0 3 1 0 2 0' 5
		echo
		nine '0 1 1 0 1 1 1 2 2 1' 4
		echo
		nine '0 0 0 1 0 2' 4
		echo
		printf "$C4_DRAW"
	} >b
	run -1 board_reference b -v k=3
	[ "$(cat ref.out)" = "Invalid	$APART"$'\nX\trun 1 0 to 1 2|run 0 1 to 2 1\nInvalid\tO moved after X had won\nInvalid\trow 0 is longer than the board (6)' ]
	run -1 board_reference b -v k=3 -v rows=9 -v cols=9
	[ "$(cat ref.err)" = "ttt: b:1: $APART"$'\nttt: b:21: O moved after X had won\nttt: b:31: the board has 6 rows, not 9' ]
}

@test "random boards under -k K (N rows, short rows padded) agree with the reference" {
	local k seed=0 first

	for k in 1 2 3 4 5; do
		for first in '' X O; do
			seed=$((seed + 1))
			rand_boards "$seed" 150 1 9 0 "$k" >b
			board_reference b -v k="$k" -v first="$first" && rs=0 || rs=$?
			run -"$rs" --separate-stderr ttt -k "$k" ${first:+--first "$first"} --explain b
			same ref.out "$(won_as_listed <<<"$output")"
			same ref.err "$stderr"
		done
	done
}

@test "random boards under -n RxC -k K agree with the reference" {
	local shape k seed=50

	for shape in '6x7 4' '7x6 4' '3x9 3' '9x3 2' '8x8 5' '5x9 5' '4x4 3' '1x7 3'; do
		read -r shape k <<<"$shape"
		seed=$((seed + 1))
		rand_boards "$seed" 150 "${shape%x*}" "${shape%x*}" "${shape#*x}" "$k" >b
		board_reference b -v k="$k" -v rows="${shape%x*}" -v cols="${shape#*x}" && rs=0 || rs=$?
		run -"$rs" --separate-stderr ttt -n "$shape" -k "$k" --explain b
		same ref.out "$(won_as_listed <<<"$output")"
		same ref.err "$stderr"
	done
}

@test "random boards under -n RxC without -k (K = min(ROWS, COLS)) agree with the reference" {
	local shape seed=70

	for shape in 6x7 3x5 5x3 2x8; do
		seed=$((seed + 1))
		rand_boards "$seed" 150 "${shape%x*}" "${shape%x*}" "${shape#*x}" 0 >b
		board_reference b -v rows="${shape%x*}" -v cols="${shape#*x}" && rs=0 || rs=$?
		run -"$rs" --separate-stderr ttt -n "$shape" --explain b
		same ref.out "$(won_as_listed <<<"$output")"
		same ref.err "$stderr"
	done
}

@test "random boards with --exact agree with the reference" {
	local k seed=90

	for k in 2 3 4; do
		seed=$((seed + 1))
		rand_boards "$seed" 200 3 8 0 "$k" 1 >b
		board_reference b -v k="$k" -v exact=1 && rs=0 || rs=$?
		run -"$rs" --separate-stderr ttt -k "$k" --exact --explain b
		same ref.out "$(won_as_listed <<<"$output")"
		same ref.err "$stderr"
	done
}

# ---- Huge boards ----

@test "-n 1000000000 -k 5: wins far from the origin, in the far corners, off-board moves" {
	# A diagonal into the far corner, completed in its middle; O has four.
	# An anti-diagonal from the top-right corner; O's four in a far row.
	# A row far from the origin: X's try at O's cell 987654321 is taken,
	# and that O keeps 987654320 off X's 987654322..24.
	put m '999999999 999999999 1\n0 0 2\n999999998 999999998 1\n0 1 2\n999999996 999999996 1\n0 2 2\n999999995 999999995 1\n0 3 2\n999999997 999999997 1\n1000000000 5 1\n\n0 999999999 1\n500000000 500000000 2\n1 999999998 1\n500000000 500000001 2\n2 999999997 1\n500000000 500000002 2\n3 999999996 1\n500000000 500000003 2\n4 999999995 1\n\n123456789 987654320 1\n123456789 987654321 2\n123456789 987654321 1\n123456789 987654319 2\n123456789 987654322 1\n123456789 987654325 2\n123456789 987654323 1\n1 1 2\n123456789 987654324 1\n5 1000000000 2\n'
	run -1 --separate-stderr ttt -n 1000000000 -k 5 --explain m
	[ "$output" = $'0\n0\n0\n0\n0\n0\n0\n0\n1\trun 999999995 999999995 to 999999999 999999999\nInvalid\trow is off the board (size 1000000000)\n0\n0\n0\n0\n0\n0\n0\n0\n1\trun 0 999999999 to 4 999999995\n0\n0\nInvalid\tcell 123456789 987654321 is taken\n0\n0\n0\n0\n0\n0\nInvalid\tcolumn is off the board (size 1000000000)' ]
	[ "$stderr" = $'ttt: m:10: row is off the board (size 1000000000)\nttt: m:24: cell 123456789 987654321 is taken\nttt: m:31: column is off the board (size 1000000000)' ]
}

@test "a far row of four, a gap and one wins only when the gap is filled (huge board)" {
	# X: 123456789 987654320..23 and 987654325; 987654324 joins them: six.
	put m '123456789 987654320 1\n1 1 2\n123456789 987654321 1\n1 3 2\n123456789 987654322 1\n1 5 2\n123456789 987654323 1\n1 7 2\n123456789 987654325 1\n1 9 2\n123456789 987654324 1\n'
	run -0 --separate-stderr ttt -n 1000000000 -k 5 --explain m
	[ "$output" = "$(rep 10 0)"$'\n1\trun 123456789 987654320 to 123456789 987654325' ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -n 1000000000 -k 5 --exact --explain m
	[ "$output" = "$(rep 11 0)" ]
	[ "$stderr" = "" ]
}

@test "the largest board, 2^63-1, with -k 5: an anti-diagonal into the bottom-left corner" {
	put m '9223372036854775807\n9223372036854775802 4 1\n0 0 2\n9223372036854775803 3 1\n0 2 2\n9223372036854775805 1 1\n0 4 2\n9223372036854775806 0 1\n0 6 2\n9223372036854775804 2 1\n'
	run -0 --separate-stderr ttt -k 5 --explain m
	[ "$output" = "$(rep 8 0)"$'\n1\trun 9223372036854775802 4 to 9223372036854775806 0' ]
	[ "$stderr" = "" ]
}

@test "huge rectangular boards: 1000000000x3 and 3x1000000000 with K 3" {
	put m '1000000000x3 3\n999999997 1 1\n0 0 2\n999999999 1 1\n0 1 2\n999999998 1 1\n999999998 3 2\n\n3x1000000000 3\n1 999999997 2\n0 0 1\n1 999999999 2\n3 0 1\n2 0 1\n1 999999998 2\n'
	run -1 --separate-stderr ttt --explain m
	[ "$output" = $'0\n0\n0\n0\n1\trun 999999997 1 to 999999999 1\nInvalid\tcolumn is off the board (size 1000000000x3)\n0\n0\n0\nInvalid\trow is off the board (size 3x1000000000)\n0\n2\trun 1 999999997 to 1 999999999' ]
	[ "$stderr" = $'ttt: m:7: column is off the board (size 1000000000x3)\nttt: m:13: row is off the board (size 3x1000000000)' ]
}

@test "random 9x9 games shifted into the far corner of a 1000000000 board give the same results" {
	local k exact opts d=999999991

	for k in 1 2 3 4 5; do
		rand_kgames "$((300 + k))" 40 0 9 9 |
		    awk '$0 == "" || ($1 < 9 && $2 < 9)' >m
		awk -v d="$d" '$0 == "" { print; next } { print $1 + d, $2 + d, $3 }' m >big
		for exact in '' --exact; do
			run -1 --separate-stderr ttt -n 9 -k "$k" $exact --explain m
			# The small board's results, moved by d.
			awk -v d="$d" '
			/\trun / { print $1 "\trun " $3 + d, $4 + d, "to", $6 + d, $7 + d; next }
			/is taken/ { print "Invalid\tcell " $3 + d, $4 + d, "is taken"; next }
			{ print }' <<<"$output" >want
			run -1 --separate-stderr ttt -n 1000000000 -k "$k" $exact --explain big
			same want "$output"
			[ "$(grep -c . want)" -eq "${#lines[@]}" ]
		done
	done
}

# ---- --show ----

@test "--show draws a rectangular game as ROWS rows of COLS cells" {
	put m '2x3 2\n0 2 1\n1 1 1\n'
	run -0 --separate-stderr ttt --show --explain m
	[ "$output" = $'0\n| | |X|\n| | | |\n\n1\trun 0 2 to 1 1\n| | |X|\n| |X| |' ]
	[ "$stderr" = "" ]
}

@test "--show refuses -n 6x201 and a header 201x6 as wider than 200" {
	run -2 --separate-stderr ttt --show -n 6x201 </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: --show draws boards of at most 200 rows and columns, not 6x201"$'\n'"$USAGE" ]
	put m '201x6 3\n0 0 1\n'
	run -2 --separate-stderr ttt --show m
	[ "$output" = "" ]
	[ "$stderr" = 'ttt: m:1: --show draws boards of at most 200 rows and columns' ]
}
