#!/usr/bin/env bats
# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# The game judge's representations, through ttt: bitboards (at most 8 x
# 8), line words (at most 62 x 62), the byte map (at most 2^24 cells) and
# the hash tables (larger),
# each under each rule: full lines (a mixed line is no win, one player's
# is, also when its last mark is the board's N-th, when a HASH board
# builds its line words) and K in a row (runs, overlines with --exact);
# and every rejection with its diagnostic.  The long games are written by
# awk.

bats_require_minimum_version 1.5.0
load test_helper

N=4097		# the smallest full-line board that is hashed (4097^2 > 2^24)
F="$BATS_TEST_TMPDIR"

# want FILE: the expected output, as $output holds it (no last newline).
want() {
	cat "$F/$1"
}

# zeros K [LAST]: K lines of 0, then LAST if given.
zeros() {
	awk -v k="$1" -v last="${2-}" 'BEGIN {
		for (i = 0; i < k; i++)
			print 0
		if (last != "")
			print last
	}'
}

# line_cells KIND T N [SKIP]: the cells of a line of an N x N board, one
# "R C" a line, in a scrambled order: KIND row or col (index T), diag or
# anti; the cell SKIP ("R C") left out.
line_cells() {
	awk -v kind="$1" -v t="$2" -v n="$3" -v skip="${4-}" 'BEGIN {
		for (j = 0; j < n; j++) {
			i = (j * 7919) % n	# a permutation: 7919 is prime
			if (kind == "row") { r = t; c = i }
			else if (kind == "col") { r = i; c = t }
			else if (kind == "diag") { r = i; c = i }
			else { r = i; c = n - 1 - i }
			if (r " " c != skip)
				print r, c
		}
	}'
}

# mixed KIND T N: the line's cells, players alternating X, O, X...
mixed() {
	line_cells "$1" "$2" "$3" | awk '{ print $1, $2, NR % 2 ? 1 : 2 }'
}

# race KIND T N W: player W fills the line while the other plays one cell
# beside each of W's marks but the last (never a line of its own).
race() {
	line_cells "$1" "$2" "$3" | awk -v kind="$1" -v n="$3" -v w="$4" '
	{
		print $1, $2, w
		if (NR == n)
			exit
		if (kind == "row") print ($1 + 1) % n, $2, 3 - w
		else if (kind == "col") print $1, ($2 + 1) % n, 3 - w
		else print $1, ($2 + 1) % n, 3 - w
	}'
}

# ---- HASH, full lines ----

@test "HASH 4097x4097: row 0 of mixed marks, filled after two marks elsewhere (-s), is no win: all 0" {
	{ echo $N; echo '5 5 1'; echo '5 6 2'; mixed row 0 $N; } >"$F/m"
	zeros $((N + 2)) >"$F/w"
	run -0 --separate-stderr ttt -s "$F/m"
	[ "$output" = "$(want w)" ]
	[ "$stderr" = "" ]
}

@test "HASH 4097x4097: a column and then both diagonals of mixed marks, each filled as the board reaches N marks, are no win" {
	{ echo $N; mixed col 4096 $N; echo $N; mixed diag 0 $N; echo $N;
	    mixed anti 0 $N; } >"$F/m"
	zeros $((3 * N)) >"$F/w"
	run -0 --separate-stderr ttt --explain "$F/m"
	[ "$output" = "$(want w)" ]
	[ "$stderr" = "" ]
}

@test "HASH 4097x4097: X fills row 0 while O plays row 1: X's 4097th mark wins row 0; a move after it is rejected" {
	{ echo $N; race row 0 $N 1; echo '4096 4096 2'; } >"$F/m"
	{ zeros $((2 * N - 2)) $'1\trow 0';
	    echo $'Invalid\tthe game is already won'; } >"$F/w"
	run -1 --separate-stderr ttt --explain "$F/m"
	[ "$output" = "$(want w)" ]
	[ "$stderr" = "ttt: $F/m:$((2 * N + 1)): the game is already won" ]
}

@test "HASH 4097x4097: O fills column 4096 (strict, --first O): O's 4097th mark wins column 4096" {
	{ echo $N; race col 4096 $N 2; } >"$F/m"
	zeros $((2 * N - 2)) $'2\tcolumn 4096' >"$F/w"
	run -0 --separate-stderr ttt -s --first O --explain "$F/m"
	[ "$output" = "$(want w)" ]
	[ "$stderr" = "" ]
}

@test "HASH 4097x4097: X fills the diagonal, then O the anti-diagonal in a new game" {
	{ echo $N; race diag 0 $N 1; echo $N; race anti 0 $N 2; } >"$F/m"
	{ zeros $((2 * N - 2)) $'1\tdiagonal';
	    zeros $((2 * N - 2)) $'2\tanti-diagonal'; } >"$F/w"
	run -0 --separate-stderr ttt --explain "$F/m"
	[ "$output" = "$(want w)" ]
	[ "$stderr" = "" ]
}

@test "HASH 4097x4097: X's marks alone on row 7, the 4097th wins as the board reaches 4097 marks" {
	{ echo $N; line_cells row 7 $N | awk '{ print $1, $2, 1 }'; } >"$F/m"
	zeros $((N - 1)) $'1\trow 7' >"$F/w"
	run -0 --separate-stderr ttt --explain "$F/m"
	[ "$output" = "$(want w)" ]
	[ "$stderr" = "" ]
}

@test "HASH 4097x4097: 4096 X marks on row 7 and O's on its last cell as the board's 4097th: no win; X's mark elsewhere neither" {
	{ echo $N; line_cells row 7 $N '7 0' | awk '{ print $1, $2, 1 }';
	    echo '7 0 2'; echo '8 0 1'; } >"$F/m"
	zeros $((N + 1)) >"$F/w"
	run -0 --separate-stderr ttt "$F/m"
	[ "$output" = "$(want w)" ]
	[ "$stderr" = "" ]
}

@test "HASH 4097x4097: 4096 X marks on the anti-diagonal, O's elsewhere as the 4097th, then X's last mark wins" {
	{ echo $N; line_cells anti 0 $N '0 4096' | awk '{ print $1, $2, 1 }';
	    echo '0 0 2'; echo '0 4096 1'; } >"$F/m"
	zeros $N $'1\tanti-diagonal' >"$F/w"
	run -0 --separate-stderr ttt --explain "$F/m"
	[ "$output" = "$(want w)" ]
	[ "$stderr" = "" ]
}

@test "HASH 4097x4097: X's last mark at the centre fills its row, column and both diagonals at once" {
	{ echo $N; for k in row col diag anti; do
	    line_cells $k 2048 $N '2048 2048'; done | awk '{ print $1, $2, 1 }';
	    echo '2048 2048 1'; } >"$F/m"
	zeros $((4 * N - 4)) $'1\trow 2048, column 2048, diagonal, anti-diagonal' >"$F/w"
	run -0 --separate-stderr ttt --explain "$F/m"
	[ "$output" = "$(want w)" ]
	[ "$stderr" = "" ]
}

# rules HEADER ROWS COLS SIZE: every rejection on a board of HEADER, in
# its order, strict with --first X; SIZE as the diagnostics name it (N,
# or RxC when not square).
rules() {
	printf '%s\n0 0 2\n0 0 1\n0 1 1\n0 0 2\n%s 0 2\n0 %s 2\n0 1 3\n%s 0 3\n0 1 2\n' \
	    "$1" "$2" "$3" "$2" >"$F/m"
	run -1 --separate-stderr ttt -s --first X --explain "$F/m"
	[ "$output" = "Invalid	player 1 must move first
0
Invalid	player 1 moved twice in a row
Invalid	cell 0 0 is taken
Invalid	row is off the board (size $4)
Invalid	column is off the board (size $4)
Invalid	player must be 1 or 2
Invalid	row is off the board (size $4)
0" ]
	[ "$stderr" = "ttt: $F/m:2: player 1 must move first
ttt: $F/m:4: player 1 moved twice in a row
ttt: $F/m:5: cell 0 0 is taken
ttt: $F/m:6: row is off the board (size $4)
ttt: $F/m:7: column is off the board (size $4)
ttt: $F/m:8: player must be 1 or 2
ttt: $F/m:9: row is off the board (size $4)" ]
}

@test "BITS 8x8, LINES 9x9 and 62x62, MAP 63x63, 100x100 and 4096x4096, HASH 4097x4097 and 2^63-1: each rejection in its order, with its diagnostic" {
	rules 8 8 8 8
	rules 9 9 9 9
	rules 62 62 62 62
	rules 63 63 63 63
	rules 100 100 100 100
	rules 4096 4096 4096 4096
	rules $N $N $N $N
	rules 9223372036854775807 9223372036854775807 9223372036854775807 9223372036854775807
}

@test "BITS 5x8, LINES 62x9, MAP 63x9, 5000x3 and 3x5000, HASH 6000000x3 and 2^40 x 2^40, K = 3: each rejection in its order, with its diagnostic" {
	rules '5x8 3' 5 8 5x8
	rules '62x9 3' 62 9 62x9
	rules '63x9 3' 63 9 63x9
	rules '5000x3 3' 5000 3 5000x3
	rules '3x5000 3' 3 5000 3x5000
	rules '6000000x3 3' 6000000 3 6000000x3
	rules '1099511627776x1099511627776 3' 1099511627776 1099511627776 1099511627776
}

# ---- MAP, LINES and BITS, full lines ----

@test "LINES 9x9: X fills the anti-diagonal; after the win a move on a taken cell is already won, one off the board is off" {
	{ echo 9; race anti 0 9 1; echo '0 8 2'; echo '9 0 2'; } >"$F/m"
	zeros 16 $'1\tanti-diagonal' >"$F/w"
	printf 'Invalid\tthe game is already won\nInvalid\trow is off the board (size 9)\n' >>"$F/w"
	run -1 --separate-stderr ttt --explain "$F/m"
	[ "$output" = "$(want w)" ]
	[ "$stderr" = "ttt: $F/m:19: the game is already won
ttt: $F/m:20: row is off the board (size 9)" ]
}

@test "MAP 100x100: row 50 of mixed marks is no win; then O fills column 99 in a new game" {
	{ echo 100; echo '0 0 1'; echo '0 1 2'; mixed row 50 100; echo 100;
	    race col 99 100 2; } >"$F/m"
	{ zeros 102; zeros 198 $'2\tcolumn 99'; } >"$F/w"
	run -0 --separate-stderr ttt --explain "$F/m"
	[ "$output" = "$(want w)" ]
	[ "$stderr" = "" ]
}

@test "LINES 62x62: row 61 of mixed marks is no win; then X fills column 0 in a new game" {
	{ echo 62; echo '0 0 1'; echo '0 1 2'; mixed row 61 62; echo 62;
	    race col 0 62 1; } >"$F/m"
	{ zeros 64; zeros 122 $'1\tcolumn 0'; } >"$F/w"
	run -0 --separate-stderr ttt --explain "$F/m"
	[ "$output" = "$(want w)" ]
	[ "$stderr" = "" ]
}

@test "BITS 8x8: a mixed row is no win, X's row 3 wins; a cell taken before the win" {
	{ echo 8; mixed row 0 8; echo 8; echo '3 0 1'; echo '3 0 2';
	    race row 3 8 1 | sed 1d; } >"$F/m"
	{ zeros 8; echo 0; echo $'Invalid\tcell 3 0 is taken'; zeros 13 $'1\trow 3'; } >"$F/w"
	run -1 --separate-stderr ttt --explain "$F/m"
	[ "$output" = "$(want w)" ]
	[ "$stderr" = "ttt: $F/m:12: cell 3 0 is taken" ]
}

# ---- K in a row ----

@test "MAP 5000x3 -k 3: a diagonal run at the bottom wins, as the header 5000x3 3 says too" {
	printf '4997 0 1\n0 0 2\n4998 1 1\n0 1 2\n4999 2 1\n4999 0 2\n' >"$F/m"
	run -1 --separate-stderr ttt -n 5000x3 -k 3 --explain "$F/m"
	[ "$output" = "0
0
0
0
1	run 4997 0 to 4999 2
Invalid	the game is already won" ]
	[ "$stderr" = "ttt: $F/m:6: the game is already won" ]
	{ echo '5000x3 3'; cat "$F/m"; } >"$F/h"
	run -1 --separate-stderr ttt --explain "$F/h"
	[ "$output" = "0
0
0
0
1	run 4997 0 to 4999 2
Invalid	the game is already won" ]
	[ "$stderr" = "ttt: $F/h:7: the game is already won" ]
}

@test "HASH 6000000x3 3: an anti-diagonal run at the bottom wins for O; X's column of 2 does not" {
	printf '6000000x3 3\n5999997 0 1\n5999997 2 2\n5999998 0 1\n5999998 1 2\n0 0 1\n5999999 0 2\n' >"$F/m"
	run -0 --separate-stderr ttt --explain "$F/m"
	[ "$output" = "0
0
0
0
0
2	run 5999997 2 to 5999999 0" ]
	[ "$stderr" = "" ]
}

@test "HASH 2^40 x 2^40 -k 4 --exact: an overline of 5 at the far corner is no win, a column of 4 is" {
	M=1099511627775
	printf '%s\n' "1099511627776x1099511627776 4" "$M $((M - 4)) 1" "$M $((M - 3)) 1" \
	    "$M $((M - 1)) 1" "$M $M 1" "$M $((M - 2)) 1" "$((M - 1)) $M 1" \
	    "$((M - 2)) $M 1" "$((M - 3)) $M 1" >"$F/m"
	run -0 --separate-stderr ttt --exact --explain "$F/m"
	[ "$output" = "0
0
0
0
0
0
0
1	run $((M - 3)) $M to $M $M" ]
	[ "$stderr" = "" ]
	# without --exact the overline wins, its run at most K - 1 cells each side
	run -1 --separate-stderr ttt --explain "$F/m"
	[ "$output" = "0
0
0
0
1	run $M $((M - 4)) to $M $M
Invalid	the game is already won
Invalid	the game is already won
Invalid	the game is already won" ]
}

@test "MAP 100x100 -k 5, LINES 62x62 -k 5 and BITS 8x8 -k 5: a run of 5 wins, 4 do not" {
	printf '50 50 1\n51 51 1\n52 52 1\n53 53 1\n0 0 2\n49 49 1\n' >"$F/m"
	run -0 --separate-stderr ttt -n 100 -k 5 --explain "$F/m"
	[ "$output" = "0
0
0
0
0
1	run 49 49 to 53 53" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -n 62 -k 5 --explain "$F/m"
	[ "$output" = "0
0
0
0
0
1	run 49 49 to 53 53" ]
	[ "$stderr" = "" ]
	printf '3 7 1\n4 6 1\n5 5 1\n6 4 1\n0 0 2\n7 3 1\n' >"$F/m"
	run -0 --separate-stderr ttt -n 8 -k 5 --explain "$F/m"
	[ "$output" = "0
0
0
0
0
1	run 3 7 to 7 3" ]
	[ "$stderr" = "" ]
}

# kedges K MODE: on LINES 62x62 with K in a row, games along each of the
# four kinds of line at both ends of the board and at the corners, X's K
# cells (or K + 1 with MODE over) played with the first, the middle or
# the last one last while O plays apart on row 30; writes the moves to
# $F/m and what ttt must say, a result a line, to $F/want: that last mark
# wins, but not when the run has a gap (MODE gap), nor an overline under
# --exact.
kedges() {
	awk -v K="$1" -v mode="$2" -v F="$F" 'BEGIN {
		N = 62
		len = mode == "over" ? K + 1 : K
		E = N - len	# the start of a run that ends at the far edge
		# start row, start column, step down, step right
		n = split("0 0 0 1  0 E 0 1  61 0 0 1  61 E 0 1  " \
		    "0 0 1 0  E 0 1 0  0 61 1 0  E 61 1 0  " \
		    "0 0 1 1  E E 1 1  0 E 1 1  E 0 1 1  " \
		    "0 61 1 -1  E L 1 -1  0 L 1 -1  E 61 1 -1", L, " ")
		for (i = 1; i + 3 <= n; i += 4)
		for (w = 0; w < 3; w++) {
			for (a = i; a <= i + 1; a++)
				v[a - i] = L[a] == "E" ? E : L[a] == "L" ? len - 1 : L[a]
			r0 = v[0]; c0 = v[1]; dr = L[i + 2]; dc = L[i + 3]
			# the last mark: the first cell of the run, its middle
			# one, its last one (an overline joins two runs below K)
			if (mode == "over" && w != 1)
				continue
			print N "x" N " " K > (F "/m")
			last = w == 0 ? 0 : w == 1 ? int(len / 2) : len - 1
			gap = last == len - 1 ? 0 : len - 1	# an end
			o = 0
			for (j = 0; j < len; j++) {
				if (j == last)
					continue
				if (mode == "gap" && j == gap)
					continue	# left empty
				print r0 + dr * j, c0 + dc * j, 1 > (F "/m")
				print 0 > (F "/want")
				print 30, 2 * o++, 2 > (F "/m")
				print 0 > (F "/want")
			}
			print r0 + dr * last, c0 + dc * last, 1 > (F "/m")
			print (mode == "" ? 1 : 0) > (F "/want")
		}
	}'
}

@test "LINES 62x62, K 2 to 8: a run along each kind of line at both edges and the corners wins at its first, middle or last mark; one with a gap does not, nor an overline under --exact" {
	for k in 2 3 4 5 6 7 8; do
		rm -f "$F/m" "$F/want"
		kedges "$k" ""
		[ "$(grep -c '^1$' "$F/want")" -eq 48 ]
		run -0 --separate-stderr ttt "$F/m"
		[ "$output" = "$(cat "$F/want")" ]
		[ "$stderr" = "" ]
		rm -f "$F/m" "$F/want"
		kedges "$k" gap
		run -0 --separate-stderr ttt "$F/m"
		[ "$output" = "$(cat "$F/want")" ]
		[ "$stderr" = "" ]
		rm -f "$F/m" "$F/want"
		kedges "$k" over
		run -0 --separate-stderr ttt --exact "$F/m"
		[ "$output" = "$(cat "$F/want")" ]
		[ "$stderr" = "" ]
		# and without --exact the overline wins
		run -0 --separate-stderr ttt "$F/m"
		[ "$(printf '%s\n' "$output" | grep -c '^1$')" -gt 0 ]
		[ "$(printf '%s\n' "$output" | grep -c '^1$')" -eq "$(grep -c '^62x62' "$F/m")" ]
	done
}
