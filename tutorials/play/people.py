"""The people at one device (pass-and-play): their names, and whose page a position is.

When more than one person plays, each decision's page belongs to the person
deciding: it shows their hand only and calls them "you" (``Seats``). Between two
different people's turns comes a hand-over page that shows no hand at all. The
names the people typed are theirs; a person who typed none is "Player 2"; the
computer players keep their own names, any a person took left out.
"""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.translation import pgettext

from tutorials.play.replaying import Replay
from tutorials.play.setup import Setup
from tutorials.play.state import decider
from tutorials.presenter import COMPUTER_NAMES, MORE_NAMES, Presenter, Seats


def person_name(setup: Setup, seat: int) -> str:
    """The name of the person in ``seat``: as typed, else "Player 2" by their turn order."""
    number = setup.humans.index(seat)
    typed = setup.names[number] if number < len(setup.names) else ""
    # Translators: a person at the device who typed no name: "Pelaaja 2".
    return typed or pgettext("player name", "Player %(number)d") % {"number": number + 1}


def seat_names(presenter: Presenter, setup: Setup, viewer: int | None) -> Sequence[str]:
    """The seat names of the page of the person in ``viewer`` ("you" there); None: a page
    of nobody in particular (the end of a pass-and-play game), every seat by its name."""
    if len(setup.humans) == 1:
        return presenter.names(setup.players)
    people = {seat: person_name(setup, seat) for seat in setup.humans}
    taken = {name.casefold() for name in people.values()}
    free = iter([n for n in (*COMPUTER_NAMES, *MORE_NAMES) if n.casefold() not in taken])
    names = [people[q] if q in people else next(free) for q in range(setup.players)]
    if viewer is None:
        return tuple(names)
    # Translators: the visitor's seat in the table's list of players (Finnish: Sinä).
    names[viewer] = pgettext("player name", "You")
    return Seats(names, viewer)


def shared(setup: Setup) -> bool:
    """Whether several people play at this device."""
    return len(setup.humans) > 1


def deciding(replay: Replay) -> int | None:
    """The person whose decision the position waits for; None once the game is over, or
    while the computer players play on (``replay.paused``)."""
    return None if replay.state.over or replay.paused else decider(replay.state)


def handing_over(replay: Replay) -> bool:
    """Whether the device passes to another person before this position is shown: in a
    shared game, at its first decision or when the last choice was someone else's."""
    person = deciding(replay)
    if not shared(replay.setup) or person is None:
        return False
    return not replay.deciders or replay.deciders[-1] != person


def last_chooser(replay: Replay) -> int | None:
    """Whose choice an undo would take back (None: nothing to take back)."""
    return replay.deciders[-1] if replay.deciders else None
