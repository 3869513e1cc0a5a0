# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# --solve on boards the full search cannot finish: the threat searches
# (fours and threes), each rule's fours, the line (--explain's "line:",
# --json's "line"), "at most", --turn.  Every line printed is played by
# tests/line_ref.c (tests/renju_ref.c's rules, no library code).
# shellcheck disable=SC2154	# run sets $output, $lines and $stderr
bats_require_minimum_version 1.5.0
load test_helper

# board N MARK... : an N x N board, each MARK "Xr,c" or "Or,c".
board() {
	local n=$1 r c row m
	local -A at=()

	shift
	for m; do
		at[${m:1}]=${m:0:1}
	done
	for ((r = 0; r < n; r++)); do
		row=
		for ((c = 0; c < n; c++)); do
			row+=${at[$r,$c]:-.}
		done
		printf '%s\n' "$row"
	done
}

# checkline RULE K N [vcf]: the line of $res's "line: " played on
# $BATS_TEST_TMPDIR/b by tests/line_ref.
checkline() {
	local line=${res#*; line: }

	"$TESTS_DIR/line_ref" "$1" "$2" "$3" "$line" ${4:+"$4"} \
	    <"$BATS_TEST_TMPDIR/b"
}

@test "--turn X|O: a composed board of any counts, that player to move; without it the counts are checked" {
	printf 'XX.\n...\n...\n' >"$BATS_TEST_TMPDIR/b"
	run -1 --separate-stderr ttt --solve "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:1: X and O counts differ by more than one (X 2, O 0)" ]
	run -0 --separate-stderr ttt --turn X --solve --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	X wins in 1	X to move; best move: X at 0 2; line: X at 0 2" ]
	[ "$stderr" = "" ]
	# O blocks at 0 2; X's 1 1 makes two threes in a row
	run -0 --separate-stderr ttt --turn o --solve --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	X wins in 2	O to move; best move: O at 0 2; line: O at 0 2, X at 1 1, O at 1 0, X at 2 1" ]
	run -0 --separate-stderr ttt --turn O --json "$BATS_TEST_TMPDIR/b"
	[ "$output" = '{"file":"'"$BATS_TEST_TMPDIR"'/b","line":1,"size":3,"verdict":"Pending","lines":[],"x":2,"o":0,"next":"O"}' ]
	# every other check stays: both have won
	printf 'XXX\nOOO\n...\n' >"$BATS_TEST_TMPDIR/b"
	run -1 --separate-stderr ttt --turn X "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid" ]
}

@test "--turn: a bad player is a usage error" {
	run -2 --separate-stderr ttt --turn Z
	[ "$output" = "" ]
	[ "${stderr%%$'\n'*}" = "ttt: invalid player to move: 'Z' (X or O)" ]
}

@test "threats: an open three on 15x15, k 5, X to move: X wins in 2 (proved shortest), the line a VCF" {
	board 15 X7,6 X7,7 X7,8 O3,3 O11,11 >"$BATS_TEST_TMPDIR/b"
	run -0 --separate-stderr ttt -k 5 --turn X --solve --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	X wins in 2	X to move; best move: X at 7 9; line: X at 7 9, O at 7 5, X at 7 10" ]
	[ "$stderr" = "" ]
	res=$output
	run -0 checkline 0 5 2 vcf
	[ "$output" = ok ]
	run -0 --separate-stderr ttt -k 5 --turn X --solve --json "$BATS_TEST_TMPDIR/b"
	[ "$output" = '{"file":"'"$BATS_TEST_TMPDIR"'/b","line":1,"size":15,"verdict":"Pending","lines":[],"x":3,"o":2,"next":"X","value":"X","in":2,"best":[7,9],"line":[[7,9],[7,5],[7,10]]}' ]
}

@test "threats: two open twos crossing, X to move: a three-three, X wins in 3 (none in 2, proved); at a tiny budget unknown" {
	board 15 X7,6 X7,7 X5,8 X6,8 O0,0 O0,14 O14,0 O14,14 >"$BATS_TEST_TMPDIR/b"
	run -0 --separate-stderr ttt -k 5 --solve --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	X wins in 3	X or O to move; best move: X at 7 8; line: X at 7 8, O at 4 8, X at 7 9, O at 7 5, X at 7 10" ]
	res=$output
	run -0 checkline 0 5 3
	[ "$output" = ok ]
	# the same line is no VCF: X's first move is a three
	run -1 checkline 0 5 3 vcf
	[ "$output" = "not a line: move 1: the winner's move is no four" ]
	run -0 --separate-stderr ttt -k 5 --nodes 10 --solve --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	unknown	X or O to move" ]
	# O to move blocks: no win is claimed for either
	run -0 --separate-stderr ttt -k 5 --turn O --nodes 20000 --solve "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	unknown" ]
}

@test "threats, renju: O's four whose only block is a foul of X (a double-three) has won" {
	# O's diagonal 3 3 to 6 6, blocked at 2 2: its five cell 7 7 makes
	# X's 7 5 7 6 and 5 7 6 7 two threes, a foul
	board 15 X7,5 X7,6 X5,7 X6,7 X2,2 O3,3 O4,4 O5,5 O6,6 >"$BATS_TEST_TMPDIR/b"
	run -0 --separate-stderr ttt --rule renju --turn X --solve --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	O wins in 1	X to move; best move: X at 0 0; line: X at 0 0, O at 7 7" ]
	res=$output
	run -0 checkline 3 5 1
	[ "$output" = ok ]
	# freestyle: X blocks there, and its two threes win
	run -0 --separate-stderr ttt -k 5 --turn X --nodes 20000 --solve "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	X wins in 3" ]
}

@test "threats: a four whose five cell makes six is no four under renju (black) and exact; caro's four blocked at both ends is none" {
	# X at 7 7: the column 4 7 to 7 7 (a four) and the row 7 4 to 7 7,
	# whose five cell 7 8 makes six with 7 9: a double four in freestyle
	board 15 O7,3 X7,4 X7,5 X7,6 X7,9 X4,7 X5,7 X6,7 O3,7 >"$BATS_TEST_TMPDIR/b"
	run -0 --separate-stderr ttt -k 5 --turn X --nodes 20000 --solve --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	X wins in 2	X to move; best move: X at 7 7; line: X at 7 7, O at 7 8, X at 8 7" ]
	res=$output
	run -0 checkline 0 5 2 vcf
	[ "$output" = ok ]
	run -0 --separate-stderr ttt --rule renju --turn X --nodes 20000 --solve "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	unknown" ]
	run -0 --separate-stderr ttt --rule exact -k 5 --turn X --nodes 20000 --solve "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	unknown" ]
	# the row's five 7 4 to 7 8 between O's 7 3 and 7 9: caro's no win
	board 15 O7,3 X7,4 X7,5 X7,6 O7,9 X4,7 X5,7 X6,7 O3,7 >"$BATS_TEST_TMPDIR/b"
	run -0 --separate-stderr ttt -k 5 --turn X --nodes 20000 --solve "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	X wins in 2" ]
	run -0 --separate-stderr ttt --rule caro --turn X --nodes 20000 --solve "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	unknown" ]
}

@test "--solve --explain: a small board's win has the full search's line" {
	printf '....\n.X..\n..O.\n....\n' >"$BATS_TEST_TMPDIR/b"
	run -0 --separate-stderr ttt -k 3 --solve --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	X wins in 2	X or O to move; best move: X at 1 2; line: X at 1 2, O at 1 0, X at 1 3" ]
	res=$output
	run -0 checkline 0 3 2
	[ "$output" = ok ]
}

@test "game analysis: a Gomocup record's blunder the threat search proves (X's win to O's), at a small budget" {
	run -0 --separate-stderr ttt --solve -g --nodes 1000 --explain "$ROOT_DIR/examples/gomocup.psq"
	[ "$output" = "X	X	blunder at move 17 by X: X wins in at most 3 to O wins in at most 3	run 13,11 to 13,15 at move 27" ]
	[ "$stderr" = "" ]
}

@test "game analysis: with values unknown, no blunder is claimed: how many positions stayed unknown" {
	run -0 --separate-stderr sh -c "printf '7x7 5\n3 3 1\n3 4 2\n' | ttt --solve -g --nodes 1"
	[ "$output" = "Pending	unknown	no blunder found: 3 of 3 positions unknown" ]
	run -0 --separate-stderr sh -c "printf '7x7 5\n3 3 1\n3 4 2\n' | ttt --solve -g --nodes 1 --json"
	[ "$output" = '{"file":"(standard input)","line":2,"game":1,"moves":2,"verdict":"Pending","lines":[],"x":1,"o":1,"value":"unknown","in":null,"best":null,"unknown":3,"positions":3,"blunder":null}' ]
	# every value known: "no blunder", and no count
	run -0 --separate-stderr sh -c "printf '0 0 1\n1 1 2\n' | ttt --solve -g"
	[ "$output" = "Pending	Draw	no blunder" ]
}

@test "threats: a block that makes the defender's own four must be answered: no win in 3 through it; a win found, not proved shortest: in at most 5" {
	# X 7 5 makes a four (five at 7 6, 7 1 is O's); O's block 7 6 makes
	# O's column 4 6 to 7 6 a four (five at 8 6): X's open four at 8 5
	# would come too late.  X has a longer win, by 7 6 first.
	board 15 O7,1 X7,2 X7,3 X7,4 X3,6 O4,6 O5,6 O6,6 X9,5 X10,5 >"$BATS_TEST_TMPDIR/b"
	run -0 --separate-stderr ttt -k 5 --turn X --solve --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	X wins in at most 5	X to move; best move: X at 7 6; line: X at 7 6, O at 7 5, X at 9 4, O at 6 1, X at 8 4, O at 6 2, X at 10 4, O at 6 4, X at 11 4" ]
	res=$output
	run -0 checkline 0 5 5
	[ "$output" = ok ]
	run -0 --separate-stderr ttt -k 5 --turn X --nodes 200000 --solve --json "$BATS_TEST_TMPDIR/b"
	[ "$output" = '{"file":"'"$BATS_TEST_TMPDIR"'/b","line":1,"size":15,"verdict":"Pending","lines":[],"x":6,"o":4,"next":"X","value":"X","in":5,"at_most":true,"best":[7,6],"line":[[7,6],[7,5],[9,4],[6,1],[8,4],[6,2],[10,4],[6,4],[11,4]]}' ]
	# the line that forgets O's four is no line
	res="; line: X at 7 5, O at 7 6, X at 8 5, O at 6 5, X at 11 5"
	run -1 checkline 0 5 3
	[ "$output" = "not a line: move 4: the loser had a five to make" ]
}

@test "threats: a three is not forcing against the defender's counter-four: X's three-three loses to O's open three; with O's three blocked at one end, O's four is answered and X wins" {
	# X 7 8 makes two open threes; O's 11 5 would make an open four
	board 15 X7,6 X7,7 X5,8 X6,8 O11,2 O11,3 O11,4 >"$BATS_TEST_TMPDIR/b"
	run -0 --separate-stderr ttt -k 5 --turn X --nodes 100000 --solve --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	unknown	X to move" ]
	[ "$stderr" = "" ]
	# X 11 1 closes O's three: O's 11 5 is a four X blocks at 11 6
	board 15 X7,6 X7,7 X5,8 X6,8 O11,2 O11,3 O11,4 X11,1 >"$BATS_TEST_TMPDIR/b"
	run -0 --separate-stderr ttt -k 5 --turn X --nodes 100000 --solve --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	X wins in at most 4	X to move; best move: X at 7 8; line: X at 7 8, O at 11 5, X at 11 6, O at 4 8, X at 7 9, O at 7 5, X at 7 10" ]
	res=$output
	run -0 checkline 0 5 4
	[ "$output" = ok ]
}

@test "threats: VCF complete: on random boards of every rule, each win by fours that tests/vcf_ref finds in at most 4 moves ttt finds, in as many or fewer" {
	local rules=(freestyle exact caro renju caro-exact) i r p t size d out n found=0 deep=0
	# 100 boards of 9 x 9 and 10 x 10 (more than 64 cells: threes are
	# searched too), 14 to 33 marks near the centre, X and O alternating;
	# a budget at which the full search that follows finds few of them
	awk -v seed=20261206 'BEGIN {
		srand(seed)
		for (t = 0; t < 100; t++) {
			size = 9 + t % 2
			delete g
			m = 14 + int(rand() * 20)
			for (i = 0; i < m;) {
				r = 1 + int(rand() * (size - 2))
				c = 1 + int(rand() * (size - 2))
				if ((r, c) in g)
					continue
				g[r, c] = i++ % 2 ? "O" : "X"
			}
			for (r = 0; r < size; r++) {
				row = ""
				for (c = 0; c < size; c++)
					row = row (((r, c) in g) ? g[r, c] : ".")
				print row > ("'"$BATS_TEST_TMPDIR"'/b" t)
			}
		}
	}'
	for ((i = 0; i < 100; i++)); do
		r=$((i % 5))
		size=$((9 + i % 2))
		for p in 1 2; do
			t=X
			((p == 1)) || t=O
			out=$(ttt -n "$size" -k 5 --rule "${rules[r]}" --turn "$t" "$BATS_TEST_TMPDIR/b$i") || true
			[ "$out" = Pending ] || continue
			d=$("$TESTS_DIR/vcf_ref" "$r" 5 "$p" 4 <"$BATS_TEST_TMPDIR/b$i")
			((d > 0)) || continue
			found=$((found + 1))
			deep=$((deep + (d >= 3)))
			out=$(ttt -n "$size" -k 5 --rule "${rules[r]}" --turn "$t" --nodes 20000 --solve "$BATS_TEST_TMPDIR/b$i" | cut -f2)
			n=${out##* }
			if [[ $out != "$t wins in "* ]] || ((n > d)); then
				echo "board $i, ${rules[r]}, $t to move: vcf_ref $d, ttt: $out"
				return 1
			fi
		done
	done
	# the boards hold fours enough to test, some of 3 moves or more
	((found >= 50 && deep >= 5))
}
