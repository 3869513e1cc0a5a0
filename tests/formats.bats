# The formats people have, each recognised by itself: board pictures
# (--show's), JSON board lines, JSON game lines, Gomocup .psq records.
# shellcheck disable=SC2154	# run sets $output, $stderr and $lines
bats_require_minimum_version 1.5.0
load test_helper

# ---- Board pictures ----

@test "pictures: --show's rows |c|c|c| are read back as boards, with or without -b" {
	put b '|X| |O|\n| |X| |\n|O| |X|\n\n|O|O|X|\n|X|X|O|\n|O|X|.|\n'
	run -0 --separate-stderr ttt "$BATS_TEST_TMPDIR/b"
	[ "$output" = "X
Pending" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -b "$BATS_TEST_TMPDIR/b"
	[ "$output" = "X
Pending" ]
}

@test "pictures: each cell is X, x, O, o, space or ., and a CR before the newline is dropped" {
	put b '|x|o|.|\r\n|O|X| |\r\n|.|.|X|\r\n'
	run -0 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "X	diagonal" ]
	[ "$stderr" = "" ]
}

@test "pictures: picture rows and plain rows mix in one board" {
	put b '|X|O|X|\nO.O\n| |X| |\n'
	run -0 --separate-stderr ttt "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending" ]
}

@test "pictures: a bad byte between bars is a bad byte of its cell" {
	put b '|X|O|X|\n|O|Z|O|\n|.|.|.|\n'
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:1: bad byte 0x5a at row 1, column 1" ]
}

@test "pictures: a row not of the form |c|...|c| makes its board Invalid, named by the board's first line" {
	for row in '|X| ' '|X||' '||' '|X|O' '|XO|' '|' '|X|O| |'"'"; do
		put b "# a comment\nXO.\n$row\n...\n\nX..\n...\n...\n"
		run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/b"
		[ "$output" = "Invalid
Pending" ]
		[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:2: row 1 is not a picture row |c|c|...|c| (one cell between bars)" ]
	done
}

@test "pictures: the first malformed row is named, whatever else is wrong with the board" {
	put b 'XXX\n|X|X|X|X|\n|O||\n|O|\n'
	run -1 --separate-stderr ttt --explain "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid	row 2 is not a picture row |c|c|...|c| (one cell between bars)" ]
	run -1 --separate-stderr ttt --json "$BATS_TEST_TMPDIR/b"
	[ "$output" = '{"file":"'"$BATS_TEST_TMPDIR"'/b","line":1,"size":4,"verdict":"Invalid","lines":[],"x":7,"o":1,"next":null,"reason":"row 2 is not a picture row |c|c|...|c| (one cell between bars)"}' ]
}

@test "pictures: --show on a picture draws it again" {
	put b '|X|O|\n| |.|\n'
	run -0 --separate-stderr ttt --show "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Pending
|X|O|
| | |" ]
}

# roundtrip FILE [OPTION...]: each board's verdict, and those of ttt
# --show's pictures of the boards fed back, the same.
roundtrip() {
	f=$1
	shift
	ttt "$@" "$f" 2>/dev/null >"$BATS_TEST_TMPDIR/want" || :
	ttt --show "$@" "$f" 2>/dev/null | awk '/^\|/ || /^$/' |
	    ttt "$@" 2>/dev/null >"$BATS_TEST_TMPDIR/got" || :
	[ -s "$BATS_TEST_TMPDIR/want" ]
	cmp "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
}

@test "pictures: round trip: ttt --show's pictures of examples/boards.txt and invalid.txt get the same verdicts" {
	roundtrip "$ROOT_DIR/examples/boards.txt"
	roundtrip "$ROOT_DIR/examples/invalid.txt"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/got")" -eq 3 ]
}

@test "pictures: round trip: 400 random boards (1 to 5 rows, ragged, bad bytes) get the same verdicts" {
	awk 'BEGIN {
		srand(1275); c = "XXOOxo..  Z"
		for (b = 0; b < 400; b++) {
			n = 1 + int(rand() * 5)
			for (r = 0; r < n; r++) {
				w = n - (rand() < 0.1) + (rand() < 0.05)
				if (w < 1) w = 1
				row = ""
				for (j = 0; j < w; j++)
					row = row substr(c, 1 + int(rand() * (rand() < 0.02 ? 11 : 10)), 1)
				print row
			}
			print ""
		}
	}' >"$BATS_TEST_TMPDIR/r"
	roundtrip "$BATS_TEST_TMPDIR/r"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/got")" -eq 400 ]
	# each verdict shows up
	for v in X O Pending Invalid; do grep -qx "$v" "$BATS_TEST_TMPDIR/got"; done
	roundtrip "$BATS_TEST_TMPDIR/r" -k 3
}
