"""The bot bench (benchmarks/bots.py): its plan, its intervals and the figures file it writes."""

import json
import subprocess
import sys
from pathlib import Path

from benchmarks import bots
from games.core import LEVELS
from games.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]


def test_wilson_interval_written_out() -> None:
    assert bots.wilson(5, 10) == (0.2366, 0.7634)
    assert bots.wilson(0, 10) == (0.0, 0.2775)
    assert bots.wilson(0, 0) == (0.0, 1.0)


def test_plan_puts_the_main_table_first_and_pairs_every_level_both_ways() -> None:
    args = bots.argparse.Namespace(
        game=["siantappo"],
        players=[4, 6],
        deals=1000,
        side_deals=200,
        preset_deals=200,
        levels=list(LEVELS),
        pairs=None,
    )
    cells = bots.plan(args)
    levels = [level for level in LEVELS if level in GAMES["siantappo"].policies]
    pairs = len(levels) * (len(levels) - 1)
    assert [(c.players, c.deals) for c in cells] == [(4, 1000)] * pairs + [(6, 200)] * pairs
    assert len({(c.hero, c.field) for c in cells}) == pairs


def test_bench_writes_each_pairing_with_its_figures(tmp_path: Path) -> None:
    out = tmp_path / "skill.json"
    done = subprocess.run(
        [sys.executable, "benchmarks/bots.py", "--game", "sika", "--players", "4"]
        + ["--deals", "2", "--preset-deals", "1", "--jobs", "1", "--out", str(out)]
        + ["--levels", "aloittelija", "taitava"],  # the searching level is slow
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
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
