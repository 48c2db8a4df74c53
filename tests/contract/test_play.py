"""Play, for every game: whole games through the plain forms, no hidden card shown, hints.

The test plays its own copy of each game with the engine, from the deal the
site's token holds, to know at every page which cards the other players
hold face down (never in a page) and which move the hint should name.
"""

import html
import re
from dataclasses import dataclass, field
from typing import Any

import pytest
from django.test import Client
from django.utils import translation

from games.core import Game
from tests.contract.forms import form_to, forms_to, links
from tests.contract.site import GAMES, engine, fixed_deal, url
from tutorials import advice, play
from tutorials.play import replaying
from tutorials.words import Case, card_name, joker_name

pytestmark = pytest.mark.django_db

# The game token is encrypted text: blank it before searching a page for card words.
_TOKEN = re.compile(r"[A-Za-z0-9_-]{40,}")
# A card code of the engine: a rank and a suit letter (second-deck copies the same).
_CARD = re.compile(r"^(?:[2-9]|10|[JQKA])[SHDC]$")
_CODES = re.compile(r"(?:[2-9]|10|[JQKA])[SHDC]")
SEAT = 0  # the visitor deals first: the start form never asks for a seat


def _dealt(slug: str, game: Game, token: str) -> Any:
    """The setup the site sealed in a new game's token (its seed is never shown)."""
    setup, moves = play.read_token(slug, game, token)
    assert moves == play.Moves()
    return setup


def _token(address: str) -> str:
    found = re.search(r"[?&]t=([^&#]+)", address)
    assert found is not None, address
    return found.group(1)


def _words(game: Game, card: int) -> set[str]:
    """Every way a page could name the card: its code, its names in both languages."""
    try:
        text = game.deck.texts((card,))[0]
    except IndexError:  # not a card: a move's marker ("stop", the token)
        return set()
    base = text.split("/")[0]  # a second deck's copy: "7H/2", named as the first's
    words = {text, base}
    for language in ("fi", "en"):
        with translation.override(language):
            if _CARD.match(base):
                words |= {card_name(card, case) for case in Case}
            else:
                words.add(joker_name())
    return words


def _shown(page: str, words: set[str]) -> list[str]:
    # The page's own part, its token and addresses blanked (games are named like cards).
    page = _TOKEN.sub("TOKEN", page[page.find("<main") :])
    page = re.sub(r'(href|action|hx-get|hx-post)="[^"]*"', "", page)
    return sorted(w for w in words if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", page))


_PRIVATE = ("giver", "receiver")  # a card handed face down: seen by the two players only
_CARD_FIELDS = ("card", "cards", "stands_for", "joker")


def _public_cards(event: object) -> set[int]:
    """The cards an event shows the visitor: all of a public event's, or a private one's
    (a card given, exchanged or drawn) when the visitor is one of its players."""
    fields = (
        vars(event)
        if hasattr(event, "__dict__")
        else {
            name: getattr(event, name)
            for name in event.__dataclass_fields__  # type: ignore[attr-defined]
        }
    )
    private = any(name in fields for name in _PRIVATE) or type(event).__name__ == "Drew"
    parties = {fields[name] for name in ("player", *_PRIVATE) if name in fields}
    if private and SEAT not in parties:
        return set()
    cards: set[int] = set()
    for name in _CARD_FIELDS:
        value = fields.get(name)
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            cards.add(value)
        elif isinstance(value, tuple):
            cards |= {card for card in value if isinstance(card, int)}
    return cards


@dataclass
class Mirror:
    """The test's own engine game, kept at the visitor's decisions, and what the visitor saw."""

    game: Game
    state: Any
    policy: Any
    setup: Any = None
    seen: set[int] = field(default_factory=set)
    held: tuple[frozenset[int], ...] = ()

    @classmethod
    def of(cls, game: Game, setup: Any) -> "Mirror":
        series = {} if setup.previous is None else {"previous_places": setup.previous}
        mirror = cls(game, None, game.policies[setup.policy], setup)
        mirror.state = game.new_game(
            setup.rules, setup.players, seed=setup.seed, observer=mirror.observe, **series
        )
        mirror.advance()
        return mirror

    def observe(self, event: object, state: Any) -> None:
        self.seen |= _public_cards(event)
        table = self.game.table(state)
        hands = tuple(frozenset(hand) for hand in table.hands)
        self.seen |= hands[SEAT]
        # A card that left every hand was played face up (the deck's top card too).
        before = frozenset().union(*self.held) if self.held else frozenset()
        self.seen |= before - frozenset().union(*hands)
        top = getattr(table, "pile_top", None)
        if top is not None:
            self.seen.add(top)
        self.held = hands

    def decider(self) -> int | None:
        if self.state.over:
            return None
        decision = self.state.decision
        return self.state.to_move if decision is None else decision.player

    def advance(self) -> None:
        """The computer players move until the visitor decides or the game ends; a decision
        of the visitor's whose moves are all alike is made for them (as the site does)."""
        while (decider := self.decider()) is not None:
            if decider != SEAT:
                self.state.choose(self.policy(self.state))
            elif (alike := play.setup.made_for(self.game, self.setup, self.state)) is not None:
                self.state.choose(alike)
            else:
                break

    def hidden(self) -> set[str]:
        """Words of the cards other players hold that the visitor has never seen (nor names
        as a place on the table: "the joker for the two of hearts")."""
        others = set().union(*(hand for seat, hand in enumerate(self.held) if seat != SEAT))
        named = set()
        if not self.state.over:
            for action in self.state.legal_actions():
                text = self.game.option_text(action.cards)
                named |= {self.game.deck.parse(code) for code in _CODES.findall(text)}
        visible = set().union(*(_words(self.game, card) for card in self.seen | named))
        return set().union(*(_words(self.game, c) for c in others - self.seen)) - visible

    def choose(self, value: str) -> None:
        actions = self.state.legal_actions()
        matching = [a for a in actions if self.game.option_text(a.cards) == value]
        assert len(matching) == 1, (value, [self.game.option_text(a.cards) for a in actions])
        self.state.choose(matching[0])
        self.advance()


def _player_counts(client: Client, slug: str, rules: Any) -> list[int]:
    """2 (or the fewest the form offers), 4 and the most the form offers for these rules."""
    start = form_to(client.get(url(slug, "play")).content.decode(), url(slug, "play"))
    low, high = start.ranges["players"]
    game = engine(slug)
    high = min(high, rules.max_players)
    low = max(low, 2, _fewest(game, rules))
    return sorted({low, min(max(4, low), high), high})


def _fewest(game: Game, rules: Any) -> int:
    for players in range(2, 9):
        try:
            game.check_players(rules, players)
        except ValueError:
            continue
        return players
    raise AssertionError("no player count")


def _presets(client: Client, slug: str) -> list[str]:
    start = form_to(client.get(url(slug, "play")).content.decode(), url(slug, "play"))
    return [choice.value for choice in start.choices["preset"]]


def _cases() -> list[tuple[str, str]]:
    client = Client()
    return [(slug, preset) for slug in GAMES for preset in _presets(client, slug)]


_CONTINUE = re.compile(r'class="play-continue" href="([^"#]+)')


def _play_one(
    client: Client,
    slug: str,
    address: str,
    leaks: list[str],
    hints: list[str],
    prefix: str = "",
    paused: list[str] | None = None,
) -> str:
    """Play the game at ``address`` to its end through the page's buttons; the last page.
    Pages where the computer players play on (``paused``: their addresses) are followed."""
    game = engine(slug)
    address = address.split("#")[0]  # the page's anchor: the game, below the header
    dealt = _dealt(slug, game, _token(address))
    mirror = Mirror.of(game, dealt)
    # The deal is the server's random one: a failure names it, to be played again.
    game_of = f"{slug} (seed {dealt.seed}, {dealt.players} players)"
    action = prefix + url(slug, "play")
    pages = 0
    while True:
        page = client.get(address).content.decode()
        pages += 1
        if 'class="play-end"' in page:  # the hands left are shown face up at the end
            assert mirror.state.over, f"{game_of}: page {pages} ends a game still going on"
            return page
        # Past the visitor's last decision the computer players may still play on, a
        # page at a time, while the test's copy has already played to the end.
        going_on = _CONTINUE.search(page)
        if going_on is not None:
            # Nobody's hand but the visitor's; no move to make until the others have played.
            leaks += [f"{game_of} paused page {pages}: {w}" for w in _shown(page, mirror.hidden())]
            assert 'name="choice"' not in page
            if paused is not None:
                paused.append(address)
            address = html.unescape(going_on.group(1))
            continue
        assert not mirror.state.over, f"{game_of}: page {pages} is not the game's end"
        leaks += [f"{game_of} page {pages}: {w}" for w in _shown(page, mirror.hidden())]
        if pages <= 3:  # the hint of the first few decisions
            hint = client.get(f"{address}&hint=1").content.decode()
            leaks += [f"{game_of} hint {pages}: {w}" for w in _shown(hint, mirror.hidden())]
            hints += _hint_misses(slug, mirror, hint)
        # The hand's cards (buttons, or checkboxes of cards played together, sent one at
        # a time) and the moves beside them.
        options = [
            (form, name, value)
            for form in forms_to(page, action)
            for name, value in [(n, v) for n, v, _ in form.buttons] + form.checkboxes
            if name == "choice"
        ]
        moved = None
        for form, name, value in reversed(options):  # the last option first: long games
            send = client.post if form.method == "post" else client.get
            answer = send(action, form.data(**{name: value}))
            if answer.status_code == 303:
                moved = value
                address = answer.headers["Location"].split("#")[0]  # the page's anchor
                break
            assert answer.status_code == 200, answer.status_code
        assert moved is not None, f"{slug}: no button was a legal move"
        mirror.choose(moved)


def _hint_misses(slug: str, mirror: Mirror, page: str) -> list[str]:
    """The hint paragraph must name each card of the advice's move."""
    game = mirror.game
    # The hint is the advice's pick (Taitava's move while an engine has no search).
    weighed = advice.weigh(game, mirror.state.copy())
    hinted = weighed.best.action if weighed else game.policies["taitava"](mirror.state.copy())
    said = re.search(r'<p class="play-hint">(.*?)</p>', page, re.DOTALL)
    text = said.group(1) if said else ""
    missing = []
    for card in hinted.cards:
        code = game.option_text((card,))
        if not _CARD.match(code.split("/")[0]):
            continue  # a move that is not a card: "pass", "stop"
        with translation.override("fi"):
            names = {card_name(card, case) for case in Case}
        if not any(re.search(name, text, re.IGNORECASE) for name in names):
            missing.append(f"{slug}: hint without {code}: {text!r}")
    return missing


@pytest.mark.parametrize(("slug", "preset"), _cases())
def test_play_whole_games_show_no_hidden_card(slug: str, preset: str) -> None:
    """Every preset at 2 (or the fewest), 4 and the most players: to the end through the
    plain forms, and no page names a card another player holds face down."""
    client = Client()
    rules = engine(slug).make_rules(preset, None)
    leaks: list[str] = []
    hints: list[str] = []  # the hint pages are searched for leaks; their words: the test below
    ended = []
    for number, players in enumerate(_player_counts(client, slug, rules)):
        prefix = "/en" if number % 2 else ""  # every other game in English
        address = prefix + url(slug, "play")
        start = form_to(client.get(address).content.decode(), address)
        chosen = start.data(preset=preset, players=str(players), start="1")
        dealt = client.get(address, chosen)
        assert dealt.status_code == 303, (players, dealt.status_code)
        last = _play_one(client, slug, dealt.headers["Location"], leaks, hints, prefix)
        ended.append(players)
        # A game of a series: the next game too (it starts with the card exchange).
        # The end offers the next game's link before the link to this one (besides the
        # link that takes back the last move, and while the costliest choice is still
        # being weighed the link that asks for it again).
        end = last[last.find('class="play-end"') :]
        following = [
            u for u in links(end, address + "?t=") if "undo=1" not in u and "weighing=" not in u
        ]
        if engine(slug).series:
            assert len(following) == 2
            _play_one(client, slug, following[0], leaks, hints, prefix)
    assert leaks == []
    assert len(ended) >= 2


@pytest.mark.parametrize("slug", GAMES)
def test_play_against_mestari_goes_on_page_by_page_as_searches_are_spent(
    slug: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With one search a request, the computer players' turns come a page at a time, and
    the game the pages play is the engine's game with Mestari in every computer seat."""
    monkeypatch.setattr(replaying, "SEARCHES", 1)
    # The number of pages depends on the deal: deal 4 is a short game in every game (sika's
    # deal 2 took the visitor 236 decisions, each page a search, a minute and a half).
    fixed_deal(monkeypatch, 4)
    client = Client()
    start = form_to(client.get(url(slug, "play")).content.decode(), url(slug, "play"))
    dealt = client.get(url(slug, "play"), start.data(players="4", policy="mestari", start="1"))
    assert dealt.status_code == 303
    leaks: list[str] = []
    paused: list[str] = []
    last = _play_one(client, slug, dealt.headers["Location"], leaks, [], paused=paused)
    assert leaks == []
    assert paused != []
    assert 'class="play-end"' in last


@pytest.mark.parametrize("slug", GAMES)
def test_play_hint_names_the_cards_it_suggests(slug: str) -> None:
    client = Client()
    start = form_to(client.get(url(slug, "play")).content.decode(), url(slug, "play"))
    dealt = client.get(url(slug, "play"), start.data(players="4", start="1"))
    hints: list[str] = []
    _play_one(client, slug, dealt.headers["Location"], [], hints)
    assert hints == []
