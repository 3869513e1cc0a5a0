/*
 * judge_api - regression checks of judge.h found by the fuzzers, at the
 * level of the library (ttt itself never feeds an empty row).  Built with
 * the sanitizers by make test; run by tests/regress.bats.  Prints one line
 * per check and exits 1 if any failed.
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

int
main(void)
{
	empty_first_row();
	empty_piece_after_8_cells();
	hashed_o_cell_taken();
	return failed;
}
