"""Admin logins are throttled (django-axes): ten wrong passwords lock that username out from that
address for a quarter of an hour, with a clear page in the visitor's language."""

from datetime import timedelta

import pytest
from axes.models import AccessAttempt
from axes.utils import reset
from django.contrib.auth.models import User

from config.settings import base
from tests.conftest import visible_text

LOGIN = "/admin/login/?next=/admin/"
PASSWORD = "correct horse battery staple"


@pytest.fixture
def editor(db) -> User:
    return User.objects.create_user("editor", password=PASSWORD, is_staff=True)


def log_in(client, username: str, password: str, **extra):
    return client.post(LOGIN, {"username": username, "password": password}, **extra)


def fail(client, username: str, times: int, **extra) -> list[int]:
    return [log_in(client, username, "wrong", **extra).status_code for _ in range(times)]


def test_ten_wrong_passwords_lock_out_that_username_even_with_the_right_password(client, editor):
    assert fail(client, "editor", 9) == [200] * 9  # the form again, with its error
    assert log_in(client, "editor", "wrong").status_code == 429
    response = log_in(client, "editor", PASSWORD)
    assert response.status_code == 429
    assert "_auth_user_id" not in client.session
    assert client.get("/admin/").status_code == 302  # still sent to the login page


def test_the_locked_out_page_says_when_to_try_again(client, editor):
    fail(client, "editor", 10)
    response = log_in(client, "editor", PASSWORD, HTTP_ACCEPT_LANGUAGE="en")
    assert response["Content-Type"].startswith("text/html")
    text = visible_text(response)
    assert "Too many failed logins" in text
    assert "Try again in 15 minutes." in text


def test_the_locked_out_page_is_in_french_for_a_french_visitor(client, editor):
    fail(client, "editor", 10)
    response = log_in(client, "editor", PASSWORD, HTTP_ACCEPT_LANGUAGE="fr-FR,fr;q=0.9")
    assert response.status_code == 429
    text = visible_text(response)
    assert "Trop d’échecs de connexion" in text
    assert "Réessayez dans 15 minutes." in text


def test_another_username_from_the_same_address_can_still_log_in(client, editor):
    User.objects.create_user("other", password=PASSWORD, is_staff=True)
    fail(client, "editor", 10)
    assert log_in(client, "other", PASSWORD).status_code == 302


def test_the_same_username_from_another_address_behind_the_proxy_can_still_log_in(client, editor):
    # The test client is 127.0.0.1, the trusted proxy (FORWARDED_ALLOW_IPS), which names the
    # visitor in X-Forwarded-For.
    fail(client, "editor", 10, HTTP_X_FORWARDED_FOR="203.0.113.5")
    assert log_in(client, "editor", PASSWORD, HTTP_X_FORWARDED_FOR="203.0.113.5").status_code == 429
    response = log_in(client, "editor", PASSWORD, HTTP_X_FORWARDED_FOR="198.51.100.7")
    assert response.status_code == 302


def test_a_visitor_cannot_escape_the_lockout_by_forging_x_forwarded_for(client, editor):
    # Only the address the trusted proxy adds (the last one) counts: what the visitor wrote before
    # it, or sends straight to the server, is ignored.
    for n in range(10):
        log_in(client, "editor", "wrong", HTTP_X_FORWARDED_FOR=f"10.0.0.{n}, 203.0.113.5")
    assert log_in(client, "editor", PASSWORD, HTTP_X_FORWARDED_FOR="203.0.113.5").status_code == 429
    for n in range(10):
        log_in(
            client, "editor", "wrong", REMOTE_ADDR="192.0.2.1", HTTP_X_FORWARDED_FOR=f"10.1.0.{n}"
        )
    response = log_in(
        client, "editor", PASSWORD, REMOTE_ADDR="192.0.2.1", HTTP_X_FORWARDED_FOR="1.2.3.4"
    )
    assert response.status_code == 429


def test_the_lockout_ends_after_the_cool_off(client, editor):
    fail(client, "editor", 10)
    AccessAttempt.objects.update(
        attempt_time=AccessAttempt.objects.get().attempt_time - timedelta(minutes=14)
    )
    assert log_in(client, "editor", PASSWORD).status_code == 429
    # Refused attempts during the lockout restart the cool-off: wait it out again, in full.
    AccessAttempt.objects.update(
        attempt_time=AccessAttempt.objects.get().attempt_time - timedelta(minutes=16)
    )
    assert log_in(client, "editor", PASSWORD).status_code == 302


def test_an_administrator_can_lift_a_lockout_at_once(client, editor):
    fail(client, "editor", 10)
    assert reset(username="editor") == 1
    assert log_in(client, "editor", PASSWORD).status_code == 302


def test_the_test_clients_login_helpers_still_work(client, editor):
    assert client.login(username="editor", password=PASSWORD)
    assert client.get("/admin/").status_code == 200
    client.logout()
    client.force_login(editor)
    assert client.get("/admin/").status_code == 200


def test_every_environment_checks_for_a_lockout_before_authenticating():
    assert base.AUTHENTICATION_BACKENDS[0] == "axes.backends.AxesStandaloneBackend"
    assert base.MIDDLEWARE[-1] == "axes.middleware.AxesMiddleware"
    assert base.AXES_FAILURE_LIMIT == 10
    assert base.AXES_LOCKOUT_PARAMETERS == [["username", "ip_address"]]
    assert timedelta(minutes=15) == base.AXES_COOLOFF_TIME
