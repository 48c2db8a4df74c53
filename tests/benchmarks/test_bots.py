"""The bot bench (benchmarks/bots.py): its plan, its intervals, its tuning options and the
figures file it writes."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks import bots, pairings, tuning
from games.core import LEVELS
from games.registry import GAMES
from games.search import Searcher

ROOT = Path(__file__).resolve().parents[2]


def _bench(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "benchmarks/bots.py", *argv],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )


def test_wilson_interval_written_out() -> None:
    assert bots.wilson(5, 10) == (0.2366, 0.7634)
    assert bots.wilson(0, 10) == (0.0, 0.2775)
    assert bots.wilson(0, 0) == (0.0, 1.0)


def test_plan_puts_the_main_table_first_and_pairs_every_level_both_ways() -> None:
    args = bots.parser().parse_args(["--game", "siantappo", "--players", "4", "6"])
    cells = pairings.plan(args)
    levels = [level for level in LEVELS if level in GAMES["siantappo"].policies]
    pairs = len(levels) * (len(levels) - 1)
    assert [(c.players, c.deals) for c in cells] == [(4, 1000)] * pairs + [(6, 200)] * pairs
    assert len({(c.hero, c.field) for c in cells}) == pairs


def test_plan_with_a_preset_plays_only_that_preset_at_each_player_count() -> None:
    args = bots.parser().parse_args(
        ["--game", "sika", "--preset", "kotiversio", "--players", "3", "4"]
        + ["--pairs", "taitava:aloittelija", "mestari:taitava", "--deals", "8", "--side-deals", "2"]
        + ["--playouts", "50"]
    )
    cells = pairings.plan(args)
    assert [(c.preset, c.players, c.hero, c.field, c.deals, c.playouts) for c in cells] == [
        ("kotiversio", 4, "mestari", "taitava", 8, 50),
        ("kotiversio", 4, "taitava", "aloittelija", 8, 50),
        ("kotiversio", 3, "mestari", "taitava", 2, 50),
        ("kotiversio", 3, "taitava", "aloittelija", 2, 50),
    ]


def test_plan_with_a_rule_plays_every_cell_with_it_changed() -> None:
    args = bots.parser().parse_args(
        ["--game", "siantappo", "--rule", "series=true", "--pairs", "mestari:taitava"]
    )
    cells = pairings.plan(args)
    assert [(c.players, c.rule, c.rules.series) for c in cells] == [
        (4, (("series", "true"),), True),
        (6, (("series", "true"),), True),
    ]


def test_plan_refuses_a_preset_the_game_lacks() -> None:
    args = bots.parser().parse_args(["--game", "sika", "--preset", "perussiantappo"])
    with pytest.raises(ValueError, match="unknown preset 'perussiantappo'"):
        pairings.plan(args)


def test_destination_of_a_tuning_run_is_only_its_own_out(tmp_path: Path) -> None:
    parse = bots.parser().parse_args
    own = tmp_path / "tuned.json"
    assert bots.destination(parse([])) == bots.OUT
    assert bots.destination(parse(["--out", str(own)])) == own
    assert bots.destination(parse(["--playouts", "50"])) is None
    assert bots.destination(parse(["--seed", "2"])) is None
    assert bots.destination(parse(["--rule", "series=true", "--out", str(own)])) == own
    with pytest.raises(ValueError, match="holds the site's figures"):
        bots.destination(parse(["--playouts", "50", "--out", str(bots.OUT)]))


def test_bench_with_playouts_refuses_to_write_the_site_figures() -> None:
    done = _bench("--playouts", "50", "--out", "tutorials/data/skill.json")
    assert done.returncode == 2
    assert done.stderr.splitlines()[-1] == (
        "bots.py: error: tutorials/data/skill.json holds the site's figures: "
        "a run with --playouts, --rule or --seed writes only to another --out"
    )
    assert done.stdout == ""


def test_rebudgeted_mestari_changes_only_the_playouts() -> None:
    engines = {name: game.policies["mestari"] for name, game in GAMES.items()}
    tuned = {name: tuning.rebudgeted(policy, 50) for name, policy in engines.items()}
    assert {name: (s.name, s.playouts, s.margin) for name, s in tuned.items()} == {
        "sika": ("mestari", 50, 0.1),
        "ristiseiska": ("mestari", 50, 0.03),
        "siantappo": ("mestari", 50, 0.0),
        "pikkutikki": ("mestari", 50, 0.0),  # the tests' fourth game
    }
    for name, searcher in tuned.items():
        engine = engines[name]
        assert isinstance(engine, Searcher)
        assert (
            searcher.determinize,
            searcher.rollout,
            searcher.never,
            searcher.work,
            searcher.tolerance,
        ) == (
            engine.determinize,
            engine.rollout,
            engine.never,
            engine.work,
            engine.tolerance,
        )
    with pytest.raises(TypeError, match="heuristic does not search"):
        tuning.rebudgeted(GAMES["sika"].policies["taitava"], 50)


def test_cpu_line_gives_mean_p95_and_max_in_milliseconds() -> None:
    spent = [ms / 1000 for ms in range(20, 0, -1)]
    assert tuning.cpu_line(spent) == (
        "mestari: 20 searching decisions, CPU ms mean 10.5, p95 19.0, max 20.0"
    )


def test_bench_writes_each_pairing_with_its_figures(tmp_path: Path) -> None:
    out = tmp_path / "skill.json"
    done = _bench(
        *["--game", "sika", "--players", "4", "--deals", "2", "--preset-deals", "1"],
        *["--jobs", "1", "--out", str(out)],
        *["--levels", "aloittelija", "taitava"],  # the searching level is slow
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert "expected duration" in done.stdout
    cells = json.loads(out.read_text(encoding="utf-8"))["cells"]
    main = [c for c in cells if c["preset"] == GAMES["sika"].default_preset]
    cell = next(c for c in main if (c["hero"], c["field"]) == ("taitava", "aloittelija"))
    assert (cell["deals"], cell["games"], cell["players"]) == (2, 8, 4)
    assert (cell["hero_figures"]["games"], cell["field_figures"]["games"]) == (8, 24)
    others = {c["preset"] for c in cells} - {GAMES["sika"].default_preset}
    assert others == set(GAMES["sika"].presets) - {GAMES["sika"].default_preset}


def test_tuning_run_plays_mestari_with_its_playouts_and_times_its_choices(
    tmp_path: Path,
) -> None:
    out = tmp_path / "tuned.json"
    done = _bench(
        *["--game", "sika", "--pairs", "mestari:taitava", "--players", "2", "--side-deals", "1"],
        *["--playouts", "6", "--progress", "1", "--jobs", "1", "--out", str(out)],
    )
    assert (done.returncode, done.stderr) == (0, "")
    data = json.loads(out.read_text(encoding="utf-8"))
    [cell] = data["cells"]
    assert (cell["players"], cell["deals"], cell["games"], cell["playouts"]) == (2, 1, 2, 6)
    hero = cell["hero_figures"]
    lines = done.stdout.splitlines()
    assert lines[0].endswith("; mestari: 6 (the engine's: 96) playouts a decision")
    assert (
        f"  sika/perussika 2p mestari vs taitava: 1/1 deals, mestari first {hero['wins']}/2, "
        f"lost {hero['losses']}/2"
    ) in lines
    row = next(i for i, line in enumerate(lines) if line.startswith("sika/perussika 2p"))
    cpu = lines[row + 1]
    assert cpu.startswith("  mestari: ") and " searching decisions, CPU ms mean " in cpu
