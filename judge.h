/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * judge.h - the two tic-tac-toe judges of ttt, as a library.
 *
 * Nothing here prints, reads files, exits or keeps global state.  Every
 * result and every error, running out of memory included, comes back as
 * a named value.  Sizes and coordinates are uint64_t throughout.
 *
 * Board judge (LCCI 16.04): fed a board one row at a time, it never holds
 * the board.  Game judge (LeetCode 348): fed one move per call, O(1) each
 * for full lines, O(k) for k in a row.
 */
#ifndef JUDGE_H
#define JUDGE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Players.  JUDGE_EITHER means "either may start" where a first player is
 * asked for. */
enum judge_player {
	JUDGE_EITHER = 0,
	JUDGE_P1 = 1,		/* X */
	JUDGE_P2 = 2		/* O */
};

/* The verdict on a board. */
enum judge_verdict {
	JUDGE_PENDING,		/* empty cells left, nobody has won */
	JUDGE_X,		/* X has a full line */
	JUDGE_O,		/* O has a full line */
	JUDGE_DRAW,		/* no empty cell, nobody has won */
	JUDGE_INVALID		/* legal play cannot reach this board */
};

/*
 * Why a board is Invalid or a move is rejected.  JUDGE_OK is 0 and every
 * error is negative, so a move's result (0, 1 or 2) and an error share one
 * int.  judge_strerror() gives the short lowercase phrase of each.
 */
enum judge_error {
	JUDGE_OK = 0,
	JUDGE_ENOMEM = -1,	/* out of memory; the judge is unchanged */
	/* boards */
	JUDGE_EBADCELL = -2,	/* a byte that is no cell */
	JUDGE_ELONGROW = -3,	/* a row longer than the board */
	JUDGE_ECOUNT = -4,	/* |#X - #O| > 1 */
	JUDGE_EFIRST = -5,	/* the counts contradict the first player */
	JUDGE_EBOTH = -6,	/* both players have a full line */
	JUDGE_EAFTER = -7,	/* the loser moved after the win */
	JUDGE_EAPART = -8,	/* the winner's full lines share no cell */
	/* moves */
	JUDGE_EROW = -9,	/* row >= N */
	JUDGE_ECOL = -10,	/* column >= N */
	JUDGE_EPLAYER = -11,	/* player is not 1 or 2 */
	JUDGE_EOVER = -12,	/* the game was already won */
	JUDGE_ETWICE = -13,	/* strict: same player twice in a row */
	JUDGE_EWRONGFIRST = -14,/* strict: not the --first player */
	JUDGE_ETAKEN = -15,	/* the cell is occupied */
	JUDGE_ESHAPE = -16,	/* a board of the wrong number of rows */
	/* rules */
	JUDGE_ERULE = -17	/* a rule that is none of enum judge_rule, or
				 * renju with a k other than 5 */
};

/* A short lowercase phrase for an error code; never NULL. */
const char *judge_strerror(int code);

/*
 * ---- Board judge ----
 *
 * Cells: 'X' or 'x', 'O' or 'o'; ' ' or '.' is empty.  Any other byte
 * makes the board Invalid.  N is the number of rows, known only at the end;
 * a row shorter than N is padded with empty cells, a longer one is Invalid.
 *
 * Legal play: players alternate, `first` starts (or either, JUDGE_EITHER),
 * and play stops at the first win.
 *
 * Cost: O(N^2) time for the whole board, one pass; O(N) memory, since the
 * judge keeps per-column and per-anti-diagonal flags (index i+j) and one
 * word per row, never the cells.
 */
struct judge_board;

/* A new board judge, or NULL when out of memory.  O(1). */
struct judge_board *judge_board_new(enum judge_player first);

/*
 * With any nonzero, the boards to come are composed positions, as a
 * problem book prints them: the counts of X and O are not checked (no
 * JUDGE_ECOUNT, JUDGE_EFIRST or JUDGE_EAFTER), every other rule is; with
 * 0, they are again (the default).  O(1), and when the setting changes
 * the 3^9 entries of judge_board3()'s tables are cleared.
 */
void judge_board_any_counts(struct judge_board *b, int any);

/* Frees b; b == NULL does nothing. */
void judge_board_free(struct judge_board *b);

/*
 * Appends len cells to the current row (a row may arrive in pieces, so a
 * huge row is never held).  Returns JUDGE_OK or JUDGE_ENOMEM; a bad byte
 * is not an error here but makes the board Invalid at the end.
 * O(len) time; memory grows only while this row is the longest seen so
 * far and (full lines) no shorter row came before, or (K in a row) it is
 * within the fixed width.
 */
int judge_board_cells(struct judge_board *b, const char *cells, size_t len);

/* Ends the current row (an empty one is a row of no cells).  Returns
 * JUDGE_OK or JUDGE_ENOMEM.  O(1) amortised. */
int judge_board_endrow(struct judge_board *b);

/* judge_board_cells() then judge_board_endrow(). */
int judge_board_row(struct judge_board *b, const char *row, size_t len);

/* The detail of an Invalid verdict, for a diagnostic. */
struct judge_why {
	int code;		/* JUDGE_OK or a board error */
	uint64_t n;		/* board size N */
	uint64_t row, col;	/* EBADCELL: where; ELONGROW: the row */
	unsigned char byte;	/* EBADCELL: the byte */
	uint64_t x, o;		/* number of X and O marks */
	enum judge_player winner;/* EAFTER, EAPART, EFIRST: who */
	unsigned lines;		/* JUDGE_X, JUDGE_O: the full lines (below) */
	uint64_t lrow, lcol;	/* the full row and column, if in lines */
	uint64_t run[4];	/* JUDGE_LRUN: first and last cell, r0 c0 r1 c1 */
};

/* Lines, as bits of judge_why.lines and of judge_game_lines(). */
#define JUDGE_LROW	1u	/* a row */
#define JUDGE_LCOL	2u	/* a column */
#define JUDGE_LDIAG	4u	/* the diagonal (i, i) */
#define JUDGE_LANTI	8u	/* the anti-diagonal (i, N - 1 - i) */
#define JUDGE_LRUN	16u	/* K in a row: a winning run */

/*
 * ---- K in a row (the m,n,k games) and the rules ----
 *
 * A board of rows x cols is won by k marks of one player in a row, a
 * column or any diagonal, under one of the rules below: Gomocup's five,
 * whose numbers (Piskvork's and GomocupJudge's) are 0, 1, 4, 8 and 9.
 */
enum judge_rule {
	JUDGE_FREESTYLE,	/* 0: k or more in a row win */
	JUDGE_EXACT,		/* 1: exactly k: a longer run, an overline,
				 * does not win */
	JUDGE_CARO,		/* 8, "Caro with overlines": k or more, but
				 * not a run of exactly k with both cells just
				 * beyond its ends the opponent's (the board's
				 * edge does not block) */
	JUDGE_RENJU,		/* 4: k is 5: X (player 1, black) wins with
				 * exactly five, O with five or more; in a
				 * game a move of X that makes no five but an
				 * overline, a double-four or a double-three
				 * is a foul, and O has won */
	JUDGE_CARO_EXACT	/* 9, "standard Caro": exactly k, and not
				 * with both cells just beyond its ends the
				 * opponent's */
};

/*
 * judge_board_rules() sets the rules of the boards to come (call it
 * between boards): rows and cols both 0 keep N = number of rows, else every
 * board must have exactly rows rows (JUDGE_ESHAPE) of at most cols cells.
 * k == 0 and a square or unfixed shape keep the full-line judge above (for
 * a fixed rows != cols, k == 0 means k = min(rows, cols)).  With k, a board
 * is judged in one pass keeping the previous row and the run lengths per
 * column and per diagonal: O(cols) memory, and O(rows + cols) for the
 * first rows of runs that reached k.  Validity is the full-line
 * judge's, with "full line" read as "winning run": counts, not both
 * winning, the winner moved last, and every winning run of the winner
 * passes through one cell whose removal leaves each of them shorter than k
 * (where a longer run does not win: leaves no piece of length exactly k; a
 * piece of an overline through that cell is not checked).  The rule is
 * one of enum judge_rule; under JUDGE_RENJU k must be 5 (fouls need the
 * order of the moves and are not judged on boards).  Returns JUDGE_OK,
 * JUDGE_ERULE (and nothing changed) for a rule that is none of enum
 * judge_rule or renju with another k, JUDGE_EROW (and nothing changed)
 * when exactly one of rows and cols is 0, or JUDGE_ENOMEM.  O(1), with the 3^9 entries
 * of judge_board3()'s tables cleared (about 20 KB, and 330 KB once the
 * table of whys is in use).
 */
int judge_board_rules(struct judge_board *b, uint64_t rows, uint64_t cols,
    uint64_t k, enum judge_rule rule);

/*
 * Ends the board and judges it.  The judge is then empty and ready for the
 * next board.  If why is not NULL it is filled in.  Calling it with no row
 * fed gives JUDGE_PENDING for the 0x0 board, or JUDGE_INVALID
 * (JUDGE_ESHAPE) under rules of a fixed shape.  O(N) time.
 */
enum judge_verdict judge_board_end(struct judge_board *b,
    struct judge_why *why);

/*
 * A whole 3 x 3 board in one call: its rows are the 3 cells at row0, row1
 * and row2 (nothing else is read).  The same as
 * judge_board_row() on each row and then judge_board_end(), except that
 * why, if not NULL, is sure to be filled in only for an Invalid verdict:
 * each distinct board is judged once under the same rules, and the
 * verdict of a valid one is then found in a table of 3^9 bytes (the why
 * of an Invalid one, packed into a word, in a table of 3^9 words and 256
 * whys unpacked, and judge_board3_kind()'s tables: about 330 KB,
 * allocated at the first).
 * Returns the verdict, or -1 with nothing fed when rows were already fed
 * to this board or a byte of the rows is not a cell.  O(1).
 */
int judge_board3(struct judge_board *b, const char *row0, const char *row1,
    const char *row2, struct judge_why *why);

/*
 * The same without a why, and with the board's index in *index unless it
 * returns -1: cell (r, c) is the base-3 digit of 3^(3r + c), 0 empty, 1 X,
 * 2 O, as judge_solve3() takes it.  O(1).
 */
int judge_board3_at(struct judge_board *b, const char *row0,
    const char *row1, const char *row2, unsigned *index);

/*
 * The same, with why (not NULL) always filled in, as judge_board_end()
 * fills it: the why of each distinct valid board whose why fits a word
 * (under full lines or a k on a 3 x 3 board, every one) is remembered
 * too, in that table, allocated at the first call; another is judged
 * again each time.  Returns -1 as judge_board3() does, and also when that
 * table cannot be allocated (then feed the rows).  O(1).
 */
int judge_board3_why(struct judge_board *b, const char *row0,
    const char *row1, const char *row2, struct judge_why *why);

/*
 * The same, with the why's kind in *kind in place of the why: the number
 * of its why among the whys of the boards judged so far under the same
 * rules (the same judge_board_new() and judge_board_rules()), from 1 in
 * the order first seen and below JUDGE_KINDS3; so that two boards of the
 * same kind, not 0, have the same verdict and the same why, and a caller
 * may keep what it makes of a why (its text) in an array by its kind.
 * The kind is 0 when the why is not remembered as a word, or all numbers
 * are given (then judge_board3_why() gives the why).  A table of 3^9
 * half-words holds each board's kind.  Returns -1 as judge_board3_why()
 * does.  O(1).
 */
#define JUDGE_KINDS3	8192
int judge_board3_kind(struct judge_board *b, const char *row0,
    const char *row1, const char *row2, uint64_t *kind);

/* Rows fed to the current board so far.  O(1). */
uint64_t judge_board_rows(const struct judge_board *b);

/*
 * ---- Game judge ----
 *
 * One game on a rows x cols board (each from 1 to JUDGE_MAXN), won either
 * by a full line (a row, a column or one of the two diagonals of a square
 * board: LeetCode 348) or by k marks in a row, a column or any diagonal
 * under one of the rules (the m,n,k games).
 * Rows and columns are 0-based.  Player 1 is X, player 2 is O.
 *
 * Cost: O(1) time per move for full lines, and for k in a row on boards
 * of at most 62 x 62; O(k) for k in a row on larger ones.  Memory: full
 * lines on boards of at most 8 x 8 are bitboards; boards of at most
 * 62 x 62 a word per line and player (about 8 KiB in all); boards of at
 * most 2^24 cells a byte per cell (and, for full lines, a count per
 * line); larger boards hash tables of the cells played (and, for full
 * lines, once a line can be full, of the lines touched), so memory grows
 * with the moves played and never with rows x cols.
 */
#define JUDGE_MAXN	((uint64_t)INT64_MAX)

/* Flags for judge_game_new(). */
#define JUDGE_STRICT	1u	/* reject a player moving twice in a row */

struct judge_game;

/* A new full-line game on an n x n board, or NULL when out of memory (or n
 * is 0 or > JUDGE_MAXN).  With JUDGE_STRICT and first set, the first move
 * must be first's. */
struct judge_game *judge_game_new(uint64_t n, enum judge_player first,
    unsigned flags);

/* Frees g; g == NULL does nothing. */
void judge_game_free(struct judge_game *g);

/*
 * Starts a new game on a rows x cols board, reusing g's memory where it
 * can: won by a full line when k is 0 (then rows must equal cols, and
 * freestyle, exact and both caros are the same; renju needs k 5), else by k in a
 * row under rule.  Under
 * JUDGE_RENJU player 1 moves first (JUDGE_STRICT checks it whatever
 * first judge_game_new() was given).  Returns JUDGE_OK; JUDGE_ERULE for a
 * rule that is none of enum judge_rule, or renju with a k other than 5;
 * JUDGE_EROW for a size or k out of range (0, above JUDGE_MAXN, k 0 on a
 * board that is not square); or JUDGE_ENOMEM.  After an error g is an empty game of
 * its old rules.
 * O(1) for a full-line board of at most 8 x 8 of the same size as
 * before; O(rows + cols) words cleared for one of at most 62 x 62;
 * O(rows x cols) bytes for a byte map; for hashed boards O(the tables'
 * size), which is O(the moves of the largest game played on g).
 */
int judge_game_reset(struct judge_game *g, uint64_t rows, uint64_t cols,
    uint64_t k, enum judge_rule rule);

/*
 * Plays player at (row, col).  Returns 0 if nobody has won, 1 or 2 if that
 * player just won (2 also when player 1's move is a renju foul: see
 * judge_game_foul()), or a negative judge_error: EROW, ECOL, EPLAYER,
 * EOVER, ETWICE, EWRONGFIRST, ETAKEN (checked in that order) or ENOMEM.
 * A rejected move leaves the game unchanged.  O(1) time for full lines
 * (amortised when a hash table grows), O(k) for k in a row (under both
 * caros a move that makes a run of k or more also walks it, at most k
 * cells each way, to its ends); a renju move of X also looks at the 11 cells of each line through it and, for each
 * three it may make, does the same at the cells that would make that
 * three a straight four, recursively (a level per cell supposed, at most
 * 1024; on real positions a few, the worst found 11).
 */
int judge_game_move(struct judge_game *g, uint64_t row, uint64_t col,
    int player);

/* A move: player is 1 or 2, any other value is rejected (EPLAYER). */
struct judge_move {
	uint64_t row, col, player;
};

/*
 * Plays moves[0, n) in order, each as judge_game_move() plays it, and
 * stores each one's result in res[i].  A batch may hold several games of
 * g's rules: before each move starts[j] (j < ns, in ascending order; a
 * start at n or beyond is after the last move) a new game begins, as
 * judge_game_reset() with the same rules would begin it; starts may be
 * NULL when ns is 0.  The same as n calls (and ns resets), in one: the
 * batch for callers with many moves.  O(n) calls' time, and each new
 * game a reset's.
 */
void judge_game_play(struct judge_game *g, const struct judge_move *moves,
    size_t n, const size_t *starts, size_t ns, signed char *res);

/* Renju fouls: why the move that ended a game lost it. */
enum judge_foul {
	JUDGE_NOFOUL,
	JUDGE_OVERLINE,		/* six or more in a row */
	JUDGE_DOUBLE_FOUR,	/* two fours at once */
	JUDGE_DOUBLE_THREE	/* two threes at once */
};

/* The foul of the move that ended the game, the first of the three that
 * it made, or JUDGE_NOFOUL (the game is not over, or was won).  O(1). */
enum judge_foul judge_game_foul(const struct judge_game *g);

/* The lines (JUDGE_L* bits) the last move filled if it won the game, else
 * 0 (a foul fills none); for a full row or column, the move's row or
 * column.  JUDGE_LRUN for k in a row.  O(1). */
unsigned judge_game_lines(const struct judge_game *g);

/*
 * Once JUDGE_LRUN is in judge_game_lines(): the winning run through the
 * last move, its first and last cell (r0 c0 r1 c1), the first of a row,
 * a column, the diagonal and the anti-diagonal direction that won, at most
 * k - 1 cells on each side of the move (an overline may go on past them).
 */
void judge_game_run(const struct judge_game *g, uint64_t run[4]);

/*
 * ---- Perfect play ----
 *
 * The value of a position with best play from both sides: JUDGE_X or
 * JUDGE_O with n, the moves the winner still makes (the winning one
 * included; the shortest forced win against the longest defence), or
 * JUDGE_DRAW; JUDGE_PENDING when the budget ran out first ("unknown").
 * The rules are the game judge's, renju's fouls included: a move of X
 * that is a foul loses at once (O wins in 0).  A position is the cells of
 * a game or of a board, and the player to move.
 *
 * A 3 x 3 board (any k, any rule) is answered from a table of its 3^9
 * positions and each player to move, made as they are asked for, once
 * per rules and solver (80 KB), then read in O(1).  Other boards are
 * searched: alpha-beta on win, draw and loss, then iterative deepening
 * for n; a win in one and a forced block tried first, then (boards of at
 * most 64 cells) the moves that do most with the lines of k through them;
 * a transposition table keyed by the position up to the board's
 * symmetries (8 on a square board, 4 on a rectangle): exact keys on
 * boards of at most 64 cells, two 64-bit hashes on larger ones (where a
 * collision, about 2^-128 a pair of positions, could mislead it).  The
 * answer is a function of the call alone: the table starts empty each
 * time, and nothing depends on time, chance or addresses.
 *
 * Cost: exponential in the empty cells at worst; bounded by the node
 * budget.  A position searched counts 1 + rows x cols x k / 256 against
 * it (its moves and threats are found by a scan of the board), so that
 * time is about proportional to the budget on any board: near a million
 * nodes a second on small boards.  (5,5,4) from the empty board: a draw
 * in 0.6 M nodes, under a second and 48 MiB.  Memory: the table (32
 * bytes an entry, doubled as it fills while the old and the new one fit
 * in the memory budget; then old entries are replaced) and about 9 bytes
 * a cell.  Boards of more than JUDGE_SOLVE_CELLS cells are not searched
 * (unknown at once).
 */
#define JUDGE_SOLVE_NODES	((uint64_t)2000000)	/* default budget */
#define JUDGE_SOLVE_MEMORY	((uint64_t)256 << 20)	/* bytes */
#define JUDGE_SOLVE_CELLS	((uint64_t)1 << 16)
#define JUDGE_NOMOVE		UINT64_MAX	/* best move: none */

/* A budget; nodes or memory 0 means the default above. */
struct judge_budget {
	uint64_t nodes;		/* positions searched, as counted above */
	uint64_t memory;	/* bytes of the table and the board */
};

/* The answer. */
struct judge_solution {
	enum judge_verdict value;	/* JUDGE_X, JUDGE_O, JUDGE_DRAW, or
					 * JUDGE_PENDING: unknown */
	uint64_t n;		/* a win's moves of the winner, else 0 */
	uint64_t row, col;	/* a best move of the player to move (a
				 * shortest win, a draw, a longest defence),
				 * JUDGE_NOMOVE when the game is over or the
				 * value unknown */
	uint64_t nodes;		/* the budget used */
	uint64_t memory;	/* the most bytes held at once */
	int atmost;		/* 1: n is the length of a win the threat
				 * search found, not proved the shortest */
};

/* A solver: the table's memory and the 3 x 3 table, kept from call to
 * call.  NULL when out of memory.  O(1). */
struct judge_solver;
struct judge_solver *judge_solver_new(void);

/* Frees s; s == NULL does nothing. */
void judge_solver_free(struct judge_solver *s);

/*
 * Solves the position of game g with player tomove (JUDGE_P1 or
 * JUDGE_P2; JUDGE_EITHER: the other of the last player, at the start the
 * first player judge_game_new() was given, X if either) to move, within
 * budget (NULL: the defaults).  A game already won is worth its winner
 * in 0 moves, a full board a draw.  Returns JUDGE_OK, JUDGE_EPLAYER or
 * JUDGE_ENOMEM (then *out is unknown).
 */
int judge_solve_game(struct judge_solver *s, const struct judge_game *g,
    enum judge_player tomove, const struct judge_budget *budget,
    struct judge_solution *out);

/*
 * The same for a board: cells[r * cols + c] for row r, column c is 0 (or
 * '.' or ' '), 1 ('X', 'x') or 2 ('O', 'o'); rules as judge_game_reset()
 * takes them, but k 0 is also min(rows, cols) on a rectangle (the board
 * judge's full lines).  A player with a winning run (under the rule;
 * renju's fouls need the order of the moves and are not looked for) has
 * won in 0 moves.  Returns JUDGE_OK; JUDGE_ERULE for a rule as
 * judge_game_reset() refuses it, JUDGE_EROW for a size out of range,
 * JUDGE_EBADCELL for another byte, JUDGE_EPLAYER for a tomove not 1 or
 * 2, JUDGE_EBOTH when both players have won; or JUDGE_ENOMEM.  O(rows x
 * cols) before the search.
 */
int judge_solve_cells(struct judge_solver *s, const unsigned char *cells,
    uint64_t rows, uint64_t cols, uint64_t k, enum judge_rule rule,
    enum judge_player tomove, const struct judge_budget *budget,
    struct judge_solution *out);

/*
 * The same for the 3 x 3 board of index idx: cell 3r + c is the base-3
 * digit of 3^(3r + c) of idx, 0 empty, 1 X, 2 O (idx below 3^9, else
 * JUDGE_EBADCELL).  A 3 x 3 board is answered from the solver's table,
 * whatever the budget: once the table holds the position under these
 * k and rule, at once, without putting it on a board (O(1), some tens
 * of instructions); else as judge_solve_cells() answers it.
 */
int judge_solve3(struct judge_solver *s, unsigned idx, uint64_t k,
    enum judge_rule rule, enum judge_player tomove,
    struct judge_solution *out);

/*
 * The line of the solver's last answer that was a win: the moves from the
 * position to the winning move, the player to move's first, alternating,
 * the winner's the shortest win the search proved (or, with atmost, the
 * threat search found) and the loser's the longest defence it knows.  At
 * most max moves are stored at line[]; returns how many the line has (0
 * for a draw, an unknown value or a game already over).  O(n).
 */
size_t judge_solve_line(const struct judge_solver *s, struct judge_move *line,
    size_t max);

/*
 * The pairing by which player who holds the other in the solver's last
 * answer, where that answer was a draw the draw prover proved and such a
 * pairing holds at the position itself: disjoint pairs of empty cells
 * (line[2i] and line[2i + 1], player who) such that every k cells of a
 * line with no mark of who hold a pair; who takes the other cell of each
 * pair the opponent takes, and the opponent never makes k.  For the
 * player to move the pairs stand after its best move (the answer's row
 * and col).  At most max cells are stored at line[]; returns how many
 * there are (0: no such pairing found).  O(n).
 */
size_t judge_solve_pairs(const struct judge_solver *s, enum judge_player who,
    struct judge_move *line, size_t max);

#ifdef __cplusplus
}
#endif

#endif /* JUDGE_H */
