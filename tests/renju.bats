#!/usr/bin/env bats
# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# Renju's fouls judged on published positions: the renju.net advanced
# examples (false double-threes with a dead branch, a false double-four,
# 4x4x3, 3x3x3, 4x4x4 and more), positions built from the RIF definitions,
# and an engine's tests; each point's answer is in tests/renju-positions.txt.

bats_require_minimum_version 1.5.0
load test_helper

POS="$TESTS_DIR/renju-positions.txt"

# want: for each position of $POS, its name, its answer and its moves.
want() {
	awk '
		/^# name:/ { name = $3 }
		/^# expect:/ { e = $0; sub(/^# expect: /, "", e) }
		/^[0-9]+ [0-9]+ [12]$/ { n++ }
		/^$/ && name != "" { print name "|" e "|" n; name = ""; n = 0 }
		END { if (name != "") print name "|" e "|" n }' "$POS"
}

@test "renju: every published point judged as its source says, by its last move" {
	run -0 --separate-stderr ttt -g --explain "$POS"
	[ "$stderr" = "" ]
	mapfile -t exp < <(want)
	[ "${#exp[@]}" -eq 55 ] && [ "${#lines[@]}" -eq 55 ]
	bad=0
	for i in "${!exp[@]}"; do
		IFS='|' read -r name e n <<<"${exp[$i]}"
		case $e in
		legal) pat="Pending	*" ;;
		five) pat="X	run * at move $n" ;;
		foul\ *) pat="O	foul: ${e#foul } at move $n" ;;
		*) pat="?" ;;
		esac
		# shellcheck disable=SC2053
		if [[ ${lines[$i]} != $pat ]]; then
			echo "$name: want '$pat', got '${lines[$i]}'" >&2
			bad=1
		fi
	done
	[ "$bad" = 0 ]
}

@test "renju: the positions cover every answer, dead branches and heavy forks" {
	mapfile -t exp < <(want)
	for e in legal five 'foul overline' 'foul double-four' 'foul double-three'; do
		printf '%s\n' "${exp[@]}" | grep -q "|$e|"
	done
	for name in renjunet-problem3-false-33-dead-branch \
	    renjunet-problem2F-false-44 renjunet-heavyforks-443 \
	    renjunet-heavyforks-333 renjunet-heavyforks-444 \
	    rif-one-line-double-four-X.XXX.X rif-one-line-double-four-XX.XX.XX \
	    rif-five-beats-double-four rif-five-beats-double-three \
	    rif-edge-corner-double-four tanase-nested-false-three-legal \
	    quintet-eye-makes-five rif-three-eye-makes-five \
	    rif-three-eye-makes-five-control; do
		printf '%s\n' "${exp[@]}" | grep -q "^$name|"
	done
}

@test "renju: the same moves judged freestyle have no fouls: five or more wins" {
	# the headers say renju; without them every game is freestyle K = 5
	grep -v "^15x15 renju$" "$POS" | sed "1i 15x15 5" >"$BATS_TEST_TMPDIR/free"
	run -0 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/free"
	! printf '%s\n' "${lines[@]}" | grep -qx O
}

# eye X1 X2: the game of the RIF's three example, with black's stones X1
# and X2 (row col) at its seventh and eleventh moves.
eye() {
	printf '15x15 renju\n4 4 1\n2 2 2\n3 3 1\n3 2 2\n4 3 1\n2 3 2\n'
	printf '%s 1\n10 1 2\n5 1 1\n12 1 2\n%s 1\n13 1 2\n' "$1" "$2"
	printf '3 4 1\n5 3 2\n4 2 1\n'
}

@test "renju: a three whose straight-four point also makes a five is no three (RIF: without at the same time a five)" {
	# 4 2 makes a three along row 4 and one on the anti-diagonal
	# 5 1 / 4 2 / 3 3, whose only straight-four point, 2 4, would also
	# complete the column five 2 4 to 6 4: one three, no foul
	eye '5 4' '6 4' >"$BATS_TEST_TMPDIR/in"
	run -0 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/in"
	[ "$stderr" = "" ]
	[ "$output" = "$(printf '0\n%.0s' $(seq 15))" ]
	run -0 --separate-stderr ttt -g --explain "$BATS_TEST_TMPDIR/in"
	[ "$stderr" = "" ] && [ "$output" = "Pending	O to move" ]
}

@test "renju: the same three with its straight-four point making no five is a double-three" {
	# black's 5 4 and 6 4 moved away: 2 4 is a plain straight-four point
	eye '12 10' '12 12' >"$BATS_TEST_TMPDIR/in"
	run -0 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/in"
	[ "$stderr" = "" ]
	[ "${#lines[@]}" -eq 15 ]
	[ "$(printf '%s\n' "${lines[@]:0:14}" | sort -u)" = 0 ]
	[ "${lines[14]}" = "2	foul: double-three" ]
}
