"""The web process's start (sika_site.warm)."""

import gc
import sys

from sika_site.warm import warm


def test_warm_imports_the_views_and_freezes_the_heap() -> None:
    """After ``warm`` the play views' module is imported and objects are frozen."""
    try:
        warm()
        frozen = gc.get_freeze_count()
    finally:
        gc.unfreeze()
    assert ("tutorials.views.play" in sys.modules, frozen > 0) == (True, True)
