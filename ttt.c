/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * ttt.c - the command: its options (opt, which only parse_options() and
 * its helpers write), main() and ttt_run(), the files and directories
 * named (walked), the exit status (status) and the errors that end a run
 * (finish(), nomem(), usage(), at run_end).  It owns io, the run's
 * ttt_io, and hands each part its copy.  It calls the parts after it:
 * each one's *_reset(), *_open() and *_free(), reading (read.c) for each
 * file, and writing (write.c) for -c's, -l's and -L's lines, --help and
 * --version.  See ttt.h for the parts and HACKING.md for the map.
 */
#include <sys/types.h>
#include <sys/stat.h>

#include <dirent.h>

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "judge.h"
#define TTT_PARTS
#include "ttt.h"

#define VERSION		"1.1.0"
#define STDIN_NAME	"(standard input)"

/* Long-only options. */
enum {
	OPT_EXACT = CHAR_MAX + 1,
	OPT_EXPLAIN,
	OPT_FIRST,
	OPT_TURN,
	OPT_JSON,
	OPT_LINE_BUFFERED,
	OPT_NODES,
	OPT_RULE,
	OPT_SHOW,
	OPT_SOLVE,
	OPT_SOLVE_MEMORY,
	OPT_HELP,
	OPT_VERSION
};

static const char usage_line[] =
    "usage: ttt [-abgHhmqrsz] [-c | -L | -l] [-k win] [-n size] [--exact] "
    "[--explain | --json] [--first X|O] [--line-buffered] [--nodes N] "
    "[--rule rule] [--show] [--solve] [--solve-memory size] [--turn X|O] [file ...]";

static const char shortopts[] = "abcgHhk:Llmn:qrsz";

static const struct option longopts[] = {
	{ "text",		no_argument,		NULL, 'a' },
	{ "board",		no_argument,		NULL, 'b' },
	{ "count",		no_argument,		NULL, 'c' },
	{ "games",		no_argument,		NULL, 'g' },
	{ "with-filename",	no_argument,		NULL, 'H' },
	{ "no-filename",	no_argument,		NULL, 'h' },
	{ "win",		required_argument,	NULL, 'k' },
	{ "files-without-invalid", no_argument,	NULL, 'L' },
	{ "files-with-invalid",	no_argument,		NULL, 'l' },
	{ "moves",		no_argument,		NULL, 'm' },
	{ "size",		required_argument,	NULL, 'n' },
	{ "quiet",		no_argument,		NULL, 'q' },
	{ "recursive",		no_argument,		NULL, 'r' },
	{ "strict",		no_argument,		NULL, 's' },
	{ "null",		no_argument,		NULL, 'z' },
	{ "exact",		no_argument,		NULL, OPT_EXACT },
	{ "explain",		no_argument,		NULL, OPT_EXPLAIN },
	{ "first",		required_argument,	NULL, OPT_FIRST },
	{ "turn",		required_argument,	NULL, OPT_TURN },
	{ "json",		no_argument,		NULL, OPT_JSON },
	{ "line-buffered",	no_argument,		NULL, OPT_LINE_BUFFERED },
	{ "nodes",		required_argument,	NULL, OPT_NODES },
	{ "rule",		required_argument,	NULL, OPT_RULE },
	{ "show",		no_argument,		NULL, OPT_SHOW },
	{ "solve",		no_argument,		NULL, OPT_SOLVE },
	{ "solve-memory",	required_argument,	NULL, OPT_SOLVE_MEMORY },
	{ "help",		no_argument,		NULL, OPT_HELP },
	{ "version",		no_argument,		NULL, OPT_VERSION },
	{ NULL,			0,			NULL, 0 }
};

static const struct options defaults = {
	.mode = MODE_AUTO,
	.filename = -1,		/* by the file count */
	.rule = JUDGE_FREESTYLE,
	.first = JUDGE_EITHER,
	.rows = 3,
	.cols = 3,
	.format = FMT_PLAIN,
	.sep = ':',
	.sizearg = "3"
};

/* The rules by name, as --rule and a header write them; and by Gomocup's
 * numbers (Piskvork's and GomocupJudge's), which --rule takes too. */
static const char *const rule_names[] = {
	[JUDGE_FREESTYLE] = "freestyle",
	[JUDGE_EXACT] = "exact",
	[JUDGE_CARO] = "caro",
	[JUDGE_RENJU] = "renju",
	[JUDGE_CARO_EXACT] = "caro-exact"
};
static const char *const rule_numbers[] = {
	[JUDGE_FREESTYLE] = "0",
	[JUDGE_EXACT] = "1",
	[JUDGE_CARO] = "8",
	[JUDGE_RENJU] = "4",
	[JUDGE_CARO_EXACT] = "9"
};
#define NRULES	(sizeof(rule_names) / sizeof(rule_names[0]))
_Static_assert(NRULES == sizeof(defaults.rulek) / sizeof(defaults.rulek[0]) &&
    NRULES == sizeof(rule_numbers) / sizeof(rule_numbers[0]),
    "a K and a number for each rule");

struct options opt;

static int status;		/* the run's exit status, the worst seen */
static struct ttt_io io;
static jmp_buf run_end;		/* fatal errors end the run here */

/* -r: the names of the directories being walked, each directory's run
 * sorted, the deepest last (walk()). */
static struct {
	char **name;
	size_t len, cap;
} walked;

/* How input_read() ended. */
enum { READ_END, READ_ERROR, READ_BINARY };

static _Noreturn void	usage(const char *, ...);
static void	help(void);
static void	version(void);
static void	parse_options(int, char **);
static void	option(int, const char *);
static void	option_arg(int, const char *);
static enum judge_player player_named(const char *);
static void	options_done(const char *);
static int	parse_size(const char *, uint64_t *);
static int	rule_numbered(const char *);
static uint64_t	rule_k(enum judge_rule);
static int	command(int, char **);
static void	input_operand(const char *, int);
static void	walk(const char *, int);
static int	walk_cmp(const void *, const void *);
static void	walk_free(void);
static void	input_file(const char *, int);
static int	input_read(struct input *, int);
static void	file_trouble(const char *);
static int	parse_num(const char *, size_t, uint64_t *);

_Noreturn void
finish(int st)
{
	err_flush();
	longjmp(run_end, 1 + (st > status ? st : status));
}

static _Noreturn void
usage(const char *fmt, ...)
{
	va_list ap;

	err_flush();
	if (fmt != NULL) {
		fputs("ttt: ", io.err);
		va_start(ap, fmt);
		vfprintf(io.err, fmt, ap);
		va_end(ap);
		fputc('\n', io.err);
	}
	fprintf(io.err, "%s\n", usage_line);
	finish(ST_TROUBLE);
}

static void
help(void)
{
	out_str(usage_line);
	out_str("\n\n"
"Judge tic-tac-toe on an N x N board.  A board stream (rows of X, O, '.' or\n"
"space; boards separated by empty lines) prints X, O, Draw, Pending or\n"
"Invalid per board.  A move stream ('ROW COL PLAYER' lines; a line holding\n"
"one number N starts a game on an N x N board) prints 0, 1, 2 or Invalid\n"
"per move.  --show's pictures (|X| |O|), JSON lines ([\"X O\",...] a board,\n"
"[[0,0],...] a game) and Piskvork .psq records are read as well.  With no\n"
"FILE, or when FILE is -, read standard input.  A file with a NUL byte in\n"
"its first block is binary: not judged, one Invalid result.\n"
"\n"
"  -a, --text           judge a binary file as text\n"
"  -b, --board          read every file as a board stream\n"
"  -c, --count          print each file's count of each result instead\n"
"  -g, --games          a move stream prints one verdict per game\n"
"  -H, --with-filename  prefix each result with its file name\n"
"  -h, --no-filename    never prefix results with a file name\n"
"  -k, --win K          K marks in a row, column or any diagonal win\n"
"                       (default N, or 5 under --rule renju, caro or\n"
"                       caro-exact)\n"
"  -L, --files-without-invalid\n"
"                       print only the names of files without an Invalid\n"
"                       result\n"
"  -l, --files-with-invalid\n"
"                       print only the names of files with an Invalid\n"
"                       result, each read no further than its first\n"
"  -m, --moves          read every file as a move stream\n"
"  -n, --size N|RxC     board size of move streams (default 3, or 15 under\n"
"                       --rule renju, caro or caro-exact, or with -k 4\n"
"                       or more); RxC also fixes the shape of board\n"
"                       streams\n"
"  -q, --quiet          print no results (diagnostics still go to stderr)\n"
"  -r, --recursive      read the files under each directory operand, in\n"
"                       strcmp order, not following symbolic links (no\n"
"                       FILE: the current directory)\n"
"  -s, --strict         reject a player moving twice in a row, and the\n"
"                       wrong first player with --first\n"
"  -z, --null           a NUL byte after each file name, instead of the\n"
"                       ':' of a prefix or the newline of -l and -L\n"
"      --exact          in K in a row, exactly K wins: --rule exact\n"
"      --explain        add a tab and the reason to each result\n"
"      --first X|O      X (or O) always moves first\n"
"      --json           print each result as a JSON object (JSON Lines)\n"
"      --line-buffered  answer each line as soon as it arrives (the\n"
"                       default when the output is a terminal)\n"
"      --nodes N        with --solve, search at most N nodes a position\n"
"                       (default 2000000); past them the value is unknown\n"
"      --rule RULE      freestyle (K or more win, the default), exact (only\n"
"                       K), renju (five; X's overlines, double-fours and\n"
"                       double-threes are fouls that lose), caro (K or\n"
"                       more, but not exactly K blocked at both ends) or\n"
"                       caro-exact (exactly K, not blocked at both ends);\n"
"                       or Gomocup's numbers 0, 1, 4, 8 and 9 for them\n"
"      --show           draw the board after each result\n"
"      --solve          add a tab and the value of each position with best\n"
"                       play: X wins in N, O wins in N, Draw or unknown\n"
"                       (a decided one: its verdict); with a move stream,\n"
"                       blunders (--explain, --json, -g)\n"
"      --solve-memory SIZE\n"
"                       with --solve, the search's memory at most SIZE\n"
"                       bytes (a K, M or G after it: KiB, MiB, GiB;\n"
"                       default 256M); past it the value is unknown\n"
"      --turn X|O       a board is a composed position with X (or O) to\n"
"                       move: its counts of X and O are not checked\n"
"      --help           print this help and exit\n"
"      --version        print the version and exit\n"
"\n"
"Exit status: 0 all valid, 1 something was Invalid, 2 trouble.\n"
"See ttt(1).\n");
	out_flush();
	finish(ST_OK);
}

static void
version(void)
{
	out_str("ttt " VERSION "\n"
	    "Copyright (c) 2026 the ttt authors; ISC licence, no warranty.\n");
	out_flush();
	finish(ST_OK);
}

/* Out of memory ends the run; in names the file and line, or is NULL. */
_Noreturn void
nomem(const struct input *in, uint64_t line)
{
	out_flush();
	if (in != NULL)
		fprintf(io.err, "ttt: %s:%" PRIu64 ": out of memory\n",
		    in->name, line);
	else
		fputs("ttt: out of memory\n", io.err);
	finish(ST_TROUBLE);
}

/* The options into opt (from defaults), each by option(), then what they
 * mean together (options_done()); a bad one ends the run (usage()),
 * --help and --version too (finish()). */
static void
parse_options(int argc, char **argv)
{
	const char *budgeted = NULL;
	int c;

	/* getopt's own messages name argv[0]: "ttt:", as every other */
	argv[0] = (char *)"ttt";
#ifdef __GLIBC__
	optind = 0;	/* glibc: start afresh, also on a second run */
#else
	optind = 1;
#endif
	while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) !=
	    -1) {
		option(c, optarg);
		if (c == OPT_NODES)
			budgeted = "--nodes";
		else if (c == OPT_SOLVE_MEMORY)
			budgeted = "--solve-memory";
	}
	options_done(budgeted);
}

/* An option without an argument, or else option_arg()'s. */
static void
option(int c, const char *arg)
{
	switch (c) {
	case 'a':
		opt.text = 1;
		break;
	case 'b':
		opt.mode = MODE_BOARD;
		break;
	case 'c':
	case 'L':
	case 'l':
		c = c == 'c' ? SUM_COUNT : c == 'l' ? SUM_WITH : SUM_WITHOUT;
		if (opt.summary != SUM_NONE && opt.summary != (enum summary)c)
			usage("-c, -l and -L do not go together");
		opt.summary = (enum summary)c;
		break;
	case 'g':
		opt.games = 1;
		break;
	case 'H':
	case 'h':
		opt.filename = c == 'H';
		break;
	case 'm':
		opt.mode = MODE_MOVES;
		break;
	case 'q':
		opt.quiet = 1;
		break;
	case 'r':
		opt.recursive = 1;
		break;
	case 's':
		opt.gameflags |= JUDGE_STRICT;
		break;
	case 'z':
		opt.sep = '\0';
		break;
	case OPT_EXACT:
		opt.rule = JUDGE_EXACT;
		opt.ruled = 1;
		break;
	case OPT_EXPLAIN:
	case OPT_JSON:
		if (opt.format != FMT_PLAIN && opt.format != (c == OPT_JSON ?
		    FMT_JSON : FMT_EXPLAIN))
			usage("--explain and --json do not go together");
		opt.format = c == OPT_JSON ? FMT_JSON : FMT_EXPLAIN;
		break;
	case OPT_LINE_BUFFERED:
		opt.linebuf = 1;
		break;
	case OPT_SHOW:
		opt.show = 1;
		break;
	case OPT_SOLVE:
		opt.solve = 1;
		break;
	case OPT_HELP:
		help();
		break;
	case OPT_VERSION:
		version();
		break;
	default:
		option_arg(c, arg);
	}
}

/* An option with an argument, arg; any other is a usage error. */
/* The player --first or --turn names: X or O, either case; else
 * JUDGE_EITHER. */
static enum judge_player
player_named(const char *arg)
{
	if (strcmp(arg, "X") == 0 || strcmp(arg, "x") == 0)
		return JUDGE_P1;
	if (strcmp(arg, "O") == 0 || strcmp(arg, "o") == 0)
		return JUDGE_P2;
	return JUDGE_EITHER;
}

static void
option_arg(int c, const char *arg)
{
	struct header h;

	switch (c) {
	case 'k':
		if (!parse_num(arg, strlen(arg), &opt.k) || opt.k == 0)
			usage("invalid win length: '%s'", arg);
		break;
	case 'n':
		/* a header's size, N or ROWSxCOLS, without blanks */
		if (arg[strcspn(arg, " \t")] != '\0' ||
		    !header_of(arg, strlen(arg), &h) || h.hask || h.rule >= 0 ||
		    rules_bad(&h) != NULL)
			usage("invalid board size: '%s'", arg);
		opt.rows = h.rows;
		opt.cols = h.cols;
		opt.shape = h.shaped;
		opt.sizearg = arg;
		opt.sized = 1;
		break;
	case OPT_FIRST:
		if ((opt.first = player_named(arg)) == JUDGE_EITHER)
			usage("invalid first player: '%s' (X or O)", arg);
		break;
	case OPT_TURN:
		if ((opt.turn = player_named(arg)) == JUDGE_EITHER)
			usage("invalid player to move: '%s' (X or O)", arg);
		break;
	case OPT_RULE:
		if ((c = rule_named(arg, strlen(arg))) < 0 &&
		    (c = rule_numbered(arg)) < 0)
			usage("invalid rule: '%s' (freestyle, exact, renju, caro "
			    "or caro-exact; or Gomocup's 0, 1, 4, 8 or 9)", arg);
		opt.rule = (enum judge_rule)c;
		opt.ruled = 1;
		break;
	case OPT_NODES:
		if (!parse_num(arg, strlen(arg), &opt.budget.nodes) ||
		    opt.budget.nodes == 0)
			usage("invalid node budget: '%s'", arg);
		break;
	case OPT_SOLVE_MEMORY:
		if (!parse_size(arg, &opt.budget.memory))
			usage("invalid memory size: '%s'", arg);
		break;
	default:
		usage(NULL);
	}
}

/*
 * What the options mean together, once all are read: the pairs that do
 * not go together (budgeted: the last of --nodes and --solve-memory
 * given), renju's K and first player, each rule's K and the gomoku
 * board's size, what -q, -c, -l and -L turn off, and line buffering at a
 * terminal, as grep does.
 */
static void
options_done(const char *budgeted)
{
	int r;

	if (budgeted != NULL && !opt.solve)
		usage("%s needs --solve", budgeted);
	if (opt.quiet)
		opt.solve = 0;	/* no value is printed: none is searched */
	if (opt.rule == JUDGE_RENJU && opt.k != 0 && opt.k != RENJU_K)
		usage("renju is won by five in a row, not -k %" PRIu64, opt.k);
	if (opt.rule == JUDGE_RENJU && opt.first == JUDGE_P2)
		usage("in renju X moves first, not --first O");
	if (opt.rule == JUDGE_RENJU)
		opt.first = JUDGE_P1;
	for (r = 0; r < (int)NRULES; r++)
		opt.rulek[r] = rule_k((enum judge_rule)r);
	if (!opt.sized && (opt.rule == JUDGE_RENJU || opt.rule == JUDGE_CARO ||
	    opt.rule == JUDGE_CARO_EXACT || opt.k >= GOMOKU_KMIN)) {
		opt.rows = opt.cols = GOMOKU_N;
		opt.sizearg = GOMOKU_NARG;
	}
	if (opt.format == FMT_JSON && opt.show)
		usage("--json and --show do not go together");
	if (opt.format == FMT_JSON && opt.filename == 1)
		usage("--json and -H do not go together: each object has its file");
	if (opt.show && (opt.rows > SHOW_MAX || opt.cols > SHOW_MAX))
		usage("--show draws boards of at most %d rows and columns, not %s",
		    SHOW_MAX, opt.sizearg);
	/* -c, -l, -L: the results are counted (emit()), in no output form
	 * but -c --json's object, and without values */
	if (opt.summary != SUM_NONE) {
		opt.countjson = opt.summary == SUM_COUNT &&
		    opt.format == FMT_JSON;
		opt.format = FMT_PLAIN;
		opt.show = 0;
		opt.solve = 0;
	}
	if (isatty(io.out))
		opt.linebuf = 1;
}

/* --solve-memory's SIZE: digits, then K, M or G (KiB, MiB, GiB) or
 * nothing; at least 1, clamped at 2^64 - 1 as every number is.  0 if s is
 * none. */
static int
parse_size(const char *s, uint64_t *v)
{
	static const char units[] = "KMG";
	size_t len = strlen(s);
	const char *u;
	unsigned shift = 0;

	if (len > 1 && (u = strchr(units, s[len - 1])) != NULL) {
		shift = 10 * (unsigned)(u - units + 1);
		len--;
	}
	if (!parse_num(s, len, v) || *v == 0)
		return 0;
	*v = *v > UINT64_MAX >> shift ? UINT64_MAX : *v << shift;
	return 1;
}

/* The name of a rule, as --rule and a header write it. */
const char *
rule_name(enum judge_rule rule)
{
	return rule_names[rule];
}

/* The rule named by the len bytes at p, or -1. */
int
rule_named(const char *p, size_t len)
{
	size_t i;

	for (i = 0; i < NRULES; i++)
		if (strlen(rule_names[i]) == len &&
		    memcmp(rule_names[i], p, len) == 0)
			return (int)i;
	return -1;
}

/* --rule's Gomocup number of a rule, or -1. */
static int
rule_numbered(const char *p)
{
	size_t i;

	for (i = 0; i < NRULES; i++)
		if (strcmp(rule_numbers[i], p) == 0)
			return (int)i;
	return -1;
}

/* The K of a rule without a header's K: five for renju, else -k's,
 * else five for both caros, else 0 (K = N). */
static uint64_t
rule_k(enum judge_rule rule)
{
	if (rule == JUDGE_RENJU)
		return RENJU_K;	/* whatever -k says for the other rules */
	if (opt.k != 0 || (rule != JUDGE_CARO && rule != JUDGE_CARO_EXACT))
		return opt.k;
	return GOMOKU_K;
}

/* The command: parse, set up (opt.linebuf at a terminal, the judges by
 * their parts' *_open()), judge each file, finish. */
static int
command(int argc, char **argv)
{
	int i, prefix;

	parse_options(argc, argv);
	argc -= optind;
	argv += optind;
	if (reading_open() < 0 || session_open() < 0)
		nomem(NULL, 0);
	prefix = opt.filename >= 0 ? opt.filename : argc > 1;
	if (opt.format == FMT_JSON || opt.countjson)
		prefix = 0;	/* each object has its file */
	if (argc == 0 && opt.recursive)
		walk("", opt.filename != 0 && !opt.countjson &&
		    opt.format != FMT_JSON);
	else if (argc == 0)
		input_file("-", prefix);
	for (i = 0; i < argc; i++)
		input_operand(argv[i], prefix);
	out_flush();
	return status;
}

/* The command as a function: each part's state reset by its owner, the
 * command run, and their memory freed, as often as it is called. */
int
ttt_run(int argc, char **argv, const struct ttt_io *how)
{
	int st;

	io = *how;
	opt = defaults;
	status = ST_OK;
	reading_reset(&io);
	session_reset();
	value_reset();
	writing_reset(&io);
	if ((st = setjmp(run_end)) == 0)
		st = 1 + command(argc, argv);
	walk_free();
	reading_free();
	session_free();
	value_reset();
	writing_free();
	return st - 1;
}

#ifndef TTT_NO_MAIN
int
main(int argc, char **argv)
{
	struct ttt_io how = { NULL, NULL, STDOUT_FILENO, NULL, 0 };

	how.err = stderr;
	return ttt_run(argc, argv, &how);
}
#endif

/*
 * An operand: a file, or under -r a directory (or a symbolic link to one)
 * walked; a directory's files are named by their paths and prefixed
 * unless -h (or --json, whose objects have their file).
 */
static void
input_operand(const char *path, int prefix)
{
	struct stat st;

	if (opt.recursive && strcmp(path, "-") != 0 &&
	    stat(path, &st) == 0 && S_ISDIR(st.st_mode))
		walk(path, opt.filename != 0 && !opt.countjson &&
		    opt.format != FMT_JSON);
	else
		input_file(path, prefix);
}

/*
 * -r: the directory dir walked, its entries in the strcmp() order of
 * their names: a directory walked in turn, a regular file judged, any
 * other (a symbolic link, a FIFO, a device) passed over; dir "" is ".",
 * its entries named without "./".  An entry that cannot be read is
 * diagnosed (status 2) and the walk goes on.  Writes walked: dir's
 * entries' paths, above those of the directories it is in.
 */
static void
walk(const char *dir, int prefix)
{
	size_t top = walked.len, dlen = strlen(dir), nlen, i;
	struct dirent *e;
	struct stat st;
	DIR *d;
	char *path;

	if ((d = opendir(dlen > 0 ? dir : ".")) == NULL) {
		file_trouble(dlen > 0 ? dir : ".");
		return;
	}
	for (errno = 0; (e = readdir(d)) != NULL; errno = 0) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		if (walked.len == walked.cap) {
			i = walked.cap ? 2 * walked.cap : 64;
			if (i > SIZE_MAX / sizeof(*walked.name) ||
			    (walked.name = realloc(walked.name,
			    i * sizeof(*walked.name))) == NULL)
				nomem(NULL, 0);
			walked.cap = i;
		}
		nlen = strlen(e->d_name);
		if ((path = malloc(dlen + nlen + 2)) == NULL)
			nomem(NULL, 0);
		memcpy(path, dir, dlen);
		i = dlen;
		if (dlen > 0 && dir[dlen - 1] != '/')
			path[i++] = '/';
		memcpy(path + i, e->d_name, nlen + 1);
		walked.name[walked.len++] = path;
	}
	if (errno != 0)
		file_trouble(dlen > 0 ? dir : ".");
	(void)closedir(d);
	qsort(walked.name + top, walked.len - top, sizeof(*walked.name),
	    walk_cmp);
	for (i = top; i < walked.len; i++)
		if (lstat(walked.name[i], &st) != 0)
			file_trouble(walked.name[i]);
		else if (S_ISDIR(st.st_mode))
			walk(walked.name[i], prefix);
		else if (S_ISREG(st.st_mode))
			input_file(walked.name[i], prefix);
	while (walked.len > top)
		free(walked.name[--walked.len]);
}

/* qsort()'s order of two paths of one directory: strcmp() of the names. */
static int
walk_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* -r's memory freed at a run's end: what a fatal error left in walked. */
static void
walk_free(void)
{
	while (walked.len > 0)
		free(walked.name[--walked.len]);
	free(walked.name);
	memset(&walked, 0, sizeof(walked));
}

/* The file at path ("-": the standard input) read and judged to its end,
 * its results named by it if prefix is set, or with -c, -l or -L summed
 * up in a line; one that cannot be opened or read is said so, and makes
 * the status trouble. */
static void
input_file(const char *path, int prefix)
{
	struct input in;
	int fd, r;

	if (strcmp(path, "-") == 0) {
		path = STDIN_NAME;
		fd = STDIN_FILENO;
	} else if ((fd = open(path, O_RDONLY)) < 0) {
		file_trouble(path);
		return;
	}
	input_begin(&in, path, prefix);
	r = input_read(&in, fd);
	if (fd != STDIN_FILENO)
		close(fd);
	if (r != READ_ERROR && opt.summary == SUM_COUNT)
		count_out(&in);
	else if (r != READ_ERROR && opt.summary != SUM_NONE &&
	    (count_invalid() != 0) == (opt.summary == SUM_WITH))
		name_out(&in);
	err_flush();
}

/*
 * Reads fd to its end and judges it (input_stream(), input_end()):
 * READ_END; READ_ERROR, a read error, diagnosed, and what it cut short
 * not judged; READ_BINARY, a NUL byte in the first block read (without
 * -a): diagnosed, one Invalid result, nothing judged.  Under -l and -L
 * no more is read once the file has an Invalid result (count_answered()).
 * Writes status.
 */
static int
input_read(struct input *in, int fd)
{
	int r;

	if ((r = input_stream(in, fd)) > 0) {
		err_flush();
		fprintf(io.err, "ttt: %s: binary file, not judged\n", in->name);
		status_worse(ST_INVALID);
		count_binary();
		return READ_BINARY;
	}
	if (r < 0) {
		file_trouble(in->name);
		input_abort(in);
	}
	input_end(in);
	return r < 0 ? READ_ERROR : READ_END;
}

/* The run's exit status becomes st, if that is worse. */
void
status_worse(int st)
{
	if (status < st)
		status = st;
}

/* A file or directory that cannot be opened or read, errno saying why:
 * its diagnostic, status 2, and the next is judged. */
static void
file_trouble(const char *path)
{
	err_flush();
	fprintf(io.err, "ttt: %s: %s\n", path, strerror(errno));
	status = ST_TROUBLE;
}

/* The decimal digit string s[0, len); 0 if it is not one.  Clamps at
 * UINT64_MAX. */
static int
parse_num(const char *s, size_t len, uint64_t *v)
{
	uint64_t x;
	unsigned ovf;

	if (len == 0 || decimal(s, s + len, &x, &ovf) != s + len)
		return 0;
	*v = x;
	return 1;
}

/* The buffer b with room for need bytes, its bytes kept: its size
 * first (or need if first is 0), then doubled until it has; out of
 * memory names in's line (in may be NULL). */
char *
grow(struct buf *b, size_t need, size_t first, const struct input *in,
    uint64_t line)
{
	size_t cap = b->cap != 0 ? b->cap : first != 0 ? first : need;
	char *nb;

	if (need <= b->cap)
		return b->s;
	while (cap < need)
		cap = cap > SIZE_MAX / 2 ? need : cap * 2;
	if ((nb = realloc(b->s, cap)) == NULL)
		nomem(in, line);
	b->s = nb;
	b->cap = cap;
	return nb;
}

/* The buffer b freed and empty. */
void
buf_free(struct buf *b)
{
	free(b->s);
	memset(b, 0, sizeof(*b));
}
