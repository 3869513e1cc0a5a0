#!/usr/bin/env bats
# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# ttt in scripts: -c (counts), -l and -L (files with and without an
# Invalid result, -l read no further than its first), -r (directories),
# -z (NUL after names), binary files and -a.

bats_require_minimum_version 1.5.0
load test_helper

SIN='(standard input)'
USAGE=$(ttt --nosuch 2>&1 | tail -n 1)
COUNTS='X and O counts differ by more than one (X 9, O 0)'

# b: X, Invalid (line 5), Pending; m: 0, Invalid (line 2), 0; g: a game
# X wins (one verdict under -g), then an Invalid one (line 9); ok: valid.
setup() {
	cd "$BATS_TEST_TMPDIR"
	put b 'XXX\nOO.\n...\n\nXXX\nXXX\nXXX\n\nX..\n...\n...\n'
	put m '0 0 1\n0 0 2\n1 1 2\n'
	put g '3\n0 0 1\n1 1 2\n0 1 1\n1 0 2\n0 2 1\n\n0 0 1\n0 0 1\n'
	put ok 'X..\n.O.\n...\n'
}

# -c

@test "-c: a board stream's counts, X O Draw Pending then Invalid, diagnostics as without -c, status 1" {
	run -1 --separate-stderr ttt -c b
	[ "$output" = "X 1 O 0 Draw 0 Pending 1 Invalid 1" ]
	[ "$stderr" = "ttt: b:5: $COUNTS" ]
	run -1 --separate-stderr ttt --count b
	[ "$output" = "X 1 O 0 Draw 0 Pending 1 Invalid 1" ]
}

@test "-c: a move stream's counts, 0 1 2 then Invalid; every word present" {
	run -1 --separate-stderr ttt -c m
	[ "$output" = "0 2 1 0 2 0 Invalid 1" ]
	[ "$stderr" = "ttt: m:2: cell 0 0 is taken" ]
	run -0 --separate-stderr ttt -c ok
	[ "$output" = "X 0 O 0 Draw 0 Pending 1 Invalid 0" ]
	[ "$stderr" = "" ]
}

@test "-c: several files, one line each, prefixed as results are: FILE: by default and with -H, none with -h" {
	run -1 --separate-stderr ttt -c b m ok
	[ "$output" = "b:X 1 O 0 Draw 0 Pending 1 Invalid 1
m:0 2 1 0 2 0 Invalid 1
ok:X 0 O 0 Draw 0 Pending 1 Invalid 0" ]
	[ "$stderr" = "ttt: b:5: $COUNTS
ttt: m:2: cell 0 0 is taken" ]
	run -1 --separate-stderr ttt -ch b m
	[ "$output" = "X 1 O 0 Draw 0 Pending 1 Invalid 1
0 2 1 0 2 0 Invalid 1" ]
	run -1 --separate-stderr ttt -cH m
	[ "$output" = "m:0 2 1 0 2 0 Invalid 1" ]
	run -1 --separate-stderr ttt -c - <m
	[ "$output" = "0 2 1 0 2 0 Invalid 1" ]
	[ "$stderr" = "ttt: $SIN:2: cell 0 0 is taken" ]
}

@test "-c -g: the games' verdicts, in the boards' words" {
	run -1 --separate-stderr ttt -c -g g m
	[ "$output" = "g:X 1 O 0 Draw 0 Pending 0 Invalid 1
m:X 0 O 0 Draw 0 Pending 0 Invalid 1" ]
	[ "$stderr" = "ttt: g:9: cell 0 0 is taken
ttt: m:2: cell 0 0 is taken" ]
}

@test "-c --json: one object per file, its name, then the same words as keys; -H still refused" {
	run -1 --separate-stderr ttt -c --json b m
	[ "$output" = '{"file":"b","X":1,"O":0,"Draw":0,"Pending":1,"Invalid":1}
{"file":"m","0":2,"1":0,"2":0,"Invalid":1}' ]
	[ "$stderr" = "ttt: b:5: $COUNTS
ttt: m:2: cell 0 0 is taken" ]
	run -1 --separate-stderr ttt -gc --json g
	[ "$output" = '{"file":"g","X":1,"O":0,"Draw":0,"Pending":0,"Invalid":1}' ]
	run -2 --separate-stderr ttt -c --json -H b
	[ "$output" = "" ]
	[ "$stderr" = "ttt: --json and -H do not go together: each object has its file
$USAGE" ]
}

@test "-c: a file with boards and move lines gets both kinds of counts, the verdicts first" {
	put mix '0 0 1\n["XXX","OO.","..."]\n1 1 2\n'
	run -0 --separate-stderr ttt -c mix
	[ "$output" = "X 1 O 0 Draw 0 Pending 0 0 2 1 0 2 0 Invalid 0" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -c --json mix
	[ "$output" = '{"file":"mix","X":1,"O":0,"Draw":0,"Pending":0,"0":2,"1":0,"2":0,"Invalid":0}' ]
}

@test "-c: a file without results gets the boards' words, or the moves' when read as a move stream without -g" {
	put e ''
	put h '3\n# a header alone\n'
	run -0 --separate-stderr ttt -c e h
	[ "$output" = "e:X 0 O 0 Draw 0 Pending 0 Invalid 0
h:0 0 1 0 2 0 Invalid 0" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr ttt -c -m e
	[ "$output" = "0 0 1 0 2 0 Invalid 0" ]
	run -0 --separate-stderr ttt -c -g h
	[ "$output" = "X 0 O 0 Draw 0 Pending 0 Invalid 0" ]
}

@test "-c wins over --explain and --show; -q prints nothing, the status and diagnostics stay" {
	run -1 --separate-stderr ttt -c --explain --show b
	[ "$output" = "X 1 O 0 Draw 0 Pending 1 Invalid 1" ]
	[ "$stderr" = "ttt: b:5: $COUNTS" ]
	run -1 --separate-stderr ttt -cq b m
	[ "$output" = "" ]
	[ "$stderr" = "ttt: b:5: $COUNTS
ttt: m:2: cell 0 0 is taken" ]
}

@test "-c: a file that cannot be opened gets no line, status 2, the next file still counted" {
	run -2 --separate-stderr ttt -c nosuch ok
	[ "$output" = "ok:X 0 O 0 Draw 0 Pending 1 Invalid 0" ]
	[ "$stderr" = "ttt: nosuch: No such file or directory" ]
}

@test "-c, -l and -L do not go together; each given twice is fine" {
	run -2 --separate-stderr ttt -c -l b
	[ "$output" = "" ]
	[ "$stderr" = "ttt: -c, -l and -L do not go together
$USAGE" ]
	run -2 --separate-stderr ttt --files-with-invalid -L b
	[ "$stderr" = "ttt: -c, -l and -L do not go together
$USAGE" ]
	run -1 --separate-stderr ttt -ll b
	[ "$output" = b ]
}

# -l and -L

@test "-l: the names of the files with an Invalid result, in order; each one's first diagnostic; status as always" {
	run -1 --separate-stderr ttt -l b ok m
	[ "$output" = "b
m" ]
	[ "$stderr" = "ttt: b:5: $COUNTS
ttt: m:2: cell 0 0 is taken" ]
	run -0 --separate-stderr ttt --files-with-invalid ok
	[ "$output" = "" ]
	[ "$stderr" = "" ]
}

@test "-L: the names of the files without an Invalid result; status 1 when some file had one, 0 when none" {
	run -1 --separate-stderr ttt -L b ok m
	[ "$output" = ok ]
	[ "$stderr" = "ttt: b:5: $COUNTS
ttt: m:2: cell 0 0 is taken" ]
	run -0 --separate-stderr ttt --files-without-invalid ok ok
	[ "$output" = "ok
ok" ]
	[ "$stderr" = "" ]
	run -1 --separate-stderr ttt -L b
	[ "$output" = "" ]
}

@test "-l and -L: -H, -h, --explain, --json and --show change nothing; -q prints nothing" {
	for o in -H -h --explain --json --show; do
		run -1 --separate-stderr ttt -l "$o" b ok m
		[ "$output" = "b
m" ]
		run -1 --separate-stderr ttt -L "$o" b ok m
		[ "$output" = ok ]
	done
	run -1 --separate-stderr ttt -lq b ok m
	[ "$output" = "" ]
	[ "$stderr" = "ttt: b:5: $COUNTS
ttt: m:2: cell 0 0 is taken" ]
	run -1 --separate-stderr ttt -Lq b ok m
	[ "$output" = "" ]
}

@test "-l -g: a file's first Invalid game lists it; a game's rejected lines have their diagnostics" {
	put g2 '3\n0 0 1\n0 0 2\n0 0 2\n\n0 0 1\n0 0 1\n'
	run -1 --separate-stderr ttt -l -g g2 ok
	[ "$output" = g2 ]
	[ "$stderr" = "ttt: g2:3: cell 0 0 is taken
ttt: g2:4: cell 0 0 is taken" ]
	run -1 --separate-stderr ttt -L -g g2 ok
	[ "$output" = ok ]
}

@test "-l and -L: a file is read no further than its first Invalid result (a later one has no diagnostic); -c reads on" {
	{
		printf 'XXX\nXXX\nXXX\n\n'
		awk 'BEGIN { for (i = 0; i < 20000; i++) print "X..\n...\n...\n" }'
		printf 'OOO\nOOO\nOOO\n'
	} >big
	run -1 --separate-stderr ttt -l big ok b
	[ "$output" = "big
b" ]
	[ "$stderr" = "ttt: big:1: $COUNTS
ttt: b:5: $COUNTS" ]
	run -1 --separate-stderr ttt -L big ok
	[ "$output" = ok ]
	[ "$stderr" = "ttt: big:1: $COUNTS" ]
	run -1 --separate-stderr ttt -c big
	[ "$output" = "X 0 O 0 Draw 0 Pending 20000 Invalid 2" ]
	[ "$stderr" = "ttt: big:1: $COUNTS
ttt: big:80005: X and O counts differ by more than one (X 0, O 9)" ]
}

@test "-l stops reading: a pipe's writer of 1000 blocks of 64 KiB after an Invalid board gets EPIPE within a few" {
	# The writer ignores SIGPIPE and counts the blocks written until a
	# write fails; if ttt read on, all 1000 would be written.
	run -1 --separate-stderr sh -c '
	    trap "" PIPE
	    blk=$(awk "BEGIN { for (i = 0; i < 4096; i++) printf \"X..\\n...\\n...\\n\\n\" }")
	    { printf "XXX\nXXX\nXXX\n\n"; i=0
	      while [ $i -lt 1000 ] && printf "%s\n\n" "$blk" 2>/dev/null; do i=$((i + 1)); done
	      echo $i >n; } | ttt -l - ok'
	[ "$output" = "$SIN" ]
	[ "$stderr" = "ttt: $SIN:1: $COUNTS" ]
	[ "$(cat n)" -lt 10 ]
	# without -l, the same writer writes every block
	run -1 --separate-stderr sh -c '
	    blk=$(awk "BEGIN { for (i = 0; i < 4096; i++) printf \"X..\\n...\\n...\\n\\n\" }")
	    { printf "XXX\nXXX\nXXX\n\n"; i=0
	      while [ $i -lt 1000 ] && printf "%s\n\n" "$blk"; do i=$((i + 1)); done
	      echo $i >n; } | ttt -c'
	[ "$output" = "X 0 O 0 Draw 0 Pending 4096000 Invalid 1" ]
	[ "$(cat n)" = 1000 ]
}

@test "-l: a board, a JSON value or a game under way when the answer came is dropped; the next file is judged afresh" {
	put p1 '3\n0 0 1\n0 0 1\n0 1 2\n'
	put p2 '1 1 1\n'
	put j1 '["XXX","XXX","XXX"]\n[\n"X..",\n'
	put q1 'XXX\nXXX\nXXX\n\nX..\n'
	run -1 --separate-stderr ttt -l p1 p2 j1 q1 ok
	[ "$output" = "p1
j1
q1" ]
	[ "$stderr" = "ttt: p1:3: cell 0 0 is taken
ttt: j1:1: $COUNTS
ttt: q1:1: $COUNTS" ]
	run -1 --separate-stderr ttt -l -g p1 p2
	[ "$output" = p1 ]
}

# -z

@test "-z: a NUL after the file name of each result, instead of the colon; diagnostics unchanged" {
	run -0 --separate-stderr sh -c 'ttt -z b m | od -An -tx1'
	[ "$output" = "$(printf 'b\0X\nb\0Invalid\nb\0Pending\nm\0%s\nm\0Invalid\nm\0%s\n' 0 0 |
	    od -An -tx1)" ]
	[ "$stderr" = "ttt: b:5: $COUNTS
ttt: m:2: cell 0 0 is taken" ]
	ttt -z --explain -H ok | od -An -tx1 >z1
	printf 'ok\0Pending\tX or O to move\n' | od -An -tx1 >z2
	cmp z1 z2
}

@test "-z: results, -c lines and -l/-L names with NUL; a name holding a newline comes through" {
	nl=$'new\nline'
	put "$nl" 'X..\n...\n...\n'
	ttt -zH "$nl" | od -An -tx1 >z1
	printf 'new\nline\0Pending\n' | od -An -tx1 >z2
	cmp z1 z2
	ttt -zc "$nl" b | od -An -tx1 >z1
	printf 'new\nline\0X 0 O 0 Draw 0 Pending 1 Invalid 0\nb\0X 1 O 0 Draw 0 Pending 1 Invalid 1\n' |
	    od -An -tx1 >z2
	cmp z1 z2
	ttt -zL "$nl" b ok | od -An -tx1 >z1
	printf 'new\nline\0ok\0' | od -An -tx1 >z2
	cmp z1 z2
	run -0 --separate-stderr sh -c 'ttt --null -l b "$1" m | od -An -tx1' sh "$nl"
	[ "$output" = "$(printf 'b\0m\0' | od -An -tx1)" ]
	[ "$stderr" = "ttt: b:5: $COUNTS
ttt: m:2: cell 0 0 is taken" ]
}

@test "-z: without a prefix nothing changes; --json keeps its escaped names" {
	run -1 --separate-stderr ttt -z m
	[ "$output" = "0
Invalid
0" ]
	run -1 --separate-stderr ttt -z --json -c m b
	[ "$output" = '{"file":"m","0":2,"1":0,"2":0,"Invalid":1}
{"file":"b","X":1,"O":0,"Draw":0,"Pending":1,"Invalid":1}' ]
}

# Binary files

@test "a binary file (a NUL in its first block): no results, one diagnostic, status 1; the next file judged" {
	printf 'XXX\nOO.\n...\n\n\0\n' >bin
	run -1 --separate-stderr ttt bin ok
	[ "$output" = "ok:Pending" ]
	[ "$stderr" = "ttt: bin: binary file, not judged" ]
	run -1 --separate-stderr ttt <bin
	[ "$output" = "" ]
	[ "$stderr" = "ttt: $SIN: binary file, not judged" ]
}

@test "-a: a binary file judged as text, its NUL a bad byte" {
	printf 'XXX\nOO.\n...\n\n\0\n' >bin
	run -1 --separate-stderr ttt -a bin ok
	[ "$output" = "bin:X
bin:Invalid
ok:Pending" ]
	[ "$stderr" = "ttt: bin:5: bad byte 0x00 at row 0, column 0" ]
	run -1 --separate-stderr ttt --text - <bin
	[ "$output" = "X
Invalid" ]
}

@test "a binary file is one Invalid result: -c counts it, -l lists it, -L does not; -q, -g, --json too" {
	printf '0 0 1\n\0' >bin
	run -1 --separate-stderr ttt -c bin ok
	[ "$output" = "bin:X 0 O 0 Draw 0 Pending 0 Invalid 1
ok:X 0 O 0 Draw 0 Pending 1 Invalid 0" ]
	[ "$stderr" = "ttt: bin: binary file, not judged" ]
	run -1 --separate-stderr ttt -c -m --json bin
	[ "$output" = '{"file":"bin","0":0,"1":0,"2":0,"Invalid":1}' ]
	run -1 --separate-stderr ttt -l bin ok
	[ "$output" = bin ]
	run -1 --separate-stderr ttt -L -g bin ok
	[ "$output" = ok ]
	[ "$stderr" = "ttt: bin: binary file, not judged" ]
	run -1 --separate-stderr ttt -q --json bin
	[ "$output" = "" ]
	[ "$stderr" = "ttt: bin: binary file, not judged" ]
	run -1 --separate-stderr ttt -ac bin
	[ "$output" = "0 1 1 0 2 0 Invalid 1" ]
	[ "$stderr" = "ttt: bin:2: malformed move: expected ROW COL PLAYER" ]
}

@test "a NUL past the first block read is a bad byte, not a binary file" {
	{ awk 'BEGIN { for (i = 0; i < 20000; i++) print "X..\n...\n...\n" }'; printf 'X\0.\n'; } >late
	run -1 --separate-stderr ttt -c late
	[ "$output" = "X 0 O 0 Draw 0 Pending 20000 Invalid 1" ]
	[ "$stderr" = "ttt: late:80001: bad byte 0x00 at row 0, column 1" ]
}

# -r

# tree: d/a (X), d/sub/c (Invalid), d/sub/b (Pending), d/z (0), links and
# a FIFO beside them.
tree() {
	mkdir -p d/sub d/empty
	put d/a 'XXX\nOO.\n...\n'
	put d/sub/c 'XXX\nXXX\nXXX\n'
	put d/sub/b 'X..\n...\n...\n'
	put d/z '0 0 1\n'
	put other 'OOO\nXX.\nX..\n'
	ln -s ../other d/link
	ln -s ../d d/sub/loop
	mkfifo d/fifo
}

@test "-r: a directory walked in strcmp order, each file named by its path; links below it and a FIFO passed over" {
	tree
	run -1 --separate-stderr ttt -r d
	[ "$output" = "d/a:X
d/sub/b:Pending
d/sub/c:Invalid
d/z:0" ]
	[ "$stderr" = "ttt: d/sub/c:1: $COUNTS" ]
	run -1 --separate-stderr ttt --recursive d/
	[ "${lines[0]}" = "d/a:X" ]
	[ "${lines[3]}" = "d/z:0" ]
}

@test "-r: a symbolic link operand to a directory is walked; a file operand read alone, unprefixed; - is standard input" {
	tree
	ln -s d dl
	run -1 --separate-stderr ttt -r dl
	[ "$output" = "dl/a:X
dl/sub/b:Pending
dl/sub/c:Invalid
dl/z:0" ]
	run -0 --separate-stderr ttt -r d/a
	[ "$output" = X ]
	run -0 --separate-stderr ttt -r d/link
	[ "$output" = O ]
	run -0 --separate-stderr ttt -r - <d/a
	[ "$output" = X ]
	run -1 --separate-stderr ttt -r d/a d/sub
	[ "$output" = "d/a:X
d/sub/b:Pending
d/sub/c:Invalid" ]
}

@test "-r without a file walks the current directory, names without ./; -h drops the prefix" {
	tree
	cd d
	run -1 --separate-stderr ttt -r
	[ "$output" = "a:X
sub/b:Pending
sub/c:Invalid
z:0" ]
	[ "$stderr" = "ttt: sub/c:1: $COUNTS" ]
	run -1 --separate-stderr ttt -rh
	[ "$output" = "X
Pending
Invalid
0" ]
}

@test "-r with -c, -l, -L, -z, --json and -q" {
	tree
	run -1 --separate-stderr ttt -rc d
	[ "$output" = "d/a:X 1 O 0 Draw 0 Pending 0 Invalid 0
d/sub/b:X 0 O 0 Draw 0 Pending 1 Invalid 0
d/sub/c:X 0 O 0 Draw 0 Pending 0 Invalid 1
d/z:0 1 1 0 2 0 Invalid 0" ]
	run -1 --separate-stderr ttt -rl d
	[ "$output" = d/sub/c ]
	run -1 --separate-stderr ttt -rL d
	[ "$output" = "d/a
d/sub/b
d/z" ]
	run -0 --separate-stderr sh -c 'ttt -rlz d | od -An -c'
	[ "$output" = "$(printf 'd/sub/c\0' | od -An -c)" ]
	run -1 --separate-stderr ttt -r --json d/sub
	[ "$output" = '{"file":"d/sub/b","line":1,"size":3,"verdict":"Pending","lines":[],"x":1,"o":0,"next":"O"}
{"file":"d/sub/c","line":1,"size":3,"verdict":"Invalid","lines":[],"x":9,"o":0,"next":null,"reason":"X and O counts differ by more than one (X 9, O 0)"}' ]
	run -1 --separate-stderr ttt -rq d
	[ "$output" = "" ]
	[ "$stderr" = "ttt: d/sub/c:1: $COUNTS" ]
}

@test "-r: a directory that cannot be read is diagnosed, status 2, and the walk goes on" {
	[ "$(id -u)" != 0 ] || skip "root reads a directory of mode 000"
	tree
	mkdir d/locked
	put d/locked/x 'XXX\nOO.\n...\n'
	chmod 000 d/locked
	run -2 --separate-stderr ttt -r d
	chmod 755 d/locked
	[ "$output" = "d/a:X
d/sub/b:Pending
d/sub/c:Invalid
d/z:0" ]
	[ "$stderr" = "ttt: d/locked: Permission denied
ttt: d/sub/c:1: $COUNTS" ]
}

@test "-r: an entry whose path is too long to open is diagnosed, status 2, and the walk goes on (also as root)" {
	local n i long
	n=$(printf 'n%.0s' $(seq 200))
	mkdir -p w
	put w/a 'XXX\nOO.\n...\n'
	put w/z 'X..\n...\n...\n'
	long=w
	(
		cd w || exit 1
		for i in $(seq 25); do mkdir "$n" && cd "$n" || exit 1; done
		printf 'XXX\nXXX\nXXX\n' >f
	)
	# the first path past PATH_MAX (4096 bytes)
	for i in $(seq 25); do
		long=$long/$n
		[ "${#long}" -lt 4096 ] || break
	done
	run -2 --separate-stderr ttt -r w
	[ "$output" = "w/a:X
w/z:Pending" ]
	[ "$stderr" = "ttt: $long: File name too long" ]
}

@test "without -r a directory operand is a file that cannot be read, status 2; the next file judged" {
	tree
	run -2 --separate-stderr ttt d ok
	[ "$output" = "ok:Pending" ]
	[ "$stderr" = "ttt: d: Is a directory" ]
	run -2 --separate-stderr ttt -c d ok
	[ "$output" = "ok:X 0 O 0 Draw 0 Pending 1 Invalid 0" ]
	run -2 --separate-stderr ttt -L d ok
	[ "$output" = ok ]
}
