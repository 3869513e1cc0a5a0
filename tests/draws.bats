# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# --solve's draw prover (freestyle, boards of at most 64 cells): the
# published values of the m,n,k games from the empty board (Uiterwijk,
# IEEE CoG 2019, for K 4; Hsu et al., Theoretical Computer Science 815,
# 2020, for (7,7,5)), a draw's best move keeping the draw, the budget.
# tests/judge_api checks the prover's values against tests/solve_ref.c
# and its pairings by hand; fuzz/solve_fuzz.c the same on random boards.
# shellcheck disable=SC2154	# run sets $output, $lines and $stderr
bats_require_minimum_version 1.5.0
load test_helper

# empty R C: the empty board of R rows and C columns.
empty() {
	local r

	for ((r = 0; r < $1; r++)); do
		printf '%*s\n' "$2" '' | tr ' ' .
	done
}

# draws K RxC...: each empty board of K is a Draw, proved.
draws() {
	local k=$1 rc

	shift
	for rc; do
		empty "${rc%x*}" "${rc#*x}" >"$BATS_TEST_TMPDIR/b"
		run -0 --separate-stderr ttt --solve -k "$k" -n "$rc" "$BATS_TEST_TMPDIR/b"
		[ "$output" = "Pending	Draw" ]
		[ "$stderr" = "" ]
	done
}

@test "--solve: with K 4, 4x4, 4x5, 4x6 and 5x5 are draws from the empty board" {
	draws 4 4x4 4x5 4x6 5x5
}

@test "--solve: with K 5, 6x6, 6x7, 7x6 and 7x7 are draws from the empty board" {
	draws 5 6x6 6x7 7x6 7x7
}

# keeps B K: B's best move for X (--explain) put, O to move: still a
# Draw, and the same output again for the same input.
keeps() {
	local r c row re=$'^Pending\tDraw\tX or O to move; best move: X at ([0-9]+) ([0-9]+)$'

	run -0 --separate-stderr ttt --solve --explain -k "$2" "$1"
	[ "$stderr" = "" ]
	[[ $output =~ $re ]]
	r=${BASH_REMATCH[1]} c=${BASH_REMATCH[2]}
	run -0 ttt --solve --explain -k "$2" "$1"
	[[ "$output" == *"best move: X at $r $c" ]]
	row=$(sed -n "$((r + 1))p" "$1")
	sed "$((r + 1))s/.*/${row:0:c}X${row:c+1}/" "$1" >"$1.after"
	run -0 --separate-stderr ttt --solve -k "$2" "$1.after"
	[ "$output" = "Pending	Draw" ]
}

@test "--solve --explain: a draw's best move keeps the draw, the other player to move" {
	empty 7 7 >"$BATS_TEST_TMPDIR/b77"
	keeps "$BATS_TEST_TMPDIR/b77" 5
	empty 6 6 >"$BATS_TEST_TMPDIR/b66"
	keeps "$BATS_TEST_TMPDIR/b66" 5
	empty 5 5 >"$BATS_TEST_TMPDIR/b55"
	keeps "$BATS_TEST_TMPDIR/b55" 4
	# a (7,7,5) position of a few marks, answered at the default budget
	put p '.......\n.......\n..O....\n...X...\n...XO..\n.......\n.......\n'
	keeps "$BATS_TEST_TMPDIR/p" 5
}

@test "--solve --explain: a (7,7,5) position held only by moves past the defender's best few (a limited discrepancy search): Draw, and its best move keeps it" {
	put b '.......\n....OXX\n.O.X...\nO.OX...\n...XO.X\n.......\n.......\n'
	run -0 --separate-stderr ttt --solve --explain -k 5 "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	Draw	O to move; best move: O at 1 3" ]
	[ "$stderr" = "" ]
	put b '.......\n...OOXX\n.O.X...\nO.OX...\n...XO.X\n.......\n.......\n'
	run -0 --separate-stderr ttt --solve --explain -k 5 "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	Draw	X or O to move; best move: X at 0 4" ]
	[ "$stderr" = "" ]
}

@test "--solve --nodes: a budget too small for the draw's proof leaves (7,7,5) unknown" {
	empty 7 7 >"$BATS_TEST_TMPDIR/b"
	run -0 --separate-stderr ttt --solve -k 5 --nodes 100000 "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	unknown" ]
	[ "$stderr" = "" ]
}

@test "--solve: on 15x15, where the threat search finds no win, the empty board stays unknown" {
	empty 15 15 >"$BATS_TEST_TMPDIR/b"
	run -0 --separate-stderr ttt --solve -k 5 "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	unknown" ]
	[ "$stderr" = "" ]
}

@test "ttt.1's draw example (examples/7x7.txt) runs as shown" {
	local cmd='ttt -k 5 --solve --explain examples/7x7.txt' want

	cd "$ROOT_DIR"
	want=$(awk -v c="\$ $cmd" '$0 == c { getline; print; exit }' ttt.1)
	[ -n "$want" ]
	run -0 --separate-stderr sh -c "$cmd"
	[ "${output//	/<tab>}" = "$want" ]
	[ "$stderr" = "" ]
}

@test "--solve --solve-memory: no room for the prover's table leaves (7,7,5) unknown; a small one is replaced as it fills, and the draw is still proved" {
	empty 7 7 >"$BATS_TEST_TMPDIR/b"
	run -0 --separate-stderr ttt --solve -k 5 --solve-memory 100K "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	unknown" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt --solve -k 5 --solve-memory 2M "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending	Draw" ]
}
