/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * kboard.c - the board judge's engine of K in a row: a board fed a row at
 * a time (judge.c's judge_board_cells() and judge_board_endrow()) keeps the
 * masks of its current and previous rows and bit-sliced counters of the
 * runs down and along both diagonals, O(cols) memory, and finds each
 * player's winning runs and the cells that could have been the last move
 * (struct kboard, judgeint.h).  It owns no state of its own but what a
 * board's kboard holds, and calls nothing of the other files; judge.c's
 * board judge calls it through the ji_kb_*() calls, and kb_room(),
 * kb_put() and kb_live(), inline in judgeint.h: they run for each piece
 * or word of a row, inside judge_board_cells().
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "judge.h"
#include "judgeint.h"

static uint64_t	kb_len(struct kboard *, unsigned, int, uint64_t, uint64_t);

/* Bit-sliced counters: at most 64 planes, for a cap of up to 2^64 - 1. */
#define MAX_PLANES	WORD_BITS

/* The bits it takes to write v. */
static unsigned
bitlen(uint64_t v)
{
	return v == 0 ? 0 : WORD_BITS - clz64(v);
}

/*
 * A K judge of the rules, per player: exact and caro make both players'
 * overlines no win, renju only X's (O wins with k or more); caro also
 * the runs blocked at both ends (kb_caro(), ji_kb_endrow()).
 */
struct kboard *
ji_kb_new(uint64_t k, enum judge_rule rule)
{
	struct kboard *kb;
	unsigned p;

	if ((kb = calloc(1, sizeof(*kb))) == NULL)
		return NULL;
	kb->k = k;
	kb->caro = rule == JUDGE_CARO || rule == JUDGE_CARO_EXACT;
	for (p = JUDGE_P1; p <= JUDGE_P2; p++) {
		kb->exact[p] = rule == JUDGE_EXACT ||
		    rule == JUDGE_CARO_EXACT ||
		    (rule == JUDGE_RENJU && p == JUDGE_P1);
		kb->cap[p] = kb->exact[p] && k < UINT64_MAX ? k + 1 : k;
		if (bitlen(kb->cap[p]) > kb->nb)
			kb->nb = bitlen(kb->cap[p]);
	}
	return kb;
}

void
ji_kb_clear(struct kboard *kb)
{
	int p, d;

	for (p = 0; p < 2 && kb->hiw > 0; p++) {
		memset(kb->bits[p][0], 0, kb->hiw * sizeof(uint64_t));
		memset(kb->bits[p][1], 0, kb->hiw * sizeof(uint64_t));
		for (d = KV; d <= KA; d++) {
			memset(kb->plane[p][d], 0,
			    kb->hiw * kb->nb * sizeof(uint64_t));
			if (kb->caro)
				memset(kb->blk[p][d], 0,
				    kb->hiw * sizeof(uint64_t));
		}
	}
	kb->hiw = 0;
	kb->dirty[0] = kb->dirty[1] = 0;
	kb->prevlen = 0;
	for (p = JUDGE_P1; p <= JUDGE_P2; p++) {
		kb->c[p].has = kb->c[p].apart = 0;
		kb->c[p].n = 0;
	}
}

void
ji_kb_free(struct kboard *kb)
{
	int p, d;

	if (kb == NULL)
		return;
	for (p = 0; p < 2; p++) {
		free(kb->bits[p][0]);
		free(kb->bits[p][1]);
		for (d = KV; d <= KA; d++) {
			free(kb->plane[p][d]);
			free(kb->blk[p][d]);
		}
		for (d = 0; d < KDIRS; d++)
			free(kb->st[p][d].row);
	}
	for (d = 0; d < KDIRS; d++)
		free(kb->end[d]);
	free(kb->tmp);
	for (p = JUDGE_P1; p <= JUDGE_P2; p++)
		free(kb->c[p].cell);
	free(kb);
}


/* Grows *a from old to n words, the new ones zero. */
static int
grow_words(uint64_t **a, size_t old, size_t n)
{
	uint64_t *p;

	if ((p = realloc(*a, n * sizeof(*p))) == NULL)
		return JUDGE_ENOMEM;
	memset(p + old, 0, (n - old) * sizeof(*p));
	*a = p;
	return JUDGE_OK;
}

/* Makes every row array of kb hold the words of cells cells, and one
 * more: a run down-right may step past the end of a row. */
int
ji_kb_reserve(struct kboard *kb, uint64_t cells)
{
	uint64_t need = WORDS(cells) + 1;
	size_t cap = kb->wcap ? kb->wcap : MIN_CAP, o = kb->wcap;
	int p, d, rc = JUDGE_OK;

	if (need <= kb->wcap)
		return JUDGE_OK;
	if (need > SIZE_MAX / 2 / sizeof(uint64_t) / MAX_PLANES)
		return JUDGE_ENOMEM;
	while (cap < need)
		cap += cap / 2;
	for (p = 0; p < 2; p++) {
		rc |= grow_words(&kb->bits[p][0], o, cap);
		rc |= grow_words(&kb->bits[p][1], o, cap);
		for (d = KV; d <= KA; d++) {
			rc |= grow_words(&kb->plane[p][d], o * kb->nb,
			    cap * kb->nb);
			if (kb->caro)
				rc |= grow_words(&kb->blk[p][d], o, cap);
		}
	}
	for (d = 0; d < KDIRS; d++)
		rc |= grow_words(&kb->end[d], o, cap);
	rc |= grow_words(&kb->tmp, o, cap);
	if (rc != JUDGE_OK)
		return JUDGE_ENOMEM;
	kb->wcap = cap;
	return JUDGE_OK;
}


/* Keeps of c's cells those at offsets lo..hi of the run from (sr, sc)
 * with step (dr, dc); the first run gives them all. */
static int
cands_meet(struct cands *c, uint64_t sr, uint64_t sc, int dr, int dc,
    uint64_t lo, uint64_t hi)
{
	size_t i, n = 0;
	uint64_t a, r, col;
	void *p;

	if (!c->has) {
		if (hi - lo + 1 > c->cap) {
			if ((p = realloc(c->cell, (size_t)(hi - lo + 1) *
			    sizeof(*c->cell))) == NULL)
				return JUDGE_ENOMEM;
			c->cell = p;
			c->cap = (size_t)(hi - lo + 1);
		}
		for (a = lo; a <= hi; a++) {
			c->cell[n][0] = sr + a * (uint64_t)dr;
			c->cell[n++][1] = dc >= 0 ? sc + a * (uint64_t)dc :
			    sc - a;
		}
		c->n = n;
		c->has = 1;
		return JUDGE_OK;
	}
	for (i = 0; i < c->n; i++) {
		r = c->cell[i][0];
		col = c->cell[i][1];
		if (dr == 0)
			a = r == sr && col >= sc ? col - sc : UINT64_MAX;
		else if (dc == 0)
			a = col == sc && r >= sr ? r - sr : UINT64_MAX;
		else if (dc > 0)
			a = r >= sr && col >= sc && r - sr == col - sc ?
			    r - sr : UINT64_MAX;
		else
			a = r >= sr && col <= sc && r - sr == sc - col ?
			    r - sr : UINT64_MAX;
		if (a >= lo && a <= hi)
			c->cell[n++][0] = r, c->cell[n - 1][1] = col;
	}
	c->n = n;
	if (n == 0)
		c->apart = 1;
	return JUDGE_OK;
}

/* A maximal run of player p, length len, ending at (er, ec), step
 * (dr, dc): if it wins, the cells that could have been the last move. */
static int
kb_run(struct kboard *kb, unsigned p, uint64_t len, uint64_t er, uint64_t ec,
    int dr, int dc)
{
	struct cands *c = &kb->c[p];
	uint64_t k = kb->k, sr, sc, lo, hi;

	if (kb->exact[p] ? len != k : len < k)
		return JUDGE_OK;
	sr = er - (len - 1) * (uint64_t)dr;
	sc = dc >= 0 ? ec - (len - 1) * (uint64_t)dc : ec + (len - 1);
	if (!c->has) {
		c->run[0] = sr;
		c->run[1] = sc;
		c->run[2] = er;
		c->run[3] = ec;
	}
	if (c->apart)
		return JUDGE_OK;
	/* Removing the cell at offset a leaves pieces a and len - 1 - a. */
	lo = len > k ? len - k : 0;
	hi = k - 1 < len - 1 ? k - 1 : len - 1;
	if (lo > hi) {
		c->has = c->apart = 1;
		return JUDGE_OK;
	}
	return cands_meet(c, sr, sc, dr, dc, lo, hi);
}

/* The lanes of nb bit-sliced counters equal to v. */
static inline uint64_t
count_eq(const uint64_t *pl, unsigned nb, uint64_t v)
{
	uint64_t m = ~(uint64_t)0;
	unsigned i;

	if (nb < WORD_BITS && v >> nb != 0)
		return 0;
	for (i = 0; i < nb; i++)
		m &= (v >> i & 1) ? pl[i] : ~pl[i];
	return m;
}

/* Where the first row of a run in direction d through (r, c) is kept. */
static uint64_t *
kb_start(struct kboard *kb, unsigned p, int d, uint64_t r, uint64_t c,
    int grow)
{
	struct kstart *s;
	uint64_t i;
	size_t cap;
	void *q;

	if (d == KV)
		s = &kb->st[p - 1][KV], i = c;
	else if (d == KA)
		s = &kb->st[p - 1][KA], i = r + c;
	else if (c >= r)
		s = &kb->st[p - 1][KD], i = c - r;
	else
		s = &kb->st[p - 1][KH], i = r - c - 1;
	if (i >= s->cap) {
		if (!grow || i >= SIZE_MAX / 2 / sizeof(*s->row))
			return NULL;
		cap = s->cap ? s->cap : MIN_CAP;
		while (cap <= i)
			cap += cap / 2;
		if ((q = realloc(s->row, cap * sizeof(*s->row))) == NULL)
			return NULL;
		s->row = q;
		s->cap = cap;
	}
	return &s->row[i];
}

/*
 * Player p's runs in direction d (KV, KD, KA) over row r's nw words:
 * marks in kb->end[d] the cells of row r - 1 whose run ends there (the next
 * cell along d is not p's) at the length that wins, and moves the counters
 * on to row r.  For a player without exact, a run that reaches k here
 * keeps its first row.
 */
static int
kb_dir(struct kboard *kb, unsigned p, int d, uint64_t r, size_t nw,
    unsigned nb)
{
	const uint64_t *cur = kb->bits[p - 1][0], *prv = kb->bits[p - 1][1];
	uint64_t *pl = kb->plane[p - 1][d], *end = kb->end[d], *o, *at;
	uint64_t carry[MAX_PLANES], s[MAX_PLANES], c, next, m, t;
	uint64_t k = kb->k, cap = kb->cap[p];
	size_t i, w;
	unsigned bit;
	int exact = kb->exact[p];

	memset(carry, 0, nb * sizeof(carry[0]));
	for (i = 0; i < nw; i++) {
		w = d == KA ? nw - 1 - i : i;
		o = pl + w * kb->nb;
		c = cur[w];
		/* The next cell along d of each cell of row r - 1. */
		if (d == KV)
			next = c;
		else if (d == KD)
			next = c >> 1 |
			    (w + 1 < nw ? cur[w + 1] << TOP_BIT : 0);
		else
			next = c << 1 | (w > 0 ? cur[w - 1] >> TOP_BIT : 0);
		end[w] |= prv[w] & ~next & count_eq(o, nb, k);
		/* The counters of the cells each cell of row r continues. */
		for (bit = 0; bit < nb; bit++) {
			t = o[bit];
			if (d == KV)
				s[bit] = t;
			else if (d == KD) {
				s[bit] = t << 1 | carry[bit];
				carry[bit] = t >> TOP_BIT;
			} else {
				s[bit] = t >> 1 | carry[bit];
				carry[bit] = t << TOP_BIT;
			}
		}
		if (!exact && (m = c & count_eq(s, nb, k - 1)) != 0)
			for (; m != 0; m &= m - 1) {
				at = kb_start(kb, p, d, r, w * WORD_BITS +
				    ctz64(m), 1);
				if (at == NULL)
					return JUDGE_ENOMEM;
				*at = r - (k - 1);
			}
		/* Plus one, stopping at cap; zero off p's cells. */
		m = ~count_eq(s, nb, cap);
		for (bit = 0; bit < nb; bit++) {
			t = s[bit];
			o[bit] = (t ^ m) & c;
			m &= t;
		}
	}
	return JUDGE_OK;
}

/*
 * Caro, after kb_dir() for player p and direction d: of the runs it
 * marked in kb->end[d] as ending in row r - 1, unmarks those of exactly k
 * (with exact, every one) blocked at both ends, the cell before the first
 * (kb->blk) and the next cell along d (in row r) both the opponent's; the
 * board's edge, a cell past the end of a row and an empty cell do not
 * block.  Then moves kb->blk on to row r: a cell of p is blocked at its
 * start if the cell before it along d is the opponent's, or is p's and
 * blocked at its start.
 */
static void
kb_caro(struct kboard *kb, unsigned p, int d, uint64_t r, size_t nw)
{
	const uint64_t *cur = kb->bits[p - 1][0], *prv = kb->bits[p - 1][1];
	const uint64_t *ocur = kb->bits[2 - p][0], *oprv = kb->bits[2 - p][1];
	uint64_t *blk = kb->blk[p - 1][d], *end = kb->end[d];
	uint64_t onext, t, m, carry = 0;
	size_t i, w;

	for (i = 0; i < nw; i++) {
		w = d == KA ? nw - 1 - i : i;
		/* The opponent's marks next along d of row r - 1's cells. */
		if (d == KV)
			onext = ocur[w];
		else if (d == KD)
			onext = ocur[w] >> 1 |
			    (w + 1 < nw ? ocur[w + 1] << TOP_BIT : 0);
		else
			onext = ocur[w] << 1 |
			    (w > 0 ? ocur[w - 1] >> TOP_BIT : 0);
		/* (without exact, an overline that is blocked still wins) */
		for (m = end[w] & prv[w] & blk[w] & onext; m != 0; m &= m - 1)
			if (kb->exact[p] || kb_len(kb, p, d, r - 1,
			    w * WORD_BITS + ctz64(m)) == kb->k)
				end[w] &= ~((uint64_t)1 << ctz64(m));
		/* The cells of row r - 1 that block what continues them (p's
		 * blocked ones, the opponent's), under row r's cells. */
		t = blk[w] | oprv[w];
		if (d == KD) {
			blk[w] = (t << 1 | carry) & cur[w];
			carry = t >> TOP_BIT;
		} else if (d == KA) {
			blk[w] = (t >> 1 | carry) & cur[w];
			carry = t << TOP_BIT;
		} else
			blk[w] = t & cur[w];
	}
}

/* Whether cell c of a row's masks (i: 0 this row, 1 the previous) is
 * player p's. */
static int
kb_has(const struct kboard *kb, unsigned p, int i, uint64_t c)
{
	return (kb->bits[p - 1][i][c / WORD_BITS] >> c % WORD_BITS & 1) != 0;
}

/* The length of the run along row r ending at column e, in p's mask. */
static uint64_t
row_run(const uint64_t *bits, uint64_t e)
{
	size_t w = (size_t)(e / WORD_BITS);
	uint64_t m = ~bits[w] & (((uint64_t)1 << e % WORD_BITS) - 1);

	while (m == 0 && w > 0)
		m = ~bits[--w];
	if (m == 0)
		return e + 1;
	return e - (w * WORD_BITS + (WORD_BITS - 1 - clz64(m)));
}

/* The length of the run of player p ending at (r, c) in direction d,
 * whose counter says it won: with exact that is k. */
static uint64_t
kb_len(struct kboard *kb, unsigned p, int d, uint64_t r, uint64_t c)
{
	const uint64_t *at;

	if (kb->exact[p] || (at = kb_start(kb, p, d, r, c, 0)) == NULL)
		return kb->k;
	return r - *at + 1;
}

/* Row r's runs of at least k along the row, of the live players, into
 * kb->end[KH]. */
static void
kb_rowends(struct kboard *kb, unsigned live, uint64_t len, size_t nwc)
{
	uint64_t *h = kb->tmp, *end = kb->end[KH], t, s, next;
	const uint64_t *c;
	size_t w, q;
	unsigned p, sh;

	for (p = JUDGE_P1; p <= JUDGE_P2; p++) {
		if (!(live & p) || len < kb->k)
			continue;
		c = kb->bits[p - 1][0];
		memcpy(h, c, nwc * sizeof(*h));
		/* h: the cells ending a run of t, doubling t up to k. */
		for (t = 1; t < kb->k; t += s) {
			s = t < kb->k - t ? t : kb->k - t;
			q = (size_t)(s / WORD_BITS);
			sh = (unsigned)(s % WORD_BITS);
			for (w = nwc; w-- > 0;) {
				uint64_t lo = w >= q ? h[w - q] : 0;
				uint64_t lo2 = w >= q + 1 ? h[w - q - 1] : 0;

				h[w] &= sh == 0 ? lo : lo << sh |
				    lo2 >> (WORD_BITS - sh);
			}
		}
		for (w = 0; w < nwc; w++) {
			next = c[w] >> 1 |
			    (w + 1 < nwc ? c[w + 1] << TOP_BIT : 0);
			end[w] |= h[w] & ~next;
		}
	}
}

/* The player of a cell of a row's masks. */
static unsigned
kb_player(const struct kboard *kb, int i, uint64_t c)
{
	return kb_has(kb, JUDGE_P1, i, c) ? JUDGE_P1 : JUDGE_P2;
}

/* Caro: whether player p's run of len along this row ending at column e
 * has the opponent's marks just beyond both ends.  The row's ends do not
 * block: a cell past the last is empty in the masks (ji_kb_reserve()
 * keeps a word more). */
static int
kb_rowblocked(const struct kboard *kb, unsigned p, uint64_t len, uint64_t e)
{
	unsigned q = JUDGE_P1 + JUDGE_P2 - p;

	return e >= len && kb_has(kb, q, 0, e - len) && kb_has(kb, q, 0, e + 1);
}

/*
 * The end of row r, len cells of it kept: the runs of the current row,
 * and those of the previous row that end because of it, to kb_run() in the
 * order of the first winning run: the row's runs by column, then the
 * previous row's down by column, then by column down-right and down-left.
 */
int
ji_kb_endrow(struct kboard *kb, uint64_t r, uint64_t len)
{
	uint64_t plen = kb->prevlen, m, c, l;
	size_t nwc, nwp, nw, w, i;
	unsigned live = kb_live(kb), nb, p, d;
	uint64_t *t;
	int rc = JUDGE_OK;

	if (!live) {
		kb->prevlen = len;
		return JUDGE_OK;
	}
	if (ji_kb_reserve(kb, len > plen ? len : plen) != JUDGE_OK)
		return JUDGE_ENOMEM;
	nwc = (size_t)WORDS(len);
	nwp = (size_t)WORDS(plen);
	nw = nwc > nwp ? nwc : nwp;
	if (nw > kb->hiw)
		kb->hiw = nw;
	for (p = 0; p < 2; p++)
		for (w = nwc; w < kb->dirty[0]; w++)
			kb->bits[p][0][w] = 0;
	kb->dirty[0] = nwc;
	for (d = 0; d < KDIRS; d++)
		memset(kb->end[d], 0, nw * sizeof(uint64_t));
	kb_rowends(kb, live, len, nwc);
	/* Counters reach at most r + 1. */
	nb = bitlen(r + 1) < kb->nb ? bitlen(r + 1) : kb->nb;
	for (p = JUDGE_P1; p <= JUDGE_P2; p++)
		for (d = KV; d <= KA && (live & p); d++) {
			if (kb_dir(kb, p, (int)d, r, nw, nb) != JUDGE_OK)
				return JUDGE_ENOMEM;
			if (kb->caro)
				kb_caro(kb, p, (int)d, r, nw);
		}
	for (w = 0; w < nwc; w++)
		for (m = kb->end[KH][w]; m != 0; m &= m - 1) {
			c = w * WORD_BITS + ctz64(m);
			p = kb_player(kb, 0, c);
			l = row_run(kb->bits[p - 1][0], c);
			if (!kb->caro || l != kb->k ||
			    !kb_rowblocked(kb, p, l, c))
				rc |= kb_run(kb, p, l, r, c, 0, 1);
		}
	for (w = 0; w < nwp; w++)
		for (m = kb->end[KV][w]; m != 0; m &= m - 1) {
			c = w * WORD_BITS + ctz64(m);
			p = kb_player(kb, 1, c);
			rc |= kb_run(kb, p, kb_len(kb, p, KV, r - 1, c),
			    r - 1, c, 1, 0);
		}
	for (w = 0; w < nwp; w++)
		for (m = kb->end[KD][w] | kb->end[KA][w]; m != 0; m &= m - 1) {
			c = w * WORD_BITS + ctz64(m);
			p = kb_player(kb, 1, c);
			if (kb->end[KD][w] >> c % WORD_BITS & 1)
				rc |= kb_run(kb, p, kb_len(kb, p, KD, r - 1, c),
				    r - 1, c, 1, 1);
			if (kb->end[KA][w] >> c % WORD_BITS & 1)
				rc |= kb_run(kb, p, kb_len(kb, p, KA, r - 1, c),
				    r - 1, c, 1, -1);
		}
	for (p = 0; p < 2; p++) {
		t = kb->bits[p][0];
		kb->bits[p][0] = kb->bits[p][1];
		kb->bits[p][1] = t;
	}
	i = kb->dirty[0];
	kb->dirty[0] = kb->dirty[1];
	kb->dirty[1] = i;
	kb->prevlen = len;
	return rc != JUDGE_OK ? JUDGE_ENOMEM : JUDGE_OK;
}

/* The runs that reach the last row, r, by column: down, down-right,
 * down-left. */
int
ji_kb_lastrow(struct kboard *kb, uint64_t r)
{
	uint64_t m, c, e[3];
	size_t nwp = (size_t)WORDS(kb->prevlen), w;
	unsigned live = kb_live(kb), nb, p;
	int rc = JUDGE_OK, d;

	nb = bitlen(r + 1) < kb->nb ? bitlen(r + 1) : kb->nb;
	for (w = 0; w < nwp && live; w++) {
		for (d = KV; d <= KA; d++) {
			e[d] = 0;
			for (p = JUDGE_P1; p <= JUDGE_P2; p++)
				if (live & p)
					e[d] |= kb->bits[p - 1][1][w] &
					    count_eq(kb->plane[p - 1][d] +
					    w * kb->nb, nb, kb->k);
		}
		for (m = e[KV] | e[KD] | e[KA]; m != 0; m &= m - 1) {
			c = w * WORD_BITS + ctz64(m);
			p = kb_player(kb, 1, c);
			if (e[KV] >> c % WORD_BITS & 1)
				rc |= kb_run(kb, p, kb_len(kb, p, KV, r, c),
				    r, c, 1, 0);
			if (e[KD] >> c % WORD_BITS & 1)
				rc |= kb_run(kb, p, kb_len(kb, p, KD, r, c),
				    r, c, 1, 1);
			if (e[KA] >> c % WORD_BITS & 1)
				rc |= kb_run(kb, p, kb_len(kb, p, KA, r, c),
				    r, c, 1, -1);
		}
	}
	return rc != JUDGE_OK ? JUDGE_ENOMEM : JUDGE_OK;
}
