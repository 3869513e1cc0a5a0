#!/bin/sh
# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
#
# examples/demo.sh TTT FILE... - make demo: judge each FILE with
# TTT --explain and print the file, each result beside the line it belongs
# to (the line --json names: a move's own line, a board's first row).
#
# A file named invalid* holds unreachable boards: its exit status 1 is
# expected.  Any other status (or 1 elsewhere) makes the demo fail.
#
set -u

[ $# -ge 2 ] || {
	echo "usage: examples/demo.sh TTT FILE..." >&2
	exit 2
}
ttt=$1
shift
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' HUP INT TERM

status=0
sep=
for f in "$@"; do
	case ${f##*/} in
	invalid*) want=1 ;;
	*) want=0 ;;
	esac
	printf '%s$ ttt --explain %s\n' "$sep" "$f"
	sep='
'
	rc=0
	"$ttt" --explain "$f" >"$tmp/explain" 2>"$tmp/err" || rc=$?
	"$ttt" --json "$f" 2>/dev/null |
	    sed 's/.*"line":\([0-9]*\).*/\1/' >"$tmp/lines"
	# The results by line number, then the file: each line, padded to
	# the widest line that has a result, then "=> " and the result (its
	# reason after two spaces, not a tab).
	paste "$tmp/lines" "$tmp/explain" >"$tmp/res"
	awk -F'\t' -v res="$tmp/res" '
	FILENAME == res {
		r = $2
		if (NF > 2)
			r = r "  " $3
		if ($1 in at)
			r = at[$1] "; " r
		at[$1] = r
		next
	}
	{ line[FNR] = $0 }
	(FNR in at) && length($0) > w { w = length($0) }
	END {
		fmt = "%-" w "s  => %s\n"
		for (i = 1; i <= FNR; i++)
			if (i in at)
				printf fmt, line[i], at[i]
			else
				print line[i]
	}' "$tmp/res" "$f"
	cat "$tmp/err" >&2
	if [ "$rc" -ne "$want" ]; then
		echo "demo: ttt --explain $f: exit status $rc, not $want" >&2
		status=1
	elif [ "$rc" -ne 0 ]; then
		echo "(exit status $rc: these boards cannot be reached)"
	fi
done
exit "$status"
