"""Search: the only package of Grimoire that imports whoosh."""
