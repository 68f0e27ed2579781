# pyanitsa_edu: a Jupyter course about Pyanitsa (Russian War).  `make help` lists the targets.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip --disable-pip-version-check

# Stamps: reinstall only when pyproject.toml changes.
DEV_STAMP  := $(VENV)/.installed
DEMO_STAMP := $(VENV)/.installed-demo

# Extra pytest options for the unit tests (override: make test PYTEST_ARGS=).
# Browser tests run in a step of their own, in one process, so they share one JupyterLab
# server (xdist's --dist loadgroup cannot keep them together: it ignores groups on pytest 9.2,
# pytest-dev/pytest-xdist#1386).
PYTEST_ARGS ?= -n auto

# Only paths that exist (a fresh clone may not have bench/ yet).
LINT_PATHS = $(wildcard pyanitsa_edu tests bench tools)
NOTEBOOKS  = $(wildcard lessons/*.ipynb exercises/*.ipynb exercises/solutions/*.ipynb)

# JupyterLab refuses to start as root without --allow-root.
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)
# Extra options for `make lab`, e.g. make lab LAB_ARGS="--no-browser --port 8899".
LAB_ARGS ?=

.PHONY: help install lab test demo bench notebooks clean distclean

help:
	@echo "make lab        install (if needed) and open JupyterLab on lessons/"
	@echo "make test       ruff, mypy --strict, unit + browser tests, doctests, nbval"
	@echo "make demo       install voila and serve lessons/00-demo.ipynb"
	@echo "make bench      run every bench/*.py"
	@echo "make notebooks  re-run lessons and solutions in place, regenerate student copies"
	@echo "make clean      remove caches and build artefacts (keeps .venv)"
	@echo "make distclean  clean, and remove .venv"

$(PY):
	$(PYTHON) -m venv $(VENV)

$(DEV_STAMP): pyproject.toml | $(PY)
	$(PIP) install -e '.[dev]'
	touch $@

$(DEMO_STAMP): pyproject.toml | $(PY)
	$(PIP) install -e '.[demo]'
	touch $@

install: $(DEV_STAMP)

lab: $(DEV_STAMP)
	$(VENV)/bin/jupyter lab --ServerApp.root_dir=. --LabApp.default_url=/lab/tree/lessons \
	  $(ALLOW_ROOT) $(LAB_ARGS)

test: $(DEV_STAMP)
	$(PY) -m ruff check $(LINT_PATHS)
	$(PY) -m mypy --strict pyanitsa_edu
	$(PY) -m pytest $(PYTEST_ARGS) -m "not browser"
	$(PY) -m pytest -m browser
	$(PY) -m pytest -q --doctest-modules pyanitsa_edu
	$(PY) -m doctest -o ELLIPSIS README.md && echo "README doctests passed"
	@if [ -n "$(strip $(NOTEBOOKS))" ]; then \
	  echo "$(PY) -m pytest --nbval ... ($(words $(NOTEBOOKS)) notebooks)"; \
	  $(PY) -m pytest --nbval --nbval-current-env \
	    --nbval-sanitize-with tests/nbval_sanitize.cfg $(NOTEBOOKS); \
	else echo "no notebooks in lessons/ or exercises/ yet: nbval skipped"; fi

# Regenerate the exercises' student copies, then re-execute lessons and solutions in place.
notebooks: $(DEV_STAMP)
	$(PY) tools/make_student_copies.py
	$(PY) tools/run_notebooks.py $(wildcard lessons/*.ipynb exercises/solutions/*.ipynb)

demo: $(DEMO_STAMP)
	$(VENV)/bin/voila --no-browser --Voila.ip=127.0.0.1 lessons/00-demo.ipynb

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
