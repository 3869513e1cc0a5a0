#!/usr/bin/env bash
# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
# bench/run.sh - benchmark ttt against `wc -l`, the naive baseline and,
# optionally, an older ttt.  See bench/README.md.
#
#   bench/run.sh               generate data (once), check, time, report
#   bench/run.sh --check-only  small data; only check ttt == naive (no timing)
#
# Expects ./ttt, bench/gen and bench/naive to be built already (and
# bench/solve for the solver's section, skipped without it).
# Environment:
#   BENCH_MB        size of moves3, moves1000, boards3, gomoku, renju in MiB
#                   (default 100)
#   BENCH_RUNS      timed runs per command (default 5, after 1 warm-up)
#   BENCH_SEED      generator seed (default 20240601)
#   BENCH_TIMER     hyperfine (default when available) or builtin
#   BENCH_TTT       the ttt to measure (default ./ttt)
#   BENCH_BASELINE  an older ttt (make bench BASELINE=...): timed in the same
#                   runs as BENCH_TTT, reported as new/old (goal <= 1.05);
#                   its output is checked against ttt's (a warning only)
#   BENCH_SCALEOUT  0 skips the GNU parallel figures (default 1)
#   BENCH_DATA      where the data goes (default bench/data, or
#                   bench/data/check with --check-only)
set -euo pipefail
shopt -s inherit_errexit

cd "$(dirname "$0")/.."

TTT=${BENCH_TTT:-./ttt}
BASE=${BENCH_BASELINE-}
GEN=bench/gen
NAIVE=bench/naive
SEED=${BENCH_SEED:-20240601}
RUNS=${BENCH_RUNS:-5}
SCALEOUT=${BENCH_SCALEOUT:-1}
HUGE=1000000000

# The goals.  Ratios are of median wall-clock seconds in one hyperfine run.
GOAL_WC=5	# moves3, moves1000, boards3: ttt/wc
GOAL_WC_BIG=3	# bigboard: ttt/wc
GOAL_WC_GOMOKU=8	# gomoku (ttt -k 5): ttt/wc
GOAL_RENJU=3	# renju: (ttt --rule renju) / (ttt -k 5), the same stream
GOAL_K5=2	# bigboard: (ttt -k 5) / ttt
GOAL_G=1.00	# moves3, moves1000: (ttt -g) / ttt, no slower
GOAL_OLD=1.05	# every data set: new/old, with a baseline
GOAL_RSS_BIG=16	# MiB, bigboard
GOAL_RSS_SPARSE=64	# MiB, sparse, with and without -k 5
# Output formats: (ttt FORMAT) / ttt on the same data
GOAL_JSON_MOVES=6	# moves3 --json
GOAL_JSON_BOARDS=4	# boards3 --json
GOAL_EXPLAIN=3	# boards3 --explain
GOAL_SHOW=4	# moves3 and boards3 --show
GOAL_G_JSON=3	# moves3 -g --json against -g
GOAL_SOLVE_BOARDS=1.5	# boards3 --solve
GOAL_SOLVE_MOVES=2	# moves3 --solve
GOAL_DIAG=4	# boards3 --first O, its diagnostics to a file
GOAL_LIST=0.05	# boards3 after an Invalid board: (ttt -l) / ttt

check_only=0
case ${1-} in
--check-only) check_only=1 ;;
'') ;;
*)
	echo "usage: bench/run.sh [--check-only]" >&2
	exit 2
	;;
esac

if ((check_only)); then
	MB=1
	BIG=300
	SPARSE=20000
	DATA=${BENCH_DATA:-bench/data/check}
else
	MB=${BENCH_MB:-100}
	BIG=10000
	SPARSE=1000000
	DATA=${BENCH_DATA:-bench/data}
fi

die() {
	echo "bench: FAIL: $*" >&2
	exit 1
}

note() {
	echo "bench: $*" >&2
}

for f in "$TTT" "$GEN" "$NAIVE"; do
	[[ -x $f ]] || die "$f is missing; build it first (make bench)"
done
if [[ -n $BASE ]]; then
	[[ -x $BASE && ! -d $BASE ]] ||
		die "BENCH_BASELINE=$BASE is not an executable file"
fi
[[ $MB =~ ^[1-9][0-9]*$ ]] || die "BENCH_MB must be a positive integer"
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "BENCH_RUNS must be a positive integer"
[[ $SEED =~ ^[0-9]+$ ]] || die "BENCH_SEED must be a decimal integer"
[[ $SCALEOUT == [01] ]] || die "BENCH_SCALEOUT must be 0 or 1"
# hyperfine -N splits its commands at blanks
[[ "$TTT$BASE$DATA" != *[[:space:]]* ]] ||
	die "BENCH_TTT, BENCH_BASELINE and BENCH_DATA must not hold blanks"

mkdir -p "$DATA"

# ---- Data: regenerated only when its parameters (or gen.c) changed ----

gen_sum=$(cksum <bench/gen.c 2>/dev/null || echo none)

# gen_data NAME KIND SIZE
gen_data() {
	local file=$DATA/$1.txt stamp
	stamp="gen $2 $SEED $3 ($gen_sum)"
	if [[ -f $file && -f $file.params && $(<"$file.params") == "$stamp" ]]; then
		return
	fi
	note "generating $file (gen $2 $SEED $3)"
	rm -f "$file.params"
	"$GEN" "$2" "$SEED" "$3" >"$file.tmp"
	mv "$file.tmp" "$file"
	echo "$stamp" >"$file.params"
}

gen_data moves3 moves3 "$MB"
gen_data moves1000 moves1000 "$MB"
gen_data boards3 boards3 "$MB"
gen_data bigboard bigboard "$BIG"
gen_data sparse sparse "$SPARSE"
gen_data gomoku gomoku "$MB"
gen_data gomoku-want gomoku-want "$MB"
gen_data renju renju "$MB"

# ---- Correctness: ttt's stdout must equal naive's ----

# data sets on which the baseline's output is not ttt's
base_differs=()

# base_same LABEL WANT [ARG...]: with a baseline, its stdout on ARGs must be
# the file WANT (ttt's); a difference is only warned about
base_same() {
	local label=$1 want=$2 got=$DATA/$1.base rc=0 at
	shift 2
	[[ -n $BASE ]] || return 0
	"$BASE" "$@" >"$got" 2>/dev/null || rc=$?
	if at=$(cmp -- "$want" "$got" 2>&1); then
		printf 'check %-11s baseline ok: the same output (exit %s)\n' \
			"$label" "$rc"
	else
		note "WARNING: $label: the baseline's output differs from ttt's" \
			"(baseline exit $rc; $at)"
		base_differs+=("$label")
	fi
	rm -f "$got"
}

# check NAME: ttt and naive agree byte for byte, ttt exits 0
check() {
	local file=$DATA/$1.txt out=$DATA/$1.out rc=0 at
	"$TTT" "$file" >"$out.ttt" 2>"$out.err" || rc=$?
	((rc == 0)) || {
		head -5 "$out.err" >&2
		die "$1: ttt exited $rc on valid data (stderr: $out.err)"
	}
	"$NAIVE" "$file" >"$out.naive" || die "$1: naive failed"
	if ! at=$(cmp -- "$out.ttt" "$out.naive" 2>&1); then
		echo "bench: $1: $at" >&2
		diff -- "$out.ttt" "$out.naive" | head -20 >&2 || true
		die "$1: ttt's output differs from naive's (kept in $out.ttt, $out.naive)"
	fi
	printf 'check %-11s ok: %s results identical\n' "$1" \
		"$(wc -l <"$out.ttt" | tr -d ' ')"
	base_same "$1" "$out.ttt" "$file"
	rm -f "$out.ttt" "$out.naive" "$out.err"
}

for name in moves3 moves1000 boards3 bigboard; do
	check "$name"
done

# K = 5 on the big board: both players hold five in a row (the board is
# built for K = N), so it is one Invalid with exit 1; no naive for -k.
bigk5_check() {
	local out=$DATA/bigboard-k5.out rc=0
	"$TTT" -k 5 "$DATA/bigboard.txt" >"$out" 2>/dev/null || rc=$?
	((rc == 1)) || die "bigboard-k5: ttt -k 5 exited $rc, expected 1"
	[[ $(<"$out") == Invalid ]] ||
		die "bigboard-k5: ttt -k 5 printed $(head -c 80 "$out"), expected Invalid"
	printf 'check %-11s ok: Invalid (both have five in a row), exit 1\n' \
		bigboard-k5
	base_same bigboard-k5 "$out" -k 5 "$DATA/bigboard.txt"
	rm -f "$out"
}
bigk5_check

# The sparse stream: SPARSE results, all 0, exit 0; naive cannot hold it.
sparse_check() {
	local file=$DATA/sparse.txt out=$DATA/sparse.out rc=0 lines others
	"$TTT" -n "$HUGE" "$file" >"$out" || rc=$?
	((rc == 0)) || die "sparse: ttt -n $HUGE exited $rc"
	lines=$(wc -l <"$out" | tr -d ' ')
	((lines == SPARSE)) || die "sparse: $lines results, expected $SPARSE"
	others=$(grep -cvx 0 "$out" || true)
	((others == 0)) || die "sparse: $others results are not 0"
	printf 'check %-11s ok: %s results, all 0, exit 0\n' sparse "$lines"
	base_same sparse "$out" -n "$HUGE" "$file"
	"$TTT" -n "$HUGE" -k 5 "$file" | cmp -s - "$out" ||
		die "sparse: ttt -n $HUGE -k 5 does not print all 0 either"
	printf 'check %-11s ok: the same with -k 5\n' sparse-k5
	base_same sparse-k5 "$out" -n "$HUGE" -k 5 "$file"
	rm -f "$out"
	rc=0
	"$NAIVE" -n "$HUGE" "$file" >/dev/null 2>"$DATA/naive.err" || rc=$?
	if ((rc == 0)); then
		note "naive -n $HUGE unexpectedly succeeded on sparse"
	else
		printf 'check %-11s naive -n %s fails as expected (exit %s: %s)\n' \
			sparse "$HUGE" "$rc" "$(head -1 "$DATA/naive.err")"
	fi
	rm -f "$DATA/naive.err"
}
sparse_check

# Gomoku (ttt -k 5): the generator knows each game's winning move.
"$TTT" -k 5 "$DATA/gomoku.txt" >"$DATA/gomoku.out" ||
	die "gomoku: ttt -k 5 failed"
cmp -s "$DATA/gomoku.out" "$DATA/gomoku-want.txt" ||
	die "gomoku: ttt -k 5 differs from the generator's results"
printf 'check %-11s ok: %s results equal the generator'"'"'s\n' gomoku \
	"$(wc -l <"$DATA/gomoku-want.txt" | tr -d ' ')"
base_same gomoku "$DATA/gomoku.out" -k 5 "$DATA/gomoku.txt"
rm -f "$DATA/gomoku.out"

# Renju: each game ends at its first five or foul, so no line is rejected
# and every game of ttt -g ends at its last move.
"$TTT" --rule renju -g --explain "$DATA/renju.txt" >"$DATA/renju.out" ||
	die "renju: ttt --rule renju rejected a line"
awk -F'\t' '$1 == "O" && $2 ~ /^foul/ { f++ } END { print f + 0 }' \
	"$DATA/renju.out" >"$DATA/renju.fouls"
(($(<"$DATA/renju.fouls") > 0)) || die "renju: no game ended by a foul"
printf 'check %-11s ok: %s games, %s ended by a foul, no line rejected\n' \
	renju "$(wc -l <"$DATA/renju.out" | tr -d ' ')" "$(<"$DATA/renju.fouls")"
rm -f "$DATA/renju.out" "$DATA/renju.fouls"

if ((check_only)); then
	if ((${#base_differs[@]})); then
		echo "bench: WARNING: the baseline's output differs on: ${base_differs[*]}"
	fi
	echo "bench: check-only: ttt and naive agree"
	exit 0
fi

# ---- Tools: hyperfine, /usr/bin/time, GNU parallel ----

apt_install() {
	if ((EUID != 0)); then
		note "installing $1 needs root (apt-get install -y $1)"
		return 1
	fi
	note "installing $1"
	DEBIAN_FRONTEND=noninteractive apt-get install -y "$1" >/dev/null 2>&1 ||
		{ apt-get update >/dev/null 2>&1 &&
			DEBIAN_FRONTEND=noninteractive apt-get install -y "$1" >/dev/null 2>&1; }
}

timer=${BENCH_TIMER:-hyperfine}
if [[ $timer == hyperfine ]] && ! command -v hyperfine >/dev/null; then
	apt_install hyperfine || true
	if ! command -v hyperfine >/dev/null; then
		note "hyperfine unavailable: falling back to the builtin median timer"
		timer=builtin
	fi
fi
[[ $timer == hyperfine || $timer == builtin ]] ||
	die "BENCH_TIMER must be hyperfine or builtin"

TIME=/usr/bin/time
if [[ ! -x $TIME ]]; then
	apt_install time || true
fi

scaleout_skip=
if ((SCALEOUT)) && ! command -v parallel >/dev/null; then
	apt_install parallel || true
fi
if ((!SCALEOUT)); then
	scaleout_skip="skipped (BENCH_SCALEOUT=0)"
elif ! command -v parallel >/dev/null; then
	scaleout_skip="skipped: GNU parallel is not installed and could not be"
elif ! parallel --version 2>/dev/null | grep -q '^GNU parallel'; then
	scaleout_skip="skipped: parallel is not GNU parallel"
fi

# rss CMD...: prints "SECONDS KIB" of one run (stdout discarded), or "- -"
rss() {
	local f=$DATA/time.out
	if [[ ! -x $TIME ]]; then
		echo "- -"
		return
	fi
	"$TIME" -f '%e %M' -o "$f" "$@" >/dev/null 2>&1 || true
	tail -1 "$f"
	rm -f "$f"
}

# ---- Timing ----

# NOW = microseconds since the epoch: bash 5's EPOCHREALTIME (no fork),
# else date
now_us() {
	if [[ -n ${EPOCHREALTIME-} ]]; then
		NOW=${EPOCHREALTIME//[!0-9]/}
	else
		NOW=$(date +%s%6N)
	fi
}

# median of the numbers on stdin
median() {
	sort -g | awk '{ v[NR] = $1 }
		END { if (NR % 2) print v[(NR + 1) / 2];
		      else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# MED[NAME], CPU[NAME]: median wall seconds and mean user+system CPU seconds
# ("-" with the builtin timer) of the last timed run
declare -A MED CPU

# timed [HYPERFINE-OPTION...] -- NAME CMD [NAME CMD]...: times the commands
# side by side (in one hyperfine run, or in rounds alternating them); fills
# MED and CPU
timed() {
	local json=$DATA/timing.json i c t0 t1 n
	local -a opts=() names=() cmds=() args=() times=() res=()
	while [[ $1 != -- ]]; do
		opts+=("$1")
		shift
	done
	shift
	while (($#)); do
		names+=("$1")
		cmds+=("$2")
		args+=(-n "$1" "$2")
		shift 2
	done
	MED=() CPU=()
	n=${#names[@]}
	if [[ $timer == hyperfine ]]; then
		hyperfine "${opts[@]}" --warmup 1 --runs "$RUNS" --output=null \
			--export-json "$json" "${args[@]}" >&2
		# per command, in order: median, then mean user + system
		mapfile -t res < <(awk -F: '{ gsub(/[ ,]/, "", $2) }
			/"median"/ { med[++k] = $2 }
			/"user"/ { u[++n] = $2 }
			/"system"/ { s[++m] = $2 }
			END { for (i = 1; i <= k; i++)
				print med[i], u[i] + s[i] }' "$json")
		rm -f "$json"
		((${#res[@]} == n)) || die "cannot read hyperfine's $json"
		for ((c = 0; c < n; c++)); do
			MED[${names[c]}]=${res[c]% *}
			CPU[${names[c]}]=${res[c]#* }
		done
		return
	fi
	# builtin: a warm-up round, then RUNS rounds alternating the commands
	for ((c = 0; c < n; c++)); do
		times[c]=
	done
	for ((i = 0; i <= RUNS; i++)); do
		for ((c = 0; c < n; c++)); do
			now_us
			t0=$NOW
			eval "${cmds[c]}" >/dev/null 2>&1 || :
			now_us
			t1=$NOW
			((i == 0)) || times[c]+="$((t1 - t0))"$'\n'
		done
	done
	for ((c = 0; c < n; c++)); do
		MED[${names[c]}]=$(printf '%s' "${times[c]}" | median |
			awk '{ printf "%.6f", $1 / 1e6 }')
		CPU[${names[c]}]=-
	done
}

# ratio A B: A / B to two decimals, or "-"
ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN { if (a != "-" && b != "-" && a != "" && b != "" && b > 0) printf "%.2f", a / b; else print "-" }'
}

# verdict VALUE LIMIT: "met" when VALUE <= LIMIT
verdict() {
	awk -v v="$1" -v l="$2" 'BEGIN { print (v != "-" && v + 0 <= l + 0) ? "met" : "MISSED" }'
}

# secs VALUE: seconds to three decimals, or "-"
secs() {
	awk -v v="${1:--}" 'BEGIN { if (v == "-") print "-"; else printf "%.3f", v }'
}

# mib FILE: its size in MiB to one decimal
mib() {
	awk -v b="$(wc -c <"$1")" 'BEGIN { printf "%.1f", b / 1048576 }'
}

summary=()

# goal LABEL WHAT VALUE LIMIT: a line of the summary; VERDICT = its verdict
goal() {
	VERDICT=$(verdict "$3" "$4")
	summary+=("$(printf '%-11s %-13s %6s  goal <= %-5s %s' "$1" "$2" "$3" "$4" "$VERDICT")")
}

# row NAME MIB WC TTT OLD NAIVE CPUWC CPUTTT CPUOLD GOALS: a line of the table
row() {
	printf '%-11s %6s %7s %7s %7s %7s %7s %7s %8s %9s %6s %7s  %s\n' \
		"$1" "$2" "$(secs "$3")" "$(secs "$4")" "$(secs "$5")" \
		"$(secs "$6")" "$(ratio "$4" "$3")" "$(ratio "$4" "$5")" \
		"$(ratio "$6" "$3")" "$(ratio "$6" "$4")" "$(ratio "$8" "$7")" \
		"$(ratio "$8" "$9")" "${10}"
}

echo
echo "timer: $timer, $RUNS runs after 1 warm-up; median wall seconds; stdout to /dev/null"
echo "ttt: $TTT; old: ${BASE:-(no baseline: make bench BASELINE=path/to/old/ttt)}"
echo "new/old: ttt against the baseline, timed side by side in the same run: what"
echo "judges a code change.  ttt/wc moves with the machine (wc -l is bound by"
echo "memory bandwidth, ttt by the core).  cpu:wc, cpu:old: ttt/wc and new/old"
echo "of mean user+system CPU seconds (hyperfine only), less sensitive to load."
load_start=$(cut -d' ' -f1-3 /proc/loadavg)
echo "load average: $load_start"
echo "machine: $(nproc) cores, $(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)"
echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
printf '%-11s %6s %7s %7s %7s %7s %7s %7s %8s %9s %6s %7s  %s\n' \
	data MiB wc ttt old naive ttt/wc new/old naive/wc naive/ttt cpu:wc \
	cpu:old goals

# old_goal LABEL NEW OLD CPUNEW CPUOLD: with a baseline, the new/old goal
# appended to G.  hyperfine runs one command's runs after the other's, so a
# burst of load on a shared machine can land on one of them: a wall-clock
# miss that the CPU seconds do not show is marked as such.
old_goal() {
	local c
	[[ -n $BASE ]] || return 0
	goal "$1" new/old "$(ratio "$2" "$3")" "$GOAL_OLD"
	c=$(ratio "$4" "$5")
	if [[ $VERDICT == MISSED && $(verdict "$c" "$GOAL_OLD") == met ]]; then
		VERDICT="MISSED (cpu:old $c: load? run again)"
		summary[-1]+=" (cpu:old $c: load? run again)"
	fi
	G+=", new/old <= $GOAL_OLD: $VERDICT"
}

for name in moves3 moves1000 boards3 bigboard; do
	file=$DATA/$name.txt
	note "timing $name"
	lim=$GOAL_WC
	cmds=(wc "wc -l $file" ttt "$TTT $file")
	[[ -z $BASE ]] || cmds+=(old "$BASE $file")
	cmds+=(naive "$NAIVE $file")
	opts=(-N)
	if [[ $name == moves3 || $name == moves1000 ]]; then
		cmds+=(g "$TTT -g $file")
	fi
	if [[ $name == bigboard ]]; then
		lim=$GOAL_WC_BIG
		cmds+=(k5 "$TTT -k 5 $file")
		[[ -z $BASE ]] || cmds+=(oldk5 "$BASE -k 5 $file")
		opts+=(-i)	# -k 5 is Invalid, exit 1 (checked above)
	fi
	timed "${opts[@]}" -- "${cmds[@]}"
	goal "$name" ttt/wc "$(ratio "${MED[ttt]}" "${MED[wc]}")" "$lim"
	G="ttt/wc <= $lim: $VERDICT"
	old_goal "$name" "${MED[ttt]}" "${MED[old]-}" "${CPU[ttt]}" "${CPU[old]-}"
	row "$name" "$(mib "$file")" "${MED[wc]}" "${MED[ttt]}" "${MED[old]-}" \
		"${MED[naive]}" "${CPU[wc]}" "${CPU[ttt]}" "${CPU[old]-}" "$G"
	if [[ $name == moves3 || $name == moves1000 ]]; then
		r=$(ratio "${MED[g]}" "${MED[ttt]}")
		goal "$name-g" "(-g)/ttt" "$r" "$GOAL_G"
		row "$name-g" "$(mib "$file")" "${MED[wc]}" "${MED[g]}" - - \
			"${CPU[wc]}" "${CPU[g]}" - "(-g)/ttt $r <= $GOAL_G: $VERDICT"
	fi
	if [[ $name == bigboard ]]; then
		r=$(ratio "${MED[k5]}" "${MED[ttt]}")
		goal bigboard-k5 "(-k 5)/ttt" "$r" "$GOAL_K5"
		G="(-k 5)/ttt $r <= $GOAL_K5: $VERDICT"
		old_goal bigboard-k5 "${MED[k5]}" "${MED[oldk5]-}" "${CPU[k5]}" \
			"${CPU[oldk5]-}"
		row bigboard-k5 "$(mib "$file")" "${MED[wc]}" "${MED[k5]}" \
			"${MED[oldk5]-}" - "${CPU[wc]}" "${CPU[k5]}" \
			"${CPU[oldk5]-}" "$G"
	fi
done

# Gomoku has no naive baseline: ttt -k 5 against wc -l (and the old ttt).
note "timing gomoku"
file=$DATA/gomoku.txt
cmds=(wc "wc -l $file" ttt "$TTT -k 5 $file")
[[ -z $BASE ]] || cmds+=(old "$BASE -k 5 $file")
timed -N -- "${cmds[@]}"
goal gomoku ttt/wc "$(ratio "${MED[ttt]}" "${MED[wc]}")" "$GOAL_WC_GOMOKU"
G="ttt/wc <= $GOAL_WC_GOMOKU: $VERDICT"
old_goal gomoku "${MED[ttt]}" "${MED[old]-}" "${CPU[ttt]}" "${CPU[old]-}"
row gomoku "$(mib "$file")" "${MED[wc]}" "${MED[ttt]}" "${MED[old]-}" - \
	"${CPU[wc]}" "${CPU[ttt]}" "${CPU[old]-}" "$G"
# Renju: the fouls' cost, against the same stream judged freestyle
# (every game ends at its first five or foul, so both judge every line).
note "timing renju"
file=$DATA/renju.txt
cmds=(wc "wc -l $file" ttt "$TTT --rule renju $file" free "$TTT -k 5 $file")
[[ -z $BASE ]] || cmds+=(old "$BASE -k 5 $file")
timed -N -- "${cmds[@]}"
r=$(ratio "${MED[ttt]}" "${MED[free]}")
goal renju "renju/freestyle" "$r" "$GOAL_RENJU"
G="renju/freestyle $r <= $GOAL_RENJU: $VERDICT"
row renju "$(mib "$file")" "${MED[wc]}" "${MED[ttt]}" - - \
	"${CPU[wc]}" "${CPU[ttt]}" - "$G"
goal renju-free ttt/wc "$(ratio "${MED[free]}" "${MED[wc]}")" "$GOAL_WC_GOMOKU"
G="ttt/wc <= $GOAL_WC_GOMOKU: $VERDICT"
old_goal renju-free "${MED[free]}" "${MED[old]-}" "${CPU[free]}" "${CPU[old]-}"
row renju-free "$(mib "$file")" "${MED[wc]}" "${MED[free]}" "${MED[old]-}" - \
	"${CPU[wc]}" "${CPU[free]}" "${CPU[old]-}" "$G"
echo "(renju: ttt --rule renju; renju-free: the same stream with ttt -k 5)"
echo "(bigboard-k5 and gomoku: ttt -k 5; bigboard-k5 is one Invalid board, exit 1;"
echo " moves3-g, moves1000-g: ttt -g, a verdict per game)"

# ---- Output formats: what a person or a program asks to see ----

# fmt NAME FILE LIMIT PLAIN-ARGS FORMAT-ARGS [REDIRECT]: ttt FORMAT-ARGS
# against ttt PLAIN-ARGS on FILE (and the baseline with FORMAT-ARGS),
# side by side; the goal FORMAT/PLAIN <= LIMIT.  REDIRECT (the
# diagnostics to a file) makes both commands run through sh (hyperfine
# takes the shell's start out).
fmt() {
	local name=$1 file=$DATA/$2.txt lim=$3 pa=$4 fa=$5 redir=${6-} r
	local -a opts=(-i) cmds
	[[ -n $redir ]] || opts+=(-N)
	note "timing $name"
	cmds=(plain "$TTT${pa:+ $pa} $file" fmt "$TTT $fa $file${redir:+ $redir}")
	[[ -z $BASE ]] || cmds+=(old "$BASE $fa $file${redir:+ $redir}")
	timed "${opts[@]}" -- "${cmds[@]}"
	r=$(ratio "${MED[fmt]}" "${MED[plain]}")
	goal "$name" "fmt/plain" "$r" "$lim"
	G="fmt/plain $r <= $lim: $VERDICT"
	old_goal "$name" "${MED[fmt]}" "${MED[old]-}" "${CPU[fmt]}" "${CPU[old]-}"
	printf '%-16s %7s %7s %7s %9s %7s %9s %7s  %s\n' "$name" \
		"$(secs "${MED[plain]}")" "$(secs "${MED[fmt]}")" \
		"$(secs "${MED[old]-}")" "$r" "$(ratio "${MED[fmt]}" "${MED[old]-}")" \
		"$(ratio "${CPU[fmt]}" "${CPU[plain]}")" \
		"$(ratio "${CPU[fmt]}" "${CPU[old]-}")" "$G"
}

echo
echo "output formats: ttt with the format against the plain ttt (or -g) on the"
echo "same data, and the baseline with the format; stdout to /dev/null"
printf '%-16s %7s %7s %7s %9s %7s %9s %7s  %s\n' run plain format old \
	fmt/plain new/old cpu:plain cpu:old goals
fmt moves3-json moves3 "$GOAL_JSON_MOVES" "" --json
fmt boards3-json boards3 "$GOAL_JSON_BOARDS" "" --json
fmt boards3-explain boards3 "$GOAL_EXPLAIN" "" --explain
fmt moves3-show moves3 "$GOAL_SHOW" "" --show
fmt boards3-show boards3 "$GOAL_SHOW" "" --show
fmt moves3-g-json moves3 "$GOAL_G_JSON" -g "-g --json"
fmt boards3-diag boards3 "$GOAL_DIAG" "" "--first O" "2>$DATA/diag.err"
# (no baseline: an older ttt has no --solve)
BASE='' fmt boards3-solve boards3 "$GOAL_SOLVE_BOARDS" "" --solve
BASE='' fmt moves3-solve moves3 "$GOAL_SOLVE_MOVES" "" --solve
echo "(boards3-diag: ttt --first O, $(wc -l <"$DATA/diag.err" | tr -d ' ') Invalid boards, a diagnostic each, to a file; moves3-g-json: against ttt -g)"
rm -f "$DATA/diag.err"

# -l on boards3 after an Invalid first board: read no further than it, so
# a fraction of the plain run over the same file (no baseline: -l is new).
note "timing boards3-l"
file=$DATA/boards3-bad.txt
if [[ ! -f $file || $file -ot $DATA/boards3.txt ]]; then
	{ printf 'XXX\nXXX\nXXX\n\n'; cat "$DATA/boards3.txt"; } >"$file.tmp"
	mv "$file.tmp" "$file"
fi
timed -i -N -- plain "$TTT $file" list "$TTT -l $file"
r=$(ratio "${MED[list]}" "${MED[plain]}")
goal boards3-l "(-l)/plain" "$r" "$GOAL_LIST"
printf '%-16s %7s %7s %7s %9s %7s %9s %7s  %s\n' boards3-l \
	"$(secs "${MED[plain]}")" "$(secs "${MED[list]}")" - "$r" - \
	"$(ratio "${CPU[list]}" "${CPU[plain]}")" - \
	"(-l)/plain $r <= $GOAL_LIST: $VERDICT"
echo "(boards3-l: ttt -l on boards3 after one Invalid board, against ttt on the same file)"

# ---- Memory ----

# rss_mib CMD...: peak RSS of one run in MiB to one decimal, and its
# seconds: "MIB SECONDS" (or "- -")
rss_mib() {
	local sec kib
	read -r sec kib <<<"$(rss "$@")"
	awk -v k="$kib" -v s="$sec" 'BEGIN { if (k == "-") print "- -"; else printf "%.1f %s\n", k / 1024, s }'
}

# old_rss ARG...: ", old M MiB (Ss)" with a baseline
old_rss() {
	local m s
	[[ -n $BASE ]] || return 0
	read -r m s <<<"$(rss_mib "$BASE" "$@")"
	printf ', old %s MiB (%ss)' "$m" "$s"
}

echo
read -r m s <<<"$(rss_mib "$TTT" "$DATA/bigboard.txt")"
read -r nm ns <<<"$(rss_mib "$NAIVE" "$DATA/bigboard.txt")"
goal bigboard "RSS MiB" "$m" "$GOAL_RSS_BIG"
echo "bigboard ($BIG x $BIG): ttt peak RSS $m MiB (${s}s)$(old_rss "$DATA/bigboard.txt"), naive $nm MiB (${ns}s); goal <= $GOAL_RSS_BIG MiB: $VERDICT"

read -r m s <<<"$(rss_mib "$TTT" -n "$HUGE" "$DATA/sparse.txt")"
goal sparse "RSS MiB" "$m" "$GOAL_RSS_SPARSE"
echo "sparse ($SPARSE moves, ttt -n $HUGE): ttt peak RSS $m MiB (${s}s)$(old_rss -n "$HUGE" "$DATA/sparse.txt"); goal <= $GOAL_RSS_SPARSE MiB: $VERDICT"
rc=0
"$NAIVE" -n "$HUGE" "$DATA/sparse.txt" >/dev/null 2>"$DATA/naive.err" || rc=$?
echo "sparse: naive -n $HUGE exits $rc: $(head -1 "$DATA/naive.err")"
rm -f "$DATA/naive.err"

read -r m s <<<"$(rss_mib "$TTT" -n "$HUGE" -k 5 "$DATA/sparse.txt")"
goal sparse-k5 "RSS MiB" "$m" "$GOAL_RSS_SPARSE"
echo "sparse ($SPARSE moves, ttt -n $HUGE -k 5): ttt peak RSS $m MiB (${s}s)$(old_rss -n "$HUGE" -k 5 "$DATA/sparse.txt"); goal <= $GOAL_RSS_SPARSE MiB: $VERDICT"

# ---- Scale-out: one ttt against GNU parallel ----

# scaleout NAME SPLIT [TTT-OPTION]: one ttt on the data set against the two
# ways GNU parallel splits a stream (SPLIT: where a record ends or starts),
# as a user types them; run by hyperfine through sh (its shell-startup
# correction takes sh out).  The outputs must be one run's, byte for byte.
scaleout() {
	local name=$1 split=$2 topt=${3-} file=$DATA/$1.txt out=$DATA/scaleout
	local at c t
	local -a keys=(one pipe pipepart) cmds
	t="$TTT${topt:+ $topt}"
	cmds=("$t $file"
		"parallel --pipe -k $split $t <$file"
		"parallel --pipe-part -a $file --block -2 -k $split $t")
	echo
	echo "scale-out: $name ($(mib "$file") MiB)"
	for c in 0 1 2; do
		sh -c "${cmds[c]}" >"$out.${keys[c]}" 2>"$out.err" || :
		((c)) || continue
		at=$(cmp -- "$out.one" "$out.${keys[c]}" 2>&1) || {
			head -3 "$out.err" >&2
			die "scale-out: ${cmds[c]} differs from one ttt run ($at)"
		}
	done
	echo "outputs: both parallel runs print exactly what one ttt run prints ($(wc -l <"$out.one" | tr -d ' ') results)"
	rm -f "$out".*
	note "timing scale-out $name"
	timed -- one "${cmds[0]}" pipe "${cmds[1]}" pipepart "${cmds[2]}"
	printf '%-76s %7s %7s %7s %8s\n' command seconds /ttt cpu cpu/ttt
	for c in 0 1 2; do
		t=${cmds[c]//"$file"/FILE}
		printf '%-76s %7s %7s %7s %8s\n' "${t//"$TTT"/ttt}" \
			"$(secs "${MED[${keys[c]}]}")" \
			"$(ratio "${MED[${keys[c]}]}" "${MED[one]}")" \
			"$(secs "${CPU[${keys[c]}]}")" \
			"$(ratio "${CPU[${keys[c]}]}" "${CPU[one]}")"
	done
	summary+=("$(printf '%-11s %-13s %6s  (parallel --pipe / one ttt; no goal)' "$name" pipe/ttt "$(ratio "${MED[pipe]}" "${MED[one]}")")")
	summary+=("$(printf '%-11s %-13s %6s  (parallel --pipe-part / one ttt; no goal)' "$name" pipepart/ttt "$(ratio "${MED[pipepart]}" "${MED[one]}")")")
}

echo
if [[ -n $scaleout_skip ]]; then
	echo "scale-out: $scaleout_skip"
else
	echo "scale-out: GNU parallel $(parallel --version | awk 'NR == 1 { print $3 }'), $(parallel --number-of-threads) jobs (-j 100%: one a CPU thread); --block -2: two blocks a job"
	scaleout boards3 "--recend '\n\n'"
	scaleout gomoku "--recstart '15x15 5\n'" "-k 5"
	scaleout renju "--recstart '15x15\n'" "--rule renju"
fi

# ---- The solver: perfect play (judge.h's judge_solve_cells()) ----

# bench/solve prints a line a goal (value, N, nodes, memory, seconds) and
# exits 1 if one was missed; no baseline (an older ttt has no solver).
echo
if [[ -x bench/solve ]]; then
	echo "solver: bench/solve (4x4 and 5x5 Draws, 5x6 X's win, 7x7 in 10^7 nodes, random 5x5 positions of 6 marks, composed and random 15x15 positions, the published problems of tests/problems.txt)"
	note "timing the solver"
	solve_rc=0
	bench/solve >"$DATA/solve.out" || solve_rc=$?
	cat "$DATA/solve.out"
	if ((solve_rc == 0)); then
		VERDICT=ok
	else
		VERDICT=MISSED
	fi
	summary+=("$(printf '%-11s %-13s %6s  (bench/solve: every goal above)' solver goals "$VERDICT")")
	rm -f "$DATA/solve.out"
else
	echo "solver: bench/solve is not built (make bench builds it)"
fi

echo
echo "load average: $load_start at the start, $(cut -d' ' -f1-3 /proc/loadavg) at the end"
echo "goals:"
printf '  %s\n' "${summary[@]}"
if ((${#base_differs[@]})); then
	echo "WARNING: the baseline's output differs from ttt's on: ${base_differs[*]}"
fi
