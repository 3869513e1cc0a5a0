/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * renju_ref.h - a slow reference for the game judge's rules (judge.h's
 * enum judge_rule), written from the definitions alone: the board a plain
 * array of bytes, every five, four and three found by putting stones on
 * it and measuring the runs they make.  Used by tests/judge_api.c and
 * fuzz/game_fuzz.c; nothing of judge.c is shared.  Its names start rb_
 * (the tests have ref_ functions of their own).
 *
 * Renju (RIF): black is player 1.  A five is exactly five in a row; six
 * or more is an overline.  A four is four stones of a line that one more
 * stone makes a five; a straight four (.XXXX.) is one four that two cells
 * make a five.  A three is three stones of a line that one more stone, on
 * a cell where black may play, makes a straight four "without at the same
 * time a five in a row is made" (RIF: a five in any line).  A black stone
 * that makes a five wins; else it is a foul if it makes an overline, two
 * fours or more, or two threes or more (the first of these that applies).
 */
#ifndef RENJU_REF_H
#define RENJU_REF_H

#include <stdint.h>

#include "../judge.h"

/* A board of rows x cols cells, cell[r * cols + c]: 0 empty, 1 X (black),
 * 2 O (white).  The reference writes a stone it supposes and clears it
 * again before it returns. */
struct rboard {
	unsigned char *cell;
	uint64_t rows, cols;
};

/* The directions, in the order of judge.h's lines: a row, a column, the
 * diagonal down and right, the anti-diagonal down and left. */
extern const int rb_dirs[4][2];

/* The cell at (r, c): 0, 1 or 2, and RB_OFF off the board. */
#define RB_OFF	3
int	rb_at(const struct rboard *, int64_t, int64_t);

/* The length of the run of the stone at (r, c) along direction d, and
 * its first and last cell as steps from (r, c) (lo <= 0 <= hi). */
uint64_t rb_run(const struct rboard *, int64_t, int64_t, int, int64_t *,
	    int64_t *);

/* Black's stone at (r, c): whether it is in an exact five; in an
 * overline; the fours it is in (two completion points of one straight
 * four count once); whether it is in a three along direction d (the
 * completing cell makes no five, and its legal play is judged as rb_foul()
 * does, recursively). */
int	rb_five(const struct rboard *, int64_t, int64_t);
int	rb_overline(const struct rboard *, int64_t, int64_t);
int	rb_fours(struct rboard *, int64_t, int64_t);
int	rb_fours_dir(struct rboard *, int64_t, int64_t, int);
int	rb_three(struct rboard *, int64_t, int64_t, int);

/*
 * The foul of black's stone at (r, c), already on the board: JUDGE_NOFOUL
 * if it makes a five or no foul, else JUDGE_OVERLINE, JUDGE_DOUBLE_FOUR or
 * JUDGE_DOUBLE_THREE, the first that applies.  rb_foul_flat() is the
 * same with a three's completing cell never checked for a foul (only for a
 * five): the rule without its recursion, for tests to see that positions
 * where it matters occur.
 */
enum judge_foul	rb_foul(struct rboard *, int64_t, int64_t);
enum judge_foul	rb_foul_flat(struct rboard *, int64_t, int64_t);

/* Caro: bit d for each direction in which the stone at (r, c) is in a
 * run of exactly k whose two ends are not both blocked by the opponent
 * (the edge does not block), or, with over (JUDGE_CARO), in a longer one.
 */
unsigned	rb_caro_wins(const struct rboard *, int64_t, int64_t, uint64_t,
		    int);

/* Under rule with k in a row: bit d for each direction in which the stone
 * at (r, c) wins (renju: black exactly five, white five or more). */
unsigned	rb_win_dirs(const struct rboard *, int64_t, int64_t, uint64_t,
	    enum judge_rule);

/*
 * The stone just put at (r, c) under rule with k in a row: its result, as
 * judge_game_move() gives it (0, or the winner: 2 for a renju foul), the
 * foul in *foul, and for a win the run judge_game_run() names: the first
 * winning direction, at most k - 1 cells each side of the move.
 */
int	rb_result(struct rboard *, int64_t, int64_t, uint64_t,
	    enum judge_rule, enum judge_foul *, uint64_t run[4]);

/* p's stone on the empty cell i (row-major): rb_result()'s answer; with
 * keep the stone stays, else the cell is empty again.  rb_five_cell():
 * whether p has an empty cell where its stone wins at once. */
int	rb_play(struct rboard *, uint64_t, int, uint64_t, enum judge_rule,
	    int);
int	rb_five_cell(struct rboard *, int, uint64_t, enum judge_rule);

#endif /* RENJU_REF_H */
