"""Pikkutikki: the tests' own fourth game, its engine and its pack, kept out of the site.

It is written against the documented contract alone (``docs/DEVELOPING.md``,
"Adding a game"): the engine in ``engine.py`` (no Django), the pack's data and
presenter in the other modules, its templates under ``templates/`` and its
Finnish in ``locale/``. The test settings install this package as an app before
the site's (``sika_site/settings_test.py``): ``apps.py`` registers the engine
(``games.register_game``) and the pack (``tutorials.packs.register_pack``), so
every test that loops over the registries runs it beside the three games.
"""
