# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# Shell completion (completion/): bash's function driven through
# COMP_WORDS and COMP_CWORD, zsh's through an interactive zsh in a pseudo
# terminal (tests/zcomplete.zsh); both must offer exactly the options
# ttt --help lists.
# shellcheck disable=SC2154	# run sets $output, $lines and $stderr
bats_require_minimum_version 1.5.0
load test_helper

BASHCOMP="$ROOT_DIR/completion/ttt.bash"
ZSHDIR="$ROOT_DIR/completion"

# bashcomp WORD...: sources the bash completion, completes the last WORD
# of the command line WORD... in $BATS_TEST_TMPDIR, and prints COMPREPLY,
# one reply a line.
bashcomp() {
	bash -c 'cd "$BATS_TEST_TMPDIR" && . "$1" && shift &&
	    COMP_WORDS=("$@") && COMP_CWORD=$(($# - 1)) && _ttt &&
	    printf "%s\n" "${COMPREPLY[@]}"' bashcomp "$BASHCOMP" "$@"
}

# zshcomp LINE: the matches zsh offers for LINE then a tab, one a line.
zshcomp() {
	(cd "$BATS_TEST_TMPDIR" &&
	    timeout 60 zsh "$TESTS_DIR/zcomplete.zsh" "$ZSHDIR" "$1")
}

# helpopts: every option ttt --help lists, short and long, sorted.
helpopts() {
	ttt --help |
	    sed -n 's/^ \{2,6\}\(-[[:alpha:]], \)\{0,1\}\(--[a-z-]*\).*/\1\2/p' |
	    tr -d , | tr ' ' '\n' | sed '/^$/d' | LC_ALL=C sort
}

@test "bash: --rule then a space offers the five rules, in --help's order" {
	run -0 --separate-stderr bashcomp ttt --rule ''
	[ "$output" = "freestyle
exact
renju
caro
caro-exact" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr bashcomp ttt -g --rule r
	[ "$output" = renju ]
}

@test "bash: --rule=, split at = as bash splits it or whole, offers the rules" {
	run -0 --separate-stderr bashcomp ttt --rule = c
	[ "$output" = $'caro\ncaro-exact' ]
	run -0 --separate-stderr bashcomp ttt --rule =
	[ "${#lines[@]}" -eq 5 ] && [ "${lines[4]}" = caro-exact ]
	run -0 --separate-stderr bashcomp ttt --rule=caro-
	[ "$output" = --rule=caro-exact ]
	[ "$stderr" = "" ]
}

@test "bash: an option prefix completes to the options it starts" {
	run -0 --separate-stderr bashcomp ttt --li
	[ "$output" = --line-buffered ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr bashcomp ttt -b --ex
	[ "$output" = "--exact
--explain" ]
	run -0 --separate-stderr bashcomp ttt --nosuch
	[ "$output" = "" ]
}

@test "bash: --first offers the players X and O" {
	run -0 --separate-stderr bashcomp ttt --first ''
	[ "$output" = "X
O" ]
	[ "$stderr" = "" ]
}

@test "bash: --turn offers the players X and O" {
	run -0 --separate-stderr bashcomp ttt --turn ''
	[ "$output" = "X
O" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr bashcomp ttt --turn = ''
	[ "$output" = "X
O" ]
	run -0 --separate-stderr bashcomp ttt --turn=
	[ "$output" = "--turn=X
--turn=O" ]
}

@test "bash: - offers exactly the options ttt --help lists" {
	run -0 --separate-stderr bashcomp ttt -
	[ "$(printf '%s\n' "$output" | LC_ALL=C sort)" = "$(helpopts)" ]
	[ "${#lines[@]}" -eq 43 ]
	[ "$stderr" = "" ]
}

@test "bash: operands, -k's and -n's values, and words after -- complete as files or not at all" {
	mkdir "$BATS_TEST_TMPDIR/games"
	: >"$BATS_TEST_TMPDIR/games.txt"
	: >"$BATS_TEST_TMPDIR/-x.txt"
	run -0 --separate-stderr bashcomp ttt -g gam
	[ "$(printf '%s\n' "$output" | LC_ALL=C sort)" = "games
games.txt" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr bashcomp ttt -- -
	[ "$output" = -x.txt ]
	run -0 --separate-stderr bashcomp ttt -k ''
	[ "$output" = "" ]
	run -0 --separate-stderr bashcomp ttt -gn ''
	[ "$output" = "" ]
	run -0 --separate-stderr bashcomp ttt --size 1
	[ "$output" = "" ]
	run -0 --separate-stderr bashcomp ttt --solve --nodes ''
	[ "$output" = "" ]
	run -0 --separate-stderr bashcomp ttt --solve --solve-memory 2
	[ "$output" = "" ]
	run -0 --separate-stderr bashcomp ttt --solve --nodes=1
	[ "$output" = "" ]
}

@test "bash: --so offers --solve and --solve-memory" {
	run -0 --separate-stderr bashcomp ttt --so
	[ "$output" = "--solve
--solve-memory" ]
	[ "$stderr" = "" ]
}

@test "zsh: --rule then a space offers the five rules; --first= the players" {
	need zsh timeout
	run -0 --separate-stderr zshcomp 'ttt --rule '
	[ "$output" = "freestyle
exact
renju
caro
caro-exact" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr zshcomp 'ttt --first='
	[ "$output" = "X
O" ]
}

@test "zsh: an option prefix completes to the options it starts; operands to files" {
	need zsh timeout
	run -0 --separate-stderr zshcomp 'ttt --li'
	[ "$output" = --line-buffered ]
	[ "$stderr" = "" ]
	: >"$BATS_TEST_TMPDIR/games.txt"
	run -0 --separate-stderr zshcomp 'ttt -g gam'
	[ "$output" = games.txt ]
}

@test "zsh: - offers exactly the options ttt --help lists" {
	need zsh timeout
	run -0 --separate-stderr zshcomp 'ttt -'
	[ "$(printf '%s\n' "$output" | LC_ALL=C sort)" = "$(helpopts)" ]
	[ "$stderr" = "" ]
}

@test "bash: the options of scripts: --files-with offers -l's and -L's, --re and --nu their own, -rk a number" {
	run -0 --separate-stderr bashcomp ttt --files-with
	[ "$output" = "--files-without-invalid
--files-with-invalid" ]
	[ "$stderr" = "" ]
	run -0 --separate-stderr bashcomp ttt -c --re
	[ "$output" = --recursive ]
	run -0 --separate-stderr bashcomp ttt -z --nu
	[ "$output" = --null ]
	run -0 --separate-stderr bashcomp ttt --te
	[ "$output" = --text ]
	run -0 --separate-stderr bashcomp ttt -rk ''
	[ "$output" = "" ]
}

@test "zsh: after -c neither -l nor -L is offered, nor -c after -l" {
	need zsh timeout
	run -0 --separate-stderr zshcomp 'ttt -c -'
	[ "$stderr" = "" ]
	[ "$(printf '%s\n' "$output" | grep -cx -e -l -e -L \
	    -e --files-with-invalid -e --files-without-invalid)" = 0 ]
	[ "$(printf '%s\n' "$output" | grep -cx -e -r -e -z)" = 2 ]
	run -0 --separate-stderr zshcomp 'ttt --co'
	[ "$output" = --count ]
	run -0 --separate-stderr zshcomp 'ttt -l --co'
	[ "$output" = "" ]
}
