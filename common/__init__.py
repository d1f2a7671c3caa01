"""Helpers that belong to no app and that several apps use: downloads, caching, roles, the
announcement of bulk writes (signals.py) and the base of every management command.

A plain package, not a Django app: no models, no migrations, nothing in INSTALLED_APPS.
"""
