/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * stream_fuzz - libFuzzer target for the whole reading, parsing and output
 * path of ttt: the command itself, driven through ttt_run() (ttt.h, ttt.c
 * built with -DTTT_NO_MAIN) with the argv the option bytes make, a real
 * input file, a 16-byte first input buffer (ttt_io.bufsize) so that long
 * lines take the streaming paths (a 64 KiB one with reads of up to 8192
 * bytes, without --show, so that the fast paths see many lines at once),
 * and reads (ttt_io.read) of a memory buffer in chunks.
 *
 * Input: bytes 0-2 hold the options and how the input is cut into reads;
 * the rest is the file.
 *
 *   byte 0, bits 0-1: 0 auto, 1 -b, 2 -m, 3 auto
 *           bit 2:    -s
 *           bits 3-4: --first: 0 none, 1 X, 2 O, 3 --rule renju (X
 *                     then moves first, as with --first X: the board
 *                     judge's first player and, with -s, the game's)
 *           bit 5:    results prefixed "NAME:" (-H; not with --json)
 *           bits 6-7: -n 3, 1, 9 or 2^63-1 (200 with --show)
 *   byte 1, bits 0-2: the largest read: 2, 3, 5, 8, 16, 17, 100 or 8192
 *           bit 3:    every third read fails with EINTR
 *           bit 4:    --line-buffered
 *           bit 5:    once more with -q
 *           bit 6:    seed the read sizes; with byte 2's --rule caro,
 *                     --rule caro-exact instead
 *           bit 7:    -g (a verdict per game of a move stream)
 *   byte 2, bits 0-1: 0 plain, 1 --explain, 2 --json, 3 plain with
 *                     --rule caro (given before byte 0's --rule renju,
 *                     which then wins); --rule is given Gomocup's
 *                     number of the rule (8, 9, 4) when the file's
 *                     length is odd, else its name
 *           bit 2:    --show (not with --json)
 *           bits 3-5: the file's NAME, from names[] (quotes, control
 *                     bytes, good and bad UTF-8; "(standard input)" is
 *                     the operand -, and "q\"b\\s/" a directory named
 *                     with a slash, which open(2) takes)
 *           bits 6-7: 0 the rules of byte 0, 1 -k 3, 2 -k 3 --exact,
 *                     3 -n 3x4; --exact comes before --rule caro (caro
 *                     wins, the last of --exact and --rule); under
 *                     --rule renju 1 is -k 5 and 2 -k 5 --exact after
 *                     --rule renju (exact, K 5, no first player), since
 *                     renju with -k 3 is a usage error
 *
 * Each run is ttt_run(argc, argv, io) on {"ttt", options..., "--", PATH},
 * PATH a file of a temporary directory made at start, DIR/NAME (empty:
 * open(2) finds it, and io.read, ignoring the descriptor, gives the
 * input's bytes; the fuzzer's own directory is left alone, so that its
 * artifacts land where they should), or "-" for "(standard input)".
 * The model takes PATH for the name.  io.out is an unlinked temporary
 * file, io.err another one (a FILE *).
 *
 * Inputs past 8 KiB are cut there; with --show, inputs with a line of 15
 * bytes or more are skipped (with the 16-byte buffer such a row would stop
 * the run as too wide to draw) and so are those whose pictures would take
 * more than 2 MiB.
 * Each input is judged three times (four with byte 1 bit 5), each a run
 * of its own (ttt_run() starts from an empty input
 * buffer and ends every run it ends, on usage errors too, with a status).
 * What ttt writes to io.out (results) and io.err (diagnostics), and its
 * exit status must be
 *   (a) those of a model written here from the README: a simple line
 *       classifier (CR before LF, comments, empty lines, mode detection,
 *       boards as runs of rows, headers N, RxC, RxC K, RxC K RULE and RxC
 *       RULE (RULE freestyle, exact, caro, caro-exact or renju, a word of
 *       its own: glued on or unknown, the line is malformed; it lasts
 *       until the next header, and a header without one, N too, takes the
 *       option's; under renju K is 5 without K (under both caros too,
 *       unless -k), and another K rejects the header, "renju is
 *       won by five in a row", the board and rule unchanged, as with a K of
 *       0 or a size of 0 or above 2^63 - 1, each with its message, ttt.1's
 *       or, for renju's, tests/rules.bats'), moves (-s's "player N must
 *       move first" checked, N 1 under renju, and the others' messages
 *       not), malformed lines; picture rows "|c|c|...|c|" read as their
 *       cells, any other row starting '|' making its board Invalid with
 *       ttt.1's message naming its first such row (from 0), the row read as
 *       no cells; a JSON line (a '[', '{' or '"' first but for blanks) in
 *       any mode, ending the board or game under way (a '"' line always
 *       one value, a value whose brackets, not
 *       counting those in strings, do not close on its line going on over
 *       the next lines until they close, a line that ends in a string, an
 *       empty line, cut short, a line that cannot go on with it (after a
 *       whole element, one that does not start with , ] } or :), cut
 *       short and read afresh, or the end of the file, cut short: one
 *       value, its lines joined by LFs, named by its first line, a
 *       malformed one by the line and column of its first wrong byte, a
 *       cut one, if nothing was wrong before, by what cut it),
 *       ["ROW",...] one board, its strings decoded (RFC 8259) its rows, malformed (ttt's message: the
 *       column of the first wrong byte, what was expected) its board
 *       Invalid, the rows read before kept; [[ROW,COL],...] one whole game
 *       on the current board, players alternating from player 1 over the
 *       accepted moves, under the current rule, one verdict line as -g's
 *       (with or without -g; one diagnostic, the first rejected pair's,
 *       naming the line and the pair, "pair N: " and its message, and
 *       --json's "pair" member before "reason"; with -g the rejected lines before it, of no game, are a
 *       game of their own, printed at the JSON line); an array whose
 *       first item starts [" or [[[ (blanks and LFs aside) a list of
 *       boards and games: checked whole (an item neither, "expected a
 *       board [\"ROW\",...] or a game [[ROW,COL],...]" or "an empty
 *       array is neither a board nor a game", or malformed, and it is one
 *       malformed line and nothing is judged), then each item judged in
 *       order as a JSON board or game is, named by its place N from 1:
 *       "board N: " before a board's diagnostic (checked even where the
 *       judge's message is not), "game N: " before "pair M: ", --json's
 *       "item" after "line" and "rule"; an object or a string, whatever it holds and
 *       wherever it is cut short, one Invalid result, "a JSON object is
 *       not a board or a game" or "a JSON string ..."; [] and other
 *       malformed lines, objects and strings a malformed game (its one
 *       rejected line) in a move stream, else a malformed board; in auto
 *       mode [" and [[" decide a board stream, other [[ a move stream (a
 *       list by its first item, even if malformed later), others no mode
 *       (a value over several lines ends the board or game under way at
 *       its first line in ttt, at its last in the model: the same output,
 *       only written sooner with --line-buffered); a Piskvork record in auto
 *       mode, its header the first line: one game on H rows x W columns, K
 *       5 unless -k, the option's rule, x,y[,time] moves from 1 (their
 *       messages checked for a taken cell and off the board), players
 *       alternating over accepted moves, a line starting with a digit and
 *       no move malformed, any other line ending the moves; a move that
 *       does not win and leaves 25 cells or fewer empty (on a board of 25
 *       cells or fewer, the first) draws it, Piskvork's rule: its result 0,
 *       --explain's "draw: N cells left (Piskvork's rule)" ("1 cell"),
 *       --json's "empty":N after "result", and every move after it
 *       Invalid, "the game is already drawn (Piskvork's rule: 25 or fewer
 *       cells left)", the turn staying; with -g one verdict, Pending
 *       without moves, Draw by that rule ("N cells left at move M
 *       (Piskvork's rule)", --json's "empty" after "o"), its line the
 *       first move's or the header's; a size 0 or above 2^63 - 1 the record's one line,
 *       Invalid, a game of the options' board) that hands each board to its
 *       own judge_board (the option's rule, K 5 under renju, and under
 *       caro unless -k) and each move
 *       to its own judge_game (the game's rule; a move of X that fouls
 *       under renju returns 2, judge_game_foul() naming the foul).  First
 *       the number of result lines is compared (board pictures left out),
 *       then each line: the plain result; with --explain the reason (an
 *       Invalid's is its diagnostic's message, a foul's "foul: NAME"
 *       instead of the run, a record's run "run X,Y to X,Y", its cells
 *       as the record writes them, from 1 and the column first); with --json every line must be one valid JSON
 *       object in valid UTF-8 with exactly the README's members and values,
 *       in ttt's order (file, line, item, rule, size, verdict, lines, x, o,
 *       next, reason; game, move, row, col, player, result, empty, lines,
 *       foul), "rule"
 *       when the rule is not freestyle or --rule or --exact was given (a
 *       board's,
 *       JSON boards in a move
 *       stream included, the option's; a move-stream line's the rule of
 *       the game under way or the next one), "foul" after "lines" ([]
 *       then) of a move that fouls.  Each Invalid has one diagnostic "ttt:
 *       NAME:LINE: ", LINE the board's first line or the move line; with -g
 *       (ttt.1, GAMES) a move stream's lines are gathered into games, the
 *       --json "game" of each line, and each game prints one verdict at its
 *       end (an empty line or a valid header while a game is under way,
 *       even a header too wide for --show that then stops the run, or the
 *       end of the file): Invalid if one of its lines was rejected, else X
 *       or O if a move won (O if X fouled), else Draw if its marks fill the
 *       board, else Pending; with --explain the winning lines (or "foul:
 *       NAME") and " at move N", whose turn by the counts of marks, or
 *       "line L: REASON" of the first rejected line (its diagnostic's
 *       message); with --json the members file, line (the game's first
 *       line), rule, game, moves (0 for a game of rejected lines alone),
 *       verdict, lines, x, o, foul when X fouled, empty when a record is
 *       drawn by Piskvork's rule and, when Invalid, pair and reason;
 *       with --show the game's last board, if it started; the diagnostics
 *       stay one per rejected line; with --show each result is followed by
 *       the model's picture (the board as read, or the game's board after
 *       the move line), and a board or game wider than 200 stops the run
 *       with status 2 and its diagnostic;
 *   (b) the same whatever the reads: one byte each, or sizes drawn from
 *       byte 1 (with EINTR now and then), diagnostics included;
 *   (c) the same when every LF lacking a CR before it gets one (CRLF);
 * and with -q nothing on fd 1, the same diagnostics and status.
 * libFuzzer and the sanitizers still report on fd 2.
 */
#include <sys/stat.h>
#include <sys/types.h>

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "judge.h"
#include "ttt.h"

#define TTT_BUFSIZE	16	/* io.bufsize */
#define READ_MAX	8192	/* the largest of the reads' sizes */
#define BIGBUF		65536	/* io.bufsize with reads of up to READ_MAX */


/* What ttt.1 says of the command, as the model needs it. */
#define SHOW_MAX	200	/* --show draws boards up to this size */
#define ST_OK		0
#define ST_INVALID	1
#define ST_TROUBLE	2

enum mode { MODE_AUTO, MODE_BOARD, MODE_MOVES, MODE_PSQ };
enum format { FMT_PLAIN, FMT_EXPLAIN, FMT_JSON };

/* The options of a run, as the option bytes set them. */
static struct {
	enum mode mode;
	int games;		/* -g */
	int quiet;
	int linebuf;
	unsigned gameflags;	/* JUDGE_STRICT */
	enum judge_rule rule;	/* the last of --exact and --rule */
	int exact;		/* --exact: 1 before the --rule options, 2
				 * after them */
	int caro, renju;	/* --rule caro (or caro-exact), then --rule
				 * renju */
	enum judge_rule caror;	/* JUDGE_CARO or JUDGE_CARO_EXACT */
	int numbered;		/* --rule by Gomocup's numbers (4, 8, 9) */
	enum judge_player first;	/* --first, or X under renju */
	enum judge_player firstarg;	/* --first as given, or none */
	uint64_t rows, cols;	/* -n */
	enum format format;
	int show;
	int shape;		/* -n ROWSxCOLS */
	uint64_t k;		/* -k, or 0 */
} opt;

#define MAXIN	8192
#define MAXPIC	(1 << 21)	/* bytes of pictures an input may print */

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);
int	LLVMFuzzerInitialize(int *, char ***);

static const char *const names[8] = {
	"f",
	"(standard input)",
	"q\"b\\s/",
	"ctl \x01\x1f\x7f .",
	"\xff\xfe",
	"caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80",
	"\xed\xa0\x80 \xc0\xaf \xe2\x82",
	"\xf4\x90\x80\x80 \xf0\x8f\xbf\xbf \xe0\x9f\xbf \xf4\x8f\xbf\xbf"
};

/* A growing byte buffer; p is never NULL once put() was called. */
struct bytes {
	char *p;
	size_t len, cap;
};

static void
put(struct bytes *b, const char *s, size_t len)
{
	char *p;

	if (b->p == NULL || len > b->cap - b->len) {
		b->cap = b->cap * 2 + len + 64;
		if ((p = realloc(b->p, b->cap)) == NULL)
			abort();
		b->p = p;
	}
	memcpy(b->p + b->len, s, len);
	b->len += len;
}

static void
puts_(struct bytes *b, const char *s)
{
	put(b, s, strlen(s));
}

static void
putu(struct bytes *b, uint64_t v)
{
	char s[24];

	snprintf(s, sizeof(s), "%llu", (unsigned long long)v);
	puts_(b, s);
}

/* ---- The model ---- */

/* The rules' and the fouls' names, as --json and --explain write them. */
static const char *const rule_names[] = {
	[JUDGE_FREESTYLE] = "freestyle",
	[JUDGE_EXACT] = "exact",
	[JUDGE_CARO] = "caro",
	[JUDGE_RENJU] = "renju",
	[JUDGE_CARO_EXACT] = "caro-exact"
};
static const char *const foul_names[] = {
	[JUDGE_NOFOUL] = "",
	[JUDGE_OVERLINE] = "overline",
	[JUDGE_DOUBLE_FOUR] = "double-four",
	[JUDGE_DOUBLE_THREE] = "double-three"
};

static int
blank(unsigned char c)
{
	return c == ' ' || c == '\t';
}

static int
comment(const char *p, size_t len)
{
	size_t i = 0;

	while (i < len && blank((unsigned char)p[i]))
		i++;
	return i < len && p[i] == '#';
}

static int
digit(unsigned char c)
{
	return c >= '0' && c <= '9';
}

static int
anydigit(const char *p, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (digit((unsigned char)p[i]))
			return 1;
	return 0;
}

/* Whether the digit string p[0, len) is at most the digit string max. */
static int
atmost(const char *p, size_t len, const char *max)
{
	size_t n = strlen(max);

	while (len > 0 && *p == '0') {
		p++;
		len--;
	}
	return len < n || (len == n && memcmp(p, max, n) <= 0);
}

/* A digit string's value, UINT64_MAX if it does not fit. */
static uint64_t
value(const char *p, size_t len)
{
	uint64_t x = 0;
	size_t i;

	if (!atmost(p, len, "18446744073709551615"))
		return UINT64_MAX;
	for (i = 0; i < len; i++)
		x = x * 10 + (uint64_t)(p[i] - '0');
	return x;
}

/* The blank-separated fields of a move line: how many (up to 4), or -1
 * when one is not all digits. */
static int
fields(const char *p, size_t len, const char **f, size_t *flen)
{
	size_t i = 0, j;
	int n = 0;

	for (;;) {
		while (i < len && blank((unsigned char)p[i]))
			i++;
		if (i == len)
			return n;
		for (j = i; j < len && !blank((unsigned char)p[j]); j++)
			if (!digit((unsigned char)p[j]))
				return -1;
		if (n == 4)
			return n;
		f[n] = p + i;
		flen[n] = j - i;
		n++;
		i = j;
	}
}

/* One result line the model expects. */
struct want {
	char kind;		/* 'b' a board, 'm' a move-stream line, 'g' a
				 * game (-g) */
	const char *text;	/* "X", "0", "Invalid"... */
	uint64_t line;		/* the board's first line, or the line */
	unsigned lines;		/* a win's lines (JUDGE_L*) */
	uint64_t lrow, lcol;
	uint64_t run[4];	/* JUDGE_LRUN: from r c, to r c */
	enum judge_foul foul;	/* a move or game lost by a renju foul */
	enum judge_rule rule;	/* --json's "rule": a board's --rule's, a
				 * move-stream line's that of the game under
				 * way or the next one */
	/* boards */
	uint64_t n, x, o;
	const char *next;	/* Pending: whose turn */
	/* moves */
	uint64_t game, move;	/* move 0: the line is no move */
	uint64_t v[3];
	int fits[3];		/* v[i] fits in 64 bits */
	size_t pic0, pic1;	/* --show: its picture, in model.pics */
	size_t self;		/* 'b', 'm': its index in model.w */
	/* games (the line is the first, x and o the marks, game) */
	uint64_t moves, wmove;	/* its move lines, the one that won */
	size_t bad;		/* 1 + the index in model.w of its first
				 * rejected line, or 0 */
	char why[128];		/* an Invalid's message, if the model knows
				 * it ("" otherwise) */
	int hidden;		/* a JSON game's move: its diagnostic only */
	uint64_t pair;		/* a game Invalid by a JSON game's rejected
				 * pair: its place, from 1 (--json's "pair") */
	uint64_t item;		/* a board or game of an array of boards and
				 * games: its place, from 1 (--json's "item",
				 * "board N: " or "game N: " before its
				 * diagnostic's message); else 0 */
	int drawn;		/* a record's move that drew the game by
				 * Piskvork's rule, or a record's Draw */
	uint64_t left;		/* then the cells left empty */
};

/* -g: the game's lines so far. */
struct tally {
	uint64_t lines, first, x, o;
	int winner;		/* 0, JUDGE_P1 or JUDGE_P2 */
	uint64_t wmove, wrow, wcol, run[4];
	unsigned wlines;
	enum judge_foul foul;	/* the winning move's (O's win by it) */
	size_t bad;		/* as in struct want */
	uint64_t pair;		/* as in struct want */
};

struct model {
	struct judge_board *b;
	struct judge_game *g;
	const char *name;
	int show;
	struct want *w;		/* every line's result, as without -g */
	size_t nw;
	struct want *gw;	/* -g: what is printed, games and boards */
	size_t ngw;
	struct tally t;		/* -g: the game being gathered */
	struct bytes pics;	/* --show: the pictures */
	int toobig;		/* they would take more than MAXPIC bytes */
	const char *row[SHOW_MAX];	/* --show: the board's rows */
	size_t rowlen[SHOW_MAX];
	char cell[SHOW_MAX * SHOW_MAX];	/* --show: the game's board */
	char pcells[SHOW_MAX][SHOW_MAX];	/* --show: picture rows' cells */
	char badwhy[128];	/* why the board under way is Invalid, if it
				 * has a row no picture row can be */
	int status;
	int stopped;		/* --show: too wide, at stopline */
	uint64_t stopline;
	uint64_t rows, cols, k;	/* of the next game */
	enum judge_rule rule;
	uint64_t lineno, boardline, boardrows, game, move;
	int ingame, inboard;
	int loose;		/* lines rejected before any move line since
				 * the last game: a game at a JSON line */
	int record, recdone;	/* a Piskvork record; its moves ended */
	int turn;		/* a record's: whose move is next */
	uint64_t placed;	/* a record's marks on its board */
	int drawn;		/* a record drawn by Piskvork's rule */
	uint64_t item;		/* the item of an array of boards and games
				 * being judged, from 1; else 0 */
};

static struct want *
add(struct model *m, char kind, const char *text, uint64_t line)
{
	struct want *w = &m->w[m->nw++];

	memset(w, 0, sizeof(*w));
	w->kind = kind;
	w->text = text;
	w->line = line;
	w->rule = m->rule;
	w->self = m->nw - 1;
	w->item = m->item;
	if (strcmp(text, "Invalid") == 0)
		m->status = ST_INVALID;
	/* -g: every line that prints a result without -g is the game's */
	if (kind == 'm') {
		if (m->t.lines++ == 0)
			m->t.first = line;
		if (w->text[0] == 'I' && m->t.bad == 0)
			m->t.bad = m->nw;
	}
	return w;
}

static const char *
mark_(int p)
{
	return p == JUDGE_P1 ? "X" : "O";
}

/* --show: w's picture, the rows of m->cell (or of the board's rows when
 * isboard is set), each at least width cells wide. */
static void
picture(struct model *m, struct want *w, uint64_t rows, uint64_t width,
    int isboard)
{
	uint64_t r, c, n;
	unsigned char b;
	char cell;

	w->pic0 = m->pics.len;
	for (r = 0; r < rows && !m->toobig; r++) {
		n = isboard && m->rowlen[r] > width ? m->rowlen[r] : width;
		for (c = 0; c < n; c++) {
			if (!isboard)
				cell = m->cell[r * SHOW_MAX + c];
			else if (c >= m->rowlen[r])
				cell = ' ';
			else {
				b = (unsigned char)m->row[r][c];
				cell = b == 'X' || b == 'x' ? 'X' :
				    b == 'O' || b == 'o' ? 'O' :
				    b == '.' || b == ' ' ? ' ' : '?';
			}
			put(&m->pics, "|", 1);
			put(&m->pics, &cell, 1);
		}
		put(&m->pics, "|\n", 2);
		m->toobig = m->pics.len > MAXPIC;
	}
	put(&m->pics, "\n", 1);
	w->pic1 = m->pics.len;
}

static void
model_endboard(struct model *m)
{
	static const char *const v[] = {
		"Pending", "X", "O", "Draw", "Invalid"
	};
	struct judge_why why;
	enum judge_verdict verdict;
	struct want *w;

	if (!m->inboard)
		return;
	m->inboard = 0;
	verdict = judge_board_end(m->b, &why);
	if (m->badwhy[0] != '\0') {
		/* whatever else the board breaks */
		verdict = JUDGE_INVALID;
	}
	w = add(m, 'b', v[verdict], m->boardline);
	w->rule = opt.rule;	/* a board's rule is --rule's, in any stream */
	if (m->badwhy[0] != '\0' && m->item != 0)
		snprintf(w->why, sizeof(w->why), "board %llu: %s",
		    (unsigned long long)m->item, m->badwhy);
	else
		snprintf(w->why, sizeof(w->why), "%s", m->badwhy);
	m->badwhy[0] = '\0';
	w->n = why.n;
	w->x = why.x;
	w->o = why.o;
	if (verdict == JUDGE_X || verdict == JUDGE_O) {
		w->lines = why.lines;
		w->lrow = why.lrow;
		w->lcol = why.lcol;
		memcpy(w->run, why.run, sizeof(w->run));
	}
	if (verdict == JUDGE_PENDING)
		w->next = why.x != why.o ? mark_(why.x > why.o ? 2 : 1) :
		    opt.first != JUDGE_EITHER ? mark_(opt.first) : "X or O";
	if (m->show)
		picture(m, w, m->boardrows, why.n, 1);
	if (opt.games)
		m->gw[m->ngw++] = *w;	/* -g leaves boards as they are */
}

/* ttt.1, Piskvork records: the marks at which a record that nobody has
 * won is a Draw, Piskvork's rule: those that leave 25 cells or fewer
 * empty (on a board of 25 cells or fewer, the first); its cells in
 * *cells (2^64 - 1 when they do not fit). */
static uint64_t
psq_full(const struct model *m, uint64_t *cells)
{
	*cells = m->cols <= UINT64_MAX / m->rows ? m->rows * m->cols :
	    UINT64_MAX;
	return *cells > 25 ? *cells - 25 : 1;
}

/* -g: the end of a game (an empty line or a header after its moves, the
 * end of the file): its verdict, if it has a line. */
static void
model_endgame_(struct model *m, int whole)
{
	static const char *const v[] = { "X", "O" };
	struct tally *t = &m->t;
	struct want *w;
	uint64_t cells;

	/* a record is a game even without a line: its header's */
	if ((!opt.games && !whole) || (t->lines == 0 && !m->record))
		return;
	if (t->lines == 0)
		t->first = 1;
	if (opt.games)
		w = &m->gw[m->ngw++];
	else {
		/* a JSON game without -g: its verdict among the lines' */
		w = &m->w[m->nw++];
	}
	memset(w, 0, sizeof(*w));
	w->kind = 'g';
	w->line = t->first;
	w->rule = m->rule;
	w->game = m->ingame ? m->game : m->game + 1;
	w->moves = m->ingame ? m->move : 0;
	w->x = t->x;
	w->o = t->o;
	w->bad = t->bad;
	w->pair = t->pair;
	w->item = m->item;
	if (t->bad != 0)
		w->text = "Invalid";
	else if (t->winner != 0) {
		w->text = v[t->winner == JUDGE_P1 ? 0 : 1];
		w->lines = t->wlines;
		w->lrow = t->wrow;
		w->lcol = t->wcol;
		memcpy(w->run, t->run, sizeof(w->run));
		w->wmove = t->wmove;
		w->foul = t->foul;
	} else if (m->record && t->x + t->o >= psq_full(m, &cells)) {
		/* a record's, by Piskvork's rule */
		w->text = "Draw";
		w->drawn = 1;
		w->left = cells - t->x - t->o;
	} else if (m->cols <= UINT64_MAX / m->rows &&
	    t->x + t->o == m->rows * m->cols)
		w->text = "Draw";
	else {
		w->text = "Pending";
		/* X moves first under renju and in a JSON game (whole) or
		 * a record, whose players alternate from X, whatever
		 * --first says */
		w->next = t->x != t->o ? mark_(t->x > t->o ? 2 : 1) :
		    m->rule == JUDGE_RENJU || whole || m->record ?
		    mark_(JUDGE_P1) : opt.first != JUDGE_EITHER ?
		    mark_(opt.first) : "X or O";
	}
	/* its last board, if it started */
	if (m->show && m->ingame)
		picture(m, w, m->rows, m->cols, 0);
	memset(t, 0, sizeof(*t));
}

static void
model_endgame(struct model *m)
{
	model_endgame_(m, 0);
}

/*
 * ttt.1, Board pictures: a row starting '|' of the form "|" 1*(cell "|"),
 * a cell any byte but '|': its cells into c, and how many; -1 if the row
 * is not of that form.
 */
static ssize_t
pic_cells(const char *p, size_t len, char *c)
{
	size_t i = 1, n = 0;

	for (;;) {
		/* a cell, then a bar */
		if (i >= len || p[i] == '|')
			return -1;
		c[n++] = p[i++];
		if (i >= len || p[i] != '|')
			return -1;
		if (++i == len)
			return (ssize_t)n;
	}
}

/* A row of the board under way, its cells p[0, len). */
static void
model_row(struct model *m, const char *p, size_t len)
{
	if (m->show && (m->boardrows >= SHOW_MAX || len > SHOW_MAX)) {
		m->stopped = 1;
		m->stopline = m->boardline;
		return;
	}
	/* kept for --show, which stops above SHOW_MAX rows */
	if (m->show) {
		memcpy(m->pcells[m->boardrows], p, len);
		m->row[m->boardrows] = m->pcells[m->boardrows];
		m->rowlen[m->boardrows] = len;
	}
	m->boardrows++;
	if (judge_board_row(m->b, p, len) != JUDGE_OK)
		abort();
}

static void
model_board(struct model *m, const char *p, size_t len)
{
	static char cells[MAXIN];
	ssize_t n;

	if (len == 0) {
		model_endboard(m);
		return;
	}
	if (comment(p, len))
		return;
	if (!m->inboard) {
		m->boardline = m->lineno;
		m->boardrows = 0;
		m->badwhy[0] = '\0';
	}
	m->inboard = 1;
	if (p[0] == '|') {
		if ((n = pic_cells(p, len, cells)) < 0) {
			/* the board Invalid, naming its first such row; the
			 * row has no cells */
			if (m->badwhy[0] == '\0')
				snprintf(m->badwhy, sizeof(m->badwhy),
				    "row %llu is not a picture row "
				    "|c|c|...|c| (one cell between bars)",
				    (unsigned long long)m->boardrows);
			n = 0;
		}
		len = (size_t)n;
		p = cells;
	}
	model_row(m, p, len);
}

/*
 * ttt.1, JSON lines: a line [s, e) whose first byte other than a blank is
 * '[', '{' or '"'; p the next byte to read.  A malformed line's why is
 * its message, naming the first wrong byte (from 1): the first reason
 * found.
 */
struct jline {
	const char *s, *p, *e;
	int item;		/* reading an item of an array of boards and
				 * games: its ']' is not the line's last */
	int multi;		/* a value of several lines, from line0 */
	uint64_t line0;
	const char *cut;	/* what cut it short, or NULL */
	char why[128];
};

static void	model_jgame(struct model *, struct jline *);
static int	jl_pairs(struct jline *, uint64_t (*)[2], size_t *);

static int
jl_bad(struct jline *j, const char *what)
{
	const char *q, *ls = j->s;
	uint64_t line = j->line0;

	if (j->why[0] != '\0')
		return 0;
	/* ttt.1: a value cut short is malformed by that, unless a byte of
	 * it was wrong before */
	if (j->cut != NULL && j->p == j->e) {
		snprintf(j->why, sizeof(j->why), "malformed JSON value: the "
		    "brackets do not close before %s", j->cut);
		return 0;
	}
	if (!j->multi) {
		snprintf(j->why, sizeof(j->why), "malformed JSON line at "
		    "column %zu: %s", (size_t)(j->p - j->s) + 1, what);
		return 0;
	}
	for (q = j->s; q < j->p; q++)
		if (*q == '\n') {
			line++;
			ls = q + 1;
		}
	snprintf(j->why, sizeof(j->why), "malformed JSON value at line %llu, "
	    "column %zu: %s", (unsigned long long)line, (size_t)(j->p - ls) + 1,
	    what);
	return 0;
}

/* Blanks (spaces and tabs) may surround the tokens. */
static void
jl_blanks(struct jline *j)
{
	/* the LFs between a value's lines are blanks too */
	while (j->p < j->e && (blank((unsigned char)*j->p) || *j->p == '\n'))
		j->p++;
}

/* Whether the token c is next; if so, read. */
static int
jl_tok(struct jline *j, char c)
{
	jl_blanks(j);
	if (j->p < j->e && *j->p == c) {
		j->p++;
		return 1;
	}
	return 0;
}

/* \uXXXX's four hex digits at q (which has n bytes), or -1. */
static long
jl_hex(const char *q, size_t n)
{
	long u = 0;
	size_t i;
	int c;

	if (n < 4)
		return -1;
	for (i = 0; i < 4; i++) {
		c = (unsigned char)q[i];
		if (c >= '0' && c <= '9')
			u = u * 16 + (c - '0');
		else if (c >= 'a' && c <= 'f')
			u = u * 16 + (c - 'a' + 10);
		else if (c >= 'A' && c <= 'F')
			u = u * 16 + (c - 'A' + 10);
		else
			return -1;
	}
	return u;
}

/*
 * A string of a JSON board, p past its opening quote: its bytes as RFC
 * 8259 decodes them (code points out in UTF-8) into o; how many, or -1
 * if it is malformed (at a bad escape's backslash, at a control byte, or
 * at the end of the line if it does not end).
 */
static long
jl_string(struct jline *j, char *o)
{
	static const char esc[] = "\"\\/bfnrt", dec[] = "\"\\/\b\f\n\r\t";
	const char *bs, *k;
	long n = 0, u, lo;

	for (;;) {
		if (j->p == j->e)
			return jl_bad(j, "the string does not end") - 1;
		if (*j->p == '"') {
			j->p++;
			return n;
		}
		if ((unsigned char)*j->p < 0x20)
			return jl_bad(j, "a control byte in a string") - 1;
		if (*j->p != '\\') {
			o[n++] = *j->p++;
			continue;
		}
		bs = j->p;
		if (j->e - bs >= 2 && bs[1] != 'u' && bs[1] != '\0' &&
		    (k = strchr(esc, bs[1])) != NULL) {
			o[n++] = dec[k - esc];
			j->p += 2;
			continue;
		}
		if (j->e - bs < 2 || bs[1] != 'u')
			return jl_bad(j, "a bad escape (\\\" \\\\ \\/ \\b "
			    "\\f \\n \\r \\t \\uXXXX)") - 1;
		if ((u = jl_hex(bs + 2, (size_t)(j->e - bs - 2))) < 0)
			return jl_bad(j, "\\u needs 4 hex digits") - 1;
		if (u >= 0xdc00 && u < 0xe000)
			return jl_bad(j, "a lone surrogate") - 1;
		if (u >= 0xd800 && u < 0xdc00) {
			/* a high surrogate needs \u and a low one next */
			if (j->e - bs < 12 || bs[6] != '\\' || bs[7] != 'u' ||
			    (lo = jl_hex(bs + 8, 4)) < 0xdc00 || lo >= 0xe000)
				return jl_bad(j, "a lone surrogate") - 1;
			u = 0x10000 + ((u - 0xd800) << 10 | (lo - 0xdc00));
			j->p += 6;
		}
		j->p += 6;
		if (u < 0x80)
			o[n++] = (char)u;
		else if (u < 0x800) {
			o[n++] = (char)(0xc0 | u >> 6);
			o[n++] = (char)(0x80 | (u & 0x3f));
		} else if (u < 0x10000) {
			o[n++] = (char)(0xe0 | u >> 12);
			o[n++] = (char)(0x80 | (u >> 6 & 0x3f));
			o[n++] = (char)(0x80 | (u & 0x3f));
		} else {
			o[n++] = (char)(0xf0 | u >> 18);
			o[n++] = (char)(0x80 | (u >> 12 & 0x3f));
			o[n++] = (char)(0x80 | (u >> 6 & 0x3f));
			o[n++] = (char)(0x80 | (u & 0x3f));
		}
	}
}

/* After an array's ']': the end of the line, blanks aside, unless the
 * array is an item of another; 0 if the line is malformed there. */
static int
jl_done(struct jline *j)
{
	if (j->item)
		return 1;
	jl_blanks(j);
	return j->p == j->e ||
	    jl_bad(j, "expected the end of the line after ']'");
}

/* The strings of a JSON board, ["ROW",...], p past the '[': each a row
 * of the board under way if feed is set; 0 if malformed (why says why),
 * the rows before kept. */
static int
jl_rows(struct model *m, struct jline *j, int feed)
{
	static char row[MAXIN];
	long n;

	do {
		if (!jl_tok(j, '"'))
			return jl_bad(j, "expected a string, a row");
		if ((n = jl_string(j, row)) < 0)
			return 0;
		if (feed) {
			model_row(m, row, (size_t)n);
			if (m->stopped)
				return 1;
		}
	} while (jl_tok(j, ','));
	if (!jl_tok(j, ']'))
		return jl_bad(j, "expected ',' or ']'");
	return jl_done(j);
}

/* A JSON board, ["ROW",...], p past the '[': one board, each string a
 * row; a malformed line (or one whose why is already set, no board or
 * game) a board Invalid, the rows read before it kept. */
static void
model_jboard(struct model *m, struct jline *j)
{
	m->inboard = 1;
	m->boardline = m->lineno;
	m->boardrows = 0;
	m->badwhy[0] = '\0';
	if (j->why[0] == '\0') {
		(void)jl_rows(m, j, 1);
		if (m->stopped)
			return;
	}
	snprintf(m->badwhy, sizeof(m->badwhy), "%s", j->why);
	model_endboard(m);
}

/* ttt.1, JSON lines: "expected" of an array of boards and games whose
 * item is neither */
#define JL_ITEM	"expected a board [\"ROW\",...] or a game [[ROW,COL],...]"

/*
 * An array of boards and games, [["ROW",...],[[ROW,COL],...],...], p past
 * its '[': checked whole first (0, j->why set, if anything in it is
 * malformed or an item is neither, and nothing is judged), then each item
 * judged by itself, in order, named by its place from 1: a board as a
 * board (model_jboard), a game as a game (model_jgame).
 */
static int
model_jitems(struct model *m, struct jline *j)
{
	static const char *at[MAXIN];
	size_t n = 0, i;
	int ok;

	/* (a) the whole line: each item '[' then '"' (a board) or '['
	 * (a game), and its text */
	do {
		j->item = 1;
		if (!jl_tok(j, '['))
			return jl_bad(j, JL_ITEM);
		jl_blanks(j);
		at[n++] = j->p;
		if (j->p < j->e && *j->p == '"')
			ok = jl_rows(m, j, 0);
		else if (j->p < j->e && *j->p == '[')
			ok = jl_pairs(j, NULL, NULL);
		else
			return jl_bad(j, j->p < j->e && *j->p == ']' ?
			    "an empty array is neither a board nor a game" :
			    JL_ITEM);
		if (!ok)
			return 0;
		j->item = 0;
	} while (jl_tok(j, ','));
	if (!jl_tok(j, ']'))
		return jl_bad(j, "expected ',' or ']'");
	if (!jl_done(j))
		return 0;

	/* (b) the items, each a result */
	for (i = 0; i < n && !m->stopped; i++) {
		j->p = at[i];
		j->item = 1;
		m->item = i + 1;
		if (*at[i] == '"')
			model_jboard(m, j);
		else
			model_jgame(m, j);
		m->item = 0;
	}
	return 1;
}

/*
 * A JSON value p[0, len), p[at] its first byte ('[', '{' or '"'): it ends
 * the board or game under way, and is judged by itself: ["ROW",...] a
 * board, [[ROW,COL],...] a game, [["ROW",...] or [[[ a list of boards and
 * games; an object, a string, an empty array, a malformed array no board
 * or game, one Invalid result (a game's in a move stream, else a
 * board's).  In auto mode [" decides a board stream, [[ a move stream,
 * an array of items as its first item, anything else no mode.
 */
static void
model_json(struct model *m, const char *p, size_t len, size_t at,
    enum mode *mode, const char *cut)
{
	struct jline j;
	const char *q;

	model_endboard(m);
	model_endgame(m);	/* also a game of rejected lines alone */
	m->game += m->loose && !m->ingame;	/* (that one's number) */
	m->loose = 0;
	m->ingame = 0;
	j.s = p;
	j.p = p + at + 1;
	j.e = p + len;
	j.item = 0;
	j.multi = memchr(p, '\n', len) != NULL;
	j.line0 = m->lineno;
	j.cut = cut;
	j.why[0] = '\0';
	if (p[at] != '[') {
		/* whatever it holds, and wherever it is cut */
		snprintf(j.why, sizeof(j.why), "a JSON %s is not a board or a "
		    "game", p[at] == '{' ? "object" : "string");
		goto whole;
	}
	jl_blanks(&j);
	if (j.p < j.e && *j.p == '"') {
		if (*mode == MODE_AUTO)
			*mode = MODE_BOARD;
		model_jboard(m, &j);
		return;
	}
	if (j.p < j.e && *j.p == '[') {
		/* a game, or a list by its first item */
		for (q = j.p + 1; q < j.e && (blank((unsigned char)*q) ||
		    *q == '\n'); q++)
			;
		if (*mode == MODE_AUTO)
			*mode = q < j.e && *q == '"' ? MODE_BOARD : MODE_MOVES;
		if (q == j.e || (*q != '"' && *q != '[')) {
			model_jgame(m, &j);
			return;
		}
		if (model_jitems(m, &j))
			return;
		j.item = 0;
		goto whole;
	}
	jl_bad(&j, j.p < j.e && *j.p == ']' ? "an empty array is neither a "
	    "board nor a game" : "expected [\"ROW\",...], a board, or "
	    "[[ROW,COL],...], a game");
whole:
	/* one Invalid result; decides no mode */
	if (*mode == MODE_MOVES)
		model_jgame(m, &j);
	else
		model_jboard(m, &j);
}

/*
 * ttt.1, JSON lines: the brackets ("[" "]" "{" "}", not in strings) of
 * the text p[0, n), counted on in *open from the line before (*str: in a
 * string, and *esc: after its backslash; *more: the last byte other than a
 * blank outside strings is one of "[{,:", which asks for more); 1 when the
 * value ends with this line: they close, or the line ends inside a string.
 */
static int
jl_closes(const char *p, size_t n, long *open, int *str, int *esc,
    int *more)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (*esc)
			*esc = 0;
		else if (*str && p[i] == '\\')
			*esc = 1;
		else if (*str) {
			if (p[i] == '"')
				*str = 0;
		} else {
			if (!blank((unsigned char)p[i]))
				*more = p[i] != '\0' && strchr("[{,:", p[i]) !=
				    NULL;
			if (p[i] == '"')
				*str = 1;
			else if (p[i] == '[' || p[i] == '{')
				++*open;
			else if ((p[i] == ']' || p[i] == '}') && --*open == 0)
				return 1;
		}
	}
	return *str;
}

/* ttt.1: after a whole element, a line goes on with the value only if it
 * is all blanks or starts (after its blanks) with , ] } or :. */
static int
jl_goes_on(const char *p, size_t n)
{
	size_t i = 0;

	while (i < n && blank((unsigned char)p[i]))
		i++;
	return i == n || p[i] == ',' || p[i] == ']' || p[i] == '}' ||
	    p[i] == ':';
}

/*
 * A line p[0, n) whose first byte other than a blank, p[at], is '[', '{'
 * or '"': a JSON value, judged by itself when it is a string or its
 * brackets close on it; else it goes on over the next lines (after its
 * LF nl, up to e) until they close, an empty line or the end of the file,
 * and is judged as one value of those lines joined by LFs, named by its
 * first line.  Returns the LF of its last line, or NULL at the end of the
 * file.
 */
static const char *
model_jvalue(struct model *m, const char *p, size_t n, size_t at,
    const char *nl, const char *e, enum mode *mode)
{
	static struct bytes v;
	static char cutbuf[48];
	const char *q, *next, *cut = "the end of the file";
	uint64_t first = m->lineno, last;
	long open = 0;
	int str = 0, esc = 0, more = 1;
	size_t k;

	/* a string's line is a value of its own: no JSON string goes on
	 * past its line */
	if (p[at] == '"' || jl_closes(p + at, n - at, &open, &str, &esc,
	    &more)) {
		model_json(m, p, n, at, mode, NULL);
		return nl;
	}
	v.len = 0;
	put(&v, p, n);
	while (nl != NULL && nl + 1 < e) {
		q = nl + 1;
		m->lineno++;
		next = memchr(q, '\n', (size_t)(e - q));
		k = next != NULL ? (size_t)(next - q) : (size_t)(e - q);
		if (k > 0 && q[k - 1] == '\r')
			k--;
		if (k > 0 && !more && !jl_goes_on(q, k)) {
			/* cut short; the line is read afresh */
			snprintf(cutbuf, sizeof(cutbuf), "line %llu",
			    (unsigned long long)m->lineno);
			cut = cutbuf;
			m->lineno--;
			break;
		}
		nl = next;
		if (k == 0) {
			snprintf(cutbuf, sizeof(cutbuf), "the empty line %llu",
			    (unsigned long long)m->lineno);
			cut = cutbuf;
			break;
		}
		put(&v, "\n", 1);
		put(&v, q, k);
		if (jl_closes(q, k, &open, &str, &esc, &more)) {
			cut = NULL;
			break;
		}
	}
	if (nl != NULL && nl + 1 >= e)
		nl = NULL;	/* (its last line was the file's) */
	last = m->lineno;
	m->lineno = first;
	model_json(m, v.p, v.len, at, mode, cut);
	m->lineno = last;
	return nl;
}

/* Where the line's first byte other than a blank is '[', '{' or '"' (a
 * JSON line), its index. */
static long
json_at(const char *p, size_t len)
{
	size_t i = 0;

	while (i < len && blank((unsigned char)p[i]))
		i++;
	return i < len && (p[i] == '[' || p[i] == '{' || p[i] == '"') ?
	    (long)i : -1;
}

/* The rule a word names ("freestyle", "exact", "caro", "renju",
 * "caro-exact", in lowercase), or -1. */
static int
rule_word(const char *p, size_t len)
{
	int r;

	for (r = 0; r < (int)(sizeof(rule_names) / sizeof(rule_names[0])); r++)
		if (strlen(rule_names[r]) == len &&
		    memcmp(rule_names[r], p, len) == 0)
			return r;
	return -1;
}

/*
 * A shape header, "ROWSxCOLS", "ROWSxCOLS K", "ROWSxCOLS K RULE" or
 * "ROWSxCOLS RULE": 1 and the fields (k 0 when not given, *rule the rule
 * named or -1), or 0.  Blanks may surround the fields, but not follow the
 * x; a rule glued to a number or unknown makes no header.
 */
static int
shape(const char *p, size_t len, const char **f, size_t *flen, int *rule)
{
	size_t i = 0, j;

	flen[2] = 0;
	*rule = -1;
	while (i < len && blank((unsigned char)p[i]))
		i++;
	for (j = i; j < len && digit((unsigned char)p[j]); j++)
		;
	if (j == i || j == len || p[j] != 'x')
		return 0;
	f[0] = p + i;
	flen[0] = j - i;
	i = j + 1;	/* no blank right after the x */
	for (j = i; j < len && digit((unsigned char)p[j]); j++)
		;
	if (j == i || (j < len && !blank((unsigned char)p[j])))
		return 0;
	f[1] = p + i;
	flen[1] = j - i;
	for (i = j; i < len && blank((unsigned char)p[i]); i++)
		;
	if (i == len)
		return 1;
	for (j = i; j < len && digit((unsigned char)p[j]); j++)
		;
	if (j > i) {
		/* K, then blanks or the end */
		if (j < len && !blank((unsigned char)p[j]))
			return 0;
		f[2] = p + i;
		flen[2] = j - i;
		for (i = j; i < len && blank((unsigned char)p[i]); i++)
			;
		if (i == len)
			return 1;
	}
	/* RULE, a word, then blanks */
	for (j = i; j < len && !blank((unsigned char)p[j]); j++)
		;
	if ((*rule = rule_word(p + i, j - i)) < 0)
		return 0;
	for (i = j; i < len && blank((unsigned char)p[i]); i++)
		;
	return i == len;
}

/* ttt.1: the K of a rule without a K of a header: renju's 5, else -k's,
 * else both caros' 5, else 0 (K = N). */
static uint64_t
rule_k(enum judge_rule r)
{
	if (r == JUDGE_RENJU)
		return 5;
	return opt.k != 0 || (r != JUDGE_CARO && r != JUDGE_CARO_EXACT) ?
	    opt.k : 5;
}

/*
 * A header: the next game is rows x cols, won by k in a row under rule
 * (-1: the option's).  Without K, rule_k()'s; renju with another K
 * rejects the header.
 */
static void
model_header(struct model *m, const char *rp, size_t rn, const char *cp,
    size_t cn, const char *kp, size_t kn, int rule)
{
	static const char max[] = "9223372036854775807";
	enum judge_rule r = rule < 0 ? opt.rule : (enum judge_rule)rule;
	const char *why = NULL;
	struct want *w;

	/* A K too large for 64 bits is a K nobody reaches, not an error. */
	if (kn > 0 && atmost(kp, kn, "0"))
		why = "win length must be at least 1";
	else if (atmost(rp, rn, "0") || atmost(cp, cn, "0"))
		why = "board size must be at least 1";
	else if (!atmost(rp, rn, max) || !atmost(cp, cn, max))
		why = "board size is out of range";
	else if (r == JUDGE_RENJU && kn > 0 && value(kp, kn) != 5)
		why = "renju is won by five in a row";
	if (why != NULL) {
		/* the board and the rules stay */
		w = add(m, 'm', "Invalid", m->lineno);
		w->game = m->ingame ? m->game : m->game + 1;
		m->loose |= !m->ingame;
		snprintf(w->why, sizeof(w->why), "%s", why);
		return;
	}
	/* the header ends the game under way, by the rules it was played
	 * by, before a board too wide to draw stops the run */
	if (m->ingame)
		model_endgame(m);
	if (m->show && (value(rp, rn) > SHOW_MAX ||
	    value(cp, cn) > SHOW_MAX)) {
		m->stopped = 1;
		m->stopline = m->lineno;
		return;
	}
	m->rows = value(rp, rn);
	m->cols = value(cp, cn);
	m->k = kn > 0 ? value(kp, kn) : rule_k(r);
	m->rule = r;
	m->ingame = 0;
}

/* A game starts, on the board of the last header; 0 if --show stops. */
static int
model_newgame(struct model *m)
{
	if (m->show && (m->rows > SHOW_MAX || m->cols > SHOW_MAX)) {
		m->stopped = 1;
		m->stopline = m->lineno;
		return 0;
	}
	if (judge_game_reset(m->g, m->rows, m->cols, m->k != 0 ||
	    m->rows == m->cols ? m->k : m->rows < m->cols ? m->rows :
	    m->cols, m->rule) != JUDGE_OK)
		abort();
	m->ingame = 1;
	m->game++;
	m->move = 0;
	m->loose = 0;
	if (m->show)
		memset(m->cell, ' ', sizeof(m->cell));
	return 1;
}

/* A number of a [ROW,COL] pair (1*DIGIT), clamped at 2^64 - 1; 0 if
 * there is none. */
static int
jl_num(struct jline *j, uint64_t *v)
{
	const char *s;
	unsigned d;

	jl_blanks(j);
	for (s = j->p, *v = 0; j->p < j->e && digit((unsigned char)*j->p);
	    j->p++) {
		d = (unsigned)(*j->p - '0');
		*v = *v > (UINT64_MAX - d) / 10 ? UINT64_MAX : *v * 10 + d;
	}
	return j->p != s;
}

/* A rejected move's message, where the model knows it: the wrong first
 * player's (under renju player 1, whatever --first says). */
static void
move_why(const struct model *m, struct want *w, int rc)
{
	if (rc == JUDGE_EWRONGFIRST)
		snprintf(w->why, sizeof(w->why), "player %d must move first",
		    m->rule == JUDGE_RENJU ? JUDGE_P1 : (int)opt.first);
}

/* ttt.1, JSON games: the diagnostic of a rejected pair, "pair N: " and
 * the move stream's message for it (Move stream; -s's under renju). */
static void
jpair_why(const struct model *m, struct want *w, int rc, uint64_t pair,
    const uint64_t *v)
{
	char dim[48], what[80];

	if (m->rows == m->cols)
		snprintf(dim, sizeof(dim), "%llu", (unsigned long long)m->rows);
	else
		snprintf(dim, sizeof(dim), "%llux%llu",
		    (unsigned long long)m->rows, (unsigned long long)m->cols);
	switch (rc) {
	case JUDGE_EROW:
	case JUDGE_ECOL:
		snprintf(what, sizeof(what), "%s is off the board (size %s)",
		    rc == JUDGE_EROW ? "row" : "column", dim);
		break;
	case JUDGE_EOVER:
		snprintf(what, sizeof(what), "the game is already won");
		break;
	case JUDGE_ETAKEN:
		snprintf(what, sizeof(what), "cell %llu %llu is taken",
		    (unsigned long long)v[0], (unsigned long long)v[1]);
		break;
	case JUDGE_EWRONGFIRST:
		snprintf(what, sizeof(what), "player %d must move first",
		    m->rule == JUDGE_RENJU ? JUDGE_P1 : (int)opt.first);
		break;
	default:	/* the players alternate: no other reason */
		abort();
	}
	/* an item of an array of boards and games: its name first */
	if (m->item != 0)
		snprintf(w->why, sizeof(w->why), "game %llu: pair %llu: %s",
		    (unsigned long long)m->item, (unsigned long long)pair,
		    what);
	else
		snprintf(w->why, sizeof(w->why), "pair %llu: %s",
		    (unsigned long long)pair, what);
}

/* The [ROW,COL] pairs of a JSON game, p past its '[': each into rc[]
 * (when not NULL), *n how many; 0 if malformed (why says why). */
static int
jl_pairs(struct jline *j, uint64_t (*rc)[2], size_t *n)
{
	uint64_t v[2];

	do {
		if (!jl_tok(j, '['))
			return jl_bad(j, "expected a [ROW,COL] pair");
		if (!jl_num(j, &v[0]))
			return jl_bad(j, "expected ROW, a number from 0");
		if (!jl_tok(j, ','))
			return jl_bad(j, "expected ',' after ROW");
		if (!jl_num(j, &v[1]))
			return jl_bad(j, "expected COL, a number from 0");
		if (!jl_tok(j, ']'))
			return jl_bad(j, "expected ']' after ROW,COL");
		if (rc != NULL) {
			rc[*n][0] = v[0];
			rc[(*n)++][1] = v[1];
		}
	} while (jl_tok(j, ','));
	if (!jl_tok(j, ']'))
		return jl_bad(j, "expected ',' or ']'");
	return jl_done(j);
}

/*
 * A JSON game [[ROW,COL],...] (p past its '['), or a malformed JSON line
 * in a move stream (or one whose why is already set, no board or game):
 * one whole game on the current board, its one verdict as -g gives it,
 * the players alternating from player 1 over the accepted moves;
 * malformed, its one rejected line.
 */
static void
model_jgame(struct model *m, struct jline *j)
{
	static uint64_t rc_[MAXIN][2];
	struct tally *t = &m->t;
	struct want *w;
	size_t n = 0, i;
	int pl = JUDGE_P1, rc;

	if (j->why[0] == '\0')
		(void)jl_pairs(j, rc_, &n);
	/* without -g, no lines before it are the game's */
	if (!opt.games)
		memset(t, 0, sizeof(*t));
	if (!model_newgame(m))
		return;
	if (j->why[0] != '\0') {
		w = add(m, 'm', "Invalid", m->lineno);
		w->hidden = 1;
		snprintf(w->why, sizeof(w->why), "%s", j->why);
		n = 0;
	}
	for (i = 0; i < n; i++) {
		m->move++;
		rc = judge_game_move(m->g, rc_[i][0], rc_[i][1], pl);
		if (rc < 0 && t->pair == 0) {
			/* one diagnostic: the first rejected pair's */
			w = add(m, 'm', "Invalid", m->lineno);
			w->hidden = 1;
			t->pair = i + 1;
			jpair_why(m, w, rc, i + 1, rc_[i]);
		}
		if (rc < 0)
			continue;	/* the turn stays */
		if (t->lines++ == 0)
			t->first = m->lineno;
		if (pl == JUDGE_P1)
			t->x++;
		else
			t->o++;
		if (rc > 0) {
			t->winner = rc;
			t->wmove = m->move;
			t->wrow = rc_[i][0];
			t->wcol = rc_[i][1];
			t->wlines = judge_game_lines(m->g);
			t->foul = judge_game_foul(m->g);
			judge_game_run(m->g, t->run);
		}
		if (m->show)
			m->cell[rc_[i][0] * SHOW_MAX + rc_[i][1]] =
			    pl == JUDGE_P1 ? 'X' : 'O';
		pl = 3 - pl;
	}
	model_endgame_(m, 1);
	m->ingame = 0;
}

static void
model_move(struct model *m, const char *p, size_t len)
{
	const char *f[4];
	size_t flen[4];
	struct want *w;
	uint64_t pl;
	int i, rc, rule;

	if (comment(p, len))
		return;
	switch (fields(p, len, f, flen)) {
	case 0:
		if (m->ingame)
			model_endgame(m);
		m->ingame = 0;
		return;
	case 1:
		model_header(m, f[0], flen[0], f[0], flen[0], NULL, 0, -1);
		return;
	case 3:
		if (!m->ingame && !model_newgame(m))
			return;
		m->move++;
		pl = value(f[2], flen[2]);
		rc = judge_game_move(m->g, value(f[0], flen[0]),
		    value(f[1], flen[1]), pl == 1 || pl == 2 ? (int)pl : 0);
		w = add(m, 'm', rc == 0 ? "0" : rc == 1 ? "1" : rc == 2 ? "2" :
		    "Invalid", m->lineno);
		w->game = m->game;
		w->move = m->move;
		for (i = 0; i < 3; i++) {
			w->v[i] = value(f[i], flen[i]);
			w->fits[i] = atmost(f[i], flen[i],
			    "18446744073709551615");
		}
		move_why(m, w, rc);
		if (rc > 0) {
			/* a foul fills no line */
			w->lines = judge_game_lines(m->g);
			w->foul = judge_game_foul(m->g);
			w->lrow = w->v[0];
			w->lcol = w->v[1];
			judge_game_run(m->g, w->run);
		}
		if (rc >= 0) {
			/* -g: the marks, the move that won */
			if (pl == 1)
				m->t.x++;
			else
				m->t.o++;
			if (rc > 0) {
				m->t.winner = rc;
				m->t.wmove = m->move;
				m->t.wrow = w->lrow;
				m->t.wcol = w->lcol;
				m->t.wlines = w->lines;
				m->t.foul = w->foul;
				memcpy(m->t.run, w->run, sizeof(w->run));
			}
		}
		if (m->show) {
			if (rc >= 0)
				m->cell[w->v[0] * SHOW_MAX + w->v[1]] =
				    pl == 1 ? 'X' : 'O';
			if (!opt.games)
				picture(m, w, m->rows, m->cols, 0);
		}
		return;
	case -1:
		if (shape(p, len, f, flen, &rule)) {
			model_header(m, f[0], flen[0], f[1], flen[1], f[2],
			    flen[2], rule);
			return;
		}
		break;
	}
	w = add(m, 'm', "Invalid", m->lineno);
	w->game = m->ingame ? m->game : m->game + 1;
	m->loose |= !m->ingame;
}

/*
 * ttt.1, Piskvork records: the numbers of a header's or a move's part
 * p[*i, n): NUM (blanks around it) then sep (or the end when sep is 0),
 * each clamped at 2^64 - 1 (*fits then 0); 0 if it is not of that form.
 */
static int
psq_num(const char *p, size_t n, size_t *i, int sep, uint64_t *v, int *fits)
{
	size_t j = *i, s;
	unsigned d;

	while (j < n && blank((unsigned char)p[j]))
		j++;
	for (s = j, *v = 0, *fits = 1; j < n && digit((unsigned char)p[j]);
	    j++) {
		d = (unsigned)(p[j] - '0');
		if (*v > (UINT64_MAX - d) / 10) {
			*v = UINT64_MAX;
			*fits = 0;
		} else
			*v = *v * 10 + d;
	}
	if (j == s)
		return 0;
	while (j < n && blank((unsigned char)p[j]))
		j++;
	if (sep == 0 ? j != n : j == n || p[j] != sep)
		return 0;
	*i = j + 1;
	return 1;
}

/*
 * A file's first line in auto mode: whether it is a record's header,
 * "Piskvorky" blanks W "x" H "," A ":" B "," F; if so the record's game
 * starts, on H rows and W columns, K 5 unless -k; a size of 0 or above
 * 2^63 - 1 is the record's one line, Invalid, and nothing after it is
 * read.
 */
static int
psq_head(const char *p, size_t n, uint64_t *w, uint64_t *h)
{
	uint64_t t;
	size_t i = 9;
	int f;

	return n >= 10 && memcmp(p, "Piskvorky", 9) == 0 &&
	    blank((unsigned char)p[9]) && psq_num(p, n, &i, 'x', w, &f) &&
	    psq_num(p, n, &i, ',', h, &f) && psq_num(p, n, &i, ':', &t, &f) &&
	    psq_num(p, n, &i, ',', &t, &f) && psq_num(p, n, &i, 0, &t, &f);
}

static int
model_psqhead(struct model *m, const char *p, size_t n)
{
	uint64_t w, h;
	struct want *r;

	if (!psq_head(p, n, &w, &h))
		return 0;
	m->record = 1;
	if (w == 0 || h == 0 || w > JUDGE_MAXN || h > JUDGE_MAXN) {
		/* the game of the options' board, its one line rejected */
		if (!model_newgame(m))
			return 1;
		r = add(m, 'm', "Invalid", m->lineno);
		r->game = m->game;
		snprintf(r->why, sizeof(r->why), "%s", w == 0 || h == 0 ?
		    "board size must be at least 1" :
		    "board size is out of range");
		m->recdone = 1;
		return 1;
	}
	m->rows = h;
	m->cols = w;
	m->k = opt.k != 0 ? opt.k : 5;
	m->rule = opt.rule;	/* a record has no rule of its own */
	m->turn = JUDGE_P1;
	(void)model_newgame(m);
	return 1;
}

/* A line of a record after its header: a move x,y or x,y,time (x the
 * column, both from 1) of the player whose turn it is, the turn passing
 * when it is accepted; a line starting with a digit (after blanks) and no
 * move is malformed; any other ends the moves. */
static void
model_psq(struct model *m, const char *p, size_t n)
{
	uint64_t x, y, t, cells;
	size_t i = 0, j;
	int fx, fy, f, rc, move;
	struct want *w;

	if (m->recdone)
		return;
	/* x, then y and the end, or y, time and the end */
	move = psq_num(p, n, &i, ',', &x, &fx);
	j = i;
	move = move && (psq_num(p, n, &i, 0, &y, &fy) || (i = j,
	    psq_num(p, n, &i, ',', &y, &fy) && psq_num(p, n, &i, 0, &t, &f)));
	if (!move) {
		for (i = 0; i < n && blank((unsigned char)p[i]); i++)
			;
		if (i < n && digit((unsigned char)p[i])) {
			w = add(m, 'm', "Invalid", m->lineno);
			w->game = m->game;
			snprintf(w->why, sizeof(w->why), "malformed move: "
			    "expected X,Y or X,Y,TIME");
		} else
			m->recdone = 1;
		return;
	}
	m->move++;
	w = add(m, 'm', "", m->lineno);
	w->game = m->game;
	w->move = m->move;
	w->v[0] = y != 0 ? y - 1 : UINT64_MAX;
	w->v[1] = x != 0 ? x - 1 : UINT64_MAX;
	w->v[2] = (uint64_t)m->turn;
	w->fits[0] = fy && y != 0;
	w->fits[1] = fx && x != 0;
	w->fits[2] = 1;
	if (m->drawn) {
		/* ttt.1: rejected as a move after a win is, whatever its
		 * cell; the turn stays */
		w->text = "Invalid";
		m->status = ST_INVALID;
		if (m->t.bad == 0)
			m->t.bad = w->self + 1;
		snprintf(w->why, sizeof(w->why), "the game is already drawn "
		    "(Piskvork's rule: 25 or fewer cells left)");
		if (m->show && !opt.games)
			picture(m, w, m->rows, m->cols, 0);
		return;
	}
	rc = judge_game_move(m->g, w->v[0], w->v[1], m->turn);
	w->text = rc == 0 ? "0" : rc == 1 ? "1" : rc == 2 ? "2" : "Invalid";
	if (rc < 0) {
		m->status = ST_INVALID;
		if (m->t.bad == 0)
			m->t.bad = w->self + 1;
	}
	move_why(m, w, rc);
	if (rc == JUDGE_ETAKEN)
		snprintf(w->why, sizeof(w->why), "cell %llu,%llu is taken",
		    (unsigned long long)x, (unsigned long long)y);
	else if (rc == JUDGE_EROW)
		snprintf(w->why, sizeof(w->why), "y is off the board (1 to "
		    "%llu)", (unsigned long long)m->rows);
	else if (rc == JUDGE_ECOL)
		snprintf(w->why, sizeof(w->why), "x is off the board (1 to "
		    "%llu)", (unsigned long long)m->cols);
	if (rc > 0) {
		w->lines = judge_game_lines(m->g);
		w->foul = judge_game_foul(m->g);
		w->lrow = w->v[0];
		w->lcol = w->v[1];
		judge_game_run(m->g, w->run);
		m->t.winner = rc;
		m->t.wmove = m->move;
		m->t.wrow = w->lrow;
		m->t.wcol = w->lcol;
		m->t.wlines = w->lines;
		m->t.foul = w->foul;
		memcpy(m->t.run, w->run, sizeof(w->run));
	}
	if (rc >= 0) {
		if (m->turn == JUDGE_P1)
			m->t.x++;
		else
			m->t.o++;
		if (m->show)
			m->cell[w->v[0] * SHOW_MAX + w->v[1]] =
			    m->turn == JUDGE_P1 ? 'X' : 'O';
		m->turn = 3 - m->turn;
		/* Piskvork's rule: a move that wins not and leaves 25
		 * cells or fewer empty draws the record */
		if (rc == 0 && ++m->placed >= psq_full(m, &cells)) {
			m->drawn = w->drawn = 1;
			w->left = cells - m->placed;
		}
	}
	if (m->show && !opt.games)
		picture(m, w, m->rows, m->cols, 0);
}

/* The results, diagnostics and status ttt should give for p[0, len). */
static void
model(struct model *m, const char *p, size_t len)
{
	const char *e = p + len, *nl;
	size_t n;
	long at;
	enum mode mode = opt.mode;

	m->nw = m->ngw = 0;
	memset(&m->t, 0, sizeof(m->t));
	m->pics.len = 0;
	put(&m->pics, "", 0);
	m->toobig = 0;
	m->status = ST_OK;
	m->stopped = 0;
	m->rows = opt.rows;
	m->cols = opt.cols;
	m->k = rule_k(opt.rule);
	m->rule = opt.rule;
	m->lineno = m->game = m->move = 0;
	m->loose = 0;
	m->ingame = m->inboard = 0;
	m->record = m->recdone = 0;
	m->placed = 0;
	m->drawn = 0;
	m->item = 0;
	m->badwhy[0] = '\0';
	while (p < e && !m->stopped && !m->toobig) {
		m->lineno++;
		nl = memchr(p, '\n', (size_t)(e - p));
		n = nl ? (size_t)(nl - p) : (size_t)(e - p);
		if (n > 0 && p[n - 1] == '\r')
			n--;
		if (mode == MODE_AUTO && m->lineno == 1 &&
		    model_psqhead(m, p, n))
			mode = MODE_PSQ;
		else if (mode == MODE_PSQ)
			model_psq(m, p, n);
		else if ((at = json_at(p, n)) >= 0)
			nl = model_jvalue(m, p, n, (size_t)at, nl, e, &mode);
		else {
			if (mode == MODE_AUTO && n > 0 && !comment(p, n))
				mode = anydigit(p, n) ? MODE_MOVES :
				    MODE_BOARD;
			if (mode == MODE_BOARD)
				model_board(m, p, n);
			else if (mode == MODE_MOVES)
				model_move(m, p, n);
		}
		if (nl == NULL)
			break;
		p = nl + 1;
	}
	if (m->stopped)
		m->status = ST_TROUBLE;
	else {
		model_endgame(m);
		model_endboard(m);
	}
}

/* "row 2, column 0, diagonal, anti-diagonal" or "run 0 0 to 0 4" (a
 * record's, xy: "run 1,1 to 5,1"): --explain's lines. */
static void
lines_text(struct bytes *b, unsigned lines, uint64_t row, uint64_t col,
    const uint64_t *run, int xy)
{
	const char *sep = "";
	int i;

	if (lines & JUDGE_LRUN) {
		/* ttt.1, Piskvork records: a record's cells are x,y from 1,
		 * the column first */
		for (i = 0; i < 4; i += 2) {
			puts_(b, i == 0 ? "run " : " to ");
			putu(b, xy ? run[i + 1] + 1 : run[i]);
			puts_(b, xy ? "," : " ");
			putu(b, xy ? run[i] + 1 : run[i + 1]);
		}
		return;
	}

	if (lines & JUDGE_LROW) {
		puts_(b, "row ");
		putu(b, row);
		sep = ", ";
	}
	if (lines & JUDGE_LCOL) {
		puts_(b, sep);
		puts_(b, "column ");
		putu(b, col);
		sep = ", ";
	}
	if (lines & JUDGE_LDIAG) {
		puts_(b, sep);
		puts_(b, "diagonal");
		sep = ", ";
	}
	if (lines & JUDGE_LANTI) {
		puts_(b, sep);
		puts_(b, "anti-diagonal");
	}
}

/* ---- A small JSON reader ---- */

/* The length of the well-formed UTF-8 sequence at p (Unicode table 3-7),
 * or 0. */
static size_t
utf8_seq(const unsigned char *p, const unsigned char *e)
{
	size_t n, i;
	unsigned char lo = 0x80, hi = 0xbf;

	if (p[0] < 0x80)
		return 1;
	if (p[0] >= 0xc2 && p[0] <= 0xdf)
		n = 2;
	else if (p[0] >= 0xe0 && p[0] <= 0xef)
		n = 3;
	else if (p[0] >= 0xf0 && p[0] <= 0xf4)
		n = 4;
	else
		return 0;
	if (p[0] == 0xe0)
		lo = 0xa0;
	else if (p[0] == 0xed)
		hi = 0x9f;
	else if (p[0] == 0xf0)
		lo = 0x90;
	else if (p[0] == 0xf4)
		hi = 0x8f;
	if ((size_t)(e - p) < n || p[1] < lo || p[1] > hi)
		return 0;
	for (i = 2; i < n; i++)
		if (p[i] < 0x80 || p[i] > 0xbf)
			return 0;
	return n;
}

/* The name as a JSON string should carry it: each byte that is not part
 * of well-formed UTF-8 replaced by U+FFFD. */
static void
json_name(struct bytes *b, const char *name)
{
	const unsigned char *p = (const unsigned char *)name;
	const unsigned char *e = p + strlen(name);
	size_t n;

	b->len = 0;
	put(b, "", 0);
	while (p < e)
		if ((n = utf8_seq(p, e)) > 0) {
			put(b, (const char *)p, n);
			p += n;
		} else {
			put(b, "\xef\xbf\xbd", 3);
			p++;
		}
}

/* A value of a top-level member. */
struct jval {
	char type;		/* 's' string, 'u' integer, 'n' null, 'l' lines,
				 * 'x' anything else */
	struct bytes s;
	uint64_t u;
	unsigned lines;
	uint64_t lrow, lcol;
	uint64_t run[4];
};

#define JMAX	16

struct jobj {
	int n;
	char key[JMAX][16];
	struct jval val[JMAX];
};

struct jin {
	const char *p, *e;
	int bad;
};

static void
ws(struct jin *j)
{
	while (j->p < j->e && (*j->p == ' ' || *j->p == '\t' ||
	    *j->p == '\n' || *j->p == '\r'))
		j->p++;
}

static int
eat(struct jin *j, char c)
{
	ws(j);
	if (j->p < j->e && *j->p == c) {
		j->p++;
		return 1;
	}
	return 0;
}

static void
putcp(struct bytes *b, unsigned long c)
{
	char u[4];

	if (c < 0x80) {
		u[0] = (char)c;
		put(b, u, 1);
	} else if (c < 0x800) {
		u[0] = (char)(0xc0 | c >> 6);
		u[1] = (char)(0x80 | (c & 0x3f));
		put(b, u, 2);
	} else if (c < 0x10000) {
		u[0] = (char)(0xe0 | c >> 12);
		u[1] = (char)(0x80 | (c >> 6 & 0x3f));
		u[2] = (char)(0x80 | (c & 0x3f));
		put(b, u, 3);
	} else {
		u[0] = (char)(0xf0 | c >> 18);
		u[1] = (char)(0x80 | (c >> 12 & 0x3f));
		u[2] = (char)(0x80 | (c >> 6 & 0x3f));
		u[3] = (char)(0x80 | (c & 0x3f));
		put(b, u, 4);
	}
}

static unsigned long
hex4(struct jin *j)
{
	unsigned long c = 0;
	int i;
	char h;

	if (j->e - j->p < 4) {
		j->bad = 1;
		return 0;
	}
	for (i = 0; i < 4; i++) {
		h = *j->p++;
		c <<= 4;
		if (h >= '0' && h <= '9')
			c |= (unsigned long)(h - '0');
		else if ((h | 0x20) >= 'a' && (h | 0x20) <= 'f')
			c |= (unsigned long)((h | 0x20) - 'a' + 10);
		else
			j->bad = 1;
	}
	return c;
}

/* A string, decoded into b (if not NULL). */
static void
jstring(struct jin *j, struct bytes *b)
{
	unsigned long c, lo;
	unsigned char u;

	if (b != NULL) {
		b->len = 0;
		put(b, "", 0);
	}
	if (!eat(j, '"')) {
		j->bad = 1;
		return;
	}
	while (!j->bad) {
		if (j->p == j->e) {
			j->bad = 1;
			return;
		}
		u = (unsigned char)*j->p++;
		if (u == '"')
			return;
		if (u < 0x20) {
			j->bad = 1;
			return;
		}
		if (u != '\\') {
			if (b != NULL)
				put(b, j->p - 1, 1);
			continue;
		}
		if (j->p == j->e) {
			j->bad = 1;
			return;
		}
		switch (*j->p++) {
		case '"': c = '"'; break;
		case '\\': c = '\\'; break;
		case '/': c = '/'; break;
		case 'b': c = '\b'; break;
		case 'f': c = '\f'; break;
		case 'n': c = '\n'; break;
		case 'r': c = '\r'; break;
		case 't': c = '\t'; break;
		case 'u':
			c = hex4(j);
			if (c >= 0xd800 && c <= 0xdbff && j->e - j->p >= 6 &&
			    j->p[0] == '\\' && j->p[1] == 'u') {
				j->p += 2;
				lo = hex4(j);
				if (lo < 0xdc00 || lo > 0xdfff)
					j->bad = 1;
				c = 0x10000 + ((c - 0xd800) << 10) +
				    (lo - 0xdc00);
			} else if (c >= 0xd800 && c <= 0xdfff)
				j->bad = 1;	/* a lone surrogate */
			break;
		default:
			j->bad = 1;
			return;
		}
		if (b != NULL)
			putcp(b, c);
	}
}

/* A number; *u its value if it is an integer that fits 64 bits. */
static int
jnumber(struct jin *j, uint64_t *u)
{
	const char *s;
	int integer = 1, fits = 1;
	uint64_t x = 0;

	ws(j);
	s = j->p;
	if (j->p < j->e && *j->p == '-') {
		integer = 0;
		j->p++;
	}
	if (j->p < j->e && *j->p == '0')
		j->p++;
	else if (j->p < j->e && *j->p >= '1' && *j->p <= '9')
		while (j->p < j->e && digit((unsigned char)*j->p)) {
			if (x > (UINT64_MAX - (uint64_t)(*j->p - '0')) / 10)
				fits = 0;
			x = x * 10 + (uint64_t)(*j->p++ - '0');
		}
	else {
		j->bad = 1;
		return 0;
	}
	if (j->p < j->e && *j->p == '.') {
		integer = 0;
		if (++j->p == j->e || !digit((unsigned char)*j->p))
			j->bad = 1;
		while (j->p < j->e && digit((unsigned char)*j->p))
			j->p++;
	}
	if (j->p < j->e && (*j->p == 'e' || *j->p == 'E')) {
		integer = 0;
		j->p++;
		if (j->p < j->e && (*j->p == '+' || *j->p == '-'))
			j->p++;
		if (j->p == j->e || !digit((unsigned char)*j->p))
			j->bad = 1;
		while (j->p < j->e && digit((unsigned char)*j->p))
			j->p++;
	}
	*u = x;
	return j->p > s && integer && fits;
}

static void jvalue(struct jin *, int);

static int
jword(struct jin *j, const char *w)
{
	size_t n = strlen(w);

	ws(j);
	if ((size_t)(j->e - j->p) >= n && memcmp(j->p, w, n) == 0) {
		j->p += n;
		return 1;
	}
	return 0;
}

/* Any value, checked and skipped. */
static void
jvalue(struct jin *j, int depth)
{
	uint64_t u;

	ws(j);
	if (depth > 16 || j->p == j->e) {
		j->bad = 1;
		return;
	}
	if (*j->p == '"')
		jstring(j, NULL);
	else if (eat(j, '{')) {
		if (eat(j, '}'))
			return;
		do {
			jstring(j, NULL);
			if (!eat(j, ':'))
				j->bad = 1;
			jvalue(j, depth + 1);
		} while (!j->bad && eat(j, ','));
		if (!eat(j, '}'))
			j->bad = 1;
	} else if (eat(j, '[')) {
		if (eat(j, ']'))
			return;
		do
			jvalue(j, depth + 1);
		while (!j->bad && eat(j, ','));
		if (!eat(j, ']'))
			j->bad = 1;
	} else if (!jword(j, "null") && !jword(j, "true") &&
	    !jword(j, "false"))
		(void)jnumber(j, &u);
}

/* A "lines" array: [{"kind":"row","index":2}, {"kind":"diagonal"}...],
 * or [{"kind":"run","from":[0,1],"to":[2,3]}]. */
static void
jlines(struct jin *j, struct jval *v)
{
	static struct bytes s;
	uint64_t u, index, run[4] = { 0, 0, 0, 0 };
	unsigned bit, ends;
	int hasindex, end;

	v->type = 'l';
	v->lines = 0;
	if (!eat(j, '[')) {
		j->bad = 1;
		return;
	}
	if (eat(j, ']'))
		return;
	do {
		bit = 0;
		hasindex = 0;
		index = 0;
		ends = 0;
		if (!eat(j, '{')) {
			j->bad = 1;
			return;
		}
		do {
			jstring(j, &s);
			if (!eat(j, ':')) {
				j->bad = 1;
				return;
			}
			if (s.len == 4 && memcmp(s.p, "kind", 4) == 0 &&
			    bit == 0) {
				jstring(j, &s);
				bit = s.len == 3 && !memcmp(s.p, "row", 3) ?
				    JUDGE_LROW : s.len == 6 &&
				    !memcmp(s.p, "column", 6) ? JUDGE_LCOL :
				    s.len == 8 && !memcmp(s.p, "diagonal", 8) ?
				    JUDGE_LDIAG : s.len == 13 &&
				    !memcmp(s.p, "anti-diagonal", 13) ?
				    JUDGE_LANTI : s.len == 3 &&
				    !memcmp(s.p, "run", 3) ? JUDGE_LRUN :
				    0x100;
			} else if (s.len == 5 && memcmp(s.p, "index", 5) == 0 &&
			    !hasindex) {
				if (!jnumber(j, &u))
					j->bad = 1;
				index = u;
				hasindex = 1;
			} else if (((s.len == 4 && memcmp(s.p, "from", 4) == 0 &&
			    !(ends & 1)) || (s.len == 2 &&
			    memcmp(s.p, "to", 2) == 0 && !(ends & 2)))) {
				/* [row, col] */
				end = s.len == 4 ? 0 : 2;
				ends |= s.len == 4 ? 1 : 2;
				if (!eat(j, '[') || !jnumber(j, &run[end]) ||
				    !eat(j, ',') ||
				    !jnumber(j, &run[end + 1]) || !eat(j, ']'))
					j->bad = 1;
			} else {
				jvalue(j, 1);
				bit = 0x100;
			}
		} while (!j->bad && eat(j, ','));
		if (!eat(j, '}'))
			j->bad = 1;
		/* a row or column has an index, a run its ends, the
		 * diagonals neither */
		if (bit == 0 || (v->lines & bit) ||
		    hasindex != (bit == JUDGE_LROW || bit == JUDGE_LCOL) ||
		    (ends == 3) != (bit == JUDGE_LRUN) || (ends != 0 &&
		    ends != 3))
			bit = 0x100;
		v->lines |= bit;
		if (bit == JUDGE_LRUN)
			memcpy(v->run, run, sizeof(run));
		if (bit == JUDGE_LROW)
			v->lrow = index;
		if (bit == JUDGE_LCOL)
			v->lcol = index;
	} while (!j->bad && eat(j, ','));
	if (!eat(j, ']'))
		j->bad = 1;
}

/* Reads the line p[0, len) as one JSON object into o; 0 if it is not
 * one, in valid UTF-8, with distinct keys of at most 15 bytes. */
static int
jobject(const char *p, size_t len, struct jobj *o)
{
	struct jin j = { p, p + len, 0 };
	static struct bytes key;
	struct jval *v;
	size_t i;
	int k;

	for (i = 0; i < len; i += utf8_seq((const unsigned char *)p + i,
	    (const unsigned char *)p + len))
		if (utf8_seq((const unsigned char *)p + i,
		    (const unsigned char *)p + len) == 0)
			return 0;
	o->n = 0;
	if (!eat(&j, '{'))
		return 0;
	do {
		jstring(&j, &key);
		if (j.bad || key.len >= sizeof(o->key[0]) || o->n == JMAX ||
		    !eat(&j, ':'))
			return 0;
		for (k = 0; k < o->n; k++)
			if (strlen(o->key[k]) == key.len &&
			    memcmp(o->key[k], key.p, key.len) == 0)
				return 0;
		memcpy(o->key[o->n], key.p, key.len);
		o->key[o->n][key.len] = '\0';
		v = &o->val[o->n++];
		ws(&j);
		if (strcmp(o->key[o->n - 1], "lines") == 0)
			jlines(&j, v);
		else if (j.p < j.e && *j.p == '"') {
			v->type = 's';
			jstring(&j, &v->s);
		} else if (jword(&j, "null"))
			v->type = 'n';
		else if (j.p < j.e && (digit((unsigned char)*j.p) ||
		    *j.p == '-'))
			v->type = jnumber(&j, &v->u) ? 'u' : 'x';
		else {
			v->type = 'x';
			jvalue(&j, 1);
		}
	} while (!j.bad && eat(&j, ','));
	if (j.bad || !eat(&j, '}'))
		return 0;
	ws(&j);
	return j.p == j.e;
}

static const struct jval *
jget(const struct jobj *o, const char *key)
{
	int k;

	for (k = 0; k < o->n; k++)
		if (strcmp(o->key[k], key) == 0)
			return &o->val[k];
	return NULL;
}

/* ---- Running ttt ---- */

struct mem {
	const char *p;
	size_t len, off;
	unsigned max;		/* the largest read */
	uint32_t seed;		/* of the read sizes; 0: max each time */
	int eintr;
	unsigned calls;
};

/* io.read: the next chunk of the input, whatever the descriptor. */
static ssize_t
mem_read(void *ctx, int fd, void *buf, size_t size)
{
	struct mem *m = ctx;
	size_t n;

	(void)fd;
	if (m->eintr && m->calls++ % 3 == 1) {
		errno = EINTR;
		return -1;
	}
	n = m->max;
	if (m->seed != 0) {
		m->seed ^= m->seed << 13;
		m->seed ^= m->seed >> 17;
		m->seed ^= m->seed << 5;
		n = 1 + m->seed % m->max;
	}
	if (n > size)
		n = size;
	if (n > m->len - m->off)
		n = m->len - m->off;
	memcpy(buf, m->p + m->off, n);
	m->off += n;
	return (ssize_t)n;
}

/* The results, diagnostics and exit status of one run. */
struct outcome {
	struct bytes res, diag;
	int status;
};

static void
empty_file(int fd)
{
	if (ftruncate(fd, 0) != 0 || lseek(fd, 0, SEEK_SET) != 0)
		abort();
}

/* What was written to fd, up to its offset. */
static void
slurp(int fd, struct bytes *b)
{
	off_t end;

	if ((end = lseek(fd, 0, SEEK_CUR)) < 0)
		abort();
	b->len = 0;
	put(b, "", 0);
	if ((size_t)end > b->cap) {
		free(b->p);
		b->cap = (size_t)end;
		if ((b->p = malloc(b->cap)) == NULL)
			abort();
	}
	if (end > 0 && pread(fd, b->p, (size_t)end, 0) != end)
		abort();
	b->len = (size_t)end;
}

static int outfd;		/* io.out */
static FILE *errf;		/* io.err */
static char tmpdir[] = "/tmp/stream_fuzz.XXXXXX";
static char paths[8][64 + sizeof(tmpdir)];	/* the files of names[] */

/* Judges the file p[0, len) with ttt_run() as the options say, the file
 * named file (names[] in tmpdir, or "-"), read as r says. */
static void
run(const char *p, size_t len, const struct mem *r, const char *file,
    int prefix, struct outcome *o)
{
	static const char *const firstarg[3] = { NULL, "X", "O" };
	static struct mem m;
	struct ttt_io io;
	char *argv[32], size[48];
	int argc = 0;

	m = *r;
	m.p = p;
	m.len = len;
	m.off = 0;
	empty_file(outfd);
	if (fflush(errf) != 0)
		abort();
	empty_file(fileno(errf));
#define ARG(s)	(argv[argc++] = (char *)(s))
	ARG("ttt");
	/* every byte judged as text: the model reads a NUL as a bad byte,
	 * and a binary file is told by its first read, whose size the runs
	 * vary on purpose (tests/scripts.bats checks binary files) */
	ARG("-a");
	if (opt.mode == MODE_BOARD)
		ARG("-b");
	else if (opt.mode == MODE_MOVES)
		ARG("-m");
	if (opt.gameflags & JUDGE_STRICT)
		ARG("-s");
	if (opt.exact == 1)
		ARG("--exact");
	if (opt.caro) {
		ARG("--rule");
		ARG(opt.numbered ? opt.caror == JUDGE_CARO ? "8" : "9" :
		    rule_names[opt.caror]);
	}
	if (opt.firstarg != JUDGE_EITHER) {
		ARG("--first");
		ARG(firstarg[opt.firstarg]);
	}
	if (opt.renju) {
		ARG("--rule");
		ARG(opt.numbered ? "4" : "renju");
	}
	if (prefix)
		ARG("-H");
	if (opt.shape)
		snprintf(size, sizeof(size), "%llux%llu",
		    (unsigned long long)opt.rows, (unsigned long long)opt.cols);
	else
		snprintf(size, sizeof(size), "%llu",
		    (unsigned long long)opt.rows);
	ARG("-n");
	ARG(size);
	if (opt.k != 0) {
		ARG("-k");
		ARG(opt.k == 5 ? "5" : "3");
	}
	if (opt.exact == 2)
		ARG("--exact");
	if (opt.linebuf)
		ARG("--line-buffered");
	if (opt.quiet)
		ARG("-q");
	if (opt.games)
		ARG("-g");
	if (opt.format == FMT_EXPLAIN)
		ARG("--explain");
	else if (opt.format == FMT_JSON)
		ARG("--json");
	if (opt.show)
		ARG("--show");
	ARG("--");
	ARG(file);
	argv[argc] = NULL;
#undef ARG
	memset(&io, 0, sizeof(io));
	io.read = mem_read;
	io.ctx = &m;
	io.out = outfd;
	io.err = errf;
	/* reads of up to 8192 bytes go to a buffer that holds many lines
	 * (the readers' fast paths want 32 bytes), unless --show is on */
	io.bufsize = !opt.show && m.max == READ_MAX ? BIGBUF : TTT_BUFSIZE;
	o->status = ttt_run(argc, argv, &io);
	if (fflush(errf) != 0)
		abort();
	slurp(outfd, &o->res);
	slurp(fileno(errf), &o->diag);
}

/* ---- Checking ---- */

/* len bytes at p, quoted, with \n, \t, \\, \" and other bytes
 * outside printable ASCII escaped. */
static void
show_bytes(const char *what, const char *p, size_t len)
{
	size_t i, n = len < 800 ? len : 800;
	unsigned char c;

	fprintf(stderr, "  %s (%zu bytes): \"", what, len);
	for (i = 0; i < n; i++) {
		c = (unsigned char)p[i];
		if (c == '\n')
			fputs("\\n", stderr);
		else if (c == '\t')
			fputs("\\t", stderr);
		else if (c == '\\' || c == '"')
			fprintf(stderr, "\\%c", c);
		else if (c < 0x20 || c > 0x7e)
			fprintf(stderr, "\\x%02x", c);
		else
			fputc(c, stderr);
	}
	fputs(len <= 800 ? "\"\n" : "\"...\n", stderr);
}

static const char *curname, *curfile;

static void	cleanup(void);
static int curprefix;

static _Noreturn void
fail(const struct outcome *o)
{
	fprintf(stderr, "  options: mode %d flags %u first %d size %llux%llu "
	    "%s k %llu rule %s format %d show %d linebuf %d quiet %d "
	    "prefix %d games %d\n",
	    (int)opt.mode, opt.gameflags, (int)opt.first,
	    (unsigned long long)opt.rows, (unsigned long long)opt.cols,
	    opt.shape ? "(shape)" : "", (unsigned long long)opt.k,
	    rule_names[opt.rule], (int)opt.format, opt.show, opt.linebuf,
	    opt.quiet, curprefix, opt.games);
	show_bytes("name", curname, strlen(curname));
	if (o != NULL) {
		show_bytes("results", o->res.p, o->res.len);
		show_bytes("diagnostics", o->diag.p, o->diag.len);
		fprintf(stderr, "  exit status %d\n", o->status);
	}
	cleanup();
	abort();
}

static size_t
count_lines(const struct bytes *b)
{
	size_t i, n = 0;

	for (i = 0; i < b->len; i++)
		n += b->p[i] == '\n';
	return n;
}

/* Run o is run a again: the same results, diagnostics and status. */
static void
same_run(const char *what, const struct outcome *o, const struct outcome *a,
    const char *aname)
{
	const struct bytes *g[2] = { &o->res, &o->diag };
	const struct bytes *w[2] = { &a->res, &a->diag };
	static const char *const thing[2] = { "result", "diagnostic" };
	size_t i, k, line;

	for (k = 0; k < 2; k++) {
		if (count_lines(g[k]) != count_lines(w[k])) {
			fprintf(stderr, "stream_fuzz: %s: %zu %s lines, %s: "
			    "%zu\n", what, count_lines(g[k]), thing[k], aname,
			    count_lines(w[k]));
			show_bytes(aname, w[k]->p, w[k]->len);
			fail(o);
		}
		if (g[k]->len != w[k]->len ||
		    memcmp(g[k]->p, w[k]->p, g[k]->len) != 0) {
			for (i = 0, line = 1; i < g[k]->len &&
			    i < w[k]->len && g[k]->p[i] == w[k]->p[i]; i++)
				line += g[k]->p[i] == '\n';
			fprintf(stderr, "stream_fuzz: %s: %s line %zu differs "
			    "from %s\n", what, thing[k], line, aname);
			show_bytes(aname, w[k]->p, w[k]->len);
			fail(o);
		}
	}
	if (o->status != a->status) {
		fprintf(stderr, "stream_fuzz: %s: exit status %d, %s: %d\n",
		    what, o->status, aname, a->status);
		fail(o);
	}
}

/* A line of a --show picture: "|X|O| |?|". */
static int
picture_row(const char *p, size_t len)
{
	size_t i;

	if (len < 3 || len % 2 == 0)
		return 0;
	for (i = 0; i < len; i++)
		if (i % 2 == 0 ? p[i] != '|' :
		    p[i] != 'X' && p[i] != 'O' && p[i] != ' ' && p[i] != '?')
			return 0;
	return 1;
}

static int
same_lines(const struct jval *v, const struct want *w)
{
	return v->type == 'l' && v->lines == w->lines &&
	    (!(w->lines & JUDGE_LROW) || v->lrow == w->lrow) &&
	    (!(w->lines & JUDGE_LCOL) || v->lcol == w->lcol) &&
	    (!(w->lines & JUDGE_LRUN) ||
	    memcmp(v->run, w->run, sizeof(w->run)) == 0);
}

static void
check_json(const struct want *w, const char *p, size_t len,
    const char *reason, size_t rlen, const struct outcome *o, size_t k)
{
	static struct bytes name, shape_s;
	static struct jobj obj;
	const struct jval *v;
	int nkeys, i;
	const char *why = NULL;

#define J(key, cond) do { \
	v = jget(&obj, key); \
	if (v == NULL || v != &obj.val[nkeys++] || !(cond)) { \
		why = key; \
		goto bad; \
	} \
} while (0)
#define JSTR(str)	(v->type == 's' && v->s.len == strlen(str) && \
	memcmp(v->s.p, str, v->s.len) == 0)
#define JU(x)	(v->type == 'u' && v->u == (x))

	if (!jobject(p, len, &obj)) {
		fprintf(stderr, "stream_fuzz: result line %zu is not one JSON "
		    "object in UTF-8\n", k + 1);
		show_bytes("line", p, len);
		fail(o);
	}
	nkeys = 0;
	json_name(&name, curname);
	J("file", v->type == 's' && v->s.len == name.len &&
	    memcmp(v->s.p, name.p, name.len) == 0);
	J("line", JU(w->line));
	if (w->rule != JUDGE_FREESTYLE || opt.caro || opt.renju || opt.exact)
		J("rule", JSTR(rule_names[w->rule]));
	if (w->item != 0)
		J("item", JU(w->item));
	if (w->kind == 'b') {
		if (opt.shape && opt.rows != opt.cols) {
			shape_s.len = 0;
			putu(&shape_s, opt.rows);
			puts_(&shape_s, "x");
			putu(&shape_s, opt.cols);
			put(&shape_s, "", 1);
			J("size", JSTR(shape_s.p));
		} else
			J("size", JU(w->n));
		J("verdict", JSTR(w->text));
		J("lines", same_lines(v, w));
		J("x", JU(w->x));
		J("o", JU(w->o));
		if (w->next != NULL)
			J("next", JSTR(w->next));
		else
			J("next", v->type == 'n');
	} else if (w->kind == 'g') {
		J("game", JU(w->game));
		J("moves", JU(w->moves));
		J("verdict", JSTR(w->text));
		J("lines", same_lines(v, w));
		J("x", JU(w->x));
		J("o", JU(w->o));
		if (w->foul != JUDGE_NOFOUL)
			J("foul", JSTR(foul_names[w->foul]));
		if (w->drawn)
			J("empty", JU(w->left));
		if (w->pair != 0)
			J("pair", JU(w->pair));
	} else {
		J("game", JU(w->game));
		if (w->move == 0) {
			J("move", v->type == 'n');
			J("row", v->type == 'n');
			J("col", v->type == 'n');
			J("player", v->type == 'n');
		} else {
			J("move", JU(w->move));
			J("row", w->fits[0] ? JU(w->v[0]) : v->type == 'n');
			J("col", w->fits[1] ? JU(w->v[1]) : v->type == 'n');
			J("player", w->fits[2] ? JU(w->v[2]) :
			    v->type == 'n');
		}
		if (strcmp(w->text, "Invalid") == 0)
			J("result", JSTR("Invalid"));
		else
			J("result", JU((uint64_t)(w->text[0] - '0')));
		if (w->drawn)
			J("empty", JU(w->left));
		/* a win's lines, [] for a foul, and the foul */
		if (w->lines != 0 || w->foul != JUDGE_NOFOUL)
			J("lines", same_lines(v, w));
		if (w->foul != JUDGE_NOFOUL)
			J("foul", JSTR(foul_names[w->foul]));
	}
	if (reason != NULL)
		J("reason", v->type == 's' && v->s.len == rlen &&
		    memcmp(v->s.p, reason, rlen) == 0);
	if (obj.n != nkeys) {
		why = "(the number of members)";
		goto bad;
	}
	for (i = 0; i < obj.n; i++)
		if (jget(&obj, obj.key[i]) != &obj.val[i])
			abort();
	return;
bad:
	fprintf(stderr, "stream_fuzz: --json result line %zu: member %s "
	    "wrong, missing or out of place (want %s \"%s\" of line %llu)\n",
	    k + 1, why,
	    w->kind == 'b' ? "board" : w->kind == 'g' ? "game" : "move",
	    w->text,
	    (unsigned long long)w->line);
	show_bytes("line", p, len);
	fail(o);
#undef J
#undef JSTR
#undef JU
}

/* Run a against the model: results, pictures, diagnostics, status. */
static void
check_model(const struct model *m, const struct outcome *a, int prefix)
{
	static struct bytes want, diag, gwhy;
	static const char **rl, **dl, **wr;
	static size_t *rlen, *dlen, *wrn, cap, wcap;
	static const struct want **res;
	const char *p, *e, *nl;
	size_t nr = 0, nd = 0, k, inv = 0, n;
	const struct want *w, *all = opt.games ? m->gw : m->w;
	size_t nres = 0, nall = opt.games ? m->ngw : m->nw;
	const char *reason = NULL;
	size_t rn = 0, line0;

	/* the lines of the results, pictures left out, and of diagnostics */
	n = count_lines(&a->res) + count_lines(&a->diag) + 2;
	if (n > cap) {
		free(rl);
		free(dl);
		free(rlen);
		free(dlen);
		cap = n;
		if ((rl = malloc(cap * sizeof(*rl))) == NULL ||
		    (dl = malloc(cap * sizeof(*dl))) == NULL ||
		    (rlen = malloc(cap * sizeof(*rlen))) == NULL ||
		    (dlen = malloc(cap * sizeof(*dlen))) == NULL)
			abort();
	}
	if (m->nw + m->ngw + 1 > wcap) {
		free(wr);
		free(wrn);
		wcap = m->nw + m->ngw + 1;
		free(res);
		if ((wr = malloc(wcap * sizeof(*wr))) == NULL ||
		    (wrn = malloc(wcap * sizeof(*wrn))) == NULL ||
		    (res = malloc(wcap * sizeof(*res))) == NULL)
			abort();
	}
	/* what is printed: a JSON game's moves are not */
	for (k = 0; k < nall; k++)
		if (!all[k].hidden)
			res[nres++] = &all[k];
	for (p = a->res.p, e = p + a->res.len; p < e; p = nl + 1) {
		if ((nl = memchr(p, '\n', (size_t)(e - p))) == NULL) {
			fprintf(stderr, "stream_fuzz: results do not end in a "
			    "newline\n");
			fail(a);
		}
		if (m->show && (nl == p || *p == '|')) {
			if (nl > p && !picture_row(p, (size_t)(nl - p))) {
				fprintf(stderr, "stream_fuzz: bad picture "
				    "row\n");
				show_bytes("row", p, (size_t)(nl - p));
				fail(a);
			}
			continue;
		}
		rl[nr] = p;
		rlen[nr++] = (size_t)(nl - p);
	}
	for (p = a->diag.p, e = p + a->diag.len; p < e; p = nl + 1) {
		if ((nl = memchr(p, '\n', (size_t)(e - p))) == NULL)
			nl = e;
		dl[nd] = p;
		dlen[nd++] = (size_t)(nl - p);
	}

	/* (a) first the number of results, then the diagnostics */
	if (nr != nres) {
		fprintf(stderr, "stream_fuzz: %zu result lines, the model "
		    "counts %zu\n", nr, nres);
		fail(a);
	}
	for (k = 0; k < m->nw; k++)
		inv += m->w[k].kind != 'g' &&
		    strcmp(m->w[k].text, "Invalid") == 0;
	if (nd != inv + (m->stopped != 0)) {
		fprintf(stderr, "stream_fuzz: %zu diagnostics, want %zu (one "
		    "a rejected line or board%s)\n", nd,
		    inv + (m->stopped != 0),
		    m->stopped ? ", and a board too wide" : "");
		fail(a);
	}
	if (m->stopped) {
		diag.len = 0;
		puts_(&diag, "ttt: ");
		puts_(&diag, curname);
		puts_(&diag, ":");
		putu(&diag, m->stopline);
		puts_(&diag, ": --show draws boards of at most 200 rows and columns");
		if (dlen[nd - 1] != diag.len ||
		    memcmp(dl[nd - 1], diag.p, diag.len) != 0) {
			fprintf(stderr, "stream_fuzz: last diagnostic is not "
			    "the one of a board too wide\n");
			show_bytes("want", diag.p, diag.len);
			fail(a);
		}
	}

	/* each rejected line's or board's diagnostic, and its message */
	for (k = 0, inv = 0; k < m->nw; k++) {
		w = &m->w[k];
		wr[k] = NULL;
		wrn[k] = 0;
		if (w->kind == 'g' || strcmp(w->text, "Invalid") != 0)
			continue;
		diag.len = 0;
		puts_(&diag, "ttt: ");
		puts_(&diag, curname);
		puts_(&diag, ":");
		putu(&diag, w->line);
		puts_(&diag, ": ");
		if (dlen[inv] < diag.len || memcmp(dl[inv], diag.p,
		    diag.len) != 0) {
			fprintf(stderr, "stream_fuzz: diagnostic %zu does not "
			    "start \"ttt: NAME:%llu: \"\n", inv + 1,
			    (unsigned long long)w->line);
			fail(a);
		}
		wr[k] = dl[inv] + diag.len;
		wrn[k] = dlen[inv] - diag.len;
		if (w->item != 0 && w->why[0] == '\0') {
			/* a board of a list: its name, then the judge's why */
			diag.len = 0;
			puts_(&diag, "board ");
			putu(&diag, w->item);
			puts_(&diag, ": ");
			if (wrn[k] < diag.len + 1 || memcmp(wr[k], diag.p,
			    diag.len) != 0) {
				fprintf(stderr, "stream_fuzz: diagnostic %zu "
				    "does not name board %llu (line %llu)\n",
				    inv + 1, (unsigned long long)w->item,
				    (unsigned long long)w->line);
				show_bytes("got", wr[k], wrn[k]);
				fail(a);
			}
		}
		if (w->why[0] != '\0' && (wrn[k] != strlen(w->why) ||
		    memcmp(wr[k], w->why, wrn[k]) != 0)) {
			fprintf(stderr, "stream_fuzz: diagnostic %zu is not "
			    "the model's (line %llu)\n", inv + 1,
			    (unsigned long long)w->line);
			show_bytes("got", wr[k], wrn[k]);
			show_bytes("want", w->why, strlen(w->why));
			fail(a);
		}
		inv++;
	}

	/* each result, its reason, its picture */
	want.len = 0;
	put(&want, "", 0);
	for (k = 0; k < nres; k++) {
		w = res[k];
		if (w->kind == 'g' && w->bad != 0) {
			/* a game's first rejected line, and why */
			gwhy.len = 0;
			puts_(&gwhy, "line ");
			putu(&gwhy, m->w[w->bad - 1].line);
			puts_(&gwhy, ": ");
			put(&gwhy, wr[w->bad - 1], wrn[w->bad - 1]);
			reason = gwhy.p;
			rn = gwhy.len;
		} else if (w->kind != 'g' && strcmp(w->text, "Invalid") == 0) {
			reason = wr[w->self];
			rn = wrn[w->self];
		} else
			reason = NULL;
		if (opt.format == FMT_JSON) {
			check_json(w, rl[k], rlen[k], reason, rn, a, k);
			continue;
		}
		line0 = want.len;
		if (prefix) {
			puts_(&want, curname);
			puts_(&want, ":");
		}
		puts_(&want, w->text);
		if (opt.format == FMT_EXPLAIN) {
			if (reason != NULL) {
				puts_(&want, "\t");
				put(&want, reason, rn);
			} else if (w->next != NULL) {
				puts_(&want, "\t");
				puts_(&want, w->next);
				puts_(&want, " to move");
			} else if (w->lines != 0 || w->foul != JUDGE_NOFOUL) {
				puts_(&want, "\t");
				if (w->foul != JUDGE_NOFOUL) {
					puts_(&want, "foul: ");
					puts_(&want, foul_names[w->foul]);
				} else
					lines_text(&want, w->lines, w->lrow,
					    w->lcol, w->run, m->record);
				if (w->kind == 'g') {
					puts_(&want, " at move ");
					putu(&want, w->wmove);
				}
			} else if (w->drawn) {
				/* Piskvork's rule: the cells left, and for the
				 * record's verdict the move that left them */
				puts_(&want, w->kind == 'g' ? "\t" : "\tdraw: ");
				putu(&want, w->left);
				puts_(&want, w->left == 1 ? " cell left" :
				    " cells left");
				if (w->kind == 'g') {
					puts_(&want, " at move ");
					putu(&want, w->x + w->o);
				}
				puts_(&want, " (Piskvork's rule)");
			}
		}
		if (rlen[k] != want.len - line0 ||
		    memcmp(rl[k], want.p + line0, rlen[k]) != 0) {
			fprintf(stderr, "stream_fuzz: result line %zu is not "
			    "the model's (line %llu)\n", k + 1,
			    (unsigned long long)w->line);
			show_bytes("got", rl[k], rlen[k]);
			show_bytes("want", want.p + line0, want.len - line0);
			fail(a);
		}
		put(&want, "\n", 1);
		if (m->show)
			put(&want, m->pics.p + w->pic0, w->pic1 - w->pic0);
	}
	/* the whole output: the result lines and the pictures */
	if (opt.format != FMT_JSON && (want.len != a->res.len ||
	    memcmp(want.p, a->res.p, want.len) != 0)) {
		for (k = 0, n = 1; k < want.len && k < a->res.len &&
		    want.p[k] == a->res.p[k]; k++)
			n += want.p[k] == '\n';
		fprintf(stderr, "stream_fuzz: output line %zu (a picture's) is "
		    "not the model's\n", n);
		show_bytes("want", want.p, want.len);
		fail(a);
	}
	if (a->status != m->status) {
		fprintf(stderr, "stream_fuzz: exit status %d, the model's %d\n",
		    a->status, m->status);
		fail(a);
	}
}

static void
cleanup(void)
{
	size_t i;

	for (i = 0; i < 8; i++)
		if (paths[i][0] != '\0')
			(void)remove(paths[i]);
	(void)rmdir(tmpdir);
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	FILE *f;
	size_t i, n;
	int fd;

	(void)argc;
	(void)argv;
	/* Results and diagnostics: two unlinked temporary files.  libFuzzer
	 * and the sanitizers keep fd 1 and 2. */
	if ((errf = tmpfile()) == NULL || (f = tmpfile()) == NULL ||
	    (outfd = dup(fileno(f))) < 0)
		abort();
	fclose(f);
	/* The files of names[], in a directory of their own: empty, since
	 * io.read gives the input; "(standard input)" is the operand -, and
	 * a name ending in a slash a directory. */
	if (mkdtemp(tmpdir) == NULL)
		abort();
	atexit(cleanup);
	for (i = 0; i < 8; i++) {
		if (strcmp(names[i], "(standard input)") == 0)
			continue;
		snprintf(paths[i], sizeof(paths[i]), "%s/%s", tmpdir,
		    names[i]);
		n = strlen(paths[i]);
		if (paths[i][n - 1] == '/') {
			paths[i][n - 1] = '\0';
			if (mkdir(paths[i], 0700) != 0)
				abort();
			paths[i][n - 1] = '/';
			continue;
		}
		if ((fd = open(paths[i], O_WRONLY | O_CREAT | O_TRUNC,
		    0600)) < 0)
			abort();
		close(fd);
	}
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const enum judge_player firsts[] = {
		JUDGE_EITHER, JUDGE_P1, JUDGE_P2, JUDGE_EITHER
	};
	static const enum mode modes[] = {
		MODE_AUTO, MODE_BOARD, MODE_MOVES, MODE_AUTO
	};
	static const enum format formats[] = {
		FMT_PLAIN, FMT_EXPLAIN, FMT_JSON, FMT_PLAIN
	};
	static const uint64_t sizes[] = { 3, 1, 9, JUDGE_MAXN };
	static const unsigned maxes[] = { 2, 3, 5, 8, 16, 17, 100, READ_MAX };
	/* static: their memory is reused from one input to the next */
	static struct model m;
	static size_t wcap;
	static struct outcome a, b;
	static struct bytes crlf;
	struct mem one, rd;
	const char *p, *nl;
	size_t len, i, lines;
	uint64_t w, h;
	int prefix, quiet;

	if (size < 3)
		return 0;
	if (size > MAXIN)
		size = MAXIN;
	opt.mode = modes[data[0] & 3];
	opt.gameflags = data[0] & 4 ? JUDGE_STRICT : 0;
	opt.firstarg = firsts[(data[0] >> 3) & 3];
	opt.renju = ((data[0] >> 3) & 3) == 3;
	opt.caro = (data[2] & 3) == 3;
	/* caro-exact with byte 1 bit 6; the rules by name, or by number
	 * when the file's length is odd */
	opt.caror = (data[1] >> 6) & 1 ? JUDGE_CARO_EXACT : JUDGE_CARO;
	opt.numbered = (size - 3) & 1;
	prefix = (data[0] >> 5) & 1;
	opt.rows = opt.cols = sizes[data[0] >> 6];
	/* -k 3, or -k 5 under --rule renju (3 would be a usage error) */
	opt.k = (data[2] >> 6) == 1 || (data[2] >> 6) == 2 ?
	    opt.renju ? 5 : 3 : 0;
	/* --exact before --rule caro and without --rule renju, after it
	 * with: the last of them wins */
	opt.exact = (data[2] >> 6) == 2 ? opt.renju ? 2 : 1 : 0;
	opt.rule = opt.exact == 2 ? JUDGE_EXACT : opt.renju ? JUDGE_RENJU :
	    opt.caro ? opt.caror : opt.exact ? JUDGE_EXACT : JUDGE_FREESTYLE;
	/* renju: X moves first */
	opt.first = opt.rule == JUDGE_RENJU ? JUDGE_P1 : opt.firstarg;
	opt.shape = (data[2] >> 6) == 3;
	if (opt.shape) {
		opt.rows = 3;
		opt.cols = 4;
	}
	opt.linebuf = (data[1] >> 4) & 1;
	opt.games = data[1] >> 7;
	opt.quiet = 0;
	quiet = (data[1] >> 5) & 1;
	opt.format = formats[data[2] & 3];
	opt.show = (data[2] >> 2) & 1;
	/* the name ttt gives the file: the path, or "(standard input)" */
	curfile = paths[(data[2] >> 3) & 7];
	if (curfile[0] == '\0')
		curfile = "-";
	curname = curfile[0] == '-' ? names[(data[2] >> 3) & 7] : curfile;
	if (opt.format == FMT_JSON)
		prefix = opt.show = 0;	/* usage errors with --json */
	if (opt.show && opt.rows > SHOW_MAX)
		opt.rows = opt.cols = SHOW_MAX;	/* a usage error above */
	curprefix = prefix;
	memset(&rd, 0, sizeof(rd));
	rd.max = maxes[data[1] & 7];
	rd.eintr = (data[1] >> 3) & 1;
	rd.seed = 0x9e3779b9u * (1u + ((data[1] >> 6) & 1)) ^ (uint32_t)size;
	memset(&one, 0, sizeof(one));
	one.max = 1;
	len = size - 3;
	p = (const char *)data + 3;

	/* --show: no line long enough to fill the 16-byte buffer */
	lines = 1;
	for (i = 0; i < len; i = (size_t)(nl - p) + 1) {
		if ((nl = memchr(p + i, '\n', len - i)) == NULL)
			nl = p + len;
		/* a record's header is held whole, whatever its length, so
		 * that --show does not stop at it */
		if (i == 0 && opt.mode == MODE_AUTO && psq_head(p,
		    (size_t)(nl - p) - (nl > p && nl[-1] == '\r'), &w, &h))
			;
		else if (opt.show && (size_t)(nl - p) - i >= TTT_BUFSIZE - 1)
			return 0;
		lines++;
	}

	/* the boards' K: 5 under renju, else -k's, else 5 under caro (0:
	 * K = N) */
	if ((m.b = judge_board_new(opt.first)) == NULL ||
	    (m.g = judge_game_new(3, opt.first, opt.gameflags)) == NULL ||
	    judge_board_rules(m.b, opt.shape ? opt.rows : 0, opt.shape ?
	    opt.cols : 0, rule_k(opt.rule), opt.rule) != JUDGE_OK)
		abort();
	/* a result a line, but a JSON line has more: a verdict and a
	 * rejected pair's line for each game, a result for each board of a
	 * list (each item at least 5 bytes, "[\"\"],") */
	lines += len / 4 + 2;
	if (lines > wcap) {
		free(m.w);
		free(m.gw);
		wcap = lines;
		if ((m.w = malloc(wcap * sizeof(*m.w))) == NULL ||
		    (m.gw = malloc(wcap * sizeof(*m.gw))) == NULL)
			abort();
	}
	m.name = curname;
	m.show = opt.show;
	model(&m, p, len);
	judge_board_free(m.b);
	judge_game_free(m.g);
	m.b = NULL;
	m.g = NULL;
	if (m.toobig)
		return 0;

	/* (a) one byte a read, against the model */
	run(p, len, &one, curfile, prefix, &a);
	check_model(&m, &a, prefix);
	/* (b) reads of assorted sizes */
	run(p, len, &rd, curfile, prefix, &b);
	same_run("assorted reads", &b, &a, "1-byte reads");
	/* (c) CRLF */
	crlf.len = 0;
	put(&crlf, "", 0);
	for (i = 0; i < len; i++) {
		if (p[i] == '\n' && (i == 0 || p[i - 1] != '\r'))
			put(&crlf, "\r", 1);
		put(&crlf, p + i, 1);
	}
	run(crlf.p, crlf.len, &rd, curfile, prefix, &b);
	same_run("CRLF", &b, &a, "LF");
	/* -q: nothing on fd 1, the same diagnostics and status */
	if (quiet) {
		opt.quiet = 1;
		run(p, len, &rd, curfile, prefix, &b);
		opt.quiet = 0;
		a.res.len = 0;
		same_run("-q", &b, &a, "without -q and its results");
	}
	return 0;
}
