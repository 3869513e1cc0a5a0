/*
 * board_fuzz - libFuzzer target for the board judge of judge.h.
 *
 * Input: byte 0 holds the options, byte 1 seeds the split of rows into
 * pieces, and the rest is the board, one row per '\n'-separated segment
 * (a final '\n' ends the last row rather than starting an empty one).
 *
 *   byte 0, bits 0-1: --first: 0 EITHER, 1 X, 2 O, 3 EITHER
 *           bit 2:    the last row is left open (judge_board_end ends it)
 *           bit 3:    third pass pads rows to N instead of stripping them
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
 * judge_board_rows() must count the rows ended.  Only the default rules
 * are fuzzed (N = number of rows, full lines): not judge_board_rules().
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

static void
ref_judge(const struct row *rows, uint64_t n, enum judge_player first,
    struct result *res)
{
	struct judge_why *w = &res->why;
	struct lines fx, fo, *fw;
	uint64_t r, c, x = 0, o = 0, mine, other;
	int bad = 0, win, full;

	memset(res, 0, sizeof(*res));
	for (r = 0; r < n; r++)
		for (c = 0; c < rows[r].len; c++) {
			x += ismark(rows[r].p[c], JUDGE_P1);
			o += ismark(rows[r].p[c], JUDGE_P2);
			if (!bad && !iscell(rows[r].p[c])) {
				bad = 1;
				w->row = r;
				w->col = c;
				w->byte = rows[r].p[c];
			}
		}
	w->n = n;
	w->x = x;
	w->o = o;
	res->v = JUDGE_INVALID;
	if (bad) {
		w->code = JUDGE_EBADCELL;
		return;
	}
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

/* ---- Comparing ---- */

static void
show(const char *what, const struct result *r)
{
	const struct judge_why *w = &r->why;

	fprintf(stderr, "  %-9s %s code %d (%s) n %llu row %llu col %llu "
	    "byte 0x%02x x %llu o %llu winner %d lines 0x%x lrow %llu "
	    "lcol %llu\n", what, vname[r->v], w->code,
	    judge_strerror(w->code), (unsigned long long)w->n,
	    (unsigned long long)w->row, (unsigned long long)w->col, w->byte,
	    (unsigned long long)w->x, (unsigned long long)w->o, (int)w->winner,
	    w->lines, (unsigned long long)w->lrow,
	    (unsigned long long)w->lcol);
}

/* Whether a and b agree on the verdict and on the judge_why fields that
 * judge.h defines for it (the lines only for X and O). */
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
		    (!(p->lines & JUDGE_LCOL) || p->lcol == q->lcol);
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
	int open, dopad;

	if (size < 2)
		return 0;
	if (size > MAXIN)
		size = MAXIN;
	first = firsts[data[0] & 3];
	open = (data[0] >> 2) & 1;
	dopad = (data[0] >> 3) & 1;
	seed = (uint32_t)data[1] * 0x01000193u + 0x9e3779b9u;
	data += 2;
	size -= 2;

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
	free(rows);
	free(alt);
	return 0;
}
