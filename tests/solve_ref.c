/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * solve_ref.c - plain minimax for the tests.  See solve_ref.h.
 */
#include <stdint.h>
#include <stdlib.h>

#include "solve_ref.h"

/* How much p likes v: a sooner win is better, a later loss less bad. */
static int64_t
rank(struct sref v, int p)
{
	if (v.value == JUDGE_DRAW)
		return 0;
	return (int)v.value == p ? 1000000 - (int64_t)v.n :
	    (int64_t)v.n - 1000000;
}

/* The base-3 number of a 3 x 3 board and p, from 1. */
static uint64_t
index3(const struct rboard *b, int p)
{
	uint64_t i, idx = 0;

	for (i = 9; i-- > 0;)
		idx = 3 * idx + b->cell[i];
	return 2 * idx + (uint64_t)p;
}

static struct sref
solve(struct rboard *b, uint64_t k, enum judge_rule rule, int p,
    struct sref *memo)
{
	struct sref best = { JUDGE_DRAW, 0 }, v;
	enum judge_foul fl;
	uint64_t r, c, run[4];
	int res, have = 0;

	if (memo != NULL && memo[index3(b, p)].value != JUDGE_PENDING)
		return memo[index3(b, p)];
	for (r = 0; r < b->rows; r++)
		for (c = 0; c < b->cols; c++) {
			if (b->cell[r * b->cols + c] != 0)
				continue;
			b->cell[r * b->cols + c] = (unsigned char)p;
			res = rb_result(b, (int64_t)r, (int64_t)c, k, rule,
			    &fl, run);
			if (res == p) {
				v.value = (enum judge_verdict)p;
				v.n = 1;
			} else if (res != 0) {
				v.value = (enum judge_verdict)res;
				v.n = 0;
			} else {
				v = solve(b, k, rule, 3 - p, memo);
				if ((int)v.value == p)
					v.n++;
			}
			b->cell[r * b->cols + c] = 0;
			if (!have || rank(v, p) > rank(best, p))
				best = v;
			have = 1;
		}
	if (memo != NULL)
		memo[index3(b, p)] = best;
	return best;
}

struct sref
sr_solve(struct rboard *b, uint64_t k, enum judge_rule rule, int p,
    struct sref *memo)
{
	if (k == 0)
		k = b->rows < b->cols ? b->rows : b->cols;
	return solve(b, k, rule, p, b->rows == 3 && b->cols == 3 ? memo :
	    NULL);
}

int
sr_won(const struct rboard *b, uint64_t k, enum judge_rule rule, int p)
{
	int64_t r, c;

	if (k == 0)
		k = b->rows < b->cols ? b->rows : b->cols;
	for (r = 0; r < (int64_t)b->rows; r++)
		for (c = 0; c < (int64_t)b->cols; c++)
			if (rb_at(b, r, c) == p && rb_win_dirs(b, r, c, k,
			    rule) != 0)
				return 1;
	return 0;
}

/* sr_value(): its memo, a position (the marks of X and of O) and the
 * player to move a slot, open addressing. */
struct vslot {
	uint64_t x, o;
	int p;		/* 0: free */
	int v;		/* -1, 0, 1 for p */
};

static struct vslot *vmemo;
static size_t vcap, vlen;

static int
value(struct rboard *b, uint64_t k, enum judge_rule rule, int p,
    uint64_t x, uint64_t o)
{
	struct vslot *e = NULL;
	enum judge_foul fl;
	uint64_t r, c, i, run[4], h;
	int res, best = -2, v;

	h = (x * 0x9e3779b97f4a7c15u ^ o * 0xc2b2ae3d27d4eb4fu ^
	    (uint64_t)p) & (vcap - 1);
	for (; vmemo[h].p != 0; h = (h + 1) & (vcap - 1))
		if (vmemo[h].p == p && vmemo[h].x == x && vmemo[h].o == o)
			return vmemo[h].v;
	if (2 * vlen < vcap)
		e = &vmemo[h];
	for (r = 0; r < b->rows && best < 1; r++)
		for (c = 0; c < b->cols && best < 1; c++) {
			i = r * b->cols + c;
			if (b->cell[i] != 0)
				continue;
			b->cell[i] = (unsigned char)p;
			res = rb_result(b, (int64_t)r, (int64_t)c, k, rule,
			    &fl, run);
			if (res == p)
				v = 1;
			else if (res != 0)
				v = -1;
			else
				v = -value(b, k, rule, 3 - p, p == 1 ?
				    x | (uint64_t)1 << i : x, p == 2 ?
				    o | (uint64_t)1 << i : o);
			b->cell[i] = 0;
			if (v > best)
				best = v;
		}
	if (best == -2)
		best = 0;	/* a full board */
	if (e != NULL) {
		e->x = x;
		e->o = o;
		e->p = p;
		e->v = best;
		vlen++;
	}
	return best;
}

enum judge_verdict
sr_value(struct rboard *b, uint64_t k, enum judge_rule rule, int p)
{
	uint64_t i, x = 0, o = 0;
	int v;

	if (k == 0)
		k = b->rows < b->cols ? b->rows : b->cols;
	for (i = 0; i < b->rows * b->cols; i++) {
		x |= (uint64_t)(b->cell[i] == 1) << i;
		o |= (uint64_t)(b->cell[i] == 2) << i;
	}
	vcap = (size_t)1 << 20;
	vlen = 0;
	if ((vmemo = calloc(vcap, sizeof(*vmemo))) == NULL)
		abort();
	v = value(b, k, rule, p, x, o);
	free(vmemo);
	vmemo = NULL;
	return v == 0 ? JUDGE_DRAW : (enum judge_verdict)(v > 0 ? p : 3 - p);
}
