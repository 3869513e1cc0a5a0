/*
 * judge_api - checks of judge.h at the level of the library: regressions
 * the fuzzers found (ttt itself never feeds an empty row), and the fast
 * paths (judge_board3(), small games) against the general ones over every
 * 3 x 3 board and game.  Built with the sanitizers by make test; run by
 * tests/regress.bats.  Prints one line per check and exits 1 if any failed.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "../judge.h"

static int failed;

static void
check(const char *what, int ok)
{
	printf("%s %s\n", ok ? "ok" : "FAIL", what);
	if (!ok)
		failed = 1;
}

/* An empty first row, then a row too long for the bitboards: the flags
 * were used before they existed (UBSan: offset on a null pointer). */
static void
empty_first_row(void)
{
	struct judge_board *b = judge_board_new(JUDGE_EITHER);
	struct judge_why why;
	enum judge_verdict v;

	judge_board_row(b, "", 0);
	judge_board_row(b, "XXXXXXXXX", 9);
	v = judge_board_end(b, &why);
	check("an empty first row, then 9 cells: Invalid, row 1 too long",
	    v == JUDGE_INVALID && why.code == JUDGE_ELONGROW && why.row == 1);
	judge_board_free(b);
}

/* Row 7 holding 8 cells, then an empty piece of it: a shift by 64. */
static void
empty_piece_after_8_cells(void)
{
	struct judge_board *b = judge_board_new(JUDGE_EITHER);
	enum judge_verdict v;
	int i;

	for (i = 0; i < 7; i++)
		judge_board_row(b, "", 0);
	judge_board_cells(b, "........", 8);
	judge_board_cells(b, "", 0);
	judge_board_endrow(b);
	v = judge_board_end(b, NULL);
	check("7 empty rows, 8 cells, an empty piece: Pending",
	    v == JUDGE_PENDING);
	judge_board_free(b);
}

/* A K-in-a-row game too big for the byte map: O's cells went into the
 * hash table with a player bit the lookup did not mask, so they could be
 * played again. */
static void
hashed_o_cell_taken(void)
{
	struct judge_game *g = judge_game_new(3, JUDGE_EITHER, 0);

	judge_game_resetk(g, UINT64_C(1) << 25, 2, 3);
	check("a hashed K game: O's cell is free first",
	    judge_game_move(g, 5, 1, JUDGE_P2) == 0);
	check("a hashed K game: O's cell is then taken",
	    judge_game_move(g, 5, 1, JUDGE_P1) == JUDGE_ETAKEN);
	check("a hashed K game: X's cell is then taken",
	    judge_game_move(g, 6, 1, JUDGE_P1) == 0 &&
	    judge_game_move(g, 6, 1, JUDGE_P2) == JUDGE_ETAKEN);
	judge_game_free(g);
}

/* Board i of the 3^9 3 x 3 boards as "abc\ndef\nghi\n", cell j being
 * digit j of i in base 3; case and the empty byte vary with i. */
static void
board_text(unsigned i, char *t)
{
	static const char mark[2][3] = { { '.', 'X', 'O' }, { ' ', 'x', 'o' } };
	unsigned j, d = i;

	for (j = 0; j < 9; j++, d /= 3)
		t[j / 3 * 4 + j % 3] = mark[(i >> (j % 3)) & 1][d % 3];
	t[3] = t[7] = t[11] = '\n';
}

/* judge_board3() against the rows fed one by one, for all 3^9 boards,
 * twice each (judged, then remembered), under several rules, and with
 * the rules changed on the same board judge. */
static void
board3_all(void)
{
	static const struct {
		enum judge_player first;
		uint64_t rows, cols, k;
		unsigned flags;
	} rules[] = {
		{ JUDGE_EITHER, 0, 0, 0, 0 }, { JUDGE_P1, 0, 0, 0, 0 },
		{ JUDGE_P2, 0, 0, 0, 0 }, { JUDGE_EITHER, 0, 0, 2, 0 },
		{ JUDGE_EITHER, 3, 3, 2, JUDGE_EXACT },
		{ JUDGE_EITHER, 4, 4, 0, 0 }, { JUDGE_P1, 3, 5, 0, 0 }
	};
	enum judge_player bfirst = JUDGE_EITHER;
	struct judge_board *a, *b = judge_board_new(bfirst);
	struct judge_why wa, wb;
	char t[12], what[96];
	unsigned r, i, pass, bad = 0, counts[5] = { 0 };
	int va, vb;

	for (r = 0; r < sizeof(rules) / sizeof(rules[0]); r++) {
		a = judge_board_new(rules[r].first);
		judge_board_rules(a, rules[r].rows, rules[r].cols, rules[r].k,
		    rules[r].flags);
		/* b is kept while the first player is, and the rules
		 * change under it */
		if (rules[r].first != bfirst) {
			judge_board_free(b);
			b = judge_board_new(bfirst = rules[r].first);
		}
		judge_board_rules(b, rules[r].rows, rules[r].cols, rules[r].k,
		    rules[r].flags);
		for (pass = 0; pass < 2; pass++)
			for (i = 0; i < 19683; i++) {
				board_text(i, t);
				judge_board_row(a, t, 3);
				judge_board_row(a, t + 4, 3);
				judge_board_row(a, t + 8, 3);
				va = (int)judge_board_end(a, &wa);
				memset(&wb, 0, sizeof(wb));
				vb = judge_board3(b, t, &wb);
				if (va != vb || (va == JUDGE_INVALID &&
				    (wa.code != wb.code || wa.x != wb.x)))
					bad++;
				counts[va]++;
			}
		judge_board_free(a);
	}
	snprintf(what, sizeof(what), "judge_board3: all 3^9 boards under 7 "
	    "rules, twice, as the rows say (%s)", bad == 0 ? "none differ" :
	    "some differ");
	check(what, bad == 0 && counts[0] && counts[1] && counts[2] &&
	    counts[3] && counts[4]);

	/* Not taken: a byte that is no cell, or rows already fed. */
	judge_board_rules(b, 0, 0, 0, 0);
	check("judge_board3: a '#' in a row is not taken",
	    judge_board3(b, "XO.\n.#.\n...\n", NULL) == -1 &&
	    judge_board_rows(b) == 0);
	check("judge_board3: a CR ending a row is not taken",
	    judge_board3(b, "XO\r\n...\n...\n", NULL) == -1);
	judge_board_row(b, "X", 1);
	check("judge_board3: a board already begun is not taken",
	    judge_board3(b, "...\n...\n...\n", NULL) == -1 &&
	    judge_board_rows(b) == 1);
	check("judge_board3: and the board begun is judged as fed",
	    judge_board_end(b, NULL) == JUDGE_X);
	/* Remembered under one rule, asked under another. */
	check("judge_board3: XX. O.. ... is Pending with K = N",
	    judge_board3(b, "XX.\nO..\n...\n", NULL) == JUDGE_PENDING);
	judge_board_rules(b, 0, 0, 2, 0);
	check("judge_board3: and X after the rules change to K = 2",
	    judge_board3(b, "XX.\nO..\n...\n", NULL) == JUDGE_X);
	judge_board_free(b);
}

/* The reference: whether p's marks fill a line through (r, c) of 3 x 3. */
static int
won3(const int *cell, int r, int c, int p)
{
	int i, row = 1, col = 1, d = r == c, a = r + c == 2;

	for (i = 0; i < 3; i++) {
		row &= cell[3 * r + i] == p;
		col &= cell[3 * i + c] == p;
		d &= cell[3 * i + i] == p;
		a &= cell[3 * i + 2 - i] == p;
	}
	return row || col || d || a;
}

/* Every order of the 9 cells, players alternating, as a game of 3 x 3,
 * each move's result against the reference; then a move on a taken cell
 * and one after the end. */
static void
game3_all(void)
{
	struct judge_game *g = judge_game_new(3, JUDGE_EITHER, 0);
	int perm[9], cell[9], i, j, k, rc, want, p, over, bad = 0;
	unsigned long games = 0;

	for (i = 0; i < 9; i++)
		perm[i] = i;
	for (;;) {
		judge_game_reset(g, 3);
		memset(cell, 0, sizeof(cell));
		for (i = 0, over = 0; i < 9; i++) {
			p = 1 + (i & 1);
			if (over) {
				rc = judge_game_move(g, (uint64_t)perm[i] / 3,
				    (uint64_t)perm[i] % 3, p);
				bad += rc != JUDGE_EOVER;
				break;
			}
			if (i > 0)
				bad += judge_game_move(g,
				    (uint64_t)perm[i - 1] / 3,
				    (uint64_t)perm[i - 1] % 3, p) !=
				    JUDGE_ETAKEN;
			cell[perm[i]] = p;
			want = won3(cell, perm[i] / 3, perm[i] % 3, p) ? p : 0;
			rc = judge_game_move(g, (uint64_t)perm[i] / 3,
			    (uint64_t)perm[i] % 3, p);
			bad += rc != want;
			over = want != 0;
		}
		games++;
		/* the next permutation, in lexicographic order */
		for (j = 7; j >= 0 && perm[j] > perm[j + 1]; j--)
			;
		if (j < 0)
			break;
		for (k = 8; perm[k] < perm[j]; k--)
			;
		i = perm[j], perm[j] = perm[k], perm[k] = i;
		for (j++, k = 8; j < k; j++, k--)
			i = perm[j], perm[j] = perm[k], perm[k] = i;
	}
	check("judge_game_move: all 9! orders of a 3 x 3 game, a taken cell "
	    "and a move after the win, as the reference says",
	    bad == 0 && games == 362880);
	judge_game_free(g);
}

/* A small xorshift, so the run is the same everywhere. */
static uint64_t
rnd(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

/*
 * judge_game_play() against judge_game_move() fed the same lines by a
 * plain parser: random runs of lines "R C P\n" on boards of 1 to 8 (and
 * some lines a byte off: '*', ':', '/', a CR, two spaces, a 0 or 3
 * player), the lines played, their results, and the games after (a
 * random probe of further moves on both).
 */
static void
play_random(void)
{
	static const char odd[] = "*:/\r 03";
	struct judge_game *a = judge_game_new(3, JUDGE_EITHER, 0);
	struct judge_game *b = judge_game_new(3, JUDGE_EITHER, 0);
	char text[64 * 6 + 8], res[2 * 64], want[2 * 64];
	uint64_t seed = 88172645463325252u, n, r, c;
	size_t len, nl, i, got, exp, max;
	int trial, bad = 0, rc, p, stops = 0, wins = 0;

	for (trial = 0; trial < 200000; trial++) {
		n = 1 + rnd(&seed) % 8;
		judge_game_reset(a, n);
		judge_game_reset(b, n);
		nl = rnd(&seed) % 40;
		for (i = 0, len = 0; i < nl; i++, len += 6) {
			text[len] = (char)('0' + rnd(&seed) % (n + 1));
			text[len + 1] = ' ';
			text[len + 2] = (char)('0' + rnd(&seed) % (n + 1));
			text[len + 3] = ' ';
			text[len + 4] = (char)('1' + (i & 1));
			text[len + 5] = '\n';
			if (rnd(&seed) % 50 == 0)
				text[len + rnd(&seed) % 6] =
				    odd[rnd(&seed) % (sizeof(odd) - 1)];
		}
		/* up to 8 bytes of padding, which may hold a line's start */
		memcpy(text + len, "1 1 1\n1 ", 8);
		len += rnd(&seed) % 9;
		max = rnd(&seed) % 64;
		/* the reference */
		for (exp = 0; exp < max && exp * 6 + 8 <= len; exp++) {
			const char *t = text + exp * 6;

			if (t[0] < '0' || t[0] > '9' || t[1] != ' ' ||
			    t[2] < '0' || t[2] > '9' || t[3] != ' ' ||
			    t[4] < '0' || t[4] > '9' || t[5] != '\n')
				break;
			rc = judge_game_move(a, (uint64_t)(t[0] - '0'),
			    (uint64_t)(t[2] - '0'), t[4] - '0');
			if (rc < 0)
				break;
			want[2 * exp] = (char)('0' + rc);
			want[2 * exp + 1] = '\n';
			if (rc > 0) {
				exp++;
				wins++;
				break;
			}
		}
		got = judge_game_play(b, text, len, res, max);
		stops += got < nl;
		if (got != exp || memcmp(res, want, 2 * got) != 0)
			bad++;
		/* the same games after: a probe of 20 moves */
		for (i = 0; i < 20; i++) {
			r = rnd(&seed) % (n + 1);
			c = rnd(&seed) % (n + 1);
			p = 1 + (int)(rnd(&seed) % 2);
			if (judge_game_move(a, r, c, p) !=
			    judge_game_move(b, r, c, p) ||
			    judge_game_lines(a) != judge_game_lines(b))
				bad++;
		}
	}
	check("judge_game_play: 200000 random runs on 1x1 to 8x8 boards, as "
	    "judge_game_move() plays them", bad == 0 && stops > 1000 &&
	    wins > 1000);

	/* What it leaves to judge_game_move(): strict, large, K games. */
	judge_game_free(b);
	b = judge_game_new(3, JUDGE_EITHER, JUDGE_STRICT);
	check("judge_game_play: a strict game plays no line",
	    judge_game_play(b, "0 0 1\n0 1 2\n", 12, res, 2) == 0);
	judge_game_reset(b, 9);
	check("judge_game_play: a 9x9 game plays no line",
	    judge_game_play(b, "0 0 1\n0 1 2\n", 12, res, 2) == 0);
	judge_game_free(b);
	b = judge_game_new(3, JUDGE_EITHER, 0);
	judge_game_resetk(b, 3, 3, 2);
	check("judge_game_play: a K game plays no line",
	    judge_game_play(b, "0 0 1\n0 1 2\n", 12, res, 2) == 0);
	judge_game_reset(b, 3);
	check("judge_game_play: 8 bytes from a line's start, else not played",
	    judge_game_play(b, "0 0 1\n0 1 2\n", 12, res, 2) == 1 &&
	    judge_game_play(b, "0 1 2\n0 2", 9, res, 2) == 1 &&
	    judge_game_play(b, "0 2 1\n", 6, res, 2) == 0);
	judge_game_free(a);
	judge_game_free(b);
}

/*
 * Random games on boards of 9 to 40 (the dense path), and on 1 to 8, each
 * move against a reference that holds the board and scans the lines
 * through the move: off-board rows and columns, players 0 and 3, taken
 * cells, moves after a win; and the lines of each win.
 */
static void
dense_random(void)
{
	static int cell[40 * 40];
	struct judge_game *g = judge_game_new(3, JUDGE_EITHER, 0);
	uint64_t seed = 0x9e3779b97f4a7c15u, n, r, c, tgt;
	int trial, i, j, p, want, over, bad = 0, wins = 0, rc, k;
	unsigned lines = 0, wl;

	for (trial = 0; trial < 3000; trial++) {
		n = trial % 4 == 0 ? 1 + rnd(&seed) % 8 : 9 + rnd(&seed) % 32;
		judge_game_reset(g, n);
		memset(cell, 0, sizeof(cell));
		over = 0;
		tgt = rnd(&seed);
		for (i = 0; i < 4000; i++) {
			/* mostly on one line of the game, mostly by one
			 * player, so that lines fill */
			r = rnd(&seed) % (n + 1);
			c = rnd(&seed) % (n + 1);
			p = (int)(1 + rnd(&seed) % 2);
			if (rnd(&seed) % 4 != 0) {
				k = (int)(rnd(&seed) % n);
				switch (tgt % 4) {
				case 0: r = tgt / 4 % n; c = (uint64_t)k; break;
				case 1: c = tgt / 4 % n; r = (uint64_t)k; break;
				case 2: r = c = (uint64_t)k; break;
				default: r = (uint64_t)k; c = n - 1 - r;
				}
				p = rnd(&seed) % 10 ? 1 + (int)(tgt / 8 % 2) :
				    p;
			}
			if (rnd(&seed) % 40 == 0)
				p = (int)(rnd(&seed) % 4);
			if (r >= n)
				want = JUDGE_EROW;
			else if (c >= n)
				want = JUDGE_ECOL;
			else if (p != 1 && p != 2)
				want = JUDGE_EPLAYER;
			else if (over)
				want = JUDGE_EOVER;
			else if (cell[r * n + c] != 0)
				want = JUDGE_ETAKEN;
			else {
				cell[r * n + c] = p;
				wl = 0;
				for (k = 0, j = 1; j && k < (int)n; k++)
					j = cell[r * n + (uint64_t)k] == p;
				wl |= j ? JUDGE_LROW : 0;
				for (k = 0, j = 1; j && k < (int)n; k++)
					j = cell[(uint64_t)k * n + c] == p;
				wl |= j ? JUDGE_LCOL : 0;
				for (k = 0, j = r == c; j && k < (int)n; k++)
					j = cell[(uint64_t)k * n +
					    (uint64_t)k] == p;
				wl |= j ? JUDGE_LDIAG : 0;
				for (k = 0, j = r + c + 1 == n; j && k < (int)n;
				    k++)
					j = cell[(uint64_t)k * n + n - 1 -
					    (uint64_t)k] == p;
				wl |= j ? JUDGE_LANTI : 0;
				want = wl ? p : 0;
				over = wl != 0;
				lines = wl;
			}
			rc = judge_game_move(g, r, c, p);
			if (rc != want || (rc > 0 && judge_game_lines(g) !=
			    lines))
				bad++;
			wins += rc > 0;
			if (over && rnd(&seed) % 8 == 0)
				break;
		}
	}
	check("judge_game_move: 3000 random games on 1x1 to 40x40, as a "
	    "reference holding the board says", bad == 0 && wins > 1000);
	judge_game_free(g);
}

int
main(void)
{
	empty_first_row();
	empty_piece_after_8_cells();
	hashed_o_cell_taken();
	board3_all();
	game3_all();
	play_random();
	dense_random();
	return failed;
}
