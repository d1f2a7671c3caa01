"""The production server fixture, shared by the tests of this folder."""

from tests.deploy.test_production_server import (  # noqa: F401
    production_gunicorn,
    production_server,
)
