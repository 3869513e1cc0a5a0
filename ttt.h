/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * ttt.h - the seam through which the stream fuzzer drives the whole
 * command in one process (struct ttt_io, ttt_run()); and, under
 * TTT_PARTS, what the command's files share (as grep.h is for grep's):
 * the options, the one global, which
 * only the option parser writes; the types that cross the parts' borders;
 * the small writers and lexers every part inlines; and each part's calls,
 * under the name of the file that owns them.  The parts, in the order
 * data flows through them, each calling only the parts after it (but for
 * the command's errors, finish() and nomem(), and its grow() and
 * buf_free(), which every part uses):
 *   ttt.c      the command: options, main(), the files, the exit status;
 *   read.c     reading: read(2) into one buffer, the readers of each form;
 *   session.c  the session: a move stream's games, played by the game
 *              judge, and their results;
 *   value.c    --solve's values, by the solver (judge.h);
 *   write.c    writing: the results and diagnostics, to write(2).
 * Each part's state is static in its file, reset at a run's start by its
 * *_reset() and freed by its *_free(), both called by ttt_run().  See
 * HACKING.md.
 */
#ifndef TTT_H
#define TTT_H

#include <sys/types.h>

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "judge.h"

struct ttt_io {
	/* read(2) on the files' descriptors, or NULL for read(2) itself */
	ssize_t (*read)(void *ctx, int fd, void *buf, size_t size);
	void *ctx;
	int out;		/* results, written with write(2) */
	FILE *err;		/* diagnostics */
	size_t bufsize;		/* the input buffer's first size; 0: default */
};

/*
 * Runs ttt with the arguments argv[0, argc) (argv[0] is replaced), as the
 * command does, and returns its exit status; every error that ends the
 * command (usage, memory, a failed write) ends the run instead.  Not
 * reentrant: one run at a time.
 */
int ttt_run(int argc, char **argv, const struct ttt_io *io);

/* The rest is the command's files' own: each defines TTT_PARTS before it
 * includes this header (a program that drives ttt_run(), as the stream
 * fuzzer does, sees the seam alone). */
#ifdef TTT_PARTS
/* Exit statuses: the worst one seen wins. */
#define ST_OK		0	/* all judged and valid */
#define ST_INVALID	1	/* something was Invalid */
#define ST_TROUBLE	2	/* usage, a file, a write, memory */

/* A Piskvork record's win length, unless -k says otherwise. */
#define PSQ_K		5
/* Piskvork ends a game nobody has won as a draw once a move leaves this
 * many cells or fewer empty ("board is almost full", its game.cpp). */
#define PSQ_LEFT	25
/* Renju is five in a row. */
#define RENJU_K		5
/* Gomoku: caro's K, and a move stream's board under renju and caro or
 * with a K of at least GOMOKU_KMIN, unless -n or a header says otherwise. */
#define GOMOKU_K	5
#define GOMOKU_N	15
#define GOMOKU_NARG	"15"
#define GOMOKU_KMIN	4

/* The functions of the hot paths (the readers' and the writers' per line
 * or result), inlined where the compiler would not; a few kept apart, as
 * short_pairs(), where its loop has the registers to itself, or as what
 * is rare beside a hot loop. */
#if defined(__GNUC__)
#define INLINE		__attribute__((always_inline)) inline
#define NOINLINE	__attribute__((noinline))
#else
#define INLINE		inline
#define NOINLINE
#endif

/* A string literal put at o, without strlen() (put_mem()). */
#define PUT(o, lit)	put_mem((o), (lit), sizeof(lit) - 1)

/* Move lines judged in one call of judge_game_play(). */
#define BATCH		256

/* --show draws boards of at most this many columns. */
#define SHOW_MAX	200

/* A reason, a message: long enough for any of them with two numbers. */
#define REASON_MAX	128
/* "board N: " or "game N: ", an item's name before its reason. */
#define ITEM_MAX	28
/* "line N: " before a reason, or "FILE:" and ":N: " around a diagnostic's
 * file name: N of at most 20 digits and the words around it. */
#define LINE_MAX_	32

/* MODE_JSON: a JSON value over several lines is under way (input.jv).
 * MODE_PSQ and MODE_JSON last: line_text() tells them by one test. */
enum mode { MODE_AUTO, MODE_BOARD, MODE_MOVES, MODE_PSQ, MODE_JSON };

/* Output formats. */
enum format { FMT_PLAIN, FMT_EXPLAIN, FMT_JSON };

/* A file's summary instead of its results: -c, -l, -L. */
enum summary { SUM_NONE, SUM_COUNT, SUM_WITH, SUM_WITHOUT };

/*
 * A result as emit() writes it and -c counts it: a verdict (enum
 * judge_verdict, a board's or a game's), a move line's 0, 1, 2 or
 * Invalid, or a binary file's Invalid (input_read()).  Its word is
 * result_words[].
 */
enum res_kind {
	RES_PENDING = JUDGE_PENDING,
	RES_X = JUDGE_X,
	RES_O = JUDGE_O,
	RES_DRAW = JUDGE_DRAW,
	RES_INVALID = JUDGE_INVALID,
	RES_MOVE,				/* + 0, 1 or 2 */
	RES_MOVE_INVALID = RES_MOVE + 3,
	RES_BINARY,
	RES_N
};

struct options {
	enum mode mode;		/* forced by -b or -m, else MODE_AUTO */
	int filename;		/* -1 by the file count, 0 -h, 1 -H */
	int quiet;
	int linebuf;
	enum summary summary;	/* -c, -l, -L: results counted, not written */
	int countjson;		/* -c --json: a file's counts as an object */
	int text;		/* -a: a binary file judged all the same */
	int recursive;		/* -r */
	char sep;		/* after a file name: ':', or -z's NUL */
	int games;		/* -g: a verdict per game of a move stream */
	unsigned gameflags;	/* JUDGE_STRICT */
	enum judge_rule rule;	/* --rule, --exact */
	int ruled;		/* --rule or --exact was given: --json names
				 * every rule */
	enum judge_player first;
	enum judge_player turn;	/* --turn: a board's player to move, its
				 * counts not checked; or JUDGE_EITHER */
	uint64_t rows, cols;	/* -n, default 3 x 3 (gomoku's 15 x 15) */
	int sized;		/* -n was given */
	enum format format;	/* --explain, --json */
	int show;		/* --show */
	int shape;		/* -n ROWSxCOLS: board streams have that shape */
	uint64_t k;		/* -k, or 0: K = N */
	const char *sizearg;	/* -n as given */
	/* each rule's K without a header's (0: K = N), by win_length() */
	uint64_t rulek[JUDGE_CARO_EXACT + 1];
	int solve;		/* --solve (not with -q, -c, -l or -L:
				 * no value is printed) */
	struct judge_budget budget;	/* --nodes, --solve-memory; 0: the
				 * library's defaults */
};

/* The options (ttt.c's parse_options(), their one writer). */
extern struct options opt;

/* One file being judged. */
struct input {
	const char *name;
	size_t namelen;		/* strlen(name) */
	int prefix;		/* print "name:" before each result */
	int straight;		/* results alone: no prefix, -q, -c, -l,
				 * -L, line buffering, --explain, --json,
				 * --show or --solve; they go straight to
				 * the buffer */
	int valued;		/* --solve's results alone: plain output, no
				 * prefix, -g, --show or line buffering; 3 x 3
				 * boards' and moves' go straight to the buffer
				 * with their values' texts (value3_text()) */
	uint64_t lineno;	/* lines read */
	enum mode mode;
	int inboard;		/* rows of a board were fed */
	uint64_t boardline;	/* the board's first line */
	char badwhy[REASON_MAX];	/* why the board under way is Invalid
				 * whatever its cells (a malformed picture row
				 * or JSON line), or "" */
	struct {		/* a JSON value over several lines, in jvtext */
		uint64_t line;	/* its first line */
		size_t at;	/* its '[' in that line */
		enum mode mode;	/* the mode it came in, to go back to */
		int depth;	/* brackets open */
		int str;	/* in a string 1, after a backslash in it 2 */
		int multi;	/* it has text of more than one line */
		int asks;	/* its last byte outside strings asks for
				 * more ([ { , :), or nothing was read */
	} jv;
	int recdone;		/* a Piskvork record's moves are over: nothing
				 * more is read */
	enum {
		CONT_NONE,	/* at the start of a line */
		CONT_ROW,	/* a long row, fed to board in pieces */
		CONT_SKIP,	/* a long comment, skipped */
		CONT_BADMOVE	/* a long line in the end malformed as a move */
	} cont;			/* a line too long for the buffer is under way */
	int guessed;		/* the mode was guessed from a part of a line */
	uint64_t item;		/* the board under way is this item of a JSON
				 * array of boards and games (from 1), or 0 */
	int heldover;		/* --solve: the board under way has too many
				 * cells or rows to search, and they are no
				 * longer kept (hold_cells()) */
};

/* How a board or game was won, for --explain: its full lines (with the
 * row and column of a full row or column) or run, or black's renju foul;
 * xy: cells named as a Piskvork record writes them. */
struct win {
	unsigned lines;
	uint64_t row, col;
	uint64_t run[4];
	enum judge_foul foul;
	int xy;
};

/* --solve: a position's value with best play, as the writers take it. */
struct value {
	enum judge_verdict v;	/* JUDGE_X, JUDGE_O, JUDGE_DRAW, or
				 * JUDGE_PENDING: unknown */
	uint64_t n;		/* a win's moves of the winner; 0: won */
	uint64_t row, col;	/* a best move, or row JUDGE_NOMOVE */
	int mover;		/* the player to move, JUDGE_P1 or JUDGE_P2 */
	int atmost;		/* n is a win found, not proved shortest */
	size_t line, nline;	/* a win's line: value_line()'s moves */
};

/* -g --solve: a game's first blunder, the move that turned its player's
 * won position into a draw or a loss, or a drawn one into a loss. */
struct blunder {
	uint64_t move;		/* its number in the game; 0: none */
	int player;
	struct value was, now;	/* the values before and after it */
	uint64_t positions;	/* the game's positions valued (its start
				 * and after each accepted move) */
	uint64_t unknown;	/* those of them whose value is unknown */
};

/* A bit of struct result's nulls (session.c) beside the fields': a
 * record's move that, accepted without a win, draws the game by
 * Piskvork's rule (session_turn()). */
#define MOVE_DRAWS	8u

/* A header's rules. */
struct header {
	uint64_t rows, cols;
	uint64_t k;		/* 0 if not given */
	int hask;		/* K was given (and may be a bad 0) */
	int rule;		/* the rule named, or -1 */
	int shaped;		/* the form ROWSxCOLS */
};

/* How the game under way in a move stream is read. */
enum form {
	FORM_LINES,	/* move lines, "ROW COL PLAYER" */
	FORM_JSON,	/* a JSON game: pairs, the players taking turns from
			 * X; one verdict */
	FORM_RECORD	/* a Piskvork record: moves "x,y", the players taking
			 * turns from X; the file's one game */
};

/* The most that one writer puts in the output buffer at once: any result
 * line but its file name (a reason escaped for JSON, six bytes a byte,
 * and the numbers and names around it), or a row of --show's picture. */
#define ROOM		((size_t)4096)
/* The moves of a value's line kept and written, at most (each at most 20
 * bytes of a result's ROOM). */
#define LINE_MOST	128u

/* A buffer of the run, grown by grow(): its bytes, their length, its
 * size. */
struct buf {
	char *s;
	size_t len, cap;
};

/* A fast writer's window on the output buffer (write.c's out_window()):
 * its bytes go from o on, up to end at most; out_end(o) takes them. */
struct window {
	char *o, *end;
};

/* put_words()' blocks: the first, and each one after it. */
#define WORDS_FIRST	96
#define WORDS_STEP	32

/* --solve, 3 x 3: a value's text as plain output puts it after a result,
 * by the packed value's low bits (TEXT3 of them: value.c's). */
#define TEXT3		128u	/* a packed value's low 7 bits: v, n */
struct vtext {
	char s[15];		/* "\tX wins in 3", put_value()'s after a tab */
	unsigned char len;	/* 0: not made yet */
};

/*
 * value.c's 3 x 3 values as the fast paths read them (value3_rules()
 * hands them out; value.c alone writes them): each position's (by its
 * index, as a board's and ses.pos3's) with each player to move (slot 0:
 * a board's, by its marks), gen << 16 | its packed value, gen the
 * generation of the rules they are for; and the values' texts, by a
 * packed value's low bits.  value3_text() reads them.
 */
struct table3 {
	uint32_t *memo;		/* [3 * 3^9] */
	uint32_t gen;		/* of the rules (k, rule); 0: none yet */
	struct vtext text[TEXT3];
};

_Static_assert(6 * (LINE_MAX_ + ITEM_MAX + REASON_MAX) + 1024 <= ROOM &&
    2 * SHOW_MAX + 2 <= ROOM, "ROOM holds a line's every part");

/* A whole 3 x 3 board in the input, as board_run() takes it: three rows
 * of 3 cells and a newline, ROW3 bytes apart, then the empty line. */
#define ROW3		((ptrdiff_t)4)
#define BOARD3		(3 * ROW3 + 1)
/* The rows of the 3 x 3 board at p. */
#define ROWS3(p)	(p), (p) + ROW3, (p) + 2 * ROW3

/* 3^i, a cell's place in a 3 x 3 position's index. */
static const unsigned pow3[9] = { 1, 3, 9, 27, 81, 243, 729, 2187, 6561 };

/* The other player. */
#define OTHER(p)	(JUDGE_P1 + JUDGE_P2 - (p))

/* A decimal digit, whatever the locale. */
#define ISDIGIT(c)	((unsigned)((unsigned char)(c) - '0') < 10)

/* The top bit of each byte of a word. */
#define HIGH_BITS	UINT64_C(0x8080808080808080)

/* Each verdict's word, padded to 8 bytes, to be copied as a word, and
 * its length. */
static const char verdict_words[][8] = {
	"Pending", "X", "O", "Draw", "Invalid"
};
static const unsigned char verdict_word_len[] = {
	sizeof("Pending") - 1, sizeof("X") - 1, sizeof("O") - 1,
	sizeof("Draw") - 1, sizeof("Invalid") - 1
};

/* The K of a game or board: k as a header gives it (0 if it does not),
 * else its rule's (rule_k(), kept in opt.rulek by options_done()). */
static inline uint64_t
win_length(uint64_t k, enum judge_rule rule)
{
	return k != 0 ? k : opt.rulek[rule];
}

/* The small lexers and writers of every part, inlined. */
static inline int
isblank_(int c)
{
	return c == ' ' || c == '\t';
}

/* The first byte from p before e that is no blank, or e. */
static inline const char *
blanks(const char *p, const char *e)
{
	while (p < e && isblank_((unsigned char)*p))
		p++;
	return p;
}

/*
 * The one decimal reader, for every syntax: the digits from p up to e
 * (none: 0) into *v, clamped at 2^64 - 1, with *ovf 1 if they were more,
 * else 0; returns the byte after them.
 */
static INLINE const char *
decimal(const char *p, const char *e, uint64_t *v, unsigned *ovf)
{
	uint64_t x = 0;
	unsigned d;

	*ovf = 0;
	for (; p < e && *p >= '0' && *p <= '9'; p++) {
		d = (unsigned)(*p - '0');
		if (x > (UINT64_MAX - d) / 10) {
			x = UINT64_MAX;
			*ovf = 1;
		} else
			x = x * 10 + d;
	}
	*v = x;
	return p;
}

/* The 8 bytes at p as a little-endian word: byte i in bits 8i to 8i + 7. */
static inline uint64_t
load_le8(const char *p)
{
	uint64_t w;
#if defined(__GNUC__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(&w, p, 8);
#else
	int i;

	for (w = 0, i = 7; i >= 0; i--)
		w = w << 8 | (unsigned char)p[i];
#endif
	return w;
}

/* Stores w at p as 8 bytes, little-endian. */
static inline void
store_le8(char *p, uint64_t w)
{
#if defined(__GNUC__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(p, &w, 8);
#else
	int i;

	for (i = 0; i < 8; i++, w >>= 8)
		p[i] = (char)(w & 0xff);
#endif
}

static inline char *
put_mem(char *o, const char *s, size_t len)
{
	memcpy(o, s, len);
	return o + len;
}

static inline char *
put_str(char *o, const char *s)
{
	return put_mem(o, s, strlen(s));
}

/* len bytes at o, copied in blocks of a fixed size (WORDS_FIRST bytes,
 * then WORDS_STEP a step), which the compiler copies without a call: s
 * and o have room for len rounded up to a block, and WORDS_FIRST at
 * least. */
static inline char *
put_words(char *o, const char *s, size_t len)
{
	size_t i;

	memcpy(o, s, WORDS_FIRST);
	for (i = WORDS_FIRST; i < len; i += WORDS_STEP)
		memcpy(o + i, s + i, WORDS_STEP);
	return o + len;
}

/* Two decimal digits of each number below 100. */
static const char digits2[] =
    "00010203040506070809101112131415161718192021222324252627282930313233"
    "34353637383940414243444546474849505152535455565758596061626364656667"
    "6869707172737475767778798081828384858687888990919293949596979899";

/* The bits it takes to write v | 1: 1 to 64. */
static inline unsigned
bits_of(uint64_t v)
{
#if defined(__GNUC__)
	return 64 - (unsigned)__builtin_clzll(v | 1);
#else
	unsigned n = 1;

	while (v >>= 1)
		n++;
	return n;
#endif
}

/* The decimal digits of v: 1 to 20.  Its bits times log10(2) (1233 /
 * 4096) is the digits less one, or one fewer. */
static inline unsigned
digits_of(uint64_t v)
{
	static const uint64_t pow10[20] = {
		UINT64_C(1), UINT64_C(10), UINT64_C(100), UINT64_C(1000),
		UINT64_C(10000), UINT64_C(100000), UINT64_C(1000000),
		UINT64_C(10000000), UINT64_C(100000000),
		UINT64_C(1000000000), UINT64_C(10000000000),
		UINT64_C(100000000000), UINT64_C(1000000000000),
		UINT64_C(10000000000000), UINT64_C(100000000000000),
		UINT64_C(1000000000000000), UINT64_C(10000000000000000),
		UINT64_C(100000000000000000), UINT64_C(1000000000000000000),
		UINT64_C(10000000000000000000)
	};
	unsigned t = bits_of(v) * 1233 >> 12;

	return t + ((v | 1) >= pow10[t]);
}

/* v in decimal, written in place two digits a step from the right. */
static INLINE char *
put_u64(char *o, uint64_t v)
{
	char *e = o + digits_of(v), *p = e;
	unsigned d;

	while (v >= 100) {
		d = (unsigned)(v % 100);
		v /= 100;
		p -= 2;
		memcpy(p, digits2 + 2 * (size_t)d, 2);
	}
	if (v >= 10)
		memcpy(p - 2, digits2 + 2 * v, 2);
	else
		p[-1] = (char)('0' + v);
	return e;
}

/* Verdict v's word at o. */
static inline char *
put_verdict_word(char *o, enum judge_verdict v)
{
	memcpy(o, verdict_words[v], sizeof(verdict_words[v]));
	return o + verdict_word_len[v];
}

/* Verdict v and its newline at o, the verdict copied as a word (o has
 * room for a word): the byte after them. */
static inline char *
put_verdict_line(char *o, enum judge_verdict v)
{
	o = put_verdict_word(o, v);
	*o++ = '\n';
	return o;
}

/* ttt.c: the command's errors and the buffers every part grows. */
_Noreturn void	finish(int);
_Noreturn void	nomem(const struct input *, uint64_t);
void	status_worse(int);
const char *rule_name(enum judge_rule);
int	rule_named(const char *, size_t);
char	*grow(struct buf *, size_t, size_t, const struct input *,
		    uint64_t);
void	buf_free(struct buf *);

/* read.c: reading, called by the command. */
void	reading_reset(const struct ttt_io *);
int	reading_open(void);
void	reading_free(void);
void	input_begin(struct input *, const char *, int);
int	input_stream(struct input *, int);
void	input_abort(struct input *);
void	input_end(struct input *);

/* session.c: a move stream's games, their batch and results, called by
 * the readers. */
void	session_reset(void);
int	session_open(void);
void	session_free(void);
void	session_start(void);
void session_rules(struct input *, const struct header *);
const char *rules_bad(const struct header *);
int	session_begin(struct input *, enum form,
		    const struct header *, uint64_t);
void session_move(struct input *, uint64_t, uint64_t,
		    uint64_t, unsigned);
void	session_turn(struct input *, uint64_t, uint64_t, unsigned);
void	session_reject(struct input *, const char *);
void	session_end(struct input *);
void	session_break(struct input *);
void	session_flush(struct input *);
const char *move_run(struct input *, const char *, const char *);

/* value.c: --solve's values. */
void	value_rows(const struct input *, const char *, size_t, uint64_t,
		    uint64_t, struct value *);
void	value_reset(void);
const struct table3 *value3_rules(const struct input *, uint64_t,
		    uint64_t, enum judge_rule);
void	value3(const struct input *, uint64_t, unsigned, int,
		    uint64_t, enum judge_rule, struct value *);
NOINLINE uint32_t value3_miss(const struct input *, uint64_t, unsigned,
		    int);
char	*put_valued_results(char *, const signed char *,
		    const unsigned char *, size_t);
void	value_game(const struct input *, uint64_t,
		    const struct judge_game *, int, struct value *);
void	value_decided(enum judge_verdict, struct value *);
void	value_lines_reset(void);
const struct judge_move *value_line(const struct value *);

/* write.c: the results and diagnostics. */
void	writing_reset(const struct ttt_io *);
void	writing_free(void);
void	err_flush(void);
void	out_flush(void);
char *out_room(size_t);
void out_end(const char *);
char *out_spare(size_t);
struct window	out_window(size_t);
void	out_str(const char *);
char	*put_json_u64(char *, uint64_t, int);
char	*put_json_str(char *, const char *);
char	*line_begin(const struct input *);
void	line_end(char *, int);
void	emit(const struct input *, enum res_kind);
void	count_reset(void);
void	count_binary(void);
int	count_answered(void);
uint64_t	count_invalid(void);
void	count_out(const struct input *);
void	name_out(const struct input *);
void emit_verdict(const struct input *, enum judge_verdict);
void	invalid(const struct input *, uint64_t, const char *,
		    size_t);
void	json_head(const char *);
char	*json_begin(uint64_t, enum judge_rule);
char	*put_item(char *, uint64_t);
void	board_result(const struct input *, enum judge_verdict,
		    const struct judge_why *, const struct value *);
char	*put_verdict_why(char *, enum judge_verdict, const char *,
		    uint64_t, uint64_t, enum judge_player, const struct win *);
char	*put_win_text(char *, const struct win *);
char	*put_lines_json(char *, const struct win *);
char	*put_foul_json(char *, enum judge_foul);
char	*put_value(char *, const struct value *);
char	*put_value_json(char *, const struct value *, int);
char	*put_value_notes(char *, const struct value *,
		    const struct value *, int, int);
char	*put_blunder(char *, const struct blunder *);
char	*put_blunder_json(char *, const struct blunder *);
size_t	board3_out(const struct input *, uint64_t, const char *,
		    const uint64_t *, size_t, const struct value *);
void	board3_why_out(const struct input *, enum judge_verdict, uint64_t,
		    const char *, const struct judge_why *, int,
		    const struct value *);
_Noreturn void	too_wide(const struct input *, uint64_t);
void	show_clear(void);
void	show_game(uint64_t, uint64_t);
void	show_mark(const struct judge_move *);
void	show_game_board(void);
void	show_row(const struct input *, const char *, size_t);

/*
 * The one header reader, for header lines and -n: "N" (an N x N board),
 * or "ROWSxCOLS" and then K, RULE or K RULE, with blanks around the
 * fields but none beside the x; 0 if p[0, len) is none.  Its numbers
 * clamp at 2^64 - 1 as every number does.  The first branch is the
 * common header, one digit alone.
 */
static INLINE int
header_of(const char *p, size_t len, struct header *h)
{
	const char *e = p + len, *s;
	unsigned ovf;

	h->k = 0;
	h->hask = 0;
	h->rule = -1;
	h->shaped = 0;
	if (len == 1 && ISDIGIT(*p)) {
		h->rows = h->cols = (uint64_t)(*p - '0');
		return 1;
	}
	if ((p = blanks(p, e)) == e || !ISDIGIT(*p))
		return 0;
	p = decimal(p, e, &h->rows, &ovf);
	if (p == e || *p != 'x') {
		h->cols = h->rows;
		return blanks(p, e) == e;
	}
	h->shaped = 1;
	p = decimal(s = p + 1, e, &h->cols, &ovf);
	if (p == s || (p < e && !isblank_((unsigned char)*p)))
		return 0;
	if ((p = blanks(p, e)) < e && ISDIGIT(*p)) {
		p = decimal(p, e, &h->k, &ovf);
		h->hask = 1;
		if (p < e && !isblank_((unsigned char)*p))
			return 0;
		p = blanks(p, e);
	}
	if (p == e)
		return 1;
	for (s = p; p < e && !isblank_((unsigned char)*p); p++)
		;
	if ((h->rule = rule_named(s, (size_t)(p - s))) < 0)
		return 0;
	return blanks(p, e) == e;
}

/*
 * The text of 3 x 3 position idx's value in t3 (value3_rules()'s), mover
 * to move (0: a board's, by its marks), as plain output puts it after a
 * result ("\tX wins in 3"): its number in t3->text, from t3, or from
 * value3_miss() where t3 lacks the position.
 */
static inline unsigned
value3_text(const struct table3 *t3, const struct input *in, uint64_t line,
    unsigned idx, int mover)
{
	uint32_t w = t3->memo[3 * idx + (unsigned)mover];

	if (w >> 16 != t3->gen)
		w = value3_miss(in, line, idx, mover);
	return w & (TEXT3 - 1);
}

/*
 * A verdict alone on its line with plain output (in->straight), through
 * the window w: copied as a word where w has room for one, else by
 * emit() (which may write the buffer: w is then the buffer's new window).
 */
static inline void
window_verdict(struct window *w, const struct input *in,
    enum judge_verdict v)
{
	if (w->end - w->o >= (ptrdiff_t)sizeof(verdict_words[v])) {
		w->o = put_verdict_line(w->o, v);
		return;
	}
	out_end(w->o);
	emit(in, (enum res_kind)v);
	*w = out_window(0);
}

#endif /* TTT_PARTS */
#endif /* TTT_H */
