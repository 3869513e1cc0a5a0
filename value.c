/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * value.c - --solve's values of positions: the solver (judge.h), made at
 * the first search, and the 3 x 3 positions' values remembered with the
 * texts of the values (vals), and a board's cells padded to its width
 * (grid).  Called by reading (boards) and the session (games); calls the
 * solver, and write.c's put_value() for a value's text.
 */
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "judge.h"
#define TTT_PARTS
#include "ttt.h"

/* --solve: the positions' values (value_*()): the solver, made at the
 * first search, and the 3 x 3 positions' values remembered by their
 * cells (POS3 of them, the index as ses.pos3's) and player to move (a
 * board's, by its marks: slot 0), each tagged with the generation of the
 * rules (k, rule) it is for. */
#define POS3		19683u		/* 3^9 */
static struct {
	struct judge_solver *solver;
	struct table3 t3;	/* the 3 x 3 values, of the rules k, rule */
	uint64_t k;
	int rule;
} vals;

/* A board's cells, padded to its width (value_rows()). */
static struct buf grid;

/* The lines of the values since value_lines_reset(): struct judge_move
 * each, a value's from its line (an index) on. */
static struct buf lines;

/* A cell's byte as a base-3 digit of a 3 x 3 position: 0 empty (or no
 * cell), 1 X, 2 O. */
static const unsigned char digit3[256] = {
	['X'] = 1, ['x'] = 1, ['O'] = 2, ['o'] = 2
};

static struct judge_solver *value_solver(const struct input *, uint64_t);
static void	value_set(const struct input *, uint64_t, int,
		    const struct judge_solution *, int, struct value *);
static int	value_mover(const unsigned char *, uint64_t);
static NOINLINE void value_text(unsigned);
static void	value_board(const struct input *, const unsigned char *,
		    uint64_t, uint64_t, struct value *);


/*
 * --solve: the value of positions (vals), by the solver or, for a 3 x 3
 * board, by the memo of its values (the library answers them from its
 * own table, but a call costs some thousand instructions).  Out of
 * memory ends the run, naming in's line.
 */

/* The solver, made at its first call. */
static struct judge_solver *
value_solver(const struct input *in, uint64_t line)
{
	if (vals.solver == NULL && (vals.solver = judge_solver_new()) == NULL)
		nomem(in, line);
	return vals.solver;
}

/* The values, the solver and the grid dropped: the start and the end of
 * a run. */
void
value_reset(void)
{
	judge_solver_free(vals.solver);
	free(vals.t3.memo);
	memset(&vals, 0, sizeof(vals));
	buf_free(&grid);
	buf_free(&lines);
}

/* The values' lines dropped: a batch's or a board's start. */
void
value_lines_reset(void)
{
	lines.len = 0;
}

/* Value v's line, v->nline moves (valid until value_lines_reset()). */
const struct judge_move *
value_line(const struct value *v)
{
	return (const struct judge_move *)(void *)lines.s + v->line;
}

/* The solver's line of its last answer as v's, where the output shows
 * lines (--explain, --json). */
static void
value_keep_line(const struct input *in, uint64_t line, struct value *v)
{
	size_t n, at = lines.len / sizeof(struct judge_move);

	v->line = v->nline = 0;
	if (opt.format == FMT_PLAIN || (n = judge_solve_line(vals.solver,
	    NULL, 0)) == 0)
		return;
	if (n > LINE_MOST)
		n = LINE_MOST;
	grow(&lines, lines.len + n * sizeof(struct judge_move), 4096, in,
	    line);
	v->line = at;
	v->nline = n;	/* the line's first n moves */
	(void)judge_solve_line(vals.solver,
	    (struct judge_move *)(void *)lines.s + at, n);
	lines.len += n * sizeof(struct judge_move);
}

/* *v from the library's answer sol, mover to move; a library error
 * ends the run (the rules and cells were judged before: only out of
 * memory is left). */
static void
value_set(const struct input *in, uint64_t line, int rc,
    const struct judge_solution *sol, int mover, struct value *v)
{
	if (rc != JUDGE_OK)
		nomem(in, line);
	v->v = sol->value;
	v->n = sol->n;
	v->row = sol->row;
	v->col = sol->col;
	v->mover = mover;
	v->atmost = sol->atmost;
	value_keep_line(in, line, v);
}

/* The player to move on a board of n cells: --turn's, or the one with
 * fewer marks, else --first's, X without it. */
static int
value_mover(const unsigned char *cells, uint64_t n)
{
	uint64_t i, x = 0, o = 0;

	if (opt.turn != JUDGE_EITHER)
		return opt.turn;
	for (i = 0; i < n; i++) {
		x += cells[i] == 'X' || cells[i] == 'x' || cells[i] == JUDGE_P1;
		o += cells[i] == 'O' || cells[i] == 'o' || cells[i] == JUDGE_P2;
	}
	if (x != o)
		return x < o ? JUDGE_P1 : JUDGE_P2;
	return opt.first == JUDGE_P2 ? JUDGE_P2 : JUDGE_P1;
}

/* A 3 x 3 value packed in 16 bits: the value, n, the best move (9:
 * none) and the player to move. */
#define PACK3(v, n, m, p)	((uint32_t)(v) | (uint32_t)(n) << 3 | \
				    (uint32_t)(m) << 7 | (uint32_t)(p) << 11)
#define NOMOVE3		9u

/* The 3 x 3 memo ready for positions under the rules k, rule: made,
 * and its generation theirs. */
const struct table3 *
value3_rules(const struct input *in, uint64_t line, uint64_t k,
    enum judge_rule rule)
{
	if (vals.t3.memo == NULL &&
	    (vals.t3.memo = calloc((size_t)3 * POS3, sizeof(*vals.t3.memo))) == NULL)
		nomem(in, line);
	if (vals.t3.gen == 0 || vals.k != k || vals.rule != (int)rule) {
		if (vals.t3.gen == UINT16_MAX) {	/* used up: again from 1 */
			memset(vals.t3.memo, 0, (size_t)3 * POS3 *
			    sizeof(*vals.t3.memo));
			vals.t3.gen = 0;
		}
		vals.t3.gen++;
		vals.k = k;
		vals.rule = (int)rule;
	}
	return &vals.t3;
}

/*
 * The value of 3 x 3 position idx (as ses.pos3) under the rules k, rule,
 * with mover to move, or with mover 0 a board's player to move
 * (value_mover()); from the memo, or else asked of the solver once (and
 * its text made, value_text()).
 */
void
value3(const struct input *in, uint64_t line, unsigned idx, int mover,
    uint64_t k, enum judge_rule rule, struct value *v)
{
	struct judge_solution sol;
	unsigned char cells[9];
	uint32_t *e, w;
	unsigned i, rest;
	int p;

	value3_rules(in, line, k, rule);
	e = &vals.t3.memo[3 * idx + (unsigned)mover];
	if (*e >> 16 != vals.t3.gen) {
		for (i = 0, rest = idx; i < 9; i++, rest /= 3)
			cells[i] = (unsigned char)(rest % 3);
		p = mover != 0 ? mover : value_mover(cells, 9);
		value_set(in, line, judge_solve3(value_solver(in, line), idx,
		    k, rule, (enum judge_player)p, &sol), &sol, p, v);
		*e = vals.t3.gen << 16 | PACK3(v->v, v->n, v->row == JUDGE_NOMOVE ?
		    NOMOVE3 : 3 * v->row + v->col, p);
		if (vals.t3.text[*e & (TEXT3 - 1)].len == 0)
			value_text(*e & (TEXT3 - 1));
		return;
	}
	w = *e;
	v->v = (enum judge_verdict)(w & 7);
	v->n = w >> 3 & 15;
	v->row = (w >> 7 & 15) == NOMOVE3 ? JUDGE_NOMOVE : (w >> 7 & 15) / 3;
	v->col = (w >> 7 & 15) % 3;
	v->mover = (int)(w >> 11 & 3);
	v->atmost = 0;
	v->line = v->nline = 0;
	if (opt.format != FMT_PLAIN && v->n != 0 && judge_solve3(vals.solver,
	    idx, k, rule, (enum judge_player)v->mover, &sol) == JUDGE_OK)
		value_keep_line(in, line, v);	/* from the table: O(1) */
}

/* --solve: n results res[] of accepted moves, each with its value's
 * text by its number text[] (vals.t3.text), "0\tDraw\n", at o. */
char *
put_valued_results(char *o, const signed char *res,
    const unsigned char *text, size_t n)
{
	const struct vtext *t;
	size_t i;

	for (i = 0; i < n; i++) {
		*o++ = (char)('0' + res[i]);
		t = &vals.t3.text[text[i]];
		memcpy(o, t, sizeof(*t));
		o += t->len;
		*o++ = '\n';
	}
	return o;
}

/* value3_text()'s position not in the table: its packed value, by
 * value3(). */
NOINLINE uint32_t
value3_miss(const struct input *in, uint64_t line, unsigned idx,
    int mover)
{
	struct value v;

	value3(in, line, idx, mover, vals.k, (enum judge_rule)vals.rule, &v);
	return vals.t3.memo[3 * idx + (unsigned)mover];
}

/* vals.t3.text[t], the text of the packed value whose low bits are t. */
static NOINLINE void
value_text(unsigned t)
{
	struct value v = { (enum judge_verdict)(t & 7), t >> 3, JUDGE_NOMOVE,
	    JUDGE_NOMOVE, 0, 0, 0, 0 };
	char text[ROOM];
	char *o = put_value(PUT(text, "\t"), &v);

	vals.t3.text[t].len = (unsigned char)(o - text);
	memcpy(vals.t3.text[t].s, text, vals.t3.text[t].len);
}

/* The value of a Pending board of rows x cols cells (cells NULL: too
 * many kept to search), its player to move by its marks. */
static void
value_board(const struct input *in, const unsigned char *cells,
    uint64_t rows, uint64_t cols, struct value *v)
{
	static const struct value unknown = { JUDGE_PENDING, 0,
	    JUDGE_NOMOVE, JUDGE_NOMOVE, JUDGE_P1, 0, 0, 0 };
	struct judge_solution sol;
	unsigned idx = 0, i;
	int p;

	if (cells == NULL || rows > JUDGE_SOLVE_CELLS / cols) {
		*v = unknown;	/* the library would not search it */
		return;
	}
	if (rows == 3 && cols == 3) {
		for (i = 0; i < 9; i++)
			idx += digit3[cells[i]] * pow3[i];
		value3(in, in->boardline, idx, 0, win_length(0, opt.rule),
		    opt.rule, v);
		return;
	}
	p = value_mover(cells, rows * cols);
	value_set(in, in->boardline, judge_solve_cells(value_solver(in,
	    in->boardline), cells, rows, cols, win_length(0, opt.rule),
	    opt.rule, (enum judge_player)p, &opt.budget, &sol), &sol, p, v);
}

/* The value of game g's position, mover to move. */
void
value_game(const struct input *in, uint64_t line,
    const struct judge_game *g, int mover, struct value *v)
{
	struct judge_solution sol;

	value_set(in, line, judge_solve_game(value_solver(in, line), g,
	    (enum judge_player)mover, &opt.budget, &sol), &sol, mover, v);
}

/*
 * The value of a Pending board of rows x cols cells, its rows the len
 * bytes of text (NULL: too many cells or rows were kept to search), each
 * ended by a newline and padded with empty cells to cols: a board stream's
 * board (read.c's held) or a whole 3 x 3 board in the input.
 */
void
value_rows(const struct input *in, const char *text, size_t len,
    uint64_t rows, uint64_t cols, struct value *v)
{
	const char *p = text, *e, *nl;
	uint64_t r = 0;
	char *g;

	if (text == NULL || rows > JUDGE_SOLVE_CELLS / cols) {
		value_board(in, NULL, rows, cols, v);
		return;
	}
	e = text + len;
	g = grow(&grid, (size_t)(rows * cols), (size_t)(rows * cols), in,
	    in->boardline);
	memset(g, '.', (size_t)(rows * cols));
	for (; p < e && r < rows; p = nl + 1, r++) {
		nl = memchr(p, '\n', (size_t)(e - p));
		memcpy(g + r * cols, p, (size_t)(nl - p) < cols ?
		    (size_t)(nl - p) : (size_t)cols);
	}
	value_board(in, (const unsigned char *)g, rows, cols, v);
}

/* The value of a decided position, its verdict v: v's winner won, or a
 * Draw; nobody to move. */
void
value_decided(enum judge_verdict v, struct value *val)
{
	val->v = v;
	val->n = 0;
	val->row = val->col = JUDGE_NOMOVE;
	val->mover = JUDGE_P1;
	val->atmost = 0;
	val->line = val->nline = 0;
}
