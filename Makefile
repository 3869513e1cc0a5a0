# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
.POSIX:

# As ttt.c's VERSION (ttt.pc's Version; tests/install.bats checks both).
VERSION = 1.1.0
PREFIX = /usr/local
BINDIR = $(PREFIX)/bin
INCLUDEDIR = $(PREFIX)/include
LIBDIR = $(PREFIX)/lib
DATADIR = $(PREFIX)/share
MANPREFIX = $(DATADIR)/man
BASHCOMPDIR = $(DATADIR)/bash-completion/completions
ZSHCOMPDIR = $(DATADIR)/zsh/site-functions
CC = cc
AR = ar
STRIP = strip
CFLAGS = -O2 -g
CPPFLAGS =
WARNFLAGS = -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
	-Wmissing-prototypes
LDFLAGS =
BATS = bats
# Installs what make check, make fuzz and make bench need; make deb runs
# $(DEPS) deb, the package build's needs alone (DEPS=: skips it).
DEPS = .ci/deps
# make bench BASELINE=path/to/old/ttt also times that build.
BASELINE =
SANFLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all \
	-fno-omit-frame-pointer

# The command's files (ttt.h) and the library's (judge.h, judgeint.h);
# HACKING.md says what each owns.
CMDSRC = ttt.c read.c session.c value.c write.c
LIBSRC = judge.c kboard.c solve.c
CMDOBJ = $(CMDSRC:.c=.o)
LIBOBJ = $(LIBSRC:.c=.o)
OBJ = $(CMDOBJ) $(LIBOBJ)

all: ttt libttt.a

ttt: $(OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(OBJ)

# The library: judge.h's judges, for programs that link them (judge(3)).
libttt.a: $(LIBOBJ)
	rm -f $@
	$(AR) -rcs $@ $(LIBOBJ)

.c.o:
	$(CC) -std=c11 -D_POSIX_C_SOURCE=200809L $(WARNFLAGS) $(CPPFLAGS) \
	    $(CFLAGS) -c $<

$(OBJ): judge.h
$(LIBOBJ): judgeint.h
$(CMDOBJ): ttt.h

# The shipped examples, each line with ttt --explain's result beside it:
# boards, games, gomoku, renju and caro, a Gomocup record, then
# unreachable boards (exit status 1).
DEMO = examples/boards.txt examples/moves.txt examples/gomoku.txt \
	examples/renju.txt examples/gomocup.psq examples/invalid.txt

demo: ttt
	examples/demo.sh ./ttt $(DEMO)

test: ttt libttt.a bench/gen bench/naive tests/judge_api tests/line_ref \
    tests/vcf_ref
	$(BATS) tests

# The full gate: first installs what is missing (.ci/deps), then lint, the
# suite against the plain build, again against an ASan+UBSan build, and
# large inputs under valgrind.
check:
	$(DEPS)
	$(MAKE) ttt ttt-asan libttt.a bench/gen bench/naive tests/judge_api \
	    tests/line_ref tests/vcf_ref lint
	$(BATS) tests
	TTT_BIN="$$(pwd)/ttt-asan" TTT_SANITIZED=1 \
	    ASAN_OPTIONS=detect_leaks=1 $(BATS) tests
	$(BATS) tests/check

# Static analysis: both must report nothing.  Suppressions say why:
# variableScope, since KNF declares variables at the top of a function;
# clang-tidy's in .clang-tidy; the rest inline.  clang-tidy's count of
# the warnings it did not show (the system headers') is dropped from its
# stderr, so that a clean pass prints nothing but the commands.
lint:
	cppcheck --quiet --error-exitcode=1 --enable=warning,style,performance,portability \
	    --std=c11 --inline-suppr --suppress=missingIncludeSystem \
	    --suppress=variableScope $(CMDSRC) $(LIBSRC)
	st=0; clang-tidy --quiet --warnings-as-errors='*' $(CMDSRC) $(LIBSRC) -- \
	    -std=c11 -D_POSIX_C_SOURCE=200809L 2>lint.err || st=$$?; \
	    { grep -v '^[0-9]* warnings* generated\.$$' lint.err >&2 || :; }; \
	    rm -f lint.err; exit $$st
	mandoc -Tlint -W warning ttt.1 judge.3

# The library's regression checks, always with the sanitizers.
tests/judge_api: tests/judge_api.c tests/renju_ref.c tests/renju_ref.h \
    tests/solve_ref.c tests/solve_ref.h \
    $(LIBSRC) judge.h judgeint.h
	$(CC) -std=c11 -D_POSIX_C_SOURCE=200809L $(WARNFLAGS) -O1 -g \
	    $(SANFLAGS) -o $@ tests/judge_api.c tests/renju_ref.c \
	    tests/solve_ref.c $(LIBSRC)

# The lines' reference (tests/line_ref.c: no library code in it).
tests/line_ref: tests/line_ref.c tests/renju_ref.c tests/renju_ref.h judge.h
	$(CC) -std=c11 -D_POSIX_C_SOURCE=200809L $(WARNFLAGS) -O1 -g \
	    $(SANFLAGS) -o $@ tests/line_ref.c tests/renju_ref.c

# The fours' reference (tests/vcf_ref.c: a brute-force VCF finder, no
# library code in it; -O2: it tries every move).
tests/vcf_ref: tests/vcf_ref.c tests/renju_ref.c tests/renju_ref.h judge.h
	$(CC) -std=c11 -D_POSIX_C_SOURCE=200809L $(WARNFLAGS) -O2 -g \
	    -o $@ tests/vcf_ref.c tests/renju_ref.c

bench/gen: bench/gen.c $(LIBSRC) judge.h judgeint.h
	$(CC) -std=c11 -D_POSIX_C_SOURCE=200809L $(WARNFLAGS) $(CFLAGS) \
	    -o $@ bench/gen.c $(LIBSRC)

# The solver's goals, timed (bench/run.sh's last section).
bench/solve: bench/solve.c $(LIBSRC) judge.h judgeint.h
	$(CC) -std=c11 -D_POSIX_C_SOURCE=200809L $(WARNFLAGS) $(CFLAGS) \
	    -o $@ bench/solve.c $(LIBSRC)

bench/naive: bench/naive.c
	$(CC) -std=c11 -D_POSIX_C_SOURCE=200809L $(WARNFLAGS) $(CFLAGS) \
	    -o $@ bench/naive.c

# libFuzzer targets (clang only): each replays fuzz/regress/, then fuzzes
# for FUZZ_SECONDS; see fuzz/run.sh.
FUZZCC = clang
FUZZ_SECONDS = 60

fuzz:
	$(DEPS)
	CC=$(FUZZCC) CMDSRC='$(CMDSRC)' LIBSRC='$(LIBSRC)' \
	    fuzz/run.sh $(FUZZ_SECONDS)

# Times ttt against wc -l and bench/naive on ~520 MB of generated data;
# with BASELINE, also the ttt it names (bench/run.sh's BENCH_BASELINE).
bench:
	$(DEPS)
	$(MAKE) ttt bench/gen bench/naive bench/solve
	BENCH_BASELINE="$(BASELINE)" bench/run.sh

ttt-asan: $(CMDSRC) $(LIBSRC) judge.h judgeint.h ttt.h
	$(CC) -std=c11 -D_POSIX_C_SOURCE=200809L $(WARNFLAGS) -Werror -O1 -g \
	    $(SANFLAGS) -o $@ $(CMDSRC) $(LIBSRC)

# ttt, ttt(1) and the completions; the library: judge.h, libttt.a, ttt.pc
# (written here, with these directories) and judge(3).  ttt.pc names
# INCLUDEDIR and LIBDIR from ${prefix} where they lie under PREFIX, so that
# pkg-config --define-variable=prefix=DIR finds a moved tree.
install: ttt libttt.a
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANPREFIX)/man1 \
	    $(DESTDIR)$(MANPREFIX)/man3 $(DESTDIR)$(BASHCOMPDIR) \
	    $(DESTDIR)$(ZSHCOMPDIR) $(DESTDIR)$(INCLUDEDIR)/ttt \
	    $(DESTDIR)$(LIBDIR)/pkgconfig
	cp -f ttt $(DESTDIR)$(BINDIR)/ttt
	chmod 755 $(DESTDIR)$(BINDIR)/ttt
	cp -f ttt.1 $(DESTDIR)$(MANPREFIX)/man1/ttt.1
	cp -f judge.3 $(DESTDIR)$(MANPREFIX)/man3/judge.3
	cp -f completion/ttt.bash $(DESTDIR)$(BASHCOMPDIR)/ttt
	cp -f completion/_ttt $(DESTDIR)$(ZSHCOMPDIR)/_ttt
	cp -f judge.h $(DESTDIR)$(INCLUDEDIR)/ttt/judge.h
	cp -f libttt.a $(DESTDIR)$(LIBDIR)/libttt.a
	p='$(PREFIX)'; i='$(INCLUDEDIR)'; l='$(LIBDIR)'; \
	    case $$i in "$$p" | "$$p"/*) i="\$${prefix}$${i#"$$p"}" ;; esac; \
	    case $$l in "$$p" | "$$p"/*) l="\$${prefix}$${l#"$$p"}" ;; esac; \
	    printf '%s\n' "prefix=$$p" "includedir=$$i" "libdir=$$l" '' \
	    'Name: ttt' \
	    'Description: the tic-tac-toe and m,n,k game judges of ttt' \
	    'Version: $(VERSION)' 'Cflags: -I$${includedir}/ttt' \
	    'Libs: -L$${libdir} -lttt' >$(DESTDIR)$(LIBDIR)/pkgconfig/ttt.pc
	cd $(DESTDIR)$(MANPREFIX) && chmod 644 man1/ttt.1 man3/judge.3
	chmod 644 $(DESTDIR)$(BASHCOMPDIR)/ttt $(DESTDIR)$(ZSHCOMPDIR)/_ttt \
	    $(DESTDIR)$(INCLUDEDIR)/ttt/judge.h $(DESTDIR)$(LIBDIR)/libttt.a \
	    $(DESTDIR)$(LIBDIR)/pkgconfig/ttt.pc

# GNU's convention: install, with the binary stripped.
install-strip: install
	$(STRIP) $(DESTDIR)$(BINDIR)/ttt

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/ttt $(DESTDIR)$(MANPREFIX)/man1/ttt.1 \
	    $(DESTDIR)$(MANPREFIX)/man3/judge.3 $(DESTDIR)$(BASHCOMPDIR)/ttt \
	    $(DESTDIR)$(ZSHCOMPDIR)/_ttt $(DESTDIR)$(INCLUDEDIR)/ttt/judge.h \
	    $(DESTDIR)$(LIBDIR)/libttt.a $(DESTDIR)$(LIBDIR)/pkgconfig/ttt.pc
	if [ -d $(DESTDIR)$(INCLUDEDIR)/ttt ]; then \
	    rmdir $(DESTDIR)$(INCLUDEDIR)/ttt; fi

# The Debian packages ttt and libttt-dev, built from a copy of the tree
# (the build runs make test) and checked: lintian, the packaged ttt run;
# they land in deb/.  See .ci/deb.  First installs dpkg-dev, debhelper,
# lintian, build-essential and debian/control's Build-Depends (.ci/deps deb).
deb:
	$(DEPS) deb
	.ci/deb deb

clean:
	rm -f ttt ttt-asan libttt.a bench/gen bench/naive bench/solve \
	    tests/judge_api tests/line_ref tests/vcf_ref $(OBJ)
	rm -f fuzz/board_fuzz fuzz/game_fuzz fuzz/stream_fuzz fuzz/solve_fuzz
	rm -rf deb

.PHONY: all demo test check lint bench fuzz install install-strip uninstall \
	deb clean
