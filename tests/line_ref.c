/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * line_ref - a slow reference for the lines of ttt --solve --explain:
 * plays a printed line move by move on the board and says whether it is
 * a win as printed.  Each move is judged by tests/renju_ref.c's
 * rb_result() (every rule, renju's fouls included); nothing of the
 * library is used.
 *
 *	tests/line_ref RULE K N LINE [vcf] < BOARD
 *
 * RULE is judge.h's number (0 freestyle, 1 exact, 2 caro, 3 renju, 4
 * caro-exact: enum judge_rule), K the k in a row, N the winner's moves
 * as printed, LINE the text after "line: " ("X at 7 8, O at 9 8, ...").
 * BOARD: rows of X, O and '.'.  The winner is whoever the last move makes
 * the winner (its five, or the other's foul); the line's value must name it
 * (tests compare the printed value).  The line must start with either player,
 * alternate, put each mark on an empty cell, end with the winner's
 * winning move, its N-th (or, after it, the loser's foul: renju's X with
 * only fouls left), and hold no other win and no foul; a loser that has
 * a five to make makes it (no defence passes it by).  With vcf,
 * also: each move of the winner but the last is a four (the winner would
 * win on some empty cell next) and each of the loser is on a cell where
 * the winner would win (a block), unless each such cell is a foul of the
 * loser's (renju's X left no block).  Exit 0 and "ok", or 1 and why.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju_ref.h"

static struct rboard b;
static uint64_t k;
static enum judge_rule rule;

static int
fail(const char *why, int i)
{
	printf("not a line: move %d: %s\n", i + 1, why);
	return 1;
}

/* Whether p's mark on the empty cell i would win at once. */
static int
wins_at(uint64_t i, int p)
{
	return rb_play(&b, i, p, k, rule, 0) == p;
}

/* Whether every empty cell where the opponent of p would win at once is
 * a foul of p (renju's X, left no block). */
static int
blocks_foul(int p)
{
	uint64_t i;

	for (i = 0; i < b.rows * b.cols; i++)
		if (b.cell[i] == 0 && wins_at(i, 3 - p) &&
		    rb_play(&b, i, p, k, rule, 0) != 3 - p)
			return 0;
	return 1;
}

/* Whether p has an empty cell that wins at once. */
static int
five_cell(int p)
{
	return rb_five_cell(&b, p, k, rule);
}

int
main(int argc, char **argv)
{
	static unsigned char cells[1 << 16];
	char row[1 << 12], *s;
	uint64_t r, c, n, cols = 0, rows = 0, wins = 0;
	enum judge_foul f;
	uint64_t run[4];
	int i, p, first = 0, res = 0, vcf, winner = 0;
	size_t len;

	if (argc < 5)
		return fprintf(stderr, "usage: line_ref RULE K N LINE [vcf]\n"),
		    2;
	rule = (enum judge_rule)atoi(argv[1]);
	k = strtoull(argv[2], NULL, 10);
	n = strtoull(argv[3], NULL, 10);
	vcf = argc > 5 && strcmp(argv[5], "vcf") == 0;
	while (fgets(row, sizeof(row), stdin) != NULL) {
		len = strcspn(row, "\r\n");
		if (len == 0)
			break;
		if (cols == 0)
			cols = len;
		for (c = 0; c < len && c < cols; c++)
			cells[rows * cols + c] = row[c] == 'X' ? 1 :
			    row[c] == 'O' ? 2 : 0;
		rows++;
	}
	b.cell = cells;
	b.rows = rows;
	b.cols = cols;
	s = argv[4];
	for (i = 0; *s != '\0'; i++) {
		if ((s[0] != 'X' && s[0] != 'O') || strncmp(s + 1, " at ", 4))
			return fail("no \"X at\" or \"O at\"", i);
		p = s[0] == 'X' ? 1 : 2;
		r = strtoull(s + 5, &s, 10);
		c = strtoull(s + 1, &s, 10);
		if (i == 0)
			first = p;
		if (p != (i % 2 ? 3 - first : first))
			return fail("the players do not alternate", i);
		if (r >= rows || c >= cols || cells[r * cols + c] != 0)
			return fail("not an empty cell", i);
		if (res != 0)
			return fail("a move after the game's end", i);
		if (p != first && five_cell(p) && !wins_at(r * cols + c, p))
			return fail("the loser had a five to make", i);
		if (vcf && p != first && !wins_at(r * cols + c, 3 - p) &&
		    !blocks_foul(p))
			return fail("the loser's move blocks no five", i);
		cells[r * cols + c] = (unsigned char)p;
		res = rb_result(&b, (int64_t)r, (int64_t)c, k, rule, &f, run);
		if (res != 0)
			winner = res;	/* a win, or a foul: the end */
		wins += p == first;
		if (vcf && res == 0 && p == first && !five_cell(p))
			return fail("the winner's move is no four", i);
		if (*s == ',')
			s += 2;
		else if (*s != '\0')
			return fail("junk after the move", i);
	}
	if (winner == 0)
		return fail("no win at the end", i - 1);
	if (winner == first ? wins != n : (uint64_t)i - wins != n)
		return fail("not N moves of the winner", i - 1);
	puts("ok");
	return 0;
}
