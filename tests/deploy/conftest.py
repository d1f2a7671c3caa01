"""The production server fixture, shared by the tests of this folder."""

from tests.deploy.test_production_server import production_server  # noqa: F401
