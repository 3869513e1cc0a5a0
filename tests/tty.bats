# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# A terminal answers each line as it is entered: with standard output a
# terminal ttt line-buffers its output, as grep does; with a pipe or a file
# it keeps its buffering, and the output is the same.
#
# The terminal is a pty from script(1) (util-linux).  Its input comes from
# a fifo kept open; each line is written only once the answer to the one
# before is in script's output file, waited for by a bounded poll.
# shellcheck disable=SC2154	# run sets $output and $stderr
bats_require_minimum_version 1.5.0
load test_helper

# A generous bound on each wait: the sanitizer build is slow to start.
WAIT_SECONDS=30

setup() {
	cd "$BATS_TEST_TMPDIR" || return
	mkfifo in
	: >out
	pid=
}

teardown() {
	exec 5>&-
	if [ -n "$pid" ]; then
		kill "$pid" 2>/dev/null || true
		wait "$pid" 2>/dev/null || true
	fi
}

# start CMD: runs CMD (a shell command line) under script(1) on a pty, its
# input the fifo "in", held open on descriptor 5, and its terminal's output
# (lines ending \r\n) in "out".  The terminal's echo is turned off first,
# and "ready" printed, so that "out" holds just what CMD prints.
start() {
	local end=$((SECONDS + WAIT_SECONDS))
	SHELL=/bin/sh timeout 120 script -qfec "stty -echo && echo ready && exec $1" \
	    /dev/null <in >out 2>&1 3>&- &
	pid=$!
	exec 5>in
	until [ "$(head -n 1 out | tr -d '\r')" = ready ]; do
		[ "$SECONDS" -lt "$end" ] || { echo "the pty never got ready"; return 1; }
		sleep 0.05
	done
}

# answers: what CMD printed so far (ttt's answers, and its diagnostics).
answers() {
	tr -d '\r' <out | sed 1d
}

# enter LINE WANT: types LINE, then waits until the answers so far are
# WANT (at most WAIT_SECONDS, polling), with the input still open.
enter() {
	local end=$((SECONDS + WAIT_SECONDS))
	printf '%s\n' "$1" >&5
	until [ "$(answers)" = "$2" ]; do
		if [ "$SECONDS" -ge "$end" ]; then
			echo "no answer to '$1' while the input is open:"
			echo "want: $(printf '%s' "$2" | tr '\n' ' ')"
			echo "got:  $(answers | tr '\n' ' ')"
			return 1
		fi
		sleep 0.05
	done
}

# finish: closes the input and waits for script, which ends with ttt's
# exit status (script -e).
finish() {
	exec 5>&-
	local rc=0
	wait "$pid" || rc=$?
	pid=
	return "$rc"
}

# Needs ttt.c to line-buffer when isatty(STDOUT_FILENO): fails until then.
@test "on a terminal, ttt answers each move as it is entered, with no option [needs ttt.c's isatty line buffering]" {
	need script timeout
	start ttt
	enter '0 0 1' '0'
	enter '1 1 2' '0
0'
	enter '0 1 1' '0
0
0'
	enter '2 2 2' '0
0
0
0'
	enter '0 2 1' '0
0
0
0
1'
	finish
	[ "$(answers)" = "0
0
0
0
1" ]
}

@test "on a terminal, ttt answers a board once its ending empty line is entered [needs ttt.c's isatty line buffering]" {
	need script timeout
	start ttt
	printf 'XXX\nOO.\n' >&5
	enter '...' ''
	enter '' 'X'
	printf 'XO.\n...\n' >&5
	enter '...' 'X'
	enter '' 'X
Pending'
	finish
}

# The harness itself: --line-buffered answers at once today, so a failure
# above is ttt's buffering, not the pty, the fifo or the poll.
@test "on a terminal, ttt --line-buffered answers each move as it is entered" {
	need script timeout
	start 'ttt --line-buffered'
	enter '0 0 1' '0'
	enter '1 1 2' '0
0'
	finish
	[ "$(answers)" = "0
0" ]
}

@test "on a terminal, ttt --line-buffered answers an Invalid move at once; exit status 1" {
	need script timeout
	start 'ttt --line-buffered 2>err'
	enter '0 0 1' '0'
	enter '0 0 2' '0
Invalid'
	rc=0
	finish || rc=$?
	[ "$rc" -eq 1 ]
	[ "$(cat err)" = "ttt: (standard input):2: cell 0 0 is taken" ]
}

@test "with standard output a pipe or a file, the answers are the same, in order" {
	printf '0 0 1\n1 1 2\n0 1 1\n2 2 2\n0 2 1\n' >moves
	printf 'XXX\nOO.\n...\n\nXO.\n...\n...\n' >boards
	run -0 --separate-stderr sh -c 'ttt <moves | cat'
	[ "$output" = "0
0
0
0
1" ]
	[ "$stderr" = "" ]
	ttt <moves >file
	[ "$(cat file)" = "$output" ]
	run -0 --separate-stderr sh -c 'ttt <boards | cat'
	[ "$output" = "X
Pending" ]
	ttt <boards >file
	[ "$(cat file)" = "$output" ]
}

@test "on a terminal, all answers arrive when the input ends, and match a pipe's" {
	need script timeout
	printf '0 0 1\n1 1 2\n0 1 1\n2 2 2\n0 2 1\n' >moves
	SHELL=/bin/sh run -0 timeout 60 script -qfec 'ttt moves' /dev/null </dev/null
	[ "$(printf '%s\n' "$output" | tr -d '\r')" = "$(ttt moves | cat)" ]
}

@test "on a terminal, a diagnostic is shown at once, before its Invalid answer" {
	need script timeout
	start ttt
	enter '0 0 1' '0'
	enter '0 0 2' '0
ttt: (standard input):2: cell 0 0 is taken
Invalid'
	rc=0
	finish || rc=$?
	[ "$rc" -eq 1 ]
}

@test "on a terminal, -g shows a rejected line's diagnostic at once, before the game's verdict" {
	need script timeout
	start 'ttt -g'
	enter '0 0 1' ''
	enter '0 0 2' 'ttt: (standard input):2: cell 0 0 is taken'
	enter '' 'ttt: (standard input):2: cell 0 0 is taken
Invalid'
	rc=0
	finish || rc=$?
	[ "$rc" -eq 1 ]
}
