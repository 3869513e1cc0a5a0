/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * solve_fuzz - libFuzzer target for the solver of judge.h.
 *
 * Input: byte 0 picks the rows (2 to 7), byte 1 the columns (2 to 7),
 * byte 2 k (1 to 5), byte 3 the rule (its value mod 5; renju makes k 5),
 * byte 4 the player to move (bit 0); then a byte a cell, row by row, its
 * value mod 3 (0 empty, 1 X, 2 O), cells past the input's end empty.
 *
 * A board someone has won must be worth that player in 0 (or both won:
 * JUDGE_EBOTH).  Else, within a budget of BUDGET nodes: with at most
 * REF_EMPTY empty cells, value and n as tests/solve_ref.c's minimax says,
 * with at most VALUE_EMPTY a known value as its sr_value() says (the draw
 * prover's draws among them); and whenever the value is known, the best
 * move is on an empty cell and the value after it the same, one move
 * later (n one less after the winner's move; a win or a foul ends the
 * game; where n is "at most" a bound: not less than the reference's, not
 * more than one later); a win's line (judge_solve_line()) starts with
 * the best move, alternates from the player to move on empty cells, ends
 * the game only at its last move, won by the winner, who makes at most n
 * of its moves (n where n is proved and the full search's line was walked
 * whole: not checked here).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../judge.h"
#include "../tests/renju_ref.h"
#include "../tests/solve_ref.h"

#define BUDGET		20000u
#define REF_EMPTY	6u
#define VALUE_EMPTY	9u

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static struct judge_solver *sv;

static void
solve(const struct rboard *b, uint64_t k, enum judge_rule rule, int p,
    struct judge_solution *o)
{
	struct judge_budget bu = { BUDGET, 0 };

	if (judge_solve_cells(sv, b->cell, b->rows, b->cols, k, rule,
	    (enum judge_player)p, &bu, o) != JUDGE_OK)
		abort();
}

/* The line of o, a win, on b with p to move (rb_result() judges it). */
static void
check_line(struct rboard *b, uint64_t k, enum judge_rule rule, int p,
    const struct judge_solution *o)
{
	struct judge_move l[64];
	enum judge_foul fl;
	uint64_t run[4], m, wins = 0;
	size_t n = judge_solve_line(sv, l, 64), i, put = 0;
	int res = 0, bad = 0;

	if (o->value != JUDGE_X && o->value != JUDGE_O) {
		if (n != 0)
			abort();
		return;
	}
	if (n == 0)
		return;		/* the budget ended the walk */
	if (n > 64 || l[0].row != o->row || l[0].col != o->col)
		abort();
	for (i = 0; i < n && !bad; i++) {
		m = l[i].row * b->cols + l[i].col;
		if ((int)l[i].player != (i % 2 ? 3 - p : p) || res != 0 ||
		    l[i].row >= b->rows || l[i].col >= b->cols ||
		    b->cell[m] != 0) {
			bad = 1;
			break;
		}
		b->cell[m] = (unsigned char)l[i].player;
		put++;
		res = rb_result(b, (int64_t)l[i].row, (int64_t)l[i].col, k,
		    rule, &fl, run);
		wins += (int)l[i].player == (int)o->value;
	}
	while (put > 0) {
		put--;
		b->cell[l[put].row * b->cols + l[put].col] = 0;
	}
	if (bad || res != (int)o->value || wins > o->n)
		abort();
}

/* The best move of o on b, and the value after it. */
static void
after_best(struct rboard *b, uint64_t k, enum judge_rule rule, int p,
    const struct judge_solution *o)
{
	struct judge_solution a;
	enum judge_foul fl;
	uint64_t m, run[4], w;
	int res;

	if (memchr(b->cell, 0, (size_t)(b->rows * b->cols)) == NULL) {
		if (o->value != JUDGE_DRAW || o->row != JUDGE_NOMOVE)
			abort();
		return;
	}
	if (o->row >= b->rows || o->col >= b->cols)
		abort();
	m = o->row * b->cols + o->col;
	if (b->cell[m] != 0)
		abort();
	b->cell[m] = (unsigned char)p;
	res = rb_result(b, (int64_t)o->row, (int64_t)o->col, k, rule, &fl,
	    run);
	if (res == p)
		a.value = (enum judge_verdict)p, a.n = 0;
	else if (res != 0)
		a.value = (enum judge_verdict)res, a.n = 0;
	else
		solve(b, k, rule, 3 - p, &a);
	b->cell[m] = 0;
	/* n "at most": a bound, the shortest within the threats */
	w = (int)o->value == p;
	if (a.value != JUDGE_PENDING && (a.value != o->value ||
	    (o->atmost ? a.n + w > o->n : a.atmost ? a.n + w < o->n :
	    a.n + w != o->n)))
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	unsigned char cell[49];
	struct rboard b = { cell, 0, 0 };
	struct judge_solution o;
	struct sref want;
	enum judge_rule rule;
	uint64_t k, i, empty = 0;
	int p, x, on;

	if (size < 5)
		return 0;
	if (sv == NULL && (sv = judge_solver_new()) == NULL)
		abort();
	b.rows = 2 + data[0] % 6;
	b.cols = 2 + data[1] % 6;
	k = 1 + data[2] % 5;
	rule = (enum judge_rule)(data[3] % 5);
	if (rule == JUDGE_RENJU)
		k = 5;
	p = 1 + (data[4] & 1);
	for (i = 0; i < b.rows * b.cols; i++) {
		cell[i] = (unsigned char)(5 + i < size ? data[5 + i] % 3 : 0);
		empty += cell[i] == 0;
	}
	x = sr_won(&b, k, rule, 1);
	on = sr_won(&b, k, rule, 2);
	if (x || on) {
		if (judge_solve_cells(sv, cell, b.rows, b.cols, k, rule,
		    (enum judge_player)p, NULL, &o) != (x && on ? JUDGE_EBOTH :
		    JUDGE_OK) || (!(x && on) && (o.value != (x ? JUDGE_X :
		    JUDGE_O) || o.n != 0)))
			abort();
		return 0;
	}
	solve(&b, k, rule, p, &o);
	if (empty <= REF_EMPTY) {
		want = sr_solve(&b, k, rule, p, NULL);
		if (o.value != want.value || (o.atmost ? o.n < want.n :
		    o.n != want.n))
			abort();
	} else if (empty <= VALUE_EMPTY && o.value != JUDGE_PENDING &&
	    o.value != sr_value(&b, k, rule, p))
		abort();	/* the draw prover's draws, the others' wins */
	if (o.value != JUDGE_PENDING) {
		check_line(&b, k, rule, p, &o);
		after_best(&b, k, rule, p, &o);
	}
	return 0;
}
