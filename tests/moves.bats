#!/usr/bin/env bats
# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# The move stream (LeetCode 348): results per move, board sizes, wins,
# every rejection with its diagnostic, blanks, games, -s and --first,
# -m and mode detection, and the exit status.

bats_require_minimum_version 1.5.0
load test_helper

SIN='(standard input)'
MALFORMED='malformed move: expected ROW COL PLAYER'

# The LeetCode 348 example on a 3x3 board: X wins with its seventh move.
SEED='0 0 1\n0 2 2\n2 2 1\n1 1 2\n2 0 1\n1 0 2\n2 1 1\n'
SEED_OUT=$'0\n0\n0\n0\n0\n0\n1'

# as_crlf ARGS...: ttt ARGS on $BATS_TEST_TMPDIR/m, its outputs in lf.out
# and lf.err there, and on the same lines in CRLF, which take the general
# path: both give the same (stderr but for the file's name).
as_crlf() {
	local d="$BATS_TEST_TMPDIR"

	sed 's/$/\r/' "$d/m" >"$d/crlf"
	ttt "$@" "$d/m" >"$d/lf.out" 2>"$d/lf.err" || true
	ttt "$@" "$d/crlf" >"$d/crlf.out" 2>"$d/crlf.err" || true
	cmp "$d/lf.out" "$d/crlf.out"
	sed "s|$d/crlf|$d/m|" "$d/crlf.err" | cmp - "$d/lf.err"
}

# bad_third NAME LINE: the seed with LINE slipped in as line 3, just before
# X's move 2 2.  Were LINE to change the game, the rest would not be the
# seed's results.
bad_third() {
	put "$1" "0 0 1\n0 2 2\n$2\n2 2 1\n1 1 2\n2 0 1\n1 0 2\n2 1 1\n"
}
BAD_THIRD_OUT=$'0\n0\nInvalid\n0\n0\n0\n0\n1'

# 2^64 * 10^20 + 2: 40 digits, and 2 once reduced modulo 2^64, so a parser
# that wraps around would read it as 2.
BIG40=1844674407370955161600000000000000000002
# 2^64 * 10^20 + 1, which wraps to 1.
BIG40_1=1844674407370955161600000000000000000001
MAXN=9223372036854775807	# 2^63 - 1

# zeros_then K LAST: K result lines of 0, then LAST.
zeros_then() {
	local i s=''

	for ((i = 0; i < $1; i++)); do
		s+=$'0\n'
	done
	printf '%s%s' "$s" "$2"
}

# row_race N: X fills row 0 of an N x N board while O plays row 1, which
# O never fills; only X's last move, 0 N-1, wins.
row_race() {
	awk -v n="$1" 'BEGIN {
		for (c = 0; c < n - 1; c++) {
			print 0, c, 1
			print 1, c, 2
		}
		print 0, n - 1, 1
	}'
}

# col_race N: O fills the last column while X plays column 0 and then a
# cell of the last row; only O's last move, N-1 N-1, wins.
col_race() {
	awk -v n="$1" 'BEGIN {
		for (r = 0; r < n - 1; r++) {
			print r, 0, 1
			print r, n - 1, 2
		}
		print n - 1, 1, 1
		print n - 1, n - 1, 2
	}'
}

# The seed

@test "the LeetCode 348 example prints 0 for every move and 1 for X's winning move" {
	put seed "$SEED"
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/seed"
	[ "$output" = "$SEED_OUT" ]
	[ "$stderr" = "" ]
}

@test "the LeetCode 348 example after a header 3 gives the same results" {
	put seed "3\n$SEED"
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/seed"
	[ "$output" = "$SEED_OUT" ]
	[ "$stderr" = "" ]
}

@test "the LeetCode 348 example with -n 3 gives the same results" {
	put seed "$SEED"
	run -0 --separate-stderr ttt -n 3 <"$BATS_TEST_TMPDIR/seed"
	[ "$output" = "$SEED_OUT" ]
	[ "$stderr" = "" ]
}

@test "a move file named on the command line is judged like standard input" {
	put seed.in "$SEED"
	cd "$BATS_TEST_TMPDIR"
	run -0 --separate-stderr ttt seed.in
	[ "$output" = "$SEED_OUT" ]
	[ "$stderr" = "" ]
}

# Board sizes

@test "on a 1x1 board (header 1) the first move wins, for X" {
	put m '1\n0 0 1\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "1" ]
	[ "$stderr" = "" ]
}

@test "on a 1x1 board (-n 1) the first move wins, for O" {
	put m '0 0 2\n'
	run -0 --separate-stderr ttt -n 1 <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "2" ]
	[ "$stderr" = "" ]
}

@test "on a 1x1 board row 1 and column 1 are off the board" {
	put m '1\n1 0 1\n0 1 1\n0 0 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Invalid\nInvalid\n1' ]
	[ "$stderr" = "ttt: $SIN:2: row is off the board (size 1)
ttt: $SIN:3: column is off the board (size 1)" ]
}

@test "on a 2x2 board (header 2) X wins with its second mark on a line" {
	put m '2\n0 0 1\n1 1 2\n0 1 1\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n1' ]
	[ "$stderr" = "" ]
}

@test "on a 2x2 board (-n 2) O, moving first, wins a diagonal with two marks" {
	put m '0 0 2\n0 1 1\n1 1 2\n'
	run -0 --separate-stderr ttt -n 2 <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n2' ]
	[ "$stderr" = "" ]
}

@test "on a 3x3 board (header 3) three in a row wins and two do not" {
	put m '3\n0 0 1\n1 0 2\n0 1 1\n1 1 2\n0 2 1\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0\n1' ]
	[ "$stderr" = "" ]
}

@test "on a 250x250 board (header 250) only X's 250th mark in row 0 wins" {
	{ echo 250; row_race 250; } >"$BATS_TEST_TMPDIR/m"
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$(zeros_then 498 1)" ]
	[ "$stderr" = "" ]
}

@test "on a 250x250 board (-n 250) only X's 250th mark in row 0 wins" {
	row_race 250 >"$BATS_TEST_TMPDIR/m"
	run -0 --separate-stderr ttt -n 250 <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$(zeros_then 498 1)" ]
	[ "$stderr" = "" ]
}

@test "on a 250x250 board a header size 250 makes row 250 off the board" {
	{ echo 250; echo 249 249 1; echo 250 0 2; echo 0 250 2; } >"$BATS_TEST_TMPDIR/m"
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:3: row is off the board (size 250)
ttt: $SIN:4: column is off the board (size 250)" ]
}

@test "on a 4096x4096 board only O's 4096th mark in the last column wins" {
	{ echo 4096; col_race 4096; } >"$BATS_TEST_TMPDIR/m"
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$(zeros_then 8191 2)" ]
	[ "$stderr" = "" ]
}

@test "on a 4097x4097 board only O's 4097th mark in the last column wins" {
	col_race 4097 >"$BATS_TEST_TMPDIR/m"
	run -0 --separate-stderr ttt -n 4097 <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$(zeros_then 8193 2)" ]
	[ "$stderr" = "" ]
}

@test "on a 5000x5000 board only X's 5000th mark in row 0 wins" {
	{ echo 5000; row_race 5000; } >"$BATS_TEST_TMPDIR/m"
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$(zeros_then 9998 1)" ]
	[ "$stderr" = "" ]
}

@test "-n 1000000000 works: corners and the centre of the anti-diagonal, a taken cell, row 10^9 off" {
	put m '999999999 999999999 1\n0 999999999 2\n999999999 0 1\n500000000 499999999 2\n0 0 1\n999999999 999999999 2\n1000000000 0 1\n0 1000000000 1\n'
	run -1 --separate-stderr ttt -n 1000000000 <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0\n0\nInvalid\nInvalid\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:6: cell 999999999 999999999 is taken
ttt: $SIN:7: row is off the board (size 1000000000)
ttt: $SIN:8: column is off the board (size 1000000000)" ]
}

@test "a header of 2^63-1 works with moves far apart, on both diagonals and its edges" {
	put m "$MAXN\n0 0 1\n9223372036854775806 9223372036854775806 2\n0 9223372036854775806 1\n9223372036854775806 0 2\n4611686018427387903 4611686018427387903 1\n0 0 2\n4611686018427387903 4611686018427387903 2\n$MAXN 0 1\n0 $MAXN 1\n"
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0\n0\nInvalid\nInvalid\nInvalid\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:7: cell 0 0 is taken
ttt: $SIN:8: cell 4611686018427387903 4611686018427387903 is taken
ttt: $SIN:9: row is off the board (size $MAXN)
ttt: $SIN:10: column is off the board (size $MAXN)" ]
}

@test "on a 2^63-1 board hundreds of moves are all kept: each replayed cell is taken" {
	local i r
	{
		echo "$MAXN"
		for ((i = 0; i < 300; i++)); do
			r=$((4611686018427387904 + i * 1000003))
			echo "$r $((MAXN - 1 - i)) $((i % 2 + 1))"
		done
		for ((i = 0; i < 300; i += 100)); do
			r=$((4611686018427387904 + i * 1000003))
			echo "$r $((MAXN - 1 - i)) 1"
		done
	} >"$BATS_TEST_TMPDIR/m"
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$(zeros_then 300 $'Invalid\nInvalid\nInvalid')" ]
	r=4611686018427387904
	[ "$stderr" = "ttt: $SIN:302: cell $r $((MAXN - 1)) is taken
ttt: $SIN:303: cell $((r + 100 * 1000003)) $((MAXN - 101)) is taken
ttt: $SIN:304: cell $((r + 200 * 1000003)) $((MAXN - 201)) is taken" ]
}

@test "a header of 2^30 and one of 2^30-1 both keep cells and edges apart" {
	put m '1073741823\n1073741822 1073741822 1\n1073741822 0 2\n1073741822 1073741822 2\n1073741823 0 1\n\n1073741824\n1073741823 1073741823 1\n1073741823 0 2\n1073741823 1073741823 2\n1073741824 0 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\nInvalid\nInvalid\n0\n0\nInvalid\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:4: cell 1073741822 1073741822 is taken
ttt: $SIN:5: row is off the board (size 1073741823)
ttt: $SIN:10: cell 1073741823 1073741823 is taken
ttt: $SIN:11: row is off the board (size 1073741824)" ]
}

@test "a header of 2^63 (9223372036854775808) is rejected as out of range" {
	put m '9223372036854775808\n0 0 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Invalid\n0' ]
	[ "$stderr" = "ttt: $SIN:1: board size is out of range" ]
}

@test "a header above 2^64 that wraps to 3 is out of range, not size 3" {
	put m '4\n18446744073709551619\n3 3 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Invalid\n0' ]
	[ "$stderr" = "ttt: $SIN:2: board size is out of range" ]
}

@test "a header of 40 digits is out of range and leaves the size unchanged" {
	put m "2\n$BIG40\n1 1 1\n2 2 1\n"
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Invalid\n0\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:2: board size is out of range
ttt: $SIN:4: row is off the board (size 2)" ]
}

@test "a header overrides -n" {
	put m '3\n3 3 1\n'
	run -1 --separate-stderr ttt -n 5 <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $SIN:2: row is off the board (size 3)" ]
}

@test "-n sets the size of every game until a header" {
	put m '4 4 1\n\n4 4 2\n0 0 1\n'
	run -0 --separate-stderr ttt -n 5 <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0' ]
	[ "$stderr" = "" ]
}

@test "without a header or -n the size is 3" {
	put m '2 2 1\n3 0 1\n0 3 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:2: row is off the board (size 3)
ttt: $SIN:3: column is off the board (size 3)" ]
}

# Wins

@test "X wins by filling a row" {
	put m '1 0 1\n0 0 2\n1 1 1\n0 1 2\n1 2 1\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0\n1' ]
	[ "$stderr" = "" ]
}

@test "O wins by filling a row" {
	put m '4\n0 0 1\n3 0 2\n0 1 1\n3 1 2\n1 0 1\n3 2 2\n2 1 1\n3 3 2\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0\n0\n0\n0\n2' ]
	[ "$stderr" = "" ]
}

@test "X wins by filling a column" {
	put m '0 2 1\n0 0 2\n1 2 1\n1 0 2\n2 2 1\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0\n1' ]
	[ "$stderr" = "" ]
}

@test "O wins by filling a column" {
	put m '4\n0 1 1\n0 0 2\n1 1 1\n1 0 2\n2 2 1\n2 0 2\n3 3 1\n3 0 2\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0\n0\n0\n0\n2' ]
	[ "$stderr" = "" ]
}

@test "X wins by filling the diagonal" {
	put m '4\n0 0 1\n0 1 2\n1 1 1\n0 2 2\n2 2 1\n0 3 2\n3 3 1\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0\n0\n0\n1' ]
	[ "$stderr" = "" ]
}

@test "O wins by filling the diagonal" {
	put m '0 1 1\n0 0 2\n0 2 1\n1 1 2\n1 0 1\n2 2 2\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0\n0\n2' ]
	[ "$stderr" = "" ]
}

@test "X wins by filling the anti-diagonal" {
	put m '0 2 1\n0 0 2\n1 1 1\n1 0 2\n2 0 1\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0\n1' ]
	[ "$stderr" = "" ]
}

@test "O wins by filling the anti-diagonal" {
	put m '4\n0 0 1\n0 3 2\n1 1 1\n1 2 2\n0 1 1\n2 1 2\n2 0 1\n3 0 2\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0\n0\n0\n0\n2' ]
	[ "$stderr" = "" ]
}

@test "X's move filling row 0 and column 0 at once prints 1" {
	put m '0 1 1\n1 1 2\n0 2 1\n2 2 2\n1 0 1\n1 2 2\n2 0 1\n2 1 2\n0 0 1\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0\n0\n0\n0\n0\n1' ]
	[ "$stderr" = "" ]
}

@test "a full board with no line of one player prints only 0s" {
	put m '0 0 1\n0 1 2\n0 2 1\n1 1 2\n1 0 1\n2 0 2\n1 2 1\n2 2 2\n2 1 1\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0\n0\n0\n0\n0\n0' ]
	[ "$stderr" = "" ]
}

# Rejections: malformed lines

@test "a move line of 2 fields is malformed and the game is unchanged" {
	bad_third m '2 2'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: $MALFORMED" ]
}

@test "a move line of 4 fields is malformed and the game is unchanged" {
	bad_third m '2 2 1 1'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: $MALFORMED" ]
}

@test "a player written +1 is malformed and the game is unchanged" {
	bad_third m '2 2 +1'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: $MALFORMED" ]
}

@test "a row written -0 is malformed and the game is unchanged" {
	bad_third m '-0 2 1'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: $MALFORMED" ]
}

@test "a player written 1e0 is malformed and the game is unchanged" {
	bad_third m '2 2 1e0'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: $MALFORMED" ]
}

@test "a header written 1e3 is malformed and the size is unchanged" {
	put m '1e3\n2 2 1\n3 3 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Invalid\n0\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:1: $MALFORMED
ttt: $SIN:3: row is off the board (size 3)" ]
}

@test "a player written 0x1 is malformed and the game is unchanged" {
	bad_third m '2 2 0x1'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: $MALFORMED" ]
}

@test "trailing junk after the player (2 2 1x) is malformed and the game is unchanged" {
	bad_third m '2 2 1x'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: $MALFORMED" ]
}

@test "trailing junk as the first move (0 0 1x) is malformed" {
	put m '0 0 1x\n0 0 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Invalid\n0' ]
	[ "$stderr" = "ttt: $SIN:1: $MALFORMED" ]
}

@test "letters in place of numbers are malformed and the game is unchanged" {
	bad_third m 'c c a'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: $MALFORMED" ]
}

@test "a player written X is malformed and the game is unchanged" {
	bad_third m '2 2 X'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: $MALFORMED" ]
}

@test "a comment after a move on the same line is malformed" {
	bad_third m '2 2 1 # X'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: $MALFORMED" ]
}

@test "a blank is a space or a tab only: a form feed between fields is malformed" {
	bad_third m '2\f2 1'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: $MALFORMED" ]
}

@test "a comma between fields is malformed" {
	bad_third m '2,2,1'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: $MALFORMED" ]
}

# Rejections: numbers

@test "leading zeros are allowed: 000 0001 01 is row 0, column 1, player 1" {
	put m '000 0001 01\n0 1 2\n0 0 002\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid\n0' ]
	[ "$stderr" = "ttt: $SIN:2: cell 0 1 is taken" ]
}

@test "a 40-digit number with leading zeros is in range" {
	put m '0000000000000000000000000000000000000002 0000000000000000000000000000000000000002 0000000000000000000000000000000000000001\n2 2 2\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:2: cell 2 2 is taken" ]
}

@test "a 40-digit row is off the board, not wrapped around, and the game is unchanged" {
	bad_third m "$BIG40 2 1"
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: row is off the board (size 3)" ]
}

@test "a 40-digit column is off the board, not wrapped around, and the game is unchanged" {
	bad_third m "2 $BIG40 1"
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: column is off the board (size 3)" ]
}

@test "a 40-digit player is not 1 or 2, not wrapped around, and the game is unchanged" {
	bad_third m "2 2 $BIG40_1"
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: player must be 1 or 2" ]
}

@test "a row of 2^64-1 is off the board" {
	bad_third m '18446744073709551615 2 1'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: row is off the board (size 3)" ]
}

@test "a row equal to N is off the board and the game is unchanged" {
	bad_third m '3 2 1'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: row is off the board (size 3)" ]
}

@test "a column equal to N is off the board and the game is unchanged" {
	bad_third m '2 3 1'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: column is off the board (size 3)" ]
}

@test "the size in an off-the-board diagnostic is the current game's" {
	put m '5\n4 4 1\n5 0 2\n\n2\n0 2 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:3: row is off the board (size 5)
ttt: $SIN:6: column is off the board (size 2)" ]
}

@test "player 0 is rejected and the game is unchanged" {
	bad_third m '2 2 0'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: player must be 1 or 2" ]
}

@test "player 3 is rejected and the game is unchanged" {
	bad_third m '2 2 3'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: player must be 1 or 2" ]
}

@test "player 99999999999999999999 is rejected and the game is unchanged" {
	bad_third m '2 2 99999999999999999999'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: player must be 1 or 2" ]
}

@test "player 257 (1 modulo 256) is rejected" {
	bad_third m '2 2 257'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: player must be 1 or 2" ]
}

@test "player 4294967297 (1 modulo 2^32) is rejected" {
	bad_third m '2 2 4294967297'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: player must be 1 or 2" ]
}

@test "a move on an occupied cell is rejected and the game is unchanged" {
	bad_third m '0 0 2'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: cell 0 0 is taken" ]
}

@test "a move on a cell its own player holds is rejected as taken" {
	put m '1 1 1\n0 0 2\n1 1 1\n0 1 2\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\nInvalid\n0' ]
	[ "$stderr" = "ttt: $SIN:3: cell 1 1 is taken" ]
}

@test "a move after the game was won is rejected, on a free cell" {
	put m "${SEED}0 1 2\n"
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$SEED_OUT"$'\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:8: the game is already won" ]
}

@test "every move after the win is rejected until the game ends" {
	put m "${SEED}0 1 2\n0 1 1\n\n0 1 2\n"
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$SEED_OUT"$'\nInvalid\nInvalid\n0' ]
	[ "$stderr" = "ttt: $SIN:8: the game is already won
ttt: $SIN:9: the game is already won" ]
}

@test "after a win on a 1x1 board the next move is rejected as already won" {
	put m '0 0 1\n0 0 2\n'
	run -1 --separate-stderr ttt -n 1 <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'1\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:2: the game is already won" ]
}

@test "a header 0 is rejected: board size must be at least 1" {
	put m '0\n2 2 1\n3 3 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Invalid\n0\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:1: board size must be at least 1
ttt: $SIN:3: row is off the board (size 3)" ]
}

@test "a header 000 is a header 0 and rejected" {
	put m '000\n0 0 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Invalid\n0' ]
	[ "$stderr" = "ttt: $SIN:1: board size must be at least 1" ]
}

@test "a header 0 mid-game leaves the size and the game unchanged" {
	put m '4\n0 0 1\n0\n0 0 2\n3 3 2\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid\nInvalid\n0' ]
	[ "$stderr" = "ttt: $SIN:3: board size must be at least 1
ttt: $SIN:4: cell 0 0 is taken" ]
}

@test "an out-of-range header mid-game leaves the size and the game unchanged" {
	put m '4\n0 0 1\n9223372036854775808\n0 0 2\n3 3 2\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid\nInvalid\n0' ]
	[ "$stderr" = "ttt: $SIN:3: board size is out of range
ttt: $SIN:4: cell 0 0 is taken" ]
}

@test "a malformed line mid-game does not end the game" {
	put m '0 0 1\n0 0\n0 0 2\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:2: $MALFORMED
ttt: $SIN:3: cell 0 0 is taken" ]
}

# Rejections: the order of the checks

@test "a row and a column both off the board report the row" {
	bad_third m '3 3 1'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: row is off the board (size 3)" ]
}

@test "a column off the board is reported before a bad player" {
	bad_third m '2 3 7'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: column is off the board (size 3)" ]
}

@test "a bad player is reported before an occupied cell" {
	bad_third m '0 0 3'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$BAD_THIRD_OUT" ]
	[ "$stderr" = "ttt: $SIN:3: player must be 1 or 2" ]
}

@test "after a win a bad player is reported before the won game" {
	put m "${SEED}0 1 0\n"
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$SEED_OUT"$'\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:8: player must be 1 or 2" ]
}

@test "after a win a row off the board is reported before the won game" {
	put m "${SEED}3 0 2\n"
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$SEED_OUT"$'\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:8: row is off the board (size 3)" ]
}

@test "after a win an occupied cell is reported as the won game" {
	put m "${SEED}0 0 2\n"
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$SEED_OUT"$'\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:8: the game is already won" ]
}

@test "with -s, after a win the winner moving again is reported as the won game" {
	put m '1\n0 0 1\n0 0 1\n'
	run -1 --separate-stderr ttt -s <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'1\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:3: the game is already won" ]
}

@test "with -s, a player moving twice onto an occupied cell is reported as moving twice" {
	put m '0 0 1\n0 0 1\n'
	run -1 --separate-stderr ttt -s <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:2: player 1 moved twice in a row" ]
}

# Blanks

@test "tabs and spaces between fields are allowed" {
	put m '0\t0 1\n0  2\t\t2\n2 \t 2\t 1\n1 1 2\n2 0 1\n1 0 2\n2 1 1\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$SEED_OUT" ]
	[ "$stderr" = "" ]
}

@test "leading and trailing blanks around a move are allowed" {
	put m '  0 0 1\n\t0 2 2\n2 2 1  \n1 1 2\t\n \t2 0 1\t \n1 0 2\n2 1 1\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$SEED_OUT" ]
	[ "$stderr" = "" ]
}

@test "leading and trailing blanks around a header are allowed" {
	put m ' \t4  \n3 3 1\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
}

@test "CRLF lines work: header, moves and an empty line ending a game" {
	put m '4\r\n0 0 1\r\n0 0 2\r\n\r\n0 0 2\r\n3 3 1\r\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid\n0\n0' ]
	[ "$stderr" = "ttt: $SIN:3: cell 0 0 is taken" ]
}

@test "the seed in CRLF lines gives the seed's results" {
	put m '3\r\n0 0 1\r\n0 2 2\r\n2 2 1\r\n1 1 2\r\n2 0 1\r\n1 0 2\r\n2 1 1\r\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$SEED_OUT" ]
	[ "$stderr" = "" ]
}

@test "only one CR before the LF is dropped: a second one is malformed" {
	put m '0 0 1\r\r\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $SIN:1: $MALFORMED" ]
}

@test "a last line without a newline is still judged" {
	put m '0 0 1\n0 2 2\n2 2 1\n1 1 2\n2 0 1\n1 0 2\n2 1 1'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$SEED_OUT" ]
	[ "$stderr" = "" ]
}

@test "a rejected last line without a newline is still judged and named" {
	put m '0 0 1\n0 0 2'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:2: cell 0 0 is taken" ]
}

@test "a last header line without a newline prints nothing" {
	put m '0 0 1\n4'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
}

# Games

@test "an empty line ends a game and the next move starts a new one" {
	put m '0 0 1\n0 1 1\n\n0 0 1\n0 1 1\n0 2 1\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0\n1' ]
	[ "$stderr" = "" ]
}

@test "after an empty line the cells of the old game are free again" {
	put m '0 0 1\n\n0 0 2\n0 0 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:4: cell 0 0 is taken" ]
}

@test "an empty line after a win starts a new game" {
	put m "$SEED\n$SEED"
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$SEED_OUT"$'\n'"$SEED_OUT" ]
	[ "$stderr" = "" ]
}

@test "several empty lines in a row end one game" {
	put m '0 0 1\n\n\n\n0 0 2\n0 1 2\n0 2 2\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n2' ]
	[ "$stderr" = "" ]
}

@test "a line of only blanks counts as empty and ends the game" {
	put m '0 0 1\n \t  \n0 0 2\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0' ]
	[ "$stderr" = "" ]
}

@test "a line of only blanks before CRLF counts as empty" {
	put m '0 0 1\r\n  \r\n0 0 2\r\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0' ]
	[ "$stderr" = "" ]
}

@test "a header mid-game starts a new game" {
	put m '0 0 1\n0 1 1\n3\n0 0 2\n0 2 1\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0' ]
	[ "$stderr" = "" ]
}

@test "a header mid-game starts a new game of its size" {
	put m '0 0 1\n2\n0 0 2\n1 1 2\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n2' ]
	[ "$stderr" = "" ]
}

@test "a header right after a win starts a new game" {
	put m "${SEED}3\n0 1 2\n"
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$SEED_OUT"$'\n0' ]
	[ "$stderr" = "" ]
}

@test "the header size persists for later games after an empty line" {
	put m '4\n0 0 1\n\n3 3 1\n0 0 2\n\n4 0 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:7: row is off the board (size 4)" ]
}

@test "the header size persists over -n for later games" {
	put m '2\n\n\n1 1 1\n2 0 1\n'
	run -1 --separate-stderr ttt -n 5 <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:5: row is off the board (size 2)" ]
}

@test "several games per stream are judged in turn" {
	put m '# three games\n3\n0 0 1\n0 2 2\n2 2 1\n1 1 2\n2 0 1\n1 0 2\n2 1 1\n\n4\n0 0 1\n0 3 2\n1 1 1\n1 2 2\n0 1 1\n2 1 2\n2 0 1\n3 0 2\n\n1\n0 0 2\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "$SEED_OUT"$'\n0\n0\n0\n0\n0\n0\n0\n2\n2' ]
	[ "$stderr" = "" ]
}

@test "a header straight after a header replaces it" {
	put m '5\n2\n1 1 1\n2 2 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:4: row is off the board (size 2)" ]
}

@test "comments print nothing and do not end the game" {
	put m '# x\n0 0 1\n  # x\n0 2 2\n\t# 2 2 2\n2 2 1\n#\n1 1 2\n2 0 1\n1 0 2\n# x\n0 0 2\n2 1 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0\n0\n0\nInvalid\n1' ]
	[ "$stderr" = "ttt: $SIN:12: cell 0 0 is taken" ]
}

@test "a comment that looks like a header changes nothing" {
	put m '# 5\n4 4 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $SIN:2: row is off the board (size 3)" ]
}

@test "comment lines and empty lines count in diagnostic line numbers" {
	put m '# a\n\n  # b\n\n0 0 1\r\n# c\r\n0 0 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:7: cell 0 0 is taken" ]
}

@test "a diagnostic names the file given on the command line" {
	put moves.in '0 0 1\n0 0 2\n'
	cd "$BATS_TEST_TMPDIR"
	run -1 --separate-stderr ttt moves.in
	[ "$output" = $'0\nInvalid' ]
	[ "$stderr" = "ttt: moves.in:2: cell 0 0 is taken" ]
}

@test "a diagnostic names - as (standard input)" {
	put m '0 0 1\n0 0 2\n'
	run -1 --separate-stderr ttt - <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:2: cell 0 0 is taken" ]
}

@test "no game spans two files: the second file starts a fresh game" {
	put a.in '0 0 1\n0 1 1\n'
	put b.in '0 0 2\n0 2 1\n'
	cd "$BATS_TEST_TMPDIR"
	run -0 --separate-stderr ttt a.in b.in
	[ "$output" = $'a.in:0\na.in:0\nb.in:0\nb.in:0' ]
	[ "$stderr" = "" ]
}

@test "a header's size does not carry into the next file" {
	put a.in '5\n4 4 1\n'
	put b.in '4 4 1\n'
	cd "$BATS_TEST_TMPDIR"
	run -1 --separate-stderr ttt a.in b.in
	[ "$output" = $'a.in:0\nb.in:Invalid' ]
	[ "$stderr" = "ttt: b.in:1: row is off the board (size 3)" ]
}

# -s, --strict and --first

@test "with -s a player moving twice in a row is rejected and the game is unchanged" {
	put m '0 0 1\n1 1 2\n1 0 2\n0 1 1\n1 0 2\n0 2 1\n'
	run -1 --separate-stderr ttt -s <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\nInvalid\n0\n0\n1' ]
	[ "$stderr" = "ttt: $SIN:3: player 2 moved twice in a row" ]
}

@test "with --strict X moving twice in a row is rejected" {
	put m '0 0 1\n0 1 1\n0 1 2\n'
	run -1 --separate-stderr ttt --strict <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid\n0' ]
	[ "$stderr" = "ttt: $SIN:2: player 1 moved twice in a row" ]
}

@test "with -s a rejected move does not use up the player's turn" {
	put m '0 0 1\n0 0 2\n1 1 2\n'
	run -1 --separate-stderr ttt -s <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid\n0' ]
	[ "$stderr" = "ttt: $SIN:2: cell 0 0 is taken" ]
}

@test "with -s either player may start a game" {
	put m '0 0 2\n0 1 1\n\n0 0 1\n0 1 2\n'
	run -0 --separate-stderr ttt -s <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0' ]
	[ "$stderr" = "" ]
}

@test "with -s a new game after an empty line forgets who moved last" {
	put m '0 0 1\n\n0 0 1\n'
	run -0 --separate-stderr ttt -s <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0' ]
	[ "$stderr" = "" ]
}

@test "with -s a new game after a header forgets who moved last" {
	put m '0 0 2\n3\n0 0 2\n'
	run -0 --separate-stderr ttt -s <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0' ]
	[ "$stderr" = "" ]
}

@test "without -s a player moving twice in a row is fine" {
	put m '0 0 1\n0 1 1\n0 2 1\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n1' ]
	[ "$stderr" = "" ]
}

@test "with -s --first X, O moving first is rejected and X may still start" {
	put m '0 0 2\n0 0 1\n1 1 2\n'
	run -1 --separate-stderr ttt -s --first X <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Invalid\n0\n0' ]
	[ "$stderr" = "ttt: $SIN:1: player 1 must move first" ]
}

@test "with -s --first X every game must start with X" {
	put m '0 0 1\n0 1 2\n\n0 0 2\n0 0 1\n'
	run -1 --separate-stderr ttt -s --first X <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\nInvalid\n0' ]
	[ "$stderr" = "ttt: $SIN:4: player 1 must move first" ]
}

@test "with -s --first x (lower case), O moving first is rejected" {
	put m '1 1 2\n'
	run -1 --separate-stderr ttt -s --first x <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $SIN:1: player 1 must move first" ]
}

@test "with -s --first O, X moving first is rejected and O may still start" {
	put m '0 0 1\n0 0 2\n0 1 1\n1 1 2\n0 2 1\n2 2 2\n'
	run -1 --separate-stderr ttt -s --first O <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Invalid\n0\n0\n0\n0\n2' ]
	[ "$stderr" = "ttt: $SIN:1: player 2 must move first" ]
}

@test "with -s --first O, O moving twice is rejected as moving twice" {
	put m '0 0 2\n1 1 2\n'
	run -1 --separate-stderr ttt -s --first O <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:2: player 2 moved twice in a row" ]
}

@test "--first X without -s lets O move first" {
	put m '0 0 2\n1 1 1\n'
	run -0 --separate-stderr ttt --first X <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0' ]
	[ "$stderr" = "" ]
}

@test "--first O without -s lets X move twice" {
	put m '0 0 1\n0 1 1\n'
	run -0 --separate-stderr ttt --first O <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0' ]
	[ "$stderr" = "" ]
}

# -m and mode detection

@test "-m makes a board-looking first line a malformed move line" {
	put m 'X..\n0 0 1\n'
	run -1 --separate-stderr ttt -m <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Invalid\n0' ]
	[ "$stderr" = "ttt: $SIN:1: $MALFORMED" ]
}

@test "--moves makes a board-looking file a move stream" {
	put m '# a board?\nX..\n.O.\n'
	run -1 --separate-stderr ttt --moves <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Invalid\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:2: $MALFORMED
ttt: $SIN:3: $MALFORMED" ]
}

@test "-m after -b wins: the file is a move stream" {
	put m 'X..\n'
	run -1 --separate-stderr ttt -b -m <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $SIN:1: $MALFORMED" ]
}

@test "comments and empty lines before the first move do not decide the mode" {
	put m '# XOX\n\n  # X..\n\n0 0 1\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
}

@test "a header as the first significant line makes a move stream" {
	put m '\n# size\n1\n0 0 2\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "2" ]
	[ "$stderr" = "" ]
}

@test "a first significant line holding any digit makes a move stream" {
	put m 'X.1\n0 0 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Invalid\n0' ]
	[ "$stderr" = "ttt: $SIN:1: $MALFORMED" ]
}

@test "once a file is a move stream a later board line is a malformed move" {
	put m '0 0 1\nXOX\n0 1 2\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid\n0' ]
	[ "$stderr" = "ttt: $SIN:2: $MALFORMED" ]
}

# Exit status

@test "exit status is 0 when every line is valid" {
	put m '3\n0 0 1\n\n# c\n0 0 2\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0' ]
	[ "$stderr" = "" ]
}

@test "exit status is 1 when any line was Invalid, with one result per move line in order" {
	put m '0 0 1\nfoo\n1 1 2\n9 9 1\n0 1 1\n0 1 2\n0 2 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid\n0\nInvalid\n0\nInvalid\n1' ]
	[ "$stderr" = "ttt: $SIN:2: $MALFORMED
ttt: $SIN:4: row is off the board (size 3)
ttt: $SIN:6: cell 0 1 is taken" ]
}

@test "exit status is 1 when the only Invalid line is the first" {
	put m '0 0 0\n0 0 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'Invalid\n0' ]
	[ "$stderr" = "ttt: $SIN:1: player must be 1 or 2" ]
}

@test "exit status is 1 when the only Invalid line is a header" {
	put m '0 0 1\n0\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\nInvalid' ]
	[ "$stderr" = "ttt: $SIN:2: board size must be at least 1" ]
}

# ---- Runs of single-digit lines, played by the judge in one call ----

@test "single-digit lines a byte off a digit, off the board, or on a taken cell are each judged alone" {
	put m '3\n0 0 1\n0 0 3\n1 1 *\n1 1 :\n/ 1 2\n1 1 2\n2 2 1\n9 0 2\n0 9 2\n2 0 0\n0 0 2\n1 2 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
Invalid
Invalid
Invalid
Invalid
0
0
Invalid
Invalid
Invalid
Invalid
0" ]
	[ "$stderr" = "ttt: $SIN:3: player must be 1 or 2
ttt: $SIN:4: malformed move: expected ROW COL PLAYER
ttt: $SIN:5: malformed move: expected ROW COL PLAYER
ttt: $SIN:6: malformed move: expected ROW COL PLAYER
ttt: $SIN:9: row is off the board (size 3)
ttt: $SIN:10: column is off the board (size 3)
ttt: $SIN:11: player must be 1 or 2
ttt: $SIN:12: cell 0 0 is taken" ]
}

@test "a run of single-digit lines stops at a win: the next move is rejected with its line number" {
	put m '3\n0 0 1\n1 0 2\n0 1 1\n1 1 2\n0 2 1\n1 2 2\n2 2 1\n3\n1 1 2\n0 0 1\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
0
0
0
1
Invalid
Invalid
0
0" ]
	[ "$stderr" = "ttt: $SIN:7: the game is already won
ttt: $SIN:8: the game is already won" ]
}

@test "single-digit lines on 1x1 to 8x8 boards, runs across CRLF lines and -s" {
	put m '2\n0 0 1\n1 1 2\n0 1 1\r\n8\n7 7 1\n0 0 2\n7 6 1\n7 5 1\n7 4 1\n7 3 1\n7 2 1\n7 1 1\n7 0 1\n1\n0 0 2\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
0
1
0
0
0
0
0
0
0
0
1
2" ]
	put s '3\n0 0 1\n0 1 1\n1 1 2\n'
	run -1 --separate-stderr ttt -s <"$BATS_TEST_TMPDIR/s"
	[ "$output" = "0
Invalid
0" ]
	[ "$stderr" = "ttt: $SIN:3: player 1 moved twice in a row" ]
}

@test "numbers of 1 to 4 digits and longer ones, leading zeros, blanks and a bad tail read the same on every path" {
	put m '1000\n0 0 1\n12 345 2\n999 9 1\n1234 5 2\n5 1234 1\n0012 0 2\n00001 1 1\n12345 0 2\n7 12345 1\n9 9 12\n9 8 0001\n 9 7 1\n9  6 1\n9 5 1 \n9 4 1x\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
0
0
Invalid
Invalid
0
0
Invalid
Invalid
Invalid
0
0
0
0
Invalid" ]
	[ "$stderr" = "ttt: $SIN:5: row is off the board (size 1000)
ttt: $SIN:6: column is off the board (size 1000)
ttt: $SIN:9: row is off the board (size 1000)
ttt: $SIN:10: column is off the board (size 1000)
ttt: $SIN:11: player must be 1 or 2
ttt: $SIN:16: malformed move: expected ROW COL PLAYER" ]
}

@test "headers of small boards start their game at once; a rejected header, a header after a header, an empty line and a header at the end change nothing" {
	put m '3\n0 0 1\n0\n0 0 1\n4\n3\n2 2 1\n\n1 1 2\n9\n8 8 1\n2\n1 1 1\n0 0 1\n0 1 2\n1\n0 0 2\n2\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
Invalid
Invalid
0
0
0
0
1
Invalid
2" ]
	[ "$stderr" = "ttt: $SIN:3: board size must be at least 1
ttt: $SIN:4: cell 0 0 is taken
ttt: $SIN:15: the game is already won" ]
	run -1 --separate-stderr ttt --json <"$BATS_TEST_TMPDIR/m"
	# games are numbered by their first move, headers or not
	[ "$(printf '%s\n' "$output" | sed 's/.*"game":\([0-9]*\),.*/\1/' |
	    tr '\n' ' ')" = "1 1 1 2 3 4 5 5 5 6 " ]
}

# Games whose headers repeat the rules share one batch (session_rules(), session_flush()):
# each is still a game of its own, and a rejected move names its own line.
@test "games of the same rules read together: each a new game, a rejected move in the third names its line" {
	put m '3\n0 0 1\n1 1 2\n3\n0 0 1\n3\n0 0 2\n0 0 1\n3\n1 1 1\n'
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\n0\nInvalid\n0' ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:8: cell 0 0 is taken" ]
}

@test "games read together: a win in one does not carry into the next, nor its cells" {
	put m "3\n${SEED}3\n${SEED}3\n0 2 2\n0 1 1\n"
	run -0 --separate-stderr ttt "$BATS_TEST_TMPDIR/m"
	[ "$output" = "$SEED_OUT"$'\n'"$SEED_OUT"$'\n0\n0' ]
	[ "$stderr" = "" ]
}

@test "games read together, then a header of other rules: the new size holds from its game on" {
	put m '3\n0 0 1\n3\n2 2 1\n4\n3 3 1\n3\n3 3 1\n'
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/m"
	[ "$output" = $'0\n0\n0\nInvalid' ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:8: row is off the board (size 3)" ]
}

# Short lines ("R C P" in 8 bytes) on boards above 10x10 are read two at a
# time; CRLF lines are all read by the general path.
@test "short lines on a board above 10x10, read in pairs, give what the general path gives: every shape, double blanks, bad forms beside good ones" {
	put m '1000\n1 2 1\n12 3 2\n1 23 1\n12 34 2\n123 4 1\n1 234 2\n12 345 1\n0 0 1\n1  2 1\n3 3 1\n4 4 12\n5 5 0\n6 6 2x\n7 7 1\r\n8 8 2\n9 9 1\n1 2 2\n010 1 1\n1 010 2\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
0
0
0
0
0
0
0
Invalid
0
Invalid
Invalid
Invalid
0
0
0
Invalid
0
0" ]
	[ "$stderr" = "ttt: $SIN:10: cell 1 2 is taken
ttt: $SIN:12: player must be 1 or 2
ttt: $SIN:13: player must be 1 or 2
ttt: $SIN:14: malformed move: expected ROW COL PLAYER
ttt: $SIN:18: cell 1 2 is taken" ]
}

@test "random move lines on boards above 10x10 read the same as the same lines in CRLF, which take the general path" {
	awk 'BEGIN {
		srand(12);
		print "15";
		for (i = 0; i < 4000; i++) {
			x = rand();
			if (x < 0.01) { print (rand() < 0.7 ? "15" : "1000"); continue }
			if (x < 0.013) { print ""; continue }
			if (x < 0.016) { print "20x30 5"; continue }
			r = int(rand() * (rand() < 0.9 ? 15 : 1100));
			c = int(rand() * (rand() < 0.9 ? 15 : 1100));
			p = rand() < 0.97 ? 1 + int(rand() * 2) : int(rand() * 4) * 3;
			rs = (rand() < 0.05 ? "0" : "") r;
			cs = (rand() < 0.05 ? "00" : "") c;
			sep = rand() < 0.02 ? "  " : " ";
			tail = rand() < 0.02 ? "x" : "";
			print rs sep cs " " p tail;
		}
		# whatever rand() gave: a taken cell, a malformed line and a
		# win, all in short lines
		print "15\n8 0 2\n8 0 1\n8 1 x";
		for (i = 0; i < 5; i++) print "7 " i " 1\n9 " i " 2";
	}' >"$BATS_TEST_TMPDIR/m"
	as_crlf -k 5
	# short lines on boards above 10x10, judged: some win, some are
	# rejected
	[ "$(wc -l <"$BATS_TEST_TMPDIR/lf.out")" -ge 3900 ]
	grep -qx 1 "$BATS_TEST_TMPDIR/lf.out"
	grep -q 'is taken' "$BATS_TEST_TMPDIR/lf.err"
	grep -q 'malformed' "$BATS_TEST_TMPDIR/lf.err"
}

@test "single-digit move lines over many reads, from a file and a pipe, read the same as the same lines in CRLF, which take the general path" {
	# 1.7 MB of 3x3 games, all of 9 moves: many reads of the input
	# buffer, the last one short and all moves, whose words are read up
	# to the end of what was read (the bytes after it are an earlier
	# read's, lines of the same shape)
	awk 'BEGIN {
		# whatever rand() gives: a win, a taken cell, a malformed line
		print "3\n0 0 1\n1 1 2\n0 1 1\n1 1 1\n2 2 2\n0 2 1\n0 x 2";
		srand(34);
		for (g = 0; g < 30000; g++) {
			print "3";
			for (i = 0; i < 9; i++)
				print int(rand() * 3), int(rand() * 3), 1 + i % 2;
		}
	}' >"$BATS_TEST_TMPDIR/m"
	as_crlf
	ttt <"$BATS_TEST_TMPDIR/m" >"$BATS_TEST_TMPDIR/pipe.out" 2>/dev/null || true
	cmp "$BATS_TEST_TMPDIR/lf.out" "$BATS_TEST_TMPDIR/pipe.out"
	[ "$(wc -c <"$BATS_TEST_TMPDIR/m")" -gt 1048576 ]
	[ "$(wc -l <"$BATS_TEST_TMPDIR/lf.out")" -eq 270007 ]
	grep -qx 1 "$BATS_TEST_TMPDIR/lf.out"
	grep -q 'is taken' "$BATS_TEST_TMPDIR/lf.err"
	grep -q 'malformed' "$BATS_TEST_TMPDIR/lf.err"
}

@test "README's move-stream section shows -s beside its example, and the example runs as shown" {
	cmd=$(grep -m1 '^    \$ .*| ttt -s ' "$ROOT_DIR/README.md")
	[ -n "$cmd" ]
	want=$(CMD=$cmd awk '$0 == ENVIRON["CMD"] { on = 1; next }
	    on && !/^    [^$]/ { exit } on { print substr($0, 5) }' \
	    "$ROOT_DIR/README.md")
	[ "$want" = $'0\n0\n0\nInvalid' ]
	run -1 --separate-stderr sh -c "${cmd#    \$ }"
	[ "$output" = "$want" ]
	[ "$stderr" = "" ]
}
