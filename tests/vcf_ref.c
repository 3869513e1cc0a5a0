/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * vcf_ref - a plain, slow reference for the threat search's fours: the
 * least number of moves in which the player to move wins by fours alone
 * (a VCF), found by trying every move of both players on the board, each
 * judged by tests/renju_ref.c's rb_result() (every rule, renju's fouls
 * included); nothing of the library is used.
 *
 *	tests/vcf_ref RULE K P D < BOARD
 *
 * RULE is judge.h's number (0 freestyle, 1 exact, 2 caro, 3 renju, 4
 * caro-exact), K the k in a row, P the player to move (1 X, 2 O), D the
 * most moves of P searched, its five included.  BOARD: rows of X, O and
 * '.'.  A VCF of P: each move of P a five, or a four (after it P has a
 * cell where its move wins) after which the opponent has no such cell;
 * each move of the opponent any move that is no foul of its own (a move
 * that wins ends the line: no VCF through it); the opponent left only
 * fouls has lost.  Prints the least number of P's moves that wins so, at
 * most D, or 0 for none; exit 0.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju_ref.h"

static struct rboard b;
static uint64_t k;
static enum judge_rule rule;

/* p's move on the empty cell i: rb_play()'s answer. */
static int
play(uint64_t i, int p, int keep)
{
	return rb_play(&b, i, p, k, rule, keep);
}

/* Whether p has an empty cell where its move wins at once. */
static int
five_cell(int p)
{
	return rb_five_cell(&b, p, k, rule);
}

/* Whether p, to move, wins by fours making at most d moves. */
static int
vcf(int p, unsigned d)
{
	uint64_t a, c, n = b.rows * b.cols;
	int r, ok;

	if (d == 0)
		return 0;
	if (five_cell(p))
		return 1;
	for (a = 0; a < n; a++) {
		if (b.cell[a] != 0)
			continue;
		r = play(a, p, 1);
		ok = 0;
		if (r == 0 && d >= 2 && !five_cell(3 - p) && five_cell(p)) {
			/* a four: every reply of the other leaves p a VCF */
			ok = 1;		/* also where all of its moves are fouls */
			for (c = 0; c < n && ok; c++) {
				if (b.cell[c] != 0)
					continue;
				r = play(c, 3 - p, 1);
				if (r == 3 - p)
					ok = 0;		/* its five */
				else if (r == 0)
					ok = vcf(p, d - 1);
				b.cell[c] = 0;
			}
		}
		b.cell[a] = 0;
		if (ok)
			return 1;
	}
	return 0;
}

int
main(int argc, char **argv)
{
	static unsigned char cells[1 << 12];
	char row[1 << 8];
	uint64_t c, cols = 0, rows = 0;
	unsigned d, most;
	size_t len;
	int p;

	if (argc != 5)
		return fprintf(stderr, "usage: vcf_ref RULE K P D\n"), 2;
	rule = (enum judge_rule)atoi(argv[1]);
	k = strtoull(argv[2], NULL, 10);
	p = atoi(argv[3]);
	most = (unsigned)atoi(argv[4]);
	while (fgets(row, sizeof(row), stdin) != NULL) {
		len = strcspn(row, "\r\n");
		if (len == 0)
			break;
		if (cols == 0)
			cols = len;
		if (len != cols || (rows + 1) * cols > sizeof(cells))
			return fprintf(stderr, "vcf_ref: a bad board\n"), 2;
		for (c = 0; c < len; c++)
			cells[rows * cols + c] = row[c] == 'X' ? 1 :
			    row[c] == 'O' ? 2 : 0;
		rows++;
	}
	b.cell = cells;
	b.rows = rows;
	b.cols = cols;
	for (d = 1; d <= most; d++)
		if (vcf(p, d)) {
			printf("%u\n", d);
			return 0;
		}
	puts("0");
	return 0;
}
