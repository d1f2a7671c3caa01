// Grimoire's tabbed admin forms open on English, the required and authoritative text,
// whatever language the admin speaks. Read by modeltranslation's tabbed_translation_fields.js.
window.MODELTRANSLATION_AUTO_SELECT_CURRENT_LANGUAGE = false;
