"""Write (or ``--check``) a game's worked-example scenario files.

    .venv/bin/python -m tools.scenarios GAME [NAME ...] [--check]

GAME is a game of the registry with a generator here (``tools/scenarios/<game>.py``:
``FOLDER``, ``INDENT``, ``build(names)``); ``NAME`` an example's slug (none: every
one). ``--check`` writes nothing and exits non-zero if a file differs. After an
engine change, run it for each game whose scenario tests fail.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
import sys
from collections.abc import Sequence

from games.registry import GAMES


def generated() -> list[str]:
    """The registry's games that have a scenario generator in this package."""
    return [name for name in GAMES if importlib.util.find_spec(f"tools.scenarios.{name}")]


def main(argv: Sequence[str]) -> int:
    args = [a for a in argv if not a.startswith("--")]
    if not args or args[0] not in generated():
        print(__doc__, file=sys.stderr)
        print(f"GAME is one of: {', '.join(generated())}", file=sys.stderr)
        return 2
    # The finders live in the packs, which need Django set up (nothing is served).
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sika_site.settings_test")
    import django

    django.setup()
    game = importlib.import_module(f"tools.scenarios.{args[0]}")
    check = "--check" in argv
    differs = 0
    for stem, data in game.build(args[1:]).items():
        text = json.dumps(data, indent=game.INDENT, ensure_ascii=False) + "\n"
        path = game.FOLDER / f"{stem}.json"
        if check:
            same = path.exists() and path.read_text(encoding="utf-8") == text
            differs += not same
            print(f"{stem}: {'same' if same else 'DIFFERS'}")
        else:
            path.write_text(text, encoding="utf-8")
            print(f"{stem}: written")
    return 1 if differs else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
