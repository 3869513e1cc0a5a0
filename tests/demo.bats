# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# The README's first command: make demo shows each shipped example with
# ttt --explain's result beside the line it judges.
# shellcheck disable=SC2154	# run sets $output, $lines and $stderr
bats_require_minimum_version 1.5.0
load test_helper

DEMO_FILES="examples/boards.txt examples/moves.txt examples/gomoku.txt examples/renju.txt examples/gomocup.psq examples/invalid.txt"

# section FILE: the demo's lines for FILE (from $BATS_TEST_TMPDIR/demo),
# without its header, the exit status note, or the empty line that
# separates it from the next header.
section() {
	awk -v h="\$ ttt --explain $1" '
	/^\$ ttt --explain / {
		if (on)
			n--
		on = (n == 0 && $0 == h)
		next
	}
	on && !/^\(exit status / { l[++n] = $0 }
	END { for (i = 1; i <= n; i++) print l[i] }' "$BATS_TEST_TMPDIR/demo"
}

@test "make demo prints each example in order, its lines verbatim, each result beside its line" {
	[ -z "${TTT_BIN:-}" ] || skip "make demo uses the plain build"
	run -0 --separate-stderr make -s -C "$ROOT_DIR" demo
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/demo"
	cd "$ROOT_DIR"
	# One header per file, in order, each after an empty line.
	[ "$(grep '^\$ ' "$BATS_TEST_TMPDIR/demo")" = "\$ ttt --explain examples/boards.txt
\$ ttt --explain examples/moves.txt
\$ ttt --explain examples/gomoku.txt
\$ ttt --explain examples/renju.txt
\$ ttt --explain examples/gomocup.psq
\$ ttt --explain examples/invalid.txt" ]
	# The first line is a header; an empty line stands before each other.
	[ "${lines[0]}" = "\$ ttt --explain examples/boards.txt" ]
	[ "$(awk '/^\$ / && NR > 1 && prev != "" { print NR } { prev = $0 }' \
	    "$BATS_TEST_TMPDIR/demo")" = "" ]
	for f in $DEMO_FILES; do
		section "$f" >"$BATS_TEST_TMPDIR/sec"
		# The file's lines, verbatim, once "  => RESULT" is taken off.
		sed 's/ *  => .*//' "$BATS_TEST_TMPDIR/sec" | cmp - "$f"
		# The results, in order, are ttt --explain's (tab as two spaces).
		sed -n 's/.*  => //p' "$BATS_TEST_TMPDIR/sec" >"$BATS_TEST_TMPDIR/got"
		{ ttt --explain "$f" 2>/dev/null || true; } | sed 's/	/  /g' |
		    cmp - "$BATS_TEST_TMPDIR/got"
		# Every move line, and no other line, has its result beside it
		# (a record's moves are x,y,time lines).
		case $f in
		examples/boards.txt | examples/invalid.txt) continue ;;
		*.psq) mv='[0-9]+,[0-9]+,[0-9]+' ;;
		*) mv='[0-9]+ [0-9]+ [0-9]+' ;;
		esac
		# (the record's lines end in CRLF, as Piskvork writes them)
		n=$(tr -d '\r' <"$f" | grep -Ec "^$mv\$")
		[ "$n" -gt 0 ]
		[ "$(tr -d '\r' <"$BATS_TEST_TMPDIR/sec" | grep -Ec "^$mv *  => ")" -eq "$n" ]
		[ "$(grep -c '  => ' "$BATS_TEST_TMPDIR/sec")" -eq "$n" ]
	done
	# The last line notes the expected exit status.
	[ "${lines[${#lines[@]} - 1]}" = "(exit status 1: these boards cannot be reached)" ]
	[ "$stderr" = "ttt: examples/invalid.txt:2: X and O counts differ by more than one (X 6, O 3)
ttt: examples/invalid.txt:6: O moved after X had won
ttt: examples/invalid.txt:10: row 1 is longer than the board (2)" ]
}

@test "make demo shows a board's verdict beside its first row, padded to one column" {
	[ -z "${TTT_BIN:-}" ] || skip "make demo uses the plain build"
	run -0 --separate-stderr make -s -C "$ROOT_DIR" demo
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/demo"
	[ "$(section examples/boards.txt)" = "# The three boards of LCCI 16.04, one verdict each.
O.X  => X  anti-diagonal
.XO
X.O

OOX  => Draw
XXO
OXO

OOX  => Pending  X or O to move
XXO
OX." ]
	[ "$(section examples/invalid.txt)" = "# Boards that legal play cannot reach.
XXX  => Invalid  X and O counts differ by more than one (X 6, O 3)
XXX
OOO

XXX  => Invalid  O moved after X had won
OO.
OO.

XO   => Invalid  row 1 is longer than the board (2)
OXX" ]
	# Moves: each game's winning move; gomoku's column is its widest move.
	grep -qx '2 1 1  => 1  row 2' "$BATS_TEST_TMPDIR/demo"
	grep -qx '3 0 2  => 2  anti-diagonal' "$BATS_TEST_TMPDIR/demo"
	grep -qx '7 7 1    => 0' "$BATS_TEST_TMPDIR/demo"
	grep -qx '11 11 1  => 1  run 7 7 to 11 11' "$BATS_TEST_TMPDIR/demo"
	grep -qx '2 3 1    => 1  run 2 3 to 5 3' "$BATS_TEST_TMPDIR/demo"
	# a record's cells as it writes them, x,y from 1
	grep -qx $'13,15,1154\r  => 1  run 13,11 to 13,15' "$BATS_TEST_TMPDIR/demo"
}

@test "the demo fails when an example's exit status is not the expected one" {
	cd "$BATS_TEST_TMPDIR"
	cp "$ROOT_DIR/examples/invalid.txt" unreachable.txt
	cp "$ROOT_DIR/examples/boards.txt" invalid-not.txt
	run -1 --separate-stderr "$ROOT_DIR/examples/demo.sh" ttt unreachable.txt
	[ "${stderr##*$'\n'}" = "demo: ttt --explain unreachable.txt: exit status 1, not 0" ]
	run -1 --separate-stderr "$ROOT_DIR/examples/demo.sh" ttt invalid-not.txt
	[ "$stderr" = "demo: ttt --explain invalid-not.txt: exit status 0, not 1" ]
	run -1 --separate-stderr "$ROOT_DIR/examples/demo.sh" ttt \
	    "$ROOT_DIR/examples/boards.txt" nosuch.txt
	[ "${lines[0]}" = "\$ ttt --explain $ROOT_DIR/examples/boards.txt" ]
	[[ $stderr == *"demo: ttt --explain nosuch.txt: exit status 2, not 0" ]]
}

@test "make install puts ttt (755) and ttt.1 (644) under DESTDIR, PREFIX and MANPREFIX; uninstall removes them" {
	[ -z "${TTT_BIN:-}" ] || skip "make install uses the plain build"
	d="$BATS_TEST_TMPDIR/root"
	run -0 --separate-stderr make -s -C "$ROOT_DIR" install DESTDIR="$d" \
	    PREFIX=/opt/t MANPREFIX=/opt/man
	[ "$(stat -c %a "$d/opt/t/bin/ttt")" = 755 ]
	[ "$(stat -c %a "$d/opt/man/man1/ttt.1")" = 644 ]
	run -0 --separate-stderr "$d/opt/t/bin/ttt" --version
	[ "${lines[0]}" = "ttt 1.1.0" ]
	run -0 --separate-stderr make -s -C "$ROOT_DIR" uninstall DESTDIR="$d" \
	    PREFIX=/opt/t MANPREFIX=/opt/man
	[ ! -e "$d/opt/t/bin/ttt" ] && [ ! -e "$d/opt/man/man1/ttt.1" ]
}
