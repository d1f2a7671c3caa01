"""Helpers that belong to no app and that several apps use: downloads, caching, roles.

A plain package, not a Django app: no models, no migrations, nothing in INSTALLED_APPS.
"""
