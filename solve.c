/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * solve.c - the solver of judge.h: perfect play (judge_solver_new(),
 * judge_solve_game(), judge_solve_cells(), judge_solve3()).  It owns its
 * struct judge_solver: the position's keys, the move order, the table of
 * positions and the 3 x 3 table.  The position is a game judge of its own
 * (s->g) on a byte map, whatever the board's size, set up by judge.c's
 * ji_game_map() (the rules checked by ji_game_check()), so that a move is
 * judged by the game judge's own rules through ji_game_result(); a move is
 * put and taken back on the map through map_cell() (judgeint.h), and the
 * search's keys follow it.  A game's position is read by ji_game_rules()
 * and ji_game_cell(), the cells of judge_solve_cells() by judge.c's
 * ji_board_cell().  It calls nothing else of the library but judge.h's
 * judge_game_new() and judge_game_free().
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "judge.h"
#include "judgeint.h"

#define TT_MIN		1024u		/* entries of a new table */
#define TT_WAYS		8u		/* entries probed for a key */
#define D_NONE		UINT16_MAX	/* no win proven */
#define NOCELL		UINT64_MAX
#define SYMS		8u
#define SMALL_CELLS	64u		/* exact keys: a bit a cell */
#define COST_CELLS	256u		/* a node counts 1 + cells k / this */
#define T3_POS		((size_t)2 * MEMO3)	/* 3 x 3: each position and mover */
#define T3_NOMOVE	15u
#define TS_DEPTH	120u		/* a threat search's moves, at most */
#define TS_LINE		(2 * TS_DEPTH + 2)
#define TS_THREE	2u		/* a three's fours: one no move stops, the five */




/* A table entry: the position (canonical), its player to move, bounds of
 * its value (-1 loss, 0 draw, 1 win, for the player to move) and of the
 * winner's moves (for s->w, the winner the root's value named). */
struct tte {
	uint64_t k0, k1;
	uint32_t move;		/* a best move, canonical, + 1; or 0 */
	uint16_t win;		/* the least d proven a win, or D_NONE */
	uint16_t nowin;		/* 1 + the most d proven no win, or 0 */
	signed char lo, hi;
	unsigned char p;	/* 0: a free entry */
	unsigned char pad;
};

#define DP_WINDOWS	(4 * SMALL_CELLS)	/* the draw prover's k-windows */

/* The draw prover's table entry (dp_find()). */
struct dpe {
	uint64_t a, d;		/* the attacker's marks, the defender's */
	uint64_t zone;		/* a hold's zone (all canonical) */
	unsigned char tag;	/* DP_ATT, DP_HOLD, and 4: taken */
	unsigned char move;	/* a hold's move of the defender + 1, or 0 */
	unsigned char width;	/* a failure's s->dleft + 1, DP_SURE when no
				 * move was left out; 0: none */
};

struct judge_solver {
	struct judge_game *g;	/* the position, on a byte map */
	struct mapview mv;	/* that map's cells (ji_game_map()) */
	enum judge_rule rule;
	uint64_t rows, cols, k, cells, empty;
	unsigned nsym, w;
	int caro;		/* a threat can be stopped beyond its ends */
	uint64_t key[SYMS][2];
	uint64_t *order;	/* the cells, most winning lines through first */
	size_t ordcap;
	/* boards of at most 64 cells: each level's moves, best first */
	unsigned char list[SMALL_CELLS + 1][SMALL_CELLS];
	struct tte *tt;
	size_t ttcap, ttlen, ttmax;
	uint64_t nodes, cost, budget, fixed, mem, mbudget;
	int out;		/* the budget ran out */
	/* the marks on the board, in the order they were put */
	uint32_t *stones;
	size_t nstones;
	/* the threat searches: a stack of cells, marks of the cells (a
	 * mark, and the zone of a line), the line found */
	uint32_t *cs, *stamp, *zone;
	size_t ctop, ccap;
	uint32_t gen, zgen;
	int cut;
	uint32_t tl[TS_LINE];
	unsigned ntl;
	int short2;		/* ts_root(): no win in 2 or less, proved */
	/* the draw prover: the k-windows, each symmetry's cells and its
	 * inverse, the pairings' windows, its table */
	uint64_t dw[DP_WINDOWS], dfull, dpz, dpc;
	unsigned ndw, dleft;	/* the defender's choices left (dp_def()) */
	uint64_t dcuts;		/* its moves left out so far */
	unsigned char dperm[SYMS][SMALL_CELLS], dinv[SYMS];
	uint64_t dpe[DP_WINDOWS], dpw[SMALL_CELLS][DP_WINDOWS / 64];
	uint64_t dpl[SMALL_CELLS / 2];	/* the pairs found, as masks */
	unsigned dpn, ndpl;
	/* a draw's pairings at the position: [0] of the player to move
	 * (after its best move), [1] of the other; cells, a pair each two */
	unsigned char pairs[2][SMALL_CELLS];
	unsigned npairs[2];
	struct dpe *dt;
	size_t dtcap, dtlen;
	/* the answer's line: cells, from the player to move; or, for a
	 * 3 x 3 answer, 1 + its position and player (l3, l3p) */
	uint32_t *pv;
	size_t npv;
	unsigned l3, l3p, pvp;	/* pvp: the line's first player */
	uint16_t *t3;		/* 3 x 3: value, n and move of each position */
	uint64_t t3k;
	enum judge_rule t3rule;
	/* judge_solve3(): the rules as asked that t3 is the table of */
	int t3asked;
	uint64_t t3ak;
	enum judge_rule t3arule;
};

/* The cell (r, c) under symmetry t (rectangles: 0, 2, 4 and 5). */
static uint64_t
sym_cell(const struct judge_solver *s, unsigned t, uint64_t r, uint64_t c)
{
	uint64_t R = s->rows - 1, C = s->cols - 1, a, b;

	switch (t) {
	case 1:
		a = c, b = R - r;
		break;
	case 2:
		a = R - r, b = C - c;
		break;
	case 3:
		a = C - c, b = r;
		break;
	case 4:
		a = r, b = C - c;
		break;
	case 5:
		a = R - r, b = c;
		break;
	case 6:
		a = c, b = r;
		break;
	case 7:
		a = C - c, b = R - r;
		break;
	default:
		a = r, b = c;
	}
	return a * s->cols + b;
}

static const unsigned char symrect[4] = { 0, 2, 4, 5 };
static const unsigned char syminv[SYMS] = { 0, 3, 2, 1, 4, 5, 6, 7 };

/* A 64-bit mix (splitmix64's): the hash keys of a large board. */
static uint64_t
mix64(uint64_t x)
{
	x += GOLDEN64;
	x = (x ^ x >> 30) * UINT64_C(0xbf58476d1ce4e5b9);
	x = (x ^ x >> 27) * UINT64_C(0x94d049bb133111eb);
	return x ^ x >> 31;
}

/* p's mark at cell i toggled in the keys of every symmetry. */
static void
sv_key(struct judge_solver *s, uint64_t i, unsigned p)
{
	uint64_t r = i / s->cols, c = i % s->cols, j;
	unsigned t, u;

	for (u = 0; u < s->nsym; u++) {
		t = s->nsym == SYMS ? u : symrect[u];
		j = sym_cell(s, t, r, c);
		if (s->cells <= SMALL_CELLS)
			s->key[u][p - 1] ^= (uint64_t)1 << j;
		else {
			s->key[u][0] ^= mix64(2 * j + p);
			s->key[u][1] ^= mix64(2 * j + p + (UINT64_C(1) << 40));
		}
	}
}

/* The symmetry whose key is least: the position's canonical form. */
static unsigned
sv_canon(const struct judge_solver *s)
{
	unsigned u, best = 0;

	for (u = 1; u < s->nsym; u++)
		if (s->key[u][0] < s->key[best][0] || (s->key[u][0] ==
		    s->key[best][0] && s->key[u][1] < s->key[best][1]))
			best = u;
	return best;
}

/* Cell i of symmetry u's board on the position's own (the inverse). */
static uint64_t
sv_uncanon(const struct judge_solver *s, unsigned u, uint64_t i)
{
	unsigned t = s->nsym == SYMS ? syminv[u] : symrect[u];

	return sym_cell(s, t, i / s->cols, i % s->cols);
}

/* The byte of cell i on the map. */
static unsigned char *
sv_map(const struct judge_solver *s, uint64_t i)
{
	return map_cell(&s->mv, i / s->cols, i % s->cols);
}

/* The result of p's mark just put at cell i: p if it won, 3 - p if it is
 * a foul (with fouls), else 0 (ji_game_result()). */
static unsigned
sv_result(struct judge_solver *s, uint64_t i, unsigned p, int fouls)
{
	return ji_game_result(s->g, i / s->cols, i % s->cols, p, fouls);
}

/* What p's move at empty cell i would do, the position unchanged. */
static unsigned
sv_try(struct judge_solver *s, uint64_t i, unsigned p)
{
	unsigned char *q = sv_map(s, i);
	unsigned res;

	*q = (unsigned char)p;
	res = sv_result(s, i, p, 1);
	*q = 0;
	return res;
}

/* Whether p's move at empty cell i would win (sv_try()'s p, its fouls not
 * looked for: a five wins before any foul counts). */
static INLINE int
sv_wins(struct judge_solver *s, uint64_t i, unsigned p)
{
	unsigned char *q = sv_map(s, i);
	unsigned res;

	*q = (unsigned char)p;
	res = sv_result(s, i, p, 0);
	*q = 0;
	return res == p;
}

/* p's move at cell i, kept; its result as sv_try()'s. */
static unsigned
sv_put(struct judge_solver *s, uint64_t i, unsigned p)
{
	*sv_map(s, i) = (unsigned char)p;
	sv_key(s, i, p);
	s->empty--;
	s->stones[s->nstones++] = (uint32_t)i;
	return sv_result(s, i, p, 1);
}

/* sv_put() undone: the last mark put. */
static void
sv_unput(struct judge_solver *s, uint64_t i, unsigned p)
{
	*sv_map(s, i) = 0;
	sv_key(s, i, p);
	s->empty++;
	s->nstones--;
}

/* Whether p can still win: make k in a row, k cells of a line with none
 * of the opponent's (the map's ring ends every line), or under renju be
 * O (whom X's fouls may hand the game). */
static int
sv_live(const struct judge_solver *s, unsigned p)
{
	const unsigned char *q, *start;
	uint64_t n, i, lines;
	unsigned d, opp = 3 - p;

	if (s->rule == JUDGE_RENJU && p == JUDGE_P2)
		return 1;
	for (d = 0; d < 4; d++) {
		lines = d == 0 ? s->rows : d == 1 ? s->cols :
		    s->rows + s->cols - 1;
		for (i = 0; i < lines; i++) {
			/* rows from column 0; the others from row 0, then
			 * the diagonals from column 0 or the last */
			if (d == 0)
				start = map_cell(&s->mv, i, 0);
			else if (i < s->cols)
				start = map_cell(&s->mv, 0, i);
			else if (d == 1)
				break;
			else
				start = map_cell(&s->mv, i - s->cols + 1,
				    d == 2 ? 0 : s->cols - 1);
			for (n = 0, q = start; *q != RING; q += s->mv.step[d])
				if (*q == opp)
					n = 0;
				else if (++n >= s->k)
					return 1;
		}
	}
	return 0;
}

/* Node budget: whether it ran out with this node. */
static int
sv_count(struct judge_solver *s)
{
	if (s->out || s->cost > s->budget - s->nodes)
		s->out = 1;
	else
		s->nodes += s->cost;
	return s->out;
}

static size_t
tt_index(const struct judge_solver *s, uint64_t k0, uint64_t k1, unsigned p)
{
	return hash64(k0 ^ mix64(k1 + p), s->ttcap);
}

/* Doubles the table if the memory budget allows: 0, or -1. */
static int
tt_grow(struct judge_solver *s)
{
	struct tte *old = s->tt, *e;
	size_t oldcap = s->ttcap, i, j, at;

	/* the old table and the new one held at once */
	if (s->ttcap > s->ttmax / 3)
		return -1;
	if ((s->tt = calloc(2 * oldcap, sizeof(*s->tt))) == NULL) {
		s->tt = old;
		return -1;
	}
	s->ttcap = 2 * oldcap;
	if (s->fixed + 3 * oldcap * sizeof(*e) > s->mem)
		s->mem = s->fixed + 3 * oldcap * sizeof(*e);
	for (i = 0; i < oldcap; i++) {
		if (old[i].p == 0)
			continue;
		at = tt_index(s, old[i].k0, old[i].k1, old[i].p);
		for (j = 0; j < TT_WAYS; j++) {
			e = &s->tt[(at + j) & (s->ttcap - 1)];
			if (e->p == 0) {
				*e = old[i];
				break;
			}
		}
	}
	free(old);
	return 0;
}

/*
 * The entry of the canonical position (k0, k1) with p to move, or NULL;
 * with add, a new entry when there is none (the table doubled when half
 * full or the key's ways are taken, else the last way replaced).
 */
static struct tte *
tt_find(struct judge_solver *s, uint64_t k0, uint64_t k1, unsigned p,
    int add)
{
	struct tte *e;
	size_t at, j;

	for (;;) {
		at = tt_index(s, k0, k1, p);
		for (j = 0; j < TT_WAYS; j++) {
			e = &s->tt[(at + j) & (s->ttcap - 1)];
			if (e->p == p && e->k0 == k0 && e->k1 == k1)
				return e;
			if (e->p == 0)
				break;
		}
		if (!add)
			return NULL;
		if (s->ttlen < s->ttcap / 2 || tt_grow(s) != 0)
			break;
	}
	if (j == TT_WAYS)
		j = TT_WAYS - 1;
	else
		s->ttlen++;
	e = &s->tt[(at + j) & (s->ttcap - 1)];
	e->k0 = k0;
	e->k1 = k1;
	e->p = (unsigned char)p;
	e->move = 0;
	e->win = D_NONE;
	e->nowin = 0;
	e->lo = -1;
	e->hi = 1;
	return e;
}

/* The entry of the position with p to move, and its symmetry in *u. */
static struct tte *
sv_entry(struct judge_solver *s, unsigned p, unsigned *u, int add)
{
	*u = sv_canon(s);
	return tt_find(s, s->key[*u][0], s->key[*u][1], p, add);
}

/* Remembers move i as the entry's best, in its canonical form. */
static void
tt_move(const struct judge_solver *s, struct tte *e, unsigned u, uint64_t i)
{
	unsigned t = s->nsym == SYMS ? u : symrect[u];

	if (i != NOCELL)
		e->move = (uint32_t)sym_cell(s, t, i / s->cols,
		    i % s->cols) + 1;
}

/* A scan of the empty cells: p's win in one, and the opponent's threats
 * (a win in one it would have if p passed), the first of them. */
struct scan {
	uint64_t win, threat, threats;
	const unsigned char *list;	/* small boards: sv_list()'s */
	unsigned nlist;
};

/* The players with a mark next to the empty cell at q: bit p - 1 for
 * player p (the ring, 3, is no player's). */
static unsigned
sv_near(const struct judge_solver *s, const unsigned char *q)
{
	static const unsigned char owner[4] = { 0, 1, 2, 0 };
	const ptrdiff_t *st = s->mv.step;

	return owner[q[-st[2]]] | owner[q[-st[1]]] | owner[q[-st[3]]] |
	    owner[q[-st[0]]] | owner[q[st[0]]] | owner[q[st[3]]] |
	    owner[q[st[1]]] | owner[q[st[2]]];
}

static void
sv_scan(struct judge_solver *s, unsigned p, struct scan *sc)
{
	const unsigned char *q;
	uint64_t i;
	unsigned nb = 3;

	sc->win = sc->threat = NOCELL;
	sc->threats = 0;
	for (i = 0; i < s->cells; i++) {
		q = sv_map(s, i);
		if (*q != 0)
			continue;
		/* k in a row through a cell needs a mark beside it */
		if (s->k > 1 && (nb = sv_near(s, q)) == 0)
			continue;
		if ((nb & p) && sv_wins(s, i, p)) {
			sc->win = i;
			return;
		}
		if (sc->threats < 2 && (nb & (3 - p)) &&
		    sv_wins(s, i, 3 - p) &&
		    sc->threats++ == 0)
			sc->threat = i;
	}
}

/* How much p's mark at the empty cell at q may do: for each k cells of a
 * line through it, 4^(marks) of p's where the opponent has none, and of
 * the opponent's where p has none (a block). */
static unsigned
sv_promise(const struct judge_solver *s, const unsigned char *q, unsigned p)
{
	const unsigned char *w;
	unsigned d, n[4], score = 0;
	uint64_t o, j;

	for (d = 0; d < 4; d++)
		for (o = 0; o < s->k; o++) {
			w = q - (ptrdiff_t)o * s->mv.step[d];
			if (*w == RING)
				break;	/* a window from beyond the edge */
			n[0] = n[1] = n[2] = n[3] = 0;
			for (j = 0; j < s->k && n[RING] == 0; j++)
				n[w[(ptrdiff_t)j * s->mv.step[d]]]++;
			if (n[RING] != 0)
				continue;
			/* 4^n, no shift past 31 (k of 16 or more) */
			if (n[3 - p] == 0)
				score += 1u << (n[p] < 15 ? 2 * n[p] : 30);
			if (n[p] == 0)
				score += 1u << (n[3 - p] < 15 ? 2 * n[3 - p] : 30);
		}
	return score;
}

/* The empty cells of a small board by promise for p, s->order breaking
 * ties: the list of this level (the marks down), its length. */
static unsigned
sv_list(struct judge_solver *s, unsigned p, unsigned char *l)
{
	unsigned score[SMALL_CELLS], n = 0, j, v;
	uint64_t i, c;

	for (i = 0; i < s->cells; i++) {
		c = s->order[i];
		if (*sv_map(s, c) != 0)
			continue;
		v = sv_promise(s, sv_map(s, c), p);
		for (j = n; j > 0 && score[j - 1] < v; j--) {
			score[j] = score[j - 1];
			l[j] = l[j - 1];
		}
		score[j] = v;
		l[j] = (unsigned char)c;
		n++;
	}
	return n;
}

/* A small board's moves for p, unless a block is forced. */
static void
sv_moves(struct judge_solver *s, unsigned p, struct scan *sc)
{
	sc->nlist = 0;
	sc->list = NULL;
	if (s->cells <= SMALL_CELLS && !(sc->threats == 1 && !s->caro)) {
		sc->list = s->list[s->cells - s->empty];
		sc->nlist = sv_list(s, p, s->list[s->cells - s->empty]);
	}
}

/*
 * The moves to try, in order: the only one when the opponent has one
 * threat and only taking its cell can stop it (not caro, where a mark
 * beyond its run's end may block it), else the table's move and then the
 * cells by s->order.  *at is the position in that list, from 0.
 */
static uint64_t
sv_next(const struct judge_solver *s, const struct scan *sc, uint64_t tm,
    uint64_t *at)
{
	uint64_t i;

	if (sc->threats == 1 && !s->caro)
		return (*at)++ == 0 ? sc->threat : NOCELL;
	if (*at == 0) {
		(*at)++;
		if (tm != NOCELL)
			return tm;
	}
	while (*at - 1 < s->cells) {
		if (s->cells <= SMALL_CELLS) {
			if (*at - 1 >= sc->nlist)
				break;
			i = sc->list[(*at)++ - 1];
		} else
			i = s->order[(*at)++ - 1];
		if (i != tm && *sv_map(s, i) == 0)
			return i;
	}
	return NOCELL;
}

/* sv_search()'s horizon for the value alone: none. */
#define NOHORIZON	UINT64_MAX

/*
 * The search, one skeleton for both of its questions, told apart by d:
 * - NOHORIZON: the value of the position for p to move, -1, 0 or 1
 *   (fail-soft alpha-beta: a value at most alpha is a bound from above,
 *   one at least beta a bound from below), the table's lo and hi;
 * - else whether s->w, the winner the value named, wins making at most d
 *   more moves (iterative deepening, sv_depth()): the same search with a
 *   win past the horizon counted a draw and the windows (0, 1) at the
 *   winner's moves and (-1, 0) at the loser's, so that the winner's 1 (the
 *   loser's -1) says it does, any other value that it does not; the
 *   table's win and nowin.
 * A move to the value in *best: the value's first move tried at least,
 * the horizon's only one that reaches the mover's goal (the winner's win,
 * the loser's longer defence); NOCELL when the answer needed none.
 */
static int
sv_search(struct judge_solver *s, unsigned p, int alpha, int beta,
    uint64_t d, uint64_t *best)
{
	struct scan sc;
	struct tte *e;
	uint64_t tm = NOCELL, at = 0, m, dummy;
	int value = d == NOHORIZON, w = !value && p == s->w;
	int v, bestv, a0, ok;
	unsigned u, q = 3 - p;

	*best = NOCELL;
	if (sv_count(s) || s->empty == 0)
		return 0;
	sv_scan(s, p, &sc);
	if (sc.win != NOCELL) {
		*best = sc.win;
		/* the horizon's: the loser's win, or one past it, is none */
		return value || (w && d >= 1);
	}
	if (!value && d == 0) {
		if (w)
			return 0;
		/* only fouls left to the loser: won in 0 */
		for (m = 0; m < s->cells; m++)
			if (*sv_map(s, m) == 0 && sv_try(s, m, p) != q) {
				*best = m;
				return 0;
			}
		return -1;
	}
	if (sc.threats >= 2 && !s->caro)
		return -1;
	if (!value && !sv_live(s, s->w))
		return 0;
	if ((e = sv_entry(s, p, &u, 0)) != NULL) {
		if (value) {
			if (e->lo >= beta || e->lo == e->hi)
				return e->lo;
			if (e->hi <= alpha)
				return e->hi;
			alpha = alpha > e->lo ? alpha : e->lo;
			beta = beta < e->hi ? beta : e->hi;
		} else {
			if ((w && e->hi < 1) || (!w && e->lo > -1) ||
			    d < e->nowin)
				return 0;
			if (e->win <= d)
				return w ? 1 : -1;
		}
		if (e->move != 0)
			tm = sv_uncanon(s, u, e->move - 1);
	}
	/* no line left to a player bounds the value (a line is closed by
	 * the opponent's marks: not before 2k of them are down) */
	if (!value || s->cells - s->empty < 2 * s->k) {
		;
	} else if (!sv_live(s, p)) {
		if (!sv_live(s, q) || alpha >= 0)
			return 0;
		beta = 0;
	} else if (!sv_live(s, q)) {
		if (beta <= 0)
			return 0;
		alpha = 0;
	}
	a0 = alpha;
	bestv = value ? -2 : alpha;
	sv_moves(s, p, &sc);
	while ((m = sv_next(s, &sc, tm, &at)) != NOCELL) {
		if (sv_put(s, m, p) == q)
			v = -1;		/* a foul */
		else
			v = -sv_search(s, q, -beta, -alpha, d - (uint64_t)w,
			    &dummy);
		sv_unput(s, m, p);
		if (s->out)
			return 0;
		if (v > bestv) {
			bestv = v;
			*best = m;
			if (v > alpha)
				alpha = v;
			if (alpha >= beta)
				break;
		}
	}
	if ((value || d < D_NONE) && (e = sv_entry(s, p, &u, 1)) != NULL) {
		if (value) {
			if (bestv <= a0 && bestv < e->hi)
				e->hi = (signed char)bestv;
			else if (bestv >= beta && bestv > e->lo)
				e->lo = (signed char)bestv;
			else if (bestv > a0 && bestv < beta)
				e->lo = e->hi = (signed char)bestv;
			if (e->lo > e->hi)
				e->lo = e->hi;
		} else if ((ok = w ? bestv > 0 : bestv < 0) && d < e->win)
			e->win = (uint16_t)d;
		else if (!ok && d + 1 > e->nowin)
			e->nowin = (uint16_t)(d + 1);
		tt_move(s, e, u, *best);
	}
	return bestv;
}

/* Whether s->w, with p to move, wins making at most d more moves, and
 * the move that shows it in *best (sv_search()'s horizon). */
static int
sv_win(struct judge_solver *s, unsigned p, uint64_t d, uint64_t *best)
{
	int w = p == s->w, v = sv_search(s, p, w ? 0 : -1, w ? 1 : 0, d, best);

	return w ? v > 0 : v < 0;
}

/*
 * ---- Threats ----
 *
 * What a move makes, under the rule, as the game judge decides it
 * (sv_try()): a five, a move that wins; a four, a move after which its
 * player has a five (its five cells); a three, a move after which its
 * player, moving again, makes a four that no move stops (it wins by fours
 * in TS_THREE moves: an open three's straight four, a four-four).  Every
 * threat of p lies
 * in a k-window of the board (k cells of a line) with no mark of the
 * opponent, a four's in one with k - 2 marks of p, a three's with k - 3:
 * those windows give the cells to try, and sv_try() decides.
 */

/* Room for n more cells on the threat stack: 0, or -1 (the budget is
 * out: the memory budget would be passed). */
static int
ts_room(struct judge_solver *s, size_t n)
{
	uint32_t *c;
	size_t cap;

	if (s->ctop + n <= s->ccap)
		return 0;
	for (cap = s->ccap ? s->ccap : 1024; cap < s->ctop + n; cap *= 2)
		;
	if (s->fixed + s->ttcap * sizeof(struct tte) + cap * sizeof(*c) >
	    s->mbudget || (c = realloc(s->cs, cap * sizeof(*c))) == NULL) {
		s->out = 1;
		return -1;
	}
	s->cs = c;
	s->ccap = cap;
	if (s->fixed + s->ttcap * sizeof(struct tte) + cap * sizeof(*c) >
	    s->mem)
		s->mem = s->fixed + s->ttcap * sizeof(struct tte) +
		    cap * sizeof(*c);
	return 0;
}

/* A new mark for the cells (ts_mark(), ts_marked()). */
static void
ts_newmark(struct judge_solver *s)
{
	if (++s->gen == 0) {
		memset(s->stamp, 0, (size_t)s->cells * sizeof(*s->stamp));
		s->gen = 1;
	}
}

/* Cell i pushed on the threat stack unless marked since ts_newmark(). */
static void
ts_push(struct judge_solver *s, uint64_t i)
{
	if (s->stamp[i] == s->gen)
		return;
	s->stamp[i] = s->gen;
	if (ts_room(s, 1) == 0)
		s->cs[s->ctop++] = (uint32_t)i;
}

/* The cell of the map's byte at q. */
static uint64_t
ts_index(const struct judge_solver *s, const unsigned char *q)
{
	ptrdiff_t off = q - s->mv.cell;
	ptrdiff_t r = off / s->mv.stride;

	return (uint64_t)r * s->cols + (uint64_t)(off - r * s->mv.stride);
}

/*
 * Pushes the empty cells of every k-window with no mark of the opponent
 * and need marks of p (need >= 1): k - 1, the cells that may be fives;
 * k - 2, fours; k - 3, threes.  Each window is found once, from its
 * first mark of p along its line.
 */
static void
ts_windows(struct judge_solver *s, unsigned p, uint64_t need)
{
	const unsigned char *x, *v;
	uint64_t back, f, m, o, n, k1 = s->k - 1;
	size_t t;
	unsigned d;
	ptrdiff_t st;

	for (t = 0; t < s->nstones; t++) {
		x = sv_map(s, s->stones[t]);
		if (*x != p)
			continue;
		for (d = 0; d < 4; d++) {
			st = s->mv.step[d];
			/* each window once, from its first mark of p, x:
			 * those starting back cells before it, none but
			 * empty ones there, up to f cells after it, none
			 * the opponent's, n marks of p from x to there */
			for (back = 0; back < k1 && x[-(ptrdiff_t)(back + 1) *
			    st] == 0; back++)
				;
			for (f = 0, n = 1, v = x + st; f < k1 && *v != RING &&
			    *v != 3 - p; f++, v += st)
				n += *v == p;
			/* the window ending m cells after x, by its start
			 * from x back */
			for (m = f + 1; m-- > 0 && m + back >= k1;) {
				if (n == need)
					for (o = 0, v = x - (ptrdiff_t)(k1 - m) *
					    st; o <= k1; o++, v += st)
						if (*v == 0)
							ts_push(s, ts_index(s,
							    v));
				n -= x[(ptrdiff_t)m * st] == p;
			}
		}
	}
}

/* Pushes p's five cells (the empty cells where its move wins) of the fives
 * through cell i: the one empty cell of each k-window through i that
 * holds k - 1 marks of p and none of the opponent's, where sv_wins()
 * says that p's move there wins (by the rule: renju's exact five, exact's,
 * caro's ends). */
static void
ts_fives_near(struct judge_solver *s, uint64_t i, unsigned p)
{
	const unsigned char *x = sv_map(s, i), *v, *e;
	uint64_t lo, hi, n, o, k1 = s->k - 1;
	unsigned d;
	ptrdiff_t st;

	ts_newmark(s);
	for (d = 0; d < 4; d++) {
		st = s->mv.step[d];
		/* the cells from lo before x to hi after it, p's or empty */
		for (lo = 0; lo < k1 && (x[-(ptrdiff_t)(lo + 1) * st] == p ||
		    x[-(ptrdiff_t)(lo + 1) * st] == 0); lo++)
			;
		for (hi = 0; hi < k1 && (x[(ptrdiff_t)(hi + 1) * st] == p ||
		    x[(ptrdiff_t)(hi + 1) * st] == 0); hi++)
			;
		if (lo + hi < k1)
			continue;
		/* the windows from lo before x, sliding: n of p's marks */
		v = x - (ptrdiff_t)lo * st;
		for (n = 0, o = 0; o < k1; o++)
			n += v[(ptrdiff_t)o * st] == p;
		for (; v <= x - (ptrdiff_t)(k1 - hi) * st; v += st) {
			n += v[(ptrdiff_t)k1 * st] == p;
			if (n == k1) {
				for (e = v; *e != 0; e += st)
					;
				if (sv_wins(s, ts_index(s, e), p))
					ts_push(s, ts_index(s, e));
			}
			n -= *v == p;
		}
	}
}

/* Pushes all of p's five cells. */
static void
ts_fives(struct judge_solver *s, unsigned p)
{
	size_t at = s->ctop, t, n;

	ts_newmark(s);
	if (s->k < 2)
		return;
	ts_windows(s, p, s->k - 1);
	for (t = n = at; t < s->ctop; t++)
		if (sv_wins(s, s->cs[t], p))
			s->cs[n++] = s->cs[t];
	s->ctop = n;
}

/* Whether any of the n cells at D (offsets on the stack) is a five cell
 * of p. */
static int
ts_anyfive(struct judge_solver *s, size_t D, size_t n, unsigned p)
{
	size_t t;

	for (t = 0; t < n; t++)
		if (*sv_map(s, s->cs[D + t]) == 0 &&
		    sv_wins(s, s->cs[D + t], p))
			return 1;
	return 0;
}

/*
 * Pushes the moves of q that stop all of p's five cells, the n at D: a
 * move on the one five cell (none stops two), or under caro also a mark
 * beyond a five's end (a five blocked at both ends does not win); never a
 * foul of q (renju: black whose only block is a foul has lost).
 */
static void
ts_blocks(struct judge_solver *s, size_t D, size_t n, unsigned q)
{
	const unsigned char *x, *w;
	size_t t, at = s->ctop, e;
	uint64_t o, c;
	unsigned d, res;
	int sg;

	ts_newmark(s);
	if (!s->caro) {
		if (n == 1)
			ts_push(s, s->cs[D]);
	} else
		for (t = 0; t < n; t++) {
			x = sv_map(s, s->cs[D + t]);
			ts_push(s, s->cs[D + t]);
			for (d = 0; d < 4; d++)
				for (sg = -1; sg <= 1; sg += 2)
					for (o = 1; o <= s->k; o++) {
						w = x + sg * (ptrdiff_t)o *
						    s->mv.step[d];
						if (*w == RING)
							break;
						if (*w == 0)
							ts_push(s,
							    ts_index(s, w));
					}
		}
	for (t = e = at; t < s->ctop; t++) {
		c = s->cs[t];
		res = sv_put(s, c, q);
		if (res != 3 - q && (!s->caro || !ts_anyfive(s, D, n, 3 - q)))
			s->cs[e++] = (uint32_t)c;
		sv_unput(s, c, q);
	}
	s->ctop = e;
}

/* Marks cell i's lines within k + 1 of it (a mark there can change what
 * a move at i, or a five or four through it, does) in the zone. */
static void
ts_zone(struct judge_solver *s, uint64_t i)
{
	const unsigned char *x = sv_map(s, i), *w;
	uint64_t o;
	unsigned d;
	int sg;

	s->zone[i] = s->zgen;
	for (d = 0; d < 4; d++)
		for (sg = -1; sg <= 1; sg += 2)
			for (o = 1; o <= s->k + 1; o++) {
				w = x + sg * (ptrdiff_t)o * s->mv.step[d];
				if (*w == RING)
					break;
				s->zone[ts_index(s, w)] = s->zgen;
			}
}

/*
 * Whether p's line of n cells at L on the stack (p's move, q's reply,
 * and so on, p's last) still wins on the board as it is now, q's last
 * mark at last (NOCELL: none) : each move of p a four or the five, each
 * of q the one move that stops the four, no five of q made on the way.
 * With zone, every cell the line's moves and fives read is marked in the
 * zone (ts_zone()).
 */
static int
ts_replay(struct judge_solver *s, unsigned p, size_t L, size_t n,
    uint64_t last, int zone)
{
	unsigned q = 3 - p, res;
	size_t i, put = 0, F, nf, t, top = s->ctop;
	uint64_t a, b;
	int ok = 0;

	for (i = 0; i < n; i += 2) {
		if (last != NOCELL) {
			ts_fives_near(s, last, q);
			nf = s->ctop - top;
			s->ctop = top;
			if (nf != 0)
				break;
		}
		a = s->cs[L + i];
		if (*sv_map(s, a) != 0)
			break;
		res = sv_put(s, a, p);
		put++;
		if (zone)
			ts_zone(s, a);
		if (res != 0) {
			ok = res == p;
			break;
		}
		F = s->ctop;
		ts_fives_near(s, a, p);
		nf = s->ctop - F;
		if (zone)
			for (t = 0; t < nf; t++)
				ts_zone(s, s->cs[F + t]);
		if (nf == 0)
			break;
		ts_blocks(s, F, nf, q);
		if (s->ctop == F + nf) {
			ok = 1;		/* no move of q stops it */
			break;
		}
		if (s->ctop != F + nf + 1 || i + 1 >= n ||
		    s->cs[F + nf] != s->cs[L + i + 1])
			break;
		s->ctop = top;
		b = s->cs[L + i + 1];
		res = sv_put(s, b, q);
		put++;
		if (zone)
			ts_zone(s, b);
		if (res != 0)
			break;
		last = b;
	}
	s->ctop = top;
	while (put > 0) {
		put--;
		sv_unput(s, s->cs[L + put], put % 2 ? q : p);
	}
	return ok;
}

/* Whether some k-window through the empty cell i holds need marks of p
 * and none of the opponent (i's mark would make a four of it: need
 * k - 2). */
static int
ts_could(const struct judge_solver *s, uint64_t i, unsigned p, uint64_t need)
{
	const unsigned char *x = sv_map(s, i), *w, *v;
	uint64_t o, j, n[3];
	unsigned d;

	for (d = 0; d < 4; d++)
		for (o = 0; o < s->k; o++) {
			w = x - (ptrdiff_t)o * s->mv.step[d];
			if (*w == RING)
				break;
			n[0] = n[1] = n[2] = 0;
			for (j = 0, v = w; j < s->k && *v != RING;
			    j++, v += s->mv.step[d])
				n[*v]++;
			if (j == s->k && n[3 - p] == 0 && n[p] == need)
				return 1;
		}
	return 0;
}

/*
 * Pushes the moves of q that may stop p's threat, whose winning line (p
 * moving again) is the n cells at L: every empty cell but those after
 * which the line still wins (ts_replay()) and q's fouls.  A cell off the
 * line's zone changes none of what the line's moves read, so there only
 * q's fours (which p would have to answer) and, under renju, the fouls
 * of the line's black moves can differ: those are replayed.
 */
static void
ts_replies(struct judge_solver *s, unsigned p, size_t L, size_t n)
{
	unsigned q = 3 - p, res;
	uint64_t i;
	int keep;

	if (++s->zgen == 0) {
		memset(s->zone, 0, (size_t)s->cells * sizeof(*s->zone));
		s->zgen = 1;
	}
	(void)ts_replay(s, p, L, n, NOCELL, 1);
	for (i = 0; i < s->cells && !s->out; i++) {
		if (*sv_map(s, i) != 0)
			continue;
		res = sv_put(s, i, q);
		if (res == p)
			keep = 0;	/* q's foul */
		else if (res == q)
			keep = 1;
		else if (s->zone[i] == s->zgen || s->rule == JUDGE_RENJU) {
			keep = sv_count(s) || !ts_replay(s, p, L, n, i, 0);
		} else {
			keep = 0;
			if (s->k >= 2 && ts_could(s, i, q, s->k - 1)) {
				size_t F = s->ctop;

				ts_fives_near(s, i, q);
				keep = s->ctop != F;
				s->ctop = F;
			}
		}
		sv_unput(s, i, q);
		if (keep && ts_room(s, 1) == 0)
			s->cs[s->ctop++] = (uint32_t)i;
	}
}

/* Whether at least n empty cells have no black mark within 5 along their
 * lines: with at most one black mark more near it, such a cell is no foul
 * of renju (a foul needs three black marks in its lines). */
static int
ts_safe(const struct judge_solver *s, unsigned n)
{
	const unsigned char *x, *w;
	uint64_t i, o;
	unsigned d, got = 0;
	int sg, near;

	for (i = 0; i < s->cells && got < n; i++) {
		x = sv_map(s, i);
		if (*x != 0)
			continue;
		for (near = 0, d = 0; d < 4 && !near; d++)
			for (sg = -1; sg <= 1 && !near; sg += 2)
				for (o = 1; o <= 5; o++) {
					w = x + sg * (ptrdiff_t)o *
					    s->mv.step[d];
					if (*w == RING)
						break;
					if (*w == JUDGE_P1) {
						near = 1;
						break;
					}
				}
		got += !near;
	}
	return got >= n;
}

/* The threat line (s->tl): p's five, or its move a and q's reply b
 * before the line of the position after them. */
static void
ts_line(struct judge_solver *s, uint64_t a, uint64_t b)
{
	unsigned n = b == NOCELL ? 1 : 2;

	if (s->ntl + n > TS_LINE)
		s->ntl = TS_LINE - n;
	memmove(s->tl + n, s->tl, s->ntl * sizeof(*s->tl));
	s->tl[0] = (uint32_t)a;
	if (b != NOCELL)
		s->tl[1] = (uint32_t)b;
	s->ntl += n;
}

/* The threat line after a four of p = 3 - q that no move of q stops
 * (its five cells the nf at F): q's move on a five cell that is no foul
 * and p's five on one left; where every five cell is a foul of q
 * (renju's X), q's first move by s->order that is none and p's five
 * (else the line ends at the four). */
static void
ts_open(struct judge_solver *s, size_t F, size_t nf, unsigned q)
{
	size_t t, f;
	uint64_t b, i;

	s->ntl = 0;
	for (t = 0; t < nf && s->ntl == 0; t++) {
		b = s->cs[F + t];
		if (sv_put(s, b, q) == 0)
			for (f = 0; f < nf; f++)
				if (f != t && sv_wins(s, s->cs[F + f], 3 - q)) {
					s->tl[0] = (uint32_t)b;
					s->tl[1] = s->cs[F + f];
					s->ntl = 2;
					break;
				}
		sv_unput(s, b, q);
	}
	for (i = 0; i < s->cells && s->ntl == 0; i++) {
		b = s->order[i];
		if (*sv_map(s, b) != 0)
			continue;
		for (t = 0; t < nf && s->cs[F + t] != b; t++)
			;
		if (t < nf)
			continue;
		if (sv_put(s, b, q) == 0 && sv_wins(s, s->cs[F], 3 - q)) {
			s->tl[0] = (uint32_t)b;
			s->tl[1] = s->cs[F];
			s->ntl = 2;
		}
		sv_unput(s, b, q);
	}
}

/* The threat line with move c before it. */
static void
ts_first(struct judge_solver *s, uint64_t c)
{
	if (s->ntl == TS_LINE)
		s->ntl--;
	memmove(s->tl + 1, s->tl, s->ntl * sizeof(*s->tl));
	s->tl[0] = (uint32_t)c;
	s->ntl++;
}

/* An empty cell off the first n of the threat line (a move that stops
 * nothing), or NOCELL. */
static uint64_t
ts_other(const struct judge_solver *s, size_t n)
{
	uint64_t i;
	size_t t;

	for (i = 0; i < s->cells; i++) {
		if (*sv_map(s, s->order[i]) != 0)
			continue;
		for (t = 0; t < n && s->tl[t] != s->order[i]; t++)
			;
		if (t == n)
			return s->order[i];
	}
	return NOCELL;
}

/*
 * Whether p to move wins making at most d more moves, each a four or (vct)
 * a three, q's replies all the moves that can stop them; q's five cells
 * the nd at D on the stack, which p's move must stop (with no five cell
 * of p: its caller has looked).  A win leaves its line in s->tl: a win
 * the table knows is searched again for it, the table's move first.  The
 * table keeps each position's least d proven, and the most d proven
 * none (UINT16_MAX: none at any depth, no depth having cut the search:
 * s->cut says whether one did).
 */
static int
ts_or(struct judge_solver *s, unsigned p, unsigned d, size_t D, size_t nd,
    int vct)
{
	unsigned q = 3 - p, code = (vct ? 4 : 2) + p, u, res;
	size_t base = s->ctop, t, nc, F, nf, R, nr, r, D2, B, nb;
	uint64_t tm = NOCELL, a = NOCELL, b, lastb;
	struct tte *e;
	int won = 0, ok, cut = s->cut;

	s->cut = 0;
	if (d == 0 || sv_count(s)) {
		s->cut = 1;
		return 0;
	}
	if ((e = sv_entry(s, code, &u, 0)) != NULL) {
		if (d < e->nowin) {
			s->cut = cut | (e->nowin != UINT16_MAX);
			return 0;
		}
		if (e->move != 0)
			tm = sv_uncanon(s, u, e->move - 1);
	}
	if (nd > 0) {
		if (s->caro || nd == 1)
			ts_blocks(s, D, nd, p);
	} else if (s->k >= 3) {
		ts_newmark(s);
		if (tm != NOCELL)
			ts_push(s, tm);
		ts_windows(s, p, s->k - 2);
		if (vct && s->k >= 4)
			ts_windows(s, p, s->k - 3);
	}
	nc = s->ctop - base;
	for (t = 0; t < nc && !won && !s->out; t++) {
		a = s->cs[base + t];
		res = sv_put(s, a, p);
		if (res != 0) {
			sv_unput(s, a, p);
			if (res == p) {
				s->ntl = 0;
				ts_line(s, a, NOCELL);
				won = 1;
			}
			continue;	/* a foul */
		}
		F = s->ctop;
		ts_fives_near(s, a, p);
		nf = s->ctop - F;
		R = s->ctop;
		if (nf > 0 && d >= 2)
			ts_blocks(s, F, nf, q);
		else if (nf > 0 || !vct || d < 3 ||
		    !ts_or(s, p, TS_THREE, 0, 0, 0)) {
			/* past the horizon: a four at 1, a three at 2 */
			s->cut |= nf > 0 || (vct && d < 3);
			sv_unput(s, a, p);
			s->ctop = F;
			continue;
		} else {
			/* a three: p's four that no move stops, if q passes
			 * (the line in s->tl): q's replies are the moves that
			 * may stop it */
			if (ts_room(s, s->ntl) == 0) {
				memcpy(s->cs + s->ctop, s->tl,
				    s->ntl * sizeof(*s->tl));
				s->ctop += s->ntl;
				nr = s->ntl;
				ts_replies(s, p, R, nr);
				memmove(s->cs + R, s->cs + R + nr,
				    (s->ctop - R - nr) * sizeof(*s->cs));
				s->ctop -= nr;
			}
		}
		nr = s->ctop - R;
		ok = 1;
		lastb = NOCELL;
		/* the line after the reply whose line is longest, at B */
		B = s->ctop;
		nb = 0;
		if (nr > 1 && ts_room(s, TS_LINE) == 0)
			s->ctop += TS_LINE;
		for (r = 0; r < nr && ok && !s->out; r++) {
			b = s->cs[R + r];
			res = sv_put(s, b, q);
			if (res == q)
				ok = 0;		/* q's five */
			else if (res == 0) {
				D2 = s->ctop;
				ts_fives_near(s, b, q);
				ok = ts_or(s, p, d - 1, D2, s->ctop - D2, vct);
				s->ctop = D2;
				if (ok && (lastb == NOCELL || s->ntl > nb)) {
					lastb = b;
					nb = s->ntl;
					if (s->ctop > B)
						memcpy(s->cs + B, s->tl,
						    nb * sizeof(*s->tl));
				}
			}
			sv_unput(s, b, q);
		}
		if (ok && s->ctop > B && lastb != NOCELL) {
			memcpy(s->tl, s->cs + B, nb * sizeof(*s->tl));
			s->ntl = nb;
		}
		if (ok && !s->out && nr == 0 && nf > 0)
			ts_open(s, F, nf, q);
		else if (lastb == NOCELL)
			s->ntl = 0;	/* q's replies all fouls */
		sv_unput(s, a, p);
		s->ctop = F;
		if (ok && !s->out) {
			ts_line(s, a, lastb);
			won = 1;
		}
	}
	s->ctop = base;
	if (s->out)
		return 0;
	if ((e = sv_entry(s, code, &u, 1)) != NULL) {
		if (won) {
			if (d < e->win)
				e->win = (uint16_t)d;
			tt_move(s, e, u, a);
		} else if (!s->cut)
			e->nowin = UINT16_MAX;
		else if (d + 1 > e->nowin)
			e->nowin = (uint16_t)(d + 1);
	}
	s->cut |= cut;
	return won;
}

/* The nodes the threes' search gets to look for a win shorter than the
 * fours' one found in used nodes: as many and TS_SHORTER, at most half,
 * so that a win found is said about as soon as it is found. */
#define TS_SHORTER	256u

static uint64_t
ts_shorter(uint64_t used, uint64_t half)
{
	uint64_t n = used < UINT64_MAX - TS_SHORTER ? used + TS_SHORTER :
	    UINT64_MAX;

	return n < half ? n : half;
}

/*
 * Iterative deepening of ts_or() for p, from depth lo to hi: the least
 * depth that wins, or 0 (none within hi, or none at any depth: no depth
 * cut the search; or the budget ran out).
 */
static unsigned
ts_deepen(struct judge_solver *s, unsigned p, size_t D, size_t nd, int vct,
    unsigned lo, unsigned hi)
{
	unsigned d;

	for (d = lo; d <= hi && !s->out; d++) {
		s->cut = 0;
		if (ts_or(s, p, d, D, nd, vct))
			return d;
		if (!s->cut)
			break;
	}
	return 0;
}

/*
 * The threat searches from the position, p to move: whether p wins by
 * threats (1), or q = 3 - p does whatever p plays (2), or neither is
 * found (0; also when p has a five, which the full search finds at
 * once); the win's moves in *n, its line in s->tl.  p's fours first, to
 * their full depth (a VCF is cheap to find where threes are not), then
 * its threes below the depth of the fours' win: the shortest win the
 * threats find, or when the threes' search runs out of budget, the
 * fours'.  q's win: q's fours win if p passes, and each move of p that
 * may stop them (ts_replies()) leaves q a win by threats.
 */
static int
ts_root(struct judge_solver *s, unsigned p, int vct, uint64_t *n)
{
	unsigned q = 3 - p, d, dmax, dv, ntl = 0, direct = 0;
	size_t D = s->ctop, nd, R, r, nr, L, D2;
	uint64_t c, best = NOCELL, all;
	unsigned res;
	int ok, cut;
	uint32_t tl[TS_LINE];

	ts_fives(s, p);
	if (s->ctop != D) {
		s->ctop = D;
		return 0;	/* a win in 1: the full search's at once */
	}
	/* a player makes at most half the empty cells' moves, and one */
	dmax = s->empty / 2 + 1 < TS_DEPTH ? (unsigned)(s->empty / 2 + 1) :
	    TS_DEPTH;
	ts_fives(s, q);
	nd = s->ctop - D;
	s->short2 = 0;
	/* the fours by deepening, for a quarter: the shortest win; where
	 * that runs out, at the full depth at once: a win (a long one is
	 * found much sooner so), its moves those of its line's winner */
	all = s->budget;
	if (s->nodes < all)
		s->budget = s->nodes + (all - s->nodes) / 4;
	dv = ts_deepen(s, p, D, nd, 0, 1, dmax);
	s->budget = all;
	if (dv == 0 && s->out && s->nodes < all) {
		s->out = 0;
		if (ts_deepen(s, p, D, nd, 0, dmax, dmax) != 0) {
			dv = (s->ntl + 1) / 2;
			direct = 1;
		}
	}
	if (dv != 0) {
		ntl = s->ntl;
		memcpy(tl, s->tl, ntl * sizeof(*tl));
	}
	d = 0;
	if (vct && !s->out && dv != 1) {
		/* with the fours' win found, a little (ts_shorter()) */
		all = s->budget;
		if (dv != 0 && s->nodes < all)
			s->budget = s->nodes + ts_shorter(s->nodes,
			    (all - s->nodes) / 2);
		d = ts_deepen(s, p, D, nd, 1, 1, dv != 0 ? dv - 1 : dmax);
		s->budget = all;
		if (s->out && dv != 0) {
			s->out = 0;
			d = 0;
		}
	}
	if (d == 0 && dv != 0) {
		d = dv;
		s->ntl = ntl;
		memcpy(s->tl, tl, ntl * sizeof(*tl));
	}
	if (d != 0) {
		*n = d;
		s->ctop = D;
		/* depths 1 and 2 searched in full (by deepening, not by
		 * the fours' one search at full depth): a win in 2 is a four
		 * no move stops, which they would have found, or under
		 * renju white's 2 moves leaving black only fouls, which 4
		 * cells that stay no foul rule out (white's 2 and black's 1
		 * mark take 3) */
		s->short2 = d == 3 && !(direct && d == dv) &&
		    (s->rule != JUDGE_RENJU ||
		    p == JUDGE_P1 || ts_safe(s, 4));
		return 1;
	}
	/* q's: its five, or its fours if p passes */
	for (d = 1; d <= dmax && !s->out; d++) {
		s->cut = 0;
		if (nd > 0) {
			s->tl[0] = s->cs[D];
			s->ntl = 1;
		} else if (!ts_or(s, q, d, 0, 0, 0)) {
			if (!s->cut)
				break;
			continue;
		}
		cut = s->cut;
		L = s->ctop;
		nr = s->ntl;
		if (ts_room(s, nr) != 0)
			break;
		memcpy(s->cs + L, s->tl, nr * sizeof(*s->tl));
		s->ctop += nr;
		R = s->ctop;
		ts_replies(s, q, L, nr);
		ok = !s->out;
		for (r = R; r < s->ctop && ok && !s->out; r++) {
			c = s->cs[r];
			res = sv_put(s, c, p);
			if (res == 0) {
				D2 = s->ctop;
				ts_fives_near(s, c, p);
				ok = ts_or(s, q, d, D2, s->ctop - D2, vct);
				s->ctop = D2;
				best = c;
			} else
				ok = res == q;	/* p's foul */
			sv_unput(s, c, p);
		}
		s->ctop = D;
		if (ok && !s->out) {
			if (best == NOCELL)
				best = ts_other(s, nr);
			if (best != NOCELL)
				ts_first(s, best);
			*n = d;
			return 2;
		}
		s->cut |= cut;
		if (!s->cut && nd == 0)
			break;
	}
	s->ctop = D;
	return 0;
}

/*
 * ---- The draw prover ----
 *
 * Whether the defender stops the attacker from ever making k in a row, on
 * a board of at most SMALL_CELLS cells under freestyle: a proof search on
 * bitboards (bit i cell i), the attacker's marks a, the defender's d, and
 * the board's k-windows (s->dw[]: k cells of a line).  A window is open
 * to the attacker while no mark of the defender is in it, and the
 * attacker wins only by filling an open window.
 *
 * A hold is proved with its zone: empty cells such that the defender
 * still holds with any more marks of the attacker on empty cells outside
 * them.  Every zone holds an empty cell of each open window, so that no
 * such marks fill one.  The holds:
 * - a pairing: disjoint pairs of empty cells, each open window holding
 *   one; the defender takes the other cell of each pair the attacker
 *   takes, and no open window is ever filled.  Its zone: the pairs'
 *   cells.  With the defender to move, one cell may stand for a pair
 *   (its move, which closes the windows through it).
 * - the defender's k, at its cell w: the zone w and a cell of each other
 *   open window (dp_hit()).
 * - the defender to move: a move c after which the attacker to move is
 *   held; the zone c and that hold's.  Where the attacker would make k
 *   at one cell, c is that cell; at two, no hold.
 * - the attacker to move (it cannot make k now): first the attacker
 *   passes, the defender moving twice; if the defender holds so, with
 *   zone Z, each of the attacker's moves outside Z is an extra mark
 *   outside Z, held by the same proof, and each move m in Z is searched.
 *   The zone: Z and theirs.
 * That an extra mark never hurts its player (freestyle: k or more win,
 * no fouls) is what the pass and the zones stand on; under the other
 * rules the prover is not used.  The defender's moves are tried by
 * their worth (the windows through the cell, 2^n for n marks of one
 * player and none of the other's), and its i-th choice (from 0) spends i
 * of the choices left, s->dleft: a limited discrepancy search, s->dleft
 * raised at the root (dp_root()) each time a hold fails with some move
 * left out.  A failure is kept in the table with the choices it had.
 * Only a hold is a value; a draw is two holds, each player the attacker.
 * A failure with no move left out (no cut below it: s->dcuts) is sure,
 * DP_SURE: the defender loses, as an extra mark never hurts; the root
 * stops there.
 */
#define DP_STEPS	48u		/* a pairing's tries, at most */
#define DP_ATT		1u		/* the attacker to move */
#define DP_HOLD		2u
#define DP_TAKEN	4u		/* an entry in use */
#define DP_CHOICES	160u		/* a window's pairs tried, at most */
#define DP_WORDS	(DP_WINDOWS / WORD_BITS)
#define DP_MIN		4096u		/* entries of a new table */
#define DP_SURE		255u		/* a failure with no move left out */
#define DP_REACH	36u		/* empty cells the full search may
					 * finish at the default budget */
#define DP_MOST		32u		/* the defender's choices left, at most */

/* The mask m under symmetry u (s->dperm[u]). */
static uint64_t
dp_tf(const struct judge_solver *s, unsigned u, uint64_t m)
{
	uint64_t r = 0;

	if (u == 0)
		return m;
	for (; m != 0; m &= m - 1)
		r |= (uint64_t)1 << s->dperm[u][ctz64(m)];
	return r;
}

/* The windows and the symmetries' cells of the board. */
static void
dp_setup(struct judge_solver *s)
{
	static const int dr[4] = { 0, 1, 1, 1 }, dc[4] = { 1, 0, 1, -1 };
	uint64_t r, c, j, w;
	int64_t er, ec;
	unsigned dir, u, t;

	s->ndw = 0;
	for (r = 0; r < s->rows; r++)
		for (c = 0; c < s->cols; c++)
			for (dir = 0; dir < (s->k > 1 ? 4u : 1u); dir++) {
				er = (int64_t)r + dr[dir] * (int64_t)(s->k - 1);
				ec = (int64_t)c + dc[dir] * (int64_t)(s->k - 1);
				if (er >= (int64_t)s->rows || ec < 0 ||
				    ec >= (int64_t)s->cols)
					continue;
				for (w = 0, j = 0; j < s->k; j++)
					w |= (uint64_t)1 << ((r + dr[dir] * j) *
					    s->cols + (uint64_t)((int64_t)c +
					    dc[dir] * (int64_t)j));
				s->dw[s->ndw++] = w;
			}
	s->dfull = s->cells == 64 ? ~(uint64_t)0 :
	    ((uint64_t)1 << s->cells) - 1;
	for (u = 0; u < s->nsym; u++) {
		t = s->nsym == SYMS ? u : symrect[u];
		s->dinv[u] = (unsigned char)(s->nsym == SYMS ? syminv[u] : u);
		for (r = 0; r < s->rows; r++)
			for (c = 0; c < s->cols; c++)
				s->dperm[u][r * s->cols + c] =
				    (unsigned char)sym_cell(s, t, r, c);
	}
}

/* The cells that would make k for the attacker (*fa) and for the
 * defender (*fd). */
static void
dp_fours(const struct judge_solver *s, uint64_t a, uint64_t d,
    uint64_t *fa, uint64_t *fd)
{
	uint64_t w, x;
	unsigned i;

	*fa = *fd = 0;
	for (i = 0; i < s->ndw; i++) {
		w = s->dw[i];
		/* one empty cell left in a window of one player */
		if ((w & d) == 0) {
			x = w & ~a;
			if ((x & (x - 1)) == 0)
				*fa |= x;
		} else if ((w & a) == 0) {
			x = w & ~d;
			if ((x & (x - 1)) == 0)
				*fd |= x;
		}
	}
}

/* A cell of each window open to the attacker: no more marks of its off
 * them complete one. */
static uint64_t
dp_hit(const struct judge_solver *s, uint64_t a, uint64_t d)
{
	unsigned char n[SMALL_CELLS] = { 0 };
	uint64_t h = 0, w, m, pick;
	unsigned i, c, most;

	for (i = 0; i < s->ndw; i++)
		if (((w = s->dw[i]) & d) == 0)
			for (m = w & ~a; m != 0; m &= m - 1)
				n[ctz64(m)]++;
	for (i = 0; i < s->ndw; i++) {
		w = s->dw[i];
		if ((w & d) != 0 || (w & h) != 0)
			continue;
		for (pick = 0, most = 0, m = w & ~a; m != 0; m &= m - 1)
			if (n[c = ctz64(m)] > most) {
				most = n[c];
				pick = m & -m;
			}
		h |= pick;
	}
	return h;
}

/*
 * Pairs for the windows open to the attacker that are left uncovered
 * (bits of unc[], s->dpe[] their empty cells), each pair of cells none
 * of used, and with one a cell of the defender's move as well (the
 * windows through it closed): 1 and all their cells in s->dpz, the move
 * in s->dpc (or NOCELL), or 0 (none found in *steps tries).  The window
 * with the fewest cells left first, the choices in most windows first;
 * s->dpw[c] the windows through cell c.
 */
static int
dp_pair(struct judge_solver *s, const uint64_t *unc, uint64_t used,
    unsigned one, unsigned *steps)
{
	uint64_t m, x, y, t[DP_CHOICES], nu[DP_WORDS], b;
	unsigned i, j, np = 0, best = 0, bn = WORD_BITS + 1, c, w,
	    nw = (s->dpn + WORD_BITS - 1) / WORD_BITS, cover[DP_CHOICES];

	for (w = 0; w < nw && unc[w] == 0; w++)
		;
	if (w == nw) {
		s->dpz = used;
		return 1;
	}
	if ((*steps)++ >= DP_STEPS)
		return 0;
	for (w = 0; w < nw && bn > 2; w++)
		for (b = unc[w]; b != 0 && bn > 2; b &= b - 1) {
			i = w * WORD_BITS + ctz64(b);
			if ((c = pop64(s->dpe[i] & ~used)) < bn) {
				bn = c;
				best = i;
			}
		}
	if (bn < 2 - one)
		return 0;
	m = s->dpe[best] & ~used;
	for (x = m; x != 0; x &= x - 1)
		for (y = one ? x : x & (x - 1); y != 0 && np < DP_CHOICES;
		    y &= y - 1) {
			/* a pair, or with one the cell x alone */
			i = ctz64(x);
			j = ctz64(y);
			for (c = 0, w = 0; w < nw; w++)
				c += pop64(s->dpw[i][w] & s->dpw[j][w] & unc[w]);
			for (j = np; j > 0 && cover[j - 1] < c; j--) {
				cover[j] = cover[j - 1];
				t[j] = t[j - 1];
			}
			cover[j] = c;
			t[j] = (x & -x) | (y & -y);
			np++;
		}
	for (i = 0; i < np; i++) {
		x = ctz64(t[i]);
		y = TOP_BIT - clz64(t[i]);
		for (w = 0; w < nw; w++)
			nu[w] = unc[w] & ~(s->dpw[x][w] & s->dpw[y][w]);
		if (x != y ? dp_pair(s, nu, used | t[i], one, steps) :
		    dp_pair(s, nu, used | t[i], 0, steps)) {
			if (x == y)
				s->dpc = x;
			else
				s->dpl[s->ndpl++] = t[i];
			return 1;
		}
		if (*steps >= DP_STEPS)
			return 0;
	}
	return 0;
}

/* Whether a pairing holds the attacker, with one the defender to move
 * (its move in *mv); the cells in *zone. */
static int
dp_paired(struct judge_solver *s, uint64_t a, uint64_t d, unsigned one,
    uint64_t *zone, uint64_t *mv)
{
	uint64_t unc[DP_WORDS] = { 0 }, w, m;
	unsigned i, n = 0, steps = 0;

	memset(s->dpw, 0, sizeof(s->dpw));
	for (i = 0; i < s->ndw; i++) {
		w = s->dw[i];
		if ((w & d) != 0)
			continue;
		s->dpe[n] = w & ~a;
		for (m = w & ~a; m != 0; m &= m - 1)
			s->dpw[ctz64(m)][n / WORD_BITS] |=
			    (uint64_t)1 << n % WORD_BITS;
		unc[n / WORD_BITS] |= (uint64_t)1 << n % WORD_BITS;
		n++;
	}
	s->dpn = n;
	s->dpc = NOCELL;
	s->ndpl = 0;
	if (!dp_pair(s, unc, 0, one, &steps))
		return 0;
	*zone = s->dpz;
	*mv = s->dpc;
	return 1;
}

/* A position of the prover: the attacker's marks (m[0]) and the
 * defender's (m[1]) under each symmetry, [.][0] the board's own. */
struct dpos {
	uint64_t m[2][SYMS];
};

/* q: p and a mark of who (0 the attacker, 1 the defender) at cell c. */
static void
dp_put(const struct judge_solver *s, const struct dpos *p, struct dpos *q,
    unsigned who, uint64_t c)
{
	unsigned u;

	*q = *p;
	for (u = 0; u < s->nsym; u++)
		q->m[who][u] |= (uint64_t)1 << s->dperm[u][c];
}

/* The entry of position p, the attacker to move or not (att): its
 * symmetry in *u; with add, a new one where there is none (the table
 * doubled when half full, as the memory budget allows). */
static struct dpe *
dp_find(struct judge_solver *s, const struct dpos *p, unsigned att,
    unsigned *u, int add)
{
	uint64_t ka = p->m[0][0], kd = p->m[1][0];
	struct dpe *e, *old;
	size_t at, j, i, cap;
	uint64_t held;
	unsigned v;

	*u = 0;
	for (v = 1; v < s->nsym; v++)
		if (p->m[0][v] < ka || (p->m[0][v] == ka && p->m[1][v] < kd)) {
			ka = p->m[0][v];
			kd = p->m[1][v];
			*u = v;
		}
	for (;;) {
		at = hash64(ka ^ mix64(kd + att), s->dtcap);
		for (j = 0; j < TT_WAYS; j++) {
			e = &s->dt[(at + j) & (s->dtcap - 1)];
			if (e->tag != 0 && e->a == ka && e->d == kd &&
			    (e->tag & DP_ATT) == att)
				return e;
			if (e->tag == 0)
				break;
		}
		if (!add)
			return NULL;
		/* the full search's least table, the old and the new */
		held = s->fixed + s->ttcap * sizeof(struct tte) +
		    3 * s->dtcap * sizeof(*e);
		if (s->dtlen < s->dtcap / 2 || held > s->mbudget ||
		    (e = calloc(2 * s->dtcap, sizeof(*e))) == NULL)
			break;
		old = s->dt;
		cap = s->dtcap;
		s->dt = e;
		s->dtcap *= 2;
		if (held > s->mem)
			s->mem = held;
		for (i = 0; i < cap; i++) {
			if (old[i].tag == 0)
				continue;
			at = hash64(old[i].a ^ mix64(old[i].d +
			    (old[i].tag & DP_ATT)), s->dtcap);
			for (j = 0; j < TT_WAYS; j++)
				if ((e = &s->dt[(at + j) & (s->dtcap - 1)])->
				    tag == 0) {
					*e = old[i];
					break;
				}
		}
		free(old);
	}
	if (j == TT_WAYS)
		j = TT_WAYS - 1;
	else
		s->dtlen++;
	e = &s->dt[(at + j) & (s->dtcap - 1)];
	e->a = ka;
	e->d = kd;
	e->tag = (unsigned char)(att | DP_TAKEN);
	e->zone = 0;
	e->move = 0;
	e->width = 0;
	return e;
}

/* What the table says of p (att as dp_find()'s): 1 a hold (its zone in
 * *zone, the defender's move in *mv), 0 a failure with as many choices
 * left or more (counted as a cut unless sure), -1 nothing. */
static int
dp_look(struct judge_solver *s, const struct dpos *p, unsigned att,
    uint64_t *zone, uint64_t *mv)
{
	struct dpe *e;
	unsigned u;

	if ((e = dp_find(s, p, att, &u, 0)) == NULL)
		return -1;
	if (e->tag & DP_HOLD) {
		*zone = dp_tf(s, s->dinv[u], e->zone);
		if (e->move != 0)
			*mv = s->dperm[s->dinv[u]][e->move - 1];
		return 1;
	}
	if (e->width <= s->dleft)
		return -1;
	s->dcuts += e->width != DP_SURE;
	return 0;
}

/* Keeps a result of p in the table: a hold (zone z, the defender's move
 * m or NOCELL) or a failure with s->dleft choices left, sure when no cut
 * was made since cuts (s->dcuts when p's search began). */
static void
dp_keep(struct judge_solver *s, const struct dpos *p, unsigned att,
    int hold, uint64_t z, uint64_t m, uint64_t cuts)
{
	struct dpe *e;
	unsigned u;

	if (s->out || (e = dp_find(s, p, att, &u, 1)) == NULL)
		return;
	if (hold) {
		e->tag |= DP_HOLD;
		e->zone = dp_tf(s, u, z);
		e->move = (unsigned char)(m == NOCELL ? 0 :
		    s->dperm[u][m] + 1);
	} else if (s->dcuts == cuts)
		e->width = DP_SURE;
	else if (s->dleft + 1 > e->width)
		e->width = (unsigned char)(s->dleft + 1);
}

/* The empty cells of mask by their worth for either player, most first:
 * 2^n for each window through the cell with n marks of one player and
 * none of the other's; with all, those worth nothing too.  Into c[];
 * their number. */
static unsigned
dp_order(const struct judge_solver *s, uint64_t a, uint64_t d, uint64_t mask,
    int all, unsigned char *c)
{
	unsigned score[SMALL_CELLS] = { 0 }, i, n = 0, j, v, add, e;
	uint64_t w, m;

	for (i = 0; i < s->ndw; i++) {
		w = s->dw[i];
		if ((w & d) == 0)
			e = pop64(w & a);
		else if ((w & a) == 0)
			e = pop64(w & d);
		else
			continue;
		add = 1u << (e < 16 ? e : 16);	/* no shift past 31 */
		for (m = w & ~(a | d); m != 0; m &= m - 1)
			score[ctz64(m)] += add;
	}
	for (m = mask & ~(a | d); m != 0; m &= m - 1) {
		i = ctz64(m);
		if ((v = score[i]) == 0 && !all)
			continue;
		for (j = n; j > 0 && score[c[j - 1]] < v; j--)
			c[j] = c[j - 1];
		c[j] = (unsigned char)i;
		n++;
	}
	return n;
}

static int dp_def(struct judge_solver *, const struct dpos *, uint64_t *,
    uint64_t *);

/* Whether the defender holds the attacker to move; the zone in *zone. */
static int
dp_att(struct judge_solver *s, const struct dpos *p, uint64_t *zone)
{
	uint64_t a = p->m[0][0], d = p->m[1][0], fa, fd, z = 0, zm = 0, dummy,
	    cuts = s->dcuts;
	unsigned char c[SMALL_CELLS];
	struct dpos q;
	unsigned i, n;
	int ok;

	*zone = 0;
	if (sv_count(s))
		return 0;
	dp_fours(s, a, d, &fa, &fd);
	if (fa != 0)
		return 0;	/* the attacker's k */
	if ((ok = dp_look(s, p, DP_ATT, zone, &dummy)) >= 0)
		return ok;
	if (dp_paired(s, a, d, 0, zone, &dummy))
		return 1;
	/* the attacker passes; then its moves in that hold's zone */
	ok = dp_def(s, p, &z, &dummy);
	n = ok ? dp_order(s, a, d, z, 1, c) : 0;
	for (i = 0; ok && i < n; i++) {
		/* the strongest first: a failure ends the node */
		dp_put(s, p, &q, 0, c[i]);
		ok = dp_def(s, &q, &zm, &dummy);
		z |= zm;
	}
	if (s->out)
		return 0;
	dp_keep(s, p, DP_ATT, ok, z, NOCELL, cuts);
	*zone = z;
	return ok;
}

/* Whether the defender to move holds the attacker; the zone in *zone,
 * the move in *mv. */
static int
dp_def(struct judge_solver *s, const struct dpos *p, uint64_t *zone,
    uint64_t *mv)
{
	uint64_t a = p->m[0][0], d = p->m[1][0], fa, fd, w, z = 0,
	    cuts = s->dcuts;
	unsigned char c[SMALL_CELLS];
	struct dpos q;
	unsigned n, i;
	int ok;

	*mv = NOCELL;
	*zone = 0;
	if (sv_count(s))
		return 0;
	if ((s->dfull & ~(a | d)) == 0) {
		*zone = 0;	/* a full board, no k of the attacker */
		return 1;
	}
	dp_fours(s, a, d, &fa, &fd);
	if (fd != 0) {
		/* the defender's k; no more marks of the attacker made its */
		w = fd & -fd;
		*zone = w | dp_hit(s, a, d | w);
		*mv = ctz64(w);
		return 1;
	}
	if ((fa & (fa - 1)) != 0)
		return 0;	/* two cells of the attacker's k */
	if ((ok = dp_look(s, p, 0, zone, mv)) >= 0)
		return ok;
	if (fa == 0 && dp_paired(s, a, d, 1, zone, mv)) {
		if (*mv == NOCELL)	/* any move: no window open */
			*mv = ctz64(s->dfull & ~(a | d));
		*zone |= (uint64_t)1 << *mv;
		return 1;
	}
	ok = 0;
	if (fa != 0) {
		c[0] = (unsigned char)ctz64(fa);
		n = 1;
	} else
		n = dp_order(s, a, d, s->dfull, 0, c);
	for (i = 0; i < n && !ok; i++) {
		if (i > s->dleft) {
			s->dcuts++;	/* the rest left out */
			break;
		}
		dp_put(s, p, &q, 1, c[i]);
		s->dleft -= i;	/* the i-th choice spends i */
		ok = dp_att(s, &q, &z);
		s->dleft += i;
		if (ok) {
			z |= (uint64_t)1 << c[i];
			*mv = c[i];
		}
	}
	if (s->out)
		return 0;
	dp_keep(s, p, 0, ok, z, *mv, cuts);
	*zone = z;
	return ok;
}

/*
 * Whether the position on the map, p to move, is a draw proved by the
 * prover (freestyle, at most SMALL_CELLS cells): neither player can make
 * k against the other's best defence.  The move that holds in *best.
 * The defender's choices left grow up to most (dp_def()).
 */
static int
dp_root(struct judge_solver *s, unsigned p, uint64_t *best, unsigned most)
{
	struct dpos pos[2];
	uint64_t i, z, mv = NOCELL, cuts;
	unsigned w, v;
	int held[2] = { 0, 0 };

	dp_setup(s);
	/* pos[0]: p the attacker; pos[1]: its opponent */
	memset(pos, 0, sizeof(pos));
	for (i = 0; i < s->cells; i++)
		if ((v = *sv_map(s, i)) != 0) {
			dp_put(s, &pos[0], &pos[0], v != p, i);
			dp_put(s, &pos[1], &pos[1], v == p, i);
		}
	if (s->fixed + s->ttcap * sizeof(struct tte) + DP_MIN *
	    sizeof(*s->dt) > s->mbudget ||
	    (s->dt = calloc(DP_MIN, sizeof(*s->dt))) == NULL)
		return 0;	/* no room for its table */
	s->dtcap = DP_MIN;
	s->dtlen = 0;
	if (s->fixed + s->ttcap * sizeof(struct tte) + DP_MIN *
	    sizeof(*s->dt) > s->mem)
		s->mem = s->fixed + s->ttcap * sizeof(struct tte) + DP_MIN *
		    sizeof(*s->dt);
	/* the choices left 0, 1, ..., 8, then a quarter more each time,
	 * until both hold, or one fails surely, or the budget ends */
	for (w = 0; w <= most && !s->out; w += w < 8 ? 1 : w / 4) {
		s->dleft = w;
		/* the opponent held with p's move first, then p */
		cuts = s->dcuts;
		if (!held[1] && !(held[1] = dp_def(s, &pos[1], &z, &mv)) &&
		    s->dcuts == cuts && !s->out)
			break;	/* the opponent wins: no draw */
		cuts = s->dcuts;
		if (held[1] && !held[0] && !(held[0] = dp_att(s, &pos[0],
		    &z)) && s->dcuts == cuts && !s->out)
			break;	/* p wins */
		if (held[0] && held[1])
			break;
	}
	free(s->dt);
	s->dt = NULL;
	if (!(held[0] && held[1]))
		return 0;
	*best = mv;
	/* the pairings that hold at once, if found: each player's against
	 * the other, p's after its move */
	if (mv != NOCELL)
		dp_put(s, &pos[1], &pos[1], 1, mv);
	for (v = 0; v < 2; v++)
		if (dp_paired(s, pos[1 - v].m[0][0], pos[1 - v].m[1][0], 0,
		    &z, &i))
			for (w = 0; w < s->ndpl; w++) {
				s->pairs[v][s->npairs[v]++] =
				    (unsigned char)ctz64(s->dpl[w]);
				s->pairs[v][s->npairs[v]++] = (unsigned char)
				    (TOP_BIT - clz64(s->dpl[w]));
			}
	return 1;
}

/* 3 x 3: an entry's fields: the value (a judge_verdict), n, the move. */
#define T3_V(t)		((unsigned)(t) & 3u)
#define T3_N(t)		((unsigned)(t) >> 2 & 15u)
#define T3_M(t)		((unsigned)(t) >> 6)
#define T3_PACK(v, n, m) ((uint16_t)((v) | (n) << 2 | (m) << 6))

/* How much p likes an entry's value: a sooner win, a later loss. */
static int
t3_rank(unsigned t, unsigned p)
{
	unsigned v = T3_V(t);

	if (v == JUDGE_DRAW)
		return 0;
	return v == p ? 100 - (int)T3_N(t) : (int)T3_N(t) - 100;
}

/* The entry of position idx (base 3, cell i the digit of 3^i) with p to
 * move, made by plain minimax over the table. */
static unsigned
t3_solve(struct judge_solver *s, unsigned idx, unsigned p)
{
	uint16_t *t = &s->t3[2 * idx + p - 1];
	unsigned i, pow = 1, res, c, best = T3_PACK(JUDGE_DRAW, 0u, T3_NOMOVE);
	int have = 0;

	if (*t != 0)
		return *t;
	for (i = 0; i < CELLS3; i++, pow *= 3) {
		if (idx / pow % 3 != 0)
			continue;
		res = sv_try(s, i, p);
		if (res == p)
			c = T3_PACK(p, 1u, i);
		else if (res != 0)
			c = T3_PACK(res, 0u, i);
		else {
			*sv_map(s, i) = (unsigned char)p;
			c = t3_solve(s, idx + p * pow, 3 - p);
			*sv_map(s, i) = 0;
			c = T3_PACK(T3_V(c), T3_N(c) + (T3_V(c) == p), i);
		}
		if (!have || t3_rank(c, p) > t3_rank(best, p))
			best = c;
		have = 1;
	}
	return *t = (uint16_t)best;
}

/* The order of the cells: most k-windows through a cell first. */
static uint64_t
windows(uint64_t x, uint64_t len, uint64_t k)
{
	uint64_t lo = x + 1 >= k ? x + 1 - k : 0, hi;

	if (len < k)
		return 0;
	hi = x < len - k ? x : len - k;
	return hi + 1 - lo;
}

static uint64_t
sv_weight(const struct judge_solver *s, uint64_t i)
{
	uint64_t r = i / s->cols, c = i % s->cols, R = s->rows - 1,
	    C = s->cols - 1, a, b, n;

	n = windows(c, s->cols, s->k) + windows(r, s->rows, s->k);
	a = r < c ? r : c;
	b = R - r < C - c ? R - r : C - c;
	n += windows(a, a + b + 1, s->k);
	a = r < C - c ? r : C - c;
	b = R - r < c ? R - r : c;
	return n + windows(a, a + b + 1, s->k);
}

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

static void
sv_order(struct judge_solver *s)
{
	uint64_t i;

	/* by weight, most first, then by index: weights are below 2^31 */
	for (i = 0; i < s->cells; i++)
		s->order[i] = (UINT64_C(0x7fffffff) - sv_weight(s, i)) << 32 | i;
	qsort(s->order, (size_t)s->cells, sizeof(*s->order), cmp_u64);
	for (i = 0; i < s->cells; i++)
		s->order[i] &= UINT64_C(0xffffffff);
}

struct judge_solver *
judge_solver_new(void)
{
	struct judge_solver *s = calloc(1, sizeof(*s));

	/* its position's game judge, whose rules each search sets */
	if (s != NULL && (s->g = judge_game_new(1, JUDGE_EITHER, 0)) == NULL) {
		free(s);
		s = NULL;
	}
	return s;
}

void
judge_solver_free(struct judge_solver *s)
{
	if (s != NULL) {
		judge_game_free(s->g);
		free(s->order);
		free(s->stones);
		free(s->stamp);
		free(s->zone);
		free(s->pv);
		free(s->cs);
		free(s->tt);
		free(s->dt);
		free(s->t3);
	}
	free(s);
}

/*
 * The empty board of the rules on the map: JUDGE_OK, JUDGE_ERULE,
 * JUDGE_EROW, JUDGE_ENOMEM, or 1 for a board too large to search.
 */
static int
sv_board(struct judge_solver *s, uint64_t rows, uint64_t cols, uint64_t k,
    enum judge_rule rule)
{
	uint64_t *o;
	int rc;

	if (k == 0)
		k = rows < cols ? rows : cols;
	if ((rc = ji_game_check(rows, cols, k, rule)) != JUDGE_OK)
		return rc;
	if (rows > JUDGE_SOLVE_CELLS / cols)
		return 1;
	if ((rc = ji_game_map(s->g, rows, cols, k, rule, &s->mv)) != JUDGE_OK)
		return rc;
	s->rule = rule;
	s->rows = rows;
	s->cols = cols;
	s->k = k;
	s->cells = s->empty = rows * cols;
	s->caro = rule == JUDGE_CARO || rule == JUDGE_CARO_EXACT;
	s->nsym = rows == cols ? SYMS : 4;
	memset(s->key, 0, sizeof(s->key));
	if (s->cells > s->ordcap) {
		/* the arrays of a cell each, made larger together */
		free(s->stones);
		free(s->stamp);
		free(s->zone);
		free(s->pv);
		s->stones = s->stamp = s->zone = s->pv = NULL;
		s->ordcap = 0;
		if ((o = realloc(s->order, (size_t)s->cells * sizeof(*o))) ==
		    NULL)
			return JUDGE_ENOMEM;
		s->order = o;
		if ((s->stones = malloc((size_t)s->cells * 4)) == NULL ||
		    (s->stamp = calloc((size_t)s->cells, 4)) == NULL ||
		    (s->zone = calloc((size_t)s->cells, 4)) == NULL ||
		    (s->pv = malloc((size_t)s->cells * 4)) == NULL)
			return JUDGE_ENOMEM;
		s->gen = s->zgen = 0;
		s->ordcap = (size_t)s->cells;
	}
	s->nstones = 0;
	s->npv = 0;
	sv_order(s);
	return JUDGE_OK;
}

/* Puts cell i's mark v (0, 1 or 2) on the empty board. */
static void
sv_set(struct judge_solver *s, uint64_t i, unsigned v)
{
	if (v == 0)
		return;
	*sv_map(s, i) = (unsigned char)v;
	sv_key(s, i, v);
	s->empty--;
	s->stones[s->nstones++] = (uint32_t)i;
}

/* The first empty cell by s->order: a move when any will do. */
static uint64_t
sv_any(const struct judge_solver *s)
{
	uint64_t i;

	for (i = 0; i < s->cells; i++)
		if (*sv_map(s, s->order[i]) == 0)
			return s->order[i];
	return NOCELL;
}

/* The answer of the 3 x 3 table's entry t. */
static void
sv_entry3(unsigned t, struct judge_solution *out)
{
	out->value = (enum judge_verdict)T3_V(t);
	out->n = T3_N(t);
	if (T3_M(t) != T3_NOMOVE) {
		out->row = T3_M(t) / 3;
		out->col = T3_M(t) % 3;
	}
	out->memory = T3_POS * sizeof(uint16_t);
}

/* 3 x 3: the answer from the table, made at the first call of the
 * rules. */
static int
sv_table3(struct judge_solver *s, unsigned p, struct judge_solution *out)
{
	unsigned idx = 0, pow = 1;
	uint64_t i;

	if (s->t3 == NULL || s->t3k != s->k || s->t3rule != s->rule) {
		if (s->t3 == NULL &&
		    (s->t3 = malloc(T3_POS * sizeof(*s->t3))) == NULL)
			return JUDGE_ENOMEM;
		memset(s->t3, 0, T3_POS * sizeof(*s->t3));
		s->t3k = s->k;
		s->t3rule = s->rule;
		s->t3asked = 0;
	}
	for (i = 0; i < CELLS3; i++, pow *= 3)
		idx += *sv_map(s, i) * pow;
	sv_entry3(t3_solve(s, idx, p), out);
	s->l3 = 1 + idx;
	s->l3p = p;
	return JUDGE_OK;
}

/* The search's budget and table: 0, or -1 when the memory budget cannot
 * hold the board and a least table (unknown), or JUDGE_ENOMEM. */
static int
sv_budget(struct judge_solver *s, const struct judge_budget *bu)
{
	uint64_t mem = bu != NULL && bu->memory != 0 ? bu->memory :
	    JUDGE_SOLVE_MEMORY, k = s->k, cap;

	s->nodes = 0;
	s->out = 0;
	s->budget = bu != NULL && bu->nodes != 0 ? bu->nodes :
	    JUDGE_SOLVE_NODES;
	if (k > s->rows + s->cols)
		k = s->rows + s->cols;
	s->cost = 1 + s->cells * k / COST_CELLS;
	s->fixed = s->cells * (sizeof(*s->order) + 4 * sizeof(uint32_t) + 1);
	s->mbudget = mem;
	s->ctop = 0;
	if (mem < s->fixed + TT_WAYS * sizeof(struct tte))
		return -1;
	s->ttmax = (size_t)((mem - s->fixed) / sizeof(struct tte));
	for (cap = TT_WAYS; cap < TT_MIN && 2 * cap <= s->ttmax; cap *= 2)
		;
	if ((s->tt = calloc((size_t)cap, sizeof(*s->tt))) == NULL)
		return JUDGE_ENOMEM;
	s->ttcap = (size_t)cap;
	s->ttlen = 0;
	s->mem = s->fixed + cap * sizeof(*s->tt);
	return 0;
}

/* The winner s->w's moves, by iterative deepening up to lim, and a best
 * move: the least found, or NOCELL (none within lim, or the budget ran
 * out). */
static uint64_t
sv_depth(struct judge_solver *s, unsigned p, uint64_t lim, uint64_t *best)
{
	uint64_t d, m;
	int ok;

	for (d = p != s->w ? 0 : 1; d <= lim; d++) {
		ok = sv_win(s, p, d, &m);
		if (s->out)
			return NOCELL;
		if (ok == (p == s->w) && m != NOCELL)
			*best = m;
		if (ok)
			return d;
	}
	return NOCELL;
}

/* Whether cur's move c keeps the line of s->w's win in n (sv_line()):
 * the winner's wins, or leaves it a win in n - 1; the loser's is no foul
 * and leaves the winner needing all n. */
static int
sv_keeps(struct judge_solver *s, uint64_t c, unsigned cur, uint64_t n)
{
	unsigned res = sv_put(s, c, cur);
	uint64_t dummy;
	int w = cur == s->w, ok;

	if (res != 0)
		ok = res == cur && w;
	else if (w)
		ok = sv_win(s, 3 - cur, n - 1, &dummy);
	else
		ok = !sv_win(s, 3 - cur, n - 1, &dummy);
	sv_unput(s, c, cur);
	return ok;
}

/* The line of s->w's win in n from the position, p to move, by the full
 * search (sv_win(), its table) into s->pv, as far as the budget goes:
 * the best move found first, then each player's first move by s->order
 * that keeps the line (sv_keeps()), the loser's blocks of the winner's
 * fives before its other moves; where the winner's moves are made and the
 * loser has only fouls, the loser's foul that loses (none when the
 * position itself is so: n 0). */
static void
sv_line(struct judge_solver *s, unsigned p, uint64_t n, uint64_t first)
{
	uint64_t i, c, m;
	size_t put = 0;
	unsigned res = 0, cur = p, pass, block;
	int w;

	s->npv = 0;
	while (res == 0 && !s->out && n > 0) {
		w = cur == s->w;
		m = put == 0 && first != NOCELL && sv_keeps(s, first, cur, n) ?
		    first : NOCELL;
		for (pass = w; pass < 2 && m == NOCELL; pass++)
			for (i = 0; i < s->cells && m == NOCELL && !s->out;
			    i++) {
				c = s->order[i];
				if (*sv_map(s, c) != 0)
					continue;
				block = !w && sv_wins(s, c, 3 - cur);
				if (block == (pass == 0) &&
				    sv_keeps(s, c, cur, n))
					m = c;
			}
		if (m == NOCELL || s->out)
			break;
		res = sv_put(s, m, cur);
		s->pv[s->npv++] = (uint32_t)m;
		put++;
		n -= (uint64_t)w;
		cur = 3 - cur;
	}
	/* the loser with only fouls left (renju's X): its first, lost */
	if (res == 0 && !s->out && n == 0 && put > 0 && cur != s->w &&
	    (m = sv_any(s)) != NOCELL)
		s->pv[s->npv++] = (uint32_t)m;
	while (put > 0) {
		put--;
		sv_unput(s, s->pv[put], put % 2 ? 3 - p : p);
	}
}

/*
 * The draw prover (dp_root()): whether it proved a draw, the move in
 * *best.  Where the full search may finish (DP_REACH empty cells or
 * fewer), the prover has a third of the budget left and 4 choices at
 * most; past that, the budget left and as many choices as it takes.
 * What it leaves goes to the full search.
 */
static int
dp_prove(struct judge_solver *s, unsigned p, uint64_t *best)
{
	uint64_t all = s->budget;
	int ok;

	if (s->empty > DP_REACH)
		ok = dp_root(s, p, best, DP_MOST);
	else {
		s->budget = s->nodes + (all - s->nodes) / 3;
		ok = dp_root(s, p, best, 4);
		s->budget = all;
	}
	s->out = 0;
	return ok;
}

/*
 * The position on the map with p to move: its value within budget.  The
 * threat searches first (ts_root(), boards of k >= 4) with half the
 * budget (a sixteenth on SMALL_CELLS or fewer): their win is proved, and
 * the shortest one when the full search's iterative deepening finds none
 * shorter within the rest; else, on SMALL_CELLS or fewer under
 * freestyle, the draw prover (dp_prove()); else the full search.
 */
static int
sv_root(struct judge_solver *s, unsigned p, const struct judge_budget *bu,
    struct judge_solution *out)
{
	uint64_t best = NOCELL, tn = 0, all, d, lim;
	int v, rc, tw = 0;
	unsigned nsym;

	s->npv = 0;
	s->pvp = p;
	s->npairs[0] = s->npairs[1] = 0;
	if (s->empty == 0) {
		out->value = JUDGE_DRAW;
		return JUDGE_OK;
	}
	if (s->rows == 3 && s->cols == 3)
		return sv_table3(s, p, out);
	if ((rc = sv_budget(s, bu)) != 0)
		return rc < 0 ? JUDGE_OK : rc;
	if (s->k >= 4) {
		all = s->budget;
		/* small boards, where the full search finishes: fours
		 * alone, and a sixteenth */
		s->budget = s->cells <= SMALL_CELLS ? all / 16 : all / 2;
		/* the threats' table by the position's own key alone: its
		 * symmetric twins are rare with marks down, and the other
		 * keys, untouched, are the position's again at the end */
		nsym = s->nsym;
		s->nsym = 1;
		tw = ts_root(s, p, s->cells > SMALL_CELLS, &tn);
		s->nsym = nsym;
		s->budget = all;
		s->out = 0;
	}
	if (tw != 0) {
		s->w = tw == 1 ? p : 3 - p;
		out->value = (enum judge_verdict)s->w;
		out->n = tn;
		out->atmost = 1;
		memcpy(s->pv, s->tl, s->ntl * sizeof(*s->tl));
		s->npv = s->ntl;
		best = s->pv[0];
		/* none shorter within the budget: the threats' is shortest;
		 * the mover's win in 3 after none in 2 needs only the win in
		 * 1 (by the only fouls of renju's X) looked for.  Past
		 * SMALL_CELLS, where the full search cannot reach 4 moves
		 * deep, only that: the threats' win is said at once */
		lim = s->short2 ? 1 : tn - 1;
		if (lim > 1 && s->cells > SMALL_CELLS)
			s->out = 1;
		d = NOCELL;
		if (!s->out && (tn > 1 || s->w != p))
			d = sv_depth(s, p, lim, &best);
		if (!(out->atmost = s->out)) {
			/* n proved shortest: the full search's line and
			 * its first move (the threats' line kept when the
			 * budget ends the walk and it starts with the best
			 * move sv_depth() found, or when the threats proved
			 * it) */
			if (d != NOCELL)
				out->n = d;
			if (d == NOCELL && lim < tn - 1)
				s->npv = 0, best = s->tl[0];
			else
				sv_line(s, p, out->n, best);
			if (s->npv > 0 && !s->out)
				best = s->pv[0];
			else if (d == NOCELL && s->tl[0] == best) {
				memcpy(s->pv, s->tl, s->ntl * sizeof(*s->tl));
				s->npv = s->ntl;
			} else
				s->npv = 0;
		}
	} else if (s->cells <= SMALL_CELLS && s->rule == JUDGE_FREESTYLE &&
	    dp_prove(s, p, &best)) {
		out->value = JUDGE_DRAW;
	} else {
		v = sv_search(s, p, -1, 1, NOHORIZON, &best);
		if (!s->out && v == 0)
			out->value = JUDGE_DRAW;
		else if (!s->out) {
			s->w = v > 0 ? p : 3 - p;
			best = NOCELL;
			if ((d = sv_depth(s, p, s->cells, &best)) != NOCELL) {
				out->value = (enum judge_verdict)s->w;
				out->n = d;
				sv_line(s, p, d, best);
				if (s->npv > 0)
					best = s->pv[0];
			}
		}
	}
	if (out->value != JUDGE_PENDING) {
		if (best == NOCELL)
			best = sv_any(s);
		out->row = best / s->cols;
		out->col = best % s->cols;
	}
	out->nodes = s->nodes;
	out->memory = s->mem;
	free(s->tt);
	s->tt = NULL;
	return JUDGE_OK;
}

static void
sv_unknown(struct judge_solution *out)
{
	out->value = JUDGE_PENDING;
	out->n = 0;
	out->row = out->col = JUDGE_NOMOVE;
	out->nodes = out->memory = 0;
	out->atmost = 0;
}

/* The player to move: the one with fewer marks, else first. */
static unsigned
sv_mover(const struct judge_solver *s, enum judge_player first)
{
	uint64_t i, n[3] = { 0, 0, 0 };

	for (i = 0; i < s->cells; i++)
		n[*sv_map(s, i)]++;
	if (n[1] != n[2])
		return n[1] < n[2] ? JUDGE_P1 : JUDGE_P2;
	return first == JUDGE_P2 ? JUDGE_P2 : JUDGE_P1;
}

int
judge_solve_game(struct judge_solver *s, const struct judge_game *g,
    enum judge_player tomove, const struct judge_budget *budget,
    struct judge_solution *out)
{
	struct ji_rules gr;
	uint64_t r, c;
	int rc;

	sv_unknown(out);
	s->npv = 0;
	s->l3 = 0;
	s->npairs[0] = s->npairs[1] = 0;
	if (tomove != JUDGE_EITHER && tomove != JUDGE_P1 &&
	    tomove != JUDGE_P2)
		return JUDGE_EPLAYER;
	ji_game_rules(g, &gr);
	if (gr.winner != 0) {
		out->value = (enum judge_verdict)gr.winner;
		return JUDGE_OK;
	}
	rc = sv_board(s, gr.rows, gr.cols, gr.k, gr.rule);
	if (rc != JUDGE_OK)
		return rc == 1 ? JUDGE_OK : rc;
	for (r = 0; r < gr.rows; r++)
		for (c = 0; c < gr.cols; c++)
			sv_set(s, r * gr.cols + c, ji_game_cell(g, r, c));
	if (tomove == JUDGE_EITHER)
		tomove = (enum judge_player)sv_mover(s, gr.first);
	return sv_root(s, (unsigned)tomove, budget, out);
}

/* Whether p has won on the board (renju's fouls not looked for). */
static int
sv_won(struct judge_solver *s, unsigned p)
{
	uint64_t i;

	for (i = 0; i < s->cells; i++)
		if (*sv_map(s, i) == p && sv_result(s, i, p, 0) == p)
			return 1;
	return 0;
}

int
judge_solve_cells(struct judge_solver *s, const unsigned char *cells,
    uint64_t rows, uint64_t cols, uint64_t k, enum judge_rule rule,
    enum judge_player tomove, const struct judge_budget *budget,
    struct judge_solution *out)
{
	uint64_t i;
	int rc, x, o, v;

	sv_unknown(out);
	s->npv = 0;
	s->l3 = 0;
	s->npairs[0] = s->npairs[1] = 0;
	if ((rc = sv_board(s, rows, cols, k, rule)) != JUDGE_OK)
		return rc == 1 ? JUDGE_OK : rc;
	for (i = 0; i < s->cells; i++) {
		/* a player's number, or a byte of the board's syntax */
		if ((v = cells[i]) > JUDGE_P2 &&
		    (v = ji_board_cell(cells[i])) < 0)
			return JUDGE_EBADCELL;
		sv_set(s, i, (unsigned)v);
	}
	if (tomove != JUDGE_P1 && tomove != JUDGE_P2)
		return JUDGE_EPLAYER;
	x = sv_won(s, JUDGE_P1);
	o = sv_won(s, JUDGE_P2);
	if (x && o)
		return JUDGE_EBOTH;
	if (x || o) {
		out->value = x ? JUDGE_X : JUDGE_O;
		return JUDGE_OK;
	}
	return sv_root(s, (unsigned)tomove, budget, out);
}

int
judge_solve3(struct judge_solver *s, unsigned idx, uint64_t k,
    enum judge_rule rule, enum judge_player tomove,
    struct judge_solution *out)
{
	unsigned char cells[CELLS3];
	unsigned i, t, rest = idx;
	int rc;

	if (idx < MEMO3 && s->t3asked && s->t3ak == k && s->t3arule == rule &&
	    (tomove == JUDGE_P1 || tomove == JUDGE_P2) &&
	    (t = s->t3[2 * idx + (unsigned)tomove - 1]) != 0) {
		sv_unknown(out);
		sv_entry3(t, out);
		s->l3 = 1 + idx;
		s->l3p = (unsigned)tomove;
		return JUDGE_OK;
	}
	if (idx >= MEMO3) {
		sv_unknown(out);
		return JUDGE_EBADCELL;
	}
	for (i = 0; i < CELLS3; i++, rest /= 3)
		cells[i] = (unsigned char)(rest % 3);
	rc = judge_solve_cells(s, cells, 3, 3, k, rule, tomove, NULL, out);
	/* the rules on the map now are of the table: asked so, they are
	 * its again */
	if ((rc == JUDGE_OK || rc == JUDGE_EBOTH) && s->t3 != NULL &&
	    s->t3k == s->k &&
	    s->t3rule == s->rule) {
		s->t3asked = 1;
		s->t3ak = k;
		s->t3arule = rule;
	}
	return rc;
}

size_t
judge_solve_line(const struct judge_solver *s, struct judge_move *line,
    size_t max)
{
	unsigned idx, p, t, m, i, pow;
	size_t n = 0;

	if (s->l3 != 0) {
		/* 3 x 3: the table's best moves, while the value is a win */
		for (idx = s->l3 - 1, p = s->l3p; s->t3 != NULL; p = 3 - p) {
			t = s->t3[2 * idx + p - 1];
			if (t == 0 || (T3_V(t) != JUDGE_X && T3_V(t) !=
			    JUDGE_O) || (m = T3_M(t)) == T3_NOMOVE)
				break;
			if (n < max) {
				line[n].row = m / 3;
				line[n].col = m % 3;
				line[n].player = p;
			}
			n++;
			if (T3_N(t) == (T3_V(t) == p) || n == CELLS3)
				break;	/* the winning move, or a foul */
			for (i = 0, pow = 1; i < m; i++)
				pow *= 3;
			idx += p * pow;
		}
		return n;
	}
	for (; n < s->npv; n++)
		if (n < max) {
			line[n].row = s->pv[n] / s->cols;
			line[n].col = s->pv[n] % s->cols;
			line[n].player = (uint64_t)(n % 2 ? 3 - s->pvp : s->pvp);
		}
	return n;
}

size_t
judge_solve_pairs(const struct judge_solver *s, enum judge_player who,
    struct judge_move *line, size_t max)
{
	unsigned v, i;

	if (s->l3 != 0 || (who != JUDGE_P1 && who != JUDGE_P2))
		return 0;
	v = (unsigned)who == s->pvp ? 0 : 1;
	for (i = 0; i < s->npairs[v] && i < max; i++) {
		line[i].row = s->pairs[v][i] / s->cols;
		line[i].col = s->pairs[v][i] % s->cols;
		line[i].player = (uint64_t)who;
	}
	return s->npairs[v];
}
