# Grimoire: the two commands of a fresh machine are `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
MANAGE := $(BIN)/python manage.py
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: run test install migrate demo messages index lint format serve clean

$(BIN)/activate: requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -r requirements-dev.txt
	touch $(BIN)/activate

install: $(BIN)/activate

migrate: install
	$(MANAGE) migrate --noinput

demo: migrate
	$(MANAGE) loaddata demo

# The compiled .mo files are committed, so a machine without GNU gettext still runs the site.
messages: install
	@if command -v msgfmt >/dev/null; then $(MANAGE) compilemessages --ignore=.venv --verbosity 0; \
	else echo "msgfmt not found: using the committed locale/*.mo"; fi

index: demo
	$(MANAGE) rebuild_index

## run: install, migrate, load the demo data, compile messages, build the index, serve.
run: demo messages index
	$(MANAGE) runserver $(HOST):$(PORT)

## test: lint, check migrations, then the whole suite.
test: install messages
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(MANAGE) makemigrations --check --dry-run
	$(BIN)/pytest

lint: install
	$(BIN)/ruff check .

format: install
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

clean:
	rm -rf $(VENV) var
