# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# make install, install-strip and uninstall: the command, ttt(1), the
# completions and the library (judge.h, libttt.a, ttt.pc, judge(3)); a
# program built with pkg-config against the installed files (judge(3)'s
# example, as C and as C++) runs, also from a tree moved elsewhere
# (--define-variable=prefix=) and from a staged one (PKG_CONFIG_SYSROOT_DIR),
# and the installed manuals render.
# run sets $output, $lines and $stderr; a test's exports are its own:
# shellcheck disable=SC2154,SC2030,SC2031
bats_require_minimum_version 1.5.0
load test_helper

setup() {
	[ -z "${TTT_BIN:-}" ] || skip "make install uses the plain build"
	P="$BATS_TEST_TMPDIR/p"
}

# installed DIR: every file and link under DIR, with its mode, sorted.
installed() {
	(cd "$1" && find . ! -type d -exec stat -c '%a %n' {} + | LC_ALL=C sort)
}

# example MAN: the C program of the EXAMPLES section of the mdoc page MAN.
example() {
	awk '/^\.Sh/ { ex = ($2 == "EXAMPLES") }
	    ex && /^\.Bd/ { on = 1; next }
	    on && /^\.Ed/ { exit }
	    on { gsub(/\\e/, "\\"); gsub(/\\&/, ""); print }' "$1"
}

# What judge(3)'s example prints: LeetCode 348's moves, then two boards.
EXAMPLE_OUT="0
0
0
0
0
0
1
X
Invalid: both X and O have a full line"

# example_runs COMPILER MAN [PKG-CONFIG-OPTION...]: builds judge(3)'s
# example from the page MAN with COMPILER (cc: as C11; c++: as C++11) and
# pkg-config's flags for ttt, in the current directory, and runs it: no
# warning, and exactly EXAMPLE_OUT.
example_runs() {
	local cc=$1 man=$2 src=example.c std=-std=c11 flags

	shift 2
	[ "$cc" = cc ] || { src=example.cc; std=-std=c++11; }
	example "$man" >"$src"
	flags=$(pkg-config "$@" --cflags --libs ttt)
	# shellcheck disable=SC2086	# pkg-config's flags are words
	run -0 --separate-stderr "$cc" "$std" -Wall -Wextra -Wpedantic \
	    -Werror -o example "$src" $flags
	[ "$stderr" = "" ]
	run -0 --separate-stderr ./example
	[ "$output" = "$EXAMPLE_OUT" ]
	[ "$stderr" = "" ]
}

@test "make install puts ttt, its manual, the completions and the library under PREFIX; make uninstall leaves no file" {
	run -0 --separate-stderr make -s -C "$ROOT_DIR" install PREFIX="$P"
	[ "$stderr" = "" ]
	run -0 installed "$P"
	[ "$output" = "644 ./include/ttt/judge.h
644 ./lib/libttt.a
644 ./lib/pkgconfig/ttt.pc
644 ./share/bash-completion/completions/ttt
644 ./share/man/man1/ttt.1
644 ./share/man/man3/judge.3
644 ./share/zsh/site-functions/_ttt
755 ./bin/ttt" ]
	cmp "$ROOT_DIR/judge.h" "$P/include/ttt/judge.h"
	cmp "$ROOT_DIR/completion/ttt.bash" "$P/share/bash-completion/completions/ttt"
	cmp "$ROOT_DIR/completion/_ttt" "$P/share/zsh/site-functions/_ttt"
	run -0 --separate-stderr make -s -C "$ROOT_DIR" uninstall PREFIX="$P"
	[ "$stderr" = "" ]
	run -0 installed "$P"
	[ "$output" = "" ]
	[ ! -e "$P/include/ttt" ]
}

@test "ttt.pc names the installed header's directory and library, and ttt's version" {
	need pkg-config
	run -0 --separate-stderr make -s -C "$ROOT_DIR" install PREFIX="$P"
	export PKG_CONFIG_PATH="$P/lib/pkgconfig"
	run -0 --separate-stderr pkg-config --cflags --libs ttt
	[ "${output% }" = "-I$P/include/ttt -L$P/lib -lttt" ]	# pkgconf ends in a space
	[ "$stderr" = "" ]
	run -0 --separate-stderr pkg-config --modversion ttt
	[ "ttt $output" = "$(ttt --version | head -n 1)" ]
}

@test "DESTDIR stages the files; ttt.pc names the directories without it" {
	need pkg-config
	d="$BATS_TEST_TMPDIR/root"
	run -0 --separate-stderr make -s -C "$ROOT_DIR" install DESTDIR="$d" \
	    PREFIX=/opt/t LIBDIR=/opt/t/lib/x86_64-linux-gnu
	[ -x "$d/opt/t/bin/ttt" ] && [ -f "$d/opt/t/include/ttt/judge.h" ]
	[ -f "$d/opt/t/lib/x86_64-linux-gnu/libttt.a" ]
	run -0 --separate-stderr pkg-config --cflags --libs \
	    "$d/opt/t/lib/x86_64-linux-gnu/pkgconfig/ttt.pc"
	[ "${output% }" = "-I/opt/t/include/ttt -L/opt/t/lib/x86_64-linux-gnu -lttt" ]
}

@test "judge(3)'s example, built with pkg-config against the installed library, plays LeetCode 348's example and judges two boards" {
	need pkg-config
	run -0 --separate-stderr make -s -C "$ROOT_DIR" install PREFIX="$P"
	cd "$BATS_TEST_TMPDIR"
	example "$P/share/man/man3/judge.3" >example.c
	grep -q '^#include <judge.h>$' example.c
	export PKG_CONFIG_PATH="$P/lib/pkgconfig"
	# shellcheck disable=SC2046	# pkg-config's flags are words
	run -0 --separate-stderr cc -std=c11 -Wall -Wextra -Wpedantic -Werror \
	    -o example example.c $(pkg-config --cflags --libs ttt)
	[ "$stderr" = "" ]
	run -0 --separate-stderr ./example
	[ "$output" = "$EXAMPLE_OUT" ]
	[ "$stderr" = "" ]
	# The page shows that output after the program.
	[ "$(sed -n '/^\$ \.\/example$/,/^\.Ed$/p' "$P/share/man/man3/judge.3" |
	    sed '1d;$d')" = "$output" ]
}

@test "judge(3)'s example also builds as C++ against the installed library: judge.h declares the judges extern \"C\"" {
	need pkg-config c++
	run -0 --separate-stderr make -s -C "$ROOT_DIR" install PREFIX="$P"
	cd "$BATS_TEST_TMPDIR"
	export PKG_CONFIG_PATH="$P/lib/pkgconfig"
	example_runs c++ "$P/share/man/man3/judge.3"
}

@test "ttt.pc names includedir and libdir from \${prefix} where they lie under PREFIX, and whole where they do not" {
	run -0 --separate-stderr make -s -C "$ROOT_DIR" install PREFIX="$P"
	v=$(ttt --version | sed -n '1s/^ttt //p')
	# shellcheck disable=SC2016	# ttt.pc's own ${...}
	tail='
Name: ttt
Description: the tic-tac-toe and m,n,k game judges of ttt
Version: '"$v"'
Cflags: -I${includedir}/ttt
Libs: -L${libdir} -lttt'
	[ "$(cat "$P/lib/pkgconfig/ttt.pc")" = "prefix=$P
includedir=\${prefix}/include
libdir=\${prefix}/lib
$tail" ]
	# Debian's: a multiarch LIBDIR under PREFIX (debian/rules)
	d="$BATS_TEST_TMPDIR/root"
	run -0 --separate-stderr make -s -C "$ROOT_DIR" install DESTDIR="$d" \
	    PREFIX=/usr LIBDIR=/usr/lib/x86_64-linux-gnu
	[ "$(cat "$d/usr/lib/x86_64-linux-gnu/pkgconfig/ttt.pc")" = "prefix=/usr
includedir=\${prefix}/include
libdir=\${prefix}/lib/x86_64-linux-gnu
$tail" ]
	# INCLUDEDIR outside PREFIX, LIBDIR only starting with its letters
	run -0 --separate-stderr make -s -C "$ROOT_DIR" install DESTDIR="$d" \
	    PREFIX=/opt/t INCLUDEDIR=/usr/include LIBDIR=/opt/tt/lib
	[ "$(cat "$d/opt/tt/lib/pkgconfig/ttt.pc")" = "prefix=/opt/t
includedir=/usr/include
libdir=/opt/tt/lib
$tail" ]
}

@test "pkg-config --define-variable=prefix= finds an installed tree moved elsewhere: judge(3)'s example builds and runs there" {
	need pkg-config
	run -0 --separate-stderr make -s -C "$ROOT_DIR" install PREFIX="$P"
	mv "$P" "$BATS_TEST_TMPDIR/moved"
	m="$BATS_TEST_TMPDIR/moved"
	cd "$BATS_TEST_TMPDIR"
	export PKG_CONFIG_PATH="$m/lib/pkgconfig"
	run -0 --separate-stderr pkg-config --cflags --libs ttt
	[ "${output% }" = "-I$P/include/ttt -L$P/lib -lttt" ]
	run -0 --separate-stderr pkg-config --define-variable=prefix="$m" \
	    --cflags --libs ttt
	[ "${output% }" = "-I$m/include/ttt -L$m/lib -lttt" ]
	[ "$stderr" = "" ]
	example_runs cc "$m/share/man/man3/judge.3" --define-variable=prefix="$m"
}

@test "pkg-config --define-variable=prefix= finds a moved tree for C++ too" {
	need pkg-config c++
	run -0 --separate-stderr make -s -C "$ROOT_DIR" install PREFIX="$P"
	mv "$P" "$BATS_TEST_TMPDIR/moved"
	m="$BATS_TEST_TMPDIR/moved"
	cd "$BATS_TEST_TMPDIR"
	export PKG_CONFIG_PATH="$m/lib/pkgconfig"
	example_runs c++ "$m/share/man/man3/judge.3" --define-variable=prefix="$m"
}

@test "PKG_CONFIG_SYSROOT_DIR finds a tree staged by DESTDIR: judge(3)'s example builds and runs against it" {
	need pkg-config
	d="$BATS_TEST_TMPDIR/root"
	run -0 --separate-stderr make -s -C "$ROOT_DIR" install DESTDIR="$d" \
	    PREFIX=/opt/t LIBDIR=/opt/t/lib/x86_64-linux-gnu
	cd "$BATS_TEST_TMPDIR"
	export PKG_CONFIG_SYSROOT_DIR="$d"
	export PKG_CONFIG_PATH="$d/opt/t/lib/x86_64-linux-gnu/pkgconfig"
	run -0 --separate-stderr pkg-config --cflags --libs ttt
	[ "${output% }" = "-I$d/opt/t/include/ttt -L$d/opt/t/lib/x86_64-linux-gnu -lttt" ]
	[ "$stderr" = "" ]
	example_runs cc "$d/opt/t/share/man/man3/judge.3"
}

@test "PKG_CONFIG_SYSROOT_DIR finds a staged tree for C++ too" {
	need pkg-config c++
	d="$BATS_TEST_TMPDIR/root"
	run -0 --separate-stderr make -s -C "$ROOT_DIR" install DESTDIR="$d" \
	    PREFIX=/opt/t LIBDIR=/opt/t/lib/x86_64-linux-gnu
	cd "$BATS_TEST_TMPDIR"
	export PKG_CONFIG_SYSROOT_DIR="$d"
	export PKG_CONFIG_PATH="$d/opt/t/lib/x86_64-linux-gnu/pkgconfig"
	example_runs c++ "$d/opt/t/share/man/man3/judge.3"
}

@test "man -M renders the installed judge(3) and ttt(1)" {
	need man
	run -0 --separate-stderr make -s -C "$ROOT_DIR" install PREFIX="$P"
	run -0 --separate-stderr env MANPAGER=cat MANWIDTH=80 \
	    man -M "$P/share/man" 3 judge
	[[ ${lines[0]} == "JUDGE(3)"*"JUDGE(3)" ]]
	[ "${lines[1]}" = NAME ]
	[[ $output == *"judge_game_move(struct judge_game *g, uint64_t row, uint64_t col,"* ]]
	run -0 --separate-stderr env MANPAGER=cat MANWIDTH=80 \
	    man -M "$P/share/man" 1 ttt
	[[ ${lines[0]} == "TTT(1)"*"TTT(1)" ]]
}

@test "make install-strip installs a stripped ttt that still judges; make install does not strip" {
	need readelf
	run -0 --separate-stderr make -s -C "$ROOT_DIR" install PREFIX="$P"
	readelf -S "$P/bin/ttt" | grep -q '\.symtab'
	run -0 --separate-stderr make -s -C "$ROOT_DIR" install-strip PREFIX="$P"
	[ "$stderr" = "" ]
	run -1 grep -q '\.symtab' <(readelf -S "$P/bin/ttt")
	run -0 --separate-stderr sh -c "printf 'XXX\nOO.\n...\n' | '$P/bin/ttt'"
	[ "$output" = X ]
	[ "$(stat -c %a "$P/bin/ttt")" = 755 ]
}
