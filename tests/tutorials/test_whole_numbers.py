"""Numbers in addresses are ASCII digits: any other script's digits are a 400 that says why.

'²' passes ``str.isdigit`` and fails ``int()`` (it was a 500); '١٢' and '４' are numbers to
``int()``, which our pages never write. Every form reads them with ``tutorials.fields``.
"""

import pytest
from django.test import Client

from tests.html import texts

START = "/en/sika/pelaa/?start=1&preset=perussika&policy=taitava"


@pytest.mark.parametrize(
    ("path", "message"),
    [
        (f"{START}&players=4&max_draws=%C2%B2", "The rule “max_draws” cannot be “²”."),
        (
            "/en/ristiseiska/pelaa/?start=1&preset=pisteet&policy=taitava&players=4"
            "&target=%C2%B9%C2%B2",
            "The rule “target” cannot be “¹²”.",
        ),
        (f"{START}&players=%EF%BC%94", "Players: Enter a whole number."),
        ("/en/sika/peli/?seed=%D9%A1%D9%A2", "Deal number: Enter a whole number."),
        (
            "/en/ristiseiska/peli/?target=%C2%B9%C2%B2",
            "Play deals up to this many points: Enter a whole number.",
        ),
        ("/en/sika/esimerkit/tyhja-kasi/?step=%C2%B2", "Step: Enter a whole number."),
        ("/en/sika/esimerkit/tyhja-kasi/kokeile/?step=%D9%A1", "Step: Enter a whole number."),
        (
            "/en/sika/tietovisa/?seed=%D9%A1",
            "A round number is a whole number from 0 to 999999999.",
        ),
    ],
)
def test_other_scripts_digits_are_a_400_saying_why(client: Client, path: str, message: str) -> None:
    response = client.get(path)
    assert response.status_code == 400
    assert texts(response.content.decode(), "p")[0] == message
