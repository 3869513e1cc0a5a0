/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * game_fuzz - libFuzzer target for the game judge of judge.h.
 *
 * Input: byte 0 picks the board size n (see size_of), byte 1 the flags;
 * in K mode byte 2 picks the number of columns, and with bit 5 of byte 1
 * byte 3 the rule.  Then each op takes three bytes: an op byte, a row
 * byte and a column byte.
 *
 *   byte 1, bit 0:    JUDGE_STRICT
 *           bits 1-2: first: 0 EITHER, 1 X, 2 O, 3 EITHER
 *           bit 3:    players alternate by themselves (op bits 0-3 are
 *                     then only used for the bad players and resets)
 *           bit 4:    K mode: rows x cols boards won by k in a row
 *           bit 5:    a rule other than JUDGE_FREESTYLE: JUDGE_EXACT
 *                     (only exactly k in a row wins), in K mode the
 *                     one of byte 3
 *           bits 6-7: the first game's k (see k_of)
 *   byte 3, bits 0-1: 0 JUDGE_EXACT, 1 JUDGE_CARO, 2 JUDGE_RENJU, 3
 *                     JUDGE_CARO_EXACT;
 *                     under renju every game's k is 5 and X moves first
 *                     (the players' turn starts with X; strict games
 *                     want X first whatever bits 1-2 say); under caro
 *                     and renju a board of more than GRIDMAX cells has
 *                     its sides cut to GRIDSIDE (5000 x 5000 is still
 *                     hashed), as the reference holds it a byte a cell
 *   op bits 0-3:      0-6 player 1, 7-13 player 2, 14 a bad player
 *                     (chosen by bits 4-7, 0-11; 12-13 make it the play
 *                     op, 14-15 the fill op, below), 15 a new game (no
 *                     move): judge_game_reset() to the size picked by the
 *                     row byte (full lines), or in K mode to the rows and
 *                     columns picked by the two bytes and k by bits 4-7
 *
 * The play op (0xce, 0xde) builds a batch of moves from the bytes after
 * its three and hands it to judge_game_play():
 *
 *   row byte, bits 0-5: the number of moves (fewer at the input's end)
 *   a move:   bytes x and y: the row coord(x), the column coord(y), and
 *             the player from the byte after them, z: bits 0-1 0 X, 1 O,
 *             2 the player in turn (alternating from the one to move),
 *             3 the bad player of bits 2-5 (badmoves[], 64 bits wide)
 *
 * The fill op (0xee, 0xfe) plays a whole line of the board: up to MAXFILL
 * cells, in a scrambled order (cell i * step mod L of a line of L cells,
 * step prime to L), so that a line of 4097 cells fills from a few bytes:
 * the size of a hashed full-line board whose line words are built only
 * once the board holds N marks (judge.c's lazy build), which 3-byte moves
 * alone could never reach within MAXIN bytes.
 *
 *   row byte, bits 0-1: the line: a row, a column, the diagonal from
 *                       (0, 0) or the anti-diagonal from (0, cols - 1)
 *             bits 2-4: its marks: 0 all the player in turn's, 1 the
 *                       players alternating, 2 all the player in turn's
 *                       but the last cell's, the other player's, 3 all
 *                       but the last cell, 4 all but the middle cell, 5
 *                       every other cell, 6 the player in turn and the
 *                       other one alternating with a cell beside the
 *                       line, 7 as 0 with the cells in order
 *             bits 5-7: the batches of judge_game_play(): 1, 2, 7, 64,
 *                       255, 256, 1000 or all the line's moves at once
 *   column byte: the row's or column's index, coord()
 *
 * Every result of judge_game_play() on g and of judge_game_move() on its
 * mirror g2 (every move of every op and of the final sweep goes to both)
 * must equal that of a slow reference that keeps the played cells in a
 * list (with a hash index of them) and judges each move by the rules of
 * judge.h alone: the checks in their order (EROW, ECOL, EPLAYER, EOVER,
 * EWRONGFIRST, ETWICE, ETAKEN), a full line by walking its cells, k in a
 * row by walking the four directions from the move.  Under caro and
 * renju the reference also keeps the board as a byte array and asks
 * tests/renju_ref.c (its own walks of runs, and renju's fours and threes
 * found by putting stones on the array) for the move's result, its foul
 * and its run.  After each move it takes, judge_game_lines() must give
 * the lines the move filled (none for a foul) and judge_game_foul() the
 * foul that ended the game, if one did; in K mode JUDGE_LRUN, and
 * judge_game_run() (freestyle, exact) a run of the mover's marks through
 * the move, along a direction in which the move won, at least k long
 * (exactly k with JUDGE_EXACT), or (caro, renju) renju_ref.c's run, the
 * first winning direction's.  Sizes up to 12 make wins reachable
 * (bitboards for full lines up to 8 x 8, line words for k in a row on
 * them and for both up to 62 x 62, 16 too); large sizes reach the byte
 * maps (63 to 65, 4096 x 4096 of 2^24 cells, K boards such as 12 x 5000)
 * and the hash tables above them, whose coordinates come from a small
 * set so that cells collide and short runs form at the edges; the fill
 * op fills their lines.  At the end of
 * the input a sweep of every cell of the top-left 12 x 12 corner (SWEEP)
 * in row order, by the player in turn, probes g, g2 and the reference.
 */
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "judge.h"
#include "tests/renju_ref.h"

#define MAXIN	4096	/* the rest is ignored: keeps the reference fast */
#define MAXFILL	8200	/* cells of a fill op, at most */
#define MAXMOVES 40000	/* moves of one input, at most (fills stop) */
#define GRIDMAX	((uint64_t)1 << 25)	/* cells of a caro or renju board */
#define GRIDSIDE 5000	/* the side a larger one is cut to */

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);
int	LLVMFuzzerInitialize(int *, char ***);

/* Board sizes beyond the small ones: the kinds' edges and some more. */
static const uint64_t bigsizes[] = {
	13, 16, 63, 64, 65, 4096, 4097, 5000, 65536,
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

/* The bad players of op 14; 12 to 15 there is the play op. */
static const int badplayers[12] = {
	0, 3, -1, 4, 255, 257, INT_MAX, INT_MIN, -2, 0x10001, 1000, 0
};


/* The bad players of a judge_move, 64 bits wide (2^32 + 1 is 1 to an
 * unsigned int, 2^63 + 2 is 2 to a signed one's low bits). */
static const uint64_t badmoves[16] = {
	0, 3, 4, 255, 256, 257, (UINT64_C(1) << 32) + 1,
	(UINT64_C(1) << 32) + 2, UINT64_MAX, UINT64_MAX - 1,
	(UINT64_C(1) << 63) + 2, (UINT64_C(1) << 63) + 1, INT_MAX,
	(uint64_t)INT_MAX + 2, 0x10001, 1000
};

/* A judge_move player as judge_game_move() takes it: an int, a bad one
 * for a bad one. */
static int
int_player(uint64_t p)
{
	return p == 1 || p == 2 ? (int)p : badplayers[p % 12];
}

/* ---- The slow reference ---- */

struct move {
	uint64_t r, c;
	int p;
	size_t slot;		/* its place in the index */
};

struct ref {
	uint64_t rows, cols;	/* n x n for a full-line game */
	uint64_t k;		/* 0: a full-line game */
	unsigned flags;		/* JUDGE_STRICT */
	enum judge_rule rule;
	enum judge_player first;
	int winner;
	unsigned lines;		/* that the last move filled */
	enum judge_foul foul;	/* that ended the game */
	uint64_t run[4];	/* caro, renju: the win's run */
	struct rboard grid;	/* caro, renju: the board, a byte a cell */
	int ongrid;		/* this game's marks are on the grid */
	struct move *mv;
	size_t len, cap;
	size_t *idx;		/* a hash index of mv: i + 1, or 0 */
	size_t icap;
};

static size_t
ref_hash(const struct ref *g, uint64_t r, uint64_t c)
{
	uint64_t h = (r + 0x632be59bd9b4e019u) * UINT64_C(0x9e3779b97f4a7c15) ^
	    c * UINT64_C(0xc2b2ae3d27d4eb4f);

	h ^= h >> 31;
	return (size_t)h & (g->icap - 1);
}

static void
ref_reset(struct ref *g, uint64_t rows, uint64_t cols, uint64_t k)
{
	g->rows = rows;
	g->cols = cols;
	g->k = k;
	g->winner = 0;
	g->lines = 0;
	g->foul = JUDGE_NOFOUL;
	while (g->len > 0) {
		--g->len;
		g->idx[g->mv[g->len].slot] = 0;
		if (g->ongrid)
			g->grid.cell[g->mv[g->len].r * g->grid.cols +
			    g->mv[g->len].c] = 0;
	}
	g->ongrid = k != 0 && g->rule >= JUDGE_CARO;
	g->grid.rows = rows;
	g->grid.cols = cols;
}

/* The player at (r, c), or 0. */
static int
ref_at(const struct ref *g, uint64_t r, uint64_t c)
{
	size_t i = ref_hash(g, r, c), j;

	while ((j = g->idx[i]) != 0) {
		if (g->mv[j - 1].r == r && g->mv[j - 1].c == c)
			return g->mv[j - 1].p;
		i = (i + 1) & (g->icap - 1);
	}
	return 0;
}

static void
ref_add(struct ref *g, uint64_t r, uint64_t c, int p)
{
	size_t i;

	if (g->len == g->cap)
		abort();	/* MAXMOVES bounds it */
	g->mv[g->len].r = r;
	g->mv[g->len].c = c;
	g->mv[g->len].p = p;
	g->len++;
	for (i = ref_hash(g, r, c); g->idx[i] != 0; i = (i + 1) &
	    (g->icap - 1))
		;
	g->idx[i] = g->len;
	g->mv[g->len - 1].slot = i;
	if (g->ongrid)
		g->grid.cell[r * g->grid.cols + c] = (unsigned char)p;
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
		    (dr > 0 && r == g->rows - 1) ||
		    (dc > 0 && c == g->cols - 1))
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

	return (g->rule == JUDGE_EXACT) ? len == g->k : len >= g->k;
}

/* Whether the n cells of a full line from (r, c) in direction d are all
 * p's: fewer marks on the board than n cells, and it is not. */
static int
ref_full(const struct ref *g, uint64_t r, uint64_t c, int d, int p)
{
	uint64_t i;

	if (g->len < g->rows)
		return 0;
	for (i = 0; i < g->rows; i++)
		if (ref_at(g, r + i * (uint64_t)dirs[d][0],
		    c + i * (uint64_t)(int64_t)dirs[d][1]) != p)
			return 0;
	return 1;
}

static int
ref_move(struct ref *g, uint64_t r, uint64_t c, uint64_t player)
{
	uint64_t n = g->rows;
	int d, p = (int)player, res;
	enum judge_player first = g->rule == JUDGE_RENJU ? JUDGE_P1 : g->first;

	if (r >= g->rows)
		return JUDGE_EROW;
	if (c >= g->cols)
		return JUDGE_ECOL;
	if (player != 1 && player != 2)
		return JUDGE_EPLAYER;
	if (g->winner != 0)
		return JUDGE_EOVER;
	if (g->flags & JUDGE_STRICT) {
		if (g->len == 0 && first != JUDGE_EITHER && p != (int)first)
			return JUDGE_EWRONGFIRST;
		if (g->len > 0 && g->mv[g->len - 1].p == p)
			return JUDGE_ETWICE;
	}
	if (ref_at(g, r, c) != 0)
		return JUDGE_ETAKEN;
	ref_add(g, r, c, p);
	g->lines = 0;
	if (g->ongrid) {
		/* renju_ref.c on the grid: the result, foul and run */
		res = rb_result(&g->grid, (int64_t)r, (int64_t)c, g->k,
		    g->rule, &g->foul, g->run);
		if (res > 0 && g->foul == JUDGE_NOFOUL)
			g->lines = JUDGE_LRUN;
		g->winner = res;
		return res;
	}
	if (g->k != 0) {
		for (d = 0; d < 4; d++)
			if (ref_wins(g, r, c, d, p))
				g->lines = JUDGE_LRUN;
	} else
		g->lines = (ref_full(g, r, 0, 0, p) ? JUDGE_LROW : 0) |
		    (ref_full(g, 0, c, 1, p) ? JUDGE_LCOL : 0) |
		    (r == c && ref_full(g, 0, 0, 2, p) ? JUDGE_LDIAG : 0) |
		    (r + c == n - 1 && ref_full(g, 0, n - 1, 3, p) ?
		    JUDGE_LANTI : 0);
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
		    ((g->rule == JUDGE_EXACT) ? L + 1 != g->k : L + 1 < g->k))
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

/* Starts a new game on g, g2 and the reference. */
static void
newgame(struct judge_game *g, struct judge_game *g2, struct ref *ref,
    uint64_t rows, uint64_t cols, uint64_t k)
{
	struct judge_game *games[2] = { g, g2 };
	int rc, j;

	/* caro and renju: a board the grid holds; renju: k = 5 */
	if (k != 0 && ref->rule >= JUDGE_CARO && rows > GRIDMAX / cols) {
		rows = rows < GRIDSIDE ? rows : GRIDSIDE;
		cols = cols < GRIDSIDE ? cols : GRIDSIDE;
	}
	if (k != 0 && ref->rule == JUDGE_RENJU)
		k = 5;
	ref_reset(ref, rows, cols, k);
	for (j = 0; j < 2; j++)
		if ((rc = judge_game_reset(games[j], rows, cols, k,
		    ref->rule)) !=
		    JUDGE_OK) {
			fprintf(stderr, "game_fuzz: judge_game_reset %llu x "
			    "%llu, k %llu, returned %d\n",
			    (unsigned long long)rows, (unsigned long long)cols,
			    (unsigned long long)k, rc);
			abort();
		}
}

static size_t nmoves;	/* moves made in this input */

static _Noreturn void
fail(const struct ref *ref, const char *what, int second, uint64_t r,
    uint64_t c, uint64_t p, const char *fmt, long long a, long long b)
{
	fprintf(stderr, "game_fuzz: %s%s, move %zu (%llu, %llu, player %llu) "
	    "on %llu x %llu, k %llu, rule %d, flags %u, first %d: ", what,
	    second ? " (judge_game_move on the mirror)" : "", nmoves,
	    (unsigned long long)r, (unsigned long long)c,
	    (unsigned long long)p, (unsigned long long)ref->rows,
	    (unsigned long long)ref->cols, (unsigned long long)ref->k,
	    (int)ref->rule, ref->flags, (int)ref->first);
	fprintf(stderr, fmt, a, b);
	fputc('\n', stderr);
	abort();
}

/* After a move at (r, c) by p with the reference's result want: game's
 * judge_game_lines(), and judge_game_run() after a K win, must be the
 * reference's. */
static void
check_after(const struct judge_game *game, const struct ref *ref,
    const char *what, int second, uint64_t r, uint64_t c, uint64_t p,
    int want)
{
	uint64_t run[4];
	unsigned want_lines = ref->winner ? ref->lines : 0;

	if (judge_game_lines(game) != want_lines)
		fail(ref, what, second, r, c, p, "judge_game_lines 0x%llx, "
		    "want 0x%llx", (long long)judge_game_lines(game),
		    (long long)want_lines);
	if (judge_game_foul(game) != ref->foul)
		fail(ref, what, second, r, c, p, "judge_game_foul %lld, want "
		    "%lld", (long long)judge_game_foul(game),
		    (long long)ref->foul);
	if (want_lines != 0 && ref->ongrid) {
		/* the run renju_ref.c names */
		judge_game_run(game, run);
		if (memcmp(run, ref->run, sizeof(run)) != 0)
			fail(ref, what, second, r, c, p, "judge_game_run %lld "
			    "%lld ..., want the reference's", (long long)run[0],
			    (long long)run[1]);
	} else if (!ref->ongrid && want > 0 && ref->k != 0) {
		judge_game_run(game, run);
		if (!ref_run_ok(ref, r, c, (int)p, run)) {
			fprintf(stderr, "  judge_game_run %llu %llu to %llu "
			    "%llu\n", (unsigned long long)run[0],
			    (unsigned long long)run[1],
			    (unsigned long long)run[2],
			    (unsigned long long)run[3]);
			fail(ref, what, second, r, c, p, "judge_game_run is "
			    "no winning run of it%.0lld%.0lld", 0, 0);
		}
	}
}

/* Plays (r, c) for p on the reference and with judge_game_move() on g
 * (unless NULL) and g2, for ip there (p itself if 1 or 2): each result,
 * and the lines and run after it, must be the reference's.  Returns the
 * result. */
static int
checked_move(struct judge_game *g, struct judge_game *g2, struct ref *ref,
    uint64_t r, uint64_t c, uint64_t p, int ip, const char *what)
{
	struct judge_game *games[2] = { g, g2 };
	int got, want, j;

	want = ref_move(ref, r, c, p);
	nmoves++;
	for (j = 0; j < 2; j++) {
		if (games[j] == NULL)
			continue;
		got = judge_game_move(games[j], r, c, ip);
		if (got != want)
			fail(ref, what, j, r, c, p, "got %lld, want %lld",
			    got, want);
		check_after(games[j], ref, what, j, r, c, p, want);
	}
	return want;
}

/*
 * The batch mv[0, n) with judge_game_play() on g, in batches of at most
 * step moves, each in a heap block of its own size and its results too,
 * and move by move on g2 and the reference: every result and the lines
 * after each batch must be the reference's.  *turn follows the moves.
 */
static void
play_batch(struct judge_game *g, struct judge_game *g2, struct ref *ref,
    const struct judge_move *mv, size_t n, size_t step, int *turn,
    const char *what)
{
	struct judge_move *b;
	signed char *res;
	int *want;
	size_t i, j, m;

	if ((want = malloc((n ? n : 1) * sizeof(*want))) == NULL)
		abort();
	if (n == 0) {
		/* no moves: nothing played, nothing written */
		if ((b = malloc(sizeof(*b))) == NULL ||
		    (res = malloc(1)) == NULL)
			abort();
		memset(b, 0, sizeof(*b));
		res[0] = 99;
		judge_game_play(g, b, 0, NULL, 0, res);
		if (res[0] != 99)
			fail(ref, what, 0, 0, 0, 0, "judge_game_play of no "
			    "moves wrote a result%.0lld%.0lld", 0, 0);
		check_after(g, ref, what, 0, 0, 0, 0, 0);
		free(b);
		free(res);
	}
	for (i = 0; i < n; i += m) {
		m = n - i < step ? n - i : step;
		for (j = 0; j < m; j++) {
			want[i + j] = checked_move(NULL, g2, ref, mv[i + j].row,
			    mv[i + j].col, mv[i + j].player,
			    int_player(mv[i + j].player), what);
			if (want[i + j] >= 0)
				*turn = 3 - (int)mv[i + j].player;
		}
		if ((b = malloc(m * sizeof(*b))) == NULL ||
		    (res = malloc(m)) == NULL)
			abort();
		memcpy(b, mv + i, m * sizeof(*b));
		judge_game_play(g, b, m, NULL, 0, res);
		for (j = 0; j < m; j++)
			if (res[j] != want[i + j])
				fail(ref, what, 0, mv[i + j].row, mv[i + j].col,
				    mv[i + j].player, "judge_game_play gave "
				    "%lld, want %lld", res[j], want[i + j]);
		check_after(g, ref, what, 0, mv[i + m - 1].row,
		    mv[i + m - 1].col, mv[i + m - 1].player, want[i + m - 1]);
		free(b);
		free(res);
	}
	free(want);
}

#define MAXBATCH	63	/* moves of one play op */

/* The play op (see the top): a batch of moves from data[*pos, size). */
static void
play_op(struct judge_game *g, struct judge_game *g2, struct ref *ref,
    unsigned a, const uint8_t *data, size_t size, size_t *pos, int *turn)
{
	struct judge_move mv[MAXBATCH];
	size_t n, j = *pos;
	int t = *turn;
	unsigned z;

	for (n = 0; n < (a & MAXBATCH) && size - j >= 3; n++, j += 3) {
		mv[n].row = coord(data[j], ref->rows);
		mv[n].col = coord(data[j + 1], ref->cols);
		z = data[j + 2];
		switch (z & 3) {
		case 0:
		case 1:
			mv[n].player = 1 + (z & 1);
			break;
		case 2:
			/* the player in turn if every move so far is taken */
			mv[n].player = (uint64_t)t;
			t = 3 - t;
			break;
		default:
			mv[n].player = badmoves[(z >> 2) & 15];
		}
	}
	*pos = j;
	play_batch(g, g2, ref, mv, n, n ? n : 1, turn, "judge_game_play");
}

static uint64_t
gcd(uint64_t a, uint64_t b)
{
	uint64_t t;

	while (b != 0) {
		t = a % b;
		a = b;
		b = t;
	}
	return a;
}

/* The fill op (see the top). */
static void
fill_op(struct judge_game *g, struct judge_game *g2, struct ref *ref,
    unsigned a, unsigned b, int *turn)
{
	static const size_t steps[8] = {
		1, 2, 7, 64, 255, 256, 1000, SIZE_MAX
	};
	static const uint64_t primes[3] = { 7919, 4099, 13 };
	static struct judge_move mv[2 * MAXFILL];
	uint64_t rows = ref->rows, cols = ref->cols, L, t, step = 1, i, x, r, c;
	size_t n = 0, st;
	unsigned kind = a & 3, marks = (a >> 2) & 7;
	int me = *turn, other = 3 - *turn, k;

	/* the line and its length */
	t = kind == 0 ? coord((unsigned char)b, rows) :
	    kind == 1 ? coord((unsigned char)b, cols) : 0;
	L = kind == 0 ? cols : kind == 1 ? rows : rows < cols ? rows : cols;
	if (L > MAXFILL)
		L = MAXFILL;
	if (ref->len + 2 * L > ref->cap)
		return;		/* MAXMOVES: no room left */
	/* in order only on short lines: the reference walks them */
	for (k = 0; k < 3 && (marks != 7 || L > 512); k++)
		if (L > primes[k] && gcd(primes[k], L) == 1) {
			step = primes[k];
			break;
		}
	for (i = 0; i < L; i++) {
		x = i * step % L;
		switch (kind) {
		case 0: r = t; c = x; break;
		case 1: r = x; c = t; break;
		case 2: r = c = x; break;
		default: r = x; c = cols - 1 - x;
		}
		if ((marks == 3 && i == L - 1) || (marks == 4 && i == L / 2) ||
		    (marks == 5 && i % 2 == 1))
			continue;
		mv[n].row = r;
		mv[n].col = c;
		mv[n].player = (uint64_t)(marks == 1 && i % 2 ? other :
		    marks == 2 && i == L - 1 ? other : me);
		n++;
		if (marks == 6 && i < L - 1) {
			/* the other player beside the line */
			mv[n].row = kind == 0 ? (r + 1) % rows : r;
			mv[n].col = kind == 0 ? c : (c + 1) % cols;
			mv[n].player = (uint64_t)other;
			n++;
		}
	}
	if ((st = steps[(a >> 5) & 7]) == SIZE_MAX)
		st = n ? n : 1;
	play_batch(g, g2, ref, mv, n, st, turn, "a fill of judge_game_play");
}

#define SWEEP	12	/* the final probe: the cells of this corner */

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const enum judge_player firsts[] = {
		JUDGE_EITHER, JUDGE_P1, JUDGE_P2, JUDGE_EITHER
	};
	static const unsigned kbits[] = { 1, 2, 3, 12 };
	static const enum judge_rule rules[4] = {
		JUDGE_EXACT, JUDGE_CARO, JUDGE_RENJU, JUDGE_CARO_EXACT
	};
	static struct ref ref;
	struct judge_game *g, *g2;
	uint64_t r, c, rows, cols;
	size_t i;
	unsigned char op;
	int p, want, alt, turn, kmode;

	if (size < 3)
		return 0;
	if (size > MAXIN)
		size = MAXIN;
	if (ref.mv == NULL) {
		ref.cap = MAXMOVES + 2 * MAXFILL + SWEEP * SWEEP;
		for (ref.icap = 1; ref.icap < 2 * ref.cap; ref.icap *= 2)
			;
		if ((ref.mv = malloc(ref.cap * sizeof(*ref.mv))) == NULL ||
		    (ref.idx = calloc(ref.icap, sizeof(*ref.idx))) == NULL)
			abort();
	}
	ref.flags = data[1] & 1 ? JUDGE_STRICT : 0;
	ref.first = firsts[(data[1] >> 1) & 3];
	alt = (data[1] >> 3) & 1;
	kmode = (data[1] >> 4) & 1;
	/* K mode with bit 5: byte 3 picks the rule */
	ref.rule = !(data[1] & 32) ? JUDGE_FREESTYLE : !kmode || size < 4 ?
	    JUDGE_EXACT : rules[data[3] & 3];
	if (ref.rule >= JUDGE_CARO && ref.grid.cell == NULL &&
	    (ref.grid.cell = calloc(GRIDMAX, 1)) == NULL)
		abort();
	turn = ref.first == JUDGE_P2 && ref.rule != JUDGE_RENJU ? 2 : 1;
	nmoves = 0;
	if ((g = judge_game_new(3, ref.first, ref.flags)) == NULL ||
	    (g2 = judge_game_new(3, ref.first, ref.flags)) == NULL)
		abort();
	rows = size_of(data[0]);
	if (kmode) {
		cols = size_of(data[2]);
		newgame(g, g2, &ref, rows, cols,
		    k_of(kbits[data[1] >> 6], rows, cols));
		i = (data[1] & 32) && size >= 4 ? 4 : 3;
	} else {
		newgame(g, g2, &ref, rows, rows, 0);
		i = 2;
	}
	while (i + 3 <= size && ref.len < MAXMOVES) {
		op = data[i];
		i += 3;
		if ((op & 15) == 15) {
			rows = size_of(data[i - 2]);
			cols = kmode ? size_of(data[i - 1]) : rows;
			newgame(g, g2, &ref, rows, cols,
			    kmode ? k_of(op >> 4, rows, cols) : 0);
			turn = ref.first == JUDGE_P2 &&
			    ref.rule != JUDGE_RENJU ? 2 : 1;
			continue;
		}
		if ((op & 15) == 14 && op >> 4 >= 14) {
			fill_op(g, g2, &ref, data[i - 2], data[i - 1], &turn);
			continue;
		}
		if ((op & 15) == 14 && op >> 4 >= 12) {
			play_op(g, g2, &ref, data[i - 2], data, size, &i,
			    &turn);
			continue;
		}
		r = coord(data[i - 2], ref.rows);
		c = coord(data[i - 1], ref.cols);
		if ((op & 15) == 14)
			p = badplayers[op >> 4];
		else if (alt)
			p = turn;
		else
			p = (op & 15) < 7 ? 1 : 2;
		want = checked_move(g, g2, &ref, r, c,
		    p == 1 || p == 2 ? (uint64_t)p : 0, p, "move");
		if (want >= 0)
			turn = 3 - p;
	}
	/* Both games probed by the same further moves. */
	for (r = 0; r < ref.rows && r < SWEEP; r++)
		for (c = 0; c < ref.cols && c < SWEEP; c++)
			if (checked_move(g, g2, &ref, r, c, (uint64_t)turn,
			    turn, "the final sweep") >= 0)
				turn = 3 - turn;
	judge_game_free(g);
	judge_game_free(g2);
	return 0;
}
