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
	[ "${#exp[@]}" -eq 53 ] && [ "${#lines[@]}" -eq 53 ]
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
	    rif-edge-corner-double-four tanase-nested-false-three-legal; do
		printf '%s\n' "${exp[@]}" | grep -q "^$name|"
	done
}

@test "renju: the same moves judged freestyle have no fouls: five or more wins" {
	# the headers say renju; without them every game is freestyle K = 5
	grep -v "^15x15 renju$" "$POS" | sed "1i 15x15 5" >"$BATS_TEST_TMPDIR/free"
	run -0 --separate-stderr ttt -g "$BATS_TEST_TMPDIR/free"
	! printf '%s\n' "${lines[@]}" | grep -qx O
}
