"""Every game's worked examples, through the one ExampleSet: files, groups, moments, windows."""

import pytest
from django.utils import translation

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
    assert cut == {
        "sika": [
            "viimeinen-rengaskortti",
            "kasivaihe",
            "kaivaminen",
            "nostopakka",
            "nostopakka-loppuu",
            "jumitus",
            "kiista-loydetty-kortti",
            "kiista-vapaa-kortti",
            "kiista-pattitilanne",
        ],
        "siantappo": ["viimeinen-kortti"],
        "ristiseiska": [],
    }
    with translation.override("en"):
        leads = {
            example.slug: pack.examples.window_lead(example)
            for pack in PACKS.values()
            for example in pack.examples.all
            if pack.examples.window_lead(example) is not None
        }
    assert sorted(leads) == sorted(cut["sika"] + cut["siantappo"])
    assert leads["viimeinen-kortti"] == (
        "Turns 1 to 41 are left out: the example starts at turn 42, with the cards where "
        "those turns left them."
    )
    assert leads["jumitus"] == (
        "Turns 1 to 31 are left out: the example starts at turn 32, with the cards where "
        "those turns left them."
    )


def test_example_set_is_each_packs_examples() -> None:
    assert {slug: type(pack.examples) for slug, pack in PACKS.items()} == {
        slug: ExampleSet for slug in PACKS
    }
