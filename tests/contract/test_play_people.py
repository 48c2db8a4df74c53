"""Pass-and-play, for every game: two people at one device never see each other's hands.

The game is started through the start form with two named people, then played to
its end through the pages' own links and buttons. The test plays its own copy of
the game with the engine (from the deal the site's token holds) and keeps, for
each person, the cards they have seen; at every page it checks against the
engine's hands: a hand-over page names no card of any hand, and a person's page
names no card another player holds that this person has not seen.
"""

import html
from dataclasses import dataclass, field
from typing import Any

import pytest
from django.test import Client

from games.core import Game
from tests.contract.expected import expected
from tests.contract.forms import form_to, forms_to
from tests.contract.site import GAMES, engine, fixed_deal, url
from tests.contract.test_play import _CODES, _CONTINUE, _PRIVATE, _shown, _token, _words
from tutorials import play
from tutorials.play import replaying

pytestmark = pytest.mark.django_db

NAMES = ("Liisa", "Onni")


def _event_fields(event: object) -> dict[str, Any]:
    if hasattr(event, "__dict__"):
        return dict(vars(event))
    return {name: getattr(event, name) for name in event.__dataclass_fields__}  # type: ignore[attr-defined]


def _cards_of(fields: dict[str, Any]) -> set[int]:
    cards: set[int] = set()
    for name in ("card", "cards", "stands_for", "joker"):
        value = fields.get(name)
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            cards.add(value)
        elif isinstance(value, tuple):
            cards |= {card for card in value if isinstance(card, int)}
    return cards


@dataclass
class Table:
    """The test's own engine game, and what each person has seen of the cards."""

    game: Game
    humans: tuple[int, ...]
    state: Any = None
    policy: Any = None
    seen: dict[int, set[int]] = field(default_factory=dict)
    held: tuple[frozenset[int], ...] = ()

    @classmethod
    def of(cls, game: Game, setup: play.Setup) -> "Table":
        series: dict[str, Any] = (
            {} if setup.previous is None else {"previous_places": setup.previous}
        )
        table = cls(game, setup.humans, policy=game.policies[setup.policy])
        table.seen = {seat: set() for seat in setup.humans}
        table.state = game.new_game(
            setup.rules, setup.players, seed=setup.seed, observer=table.observe, **series
        )
        table.advance()
        return table

    def observe(self, event: object, state: Any) -> None:
        fields = _event_fields(event)
        private = any(name in fields for name in _PRIVATE) or type(event).__name__ == "Drew"
        parties = {fields[name] for name in ("player", *_PRIVATE) if name in fields}
        hands = tuple(frozenset(hand) for hand in self.game.table(state).hands)
        before = frozenset().union(*self.held) if self.held else frozenset()
        played = before - frozenset().union(*hands)  # left every hand: face up
        top = getattr(self.game.table(state), "pile_top", None)
        for seat, seen in self.seen.items():
            if not private or seat in parties:
                seen |= _cards_of(fields)
            seen |= hands[seat] | played
            if top is not None:
                seen.add(top)
        self.held = hands

    def decider(self) -> int | None:
        return None if self.state.over else self.state.decision.player

    def advance(self) -> None:
        while self.decider() not in (*self.humans, None):
            self.state.choose(self.policy(self.state))

    def hidden_from(self, seat: int | None) -> set[str]:
        """Words of cards in other hands that ``seat`` has not seen (None: every hand)."""
        others = set().union(*(h for q, h in enumerate(self.held) if q != seat))
        seen = self.seen[seat] if seat is not None else set()
        named: set[int] = set()
        if seat is not None and not self.state.over:
            for action in self.state.legal_actions():
                text = self.game.option_text(action.cards)
                named |= {self.game.deck.parse(code) for code in _CODES.findall(text)}
        visible = set().union(*(_words(self.game, card) for card in seen | named))
        return set().union(*(_words(self.game, c) for c in others - seen)) - visible

    def choose(self, value: str) -> None:
        actions = self.state.legal_actions()
        matching = [a for a in actions if self.game.option_text(a.cards) == value]
        assert len(matching) == 1, value
        self.state.choose(matching[0])
        self.advance()


def _players(game: Game, rules: Any) -> int:
    for players in range(3, 9):
        try:
            game.check_players(rules, players)
        except ValueError:
            continue
        return players
    raise AssertionError("no player count")


@pytest.mark.parametrize("level", ["taitava", "mestari"])
@pytest.mark.parametrize("slug", GAMES)
def test_pass_and_play_never_shows_one_persons_hand_to_the_other(
    slug: str, level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Against Mestari with one search a request: the pages where the computer players
    play on between the people's turns show nobody's hand."""
    monkeypatch.setattr(replaying, "SEARCHES", 1)
    # The deal the start form gets instead of the server's random one: in some deals one
    # of the people has fewer than two turns, or Mestari has no search to pause on.
    deal = expected(slug).people_deal
    fixed_deal(monkeypatch, deal)
    client = Client()
    game = engine(slug)
    address = url(slug, "play")
    start = form_to(client.get(address).content.decode(), address)
    players = _players(game, game.make_rules(game.default_preset, None))
    # Against Mestari: the engine's own rules (the shortest games) and, where the game seats
    # five, two computer players in a row (people in seats 0 and 2 of 5), so that they play
    # on past a search.
    most = game.make_rules(game.default_preset, None).max_players
    searching = (
        {"players": str(min(5, most)), "preset": game.default_preset} if level == "mestari" else {}
    )
    fields = {"players": str(players), **searching}
    chosen = start.data(
        people="2", name_1=NAMES[0], name_2=NAMES[1], policy=level, start="1", **fields
    )
    dealt = client.get(address, chosen)
    assert dealt.status_code == 303
    location = dealt.headers["Location"]
    setup, _moves = play.read_token(slug, game, _token(location))
    assert (setup.humans, setup.seed) == ((0, setup.players // 2), deal)
    table = Table.of(game, setup)
    leaks: list[str] = []
    handovers = 0
    pages = 0
    paused = 0
    holder: int | None = None  # whoever chose last holds the device
    page = ""  # a move's answer when it is the same person's hand again (a POST's page)
    while not table.state.over:
        if not page:
            page = client.get(location).content.decode()
        pages += 1
        going_on = _CONTINUE.search(page)
        if going_on is not None:
            paused += 1
            assert 'name="choice"' not in page
            leaks += [f"paused page {pages}: {w}" for w in _shown(page, table.hidden_from(holder))]
            location = html.unescape(going_on.group(1))
            page = ""
            continue
        person = table.decider()
        assert person is not None
        name = NAMES[setup.humans.index(person)]
        if 'class="play-ready"' in page:
            handovers += 1
            assert f"I am {name}" in page or f"Olen {name}" in page
            leaks += [f"hand-over {pages}: {w}" for w in _shown(page, table.hidden_from(None))]
            ready = form_to(page, address)
            assert (ready.method, ready.buttons) == ("post", [("ready", "1", "")])
            # A GET of the same position shows the hand-over again, never the hand.
            assert 'class="play-ready"' in client.get(location).content.decode()
            page = client.post(address, ready.data(ready="1")).content.decode()
        assert f"{name}, " in page, f"page {pages} is not {name}'s"
        leaks += [f"{name}'s page {pages}: {w}" for w in _shown(page, table.hidden_from(person))]
        # The hand's cards (checkboxes of cards played together sent one at a time) and
        # the moves beside them.
        options = [
            (form, name, value)
            for form in forms_to(page, address)
            for name, value in [(n, v) for n, v, _ in form.buttons] + form.checkboxes
            if name == "choice"
        ]
        for form, button, value in reversed(options):
            assert form.method == "post"
            answer = client.post(address, form.data(**{button: value}))
            if answer.status_code == 303:
                location = answer.headers["Location"].split("#")[0]  # the page's anchor
                table.choose(value)
                holder = person
                page = ""
                break
            assert answer.status_code == 200, answer.status_code
            if 'class="play-refused"' not in answer.content.decode():
                # The same person decides again: their hand, in answer to the move.
                table.choose(value)
                holder = person
                page = answer.content.decode()
                break
        else:
            raise AssertionError(f"{slug}: no button was a legal move")
    assert leaks == []
    assert handovers >= 2
    # The computer players play on past a search only where two of them sit in a row.
    seats = range(setup.players)
    in_a_row = any(q not in setup.humans and q + 1 not in setup.humans for q in seats[:-1])
    assert (paused > 0) == (level == "mestari" and in_a_row)
