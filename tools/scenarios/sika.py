"""Find real full deals for sika's worked examples, with the engine. Run by hand:

    .venv/bin/python -m tools.scenarios sika  # every example
    .venv/bin/python -m tools.scenarios sika jumitus vari  # some
    .venv/bin/python -m tools.scenarios sika --check  # compare

Each search writes the scenario it found to
``tutorials/packs/sika/scenarios/<slug>.json`` (with ``--check``, it writes nothing and
exits non-zero if a file differs). The searches are deterministic: the same
engine finds the same deals.

How each deal is found:

- The source's own example turns (``aino-eero-liisa``, ``keskella-risti-8``,
  ``tyhja-kasi``) are stacked by hand: the first cards of the deck are the
  ones the source names, the rest is the seed's shuffle.
- Most situations come from plain shuffles: the search plays seed after seed
  (and a few player counts and policies) and keeps the first game in which
  the example's finder (``tutorials.packs.sika.moments``, the same function the page
  uses for its "jump to" links) sees the situation.
- The last ring card (``viimeinen-rengaskortti``) needs a hand of exactly one
  spade when one ring card is left, which a shuffle almost never gives. That
  deck is built turn by turn (which cards each turn draws and which free card
  is chosen) from a seeded random generator, then played by the engine to
  check it. The second deck is the same with the last card swapped for a
  heart that an earlier turn drew into a hand, so both games match card for
  card until that last draw.
- A deadlock (``jumitus``) never happens in the home version as written: every
  card of the wanted suit is always in a hand or in the pile a new draw pile is
  made from, so one of the next turns finds it. It does happen once a draw
  limit is agreed, which is what that search uses.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from games import sika
from games.cards import SUIT_OF, Card, card_text, full_deck
from games.core import GameState
from tutorials.examples import Log

# The searches play seed after seed (minutes): the test suite checks the files through the
# examples' own tests, not by running this generator (``--check`` does, by hand).
SLOW = True
FOLDER = Path(__file__).resolve().parents[2] / "tutorials" / "packs" / "sika" / "scenarios"
INDENT = 2

NAMES = (
    "Aino",
    "Eero",
    "Liisa",
    "Onni",
    "Helmi",
    "Veeti",
    "Siiri",
    "Leo",
    "Ella",
    "Niilo",
    "Venla",
    "Eetu",
)

Finder = Callable[[Sequence[object]], "int | None"]


def scenario_dict(
    preset: str,
    players: int,
    *,
    rules: dict[str, object] | None = None,
    deck: Sequence[str] = (),
    seed: int = 0,
    policy: str = "lowest",
    choices: Sequence[str] = (),
    stop_after_turns: int | None = None,
) -> dict[str, object]:
    data: dict[str, object] = {"game": "sika", "preset": preset}
    if rules:
        data["rules"] = rules
    data["players"] = list(NAMES[:players])
    if deck:
        data["deck"] = list(deck)
    data["seed"] = seed
    data["policy"] = policy
    if choices:
        data["choices"] = list(choices)
    if stop_after_turns is not None:
        data["stop_after_turns"] = stop_after_turns
    return data


@dataclass
class Played:
    """One engine game with its whole event log."""

    events: list[sika.Event]
    state: sika.SikaState
    hands_at_turn: dict[int, list[Card]]  # event index of a TurnStarted -> mover's hand
    deal: sika.Table  # the table when the first event happens: its pile top started the pile

    @property
    def turns(self) -> int:
        return self.state.turns


def play(data: dict[str, object]) -> Played:
    """Play a scenario dict (checked exactly as the site loads the files)."""
    from games.scenario import parse_scenario, play_scenario

    events: list[sika.Event] = []
    hands: dict[int, list[Card]] = {}
    deal: list[sika.Table] = []

    def observer(event: object, state: GameState) -> None:
        assert isinstance(event, sika.Event) and isinstance(state, sika.SikaState)
        if not deal:
            deal.append(sika.table(state))
        if type(event) is sika.TurnStarted:
            hands[len(events)] = list(state.hands[event.player])
        events.append(event)

    state = play_scenario(parse_scenario(data), observer)
    assert isinstance(state, sika.SikaState)
    return Played(events, state, hands, deal[0])


def turn_of(events: Sequence[sika.Event], step: int) -> int:
    """The turn number that step ``step`` belongs to."""
    turn = 0
    for event in events[:step]:
        if type(event) is sika.TurnStarted:
            turn = event.turn
    return turn


def seek(
    candidates: Iterator[dict[str, object]],
    accept: Callable[[Played], int | None],
    extra_turns: int | None,
    best_of: int = 1,
) -> dict[str, object]:
    """The candidate scenario whose game ``accept`` finds the moment in soonest.

    Looks at candidates until ``best_of`` have the moment, and keeps the one
    where it comes first (the fewest steps to click through). With
    ``extra_turns`` the scenario stops that many turns after the moment's
    turn; None plays it to the end.
    """
    best: tuple[int, dict[str, object]] | None = None
    hits = 0
    for data in candidates:
        game = play(data)
        step = accept(game)
        if step is None:
            continue
        if extra_turns is not None:
            data["stop_after_turns"] = turn_of(game.events, step) + extra_turns
        if best is None or step < best[0]:
            best = (step, data)
        hits += 1
        if hits >= best_of:
            break
    if best is None:
        raise SystemExit("nothing found: widen the search")
    return best[1]


def shuffles(
    preset: str,
    players: Sequence[int],
    policies: Sequence[str],
    seeds: range,
    rules: dict[str, object] | None = None,
) -> Iterator[dict[str, object]]:
    for seed in seeds:
        for count in players:
            for policy in policies:
                over = dict(rules or {})
                yield scenario_dict(preset, count, rules=over or None, seed=seed, policy=policy)


def finished_within(game: Played, turns: int) -> bool:
    outcome = game.state.outcome
    return outcome is not None and not outcome.unfinished and game.turns <= turns


def logs(*games: Played) -> list[Log]:
    # The searches' finders read only the events and the deal, so no tables are kept.
    return [Log(tuple(g.events), (), g.deal) for g in games]


# ---------------------------------------------------------------------------
# The searches, one per example


def aino_eero_liisa() -> dict[str, object]:
    # The source's turn: 9H in the centre; Aino draws KS, 3D, JH and plays JH, 3D;
    # Eero draws 8D into an empty hand, then 10C straight on the pile; Liisa draws
    # four cards that are not clubs (one of them a heart), then QC, and plays the heart.
    deck = "9H KS 3D JH 8D 10C 5S 2H 6D 7S QC".split()
    return scenario_dict("perussika", 3, deck=deck, choices=["3D", "2H"], stop_after_turns=3)


def keskella_risti_8() -> dict[str, object]:
    # A ring turn goes the same way in basic sika and the home version; the page of
    # basic sika links it, so it is played by basic sika.
    deck = "8C 5D KS 2C".split()
    return scenario_dict("perussika", 3, deck=deck, choices=["KS"], stop_after_turns=1)


def tyhja_kasi() -> dict[str, object]:
    # Hearts on top (the four), the empty hand draws 7H, then the jack of
    # diamonds goes straight on the pile. Two players, so the same player's
    # next turn (drawing from the ring as usual) comes at turn 3.
    deck = "4H 7H JD".split()
    return scenario_dict("perussika", 2, deck=deck, stop_after_turns=3)


def kasivaihe() -> dict[str, object]:
    from tutorials.packs.sika.moments import find_hand_turn

    return seek(
        shuffles("kotiversio", (3,), ("heuristic", "lowest", "random"), range(5000)),
        lambda game: find_hand_turn(logs(game)),
        extra_turns=1,
        best_of=5,
    )


def kaivaminen() -> dict[str, object]:
    # The same hand-phase turn by basic sika: the next player then digs in the centre pile.
    from tutorials.packs.sika.moments import find_hand_turn

    return seek(
        shuffles("perussika", (3,), ("heuristic", "lowest", "random"), range(5000)),
        lambda game: find_hand_turn(logs(game)),
        extra_turns=1,
        best_of=5,
    )


def _only_hearts(game: Played, step: int) -> bool:
    hand = game.hands_at_turn[step - 1]
    return bool(hand) and all(SUIT_OF[c] == 1 for c in hand)


def nostopakka() -> dict[str, object]:
    from tutorials.packs.sika.moments import find_draw_pile_turn

    def accept(game: Played) -> int | None:
        step = find_draw_pile_turn(logs(game))
        return step if step is not None and _only_hearts(game, step) else None

    return seek(
        shuffles("kotiversio", (3, 4), ("heuristic", "random"), range(20000)),
        accept,
        extra_turns=1,
        best_of=8,
    )


def nostopakka_loppuu() -> dict[str, object]:
    from tutorials.packs.sika.moments import find_draw_pile_runs_out

    def accept(game: Played) -> int | None:
        step = find_draw_pile_runs_out(logs(game))
        return step if step is not None and _only_hearts(game, step) else None

    return seek(
        shuffles("kotiversio", (3, 4), ("heuristic", "random"), range(20000)),
        accept,
        extra_turns=1,
        best_of=8,
    )


def jumitus() -> dict[str, object]:
    from tutorials.packs.sika.moments import find_deadlock

    return seek(
        shuffles("kotiversio", (3, 4), ("lowest", "heuristic"), range(5000), {"max_draws": 3}),
        lambda game: find_deadlock(logs(game)),
        extra_turns=2,
        best_of=20,
    )


def _pair(
    preset: str,
    players: int,
    option: str,
    values: tuple[object, object],
    accept: Callable[[Played, Played], bool],
    policies: Sequence[str] = ("lowest", "heuristic"),
    seeds: range = range(3000),
    extra: dict[str, object] | None = None,
) -> tuple[dict[str, object], dict[str, object]]:
    """The same deal under two values of one option."""
    for seed in seeds:
        for policy in policies:
            pair = []
            for value in values:
                rules = dict(extra or {})
                rules[option] = value
                pair.append(scenario_dict(preset, players, rules=rules, seed=seed, policy=policy))
            games = [play(data) for data in pair]
            if accept(games[0], games[1]):
                return pair[0], pair[1]
    raise SystemExit("nothing found: widen the search")


def _different_and_finished(turns: int) -> Callable[[Played, Played], bool]:
    from tutorials.examples import parting as find_parting

    def accept(first: Played, second: Played) -> bool:
        a, b = first.state.outcome, second.state.outcome
        parting = find_parting(logs(first, second))
        return (
            finished_within(first, turns)
            and finished_within(second, turns)
            and a is not None
            and b is not None
            and a.losers != b.losers
            and parting is not None
            # The games part in the hand phase, not long after the ring.
            and any(type(e) is sika.RingEmptied for e in first.events[: parting - 1])
            and parting - _ring_end(first) < 40
        )

    return accept


def _ring_end(game: Played) -> int:
    for i, event in enumerate(game.events):
        if type(event) is sika.RingEmptied:
            return i + 1
    return len(game.events)


def kiista_loydetty_kortti() -> tuple[dict[str, object], dict[str, object]]:
    return _pair("perussika", 3, "dug_card", ("play", "keep"), _different_and_finished(90))


def kiista_vapaa_kortti() -> tuple[dict[str, object], dict[str, object]]:
    return _pair("perussika", 3, "hand_free_card", (True, False), _different_and_finished(90))


def kiista_pattitilanne() -> tuple[dict[str, object], dict[str, object]]:
    from tutorials.packs.sika.moments import find_stuck

    def accept(first: Played, second: Played) -> bool:
        stuck = find_stuck(logs(first))
        return (
            stuck is not None
            and finished_within(first, 90)
            and finished_within(second, 90)
            and first.state.outcome is not None
            and second.state.outcome is not None
            and first.state.outcome.losers != second.state.outcome.losers
        )

    return _pair(
        "perussika", 3, "stalemate", ("fewest_cards", "free_lead"), accept, seeds=range(5000)
    )


def kiista_nostoraja() -> tuple[dict[str, object], dict[str, object]]:
    from tutorials.examples import parting as find_parting

    def accept(first: Played, second: Played) -> bool:
        a, b = first.state.outcome, second.state.outcome
        parting = find_parting(logs(first, second))
        return (
            finished_within(first, 90)
            and finished_within(second, 90)
            and a is not None
            and b is not None
            and a.losers != b.losers
            and parting is not None
            and parting < 15
        )

    return _pair("perussika", 3, "max_draws", (None, 3), accept)


def kaksivaiheinen() -> dict[str, object]:
    from tutorials.packs.sika.moments import find_rank_change, find_set_or_run, find_wild_eight

    def accept(game: Played) -> int | None:
        found = [
            find(logs(game))
            for find in (
                find_wild_eight,
                find_rank_change,
                find_set_or_run,
            )
        ]
        if finished_within(game, 70) and all(step is not None for step in found):
            return found[-1]
        return None

    return seek(
        shuffles("kaksivaiheinen", (3,), ("lowest", "heuristic"), range(3000)),
        accept,
        extra_turns=None,
    )


def vari() -> dict[str, object]:
    from tutorials.packs.sika.moments import find_colour_match

    def accept(game: Played) -> int | None:
        step = find_colour_match(logs(game))
        return step if step is not None and step < 20 and finished_within(game, 50) else None

    return seek(
        shuffles("vari", (3,), ("lowest", "heuristic"), range(3000)), accept, extra_turns=None
    )


def ilman_kasivaihetta() -> dict[str, object]:
    from tutorials.packs.sika.moments import find_leaving_after_ring

    def accept(game: Played) -> int | None:
        step = find_leaving_after_ring(logs(game))
        new_piles = sum(type(e) is sika.NewDrawPile for e in game.events)
        return step if step is not None and new_piles >= 2 and finished_within(game, 60) else None

    return seek(
        shuffles("ilman_kasivaihetta", (3,), ("lowest", "heuristic"), range(3000)),
        accept,
        extra_turns=None,
    )


def kaksi_pakkaa() -> dict[str, object]:
    def accept(game: Played) -> int | None:
        return len(game.events) if finished_within(game, 90) else None

    return seek(
        shuffles("perussika", (10,), ("heuristic",), range(3000), {"decks": 2}),
        accept,
        extra_turns=None,
    )


# ---------------------------------------------------------------------------
# The last ring card: a deck built turn by turn


def _matches(card: Card, top: Card) -> bool:
    return SUIT_OF[card] == SUIT_OF[top]


def _take(pool: list[Card], rng: random.Random, test: Callable[[Card], bool]) -> Card | None:
    fits = [c for c in pool if test(c)]
    if not fits:
        return None
    card = rng.choice(fits)
    pool.remove(card)
    return card


def _plentiful(options: Sequence[Card], pool: Sequence[Card], rng: random.Random) -> Card:
    """One of ``options`` whose suit the pool still has most of (so matches stay possible)."""
    left = [sum(SUIT_OF[p] == SUIT_OF[c] for p in pool) for c in options]
    best = max(left)
    return rng.choice([c for c, n in zip(options, left, strict=True) if n == best])


SPADE, HEART, DIAMOND, CLUB = range(4)


@dataclass
class _Plan:
    """A ring phase being laid out card by card (home version rules)."""

    rng: random.Random
    pool: list[Card]
    deck: list[Card]
    hands: list[list[Card]]
    choices: list[Card]
    turn: int = 0

    @property
    def top(self) -> Card:
        return self._top

    def start(self, top: Card) -> None:
        self._top = top
        self.deck.append(top)

    def left(self) -> int:
        return 51 - (len(self.deck) - 1)

    def draw(self, test: Callable[[Card], bool]) -> Card | None:
        card = _take(self.pool, self.rng, test)
        if card is not None:
            self.deck.append(card)
        return card

    def turn_of(
        self,
        player: int,
        misses: Sequence[Card | None],
        free: Callable[[list[Card]], Card | None],
        extra: Callable[[Card], bool] = lambda c: True,
    ) -> bool:
        """One turn: the non-matching ``misses``, a match, then the free or extra card."""
        self.turn += 1
        hand = self.hands[player]
        empty = not hand
        for card in misses:
            if card is None:
                return False
            self.deck.append(card)
            hand.append(card)
        top = self._top
        match = self.draw(lambda c: SUIT_OF[c] == SUIT_OF[top])
        if match is None:
            return False
        if empty and not misses:
            # The empty-hand exception: the next card goes straight on the pile.
            card = self.draw(extra)
            if card is None:
                return False
            self._top = card
            return True
        hand.sort()
        chosen = free(hand)
        if chosen is None:
            return False
        if len(set(hand)) > 1:
            self.choices.append(chosen)
        hand.remove(chosen)
        self._top = chosen
        return True

    def miss(self, test: Callable[[Card], bool] = lambda c: True) -> Card | None:
        """A card from the pool that does not match the top (not yet placed)."""
        top = self._top
        return _take(self.pool, self.rng, lambda c: SUIT_OF[c] != SUIT_OF[top] and test(c))


def _build_last_card_deck(
    rng: random.Random, mover: int
) -> tuple[list[Card], list[Card], int, int] | None:
    """Lay out a ring phase (home version, three players) ending as the source says.

    ``mover`` holds exactly one spade when one ring card is left, with a
    diamond on top; the last card is a diamond. Every other turn is random,
    steered only so that a matching card stays available. Returns (deck,
    choices, index of the heart to swap, the final turn) or None when this
    attempt failed.
    """
    pool = full_deck()
    last = _take(pool, rng, lambda c: SUIT_OF[c] == DIAMOND)
    swap = _take(pool, rng, lambda c: SUIT_OF[c] == HEART)
    first = _take(pool, rng, lambda c: True)
    assert last is not None and swap is not None and first is not None
    plan = _Plan(rng, pool, [], [[], [], []], [])
    plan.start(first)

    def plentiful_free(hand: list[Card]) -> Card | None:
        return _plentiful(hand, plan.pool, rng)

    # Free play until the mover's turn comes with 6-10 ring cards left.
    while True:
        player = plan.turn % 3
        left = plan.left()
        if player == mover and 6 <= left <= 10:
            break
        if left < 6:
            return None
        if player == mover:
            misses: list[Card | None] = []  # the mover stays empty-handed
        else:
            misses = [plan.miss() for _ in range(rng.choice((0, 0, 1, 1, 2)))]
        if not plan.turn_of(
            player, misses, plentiful_free, lambda c: _plentiful([c], plan.pool, rng) == c
        ):
            return None
    if SUIT_OF[plan.top] not in (HEART, DIAMOND):
        return None
    target = plan.left() - 4  # what the two other players' turns must use up
    # The mover's turn before the last: a spade and a club are drawn, then a match;
    # the club is the free card, so exactly the spade stays in the hand.
    spade = plan.miss(lambda c: SUIT_OF[c] == SPADE)
    club = plan.miss(lambda c: SUIT_OF[c] == CLUB)
    if not plan.turn_of(mover, [spade, club], lambda hand: club):
        return None
    # The next player draws the heart that the second deck swaps with the last card
    # (a club is on top, so neither it nor a diamond in its place would match).
    first_other, second_other = (mover + 1) % 3, (mover + 2) % 3
    first_uses = rng.choice((2, 3))
    second_uses = target - first_uses
    if not 1 <= second_uses <= 3:
        return None
    swap_at = len(plan.deck)
    misses = [swap]
    if first_uses == 3:
        misses.append(plan.miss(lambda c: SUIT_OF[c] != DIAMOND))
    if not plan.turn_of(
        first_other,
        misses,
        lambda hand: rng.choice([c for c in hand if c != swap and SUIT_OF[c] != DIAMOND] or [None]),
    ):
        return None
    # The player before the mover leaves a diamond on top.
    hand = plan.hands[second_other]
    if not hand:
        if second_uses != 2:
            return None
        ok = plan.turn_of(second_other, [], plentiful_free, lambda c: SUIT_OF[c] == DIAMOND)
    else:
        misses = []
        if second_uses >= 2:
            misses.append(plan.miss(lambda c: SUIT_OF[c] == DIAMOND))
        misses += [plan.miss(lambda c: SUIT_OF[c] != DIAMOND) for _ in range(second_uses - 2)]

        def diamond(hand: list[Card]) -> Card | None:
            return rng.choice([c for c in hand if SUIT_OF[c] == DIAMOND] or [None])

        ok = plan.turn_of(second_other, misses, diamond)
    if not ok or plan.left() != 1 or plan.pool or SUIT_OF[plan.top] != DIAMOND:
        return None
    plan.deck.append(last)
    return plan.deck, plan.choices, swap_at, plan.turn + 1


def viimeinen_rengaskortti() -> tuple[dict[str, object], dict[str, object]]:
    from tutorials.packs.sika.moments import find_last_ring_turn

    rng = random.Random(2026)
    for _attempt in range(200_000):
        built = _build_last_card_deck(rng, NAMES.index("Liisa"))  # as the page tells it
        if built is None:
            continue
        deck, choices, swap_at, final_turn = built
        other = list(deck)
        other[swap_at], other[-1] = other[-1], other[swap_at]
        pair = [
            scenario_dict(
                "kotiversio",
                3,
                deck=[card_text(c) for c in d],
                choices=[card_text(c) for c in choices],
                stop_after_turns=final_turn + 1,
            )
            for d in (deck, other)
        ]
        try:
            games = [play(data) for data in pair]
        except ValueError:
            continue
        steps = [find_last_ring_turn(logs(g)) for g in games]
        if steps[0] is None or steps[0] != steps[1]:
            continue
        hand = games[0].hands_at_turn[steps[0] - 1]
        if len(hand) == 1 and SUIT_OF[hand[0]] == 0:
            return pair[0], pair[1]
    raise SystemExit("nothing found: try more attempts")


# An example's search: its scenario, or a pair of them side by side.
Found = dict[str, object] | tuple[dict[str, object], dict[str, object]]
SEARCHES: dict[str, Callable[[], Found]] = {
    "aino-eero-liisa": aino_eero_liisa,
    "keskella-risti-8": keskella_risti_8,
    "tyhja-kasi": tyhja_kasi,
    "viimeinen-rengaskortti": viimeinen_rengaskortti,
    "kasivaihe": kasivaihe,
    "kaivaminen": kaivaminen,
    "nostopakka": nostopakka,
    "nostopakka-loppuu": nostopakka_loppuu,
    "jumitus": jumitus,
    "kiista-loydetty-kortti": kiista_loydetty_kortti,
    "kiista-vapaa-kortti": kiista_vapaa_kortti,
    "kiista-pattitilanne": kiista_pattitilanne,
    "kiista-nostoraja": kiista_nostoraja,
    "kaksivaiheinen": kaksivaiheinen,
    "vari": vari,
    "ilman-kasivaihetta": ilman_kasivaihetta,
    "kaksi-pakkaa": kaksi_pakkaa,
}


def build(names: Sequence[str]) -> dict[str, dict[str, object]]:
    """File stem -> scenario for the examples ``names`` (a pair: ``<slug>-a``, ``<slug>-b``)."""
    files: dict[str, dict[str, object]] = {}
    for slug in names or SEARCHES:
        found = SEARCHES[slug]()
        if isinstance(found, tuple):
            files.update({f"{slug}-a": found[0], f"{slug}-b": found[1]})
        else:
            files[slug] = found
    return files
