"""The test database as other processes and plans see it: its DATABASE_URL, for tests that
start other processes on it; PostgreSQL's plan of a query."""

from urllib.parse import quote

from django.db import connection

from common.roles import EDITORS


def live_database_url() -> str:
    """The database this test run uses (SQLite file or PostgreSQL "test_<name>"), as a URL
    that config.settings reads through dj-database-url."""
    settings = connection.settings_dict
    if connection.vendor == "sqlite":
        return f"sqlite:///{settings['NAME']}"
    if connection.vendor == "postgresql":
        user = quote(settings.get("USER") or "", safe="")
        password = quote(settings.get("PASSWORD") or "", safe="")
        credentials = f"{user}:{password}@" if password else (f"{user}@" if user else "")
        host = settings.get("HOST") or ""
        port = f":{settings['PORT']}" if settings.get("PORT") else ""
        return f"postgres://{credentials}{host}{port}/{quote(settings['NAME'], safe='')}"
    raise NotImplementedError(f"no URL for the {connection.vendor} backend")


def replay_group_migrations(group: str = EDITORS) -> None:
    """Run again, in migration order, the data migrations that create `group` and grant it
    permissions: a transactional test starts on a flushed database, where they are gone.

    (Serialized rollback would restore them, but clashes on PostgreSQL with the content
    types that the flush of an earlier transactional test recreated under new ids.) The
    migrations are found by the group's name, which they spell as a literal (common.roles).
    """
    import inspect
    from types import SimpleNamespace

    from django.db.migrations.loader import MigrationLoader
    from django.db.migrations.operations.special import RunPython

    loader = MigrationLoader(connection)
    state_apps = loader.project_state().apps
    ordered: list = []
    for leaf in sorted(loader.graph.leaf_nodes()):
        ordered += [key for key in loader.graph.forwards_plan(leaf) if key not in ordered]
    for key in ordered:
        migration = loader.graph.nodes[key]
        source = inspect.getsource(inspect.getmodule(migration))
        if f'"{group}"' not in source:
            continue
        for operation in migration.operations:
            if isinstance(operation, RunPython):
                operation.code(state_apps, SimpleNamespace(connection=connection))


def postgres_plan(queryset) -> str:
    """PostgreSQL's plan of `queryset` with sorts and sequential scans made dearer than
    anything else (in the test's transaction only): the plan reads an index if one can serve."""
    sql, params = queryset.query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_sort = off")
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute(f"EXPLAIN {sql}", params)
        return "\n".join(row[0] for row in cursor.fetchall())
