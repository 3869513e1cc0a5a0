/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * naive - the baseline ttt is measured against: what a typical C programmer
 * writes for the two judges.
 *
 *	naive [-n N] [FILE]
 *
 * Moves (LeetCode 348): fgets + sscanf per line, int row/column/diagonal
 * counters per player and an N*N occupancy array (calloc); a line holding
 * one integer starts a new N x N game, an empty line ends the game.
 * Boards (LCCI 16.04): getline collects the rows of a board, which is
 * judged whole when an empty line or EOF ends it.
 * The mode is chosen like ttt's: the first non-empty, non-comment line
 * holding a digit makes a move stream.
 *
 * It does not validate (beyond bounds and taken cells) and it is not meant
 * for anything but valid input: its output matches ttt's only there.
 * On a huge board (-n 1000000000) the N*N calloc fails: that is the point.
 */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L	/* getline */
#endif
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void
die(const char *msg)
{
	fprintf(stderr, "naive: %s\n", msg);
	exit(2);
}

/* ---- Moves ---- */

static int n = 3;
static int *rows[3], *cols[3];
static int diag[3], anti[3];
static unsigned char *taken;
static int need_new = 1;

static void
new_game(void)
{
	int p;

	free(taken);
	taken = calloc((size_t)n * (size_t)n, 1);
	if (taken == NULL)
		die("out of memory");
	for (p = 1; p <= 2; p++) {
		free(rows[p]);
		free(cols[p]);
		rows[p] = calloc((size_t)n, sizeof(int));
		cols[p] = calloc((size_t)n, sizeof(int));
		if (rows[p] == NULL || cols[p] == NULL)
			die("out of memory");
		diag[p] = anti[p] = 0;
	}
	need_new = 0;
}

/* LeetCode 348: 0, or the player who just won. */
static int
move(int r, int c, int p)
{
	int won = 0;

	taken[(size_t)r * (size_t)n + (size_t)c] = 1;
	if (++rows[p][r] == n)
		won = 1;
	if (++cols[p][c] == n)
		won = 1;
	if (r == c && ++diag[p] == n)
		won = 1;
	if (r + c == n - 1 && ++anti[p] == n)
		won = 1;
	return won ? p : 0;
}

static void
move_line(const char *line)
{
	int r, c, p, k;

	if (line[strspn(line, " \t")] == '#')
		return;
	k = sscanf(line, "%d %d %d", &r, &c, &p);
	if (k == 1) {			/* header: a new N x N game */
		n = r;
		need_new = 1;
		return;
	}
	if (k != 3) {			/* empty line: the game ends */
		need_new = 1;
		return;
	}
	if (need_new)
		new_game();
	if (r < 0 || r >= n || c < 0 || c >= n || (p != 1 && p != 2) ||
	    taken[(size_t)r * (size_t)n + (size_t)c]) {
		puts("Invalid");
		return;
	}
	printf("%d\n", move(r, c, p));
}

static void
moves(FILE *fp, const char *first)
{
	char line[256];

	move_line(first);
	while (fgets(line, sizeof(line), fp) != NULL)
		move_line(line);
}

/* ---- Boards ---- */

static char **grid;
static size_t *len;
static size_t nrows, gridcap;

static char
cell(size_t i, size_t j)
{
	char ch = j < len[i] ? (char)toupper((unsigned char)grid[i][j]) : '.';

	return ch == ' ' ? '.' : ch;
}

/* LCCI 16.04: a full row, column or diagonal wins; else Draw or Pending. */
static const char *
judge(void)
{
	size_t i, j, sz = nrows;
	int full = 1;
	char ch;

	for (i = 0; i < sz; i++) {		/* rows */
		ch = cell(i, 0);
		for (j = 1; j < sz && cell(i, j) == ch; j++)
			;
		if (j == sz && ch != '.')
			return ch == 'X' ? "X" : "O";
	}
	for (j = 0; j < sz; j++) {		/* columns */
		ch = cell(0, j);
		for (i = 1; i < sz && cell(i, j) == ch; i++)
			;
		if (i == sz && ch != '.')
			return ch == 'X' ? "X" : "O";
	}
	ch = cell(0, 0);			/* diagonal */
	for (i = 1; i < sz && cell(i, i) == ch; i++)
		;
	if (i == sz && ch != '.')
		return ch == 'X' ? "X" : "O";
	ch = cell(0, sz - 1);			/* anti-diagonal */
	for (i = 1; i < sz && cell(i, sz - 1 - i) == ch; i++)
		;
	if (i == sz && ch != '.')
		return ch == 'X' ? "X" : "O";
	for (i = 0; i < sz; i++)
		for (j = 0; j < sz; j++)
			if (cell(i, j) == '.')
				full = 0;
	return full ? "Draw" : "Pending";
}

static void
end_board(void)
{
	size_t i;

	if (nrows == 0)
		return;
	puts(judge());
	for (i = 0; i < nrows; i++)
		free(grid[i]);
	nrows = 0;
}

static void
add_row(char *line, size_t l)
{
	if (nrows == gridcap) {
		gridcap = gridcap ? 2 * gridcap : 16;
		grid = realloc(grid, gridcap * sizeof(*grid));
		len = realloc(len, gridcap * sizeof(*len));
		if (grid == NULL || len == NULL)
			die("out of memory");
	}
	grid[nrows] = line;
	len[nrows] = l;
	nrows++;
}

/* Drops the LF and a CR before it; the length left. */
static size_t
chomp(char *line, size_t l)
{
	if (l > 0 && line[l - 1] == '\n')
		line[--l] = '\0';
	if (l > 0 && line[l - 1] == '\r')
		line[--l] = '\0';
	return l;
}

static void
board_line(char *line, size_t l)
{
	if (l == 0) {
		free(line);
		end_board();
	} else if (line[strspn(line, " \t")] == '#')
		free(line);
	else
		add_row(line, l);
}

static void
boards(FILE *fp, char *first, size_t firstlen)
{
	char *line = NULL;
	size_t cap = 0;
	ssize_t r;

	board_line(first, firstlen);
	while ((r = getline(&line, &cap, fp)) != -1) {
		board_line(line, chomp(line, (size_t)r));
		line = NULL;		/* the row keeps the buffer */
		cap = 0;
	}
	free(line);
	end_board();
}

int
main(int argc, char **argv)
{
	FILE *fp = stdin;
	char *line = NULL;
	size_t cap = 0, l;
	ssize_t r;
	int i = 1;

	if (i + 1 < argc && strcmp(argv[i], "-n") == 0) {
		n = atoi(argv[i + 1]);
		if (n < 1)
			die("bad -n");
		i += 2;
	}
	if (i < argc && strcmp(argv[i], "-") != 0 &&
	    (fp = fopen(argv[i], "r")) == NULL) {
		perror(argv[i]);
		return 2;
	}
	/* The first line that is neither empty nor a comment decides. */
	while ((r = getline(&line, &cap, fp)) != -1) {
		l = chomp(line, (size_t)r);
		if (l == 0 || line[strspn(line, " \t")] == '#')
			continue;
		if (strpbrk(line, "0123456789") != NULL) {
			moves(fp, line);
			free(line);
		} else
			boards(fp, line, l);
		break;
	}
	if (r == -1)
		free(line);
	if (fflush(stdout) != 0 || ferror(stdout)) {
		perror("naive: write");
		return 2;
	}
	return 0;
}
