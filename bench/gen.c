/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * gen - deterministic benchmark data for ttt.
 *
 *	gen KIND SEED [SIZE]
 *
 * KIND      what is written to stdout                       SIZE (default)
 * moves3    3x3 move streams, a header "3" per game         MB (100)
 * moves1000 1000x1000 move streams, a header "1000" a game  MB (100)
 *           (the last game stops where the size is reached)
 * boards3   random reachable 3x3 boards, one empty line     MB (100)
 *           between boards
 * bigboard  one reachable SIZE x SIZE board (Draw when SIZE  side (10000)
 *           is even, Pending when odd)
 * sparse    header-free distinct moves, players 1,2,1,...,  moves (1000000)
 *           on a 1e9 x 1e9 board (run: ttt -n 1000000000)
 * renju     15x15 games, a header "15x15" each, every move    MB (100)
 *           within two cells of an earlier one (dense shapes),
 *           each game stopping at its first five or renju foul
 *           as the library (judge.c) judges it, so that both
 *           ttt --rule renju and ttt -k 5 judge every line
 *
 * Every game is legal play from an empty board with player 1 (X) first,
 * players alternating, stopping at the first win, so every line of every
 * kind is valid for ttt.  The output depends on KIND, SEED and SIZE only
 * (own PRNG: splitmix64).  C11, libc only.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../judge.h"

#define MB	(1024ull * 1024ull)

/* ---- PRNG: splitmix64 ---- */

static uint64_t rng_state;

static uint64_t
rng_next(void)
{
	uint64_t z = (rng_state += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

/* Uniform in [0, n), n >= 1, without modulo bias. */
static uint64_t
rng_below(uint64_t n)
{
	uint64_t lim = UINT64_MAX - UINT64_MAX % n, r;

	do
		r = rng_next();
	while (r >= lim);
	return r % n;
}

/* ---- Output: one big buffer, counted ---- */

static char obuf[1 << 16];
static size_t olen;
static uint64_t written;

static void
oflush(void)
{
	if (olen > 0 && fwrite(obuf, 1, olen, stdout) != olen) {
		perror("gen: write");
		exit(2);
	}
	olen = 0;
}

static void
oput(const char *s, size_t n)
{
	if (n > sizeof(obuf) - olen)
		oflush();
	if (n > sizeof(obuf)) {
		if (fwrite(s, 1, n, stdout) != n) {
			perror("gen: write");
			exit(2);
		}
	} else {
		memcpy(obuf + olen, s, n);
		olen += n;
	}
	written += n;
}

/* Appends the decimal digits of v to *p. */
static char *
utoa(char *p, uint64_t v)
{
	char tmp[24];
	int i = 0;

	do
		tmp[i++] = (char)('0' + v % 10);
	while ((v /= 10) != 0);
	while (i > 0)
		*p++ = tmp[--i];
	return p;
}

static void
put_move(uint64_t r, uint64_t c, int player)
{
	char line[64], *p = line;

	p = utoa(p, r);
	*p++ = ' ';
	p = utoa(p, c);
	*p++ = ' ';
	*p++ = (char)('0' + player);
	*p++ = '\n';
	oput(line, (size_t)(p - line));
}

static void
put_header(uint64_t n)
{
	char line[32], *p = line;

	p = utoa(p, n);
	*p++ = '\n';
	oput(line, (size_t)(p - line));
}

static void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n, size);

	if (p == NULL) {
		fputs("gen: out of memory\n", stderr);
		exit(2);
	}
	return p;
}

/* ---- A random legal game on an N x N board ---- */

struct game {
	uint32_t n;
	uint32_t *free_cells;	/* cells r * n + c; [k, n*n) still free */
	uint32_t k;		/* moves played */
	int *cnt[3];		/* per player: rows [0, n), cols [n, 2n) */
	uint32_t diag[3], anti[3];
	char *cell;		/* '.', 'X', 'O' (only for boards) */
};

static void
game_init(struct game *g, uint32_t n, int want_cells)
{
	memset(g, 0, sizeof(*g));
	g->n = n;
	g->free_cells = xcalloc((size_t)n * n, sizeof(uint32_t));
	g->cnt[1] = xcalloc(2 * (size_t)n, sizeof(int));
	g->cnt[2] = xcalloc(2 * (size_t)n, sizeof(int));
	if (want_cells)
		g->cell = xcalloc((size_t)n * n, 1);
}

static void
game_start(struct game *g)
{
	uint32_t i, nn = g->n * g->n;

	for (i = 0; i < nn; i++)
		g->free_cells[i] = i;
	memset(g->cnt[1], 0, 2 * (size_t)g->n * sizeof(int));
	memset(g->cnt[2], 0, 2 * (size_t)g->n * sizeof(int));
	memset(g->diag, 0, sizeof(g->diag));
	memset(g->anti, 0, sizeof(g->anti));
	if (g->cell != NULL)
		memset(g->cell, '.', nn);
	g->k = 0;
}

/* Whether moves are left (no win yet is the caller's business). */
static int
game_open(const struct game *g)
{
	return g->k < g->n * g->n;
}

/* Plays the next random move of the alternating player; 1 if it wins.
 * *r, *c, *p receive the move. */
static int
game_step(struct game *g, uint32_t *r, uint32_t *c, int *p)
{
	uint32_t nn = g->n * g->n, n = g->n;
	uint32_t j = g->k + (uint32_t)rng_below(nn - g->k), cell;
	int pl = (g->k % 2 == 0) ? 1 : 2, won = 0;

	cell = g->free_cells[j];
	g->free_cells[j] = g->free_cells[g->k];
	g->free_cells[g->k] = cell;
	g->k++;
	*r = cell / n;
	*c = cell % n;
	*p = pl;
	if (++g->cnt[pl][*r] == (int)n)
		won = 1;
	if (++g->cnt[pl][n + *c] == (int)n)
		won = 1;
	if (*r == *c && ++g->diag[pl] == n)
		won = 1;
	if (*r + *c == n - 1 && ++g->anti[pl] == n)
		won = 1;
	if (g->cell != NULL)
		g->cell[cell] = pl == 1 ? 'X' : 'O';
	return won;
}

static void
gen_moves(uint32_t n, uint64_t limit, int cut_games)
{
	struct game g;
	uint32_t r, c;
	int p;

	game_init(&g, n, 0);
	while (written < limit) {
		game_start(&g);
		put_header(n);
		while (game_open(&g)) {
			int won = game_step(&g, &r, &c, &p);

			put_move(r, c, p);
			if (won)
				break;
			if (cut_games && written >= limit)
				break;
		}
	}
	free(g.free_cells);
	free(g.cnt[1]);
	free(g.cnt[2]);
}

/*
 * Gomoku: 15 x 15 games won by five in a row (freestyle), each after a
 * header "15x15 5", random alternating moves until a win or a full board.
 * With want set, writes what ttt -k must print instead of the moves.
 */
static int
five(const char *cell, uint32_t r, uint32_t c, char p)
{
	static const int dir[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };
	int d, s, len, rr, cc;

	for (d = 0; d < 4; d++) {
		len = 1;
		for (s = -1; s <= 1; s += 2) {
			rr = (int)r + s * dir[d][0];
			cc = (int)c + s * dir[d][1];
			while (rr >= 0 && rr < 15 && cc >= 0 && cc < 15 &&
			    cell[rr * 15 + cc] == p) {
				len++;
				rr += s * dir[d][0];
				cc += s * dir[d][1];
			}
		}
		if (len >= 5)
			return 1;
	}
	return 0;
}

static void
gen_gomoku(uint64_t limit, int want)
{
	struct game g;
	uint64_t moves_size = 0;	/* what the moves stream has written */
	uint32_t r, c;
	int p, won;
	char res[2];

	game_init(&g, 15, 1);
	while (moves_size < limit) {
		game_start(&g);
		moves_size += 8;
		if (!want)
			oput("15x15 5\n", 8);
		while (game_open(&g)) {
			(void)game_step(&g, &r, &c, &p);
			won = five(g.cell, r, c, p == 1 ? 'X' : 'O');
			moves_size += (r > 9) + (c > 9) + 6;
			if (want) {
				res[0] = won ? (char)('0' + p) : '0';
				res[1] = '\n';
				oput(res, 2);
			} else
				put_move(r, c, p);
			if (won)
				break;
		}
	}
	free(g.free_cells);
	free(g.cnt[1]);
	free(g.cnt[2]);
	free(g.cell);
}

/* renju: games of dense shapes, each played until the library says a
 * move won or fouled. */
static void
gen_renju(uint64_t limit)
{
	struct judge_game *g = judge_game_new(15, JUDGE_P1, 0);
	unsigned char cell[15 * 15];
	uint32_t played[15 * 15], n, r, c, q;
	int p, rc;

	if (g == NULL) {
		fputs("gen: out of memory\n", stderr);
		exit(2);
	}
	while (written < limit) {
		if (judge_game_reset(g, 15, 15, 5, JUDGE_RENJU) != JUDGE_OK)
			exit(2);
		memset(cell, 0, sizeof(cell));
		oput("15x15\n", 6);
		for (n = 0, p = 1, rc = 0; rc == 0 && n < 15 * 15; n++) {
			if (n == 0)
				r = c = 7;
			else
				do {
					q = played[rng_below(n)];
					r = q / 15 + (uint32_t)rng_below(5) - 2;
					c = q % 15 + (uint32_t)rng_below(5) - 2;
				} while (r >= 15 || c >= 15 || cell[r * 15 + c]);
			cell[r * 15 + c] = 1;
			played[n] = r * 15 + c;
			put_move(r, c, p);
			rc = judge_game_move(g, r, c, p);
			p = 3 - p;
		}
		if (rc < 0) {
			fprintf(stderr, "gen: renju move rejected (%d)\n", rc);
			exit(2);
		}
	}
	judge_game_free(g);
}

static void
gen_boards3(uint64_t limit)
{
	struct game g;
	uint32_t r, c, i, stop;
	int p, first = 1;
	char text[12];

	game_init(&g, 3, 1);
	while (written < limit) {
		game_start(&g);
		stop = (uint32_t)rng_below(10);	/* 0 to 9 moves */
		while (g.k < stop && !game_step(&g, &r, &c, &p))
			;
		for (i = 0; i < 3; i++) {
			memcpy(text + 4 * i, g.cell + 3 * i, 3);
			text[4 * i + 3] = '\n';
		}
		if (!first)
			oput("\n", 1);
		first = 0;
		oput(text, sizeof(text));
	}
	free(g.free_cells);
	free(g.cnt[1]);
	free(g.cnt[2]);
	free(g.cell);
}

/*
 * One S x S board.  Each row is made of pairs of cells (2j, 2j+1), each
 * "XO" or "OX", so every row holds as many X as O and is never full; an
 * odd S leaves the last column empty.  Row 1 is row 0's complement, so no
 * column is full.  Rows 0 and 1 then agree on each diagonal, so for even S
 * cell (2,2) is set against (0,0) and cell (3,S-4) against (0,S-1), each by
 * the orientation of its pair; for odd S the empty last column breaks both
 * diagonals.  So no full line, #X == #O: Draw (even S) or Pending (odd).
 * S < 4 gives an empty board (Pending).
 */
static void
gen_bigboard(uint64_t s)
{
	char *row, *prev, *first;
	uint64_t i, j, bits = 0;
	int nbits = 0, ox;

	row = xcalloc(s + 1, 1);
	prev = xcalloc(s + 1, 1);
	first = xcalloc(s + 1, 1);
	for (i = 0; i < s; i++) {
		memset(row, '.', s);
		row[s] = '\n';
		for (j = 0; s >= 4 && j + 1 < s; j += 2) {
			if (i == 1) {
				ox = prev[j] == 'X';
			} else if (i == 2 && s % 2 == 0 && j == 2) {
				ox = first[0] == 'X';	/* (2,2) != (0,0) */
			} else if (i == 3 && s % 2 == 0 && j == s - 4) {
				ox = first[s - 1] == 'X'; /* (3,S-4) != (0,S-1) */
			} else {
				if (nbits == 0) {
					bits = rng_next();
					nbits = 64;
				}
				ox = (int)(bits & 1);
				bits >>= 1;
				nbits--;
			}
			row[j] = ox ? 'O' : 'X';
			row[j + 1] = ox ? 'X' : 'O';
		}
		oput(row, s + 1);
		memcpy(prev, row, s + 1);
		if (i == 0)
			memcpy(first, row, s + 1);
	}
	free(row);
	free(prev);
	free(first);
}

/* count distinct random moves on a 1e9 x 1e9 board, players 1, 2, 1, ... */
static void
gen_sparse(uint64_t count)
{
	const uint64_t n = 1000000000u;
	uint64_t cap = 64, *set, key, h, i, r, c;

	while (cap < 2 * count)
		cap *= 2;
	set = xcalloc(cap, sizeof(*set));
	for (i = 0; i < count; i++) {
		for (;;) {
			r = rng_below(n);
			c = rng_below(n);
			key = r * n + c + 1;
			h = key * UINT64_C(0x9e3779b97f4a7c15);
			h = (h ^ (h >> 32)) & (cap - 1);
			while (set[h] != 0 && set[h] != key)
				h = (h + 1) & (cap - 1);
			if (set[h] == 0)
				break;
		}
		set[h] = key;
		put_move(r, c, (int)(i % 2) + 1);
	}
	free(set);
}

static uint64_t
parse_num(const char *s, const char *what)
{
	char *end;
	unsigned long long v;

	if (*s < '0' || *s > '9')
		goto bad;
	v = strtoull(s, &end, 10);
	if (*end != '\0')
		goto bad;
	return (uint64_t)v;
bad:
	fprintf(stderr, "gen: bad %s: '%s'\n", what, s);
	exit(2);
}

static void
usage(void)
{
	fputs("usage: gen moves3|moves1000|boards3|bigboard|sparse|gomoku|"
	    "gomoku-want|renju SEED [SIZE]\n", stderr);
	exit(2);
}

int
main(int argc, char **argv)
{
	const char *kind;
	uint64_t seed, size = 0;
	int have_size;
	size_t i;

	if (argc < 3 || argc > 4)
		usage();
	kind = argv[1];
	seed = parse_num(argv[2], "seed");
	have_size = argc == 4;
	if (have_size)
		size = parse_num(argv[3], "size");
	/* Different kinds draw different streams from one seed. */
	rng_state = seed;
	for (i = 0; kind[i] != '\0'; i++)
		rng_state = (rng_state ^ (unsigned char)kind[i]) *
		    UINT64_C(0x100000001b3);
	if (strcmp(kind, "moves3") == 0)
		gen_moves(3, (have_size ? size : 100) * MB, 0);
	else if (strcmp(kind, "moves1000") == 0)
		gen_moves(1000, (have_size ? size : 100) * MB, 1);
	else if (strcmp(kind, "boards3") == 0)
		gen_boards3((have_size ? size : 100) * MB);
	else if (strcmp(kind, "gomoku") == 0)
		gen_gomoku((have_size ? size : 100) * MB, 0);
	else if (strcmp(kind, "gomoku-want") == 0) {
		/* the same games: the same stream of random numbers */
		rng_state = seed;
		for (i = 0; i < 6; i++)
			rng_state = (rng_state ^ (unsigned char)"gomoku"[i]) *
			    UINT64_C(0x100000001b3);
		gen_gomoku((have_size ? size : 100) * MB, 1);
	} else if (strcmp(kind, "bigboard") == 0)
		gen_bigboard(have_size ? size : 10000);
	else if (strcmp(kind, "sparse") == 0)
		gen_sparse(have_size ? size : 1000000);
	else if (strcmp(kind, "renju") == 0)
		gen_renju((have_size ? size : 100) * MB);
	else
		usage();
	oflush();
	if (fflush(stdout) != 0 || ferror(stdout)) {
		perror("gen: write");
		return 2;
	}
	return 0;
}
