# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# Scale-out with GNU parallel, as README shows it: the output must be
# byte-identical to one ttt run over the same input.
# shellcheck disable=SC2154	# run sets $output, $lines and $stderr
bats_require_minimum_version 1.5.0
load test_helper

setup() {
	need parallel
	# moreutils has a parallel of its own, with other options.
	parallel --version 2>/dev/null | grep -q 'GNU parallel' ||
	    skip "needs GNU parallel, not moreutils' (.ci/deps installs it)"
	GEN="$ROOT_DIR/bench/gen"
	[ -x "$GEN" ] || skip "bench/gen is not built"
	cd "$BATS_TEST_TMPDIR" || return
	export HOME="$BATS_TEST_TMPDIR"	# parallel's citation notice and cache
	mkdir -p .parallel && touch .parallel/will-cite
}

@test "parallel -k over many files prints what one ttt -h run prints" {
	"$GEN" moves3 11 1 | head -c 20000 >m1
	"$GEN" boards3 12 1 | head -n 4000 >b1
	"$GEN" moves1000 13 1 | head -c 30000 >m2
	printf 'XXX\nXXX\nOOO\n' >bad
	ttt -h m1 b1 m2 bad >want 2>/dev/null || [ $? -eq 1 ]
	run -1 --separate-stderr parallel -k ttt ::: m1 b1 m2 bad
	[ "${#lines[@]}" -gt 1000 ]
	printf '%s\n' "${lines[@]}" | cmp - want
}

@test "a board stream split on empty lines by parallel --pipe gives one run's output" {
	"$GEN" boards3 21 1 >boards
	ttt boards >want
	run -0 --separate-stderr sh -c \
	    "parallel --pipe -k --block 10k --recend '\n\n' ttt <boards"
	[ "$stderr" = "" ]
	[ "${#lines[@]}" -eq "$(wc -l <want)" ]
	printf '%s\n' "${lines[@]}" | cmp - want
}

@test "a move stream split at game headers by parallel --pipe gives one run's output" {
	"$GEN" moves3 31 1 >moves
	ttt moves >want
	run -0 --separate-stderr sh -c \
	    "parallel --pipe -k --block 10k --regexp --recstart '^[0-9]+\n' ttt <moves"
	[ "$stderr" = "" ]
	[ "${#lines[@]}" -eq "$(wc -l <want)" ]
	printf '%s\n' "${lines[@]}" | cmp - want
}
