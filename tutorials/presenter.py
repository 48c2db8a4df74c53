"""How a game looks and sounds on the site: the one class a game's pack subclasses.

A ``Presenter`` turns the engine's events and tables into what a page shows:
one step of a worked example (a sentence and the table picture), the table
one player sees in "play a game", the turns since the visitor's last move in
words, the goal of a decision, a hint, a refused move in words and the words
of each option. The machinery shared by every game lives here (seat names,
hiding other hands, grouping events into turns, the shape of a hint and of a
refusal); a game's subclass, in ``tutorials/packs/<slug>/presenter.py``, fills
in what differs:

- ``game``, ``table_template``: the engine's descriptor and the template drawing
  ``table()``'s view;
- ``table()``, ``step()``, ``narrate()``, ``deal()``: the picture and the words;
- ``goal()``, ``why()``, ``refused()``: a decision's words (``hint_section()``: the rules
  a hint links);
- optionally ``secret()`` (an event told without the card it hides), ``turn()``
  and ``turn_start`` (how events group into turns), ``option_words()``,
  ``reveal_at_end``, ``laid()`` (the cards an event puts face up on the table, which
  play shows moving there) and ``made_for_words()`` (a move made for the visitor).

Every method gets the seat names and the rules it needs: a presenter holds no
state, so one instance serves every request. In "play a game" the names are
``Seats``, which know the visitor's seat: a pack's narration asks its ``Scene``
(``scene.you(player)``, ``scene.name(player, case)``) and speaks to the visitor
in the second person ("You draw…", "Liisa gives you…"); a worked example's plain
names have no visitor, so every player is told in the third person.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Generic

from django.utils.text import capfirst
from django.utils.translation import gettext, pgettext
from django.utils.translation import gettext_lazy as _
from typing_extensions import TypeVar

from games.core import Action, Game, GameState, IllegalMoveError, Rules, Table
from tutorials import advice
from tutorials.advice import Weighed
from tutorials.cards import CardView
from tutorials.stepper import Capture, Presented
from tutorials.words import NameCase, card_name, cards_list, names_list, player_name

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str

# The computer players in "play a game"; the visitor sits in seat 0.
COMPUTER_NAMES = ("Aino", "Eero", "Liisa", "Onni", "Helmi", "Väinö", "Kerttu")
# Names for the seats beyond them: a referee's two-deck table of up to 16, and computer
# players when the people at one device took some of ``COMPUTER_NAMES``.
MORE_NAMES = ("Eetu", "Anni", "Sami", "Kaisu", "Veeti", "Jussi", "Matti", "Pekka")

# Refusals every engine makes with the same reason code (its turn and game-over checks).
COMMON_REFUSALS: dict[str, StrOrPromise] = {
    "game_over": _("The game is over: no more cards are played."),
    "no_decision": _("Nobody has a choice to make right now: the game goes on by itself."),
    "not_your_turn": _("It is not your turn."),
    "not_in_hand": _("That card is not in your hand."),
}


@dataclass(frozen=True)
class Seat:
    """One player at a table's picture; a game's ``SeatView`` adds what its table shows."""

    name: str
    hand: tuple[CardView, ...] | None  # None: face down, only ``count`` is shown
    count: int
    place: int | None  # finishing place once out of the game
    to_move: bool


class Seats(tuple[str, ...]):
    """The seat names of a game the visitor plays: ``visitor`` is their seat, whom the
    narration calls "you"."""

    visitor: int

    def __new__(cls, names: Sequence[str], visitor: int = 0) -> Seats:
        seats = super().__new__(cls, names)
        seats.visitor = visitor
        return seats


def visitor_of(names: Sequence[str]) -> int | None:
    """The visitor's seat among ``names``; None: a worked example, nobody is "you"."""
    return names.visitor if isinstance(names, Seats) else None


def you_first(players: Sequence[int], names: Sequence[str]) -> list[int]:
    """``players`` in their order, the visitor (if among them) first: "sinä ja Aino"."""
    you = visitor_of(names)
    return sorted(players, key=lambda q: q != you)


def named(names: Sequence[str], player: int, case: NameCase = NameCase.NOMINATIVE) -> str:
    """``player``'s name in ``case`` (``Liisalle``), or the visitor as "you" (``sinulle``)."""
    return player_name(names[player], case, you=visitor_of(names) == player)


RulesT = TypeVar("RulesT")


@dataclass(frozen=True)
class Scene(Generic[RulesT]):
    """What a sentence needs besides the event: who plays, and by which rules.

    A pack's narration names its own: ``Scene = presenter.Scene[<engine>.Rules]``;
    built from ``Seats``, it knows the visitor (``visitor``)."""

    names: Sequence[str]
    rules: RulesT

    @property
    def visitor(self) -> int | None:
        return visitor_of(self.names)

    def you(self, player: int) -> bool:
        """Whether ``player`` is the visitor: their sentence is the second-person one."""
        return self.visitor == player

    def say(self, player: int, you: str, other: str) -> str:
        """The sentence about ``player``: ``you`` ("You draw…") for the visitor, else
        ``other`` ("%(player)s draws…")."""
        return you if self.you(player) else other

    def who(self, player: int) -> str:
        return self.names[player]

    def name(self, player: int, case: NameCase) -> str:
        return named(self.names, player, case)

    def group(self, players: Sequence[int]) -> str:
        return names_list([named(self.names, q) for q in players])


@dataclass(frozen=True)
class Turn:
    """One turn (or a moment between turns) in words."""

    summary: str  # one sentence: "Eero drew three cards and played the queen of clubs."
    steps: tuple[str, ...]  # every event of it, as the worked examples tell them
    player: int | None = None  # whose turn (None: between turns)
    laid: tuple[CardView, ...] = ()  # the cards it put face up on the table


@dataclass(frozen=True)
class MadeFor:
    """Not an engine event: the move the site made for the visitor among the events of play,
    because all their moves were alike (``tutorials.play.setup.made_for``)."""

    player: int
    action: Action


@dataclass(frozen=True)
class Told:
    """The turns a play page tells: the deal (if told), the last turns, and how many
    turns before them are left untold (the replay of a finished game tells every one)."""

    deal: str | None
    turns: list[Turn]
    earlier: int


@dataclass(frozen=True)
class Heard:
    """One event of a turn with the table after it, and its sentence as the visitor hears it."""

    event: object
    table: object
    sentence: str


@dataclass(frozen=True)
class Hint:
    """The strongest computer player's move, the words and value of its button (so the hint
    names its cards and marks the button), why in words, and the rules section to read."""

    action: Action
    move: str  # the button's words: "Six of clubs"
    why: str  # what the search found ("With this you lose least often: …"), then the tip
    choice: str = ""  # the button's value (``Game.option_text``): the button to mark
    section: str | None = None  # the rules anchor (``GamePack.section_url`` links it)
    weighed: Weighed | None = None  # every move's values (None: the engine has no search)


# The types of the game a presenter tells: its rules, state, table and event. A pack's
# presenter names its own engine's four (docs/DEVELOPING.md shows one); generic code
# that takes "a presenter" gets the protocols.
R = TypeVar("R", bound=Rules, default=Rules)
S = TypeVar("S", bound=GameState, default=GameState)
T = TypeVar("T", bound=Table, default=Table)
E = TypeVar("E", default=object)


class Presenter(Generic[R, S, T, E]):
    """A game's words and pictures. Subclass once per game; see the module's docstring."""

    game: Game[R, S, T, E]  # the engine's descriptor (a class attribute of the subclass)
    table_template: ClassVar[str]  # draws ``table()``'s view: "tutorials/<slug>/table.html"
    # The engine's event that opens a turn; None: every event is a turn of its own.
    turn_start: ClassVar[type | None] = None
    # The engine's events that tell what followed a move, not a move (a player going out,
    # a trick falling, a turn's end, the game's end): the "to move" tag after one is on
    # whoever moves next (``tutorials.tags``).
    aftermath: ClassVar[tuple[type, ...]] = ()
    # Every hand face up once the game is over (in the end's picture).
    reveal_at_end: ClassVar[bool] = False
    # What a hint's figures speak of first: going out first (``advice.FIRST``) or not
    # losing (``advice.SAFE``: a game where only the loser counts).
    aim: ClassVar[str] = advice.FIRST
    # The button that plays the cards chosen from the hand, where a move may be several.
    play_chosen: ClassVar[StrOrPromise] = _("Play the chosen cards")

    # -- the table --------------------------------------------------------

    # A pack whose table view or step picture takes just these arguments names its
    # function: ``table = staticmethod(table_view)``, ``step = staticmethod(present_step)``.

    def table(
        self, table: T, names: Sequence[str], rules: R, *, only_hand_of: int | None = None
    ) -> object:
        """The picture of the engine's ``table`` for ``table_template``: every hand face up,
        or with ``only_hand_of`` only that seat's (an empty hand hides nothing)."""
        raise NotImplementedError

    def step(self, shot: Capture[T, E], names: Sequence[str], rules: R) -> Presented:
        """One step of a worked example or any game: what happened, and the table after it."""
        raise NotImplementedError

    def actor(self, event: object) -> int | None:
        """Who acts in ``event``; None for an event of ``aftermath``. The "to move" tag of
        the step before a move is on its actor (``tutorials.tags.movers``)."""
        if isinstance(event, self.aftermath):
            return None
        player = getattr(event, "player", None)
        return player if isinstance(player, int) else None

    def joins(self, event: object) -> int:
        """Whether a stepper tells ``event`` with a neighbouring step rather than on a step
        of its own: 1 with the next (a turn marker: "Turn 17: Onni."), -1 with the one
        before (a turn's end that says nothing more), 0 on its own."""
        return 1 if self.turn_start is not None and isinstance(event, self.turn_start) else 0

    def heading(self, event: object) -> str | None:
        """What an event told with the next step says before that step's sentence ("Turn
        17:"); None: its own sentence."""
        return None

    def seen_table(self, table: T, names: Sequence[str], rules: R, seat: int) -> object:
        """The table as the player in ``seat`` sees it: only their own hand face up."""
        over = self.reveal_at_end and table.outcome is not None
        return self.table(table, names, rules, only_hand_of=None if over else seat)

    # -- the turns in words -----------------------------------------------

    def names(self, players: int) -> Seats:
        """Seat names: the visitor first, then the computer players."""
        # Translators: the visitor's seat in the table's list of players in "play a game"
        # (Finnish: Sinä); the narration speaks to them in the second person.
        others = (*COMPUTER_NAMES, *MORE_NAMES)[: players - 1]
        return Seats((pgettext("player name", "You"), *others))

    def narrate(self, event: E, names: Sequence[str], rules: R, table: T) -> str:
        """One sentence for ``event``; ``table`` is the engine's table just after it.

        An event says what its rule decided, so no sentence needs the events around it."""
        raise NotImplementedError

    def deal(
        self, events: Sequence[tuple[E | MadeFor, T]], names: Sequence[str], rules: R, seat: int
    ) -> str:
        """The sentence for the deal, before the first of a game's ``events`` (the visitor
        in ``seat``)."""
        raise NotImplementedError

    def secret(self, event: E, names: Sequence[str], rules: R, seat: int) -> str | None:
        """``event`` told to the player in ``seat`` without a card they do not see (a card
        going face down into another hand); None: the event hides nothing from them."""
        return None

    def turn(
        self,
        player: int | None,
        heard: Sequence[Heard],
        names: Sequence[str],
        rules: R,
        seat: int,
    ) -> list[Turn]:
        """One turn of ``player`` (None: events before the first turn) in words: by default
        its first sentence sums it up and the others are its steps."""
        sentences = [h.sentence for h in heard if h.sentence]
        return [Turn(sentences[0], tuple(sentences[1:]))] if sentences else []

    def turns(
        self,
        events: Sequence[tuple[E | MadeFor, T]],
        names: Sequence[str],
        rules: R,
        seat: int,
        from_deal: bool,
    ) -> list[Turn]:
        """The events since the visitor's last choice (each with the table after it), turn
        by turn; never naming a card another player holds face down."""
        told = self.recent(events, (), names, rules, seat, from_deal, None)
        return ([Turn(told.deal, ())] if told.deal else []) + told.turns

    def recent(
        self,
        events: Sequence[tuple[E | MadeFor, T]],
        earlier: Sequence[object],
        names: Sequence[str],
        rules: R,
        seat: int,
        from_deal: bool,
        cap: int | None,
    ) -> Told:
        """The last turns of ``events`` in words, at most ``cap`` lines (None: all), and how
        many turns came before them: those cut off here and those of ``earlier`` (the events
        before ``events``, untold). Only the lines shown are narrated."""
        # The turns begun in ``earlier``, and the one it begins with (the visitor's own
        # move or the deal) if no event of it starts a turn.
        folded = sum(1 for event in earlier if self._starts_turn(event))
        if earlier and not self._starts_turn(earlier[0]):
            folded += 1
        # Without the deal, the first events finish the visitor's own turn, after their
        # choice; after ``earlier`` they finish a turn counted there: they are not told.
        groups: list[tuple[int | None, list[tuple[E | MadeFor, T]]]] = []
        if earlier:
            first = next((i for i, (e, _) in enumerate(events) if self._starts_turn(e)), None)
            events = events[len(events) if first is None else first :]
        else:
            groups.append((None if from_deal else seat, []))
        for event, table in events:
            if self._starts_turn(event):
                groups.append((getattr(event, "player", None), []))
            groups[-1][1].append((event, table))
        told: list[Turn] = []
        while groups:
            said = self._told(*groups[-1], names, rules, seat)
            if cap is not None and len(told) + len(said) > cap:
                break
            told[:0] = said
            groups.pop()
        folded += sum(1 for _, group in groups if group)
        deal = None
        if from_deal and not earlier and not groups and events:
            deal = self.deal(events, names, rules, seat)
        return Told(deal, told, folded)

    def told(
        self, events: Sequence[tuple[E | MadeFor, T]], names: Sequence[str], rules: R, seat: int
    ) -> list[Turn]:
        """``events`` (each with the table after it) turn by turn in words, as the player in
        ``seat`` hears them; the first ones may finish a turn of ``seat`` begun before them."""
        groups: list[tuple[int | None, list[tuple[E | MadeFor, T]]]] = [(seat, [])]
        for event, table in events:
            if self._starts_turn(event):
                groups.append((getattr(event, "player", None), []))
            groups[-1][1].append((event, table))
        return [
            turn
            for player, group in groups
            if group
            for turn in self._told(player, group, names, rules, seat)
        ]

    def starts_turn(self, event: object) -> bool:
        """Whether ``event`` opens a turn (``turn_start``; None: every event does)."""
        return self._starts_turn(event)

    def _starts_turn(self, event: object) -> bool:
        if isinstance(event, MadeFor):
            return False
        return self.turn_start is None or isinstance(event, self.turn_start)

    def _told(
        self,
        player: int | None,
        group: Sequence[tuple[E | MadeFor, T]],
        names: Sequence[str],
        rules: R,
        seat: int,
    ) -> list[Turn]:
        heard = []
        made: list[str] = []
        laid: list[int] = []
        for event, table in group:
            if isinstance(event, MadeFor):
                # Said only to the visitor: to anyone else it would tell their cards' suits.
                if event.player == seat:
                    made.append(capfirst(self.made_for_words(event.action)))
                continue
            laid += self.laid(event)
            sentence = self.secret(event, names, rules, seat)
            if sentence is None:
                sentence = self.narrate(event, names, rules, table)
            heard.append(Heard(event, table, sentence))
        turns = self.turn(player, heard, names, rules, seat)
        if turns:
            first = turns[0]
            summary = " ".join([first.summary, *made])
            cards = tuple(CardView(card, deck=self.game.deck) for card in laid)
            turns[0] = Turn(summary, first.steps, player, cards)
        return turns

    def laid(self, event: E) -> tuple[int, ...]:
        """The cards ``event`` puts face up on the table (play shows them moving there)."""
        return ()

    def made_for_words(self, action: Action) -> str:
        """A sentence after the turn in which the site made the visitor's move ``action``
        for them, since every move they had was alike."""
        return gettext("All your moves were equally good here, so one was made for you.")

    # -- a decision -------------------------------------------------------

    def goal(self, state: S) -> str:
        """One sentence: what the player deciding is to do now, and what to weigh."""
        raise NotImplementedError

    def waiting(self, state: S, names: Sequence[str]) -> str:
        """While the computer players play on: who of them is deciding (a game whose
        decisions are not all the turn's own says what they decide)."""
        return gettext("The others are still playing: %(player)s is thinking.") % {
            "player": named(names, _decider(state))
        }

    def question(self, state: S) -> str | None:
        """The question ``goal()`` asks the player (its last sentence, if it is one): "try it"
        answers it after the move. None: the goal asks nothing."""
        found = re.search(r"[^.!?:]*\?\s*$", self.goal(state))
        return found.group(0).strip() if found else None

    def option_words(self, action: Action) -> str:
        """A button's words: pass, one card, or the cards played together."""
        if not action.cards:
            return gettext("Pass")
        if len(action.cards) == 1:
            return capfirst(card_name(action.cards[0]))
        # Translators: several cards played at once, on a button: "Together: A, B, C".
        return gettext("Together: %(cards)s") % {"cards": cards_list(action.cards)}

    def move_words(self, action: Action) -> str:
        """A move in running text, after "You chose:" (lower case): pass, one card, or the
        cards played together (``together``)."""
        if not action.cards:
            return pgettext("a move in running text, after a colon", "pass")
        if len(action.cards) == 1:
            return card_name(action.cards[0])
        return self.together(action.cards)

    def together(self, cards: Sequence[int]) -> str:
        """Several cards played at once, in running text (a game may name its combinations)."""
        # Translators: several cards played at once, in running text after a colon:
        # "three of spades and three of clubs together".
        return gettext("%(cards)s together") % {"cards": names_list([card_name(c) for c in cards])}

    def why(self, state: S, action: Action) -> str:
        """The game's own tip for ``action`` when it is Taitava's move (the engine's strategy,
        which these words explain): a sentence that need not name it."""
        raise NotImplementedError

    def hint_section(self, state: S, action: Action) -> str | None:
        """The rules section (its anchor) a hint of ``action`` here links; None: no link."""
        return None

    def hint(
        self,
        state: S,
        position: tuple[object, ...] | None = None,
        weighed: advice.Weighed | None = None,
    ) -> Hint:
        """The advice's move here (``tutorials.advice``: the decision's one weighing, kept
        under ``position`` if given; ``weighed`` if the caller has it), named as its
        button is, and why: what the search found, then the game's own tip if the
        engine's strategy plays it too."""
        if weighed is None:
            weighed = advice.weigh(self.game, state, position)
        # On a copy: a strategy may draw from the game's generator, which seeds the search.
        usual = self.game.policies[advice.ROLLOUT](state.copy())
        action = usual if weighed is None else weighed.best.action
        said = [] if weighed is None else [advice.finding(weighed, self.aim)]
        if action.cards == usual.cards:
            said.append(capfirst(self.why(state, action)))
        return Hint(
            action,
            self.option_words(action),
            " ".join(said),
            self.game.option_text(action.cards),
            self.hint_section(state, action),
            weighed,
        )

    def refused(self, error: IllegalMoveError) -> tuple[StrOrPromise, str | None] | None:
        """A refusal of this game in words and the rules anchor that says so (None: no
        anchor); None for the refusals every game shares."""
        return None

    def refusal(self, error: IllegalMoveError) -> tuple[str, str | None]:
        """Why the engine refused a move, in words, and the anchor of the rules section that
        says so (None: no section; ``GamePack.section_url`` makes it a link)."""
        said = self.refused(error)
        if said is None:
            words = COMMON_REFUSALS.get(str(error.reason), _("That move is not possible now."))
            said = (words, None)
        return capfirst(str(said[0])), said[1]


def _decider(state: GameState) -> int:
    decision = state.decision
    assert decision is not None, "the others are playing: one of them decides"
    return decision.player
