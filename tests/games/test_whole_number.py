"""The one reader of typed whole numbers: ASCII digits only, on the site and the command line."""

from pathlib import Path

import pytest

from games.core import rules_dict
from games.errors import RulesError
from games.options import MAX_DIGITS, whole_number
from games.registry import find_game


@pytest.mark.parametrize(
    ("text", "number"),
    [("0", 0), ("7", 7), ("007", 7), ("-3", -3), (" 12 ", 12), ("9" * MAX_DIGITS, 10**30 - 1)],
)
def test_whole_number_reads_ascii_digits(text: str, number: int) -> None:
    assert whole_number(text) == number


@pytest.mark.parametrize(
    "text",
    [
        "²",  # superscript two: str.isdigit() says yes, int() says no
        "¹²",
        "١٢",  # Arabic-Indic twelve: int() reads it as 12
        "１２",  # fullwidth
        "৭",  # Bengali seven
        "1_000",
        "+1",
        "1.0",
        "1e3",
        "0x10",
        "--1",
        "-",
        "",
        " ",
        "1 2",
        "9" * (MAX_DIGITS + 1),
    ],
)
def test_whole_number_refuses_anything_else(text: str) -> None:
    with pytest.raises(ValueError, match="not a whole number"):
        whole_number(text)


@pytest.mark.parametrize(("value", "shown"), [("²", "'²'"), ("١٢", "'١٢'"), ("3.0", "'3.0'")])
def test_option_with_other_digits_is_a_rules_error(value: str, shown: str) -> None:
    game = find_game("sika")
    with pytest.raises(RulesError) as refused:
        game.make_rules("kotiversio", {"max_draws": value})
    assert str(refused.value) == (
        f"option 'max_draws' takes a whole number from 1 to 10, not {shown}"
    )
    assert rules_dict(game.make_rules("kotiversio", {"max_draws": "3"}))["max_draws"] == 3


def test_whole_number_is_the_one_reader_of_typed_numbers() -> None:
    """No form field or command-line argument reads a number with int() by itself."""
    root = Path(__file__).resolve().parents[2]
    lenient = {
        str(path.relative_to(root))
        for folder in ("tutorials", "games")
        for path in (root / folder).rglob("*.py")
        if "forms.IntegerField(" in path.read_text() or "type=int" in path.read_text()
    }
    assert lenient == set()
