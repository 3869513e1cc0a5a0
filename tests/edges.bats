#!/usr/bin/env bats
# Every fast path's edge (HACKING.md's fast-path table): the smallest
# input each fast path takes and the nearest inputs it must leave to the
# general path, with the same answer expected of both; the JSON string
# reader's escapes at the edge of each range it treats; the number readers
# at 2^64 - 1 and 2^64.  Each test is named after its row of the table.
# Expected outputs are reasoned beside each test or made by awk from what
# the input is built of, never copied from ttt.
# shellcheck disable=SC2154	# run sets $output, $stderr and $lines

bats_require_minimum_version 1.5.0
load test_helper

SIN='(standard input)'
U64MAX=18446744073709551615	# 2^64 - 1
U64OVF=18446744073709551616	# 2^64: clamped to 2^64 - 1, flagged

setup() {
	cd "$BATS_TEST_TMPDIR" || return 1
}

# is ST OUT ERR: the last run exited ST and wrote exactly OUT and ERR.
is() {
	if [ "$status" -ne "$1" ] || [ "$output" != "$2" ] ||
	    [ "$stderr" != "$3" ]; then
		printf 'status %s, want %s\n' "$status" "$1"
		printf -- '--- stdout\n%s\n--- want\n%s\n' "$output" "$2"
		printf -- '--- stderr\n%s\n--- want\n%s\n' "$stderr" "$3"
		return 1
	fi
}

# both ST OUT ERR ARGS...: ttt ARGS reading the file "in", then the same
# lines in CRLF, which no fast path takes: each exits ST with exactly OUT
# and ERR.  (Each check returns: a function called before || runs
# without errexit.)
both() {
	local st=$1 out=$2 err=$3

	shift 3
	sed 's/$/\r/' in >in.crlf
	run --separate-stderr ttt "$@" <in
	is "$st" "$out" "$err" || return 1
	run --separate-stderr ttt "$@" <in.crlf
	is "$st" "$out" "$err" || { echo "(in CRLF)"; return 1; }
}

# bats' run sets the variable i: a loop that calls run counts in another.

# cuts ARGS...: ttt ARGS on the first K lines of "in", for every K, with
# and without the last newline and in CRLF: each writes what those lines
# do alone, want[i] on stdout and why[i] on stderr for line i + 1 (each
# with its newline, or empty), and exits 1 if some line was rejected.
cuts() {
	local n k i f out err st

	n=$(wc -l <in)
	for ((k = 1; k <= n; k++)); do
		out='' err=''
		for ((i = 0; i < k; i++)); do
			out+=${want[i]}
			err+=${why[i]}
		done
		st=0
		[ -z "$err" ] || st=1
		head -n "$k" in >part
		head -c -1 part >part.nonl
		sed 's/$/\r/' part >part.crlf
		for f in part part.nonl part.crlf; do
			run --separate-stderr ttt "$@" <"$f"
			is "$st" "${out%$'\n'}" "${err%$'\n'}" || {
				echo "the first $k lines, $f"
				return 1
			}
		done
	done
}

# pad P: P bytes that change nothing before a stream: none, an empty
# line, or a comment line.
pad() {
	awk -v p="$1" 'BEGIN {
		if (p == 1)
			print ""
		else if (p > 1) {
			s = "#"
			for (i = 2; i < p; i++)
				s = s " "
			print s
		}
	}'
}

# ---- runs of plain move lines: digit_moves(), short_pairs(),
# number_moves() ----

@test "edge: plain move lines: single digits on 10x10, the largest board of one-digit cells, two digits there and on 11x11, cut after each line" {
	# 10 x 10 (K 10): no move here can win.  10 and 11 are off it; the
	# taken cell and player 0 are rejected.  On 11 x 11 (a new game)
	# 10 is on the board; header 3 (one digit) makes row 3 off it.
	printf '%s\n' 10 '0 0 1' '9 9 2' '10 0 1' '0 10 2' '9 9 1' '0 1 0' \
	    '5 5 1' 11 '10 0 1' '0 10 2' '10 10 1' '9 9 2' '10 0 2' 3 \
	    '2 2 1' '3 3 1' >in
	want=('' $'0\n' $'0\n' $'Invalid\n' $'Invalid\n' $'Invalid\n' \
	    $'Invalid\n' $'0\n' '' $'0\n' $'0\n' $'0\n' $'0\n' $'Invalid\n' \
	    '' $'0\n' $'Invalid\n')
	why=('' '' '' "ttt: $SIN:4: row is off the board (size 10)"$'\n' \
	    "ttt: $SIN:5: column is off the board (size 10)"$'\n' \
	    "ttt: $SIN:6: cell 9 9 is taken"$'\n' \
	    "ttt: $SIN:7: player must be 1 or 2"$'\n' '' '' '' '' '' '' \
	    "ttt: $SIN:14: cell 10 0 is taken"$'\n' '' '' \
	    "ttt: $SIN:17: row is off the board (size 3)"$'\n')
	cuts
	cuts -m
}

@test "edge: plain move lines: a single-digit game cut after each line, each line 6 bytes of the 8 digit_moves() reads" {
	# X fills row 0 at its third move, the fifth line; then the game is
	# won.
	printf '%s\n' '0 0 1' '1 0 2' '0 1 1' '1 1 2' '0 2 1' '2 2 2' >in
	want=($'0\n' $'0\n' $'0\n' $'0\n' $'1\n' $'Invalid\n')
	why=('' '' '' '' '' "ttt: $SIN:6: the game is already won"$'\n')
	cuts
	cuts -m
	cuts -n 3
}

@test "edge: plain move lines: short lines of 6 to 8 bytes beside lines of 9 and 10, on 1000x1000, each then taken" {
	# All the cells differ: each move is 0 (K 1000 wins nothing), and
	# each again is taken, the message naming the numbers as read.
	local m=('1 2 1' '100 10 1' '10 10 2' '999 1 1' '1 999 2' '12 345 1'
	    '5 5 2' '999 999 1' '0 0 2' '7 77 1' '77 7 2' '123 45 1' '3 4 1'
	    '456 7 2' '8 9 1' '10 100 2' '100 100 1' '11 11 2')
	local i n=${#m[@]} r c p

	{
		echo 1000
		printf '%s\n' "${m[@]}" "${m[@]}"
	} >in
	want=('') why=('')
	for ((i = 0; i < n; i++)); do
		want+=($'0\n')
		why+=('')
	done
	for ((i = 0; i < n; i++)); do
		read -r r c p <<<"${m[i]}"
		want+=($'Invalid\n')
		why+=("ttt: $SIN:$((n + i + 2)): cell $r $c is taken"$'\n')
	done
	cuts
}

@test "edge: plain move lines: numbers of 4 digits (number_moves()) beside 5, on 100000x100000, each then taken" {
	local m=('1234 5678 1' '9999 9999 2' '12345 6 1' '0 0 1' '1 12345 2'
	    '1000 1 1' '0001 0002 2' '1 2 1' '99999 99999 2' '3 3 1'
	    '4444 4 2' '5 5555 1')
	local i n=${#m[@]} r c p

	{
		echo 100000
		printf '%s\n' "${m[@]}" "${m[@]}"
	} >in
	want=('') why=('')
	for ((i = 0; i < n; i++)); do
		want+=($'0\n')
		why+=('')
	done
	# 0001 0002 is the cell 1 2, which the line after it takes again
	why[8]=''
	for ((i = 0; i < n; i++)); do
		read -r r c p <<<"${m[i]}"
		r=$((10#$r)) c=$((10#$c))
		want+=($'Invalid\n')
		why+=("ttt: $SIN:$((n + i + 2)): cell $r $c is taken"$'\n')
	done
	want[8]=$'Invalid\n'
	why[8]="ttt: $SIN:9: cell 1 2 is taken"$'\n'
	cuts
}

@test "edge: plain move lines: player and blanks beside the plain forms: a player of 4 digits, tabs, two spaces" {
	# Each is the move 0 C 1 or a bad player, in some spelling; all on
	# cells of their own but the last, which takes 0 1 again.
	printf '%s\n' 20 '0 0 1000' '0 1 0001' $'0 2\t1' '0  3 1' ' 0 4 1' \
	    '0 5 1 ' '0 6 10000' '0 7 2' $'0\t1 2' >in
	both 1 $'Invalid\n0\n0\n0\n0\n0\nInvalid\n0\nInvalid' \
	    "ttt: $SIN:2: player must be 1 or 2
ttt: $SIN:8: player must be 1 or 2
ttt: $SIN:10: cell 0 1 is taken"
}

# moves_big P: "big": P bytes of padding, then 5000 single-digit games
# (the LeetCode 348 game of 7 moves, X's last one winning, and an empty
# line: 43 bytes), so that the first read's end (128 KiB) falls at each
# byte of a game as P goes from 0 to 42, and the 64 KiB output buffer fills;
# "big.out" what ttt writes.
moves_big() {
	pad "$1" >big
	awk 'BEGIN {
		for (g = 0; g < 5000; g++) {
			printf "0 0 1\n0 2 2\n2 2 1\n1 1 2\n2 0 1\n1 0 2\n2 1 1\n\n" >>"big"
			printf "0\n0\n0\n0\n0\n0\n1\n" >"big.out"
		}
	}'
}

@test "edge: plain move lines: single digits across the end of a read, at each byte of a game" {
	local p

	for ((p = 0; p < 43; p++)); do
		moves_big "$p"
		ttt big >out 2>err || { echo "status $? at $p"; return 1; }
		cmp out big.out || { echo "stdout differs at $p"; return 1; }
		[ ! -s err ] || { echo "stderr at $p"; cat err; return 1; }
	done
}

# lines_big P SIZE BASE: "big": P bytes of padding, the header SIZE, then
# 17000 moves on cells (BASE + i / 1000, BASE + i mod 1000), players in
# turn, and the same lines again: more than a read of 128 KiB each, their
# ends anywhere in a line as P moves them.  "big.out" and "big.err" what
# ttt writes: 0 for each move (no line of SIZE is full), then each taken.
lines_big() {
	pad "$1" >big
	awk -v p="$1" -v size="$2" -v base="$3" -v f="$SIN" 'BEGIN {
		n = 17000
		print size >>"big"
		for (h = 0; h < 2; h++)
			for (i = 0; i < n; i++)
				printf "%d %d %d\n", base + int(i / 1000),
				    base + i % 1000, 1 + i % 2 >>"big"
		for (i = 0; i < n; i++)
			print 0 >"big.out"
		for (i = 0; i < n; i++) {
			print "Invalid" >"big.out"
			printf "ttt: %s:%d: cell %d %d is taken\n", f,
			    (p > 0) + 2 + n + i, base + int(i / 1000),
			    base + i % 1000 >"big.err"
		}
	}'
}

@test "edge: plain move lines: short lines (short_pairs()) and 4 digits (number_moves()) across the ends of reads" {
	local p b st

	for p in 0 1 2 3 4 5 6 7; do
		for b in '1000 0' '10000 1000'; do
			# shellcheck disable=SC2086	# two arguments
			lines_big "$p" $b
			st=0
			ttt <big >out 2>err || st=$?
			[ "$st" -eq 1 ] || { echo "status $st at $p, $b"; return 1; }
			cmp out big.out || { echo "stdout differs at $p, $b"; return 1; }
			cmp err big.err || { echo "stderr differs at $p, $b"; return 1; }
		done
	done
}

# ---- a header of one digit ----

@test "edge: one-digit header: 3 and 0 beside ' 3', '3 ', '03', '3' CRLF, '10' and the end of the file" {
	# Row 3 is on a board of 4 (0), off one of 3; header 0 is rejected
	# and leaves the board as it was.
	local h

	for h in '3' ' 3' '3 ' '03' '3\t' '003'; do
		printf '4\n3 3 1\n%b\n3 3 1\n0\n3 3 1\n' "$h" >in
		both 1 $'0\nInvalid\nInvalid\nInvalid' \
		    "ttt: $SIN:4: row is off the board (size 3)
ttt: $SIN:5: board size must be at least 1
ttt: $SIN:6: row is off the board (size 3)" || {
			echo "header '$h'"
			return 1
		}
		both 1 $'0\nInvalid\nInvalid\nInvalid' \
		    "ttt: $SIN:4: row is off the board (size 3)
ttt: $SIN:5: board size must be at least 1
ttt: $SIN:6: row is off the board (size 3)" -m
	done
	# two digits: the move is on the board of 10
	printf '4\n3 3 1\n10\n3 3 1\n9 9 1\n' >in
	both 0 $'0\n0\n0' ''
	# at the end of the file, without its newline
	printf '4\n3 3 1\n0' >in
	run --separate-stderr ttt <in
	is 1 $'0\nInvalid' "ttt: $SIN:3: board size must be at least 1"
	# a one-digit header as a file's first line, -m or not
	printf '3\n2 2 1\n3 3 1\n' >in
	both 1 $'0\nInvalid' "ttt: $SIN:3: row is off the board (size 3)" -m
	both 1 $'0\nInvalid' "ttt: $SIN:3: row is off the board (size 3)"
}

@test "edge: one header reader: -n and a header line take the same sizes, and refuse the same (header_of())" {
	# Each size with what it is: a board of ROWS x COLS (its last cell
	# row ROWS-1, column COLS-1, on it; row ROWS off it), or refused (-n:
	# a usage error; a header: a rejected line).  -n takes no blanks, K or
	# rule; a header line may have them (the other edge tests).
	local f r c
	while read -r f r c; do
		if [ "$r" = no ]; then
			run --separate-stderr ttt -n "$f" </dev/null
			[ "$status" -eq 2 ] && [ -z "$output" ] &&
			    [ "${stderr%%$'\n'*}" = "ttt: invalid board size: '$f'" ] || {
				echo "-n '$f': $status '$output' '$stderr'"
				return 1
			}
			printf '%s\n0 0 1\n' "$f" | ttt -m >out 2>err && return 1
			[ "$(cat out)" = $'Invalid\n0' ] || {
				echo "header '$f': $(cat out)"
				return 1
			}
			continue
		fi
		# the last cell, then the row after it, on the board -n gives
		# and on the board the header gives
		printf '%s %s 1\n%s 0 2\n' $((r - 1)) $((c - 1)) "$r" >in
		run --separate-stderr ttt -n "$f" in
		[ "$status" -eq 1 ] && [ "$output" = $'0\nInvalid' ] || {
			echo "-n '$f': $status '$output'"
			return 1
		}
		{ printf '%s\n' "$f"; cat in; } | ttt -m >out 2>/dev/null || :
		[ "$(cat out)" = $'0\nInvalid' ] || {
			echo "header '$f': $(cat out)"
			return 1
		}
	done <<-'EOF2'
	3 3 3
	2 2 2
	12 12 12
	007 7 7
	3x4 3 4
	4x3 4 3
	2x9 2 9
	02x05 2 5
	0 no
	0x3 no
	3x0 no
	3x no
	x3 no
	3xx3 no
	3y3 no
	-3 no
	+3 no
	3.0 no
	0x10 no
	18446744073709551616 no
	9223372036854775808x1 no
	EOF2
}

# ---- runs of 3x3 boards ----

@test "edge: 3x3 board run: after a board, one followed by an empty line, by a fourth row, by the end of the file, in CRLF" {
	# XXX/OO./... is X's (row 0; X 3, O 2).  With a fourth row ... it
	# is a board of 4 (N is its rows), its short rows padded: no line
	# is full, and it is Pending.
	printf 'XXX\nOO.\n...\n\nXXX\nOO.\n...\n\nXXX\nOO.\n...\n...\n\nXXX\nOO.\n...\n' >in
	both 0 $'X\nX\nPending\nX' ''
	both 0 $'X\nX\nPending\nX' '' -b
	# -b: the file's first board may take the run
	printf 'XXX\nOO.\n...\n...\n\nXXX\nOO.\n...\n\n' >in
	both 0 $'Pending\nX' '' -b
	both 0 $'Pending\nX' ''
	# the issue's stream: X.. alone is Pending on 3 rows and on 4
	printf 'XXX\nOO.\n...\n\nX..\n...\n...\n...\n\nX..\n...\n...\n' >in
	both 0 $'X\nPending\nPending' ''
	# an empty line at the end, and two between boards
	printf 'X..\n...\n...\n\nXXX\nOO.\n...\n\n\nXXX\nOO.\n...\n\n' >in
	both 0 $'Pending\nX\nX' ''
}

@test "edge: 3x3 board run: rows of 2 and 4 cells, a comment, a bad byte, an Invalid board's line" {
	# XX/OO./... is padded: Pending.  XXXX is longer than the board of 3
	# rows.  A comment line inside a board is skipped.  Byte 0x01 is no
	# cell.  XXX/OOO/... has both full lines, named at its first line.
	printf '...\n...\n...\n\nXX\nOO.\n...\n\nXXXX\nOO.\n...\n\nXXX\n#\nOO.\n...\n\nX\001.\n...\n...\n\nXXX\nOOO\n...\n\nxxx\noo \n   \n\n' >in
	both 1 $'Pending\nPending\nInvalid\nX\nInvalid\nInvalid\nX' \
	    "ttt: $SIN:9: row 0 is longer than the board (3)
ttt: $SIN:18: bad byte 0x01 at row 0, column 1
ttt: $SIN:22: both X and O have a full line"
}

@test "edge: 3x3 board run: --json, --show, --first O, -q and their mixes: the whole-board path with its why, to what the rows in CRLF give" {
	local j exp err

	# the boards of the test below, twice (the second time the whys are
	# remembered), and the first once more
	printf 'X..\n...\n...\n\nXXX\nOO.\n...\n\nXXX\nOOO\n...\n\nOOX\nXXO\nOXO\n\n' >one
	cat one one >in
	printf 'X..\n...\n...\n\n' >>in
	# each board reasoned: its counts, its lines, whose turn
	j='{"file":"(standard input)","line":'
	exp=$(for b in 0 16; do
		echo "$j$((b + 1)),\"size\":3,\"verdict\":\"Pending\",\"lines\":[],\"x\":1,\"o\":0,\"next\":\"O\"}"
		echo "$j$((b + 5)),\"size\":3,\"verdict\":\"X\",\"lines\":[{\"kind\":\"row\",\"index\":0}],\"x\":3,\"o\":2,\"next\":null}"
		echo "$j$((b + 9)),\"size\":3,\"verdict\":\"Invalid\",\"lines\":[],\"x\":3,\"o\":3,\"next\":null,\"reason\":\"both X and O have a full line\"}"
		echo "$j$((b + 13)),\"size\":3,\"verdict\":\"Draw\",\"lines\":[],\"x\":4,\"o\":5,\"next\":null}"
	done; echo "${j}33,\"size\":3,\"verdict\":\"Pending\",\"lines\":[],\"x\":1,\"o\":0,\"next\":\"O\"}")
	err="ttt: $SIN:9: both X and O have a full line
ttt: $SIN:25: both X and O have a full line"
	both 1 "$exp" "$err" --json
	# --show: each verdict, then its rows drawn and an empty line
	pic() { printf '%s\n' "$1" | sed 's/\(.\)/|\1/g; s/$/|/; s/\./ /g'; }
	exp=$(for b in 0 1; do
		echo Pending; pic 'X..'; pic '...'; pic '...'; echo
		echo X; pic 'XXX'; pic 'OO.'; pic '...'; echo
		echo Invalid; pic 'XXX'; pic 'OOO'; pic '...'; echo
		echo Draw; pic 'OOX'; pic 'XXO'; pic 'OXO'; echo
	done; echo Pending; pic 'X..'; pic '...'; pic '...')
	both 1 "$exp" "$err" --show
	both 1 '' "$err" -q --show
	# --first O: X ahead is Invalid; the Draw (X 4, O 5) stands
	err=$(for l in 1 5 9 17 21 25 33; do
		case $l in
		9 | 25) echo "ttt: $SIN:$l: both X and O have a full line" ;;
		*) echo "ttt: $SIN:$l: X has more marks than O, but O moves first" ;;
		esac
	done)
	exp=$'Invalid\nInvalid\nInvalid\nDraw\nInvalid\nInvalid\nInvalid\nDraw\nInvalid'
	both 1 "$exp" "$err" --first O
	both 1 "$(printf '%s\n' "$exp" | sed "s/^/$SIN:/")" "$err" -H --first O
	both 1 '' "$err" -H --first O --explain -q
}

@test "edge: 3x3 board run: output with more than the verdict (-H, --explain) takes the general path, to the same verdicts" {
	printf 'X..\n...\n...\n\nXXX\nOO.\n...\n\nXXX\nOOO\n...\n\nOOX\nXXO\nOXO\n\n' >in
	both 1 $'Pending\nX\nInvalid\nDraw' \
	    "ttt: $SIN:9: both X and O have a full line"
	both 1 "$SIN:Pending
$SIN:X
$SIN:Invalid
$SIN:Draw" "ttt: $SIN:9: both X and O have a full line" -H
	both 1 $'Pending\tO to move\nX\trow 0\nInvalid\tboth X and O have a full line\nDraw' \
	    "ttt: $SIN:9: both X and O have a full line" --explain
}

# boards_big P: "big": P bytes of padding, then 15000 boards of 13 bytes
# (the rows and an empty line), X's, a Draw, a Pending one and an Invalid
# one in turn from the (P mod 4)th, so that the first read's end (128 KiB)
# falls at each byte of a board as P goes from 0 to 12 and the 64 KiB of
# output end at each verdict; "big.out" and "big.err" what ttt -b writes.
boards_big() {
	pad "$1" >big
	: >big.err
	awk -v p="$1" -v f="$SIN" 'BEGIN {
		r[0] = "XXX\nOO.\n...\n"; v[0] = "X"
		r[1] = "OOX\nXXO\nOXO\n"; v[1] = "Draw"
		r[2] = "X..\n...\n...\n"; v[2] = "Pending"
		r[3] = "XXX\nOOO\n...\n"; v[3] = "Invalid"
		line = p > 0 ? 2 : 1
		for (i = 0; i < 15000; i++) {
			b = (i + p) % 4
			printf "%s\n", r[b] >>"big"
			print v[b] >"big.out"
			if (b == 3)
				printf "ttt: %s:%d: both X and O have a " \
				    "full line\n", f, line >"big.err"
			line += 4
		}
	}'
}

@test "edge: 3x3 board run: boards across the end of a read, at each byte of a board, and the output buffer's end at each verdict" {
	local p

	for ((p = 0; p < 13; p++)); do
		boards_big "$p"
		ttt -b <big >out 2>err && { echo "status 0 at $p"; return 1; }
		cmp out big.out || { echo "stdout differs at $p"; return 1; }
		cmp err big.err || { echo "stderr differs at $p"; return 1; }
	done
}

# ---- the 3x3 run's memo: a board's texts kept by its why's kind ----

@test "edge: 3x3 result memo: one kind in other cells and bytes, each picture from its own rows; a bad byte and a fourth row beside a kept kind" {
	local exp j p

	# X alone in a corner, in the middle of the top row in other bytes,
	# in the far corner: each Pending, X 1, O 0, O to move: one kind,
	# one text; the pictures differ.  .Z. has a bad byte (Invalid, no
	# mark before it) and X.. with a fourth row is a board of 4
	# (Pending, size 4, its rows drawn 4 cells wide): both are the
	# general path's, between boards of the kept kind.
	printf 'X..\n...\n...\n\n.x.\n. .\n...\n\n...\n...\n..X\n\n.Z.\n...\n...\n\nX..\n...\n...\n...\n\nX..\n...\n...\n\n' >in
	pic() { printf '%s\n' "$1" | sed 's/\(.\)/|\1/g; s/$/|/; s/\./ /g'; }
	exp=$(echo Pending; pic 'X..'; pic '...'; pic '...'; echo
		echo Pending; pic '.X.'; pic '...'; pic '...'; echo
		echo Pending; pic '...'; pic '...'; pic '..X'; echo
		echo Invalid; pic '.?.'; pic '...'; pic '...'; echo
		echo Pending; pic 'X...'; pic '....'; pic '....'; pic '....'; echo
		echo Pending; pic 'X..'; pic '...'; pic '...')
	both 1 "$exp" "ttt: $SIN:13: bad byte 'Z' (0x5a) at row 0, column 1" --show
	j='{"file":"(standard input)","line":'
	p=',"verdict":"Pending","lines":[],"x":1,"o":0,"next":"O"}'
	exp="${j}1,\"size\":3$p
${j}5,\"size\":3$p
${j}9,\"size\":3$p
${j}13,\"size\":3,\"verdict\":\"Invalid\",\"lines\":[],\"x\":0,\"o\":0,\"next\":null,\"reason\":\"bad byte 'Z' (0x5a) at row 0, column 1\"}
${j}17,\"size\":4$p
${j}22,\"size\":3$p"
	both 1 "$exp" "ttt: $SIN:13: bad byte 'Z' (0x5a) at row 0, column 1" --json
	# --explain with --show: the reason, then the picture
	exp=$(echo $'Pending\tO to move'; pic 'X..'; pic '...'; pic '...'; echo
		echo $'Pending\tO to move'; pic '.X.'; pic '...'; pic '...'; echo
		echo $'Pending\tO to move'; pic '...'; pic '...'; pic '..X'; echo
		echo $'Invalid\tbad byte \'Z\' (0x5a) at row 0, column 1'
		pic '.?.'; pic '...'; pic '...'; echo
		echo $'Pending\tO to move'; pic 'X...'; pic '....'; pic '....'
		pic '....'; echo
		echo $'Pending\tO to move'; pic 'X..'; pic '...'; pic '...')
	both 1 "$exp" "ttt: $SIN:13: bad byte 'Z' (0x5a) at row 0, column 1" --explain --show
	# -n 3x5: the same boards are 3 x 5 boards, drawn 5 cells wide
	printf 'X..\n...\n...\n\n...\n...\n..X\n\n' >in
	exp=$(echo Pending; pic 'X....'; pic '.....'; pic '.....'; echo
		echo Pending; pic '.....'; pic '.....'; pic '..X..')
	both 0 "$exp" '' --show -n 3x5
}

@test "edge: 3x3 result memo: whose turn by --first (X 1, O 1), and the texts in two files: -H's and --json's names, the diagnostics'" {
	# X../O../... is Pending with X 1, O 1: either to move, or the
	# first player; X../.../... (X 1, O 0) is O's turn, or Invalid when
	# O moves first.  Each file: the even board, the odd one, the even
	# one again, on lines 1, 5 and 9.
	printf 'X..\nO..\n...\n\nX..\n...\n...\n\nX..\nO..\n...\n\n' >a
	cp a b
	run --separate-stderr ttt --explain a b
	is 0 $'a:Pending\tX or O to move\na:Pending\tO to move\na:Pending\tX or O to move\nb:Pending\tX or O to move\nb:Pending\tO to move\nb:Pending\tX or O to move' ''
	run --separate-stderr ttt --explain --first X a b
	is 0 $'a:Pending\tX to move\na:Pending\tO to move\na:Pending\tX to move\nb:Pending\tX to move\nb:Pending\tO to move\nb:Pending\tX to move' ''
	run --separate-stderr ttt --explain --first O a b
	is 1 $'a:Pending\tO to move\na:Invalid\tX has more marks than O, but O moves first\na:Pending\tO to move\nb:Pending\tO to move\nb:Invalid\tX has more marks than O, but O moves first\nb:Pending\tO to move' \
	    $'ttt: a:5: X has more marks than O, but O moves first\nttt: b:5: X has more marks than O, but O moves first'
	# plain output, no prefix: the plain run's Invalid boards; -H
	run --separate-stderr ttt -h --first O a b
	is 1 $'Pending\nInvalid\nPending\nPending\nInvalid\nPending' \
	    $'ttt: a:5: X has more marks than O, but O moves first\nttt: b:5: X has more marks than O, but O moves first'
	run --separate-stderr ttt -H --first O b a
	is 1 $'b:Pending\nb:Invalid\nb:Pending\na:Pending\na:Invalid\na:Pending' \
	    $'ttt: b:5: X has more marks than O, but O moves first\nttt: a:5: X has more marks than O, but O moves first'
	run --separate-stderr ttt --json --first X a b
	is 0 '{"file":"a","line":1,"size":3,"verdict":"Pending","lines":[],"x":1,"o":1,"next":"X"}
{"file":"a","line":5,"size":3,"verdict":"Pending","lines":[],"x":1,"o":0,"next":"O"}
{"file":"a","line":9,"size":3,"verdict":"Pending","lines":[],"x":1,"o":1,"next":"X"}
{"file":"b","line":1,"size":3,"verdict":"Pending","lines":[],"x":1,"o":1,"next":"X"}
{"file":"b","line":5,"size":3,"verdict":"Pending","lines":[],"x":1,"o":0,"next":"O"}
{"file":"b","line":9,"size":3,"verdict":"Pending","lines":[],"x":1,"o":1,"next":"X"}' ''
	run --separate-stderr ttt --json a
	is 0 '{"file":"a","line":1,"size":3,"verdict":"Pending","lines":[],"x":1,"o":1,"next":"X or O"}
{"file":"a","line":5,"size":3,"verdict":"Pending","lines":[],"x":1,"o":0,"next":"O"}
{"file":"a","line":9,"size":3,"verdict":"Pending","lines":[],"x":1,"o":1,"next":"X or O"}' ''
}

# ---- judge_board3(): 3x3 verdicts remembered by their cells ----

@test "edge: 3x3 memo: a board seen again, in other bytes of the same cells, under -k 2 and --exact, and bytes next to the cells'" {
	# XX./O../... : Pending with full lines, X's with 2 in a row (and
	# exactly 2).  XXX/OO./... under -k 2 --exact: X's run of 3 is an
	# overline, O's OO wins, but X moved after.  Each verdict twice, the
	# second time remembered; an Invalid one is never remembered.
	printf 'XX.\nO..\n...\n\nXX.\nO..\n...\n\nxx \no  \n   \n\nXXX\nOO.\n...\n\nXXX\nOO.\n...\n\n' >in
	both 0 $'Pending\nPending\nPending\nX\nX' '' -b
	both 1 $'X\nX\nX\nInvalid\nInvalid' \
	    "ttt: $SIN:13: both X and O have a winning run
ttt: $SIN:17: both X and O have a winning run" -b -n 3 -k 2
	both 1 $'X\nX\nX\nInvalid\nInvalid' \
	    "ttt: $SIN:13: X moved after O had won
ttt: $SIN:17: X moved after O had won" -b -n 3 -k 2 --exact
}

@test "edge: 3x3 memo: each byte next to a cell's (its high bit set, 0x00, 0xff) is no cell, in each of the nine places" {
	local b cell row s out err

	for b in 330 317 240 256 370 357 000 377 177; do
		for ((cell = 0; cell < 9; cell++)); do
			s=''
			for ((row = 0; row < 9; row++)); do
				if ((row == cell)); then
					s+="\\0$b"
				else
					s+='.'
				fi
				((row % 3 != 2)) || s+='\n'
			done
			printf 'X..\n...\n...\n\n%b\n' "$s" >in
			out=$'Pending\nInvalid'
			err="ttt: $SIN:5: bad byte 0x$(printf '%02x' "$((8#$b))") at row $((cell / 3)), column $((cell % 3))"
			both 1 "$out" "$err" -a -b || {
				echo "byte \\$b at cell $cell"
				return 1
			}
		done
	done
}

# ---- session_rules()'s first branch: a header that repeats the rules ----

@test "edge: repeated header: ends the game in the batch; the same under --explain, -H, -g; a comment between, other K or rule" {
	# X takes the diagonal (1 at its third move); after the header the
	# same moves are a new game: its cells are free again.
	printf '3\n0 0 1\n1 1 1\n2 2 1\n3\n0 0 1\n1 1 1\n2 2 1\n3x3\n0 0 1\n' >in
	both 0 $'0\n0\n1\n0\n0\n1\n0' ''
	both 0 "$SIN:0
$SIN:0
$SIN:1
$SIN:0
$SIN:0
$SIN:1
$SIN:0" '' -H
	both 0 $'0\n0\n1\tdiagonal\n0\n0\n1\tdiagonal\n0' '' --explain
	both 0 $'X\nX\nPending' '' -g
	# a comment plays the batch first: the header finds it empty
	printf '3\n0 0 1\n1 1 1\n# c\n3\n0 0 1\n1 1 1\n2 2 1\n' >in
	both 0 $'0\n0\n0\n0\n1' ''
	# K 2 is no repeat: 0 1 wins after 0 0 (it would not under K 3)
	printf '3\n0 0 1\n0 1 1\n3x3 2\n0 0 1\n0 1 1\n' >in
	both 0 $'0\n0\n0\n1' ''
	# 3x3 3 is K 3, the same game as 3 but its own rules
	printf '3\n0 0 1\n0 1 1\n3x3 3\n0 0 1\n0 1 1\n0 2 1\n' >in
	both 0 $'0\n0\n0\n0\n1' ''
	# exact is no repeat of freestyle: five in a row of 4 is no win
	printf '5x5 4\n0 0 1\n0 1 1\n0 2 1\n0 4 1\n0 3 1\n5x5 4 exact\n0 0 1\n0 1 1\n0 2 1\n0 4 1\n0 3 1\n5x5 4 exact\n0 0 1\n0 1 1\n0 2 1\n0 3 1\n' >in
	both 0 $'0\n0\n0\n0\n1\n0\n0\n0\n0\n0\n0\n0\n0\n1' ''
}

# ---- plain results: accepted(), put_results() ----

@test "edge: plain results: the first rejected move at each place of batches of 1 to 17 moves, and none" {
	local n k i out err

	for ((n = 1; n <= 17; n++)); do
		for ((k = 0; k <= n; k++)); do
			# move i on cell (i / 11, i mod 11) of 11 x 11, move k
			# off the board (row 11); k = n: none
			out='' err=''
			{
				echo 11
				for ((i = 0; i < n; i++)); do
					if ((i == k)); then
						echo '11 0 1'
						out+=$'Invalid\n'
						err="ttt: $SIN:$((i + 2)): row is off the board (size 11)"
					else
						echo "$((i / 11)) $((i % 11)) $((1 + i % 2))"
						out+=$'0\n'
					fi
				done
			} >in
			run --separate-stderr ttt <in
			is $((k < n)) "${out%$'\n'}" "$err" || {
				echo "$n moves, rejected $k"
				return 1
			}
		done
	done
}

# games_big P: "big": the header 3, P moves of a game left Pending, then
# 2800 rounds of six games, each ended by a header 3 that repeats the
# rules: a Draw (9 moves), a Pending game (1), X's (5), O's (6), one with
# a taken cell (2), X's on the ninth cell (9).  "big.out" and "big.err"
# what ttt -g writes (the rounds' output passes 64 KiB).
games_big() {
	: >big.err
	awk -v p="$1" -v f="$SIN" 'BEGIN {
		g[0] = "0 0 1\n0 1 2\n0 2 1\n1 1 2\n1 0 1\n1 2 2\n2 1 1\n2 0 2\n2 2 1"
		v[0] = "Draw"
		g[1] = "0 0 1"; v[1] = "Pending"
		g[2] = "0 0 1\n1 0 2\n0 1 1\n1 1 2\n0 2 1"; v[2] = "X"
		g[3] = "0 0 1\n1 0 2\n0 1 1\n1 1 2\n2 2 1\n1 2 2"; v[3] = "O"
		g[4] = "0 0 1\n0 0 2"; v[4] = "Invalid"
		g[5] = "0 0 1\n1 0 2\n0 1 1\n1 1 2\n1 2 1\n2 1 2\n2 0 1\n2 2 2\n0 2 1"
		v[5] = "X"
		print "3" >"big"
		line = 1
		split("0 0 1|1 1 2|0 2 1", pre, "|")
		for (i = 1; i <= p; i++) {
			print pre[i] >>"big"
			line++
		}
		if (p > 0) {
			print "3" >>"big"
			print "Pending" >"big.out"
			line++
		}
		for (r = 0; r < 2800; r++)
			for (j = 0; j < 6; j++) {
				n = split(g[j], m, "\n")
				printf "%s\n3\n", g[j] >>"big"
				print v[j] >"big.out"
				if (j == 4)
					printf "ttt: %s:%d: cell 0 0 is taken\n",
					    f, line + 2 >"big.err"
				line += n + 1
			}
	}'
}

@test "edge: -g whole games: six kinds of game in each batch, at each offset of 256, Draw by every cell, X's on the ninth, one rejected" {
	local p

	for p in 0 1 2 3; do
		games_big "$p"
		ttt -g <big >out 2>err && { echo "status 0 at $p"; return 1; }
		cmp out big.out || { echo "stdout differs at $p"; return 1; }
		cmp err big.err || { echo "stderr differs at $p"; return 1; }
		# -H: no plain output, the general path
		ttt -g -H big >out 2>err && { echo "-H: status 0"; return 1; }
		sed 's/^big://' out | cmp - big.out ||
		    { echo "-H: stdout differs at $p"; return 1; }
	done
}

@test "edge: -g whole games: one game per batch, a game over two batches, a rejected move in the batch" {
	# Draw, Pending, X, O as above; the cut off game at the end Pending.
	printf '3\n0 0 1\n0 1 2\n0 2 1\n1 1 2\n1 0 1\n1 2 2\n2 1 1\n2 0 2\n2 2 1\n\n0 0 1\n\n0 0 1\n1 0 2\n0 1 1\n1 1 2\n0 2 1\n' >in
	both 0 $'Draw\nPending\nX' '' -g
	printf '0 0 1\n1 0 2\n0 1 1\n1 1 2\n2 2 1\n1 2 2\n3\n0 0 1\n3\n0 0 1\n0 0 2\n0 1 1\n' >in
	both 1 $'O\nPending\nInvalid' "ttt: $SIN:11: cell 0 0 is taken" -g
}

# ---- plain results written straight into the output buffer ----

# results_big P Q: "big": P malformed lines (Invalid: 8 bytes of output,
# no move of the batch), Q games of one move (1 1, 2 bytes of output each,
# each a move of the first batch), then 5000 LeetCode 348 games; "big.out"
# and "big.err" what ttt writes.  The 64 KiB output buffer fills at a
# place of a batch that P and Q move.
results_big() {
	: >big.err
	awk -v p="$1" -v q="$2" -v f="$SIN" 'BEGIN {
		for (i = 1; i <= p; i++) {
			print "x" >"big"
			print "Invalid" >"big.out"
			printf "ttt: %s:%d: malformed move: expected ROW COL PLAYER\n",
			    f, i >"big.err"
		}
		for (i = 0; i < q; i++) {
			printf "1 1 1\n\n" >"big"
			print 0 >"big.out"
		}
		for (g = 0; g < 5000; g++) {
			printf "0 0 1\n0 2 2\n2 2 1\n1 1 2\n2 0 1\n1 0 2\n2 1 1\n\n" >"big"
			printf "0\n0\n0\n0\n0\n0\n1\n" >"big.out"
		}
	}'
}

@test "edge: results into the buffer: past the 64 KiB output buffer, its end at several places of a batch" {
	local p q st

	for p in 0 1 2 3; do
		for q in 0 1 2 3; do
			results_big "$p" "$q"
			st=0
			ttt -m <big >out 2>err || st=$?
			[ "$st" -eq $((p > 0)) ] || { echo "status $st at $p $q"; return 1; }
			cmp out big.out || { echo "stdout differs at $p $q"; return 1; }
			cmp err big.err || { echo "stderr differs at $p $q"; return 1; }
		done
	done
}

# ---- the batch: 256 moves, judge_game_play() per representation ----

@test "edge: batch loop: 255 to 258 moves of one game on LINES, MAP and HASH boards, then the first again, an empty line and it once more" {
	local n size i sp out want err

	for size in 62 63 100 5000; do
		for n in 255 256 257 258; do
			# move i on (i / 50, i mod 50), players in turn: no line
			# is full on a board of 62 or more.  The first move with
			# two spaces is read by the general path: the short lines
			# after it are paired from move 1, up to move 255.
			for sp in ' ' '  '; do
				{
					echo "$size"
					echo "0${sp}0 1"
					for ((i = 1; i < n; i++)); do
						echo "$((i / 50)) $((i % 50)) $((1 + i % 2))"
					done
					# (and bytes enough after move 255 for a pair)
					printf '0 0 2\n\n0 0 2\n# the end\n'
				} >in
				want=''
				for ((i = 0; i < n; i++)); do
					want+=$'0\n'
				done
				want+=$'Invalid\n0'
				err="ttt: $SIN:$((n + 2)): cell 0 0 is taken"
				both 1 "$want" "$err" || {
					echo "size $size, $n moves, '0${sp}0 1'"
					return 1
				}
				both 1 "$want" "$err" -n "$size" -m
				# --json: no number overflowed, none is null
				run --separate-stderr ttt --json <in
				is 1 "$output" "$err"
				[ "${#lines[@]}" -eq $((n + 2)) ]
				[[ $output != *null* ]]
			done
		done
	done
}

@test "edge: batch loop: 256 and 257 plain lines ending at the batch, a header and an empty line just after" {
	local n i want

	for n in 254 255 256 257; do
		# 3 x 3 games of 2 moves, 0 0 and 1 1, each ended by header 3
		# (one digit, a repeat); the last line is move n
		{
			for ((i = 0; i < n; i++)); do
				if ((i % 2 == 0)); then
					printf '3\n0 0 1\n'
				else
					echo '1 1 2'
				fi
			done
			printf '\n1 1 2\n0 0 1\n0 0 2\n'
		} >in
		want=''
		for ((i = 0; i < n + 2; i++)); do
			want+=$'0\n'
		done
		both 1 "${want}Invalid" \
		    "ttt: $SIN:$((n + n / 2 + n % 2 + 4)): cell 0 0 is taken"
	done
}

# ---- the JSON string reader: json_string(), json_hex4(), utf8_put() ----

# jrow ESC: a JSON board whose first row is X then the escape ESC, its
# other rows empty.
jrow() {
	printf '["X%s","...","..."]\n' "$1" >in
}

@test "edge: JSON strings: \\u of each cell byte, in either case of hex, as the same board written as text" {
	# rows XXX, OO. and " . ": X's
	printf '%s\n' '["\u0058\u0058\u0058","\u004f\u004F.","\u0020\u002e\u0020"]' \
	    '["\u0078xX","o\u006Fo","   "]' >in
	both 1 $'X\nInvalid' "ttt: $SIN:2: both X and O have a full line"
	printf 'XXX\nOO.\n . \n\nxxX\noOo\n   \n' >in
	both 1 $'X\nInvalid' "ttt: $SIN:5: both X and O have a full line"
}

@test "edge: JSON strings: \\u at each edge of one, two, three and four UTF-8 bytes, the first of them no cell" {
	local e b

	# the code point, and the first byte of its UTF-8
	for e in 'u0000 00' 'u001f 1f' 'u007f 7f' 'u0080 c2' 'u07ff df' \
	    'u0800 e0' 'ud7ff ed' 'ud800\udc00 f0' 'ud800\udfff f0' \
	    'udbff\udc00 f4' 'udbff\udfff f4' 'ue000 ee' 'uffff ef' \
	    'b 08' 'f 0c' 'n 0a' 'r 0d' 't 09'; do
		read -r e b <<<"$e"
		jrow "\\$e"
		both 1 'Invalid' \
		    "ttt: $SIN:1: bad byte 0x$b at row 0, column 1" || {
			echo "escape \\$e"
			return 1
		}
	done
	# the one space among them, \u0020, is an empty cell
	jrow '\u0020\u0020'
	both 0 'Pending' ''
}

@test "edge: JSON strings: a surrogate without its other half, at the edges of both ranges, is a lone surrogate at its backslash" {
	local e

	# ["X\ud800..." : the backslash is column 4
	for e in 'ud800' 'udbff' 'udc00' 'udfff' 'ud800\ud800' 'udbff\udbff' \
	    'ud800\ue000' 'ud800\udbff' 'udbff\ue000' 'ud800\u0058' \
	    'ud800X' 'ud800\n' 'ud800\uDC0' 'udc00\ud800'; do
		jrow "\\$e"
		both 1 'Invalid' \
		    "ttt: $SIN:1: malformed JSON line at column 4: a lone surrogate" || {
			echo "escape \\$e"
			return 1
		}
	done
	# a whole pair, then a low half alone: the second is lone
	jrow '\ud7ff\udc00'
	both 1 'Invalid' \
	    "ttt: $SIN:1: malformed JSON line at column 10: a lone surrogate"
	jrow '\ud800\udc00\udc00'
	both 1 'Invalid' \
	    "ttt: $SIN:1: malformed JSON line at column 16: a lone surrogate"
}

@test "edge: JSON strings: hex digits' edges, bad escapes, a raw control byte beside a space" {
	local c

	# the bytes either side of 0-9, a-f and A-F are no hex digits
	for c in / : @ G '`' g; do
		jrow "\\u005$c"
		both 1 'Invalid' \
		    "ttt: $SIN:1: malformed JSON line at column 4: \\u needs 4 hex digits" || {
			echo "hex digit $c"
			return 1
		}
	done
	# \u0020 and \u002e (either case): X then an empty cell
	for c in 0 e E; do
		jrow "\\u002$c"
		both 0 'Pending' ''
	done
	for c in x U 0 ' '; do
		jrow "\\$c"
		both 1 'Invalid' "ttt: $SIN:1: malformed JSON line at column 4: a bad escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)" || {
			echo "escape \\$c"
			return 1
		}
	done
	# a raw byte 0x1f in a string is malformed; 0x20 is an empty cell
	printf '["X\037","...","..."]\n' >in
	both 1 'Invalid' \
	    "ttt: $SIN:1: malformed JSON line at column 4: a control byte in a string"
	printf '["X\040","...","..."]\n' >in
	both 0 'Pending' ''
}

@test "edge: JSON strings: the escapes of printable bytes give the bytes a text row holds" {
	local e t

	for e in '\" "' "\\\\ \\" '\/ /' '\u0041 A'; do
		read -r e t <<<"$e"
		printf 'X%s\n...\n...\n' "$t" >text
		run --separate-stderr ttt <text
		[ "$status" -eq 1 ]
		[ "$output" = Invalid ]
		[[ $stderr == "ttt: $SIN:1: bad byte "*" at row 0, column 1" ]]
		jrow "$e"
		both 1 Invalid "$stderr" || {
			echo "escape $e"
			return 1
		}
	done
}

# ---- the number readers at 2^64 - 1 and 2^64 ----

@test "edge: number readers: a move line's fields at 2^64 - 1 and 2^64, --json null for the clamped" {
	printf '%s\n' "$U64MAX 0 1" "$U64OVF 0 1" "0 $U64MAX 1" "0 $U64OVF 1" \
	    "0 0 $U64MAX" "0 0 $U64OVF" '0 0 99999999999999999999999999' \
	    '0 0 00000000000000000000001' >in
	both 1 $'Invalid\nInvalid\nInvalid\nInvalid\nInvalid\nInvalid\nInvalid\n0' \
	    "ttt: $SIN:1: row is off the board (size 3)
ttt: $SIN:2: row is off the board (size 3)
ttt: $SIN:3: column is off the board (size 3)
ttt: $SIN:4: column is off the board (size 3)
ttt: $SIN:5: player must be 1 or 2
ttt: $SIN:6: player must be 1 or 2
ttt: $SIN:7: player must be 1 or 2"
	run --separate-stderr ttt --json <in
	local j='{"file":"(standard input)","line":'
	local row='"result":"Invalid","reason":"row is off the board (size 3)"}'
	local col='"result":"Invalid","reason":"column is off the board (size 3)"}'
	local pl='"result":"Invalid","reason":"player must be 1 or 2"}'
	is 1 "${j}1,\"game\":1,\"move\":1,\"row\":$U64MAX,\"col\":0,\"player\":1,$row
${j}2,\"game\":1,\"move\":2,\"row\":null,\"col\":0,\"player\":1,$row
${j}3,\"game\":1,\"move\":3,\"row\":0,\"col\":$U64MAX,\"player\":1,$col
${j}4,\"game\":1,\"move\":4,\"row\":0,\"col\":null,\"player\":1,$col
${j}5,\"game\":1,\"move\":5,\"row\":0,\"col\":0,\"player\":$U64MAX,$pl
${j}6,\"game\":1,\"move\":6,\"row\":0,\"col\":0,\"player\":null,$pl
${j}7,\"game\":1,\"move\":7,\"row\":0,\"col\":0,\"player\":null,$pl
${j}8,\"game\":1,\"move\":8,\"row\":0,\"col\":0,\"player\":1,\"result\":0}" \
	    "ttt: $SIN:1: row is off the board (size 3)
ttt: $SIN:2: row is off the board (size 3)
ttt: $SIN:3: column is off the board (size 3)
ttt: $SIN:4: column is off the board (size 3)
ttt: $SIN:5: player must be 1 or 2
ttt: $SIN:6: player must be 1 or 2
ttt: $SIN:7: player must be 1 or 2"
}

@test "edge: number readers: headers (numbers(), header_of(), parse_num()) at 2^64 - 1, 2^64 and 2^63 - 1, the largest board" {
	# 2^63 - 1 rows of 1 cell: row 2^63 - 2 is on it, and wins (K is
	# the shorter side, 1); 2^63 - 1 is off it
	printf '%s\n' "$U64MAX" "$U64OVF" "${U64MAX}x3" "3x${U64OVF}" \
	    9223372036854775808x1 9223372036854775807x1 \
	    '9223372036854775806 0 1' '9223372036854775807 0 1' >in
	both 1 $'Invalid\nInvalid\nInvalid\nInvalid\nInvalid\n1\nInvalid' \
	    "ttt: $SIN:1: board size is out of range
ttt: $SIN:2: board size is out of range
ttt: $SIN:3: board size is out of range
ttt: $SIN:4: board size is out of range
ttt: $SIN:5: board size is out of range
ttt: $SIN:8: row is off the board (size 9223372036854775807x1)"
	# K of 2^64 - 1 (and 2^64, clamped to it) wins nothing; K 3 does
	printf '%s\n' "3x3 $U64MAX" '0 0 1' '0 1 1' '0 2 1' "3x3 $U64OVF" \
	    '0 0 1' '0 1 1' '0 2 1' '3x3 3' '0 0 1' '0 1 1' '0 2 1' >in
	both 0 $'0\n0\n0\n0\n0\n0\n0\n0\n1' ''
}

@test "edge: number readers: -n (header_of()) and -k (parse_num()) at 2^63 - 1, 2^64 - 1 and 2^64" {
	local n

	for n in 9223372036854775808 "$U64MAX" "$U64OVF" "${U64OVF}0"; do
		run --separate-stderr ttt -n "$n" </dev/null
		is 2 '' "ttt: invalid board size: '$n'
usage: ttt [-abgHhmqrsz] [-c | -L | -l] [-k win] [-n size] [--exact] [--explain | --json] [--first X|O] [--line-buffered] [--nodes N] [--rule rule] [--show] [--solve] [--solve-memory size] [--turn X|O] [file ...]"
	done
	printf '0 0 1\n9223372036854775806 1 1\n9223372036854775807 1 1\n' >in
	both 1 $'0\n0\nInvalid' \
	    "ttt: $SIN:3: row is off the board (size 9223372036854775807)" \
	    -n 9223372036854775807
	printf '0 0 1\n0 1 1\n0 2 1\n' >in
	both 0 $'0\n0\n0' '' -n 3 -k "$U64MAX"
	both 0 $'0\n0\n0' '' -n 3 -k "$U64OVF"
	both 0 $'0\n0\n1' '' -n 3 -k 3
}

@test "edge: number readers: a JSON game's numbers (json_num()) at 2^64 - 1 and 2^64" {
	# every pair off the board but the last (2^64 clamped, not wrapped
	# to 0), each X's: the turn passes only on an accepted move.  A JSON
	# game has one verdict and one diagnostic, its first rejected pair's.
	printf '[[%s,0],[%s,0],[0,%s],[0,%s],[1,1]]\n' "$U64MAX" "$U64OVF" \
	    "$U64MAX" "$U64OVF" >in
	local err="ttt: $SIN:1: pair 1: row is off the board (size 3)"
	run --separate-stderr ttt --json <in
	is 1 '{"file":"(standard input)","line":1,"game":1,"moves":5,"verdict":"Invalid","lines":[],"x":1,"o":0,"pair":1,"reason":"line 1: pair 1: row is off the board (size 3)"}' "$err"
	# the pairs one by one: each rejected pair its own game's first
	for pr in "[$U64MAX,0]" "[$U64OVF,0]" "[0,$U64MAX]" "[0,$U64OVF]"; do
		printf '[%s]\n' "$pr"
	done >in1
	run --separate-stderr ttt <in1
	is 1 $'Invalid\nInvalid\nInvalid\nInvalid' "ttt: $SIN:1: pair 1: row is off the board (size 3)
ttt: $SIN:2: pair 1: row is off the board (size 3)
ttt: $SIN:3: pair 1: column is off the board (size 3)
ttt: $SIN:4: pair 1: column is off the board (size 3)"
	run --separate-stderr ttt <in
	is 1 Invalid "$err"
	printf '[[%s,1]]\n' 18446744073709551617 >in
	run --separate-stderr ttt <in
	is 1 Invalid "ttt: $SIN:1: pair 1: row is off the board (size 3)"
}

@test "edge: number readers: a Piskvork record's numbers (numbers()) at 2^64 - 1 and 2^64" {
	# x and y from 1: 2^64 - 1 is column or row 2^64 - 2
	printf '%s\n' 'Piskvorky 15x15, 0:0, 0' "$U64MAX,1" "$U64OVF,1" \
	    "1,$U64MAX" "1,$U64OVF" '1,1' >in
	local j='{"file":"(standard input)","line":'
	local x='"player":1,"result":"Invalid","reason":"x is off the board (1 to 15)"}'
	local y='"player":1,"result":"Invalid","reason":"y is off the board (1 to 15)"}'
	local err="ttt: $SIN:2: x is off the board (1 to 15)
ttt: $SIN:3: x is off the board (1 to 15)
ttt: $SIN:4: y is off the board (1 to 15)
ttt: $SIN:5: y is off the board (1 to 15)"
	run --separate-stderr ttt --json <in
	is 1 "${j}2,\"game\":1,\"move\":1,\"row\":0,\"col\":18446744073709551614,$x
${j}3,\"game\":1,\"move\":2,\"row\":0,\"col\":null,$x
${j}4,\"game\":1,\"move\":3,\"row\":18446744073709551614,\"col\":0,$y
${j}5,\"game\":1,\"move\":4,\"row\":null,\"col\":0,$y
${j}6,\"game\":1,\"move\":5,\"row\":0,\"col\":0,\"player\":1,\"result\":0}" "$err"
	# a width of 2^64 - 1 or 2^64 is out of range
	local n

	for n in "$U64MAX" "$U64OVF"; do
		printf 'Piskvorky %sx15, 0:0, 0\n1,1\n' "$n" >in
		run --separate-stderr ttt <in
		is 1 Invalid "ttt: $SIN:1: board size is out of range"
	done
}

# ---- the game judge: near_run(), move()'s and judge_game_reset()'s
# first branches ----

# runs SIZE: "in": games on SIZE x SIZE of K 4 to 9 (near_run() takes K up
# to 8), freestyle and exact, each a run of X of K (or K + 1: an
# overline) in each of the four directions, at the board's first and last
# rows and columns, its first, middle or last stone played last; "want"
# what ttt writes: 0 for every stone before it, then 1, or 0 for an
# overline under exact.
runs() {
	awk -v n="$1" 'BEGIN {
		split("0 1 1 1", dr, " "); split("1 0 1 -1", dc, " ")
		for (k = 4; k <= 9; k++)
		for (ex = 0; ex <= 1; ex++)
		for (over = 0; over <= 1; over++)
		for (d = 1; d <= 4; d++)
		for (far = 0; far <= 1; far++)
		for (last = 0; last <= 2; last++) {
			# (the stones of an overline but one hold a run of K,
			# unless the one is the middle)
			if (over && last != 1)
				continue
			l = k + over
			if (dr[d] == 0) {
				r0 = far ? n - 1 : 0; c0 = far ? n - l : 0
			} else if (dc[d] == 0) {
				r0 = far ? n - l : 0; c0 = far ? n - 1 : 0
			} else if (dc[d] == 1) {
				r0 = c0 = far ? n - l : 0
			} else {
				r0 = far ? n - l : 0; c0 = far ? l - 1 : n - 1
			}
			printf "%dx%d %d%s\n", n, n, k, ex ? " exact" : "" >"in"
			m = last == 0 ? 0 : last == 1 ? int(l / 2) : l - 1
			for (t = 0; t < l; t++)
				if (t != m) {
					printf "%d %d 1\n", r0 + t * dr[d],
					    c0 + t * dc[d] >"in"
					print 0 >"want"
				}
			printf "%d %d 1\n", r0 + m * dr[d], c0 + m * dc[d] >"in"
			print (ex && over ? 0 : 1) >"want"
		}
	}'
}

@test "edge: near_run: K 4 to 9 on 62x62 (LINES, the largest) and 63x63 (MAP), runs of K and K + 1 at the edges, won at either end or the middle" {
	local n

	for n in 62 63; do
		runs "$n"
		ttt <in >out 2>err || { echo "status $? on $n"; return 1; }
		cmp out want || { echo "stdout differs on $n"; return 1; }
		[ ! -s err ]
		# one move a batch: the same
		sed 's/$/\n#/' in | ttt >out 2>err
		cmp out want || { echo "stdout differs on $n, one a batch"; return 1; }
		[ ! -s err ]
	done
}

@test "edge: move() first branch: 8x8 (bitboards, the largest) beside 9x9 (LINES): cells 7 and 8, players 0 to 3, taken, after the win" {
	# X's row 7 is full at 7 6 (7 7 is X's already).  On 9 x 9 row 8 is
	# on the board, and row 7 needs 7 8 too.
	printf '%s\n' 8 '7 7 1' '8 0 1' '0 8 2' '7 7 2' '0 0 0' '0 0 3' \
	    '7 0 1' '7 1 1' '7 2 1' '7 3 1' '7 4 1' '7 5 1' '7 6 1' '0 0 2' \
	    '9' '7 7 1' '8 0 1' '0 8 2' '7 7 2' '7 0 1' '7 1 1' '7 2 1' \
	    '7 3 1' '7 4 1' '7 5 1' '7 6 1' '7 8 1' '0 0 2' >in
	both 1 "0
Invalid
Invalid
Invalid
Invalid
Invalid
0
0
0
0
0
0
1
Invalid
0
0
0
Invalid
0
0
0
0
0
0
0
1
Invalid" "ttt: $SIN:3: row is off the board (size 8)
ttt: $SIN:4: column is off the board (size 8)
ttt: $SIN:5: cell 7 7 is taken
ttt: $SIN:6: player must be 1 or 2
ttt: $SIN:7: player must be 1 or 2
ttt: $SIN:15: the game is already won
ttt: $SIN:20: cell 7 7 is taken
ttt: $SIN:29: the game is already won"
}

@test "edge: move() first branch: 3x3 cells off the board but within the bitboard's 8x8, strict turns (no open game)" {
	printf '%s\n' '0 0 1' '0 5 1' '5 0 1' '7 7 2' '2 7 2' '7 2 2' '1 1 2' >in
	both 1 $'0\nInvalid\nInvalid\nInvalid\nInvalid\nInvalid\n0' \
	    "ttt: $SIN:2: column is off the board (size 3)
ttt: $SIN:3: row is off the board (size 3)
ttt: $SIN:4: row is off the board (size 3)
ttt: $SIN:5: column is off the board (size 3)
ttt: $SIN:6: row is off the board (size 3)"
	printf '%s\n' '0 0 1' '0 1 1' '0 1 2' '' '0 0 2' >in
	both 1 $'0\nInvalid\n0\n0' "ttt: $SIN:2: player 1 moved twice in a row" -s
	both 1 $'Invalid\nInvalid\n0\n0' "ttt: $SIN:1: player 2 must move first
ttt: $SIN:2: player 2 must move first" -s --first O
}

@test "edge: reset first branch: a new game of the same small board, after a win, of another size, with K, with a rule" {
	# each game's first moves take cells the game before had taken
	printf '%s\n' 3 '0 0 1' '1 1 1' '2 2 1' '' '0 0 1' '2 2 1' 4 '3 3 1' \
	    '0 0 1' 3 '3 3 1' '0 0 1' '1 1 1' '2 2 1' '3x3 3' '0 0 1' '1 1 1' \
	    '2 2 1' '3x3 3 caro' '0 0 1' '1 1 1' '2 2 1' 8 '7 7 1' '' '7 7 1' \
	    3 '0 0 1' >in
	both 1 $'0\n0\n1\n0\n0\n0\n0\nInvalid\n0\n0\n1\n0\n0\n1\n0\n0\n1\n0\n0\n0' \
	    "ttt: $SIN:12: row is off the board (size 3)"
	both 1 $'X\nPending\nPending\nInvalid\nX\nX\nPending\nPending\nPending' \
	    "ttt: $SIN:12: row is off the board (size 3)" -g
}

# ---- the board judge: read_piece(), the live columns, K in a row ----

# bads N: "in": N x N boards, one for each column C of 0, 7, 8, 15, 16,
# 119, 120 and N - 1 below N, empty but for byte 0x01 at row R, column C
# (R 0, 1 and N - 1); "want" and "why" what ttt -b writes.
bads() {
	: >why
	awk -v n="$1" -v f="$SIN" 'BEGIN {
		split("0 7 8 15 16 119 120", cs, " ")
		cs[8] = n - 1
		line = 1
		for (i = 1; i <= 8; i++) {
			c = cs[i]
			if (c >= n || (i == 8 && c <= 120 && c != n - 1))
				continue
			for (rr = 0; rr < 3; rr++) {
				r = rr == 2 ? n - 1 : rr
				for (y = 0; y < n; y++) {
					for (x = 0; x < n; x++)
						printf "%s", y == r && x == c ? "\001" : "." >"in"
					printf "\n" >"in"
				}
				printf "\n" >"in"
				print "Invalid" >"want"
				printf "ttt: %s:%d: bad byte 0x01 at row %d, column %d\n",
				    f, line, r, c >"why"
				line += n + 1
			}
		}
	}'
}

@test "edge: read_piece words: a bad byte at the edges of 8-byte words and of the 120 cells summed in a nibble" {
	local n

	for n in 7 8 9 15 16 17 121 129; do
		bads "$n"
		ttt -b <in >out 2>err && { echo "status 0 on $n"; return 1; }
		cmp out want || { echo "stdout differs on $n"; return 1; }
		cmp err why || { echo "stderr differs on $n"; return 1; }
	done
}

@test "edge: read_piece words: X and O counted across words and past 120 cells (nibbles), in the counts' diagnostic" {
	local x o n

	# row 0: x X's, then o O's, on an n x n board, the rest empty
	for x in '2 0 8' '8 0 9' '9 0 9' '16 0 17' '17 0 17' '0 119 130' \
	    '0 120 130' '121 0 130' '7 9 16' '60 62 130' '250 0 250'; do
		read -r x o n <<<"$x"
		awk -v x="$x" -v o="$o" -v n="$n" 'BEGIN {
			for (r = 0; r < n; r++) {
				for (c = 0; c < n; c++) {
					b = "."
					if (r == 0 && c < x)
						b = "X"
					else if (r == 0 && c < x + o)
						b = "O"
					printf "%s", b
				}
				printf "\n"
			}
		}' >in
		both 1 Invalid \
		    "ttt: $SIN:1: X and O counts differ by more than one (X $x, O $o)" -b || {
			echo "$x X, $o O on $n"
			return 1
		}
	done
}

# lines N KIND C: an N x N board won by X's column C, or its diagonal or
# anti-diagonal, O's N - 1 marks beside them, on no full line.
lines() {
	awk -v n="$1" -v kind="$2" -v col="$3" 'BEGIN {
		for (r = 0; r < n; r++) {
			if (kind == "column") {
				x = col
				o = (col + 1) % n
			} else if (kind == "diagonal") {
				x = r
				o = r + 1
			} else {
				x = n - 1 - r
				o = n - 2 - r
			}
			if (r == n - 1)
				o = -1
			for (c = 0; c < n; c++)
				printf "%s", c == x ? "X" : c == o ? "O" : "."
			printf "\n"
		}
	}'
}

@test "edge: live columns: X's full column at the edges of words, its diagonals, a short row that breaks a column" {
	local n c

	for n in 8 9 16 17 65; do
		for c in 0 7 8 15 16 63 64; do
			((c < n)) || continue
			lines "$n" column "$c" >in
			both 0 "X	column $c" '' --explain -b
		done
		lines "$n" column $((n - 1)) >in
		both 0 "X	column $((n - 1))" '' --explain -b
		lines "$n" diagonal 0 >in
		both 0 $'X\tdiagonal' '' --explain -b
		lines "$n" anti 0 >in
		both 0 $'X\tanti-diagonal' '' --explain -b
		# the last column's row 1 cut short: the column is not full
		# (X N - 1, O N - 1)
		lines "$n" column $((n - 1)) | sed '2s/.$//' >in
		both 0 $'Pending\tX or O to move' '' --explain -b
		# row 0 cut short: no anti-diagonal
		lines "$n" anti 0 | sed '1s/.$//' >in
		both 0 $'Pending\tX or O to move' '' --explain -b
	done
}

# krun N K L D: an N x N board with X's run of L (K in a row: -k K) in
# direction D (row, col, diag, anti) across columns 63 and 64, and
# O's L - 1 marks on the last row, two apart.
krun() {
	awk -v n="$1" -v l="$3" -v d="$4" 'BEGIN {
		for (t = 0; t < l; t++) {
			r = d == "row" ? 5 : 5 + t
			c = d == "col" ? 64 : d == "anti" ? 66 - t : 61 + t
			x[r, c] = 1
		}
		for (t = 0; t < l - 1; t++)
			o[n - 1, 2 * t] = 1
		for (r = 0; r < n; r++) {
			for (c = 0; c < n; c++)
				printf "%s", (r, c) in x ? "X" : (r, c) in o ? "O" : "."
			printf "\n"
		}
	}'
}

@test "edge: K counters: runs of K - 1, K and K + 1 across the 64-column word, under freestyle and --exact" {
	local k d run

	for k in 2 3 7 8 9; do
		for d in row col diag anti; do
			# the run's first and last cells, as --explain names them
			case $d in
			row)	run="5 61 to 5 $((61 + k - 1))" ;;
			col)	run="5 64 to $((5 + k - 1)) 64" ;;
			diag)	run="5 61 to $((5 + k - 1)) $((61 + k - 1))" ;;
			anti)	run="5 66 to $((5 + k - 1)) $((66 - k + 1))" ;;
			esac
			# X L marks, O L - 1: O to move
			krun 80 "$k" $((k - 1)) "$d" >in
			both 0 $'Pending\tO to move' '' -b -n 80 -k "$k" --explain
			krun 80 "$k" "$k" "$d" >in
			both 0 "X	run $run" '' -b -n 80 -k "$k" --explain || {
				echo "K $k, $d"
				return 1
			}
			both 0 "X	run $run" '' -b -n 80 -k "$k" --exact --explain
			krun 80 "$k" $((k + 1)) "$d" >in
			both 0 X '' -b -n 80 -k "$k"
			both 0 $'Pending\tO to move' '' -b -n 80 -k "$k" --exact --explain
		done
	done
}

@test "edge: kb_live: runs apart, runs that share a cell, both players' runs, a run after the runs apart" {
	# -k 3 on 9 x 9; O's marks on row 8, two apart, where they make no
	# run unless one is written
	local o5='O.O.O.O.O' o4='O.O.O.O..' e='.........'

	printf '%s\n' 'XXX..XXX.' "$e" "$e" "$e" "$e" "$e" "$e" "$e" "$o5" >in
	both 1 Invalid "ttt: $SIN:1: X has winning runs that share no cell" \
	    -b -n 9 -k 3
	printf '%s\n' 'XXX......' '..X......' '..X......' "$e" "$e" "$e" \
	    "$e" "$e" "$o4" >in
	both 0 X '' -b -n 9 -k 3
	printf '%s\n' 'XXX......' "$e" "$e" "$e" "$e" "$e" "$e" "$e" \
	    'OOO......' >in
	both 1 Invalid "ttt: $SIN:1: both X and O have a winning run" -b -n 9 -k 3
	# X's runs apart first, O's run after: both
	printf '%s\n' 'XXX..XXX.' "$e" "$e" "$e" "$e" "$e" "$e" "$e" \
	    'OOO..O.O.' >in
	both 1 Invalid "ttt: $SIN:1: both X and O have a winning run" -b -n 9 -k 3
	# X's runs apart, then more of X's runs: still apart
	printf '%s\n' 'XXX..XXX.' "$e" 'XXX......' "$e" "$e" "$e" "$e" \
	    'O.O.O.O..' 'O.O.O.O..' >in
	both 1 Invalid "ttt: $SIN:1: X has winning runs that share no cell" \
	    -b -n 9 -k 3
}

# ---- --solve on 3x3, plain output: values by the position's index ----

# solved ST ARGS...: ttt --solve ARGS on "in" (the fast path where it
# applies) against --line-buffered and the lines in CRLF (the general
# path), each exiting ST with the same stdout and stderr; and -H's lines
# are the same after their prefix.
solved() {
	local st=$1

	shift
	run --separate-stderr ttt --solve "$@" <in
	[ "$status" -eq "$st" ] || { echo "status $status, want $st"; return 1; }
	printf '%s\n' "$output" >fast.out
	printf '%s\n' "$stderr" >fast.err
	run --separate-stderr ttt --solve --line-buffered "$@" <in
	[ "$status" -eq "$st" ] && [ "$output" = "$(cat fast.out)" ] &&
	    [ "$stderr" = "$(cat fast.err)" ] || { echo "--line-buffered differs"; return 1; }
	sed 's/$/\r/' in >in.crlf
	run --separate-stderr ttt --solve "$@" <in.crlf
	[ "$status" -eq "$st" ] && [ "$output" = "$(cat fast.out)" ] &&
	    [ "$stderr" = "$(cat fast.err)" ] || { echo "CRLF differs"; return 1; }
	run --separate-stderr ttt --solve -H "$@" <in
	[ "$status" -eq "$st" ] &&
	    [ "$(printf '%s\n' "$output" | sed "s/^$SIN://")" = "$(cat fast.out)" ] ||
	    { echo "-H differs"; return 1; }
}

@test "edge: --solve 3x3 values: boards of each value, decided, Invalid, a fourth row, under --first O, -k 2, --exact, renju, --nodes 1, -n 3x3 and 3x5" {
	printf 'XX.\nOO.\n...\n\n...\n...\n...\n\nX..\n...\n...\n\nO..\n...\n...\n\nXXX\nOO.\n...\n\nOOO\nXX.\nX..\n\nXOX\nXOO\nOXX\n\nXXX\nXXX\nOOO\n\nX..\n...\n...\n...\n\nXO.\n.X.\nO..\n\nX\001.\n...\n...\n\n' >in
	solved 1
	[ "$(cat fast.out)" = "Pending	X wins in 1
Pending	Draw
Pending	Draw
Pending	Draw
X	X
O	O
Draw	Draw
Invalid
Pending	Draw
Pending	X wins in 1
Invalid" ]
	solved 1 --first O
	solved 1 -k 2
	solved 1 --exact
	solved 1 --rule renju
	solved 1 --nodes 1
	[ "$(head -1 fast.out)" = "Pending	X wins in 1" ]
	solved 1 -n 3x3
	solved 1 -n 3x5
	solved 1 -b
}

@test "edge: --solve 3x3 values: boards across the end of a read, at each byte of a board, and the output buffer's end at each line" {
	local p

	for ((p = 0; p < 13; p++)); do
		boards_big "$p"
		ttt --solve -b <big >out 2>err && { echo "status 0 at $p"; return 1; }
		ttt --solve -b --line-buffered <big >out.lb 2>err.lb || :
		cmp out out.lb || { echo "stdout differs at $p"; return 1; }
		cmp err big.err || { echo "stderr differs at $p"; return 1; }
		[ "$(grep -c '^Pending	Draw$' out)" -gt 0 ] || return 1
	done
}

@test "edge: --solve 3x3 values: moves of games in one batch, a rejected move inside it, headers that repeat and change the rules, --first O, -k 2, --exact, renju, --nodes 1, -s" {
	# game 1: X wins at move 5; game 2 (a repeated header) a draw;
	# game 3 has a taken cell and a player off the board inside the
	# batch; game 4 on 4x4 (the general path), game 5 on 3x3 again
	printf '3\n0 0 1\n1 1 2\n0 1 1\n2 2 2\n0 2 1\n3\n1 1 1\n0 0 2\n2 2 1\n0 2 2\n0 1 1\n2 1 2\n1 0 1\n1 2 2\n2 0 1\n3\n1 1 1\n1 1 2\n0 0 2\n0 0 3\n2 2 1\n4\n0 0 1\n1 1 2\n3\n2 2 2\n0 0 1\n' >in
	solved 1
	[ "$(cat fast.out)" = "0	Draw
0	Draw
0	Draw
0	X wins in 1
1	X
0	Draw
0	Draw
0	Draw
0	Draw
0	Draw
0	Draw
0	Draw
0	Draw
0	Draw
0	Draw
Invalid
0	Draw
Invalid
0	Draw
0	Draw
0	Draw
0	Draw
0	O wins in 3" ]
	solved 1 --first O
	solved 1 -k 2
	solved 1 --exact
	solved 1 --nodes 1
	solved 1 -s
	printf '3x3 5 renju\n1 1 1\n0 0 2\n3x3 5 renju\n0 0 1\n' >in
	solved 0
	[ "$(cat fast.out)" = "0	Draw
0	Draw
0	Draw" ]
}

@test "edge: --solve 3x3 values: games in batches of 256 moves, a game cut by each batch's end and by the end of a read at each byte" {
	local p g

	# games of 7 moves (X wins at its 7th), a header before each
	g='3\n0 0 1\n0 1 2\n1 1 1\n2 2 2\n1 0 1\n1 2 2\n2 0 1\n'
	for ((p = 0; p < 6; p++)); do
		{ head -c "$p" /dev/zero | tr '\0' '\n'; for ((i = 0; i < 20000; i++)); do printf "$g"; done; } >in
		ttt --solve <in >out 2>err || { echo "status at $p"; return 1; }
		ttt --solve --line-buffered <in >out.lb 2>err.lb
		cmp out out.lb || { echo "stdout differs at $p"; return 1; }
		[ ! -s err ] || return 1
	done
	[ "$(tail -1 out)" = "1	X" ]
}
