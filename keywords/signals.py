"""An edition's glossary_version follows its glossary's edits.

Rule texts link the glossary's terms through a pattern each process compiles once per edition
(keywords.rendering.glossary_linker), keyed by the edition's file and this version: a term an
editor adds, renames or deletes is linked as it now is on every worker's next render, not
after a restart. Imports write the glossary with the edition's file, whose SHA-256 is in the
key already.
"""

from django.db.models import F
from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver

from .models import GlossaryEntry, RulesEdition


@receiver(post_save, sender=GlossaryEntry)
@receiver(post_delete, sender=GlossaryEntry)
def glossary_changed(sender, instance: GlossaryEntry, **kwargs) -> None:
    RulesEdition.objects.filter(pk=instance.edition_id).update(
        glossary_version=F("glossary_version") + 1
    )
