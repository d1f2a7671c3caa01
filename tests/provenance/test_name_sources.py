"""Where a French name comes from, said wherever the name is shown: printed cards and the
official rules (official), the lexicon mined from printed cards (not checked), an editor."""

import io
import re

import pytest
from django.core.management import call_command

from keywords.models import Keyword, Rule, RulesEdition
from provenance.models import NameSource
from provenance.presentation import bilingual_name
from rulings.models import Card
from terminology.models import Term
from terminology.services import keyword_names_fill
from tests.admin.test_editor_flow import change_form
from tests.conftest import visible_text
from tests.rulings.helpers import card_entry, set_file

pytestmark = pytest.mark.django_db

MINED_LABEL_FR = "(relevé sur des cartes imprimées, non vérifié)"
EDITOR_LABEL_FR = "(saisi par un rédacteur)"


@pytest.fixture
def adapt() -> Keyword:
    """A keyword whose French name only the mined lexicon knows: printed « Adaptez », an
    order, its name is the infinitive."""
    Term.objects.create(
        english="Adapt", french="Adaptez", kind=Term.Kind.KEYWORD, count=13, confidence=0.9
    )
    keyword = Keyword.objects.create(
        slug="adapt", name_en="Adapt", kind=Keyword.Kind.KEYWORD_ACTION
    )
    # « Adaptez » may be of adapter, adaptir or adaptre: a French text tells which.
    Card.objects.create(slug="sage", name_en="Sage", flavor_words_fr="s'adapter ou disparaître")
    keyword_names_fill()
    keyword.refresh_from_db()
    return keyword


def test_a_name_filled_from_the_mined_lexicon_is_not_shown_as_official(adapt, client):
    assert (adapt.name_fr, adapt.name_fr_source) == ("Adapter", NameSource.MINED)

    page = visible_text(client.get("/fr/keywords/adapt/"))
    assert f"Adapter {MINED_LABEL_FR}" in page
    english_page = visible_text(client.get("/en/keywords/adapt/"))
    assert "Adapter (found on printed cards, not checked)" in english_page
    listing = visible_text(client.get("/fr/keywords/"))
    assert f"Adapter {MINED_LABEL_FR}" in listing
    # An editor's review: « Page du mot-clé : Regard » on a rule's page, with no word of it.
    rule = Rule.objects.create(
        edition=RulesEdition.objects.create(effective_date="2026-08-07", is_current=True),
        number="701.46",
        kind=Rule.Kind.RULE,
        text_en="Adapt",
    )
    Keyword.objects.filter(pk=adapt.pk).update(rule=rule)
    rule_page = client.get("/fr/cr/701.46").content.decode()
    assert re.search(r"Page du mot-clé\W+Adapter</a> <span class=\"lang-tag name-tag\"", rule_page)
    name = client.get("/api/keywords/adapt").json()["name"]
    assert name == {"en": "Adapt", "fr": "Adapter", "fr_source": "mined"}


@pytest.mark.usefixtures("demo_data")
def test_an_official_name_carries_no_label(client):
    page = visible_text(client.get("/fr/keywords/replicate/"))
    assert "Duplication" in page and "non vérifié" not in page and "rédacteur)" not in page
    name = client.get("/api/keywords/replicate").json()["name"]
    assert name == {"en": "Replicate", "fr": "Duplication", "fr_source": "official"}


def test_a_keyword_without_french_name_has_no_source(client):
    keyword = Keyword.objects.create(slug="ward", name_en="Ward", kind="keyword_ability")
    assert bilingual_name(keyword).source == ""
    assert client.get("/api/keywords/ward").json()["name"]["fr_source"] is None


def test_a_name_an_editor_changes_in_the_admin_is_the_editors(adapt, editor_client):
    url = f"/admin/keywords/keyword/{adapt.pk}/change/"
    form = change_form(editor_client, url) | {"name_fr": ["Adaptation"]}
    response = editor_client.post(url, form)
    assert response.status_code == 302, response.content.decode()[:2000]

    adapt.refresh_from_db()
    assert (adapt.name_fr, adapt.name_fr_source) == ("Adaptation", NameSource.EDITOR)
    assert f"Adaptation {EDITOR_LABEL_FR}" in visible_text(editor_client.get("/fr/keywords/adapt/"))


def test_an_editor_cannot_call_a_name_official(adapt, editor_client):
    url = f"/admin/keywords/keyword/{adapt.pk}/change/"
    form = change_form(editor_client, url) | {
        "name_fr": ["Adaptation"],
        "name_fr_source": [NameSource.OFFICIAL],
    }
    response = editor_client.post(url, form)

    assert response.status_code == 200
    assert "Official French is what Wizards printed or published" in response.content.decode()
    adapt.refresh_from_db()
    assert (adapt.name_fr, adapt.name_fr_source) == ("Adapter", NameSource.MINED)


def test_a_save_that_leaves_the_name_alone_leaves_its_source(adapt, editor_client):
    url = f"/admin/keywords/keyword/{adapt.pk}/change/"
    form = change_form(editor_client, url) | {"summary_en": ["Put +1/+1 counters on it."]}
    assert editor_client.post(url, form).status_code == 302

    adapt.refresh_from_db()
    assert adapt.name_fr_source == NameSource.MINED


def test_a_card_import_keeps_the_french_name_an_editor_entered(tmp_path, client):
    oracle_id = "11111111-1111-4111-8111-111111111111"
    sets = set_file(
        tmp_path / "ODY.json",
        [card_entry("Lhurgoyf", oracle_id, french=("Lhurgoyf", "Créature : lhurgoyf", ""))],
    )
    call_command("import_cards", str(sets), "--no-index", stdout=io.StringIO())
    card = Card.objects.get(oracle_id=oracle_id)
    assert (card.name_fr, card.name_fr_source) == ("Lhurgoyf", NameSource.OFFICIAL)

    Card.objects.filter(pk=card.pk).update(name_fr="Lhurgoyf (éd.)", name_fr_source="editor")
    call_command("import_cards", str(sets), "--no-index", stdout=io.StringIO())
    card.refresh_from_db()
    assert (card.name_fr, card.name_fr_source) == ("Lhurgoyf (éd.)", NameSource.EDITOR)
    page = visible_text(client.get(f"/fr/cards/{card.slug}/"))
    assert f"Lhurgoyf (éd.) {EDITOR_LABEL_FR}" in page
    assert client.get(f"/api/cards/{oracle_id}").json()["name"]["fr_source"] == "editor"


def test_the_migration_marks_names_equal_to_their_keyword_term(adapt):
    from importlib import import_module

    from django.apps import apps

    migration = import_module("keywords.migrations.0006_french_name_sources")
    # Named, before the migration, as printed, and shown as official.
    Keyword.objects.filter(pk=adapt.pk).update(
        name_fr="Adaptez", name_fr_source=NameSource.OFFICIAL
    )
    official = Keyword.objects.create(
        slug="flying", name_en="Flying", name_fr="Vol", kind="keyword_ability"
    )

    migration.names_from_terms(apps, None)

    adapt.refresh_from_db()
    official.refresh_from_db()
    assert adapt.name_fr_source == NameSource.MINED
    assert official.name_fr_source == NameSource.OFFICIAL


def test_a_glossary_entry_is_named_as_its_keyword_from_the_same_source(client):
    """A pages review: Trample's keyword and rule pages said « Piétinement », its glossary
    entry « Nom français : aucun connu »."""
    from keywords.models import GlossaryEntry
    from keywords.services import glossary_names_from_keywords
    from tests.search.current_rules import current_glossary

    current_glossary(
        {
            "Trample": "A keyword ability that modifies combat damage. See rule 702.19.",
            "Adapt": "A keyword action. See rule 701.46.",
            "Flying": "A keyword ability that restricts blocks. See rule 702.9.",
        }
    )
    Term.objects.create(
        english="Adapt", french="Adaptez", kind=Term.Kind.KEYWORD, count=13, confidence=0.9
    )
    Keyword.objects.create(slug="adapt", name_en="Adapt", kind=Keyword.Kind.KEYWORD_ACTION)
    for english, french in (("Trample", "Piétinement"), ("Flying", "Vol")):
        Keyword.objects.create(
            slug=english.lower(),
            name_en=english,
            name_fr=french,
            name_fr_source=NameSource.OFFICIAL,
            kind=Keyword.Kind.KEYWORD_ABILITY,
        )
    flying = GlossaryEntry.objects.get(term_en="Flying")
    flying.term_fr, flying.term_fr_source = "Vol (saisi)", NameSource.EDITOR
    flying.save()

    keyword_names_fill()  # the mined terms name Adapt, then the glossary follows

    names = {e.term_en: (e.term_fr, e.term_fr_source) for e in GlossaryEntry.objects.all()}
    assert names["Trample"] == ("Piétinement", NameSource.OFFICIAL)
    assert names["Adapt"] == ("Adaptez", NameSource.MINED)  # no French text tells its infinitive
    assert names["Flying"] == ("Vol (saisi)", NameSource.EDITOR)  # never replaced
    assert glossary_names_from_keywords() == 0  # filled once
    # A diff review: a mined name an editor corrects on the keyword stayed on the entry.
    Keyword.objects.filter(slug="adapt").update(
        name_fr="Adaptation", name_fr_source=NameSource.EDITOR
    )
    assert glossary_names_from_keywords() == 1
    adapt = GlossaryEntry.objects.get(term_en="Adapt")
    assert (adapt.term_fr, adapt.term_fr_source) == ("Adaptation", NameSource.EDITOR)
    assert GlossaryEntry.objects.get(term_en="Flying").term_fr == "Vol (saisi)"
    page = visible_text(client.get("/fr/cr/glossary/trample/"))
    assert "Piétinement" in page and "aucun connu" not in page
    # An editor empties it: theirs, not named again.
    GlossaryEntry.objects.filter(term_en="Trample").update(
        term_fr="", term_fr_source=NameSource.EDITOR
    )
    assert glossary_names_from_keywords() == 0
    assert f"Adaptation {EDITOR_LABEL_FR}" in visible_text(client.get("/fr/cr/glossary/adapt/"))


def _lexicon(french: str, english: str, aligned: int = 20, score: float = 0.95, **fields):
    from terminology.models import LexiconEntry

    return LexiconEntry.objects.create(
        french=french, english=english, aligned=aligned, score=score, **fields
    )


def test_a_glossary_term_of_several_words_is_named_as_the_lexicon_reads_it(client):
    """A judge's review: « Nom français : aucun connu » on Main Phase and Mana Value, whose
    French the search read from the lexicon (« phase principale », « valeur de mana »)."""
    from keywords.models import GlossaryEntry
    from terminology.models import LexiconEntry
    from terminology.services import glossary_names_from_lexicon
    from tests.search.current_rules import current_glossary

    current_glossary(
        {
            "Main Phase": "Both the first and second phases of a turn. See rule 505.",
            "Mana Value": "A number based on mana cost. See rule 202.3.",
            "Mana Pool": "Where mana is kept. See rule 106.4.",
            "Lose the Game": "There are several ways to lose the game. See rule 104.3.",
            "Counter": "1. To cancel a spell. 2. A marker. See rules 122 and 701.6.",
            "End Step": "The end step. See rule 513.",
            "Trample": "A keyword ability. See rule 702.19.",
        }
    )
    _lexicon("phase principale", "main phase", aligned=57)
    _lexicon("valeur de mana", "mana value", aligned=138)
    _lexicon("valeurs", "mana value", aligned=2, score=0.2)
    _lexicon("réserve", "mana pool", aligned=1298)  # half the term: "mana" aligned apart
    _lexicon("perdez la partie", "lose the game", aligned=22)  # the cards' imperative
    # One word, two meanings: each French shares the alignments, neither closely enough.
    _lexicon("marqueur", "counter", aligned=1342, score=0.89)
    _lexicon("contrecarrez", "counter", aligned=410, score=0.26)
    _lexicon("étape de fin", "end step", aligned=2)  # too seldom
    _lexicon("piétinement", "trample")
    end = GlossaryEntry.objects.get(term_en="End Step")
    end.term_fr, end.term_fr_source = "Étape de fin de tour", NameSource.EDITOR
    end.save()

    assert glossary_names_from_lexicon() == 2
    names = {e.term_en: (e.term_fr or "", e.term_fr_source) for e in GlossaryEntry.objects.all()}
    assert names["Main Phase"] == ("Phase principale", NameSource.MINED)
    assert names["Mana Value"] == ("Valeur de mana", NameSource.MINED)
    for unnamed in ("Mana Pool", "Lose the Game", "Counter", "Trample"):
        assert names[unnamed][0] == "", unnamed
    assert names["End Step"] == ("Étape de fin de tour", NameSource.EDITOR)  # never replaced
    page = visible_text(client.get("/fr/cr/glossary/main-phase/"))
    assert f"Phase principale {MINED_LABEL_FR}" in page and "aucun connu" not in page
    # An editor's review: the glossary's list showed such names with no word of their source.
    glossary = client.get("/fr/cr/glossary/").content.decode()
    assert re.search(
        r"Phase principale</a> <span class=\"lang-tag name-tag\"[^>]*>relevé", glossary
    )

    # An editor rejects an entry: the name goes; verifies another: it is theirs.
    LexiconEntry.objects.filter(french="phase principale").update(
        rejected=True, source=LexiconEntry.Source.EDITOR
    )
    LexiconEntry.objects.filter(french="perdez la partie").update(
        french="perdre la partie", source=LexiconEntry.Source.EDITOR
    )
    assert glossary_names_from_lexicon() == 2
    names = {e.term_en: (e.term_fr or "", e.term_fr_source) for e in GlossaryEntry.objects.all()}
    assert names["Main Phase"] == ("", NameSource.OFFICIAL)
    assert names["Lose the Game"] == ("Perdre la partie", NameSource.MINED)
    assert glossary_names_from_lexicon() == 0  # named once

    # A diff review: an entry an editor verified named a term with no check at all.
    LexiconEntry.objects.filter(french="perdre la partie").update(rejected=True)
    LexiconEntry.objects.filter(french__in=["réserve", "perdez la partie"]).update(
        source=LexiconEntry.Source.EDITOR
    )
    glossary_names_from_lexicon()
    names = {e.term_en: (e.term_fr or "", e.term_fr_source) for e in GlossaryEntry.objects.all()}
    assert names["Mana Pool"][0] == "" and names["Lose the Game"][0] == ""

    # A diff review: a name an editor emptied in the glossary came back at the next naming.
    mana_value = GlossaryEntry.objects.get(term_en="Mana Value")
    mana_value.term_fr, mana_value.term_fr_source = "", NameSource.EDITOR
    mana_value.save()
    assert glossary_names_from_lexicon() == 0
    mana_value.refresh_from_db()
    assert (mana_value.term_fr, mana_value.term_fr_source) == ("", NameSource.EDITOR)


def test_a_glossary_term_of_one_word_is_named_when_the_cards_print_it_as_one(client):
    """A French player's review: Library, Graveyard and Token said « Nom français : aucun
    connu », though the French cards print « bibliothèque » thousands of times. A term of one
    word is named only when its French is aligned with it far more often and almost always."""
    from keywords.models import GlossaryEntry
    from terminology.models import LexiconEntry
    from terminology.services import glossary_names_from_lexicon
    from tests.search.current_rules import current_glossary

    current_glossary(
        {
            "Library": "A zone. See rule 401.",
            "Battlefield": "A zone. See rule 403.",
            "Sacrifice": "To move a permanent to its owner's graveyard. See rule 701.21.",
            "Instead": "See Replacement Effect.",
            "Dungeon": "A card type. See rule 309.",
            "Counter": "1. To cancel a spell. 2. A marker. See rules 122 and 701.6.",
        }
    )
    _lexicon("bibliothèque", "library", aligned=3426, score=0.99)
    _lexicon("champ de bataille", "battlefield", aligned=5848, score=1.0)
    _lexicon("sacrifiez", "sacrifice", aligned=2162, score=0.96)  # the cards' imperative
    _lexicon("place", "instead", aligned=667, score=0.91)  # of « à la place »
    _lexicon("donjon", "dungeon", aligned=49, score=1.0)  # too seldom to tell
    # An editor's verification says « marqueur » translates one meaning, not that it names both.
    _lexicon("marqueur", "counter", aligned=1342, score=0.89, source=LexiconEntry.Source.EDITOR)

    assert glossary_names_from_lexicon() == 2
    names = {e.term_en: (e.term_fr or "", e.term_fr_source) for e in GlossaryEntry.objects.all()}
    assert names["Library"] == ("Bibliothèque", NameSource.MINED)
    assert names["Battlefield"] == ("Champ de bataille", NameSource.MINED)
    for unnamed in ("Sacrifice", "Instead", "Dungeon", "Counter"):
        assert names[unnamed][0] == "", unnamed
    page = visible_text(client.get("/fr/cr/glossary/library/"))
    assert f"Bibliothèque {MINED_LABEL_FR}" in page and "aucun connu" not in page
    # A French judge's review: an English term in the French list read as French (« Pile »,
    # « Initiative » beside First Strike's official « Initiative »): it says it is English.
    glossary = client.get("/fr/cr/glossary/").content.decode()
    assert re.search(
        r'<dt id="g-sacrifice" lang="fr"><a href="[^"]+" lang="en">Sacrifice</a>'
        r' <span class="lang-tag name-tag">Anglais</span></dt>',
        glossary,
    )


def test_a_glossary_term_found_on_cards_names_no_concept_of_its_own():
    """Searched as a title, shown with its source, but read as a concept through the
    lexicon and the keyword: a second concept ranked the entry above the rule a French
    question asked about (« … blessures mortelles … indestructibles ? »)."""
    from keywords.models import GlossaryEntry
    from search.documents import glossary_document
    from tests.search.current_rules import current_glossary

    current_glossary({"Lethal Damage": "Damage enough to destroy. See rule 120.6."})
    entry = GlossaryEntry.objects.get(term_en="Lethal Damage")
    entry.term_fr, entry.term_fr_source = "Blessures mortelles", NameSource.MINED
    document = glossary_document(entry)
    assert document["title_fr"] == "Blessures mortelles"
    assert "fr:" not in document["concept"] and "en:damag lethal" in document["concept"]
    entry.term_fr_source = NameSource.EDITOR
    assert "fr:blessur mortel" in glossary_document(entry)["concept"]


def test_a_keyword_action_is_named_by_its_infinitive_the_french_cards_confirm(adapt):
    """A pages review: « Meulez », « Transformez » were keyword names. The order's ending
    tells the infinitive, the one the French texts print first (« Partez » is « Partir »,
    the texts holding no « parter »); a mined name is mended by the next naming."""
    assert adapt.name_fr == "Adapter"  # a flavor text prints « s'adapter »
    Term.objects.create(english="Venture", french="Partez", kind=Term.Kind.KEYWORD, count=3)
    Term.objects.create(english="Learn", french="Apprenez", kind=Term.Kind.KEYWORD, count=5)
    Term.objects.create(english="Scry", french="Regard", kind=Term.Kind.KEYWORD, count=90)
    Term.objects.create(english="Connive", french="Complotez", kind=Term.Kind.KEYWORD, count=4)
    for english in ("Venture", "Learn", "Scry", "Connive"):
        Keyword.objects.create(
            slug=english.lower(), name_en=english, kind=Keyword.Kind.KEYWORD_ACTION
        )
    Card.objects.create(slug="guide", name_en="Guide", oracle_text_fr="Vous pouvez partir.")
    Keyword.objects.filter(slug="adapt").update(name_fr="Adaptez")  # named by an older miner

    keyword_names_fill()

    names = dict(Keyword.objects.values_list("name_en", "name_fr"))
    assert names == {
        "Adapt": "Adapter",
        "Venture": "Partir",
        "Learn": "Apprendre",
        "Scry": "Regard",
        "Connive": "Complotez",  # no text says comploter, complotir or complotre: as printed
    }


def test_a_keyword_action_no_term_names_is_named_by_the_order_the_lexicon_aligns(client):
    """A French judge's review: Destroy, Discard, Exile and Sacrifice said « Nom français :
    aucun connu », though the French cards print « Détruisez » 1,360 times aligned with
    "destroy"; « l'exil » opened the card Exil. An action is named by the infinitive of its
    order, unless its English is mostly something else on the cards (Counter, « marqueur »),
    and a glossary entry of several senses is not named by the verb of one of them."""
    from keywords.models import GlossaryEntry
    from terminology.models import LexiconEntry
    from terminology.services import names_from_lexicon
    from tests.search.current_rules import current_glossary

    action = Keyword.Kind.KEYWORD_ACTION
    for english in ("Destroy", "Counter", "Exile", "Regenerate", "Exert", "Tap and Untap"):
        Keyword.objects.create(slug=english.lower(), name_en=english, kind=action)
    Keyword.objects.create(slug="flying", name_en="Flying", kind=Keyword.Kind.KEYWORD_ABILITY)
    current_glossary(
        {
            "Destroy": "To move a permanent to its owner's graveyard. See rule 701.8.",
            "Exile": "1. A zone. See rule 406.\n2. To put an object into the exile zone.",
        }
    )
    _lexicon("détruisez", "destroy", aligned=1360, score=0.947)
    _lexicon("détruire", "destroy", aligned=150, score=0.18)  # no order: no action's name
    _lexicon("marqueur", "counter", aligned=1342, score=0.89)  # mostly the noun: no name
    _lexicon("contrecarrez", "counter", aligned=410, score=0.26)
    _lexicon("exilez", "exile", aligned=1519, score=0.89)
    _lexicon("exil", "exile", aligned=175, score=0.17)
    _lexicon("régénérez", "regenerate", aligned=221, score=0.99)  # no text prints « régénérer »
    _lexicon("surmenez", "exert", aligned=9, score=0.48)  # too seldom
    _lexicon("volez", "flying", aligned=40)  # an ability, not an action
    # « Contrecarrez », « Exilez » may be of -er, -ir or -re: a French text tells which.
    Card.objects.create(
        slug="negation", name_en="Negation", oracle_text_fr="Ne pas contrecarrer, ne pas exiler."
    )

    assert names_from_lexicon() == 3  # two actions, one glossary entry
    names = {
        name: french or "" for name, french in Keyword.objects.values_list("name_en", "name_fr")
    }
    assert names == {
        "Destroy": "Détruire",  # « -uisez » is always « -uire »: no text read
        "Counter": "",
        "Exile": "Exiler",
        "Regenerate": "",
        "Exert": "",
        "Tap and Untap": "",
        "Flying": "",
    }
    assert Keyword.objects.get(slug="exile").name_fr_source == NameSource.MINED
    terms = {
        term: french or ""
        for term, french in GlossaryEntry.objects.values_list("term_en", "term_fr")
    }
    assert terms == {"Destroy": "Détruire", "Exile": ""}  # the verb names one sense of two
    page = visible_text(client.get("/fr/keywords/destroy/"))
    assert f"Détruire {MINED_LABEL_FR}" in page
    assert names_from_lexicon() == 0  # named once

    # An editor rejects the order: the name goes, and its glossary entry's with it.
    LexiconEntry.objects.filter(french="détruisez").update(
        rejected=True, source=LexiconEntry.Source.EDITOR
    )
    assert names_from_lexicon() == 2
    assert not Keyword.objects.get(slug="destroy").name_fr
    assert not GlossaryEntry.objects.get(term_en="Destroy").term_fr
    # A keyword term names its action first; an editor's name is never replaced.
    Term.objects.create(english="Exile", french="Bannissez", kind=Term.Kind.KEYWORD, count=3)
    Keyword.objects.filter(slug="counter").update(
        name_fr="Contrer", name_fr_source=NameSource.EDITOR
    )
    names_from_lexicon()
    assert Keyword.objects.get(slug="exile").name_fr == "Exiler"  # keyword_names_fill's to mend
    assert Keyword.objects.get(slug="counter").name_fr == "Contrer"
    # A diff review: a name an editor emptied came back at the next naming.
    LexiconEntry.objects.filter(french="détruisez").update(rejected=False)
    Keyword.objects.filter(slug="destroy").update(name_fr="", name_fr_source=NameSource.EDITOR)
    names_from_lexicon()
    destroy = Keyword.objects.get(slug="destroy")
    assert (destroy.name_fr, destroy.name_fr_source) == ("", NameSource.EDITOR)


def test_an_action_the_cards_print_mostly_as_a_noun_is_named_by_its_verb_s_rules_term(client):
    """Two reviews: the keyword action Counter was titled "Counter" on the French pages, and
    « contrecarrer » found it no better than « marqueur »: the cards print "counter" mostly as
    the noun, and the lexicon names no action of two senses. The rules terms mined from the
    cards tell the senses apart: "counter (verb)" is « contrecarrer »."""
    from terminology.services import names_from_lexicon

    action = Keyword.Kind.KEYWORD_ACTION
    Keyword.objects.create(slug="counter", name_en="Counter", kind=action)
    Keyword.objects.create(slug="vote", name_en="Vote", kind=action)
    _lexicon("marqueur", "counter", aligned=1342, score=0.89)
    _lexicon("contrecarrez", "counter", aligned=410, score=0.26)
    Term.objects.create(english="counter (noun)", french="marqueur", kind=Term.Kind.RULES_TERM)
    Term.objects.create(english="counter (verb)", french="contrecarrer", kind=Term.Kind.RULES_TERM)

    names_from_lexicon()
    counter = Keyword.objects.get(slug="counter")
    assert (counter.name_fr, counter.name_fr_source) == ("Contrecarrer", NameSource.MINED)
    assert not Keyword.objects.get(slug="vote").name_fr  # no term names its verb
    assert f"Contrecarrer {MINED_LABEL_FR}" in visible_text(client.get("/fr/keywords/counter/"))
    # An editor's name stays theirs.
    Keyword.objects.filter(slug="counter").update(
        name_fr="Contrer", name_fr_source=NameSource.EDITOR
    )
    names_from_lexicon()
    assert Keyword.objects.get(slug="counter").name_fr == "Contrer"


def test_an_action_s_infinitive_printed_as_a_card_s_french_name_names_it():
    """A French judge's review: Regenerate had no French name, its order « Régénérez » being
    of -er, -ir or -re and no rules text printing the infinitive; the card Regenerate is
    printed « Régénérer »."""
    from terminology.services import names_from_lexicon

    Keyword.objects.create(
        slug="regenerate", name_en="Regenerate", kind=Keyword.Kind.KEYWORD_ACTION
    )
    _lexicon("régénérez", "regenerate", aligned=221, score=0.99)
    names_from_lexicon()
    assert not Keyword.objects.get(slug="regenerate").name_fr  # which infinitive: none says
    Card.objects.create(slug="regenerate", name_en="Regenerate", name_fr="Régénérer")
    names_from_lexicon()
    regenerate = Keyword.objects.get(slug="regenerate")
    assert (regenerate.name_fr, regenerate.name_fr_source) == ("Régénérer", NameSource.MINED)
