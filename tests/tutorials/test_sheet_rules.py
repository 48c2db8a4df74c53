"""The saved sheet's complete rules: every part of a turn, with the chosen rules in place."""

from django.utils import translation

from tutorials.packs.sika.checklist import CHECKLIST as hr


def _sections(start: str, **changes: str) -> list[tuple[str, list[str]]]:
    with translation.override("en"):
        return hr.sheet_sections({**hr.start_answers(start), **changes})


def test_sheet_rules_home_version_every_part_of_a_turn() -> None:
    assert _sections("kotiversio") == [
        (
            "The deal",
            [
                "We play with one deck of 52 cards.",
                "One card goes face up in the middle as the centre pile; the rest are spread "
                "face down around it as the ring. Nobody is dealt any cards.",
            ],
        ),
        (
            "A ring turn",
            [
                "Draw from the ring one card at a time until a card of the same suit as the "
                "top card comes; keep the others in your hand.",
                "Play the matching card on the centre pile, then a free card from your hand: "
                "the next player looks for its suit.",
            ],
        ),
        (
            "An empty hand",
            [
                "If your turn starts with an empty hand and the first card drawn matches, "
                "draw one more card and play it on the pile as it is; your turn ends."
            ],
        ),
        (
            "After the ring",
            [
                "When the ring is used up, play goes on from the hands.",
                "If you hold the suit, play one such card.",
                "A player who lacks the suit draws from a draw pile made by shuffling the "
                "centre pile beneath its top card.",
                "If the draw pile runs out before the suit comes, the cards drawn stay in the "
                "hand and the turn ends; a new draw pile is made when someone next needs to "
                "draw.",
                "A matching card found by drawing is played at once.",
                "In the hand phase too, a matching card is followed by a free card.",
            ],
        ),
        (
            "The end",
            [
                "When the ring runs out, everyone whose hand is empty is out, all of them "
                "sharing one place; after that, a player is out as soon as their hand is empty.",
                "The last player still holding cards is the sika.",
                "When every player in turn has played nothing, the next player starts a new "
                "suit with any one card.",
            ],
        ),
    ]


def test_sheet_rules_draw_limit_and_colour_in_the_ring_turn() -> None:
    ring = dict(_sections("perussika", max_draws="3", match="colour"))["A ring turn"]
    assert ring[:2] == [
        "Draw from the ring one card at a time until a card of the same colour as the top "
        "card comes (red on red, black on black); keep the others in your hand.",
        "Draw at most 3 cards looking for a match; if none of them matches, keep them in "
        "your hand.",
    ]


def test_sheet_rules_basic_sika_digs_and_counts_the_cards() -> None:
    parts = dict(_sections("perussika"))
    assert parts["After the ring"][2] == (
        "A player who lacks the suit digs in the centre pile, starting just under the top card."
    )
    assert parts["The end"][1:] == [
        "If a player cannot find the suit anywhere, the game ends and whoever holds the most "
        "cards is the sika; if several hold that many, they are all sikas.",
        "If everyone else runs out of cards first, the last one holding cards is the sika.",
    ]


def test_sheet_rules_two_phase_told_as_its_own_game() -> None:
    assert [title for title, _sentences in _sections("kaksivaiheinen")] == [
        "The deal",
        "A turn",
        "The end",
    ]
