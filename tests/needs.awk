# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
#
# needs.awk - the bats tests that run an optional tool without need.
#
#   awk -v tools='jq zsh ...' -f tests/needs.awk [HELPER] FILE.bats...
#
# make test needs a C compiler, make and bats; a test that runs another
# tool must first call need (tests/test_helper.bash) for it, in its body or
# in its file's setup().  This prints "FILE: TEST: TOOL" for each test that
# runs TOOL, itself or through a function of its file or of a file not
# named *.bats (the helper's), without such a need.  A tool runs where its
# name stands as a command word: after the start of the line, a blank,
# ( | ; & ` ' or ", and before a blank, | & ' " or the end (not ) or ;,
# which follow awk's c++ in a test's awk program).  Comment lines are not
# read.

BEGIN {
	nt = split(tools, tool, " ")
	for (i = 1; i <= nt; i++) {
		t = tool[i]
		gsub(/[+.]/, "[&]", t)
		pat[i] = "(^|[[:space:]|;&(`'\"])" t "([[:space:]|&'\"]|$)"
	}
}

FNR == 1 { file = FILENAME; blk = "" }

/^@test / {
	name = $0
	sub(/^@test "/, "", name)
	sub(/" *\{ *$/, "", name)
	blk = file SUBSEP name
	tests[++ntests] = blk
	next
}

/^[A-Za-z_][A-Za-z0-9_]*\(\) *\{/ {
	name = $0
	sub(/\(.*/, "", name)
	blk = file SUBSEP "()" name
	funcs[file, name] = blk
	fnames[++nf] = file SUBSEP name
	next
}

/^\}/ { blk = ""; next }

blk == "" || /^[[:space:]]*#/ { next }

{
	body[blk] = body[blk] "\n" $0
	for (i = 1; i <= nt; i++)
		if ($0 ~ pat[i])
			uses[blk, tool[i]] = 1
	if (match($0, /(^|[[:space:]])need[[:space:]][^;|&)]*/)) {
		n = split(substr($0, RSTART, RLENGTH), w, " ")
		for (j = 1; j <= n; j++)
			needs[blk, w[j]] = 1
	}
}

# reaches(BLK, T, D): whether BLK runs tool T, itself or through the
# functions it calls (D levels deep at most, against recursion).
function reaches(b, t, d,    k, parts, f) {
	if ((b, t) in uses)
		return 1
	if (d > 8)
		return 0
	for (k = 1; k <= nf; k++) {
		split(fnames[k], parts, SUBSEP)
		if (parts[1] != blkfile(b) && !(parts[1] in helper))
			continue
		f = funcs[parts[1], parts[2]]
		if (f != b && calls(b, parts[2]) && reaches(f, t, d + 1))
			return 1
	}
	return 0
}

function calls(b, name) {
	return body[b] ~ ("(^|[^A-Za-z0-9_-])" name "([^A-Za-z0-9_-]|$)")
}

function blkfile(b,    parts) {
	split(b, parts, SUBSEP)
	return parts[1]
}

END {
	for (i = 1; i < ARGC; i++)
		if (ARGV[i] !~ /\.bats$/)
			helper[ARGV[i]] = 1
	for (k = 1; k <= ntests; k++) {
		b = tests[k]
		f = blkfile(b)
		s = funcs[f, "setup"]
		for (i = 1; i <= nt; i++) {
			t = tool[i]
			if (!reaches(b, t, 0) && !(s != "" && reaches(s, t, 0)))
				continue
			if ((b, t) in needs || (s != "" && (s, t) in needs))
				continue
			split(b, parts, SUBSEP)
			print parts[1] ": " parts[2] ": " t
		}
	}
}
