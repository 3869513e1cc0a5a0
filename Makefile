# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
.POSIX:

PREFIX = /usr/local
MANPREFIX = $(PREFIX)/share/man
CC = cc
CFLAGS = -O2 -g
WARNFLAGS = -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
	-Wmissing-prototypes
LDFLAGS =
BATS = bats
# Installs what make check, make fuzz and make bench need (DEPS=: skips it).
DEPS = .ci/deps
# make bench BASELINE=path/to/old/ttt also times that build.
BASELINE =
SANFLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all \
	-fno-omit-frame-pointer

OBJ = ttt.o judge.o

all: ttt

ttt: $(OBJ)
	$(CC) $(LDFLAGS) -o $@ $(OBJ)

.c.o:
	$(CC) -std=c11 -D_POSIX_C_SOURCE=200809L $(WARNFLAGS) $(CFLAGS) -c $<

ttt.o judge.o: judge.h

# The shipped examples, each line with ttt --explain's result beside it:
# boards, games, gomoku, renju and caro, a Gomocup record, then
# unreachable boards (exit status 1).
DEMO = examples/boards.txt examples/moves.txt examples/gomoku.txt \
	examples/renju.txt examples/gomocup.psq examples/invalid.txt

demo: ttt
	examples/demo.sh ./ttt $(DEMO)

test: ttt bench/gen bench/naive tests/judge_api
	$(BATS) tests

# The full gate: first installs what is missing (.ci/deps), then lint, the
# suite against the plain build, again against an ASan+UBSan build, and
# large inputs under valgrind.
check:
	$(DEPS)
	$(MAKE) ttt ttt-asan bench/gen bench/naive tests/judge_api lint
	$(BATS) tests
	TTT_BIN="$$(pwd)/ttt-asan" TTT_SANITIZED=1 \
	    ASAN_OPTIONS=detect_leaks=1 $(BATS) tests
	$(BATS) tests/check

# Static analysis: both must report nothing.  Suppressions say why:
# variableScope, since KNF declares variables at the top of a function;
# clang-tidy's in .clang-tidy; the rest inline.
lint:
	cppcheck --quiet --error-exitcode=1 --enable=warning,style,performance,portability \
	    --std=c11 --inline-suppr --suppress=missingIncludeSystem \
	    --suppress=variableScope ttt.c judge.c
	clang-tidy --quiet --warnings-as-errors='*' ttt.c judge.c -- \
	    -std=c11 -D_POSIX_C_SOURCE=200809L
	mandoc -Tlint -W warning ttt.1

# The library's regression checks, always with the sanitizers.
tests/judge_api: tests/judge_api.c tests/renju_ref.c tests/renju_ref.h \
    judge.c judge.h
	$(CC) -std=c11 -D_POSIX_C_SOURCE=200809L $(WARNFLAGS) -O1 -g \
	    $(SANFLAGS) -o $@ tests/judge_api.c tests/renju_ref.c judge.c

bench/gen: bench/gen.c judge.c judge.h
	$(CC) -std=c11 -D_POSIX_C_SOURCE=200809L $(WARNFLAGS) $(CFLAGS) \
	    -o $@ bench/gen.c judge.c

bench/naive: bench/naive.c
	$(CC) -std=c11 -D_POSIX_C_SOURCE=200809L $(WARNFLAGS) $(CFLAGS) \
	    -o $@ bench/naive.c

# libFuzzer targets (clang only): each replays fuzz/regress/, then fuzzes
# for FUZZ_SECONDS; see fuzz/run.sh.
FUZZCC = clang
FUZZ_SECONDS = 60

fuzz:
	$(DEPS)
	CC=$(FUZZCC) fuzz/run.sh $(FUZZ_SECONDS)

# Times ttt against wc -l and bench/naive on ~520 MB of generated data;
# with BASELINE, also the ttt it names (bench/run.sh's BENCH_BASELINE).
bench:
	$(DEPS)
	$(MAKE) ttt bench/gen bench/naive
	BENCH_BASELINE="$(BASELINE)" bench/run.sh

ttt-asan: ttt.c judge.c judge.h
	$(CC) -std=c11 -D_POSIX_C_SOURCE=200809L $(WARNFLAGS) -Werror -O1 -g \
	    $(SANFLAGS) -o $@ ttt.c judge.c

install: ttt
	mkdir -p $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(MANPREFIX)/man1
	cp -f ttt $(DESTDIR)$(PREFIX)/bin/ttt
	chmod 755 $(DESTDIR)$(PREFIX)/bin/ttt
	cp -f ttt.1 $(DESTDIR)$(MANPREFIX)/man1/ttt.1
	chmod 644 $(DESTDIR)$(MANPREFIX)/man1/ttt.1

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/ttt $(DESTDIR)$(MANPREFIX)/man1/ttt.1

clean:
	rm -f ttt ttt-asan bench/gen bench/naive tests/judge_api $(OBJ)
	rm -f fuzz/board_fuzz fuzz/game_fuzz fuzz/stream_fuzz

.PHONY: all demo test check lint bench fuzz install uninstall clean
