"""The end of a game in play: the places, the costliest choice, and the ways on.

The costliest choice (``tutorials.play.costly`` weighs it) is named by the turn it
was made on and shown with the table as its chooser saw it; where there is none,
the page says why. A game in which nobody at the device had a real choice says
so. "Play again" deals anew with the same rules, level and people; "Change the
settings" opens the start form filled in with them. Every way into the replay of
the finished game, where every hand is face up, is a POST that closes the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from urllib.parse import urlencode

from django.urls import reverse
from django.utils.text import capfirst

from games.core import Game, Rules
from games.options import rules_to_dict
from tutorials import advice
from tutorials.any_game import url_value
from tutorials.game_words import LEVEL_NAMES, level_of
from tutorials.packs.base import GamePack
from tutorials.play import costly
from tutorials.play import setup as setups
from tutorials.play.replaying import Replay, replay
from tutorials.words import names_list, place_name

# Why a game's end names no costliest choice.
NO_CHOICE = "no_choice"  # nobody at the device had a real choice
USUAL = "usual"  # every choice was the one the computer's own strategy makes
NONE_LOST = "none_lost"  # the choices weighed gave nothing away


def end_context(
    pack: GamePack,
    game: Game,
    done: Replay,
    token: str,
    names: Sequence[str],
    seat: int | None,
    weighing: int = 0,
    fits: bool = True,
) -> dict[str, object]:
    """What the end of ``done`` shows; ``seat``: whose page (None: nobody's, at a shared
    device); ``weighing``: the page's attempt at weighing the costliest choice, asked
    again with the "show what fits" switch (``fits``) kept."""
    setup = done.setup
    outcome = done.state.outcome
    context: dict[str, object] = {
        "places": [
            (
                capfirst(place_name(number)),
                names_list([names[q] for q in group]),
                set(group) <= set(outcome.losers),
            )
            for number, group in enumerate(outcome.places, start=1)
        ]
        if outcome is not None
        else [],
        "replay_url": reverse(pack.url_name("play_replay")),
        # Nobody at the device had a real choice: the deal decided everything.
        "no_choice": not done.choices,
        **again_urls(pack, game, setup),
        **costliest(pack, game, done, token, names, seat, weighing, fits),
    }
    if game.series and outcome is not None:
        # The next game of a series starts from its deal: the card exchange is told first.
        following = setups.next_setup(game, setup, outcome.places)
        query = urlencode({"t": setups.game_token(pack.slug, game, following, ())})
        context["next_game_url"] = f"{reverse(pack.url_name('play'))}?{query}"
    return context


def costliest(
    pack: GamePack,
    game: Game,
    done: Replay,
    token: str,
    names: Sequence[str],
    seat: int | None,
    weighing: int = 0,
    fits: bool = True,
) -> dict[str, object]:
    """The costliest choice, the turn it was made on and the table its chooser saw then; or
    why there is none (``costly_none``); while decisions are left to weigh, the address
    that asks again (``costly_url``)."""
    presenter = pack.presenter
    setup = done.setup
    found = costly.costliest(
        game,
        setup,
        done.choices,
        presenter.move_words,
        lambda step: str(step),  # the page links the step with a form of its own
        # A searching computer player's recorded choices: no search is made again.
        done.searched,
        names,
        presenter.aim,
        weighing,
    )
    if isinstance(found, costly.Pending):
        # The decisions left are weighed when the page is asked again (htmx: at once).
        query = {"t": token, "weighing": str(found.attempt), **({} if fits else {"fits": "0"})}
        again = f"{reverse(pack.url_name('play'))}?{urlencode(query)}"
        return {"costly": found, "costly_url": again}
    if found is None:
        usual = LEVEL_NAMES[level_of(advice.ROLLOUT)]
        return {"costly": None, "costly_none": _why_none(game, done), "usual_level": usual}
    # The table at the decision itself: the game replayed up to the choice (a decision
    # made for the visitor or drawn cards before it in the same turn included).
    at = replay(
        game,
        setup,
        done.choices[: found.index],
        computer=done.searched[: found.asked],
        narrate=False,
        searches=0,
    )
    table = game.table(at.state)
    # At a shared device the end is everybody's page: no hand is shown.
    viewer = -1 if seat is None else seat
    return {
        "costly": found,
        "costly_turn": at.state.turns,
        "costly_table": presenter.seen_table(table, names, setup.rules, viewer),
        "costly_step": found.step,
    }


def _why_none(game: Game, done: Replay) -> str:
    if not done.choices:
        return NO_CHOICE
    found, _fresh = costly.candidates(game, done.setup, done.choices, done.searched)
    return NONE_LOST if found else USUAL


def again_urls(pack: GamePack, game: Game, setup: setups.Setup) -> dict[str, str]:
    """ "Play again" (a new deal at once) and "Change the settings" (the start form filled
    in): the same rules, level and people."""
    query = {"players": str(setup.players), "policy": setup.policy}
    query |= _rules_query(game, setup.rules)
    if len(setup.humans) > 1:
        query["people"] = str(len(setup.humans))
        query |= {f"name_{n}": name for n, name in enumerate(setup.names, start=1) if name}
    if not setup.auto:
        query["every"] = "on"
    start = reverse(pack.url_name("play"))
    return {
        "again_url": f"{start}?{urlencode({**query, 'start': '1'})}",
        "settings_url": f"{start}?{urlencode(query)}",
    }


def _rules_query(game: Game, rules: Rules) -> dict[str, str]:
    """The start form's fields for ``rules``: a preset they are, else the default preset and
    the options that differ from it (as a house-rules checklist sends them)."""
    chosen = rules_to_dict(game.options, rules)
    chosen.pop("max_turns", None)  # the site's own cap, not a rule anyone chose
    for preset in game.presets:
        base = rules_to_dict(game.options, game.make_rules(preset, None))
        base.pop("max_turns", None)
        if base == chosen:
            return {"preset": preset}
    base = rules_to_dict(game.options, game.make_rules(game.default_preset, None))
    differ = {k: url_value(v) for k, v in chosen.items() if base.get(k) != v}
    return {"preset": game.default_preset, **differ}
