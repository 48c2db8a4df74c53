"""Properties of whole siantappo games over seeds, player counts, policies and options."""

from dataclasses import dataclass, field

from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from games import siantappo

from .siantappo import reference

EXAMPLES = settings(
    max_examples=40,
    deadline=None,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
)
DECK = siantappo.DECK


@dataclass
class Game:
    rules: siantappo.Rules
    players: int
    seed: int
    policy: str
    previous: tuple[tuple[int, ...], ...] | None
    events: list[siantappo.Event] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


@st.composite
def games(draw: st.DrawFn) -> Game:
    rules = siantappo.make_rules(
        overrides={
            "exchange": draw(st.booleans()),
            "first_lead": draw(st.sampled_from(["with_3c", "holder"])),
        }
    )
    players = draw(st.integers(3, 6))
    previous = None
    if draw(st.booleans()):
        order = draw(st.permutations(range(players)))
        previous = tuple((q,) for q in order)
    return Game(
        rules,
        players,
        draw(st.integers(0, 2**32)),
        draw(st.sampled_from(list(siantappo.POLICIES))),
        previous,
    )


def play(game: Game) -> siantappo.SiantappoState:
    """Play with an observer that checks each play against the reference before it."""
    trick: list[str] | None = None
    combo: str | None = None
    first = game.previous is None and game.rules.first_lead is siantappo.FirstLead.WITH_3C

    def observe(event: siantappo.Event, state: siantappo.SiantappoState) -> None:
        nonlocal trick, combo, first
        game.events.append(event)
        held = sum(len(state.hand(q)) for q in range(game.players))
        on_table = sum(len(e.cards) for e in game.events if isinstance(e, siantappo.Played))
        if held + on_table != 52:
            game.problems.append(f"{held} held and {on_table} played")
        if isinstance(event, siantappo.Played):
            before = [*DECK.texts(list(state.hand(event.player))), *DECK.texts(list(event.cards))]
            legal = reference.legal_plays(before, trick, combo, first)
            if frozenset(DECK.texts(list(event.cards))) not in legal:
                game.problems.append(f"illegal play {event}")
            trick, combo, first = DECK.texts(list(event.cards)), event.combo.value, False
        elif isinstance(event, siantappo.TrickFell):
            trick = combo = None

    return siantappo.new_game(
        game.rules,
        game.players,
        seed=game.seed,
        observer=observe,
        policy=siantappo.POLICIES[game.policy],
        previous_places=game.previous,
    )


@EXAMPLES
@given(games())
def test_game_conserves_cards_and_plays_only_legal_combinations(game: Game):
    play(game)
    assert game.problems == []


@EXAMPLES
@given(games())
def test_game_ends_with_one_loser_after_every_turn_counted(game: Game):
    state = play(game)
    outcome = state.outcome
    assert outcome is not None
    turns = sum(isinstance(e, (siantappo.Played, siantappo.Passed)) for e in game.events)
    seats = sorted(q for group in outcome.places for q in group)
    assert (
        outcome.turns,
        seats,
        outcome.losers == outcome.places[-1],
        state.hand(outcome.losers[0]) != (),
    ) == (turns, list(range(game.players)), True, True)


@EXAMPLES
@given(games())
def test_same_seed_same_game(game: Game):
    first = play(game)
    again = Game(game.rules, game.players, game.seed, game.policy, game.previous)
    second = play(again)
    assert (siantappo.table(first), game.events) == (siantappo.table(second), again.events)


@EXAMPLES
@given(st.integers(0, 2**32), st.integers(3, 6), st.sampled_from(list(siantappo.POLICIES)))
def test_first_game_lead_holds_3c(seed: int, players: int, policy: str):
    game = Game(siantappo.PERUS, players, seed, policy, None)
    play(game)
    lead = next(e for e in game.events if isinstance(e, siantappo.Played))
    assert (lead.lead, "3C" in DECK.texts(list(lead.cards))) == (True, True)
