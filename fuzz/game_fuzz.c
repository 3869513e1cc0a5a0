/*
 * game_fuzz - libFuzzer target for the game judge of judge.h.
 *
 * Input: byte 0 picks the board size n (see size_of), byte 1 the flags;
 * in K mode byte 2 picks the number of columns.  Then each move takes
 * three bytes: an op byte, a row byte and a column byte.
 *
 *   byte 1, bit 0:    JUDGE_STRICT
 *           bits 1-2: first: 0 EITHER, 1 X, 2 O, 3 EITHER
 *           bit 3:    players alternate by themselves (op bits 0-3 are
 *                     then only used for the bad players and resets)
 *           bit 4:    K mode: games of judge_game_resetk(), rows x cols
 *                     won by k in a row
 *           bit 5:    JUDGE_EXACT (only exactly k in a row wins)
 *           bits 6-7: the first game's k (see k_of)
 *   op bits 0-3:      0-6 player 1, 7-13 player 2, 14 a bad player
 *                     (chosen by bits 4-7), 15 a new game (no move):
 *                     judge_game_reset() to the size picked by the row
 *                     byte, or in K mode judge_game_resetk() with the rows
 *                     and columns picked by the two bytes and k by bits
 *                     4-7
 *
 * Every result of judge_game_move() must equal that of a slow reference
 * that keeps the played cells in a list and counts the marks on the row,
 * column and diagonals of each move by scanning it (in K mode: walks the
 * four directions from the move, a list lookup a cell), doing the checks
 * in the order of judge.h: EROW, ECOL, EPLAYER, EOVER, EWRONGFIRST,
 * ETWICE, ETAKEN.  After each move it takes, judge_game_lines() must give
 * the lines the move filled; in K mode JUDGE_LRUN, and judge_game_run()
 * a run of the mover's marks through the move, along a direction in which
 * the move won, at least k long (exactly k with JUDGE_EXACT).  Sizes up
 * to 12 make wins reachable (TINY and DENSE boards, the byte map of K
 * games); large sizes reach the DENSE limit, the COMPACT and WIDE hash
 * tables and the hashed K games, whose coordinates come from a small set
 * so that cells collide and short runs form at the edges.
 */
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "judge.h"

#define MAXIN	4096	/* the rest is ignored: keeps the reference fast */

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);
int	LLVMFuzzerInitialize(int *, char ***);

/* Board sizes beyond the small ones: the kinds' edges and some more. */
static const uint64_t bigsizes[] = {
	13, 16, 63, 64, 65, JUDGE_DENSE, JUDGE_DENSE + 1, 5000, 65536,
	((uint64_t)1 << 30) - 1, (uint64_t)1 << 30, ((uint64_t)1 << 30) + 1,
	(uint64_t)1 << 31, ((uint64_t)1 << 32) + 1, JUDGE_MAXN / 3,
	JUDGE_MAXN - 1, JUDGE_MAXN
};

static uint64_t
size_of(unsigned char b)
{
	if (b < 192)
		return 1 + b % 12;
	return bigsizes[(b - 192) % (sizeof(bigsizes) / sizeof(bigsizes[0]))];
}

/* The k of a K game from the 4 bits b. */
static uint64_t
k_of(unsigned b, uint64_t rows, uint64_t cols)
{
	switch (b & 15) {
	case 12: return rows;
	case 13: return cols;
	case 14: return (rows > cols ? rows : cols) + 1;
	case 15: return UINT64_MAX;
	default: return 1 + b % 5;
	}
}

/* A row or column from byte b on a board n wide. */
static uint64_t
coord(unsigned char b, uint64_t n)
{
	if (b >= 0xf8) {
		/* off the board, or its far edge */
		switch (b & 7) {
		case 0: return n;
		case 1: return n + 1;
		case 2: return UINT64_MAX;
		case 3: return (uint64_t)1 << 63;
		case 4: return n - 1;
		case 5: return 2 * n;
		case 6: return JUDGE_MAXN;
		default: return (uint64_t)UINT32_MAX + 1;
		}
	}
	if (n <= 16)
		return b % (n + 1);	/* n itself now and then */
	switch (b % 16) {
	case 0: case 1: case 2: case 3:
		return b % 16;
	case 4: return n - 1;
	case 5: return n - 2;
	case 6: return n - 3;
	case 7: return n / 2;
	case 8: return n / 2 + 1;
	case 9: return n - 1 - n / 2;
	case 10: case 11: case 12:
		return (uint64_t)(b >> 4);
	case 13:
		return n - 1 - (b >> 4);
	default:
		/* spread over the board: many distinct cells */
		return (uint64_t)b * UINT64_C(0x9e3779b97f4a7c15) % n;
	}
}

static const int badplayers[] = {
	0, 3, -1, 4, 255, 257, INT_MAX, INT_MIN, -2, 0x10001, 1000, 0,
	3, -1, 0, 3
};

/* ---- The slow reference ---- */

struct move {
	uint64_t r, c;
	int p;
};

struct ref {
	uint64_t rows, cols;	/* n x n for a full-line game */
	uint64_t k;		/* 0: a full-line game */
	unsigned flags;
	enum judge_player first;
	int winner;
	unsigned lines;		/* that the last move filled */
	struct move *mv;
	size_t len;
};

static void
ref_reset(struct ref *g, uint64_t rows, uint64_t cols, uint64_t k)
{
	g->rows = rows;
	g->cols = cols;
	g->k = k;
	g->winner = 0;
	g->len = 0;
}

/* The player at (r, c), or 0. */
static int
ref_at(const struct ref *g, uint64_t r, uint64_t c)
{
	size_t i;

	for (i = 0; i < g->len; i++)
		if (g->mv[i].r == r && g->mv[i].c == c)
			return g->mv[i].p;
	return 0;
}

static const int dirs[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };

/* p's marks beyond (r, c) in direction (dr, dc), the board's edge
 * included. */
static uint64_t
ref_walk(const struct ref *g, uint64_t r, uint64_t c, int dr, int dc, int p)
{
	uint64_t n = 0;

	for (;;) {
		if ((dr < 0 && r == 0) || (dc < 0 && c == 0) ||
		    (dr > 0 && r == g->rows - 1) || (dc > 0 && c == g->cols - 1))
			return n;
		r += (uint64_t)(int64_t)dr;
		c += (uint64_t)(int64_t)dc;
		if (ref_at(g, r, c) != p)
			return n;
		n++;
	}
}

/* The length of p's run through (r, c) in direction d, whether it wins. */
static int
ref_wins(const struct ref *g, uint64_t r, uint64_t c, int d, int p)
{
	uint64_t len = 1 + ref_walk(g, r, c, dirs[d][0], dirs[d][1], p) +
	    ref_walk(g, r, c, -dirs[d][0], -dirs[d][1], p);

	return (g->flags & JUDGE_EXACT) ? len == g->k : len >= g->k;
}

static int
ref_move(struct ref *g, uint64_t r, uint64_t c, int p)
{
	uint64_t n = g->rows, inrow = 1, incol = 1, indiag = 1, inanti = 1;
	size_t i;
	int d;

	if (r >= g->rows)
		return JUDGE_EROW;
	if (c >= g->cols)
		return JUDGE_ECOL;
	if (p != 1 && p != 2)
		return JUDGE_EPLAYER;
	if (g->winner != 0)
		return JUDGE_EOVER;
	if (g->flags & JUDGE_STRICT) {
		if (g->len == 0 && g->first != JUDGE_EITHER &&
		    p != (int)g->first)
			return JUDGE_EWRONGFIRST;
		if (g->len > 0 && g->mv[g->len - 1].p == p)
			return JUDGE_ETWICE;
	}
	if (ref_at(g, r, c) != 0)
		return JUDGE_ETAKEN;
	g->mv[g->len].r = r;
	g->mv[g->len].c = c;
	g->mv[g->len].p = p;
	g->len++;
	g->lines = 0;
	if (g->k != 0) {
		for (d = 0; d < 4; d++)
			if (ref_wins(g, r, c, d, p))
				g->lines = JUDGE_LRUN;
	} else {
		/* Count p's marks, this one included, on each line through
		 * it. */
		for (i = 0; i < g->len - 1; i++) {
			if (g->mv[i].p != p)
				continue;
			inrow += g->mv[i].r == r;
			incol += g->mv[i].c == c;
			indiag += g->mv[i].r == g->mv[i].c;
			inanti += g->mv[i].r + g->mv[i].c == n - 1;
		}
		g->lines = (inrow == n ? JUDGE_LROW : 0) |
		    (incol == n ? JUDGE_LCOL : 0) |
		    (r == c && indiag == n ? JUDGE_LDIAG : 0) |
		    (r + c == n - 1 && inanti == n ? JUDGE_LANTI : 0);
	}
	if (g->lines != 0) {
		g->winner = p;
		return p;
	}
	return 0;
}

/* Whether run[] is a run of p's marks through (r, c) along a direction
 * in which the move won, at least k long (exactly k with JUDGE_EXACT). */
static int
ref_run_ok(const struct ref *g, uint64_t r, uint64_t c, int p,
    const uint64_t run[4])
{
	uint64_t r0 = run[0], c0 = run[1], r1 = run[2], c1 = run[3], L, t;
	int d, dr, dc;

	for (d = 0; d < 4; d++) {
		dr = dirs[d][0];
		dc = dirs[d][1];
		if (!ref_wins(g, r, c, d, p))
			continue;
		/* (r1, c1) = (r0, c0) + L (dr, dc) */
		if (dr == 0) {
			if (r1 != r0 || c1 < c0)
				continue;
			L = c1 - c0;
		} else {
			if (r1 < r0)
				continue;
			L = r1 - r0;
			if (dc == 0 ? c1 != c0 : dc > 0 ?
			    c1 < c0 || c1 - c0 != L : c0 < c1 || c0 - c1 != L)
				continue;
		}
		/* (r, c) = (r0, c0) + t (dr, dc), 0 <= t <= L */
		if (dr == 0) {
			if (r != r0 || c < c0)
				continue;
			t = c - c0;
		} else {
			if (r < r0)
				continue;
			t = r - r0;
			if (dc == 0 ? c != c0 : dc > 0 ?
			    c < c0 || c - c0 != t : c0 < c || c0 - c != t)
				continue;
		}
		if (t > L || L >= g->len ||
		    ((g->flags & JUDGE_EXACT) ? L + 1 != g->k : L + 1 < g->k))
			continue;
		for (t = 0; t <= L; t++)
			if (ref_at(g, r0 + t * (uint64_t)dr,
			    c0 + t * (uint64_t)(int64_t)dc) != p)
				break;
		if (t > L)
			return 1;
	}
	return 0;
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	/* judge.h: no game of size 0 or above JUDGE_MAXN */
	if (judge_game_new(0, JUDGE_EITHER, 0) != NULL ||
	    judge_game_new(JUDGE_MAXN + 1, JUDGE_EITHER, 0) != NULL ||
	    judge_game_new(UINT64_MAX, JUDGE_P1, JUDGE_STRICT) != NULL) {
		fputs("game_fuzz: judge_game_new took a bad size\n", stderr);
		abort();
	}
	return 0;
}

static void
newgame(struct judge_game *g, struct ref *ref, uint64_t rows, uint64_t cols,
    uint64_t k)
{
	int rc;

	ref_reset(ref, rows, cols, k);
	if (k == 0)
		rc = judge_game_reset(g, rows);
	else
		rc = judge_game_resetk(g, rows, cols, k);
	if (rc != JUDGE_OK) {
		fprintf(stderr, "game_fuzz: judge_game_reset%s %llu x %llu, k "
		    "%llu, returned %d\n", k ? "k" : "",
		    (unsigned long long)rows, (unsigned long long)cols,
		    (unsigned long long)k, rc);
		abort();
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const enum judge_player firsts[] = {
		JUDGE_EITHER, JUDGE_P1, JUDGE_P2, JUDGE_EITHER
	};
	static const unsigned kbits[] = { 1, 2, 3, 12 };
	struct judge_game *g;
	struct ref ref;
	uint64_t r, c, rows, cols, run[4];
	size_t i, nmoves = 0;
	unsigned char op;
	int p, got, want, alt, turn, kmode;

	if (size < 3)
		return 0;
	if (size > MAXIN)
		size = MAXIN;
	ref.flags = (data[1] & 1 ? JUDGE_STRICT : 0) |
	    (data[1] & 32 ? JUDGE_EXACT : 0);
	ref.first = firsts[(data[1] >> 1) & 3];
	alt = (data[1] >> 3) & 1;
	kmode = (data[1] >> 4) & 1;
	turn = ref.first == JUDGE_P2 ? 2 : 1;
	if ((ref.mv = malloc((size / 3 + 1) * sizeof(*ref.mv))) == NULL)
		abort();
	if ((g = judge_game_new(3, ref.first, ref.flags)) == NULL)
		abort();
	rows = size_of(data[0]);
	if (kmode) {
		cols = size_of(data[2]);
		newgame(g, &ref, rows, cols,
		    k_of(kbits[data[1] >> 6], rows, cols));
		i = 3;
	} else {
		newgame(g, &ref, rows, rows, 0);
		i = 2;
	}
	for (; i + 3 <= size; i += 3) {
		op = data[i];
		if ((op & 15) == 15) {
			rows = size_of(data[i + 1]);
			cols = kmode ? size_of(data[i + 2]) : rows;
			newgame(g, &ref, rows, cols,
			    kmode ? k_of(op >> 4, rows, cols) : 0);
			turn = ref.first == JUDGE_P2 ? 2 : 1;
			continue;
		}
		if (!kmode && judge_game_size(g) != ref.rows) {
			fprintf(stderr, "game_fuzz: judge_game_size %llu, "
			    "want %llu\n",
			    (unsigned long long)judge_game_size(g),
			    (unsigned long long)ref.rows);
			abort();
		}
		r = coord(data[i + 1], ref.rows);
		c = coord(data[i + 2], ref.cols);
		if ((op & 15) == 14)
			p = badplayers[op >> 4];
		else if (alt)
			p = turn;
		else
			p = (op & 15) < 7 ? 1 : 2;
		want = ref_move(&ref, r, c, p);
		got = judge_game_move(g, r, c, p);
		nmoves++;
		if (got != want) {
			fprintf(stderr, "game_fuzz: move %zu (%llu, %llu, "
			    "player %d) on %llu x %llu, k %llu, flags %u, "
			    "first %d: got %d (%s), want %d (%s)\n", nmoves,
			    (unsigned long long)r, (unsigned long long)c, p,
			    (unsigned long long)ref.rows,
			    (unsigned long long)ref.cols,
			    (unsigned long long)ref.k, ref.flags,
			    (int)ref.first, got,
			    got < 0 ? judge_strerror(got) : "ok", want,
			    want < 0 ? judge_strerror(want) : "ok");
			abort();
		}
		if (want >= 0 && judge_game_lines(g) != ref.lines) {
			fprintf(stderr, "game_fuzz: move %zu (%llu, %llu, "
			    "player %d) on %llu x %llu, k %llu: "
			    "judge_game_lines 0x%x, want 0x%x\n", nmoves,
			    (unsigned long long)r, (unsigned long long)c, p,
			    (unsigned long long)ref.rows,
			    (unsigned long long)ref.cols,
			    (unsigned long long)ref.k, judge_game_lines(g),
			    ref.lines);
			abort();
		}
		if (want > 0 && ref.k != 0) {
			judge_game_run(g, run);
			if (!ref_run_ok(&ref, r, c, p, run)) {
				fprintf(stderr, "game_fuzz: move %zu (%llu, "
				    "%llu, player %d) on %llu x %llu, k %llu, "
				    "flags %u: judge_game_run %llu %llu to "
				    "%llu %llu is no winning run of it\n",
				    nmoves, (unsigned long long)r,
				    (unsigned long long)c, p,
				    (unsigned long long)ref.rows,
				    (unsigned long long)ref.cols,
				    (unsigned long long)ref.k, ref.flags,
				    (unsigned long long)run[0],
				    (unsigned long long)run[1],
				    (unsigned long long)run[2],
				    (unsigned long long)run[3]);
				abort();
			}
		}
		if (want >= 0)
			turn = 3 - p;
	}
	judge_game_free(g);
	free(ref.mv);
	return 0;
}
