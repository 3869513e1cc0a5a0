# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# The suite itself: make test needs a C compiler, make and bats, and every
# test that runs another tool skips, naming it, where the tool cannot run
# (need, in tests/test_helper.bash; tests/needs.awk finds the tests that
# run a tool without it).
# shellcheck disable=SC2154	# run sets $output, $lines and $stderr
bats_require_minimum_version 1.5.0
load test_helper

# The tools the suite may run beyond a C compiler, make, bats and the
# POSIX utilities: what .ci/deps installs for it, and what a C++ build or
# make deb would use.
OPTIONAL='zsh parallel mandoc pkg-config dpkg-buildpackage lintian hyperfine
jq shellcheck strace valgrind man readelf script timeout c++ g++ clang
/usr/bin/time'

# needs FILE...: what tests/needs.awk reports on FILE..., after the helper.
needs() {
	awk -v tools="$(printf '%s' "$OPTIONAL" | tr '\n' ' ')" \
	    -f "$TESTS_DIR/needs.awk" "$TESTS_DIR/test_helper.bash" "$@"
}

@test "need skips a test, naming the tool, that is not on PATH or cannot run (as over /dev/null); in setup() it skips each test" {
	cd "$BATS_TEST_TMPDIR"
	mkdir bin
	: >bin/masked	# found by command -v, but not executable
	printf '%s\n' "load '$TESTS_DIR/test_helper'" \
	    '@test "missing" { need sh no-such-tool; false; }' \
	    '@test "masked" { need masked; false; }' \
	    '@test "present" { need sh awk; }' >body.bats
	printf '%s\n' "load '$TESTS_DIR/test_helper'" \
	    'setup() { need no-such-tool; }' \
	    '@test "one" { false; }' '@test "two" { false; }' >setup.bats
	PATH="$BATS_TEST_TMPDIR/bin:$PATH" run -0 --separate-stderr \
	    "$BATS_ROOT/bin/bats" --tap body.bats setup.bats
	[ "$output" = "1..5
ok 1 missing # skip needs no-such-tool (not found; .ci/deps installs it)
ok 2 masked # skip needs masked (not found; .ci/deps installs it)
ok 3 present
ok 4 one # skip needs no-such-tool (not found; .ci/deps installs it)
ok 5 two # skip needs no-such-tool (not found; .ci/deps installs it)" ]
	[ "$stderr" = "" ]
}

# This file and deps.bats are left out: they run none of the tools, but
# name them as data (test files here; stubs and .ci/deps's messages there).
@test "every test that runs a tool besides a C compiler, make and bats calls need for it first, in its body or setup()" {
	local f files=()

	for f in "$TESTS_DIR"/*.bats "$TESTS_DIR"/check/*.bats; do
		case ${f##*/} in
		suite.bats | deps.bats) ;;
		*) files+=("$f") ;;
		esac
	done
	[ "${#files[@]}" -gt 20 ]
	run -0 --separate-stderr needs "${files[@]}"
	[ "$output" = "" ]
	[ "$stderr" = "" ]
}

# The check itself, on the form of the three zsh tests that failed without
# zsh: skip in a function that run calls ends run's subshell, not the test.
# It errs on the safe side: a tool's name as a word counts, in a string too.
# (The test files' lines start with |, so that bats reads no test in them.)
@test "needs.awk names a test that runs a tool through a function called by run, and each test of a setup() that runs one, unless need names it there" {
	cd "$BATS_TEST_TMPDIR"
	sed 's/^|//' >a.bats <<'END'
|zcomp() {
|	command -v zsh >/dev/null || skip "no zsh"
|	(cd /tmp && timeout 60 zsh x.zsh "$1")
|}
|jqof() { printf '%s\n' "$1" | jq -c .; }
|@test "zsh through run" {
|	run -0 zcomp 'ttt -'
|}
|@test "zsh with need" {
|	need zsh timeout
|	run -0 zcomp 'ttt -'
|}
|@test "jq in a pipe" {
|	[ "$(ttt --json x | jq -r .file)" = x ]
|}
|@test "jq through a helper; awk's c++ is no C++ compiler" {
|	need jq
|	run -0 jqof '{}'
|	awk 'BEGIN { for (c = 0; c < 3; c++) print c }'
|}
|# jq in a comment
|@test "jq as a word, even in a string" {
|	[ "$(echo jq)" = jq ]
|}
END
	sed 's/^|//' >b.bats <<'END'
|setup() {
|	parallel --version
|}
|@test "one" {
|	true
|}
|@test "two" {
|	need parallel
|}
END
	run -0 --separate-stderr needs a.bats b.bats
	[ "$output" = "a.bats: zsh through run: zsh
a.bats: zsh through run: timeout
a.bats: jq in a pipe: jq
a.bats: jq as a word, even in a string: jq
b.bats: one: parallel" ]
	[ "$stderr" = "" ]
}
