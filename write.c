/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * write.c - writing: the output and diagnostic buffers (out, errb) and
 * write(2) on its copy of the run's ttt_io (io), the put_*() writers,
 * invalid(), a board's verdict in each format, the 3x3 run's texts kept
 * by the kind of a board's why (fmt3, fmt3_run), -c's counts (counts),
 * --json's head (jhead) and --show's pictures (pic).  Called by every
 * part before it; calls none of them but the command's errors (finish(),
 * nomem(), status_worse()), and the judges' judge_strerror().
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

/* --show: the board being drawn, SHOW_MAX x SHOW_MAX at most. */
static struct {
	char cell[SHOW_MAX * SHOW_MAX];	/* row-major, 'X', 'O' or ' ' */
	size_t len[SHOW_MAX];		/* board streams: each row's length */
	uint64_t rows, cols;
} pic;

/*
 * The 3x3 run's texts (fmt3, board3_out()): a 3 x 3 board's result as the
 * writers made it, by the kind of its why (judge_board3_kind(), below
 * FMT3_MAX), for the run (its options and the board judge's rules do not
 * change in it): the text of its diagnostic after "FILE:LINE: " and of
 * its result line after the line's start ("FILE:", or --json's
 * "line":N and rule), which depend on the why alone.  A kind past
 * FMT3_MAX, or a text too long for its entry, is not kept.
 */
#define FMT3_MAX	512	/* kinds: 287 the most seen, under -k 2 */
#define FMT3_TEXT	192	/* put_words()'s blocks */
#define FMT3_REASON	72

static struct fmt3 {
	unsigned run;			/* kept in the run numbered so, or 0 */
	unsigned char tlen, rlen;
	enum judge_verdict v;
	uint64_t n;			/* the why's board size: --show's */
	char text[FMT3_TEXT];		/* the result line after its start */
	char reason[FMT3_REASON];	/* Invalid: why, rlen bytes */
} fmt3[FMT3_MAX];
static unsigned fmt3_run;	/* this run's number, from 1 */

/* Results go through one buffer, written with write(2) to io.out;
 * diagnostics through another, written to io.err with them (err_flush()). */
static struct {
	char buf[1 << 16];
	size_t len;
} out, errb;

/* Renju's fouls by name, as --explain and --json write them. */
static const char *const foul_names[] = {
	[JUDGE_NOFOUL] = "",
	[JUDGE_OVERLINE] = "overline",
	[JUDGE_DOUBLE_FOUR] = "double-four",
	[JUDGE_DOUBLE_THREE] = "double-three"
};

static struct ttt_io io;	/* the run's: the output's descriptor and the
				 * diagnostics' stream (writing_reset()) */
static struct buf jhead;	/* --json: the start of every object of the
				 * file, {"file":"NAME","line":, the name
				 * escaped (json_head()) */

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

/* Each result's word, padded to 8 bytes, and its length. */
static const char result_words[RES_N][8] = {
	"Pending", "X", "O", "Draw", "Invalid", "0", "1", "2", "Invalid",
	"Invalid"
};
static const unsigned char result_len[RES_N] = { 7, 1, 1, 4, 7, 1, 1, 1, 7, 7 };
_Static_assert(JUDGE_PENDING == 0 && JUDGE_INVALID == 4,
    "a verdict is its result");

static void	out_put(const char *, size_t);
static size_t	utf8_len(const unsigned char *);
static char	*put_hex2(char *, unsigned);
static char	*put_byte_name(char *, unsigned);
static char	*put_count(char *, enum res_kind, uint64_t);
static const char *mark(int);
static const char *other_mark(int);
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
static char	*put_lines_text(char *, const struct win *);
static char	*put_cell(char *, uint64_t, uint64_t, int);
static const char *next_player(uint64_t, uint64_t, enum judge_player);
static void	board_win(const struct judge_why *, struct win *);
static void	fmt3_clear(void);
static const struct fmt3 *fmt3_put(uint64_t, enum judge_verdict,
		    const struct judge_why *);
static INLINE void board3_put(const struct input *, uint64_t,
		    const struct fmt3 *, const char *, const struct value *);
static NOINLINE void board3_solved(const struct input *, uint64_t,
		    const struct fmt3 *, const char *, const struct value *);
static void	show_board(uint64_t);
static void	show_reset(void);
static INLINE void show_board3(const struct input *, const char *, uint64_t);

/* Writing's state at a run's start: where it writes (io, from how), both
 * buffers empty (out, errb), the 3x3 run's texts stale (fmt3), no
 * picture (pic). */
void
writing_reset(const struct ttt_io *how)
{
	io = *how;
	out.len = errb.len = 0;
	count_reset();
	fmt3_clear();
	show_reset();
}

/* Writing's memory freed at a run's end: --json's head (jhead). */
void
writing_free(void)
{
	buf_free(&jhead);
}

/*
 * Diagnostics wait in their own buffer and leave with the results: at
 * each write of the output buffer (first, so that a diagnostic is never
 * behind the result it explains), after each diagnostic with
 * --line-buffered, before each read(2) (a read may block: what was said
 * is out by then), at the end of each file and at the end of the run,
 * also an early one (finish()).
 */
void
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
void
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
char *
out_room(size_t n)
{
	if (n > sizeof(out.buf) - out.len)
		out_flush();
	return out.buf + out.len;
}

void
out_end(const char *o)
{
	out.len = (size_t)(o - out.buf);
}

/* The output buffer as a fast writer's window, with room for n <= ROOM
 * bytes (made by a write if it lacks them): out_end() takes what the
 * writer put there. */
struct window
out_window(size_t n)
{
	struct window w;

	w.o = out_room(n);
	w.end = out.buf + sizeof(out.buf);
	return w;
}

/* Room for n bytes without a write, or NULL: the fast writers' test,
 * which leave what does not fit to the general path.  out_end() takes
 * what they put there. */
char *
out_spare(size_t n)
{
	return n <= sizeof(out.buf) - out.len ? out.buf + out.len : NULL;
}

void
out_str(const char *s)
{
	out_put(s, strlen(s));
}

/* A JSON number, or null for a number that did not fit 64 bits. */
char *
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
char *
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
char *
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
void
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
void
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
void
count_reset(void)
{
	memset(&counts, 0, sizeof(counts));
}

/* A binary file's one result, Invalid (input_read()). */
void
count_binary(void)
{
	counts.n[RES_BINARY]++;
}

/* -l, -L: whether the file's answer is known (an Invalid result): its
 * reader reads no more, and its diagnostics are not written. */
int
count_answered(void)
{
	return counts.answered;
}

/* The file's Invalid results. */
uint64_t
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
void
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
void
name_out(const struct input *in)
{
	if (opt.quiet)
		return;
	out_put(in->name, in->namelen);
	out_put(opt.sep == ':' ? "\n" : "", 1);
	if (opt.linebuf)
		out_flush();
}

/* A verdict alone on its line, with plain output (in->straight), by
 * window_verdict(). */
void
emit_verdict(const struct input *in, enum judge_verdict v)
{
	struct window w = out_window(0);

	window_verdict(&w, in, v);
	out_end(w.o);
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
void
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
	status_worse(ST_INVALID);
}

/* --json: jhead for the file name. */
void
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
char *
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
		o = put_str(PUT(o, ",\"rule\":\""), rule_name(rule));
		*o++ = '"';
	}
	return o;
}

/* --json: an item of an array of boards and games (from 1; 0: none). */
char *
put_item(char *o, uint64_t item)
{
	return item == 0 ? o : put_u64(PUT(o, ",\"item\":"), item);
}

/* A board's verdict out (with --solve its value val, NULL for an
 * Invalid one), and its diagnostic if it is Invalid. */
void
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
char *
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
char *
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
char *
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
	if (opt.turn != JUDGE_EITHER)
		return mark(opt.turn);	/* --turn's, whatever the counts */
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
char *
put_foul_json(char *o, enum judge_foul foul)
{
	if (foul == JUDGE_NOFOUL)
		return o;
	o = put_str(PUT(o, ",\"foul\":\""), foul_names[foul]);
	*o++ = '"';
	return o;
}

/* A value's text at o: "X wins in 3", "Draw", "unknown", or a decided
 * position's verdict, "X" or "O". */
char *
put_value(char *o, const struct value *v)
{
	if (v->v == JUDGE_PENDING)
		return PUT(o, "unknown");
	o = put_verdict_word(o, v->v);
	if (v->v == JUDGE_DRAW || v->n == 0)
		return o;
	o = PUT(o, " wins in ");
	if (v->atmost)
		o = PUT(o, "at most ");
	return put_u64(o, v->n);
}

/* The JSON members of a value at o: "value" ("X", "O", "Draw",
 * "unknown") and "in" (a win's n, else null); with best, "best" ([ROW,
 * COL] or null). */
char *
put_value_json(char *o, const struct value *v, int best)
{
	const struct judge_move *m;
	size_t i;

	o = PUT(o, "\"value\":\"");
	o = v->v == JUDGE_PENDING ? PUT(o, "unknown") :
	    put_verdict_word(o, v->v);
	o = PUT(o, "\",\"in\":");
	o = v->v == JUDGE_X || v->v == JUDGE_O ? put_u64(o, v->n) :
	    PUT(o, "null");
	if (v->atmost)
		o = PUT(o, ",\"at_most\":true");
	if (!best)
		return o;
	if (v->row == JUDGE_NOMOVE)
		return PUT(o, ",\"best\":null");
	o = put_u64(PUT(o, ",\"best\":["), v->row);
	o = put_u64(PUT(o, ","), v->col);
	*o++ = ']';
	if (v->nline == 0)
		return o;
	o = PUT(o, ",\"line\":[");
	for (i = 0, m = value_line(v); i < v->nline; i++) {
		if (i > 0)
			*o++ = ',';
		o = put_u64(PUT(o, "["), m[i].row);
		o = PUT(put_u64(PUT(o, ","), m[i].col), "]");
	}
	*o++ = ']';
	return o;
}

/*
 * --explain's notes on value v at o, after the line's reason (had: it
 * has one) or as a field of their own: the blunder that made it (was: the
 * value before, or NULL), and the best move (xy: its cell as a record
 * writes it).
 */
char *
put_value_notes(char *o, const struct value *v, const struct value *was,
    int had, int xy)
{
	const struct judge_move *m;
	size_t i;

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
	o = put_cell(o, v->row, v->col, xy);
	for (i = 0, m = value_line(v); i < v->nline; i++) {
		o = i > 0 ? PUT(o, ", ") : PUT(o, "; line: ");
		o = PUT(put_str(o, mark((int)m[i].player)), " at ");
		o = put_cell(o, m[i].row, m[i].col, xy);
	}
	return o;
}

/* -g --solve: a game's first blunder at o, "blunder at move N by P:
 * BEFORE to AFTER", or "no blunder" (with values unknown, "no blunder
 * found: U of P positions unknown"). */
char *
put_blunder(char *o, const struct blunder *b)
{
	if (b->move == 0 && b->unknown != 0) {
		o = put_u64(PUT(o, "no blunder found: "), b->unknown);
		o = put_u64(PUT(o, " of "), b->positions);
		return PUT(o, " positions unknown");
	}
	if (b->move == 0)
		return PUT(o, "no blunder");
	o = put_u64(PUT(o, "blunder at move "), b->move);
	o = PUT(put_str(PUT(o, " by "), mark(b->player)), ": ");
	return put_value(PUT(put_value(o, &b->was), " to "), &b->now);
}

/* The same as the JSON member "blunder": null, or {"move", "player",
 * "before", "after"}; after it, where values are unknown, "unknown" (how
 * many) and "positions" (of how many). */
char *
put_blunder_json(char *o, const struct blunder *b)
{
	if (b->unknown != 0) {
		o = put_u64(PUT(o, ",\"unknown\":"), b->unknown);
		o = put_u64(PUT(o, ",\"positions\":"), b->positions);
	}
	if (b->move == 0)
		return PUT(o, ",\"blunder\":null");
	o = put_u64(PUT(o, ",\"blunder\":{\"move\":"), b->move);
	o = put_u64(PUT(o, ",\"player\":"), (uint64_t)b->player);
	o = put_value_json(PUT(o, ",\"before\":{"), &b->was, 0);
	o = put_value_json(PUT(o, "},\"after\":{"), &b->now, 0);
	return PUT(o, "}}");
}

/* The 3x3 run's texts emptied (a run's start): the entries of other runs
 * are not this one's. */
static void
fmt3_clear(void)
{
	if (fmt3_run == UINT_MAX) {	/* numbers used up: again from 1 */
		memset(fmt3, 0, sizeof(fmt3));
		fmt3_run = 0;
	}
	fmt3_run++;
}

/* The entry of a 3 x 3 board of verdict v, whose why is why and its kind
 * kind, not kept yet: made by the writers, as board_result() and
 * board_out() write it; or NULL (no kind or one past FMT3_MAX, out of
 * memory, a text too long). */
static NOINLINE const struct fmt3 *
fmt3_put(uint64_t kind, enum judge_verdict v, const struct judge_why *why)
{
	struct fmt3 *f;
	char reason[REASON_MAX], text[ROOM], *o;
	size_t rlen;

	if (kind == 0 || kind >= FMT3_MAX || why->code == JUDGE_ENOMEM)
		return NULL;
	reason[0] = '\0';
	if (v == JUDGE_INVALID)
		*put_board_why(reason, why) = '\0';
	if (opt.format == FMT_JSON)
		o = put_board_json(text, v, why, reason);
	else
		o = put_board_text(text, v, why, reason, NULL);
	if ((size_t)(o - text) > FMT3_TEXT ||
	    (rlen = strlen(reason)) > FMT3_REASON)
		return NULL;
	f = &fmt3[kind];
	f->run = fmt3_run;
	f->n = why->n;
	f->v = v;
	f->tlen = (unsigned char)(o - text);
	memcpy(f->text, text, f->tlen);
	f->rlen = (unsigned char)rlen;
	memcpy(f->reason, reason, rlen);
	return f;
}

/*
 * The 3x3 run's boards in any output but the plain ones: n whole 3 x 3
 * boards, the first at p and on line `line` (the next BOARD3 bytes and 4
 * lines on), kinds[i] the kind of board i's why (judge_board3_kind(), or
 * 0), each written as board_result() and board_out() would write it, from
 * the texts kept for its kind (fmt3), its picture from its rows; with
 * --solve (n 1) with its value val (NULL: an Invalid board has none).
 * Returns how many were written: it stops at a board whose texts are not
 * kept (or one of a malformed row), whose why board3_why_out() takes.
 */
size_t
board3_out(const struct input *in, uint64_t line, const char *p,
    const uint64_t *kinds, size_t n, const struct value *val)
{
	size_t i;

	if (in->badwhy[0] != '\0')
		return 0;
	for (i = 0; i < n; i++, p += BOARD3, line += 4) {
		if (kinds[i] >= FMT3_MAX || fmt3[kinds[i]].run != fmt3_run)
			break;
		board3_put(in, line, &fmt3[kinds[i]], p, val);
	}
	return i;
}

/* board3_out()'s board on line `line` by its texts f. */
static INLINE void
board3_put(const struct input *in, uint64_t line, const struct fmt3 *f,
    const char *p, const struct value *val)
{
	char *o;

	if (opt.solve) {
		board3_solved(in, line, f, p, val);
		return;
	}
	if (f->v == JUDGE_INVALID)
		invalid(in, line, f->reason, f->rlen);
	if (opt.format == FMT_PLAIN && !opt.show)
		emit(in, (enum res_kind)f->v);
	else if (!opt.quiet) {
		o = opt.format == FMT_JSON ? json_begin(line, opt.rule) :
		    line_begin(in);
		line_end(put_words(o, f->text, f->tlen), opt.show);
		if (opt.show)
			show_board3(in, p, f->n);
	}
}

/*
 * board3_out()'s board without its texts, v its verdict and why its why
 * (kept: from the tables of its kind, whose texts may then be kept): by
 * the texts made and kept for kind, or else by board_result(), with the
 * picture from its rows.
 */
void
board3_why_out(const struct input *in, enum judge_verdict v, uint64_t kind,
    const char *p, const struct judge_why *why, int kept,
    const struct value *val)
{
	const struct fmt3 *f;
	size_t r;

	if (in->badwhy[0] == '\0' && kept &&
	    (f = fmt3_put(kind, v, why)) != NULL) {
		board3_put(in, in->boardline, f, p, val);
		return;
	}
	if (opt.show) {
		show_clear();
		for (r = 0; r < 3; r++)
			show_row(in, p + ROW3 * r, 3);
	}
	board_result(in, v, why, val);
}

/*
 * --solve: board3_out()'s board, its texts f, with its value vp (NULL: an
 * Invalid board has none) after the verdict word (and in a JSON object
 * before its closing brace).
 */
static NOINLINE void
board3_solved(const struct input *in, uint64_t line, const struct fmt3 *f,
    const char *p, const struct value *vp)
{
	size_t wlen;
	char *o;

	if (f->v == JUDGE_INVALID)
		invalid(in, line, f->reason, f->rlen);
	if (opt.format == FMT_JSON) {
		o = put_words(json_begin(line, opt.rule), f->text,
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

/* --show: a board wider than SHOW_MAX ends the run, as a usage error
 * found late would. */
_Noreturn void
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
void
show_clear(void)
{
	pic.rows = 0;
}

/* --show: a game begins on an empty rows x cols board (at most
 * SHOW_MAX each way). */
void
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
void
show_mark(const struct judge_move *m)
{
	pic.cell[m->row * SHOW_MAX + m->col] = m->player == JUDGE_P1 ?
	    'X' : 'O';
}

/* --show: the game's board as it stands. */
void
show_game_board(void)
{
	show_board(pic.cols);
}

/* --show: a row of a board stream, kept to be drawn. */
void
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
