/* See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC */
/*
 * ttt.h - the command as a function: the seam through which the stream
 * fuzzer drives the whole of ttt.c (options, reading, output, diagnostics,
 * exit status) in one process.  main() is ttt_run() on the real streams.
 */
#ifndef TTT_H
#define TTT_H

#include <sys/types.h>

#include <stddef.h>
#include <stdio.h>

struct ttt_io {
	/* read(2) on the files' descriptors, or NULL for read(2) itself */
	ssize_t (*read)(void *ctx, int fd, void *buf, size_t size);
	void *ctx;
	int out;		/* results, written with write(2) */
	FILE *err;		/* diagnostics */
	size_t bufsize;		/* the input buffer's first size; 0: default */
};

/*
 * Runs ttt with the arguments argv[0, argc) (argv[0] is replaced), as the
 * command does, and returns its exit status; every error that ends the
 * command (usage, memory, a failed write) ends the run instead.  Not
 * reentrant: one run at a time.
 */
int ttt_run(int argc, char **argv, const struct ttt_io *io);

#endif /* TTT_H */
