/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * board_fuzz - libFuzzer target for the board judge of judge.h.
 *
 * Input: byte 0 holds the options, byte 1 seeds the split of rows into
 * pieces, byte 2 picks the K rules, and the rest is the board, one row per
 * '\n'-separated segment (a final '\n' ends the last row rather than
 * starting an empty one).
 *
 *   byte 0, bits 0-1: --first: 0 EITHER, 1 X, 2 O, 3 EITHER
 *           bit 2:    the last row is left open (judge_board_end ends it)
 *           bit 3:    third pass pads rows to N instead of stripping them
 *           bits 4-7: the rules of the judge_board3() check (rules3[],
 *                     plus 16 with byte 2's bit 4)
 *   byte 1, bits 0-1: judge_board3() check: 0, 1 the board not begun;
 *                     2 its row 0 fed first; 3 a piece of row 0 fed
 *                     first, of bits 2-3 cells (0-3), the row left open
 *           bit 4:    the first judge_board3() call gets why NULL
 *           bit 5:    judge_board_rules() called even if unchanged
 *           bit 6:    the board first judged by judge_board3() under
 *                     the rules3[] entry i + 1 (bit 7: i + 8) of i's half
 *                     of rules3[] (byte 2's bit 5: of the other half), i
 *                     the index from bytes 0 and 2, so that a memo the
 *                     change of rules must forget is there within one
 *                     input
 *   byte 2, bits 0-3: the rules of pass 4 (rulesk[]; 0: no pass 4)
 *           bit 4:    the judge_board3() check under rules3[16 + i]:
 *                     caro, renju and the shapes around them
 *           bit 5:    see byte 1's bit 6
 *
 * The same judge object judges the board three times, and each verdict and
 * its judge_why (the fields judge.h defines for it: n, x, o always; row,
 * col, byte, winner with their errors; a winner's lines, lrow, lcol) must
 * equal those of a slow reference that holds the whole board and checks
 * the rules of the README's board table in their order.  The passes:
 *   1. every row in one judge_board_row() call;
 *   2. every row in pieces (some empty) of judge_board_cells(), sizes
 *      drawn from byte 1, then judge_board_endrow();
 *   3. every row no longer than N stripped of its trailing empty cells
 *      ('.' or ' '), or padded to N with them: the same board, so the
 *      verdict and judge_why must also equal those of pass 1.
 * judge_board_rows() must count the rows ended.  These passes are under
 * the default rules (N = number of rows, full lines).  Then
 *   4. under the K rules of rulesk[] (freestyle, exact, caro and renju,
 *      with and without a fixed shape), the board's rows whole and then
 *      in pieces against a second slow reference, kref_judge(): every
 *      maximal run in the four directions, the rule's winning runs among
 *      them (caro: exactly k, not with the opponent's marks just beyond
 *      both ends; renju: X exactly k, O k or more), and the cells that
 *      could have been the last move tried against each of them; the run
 *      named is the first winning run in the order the judge meets their
 *      ends (judge.h; as tests/judge_api.c's reference).
 *
 * Then judge_board3(): the board's first 12 bytes ('.' and '\n' in the
 * pattern "...\n...\n...\n" past its end, copied to exactly 11 bytes on the
 * heap since byte 11 is not to be read) are judged by judge_board3() on a
 * judge kept from input to input, one per first player, so that its memo
 * of valid verdicts is hit, and under rules that change between inputs
 * and within one (judge_board_rules(), which must forget the memo).  The
 * reference is a new judge with the same first player and rules fed the
 * three rows by judge_board_row() and judged by judge_board_end() (under
 * the default rules also checked against the slow reference):
 *   - judge_board3() gives -1 exactly when a byte of the rows is no cell,
 *     and the judge is then untouched: the same board fed to it row by
 *     row is then judged as the reference judges it;
 *   - otherwise the same verdict, twice (judged, then remembered); for
 *     Invalid the same judge_why as above (code, n, x, o and the fields of
 *     its code), and for a valid verdict a why it did fill in must be
 *     right too (a winner's lines, and with K the run);
 *   - then the same for its neighbours, the boards with one cell changed
 *     or two cells of different kinds swapped, on the same judge: two
 *     boards that a wrong memo index would mix up are judged in one input;
 *   - on a board begun (row 0 or a piece of it fed, byte 1), -1 with
 *     nothing fed: judge_board_rows() unchanged, and the rest of the rows
 *     fed after it give the reference's verdict and judge_why.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "judge.h"

#define MAXIN	4096	/* the rest is ignored: keeps N small */

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

struct row {
	const unsigned char *p;
	size_t len;
};

struct result {
	enum judge_verdict v;
	struct judge_why why;
};

static const char *const vname[] = { "Pending", "X", "O", "Draw", "Invalid" };

/* ---- The slow reference ---- */

static int
ismark(unsigned char c, int player)
{
	return player == JUDGE_P1 ? (c == 'X' || c == 'x') :
	    (c == 'O' || c == 'o');
}

static int
iscell(unsigned char c)
{
	return c == 'X' || c == 'x' || c == 'O' || c == 'o' || c == '.' ||
	    c == ' ';
}

/* The cell (r, c) of the board, rows padded with empty cells. */
static unsigned char
cell(const struct row *rows, uint64_t r, uint64_t c)
{
	return c < rows[r].len ? rows[r].p[c] : '.';
}

/* The full lines of one player: lists of rows and columns, and the two
 * diagonals. */
struct lines {
	uint64_t *row, *col;
	uint64_t nrow, ncol;
	int diag, anti;
};

static void
find_lines(const struct row *rows, uint64_t n, int player, struct lines *f)
{
	uint64_t i, j;

	f->row = malloc(n * sizeof(uint64_t));
	f->col = malloc(n * sizeof(uint64_t));
	if (f->row == NULL || f->col == NULL)
		abort();
	f->nrow = f->ncol = 0;
	for (i = 0; i < n; i++) {
		for (j = 0; j < n && ismark(cell(rows, i, j), player); j++)
			;
		if (j == n)
			f->row[f->nrow++] = i;
	}
	for (j = 0; j < n; j++) {
		for (i = 0; i < n && ismark(cell(rows, i, j), player); i++)
			;
		if (i == n)
			f->col[f->ncol++] = j;
	}
	for (i = 0; i < n && ismark(cell(rows, i, i), player); i++)
		;
	f->diag = i == n;
	for (i = 0; i < n && ismark(cell(rows, i, n - 1 - i), player); i++)
		;
	f->anti = i == n;
}

static int
any_line(const struct lines *f)
{
	return f->nrow > 0 || f->ncol > 0 || f->diag || f->anti;
}

/* Whether the cell (r, c) lies on every line of f. */
static int
on_all(const struct lines *f, uint64_t n, uint64_t r, uint64_t c)
{
	uint64_t k;

	for (k = 0; k < f->nrow; k++)
		if (f->row[k] != r)
			return 0;
	for (k = 0; k < f->ncol; k++)
		if (f->col[k] != c)
			return 0;
	if (f->diag && r != c)
		return 0;
	if (f->anti && r + c != n - 1)
		return 0;
	return 1;
}

/* Whether some cell lies on all of f's lines: tries every candidate cell,
 * rows and columns pinned by a full row or column when there is one. */
static int
share_cell(const struct lines *f, uint64_t n)
{
	uint64_t r, c, r0 = 0, r1 = n, c0 = 0, c1 = n;

	if (f->nrow > 0) {
		r0 = f->row[0];
		r1 = r0 + 1;
	}
	if (f->ncol > 0) {
		c0 = f->col[0];
		c1 = c0 + 1;
	}
	for (r = r0; r < r1; r++)
		for (c = c0; c < c1; c++)
			if (on_all(f, n, r, c))
				return 1;
	return 0;
}

/* Both references' start: res Invalid with the board's size and marks,
 * and whether a byte is no cell (EBADCELL, its place). */
static int
ref_cells(const struct row *rows, uint64_t n, struct result *res)
{
	struct judge_why *w = &res->why;
	uint64_t r, c;
	int bad = 0;

	memset(res, 0, sizeof(*res));
	res->v = JUDGE_INVALID;
	w->n = n;
	for (r = 0; r < n; r++)
		for (c = 0; c < rows[r].len; c++) {
			w->x += ismark(rows[r].p[c], JUDGE_P1);
			w->o += ismark(rows[r].p[c], JUDGE_P2);
			if (!bad && !iscell(rows[r].p[c])) {
				bad = 1;
				w->row = r;
				w->col = c;
				w->byte = rows[r].p[c];
			}
		}
	if (bad)
		w->code = JUDGE_EBADCELL;
	return bad;
}

static void
ref_judge(const struct row *rows, uint64_t n, enum judge_player first,
    struct result *res)
{
	struct judge_why *w = &res->why;
	struct lines fx, fo, *fw;
	uint64_t r, c, x, o, mine, other;
	int win, full;

	if (ref_cells(rows, n, res))
		return;
	x = w->x;
	o = w->o;
	for (r = 0; r < n; r++)
		if (rows[r].len > n) {
			w->code = JUDGE_ELONGROW;
			w->row = r;
			return;
		}
	if (n == 0) {
		res->v = JUDGE_PENDING;
		return;
	}
	if ((x > o ? x - o : o - x) > 1) {
		w->code = JUDGE_ECOUNT;
		return;
	}
	if ((first == JUDGE_P1 && x < o) || (first == JUDGE_P2 && o < x)) {
		w->code = JUDGE_EFIRST;
		w->winner = first;
		return;
	}
	find_lines(rows, n, JUDGE_P1, &fx);
	find_lines(rows, n, JUDGE_P2, &fo);
	win = any_line(&fx) ? JUDGE_P1 : any_line(&fo) ? JUDGE_P2 : 0;
	if (any_line(&fx) && any_line(&fo)) {
		w->code = JUDGE_EBOTH;
		goto done;
	}
	if (win != 0) {
		mine = win == JUDGE_P1 ? x : o;
		other = win == JUDGE_P1 ? o : x;
		fw = win == JUDGE_P1 ? &fx : &fo;
		if (mine < other || (first == (enum judge_player)win &&
		    mine != other + 1) || (first != JUDGE_EITHER &&
		    first != (enum judge_player)win && mine != other)) {
			w->code = JUDGE_EAFTER;
			w->winner = win;
			goto done;
		}
		if (!share_cell(fw, n)) {
			w->code = JUDGE_EAPART;
			w->winner = win;
			goto done;
		}
		res->v = win == JUDGE_P1 ? JUDGE_X : JUDGE_O;
		/* the winner's lines: at most one row and one column here */
		if (fw->nrow > 0) {
			w->lines |= JUDGE_LROW;
			w->lrow = fw->row[0];
		}
		if (fw->ncol > 0) {
			w->lines |= JUDGE_LCOL;
			w->lcol = fw->col[0];
		}
		if (fw->diag)
			w->lines |= JUDGE_LDIAG;
		if (fw->anti)
			w->lines |= JUDGE_LANTI;
		goto done;
	}
	full = 1;
	for (r = 0; r < n && full; r++) {
		if (rows[r].len < n)
			full = 0;
		for (c = 0; c < rows[r].len && full; c++)
			if (rows[r].p[c] == '.' || rows[r].p[c] == ' ')
				full = 0;
	}
	res->v = full ? JUDGE_DRAW : JUDGE_PENDING;
done:
	free(fx.row);
	free(fx.col);
	free(fo.row);
	free(fo.col);
}

/* ---- The slow reference for K in a row ---- */

struct rules {
	uint64_t rows, cols, k;
	enum judge_rule rule;
};

/* One maximal run of player p, from (r0, c0) to (r1, c1), step (dr, dc),
 * and the order the judge meets its end in. */
struct krun {
	int p, dr, dc;
	uint64_t len, r0, c0, r1, c1, key;
};

/* The player of cell (r, c): 0 off the board, past its row, or empty. */
static int
kcell(const struct row *rows, uint64_t n, int64_t r, int64_t c)
{
	if (r < 0 || c < 0 || (uint64_t)r >= n || (uint64_t)c >= rows[r].len)
		return 0;
	return ismark(rows[r].p[c], JUDGE_P1) ? JUDGE_P1 :
	    ismark(rows[r].p[c], JUDGE_P2) ? JUDGE_P2 : 0;
}

/* Whether u wins under ru: k or more, exactly k (exact, caro-exact, X
 * under renju); under both caros not a run of exactly k with both cells
 * just beyond it the opponent's. */
static int
kwins(const struct row *rows, uint64_t n, const struct rules *ru,
    uint64_t k, const struct krun *u)
{
	int q = 3 - u->p, exact = ru->rule == JUDGE_EXACT ||
	    ru->rule == JUDGE_CARO_EXACT ||
	    (ru->rule == JUDGE_RENJU && u->p == JUDGE_P1);

	if (exact ? u->len != k : u->len < k)
		return 0;
	return (ru->rule != JUDGE_CARO && ru->rule != JUDGE_CARO_EXACT) ||
	    u->len != k ||
	    kcell(rows, n, (int64_t)u->r0 - u->dr,
	    (int64_t)u->c0 - u->dc) != q ||
	    kcell(rows, n, (int64_t)u->r1 + u->dr,
	    (int64_t)u->c1 + u->dc) != q;
}

/* Whether cell (r, c) of a run of u's line is one whose removal leaves u
 * no piece of k: offsets len - k to k - 1. */
static int
kallows(const struct krun *u, uint64_t k, uint64_t r, uint64_t c)
{
	uint64_t a, lo, hi;

	if (u->dr == 0)
		a = r == u->r0 && c >= u->c0 ? c - u->c0 : UINT64_MAX;
	else if (u->dc == 0)
		a = c == u->c0 && r >= u->r0 ? r - u->r0 : UINT64_MAX;
	else if (u->dc > 0)
		a = r >= u->r0 && c >= u->c0 && r - u->r0 == c - u->c0 ?
		    r - u->r0 : UINT64_MAX;
	else
		a = r >= u->r0 && c <= u->c0 && r - u->r0 == u->c0 - c ?
		    r - u->r0 : UINT64_MAX;
	lo = u->len > k ? u->len - k : 0;
	hi = k - 1 < u->len - 1 ? k - 1 : u->len - 1;
	return a >= lo && a <= hi;
}

static void
kref_judge(const struct row *rows, uint64_t n, enum judge_player first,
    const struct rules *ru, struct result *res)
{
	static const int dir[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };
	struct judge_why *w = &res->why;
	struct krun *run, *u, *best[3] = { NULL, NULL, NULL };
	uint64_t r, c, x, o, cols, k, cells = 0, nrun = 0, i, j, a;
	uint64_t nwin[3] = { 0, 0, 0 }, mine, other, e;
	int p, d, win, shared;

	if (ref_cells(rows, n, res))
		return;
	x = w->x;
	o = w->o;
	if (ru->rows != 0 && n != ru->rows) {
		w->code = JUDGE_ESHAPE;
		w->row = n;
		return;
	}
	cols = ru->cols ? ru->cols : n;
	w->n = cols;
	for (r = 0; r < n; r++) {
		if (rows[r].len > cols) {
			w->code = JUDGE_ELONGROW;
			w->row = r;
			return;
		}
		cells += rows[r].len;
	}
	if (n == 0) {
		res->v = JUDGE_PENDING;
		return;
	}
	k = ru->k ? ru->k : ru->rows < ru->cols ? ru->rows : ru->cols;
	if ((run = malloc((cells * 4 + 1) * sizeof(*run))) == NULL)
		abort();
	for (r = 0; r < n; r++)
		for (c = 0; c < rows[r].len; c++)
			for (d = 0; d < 4; d++) {
				p = kcell(rows, n, (int64_t)r, (int64_t)c);
				if (p == 0 || kcell(rows, n,
				    (int64_t)r - dir[d][0],
				    (int64_t)c - dir[d][1]) == p)
					continue;
				u = &run[nrun];
				u->p = p;
				u->dr = dir[d][0];
				u->dc = dir[d][1];
				u->r0 = r;
				u->c0 = c;
				for (u->len = 1; kcell(rows, n,
				    (int64_t)(r + u->len * (uint64_t)u->dr),
				    (int64_t)c + (int64_t)u->len * u->dc) == p;
				    u->len++)
					;
				u->r1 = r + (u->len - 1) * (uint64_t)u->dr;
				u->c1 = (uint64_t)((int64_t)c +
				    (int64_t)(u->len - 1) * u->dc);
				if (!kwins(rows, n, ru, k, u))
					continue;
				/* (end of row, phase, column, direction):
				 * a row's runs at its end; those of row e
				 * ending at the end of row e + 1, down first,
				 * then the diagonals; the last row's at the
				 * end, by column */
				e = u->r1;
				if (d == 0)
					u->key = e * 4 << 16;
				else
					u->key = ((e + 1) * 4 + (e + 1 == n ? 3 :
					    d == 1 ? 1 : 2)) << 16;
				u->key |= u->c1 << 2 | (uint64_t)(d == 0 ? 0 :
				    d - 1);
				if (nwin[p]++ == 0 || u->key < best[p]->key)
					best[p] = u;
				nrun++;
			}
	win = nwin[1] ? JUDGE_P1 : nwin[2] ? JUDGE_P2 : 0;
	if ((x > o ? x - o : o - x) > 1)
		w->code = JUDGE_ECOUNT;
	else if ((first == JUDGE_P1 && x < o) || (first == JUDGE_P2 && o < x)) {
		w->code = JUDGE_EFIRST;
		w->winner = first;
	} else if (nwin[1] && nwin[2])
		w->code = JUDGE_EBOTH;
	else if (win != 0) {
		mine = win == JUDGE_P1 ? x : o;
		other = win == JUDGE_P1 ? o : x;
		w->winner = win;
		/* a cell of the first winning run allowed by all of them */
		shared = 0;
		u = best[win];
		for (a = 0; a < u->len && !shared; a++) {
			r = u->r0 + a * (uint64_t)u->dr;
			c = (uint64_t)((int64_t)u->c0 + (int64_t)a * u->dc);
			for (i = j = 0; i < nrun; i++)
				j += run[i].p == win &&
				    kallows(&run[i], k, r, c);
			shared = j == nwin[win];
		}
		if (mine < other || (first == (enum judge_player)win &&
		    mine != other + 1) || (first != JUDGE_EITHER &&
		    first != (enum judge_player)win && mine != other))
			w->code = JUDGE_EAFTER;
		else if (!shared)
			w->code = JUDGE_EAPART;
		else {
			res->v = win == JUDGE_P1 ? JUDGE_X : JUDGE_O;
			w->lines = JUDGE_LRUN;
			w->run[0] = u->r0;
			w->run[1] = u->c0;
			w->run[2] = u->r1;
			w->run[3] = u->c1;
		}
	} else
		res->v = (x + o) % n == 0 && (x + o) / n == cols ?
		    JUDGE_DRAW : JUDGE_PENDING;
	free(run);
}

/* ---- Comparing ---- */

static void
show(const char *what, const struct result *r)
{
	const struct judge_why *w = &r->why;

	fprintf(stderr, "  %-9s %s code %d (%s) n %llu row %llu col %llu "
	    "byte 0x%02x x %llu o %llu winner %d lines 0x%x lrow %llu "
	    "lcol %llu run %llu %llu %llu %llu\n", what, vname[r->v], w->code,
	    judge_strerror(w->code), (unsigned long long)w->n,
	    (unsigned long long)w->row, (unsigned long long)w->col, w->byte,
	    (unsigned long long)w->x, (unsigned long long)w->o, (int)w->winner,
	    w->lines, (unsigned long long)w->lrow,
	    (unsigned long long)w->lcol, (unsigned long long)w->run[0],
	    (unsigned long long)w->run[1], (unsigned long long)w->run[2],
	    (unsigned long long)w->run[3]);
}

/* Whether a and b agree on the verdict and on the judge_why fields that
 * judge.h defines for it (the lines only for X and O, and their run with
 * JUDGE_LRUN). */
static int
same(const struct result *a, const struct result *b)
{
	const struct judge_why *p = &a->why, *q = &b->why;

	if (a->v != b->v || p->code != q->code || p->n != q->n ||
	    p->x != q->x || p->o != q->o)
		return 0;
	switch (p->code) {
	case JUDGE_EBADCELL:
		return p->row == q->row && p->col == q->col &&
		    p->byte == q->byte;
	case JUDGE_ELONGROW:
		return p->row == q->row;
	case JUDGE_EFIRST:
	case JUDGE_EAFTER:
	case JUDGE_EAPART:
		return p->winner == q->winner;
	}
	if (a->v == JUDGE_X || a->v == JUDGE_O)
		return p->lines == q->lines &&
		    (!(p->lines & JUDGE_LROW) || p->lrow == q->lrow) &&
		    (!(p->lines & JUDGE_LCOL) || p->lcol == q->lcol) &&
		    (!(p->lines & JUDGE_LRUN) ||
		    memcmp(p->run, q->run, sizeof(p->run)) == 0);
	return 1;
}

static void
expect_same(const char *what, const struct result *got,
    const struct result *want, const char *wantname)
{
	if (same(got, want))
		return;
	fprintf(stderr, "board_fuzz: %s differs from %s\n", what, wantname);
	show(what, got);
	show(wantname, want);
	abort();
}

/* ---- Feeding the judge ---- */

static uint32_t
next(uint32_t *s)
{
	/* xorshift32; the state is never 0 */
	*s ^= *s << 13;
	*s ^= *s >> 17;
	*s ^= *s << 5;
	return *s;
}

static void
check_ok(int rc, const char *what)
{
	if (rc != JUDGE_OK) {
		fprintf(stderr, "board_fuzz: %s returned %d\n", what, rc);
		abort();
	}
}

static void
check_rows(const struct judge_board *b, uint64_t want)
{
	if (judge_board_rows(b) != want) {
		fprintf(stderr, "board_fuzz: judge_board_rows %llu, want %llu\n",
		    (unsigned long long)judge_board_rows(b),
		    (unsigned long long)want);
		abort();
	}
}

/*
 * Feeds the n rows, in pieces if seed is not 0, and judges the board.
 * With open, the last row gets no judge_board_endrow(): it is ended by
 * judge_board_end(), having been fed at least one (maybe empty) piece.
 */
static void
feed(struct judge_board *b, const struct row *rows, uint64_t n,
    uint32_t seed, int open, struct result *res)
{
	uint64_t r;
	size_t off, k;
	int last;

	check_rows(b, 0);
	for (r = 0; r < n; r++) {
		last = open && r == n - 1;
		if (seed == 0 && !last) {
			check_ok(judge_board_row(b, (const char *)rows[r].p,
			    rows[r].len), "judge_board_row");
			check_rows(b, r + 1);
			continue;
		}
		off = 0;
		do {
			k = rows[r].len - off;
			switch (seed ? next(&seed) % 8 : 7) {
			case 0:
				k = 0;
				break;
			case 1: case 2:
				k = k < 1 ? k : 1;
				break;
			case 3: case 4:
				k = k ? 1 + next(&seed) % k : 0;
				break;
			case 5:
				k = k < 9 ? k : 9;
				break;
			default:
				break;
			}
			check_ok(judge_board_cells(b,
			    (const char *)rows[r].p + off, k),
			    "judge_board_cells");
			off += k;
		} while (off < rows[r].len);
		check_rows(b, r);
		if (!last) {
			check_ok(judge_board_endrow(b), "judge_board_endrow");
			check_rows(b, r + 1);
		}
	}
	res->v = judge_board_end(b, &res->why);
	check_rows(b, 0);
}

/* Splits data into rows; returns their number. */
static uint64_t
split_rows(const unsigned char *p, size_t len, struct row *rows)
{
	const unsigned char *e = p + len, *nl;
	uint64_t n = 0;

	while (p < e) {
		nl = memchr(p, '\n', (size_t)(e - p));
		rows[n].p = p;
		rows[n].len = nl ? (size_t)(nl - p) : (size_t)(e - p);
		n++;
		if (nl == NULL)
			break;
		p = nl + 1;
	}
	return n;
}

/* ---- judge_board3() ---- */

#define CELL3(i)	((i) / 3 * 4 + (i) % 3)	/* cell i's byte in the rows */

/* The rules of the judge_board3() check, by bits 4-7 of byte 0, and 16
 * more by byte 2's bit 4. */
static const struct rules rules3[32] = {
	{ 0, 0, 0, 0 },			/* the default: N = rows, full lines */
	{ 0, 0, 0, 0 },			/* the same, set again */
	{ 3, 3, 0, 0 },			/* a fixed 3 x 3 shape, full lines */
	{ 0, 0, 3, 0 },			/* K in a row */
	{ 0, 0, 3, JUDGE_EXACT },
	{ 0, 0, 2, 0 },
	{ 0, 0, 2, JUDGE_EXACT },
	{ 3, 3, 2, 0 },
	{ 3, 3, 2, JUDGE_EXACT },
	{ 0, 0, 1, 0 },			/* every mark wins */
	{ 3, 3, 1, JUDGE_EXACT },	/* a lone mark wins */
	{ 0, 0, 4, 0 },			/* nobody can win */
	{ 3, 4, 0, 0 },			/* 3 x 4: K = 3 */
	{ 3, 2, 0, 0 },			/* 3 x 2: K = 2, rows too long */
	{ 4, 4, 0, 0 },			/* the wrong number of rows */
	{ 2, 3, 0, 0 },
	{ 0, 0, 3, JUDGE_CARO },	/* XXX wins, OXXXO is not there */
	{ 0, 0, 3, JUDGE_CARO },	/* the same, set again */
	{ 0, 0, 2, JUDGE_CARO },	/* OXXO is no win, XXO is */
	{ 3, 3, 2, JUDGE_CARO_EXACT },
	{ 0, 0, 1, JUDGE_CARO },	/* a lone mark, not between two */
	{ 3, 3, 1, JUDGE_CARO },
	{ 3, 3, 3, JUDGE_CARO },
	{ 3, 4, 3, JUDGE_CARO },	/* a fourth column, empty */
	{ 3, 4, 0, JUDGE_CARO },	/* 3 x 4: K = 3 */
	{ 0, 0, 0, JUDGE_CARO },	/* full lines: no difference */
	{ 2, 3, 2, JUDGE_CARO },	/* the wrong number of rows */
	{ 3, 2, 2, JUDGE_CARO },	/* rows too long */
	{ 0, 0, 5, JUDGE_RENJU },	/* nobody can win */
	{ 3, 3, 5, JUDGE_RENJU },
	{ 3, 3, 3, JUDGE_EXACT },	/* beside caro's memo */
	{ 0, 0, 2, JUDGE_FREESTYLE }
};

/* The rules of pass 4, by bits 0-3 of byte 2 (0: no pass 4). */
static const struct rules rulesk[16] = {
	{ 0, 0, 0, 0 },
	{ 0, 0, 5, JUDGE_RENJU },
	{ 0, 0, 5, JUDGE_CARO },
	{ 0, 0, 4, JUDGE_CARO_EXACT },
	{ 0, 0, 3, JUDGE_CARO },
	{ 0, 0, 2, JUDGE_CARO_EXACT },
	{ 0, 0, 1, JUDGE_CARO },
	{ 5, 9, 4, JUDGE_CARO },	/* a fixed shape */
	{ 7, 70, 5, JUDGE_CARO_EXACT },	/* rows over a word of cells */
	{ 4, 66, 3, JUDGE_CARO },
	{ 7, 7, 5, JUDGE_RENJU },
	{ 2, 80, 5, JUDGE_RENJU },
	{ 0, 0, 3, JUDGE_EXACT },
	{ 0, 0, 3, JUDGE_FREESTYLE },
	{ 0, 0, 6, JUDGE_CARO },
	{ 6, 4, 0, JUDGE_CARO }		/* 6 x 4: K = 4 */
};

/* The judge_board3() judges, one per first player (EITHER, X, O), kept
 * from input to input with the rules3[] index each one has (-1: none
 * set yet). */
static struct judge_board *b3[3];
static int b3rules[3];

static void
fail3(const char *what, int got, const char *want, const struct rules *ru)
{
	fprintf(stderr, "board_fuzz: judge_board3 %s: returned %d, want %s "
	    "(rules %llu x %llu, k %llu, rule %u)\n", what, got, want,
	    (unsigned long long)ru->rows, (unsigned long long)ru->cols,
	    (unsigned long long)ru->k, ru->rule);
	abort();
}

/* The verdict of the 3 x 3 board t by the rows fed to bg one by one. */
static void
rows3(struct judge_board *bg, const unsigned char *t, struct result *res)
{
	size_t i;

	for (i = 0; i < 3; i++)
		check_ok(judge_board_row(bg, (const char *)t + 4 * i, 3),
		    "judge_board_row");
	res->v = judge_board_end(bg, &res->why);
}

/* What the cell byte c is: 0 empty, 1 X, 2 O. */
static unsigned
kind(unsigned char c)
{
	return ismark(c, JUDGE_P1) ? 1 : ismark(c, JUDGE_P2) ? 2 : 0;
}

/* The board u, all cells, by judge_board3() on b and by rows3() on bg. */
static void
neighbour3(struct judge_board *b, struct judge_board *bg,
    const unsigned char *u, const struct rules *ru)
{
	struct result want, got;
	int v;

	rows3(bg, u, &want);
	memset(&got.why, 0, sizeof(got.why));
	v = judge_board3(b, (const char *)u, (const char *)u + 4,
	    (const char *)u + 8, &got.why);
	if (v != (int)want.v) {
		fprintf(stderr, "board_fuzz: neighbour %.3s|%.3s|%.3s\n",
		    (const char *)u, (const char *)u + 4, (const char *)u + 8);
		fail3("verdict", v, vname[want.v], ru);
	}
	got.v = want.v;
	if (want.v == JUDGE_INVALID)
		expect_same("neighbour", &got, &want, "3x3 rows");
}

/*
 * The neighbours of the board t, all cells: each board with one cell
 * changed, and each with two cells of different kinds swapped, judged by
 * judge_board3() on b after t itself, so that two boards a wrong memo
 * index would mix up are judged in one input; bg the reference.
 */
static void
neighbours3(struct judge_board *b, struct judge_board *bg,
    const unsigned char *t, const struct rules *ru)
{
	static const unsigned char marks[3] = { '.', 'X', 'O' };
	unsigned char u[11];
	unsigned i, j, m;

	for (i = 0; i < 9; i++) {
		for (m = 1; m < 3; m++) {
			memcpy(u, t, sizeof(u));
			u[CELL3(i)] = marks[(kind(t[CELL3(i)]) + m) % 3];
			neighbour3(b, bg, u, ru);
		}
		for (j = i + 1; j < 9; j++) {
			if (kind(t[CELL3(i)]) == kind(t[CELL3(j)]))
				continue;
			memcpy(u, t, sizeof(u));
			u[CELL3(i)] = t[CELL3(j)];
			u[CELL3(j)] = t[CELL3(i)];
			neighbour3(b, bg, u, ru);
		}
	}
}

static void
check_board3(const unsigned char *data, size_t size, enum judge_player first,
    unsigned rs, unsigned sel, unsigned other)
{
	static const char blank[] = "...\n...\n...";
	const struct rules *ru = &rules3[rs], *pr;
	struct judge_board *b, *bg;
	struct judge_why why, unset;
	struct result want, got, ref;
	struct row rows[3];
	unsigned char *t;
	size_t i, k = 0;
	unsigned prior, pre = sel & 3;
	int bad = 0, pass, v;

	/* exactly the 11 bytes that may be read, on the heap */
	if ((t = malloc(11)) == NULL)
		abort();
	for (i = 0; i < 11; i++) {
		t[i] = i < size ? data[i] : (unsigned char)blank[i];
		if (i % 4 != 3 && !iscell(t[i]))
			bad = 1;
	}
	for (i = 0; i < 3; i++) {
		rows[i].p = t + 4 * i;
		rows[i].len = 3;
	}

	/* The reference: a new judge, the rows one by one. */
	if ((bg = judge_board_new(first)) == NULL)
		abort();
	check_ok(judge_board_rules(bg, ru->rows, ru->cols, ru->k, ru->rule),
	    "judge_board_rules");
	rows3(bg, t, &want);
	if (ru->rows == 0 && ru->k == 0) {
		ref_judge(rows, 3, first, &ref);
		expect_same("3x3 rows", &want, &ref, "reference");
	}

	if (b3[first] == NULL) {
		if ((b3[first] = judge_board_new(first)) == NULL)
			abort();
		b3rules[first] = -1;
	}
	b = b3[first];
	if (sel & 64) {
		/* remembered under other rules first: within one input */
		prior = (rs & 16) | ((rs + (sel & 128 ? 8 : 1)) & 15);
		prior ^= other;
		pr = &rules3[prior];
		if (b3rules[first] != (int)prior)
			check_ok(judge_board_rules(b, pr->rows, pr->cols,
			    pr->k, pr->rule), "judge_board_rules");
		b3rules[first] = (int)prior;
		v = judge_board3(b, (const char *)t, (const char *)t + 4,
		    (const char *)t + 8, NULL);
		if ((v == -1) != bad || v > (int)JUDGE_INVALID)
			fail3("under the prior rules", v,
			    bad ? "-1" : "a verdict", pr);
	}
	if (b3rules[first] != (int)rs || (sel & 32)) {
		check_ok(judge_board_rules(b, ru->rows, ru->cols, ru->k,
		    ru->rule), "judge_board_rules");
		b3rules[first] = (int)rs;
	}
	check_rows(b, 0);

	/* A board begun: -1, nothing fed, and the board judged as fed. */
	if (pre >= 2) {
		if (pre == 2)
			check_ok(judge_board_row(b, (const char *)t, 3),
			    "judge_board_row");
		else {
			k = (sel >> 2) & 3;
			check_ok(judge_board_cells(b, (const char *)t, k),
			    "judge_board_cells");
		}
		if ((v = judge_board3(b, (const char *)t, (const char *)t + 4,
		    (const char *)t + 8, &why)) != -1)
			fail3("on a board begun", v, "-1", ru);
		check_rows(b, pre == 2 ? 1 : 0);
		if (pre == 3) {
			check_ok(judge_board_cells(b, (const char *)t + k,
			    3 - k), "judge_board_cells");
			check_ok(judge_board_endrow(b), "judge_board_endrow");
		}
		for (i = 1; i < 3; i++)
			check_ok(judge_board_row(b,
			    (const char *)rows[i].p, 3), "judge_board_row");
		got.v = judge_board_end(b, &got.why);
		expect_same("begun, then judge_board3", &got, &want,
		    "3x3 rows");
		check_rows(b, 0);
	}

	/* Judged, then (if valid) remembered. */
	memset(&unset, 0xa5, sizeof(unset));
	for (pass = 0; pass < 2; pass++) {
		memcpy(&why, &unset, sizeof(why));
		v = judge_board3(b, (const char *)t, (const char *)t + 4,
		    (const char *)t + 8, pass == 0 && (sel & 16) ? NULL : &why);
		check_rows(b, 0);
		if (bad) {
			if (v != -1)
				fail3("with a byte that is no cell", v, "-1",
				    ru);
			continue;
		}
		if (v != (int)want.v)
			fail3("verdict", v, vname[want.v], ru);
		if (pass == 0 && (sel & 16))
			continue;
		got.v = want.v;
		got.why = why;
		/* a why left as it was is fine only for a valid verdict */
		if (want.v == JUDGE_INVALID || why.code != unset.code ||
		    why.n != unset.n || why.x != unset.x ||
		    why.o != unset.o || why.lines != unset.lines)
			expect_same(pass ? "judge_board3 again" :
			    "judge_board3", &got, &want, "3x3 rows");
	}
	if (bad) {
		/* the judge is untouched: the rows fed one by one */
		for (i = 0; i < 3; i++)
			check_ok(judge_board_row(b,
			    (const char *)rows[i].p, 3), "judge_board_row");
		got.v = judge_board_end(b, &got.why);
		expect_same("rows after judge_board3 -1", &got, &want,
		    "3x3 rows");
	} else
		neighbours3(b, bg, t, ru);
	judge_board_free(bg);
	free(t);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const enum judge_player firsts[] = {
		JUDGE_EITHER, JUDGE_P1, JUDGE_P2, JUDGE_EITHER
	};
	enum judge_player first;
	struct judge_board *b;
	struct row *rows, *alt;
	struct result want, got, want2;
	unsigned char *pad = NULL, *q;
	uint64_t n, r, padded = 0;
	uint32_t seed;
	unsigned rs, sel, ks, other;
	int open, dopad;

	if (size < 3)
		return 0;
	if (size > MAXIN)
		size = MAXIN;
	first = firsts[data[0] & 3];
	open = (data[0] >> 2) & 1;
	dopad = (data[0] >> 3) & 1;
	seed = (uint32_t)data[1] * 0x01000193u + 0x9e3779b9u;
	rs = data[0] >> 4 | (data[2] & 16);
	sel = data[1];
	ks = data[2] & 15;
	other = data[2] & 32 ? 16 : 0;
	data += 3;
	size -= 3;

	/* at most one row a byte, plus one */
	if ((rows = malloc((size + 1) * sizeof(*rows))) == NULL ||
	    (alt = malloc((size + 1) * sizeof(*alt))) == NULL)
		abort();
	n = split_rows(data, size, rows);
	if ((b = judge_board_new(first)) == NULL)
		abort();

	ref_judge(rows, n, first, &want);
	feed(b, rows, n, 0, open && n > 0, &got);
	expect_same("whole rows", &got, &want, "reference");
	feed(b, rows, n, seed, open && n > 0, &got);
	expect_same("pieces", &got, &want, "reference");

	/* Pass 3: the same board with its padding changed. */
	if (dopad && n <= 64)
		for (r = 0; r < n; r++)
			padded += rows[r].len < n ? n : rows[r].len;
	if (padded > 0 && (pad = malloc(padded)) == NULL)
		abort();
	q = pad;
	for (r = 0; r < n; r++) {
		alt[r] = rows[r];
		if (rows[r].len > n)
			continue;
		if (pad != NULL) {
			memcpy(q, rows[r].p, rows[r].len);
			memset(q + rows[r].len, r % 2 ? ' ' : '.',
			    n - rows[r].len);
			alt[r].p = q;
			alt[r].len = n;
			q += n;
		} else
			while (alt[r].len > 0 &&
			    (alt[r].p[alt[r].len - 1] == '.' ||
			    alt[r].p[alt[r].len - 1] == ' '))
				alt[r].len--;
	}
	ref_judge(alt, n, first, &want2);
	expect_same(pad ? "padded ref" : "stripped ref", &want2, &want,
	    "reference");
	feed(b, alt, n, seed ^ 0x5bd1e995u, 0, &got);
	expect_same(pad ? "padded" : "stripped", &got, &want, "reference");

	judge_board_free(b);
	free(pad);

	/* Pass 4: K in a row under rulesk[ks]. */
	if (ks != 0) {
		if ((b = judge_board_new(first)) == NULL)
			abort();
		check_ok(judge_board_rules(b, rulesk[ks].rows,
		    rulesk[ks].cols, rulesk[ks].k, rulesk[ks].rule),
		    "judge_board_rules");
		kref_judge(rows, n, first, &rulesk[ks], &want);
		feed(b, rows, n, 0, open && n > 0, &got);
		expect_same("K rows", &got, &want, "K reference");
		feed(b, rows, n, seed, open && n > 0, &got);
		expect_same("K pieces", &got, &want, "K reference");
		judge_board_free(b);
	}
	free(rows);
	free(alt);

	check_board3(data, size, first, rs, sel, other);
	return 0;
}
