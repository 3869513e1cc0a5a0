/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * renju_ref.c - the slow reference of renju_ref.h.
 *
 * Every question is answered by trying: a candidate cell gets a stone,
 * the run through the move is walked cell by cell to the first cell that
 * is not black, the stone is taken away.  No window, no bit tricks, no
 * shortcut by counting stones: the only bounds are the ones the
 * definitions give (a five through a stone lies within 4 cells of it, so
 * the cells that may complete one are the 8 within 4 steps along each
 * line; a straight four's stones are within 3, so are the cells that may
 * make one of a three).
 */
#include <stddef.h>
#include <stdint.h>

#include "renju_ref.h"

#define BLACK	1
#define WHITE	2

const int rb_dirs[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };

int
rb_at(const struct rboard *b, int64_t r, int64_t c)
{
	if (r < 0 || c < 0 || (uint64_t)r >= b->rows || (uint64_t)c >= b->cols)
		return RB_OFF;
	return b->cell[(size_t)r * b->cols + (size_t)c];
}

static void
put(struct rboard *b, int64_t r, int64_t c, int v)
{
	b->cell[(size_t)r * b->cols + (size_t)c] = (unsigned char)v;
}

uint64_t
rb_run(const struct rboard *b, int64_t r, int64_t c, int d, int64_t *lo,
    int64_t *hi)
{
	int p = rb_at(b, r, c), dr = rb_dirs[d][0], dc = rb_dirs[d][1];
	int64_t i;

	for (i = 1; rb_at(b, r + i * dr, c + i * dc) == p; i++)
		;
	*hi = i - 1;
	for (i = 1; rb_at(b, r - i * dr, c - i * dc) == p; i++)
		;
	*lo = -(i - 1);
	return (uint64_t)(*hi - *lo + 1);
}

/* The run through (r, c) along d, its length only. */
static uint64_t
run_len(const struct rboard *b, int64_t r, int64_t c, int d)
{
	int64_t lo, hi;

	return rb_run(b, r, c, d, &lo, &hi);
}

int
rb_five(const struct rboard *b, int64_t r, int64_t c)
{
	int d;

	for (d = 0; d < 4; d++)
		if (run_len(b, r, c, d) == 5)
			return 1;
	return 0;
}

int
rb_overline(const struct rboard *b, int64_t r, int64_t c)
{
	int d;

	for (d = 0; d < 4; d++)
		if (run_len(b, r, c, d) >= 6)
			return 1;
	return 0;
}

/*
 * The fours through black's (r, c) along d: each empty cell whose stone
 * makes an exact five holding both it and (r, c) is a completion point;
 * two points are of one four exactly when they are the ends of a straight
 * four, five cells apart with four black stones between.
 */
int
rb_fours_dir(struct rboard *b, int64_t r, int64_t c, int d)
{
	int64_t pt[8], i, j, t, lo, hi;
	int dr = rb_dirs[d][0], dc = rb_dirs[d][1], n = 0, fours, between;

	for (i = -4; i <= 4; i++) {
		if (i == 0 || rb_at(b, r + i * dr, c + i * dc) != 0)
			continue;
		put(b, r + i * dr, c + i * dc, BLACK);
		if (rb_run(b, r, c, d, &lo, &hi) == 5 && lo <= i && i <= hi)
			pt[n++] = i;
		put(b, r + i * dr, c + i * dc, 0);
	}
	fours = n;
	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++) {
			if (pt[j] - pt[i] != 5)
				continue;
			between = 0;
			for (t = pt[i] + 1; t < pt[j]; t++)
				between += rb_at(b, r + t * dr, c + t * dc) ==
				    BLACK;
			if (between == 4)
				fours--;
		}
	return fours;
}

int
rb_fours(struct rboard *b, int64_t r, int64_t c)
{
	int d, n = 0;

	for (d = 0; d < 4; d++)
		n += rb_fours_dir(b, r, c, d);
	return n;
}

/* Whether black's stones through (r, c) along d, the one i steps on just
 * put, are a straight four holding both: four in a row, and each of the
 * cells just beyond its ends empty and making an exact five. */
static int
straight_four(struct rboard *b, int64_t r, int64_t c, int d, int64_t i)
{
	int64_t lo, hi, e[2];
	int dr = rb_dirs[d][0], dc = rb_dirs[d][1], j, five;

	if (rb_run(b, r, c, d, &lo, &hi) != 4 || i < lo || i > hi)
		return 0;
	e[0] = lo - 1;
	e[1] = hi + 1;
	for (j = 0; j < 2; j++) {
		if (rb_at(b, r + e[j] * dr, c + e[j] * dc) != 0)
			return 0;
		put(b, r + e[j] * dr, c + e[j] * dc, BLACK);
		five = run_len(b, r, c, d) == 5;
		put(b, r + e[j] * dr, c + e[j] * dc, 0);
		if (!five)
			return 0;
	}
	return 1;
}

static enum judge_foul	foul(struct rboard *, int64_t, int64_t, int);

/*
 * rb_three(): a cell that makes a straight four and, the RIF's words,
 * "without at the same time a five in a row is made" (a five in any
 * line); legal: that cell must also be no foul itself.
 */
static int
three(struct rboard *b, int64_t r, int64_t c, int d, int legal)
{
	int64_t i, xr, xc;
	int dr = rb_dirs[d][0], dc = rb_dirs[d][1], ok;

	for (i = -4; i <= 4; i++) {
		xr = r + i * dr;
		xc = c + i * dc;
		if (i == 0 || rb_at(b, xr, xc) != 0)
			continue;
		put(b, xr, xc, BLACK);
		ok = straight_four(b, r, c, d, i) && !rb_five(b, xr, xc) &&
		    (!legal || foul(b, xr, xc, 1) == JUDGE_NOFOUL);
		put(b, xr, xc, 0);
		if (ok)
			return 1;
	}
	return 0;
}

int
rb_three(struct rboard *b, int64_t r, int64_t c, int d)
{
	return three(b, r, c, d, 1);
}

/*
 * A line holding a four is a four, not a three, so a move that makes a
 * four and a three along one line is a four-three, not a double-three.
 */
static enum judge_foul
foul(struct rboard *b, int64_t r, int64_t c, int legal)
{
	int d, four[4], nf = 0, nt = 0;

	if (rb_five(b, r, c))
		return JUDGE_NOFOUL;
	if (rb_overline(b, r, c))
		return JUDGE_OVERLINE;
	for (d = 0; d < 4; d++) {
		four[d] = rb_fours_dir(b, r, c, d);
		nf += four[d];
	}
	if (nf >= 2)
		return JUDGE_DOUBLE_FOUR;
	for (d = 0; d < 4 && nt < 2; d++)
		nt += four[d] == 0 && three(b, r, c, d, legal);
	return nt >= 2 ? JUDGE_DOUBLE_THREE : JUDGE_NOFOUL;
}

enum judge_foul
rb_foul(struct rboard *b, int64_t r, int64_t c)
{
	return foul(b, r, c, 1);
}

enum judge_foul
rb_foul_flat(struct rboard *b, int64_t r, int64_t c)
{
	return foul(b, r, c, 0);
}

unsigned
rb_caro_wins(const struct rboard *b, int64_t r, int64_t c, uint64_t k,
    int over)
{
	int64_t lo, hi;
	uint64_t len;
	int d, dr, dc, q = 3 - rb_at(b, r, c);
	unsigned bits = 0;

	for (d = 0; d < 4; d++) {
		dr = rb_dirs[d][0];
		dc = rb_dirs[d][1];
		len = rb_run(b, r, c, d, &lo, &hi);
		if (len < k || (len > k && !over))
			continue;
		if (len > k ||
		    rb_at(b, r + (hi + 1) * dr, c + (hi + 1) * dc) != q ||
		    rb_at(b, r + (lo - 1) * dr, c + (lo - 1) * dc) != q)
			bits |= 1u << d;
	}
	return bits;
}

unsigned
rb_win_dirs(const struct rboard *b, int64_t r, int64_t c, uint64_t k,
    enum judge_rule rule)
{
	uint64_t len;
	unsigned bits = 0;
	int d, p = rb_at(b, r, c), win;

	if (rule == JUDGE_CARO || rule == JUDGE_CARO_EXACT)
		return rb_caro_wins(b, r, c, k, rule == JUDGE_CARO);
	for (d = 0; d < 4; d++) {
		len = run_len(b, r, c, d);
		switch (rule) {
		case JUDGE_EXACT:
			win = len == k;
			break;
		case JUDGE_RENJU:
			win = p == BLACK ? len == 5 : len >= 5;
			break;
		default:
			win = len >= k;
		}
		bits |= (unsigned)win << d;
	}
	return bits;
}

int
rb_result(struct rboard *b, int64_t r, int64_t c, uint64_t k,
    enum judge_rule rule, enum judge_foul *fl, uint64_t run[4])
{
	unsigned bits = rb_win_dirs(b, r, c, k, rule);
	int64_t lo, hi, most;
	int d, p = rb_at(b, r, c);

	*fl = JUDGE_NOFOUL;
	most = k - 1 > INT64_MAX ? INT64_MAX : (int64_t)(k - 1);
	if (bits != 0) {
		for (d = 0; !(bits >> d & 1); d++)
			;
		rb_run(b, r, c, d, &lo, &hi);
		lo = lo < -most ? -most : lo;
		hi = hi > most ? most : hi;
		run[0] = (uint64_t)(r + lo * rb_dirs[d][0]);
		run[1] = (uint64_t)(c + lo * rb_dirs[d][1]);
		run[2] = (uint64_t)(r + hi * rb_dirs[d][0]);
		run[3] = (uint64_t)(c + hi * rb_dirs[d][1]);
		return p;
	}
	if (rule == JUDGE_RENJU && p == BLACK &&
	    (*fl = rb_foul(b, r, c)) != JUDGE_NOFOUL)
		return WHITE;
	return 0;
}

int
rb_play(struct rboard *b, uint64_t i, int p, uint64_t k, enum judge_rule rule,
    int keep)
{
	enum judge_foul f;
	uint64_t run[4];
	int r;

	b->cell[i] = (unsigned char)p;
	r = rb_result(b, (int64_t)(i / b->cols), (int64_t)(i % b->cols), k,
	    rule, &f, run);
	if (!keep)
		b->cell[i] = 0;
	return r;
}

int
rb_five_cell(struct rboard *b, int p, uint64_t k, enum judge_rule rule)
{
	uint64_t i;

	for (i = 0; i < b->rows * b->cols; i++)
		if (b->cell[i] == 0 && rb_play(b, i, p, k, rule, 0) == p)
			return 1;
	return 0;
}
