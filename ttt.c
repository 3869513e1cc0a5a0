/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * ttt - judge tic-tac-toe boards and move streams.  See ttt.1; HACKING.md
 * gives the layout.
 *
 * In the order data flows through it, in four parts, each calling only
 * the parts after it, but for the command's errors (finish(), nomem()),
 * lexers, grow(), buf_free() and win_length(), which the others use too:
 *   1. the command: options, main(), the files;
 *   2. reading: read(2) into one buffer, the dispatcher, the readers of
 *      each form;
 *   3. the session: a move stream's games, played by the game judge;
 *   4. writing: the results and diagnostics, to write(2).
 * The judging is judge.c's.
 *
 * Each part owns its file-scope state, which only its functions write,
 * reset at a run's start by its own *_reset() and freed by its *_free():
 * the command opt, io, run_end and status (but for invalid()'s and a
 * file's status, which the worst seen wins); reading inb, scratch, jvtext,
 * shapes and board_judge; the session ses; writing out, errb, jhead,
 * memo3 and pic.  A function's comment names what it writes beyond its
 * arguments and its part's own state.
 */
#include <sys/types.h>
#include <sys/stat.h>

#include <dirent.h>

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "judge.h"
#include "ttt.h"

#define VERSION		"1.1.0"
#define STDIN_NAME	"(standard input)"

/* The first size of the input buffer; a line longer than that is streamed
 * or grows it.  ttt_io.bufsize (the fuzzer's) may make it smaller. */
#define BUFSIZE		((size_t)1 << 17)

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

/* The first word of a Piskvork record's header line. */
#define PSQ_MAGIC	"Piskvorky"

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

/* Long-only options. */
enum {
	OPT_EXACT = CHAR_MAX + 1,
	OPT_EXPLAIN,
	OPT_FIRST,
	OPT_JSON,
	OPT_LINE_BUFFERED,
	OPT_NODES,
	OPT_RULE,
	OPT_SHOW,
	OPT_SOLVE,
	OPT_SOLVE_MEMORY,
	OPT_HELP,
	OPT_VERSION
};

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

static const char usage_line[] =
    "usage: ttt [-abgHhmqrsz] [-c | -L | -l] [-k win] [-n size] [--exact] "
    "[--explain | --json] [--first X|O] [--line-buffered] [--nodes N] "
    "[--rule rule] [--show] [--solve] [--solve-memory size] [file ...]";

static const char shortopts[] = "abcgHhk:Llmn:qrsz";

static const struct option longopts[] = {
	{ "text",		no_argument,		NULL, 'a' },
	{ "board",		no_argument,		NULL, 'b' },
	{ "count",		no_argument,		NULL, 'c' },
	{ "games",		no_argument,		NULL, 'g' },
	{ "with-filename",	no_argument,		NULL, 'H' },
	{ "no-filename",	no_argument,		NULL, 'h' },
	{ "win",		required_argument,	NULL, 'k' },
	{ "files-without-invalid", no_argument,	NULL, 'L' },
	{ "files-with-invalid",	no_argument,		NULL, 'l' },
	{ "moves",		no_argument,		NULL, 'm' },
	{ "size",		required_argument,	NULL, 'n' },
	{ "quiet",		no_argument,		NULL, 'q' },
	{ "recursive",		no_argument,		NULL, 'r' },
	{ "strict",		no_argument,		NULL, 's' },
	{ "null",		no_argument,		NULL, 'z' },
	{ "exact",		no_argument,		NULL, OPT_EXACT },
	{ "explain",		no_argument,		NULL, OPT_EXPLAIN },
	{ "first",		required_argument,	NULL, OPT_FIRST },
	{ "json",		no_argument,		NULL, OPT_JSON },
	{ "line-buffered",	no_argument,		NULL, OPT_LINE_BUFFERED },
	{ "nodes",		required_argument,	NULL, OPT_NODES },
	{ "rule",		required_argument,	NULL, OPT_RULE },
	{ "show",		no_argument,		NULL, OPT_SHOW },
	{ "solve",		no_argument,		NULL, OPT_SOLVE },
	{ "solve-memory",	required_argument,	NULL, OPT_SOLVE_MEMORY },
	{ "help",		no_argument,		NULL, OPT_HELP },
	{ "version",		no_argument,		NULL, OPT_VERSION },
	{ NULL,			0,			NULL, 0 }
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

/* Every option not given; the members not named are 0. */
static const struct options defaults = {
	.mode = MODE_AUTO,
	.filename = -1,		/* by the file count */
	.rule = JUDGE_FREESTYLE,
	.first = JUDGE_EITHER,
	.rows = 3,
	.cols = 3,
	.format = FMT_PLAIN,
	.sep = ':',
	.sizearg = "3"
};

/* The rules by name, as --rule and a header write them; and by Gomocup's
 * numbers (Piskvork's and GomocupJudge's), which --rule takes too. */
static const char *const rule_names[] = {
	[JUDGE_FREESTYLE] = "freestyle",
	[JUDGE_EXACT] = "exact",
	[JUDGE_CARO] = "caro",
	[JUDGE_RENJU] = "renju",
	[JUDGE_CARO_EXACT] = "caro-exact"
};
static const char *const rule_numbers[] = {
	[JUDGE_FREESTYLE] = "0",
	[JUDGE_EXACT] = "1",
	[JUDGE_CARO] = "8",
	[JUDGE_RENJU] = "4",
	[JUDGE_CARO_EXACT] = "9"
};
#define NRULES	(sizeof(rule_names) / sizeof(rule_names[0]))
_Static_assert(NRULES == sizeof(defaults.rulek) / sizeof(defaults.rulek[0]) &&
    NRULES == sizeof(rule_numbers) / sizeof(rule_numbers[0]),
    "a K and a number for each rule");

/* Renju's fouls by name, as --explain and --json write them. */
static const char *const foul_names[] = {
	[JUDGE_NOFOUL] = "",
	[JUDGE_OVERLINE] = "overline",
	[JUDGE_DOUBLE_FOUR] = "double-four",
	[JUDGE_DOUBLE_THREE] = "double-three"
};

static struct options opt;

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
};

/* -g --solve: a game's first blunder, the move that turned its player's
 * won position into a draw or a loss, or a drawn one into a loss. */
struct blunder {
	uint64_t move;		/* its number in the game; 0: none */
	int player;
	struct value was, now;	/* the values before and after it */
};

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
/* A bit of nulls beside the fields': a record's move that, accepted
 * without a win, draws the game by Piskvork's rule (session_turn()). */
#define MOVE_DRAWS	8u

/* A header's rules. */
struct header {
	uint64_t rows, cols;
	uint64_t k;		/* 0 if not given */
	int hask;		/* K was given (and may be a bad 0) */
	int rule;		/* the rule named, or -1 */
	int shaped;		/* the form ROWSxCOLS */
};

struct json;

/* How the game under way in a move stream is read. */
enum form {
	FORM_LINES,	/* move lines, "ROW COL PLAYER" */
	FORM_JSON,	/* a JSON game: pairs, the players taking turns from
			 * X; one verdict */
	FORM_RECORD	/* a Piskvork record: moves "x,y", the players taking
			 * turns from X; the file's one game */
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
	 * one before: session_rules()).
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
		/* --solve (where a batch is one segment: every game
		 * begins with the batch empty, as the first branch of
		 * session_rules() needs plain output): each accepted
		 * move's value after it, and before it */
		struct value val[BATCH], was[BATCH];
		/* in->valued on 3 x 3, every move accepted (the batch may
		 * then be of several segments): each move's value as its
		 * text's number (value3_text()), set is 1; else 0 */
		unsigned char text[BATCH];
		int texts;
	} batch;
} ses;

/* --show: the board being drawn, SHOW_MAX x SHOW_MAX at most. */
static struct {
	char cell[SHOW_MAX * SHOW_MAX];	/* row-major, 'X', 'O' or ' ' */
	size_t len[SHOW_MAX];		/* board streams: each row's length */
	uint64_t rows, cols;
} pic;

/*
 * The 3x3 run's memo (board3_out()): a 3 x 3 board's result as the
 * writers made it, by the kind of its why (judge_board3_kind(), below
 * FMT3_MAX), for the run (its options and the board judge's rules do not
 * change in it): the text of its diagnostic after "FILE:LINE: " and of
 * its result line after the line's start ("FILE:", or --json's
 * "line":N and rule), which depend on the why alone.  A kind past the
 * memo, or a text too long for it, is not kept.
 */
#define FMT3_MAX	512	/* kinds: 287 the most seen, under -k 2 */
#define WORDS_FIRST	96	/* put_words()'s first block */
#define WORDS_STEP	32	/* and each one after it */
#define FMT3_TEXT	192	/* put_words()'s blocks */
#define FMT3_REASON	72

static struct fmt3 {
	unsigned run;			/* kept in the run numbered so, or 0 */
	unsigned char tlen, rlen;
	enum judge_verdict v;
	uint64_t n;			/* the why's board size: --show's */
	char text[FMT3_TEXT];		/* the result line after its start */
	char reason[FMT3_REASON];	/* Invalid: why, rlen bytes */
} memo3[FMT3_MAX];
static unsigned memo3_run;	/* this run's number, from 1 */

/* Results go through one buffer, written with write(2) to io.out;
 * diagnostics through another, written to io.err with them (err_flush()). */
static struct {
	char buf[1 << 16];
	size_t len;
} out, errb;

/* The most that one writer puts in the output buffer at once: any result
 * line but its file name (a reason escaped for JSON, six bytes a byte,
 * and the numbers and names around it), or a row of --show's picture. */
#define ROOM		((size_t)4096)

/* A buffer of the run, grown by grow(): its bytes, their length, its
 * size. */
struct buf {
	char *s;
	size_t len, cap;
};

static struct buf inb;		/* the input (input_stream()) */
static struct buf scratch;	/* a line's cells decoded */
static struct buf jvtext;	/* a JSON value's lines, joined by LFs */
static struct buf jhead;	/* --json: the start of every object of the
				 * file, {"file":"NAME","line":, the name
				 * escaped (json_head()) */
static struct buf held;		/* --solve: the board under way's cells,
				 * each row's followed by a newline
				 * (hold_cells()) */

/* --solve: the positions' values (value_*()): the solver, made at the
 * first search, and the 3 x 3 positions' values remembered by their
 * cells (POS3 of them, the index as ses.pos3's) and player to move (a
 * board's, by its marks: slot 0), each tagged with the generation of the
 * rules (k, rule) it is for. */
#define POS3		19683u		/* 3^9 */
#define TEXT3		128u	/* a packed value's low 7 bits: v, n */
struct vtext {
	char s[15];		/* "\tX wins in 3", put_value()'s after a tab */
	unsigned char len;	/* 0: not made yet */
};
static struct {
	struct judge_solver *solver;
	uint32_t *memo3;	/* [3 * POS3]: gen << 16 | packed value */
	uint64_t k;
	int rule;
	uint32_t gen;		/* of the rules k, rule; 0: none yet */
	struct vtext text[TEXT3];	/* by the packed value's low bits */
} vals;

_Static_assert(6 * (LINE_MAX_ + ITEM_MAX + REASON_MAX) + 1024 <= ROOM &&
    2 * SHOW_MAX + 2 <= ROOM, "ROOM holds a line's every part");
_Static_assert(FMT3_TEXT % WORDS_STEP == 0 && FMT3_TEXT >= WORDS_FIRST &&
    (FMT3_TEXT - WORDS_FIRST) % WORDS_STEP == 0 && FMT3_TEXT <= ROOM - 64 &&
    FMT3_TEXT <= UCHAR_MAX && FMT3_MAX <= JUDGE_KINDS3,
    "an entry's text is copied a word at a time into a line's room");


/* -c, -l, -L: the file's results by kind (emit()), from count_reset()
 * at each file. */
static struct {
	uint64_t n[RES_N];
	int answered;	/* -l, -L: the file has an Invalid result */
} counts;

static struct judge_board *board_judge;
static int status;
static struct ttt_io io;
static jmp_buf run_end;		/* fatal errors end the run here */

/* -r: the names of the directories being walked, each directory's run
 * sorted, the deepest last (walk()). */
static struct {
	char **name;
	size_t len, cap;
} walked;

/* How input_read() ended. */
enum { READ_END, READ_ERROR, READ_BINARY };

static _Noreturn void	finish(int);
static _Noreturn void	usage(const char *, ...);
static void	help(void);
static void	version(void);
static _Noreturn void	nomem(const struct input *, uint64_t);
static void	parse_options(int, char **);
static int	parse_size(const char *, uint64_t *);
static int	rule_named(const char *, size_t);
static int	rule_numbered(const char *);
static uint64_t	rule_k(enum judge_rule);
static uint64_t	win_length(uint64_t, enum judge_rule);
static INLINE int header_of(const char *, size_t, struct header *);
static int	command(int, char **);
static void	input_operand(const char *, int);
static void	walk(const char *, int);
static void	walk_free(void);
static int	walk_cmp(const void *, const void *);
static void	input_file(const char *, int);
static int	input_read(struct input *, int);
static void	file_trouble(const char *);
static int	isblank_(int);
static inline const char *blanks(const char *, const char *);
static int	first_byte(const char *, size_t);
static int	iscomment(const char *, size_t);
static int	hasdigit(const char *, size_t);
static INLINE const char *decimal(const char *, const char *, uint64_t *,
		    unsigned *);
static int	parse_num(const char *, size_t, uint64_t *);
static int	numbers(const char *, size_t, int, int, uint64_t *,
		    unsigned *);
static char	*grow(struct buf *, size_t, size_t, const struct input *,
		    uint64_t);
static void	buf_free(struct buf *);
static void	reading_reset(void);
static int	reading_open(void);
static void	reading_free(void);
static void	input_begin(struct input *, const char *, int);
static int	input_stream(struct input *, int);
static uint64_t	reading_line(const struct input *);
static size_t	input_block(struct input *, const char *, size_t);
static void	input_line(struct input *, const char *, size_t);
static void	line_text(struct input *, const char *, size_t);
static size_t	line_part(struct input *, const char *, size_t);
static void	guess_wrong(struct input *);
static void	line_rest(struct input *, const char *, size_t);
static void	input_abort(struct input *);
static void	input_end(struct input *);
static const char *board_line(struct input *, const char *, const char *);
static inline int whole3(const struct input *, const char *, const char *);
static void	board_text(struct input *, const char *, size_t);
static ssize_t	picture_row(const struct input *, const char *, size_t);
static void	board_begin(struct input *);
static void	board_row(struct input *, const char *, size_t);
static void	hold_cells(struct input *, const char *, size_t, int);
static void	board_value(struct input *, const struct judge_why *,
		    struct value *);
static void	end_board(struct input *);
static void	move_text(struct input *, const char *, size_t);
static void	shapes_init(void);
static NOINLINE size_t short_pairs(const char **, const char *,
		    struct judge_move *, size_t);
static INLINE size_t digit_moves(const char **, const char *,
		    struct judge_move *, size_t);
static INLINE size_t number_moves(const char **, const char *,
		    struct judge_move *, size_t);
static INLINE size_t plain_moves(const char **, const char *,
		    struct judge_move *, size_t, int);
static const char *move_line(struct input *, const char *, const char *);
static void	json_blanks(struct json *);
static int	json_byte(struct json *, int);
static int	json_bad(struct json *, const char *);
static long	json_hex4(struct json *);
static size_t	utf8_put(char *, long);
static ssize_t	json_string(struct json *, char *);
static int	json_end(struct json *);
static int	json_rows(struct input *, struct json *, int);
static void	json_board(struct input *, struct json *);
static int	json_num(struct json *, uint64_t *, unsigned *, int);
static int	json_pairs(struct input *, struct json *, int);
static void	json_game(struct input *, struct json *, uint64_t);
static ssize_t	json_start(const char *, size_t);
static void	json_open(struct json *, const char *, size_t, size_t);
static int	json_items(struct input *, struct json *);
static void	json_line(struct input *, struct json *);
static void	json_whole(struct input *, struct json *);
static int	json_scan(struct input *, const char *, size_t);
static int	json_goes_on(const struct input *, const char *, size_t);
static void	json_first(struct input *, const char *, size_t, size_t);
static void	json_append(struct input *, const char *, size_t);
static void	json_more(struct input *, const char *, size_t);
static void	json_close(struct input *, const char *);
static int	psq_header(const char *, size_t, uint64_t *);
static int	psq_begin(struct input *, const char *, size_t);
static void	psq_text(struct input *, const char *, size_t);
static void	session_reset(void);
static int	session_open(void);
static void	session_free(void);
static void	session_start(void);
static INLINE void session_rules(struct input *, const struct header *);
static INLINE enum judge_rule header_rule(const struct header *);
static INLINE const char *rules_bad(const struct header *);
static INLINE void set_rules(const struct header *);
static uint64_t	area(uint64_t, uint64_t);
static int	session_begin(struct input *, enum form,
		    const struct header *, uint64_t);
static INLINE void new_game(struct input *);
static void	reset_game(struct input *);
static void	close_game(void);
static inline void session_move(struct input *, uint64_t, uint64_t,
		    uint64_t, unsigned);
static INLINE size_t session_slots(struct judge_move **);
static INLINE int session_fits(uint64_t);
static INLINE void session_moves(struct input *, uint64_t, size_t, size_t);
static void	session_turn(struct input *, uint64_t, uint64_t, unsigned);
static uint64_t	psq_left(void);
static uint64_t	draw_marks(void);
static void	session_reject(struct input *, const char *);
static void	session_end(struct input *);
static void	session_break(struct input *);
static void	session_flush(struct input *);
static void	session_value(struct input *);
static void	session_now(struct input *, uint64_t, int);
static int	session_first(void);
static int	blunder(const struct value *, const struct value *, int);
static void	report_moves(struct input *, size_t, size_t, size_t);
static NOINLINE void report_value(struct result *, size_t);
static void	report_line(struct input *, const struct result *);
static void	game_segment(struct input *, size_t, int);
static inline size_t accepted(const signed char *, size_t);
static inline uint64_t load_le8(const char *);
static inline void store_le8(char *, uint64_t);
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
static void	writing_reset(void);
static void	writing_free(void);
static char	*put_blunder(char *, const struct blunder *);
static char	*put_blunder_json(char *, const struct blunder *);
static void	err_flush(void);
static void	out_flush(void);
static void	out_put(const char *, size_t);
static inline char *out_room(size_t);
static inline void out_end(const char *);
static inline char *out_spare(size_t);
static void	out_str(const char *);
static inline char *put_mem(char *, const char *, size_t);
static inline char *put_str(char *, const char *);
static inline char *put_words(char *, const char *, size_t);
static inline unsigned bits_of(uint64_t);
static inline unsigned digits_of(uint64_t);
static INLINE char *put_u64(char *, uint64_t);
static char	*put_json_u64(char *, uint64_t, int);
static size_t	utf8_len(const unsigned char *);
static char	*put_json_str(char *, const char *);
static char	*put_hex2(char *, unsigned);
static char	*put_byte_name(char *, unsigned);
static char	*line_begin(const struct input *);
static void	line_end(char *, int);
static void	emit(const struct input *, enum res_kind);
static void	count_reset(void);
static void	count_binary(void);
static int	count_answered(void);
static uint64_t	count_invalid(void);
static void	count_out(const struct input *);
static char	*put_count(char *, enum res_kind, uint64_t);
static void	name_out(const struct input *);
static inline char *put_verdict_line(char *, enum judge_verdict);
static inline void emit_verdict(const struct input *, enum judge_verdict);
static inline char *put_verdict_word(char *, enum judge_verdict);
static const char *mark(int);
static const char *other_mark(int);
static void	invalid(const struct input *, uint64_t, const char *,
		    size_t);
static void	json_head(const char *);
static char	*json_begin(uint64_t, enum judge_rule);
static char	*put_item(char *, uint64_t);
static void	board_result(const struct input *, enum judge_verdict,
		    const struct judge_why *, const struct value *);
static void	board_out(const struct input *, enum judge_verdict,
		    const struct judge_why *, const char *,
		    const struct value *);
static char	*board_json(const struct input *, enum judge_verdict,
		    const struct judge_why *, const char *,
		    const struct value *);
static char	*put_board_json(char *, enum judge_verdict,
		    const struct judge_why *, const char *);
static char	*put_board_text(char *, enum judge_verdict,
		    const struct judge_why *, const char *,
		    const struct value *);
static char	*put_board_why(char *, const struct judge_why *);
static char	*put_verdict_why(char *, enum judge_verdict, const char *,
		    uint64_t, uint64_t, enum judge_player, const struct win *);
static char	*put_win_text(char *, const struct win *);
static char	*put_lines_text(char *, const struct win *);
static char	*put_lines_json(char *, const struct win *);
static char	*put_cell(char *, uint64_t, uint64_t, int);
static const char *next_player(uint64_t, uint64_t, enum judge_player);
static void	board_win(const struct judge_why *, struct win *);
static char	*put_foul_json(char *, enum judge_foul);
static struct judge_solver *value_solver(const struct input *, uint64_t);
static void	value_reset(void);
static void	value_set(const struct input *, uint64_t, int,
		    const struct judge_solution *, int, struct value *);
static int	value_mover(const unsigned char *, uint64_t);
static void	value3(const struct input *, uint64_t, unsigned, int,
		    uint64_t, enum judge_rule, struct value *);
static void	value3_rules(const struct input *, uint64_t, uint64_t,
		    enum judge_rule);
static INLINE unsigned value3_text(const struct input *, uint64_t,
		    unsigned, int);
static void	session_texts(struct input *);
static char	*put_valued_results(char *, const signed char *,
		    const unsigned char *, size_t);
static NOINLINE uint32_t value3_miss(const struct input *, uint64_t,
		    unsigned, int);
static NOINLINE void value_text(unsigned);
static void	value_board(const struct input *, const unsigned char *,
		    uint64_t, uint64_t, struct value *);
static void	value_game(const struct input *, uint64_t,
		    const struct judge_game *, int, struct value *);
static char	*put_value(char *, const struct value *);
static char	*put_value_json(char *, const struct value *, int);
static char	*put_value_notes(char *, const struct value *,
		    const struct value *, int, int);
static void	fmt3_clear(void);
static const struct fmt3 *fmt3_put(uint64_t, const char *);
static INLINE const struct fmt3 *fmt3_get(uint64_t, const char *);
static void	board3_out(struct input *, enum judge_verdict, uint64_t,
		    const char *);
static void	board3_why(struct input *, const char *,
		    struct judge_why *);
static NOINLINE void board3_solved(struct input *, enum judge_verdict,
		    uint64_t, const char *);
static INLINE void board3_valued(struct input *, enum judge_verdict,
		    unsigned);
static void	board3_value(const struct input *, const char *,
		    struct value *);
static void	value_decided(enum judge_verdict, struct value *);
static void	board3_invalid(struct input *, const char *);
static _Noreturn void	too_wide(const struct input *, uint64_t);
static void	show_board(uint64_t);
static void	show_reset(void);
static void	show_clear(void);
static void	show_game(uint64_t, uint64_t);
static void	show_mark(const struct judge_move *);
static void	show_game_board(void);
static void	show_row(const struct input *, const char *, size_t);
static INLINE void show_board3(const struct input *, const char *, uint64_t);

/* Each padded to 8 bytes, to be copied as a word, and its length. */
static const char verdict_words[][8] = {
	"Pending", "X", "O", "Draw", "Invalid"
};
static const unsigned char verdict_word_len[] = {
	sizeof("Pending") - 1, sizeof("X") - 1, sizeof("O") - 1,
	sizeof("Draw") - 1, sizeof("Invalid") - 1
};

/* Each result's word, padded to 8 bytes, and its length. */
static const char result_words[RES_N][8] = {
	"Pending", "X", "O", "Draw", "Invalid", "0", "1", "2", "Invalid",
	"Invalid"
};
static const unsigned char result_len[RES_N] = { 7, 1, 1, 4, 7, 1, 1, 1, 7, 7 };
_Static_assert(JUDGE_PENDING == 0 && JUDGE_INVALID == 4,
    "a verdict is its result");

/* A whole 3 x 3 board in the input, as board_line() takes it: three rows
 * of 3 cells and a newline, ROW3 bytes apart, then the empty line. */
#define ROW3		((ptrdiff_t)4)
#define BOARD3		(3 * ROW3 + 1)
/* The rows of the 3 x 3 board at p. */
#define ROWS3(p)	(p), (p) + ROW3, (p) + 2 * ROW3

/* A cell's byte as a base-3 digit of a 3 x 3 position: 0 empty (or no
 * cell), 1 X, 2 O. */
static const unsigned char digit3[256] = {
	['X'] = 1, ['x'] = 1, ['O'] = 2, ['o'] = 2
};

/* 3^i, a cell's place in a 3 x 3 position's index. */
static const unsigned pow3[9] = { 1, 3, 9, 27, 81, 243, 729, 2187, 6561 };

/* The other player. */
#define OTHER(p)	(JUDGE_P1 + JUDGE_P2 - (p))

/* A decimal digit, whatever the locale. */
#define ISDIGIT(c)	((unsigned)((unsigned char)(c) - '0') < 10)

/* The top bit of each byte of a word. */
#define HIGH_BITS	UINT64_C(0x8080808080808080)

/*
 * ---- 1. The command ----
 *
 * Options and the rules they set, main() and ttt_run(), the files, the
 * errors that end the run (finish(), nomem(), usage()), and the small
 * lexers, grow() and buf_free() that every part below uses.
 */

/* Ends the run with status st (the worst status seen if that is worse). */
static _Noreturn void
finish(int st)
{
	err_flush();
	longjmp(run_end, 1 + (st > status ? st : status));
}

static _Noreturn void
usage(const char *fmt, ...)
{
	va_list ap;

	err_flush();
	if (fmt != NULL) {
		fputs("ttt: ", io.err);
		va_start(ap, fmt);
		vfprintf(io.err, fmt, ap);
		va_end(ap);
		fputc('\n', io.err);
	}
	fprintf(io.err, "%s\n", usage_line);
	finish(ST_TROUBLE);
}

static void
help(void)
{
	out_str(usage_line);
	out_str("\n\n"
"Judge tic-tac-toe on an N x N board.  A board stream (rows of X, O, '.' or\n"
"space; boards separated by empty lines) prints X, O, Draw, Pending or\n"
"Invalid per board.  A move stream ('ROW COL PLAYER' lines; a line holding\n"
"one number N starts a game on an N x N board) prints 0, 1, 2 or Invalid\n"
"per move.  --show's pictures (|X| |O|), JSON lines ([\"X O\",...] a board,\n"
"[[0,0],...] a game) and Piskvork .psq records are read as well.  With no\n"
"FILE, or when FILE is -, read standard input.  A file with a NUL byte in\n"
"its first block is binary: not judged, one Invalid result.\n"
"\n"
"  -a, --text           judge a binary file as text\n"
"  -b, --board          read every file as a board stream\n"
"  -c, --count          print each file's count of each result instead\n"
"  -g, --games          a move stream prints one verdict per game\n"
"  -H, --with-filename  prefix each result with its file name\n"
"  -h, --no-filename    never prefix results with a file name\n"
"  -k, --win K          K marks in a row, column or any diagonal win\n"
"                       (default N, or 5 under --rule renju, caro or\n"
"                       caro-exact)\n"
"  -L, --files-without-invalid\n"
"                       print only the names of files without an Invalid\n"
"                       result\n"
"  -l, --files-with-invalid\n"
"                       print only the names of files with an Invalid\n"
"                       result, each read no further than its first\n"
"  -m, --moves          read every file as a move stream\n"
"  -n, --size N|RxC     board size of move streams (default 3, or 15 under\n"
"                       --rule renju, caro or caro-exact, or with -k 4\n"
"                       or more); RxC also fixes the shape of board\n"
"                       streams\n"
"  -q, --quiet          print no results (diagnostics still go to stderr)\n"
"  -r, --recursive      read the files under each directory operand, in\n"
"                       strcmp order, not following symbolic links (no\n"
"                       FILE: the current directory)\n"
"  -s, --strict         reject a player moving twice in a row, and the\n"
"                       wrong first player with --first\n"
"  -z, --null           a NUL byte after each file name, instead of the\n"
"                       ':' of a prefix or the newline of -l and -L\n"
"      --exact          in K in a row, exactly K wins: --rule exact\n"
"      --explain        add a tab and the reason to each result\n"
"      --first X|O      X (or O) always moves first\n"
"      --json           print each result as a JSON object (JSON Lines)\n"
"      --line-buffered  answer each line as soon as it arrives (the\n"
"                       default when the output is a terminal)\n"
"      --nodes N        with --solve, search at most N nodes a position\n"
"                       (default 2000000); past them the value is unknown\n"
"      --rule RULE      freestyle (K or more win, the default), exact (only\n"
"                       K), renju (five; X's overlines, double-fours and\n"
"                       double-threes are fouls that lose), caro (K or\n"
"                       more, but not exactly K blocked at both ends) or\n"
"                       caro-exact (exactly K, not blocked at both ends);\n"
"                       or Gomocup's numbers 0, 1, 4, 8 and 9 for them\n"
"      --show           draw the board after each result\n"
"      --solve          add a tab and the value of each position with best\n"
"                       play: X wins in N, O wins in N, Draw or unknown\n"
"                       (a decided one: its verdict); with a move stream,\n"
"                       blunders (--explain, --json, -g)\n"
"      --solve-memory SIZE\n"
"                       with --solve, the search's memory at most SIZE\n"
"                       bytes (a K, M or G after it: KiB, MiB, GiB;\n"
"                       default 256M); past it the value is unknown\n"
"      --help           print this help and exit\n"
"      --version        print the version and exit\n"
"\n"
"Exit status: 0 all valid, 1 something was Invalid, 2 trouble.\n"
"See ttt(1).\n");
	out_flush();
	finish(ST_OK);
}

static void
version(void)
{
	out_str("ttt " VERSION "\n"
	    "Copyright (c) 2026 the ttt authors; ISC licence, no warranty.\n");
	out_flush();
	finish(ST_OK);
}

/* Out of memory ends the run; in names the file and line, or is NULL. */
static _Noreturn void
nomem(const struct input *in, uint64_t line)
{
	out_flush();
	if (in != NULL)
		fprintf(io.err, "ttt: %s:%" PRIu64 ": out of memory\n",
		    in->name, line);
	else
		fputs("ttt: out of memory\n", io.err);
	finish(ST_TROUBLE);
}

/* The options into opt (from defaults); a bad one ends the run (usage()),
 * --help and --version too (finish()). */
static void
parse_options(int argc, char **argv)
{
	const char *budgeted = NULL;
	struct header h;
	int c;

	/* getopt's own messages name argv[0]: "ttt:", as every other */
	argv[0] = (char *)"ttt";
#ifdef __GLIBC__
	optind = 0;	/* glibc: start afresh, also on a second run */
#else
	optind = 1;
#endif
	while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1)
		switch (c) {
		case 'a':
			opt.text = 1;
			break;
		case 'b':
			opt.mode = MODE_BOARD;
			break;
		case 'c':
		case 'L':
		case 'l':
			c = c == 'c' ? SUM_COUNT : c == 'l' ? SUM_WITH :
			    SUM_WITHOUT;
			if (opt.summary != SUM_NONE &&
			    opt.summary != (enum summary)c)
				usage("-c, -l and -L do not go together");
			opt.summary = (enum summary)c;
			break;
		case 'g':
			opt.games = 1;
			break;
		case 'H':
			opt.filename = 1;
			break;
		case 'h':
			opt.filename = 0;
			break;
		case 'm':
			opt.mode = MODE_MOVES;
			break;
		case 'k':
			if (!parse_num(optarg, strlen(optarg), &opt.k) ||
			    opt.k == 0)
				usage("invalid win length: '%s'", optarg);
			break;
		case 'n':
			/* a header's size, N or ROWSxCOLS, without blanks */
			if (optarg[strcspn(optarg, " \t")] != '\0' ||
			    !header_of(optarg, strlen(optarg), &h) || h.hask ||
			    h.rule >= 0 || rules_bad(&h) != NULL)
				usage("invalid board size: '%s'", optarg);
			opt.rows = h.rows;
			opt.cols = h.cols;
			opt.shape = h.shaped;
			opt.sizearg = optarg;
			opt.sized = 1;
			break;
		case 'q':
			opt.quiet = 1;
			break;
		case 'r':
			opt.recursive = 1;
			break;
		case 's':
			opt.gameflags |= JUDGE_STRICT;
			break;
		case 'z':
			opt.sep = '\0';
			break;
		case OPT_FIRST:
			if (strcmp(optarg, "X") == 0 || strcmp(optarg, "x") == 0)
				opt.first = JUDGE_P1;
			else if (strcmp(optarg, "O") == 0 ||
			    strcmp(optarg, "o") == 0)
				opt.first = JUDGE_P2;
			else
				usage("invalid first player: '%s' (X or O)",
				    optarg);
			break;
		case OPT_LINE_BUFFERED:
			opt.linebuf = 1;
			break;
		case OPT_EXACT:
			opt.rule = JUDGE_EXACT;
			opt.ruled = 1;
			break;
		case OPT_RULE:
			if ((c = rule_named(optarg, strlen(optarg))) < 0 &&
			    (c = rule_numbered(optarg)) < 0)
				usage("invalid rule: '%s' (freestyle, exact, "
				    "renju, caro or caro-exact; or Gomocup's 0, "
				    "1, 4, 8 or 9)", optarg);
			opt.rule = (enum judge_rule)c;
			opt.ruled = 1;
			break;
		case OPT_EXPLAIN:
			if (opt.format == FMT_JSON)
				usage("--explain and --json do not go together");
			opt.format = FMT_EXPLAIN;
			break;
		case OPT_JSON:
			if (opt.format == FMT_EXPLAIN)
				usage("--explain and --json do not go together");
			opt.format = FMT_JSON;
			break;
		case OPT_SHOW:
			opt.show = 1;
			break;
		case OPT_SOLVE:
			opt.solve = 1;
			break;
		case OPT_NODES:
			if (!parse_num(optarg, strlen(optarg),
			    &opt.budget.nodes) || opt.budget.nodes == 0)
				usage("invalid node budget: '%s'", optarg);
			budgeted = "--nodes";
			break;
		case OPT_SOLVE_MEMORY:
			if (!parse_size(optarg, &opt.budget.memory))
				usage("invalid memory size: '%s'", optarg);
			budgeted = "--solve-memory";
			break;
		case OPT_HELP:
			help();
			break;
		case OPT_VERSION:
			version();
			break;
		default:
			usage(NULL);
		}
	if (budgeted != NULL && !opt.solve)
		usage("%s needs --solve", budgeted);
	if (opt.quiet)
		opt.solve = 0;	/* no value is printed: none is searched */
	if (opt.rule == JUDGE_RENJU && opt.k != 0 && opt.k != RENJU_K)
		usage("renju is won by five in a row, not -k %" PRIu64, opt.k);
	if (opt.rule == JUDGE_RENJU && opt.first == JUDGE_P2)
		usage("in renju X moves first, not --first O");
	if (opt.rule == JUDGE_RENJU)
		opt.first = JUDGE_P1;
	for (c = 0; c < (int)NRULES; c++)
		opt.rulek[c] = rule_k((enum judge_rule)c);
	if (!opt.sized && (opt.rule == JUDGE_RENJU || opt.rule == JUDGE_CARO ||
	    opt.rule == JUDGE_CARO_EXACT || opt.k >= GOMOKU_KMIN)) {
		opt.rows = opt.cols = GOMOKU_N;
		opt.sizearg = GOMOKU_NARG;
	}
	if (opt.format == FMT_JSON && opt.show)
		usage("--json and --show do not go together");
	if (opt.format == FMT_JSON && opt.filename == 1)
		usage("--json and -H do not go together: each object has its file");
	if (opt.show && (opt.rows > SHOW_MAX || opt.cols > SHOW_MAX))
		usage("--show draws boards of at most %d rows and columns, not %s",
		    SHOW_MAX, opt.sizearg);
	/* -c, -l, -L: the results are counted (emit()), in no output form
	 * but -c --json's object, and without values */
	if (opt.summary != SUM_NONE) {
		opt.countjson = opt.summary == SUM_COUNT &&
		    opt.format == FMT_JSON;
		opt.format = FMT_PLAIN;
		opt.show = 0;
		opt.solve = 0;
	}
}

/* --solve-memory's SIZE: digits, then K, M or G (KiB, MiB, GiB) or
 * nothing; at least 1, clamped at 2^64 - 1 as every number is.  0 if s is
 * none. */
static int
parse_size(const char *s, uint64_t *v)
{
	static const char units[] = "KMG";
	size_t len = strlen(s);
	const char *u;
	unsigned shift = 0;

	if (len > 1 && (u = strchr(units, s[len - 1])) != NULL) {
		shift = 10 * (unsigned)(u - units + 1);
		len--;
	}
	if (!parse_num(s, len, v) || *v == 0)
		return 0;
	*v = *v > UINT64_MAX >> shift ? UINT64_MAX : *v << shift;
	return 1;
}

/* The rule named by the len bytes at p, or -1. */
static int
rule_named(const char *p, size_t len)
{
	size_t i;

	for (i = 0; i < NRULES; i++)
		if (strlen(rule_names[i]) == len &&
		    memcmp(rule_names[i], p, len) == 0)
			return (int)i;
	return -1;
}

/* --rule's Gomocup number of a rule, or -1. */
static int
rule_numbered(const char *p)
{
	size_t i;

	for (i = 0; i < NRULES; i++)
		if (strcmp(rule_numbers[i], p) == 0)
			return (int)i;
	return -1;
}

/* The K of a rule without a header's K: five for renju, else -k's,
 * else five for both caros, else 0 (K = N). */
static uint64_t
rule_k(enum judge_rule rule)
{
	if (rule == JUDGE_RENJU)
		return RENJU_K;	/* whatever -k says for the other rules */
	if (opt.k != 0 || (rule != JUDGE_CARO && rule != JUDGE_CARO_EXACT))
		return opt.k;
	return GOMOKU_K;
}

/* The K of a game or board: k as a header gives it (0 if it does not),
 * else its rule's (rule_k(), kept in opt.rulek by parse_options()). */
static uint64_t
win_length(uint64_t k, enum judge_rule rule)
{
	return k != 0 ? k : opt.rulek[rule];
}

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

/* The command: parse, set up (opt.linebuf at a terminal, the judges by
 * their parts' *_open()), judge each file, finish. */
static int
command(int argc, char **argv)
{
	int i, prefix;

	parse_options(argc, argv);
	argc -= optind;
	argv += optind;
	/* At a terminal, answer each line as it is typed, as grep does. */
	if (isatty(io.out))
		opt.linebuf = 1;
	if (reading_open() < 0 || session_open() < 0)
		nomem(NULL, 0);
	prefix = opt.filename >= 0 ? opt.filename : argc > 1;
	if (opt.format == FMT_JSON || opt.countjson)
		prefix = 0;	/* each object has its file */
	if (argc == 0 && opt.recursive)
		walk("", opt.filename != 0 && !opt.countjson &&
		    opt.format != FMT_JSON);
	else if (argc == 0)
		input_file("-", prefix);
	for (i = 0; i < argc; i++)
		input_operand(argv[i], prefix);
	out_flush();
	return status;
}

/* The command as a function: each part's state reset by its owner, the
 * command run, and their memory freed, as often as it is called. */
int
ttt_run(int argc, char **argv, const struct ttt_io *how)
{
	int st;

	io = *how;
	opt = defaults;
	status = ST_OK;
	reading_reset();
	session_reset();
	writing_reset();
	if ((st = setjmp(run_end)) == 0)
		st = 1 + command(argc, argv);
	walk_free();
	reading_free();
	session_free();
	writing_free();
	return st - 1;
}

#ifndef TTT_NO_MAIN
int
main(int argc, char **argv)
{
	struct ttt_io how = { NULL, NULL, STDOUT_FILENO, NULL, 0 };

	how.err = stderr;
	return ttt_run(argc, argv, &how);
}
#endif

/*
 * An operand: a file, or under -r a directory (or a symbolic link to one)
 * walked; a directory's files are named by their paths and prefixed
 * unless -h (or --json, whose objects have their file).
 */
static void
input_operand(const char *path, int prefix)
{
	struct stat st;

	if (opt.recursive && strcmp(path, "-") != 0 &&
	    stat(path, &st) == 0 && S_ISDIR(st.st_mode))
		walk(path, opt.filename != 0 && !opt.countjson &&
		    opt.format != FMT_JSON);
	else
		input_file(path, prefix);
}

/*
 * -r: the directory dir walked, its entries in the strcmp() order of
 * their names: a directory walked in turn, a regular file judged, any
 * other (a symbolic link, a FIFO, a device) passed over; dir "" is ".",
 * its entries named without "./".  An entry that cannot be read is
 * diagnosed (status 2) and the walk goes on.  Writes walked: dir's
 * entries' paths, above those of the directories it is in.
 */
static void
walk(const char *dir, int prefix)
{
	size_t top = walked.len, dlen = strlen(dir), nlen, i;
	struct dirent *e;
	struct stat st;
	DIR *d;
	char *path;

	if ((d = opendir(dlen > 0 ? dir : ".")) == NULL) {
		file_trouble(dlen > 0 ? dir : ".");
		return;
	}
	for (errno = 0; (e = readdir(d)) != NULL; errno = 0) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		if (walked.len == walked.cap) {
			i = walked.cap ? 2 * walked.cap : 64;
			if (i > SIZE_MAX / sizeof(*walked.name) ||
			    (walked.name = realloc(walked.name,
			    i * sizeof(*walked.name))) == NULL)
				nomem(NULL, 0);
			walked.cap = i;
		}
		nlen = strlen(e->d_name);
		if ((path = malloc(dlen + nlen + 2)) == NULL)
			nomem(NULL, 0);
		memcpy(path, dir, dlen);
		i = dlen;
		if (dlen > 0 && dir[dlen - 1] != '/')
			path[i++] = '/';
		memcpy(path + i, e->d_name, nlen + 1);
		walked.name[walked.len++] = path;
	}
	if (errno != 0)
		file_trouble(dlen > 0 ? dir : ".");
	(void)closedir(d);
	qsort(walked.name + top, walked.len - top, sizeof(*walked.name),
	    walk_cmp);
	for (i = top; i < walked.len; i++)
		if (lstat(walked.name[i], &st) != 0)
			file_trouble(walked.name[i]);
		else if (S_ISDIR(st.st_mode))
			walk(walked.name[i], prefix);
		else if (S_ISREG(st.st_mode))
			input_file(walked.name[i], prefix);
	while (walked.len > top)
		free(walked.name[--walked.len]);
}

/* qsort()'s order of two paths of one directory: strcmp() of the names. */
static int
walk_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* -r's memory freed at a run's end: what a fatal error left in walked. */
static void
walk_free(void)
{
	while (walked.len > 0)
		free(walked.name[--walked.len]);
	free(walked.name);
	memset(&walked, 0, sizeof(walked));
}

/* The file at path ("-": the standard input) read and judged to its end,
 * its results named by it if prefix is set, or with -c, -l or -L summed
 * up in a line; one that cannot be opened or read is said so, and makes
 * the status trouble. */
static void
input_file(const char *path, int prefix)
{
	struct input in;
	int fd, r;

	if (strcmp(path, "-") == 0) {
		path = STDIN_NAME;
		fd = STDIN_FILENO;
	} else if ((fd = open(path, O_RDONLY)) < 0) {
		file_trouble(path);
		return;
	}
	input_begin(&in, path, prefix);
	r = input_read(&in, fd);
	if (fd != STDIN_FILENO)
		close(fd);
	if (r != READ_ERROR && opt.summary == SUM_COUNT)
		count_out(&in);
	else if (r != READ_ERROR && opt.summary != SUM_NONE &&
	    (count_invalid() != 0) == (opt.summary == SUM_WITH))
		name_out(&in);
	err_flush();
}

/*
 * Reads fd to its end and judges it (input_stream(), input_end()):
 * READ_END; READ_ERROR, a read error, diagnosed, and what it cut short
 * not judged; READ_BINARY, a NUL byte in the first block read (without
 * -a): diagnosed, one Invalid result, nothing judged.  Under -l and -L
 * no more is read once the file has an Invalid result (count_answered()).
 * Writes status.
 */
static int
input_read(struct input *in, int fd)
{
	int r;

	if ((r = input_stream(in, fd)) > 0) {
		err_flush();
		fprintf(io.err, "ttt: %s: binary file, not judged\n", in->name);
		if (status < ST_INVALID)
			status = ST_INVALID;
		count_binary();
		return READ_BINARY;
	}
	if (r < 0) {
		file_trouble(in->name);
		input_abort(in);
	}
	input_end(in);
	return r < 0 ? READ_ERROR : READ_END;
}

/* A file or directory that cannot be opened or read, errno saying why:
 * its diagnostic, status 2, and the next is judged. */
static void
file_trouble(const char *path)
{
	err_flush();
	fprintf(io.err, "ttt: %s: %s\n", path, strerror(errno));
	status = ST_TROUBLE;
}

static int
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

/* The first byte of p[0, len) that is no blank, or -1 if none is. */
static int
first_byte(const char *p, size_t len)
{
	const char *q = blanks(p, p + len);

	return q < p + len ? (unsigned char)*q : -1;
}

/* Whether the line's first non-blank byte is '#'. */
static int
iscomment(const char *p, size_t len)
{
	return first_byte(p, len) == '#';
}

/* Whether the line holds a decimal digit. */
static int
hasdigit(const char *p, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (ISDIGIT(p[i]))
			return 1;
	return 0;
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

/* The decimal digit string s[0, len); 0 if it is not one.  Clamps at
 * UINT64_MAX. */
static int
parse_num(const char *s, size_t len, uint64_t *v)
{
	uint64_t x;
	unsigned ovf;

	if (len == 0 || decimal(s, s + len, &x, &ovf) != s + len)
		return 0;
	*v = x;
	return 1;
}

/*
 * The unsigned decimal numbers of p[0, len), up to max of them, separated
 * by the byte sep with blanks around it (a blank sep: by blanks), each
 * clamped at 2^64 - 1 (bit i of *ovf then set): how many, 0 for a line of
 * blanks, or -1 if the line is not of that form (a sign, a letter, one
 * number too many).
 */
static int
numbers(const char *p, size_t len, int sep, int max, uint64_t *v,
    unsigned *ovf)
{
	const char *e = p + len, *s;
	unsigned o;
	int n = 0;

	*ovf = 0;
	if ((p = blanks(p, e)) == e)
		return 0;
	for (;;) {
		if (p == e || !ISDIGIT(*p) || n == max)
			return -1;
		p = decimal(p, e, &v[n], &o);
		*ovf |= o << n++;
		if ((p = blanks(s = p, e)) == e)
			return n;
		if (sep == ' ' ? p == s : *p++ != sep)
			return -1;
		p = blanks(p, e);
	}
}

/* The buffer b with room for need bytes, its bytes kept: its size
 * first (or need if first is 0), then doubled until it has; out of
 * memory names in's line (in may be NULL). */
static char *
grow(struct buf *b, size_t need, size_t first, const struct input *in,
    uint64_t line)
{
	size_t cap = b->cap != 0 ? b->cap : first != 0 ? first : need;
	char *nb;

	if (need <= b->cap)
		return b->s;
	while (cap < need)
		cap = cap > SIZE_MAX / 2 ? need : cap * 2;
	if ((nb = realloc(b->s, cap)) == NULL)
		nomem(in, line);
	b->s = nb;
	b->cap = cap;
	return nb;
}

/* The buffer b freed and empty. */
static void
buf_free(struct buf *b)
{
	free(b->s);
	memset(b, 0, sizeof(*b));
}

/*
 * ---- 2. Reading ----
 *
 * The stream (read(2) into one buffer), the dispatcher of its lines
 * (input_line(), line_text()), and the readers of each form: board rows
 * and 3x3 boards, move lines (the plain ones first, in runs), JSON
 * values, Piskvork records.  They hand a board's rows to the board judge
 * and a move stream's moves to the session.
 */

/* Reading's state at a run's start: its tables made (shapes[]), no board
 * judge yet (board_judge). */
static void
reading_reset(void)
{
	shapes_init();
	board_judge = NULL;
}

/* The board judge (board_judge) of the options' rules; -1 out of
 * memory. */
static int
reading_open(void)
{
	if ((board_judge = judge_board_new(opt.first)) == NULL ||
	    judge_board_rules(board_judge, opt.shape ? opt.rows : 0,
	    opt.shape ? opt.cols : 0, win_length(0, opt.rule),
	    opt.rule) != JUDGE_OK)
		return -1;
	return 0;
}

/* Reading's memory freed at a run's end: the board judge, the input, the
 * cells decoded, the JSON text and --solve's board (board_judge, inb,
 * scratch, jvtext, held). */
static void
reading_free(void)
{
	judge_board_free(board_judge);
	board_judge = NULL;
	buf_free(&inb);
	buf_free(&scratch);
	buf_free(&jvtext);
	buf_free(&held);
}

static void
input_begin(struct input *in, const char *name, int prefix)
{
	memset(in, 0, sizeof(*in));
	in->name = name;
	in->namelen = strlen(name);
	in->prefix = prefix;
	in->straight = !prefix && !opt.quiet && !opt.linebuf &&
	    opt.format == FMT_PLAIN && !opt.show && opt.summary == SUM_NONE &&
	    !opt.solve;
	in->valued = !prefix && !opt.linebuf && opt.format == FMT_PLAIN &&
	    !opt.show && !opt.games && opt.solve;
	in->mode = opt.mode;
	session_start();
	count_reset();
	if (opt.format == FMT_JSON || opt.countjson)
		json_head(name);
}

/*
 * Reads fd to its end in large blocks and judges it line by line; -1 on a
 * read error, with errno set; 1, nothing judged, if the first block read
 * holds a NUL byte (a binary file) and -a was not given.  A long line is streamed (line_part) or else
 * grows the buffer; the part of a line already searched is not searched
 * again.  The results of the lines read are written before each read.
 */
static int
input_stream(struct input *in, int fd)
{
	size_t have = 0, used;
	ssize_t n;
	char *nl;
	int first = !opt.text;

	for (;;) {
		/* -l, -L: the file's answer known, a line under way and the
		 * rest of the file are not read */
		if (count_answered())
			return 0;
		if (have > 0 && have == inb.cap &&
		    (used = line_part(in, inb.s, have)) > 0) {
			memmove(inb.s, inb.s + used, have - used);
			have -= used;
		}
		/* the buffer holds one line, kept whole, after the lines
		 * judged: it grows */
		if (have == inb.cap)
			(void)grow(&inb, have + 1, io.bufsize ? io.bufsize :
			    BUFSIZE, in, reading_line(in));
		session_flush(in);
		err_flush();
		n = io.read != NULL ? io.read(io.ctx, fd, inb.s + have,
		    inb.cap - have) : read(fd, inb.s + have, inb.cap - have);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -1;
		if (n == 0)
			break;
		if (first && memchr(inb.s, '\0', (size_t)n) != NULL)
			return 1;
		first = 0;
		used = 0;
		if (have > 0) {
			/* inb.s[0, have) is a line without its newline yet. */
			nl = memchr(inb.s + have, '\n', (size_t)n);
			have += (size_t)n;
			if (nl == NULL)
				continue;
			input_line(in, inb.s, (size_t)(nl - inb.s));
			used = (size_t)(nl - inb.s) + 1;
		} else
			have = (size_t)n;
		used += input_block(in, inb.s + used, have - used);
		memmove(inb.s, inb.s + used, have - used);
		have -= used;
	}
	if (have > 0 || in->cont != CONT_NONE)
		input_line(in, inb.s, have);
	return 0;
}

/* The line a diagnostic of the line being read names: itself, or in a
 * JSON value the value's first line. */
static uint64_t
reading_line(const struct input *in)
{
	return in->mode == MODE_JSON ? in->jv.line : in->lineno + 1;
}

/* Judges the complete lines of buf[0, len), each by its stream's reader;
 * returns the bytes used. */
static size_t
input_block(struct input *in, const char *buf, size_t len)
{
	const char *p = buf, *e = buf + len, *q, *nl;

	/* the end of a line that line_part() began */
	if (in->cont != CONT_NONE) {
		if ((nl = memchr(p, '\n', len)) == NULL)
			return 0;
		input_line(in, p, (size_t)(nl - p));
		p = nl + 1;
	}
	for (;;) {
		if (in->mode == MODE_MOVES)
			q = move_line(in, p, e);
		else if (in->mode == MODE_BOARD)
			q = board_line(in, p, e);
		else if ((nl = memchr(p, '\n', (size_t)(e - p))) != NULL) {
			input_line(in, p, (size_t)(nl - p));
			q = nl + 1;
		} else
			q = NULL;
		if (q == NULL)
			return (size_t)(p - buf);
		p = q;
	}
}

/* One line, its LF and a CR before it dropped; a JSON line is one in
 * any mode; a file's first line that is not empty, a comment or a JSON
 * line decides its mode, by whether it holds a digit. */
static void
input_line(struct input *in, const char *p, size_t len)
{
	if (in->cont != CONT_NONE) {
		line_rest(in, p, len);
		return;
	}
	in->lineno++;
	if (len > 0 && p[len - 1] == '\r')
		len--;
	line_text(in, p, len);
}

/* A line, its LF and a CR before it dropped, to the reader of its mode. */
static void
line_text(struct input *in, const char *p, size_t len)
{
	ssize_t at;

	/* (the modes whose lines are not read one by one: one test) */
	if (in->mode >= MODE_PSQ) {
		if (in->mode == MODE_PSQ)
			psq_text(in, p, len);
		else
			json_more(in, p, len);
		return;
	}
	if (in->mode == MODE_AUTO && in->lineno == 1 && psq_begin(in, p, len))
		return;
	if (in->mode == MODE_AUTO && (len == 0 || iscomment(p, len)))
		return;
	if ((at = json_start(p, len)) >= 0) {
		json_first(in, p, len, (size_t)at);
		return;
	}
	if (in->mode == MODE_AUTO)
		in->mode = hasdigit(p, len) ? MODE_MOVES : MODE_BOARD;
	if (in->mode == MODE_BOARD)
		board_text(in, p, len);
	else
		move_text(in, p, len);
}

/*
 * The start of a line longer than the buffer, p[0, len) without a newline:
 * returns how much of it was used up.  Board rows are fed to the judge in
 * pieces and comments skipped, so neither is ever held; a line that is all
 * blanks so far, or a move line, is held (0 is returned).  A file's mode
 * is guessed from such a line's start; if a digit shows up later, the line
 * turns out a malformed move line.
 */
static size_t
line_part(struct input *in, const char *p, size_t len)
{
	size_t i, n;

	if (in->cont == CONT_NONE) {
		i = (size_t)(blanks(p, p + len) - p);
		/* held: blanks so far, a move line, a JSON line or a line
		 * of a JSON value, a picture row, a line of a record, a
		 * file's first line that may be a record's header */
		if (i == len || (in->mode == MODE_MOVES && p[i] != '#') ||
		    p[i] == '[' || p[i] == '{' || p[i] == '"' || p[0] == '|' ||
		    in->mode == MODE_PSQ ||
		    in->mode == MODE_JSON ||
		    (in->mode == MODE_AUTO && in->lineno == 0 &&
		    memcmp(p, PSQ_MAGIC, len < sizeof(PSQ_MAGIC) - 1 ? len :
		    sizeof(PSQ_MAGIC) - 1) == 0))
			return 0;
		session_flush(in);	/* the lines of a batch are in a row */
		in->lineno++;
		if (p[i] == '#') {
			in->cont = CONT_SKIP;
			return len;
		}
		if (in->mode == MODE_AUTO) {
			if (hasdigit(p, len)) {
				in->mode = MODE_MOVES;
				in->lineno--;
				return 0;
			}
			in->mode = MODE_BOARD;
			in->guessed = 1;
		}
		board_begin(in);
		/* Too wide to draw, unless it may turn out a move line. */
		if (opt.show && !in->guessed)
			too_wide(in, in->boardline);
		in->cont = CONT_ROW;
	}
	if (in->cont != CONT_ROW)
		return len;
	if (in->guessed && hasdigit(p, len)) {
		guess_wrong(in);
		return len;
	}
	/* Keep a CR: it may be the one before the newline. */
	n = len - (p[len - 1] == '\r');
	if (opt.solve)
		hold_cells(in, p, n, 0);
	if (judge_board_cells(board_judge, p, n) != JUDGE_OK)
		nomem(in, in->lineno);
	return n;
}

/* The first line, taken for a board row, holds a digit after all. */
static void
guess_wrong(struct input *in)
{
	judge_board_end(board_judge, NULL);
	in->inboard = 0;
	in->guessed = 0;
	in->mode = MODE_MOVES;
	in->cont = CONT_BADMOVE;
}

/* The end of a line whose start line_part() used up. */
static void
line_rest(struct input *in, const char *p, size_t len)
{
	int cont = in->cont;

	in->cont = CONT_NONE;
	if (len > 0 && p[len - 1] == '\r')
		len--;
	if (cont == CONT_ROW && in->guessed && hasdigit(p, len)) {
		guess_wrong(in);
		in->cont = CONT_NONE;
		cont = CONT_BADMOVE;
	}
	in->guessed = 0;
	if (cont == CONT_ROW && opt.show)
		too_wide(in, in->boardline);
	if (cont == CONT_ROW) {
		if (opt.solve)
			hold_cells(in, p, len, 1);
		if (judge_board_row(board_judge, p, len) != JUDGE_OK)
			nomem(in, in->lineno);
	} else if (cont == CONT_BADMOVE)
		session_reject(in, "malformed move: expected ROW COL PLAYER");
}

/* A file cut short by a read error, or by -l's or -L's answer
 * (input_read()): its board and JSON value are not judged (the board
 * judge emptied). */
static void
input_abort(struct input *in)
{
	if (in->inboard)
		judge_board_end(board_judge, NULL);
	in->inboard = 0;
	if (in->mode == MODE_JSON)
		in->mode = in->jv.mode;
}

/* The end of a file ends its JSON value, its board and its game. */
static void
input_end(struct input *in)
{
	if (in->mode == MODE_JSON)
		json_close(in, "the end of the file");
	session_break(in);
	end_board(in);
}

/*
 * The board stream's reader: the lines at p, up to one without a newline
 * before e (then NULL).  First whole 3 x 3 boards with the empty line
 * after each, "abc\ndef\nghi\n\n", as many as follow, each judged in one
 * call (with plain output only an Invalid verdict has its why); then any
 * line.
 */
static const char *
board_line(struct input *in, const char *p, const char *e)
{
	const char *nl;
	uint64_t kind;
	unsigned idx;
	int v;

	const char *p0 = p;

	/* the kind of a valid board's why only when the output shows more
	 * than the verdict */
	if (in->straight)
		while (whole3(in, p, e) &&
		    (v = judge_board3(board_judge, ROWS3(p), NULL)) >= 0) {
			in->lineno += 4;
			if (v == JUDGE_INVALID)
				board3_invalid(in, p);
			else
				emit_verdict(in, (enum judge_verdict)v);
			p += BOARD3;
		}
	else if (in->valued && (!opt.shape || opt.cols == 3)) {
		/* --solve, plain: the verdict, as above, then the value
		 * by the board's index */
		value3_rules(in, in->lineno, win_length(0, opt.rule),
		    opt.rule);
		while (whole3(in, p, e) && (v = judge_board3_at(board_judge,
		    ROWS3(p), &idx)) >= 0) {
			in->lineno += 4;
			if (v == JUDGE_INVALID)
				board3_invalid(in, p);
			else
				board3_valued(in, (enum judge_verdict)v, idx);
			p += BOARD3;
		}
	} else
		while (whole3(in, p, e) && (v = judge_board3_kind(board_judge,
		    ROWS3(p), &kind)) >= 0) {
			in->lineno += 4;
			board3_out(in, (enum judge_verdict)v, kind, p);
			p += BOARD3;
		}
	if (p != p0)
		return p;
	if ((nl = memchr(p, '\n', (size_t)(e - p))) == NULL)
		return NULL;
	input_line(in, p, (size_t)(nl - p));
	return nl + 1;
}

/* Whether a whole 3 x 3 board and the empty line after it are at p, not
 * while a board is under way. */
static inline int
whole3(const struct input *in, const char *p, const char *e)
{
	return !in->inboard && e - p >= BOARD3 && p[ROW3 - 1] == '\n' &&
	    p[2 * ROW3 - 1] == '\n' && p[3 * ROW3 - 1] == '\n' &&
	    p[3 * ROW3] == '\n';
}

/* A line of a board stream, its LF and a CR before it dropped: a row (of
 * cells, or a picture row), an empty line ending the board, or a
 * comment. */
static void
board_text(struct input *in, const char *p, size_t len)
{
	ssize_t n;

	if (len == 0) {
		end_board(in);
		return;
	}
	if (iscomment(p, len))
		return;
	if (p[0] != '|') {
		board_row(in, p, len);
		return;
	}
	if ((n = picture_row(in, p, len)) >= 0) {
		board_row(in, scratch.s, (size_t)n);
		return;
	}
	/* malformed: a row of no cells in its place */
	board_row(in, p, 0);
	if (in->badwhy[0] == '\0')
		snprintf(in->badwhy, sizeof(in->badwhy), "row %" PRIu64 " is "
		    "not a picture row |c|c|...|c| (one cell between bars)",
		    judge_board_rows(board_judge) - 1);
}

/*
 * A picture row, "|c|c|...|c|" as --show draws it (p[0] is '|'): its
 * cells, one byte between each two bars, into the scratch buffer; returns
 * how many, or -1 if the row is not of that form (a trailing blank, "||",
 * a missing bar).
 */
static ssize_t
picture_row(const struct input *in, const char *p, size_t len)
{
	char *c;
	size_t i;

	if (len < 3 || len % 2 == 0)
		return -1;
	c = grow(&scratch, len / 2, len / 2, in, in->lineno);
	for (i = 1; i < len; i += 2) {
		if (p[i] == '|' || p[i + 1] != '|')
			return -1;
		c[i / 2] = p[i];
	}
	return (ssize_t)(len / 2);
}

/* A board starts at the line just read, if none is under way. */
static void
board_begin(struct input *in)
{
	if (!in->inboard) {
		in->inboard = 1;
		in->boardline = in->lineno;
		held.len = 0;
		in->heldover = 0;
		show_clear();
	}
}

/* A row of the board under way, or of a new one, whose first line it is. */
static void
board_row(struct input *in, const char *p, size_t len)
{
	board_begin(in);
	if (opt.show)
		show_row(in, p, len);
	if (opt.solve)
		hold_cells(in, p, len, 1);
	if (judge_board_row(board_judge, p, len) != JUDGE_OK)
		nomem(in, in->lineno);
}

/*
 * --solve: len cells of the current row of the board under way, and with
 * end its end, kept for the search (held); past JUDGE_SOLVE_CELLS cells
 * or rows the library would not search the board, and nothing more is
 * kept (in->heldover).
 */
static void
hold_cells(struct input *in, const char *p, size_t len, int end)
{
	char *o;

	if (in->heldover)
		return;
	if (len + (size_t)end > 2 * JUDGE_SOLVE_CELLS - held.len) {
		in->heldover = 1;
		return;
	}
	o = grow(&held, held.len + len + (size_t)end, 4096, in, in->lineno);
	memcpy(o + held.len, p, len);
	held.len += len;
	if (end)
		o[held.len++] = '\n';
}

/*
 * --solve: the value of the Pending board just ended (why its judge's),
 * from its cells kept, its rows padded with empty cells to its width.
 */
static void
board_value(struct input *in, const struct judge_why *why, struct value *v)
{
	uint64_t rows = opt.shape ? opt.rows : why->n,
	    cols = opt.shape ? opt.cols : why->n, r = 0;
	const char *p = held.s, *e = held.s + held.len, *nl;
	char *g;

	if (in->heldover || rows > JUDGE_SOLVE_CELLS / cols) {
		value_board(in, NULL, rows, cols, v);
		return;
	}
	g = grow(&scratch, (size_t)(rows * cols), (size_t)(rows * cols), in,
	    in->boardline);
	memset(g, '.', (size_t)(rows * cols));
	for (; p < e && r < rows; p = nl + 1, r++) {
		nl = memchr(p, '\n', (size_t)(e - p));
		memcpy(g + r * cols, p, (size_t)(nl - p) < cols ?
		    (size_t)(nl - p) : (size_t)cols);
	}
	value_board(in, (const unsigned char *)g, rows, cols, v);
}

/* A board's end: its verdict, Invalid if it has a malformed picture row
 * or is a malformed JSON line (the board judge's verdict is then
 * discarded). */
static void
end_board(struct input *in)
{
	struct judge_why why;
	enum judge_verdict v;
	struct value val;

	if (!in->inboard)
		return;
	in->inboard = 0;
	v = judge_board_end(board_judge, &why);
	if (in->badwhy[0] != '\0' && why.code != JUDGE_ENOMEM) {
		v = JUDGE_INVALID;
		why.lines = 0;
	}
	if (opt.solve && v == JUDGE_PENDING && why.code != JUDGE_ENOMEM)
		board_value(in, &why, &val);
	else
		value_decided(v, &val);
	board_result(in, v, &why, opt.solve && v != JUDGE_INVALID ? &val :
	    NULL);
	in->badwhy[0] = '\0';
}

/* A line of a move stream, its LF and a CR before it dropped: a move, a
 * header, an empty line ending the game, a comment, or malformed. */
static void
move_text(struct input *in, const char *p, size_t len)
{
	struct header h;
	uint64_t v[3];
	unsigned ovf;
	int n;

	if (len > 0 && iscomment(p, len))
		session_flush(in);	/* the lines of a batch are in a row */
	else if ((n = numbers(p, len, ' ', 3, v, &ovf)) == 3)
		session_move(in, v[0], v[1], v[2], ovf);
	else if (n == 0)
		session_end(in);
	else if (header_of(p, len, &h))
		session_rules(in, &h);
	else
		session_reject(in, "malformed move: expected ROW COL PLAYER");
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
 * The move stream's reader: the lines at p, up to one without a newline
 * before e (then NULL if it read none).  First the common forms, as many
 * lines of them as follow: runs of plain move lines (plain_moves())
 * straight into the batch, and headers of one digit between them; then
 * any line, by move_text().
 */
static const char *
move_line(struct input *in, const char *p, const char *e)
{
	const char *start = p, *nl;
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
			break;
		(void)header_of(p, 1, &h);
		in->lineno++;
		session_rules(in, &h);
		p += 2;
		one = session_fits(DIGITS1_MAX);
	}
	if ((nl = memchr(p, '\n', (size_t)(e - p))) == NULL)
		return p == start ? NULL : p;
	input_line(in, p, (size_t)(nl - p));
	return nl + 1;
}

/* A JSON value over several lines: its text's first size (jvtext); the
 * words that name what cut one short, "the empty line N". */
#define JV_FIRST	4096
#define CUT_MAX		48

/* A JSON value being read: its text [line, e), one line or several
 * joined by LFs (multi), and the next byte p. */
struct json {
	const char *line, *p, *e;
	int nested;		/* it is an item of an array of boards and
				 * games: its ']' does not end the line */
	int multi;		/* several lines, from line0 on */
	uint64_t line0;
	const char *cut;	/* what cut it short before its brackets
				 * closed, or NULL */
	char why[REASON_MAX];	/* why it is malformed, or "" */
};

/* Blanks, and the LFs between the lines of a value. */
static void
json_blanks(struct json *j)
{
	while (j->p < j->e && (isblank_((unsigned char)*j->p) ||
	    *j->p == '\n'))
		j->p++;
}

/* Whether the byte c comes next, after blanks; if so, past it. */
static int
json_byte(struct json *j, int c)
{
	json_blanks(j);
	if (j->p < j->e && *j->p == c) {
		j->p++;
		return 1;
	}
	return 0;
}

/*
 * The value is malformed at p, for what (the first reason stays): its
 * column, and in a value of several lines its line; a value cut short
 * before its brackets closed is malformed by that where nothing else came
 * first.  Returns 0.
 */
static int
json_bad(struct json *j, const char *what)
{
	const char *s = j->line, *q;
	uint64_t line = j->line0;

	if (j->why[0] != '\0')
		return 0;
	if (j->cut != NULL && j->p == j->e) {
		snprintf(j->why, sizeof(j->why), "malformed JSON value: the "
		    "brackets do not close before %s", j->cut);
		return 0;
	}
	if (!j->multi) {
		snprintf(j->why, sizeof(j->why), "malformed JSON line at column "
		    "%" PRIu64 ": %s", (uint64_t)(j->p - j->line) + 1, what);
		return 0;
	}
	for (; (q = memchr(s, '\n', (size_t)(j->p - s))) != NULL; s = q + 1)
		line++;
	snprintf(j->why, sizeof(j->why), "malformed JSON value at line %" PRIu64
	    ", column %" PRIu64 ": %s", line, (uint64_t)(j->p - s) + 1, what);
	return 0;
}

/* The 4 hex digits at p, as a UTF-16 code unit, and p past them; or -1. */
static long
json_hex4(struct json *j)
{
	long u = 0;
	int i, c, d;

	if (j->e - j->p < 4)
		return -1;
	for (i = 0; i < 4; i++) {
		c = (unsigned char)j->p[i];
		if (ISDIGIT(c))
			d = c - '0';
		else if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f')
			d = (c | 0x20) - 'a' + 10;
		else
			return -1;
		u = u << 4 | d;
	}
	j->p += 4;
	return u;
}

/* The code point u as UTF-8 at o; returns its length. */
static size_t
utf8_put(char *o, long u)
{
	if (u < 0x80) {
		o[0] = (char)u;
		return 1;
	}
	if (u < 0x800) {
		o[0] = (char)(0xc0 | u >> 6);
		o[1] = (char)(0x80 | (u & 0x3f));
		return 2;
	}
	if (u < 0x10000) {
		o[0] = (char)(0xe0 | u >> 12);
		o[1] = (char)(0x80 | (u >> 6 & 0x3f));
		o[2] = (char)(0x80 | (u & 0x3f));
		return 3;
	}
	o[0] = (char)(0xf0 | u >> 18);
	o[1] = (char)(0x80 | (u >> 12 & 0x3f));
	o[2] = (char)(0x80 | (u >> 6 & 0x3f));
	o[3] = (char)(0x80 | (u & 0x3f));
	return 4;
}

/*
 * A JSON string, p just past its opening quote, decoded (RFC 8259: \" \\
 * \/ \b \f \n \r \t \uXXXX, surrogate pairs joined, UTF-8 out) into o,
 * which has room for the rest of the line; returns its length and p past
 * the closing quote, or -1 if it is malformed.
 */
static ssize_t
json_string(struct json *j, char *o)
{
	static const char esc_in[] = "\"\\/bfnrt", esc_out[] = "\"\\/\b\f\n\r\t";
	const char *esc, *k;
	size_t n = 0;
	long u, lo;
	unsigned char c;

	for (;;) {
		if (j->p == j->e)
			return json_bad(j, "the string does not end") - 1;
		c = (unsigned char)*j->p;
		if (c == '"') {
			j->p++;
			return (ssize_t)n;
		}
		if (c < 0x20)
			return json_bad(j, "a control byte in a string") - 1;
		if (c != '\\') {
			o[n++] = (char)c;
			j->p++;
			continue;
		}
		esc = j->p++;
		if (j->p < j->e && *j->p != 'u' &&
		    (k = memchr(esc_in, *j->p, sizeof(esc_in) - 1)) != NULL) {
			o[n++] = esc_out[k - esc_in];
			j->p++;
			continue;
		}
		if (j->p == j->e || *j->p++ != 'u') {
			j->p = esc;
			return json_bad(j, "a bad escape (\\\" \\\\ \\/ \\b "
			    "\\f \\n \\r \\t \\uXXXX)") - 1;
		}
		if ((u = json_hex4(j)) < 0) {
			j->p = esc;
			return json_bad(j, "\\u needs 4 hex digits") - 1;
		}
		if (u >= 0xd800 && u < 0xdc00 && j->e - j->p >= 2 &&
		    j->p[0] == '\\' && j->p[1] == 'u') {
			j->p += 2;
			if ((lo = json_hex4(j)) >= 0xdc00 && lo < 0xe000)
				u = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
		}
		if (u >= 0xd800 && u < 0xe000) {
			j->p = esc;
			return json_bad(j, "a lone surrogate") - 1;
		}
		n += utf8_put(o + n, u);
	}
}

/* Past an array's ']': the end of the line, or of an item (nested);
 * 0 if malformed. */
static int
json_end(struct json *j)
{
	if (j->nested)
		return 1;
	json_blanks(j);
	return j->p == j->e ||
	    json_bad(j, "expected the end of the line after ']'");
}

/* A JSON board's strings, p past its '[', each fed to the board judge as
 * a row when feed is set; 0 if malformed (j->why says why). */
static int
json_rows(struct input *in, struct json *j, int feed)
{
	char *row = grow(&scratch, (size_t)(j->e - j->line),
	    (size_t)(j->e - j->line), in, in->lineno);
	ssize_t n;

	for (;;) {
		if (!json_byte(j, '"'))
			return json_bad(j, "expected a string, a row");
		if ((n = json_string(j, row)) < 0)
			return 0;
		if (feed)
			board_row(in, row, (size_t)n);
		if (json_byte(j, ','))
			continue;
		if (!json_byte(j, ']'))
			return json_bad(j, "expected ',' or ']'");
		return json_end(j);
	}
}

/* A JSON board, ["ROW",...], p past its '[': one board, its rows the
 * strings; malformed, the board is Invalid. */
static void
json_board(struct input *in, struct json *j)
{
	board_begin(in);
	if (j->why[0] == '\0')
		(void)json_rows(in, j, 1);
	if (j->why[0] != '\0' && in->badwhy[0] == '\0')
		snprintf(in->badwhy, sizeof(in->badwhy), "%s", j->why);
	end_board(in);
}

/* A number of a pair at p (digits; clamped at 2^64 - 1, bit i of *ovf
 * then set), and p past it; 0 if there is none. */
static int
json_num(struct json *j, uint64_t *v, unsigned *ovf, int i)
{
	const char *s;
	unsigned o;

	json_blanks(j);
	s = j->p;
	j->p = decimal(s, j->e, v, &o);
	*ovf |= o << i;
	return j->p != s;
}

/* The [ROW,COL] pairs at p (past the array's '['), each played if
 * doplay is set; 0 if the line is malformed (j->why says why). */
static int
json_pairs(struct input *in, struct json *j, int doplay)
{
	uint64_t v[2];
	unsigned ovf;

	for (;;) {
		ovf = 0;
		if (!json_byte(j, '['))
			return json_bad(j, "expected a [ROW,COL] pair");
		if (!json_num(j, &v[0], &ovf, 0))
			return json_bad(j, "expected ROW, a number from 0");
		if (!json_byte(j, ','))
			return json_bad(j, "expected ',' after ROW");
		if (!json_num(j, &v[1], &ovf, 1))
			return json_bad(j, "expected COL, a number from 0");
		if (!json_byte(j, ']'))
			return json_bad(j, "expected ']' after ROW,COL");
		if (doplay)
			session_turn(in, v[0], v[1], ovf);
		if (json_byte(j, ','))
			continue;
		if (!json_byte(j, ']'))
			return json_bad(j, "expected ',' or ']'");
		return json_end(j);
	}
}

/*
 * A JSON game, [[ROW,COL],...], p past its '[': one whole game on the
 * current board, the players alternating from player 1; its verdict is
 * -g's, and a malformed line is its one rejected line.  item: its place
 * in an array of boards and games (from 1), or 0.
 */
static void
json_game(struct input *in, struct json *j, uint64_t item)
{
	const char *p = j->p;

	(void)session_begin(in, FORM_JSON, NULL, item);
	if (j->why[0] != '\0' || !json_pairs(in, j, 0))
		session_reject(in, j->why);
	else {
		j->p = p;
		(void)json_pairs(in, j, 1);
	}
	session_end(in);
}

/* Where the line's first byte other than a blank is '[' (an array), '{'
 * (an object) or '"' (a string), a JSON line: its index; else -1. */
static ssize_t
json_start(const char *p, size_t len)
{
	const char *q = blanks(p, p + len);

	return q < p + len && (*q == '[' || *q == '{' || *q == '"') ?
	    q - p : -1;
}

/* j reads the value p[0, len) of one line, p[at] its first byte. */
static void
json_open(struct json *j, const char *p, size_t len, size_t at)
{
	j->line = p;
	j->p = p + at;
	j->e = p + len;
	j->nested = 0;
	j->multi = 0;
	j->line0 = 0;
	j->cut = NULL;
	j->why[0] = '\0';
}

/*
 * The items of an array of boards and games, [["ROW",...],[[ROW,COL],...],
 * ...], p past its '[': checked whole, then each judged by itself, one
 * result an item, named by its place (in->item for a board, ses.item for
 * a game); 0 if malformed (j->why says why), nothing judged.
 */
static int
json_items(struct input *in, struct json *j)
{
	const char *p = j->p;
	uint64_t n;
	int judge, c;

	for (judge = 0; judge < 2; judge++) {
		j->p = p;
		for (n = 1;; n++) {
			j->nested = 1;
			if (!json_byte(j, '['))
				return json_bad(j, "expected a board "
				    "[\"ROW\",...] or a game [[ROW,COL],...]");
			json_blanks(j);
			c = j->p < j->e ? *j->p : -1;
			if (c != '"' && c != '[')
				return json_bad(j, c == ']' ? "an empty array "
				    "is neither a board nor a game" : "expected "
				    "a board [\"ROW\",...] or a game "
				    "[[ROW,COL],...]");
			if (judge && c == '"') {
				in->item = n;
				json_board(in, j);
				in->item = 0;
			} else if (judge)
				json_game(in, j, n);
			else if (!(c == '"' ? json_rows(in, j, 0) :
			    json_pairs(in, j, 0)))
				return 0;
			j->nested = 0;
			if (json_byte(j, ','))
				continue;
			if (!json_byte(j, ']'))
				return json_bad(j, "expected ',' or ']'");
			if (!json_end(j))
				return 0;
			break;
		}
	}
	return 1;
}

/*
 * A JSON value: it ends the board or game under way, and is a whole board
 * (["ROW",...]), a whole game ([[ROW,COL],...]), or an array of boards
 * and games, each judged by itself.  In auto mode a board decides a board
 * stream, a game a move stream (an array by its first item).  Any other
 * value (an object, a string, an empty array) is no board or game, and
 * neither is a malformed one: one Invalid result, a game's in a move
 * stream, else a board's.
 */
static void
json_line(struct input *in, struct json *j)
{
	const char *q;

	end_board(in);
	session_break(in);
	json_blanks(j);
	if (j->p < j->e && *j->p != '[') {
		snprintf(j->why, sizeof(j->why), "a JSON %s is not a board "
		    "or a game", *j->p == '{' ? "object" : "string");
		j->p = j->e;
	} else
		j->p++;
	json_blanks(j);
	if (j->why[0] == '\0' && j->p < j->e && *j->p == '"') {
		if (in->mode == MODE_AUTO)
			in->mode = MODE_BOARD;
		json_board(in, j);
		return;
	}
	if (j->why[0] == '\0' && j->p < j->e && *j->p == '[') {
		for (q = j->p + 1; q < j->e && (isblank_((unsigned char)*q) ||
		    *q == '\n'); q++)
			;
		if (in->mode == MODE_AUTO)
			in->mode = q < j->e && *q == '"' ? MODE_BOARD :
			    MODE_MOVES;
		if (q == j->e || (*q != '"' && *q != '['))
			json_game(in, j, 0);
		else if (!json_items(in, j))
			json_whole(in, j);
		return;
	}
	if (j->why[0] == '\0')
		json_bad(j, j->p < j->e && *j->p == ']' ? "an empty array is "
		    "neither a board nor a game" : "expected [\"ROW\",...], a "
		    "board, or [[ROW,COL],...], a game");
	json_whole(in, j);
}

/* A JSON value that is no board or game, j->why saying why: one Invalid
 * result, a game's in a move stream, else a board's. */
static void
json_whole(struct input *in, struct json *j)
{
	j->nested = 0;
	if (in->mode == MODE_MOVES)
		json_game(in, j, 0);
	else
		json_board(in, j);
}

/*
 * The brackets of the JSON text p[0, len), scanned on from where in->jv
 * was left: 1 if the value ends on this line, its brackets closed or the
 * line ending inside a string (which no JSON string goes on past); else 0,
 * the value going on over the next line.
 */
static int
json_scan(struct input *in, const char *p, size_t len)
{
	int depth = in->jv.depth, str = in->jv.str, open = in->jv.asks;
	size_t i;

	for (i = 0; i < len; i++) {
		if (str != 0) {
			str = str == 2 ? 1 : p[i] == '\\' ? 2 : p[i] != '"';
			continue;
		}
		if (!isblank_((unsigned char)p[i]))
			open = p[i] == '[' || p[i] == '{' || p[i] == ',' ||
			    p[i] == ':';
		if (p[i] == '"')
			str = 1;
		else if (p[i] == '[' || p[i] == '{')
			depth++;
		else if ((p[i] == ']' || p[i] == '}') && --depth == 0)
			return 1;
	}
	in->jv.depth = depth;
	in->jv.str = str;
	in->jv.asks = open;
	return str != 0;
}

/* Whether the line p[0, len) can go on with the JSON value under way:
 * after a byte that asks for more anything can, after a whole element
 * only a line of blanks or one that starts with , ] } or :. */
static int
json_goes_on(const struct input *in, const char *p, size_t len)
{
	int c = first_byte(p, len);

	return in->jv.asks || c < 0 || c == ',' || c == ']' || c == '}' ||
	    c == ':';
}

/* A line whose first byte other than a blank, p[at], is '[', '{' or '"':
 * a JSON value by itself if its brackets close on it (a string's line
 * always ends it), else the first line of one that goes on over the next
 * lines (MODE_JSON), which ends the board or game under way at once. */
static void
json_first(struct input *in, const char *p, size_t len, size_t at)
{
	struct json j;

	in->jv.depth = in->jv.str = in->jv.multi = 0;
	in->jv.asks = 1;
	if (p[at] == '"' || json_scan(in, p + at, len - at)) {
		json_open(&j, p, len, at);
		json_line(in, &j);
		return;
	}
	end_board(in);
	session_break(in);
	in->jv.line = in->lineno;
	in->jv.at = at;
	in->jv.mode = in->mode;
	in->mode = MODE_JSON;
	jvtext.len = 0;
	json_append(in, p, len);
}

/* The line p[0, len) added to the value under way, after an LF if it is
 * not its first.  Only memory bounds it. */
static void
json_append(struct input *in, const char *p, size_t len)
{
	size_t need = jvtext.len + (jvtext.len > 0) + len;

	if (need < jvtext.len)
		nomem(in, in->jv.line);
	(void)grow(&jvtext, need, JV_FIRST, in, in->jv.line);
	if (jvtext.len > 0) {
		jvtext.s[jvtext.len++] = '\n';
		in->jv.multi = 1;
	}
	memcpy(jvtext.s + jvtext.len, p, len);
	jvtext.len += len;
}

/*
 * A line of the JSON value under way: more of it, its last line, or a
 * line that cuts it short: an empty one, or one that cannot go on with
 * it (a JSON reader would stop at its first byte), which is then read
 * afresh, so that one line cut off in a file of JSON lines or moves costs
 * one result.
 */
static void
json_more(struct input *in, const char *p, size_t len)
{
	char cut[CUT_MAX];

	if (len == 0) {
		snprintf(cut, sizeof(cut), "the empty line %" PRIu64,
		    in->lineno);
		json_close(in, cut);
		return;
	}
	if (!json_goes_on(in, p, len)) {
		snprintf(cut, sizeof(cut), "line %" PRIu64, in->lineno);
		json_close(in, cut);
		line_text(in, p, len);
		return;
	}
	json_append(in, p, len);
	if (json_scan(in, p, len))
		json_close(in, NULL);
}

/* The end of the JSON value under way, cut short by cut (or NULL): it is
 * judged as one value, its results and diagnostics naming its first line;
 * the stream goes back to its mode. */
static void
json_close(struct input *in, const char *cut)
{
	uint64_t line = in->lineno;
	struct json j;

	in->mode = in->jv.mode;
	json_open(&j, jvtext.s, jvtext.len, in->jv.at);
	j.multi = in->jv.multi;
	j.line0 = in->jv.line;
	j.cut = cut;
	in->lineno = in->jv.line;
	json_line(in, &j);
	in->lineno = line;
}

/* Whether the line is a record's header, "Piskvorky WxH, A:B, F"; its
 * width and height in v[0], v[1]. */
static int
psq_header(const char *p, size_t len, uint64_t *v)
{
	static const char word[] = PSQ_MAGIC;
	const char *e = p + len, *q;
	uint64_t t[2];
	unsigned ovf;

	if (len < sizeof(word) || memcmp(p, word, sizeof(word) - 1) != 0 ||
	    !isblank_((unsigned char)p[sizeof(word) - 1]))
		return 0;
	p += sizeof(word);
	/* WxH, then A:B, then F, separated by commas */
	if ((q = memchr(p, ',', (size_t)(e - p))) == NULL ||
	    numbers(p, (size_t)(q - p), 'x', 2, v, &ovf) != 2)
		return 0;
	p = q + 1;
	if ((q = memchr(p, ',', (size_t)(e - p))) == NULL ||
	    numbers(p, (size_t)(q - p), ':', 2, t, &ovf) != 2)
		return 0;
	p = q + 1;
	return numbers(p, (size_t)(e - p), ',', 1, t, &ovf) == 1;
}

/*
 * A file's first line, if it is a Piskvork record's header: the file is
 * then one game on a board of H rows and W columns, won by five in a row
 * (or -k); returns whether it is one.
 */
static int
psq_begin(struct input *in, const char *p, size_t len)
{
	struct header h = { 0, 0, 0, 1, -1, 1 };
	uint64_t v[2];

	if (!psq_header(p, len, v))
		return 0;
	in->mode = MODE_PSQ;
	h.rows = v[1];
	h.cols = v[0];
	h.k = opt.k != 0 ? opt.k : PSQ_K;
	/* no game can be played: the header is its one line */
	in->recdone = !session_begin(in, FORM_RECORD, &h, 0);
	return 1;
}

/*
 * A line of a record after its header: a move "x,y" or "x,y,time" (from
 * 1, x the column), of the player whose turn it is; a line that starts
 * with a digit but is no move is malformed; any other line ends the
 * moves, and nothing after it is read.
 */
static void
psq_text(struct input *in, const char *p, size_t len)
{
	uint64_t v[3];
	unsigned ovf;

	if (in->recdone)
		return;
	if (numbers(p, len, ',', 3, v, &ovf) >= 2) {
		/* y is the row, x the column; 0 is off the board, as
		 * 2^64 is, and neither has a number */
		session_turn(in, v[1] != 0 ? v[1] - 1 : UINT64_MAX,
		    v[0] != 0 ? v[0] - 1 : UINT64_MAX,
		    ((ovf & 2u) >> 1 | (v[1] == 0)) |
		    ((ovf & 1u) | (unsigned)(v[0] == 0)) << 1);
		return;
	}
	if (ISDIGIT(first_byte(p, len)))
		session_reject(in, "malformed move: expected X,Y or X,Y,TIME");
	else
		in->recdone = 1;
}

/*
 * ---- 3. The session ----
 *
 * The one owner of a move stream's games (struct session): their life,
 * the batch played by the game judge, -g's tally, and the writers that
 * need the game.
 */

/* The session at a run's start: nothing (ses emptied). */
static void
session_reset(void)
{
	memset(&ses, 0, sizeof(ses));
}

/* The session's game judge (ses.judge); -1 out of memory. */
static int
session_open(void)
{
	return (ses.judge = judge_game_new(3, opt.first, opt.gameflags)) ==
	    NULL ? -1 : 0;
}

/* The session's memory freed at a run's end (ses.judge). */
static void
session_free(void)
{
	judge_game_free(ses.judge);
	ses.judge = NULL;
}

/* A new file: no game under way, the rules the options'. */
static void
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
session_rules(struct input *in, const struct header *h)
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

/* The rule a header names, or --rule's. */
static INLINE enum judge_rule
header_rule(const struct header *h)
{
	return h->rule < 0 ? opt.rule : (enum judge_rule)h->rule;
}

/* Why no game can be played by a header's rules (and -n's size), or
 * NULL. */
static INLINE const char *
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
static int
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
 * and plain output: session_rules()), the judge starts it when it comes
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
static inline void
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

/* A move of the player whose turn it is, a JSON game's pair or a record's
 * move, judged at once: the turn passes only if it is accepted. */
static void
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
static void
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
static void
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
static void
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
static void
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
 * --solve: plays the batch, one segment (see ses.batch), and values each
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
	unsigned pos = ses.pos3;
	size_t i, j;

	value3_rules(in, ses.batch.line[0], ses.k, ses.rule);
	for (j = 0; j < ses.batch.ns; j++) {
		if (j > 0)
			pos = 0;
		for (i = start[j]; i < start[j + 1]; i++) {
			pos += (unsigned)m[i].player *
			    pow3[3 * m[i].row + m[i].col];
			ses.batch.text[i] = (unsigned char)value3_text(in,
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
 * Reports the batch's moves [from, to), from segment j on: plain results
 * of accepted moves straight into out (the first branch), the rest one
 * by one by report_line(), which writes out, errb and the status
 * (invalid()), ses.stray_game, the tally and --show's picture, and ends
 * the run when out of memory.
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
 * report_moves()' first branch (plain results of accepted moves, written
 * in a block): r->rc 0, 1 or 2 for an accepted move, a judge_error for a
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
 * the value after the last one accepted, and the first blunder. */
static void
tally_values(size_t j, size_t from, size_t to)
{
	struct tally *t = &ses.tally;
	size_t i;

	for (i = from; i < to; i++) {
		if (ses.batch.res[i] < 0)
			continue;
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

/*
 * ---- 4. Writing ----
 *
 * The output and diagnostic buffers and write(2), the put_*() writers,
 * invalid(), a board's verdict in each format, the 3x3 run's memo,
 * --solve's values (vals), and --show's pictures.
 */

/* Writing's state at a run's start: both buffers empty (out, errb), the
 * 3x3 memo's entries stale (memo3), no picture (pic), no solver and no
 * values (vals). */
static void
writing_reset(void)
{
	out.len = errb.len = 0;
	count_reset();
	fmt3_clear();
	show_reset();
	value_reset();
}

/* Writing's memory freed at a run's end: --json's head (jhead), the
 * solver and the values (vals). */
static void
writing_free(void)
{
	buf_free(&jhead);
	value_reset();
}

/*
 * Diagnostics wait in their own buffer and leave with the results: at
 * each write of the output buffer (first, so that a diagnostic is never
 * behind the result it explains), after each diagnostic with
 * --line-buffered, before each read(2) (a read may block: what was said
 * is out by then), at the end of each file and at the end of the run,
 * also an early one (finish()).
 */
static void
err_flush(void)
{
	if (errb.len == 0)
		return;
	(void)fwrite(errb.buf, 1, errb.len, io.err);
	(void)fflush(io.err);
	errb.len = 0;
}

/*
 * A failed write ends the run at once: the results can no longer reach
 * their reader.  A closed pipe has already killed us by SIGPIPE, unless
 * the parent ignored it; then EPIPE is a write error like any other.
 */
static void
out_flush(void)
{
	size_t off = 0;
	ssize_t n;

	err_flush();
	while (off < out.len) {
		n = write(io.out, out.buf + off, out.len - off);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			out.len = 0;
			fprintf(io.err, "ttt: write error: %s\n",
			    strerror(n < 0 ? errno : EIO));
			finish(ST_TROUBLE);
		}
		off += (size_t)n;
	}
	out.len = 0;
}

static void
out_put(const char *s, size_t len)
{
	if (len > sizeof(out.buf) - out.len)
		out_flush();
	for (; len > sizeof(out.buf); s += sizeof(out.buf),
	    len -= sizeof(out.buf)) {
		memcpy(out.buf, s, sizeof(out.buf));
		out.len = sizeof(out.buf);
		out_flush();
	}
	memcpy(out.buf + out.len, s, len);
	out.len += len;
}

/*
 * The writers fill the output buffer directly: out_room(n) makes room for
 * n <= ROOM bytes and says where they go, a writer puts its bytes there
 * with the put_ functions, each returning the byte after what it wrote,
 * and out_end() takes them.
 */
static inline char *
out_room(size_t n)
{
	if (n > sizeof(out.buf) - out.len)
		out_flush();
	return out.buf + out.len;
}

static inline void
out_end(const char *o)
{
	out.len = (size_t)(o - out.buf);
}

/* Room for n bytes without a write, or NULL: the fast writers' test,
 * which leave what does not fit to the general path.  out_end() takes
 * what they put there. */
static inline char *
out_spare(size_t n)
{
	return n <= sizeof(out.buf) - out.len ? out.buf + out.len : NULL;
}

static void
out_str(const char *s)
{
	out_put(s, strlen(s));
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

/* A JSON number, or null for a number that did not fit 64 bits. */
static char *
put_json_u64(char *o, uint64_t v, int overflowed)
{
	return overflowed ? PUT(o, "null") : put_u64(o, v);
}

/* The length of the valid UTF-8 sequence at s, or 0. */
static size_t
utf8_len(const unsigned char *s)
{
	size_t n, i;

	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		n = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		n = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		n = 4;
	else
		return 0;
	for (i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	if ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] > 0x9f) ||
	    (s[0] == 0xf0 && s[1] < 0x90) || (s[0] == 0xf4 && s[1] > 0x8f))
		return 0;
	return n;
}

/* The string str as a JSON string (RFC 8259) at o, which has room for 6
 * bytes a byte of str and 2: quotes, backslashes and control bytes
 * escaped; bytes that are not UTF-8 become U+FFFD. */
static char *
put_json_str(char *o, const char *str)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t n;

	*o++ = '"';
	while (*s != '\0') {
		if (*s == '"' || *s == '\\') {
			*o++ = '\\';
			*o++ = (char)*s++;
		} else if (*s < 0x20) {
			o = PUT(o, "\\u00");
			*o++ = "0123456789abcdef"[*s >> 4];
			*o++ = "0123456789abcdef"[*s++ & 0xf];
		} else if (*s < 0x80) {
			*o++ = (char)*s++;
		} else if ((n = utf8_len(s)) > 0) {
			o = put_mem(o, (const char *)s, n);
			s += n;
		} else {
			o = PUT(o, "\\ufffd");
			s++;
		}
	}
	*o++ = '"';
	return o;
}

/* "0xHH" at o: the byte b in hexadecimal. */
static char *
put_hex2(char *o, unsigned b)
{
	o = PUT(o, "0x");
	*o++ = "0123456789abcdef"[b >> 4 & 0xf];
	*o++ = "0123456789abcdef"[b & 0xf];
	return o;
}

/* A bad byte b as a diagnostic names it, at o: "0xHH", or a printable one
 * as a C character constant and its code, "'Z' (0x5a)", "'\'' (0x27)",
 * "'\\' (0x5c)". */
static char *
put_byte_name(char *o, unsigned b)
{
	if (b <= 0x20 || b >= 0x7f)
		return put_hex2(o, b);
	*o++ = '\'';
	if (b == '\'' || b == '\\')
		*o++ = '\\';
	*o++ = (char)b;
	return PUT(put_hex2(PUT(o, "' ("), b), ")");
}

/* Starts a result line: the FILE: prefix; then room for the rest. */
static char *
line_begin(const struct input *in)
{
	if (in->prefix) {
		out_put(in->name, in->namelen);
		out_put(&opt.sep, 1);
	}
	return out_room(ROOM);
}

/* The end of a result line at o; with --line-buffered it is written at
 * once, or with its picture (drawn: one follows) as one write. */
static void
line_end(char *o, int drawn)
{
	*o++ = '\n';
	out_end(o);
	if (opt.linebuf && !drawn)
		out_flush();
}

/*
 * One result line, in plain output; with -q, -c, -l or -L the result
 * counted instead (counts), and under -l and -L a file's first Invalid
 * result its answer (counts.answered): no more of it is read, and the
 * rest of the block read is judged without a word (count_answered()).
 */
static void
emit(const struct input *in, enum res_kind r)
{
	size_t len;

	if (opt.quiet || opt.summary != SUM_NONE) {
		counts.n[r]++;
		if (opt.summary >= SUM_WITH && (r == RES_INVALID ||
		    r == RES_MOVE_INVALID))
			counts.answered = 1;
		return;
	}
	if (in->prefix) {
		out_put(in->name, in->namelen);
		out_put(&opt.sep, 1);
	}
	len = result_len[r];
	if (out.len + len + 1 > sizeof(out.buf))
		out_flush();
	memcpy(out.buf + out.len, result_words[r], len);
	out.buf[out.len + len] = '\n';
	out.len += len + 1;
	if (opt.linebuf)
		out_flush();
}

/* A new file or run: no result counted. */
static void
count_reset(void)
{
	memset(&counts, 0, sizeof(counts));
}

/* A binary file's one result, Invalid (input_read()). */
static void
count_binary(void)
{
	counts.n[RES_BINARY]++;
}

/* -l, -L: whether the file's answer is known (an Invalid result): its
 * reader reads no more, and its diagnostics are not written. */
static int
count_answered(void)
{
	return counts.answered;
}

/* The file's Invalid results. */
static uint64_t
count_invalid(void)
{
	return counts.n[RES_INVALID] + counts.n[RES_MOVE_INVALID] +
	    counts.n[RES_BINARY];
}

/*
 * -c: the file's counts on one line, prefixed as its results would be;
 * with --json an object.  The verdicts' (X, O, Draw, Pending) if it had
 * a board's or game's result, the moves' (0, 1, 2) if it had a move
 * line's, both if both (the verdicts' first), then Invalid; a file with
 * none of them: the moves' if it was read as a move stream without -g
 * (-m, or its first line), else the verdicts'.
 */
static void
count_out(const struct input *in)
{
	static const enum res_kind order[] = { RES_X, RES_O, RES_DRAW,
	    RES_PENDING, RES_MOVE, RES_MOVE + 1, RES_MOVE + 2 };
	const uint64_t *n = counts.n;
	int verdicts, moves;
	size_t i;
	char *o;

	if (opt.quiet)
		return;
	verdicts = (n[RES_X] | n[RES_O] | n[RES_DRAW] |
	    n[RES_PENDING] | n[RES_INVALID]) != 0;
	moves = (n[RES_MOVE] | n[RES_MOVE + 1] | n[RES_MOVE + 2] |
	    n[RES_MOVE_INVALID]) != 0;
	if (!verdicts && !moves) {
		moves = !opt.games && (in->mode == MODE_MOVES ||
		    in->mode == MODE_PSQ);
		verdicts = !moves;
	}
	if (opt.countjson) {
		/* jhead without its "line": {"file":"NAME", */
		out_put(jhead.s, jhead.len - (sizeof("\"line\":") - 1));
		o = out_room(ROOM);
	} else
		o = line_begin(in);
	for (i = verdicts ? 0 : 4; i < (moves ? 7u : 4u); i++)
		o = put_count(o, order[i], n[order[i]]);
	o = put_count(o, RES_INVALID, count_invalid());
	/* the last count's space or comma */
	if (opt.countjson)
		o[-1] = '}';
	else
		o--;
	line_end(o, 0);
}

/* A count of -c's line at o, "WORD N " (--json: "\"WORD\":N,"). */
static char *
put_count(char *o, enum res_kind r, uint64_t n)
{
	if (opt.countjson)
		*o++ = '"';
	o = put_mem(o, result_words[r], result_len[r]);
	o = opt.countjson ? PUT(o, "\":") : PUT(o, " ");
	o = put_u64(o, n);
	*o++ = opt.countjson ? ',' : ' ';
	return o;
}

/* -l, -L: the file's name, after it a newline or -z's NUL. */
static void
name_out(const struct input *in)
{
	if (opt.quiet)
		return;
	out_put(in->name, in->namelen);
	out_put(opt.sep == ':' ? "\n" : "", 1);
	if (opt.linebuf)
		out_flush();
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

/* A verdict alone on its line, with plain output (in->straight). */
static inline void
emit_verdict(const struct input *in, enum judge_verdict v)
{
	if (out.len + sizeof(verdict_words[v]) > sizeof(out.buf)) {
		emit(in, (enum res_kind)v);
		return;
	}
	out.len = (size_t)(put_verdict_line(out.buf + out.len, v) - out.buf);
}

/* Verdict v's word at o. */
static inline char *
put_verdict_word(char *o, enum judge_verdict v)
{
	memcpy(o, verdict_words[v], sizeof(verdict_words[v]));
	return o + verdict_word_len[v];
}

static const char *
mark(int player)
{
	return player == JUDGE_P1 ? "X" : "O";
}

static const char *
other_mark(int player)
{
	return mark(OTHER(player));
}

/* The result of line is Invalid: "ttt: FILE:LINE: message" on the
 * diagnostics (err_flush()), the message len bytes, and the status it
 * makes. */
static void
invalid(const struct input *in, uint64_t line, const char *msg, size_t len)
{
	size_t need = in->namelen + len + LINE_MAX_;
	char *o;

	if (count_answered())
		return;	/* -l, -L: the rest of a block after the answer */
	if (need > sizeof(errb.buf) - errb.len)
		err_flush();
	if (need > sizeof(errb.buf)) {
		fprintf(io.err, "ttt: %s:%" PRIu64 ": %.*s\n", in->name, line,
		    (int)len, msg);
	} else {
		o = put_mem(PUT(errb.buf + errb.len, "ttt: "), in->name,
		    in->namelen);
		o = PUT(put_u64(PUT(o, ":"), line), ": ");
		o = PUT(put_mem(o, msg, len), "\n");
		errb.len = (size_t)(o - errb.buf);
	}
	if (opt.linebuf)
		err_flush();
	if (status < ST_INVALID)
		status = ST_INVALID;
}

/* --json: jhead for the file name. */
static void
json_head(const char *name)
{
	size_t need = 6 * strlen(name) + sizeof("{\"file\":\"\",\"line\":") +
	    8;	/* json_begin() copies words */
	char *o;

	o = put_json_str(PUT(grow(&jhead, need, need, NULL, 0), "{\"file\":"),
	    name);
	o = PUT(o, ",\"line\":");
	jhead.len = (size_t)(o - jhead.s);
}

/*
 * Every JSON object's first members: its file, its line, and the rule
 * when it is not freestyle or --rule (--exact) was given.  The part before
 * the line's number, the file's name escaped, is made once a file
 * (json_head()).
 */
static char *
json_begin(uint64_t line, enum judge_rule rule)
{
	char *o;
	size_t i;

	if (jhead.len > sizeof(out.buf) - ROOM) {
		out_put(jhead.s, jhead.len);
		o = out_room(ROOM);
	} else {
		/* a word at a time: jhead.s has room for the last one */
		o = out_room(jhead.len + ROOM);
		for (i = 0; i < jhead.len; i += 8)
			memcpy(o + i, jhead.s + i, 8);
		o += jhead.len;
	}
	o = put_u64(o, line);
	if (rule != JUDGE_FREESTYLE || opt.ruled) {
		o = put_str(PUT(o, ",\"rule\":\""), rule_names[rule]);
		*o++ = '"';
	}
	return o;
}

/* --json: an item of an array of boards and games (from 1; 0: none). */
static char *
put_item(char *o, uint64_t item)
{
	return item == 0 ? o : put_u64(PUT(o, ",\"item\":"), item);
}

/* A board's verdict out (with --solve its value val, NULL for an
 * Invalid one), and its diagnostic if it is Invalid. */
static void
board_result(const struct input *in, enum judge_verdict v,
    const struct judge_why *why, const struct value *val)
{
	char reason[ITEM_MAX + REASON_MAX], *o;

	reason[0] = '\0';
	if (why->code == JUDGE_ENOMEM)
		nomem(in, in->boardline);
	if (v == JUDGE_INVALID) {
		o = reason;
		if (in->item != 0)
			o = PUT(put_u64(PUT(o, "board "), in->item), ": ");
		if (in->badwhy[0] != '\0')
			memcpy(o, in->badwhy, sizeof(in->badwhy));
		else
			*put_board_why(o, why) = '\0';
		invalid(in, in->boardline, reason, strlen(reason));
	}
	if (opt.format == FMT_PLAIN && !opt.show && val == NULL)
		emit(in, (enum res_kind)v);
	else
		board_out(in, v, why, reason, val);
}

/* A board's result in the --explain or --json format, and its picture. */
static void
board_out(const struct input *in, enum judge_verdict v,
    const struct judge_why *w, const char *reason, const struct value *val)
{
	char *o;

	if (opt.quiet)
		return;
	if (opt.format == FMT_JSON)
		o = board_json(in, v, w, reason, val);
	else
		o = put_board_text(line_begin(in), v, w, reason, val);
	line_end(o, opt.show);
	if (opt.show)
		show_board(w->n);
}

static char *
board_json(const struct input *in, enum judge_verdict v,
    const struct judge_why *w, const char *reason, const struct value *val)
{
	char *o;

	o = put_board_json(put_item(json_begin(in->boardline, opt.rule),
	    in->item), v, w, reason);
	if (val == NULL)
		return o;
	/* the value before the closing brace */
	o = put_value_json(PUT(o - 1, ","), val, 1);
	*o++ = '}';
	return o;
}

/* A board's JSON members after its line and rule, at o: what depends on
 * its verdict and why alone (the 3x3 run keeps it, fmt3). */
static char *
put_board_json(char *o, enum judge_verdict v, const struct judge_why *w,
    const char *reason)
{
	struct win win;

	o = PUT(o, ",\"size\":");
	if (opt.shape && opt.rows == opt.cols)	/* boards: --rule's */
		o = put_u64(o, opt.rows);
	else if (opt.shape) {
		o = put_u64(PUT(o, "\""), opt.rows);
		o = PUT(put_u64(PUT(o, "x"), opt.cols), "\"");
	} else
		o = put_u64(o, w->n);
	o = put_verdict_word(PUT(o, ",\"verdict\":\""), v);
	board_win(w, &win);
	o = put_lines_json(PUT(o, "\",\"lines\":"), &win);
	o = put_u64(PUT(o, ",\"x\":"), w->x);
	o = put_u64(PUT(o, ",\"o\":"), w->o);
	if (v == JUDGE_PENDING) {
		o = put_str(PUT(o, ",\"next\":\""), next_player(w->x, w->o,
		    opt.first));
		*o++ = '"';
	} else
		o = PUT(o, ",\"next\":null");
	if (v == JUDGE_INVALID)
		o = put_json_str(PUT(o, ",\"reason\":"), reason);
	*o++ = '}';
	return o;
}

/* A board's verdict, plain or with --explain's reason, at o; with
 * --solve its value val (not NULL) as the second field, and --explain's
 * notes on it after the reason. */
static char *
put_board_text(char *o, enum judge_verdict v, const struct judge_why *w,
    const char *reason, const struct value *val)
{
	struct win win;
	char *s;

	board_win(w, &win);
	o = put_verdict_word(o, v);
	if (val != NULL)
		o = put_value(PUT(o, "\t"), val);
	s = o;
	o = put_verdict_why(o, v, reason, w->x, w->o, opt.first, &win);
	return val != NULL ? put_value_notes(o, val, NULL, o != s, 0) : o;
}

/* The reason an ended board is Invalid, at o (REASON_MAX bytes of room,
 * the longest reason with two numbers of 20 digits fitting): the byte
 * after it. */
static char *
put_board_why(char *o, const struct judge_why *w)
{
	int k = win_length(0, opt.rule) != 0 || opt.rows != opt.cols;

	switch (w->code) {
	case JUDGE_EBADCELL:
		o = put_byte_name(PUT(o, "bad byte "), w->byte);
		o = put_u64(PUT(o, " at row "), w->row);
		return put_u64(PUT(o, ", column "), w->col);
	case JUDGE_ELONGROW:
		o = put_u64(PUT(o, "row "), w->row);
		o = put_u64(PUT(o, " is longer than the board ("), w->n);
		return PUT(o, ")");
	case JUDGE_ECOUNT:
		o = put_u64(PUT(o, "X and O counts differ by more than one "
		    "(X "), w->x);
		return PUT(put_u64(PUT(o, ", O "), w->o), ")");
	case JUDGE_EFIRST:
		o = put_str(o, other_mark(w->winner));
		o = put_str(PUT(o, " has more marks than "), mark(w->winner));
		return PUT(put_str(PUT(o, ", but "), mark(w->winner)),
		    " moves first");
	case JUDGE_EAFTER:
		o = put_str(o, other_mark(w->winner));
		return PUT(put_str(PUT(o, " moved after "), mark(w->winner)),
		    " had won");
	case JUDGE_EAPART:
		o = PUT(put_str(o, mark(w->winner)), " has ");
		return k ? PUT(o, "winning runs that share no cell") :
		    PUT(o, "full lines that share no cell");
	case JUDGE_ESHAPE:
		o = put_u64(PUT(o, "the board has "), w->row);
		o = w->row == 1 ? PUT(o, " row, not ") : PUT(o, " rows, not ");
		return put_u64(o, opt.rows);
	case JUDGE_EBOTH:
		return k ? PUT(o, "both X and O have a winning run") :
		    PUT(o, "both X and O have a full line");
	default:
		return put_str(o, judge_strerror(w->code));
	}
}

/*
 * --explain's reason for a verdict v of a board or a game, after it at
 * o: why it is Invalid, whose turn it is by the marks x and o, or the win
 * w; none for a Draw or without --explain.
 */
static char *
put_verdict_why(char *o, enum judge_verdict v, const char *reason,
    uint64_t x, uint64_t ox, enum judge_player first, const struct win *w)
{
	if (opt.format != FMT_EXPLAIN || v == JUDGE_DRAW)
		return o;
	*o++ = '\t';
	if (v == JUDGE_INVALID)
		return put_str(o, reason);
	if (v == JUDGE_PENDING)
		return PUT(put_str(o, next_player(x, ox, first)), " to move");
	return put_win_text(o, w);
}

/* How a game was won: its lines or run, or black's renju foul. */
static char *
put_win_text(char *o, const struct win *w)
{
	if (w->foul == JUDGE_NOFOUL)
		return put_lines_text(o, w);
	return put_str(PUT(o, "foul: "), foul_names[w->foul]);
}

/* The lines of a win, "row 2, column 0" or "run 0 0 to 0 4", for
 * --explain.  (A record's game is won by a run: its K is given.) */
static char *
put_lines_text(char *o, const struct win *w)
{
	const char *sep = "";

	if (w->lines & JUDGE_LRUN) {
		o = put_cell(PUT(o, "run "), w->run[0], w->run[1], w->xy);
		return put_cell(PUT(o, " to "), w->run[2], w->run[3], w->xy);
	}
	if (w->lines & JUDGE_LROW) {
		o = put_u64(PUT(o, "row "), w->row);
		sep = ", ";
	}
	if (w->lines & JUDGE_LCOL) {
		o = put_u64(PUT(put_str(o, sep), "column "), w->col);
		sep = ", ";
	}
	if (w->lines & JUDGE_LDIAG) {
		o = PUT(put_str(o, sep), "diagonal");
		sep = ", ";
	}
	if (w->lines & JUDGE_LANTI)
		o = PUT(put_str(o, sep), "anti-diagonal");
	return o;
}

/* The same as a JSON array of {"kind", "index"} objects, or of one
 * {"kind":"run","from":[r,c],"to":[r,c]}. */
static char *
put_lines_json(char *o, const struct win *w)
{
	const char *sep = "";

	*o++ = '[';
	if (w->lines & JUDGE_LRUN) {
		o = put_u64(PUT(o, "{\"kind\":\"run\",\"from\":["), w->run[0]);
		o = put_u64(PUT(o, ","), w->run[1]);
		o = put_u64(PUT(o, "],\"to\":["), w->run[2]);
		o = put_u64(PUT(o, ","), w->run[3]);
		return PUT(o, "]}]");
	}
	if (w->lines & JUDGE_LROW) {
		o = put_u64(PUT(o, "{\"kind\":\"row\",\"index\":"), w->row);
		*o++ = '}';
		sep = ",";
	}
	if (w->lines & JUDGE_LCOL) {
		o = put_u64(PUT(put_str(o, sep),
		    "{\"kind\":\"column\",\"index\":"), w->col);
		*o++ = '}';
		sep = ",";
	}
	if (w->lines & JUDGE_LDIAG) {
		o = PUT(put_str(o, sep), "{\"kind\":\"diagonal\"}");
		sep = ",";
	}
	if (w->lines & JUDGE_LANTI)
		o = PUT(put_str(o, sep), "{\"kind\":\"anti-diagonal\"}");
	*o++ = ']';
	return o;
}

/* A cell for --explain: "R C", row and column from 0, or with xy as a
 * Piskvork record writes it, "X,Y", column and row from 1. */
static char *
put_cell(char *o, uint64_t r, uint64_t c, int xy)
{
	if (!xy)
		return put_u64(PUT(put_u64(o, r), " "), c);
	return put_u64(PUT(put_u64(o, c + 1), ","), r + 1);
}

/* Whose turn it is on a Pending board or game, first moving first: "X",
 * "O" or "X or O". */
static const char *
next_player(uint64_t x, uint64_t o, enum judge_player first)
{
	if (x != o)
		return x > o ? "O" : "X";
	if (first != JUDGE_EITHER)
		return mark(first);
	return "X or O";
}

/* The win of a board, by its why. */
static void
board_win(const struct judge_why *why, struct win *w)
{
	w->lines = why->lines;
	w->row = why->lrow;
	w->col = why->lcol;
	memcpy(w->run, why->run, sizeof(w->run));
	w->foul = JUDGE_NOFOUL;
	w->xy = 0;
}

/* The member "foul" of a game lost by one. */
static char *
put_foul_json(char *o, enum judge_foul foul)
{
	if (foul == JUDGE_NOFOUL)
		return o;
	o = put_str(PUT(o, ",\"foul\":\""), foul_names[foul]);
	*o++ = '"';
	return o;
}

/*
 * --solve: the value of positions (vals), by the solver or, for a 3 x 3
 * board, by the memo of its values (the library answers them from its
 * own table, but a call costs some thousand instructions).  Out of
 * memory ends the run, naming in's line.
 */

/* The solver, made at its first call. */
static struct judge_solver *
value_solver(const struct input *in, uint64_t line)
{
	if (vals.solver == NULL && (vals.solver = judge_solver_new()) == NULL)
		nomem(in, line);
	return vals.solver;
}

/* The values and the solver dropped: the start and the end of a run. */
static void
value_reset(void)
{
	judge_solver_free(vals.solver);
	free(vals.memo3);
	memset(&vals, 0, sizeof(vals));
}

/* *v from the library's answer sol, mover to move; a library error
 * ends the run (the rules and cells were judged before: only out of
 * memory is left). */
static void
value_set(const struct input *in, uint64_t line, int rc,
    const struct judge_solution *sol, int mover, struct value *v)
{
	if (rc != JUDGE_OK)
		nomem(in, line);
	v->v = sol->value;
	v->n = sol->n;
	v->row = sol->row;
	v->col = sol->col;
	v->mover = mover;
}

/* The player to move on a board of n cells: the one with fewer marks,
 * else --first's, X without it. */
static int
value_mover(const unsigned char *cells, uint64_t n)
{
	uint64_t i, x = 0, o = 0;

	for (i = 0; i < n; i++) {
		x += cells[i] == 'X' || cells[i] == 'x' || cells[i] == JUDGE_P1;
		o += cells[i] == 'O' || cells[i] == 'o' || cells[i] == JUDGE_P2;
	}
	if (x != o)
		return x < o ? JUDGE_P1 : JUDGE_P2;
	return opt.first == JUDGE_P2 ? JUDGE_P2 : JUDGE_P1;
}

/* A 3 x 3 value packed in 16 bits: the value, n, the best move (9:
 * none) and the player to move. */
#define PACK3(v, n, m, p)	((uint32_t)(v) | (uint32_t)(n) << 3 | \
				    (uint32_t)(m) << 7 | (uint32_t)(p) << 11)
#define NOMOVE3		9u

/* The 3 x 3 memo ready for positions under the rules k, rule: made,
 * and its generation theirs. */
static void
value3_rules(const struct input *in, uint64_t line, uint64_t k,
    enum judge_rule rule)
{
	if (vals.memo3 == NULL &&
	    (vals.memo3 = calloc((size_t)3 * POS3, sizeof(*vals.memo3))) == NULL)
		nomem(in, line);
	if (vals.gen == 0 || vals.k != k || vals.rule != (int)rule) {
		if (vals.gen == UINT16_MAX) {	/* used up: again from 1 */
			memset(vals.memo3, 0, (size_t)3 * POS3 *
			    sizeof(*vals.memo3));
			vals.gen = 0;
		}
		vals.gen++;
		vals.k = k;
		vals.rule = (int)rule;
	}
}

/*
 * The value of 3 x 3 position idx (as ses.pos3) under the rules k, rule,
 * with mover to move, or with mover 0 a board's player to move
 * (value_mover()); from the memo, or else asked of the solver once (and
 * its text made, value_text()).
 */
static void
value3(const struct input *in, uint64_t line, unsigned idx, int mover,
    uint64_t k, enum judge_rule rule, struct value *v)
{
	struct judge_solution sol;
	unsigned char cells[9];
	uint32_t *e, w;
	unsigned i, rest;
	int p;

	value3_rules(in, line, k, rule);
	e = &vals.memo3[3 * idx + (unsigned)mover];
	if (*e >> 16 != vals.gen) {
		for (i = 0, rest = idx; i < 9; i++, rest /= 3)
			cells[i] = (unsigned char)(rest % 3);
		p = mover != 0 ? mover : value_mover(cells, 9);
		value_set(in, line, judge_solve3(value_solver(in, line), idx,
		    k, rule, (enum judge_player)p, &sol), &sol, p, v);
		*e = vals.gen << 16 | PACK3(v->v, v->n, v->row == JUDGE_NOMOVE ?
		    NOMOVE3 : 3 * v->row + v->col, p);
		if (vals.text[*e & (TEXT3 - 1)].len == 0)
			value_text(*e & (TEXT3 - 1));
		return;
	}
	w = *e;
	v->v = (enum judge_verdict)(w & 7);
	v->n = w >> 3 & 15;
	v->row = (w >> 7 & 15) == NOMOVE3 ? JUDGE_NOMOVE : (w >> 7 & 15) / 3;
	v->col = (w >> 7 & 15) % 3;
	v->mover = (int)(w >> 11 & 3);
}

/*
 * The text of 3 x 3 position idx's value, mover to move (0: a board's,
 * by its marks), under the rules value3_rules() set last, as plain
 * output puts it after a result ("\tX wins in 3"): its number in
 * vals.text, from the memo, or value3() first where it lacks the
 * position.
 */
static INLINE unsigned
value3_text(const struct input *in, uint64_t line, unsigned idx,
    int mover)
{
	uint32_t w = vals.memo3[3 * idx + (unsigned)mover];

	if (w >> 16 != vals.gen)
		w = value3_miss(in, line, idx, mover);
	return w & (TEXT3 - 1);
}

/* --solve: n results res[] of accepted moves, each with its value's
 * text by its number text[] (vals.text), "0\tDraw\n", at o. */
static char *
put_valued_results(char *o, const signed char *res,
    const unsigned char *text, size_t n)
{
	const struct vtext *t;
	size_t i;

	for (i = 0; i < n; i++) {
		*o++ = (char)('0' + res[i]);
		t = &vals.text[text[i]];
		memcpy(o, t, sizeof(*t));
		o += t->len;
		*o++ = '\n';
	}
	return o;
}

/* value3_text()'s position not in the memo: its packed value, by
 * value3(). */
static NOINLINE uint32_t
value3_miss(const struct input *in, uint64_t line, unsigned idx,
    int mover)
{
	struct value v;

	value3(in, line, idx, mover, vals.k, (enum judge_rule)vals.rule, &v);
	return vals.memo3[3 * idx + (unsigned)mover];
}

/* vals.text[t], the text of the packed value whose low bits are t. */
static NOINLINE void
value_text(unsigned t)
{
	struct value v = { (enum judge_verdict)(t & 7), t >> 3, JUDGE_NOMOVE,
	    JUDGE_NOMOVE, 0 };
	char text[ROOM];
	char *o = put_value(PUT(text, "\t"), &v);

	vals.text[t].len = (unsigned char)(o - text);
	memcpy(vals.text[t].s, text, vals.text[t].len);
}

/* The value of a Pending board of rows x cols cells (cells NULL: too
 * many kept to search), its player to move by its marks. */
static void
value_board(const struct input *in, const unsigned char *cells,
    uint64_t rows, uint64_t cols, struct value *v)
{
	static const struct value unknown = { JUDGE_PENDING, 0,
	    JUDGE_NOMOVE, JUDGE_NOMOVE, JUDGE_P1 };
	struct judge_solution sol;
	unsigned idx = 0, i;
	int p;

	if (cells == NULL || rows > JUDGE_SOLVE_CELLS / cols) {
		*v = unknown;	/* the library would not search it */
		return;
	}
	if (rows == 3 && cols == 3) {
		for (i = 0; i < 9; i++)
			idx += digit3[cells[i]] * pow3[i];
		value3(in, in->boardline, idx, 0, win_length(0, opt.rule),
		    opt.rule, v);
		return;
	}
	p = value_mover(cells, rows * cols);
	value_set(in, in->boardline, judge_solve_cells(value_solver(in,
	    in->boardline), cells, rows, cols, win_length(0, opt.rule),
	    opt.rule, (enum judge_player)p, &opt.budget, &sol), &sol, p, v);
}

/* The value of game g's position, mover to move. */
static void
value_game(const struct input *in, uint64_t line,
    const struct judge_game *g, int mover, struct value *v)
{
	struct judge_solution sol;

	value_set(in, line, judge_solve_game(value_solver(in, line), g,
	    (enum judge_player)mover, &opt.budget, &sol), &sol, mover, v);
}

/* A value's text at o: "X wins in 3", "Draw", "unknown", or a decided
 * position's verdict, "X" or "O". */
static char *
put_value(char *o, const struct value *v)
{
	if (v->v == JUDGE_PENDING)
		return PUT(o, "unknown");
	o = put_verdict_word(o, v->v);
	if (v->v == JUDGE_DRAW || v->n == 0)
		return o;
	return put_u64(PUT(o, " wins in "), v->n);
}

/* The JSON members of a value at o: "value" ("X", "O", "Draw",
 * "unknown") and "in" (a win's n, else null); with best, "best" ([ROW,
 * COL] or null). */
static char *
put_value_json(char *o, const struct value *v, int best)
{
	o = PUT(o, "\"value\":\"");
	o = v->v == JUDGE_PENDING ? PUT(o, "unknown") :
	    put_verdict_word(o, v->v);
	o = PUT(o, "\",\"in\":");
	o = v->v == JUDGE_X || v->v == JUDGE_O ? put_u64(o, v->n) :
	    PUT(o, "null");
	if (!best)
		return o;
	if (v->row == JUDGE_NOMOVE)
		return PUT(o, ",\"best\":null");
	o = put_u64(PUT(o, ",\"best\":["), v->row);
	o = put_u64(PUT(o, ","), v->col);
	*o++ = ']';
	return o;
}

/*
 * --explain's notes on value v at o, after the line's reason (had: it
 * has one) or as a field of their own: the blunder that made it (was: the
 * value before, or NULL), and the best move (xy: its cell as a record
 * writes it).
 */
static char *
put_value_notes(char *o, const struct value *v, const struct value *was,
    int had, int xy)
{
	if (opt.format != FMT_EXPLAIN)
		return o;
	if (was != NULL) {
		o = had ? PUT(o, "; blunder: ") : PUT(o, "\tblunder: ");
		o = put_value(PUT(put_value(o, was), " to "), v);
		had = 1;
	}
	if (v->row == JUDGE_NOMOVE)
		return o;
	o = had ? PUT(o, "; best move: ") : PUT(o, "\tbest move: ");
	o = PUT(put_str(o, mark(v->mover)), " at ");
	return put_cell(o, v->row, v->col, xy);
}

/* -g --solve: a game's first blunder at o, "blunder at move N by P:
 * BEFORE to AFTER", or "no blunder". */
static char *
put_blunder(char *o, const struct blunder *b)
{
	if (b->move == 0)
		return PUT(o, "no blunder");
	o = put_u64(PUT(o, "blunder at move "), b->move);
	o = PUT(put_str(PUT(o, " by "), mark(b->player)), ": ");
	return put_value(PUT(put_value(o, &b->was), " to "), &b->now);
}

/* The same as the JSON member "blunder": null, or {"move", "player",
 * "before", "after"}. */
static char *
put_blunder_json(char *o, const struct blunder *b)
{
	if (b->move == 0)
		return PUT(o, ",\"blunder\":null");
	o = put_u64(PUT(o, ",\"blunder\":{\"move\":"), b->move);
	o = put_u64(PUT(o, ",\"player\":"), (uint64_t)b->player);
	o = put_value_json(PUT(o, ",\"before\":{"), &b->was, 0);
	o = put_value_json(PUT(o, "},\"after\":{"), &b->now, 0);
	return PUT(o, "}}");
}

/* The 3x3 run's memo emptied (a run's start): the entries of other runs
 * are not this one's. */
static void
fmt3_clear(void)
{
	if (memo3_run == UINT_MAX) {	/* numbers used up: again from 1 */
		memset(memo3, 0, sizeof(memo3));
		memo3_run = 0;
	}
	memo3_run++;
}

/* The entry of the 3 x 3 board at p, whose why's kind is kind, not kept
 * yet: made by the writers, as board_result() and board_out() write it; or
 * NULL (no kind or one past the memo, out of memory, a text too long). */
static NOINLINE const struct fmt3 *
fmt3_put(uint64_t kind, const char *p)
{
	struct judge_why why;
	struct fmt3 *f;
	char reason[REASON_MAX], text[ROOM], *o;
	size_t rlen;
	int v;

	if (kind == 0 || kind >= FMT3_MAX ||
	    (v = judge_board3_why(board_judge, ROWS3(p), &why)) < 0 ||
	    why.code == JUDGE_ENOMEM)
		return NULL;
	reason[0] = '\0';
	if (v == JUDGE_INVALID)
		*put_board_why(reason, &why) = '\0';
	if (opt.format == FMT_JSON)
		o = put_board_json(text, (enum judge_verdict)v, &why, reason);
	else
		o = put_board_text(text, (enum judge_verdict)v, &why, reason,
		    NULL);
	if ((size_t)(o - text) > FMT3_TEXT ||
	    (rlen = strlen(reason)) > FMT3_REASON)
		return NULL;
	f = &memo3[kind];
	f->run = memo3_run;
	f->n = why.n;
	f->v = (enum judge_verdict)v;
	f->tlen = (unsigned char)(o - text);
	memcpy(f->text, text, f->tlen);
	f->rlen = (unsigned char)rlen;
	memcpy(f->reason, reason, rlen);
	return f;
}

/* The memo's entry of the 3 x 3 board at p, whose why's kind is kind,
 * or NULL. */
static INLINE const struct fmt3 *
fmt3_get(uint64_t kind, const char *p)
{
	if (kind < FMT3_MAX && memo3[kind].run == memo3_run)
		return &memo3[kind];
	return fmt3_put(kind, p);
}

/*
 * A whole 3 x 3 board's verdict v in any form, its rows at p, kind the
 * kind of its why (judge_board3_kind(), or 0): what board_result() and
 * board_out() write, the texts from the memo (fmt3), the picture from
 * its rows; else by them, its why asked for.
 */
static void
board3_out(struct input *in, enum judge_verdict v, uint64_t kind,
    const char *p)
{
	const struct fmt3 *f;
	struct judge_why why;
	char *o;

	in->boardline = in->lineno - 3;
	if (opt.solve) {
		board3_solved(in, v, kind, p);
		return;
	}
	if (in->badwhy[0] != '\0' || (f = fmt3_get(kind, p)) == NULL) {
		board3_why(in, p, &why);
		board_result(in, v, &why, NULL);
		return;
	}
	if (f->v == JUDGE_INVALID)
		invalid(in, in->boardline, f->reason, f->rlen);
	if (opt.format == FMT_PLAIN && !opt.show)
		emit(in, (enum res_kind)f->v);
	else if (!opt.quiet) {
		o = opt.format == FMT_JSON ? json_begin(in->boardline,
		    opt.rule) : line_begin(in);
		line_end(put_words(o, f->text, f->tlen), opt.show);
		if (opt.show)
			show_board3(in, p, f->n);
	}
}

/* The why of the 3 x 3 board at p for board_result(), and its picture
 * with --show. */
static void
board3_why(struct input *in, const char *p, struct judge_why *why)
{
	size_t r;

	/* judge_board3_why() fails without its table, which a plain run
	 * may lack; judge_board3() then gives the why of its Invalid
	 * board */
	if (judge_board3_why(board_judge, ROWS3(p), why) < 0)
		(void)judge_board3(board_judge, ROWS3(p), why);
	if (opt.show) {
		show_clear();
		for (r = 0; r < 3; r++)
			show_row(in, p + ROW3 * r, 3);
	}
}

/*
 * --solve: board3_out()'s board with its value (an Invalid one has
 * none): the memo's texts with the value after the verdict word (and in
 * a JSON object before its closing brace), or else board_result()'s.
 */
static NOINLINE void
board3_solved(struct input *in, enum judge_verdict v, uint64_t kind,
    const char *p)
{
	const struct fmt3 *f;
	struct judge_why why;
	struct value val, *vp = NULL;
	size_t wlen;
	char *o;

	if (v != JUDGE_INVALID) {
		vp = &val;
		if (v == JUDGE_PENDING)
			board3_value(in, p, vp);
		else
			value_decided(v, vp);
	}
	if (in->badwhy[0] != '\0' || (f = fmt3_get(kind, p)) == NULL) {
		board3_why(in, p, &why);
		board_result(in, v, &why, vp);
		return;
	}
	if (f->v == JUDGE_INVALID)
		invalid(in, in->boardline, f->reason, f->rlen);
	if (opt.format == FMT_JSON) {
		o = put_words(json_begin(in->boardline, opt.rule), f->text,
		    f->tlen);
		if (vp != NULL) {
			o = put_value_json(PUT(o - 1, ","), vp, 1);
			*o++ = '}';
		}
	} else if (vp == NULL)
		o = put_words(line_begin(in), f->text, f->tlen);
	else {
		/* the value after the verdict, before the reason */
		wlen = verdict_word_len[f->v];
		o = put_mem(line_begin(in), f->text, wlen);
		o = put_mem(put_value(PUT(o, "\t"), vp), f->text + wlen,
		    f->tlen - wlen);
		o = put_value_notes(o, vp, NULL, f->tlen > wlen, 0);
	}
	line_end(o, opt.show);
	if (opt.show)
		show_board3(in, p, f->n);
}

/*
 * --solve with plain output alone (in->valued), a board of 3 columns: the
 * line of a valid 3 x 3 board, its verdict v and index idx
 * (judge_board3_at()), straight into the buffer: "Pending\tX wins in 3"
 * (the value's text by the index, value3_text()), or a decided board's
 * verdict twice, "X\tX".
 */
static INLINE void
board3_valued(struct input *in, enum judge_verdict v, unsigned idx)
{
	const struct vtext *t;
	char *o = put_verdict_word(out_room(2 * sizeof(struct vtext)), v);

	if (v == JUDGE_PENDING) {
		t = &vals.text[value3_text(in, in->lineno - 3, idx, 0)];
		memcpy(o, t, sizeof(*t));
		o += t->len;
	} else {
		*o++ = '\t';
		o = put_verdict_word(o, v);
	}
	*o++ = '\n';
	out_end(o);
}

/* --solve: the value of the Pending 3 x 3 board at p, on a board of -n
 * 3xC its rows padded with empty cells. */
static void
board3_value(const struct input *in, const char *p, struct value *v)
{
	uint64_t cols = opt.shape ? opt.cols : 3;
	unsigned char cells[9];
	char *g;
	size_t r;

	if (cols == 3) {
		for (r = 0; r < 3; r++)
			memcpy(cells + 3 * r, p + ROW3 * r, 3);
		value_board(in, cells, 3, 3, v);
		return;
	}
	if (cols > JUDGE_SOLVE_CELLS / 3) {
		value_board(in, NULL, 3, cols, v);
		return;
	}
	g = grow(&scratch, (size_t)(3 * cols), (size_t)(3 * cols), in,
	    in->boardline);
	memset(g, '.', (size_t)(3 * cols));
	for (r = 0; r < 3; r++)
		memcpy(g + r * cols, p + ROW3 * r, 3);
	value_board(in, (const unsigned char *)g, 3, cols, v);
}

/* The value of a decided position, its verdict v: v's winner won, or a
 * Draw; nobody to move. */
static void
value_decided(enum judge_verdict v, struct value *val)
{
	val->v = v;
	val->n = 0;
	val->row = val->col = JUDGE_NOMOVE;
	val->mover = JUDGE_P1;
}

/* A plain run's Invalid 3 x 3 board, its rows at p: its kind, then its
 * verdict out (out of line: the plain run's loop keeps its registers). */
static NOINLINE void
board3_invalid(struct input *in, const char *p)
{
	uint64_t kind = 0;

	(void)judge_board3_kind(board_judge, ROWS3(p), &kind);
	board3_out(in, JUDGE_INVALID, kind, p);
}

/* --show: a board wider than SHOW_MAX ends the run, as a usage error
 * found late would. */
static _Noreturn void
too_wide(const struct input *in, uint64_t line)
{
	out_flush();
	fprintf(io.err, "ttt: %s:%" PRIu64 ": --show draws boards of at most "
	    "%d rows and columns\n", in->name, line, SHOW_MAX);
	finish(ST_TROUBLE);
}

/* Draws pic, each row at least n cells wide, as rows "|X| |O|" and an
 * empty line. */
static void
show_board(uint64_t n)
{
	uint64_t r, c, w, len;
	const char *cell;
	char *o;

	for (r = 0; r < pic.rows && r < SHOW_MAX; r++) {
		len = pic.len[r];
		w = len > n ? len : n;
		cell = pic.cell + r * SHOW_MAX;
		o = out_room(2 * SHOW_MAX + 2);
		for (c = 0; c < len; c++) {
			*o++ = '|';
			*o++ = cell[c];
		}
		for (; c < w; c++) {
			*o++ = '|';
			*o++ = ' ';
		}
		*o++ = '|';
		*o++ = '\n';
		out_end(o);
	}
	*out_room(1) = '\n';
	out.len++;
	if (opt.linebuf)
		out_flush();
}

/* --show: how each byte of a row is drawn, XORed with '?' (so that the
 * bytes not named, no cell, are drawn '?'). */
static const unsigned char show_cell[256] = {
	['X'] = 'X' ^ '?', ['x'] = 'X' ^ '?', ['O'] = 'O' ^ '?',
	['o'] = 'O' ^ '?', [' '] = ' ' ^ '?', ['.'] = ' ' ^ '?'
};

/* --show: no board drawn yet (a run begins). */
static void
show_reset(void)
{
	pic.rows = pic.cols = 0;
}

/* --show: a board of a board stream begins; its rows come by show_row(). */
static void
show_clear(void)
{
	pic.rows = 0;
}

/* --show: a game begins on an empty rows x cols board (at most
 * SHOW_MAX each way). */
static void
show_game(uint64_t rows, uint64_t cols)
{
	uint64_t r;

	pic.rows = rows;
	pic.cols = cols;
	/* only the cells drawn */
	for (r = 0; r < rows; r++) {
		memset(pic.cell + r * SHOW_MAX, ' ', cols);
		pic.len[r] = cols;
	}
}

/* --show: the game's accepted move m. */
static void
show_mark(const struct judge_move *m)
{
	pic.cell[m->row * SHOW_MAX + m->col] = m->player == JUDGE_P1 ?
	    'X' : 'O';
}

/* --show: the game's board as it stands. */
static void
show_game_board(void)
{
	show_board(pic.cols);
}

/* --show: a row of a board stream, kept to be drawn. */
static void
show_row(const struct input *in, const char *p, size_t len)
{
	uint64_t r = pic.rows, j;

	if (r >= SHOW_MAX || len > SHOW_MAX)
		too_wide(in, in->boardline);
	for (j = 0; j < len; j++)
		pic.cell[r * SHOW_MAX + j] =
		    (char)(show_cell[(unsigned char)p[j]] ^ '?');
	pic.len[r] = len;
	pic.rows++;
}

/* --show: a whole 3 x 3 board's picture, straight from its rows at p (a
 * row every 4 bytes) as show_row() and show_board() would draw it, each
 * row n cells wide, with the same room asked for each row. */
static INLINE void
show_board3(const struct input *in, const char *p, uint64_t n)
{
	size_t r;
	char *o;

	if (n != 3) {	/* a wider fixed shape: padded by show_board() */
		show_clear();
		for (r = 0; r < 3; r++)
			show_row(in, p + ROW3 * r, 3);
		show_board(n);
		return;
	}
	for (r = 0; r < 3; r++, p += 4) {
		o = out_room(2 * SHOW_MAX + 2);
		o[0] = '|';
		o[1] = (char)(show_cell[(unsigned char)p[0]] ^ '?');
		o[2] = '|';
		o[3] = (char)(show_cell[(unsigned char)p[1]] ^ '?');
		o[4] = '|';
		o[5] = (char)(show_cell[(unsigned char)p[2]] ^ '?');
		o[6] = '|';
		o[7] = '\n';
		out_end(o + 8);
	}
	*out_room(1) = '\n';
	out.len++;
	if (opt.linebuf)
		out_flush();
}
