"""Stored text as HTML: escaped first, then marked up."""

from provenance.formatting import notes_html, plain_html


def test_plain_text_is_escaped_with_its_line_breaks():
    assert plain_html("a <b> & c\nd") == "<p>a &lt;b&gt; &amp; c<br>d</p>"


def test_a_title_underlined_in_notes_is_in_italics():
    html = notes_html("Stifle from _Scourge_, or _<b>Fléau</b>_.")
    assert html == "<p>Stifle from <em>Scourge</em>, or <em>&lt;b&gt;Fléau&lt;/b&gt;</em>.</p>"


def test_underscores_inside_words_are_left_as_they_are():
    assert notes_html("snake_case_name and _ alone _") == "<p>snake_case_name and _ alone _</p>"
