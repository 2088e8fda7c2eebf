# SheetLab: `make run` opens the app, `make test` runs every test. Both install what is missing.
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
RUN_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libpng-dev libjpeg-dev pkg-config
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xdotool imagemagick python3 valgrind ffmpeg node-typescript \
	desktop-file-utils man-db chromium
export PKG_CONFIG_PATH := $(CURDIR)/.build/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
BIN := .build/debug/SheetDesktop
ARGS ?=

.PHONY: run test test-checks test-app test-window-gates test-soak deps test-deps build unit e2e golden bench soak fresh-runs tsan fuzz readme review screenshots clean dist install uninstall deb

## run: install what is missing, build, open the window (pass flags with ARGS="--start max");
## the optimised build, as a user should feel it (a long --content wraps several times faster).
## It is the one release build: `make run`, `make install`, `make bench` and `make soak` share
## it (.build/dist, the Swift runtime linked in), so none builds what another already built
DIST_BIN := .build/dist/release/SheetDesktop
DIST_BUILD := swift build --scratch-path .build/dist -c release --static-swift-stdlib
run: deps
	$(DIST_BUILD)
	$(DIST_BIN) $(ARGS)

## test: install what is missing, then unit, rendering and end-to-end tests; ends with a table
## of what each step took. The release build (with -enable-testing, in .build/test) is the app
## that goldens, end-to-end tests, instruction gates, bench smoke and soak drive, and runs the
## core's unit tests and fuzz corpus (pure, memory-safe Swift) and the tests whose claim is
## about optimised code (no allocation in a steady frame; economical frames equal to full
## redraws, pixel for pixel, at every height swept) or that need its speed (random input,
## random histograms). The rendering and app unit tests (pixels, files, C) run under
## AddressSanitizer, in a build without the core's tests (SHEETLAB_ASAN=1, Package.swift; the
## run drops ld.gold's warnings about ASan helpers it cannot export). The release tests, then
## the ASan build and tests, run beside the end-to-end tests (which mostly wait on the app and
## the X server), followed by the exported web page's proof in headless Chromium (Tests/Web/web_sheet.py), the golden replays,
## the exports' type-checks, the headless instruction counts and the bench's smoke run (the
## exported Swift package is built and its tests run after the end-to-end tests); then
## the window's instruction counts beside the soak. Each group's output is printed when it ends.
## The checks start with the page engine's port hashes (scripts/port_hashes.py: a section of
## Resources/web/sheet-engine.js whose Swift source changed since the port was checked against
## it fails, with the `ack` to run once the port is right) and the checker's own test.
STEP := python3 scripts/step.py
TEST_SCRATCH := --scratch-path .build/test -c release -Xswiftc -enable-testing -Xswiftc -DSHEETLAB_TEST_HOOKS
TEST_BIN := .build/test/release/SheetDesktop
RELEASE_SUITES := SteadyFrameTests|PropertyTests|EconomicalFrameTests|HistogramTests
BESIDE := $(MAKE) --no-print-directory -j2 --output-sync=target
test: test-deps
	$(STEP) "release build (app and tests)" --first -- swift build $(TEST_SCRATCH) --build-tests
	$(BESIDE) test-checks test-app
	$(BESIDE) test-window-gates test-soak
	@$(STEP) --table

## the two chains beside each other take about as long (about 4.5 minutes each): the end-to-end
## tests, which mostly wait on the app and the X server, beside everything else, which mostly
## computes
test-checks:
	$(STEP) "JS port hashes" -- python3 scripts/port_hashes.py check
	$(STEP) "JS port hashes, the checker's self-test" -- python3 Tests/Web/port_hashes_test.py
	$(STEP) "release tests (core units, fuzz corpus, steady frames, economies, property)" -- \
		swift test $(TEST_SCRATCH) --skip-build --filter 'SheetCoreTests|$(RELEASE_SUITES)'
	$(STEP) "rendering and app units (ASan)" -- bash -o pipefail -c \
		'SHEETLAB_ASAN=1 ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address -Xswiftc -DSHEETLAB_TEST_HOOKS \
		--scratch-path .build/asan --skip "$(RELEASE_SUITES)" 2>&1 \
		| { grep -v "Cannot export local symbol" || true; }'
	$(STEP) "exported web page in Chromium" -- \
		python3 Tests/Web/web_sheet.py $(TEST_BIN)
	$(STEP) "exported web page, hostile input" -- \
		python3 Tests/Web/web_hostile.py $(TEST_BIN)
	$(STEP) "golden replays" -- python3 scripts/golden.py check $(TEST_BIN)
	$(STEP) "export type-checks" -- Tests/Conformance/typecheck.sh
	$(STEP) "instruction gates" -- python3 scripts/instructions.py $(TEST_BIN) --check
	$(STEP) "bench smoke" -- python3 bench/bench.py $(TEST_BIN) --smoke

## the exported Swift package is built and tested after the end-to-end tests, in their chain:
## the other chain computes for longer
test-app:
	$(STEP) "end-to-end (2 shards)" -- env E2E_JOBS=2 python3 Tests/EndToEnd/e2e.py $(TEST_BIN)
	$(STEP) "exported Swift package (its build, its replays, its UIKit type-check)" -- \
		Tests/Package/swift_package.sh $(TEST_BIN)

## the window's gates (each case under its own Xvfb and callgrind, and the floor's count for
## the case gated against it: below the card range at 1x) beside the soak
test-window-gates:
	$(STEP) "instruction gates (window)" -- \
		python3 scripts/instructions.py $(TEST_BIN) --check --window --gated-floors

test-soak:
	$(STEP) "soak (30 s)" -- python3 scripts/soak.py $(TEST_BIN) 30 2026

deps:
	@scripts/deps.sh $(RUN_PACKAGES)
	@scripts/pkgconfig.sh

test-deps:
	@scripts/deps.sh $(TEST_PACKAGES)
	@scripts/pkgconfig.sh

build: deps
	swift build

unit: build
	swift test

## e2e: the end-to-end tests alone, on the build `make test` drives (E2E_JOBS=1: one at a time)
E2E_JOBS ?= 2
e2e: test-deps
	swift build $(TEST_SCRATCH)
	E2E_JOBS=$(E2E_JOBS) python3 Tests/EndToEnd/e2e.py $(TEST_BIN)

## golden: rewrite Tests/Golden (fixed traces replayed headless: events and film strips)
## after a change that means to alter what the app decides or draws; the diff is the review
golden: build
	python3 scripts/golden.py write $(BIN)

## bench: measure launch, CPU, frame time, latency and memory (release build, Xvfb, xdotool)
## beside a bare-SDL floor and a Qt Quick Drawer on the same drags (below, through and across
## the card-scaling range, at 1x and 2x), each program's CPU alone and with the X server's, and
## instructions per frame (SheetLab's and the floor's); judges issue 28's targets (SheetLab/floor
## ratios, launch, CPU at rest, RSS) and writes bench/results.md (bench/notes.md: how each is read)
BENCH_PACKAGES := $(TEST_PACKAGES) qmlscene qml-module-qtquick-controls2 \
	qml-module-qtquick2 qml-module-qtquick-window2 qml-module-qtquick-templates2
bench: test-deps
	@scripts/deps.sh $(BENCH_PACKAGES)
	$(DIST_BUILD)
	python3 bench/bench.py $(DIST_BIN) --iterations 5

## soak: ten minutes of random real input under Xvfb (SOAK_SECONDS=600)
SOAK_SECONDS ?= 600
soak: test-deps
	$(DIST_BUILD)
	python3 scripts/soak.py $(DIST_BIN) $(SOAK_SECONDS)

## fresh-runs: five fresh-clone .ci/run (make test) in a row, a clean build looping beside
## them (FRESH_RUNS=5): make test must fail only on a real defect, also on a loaded machine
FRESH_RUNS ?= 5
fresh-runs:
	scripts/fresh-runs.sh $(FRESH_RUNS) /tmp/fresh-runs

## fuzz: libFuzzer on the flag parser, the config reader and the trace reader, 60 s each
FUZZ_SECONDS ?= 60
fuzz: deps
	fuzz/run.sh $(FUZZ_SECONDS)

## tsan: the unit tests under ThreadSanitizer
tsan: deps
	swift test --sanitize=thread --scratch-path .build/tsan

## readme: regenerate docs/flags.md's flag table and exit codes from SheetCore's tables
readme: build
	python3 scripts/readme_flags.py $(BIN)

## review: notes for a reviewer, never a gate: Swift files over 450 lines, files with several types
review:
	python3 scripts/review.py

## screenshots: remake the README's and docs' pictures with the app under Xvfb
screenshots: test-deps
	$(MAKE) build
	scripts/screenshots.sh $(BIN)

## install: the optimised build as `sheetlab` in $(PREFIX)/bin (PREFIX=/usr/local; DESTDIR is
## honoured) with its fonts in share/sheetlab/fonts, the page `--export html` fills in
## share/sheetlab/web, a desktop entry and hicolor icons, the man page sheetlab.1 and a bash
## completion, both printed by the binary from the flag table that
## --help is written from. The binary is built with the Swift runtime linked in (.build/dist),
## so it needs no toolchain; INSTALL_BIN=PATH installs that binary instead (the tests do).
## uninstall removes the files install writes (scripts/install.sh lists them; install also
## writes the list, with the folders it made, to share/sheetlab/install-manifest), then those
## folders and share/sheetlab if empty; never anything else. Both are scripts/install.sh, given
## DESTDIR, PREFIX and INSTALL_BIN in its environment as typed (no make or shell expansion, so
## spaces, quotes and `$` work); a control character, or a PREFIX not absolute, is refused (64).
PREFIX ?= /usr/local
INSTALL_BIN ?= $(DIST_BIN)
# A variable's text as given on the command line or in the environment (make would expand a
# `$` in it), or its value when this Makefile sets it.
as_typed = $(if $(filter file default undefined,$(origin $1)),$($1),$(value $1))
DESTDIR_TYPED := $(call as_typed,DESTDIR)
PREFIX_TYPED := $(call as_typed,PREFIX)
INSTALL_BIN_TYPED := $(call as_typed,INSTALL_BIN)
install uninstall: private override export DESTDIR := $(DESTDIR_TYPED)
install uninstall: private override export PREFIX := $(PREFIX_TYPED)
install uninstall: private override export INSTALL_BIN := $(INSTALL_BIN_TYPED)

## dist: that binary alone. `make dist && sudo make install` builds as you and installs as root;
## where root has no swift on PATH (sudo's secure_path), install takes the binary built before.
## After `make run` it is already built: SwiftPM finds nothing to do and says so in a second.
## `make test`'s build (.build/test) is never installed: it is built for testing, with the
## test hooks (-DSHEETLAB_TEST_HOOKS, -enable-testing) that users must not get
dist:
	@if [ -x $(DIST_BIN) ] && ! command -v swift >/dev/null; then \
		echo "dist: no swift on PATH; installing $(DIST_BIN) as last built"; \
	else $(MAKE) --no-print-directory deps && \
		{ [ ! -x $(DIST_BIN) ] || echo "dist: reusing the release build in .build/dist (make run's)"; } && \
		$(DIST_BUILD); fi

install: $(if $(filter $(DIST_BIN),$(INSTALL_BIN)),dist)
	scripts/install.sh install

uninstall:
	scripts/install.sh uninstall

## deb: sheetlab_VERSION_ARCH.deb (dpkg-deb) of what install puts in /usr, its Depends found by
## dpkg-shlibdeps, stripped, with copyright and changelog; lintian must find no error in it
## (the version is the one the built binary's --version prints; expanded once dist has run)
VERSION = $(shell $(DIST_BIN) --version | sed -n 's/^SheetLab //p')
DEB_ARCH = $(shell dpkg --print-architecture)
DEB_MAINTAINER ?= SheetLab maintainers <maintainers@sheetlab.invalid>
DEB = sheetlab_$(VERSION)_$(DEB_ARCH).deb
DEB_ROOT := .build/deb/root
deb: dist
	@scripts/deps.sh dpkg-dev fakeroot lintian
	@[ -n "$(VERSION)" ] || { echo "deb: $(DIST_BIN) --version printed no version" >&2; exit 70; }
	rm -rf .build/deb
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/$(DEB_ROOT) PREFIX=/usr \
		INSTALL_BIN=$(DIST_BIN)
	rm -f $(DEB_ROOT)/usr/share/sheetlab/install-manifest  # dpkg keeps the package's own list
	strip --remove-section=.comment --remove-section=.note --strip-unneeded \
		$(DEB_ROOT)/usr/bin/sheetlab
	install -d $(DEB_ROOT)/usr/share/doc/sheetlab $(DEB_ROOT)/DEBIAN
	{ cat packaging/debian/copyright.head; sed 's/^$$/./; s/^/ /' Resources/fonts/LICENSE-OFL.txt; } \
		> $(DEB_ROOT)/usr/share/doc/sheetlab/copyright
	sed -e 's/@VERSION@/$(VERSION)/g' -e "s/@COMMIT@/$$(git rev-parse --short HEAD)/" \
		-e 's/@MAINTAINER@/$(DEB_MAINTAINER)/' -e "s/@DATE@/$$(git log -1 --format=%aD)/" \
		packaging/debian/changelog.in | gzip -9n > $(DEB_ROOT)/usr/share/doc/sheetlab/changelog.gz
	mkdir -p .build/deb/shlibs/debian && printf 'Source: sheetlab\n\nPackage: sheetlab\nArchitecture: any\n' \
		> .build/deb/shlibs/debian/control
	cd .build/deb/shlibs && dpkg-shlibdeps -O $(CURDIR)/$(DEB_ROOT)/usr/bin/sheetlab \
		| sed -n 's/^shlibs:Depends=//p' > ../depends
	sed -e 's/@VERSION@/$(VERSION)/' -e 's/@ARCH@/$(DEB_ARCH)/' \
		-e 's/@MAINTAINER@/$(DEB_MAINTAINER)/' -e "s/@DEPENDS@/$$(cat .build/deb/depends)/" \
		-e "s/@SIZE@/$$(du -sk --exclude=DEBIAN $(DEB_ROOT) | cut -f1)/" \
		packaging/debian/control.in > $(DEB_ROOT)/DEBIAN/control
	cd $(DEB_ROOT) && find usr -type f -exec md5sum {} + | sort -k 2 > DEBIAN/md5sums
	chmod -R u+rwX,go+rX,go-w $(DEB_ROOT)
	fakeroot dpkg-deb --build -Zxz $(DEB_ROOT) $(DEB)
	lintian --fail-on error $(DEB)
	@echo "$(DEB): lintian finds no error; install it with: sudo apt-get install ./$(DEB)"

clean:
	rm -rf .build sheetlab_*.deb
