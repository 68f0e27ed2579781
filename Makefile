# pyanitsa_edu: a Jupyter course about Pyanitsa (Russian War).  `make help` lists the targets.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip --disable-pip-version-check

# Stamps: reinstall only when the packaging changes. `make lab` needs only the course (a plain
# install); `make book` the book extra; `make test` the dev extra, which includes the demo's
# Voila and the book's tools.
PACKAGING  := pyproject.toml setup.py
LAB_STAMP  := $(VENV)/.installed-lab
DEMO_STAMP := $(VENV)/.installed-demo
BOOK_STAMP := $(VENV)/.installed-book
DEV_STAMP  := $(VENV)/.installed

# Extra pytest options for the unit tests (override: make test PYTEST_ARGS=).
# Browser tests run in a step of their own, in one process, so they share one JupyterLab
# server (xdist's --dist loadgroup cannot keep them together: it ignores groups on pytest 9.2,
# pytest-dev/pytest-xdist#1386).
PYTEST_ARGS ?= -n auto

# Only paths that exist (a fresh clone may not have bench/ yet).
LINT_PATHS = $(wildcard pyanitsa_edu tests bench tools book setup.py)
# Lessons may have one level of subfolders (a track in another language: lessons/ru/); the
# exercises of the Russian track are in exercises/ru/ (student copies) and exercises/ru/solutions/.
LESSONS    = $(wildcard lessons/*.ipynb lessons/*/*.ipynb)
SOLUTIONS  = $(wildcard exercises/solutions/*.ipynb exercises/ru/solutions/*.ipynb)
NOTEBOOKS  = $(LESSONS) $(wildcard exercises/*.ipynb exercises/ru/*.ipynb) $(SOLUTIONS)

# Extra options for `make lab`, e.g. make lab LAB_ARGS="--no-browser --port 8899".
LAB_ARGS ?=
# Port of `make demo` (Voila, on 127.0.0.1 only), and the language of its page: `make demo
# DEMO_LANG=ru` (or `make demo-ru`) serves the Russian demo, lessons/ru/00-demo.ipynb.
DEMO_PORT ?= 8866
DEMO_LANG ?= en
DEMO_NOTEBOOK = $(if $(filter ru,$(DEMO_LANG)),lessons/ru/00-demo.ipynb,lessons/00-demo.ipynb)

.PHONY: help install lab lab-teacher warm check test demo demo-ru book slides handouts teaching \
	bench notebooks catalog clean distclean

help:
	@echo "make lab        install (if needed) and open JupyterLab on lessons/ (answer keys hidden)"
	@echo "make lab-teacher  the same, with the exercises' solutions shown"
	@echo "make warm       prepare the game engine (compile its loops into numba's cache)"
	@echo "make check      the quick loop (about a minute): ruff, mypy --strict, the fast unit tests"
	@echo "make test       ruff, mypy --strict, unit + browser tests, doctests, nbval"
	@echo "make demo       install voila and serve lessons/00-demo.ipynb (no internet needed)"
	@echo "make demo-ru    the same for the Russian demo, lessons/ru/00-demo.ipynb"
	@echo "make book       build both tracks as a static website: open build/book/index.html"
	@echo "make slides     every lesson as reveal.js slides, offline: open build/slides/index.html"
	@echo "make handouts   the exercises as A4 handouts to print (HTML, PDF by Chromium): build/handouts/"
	@echo "make teaching   after editing lessons: their slide metadata and the pacing guide's tables"
	@echo "make bench      run every bench/*.py"
	@echo "make notebooks  re-run lessons and solutions in place, regenerate student copies"
	@echo "make catalog    update the message catalogue from the code, compile it, check it"
	@echo "make clean      remove caches and build artefacts (keeps .venv)"
	@echo "make distclean  clean, and remove .venv"

$(PY):
	$(PYTHON) -m venv $(VENV)

$(LAB_STAMP): $(PACKAGING) | $(PY)
	$(PIP) install -e .
	touch $@

$(DEMO_STAMP): $(PACKAGING) | $(PY)
	$(PIP) install -e '.[demo]'
	touch $@ $(LAB_STAMP)

$(BOOK_STAMP): $(PACKAGING) | $(PY)
	$(PIP) install -e '.[book]'
	touch $@ $(LAB_STAMP)

# The dev extra holds everything: it stands for the other installs as well. The browser files
# pinned from the npm registry (the book's, and axe-core for the accessibility tests) are
# fetched into build/book-cache/ once, so later builds and tests need no network.
$(DEV_STAMP): $(PACKAGING) | $(PY)
	$(PIP) install -e '.[dev]'
	$(PY) tools/book_assets.py book/vendor.json tests/browser/vendor.json teaching/vendor.json
	touch $@ $(LAB_STAMP) $(DEMO_STAMP) $(BOOK_STAMP)

install: $(DEV_STAMP)

# Trusting the course's notebooks (in your own Jupyter trust database) lets JupyterLab draw the
# widgets saved in them before anything runs. `python -m pyanitsa_edu lab` prepares the game
# engine in the background while JupyterLab starts, hides the answer keys (exercises/solutions)
# from the file browser unless --solutions is given, and adds --allow-root for root.
lab: $(LAB_STAMP)
	-$(VENV)/bin/jupyter trust $(NOTEBOOKS) >/dev/null
	$(PY) -m pyanitsa_edu lab . $(LAB_ARGS)

lab-teacher: $(LAB_STAMP)
	-$(VENV)/bin/jupyter trust $(NOTEBOOKS) >/dev/null
	$(PY) -m pyanitsa_edu lab --solutions . $(LAB_ARGS)

# Compile the game loops the lessons use into numba's cache (a fresh clone's first lesson then
# starts at once; `make lab` and `make demo` start it in the background).
warm: $(LAB_STAMP)
	$(PY) -m pyanitsa_edu warm

# The quick loop of a working session: lint, types, and the unit tests that take under a few
# seconds each (not those marked slow, nor the browser, the wheel's delivery or the notebooks'
# tests). `make test` runs everything.
CHECK_PYTEST_ARGS ?= -n 2
check: $(DEV_STAMP)
	$(PY) -m ruff check $(LINT_PATHS)
	$(PY) -m mypy --strict pyanitsa_edu
	$(PY) -m pytest -q -p no:nbval $(CHECK_PYTEST_ARGS) -m "not slow and not browser and not delivery" \
	  --ignore=tests/browser --ignore=tests/delivery --ignore=tests/course

# The unit step includes tests/delivery (the wheel built and installed in a fresh venv); the
# browser step drives JupyterLab, `make demo`'s Voila page and the book (built just before it)
# in headless Chromium.
test: $(DEV_STAMP)
	$(PY) -m ruff check $(LINT_PATHS)
	$(PY) -m mypy --strict pyanitsa_edu
	$(PY) -m pytest $(PYTEST_ARGS) -m "not browser"
	$(PY) tools/build_book.py
	$(PY) -m pytest -m browser
	$(PY) -m pytest -q --doctest-modules pyanitsa_edu
	$(PY) -m doctest -o ELLIPSIS README.md && echo "README doctests passed"
	$(PY) -m pyanitsa_edu warm --quiet
	@if [ -n "$(strip $(NOTEBOOKS))" ]; then \
	  echo "$(PY) -m pytest --nbval ... ($(words $(NOTEBOOKS)) notebooks)"; \
	  $(PY) -m pytest --nbval --nbval-current-env \
	    --nbval-sanitize-with tests/nbval_sanitize.cfg $(NOTEBOOKS); \
	else echo "no notebooks in lessons/ or exercises/ yet: nbval skipped"; fi

# Regenerate the exercises' student copies (both tracks), then re-execute lessons and solutions
# in place (their widget state is saved, so the widgets show before running).
notebooks: $(DEV_STAMP)
	$(PY) tools/make_student_copies.py
	$(PY) -m pyanitsa_edu warm --quiet
	$(PY) tools/run_notebooks.py $(LESSONS) $(SOLUTIONS)

# The message catalogue (docs/translating.md): new messages of the code added to each .po,
# stale ones dropped, each .po compiled to the .mo beside it, then checked (exit 1 while a
# message is untranslated).
catalog: $(DEV_STAMP)
	$(PY) tools/catalog.py update
	$(PY) tools/catalog.py compile
	$(PY) tools/catalog.py check

# The "offline" template (demo/voila/templates/) is Voila's lab page without its links to a CDN.
demo: $(DEMO_STAMP)
	$(PY) -m pyanitsa_edu warm --background
	JUPYTER_PATH="$(CURDIR)/demo$${JUPYTER_PATH:+:$$JUPYTER_PATH}" \
	  $(VENV)/bin/voila --no-browser --Voila.ip=127.0.0.1 --port=$(DEMO_PORT) \
	  --template=offline --VoilaExporter.language_code=$(DEMO_LANG) $(DEMO_NOTEBOOK)

demo-ru:
	$(MAKE) demo DEMO_LANG=ru

# The course's notebooks as a website, from their saved outputs (nothing is executed): both
# tracks, search, the saved widgets drawn by a pinned copy of the widget manager. The first
# build fetches the pinned browser files from the npm registry (book/vendor.json).
book: $(BOOK_STAMP)
	$(PY) tools/build_book.py

# The teacher's materials (docs/teaching.md). Slides and handouts are built from the notebooks'
# saved outputs (nothing is executed) with browser files pinned from the npm registry
# (teaching/vendor.json, book/vendor.json); HANDOUT_ARGS=--no-pdf skips the PDF (Chromium).
HANDOUT_ARGS ?=
slides: $(LAB_STAMP)
	$(PY) tools/slides.py build

handouts: $(LAB_STAMP)
	$(PY) tools/handouts.py $(HANDOUT_ARGS)

# After a lesson or exercise changes: the lessons' slide metadata by its rule, and the pacing
# guides' tables from the notebooks (a test fails until both are current).
teaching: $(LAB_STAMP)
	$(PY) tools/slides.py mark
	$(PY) tools/teaching.py

bench: $(DEV_STAMP)
	@set -e; for f in bench/*.py; do \
	  [ -e "$$f" ] || { echo "no bench/*.py scripts"; break; }; \
	  echo "== $$f"; $(PY) "$$f"; \
	done

clean:
	find . \( -path ./.venv -o -path ./.git \) -prune -o \
	  \( -name __pycache__ -o -name .ipynb_checkpoints -o -name '*.egg-info' \) -type d \
	  -prune -exec rm -rf {} +
	rm -rf .pytest_cache .mypy_cache .ruff_cache .hypothesis build dist tests/screenshots
	[ ! -d bench ] || find bench -maxdepth 1 -type f -name 'war_ref*' -perm /111 -delete

distclean: clean
	rm -rf $(VENV)
