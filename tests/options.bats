#!/usr/bin/env bats
# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# Command-line options: --help, --version, usage errors, -n, --first,
# long forms, -q, and which of conflicting options wins.

bats_require_minimum_version 1.5.0
load test_helper

USAGE='usage: ttt [-abgHhmqrsz] [-c | -L | -l] [-k win] [-n size] [--exact] [--explain | --json] [--first X|O] [--line-buffered] [--nodes N] [--rule rule] [--show] [--solve] [--solve-memory size] [--turn X|O] [file ...]'

# --help and --version

@test "--help prints to stdout, starting with the usage line, and exits 0" {
	run -0 --separate-stderr ttt --help
	[ "${output%%$'\n'*}" = "$USAGE" ]
	[ "${#lines[@]}" -gt 1 ]
	[ "$stderr" = "" ]
}

@test "--help ignores the operands and reads no input" {
	run -0 --separate-stderr ttt --help no-such-file
	[ "${lines[0]}" = "$USAGE" ]
	[ "$stderr" = "" ]
}

@test "--version prints 'ttt 1.1.0' and the licence to stdout and exits 0" {
	run -0 --separate-stderr ttt --version
	[ "$output" = "ttt 1.1.0
Copyright (c) 2026 the ttt authors; ISC licence, no warranty." ]
	[ "$stderr" = "" ]
}

@test "--help exits 2 with a write error when stdout is full" {
	run -2 --separate-stderr sh -c 'ttt --help >/dev/full'
	[ "$output" = "" ]
	[ "$stderr" = "ttt: write error: No space left on device" ]
}

@test "--version exits 2 with a write error when stdout is full" {
	run -2 --separate-stderr sh -c 'ttt --version >/dev/full'
	[ "$output" = "" ]
	[ "$stderr" = "ttt: write error: No space left on device" ]
}

# Bad options

@test "an unknown short option prints getopt's message and the usage line, exit 2" {
	put m '0 0 1\n'
	run -2 --separate-stderr ttt -y "$BATS_TEST_TMPDIR/m"
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid option -- 'y'
$USAGE" ]
}

@test "getopt's messages start ttt: however ttt was invoked (./ttt, a full path)" {
	bin=$(command -v ttt)
	cd "$(dirname "$bin")"
	run -2 --separate-stderr ./ttt -y
	[ "$stderr" = "ttt: invalid option -- 'y'
$USAGE" ]
	run -2 --separate-stderr "$bin" --size
	[ "$stderr" = "ttt: option '--size' requires an argument
$USAGE" ]
}

@test "an unknown long option prints getopt's message and the usage line, exit 2" {
	put m '0 0 1\n'
	run -2 --separate-stderr ttt --nope "$BATS_TEST_TMPDIR/m"
	[ "$output" = "" ]
	[ "$stderr" = "ttt: unrecognized option '--nope'
$USAGE" ]
}

@test "a long option without an argument given one is a usage error" {
	put m '0 0 1\n'
	run -2 --separate-stderr ttt --board=yes "$BATS_TEST_TMPDIR/m"
	[ "$output" = "" ]
	[ "$stderr" = "ttt: option '--board' doesn't allow an argument
$USAGE" ]
}

# -n

@test "-n 0 is an invalid board size" {
	run -2 --separate-stderr ttt -n 0 </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid board size: '0'
$USAGE" ]
}

@test "-n -1 is an invalid board size (digits only)" {
	run -2 --separate-stderr ttt -n -1 </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid board size: '-1'
$USAGE" ]
}

@test "-n +3 is an invalid board size (digits only, no sign)" {
	run -2 --separate-stderr ttt -n +3 </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid board size: '+3'
$USAGE" ]
}

@test "-n abc is an invalid board size" {
	run -2 --separate-stderr ttt -n abc </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid board size: 'abc'
$USAGE" ]
}

@test "-n 3x is an invalid board size (trailing garbage)" {
	run -2 --separate-stderr ttt -n 3x </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid board size: '3x'
$USAGE" ]
}

@test "-n ' 3' is an invalid board size (no blanks)" {
	run -2 --separate-stderr ttt -n ' 3' </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid board size: ' 3'
$USAGE" ]
}

@test "-n '' is an invalid board size" {
	run -2 --separate-stderr ttt -n '' </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid board size: ''
$USAGE" ]
}

@test "-n 99999999999999999999 (beyond 64 bits) is an invalid board size" {
	run -2 --separate-stderr ttt -n 99999999999999999999 </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid board size: '99999999999999999999'
$USAGE" ]
}

@test "-n 9223372036854775808 (2^63) is an invalid board size" {
	run -2 --separate-stderr ttt -n 9223372036854775808 </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid board size: '9223372036854775808'
$USAGE" ]
}

@test "-n 18446744073709551616 (2^64) is an invalid board size" {
	run -2 --separate-stderr ttt -n 18446744073709551616 </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid board size: '18446744073709551616'
$USAGE" ]
}

@test "-n with no argument prints getopt's message and the usage line, exit 2" {
	run -2 --separate-stderr ttt -n </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: option requires an argument -- 'n'
$USAGE" ]
}

@test "--size with no argument prints getopt's message and the usage line, exit 2" {
	run -2 --separate-stderr ttt --size </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: option '--size' requires an argument
$USAGE" ]
}

@test "-n 9223372036854775807 (2^63-1) is accepted" {
	put m '0 0 1\n9223372036854775806 9223372036854775806 2\n'
	run -0 --separate-stderr ttt -n 9223372036854775807 "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
0" ]
	[ "$stderr" = "" ]
}

@test "-n 1 is accepted: one move wins a 1x1 board" {
	put m '0 0 2\n'
	run -0 --separate-stderr ttt -n 1 "$BATS_TEST_TMPDIR/m"
	[ "$output" = "2" ]
	[ "$stderr" = "" ]
}

@test "-n accepts leading zeros" {
	put m '3 3 1\n'
	run -0 --separate-stderr ttt -n 0004 "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
}

@test "-n sets the board size of move streams" {
	put m '3 3 1\n'
	run -0 --separate-stderr ttt -n 4 "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
}

@test "the default board size is 3" {
	put m '2 2 1\n3 3 1\n'
	run -1 --separate-stderr ttt "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:2: row is off the board (size 3)" ]
}

@test "a header overrides -n" {
	put m '5\n4 4 1\n'
	run -0 --separate-stderr ttt -n 2 "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
}

@test "the last -n wins" {
	put m '3 3 1\n'
	run -0 --separate-stderr ttt -n 2 -n 4 "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
}

# --first

@test "--first Z is a usage error" {
	run -2 --separate-stderr ttt --first Z </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid first player: 'Z' (X or O)
$USAGE" ]
}

@test "--first '' is a usage error" {
	run -2 --separate-stderr ttt --first '' </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid first player: '' (X or O)
$USAGE" ]
}

@test "--first XO is a usage error" {
	run -2 --separate-stderr ttt --first XO </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid first player: 'XO' (X or O)
$USAGE" ]
}

@test "--first with no argument prints getopt's message and the usage line, exit 2" {
	run -2 --separate-stderr ttt --first </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: option '--first' requires an argument
$USAGE" ]
}

@test "--first x is accepted and means X moves first" {
	put m '0 0 2\n'
	run -1 --separate-stderr ttt -s --first x "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: player 1 must move first" ]
}

@test "--first X is accepted and means X moves first" {
	put m '0 0 2\n'
	run -1 --separate-stderr ttt -s --first X "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: player 1 must move first" ]
}

@test "--first o is accepted and means O moves first" {
	put m '0 0 1\n'
	run -1 --separate-stderr ttt -s --first o "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: player 2 must move first" ]
}

@test "--first=O is accepted and checks boards too" {
	put b 'X..\n...\n...\n'
	run -1 --separate-stderr ttt --first=O "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:1: X has more marks than O, but O moves first" ]
}

@test "the last --first wins" {
	put m '0 0 1\n'
	run -0 --separate-stderr ttt -s --first O --first X "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
}

# Long options work as their short forms

@test "--board works as -b" {
	put m '0 0 1\n'
	run -1 --separate-stderr ttt --board "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: bad byte '0' (0x30) at row 0, column 0" ]
	run -1 --separate-stderr ttt -b "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: bad byte '0' (0x30) at row 0, column 0" ]
}

@test "--moves works as -m" {
	put b 'XO.\n'
	run -1 --separate-stderr ttt --moves "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:1: malformed move: expected ROW COL PLAYER" ]
	run -1 --separate-stderr ttt -m "$BATS_TEST_TMPDIR/b"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:1: malformed move: expected ROW COL PLAYER" ]
}

@test "--size N works as -n N" {
	put m '3 3 1\n'
	run -0 --separate-stderr ttt --size 4 "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt --size=4 "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -n4 "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
}

@test "--size rejects a bad size as -n does" {
	run -2 --separate-stderr ttt --size=0 </dev/null
	[ "$output" = "" ]
	[ "$stderr" = "ttt: invalid board size: '0'
$USAGE" ]
}

@test "--quiet works as -q" {
	put m '0 0 1\n0 0 2\n'
	run -1 --separate-stderr ttt --quiet "$BATS_TEST_TMPDIR/m"
	[ "$output" = "" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:2: cell 0 0 is taken" ]
}

@test "--strict works as -s" {
	put m '0 0 1\n0 1 1\n'
	run -1 --separate-stderr ttt --strict "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:2: player 1 moved twice in a row" ]
	run -1 --separate-stderr ttt -s "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:2: player 1 moved twice in a row" ]
}

@test "without -s a player may move twice in a row" {
	put m '0 0 1\n0 1 1\n'
	run -0 --separate-stderr ttt "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0
0" ]
	[ "$stderr" = "" ]
}

@test "--with-filename works as -H" {
	cd "$BATS_TEST_TMPDIR"
	put m '0 0 1\n'
	run -0 --separate-stderr ttt --with-filename m
	[ "$output" = "m:0" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -H m
	[ "$output" = "m:0" ]
	[ "$stderr" = "" ]
}

@test "--no-filename works as -h" {
	cd "$BATS_TEST_TMPDIR"
	put m '0 0 1\n'
	put n '0 0 2\n'
	run -0 --separate-stderr ttt --no-filename m n
	[ "$output" = "0
0" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -h m n
	[ "$output" = "0
0" ]
	[ "$stderr" = "" ]
}

@test "short options can be bundled" {
	cd "$BATS_TEST_TMPDIR"
	put m '0 0 1\n0 1 1\n'
	run -1 --separate-stderr ttt -Hsmn4 m
	[ "$output" = "m:0
m:Invalid" ]
	[ "$stderr" = "ttt: m:2: player 1 moved twice in a row" ]
}

@test "-- ends the options: a later -b is a file name" {
	cd "$BATS_TEST_TMPDIR"
	put -b '0 0 1\n'
	run -0 --separate-stderr ttt -- -b
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
}

# -q

@test "-q prints nothing and exits 0 when everything is valid" {
	put m '0 0 1\n0 1 1\n0 2 1\n'
	run -0 --separate-stderr ttt -q "$BATS_TEST_TMPDIR/m"
	[ "$output" = "" ]
	[ "$stderr" = "" ]
}

@test "-q prints nothing but exits 1 and keeps the diagnostic when a board is Invalid" {
	put b 'XXX\nXXX\n...\n'
	run -1 --separate-stderr ttt -q "$BATS_TEST_TMPDIR/b"
	[ "$output" = "" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/b:1: X and O counts differ by more than one (X 6, O 0)" ]
}

@test "-q prints nothing but exits 2 and keeps the message when a file is missing" {
	cd "$BATS_TEST_TMPDIR"
	put m '0 0 1\n'
	run -2 --separate-stderr ttt -q missing m
	[ "$output" = "" ]
	[ "$stderr" = "ttt: missing: No such file or directory" ]
}

@test "-q writes nothing, so a full stdout is no error" {
	put m '0 0 1\n'
	run -0 --separate-stderr sh -c 'ttt -q "$1" >/dev/full' sh "$BATS_TEST_TMPDIR/m"
	[ "$output" = "" ]
	[ "$stderr" = "" ]
}

# Conflicting options: the last one wins

@test "-b then -m reads a move stream (the last wins)" {
	put m '0 0 1\n'
	run -0 --separate-stderr ttt -b -m "$BATS_TEST_TMPDIR/m"
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
}

@test "-m then -b reads a board stream (the last wins)" {
	put m '0 0 1\n'
	run -1 --separate-stderr ttt -m -b "$BATS_TEST_TMPDIR/m"
	[ "$output" = "Invalid" ]
	[ "$stderr" = "ttt: $BATS_TEST_TMPDIR/m:1: bad byte '0' (0x30) at row 0, column 0" ]
}

@test "--moves then --board reads a board stream (the last wins)" {
	put b 'XX\nO.\n'
	run -0 --separate-stderr ttt --moves --board "$BATS_TEST_TMPDIR/b"
	[ "$output" = "X" ]
	[ "$stderr" = "" ]
}

@test "-H then -h drops the prefix (the last wins)" {
	cd "$BATS_TEST_TMPDIR"
	put m '0 0 1\n'
	put n '0 0 2\n'
	run -0 --separate-stderr ttt -H -h m n
	[ "$output" = "0
0" ]
	[ "$stderr" = "" ]
}

@test "-h then -H forces the prefix with one file (the last wins)" {
	cd "$BATS_TEST_TMPDIR"
	put m '0 0 1\n'
	run -0 --separate-stderr ttt -h -H m
	[ "$output" = "m:0" ]
	[ "$stderr" = "" ]
}

@test "--with-filename then --no-filename drops the prefix (the last wins)" {
	cd "$BATS_TEST_TMPDIR"
	put m '0 0 1\n'
	run -0 --separate-stderr ttt --with-filename --no-filename m
	[ "$output" = "0" ]
	[ "$stderr" = "" ]
}
