"""The referee's contract, for every situation kind in the registry: each kind answers
under every preset of its game, and its verdict is the engine's ``check_action`` on the
position it built (and the same as whether the move is among the legal ones)."""

import random

import pytest
from django.utils import translation

from games.core import IllegalMoveError, PlayersError, Rules
from games.errors import RulesError
from games.options import Kind
from games.registry import find_game
from tutorials.any_game import most_players
from tutorials.packs import PACKS
from tutorials.presenter import named
from tutorials.referee import Impossible, answer, ask
from tutorials.words import NameCase

SAMPLES = 4  # random situations for each kind and preset

KINDS = [
    (slug, kind.slug, preset)
    for slug, pack in sorted(PACKS.items())
    for kind in pack.referee
    for preset in find_game(pack.engine).presets
]


def test_contract_covers_every_kind_of_the_registry() -> None:
    # An empty loop would pass: the three engine games' kinds, each under each preset.
    assert len({(slug, kind) for slug, kind, _preset in KINDS}) >= 3


@pytest.mark.parametrize(("slug", "kind_slug", "preset"), KINDS)
def test_kind_answers_every_preset_as_check_action_does(
    slug: str, kind_slug: str, preset: str
) -> None:
    pack = PACKS[slug]
    game = find_game(pack.engine)
    kind = pack.situation_kind(kind_slug)
    assert kind is not None
    rules = game.make_rules(preset, {})
    rng = random.Random(f"{slug} {kind_slug} {preset}")
    answered = 0
    for _ in range(SAMPLES):
        form = kind.form(game, rules, kind.sample(game, rules, rng))
        assert form.is_valid(), form.errors
        try:
            asked = ask(kind, game, rules, 4, form.cleaned_data)
        except Impossible:
            continue
        fresh = ask(kind, game, rules, 4, form.cleaned_data).state
        with translation.override("fi"):
            said = answer(kind, pack.presenter, rules, asked)
        answered += 1
        assert said.reason != ""
        assert said.section in pack.sections
        if not asked.alone:
            try:
                game.check_action(fresh, asked.action)
                engine_allows = True
            except IllegalMoveError:
                engine_allows = False
            cards = sorted(asked.action.cards)  # the cards of a move, in any order
            legal = any(sorted(move.cards) == cards for move in game.legal_actions(fresh))
            assert (said.allowed, legal) == (engine_allows, engine_allows)
    assert answered >= 1


def test_every_game_names_every_seat_of_its_biggest_table() -> None:
    for pack in PACKS.values():
        most = most_players(find_game(pack.engine))
        with translation.override("fi"):
            names = pack.presenter.names(most)
            said = [named(names, seat, NameCase.ABLATIVE) for seat in range(most)]
        assert (len(names), len(set(names))) == (most, most), pack.slug
        assert len(set(said)) == most, pack.slug


def _biggest_rules(slug: str) -> Rules:
    """Rules of the game that seat its most players: a preset, with one option changed."""
    game = find_game(PACKS[slug].engine)
    most = most_players(game)
    for preset in game.presets:
        for spec in game.options:
            codes = spec.codes if spec.kind in (Kind.CHOICE, Kind.BOOL) else (str(spec.high),)
            for code in codes:
                try:
                    rules = game.make_rules(preset, {spec.key: code})
                except RulesError:
                    continue
                try:
                    game.check_players(rules, most)
                except PlayersError:
                    continue
                return rules
    raise AssertionError(f"{slug}: no rules seat {most}")


# At the most players a game seats (two decks: up to 16) every kind answers without a
# crash, or names what cannot be (the samples are drawn for four players, so a hand or a
# count for each player may not fit the bigger table: a form error, never a 500).
@pytest.mark.parametrize(("slug", "kind_slug"), sorted({(s, k) for s, k, _p in KINDS}))
def test_kind_answers_at_its_games_biggest_table(slug: str, kind_slug: str) -> None:
    pack = PACKS[slug]
    game = find_game(pack.engine)
    kind = pack.situation_kind(kind_slug)
    assert kind is not None
    rules = _biggest_rules(slug)
    rng = random.Random(f"{slug} {kind_slug} biggest")
    for _ in range(SAMPLES):
        form = kind.form(game, rules, kind.sample(game, rules, rng))
        assert form.is_valid(), form.errors
        try:
            asked = ask(kind, game, rules, most_players(game), form.cleaned_data)
        except Impossible as impossible:
            assert str(impossible.message) != ""
            continue
        with translation.override("fi"):
            said = answer(kind, pack.presenter, rules, asked)
        assert said.reason != ""
