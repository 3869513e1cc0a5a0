#!/bin/sh
# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
#
# fuzz/run.sh [SECONDS] - build the libFuzzer targets of ttt and run each
# one for SECONDS seconds (default 60), one after the other.
#
# Each target first replays its regression inputs, fuzz/regress/TARGET-*,
# then fuzzes the working corpus fuzz/corpus-TARGET/ (kept from run to run;
# the seeds of fuzz/corpus/TARGET/ are copied in).  A crash, a leak, a
# timeout or a broken invariant leaves its input in fuzz/TARGET-crash-*
# (or -leak-, -timeout-, -oom-) and makes the exit status 1; 2 is for a
# build failure or bad usage.  Replay a finding with fuzz/TARGET_fuzz FILE.
#
# CC (default clang) is the compiler; FUZZ_CFLAGS are added to its flags.
# CMDSRC and LIBSRC name the command's and the library's files (by
# default the Makefile's).
#
set -u

usage() {
	echo "usage: fuzz/run.sh [SECONDS]" >&2
	exit 2
}

[ $# -le 1 ] || usage
secs=${1:-60}
case $secs in
'' | *[!0-9]* | 0) usage ;;
esac

cd "$(dirname "$0")/.." || exit 2
cc=${CC:-clang}
cmd=${CMDSRC:-$(sed -n 's/^CMDSRC = //p' Makefile)}
lib=${LIBSRC:-$(sed -n 's/^LIBSRC = //p' Makefile)}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' HUP INT TERM

targets="board game stream solve"
for t in $targets; do
	echo "building fuzz/${t}_fuzz"
	# stream_fuzz drives the command through ttt_run() (ttt.h): ttt.c
	# without its main(); game_fuzz checks caro and renju against
	# tests/renju_ref.c; solve_fuzz checks the solver against
	# tests/solve_ref.c
	case $t in
	stream) srcs="$cmd $lib" ;;
	game) srcs="$lib tests/renju_ref.c" ;;
	solve) srcs="$lib tests/renju_ref.c tests/solve_ref.c" ;;
	*) srcs="$lib" ;;
	esac
	# FUZZ_CFLAGS and srcs are split into words on purpose.
	# shellcheck disable=SC2086
	"$cc" -std=c11 -D_POSIX_C_SOURCE=200809L -DTTT_NO_MAIN -Wall -Wextra \
	    -Wpedantic -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
	    -Werror -g -O1 -fsanitize=fuzzer,address,undefined \
	    -fno-sanitize-recover=all -I. ${FUZZ_CFLAGS:-} \
	    -o "fuzz/${t}_fuzz" "fuzz/${t}_fuzz.c" $srcs || exit 2
done

status=0
for t in $targets; do
	bin=fuzz/${t}_fuzz
	log=$tmp/$t.log

	set -- fuzz/regress/"$t"-*
	if [ -e "$1" ] && ! "./$bin" "$@" >"$log" 2>&1; then
		echo "$t: a regression input fails:"
		tail -n 30 "$log"
		status=1
		continue
	fi

	mkdir -p "fuzz/corpus-$t" || exit 2
	cp fuzz/corpus/"$t"/* "fuzz/corpus-$t/" || exit 2
	start=$(date +%s)
	"./$bin" -max_total_time="$secs" -max_len=8192 -timeout=10 \
	    -print_final_stats=1 -artifact_prefix="fuzz/$t-" \
	    "fuzz/corpus-$t" >"$log" 2>&1
	rc=$?
	took=$(($(date +%s) - start))
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
	if [ -z "$execs" ]; then
		# no final stats: the last status line's count
		execs=$(sed -n 's/^#\([0-9][0-9]*\).*/\1/p' "$log" | tail -n 1)
	fi
	echo "$t: ${execs:-?} executions in $took s"
	if [ "$rc" -ne 0 ]; then
		echo "$t: FAILED (exit status $rc):"
		grep -v -e '^#' -e '^INFO:' -e '^"' "$log" | tail -n 40
		status=1
	fi
done
exit "$status"
