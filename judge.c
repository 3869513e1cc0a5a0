/*
 * judge.c - the board judge and the game judge of ttt.  See judge.h.
 */
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

#if defined(__GNUC__)
#define NOINLINE	__attribute__((noinline))
#else
#define NOINLINE
#endif

#define KMAP_MAX	((uint64_t)1 << 24)
#define PBIT		((uint64_t)1 << 63)

/* Compact sparse words: key above bit 32, owner in bits 30-31, count below.
 * Used while every count and index fits in 30 bits. */
#define CPT_LIMIT	((uint64_t)1 << 30)

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
	uint64_t *rows;		/* per row: length, and its AND << 62 */
	size_t rowscap;
	/* Boards of at most 8 x 8 are kept as bitboards (bit 8i + j) until
	 * they grow past that; then the rows are replayed as flags. */
	int small;
	uint64_t sx, so;
	unsigned char slen[8];	/* row lengths */
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
	unsigned char memo3[19683];
};

/* A winning run's cells that could have been the last move. */
struct cands {
	int has, apart;		/* a winning run was seen; no cell is left */
	uint64_t (*cell)[2];
	size_t n, cap;
	uint64_t run[4];	/* the first winning run */
};

/* The K-in-a-row board judge: the previous row, the current one, and the
 * lengths of the runs of the previous row's cells down, down-right and
 * down-left. */
struct kboard {
	uint64_t k;
	int exact;
	unsigned char *prev, *cur;
	uint64_t *vl, *dl, *dl2, *al, *al2;
	size_t cap;		/* of each array */
	uint64_t prevlen;
	struct cands c[3];	/* [1] X, [2] O */
};

/* An open-addressing hash table of 64-bit words; 0 marks a free slot. */
struct wtab {
	uint64_t *slot;
	size_t cap;		/* a power of two, or 0 */
	size_t len;
};

/* The same, with two words a slot; slot[0] == 0 marks a free slot. */
struct ptab {
	uint64_t *slot;		/* 2 * cap words */
	size_t cap;
	size_t len;
};

struct judge_game {
	uint64_t n;
	unsigned flags;
	enum judge_player first;
	int last;		/* player of the last move, or 0 */
	int winner;		/* 0, 1 or 2 */
	uint64_t diag, anti;	/* line words of the two diagonals */
	enum { TINY, DENSE, COMPACT, WIDE, KROW } kind;
	/* KROW: K in a row on rows x cols; a byte a cell in kmap when it
	 * has at most KMAP_MAX cells, else pcells with the player in bit 63
	 * of the column word */
	uint64_t rows, cols, k;
	unsigned char *kmap;
	size_t kmapcap;
	uint64_t run[4];
	/* TINY: n <= 8, bitboards with bit 8r + c; tb[1] is X, tb[2] O,
	 * tb[0] both */
	uint64_t tb[3];
	uint64_t fastn;		/* n while TINY, not won, not strict; else 0 */
	uint64_t densen;	/* n while DENSE, not won, not strict; else 0 */
	unsigned wonlines;	/* JUDGE_L* bits of the winning move */
	uint64_t rowm, colm, diagm, antim;	/* row 0, column 0, diagonals */
	/* TINY: the lines through cell 8r + c, by mask (a cell off a
	 * diagonal repeats its row there) */
	uint64_t lm[64][4];
	/* DENSE: n <= JUDGE_DENSE */
	uint64_t *lines;	/* 2n line words: rows, then columns */
	unsigned char *bits;	/* n * n cell bits */
	size_t linescap, bitscap;
	/* COMPACT (n < 2^30): cells keyed r * n + c + 1; rows and columns
	 * keyed index + 1.  WIDE: the same in two-word slots. */
	struct wtab wcells, wrows, wcols;
	struct ptab pcells, prows, pcols;
};

static void	bad_byte(struct judge_board *, uint64_t, unsigned char);
static int	kmove(struct judge_game *, uint64_t, uint64_t, unsigned);
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
static const unsigned char celltab[256] = {
	[' '] = CELL, ['.'] = CELL,
	['X'] = CELL | CX, ['x'] = CELL | CX,
	['O'] = CELL | CO, ['o'] = CELL | CO
};

/* Cells into the bitboards; the row stays within 8 cells. */
static void
small_piece(struct judge_board *b, const unsigned char *p, size_t len)
{
	unsigned sh = 8 * (unsigned)b->nrows + (unsigned)b->rowlen, v;
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
	unsigned char len[8];
	char row[8];
	int inrow = b->inrow;
	unsigned j, L;

	memcpy(len, b->slen, sizeof(len));
	b->small = 0;
	b->nrows = b->rowlen = 0;
	for (r = 0; r < n || (r == n && inrow); r++) {
		L = r < n ? len[r] : (unsigned)cur;
		for (j = 0; j < L; j++)
			row[j] = (char)((sx >> (8 * r + j)) & 1 ? 'X' :
			    (so >> (8 * r + j)) & 1 ? 'O' : '.');
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

	/* Before anything else: a shift by 8 * 8 below, and flag may not be
	 * there yet (found by the fuzzer). */
	if (len == 0) {
		b->inrow = 1;
		return JUDGE_OK;
	}
	if (b->small) {
		if (b->nrows < 8 && len <= 8 - b->rowlen) {
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

	if (b->small && b->nrows == 8 && spill(b) != JUDGE_OK)
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
	b->rows[b->nrows] = b->rowlen | (uint64_t)b->rowand << 62;
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
	if (b->small && len > 0 && b->nrows < 8 && len <= 8 && b->rowlen == 0) {
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
		if ((b->rows[i] & CNT_MASK) == n && (b->rows[i] >> 62) & bit) {
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
		b->colm |= (uint64_t)1 << 8 * i;
		b->dm |= (uint64_t)1 << 9 * i;
		b->am |= (uint64_t)1 << (8 * i + n - 1 - i);
	}
	b->maskn = n;
}

/* The full lines of bitboard m on an n x n board, n <= 8. */
static void
small_full(const struct judge_board *b, uint64_t m, uint64_t n,
    struct full *f)
{
	uint64_t rowm = ((uint64_t)1 << n) - 1, colm = b->colm, i;

	memset(f, 0, sizeof(*f));
	if (popcount64(m) < n)
		return;
	for (i = 0; i < n; i++) {
		if (((m >> 8 * i) & rowm) == rowm) {
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
	return b->small ? b->slen[i] : b->rows[i] & CNT_MASK;
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
judge_board3(struct judge_board *b, const char *rows, struct judge_why *why)
{
	const unsigned char *p = (const unsigned char *)rows;
	unsigned c[9], all, i, idx;
	enum judge_verdict v;

	if (b->nrows != 0 || b->inrow)
		return -1;
	c[0] = celltab[p[0]];
	c[1] = celltab[p[1]];
	c[2] = celltab[p[2]];
	c[3] = celltab[p[4]];
	c[4] = celltab[p[5]];
	c[5] = celltab[p[6]];
	c[6] = celltab[p[8]];
	c[7] = celltab[p[9]];
	c[8] = celltab[p[10]];
	all = c[0] & c[1] & c[2] & c[3] & c[4] & c[5] & c[6] & c[7] & c[8];
	if (!(all & CELL))
		return -1;
	/* The cells in base 3: 0 empty, 1 X, 2 O. */
	idx = (c[0] & 3) + (c[1] & 3) * 3 + (c[2] & 3) * 9 +
	    (c[3] & 3) * 27 + (c[4] & 3) * 81 + (c[5] & 3) * 243 +
	    (c[6] & 3) * 729 + (c[7] & 3) * 2187 + (c[8] & 3) * 6561;
	if (b->memo3[idx] != 0)
		return b->memo3[idx] - 1;
	for (i = 0; i < 3; i++)
		if (judge_board_row(b, rows + (size_t)4 * i, 3) != JUDGE_OK) {
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

static void
kb_clear(struct kboard *kb)
{
	int p;

	kb->prevlen = 0;
	for (p = 1; p <= 2; p++) {
		kb->c[p].has = kb->c[p].apart = 0;
		kb->c[p].n = 0;
	}
}

static void
kb_free(struct kboard *kb)
{
	int p;

	if (kb == NULL)
		return;
	free(kb->prev);
	free(kb->cur);
	free(kb->vl);
	free(kb->dl);
	free(kb->dl2);
	free(kb->al);
	free(kb->al2);
	for (p = 1; p <= 2; p++)
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
	}
	board_clear(b);
	return JUDGE_OK;
}

/* Makes every array of kb hold need + 1 entries. */
static int
kb_reserve(struct kboard *kb, uint64_t need)
{
	size_t cap = kb->cap ? kb->cap : 64;
	void *p;

	if (need + 1 <= kb->cap)
		return JUDGE_OK;
	if (need > SIZE_MAX / 2 / sizeof(uint64_t))
		return JUDGE_ENOMEM;
	while (cap < need + 1)
		cap += cap / 2;
#define GROW(a, t) do {							\
	if ((p = realloc(kb->a, cap * sizeof(t))) == NULL)		\
		return JUDGE_ENOMEM;					\
	kb->a = p;							\
	memset((t *)p + kb->cap, 0, (cap - kb->cap) * sizeof(t));	\
} while (0)
	GROW(prev, unsigned char);
	GROW(cur, unsigned char);
	GROW(vl, uint64_t);
	GROW(dl, uint64_t);
	GROW(dl2, uint64_t);
	GROW(al, uint64_t);
	GROW(al2, uint64_t);
#undef GROW
	kb->cap = cap;
	return JUDGE_OK;
}

static int
kb_cells(struct judge_board *b, const unsigned char *p, size_t len)
{
	struct kboard *kb = b->kb;
	uint64_t c0 = b->rowlen;
	size_t j;

	size_t keep = len;

	if (c0 > UINT64_MAX - len)
		return JUDGE_ENOMEM;
	/* A fixed width bounds the columns kept; a row longer than that is
	 * Invalid anyway (its length is in rows[]). */
	if (b->fixcols != 0)
		keep = c0 >= b->fixcols ? 0 : b->fixcols - c0 < len ?
		    (size_t)(b->fixcols - c0) : len;
	if (keep > 0 && kb_reserve(kb, c0 + keep) != JUDGE_OK)
		return JUDGE_ENOMEM;
	scan_piece(b, p, len, c0);
	for (j = 0; j < keep; j++)
		kb->cur[c0 + j] = (unsigned char)cellbits(p[j]);
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

	if (p == 0 || (kb->exact ? len != k : len < k))
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

/* The runs of the current row, and those of the previous row that end
 * because of it. */
static int
kb_endrow(struct judge_board *b)
{
	struct kboard *kb = b->kb;
	uint64_t r = b->nrows, len = b->rowlen, plen = kb->prevlen, w, j;
	unsigned char *prev, *cur;
	uint64_t *t, run = 0;
	int rc = JUDGE_OK;

	if (b->fixcols != 0 && len > b->fixcols)
		len = b->fixcols;	/* the rest was not kept: Invalid */

	if (kb_reserve(kb, len > plen ? len : plen) != JUDGE_OK)
		return JUDGE_ENOMEM;
	prev = kb->prev;
	cur = kb->cur;
	for (j = 0; j < len; j++) {
		run = j > 0 && cur[j] == cur[j - 1] ? run + 1 : 1;
		if (j + 1 == len || cur[j + 1] != cur[j])
			rc |= kb_run(kb, cur[j], run, r, j, 0, 1);
	}
	w = len > plen ? len : plen;
	for (j = 0; j < w; j++) {
		unsigned v = j < len ? cur[j] : 0, pv = j < plen ? prev[j] : 0;

		if (v != 0 && v == pv)
			kb->vl[j]++;
		else {
			if (pv != 0)
				rc |= kb_run(kb, pv, kb->vl[j], r - 1, j, 1, 0);
			kb->vl[j] = v != 0;
		}
	}
	for (j = 0; j < plen; j++) {
		if (prev[j] == 0)
			continue;
		if (!(j + 1 < len && cur[j + 1] == prev[j]))
			rc |= kb_run(kb, prev[j], kb->dl[j], r - 1, j, 1, 1);
		if (!(j >= 1 && j - 1 < len && cur[j - 1] == prev[j]))
			rc |= kb_run(kb, prev[j], kb->al[j], r - 1, j, 1, -1);
	}
	for (j = 0; j < len; j++) {
		kb->dl2[j] = cur[j] == 0 ? 0 : j >= 1 && j - 1 < plen &&
		    prev[j - 1] == cur[j] ? kb->dl[j - 1] + 1 : 1;
		kb->al2[j] = cur[j] == 0 ? 0 : j + 1 < plen &&
		    prev[j + 1] == cur[j] ? kb->al[j + 1] + 1 : 1;
	}
	t = kb->dl, kb->dl = kb->dl2, kb->dl2 = t;
	t = kb->al, kb->al = kb->al2, kb->al2 = t;
	kb->prev = cur;
	kb->cur = prev;
	kb->prevlen = len;
	return rc != JUDGE_OK ? JUDGE_ENOMEM : JUDGE_OK;
}

/* The runs that reach the last row. */
static int
kb_lastrow(struct judge_board *b)
{
	struct kboard *kb = b->kb;
	uint64_t r = b->nrows - 1, j;
	int rc = JUDGE_OK;

	for (j = 0; j < kb->prevlen; j++) {
		if (kb->prev[j] == 0)
			continue;
		rc |= kb_run(kb, kb->prev[j], kb->vl[j], r, j, 1, 0);
		rc |= kb_run(kb, kb->prev[j], kb->dl[j], r, j, 1, 1);
		rc |= kb_run(kb, kb->prev[j], kb->al[j], r, j, 1, -1);
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
		if ((b->rows[i] & CNT_MASK) > cols) {
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

/* ---- Hash tables for the sparse game judge ---- */

static inline size_t
hash64(uint64_t k, size_t cap)
{
	k ^= k >> 31;
	k *= UINT64_C(0x9e3779b97f4a7c15);
	k ^= k >> 29;
	return (size_t)k & (cap - 1);
}

/* The slot of t whose word >> sh is key, or the free slot where it goes. */
static uint64_t *
wtab_find(const struct wtab *t, uint64_t key, int sh)
{
	size_t i = hash64(key, t->cap);

	while (t->slot[i] != 0 && t->slot[i] >> sh != key)
		i = (i + 1) & (t->cap - 1);
	return &t->slot[i];
}

/* Makes room for one more word, at most 3/4 full. */
static int
wtab_room(struct wtab *t, int sh)
{
	struct wtab nt;
	size_t i;

	if (t->len + 1 <= t->cap / 4 * 3)
		return JUDGE_OK;
	if (t->cap > SIZE_MAX / 2 / sizeof(uint64_t))
		return JUDGE_ENOMEM;
	nt.cap = t->cap ? t->cap * 2 : 64;
	nt.len = t->len;
	if ((nt.slot = calloc(nt.cap, sizeof(uint64_t))) == NULL)
		return JUDGE_ENOMEM;
	for (i = 0; i < t->cap; i++)
		if (t->slot[i] != 0)
			*wtab_find(&nt, t->slot[i] >> sh, sh) = t->slot[i];
	free(t->slot);
	*t = nt;
	return JUDGE_OK;
}

static void
wtab_clear(struct wtab *t)
{
	if (t->len != 0)
		memset(t->slot, 0, t->cap * sizeof(uint64_t));
	t->len = 0;
}

/* The slot (two words) holding key k0 (and k1 when both), or the free one. */
static uint64_t *
ptab_find(const struct ptab *t, uint64_t k0, uint64_t k1, int both)
{
	size_t i;
	uint64_t *s;

	/* Bit 63 of a cell's second word is a K-in-a-row player, not key
	 * (columns are below 2^63); hash and compare without it. */
	k1 &= ~PBIT;
	i = hash64(k0 ^ (both ? k1 * UINT64_C(0xc2b2ae3d27d4eb4f) : 0), t->cap);
	for (;;) {
		s = &t->slot[2 * i];
		if (s[0] == 0 || (s[0] == k0 && (!both || (s[1] & ~PBIT) == k1)))
			return s;
		i = (i + 1) & (t->cap - 1);
	}
}

static int
ptab_room(struct ptab *t, int both)
{
	struct ptab nt;
	uint64_t *s;
	size_t i;

	if (t->len + 1 <= t->cap / 4 * 3)
		return JUDGE_OK;
	if (t->cap > SIZE_MAX / 4 / sizeof(uint64_t))
		return JUDGE_ENOMEM;
	nt.cap = t->cap ? t->cap * 2 : 64;
	nt.len = t->len;
	if ((nt.slot = calloc(nt.cap, 2 * sizeof(uint64_t))) == NULL)
		return JUDGE_ENOMEM;
	for (i = 0; i < t->cap; i++)
		if (t->slot[2 * i] != 0) {
			s = ptab_find(&nt, t->slot[2 * i], t->slot[2 * i + 1],
			    both);
			s[0] = t->slot[2 * i];
			s[1] = t->slot[2 * i + 1];
		}
	free(t->slot);
	*t = nt;
	return JUDGE_OK;
}

static void
ptab_clear(struct ptab *t)
{
	if (t->len != 0)
		memset(t->slot, 0, t->cap * 2 * sizeof(uint64_t));
	t->len = 0;
}

/* ---- Game judge ---- */

/* Adds a mark of player p to line word *w; whether p now fills the line. */
static inline int
line_add(uint64_t *w, unsigned p, uint64_t n)
{
	/* the owners as bits: nobody | p is p, p | p is p, else MIXED */
	uint64_t v = (*w | (uint64_t)p << OWN_SHIFT) + 1;

	*w = v;
	return (v >> OWN_SHIFT == p) & ((v & CNT_MASK) == n);
}

/* The same for a compact word: owner in bits 30-31, count below. */
static inline int
cline_add(uint64_t *w, uint64_t key, unsigned p, uint64_t n)
{
	unsigned own = (unsigned)(*w >> 30) & 3u;
	uint64_t cnt = (*w & (CPT_LIMIT - 1)) + 1;

	if (own == 0)
		own = p;
	else if (own != p)
		own = MIXED;
	*w = key << 32 | (uint64_t)own << 30 | cnt;
	return own == p && cnt == n;
}

static void
game_clear(struct judge_game *g)
{
	g->last = 0;
	g->winner = 0;
	g->wonlines = 0;
	g->diag = g->anti = 0;
	g->tb[0] = g->tb[1] = g->tb[2] = 0;
	g->fastn = g->kind == TINY && !(g->flags & JUDGE_STRICT) ? g->n : 0;
	g->densen = 0;
	if (g->kind == TINY)
		return;
	if (g->kind == DENSE && g->lines != NULL && g->bits != NULL) {
		memset(g->lines, 0, 2 * g->n * sizeof(uint64_t));
		memset(g->bits, 0, (g->n * g->n + 7) / 8);
		if (!(g->flags & JUDGE_STRICT))
			g->densen = g->n;
	}
	wtab_clear(&g->wcells);
	wtab_clear(&g->wrows);
	wtab_clear(&g->wcols);
	ptab_clear(&g->pcells);
	ptab_clear(&g->prows);
	ptab_clear(&g->pcols);
}

/* Sizes the dense arrays for n; JUDGE_ENOMEM leaves g as it was. */
static int
dense_reserve(struct judge_game *g, uint64_t n)
{
	size_t nl = 2 * (size_t)n, nb = ((size_t)n * (size_t)n + 7) / 8;
	uint64_t *l;
	unsigned char *p;

	if (nl > g->linescap) {
		if ((l = realloc(g->lines, nl * sizeof(*l))) == NULL)
			return JUDGE_ENOMEM;
		g->lines = l;
		g->linescap = nl;
	}
	if (nb > g->bitscap) {
		if ((p = realloc(g->bits, nb)) == NULL)
			return JUDGE_ENOMEM;
		g->bits = p;
		g->bitscap = nb;
	}
	return JUDGE_OK;
}

static void
tiny_masks(struct judge_game *g, uint64_t n)
{
	uint64_t i, r, c, *l;

	g->rowm = ((uint64_t)1 << n) - 1;
	g->colm = g->diagm = g->antim = 0;
	for (i = 0; i < n; i++) {
		g->colm |= (uint64_t)1 << 8 * i;
		g->diagm |= (uint64_t)1 << 9 * i;
		g->antim |= (uint64_t)1 << (8 * i + n - 1 - i);
	}
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++) {
			l = g->lm[8 * r + c];
			l[0] = g->rowm << 8 * r;
			l[1] = g->colm << c;
			l[2] = r == c ? g->diagm : l[0];
			l[3] = r + c + 1 == n ? g->antim : l[0];
		}
}

int
judge_game_reset(struct judge_game *g, uint64_t n)
{
	if (g->kind == TINY && g->n == n) {
		/* game_clear(), the part small boards need */
		g->last = 0;
		g->winner = 0;
		g->wonlines = 0;
		g->tb[0] = g->tb[1] = g->tb[2] = 0;
		g->fastn = g->flags & JUDGE_STRICT ? 0 : n;
		return JUDGE_OK;
	}
	if (n == 0 || n > JUDGE_MAXN)
		return JUDGE_EROW;
	if (n <= 8) {
		if (g->kind != TINY || g->n != n)
			tiny_masks(g, n);
		g->kind = TINY;
	} else if (n <= JUDGE_DENSE) {
		if (dense_reserve(g, n) != JUDGE_OK) {
			game_clear(g);
			return JUDGE_ENOMEM;
		}
		g->kind = DENSE;
	} else
		g->kind = n < CPT_LIMIT ? COMPACT : WIDE;
	g->n = n;
	game_clear(g);
	return JUDGE_OK;
}

struct judge_game *
judge_game_new(uint64_t n, enum judge_player first, unsigned flags)
{
	struct judge_game *g;

	if ((g = calloc(1, sizeof(*g))) == NULL)
		return NULL;
	g->first = first;
	g->flags = flags;
	g->kind = WIDE;
	if (judge_game_reset(g, n) != JUDGE_OK) {
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
	free(g->lines);
	free(g->bits);
	free(g->kmap);
	free(g->wcells.slot);
	free(g->wrows.slot);
	free(g->wcols.slot);
	free(g->pcells.slot);
	free(g->prows.slot);
	free(g->pcols.slot);
	free(g);
}

uint64_t
judge_game_size(const struct judge_game *g)
{
	return g->n;
}

static int
dense_move(struct judge_game *g, uint64_t r, uint64_t c, unsigned p)
{
	uint64_t n = g->n, bit = r * n + c;
	int won;

	if (g->bits[bit / 8] & (1u << (bit % 8)))
		return JUDGE_ETAKEN;
	g->bits[bit / 8] |= (unsigned char)(1u << (bit % 8));
	won = line_add(&g->lines[r], p, n);
	won |= line_add(&g->lines[n + c], p, n) << 1;
	return won;
}

static int
compact_move(struct judge_game *g, uint64_t r, uint64_t c, unsigned p)
{
	uint64_t n = g->n, *cell, *rw, *cw;
	int won;

	if (wtab_room(&g->wcells, 0) != JUDGE_OK ||
	    wtab_room(&g->wrows, 32) != JUDGE_OK ||
	    wtab_room(&g->wcols, 32) != JUDGE_OK)
		return JUDGE_ENOMEM;
	cell = wtab_find(&g->wcells, r * n + c + 1, 0);
	if (*cell != 0)
		return JUDGE_ETAKEN;
	*cell = r * n + c + 1;
	g->wcells.len++;
	rw = wtab_find(&g->wrows, r + 1, 32);
	g->wrows.len += *rw == 0;
	won = cline_add(rw, r + 1, p, n);
	cw = wtab_find(&g->wcols, c + 1, 32);
	g->wcols.len += *cw == 0;
	won |= cline_add(cw, c + 1, p, n) << 1;
	return won;
}

static int
wide_move(struct judge_game *g, uint64_t r, uint64_t c, unsigned p)
{
	uint64_t n = g->n, *s;
	int won;

	if (ptab_room(&g->pcells, 1) != JUDGE_OK ||
	    ptab_room(&g->prows, 0) != JUDGE_OK ||
	    ptab_room(&g->pcols, 0) != JUDGE_OK)
		return JUDGE_ENOMEM;
	s = ptab_find(&g->pcells, r + 1, c, 1);
	if (s[0] != 0)
		return JUDGE_ETAKEN;
	s[0] = r + 1;
	s[1] = c;
	g->pcells.len++;
	s = ptab_find(&g->prows, r + 1, 0, 0);
	if (s[0] == 0) {
		s[0] = r + 1;
		g->prows.len++;
	}
	won = line_add(&s[1], p, n);
	s = ptab_find(&g->pcols, c + 1, 0, 0);
	if (s[0] == 0) {
		s[0] = c + 1;
		g->pcols.len++;
	}
	won |= line_add(&s[1], p, n) << 1;
	return won;
}

/* The lines (JUDGE_L* bits) through (r, c) that bitboard m fills, by the
 * cell's masks (l[2] and l[3] repeat the row off the diagonals). */
static inline unsigned
tiny_lines(const struct judge_game *g, uint64_t r, uint64_t c, uint64_t m)
{
	const uint64_t *l = g->lm[8 * r + c];

	return (unsigned)((~m & l[0]) == 0) |
	    (unsigned)((~m & l[1]) == 0) << 1 |
	    (unsigned)(r == c && (~m & l[2]) == 0) << 2 |
	    (unsigned)(r + c + 1 == g->n && (~m & l[3]) == 0) << 3;
}

/* A move already on a small board: if it won, the game's end and p.  Out
 * of line, so that the fast paths calling it at a win stay small. */
static NOINLINE int
tiny_won(struct judge_game *g, uint64_t r, uint64_t c, unsigned p)
{
	unsigned won = tiny_lines(g, r, c, g->tb[p]);

	if (won == 0)
		return 0;
	g->winner = (int)p;
	g->wonlines = won;
	g->fastn = 0;
	return (int)p;
}

/* A whole move on a board of at most 8 x 8, all lines by mask. */
static inline int
tiny_move(struct judge_game *g, uint64_t r, uint64_t c, unsigned p)
{
	uint64_t bit = (uint64_t)1 << (8 * r + c);

	if (g->tb[0] & bit)
		return JUDGE_ETAKEN;
	g->tb[0] |= bit;
	g->tb[p] |= bit;
	g->last = (int)p;
	return tiny_won(g, r, c, p);
}

/* Every check in order, then the move on any kind of board.  Kept out of
 * line so that judge_game_move()'s fast path needs no stack frame. */
static NOINLINE int
game_move(struct judge_game *g, uint64_t r, uint64_t c, int player)
{
	uint64_t n = g->n;
	unsigned p = (unsigned)player;
	int won;

	if (r >= (g->kind == KROW ? g->rows : n))
		return JUDGE_EROW;
	if (c >= (g->kind == KROW ? g->cols : n))
		return JUDGE_ECOL;
	if (player != JUDGE_P1 && player != JUDGE_P2)
		return JUDGE_EPLAYER;
	if (g->winner != 0)
		return JUDGE_EOVER;
	if (g->flags & JUDGE_STRICT) {
		if (g->last == 0 && g->first != JUDGE_EITHER &&
		    player != (int)g->first)
			return JUDGE_EWRONGFIRST;
		if (g->last == player)
			return JUDGE_ETWICE;
	}
	if (g->kind == TINY)
		return tiny_move(g, r, c, p);
	if (g->kind == KROW) {
		if ((won = kmove(g, r, c, p)) < 0)
			return won;
		g->last = player;
		if (won) {
			g->winner = player;
			g->wonlines = (unsigned)won;
		}
		return won ? player : 0;
	}
	if (g->kind == DENSE)
		won = dense_move(g, r, c, p);
	else if (g->kind == COMPACT)
		won = compact_move(g, r, c, p);
	else
		won = wide_move(g, r, c, p);
	if (won < 0)
		return won;
	if (r == c)
		won |= line_add(&g->diag, p, n) << 2;
	if (r == n - 1 - c)
		won |= line_add(&g->anti, p, n) << 3;
	g->last = player;
	if (won) {
		g->winner = player;
		g->wonlines = (unsigned)won;
		g->densen = 0;
	}
	return won ? player : 0;
}

/* The dense fast path's winning move, already on the board. */
static NOINLINE int
dense_won(struct judge_game *g, unsigned won, int player)
{
	g->winner = player;
	g->wonlines = won;
	g->densen = 0;
	return player;
}

/* ---- K in a row: the game judge ---- */

int
judge_game_resetk(struct judge_game *g, uint64_t rows, uint64_t cols,
    uint64_t k)
{
	unsigned char *p;
	uint64_t cells;

	if (rows == 0 || cols == 0 || k == 0 || rows > JUDGE_MAXN ||
	    cols > JUDGE_MAXN)
		return JUDGE_EROW;
	cells = rows <= KMAP_MAX / cols ? rows * cols : 0;
	if (cells != 0 && cells > g->kmapcap) {
		if ((p = realloc(g->kmap, (size_t)cells)) == NULL)
			return JUDGE_ENOMEM;
		g->kmap = p;
		g->kmapcap = (size_t)cells;
	}
	g->kind = KROW;
	g->n = rows > cols ? rows : cols;
	g->rows = rows;
	g->cols = cols;
	g->k = k;
	game_clear(g);
	if (cells != 0)
		memset(g->kmap, 0, (size_t)cells);
	return JUDGE_OK;
}

/* The player at (r, c) of a KROW game, 0 for none or off the board. */
static unsigned
kcell(const struct judge_game *g, uint64_t r, uint64_t c)
{
	const uint64_t *s;

	if (r >= g->rows || c >= g->cols)
		return 0;
	if (g->rows <= KMAP_MAX / g->cols)
		return g->kmap[r * g->cols + c];
	if (g->pcells.cap == 0)
		return 0;
	s = ptab_find(&g->pcells, r + 1, c, 1);
	return s[0] == 0 ? 0 : 1 + (unsigned)(s[1] >> 63);
}

/* Marks of p from (r, c) on, step (dr, dc), at most max of them. */
static uint64_t
kwalk(const struct judge_game *g, uint64_t r, uint64_t c, int dr, int dc,
    unsigned p, uint64_t max)
{
	uint64_t n = 0;

	while (n < max) {
		if ((dr < 0 && r == 0) || (dc < 0 && c == 0))
			break;
		r += (uint64_t)(int64_t)dr;
		c += (uint64_t)(int64_t)dc;
		if (kcell(g, r, c) != p)
			break;
		n++;
	}
	return n;
}

/* kwalk() over the byte map: the steps the board allows, then the bytes
 * one step apart. */
static uint64_t
kwalk_map(const struct judge_game *g, uint64_t r, uint64_t c, int dr,
    int dc, unsigned p, uint64_t max)
{
	const unsigned char *map = g->kmap;
	uint64_t lim = max, i, step, n;

	if (dr > 0 && g->rows - 1 - r < lim)
		lim = g->rows - 1 - r;
	if (dr < 0 && r < lim)
		lim = r;
	if (dc > 0 && g->cols - 1 - c < lim)
		lim = g->cols - 1 - c;
	if (dc < 0 && c < lim)
		lim = c;
	/* a step of dr rows and dc columns, modulo 2^64 */
	step = (uint64_t)(int64_t)dr * g->cols + (uint64_t)(int64_t)dc;
	i = r * g->cols + c;
	for (n = 0; n < lim; n++) {
		i += step;
		if (map[i] != p)
			break;
	}
	return n;
}

/* Places p at (r, c), free and on the board; the lines it won. */
static int
kmove(struct judge_game *g, uint64_t r, uint64_t c, unsigned p)
{
	static const int dir[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };
	uint64_t f, bk, len, max = (g->flags & JUDGE_EXACT) ? g->k : g->k - 1;
	uint64_t *s;
	int d, map = g->rows <= KMAP_MAX / g->cols;

	if (map) {
		if (g->kmap[r * g->cols + c] != 0)
			return JUDGE_ETAKEN;
		g->kmap[r * g->cols + c] = (unsigned char)p;
	} else {
		if (ptab_room(&g->pcells, 1) != JUDGE_OK)
			return JUDGE_ENOMEM;
		s = ptab_find(&g->pcells, r + 1, c, 1);
		if (s[0] != 0)
			return JUDGE_ETAKEN;
		s[0] = r + 1;
		s[1] = c | (p == JUDGE_P2 ? PBIT : 0);
		g->pcells.len++;
	}
	for (d = 0; d < 4; d++) {
		if (map) {
			f = kwalk_map(g, r, c, dir[d][0], dir[d][1], p, max);
			bk = kwalk_map(g, r, c, -dir[d][0], -dir[d][1], p,
			    max);
		} else {
			f = kwalk(g, r, c, dir[d][0], dir[d][1], p, max);
			bk = kwalk(g, r, c, -dir[d][0], -dir[d][1], p, max);
		}
		len = 1 + f + bk;
		if ((g->flags & JUDGE_EXACT) ? len == g->k : len >= g->k) {
			g->run[0] = r - bk * (uint64_t)dir[d][0];
			g->run[1] = c - bk * (uint64_t)(int64_t)dir[d][1];
			g->run[2] = r + f * (uint64_t)dir[d][0];
			g->run[3] = c + f * (uint64_t)(int64_t)dir[d][1];
			return (int)JUDGE_LRUN;
		}
	}
	return 0;
}

void
judge_game_run(const struct judge_game *g, uint64_t run[4])
{
	memcpy(run, g->run, sizeof(g->run));
}

unsigned
judge_game_lines(const struct judge_game *g)
{
	return g->winner ? g->wonlines : 0;
}

int
judge_game_move(struct judge_game *g, uint64_t r, uint64_t c, int player)
{
	const uint64_t *l;
	uint64_t bit, m, n, cell, own, full;
	unsigned p = (unsigned)player, won;

	/*
	 * The common case first, in as few tests as it takes: a move on a
	 * free cell of a small board.  Anything else takes the full path.
	 */
	if (r < g->fastn && c < g->fastn && p - 1 < 2 &&
	    (g->tb[0] & (bit = (uint64_t)1 << (8 * r + c))) == 0) {
		m = g->tb[p] |= bit;
		g->tb[0] |= bit;
		g->last = player;
		l = g->lm[8 * r + c];
		if ((~m & l[0]) != 0 && (~m & l[1]) != 0 &&
		    (~m & l[2]) != 0 && (~m & l[3]) != 0)
			return 0;
		return tiny_won(g, r, c, p);
	}
	if (r < g->densen && c < g->densen && p - 1 < 2) {
		n = g->densen;
		cell = r * n + c;
		if ((g->bits[cell / 8] >> cell % 8 & 1) == 0) {
			g->bits[cell / 8] |= (unsigned char)(1u << cell % 8);
			/* line_add(), with n < 2^62: a line is won when its
			 * word is p's alone with n marks */
			own = (uint64_t)p << OWN_SHIFT;
			full = own | n;
			won = (unsigned)((g->lines[r] = (g->lines[r] | own) +
			    1) == full);
			won |= (unsigned)((g->lines[n + c] =
			    (g->lines[n + c] | own) + 1) == full) << 1;
			if (r == c)
				won |= (unsigned)((g->diag = (g->diag | own) +
				    1) == full) << 2;
			if (r == n - 1 - c)
				won |= (unsigned)((g->anti = (g->anti | own) +
				    1) == full) << 3;
			g->last = player;
			return won ? dense_won(g, won, player) : 0;
		}
	}
	return game_move(g, r, c, player);
}

/* The 8 bytes at p as a little-endian word: byte i in bits 8i to 8i + 7. */
static inline uint64_t
load_le8(const unsigned char *p)
{
	uint64_t w;
#if defined(__GNUC__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(&w, p, 8);
#else
	int i;

	for (w = 0, i = 7; i >= 0; i--)
		w = w << 8 | p[i];
#endif
	return w;
}

size_t
judge_game_play(struct judge_game *g, const char *text, size_t len,
    char *res, size_t max)
{
	/*
	 * A line "R C P\n" is a word w whose bytes 0-5, XORed with
	 * "0 0 0\n", are R, 0, C, 0, P, 0 (and P - 1 from P): each byte b
	 * below its limit lim, n, 1, n, 1, 2, 1, all at once: b < 0x80 and
	 * b + 0x80 - lim < 0x80 (no byte carries into the next).
	 */
	const uint64_t want = UINT64_C(0x00000a3020302030);
	const uint64_t bytes6 = UINT64_C(0x0000ffffffffffff);
	const uint64_t high6 = bytes6 & ONES * 0x80;
	const unsigned char *p = (const unsigned char *)text;
	const uint64_t *l;
	uint64_t n = g->fastn, x = g->tb[1], o = g->tb[2], all = g->tb[0];
	uint64_t bias, u, bit, m, cell, last = 0;
	unsigned pl;
	size_t i;

	bias = (0x80 - n) | (0x80 - n) << 16 | UINT64_C(0x7f7f7f7e7f007f00);
	if (max > (len - (len >= 2 ? 2 : len)) / 6)
		max = (len - (len >= 2 ? 2 : len)) / 6;
	for (i = 0; i < max; i++, p += 6) {
		u = ((load_le8(p) ^ want) & bytes6) - ((uint64_t)1 << 32);
		if (((u | (u + bias)) & high6) != 0)
			break;
		cell = 8 * (u & 0xff) + (u >> 16 & 0xff);
		bit = (uint64_t)1 << cell;
		if ((all & bit) != 0)
			break;
		all |= bit;
		pl = (unsigned)(u >> 32 & 0xff) + 1;
		if (pl == 1)
			m = x |= bit;
		else
			m = o |= bit;
		res[2 * i] = '0';
		res[2 * i + 1] = '\n';
		l = g->lm[cell];
		if ((~m & l[0]) == 0 || (~m & l[1]) == 0 ||
		    (~m & l[2]) == 0 || (~m & l[3]) == 0) {
			res[2 * i] = (char)('0' + pl);
			g->tb[0] = all;
			g->tb[1] = x;
			g->tb[2] = o;
			g->last = (int)pl;
			tiny_won(g, u & 0xff, u >> 16 & 0xff, pl);
			return i + 1;
		}
		last = u;
	}
	g->tb[0] = all;
	g->tb[1] = x;
	g->tb[2] = o;
	if (i > 0)
		g->last = (int)(last >> 32 & 0xff) + 1;
	return i;
}
