/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * judgeint.h - what the library's files share, and no program sees (the
 * contract is judge.h; this is not installed): the cell bits, the
 * inlining macros, the bit scans and the hash of both judges and the
 * solver (GOLDEN64, hash64()); the K-in-a-row board engine's state
 * (struct kboard: kboard.c's, fed by judge.c's board judge through
 * kb_put() and the ji_kb_*() calls); the game judge's calls for the solver
 * (judge.c's ji_game_*() and ji_board_cell(), called by solve.c) and its
 * byte map as the solver reads it (struct mapview, map_cell()).  Each
 * file's state is static in it; every function here is static inline or
 * begins ji_, so that no name of the library's meets a program's own.
 */
#ifndef JUDGEINT_H
#define JUDGEINT_H

#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "judge.h"

/* Cell bits: a cell is X (1), O (2) or neither (0).  ANDed over a line they
 * say whether the line is all X or all O so far. */
#define CX	1u
#define CO	2u

/* The common cases take no call: the game judge's move() (but on
 * bitboards past its first branch), take() and won() are inlined whole,
 * and the bit scans; the rest is kept out of line. */
#if defined(__GNUC__)
#define NOINLINE	__attribute__((noinline))
#define INLINE		__attribute__((always_inline)) inline
#define LIKELY(x)	__builtin_expect(!!(x), 1)
#else
#define NOINLINE
#define INLINE		inline
#define LIKELY(x)	(x)
#endif

#define RENJU_K		5u	/* renju: five in a row */
#define LAST_RULE	JUDGE_CARO_EXACT	/* of enum judge_rule */
/* The 3^9 boards of 3 x 3: judge_board3()'s memo, the solver's table. */
#define MEMO3		19683u
#define CELLS3		9u	/* of a 3 x 3 board */
/* Fibonacci hashing's multiplier, 2^64 over the golden ratio: the top
 * bits of a word times it are a hash of the word. */
#define GOLDEN64	UINT64_C(0x9e3779b97f4a7c15)
/* The first capacity of a growing array, in elements. */
#define MIN_CAP		16u

/*
 * Rows are read LANES bytes at a time, each byte a lane of a uint64_t
 * (SWAR): no lane carries into the next, and a lane's place in the word
 * matters only where a mask picks the first lanes, or the K judge packs
 * them (first_lanes(), kb_put()).
 */
#define LANES		8u
#define ONES		UINT64_C(0x0101010101010101)	/* 1 a lane */
#define ONES16		UINT64_C(0x0001000100010001)	/* 1 in 16 bits */
#define WORD_BITS	64u	/* bits of a uint64_t */
#define TOP_BIT		(WORD_BITS - 1)

/* ---- Bits, for every file ---- */

/*
 * The zero bits below the lowest one bit of m, and above its highest one,
 * for m != 0.  Without the compiler's builtins: the de Bruijn sequence
 * DEBRUIJN times the lowest bit has distinct top LOG2_WORD bits for each,
 * and the highest bit is found by halving.
 */
#define DEBRUIJN	UINT64_C(0x03f79d71b4cb0a89)
#define LOG2_WORD	6

static INLINE unsigned
ctz64(uint64_t m)
{
#if defined(__GNUC__)
	return (unsigned)__builtin_ctzll(m);
#else
	static const unsigned char tab[64] = {
		0, 1, 48, 2, 57, 49, 28, 3, 61, 58, 50, 42, 38, 29, 17, 4,
		62, 55, 59, 36, 53, 51, 43, 22, 45, 39, 33, 30, 24, 18, 12, 5,
		63, 47, 56, 27, 60, 41, 37, 16, 54, 35, 52, 21, 44, 32, 23, 11,
		46, 26, 40, 15, 34, 20, 31, 10, 25, 14, 19, 9, 13, 8, 7, 6
	};

	return tab[((m & -m) * DEBRUIJN) >> (64 - LOG2_WORD)];
#endif
}

static INLINE unsigned
clz64(uint64_t m)
{
#if defined(__GNUC__)
	return (unsigned)__builtin_clzll(m);
#else
	unsigned i = 0, s;

	for (s = 32; s > 0; s /= 2)
		if (m >> s != 0) {
			m >>= s;
			i += s;
		}
	return 63 - i;
#endif
}

/* The one bits of m (the builtin where it is one instruction). */
static INLINE unsigned
pop64(uint64_t m)
{
#if defined(__GNUC__) && defined(__POPCNT__)
	return (unsigned)__builtin_popcountll(m);
#else
	m -= m >> 1 & UINT64_C(0x5555555555555555);
	m = (m & UINT64_C(0x3333333333333333)) +
	    (m >> 2 & UINT64_C(0x3333333333333333));
	m = (m + (m >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
	return (unsigned)((m * ONES) >> 56);
#endif
}

/* The slot of key k in a table of cap slots, a power of two. */
static inline size_t
hash64(uint64_t k, size_t cap)
{
	k ^= k >> 31;
	k *= GOLDEN64;
	k ^= k >> 29;
	return (size_t)k & (cap - 1);
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

/* v with its bytes in the other order. */
static inline uint64_t
bswap64(uint64_t v)
{
	const uint64_t lo8 = ONES16 * 0xff;
	const uint64_t lo16 = UINT64_C(0x0000000100000001) * 0xffff;

	v = (v & lo8) << CHAR_BIT | (v >> CHAR_BIT & lo8);
	v = (v & lo16) << 16 | (v >> 16 & lo16);
	return v << WORD_BITS / 2 | v >> WORD_BITS / 2;
}

/* ---- K in a row: the board judge's engine (kboard.c) ---- */

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
 * length of the run ending there, stopping at the player's cap: it is
 * bit-sliced, nb words a word of cells, bit b of the counters in word
 * nb * w + b.  Under caro a bit plane per player and direction says which
 * of the player's cells of the previous row are on a run that began just
 * after an opponent's mark (blocked at its start).
 */
struct kboard {
	uint64_t k;
	int exact[3];		/* [1] X, [2] O: only exactly k wins */
	int caro;		/* nor a run with the opponent's marks just
				 * beyond both ends */
	uint64_t cap[3];	/* k, or k + 1 (an overline) with exact */
	unsigned nb;		/* bits of the larger cap */
	size_t wcap;		/* words of each row array */
	size_t hiw;		/* words used since the last clear */
	size_t dirty[2];	/* bits[.][i]: words past these are zero */
	uint64_t prevlen;
	uint64_t *bits[2][2];	/* [player - 1][0 this row, 1 the previous] */
	uint64_t *plane[2][3];	/* [player - 1][KV, KD, KA]: the counters */
	uint64_t *blk[2][3];	/* caro: [player - 1][KV, KD, KA], a bit a
				 * cell: blocked at its start */
	uint64_t *end[KDIRS];	/* where this row's winning runs end */
	uint64_t *tmp;		/* the runs along a row of at least k */
	/* For a player without exact, the first row of each run that
	 * reached k: by column (KV), diagonal c - r >= 0 (KD), r - c - 1
	 * (KH: the diagonals left of column 0) and anti-diagonal r + c
	 * (KA). */
	struct kstart st[2][KDIRS];
	struct cands c[3];	/* [1] X, [2] O */
};

/* Multiplying the low bits of the LANES lanes of a word by PACK8 gathers
 * them, lane i to bit WORD_BITS - LANES + i. */
#define PACK8		UINT64_C(0x0102040810204080)
/* The words of a row of cells cells, a bit a cell. */
#define WORDS(cells)	(((cells) + WORD_BITS - 1) / WORD_BITS)

/* Whether the player's runs can still change the verdict: not once its
 * winning runs are apart, nor once both players have one (board_rules()). */
static inline unsigned
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

/* A word of cell bits, one a lane in memory order, into the current row's
 * masks at column col. */
static inline void
kb_put(struct kboard *kb, uint64_t col, uint64_t v)
{
	uint64_t *xw = kb->bits[0][0], *ow = kb->bits[1][0], x, o;
	size_t w = (size_t)(col / WORD_BITS);
	unsigned s = (unsigned)(col % WORD_BITS);

	if (!little_endian())
		v = bswap64(v);
	x = (v & ONES) * PACK8 >> (WORD_BITS - LANES);
	o = (v >> 1 & ONES) * PACK8 >> (WORD_BITS - LANES);
	xw[w] |= x << s;
	ow[w] |= o << s;
	if (s > WORD_BITS - LANES) {
		xw[w + 1] |= x >> (WORD_BITS - s);
		ow[w + 1] |= o >> (WORD_BITS - s);
	}
}

/* The engine's calls, for the board judge: a K judge of the rules (NULL
 * when out of memory), emptied for a new board, freed; the row arrays
 * grown for a row of cells cells; the end of row r of len cells (the
 * cells kept); the runs that reach the last row, r.  Each int is JUDGE_OK
 * or JUDGE_ENOMEM. */
struct kboard	*ji_kb_new(uint64_t, enum judge_rule);
void		 ji_kb_clear(struct kboard *);
void		 ji_kb_free(struct kboard *);
int		 ji_kb_reserve(struct kboard *, uint64_t);
int		 ji_kb_endrow(struct kboard *, uint64_t, uint64_t);
int		 ji_kb_lastrow(struct kboard *, uint64_t);

/* Makes room in the masks of the current row for cells c0 to c0 + n,
 * zeroing the words this row has not touched yet (inline: a call here
 * cost the board judge's row reader a spilled register, 1.7 % more
 * instructions on a 1000 x 1000 board). */
static inline int
kb_room(struct kboard *kb, uint64_t c0, size_t n)
{
	size_t w, hi = (size_t)WORDS(c0 + n);

	if (ji_kb_reserve(kb, c0 + n) != JUDGE_OK)
		return JUDGE_ENOMEM;
	for (w = (size_t)WORDS(c0); w < hi; w++)
		kb->bits[0][0][w] = kb->bits[1][0][w] = 0;
	if (hi > kb->dirty[0])
		kb->dirty[0] = hi;
	return JUDGE_OK;
}

/* ---- The game judge's calls for the solver (judge.c) ---- */

/*
 * A byte map's border: no player.  A MAP game's cells as the solver reads
 * them (ji_game_map() fills it): the byte of cell (r, c) at
 * cell[r * stride + c], 0 empty, JUDGE_P1 or JUDGE_P2, and RING on every
 * side of the board, so that a walk along a line stops at the edge
 * without a bounds check; step[d] one step in direction d (along the row,
 * down, down-right, down-left).  Valid until the next ji_game_map().
 */
#define RING		3u
struct mapview {
	unsigned char *cell;	/* cell (0, 0) */
	ptrdiff_t stride;
	ptrdiff_t step[4];
};

/* The byte of cell (r, c) of a map. */
static INLINE unsigned char *
map_cell(const struct mapview *v, uint64_t r, uint64_t c)
{
	return v->cell + (ptrdiff_t)r * v->stride + (ptrdiff_t)c;
}

/* What the solver asks of a game: its rules as judge_game_reset() took
 * them (k 0 for full lines), the player who moves first (renju: X) and the
 * winner, or 0. */
struct ji_rules {
	uint64_t rows, cols, k;
	enum judge_rule rule;
	enum judge_player first;
	int winner;
};

/*
 * The solver's calls (each said again where judge.c defines it):
 * ji_game_check(), whether judge_game_reset() takes rows, cols, k and a
 * rule (JUDGE_OK, JUDGE_ERULE, JUDGE_EROW); ji_game_map(), the set-up: the
 * game an empty board of those rules on a byte map, whatever its size,
 * the map in *v; ji_game_rules() and ji_game_cell(), a game's rules and
 * the player at (r, c) on any representation; ji_game_result(), what the
 * mark of player p just put on the map at (r, c) did: p won, 3 - p (a foul
 * of renju, with fouls), or 0; ji_board_cell(), the player of a byte of
 * the board judge's cell syntax, or -1.
 */
int		 ji_game_check(uint64_t, uint64_t, uint64_t, enum judge_rule);
int		 ji_game_map(struct judge_game *, uint64_t, uint64_t, uint64_t,
		    enum judge_rule, struct mapview *);
void		 ji_game_rules(const struct judge_game *, struct ji_rules *);
unsigned	 ji_game_cell(const struct judge_game *, uint64_t, uint64_t);
unsigned	 ji_game_result(struct judge_game *, uint64_t, uint64_t,
		    unsigned, int);
int		 ji_board_cell(unsigned char);

#endif /* JUDGEINT_H */
