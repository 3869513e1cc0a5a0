/*
 * game_fuzz - libFuzzer target for the game judge of judge.h.
 *
 * Input: byte 0 picks the board size n (see size_of), byte 1 the flags;
 * in K mode byte 2 picks the number of columns.  Then each move takes
 * three bytes: an op byte, a row byte and a column byte.
 *
 *   byte 1, bit 0:    JUDGE_STRICT
 *           bits 1-2: first: 0 EITHER, 1 X, 2 O, 3 EITHER
 *           bit 3:    players alternate by themselves (op bits 0-3 are
 *                     then only used for the bad players and resets)
 *           bit 4:    K mode: games of judge_game_resetk(), rows x cols
 *                     won by k in a row
 *           bit 5:    JUDGE_EXACT (only exactly k in a row wins)
 *           bits 6-7: the first game's k (see k_of)
 *   op bits 0-3:      0-6 player 1, 7-13 player 2, 14 a bad player
 *                     (chosen by bits 4-7, 0-11; 12-15 make it the play
 *                     op below), 15 a new game (no move):
 *                     judge_game_reset() to the size picked by the row
 *                     byte, or in K mode judge_game_resetk() with the rows
 *                     and columns picked by the two bytes and k by bits
 *                     4-7
 *
 * The play op (0xce, 0xde, 0xee, 0xfe) builds move lines from the bytes
 * after its three and hands them to judge_game_play():
 *
 *   row byte, bits 0-5: the number of lines (fewer at the input's end)
 *             bits 6-7: the text starts that many bytes into its buffer
 *   column byte, bits 0-3: cut: the text is the lines and "7 ", of which
 *                     len = 6 * lines + 2 - cut bytes (at least 0) are
 *                     given, in a buffer of exactly len bytes
 *             bits 4-7: max: 0-7 itself, 8 lines - 1, 9 lines, 10 lines
 *                     + 1, 11 SIZE_MAX, 12-15 16, 32, 48, 64
 *   a line:   byte x == 0xff: the 6 bytes after it, as they are; else x
 *             and y make "R C P\n" with R from x bits 0-3 and C from x
 *             bits 4-7, each modulo the board's side + 1 (at most 10),
 *             or with y bit 2 modulo 10, and P from y bits 0-1: 1, 2,
 *             the player in turn (alternating from the one to move), or
 *             (y >> 3) % 10; y bits 3-7 all set: a third byte z puts
 *             oddbytes[z / 6 % 16] at the line's byte z % 6
 *
 * Every result of judge_game_move() must equal that of a slow reference
 * that keeps the played cells in a list and counts the marks on the row,
 * column and diagonals of each move by scanning it (in K mode: walks the
 * four directions from the move, a list lookup a cell), doing the checks
 * in the order of judge.h: EROW, ECOL, EPLAYER, EOVER, EWRONGFIRST,
 * ETWICE, ETAKEN.  After each move it takes, judge_game_lines() must give
 * the lines the move filled; in K mode JUDGE_LRUN, and judge_game_run()
 * a run of the mover's marks through the move, along a direction in which
 * the move won, at least k long (exactly k with JUDGE_EXACT).  Sizes up
 * to 12 make wins reachable (TINY and DENSE boards, the byte map of K
 * games); large sizes reach the DENSE limit, the COMPACT and WIDE hash
 * tables and the hashed K games, whose coordinates come from a small set
 * so that cells collide and short runs form at the edges.
 *
 * A second game g2, with the same flags and first player, follows g on
 * every board of at most 12 x 12 (MIRROR): each new game and each move is
 * made on both, with the same result.  The play op compares
 * judge_game_play() on g with ref_play(), a plain parser playing the
 * lines one judge_game_move() at a time on g2 (and on the reference)
 * while the game is small (at most 8 x 8, not K, not strict), each line
 * "D D D\n" with 8 bytes from its start, at most max, until a move is
 * rejected and after a win: the same number of lines played, the same
 * "0\n", "1\n" or "2\n" each, nothing written in res past them (res has
 * exactly the room of the lines that may be played), nothing read past
 * len, and the same judge_game_lines() after.  The moves after the op then
 * probe g and g2 alike, and at the end of the input so does a sweep of
 * every cell of the top-left 12 x 12 corner (SWEEP) in row order, by the
 * player in turn, on g, g2 and the reference.
 */
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "judge.h"

#define MAXIN	4096	/* the rest is ignored: keeps the reference fast */

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);
int	LLVMFuzzerInitialize(int *, char ***);

/* Board sizes beyond the small ones: the kinds' edges and some more. */
static const uint64_t bigsizes[] = {
	13, 16, 63, 64, 65, JUDGE_DENSE, JUDGE_DENSE + 1, 5000, 65536,
	((uint64_t)1 << 30) - 1, (uint64_t)1 << 30, ((uint64_t)1 << 30) + 1,
	(uint64_t)1 << 31, ((uint64_t)1 << 32) + 1, JUDGE_MAXN / 3,
	JUDGE_MAXN - 1, JUDGE_MAXN
};

static uint64_t
size_of(unsigned char b)
{
	if (b < 192)
		return 1 + b % 12;
	return bigsizes[(b - 192) % (sizeof(bigsizes) / sizeof(bigsizes[0]))];
}

/* The k of a K game from the 4 bits b. */
static uint64_t
k_of(unsigned b, uint64_t rows, uint64_t cols)
{
	switch (b & 15) {
	case 12: return rows;
	case 13: return cols;
	case 14: return (rows > cols ? rows : cols) + 1;
	case 15: return UINT64_MAX;
	default: return 1 + b % 5;
	}
}

/* A row or column from byte b on a board n wide. */
static uint64_t
coord(unsigned char b, uint64_t n)
{
	if (b >= 0xf8) {
		/* off the board, or its far edge */
		switch (b & 7) {
		case 0: return n;
		case 1: return n + 1;
		case 2: return UINT64_MAX;
		case 3: return (uint64_t)1 << 63;
		case 4: return n - 1;
		case 5: return 2 * n;
		case 6: return JUDGE_MAXN;
		default: return (uint64_t)UINT32_MAX + 1;
		}
	}
	if (n <= 16)
		return b % (n + 1);	/* n itself now and then */
	switch (b % 16) {
	case 0: case 1: case 2: case 3:
		return b % 16;
	case 4: return n - 1;
	case 5: return n - 2;
	case 6: return n - 3;
	case 7: return n / 2;
	case 8: return n / 2 + 1;
	case 9: return n - 1 - n / 2;
	case 10: case 11: case 12:
		return (uint64_t)(b >> 4);
	case 13:
		return n - 1 - (b >> 4);
	default:
		/* spread over the board: many distinct cells */
		return (uint64_t)b * UINT64_C(0x9e3779b97f4a7c15) % n;
	}
}

/* The bad players of op 14; 12 to 15 there is the play op. */
static const int badplayers[12] = {
	0, 3, -1, 4, 255, 257, INT_MAX, INT_MIN, -2, 0x10001, 1000, 0
};

/* ---- The slow reference ---- */

struct move {
	uint64_t r, c;
	int p;
};

struct ref {
	uint64_t rows, cols;	/* n x n for a full-line game */
	uint64_t k;		/* 0: a full-line game */
	unsigned flags;
	enum judge_player first;
	int winner;
	unsigned lines;		/* that the last move filled */
	struct move *mv;
	size_t len;
};

static void
ref_reset(struct ref *g, uint64_t rows, uint64_t cols, uint64_t k)
{
	g->rows = rows;
	g->cols = cols;
	g->k = k;
	g->winner = 0;
	g->len = 0;
}

/* The player at (r, c), or 0. */
static int
ref_at(const struct ref *g, uint64_t r, uint64_t c)
{
	size_t i;

	for (i = 0; i < g->len; i++)
		if (g->mv[i].r == r && g->mv[i].c == c)
			return g->mv[i].p;
	return 0;
}

static const int dirs[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };

/* p's marks beyond (r, c) in direction (dr, dc), the board's edge
 * included. */
static uint64_t
ref_walk(const struct ref *g, uint64_t r, uint64_t c, int dr, int dc, int p)
{
	uint64_t n = 0;

	for (;;) {
		if ((dr < 0 && r == 0) || (dc < 0 && c == 0) ||
		    (dr > 0 && r == g->rows - 1) || (dc > 0 && c == g->cols - 1))
			return n;
		r += (uint64_t)(int64_t)dr;
		c += (uint64_t)(int64_t)dc;
		if (ref_at(g, r, c) != p)
			return n;
		n++;
	}
}

/* The length of p's run through (r, c) in direction d, whether it wins. */
static int
ref_wins(const struct ref *g, uint64_t r, uint64_t c, int d, int p)
{
	uint64_t len = 1 + ref_walk(g, r, c, dirs[d][0], dirs[d][1], p) +
	    ref_walk(g, r, c, -dirs[d][0], -dirs[d][1], p);

	return (g->flags & JUDGE_EXACT) ? len == g->k : len >= g->k;
}

static int
ref_move(struct ref *g, uint64_t r, uint64_t c, int p)
{
	uint64_t n = g->rows, inrow = 1, incol = 1, indiag = 1, inanti = 1;
	size_t i;
	int d;

	if (r >= g->rows)
		return JUDGE_EROW;
	if (c >= g->cols)
		return JUDGE_ECOL;
	if (p != 1 && p != 2)
		return JUDGE_EPLAYER;
	if (g->winner != 0)
		return JUDGE_EOVER;
	if (g->flags & JUDGE_STRICT) {
		if (g->len == 0 && g->first != JUDGE_EITHER &&
		    p != (int)g->first)
			return JUDGE_EWRONGFIRST;
		if (g->len > 0 && g->mv[g->len - 1].p == p)
			return JUDGE_ETWICE;
	}
	if (ref_at(g, r, c) != 0)
		return JUDGE_ETAKEN;
	g->mv[g->len].r = r;
	g->mv[g->len].c = c;
	g->mv[g->len].p = p;
	g->len++;
	g->lines = 0;
	if (g->k != 0) {
		for (d = 0; d < 4; d++)
			if (ref_wins(g, r, c, d, p))
				g->lines = JUDGE_LRUN;
	} else {
		/* Count p's marks, this one included, on each line through
		 * it. */
		for (i = 0; i < g->len - 1; i++) {
			if (g->mv[i].p != p)
				continue;
			inrow += g->mv[i].r == r;
			incol += g->mv[i].c == c;
			indiag += g->mv[i].r == g->mv[i].c;
			inanti += g->mv[i].r + g->mv[i].c == n - 1;
		}
		g->lines = (inrow == n ? JUDGE_LROW : 0) |
		    (incol == n ? JUDGE_LCOL : 0) |
		    (r == c && indiag == n ? JUDGE_LDIAG : 0) |
		    (r + c == n - 1 && inanti == n ? JUDGE_LANTI : 0);
	}
	if (g->lines != 0) {
		g->winner = p;
		return p;
	}
	return 0;
}

/* Whether run[] is a run of p's marks through (r, c) along a direction
 * in which the move won, at least k long (exactly k with JUDGE_EXACT). */
static int
ref_run_ok(const struct ref *g, uint64_t r, uint64_t c, int p,
    const uint64_t run[4])
{
	uint64_t r0 = run[0], c0 = run[1], r1 = run[2], c1 = run[3], L, t;
	int d, dr, dc;

	for (d = 0; d < 4; d++) {
		dr = dirs[d][0];
		dc = dirs[d][1];
		if (!ref_wins(g, r, c, d, p))
			continue;
		/* (r1, c1) = (r0, c0) + L (dr, dc) */
		if (dr == 0) {
			if (r1 != r0 || c1 < c0)
				continue;
			L = c1 - c0;
		} else {
			if (r1 < r0)
				continue;
			L = r1 - r0;
			if (dc == 0 ? c1 != c0 : dc > 0 ?
			    c1 < c0 || c1 - c0 != L : c0 < c1 || c0 - c1 != L)
				continue;
		}
		/* (r, c) = (r0, c0) + t (dr, dc), 0 <= t <= L */
		if (dr == 0) {
			if (r != r0 || c < c0)
				continue;
			t = c - c0;
		} else {
			if (r < r0)
				continue;
			t = r - r0;
			if (dc == 0 ? c != c0 : dc > 0 ?
			    c < c0 || c - c0 != t : c0 < c || c0 - c != t)
				continue;
		}
		if (t > L || L >= g->len ||
		    ((g->flags & JUDGE_EXACT) ? L + 1 != g->k : L + 1 < g->k))
			continue;
		for (t = 0; t <= L; t++)
			if (ref_at(g, r0 + t * (uint64_t)dr,
			    c0 + t * (uint64_t)(int64_t)dc) != p)
				break;
		if (t > L)
			return 1;
	}
	return 0;
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	/* judge.h: no game of size 0 or above JUDGE_MAXN */
	if (judge_game_new(0, JUDGE_EITHER, 0) != NULL ||
	    judge_game_new(JUDGE_MAXN + 1, JUDGE_EITHER, 0) != NULL ||
	    judge_game_new(UINT64_MAX, JUDGE_P1, JUDGE_STRICT) != NULL) {
		fputs("game_fuzz: judge_game_new took a bad size\n", stderr);
		abort();
	}
	return 0;
}

#define MIRROR	12	/* g2 follows g on boards of at most MIRROR x MIRROR */

/* Starts a new game on g, and on g2 if it is at most MIRROR x MIRROR:
 * returns whether g2 follows g. */
static int
newgame(struct judge_game *g, struct judge_game *g2, struct ref *ref,
    uint64_t rows, uint64_t cols, uint64_t k)
{
	struct judge_game *games[2] = { g, g2 };
	int rc, j, mirror = rows <= MIRROR && cols <= MIRROR;

	ref_reset(ref, rows, cols, k);
	for (j = 0; j < 1 + mirror; j++) {
		if (k == 0)
			rc = judge_game_reset(games[j], rows);
		else
			rc = judge_game_resetk(games[j], rows, cols, k);
		if (rc != JUDGE_OK) {
			fprintf(stderr, "game_fuzz: judge_game_reset%s %llu x "
			    "%llu, k %llu, returned %d\n", k ? "k" : "",
			    (unsigned long long)rows, (unsigned long long)cols,
			    (unsigned long long)k, rc);
			abort();
		}
	}
	return mirror;
}

static size_t nmoves;	/* moves made in this input */

/*
 * Plays (r, c) for p on the reference, on g and on g2 unless it is NULL:
 * each result, judge_game_lines() after a move taken and judge_game_run()
 * after a K win must be the reference's.  Returns the result.
 */
static int
checked_move(struct judge_game *g, struct judge_game *g2, struct ref *ref,
    uint64_t r, uint64_t c, int p, const char *what)
{
	struct judge_game *games[2] = { g, g2 };
	uint64_t run[4];
	int got, want, j;

	want = ref_move(ref, r, c, p);
	nmoves++;
	for (j = 0; j < 2 && games[j] != NULL; j++) {
		got = judge_game_move(games[j], r, c, p);
		if (got != want) {
			fprintf(stderr, "game_fuzz: %s%s, move %zu (%llu, "
			    "%llu, player %d) on %llu x %llu, k %llu, flags "
			    "%u, first %d: got %d (%s), want %d (%s)\n", what,
			    j ? " (second game)" : "", nmoves,
			    (unsigned long long)r, (unsigned long long)c, p,
			    (unsigned long long)ref->rows,
			    (unsigned long long)ref->cols,
			    (unsigned long long)ref->k, ref->flags,
			    (int)ref->first, got,
			    got < 0 ? judge_strerror(got) : "ok", want,
			    want < 0 ? judge_strerror(want) : "ok");
			abort();
		}
		if (want >= 0 && judge_game_lines(games[j]) != ref->lines) {
			fprintf(stderr, "game_fuzz: %s%s, move %zu (%llu, "
			    "%llu, player %d) on %llu x %llu, k %llu: "
			    "judge_game_lines 0x%x, want 0x%x\n", what,
			    j ? " (second game)" : "", nmoves,
			    (unsigned long long)r, (unsigned long long)c, p,
			    (unsigned long long)ref->rows,
			    (unsigned long long)ref->cols,
			    (unsigned long long)ref->k,
			    judge_game_lines(games[j]), ref->lines);
			abort();
		}
		if (want > 0 && ref->k != 0) {
			judge_game_run(games[j], run);
			if (!ref_run_ok(ref, r, c, p, run)) {
				fprintf(stderr, "game_fuzz: %s%s, move %zu "
				    "(%llu, %llu, player %d) on %llu x %llu, "
				    "k %llu, flags %u: judge_game_run %llu "
				    "%llu to %llu %llu is no winning run of "
				    "it\n", what, j ? " (second game)" : "",
				    nmoves, (unsigned long long)r,
				    (unsigned long long)c, p,
				    (unsigned long long)ref->rows,
				    (unsigned long long)ref->cols,
				    (unsigned long long)ref->k, ref->flags,
				    (unsigned long long)run[0],
				    (unsigned long long)run[1],
				    (unsigned long long)run[2],
				    (unsigned long long)run[3]);
				abort();
			}
		}
	}
	return want;
}

/* ---- judge_game_play() ---- */

#define MAXLINES	63	/* lines of one play op */

/* Bytes that may break a line's form, by the odd-byte byte of a line. */
static const unsigned char oddbytes[16] = {
	'\r', '\t', '/', ':', 'a', 0x80 | '1', '\0', ' ', '\n', 'X', '-',
	'+', 0xff, '0', '9', '3'
};

static int
isdig(unsigned char c)
{
	return c >= '0' && c <= '9';
}

/*
 * The plain reference of judge_game_play(): the lines "D D D\n" from the
 * start of text that have 8 bytes from their start in text[0, len), at
 * most max of them, each played by checked_move() on g2 (and the
 * reference) while the game is small (at most 8 x 8, not K, not strict)
 * and the move is taken; stops after a win.  Returns the lines played,
 * their results in res.
 */
static size_t
ref_play(struct judge_game *g2, struct ref *ref, int small,
    const unsigned char *text, size_t len, char *res, size_t max)
{
	const unsigned char *q;
	size_t i;
	int rc;

	for (i = 0; i < max && len >= 8 && i <= (len - 8) / 6; i++) {
		q = text + 6 * i;
		if (!isdig(q[0]) || q[1] != ' ' || !isdig(q[2]) ||
		    q[3] != ' ' || !isdig(q[4]) || q[5] != '\n' || !small)
			break;
		rc = checked_move(g2, NULL, ref, (uint64_t)(q[0] - '0'),
		    (uint64_t)(q[2] - '0'), q[4] - '0',
		    "a line of judge_game_play (second game)");
		if (rc < 0)
			break;
		res[2 * i] = (char)('0' + rc);
		res[2 * i + 1] = '\n';
		if (rc > 0)
			return i + 1;
	}
	return i;
}

static void
show_bytes(const char *what, const unsigned char *p, size_t len)
{
	size_t i;

	fprintf(stderr, "  %s (%zu bytes): \"", what, len);
	for (i = 0; i < len; i++)
		if (p[i] == '\n')
			fputs("\\n", stderr);
		else if (p[i] >= 0x20 && p[i] < 0x7f && p[i] != '"' &&
		    p[i] != '\\')
			fputc(p[i], stderr);
		else
			fprintf(stderr, "\\x%02x", p[i]);
	fputs("\"\n", stderr);
}

/*
 * The play op (see the top): lines built from data[*pos, size), then
 * judge_game_play() on g and ref_play() on g2 must play as many lines,
 * with the same results, write nothing past them, and leave the same
 * judge_game_lines() as g2 and the reference.  g2 is NULL on a board
 * larger than MIRROR x MIRROR, which is not small.  *turn is the player
 * to move next.
 */
static void
play_op(struct judge_game *g, struct judge_game *g2, struct ref *ref,
    int small, unsigned a, unsigned b, const uint8_t *data, size_t size,
    size_t *pos, int *turn)
{
	unsigned char lines[6 * MAXLINES + 2], *q, *buf, *text;
	char *res, want_res[2 * MAXLINES + 2];
	uint64_t mr = ref->rows < 10 ? ref->rows + 1 : 10;
	uint64_t mc = ref->cols < 10 ? ref->cols + 1 : 10;
	size_t nl, j = *pos, len, cut = b & 15, max, fit, rescap, off = a >> 6;
	size_t got, want, i;
	unsigned x, y, z;
	int t = *turn;

	for (nl = 0; nl < (a & MAXLINES) && j < size; nl++) {
		q = lines + 6 * nl;
		x = data[j];
		if (x == 0xff) {
			/* a raw line */
			if (size - j < 7)
				break;
			memcpy(q, data + j + 1, 6);
			j += 7;
			continue;
		}
		if (size - j < 2)
			break;
		y = data[j + 1];
		j += 2;
		q[0] = (unsigned char)('0' + (y & 4 ? (x & 15) % 10 :
		    (x & 15) % mr));
		q[1] = ' ';
		q[2] = (unsigned char)('0' + (y & 4 ? (x >> 4) % 10 :
		    (x >> 4) % mc));
		q[3] = ' ';
		switch (y & 3) {
		case 0:
		case 1:
			q[4] = (unsigned char)('1' + (y & 1));
			break;
		case 2:
			q[4] = (unsigned char)('0' + t);
			t = 3 - t;
			break;
		default:
			q[4] = (unsigned char)('0' + (y >> 3) % 10);
			break;
		}
		q[5] = '\n';
		if (y >> 3 == 31 && j < size) {
			z = data[j++];
			q[z % 6] = oddbytes[z / 6 % 16];
		}
	}
	*pos = j;
	lines[6 * nl] = '7';
	lines[6 * nl + 1] = ' ';
	len = 6 * nl + 2 > cut ? 6 * nl + 2 - cut : 0;
	switch (b >> 4) {
	case 8:
		max = nl > 0 ? nl - 1 : 0;
		break;
	case 9:
		max = nl;
		break;
	case 10:
		max = nl + 1;
		break;
	case 11:
		max = SIZE_MAX;
		break;
	case 12: case 13: case 14: case 15:
		max = (size_t)((b >> 4) - 11) * 16;
		break;
	default:
		max = b >> 4;
		break;
	}
	/* exactly len bytes of text and the room of the lines that may be
	 * played, to catch a read or a write past them */
	fit = len >= 8 ? (len - 2) / 6 : 0;
	rescap = 2 * (max < fit ? max : fit);
	if ((buf = malloc(off + len > 0 ? off + len : 1)) == NULL ||
	    (res = malloc(rescap > 0 ? rescap : 1)) == NULL)
		abort();
	text = buf + off;
	memcpy(text, lines, len);
	memset(res, '#', rescap);

	got = judge_game_play(g, (const char *)text, len, res, max);
	want = ref_play(g2, ref, small, text, len, want_res, max);
	for (i = 2 * got; i < rescap && res[i] == '#'; i++)
		;
	if (got != want || memcmp(res, want_res, 2 * want) != 0 ||
	    i < rescap ||
	    judge_game_lines(g) != (ref->winner ? ref->lines : 0) ||
	    (g2 != NULL && (judge_game_lines(g) != judge_game_lines(g2) ||
	    judge_game_size(g) != judge_game_size(g2)))) {
		fprintf(stderr, "game_fuzz: judge_game_play after move %zu "
		    "on %llu x %llu, k %llu, flags %u, first %d, max %zu: "
		    "%zu lines played, want %zu; judge_game_lines 0x%x, "
		    "want 0x%x\n", nmoves, (unsigned long long)ref->rows,
		    (unsigned long long)ref->cols, (unsigned long long)ref->k,
		    ref->flags, (int)ref->first, max, got, want,
		    judge_game_lines(g), ref->winner ? ref->lines : 0);
		show_bytes("text", text, len);
		show_bytes("res", (unsigned char *)res, rescap);
		show_bytes("want", (unsigned char *)want_res, 2 * want);
		abort();
	}
	if (want > 0)
		*turn = 3 - ref->mv[ref->len - 1].p;
	free(buf);
	free(res);
}

#define SWEEP	12	/* the final probe: the cells of this corner */

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const enum judge_player firsts[] = {
		JUDGE_EITHER, JUDGE_P1, JUDGE_P2, JUDGE_EITHER
	};
	static const unsigned kbits[] = { 1, 2, 3, 12 };
	struct judge_game *g, *g2;
	struct ref ref;
	uint64_t r, c, rows, cols;
	size_t i;
	unsigned char op;
	int p, want, alt, turn, kmode, small, mirror;

	if (size < 3)
		return 0;
	if (size > MAXIN)
		size = MAXIN;
	ref.flags = (data[1] & 1 ? JUDGE_STRICT : 0) |
	    (data[1] & 32 ? JUDGE_EXACT : 0);
	ref.first = firsts[(data[1] >> 1) & 3];
	alt = (data[1] >> 3) & 1;
	kmode = (data[1] >> 4) & 1;
	turn = ref.first == JUDGE_P2 ? 2 : 1;
	nmoves = 0;
	/* a move per 3 bytes, a line per 2, and the sweep */
	if ((ref.mv = malloc((size / 2 + (size_t)SWEEP * SWEEP + 1) *
	    sizeof(*ref.mv))) == NULL)
		abort();
	if ((g = judge_game_new(3, ref.first, ref.flags)) == NULL ||
	    (g2 = judge_game_new(3, ref.first, ref.flags)) == NULL)
		abort();
	rows = size_of(data[0]);
	if (kmode) {
		cols = size_of(data[2]);
		mirror = newgame(g, g2, &ref, rows, cols,
		    k_of(kbits[data[1] >> 6], rows, cols));
		i = 3;
	} else {
		mirror = newgame(g, g2, &ref, rows, rows, 0);
		i = 2;
	}
	while (i + 3 <= size) {
		op = data[i];
		i += 3;
		if ((op & 15) == 15) {
			rows = size_of(data[i - 2]);
			cols = kmode ? size_of(data[i - 1]) : rows;
			mirror = newgame(g, g2, &ref, rows, cols,
			    kmode ? k_of(op >> 4, rows, cols) : 0);
			turn = ref.first == JUDGE_P2 ? 2 : 1;
			continue;
		}
		if (!kmode && (judge_game_size(g) != ref.rows ||
		    (mirror && judge_game_size(g2) != ref.rows))) {
			fprintf(stderr, "game_fuzz: judge_game_size %llu and "
			    "%llu (second game), want %llu\n",
			    (unsigned long long)judge_game_size(g),
			    (unsigned long long)judge_game_size(g2),
			    (unsigned long long)ref.rows);
			abort();
		}
		if ((op & 15) == 14 && op >> 4 >= 12) {
			small = !kmode && !(ref.flags & JUDGE_STRICT) &&
			    ref.rows <= 8;
			play_op(g, mirror ? g2 : NULL, &ref, small,
			    data[i - 2], data[i - 1], data, size, &i, &turn);
			continue;
		}
		r = coord(data[i - 2], ref.rows);
		c = coord(data[i - 1], ref.cols);
		if ((op & 15) == 14)
			p = badplayers[op >> 4];
		else if (alt)
			p = turn;
		else
			p = (op & 15) < 7 ? 1 : 2;
		want = checked_move(g, mirror ? g2 : NULL, &ref, r, c, p,
		    "move");
		if (want >= 0)
			turn = 3 - p;
	}
	/* Both games probed by the same further moves. */
	for (r = 0; r < ref.rows && r < SWEEP; r++)
		for (c = 0; c < ref.cols && c < SWEEP; c++)
			if (checked_move(g, mirror ? g2 : NULL, &ref, r, c,
			    turn, "the final sweep") >= 0)
				turn = 3 - turn;
	judge_game_free(g);
	judge_game_free(g2);
	free(ref.mv);
	return 0;
}
