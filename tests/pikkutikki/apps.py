"""The fourth game as the test settings install it: its engine and pack registered at start."""

from pathlib import Path

from django.apps import AppConfig

CATALOG = Path(__file__).resolve().parent / "locale" / "fi" / "LC_MESSAGES" / "django.po"


def compile_catalog(po: Path = CATALOG) -> None:
    """The game's Finnish, compiled next to its catalog when the catalog is newer (the
    site's own are compiled by ``scripts/setup.sh``; ``.mo`` files are never committed)."""
    mo = po.with_suffix(".mo")
    if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
        return
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as source:
        catalog = read_po(source, locale="fi")
    partial = mo.with_suffix(f".{id(catalog)}.tmp")
    with partial.open("wb") as target:
        write_mo(target, catalog)
    partial.replace(mo)  # at once: another test process may be reading it


class PikkutikkiConfig(AppConfig):
    name = "tests.pikkutikki"
    label = "pikkutikki"

    def ready(self) -> None:
        import games
        from tests.pikkutikki import engine
        from tutorials.packs import register_pack

        compile_catalog()
        games.register_game(engine.GAME)  # first: the pack's checklist reads the engine
        from tests.pikkutikki.pack import PACK

        register_pack(PACK)
