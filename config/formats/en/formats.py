# Rulings are dated as "June 16, 2023" (Django's stock English format abbreviates months).
DATE_FORMAT = "F j, Y"
