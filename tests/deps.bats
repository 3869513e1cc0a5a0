# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# .ci/deps: what each target has installed.  make deb's mode (.ci/deps deb)
# asks for dpkg-dev, debhelper, lintian, build-essential and the
# Build-Depends that dpkg-checkbuilddeps finds unmet in debian/control,
# and for nothing else; the default mode, for every target.  Run on a PATH
# of stubs (id answering root, an apt-get that does nothing), dry (-n) or
# with nothing to install.
# shellcheck disable=SC2154	# run sets $output, $lines and $stderr
bats_require_minimum_version 1.5.0
load test_helper

setup() {
	BIN="$BATS_TEST_TMPDIR/bin"
	mkdir "$BIN"
	local u
	for u in dirname grep mktemp rm sed tail; do
		ln -s "$(command -v "$u")" "$BIN/$u"
	done
	stub id 'echo 0'
	stub apt-get
}

# stub NAME [SCRIPT]: a command NAME on the stubs' PATH that runs the sh
# SCRIPT (by default, exit 0).
stub() {
	printf '#!/bin/sh\n%s\n' "${2:-exit 0}" >"$BIN/$1"
	chmod +x "$BIN/$1"
}

# debtools: make deb's tools, build-essential installed.
debtools() {
	stub dpkg-buildpackage
	stub dh
	stub lintian
	stub dpkg-query 'echo "install ok installed"'
}

@test ".ci/deps -n deb on a machine without the package tools: dpkg-dev, debhelper, lintian, build-essential and the Build-Depends, nothing else" {
	run -1 --separate-stderr env PATH="$BIN" "$ROOT_DIR/.ci/deps" -n deb
	[ "$output" = ".ci/deps: missing: dpkg-dev debhelper lintian build-essential; Build-Depends: (not checked: no dpkg-checkbuilddeps)
.ci/deps: would run: apt-get update && apt-get install -y dpkg-dev debhelper lintian build-essential && apt-get build-dep -y $ROOT_DIR" ]
	[ "$stderr" = "" ]
}

@test ".ci/deps -n deb: the Build-Depends dpkg-checkbuilddeps finds unmet in this tree's debian/control are installed by apt-get build-dep of the tree" {
	debtools
	stub dpkg-checkbuilddeps '[ -f debian/control ] || exit 9
echo "dpkg-checkbuilddeps: error: Unmet build dependencies: zsh parallel" >&2
exit 1'
	cd "$BATS_TEST_TMPDIR"
	run -1 --separate-stderr env PATH="$BIN" "$ROOT_DIR/.ci/deps" -n deb
	[ "$output" = ".ci/deps: missing: Build-Depends: zsh parallel
.ci/deps: would run: apt-get update && apt-get build-dep -y $ROOT_DIR" ]
	[ "$stderr" = "" ]
}

@test ".ci/deps deb: with the package tools and the Build-Depends, nothing is missing, though hyperfine, valgrind and clang are not here" {
	debtools
	stub dpkg-checkbuilddeps
	run -0 --separate-stderr env PATH="$BIN" "$ROOT_DIR/.ci/deps" -n deb
	[ "$output" = ".ci/deps: nothing is missing" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr env PATH="$BIN" "$ROOT_DIR/.ci/deps" deb
	[ "$output" = "" ]
	[ "$stderr" = "" ]
}

@test ".ci/deps -n, for every target, asks for the test, lint, fuzz and bench tools as well" {
	debtools
	stub dpkg-checkbuilddeps
	run -1 --separate-stderr env PATH="$BIN" "$ROOT_DIR/.ci/deps" -n
	# libc6-dev and time are probed by their files, which this machine
	# may hold.
	[ "$(printf '%s\n' "$output" | sed 's/ libc6-dev / /; s/ time / /')" = ".ci/deps: missing: gcc make bats valgrind strace cppcheck clang-tidy mandoc parallel jq mawk coreutils bsdutils hyperfine zsh shellcheck pkgconf man-db binutils g++ clang libclang-rt-14-dev
.ci/deps: would run: apt-get update && apt-get install -y gcc make bats valgrind strace cppcheck clang-tidy mandoc parallel jq mawk coreutils bsdutils hyperfine zsh shellcheck pkgconf man-db binutils g++ clang libclang-rt-14-dev" ]
	[ "$stderr" = "" ]
}

@test ".ci/deps deb without root or sudo names the missing packages and the commands that install them, exit 1" {
	stub id 'echo 1000'
	run -1 --separate-stderr env PATH="$BIN" "$ROOT_DIR/.ci/deps" deb
	[ "$output" = "" ]
	[ "$stderr" = ".ci/deps: missing: dpkg-dev debhelper lintian build-essential; Build-Depends: (not checked: no dpkg-checkbuilddeps)
.ci/deps: cannot install them: not root, and no sudo
.ci/deps: install them as root, then run make deb again:
    apt-get update && apt-get install -y dpkg-dev debhelper lintian build-essential && apt-get build-dep -y $ROOT_DIR" ]
}

@test ".ci/deps refuses an unknown mode or option, exit 2" {
	run -2 --separate-stderr "$ROOT_DIR/.ci/deps" -n check
	[ "$output" = "" ]
	[ "$stderr" = "usage: .ci/deps [-n] [deb]" ]
}

@test "make deb runs .ci/deps deb; make check, make fuzz and make bench run .ci/deps" {
	run -0 --separate-stderr make -s -n -C "$ROOT_DIR" deb
	[ "${lines[0]}" = ".ci/deps deb" ]
	for t in check fuzz bench; do
		run -0 --separate-stderr make -s -n -C "$ROOT_DIR" "$t"
		[ "${lines[0]}" = .ci/deps ]
	done
}
