"""The checklist's mapping onto the engine, its sentences and its statistics."""

import json
import math
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
from django.core.cache import cache
from django.http import QueryDict
from django.utils import translation

from games import sika, simulation
from games.core import rules_dict
from games.sika import DugCard, HandSource, Match, Stalemate
from tutorials import stats as figures
from tutorials.any_game import game_input
from tutorials.checklist import (
    SCRATCH,
    OptionWords,
    engine_questions,
    option_codes,
    players_note,
    sample_game_url,
    unused_options,
)
from tutorials.checklist_form import tampered_reasons
from tutorials.packs import PACKS
from tutorials.packs.sika.checklist import CHECKLIST as hr

ROOT = Path(__file__).resolve().parents[2]


def rules_with(option: str, value: str, start: str = "perussika") -> sika.Rules:
    """Bind the checklist form with one answer changed and turn it into engine rules."""
    data = {"preset": start, **hr.start_answers(start), option: value}
    form = hr.form_class(data=data)
    assert form.errors == {}
    rules = hr.answers_rules(start, {k: str(v) for k, v in form.cleaned_data.items()})
    assert isinstance(rules, sika.Rules)
    return rules


# --- one test per option: the answer sets the engine's field to the documented value


@pytest.mark.parametrize(("value", "expected"), [("suit", Match.SUIT), ("colour", Match.COLOUR)])
def test_option_match_sets_rules(value: str, expected: Match) -> None:
    assert rules_with("match", value).match == expected


@pytest.mark.parametrize(
    ("value", "expected"), [("none", None), *((str(n), n) for n in range(1, 11))]
)
def test_option_max_draws_sets_rules(value: str, expected: int | None) -> None:
    assert rules_with("max_draws", value).max_draws == expected


@pytest.mark.parametrize(("value", "expected"), [("true", True), ("false", False)])
def test_option_hand_phase_sets_rules(value: str, expected: bool) -> None:
    assert rules_with("hand_phase", value).hand_phase is expected


@pytest.mark.parametrize(
    ("value", "expected"), [("dig", HandSource.DIG), ("recycle", HandSource.RECYCLE)]
)
def test_option_hand_source_sets_rules(value: str, expected: HandSource) -> None:
    assert rules_with("hand_source", value).hand_source == expected


@pytest.mark.parametrize(("value", "expected"), [("play", DugCard.PLAY), ("keep", DugCard.KEEP)])
def test_option_dug_card_sets_rules(value: str, expected: DugCard) -> None:
    assert rules_with("dug_card", value).dug_card == expected


@pytest.mark.parametrize(("value", "expected"), [("true", True), ("false", False)])
def test_option_hand_free_card_sets_rules(value: str, expected: bool) -> None:
    assert rules_with("hand_free_card", value).hand_free_card is expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [("free_lead", Stalemate.FREE_LEAD), ("fewest_cards", Stalemate.FEWEST_CARDS)],
)
def test_option_stalemate_sets_rules(value: str, expected: Stalemate) -> None:
    assert rules_with("stalemate", value).stalemate == expected


@pytest.mark.parametrize(("value", "expected"), [("1", 1), ("2", 2)])
def test_option_decks_sets_rules(value: str, expected: int) -> None:
    assert rules_with("decks", value).decks == expected


@pytest.mark.parametrize(("value", "expected"), [("true", True), ("false", False)])
def test_option_two_phase_sets_rules(value: str, expected: bool) -> None:
    assert rules_with("two_phase", value).two_phase is expected


def test_option_change_leaves_other_fields_alone() -> None:
    assert rules_with("dug_card", "keep") == replace(sika.PERUSSIKA, dug_card=DugCard.KEEP)


def test_checklist_questions_cover_every_engine_option_but_max_turns() -> None:
    fields = set(rules_dict(sika.Rules())) - {"max_turns"}
    assert set(tuple(q.name for q in hr.rules_questions)) == fields


@pytest.mark.parametrize("preset", list(sika.PRESETS))
def test_preset_answers_give_back_the_preset(preset: str) -> None:
    answers = hr.start_answers(preset)
    assert hr.answers_rules(preset, answers) == sika.PRESETS[preset]


def test_scratch_answers_leave_every_question_open() -> None:
    form = hr.form_class(data={"preset": SCRATCH, **hr.start_answers(SCRATCH)})
    optional = {"players", "call_penalty"}  # players has a default; no penalty is an answer
    assert sorted(form.errors) == sorted(q.name for q in hr.questions if q.name not in optional)
    assert tampered_reasons(form, lambda field, code: code in hr.user_errors) == []


def test_every_question_anchor_is_a_rules_section() -> None:
    assert [q.anchor for q in hr.questions if q.anchor not in PACKS["sika"].sections] == []


def test_form_choice_outside_set_is_tampering() -> None:
    data = {"preset": "perussika", **hr.start_answers("perussika"), "max_draws": "11"}
    form = hr.form_class(data=data)
    with translation.override("en"):
        reasons = tampered_reasons(form, lambda field, code: code in hr.user_errors)
    assert reasons == [
        "How many cards may a player draw when looking for a match? “11” is not one of the "
        "answers (none, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)."
    ]


def test_form_too_many_players_for_one_deck_is_a_user_error() -> None:
    data = {"preset": "perussika", **hr.start_answers("perussika"), "players": "9"}
    form = hr.form_class(data=data)
    with translation.override("en"):
        assert form.errors["players"] == ["These rules take 2 to 8 players."]
    assert [e.code for e in form.errors.as_data()["players"]] == ["players_range"]
    assert tampered_reasons(form, lambda field, code: code in hr.user_errors) == []


# --- what has no effect


def test_inactive_notes_without_hand_phase() -> None:
    answers = {**hr.start_answers("ilman_kasivaihetta")}
    assert sorted(hr.inactive_notes(answers)) == ["dug_card", "hand_free_card", "hand_source"]


def test_inactive_notes_two_phase() -> None:
    answers = {**hr.start_answers("kaksivaiheinen"), "hand_phase": "false"}
    assert sorted(hr.inactive_notes(answers)) == [
        "dug_card",
        "hand_free_card",
        "hand_phase",
        "hand_source",
        "max_draws",
    ]


def test_inactive_notes_penalty_without_calls() -> None:
    answers = {**hr.start_answers("perussika"), "call_penalty": "sings a song"}
    assert list(hr.inactive_notes(answers)) == ["call_penalty"]
    assert hr.inactive_notes({**answers, "calls": "true"}) == {}


def test_inactive_notes_none_for_perussika() -> None:
    assert hr.inactive_notes(hr.start_answers("perussika")) == {}


def test_players_note_only_outside_home_version_range() -> None:
    with translation.override("en"):
        assert players_note(PACKS["sika"], "kotiversio", 7) == (
            "“Home version” is written for 2 to 6 players; the figures are shown anyway."
        )
    assert players_note(PACKS["sika"], "kotiversio", 6) is None
    assert players_note(PACKS["sika"], "perussika", 8) is None


# --- sentences


def test_rule_sentences_perussika_english() -> None:
    with translation.override("en"):
        sentences = hr.rule_sentences(hr.start_answers("perussika"))
    assert sentences == [
        "A card matches the top card when it has the same suit.",
        "Keep drawing until a matching card comes: there is no limit.",
        "When the ring is used up, play goes on from the hands.",
        "A player who lacks the suit digs in the centre pile, starting just under the top card.",
        "A matching card found by drawing is played at once.",
        "In the hand phase too, a matching card is followed by a free card.",
        "If a player cannot find the suit anywhere, the game ends and whoever holds the most "
        "cards is the sika; if several hold that many, they are all sikas.",
        "We play with one deck of 52 cards.",
    ]


def test_rule_sentences_leave_out_what_has_no_effect() -> None:
    with translation.override("en"):
        sentences = hr.rule_sentences(hr.start_answers("kaksivaiheinen"))
    assert sentences == [
        "We play the two-phase variant: cards that cannot be played go onto your own pile, and "
        "after the ring you shed them, also as sets and runs.",
        "A card can go on the same suit or the same rank; eights are wild.",
        "When every player in turn has played nothing, the next player starts a new suit with "
        "any one card.",
        "We play with one deck of 52 cards.",
    ]


def test_rule_sentences_draw_limit_finnish() -> None:
    answers = {**hr.start_answers("perussika"), "max_draws": "3"}
    with translation.override("fi"):
        sentences = hr.rule_sentences(answers)
    assert sentences[1] == (
        "Nosta enintään 3 korttia etsiessäsi sopivaa; jos mikään ei sovi, pidä ne kädessäsi."
    )


def test_agreement_sentences_with_calls_and_penalty() -> None:
    answers = {
        **hr.start_answers("perussika"),
        "starter": "youngest",
        "direction": "anticlockwise",
        "rotate_starter": "false",
        "calls": "true",
        "call_penalty": "draws one card",
        "wrong_card": "stands",
        "late_mistakes": "decide",
    }
    with translation.override("en"):
        sentences = hr.agreement_sentences(answers)
    assert sentences == [
        "The youngest player starts. Play goes anticlockwise.",
        "The starter stays the same from game to game.",
        "Players call out “three left”, “two left” and “one left”.",
        "Forgetting to call: draws one card",
        "A wrong card stays where it was played.",
        "A mistake noticed later is settled by the whole table together.",
    ]


# --- statistics


def test_stats_rules_caps_max_turns() -> None:
    assert figures.stats_rules(sika.PERUSSIKA).max_turns == 1000
    assert figures.stats_rules(replace(sika.PERUSSIKA, max_turns=300)).max_turns == 300


def test_stats_json_round_trip() -> None:
    stats = figures.compute_stats(sika.PRESETS["vari"], 3, "sika")
    assert figures.Stats.from_json(json.loads(json.dumps(stats.as_json()))) == stats


@pytest.mark.usefixtures("untimed_figures")
def test_stats_count_every_game() -> None:
    stats = figures.compute_stats(sika.PRESETS["vari"], 3, "sika")
    assert stats.games == 2000
    assert sum(bar.count for bar in stats.bars) == 2000
    assert stats.seed == figures.STATS_SEED
    assert stats.max_turns == 1000


@pytest.mark.usefixtures("untimed_figures")
def test_stats_never_ending_rules_run_to_the_limit() -> None:
    rules = replace(sika.PERUSSIKA, hand_free_card=False)
    stats = figures.compute_stats(replace(rules, max_turns=60), 4, "sika")
    # The cap is min(rules' own limit, 1000): here the rules' own 60 turns.
    assert stats.max_turns == 60
    assert stats.bars[-1].limit is True
    assert stats.bars[-1].count == stats.unfinished
    # Nearly every game runs to the limit, so the first 200 games settle it.
    assert (stats.games, stats.unfinished, stats.planned, stats.stopped) == (
        200,
        199,
        2000,
        "clear",
    )


def test_stats_findings_explain_missing_free_card() -> None:
    answers = {**hr.start_answers("perussika"), "hand_free_card": "false"}
    stats = figures.Stats(
        games=100,
        players=4,
        seed=1,
        max_turns=1000,
        median=1000,
        p10=1000,
        p90=1000,
        draws=0,
        stalemates=0,
        unfinished=97,
        loser_by_seat=(1, 1, 1, 0),
        bars=(figures.Bar(1000, None, 97, True),),
    )
    with translation.override("en"):
        findings = hr.stats_findings(stats, answers)
    assert findings == [
        "Most games never end: 97% were still going after 1,000 turns.",
        "Without a free card in the hand phase the suit asked for never changes after the ring, "
        "so the same players stay stuck.",
    ]


def test_stats_seat_matters_only_beyond_chance() -> None:
    even = figures.Stats(2000, 4, 1, 1000, 30, 20, 40, 0, 0, 0, (500, 510, 490, 500), ())
    skewed = replace(even, loser_by_seat=(650, 450, 450, 450))
    assert (even.seat_matters, skewed.seat_matters, skewed.worst_seat) == (False, True, 1)


@pytest.mark.django_db
def test_statistics_computed_once_and_kept_past_a_restart(monkeypatch: pytest.MonkeyPatch) -> None:
    cache.clear()
    calls: list[int] = []
    real_compute = figures.compute_stats

    def counting_compute(rules: sika.Rules, players: int, game: str) -> figures.Stats:
        calls.append(players)
        return real_compute(rules, players, game)

    monkeypatch.setattr(figures, "compute_stats", counting_compute)
    first = figures.statistics(sika.PRESETS["ilman_kasivaihetta"], 4, "sika")
    second = figures.statistics(sika.PRESETS["ilman_kasivaihetta"], 4, "sika")
    cache.clear()  # a restart: the figures are still in the database
    third = figures.statistics(sika.PRESETS["ilman_kasivaihetta"], 4, "sika")
    other_players = figures.statistics(sika.PRESETS["ilman_kasivaihetta"], 5, "sika")
    assert first == second == third
    assert other_players is not None
    assert other_players.players == 5
    assert calls == [4, 5]


def test_stats_key_differs_for_every_option_that_plays() -> None:
    keys = {
        figures.stats_key(sika.PERUSSIKA, 4, "sika"),
        figures.stats_key(sika.PERUSSIKA, 5, "sika"),
    }
    for option in tuple(q.name for q in hr.rules_questions):
        question = hr.question[option]
        for value, _label in question.choices:
            keys.add(figures.stats_key(rules_with(option, value), 4, "sika"))
    # perussika's own value of each option repeats the first key; under perussika every
    # option plays, but two_phase=true makes the hand-phase answers moot: still a new key.
    distinct_answers = sum(
        len(hr.question[o].choices) - 1 for o in tuple(q.name for q in hr.rules_questions)
    )
    assert len(keys) == 2 + distinct_answers


def test_stats_key_ignores_options_the_variant_never_uses() -> None:
    two_phase = sika.PRESETS["kaksivaiheinen"]
    keys = {
        figures.stats_key(replace(two_phase, max_draws=draws, hand_source=source), 4, "sika")
        for draws in (None, 1, 3)
        for source in HandSource
    }
    assert keys == {figures.stats_key(two_phase, 4, "sika")}
    assert figures.stats_key(two_phase, 4, "sika") == (
        "sika:v4:heuristic:2000:1:4:suit:none:true:dig:play:true:free_lead:1:true:1000"
    )


def cli_summary(preset: str, seed: int) -> dict[str, Any]:
    result = subprocess.run(
        [sys.executable, "-m", "games", "simulate", "sika", "--preset", preset]
        + ["--players", "4", "--games", "2000", "--seed", str(seed), "--json"]
        # the page's figures come from the skilled players (tutorials.stats.STATS_POLICY)
        + ["--policy", "heuristic"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    data: dict[str, Any] = json.loads(result.stdout)
    return data


@pytest.mark.usefixtures("untimed_figures")
@pytest.mark.parametrize("preset", ["perussika", "kotiversio"])
def test_stats_match_command_line_within_sampling_error(preset: str) -> None:
    """The page's figures (seed 1, cap 1000) and a fresh CLI run (seed 2, cap 5000) agree.

    Median turns: the standard error of a median is about 1.2533 sigma / sqrt(n); sigma is
    estimated from the spread as (p90 - p10) / 2.563 (true for a normal distribution), and
    the difference of two independent medians has sqrt(2) times that error. The tolerance
    is 4 such errors. Sika by seat: each seat's share p differs between two independent
    runs of n games with standard error sqrt(2 p (1 - p) / n); the tolerance is 3 of them.
    """
    page = figures.compute_stats(sika.PRESETS[preset], 4, "sika")
    cli = cli_summary(preset, seed=2)
    assert cli["games"] == page.games == 2000
    assert cli["rules"] == simulation.rules_json(sika.PRESETS[preset], "sika")

    ordered = sorted(game["turns"] for game in cli["per_game"])
    p10, p90 = ordered[math.ceil(0.1 * 2000) - 1], ordered[math.ceil(0.9 * 2000) - 1]
    sigma = (p90 - p10) / 2.563
    median_tolerance = 4 * math.sqrt(2) * 1.2533 * sigma / math.sqrt(2000)
    assert abs(page.median - cli["turns"]["median"]) <= median_tolerance

    for seat in range(4):
        p_cli = cli["sika_by_seat"][seat] / 2000
        p_page = page.loser_by_seat[seat] / 2000
        p = (p_cli + p_page) / 2
        assert abs(p_cli - p_page) <= 3 * math.sqrt(2 * p * (1 - p) / 2000), seat


# --- the sample game


def test_sample_game_url_kotiversio_changes_in_query() -> None:
    answers = {**hr.start_answers("kotiversio"), "max_draws": "3", "decks": "2"}
    with translation.override("fi"):
        url = sample_game_url(PACKS["sika"], "kotiversio", answers, 5)
    assert url == (
        "/sika/peli/?preset=kotiversio&players=5&seed=1000003&max_draws=3&decks=2&policy=heuristic"
    )


def test_sample_game_url_scratch_starts_from_perussika() -> None:
    with translation.override("en"):
        url = sample_game_url(PACKS["sika"], SCRATCH, hr.start_answers("perussika"), 4)
    assert url == "/en/sika/peli/?preset=perussika&players=4&seed=1000003&policy=heuristic"


def test_sample_game_url_vari_only_the_change_in_query() -> None:
    answers = {**hr.start_answers("vari"), "stalemate": "free_lead"}
    with translation.override("fi"):
        url = sample_game_url(PACKS["sika"], "vari", answers, 3)
    assert (
        url == "/sika/peli/?preset=vari&players=3&seed=1000003&stalemate=free_lead&policy=heuristic"
    )


# --- the engine questions come from the option schema


def _every_option_value() -> list[tuple[str, str]]:
    return [
        (spec.key, code)
        for spec in sika.OPTIONS
        if spec.key != "max_turns"
        for code in option_codes(spec)
    ]


def test_checklist_asks_every_schema_option_but_the_safety_valve() -> None:
    assert tuple(q.name for q in hr.rules_questions) == (
        "match",
        "max_draws",
        "hand_phase",
        "hand_source",
        "dug_card",
        "hand_free_card",
        "stalemate",
        "decks",
        "two_phase",
    )
    assert [value for value, _label in hr.question["max_draws"].choices] == [
        "none", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"
    ]  # fmt: skip
    assert [value for value, _label in hr.question["decks"].choices] == ["1", "2"]
    assert [value for value, _label in hr.question["two_phase"].choices] == ["false", "true"]


@pytest.mark.parametrize("start", ["perussika", "kaksivaiheinen"])
@pytest.mark.parametrize(("option", "code"), _every_option_value())
def test_every_schema_value_round_trips_through_checklist(
    start: str, option: str, code: str
) -> None:
    rules = rules_with(option, code, start)
    assert rules == sika.make_rules(start, {option: code})
    assert hr.rules_answers(rules)[option] == code
    again = hr.answers_rules(start, {**hr.start_answers(start), **hr.rules_answers(rules)})
    assert again == rules


def test_engine_questions_refuse_words_for_values_the_option_lacks() -> None:
    words = {"decks": OptionWords("How many?", "", "kaksi-pakkaa", {"1": "One", "3": "Three"})}
    with pytest.raises(ValueError, match="the words for 'decks' name values it does not take"):
        engine_questions(sika.OPTIONS, words)


def test_engine_questions_need_words_for_every_value() -> None:
    words = {"decks": OptionWords("How many?", "", "kaksi-pakkaa", {"1": "One"})}
    with pytest.raises(ValueError, match="no words for value '2' of 'decks'"):
        engine_questions(sika.OPTIONS, words)


def test_unused_options_follow_the_schemas_variants() -> None:
    two_phase = {"two_phase": "true", "hand_phase": "false"}
    no_hand_phase = {"two_phase": "false", "hand_phase": "false"}
    assert unused_options(hr.questions, two_phase) == {
        "max_draws": "two_phase",
        "hand_phase": "two_phase",
        "hand_source": "two_phase",
        "dug_card": "two_phase",
        "hand_free_card": "two_phase",
    }
    assert unused_options(hr.questions, no_hand_phase) == {
        "hand_source": "hand_phase",
        "dug_card": "hand_phase",
        "hand_free_card": "hand_phase",
    }
    assert unused_options(hr.questions, {"two_phase": "", "hand_phase": ""}) == {}


@pytest.mark.parametrize(("option", "code"), _every_option_value())
def test_every_schema_value_same_rules_through_checklist_and_any_game_form(
    option: str, code: str
) -> None:
    checklist_rules = rules_with(option, code, "perussika")
    game, _query, _preset = game_input(
        PACKS["sika"], QueryDict(urlencode({"preset": "perussika", "players": "4", option: code}))
    )
    assert game.rules == checklist_rules
