# Grimoire: the two commands of a fresh machine are `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
MANAGE := $(BIN)/python manage.py
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: run test install migrate demo messages index lint format serve static clean \
	test-postgres test-browser bench-load prod-env

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
# Compiled only when the .po is newer: two test runs at once (.ci/run) do not rewrite the .mo
# under each other.
MO := locale/fr/LC_MESSAGES/django.mo
messages: install $(MO)

$(MO): locale/fr/LC_MESSAGES/django.po
	@if command -v msgfmt >/dev/null; then $(MANAGE) compilemessages --ignore=.venv --verbosity 0 \
	&& touch $(MO); else echo "msgfmt not found: using the committed locale/*.mo"; fi

index: demo
	$(MANAGE) rebuild_index

## run: install, migrate, load the demo data, compile messages, build the index, serve.
run: demo messages index
	$(MANAGE) runserver $(HOST):$(PORT)

## test: lint, check migrations, then the whole suite (PYTEST_ARGS: a part of it, as .ci/run).
test: install messages
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(MANAGE) makemigrations --check --dry-run
	$(BIN)/pytest $(PYTEST_ARGS)

## test-postgres: the whole suite against PostgreSQL (DATABASE_URL=postgres://..., whose role
## may create the test database "test_<name>"); .ci/run starts a throw-away cluster for it.
test-postgres: install messages
	@case "$$DATABASE_URL" in postgres*) ;; \
	*) echo "make test-postgres needs DATABASE_URL=postgres://user@host:port/name" >&2; exit 2;; esac
	$(BIN)/pytest $(PYTEST_ARGS)

## test-browser: only the Playwright tests (Debian's chromium at /usr/bin/chromium).
test-browser: install messages
	$(BIN)/pytest -m browser $(PYTEST_ARGS)

# Production: gunicorn with config.settings.prod, static files collected for WhiteNoise.
PROD := DJANGO_SETTINGS_MODULE=config.settings.prod

prod-env:
	@test -n "$$SECRET_KEY" || { echo "SECRET_KEY must be set (50+ random characters)" >&2; exit 2; }
	@test -n "$$ALLOWED_HOSTS" || { echo "ALLOWED_HOSTS must be set (comma-separated)" >&2; exit 2; }

## static: collect static files into var/staticfiles (hashed, compressed names).
static: install prod-env
	$(PROD) $(MANAGE) collectstatic --noinput --verbosity 0

## serve: migrate, collect static files, build the index if the database changed, then
## gunicorn (GUNICORN_WORKERS, GUNICORN_BIND: see gunicorn.conf.py). Needs SECRET_KEY and
## ALLOWED_HOSTS; expects a TLS proxy in front (SECURE_SSL_REDIRECT=0 to try it over http).
serve: install messages prod-env static
	$(PROD) $(MANAGE) migrate --noinput
	$(PROD) $(MANAGE) rebuild_index --if-changed --verbosity 0
	$(PROD) exec $(BIN)/gunicorn --config gunicorn.conf.py

## bench-load: wrk against gunicorn on the current database and index (see bench/README.md).
bench-load: install messages
	$(BIN)/python bench/load.py $(BENCH_ARGS)

lint: install
	$(BIN)/ruff check .

format: install
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

clean:
	rm -rf $(VENV) var
