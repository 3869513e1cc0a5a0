/*
 * judge.c - the board judge and the game judge of ttt.  See judge.h.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "judge.h"

/* Cell bits: a cell is X (1), O (2) or neither (0).  ANDed over a line they
 * say whether the line is all X or all O so far. */
#define CX	1u
#define CO	2u

/* The line words of the game judge: owner in the top two bits (0 nobody
 * yet, 1 only X, 2 only O, 3 both), the number of marks below. */
#define OWN_SHIFT	62
#define CNT_MASK	(((uint64_t)1 << OWN_SHIFT) - 1)
#define MIXED		3u

/* The game judge's common moves take no call: move(), take() and won()
 * are inlined whole, the rest is kept out of line. */
#if defined(__GNUC__)
#define NOINLINE	__attribute__((noinline))
#define INLINE		__attribute__((always_inline)) inline
#else
#define NOINLINE
#define INLINE		inline
#endif


/* The side of the boards kept as bitboards, bit SMALL_N * i + j. */
#define SMALL_N		8u
/* judge_board3()'s memo: a byte for each of the 3^9 boards of 3 x 3. */
#define MEMO3		19683u
/* rows[i] of struct judge_board: the length of row i, and the AND of its
 * cell bits at ROW_AND_SHIFT. */
#define ROW_AND_SHIFT	62
#define ROW_LEN_MASK	(((uint64_t)1 << ROW_AND_SHIFT) - 1)

struct judge_board {
	enum judge_player first;
	uint64_t nrows;		/* rows ended */
	uint64_t rowlen;	/* cells in the current row so far */
	int inrow;		/* cells were fed to a row not yet ended */
	unsigned rowand;	/* AND of the current row's cell bits */
	unsigned diag;		/* AND over the cells (i, i) */
	uint64_t x, o;
	/* flag[j]: the AND over column j (j < collive) in bits 0-1, and over
	 * anti-diagonal i + j = j (j < antihi) in bits 2-3: one byte a column */
	unsigned char *flag;
	size_t cap;		/* of flag */
	uint64_t collive;	/* columns j < collive may still be full */
	uint64_t antihi;	/* anti-diagonals s < antihi may still be full */
	uint64_t color, antior;	/* this row: the OR of the flags it left */
	uint64_t *rows;		/* per row: length, and its AND (above) */
	size_t rowscap;
	/* Boards of at most SMALL_N x SMALL_N are kept as bitboards until
	 * they grow past that; then the rows are replayed as flags. */
	int small;
	uint64_t sx, so;
	unsigned char slen[SMALL_N];	/* row lengths */
	uint64_t maskn;		/* the n of the masks below */
	uint64_t colm, dm, am;	/* column 0 and the diagonals of n x n */
	int bad;		/* a bad byte was seen */
	uint64_t badrow, badcol;
	unsigned char badbyte;
	/* The rules: a fixed shape (0 x 0: N = rows), and K in a row. */
	uint64_t fixrows, fixcols;
	struct kboard *kb;	/* K in a row, or NULL for full lines */
	/* judge_board3(): the verdict + 1 of each 3 x 3 board seen valid
	 * under these rules, by its cells in base 3; 0 if not known yet */
	unsigned char memo3[MEMO3];
};

/* A winning run's cells that could have been the last move. */
struct cands {
	int has, apart;		/* a winning run was seen; no cell is left */
	uint64_t (*cell)[2];
	size_t n, cap;
	uint64_t run[4];	/* the first winning run */
};

/* Directions of a run, as indices of kboard's arrays: down, down-right,
 * down-left, and along the row. */
enum { KV, KD, KA, KH, KDIRS };

/* A growing array of start rows, by column or diagonal. */
struct kstart {
	uint64_t *row;
	size_t cap;
};

/*
 * The K-in-a-row board judge.  A row is kept as two bit masks, the cells
 * of X and of O, 64 columns a word.  Per player and direction (down,
 * down-right, down-left) a counter per cell of the previous row holds the
 * length of the run ending there, stopping at cap: it is bit-sliced, nb
 * words a word of cells, bit b of the counters in word nb * w + b.
 */
struct kboard {
	uint64_t k;
	int exact;
	uint64_t cap;		/* k, or k + 1 (an overline) with exact */
	unsigned nb;		/* bits of cap */
	size_t wcap;		/* words of each row array */
	size_t hiw;		/* words used since the last clear */
	size_t dirty[2];	/* bits[.][i]: words past these are zero */
	uint64_t prevlen;
	uint64_t *bits[2][2];	/* [player - 1][0 this row, 1 the previous] */
	uint64_t *plane[2][3];	/* [player - 1][KV, KD, KA]: the counters */
	uint64_t *end[KDIRS];	/* where this row's winning runs end */
	uint64_t *tmp;		/* the runs along a row of at least k */
	/* Without exact, the first row of each run that reached k: by
	 * column (KV), diagonal c - r >= 0 (KD), r - c - 1 (KH: the
	 * diagonals left of column 0) and anti-diagonal r + c (KA). */
	struct kstart st[2][KDIRS];
	struct cands c[3];	/* [1] X, [2] O */
};

static void	bad_byte(struct judge_board *, uint64_t, unsigned char);
static void	kb_clear(struct kboard *);
static void	kb_free(struct kboard *);
static int	kb_cells(struct judge_board *, const unsigned char *, size_t);
static int	kb_endrow(struct judge_board *);
static enum judge_verdict kb_verdict(struct judge_board *, struct judge_why *);
static int	check_counts(const struct judge_board *, int, struct judge_why *);
static void	scan_piece(struct judge_board *, const unsigned char *, size_t,
		    uint64_t);
static unsigned	cellbits(unsigned char);
static void	first_bad(struct judge_board *, const unsigned char *, uint64_t);
static int	spill(struct judge_board *);

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
	"the board has the wrong number of rows"
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
	b->rowand = CX | CO;
	b->diag = CX | CO;
	b->x = b->o = 0;
	b->collive = UINT64_MAX;
	b->antihi = UINT64_MAX;
	b->color = b->antior = 0;
	b->bad = 0;
	b->small = b->kb == NULL;
	b->sx = b->so = 0;
	if (b->kb != NULL)
		kb_clear(b->kb);
}

struct judge_board *
judge_board_new(enum judge_player first)
{
	struct judge_board *b;

	if ((b = calloc(1, sizeof(*b))) == NULL)
		return NULL;
	b->first = first;
	board_clear(b);
	return b;
}

void
judge_board_free(struct judge_board *b)
{
	if (b == NULL)
		return;
	free(b->flag);
	kb_free(b->kb);
	free(b->rows);
	free(b);
}

/* The cell bits of byte c. */
static inline unsigned
cellbits(unsigned char c)
{
	unsigned l = c | 0x20u;

	return (l == 'x') | (l == 'o') << 1;
}

static inline int
isempty(unsigned char c)
{
	return c == ' ' || c == '.';
}

/* Makes flag hold at least need bytes. */
static int
board_reserve(struct judge_board *b, uint64_t need)
{
	size_t cap;
	unsigned char *p;

	if (need <= b->cap && b->flag != NULL)
		return JUDGE_OK;
	if (need > SIZE_MAX / 2)
		return JUDGE_ENOMEM;
	cap = b->cap ? b->cap : 64;
	while (cap < need)
		cap += cap / 2;
	if ((p = realloc(b->flag, cap)) == NULL)
		return JUDGE_ENOMEM;
	b->flag = p;
	b->cap = cap;
	return JUDGE_OK;
}

/*
 * Long rows are read 8 bytes at a time, each byte a lane of a uint64_t
 * (SWAR): no lane carries into the next, so byte order does not matter.
 */
#define ONES	UINT64_C(0x0101010101010101)
#define HIGHS	(ONES * 0x80)

static inline uint64_t
load8(const unsigned char *p)
{
	uint64_t w;

	memcpy(&w, p, 8);
	return w;
}

static inline void
store8(unsigned char *p, uint64_t w)
{
	memcpy(p, &w, 8);
}

/* 0x80 in each byte of t that is zero, 0 in the others. */
static inline uint64_t
zbytes(uint64_t t)
{
	const uint64_t lo7 = ONES * 0x7f;

	return ~(((t & lo7) + lo7) | t | lo7);
}

/* The cell bits of 8 bytes, one a lane. */
static inline uint64_t
cells8(uint64_t w)
{
	uint64_t l = w | ONES * 0x20;

	return zbytes(l ^ ONES * 'x') >> 7 | zbytes(l ^ ONES * 'o') >> 6;
}

/* The sum of the eight byte lanes of v, each at most 255. */
static inline uint64_t
lanesum(uint64_t v)
{
	v = (v & UINT64_C(0x00ff00ff00ff00ff)) +
	    (v >> 8 & UINT64_C(0x00ff00ff00ff00ff));
	return v * UINT64_C(0x0001000100010001) >> 48;
}

/*
 * What a row's scans add up over 8 bytes at a time: the lanes that are X,
 * O, and any cell at all, ANDed (0x80 left in a lane means every word had
 * it), and the X and O lanes counted a byte a lane.
 */
struct scan {
	uint64_t allx, allo, cell;
	uint64_t x, o;		/* marks counted so far */
	uint64_t cx, co;	/* byte-lane counts, at most 255 a lane */
	unsigned words;		/* words in cx and co */
};

static inline void
scan_begin(struct scan *sc)
{
	sc->allx = sc->allo = sc->cell = HIGHS;
	sc->x = sc->o = sc->cx = sc->co = 0;
	sc->words = 0;
}

/* One word of cells; returns its cell bits, one a lane. */
static inline uint64_t
scan8(struct scan *sc, uint64_t w)
{
	uint64_t l = w | ONES * 0x20, zx, zo;

	zx = zbytes(l ^ ONES * 'x');
	zo = zbytes(l ^ ONES * 'o');
	sc->cell &= zx | zo | zbytes(w ^ ONES * ' ') | zbytes(w ^ ONES * '.');
	sc->allx &= zx;
	sc->allo &= zo;
	sc->cx += zx >> 7;
	sc->co += zo >> 7;
	if (++sc->words == 255) {
		sc->x += lanesum(sc->cx);
		sc->o += lanesum(sc->co);
		sc->cx = sc->co = 0;
		sc->words = 0;
	}
	return zx >> 7 | zo >> 6;
}

/* The sums into b; whether every byte was a cell. */
static inline int
scan_end(struct judge_board *b, struct scan *sc)
{
	b->x += sc->x + lanesum(sc->cx);
	b->o += sc->o + lanesum(sc->co);
	b->rowand &= (unsigned)(sc->allx == HIGHS) |
	    (unsigned)(sc->allo == HIGHS) << 1;
	return sc->cell == HIGHS;
}

/* Row-wide sums over a piece of a row: marks, fullness, bad bytes. */
static void
scan_piece(struct judge_board *b, const unsigned char *p, size_t len,
    uint64_t c0)
{
	struct scan sc;
	unsigned and, ok;
	uint64_t x = 0, o = 0;
	size_t j;

	scan_begin(&sc);
	for (j = 0; j + 8 <= len; j += 8)
		scan8(&sc, load8(p + j));
	ok = (unsigned)scan_end(b, &sc);
	and = b->rowand;
	for (; j < len; j++) {
		unsigned v = cellbits(p[j]);

		and &= v;
		x += v & CX;
		o += v >> 1;
		ok &= (v != 0) | isempty(p[j]);
	}
	b->rowand = and;
	b->x += x;
	b->o += o;
	if (!ok)
		first_bad(b, p, c0);
}

/* Records the first bad byte at or after p (there is one), at column c0. */
static void
first_bad(struct judge_board *b, const unsigned char *p, uint64_t c0)
{
	size_t j;

	if (b->bad)
		return;
	for (j = 0; cellbits(p[j]) != 0 || isempty(p[j]); j++)
		;
	bad_byte(b, c0 + j, p[j]);
}

/*
 * All of scan_piece() and lines_piece() in one pass, for the part of a
 * row (r > 0) where both the column and the anti-diagonal flags are live,
 * 8 bytes at a time.  Returns how many bytes it took (a multiple of 8).
 */
static size_t
fused_piece(struct judge_board *b, const unsigned char *p, size_t len,
    uint64_t c0)
{
	uint64_t r = b->nrows, k, end, w, v;
	uint64_t fcol = 0, fanti = 0;
	unsigned char *fc = b->flag + c0, *fa = b->flag + r + c0;
	struct scan sc;
	size_t j;

	k = b->collive > c0 ? b->collive - c0 : 0;
	end = b->antihi > r + c0 ? b->antihi - r - c0 : 0;
	if (end < k)
		k = end;
	if (len < k)
		k = len;
	k &= ~(uint64_t)7;
	scan_begin(&sc);
	for (j = 0; j < k; j += 8) {
		v = scan8(&sc, load8(p + j));
		/* bits 0-1 and 2-3 of a flag: the two never touch */
		store8(fc + j, w = load8(fc + j) & (v | ONES * 12));
		fcol |= w;
		store8(fa + j, w = load8(fa + j) & (v << 2 | ONES * 3));
		fanti |= w;
	}
	b->color |= fcol & ONES * 3;
	b->antior |= fanti & ONES * 12;
	if (!scan_end(b, &sc))
		first_bad(b, p, c0);
	return (size_t)k;
}

/* flag[j] &= mask | cells << sh, for j < len, cells from p; returns the
 * OR of the flags left, their other bits (mask) cleared. */
static uint64_t
and_flags(unsigned char *flag, const unsigned char *p, size_t len,
    unsigned sh, unsigned mask)
{
	uint64_t w, or = 0;
	size_t j;

	for (j = 0; j + 8 <= len; j += 8) {
		store8(flag + j, w = load8(flag + j) &
		    (cells8(load8(p + j)) << sh | ONES * mask));
		or |= w;
	}
	for (; j < len; j++) {
		flag[j] &= (unsigned char)(cellbits(p[j]) << sh | mask);
		or |= flag[j];
	}
	return or & ~(ONES * mask);
}

/* The first row sets the column and anti-diagonal flags; later rows AND
 * into those that may still be full. */
static void
lines_piece(struct judge_board *b, const unsigned char *p, size_t len,
    uint64_t c0)
{
	uint64_t r = b->nrows, end, j, w, or = 0;

	if (r == 0) {
		for (j = 0; j + 8 <= len; j += 8) {
			w = cells8(load8(p + j));
			store8(b->flag + c0 + j, w * 5);
			or |= w;
		}
		for (; j < len; j++) {
			b->flag[c0 + j] = (unsigned char)(cellbits(p[j]) * 5);
			or |= b->flag[c0 + j];
		}
		b->color |= or;
		b->antior |= or;
	} else {
		end = b->collive > c0 ? b->collive - c0 : 0;
		b->color |= and_flags(b->flag + c0, p, end < len ? end : len,
		    0, 12);
		end = b->antihi > r + c0 ? b->antihi - r - c0 : 0;
		b->antior |= and_flags(b->flag + r + c0, p, end < len ? end :
		    len, 2, 3);
	}
}

static void
bad_byte(struct judge_board *b, uint64_t col, unsigned char byte)
{
	b->bad = 1;
	b->badrow = b->nrows;
	b->badcol = col;
	b->badbyte = byte;
}

/* Each byte's cell bits, and CELL for a byte that is a cell at all. */
#define CELL	4u
#define CXO	(CX | CO)
static const unsigned char celltab[256] = {
	[' '] = CELL, ['.'] = CELL,
	['X'] = CELL | CX, ['x'] = CELL | CX,
	['O'] = CELL | CO, ['o'] = CELL | CO
};

/* Cells into the bitboards; the row stays within SMALL_N cells. */
static void
small_piece(struct judge_board *b, const unsigned char *p, size_t len)
{
	unsigned sh = SMALL_N * (unsigned)b->nrows + (unsigned)b->rowlen, v;
	unsigned ok = CELL;
	uint64_t xm = 0, om = 0;
	size_t j;

	for (j = 0; j < len; j++) {
		v = celltab[p[j]];
		xm |= (uint64_t)(v & CX) << j;
		om |= (uint64_t)(v >> 1 & 1) << j;
		ok &= v;
	}
	if (!ok && !b->bad) {
		for (j = 0; cellbits(p[j]) != 0 || isempty(p[j]); j++)
			;
		bad_byte(b, b->rowlen + j, p[j]);
	}
	b->sx |= xm << sh;
	b->so |= om << sh;
	b->rowlen += len;
	b->inrow = 1;
}

/* Replays the bitboards as rows into the flags of larger boards.  A bad
 * byte replays as an empty cell; it is already recorded. */
static int
spill(struct judge_board *b)
{
	uint64_t sx = b->sx, so = b->so, n = b->nrows, cur = b->rowlen, r;
	unsigned char len[SMALL_N];
	char row[SMALL_N];
	int inrow = b->inrow;
	unsigned j, L;

	memcpy(len, b->slen, sizeof(len));
	b->small = 0;
	b->nrows = b->rowlen = 0;
	for (r = 0; r < n || (r == n && inrow); r++) {
		L = r < n ? len[r] : (unsigned)cur;
		for (j = 0; j < L; j++)
			row[j] = (char)((sx >> (SMALL_N * r + j)) & 1 ? 'X' :
			    (so >> (SMALL_N * r + j)) & 1 ? 'O' : '.');
		if (judge_board_cells(b, row, L) != JUDGE_OK ||
		    (r < n && judge_board_endrow(b) != JUDGE_OK))
			return JUDGE_ENOMEM;
	}
	return JUDGE_OK;
}

int
judge_board_cells(struct judge_board *b, const char *cells, size_t len)
{
	const unsigned char *p = (const unsigned char *)cells;
	uint64_t c0;
	size_t k;

	/* Before anything else: a shift by 64 below, and flag may not be
	 * there yet (found by the fuzzer). */
	if (len == 0) {
		b->inrow = 1;
		return JUDGE_OK;
	}
	if (b->small) {
		if (b->nrows < SMALL_N && len <= SMALL_N - b->rowlen) {
			small_piece(b, p, len);
			return JUDGE_OK;
		}
		if (spill(b) != JUDGE_OK)
			return JUDGE_ENOMEM;
	}
	if (b->kb != NULL)
		return kb_cells(b, p, len);
	/* A board whose first rows were empty has no flags yet. */
	if (b->flag == NULL && board_reserve(b, 1) != JUDGE_OK)
		return JUDGE_ENOMEM;
	if (b->rowlen > UINT64_MAX - len)
		return JUDGE_ENOMEM;
	if (b->nrows == 0 && board_reserve(b, b->rowlen + len) != JUDGE_OK)
		return JUDGE_ENOMEM;
	c0 = b->rowlen;
	if (b->nrows >= c0 && b->nrows - c0 < len)
		b->diag &= cellbits(p[b->nrows - c0]);
	k = b->nrows > 0 ? fused_piece(b, p, len, c0) : 0;
	scan_piece(b, p + k, len - k, c0 + k);
	lines_piece(b, p + k, len - k, c0 + k);
	b->rowlen += len;
	b->inrow = 1;
	return JUDGE_OK;
}

int
judge_board_endrow(struct judge_board *b)
{
	uint64_t *p;
	size_t cap;

	if (b->small && b->nrows == SMALL_N && spill(b) != JUDGE_OK)
		return JUDGE_ENOMEM;
	if (b->small) {
		b->slen[b->nrows++] = (unsigned char)b->rowlen;
		b->rowlen = 0;
		b->inrow = 0;
		return JUDGE_OK;
	}
	if (b->nrows == b->rowscap) {
		if (b->rowscap > SIZE_MAX / 2 / sizeof(*p))
			return JUDGE_ENOMEM;
		cap = b->rowscap ? b->rowscap * 2 : 16;
		if ((p = realloc(b->rows, cap * sizeof(*p))) == NULL)
			return JUDGE_ENOMEM;
		b->rows = p;
		b->rowscap = cap;
	}
	if (b->kb != NULL && kb_endrow(b) != JUDGE_OK)
		return JUDGE_ENOMEM;
	if (b->rowlen == 0)
		b->rowand = 0;
	if (b->rowlen <= b->nrows)
		b->diag = 0;
	b->rows[b->nrows] = b->rowlen |
	    (uint64_t)b->rowand << ROW_AND_SHIFT;
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
	b->rowand = CX | CO;
	b->inrow = 0;
	return JUDGE_OK;
}

int
judge_board_row(struct judge_board *b, const char *row, size_t len)
{
	int rc;

	/* The common case of small boards, in one call. */
	if (b->small && len > 0 && b->nrows < SMALL_N && len <= SMALL_N &&
	    b->rowlen == 0) {
		small_piece(b, (const unsigned char *)row, len);
		b->slen[b->nrows++] = (unsigned char)len;
		b->rowlen = 0;
		b->inrow = 0;
		return JUDGE_OK;
	}
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

static void
full_lines(const struct judge_board *b, unsigned bit, struct full *f)
{
	uint64_t n = b->nrows, i;

	memset(f, 0, sizeof(*f));
	for (i = 0; i < n; i++)
		if ((b->rows[i] & ROW_LEN_MASK) == n && (b->rows[i] >> ROW_AND_SHIFT) & bit) {
			f->nrow++;
			f->row = i;
		}
	for (i = 0; i < b->collive && i < n; i++)
		if (b->flag[i] & bit) {
			f->ncol++;
			f->col = i;
		}
	f->diag = (b->diag & bit) != 0;
	f->anti = n - 1 < b->antihi && (b->flag[n - 1] & bit << 2) != 0;
}

static int
has_full(const struct full *f)
{
	return f->nrow || f->ncol || f->diag || f->anti;
}

/* The lines of f as JUDGE_L* bits into why. */
static void
full_bits(const struct full *f, struct judge_why *why)
{
	why->lines = (f->nrow ? JUDGE_LROW : 0) | (f->ncol ? JUDGE_LCOL : 0) |
	    (f->diag ? JUDGE_LDIAG : 0) | (f->anti ? JUDGE_LANTI : 0);
	why->lrow = f->row;
	why->lcol = f->col;
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

/* The count rules of legal play; a winner w (0 for none) moved last. */
static int
check_counts(const struct judge_board *b, int w, struct judge_why *why)
{
	uint64_t x = b->x, o = b->o, mine, other;
	int first = b->first;

	if ((x > o ? x - o : o - x) > 1)
		return JUDGE_ECOUNT;
	if ((first == JUDGE_P1 && o > x) || (first == JUDGE_P2 && x > o)) {
		why->winner = first;
		return JUDGE_EFIRST;
	}
	if (w == 0)
		return JUDGE_OK;
	mine = w == JUDGE_P1 ? x : o;
	other = w == JUDGE_P1 ? o : x;
	why->winner = w;
	if (mine < other || (first == w && mine == other) ||
	    (first != JUDGE_EITHER && first != w && mine != other))
		return JUDGE_EAFTER;
	return JUDGE_OK;
}

static unsigned
popcount64(uint64_t m)
{
	m = m - ((m >> 1) & UINT64_C(0x5555555555555555));
	m = (m & UINT64_C(0x3333333333333333)) +
	    ((m >> 2) & UINT64_C(0x3333333333333333));
	m = (m + (m >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
	return (unsigned)((m * UINT64_C(0x0101010101010101)) >> 56);
}

static void
small_masks(struct judge_board *b, uint64_t n)
{
	uint64_t i;

	b->colm = b->dm = b->am = 0;
	for (i = 0; i < n; i++) {
		b->colm |= (uint64_t)1 << SMALL_N * i;
		b->dm |= (uint64_t)1 << (SMALL_N + 1) * i;
		b->am |= (uint64_t)1 << (SMALL_N * i + n - 1 - i);
	}
	b->maskn = n;
}

/* The full lines of bitboard m on an n x n board, n <= SMALL_N. */
static void
small_full(const struct judge_board *b, uint64_t m, uint64_t n,
    struct full *f)
{
	uint64_t rowm = ((uint64_t)1 << n) - 1, colm = b->colm, i;

	memset(f, 0, sizeof(*f));
	if (popcount64(m) < n)
		return;
	for (i = 0; i < n; i++) {
		if (((m >> SMALL_N * i) & rowm) == rowm) {
			f->nrow++;
			f->row = i;
		}
		if (((m >> i) & colm) == colm) {
			f->ncol++;
			f->col = i;
		}
	}
	f->diag = (m & b->dm) == b->dm;
	f->anti = (m & b->am) == b->am;
}

static uint64_t
row_length(const struct judge_board *b, uint64_t i)
{
	return b->small ? b->slen[i] : b->rows[i] & ROW_LEN_MASK;
}

/* Fills why and returns the verdict; b is not yet cleared. */
static enum judge_verdict
board_verdict(struct judge_board *b, struct judge_why *why)
{
	uint64_t n = b->nrows, i;
	struct full fx, fo;
	int w;

	if (b->small) {
		b->x = popcount64(b->sx);
		b->o = popcount64(b->so);
	}
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
	if (b->kb != NULL)
		return kb_verdict(b, why);
	for (i = 0; i < n; i++)
		if (row_length(b, i) > n) {
			why->code = JUDGE_ELONGROW;
			why->row = i;
			return JUDGE_INVALID;
		}
	if (n == 0)
		return JUDGE_PENDING;
	if (b->small) {
		if (b->maskn != n)
			small_masks(b, n);
		small_full(b, b->sx, n, &fx);
		small_full(b, b->so, n, &fo);
	} else {
		full_lines(b, CX, &fx);
		full_lines(b, CO, &fo);
	}
	if (has_full(&fx) && has_full(&fo)) {
		/* Counts first: they are the plainer reason. */
		if ((why->code = check_counts(b, 0, why)) != JUDGE_OK)
			return JUDGE_INVALID;
		why->code = JUDGE_EBOTH;
		return JUDGE_INVALID;
	}
	w = has_full(&fx) ? JUDGE_P1 : has_full(&fo) ? JUDGE_P2 : 0;
	if ((why->code = check_counts(b, w, why)) != JUDGE_OK)
		return JUDGE_INVALID;
	if (w != 0 && !share_cell(w == JUDGE_P1 ? &fx : &fo, n)) {
		why->code = JUDGE_EAPART;
		return JUDGE_INVALID;
	}
	if (w != 0) {
		full_bits(w == JUDGE_P1 ? &fx : &fo, why);
		return w == JUDGE_P1 ? JUDGE_X : JUDGE_O;
	}
	/* x + o == n * n, without overflow */
	if ((b->x + b->o) % n == 0 && (b->x + b->o) / n == n)
		return JUDGE_DRAW;
	return JUDGE_PENDING;
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

int
judge_board3(struct judge_board *b, const char *row0, const char *row1,
    const char *row2, struct judge_why *why)
{
	const char *rows[3] = { row0, row1, row2 };
	const unsigned char *p0 = (const unsigned char *)row0;
	const unsigned char *p1 = (const unsigned char *)row1;
	const unsigned char *p2 = (const unsigned char *)row2;
	unsigned c[9], all, i, idx;
	enum judge_verdict v;

	if (b->nrows != 0 || b->inrow)
		return -1;
	c[0] = celltab[p0[0]];
	c[1] = celltab[p0[1]];
	c[2] = celltab[p0[2]];
	c[3] = celltab[p1[0]];
	c[4] = celltab[p1[1]];
	c[5] = celltab[p1[2]];
	c[6] = celltab[p2[0]];
	c[7] = celltab[p2[1]];
	c[8] = celltab[p2[2]];
	all = c[0] & c[1] & c[2] & c[3] & c[4] & c[5] & c[6] & c[7] & c[8];
	if (!(all & CELL))
		return -1;
	/* The cells in base 3: 0 empty, 1 X, 2 O. */
	idx = (c[0] & CXO) + (c[1] & CXO) * 3 + (c[2] & CXO) * 9 +
	    (c[3] & CXO) * 27 + (c[4] & CXO) * 81 + (c[5] & CXO) * 243 +
	    (c[6] & CXO) * 729 + (c[7] & CXO) * 2187 + (c[8] & CXO) * 6561;
	if (b->memo3[idx] != 0)
		return b->memo3[idx] - 1;
	for (i = 0; i < 3; i++)
		if (judge_board_row(b, rows[i], 3) != JUDGE_OK) {
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
	return (int)v;
}

/* ---- K in a row: the board judge ---- */

/* Multiplying the low bits of 8 byte lanes by PACK8 gathers them, lane i
 * to bit 56 + i. */
#define PACK8		UINT64_C(0x0102040810204080)
#define WORD_BITS	64u
#define WORDS(cells)	(((cells) + WORD_BITS - 1) / WORD_BITS)
/* Bit-sliced counters: at most 64 planes, for a cap of up to 2^64 - 1. */
#define MAX_PLANES	64u

static inline uint64_t
bswap64(uint64_t v)
{
	v = (v & UINT64_C(0x00ff00ff00ff00ff)) << 8 |
	    (v >> 8 & UINT64_C(0x00ff00ff00ff00ff));
	v = (v & UINT64_C(0x0000ffff0000ffff)) << 16 |
	    (v >> 16 & UINT64_C(0x0000ffff0000ffff));
	return v << 32 | v >> 32;
}

/* Whether a uint64_t holds the first byte of its memory in its low bits
 * (folds to a constant). */
static inline int
little_endian(void)
{
	const uint64_t one = 1;
	unsigned char c;

	memcpy(&c, &one, 1);
	return c == 1;
}

/* The index of the lowest set bit of m != 0 (de Bruijn). */
static unsigned
lowbit(uint64_t m)
{
	static const unsigned char tab[64] = {
		0, 1, 48, 2, 57, 49, 28, 3, 61, 58, 50, 42, 38, 29, 17, 4,
		62, 55, 59, 36, 53, 51, 43, 22, 45, 39, 33, 30, 24, 18, 12, 5,
		63, 47, 56, 27, 60, 41, 37, 16, 54, 35, 52, 21, 44, 32, 23, 11,
		46, 26, 40, 15, 34, 20, 31, 10, 25, 14, 19, 9, 13, 8, 7, 6
	};

	return tab[((m & -m) * UINT64_C(0x03f79d71b4cb0a89)) >> 58];
}

/* The index of the highest set bit of m != 0. */
static unsigned
highbit(uint64_t m)
{
	unsigned i = 0, s;

	for (s = WORD_BITS / 2; s > 0; s /= 2)
		if (m >> s != 0) {
			m >>= s;
			i += s;
		}
	return i;
}

static unsigned
bitlen(uint64_t v)
{
	return v == 0 ? 0 : highbit(v) + 1;
}

/* Whether the player's runs can still change the verdict: not once its
 * winning runs are apart, nor once both players have one (kb_verdict()). */
static unsigned
kb_live(const struct kboard *kb)
{
	unsigned live = 0, p;

	if (kb->c[JUDGE_P1].has && kb->c[JUDGE_P2].has)
		return 0;
	for (p = JUDGE_P1; p <= JUDGE_P2; p++)
		if (!kb->c[p].apart)
			live |= p;
	return live;
}

static void
kb_clear(struct kboard *kb)
{
	int p, d;

	for (p = 0; p < 2 && kb->hiw > 0; p++) {
		memset(kb->bits[p][0], 0, kb->hiw * sizeof(uint64_t));
		memset(kb->bits[p][1], 0, kb->hiw * sizeof(uint64_t));
		for (d = KV; d <= KA; d++)
			memset(kb->plane[p][d], 0,
			    kb->hiw * kb->nb * sizeof(uint64_t));
	}
	kb->hiw = 0;
	kb->dirty[0] = kb->dirty[1] = 0;
	kb->prevlen = 0;
	for (p = JUDGE_P1; p <= JUDGE_P2; p++) {
		kb->c[p].has = kb->c[p].apart = 0;
		kb->c[p].n = 0;
	}
}

static void
kb_free(struct kboard *kb)
{
	int p, d;

	if (kb == NULL)
		return;
	for (p = 0; p < 2; p++) {
		free(kb->bits[p][0]);
		free(kb->bits[p][1]);
		for (d = KV; d <= KA; d++)
			free(kb->plane[p][d]);
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

int
judge_board_rules(struct judge_board *b, uint64_t rows, uint64_t cols,
    uint64_t k, unsigned flags)
{
	if ((rows == 0) != (cols == 0))
		return JUDGE_EROW;
	b->fixrows = rows;
	b->fixcols = cols;
	if (k == 0 && rows != cols)
		k = rows < cols ? rows : cols;
	kb_free(b->kb);
	b->kb = NULL;
	memset(b->memo3, 0, sizeof(b->memo3));
	if (k != 0) {
		if ((b->kb = calloc(1, sizeof(*b->kb))) == NULL)
			return JUDGE_ENOMEM;
		b->kb->k = k;
		b->kb->exact = (flags & JUDGE_EXACT) != 0;
		b->kb->cap = b->kb->exact && k < UINT64_MAX ? k + 1 : k;
		b->kb->nb = bitlen(b->kb->cap);
	}
	board_clear(b);
	return JUDGE_OK;
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
static int
kb_reserve(struct kboard *kb, uint64_t cells)
{
	uint64_t need = WORDS(cells) + 1;
	size_t cap = kb->wcap ? kb->wcap : 4, o = kb->wcap;
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
		for (d = KV; d <= KA; d++)
			rc |= grow_words(&kb->plane[p][d], o * kb->nb,
			    cap * kb->nb);
	}
	for (d = 0; d < KDIRS; d++)
		rc |= grow_words(&kb->end[d], o, cap);
	rc |= grow_words(&kb->tmp, o, cap);
	if (rc != JUDGE_OK)
		return JUDGE_ENOMEM;
	kb->wcap = cap;
	return JUDGE_OK;
}

/* The cells of 8 bytes' cell bits (one a lane, in memory order) into the
 * row masks at column col. */
static inline void
put8(uint64_t *xw, uint64_t *ow, uint64_t col, uint64_t v)
{
	uint64_t x = (v & ONES) * PACK8 >> 56, o = (v >> 1 & ONES) * PACK8 >> 56;
	size_t w = (size_t)(col / WORD_BITS);
	unsigned s = (unsigned)(col % WORD_BITS);

	xw[w] |= x << s;
	ow[w] |= o << s;
	if (s > WORD_BITS - 8) {
		xw[w + 1] |= x >> (WORD_BITS - s);
		ow[w + 1] |= o >> (WORD_BITS - s);
	}
}

/* Cells of the current row into its masks, with scan_piece()'s sums. */
static void
kb_pack(struct judge_board *b, const unsigned char *p, size_t len,
    uint64_t c0)
{
	struct kboard *kb = b->kb;
	uint64_t *xw = kb->bits[0][0], *ow = kb->bits[1][0], v;
	struct scan sc;
	unsigned ok, and;
	size_t j, w;

	/* Words not touched yet in this row are zeroed first. */
	for (w = (size_t)WORDS(c0); w < WORDS(c0 + len); w++)
		xw[w] = ow[w] = 0;
	if (WORDS(c0 + len) > kb->dirty[0])
		kb->dirty[0] = (size_t)WORDS(c0 + len);
	scan_begin(&sc);
	for (j = 0; j + 8 <= len; j += 8) {
		v = scan8(&sc, load8(p + j));
		if (!little_endian())
			v = bswap64(v);
		put8(xw, ow, c0 + j, v);
	}
	ok = (unsigned)scan_end(b, &sc);
	and = b->rowand;
	for (; j < len; j++) {
		unsigned c = cellbits(p[j]);

		and &= c;
		b->x += c & CX;
		b->o += c >> 1;
		ok &= (c != 0) | isempty(p[j]);
		w = (size_t)((c0 + j) / WORD_BITS);
		xw[w] |= (uint64_t)(c & CX) << (c0 + j) % WORD_BITS;
		ow[w] |= (uint64_t)(c >> 1) << (c0 + j) % WORD_BITS;
	}
	b->rowand = and;
	if (!ok)
		first_bad(b, p, c0);
}

static int
kb_cells(struct judge_board *b, const unsigned char *p, size_t len)
{
	struct kboard *kb = b->kb;
	uint64_t c0 = b->rowlen;
	size_t keep = len;

	if (c0 > UINT64_MAX - len)
		return JUDGE_ENOMEM;
	/* A fixed width bounds the columns kept; a row longer than that is
	 * Invalid anyway (its length is in rows[]). */
	if (b->fixcols != 0)
		keep = c0 >= b->fixcols ? 0 : b->fixcols - c0 < len ?
		    (size_t)(b->fixcols - c0) : len;
	if (kb_live(kb) == 0)
		keep = 0;
	if (keep > 0) {
		if (kb_reserve(kb, c0 + keep) != JUDGE_OK)
			return JUDGE_ENOMEM;
		kb_pack(b, p, keep, c0);
	}
	scan_piece(b, p + keep, len - keep, c0 + keep);
	b->rowlen += len;
	b->inrow = 1;
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

	if (kb->exact ? len != k : len < k)
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
		cap = s->cap ? s->cap : 16;
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
 * on to row r.  Without exact, a run that reaches k here keeps its first
 * row.
 */
static int
kb_dir(struct kboard *kb, unsigned p, int d, uint64_t r, size_t nw,
    unsigned nb)
{
	const uint64_t *cur = kb->bits[p - 1][0], *prv = kb->bits[p - 1][1];
	uint64_t *pl = kb->plane[p - 1][d], *end = kb->end[d], *o, *at;
	uint64_t carry[MAX_PLANES], s[MAX_PLANES], c, next, m, t;
	uint64_t k = kb->k;
	size_t i, w;
	unsigned bit;

	memset(carry, 0, nb * sizeof(carry[0]));
	for (i = 0; i < nw; i++) {
		w = d == KA ? nw - 1 - i : i;
		o = pl + w * kb->nb;
		c = cur[w];
		/* The next cell along d of each cell of row r - 1. */
		if (d == KV)
			next = c;
		else if (d == KD)
			next = c >> 1 | (w + 1 < nw ? cur[w + 1] << 63 : 0);
		else
			next = c << 1 | (w > 0 ? cur[w - 1] >> 63 : 0);
		end[w] |= prv[w] & ~next & count_eq(o, nb, k);
		/* The counters of the cells each cell of row r continues. */
		for (bit = 0; bit < nb; bit++) {
			t = o[bit];
			if (d == KV)
				s[bit] = t;
			else if (d == KD) {
				s[bit] = t << 1 | carry[bit];
				carry[bit] = t >> 63;
			} else {
				s[bit] = t >> 1 | carry[bit];
				carry[bit] = t << 63;
			}
		}
		if (!kb->exact && (m = c & count_eq(s, nb, k - 1)) != 0)
			for (; m != 0; m &= m - 1) {
				at = kb_start(kb, p, d, r, w * WORD_BITS +
				    lowbit(m), 1);
				if (at == NULL)
					return JUDGE_ENOMEM;
				*at = r - (k - 1);
			}
		/* Plus one, stopping at cap; zero off p's cells. */
		m = ~count_eq(s, nb, kb->cap);
		for (bit = 0; bit < nb; bit++) {
			t = s[bit];
			o[bit] = (t ^ m) & c;
			m &= t;
		}
	}
	return JUDGE_OK;
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
	return e - (w * WORD_BITS + highbit(m));
}

/* The length of the run of player p ending at (r, c) in direction d,
 * whose counter says it won: with exact that is k. */
static uint64_t
kb_len(struct kboard *kb, unsigned p, int d, uint64_t r, uint64_t c)
{
	const uint64_t *at;

	if (kb->exact || (at = kb_start(kb, p, d, r, c, 0)) == NULL)
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
			next = c[w] >> 1 | (w + 1 < nwc ? c[w + 1] << 63 : 0);
			end[w] |= h[w] & ~next;
		}
	}
}

/* The player of a cell of a row's masks. */
static unsigned
kb_player(const struct kboard *kb, int i, uint64_t c)
{
	return (kb->bits[0][i][c / WORD_BITS] >> c % WORD_BITS & 1) ?
	    JUDGE_P1 : JUDGE_P2;
}

/*
 * The runs of the current row, and those of the previous row that end
 * because of it, to kb_run() in the order of the first winning run: the
 * row's runs by column, then the previous row's down by column, then by
 * column down-right and down-left.
 */
static int
kb_endrow(struct judge_board *b)
{
	struct kboard *kb = b->kb;
	uint64_t r = b->nrows, len = b->rowlen, plen = kb->prevlen, m, c;
	size_t nwc, nwp, nw, w, i;
	unsigned live = kb_live(kb), nb, p, d;
	uint64_t *t;
	int rc = JUDGE_OK;

	if (b->fixcols != 0 && len > b->fixcols)
		len = b->fixcols;	/* the rest was not kept: Invalid */
	if (!live) {
		kb->prevlen = len;
		return JUDGE_OK;
	}
	if (kb_reserve(kb, len > plen ? len : plen) != JUDGE_OK)
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
		for (d = KV; d <= KA && (live & p); d++)
			if (kb_dir(kb, p, (int)d, r, nw, nb) != JUDGE_OK)
				return JUDGE_ENOMEM;
	for (w = 0; w < nwc; w++)
		for (m = kb->end[KH][w]; m != 0; m &= m - 1) {
			c = w * WORD_BITS + lowbit(m);
			p = kb_player(kb, 0, c);
			rc |= kb_run(kb, p, row_run(kb->bits[p - 1][0], c),
			    r, c, 0, 1);
		}
	for (w = 0; w < nwp; w++)
		for (m = kb->end[KV][w]; m != 0; m &= m - 1) {
			c = w * WORD_BITS + lowbit(m);
			p = kb_player(kb, 1, c);
			rc |= kb_run(kb, p, kb_len(kb, p, KV, r - 1, c),
			    r - 1, c, 1, 0);
		}
	for (w = 0; w < nwp; w++)
		for (m = kb->end[KD][w] | kb->end[KA][w]; m != 0; m &= m - 1) {
			c = w * WORD_BITS + lowbit(m);
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

/* The runs that reach the last row, by column: down, down-right,
 * down-left. */
static int
kb_lastrow(struct judge_board *b)
{
	struct kboard *kb = b->kb;
	uint64_t r = b->nrows - 1, m, c, e[3];
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
			c = w * WORD_BITS + lowbit(m);
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

static enum judge_verdict
kb_verdict(struct judge_board *b, struct judge_why *why)
{
	struct kboard *kb = b->kb;
	uint64_t n = b->nrows, cols = b->fixcols ? b->fixcols : n, i;
	int wx, wo, w;

	/* Bad bytes and the number of rows: board_verdict() saw to them. */
	why->n = cols;
	for (i = 0; i < n; i++)
		if ((b->rows[i] & ROW_LEN_MASK) > cols) {
			why->code = JUDGE_ELONGROW;
			why->row = i;
			return JUDGE_INVALID;
		}
	if (n == 0)
		return JUDGE_PENDING;
	if (kb_lastrow(b) != JUDGE_OK) {
		why->code = JUDGE_ENOMEM;
		return JUDGE_INVALID;
	}
	wx = kb->c[JUDGE_P1].has;
	wo = kb->c[JUDGE_P2].has;
	w = wx ? JUDGE_P1 : wo ? JUDGE_P2 : 0;
	if ((why->code = check_counts(b, wx && wo ? 0 : w, why)) != JUDGE_OK)
		return JUDGE_INVALID;
	if (wx && wo) {
		why->code = JUDGE_EBOTH;
		return JUDGE_INVALID;
	}
	if (w != 0 && kb->c[w].apart) {
		why->code = JUDGE_EAPART;
		why->winner = w;
		return JUDGE_INVALID;
	}
	if (w != 0) {
		why->lines = JUDGE_LRUN;
		memcpy(why->run, kb->c[w].run, sizeof(why->run));
		return w == JUDGE_P1 ? JUDGE_X : JUDGE_O;
	}
	if ((b->x + b->o) % n == 0 && (b->x + b->o) / n == cols)
		return JUDGE_DRAW;
	return JUDGE_PENDING;
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
 * judge_game_move() checks the rules in their order (off the board, the
 * player, after a win, strict turns) for all three, then take() decides
 * whether the cell is free and won() whether the move won.
 */
#define BITS_MAX	8u	/* bitboards: 8 x 8 bits in a uint64_t */
#define BITS_CELLS	(BITS_MAX * BITS_MAX)
#define LINES_MAX	62u	/* line words: a line's cells in bits 1 to 62,
				 * bits 0 and 63 never set */
#define LINES_WORDS	(2 * LINES_MAX - 1)	/* diagonals of a board */
#define MAP_MAX		((uint64_t)1 << 24)	/* board cells of a byte map */
#define RING		3u	/* a byte map's border: no player */
#define OBIT		((uint64_t)1 << 63)	/* HASH cells: O, beside the column */

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
	uint64_t klim;		/* and at most: k with JUDGE_EXACT, else any */
	int full;		/* won by full lines (k = rows = cols) */
	unsigned flags;		/* JUDGE_STRICT, JUDGE_EXACT */
	enum judge_player first;
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

/* ---- Hash tables ---- */

static inline size_t
hash64(uint64_t k, size_t cap)
{
	k ^= k >> 31;
	k *= UINT64_C(0x9e3779b97f4a7c15);
	k ^= k >> 29;
	return (size_t)k & (cap - 1);
}

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
	/* the owners as bits: nobody | p is p, p | p is p, else MIXED */
	uint64_t v = (*w | (uint64_t)p << OWN_SHIFT) + 1;

	*w = v;
	return (v >> OWN_SHIFT == p) & ((v & CNT_MASK) == n);
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
 * state: a move in an open game may take move()'s first branch. */
static void
gates(struct judge_game *g)
{
	g->open = g->winner == 0 && !(g->flags & JUDGE_STRICT);
}

/* Empties the board of g's representation. */
static void
game_clear(struct judge_game *g)
{
	uint64_t r;
	unsigned p;

	g->last = 0;
	g->winner = 0;
	g->won = 0;
	g->moves = 0;
	g->bb[0] = g->bb[1] = g->bb[2] = 0;
	g->free = g->onboard;
	gates(g);
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

/* judge_game_reset() for new rules, or any board but a small one. */
static NOINLINE int
game_rules(struct judge_game *g, uint64_t rows, uint64_t cols, uint64_t k)
{
	int full = k == 0;
	enum rep rep;
	uint64_t r;

	if (rows == 0 || cols == 0 || rows > JUDGE_MAXN || cols > JUDGE_MAXN ||
	    (full && rows != cols)) {
		game_clear(g);
		return JUDGE_EROW;
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
	g->klim = (g->flags & JUDGE_EXACT) ? k : UINT64_MAX;
	g->full = full;
	if (rep == BITS && g->lmn != rows)
		bits_masks(g, rows);
	g->onboard = 0;
	for (r = 0; rep == BITS && r < rows; r++)
		g->onboard |= (((uint64_t)1 << cols) - 1) << (8 * r);
	if (rep == MAP) {
		g->stride = cols + 2;
		g->step[0] = 1;
		g->step[1] = (ptrdiff_t)g->stride;
		g->step[2] = (ptrdiff_t)g->stride + 1;
		g->step[3] = (ptrdiff_t)g->stride - 1;
	}
	game_clear(g);
	return JUDGE_OK;
}

int
judge_game_reset(struct judge_game *g, uint64_t rows, uint64_t cols,
    uint64_t k)
{
	/* A new game of tic-tac-toe, or of any small full-line board, of
	 * the same size: the bitboards emptied, all it takes. */
	if (g->rep == BITS && k == 0 && rows == g->rows && cols == g->cols) {
		g->bb[1] = g->bb[2] = 0;
		g->free = g->onboard;
		g->last = g->winner = 0;
		g->won = 0;
		gates(g);
		return JUDGE_OK;
	}
	return game_rules(g, rows, cols, k);
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
	if (judge_game_reset(g, n, n, 0) != JUDGE_OK) {
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
		return s[0] == 0 ? 0 : 1 + (unsigned)(s[1] >> 63);
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
		p = 1 + (unsigned)(slot[i + 1] >> 63);
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

/* The zero bits below and above the lowest and the highest one bit of a
 * word that is not 0. */
static INLINE unsigned
ctz64(uint64_t w)
{
#if defined(__GNUC__)
	return (unsigned)__builtin_ctzll(w);
#else
	unsigned n;

	for (n = 0; !(w & 1); n++)
		w >>= 1;
	return n;
#endif
}

static INLINE unsigned
clz64(uint64_t w)
{
#if defined(__GNUC__)
	return (unsigned)__builtin_clzll(w);
#else
	unsigned n;

	for (n = 0; !(w >> 63); n++)
		w <<= 1;
	return n;
#endif
}

/*
 * LINES: the marks in a row through bit pos of line word w (set): the
 * cell, the ones above it and the ones below it, each count ended by a
 * zero bit (bits 0 and 63 are never set).
 */
static INLINE uint64_t
line_run(uint64_t w, unsigned pos)
{
	return 1 + ctz64(~w >> (pos + 1)) + clz64(~w << (64 - pos));
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
	return (w >> OWN_SHIFT == p) & ((w & CNT_MASK) == n);
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
static NOINLINE unsigned
won_bits(const struct judge_game *g, uint64_t r, uint64_t c, uint64_t m)
{
	const uint64_t *l = g->lm[8 * r + c];

	return (unsigned)((~m & l[0]) == 0) |
	    (unsigned)((~m & l[1]) == 0) << 1 |
	    (unsigned)(r == c && (~m & l[2]) == 0) << 2 |
	    (unsigned)(r + c + 1 == g->rows && (~m & l[3]) == 0) << 3;
}

/* won() for k in a row on a MAP or HASH board and full lines on a HASH
 * one, out of line. */
static NOINLINE unsigned
won_big(struct judge_game *g, uint64_t r, uint64_t c, unsigned p)
{
	const unsigned char *q;
	uint64_t len, max;
	unsigned d;

	if (g->full)
		return full_won_hash(g, r, c, p);
	max = (g->flags & JUDGE_EXACT) ? g->k : g->k - 1;
	if (g->rep == MAP) {
		q = g->map + (r + 1) * g->stride + c + 1;
		for (d = 0; d < 4; d++) {
			len = 1 + map_walk(q, g->step[d], p, max) +
			    map_walk(q, -g->step[d], p, max);
			if (len >= g->k && len <= g->klim)
				return 1u << d;
		}
		return 0;
	}
	for (d = 0; d < 4; d++) {
		len = 1 + walk(g, r, c, d, 0, p, max) + walk(g, r, c, d, 1, p,
		    max);
		if (len >= g->k && len <= g->klim)
			return 1u << d;
	}
	return 0;
}

/*
 * Whether p's new mark at (r, c) won: the JUDGE_L* bits of the lines it
 * filled for full lines, else 1 << d for the first direction d of a
 * winning run (k in a row, or exactly k with JUDGE_EXACT).
 */
static INLINE unsigned
won(struct judge_game *g, enum rep rep, uint64_t r, uint64_t c, unsigned p)
{
	const uint64_t *l;
	uint64_t m, k, n, span, *w[4];
	unsigned bits;

	if (rep == LINES) {
		/* a run wins when k <= its length <= klim */
		linewords(g, p, r, c, w);
		k = g->k;
		span = g->klim - k;
		bits = (unsigned)(line_run(*w[0], (unsigned)c + 1) - k <= span) |
		    (unsigned)(line_run(*w[1], (unsigned)r + 1) - k <= span) << 1 |
		    (unsigned)(line_run(*w[2], (unsigned)r + 1) - k <= span) << 2 |
		    (unsigned)(line_run(*w[3], (unsigned)r + 1) - k <= span) << 3;
		/* full lines: all it filled; k in a row: the first */
		return g->full ? bits : bits & -bits;
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
	if ((m & l[0]) != 0 && (m & l[1]) != 0 && (m & l[2]) != 0 &&
	    (m & l[3]) != 0)
		return 0;
	return won_bits(g, r, c, ~m);
}

/* The game is won by p's move at (r, c) in the lines or directions bits:
 * the end of the game, and the run of a win by k in a row. */
static NOINLINE int
game_won(struct judge_game *g, uint64_t r, uint64_t c, unsigned p,
    unsigned bits)
{
	uint64_t max = (g->flags & JUDGE_EXACT) ? g->k : g->k - 1, f, bk;
	unsigned d;

	g->winner = (int)p;
	gates(g);
	if (g->full) {
		g->won = bits;
		return (int)p;
	}
	for (d = 0; !(bits & 1u << d); d++)
		;
	f = walk(g, r, c, d, 0, p, max);
	bk = walk(g, r, c, d, 1, p, max);
	g->run[0] = r - bk * (uint64_t)dirs[d][0];
	g->run[1] = c - bk * (uint64_t)(int64_t)dirs[d][1];
	g->run[2] = r + f * (uint64_t)dirs[d][0];
	g->run[3] = c + f * (uint64_t)(int64_t)dirs[d][1];
	g->won = JUDGE_LRUN;
	return (int)p;
}

/*
 * A move: the rules in their order, then the cell and the win by g's
 * representation, rep (g->rep, given apart so that a caller that knows it
 * has the other representations' branches folded away).
 */
static INLINE int
move(struct judge_game *g, enum rep rep, uint64_t r, uint64_t c,
    uint64_t player)
{
	unsigned p = (unsigned)player, bits;
	uint64_t bit;
	int rc;

	/*
	 * Bitboards: a move of player 1 or 2 on a free cell of an open game
	 * passes every rule below at once (a free cell is on the board).
	 */
	if (rep == BITS && (r | c) < BITS_MAX && player - 1 < 2 && g->open &&
	    (g->free & (bit = (uint64_t)1 << (8 * r + c))) != 0) {
		/* (no last player: only strict turns need it) */
		g->free ^= bit;
		g->bb[p] |= bit;
		if ((bits = won(g, BITS, r, c, p)) != 0)
			return game_won(g, r, c, p, bits);
		return 0;
	}
	if (r >= g->rows)
		return JUDGE_EROW;
	if (c >= g->cols)
		return JUDGE_ECOL;
	if (player - 1 > 1)
		return JUDGE_EPLAYER;
	if (g->winner != 0)
		return JUDGE_EOVER;
	if (g->flags & JUDGE_STRICT) {
		if (g->last == 0 && g->first != JUDGE_EITHER &&
		    p != (unsigned)g->first)
			return JUDGE_EWRONGFIRST;
		if ((unsigned)g->last == p)
			return JUDGE_ETWICE;
	}
	if ((rc = take(g, rep, r, c, p)) != JUDGE_OK)
		return rc;
	g->last = (int)p;
	if ((bits = won(g, rep, r, c, p)) != 0)
		return game_won(g, r, c, p, bits);
	return 0;
}

int
judge_game_move(struct judge_game *g, uint64_t r, uint64_t c, int player)
{
	return move(g, g->rep, r, c, player < 0 ? 0 : (uint64_t)player);
}

/* judge_game_play() on bitboards: its loop compiled for them alone. */
static NOINLINE void
play_bits(struct judge_game *restrict g, const struct judge_move *restrict m,
    size_t n, signed char *restrict res)
{
	size_t i;

	for (i = 0; i < n; i++)
		res[i] = (signed char)move(g, BITS, m[i].row, m[i].col,
		    m[i].player);
}

/* The same on line words. */
static NOINLINE void
play_lines(struct judge_game *restrict g,
    const struct judge_move *restrict m, size_t n, signed char *restrict res)
{
	size_t i;

	for (i = 0; i < n; i++)
		res[i] = (signed char)move(g, LINES, m[i].row, m[i].col,
		    m[i].player);
}

/* The same on a byte map. */
static NOINLINE void
play_map(struct judge_game *restrict g, const struct judge_move *restrict m,
    size_t n, signed char *restrict res)
{
	size_t i;

	for (i = 0; i < n; i++)
		res[i] = (signed char)move(g, MAP, m[i].row, m[i].col,
		    m[i].player);
}

void
judge_game_play(struct judge_game *restrict g,
    const struct judge_move *restrict m, size_t n, signed char *restrict res)
{
	size_t i;

	if (g->rep == BITS) {
		play_bits(g, m, n, res);
		return;
	}
	if (g->rep == LINES) {
		play_lines(g, m, n, res);
		return;
	}
	if (g->rep == MAP) {
		play_map(g, m, n, res);
		return;
	}
	for (i = 0; i < n; i++)
		res[i] = (signed char)move(g, g->rep, m[i].row, m[i].col,
		    m[i].player);
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
