"""Situations made by the engine: replayed here with the engine, the marks must agree."""

import json
import os
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from django.utils import translation

from games import sika
from games.cards import parse_card
from games.core import Action, IllegalMoveError
from tutorials.packs.sika.quiz.situations import (
    DECISIONS,
    RULES,
    Kind,
    Reason,
    Situation,
    candidates,
    situation_question,
    why,
)
from tutorials.quiz.model import Question

SEEDS = range(40)
DRAW_KINDS = (Kind.DRAW_RING, Kind.DRAW_HAND)


@cache
def _question(seed: int, kind: Kind) -> Question:
    return situation_question(seed, kind)


def _state_with_events(situation: Situation) -> tuple[sika.SikaState, list[sika.Event]]:
    """Made again from the recipe, independently of the quiz code."""
    events: list[sika.Event] = []
    state = sika.new_game(
        RULES[situation.preset],
        situation.players,
        seed=situation.game_seed,
        observer=lambda event, _state: events.append(event),
        pause_after_turns=situation.pause,
    )
    for cards in situation.choices:
        state.apply(Action(state.to_move, cards))
    return state, events


def _replay(situation: Situation) -> sika.SikaState:
    return _state_with_events(situation)[0]


def _first_card_event(events: list[sika.Event]) -> sika.Drew | sika.Played | None:
    for event in events:
        if isinstance(event, (sika.Drew, sika.Played)):
            return event
        if isinstance(event, sika.TurnEnded):
            return None
    return None


@pytest.mark.parametrize("kind", list(Kind))
def test_situation_has_one_right_and_a_wrong_option(kind: Kind) -> None:
    for seed in SEEDS:
        question = _question(seed, kind)
        rights = [choice.right for choice in question.choices]
        assert rights.count(True) == 1, seed
        assert rights.count(False) >= 1, seed


@pytest.mark.parametrize("kind", list(Kind))
def test_situation_is_of_its_kind(kind: Kind) -> None:
    kinds = {_question(seed, kind).situation.kind for seed in SEEDS}  # type: ignore[union-attr]
    assert kinds == {kind}


@pytest.mark.parametrize("kind", [kind for kind in Kind if kind not in DRAW_KINDS])
def test_decision_marks_equal_check_action(kind: Kind) -> None:
    for seed in SEEDS:
        question = _question(seed, kind)
        situation = question.situation
        assert situation is not None
        state, _events = _state_with_events(situation)
        decision = state.decision
        assert decision is not None and decision.kind is DECISIONS[kind], seed
        for choice in question.choices:
            assert choice.move is not None
            try:
                sika.check_action(state, Action(decision.player, choice.move))
                legal = True
            except IllegalMoveError:
                legal = False
            assert choice.right == legal, (seed, choice.move)


@pytest.mark.parametrize("kind", DRAW_KINDS)
def test_turn_start_right_answer_is_what_the_engine_does(kind: Kind) -> None:
    sources = {
        Kind.DRAW_RING: {sika.Source.RING},
        Kind.DRAW_HAND: {sika.Source.PILE, sika.Source.DRAW_PILE},
    }[kind]
    for seed in SEEDS:
        question = _question(seed, kind)
        situation = question.situation
        assert situation is not None
        state, events = _state_with_events(situation)
        assert state.pending is None and state.turns == situation.pause, seed
        # A copy: the engine's own list changes as the game goes on.
        hand = tuple(state.hands[state.to_move])
        mark = len(events)
        state.pause_after_turns = state.turns + 1
        state.resume()
        first = _first_card_event(events[mark:])
        assert isinstance(first, sika.Drew) and first.source in sources, seed
        assert [choice.move is None for choice in question.choices] == [
            choice.right for choice in question.choices
        ]
        played = [choice.move[0] for choice in question.choices if choice.move]
        assert all(card in hand for card in played), seed


def test_draw_hand_offers_only_cards_that_do_not_match() -> None:
    for seed in SEEDS:
        situation = _question(seed, Kind.DRAW_HAND).situation
        assert situation is not None
        state = _replay(situation)
        assert [state.matches(card) for card in situation.hand] == [False] * len(situation.hand)


@pytest.mark.parametrize("kind", list(Kind))
def test_situation_table_is_the_engine_table(kind: Kind) -> None:
    for seed in range(10):
        situation = _question(seed, kind).situation
        assert situation is not None
        table = sika.table(_replay(situation))
        assert (situation.pile_top, situation.pile_size, situation.ring) == (
            table.pile_top,
            table.pile_size,
            table.ring,
        )
        assert table.to_move is not None
        assert situation.hand == table.hands[table.to_move]
        assert [seat.cards for seat in situation.seats] == [len(h) for h in table.hands]
        assert [seat.to_move for seat in situation.seats].index(True) == table.to_move


def _fingerprint(seeds: range) -> list[object]:
    """What a situation question is made of, as plain data another process can print."""
    return [
        [
            question.id,
            repr(question.situation),
            [(choice.key, choice.move, choice.right) for choice in question.choices],
        ]
        for seed in seeds
        for question in (situation_question(seed, kind) for kind in Kind)
    ]


_PRINT_FINGERPRINT = """
import json, django
django.setup()
from tests.tutorials.test_quiz_situations import _fingerprint
print(json.dumps(_fingerprint(range(3))))
"""


def test_situation_same_seed_same_question_in_another_process() -> None:
    # Within one process a cache or a module-level random state could hide a
    # difference; a fresh interpreter (its own hash seed) must make the same questions.
    environment = {**os.environ, "PYTHONHASHSEED": "random"}
    environment.setdefault("DJANGO_SETTINGS_MODULE", "sika_site.settings_test")
    result = subprocess.run(
        [sys.executable, "-c", _PRINT_FINGERPRINT],
        capture_output=True,
        text=True,
        check=True,
        env=environment,
        cwd=Path(__file__).resolve().parents[2],
    )
    there = json.loads(result.stdout)
    here = json.loads(json.dumps(_fingerprint(range(3))))
    assert len(here) == 3 * len(Kind)
    assert here == there


def test_situations_differ_between_seeds() -> None:
    recipes = {_question(seed, Kind.MATCH).situation for seed in SEEDS}
    assert len(recipes) == len(SEEDS)


@pytest.mark.parametrize("language", ["fi", "en"])
@pytest.mark.parametrize("kind", list(Kind))
def test_situation_texts_fully_formatted(kind: Kind, language: str) -> None:
    for seed in range(10):
        question = _question(seed, kind)
        with translation.override(language):
            texts = [str(question.prompt), str(question.explanation)]
            for choice in question.choices:
                texts += [str(choice.text), str(choice.why)]
        assert [t for t in texts if "{" in t or "}" in t or not t.strip()] == []


def test_must_match_sentence_finnish() -> None:
    with translation.override("fi"):
        text = str(why(Kind.MATCH, Reason.MUST_MATCH, parse_card("9D"), (parse_card("KS"),), ""))
    assert text == "Patakuningas ei käy: pinon päällä on ruutu, joten ensin on pelattava ruutu."


def test_must_match_sentence_english() -> None:
    with translation.override("en"):
        text = str(why(Kind.MATCH, Reason.MUST_MATCH, parse_card("9D"), (parse_card("KS"),), ""))
    assert text == (
        "The king of spades is not allowed: the top card is a diamond, so a diamond must be "
        "played first."
    )


def test_free_card_object_form_finnish() -> None:
    question = _question(0, Kind.FREE)
    with translation.override("fi"):
        prompt = str(question.prompt)
    assert prompt == "Aino pelasi juuri pinoon pataysin. Mitä Aino tekee seuraavaksi?"


def test_candidates_empty_when_kind_never_happens() -> None:
    # The ring-phase kinds never stop in the two-phase variant's second phase and
    # perussika has no free leads: nothing to offer, rather than a wrong question.
    assert candidates(Kind.LEAD, "perussika", 3, 1) == []
