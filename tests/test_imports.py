"""The house: no import circles, and no import that runs up to a higher floor.

Every ``import`` of games/, tutorials/ and sika_site/ is read with ``ast`` --
at the top of a module, inside a function, under ``TYPE_CHECKING`` alike --
and tied to the project module it names. The floors are written once, here
and in docs/DEVELOPING.md ("The house").
"""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("games", "tutorials", "sika_site")

# The floors from the ground up; a module may import its own floor and those below.
# A module is on the floor of the longest name listed that it is or lies under, so a
# new module of tutorials/ is a feature until it is listed elsewhere.
FLOORS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("engine", ("games",)),
    (
        "shared",
        (
            "tutorials.errors",
            "tutorials.models",
            "tutorials.client",
            "tutorials.release",
            "tutorials.words",
            "tutorials.cards",
        ),
    ),
    ("features", ("tutorials",)),
    ("packs", ("tutorials.packs",)),
    # The management commands are entry points, as pages are: one may walk every pack.
    ("pages", ("tutorials.views", "tutorials.showcase", "tutorials.management")),
    ("site", ("tutorials.urls", "tutorials.templatetags")),
    ("project", ("sika_site",)),
)


def _modules(root: Path) -> dict[str, Path]:
    """Each module's dotted name -> its file."""
    modules = {}
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return modules


def _deepest(name: str, modules: dict[str, Path]) -> str | None:
    """The project module ``import name`` runs: the longest part of it that is one."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def _targets(node: ast.Import | ast.ImportFrom, modules: dict[str, Path]) -> set[str]:
    """The project modules one import statement names."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        assert node.level == 0, f"line {node.lineno}: a relative import; write the whole name"
        base = node.module or ""
        # ``from package import module`` names the module; ``from module import name``, the module.
        names = [
            f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
            for alias in node.names
        ]
    return {target for name in names if (target := _deepest(name, modules)) is not None}


def import_graph(root: Path = ROOT) -> dict[str, set[str]]:
    """Each project module -> the project modules it imports."""
    modules = _modules(root)
    return {
        module: {
            target
            for node in ast.walk(ast.parse(path.read_text(), str(path)))
            if isinstance(node, ast.Import | ast.ImportFrom)
            for target in _targets(node, modules)
            if target != module
        }
        for module, path in modules.items()
    }


def floor_of(module: str) -> int:
    matches = [
        (len(prefix), index)
        for index, (_name, prefixes) in enumerate(FLOORS)
        for prefix in prefixes
        if module == prefix or module.startswith(prefix + ".")
    ]
    assert matches, f"{module} is on no floor: add it to FLOORS"
    return max(matches)[1]


def circles(graph: dict[str, set[str]]) -> set[frozenset[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: set[frozenset[str]] = set()

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for target in sorted(graph.get(module, ())):
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in on_stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            group = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.add(member)
                if member == module:
                    break
            if len(group) > 1:
                found.add(frozenset(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


# ---------------------------------------------------------------------------
# The reader and the checks themselves


MADE_UP = {
    "games/__init__.py": "",
    "games/core.py": "import games.cards\n",
    "games/cards.py": "def parse():\n    from games import core\n",  # in a function
    "tutorials/__init__.py": "",
    "tutorials/views/__init__.py": "from tutorials.views.core import home\n",
    "tutorials/views/core.py": (
        "from typing import TYPE_CHECKING\n"
        "from django.http import HttpResponse\n"  # not the project's: left out
        "if TYPE_CHECKING:\n    from tutorials.words import Text\n"
    ),
    "tutorials/words.py": "import games.cards as cards\n",
    "sika_site/__init__.py": "",
    "sika_site/urls.py": "from tutorials import views\nfrom tutorials.views import core, home\n",
}


def test_import_graph_reads_every_kind_of_import(tmp_path: Path) -> None:
    for name, text in MADE_UP.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    assert import_graph(tmp_path) == {
        "games": set(),
        "games.core": {"games.cards"},
        "games.cards": {"games.core"},
        "tutorials": set(),
        "tutorials.views": {"tutorials.views.core"},
        "tutorials.views.core": {"tutorials.words"},
        "tutorials.words": {"games.cards"},
        "sika_site": set(),
        "sika_site.urls": {"tutorials.views", "tutorials.views.core"},
    }


def test_circles_found_in_a_made_up_graph() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a", "e"}, "e": {"d"}, "f": {"f"}}
    assert circles(graph) == {frozenset({"a", "b", "c"}), frozenset({"d", "e"})}


FLOOR_SAMPLES = (
    "games.sika",
    "tutorials.words",
    "tutorials.stats",
    "tutorials.packs.sika.pack",
    "tutorials.views.quiz",
    "tutorials.urls",
    "sika_site.urls",
)


def test_floor_of_longest_listed_name() -> None:
    assert [floor_of(module) for module in FLOOR_SAMPLES] == [0, 1, 2, 3, 4, 5, 6]


def test_imports_no_circles() -> None:
    found = circles(import_graph())
    assert found == set(), "import circles"


def test_imports_none_runs_up_a_floor() -> None:
    graph = import_graph()
    upward = [
        f"{module} -> {target}"
        for module, targets in sorted(graph.items())
        for target in sorted(targets)
        if floor_of(target) > floor_of(module)
    ]
    assert upward == []


# ---------------------------------------------------------------------------
# The house as docs/DEVELOPING.md draws it


def house(root: Path = ROOT) -> str:
    """The floors from the top down, each with what it holds and the floors below it that
    its modules import, then the count of circles and of imports that run up a floor.
    ``python -m tests.test_imports`` prints it; the developers' notes show the same."""
    graph = import_graph(root)
    lines = []
    for number in reversed(range(len(FLOORS))):
        name, prefixes = FLOORS[number]
        below = sorted(
            {
                floor_of(target)
                for module, targets in graph.items()
                if floor_of(module) == number
                for target in targets
                if floor_of(target) < number
            },
            reverse=True,
        )
        uses = ", ".join(FLOORS[floor][0] for floor in below) or "-"
        lines.append(f"{number + 1}. {name:<9} {', '.join(prefixes)}")
        lines.append(f"   {'':<9} imports: {uses}")
    up = sum(1 for m, ts in graph.items() for t in ts if floor_of(t) > floor_of(m))
    lines.append(f"circles: {len(circles(graph))}, imports up a floor: {up}")
    return "\n".join(lines) + "\n"


def test_house_in_the_developers_notes_is_the_one_the_imports_build() -> None:
    doc = (ROOT / "docs" / "DEVELOPING.md").read_text(encoding="utf-8")
    drawn = doc.split("<!-- house -->\n```\n", 1)[1].split("```", 1)[0]
    assert drawn == house()


if __name__ == "__main__":
    print(house(), end="")
