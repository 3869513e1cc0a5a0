#!/usr/bin/env bash
# bench/run.sh - benchmark ttt against `wc -l` and the naive baseline.
#
#   bench/run.sh               generate data (once), check, time, report
#   bench/run.sh --check-only  small data; only check ttt == naive (no timing)
#
# Expects ./ttt, bench/gen and bench/naive to be built already.
# Environment:
#   BENCH_MB     size of moves3, moves1000, boards3 in MiB (default 100)
#   BENCH_RUNS   timed runs per command (default 5, after 1 warm-up)
#   BENCH_SEED   generator seed (default 20240601)
#   BENCH_TIMER  hyperfine (default when available) or builtin
#   BENCH_TTT    the ttt to measure (default ./ttt)
set -euo pipefail
shopt -s inherit_errexit

cd "$(dirname "$0")/.."

TTT=${BENCH_TTT:-./ttt}
GEN=bench/gen
NAIVE=bench/naive
SEED=${BENCH_SEED:-20240601}
RUNS=${BENCH_RUNS:-5}
HUGE=1000000000

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
	DATA=bench/data/check
else
	MB=${BENCH_MB:-100}
	BIG=10000
	SPARSE=1000000
	DATA=bench/data
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
[[ $MB =~ ^[1-9][0-9]*$ ]] || die "BENCH_MB must be a positive integer"
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "BENCH_RUNS must be a positive integer"
[[ $SEED =~ ^[0-9]+$ ]] || die "BENCH_SEED must be a decimal integer"

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

# ---- Correctness: ttt's stdout must equal naive's ----

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
	printf 'check %-10s ok: %s results identical\n' "$1" \
		"$(wc -l <"$out.ttt" | tr -d ' ')"
	rm -f "$out.ttt" "$out.naive" "$out.err"
}

for name in moves3 moves1000 boards3 bigboard; do
	check "$name"
done

# The sparse stream: SPARSE results, all 0, exit 0; naive cannot hold it.
sparse_check() {
	local file=$DATA/sparse.txt out=$DATA/sparse.out rc=0 lines others
	"$TTT" -n "$HUGE" "$file" >"$out" || rc=$?
	((rc == 0)) || die "sparse: ttt -n $HUGE exited $rc"
	lines=$(wc -l <"$out" | tr -d ' ')
	((lines == SPARSE)) || die "sparse: $lines results, expected $SPARSE"
	others=$(grep -cvx 0 "$out" || true)
	((others == 0)) || die "sparse: $others results are not 0"
	rm -f "$out"
	printf 'check %-10s ok: %s results, all 0, exit 0\n' sparse "$lines"
	rc=0
	"$NAIVE" -n "$HUGE" "$file" >/dev/null 2>"$DATA/naive.err" || rc=$?
	if ((rc == 0)); then
		note "naive -n $HUGE unexpectedly succeeded on sparse"
	else
		printf 'check %-10s naive -n %s fails as expected (exit %s: %s)\n' \
			sparse "$HUGE" "$rc" "$(head -1 "$DATA/naive.err")"
	fi
	rm -f "$DATA/naive.err"
}
sparse_check

# Gomoku (ttt -k 5): the generator knows each game's winning move.
"$TTT" -k 5 "$DATA/gomoku.txt" | cmp -s - "$DATA/gomoku-want.txt" ||
	die "gomoku: ttt -k 5 differs from the generator's results"
printf 'check %-10s ok: %s results equal the generator'"'"'s\n' gomoku \
	"$(wc -l <"$DATA/gomoku-want.txt" | tr -d ' ')"

if ((check_only)); then
	echo "bench: check-only: ttt and naive agree"
	exit 0
fi

# ---- Tools: hyperfine and /usr/bin/time ----

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

# time3 FILE: prints the median wall seconds of wc -l, ttt, naive on FILE,
# then their mean CPU seconds (or "-")
time3() {
	local file=$1 json=$DATA/timing.json i c t0 t1
	if [[ $timer == hyperfine ]]; then
		hyperfine -N --warmup 1 --runs "$RUNS" --output=null \
			--export-json "$json" \
			-n wc "wc -l $file" -n ttt "$TTT $file" \
			-n naive "$NAIVE $file" >&2
		# the three medians, then the three mean CPU times (user +
		# system), in command order
		awk -F: '{ gsub(/[ ,]/, "", $2) }
			/"median"/ { med = med $2 " " }
			/"user"/ { u[++n] = $2 }
			/"system"/ { s[++m] = $2 }
			END { printf "%s", med
			      for (i = 1; i <= n; i++) printf "%s ", u[i] + s[i]
			      print "" }' "$json"
		rm -f "$json"
		return
	fi
	# builtin: warm-up, then RUNS rounds alternating the three commands
	local -a cmds=("wc -l" "$TTT" "$NAIVE")
	local -a times=("" "" "")
	for ((i = 0; i <= RUNS; i++)); do
		for c in 0 1 2; do
			now_us
			t0=$NOW
			# shellcheck disable=SC2086 # split "wc -l" on purpose
			${cmds[c]} "$file" >/dev/null
			now_us
			t1=$NOW
			((i == 0)) || times[c]+="$((t1 - t0))"$'\n'
		done
	done
	for c in 0 1 2; do
		printf '%s ' "$(printf '%s' "${times[c]}" | median |
			awk '{ printf "%.6f", $1 / 1e6 }')"
	done
	echo "- - -"	# no CPU times
}

# ratio A B: A / B to two decimals
ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN { if (a != "-" && b != "-" && b > 0) printf "%.2f", a / b; else print "-" }'
}

# verdict VALUE LIMIT: "met" when VALUE <= LIMIT
verdict() {
	awk -v v="$1" -v l="$2" 'BEGIN { print (v != "-" && v + 0 <= l + 0) ? "met" : "MISSED" }'
}

summary=()

echo
echo "timer: $timer, $RUNS runs after 1 warm-up; median wall seconds; stdout to /dev/null"
echo "cpu:ttt/wc: ratio of mean user+system CPU seconds (hyperfine only), less"
echo "sensitive to a loaded machine than the wall-clock ratio the goals use"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "machine: $(nproc) cores, $(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)"
echo
printf '%-10s %6s %7s %7s %7s %7s %8s %9s %10s  %s\n' \
	data MiB wc ttt naive ttt/wc naive/wc naive/ttt cpu:ttt/wc goal
for name in moves3 moves1000 boards3 bigboard; do
	file=$DATA/$name.txt
	note "timing $name"
	medians=$(time3 "$file")
	read -r twc tttt tnaive cwc cttt _ <<<"$medians"
	size=$(awk -v b="$(wc -c <"$file")" 'BEGIN { printf "%.1f", b / 1048576 }')
	r=$(ratio "$tttt" "$twc")
	goal=5
	[[ $name == bigboard ]] && goal=3
	printf '%-10s %6s %7.3f %7.3f %7.3f %7s %8s %9s %10s  ttt/wc <= %s: %s\n' \
		"$name" "$size" "$twc" "$tttt" "$tnaive" "$r" \
		"$(ratio "$tnaive" "$twc")" "$(ratio "$tnaive" "$tttt")" \
		"$(ratio "$cttt" "$cwc")" "$goal" "$(verdict "$r" "$goal")"
	summary+=("$(printf '%-10s ttt/wc %6s  goal <= %s  %s' "$name" "$r" "$goal" \
		"$(verdict "$r" "$goal")")")
done

# Gomoku has no naive baseline: ttt -k 5 against wc -l only.
note "timing gomoku"
if [[ $timer == hyperfine ]]; then
	hyperfine -N --warmup 1 --runs "$RUNS" --output=null \
		--export-json "$DATA/timing.json" \
		-n wc "wc -l $DATA/gomoku.txt" -n ttt "$TTT -k 5 $DATA/gomoku.txt" >&2
	read -r twc tttt <<<"$(awk -F: '/"median"/ { gsub(/[ ,]/, "", $2); printf "%s ", $2 }' "$DATA/timing.json")"
	rm -f "$DATA/timing.json"
else
	twc=- tttt=-
	note "gomoku is timed with hyperfine only"
fi
r=$(ratio "$tttt" "$twc")
size=$(awk -v b="$(wc -c <"$DATA/gomoku.txt")" 'BEGIN { printf "%.1f", b / 1048576 }')
printf '%-10s %6s %7.3f %7.3f %7s %7s %8s %9s %10s  ttt -k 5 / wc (no goal set)\n' \
	gomoku "$size" "$twc" "$tttt" - "$r" - - -
summary+=("$(printf '%-10s ttt/wc %6s  (ttt -k 5; no goal set)' gomoku "$r")")

# ---- Memory ----

echo
m=$(rss "$TTT" "$DATA/bigboard.txt")
read -r sec kib <<<"$m"
m=$(rss "$NAIVE" "$DATA/bigboard.txt")
read -r nsec nkib <<<"$m"
mib=$(awk -v k="$kib" 'BEGIN { if (k == "-") print "-"; else printf "%.1f", k / 1024 }')
nmib=$(awk -v k="$nkib" 'BEGIN { if (k == "-") print "-"; else printf "%.1f", k / 1024 }')
echo "bigboard ($BIG x $BIG): ttt peak RSS $mib MiB (${sec}s), naive $nmib MiB (${nsec}s); goal <= 16 MiB: $(verdict "$mib" 16)"
summary+=("$(printf '%-10s RSS %6s MiB  goal <= 16 MiB  %s' bigboard "$mib" "$(verdict "$mib" 16)")")

m=$(rss "$TTT" -n "$HUGE" "$DATA/sparse.txt")
read -r sec kib <<<"$m"
mib=$(awk -v k="$kib" 'BEGIN { if (k == "-") print "-"; else printf "%.1f", k / 1024 }')
echo "sparse ($SPARSE moves, ttt -n $HUGE): ttt peak RSS $mib MiB (${sec}s); goal <= 64 MiB: $(verdict "$mib" 64)"
summary+=("$(printf '%-10s RSS %6s MiB  goal <= 64 MiB  %s' sparse "$mib" "$(verdict "$mib" 64)")")
rc=0
"$NAIVE" -n "$HUGE" "$DATA/sparse.txt" >/dev/null 2>"$DATA/naive.err" || rc=$?
echo "sparse: naive -n $HUGE exits $rc: $(head -1 "$DATA/naive.err")"
rm -f "$DATA/naive.err"

m=$(rss "$TTT" -n "$HUGE" -k 5 "$DATA/sparse.txt")
read -r sec kib <<<"$m"
mib=$(awk -v k="$kib" 'BEGIN { if (k == "-") print "-"; else printf "%.1f", k / 1024 }')
echo "sparse ($SPARSE moves, ttt -n $HUGE -k 5): ttt peak RSS $mib MiB (${sec}s); goal <= 128 MiB: $(verdict "$mib" 128)"
summary+=("$(printf '%-10s RSS %6s MiB  goal <= 128 MiB  %s' sparse-k5 "$mib" "$(verdict "$mib" 128)")")

echo
echo "goals:"
printf '  %s\n' "${summary[@]}"
