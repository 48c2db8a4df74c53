"""Every game's worked examples, through the one ExampleSet: files, groups, moments, windows."""

import pytest
from django.utils import translation

from tests.contract.expected import expected
from tutorials.examples import ExampleSet
from tutorials.packs import PACKS
from tutorials.packs.base import GamePack

SETS = [pytest.param(pack, id=slug) for slug, pack in PACKS.items()]


@pytest.mark.parametrize("pack", SETS)
def test_example_set_every_scenario_file_belongs_to_an_example(pack: GamePack) -> None:
    examples = pack.examples
    used = {game.scenario for example in examples.all for game in example.games}
    assert sorted(used) == sorted(path.stem for path in examples.scenarios.glob("*.json"))


@pytest.mark.parametrize("pack", SETS)
def test_example_set_every_example_is_in_a_group(pack: GamePack) -> None:
    examples = pack.examples
    keys = [key for key, _title in examples.groups]
    assert sorted({example.group for example in examples.all}) == sorted(keys)
    assert list(examples.by_slug) == [example.slug for example in examples.all]


@pytest.mark.parametrize("pack", SETS)
def test_example_set_every_moment_happens_within_the_steps_shown(pack: GamePack) -> None:
    examples = pack.examples
    missing = [
        (example.slug, str(moment.label), step)
        for example in examples.all
        for moment, step in zip(example.moments, examples.steps(example), strict=True)
        # A cut example starts at its first game's own step positions[0][0].
        if step is None or step < examples.timeline(example).positions[0][0]
    ]
    assert missing == []


def test_example_set_window_lead_only_for_cut_examples() -> None:
    cut = {
        slug: [example.slug for example in pack.examples.all if example.window is not None]
        for slug, pack in PACKS.items()
    }
    # Written out in each game's expected (``cut_examples``, ``window_leads``).
    assert cut == {slug: expected(slug).cut_examples for slug in PACKS}
    with translation.override("en"):
        leads = {
            example.slug: pack.examples.window_lead(example)
            for pack in PACKS.values()
            for example in pack.examples.all
            if pack.examples.window_lead(example) is not None
        }
    assert sorted(leads) == sorted(slug for slugs in cut.values() for slug in slugs)
    said = {slug: text for game in PACKS for slug, text in expected(game).window_leads.items()}
    assert {slug: leads[slug] for slug in said} == said
    assert said != {}


def test_example_set_is_each_packs_examples() -> None:
    assert {slug: type(pack.examples) for slug, pack in PACKS.items()} == {
        slug: ExampleSet for slug in PACKS
    }
