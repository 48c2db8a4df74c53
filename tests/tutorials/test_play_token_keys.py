"""A game's address sealed with an old key still opens while that key is a fallback
(docs/deploy.md: rotating SECRET_KEY keeps the games in play), and not after."""

import pytest
from django.test import Client
from pytest_django.fixtures import Settings

from games.registry import find_game
from tutorials import play

pytestmark = pytest.mark.django_db

OLD = "old-key-of-the-site-before-rotation-8c2e1a6f4d3b9e7a5c1f0d2b4a6e8c0f"
NEW = "new-key-of-the-site-after-the-rotation-1f3e5d7c9b2a4f6e8d0c1b3a5e7d9f2b"
GAME = find_game("sika")
SETUP = play.Setup(GAME.make_rules("perussika", None), 3, 0, "heuristic")


def _sealed_with_the_old_key(settings: Settings) -> str:
    settings.SECRET_KEY = OLD
    settings.SECRET_KEY_FALLBACKS = []
    return play.game_token("sika", GAME, SETUP, ())


def test_token_sealed_with_a_fallback_key_opens_after_rotation(
    settings: Settings,
) -> None:
    token = _sealed_with_the_old_key(settings)
    settings.SECRET_KEY = NEW
    settings.SECRET_KEY_FALLBACKS = [OLD]
    assert play.read_token("sika", GAME, token) == (SETUP, play.Moves())
    assert Client().get("/en/sika/pelaa/", {"t": token}).status_code == 200


def test_token_sealed_with_a_dropped_key_is_refused(settings: Settings) -> None:
    token = _sealed_with_the_old_key(settings)
    settings.SECRET_KEY = NEW
    settings.SECRET_KEY_FALLBACKS = []
    assert Client().get("/en/sika/pelaa/", {"t": token}).status_code == 400
