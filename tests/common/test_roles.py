"""The editors' role: what common.roles says is what the migrations grant."""

import pytest
from django.contrib.auth.models import Group

from common.roles import EDITORS, EDITORS_PERMISSIONS

pytestmark = pytest.mark.django_db


def test_the_migrated_editors_group_holds_exactly_the_permissions_of_the_role() -> None:
    granted = Group.objects.get(name=EDITORS).permissions.values_list(
        "content_type__app_label", "codename"
    )
    expected = {
        (app, codename) for app, codenames in EDITORS_PERMISSIONS.items() for codename in codenames
    }
    assert set(granted) == expected
