/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * session.c - the session, the one owner of a move stream's games (ses):
 * their life, the batch of moves the readers hand it (and its own fast
 * reader of plain move lines, move_run(), with the short lines' shapes,
 * shapes[]), played by the game judge (judge.h), -g's tally, --solve's
 * values of their positions (by value.c), and their results and verdicts
 * in each form (by write.c's writers).  Called by reading (read.c).
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

/* A move-stream line's result, for the output formats. */
struct result {
	uint64_t line;		/* its line number */
	uint64_t move;		/* its number among the game's move lines */
	const struct judge_move *m;	/* the move; NULL if no move line */
	unsigned nulls;		/* bit i: field i of the move (row, column,
				 * player) has no number JSON can write:
				 * it overflowed, or is a record's x or y of
				 * 0 (-1 from 0); and MOVE_DRAWS */
	int rc;			/* 0, 1, 2 or a judge_error */
	const char *reason;	/* why it was rejected, or NULL */
	const struct value *val;	/* --solve: the value after it, or
				 * NULL (no --solve, or rejected) */
	const struct value *was;	/* and before it */
	int blunder;		/* it was a blunder (blunder()) */
};

/*
 * The one owner of a move stream's games (see HACKING.md): the judge, the
 * rules, the game under way and its numbers, the batch of moves read and
 * not yet judged, -g's tally.  The readers hand it what they read through
 * the session_*() calls; only it plays, ends, numbers and reports games.
 */
static struct session {
	struct judge_game *judge;
	uint64_t rows, cols, k;	/* the rules of the game under way or
				 * the next (k 0: K = N) */
	enum judge_rule rule;
	uint64_t cells;		/* rows x cols (area()) */
	enum form form;
	int underway;		/* a game is under way */
	int tallied;		/* its lines are tallied for one verdict: -g,
				 * or a JSON game */
	uint64_t number;	/* games begun in this file */
	uint64_t moves;		/* move lines read in the game */
	uint64_t turn;		/* FORM_JSON, FORM_RECORD: the next move's
				 * player; else 0 */
	uint64_t pair;		/* FORM_JSON: the pair being played (from
				 * 1); else 0 */
	uint64_t item;		/* FORM_JSON: the game is this item of an
				 * array of boards and games (from 1), or 0 */
	uint64_t placed;	/* FORM_RECORD: its moves accepted */
	int drawn;		/* FORM_RECORD: a draw by Piskvork's rule
				 * (draw_marks()) ended it */
	uint64_t stray_game;	/* the number of the game that lines rejected
				 * outside a game belong to (0: none): at a
				 * break (session_break()), a game of their
				 * own */
	/* --solve: the value of the game's position as judged so far
	 * (known: found; at a game's start only when blunders are looked
	 * for), and on a 3 x 3 board the position's index (cell 3r + c the
	 * base-3 digit of 3^(3r + c): 0 empty, 1 X, 2 O) */
	struct value now;
	int known;
	unsigned pos3;
	struct tally {		/* the game's lines so far, if tallied */
		uint64_t lines;	/* that print a result without -g */
		uint64_t first;	/* the first of them */
		uint64_t marks;	/* marks placed */
		uint64_t x;	/* X's among them (not counted under plain
				 * output, whose verdicts need only marks) */
		int winner;	/* 0, 1 or 2 */
		uint64_t wmove, wrow, wcol;	/* the winning move */
		uint64_t badline;	/* the first rejected line, or 0 */
		uint64_t badpair;	/* a JSON game's: its pair, or 0 */
		char why[ITEM_MAX + REASON_MAX];	/* why it was rejected */
		struct value value;	/* --solve: the value after its
					 * last accepted move */
		int valued;		/* value is set */
		struct blunder blunder;	/* --solve: its first blunder */
	} tally;
	/*
	 * The move lines read and not yet judged, in segments: a segment's
	 * moves are of one game and on lines in a row; each segment after
	 * the first starts a new game of the same rules (a header ended the
	 * one before: header_rules()).
	 */
	struct {
		struct judge_move mv[BATCH];
		unsigned char nulls[BATCH];	/* bit i: field i is null */
		int anynull;			/* some nulls[] is not 0 */
		signed char res[BATCH + 8];	/* (+ 8: read a word at a
						 * time) */
		size_t n;
		size_t start[BATCH + 1];	/* segment j's first move;
						 * start[0] is 0, start[ns] n
						 * (set by session_flush()) */
		uint64_t line[BATCH], move[BATCH];	/* its first move's
						 * line and number in its
						 * game */
		size_t ns;			/* segments */
		/* --solve: each accepted move's value after it, and
		 * before it (several segments only where header_rules()'
		 * first branch allows them under --solve, in->valued on
		 * 3 x 3, each a new game from the empty board) */
		struct value val[BATCH], was[BATCH];
		/* in->valued on 3 x 3, every move accepted (the batch may
		 * then be of several segments): each move's value as its
		 * text's number (value3_text()), set is 1; else 0 */
		unsigned char text[BATCH];
		int texts;
	} batch;
} ses;

static INLINE size_t session_slots(struct judge_move **);
static INLINE int session_fits(uint64_t);
static INLINE void session_moves(struct input *, uint64_t, size_t, size_t);
static void	shapes_init(void);
static NOINLINE size_t short_pairs(const char **, const char *,
		    struct judge_move *, size_t);
static INLINE size_t digit_moves(const char **, const char *,
		    struct judge_move *, size_t);
static INLINE size_t number_moves(const char **, const char *,
		    struct judge_move *, size_t);
static INLINE size_t plain_moves(const char **, const char *,
		    struct judge_move *, size_t, int);
static INLINE void header_rules(struct input *, const struct header *);
static INLINE enum judge_rule header_rule(const struct header *);
static INLINE void set_rules(const struct header *);
static uint64_t	area(uint64_t, uint64_t);
static INLINE void new_game(struct input *);
static void	reset_game(struct input *);
static void	close_game(void);
static uint64_t	psq_left(void);
static uint64_t	draw_marks(void);
static void	session_value(struct input *);
static void	session_texts(struct input *);
static void	session_now(struct input *, uint64_t, int);
static int	session_first(void);
static int	blunder(const struct value *, const struct value *, int);
static void	report_moves(struct input *, size_t, size_t, size_t);
static NOINLINE void report_value(struct result *, size_t);
static void	report_line(struct input *, const struct result *);
static void	game_segment(struct input *, size_t, int);
static inline size_t accepted(const signed char *, size_t);
static inline void put_plain_results(char *, const signed char *, size_t);
static inline void tally_lines(struct tally *, uint64_t, uint64_t);
static size_t	tally_moves(uint64_t, uint64_t, const struct judge_move *,
		    const signed char *, size_t, size_t);
static void	tally_values(size_t, size_t, size_t);
static void	tally_reject(uint64_t, const char *);
static INLINE enum judge_verdict outcome(int, uint64_t, uint64_t);
static INLINE void tally_end(struct input *);
static void	tally_out(struct input *, enum judge_verdict);
static char	*put_move_why(char *, int, const struct judge_move *);
static char	*put_psq_why(char *, int, const struct judge_move *);
static char	*put_psq_draw(char *, uint64_t, uint64_t);
static void	game_win(uint64_t, uint64_t, struct win *);
static char	*put_game_no(char *);
static char	*move_json(const struct result *);
static void	move_out(const struct input *, const struct result *);
static char	*game_json(enum judge_verdict, const char *);
static void	game_out(const struct input *, enum judge_verdict,
		    const char *);

/* The session at a run's start: nothing (ses emptied), the short move
 * lines' table made (shapes[]). */
void
session_reset(void)
{
	memset(&ses, 0, sizeof(ses));
	shapes_init();
}

/* The session's game judge (ses.judge); -1 out of memory. */
int
session_open(void)
{
	return (ses.judge = judge_game_new(3, opt.first, opt.gameflags)) ==
	    NULL ? -1 : 0;
}

/* The session's memory freed at a run's end (ses.judge). */
void
session_free(void)
{
	judge_game_free(ses.judge);
	ses.judge = NULL;
}

/* A new file: no game under way, the rules the options'. */
void
session_start(void)
{
	struct header h = { 0, 0, 0, 0, -1, 0 };

	h.rows = opt.rows;
	h.cols = opt.cols;
	set_rules(&h);
	close_game();
	ses.number = ses.moves = ses.stray_game = 0;
	memset(&ses.tally, 0, sizeof(ses.tally));
}

/*
 * A header line: a new game of its rules starts with the next move.
 * First, the rules of the game under way again (so good rules) with its
 * moves still in the batch and plain output, which numbers no games: the
 * game ends there, and session_flush() starts the next one when it comes
 * to its moves (a segment).
 */
static INLINE void
header_rules(struct input *in, const struct header *h)
{
	enum judge_rule r = header_rule(h);
	const char *bad;

	/* (before rules_bad(): the session's rules passed it when they were
	 * set, and a K of 0 is the one bad header that can repeat them; only
	 * plain output: --explain, --json and --show read the judge's state,
	 * a win's lines and run, as they write, so the judge must still hold
	 * the game of the move they write) */
	if (h->rows == ses.rows && h->cols == ses.cols && r == ses.rule &&
	    !(h->hask && h->k == 0) && win_length(h->k, r) == ses.k &&
	    ses.underway && ses.batch.n > 0 && (in->straight ||
	    (in->valued && ses.rows == 3 && ses.cols == 3))) {
		ses.underway = 0;
		return;
	}
	if ((bad = rules_bad(h)) != NULL) {
		session_reject(in, bad);
		return;
	}
	session_end(in);	/* before a board too wide to draw stops us */
	if (opt.show && (h->rows > SHOW_MAX || h->cols > SHOW_MAX))
		too_wide(in, in->lineno);
	set_rules(h);
}

/* A header line: header_rules(), for the readers. */
void
session_rules(struct input *in, const struct header *h)
{
	header_rules(in, h);
}

/* The rule a header names, or --rule's. */
static INLINE enum judge_rule
header_rule(const struct header *h)
{
	return h->rule < 0 ? opt.rule : (enum judge_rule)h->rule;
}

/* Why no game can be played by a header's rules (and -n's size), or
 * NULL. */
const char *
rules_bad(const struct header *h)
{
	if (h->hask && h->k == 0)
		return "win length must be at least 1";
	if (h->rows == 0 || h->cols == 0)
		return "board size must be at least 1";
	if (h->rows > JUDGE_MAXN || h->cols > JUDGE_MAXN)
		return "board size is out of range";
	if (header_rule(h) == JUDGE_RENJU && h->k != 0 && h->k != RENJU_K)
		return "renju is won by five in a row";
	return NULL;
}

/* The session's rules become a header's. */
static INLINE void
set_rules(const struct header *h)
{
	ses.rows = h->rows;
	ses.cols = h->cols;
	ses.cells = area(h->rows, h->cols);
	ses.rule = header_rule(h);
	ses.k = win_length(h->k, ses.rule);
}

/* The cells of a rows x cols board, or 2^64 - 1 if they are more: a
 * count of marks no game reaches, so a tallied game on that board is
 * never full. */
static uint64_t
area(uint64_t rows, uint64_t cols)
{
	if ((rows | cols) >> 32 == 0 || rows <= UINT64_MAX / cols)
		return rows * cols;
	return UINT64_MAX;
}

/*
 * A JSON game (h NULL: the stream's rules) or a record (h: its header's)
 * begins, the line just read: its players take turns from X, and a JSON
 * game is tallied.  Returns 0 if its rules can have no game: the line is
 * then its one line, rejected.
 */
int
session_begin(struct input *in, enum form form, const struct header *h,
    uint64_t item)
{
	const char *bad = h != NULL ? rules_bad(h) : NULL;

	session_flush(in);	/* its moves are judged one by one */
	if (h != NULL && bad == NULL)
		set_rules(h);
	ses.form = form;
	ses.item = item;
	ses.tallied |= form == FORM_JSON;
	if (form == FORM_RECORD)
		ses.tally.first = in->lineno;
	new_game(in);
	ses.turn = JUDGE_P1;
	if (bad != NULL)
		session_reject(in, bad);
	return bad == NULL;
}

/* A game starts at its first move line (a JSON game at its line, a record
 * at its header);
 * with moves of the last game still in the batch (of the same rules,
 * and plain output: header_rules()), the judge starts it when it comes
 * to them (session_flush()). */
static INLINE void
new_game(struct input *in)
{
	ses.underway = 1;
	ses.number++;
	ses.moves = 0;
	ses.placed = 0;
	ses.drawn = 0;
	if (ses.batch.n == 0)
		reset_game(in);
}

/* The judge starts a game under the session's rules; --show's picture is
 * emptied. */
static void
reset_game(struct input *in)
{
	uint64_t k = ses.k;

	if (k == 0 && ses.rows != ses.cols)
		k = ses.rows < ses.cols ? ses.rows : ses.cols;
	if (judge_game_reset(ses.judge, ses.rows, ses.cols, k, ses.rule) !=
	    JUDGE_OK)
		nomem(in, in->lineno);
	ses.pos3 = 0;
	ses.known = 0;
	if (!opt.show)
		return;
	if (ses.rows > SHOW_MAX || ses.cols > SHOW_MAX)
		too_wide(in, in->lineno);
	show_game(ses.rows, ses.cols);
}

/* The game under way is over: the next line read is of no game, until a
 * move starts one. */
static void
close_game(void)
{
	ses.underway = 0;
	ses.form = FORM_LINES;
	ses.tallied = opt.games;
	ses.turn = ses.pair = ses.item = 0;
}

/* A move line, the line just read, to be judged with the others of its
 * game; nulls: bit i set if field i has no number JSON can write. */
void
session_move(struct input *in, uint64_t r, uint64_t c, uint64_t p,
    unsigned nulls)
{
	size_t n = ses.batch.n;

	ses.batch.mv[n].row = r;
	ses.batch.mv[n].col = c;
	ses.batch.mv[n].player = p;
	ses.batch.nulls[n] = (unsigned char)nulls;
	ses.batch.anynull |= nulls != 0;
	session_moves(in, in->lineno, n, n + 1);
}

/* The batch's slots for a reader of plain moves (then session_moves()):
 * in *mv the batch's moves, mv[n, BATCH) free; returns n. */
static INLINE size_t
session_slots(struct judge_move **mv)
{
	*mv = ses.batch.mv;
	return ses.batch.n;
}

/* Whether the board of the game under way, or of the next, has at most
 * max rows and max columns. */
static INLINE int
session_fits(uint64_t max)
{
	return ses.rows <= max && ses.cols <= max;
}

/*
 * The batch's moves [n0, n) were just put there by a reader, read on
 * lines in a row from line on: the one place that starts a game at a
 * move (when none is under way) and a segment (when they start the batch
 * or a game), and plays a full batch.
 */
static INLINE void
session_moves(struct input *in, uint64_t line, size_t n0, size_t n)
{
	size_t j;

	if (n0 == 0 || !ses.underway) {
		if (!ses.underway)
			new_game(in);
		j = ses.batch.ns++;
		ses.batch.start[j] = n0;
		ses.batch.line[j] = line;
		ses.batch.move[j] = ses.moves + 1;
	}
	ses.moves += n - n0;
	if ((ses.batch.n = n) == BATCH)
		session_flush(in);
}

/*
 * A number of 1 to 4 digits at p ending at the byte stop, with 5 bytes
 * there to read: its value in *v and the byte after stop, or NULL.
 */
static inline const char *
num4(const char *p, uint64_t *v, int stop)
{
	unsigned d0, d1, d2, d3;
	int len;

	if ((d0 = (unsigned)(unsigned char)p[0] - '0') > 9)
		return NULL;
	if ((d1 = (unsigned)(unsigned char)p[1] - '0') > 9) {
		*v = d0;
		len = 1;
	} else if ((d2 = (unsigned)(unsigned char)p[2] - '0') > 9) {
		*v = d0 * 10 + d1;
		len = 2;
	} else if ((d3 = (unsigned)(unsigned char)p[3] - '0') > 9) {
		*v = d0 * 100 + d1 * 10 + d2;
		len = 3;
	} else {
		*v = d0 * 1000 + d1 * 100 + d2 * 10 + d3;
		len = 4;
	}
	return p[len] == stop ? p + len + 1 : NULL;
}

/*
 * "R C P\n" with single digits, as a little-endian word XORed with
 * MOVE1_WANT: bytes 0, 2 and 4 are the digits' values, each below 10
 * exactly when adding 0x76 leaves its top bit clear; bytes 1, 3 and 5 are
 * 0 exactly when adding 0x7f does.  No byte carries into the next unless
 * its own top bit was set.
 */
#define MOVE1_WANT	UINT64_C(0x00000a3020302030)	/* "0 0 0\n" */
#define MOVE1_BYTES	UINT64_C(0x0000ffffffffffff)
#define MOVE1_BIAS	UINT64_C(0x00007f767f767f76)
#define MOVE1_HIGHS	UINT64_C(0x0000808080808080)
/* Boards of at most this many rows and columns have single-digit cells. */
#define DIGITS1_MAX	10

/*
 * Short move lines: "R C P\n" in at most 8 bytes, R and C of 1 to 3
 * digits and P of one.  A word of the line's bytes XORed with ZEROS holds
 * each digit's value; the line's shape is where its first three non-digit
 * bytes are, an index of 8 bits (bit i: byte i is no digit), and
 * shapes[] says of each index what those bytes must be and where the
 * numbers are.
 */
#define ZEROS		UINT64_C(0x3030303030303030)	/* '0' in each byte */
#define DIGIT_BIAS	UINT64_C(0x7676767676767676)	/* 0x80 - 10 */
#define NEWLINES	UINT64_C(0x0a0a0a0a0a0a0a0a)
#define LOW7		UINT64_C(0x7f7f7f7f7f7f7f7f)
#define GATHER		UINT64_C(0x0102040810204080)	/* top bits to a byte */

#define SHAPES		256	/* indexes of 8 bits */
/* Both lines of a pair are within the 16 bytes read for their newlines;
 * the second one's first 8 bytes end at most 25 bytes on. */
#define PAIR_READ	32
/* The longest plain line of numbers number_moves() reads: three of 4
 * digits, two spaces and the newline. */
#define NUM4_LINE	15

struct shape {
	uint64_t mask, want;	/* the separators' bytes: " ", " ", "\n" */
	uint32_t cmask;		/* C's digits, once aligned */
	unsigned char rsh, csh, psh;	/* shifts that align R, C and P */
};

static struct shape shapes[SHAPES];

/* shapes[]: a shape that is no short move line never matches (its mask
 * is 0, its want not). */
static void
shapes_init(void)
{
	static int made;
	unsigned idx, i, k, s[3];
	struct shape *h;

	if (made)
		return;	/* the same for every run */
	made = 1;
	for (idx = 0; idx < SHAPES; idx++) {
		h = &shapes[idx];
		h->want = 1;
		for (i = k = 0; i < 8 && k < 3; i++)
			if (idx >> i & 1)
				s[k++] = i;
		/* R and C: 1 to 3 digits; P: 1 */
		if (k < 3 || s[0] == 0 || s[1] == s[0] + 1 || s[2] != s[1] + 2)
			continue;
		h->mask = (uint64_t)0xff << 8 * s[0] | (uint64_t)0xff << 8 * s[1] |
		    (uint64_t)0xff << 8 * s[2];
		h->want = (uint64_t)' ' << 8 * s[0] | (uint64_t)' ' << 8 * s[1] |
		    (uint64_t)'\n' << 8 * s[2];
		/* R, C: right-aligned in the low 4 bytes, P in the low byte */
		h->rsh = (unsigned char)(8 * (4 - s[0]));
		h->csh = (unsigned char)(8 * (8 - s[1]));
		h->cmask = (uint32_t)(UINT64_C(0xffffffff) <<
		    8 * (4 - (s[1] - s[0] - 1)));
		h->psh = (unsigned char)(8 * (s[1] + 1));
	}
}

/* The values of two numbers of 4 digits' values, one in each half of v,
 * its last digit in the half's top byte (as many zero bytes below them as
 * it has fewer digits), in the low 16 bits of each half. */
static inline uint64_t
digits4x2(uint64_t v)
{
	v = (v * 10 + (v >> 8)) & UINT64_C(0x00ff00ff00ff00ff);
	return (v * 100 + (v >> 16)) & UINT64_C(0x0000ffff0000ffff);
}

/* The top bits of the bytes of w, its only bits set, as a byte: bit i is
 * bit 8i + 7. */
static inline unsigned
byte_bits(uint64_t w)
{
	return (unsigned)(((w >> 7) * GATHER) >> 56);
}

/* Bit i set for each byte i of x that is a newline. */
static inline unsigned
newlines8(uint64_t x)
{
	uint64_t z = x ^ NEWLINES;

	/* the top bit of each byte of z that is 0, no carries between */
	return byte_bits(~(((z & LOW7) + LOW7) | z) & HIGH_BITS);
}

/* The index of the lowest set bit of v, not 0. */
static inline unsigned
lowest_bit(unsigned v)
{
#if defined(__GNUC__)
	return (unsigned)__builtin_ctz(v);
#else
	unsigned i;

	for (i = 0; !(v >> i & 1); i++)
		;
	return i;
#endif
}

/* The shape of the line whose first 8 bytes are the word x, and its digits'
 * values in *t. */
static inline const struct shape *
shape_of(uint64_t x, uint64_t *t)
{
	uint64_t nd;

	*t = x ^ ZEROS;
	/* the top bit of each byte that is no digit; the add carries out
	 * of a byte of *t of 0x8a or more (marked: no digit) and may mark
	 * the byte above it too, but both are past the line's three
	 * separators, or it is no short line */
	nd = ((*t + DIGIT_BIAS) | *t) & HIGH_BITS;
	return &shapes[byte_bits(nd)];
}

/* The move of a short line of shape h and digits t. */
static inline void
short_move(struct judge_move *m, const struct shape *h, uint64_t t)
{
	uint64_t v = digits4x2((uint32_t)(t << h->rsh) |
	    (uint64_t)((uint32_t)((t << h->csh) >> 32) & h->cmask) << 32);

	m->row = v & 0xffff;
	m->col = v >> 32;
	m->player = t >> h->psh & 0xff;
}

/*
 * Short move lines two at a time at p, before e, into the batch's slots
 * mv[n, BATCH) (session_slots()), as many pairs as follow and fit: the
 * first two newlines of 16 bytes give both lines' starts, so that the next
 * two lines do not wait for the digits of these.  Returns the batch's new
 * length, *pp moved past them.
 */
static NOINLINE size_t
short_pairs(const char **pp, const char *e, struct judge_move *mv, size_t n)
{
	const struct shape *h0, *h1;
	const char *p = *pp;
	uint64_t x, y, t0, t1;
	unsigned nl, e0, e1;

	for (; e - p >= PAIR_READ && n + 1 < BATCH; n += 2) {
		x = load_le8(p);
		/* bit i: byte i is a newline; bits 16 and 17 stand for none */
		nl = newlines8(x) | newlines8(load_le8(p + 8)) << 8 | 3u << 16;
		e0 = lowest_bit(nl);
		e1 = lowest_bit(nl & (nl - 1));
		h0 = shape_of(x, &t0);
		h1 = shape_of(y = load_le8(p + e0 + 1), &t1);
		if ((x & h0->mask) != h0->want || (y & h1->mask) != h1->want)
			break;
		short_move(&mv[n], h0, t0);
		short_move(&mv[n + 1], h1, t1);
		p += e1 + 1;
	}
	*pp = p;
	return n;
}

/*
 * Moves of single digits at p, before e, into the batch's slots mv[n,
 * BATCH), a word each, as many as follow and fit; returns the batch's new
 * length, *pp moved past them.
 */
static INLINE size_t
digit_moves(const char **pp, const char *e, struct judge_move *mv, size_t n)
{
	const char *p = *pp;
	size_t i, lines;
	uint64_t u;

	/* the lines whose words end by e, as many as the batch has room for */
	lines = e - p < 8 ? 0 : (size_t)(e - p - 2) / 6;
	if (lines > BATCH - n)
		lines = BATCH - n;
	for (i = 0; i < lines; i++, p += 6) {
		u = (load_le8(p) ^ MOVE1_WANT) & MOVE1_BYTES;
		if (((u | (u + MOVE1_BIAS)) & MOVE1_HIGHS) != 0)
			break;
		mv[n + i].row = u & 0xff;
		mv[n + i].col = u >> 16 & 0xff;
		mv[n + i].player = u >> 32;	/* byte 5 is 0 */
	}
	*pp = p;
	return n + i;
}

/*
 * Moves of numbers of up to 4 digits with single spaces at p, before e,
 * into the batch's slots mv[n, BATCH), as digit_moves() does.
 */
static INLINE size_t
number_moves(const char **pp, const char *e, struct judge_move *mv,
    size_t n)
{
	struct judge_move *m;
	const char *p = *pp, *q;

	for (m = &mv[n]; n < BATCH; n++, m++) {
		if (e - p < NUM4_LINE || (q = num4(p, &m->row, ' ')) == NULL ||
		    (q = num4(q, &m->col, ' ')) == NULL ||
		    (q = num4(q, &m->player, '\n')) == NULL)
			break;
		p = q;
	}
	*pp = p;
	return n;
}

/*
 * Move lines of the plain forms at p, before e, into the batch's slots
 * mv[n, BATCH); returns the batch's new length, *pp moved past them.  Read
 * without a search for each line's end, as many as follow and fit.  On a
 * board of single-digit cells (one: at most DIGITS1_MAX rows and columns)
 * the plain form is a move of single digits (digit_moves()); on others,
 * short lines two at a time (short_pairs()), then moves of numbers of up
 * to 4 digits (number_moves()).  Any other line is move_text()'s.
 */
static INLINE size_t
plain_moves(const char **pp, const char *e, struct judge_move *mv, size_t n,
    int one)
{
	if (one)
		return digit_moves(pp, e, mv, n);
	n = short_pairs(pp, e, mv, n);
	return number_moves(pp, e, mv, n);
}

/*
 * The session's own reader, the move stream's fast path: its common lines
 * at p, before e, as many as follow, straight into the batch: runs of
 * plain move lines (plain_moves()) and headers of one digit between
 * them.  Returns the byte after them; any other line is move_text()'s
 * (read.c).  Counts the lines it reads in in->lineno, as the readers do.
 */
const char *
move_run(struct input *in, const char *p, const char *e)
{
	struct judge_move *mv;
	struct header h;
	size_t n, n0;
	int one = session_fits(DIGITS1_MAX);

	for (;;) {
		n0 = session_slots(&mv);
		if ((n = plain_moves(&p, e, mv, n0, one)) > n0) {
			session_moves(in, in->lineno + 1, n0, n);
			in->lineno += n - n0;
			if (n == BATCH)
				continue;
		}
		/* the plain moves stopped at another line, or at the end of
		 * what is read */
		if (e - p < 2 || p[1] != '\n' || !ISDIGIT(p[0]))
			return p;
		(void)header_of(p, 1, &h);
		in->lineno++;
		header_rules(in, &h);
		p += 2;
		one = session_fits(DIGITS1_MAX);
	}
}

/* A move of the player whose turn it is, a JSON game's pair or a record's
 * move, judged at once: the turn passes only if it is accepted. */
void
session_turn(struct input *in, uint64_t r, uint64_t c, unsigned nulls)
{
	struct judge_move m = { r, c, ses.turn };
	struct result late = { 0, 0, &m, 0, 0, NULL, NULL, NULL, 0 };

	if (ses.drawn) {	/* rejected as after a win */
		late.line = in->lineno;
		late.move = ++ses.moves;
		late.nulls = nulls;
		late.reason = "the game is already drawn (Piskvork's rule: 25 "
		    "or fewer cells left)";
		report_line(in, &late);
		return;
	}
	if (ses.form == FORM_JSON)
		ses.pair++;
	if (ses.form == FORM_RECORD && ses.placed + 1 >= draw_marks())
		nulls |= MOVE_DRAWS;
	session_move(in, r, c, ses.turn, nulls);
	session_flush(in);
	if (ses.batch.res[0] < 0)
		return;
	ses.turn = OTHER(ses.turn);
	ses.placed++;
	ses.drawn = ses.form == FORM_RECORD && ses.batch.res[0] == 0 &&
	    ses.placed >= draw_marks();
}

/* The cells a record's move left empty as it drew the game, judged and
 * not yet counted by session_turn(). */
static uint64_t
psq_left(void)
{
	return ses.cells - ses.placed - 1;
}

/*
 * The marks on the board at which a game that nobody has won is a Draw:
 * every cell; in a record, Piskvork's rule: a move that leaves PSQ_LEFT
 * cells or fewer empty (on a board of PSQ_LEFT cells or fewer, the
 * first move).
 */
static uint64_t
draw_marks(void)
{
	if (ses.form != FORM_RECORD)
		return ses.cells;
	return ses.cells > PSQ_LEFT ? ses.cells - PSQ_LEFT : 1;
}

/* The line just read is rejected for reason, and is no move. */
void
session_reject(struct input *in, const char *reason)
{
	struct result r = { 0, 0, NULL, 0, 0, NULL, NULL, NULL, 0 };

	session_flush(in);
	r.line = in->lineno;
	r.reason = reason;
	report_line(in, &r);
}

/* The game under way, if any, is over: an empty line, the end of a JSON
 * game, a header of other rules. */
void
session_end(struct input *in)
{
	session_flush(in);
	if (ses.underway)
		tally_end(in);
	close_game();
}

/* A JSON line or the end of the file: every game before it is over, and
 * so is the game of the lines rejected since the last (its number is
 * used). */
void
session_break(struct input *in)
{
	session_flush(in);
	tally_end(in);	/* also a game of rejected lines alone */
	if (!ses.underway && ses.stray_game == ses.number + 1)
		ses.number++;
	ses.stray_game = 0;
	close_game();
}

/*
 * Judges the moves read so far, in one call, and writes their results;
 * in a tallied game each segment's moves are tallied, and a game that is
 * over has its verdict.  The readers call it where the lines of a batch
 * stop being in a row (a comment, a long line) and before a read that
 * may block.
 */
void
session_flush(struct input *in)
{
	size_t j, n = ses.batch.n, ns = ses.batch.ns;
	int all;
	char *o;

	if (n == 0)
		return;
	ses.batch.start[ns] = n;
	if (opt.solve)
		session_value(in);
	else
		judge_game_play(ses.judge, ses.batch.mv, n, ses.batch.start + 1,
		    ns - 1, ses.batch.res);
	if (!ses.tallied)
		report_moves(in, 0, 0, n);
	else {
		all = opt.format == FMT_PLAIN &&
		    accepted(ses.batch.res, n) == n;
		game_segment(in, 0, all);
		j = 1;
		if (all && in->straight && (o = out_spare(8 * ns)) != NULL) {
			/* the games between the first segment and the
			 * last are whole, their tallies empty and none of
			 * their moves rejected: each verdict is its last
			 * result's, or by its marks, written at once */
			for (; j + 1 < ns; j++)
				o = put_verdict_line(o, outcome(ses.batch.res[
				    ses.batch.start[j + 1] - 1],
				    ses.batch.start[j + 1] - ses.batch.start[j],
				    ses.cells));
			out_end(o);
		}
		for (; j < ns; j++)
			game_segment(in, j, all);
	}
	ses.batch.n = ses.batch.ns = 0;
	if (ses.batch.anynull) {
		memset(ses.batch.nulls, 0, n);
		ses.batch.anynull = 0;
	}
}

/*
 * --solve: plays the batch, its segments each a game of its own (see
 * ses.batch), and values each
 * accepted move's position (val[]) and, where blunders are looked for
 * (--explain, --json, a tallied game), the one before it (was[]; else
 * unknown).  On a 3 x 3 board a position is valued by its index, and the
 * batch played at once; on others by the judge, the moves played one at
 * a time.  The value after a move is the value before the next: each
 * position is valued once.  Writes ses.now, ses.known, ses.pos3.
 */
static void
session_value(struct input *in)
{
	const struct judge_move *m = ses.batch.mv;
	signed char *res = ses.batch.res;
	size_t i, j, n = ses.batch.n;
	int three = ses.rows == 3 && ses.cols == 3,
	    before = opt.format != FMT_PLAIN || ses.tallied;
	uint64_t line;

	ses.batch.texts = 0;
	value_lines_reset();
	if (three) {
		judge_game_play(ses.judge, m, n, ses.batch.start + 1,
		    ses.batch.ns - 1, res);
		if (in->valued && !ses.tallied && !ses.batch.anynull &&
		    accepted(res, n) == n) {
			session_texts(in);
			return;
		}
	}
	for (i = j = 0; i < n; i++) {
		if (j + 1 < ses.batch.ns && ses.batch.start[j + 1] == i) {
			j++;	/* a new game (in->valued): the empty board */
			ses.pos3 = 0;
			ses.known = 0;
		}
		line = ses.batch.line[j] + (i - ses.batch.start[j]);
		if (before && !ses.known)	/* the game's start */
			session_now(in, line, session_first());
		if (!three)
			judge_game_play(ses.judge, m + i, 1, NULL, 0, res + i);
		if (res[i] < 0)
			continue;
		ses.batch.was[i] = ses.now;
		if (!ses.known)
			ses.batch.was[i].v = JUDGE_PENDING;
		if (three)
			ses.pos3 += (unsigned)m[i].player *
			    pow3[3 * m[i].row + m[i].col];
		if ((ses.batch.nulls[i] & MOVE_DRAWS) && res[i] == 0) {
			value_decided(JUDGE_DRAW, &ses.now);	/* Piskvork's */
			ses.known = 1;
		} else
			session_now(in, line, OTHER((int)m[i].player));
		ses.batch.val[i] = ses.now;
	}
}

/*
 * --solve, plain output alone (in->valued), 3 x 3, every move of the
 * batch accepted: each move's value after it, the other player to move,
 * as its text's number (ses.batch.text[], value3_text()) by the
 * position's index, kept as the moves are; each segment after the first a
 * new game from the empty board.  Writes ses.pos3, and ses.known 0
 * (ses.now is not the game's value: plain output reports no blunders).
 */
static void
session_texts(struct input *in)
{
	const struct judge_move *m = ses.batch.mv;
	const size_t *start = ses.batch.start;
	const struct table3 *t3;
	unsigned pos = ses.pos3;
	size_t i, j;

	t3 = value3_rules(in, ses.batch.line[0], ses.k, ses.rule);
	for (j = 0; j < ses.batch.ns; j++) {
		if (j > 0)
			pos = 0;
		for (i = start[j]; i < start[j + 1]; i++) {
			pos += (unsigned)m[i].player *
			    pow3[3 * m[i].row + m[i].col];
			ses.batch.text[i] = (unsigned char)value3_text(t3, in,
			    ses.batch.line[j] + (i - start[j]), pos,
			    OTHER((int)m[i].player));
		}
	}
	ses.pos3 = pos;
	ses.known = 0;
	ses.batch.texts = 1;
}

/* --solve: ses.now, the value of the game's position as judged so far,
 * mover to move (a 3 x 3 one by ses.pos3, any other the judge's). */
static void
session_now(struct input *in, uint64_t line, int mover)
{
	if (ses.rows == 3 && ses.cols == 3)
		value3(in, line, ses.pos3, mover, ses.k, ses.rule, &ses.now);
	else
		value_game(in, line, ses.judge, mover, &ses.now);
	ses.known = 1;
}

/* The player who moves first in the game under way, for --solve: X
 * under renju and in a JSON game or a record, else --first's, X without
 * it. */
static int
session_first(void)
{
	if (ses.rule != JUDGE_RENJU && ses.form == FORM_LINES &&
	    opt.first == JUDGE_P2)
		return JUDGE_P2;
	return JUDGE_P1;
}

/*
 * Whether player p's move, from a position of value was to one of value
 * now, was a blunder: it turned p's won position into a draw or a loss,
 * or a drawn one into a loss.  A value unknown before or after makes
 * none.
 */
static int
blunder(const struct value *was, const struct value *now, int p)
{
	if (was->v == JUDGE_PENDING || now->v == JUDGE_PENDING)
		return 0;
	if ((int)was->v == p)
		return (int)now->v != p;
	return was->v == JUDGE_DRAW && (int)now->v == OTHER(p);
}

/*
 * Reports the batch's moves [from, to), from segment j on.  Two fast
 * branches write a block of results straight into the output buffer:
 * first --solve's plain results with their values' texts, every move of
 * the batch accepted (ses.batch.texts, session_texts()); then, without
 * --solve, the plain results of the accepted moves before the first
 * rejected one.  The rest go one by one to report_line(), which writes
 * the output and diagnostics (invalid(), which also makes the status),
 * ses.stray_game, the tally and --show's picture, and ends the run when
 * out of memory.
 */
static void
report_moves(struct input *in, size_t j, size_t from, size_t to)
{
	struct result r = { 0, 0, NULL, 0, 0, NULL, NULL, NULL, 0 };
	size_t i = from, n;
	char *o;

	if (ses.batch.texts) {
		/* --solve, 3 x 3, plain: "0\tDraw\n" ..., every move
		 * accepted (session_texts()) */
		o = out_room((to - from) * (sizeof(struct vtext) + 2));
		out_end(put_valued_results(o, ses.batch.res + from,
		    ses.batch.text + from, to - from));
		return;
	}
	if (in->straight && !ses.tallied &&
	    (o = out_spare(2 * (to - from) + 8)) != NULL) {
		/* "0\n", "1\n" or "2\n", straight into the buffer */
		n = accepted(ses.batch.res + from, to - from);
		put_plain_results(o, ses.batch.res + from, n);
		out_end(o + 2 * n);
		i += n;
	}
	for (; i < to; i++) {
		while (j + 1 < ses.batch.ns && ses.batch.start[j + 1] <= i)
			j++;
		r.line = ses.batch.line[j] + (i - ses.batch.start[j]);
		r.move = ses.batch.move[j] + (i - ses.batch.start[j]);
		r.m = &ses.batch.mv[i];
		r.nulls = ses.batch.nulls[i];
		r.rc = (int)ses.batch.res[i];
		r.reason = NULL;
		if (opt.solve)
			report_value(&r, i);
		report_line(in, &r);
	}
}

/* --solve: the value of result r, the batch's move i, after it and
 * before it, and whether it was a blunder; none for a rejected move. */
static NOINLINE void
report_value(struct result *r, size_t i)
{
	r->val = r->was = NULL;
	r->blunder = 0;
	if (r->rc < 0)
		return;
	r->val = &ses.batch.val[i];
	r->was = &ses.batch.was[i];
	r->blunder = blunder(r->was, r->val, (int)r->m->player);
}

/*
 * A move-stream line's result, the one place that reports one but for
 * report_moves()' two fast branches (plain results of accepted moves,
 * with or without --solve's values, written in a block): r->rc 0, 1 or 2
 * for an accepted move, a judge_error for a
 * rejected one, or r->reason for a rejected line that is no move.  A
 * rejected line has its diagnostic (invalid(): errb and the status);
 * a tallied game's lines are tallied (ses.tally, --show's picture), any
 * other's written (out).  Out of memory ends the run (nomem()).
 */
static void
report_line(struct input *in, const struct result *r)
{
	char reason[ITEM_MAX + REASON_MAX];
	signed char rc = (signed char)r->rc;
	struct result bad;

	if (r->reason == NULL && r->rc < 0) {
		if (r->rc == JUDGE_ENOMEM)
			nomem(in, r->line);
		/* a JSON game is Invalid by its first rejected pair, the
		 * one that has a diagnostic */
		if (ses.pair != 0 && ses.tally.badline != 0)
			return;
		*put_move_why(reason, r->rc, r->m) = '\0';
		bad = *r;
		bad.reason = reason;
		r = &bad;
	}
	if (r->reason != NULL) {
		invalid(in, r->line, r->reason, strlen(r->reason));
		if (!ses.underway)
			ses.stray_game = ses.number + 1;
	}
	if (ses.tallied) {
		if (r->reason != NULL)
			tally_reject(r->line, r->reason);
		else
			(void)tally_moves(r->line, r->move, r->m, &rc, 1, 1);
	} else if (opt.format == FMT_PLAIN && !(opt.show && r->m != NULL) &&
	    r->val == NULL) {
		if (r->reason != NULL)
			emit(in, RES_MOVE_INVALID);
		else
			emit(in, (enum res_kind)(RES_MOVE + r->rc));
	} else
		move_out(in, r);
}

/* A tallied batch's segment j, and its game's verdict if the game is
 * over (every segment but the last, and the last when no game is under
 * way); all: neither --explain nor --json, and no move of the batch
 * rejected. */
static void
game_segment(struct input *in, size_t j, int all)
{
	size_t from = ses.batch.start[j], to = ses.batch.start[j + 1];

	if (opt.solve)
		tally_values(j, from, to);
	from += tally_moves(ses.batch.line[j], ses.batch.move[j],
	    ses.batch.mv + from, ses.batch.res + from, to - from,
	    all ? to - from : 0);
	if (from < to)
		report_moves(in, j, from, to);
	if (j + 1 < ses.batch.ns || !ses.underway)
		tally_end(in);
}

/* The results res[0, n) before the first rejected move (negative), read
 * a word at a time (res has 8 bytes to read past n). */
static inline size_t
accepted(const signed char *res, size_t n)
{
	size_t i;

	for (i = 0; i < n; i += 8)
		if ((load_le8((const char *)res + i) & HIGH_BITS) != 0)
			break;
	for (; i < n && res[i] >= 0; i++)
		;
	return i < n ? i : n;
}

/* Plain results res[0, n), each 0, 1 or 2, as "R\n" at o, four a word;
 * o has 8 bytes past 2n to write. */
static inline void
put_plain_results(char *o, const signed char *res, size_t n)
{
	uint64_t w;
	size_t i;

	for (i = 0; i < n; i += 4) {
		w = load_le8((const char *)res + i) & 0xffffffffu;
		w = (w | w << 16) & UINT64_C(0x0000ffff0000ffff);
		w = (w | w << 8) & UINT64_C(0x00ff00ff00ff00ff);
		store_le8(o + 2 * i, w | UINT64_C(0x0a300a300a300a30));
	}
}

/* A tallied game's n lines that print a result without -g, from line
 * on. */
static inline void
tally_lines(struct tally *t, uint64_t line, uint64_t n)
{
	if (t->lines == 0)
		t->first = line;
	t->lines += n;
}

/*
 * A tallied game's moves m[0, n) the judge accepted, on lines from line
 * on and with move numbers from move on, and their results res (0, 1 or
 * 2): how many of them there are before the first rejected one (n if ok
 * is n: the caller knows it).  With --show they are marked on the
 * picture (show_mark()).
 */
static inline size_t
tally_moves(uint64_t line, uint64_t move, const struct judge_move *m,
    const signed char *res, size_t n, size_t ok)
{
	struct tally *t = &ses.tally;
	uint64_t x = 0;
	size_t i, j;

	/* X's marks counted in a register; plain verdicts need only the
	 * marks (Draw), so there X's are not counted */
	if (opt.format == FMT_PLAIN)
		i = n == ok ? n : accepted(res, n);
	else
		for (i = 0; i < n && res[i] >= 0; i++)
			x += m[i].player == JUDGE_P1;
	/* after a win every move is rejected: only the last accepted one
	 * can have won; which one it was only --explain and --json say */
	if (i > 0 && res[i - 1] > 0) {
		t->winner = (int)res[i - 1];
		if (opt.format != FMT_PLAIN) {
			t->wmove = move + i - 1;
			t->wrow = m[i - 1].row;
			t->wcol = m[i - 1].col;
		}
	}
	for (j = 0; opt.show && j < i; j++)
		show_mark(&m[j]);
	t->x += x;
	t->marks += i;
	if (i > 0)
		tally_lines(t, line, i);
	return i;
}

/* --solve: a tallied game's moves [from, to) of the batch, segment j:
 * the value after the last one accepted, the first blunder, and the
 * positions valued and unknown (no blunder is known where a value is
 * not). */
static void
tally_values(size_t j, size_t from, size_t to)
{
	struct tally *t = &ses.tally;
	size_t i;

	for (i = from; i < to; i++) {
		if (ses.batch.res[i] < 0)
			continue;
		if (!t->valued) {	/* the game's start */
			t->blunder.positions++;
			t->blunder.unknown += ses.batch.was[i].v ==
			    JUDGE_PENDING;
		}
		t->blunder.positions++;
		t->blunder.unknown += ses.batch.val[i].v == JUDGE_PENDING;
		t->value = ses.batch.val[i];
		t->valued = 1;
		if (t->blunder.move == 0 && blunder(&ses.batch.was[i],
		    &ses.batch.val[i], (int)ses.batch.mv[i].player)) {
			t->blunder.move = ses.batch.move[j] + (i -
			    ses.batch.start[j]);
			t->blunder.player = (int)ses.batch.mv[i].player;
			t->blunder.was = ses.batch.was[i];
			t->blunder.now = ses.batch.val[i];
		}
	}
}

/* A tallied game's rejected line, and why. */
static void
tally_reject(uint64_t line, const char *reason)
{
	struct tally *t = &ses.tally;

	tally_lines(t, line, 1);
	if (t->badline == 0) {
		t->badline = line;
		t->badpair = ses.pair;
		/* (a reason is shorter than REASON_MAX) */
		memcpy(t->why, reason, strlen(reason) + 1);
	}
}

/* The verdict on a game of no rejected line, won by winner (0: nobody)
 * with marks placed: a Draw once they are full (the cells, or
 * draw_marks()). */
static INLINE enum judge_verdict
outcome(int winner, uint64_t marks, uint64_t full)
{
	/* without a branch: a verdict is as hard to foresee as its game */
	_Static_assert((int)JUDGE_X == (int)JUDGE_P1 &&
	    (int)JUDGE_O == (int)JUDGE_P2 && JUDGE_PENDING == 0,
	    "a winner is its verdict");
	return (enum judge_verdict)((unsigned)winner |
	    ((unsigned)(winner == 0) & (unsigned)(marks >= full)) * JUDGE_DRAW);
}

/* The end of a tallied game (-g's, a JSON game): its verdict, if it has a
 * line; the tally emptied for the next. */
static INLINE void
tally_end(struct input *in)
{
	struct tally *t = &ses.tally;
	enum judge_verdict v;

	/* a record is a game even without moves */
	if (!ses.tallied || (t->lines == 0 && ses.form != FORM_RECORD))
		return;
	v = t->badline != 0 ? JUDGE_INVALID : outcome(t->winner,
	    t->marks, draw_marks());
	if (opt.solve && v != JUDGE_INVALID && !t->valued) {
		/* no move accepted (a record's header alone): the value of
		 * its start, the position the judge holds */
		if (!ses.known)
			session_now(in, in->lineno, session_first());
		t->value = ses.now;
	}
	if (in->straight)
		emit_verdict(in, v);
	else
		tally_out(in, v);
	/* (why and badpair are read only with badline) */
	t->lines = t->marks = t->x = t->badline = 0;
	t->winner = 0;
	t->valued = 0;
	t->blunder.move = 0;
	t->blunder.positions = t->blunder.unknown = 0;
}

/* A tallied game's verdict v in any form but the fast one tally_end()
 * writes; an Invalid one's reason is its first rejected line's. */
static void
tally_out(struct input *in, enum judge_verdict v)
{
	const struct tally *t = &ses.tally;
	char reason[LINE_MAX_ + ITEM_MAX + REASON_MAX];

	if (opt.format == FMT_PLAIN && !opt.show &&
	    (!opt.solve || v == JUDGE_INVALID))
		emit(in, (enum res_kind)v);
	else if (v != JUDGE_INVALID)
		game_out(in, v, NULL);
	else {
		*put_str(PUT(put_u64(PUT(reason, "line "), t->badline), ": "),
		    t->why) = '\0';
		game_out(in, v, reason);
	}
}

/* The reason a move was rejected, at o (REASON_MAX bytes of room: the
 * longest, a pair's number and a board of two 19-digit sides, is under
 * 100); a JSON game's names its pair.  The byte after it. */
static char *
put_move_why(char *o, int rc, const struct judge_move *m)
{
	if (ses.item != 0)
		o = PUT(put_u64(PUT(o, "game "), ses.item), ": ");
	if (ses.pair != 0)
		o = PUT(put_u64(PUT(o, "pair "), ses.pair), ": ");
	if (ses.form == FORM_RECORD && (rc == JUDGE_EROW ||
	    rc == JUDGE_ECOL || rc == JUDGE_ETAKEN))
		return put_psq_why(o, rc, m);
	switch (rc) {
	case JUDGE_EROW:
	case JUDGE_ECOL:
		o = rc == JUDGE_EROW ? PUT(o, "row") : PUT(o, "column");
		o = put_u64(PUT(o, " is off the board (size "), ses.rows);
		if (ses.rows != ses.cols)
			o = put_u64(PUT(o, "x"), ses.cols);
		return PUT(o, ")");
	case JUDGE_ETWICE:
		return PUT(put_u64(PUT(o, "player "), m->player),
		    " moved twice in a row");
	case JUDGE_EWRONGFIRST:
		return PUT(put_u64(PUT(o, "player "), ses.rule == JUDGE_RENJU ?
		    JUDGE_P1 : (uint64_t)opt.first), " must move first");
	case JUDGE_ETAKEN:
		o = put_u64(PUT(o, "cell "), m->row);
		return PUT(put_u64(PUT(o, " "), m->col), " is taken");
	default:
		return put_str(o, judge_strerror(rc));
	}
}

/* A record's rejected move in its own terms, at o: x (the column) and y
 * (the row) from 1. */
static char *
put_psq_why(char *o, int rc, const struct judge_move *m)
{
	if (rc == JUDGE_ETAKEN) {
		o = put_u64(PUT(o, "cell "), m->col + 1);
		return PUT(put_u64(PUT(o, ","), m->row + 1), " is taken");
	}
	o = rc == JUDGE_EROW ? PUT(o, "y") : PUT(o, "x");
	o = put_u64(PUT(o, " is off the board (1 to "), rc == JUDGE_EROW ?
	    ses.rows : ses.cols);
	return PUT(o, ")");
}

/* Why a record's game is a Draw, at o: the cells left empty, and the move
 * that left them (0: not said). */
static char *
put_psq_draw(char *o, uint64_t left, uint64_t move)
{
	o = put_u64(o, left);
	o = left == 1 ? PUT(o, " cell left") : PUT(o, " cells left");
	if (move != 0)
		o = put_u64(PUT(o, " at move "), move);
	return PUT(o, " (Piskvork's rule)");
}

/* The win of the game judge's game, by the move at row, col. */
static void
game_win(uint64_t row, uint64_t col, struct win *w)
{
	w->lines = judge_game_lines(ses.judge);
	w->row = row;
	w->col = col;
	judge_game_run(ses.judge, w->run);
	w->foul = judge_game_foul(ses.judge);
	w->xy = ses.form == FORM_RECORD;
}

/* A move stream's line's game: the one under way, or else the one the
 * next move line starts. */
static char *
put_game_no(char *o)
{
	return put_u64(PUT(o, ",\"game\":"), ses.underway ? ses.number :
	    ses.number + 1);
}

static char *
move_json(const struct result *s)
{
	struct win w;
	char *o;

	o = put_game_no(json_begin(s->line, ses.rule));
	if (s->m == NULL)
		o = PUT(o, ",\"move\":null,\"row\":null,\"col\":null,"
		    "\"player\":null");
	else {
		o = put_u64(PUT(o, ",\"move\":"), s->move);
		o = put_json_u64(PUT(o, ",\"row\":"), s->m->row,
		    (s->nulls & 1u) != 0);
		o = put_json_u64(PUT(o, ",\"col\":"), s->m->col,
		    (s->nulls & 2u) != 0);
		o = put_json_u64(PUT(o, ",\"player\":"), s->m->player,
		    (s->nulls & 4u) != 0);
	}
	if (s->reason != NULL)
		o = put_json_str(PUT(o, ",\"result\":\"Invalid\",\"reason\":"),
		    s->reason);
	else {
		o = PUT(o, ",\"result\":");
		*o++ = (char)('0' + s->rc);
		if ((s->nulls & MOVE_DRAWS) && s->rc == 0)
			o = put_u64(PUT(o, ",\"empty\":"), psq_left());
		if (s->rc > 0 && s->m != NULL) {
			game_win(s->m->row, s->m->col, &w);
			o = put_foul_json(put_lines_json(PUT(o, ",\"lines\":"),
			    &w), w.foul);
		}
	}
	if (s->val != NULL) {
		o = put_value_json(PUT(o, ","), s->val, 1);
		o = put_value_json(PUT(o, ",\"before\":{"), s->was, 0);
		o = s->blunder ? PUT(o, "},\"blunder\":true") :
		    PUT(o, "},\"blunder\":false");
	}
	*o++ = '}';
	return o;
}

/* A move-stream line's result in the --explain or --json format, and the
 * board after it with --show. */
static void
move_out(const struct input *in, const struct result *s)
{
	struct win w;
	char *o, *b;

	if (s->reason == NULL && opt.show)
		show_mark(s->m);
	if (opt.quiet)
		return;
	if (opt.format == FMT_JSON)
		o = move_json(s);
	else if (s->reason != NULL) {
		o = PUT(line_begin(in), "Invalid");
		if (opt.format == FMT_EXPLAIN)
			o = put_str(PUT(o, "\t"), s->reason);
	} else {
		o = line_begin(in);
		*o++ = (char)('0' + s->rc);
		if (s->val != NULL)
			o = put_value(PUT(o, "\t"), s->val);
		b = o;
		if (opt.format == FMT_EXPLAIN && s->rc > 0) {
			game_win(s->m->row, s->m->col, &w);
			o = put_win_text(PUT(o, "\t"), &w);
		} else if (opt.format == FMT_EXPLAIN && (s->nulls & MOVE_DRAWS))
			o = put_psq_draw(PUT(o, "\tdraw: "), psq_left(), 0);
		if (s->val != NULL)
			o = put_value_notes(o, s->val, s->blunder ? s->was :
			    NULL, o != b, ses.form == FORM_RECORD);
	}
	line_end(o, opt.show && s->m != NULL);
	if (opt.show && s->m != NULL)
		show_game_board();
}

static char *
game_json(enum judge_verdict v, const char *reason)
{
	const struct tally *t = &ses.tally;
	struct win w;
	char *o;

	o = put_game_no(put_item(json_begin(t->first, ses.rule), ses.item));
	o = put_u64(PUT(o, ",\"moves\":"), ses.underway ? ses.moves : 0);
	o = put_verdict_word(PUT(o, ",\"verdict\":\""), v);
	game_win(t->wrow, t->wcol, &w);
	if (v != JUDGE_X && v != JUDGE_O)
		w.lines = 0;
	o = put_lines_json(PUT(o, "\",\"lines\":"), &w);
	o = put_u64(PUT(o, ",\"x\":"), t->x);
	o = put_u64(PUT(o, ",\"o\":"), t->marks - t->x);
	if (v == JUDGE_O)
		o = put_foul_json(o, w.foul);
	if (v == JUDGE_DRAW && ses.form == FORM_RECORD)
		o = put_u64(PUT(o, ",\"empty\":"), ses.cells - t->marks);
	if (v == JUDGE_INVALID && t->badpair != 0)
		o = put_u64(PUT(o, ",\"pair\":"), t->badpair);
	if (v == JUDGE_INVALID)
		o = put_json_str(PUT(o, ",\"reason\":"), reason);
	else if (opt.solve)
		o = put_blunder_json(put_value_json(PUT(o, ","), &t->value, 1),
		    &t->blunder);
	*o++ = '}';
	return o;
}

/* -g: a game's verdict in any format, and its last board with --show. */
static void
game_out(const struct input *in, enum judge_verdict v, const char *reason)
{
	const struct tally *t = &ses.tally;
	struct win w;
	char *o, *b;

	if (opt.quiet)
		return;
	if (opt.format == FMT_JSON)
		o = game_json(v, reason);
	else {
		game_win(t->wrow, t->wcol, &w);
		if (v != JUDGE_O)
			w.foul = JUDGE_NOFOUL;
		/* X moves first under renju and in a JSON game or a record
		 * (its reader's turns), whatever --first says */
		o = put_verdict_word(line_begin(in), v);
		if (opt.solve && v != JUDGE_INVALID)
			o = put_blunder(PUT(put_value(PUT(o, "\t"), &t->value),
			    "\t"), &t->blunder);
		b = o;
		o = put_verdict_why(o, v, reason, t->x, t->marks - t->x,
		    ses.rule == JUDGE_RENJU || ses.form != FORM_LINES ?
		    JUDGE_P1 : opt.first, &w);
		if (opt.format == FMT_EXPLAIN && (v == JUDGE_X || v == JUDGE_O))
			o = put_u64(PUT(o, " at move "), t->wmove);
		if (opt.format == FMT_EXPLAIN && v == JUDGE_DRAW &&
		    ses.form == FORM_RECORD)
			o = put_psq_draw(PUT(o, "\t"), ses.cells - t->marks,
			    t->marks);
		if (opt.solve && v != JUDGE_INVALID)
			o = put_value_notes(o, &t->value, NULL, o != b,
			    ses.form == FORM_RECORD);
	}
	line_end(o, opt.show && ses.underway);
	if (opt.show && ses.underway)
		show_game_board();
}
