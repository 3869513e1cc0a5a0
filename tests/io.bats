#!/usr/bin/env bats
# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# Files, standard input, prefixes, unreadable operands, write errors,
# closed pipes and --line-buffered.

bats_require_minimum_version 1.5.0
load test_helper

# big-moves NAME COUNT: COUNT one-move games ("0 0 1" then an empty
# line), each printing 0, then one malformed line; so any diagnostic
# besides a write error means ttt went on reading after the error.
big_moves() {
	awk -v n="$2" 'BEGIN { for (i = 0; i < n; i++) print "0 0 1\n"; print "x y z" }' \
	    >"$BATS_TEST_TMPDIR/$1"
}

# big-boards NAME COUNT: COUNT Pending 3x3 boards, then an Invalid one.
big_boards() {
	awk -v n="$2" 'BEGIN { for (i = 0; i < n; i++) print "X..\n.O.\n...\n";
	    print "XXX\nXXX\nXXX" }' >"$BATS_TEST_TMPDIR/$1"
}

# Several files

@test "with several files each result is prefixed FILE: with the name as given" {
	cd "$BATS_TEST_TMPDIR"
	mkdir sub
	put a '0 0 1\n0 1 1\n'
	put sub/b 'XXX\nOO.\n...\n'
	run -0 --separate-stderr ttt a ./sub/b "$BATS_TEST_TMPDIR/a"
	[ "$output" = "a:0
a:0
./sub/b:X
$BATS_TEST_TMPDIR/a:0
$BATS_TEST_TMPDIR/a:0" ]
	[ "$stderr" = "" ]
}

@test "files are judged in the order given" {
	cd "$BATS_TEST_TMPDIR"
	put a 'X\n'
	put b 'O\n'
	run -0 --separate-stderr ttt b a b
	[ "$output" = "b:O
a:X
b:O" ]
	[ "$stderr" = "" ]
}

@test "a board file and a move file in one run: each file's mode is detected on its own" {
	cd "$BATS_TEST_TMPDIR"
	put boards 'XXX\nOO.\n...\n\nX.O\n...\n...\n'
	put moves '0 0 1\n1 1 2\n'
	run -0 --separate-stderr ttt boards moves boards
	[ "$output" = "boards:X
boards:Pending
moves:0
moves:0
boards:X
boards:Pending" ]
	[ "$stderr" = "" ]
}

@test "a move file does not make the next file a move stream" {
	cd "$BATS_TEST_TMPDIR"
	put moves '0 0 1\n'
	put board '...\n.O.\n...\n'
	run -0 --separate-stderr ttt moves board
	[ "$output" = "moves:0
board:Pending" ]
	[ "$stderr" = "" ]
}

@test "a board file's last board without a trailing empty line ends with its file" {
	cd "$BATS_TEST_TMPDIR"
	put a 'X.\n.O\n'
	put b 'X\n'
	run -0 --separate-stderr ttt a b
	[ "$output" = "a:Pending
b:X" ]
	[ "$stderr" = "" ]
}

@test "a last line without LF is not joined to the next file's first line" {
	cd "$BATS_TEST_TMPDIR"
	put a 'X.\n.O'
	put b 'X'
	run -0 --separate-stderr ttt a b
	[ "$output" = "a:Pending
b:X" ]
	[ "$stderr" = "" ]
}

@test "a game in one file does not continue in the next" {
	cd "$BATS_TEST_TMPDIR"
	put a '0 0 1\n0 1 1\n'
	put b '0 2 1\n0 0 2\n'
	run -0 --separate-stderr ttt a b
	[ "$output" = "a:0
a:0
b:0
b:0" ]
	[ "$stderr" = "" ]
}

@test "a header's size does not carry into the next file" {
	cd "$BATS_TEST_TMPDIR"
	put a '5\n4 4 1\n'
	put b '4 4 1\n'
	run -1 --separate-stderr ttt a b
	[ "$output" = "a:0
b:Invalid" ]
	[ "$stderr" = "ttt: b:1: row is off the board (size 3)" ]
}

@test "a won game in one file does not block moves in the next" {
	cd "$BATS_TEST_TMPDIR"
	put a '1\n0 0 1\n'
	put b '0 0 2\n'
	run -0 --separate-stderr ttt a b
	[ "$output" = "a:1
b:0" ]
	[ "$stderr" = "" ]
}

@test "line numbers in diagnostics restart with each file" {
	cd "$BATS_TEST_TMPDIR"
	put a '0 0 1\n0 0 1\n'
	put b '0 0 1\n0 0 2\n'
	run -1 --separate-stderr ttt a b
	[ "$output" = "a:0
a:Invalid
b:0
b:Invalid" ]
	[ "$stderr" = "ttt: a:2: cell 0 0 is taken
ttt: b:2: cell 0 0 is taken" ]
}

@test "-m reads every file as a move stream" {
	cd "$BATS_TEST_TMPDIR"
	put moves '0 0 1\n'
	put board 'X..\n'
	run -1 --separate-stderr ttt -m moves board
	[ "$output" = "moves:0
board:Invalid" ]
	[ "$stderr" = "ttt: board:1: malformed move: expected ROW COL PLAYER" ]
}

# Prefixes

@test "-h drops the prefixes with several files" {
	cd "$BATS_TEST_TMPDIR"
	put a '0 0 1\n'
	put b 'OOO\nXX.\nX..\n'
	run -0 --separate-stderr ttt -h a b
	[ "$output" = "0
O" ]
	[ "$stderr" = "" ]
}

@test "-h keeps the file names in diagnostics" {
	cd "$BATS_TEST_TMPDIR"
	put a '0 0 1\n'
	put b '0 0 9\n'
	run -1 --separate-stderr ttt -h a b
	[ "$output" = "0
Invalid" ]
	[ "$stderr" = "ttt: b:1: player must be 1 or 2" ]
}

@test "one file gets no prefix by default" {
	cd "$BATS_TEST_TMPDIR"
	put a '0 0 1\n'
	run -0 --separate-stderr ttt a
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
}

@test "-H forces the prefix with one file" {
	cd "$BATS_TEST_TMPDIR"
	put a '0 0 1\n1 1 2\n'
	run -0 --separate-stderr ttt -H a
	[ "$output" = "a:0
a:0" ]
	[ "$stderr" = "" ]
}

@test "-H forces the prefix on standard input as (standard input):" {
	put b 'X.O\n.X.\nO.X\n'
	run -0 --separate-stderr ttt -H <"$BATS_TEST_TMPDIR/b"
	[ "$output" = "(standard input):X" ]
	[ "$stderr" = "" ]
}

# Standard input

@test "with no FILE ttt reads standard input, without a prefix" {
	put m '0 0 1\n0 1 1\n0 2 1\n'
	run -0 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
0
1" ]
	[ "$stderr" = "" ]
}

@test "- as an operand reads standard input" {
	put m '0 0 1\n'
	run -0 --separate-stderr ttt - <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
}

@test "- among files reads standard input in its place, named (standard input)" {
	cd "$BATS_TEST_TMPDIR"
	put a '0 0 1\n'
	put b 'X\n'
	put s 'O.\n.X\n'
	run -0 --separate-stderr ttt a - b <s
	[ "$output" = "a:0
(standard input):Pending
b:X" ]
	[ "$stderr" = "" ]
}

@test "diagnostics name standard input (standard input)" {
	put m '0 0 1\n3 0 2\n'
	run -1 --separate-stderr ttt <"$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
Invalid" ]
	[ "$stderr" = "ttt: (standard input):2: row is off the board (size 3)" ]
}

@test "standard input from a pipe is judged like a file" {
	run -0 --separate-stderr sh -c 'printf "O.X\n.XO\nX.O\n\nOOX\nXXO\nOX.\n" | ttt'
	[ "$output" = "X
Pending" ]
	[ "$stderr" = "" ]
}

# Files that cannot be read

@test "a missing file among good ones: the others are still judged in order, exit 2" {
	cd "$BATS_TEST_TMPDIR"
	put a '0 0 1\n'
	put b 'XO\n.X\n'
	run -2 --separate-stderr ttt a missing b
	[ "$output" = "a:0
b:X" ]
	[ "$stderr" = "ttt: missing: No such file or directory" ]
}

@test "a missing file alone: nothing on stdout, exit 2" {
	cd "$BATS_TEST_TMPDIR"
	run -2 --separate-stderr ttt missing
	[ "$output" = "" ]
	[ "$stderr" = "ttt: missing: No such file or directory" ]
}

@test "a missing file is named as given" {
	run -2 --separate-stderr ttt "$BATS_TEST_TMPDIR/no/such"
	[ "$output" = "" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/no/such: No such file or directory" ]
}

@test "a directory operand: 'ttt: DIR: Is a directory', exit 2, the others still judged" {
	cd "$BATS_TEST_TMPDIR"
	mkdir dir
	put a '0 0 1\n'
	put b 'O\n'
	run -2 --separate-stderr ttt a dir b
	[ "$output" = "a:0
b:O" ]
	[ "$stderr" = "ttt: dir: Is a directory" ]
}

@test "exit 2 wins over 1: a missing file and an Invalid board" {
	cd "$BATS_TEST_TMPDIR"
	put bad 'XXX\nXXX\n...\n'
	run -2 --separate-stderr ttt missing bad
	[ "$output" = "bad:Invalid" ]
	[ "$stderr" = "ttt: missing: No such file or directory
ttt: bad:1: X and O counts differ by more than one (X 6, O 0)" ]
}

@test "exit 2 wins over 1 whichever comes first: an Invalid move, then a missing file" {
	cd "$BATS_TEST_TMPDIR"
	put bad '0 0 3\n'
	run -2 --separate-stderr ttt bad missing
	[ "$output" = "bad:Invalid" ]
	[ "$stderr" = "ttt: bad:1: player must be 1 or 2
ttt: missing: No such file or directory" ]
}

# Empty input

@test "an empty file prints nothing, exit 0" {
	put e ''
	run -0 --separate-stderr ttt "$BATS_TEST_TMPDIR/e"
	[ "$output" = "" ]
	[ "$stderr" = "" ]
}

@test "an empty file among others prints nothing for it, even with -H" {
	cd "$BATS_TEST_TMPDIR"
	put e ''
	put a '0 0 1\n'
	run -0 --separate-stderr ttt -H e a e
	[ "$output" = "a:0" ]
	[ "$stderr" = "" ]
}

@test "an empty standard input prints nothing, exit 0" {
	run -0 --separate-stderr ttt </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "" ]
}

@test "an empty standard input through a pipe prints nothing, exit 0" {
	run -0 --separate-stderr sh -c ': | ttt -'
	[ "$output" = "" ]
	[ "$stderr" = "" ]
}

@test "a file of only empty lines and comments prints nothing, exit 0" {
	put c '\n# a comment\n\n\t# another\n\r\n'
	run -0 --separate-stderr ttt "$BATS_TEST_TMPDIR/c"
	[ "$output" = "" ]
	[ "$stderr" = "" ]
}

# Large output

@test "every result of a large input reaches a pipe, in order" {
	big_moves big 100000
	run -0 --separate-stderr sh -c 'ttt "$1" | awk "
	    \$0 != \"0\" { bad++; last = \$0 } END { print NR, bad + 0, last }"' \
	    sh "$BATS_TEST_TMPDIR/big"
	[ "$output" = "100001 1 Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/big:200001: malformed move: expected ROW COL PLAYER" ]
}

@test "a large move stream to /dev/full: exit 2 and exactly one write error line" {
	big_moves big 100000
	run -2 --separate-stderr sh -c 'ttt "$1" >/dev/full' sh "$BATS_TEST_TMPDIR/big"
	[ "$output" = "" ]
	[ "$stderr" = "ttt: write error: No space left on device" ]
}

@test "a large board stream to /dev/full: exit 2 and exactly one write error line" {
	big_boards big 100000
	run -2 --separate-stderr sh -c 'ttt "$1" >/dev/full' sh "$BATS_TEST_TMPDIR/big"
	[ "$output" = "" ]
	[ "$stderr" = "ttt: write error: No space left on device" ]
}

@test "a write error stops ttt before the later files are read" {
	cd "$BATS_TEST_TMPDIR"
	big_moves big 100000
	run -2 --separate-stderr sh -c 'ttt big missing >/dev/full'
	[ "$output" = "" ]
	[ "$stderr" = "ttt: write error: No space left on device" ]
}

@test "a write error with --line-buffered: exit 2 and exactly one write error line" {
	big_moves big 1000
	run -2 --separate-stderr sh -c 'ttt --line-buffered "$1" >/dev/full' sh "$BATS_TEST_TMPDIR/big"
	[ "$output" = "" ]
	[ "$stderr" = "ttt: write error: No space left on device" ]
}

@test "a write error exits 2 at once, however much input is left (endless input)" {
	need timeout
	run -2 --separate-stderr timeout 20 sh -c 'yes "0 0 1
" 2>/dev/null | ttt -m >/dev/full'
	[ "$output" = "" ]
	[ "$stderr" = "ttt: write error: No space left on device" ]
}

# Closed pipes

@test "ttt big | head -1 prints just the first result; ttt ends quietly by SIGPIPE" {
	big_moves big 1000000
	run -0 --separate-stderr env --default-signal=PIPE sh -c \
	    '(ttt "$1"; echo $? >"$2") | head -1' sh \
	    "$BATS_TEST_TMPDIR/big" "$BATS_TEST_TMPDIR/status"
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
	[ "$(cat "$BATS_TEST_TMPDIR/status")" = 141 ]
}

@test "ttt big | head -1 on a board stream prints just the first verdict, quietly" {
	big_boards big 300000
	run -0 --separate-stderr env --default-signal=PIPE sh -c \
	    'ttt "$1" | head -1' sh "$BATS_TEST_TMPDIR/big"
	[ "$output" = "Pending" ]
	[ "$stderr" = "" ]
}

@test "with SIGPIPE ignored, a closed pipe is one 'write error: Broken pipe' line and exit 2" {
	big_moves big 1000000
	run -0 --separate-stderr sh -c \
	    'trap "" PIPE; (ttt "$1" 2>"$2"; echo $? >"$3") | head -1' sh \
	    "$BATS_TEST_TMPDIR/big" "$BATS_TEST_TMPDIR/err" "$BATS_TEST_TMPDIR/status"
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
	[ "$(cat "$BATS_TEST_TMPDIR/err")" = "ttt: write error: Broken pipe" ]
	[ "$(cat "$BATS_TEST_TMPDIR/status")" = 2 ]
}

@test "with SIGPIPE ignored, a closed pipe on a board stream is one write error and exit 2" {
	big_boards big 300000
	run -0 --separate-stderr sh -c \
	    'trap "" PIPE; (ttt -H "$1" 2>"$2"; echo $? >"$3") | head -1' sh \
	    "$BATS_TEST_TMPDIR/big" "$BATS_TEST_TMPDIR/err" "$BATS_TEST_TMPDIR/status"
	[ "$output" = "$BATS_TEST_TMPDIR/big:Pending" ]
	[ "$stderr" = "" ]
	[ "$(cat "$BATS_TEST_TMPDIR/err")" = "ttt: write error: Broken pipe" ]
	[ "$(cat "$BATS_TEST_TMPDIR/status")" = 2 ]
}

# --line-buffered

@test "--line-buffered answers a move producer that keeps its pipe open" {
	need timeout
	cd "$BATS_TEST_TMPDIR"
	mkfifo in out
	run -0 --separate-stderr timeout 30 bash -c '
		ttt --line-buffered <in >out 2>err 3>&- &
		pid=$!
		exec 5>in 6<out
		printf "0 0 1\n" >&5
		IFS= read -r -t 10 a <&6 || { echo "no answer to move 1"; exit 3; }
		echo "$a"
		printf "0 1 1\n" >&5
		IFS= read -r -t 10 a <&6 || { echo "no answer to move 2"; exit 3; }
		echo "$a"
		printf "0 2 1\n" >&5
		IFS= read -r -t 10 a <&6 || { echo "no answer to move 3"; exit 3; }
		echo "$a"
		exec 5>&-
		cat <&6
		wait "$pid"
		echo "status $?"
		cat err'
	[ "$output" = "0
0
1
status 0" ]
	[ "$stderr" = "" ]
}

@test "--line-buffered answers a board as soon as its ending empty line arrives" {
	need timeout
	cd "$BATS_TEST_TMPDIR"
	mkfifo in out
	run -0 --separate-stderr timeout 30 bash -c '
		ttt -H --line-buffered <in >out 2>err 3>&- &
		pid=$!
		exec 5>in 6<out
		printf "X..\n.O.\n...\n\n" >&5
		IFS= read -r -t 10 a <&6 || { echo "no answer to board 1"; exit 3; }
		echo "$a"
		printf "XXX\nOO.\n...\n\n" >&5
		IFS= read -r -t 10 a <&6 || { echo "no answer to board 2"; exit 3; }
		echo "$a"
		exec 5>&-
		cat <&6
		wait "$pid"
		echo "status $?"
		cat err'
	[ "$output" = "(standard input):Pending
(standard input):X
status 0" ]
	[ "$stderr" = "" ]
}

@test "--line-buffered answers an Invalid line at once and its diagnostic goes to stderr" {
	need timeout
	cd "$BATS_TEST_TMPDIR"
	mkfifo in out
	run -0 --separate-stderr timeout 30 bash -c '
		ttt --line-buffered <in >out 2>err 3>&- &
		pid=$!
		exec 5>in 6<out
		printf "0 0 1\n" >&5
		IFS= read -r -t 10 a <&6 || { echo "no answer to move 1"; exit 3; }
		echo "$a"
		printf "0 0 2\n" >&5
		IFS= read -r -t 10 a <&6 || { echo "no answer to move 2"; exit 3; }
		echo "$a"
		exec 5>&-
		cat <&6
		wait "$pid"
		echo "status $?"
		cat err'
	[ "$output" = "0
Invalid
status 1
ttt: (standard input):2: cell 0 0 is taken" ]
	[ "$stderr" = "" ]
}

@test "--line-buffered: each diagnostic is written before its result, in one stream with the results" {
	run -1 bash -c 'printf "0 0 1\n0 0 2\n1 1 2\nx\n" | ttt --line-buffered 2>&1'
	[ "$output" = "0
ttt: (standard input):2: cell 0 0 is taken
Invalid
0
ttt: (standard input):4: malformed move: expected ROW COL PLAYER
Invalid" ]
}

@test "--line-buffered -g: a rejected line's diagnostic is written at once, before the game ends" {
	need timeout
	cd "$BATS_TEST_TMPDIR"
	mkfifo in err
	run -0 --separate-stderr timeout 30 bash -c '
		ttt -g --line-buffered <in >out 2>err 3>&- &
		pid=$!
		exec 5>in 6<err
		printf "0 0 1\n0 0 2\n" >&5
		IFS= read -r -t 10 a <&6 || { echo "no diagnostic"; exit 3; }
		echo "$a"
		echo "out: $(cat out)"
		exec 5>&-
		wait "$pid"
		echo "status $?"
		cat out'
	[ "$output" = "ttt: (standard input):2: cell 0 0 is taken
out: 
status 1
Invalid" ]
}

@test "diagnostics come in the order of their causes, across files and a file that cannot be opened" {
	cd "$BATS_TEST_TMPDIR"
	printf 'XXX\nXXX\nXXX\n\n' >a
	printf '0 0 1\n0 0 1\n' >b
	run -2 --separate-stderr ttt a missing b
	[ "$output" = "a:Invalid
b:0
b:Invalid" ]
	[ "$stderr" = "ttt: a:1: X and O counts differ by more than one (X 9, O 0)
ttt: missing: No such file or directory
ttt: b:2: cell 0 0 is taken" ]
}

@test "a diagnostic is still printed before a write error ends the run" {
	run -2 --separate-stderr bash -c 'printf "XXX\nXXX\nXXX\n\n" | ttt >/dev/full'
	[ "$output" = "" ]
	[ "$stderr" = "ttt: (standard input):1: X and O counts differ by more than one (X 9, O 0)
ttt: write error: No space left on device" ]
}

@test "a diagnostic is still printed before --show ends the run at a board too wide" {
	run -2 --separate-stderr bash -c '{ printf "XXX\nXXX\nXXX\n\n"; printf "%0201d\n" 0 | tr 0 .; } | ttt --show'
	[ "$stderr" = "ttt: (standard input):1: X and O counts differ by more than one (X 9, O 0)
ttt: (standard input):5: --show draws boards of at most 200 rows and columns" ]
}

# A live reader of --show gets a result and its picture together.
@test "--line-buffered --show: each result with its picture in one write, a result without one alone" {
	need strace
	strace -o /dev/null true 2>/dev/null || skip "ptrace is not permitted here"
	cd "$BATS_TEST_TMPDIR"
	put m '0 0 1\n1 1 2\nfoo\n'
	# (LeakSanitizer cannot run under ptrace)
	run -1 --separate-stderr env ASAN_OPTIONS=detect_leaks=0 \
	    strace -o tr -s 200 -e trace=write ttt --line-buffered --show m
	[ "$output" = $'0\n|X| | |\n| | | |\n| | | |\n\n0\n|X| | |\n| |O| |\n| | | |\n\nInvalid' ]
	[ "$stderr" = "ttt: m:3: malformed move: expected ROW COL PLAYER" ]
	# (strace pads the " = " of a short call)
	run -0 sed -n 's/^\(write(1, .*)\) *= /\1 = /p' tr
	[ "$output" = 'write(1, "0\n|X| | |\n| | | |\n| | | |\n\n", 27) = 27
write(1, "0\n|X| | |\n| |O| |\n| | | |\n\n", 27) = 27
write(1, "Invalid\n", 8) = 8' ]
}

@test "--line-buffered output is identical to normal output on files" {
	cd "$BATS_TEST_TMPDIR"
	put boards 'XXX\nOO.\n...\n\nX.O\n...\n...\n\nXXX\nXXX\nXXX\n\nXO\nOX\n'
	big_moves moves 20000
	run -1 --separate-stderr ttt boards moves
	[ "${#lines[@]}" -eq 20005 ]
	normal=$output
	normal_err=$stderr
	run -1 --separate-stderr ttt --line-buffered boards moves
	[ "$output" = "$normal" ]
	[ "$stderr" = "$normal_err" ]
	[ "$stderr" = "ttt: boards:9: X and O counts differ by more than one (X 9, O 0)
ttt: boards:13: both X and O have a full line
ttt: moves:40001: malformed move: expected ROW COL PLAYER" ]
}

# Many files

@test "1000 files as operands are each judged with a prefix, one line per file" {
	cd "$BATS_TEST_TMPDIR"
	mkdir many
	expected=
	for i in $(seq -w 0 999); do
		if [ $((10#$i % 2)) -eq 0 ]; then
			printf '0 0 1\n' >"many/f$i"
			expected="${expected}many/f$i:0"$'\n'
		else
			printf 'X\n' >"many/f$i"
			expected="${expected}many/f$i:X"$'\n'
		fi
	done
	# A low descriptor limit: a file left open would soon make open fail.
	run -0 --separate-stderr sh -c 'ulimit -n 32 && exec ttt "$@"' sh many/f*
	[ "${#lines[@]}" -eq 1000 ]
	[ "$output" = "${expected%$'\n'}" ]
	[ "$stderr" = "" ]
}
