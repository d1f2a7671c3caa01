# Rulings are dated as "16 juin 2023".
DATE_FORMAT = "j F Y"
