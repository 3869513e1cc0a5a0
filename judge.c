/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * judge.c - the board judge and the game judge of ttt, and the rules of
 * both (judge.h; what the library's files share is in judgeint.h).
 *
 * It owns struct judge_board (the board judge, top half: full lines and
 * the 3 x 3 memos here, K in a row by kboard.c's engine, which it calls
 * through ji_kb_*(), kb_room(), kb_put() and kb_live()) and struct
 * judge_game (the game judge, bottom half: its four representations, the
 * rules of legal play, the win, caro's blocked runs and renju's fouls),
 * each under its banner.  Its only file-scope objects are the tables errstr[], celltab[]
 * and dirs[], all const.  The solver (solve.c) calls the game judge's
 * ji_game_*() and ji_board_cell(), last under their own banner; judge.c
 * calls nothing of solve.c.
 */
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "judge.h"
#include "judgeint.h"

#define NOCELL3		0x8000u	/* above 9 cells' sum: no board */
/* rows[i] of struct judge_board: the length of row i, and the AND of its
 * cell bits (whether all its cells are X, O) at ROW_AND_SHIFT. */
#define ROW_AND_SHIFT	62
#define ROW_LEN_MASK	(((uint64_t)1 << ROW_AND_SHIFT) - 1)
/* A byte of flag[]: the AND over a column in FCOL, over an anti-diagonal
 * in FANTI. */
#define FCOL		(CX | CO)
#define FANTI_SHIFT	2
#define FANTI		(FCOL << FANTI_SHIFT)

struct judge_board {
	enum judge_player first;
	int anycount;		/* the counts are not checked (a problem) */
	uint64_t nrows;		/* rows ended */
	uint64_t rowlen;	/* cells in the current row so far */
	int inrow;		/* cells were fed to a row not yet ended */
	unsigned diag;		/* AND over the cells (i, i) */
	uint64_t x, o;
	uint64_t rowx, rowo;	/* x and o when the current row began */
	/* flag[j]: the AND over column j (j < collive) and over
	 * anti-diagonal i + j = j (j < antihi) */
	unsigned char *flag;
	size_t cap;		/* of flag, and LANES bytes more */
	uint64_t collive;	/* columns j < collive may still be full */
	uint64_t antihi;	/* anti-diagonals s < antihi may be full */
	uint64_t color, antior;	/* this row: the OR of the flags it left */
	uint64_t *rows;		/* per row: length, and its AND (above) */
	size_t rowscap;
	int bad;		/* a bad byte was seen */
	uint64_t badrow, badcol;
	unsigned char badbyte;
	/* The rules: a fixed shape (0 x 0: N = rows), and K in a row. */
	uint64_t fixrows, fixcols;
	struct kboard *kb;	/* K in a row, or NULL for full lines */
	/* judge_board3(): the verdict + 1 of each 3 x 3 board seen valid
	 * under these rules, by its cells in base 3; 0 if not known yet */
	unsigned char memo3[MEMO3];
	/* the why of each 3 x 3 board seen Invalid, and with
	 * judge_board3_why() of each one seen, packed (why3_put()); 0 if
	 * not known yet; allocated when first needed */
	struct whys *why3;
	/* and each byte's cell as the digit i of that number (cell3[i]): 0
	 * empty, 1 X or 2 O times 3^i, or NOCELL3 for no cell */
	uint16_t cell3[CELLS3][256];
};

/* The memo of 3 x 3 boards' whys: packed, by board (why3_put(), 0 if not
 * known), and the latest of them unpacked, by a hash of the packed word
 * (few boards differ in why: 189 kinds of 3^9 boards under full lines). */
#define WHY3_HOT_BITS	8
/* judge_board3_kind(): the kinds of why numbered, from 1 (below
 * JUDGE_KINDS3), found by a hash of their packed word in a table of
 * KIND3_SLOTS; each board's kind, its number << KIND3_V, and its verdict
 * in the bits below, in a table of 3^9 half-words (0: not known) */
#define KIND3_BITS	14
#define KIND3_SLOTS	(1u << KIND3_BITS)
#define KIND3_V		3
struct whys {
	uint64_t packed[MEMO3];
	struct {
		uint64_t key;	/* the packed why, or 0 */
		struct judge_why w;
	} hot[1u << WHY3_HOT_BITS];
	uint16_t kind[MEMO3];
	uint16_t kslot[KIND3_SLOTS];	/* a kind's number, or 0 */
	uint64_t kinds[JUDGE_KINDS3];	/* each number's packed why */
	unsigned nkinds;		/* numbers given */
};
_Static_assert(JUDGE_KINDS3 << KIND3_V <= 65536 && JUDGE_KINDS3 <
    KIND3_SLOTS && JUDGE_INVALID < 1u << KIND3_V, "kinds fit a half-word");

static void	cell3_init(struct judge_board *);

static const char *const errstr[] = {
	"ok",
	"out of memory",
	"bad cell",
	"row longer than the board",
	"X and O counts differ by more than one",
	"the counts contradict the first player",
	"both X and O have a full line",
	"a move was made after the win",
	"the winner's full lines share no cell",
	"row is off the board",
	"column is off the board",
	"player must be 1 or 2",
	"the game is already won",
	"a player moved twice in a row",
	"the wrong player moved first",
	"the cell is taken",
	"the board has the wrong number of rows",
	"no such rule, or renju not won by five"
};

const char *
judge_strerror(int code)
{
	if (code > 0 || -code >= (int)(sizeof(errstr) / sizeof(errstr[0])))
		return "unknown error";
	return errstr[-code];
}

/* ---- Board judge ---- */

static void
board_clear(struct judge_board *b)
{
	b->nrows = 0;
	b->rowlen = 0;
	b->inrow = 0;
	b->diag = CX | CO;
	b->x = b->o = b->rowx = b->rowo = 0;
	b->collive = UINT64_MAX;
	b->antihi = UINT64_MAX;
	b->color = b->antior = 0;
	b->bad = 0;
	if (b->kb != NULL)
		ji_kb_clear(b->kb);
}

struct judge_board *
judge_board_new(enum judge_player first)
{
	struct judge_board *b;

	if ((b = calloc(1, sizeof(*b))) == NULL)
		return NULL;
	b->first = first;
	cell3_init(b);
	board_clear(b);
	return b;
}

void
judge_board_any_counts(struct judge_board *b, int any)
{
	if (b->anycount == (any != 0))
		return;
	b->anycount = any != 0;
	/* the 3 x 3 memos are of the other setting */
	memset(b->memo3, 0, sizeof(b->memo3));
	if (b->why3 != NULL)
		memset(b->why3, 0, sizeof(*b->why3));
}

void
judge_board_free(struct judge_board *b)
{
	if (b == NULL)
		return;
	free(b->flag);
	ji_kb_free(b->kb);
	free(b->rows);
	free(b->why3);
	free(b);
}

/*
 * The cell syntax, byte by byte: each byte's cell bits (a player's bit is
 * its number, JUDGE_P1 or JUDGE_P2), and CELL for a byte that is a cell at
 * all.  read_piece() reads the same syntax a word at a time.
 */
#define CELL	4u
#define CXO	(CX | CO)
static const unsigned char celltab[256] = {
	[' '] = CELL, ['.'] = CELL,
	['X'] = CELL | CX, ['x'] = CELL | CX,
	['O'] = CELL | CO, ['o'] = CELL | CO
};

/* The player of a byte of the cell syntax (0 for an empty cell), or -1
 * for a byte that is no cell: the solver's judge_solve_cells(). */
int
ji_board_cell(unsigned char byte)
{
	return celltab[byte] & CELL ? (int)(celltab[byte] & CXO) : -1;
}

/* b->cell3[] from celltab[]. */
static void
cell3_init(struct judge_board *b)
{
	unsigned i, ch, pow3;

	for (i = 0, pow3 = 1; i < CELLS3; i++, pow3 *= 3)
		for (ch = 0; ch < 256; ch++)
			b->cell3[i][ch] = (uint16_t)(celltab[ch] & CELL ?
			    (celltab[ch] & CXO) * pow3 : NOCELL3);
}

/* The SWAR reader's lanes (LANES, ONES: judgeint.h): a lane's bits. */
#define HIGHS		(ONES << (CHAR_BIT - 1))	/* a lane's top bit */
#define LOWS7		(HIGHS - ONES)		/* each lane's other bits */
#define CASE_BIT	0x20u	/* 'X' | CASE_BIT is 'x', 'O' | CASE_BIT 'o' */
#define NIBBLE		4	/* bits of a count in a lane: X low, O high */
#define NIBBLE_MAX	15u	/* words a lane's counts can take */

static inline uint64_t
load8(const unsigned char *p)
{
	uint64_t w;

	memcpy(&w, p, LANES);
	return w;
}

static inline void
store8(unsigned char *p, uint64_t w)
{
	memcpy(p, &w, LANES);
}

/* All bits set in the first n lanes (in memory order) of a word, n at
 * most LANES. */
static inline uint64_t
first_lanes(uint64_t n)
{
	if (n >= LANES)
		return ~(uint64_t)0;
	return little_endian() ? ((uint64_t)1 << CHAR_BIT * n) - 1 :
	    ~(~(uint64_t)0 >> CHAR_BIT * n);
}

/* The n < LANES bytes at p as a word, the other lanes empty cells; read
 * in pieces of 4, 2 and 1 bytes, lane i first at bits CHAR_BIT * i. */
static inline uint64_t
load_tail(const unsigned char *p, size_t n)
{
	uint64_t w = 0;
	size_t i, q = 0;

	if (n & 4)
		for (q = 4, i = 0; i < 4; i++)
			w |= (uint64_t)p[i] << CHAR_BIT * i;
	if (n & 2) {
		for (i = q; i < q + 2; i++)
			w |= (uint64_t)p[i] << CHAR_BIT * i;
		q += 2;
	}
	if (n & 1)
		w |= (uint64_t)p[q] << CHAR_BIT * q;
	if (!little_endian())
		w = bswap64(w);
	return w | (ONES * ' ' & ~first_lanes(n));
}

/* The top bit of each lane of t that is zero, 0 in the others. */
static inline uint64_t
zbytes(uint64_t t)
{
	return ~(((t & LOWS7) + LOWS7) | t | LOWS7);
}

static void
bad_byte(struct judge_board *b, uint64_t col, unsigned char byte)
{
	b->bad = 1;
	b->badrow = b->nrows;
	b->badcol = col;
	b->badbyte = byte;
}

/* What read_piece() adds up over the words of a piece. */
struct sums {
	uint64_t cell;		/* AND: a lane's top bit kept if every
				 * word had a cell there */
	uint64_t cnt;		/* X and O counts, a NIBBLE each a lane */
	uint64_t x, o;		/* and those already summed */
	unsigned words;		/* words in cnt */
};

/* The counts of cnt into x and o: the sum of the LANES counts in one
 * nibble a lane, each at most NIBBLE_MAX, fits in a byte. */
static inline void
sum_flush(struct sums *s)
{
	const uint64_t nib = ONES * NIBBLE_MAX;

	s->x += (s->cnt & nib) * ONES >> (WORD_BITS - CHAR_BIT);
	s->o += (s->cnt >> NIBBLE & nib) * ONES >> (WORD_BITS - CHAR_BIT);
	s->cnt = 0;
	s->words = 0;
}

/* One word of cells; returns its cell bits, one a lane. */
static inline uint64_t
sum_word(struct sums *s, uint64_t w)
{
	uint64_t l = w | ONES * CASE_BIT, zx, zo;

	zx = zbytes(l ^ ONES * 'x');
	zo = zbytes(l ^ ONES * 'o');
	s->cell &= zx | zo | zbytes(w ^ ONES * ' ') | zbytes(w ^ ONES * '.');
	s->cnt += zx >> (CHAR_BIT - 1) | zo >> (CHAR_BIT - 1 - NIBBLE);
	if (++s->words == NIBBLE_MAX)
		sum_flush(s);
	return zx >> (CHAR_BIT - 1) | zo >> (CHAR_BIT - 2);
}

/* What read_piece() does with the cells of a word at column c of row r:
 * the flags of columns and anti-diagonals of the first cend and aend
 * lanes, and the K judge's masks from the first kend. */
struct live {
	unsigned char *flag;
	struct kboard *kb;
	uint64_t r, fcol, fanti;	/* fcol, fanti: the OR of the flags */
};

static inline void
live_word(struct live *lv, uint64_t c, uint64_t v, uint64_t cend,
    uint64_t aend, uint64_t kend)
{
	uint64_t m, t;

	if (cend > 0) {
		m = first_lanes(cend);
		t = load8(lv->flag + c) & (v | ~m | ONES * FANTI);
		store8(lv->flag + c, t);
		lv->fcol |= t & m;
	}
	if (aend > 0) {
		m = first_lanes(aend);
		t = load8(lv->flag + lv->r + c) &
		    (v << FANTI_SHIFT | ~m | ONES * FCOL);
		store8(lv->flag + lv->r + c, t);
		lv->fanti |= t & m;
	}
	if (kend > 0)
		kb_put(lv->kb, c, v & first_lanes(kend));
}

/* How many of the indices below end are at least j. */
#define AHEAD(end, j)	((end) > (j) ? (end) - (j) : 0)

/*
 * The one row reader: cells p[0, len) of row r from column c0, a word at a
 * time, the last word padded with empty cells.  It counts the marks,
 * records the first bad byte, ANDs the cells into the flags of the
 * columns (flag[c]) and anti-diagonals (flag[r + c]) that may still be
 * full, and packs the first kend <= len cells into the K judge's masks.
 * On row 0 the flags of a column and of its anti-diagonal are one byte,
 * set to all ones before.  Past the last of those (live) only the sums.
 */
static void
read_piece(struct judge_board *b, const unsigned char *p, size_t len,
    uint64_t c0, uint64_t kend)
{
	struct sums s = { HIGHS, 0, 0, 0, 0 };
	struct live lv = { b->flag, b->kb, b->nrows, 0, 0 };
	uint64_t cend = 0, aend = 0, live, v;
	size_t j;

	/* the lanes past len are no cells of this piece: a later piece of
	 * the row may hold those columns */
	if (b->kb == NULL) {
		kend = 0;	/* (the callers' too: no K judge, no masks) */
		cend = AHEAD(b->collive, c0);
		aend = AHEAD(b->antihi, lv.r + c0);
		cend = cend < len ? cend : len;
		aend = aend < len ? aend : len;
	}
	live = cend > aend ? cend : aend;
	if (kend > live)
		live = kend;
	for (j = 0; j + LANES <= len && j < live; j += LANES) {
		v = sum_word(&s, load8(p + j));
		live_word(&lv, c0 + j, v, AHEAD(cend, j), AHEAD(aend, j),
		    AHEAD(kend, j));
	}
	for (; j + LANES <= len; j += LANES)
		sum_word(&s, load8(p + j));
	if (j < len) {
		v = sum_word(&s, load_tail(p + j, len - j));
		live_word(&lv, c0 + j, v, AHEAD(cend, j), AHEAD(aend, j),
		    AHEAD(kend, j));
	}
	b->color |= lv.fcol & ONES * FCOL;
	b->antior |= lv.fanti & ONES * FANTI;
	sum_flush(&s);
	b->x += s.x;
	b->o += s.o;
	if (s.cell != HIGHS && !b->bad) {
		for (j = 0; celltab[p[j]] & CELL; j++)
			;
		bad_byte(b, c0 + j, p[j]);
	}
}

/* Makes flag hold at least need bytes, and LANES more for a word read
 * from its last byte; the new bytes are zero. */
static int
board_reserve(struct judge_board *b, uint64_t need)
{
	size_t cap;
	unsigned char *p;

	if (need <= b->cap && b->flag != NULL)
		return JUDGE_OK;
	if (need > SIZE_MAX / 2)
		return JUDGE_ENOMEM;
	cap = b->cap ? b->cap : MIN_CAP;
	while (cap < need)
		cap += cap / 2;
	if ((p = realloc(b->flag, cap + LANES)) == NULL)
		return JUDGE_ENOMEM;
	memset(p + b->cap, 0, cap + LANES - b->cap);
	b->flag = p;
	b->cap = cap;
	return JUDGE_OK;
}

int
judge_board_cells(struct judge_board *b, const char *cells, size_t len)
{
	const unsigned char *p = (const unsigned char *)cells;
	uint64_t c0 = b->rowlen, r = b->nrows, keep = 0;

	b->inrow = 1;
	if (c0 > UINT64_MAX - len)
		return JUDGE_ENOMEM;
	if (b->kb != NULL) {
		/* A fixed width bounds the columns kept (a longer row is
		 * Invalid anyway: its length is in rows[]); none are once
		 * the runs cannot change the verdict. */
		keep = len;
		if (b->fixcols != 0)
			keep = c0 >= b->fixcols ? 0 : b->fixcols - c0 < len ?
			    b->fixcols - c0 : len;
		if (kb_live(b->kb) == 0)
			keep = 0;
		if (keep > 0 && kb_room(b->kb, c0, (size_t)keep) != JUDGE_OK)
			return JUDGE_ENOMEM;
	} else {
		if (r == 0) {
			if (board_reserve(b, c0 + len) != JUDGE_OK)
				return JUDGE_ENOMEM;
			memset(b->flag + c0, FCOL | FANTI, len);
		}
		if (r >= c0 && r - c0 < len)
			b->diag &= celltab[p[r - c0]] & CXO;
	}
	read_piece(b, p, len, c0, keep);
	b->rowlen += len;
	return JUDGE_OK;
}

int
judge_board_endrow(struct judge_board *b)
{
	uint64_t *p;
	unsigned and;
	size_t cap;

	if (b->nrows == b->rowscap) {
		if (b->rowscap > SIZE_MAX / 2 / sizeof(*p))
			return JUDGE_ENOMEM;
		cap = b->rowscap ? b->rowscap * 2 : MIN_CAP;
		if ((p = realloc(b->rows, cap * sizeof(*p))) == NULL)
			return JUDGE_ENOMEM;
		b->rows = p;
		b->rowscap = cap;
	}
	/* (of a row longer than a fixed width only the cells kept: it is
	 * Invalid anyway) */
	if (b->kb != NULL && ji_kb_endrow(b->kb, b->nrows, b->fixcols != 0 &&
	    b->rowlen > b->fixcols ? b->fixcols : b->rowlen) != JUDGE_OK)
		return JUDGE_ENOMEM;
	/* all X or all O: as many marks as cells, and at least one */
	and = (unsigned)(b->x - b->rowx == b->rowlen) * CX |
	    (unsigned)(b->o - b->rowo == b->rowlen) * CO;
	if (b->rowlen == 0)
		and = 0;
	if (b->rowlen <= b->nrows)
		b->diag = 0;
	b->rows[b->nrows] = b->rowlen | (uint64_t)and << ROW_AND_SHIFT;
	if (b->rowlen < b->collive)
		b->collive = b->rowlen;
	if (b->nrows + b->rowlen < b->antihi)
		b->antihi = b->nrows + b->rowlen;
	/*
	 * The row ANDed every flag still live (columns below collive,
	 * anti-diagonals from this row's index to antihi): when it left none
	 * set, none of them can be full and later rows skip them.
	 */
	if (b->color == 0)
		b->collive = 0;
	if (b->antior == 0 && b->antihi > b->nrows)
		b->antihi = b->nrows;
	b->color = b->antior = 0;
	b->nrows++;
	b->rowlen = 0;
	b->rowx = b->x;
	b->rowo = b->o;
	b->inrow = 0;
	return JUDGE_OK;
}

int
judge_board_row(struct judge_board *b, const char *row, size_t len)
{
	int rc;

	if ((rc = judge_board_cells(b, row, len)) != JUDGE_OK)
		return rc;
	return judge_board_endrow(b);
}

uint64_t
judge_board_rows(const struct judge_board *b)
{
	return b->nrows;
}

/* The full lines of one player. */
struct full {
	uint64_t nrow, row;	/* how many full rows; the last one */
	uint64_t ncol, col;
	int diag, anti;
};

/* The full lines of the player whose cell bit is bit. */
static void
full_lines(const struct judge_board *b, unsigned bit, struct full *f)
{
	uint64_t n = b->nrows, i;

	memset(f, 0, sizeof(*f));
	for (i = 0; i < n; i++)
		if ((b->rows[i] & ROW_LEN_MASK) == n &&
		    (b->rows[i] >> ROW_AND_SHIFT) & bit) {
			f->nrow++;
			f->row = i;
		}
	for (i = 0; i < b->collive && i < n; i++)
		if (b->flag[i] & bit) {
			f->ncol++;
			f->col = i;
		}
	f->diag = (b->diag & bit) != 0;
	f->anti = n - 1 < b->antihi &&
	    (b->flag[n - 1] & bit << FANTI_SHIFT) != 0;
}

/* Whether all of f's lines on an n x n board pass through one cell. */
static int
share_cell(const struct full *f, uint64_t n)
{
	uint64_t r, c;

	if (f->nrow > 1 || f->ncol > 1)
		return 0;
	if (f->nrow && f->ncol) {
		r = f->row;
		c = f->col;
		return (!f->diag || r == c) && (!f->anti || r + c == n - 1);
	}
	if (f->nrow || f->ncol) {
		r = f->nrow ? f->row : f->col;
		return !(f->diag && f->anti) || r == n - 1 - r;
	}
	return !(f->diag && f->anti) || n % 2 == 1;
}

/*
 * The rules of legal play, for full lines and K in a row alike, over what
 * the judge found on the board of b->nrows rows of cols cells (at least
 * one row): wins[p] whether player p has a full line (a winning run),
 * apart[p] whether those share no cell that could have been the last
 * move.  Counts first, as they are the plainer reason; a winner moved
 * last.
 */
static enum judge_verdict
board_rules(const struct judge_board *b, const int wins[3],
    const int apart[3], uint64_t cols, struct judge_why *why)
{
	uint64_t x = b->x, o = b->o, n = b->nrows, mine, other;
	int first = b->first, both = wins[JUDGE_P1] && wins[JUDGE_P2], w;

	w = both ? 0 : wins[JUDGE_P1] ? JUDGE_P1 :
	    wins[JUDGE_P2] ? JUDGE_P2 : 0;
	/* a composed position (anycount): any counts, either to move */
	if (!b->anycount && (x > o ? x - o : o - x) > 1) {
		why->code = JUDGE_ECOUNT;
		return JUDGE_INVALID;
	}
	if (!b->anycount && ((first == JUDGE_P1 && o > x) ||
	    (first == JUDGE_P2 && x > o))) {
		why->code = JUDGE_EFIRST;
		why->winner = first;
		return JUDGE_INVALID;
	}
	if (both) {
		why->code = JUDGE_EBOTH;
		return JUDGE_INVALID;
	}
	if (w != 0) {
		mine = w == JUDGE_P1 ? x : o;
		other = w == JUDGE_P1 ? o : x;
		why->winner = w;
		if (!b->anycount && (mine < other || (first == w &&
		    mine == other) || (first != JUDGE_EITHER && first != w &&
		    mine != other)))
			why->code = JUDGE_EAFTER;
		else if (apart[w])
			why->code = JUDGE_EAPART;
		else
			return w == JUDGE_P1 ? JUDGE_X : JUDGE_O;
		return JUDGE_INVALID;
	}
	/* x + o == n * cols, without overflow */
	if ((x + o) % n == 0 && (x + o) / n == cols)
		return JUDGE_DRAW;
	return JUDGE_PENDING;
}

/* Fills why and returns the verdict; b is not yet cleared. */
static enum judge_verdict
board_verdict(struct judge_board *b, struct judge_why *why)
{
	uint64_t n = b->nrows, cols = b->fixcols ? b->fixcols : n, i;
	struct full f[3];
	int wins[3] = { 0 }, apart[3] = { 0 };
	enum judge_verdict v;
	unsigned p;

	why->n = n;
	why->x = b->x;
	why->o = b->o;
	if (b->bad) {
		why->code = JUDGE_EBADCELL;
		why->row = b->badrow;
		why->col = b->badcol;
		why->byte = b->badbyte;
		return JUDGE_INVALID;
	}
	if (b->fixrows != 0 && n != b->fixrows) {
		why->code = JUDGE_ESHAPE;
		why->row = n;
		return JUDGE_INVALID;
	}
	/* A fixed shape of full lines is square: cols is n. */
	why->n = cols;
	for (i = 0; i < n; i++)
		if ((b->rows[i] & ROW_LEN_MASK) > cols) {
			why->code = JUDGE_ELONGROW;
			why->row = i;
			return JUDGE_INVALID;
		}
	if (n == 0)
		return JUDGE_PENDING;
	if (b->kb != NULL && ji_kb_lastrow(b->kb, b->nrows - 1) != JUDGE_OK) {
		why->code = JUDGE_ENOMEM;
		return JUDGE_INVALID;
	}
	for (p = JUDGE_P1; p <= JUDGE_P2; p++)
		if (b->kb != NULL) {
			wins[p] = b->kb->c[p].has;
			apart[p] = b->kb->c[p].apart;
		} else {
			full_lines(b, p, &f[p]);
			wins[p] = f[p].nrow || f[p].ncol || f[p].diag ||
			    f[p].anti;
			apart[p] = !share_cell(&f[p], n);
		}
	v = board_rules(b, wins, apart, cols, why);
	if (v != JUDGE_X && v != JUDGE_O)
		return v;
	p = v == JUDGE_X ? JUDGE_P1 : JUDGE_P2;
	if (b->kb != NULL) {
		why->lines = JUDGE_LRUN;
		memcpy(why->run, b->kb->c[p].run, sizeof(why->run));
	} else {
		why->lines = (f[p].nrow ? JUDGE_LROW : 0) |
		    (f[p].ncol ? JUDGE_LCOL : 0) |
		    (f[p].diag ? JUDGE_LDIAG : 0) |
		    (f[p].anti ? JUDGE_LANTI : 0);
		why->lrow = f[p].row;
		why->lcol = f[p].col;
	}
	return v;
}

enum judge_verdict
judge_board_end(struct judge_board *b, struct judge_why *why)
{
	struct judge_why local;
	enum judge_verdict v;

	if (why == NULL)
		why = &local;
	memset(why, 0, sizeof(*why));
	if (b->inrow && judge_board_endrow(b) != JUDGE_OK) {
		why->code = JUDGE_ENOMEM;
		board_clear(b);
		return JUDGE_INVALID;
	}
	v = board_verdict(b, why);
	board_clear(b);
	return v;
}

/*
 * judge_board3()'s memo of whys: a 3 x 3 board's verdict v and why in a
 * word, each field in a few bits (W3_*), bit 63 set (0 is "not known"):
 * n is 3 or the fixed shape's width, any other field at most 2 (a row, a
 * column, a cell of a run), 9 (a count) or 31 (lines, an error's number).
 * A why with a field out of those bounds (a fixed shape wider than 3) is
 * not remembered: 0.
 */
enum {
	W3_V = 0, W3_CODE = 3, W3_NFIX = 8, W3_LINES = 9, W3_WINNER = 14,
	W3_X = 16, W3_O = 20, W3_ROW = 24, W3_COL = 26, W3_LROW = 28,
	W3_LCOL = 30, W3_RUN = 32, W3_END = 40	/* the run: 2 bits a cell */
};
#define W3_GET(m, at, bits)	((m) >> (at) & ((UINT64_C(1) << (bits)) - 1))

/* v placed at bit at of *m if it fits in bits bits; else *m is 0. */
static void
w3_put(uint64_t *m, uint64_t v, unsigned at, unsigned bits)
{
	if (v >> bits != 0)
		*m = 0;
	else if (*m != 0)
		*m |= v << at;
}

static uint64_t
why3_put(const struct judge_board *b, enum judge_verdict v,
    const struct judge_why *w)
{
	uint64_t m = (uint64_t)1 << 63;
	unsigned i;

	if (w->code > 0 || w->code == JUDGE_ENOMEM || w->byte != 0 ||
	    (w->n != 3 && w->n != b->fixcols))
		return 0;
	w3_put(&m, (uint64_t)v, W3_V, W3_CODE - W3_V);
	w3_put(&m, (uint64_t)-(int64_t)w->code, W3_CODE, W3_NFIX - W3_CODE);
	w3_put(&m, w->n != 3, W3_NFIX, W3_LINES - W3_NFIX);
	w3_put(&m, w->lines, W3_LINES, W3_WINNER - W3_LINES);
	w3_put(&m, (uint64_t)w->winner, W3_WINNER, W3_X - W3_WINNER);
	w3_put(&m, w->x, W3_X, W3_O - W3_X);
	w3_put(&m, w->o, W3_O, W3_ROW - W3_O);
	w3_put(&m, w->row, W3_ROW, W3_COL - W3_ROW);
	w3_put(&m, w->col, W3_COL, W3_LROW - W3_COL);
	w3_put(&m, w->lrow, W3_LROW, W3_LCOL - W3_LROW);
	w3_put(&m, w->lcol, W3_LCOL, W3_RUN - W3_LCOL);
	for (i = 0; i < 4; i++)
		w3_put(&m, w->run[i], W3_RUN + 2 * i, 2);
	return m;
}

static enum judge_verdict
why3_get(const struct judge_board *b, uint64_t m, struct judge_why *w)
{
	unsigned i;

	memset(w, 0, sizeof(*w));
	w->code = -(int)W3_GET(m, W3_CODE, W3_NFIX - W3_CODE);
	w->n = W3_GET(m, W3_NFIX, 1) ? b->fixcols : 3;
	w->lines = (unsigned)W3_GET(m, W3_LINES, W3_WINNER - W3_LINES);
	w->winner = (enum judge_player)W3_GET(m, W3_WINNER, W3_X - W3_WINNER);
	w->x = W3_GET(m, W3_X, W3_O - W3_X);
	w->o = W3_GET(m, W3_O, W3_ROW - W3_O);
	w->row = W3_GET(m, W3_ROW, W3_COL - W3_ROW);
	w->col = W3_GET(m, W3_COL, W3_LROW - W3_COL);
	w->lrow = W3_GET(m, W3_LROW, W3_LCOL - W3_LROW);
	w->lcol = W3_GET(m, W3_LCOL, W3_RUN - W3_LCOL);
	for (i = 0; i < 4; i++)
		w->run[i] = W3_GET(m, W3_RUN + 2 * i, 2);
	return (enum judge_verdict)W3_GET(m, W3_V, W3_CODE - W3_V);
}

/* why3_get() of the packed why m, from the unpacked ones kept if it is
 * there. */
static enum judge_verdict
why3_hot(struct judge_board *b, uint64_t m, struct judge_why *w)
{
	size_t h = (size_t)((m * GOLDEN64) >>
	    (64 - WHY3_HOT_BITS));

	if (b->why3->hot[h].key != m) {
		(void)why3_get(b, m, &b->why3->hot[h].w);
		b->why3->hot[h].key = m;
	}
	*w = b->why3->hot[h].w;
	return (enum judge_verdict)W3_GET(m, W3_V, W3_CODE - W3_V);
}

/* judge_board3() of a board not remembered yet: judged row by row, and
 * remembered at idx, its verdict if valid, its why if Invalid or if the
 * whys are kept (out of line, so that a remembered board's call saves no
 * registers).  why is not NULL. */
static NOINLINE int
board3_first(struct judge_board *b, const char *row0, const char *row1,
    const char *row2, unsigned idx, struct judge_why *why)
{
	enum judge_verdict v;

	if (judge_board_row(b, row0, 3) != JUDGE_OK ||
	    judge_board_row(b, row1, 3) != JUDGE_OK ||
	    judge_board_row(b, row2, 3) != JUDGE_OK) {
		board_clear(b);
		if (why != NULL) {
			memset(why, 0, sizeof(*why));
			why->code = JUDGE_ENOMEM;
		}
		return JUDGE_INVALID;
	}
	v = judge_board_end(b, why);
	if (v != JUDGE_INVALID)
		b->memo3[idx] = (unsigned char)(v + 1);
	/* (without the table, the board is judged again next time) */
	if (b->why3 == NULL && v == JUDGE_INVALID)
		b->why3 = calloc(1, sizeof(*b->why3));
	if (b->why3 != NULL)
		b->why3->packed[idx] = why3_put(b, v, why);
	return (int)v;
}

/* judge_board3() of a board whose verdict is not remembered: its why,
 * if it is, else board3_first(). */
static NOINLINE int
board3_known(struct judge_board *b, const char *row0, const char *row1,
    const char *row2, unsigned idx, struct judge_why *why)
{
	struct judge_why local;

	if (b->why3 != NULL && b->why3->packed[idx] != 0)
		return why != NULL ? (int)why3_hot(b, b->why3->packed[idx], why) :
		    (int)W3_GET(b->why3->packed[idx], W3_V, W3_CODE - W3_V);
	return board3_first(b, row0, row1, row2, idx,
	    why != NULL ? why : &local);
}

/* A 3 x 3 board's cells in base 3, or at least NOCELL3 (a byte that is
 * no cell). */
static inline unsigned
board3_index(const struct judge_board *b, const char *row0,
    const char *row1, const char *row2)
{
	const unsigned char *p0 = (const unsigned char *)row0;
	const unsigned char *p1 = (const unsigned char *)row1;
	const unsigned char *p2 = (const unsigned char *)row2;
	const uint16_t (*t)[256] = b->cell3;

	return (unsigned)t[0][p0[0]] + t[1][p0[1]] + t[2][p0[2]] +
	    t[3][p1[0]] + t[4][p1[1]] + t[5][p1[2]] +
	    t[6][p2[0]] + t[7][p2[1]] + t[8][p2[2]];
}

/* The common start of the judge_board3 calls: the board's index, or
 * MEMO3 if it cannot be judged whole (a board under way, a byte that is
 * no cell, or with whys no memory for their table: then row by row). */
static inline unsigned
board3_slot(struct judge_board *b, const char *row0, const char *row1,
    const char *row2, int whys)
{
	if (b->nrows != 0 || b->inrow)
		return MEMO3;
	if (whys && b->why3 == NULL &&
	    (b->why3 = calloc(1, sizeof(*b->why3))) == NULL)
		return MEMO3;
	return board3_index(b, row0, row1, row2);
}

int
judge_board3(struct judge_board *b, const char *row0, const char *row1,
    const char *row2, struct judge_why *why)
{
	unsigned idx = board3_slot(b, row0, row1, row2, 0);

	if (idx >= MEMO3)
		return -1;
	if (b->memo3[idx] != 0)
		return b->memo3[idx] - 1;
	return board3_known(b, row0, row1, row2, idx, why);
}

int
judge_board3_at(struct judge_board *b, const char *row0, const char *row1,
    const char *row2, unsigned *index)
{
	unsigned idx = board3_slot(b, row0, row1, row2, 0);

	if (idx >= MEMO3)
		return -1;
	*index = idx;
	if (b->memo3[idx] != 0)
		return b->memo3[idx] - 1;
	return board3_known(b, row0, row1, row2, idx, NULL);
}

int
judge_board3_why(struct judge_board *b, const char *row0, const char *row1,
    const char *row2, struct judge_why *why)
{
	unsigned idx = board3_slot(b, row0, row1, row2, 1);

	if (idx >= MEMO3)
		return -1;
	return board3_known(b, row0, row1, row2, idx, why);
}

/* The number of the packed why m among the kinds (why3_kind()): found,
 * or given now; 0 when every number is given. */
static unsigned
why3_number(struct whys *t, uint64_t m)
{
	size_t h = (size_t)((m * GOLDEN64) >>
	    (64 - KIND3_BITS));
	unsigned i;

	while ((i = t->kslot[h]) != 0) {
		if (t->kinds[i] == m)
			return i;
		h = (h + 1) & (KIND3_SLOTS - 1);
	}
	if (t->nkinds == JUDGE_KINDS3 - 1)
		return 0;
	i = ++t->nkinds;
	t->kinds[i] = m;
	t->kslot[h] = (uint16_t)i;
	return i;
}

/* judge_board3_kind() of a board whose kind is not known yet: its packed
 * why, judged if need be, numbered and remembered at idx (out of line,
 * as board3_first()). */
static NOINLINE int
board3_kind(struct judge_board *b, const char *row0, const char *row1,
    const char *row2, unsigned idx, uint64_t *kind)
{
	struct judge_why why;
	uint64_t m = b->why3->packed[idx];
	unsigned n;
	int v;

	if (m == 0) {
		v = board3_first(b, row0, row1, row2, idx, &why);
		m = b->why3->packed[idx];
	} else
		v = (int)W3_GET(m, W3_V, W3_CODE - W3_V);
	*kind = 0;
	if (m != 0 && (n = why3_number(b->why3, m)) != 0) {
		b->why3->kind[idx] = (uint16_t)(n << KIND3_V | (unsigned)v);
		*kind = n;
	}
	return v;
}

int
judge_board3_kind(struct judge_board *b, const char *row0,
    const char *row1, const char *row2, uint64_t *kind)
{
	unsigned idx = board3_slot(b, row0, row1, row2, 1), k;

	if (idx >= MEMO3)
		return -1;
	if ((k = b->why3->kind[idx]) != 0) {
		*kind = k >> KIND3_V;
		return (int)(k & ((1u << KIND3_V) - 1));
	}
	return board3_kind(b, row0, row1, row2, idx, kind);
}

/*
 * The rules of a board: a fixed shape, and K in a row (kboard.c's engine,
 * ji_kb_new()), or full lines.
 */
int
judge_board_rules(struct judge_board *b, uint64_t rows, uint64_t cols,
    uint64_t k, enum judge_rule rule)
{
	if (rule > LAST_RULE || (rule == JUDGE_RENJU && k != RENJU_K))
		return JUDGE_ERULE;
	if ((rows == 0) != (cols == 0))
		return JUDGE_EROW;
	b->fixrows = rows;
	b->fixcols = cols;
	if (k == 0 && rows != cols)
		k = rows < cols ? rows : cols;
	ji_kb_free(b->kb);
	b->kb = NULL;
	memset(b->memo3, 0, sizeof(b->memo3));
	if (b->why3 != NULL)
		memset(b->why3, 0, sizeof(*b->why3));
	if (k != 0 && (b->kb = ji_kb_new(k, rule)) == NULL)
		return JUDGE_ENOMEM;
	board_clear(b);
	return JUDGE_OK;
}

/*
 * ---- Game judge ----
 *
 * One representation per board size class, each implementing every rule
 * once:
 *   BITS  full lines on boards of at most BITS_MAX x BITS_MAX:
 *         bitboards, bit 8r + c; a move wins when it fills one of the
 *         four lines through its cell, each a mask.
 *   LINES rows and cols <= LINES_MAX: each player's marks on every row,
 *         column and diagonal as a word, a bit a cell; a move's runs are
 *         counted by the zero bits around it, in O(1) for any k.
 *   MAP   at most MAP_MAX cells: a byte a cell, ringed by RING bytes
 *         so that a walk from any cell stops at the edge without a
 *         bounds check; full lines by a count per line.
 *   HASH  anything larger: a hash table of the cells played; full lines
 *         by hashed counts per line, built only once a line could be full.
 * checked_move() checks the rules in their order (off the board, the
 * player, after a win, strict turns) for all four, then take() decides
 * whether the cell is free and won() whether the move won; move() puts
 * the bitboards' first branch before it.
 */
#define BITS_MAX	8u	/* bitboards: 8 x 8 bits in a uint64_t */
#define BITS_CELLS	(BITS_MAX * BITS_MAX)
#define LINES_MAX	62u	/* line words: a line's cells in bits 1 to 62,
				 * bits 0 and 63 never set */
#define LINES_WORDS	(2 * LINES_MAX - 1)	/* diagonals of a board */
#define MAP_MAX		((uint64_t)1 << 24)	/* board cells of a byte map */
/* RING, a byte map's border: judgeint.h (the solver reads the map). */
#define OBIT_SHIFT	63
#define OBIT		((uint64_t)1 << OBIT_SHIFT)	/* HASH cells: O, beside
							 * the column */

/* Line words (full lines on MAP and HASH boards): the owner in the top
 * two bits (0 nobody yet, 1 only X, 2 only O, 3 both), the number of
 * marks below. */
#define OWN_SHIFT	62

enum rep { BITS, LINES, MAP, HASH };

/* The directions of a line, in the order a win reports them: the bits of
 * JUDGE_LROW, JUDGE_LCOL, JUDGE_LDIAG and JUDGE_LANTI. */
static const int dirs[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };

/* An open-addressing hash table of two-word slots; slot[0] == 0 is free. */
struct htab {
	uint64_t *slot;		/* 2 * cap words */
	size_t cap;		/* a power of two, or 0 */
	size_t len;
};

struct judge_game {
	uint64_t rows, cols, k;	/* k: marks in a row that win */
	uint64_t klim[3];	/* and at most, for player p: k where a longer
				 * run does not win, else UINT64_MAX */
	int full;		/* won by full lines (k = rows = cols) */
	unsigned flags;		/* JUDGE_STRICT */
	enum judge_rule rule;	/* JUDGE_FREESTYLE for full lines */
	enum judge_player first;	/* as given to judge_game_new() (renju:
					 * X, whatever it says) */
	enum judge_foul foul;	/* the foul that ended the game */
	enum rep rep;
	int last;		/* player of the last move, or 0 */
	int winner;		/* 0, 1 or 2 */
	unsigned won;		/* JUDGE_L* bits of the winning move */
	uint64_t run[4];	/* JUDGE_LRUN: the winning run */
	uint64_t moves;		/* marks on the board */
	/* BITS: bb[1] X, bb[2] O; lm[8r + c] the masks of the row, the
	 * column and the two diagonals through (r, c) (the row again for a
	 * cell off a diagonal), for a board of lmn x lmn */
	uint64_t bb[3];
	uint64_t free;		/* BITS: the empty cells of the board */
	uint64_t onboard;	/* BITS: all cells of the board */
	int open;		/* not won, not strict: see gates() */
	uint64_t lm[BITS_CELLS][4];
	uint64_t lmn;
	/* LINES: lw[p - 1][d][i], player p's marks on line i of direction
	 * d, the cell (r, c) at bit linepos(): row r, column c, diagonal
	 * r - c + cols - 1, anti-diagonal r + c */
	uint64_t lw[2][4][LINES_WORDS];
	/* MAP: (rows + 2) x (cols + 2) bytes; step[d] the offset of one
	 * step in direction d */
	unsigned char *map;
	size_t mapcap;
	uint64_t stride;
	ptrdiff_t step[4];
	/* full lines: the line words of the rows and columns (MAP: line[r]
	 * and line[rows + c]; HASH: lrows, lcols, keyed index + 1), and of
	 * the two diagonals */
	uint64_t *line;
	size_t linecap;
	uint64_t diag, anti;
	/* HASH: cells keyed row + 1, with the column and OBIT for O */
	struct htab cells, lrows, lcols;
};

/* ---- Hash tables (hash64(): judgeint.h) ---- */

/* The slot holding key k0 (and k1 when both; OBIT is not key), or the
 * free slot where it goes.  t->cap is not 0. */
static uint64_t *
htab_find(const struct htab *t, uint64_t k0, uint64_t k1, int both)
{
	size_t i;
	uint64_t *s;

	k1 &= ~OBIT;
	i = hash64(k0 ^ (both ? k1 * UINT64_C(0xc2b2ae3d27d4eb4f) : 0), t->cap);
	for (;;) {
		s = &t->slot[2 * i];
		if (s[0] == 0 || (s[0] == k0 && (!both || (s[1] & ~OBIT) == k1)))
			return s;
		i = (i + 1) & (t->cap - 1);
	}
}

/* Makes room for more slots, keeping t at most 3/4 full; JUDGE_ENOMEM
 * leaves it as it was. */
static int
htab_room(struct htab *t, size_t more, int both)
{
	struct htab nt;
	uint64_t *s;
	size_t i;

	if (more > SIZE_MAX / 2 - t->len)
		return JUDGE_ENOMEM;
	if (t->len + more <= t->cap / 4 * 3)
		return JUDGE_OK;
	nt.cap = t->cap ? t->cap : 64;
	while (t->len + more > nt.cap / 4 * 3) {
		if (nt.cap > SIZE_MAX / 4 / sizeof(uint64_t))
			return JUDGE_ENOMEM;
		nt.cap *= 2;
	}
	nt.len = t->len;
	if ((nt.slot = calloc(nt.cap, 2 * sizeof(uint64_t))) == NULL)
		return JUDGE_ENOMEM;
	for (i = 0; i < t->cap; i++)
		if (t->slot[2 * i] != 0) {
			s = htab_find(&nt, t->slot[2 * i], t->slot[2 * i + 1],
			    both);
			s[0] = t->slot[2 * i];
			s[1] = t->slot[2 * i + 1];
		}
	free(t->slot);
	*t = nt;
	return JUDGE_OK;
}

static void
htab_clear(struct htab *t)
{
	if (t->len != 0)
		memset(t->slot, 0, t->cap * 2 * sizeof(uint64_t));
	t->len = 0;
}

/* ---- The game's state ---- */

/* Adds a mark of player p to line word *w; whether p now fills the line
 * of n cells. */
static inline unsigned
line_add(uint64_t *w, unsigned p, uint64_t n)
{
	/* the owners as bits: nobody | p is p, p | p is p, X | O is both */
	uint64_t v = (*w | (uint64_t)p << OWN_SHIFT) + 1;

	*w = v;
	return v == ((uint64_t)p << OWN_SHIFT | n);	/* p's alone, n marks */
}

/* BITS: the masks of the lines through each cell of an n x n board. */
static void
bits_masks(struct judge_game *g, uint64_t n)
{
	uint64_t rowm = ((uint64_t)1 << n) - 1, colm = 0, diagm = 0, antim = 0;
	uint64_t i, r, c, *l;

	for (i = 0; i < n; i++) {
		colm |= (uint64_t)1 << 8 * i;
		diagm |= (uint64_t)1 << 9 * i;
		antim |= (uint64_t)1 << (8 * i + n - 1 - i);
	}
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++) {
			l = g->lm[8 * r + c];
			l[0] = rowm << 8 * r;
			l[1] = colm << c;
			l[2] = r == c ? diagm : l[0];
			l[3] = r + c + 1 == n ? antim : l[0];
		}
	g->lmn = n;
}

/* The one place the gates of the fast paths are derived from the game's
 * state: a move in an open game (not won, no strict turns) may take
 * move()'s first branch, and skips the rules of those two elsewhere. */
static void
gates(struct judge_game *g)
{
	g->open = g->winner == 0 && !(g->flags & JUDGE_STRICT);
}

/* game_clear() of the cells of a representation other than BITS. */
static NOINLINE void
clear_cells(struct judge_game *g)
{
	uint64_t r;
	unsigned p;

	g->diag = g->anti = 0;
	for (p = 0; g->rep == LINES && p < 2; p++) {
		memset(g->lw[p][0], 0, (size_t)g->rows * sizeof(uint64_t));
		memset(g->lw[p][1], 0, (size_t)g->cols * sizeof(uint64_t));
		memset(g->lw[p][2], 0, (size_t)(g->rows + g->cols - 1) *
		    sizeof(uint64_t));
		memset(g->lw[p][3], 0, (size_t)(g->rows + g->cols - 1) *
		    sizeof(uint64_t));
	}
	if (g->rep == MAP && g->map != NULL) {
		memset(g->map, 0, (size_t)((g->rows + 2) * g->stride));
		memset(g->map, RING, (size_t)g->stride);
		memset(g->map + (g->rows + 1) * g->stride, RING,
		    (size_t)g->stride);
		for (r = 1; r <= g->rows; r++) {
			g->map[r * g->stride] = RING;
			g->map[r * g->stride + g->cols + 1] = RING;
		}
		if (g->full)
			memset(g->line, 0, (size_t)(g->rows + g->cols) *
			    sizeof(uint64_t));
	}
	htab_clear(&g->cells);
	htab_clear(&g->lrows);
	htab_clear(&g->lcols);
}

/* A new game of g's rules: the board of its representation emptied (a
 * few stores for bitboards, which keep nothing else). */
static INLINE void
game_clear(struct judge_game *g)
{
	g->last = 0;
	g->winner = 0;
	g->won = 0;
	g->foul = JUDGE_NOFOUL;
	g->moves = 0;
	g->bb[1] = g->bb[2] = 0;
	g->free = g->onboard;
	gates(g);
	if (g->rep != BITS)
		clear_cells(g);
}

/* MAP: sizes the byte map (and the line words) for rows x cols. */
static int
map_reserve(struct judge_game *g, uint64_t rows, uint64_t cols, int full)
{
	size_t nm = (size_t)((rows + 2) * (cols + 2));
	size_t nl = full ? (size_t)(rows + cols) : 0;
	unsigned char *m;
	uint64_t *l;

	if (nm > g->mapcap) {
		if ((m = realloc(g->map, nm)) == NULL)
			return JUDGE_ENOMEM;
		g->map = m;
		g->mapcap = nm;
	}
	if (nl > g->linecap) {
		if ((l = realloc(g->line, nl * sizeof(*l))) == NULL)
			return JUDGE_ENOMEM;
		g->line = l;
		g->linecap = nl;
	}
	return JUDGE_OK;
}

/* MAP: the steps of the four directions on a map of cols columns. */
static void
map_steps(struct judge_game *g, uint64_t cols)
{
	g->stride = cols + 2;
	g->step[0] = 1;
	g->step[1] = (ptrdiff_t)g->stride;
	g->step[2] = (ptrdiff_t)g->stride + 1;
	g->step[3] = (ptrdiff_t)g->stride - 1;
}

/* Whether judge_game_reset() takes these rules: JUDGE_OK, JUDGE_ERULE or
 * JUDGE_EROW. */
int
ji_game_check(uint64_t rows, uint64_t cols, uint64_t k, enum judge_rule rule)
{
	if (rule > LAST_RULE || (rule == JUDGE_RENJU && k != RENJU_K))
		return JUDGE_ERULE;
	if (rows == 0 || cols == 0 || rows > JUDGE_MAXN || cols > JUDGE_MAXN ||
	    (k == 0 && rows != cols))
		return JUDGE_EROW;
	return JUDGE_OK;
}

/* judge_game_reset() for new rules, or any board but a small one. */
static NOINLINE int
game_rules(struct judge_game *g, uint64_t rows, uint64_t cols, uint64_t k,
    enum judge_rule rule)
{
	int full = k == 0, rc;
	enum rep rep;
	uint64_t r;

	if ((rc = ji_game_check(rows, cols, k, rule)) != JUDGE_OK) {
		game_clear(g);
		return rc;
	}
	if (full)
		k = rows;
	if (full && rows <= BITS_MAX)
		rep = BITS;
	else if (rows <= LINES_MAX && cols <= LINES_MAX)
		rep = LINES;
	else if (rows <= MAP_MAX / cols)
		rep = MAP;
	else
		rep = HASH;
	if (rep == MAP && map_reserve(g, rows, cols, full) != JUDGE_OK) {
		game_clear(g);
		return JUDGE_ENOMEM;
	}
	g->rep = rep;
	g->rows = rows;
	g->cols = cols;
	g->k = k;
	g->rule = full ? JUDGE_FREESTYLE : rule;
	g->klim[JUDGE_P1] = g->rule == JUDGE_FREESTYLE ||
	    g->rule == JUDGE_CARO ? UINT64_MAX : k;
	g->klim[JUDGE_P2] = g->rule == JUDGE_FREESTYLE ||
	    g->rule == JUDGE_CARO || g->rule == JUDGE_RENJU ? UINT64_MAX : k;
	g->full = full;
	if (rep == BITS && g->lmn != rows)
		bits_masks(g, rows);
	g->onboard = 0;
	for (r = 0; rep == BITS && r < rows; r++)
		g->onboard |= (((uint64_t)1 << cols) - 1) << (8 * r);
	if (rep == MAP)
		map_steps(g, cols);
	game_clear(g);
	return JUDGE_OK;
}

/*
 * The solver's set-up: g an empty board of these rules (valid:
 * ji_game_check()), on a byte map whatever its size, and the map in *v.
 * JUDGE_OK, or JUDGE_ENOMEM.
 */
int
ji_game_map(struct judge_game *g, uint64_t rows, uint64_t cols, uint64_t k,
    enum judge_rule rule, struct mapview *v)
{
	unsigned d;
	int rc;

	if ((rc = game_rules(g, rows, cols, k, rule)) != JUDGE_OK)
		return rc;
	if (g->rep != MAP) {
		if (map_reserve(g, rows, cols, g->full) != JUDGE_OK)
			return JUDGE_ENOMEM;
		g->rep = MAP;
		map_steps(g, cols);
		clear_cells(g);
	}
	v->cell = g->map + g->stride + 1;
	v->stride = (ptrdiff_t)g->stride;
	for (d = 0; d < 4; d++)
		v->step[d] = g->step[d];
	return JUDGE_OK;
}

int
judge_game_reset(struct judge_game *g, uint64_t rows, uint64_t cols,
    uint64_t k, enum judge_rule rule)
{
	/* A new game of tic-tac-toe, or of any small full-line board, of
	 * the same size: the bitboards emptied, all it takes. */
	if (g->rep == BITS && k == 0 && rows == g->rows && cols == g->cols &&
	    rule != JUDGE_RENJU && rule <= LAST_RULE) {
		game_clear(g);
		return JUDGE_OK;
	}
	return game_rules(g, rows, cols, k, rule);
}

struct judge_game *
judge_game_new(uint64_t n, enum judge_player first, unsigned flags)
{
	struct judge_game *g;

	if ((g = calloc(1, sizeof(*g))) == NULL)
		return NULL;
	g->first = first;
	g->flags = flags;
	g->rep = HASH;	/* no rules yet: not the fast reset */
	if (judge_game_reset(g, n, n, 0, JUDGE_FREESTYLE) != JUDGE_OK) {
		judge_game_free(g);
		return NULL;
	}
	return g;
}

void
judge_game_free(struct judge_game *g)
{
	if (g == NULL)
		return;
	free(g->map);
	free(g->line);
	free(g->cells.slot);
	free(g->lrows.slot);
	free(g->lcols.slot);
	free(g);
}

/* ---- The rules ---- */

/* The player at (r, c), 0 for none or off the board. */
static unsigned
cell_at(const struct judge_game *g, uint64_t r, uint64_t c)
{
	const uint64_t *s;
	uint64_t bit;

	if (r >= g->rows || c >= g->cols)
		return 0;
	switch (g->rep) {
	case LINES:
		return (unsigned)(g->lw[0][0][r] >> (c + 1) & 1) |
		    (unsigned)(g->lw[1][0][r] >> (c + 1) & 1) << 1;
	case BITS:
		bit = (uint64_t)1 << (8 * r + c);
		return (g->bb[1] & bit) ? 1 : (g->bb[2] & bit) ? 2 : 0;
	case MAP:
		return g->map[(r + 1) * g->stride + c + 1];
	default:
		if (g->cells.cap == 0)
			return 0;
		s = htab_find(&g->cells, r + 1, c, 1);
		return s[0] == 0 ? 0 : 1 + (unsigned)(s[1] >> OBIT_SHIFT);
	}
}

/* walk() off the byte map, cell by cell. */
static NOINLINE uint64_t
walk_cells(const struct judge_game *g, uint64_t r, uint64_t c, int64_t dr,
    int64_t dc, unsigned p, uint64_t max)
{
	uint64_t n;

	for (n = 0; n < max; n++) {
		if ((dr < 0 && r == 0) || (dc < 0 && c == 0))
			break;
		r += (uint64_t)dr;
		c += (uint64_t)dc;
		if (cell_at(g, r, c) != p)
			break;
	}
	return n;
}

/* MAP: the marks of p in a row from the cell at q on, the cell itself not
 * counted, step bytes apart, at most max of them; the ring ends every walk
 * at the board's edge. */
static INLINE uint64_t
map_walk(const unsigned char *q, ptrdiff_t step, unsigned p, uint64_t max)
{
	uint64_t n;

	for (n = 0; n < max && *(q += step) == p; n++)
		;
	return n;
}

/* The marks of p in a row from (r, c) on, the cell itself not counted, in
 * direction d (backwards if back), at most max of them. */
static uint64_t
walk(const struct judge_game *g, uint64_t r, uint64_t c, unsigned d,
    int back, unsigned p, uint64_t max)
{
	if (g->rep == MAP)
		return map_walk(g->map + (r + 1) * g->stride + c + 1, back ?
		    -g->step[d] : g->step[d], p, max);
	return walk_cells(g, r, c, back ? -dirs[d][0] : dirs[d][0],
	    back ? -dirs[d][1] : dirs[d][1], p, max);
}

/* A line word of a HASH table, added if new. */
static uint64_t *
hash_line(struct htab *t, uint64_t index)
{
	uint64_t *s = htab_find(t, index + 1, 0, 0);

	if (s[0] == 0) {
		s[0] = index + 1;
		t->len++;
	}
	return &s[1];
}

/* HASH, full lines: every cell into the line words, once the board holds
 * as many marks as a line has cells (no line can be full before). */
static void
hash_lines(struct judge_game *g)
{
	const uint64_t *slot = g->cells.slot;
	uint64_t n = g->rows, r, c;
	unsigned p;
	size_t i;

	for (i = 0; i < 2 * g->cells.cap; i += 2) {
		if (slot[i] == 0)
			continue;
		r = slot[i] - 1;
		c = slot[i + 1] & ~OBIT;
		p = 1 + (unsigned)(slot[i + 1] >> OBIT_SHIFT);
		(void)line_add(hash_line(&g->lrows, r), p, n);
		(void)line_add(hash_line(&g->lcols, c), p, n);
		if (r == c)
			(void)line_add(&g->diag, p, n);
		if (r == n - 1 - c)
			(void)line_add(&g->anti, p, n);
	}
}

/* The line words of the lines a HASH full-line game has touched: room
 * for the move, or for every move when the lines are built now. */
static int
hash_room(struct judge_game *g)
{
	size_t more = g->moves + 1 == g->rows ? g->cells.len + 1 : 1;

	if (g->full && g->moves + 1 >= g->rows &&
	    (htab_room(&g->lrows, more, 0) != JUDGE_OK ||
	    htab_room(&g->lcols, more, 0) != JUDGE_OK))
		return JUDGE_ENOMEM;
	return htab_room(&g->cells, 1, 1);
}

/* LINES: the words of player p's lines through (r, c), in the order of
 * dirs[]; the cell is bit c + 1 of its row's word, bit r + 1 of the
 * others. */
static INLINE void
linewords(struct judge_game *g, unsigned p, uint64_t r, uint64_t c,
    uint64_t *w[4])
{
	w[0] = &g->lw[p - 1][0][r];
	w[1] = &g->lw[p - 1][1][c];
	w[2] = &g->lw[p - 1][2][r - c + g->cols - 1];
	w[3] = &g->lw[p - 1][3][r + c];
}

/*
 * LINES: the marks in a row through bit pos of line word w (set).  The
 * empty cells, ~w, turned right by pos have the cell at bit 0: the zero
 * bits from there up are the cell and the marks above it, and those from
 * the top down the marks below it (bits 0 and 63 of w are never set, so
 * each count ends at a one bit; pos is 1 to 62).
 */
static INLINE uint64_t
line_run(uint64_t w, unsigned pos)
{
	uint64_t e = ~w >> pos | ~w << (64 - pos);

	return ctz64(e) + clz64(e);
}

/*
 * LINES, k <= NEAR_K: whether a line through (r, c), whose words are w,
 * holds k marks in a row.  Each line's 2k - 1 cells around the move are
 * a lane of 16 bits, the move at bit k - 1 of it; a run of k in that
 * window always holds the move, and the line's bits 0 and 63, never set,
 * end it where the window turns past an end of the word.  The lanes ANDed
 * with themselves shifted right by 1, 2, 4 ... leave bit j of a lane set
 * where its bits j to j + k - 1 are: a bit shifted in from the lane above
 * always meets a bit of the window's clear top.  Most moves make no run,
 * and this says so with one test for the four lines.
 */
#define NEAR_K		8u	/* 2k - 1 cells in a lane of 16 bits */

static INLINE uint64_t
rotr64(uint64_t w, unsigned n)
{
	return w >> (n & 63) | w << (-n & 63);
}

static INLINE int
near_run(uint64_t *w[4], uint64_t r, uint64_t c, unsigned k)
{
	uint64_t lane = ((uint64_t)1 << (2 * k - 1)) - 1, x;
	unsigned rs = (unsigned)r + 2 - k, s;

	x = (rotr64(*w[0], (unsigned)c + 2 - k) & lane) |
	    (rotr64(*w[1], rs) & lane) << 16 |
	    (rotr64(*w[2], rs) & lane) << 32 |
	    (rotr64(*w[3], rs) & lane) << 48;
	for (s = 1; 2 * s <= k; s *= 2)
		x &= x >> s;
	return (x & x >> (k - s)) != 0;
}

/* HASH: take(), out of line. */
static NOINLINE int
take_hash(struct judge_game *g, uint64_t r, uint64_t c, unsigned p)
{
	uint64_t *s;

	if (g->cells.cap != 0 && htab_find(&g->cells, r + 1, c, 1)[0] != 0)
		return JUDGE_ETAKEN;
	if (hash_room(g) != JUDGE_OK)
		return JUDGE_ENOMEM;
	s = htab_find(&g->cells, r + 1, c, 1);
	s[0] = r + 1;
	s[1] = c | (p == JUDGE_P2 ? OBIT : 0);
	g->cells.len++;
	g->moves++;
	return JUDGE_OK;
}

/*
 * The cell is taken, or else p takes it: JUDGE_ETAKEN, JUDGE_ENOMEM (the
 * game unchanged) or JUDGE_OK.
 */
static INLINE int
take(struct judge_game *g, enum rep rep, uint64_t r, uint64_t c, unsigned p)
{
	uint64_t bit, *w[4];
	unsigned char *q;

	if (rep == BITS) {
		bit = (uint64_t)1 << (8 * r + c);
		if (!(g->free & bit))
			return JUDGE_ETAKEN;
		g->free &= ~bit;
		g->bb[p] |= bit;
		return JUDGE_OK;
	}
	if (rep == LINES) {
		bit = (uint64_t)1 << (c + 1);
		if ((g->lw[0][0][r] | g->lw[1][0][r]) & bit)
			return JUDGE_ETAKEN;
		linewords(g, p, r, c, w);
		*w[0] |= bit;
		bit = (uint64_t)1 << (r + 1);
		*w[1] |= bit;
		*w[2] |= bit;
		*w[3] |= bit;
		return JUDGE_OK;
	}
	if (rep == MAP) {
		q = &g->map[(r + 1) * g->stride + c + 1];
		if (*q != 0)
			return JUDGE_ETAKEN;
		*q = (unsigned char)p;
		return JUDGE_OK;
	}
	return take_hash(g, r, c, p);
}

/* Whether line word w is p's alone with n marks. */
static inline unsigned
line_full(uint64_t w, unsigned p, uint64_t n)
{
	return w == ((uint64_t)p << OWN_SHIFT | n);
}

/* Full lines on a HASH board: won() for them, out of line.  The line
 * words are kept only once the board holds as many marks as a line has
 * cells (before, no line can be full). */
static NOINLINE unsigned
full_won_hash(struct judge_game *g, uint64_t r, uint64_t c, unsigned p)
{
	uint64_t n = g->rows, *rw, *cw;
	unsigned bits;

	if (g->moves < n)
		return 0;
	if (g->moves == n) {
		hash_lines(g);	/* this move's mark with the others */
		return line_full(*hash_line(&g->lrows, r), p, n) |
		    line_full(*hash_line(&g->lcols, c), p, n) << 1 |
		    (r == c && line_full(g->diag, p, n)) << 2 |
		    (r == n - 1 - c && line_full(g->anti, p, n)) << 3;
	}
	rw = hash_line(&g->lrows, r);
	cw = hash_line(&g->lcols, c);
	bits = line_add(rw, p, n) | line_add(cw, p, n) << 1;
	if (r == c)
		bits |= line_add(&g->diag, p, n) << 2;
	if (r == n - 1 - c)
		bits |= line_add(&g->anti, p, n) << 3;
	return bits;
}

/* BITS: the lines through (r, c) that bitboard m fills, once one does. */
static INLINE unsigned
won_bits(const struct judge_game *g, uint64_t r, uint64_t c, uint64_t m)
{
	const uint64_t *l = g->lm[8 * r + c];

	return (unsigned)((~m & l[0]) == 0) |
	    (unsigned)((~m & l[1]) == 0) << 1 |
	    (unsigned)(r == c && (~m & l[2]) == 0) << 2 |
	    (unsigned)(r + c + 1 == g->rows && (~m & l[3]) == 0) << 3;
}

/* won() on a LINES board, out of line: a run wins when k <= its length
 * <= klim. */
static NOINLINE unsigned
won_lines(struct judge_game *g, uint64_t r, uint64_t c, unsigned p)
{
	uint64_t k = g->k, span = g->klim[p] - k, *w[4];

	linewords(g, p, r, c, w);
	return (unsigned)(line_run(*w[0], (unsigned)c + 1) - k <= span) |
	    (unsigned)(line_run(*w[1], (unsigned)r + 1) - k <= span) << 1 |
	    (unsigned)(line_run(*w[2], (unsigned)r + 1) - k <= span) << 2 |
	    (unsigned)(line_run(*w[3], (unsigned)r + 1) - k <= span) << 3;
}

/* won() for k in a row on a MAP or HASH board and full lines on a HASH
 * one, out of line. */
static NOINLINE unsigned
won_big(struct judge_game *g, uint64_t r, uint64_t c, unsigned p)
{
	const unsigned char *q;
	uint64_t len, max;
	unsigned d, bits;

	if (g->full)
		return full_won_hash(g, r, c, p);
	max = g->klim[p] == g->k ? g->k : g->k - 1;
	bits = 0;
	if (g->rep == MAP) {
		q = g->map + (r + 1) * g->stride + c + 1;
		for (d = 0; d < 4; d++) {
			len = 1 + map_walk(q, g->step[d], p, max) +
			    map_walk(q, -g->step[d], p, max);
			bits |= (unsigned)(len >= g->k && len <= g->klim[p]) <<
			    d;
		}
		return bits;
	}
	for (d = 0; d < 4; d++) {
		len = 1 + walk(g, r, c, d, 0, p, max) + walk(g, r, c, d, 1, p,
		    max);
		bits |= (unsigned)(len >= g->k && len <= g->klim[p]) << d;
	}
	return bits;
}

/*
 * Whether p's new mark at (r, c) won: the JUDGE_L* bits of the lines it
 * filled for full lines, else bit d for each direction d of a run at
 * least k and at most klim[p] long (caro's blocked ends are rules()'s).
 */
static INLINE unsigned
won(struct judge_game *g, enum rep rep, uint64_t r, uint64_t c, unsigned p)
{
	const uint64_t *l;
	uint64_t m, k, n, *w[4];
	unsigned bits;

	if (rep == LINES) {
		linewords(g, p, r, c, w);
		k = g->k;
		/* (five, gomoku's, with its shifts known when compiled) */
		if (LIKELY(k == RENJU_K ? !near_run(w, r, c, RENJU_K) :
		    k <= NEAR_K && !near_run(w, r, c, (unsigned)k)))
			return 0;
		return won_lines(g, r, c, p);
	}
	if (rep == MAP && g->full) {
		n = g->rows;
		bits = line_add(&g->line[r], p, n) |
		    line_add(&g->line[n + c], p, n) << 1;
		if (r == c)
			bits |= line_add(&g->diag, p, n) << 2;
		if (r == n - 1 - c)
			bits |= line_add(&g->anti, p, n) << 3;
		return bits;
	}
	if (rep != BITS)
		return won_big(g, r, c, p);
	/* most moves fill none of the four lines */
	m = ~g->bb[p];
	l = g->lm[8 * r + c];
	if (LIKELY((m & l[0]) != 0 && (m & l[1]) != 0 && (m & l[2]) != 0 &&
	    (m & l[3]) != 0))
		return 0;
	return won_bits(g, r, c, ~m);
}

/* The run of a win by k in a row through p's move at (r, c), in the first
 * direction of bits. */
static NOINLINE void
won_run(struct judge_game *g, uint64_t r, uint64_t c, unsigned p,
    unsigned bits)
{
	uint64_t f, bk;
	unsigned d;

	/* a winning run is at most k - 1 cells on each side of the move, or
	 * is an overline that may go on */
	for (d = 0; !(bits & 1u << d); d++)
		;
	f = walk(g, r, c, d, 0, p, g->k - 1);
	bk = walk(g, r, c, d, 1, p, g->k - 1);
	g->run[0] = r - bk * (uint64_t)dirs[d][0];
	g->run[1] = c - bk * (uint64_t)(int64_t)dirs[d][1];
	g->run[2] = r + f * (uint64_t)dirs[d][0];
	g->run[3] = c + f * (uint64_t)(int64_t)dirs[d][1];
	g->won = JUDGE_LRUN;
}

/* The game is won by p's move at (r, c) in the lines or directions bits:
 * the end of the game, and the run of a win by k in a row. */
static INLINE int
game_won(struct judge_game *g, uint64_t r, uint64_t c, unsigned p,
    unsigned bits)
{
	g->winner = (int)p;
	gates(g);
	if (g->full)
		g->won = bits;
	else
		won_run(g, r, c, p, bits);
	return (int)p;
}

/*
 * ---- Caro and renju ----
 *
 * Both look at the lines through the move only once won() has measured
 * its runs: caro at the two cells beyond a run of exactly k, renju at a
 * window of WIN_R cells each way along the four lines through a black
 * move that made no five.
 */

/* Whether p's run through (r, c) in direction d, at least k long, is a
 * run of exactly k with the opponent's marks just beyond both ends, which
 * does not win under caro (off the board does not block). */
static int
caro_blocked(const struct judge_game *g, uint64_t r, uint64_t c, unsigned d,
    unsigned p)
{
	uint64_t f = walk(g, r, c, d, 0, p, g->k) + 1;
	uint64_t b = walk(g, r, c, d, 1, p, g->k) + 1;
	uint64_t dr = (uint64_t)dirs[d][0], dc = (uint64_t)(int64_t)dirs[d][1];
	unsigned q = 3 - p;

	/* f - 1 + b - 1 + 1 cells: more than k is an overline; unsigned
	 * arithmetic: a cell before row or column 0 is off the board, as
	 * cell_at() says of any r >= rows or c >= cols */
	return f + b - 1 == g->k && cell_at(g, r + f * dr, c + f * dc) == q &&
	    cell_at(g, r - b * dr, c - b * dc) == q;
}

/*
 * Renju windows: along direction d through a cell, bit CENTER + i for
 * the cell i steps on (i from -WIN_R to WIN_R), in bits 1 to 2 WIN_R + 1
 * so that bit 0 and the bits above are clear, as line_run() wants.
 */
#define WIN_R		5u
#define CENTER		(WIN_R + 1)
#define WIN_BIT(i)	((uint32_t)1 << (CENTER + (i)))
#define NEAR(n)		((((uint32_t)1 << (2 * (n) + 1)) - 1) << \
			    (CENTER - (n)))	/* within n steps */

/* A stone black would play, above the ones already supposed (a list
 * down the C stack, since each supposed stone is one level of the
 * recursion of three()). */
struct stone {
	uint64_t r, c;
	const struct stone *up;
	unsigned depth;		/* the stones supposed, this one included */
};

/* How deep three() follows its straight-four cells: each level is a stone
 * supposed and a few hundred bytes of stack, so a position built to chain
 * them over a huge board cannot overflow the stack.  No position found
 * needs more than a dozen (the renju benchmark set: 5); a cell this deep
 * is taken to be no foul. */
#define RENJU_DEPTH	1024u

/* The cells of a window: black's, and the empty ones. */
struct win {
	uint32_t black[4], empty[4];
};

/* The cells up to n steps back and on from (r, c) in direction d that are
 * on the board. */
static void
win_reach(const struct judge_game *g, uint64_t r, uint64_t c, unsigned d,
    uint64_t *back, uint64_t *on)
{
	uint64_t rb = r, ro = g->rows - 1 - r;	/* steps down: back, on */
	uint64_t cl = c, cr = g->cols - 1 - c;	/* left, right */

	switch (d) {
	case 0:
		*back = cl;
		*on = cr;
		break;
	case 1:
		*back = rb;
		*on = ro;
		break;
	case 2:
		*back = rb < cl ? rb : cl;
		*on = ro < cr ? ro : cr;
		break;
	default:
		*back = rb < cr ? rb : cr;
		*on = ro < cl ? ro : cl;
	}
	if (*back > WIN_R)
		*back = WIN_R;
	if (*on > WIN_R)
		*on = WIN_R;
}

/* The windows of the four lines through (r, c), with the stones of s
 * supposed black. */
static void
window(const struct judge_game *g, const struct stone *s, uint64_t r,
    uint64_t c, struct win *w)
{
	uint64_t back, on, wb, ww, pos, dr, dc, step;
	uint32_t onb, bl, wh;
	int64_t i, a, b;
	unsigned d;

	for (d = 0; d < 4; d++) {
		win_reach(g, r, c, d, &back, &on);
		onb = ((WIN_BIT(0) << (on + 1)) - 1) &
		    ~((WIN_BIT(0) >> back) - 1);
		dr = (uint64_t)dirs[d][0];
		dc = (uint64_t)(int64_t)dirs[d][1];
		bl = wh = 0;
		if (g->rep == LINES) {
			/* the cell i steps on is bit pos + i of its line */
			pos = d == 0 ? c + 1 : r + 1;
			wb = *(d == 0 ? &g->lw[0][0][r] : d == 1 ?
			    &g->lw[0][1][c] : d == 2 ?
			    &g->lw[0][2][r - c + g->cols - 1] :
			    &g->lw[0][3][r + c]);
			ww = *(d == 0 ? &g->lw[1][0][r] : d == 1 ?
			    &g->lw[1][1][c] : d == 2 ?
			    &g->lw[1][2][r - c + g->cols - 1] :
			    &g->lw[1][3][r + c]);
			bl = (uint32_t)(pos >= CENTER ? wb >> (pos - CENTER) :
			    wb << (CENTER - pos));
			wh = (uint32_t)(pos >= CENTER ? ww >> (pos - CENTER) :
			    ww << (CENTER - pos));
		} else {
			for (i = -(int64_t)back; i <= (int64_t)on; i++) {
				step = (uint64_t)i;
				switch (cell_at(g, r + step * dr,
				    c + step * dc)) {
				case JUDGE_P1:
					bl |= WIN_BIT(i);
					break;
				case JUDGE_P2:
					wh |= WIN_BIT(i);
				}
			}
		}
		/* the cell itself is black's, on the board or supposed */
		w->black[d] = (bl & onb) | WIN_BIT(0);
		w->empty[d] = onb & ~bl & ~wh & ~WIN_BIT(0);
	}
	for (; s != NULL; s = s->up) {
		a = (int64_t)(s->r - r);
		b = (int64_t)(s->c - c);
		if (a == 0 && b == 0)
			continue;	/* the cell itself, above */
		d = a == 0 ? 0 : b == 0 ? 1 : a == b ? 2 : a == -b ? 3 : 4;
		i = d == 0 ? b : a;
		if (d < 4 && i >= -(int64_t)WIN_R && i <= (int64_t)WIN_R) {
			w->black[d] |= WIN_BIT(i);
			w->empty[d] &= ~WIN_BIT(i);
		}
	}
}

/* Whether m has n >= 1 bits set or more: with its n - 1 lowest set bits
 * cleared it is not 0 (no branch, no popcount instruction needed). */
static INLINE int
atleast(uint32_t m, unsigned n)
{
	for (; n > 1; n--)
		m &= m - 1;
	return m != 0;
}

/* The run of black through the window's centre. */
static unsigned
win_run(uint32_t black)
{
	return (unsigned)line_run(black, CENTER);
}

/*
 * The fours through the centre in one window: the empty cells that would
 * make an exact five with it, a straight four (two of them five apart,
 * the four between black) counting once.
 */
static unsigned
fours(uint32_t black, uint32_t empty)
{
	uint32_t pts = 0, m, x;
	unsigned n = 0;

	for (m = empty & NEAR(4); m != 0; m &= m - 1) {
		x = m & -m;
		if (win_run(black | x) == RENJU_K) {
			pts |= x;
			n++;
		}
	}
	if (n == 2 && pts >> ctz64(pts) == (1u | 1u << RENJU_K))
		n = 1;
	return n;
}

/* forbidden()'s answer for a stone that makes an exact five: no foul, and
 * not a cell that makes a three a three (the RIF's "without at the same
 * time a five in a row is made"). */
#define FIVE	(-1)

static int	forbidden(const struct judge_game *, const struct stone *,
		    uint64_t, uint64_t);

/*
 * Whether the window of direction d through black's (r, c) holds a three
 * through it: an empty cell that would make a straight four with it
 * (.XXXX., each end making an exact five), and that itself makes no five
 * (in any line) and is no foul.  s: the stones supposed so far.
 */
static int
three(const struct judge_game *g, const struct stone *s, uint64_t r,
    uint64_t c, unsigned d, uint32_t black, uint32_t empty)
{
	uint32_t m, x, b2;
	unsigned lo, hi, run;
	struct stone st;
	int64_t i;

	for (m = empty & NEAR(3); m != 0; m &= m - 1) {
		x = m & -m;
		b2 = black | x;
		if ((run = win_run(b2)) != RENJU_K - 1)
			continue;
		hi = CENTER + (unsigned)ctz64(~b2 >> (CENTER + 1));
		lo = hi + 1 - run;
		if (!(empty >> (lo - 1) & 1) || !(empty >> (hi + 1) & 1) ||
		    (b2 >> (lo - 2) & 1) || (b2 >> (hi + 2) & 1))
			continue;
		i = (int64_t)ctz64(x) - (int64_t)CENTER;
		st.r = r + (uint64_t)i * (uint64_t)dirs[d][0];
		st.c = c + (uint64_t)i * (uint64_t)(int64_t)dirs[d][1];
		st.up = s;
		st.depth = s == NULL ? 1 : s->depth + 1;
		if (st.depth > RENJU_DEPTH ||
		    forbidden(g, &st, st.r, st.c) == JUDGE_NOFOUL)
			return 1;
	}
	return 0;
}

/*
 * The foul of black's stone at (r, c), on the board or the last of the
 * supposed stones s: FIVE if it makes an exact five, else the first of
 * an overline, two fours, two threes, or JUDGE_NOFOUL.
 */
static int
forbidden(const struct judge_game *g, const struct stone *s, uint64_t r,
    uint64_t c)
{
	struct win w;
	unsigned d, run, nf = 0, nt = 0, busy = 0, four[4];
	int over = 0;

	window(g, s, r, c, &w);
	/*
	 * Most moves have nothing near: a five, an overline, a four or a
	 * three needs three stones within four cells in its line, and a foul
	 * two such lines, or one with five stones (two fours in one line, an
	 * overline).
	 */
	for (d = 0; d < 4; d++)
		busy |= (unsigned)atleast(w.black[d] & NEAR(4), 3) << d;
	if (busy == 0 || ((busy & (busy - 1)) == 0 &&
	    !atleast(w.black[ctz64(busy)] & NEAR(4), 5)))
		return JUDGE_NOFOUL;
	for (d = 0; d < 4; d++) {
		if ((run = win_run(w.black[d])) == RENJU_K)
			return FIVE;
		over |= run > RENJU_K;
	}
	if (over)
		return JUDGE_OVERLINE;
	for (d = 0; d < 4; d++) {
		/* a four needs three more stones near, a three two */
		four[d] = atleast(w.black[d] & NEAR(4), RENJU_K - 1) ?
		    fours(w.black[d], w.empty[d]) : 0;
		nf += four[d];
	}
	if (nf >= 2)
		return JUDGE_DOUBLE_FOUR;
	for (d = 0; d < 4; d++)
		nt += four[d] == 0 &&
		    atleast(w.black[d] & NEAR(3), RENJU_K - 2);
	if (nt < 2)
		return JUDGE_NOFOUL;
	for (nt = 0, d = 0; d < 4 && nt < 2; d++)
		nt += four[d] == 0 &&
		    atleast(w.black[d] & NEAR(3), RENJU_K - 2) &&
		    three(g, s, r, c, d, w.black[d], w.empty[d]);
	return nt >= 2 ? JUDGE_DOUBLE_THREE : JUDGE_NOFOUL;
}

/* Caro (both): the directions of bits, the runs won() found through p's
 * mark at (r, c), less those of exactly k blocked at both ends
 * (caro_blocked()); under the other rules bits. */
static unsigned
caro_wins(const struct judge_game *g, uint64_t r, uint64_t c, unsigned p,
    unsigned bits)
{
	unsigned d;

	if (g->rule == JUDGE_CARO || g->rule == JUDGE_CARO_EXACT)
		for (d = 0; d < 4; d++)
			if ((bits >> d & 1) && caro_blocked(g, r, c, d, p))
				bits &= ~(1u << d);
	return bits;
}

/*
 * checked_move()'s end under caro and renju: p's mark at (r, c) is down
 * and won() found the runs in bits.  Caro (both): a run of exactly k
 * blocked at both ends does not win (caro_wins()).  Renju: an exact five of
 * black wins whatever else the move made; else a foul of black ends the
 * game, won by white (forbidden()).
 */
static NOINLINE int
rules(struct judge_game *g, uint64_t r, uint64_t c, unsigned p,
    unsigned bits)
{
	int f;

	if ((bits = caro_wins(g, r, c, p, bits)) != 0)
		return game_won(g, r, c, p, bits);
	/* black's exact five is in bits, so f is never FIVE here */
	if (g->rule == JUDGE_RENJU && p == JUDGE_P1 &&
	    (f = forbidden(g, NULL, r, c)) > (int)JUDGE_NOFOUL) {
		g->foul = (enum judge_foul)f;
		g->winner = JUDGE_P2;
		gates(g);
		return JUDGE_P2;
	}
	return 0;
}

/* The player who must move first (under strict turns): under renju X
 * (black), else the one judge_game_new() was given. */
static inline enum judge_player
first_mover(const struct judge_game *g)
{
	return g->rule == JUDGE_RENJU ? JUDGE_P1 : g->first;
}

/*
 * A move: the rules in their order, then the cell and the win by g's
 * representation, rep (g->rep, given apart so that a caller that knows it
 * has the other representations' branches folded away).
 */
static INLINE int
checked_move(struct judge_game *g, enum rep rep, uint64_t r, uint64_t c,
    uint64_t player)
{
	unsigned p = (unsigned)player, bits;
	enum judge_player first;
	int rc;

	if (r >= g->rows)
		return JUDGE_EROW;
	if (c >= g->cols)
		return JUDGE_ECOL;
	if (player - 1 > 1)
		return JUDGE_EPLAYER;
	if (!g->open) {		/* won, or strict turns */
		if (g->winner != 0)
			return JUDGE_EOVER;
		first = first_mover(g);
		if (g->last == 0 && first != JUDGE_EITHER &&
		    p != (unsigned)first)
			return JUDGE_EWRONGFIRST;
		if ((unsigned)g->last == p)
			return JUDGE_ETWICE;
	}
	if ((rc = take(g, rep, r, c, p)) != JUDGE_OK)
		return rc;
	g->last = (int)p;
	bits = won(g, rep, r, c, p);
	if (g->rule >= JUDGE_CARO)
		return rules(g, r, c, p, bits);
	if (bits != 0)
		return game_won(g, r, c, p, bits);
	return 0;
}

/* checked_move() on bitboards, out of line: their common move is
 * move()'s first branch. */
static NOINLINE int
bits_move(struct judge_game *g, uint64_t r, uint64_t c, uint64_t player)
{
	return checked_move(g, BITS, r, c, player);
}

/* checked_move(), on bitboards after a first branch that passes a move
 * of player 1 or 2 on a free cell of an open game at once (a free cell is
 * on the board: every rule holds). */
static INLINE int
move(struct judge_game *g, enum rep rep, uint64_t r, uint64_t c,
    uint64_t player)
{
	unsigned p = (unsigned)player, bits;
	uint64_t bit;

	if (rep != BITS)
		return checked_move(g, rep, r, c, player);
	if (LIKELY((r | c) < BITS_MAX && player - 1 < 2 && g->open &&
	    (g->free & (bit = (uint64_t)1 << (8 * r + c))) != 0)) {
		/* (no last player: only strict turns need it) */
		g->free ^= bit;
		g->bb[p] |= bit;
		if ((bits = won(g, BITS, r, c, p)) != 0)
			return game_won(g, r, c, p, bits);
		return 0;
	}
	return bits_move(g, r, c, player);
}

int
judge_game_move(struct judge_game *g, uint64_t r, uint64_t c, int player)
{
	return move(g, g->rep, r, c, player < 0 ? 0 : (uint64_t)player);
}

/* judge_game_play() on representation rep. */
static INLINE void
play(struct judge_game *restrict g, enum rep rep,
    const struct judge_move *restrict m, size_t n,
    const size_t *restrict starts, size_t ns, signed char *restrict res)
{
	size_t i = 0, j, end;

	for (j = 0;; j++) {
		end = j < ns && starts[j] < n ? starts[j] : n;
		for (; i < end; i++)
			res[i] = (signed char)move(g, rep, m[i].row, m[i].col,
			    m[i].player);
		if (j == ns)
			return;
		game_clear(g);
	}
}

void
judge_game_play(struct judge_game *restrict g,
    const struct judge_move *restrict m, size_t n,
    const size_t *restrict starts, size_t ns, signed char *restrict res)
{
	/* each representation's loop compiled for it alone */
	switch (g->rep) {
	case BITS:
		play(g, BITS, m, n, starts, ns, res);
		break;
	case LINES:
		play(g, LINES, m, n, starts, ns, res);
		break;
	case MAP:
		play(g, MAP, m, n, starts, ns, res);
		break;
	default:
		play(g, HASH, m, n, starts, ns, res);
	}
}

enum judge_foul
judge_game_foul(const struct judge_game *g)
{
	return g->foul;
}

unsigned
judge_game_lines(const struct judge_game *g)
{
	return g->winner ? g->won : 0;
}

void
judge_game_run(const struct judge_game *g, uint64_t run[4])
{
	memcpy(run, g->run, sizeof(g->run));
}

/*
 * ---- The game judge's calls for the solver (judgeint.h) ----
 *
 * The set-up, ji_game_check() and ji_game_map(), is beside game_rules();
 * ji_board_cell() beside celltab[].
 */

/* A game's rules, the player who moves first and the winner. */
void
ji_game_rules(const struct judge_game *g, struct ji_rules *out)
{
	out->rows = g->rows;
	out->cols = g->cols;
	out->k = g->full ? 0 : g->k;
	out->rule = g->rule;
	out->first = first_mover(g);
	out->winner = g->winner;
}

/* The player at (r, c), 0 for none or off the board, on any
 * representation. */
unsigned
ji_game_cell(const struct judge_game *g, uint64_t r, uint64_t c)
{
	return cell_at(g, r, c);
}

/*
 * The result of p's mark just put at (r, c) on the map of a game of k in
 * a row (ji_game_map()'s), as judge_game_move() would give it, the game
 * left as it is: p if it won, 3 - p if it is a foul of renju (with fouls),
 * else 0.
 */
unsigned
ji_game_result(struct judge_game *g, uint64_t r, uint64_t c, unsigned p,
    int fouls)
{
	unsigned bits = won_big(g, r, c, p);

	if (bits != 0 && caro_wins(g, r, c, p, bits) != 0)
		return p;
	if (fouls && g->rule == JUDGE_RENJU && p == JUDGE_P1 &&
	    forbidden(g, NULL, r, c) > (int)JUDGE_NOFOUL)
		return JUDGE_P2;
	return 0;
}
