"""The mypyc build of the engine: used when fresh, never when stale, same behaviour."""

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import games
from games import _compiled, sika

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, pure: bool) -> str:
    env = {**os.environ, "SIKA_PURE_PYTHON": "1" if pure else "0"}
    result = subprocess.run(
        [sys.executable, "-m", "games", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout


def test_engine_compiled_build_in_use_after_setup() -> None:
    # scripts/setup.sh builds the engine; if this fails, run it again (or mypyc broke).
    # Each compiled module, and each module of a package, is loaded from its binary.
    names = [
        f"games.{key}".replace("/", ".").removesuffix(".__init__")
        for name in _compiled.MODULES
        for key in _compiled.sources(name)
    ]
    plain = [
        name for name in names if Path(importlib.import_module(name).__file__ or "").suffix != ".so"
    ]
    assert (games.COMPILED, Path(sika.__file__).suffix, plain) == (True, ".so", [])
    assert len(names) > len(_compiled.MODULES)  # packages' modules are among them


@pytest.mark.parametrize("preset", list(sika.PRESETS))
def test_compiled_engine_plays_exactly_like_plain_python(preset: str) -> None:
    args = ("simulate", "sika", "--preset", preset, "--games", "150", "--seed", "5", "--json")
    compiled = json.loads(_run(*args, pure=False))
    plain = json.loads(_run(*args, pure=True))
    assert compiled == plain


def test_compiled_engine_replays_exactly_like_plain_python(tmp_path: Path) -> None:
    scenario = {
        "game": "sika",
        "preset": "kotiversio",
        "players": ["Aino", "Eero", "Liisa"],
        "deck": ["9H", "KS", "3D", "JH", "8D", "10C"],
        "seed": 11,
        "policy": "heuristic",
    }
    path = tmp_path / "game.json"
    path.write_text(json.dumps(scenario))
    assert json.loads(_run("replay", str(path), pure=False)) == json.loads(
        _run("replay", str(path), pure=True)
    )


def _fake_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A package and a build of every compiled module, with the manifest the builder writes."""
    package = tmp_path / "games"
    build = tmp_path / "build"
    package.mkdir()
    build.mkdir()
    # The real layout: a module as one file, a package as a folder of them.
    for name in {*_compiled.MODULES, *(d for m in _compiled.MODULES for d in _compiled.DEPENDS[m])}:
        for key in _compiled.sources(name):
            (package / f"{key}.py").parent.mkdir(exist_ok=True)
            (package / f"{key}.py").write_text(f"# {key} as built\n")
    monkeypatch.setattr(_compiled, "PACKAGE", package)
    manifest = {}
    for name, sources in _compiled.wanted(package).items():
        parts = [key for key in _compiled.sources(name, package) if "/" in key]
        binary = f"{name}/__init__.so" if parts else f"{name}.so"
        for file in (binary, *(f"{key}.so" for key in parts)):
            (build / file).parent.mkdir(exist_ok=True)
            (build / file).write_text("binary")
        submodules = {key.split("/")[1]: f"{key}.so" for key in parts}
        submodules.pop("__init__", None)
        manifest[name] = {"sources": sources, "binary": binary, "submodules": submodules}
    (build / "manifest.json").write_text(json.dumps(manifest))
    monkeypatch.setattr(_compiled, "BUILD", build)
    monkeypatch.setattr(_compiled, "MANIFEST", build / "manifest.json")
    monkeypatch.delenv("SIKA_PURE_PYTHON", raising=False)
    return package


def test_compiled_build_with_other_source_hash_is_ignored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = _fake_build(tmp_path, monkeypatch)
    fresh = sorted(_compiled._fresh_builds())
    edited = next(iter(_compiled.sources("sika", package)))  # its module, or a file of its package
    (package / f"{edited}.py").write_text("# sika edited after the build\n")
    stale = sorted(_compiled._fresh_builds())
    # Editing one engine leaves the other modules' builds in use.
    # A package's modules load with it, each under its own name.
    every = sorted(
        f"games.{key}".replace("/", ".").removesuffix(".__init__")
        for name in _compiled.MODULES
        for key in _compiled.sources(name)
    )
    assert (fresh, stale) == (
        every,
        [name for name in every if name != "games.sika" and not name.startswith("games.sika.")],
    )


def test_compiled_package_loads_whole_or_not_at_all(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = _fake_build(tmp_path, monkeypatch)
    (package / "kimble").mkdir()
    (package / "kimble" / "__init__.py").write_text("from games.kimble.rules import X\n")
    (package / "kimble" / "rules.py").write_text("X = 1\n")
    build = _compiled.BUILD
    (build / "kimble").mkdir()
    for file in ("__init__.so", "rules.so"):
        (build / "kimble" / file).write_text("binary")
    entry = {
        "sources": {"kimble/__init__": "", "kimble/rules": ""},
        "binary": "kimble/__init__.so",
        "submodules": {"rules": "kimble/rules.so"},
    }
    monkeypatch.setattr(_compiled, "MODULES", ("kimble",))
    monkeypatch.setattr(_compiled, "DEPENDS", {"kimble": ()})
    entry["sources"] = _compiled.hashes("kimble", package)
    _compiled.MANIFEST.write_text(json.dumps({"kimble": entry}))
    whole = _compiled._fresh_builds()
    (package / "kimble" / "rules.py").write_text("X = 2\n")
    edited = _compiled._fresh_builds()
    (package / "kimble" / "rules.py").write_text("X = 1\n")
    (build / "kimble" / "rules.so").unlink()
    assert (whole, edited, _compiled._fresh_builds()) == (
        {
            "games.kimble": build / "kimble" / "__init__.so",
            "games.kimble.rules": build / "kimble" / "rules.so",
        },
        {},
        {},
    )


def test_compiled_build_stale_when_a_module_it_imports_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = _fake_build(tmp_path, monkeypatch)
    (package / "core.py").write_text("# core edited after the build\n")
    assert sorted(_compiled._fresh_builds()) == ["games.cards"]


def test_compiled_modules_are_the_cards_the_search_and_the_engines_the_registry_imports() -> None:
    # Each registered engine's descriptor is made in its module; the tests' own fourth
    # game, registered by its app, lives outside the package and is never compiled.
    built = {
        game.new_game.__module__.removeprefix("games.").split(".")[0]  # a package's name
        for game in games.GAMES.values()
        if game.new_game.__module__.startswith("games.")
    }
    assert (_compiled.MODULES[:2], sorted(_compiled.MODULES[2:])) == (
        ("cards", "search"),
        sorted(built),
    )
    assert len(built) >= 3


def test_compiled_dependencies_are_read_off_the_imports(tmp_path: Path) -> None:
    package = tmp_path / "games"
    package.mkdir()
    sources = {
        "registry": "from games import beta, alpha\nfrom games.gamma import Game\n",
        "alpha": "from games.gamma import (\n    X,\n)\nimport random\n",
        "beta": "from games import (\n    gamma,  # the types\n    delta,\n)\n",
        "gamma": "def f() -> None:\n    from games.delta import Y\n",
        "delta": "import json\n",
        "unused": "from games import alpha\n",
    }
    for name, text in sources.items():
        (package / f"{name}.py").write_text(text)
    assert _compiled.engines(package) == ("alpha", "beta")
    assert [_compiled.depends(name, package) for name in ("alpha", "beta", "delta")] == [
        ("delta", "gamma"),
        ("delta", "gamma"),
        (),
    ]
