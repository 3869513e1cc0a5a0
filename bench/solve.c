/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * solve - the solver's goals (judge.h's judge_solve_cells()), timed.
 *
 *	bench/solve [NAME...]
 *
 * NAME      position, rules                    goal
 * 4x4       the empty 4 x 4 board, k 4          Draw, proved, <= 1 s
 * 5x5       the empty 5 x 5 board, k 4          Draw, proved, <= 10 s and
 *                                               256 MiB
 * 5x6       the empty 5 x 6 board, k 4          X wins (N reported)
 * 7x7       the empty 7 x 7 board, k 5          what 10^7 nodes give
 * 5x5-6     200 random 5 x 5 positions of 6     answered within the
 *           marks, k 4, the default budget     default budget, each
 *                                               <= 0.5 s
 *
 * Without NAME, all of them.  Each prints its value, N, nodes, memory
 * (MiB) and seconds; a goal missed is said on its line, and makes the exit
 * status 1.  Deterministic but for the times.  C11 + POSIX, libc only.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../judge.h"

#define NODES_7X7	UINT64_C(10000000)
#define NODES_BIG	UINT64_C(4000000000)

static int missed;

static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static const char *
value_name(const struct judge_solution *o)
{
	switch (o->value) {
	case JUDGE_X:
		return "X wins";
	case JUDGE_O:
		return "O wins";
	case JUDGE_DRAW:
		return "Draw";
	default:
		return "unknown";
	}
}

/* Solves the empty board and prints one line; want JUDGE_PENDING: any. */
static void
empty_board(struct judge_solver *s, const char *name, uint64_t rows,
    uint64_t cols, uint64_t k, uint64_t nodes, enum judge_verdict want,
    double secs)
{
	struct judge_budget bu = { nodes, 0 };
	struct judge_solution o;
	unsigned char *cells = calloc((size_t)(rows * cols), 1);
	double t;
	int ok;

	if (cells == NULL) {
		perror("solve");
		exit(2);
	}
	t = now();
	if (judge_solve_cells(s, cells, rows, cols, k, JUDGE_FREESTYLE,
	    JUDGE_P1, &bu, &o) != JUDGE_OK) {
		fprintf(stderr, "solve: %s: the call failed\n", name);
		exit(2);
	}
	t = now() - t;
	ok = (want == JUDGE_PENDING || o.value == want) &&
	    (secs == 0 || t <= secs) && o.memory <= JUDGE_SOLVE_MEMORY;
	missed |= !ok;
	printf("%-6s (%llu,%llu,%llu) empty, X to move: %s", name,
	    (unsigned long long)rows, (unsigned long long)cols,
	    (unsigned long long)k, value_name(&o));
	if (o.value == JUDGE_X || o.value == JUDGE_O)
		printf(" in %llu", (unsigned long long)o.n);
	printf(", %llu nodes, %.1f MiB, %.2f s%s\n",
	    (unsigned long long)o.nodes, (double)o.memory / 1048576, t,
	    ok ? "" : "  GOAL MISSED");
}

static uint64_t
rnd(uint64_t *x)
{
	uint64_t z = (*x += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ z >> 30) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ z >> 27) * UINT64_C(0x94d049bb133111eb);
	return z ^ z >> 31;
}

/* Random positions of 6 marks on 5 x 5 (X, O alternating; none won, as
 * 6 marks cannot make two fours), under the default budget. */
static void
random_6(struct judge_solver *s)
{
	struct judge_solution o;
	unsigned char cells[25];
	uint64_t seed = 20240601, nodes = 0, most = 0, i, j, m;
	double t, worst = 0, all = 0;
	unsigned known = 0;
	int ok;

	for (i = 0; i < 200; i++) {
		memset(cells, 0, sizeof(cells));
		for (m = 0; m < 6;) {
			j = rnd(&seed) % 25;
			if (cells[j] == 0)
				cells[j] = (unsigned char)(1 + m++ % 2);
		}
		t = now();
		if (judge_solve_cells(s, cells, 5, 5, 4, JUDGE_FREESTYLE,
		    JUDGE_P1, NULL, &o) != JUDGE_OK) {
			fprintf(stderr, "solve: 5x5-6: the call failed\n");
			exit(2);
		}
		t = now() - t;
		all += t;
		worst = t > worst ? t : worst;
		nodes += o.nodes;
		most = o.nodes > most ? o.nodes : most;
		known += o.value != JUDGE_PENDING;
	}
	ok = known == 200 && worst <= 0.5;
	missed |= !ok;
	printf("5x5-6  200 random (5,5,4) positions of 6 marks, default "
	    "budget: %u of 200 answered, nodes %.0f mean, %llu most, %.3f s "
	    "mean, %.3f s most%s\n", known, (double)nodes / 200,
	    (unsigned long long)most, all / 200, worst,
	    ok ? "" : "  GOAL MISSED");
}

static int
wanted(int argc, char **argv, const char *name)
{
	int i;

	for (i = 1; i < argc; i++)
		if (strcmp(argv[i], name) == 0)
			return 1;
	return argc == 1;
}

int
main(int argc, char **argv)
{
	struct judge_solver *s = judge_solver_new();

	if (s == NULL) {
		perror("solve");
		return 2;
	}
	if (wanted(argc, argv, "4x4"))
		empty_board(s, "4x4", 4, 4, 4, NODES_BIG, JUDGE_DRAW, 1);
	if (wanted(argc, argv, "5x5"))
		empty_board(s, "5x5", 5, 5, 4, NODES_BIG, JUDGE_DRAW, 10);
	if (wanted(argc, argv, "5x6"))
		empty_board(s, "5x6", 5, 6, 4, NODES_BIG, JUDGE_X, 0);
	if (wanted(argc, argv, "7x7"))
		empty_board(s, "7x7", 7, 7, 5, NODES_7X7, JUDGE_PENDING, 0);
	if (wanted(argc, argv, "5x5-6"))
		random_6(s);
	judge_solver_free(s);
	return missed;
}
