/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * solve_ref.h - a slow reference for judge.h's solver: plain minimax over
 * every move, no table, no pruning, no symmetry, each move judged by
 * tests/renju_ref.c's rb_result() (so every rule, renju's fouls
 * included); and sr_value(), the value alone with the positions met
 * kept.  Used by tests/judge_api.c and fuzz/solve_fuzz.c on positions
 * with few empty cells.
 */
#ifndef SOLVE_REF_H
#define SOLVE_REF_H

#include <stdint.h>

#include "../judge.h"
#include "renju_ref.h"

/* A value: the winner (JUDGE_X, JUDGE_O) and its moves n, or JUDGE_DRAW
 * and n 0. */
struct sref {
	enum judge_verdict value;
	uint64_t n;
};

/*
 * The value of the position on b, k in a row under rule (k 0: min(rows,
 * cols)), with p (1 or 2) to move, by minimax: the player to move takes
 * the move that wins soonest, else draws, else loses latest; a move that
 * wins is worth a win in 1, a renju foul a loss in 0.  The position must
 * hold no win.  Exponential in the empty cells.  On a 3 x 3 board memo,
 * if not NULL, keeps the values found (2 x 3^9 + 3 entries, value
 * JUDGE_PENDING for none yet), for one k and rule.
 */
struct sref	sr_solve(struct rboard *b, uint64_t k, enum judge_rule rule,
		    int p, struct sref *memo);

/*
 * The value alone of the position on b (at most 64 cells), p to move: the
 * winner, or JUDGE_DRAW; plain negamax (a win found ends a node's moves)
 * with every position met kept, up to 2^19 of them.  For positions of
 * some 14 empty cells at most.
 */
enum judge_verdict sr_value(struct rboard *b, uint64_t k,
		    enum judge_rule rule, int p);

/* Whether p has a winning run on b (fouls are not looked for). */
int	sr_won(const struct rboard *b, uint64_t k, enum judge_rule rule, int p);

#endif /* SOLVE_REF_H */
