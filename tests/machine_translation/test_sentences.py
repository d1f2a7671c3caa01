from machine_translation.sentences import join_segments, split_sentences


def texts(text: str) -> list[str]:
    return [segment.text for segment in split_sentences(text)]


def test_a_ruling_is_split_after_each_sentence_and_joined_back_unchanged():
    ruling = "Tempt with Mayhem can't target itself. There are limits, after all."
    segments = split_sentences(ruling)
    assert [s.text for s in segments] == [
        "Tempt with Mayhem can't target itself.",
        "There are limits, after all.",
    ]
    assert join_segments([s.text for s in segments], segments) == ruling


def test_a_quote_ending_a_sentence_stays_with_it():
    assert texts("So it's not \"cast.\" Creating the copy won't trigger.") == [
        'So it\'s not "cast."',
        "Creating the copy won't trigger.",
    ]


def test_french_guillemets_end_a_sentence_like_english_quotes():
    assert texts("Elle n'est donc pas « lancée ». La création ne déclenche rien.") == [
        "Elle n'est donc pas « lancée ».",
        "La création ne déclenche rien.",
    ]


def test_sentences_inside_quotes_and_reminder_text_are_not_split():
    rule = "“Replicate [cost]” means “As a cost. If it has targets.” Paying it is optional."
    assert texts(rule) == [
        "“Replicate [cost]” means “As a cost. If it has targets.”",
        "Paying it is optional.",
    ]
    reminder = "Replicate {U} (When you cast this spell, copy it. You may choose new targets.)"
    assert texts(reminder) == [reminder]


def test_abbreviations_and_rule_numbers_do_not_end_a_sentence():
    assert texts("See e.g. Opt. It follows rule 702.56a. Then it ends.") == [
        "See e.g. Opt.",
        "It follows rule 702.56a.",
        "Then it ends.",
    ]


def test_line_breaks_separate_sentences_and_are_kept():
    text = "Replicate {U}\nTap target permanent."
    segments = split_sentences(text)
    assert [s.text for s in segments] == ["Replicate {U}", "Tap target permanent."]
    assert join_segments(["Duplication {U}", "Engagez le permanent ciblé."], segments) == (
        "Duplication {U}\nEngagez le permanent ciblé."
    )
