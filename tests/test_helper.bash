# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# Loaded by every test file: puts the freshly built ttt first on PATH.
# TTT_BIN may name another build (the sanitizer one) to test instead.

TESTS_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT_DIR="$(cd "$TESTS_DIR/.." && pwd)"

if [ -n "${TTT_BIN:-}" ]; then
	BIN_DIR="$BATS_SUITE_TMPDIR/bin"
	mkdir -p "$BIN_DIR"
	ln -sf "$TTT_BIN" "$BIN_DIR/ttt"
	PATH="$BIN_DIR:$PATH"
else
	PATH="$ROOT_DIR:$PATH"
fi
export PATH

# put NAME CONTENT: writes CONTENT (printf %b) to $BATS_TEST_TMPDIR/NAME.
put() {
	printf '%b' "$2" >"$BATS_TEST_TMPDIR/$1"
}

# The tests' own make calls start afresh, as a user's would, whatever make
# runs the suite: without its -w (make -C would name the directory on
# standard output), -j or jobserver (dh_auto_test runs make -j2 test).
unset MAKEFLAGS MFLAGS MAKELEVEL

# need TOOL...: skips the test, naming the first TOOL that cannot run here:
# not on PATH, or not executable (as a tool bind-mounted over by /dev/null,
# which command -v still finds).  make test needs only a C compiler, make
# and bats; every other tool a test runs is named by need in the test's
# body or in setup(), never in a function called through run, whose skip
# ends run's subshell and not the test (tests/suite.bats checks this).
need() {
	local t p

	for t; do
		if ! p=$(command -v "$t") || [ ! -x "$p" ]; then
			skip "needs $t (not found; .ci/deps installs it)"
		fi
	done
}
