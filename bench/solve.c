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
 * 6x5       the empty 6 x 5 board, k 4          X wins (N reported)
 * 6x6       the empty 6 x 6 board, k 5, the     Draw, proved, <= 1 s
 *           default budget
 * 7x6       the empty 7 x 6 board, k 5, the     Draw, proved
 *           default budget
 * 7x7       the empty 7 x 7 board, k 5, the     Draw, proved, <= 10 s and
 *           default budget                     256 MiB
 * 8x8       the empty 8 x 8 board, k 5, the     what it gives
 *           default budget
 * 8x8-big   the same, 10^8 nodes (only when    what it gives
 *           named)
 * 7x7-r     200 random 7 x 7 positions of 4    each answered within the
 *           to 12 marks, k 5, the default      default budget
 *           budget
 * 5x5-6     200 random 5 x 5 positions of 6     answered within the
 *           marks, k 4, the default budget     default budget, each
 *                                               <= 0.5 s
 * threats   composed 15 x 15 positions (those  the value, each <= 1 s
 *           of tests/threats.bats), k 5, the
 *           default budget
 * 15x15     100 random 15 x 15 positions of    each <= 1.5 s (the
 *           8 to 30 marks, k 5, the default    answers reported)
 *           budget
 * problems  the published problems of          VCF: >= 99 % solved,
 *           tests/problems.txt (VCF and VCT),  median <= 1 ms, mean
 *           k 5, the default budget            <= 10 ms; VCT: >= 90 %
 *                                               solved
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

#define NODES_8X8	UINT64_C(100000000)
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

/* Random positions of 4 to 12 marks on 7 x 7, k 5 (X, O alternating, X
 * to move after an even count; none won: 12 marks make no five of one
 * player here but by chance, and those are skipped), under the default
 * budget. */
static void
random_7(struct judge_solver *s)
{
	struct judge_solution o;
	unsigned char cells[49];
	uint64_t seed = 20261206, nodes = 0, most = 0, i, j, m, n;
	double t, worst = 0, all = 0;
	unsigned known = 0, draws = 0, tried = 0;
	int rc, ok;

	for (i = 0; tried < 200; i++) {
		memset(cells, 0, sizeof(cells));
		n = 4 + rnd(&seed) % 9;
		for (m = 0; m < n;) {
			j = rnd(&seed) % 49;
			if (cells[j] == 0)
				cells[j] = (unsigned char)(1 + m++ % 2);
		}
		t = now();
		rc = judge_solve_cells(s, cells, 7, 7, 5, JUDGE_FREESTYLE,
		    n % 2 ? JUDGE_P2 : JUDGE_P1, NULL, &o);
		t = now() - t;
		if (rc != JUDGE_OK && rc != JUDGE_EBOTH) {
			fprintf(stderr, "solve: 7x7-r: the call failed\n");
			exit(2);
		}
		if (rc == JUDGE_EBOTH || ((o.value == JUDGE_X ||
		    o.value == JUDGE_O) && o.n == 0))
			continue;	/* a position already won */
		tried++;
		all += t;
		worst = t > worst ? t : worst;
		nodes += o.nodes;
		most = o.nodes > most ? o.nodes : most;
		known += o.value != JUDGE_PENDING;
		draws += o.value == JUDGE_DRAW;
	}
	ok = known == 200;
	missed |= !ok;
	printf("7x7-r  200 random (7,7,5) positions of 4 to 12 marks, default "
	    "budget: %u of 200 answered (%u draws), nodes %.0f mean, %llu "
	    "most, %.3f s mean, %.3f s most%s\n", known, draws,
	    (double)nodes / 200, (unsigned long long)most, all / 200, worst,
	    ok ? "" : "  GOAL MISSED");
}

/* A composed position: its marks ("X7,6 X7,7 ..."), rule, player to
 * move and value (X, O; N not checked: "at most" may vary). */
static const struct {
	const char *name, *marks;
	enum judge_rule rule;
	enum judge_player tomove;
	enum judge_verdict want;
} composed[] = {
	{ "open three", "X7,6 X7,7 X7,8 O3,3 O11,11", JUDGE_FREESTYLE,
	    JUDGE_P1, JUDGE_X },
	{ "three-three", "X7,6 X7,7 X5,8 X6,8 O0,0 O0,14 O14,0 O14,14",
	    JUDGE_FREESTYLE, JUDGE_P1, JUDGE_X },
	{ "counter-four", "O7,1 X7,2 X7,3 X7,4 X3,6 O4,6 O5,6 O6,6 X9,5 "
	    "X10,5", JUDGE_FREESTYLE, JUDGE_P1, JUDGE_X },
	{ "renju O's three-three", "O7,6 O7,7 O5,8 O6,8 X0,0 X0,14 X14,0 "
	    "X14,14 X1,1", JUDGE_RENJU, JUDGE_P2, JUDGE_O },
	{ "renju X's foul block", "X7,5 X7,6 X5,7 X6,7 X2,2 O3,3 O4,4 O5,5 "
	    "O6,6", JUDGE_RENJU, JUDGE_P1, JUDGE_O },
	{ "renju X's open three", "X7,6 X7,7 X7,8 X5,9 X6,9 O0,0 O0,14 "
	    "O14,0 O14,14", JUDGE_RENJU, JUDGE_P1, JUDGE_X },
};

/* The composed positions, 15 x 15, k 5, each under the default budget. */
static void
threats(struct judge_solver *s)
{
	struct judge_solution o;
	unsigned char cells[225];
	const char *m;
	char *e;
	unsigned long r, c;
	size_t i;
	double t;
	int ok;

	for (i = 0; i < sizeof(composed) / sizeof(composed[0]); i++) {
		memset(cells, 0, sizeof(cells));
		for (m = composed[i].marks; *m != '\0'; m = e) {
			r = strtoul(m + 1, &e, 10);
			c = strtoul(e + 1, &e, 10);
			cells[r * 15 + c] = *m == 'X' ? 1 : 2;
			while (*e == ' ')
				e++;
		}
		t = now();
		if (judge_solve_cells(s, cells, 15, 15, 5, composed[i].rule,
		    composed[i].tomove, NULL, &o) != JUDGE_OK) {
			fprintf(stderr, "solve: threats: the call failed\n");
			exit(2);
		}
		t = now() - t;
		ok = o.value == composed[i].want && t <= 1;
		missed |= !ok;
		printf("threats %-22s %s in %s%llu, %llu nodes, %.1f MiB, "
		    "%.3f s%s\n", composed[i].name, value_name(&o),
		    o.atmost ? "at most " : "", (unsigned long long)o.n,
		    (unsigned long long)o.nodes, (double)o.memory / 1048576, t,
		    ok ? "" : "  GOAL MISSED");
	}
}

/* Random 15 x 15 positions of 8 to 30 marks (X, O alternating, none
 * won), freestyle k 5, X or O to move by the counts, default budget. */
static void
random_15(struct judge_solver *s)
{
	struct judge_solution o;
	unsigned char cells[225];
	uint64_t seed = 20261205, i, j, m, n;
	double t, worst = 0, all = 0;
	unsigned v[4] = { 0, 0, 0, 0 }, tried = 0;
	int ok;

	for (i = 0; tried < 100; i++) {
		memset(cells, 0, sizeof(cells));
		n = 8 + rnd(&seed) % 23;
		/* near the centre, as games are */
		for (m = 0; m < n;) {
			j = (4 + rnd(&seed) % 7) * 15 + 4 + rnd(&seed) % 7;
			if (cells[j] == 0)
				cells[j] = (unsigned char)(1 + m++ % 2);
		}
		t = now();
		if (judge_solve_cells(s, cells, 15, 15, 5, JUDGE_FREESTYLE,
		    n % 2 ? JUDGE_P2 : JUDGE_P1, NULL, &o) == JUDGE_EBOTH)
			continue;
		t = now() - t;
		if (o.n == 0 && o.value != JUDGE_PENDING)
			continue;	/* won already */
		tried++;
		all += t;
		worst = t > worst ? t : worst;
		v[o.value == JUDGE_PENDING ? 0 : o.value == JUDGE_DRAW ? 3 :
		    o.value]++;
	}
	ok = worst <= 1.5;
	missed |= !ok;
	printf("15x15  100 random (15,15,5) positions of 8 to 30 marks, "
	    "default budget: X wins %u, O wins %u, unknown %u, %.3f s mean, "
	    "%.3f s most%s\n", v[1], v[2], v[0],
	    all / 100, worst, ok ? "" : "  GOAL MISSED");
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

#define PROBLEMS_MOST	65536

/* One kind's figures: solved of all, median and mean seconds. */
static void
problems_kind(const char *kind, double *t, unsigned n, unsigned solved,
    double want, int timed)
{
	double all = 0, med;
	unsigned i;
	int ok;

	if (n == 0)
		return;
	qsort(t, n, sizeof(*t), cmp_double);
	for (i = 0; i < n; i++)
		all += t[i];
	med = n % 2 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
	ok = solved >= want * n && (!timed || (med <= 0.001 &&
	    all / n <= 0.010));
	missed |= !ok;
	printf("problems %s: %u of %u solved (%.0f %%), %.3f ms median, "
	    "%.3f ms mean, %.3f ms most%s\n", kind, solved, n,
	    100.0 * solved / n, med * 1e3, all / n * 1e3, t[n - 1] * 1e3,
	    ok ? "" : "  GOAL MISSED");
}

/* The problems of tests/problems.txt (run from the top of the tree), each
 * under the default budget: its value, N and time; then each kind's
 * figures. */
static void
problems(struct judge_solver *s)
{
	static double tf[PROBLEMS_MOST], tt[PROBLEMS_MOST];
	struct judge_solution o;
	unsigned char cells[225];
	char line[256], name[64] = "", rule[16] = "", turn = 'X', kind = 'F';
	unsigned nf = 0, nt = 0, sf = 0, st = 0, row = 0, c, won;
	int whole = 1, was;
	enum judge_rule r;
	FILE *f = fopen("tests/problems.txt", "r");
	double t;

	if (f == NULL) {
		perror("solve: tests/problems.txt");
		exit(2);
	}
	while (fgets(line, sizeof(line), f) != NULL) {
		/* the rest of a long line (a solution) is no row */
		was = whole;
		whole = strchr(line, '\n') != NULL;
		if (!was)
			continue;
		if (sscanf(line, "# problem: %63s", name) == 1) {
			row = 0;
			memset(cells, 0, sizeof(cells));
		}
		(void)sscanf(line, "# rule: %15s", rule);
		(void)sscanf(line, "# turn: %c", &turn);
		(void)sscanf(line, "# kind: VC%c", &kind);
		if (line[0] == '#' || line[0] == '\n' || row >= 15)
			continue;
		for (c = 0; c < 15 && line[c] != '\0'; c++)
			cells[row * 15 + c] = line[c] == 'X' ? 1 :
			    line[c] == 'O' ? 2 : 0;
		if (++row < 15)
			continue;
		r = strcmp(rule, "renju") == 0 ? JUDGE_RENJU :
		    strcmp(rule, "exact") == 0 ? JUDGE_EXACT :
		    strcmp(rule, "caro") == 0 ? JUDGE_CARO : JUDGE_FREESTYLE;
		t = now();
		if (judge_solve_cells(s, cells, 15, 15, 5, r, turn == 'X' ?
		    JUDGE_P1 : JUDGE_P2, NULL, &o) != JUDGE_OK) {
			fprintf(stderr, "solve: problem %s: the call failed\n",
			    name);
			exit(2);
		}
		t = now() - t;
		won = o.value == (turn == 'X' ? JUDGE_X : JUDGE_O);
		if (kind == 'F' && nf < PROBLEMS_MOST) {
			tf[nf++] = t;
			sf += won;
		} else if (kind == 'T' && nt < PROBLEMS_MOST) {
			tt[nt++] = t;
			st += won;
		}
		printf("problem %-36s VC%c %s in %s%llu, %llu nodes, %.3f s\n",
		    name, kind, value_name(&o), o.atmost ? "at most " : "",
		    (unsigned long long)o.n, (unsigned long long)o.nodes, t);
	}
	fclose(f);
	problems_kind("VCF", tf, nf, sf, 0.99, 1);
	problems_kind("VCT", tt, nt, st, 0.90, 0);
}

/* Whether section name is asked for: named, or with no name all (but
 * those run only when named: only). */
static int
wanted(int argc, char **argv, const char *name, int only)
{
	int i;

	for (i = 1; i < argc; i++)
		if (strcmp(argv[i], name) == 0)
			return 1;
	return argc == 1 && !only;
}

int
main(int argc, char **argv)
{
	struct judge_solver *s = judge_solver_new();

	if (s == NULL) {
		perror("solve");
		return 2;
	}
	if (wanted(argc, argv, "4x4", 0))
		empty_board(s, "4x4", 4, 4, 4, NODES_BIG, JUDGE_DRAW, 1);
	if (wanted(argc, argv, "5x5", 0))
		empty_board(s, "5x5", 5, 5, 4, NODES_BIG, JUDGE_DRAW, 10);
	if (wanted(argc, argv, "5x6", 0))
		empty_board(s, "5x6", 5, 6, 4, NODES_BIG, JUDGE_X, 0);
	if (wanted(argc, argv, "6x5", 0))
		empty_board(s, "6x5", 6, 5, 4, NODES_BIG, JUDGE_X, 0);
	if (wanted(argc, argv, "6x6", 0))
		empty_board(s, "6x6", 6, 6, 5, 0, JUDGE_DRAW, 1);
	if (wanted(argc, argv, "7x6", 0))
		empty_board(s, "7x6", 7, 6, 5, 0, JUDGE_DRAW, 0);
	if (wanted(argc, argv, "7x7", 0))
		empty_board(s, "7x7", 7, 7, 5, 0, JUDGE_DRAW, 10);
	if (wanted(argc, argv, "8x8", 0))
		empty_board(s, "8x8", 8, 8, 5, 0, JUDGE_PENDING, 0);
	if (wanted(argc, argv, "8x8-big", 1))
		empty_board(s, "8x8", 8, 8, 5, NODES_8X8, JUDGE_PENDING, 0);
	if (wanted(argc, argv, "5x5-6", 0))
		random_6(s);
	if (wanted(argc, argv, "7x7-r", 0))
		random_7(s);
	if (wanted(argc, argv, "threats", 0))
		threats(s);
	if (wanted(argc, argv, "15x15", 0))
		random_15(s);
	if (wanted(argc, argv, "problems", 0))
		problems(s);
	judge_solver_free(s);
	return missed;
}
