"""{{ day|long_date }}: a date as every page writes it (common.dates)."""

from django import template

from common.dates import long_date

register = template.Library()
register.filter("long_date", long_date)
