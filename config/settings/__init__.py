"""Settings package: base.py holds everything shared; dev, test and prod adjust it."""
