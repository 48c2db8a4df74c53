"""Dates read as each language writes them: British English on English pages."""

from datetime import date, datetime

from django.utils import translation
from django.utils.formats import date_format


def test_date_format_english_is_british() -> None:
    with translation.override("en"):
        assert date_format(date(2026, 12, 1)) == "1 December 2026"
        assert date_format(datetime(2026, 12, 1, 9, 5), "DATETIME_FORMAT") == (
            "1 December 2026, 09:05"
        )


def test_date_format_finnish_unchanged() -> None:
    with translation.override("fi"):
        assert date_format(date(2026, 12, 1)) == "1. joulukuuta 2026"
