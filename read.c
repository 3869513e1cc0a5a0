/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * read.c - reading: read(2) into one buffer (inb), the dispatcher of its
 * lines (input_block(), input_line(), line_text()), and the readers of
 * each form: board rows and whole 3 x 3 boards (board_run()), move lines
 * (the runs of plain ones are the session's move_run()), JSON values,
 * Piskvork records.  It owns the board judge (board_judge), the text it
 * decodes (scratch, jvtext), --solve's board under way (held), its copy
 * of the run's ttt_io (io), and the fields of struct input that say
 * where a file's reading stands.  It calls the board judge (judge.h),
 * the session (session.c) with a move stream's lines, the values
 * (value.c) with a board's cells, and the writers (write.c) with each
 * board's verdict.
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

/* The first size of the input buffer; a line longer than that is streamed
 * or grows it.  ttt_io.bufsize (the fuzzer's) may make it smaller. */
#define BUFSIZE		((size_t)1 << 17)

/* Whole 3 x 3 boards judged before they are written (board3_kinds()). */
#define RUN3		64

/* The first word of a Piskvork record's header line. */
#define PSQ_MAGIC	"Piskvorky"

static struct buf inb;		/* the input (input_stream()) */
static struct buf scratch;	/* a line's cells decoded */
static struct buf jvtext;	/* a JSON value's lines, joined by LFs */
static struct buf held;		/* --solve: the board under way's cells,
				 * each row's followed by a newline
				 * (hold_cells()) */
static struct judge_board *board_judge;
static struct ttt_io io;	/* the run's: read(2) and the buffer's first
				 * size (reading_reset()) */

struct json;

static int	first_byte(const char *, size_t);
static int	iscomment(const char *, size_t);
static int	hasdigit(const char *, size_t);
static int	numbers(const char *, size_t, int, int, uint64_t *,
		    unsigned *);
static uint64_t	reading_line(const struct input *);
static size_t	input_block(struct input *, const char *, size_t);
static void	input_line(struct input *, const char *, size_t);
static void	line_text(struct input *, const char *, size_t);
static size_t	line_part(struct input *, const char *, size_t);
static void	guess_wrong(struct input *);
static void	line_rest(struct input *, const char *, size_t);
static const char *board_run(struct input *, const char *, const char *);
static inline int whole3(const struct input *, const char *, const char *);
static INLINE void board3_valued(struct window *, const struct input *,
		    const struct table3 *, enum judge_verdict, unsigned);
static INLINE size_t board3_kinds(const struct input *, const char *,
		    const char *, uint64_t *);
static const char *board3_run(struct input *, const char *,
		    const uint64_t *, size_t);
static NOINLINE void board3(struct input *, enum judge_verdict, uint64_t,
		    const char *);
static NOINLINE void board3_invalid(struct input *, const char *);
static NOINLINE void board3_why(struct input *, uint64_t, const char *,
		    const struct value *);
static const struct value *board_value(const struct input *,
		    enum judge_verdict, const char *, size_t, uint64_t, uint64_t,
		    struct value *);
static void	board_text(struct input *, const char *, size_t);
static ssize_t	picture_row(const struct input *, const char *, size_t);
static void	board_begin(struct input *);
static void	board_row(struct input *, const char *, size_t);
static void	hold_cells(struct input *, const char *, size_t, int);
static void	end_board(struct input *);
static void	move_text(struct input *, const char *, size_t);
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

/* Reading's state at a run's start: how it reads (io, from how), no
 * board judge yet (board_judge). */
void
reading_reset(const struct ttt_io *how)
{
	io = *how;
	board_judge = NULL;
}

/* The board judge (board_judge) of the options' rules; -1 out of
 * memory. */
int
reading_open(void)
{
	if ((board_judge = judge_board_new(opt.first)) != NULL)
		judge_board_any_counts(board_judge, opt.turn != JUDGE_EITHER);
	if (board_judge == NULL ||
	    judge_board_rules(board_judge, opt.shape ? opt.rows : 0,
	    opt.shape ? opt.cols : 0, win_length(0, opt.rule),
	    opt.rule) != JUDGE_OK)
		return -1;
	return 0;
}

/* Reading's memory freed at a run's end: the board judge, the input, the
 * cells decoded, the JSON text and --solve's board (board_judge, inb,
 * scratch, jvtext, held). */
void
reading_free(void)
{
	judge_board_free(board_judge);
	board_judge = NULL;
	buf_free(&inb);
	buf_free(&scratch);
	buf_free(&jvtext);
	buf_free(&held);
}

void
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
int
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

/* Judges the complete lines of buf[0, len): first the runs of a stream's
 * common lines, each taken by its stream's fast reader (the session's
 * move_run(), board_run()), then any line; returns the bytes used. */
static size_t
input_block(struct input *in, const char *buf, size_t len)
{
	const char *p = buf, *e = buf + len, *nl;

	/* the end of a line that line_part() began */
	if (in->cont != CONT_NONE) {
		if ((nl = memchr(p, '\n', len)) == NULL)
			return 0;
		input_line(in, p, (size_t)(nl - p));
		p = nl + 1;
	}
	for (;;) {
		if (in->mode == MODE_MOVES)
			p = move_run(in, p, e);
		else if (in->mode == MODE_BOARD)
			p = board_run(in, p, e);
		if ((nl = memchr(p, '\n', (size_t)(e - p))) == NULL)
			return (size_t)(p - buf);
		input_line(in, p, (size_t)(nl - p));
		p = nl + 1;
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
void
input_abort(struct input *in)
{
	if (in->inboard)
		judge_board_end(board_judge, NULL);
	in->inboard = 0;
	if (in->mode == MODE_JSON)
		in->mode = in->jv.mode;
}

/* The end of a file ends its JSON value, its board and its game. */
void
input_end(struct input *in)
{
	if (in->mode == MODE_JSON)
		json_close(in, "the end of the file");
	session_break(in);
	end_board(in);
}

/*
 * The board stream's fast reader: whole 3 x 3 boards at p, before e,
 * with the empty line after each, "abc\ndef\nghi\n\n", as many as
 * follow, each judged in one call; returns the byte after them.  With
 * plain output a valid board's verdict goes straight into the output's
 * window (the kind of a board's why only when the output shows more than
 * the verdict), with --solve's plain output its value's text after it
 * (value3_text()); else the board is board3_out()'s.
 */
static const char *
board_run(struct input *in, const char *p, const char *e)
{
	uint64_t kind, kinds[RUN3];
	const struct table3 *t3;
	struct window w;
	unsigned idx;
	size_t n;
	int v;

	if (!whole3(in, p, e))
		return p;
	if (in->straight) {
		w = out_window(0);
		while (whole3(in, p, e) &&
		    (v = judge_board3(board_judge, ROWS3(p), NULL)) >= 0) {
			in->lineno += 4;
			if (v != JUDGE_INVALID)
				window_verdict(&w, in, (enum judge_verdict)v);
			else {
				out_end(w.o);
				board3_invalid(in, p);
				w = out_window(0);
			}
			p += BOARD3;
		}
		out_end(w.o);
	} else if (in->valued && (!opt.shape || opt.cols == 3)) {
		/* --solve, plain: the verdict, as above, then the value
		 * by the board's index */
		t3 = value3_rules(in, in->lineno, win_length(0, opt.rule),
		    opt.rule);
		w = out_window(0);
		while (whole3(in, p, e) && (v = judge_board3_at(board_judge,
		    ROWS3(p), &idx)) >= 0) {
			in->lineno += 4;
			if (v != JUDGE_INVALID)
				board3_valued(&w, in, t3, (enum judge_verdict)v,
				    idx);
			else {
				out_end(w.o);
				board3_invalid(in, p);
				w = out_window(0);
			}
			p += BOARD3;
		}
		out_end(w.o);
	} else if (!opt.solve)
		while ((n = board3_kinds(in, p, e, kinds)) > 0)
			p = board3_run(in, p, kinds, n);
	else
		while (whole3(in, p, e) && (v = judge_board3_kind(board_judge,
		    ROWS3(p), &kind)) >= 0) {
			in->lineno += 4;
			board3(in, (enum judge_verdict)v, kind, p);
			p += BOARD3;
		}
	return p;
}

/*
 * --solve with plain output alone (in->valued), a board of 3 columns: the
 * line of a valid 3 x 3 board, its verdict v and index idx
 * (judge_board3_at()), through the window w: "Pending\tX wins in 3" (the
 * value's text by the index in t3, value3_text()), or a decided board's verdict
 * twice, "X\tX".
 */
static INLINE void
board3_valued(struct window *w, const struct input *in,
    const struct table3 *t3, enum judge_verdict v, unsigned idx)
{
	const struct vtext *t;
	char *o;

	if (w->end - w->o < (ptrdiff_t)(2 * sizeof(struct vtext))) {
		out_end(w->o);
		*w = out_window(2 * sizeof(struct vtext));
	}
	o = put_verdict_word(w->o, v);
	if (v == JUDGE_PENDING) {
		t = &t3->text[value3_text(t3, in, in->lineno - 3, idx, 0)];
		memcpy(o, t, sizeof(*t));
		o += t->len;
	} else {
		*o++ = '\t';
		o = put_verdict_word(o, v);
	}
	*o++ = '\n';
	w->o = o;
}

/*
 * The whole 3 x 3 boards at p, before e, as many as follow, up to RUN3,
 * judged: their whys' kinds (judge_board3_kind()) in kinds; returns how
 * many.
 */
static INLINE size_t
board3_kinds(const struct input *in, const char *p, const char *e,
    uint64_t *kinds)
{
	size_t n;

	for (n = 0; n < RUN3 && whole3(in, p, e) &&
	    judge_board3_kind(board_judge, ROWS3(p), &kinds[n]) >= 0; n++)
		p += BOARD3;
	return n;
}

/*
 * The n whole 3 x 3 boards at p judged by board3_kinds(), kinds their
 * whys' kinds, in any output but the plain runs': by board3_out(), a run
 * at a time, or where it has no texts for a board by board3_why().
 * Returns the byte after them.
 */
static const char *
board3_run(struct input *in, const char *p, const uint64_t *kinds,
    size_t n)
{
	size_t i, m;

	for (i = 0; i < n; i++, p += BOARD3) {
		m = board3_out(in, in->lineno + 1, p, kinds + i, n - i, NULL);
		in->lineno += 4 * m;
		p += BOARD3 * m;
		if ((i += m) == n)
			break;
		in->lineno += 4;
		board3_why(in, kinds[i], p, NULL);
	}
	return p;
}

/*
 * A whole 3 x 3 board of verdict v, its rows at p and its why's kind kind
 * (judge_board3_kind(), or 0), in any output but the plain runs', with
 * --solve its value first: by board3_out(), or where it has no texts for
 * it by board3_why().
 */
static NOINLINE void
board3(struct input *in, enum judge_verdict v, uint64_t kind, const char *p)
{
	const struct value *vp = NULL;
	struct value val;

	in->boardline = in->lineno - 3;
	if (opt.solve)
		vp = board_value(in, v, p, 3 * ROW3, 3, opt.shape ? opt.cols :
		    3, &val);
	if (board3_out(in, in->boardline, p, &kind, 1, vp) == 0)
		board3_why(in, kind, p, vp);
}

/* A plain run's Invalid 3 x 3 board, its rows at p: its kind, then its
 * verdict out (out of line: the plain run's loop keeps its registers). */
static NOINLINE void
board3_invalid(struct input *in, const char *p)
{
	uint64_t kind = 0;

	(void)judge_board3_kind(board_judge, ROWS3(p), &kind);
	board3(in, JUDGE_INVALID, kind, p);
}

/*
 * A whole 3 x 3 board, the lines just read, that board3_out() has no
 * texts for: its why, by the board judge, to board3_why_out(), with
 * judge_board3_why() (kept: its texts may be kept for its kind), or where
 * that fails without its table, which a plain run may lack, by
 * judge_board3() (an Invalid board's).  With --solve its value val.
 */
static NOINLINE void
board3_why(struct input *in, uint64_t kind, const char *p,
    const struct value *val)
{
	struct judge_why why;
	int v, kept;

	in->boardline = in->lineno - 3;
	v = judge_board3_why(board_judge, ROWS3(p), &why);
	kept = v >= 0;
	if (!kept)
		v = judge_board3(board_judge, ROWS3(p), &why);
	board3_why_out(in, (enum judge_verdict)v, kind, p, &why, kept, val);
}

/*
 * --solve: the value of a board of verdict v (a decided one's: its
 * verdict) whose rows x cols cells are the rows of text[0, len), each
 * ended by a newline (text NULL: too many were kept to search); NULL for
 * an Invalid board, which has none.
 */
static const struct value *
board_value(const struct input *in, enum judge_verdict v, const char *text,
    size_t len, uint64_t rows, uint64_t cols, struct value *val)
{
	if (v == JUDGE_INVALID)
		return NULL;
	value_lines_reset();	/* the last board's written */
	if (v == JUDGE_PENDING)
		value_rows(in, text, len, rows, cols, val);
	else
		value_decided(v, val);
	return val;
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

/* A board's end: its verdict, Invalid if it has a malformed picture row
 * or is a malformed JSON line (the board judge's verdict is then
 * discarded). */
static void
end_board(struct input *in)
{
	const struct value *vp = NULL;
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
	if (opt.solve && why.code != JUDGE_ENOMEM)
		vp = board_value(in, v, in->heldover ? NULL : held.len > 0 ?
		    held.s : "", held.len, opt.shape ? opt.rows : why.n,
		    opt.shape ? opt.cols : why.n, &val);
	board_result(in, v, &why, vp);
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
