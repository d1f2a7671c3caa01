"""Stored text as HTML: escaped first, then marked up."""

from provenance.formatting import french_typography, notes_html, plain_html


def test_plain_text_is_escaped_with_its_line_breaks():
    assert plain_html("a <b> & c\nd") == "<p>a &lt;b&gt; &amp; c<br>d</p>"


def test_a_title_underlined_in_notes_is_in_italics():
    html = notes_html("Stifle from _Scourge_, or _<b>Fléau</b>_.")
    assert html == "<p>Stifle from <em>Scourge</em>, or <em>&lt;b&gt;Fléau&lt;/b&gt;</em>.</p>"


def test_underscores_inside_words_are_left_as_they_are():
    assert notes_html("snake_case_name and _ alone _") == "<p>snake_case_name and _ alone _</p>"


def test_french_gets_french_typographys_spaces_and_apostrophes():
    """A pages review: « lancée » wrapped on a phone as "« lancée" / "»." (the data prints
    ordinary spaces), and machine translations wrote "n'est" where the interface has ’."""
    html = french_typography(plain_html("Si « lancée » : oui ; non ! l'effet n'est pas ?"))
    assert (
        html
        == "<p>Si «\u00a0lancée\u00a0»\u00a0: oui\u202f; non\u202f! l’effet n’est pas\u202f?</p>"
    )


def test_french_typography_changes_no_markup_and_nothing_escaped():
    html = french_typography(plain_html("<b>x</b> : 'quoted' & http://a.org/?q=1"))
    assert html == "<p>&lt;b&gt;x&lt;/b&gt;\u00a0: &#x27;quoted&#x27; &amp; http://a.org/?q=1</p>"


def test_a_french_ruling_is_shown_with_french_typography(client, db):
    import datetime

    from rulings.models import Card, Ruling

    card = Card.objects.create(slug="gandalf", name_en="Gandalf", name_fr="Gandalf")
    ruling = Ruling.objects.create(
        card=card, published_at=datetime.date(2023, 6, 16), text_en="If it's cast, ..."
    )
    ruling.set_french("reviewed", text="Si le sort est « lancé » : il l'est.")
    ruling.save()
    page = client.get("/fr/cards/gandalf/").content.decode()
    assert "Si le sort est «\u00a0lancé\u00a0»\u00a0: il l’est." in page
    # The English beside it is left as it is.
    assert "If it&#x27;s cast, ..." in page
