# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# The benchmark's data sets, cut small: ttt's fast paths must print exactly
# what the naive baseline prints on them.  (No timing here: see make bench.)
bats_require_minimum_version 1.5.0
load test_helper

setup() {
	GEN="$ROOT_DIR/bench/gen"
	NAIVE="$ROOT_DIR/bench/naive"
	[ -x "$GEN" ] && [ -x "$NAIVE" ] || skip "bench/gen and bench/naive are not built"
	cd "$BATS_TEST_TMPDIR"
}

# same KIND SEED SIZE: ttt's output on the data set equals naive's.
same() {
	"$GEN" "$1" "$2" "$3" >data
	"$NAIVE" data >want
	run -0 --separate-stderr ttt data
	[ "$stderr" = "" ]
	[ "${#lines[@]}" -gt 0 ]
	printf '%s\n' "${lines[@]}" >got
	cmp want got
}

@test "3x3 move streams from the benchmark give naive's results" {
	same moves3 1 1
	grep -qx 1 want && grep -qx 2 want
}

@test "N=1000 move streams from the benchmark give naive's results" {
	same moves1000 2 1
}

@test "3x3 board streams from the benchmark give naive's results" {
	same boards3 3 1
	grep -qx X want && grep -qx O want && grep -qx Pending want && grep -qx Draw want
}

@test "a 300x300 benchmark board gives naive's verdict" {
	same bigboard 4 300
}

@test "a 1000x1000 benchmark board gives naive's verdict" {
	same bigboard 5 1000
}

@test "20000 sparse moves at -n 1000000000 are all judged 0" {
	"$GEN" sparse 6 20000 >data
	run -0 --separate-stderr ttt -n 1000000000 data
	[ "$stderr" = "" ]
	[ "${#lines[@]}" -eq 20000 ]
	[ "$(printf '%s\n' "${lines[@]}" | sort -u)" = "0" ]
}

@test "gomoku streams from the benchmark give the generator's results with -k 5" {
	"$GEN" gomoku 7 1 >data
	"$GEN" gomoku-want 7 1 >want
	run -0 --separate-stderr ttt -k 5 data
	[ "$stderr" = "" ]
	printf '%s\n' "${lines[@]}" | cmp - want
	grep -qx 1 want && grep -qx 2 want
}

# The driver itself, cut to its checks (bench/run.sh --check-only), on the
# ttt under test; its data goes to the test's directory.
run_check() {
	BENCH_TTT="$(command -v ttt)" BENCH_DATA="$BATS_TEST_TMPDIR/data" \
	    run --separate-stderr "$ROOT_DIR/bench/run.sh" --check-only
}

@test "renju streams from the benchmark: each game ends at its last move, by a five or a foul" {
	"$GEN" renju 1 1 >data
	run -0 --separate-stderr ttt --rule renju -g --explain data
	[ "$stderr" = "" ]
	games=$(grep -c '^15x15$' data)
	[ "${#lines[@]}" -eq "$games" ] && [ "$games" -gt 1000 ]
	# every verdict names the game's last move
	awk '/^15x15$/ { if (n) print n; n = 0; next } { n++ } END { print n }' data >moves
	printf '%s\n' "${lines[@]}" | sed -n 's/.* at move \([0-9]*\)$/\1/p' >at
	cmp moves at
	printf '%s\n' "${lines[@]}" | grep -q 'foul: double-three'
	printf '%s\n' "${lines[@]}" | grep -q 'foul: double-four'
	printf '%s\n' "${lines[@]}" | grep -q 'foul: overline'
}

@test "bench/run.sh --check-only passes on the ttt under test" {
	run_check
	[ "$status" -eq 0 ]
	[ "${lines[${#lines[@]} - 1]}" = "bench: check-only: ttt and naive agree" ]
	for name in moves3 moves1000 boards3 bigboard bigboard-k5 sparse sparse-k5 gomoku; do
		printf '%s\n' "${lines[@]}" | grep -q "^check $name  *ok: "
	done
	[ "$(printf '%s\n' "${lines[@]}" | grep -c baseline)" -eq 0 ]
}

@test "bench/run.sh --check-only finds a baseline that prints the same" {
	BENCH_BASELINE="$(command -v ttt)" run_check
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "${lines[@]}" | grep -c 'baseline ok: the same output')" -eq 8 ]
	[ "$(printf '%s\n' "${lines[@]}" | grep -c WARNING)" -eq 0 ]
}

@test "bench/run.sh --check-only warns of a baseline that prints otherwise, and passes" {
	printf '#!/bin/sh\necho 0\n' >old
	chmod +x old
	BENCH_BASELINE="$BATS_TEST_TMPDIR/old" run_check
	[ "$status" -eq 0 ]
	printf '%s\n' "${lines[@]}" | grep -qx "bench: WARNING: the baseline's output differs on: moves3 moves1000 boards3 bigboard bigboard-k5 sparse sparse-k5 gomoku"
	printf '%s\n' "$stderr" | grep -q "WARNING: moves3: the baseline's output differs from ttt's"
}

@test "bench/run.sh refuses a missing baseline and an unknown argument" {
	BENCH_BASELINE="$BATS_TEST_TMPDIR/none" run_check
	[ "$status" -eq 1 ]
	[[ $stderr == *"BENCH_BASELINE=$BATS_TEST_TMPDIR/none is not an executable file"* ]]
	run -2 --separate-stderr "$ROOT_DIR/bench/run.sh" --fast
	[ "$stderr" = "usage: bench/run.sh [--check-only]" ]
}

@test "bench/run.sh, bench/ident and bench/instr are shellcheck clean" {
	need shellcheck
	shellcheck "$ROOT_DIR/bench/run.sh" "$ROOT_DIR/bench/ident" \
	    "$ROOT_DIR/bench/instr"
}

# -g on the benchmark's games (many games to a batch): each game's verdict
# is what its per-move results say, worked out here with awk from naive's
# results and the headers: the last result 1 or 2 the winner, else Draw
# after 9 moves, else Pending.
@test "-g on the 3x3 benchmark games gives the verdicts their per-move results give" {
	"$GEN" moves3 8 1 >data
	"$NAIVE" data >res
	awk 'NR == FNR { r[NR] = $0; next }
	    /^3$/ { if (n) print v(); n = 0; next }
	    { n++; last = r[++i] }
	    END { if (n) print v() }
	    function v() { return last == 1 ? "X" : last == 2 ? "O" : n == 9 ? "Draw" : "Pending" }' \
	    res data >want
	run -0 --separate-stderr ttt -g data
	[ "$stderr" = "" ]
	printf '%s\n' "${lines[@]}" | cmp - want
	grep -qx X want && grep -qx O want && grep -qx Draw want
	[ "$(wc -l <want)" -gt 10000 ]
}
