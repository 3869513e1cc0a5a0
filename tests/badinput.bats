#!/usr/bin/env bats
# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# Bad input: NUL and high bytes, huge lines, huge boards, empty and
# comment-only files, files cut mid-line, bad numbers, unreadable operands,
# write errors, closed pipes, memory limits, and streams whose invalid lines
# must not swallow or shift the valid ones.

bats_require_minimum_version 1.5.0
load test_helper

SIN='(standard input)'
MALFORMED='malformed move: expected ROW COL PLAYER'
USAGE='usage: ttt [-abgHhmqrsz] [-c | -L | -l] [-k win] [-n size] [--exact] [--explain | --json] [--first X|O] [--line-buffered] [--nodes N] [--rule rule] [--show] [--solve] [--solve-memory size] [--turn X|O] [file ...]'

# 2^64 * 10^20 + 1 and + 2: 40 digits that a parser wrapping modulo 2^64
# would read as 1 and 2, both valid values on a 3x3 board.
BIG40_1=1844674407370955161600000000000000000001
BIG40_2=1844674407370955161600000000000000000002
# 40 digits, mostly leading zeros: the value is what is left.
ZEROS38=00000000000000000000000000000000000000

# ASan reserves terabytes of virtual memory: no ulimit -v under it.
no_vlimit_under_sanitizer() {
	if [ -n "${TTT_SANITIZED:-}" ]; then
		skip "ulimit -v cannot be used with the sanitizer build"
	fi
}

# one_bad LINE MESSAGE: LINE slipped in as line 2 of a 3x3 game is
# Invalid with MESSAGE, and the moves around it are judged as if it were
# not there (1 1 2 would be taken, were LINE read as the move 1 1 *).
one_bad() {
	cd "$BATS_TEST_TMPDIR"
	put m "0 0 1\n$1\n1 1 2\n2 2 1\n"
	run -1 --separate-stderr ttt m
	[ "$output" = "0
Invalid
0
0" ]
	[ "$stderr" = "ttt: m:2: $2" ]
}

# bad_size VALUE: -n VALUE is refused with the usage line, before any input
# is read.
bad_size() {
	put m '0 0 1\n'
	run -2 --separate-stderr ttt -n "$1" "$BATS_TEST_TMPDIR/m"
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid board size: '$1'
$USAGE" ]
}

# NUL bytes

@test "-a: a NUL byte in a board row: Invalid, bad byte 0x00 at its row and column; the next board is judged" {
	cd "$BATS_TEST_TMPDIR"
	put b 'X.O\n.\x00X\n...\n\nXXX\nOO.\n...\n'
	run -1 --separate-stderr ttt -a b
	[ "$output" = "Invalid
X" ]
	[ "$stderr" = "ttt: b:1: bad byte 0x00 at row 1, column 1" ]
}

@test "-a: a NUL byte as a file's first byte makes a board row with a bad byte at row 0, column 0" {
	cd "$BATS_TEST_TMPDIR"
	put b '\x00XO\n...\n...\n'
	run -1 --separate-stderr ttt -a b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: bad byte 0x00 at row 0, column 0" ]
}

@test "-a: a NUL byte deep in a wide row is found at its column" {
	cd "$BATS_TEST_TMPDIR"
	# one row of 40 cells, then the NUL at column 40, in a 41-row board
	{
		printf 'XO%.0s' $(seq 20)
		printf '\0\n'
		for i in $(seq 40); do printf '.\n'; done
	} >b
	run -1 --separate-stderr ttt -a b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: bad byte 0x00 at row 0, column 40" ]
}

@test "-a: a NUL byte in a move line: Invalid, malformed move; the game goes on" {
	cd "$BATS_TEST_TMPDIR"
	put m '0 0 1\n1\x00 1 2\n0 1 1\x00\n\x00\n1 1 2\n'
	run -1 --separate-stderr ttt -a m
	[ "$output" = "0
Invalid
Invalid
Invalid
0" ]
	[ "$stderr" = "ttt: m:2: $MALFORMED
ttt: m:3: $MALFORMED
ttt: m:4: $MALFORMED" ]
}

@test "-a: a NUL byte in a file's first line with a digit: a move stream, the line malformed" {
	cd "$BATS_TEST_TMPDIR"
	put m '0 0\x00 1\n0 0 1\n'
	run -1 --separate-stderr ttt -a m
	[ "$output" = "Invalid
0" ]
	[ "$stderr" = "ttt: m:1: $MALFORMED" ]
}

# Bytes 0x80-0xFF

@test "bytes 0x80-0xFF in board rows: the first one is reported, with its row and column" {
	cd "$BATS_TEST_TMPDIR"
	put b 'X.O\n.X\x80\xff\n...\n\n\xc3\xa9.\n...\n\nXOX\nXOO\nOXX\n'
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid
Invalid
Draw" ]
	[ "$stderr" = "ttt: b:1: bad byte 0x80 at row 1, column 2
ttt: b:5: bad byte 0xc3 at row 0, column 0" ]
}

@test "a byte 0xFE deep in a wide row is found at its column" {
	cd "$BATS_TEST_TMPDIR"
	{
		printf '.X%.0s' $(seq 20)
		printf '\376X\n'
		for i in $(seq 41); do printf '.\n'; done
	} >b
	run -1 --separate-stderr ttt b
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: b:1: bad byte 0xfe at row 0, column 40" ]
}

@test "bytes 0x80-0xFF in move lines: malformed, even a UTF-8 BOM before the first move" {
	cd "$BATS_TEST_TMPDIR"
	put m '\xef\xbb\xbf0 0 1\n0 0 1\n1 1 \xb2\n1\xa01 2\n\xef\xbc\x91 1 2\n1 1 2\n'
	run -1 --separate-stderr ttt m
	[ "$output" = "Invalid
0
Invalid
Invalid
Invalid
0" ]
	[ "$stderr" = "ttt: m:1: $MALFORMED
ttt: m:3: $MALFORMED
ttt: m:4: $MALFORMED
ttt: m:5: $MALFORMED" ]
}

# Huge lines

@test "a 10 MB board row with no newline: Invalid, row 0 is longer than the board (1)" {
	cd "$BATS_TEST_TMPDIR"
	yes X. | tr -d '\n' | head -c 10000000 >row
	run -1 --separate-stderr ttt row
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: row:1: row 0 is longer than the board (1)" ]
}

@test "a 10 MB board row from a pipe with a NUL as its last byte: the bad byte is at column 9999999" {
	run -1 --separate-stderr sh -c '{ yes X. | tr -d "\n" | head -c 9999999; printf "\0"; } | ttt -b'
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $SIN:1: bad byte 0x00 at row 0, column 9999999" ]
}

@test "a move line of 10 MB of leading zeros and no newline is valid: 0...01 1 1 prints 0" {
	cd "$BATS_TEST_TMPDIR"
	{ head -c 10000000 /dev/zero | tr '\0' 0; printf '1 1 1'; } >m
	run -0 --separate-stderr ttt m
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -m m
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
}

@test "the same 10 MB digit line read with -b is a board row whose first byte is bad" {
	cd "$BATS_TEST_TMPDIR"
	{ head -c 10000000 /dev/zero | tr '\0' 0; printf '1 1 1'; } >m
	run -1 --separate-stderr ttt -b m
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: m:1: bad byte '0' (0x30) at row 0, column 0" ]
}

@test "a 10 MB malformed move line is one Invalid, and the next line is still judged" {
	cd "$BATS_TEST_TMPDIR"
	{
		printf '0 0 1\n'
		head -c 10000000 /dev/zero | tr '\0' 7
		printf ' 1 1x\n1 1 2\n'
	} >m
	run -1 --separate-stderr ttt m
	[ "$output" = "0
Invalid
0" ]
	[ "$stderr" = "ttt: m:2: $MALFORMED" ]
}

@test "a 10 MB first line of board cells with a digit at its end makes a move stream: malformed" {
	cd "$BATS_TEST_TMPDIR"
	{ yes X. | tr -d '\n' | head -c 10000000; printf '1\n0 0 1\n'; } >m
	run -1 --separate-stderr ttt m
	[ "$output" = "Invalid
0" ]
	[ "$stderr" = "ttt: m:1: $MALFORMED" ]
}

@test "a 100 MB board row from a pipe is judged under a 256 MiB address-space limit" {
	no_vlimit_under_sanitizer
	run -1 --separate-stderr sh -c \
	    'head -c 100000000 /dev/zero | tr "\0" X | (ulimit -v 262144 && exec ttt)'
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $SIN:1: row 0 is longer than the board (1)" ]
}

# A line that must be read whole (a move line, a line of blanks, a JSON
# line) and outgrows the memory: the diagnostic names that line, after
# the results of the lines before it.
@test "out of memory on a 100 MB line read whole names its line: a move line, a line of blanks, a JSON line" {
	no_vlimit_under_sanitizer
	run -2 --separate-stderr sh -c '{ printf "0 0 1\n1 1 2\n"
	    head -c 100000000 /dev/zero | tr "\0" " "; echo "2 2 1"; } |
	    (ulimit -v 65536 && exec ttt)'
	[ "$output" = $'0\n0' ]
	[ "$stderr" = "ttt: $SIN:3: out of memory" ]
	run -2 --separate-stderr sh -c '{ printf "0 0 1\n\n"
	    head -c 100000000 /dev/zero | tr "\0" " "; printf "\n2 2 1\n"; } |
	    (ulimit -v 65536 && exec ttt)'
	[ "$output" = "0" ]
	[ "$stderr" = "ttt: $SIN:3: out of memory" ]
	run -2 --separate-stderr sh -c '{ printf "[[0,0],[1,1]]\n[[0,0],"
	    head -c 100000000 /dev/zero | tr "\0" " "; echo "[1,1]]"; } |
	    (ulimit -v 65536 && exec ttt)'
	[ "$output" = "Pending" ]
	[ "$stderr" = "ttt: $SIN:2: out of memory" ]
}

# A JSON value over several lines is bounded by memory only: out of
# memory names its first line, whichever of its lines outgrows it.
@test "out of memory on a JSON value over several lines names its first line" {
	no_vlimit_under_sanitizer
	run -2 --separate-stderr sh -c '{ printf "[[0,0],[1,1]]\n[\n[0,0],\n"
	    head -c 100000000 /dev/zero | tr "\0" " "; printf "\n[1,1]]\n"; } |
	    (ulimit -v 65536 && exec ttt)'
	[ "$output" = "Pending" ]
	[ "$stderr" = "ttt: $SIN:2: out of memory" ]
	run -2 --separate-stderr sh -c '{ printf "[\n"
	    i=0; while [ $i -lt 400 ]; do printf "[0,0],\n"
	    head -c 250000 /dev/zero | tr "\0" " "; printf "\n"; i=$((i + 1)); done
	    printf "[1,1]]\n"; } | (ulimit -v 65536 && exec ttt)'
	[ "$output" = "" ]
	[ "$stderr" = "ttt: $SIN:1: out of memory" ]
}

# Empty lines, comments, empty files, files cut short

@test "1,000,000 empty lines print nothing, exit 0, with -b, -m and mode detection" {
	cd "$BATS_TEST_TMPDIR"
	head -c 1000000 /dev/zero | tr '\0' '\n' >e
	run -0 --separate-stderr ttt e
	[ "$output" = "" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -b e
	[ "$output" = "" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -m e
	[ "$output" = "" ]
	[ "$stderr" = "" ]
}

@test "1,000,000 CRLF empty lines between two boards and between two games separate them" {
	cd "$BATS_TEST_TMPDIR"
	yes "$(printf '\r')" | head -n 1000000 >crlf
	{ printf 'X\n'; cat crlf; printf 'O\n'; } >b
	{ printf '1\n0 0 1\n'; cat crlf; printf '0 0 2\n'; } >m
	run -0 --separate-stderr ttt b m
	# A new 1x1 game (the header's size stays): O wins it at once.
	[ "$output" = "b:X
b:O
m:1
m:2" ]
	[ "$stderr" = "" ]
}

@test "a file of only comments prints nothing, exit 0, in every mode, even a 1 MB comment (-a: one holds a NUL)" {
	cd "$BATS_TEST_TMPDIR"
	put c '# a\n#b\n  # 0 0 1\n\t#XXX\n#\r\n# \x00\xff\n'
	{ printf ' # '; head -c 1000000 /dev/zero | tr '\0' 7; printf '\n#0 0 9'; } >>c
	run -0 --separate-stderr ttt -a c
	[ "$output" = "" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -a -b c
	[ "$output" = "" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -a -m c
	[ "$output" = "" ]
	[ "$stderr" = "" ]
}

@test "an empty file prints nothing, exit 0, in every mode and with -H" {
	cd "$BATS_TEST_TMPDIR"
	put e ''
	run -0 --separate-stderr ttt e
	[ "$output" = "" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -b -H e
	[ "$output" = "" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -m e e
	[ "$output" = "" ]
	[ "$stderr" = "" ]
}

@test "a board file that ends mid-line: the last row counts, short rows padded" {
	cd "$BATS_TEST_TMPDIR"
	put b1 'XO.\nOX.\n..X'
	put b2 'XOX\nOXO\nOX'
	put b3 'XO.\r\nOX.\r\n..X\r'
	run -0 --separate-stderr ttt b1 b2 b3
	[ "$output" = "b1:X
b2:Pending
b3:X" ]
	[ "$stderr" = "" ]
}

@test "a move file that ends mid-line: a whole last move counts, a cut one is malformed" {
	cd "$BATS_TEST_TMPDIR"
	put m1 '0 0 1\n0 1 1\n0 2 1'
	put m2 '0 0 1\n1 1'
	put m3 '0 0 1\n5'
	run -1 --separate-stderr ttt m1 m2 m3
	[ "$output" = "m1:0
m1:0
m1:1
m2:0
m2:Invalid
m3:0" ]
	[ "$stderr" = "ttt: m2:2: $MALFORMED" ]
}

# -n values

@test "-n 0 is refused with the usage line, exit 2" {
	bad_size 0
}

@test "-n -1 is refused with the usage line, exit 2" {
	bad_size -1
}

@test "-n abc is refused with the usage line, exit 2" {
	bad_size abc
}

@test "-n 99999999999999999999 (above 2^64) is refused with the usage line, exit 2" {
	bad_size 99999999999999999999
}

@test "-n 9223372036854775808 (2^63) is refused with the usage line, exit 2" {
	bad_size 9223372036854775808
}

@test "-n '' is refused with the usage line, exit 2" {
	bad_size ''
}

@test "-n with a sign, hex, blanks or trailing junk is refused, exit 2" {
	bad_size +3
	bad_size 0x10
	bad_size ' 3'
	bad_size '3 '
	bad_size 3x
	bad_size 1e3
}

@test "--size= (empty) and --size=0 are refused like -n, exit 2" {
	put m '0 0 1\n'
	run -2 --separate-stderr ttt --size= "$BATS_TEST_TMPDIR/m"
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid board size: ''
$USAGE" ]
	run -2 --separate-stderr ttt --size=0 "$BATS_TEST_TMPDIR/m"
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid board size: '0'
$USAGE" ]
}

@test "-n 0003 and -n 9223372036854775807 are accepted" {
	cd "$BATS_TEST_TMPDIR"
	put m '2 2 1\n3 0 2\n'
	run -1 --separate-stderr ttt -n 0003 m
	[ "$output" = "0
Invalid" ]
	[ "$stderr" = "ttt: m:2: row is off the board (size 3)" ]
	run -0 --separate-stderr ttt -n 9223372036854775807 m
	[ "$output" = "0
0" ]
	[ "$stderr" = "" ]
}

# Move fields

@test "a 40-digit row (1 modulo 2^64) is off the board" {
	one_bad "$BIG40_1 0 2" 'row is off the board (size 3)'
}

@test "a 40-digit column (1 modulo 2^64) is off the board" {
	one_bad "0 $BIG40_1 2" 'column is off the board (size 3)'
}

@test "a 40-digit player (2 modulo 2^64) is not 1 or 2" {
	one_bad "1 1 $BIG40_2" 'player must be 1 or 2'
}

@test "a 40-digit header (1 modulo 2^64) is out of range" {
	one_bad "$BIG40_1" 'board size is out of range'
}

@test "40-digit fields made of leading zeros are read as their value" {
	cd "$BATS_TEST_TMPDIR"
	put m "${ZEROS38}03\n${ZEROS38}02 ${ZEROS38}01 ${ZEROS38}01\n1 1 ${ZEROS38}02\n"
	run -0 --separate-stderr ttt m
	[ "$output" = "0
0" ]
	[ "$stderr" = "" ]
}

@test "+1 0 1: a sign is malformed" {
	one_bad '+1 0 1' "$MALFORMED"
}

@test "-0 0 1: a minus sign is malformed" {
	one_bad '-0 0 1' "$MALFORMED"
}

@test "0 0 -1: a negative player is malformed" {
	one_bad '0 0 -1' "$MALFORMED"
}

@test "1e3 0 1: an exponent is malformed" {
	one_bad '1e3 0 1' "$MALFORMED"
}

@test "0x1 0 1: hex is malformed" {
	one_bad '0x1 0 1' "$MALFORMED"
}

@test "1.0 0 1: a decimal point is malformed" {
	one_bad '1.0 0 1' "$MALFORMED"
}

@test "0 0 1x: trailing junk is malformed" {
	one_bad '0 0 1x' "$MALFORMED"
}

@test "0,0,1: commas are malformed" {
	one_bad '0,0,1' "$MALFORMED"
}

@test "2 fields are malformed" {
	one_bad '2 2' "$MALFORMED"
}

@test "4 fields are malformed" {
	one_bad '2 2 1 1' "$MALFORMED"
}

@test "a move with a trailing comment is malformed" {
	one_bad '2 2 1 # X' "$MALFORMED"
}

@test "a malformed first line still makes the file a move stream" {
	cd "$BATS_TEST_TMPDIR"
	put m '+1 0 1\n1 0 1\n'
	run -1 --separate-stderr ttt m
	[ "$output" = "Invalid
0" ]
	[ "$stderr" = "ttt: m:1: $MALFORMED" ]
}

# Files

@test "a directory, a missing file and a FIFO among good files: the FIFO is judged, the others in order, exit 2" {
	need timeout
	cd "$BATS_TEST_TMPDIR"
	mkdir dir
	mkfifo f
	put a '0 0 1\n'
	put b 'XO\n.X\n'
	# The writer blocks until ttt opens the FIFO; timeout kills it (and
	# all) should ttt never do so.
	run -2 --separate-stderr timeout 30 sh -c '
		(printf "0 0 1\n0 1 1\n" >f) >/dev/null 2>&1 &
		ttt a dir f missing b
		st=$?
		wait
		exit $st'
	[ "$output" = "a:0
f:0
f:0
b:X" ]
	[ "$stderr" = "ttt: dir: Is a directory
ttt: missing: No such file or directory" ]
}

@test "a FIFO board stream is judged like a file" {
	need timeout
	cd "$BATS_TEST_TMPDIR"
	mkfifo f
	run -1 --separate-stderr timeout 30 sh -c '
		(printf "XXX\nOO.\n...\n\nXXX\nXXX\n...\n" >f) >/dev/null 2>&1 &
		ttt f
		st=$?
		wait
		exit $st'
	[ "$output" = "X
Invalid" ]
	[ "$stderr" = "ttt: f:5: X and O counts differ by more than one (X 6, O 0)" ]
}

@test "1000 small files as operands: one prefixed line each, in order, Invalid ones too" {
	cd "$BATS_TEST_TMPDIR"
	mkdir f
	expected=
	experr=
	for i in $(seq -w 0 999); do
		if [ $((10#$i % 100)) -eq 99 ]; then
			printf '0 0 9\n' >"f/$i"
			expected+="f/$i:Invalid"$'\n'
			experr+="ttt: f/$i:1: player must be 1 or 2"$'\n'
		elif [ $((10#$i % 2)) -eq 0 ]; then
			printf '1\n0 0 1\n' >"f/$i"
			expected+="f/$i:1"$'\n'
		else
			printf 'OOO\nXX.\nX..\n' >"f/$i"
			expected+="f/$i:O"$'\n'
		fi
	done
	# A low descriptor limit: a file left open would soon make open fail.
	run -1 --separate-stderr sh -c 'ulimit -n 32 && exec ttt "$@"' sh f/*
	[ "${#lines[@]}" -eq 1000 ]
	[ "${lines[0]}" = "f/000:1" ]
	[ "${lines[1]}" = "f/001:O" ]
	[ "${lines[99]}" = "f/099:Invalid" ]
	[ "${lines[999]}" = "f/999:Invalid" ]
	[ "$output" = "${expected%$'\n'}" ]
	[ "${#stderr_lines[@]}" -eq 10 ]
	[ "$stderr" = "${experr%$'\n'}" ]
}

# Output errors

@test "a large move stream to /dev/full: exit 2, exactly one write error line" {
	cd "$BATS_TEST_TMPDIR"
	yes '0 0 1
' | head -n 400000 >m
	run -2 --separate-stderr sh -c 'ttt -H m >/dev/full'
	[ "$output" = "" ]
	[ "$stderr" = "ttt: write error: No space left on device" ]
}

@test "a large board stream to /dev/full: exit 2, exactly one write error line" {
	cd "$BATS_TEST_TMPDIR"
	yes 'X..
.O.
...
' | head -n 400000 >b
	run -2 --separate-stderr sh -c 'ttt b >/dev/full'
	[ "$output" = "" ]
	[ "$stderr" = "ttt: write error: No space left on device" ]
}

@test "results are flushed at the same points on every path: a diagnostic just before a full buffer comes first" {
	cd "$BATS_TEST_TMPDIR"
	# 8190 Pending boards fill 65520 of 65536 bytes; six X boards and an
	# Invalid one follow, judged whole.
	awk 'BEGIN { for (i = 0; i < 8190; i++) printf "...\n...\n...\n\n";
		for (i = 0; i < 6; i++) printf "xxx\noo.\n...\n\n";
		printf "xxx\nxxx\n...\n\n...\n...\n...\n\n" }' >b
	run -2 --separate-stderr sh -c 'ttt b >/dev/full'
	[ "$stderr" = "ttt: b:32785: X and O counts differ by more than one (X 6, O 0)
ttt: write error: No space left on device" ]
	# 16383 two-move games fill 65532 bytes; a game of one move, then a
	# rejected move in a run of single-digit lines.
	awk 'BEGIN { for (i = 0; i < 16383; i++) printf "3\n0 0 1\n0 1 2\n";
		printf "3\n0 0 1\n3\n0 0 1\n0 0 2\n1 1 2\n" }' >m
	run -2 --separate-stderr sh -c 'ttt m >/dev/full'
	[ "$stderr" = "ttt: m:49154: cell 0 0 is taken
ttt: write error: No space left on device" ]
}

@test "a single result to /dev/full is still a write error at exit, in both modes" {
	cd "$BATS_TEST_TMPDIR"
	put m '0 0 1\n'
	put b 'X\n'
	run -2 --separate-stderr sh -c 'ttt m >/dev/full'
	[ "$output" = "" ]
	[ "$stderr" = "ttt: write error: No space left on device" ]
	run -2 --separate-stderr sh -c 'ttt b >/dev/full'
	[ "$output" = "" ]
	[ "$stderr" = "ttt: write error: No space left on device" ]
}

@test "-q writes nothing, so /dev/full is no error" {
	cd "$BATS_TEST_TMPDIR"
	yes '0 0 1
' | head -n 400000 >m
	run -0 --separate-stderr sh -c 'ttt -q m >/dev/full'
	[ "$output" = "" ]
	[ "$stderr" = "" ]
}

@test "endless moves | head -1: the first result, nothing on stderr, ttt killed by SIGPIPE" {
	need timeout
	cd "$BATS_TEST_TMPDIR"
	run -0 --separate-stderr timeout 30 env --default-signal=PIPE sh -c '
		yes "0 0 1
" | (ttt; echo $? >status) | head -1'
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
	[ "$(cat status)" = 141 ]
}

@test "endless boards | head -1: the first verdict, nothing on stderr, ttt killed by SIGPIPE" {
	need timeout
	cd "$BATS_TEST_TMPDIR"
	run -0 --separate-stderr timeout 30 env --default-signal=PIPE sh -c '
		yes "X..
.O.
...
" | (ttt; echo $? >status) | head -1'
	[ "$output" = "Pending" ]
	[ "$stderr" = "" ]
	[ "$(cat status)" = 141 ]
}

@test "SIGPIPE ignored, endless moves | head -1: one 'write error: Broken pipe' line, exit 2" {
	need timeout
	cd "$BATS_TEST_TMPDIR"
	run -0 --separate-stderr timeout 30 sh -c '
		trap "" PIPE
		yes "0 0 1
" 2>/dev/null | (ttt 2>err; echo $? >status) | head -1'
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
	[ "$(cat err)" = "ttt: write error: Broken pipe" ]
	[ "$(cat status)" = 2 ]
}

@test "SIGPIPE ignored, endless boards | head -1: one 'write error: Broken pipe' line, exit 2" {
	need timeout
	cd "$BATS_TEST_TMPDIR"
	run -0 --separate-stderr timeout 30 sh -c '
		trap "" PIPE
		yes "X..
.O.
...
" 2>/dev/null | (ttt 2>err; echo $? >status) | head -1'
	[ "$output" = "Pending" ]
	[ "$stderr" = "" ]
	[ "$(cat err)" = "ttt: write error: Broken pipe" ]
	[ "$(cat status)" = 2 ]
}

# Memory

@test "-n 1000000000 with 100,000 distinct moves runs under a 256 MiB address-space limit" {
	no_vlimit_under_sanitizer
	cd "$BATS_TEST_TMPDIR"
	awk 'BEGIN {
		for (i = 0; i < 100000; i++)
			print i * 9999, (i * 7919 + 999000000) % 1000000000, i % 2 + 1
	}' >m
	run -0 --separate-stderr sh -c 'ulimit -v 262144 && exec ttt -n 1000000000 m'
	[ "${#lines[@]}" -eq 100000 ]
	[ "$output" = "$(yes 0 | head -n 100000)" ]
	[ "$stderr" = "" ]
}

@test "a 20000x20000 Draw from a pipe is judged under a 64 MiB address-space limit" {
	no_vlimit_under_sanitizer
	# First: the limit is enough for ttt to start at all.
	run -0 --separate-stderr sh -c 'ulimit -v 65536 && exec ttt' </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "" ]
	# Rows XOXO.., XOXO.., OXOX.., OXOX.., ...: no full line, X = O.
	a=$(yes XO | head -n 10000 | tr -d '\n')
	b=$(yes OX | head -n 10000 | tr -d '\n')
	[ "${#a}" -eq 20000 ]
	run -0 --separate-stderr sh -c '
		yes "$1
$1
$2
$2" | head -n 20000 | (ulimit -v 65536 && exec ttt)' sh "$a" "$b"
	[ "$output" = "Draw" ]
	[ "$stderr" = "" ]
}

@test "a 20000x20000 Pending board from a pipe is judged under a 64 MiB address-space limit" {
	no_vlimit_under_sanitizer
	run -0 --separate-stderr sh -c 'ulimit -v 65536 && exec ttt' </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "" ]
	# The same board with its last row (OXOX..) empty: still X = O.
	a=$(yes XO | head -n 10000 | tr -d '\n')
	b=$(yes OX | head -n 10000 | tr -d '\n')
	e=$(yes . | head -n 20000 | tr -d '\n')
	run -0 --separate-stderr sh -c '
		{ yes "$1
$1
$2
$2" | head -n 19999; printf "%s\n" "$3"; } |
		(ulimit -v 65536 && exec ttt -H)' sh "$a" "$b" "$e"
	[ "$output" = "$SIN:Pending" ]
	[ "$stderr" = "" ]
}

# Nothing lost

@test "a move stream with invalid lines interleaved: every line gets its own result, in order" {
	cd "$BATS_TEST_TMPDIR"
	# 5000 games; odd ones with CRLF line ends.  Each game: its result
	# lines, each rejected line's diagnostic with its line number.
	awk -v dir="$BATS_TEST_TMPDIR" '
	function line(s, r, msg) {
		ln++
		printf "%s%s\n", s, cr > (dir "/m")
		if (r != "")
			print r > (dir "/out")
		if (msg != "")
			print "ttt: m:" ln ": " msg > (dir "/err")
	}
	BEGIN {
		for (k = 0; k < 5000; k++) {
			cr = k % 2 ? "\r" : ""
			line("3")
			line("0 0 1", "0")
			line("# 0 0 2")
			line("x y z", "Invalid", "malformed move: expected ROW COL PLAYER")
			line("0 0 2", "Invalid", "cell 0 0 is taken")
			line("3 0 2", "Invalid", "row is off the board (size 3)")
			line("0 3 2", "Invalid", "column is off the board (size 3)")
			line("1 1 7", "Invalid", "player must be 1 or 2")
			line("  1\t1 2 ", "0")
			line("0 1 1", "0")
			line("0 0 1 1", "Invalid", "malformed move: expected ROW COL PLAYER")
			line("0 2 1", "1")
			line("2 2 2", "Invalid", "the game is already won")
			line("0", "Invalid", "board size must be at least 1")
			line(k % 3 ? "" : " \t ")
		}
	}'
	items=$(tr -d '\r' <m | grep -Evc '^(3|#.*|[[:blank:]]*)$')
	[ "$items" -eq 60000 ]
	run -1 --separate-stderr ttt m
	[ "${#lines[@]}" -eq "$items" ]
	[ "${lines[0]}" = 0 ]
	[ "${lines[1]}" = Invalid ]
	[ "${lines[6]}" = 0 ]
	[ "${lines[8]}" = Invalid ]
	[ "${lines[9]}" = 1 ]
	[ "${lines[59997]}" = 1 ]
	[ "${lines[59999]}" = Invalid ]
	[ "$output" = "$(cat out)" ]
	[ "${#stderr_lines[@]}" -eq 40000 ]
	[ "${stderr_lines[0]}" = "ttt: m:4: $MALFORMED" ]
	[ "${stderr_lines[39999]}" = "ttt: m:74999: board size must be at least 1" ]
	[ "$stderr" = "$(cat err)" ]
}

@test "a board stream with Invalid boards interleaved: every board gets its own verdict, in order" {
	cd "$BATS_TEST_TMPDIR"
	# 3000 rounds of 8 boards, 5 of them Invalid for different rules.
	awk -v dir="$BATS_TEST_TMPDIR" '
	function board(rows, v, msg,   n, r, i) {
		n = split(rows, r, "/")
		first = ln + 1
		for (i = 1; i <= n; i++) {
			ln++
			print r[i] > (dir "/b")
		}
		ln++
		print "" > (dir "/b")
		print v > (dir "/out")
		if (msg != "")
			print "ttt: b:" first ": " msg > (dir "/err")
	}
	BEGIN {
		for (k = 0; k < 3000; k++) {
			board("XXX/OO./...", "X")
			board("XXX/XXX/OOO", "Invalid",
			    "X and O counts differ by more than one (X 6, O 3)")
			board("X\tO/.../...", "Invalid",
			    "bad byte 0x09 at row 0, column 1")
			board("XO/OX", "Invalid", "both X and O have a full line")
			board("XOX/OXO/OXO", "Draw")
			board("XXXX", "Invalid", "row 0 is longer than the board (1)")
			board("# c/O../# c/.../..X", "Pending")
			board("OOO/XX./X.X", "Invalid", "X moved after O had won")
		}
	}'
	run -1 --separate-stderr ttt b
	[ "${#lines[@]}" -eq 24000 ]
	[ "${lines[0]}" = X ]
	[ "${lines[4]}" = Draw ]
	[ "${lines[6]}" = Pending ]
	[ "${lines[23992]}" = X ]
	[ "${lines[23999]}" = Invalid ]
	[ "$output" = "$(cat out)" ]
	[ "${#stderr_lines[@]}" -eq 15000 ]
	[ "${stderr_lines[0]}" = "ttt: b:5: X and O counts differ by more than one (X 6, O 3)" ]
	[ "${stderr_lines[2]}" = "ttt: b:13: both X and O have a full line" ]
	[ "${stderr_lines[4]}" = "ttt: b:28: X moved after O had won" ]
	[ "$stderr" = "$(cat err)" ]
}
