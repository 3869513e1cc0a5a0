#!/usr/bin/env bats
# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# The board stream (LCCI 16.04): cells, board shape, verdicts, every
# Invalid reason with its diagnostic and the order the rules are checked in,
# separators, comments, CRLF, --first, -b and large boards.

bats_require_minimum_version 1.5.0
load test_helper

# put NAME CONTENT (from test_helper) writes CONTENT, printf %b, to
# $BATS_TEST_TMPDIR/NAME.

# gen FILE N CELL [WIDTH]: writes an N x N board to FILE whose cell (i, j)
# is the awk expression CELL; row i holds WIDTH cells (an awk expression,
# default n), so rows may be cut short.
gen() {
	awk -v n="$2" 'BEGIN {
		for (i = 0; i < n; i++) {
			w = '"${4:-n}"'
			for (j = 0; j < w; j++)
				printf "%s", '"$3"'
			printf "\n"
		}
	}' >"$1"
}

# count FILE CHARS: how many bytes of FILE are among CHARS.
count() {
	tr -cd "$2" <"$1" | wc -c | tr -d ' '
}

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# ---- The seeds ----

@test "the LCCI seed O.X/.XO/X.O is won by X" {
	put b 'O.X\n.XO\nX.O\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "X" ]
	[ "$stderr" = "" ]
}

@test "the LCCI seed OOX/XXO/OXO has no empty cell and no winner, so it is a Draw" {
	put b 'OOX\nXXO\nOXO\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "Draw" ]
	[ "$stderr" = "" ]
}

@test "the LCCI seed OOX/XXO/OX. has an empty cell and no winner, so it is Pending" {
	put b 'OOX\nXXO\nOX.\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "Pending" ]
	[ "$stderr" = "" ]
}

@test "the LCCI seed written with spaces as empty cells is won by X" {
	put b 'O X\n XO\nX O\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "X" ]
	[ "$stderr" = "" ]
}

@test "the README example prints one verdict per board, in order" {
	put b 'O.X\n.XO\nX.O\n\nOOX\nXXO\nOX.\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nPending' ]
	[ "$stderr" = "" ]
}

# ---- N = 1 and N = 2 ----

@test "a 1x1 board holding X is won by X" {
	put b 'X\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "X" ]
	[ "$stderr" = "" ]
}

@test "a 1x1 board holding O is won by O, since either player may start" {
	put b 'O\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "O" ]
	[ "$stderr" = "" ]
}

@test "a 1x1 board holding lowercase x or o is won by that player" {
	put b 'x\n\no\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nO' ]
	[ "$stderr" = "" ]
}

@test "a 1x1 board holding '.' is Pending" {
	put b '.\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "Pending" ]
	[ "$stderr" = "" ]
}

@test "a 1x1 board holding one space is Pending, not a separator" {
	put b ' \n'
	run -0 --separate-stderr ttt b
	[ "$output" = "Pending" ]
	[ "$stderr" = "" ]
}

@test "a 1x1 board holding O is Invalid with --first X" {
	put b 'O\n'
	run -1 --separate-stderr ttt --first X b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: O has more marks than X, but X moves first" ]
}

@test "a 2x2 board is won by a full column, a full row or the anti-diagonal" {
	put b 'XO\nX.\n\nOX\nO.\n\nXX\nO.\n\n.X\nXO\n\nX.\n.O\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nO\nX\nX\nPending' ]
	[ "$stderr" = "" ]
}

@test "a full 2x2 board always gives both players a full line, so it is Invalid" {
	put b 'XX\nOO\n\nXO\nOX\n'
	run -1 --separate-stderr ttt b
	[ "$output" = $'Invalid\nInvalid' ]
	[ "$stderr" = $'ttt: b:1: both X and O have a full line\nttt: b:4: both X and O have a full line' ]
}

# ---- Wins on every line kind, 3x3 ----

@test "X wins by filling row 0, row 1 or row 2 of a 3x3 board" {
	put b 'XXX\nOO.\n...\n\nOO.\nXXX\n...\n\n...\nOO.\nXXX\n\nXX.\nOO.\n..X\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nX\nX\nPending' ]
	[ "$stderr" = "" ]
}

@test "O wins by filling row 0, row 1 or row 2 of a 3x3 board" {
	put b 'OOO\nXX.\n...\n\nXX.\nOOO\n...\n\n...\nXX.\nOOO\n\nOO.\nXX.\n..O\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'O\nO\nO\nPending' ]
	[ "$stderr" = "" ]
}

@test "X wins by filling column 0, column 1 or column 2 of a 3x3 board" {
	put b 'XO.\nXO.\nX..\n\n.XO\n.XO\n.X.\n\nO.X\nO.X\n..X\n\nXO.\nXO.\n.X.\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nX\nX\nPending' ]
	[ "$stderr" = "" ]
}

@test "O wins by filling column 0, column 1 or column 2 of a 3x3 board" {
	put b 'OX.\nOX.\nO..\n\n.OX\n.OX\n.O.\n\nX.O\nX.O\n..O\n\nOX.\nOX.\n.O.\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'O\nO\nO\nPending' ]
	[ "$stderr" = "" ]
}

@test "X wins by filling the main diagonal or the anti-diagonal of a 3x3 board" {
	put b 'XO.\nOX.\n..X\n\nOOX\n.X.\nX..\n\nXO.\nOX.\n...\n\nOOX\n.X.\n.X.\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nX\nPending\nPending' ]
	[ "$stderr" = "" ]
}

@test "O wins by filling the main diagonal or the anti-diagonal of a 3x3 board" {
	put b 'OX.\nXO.\n..O\n\nXXO\n.O.\nO..\n\nOX.\nXO.\n...\n\nXXO\n.O.\n.O.\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'O\nO\nPending\nPending' ]
	[ "$stderr" = "" ]
}

# ---- Wins on every line kind, 4x4 ----

@test "X wins by filling any row of a 4x4 board" {
	put b 'XXXX\nOOO.\n....\n....\n\nOOO.\nXXXX\n....\n....\n\n....\n....\nXXXX\nOOO.\n\n....\n....\nOOO.\nXXXX\n\nXXX.\nOOO.\n....\n....\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nX\nX\nX\nPending' ]
	[ "$stderr" = "" ]
}

@test "O wins by filling any row of a 4x4 board" {
	put b 'OOOO\nXXX.\n....\n....\n\nXXX.\nOOOO\n....\n....\n\n....\n....\nOOOO\nXXX.\n\n....\n....\nXXX.\nOOOO\n\n.OOO\nXXX.\n....\n....\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'O\nO\nO\nO\nPending' ]
	[ "$stderr" = "" ]
}

@test "X wins by filling any column of a 4x4 board" {
	put b 'XO..\nXO..\nXO..\nX...\n\nOX..\nOX..\nOX..\n.X..\n\n..XO\n..XO\n..XO\n..X.\n\n..OX\n..OX\n..OX\n...X\n\n..OX\n..OX\n..OX\n....\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nX\nX\nX\nPending' ]
	[ "$stderr" = "" ]
}

@test "O wins by filling any column of a 4x4 board" {
	put b 'OX..\nOX..\nOX..\nO...\n\nXO..\nXO..\nXO..\n.O..\n\n..OX\n..OX\n..OX\n..O.\n\n..XO\n..XO\n..XO\n...O\n\nXO..\nXO..\nXO..\n....\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'O\nO\nO\nO\nPending' ]
	[ "$stderr" = "" ]
}

@test "X wins by filling the main diagonal of a 4x4 board, not an off-diagonal" {
	put b 'XOO.\nOX..\n..X.\n...X\n\n.X..\n..X.\n...X\nOO..\n\nO...\nX...\n.X..\n..XO\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nPending\nPending' ]
	[ "$stderr" = "" ]
}

@test "X wins by filling the anti-diagonal (i+j = 3) of a 4x4 board, not i+j = 2 or 4" {
	put b 'O..X\nO.X.\nOX..\nX...\n\n..X.\n.X..\nX...\nOO..\n\nOO..\n...X\n..X.\n.X..\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nPending\nPending' ]
	[ "$stderr" = "" ]
}

@test "O wins by filling the main diagonal of a 4x4 board, not an off-diagonal" {
	put b 'OXX.\nXO..\n..O.\n...O\n\n.O..\n..O.\n...O\nXX..\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'O\nPending' ]
	[ "$stderr" = "" ]
}

@test "O wins by filling the anti-diagonal (i+j = 3) of a 4x4 board, not i+j = 2 or 4" {
	put b 'X..O\nX.O.\nXO..\nO...\n\n..O.\n.O..\nO...\nXX..\n\nXX..\n...O\n..O.\n.O..\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'O\nPending\nPending' ]
	[ "$stderr" = "" ]
}

# ---- Cells ----

@test "lowercase x and o are the same cells as X and O" {
	put b 'xxx\noo.\n...\n\nooo\nxx.\n...\n\nxXx\nOo.\n...\n\nxo.\nOx.\n..X\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nO\nX\nX' ]
	[ "$stderr" = "" ]
}

@test "'.' and ' ' are both empty cells and may be mixed in one board" {
	put b 'X O\n.X.\nO X\n\nO. \n X.\n.  \n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nPending' ]
	[ "$stderr" = "" ]
}

@test "a full board with no full line is a Draw" {
	put b 'XOX\nXOO\nOXX\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "Draw" ]
	[ "$stderr" = "" ]
}

@test "a board with one '.' or one space left and no full line is Pending, not a Draw" {
	put b 'XOX\nXOO\nOX.\n\nXOX\nXOO\nOX \n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'Pending\nPending' ]
	[ "$stderr" = "" ]
}

@test "an empty board of '.' is Pending" {
	put b '...\n...\n...\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "Pending" ]
	[ "$stderr" = "" ]
}

# ---- Board shape: N is the number of rows; padding ----

@test "a row shorter than N is padded with empty cells, so it is no full row" {
	put b 'XX\nOO\n...\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "Pending" ]
	[ "$stderr" = "" ]
}

@test "rows with trailing empty cells stripped still make a column win" {
	put b 'XO\nXO\nX\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "X" ]
	[ "$stderr" = "" ]
}

@test "a short row's missing cells are empty, so they break a column" {
	put b 'OX.\nOX.\nO\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "O" ]
	[ "$stderr" = "" ]
}

@test "a short row's missing cells are empty, so the board is Pending, not a Draw" {
	put b 'XOX\nXOO\nOX\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "Pending" ]
	[ "$stderr" = "" ]
}

@test "short rows still make the main diagonal and the 4x4 anti-diagonal" {
	put b 'X\nOX\nO.X\n\nO..X\nO.X\nOX\nX\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nX' ]
	[ "$stderr" = "" ]
}

@test "a short row breaks the main diagonal through its missing cell" {
	put b 'X\nO\nO.X\n\nXO..\n.X..\nO.\n...X\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'Pending\nPending' ]
	[ "$stderr" = "" ]
}

@test "a short row breaks the anti-diagonal through its missing cell" {
	put b 'O..X\nO.\nOX..\nX...\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "Pending" ]
	[ "$stderr" = "" ]
}

@test "a line of spaces is a row of empty cells, not a separator" {
	put b 'XXO\n   \nOOX\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "Pending" ]
	[ "$stderr" = "" ]
}

@test "a line of three spaces alone is one row, too long for its 1x1 board" {
	put b '   \n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: row 0 is longer than the board (1)" ]
}

@test "a line of spaces inside a board counts as a row, so it breaks a column" {
	put b 'XO.\n   \nXO.\nX..\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "Pending" ]
	[ "$stderr" = "" ]
}

# ---- Separators and comments ----

@test "boards are separated by one or several empty lines, leading and trailing ones included" {
	put b '\n\nX\n\n\n\nO\n\nXO\n.X\n\n\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nO\nX' ]
	[ "$stderr" = "" ]
}

@test "a board is a run of consecutive non-empty lines, so an empty line splits a 3x3 in two" {
	put b 'X\n\nO.\n.X\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nPending' ]
	[ "$stderr" = "" ]
}

@test "comment lines inside a board are skipped and do not end it" {
	put b 'XXX\n# c\nOO.\n  # indented\n...\n\t# after a tab\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "X" ]
	[ "$stderr" = "" ]
}

@test "a comment line between two rows does not split the board" {
	put b 'X.\n#\n.O\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "Pending" ]
	[ "$stderr" = "" ]
}

@test "comments before, between and after boards print nothing" {
	put b '# head\n\nO.X\n.XO\nX.O\n\n# between\n\nOOX\nXXO\nOXO\n\n# tail\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nDraw' ]
	[ "$stderr" = "" ]
}

@test "a file of only comments prints nothing and exits 0" {
	put b '# a\n  # b\n\t# c\n#\n'
	run -0 --separate-stderr ttt -b b
	[ "$output" = "" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt b
	[ "$output" = "" ]
	[ "$stderr" = "" ]
}

@test "a file of only comments and empty lines between two files judges nothing" {
	put a 'X\n'
	put b '\n# a\n\n  # b\n\n'
	put c 'O\n'
	run -0 --separate-stderr ttt a b c
	[ "$output" = $'a:X\nc:O' ]
	[ "$stderr" = "" ]
}

@test "a comment holding digits before the first board does not make a move stream" {
	put b '# 3 boards, 1 2 3\nO.X\n.XO\nX.O\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "X" ]
	[ "$stderr" = "" ]
}

@test "'#' after a cell is no comment but a bad byte" {
	put b 'X#O\n...\n...\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: bad byte '#' (0x23) at row 0, column 1" ]
}

# ---- Line ends ----

@test "CRLF rows and CRLF empty lines work" {
	put b 'O.X\r\n.XO\r\nX.O\r\n\r\nOOX\r\nXXO\r\nOXO\r\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nDraw' ]
	[ "$stderr" = "" ]
}

@test "a last line without its final newline is still a row" {
	put b 'OOX\nXXO\nOXO'
	run -0 --separate-stderr ttt b
	[ "$output" = "Draw" ]
	[ "$stderr" = "" ]
}

@test "only one CR before the LF is dropped; a second one is a bad byte" {
	put b 'X.O\r\r\n...\n...\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: bad byte 0x0d at row 0, column 3" ]
}

# ---- Invalid: bad bytes ----

@test "a tab in a row is a bad byte, reported with 0-based row and column" {
	put b 'X.O\nO.\t\n...\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: bad byte 0x09 at row 1, column 2" ]
}

@test "-a: a NUL byte in a row is a bad byte" {
	put b 'X\0O\n...\n...\n'
	run -1 --separate-stderr ttt -a b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: bad byte 0x00 at row 0, column 1" ]
}

@test "byte 0xff in a row is a bad byte" {
	put b 'X.O\n...\n..\xff\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: bad byte 0xff at row 2, column 2" ]
}

@test "a letter other than X or O is a bad byte" {
	put b 'XYO\n...\n...\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: bad byte 'Y' (0x59) at row 0, column 1" ]
}

@test "a digit in a later row of a board stream is a bad byte" {
	put b 'X.O\n.O.\n.7.\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: bad byte '7' (0x37) at row 2, column 1" ]
}

@test "-b forces board mode on a file whose first line has a digit, which is then a bad byte" {
	put b '1XO\n...\n...\n'
	run -1 --separate-stderr ttt -b b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: bad byte '1' (0x31) at row 0, column 0" ]
}

@test "a line of blanks holding a tab is a row with a bad byte, not an empty line" {
	put b 'X..\n \t\n...\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: bad byte 0x09 at row 1, column 1" ]
}

@test "only the first bad byte in reading order is reported" {
	put b 'X.O\n.\001\002\n\003..\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: bad byte 0x01 at row 1, column 1" ]
}

@test "comment lines do not count as rows in a bad byte's row number" {
	put b 'X..\n# c\n  # d\n..!\n...\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: bad byte '!' (0x21) at row 1, column 2" ]
}

# ---- Invalid: the other rules ----

@test "a row longer than N makes the board Invalid, and the first such row is named" {
	put b 'X..\nO...\n.....\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: row 1 is longer than the board (3)" ]
}

@test "a trailing space is a cell, so it can make a row longer than N" {
	put b 'XO. \n...\n...\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: row 0 is longer than the board (3)" ]
}

@test "a one-row board with two cells is longer than its 1x1 board" {
	put b 'XO\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: row 0 is longer than the board (1)" ]
}

@test "X and O counts differing by one either way are legal" {
	put b 'X..\n...\n...\n\nO..\n...\n...\n\nXO.\nX..\n...\n\nXO.\nO..\n...\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'Pending\nPending\nPending\nPending' ]
	[ "$stderr" = "" ]
}

@test "X and O counts differing by more than one make the board Invalid" {
	put b 'XX.\n...\n...\n\n...\nO..\n.O.\n\nOOO\nO..\nX..\n'
	run -1 --separate-stderr ttt b
	[ "$output" = $'Invalid\nInvalid\nInvalid' ]
	[ "$stderr" = $'ttt: b:1: X and O counts differ by more than one (X 2, O 0)\nttt: b:5: X and O counts differ by more than one (X 0, O 2)\nttt: b:9: X and O counts differ by more than one (X 1, O 4)' ]
}

@test "with --first X, more O's than X's make the board Invalid" {
	put b 'O..\n...\n...\n'
	run -1 --separate-stderr ttt --first X b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: O has more marks than X, but X moves first" ]
}

@test "with --first O, more X's than O's make the board Invalid" {
	put b 'X..\n...\n...\n'
	run -1 --separate-stderr ttt --first O b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: X has more marks than O, but O moves first" ]
}

@test "the Draw seed OOX/XXO/OXO has more O's, so it is Invalid with --first X" {
	put b 'OOX\nXXO\nOXO\n'
	run -1 --separate-stderr ttt --first X b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: O has more marks than X, but X moves first" ]
}

@test "both players having a full line makes the board Invalid" {
	put b 'XXX\nOOO\n...\n\nXXX\nOOO\nX..\n\nXO.\nXO.\nXO.\n'
	run -1 --separate-stderr ttt b
	[ "$output" = $'Invalid\nInvalid\nInvalid' ]
	[ "$stderr" = $'ttt: b:1: both X and O have a full line\nttt: b:5: both X and O have a full line\nttt: b:9: both X and O have a full line' ]
}

@test "O having moved after X's win makes the board Invalid" {
	put b 'XXX\nOO.\nOO.\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: O moved after X had won" ]
}

@test "X having moved after O's win makes the board Invalid" {
	put b 'OOO\nXX.\nXX.\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: X moved after O had won" ]
}

@test "without --first, X wins with as many marks as O (O started)" {
	put b 'XXX\nOO.\nO..\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "X" ]
	[ "$stderr" = "" ]
}

@test "with --first X, X winning with as many marks as O means O moved after the win" {
	put b 'XXX\nOO.\nO..\n'
	run -1 --separate-stderr ttt --first X b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: O moved after X had won" ]
}

@test "with --first O, O winning with as many marks as X means X moved after the win" {
	put b 'OOO\nXX.\nX..\n'
	run -1 --separate-stderr ttt --first O b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: X moved after O had won" ]
}

@test "with --first X, O winning with one mark fewer than X means X moved after the win" {
	put b 'OOO\nXX.\nXX.\n'
	run -1 --separate-stderr ttt --first X b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: X moved after O had won" ]
}

@test "two parallel full rows of the winner share no cell and make the board Invalid" {
	put b 'XXXXX\nXXXXX\nOOO..\nOOO..\nOOO..\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: X has full lines that share no cell" ]
}

@test "two parallel full rows of O share no cell and make the board Invalid" {
	put b 'XXX..\nOOOOO\nXXX..\nOOOOO\nXXX..\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: O has full lines that share no cell" ]
}

@test "two parallel full columns of the winner share no cell and make the board Invalid" {
	put b 'XXOOO\nXXOOO\nXXOOO\nXX...\nXX...\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: X has full lines that share no cell" ]
}

@test "both diagonals of an even 4x4 board share no cell, for X and for O" {
	put b 'XOOX\nOXXO\nOXXO\nXO.X\n\nOXXO\nXOOX\nXOOX\nOX.O\n'
	run -1 --separate-stderr ttt b
	[ "$output" = $'Invalid\nInvalid' ]
	[ "$stderr" = $'ttt: b:1: X has full lines that share no cell\nttt: b:6: O has full lines that share no cell' ]
}

@test "a first row and both diagonals of a 5x5 board share no one cell" {
	put b 'XXXXX\nOXOXO\nOOXOO\nOXOXO\nXOO.X\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: X has full lines that share no cell" ]
}

@test "a first row, first column and the anti-diagonal of a 5x5 board share no one cell" {
	put b 'XXXXX\nXOOXO\nXOXOO\nXXOOO\nXOO.O\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: X has full lines that share no cell" ]
}

# ---- Legal double wins through one cell ----

@test "a full row and a full column through one cell (XXX/OOX/OOX) are a win for X" {
	put b 'XXX\nOOX\nOOX\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "X" ]
	[ "$stderr" = "" ]
}

@test "a full row and a full column through one cell (OOO/XXO/XXO) are a win for O" {
	put b 'OOO\nXXO\nXXO\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "O" ]
	[ "$stderr" = "" ]
}

@test "a full row and the main diagonal or anti-diagonal through one cell are a win" {
	put b 'XXX\nOXO\nOOX\n\nXXX\nOXO\nXOO\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nX' ]
	[ "$stderr" = "" ]
}

@test "a full column and the main diagonal through one cell are a win" {
	put b 'XOO\nXXO\nXOX\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "X" ]
	[ "$stderr" = "" ]
}

@test "both diagonals of an odd 3x3 board share the centre, so they are a win" {
	put b 'XOX\nOXO\nXOX\n\nOXO\nXOX\nOXO\n'
	run -0 --separate-stderr ttt b
	[ "$output" = $'X\nO' ]
	[ "$stderr" = "" ]
}

@test "the middle row and both diagonals of a 5x5 board share the centre, so they are a win" {
	put b 'XOOOX\nOXOXO\nXXXXX\nOXOXO\nXOOOX\n'
	run -0 --separate-stderr ttt b
	[ "$output" = "X" ]
	[ "$stderr" = "" ]
}

# ---- The order of the rules ----

@test "a bad byte is reported before a row longer than N that comes earlier" {
	put b 'X.O.\n\tX.\n...\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: bad byte 0x09 at row 1, column 0" ]
}

@test "a row longer than N is reported before the counts" {
	put b 'XXXX\nX..\n...\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: row 0 is longer than the board (3)" ]
}

@test "the counts are reported before --first" {
	put b 'XXX\nO..\n...\n'
	run -1 --separate-stderr ttt --first O b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: X and O counts differ by more than one (X 3, O 1)" ]
}

@test "the counts are reported before both players' full lines (XXX/XXX/OOO)" {
	put b 'XXX\nXXX\nOOO\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: X and O counts differ by more than one (X 6, O 3)" ]
}

@test "--first is reported before both players' full lines" {
	put b 'OOO\nXXX\nO..\n'
	run -1 --separate-stderr ttt --first X b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: O has more marks than X, but X moves first" ]
}

@test "--first is reported before the loser moving after the win" {
	put b 'XXX\nOO.\nOO.\n'
	run -1 --separate-stderr ttt --first X b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: O has more marks than X, but X moves first" ]
}

@test "both players' full lines are reported before a move after the win" {
	put b 'XXX\nOOO\nO..\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: both X and O have a full line" ]
}

@test "a move after the win is reported before full lines that share no cell" {
	put b 'XXXXX\nXXXXX\nOOOO.\nOOOO.\nOOO..\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: O moved after X had won" ]
}

# ---- --first valid cases ----

@test "with --first X, legal boards are judged as usual" {
	put b 'XXX\nOO.\n...\n\nOOO\nXX.\nX..\n\nXOX\nXOO\nOXX\n\nX..\n...\n...\n\n...\n...\n...\n'
	run -0 --separate-stderr ttt --first X b
	[ "$output" = $'X\nO\nDraw\nPending\nPending' ]
	[ "$stderr" = "" ]
}

@test "with --first O, legal boards are judged as usual" {
	put b 'OOO\nXX.\n...\n\nXXX\nOO.\nO..\n\nOOX\nXXO\nOXO\n\nO..\n...\n...\n'
	run -0 --separate-stderr ttt --first O b
	[ "$output" = $'O\nX\nDraw\nPending' ]
	[ "$stderr" = "" ]
}

@test "--first takes lowercase x and o" {
	put b 'O..\n...\n...\n'
	run -1 --separate-stderr ttt --first x b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: O has more marks than X, but X moves first" ]
	run -0 --separate-stderr ttt --first o b
	[ "$output" = "Pending" ]
	[ "$stderr" = "" ]
}

# ---- Diagnostics and the exit status ----

@test "a diagnostic names the board's first line, after other boards and comments" {
	put b '# c\nX.\n..\n\nXXX\n# inner\nXXX\nOOO\n'
	run -1 --separate-stderr ttt b
	[ "$output" = $'Pending\nInvalid' ]
	[ "$stderr" = "ttt: b:5: X and O counts differ by more than one (X 6, O 3)" ]
}

@test "a comment before a board's first row is not the board's first line" {
	put b 'X\n\n# c\n  # d\nXOX\n.\n'
	run -1 --separate-stderr ttt b
	[ "$output" = $'X\nInvalid' ]
	[ "$stderr" = "ttt: b:5: row 0 is longer than the board (2)" ]
}

@test "a diagnostic after CRLF lines names the right line" {
	put b 'X\r\n\r\n\r\nOO\r\n..\r\n'
	run -1 --separate-stderr ttt b
	[ "$output" = $'X\nInvalid' ]
	[ "$stderr" = "ttt: b:4: X and O counts differ by more than one (X 0, O 2)" ]
}

@test "diagnostics from standard input name (standard input)" {
	put b 'X.O\nO.\t\n...\n'
	run -1 --separate-stderr ttt <b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: (standard input):1: bad byte 0x09 at row 1, column 2" ]
	run -1 --separate-stderr ttt - <b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: (standard input):1: bad byte 0x09 at row 1, column 2" ]
}

@test "a file operand is named verbatim in a diagnostic" {
	mkdir -p sub
	put sub/x.txt 'XX\n..\n'
	run -1 --separate-stderr ttt ./sub/x.txt
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: ./sub/x.txt:1: X and O counts differ by more than one (X 2, O 0)" ]
}

@test "an Invalid board exits 1, and stdout still has one line per board in order" {
	put b 'X\n\nXX\n\nO\n\nXXX\nOOO\n...\n\nOOX\nXXO\nOXO\n'
	run -1 --separate-stderr ttt b
	[ "$output" = $'X\nInvalid\nO\nInvalid\nDraw' ]
	[ "$stderr" = $'ttt: b:3: row 0 is longer than the board (1)\nttt: b:7: both X and O have a full line' ]
}

@test "no board spans two files" {
	put a 'XO\n.X\n'
	put b 'O\n'
	run -0 --separate-stderr ttt a b
	[ "$output" = $'a:X\nb:O' ]
	[ "$stderr" = "" ]
}

@test "a board at the end of a file without a final newline or empty line is judged" {
	put a 'XO\n.X'
	put b '# only a comment\n'
	run -0 --separate-stderr ttt a b
	[ "$output" = "a:X" ]
	[ "$stderr" = "" ]
}

# ---- Large boards ----

@test "a 201x201 board with X filling column 100 is won by X" {
	gen big 201 '(j == 100 ? "X" : (j == 101 && i < 200) ? "O" : ".")'
	[ "$(count big X)" = 201 ]
	[ "$(count big O)" = 200 ]
	run -0 --separate-stderr ttt big
	[ "$output" = "X" ]
	[ "$stderr" = "" ]
}

@test "a 201x201 board with O filling the main diagonal, rows cut short, is won by O" {
	gen big 201 '(i == j ? "O" : j == i + 1 ? "X" : ".")' '(i + 2 < n ? i + 2 : n)'
	[ "$(count big O)" = 201 ]
	[ "$(count big X)" = 200 ]
	run -0 --separate-stderr ttt big
	[ "$output" = "O" ]
	[ "$stderr" = "" ]
}

@test "a 201x201 board with no full line and no empty cell is a Draw" {
	gen big 201 '((i == 0 && (j == 0 || j == 200)) ? "O" : (i + j == 1) ? "X" : (i + j) % 2 == 0 ? "X" : "O")'
	[ "$(count big X)" = 20201 ]
	[ "$(count big O)" = 20200 ]
	run -0 --separate-stderr ttt big
	[ "$output" = "Draw" ]
	[ "$stderr" = "" ]
}

@test "a 201x201 board with one empty cell and no full line is Pending" {
	gen big 201 '((i == 200 && j == 200) ? " " : (i == 0 && (j == 0 || j == 200)) ? "O" : (i + j == 1) ? "X" : (i + j) % 2 == 0 ? "X" : "O")'
	[ "$(count big X)" = 20200 ]
	[ "$(count big O)" = 20200 ]
	run -0 --separate-stderr ttt big
	[ "$output" = "Pending" ]
	[ "$stderr" = "" ]
}

@test "a 256x256 board is won on the anti-diagonal i+j = 255, not on i+j = 254" {
	gen big 256 '(i + j == 255 ? "X" : i + j == 254 ? "O" : ".")'
	[ "$(count big X)" = 256 ]
	[ "$(count big O)" = 255 ]
	run -0 --separate-stderr ttt big
	[ "$output" = "X" ]
	[ "$stderr" = "" ]
}

@test "both diagonals of a 200x200 board share no cell" {
	gen big 200 '((i == j || i + j == 199) ? "X" : k++ < 399 ? "O" : ".")'
	[ "$(count big X)" = 400 ]
	[ "$(count big O)" = 399 ]
	run -1 --separate-stderr ttt big
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: big:1: X has full lines that share no cell" ]
}

@test "a 1001x1001 board with X filling the last column is won by X" {
	gen big 1001 '(j == 1000 ? "X" : (j == 999 && i < 1000) ? "O" : ".")'
	run -0 --separate-stderr ttt big
	[ "$output" = "X" ]
	[ "$stderr" = "" ]
}

@test "in a 1001x1001 board the first row longer than N is named" {
	gen big 1001 '"."' '(i == 500 ? n + 1 : i == 700 ? n + 4 : n)'
	run -1 --separate-stderr ttt big
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: big:1: row 500 is longer than the board (1001)" ]
}

@test "in a 1001x1001 board a bad byte in the last row is found" {
	gen big 1001 '((i == 1000 && j == 999) ? "!" : ".")'
	run -1 --separate-stderr ttt big
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: big:1: bad byte '!' (0x21) at row 1000, column 999" ]
}

@test "a one-row board of 300000 cells is longer than its 1x1 board" {
	gen big 1 '"."' 300000
	run -1 --separate-stderr ttt big
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: big:1: row 0 is longer than the board (1)" ]
}

@test "a bad byte at column 300000 of a long row is found" {
	gen big 1 '(j == 300000 ? "!" : ".")' 300001
	run -1 --separate-stderr ttt big
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: big:1: bad byte '!' (0x21) at row 0, column 300000" ]
}

# ---- 3x3 boards judged whole ("abc\ndef\nghi\n\n" in one call) ----

@test "3x3 boards judged whole keep their verdicts, line numbers and diagnostics" {
	put b 'X..\n.O.\n..X\n\nXXX\nOOO\n...\n\nxxx\noo.\n...\n\nXOX\nXOO\nOXX\n\nZ..\n...\n...\n\nXX.\nXX.\n...\n\n...\n...\n...\n\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Pending
Invalid
X
Draw
Invalid
Invalid
Pending" ]
	[ "$stderr" = "ttt: b:5: both X and O have a full line
ttt: b:17: bad byte 'Z' (0x5a) at row 0, column 0
ttt: b:21: X and O counts differ by more than one (X 4, O 0)" ]
}

@test "3x3 boards judged whole: a board seen twice has the same verdict, Invalid or not" {
	put b 'XXX\nOO.\n...\n\nXXX\nOOO\n...\n\nXXX\nOO.\n...\n\nXXX\nOOO\n...\n\n...\n...\n...\n\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "X
Invalid
X
Invalid
Pending" ]
	[ "$stderr" = "ttt: b:5: both X and O have a full line
ttt: b:13: both X and O have a full line" ]
}

@test "3x3 boards judged whole: comments, CRs, blank-led rows and short rows between them" {
	put b 'X..\n...\n...\n\n#.O\nX..\n...\n...\n\nX..\r\n.O.\r\n...\r\n\n  X\n...\n...\n\nX.\n.O.\n...\n\n   \n...\n...\n\nO..\n...\n...\n\n'
	run -1 --separate-stderr ttt --first X b
	[ "$output" = "Pending
Pending
Pending
Pending
Pending
Pending
Invalid" ]
	[ "$stderr" = "ttt: b:26: O has more marks than X, but X moves first" ]
}

@test "3x3 boards judged whole follow -k, -n and --first" {
	put b 'XX.\nO..\n...\n\nX..\nO..\n...\n\n.X.\nO..\n...\n\n'
	run -0 --separate-stderr ttt -k 2 b
	[ "$output" = "X
Pending
Pending" ]
	run -1 --separate-stderr ttt -n 4x4 b
	[ "$output" = "Invalid
Invalid
Invalid" ]
	[ "${stderr%%$'\n'*}" = "ttt: b:1: the board has 3 rows, not 4" ]
	run -1 --separate-stderr ttt --first O b
	[ "$output" = "Invalid
Pending
Pending" ]
	[ "$stderr" = "ttt: b:1: X has more marks than O, but O moves first" ]
}

# ---- Large boards: rows scanned a word at a time, in chunks ----

@test "marks are counted exactly across long rows (chunks of 2040 cells) in a 2100x2100 board" {
	gen big 2100 '(i == 0 ? (j < 2099 ? "X" : ".") : i == 1 ? (j < 2000 ? "X" : ".") : i == 2 ? (j < 2047 ? "o" : ".") : ".")'
	run -1 --separate-stderr ttt big
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: big:1: X and O counts differ by more than one (X 4099, O 2047)" ]
}

@test "a 2000x2000 checkerboard whose columns all die at row 1 is still won on its anti-diagonal" {
	gen big 2000 '(i == 0 && j == 0 ? "." : (i + j) % 2 ? "X" : "O")'
	run -0 --separate-stderr ttt big
	[ "$output" = "X" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt --explain big
	[ "$output" = "X	anti-diagonal" ]
}

@test "a 2100x2100 board with X down column 7 and one O a row is won by X" {
	gen big 2100 '(j == 7 ? "X" : j == (i * 13 + 1) % n && j != 7 ? "O" : j == 8 && (i * 13 + 1) % n == 7 ? "O" : ".")'
	run -0 --separate-stderr ttt big
	[ "$output" = "X" ]
	[ "$stderr" = "" ]
}

@test "a bad byte that is printable is named as itself with its code, a quote and a backslash escaped as in C; others by their code alone" {
	put b "XZ.\n...\n...\n\nX'.\n\nX\\\\.\n\nX~\x7f\n\nX\x01.\n"
	run -1 --separate-stderr ttt --explain b
	[ "$output" = "Invalid	bad byte 'Z' (0x5a) at row 0, column 1
Invalid	bad byte '\\'' (0x27) at row 0, column 1
Invalid	bad byte '\\\\' (0x5c) at row 0, column 1
Invalid	bad byte '~' (0x7e) at row 0, column 1
Invalid	bad byte 0x01 at row 0, column 1" ]
	[ "$stderr" = "ttt: b:1: bad byte 'Z' (0x5a) at row 0, column 1
ttt: b:5: bad byte '\\'' (0x27) at row 0, column 1
ttt: b:7: bad byte '\\\\' (0x5c) at row 0, column 1
ttt: b:9: bad byte '~' (0x7e) at row 0, column 1
ttt: b:11: bad byte 0x01 at row 0, column 1" ]
}
