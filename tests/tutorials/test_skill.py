"""How much skill counts (tutorials.skill): the verdicts, the words, where the figures come from."""

import dataclasses
from pathlib import Path

import pytest
from django.template.loader import render_to_string
from django.utils import translation

from games.registry import GAMES
from tutorials import skill
from tutorials.stats import Stats

SAMPLE = Path(__file__).resolve().parent / "fixtures" / "skill_sample.json"


def edge(hero_losses: int, field_losses: int, hero: str = "taitava", field: str = "aloittelija"):
    return skill.Edge(hero, field, 4, 250, 1000, 300, hero_losses, 3000, 700, field_losses)


def test_wilson_interval_of_half_and_of_none() -> None:
    assert [round(x, 4) for x in skill.wilson(5, 10)] == [0.2366, 0.7634]
    assert [round(x, 4) for x in skill.wilson(0, 10)] == [0.0, 0.2775]


@pytest.mark.parametrize(
    ("hero_losses", "field_losses", "verdict"),
    [
        (0, 0, "none"),
        (0, 900, "never"),
        (100, 900, "clear"),
        (230, 770, "even"),  # the intervals overlap
        (235, 870, "even"),  # apart, but the others lose only 1.23 times as often
        (400, 600, "worse"),
    ],
)
def test_edge_verdict_by_the_shares(hero_losses: int, field_losses: int, verdict: str) -> None:
    assert edge(hero_losses, field_losses).verdict == verdict


def test_sentence_says_the_shares_and_how_many_times_as_often_in_each_language() -> None:
    with translation.override("en"):
        english = skill.sentence(edge(50, 950))
    assert english == (
        "The computer’s Skilled player loses 5.0% of games; a player who picks any allowed move "
        "at random loses 31.7%, 6.3 times as often."
    )
    with translation.override("fi"):
        assert skill.sentence(edge(50, 950)) == (
            "Tietokoneen Taitava-pelaaja häviää 5,0\u00a0% peleistä; umpimähkään pelaava "
            "häviää 31,7\u00a0% eli 6,3 kertaa niin usein."
        )


def test_sentence_gives_the_shares_to_a_tenth_so_they_give_the_ratio() -> None:
    # 3.4% and 31.7%: in whole per cents, 3% and 32% would read as 10.7 times, not 9.3.
    with translation.override("en"):
        assert "loses 3.4% of games" in skill.sentence(edge(34, 951))
        assert "loses 31.7%, 9.3 times as often" in skill.sentence(edge(34, 951))


def test_sentence_rounds_big_ratios_to_whole_times() -> None:
    with translation.override("en"):
        assert "26.0%, 13 times as often" in skill.sentence(edge(20, 780))


def test_sentence_of_a_player_who_hardly_ever_loses_keeps_a_decimal() -> None:
    with translation.override("en"):
        assert skill.sentence(edge(4, 780)) == (
            "The computer’s Skilled player hardly ever loses against players who pick any "
            "allowed move at random: 0.4% of games, against 26.0% for them."
        )


def test_sentence_for_a_level_that_never_lost() -> None:
    with translation.override("en"):
        assert skill.sentence(edge(0, 1000, hero="mestari")) == (
            "The computer’s Master player lost none of its 1,000 games against players who "
            "pick any allowed move at random; they lost 33.3% of theirs."
        )


def test_sentence_levels_against_each_other() -> None:
    with translation.override("en"):
        assert skill.sentence(edge(150, 850, hero="mestari", field="taitava")) == (
            "At a table of Skilled players, the computer’s Master player loses 15.0% of games "
            "and each of the others 28.3%."
        )


def test_skill_shows_the_stronger_level_against_the_weaker_only() -> None:
    edges = [edge(100, 900), edge(600, 300, hero="aloittelija", field="taitava")]
    with translation.override("en"):
        found = skill.skill(edges, bench=True)
    assert found is not None
    assert (len(found.sentences), found.summary) == (
        1,
        "With these rules skill counts: against players who pick any allowed move at random, "
        "the computer’s players lose clearly less often.",
    )


@pytest.mark.parametrize(
    ("taitava_losses", "mestari_losses", "words"),
    [
        (
            10,
            5,
            "Against players who pick any allowed move at random, skill decides nearly "
            "everything: the computer’s players hardly ever lose to them.",
        ),
        (
            100,
            90,
            "With these rules skill counts: against players who pick any allowed move at "
            "random, the computer’s players lose clearly less often.",
        ),
        (
            200,
            190,
            "With these rules skill counts a little, luck a lot: the computer’s players lose "
            "only somewhat less often than players who pick any allowed move at random.",
        ),
        (
            250,
            100,
            "With these rules skill counts, but not at every level: the computer’s Master "
            "player loses clearly less often than a player who picks any allowed move at "
            "random, its Skilled player does not.",
        ),
    ],
)
def test_summary_says_what_every_level_shows(
    taitava_losses: int, mestari_losses: int, words: str
) -> None:
    """Against beginners losing 30 % of games: both levels at 1 % or less, both at 10 %,
    both near 20 % (1.5 times), and Taitava at 25 % (no clear difference) with Mestari at
    10 %: the headline never says of every level what only one shows."""
    edges = [edge(taitava_losses, 900), edge(mestari_losses, 900, hero="mestari")]
    with translation.override("en"):
        assert skill.summary(edges) == words


def test_summary_says_what_holds_between_good_players_too() -> None:
    edges = [
        edge(10, 900),
        edge(5, 900, hero="mestari"),
        edge(100, 900, hero="mestari", field="taitava"),
    ]
    with translation.override("en"):
        assert skill.summary(edges) == (
            "Against players who pick any allowed move at random, skill decides nearly "
            "everything: the computer’s players hardly ever lose to them. Between good players "
            "skill still shows: at a table of Skilled players the Master player loses clearly "
            "less often."
        )


def test_summary_of_a_sample_cut_short_gives_no_verdict() -> None:
    """The Skilled player losing 16 % against 27 % (1.7 times) gives a verdict from the whole
    sample of 200 deals, none from 70 (the figures are still given)."""
    whole = skill.Edge("taitava", "aloittelija", 4, 200, 800, 200, 128, 2400, 600, 648)
    cut = skill.Edge("taitava", "aloittelija", 4, 70, 280, 70, 45, 840, 210, 227)
    with translation.override("en"):
        assert skill.summary([whole]) == (
            "With these rules skill counts a little, luck a lot: the computer’s players lose "
            "only somewhat less often than players who pick any allowed move at random."
        )
        assert skill.summary([cut]) == (
            "Too few games have been played with these rules to say how much skill counts."
        )
        assert skill.sentence(cut) == (
            "The computer’s Skilled player loses 16.1% of games; a player who picks any allowed "
            "move at random loses 27.0%, 1.7 times as often."
        )


def test_sentence_levels_against_each_other_at_two_players() -> None:
    two = dataclasses.replace(edge(150, 850, hero="mestari", field="taitava"), players=2)
    with translation.override("en"):
        assert skill.sentence(two) == (
            "Against a Skilled player, the computer’s Master player loses 15.0% of games."
        )


def test_summary_of_even_shares_finds_no_clear_edge_for_skill() -> None:
    with translation.override("en"):
        assert skill.summary([edge(230, 770), edge(240, 760, hero="mestari")]) == (
            "With these rules the computer’s games show no clear edge for skill: its Master "
            "player does not lose clearly less often than a player who picks any allowed move "
            "at random."
        )


def test_for_rules_prefers_the_bench_and_falls_back_on_the_sample(monkeypatch) -> None:
    monkeypatch.setattr(skill, "FIGURES", SAMPLE)
    game = GAMES["siantappo"]
    preset = game.presets[game.default_preset]
    sampled = edge(100, 900)
    bench = skill.for_rules("siantappo", preset, 4, sampled)
    other = skill.for_rules("siantappo", preset, 5, sampled)
    assert bench is not None and other is not None
    assert (bench.bench, len(bench.sentences), bench.deals) == (True, 3, 250)
    assert (other.bench, len(other.sentences)) == (False, 1)
    assert skill.for_rules("siantappo", preset, 5) is None


@pytest.mark.parametrize("game", sorted(GAMES))
def test_sample_plays_duplicate_deals_within_its_budget(game: str) -> None:
    rules = GAMES[game].presets[GAMES[game].default_preset]
    found = skill.sample(game, rules, 4, budget=-1.0)  # one chunk, then out of time
    shape = (found.hero, found.field, found.deals, found.hero_games, found.field_games)
    assert shape == ("taitava", "aloittelija", 10, 40, 120)


def test_stats_keep_the_sample_through_json() -> None:
    stats = Stats(
        games=10,
        players=4,
        seed=1,
        max_turns=100,
        median=5,
        p10=1,
        p90=9,
        draws=0,
        stalemates=0,
        unfinished=0,
        loser_by_seat=(1, 2, 3, 4),
        bars=(),
        skill=edge(100, 900).as_json(),
    )
    again = Stats.from_json(stats.as_json())
    assert again.skill_edge == edge(100, 900)
    old = stats.as_json()
    del old["skill"]
    assert Stats.from_json(old).skill_edge is None


def test_shares_quote_each_pairing_of_the_bench_at_its_own_table() -> None:
    # The prose of /sika/ and /sika/lisaa/ quotes these; the skill section shows the same
    # pairings (skill.json: Skilled 17.5 % against 28.6 %, Master 13.6 % against 29.5 %).
    with translation.override("en"):
        assert skill.shares("sika", "perussika") == skill.Shares(
            4,
            random="29.5%",
            random_with_skilled="28.6%",
            skilled="17.5%",
            master="13.6%",
            master_among_skilled="8.2%",
            skilled_with_master="31.3%",
        )


def test_skill_says_shares_add_up_past_the_whole_when_several_lost_together() -> None:
    # Hero 1,000 games, field 3,000 (3 seats): 60 + 3 x 33.3 % = 160 % against 10 + 3 x 30 %.
    shared = skill.skill([edge(600, 1000)], bench=True)
    single = skill.skill([edge(100, 900)], bench=True)
    assert (
        shared is not None and shared.shared_losses,
        single is not None and single.shared_losses,
    ) == (
        True,
        False,
    )


def test_skill_figures_say_the_shared_losses_once_on_a_page() -> None:
    """Said in the skill section unless the seat figures above it said it (``shared_told``);
    the source line names the table: "at a table of 4 players"."""
    shared = skill.skill([edge(600, 1000)], bench=True)
    note = "In some games several players lost together"
    with translation.override("en"):
        alone = render_to_string("tutorials/skill/figures.html", {"skill": shared, "hl": 3})
        told = render_to_string(
            "tutorials/skill/figures.html", {"skill": shared, "hl": 3, "shared_told": True}
        )
    assert (alone.count(note), told.count(note)) == (1, 0)
    assert (
        "These figures come from 250 deals or more for each pair of the computer’s levels at a "
        "table of 4 players, every deal played again from every seat."
    ) in " ".join(told.split())
    with translation.override("fi"):
        finnish = render_to_string("tutorials/skill/figures.html", {"skill": shared, "hl": 3})
    assert (
        "Luvut perustuvat vähintään 250 jakoon kutakin tietokoneen tasoparia kohden 4 pelaajan "
        "pöydässä, ja jokainen jako pelattiin uudelleen jokaiselta paikalta."
    ) in " ".join(finnish.split())
