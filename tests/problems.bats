#!/usr/bin/env bats
# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# Published problems (tests/problems.txt, each with its source): --solve
# finds the side to move's win, within the depth the source proved, by the
# first move the source prints where that is the problem's answer, and the
# line it prints is played to its win by tests/line_ref (tests/renju_ref.c's
# rules, no library code).
# shellcheck disable=SC2154	# run sets $output, $lines and $stderr
bats_require_minimum_version 1.5.0
load test_helper

TAB=$'\t'

# problem NAME: the problem's board into $BATS_TEST_TMPDIR/b, its fields
# into rule, turn, kind, depth, solution and first.
problem() {
	local f

	awk -v n="$1" '
		/^# problem: / { on = $3 == n; next }
		on && /^# / { print substr($2, 1, length($2) - 1), $3; next }
		on && /^[XO.]+$/ { print "row", $0 }
		on && /^$/ { exit }
	' "$TESTS_DIR/problems.txt" >"$BATS_TEST_TMPDIR/p"
	[ -s "$BATS_TEST_TMPDIR/p" ]
	: >"$BATS_TEST_TMPDIR/b"
	while read -r f v; do
		case $f in
		row) printf '%s\n' "$v" >>"$BATS_TEST_TMPDIR/b" ;;
		rule | turn | kind | depth | solution | first) printf -v "$f" '%s' "$v" ;;
		esac
	done <"$BATS_TEST_TMPDIR/p"
}

# cell NOTE: a renju note (J12: column letter from A at the left, row from
# 1 at the bottom) as ttt's "ROW COL" on 15 x 15.
cell() {
	local l=${1:0:1}

	printf '%d %d' $((15 - ${1:1})) $(($(printf '%d' "'$l") - 65))
}

# solved NAME: the problem's win for its side to move, in at most its
# depth + 1 moves, by its printed first move where that is its answer, and
# the line a win as printed.
solved() {
	local n rn re mode=

	problem "$1"
	case $rule in
	freestyle) rn=0 ;; exact) rn=1 ;; caro) rn=2 ;; renju) rn=3 ;;
	esac
	run -0 --separate-stderr ttt --rule "$rule" -k 5 --turn "$turn" \
	    --solve --explain "$BATS_TEST_TMPDIR/b"
	[ "$stderr" = "" ]
	re="^Pending${TAB}$turn wins in (at most )?([0-9]+)${TAB}$turn to move; best move: $turn at ([0-9]+ [0-9]+); line: (.*)\$"
	[[ $output =~ $re ]]
	n=${BASH_REMATCH[2]}
	[ "$n" -le $((depth + 1)) ]
	if [ "$first" = yes ]; then
		[ "${BASH_REMATCH[3]}" = "$(cell "${solution%%,*}")" ]
	fi
	[ "$kind" = VCF ] && mode=vcf
	run -0 "$TESTS_DIR/line_ref" "$rn" 5 "$n" "${BASH_REMATCH[4]}" \
	    ${mode:+"$mode"} <"$BATS_TEST_TMPDIR/b"
	[ "$output" = ok ]
}

@test "problems.txt: every problem a board of its rule, Pending with its side to move" {
	run -0 --separate-stderr ttt --rule renju -k 5 --turn X \
	    "$TESTS_DIR/problems.txt"
	[ "$stderr" = "" ]
	[ "${#lines[@]}" -eq "$(grep -c '^# problem: ' "$TESTS_DIR/problems.txt")" ]
	[ "$(printf '%s\n' "${lines[@]}" | sort -u)" = Pending ]
}

@test "cell: renju notes as ttt's cells (J12 is 3 9, A1 14 0, O15 0 14)" {
	[ "$(cell J12)" = "3 9" ]
	[ "$(cell A1)" = "14 0" ]
	[ "$(cell O15)" = "0 14" ]
}

@test "problem renjuportal 3040 (renju, black, VCF of 12 fours): X wins, J12 first" {
	solved renjuportal-3040
}

@test "problem renjuportal 2990 (renju, white, VCF): O wins, L13 first, black's last block a foul" {
	solved renjuportal-2990
}

@test "problem quintet not-opponent-double-four (renju, black, VCF): X wins, J8 first" {
	solved quintet-vcf-not-opponent-double-four
}

@test "problem quintet vcf-counter (renju, black, VCF through white's counter-four): X wins, I8 first" {
	solved quintet-vcf-counter
}

@test "problem Okabe 5-moves-to-end No. 02 (renju, black, VCT): X wins, F10 first" {
	solved okabe-5-moves-to-end-02
}

@test "problem quintet vct-white (renju, white, VCT): O wins, I10 first" {
	solved quintet-vct-white
}

@test "problem Okabe 5-moves-to-end No. 63 (renju, white, VCT past black's counter-fours): O wins, F7 first" {
	solved okabe-5-moves-to-end-63
}

@test "problem Okabe 5-moves-to-end No. 68 (renju, black, VCT breaking a foul): X wins, J8 first" {
	solved okabe-5-moves-to-end-68
}

@test "problem quintet vct-dual-forbiddens (renju, white wins by two of black's fouls): O wins" {
	solved quintet-vct-dual-forbiddens
}

@test "problem Hoshiduki, shadows and fog (renju, black, VCF of 73 fours): X wins in at most 74, F6 first, the line's first 128 moves written" {
	problem hoshiduki-shadows-and-fog
	run -0 --separate-stderr ttt --rule renju -k 5 --turn X --solve \
	    --explain "$BATS_TEST_TMPDIR/b"
	re="^Pending${TAB}X wins in at most ([0-9]+)${TAB}X to move; best move: X at ([0-9]+ [0-9]+); line: (.*)\$"
	[[ $output =~ $re ]]
	[ "${BASH_REMATCH[1]}" -le $((depth + 1)) ]
	[ "${BASH_REMATCH[2]}" = "$(cell "${solution%%,*}")" ]
	line=${BASH_REMATCH[3]}
	[ "$(grep -o 'at ' <<<"$line" | wc -l)" -eq 128 ]
	# the first 128 moves alternate, X first: no move of the unkept rest
	re='^(X at [0-9]+ [0-9]+, O at [0-9]+ [0-9]+(, |$)){64}$'
	[[ $line =~ $re ]]
}

@test "README's solver examples (examples/open3.txt, examples/vcf.txt, examples/7x7.txt) run as shown" {
	local cmd want n=0

	cd "$ROOT_DIR"
	while IFS= read -r cmd; do
		want=$(awk -v c="$cmd" '$0 == c { getline; sub(/^    /, ""); print; exit }' README.md)
		cmd=${cmd#    \$ }
		run -0 --separate-stderr sh -c "$cmd"
		[ "$output" = "$want" ]
		[ "$stderr" = "" ]
		n=$((n + 1))
	done < <(grep -E '^    \$ ttt .*examples/(open3|vcf|7x7)\.txt' README.md)
	[ "$n" -eq 3 ]
}
