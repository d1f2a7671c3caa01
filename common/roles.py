"""The editors' role: the group's name and every permission it holds, app by app.

The data migrations that build the group (rulings 0002, machine_translation 0002,
terminology 0002, 0004 and 0007) keep their own literal copy on purpose: a migration must replay
the same way years later, whatever this module says by then. tests/common/test_roles.py checks that
the migrated group holds exactly these permissions, so the two cannot drift apart unseen: a
new permission needs a new migration and a line here.
"""

EDITORS = "Editors"

# App label -> permission codenames. Editors add and change content and review French;
# they never delete cards, rules or terms, and never manage users.
EDITORS_PERMISSIONS: dict[str, frozenset[str]] = {
    "keywords": frozenset(
        {
            *("add_keyword", "change_keyword", "view_keyword"),
            *("add_rule", "change_rule", "view_rule"),
            *("add_glossaryentry", "change_glossaryentry", "view_glossaryentry"),
            "view_rulesedition",
        }
    ),
    "rulings": frozenset(
        {
            *("add_card", "change_card", "view_card"),
            *("add_ruling", "change_ruling", "view_ruling"),
        }
    ),
    "terminology": frozenset(
        {
            *("add_term", "change_term", "view_term"),
            *("add_lexiconentry", "change_lexiconentry", "view_lexiconentry"),
            *("change_unreadword", "view_unreadword"),
        }
    ),
    "machine_translation": frozenset(
        {
            "review_french",
            "view_translationrecord",
            *("view_pendingtranslation", "change_pendingtranslation", "delete_pendingtranslation"),
            "view_memoryentry",
        }
    ),
}
