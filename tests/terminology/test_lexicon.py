"""The lexicon miner: sentence pairs of printed cards in, French -> English entries out."""

from __future__ import annotations

import pytest

from terminology.mining.lexicon import LexiconEntry, mine_lexicon
from terminology.mining.ngrams import ngrams
from terminology.mining.parallel import PLACEHOLDER, ParallelText, parallel_text, sentence_pairs
from terminology.vocabulary import lexicon_key


def printed(english: str, french: str, *, copies: int = 3, first: int = 0) -> list[ParallelText]:
    """The same sentence printed on `copies` cards, each named in its own text."""
    return [
        ParallelText(
            english=english.replace("~", f"Bird {n}"),
            french=french.replace("~", f"Oiseau {n}"),
            names=(f"Bird {n}", f"Oiseau {n}"),
        )
        for n in range(first, first + copies)
    ]


CARDS = [
    ("Destroy target creature.", "Détruisez la créature ciblée."),
    ("Destroy target land.", "Détruisez le terrain ciblé."),
    ("Exile target creature.", "Exilez la créature ciblée."),
    ("Exile target artifact.", "Exilez l'artefact ciblé."),
    ("Draw a card.", "Piochez une carte."),
    ("Draw two cards.", "Piochez deux cartes."),
    ("Each opponent draws two cards.", "Chaque adversaire pioche deux cartes."),
    ("Target player sacrifices a creature.", "Le joueur ciblé sacrifie une créature."),
    ("Destroy all creatures.", "Détruisez toutes les créatures."),
    ("Exile target card from a graveyard.", "Exilez la carte ciblée d'un cimetière."),
    ("Creatures you control have flying.", "Les créatures que vous contrôlez ont le vol."),
    (
        "Tap target creature you don't control.",
        "Engagez la créature ciblée que vous ne contrôlez pas.",
    ),
    ("Target player draws a card.", "Le joueur ciblé pioche une carte."),
    (
        "When ~ enters the battlefield, draw a card.",
        "Quand ~ arrive sur le champ de bataille, piochez une carte.",
    ),
    ("Sacrifice a creature.", "Sacrifiez une créature."),
    ("Sacrifice a land.", "Sacrifiez un terrain."),
    ("Put a +1/+1 counter on target creature.", "Mettez un marqueur +1/+1 sur la créature ciblée."),
    ("Put a -1/-1 counter on target creature.", "Mettez un marqueur -1/-1 sur la créature ciblée."),
    ("Remove a +1/+1 counter from ~.", "Retirez un marqueur +1/+1 de ~."),
    (
        "Return target creature card from your graveyard to the battlefield.",
        "Renvoyez la carte de créature ciblée depuis votre cimetière sur le champ de bataille.",
    ),
    (
        "Target creature gets +2/+2 until end of turn.",
        "La créature ciblée gagne +2/+2 jusqu'à la fin du tour.",
    ),
    (
        "Creatures you don't control get -1/-1.",
        "Les créatures que vous ne contrôlez pas gagnent -1/-1.",
    ),
    ("Creatures you control get +1/+1.", "Les créatures que vous contrôlez gagnent +1/+1."),
    # The French cards set a counter's kind in quotes.
    (
        "Put a poison counter on target player.",
        "Mettez un marqueur « poison » sur le joueur ciblé.",
    ),
    (
        "Each opponent gets two poison counters.",
        "Chaque adversaire gagne deux marqueurs « poison ».",
    ),
    ("Put a charge counter on ~.", "Mettez un marqueur « charge » sur ~."),
    ("Remove two charge counters from ~.", "Retirez deux marqueurs « charge » de ~."),
]


@pytest.fixture(scope="module")
def lexicon() -> dict[str, list[LexiconEntry]]:
    texts = [text for n, card in enumerate(CARDS) for text in printed(*card, first=10 * n)]
    entries: dict[str, list[LexiconEntry]] = {}
    for entry in mine_lexicon(texts):
        entries.setdefault(entry.french, []).append(entry)
    return entries


def english_of(lexicon: dict[str, list[LexiconEntry]], french: str) -> list[str]:
    return [entry.english for entry in lexicon.get(french, [])]


# --- Reading and sentences ------------------------------------------------------------


def test_the_printed_english_is_preferred_to_the_oracle_text() -> None:
    card = {
        "name": "Bird",
        "text": "When Bird enters the battlefield, draw a card.",
        "originalText": "When Bird comes into play, draw a card.",
        "foreignData": [
            {"language": "French", "name": "Oiseau", "text": "Quand l'Oiseau arrive en jeu..."}
        ],
    }

    text = parallel_text(card)

    assert text is not None
    assert text.english == "When Bird comes into play, draw a card."
    assert {"Bird", "Oiseau"} <= set(text.names)


def test_a_french_entry_that_copies_the_english_is_no_french_text() -> None:
    card = {
        "name": "X",
        "text": "Flying",
        "foreignData": [{"language": "French", "text": "Flying"}],
    }

    assert parallel_text(card) is None


def test_sentences_pair_only_when_both_sides_have_as_many() -> None:
    text = ParallelText(
        english="Flying\nDraw a card. Then discard a card.",
        french="Vol\nPiochez une carte, puis défaussez-vous d'une carte.",
        names=(),
    )

    # The second line has two English sentences and one French: it says nothing.
    assert list(sentence_pairs(text)) == [("Flying", "Vol")]


def test_reminder_text_is_paired_as_sentences_of_its_own() -> None:
    text = ParallelText(
        english="Flying (This creature can't be blocked except by creatures with flying.)",
        french="Vol (Cette créature ne peut être bloquée que par des créatures avec le vol.)",
        names=(),
    )

    assert list(sentence_pairs(text)) == [
        ("Flying", "Vol"),
        (
            "This creature can't be blocked except by creatures with flying.",
            "Cette créature ne peut être bloquée que par des créatures avec le vol.",
        ),
    ]


def test_the_cards_own_name_is_masked_in_both_languages() -> None:
    text = ParallelText(
        english="Gandalf deals 2 damage to any target.",
        french="Gandalf inflige 2 blessures à n'importe quelle cible.",
        names=("Gandalf, Westward Voyager", "Gandalf"),
    )

    [(english, french)] = sentence_pairs(text)

    assert english.startswith(PLACEHOLDER) and french.startswith(PLACEHOLDER)
    assert all("gandalf" not in n.key for n in ngrams(french, french=True))


def test_ngrams_never_start_or_end_with_a_function_word_nor_hold_a_negation() -> None:
    keys = {
        n.key for n in ngrams("Les créatures que vous ne contrôlez pas gagnent -1/-1.", french=True)
    }

    assert "creatures" in keys and "gagnent -1/-1" in keys
    assert not any(key.startswith(("les ", "que ")) or key.endswith(" que") for key in keys)
    assert "controlez pas gagnent" not in keys and "pas" not in keys


def test_the_forms_of_do_and_the_contractions_of_pronouns_are_function_words() -> None:
    # The improvise reminder, printed on 20 cards: « activé » was read "done".
    texts = printed(
        "Each artifact you tap after you're done activating mana abilities pays for {1}.",
        "Chaque artefact que vous engagez après avoir activé des capacités de mana paie {1}.",
        copies=20,
    )
    keys = {n.key for n in ngrams(texts[0].english, french=False)}

    assert not {"done", "you're", "you're done"} & keys
    assert "done" not in {entry.english for entry in mine_lexicon(texts)}


def test_the_french_of_english_function_words_are_function_words() -> None:
    # "after" and "also" are function words: « après » and « aussi » neither start nor end
    # an n-gram, or they link to a content word ("supplémentaire après" / "take an extra").
    keys = {n.key for n in ngrams("Jouez un tour supplémentaire après celui-ci.", french=True)}
    also = {n.key for n in ngrams("Vous gagnez aussi autant de points de vie.", french=True)}

    assert "tour supplementaire" in keys
    assert not {"apres", "supplementaire apres", "tour supplementaire apres"} & keys
    assert not {"aussi", "gagnez aussi"} & also


def test_a_word_negated_by_a_hyphened_non_is_a_word_of_its_own() -> None:
    french = {n.key for n in ngrams("Détruisez le terrain non-base ciblé.", french=True)}
    english = {n.key for n in ngrams("Destroy target non-Aura permanent.", french=False)}

    assert {"non-base", "terrain non-base", "non-base cible"} <= french
    assert "base" not in french and "base cible" not in french
    assert {"non-aura", "non-aura permanent"} <= english and "aura" not in english


def test_a_negated_word_is_read_as_the_english_word_that_negates_it() -> None:
    texts = [
        *printed("Destroy target nonbasic land.", "Détruisez le terrain non-base ciblé."),
        *printed(
            "Nonbasic lands are Mountains.", "Les terrains non-base sont des montagnes.", first=10
        ),
        *printed("Destroy target land.", "Détruisez le terrain ciblé.", first=20),
        *printed("Destroy target creature.", "Détruisez la créature ciblée.", first=30),
        *printed("Basic lands are Forests.", "Les terrains de base sont des forêts.", first=40),
    ]

    entries = [(entry.french, entry.english) for entry in mine_lexicon(texts)]

    assert ("non-base", "nonbasic") in entries
    assert ("terrains non-base", "nonbasic lands") in entries
    assert all(("non" in french) == ("non" in english) for french, english in entries)


def test_lexicon_keys_fold_case_accents_and_marks_as_search_keys_names() -> None:
    from search.names import name_key

    for french in (
        "Mal d'invocation",
        "jeton Trésor",
        "marqueur +1/+1",
        "Œuvre",
        "créature-artefact",
    ):
        assert lexicon_key(french) == name_key(french)


# --- Alignment --------------------------------------------------------------------------


def test_words_are_aligned_with_their_translation_not_their_neighbours(lexicon) -> None:
    assert english_of(lexicon, "créature") == ["creature"]
    assert english_of(lexicon, "ciblée") == ["target"]
    assert english_of(lexicon, "créature ciblée") == ["target creature"]
    assert english_of(lexicon, "piochez une carte") == ["draw a card"]


def test_verb_forms_are_entries_of_their_own(lexicon) -> None:
    assert english_of(lexicon, "piochez") == ["draw"]
    assert english_of(lexicon, "pioche") == ["draws"]
    assert english_of(lexicon, "sacrifiez") == ["sacrifice"]
    assert english_of(lexicon, "détruisez") == ["destroy"]


def test_a_term_of_several_words_is_one_entry_and_its_parts_none(lexicon) -> None:
    assert english_of(lexicon, "champ de bataille") == ["battlefield"]
    assert "champ" not in lexicon and "bataille" not in lexicon


def test_a_word_nearly_always_in_a_longer_ngram_whose_french_none_holds_is_linked(lexicon):
    """ "enters" is only ever in "enters the battlefield", whose French (« arrive sur le champ
    de bataille ») is longer than any n-gram, and "battlefield" stands alone elsewhere: left
    out for the longer n-gram, "enters" was linked to nothing, and « arrive » never read."""
    assert english_of(lexicon, "arrive") == ["enters"]


def test_a_modifier_is_only_ever_the_same_modifier(lexicon) -> None:
    assert english_of(lexicon, "marqueur +1/+1") == ["+1/+1 counter"]
    assert english_of(lexicon, "marqueur -1/-1") == ["-1/-1 counter"]
    modifiers = [
        (french, entry.english)
        for french, entries in lexicon.items()
        for entry in entries
        if "/" in french
    ]
    assert all(french.split()[-1] in english.split() for french, english in modifiers)


def test_a_term_the_french_sets_in_quotes_is_read_with_its_neighbours(lexicon) -> None:
    assert english_of(lexicon, "marqueur poison") == ["poison counter"]
    assert english_of(lexicon, "marqueurs poison") == ["poison counters"]
    assert english_of(lexicon, "marqueur charge") == ["charge counter"]


def test_quotes_around_more_than_a_term_still_end_an_ngram() -> None:
    keys = {
        n.key
        for n in ngrams(
            "Créez un jeton Trésor avec « {T}, sacrifiez cet artefact : ajoutez un mana ».",
            french=True,
        )
    }
    quoted = {n.key for n in ngrams("Un joueur qui a dix marqueurs « poison » perd.", french=True)}

    assert "jeton tresor" in keys and "sacrifiez cet artefact" in keys
    assert not any("avec" in key for key in keys)
    assert {"marqueurs poison", "dix marqueurs poison", "poison perd"} <= quoted
    # English quotes set apart a word mentioned: "say destroy" is no term.
    said = {n.key for n in ngrams('Effects that say "destroy" don\'t destroy it.', french=False)}
    assert "say destroy" not in said and "destroy" in said


def test_a_negation_is_never_read_into_an_entry(lexicon) -> None:
    # "que vous ne contrôlez pas gagnent" is not "control get".
    assert all("pas" not in french.split() for french in lexicon)


def test_each_entry_keeps_its_counts(lexicon) -> None:
    [entry] = lexicon["champ de bataille"]

    # Two sentences, each printed on three cards.
    assert (entry.together, entry.aligned, entry.french_count, entry.english_count) == (6, 6, 6, 6)
    assert entry.score == 1.0
    assert entry.key == "champ de bataille"


def test_a_pair_printed_on_fewer_cards_than_the_minimum_is_left_out() -> None:
    texts = printed("Draw a card.", "Piochez une carte.", copies=2) + printed(
        "Scry 2.", "Regard 2.", copies=3, first=5
    )

    entries = {entry.french: entry.english for entry in mine_lexicon(texts)}

    assert entries == {"regard": "scry"}


def test_reprints_with_the_same_words_are_one_card() -> None:
    texts = printed("Scry 2.", "Regard 2.", copies=1) * 5 + printed(
        "Scry 1.", "Regard 1.", copies=1, first=1
    )

    assert mine_lexicon(set(texts)) == []


def test_a_second_english_read_nearly_as_often_is_kept_too() -> None:
    texts = [
        *printed("Exile this creature.", "Exilez cette créature.", copies=3),
        *printed("Exile that creature.", "Exilez cette créature.", copies=3, first=5),
        *printed("Exile target card.", "Exilez la carte ciblée.", copies=3, first=10),
        *printed("Destroy this creature.", "Détruisez cette créature.", copies=3, first=20),
        *printed("Destroy that creature.", "Détruisez la créature.", copies=3, first=30),
    ]

    entries = [(e.french, e.english, e.aligned) for e in mine_lexicon(texts)]

    assert [e for e in entries if e[0] == "exilez cette créature"] == [
        ("exilez cette créature", "exile that creature", 3),
        ("exilez cette créature", "exile this creature", 3),
    ]


def test_a_french_read_as_its_english_in_under_half_of_its_sentences_is_left_out() -> None:
    scry = printed("Scry 2.", "Regard 2.", copies=3)
    # Nothing on the English side explains « regard » here ("then", "do", "it" are
    # function words): four sentences where it could have been read and was not.
    unexplained = printed("Then do it.", "Regard.", copies=4, first=10)

    assert [e.english for e in mine_lexicon(scry + unexplained[:3])] == ["scry"]  # 3 of 6
    assert mine_lexicon(scry + unexplained) == []  # 3 of 7


def test_the_ngrams_of_a_sentence_printed_on_many_cards_link_in_the_sentences_order() -> None:
    # Trample's old reminder text: its n-grams all meet as often as each other, so their
    # counts cannot pair them; where they stand in the two sentences does.
    texts = [
        *printed(
            "If ~ would assign enough damage to its blockers to destroy them, you may have it "
            "assign the rest of its damage to the player it's attacking.",
            "Si ~ devait attribuer suffisamment de blessures à ses bloqueurs pour les détruire, "
            "vous pouvez lui faire attribuer le reste de ses blessures au joueur qu'il attaque.",
            copies=10,
        ),
        *printed(
            "You may destroy target artifact.",
            "Vous pouvez détruire l'artefact ciblé.",
            copies=5,
            first=100,
        ),
        *printed("Destroy target creature.", "Détruisez la créature ciblée.", copies=30, first=200),
    ]

    entries = {entry.french: entry.english for entry in mine_lexicon(texts)}

    assert entries["attribuer le reste"] == "assign the rest"
    assert "enough damage" in entries["suffisamment de blessures"]
    assert "pouvez lui faire" not in entries
