/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * judge_api - checks of judge.h at the level of the library: regressions
 * the fuzzers found (ttt itself never feeds an empty row), judge_board3()
 * against the rows fed one by one over every 3 x 3 board, K in a row on
 * random boards against a slow reference, and the game judge's three
 * representations (bitboards, the byte map, the hash tables) under every
 * rule against a slow reference that holds the board,
 * with judge_game_play() in batches against judge_game_move() one move at
 * a time; then renju positions with known answers, and dense random games
 * under renju, caro and exact on every representation, against the slow
 * reference of tests/renju_ref.c.  Built with the sanitizers by make
 * test; run by tests/regress.bats.  Prints one line per check and exits 1
 * if any failed; with the argument --stats, the counts of the games'
 * tallies (and of the rule games' wins and fouls) on stderr.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../judge.h"
#include "renju_ref.h"
#include "solve_ref.h"

/* A flag of these tests beside JUDGE_STRICT: the rule JUDGE_EXACT. */
#define REF_EXACT	0x100u
#define RULE_OF(flags)	((flags) & REF_EXACT ? JUDGE_EXACT : JUDGE_FREESTYLE)

static int failed;

static void
check(const char *what, int ok)
{
	printf("%s %s\n", ok ? "ok" : "FAIL", what);
	if (!ok)
		failed = 1;
}

/* An empty first row, then a row too long for the bitboards: the flags
 * were used before they existed (UBSan: offset on a null pointer). */
static void
empty_first_row(void)
{
	struct judge_board *b = judge_board_new(JUDGE_EITHER);
	struct judge_why why;
	enum judge_verdict v;

	judge_board_row(b, "", 0);
	judge_board_row(b, "XXXXXXXXX", 9);
	v = judge_board_end(b, &why);
	check("an empty first row, then 9 cells: Invalid, row 1 too long",
	    v == JUDGE_INVALID && why.code == JUDGE_ELONGROW && why.row == 1);
	judge_board_free(b);
}

/* Row 7 holding 8 cells, then an empty piece of it: a shift by 64. */
static void
empty_piece_after_8_cells(void)
{
	struct judge_board *b = judge_board_new(JUDGE_EITHER);
	enum judge_verdict v;
	int i;

	for (i = 0; i < 7; i++)
		judge_board_row(b, "", 0);
	judge_board_cells(b, "........", 8);
	judge_board_cells(b, "", 0);
	judge_board_endrow(b);
	v = judge_board_end(b, NULL);
	check("7 empty rows, 8 cells, an empty piece: Pending",
	    v == JUDGE_PENDING);
	judge_board_free(b);
}

/* Full lines, each row fed a cell at a time: the cells past a piece are
 * not empty cells of the row (the fuzzer found the anti-diagonal lost). */
static void
full_lines_in_pieces(void)
{
	static const char *const rows[3] = { "XOX", "OXO", "XOX" };
	struct judge_board *b = judge_board_new(JUDGE_EITHER);
	struct judge_why why;
	enum judge_verdict v;
	int i, j;

	for (i = 0; i < 3; i++) {
		for (j = 0; j < 3; j++)
			judge_board_cells(b, rows[i] + j, 1);
		judge_board_endrow(b);
	}
	v = judge_board_end(b, &why);
	check("XOX OXO XOX a cell at a time: X by both diagonals",
	    v == JUDGE_X && why.lines == (JUDGE_LDIAG | JUDGE_LANTI));
	judge_board_free(b);
}

/* A K-in-a-row game too big for the byte map: O's cells went into the
 * hash table with a player bit the lookup did not mask, so they could be
 * played again. */
static void
hashed_o_cell_taken(void)
{
	struct judge_game *g = judge_game_new(3, JUDGE_EITHER, 0);

	judge_game_reset(g, UINT64_C(1) << 25, 2, 3, JUDGE_FREESTYLE);
	check("a hashed K game: O's cell is free first",
	    judge_game_move(g, 5, 1, JUDGE_P2) == 0);
	check("a hashed K game: O's cell is then taken",
	    judge_game_move(g, 5, 1, JUDGE_P1) == JUDGE_ETAKEN);
	check("a hashed K game: X's cell is then taken",
	    judge_game_move(g, 6, 1, JUDGE_P1) == 0 &&
	    judge_game_move(g, 6, 1, JUDGE_P2) == JUDGE_ETAKEN);
	judge_game_free(g);
}

/* Board i of the 3^9 3 x 3 boards as "abc\ndef\nghi\n", cell j being
 * digit j of i in base 3; case and the empty byte vary with i. */
static void
board_text(unsigned i, char *t)
{
	static const char mark[2][3] = { { '.', 'X', 'O' }, { ' ', 'x', 'o' } };
	unsigned j, d = i;

	for (j = 0; j < 9; j++, d /= 3)
		t[j / 3 * 4 + j % 3] = mark[(i >> (j % 3)) & 1][d % 3];
	t[3] = t[7] = t[11] = '\n';
}

/* Whether two whys say the same, field by field. */
static int
why_eq(const struct judge_why *a, const struct judge_why *b)
{
	return a->code == b->code && a->n == b->n && a->row == b->row &&
	    a->col == b->col && a->byte == b->byte && a->x == b->x &&
	    a->o == b->o && a->winner == b->winner && a->lines == b->lines &&
	    a->lrow == b->lrow && a->lcol == b->lcol &&
	    memcmp(a->run, b->run, sizeof(a->run)) == 0;
}

/* judge_board3() and judge_board3_why() against the rows fed one by one,
 * for all 3^9 boards, twice each (judged, then remembered), under several
 * rules, and with the rules changed on the same board judge; the why
 * whole, of an Invalid board, and of every board from judge_board3_why(). */
static void
board3_all(void)
{
	static const struct {
		enum judge_player first;
		uint64_t rows, cols, k;
		enum judge_rule rule;
	} rules[] = {
		{ JUDGE_EITHER, 0, 0, 0, 0 }, { JUDGE_P1, 0, 0, 0, 0 },
		{ JUDGE_P2, 0, 0, 0, 0 }, { JUDGE_EITHER, 0, 0, 2, 0 },
		{ JUDGE_EITHER, 3, 3, 2, JUDGE_EXACT },
		{ JUDGE_EITHER, 4, 4, 0, 0 }, { JUDGE_P1, 3, 5, 0, 0 },
		{ JUDGE_EITHER, 0, 0, 2, JUDGE_CARO },
		{ JUDGE_EITHER, 0, 0, 2, JUDGE_CARO_EXACT },
		{ JUDGE_P1, 3, 4, 3, JUDGE_FREESTYLE },
		{ JUDGE_P1, 0, 0, 5, JUDGE_RENJU }
	};
	enum judge_player bfirst = JUDGE_EITHER;
	struct judge_board *a, *b = judge_board_new(bfirst), *c, *d;
	struct judge_why wa, wb, wc;
	static struct judge_why kwhy[19683];
	static uint64_t kinds[19683], kkey[1u << 16];
	static unsigned kfirst[1u << 16];
	static int kv[19683];
	char t[12], what[112], *row[3];
	unsigned r, i, h, pass, bad = 0, badwhy = 0, badkind = 0, nokind = 0,
	    badat = 0, at;
	unsigned counts[5] = { 0 };
	uint64_t kind;
	int va, vb, vc, vd;

	/* judge_board3() reads 3 bytes of each row and no more: each row
	 * its own heap block of exactly 3 bytes */
	for (i = 0; i < 3; i++)
		if ((row[i] = malloc(3)) == NULL)
			abort();
	for (r = 0; r < sizeof(rules) / sizeof(rules[0]); r++) {
		a = judge_board_new(rules[r].first);
		judge_board_rules(a, rules[r].rows, rules[r].cols, rules[r].k,
		    rules[r].rule);
		/* b is kept while the first player is, and the rules
		 * change under it */
		if (rules[r].first != bfirst) {
			judge_board_free(b);
			b = judge_board_new(bfirst = rules[r].first);
		}
		judge_board_rules(b, rules[r].rows, rules[r].cols, rules[r].k,
		    rules[r].rule);
		c = judge_board_new(rules[r].first);
		judge_board_rules(c, rules[r].rows, rules[r].cols, rules[r].k,
		    rules[r].rule);
		d = judge_board_new(rules[r].first);
		judge_board_rules(d, rules[r].rows, rules[r].cols, rules[r].k,
		    rules[r].rule);
		for (pass = 0; pass < 2; pass++)
			for (i = 0; i < 19683; i++) {
				board_text(i, t);
				judge_board_row(a, t, 3);
				judge_board_row(a, t + 4, 3);
				judge_board_row(a, t + 8, 3);
				va = (int)judge_board_end(a, &wa);
				memset(&wb, 0, sizeof(wb));
				memcpy(row[0], t + 8 * (i & 1), 3);
				memcpy(row[1], t + 4, 3);
				memcpy(row[2], t + 8 - 8 * (i & 1), 3);
				/* odd boards: the rows given in the order
				 * 2, 1, 0, read from their own blocks */
				if (i & 1)
					vb = judge_board3(b, row[2], row[1],
					    row[0], &wb);
				else
					vb = judge_board3(b, row[0], row[1],
					    row[2], &wb);
				if (va != vb || (va == JUDGE_INVALID &&
				    !why_eq(&wa, &wb)))
					bad++;
				memset(&wc, 0xa5, sizeof(wc));
				vc = judge_board3_why(c, row[(i & 1) * 2],
				    row[1], row[2 - (i & 1) * 2], &wc);
				if (vc != va || !why_eq(&wa, &wc))
					badwhy++;
				/* and without a why: the verdict alone */
				if (pass == 1 && judge_board3(b,
				    row[(i & 1) * 2], row[1],
				    row[2 - (i & 1) * 2], NULL) != va)
					bad++;
				/* and with its index, i's cells */
				at = 19683;
				if (judge_board3_at(b, row[(i & 1) * 2],
				    row[1], row[2 - (i & 1) * 2], &at) != va ||
				    at != i)
					badat++;
				kind = 0;
				vd = judge_board3_kind(d, row[(i & 1) * 2],
				    row[1], row[2 - (i & 1) * 2], &kind);
				if (vd != va || (pass == 1 && kind != kinds[i]))
					badkind++;
				kinds[i] = kind;
				kv[i] = va;
				kwhy[i] = wa;
				counts[va]++;
			}
		/* the same kind, not 0: the same verdict and why */
		memset(kkey, 0, sizeof(kkey));
		for (i = 0; i < 19683; i++) {
			if (kinds[i] == 0) {
				nokind++;
				continue;
			}
			h = (unsigned)((kinds[i] * UINT64_C(0x9e3779b97f4a7c15))
			    >> 48);
			while (kkey[h] != 0 && kkey[h] != kinds[i])
				h = (h + 1) & 0xffff;
			if (kkey[h] == 0) {
				kkey[h] = kinds[i];
				kfirst[h] = i;
			} else if (kv[kfirst[h]] != kv[i] ||
			    !why_eq(&kwhy[kfirst[h]], &kwhy[i]))
				badkind++;
		}
		judge_board_free(a);
		judge_board_free(c);
		judge_board_free(d);
	}
	for (i = 0; i < 3; i++)
		free(row[i]);
	snprintf(what, sizeof(what), "judge_board3: all 3^9 boards under 11 "
	    "rules, twice, as the rows say (%s)", bad == 0 ? "none differ" :
	    "some differ");
	check(what, bad == 0 && counts[0] && counts[1] && counts[2] &&
	    counts[3] && counts[4]);
	snprintf(what, sizeof(what), "judge_board3_why: all 3^9 boards under "
	    "11 rules, twice, verdict and why as the rows say (%s)",
	    badwhy == 0 ? "none differ" : "some differ");
	check(what, badwhy == 0);
	snprintf(what, sizeof(what), "judge_board3_kind: all 3^9 boards under "
	    "11 rules, twice: one kind, one verdict and why (%s)",
	    badkind == 0 ? "none differ" : "some differ");
	check(what, badkind == 0 && nokind < 19683);
	check("judge_board3_at: all 3^9 boards under 11 rules, twice: the "
	    "verdict as the rows say, the index the board's", badat == 0);

	/* Not taken: a byte that is no cell, or rows already fed. */
	judge_board_rules(b, 0, 0, 0, 0);
	check("judge_board3: a '#' in a row is not taken",
	    judge_board3(b, "XO.", ".#.", "...", NULL) == -1 &&
	    judge_board_rows(b) == 0);
	check("judge_board3: a CR ending a row is not taken",
	    judge_board3(b, "XO\r", "...", "...", NULL) == -1);
	check("judge_board3_why: a '#' in a row is not taken",
	    judge_board3_why(b, "XO.", ".#.", "...", &wb) == -1 &&
	    judge_board_rows(b) == 0);
	check("judge_board3_kind: a '#' in a row is not taken",
	    judge_board3_kind(b, "XO.", ".#.", "...", &kind) == -1 &&
	    judge_board_rows(b) == 0);
	judge_board_row(b, "X", 1);
	check("judge_board3: a board already begun is not taken",
	    judge_board3(b, "...", "...", "...", NULL) == -1 &&
	    judge_board_rows(b) == 1);
	check("judge_board3: and the board begun is judged as fed",
	    judge_board_end(b, NULL) == JUDGE_X);
	/* Remembered under one rule, asked under another. */
	check("judge_board3: XX. O.. ... is Pending with K = N",
	    judge_board3(b, "XX.", "O..", "...", NULL) == JUDGE_PENDING);
	judge_board_rules(b, 0, 0, 2, 0);
	check("judge_board3: and X after the rules change to K = 2",
	    judge_board3(b, "XX.", "O..", "...", NULL) == JUDGE_X);
	judge_board_free(b);
}

/* The edge of judge_board3()'s cell table: each of the 256 bytes in each
 * of the nine places of an empty board is taken exactly when it is a cell
 * (the rows fed one by one call it no bad byte), to their verdict; else
 * it is left to them (-1), and they find the bad byte in its place. */
static void
board3_bytes(void)
{
	struct judge_board *a = judge_board_new(JUDGE_EITHER);
	struct judge_board *b = judge_board_new(JUDGE_EITHER);
	struct judge_why wa, wb;
	char t[9];
	unsigned c, i, bad = 0, taken = 0;
	int va, vb;

	for (c = 0; c < 256; c++)
		for (i = 0; i < 9; i++) {
			memset(t, '.', sizeof(t));
			t[i] = (char)c;
			judge_board_row(a, t, 3);
			judge_board_row(a, t + 3, 3);
			judge_board_row(a, t + 6, 3);
			va = (int)judge_board_end(a, &wa);
			memset(&wb, 0, sizeof(wb));
			vb = judge_board3(b, t, t + 3, t + 6, &wb);
			if (vb < 0)
				bad += va != JUDGE_INVALID ||
				    wa.code != JUDGE_EBADCELL ||
				    wa.row != i / 3 || wa.col != i % 3 ||
				    wa.byte != c;
			else {
				taken++;
				bad += vb != va || wa.code == JUDGE_EBADCELL;
			}
		}
	judge_board_free(a);
	judge_board_free(b);
	/* X, x, O, o, space and '.', in each place */
	check("edge: 3x3 memo: every byte in each of the nine places is taken "
	    "exactly when it is a cell, to its rows' verdict", bad == 0 &&
	    taken == 6 * 9);
}

/* The reference: whether p's marks fill a line through (r, c) of 3 x 3. */
static int
won3(const int *cell, int r, int c, int p)
{
	int i, row = 1, col = 1, d = r == c, a = r + c == 2;

	for (i = 0; i < 3; i++) {
		row &= cell[3 * r + i] == p;
		col &= cell[3 * i + c] == p;
		d &= cell[3 * i + i] == p;
		a &= cell[3 * i + 2 - i] == p;
	}
	return row || col || d || a;
}

/* Every order of the 9 cells, players alternating, as a game of 3 x 3,
 * each move's result against the reference; then a move on a taken cell
 * and one after the end. */
static void
game3_all(void)
{
	struct judge_game *g = judge_game_new(3, JUDGE_EITHER, 0);
	int perm[9], cell[9], i, j, k, rc, want, p, over, bad = 0;
	unsigned long games = 0;

	for (i = 0; i < 9; i++)
		perm[i] = i;
	for (;;) {
		judge_game_reset(g, 3, 3, 0, JUDGE_FREESTYLE);
		memset(cell, 0, sizeof(cell));
		for (i = 0, over = 0; i < 9; i++) {
			p = 1 + (i & 1);
			if (over) {
				rc = judge_game_move(g, (uint64_t)perm[i] / 3,
				    (uint64_t)perm[i] % 3, p);
				bad += rc != JUDGE_EOVER;
				break;
			}
			if (i > 0)
				bad += judge_game_move(g,
				    (uint64_t)perm[i - 1] / 3,
				    (uint64_t)perm[i - 1] % 3, p) !=
				    JUDGE_ETAKEN;
			cell[perm[i]] = p;
			want = won3(cell, perm[i] / 3, perm[i] % 3, p) ? p : 0;
			rc = judge_game_move(g, (uint64_t)perm[i] / 3,
			    (uint64_t)perm[i] % 3, p);
			bad += rc != want;
			over = want != 0;
		}
		games++;
		/* the next permutation, in lexicographic order */
		for (j = 7; j >= 0 && perm[j] > perm[j + 1]; j--)
			;
		if (j < 0)
			break;
		for (k = 8; perm[k] < perm[j]; k--)
			;
		i = perm[j], perm[j] = perm[k], perm[k] = i;
		for (j++, k = 8; j < k; j++, k--)
			i = perm[j], perm[j] = perm[k], perm[k] = i;
	}
	check("judge_game_move: all 9! orders of a 3 x 3 game, a taken cell "
	    "and a move after the win, as the reference says",
	    bad == 0 && games == 362880);
	judge_game_free(g);
}

/* A small xorshift, so the run is the same everywhere. */
static uint64_t
rnd(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

/*
 * K in a row against a reference holding the board: random boards of 1 to
 * 70 rows of 0 to 140 cells, K 1 to 8, under each rule (krow_random():
 * freestyle and JUDGE_EXACT; krow_caro_renju(): JUDGE_CARO, and
 * JUDGE_RENJU with K 5), with and without a fixed shape, rows fed in
 * random pieces.  The reference finds every
 * maximal run and applies judge.h's rules; the first winning run is the
 * one whose end the judge meets first: row r's runs along it at the end of
 * row r, the runs of row r - 1 that end there at the end of row r (down by
 * column, then by column down-right and down-left), those reaching the
 * last row at the end, by column (down, down-right, down-left).
 */
#define KR_ROWS	70
#define KR_COLS	140

struct kref {
	unsigned char cell[KR_ROWS][KR_COLS + 8];	/* 0, 1 X, 2 O */
	uint64_t len[KR_ROWS];
	uint64_t nrows, fixrows, fixcols, k;
	enum judge_rule rule;
	enum judge_player first;
};

/* One maximal run of player p from (r0, c0) to (r1, c1); the order key of
 * its end as above. */
struct krun {
	unsigned p;
	uint64_t len, r0, c0, r1, c1, key;
	int dr, dc;
};

static unsigned	kref_at(const struct kref *, int64_t, int64_t);

/*
 * Whether the maximal run u wins under f's rule: k or more, or exactly k
 * (exact, caro, and X's under renju); under caro not when the cells just
 * beyond both its ends are the opponent's (off the board, or past the end
 * of a row, is no one's).
 */
static int
kref_wins(const struct kref *f, const struct krun *u)
{
	unsigned q = 3 - u->p;
	int exact = f->rule == JUDGE_EXACT || f->rule == JUDGE_CARO_EXACT ||
	    (f->rule == JUDGE_RENJU && u->p == JUDGE_P1);

	if (exact ? u->len != f->k : u->len < f->k)
		return 0;
	return (f->rule != JUDGE_CARO && f->rule != JUDGE_CARO_EXACT) ||
	    u->len != f->k ||
	    kref_at(f, (int64_t)u->r0 - u->dr, (int64_t)u->c0 - u->dc) != q ||
	    kref_at(f, (int64_t)u->r1 + u->dr, (int64_t)u->c1 + u->dc) != q;
}

static unsigned
kref_at(const struct kref *f, int64_t r, int64_t c)
{
	if (r < 0 || c < 0 || (uint64_t)r >= f->nrows ||
	    (uint64_t)c >= f->len[r])
		return 0;
	return f->cell[r][c];
}

static int
kref_verdict(const struct kref *f, struct judge_why *why)
{
	static const int dir[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };
	static struct krun run[KR_ROWS * (KR_COLS + 8) * 4];
	uint64_t n = f->nrows, cols = f->fixcols ? f->fixcols : n, x = 0, o = 0;
	uint64_t mine, other, a, lo, hi, best[3] = { 0 };
	unsigned p, cnt[KR_ROWS][KR_COLS + 8];
	size_t nrun = 0, i, nwin[3] = { 0 }, first[3] = { 0 };
	int64_t r, c, d, e, l;
	int w;

	memset(why, 0, sizeof(*why));
	why->n = cols;
	for (r = 0; r < (int64_t)n; r++)
		for (c = 0; c < (int64_t)f->len[r]; c++) {
			x += f->cell[r][c] == 1;
			o += f->cell[r][c] == 2;
		}
	why->x = x;
	why->o = o;
	if (f->fixrows != 0 && n != f->fixrows) {
		why->code = JUDGE_ESHAPE;
		why->n = why->row = n;
		return JUDGE_INVALID;
	}
	for (r = 0; r < (int64_t)n; r++)
		if (f->len[r] > cols) {
			why->code = JUDGE_ELONGROW;
			why->row = (uint64_t)r;
			return JUDGE_INVALID;
		}
	if (n == 0)
		return JUDGE_PENDING;
	for (r = 0; r < (int64_t)n; r++)
		for (c = 0; c < (int64_t)f->len[r]; c++)
			for (d = 0; d < 4; d++) {
				p = f->cell[r][c];
				if (p == 0 || kref_at(f, r - dir[d][0],
				    c - dir[d][1]) == p)
					continue;
				for (l = 1; kref_at(f, r + l * dir[d][0],
				    c + l * dir[d][1]) == p; l++)
					;
				run[nrun].p = p;
				run[nrun].len = (uint64_t)l;
				run[nrun].r0 = (uint64_t)r;
				run[nrun].c0 = (uint64_t)c;
				run[nrun].r1 = (uint64_t)(r + (l - 1) * dir[d][0]);
				run[nrun].c1 = (uint64_t)(c + (l - 1) * dir[d][1]);
				run[nrun].dr = dir[d][0];
				run[nrun].dc = dir[d][1];
				e = (int64_t)run[nrun].r1;
				/* (end of row, phase, column, direction) */
				if (d == 0)
					run[nrun].key = ((uint64_t)e * 4) << 16;
				else
					run[nrun].key = ((uint64_t)(e + 1) * 4 +
					    (e + 1 == (int64_t)n ? 3 :
					    d == 1 ? 1 : 2)) << 16;
				run[nrun].key |= run[nrun].c1 << 2 |
				    (uint64_t)(d == 0 ? 0 : d - 1);
				nrun++;
			}
	/* The winning runs, and the cells each of them allows as the last
	 * move: the removal leaves no piece of k (or, exact, any cell). */
	memset(cnt, 0, sizeof(cnt));
	for (i = 0; i < nrun; i++) {
		p = run[i].p;
		if (!kref_wins(f, &run[i]))
			continue;
		if (nwin[p]++ == 0 || run[i].key < best[p]) {
			best[p] = run[i].key;
			first[p] = i;
		}
		lo = run[i].len > f->k ? run[i].len - f->k : 0;
		hi = f->k - 1 < run[i].len - 1 ? f->k - 1 : run[i].len - 1;
		for (a = lo; a <= hi; a++)
			cnt[run[i].r0 + a * (uint64_t)run[i].dr]
			    [(uint64_t)((int64_t)run[i].c0 +
			    (int64_t)a * run[i].dc)] += p;
	}
	w = nwin[1] ? JUDGE_P1 : nwin[2] ? JUDGE_P2 : 0;
	if ((x > o ? x - o : o - x) > 1) {
		why->code = JUDGE_ECOUNT;
		return JUDGE_INVALID;
	}
	if ((f->first == JUDGE_P1 && o > x) || (f->first == JUDGE_P2 && x > o)) {
		why->code = JUDGE_EFIRST;
		why->winner = f->first;
		return JUDGE_INVALID;
	}
	if (nwin[1] && nwin[2]) {
		why->code = JUDGE_EBOTH;
		return JUDGE_INVALID;
	}
	if (w != 0) {
		why->winner = w;
		mine = w == JUDGE_P1 ? x : o;
		other = w == JUDGE_P1 ? o : x;
		if (mine < other || ((int)f->first == w && mine == other) ||
		    (f->first != JUDGE_EITHER && (int)f->first != w &&
		    mine != other)) {
			why->code = JUDGE_EAFTER;
			return JUDGE_INVALID;
		}
		why->code = JUDGE_EAPART;
		for (r = 0; r < (int64_t)n; r++)
			for (c = 0; c < KR_COLS + 8; c++)
				if (cnt[r][c] == nwin[w] * (unsigned)w)
					why->code = JUDGE_OK;
		if (why->code != JUDGE_OK)
			return JUDGE_INVALID;
		why->lines = JUDGE_LRUN;
		why->run[0] = run[first[w]].r0;
		why->run[1] = run[first[w]].c0;
		why->run[2] = run[first[w]].r1;
		why->run[3] = run[first[w]].c1;
		return w == JUDGE_P1 ? JUDGE_X : JUDGE_O;
	}
	return (x + o) % n == 0 && (x + o) / n == cols ? JUDGE_DRAW :
	    JUDGE_PENDING;
}

/* Feeds f to b in random pieces; the last row is sometimes left to
 * judge_board_end(). */
static void
kref_feed(const struct kref *f, struct judge_board *b, uint64_t *seed)
{
	static const char text[3][2] = { { '.', ' ' }, { 'X', 'x' },
	    { 'O', 'o' } };
	char row[KR_COLS + 8];
	uint64_t r, j, piece;

	for (r = 0; r < f->nrows; r++) {
		for (j = 0; j < f->len[r]; j++)
			row[j] = text[f->cell[r][j]][rnd(seed) % 8 == 0];
		if (rnd(seed) % 4 == 0) {
			judge_board_row(b, row, (size_t)f->len[r]);
			continue;
		}
		for (j = 0; j < f->len[r]; j += piece) {
			piece = rnd(seed) % 3 == 0 ? rnd(seed) % 4 :
			    rnd(seed) % 80;
			if (piece > f->len[r] - j)
				piece = f->len[r] - j;
			judge_board_cells(b, row + j, (size_t)piece);
		}
		if (r + 1 < f->nrows || f->len[r] == 0 || rnd(seed) % 2)
			judge_board_endrow(b);
	}
}

/* What krow_boards() saw: the reference's verdicts and error codes, the
 * boards the judge got wrong, and by rule those whose verdict differs
 * from the reference's under JUDGE_EXACT (near[rule][0]) and under
 * JUDGE_FREESTYLE (near[rule][1]). */
struct kstats {
	unsigned bad, seen[5], codes, near[JUDGE_CARO_EXACT + 1][2];
};

/* Most of the time, marks of the player with fewer added at random until
 * the counts differ by at most one, so that more boards are valid. */
static void
kref_even(struct kref *f, uint64_t *seed)
{
	uint64_t n[3] = { 0 }, r, c, t;
	unsigned q;

	if (rnd(seed) % 4 == 0)
		return;
	for (r = 0; r < f->nrows; r++)
		for (c = 0; c < f->len[r]; c++)
			n[f->cell[r][c]]++;
	for (t = 0; t < 1000 && (n[1] > n[2] + 1 || n[2] > n[1] + 1); t++) {
		q = n[1] < n[2] ? 1 : 2;
		r = rnd(seed) % f->nrows;
		if (f->len[r] == 0 || f->cell[r][c = rnd(seed) % f->len[r]])
			continue;
		f->cell[r][c] = (unsigned char)q;
		n[q]++;
	}
}

/* Draws the rule and k of the next eight boards. */
typedef void krules(struct kref *, uint64_t *);

/* The reference's verdict on f under rule r. */
static int
kref_under(struct kref *f, enum judge_rule r)
{
	enum judge_rule was = f->rule;
	struct judge_why why;
	int v;

	f->rule = r;
	v = kref_verdict(f, &why);
	f->rule = was;
	return v;
}

/*
 * 20000 random boards from seed under the rules pick draws, judged by the
 * judge and by the reference.  Under caro, half of the runs drawn are of
 * k with the opponent's marks just beyond both ends, most of those
 * beginning or ending beside the edge of a word of the judge's masks.
 */
static void
krow_boards(krules *pick, uint64_t seed, struct kstats *st)
{
	static struct kref f;
	struct judge_board *b[3];
	struct judge_why wj, wr;
	uint64_t i, r, c, t, n, R, C, x, o, l;
	unsigned p, dens;
	int vj, vr, d, blk;

	memset(st, 0, sizeof(*st));
	for (p = 0; p < 3; p++)
		b[p] = judge_board_new((enum judge_player)p);
	for (i = 0; i < 20000; i++) {
		if (i % 8 == 0) {
			pick(&f, &seed);
			f.fixrows = f.fixcols = 0;
			if (rnd(&seed) % 3 == 0) {
				f.fixrows = 1 + rnd(&seed) % KR_ROWS;
				f.fixcols = 1 + rnd(&seed) % KR_COLS;
			}
			for (p = 0; p < 3; p++)
				judge_board_rules(b[p], f.fixrows, f.fixcols,
				    f.k, f.rule);
		}
		f.first = (enum judge_player)(rnd(&seed) % 3);
		R = f.fixrows ? f.fixrows : 1 + rnd(&seed) % KR_ROWS;
		if (f.fixrows && rnd(&seed) % 20 == 0)
			R = 1 + rnd(&seed) % KR_ROWS;
		C = f.fixcols ? f.fixcols : R;
		f.nrows = R;
		memset(f.cell, 0, sizeof(f.cell));
		for (r = 0; r < R; r++)
			f.len[r] = rnd(&seed) % 4 == 0 ? rnd(&seed) % (C + 1) :
			    C;
		if (rnd(&seed) % 30 == 0)
			f.len[rnd(&seed) % R] = C + 1 + rnd(&seed) % 4;
		/* marks X, O, X, ... at random, then a few lines of one */
		dens = (unsigned)(rnd(&seed) % 60);
		n = R * C * dens / 100;
		for (t = x = o = 0; t < n; t++) {
			r = rnd(&seed) % R;
			c = rnd(&seed) % (C + 4);
			if (c >= f.len[r] || f.cell[r][c] != 0)
				continue;
			f.cell[r][c] = x <= o ? 1 : 2;
			x += x <= o;
			o += f.cell[r][c] == 2;
		}
		for (t = rnd(&seed) % 4; t > 0; t--) {
			d = (int)(rnd(&seed) % 4);
			r = rnd(&seed) % R;
			c = rnd(&seed) % C;
			p = 1 + (unsigned)(rnd(&seed) % 2);
			blk = (f.rule == JUDGE_CARO ||
			    f.rule == JUDGE_CARO_EXACT) && rnd(&seed) % 2;
			/* a first or last cell at column 63, 64, 127 or 128,
			 * either side of a word of the judge's masks */
			if (blk && rnd(&seed) % 4 != 0) {
				l = rnd(&seed) % 6;
				c = 64 * (1 + rnd(&seed) % 2) + C - l % 2 +
				    (l < 2 ? 0 : l < 4 ? 1 - f.k : f.k - 1);
				c %= C;
			}
			if (blk && r >= (d != 0) && c - (d == 0 || d == 2) +
			    (d == 3) < f.len[r - (d != 0)])
				f.cell[r - (d != 0)][c - (d == 0 || d == 2) +
				    (d == 3)] = (unsigned char)(3 - p);
			for (l = blk ? f.k : 1 + rnd(&seed) % 10; l > 0; l--) {
				if (r >= R || c >= f.len[r])
					break;
				f.cell[r][c] = (unsigned char)p;
				r += d != 0;
				c += d == 0 || d == 2 ? 1 : d == 3 ? -1 : 0;
			}
			if (blk && r < R && c < f.len[r])
				f.cell[r][c] = (unsigned char)(3 - p);
		}
		if (f.rule >= JUDGE_CARO)
			kref_even(&f, &seed);
		kref_feed(&f, b[f.first], &seed);
		vj = (int)judge_board_end(b[f.first], &wj);
		vr = kref_verdict(&f, &wr);
		if (vj != vr || wj.code != wr.code || wj.x != wr.x ||
		    wj.o != wr.o || wj.n != wr.n || wj.winner != wr.winner ||
		    wj.lines != wr.lines || memcmp(wj.run, wr.run,
		    sizeof(wj.run)) != 0 || ((wr.code == JUDGE_ELONGROW ||
		    wr.code == JUDGE_ESHAPE) && wj.row != wr.row)) {
			if (st->bad++ < 5)
				printf("# board %llu: judge %d/%d run %llu %llu "
				    "%llu %llu, reference %d/%d run %llu %llu "
				    "%llu %llu\n", (unsigned long long)i, vj,
				    wj.code, (unsigned long long)wj.run[0],
				    (unsigned long long)wj.run[1],
				    (unsigned long long)wj.run[2],
				    (unsigned long long)wj.run[3], vr, wr.code,
				    (unsigned long long)wr.run[0],
				    (unsigned long long)wr.run[1],
				    (unsigned long long)wr.run[2],
				    (unsigned long long)wr.run[3]);
		}
		st->seen[vr]++;
		if (wr.code < 0)
			st->codes |= 1u << -wr.code;
		st->near[f.rule][0] += kref_under(&f, JUDGE_EXACT) != vr;
		st->near[f.rule][1] += kref_under(&f, JUDGE_FREESTYLE) != vr;
	}
	for (p = 0; p < 3; p++)
		judge_board_free(b[p]);
}

/* Whether st is of a run that saw every verdict and the validity errors
 * of a winner, and where the judge agreed with the reference. */
static int
kstats_ok(const struct kstats *st)
{
	return st->bad == 0 && st->seen[JUDGE_X] > 100 &&
	    st->seen[JUDGE_O] > 100 && st->seen[JUDGE_DRAW] > 0 &&
	    st->seen[JUDGE_PENDING] > 100 &&
	    (st->codes & 1u << -JUDGE_EAPART) &&
	    (st->codes & 1u << -JUDGE_EBOTH) &&
	    (st->codes & 1u << -JUDGE_EAFTER);
}

static void
krules_exact(struct kref *f, uint64_t *seed)
{
	f->k = 1 + rnd(seed) % 8;
	f->rule = rnd(seed) % 2 ? JUDGE_EXACT : JUDGE_FREESTYLE;
}

static void
krow_random(void)
{
	struct kstats st;

	krow_boards(krules_exact, 0x2545f4914f6cdd1dULL, &st);
	check("K in a row: 20000 random boards, fed in pieces, as a reference "
	    "holding the board says", kstats_ok(&st));
}

/* Caro or caro-exact with k 1 to 8, or renju (k 5), a third of the
 * boards each. */
static void
krules_caro_renju(struct kref *f, uint64_t *seed)
{
	switch (rnd(seed) % 3) {
	case 0:
		f->rule = JUDGE_RENJU;
		f->k = 5;
		break;
	default:
		f->rule = rnd(seed) % 2 ? JUDGE_CARO : JUDGE_CARO_EXACT;
		f->k = 1 + rnd(seed) % 8;
	}
}

/* The same for caro and renju, where enough boards must be judged
 * otherwise than exact and freestyle judge them. */
static void
krow_caro_renju(void)
{
	struct kstats st;

	krow_boards(krules_caro_renju, 0x9e3779b97f4a7c15ULL, &st);
	check("K in a row, caro, caro-exact and renju: 20000 random boards, "
	    "fed in pieces, as a reference holding the board says",
	    kstats_ok(&st) && st.near[JUDGE_CARO][0] > 200 &&
	    st.near[JUDGE_CARO][1] > 100 && st.near[JUDGE_CARO_EXACT][0] > 100 &&
	    st.near[JUDGE_CARO_EXACT][1] > 200 &&
	    st.near[JUDGE_RENJU][0] > 200 && st.near[JUDGE_RENJU][1] > 200);
}


/*
 * Caro at the edges of the judge's words: on boards of 8 x 140, X's run of
 * k (2 to 5) or k + 1 in each direction from row 1, its first or last cell
 * within 8 columns of column 64 or 128, with O's marks just beyond
 * neither, one or both of its ends, and O's other marks apart on the last
 * row: X wins unless both ends are O's and the run is of exactly k, or
 * the run is longer under caro-exact, and the judge says what the
 * reference says.
 */
static const int kdir[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };

/* The board of X's run of len from (1, c0) in direction d, O's at the
 * ends in bits 0 (before) and 1 (after) of ends: returns -1 if the run
 * leaves the board or is not near a word's edge, else whether it is
 * blocked. */
static int
caro_edge_board(struct kref *f, int d, int64_t c0, int ends, uint64_t len)
{
	int64_t c = c0 + (int64_t)(len - 1) * kdir[d][1], l, cb, ca;
	uint64_t r, o = 0, j;

	if ((c0 > 72 && c0 < 120) || c < 0 || c >= (int64_t)f->fixcols)
		return -1;
	memset(f->cell, 0, sizeof(f->cell));
	for (r = 0; r < f->nrows; r++)
		f->len[r] = f->fixcols;
	for (l = 0; l < (int64_t)len; l++)
		f->cell[1 + l * kdir[d][0]][c0 + l * kdir[d][1]] = 1;
	cb = c0 - kdir[d][1];
	ca = c0 + (int64_t)len * kdir[d][1];
	if ((ends & 1) && cb >= 0 && cb < (int64_t)f->fixcols) {
		f->cell[1 - kdir[d][0]][cb] = 2;
		o++;
	}
	if ((ends & 2) && ca >= 0 && ca < (int64_t)f->fixcols) {
		f->cell[1 + (int64_t)len * kdir[d][0]][ca] = 2;
		o++;
	}
	for (j = 0; o + 1 + j / 2 < len; j += 2)
		f->cell[f->nrows - 1][j] = 2;
	return o == 2;
}

static void
krow_caro_edges(void)
{
	static struct kref f;
	struct judge_board *b = judge_board_new(JUDGE_EITHER);
	struct judge_why wj, wr;
	uint64_t seed = 0x853c49e6748fea9bULL, boards = 0, len;
	int64_t c0;
	unsigned bad = 0, i;
	int d, ends, blocked, vj, vr, wins;

	memset(&f, 0, sizeof(f));
	f.nrows = f.fixrows = 8;
	f.fixcols = 140;
	f.first = JUDGE_EITHER;
	for (i = 0; i < 16; i++) {
		f.rule = i < 8 ? JUDGE_CARO : JUDGE_CARO_EXACT;
		f.k = 2 + i % 4;
		len = f.k + i / 4 % 2;
		judge_board_rules(b, f.fixrows, f.fixcols, f.k, f.rule);
		for (d = 0; d < 4; d++)
			for (c0 = 56; c0 < 140; c0++)
				for (ends = 0; ends < 4; ends++) {
					blocked = caro_edge_board(&f, d, c0,
					    ends, len);
					if (blocked < 0)
						continue;
					wins = len == f.k ? !blocked :
					    f.rule == JUDGE_CARO;
					kref_feed(&f, b, &seed);
					vj = (int)judge_board_end(b, &wj);
					vr = kref_verdict(&f, &wr);
					boards++;
					if ((vj == vr && wj.code == wr.code &&
					    memcmp(wj.run, wr.run,
					    sizeof(wj.run)) == 0 && vr ==
					    (wins ? JUDGE_X :
					    JUDGE_PENDING)) || bad++ >= 5)
						continue;
					printf("# %s, k %llu, run %llu, "
					    "direction %d, column %lld, ends "
					    "%d: judge %d, reference %d\n",
					    f.rule == JUDGE_CARO ? "caro" :
					    "caro-exact", (unsigned long long)f.k,
					    (unsigned long long)len, d,
					    (long long)c0, ends, vj, vr);
				}
	}
	judge_board_free(b);
	check("K in a row, caro and caro-exact: a blocked run and one open at "
	    "an end, in each direction, at the edges of the judge's words, as "
	    "the reference says, runs of k and k + 1", bad == 0 &&
	    boards > 4000);
}

/*
 * ---- The game judge against a slow reference ----
 *
 * The reference holds the board as a hash table of the cells played (its
 * own, nothing like judge.c's) and judges each move from the rules of
 * judge.h alone: the checks in their order, then a full line by walking
 * its N cells (stopping at the first that is not the mover's), k in a
 * row by walking each direction from the move to the end of the run; the
 * winning run the first direction that won, at most k - 1 cells on each
 * side of the move.
 */

/* The representation judge.c keeps for a board of rows x cols won by k
 * in a row (0: full lines): bitboards for full lines up to 8 x 8, line
 * words up to 62 x 62, a byte map up to 2^24 cells, and hash tables
 * above. */
enum rep { R_BITS, R_LINES, R_MAP, R_HASH, NREP };

static const char *const repname[NREP] = { "BITS", "LINES", "MAP", "HASH" };

static enum rep
rep_of(uint64_t rows, uint64_t cols, uint64_t k)
{
	if (k == 0 && rows <= 8 && cols <= 8)
		return R_BITS;
	if (rows <= 62 && cols <= 62)
		return R_LINES;
	return rows <= (UINT64_C(1) << 24) / cols ? R_MAP : R_HASH;
}

struct rslot {
	uint64_t r, c;
	int p;			/* 0: a free slot */
};

struct ref {
	uint64_t rows, cols, k;	/* k 0: full lines */
	unsigned flags;
	enum judge_player first;
	int last, winner;
	unsigned won;		/* the winning move's lines */
	uint64_t run[4];
	int overline;		/* the last move made a run longer than k */
	struct rslot *slot;
	size_t cap, len;
};

static size_t
ref_hash(const struct ref *g, uint64_t r, uint64_t c)
{
	uint64_t h = r * UINT64_C(0xff51afd7ed558ccd) + c;

	h ^= h >> 33;
	h *= UINT64_C(0xc4ceb9fe1a85ec53);
	h ^= h >> 33;
	return (size_t)h & (g->cap - 1);
}

static struct rslot *
ref_slot(const struct ref *g, uint64_t r, uint64_t c)
{
	size_t i = ref_hash(g, r, c);

	while (g->slot[i].p != 0 && (g->slot[i].r != r || g->slot[i].c != c))
		i = (i + 1) & (g->cap - 1);
	return &g->slot[i];
}

static void
ref_reset(struct ref *g, uint64_t rows, uint64_t cols, uint64_t k)
{
	free(g->slot);
	g->cap = 64;
	if ((g->slot = calloc(g->cap, sizeof(*g->slot))) == NULL)
		abort();
	g->len = 0;
	g->rows = rows;
	g->cols = cols;
	g->k = k;
	g->last = g->winner = 0;
	g->won = 0;
	memset(g->run, 0, sizeof(g->run));
	g->overline = 0;
}

/* The player at (r, c): 0 for none, and off the board. */
static int
ref_at(const struct ref *g, uint64_t r, uint64_t c)
{
	if (r >= g->rows || c >= g->cols)
		return 0;
	return ref_slot(g, r, c)->p;
}

static void
ref_put(struct ref *g, uint64_t r, uint64_t c, int p)
{
	struct rslot *old = g->slot, *s;
	size_t i, cap = g->cap;

	if (2 * (g->len + 1) > g->cap) {
		g->cap *= 2;
		if ((g->slot = calloc(g->cap, sizeof(*g->slot))) == NULL)
			abort();
		for (i = 0; i < cap; i++)
			if (old[i].p != 0)
				*ref_slot(g, old[i].r, old[i].c) = old[i];
		free(old);
	}
	s = ref_slot(g, r, c);
	s->r = r;
	s->c = c;
	s->p = p;
	g->len++;
}

static const int rdirs[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };

/* Whether the n cells from (r, c) on in direction d are all p's. */
static int
ref_line(const struct ref *g, uint64_t r, uint64_t c, int d, int p)
{
	uint64_t i;

	for (i = 0; i < g->rows; i++)
		if (ref_at(g, r + i * (uint64_t)rdirs[d][0],
		    c + i * (uint64_t)(int64_t)rdirs[d][1]) != p)
			return 0;
	return 1;
}

/* p's marks beyond (r, c) in direction d (backwards if back). */
static uint64_t
ref_walk(const struct ref *g, uint64_t r, uint64_t c, int d, int back, int p)
{
	int dr = back ? -rdirs[d][0] : rdirs[d][0];
	int dc = back ? -rdirs[d][1] : rdirs[d][1];
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

static int
ref_move(struct ref *g, uint64_t r, uint64_t c, uint64_t player)
{
	uint64_t n = g->rows, f, b, len, km1;
	int p = (int)player, d;

	if (r >= g->rows)
		return JUDGE_EROW;
	if (c >= g->cols)
		return JUDGE_ECOL;
	if (player != 1 && player != 2)
		return JUDGE_EPLAYER;
	if (g->winner != 0)
		return JUDGE_EOVER;
	if ((g->flags & JUDGE_STRICT) && g->last == 0 &&
	    g->first != JUDGE_EITHER && p != (int)g->first)
		return JUDGE_EWRONGFIRST;
	if ((g->flags & JUDGE_STRICT) && g->last == p)
		return JUDGE_ETWICE;
	if (ref_at(g, r, c) != 0)
		return JUDGE_ETAKEN;
	ref_put(g, r, c, p);
	g->last = p;
	g->overline = 0;
	if (g->k == 0) {
		g->won = (ref_line(g, r, 0, 0, p) ? JUDGE_LROW : 0) |
		    (ref_line(g, 0, c, 1, p) ? JUDGE_LCOL : 0) |
		    (r == c && ref_line(g, 0, 0, 2, p) ? JUDGE_LDIAG : 0) |
		    (r + c == n - 1 && ref_line(g, 0, n - 1, 3, p) ?
		    JUDGE_LANTI : 0);
		if (g->won != 0)
			g->winner = p;
		return g->won != 0 ? p : 0;
	}
	km1 = g->k - 1;
	for (d = 0; d < 4; d++) {
		f = ref_walk(g, r, c, d, 0, p);
		b = ref_walk(g, r, c, d, 1, p);
		len = 1 + f + b;
		if (len > g->k)
			g->overline = 1;
		if ((g->flags & REF_EXACT) ? len != g->k : len < g->k)
			continue;
		f = f < km1 ? f : km1;
		b = b < km1 ? b : km1;
		g->run[0] = r - b * (uint64_t)rdirs[d][0];
		g->run[1] = c - b * (uint64_t)(int64_t)rdirs[d][1];
		g->run[2] = r + f * (uint64_t)rdirs[d][0];
		g->run[3] = c + f * (uint64_t)(int64_t)rdirs[d][1];
		/* the direction, for the tally: bits 5 to 8 */
		g->won = JUDGE_LRUN | 32u << d;
		g->winner = p;
		return p;
	}
	return 0;
}

/* judge_game_lines() as the reference says. */
static unsigned
ref_lines(const struct ref *g)
{
	return g->winner ? g->won & 31u : 0;
}

/*
 * A script: the moves of one game with the reference's result of each,
 * and its judge_game_lines() and judge_game_run() after each.
 */
struct script {
	struct judge_move *mv;
	int *want;
	unsigned *lines;
	uint64_t (*run)[4];
	size_t n, cap;
};

static struct script sc;

/* Plays a move on the reference and adds it to the script. */
static int
push(struct ref *g, uint64_t r, uint64_t c, uint64_t p)
{
	size_t cap;

	if (sc.n == sc.cap) {
		cap = sc.cap ? 2 * sc.cap : 1024;
		if ((sc.mv = realloc(sc.mv, cap * sizeof(*sc.mv))) == NULL ||
		    (sc.want = realloc(sc.want, cap * sizeof(*sc.want))) ==
		    NULL || (sc.lines = realloc(sc.lines, cap *
		    sizeof(*sc.lines))) == NULL ||
		    (sc.run = realloc(sc.run, cap * sizeof(*sc.run))) == NULL)
			abort();
		sc.cap = cap;
	}
	sc.mv[sc.n].row = r;
	sc.mv[sc.n].col = c;
	sc.mv[sc.n].player = p;
	sc.want[sc.n] = ref_move(g, r, c, p);
	sc.lines[sc.n] = ref_lines(g);
	memcpy(sc.run[sc.n], g->run, sizeof(g->run));
	return sc.want[sc.n++];
}

/*
 * What the games of one representation and rule (full lines or k) have
 * met: each result (bit rc + 16), each line (JUDGE_L*) and winning
 * direction (bits 5 to 8) of a win, a win of two lines or more, an
 * overline that won (k) or did not (JUDGE_EXACT), and the games and moves.
 */
struct tally {
	uint32_t results;
	unsigned lines;
	int multi, overwin, overlost;
	unsigned long games, moves, bad;
};

static struct tally tallies[NREP][2];	/* [rep][k in a row] */

/* The player of a move as judge_game_move() takes it: an int, a bad one
 * for a bad one (judge_move's player is 64 bits). */
static int
int_player(uint64_t p)
{
	static const int bad[4] = { 0, 3, -1, INT_MAX };

	return p == 1 || p == 2 ? (int)p : bad[p % 4];
}

static void
mismatch(const struct ref *g, const char *who, size_t i, int got,
    unsigned glines, const uint64_t *grun)
{
	const struct judge_move *m = &sc.mv[i];

	fprintf(stderr, "%s: %llu x %llu, k %llu, flags %u, first %d, move "
	    "%zu (%llu %llu %llu): got %d lines 0x%x run %llu %llu %llu %llu;"
	    " want %d lines 0x%x run %llu %llu %llu %llu\n", who,
	    (unsigned long long)g->rows, (unsigned long long)g->cols,
	    (unsigned long long)g->k, g->flags, (int)g->first, i,
	    (unsigned long long)m->row, (unsigned long long)m->col,
	    (unsigned long long)m->player, got, glines,
	    (unsigned long long)grun[0], (unsigned long long)grun[1],
	    (unsigned long long)grun[2], (unsigned long long)grun[3],
	    sc.want[i], sc.lines[i], (unsigned long long)sc.run[i][0],
	    (unsigned long long)sc.run[i][1], (unsigned long long)sc.run[i][2],
	    (unsigned long long)sc.run[i][3]);
}

/* Whether game a's lines (and run, when it has one) after move i are the
 * script's. */
static int
same_after(const struct judge_game *a, size_t i, unsigned *lines,
    uint64_t *run)
{
	*lines = judge_game_lines(a);
	memset(run, 0, 4 * sizeof(*run));
	if (*lines != sc.lines[i])
		return 0;
	if (!(*lines & JUDGE_LRUN))
		return 1;
	judge_game_run(a, run);
	return memcmp(run, sc.run[i], 4 * sizeof(*run)) == 0;
}

/*
 * The script, on game b one judge_game_move() at a time and on game a in
 * batches of judge_game_play() of random sizes (0 to 300 moves, each
 * batch in a heap block of its own size, and its results too): every
 * result, and the lines and run after each move (b) and each batch (a),
 * must be the reference's.  Then the tally of the games of g's kind.
 */
static void
replay(struct judge_game *a, struct judge_game *b, const struct ref *g,
    uint64_t *seed)
{
	struct tally *t = &tallies[rep_of(g->rows, g->cols, g->k)][g->k != 0];
	struct judge_move *mv;
	signed char *res;
	uint64_t run[4];
	unsigned lines;
	size_t i, j, n;
	int rc;

	t->games++;
	t->moves += sc.n;
	if (judge_game_reset(a, g->rows, g->cols, g->k, RULE_OF(g->flags)) !=
	    JUDGE_OK || judge_game_reset(b, g->rows, g->cols, g->k,
	    RULE_OF(g->flags)) != JUDGE_OK) {
		fprintf(stderr, "judge_game_reset %llu x %llu, k %llu failed\n",
		    (unsigned long long)g->rows, (unsigned long long)g->cols,
		    (unsigned long long)g->k);
		t->bad++;
		return;
	}
	for (i = 0; i < sc.n; i += n) {
		n = rnd(seed) % 4 == 0 ? rnd(seed) % 3 : rnd(seed) % 301;
		if (n > sc.n - i)
			n = sc.n - i;
		/* b: one move at a time */
		for (j = i; j < i + n; j++) {
			rc = judge_game_move(b, sc.mv[j].row, sc.mv[j].col,
			    int_player(sc.mv[j].player));
			if ((rc != sc.want[j] || !same_after(b, j, &lines,
			    run)) && t->bad++ < 5)
				mismatch(g, "judge_game_move", j, rc, lines,
				    run);
			t->results |= 1u << (sc.want[j] + 16);
			if (sc.want[j] > 0) {
				t->lines |= sc.lines[j];
				t->multi |= (sc.lines[j] &
				    (sc.lines[j] - 1)) != 0;
			}
		}
		/* a: the batch, in blocks of its size */
		if ((mv = malloc(n ? n * sizeof(*mv) : 1)) == NULL ||
		    (res = malloc(n ? n : 1)) == NULL)
			abort();
		if (n > 0)
			memcpy(mv, sc.mv + i, n * sizeof(*mv));
		judge_game_play(a, mv, n, NULL, 0, res);
		for (j = 0; j < n; j++)
			if (res[j] != sc.want[i + j] && t->bad++ < 5)
				mismatch(g, "judge_game_play", i + j, res[j],
				    0, run);
		if (n > 0 && !same_after(a, i + n - 1, &lines, run) &&
		    t->bad++ < 5)
			mismatch(g, "judge_game_play, after the batch",
			    i + n - 1, res[n - 1], lines, run);
		free(mv);
		free(res);
	}
}

/*
 * judge_game_play() with new games in the batch: random games (moves near
 * a corner, a few off the board, of a bad player or on a taken cell) of
 * one set of rules, in one batch with a new game at each game's first
 * move (and now and then one after the last, at n or beyond), on game a;
 * on game b the same by judge_game_reset() and judge_game_move() one move
 * at a time.
 * Every result, the lines, run and foul after the batch, and a move after
 * it (the last game's cells kept) must agree, on every representation;
 * games g of judge_game_new(3, first, flags).  Whether all did.
 */
static int
restarts(enum judge_player first, unsigned flags)
{
	static const struct {
		uint64_t rows, cols, k;
		enum judge_rule rule;
	} kinds[] = {
		{ 3, 3, 0, JUDGE_FREESTYLE },	/* BITS */
		{ 4, 4, 0, JUDGE_EXACT },
		{ 8, 8, 0, JUDGE_FREESTYLE },
		{ 9, 9, 0, JUDGE_FREESTYLE },	/* LINES */
		{ 15, 15, 5, JUDGE_FREESTYLE },
		{ 15, 15, 5, JUDGE_RENJU },
		{ 7, 12, 4, JUDGE_CARO },
		{ 12, 7, 4, JUDGE_CARO_EXACT },
		{ 3, 3, 3, JUDGE_EXACT },
		{ 100, 100, 0, JUDGE_FREESTYLE },	/* MAP */
		{ 100, 100, 5, JUDGE_EXACT },
		{ 5000, 5000, 0, JUDGE_FREESTYLE },	/* HASH */
		{ 5000, 5000, 5, JUDGE_CARO },
		{ 5000, 5000, 4, JUDGE_CARO_EXACT }
	};
	enum { MOVES = 300 };
	struct judge_move mv[MOVES];
	signed char res[MOVES];
	size_t starts[MOVES + 1], ns, i, j, n, len;
	struct judge_game *a, *b;
	unsigned long games = 0, bad = 0, begun = 0, won = 0;
	uint64_t seed = 0x9e3779b97f4a7c15u, span, run_a[4], run_b[4];
	unsigned kind, round, p;
	int rc, ra, rb;

	a = judge_game_new(3, first, flags);
	b = judge_game_new(3, first, flags);
	if (a == NULL || b == NULL)
		abort();
	for (kind = 0; kind < sizeof(kinds) / sizeof(kinds[0]); kind++)
		for (round = 0; round < 100; round++) {
			span = kinds[kind].rows < 7 ? kinds[kind].rows : 7;
			n = 1 + rnd(&seed) % MOVES;
			ns = 0;
			p = first == JUDGE_P2 ? 2 : 1;
			for (i = 0; i < n; i++) {
				if (i > 0 && rnd(&seed) % 12 == 0) {
					starts[ns++] = i;
					p = first == JUDGE_P2 ? 2 : 1;
				}
				mv[i].row = rnd(&seed) % span;
				mv[i].col = rnd(&seed) % span;
				mv[i].player = p;
				p = 3 - p;
				switch (rnd(&seed) % 40) {
				case 0:
					mv[i].row = kinds[kind].rows;
					break;
				case 1:
					mv[i].col = kinds[kind].cols + 7;
					break;
				case 2:
					mv[i].player = rnd(&seed) % 4;
					break;
				}
			}
			if (rnd(&seed) % 4 == 0)	/* after the last */
				starts[ns++] = n + rnd(&seed) % 3;
			if (judge_game_reset(a, kinds[kind].rows,
			    kinds[kind].cols, kinds[kind].k, kinds[kind].rule) !=
			    JUDGE_OK || judge_game_reset(b, kinds[kind].rows,
			    kinds[kind].cols, kinds[kind].k, kinds[kind].rule) !=
			    JUDGE_OK)
				abort();
			judge_game_play(a, mv, n, starts, ns, res);
			for (i = j = 0; i < n; i++) {
				for (; j < ns && starts[j] == i; j++)
					if (judge_game_reset(b, kinds[kind].rows,
					    kinds[kind].cols, kinds[kind].k,
					    kinds[kind].rule) != JUDGE_OK)
						abort();
				rc = judge_game_move(b, mv[i].row, mv[i].col,
				    (int)mv[i].player);
				won += rc > 0;
				if (rc != res[i] && bad++ < 5)
					fprintf(stderr, "batch_restarts: kind %u, "
					    "move %zu: %d, one by one %d\n", kind,
					    i, res[i], rc);
			}
			for (; j < ns; j++)
				(void)judge_game_reset(b, kinds[kind].rows,
				    kinds[kind].cols, kinds[kind].k,
				    kinds[kind].rule);
			begun += ns;
			games++;
			len = judge_game_lines(a);
			if (len != judge_game_lines(b) ||
			    judge_game_foul(a) != judge_game_foul(b))
				bad++;
			if (len & JUDGE_LRUN) {
				judge_game_run(a, run_a);
				judge_game_run(b, run_b);
				bad += memcmp(run_a, run_b, sizeof(run_a)) != 0;
			}
			/* the last game goes on alike */
			for (i = 0; i < 5; i++) {
				ra = judge_game_move(a, i, i, 1 + (int)(i & 1));
				rb = judge_game_move(b, i, i, 1 + (int)(i & 1));
				bad += ra != rb;
			}
		}
	judge_game_free(a);
	judge_game_free(b);
	return bad == 0 && games > 0 && begun > games && 4 * won > games;
}

static void
batch_restarts(void)
{
	check("judge_game_play: batches of several games (a new game at "
	    "given moves) on BITS, LINES, MAP and HASH boards under every "
	    "rule, strict turns (X first, O first) or not, as "
	    "judge_game_reset() and judge_game_move() one by one",
	    restarts(JUDGE_EITHER, 0) & restarts(JUDGE_P1, JUDGE_STRICT) &
	    restarts(JUDGE_P2, JUDGE_STRICT));
}

/* The tally's directions of the winning move, bits 5-8 of the script's
 * lines (judge_game_lines() has bit 4 only). */
static void
tally_dirs(const struct ref *g)
{
	struct tally *t = &tallies[rep_of(g->rows, g->cols, g->k)][g->k != 0];

	if (g->winner != 0)
		t->lines |= g->won;
}

/* ---- Random games ---- */

/* A coordinate off a board of side n. */
static uint64_t
off_board(uint64_t n, uint64_t *seed)
{
	switch (rnd(seed) % 5) {
	case 0: return n;
	case 1: return n + 1;
	case 2: return UINT64_MAX;
	case 3: return UINT64_C(1) << 63;
	default: return n < JUDGE_MAXN ? JUDGE_MAXN : n;
	}
}

/* A coordinate on a board of side n: anywhere on a small one; on a large
 * one, near one of its edges or its middle, so that cells meet. */
static uint64_t
on_board(uint64_t n, uint64_t *seed)
{
	uint64_t o = rnd(seed) % 8;

	if (n <= 64)
		return rnd(seed) % n;
	switch (rnd(seed) % 4) {
	case 0: return o;
	case 1: return n - 1 - o;
	case 2: return n / 2 - 4 + o;
	default: return rnd(seed) % n;
	}
}

/* The bad players of judge_move: 0, 3 and some huge ones (2^32 + 1 is 1
 * to an unsigned int). */
static const uint64_t badp[6] = {
	0, 3, 255, (UINT64_C(1) << 32) + 1, UINT64_MAX, (UINT64_C(1) << 63) | 2
};

/*
 * A random game on g's board into the script: the player in turn mostly,
 * sometimes the other one (twice in a row, or the wrong first player) or a
 * bad one; now and then a row or column off the board.  Full lines: the
 * player who owns a target line (a row, column or diagonal) plays its cells
 * in a random order three times in four (a cell again now and then), the
 * other one anywhere, now and then on that line too.  K in a row: most
 * moves in a window of k + 3 cells a side somewhere on the board (at its
 * edges and corners too).  A few moves after a win, then the game ends.
 */
static void
random_game(struct ref *g, uint64_t *seed, size_t maxmoves)
{
	static uint64_t *perm;
	static size_t permcap;
	uint64_t n = g->rows, L, t, i, r, c, p, w, wr, wc, r0, c0, x;
	size_t m, next = 0, after = rnd(seed) % 6;
	int turn = g->first == JUDGE_P2 ? 2 : g->first == JUDGE_P1 ? 1 :
	    1 + (int)(rnd(seed) % 2), owner = 1 + (int)(rnd(seed) % 2), kind;

	sc.n = 0;
	kind = (int)(rnd(seed) % 4);
	t = rnd(seed) % n;
	/* the target line's cells in a random order, on a line short
	 * enough to fill (else anywhere on it) */
	L = g->k == 0 && n <= 65536 ? n : 0;
	if (L > permcap) {
		free(perm);
		permcap = L;
		if ((perm = malloc(permcap * sizeof(*perm))) == NULL)
			abort();
	}
	for (i = 0; i < L; i++)
		perm[i] = i;
	for (i = L; i > 1; i--) {
		x = rnd(seed) % i;
		w = perm[i - 1], perm[i - 1] = perm[x], perm[x] = w;
	}
	w = g->k + 3;
	wr = g->rows < w ? g->rows : w;
	wc = g->cols < w ? g->cols : w;
	r0 = rnd(seed) % 3 == 0 ? 0 : rnd(seed) % 2 ? g->rows - wr :
	    rnd(seed) % (g->rows - wr + 1);
	c0 = rnd(seed) % 3 == 0 ? 0 : rnd(seed) % 2 ? g->cols - wc :
	    rnd(seed) % (g->cols - wc + 1);
	for (m = 0; m < maxmoves; m++) {
		x = rnd(seed) % 100;
		p = x < 86 ? (uint64_t)turn : x < 93 ? (uint64_t)(3 - turn) :
		    badp[rnd(seed) % 6];
		r = on_board(g->rows, seed);
		c = on_board(g->cols, seed);
		if (g->k == 0 && rnd(seed) % 4 != 0 &&
		    (p == (uint64_t)owner || rnd(seed) % 16 == 0)) {
			/* the target line's next cell, or one played */
			if (L == 0)
				i = on_board(n, seed);
			else if (rnd(seed) % 20 == 0 && next > 0)
				i = perm[rnd(seed) % next];
			else
				i = perm[next < L ? next++ : rnd(seed) % L];
			switch (kind) {
			case 0: r = t; c = i; break;
			case 1: r = i; c = t; break;
			case 2: r = c = i; break;
			default: r = i; c = n - 1 - i;
			}
		} else if (g->k != 0 && rnd(seed) % 5 != 0) {
			r = r0 + rnd(seed) % wr;
			c = c0 + rnd(seed) % wc;
		}
		if (rnd(seed) % 40 == 0)
			r = off_board(g->rows, seed);
		else if (rnd(seed) % 40 == 0)
			c = off_board(g->cols, seed);
		if (push(g, r, c, p) >= 0)
			turn = 3 - (int)p;
		/* an overline: a win, or with JUDGE_EXACT none */
		x = sc.want[sc.n - 1] >= 0 && g->k != 0 && g->overline;
		if (x && sc.want[sc.n - 1] > 0 && !(g->flags & REF_EXACT))
			tallies[rep_of(g->rows, g->cols, g->k)][1].overwin = 1;
		if (x && sc.want[sc.n - 1] == 0 && (g->flags & REF_EXACT))
			tallies[rep_of(g->rows, g->cols, g->k)][1].overlost = 1;
		if (g->winner != 0 && after-- == 0)
			break;
	}
	tally_dirs(g);
}

/* The flags and first players of the games: every combination. */
static const unsigned allflags[4] = {
	0, JUDGE_STRICT, REF_EXACT, JUDGE_STRICT | REF_EXACT
};
static const enum judge_player allfirst[3] = {
	JUDGE_EITHER, JUDGE_P1, JUDGE_P2
};

/* The boards of the random games: each with its k (0: full lines), a
 * count of games per flags and first player, and their length. */
struct board {
	uint64_t rows, cols, k;
	unsigned games;
	size_t moves;
};

static const struct board boards[] = {
	/* LINES: square and rectangular, full lines and k, to 62 x 62 */
	{ 9, 9, 0, 40, 400 }, { 13, 13, 0, 30, 400 }, { 62, 62, 0, 10, 600 },
	{ 9, 9, 5, 30, 300 }, { 62, 62, 4, 10, 400 }, { 9, 20, 3, 20, 300 },
	{ 9, 9, 6, 20, 400 }, { 8, 9, 3, 20, 200 }, { 62, 1, 2, 10, 100 },
	{ 1, 62, 5, 10, 100 }, { 40, 62, 1, 4, 50 },
	/* k to 8 in a 16-bit lane of the quick test, and 9 above it */
	{ 20, 20, 7, 20, 400 }, { 62, 62, 8, 10, 1500 }, { 30, 17, 9, 10, 510 },
	/* MAP: from 63, square and rectangular, full lines and k */
	{ 63, 63, 0, 10, 600 }, { 100, 100, 0, 6, 900 }, { 63, 63, 4, 10, 400 },
	{ 100, 100, 5, 6, 400 }, { 63, 2, 2, 10, 100 }, { 9, 63, 3, 10, 200 },
	{ 3, 5000, 3, 4, 300 }, { 5000, 3, 3, 4, 300 },
	{ 5000, 3, 1, 2, 50 },
	/* MAP at its limit, 2^24 cells */
	{ 4096, 4096, 0, 1, 300 }, { 4096, 4096, 5, 1, 300 },
	{ 2, UINT64_C(1) << 23, 2, 1, 200 },
	/* HASH: full lines (a line of 4097 cells fills), k, and far edges */
	{ 4097, 4097, 0, 1, 12000 }, { 4097, 4097, 5, 4, 400 },
	{ UINT64_C(1) << 40, UINT64_C(1) << 40, 0, 4, 400 },
	{ UINT64_C(1) << 40, UINT64_C(1) << 40, 3, 8, 400 },
	{ UINT64_C(1) << 40, UINT64_C(1) << 40, 6, 4, 600 },
	{ 5592406, 3, 3, 4, 300 }, { 3, 5592406, 2, 4, 300 },
	{ (UINT64_C(1) << 24) + 1, 1, 4, 2, 200 },
	{ 1, (UINT64_C(1) << 24) + 1, 1, 2, 50 },
	{ JUDGE_MAXN, JUDGE_MAXN, 0, 2, 300 },
	{ JUDGE_MAXN, JUDGE_MAXN, 4, 2, 300 },
	{ JUDGE_MAXN, 2, 2, 2, 200 }
};

/*
 * Random games on every board above and on bitboards of 1x1 to 8x8 (full
 * lines on square ones, k from 1 to 9 on any), under every flags and
 * first player, the same two games a and b reset from board to board.
 */
static void
games_random(void)
{
	struct judge_game *a, *b;
	struct ref g;
	uint64_t seed = 0x9e3779b97f4a7c15u, kmax;
	size_t f, i, j;

	memset(&g, 0, sizeof(g));
	for (f = 0; f < 12; f++) {
		g.flags = allflags[f % 4];
		g.first = allfirst[f / 4];
		if ((a = judge_game_new(3, g.first, g.flags & JUDGE_STRICT)) == NULL ||
		    (b = judge_game_new(3, g.first, g.flags & JUDGE_STRICT)) == NULL)
			abort();
		for (i = 0; i < 1500; i++) {
			g.rows = 1 + rnd(&seed) % 8;
			g.cols = rnd(&seed) % 3 ? 1 + rnd(&seed) % 8 : g.rows;
			/* (one call a statement: the order of two calls in
			 * one expression is unspecified) */
			kmax = rnd(&seed) % 8 ? 6 : 9;
			g.k = g.rows == g.cols && rnd(&seed) % 2 ? 0 :
			    1 + rnd(&seed) % kmax;
			ref_reset(&g, g.rows, g.cols, g.k);
			random_game(&g, &seed, 10 + rnd(&seed) % 150);
			replay(a, b, &g, &seed);
			/* and again on the same board, the reset's fast path
			 * for bitboards */
			if (rnd(&seed) % 4 == 0) {
				ref_reset(&g, g.rows, g.cols, g.k);
				random_game(&g, &seed, 10 + rnd(&seed) % 150);
				replay(a, b, &g, &seed);
			}
		}
		for (i = 0; i < sizeof(boards) / sizeof(boards[0]); i++)
			for (j = 0; j < boards[i].games; j++) {
				ref_reset(&g, boards[i].rows, boards[i].cols,
				    boards[i].k);
				random_game(&g, &seed, boards[i].moves);
				replay(a, b, &g, &seed);
			}
		judge_game_free(a);
		judge_game_free(b);
	}
	free(g.slot);
}

/* ---- Games built to fill lines ---- */

/* Cell i of line kind (0 a row, 1 a column, 2 the diagonal, 3 the
 * anti-diagonal; t the row's or column's index) on a board of side n. */
static void
line_cell(int kind, uint64_t t, uint64_t i, uint64_t n, uint64_t *r,
    uint64_t *c)
{
	switch (kind) {
	case 0: *r = t; *c = i; break;
	case 1: *r = i; *c = t; break;
	case 2: *r = *c = i; break;
	default: *r = i; *c = n - 1 - i;
	}
}

static void
shuffle(uint64_t *v, uint64_t n, uint64_t *seed)
{
	uint64_t i, j, x;

	for (i = n; i > 1; i--) {
		j = rnd(seed) % i;
		x = v[i - 1], v[i - 1] = v[j], v[j] = x;
	}
}

static const char *const kindname[4] = {
	"row", "column", "diagonal", "anti-diagonal"
};

/*
 * The full-line games built on boards of side n, each a script replayed
 * by replay() (so judge_game_play() and judge_game_move() both play it)
 * and checked move by move against the reference, for each kind of line
 * through a cell at t:
 *   mixed:  the line filled with both players' marks, in a random order,
 *           players alternating: all 0, no line (the line full as the
 *           board reaches n marks; and again after two marks elsewhere,
 *           HASH: once the line words are built);
 *   win:    the winner (X for rows and diagonals, O for columns and
 *           anti-diagonals) fills it in a random order, the other player
 *           alternating on a line beside it (its cell of the line left
 *           out): 0 until the winner's n-th mark, which wins that line
 *           alone; then moves after the win;
 *   lazy:   the winner's n marks on the line the first n of the board:
 *           the n-th wins as the board reaches n marks (HASH: when the
 *           line words are built);
 *   lazy mixed: n - 1 of them, and the other player's mark on the last
 *           cell as the board's n-th: no win;
 *   lazy late: n - 1 of them, the other player's mark elsewhere as the
 *           n-th, then the winner's last one: a win;
 * and a win of all four lines at once at the centre (n odd; else three
 * through a corner), each line filled but for that cell.  Each under
 * every flags and first player the game allows (strict games only where
 * the players alternate).  Returns the number of scripts that differ.
 */
static unsigned long
line_games(uint64_t n, uint64_t *seed, unsigned long *nscripts)
{
	struct judge_game *a, *b;
	struct ref g;
	uint64_t *v, i, r, c, t, m;
	unsigned long bad = 0;
	int kind, sh, win, lose, d;
	size_t f, before;

	memset(&g, 0, sizeof(g));
	if ((v = malloc(n * sizeof(*v))) == NULL)
		abort();
	for (f = 0; f < 12; f++) {
		g.flags = allflags[f % 4];
		g.first = allfirst[f / 4];
		a = judge_game_new(3, g.first, g.flags & JUDGE_STRICT);
		b = judge_game_new(3, g.first, g.flags & JUDGE_STRICT);
		for (kind = 0; kind < 4; kind++)
			for (sh = 0; sh < 6; sh++) {
				t = kind < 2 ? rnd(seed) % n : 0;
				win = kind % 2 == 0 ? 1 : 2;
				lose = 3 - win;
				/* strict: the first player fixed, the players
				 * alternating, in the mixed and win games */
				if ((g.flags & JUDGE_STRICT) && ((sh >= 2 &&
				    sh <= 4) ||
				    (g.first != JUDGE_EITHER &&
				    (int)g.first != win)))
					continue;
				ref_reset(&g, n, n, 0);
				sc.n = 0;
				for (i = 0; i < n; i++)
					v[i] = i;
				shuffle(v, n, seed);
				if (sh == 5) {
					/* two marks off the line first */
					m = (t + 1) % n;
					push(&g, kind == 0 ? m : 0,
					    kind == 1 ? m : kind == 2 ? 1 : 0,
					    (uint64_t)win);
					push(&g, kind == 0 ? m : kind == 1 ? 1 :
					    0, kind == 0 ? 1 : kind == 1 ? m :
					    kind == 2 ? 2 : 1, (uint64_t)lose);
				}
				for (i = 0; i < n; i++) {
					line_cell(kind, t, v[i], n, &r, &c);
					if (sh == 0 || sh == 5) {
						/* mixed: alternating from
						 * the first */
						push(&g, r, c,
						    (uint64_t)(i % 2 ? lose :
						    win));
						continue;
					}
					if (sh == 3 && i == n - 1) {
						push(&g, r, c, (uint64_t)lose);
						break;
					}
					if (sh == 4 && i == n - 1)
						push(&g, kind == 0 ? (t + 1) %
						    n : 0, kind == 1 ? (t + 1) %
						    n : kind == 2 ? 1 : 0,
						    (uint64_t)lose);
					push(&g, r, c, (uint64_t)win);
					if (sh != 1 || i == n - 1)
						continue;
					/* the other player on the line
					 * beside it */
					if (kind == 0)
						push(&g, (t + 1) % n, v[i],
						    (uint64_t)lose);
					else if (kind == 1)
						push(&g, v[i], (t + 1) % n,
						    (uint64_t)lose);
					else
						push(&g, r, (c + 1) % n,
						    (uint64_t)lose);
				}
				before = sc.n;
				/* moves after the end (or not): on the board,
				 * off it, by a bad player */
				push(&g, 0, 0, 1);
				push(&g, n - 1, n - 1, 2);
				push(&g, n, 0, 1);
				push(&g, 0, n, 2);
				push(&g, 1, 1, 3);
				push(&g, 1, 1, UINT64_MAX);
				/* the script as built: all 0 but the win */
				d = 0;
				for (i = 0; i < before; i++)
					d |= sc.want[i] != 0 &&
					    !(i == before - 1 &&
					    sc.want[i] == win &&
					    sc.lines[i] == 1u << kind);
				if (sh == 0 || sh == 3 || sh == 5)
					d |= g.winner != 0;
				else
					d |= g.winner != win ||
					    sc.want[before - 1] != win ||
					    sc.want[before] != JUDGE_EOVER;
				if (d) {
					fprintf(stderr, "line_games: n %llu, "
					    "%s %llu, game %d: the script "
					    "itself is not as built\n",
					    (unsigned long long)n,
					    kindname[kind],
					    (unsigned long long)t, sh);
					bad++;
				}
				t = tallies[rep_of(n, n, 0)][0].bad;
				replay(a, b, &g, seed);
				tally_dirs(&g);
				bad += tallies[rep_of(n, n, 0)][0].bad != t;
				++*nscripts;
			}
		/* all lines through one cell at once */
		if (!(g.flags & JUDGE_STRICT)) {
			ref_reset(&g, n, n, 0);
			sc.n = 0;
			m = n % 2 ? n / 2 : 0;
			for (kind = 0; kind < 4; kind++) {
				if (n % 2 == 0 && kind == 3)
					continue;
				for (i = 0; i < n; i++)
					v[i] = i;
				shuffle(v, n, seed);
				for (i = 0; i < n; i++) {
					line_cell(kind, m, v[i], n, &r, &c);
					if (r != m || c != m)
						push(&g, r, c, 2);
				}
			}
			push(&g, m, m, 2);
			push(&g, 0, 1, 1);
			d = sc.want[sc.n - 2] != 2 || sc.lines[sc.n - 2] !=
			    (n % 2 ? 15u : 7u) || sc.want[sc.n - 1] !=
			    JUDGE_EOVER;
			for (i = 0; i + 2 < sc.n; i++)
				d |= sc.want[i] != 0;
			if (d) {
				fprintf(stderr, "line_games: n %llu, all "
				    "lines at once: the script is not as "
				    "built\n", (unsigned long long)n);
				bad++;
			}
			before = tallies[rep_of(n, n, 0)][0].bad;
			replay(a, b, &g, seed);
			tally_dirs(&g);
			bad += tallies[rep_of(n, n, 0)][0].bad != before;
			++*nscripts;
		}
		judge_game_free(a);
		judge_game_free(b);
	}
	free(v);
	free(g.slot);
	return bad;
}

/* What every representation must have met, under each rule; with stats,
 * the counts on stderr. */
static void
tally_check(int stats)
{
	static const int results[] = {
		0, 1, 2, JUDGE_EROW, JUDGE_ECOL, JUDGE_EPLAYER, JUDGE_EOVER,
		JUDGE_ETWICE, JUDGE_EWRONGFIRST, JUDGE_ETAKEN
	};
	const struct tally *t;
	char what[200];
	unsigned i, want;
	int rep, k, ok;

	for (rep = 0; rep < NREP; rep++)
		for (k = 0; k < 2; k++) {
			/* k in a row is never on bitboards */
			if (rep == R_BITS && k)
				continue;
			t = &tallies[rep][k];
			ok = t->bad == 0;
			for (i = 0; i < sizeof(results) / sizeof(results[0]);
			    i++)
				ok &= (t->results >> (results[i] + 16)) & 1;
			want = k ? JUDGE_LRUN | 32u | 64u | 128u | 256u :
			    JUDGE_LROW | JUDGE_LCOL | JUDGE_LDIAG |
			    JUDGE_LANTI;
			ok &= (t->lines & want) == want;
			if (k)
				ok &= t->overwin && t->overlost;
			else
				ok &= t->multi;
			snprintf(what, sizeof(what), "game judge, %s, %s: "
			    "judge_game_play() and judge_game_move() as the "
			    "reference, every result and %s met", repname[rep],
			    k ? "k in a row" : "full lines", k ? "direction, "
			    "an overline won and one not (exact)" :
			    "line, a win of several lines");
			check(what, ok);
			if (!ok || stats)
				fprintf(stderr, "%s %s: %lu games, %lu moves, "
				    "%lu differ, results 0x%x, lines 0x%x, "
				    "multi %d, overlines %d %d\n",
				    repname[rep], k ? "k" : "full", t->games,
				    t->moves, t->bad, (unsigned)t->results,
				    t->lines, t->multi, t->overwin,
				    t->overlost);
		}
}

/* judge_game_reset(): sizes and k out of range, and the game after. */
static void
reset_errors(void)
{
	struct judge_game *g = judge_game_new(3, JUDGE_EITHER, 0);
	int ok;

	ok = judge_game_reset(g, 0, 3, 2, JUDGE_FREESTYLE) == JUDGE_EROW &&
	    judge_game_reset(g, 3, 0, 2, JUDGE_FREESTYLE) == JUDGE_EROW &&
	    judge_game_reset(g, JUDGE_MAXN + 1, 3, 2, JUDGE_FREESTYLE) == JUDGE_EROW &&
	    judge_game_reset(g, 3, UINT64_MAX, 2, JUDGE_FREESTYLE) == JUDGE_EROW &&
	    judge_game_reset(g, 3, 5, 0, JUDGE_FREESTYLE) == JUDGE_EROW &&
	    judge_game_reset(g, 5000, 4097, 0, JUDGE_FREESTYLE) == JUDGE_EROW &&
	    judge_game_reset(g, JUDGE_MAXN, JUDGE_MAXN, 0,
	    JUDGE_FREESTYLE) == JUDGE_OK &&
	    judge_game_reset(g, JUDGE_MAXN, 1, 1, JUDGE_FREESTYLE) == JUDGE_OK;
	check("judge_game_reset: a side of 0 or above JUDGE_MAXN, or full "
	    "lines on a board not square: JUDGE_EROW", ok);
	/* still the old rules: a 2^63-1 x 1 board won by 1 in a row */
	ok = judge_game_reset(g, JUDGE_MAXN, 1, 1, JUDGE_FREESTYLE) == JUDGE_OK &&
	    judge_game_reset(g, 0, 0, 0, JUDGE_FREESTYLE) == JUDGE_EROW &&
	    judge_game_move(g, 1, 1, 1) == JUDGE_ECOL &&
	    judge_game_move(g, JUDGE_MAXN, 0, 1) == JUDGE_EROW &&
	    judge_game_move(g, JUDGE_MAXN - 1, 0, 2) == 2 &&
	    judge_game_lines(g) == JUDGE_LRUN;
	check("judge_game_reset: and after an error, the game of the old "
	    "rules", ok);
	/* judge.h: "After an error g is an empty game of its old rules." */
	judge_game_reset(g, 3, 3, 0, JUDGE_FREESTYLE);
	ok = judge_game_move(g, 0, 0, 1) == 0 &&
	    judge_game_reset(g, 0, 3, 2, JUDGE_FREESTYLE) == JUDGE_EROW &&
	    judge_game_move(g, 0, 0, 1) == 0;
	judge_game_reset(g, 5000, 5000, 0, JUDGE_FREESTYLE);
	ok &= judge_game_move(g, 1, 1, 1) == 0 &&
	    judge_game_reset(g, 3, 5, 0, JUDGE_FREESTYLE) == JUDGE_EROW &&
	    judge_game_move(g, 1, 1, 1) == 0;
	judge_game_reset(g, 100, 100, 3, JUDGE_FREESTYLE);
	ok &= judge_game_move(g, 1, 1, 1) == 0 &&
	    judge_game_reset(g, JUDGE_MAXN + 1, 5, 3, JUDGE_FREESTYLE) == JUDGE_EROW &&
	    judge_game_move(g, 1, 1, 1) == 0;
	check("judge_game_reset: and empty (a cell played before is free)",
	    ok);
	/* the fast reset of a small full-line board checks the rule too */
	judge_game_reset(g, 3, 3, 0, JUDGE_FREESTYLE);
	ok = judge_game_reset(g, 3, 3, 0, JUDGE_RENJU) == JUDGE_ERULE &&
	    judge_game_reset(g, 3, 3, 0, JUDGE_FREESTYLE) == JUDGE_OK &&
	    judge_game_reset(g, 3, 3, 0,
	    (enum judge_rule)(JUDGE_CARO_EXACT + 1)) == JUDGE_ERULE &&
	    judge_game_reset(g, 3, 3, 0, JUDGE_CARO) == JUDGE_OK &&
	    judge_game_reset(g, 3, 3, 0, JUDGE_CARO_EXACT) == JUDGE_OK &&
	    judge_game_reset(g, 15, 15, 4, JUDGE_RENJU) == JUDGE_ERULE &&
	    judge_game_reset(g, 15, 15, 5, JUDGE_RENJU) == JUDGE_OK;
	check("judge_game_reset: renju with k 0 or 4, or no rule: JUDGE_ERULE, "
	    "on a small board of the same size too", ok);
	{
		struct judge_board *bj = judge_board_new(JUDGE_EITHER);

		ok = bj != NULL && judge_board_rules(bj, 0, 0, 4,
		    JUDGE_RENJU) == JUDGE_ERULE && judge_board_rules(bj, 0, 0,
		    3, (enum judge_rule)(JUDGE_CARO_EXACT + 1)) ==
		    JUDGE_ERULE && judge_board_rules(bj, 0, 3, 3,
		    JUDGE_FREESTYLE) == JUDGE_EROW &&
		    judge_board_rules(bj, 0, 0, 5, JUDGE_RENJU) == JUDGE_OK &&
		    strcmp(judge_strerror(JUDGE_ERULE), "no such rule, or renju "
		    "not won by five") == 0 &&
		    strcmp(judge_strerror(JUDGE_ERULE - 1), "unknown error") == 0;
		judge_board_free(bj);
		check("judge_board_rules: no rule, or renju with k 4: "
		    "JUDGE_ERULE; a shape of one side 0: JUDGE_EROW", ok);
	}
	/* a game fresh from calloc() has no rules for the fast reset to
	 * match (it took judge_game_new(0) for one) */
	check("judge_game_new: no game of size 0 or above JUDGE_MAXN",
	    judge_game_new(0, JUDGE_EITHER, 0) == NULL &&
	    judge_game_new(0, JUDGE_P1, JUDGE_STRICT) == NULL &&
	    judge_game_new(JUDGE_MAXN + 1, JUDGE_EITHER, 0) == NULL &&
	    judge_game_new(UINT64_MAX, JUDGE_P1, JUDGE_STRICT) == NULL);
	judge_game_free(g);
}

/* ---- Caro and renju against tests/renju_ref.c ---- */

/*
 * The game judge under JUDGE_RENJU, JUDGE_CARO and JUDGE_EXACT against
 * renju_ref.c, which holds the board as a byte array and finds each five,
 * four and three by putting stones on it.  A rule game: the moves in a
 * square region of the board (at a corner, an edge or anywhere), most
 * near a black stone already played, so that fours, threes and fouls are
 * common; the players alternate from X but for one move in 20; cells
 * taken are played again now and then (ETAKEN), and a move follows the
 * end (EOVER).  Every move goes to game a by judge_game_move() and, the
 * game over, to game b by judge_game_play() in random batches: each
 * result, judge_game_foul(), judge_game_lines() and a win's
 * judge_game_run() must be the reference's.
 */
struct rconf {
	uint64_t rows, cols, k;
	enum judge_rule rule;
	unsigned games;
	uint64_t side;		/* of the region */
};

static const struct rconf rconfs[] = {
	/* renju: LINES, square, rectangular and too narrow for a five
	 * down; MAP; HASH (5000 x 5000 > 2^24 cells) */
	{ 15, 15, 5, JUDGE_RENJU, 1500, 9 },
	{ 15, 15, 5, JUDGE_RENJU, 300, 15 },
	{ 15, 20, 5, JUDGE_RENJU, 300, 11 },
	{ 4, 9, 5, JUDGE_RENJU, 300, 9 },
	{ 62, 62, 5, JUDGE_RENJU, 200, 9 },
	{ 70, 70, 5, JUDGE_RENJU, 500, 9 },
	{ 7, 300, 5, JUDGE_RENJU, 200, 9 },
	{ 5000, 5000, 5, JUDGE_RENJU, 500, 9 },
	/* caro */
	{ 15, 15, 5, JUDGE_CARO, 500, 9 },
	{ 15, 15, 4, JUDGE_CARO, 300, 8 },
	{ 15, 15, 3, JUDGE_CARO, 300, 7 },
	{ 4, 9, 3, JUDGE_CARO, 200, 9 },
	{ 9, 4, 4, JUDGE_CARO, 200, 9 },
	{ 15, 20, 2, JUDGE_CARO, 200, 6 },
	{ 30, 30, 7, JUDGE_CARO, 200, 10 },
	{ 62, 62, 8, JUDGE_CARO, 200, 11 },
	{ 70, 70, 5, JUDGE_CARO, 300, 9 },
	{ 70, 70, 3, JUDGE_CARO, 200, 7 },
	{ 5000, 5000, 5, JUDGE_CARO, 300, 9 },
	{ 5000, 5000, 4, JUDGE_CARO, 200, 8 },
	/* caro-exact */
	{ 15, 15, 5, JUDGE_CARO_EXACT, 500, 9 },
	{ 15, 15, 4, JUDGE_CARO_EXACT, 300, 8 },
	{ 4, 9, 3, JUDGE_CARO_EXACT, 200, 9 },
	{ 15, 20, 2, JUDGE_CARO_EXACT, 200, 6 },
	{ 62, 62, 8, JUDGE_CARO_EXACT, 200, 11 },
	{ 70, 70, 5, JUDGE_CARO_EXACT, 300, 9 },
	{ 5000, 5000, 5, JUDGE_CARO_EXACT, 300, 9 },
	/* exact */
	{ 15, 15, 5, JUDGE_EXACT, 300, 9 },
	{ 15, 15, 3, JUDGE_EXACT, 200, 7 },
	{ 40, 40, 6, JUDGE_EXACT, 200, 10 },
	{ 4, 9, 4, JUDGE_EXACT, 200, 9 },
	{ 70, 70, 4, JUDGE_EXACT, 200, 8 },
	{ 5000, 5000, 5, JUDGE_EXACT, 200, 9 }
};

static const char *const rulename[] = {
	"freestyle", "exact", "caro", "renju", "caro-exact"
};

/* What the games of one rule and representation met. */
struct rtally {
	unsigned long games, moves, wins[3], fouls[4], edge, recursion,
	    blocked, over, overwon, taken, bad;
};

static struct rtally rtallies[JUDGE_CARO_EXACT + 1][NREP];

/* One rule game's moves and the reference's answers. */
struct rmove {
	uint64_t r, c;
	int p, want;
	enum judge_foul foul;
	unsigned lines;
	uint64_t run[4];
};

/* The board around (r, c) and the game's moves, for a mismatch. */
static void
rules_position(const struct rconf *cf, const struct rboard *bd,
    const struct rmove *mv, size_t n)
{
	int64_t r = (int64_t)mv[n - 1].r, c = (int64_t)mv[n - 1].c, i, j;
	size_t m;
	int v;

	fprintf(stderr, "  rows %lld to %lld, columns %lld to %lld (the move "
	    "in lower case):\n", (long long)(r - 7), (long long)(r + 7),
	    (long long)(c - 7), (long long)(c + 7));
	for (i = r - 7; i <= r + 7; i++) {
		if (i < 0 || (uint64_t)i >= cf->rows)
			continue;
		fputs("  ", stderr);
		for (j = c - 7; j <= c + 7; j++) {
			v = rb_at(bd, i, j);
			if (v == RB_OFF)
				continue;
			fputc(i == r && j == c ? "-xo"[v] : ".XO"[v], stderr);
		}
		fputc('\n', stderr);
	}
	fputs("  moves:", stderr);
	for (m = 0; m < n; m++)
		fprintf(stderr, " %llu,%llu,%d", (unsigned long long)mv[m].r,
		    (unsigned long long)mv[m].c, mv[m].p);
	fputc('\n', stderr);
}

/* Whether game g after move i of mv agrees with the reference: the
 * result got, the foul, the lines and a win's run. */
static int
rules_same(const struct judge_game *g, const struct rmove *m, int got)
{
	uint64_t run[4];

	if (got != m->want || judge_game_foul(g) != m->foul ||
	    judge_game_lines(g) != m->lines)
		return 0;
	if (m->lines == 0)
		return 1;
	judge_game_run(g, run);
	return memcmp(run, m->run, sizeof(run)) == 0;
}

static void
rules_mismatch(const struct rconf *cf, const char *who,
    const struct judge_game *g, const struct rboard *bd,
    const struct rmove *mv, size_t i, int got)
{
	uint64_t run[4];

	judge_game_run(g, run);
	fprintf(stderr, "%s %llu x %llu, k %llu: %s, move %zu (%llu %llu "
	    "%d): got %d foul %d lines 0x%x run %llu %llu %llu %llu; want "
	    "%d foul %d lines 0x%x run %llu %llu %llu %llu\n",
	    rulename[cf->rule], (unsigned long long)cf->rows,
	    (unsigned long long)cf->cols, (unsigned long long)cf->k, who, i,
	    (unsigned long long)mv[i].r, (unsigned long long)mv[i].c,
	    mv[i].p, got, (int)judge_game_foul(g), judge_game_lines(g),
	    (unsigned long long)run[0], (unsigned long long)run[1],
	    (unsigned long long)run[2], (unsigned long long)run[3],
	    mv[i].want, (int)mv[i].foul, mv[i].lines,
	    (unsigned long long)mv[i].run[0], (unsigned long long)mv[i].run[1],
	    (unsigned long long)mv[i].run[2], (unsigned long long)mv[i].run[3]);
	rules_position(cf, bd, mv, i + 1);
}

/* A cell of the region r0, c0, h x w: near a black stone of blk (n of
 * them, 7 x 7 around it) seven times in ten, else anywhere in it; a
 * cell taken on bd tried again up to three times. */
static void
rules_cell(const struct rboard *bd, uint64_t r0, uint64_t c0, uint64_t h,
    uint64_t w, const struct rmove *blk, size_t n, uint64_t *seed,
    uint64_t *r, uint64_t *c)
{
	const struct rmove *s;
	int try, near;

	for (try = 0; try < 4; try++) {
		near = n > 0 && rnd(seed) % 10 < 7;
		if (near) {
			s = &blk[rnd(seed) % n];
			*r = s->r + rnd(seed) % 7 - 3;
			*c = s->c + rnd(seed) % 7 - 3;
		}
		if (!near || *r - r0 >= h || *c - c0 >= w) {
			*r = r0 + rnd(seed) % h;
			*c = c0 + rnd(seed) % w;
		}
		if (rb_at(bd, (int64_t)*r, (int64_t)*c) == 0)
			break;
	}
}

/* One rule game of cf on the reference's board bd (empty, and emptied
 * again), games a and b; mv, jm and blk have room for its moves. */
static void
rules_game(const struct rconf *cf, struct rboard *bd, struct judge_game *a,
    struct judge_game *b, struct rmove *mv, struct judge_move *jm,
    struct rmove *blk, uint64_t *seed, struct rtally *t)
{
	signed char *res;
	uint64_t h, w, r0, c0, r, c, e, len;
	int64_t lo, hi;
	size_t n = 0, nb = 0, i, j, step, cap;
	enum judge_foul flat;
	int turn = 1, over = 0, got, p, d;
	struct rmove *m;

	h = cf->rows < cf->side ? cf->rows : cf->side;
	w = cf->cols < cf->side ? cf->cols : cf->side;
	r0 = rnd(seed) % 3 == 0 ? 0 : rnd(seed) % 2 ? cf->rows - h :
	    rnd(seed) % (cf->rows - h + 1);
	c0 = rnd(seed) % 3 == 0 ? 0 : rnd(seed) % 2 ? cf->cols - w :
	    rnd(seed) % (cf->cols - w + 1);
	cap = (size_t)(h * w) * 2 + 1;
	if (judge_game_reset(a, cf->rows, cf->cols, cf->k, cf->rule) !=
	    JUDGE_OK || judge_game_reset(b, cf->rows, cf->cols, cf->k,
	    cf->rule) != JUDGE_OK) {
		fprintf(stderr, "judge_game_reset %llu x %llu k %llu %s "
		    "failed\n", (unsigned long long)cf->rows,
		    (unsigned long long)cf->cols, (unsigned long long)cf->k,
		    rulename[cf->rule]);
		t->bad++;
		return;
	}
	t->games++;
	/* until the move after the end, or twice the region's cells */
	for (n = 0; n < cap && !(n > 0 && mv[n - 1].want == JUDGE_EOVER);
	    n++) {
		m = &mv[n];
		p = rnd(seed) % 20 == 0 ? 3 - turn : turn;
		rules_cell(bd, r0, c0, h, w, blk, nb, seed, &r, &c);
		m->r = jm[n].row = r;
		m->c = jm[n].col = c;
		m->p = p;
		jm[n].player = (uint64_t)p;
		/* the foul, lines and run stay those of the last move */
		if (n > 0) {
			m->lines = mv[n - 1].lines;
			m->foul = mv[n - 1].foul;
			memcpy(m->run, mv[n - 1].run, sizeof(m->run));
		} else {
			m->lines = 0;
			m->foul = JUDGE_NOFOUL;
			memset(m->run, 0, sizeof(m->run));
		}
		if (over)
			m->want = JUDGE_EOVER;
		else if (rb_at(bd, (int64_t)r, (int64_t)c) != 0) {
			m->want = JUDGE_ETAKEN;
			t->taken++;
		} else {
			bd->cell[r * cf->cols + c] = (unsigned char)p;
			if (p == 1)
				blk[nb++] = *m;
			m->want = rb_result(bd, (int64_t)r, (int64_t)c, cf->k,
			    cf->rule, &m->foul, m->run);
			m->lines = m->want > 0 && m->foul == JUDGE_NOFOUL ?
			    JUDGE_LRUN : 0;
			turn = 3 - p;
			over = m->want > 0;
			t->moves++;
			if (m->lines != 0)
				t->wins[m->want]++;
			t->fouls[m->foul]++;
			/* a foul within 4 cells of an edge: its lines cut */
			e = r < c ? r : c;
			e = cf->rows - 1 - r < e ? cf->rows - 1 - r : e;
			e = cf->cols - 1 - c < e ? cf->cols - 1 - c : e;
			t->edge += m->foul != JUDGE_NOFOUL && e < 5;
			/* a double-three but for the recursion */
			if (cf->rule == JUDGE_RENJU && p == 1 &&
			    m->want == 0) {
				flat = rb_foul_flat(bd, (int64_t)r,
				    (int64_t)c);
				t->recursion += flat == JUDGE_DOUBLE_THREE;
			}
			/* runs of k that did not win (caro: blocked), and
			 * runs over k that did not (exact, caro, black) */
			for (d = 0; d < 4; d++) {
				len = rb_run(bd, (int64_t)r, (int64_t)c, d,
				    &lo, &hi);
				if (m->lines != 0) {
					t->overwon += len > cf->k;
					continue;
				}
				t->blocked += len == cf->k;
				t->over += len > cf->k;
			}
		}
		got = judge_game_move(a, r, c, p);
		if (!rules_same(a, m, got) && t->bad++ < 3)
			rules_mismatch(cf, "judge_game_move", a, bd, mv, n,
			    got);
	}
	/* b: the same moves in batches of judge_game_play() */
	if ((res = malloc(n + 1)) == NULL)
		abort();
	for (i = 0; i < n; i += step) {
		/* (one rnd() an operand: their order is unspecified) */
		step = rnd(seed) % 2 ? 4 : 64;
		step = 1 + rnd(seed) % step;
		if (step > n - i)
			step = n - i;
		judge_game_play(b, jm + i, step, NULL, 0, res + i);
		for (j = i; j < i + step; j++)
			if (res[j] != mv[j].want && t->bad++ < 3)
				rules_mismatch(cf, "judge_game_play", b, bd,
				    mv, j, res[j]);
		if (!rules_same(b, &mv[i + step - 1], res[i + step - 1]) &&
		    t->bad++ < 3)
			rules_mismatch(cf, "judge_game_play, after the batch",
			    b, bd, mv, i + step - 1, res[i + step - 1]);
	}
	free(res);
	for (i = 0; i < n; i++)
		if (mv[i].want >= 0)
			bd->cell[mv[i].r * cf->cols + mv[i].c] = 0;
}

/*
 * The rule games of rconfs[]; then, for each rule and representation,
 * the counts, and a check that they met what they are for: renju wins of
 * both players and every foul (and, on the board of each kind, a
 * double-three that the recursion undid: one of its threes can become a
 * straight four only by a foul); caro a run of k that did not win; exact
 * an overline.  With stats (or a check failed), the counts on stderr.
 */
static void
rules_random(int stats)
{
	struct judge_game *a, *b;
	struct rboard bd;
	struct rmove *mv, *blk;
	struct judge_move *jm;
	struct rtally *t;
	uint64_t seed = 0x5851f42d4c957f2du;
	size_t i, j, cap;
	char what[300];
	int rule, rep, ok;

	if ((a = judge_game_new(3, JUDGE_EITHER, 0)) == NULL ||
	    (b = judge_game_new(3, JUDGE_EITHER, 0)) == NULL)
		abort();
	for (i = 0; i < sizeof(rconfs) / sizeof(rconfs[0]); i++) {
		bd.rows = rconfs[i].rows;
		bd.cols = rconfs[i].cols;
		cap = (size_t)(rconfs[i].side * rconfs[i].side) * 2 + 1;
		if ((bd.cell = calloc(bd.rows * bd.cols, 1)) == NULL ||
		    (mv = malloc(cap * sizeof(*mv))) == NULL ||
		    (blk = malloc(cap * sizeof(*blk))) == NULL ||
		    (jm = malloc(cap * sizeof(*jm))) == NULL)
			abort();
		t = &rtallies[rconfs[i].rule][rep_of(bd.rows, bd.cols,
		    rconfs[i].k)];
		for (j = 0; j < rconfs[i].games; j++)
			rules_game(&rconfs[i], &bd, a, b, mv, jm, blk, &seed,
			    t);
		free(bd.cell);
		free(mv);
		free(blk);
		free(jm);
	}
	judge_game_free(a);
	judge_game_free(b);
	for (rule = JUDGE_EXACT; rule <= JUDGE_CARO_EXACT; rule++)
		for (rep = R_LINES; rep < NREP; rep++) {
			t = &rtallies[rule][rep];
			ok = t->bad == 0 && t->games > 0;
			if (rule == JUDGE_RENJU)
				ok &= t->wins[1] > 0 && t->wins[2] > 0 &&
				    t->fouls[JUDGE_OVERLINE] > 0 &&
				    t->fouls[JUDGE_DOUBLE_FOUR] > 0 &&
				    t->fouls[JUDGE_DOUBLE_THREE] > 0 &&
				    t->edge > 0 && t->recursion > 0;
			else if (rule == JUDGE_CARO)
				ok &= t->blocked > 0 && t->overwon > 0 &&
				    t->wins[1] > 0 && t->wins[2] > 0;
			else if (rule == JUDGE_CARO_EXACT)
				ok &= t->blocked > 0 && t->over > 0 &&
				    t->wins[1] > 0 && t->wins[2] > 0;
			else
				ok &= t->over > 0 && t->wins[1] > 0;
			snprintf(what, sizeof(what), "game judge, %s, %s: "
			    "dense random games as renju_ref.c says, %s met",
			    repname[rep], rulename[rule],
			    rule == JUDGE_RENJU ? "wins of X and O, every "
			    "foul, a foul near an edge and a double-three "
			    "the recursion undoes" : rule == JUDGE_CARO ?
			    "wins of X and O, a run of k blocked at both "
			    "ends and a win over k" : rule ==
			    JUDGE_CARO_EXACT ? "wins of X and O, a run of k "
			    "blocked at both ends and a run over k" :
			    "wins and a run over k");
			check(what, ok);
			if (!ok || stats)
				fprintf(stderr, "%s %s: %lu games, %lu moves, "
				    "wins %lu X %lu O, fouls %lu overline %lu "
				    "double-four %lu double-three (%lu near "
				    "an edge, %lu double-threes undone by the "
				    "recursion), %lu runs of k not won, %lu "
				    "over k not won, %lu wins over k, %lu "
				    "taken, %lu differ\n",
				    repname[rep], rulename[rule], t->games,
				    t->moves, t->wins[1], t->wins[2],
				    t->fouls[JUDGE_OVERLINE],
				    t->fouls[JUDGE_DOUBLE_FOUR],
				    t->fouls[JUDGE_DOUBLE_THREE], t->edge,
				    t->recursion, t->blocked, t->over,
				    t->overwon, t->taken, t->bad);
		}
}

/*
 * Renju positions with known answers, each under the 8 symmetries of its
 * 15 x 15 square (the position at the board's corner, so the square's
 * edges are the board's on 15 x 15), on 15 x 15 (LINES), 70 x 70 (MAP)
 * and 5000 x 5000 (HASH): the reference's foul must be the one written
 * (and, on 15 x 15, flat the one without the recursion), and the judge's
 * the reference's.  The stones are played white first, then black, each
 * checked to end nothing; then black's move, '*'.
 */
struct rpos {
	const char *what;
	enum judge_foul foul, flat;
	int want;		/* the move's result */
	const char *row[15];
};

static const struct rpos rposs[] = {
	{ "X.XX*.X: two fours in one line", JUDGE_DOUBLE_FOUR,
	  JUDGE_DOUBLE_FOUR, 2, {
	  "...............", "...............", "...............",
	  "...............", "...............", "...............",
	  "...............", "....X.XX*.X....", "...............",
	  "...............", "...............", "...............",
	  "...............", "...............", "..............." } },
	{ ".XXX*.: a straight four is one four", JUDGE_NOFOUL,
	  JUDGE_NOFOUL, 0, {
	  "...............", "...............", "...............",
	  "...............", "...............", "...............",
	  "...............", "....XXX*.......", "...............",
	  "...............", "...............", "...............",
	  "...............", "...............", "..............." } },
	{ "a straight four and a four: a double-four", JUDGE_DOUBLE_FOUR,
	  JUDGE_DOUBLE_FOUR, 2, {
	  "...............", "...............", "...............",
	  ".......X.......", ".......X.......", ".......X.......",
	  "...............", "....XXX*.......", "...............",
	  "...............", "...............", "...............",
	  "...............", "...............", "..............." } },
	{ "XXX*XX: an overline", JUDGE_OVERLINE, JUDGE_OVERLINE, 2, {
	  "...............", "...............", "...............",
	  "...............", "...............", "...............",
	  "...............", "....XXX*XX.....", "...............",
	  "...............", "...............", "...............",
	  "...............", "...............", "..............." } },
	{ "an overline and a five: the five wins", JUDGE_NOFOUL,
	  JUDGE_NOFOUL, 1, {
	  "...............", "...............", "...............",
	  ".......X.......", ".......X.......", ".......X.......",
	  ".......X.......", "....XXX*XX.....", "...............",
	  "...............", "...............", "...............",
	  "...............", "...............", "..............." } },
	{ "two open threes: a double-three", JUDGE_DOUBLE_THREE,
	  JUDGE_DOUBLE_THREE, 2, {
	  "...............", "...............", "...............",
	  "...............", "...............", ".......X.......",
	  ".......X.......", ".....XX*.......", "...............",
	  "...............", "...............", "...............",
	  "...............", "...............", "..............." } },
	{ "a four and a three: no foul", JUDGE_NOFOUL, JUDGE_NOFOUL, 0, {
	  "...............", "...............", "...............",
	  "...............", ".......X.......", ".......X.......",
	  ".......X.......", ".....XX*.......", ".......O.......",
	  "...............", "...............", "...............",
	  "...............", "...............", "..............." } },
	{ "a three against the edge is no three", JUDGE_NOFOUL,
	  JUDGE_NOFOUL, 0, {
	  "...............", "...............", "...............",
	  "...............", "...............", "..X............",
	  "..X............", "XX*............", "...............",
	  "...............", "...............", "...............",
	  "...............", "...............", "..............." } },
	{ "a cell off the edge: a three", JUDGE_DOUBLE_THREE,
	  JUDGE_DOUBLE_THREE, 2, {
	  "...............", "...............", "...............",
	  "...............", "...............", "...X...........",
	  "...X...........", ".XX*...........", "...............",
	  "...............", "...............", "...............",
	  "...............", "...............", "..............." } },
	{ "a split three X.X*: a three", JUDGE_DOUBLE_THREE,
	  JUDGE_DOUBLE_THREE, 2, {
	  "...............", "...............", "...............",
	  "...............", "...............", ".......X.......",
	  ".......X.......", "....X.X*.......", "...............",
	  "...............", "...............", "...............",
	  "...............", "...............", "..............." } },
	{ "a three whose fours are both overlines is no three",
	  JUDGE_NOFOUL, JUDGE_DOUBLE_THREE, 0, {
	  "...............", "...............", "...............",
	  "...............", "....XXX.XX.....", ".......X.......",
	  ".......X.......", ".....XX*.......", "....XXX.XX.....",
	  "...............", "...............", "...............",
	  "...............", "...............", "..............." } },
	/* the judge's supposed stone (4, 10) was black along its row only:
	 * its anti-diagonal held the cell itself as a three's empty cell,
	 * and three() supposed it again, without end */
	{ "a three through a four-three point", JUDGE_DOUBLE_THREE,
	  JUDGE_DOUBLE_THREE, 2, {
	  "...............", "...............", "...............",
	  "...........X...", "...........XX..", "........XX.....",
	  "........*......", "...............", "........X......",
	  "...............", "...............", "...............",
	  "...............", "...............", "..............." } }
};

/* Cell (r, c) of a 15 x 15 square under symmetry s. */
static void
sym15(int s, int r, int c, int *tr, int *tc)
{
	int t;

	if (s & 1)
		t = r, r = c, c = t;
	if (s & 2)
		r = 14 - r;
	if (s & 4)
		c = 14 - c;
	*tr = r;
	*tc = c;
}

/* Position ps under symmetry s on game g (reset to bd's size) and on
 * bd (empty): white's stones, black's, then black's move at (*mr, *mc)
 * on bd only.  Returns whether every stone played gave 0. */
static int
rpos_setup(const struct rpos *ps, int s, struct judge_game *g,
    struct rboard *bd, int *mr, int *mc)
{
	int p, r, c, tr, tc, ok = 1;

	judge_game_reset(g, bd->rows, bd->cols, 5, JUDGE_RENJU);
	for (p = 2; p >= 1; p--)
		for (r = 0; r < 15; r++)
			for (c = 0; c < 15; c++) {
				sym15(s, r, c, &tr, &tc);
				if (ps->row[r][c] == '*')
					*mr = tr, *mc = tc;
				if (ps->row[r][c] != ".XO"[p])
					continue;
				bd->cell[tr * bd->cols + tc] = (unsigned char)p;
				ok &= judge_game_move(g, (uint64_t)tr,
				    (uint64_t)tc, p) == 0;
			}
	bd->cell[*mr * bd->cols + *mc] = 1;
	return ok;
}

static void
rules_positions(void)
{
	static const uint64_t sides[3] = { 15, 70, 5000 };
	struct judge_game *g;
	struct rboard bd;
	const struct rpos *ps;
	enum judge_foul fl, flat;
	uint64_t run[4];
	char what[200];
	size_t i;
	int s, n, mr = 0, mc = 0, ok, rc, got, bad;

	if ((g = judge_game_new(3, JUDGE_EITHER, 0)) == NULL)
		abort();
	for (i = 0; i < sizeof(rposs) / sizeof(rposs[0]); i++) {
		ps = &rposs[i];
		bad = 0;
		/* the checks so far out, should the judge crash */
		fflush(stdout);
		for (n = 0; n < 3; n++) {
			bd.rows = bd.cols = sides[n];
			if ((bd.cell = calloc(bd.rows * bd.cols, 1)) == NULL)
				abort();
			for (s = 0; s < 8; s++) {
				ok = rpos_setup(ps, s, g, &bd, &mr, &mc);
				rc = rb_result(&bd, mr, mc, 5, JUDGE_RENJU,
				    &fl, run);
				flat = rb_foul_flat(&bd, mr, mc);
				/* the square's edges the board's */
				if (n == 0)
					ok &= rc == ps->want &&
					    fl == ps->foul && flat == ps->flat;
				if (!ok)
					fprintf(stderr, "%s: symmetry %d, "
					    "%llu x %llu: a stone before the "
					    "move ended the game, or the "
					    "reference says %d foul %d (flat "
					    "%d)\n", ps->what, s,
					    (unsigned long long)bd.rows,
					    (unsigned long long)bd.cols, rc,
					    (int)fl, (int)flat);
				/* printed first: a judge that crashes */
				fflush(stderr);
				got = judge_game_move(g, (uint64_t)mr,
				    (uint64_t)mc, 1);
				if (got != rc || judge_game_foul(g) != fl) {
					fprintf(stderr, "%s: symmetry %d, "
					    "%llu x %llu: the judge says %d "
					    "foul %d, the reference %d foul "
					    "%d\n", ps->what, s,
					    (unsigned long long)bd.rows,
					    (unsigned long long)bd.cols, got,
					    (int)judge_game_foul(g), rc,
					    (int)fl);
					ok = 0;
				}
				bad += !ok;
				memset(bd.cell, 0, bd.rows * bd.cols);
			}
			free(bd.cell);
		}
		snprintf(what, sizeof(what), "renju position: %s (%s), under "
		    "its 8 symmetries on LINES, MAP and HASH boards", ps->what,
		    ps->foul == JUDGE_NOFOUL ? ps->want ? "a win" : "no foul" :
		    ps->foul == JUDGE_OVERLINE ? "an overline" :
		    ps->foul == JUDGE_DOUBLE_FOUR ? "a double-four" :
		    "a double-three");
		check(what, bad == 0);
	}
	judge_game_free(g);
}

/* ---- The solver, against tests/solve_ref.c ---- */

static const char *const rule_names[] = {
	"freestyle", "exact", "caro", "renju", "caro-exact"
};

/* Prints the position b (to stderr) for a failed check. */
static void
solve_show(const struct rboard *b, uint64_t k, enum judge_rule rule, int p,
    const char *why)
{
	uint64_t i;

	fprintf(stderr, "solver: %llu x %llu, k %llu, %s, %c to move: %s\n",
	    (unsigned long long)b->rows, (unsigned long long)b->cols,
	    (unsigned long long)k, rule_names[rule], p == 1 ? 'X' : 'O',
	    why);
	for (i = 0; i < b->rows * b->cols; i++)
		fprintf(stderr, "%c%s", ".XO"[b->cell[i]],
		    (i + 1) % b->cols == 0 ? "\n" : "");
}

static int
solve_cells(struct judge_solver *sv, const struct rboard *b, uint64_t k,
    enum judge_rule rule, int p, uint64_t nodes, struct judge_solution *o)
{
	struct judge_budget bu = { nodes, 0 };

	return judge_solve_cells(sv, b->cell, b->rows, b->cols, k, rule,
	    (enum judge_player)p, &bu, o);
}

/*
 * The line of the solver's last answer, a win of o->value in o->n with p
 * to move on b: its first move the best move, the players alternating
 * from p, each move on an empty cell and judged by the reference: none
 * ends the game but the last, the winner's n-th, which wins, or after it
 * the loser's foul (renju: X has only fouls left).  0 if all holds.
 */
static int
line_check(struct judge_solver *sv, struct rboard *b, uint64_t k,
    enum judge_rule rule, int p, const struct judge_solution *o)
{
	struct judge_move l[256];
	enum judge_foul fl;
	size_t n = judge_solve_line(sv, NULL, 0), i, put;
	uint64_t run[4], wins = 0, m = 0;
	int res = 0, bad = 0, w = (int)o->value;

	if (o->value != JUDGE_X && o->value != JUDGE_O)
		return n != 0;
	if (o->n == 0)
		return n != 0;
	if (n == 0 || n > 256 || judge_solve_line(sv, l, 256) != n ||
	    l[0].row != o->row || l[0].col != o->col)
		return 1;
	for (put = 0, i = 0; i < n && !bad; i++) {
		m = l[i].row * b->cols + l[i].col;
		if ((int)l[i].player != (i % 2 ? 3 - p : p) ||
		    l[i].row >= b->rows || l[i].col >= b->cols ||
		    b->cell[m] != 0 || res != 0) {
			bad = 1;
			break;
		}
		b->cell[m] = (unsigned char)l[i].player;
		put++;
		res = rb_result(b, (int64_t)l[i].row, (int64_t)l[i].col,
		    k ? k : b->rows < b->cols ? b->rows : b->cols, rule, &fl,
		    run);
		wins += (int)l[i].player == w;
	}
	bad |= res != w || wins != o->n;
	while (put > 0) {
		put--;
		b->cell[l[put].row * b->cols + l[put].col] = 0;
	}
	return bad;
}

/*
 * The solver's value of b with p to move against the reference's, then
 * its line (line_check()) and best move: on an empty cell, and the value after it the same, one
 * move later (n one less after the winner's move).  The counts of the
 * positions where p had a foul to play, and a run of k blocked at both
 * ends, go to met[0] and met[1].  0 if all holds.
 */
static int
solve_check(struct judge_solver *sv, struct rboard *b, uint64_t k,
    enum judge_rule rule, int p, unsigned long met[2], struct sref *memo)
{
	struct judge_solution got, after;
	struct sref want = sr_solve(b, k, rule, p, memo);
	enum judge_foul fl;
	uint64_t m, i, run[4], kk = k ? k : b->rows < b->cols ? b->rows :
	    b->cols;
	int res, q = 3 - p, foul = 0, blocked = 0;
	int64_t lo, hi;

	for (i = 0; i < b->rows * b->cols; i++) {
		if (b->cell[i] != 0)
			continue;
		b->cell[i] = (unsigned char)p;
		res = rb_result(b, (int64_t)(i / b->cols),
		    (int64_t)(i % b->cols), kk, rule, &fl, run);
		foul |= fl != JUDGE_NOFOUL;
		blocked |= res == 0 && (rule == JUDGE_CARO ||
		    rule == JUDGE_CARO_EXACT) && rb_run(b, (int64_t)(i /
		    b->cols), (int64_t)(i % b->cols), 0, &lo, &hi) == kk;
		b->cell[i] = 0;
	}
	met[0] += foul;
	met[1] += blocked;
	if (solve_cells(sv, b, k, rule, p, UINT64_MAX, &got) != JUDGE_OK ||
	    got.value != want.value || got.n != want.n) {
		solve_show(b, k, rule, p, "value");
		fprintf(stderr, "  solver %d in %llu, reference %d in %llu\n",
		    got.value, (unsigned long long)got.n, want.value,
		    (unsigned long long)want.n);
		return 1;
	}
	if (got.atmost || line_check(sv, b, k, rule, p, &got)) {
		solve_show(b, k, rule, p, "line");
		return 1;
	}
	if (memchr(b->cell, 0, (size_t)(b->rows * b->cols)) == NULL)
		return got.row != JUDGE_NOMOVE;
	if (got.row >= b->rows || got.col >= b->cols ||
	    b->cell[(m = got.row * b->cols + got.col)] != 0) {
		solve_show(b, k, rule, p, "no best move");
		return 1;
	}
	b->cell[m] = (unsigned char)p;
	res = rb_result(b, (int64_t)got.row, (int64_t)got.col, kk, rule, &fl,
	    run);
	if (res == p)
		after.value = (enum judge_verdict)p, after.n = 0;
	else if (res != 0)
		after.value = (enum judge_verdict)q, after.n = 0;
	else if (solve_cells(sv, b, k, rule, q, UINT64_MAX, &after) !=
	    JUDGE_OK)
		after.value = JUDGE_PENDING;
	b->cell[m] = 0;
	if (after.value != want.value || after.n + ((int)want.value == p) !=
	    want.n) {
		solve_show(b, k, rule, p, "best move");
		fprintf(stderr, "  move %llu %llu: %d in %llu after, %d in "
		    "%llu before\n", (unsigned long long)got.row,
		    (unsigned long long)got.col, after.value,
		    (unsigned long long)after.n, want.value,
		    (unsigned long long)want.n);
		return 1;
	}
	return 0;
}

/* A game judge of the moves of b, played in the order of cells mv[0, n)
 * from first, then judge_solve_game() as judge_solve_cells() says. */
static int
solve_game_check(struct judge_solver *sv, struct judge_game *g[3],
    const struct rboard *b, uint64_t k, enum judge_rule rule, int first,
    const uint64_t *mv, uint64_t n)
{
	struct judge_solution a, c;
	uint64_t i;
	int p = first, res = 0;

	if (judge_game_reset(g[first], b->rows, b->cols, k, rule) != JUDGE_OK)
		return 1;
	for (i = 0; i < n && res == 0; i++, p = 3 - p)
		res = judge_game_move(g[first], mv[i] / b->cols,
		    mv[i] % b->cols, p);
	if (res != 0 || judge_solve_game(sv, g[first], JUDGE_EITHER, NULL,
	    &a) != JUDGE_OK || solve_cells(sv, b, k, rule, p, 0, &c) !=
	    JUDGE_OK) {
		solve_show(b, k, rule, p, "judge_solve_game() failed");
		return 1;
	}
	if (a.value != c.value || a.n != c.n || a.row != c.row ||
	    a.col != c.col) {
		solve_show(b, k, rule, p, "judge_solve_game()");
		return 1;
	}
	return 0;
}

/* Every position a 3 x 3 game reaches, X first or O first, under the
 * rules: checked with its player to move. */
static unsigned long
solve3_walk(struct judge_solver *sv, struct judge_game *g[3],
    struct rboard *b, uint64_t k, enum judge_rule rule, int p, int first,
    unsigned idx, uint64_t *mv, uint64_t nmv, unsigned char *seen,
    struct sref *memo, unsigned long met[2], unsigned long *bad)
{
	unsigned long n = 0;
	unsigned i, pow;
	enum judge_foul fl;
	uint64_t run[4];
	int res;

	if (seen[2 * idx + (unsigned)p - 1])
		return 0;
	seen[2 * idx + (unsigned)p - 1] = 1;
	n++;
	*bad += (unsigned long)solve_check(sv, b, k, rule, p, met, memo);
	if (rule != JUDGE_RENJU || first == 1)
		*bad += (unsigned long)solve_game_check(sv, g, b, k, rule,
		    first, mv, nmv);
	for (i = 0, pow = 1; i < 9; i++, pow *= 3) {
		if (b->cell[i] != 0)
			continue;
		b->cell[i] = (unsigned char)p;
		res = rb_result(b, i / 3, i % 3, k ? k : 3, rule, &fl, run);
		mv[nmv] = i;
		if (res == 0)
			n += solve3_walk(sv, g, b, k, rule, 3 - p, first,
			    idx + (unsigned)p * pow, mv, nmv + 1, seen, memo,
			    met, bad);
		b->cell[i] = 0;
	}
	return n;
}

static void
solve3_all(struct judge_solver *sv)
{
	static const struct {
		uint64_t k;
		enum judge_rule rule;
	} rules[] = {
		{ 0, JUDGE_FREESTYLE }, { 3, JUDGE_FREESTYLE },
		{ 2, JUDGE_FREESTYLE }, { 3, JUDGE_EXACT }, { 2, JUDGE_EXACT },
		{ 3, JUDGE_CARO }, { 2, JUDGE_CARO }, { 3, JUDGE_CARO_EXACT },
		{ 2, JUDGE_CARO_EXACT }, { 5, JUDGE_RENJU }
	};
	struct judge_game *g[3] = { NULL, judge_game_new(3, JUDGE_P1, 0),
	    judge_game_new(3, JUDGE_P2, 0) };
	unsigned char cell[9], *seen = calloc(2 * 19683, 1);
	uint64_t mv[9];
	struct sref *memo = malloc((2 * 19683 + 3) * sizeof(*memo));
	struct rboard b = { cell, 3, 3 };
	unsigned long bad = 0, n = 0, met[2] = { 0, 0 };
	char what[300];
	size_t i, j;
	int first;

	for (i = 0; i < sizeof(rules) / sizeof(rules[0]); i++)
		for (first = 1; first <= 2; first++) {
			memset(cell, 0, sizeof(cell));
			memset(seen, 0, 2 * 19683);
			for (j = 0; j < 2 * 19683 + 3; j++)
				memo[j].value = JUDGE_PENDING;
			n += solve3_walk(sv, g, &b, rules[i].k, rules[i].rule,
			    first, first, 0, mv, 0, seen, memo, met, &bad);
		}
	snprintf(what, sizeof(what), "solver: every reachable 3 x 3 "
	    "position (X or O first) under full lines, k 2 and 3 of each "
	    "rule and renju: value, n and best move as plain minimax says, "
	    "and judge_solve_game() as judge_solve_cells() (%s)",
	    n == 60852 ? "60852 positions" : "a count changed");
	check(what, bad == 0 && n == 60852);
	judge_game_free(g[1]);
	judge_game_free(g[2]);
	free(memo);
	free(seen);
}

/* A random position of marks marks on b, none of them winning or a foul,
 * X and O alternating from X; 0 if none was found. */
static int
solve_fill(struct rboard *b, uint64_t k, enum judge_rule rule,
    uint64_t marks, uint64_t *seed, uint64_t *mv)
{
	uint64_t n = b->rows * b->cols, m, i, tries, run[4];
	enum judge_foul fl;
	int p = 1;

	memset(b->cell, 0, (size_t)n);
	for (m = 0; m < marks; m++, p = 3 - p) {
		for (tries = 0; tries < 100; tries++) {
			i = rnd(seed) % n;
			if (b->cell[i] != 0)
				continue;
			b->cell[i] = (unsigned char)p;
			if (rb_result(b, (int64_t)(i / b->cols),
			    (int64_t)(i % b->cols), k ? k : b->rows < b->cols ?
			    b->rows : b->cols, rule, &fl, run) == 0)
				break;
			b->cell[i] = 0;
		}
		if (tries == 100)
			return 0;
		if (mv != NULL)
			mv[m] = i;
	}
	return 1;
}

/* count random positions of marks marks: the player to move, and the
 * other where it may be to move (equal counts, no renju). */
static unsigned long
solve_random(struct judge_solver *sv, struct judge_game *g[3], uint64_t rows,
    uint64_t cols, uint64_t k, enum judge_rule rule, uint64_t marks,
    unsigned count, uint64_t *seed, unsigned long met[2])
{
	unsigned char cell[81];
	uint64_t mv[81];
	struct rboard b = { cell, rows, cols };
	unsigned long bad = 0;
	unsigned i;
	int p = marks % 2 ? 2 : 1;

	for (i = 0; i < count; i++) {
		if (!solve_fill(&b, k, rule, marks, seed, mv))
			continue;
		bad += (unsigned long)solve_check(sv, &b, k, rule, p, met, NULL);
		if (p == 1 && rule != JUDGE_RENJU)
			bad += (unsigned long)solve_check(sv, &b, k, rule, 2,
			    met, NULL);
		bad += (unsigned long)solve_game_check(sv, g, &b, k, rule, 1,
		    mv, marks);
	}
	return bad;
}

static void
solve_boards(struct judge_solver *sv)
{
	static const struct {
		uint64_t rows, cols, k, marks;
		unsigned count;
	} sets[] = {
		{ 4, 4, 3, 9, 30 }, { 4, 4, 3, 10, 30 }, { 4, 4, 4, 8, 20 },
		{ 4, 4, 4, 9, 30 }, { 5, 4, 4, 12, 20 }, { 4, 5, 4, 13, 30 },
		{ 5, 5, 4, 17, 15 }, { 5, 5, 4, 18, 30 }, { 5, 5, 3, 18, 30 },
		{ 4, 6, 3, 17, 30 }, { 9, 8, 5, 66, 10 }, { 9, 9, 5, 73, 10 }
	};
	struct judge_game *g[3] = { NULL, judge_game_new(3, JUDGE_P1, 0),
	    NULL };
	unsigned long bad = 0, met[2] = { 0, 0 };
	uint64_t seed = 0x9e3779b97f4a7c15u;
	size_t i;
	enum judge_rule r;

	for (i = 0; i < sizeof(sets) / sizeof(sets[0]); i++)
		for (r = JUDGE_FREESTYLE; r <= JUDGE_CARO_EXACT; r++)
			if (r != JUDGE_RENJU)
				bad += solve_random(sv, g, sets[i].rows,
				    sets[i].cols, sets[i].k, r,
				    sets[i].marks, sets[i].count, &seed,
				    met);
	check("solver: random positions of (4,4,3), (4,4,4), (5,4,4), (4,5,4), "
	    "(5,5,4), (5,5,3), (4,6,3), (9,8,5) and (9,9,5) (hashed keys, "
	    "the threat search first) under freestyle, exact, caro and "
	    "caro-exact as plain minimax says, best moves keeping the value, "
	    "each win's line played to its win, judge_solve_game() as "
	    "judge_solve_cells(), runs of k blocked at both ends met",
	    bad == 0 && met[1] > 0);
	bad = 0;
	met[0] = met[1] = 0;
	bad += solve_random(sv, g, 6, 6, 5, JUDGE_RENJU, 29, 60, &seed, met);
	bad += solve_random(sv, g, 7, 7, 5, JUDGE_RENJU, 42, 60, &seed, met);
	bad += solve_random(sv, g, 6, 7, 5, JUDGE_RENJU, 35, 60, &seed, met);
	bad += solve_random(sv, g, 9, 9, 5, JUDGE_RENJU, 73, 20, &seed, met);
	check("solver: random renju positions of 6 x 6, 7 x 7, 6 x 7 and 9 x 9 "
	    "(the threat search first) as plain minimax says, each win's line "
	    "played to its win, fouls to play met", bad == 0 && met[0] > 0);
	judge_game_free(g[1]);
}

/*
 * A pairing of the solver's answer (judge_solve_pairs()) checked by hand:
 * an even count of cells, each on the board, empty (the mover's best move
 * put where who is the mover) and in no other pair, and every k cells of
 * a line with no mark of who holding both cells of a pair.  1 if bad.
 */
static int
pairs_bad(const struct rboard *b, uint64_t k, int who, int mover,
    const struct judge_solution *o, const struct judge_move *l, size_t n)
{
	static const int dr[4] = { 0, 1, 1, 1 }, dc[4] = { 1, 0, 1, -1 };
	unsigned char cell[64], seen[64];
	uint64_t cells = b->rows * b->cols, i, j, m;
	int64_t r, c, rr, cc, d;
	int mine, held;

	if (n % 2 != 0 || cells > 64)
		return 1;
	memcpy(cell, b->cell, (size_t)cells);
	memset(seen, 0, sizeof(seen));
	if (who == mover)
		cell[o->row * b->cols + o->col] = (unsigned char)who;
	for (i = 0; i < n; i++) {
		if (l[i].row >= b->rows || l[i].col >= b->cols ||
		    (int)l[i].player != who)
			return 1;
		m = l[i].row * b->cols + l[i].col;
		if (cell[m] != 0 || seen[m]++)
			return 1;
	}
	for (r = 0; r < (int64_t)b->rows; r++)
		for (c = 0; c < (int64_t)b->cols; c++)
			for (d = 0; d < 4; d++) {
				rr = r + dr[d] * ((int64_t)k - 1);
				cc = c + dc[d] * ((int64_t)k - 1);
				if (rr >= (int64_t)b->rows || cc < 0 ||
				    cc >= (int64_t)b->cols)
					continue;
				for (mine = 0, j = 0; j < k; j++)
					mine |= cell[(uint64_t)(r + dr[d] *
					    (int64_t)j) * b->cols + (uint64_t)(c +
					    dc[d] * (int64_t)j)] == who;
				if (mine)
					continue;
				/* a pair with both its cells in the line */
				for (held = 0, i = 0; i + 1 < n && !held;
				    i += 2) {
					int in = 0;

					for (j = 0; j < k; j++) {
						rr = r + dr[d] * (int64_t)j;
						cc = c + dc[d] * (int64_t)j;
						in += (l[i].row == (uint64_t)rr &&
						    l[i].col == (uint64_t)cc) +
						    (l[i + 1].row == (uint64_t)rr &&
						    l[i + 1].col == (uint64_t)cc);
					}
					held = in == 2;
				}
				if (!held)
					return 1;
			}
	return 0;
}

/*
 * The draw prover (freestyle, boards of at most 64 cells): on random
 * positions of (5,5,4), (6,6,4), (6,6,5), (7,7,5) and (8,7,5) with 11
 * empty cells, the value as tests/solve_ref.c's sr_value() says, and each
 * pairing given checked by pairs_bad().
 */
static void
solve_draws(struct judge_solver *sv)
{
	static const struct {
		uint64_t rows, cols, k;
	} sets[] = { { 5, 5, 4 }, { 6, 6, 4 }, { 6, 6, 5 }, { 7, 7, 5 },
	    { 8, 7, 5 } };
	unsigned char cell[64];
	struct rboard b = { cell, 0, 0 };
	struct judge_solution o;
	struct judge_move l[64];
	unsigned long bad = 0, draws = 0, pairs = 0;
	uint64_t seed = 0x51f15eedu, marks;
	enum judge_verdict want;
	size_t i, n;
	unsigned j;
	int p, who;

	for (i = 0; i < sizeof(sets) / sizeof(sets[0]); i++)
		for (j = 0; j < 16; j++) {
			b.rows = sets[i].rows;
			b.cols = sets[i].cols;
			marks = b.rows * b.cols - 11;
			p = marks % 2 ? 2 : 1;
			if (!solve_fill(&b, sets[i].k, JUDGE_FREESTYLE, marks,
			    &seed, NULL))
				continue;
			want = sr_value(&b, sets[i].k, JUDGE_FREESTYLE, p);
			if (solve_cells(sv, &b, sets[i].k, JUDGE_FREESTYLE, p,
			    0, &o) != JUDGE_OK || o.value != want) {
				solve_show(&b, sets[i].k, JUDGE_FREESTYLE, p,
				    "draw prover");
				fprintf(stderr, "  solver %d, sr_value %d\n",
				    (int)o.value, (int)want);
				bad++;
				continue;
			}
			draws += o.value == JUDGE_DRAW;
			for (who = 1; who <= 2; who++) {
				n = judge_solve_pairs(sv,
				    (enum judge_player)who, l, 64);
				if (n == 0)
					continue;
				pairs++;
				if (o.value != JUDGE_DRAW || n > 64 ||
				    pairs_bad(&b, sets[i].k, who, p, &o, l,
				    n)) {
					solve_show(&b, sets[i].k,
					    JUDGE_FREESTYLE, p, "pairing");
					bad++;
				}
			}
		}
	check("solver: random freestyle positions of (5,5,4), (6,6,4), (6,6,5), "
	    "(7,7,5) and (8,7,5), 11 empty cells, as sr_value() says (draws "
	    "met), each pairing of judge_solve_pairs() holding every line "
	    "with its cells (pairings met)", bad == 0 && draws > 0 &&
	    pairs > 0);
}

/* A tiny budget gives unknown, never another value. */
static void
solve_budgets(struct judge_solver *sv)
{
	static const uint64_t nodes[] = { 1, 2, 10, 100, 1000, 10000 };
	unsigned char cell[25];
	struct rboard b = { cell, 5, 5 };
	struct judge_solution full, o;
	struct judge_budget bu = { 1000, 0 };
	uint64_t seed = 12345;
	unsigned long bad = 0, unknown = 0, known = 0;
	unsigned i;
	size_t j;

	memset(cell, 0, sizeof(cell));
	bad += judge_solve_cells(sv, cell, 5, 5, 4, JUDGE_FREESTYLE, JUDGE_P1,
	    &bu, &o) != JUDGE_OK || o.value != JUDGE_PENDING ||
	    o.row != JUDGE_NOMOVE || o.nodes > 1000;
	bu.nodes = 0;
	bu.memory = 100;
	bad += judge_solve_cells(sv, cell, 5, 5, 4, JUDGE_FREESTYLE, JUDGE_P1,
	    &bu, &o) != JUDGE_OK || o.value != JUDGE_PENDING;
	for (i = 0; i < 40; i++) {
		if (!solve_fill(&b, 4, JUDGE_FREESTYLE, 6 + i % 6, &seed, NULL))
			continue;
		if (solve_cells(sv, &b, 4, JUDGE_FREESTYLE, 1 + (int)(i % 2),
		    UINT64_MAX, &full) != JUDGE_OK)
			bad++;
		for (j = 0; j < sizeof(nodes) / sizeof(nodes[0]); j++) {
			bad += solve_cells(sv, &b, 4, JUDGE_FREESTYLE, 1 +
			    (int)(i % 2), nodes[j], &o) != JUDGE_OK;
			if (o.value == JUDGE_PENDING)
				unknown++;
			else {
				known++;
				/* "at most": the threats' win, not shorter */
				bad += o.value != full.value || (o.atmost ?
				    o.n < full.n : o.n != full.n);
			}
			bad += o.nodes > nodes[j];
		}
	}
	check("solver: a budget of 1000 nodes or 100 bytes on the empty 5 x 5 "
	    "board, k 4: unknown; budgets of 1 to 10000 nodes on random "
	    "positions: unknown or the value (a win in at most n: n not "
	    "less than the value's), never another", bad == 0 &&
	    unknown > 0 && known > 0);
}

/* Under caro a threat is also stopped by a mark beyond its run's end, so
 * that the threat's cell is not the only move: found against a solver
 * that took it as the only one (Draw, not O in 3). */
static void
solve_caro_block(struct judge_solver *sv)
{
	static const char pos[] = "X.O...O.O.X.XO";
	unsigned char cell[14];
	struct rboard b = { cell, 2, 7 };
	struct judge_solution o;
	unsigned long met[2] = { 0, 0 };
	int ok = 1, i;
	enum judge_rule r;

	for (r = JUDGE_CARO; r <= JUDGE_CARO_EXACT; r += 2) {
		for (i = 0; i < 14; i++)
			cell[i] = pos[i] == 'X' ? 1 : pos[i] == 'O' ? 2 : 0;
		ok &= solve_check(sv, &b, 3, r, 2, met, NULL) == 0;
		ok &= solve_cells(sv, &b, 3, r, 2, 0, &o) == JUDGE_OK &&
		    o.value == JUDGE_O && o.n == 3;
	}
	check("solver: caro and caro-exact, X.O...O/.O.X.XO, k 3, O to move: "
	    "O wins in 3, a threat stopped beyond its run's end", ok);
}

/* Errors, and the game over. */
static void
solve_errors(struct judge_solver *sv)
{
	unsigned char cell[9] = { 1, 1, 1, 2, 2, 0, 0, 0, 0 };
	struct judge_solution o;
	struct judge_game *g = judge_game_new(3, JUDGE_EITHER, 0);
	int ok;

	ok = judge_solve_cells(sv, cell, 3, 3, 0, JUDGE_FREESTYLE, JUDGE_P2,
	    NULL, &o) == JUDGE_OK && o.value == JUDGE_X && o.n == 0 &&
	    o.row == JUDGE_NOMOVE;
	cell[5] = 2;
	ok &= judge_solve_cells(sv, cell, 3, 3, 3, JUDGE_FREESTYLE, JUDGE_P2,
	    NULL, &o) == JUDGE_EBOTH;
	cell[5] = 'Z';
	ok &= judge_solve_cells(sv, cell, 3, 3, 3, JUDGE_FREESTYLE, JUDGE_P2,
	    NULL, &o) == JUDGE_EBADCELL;
	ok &= judge_solve_cells(sv, cell, 3, 0, 3, JUDGE_FREESTYLE, JUDGE_P2,
	    NULL, &o) == JUDGE_EROW;
	ok &= judge_solve_cells(sv, cell, 7, 7, 4, JUDGE_RENJU, JUDGE_P1,
	    NULL, &o) == JUDGE_ERULE;
	memcpy(cell, "X.O......", 9);
	ok &= judge_solve_cells(sv, cell, 3, 3, 3, JUDGE_FREESTYLE,
	    JUDGE_EITHER, NULL, &o) == JUDGE_EPLAYER;
	ok &= judge_solve_cells(sv, cell, 3, 3, 3, JUDGE_FREESTYLE, JUDGE_P1,
	    NULL, &o) == JUDGE_OK && o.value == JUDGE_X && o.n == 3;
	judge_game_move(g, 1, 1, 1);
	judge_game_move(g, 0, 1, 2);
	judge_game_move(g, 0, 0, 1);
	judge_game_move(g, 2, 1, 2);
	judge_game_move(g, 2, 2, 1);
	ok &= judge_solve_game(sv, g, JUDGE_EITHER, NULL, &o) == JUDGE_OK &&
	    o.value == JUDGE_X && o.n == 0 && o.row == JUDGE_NOMOVE;
	ok &= judge_solve_game(sv, g, 3, NULL, &o) == JUDGE_EPLAYER;
	judge_game_free(g);
	check("solver: a board already won (X in 0), both won (EBOTH), a bad "
	    "byte, rules out of range, no player (EPLAYER), X.O on 3 x 3 "
	    "(X in 3), a game already won", ok);
}

/*
 * judge_solve3() against judge_solve_cells() on every 3 x 3 board (won,
 * both won, full, unreachable) with each player to move, under rules
 * asked in turn (--exact's k 3, which the solver plays as full lines;
 * renju, where nobody wins) and then the first again: the same return,
 * value, n and best move, from a fresh table and a full one; an index of
 * 3^9 is JUDGE_EBADCELL.
 */
static void
solve3_index(void)
{
	static const struct {
		uint64_t k;
		enum judge_rule rule;
	} rules[] = {
		{ 0, JUDGE_FREESTYLE }, { 3, JUDGE_EXACT },
		{ 2, JUDGE_CARO_EXACT }, { 5, JUDGE_RENJU }, { 0, JUDGE_FREESTYLE }
	};
	struct judge_solver *a = judge_solver_new(), *b = judge_solver_new();
	struct judge_solution x, y;
	unsigned char cell[9];
	unsigned long bad = 0;
	unsigned idx, i, rest, pass;
	size_t r;
	int p, rx, ry;

	for (r = 0; r < sizeof(rules) / sizeof(rules[0]); r++)
		for (pass = 0; pass < 2; pass++)
			for (idx = 0; idx < 19683; idx++)
				for (p = 1; p <= 2; p++) {
					for (i = 0, rest = idx; i < 9; i++,
					    rest /= 3)
						cell[i] = (unsigned char)(rest
						    % 3);
					rx = judge_solve_cells(a, cell, 3, 3,
					    rules[r].k, rules[r].rule,
					    (enum judge_player)p, NULL, &x);
					ry = judge_solve3(b, idx, rules[r].k,
					    rules[r].rule,
					    (enum judge_player)p, &y);
					bad += rx != ry || x.value != y.value ||
					    x.n != y.n || x.row != y.row ||
					    x.col != y.col;
				}
	bad += judge_solve3(b, 19683, 0, JUDGE_FREESTYLE, JUDGE_P1, &y) !=
	    JUDGE_EBADCELL || y.value != JUDGE_PENDING;
	check("solver: judge_solve3() as judge_solve_cells() on every 3 x 3 "
	    "board and player to move, rules asked in turn, fresh and full "
	    "tables; 3^9 JUDGE_EBADCELL", bad == 0);
	judge_solver_free(a);
	judge_solver_free(b);
}

static void
solve_tests(void)
{
	struct judge_solver *sv = judge_solver_new();

	solve3_all(sv);
	solve3_index();
	solve_boards(sv);
	solve_draws(sv);
	solve_caro_block(sv);
	solve_budgets(sv);
	solve_errors(sv);
	judge_solver_free(sv);
}

int
main(int argc, char **argv)
{
	uint64_t seed = 0x2545f4914f6cdd1du;
	unsigned long bad = 0, scripts = 0;
	int stats;

	stats = argc > 1 && strcmp(argv[1], "--stats") == 0;
	empty_first_row();
	empty_piece_after_8_cells();
	full_lines_in_pieces();
	hashed_o_cell_taken();
	board3_all();
	board3_bytes();
	krow_random();
	krow_caro_renju();
	krow_caro_edges();
	game3_all();
	reset_errors();
	bad += line_games(8, &seed, &scripts);
	bad += line_games(7, &seed, &scripts);
	bad += line_games(61, &seed, &scripts);
	bad += line_games(62, &seed, &scripts);
	bad += line_games(63, &seed, &scripts);
	bad += line_games(100, &seed, &scripts);
	bad += line_games(4096, &seed, &scripts);
	bad += line_games(4097, &seed, &scripts);
	check("game judge: lines of 7, 8 (BITS), 61, 62 (LINES), 63, 100, "
	    "4096 (MAP) and 4097 (HASH) filled mixed, won, won as the board "
	    "reaches N marks, and all at once, as the reference says",
	    bad == 0 && scripts > 0);
	games_random();
	batch_restarts();
	tally_check(stats);
	rules_positions();
	rules_random(stats);
	solve_tests();
	free(sc.mv);
	free(sc.want);
	free(sc.lines);
	free(sc.run);
	return failed;
}
