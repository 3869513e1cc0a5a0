#!/usr/bin/env bats
# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# The five rules of move streams, --rule freestyle|exact|caro|caro-exact|renju
# and Gomocup's numbers for them: caro's blocked ends in every direction and
# at the edge, its overlines (rule 8) and caro-exact's (rule 9), renju's
# fives, overlines,
# double-fours (in two lines and in one), double-threes, threes that are no
# threes (blocked, or whose straight four would be a foul), fives before
# fouls, fouls at the edge; the rule in headers, usage errors, --explain,
# --json and -g.  Board streams under the rules: rules_boards.bats.

bats_require_minimum_version 1.5.0
load test_helper

SIN='(standard input)'
USAGE='usage: ttt [-abgHhmqrsz] [-c | -L | -l] [-k win] [-n size] [--exact] [--explain | --json] [--first X|O] [--line-buffered] [--nodes N] [--rule rule] [--show] [--solve] [--solve-memory size] [--turn X|O] [file ...]'

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# stream HEADER PICTURE: a move stream playing the position drawn in
# PICTURE (rows of X, O and '.', after an LF; '*' the last move, X's, or
# '@', O's):
# HEADER, then O's stones, then X's, each row by row, then the last move.
# Without -s the order of the players is free, so no stone but the last
# needs a turn.
stream() {
	printf '%s\n' "$1"
	awk '
		NR == 1 && $0 == "" { skip = 1; next }	# the picture'"'"'s first LF
		{ r = NR - 1 - skip
		  for (c = 1; c <= length($0); c++) {
			ch = substr($0, c, 1)
			if (ch == "O") o = o r " " (c - 1) " 2\n"
			else if (ch == "X") x = x r " " (c - 1) " 1\n"
			else if (ch == "*") last = r " " (c - 1) " 1\n"
			else if (ch == "@") last = r " " (c - 1) " 2\n"
		} }
		END { printf "%s%s%s", o, x, last }' <<<"$2"
}

# judged HEADER PICTURE [OPTION...]: ttt --explain on stream's moves;
# $last is the last move's result, and every move before it must have
# been judged 0 (the position was set up with nobody winning or fouling).
judged() {
	local header=$1 picture=$2

	shift 2
	stream "$header" "$picture" >in
	run --separate-stderr ttt --explain "$@" in
	last=${lines[${#lines[@]} - 1]}
	[ "$(printf '%s\n' "${lines[@]}" | sed '$d' | sort -u)" = 0 ]
}

# ---- Options and headers ----

@test "--rule nosuch is a usage error naming the five rules and their numbers, exit 2" {
	for r in nosuch 2 3 5 10 08 Caro caro_exact ''; do
		run -2 --separate-stderr ttt --rule "$r" </dev/null
		[ "$output" = "" ]
		[ "${stderr_lines[0]}" = "ttt: invalid rule: '$r' (freestyle, exact, renju, caro or caro-exact; or Gomocup's 0, 1, 4, 8 or 9)" ]
		[ "${stderr_lines[1]}" = "$USAGE" ]
	done
}

# Piskvork's ruleFive and GomocupJudge's rule: 0 freestyle, 1 exact, 4 renju,
# 8 caro, 9 caro-exact.  Two games that tell each rule from the others: X's
# six blocked at both ends at move 12 (freestyle's and caro's win, renju's
# foul, no win under exact and caro-exact), and X's exact five blocked at
# both ends at move 10 (no win under either caro).
@test "--rule takes Gomocup's rule numbers: 0, 1, 4, 8 and 9 judge as the names" {
	{
		printf '15x15 5\n'
		printf '%s\n' '7 2 2' '7 9 2' '7 3 1' '7 4 1' '7 5 1' '7 7 1' \
		    '7 8 1' '3 3 1' '2 2 2' '3 5 1' '2 4 2' '7 6 1' ''
		printf '15x15 5\n'
		printf '%s\n' '5 0 2' '5 1 1' '5 6 2' '5 2 1' '0 0 2' '5 3 1' \
		    '0 2 2' '5 4 1' '0 4 2' '5 5 1'
	} >in
	for pair in 0:freestyle 1:exact 4:renju 8:caro 9:caro-exact; do
		run --separate-stderr ttt --json --rule "${pair#*:}" in
		want=$output wst=$status werr=$stderr
		run --separate-stderr ttt --json --rule "${pair%%:*}" in
		[ "$output" = "$want" ]
		[ "$status" = "$wst" ]
		[ "$stderr" = "$werr" ]
		[[ ${lines[0]} == *'"rule":"'"${pair#*:}"'"'* ]]
	done
	run -0 --separate-stderr ttt -g --explain --rule 0 in
	[ "$output" = "X	run 7 3 to 7 8 at move 12
X	run 5 1 to 5 5 at move 10" ]
	run -0 --separate-stderr ttt -g --explain --rule 1 in
	[ "$output" = "Pending	O to move
X	run 5 1 to 5 5 at move 10" ]
	run -0 --separate-stderr ttt -g --explain --rule 4 in
	[ "$output" = "O	foul: overline at move 12
X	run 5 1 to 5 5 at move 10" ]
	run -0 --separate-stderr ttt -g --explain --rule 8 in
	[ "$output" = "X	run 7 3 to 7 8 at move 12
Pending	X or O to move" ]
	run -0 --separate-stderr ttt -g --explain --rule 9 in
	[ "$output" = "Pending	O to move
Pending	X or O to move" ]
	[ "$stderr" = "" ]
}

# The issue's game: X's six at move 11, blocked at both ends by nothing
# but its own length; Gomocup's Caro league (rule 8) gives X the game.
@test "caro: the Caro league's rule 8: a six wins at move 11; caro-exact (rule 9): Pending" {
	printf '15x15 caro\n7 3 1\n0 0 2\n7 4 1\n0 2 2\n7 5 1\n0 4 2\n7 7 1\n0 6 2\n7 8 1\n0 8 2\n7 6 1\n' >in
	run -0 --separate-stderr ttt -g --explain in
	[ "$output" = "X	run 7 3 to 7 8 at move 11" ]
	[ "$stderr" = "" ]
	sed -i '1s/caro/caro-exact/' in
	run -0 --separate-stderr ttt -g --explain in
	[ "$output" = "Pending	O to move" ]
	sed -i '1s/.*/15x15 5 caro-exact/' in
	run -0 --separate-stderr ttt --explain in
	[ "${lines[10]}" = "0" ]
	[ "${#lines[@]}" -eq 11 ]
}

@test "--rule renju with -k other than 5 is a usage error; -k 5 is fine" {
	run -2 --separate-stderr ttt --rule renju -k 6 </dev/null
	[ "${stderr_lines[0]}" = "ttt: renju is won by five in a row, not -k 6" ]
	[ "${stderr_lines[1]}" = "$USAGE" ]
	run -2 --separate-stderr ttt -k 4 --rule renju </dev/null
	[ "${stderr_lines[0]}" = "ttt: renju is won by five in a row, not -k 4" ]
	run -0 --separate-stderr ttt -k 5 --rule renju </dev/null
	[ "$output" = "" ] && [ "$stderr" = "" ]
}

@test "--rule renju --first O is a usage error: X moves first" {
	run -2 --separate-stderr ttt --rule renju --first O </dev/null
	[ "${stderr_lines[0]}" = "ttt: in renju X moves first, not --first O" ]
	run -0 ttt --rule renju --first X </dev/null
}

@test "--rule renju -s: O's first move is rejected, as with --first X" {
	printf '15\n7 7 2\n7 7 1\n' >in
	run -1 --separate-stderr ttt --rule renju -s --explain in
	[ "$output" = "$(printf 'Invalid\tplayer 1 must move first\n0')" ]
	[ "$stderr" = "ttt: in:2: player 1 must move first" ]
	# and so under a renju header, whatever --first says
	printf '15x15 renju\n7 7 2\n7 7 1\n' >in
	run -1 --separate-stderr ttt -s in
	[ "$output" = "$(printf 'Invalid\n0')" ]
	[ "$stderr" = "ttt: in:2: player 1 must move first" ]
}

@test "--rule renju without -k: K is 5 on any board, headers without K too" {
	# a header N: K is 5 (freestyle's K would be N)
	printf '9\n4 0 1\n4 1 1\n4 2 1\n4 3 1\n4 4 1\n' >in
	run -0 ttt --rule renju in
	[ "$output" = "$(printf '0\n0\n0\n0\n1')" ]
	printf '9x12\n4 0 1\n4 1 1\n4 2 1\n4 3 1\n4 4 1\n' >in
	run -0 ttt --rule renju in
	[ "$output" = "$(printf '0\n0\n0\n0\n1')" ]
	# (freestyle: K = N, no win)
	run -0 ttt in
	[ "$output" = "$(printf '0\n0\n0\n0\n0')" ]
}

@test "a header may name the rule after K, or after the size alone" {
	# an overline of X: a foul in renju, no win in exact, a win freestyle
	moves='4 0 1\n4 1 1\n4 2 1\n4 4 1\n4 5 1\n4 3 1\n'
	printf "9x9 5 renju\n$moves\n9x9 5 exact\n$moves\n9x9 5\n$moves\n9x9 renju\n$moves\n9x9 5 freestyle\n$moves" >in
	run -0 ttt in
	[ "$output" = "$(printf '0\n0\n0\n0\n0\n2\n0\n0\n0\n0\n0\n0\n0\n0\n0\n0\n0\n1\n0\n0\n0\n0\n0\n2\n0\n0\n0\n0\n0\n1')" ]
}

@test "a header's rule lasts until the next header; one without a rule takes --rule's" {
	moves='4 0 1\n4 1 1\n4 2 1\n4 4 1\n4 5 1\n4 3 1\n'
	printf "9x9 5 renju\n$moves\n$moves\n9x9 5\n$moves" >in
	run -0 ttt --rule exact in
	[ "$output" = "$(printf '0\n0\n0\n0\n0\n2\n0\n0\n0\n0\n0\n2\n0\n0\n0\n0\n0\n0')" ]
}

@test "a header under renju with K other than 5 is rejected, naming its line" {
	# (the header rejected, the board is still 3 x 3)
	printf '15x15 6 renju\n1 1 1\n' >in
	run -1 --separate-stderr ttt --explain in
	[ "$output" = "$(printf 'Invalid\trenju is won by five in a row\n0')" ]
	[ "$stderr" = "ttt: in:1: renju is won by five in a row" ]
	printf '15x15 4\n1 1 1\n' >in
	run -1 --separate-stderr ttt --rule renju in
	[ "$output" = "$(printf 'Invalid\n0')" ]
	[ "$stderr" = "ttt: in:1: renju is won by five in a row" ]
}

@test "a header with an unknown rule, or a rule glued on, is a malformed line" {
	for h in '15x15 5 nosuch' '15x15 5renju' '15x15renju' '15x15 5 renju x' \
	    '15x15 5 RENJU' '15 renju'; do
		printf '%s\n' "$h" >in
		run -1 --separate-stderr ttt -m --explain in
		[ "$output" = "$(printf 'Invalid\tmalformed move: expected ROW COL PLAYER')" ]
		[ "$stderr" = "ttt: in:1: malformed move: expected ROW COL PLAYER" ]
	done
}

@test "--exact is --rule exact; the last of them given wins" {
	moves='4 0 1\n4 1 1\n4 2 1\n4 4 1\n4 5 1\n4 3 1\n'
	printf "9x9 5\n$moves" >in
	run -0 ttt --exact in
	a=$output
	run -0 ttt --rule exact in
	[ "$output" = "$a" ] && [ "${lines[5]}" = 0 ]
	run -0 ttt --exact --rule freestyle in
	[ "${lines[5]}" = 1 ]
	run -0 ttt --rule caro --exact in
	[ "${lines[5]}" = 0 ]
}

# ---- Caro ----

@test "caro: a run of exactly K blocked at both ends does not win, in each direction" {
	for rule in caro caro-exact; do
	judged "9x9 5 $rule" '
O*XXXXO..
.........'
	[ "$last" = 0 ]
	judged "9x9 5 $rule" '
.O
.X
.X
.*
.X
.X
.O'
	[ "$last" = 0 ]
	judged "9x9 5 $rule" '
O........
.X.......
..X......
...*.....
....X....
.....X...
......O..'
	[ "$last" = 0 ]
	judged "9x9 5 $rule" '
......O..
.....X...
....X....
...*.....
..X......
.X.......
O........'
	[ "$last" = 0 ]
	done
	# the same runs win freestyle, and under exact
	judged '9x9 5' '
O*XXXXO..'
	[ "$last" = "1	run 0 1 to 0 5" ]
	judged '9x9 5 exact' '
......O..
.....X...
....X....
...*.....
..X......
.X.......
O........'
	[ "$last" = "1	run 1 5 to 5 1" ]
}

@test "caro: blocked at one end only, a run of K wins" {
	for rule in caro caro-exact; do
	judged "9x9 5 $rule" '
O*XXXX...'
	[ "$last" = "1	run 0 1 to 0 5" ]
	judged "9x9 5 $rule" '
.........
.X.......
..X......
...*.....
....X....
.....X...
......O..'
	[ "$last" = "1	run 1 1 to 5 5" ]
	judged "9x9 5 $rule" '
..@
..O
..O
..O
..O
..X'
	[ "$last" = "2	run 0 2 to 4 2" ]
	done
}

@test "caro: the board's edge does not block" {
	for rule in caro caro-exact; do
	judged "9x9 5 $rule" '
*XXXXO...'
	[ "$last" = "1	run 0 0 to 0 4" ]
	judged "5x5 5 $rule" '
X....
.X...
..*..
...X.
....X'
	[ "$last" = "1	run 0 0 to 4 4" ]
	judged "5x5 5 $rule" '
XXXX*'
	[ "$last" = "1	run 0 0 to 0 4" ]
	done
	# nor an overline's: caro's six against the edge and O
	judged '9x9 5 caro' '
XX*XXXO..'
	[ "$last" = "1	run 0 0 to 0 5" ]
}

@test "caro (rule 8): an overline wins, open or blocked at both ends; the run named is K cells each side at most" {
	judged '9x9 5 caro' '
.XXX*XX..'
	[ "$last" = "1	run 0 1 to 0 6" ]
	judged '9x9 5 caro' '
OXXX*XXO.'
	[ "$last" = "1	run 0 1 to 0 6" ]
	judged '9x9 5 caro' '
O.........
.X........
..X.......
...X......
....*.....
.....X....
......X...
.......O..'
	[ "$last" = "1	run 1 1 to 6 6" ]
	judged '12x12 5 caro' '
O
X
X
X
*
X
X
X
O'
	[ "$last" = "1	run 1 0 to 7 0" ]
	# a blocked exact five is no win, under both
	judged '9x9 5 caro' '
OXXX*XO..'
	[ "$last" = 0 ]
}

@test "caro-exact (rule 9): an overline does not win, open or blocked; an own mark beyond is no block" {
	judged '9x9 5 caro-exact' '
.XXX*XX..'
	[ "$last" = 0 ]
	judged '9x9 5 caro-exact' '
OXXX*XXO.'
	[ "$last" = 0 ]
	# X beyond one end is an overline, not a block: no win even freestyle's
	# K run with an O beyond the other end
	judged '9x9 5 freestyle' '
.XXX*XX..'
	[ "$last" = "1	run 0 1 to 0 6" ]
}

@test "caro with any K: 3 on 3 x 3 (the edges never block), 3 on 5 x 5 blocked" {
	for rule in caro caro-exact; do
	printf '3x3 3 %s\n0 0 1\n1 1 2\n0 1 1\n2 2 2\n0 2 1\n' "$rule" >in
	run -0 ttt --explain in
	[ "$output" = "$(printf '0\n0\n0\n0\n1\trun 0 0 to 0 2')" ]
	judged "5x5 3 $rule" '
OXX*O'
	[ "$last" = 0 ]
	judged "5x5 3 $rule" '
.XX*O'
	[ "$last" = "1	run 0 1 to 0 3" ]
	done
	judged '6x6 3 caro' '
OXX*XO'
	[ "$last" = "1	run 0 1 to 0 4" ]
	judged '6x6 3 caro-exact' '
OXX*XO'
	[ "$last" = 0 ]
}

# ttt.1: the board before the winner's common cell is not judged again.
@test "caro board: a loser's run blocked at its second end by the winning mark is no earlier win" {
	printf 'XOOOX\n...XX\n..X.X\n.....\n.O.O.\n' >b
	run -0 --separate-stderr ttt -b -k 3 --rule caro --explain b
	[ "$output" = $'X\trun 0 4 to 2 4' ]
	[ "$stderr" = "" ]
	# the same run open at that end was O's win first
	printf 'XOOO.\n...XX\n..X.X\n.....\n.O.O.\n' >b
	run -0 --separate-stderr ttt -b -k 3 --rule caro --explain b
	[ "$output" = $'O\trun 0 1 to 0 3' ]
}

@test "--rule caro -k 4 on a move stream" {
	printf '9\n0 0 2\n0 1 1\n0 2 1\n0 3 1\n0 5 2\n0 4 1\n' >in
	run -0 ttt --rule caro -k 4 in
	[ "$output" = "$(printf '0\n0\n0\n0\n0\n0')" ]
	run -0 ttt --rule caro-exact -k 4 in
	[ "$output" = "$(printf '0\n0\n0\n0\n0\n0')" ]
	run -0 ttt -k 4 in
	[ "$output" = "$(printf '0\n0\n0\n0\n0\n1')" ]
	# a blocked five: caro's win, not caro-exact's
	printf '9\n0 0 2\n0 1 1\n0 2 1\n0 3 1\n0 6 2\n0 5 1\n0 4 1\n' >in
	run -0 ttt --rule caro -k 4 in
	[ "$output" = "$(printf '0\n0\n0\n0\n0\n0\n1')" ]
	run -0 ttt --rule caro-exact -k 4 in
	[ "$output" = "$(printf '0\n0\n0\n0\n0\n0\n0')" ]
}

# ---- Renju: fives and overlines ----

@test "renju: an exact five of X wins" {
	judged '15x15 renju' '
.XX*XX.'
	[ "$last" = "1	run 0 1 to 0 5" ]
}

@test "renju: an overline of X is a foul: O (2) has won" {
	judged '15x15 renju' '
.XX*XXX'
	[ "$last" = "2	foul: overline" ]
	judged '15x15 renju' '
X
X
X
*
X
X
X'
	[ "$last" = "2	foul: overline" ]
}

@test "renju: an overline of O wins" {
	judged '15x15 renju' '
.OO@OOO'
	[ "$last" = "2	run 0 1 to 0 6" ]
}

@test "renju: a foul ends the game: later moves are rejected" {
	printf '15x15 renju\n0 0 1\n0 1 1\n0 2 1\n0 4 1\n0 5 1\n0 3 1\n9 9 2\n' >in
	run -1 --separate-stderr ttt --explain in
	[ "$output" = "$(printf '0\n0\n0\n0\n0\n2\tfoul: overline\nInvalid\tthe game is already won')" ]
	[ "$stderr" = "ttt: in:8: the game is already won" ]
}

# ---- Renju: fours ----

@test "renju: a double-four in two lines is a foul" {
	judged '9x9 renju' '
.........
...X.....
...X.....
...X.....
XXX*.....'
	[ "$last" = "2	foul: double-four" ]
}

@test "renju: a double-four in one line, X.XXX.X completed in the middle" {
	judged '15x15 renju' '
.X.X*X.X.'
	[ "$last" = "2	foul: double-four" ]
}

@test "renju: a double-four in one line, XX.XX.XX" {
	judged '15x15 renju' '
.XX.*X.XX.'
	[ "$last" = "2	foul: double-four" ]
}

@test "renju: a straight four is one four; a four and a three are no foul" {
	# row 3 a straight four, column 4 a three: no foul (two fours would be)
	judged '15x15 renju' '
..........
..........
....X.....
..XX*X....
....X.....
..........'
	[ "$last" = 0 ]
	# four (row 3) and three (column 3)
	judged '15x15 renju' '
...........
...X.......
...X.......
XXX*.......
...........'
	[ "$last" = 0 ]
	# (and two fours are a foul: the straight four beside a closed four)
	judged '15x15 renju' '
..........
....X.....
....X.....
..XX*X....
....X.....
....O.....'
	[ "$last" = "2	foul: double-four" ]
}

@test "renju: a four blocked at one end still counts: two make a foul" {
	judged '15x15 renju' '
OXXX*....
....X....
....X....
....X....
.........'
	[ "$last" = "2	foul: double-four" ]
}

# ---- Renju: threes ----

@test "renju: a double-three is a foul" {
	judged '15x15 renju' '
.........
.........
....X....
...X*....
.........
.........'
	[ "$last" = 0 ]
	judged '15x15 renju' '
.........
.........
....X....
...X*X...
....X....
.........'
	[ "$last" = "2	foul: double-three" ]
	# a split three counts: .X.XX. and a diagonal three
	judged '15x15 renju' '
...........
...........
....X......
.X.*X......
..X........
...........'
	[ "$last" = "2	foul: double-three" ]
}

@test "renju: a three blocked at one end is no three" {
	judged '15x15 renju' '
.........
.........
....X....
..OX*X...
....X....
.........'
	[ "$last" = 0 ]
	# (unblocked, the same row makes a double-three)
	judged '15x15 renju' '
.........
.........
....X....
...X*X...
....X....
.........'
	[ "$last" = "2	foul: double-three" ]
}

@test "renju: a three that cannot make a straight four (its ends would make sixes) is no three" {
	# row 3: X..XX*X..X: a four from it has X beyond one end, so no four it
	# can make is straight; column 5 makes a real three: one three, no foul
	judged '15x15 renju' '
..............
..............
.....X........
.X..X*X..X....
.....X........
..............'
	[ "$last" = 0 ]
	# without the X beyond, the row is a three too: a double-three
	judged '15x15 renju' '
..............
..............
.....X........
....X*X.......
.....X........
..............'
	[ "$last" = "2	foul: double-three" ]
}

@test "renju: a false double-three: the second three's straight-four points are fouls" {
	# row 7: X X * makes a three whose points (7,4) and (7,8) would each
	# make an overline in columns 4 and 8; column 7 makes a real three:
	#   row 5   ....X...X
	#   row 6   ....X...X
	#   row 7   .....XX*.
	#   row 8   ....X..XX
	#   row 9   ....X..XX
	#   row 10  ....X...X
	cols='5 4 1\n6 4 1\n8 4 1\n9 4 1\n10 4 1\n7 5 1\n7 6 1\n'
	printf "15x15 renju\n$cols"'5 8 1\n6 8 1\n8 8 1\n9 8 1\n10 8 1\n8 7 1\n9 7 1\n7 7 1\n' >in
	run -0 ttt in
	[ "$output" = "$(yes 0 | head -n 15)" ]
	# the same with column 8 empty: (7,8) makes a straight four, a real
	# double-three
	printf "15x15 renju\n$cols"'8 7 1\n9 7 1\n7 7 1\n' >in
	run -0 ttt --explain in
	[ "$output" = "$(yes 0 | head -n 9)
2	foul: double-three" ]
}

# ---- Renju: fives first, the edge, white ----

@test "renju: an exact five wins even with a double-four or a double-three" {
	# row 0 a five, column 4 and the diagonal fours
	judged '15x15 renju' '
XXXX*....
....XX...
....X.X..
....X..X.
.........'
	[ "$last" = "1	run 0 0 to 0 4" ]
	# (without the five's first stone: three fours, a double-four)
	judged '15x15 renju' '
.XXX*....
....XX...
....X.X..
....X..X.
.........'
	[ "$last" = "2	foul: double-four" ]
	# row 3 a five, column 4 and the diagonal threes
	judged '15x15 renju' '
..........
....X.....
....X.....
XXXX*.....
.....X....
......X...'
	[ "$last" = "1	run 3 0 to 3 4" ]
	# (without the five's first stone: a four and two threes, a
	# double-three)
	judged '15x15 renju' '
..........
....X.....
....X.....
.XXX*.....
.....X....
......X...'
	[ "$last" = "2	foul: double-three" ]
}

@test "renju: an exact five wins even with an overline in another line" {
	# row 3 a five, column 4 a six
	judged '15x15 renju' '
....X....
....X....
....X....
XXXX*....
....X....
....X....'
	[ "$last" = "1	run 3 0 to 3 4" ]
	# (without the five: the six alone, a foul)
	judged '15x15 renju' '
....X....
....X....
....X....
....*....
....X....
....X....'
	[ "$last" = "2	foul: overline" ]
}

@test "renju: fouls at the board's edge and in a corner" {
	judged '9x9 renju' '
*XXX.....
X........
X........
X........
.........'
	[ "$last" = "2	foul: double-four" ]
	judged '9x9 renju' '
........X
........X
........X
........*
........X
........X'
	[ "$last" = "2	foul: overline" ]
	# at the top edge a column of three cannot open: one three, no foul
	judged '9x9 renju' '
...X*X...
....X....
....X....
.........'
	[ "$last" = 0 ]
}

@test "renju: O's double-three and double-four are no fouls (its overline wins, above)" {
	judged '15x15 renju' '
.........
.........
....O....
...O@O...
....O....
.........'
	[ "$last" = 0 ]
	judged '9x9 renju' '
.........
...O.....
...O.....
...O.....
OOO@.....'
	[ "$last" = 0 ]
}

@test "renju on a board smaller than 5 each way: no fives, no fouls" {
	printf '4x4 renju\n0 0 1\n0 1 1\n0 2 1\n0 3 1\n1 1 1\n2 2 1\n3 3 1\n' >in
	run -0 ttt in
	[ "$output" = "$(printf '0\n0\n0\n0\n0\n0\n0')" ]
}

# ---- Output ----

@test "--json: a foul adds \"foul\" to the move; each object names a rule that is not freestyle, or any with --rule" {
	printf '9x9 renju\n0 0 1\n0 1 1\n0 2 1\n0 4 1\n0 5 1\n0 3 1\n\n9x9\n0 0 1\n' >in
	run -0 ttt --json in
	[ "${lines[5]}" = '{"file":"in","line":7,"rule":"renju","game":1,"move":6,"row":0,"col":3,"player":1,"result":2,"lines":[],"foul":"overline"}' ]
	[ "${lines[0]}" = '{"file":"in","line":2,"rule":"renju","game":1,"move":1,"row":0,"col":0,"player":1,"result":0}' ]
	[ "${lines[6]}" = '{"file":"in","line":10,"game":2,"move":1,"row":0,"col":0,"player":1,"result":0}' ]
	run -0 ttt --json --rule caro -k 3 in
	[ "${lines[6]}" = '{"file":"in","line":10,"rule":"caro","game":2,"move":1,"row":0,"col":0,"player":1,"result":0}' ]
	# --rule names the rule in every object, freestyle too
	run -0 ttt --json --rule freestyle in
	[ "${lines[6]}" = '{"file":"in","line":10,"rule":"freestyle","game":2,"move":1,"row":0,"col":0,"player":1,"result":0}' ]
	printf 'X..\n...\n...\n' >b
	run -0 ttt --json --rule freestyle b
	[ "$output" = '{"file":"b","line":1,"rule":"freestyle","size":3,"verdict":"Pending","lines":[],"x":1,"o":0,"next":"O"}' ]
	run -0 ttt --json --exact b
	[ "$output" = '{"file":"b","line":1,"rule":"exact","size":3,"verdict":"Pending","lines":[],"x":1,"o":0,"next":"O"}' ]
	# and --exact as --rule exact: a freestyle header's games are named
	printf '9x9 5 freestyle\n0 0 1\n' >f
	run -0 ttt --json --exact f
	[ "$output" = '{"file":"f","line":2,"rule":"freestyle","game":1,"move":1,"row":0,"col":0,"player":1,"result":0}' ]
	run -0 ttt --json f
	[ "$output" = '{"file":"f","line":2,"game":1,"move":1,"row":0,"col":0,"player":1,"result":0}' ]
}

@test "-g: a game lost by a foul is O; --explain names the foul and its move; --json too" {
	printf '9x9 renju\n0 0 1\n0 1 1\n0 2 1\n0 4 1\n0 5 1\n0 3 1\n\n0 0 1\n' >in
	run -0 ttt -g in
	[ "$output" = "$(printf 'O\nPending')" ]
	run -0 ttt -g --explain in
	[ "$output" = "$(printf 'O\tfoul: overline at move 6\nPending\tO to move')" ]
	run -0 ttt -g --json in
	[ "${lines[0]}" = '{"file":"in","line":2,"rule":"renju","game":1,"moves":6,"verdict":"O","lines":[],"x":6,"o":0,"foul":"overline"}' ]
	# a JSON game line under a renju header
	printf '9x9 renju\n[[0,0],[8,8],[0,1],[8,6],[0,2],[8,4],[0,4],[8,2],[0,5],[6,0],[0,3]]\n' >in
	run -0 ttt --explain in
	[ "$output" = "$(printf 'O\tfoul: overline at move 11')" ]
}

@test "the rules on a Piskvork record: --rule renju judges the record's moves" {
	# x,y is column,row from 1: X plays row 1 columns 1-3 and 5-6, then 4
	printf 'Piskvorky 15x15, 11:11, 0\n1,1\n1,15\n2,1\n3,15\n3,1\n5,15\n5,1\n7,15\n6,1\n9,15\n4,1\n' >g.psq
	run -0 ttt --rule renju -g --explain g.psq
	[ "$output" = "$(printf 'O\tfoul: overline at move 11')" ]
	run -0 ttt -g --explain g.psq
	[ "$output" = "$(printf 'X\trun 1,1 to 6,1 at move 11')" ]
}

@test "a board's reasons under --rule renju speak of winning runs (K is 5)" {
	printf 'XXXXX\nOOOOO\n.....\n.....\n.....\n' >in
	run -1 --separate-stderr ttt --rule renju -b --explain in
	[ "$output" = "$(printf 'Invalid\tboth X and O have a winning run')" ]
	[ "$stderr" = "ttt: in:1: both X and O have a winning run" ]
}

@test "--json: a JSON board in a move stream carries --rule's rule, not the header's" {
	printf '3x3 caro\n["XX.","OO.","..."]\n' >in
	run -0 ttt --json in
	[ "$output" = '{"file":"in","line":2,"size":3,"verdict":"Pending","lines":[],"x":2,"o":2,"next":"X or O"}' ]
	run -0 ttt --json --rule exact in
	[ "$output" = '{"file":"in","line":2,"rule":"exact","size":3,"verdict":"Pending","lines":[],"x":2,"o":2,"next":"X or O"}' ]
}

@test "-g --explain: a Pending renju game with equal counts is X's to move" {
	printf '9x9 renju\n4 4 1\n4 5 2\n\n9x9\n4 4 1\n4 5 2\n' >in
	run -0 ttt -g --explain in
	[ "$output" = "$(printf 'Pending\tX to move\nPending\tX or O to move')" ]
	run -0 ttt -g --explain --first O in
	[ "$output" = "$(printf 'Pending\tX to move\nPending\tO to move')" ]
}

# ---- Gomoku's defaults ----

@test "gomoku defaults: under --rule renju and --rule caro a move stream's board is 15x15 and K is five" {
	run -0 --separate-stderr sh -c "printf '7 7 1\n' | ttt --rule renju"
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
	for rule in renju caro; do
		printf '14 14 1\n15 0 2\n0 15 2\n7 3 1\n8 3 2\n7 4 1\n8 4 2\n7 5 1\n8 5 2\n7 6 1\n8 6 2\n7 7 1\n' >in
		run -1 --separate-stderr ttt --rule "$rule" --explain in
		[ "$output" = "0
Invalid	row is off the board (size 15)
Invalid	column is off the board (size 15)
0
0
0
0
0
0
0
0
1	run 7 3 to 7 7" ]
		[ "$stderr" = "ttt: in:2: row is off the board (size 15)
ttt: in:3: column is off the board (size 15)" ]
	done
}

@test "gomoku defaults: -n, a header and -k say otherwise; a header N takes the rule's K (five), not N" {
	printf '8 8 1\n9 0 1\n' >in
	run -1 --separate-stderr ttt --rule caro -n 9 in
	[ "$output" = $'0\nInvalid' ]
	[ "$stderr" = "ttt: in:2: row is off the board (size 9)" ]
	# -k: K, on the rule's 15x15 board
	printf '14 0 1\n14 1 1\n14 2 1\n' >in
	run -0 --separate-stderr ttt --rule caro -k 3 --explain in
	[ "$output" = $'0\n0\n1\trun 14 0 to 14 2' ]
	# a header N: N x N, K five (a header without K takes the rule's)
	printf '6\n0 0 1\n1 0 2\n0 1 1\n1 1 2\n0 2 1\n1 2 2\n0 3 1\n1 3 2\n0 4 1\n' >in
	run -0 --separate-stderr ttt --rule caro --explain in
	[ "${lines[8]}" = "1	run 0 0 to 0 4" ]
	run -0 --separate-stderr ttt --explain in
	[ "${lines[8]}" = "0" ]
	# a header's rule word: caro's five, not the board's side
	printf '9x9 caro\n0 0 1\n1 0 2\n0 1 1\n1 1 2\n0 2 1\n1 2 2\n0 3 1\n1 3 2\n0 4 1\n' >in
	run -0 --separate-stderr ttt -g --explain in
	[ "$output" = "X	run 0 0 to 0 4 at move 9" ]
}

@test "gomoku defaults: -k 4 or more makes a move stream's default board 15x15; -k 3 and tic-tac-toe keep 3x3" {
	printf '14 14 1\n3 0 2\n' >in
	for k in 4 5 6 15 16; do
		run -0 --separate-stderr ttt -k "$k" in
		[ "$output" = $'0\n0' ]
		[ "$stderr" = "" ]
	done
	run -0 --separate-stderr ttt -k 5 --rule exact --json in
	[ "${lines[0]}" = '{"file":"in","line":1,"rule":"exact","game":1,"move":1,"row":14,"col":14,"player":1,"result":0}' ]
	printf '2 2 1\n3 0 2\n' >in
	for opts in "-k 3" "-k 2" "" "--rule exact" "--rule freestyle"; do
		# shellcheck disable=SC2086	# the options are words
		run -1 --separate-stderr ttt $opts in
		[ "$output" = $'0\nInvalid' ]
		[ "$stderr" = "ttt: in:2: row is off the board (size 3)" ]
	done
	run -0 --separate-stderr ttt -k 5 -g in
	[ "$output" = "Pending" ]
}

@test "gomoku defaults: boards keep the shape of their rows; K is five under --rule caro, as under renju, unless -k" {
	printf 'XXX\nOO.\n...\n\nXXXXX\nOOOO.\n.....\n.....\n.....\n' >in
	run -0 --separate-stderr ttt --rule caro --explain in
	[ "$output" = "Pending	O to move
X	run 0 0 to 0 4" ]
	[ "$stderr" = "" ]
	run -1 --separate-stderr ttt --rule caro -k 3 --explain in
	[ "$output" = "X	run 0 0 to 0 2
Invalid	both X and O have a winning run" ]
	[ "$stderr" = "ttt: in:5: both X and O have a winning run" ]
	run -0 --separate-stderr ttt --rule caro-exact -k 3 --explain in
	[ "$output" = "X	run 0 0 to 0 2
Pending	O to move" ]
	run -0 --separate-stderr ttt -k 5 --json in
	[ "${lines[0]}" = '{"file":"in","line":1,"size":3,"verdict":"Pending","lines":[],"x":3,"o":2,"next":"O"}' ]
}

@test "gomoku defaults: --show draws the 15x15 default board" {
	run -0 --separate-stderr sh -c "printf '7 7 1\n' | ttt --rule renju --show"
	[ "${#lines[@]}" -eq 16 ]
	[ "${lines[8]}" = "| | | | | | | |X| | | | | | | |" ]
}

@test "gomoku defaults: --help says them" {
	run -0 --separate-stderr ttt --help
	[[ $output == *"  -k, --win K          K marks in a row, column or any diagonal win
                       (default N, or 5 under --rule renju, caro or
                       caro-exact)
"* ]]
	[[ $output == *"  -n, --size N|RxC     board size of move streams (default 3, or 15 under
                       --rule renju, caro or caro-exact, or with -k 4
                       or more); RxC also fixes the shape of board
                       streams
"* ]]
}
