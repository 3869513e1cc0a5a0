# The README's first command: make demo judges the shipped examples.
bats_require_minimum_version 1.5.0
load test_helper

@test "make demo judges every shipped example and succeeds" {
	[ -z "${TTT_BIN:-}" ] || skip "make demo uses the plain build"
	run -0 --separate-stderr make -s -C "$ROOT_DIR" demo
	[ "${lines[0]}" = "examples/boards.txt:X" ]
	[ "${lines[2]}" = "examples/boards.txt:Pending" ]
	[ "$(printf '%s\n' "${lines[@]}" | grep -c '^examples/gomoku.txt:1$')" -eq 2 ]
	[ "${lines[${#lines[@]} - 1]}" = "Invalid	row 1 is longer than the board (2)" ]
	[ "$stderr" = "ttt: examples/invalid.txt:2: X and O counts differ by more than one (X 6, O 3)
ttt: examples/invalid.txt:6: O moved after X had won
ttt: examples/invalid.txt:10: row 1 is longer than the board (2)" ]
}

@test "make install puts ttt (755) and ttt.1 (644) under DESTDIR, PREFIX and MANPREFIX; uninstall removes them" {
	[ -z "${TTT_BIN:-}" ] || skip "make install uses the plain build"
	d="$BATS_TEST_TMPDIR/root"
	run -0 --separate-stderr make -s -C "$ROOT_DIR" install DESTDIR="$d" \
	    PREFIX=/opt/t MANPREFIX=/opt/man
	[ "$(stat -c %a "$d/opt/t/bin/ttt")" = 755 ]
	[ "$(stat -c %a "$d/opt/man/man1/ttt.1")" = 644 ]
	run -0 --separate-stderr "$d/opt/t/bin/ttt" --version
	[ "$output" = "ttt 1.0.0" ]
	run -0 --separate-stderr make -s -C "$ROOT_DIR" uninstall DESTDIR="$d" \
	    PREFIX=/opt/t MANPREFIX=/opt/man
	[ ! -e "$d/opt/t/bin/ttt" ] && [ ! -e "$d/opt/man/man1/ttt.1" ]
}
