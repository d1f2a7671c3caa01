"""Where each French name comes from. Keyword names filled from the lexicon's keyword terms
(terminology.services.keyword_names_fill) were shown as official although the lexicon is
mined from printed cards by alignment statistics ("Adapt" -> "Adaptez"): a name equal to its
keyword term's French is marked as that term's (mined, or entered by an editor). Every other
French name came from printed cards or the official rules, and stays official."""

from django.db import migrations, models


def names_from_terms(apps, schema_editor):
    Keyword = apps.get_model("keywords", "Keyword")
    Term = apps.get_model("terminology", "Term")
    terms = Term.objects.filter(kind="keyword").order_by("-source", "english")
    by_english = {term.english.lower(): term for term in terms}
    marked = []
    for keyword in Keyword.objects.exclude(name_fr="").exclude(name_fr=None):
        term = by_english.get((keyword.name_en or "").lower())
        if term is not None and term.french == keyword.name_fr:
            keyword.name_fr_source = "editor" if term.source == "editor" else "mined"
            marked.append(keyword)
    Keyword.objects.bulk_update(marked, ["name_fr_source"], batch_size=500)


class Migration(migrations.Migration):

    dependencies = [
        ('keywords', '0005_rules_after_an_extract_not_added'),
        ('terminology', '0004_editors_lexicon'),
    ]

    operations = [
        migrations.AddField(
            model_name='glossaryentry',
            name='term_fr_source',
            field=models.CharField(choices=[('official', 'Official'), ('mined', 'Found on printed cards, not checked'), ('editor', 'Entered by an editor')], default='official', help_text='Set to “Entered by an editor” when the French name is changed here.', max_length=10, verbose_name='source of the French name'),
        ),
        migrations.AddField(
            model_name='keyword',
            name='name_fr_source',
            field=models.CharField(choices=[('official', 'Official'), ('mined', 'Found on printed cards, not checked'), ('editor', 'Entered by an editor')], default='official', help_text='Set to “Entered by an editor” when the French name is changed here.', max_length=10, verbose_name='source of the French name'),
        ),
        migrations.RunPython(names_from_terms, migrations.RunPython.noop),
    ]
