# football-etl: `make run` exports the recorded demo season; `make test` runs every test.
SWIFT ?= swift
PYTHON ?= python3
CONFIG ?= release
BIN = .build/$(CONFIG)/football-etl
DEMO_PIPELINE = pipelines/demo.yml
DEMO_RECORDINGS = pipelines/recordings/demo

.PHONY: run test build deps test-deps python-deps demo-recordings bench fuzz fuzz-smoke format clean install uninstall

run: build demo-recordings
	$(BIN) run $(DEMO_PIPELINE)

# A warning from the project's own files fails the test build (scripts/swift-build-strict.sh).
# A file may import only targets its own target declares; Package.swift's arrows must be drawn
# in docs/ARCHITECTURE.md §2 (scripts/check-module-graph.py).
IMPORT_CHECK = --explicit-target-dependency-import-check error
# The read-back tests run on this many pytest-xdist workers; each shared export is made once
# for all of them (Tests/readback/conftest.py).
PYTEST_WORKERS ?= 2

# The tests build and run an optimised build with testing enabled, in a folder of its own, so
# `make run`'s release build stays as it is: the end-to-end tests run the tool some 300 times,
# and an optimised run costs about a sixth of a debug one's CPU (docs/CONTRIBUTING.md). The
# tests find the binaries through FOOTBALL_ETL_BUILD; a plain `swift test` runs .build/debug's.
TEST_SCRATCH = .build/test
TEST_BUILD = -c release -Xswiftc -enable-testing --scratch-path $(TEST_SCRATCH) $(IMPORT_CHECK)
test: export FOOTBALL_ETL_BUILD = $(CURDIR)/$(TEST_SCRATCH)/release

test: test-deps python-deps
	$(PYTHON) scripts/check-module-graph.py
	SWIFT=$(SWIFT) PYTHON=$(PYTHON) scripts/check-format.sh
	SWIFT=$(SWIFT) scripts/swift-build-strict.sh --build-tests $(TEST_BUILD)
	$(SWIFT) test --skip-build $(TEST_BUILD)
	$(PYTHON) -m pytest -q -n $(PYTEST_WORKERS) Tests/readback
	@$(MAKE) --no-print-directory fuzz-smoke

build: deps
	$(SWIFT) build -c $(CONFIG) --product football-etl
	$(SWIFT) build -c $(CONFIG) --product demo-recordings

deps:
	@scripts/install-system-deps.sh

# The tests also start a PostgreSQL server (initdb, pg_ctl) and read it back with psql.
test-deps:
	@scripts/install-system-deps.sh --server

python-deps:
	@PYTHON=$(PYTHON) scripts/install-python-deps.sh

# The demo season's recordings are generated, byte-identical every time (see pipelines/README.md).
demo-recordings: build
	@[ -f $(DEMO_RECORDINGS)/.complete ] || .build/$(CONFIG)/demo-recordings --leagues 1 --out $(DEMO_RECORDINGS)

# `make install` puts football-etl and its bash, zsh and fish completions under PREFIX
# (DESTDIR for packaging); `make uninstall` removes exactly those files.
PREFIX ?= /usr/local
INSTALL_BIN = $(DESTDIR)$(PREFIX)/bin
BASH_COMPLETIONS = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISH_COMPLETIONS = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

# BIN=path on the command line installs that binary as it is, without a build.
install: $(if $(filter command line,$(origin BIN)),,build)
	install -d $(INSTALL_BIN) $(BASH_COMPLETIONS) $(ZSH_COMPLETIONS) $(FISH_COMPLETIONS)
	install -m 755 $(BIN) $(INSTALL_BIN)/football-etl
	$(BIN) --generate-completion-script bash > $(BASH_COMPLETIONS)/football-etl
	$(BIN) --generate-completion-script zsh > $(ZSH_COMPLETIONS)/_football-etl
	$(BIN) --generate-completion-script fish > $(FISH_COMPLETIONS)/football-etl.fish
	@echo "installed $(INSTALL_BIN)/football-etl; run 'football-etl --help'"

uninstall:
	rm -f $(INSTALL_BIN)/football-etl $(BASH_COMPLETIONS)/football-etl \
		$(ZSH_COMPLETIONS)/_football-etl $(FISH_COMPLETIONS)/football-etl.fish

# Wall time, rows/s and peak memory for the demo and a 5-league input (release build).
bench: build
	$(PYTHON) scripts/bench.py

# Each fuzz harness (fuzz/) for FUZZ_SECONDS on a seed corpus from the project's own files.
FUZZ_SECONDS ?= 60
fuzz:
	scripts/fuzz.sh $(FUZZ_SECONDS)

# `make test`'s last step: a debug build of the harnesses and FUZZ_SMOKE_SECONDS of each on the
# seeds alone, so a broken fuzz build or a crash on the project's own files fails the tests.
FUZZ_SMOKE_SECONDS ?= 15
fuzz-smoke:
	scripts/fuzz.sh --smoke $(FUZZ_SMOKE_SECONDS)

# Rewrites every Swift file as .swift-format says; `make test` fails on a file that differs.
format:
	$(SWIFT) format -i -r -p Sources Tests Package.swift fuzz/Package.swift fuzz/Sources

clean:
	rm -rf .build output/*/
