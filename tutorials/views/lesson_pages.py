"""A lesson step's page: the position, its controls, and what each control leads to.

Every outcome is worked out when the page is made and written into it, hidden:
``lessons.js`` opens the one a tap chooses, so a step works offline from the copy
"save for offline" kept; without JavaScript a tap asks the server for the same page
with that outcome open. The tables shown (before the move, after what it caused)
come from ``tutorials.lessons.playing.shown_table``.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.text import capfirst
from django.utils.translation import get_language, gettext

from games.core import Action, IllegalMoveError, Rules, Table
from games.registry import find_game
from tutorials import tags
from tutorials.cards import CardView
from tutorials.lessons import playing
from tutorials.lessons.format import SEAT, Do, Kind, Lesson, Predict, Spot, Watch
from tutorials.packs import PACKS
from tutorials.packs.base import GamePack
from tutorials.presenter import Turn
from tutorials.readings import Reading
from tutorials.views.play_pages import just_cards, options

MAX_LINES = 6  # the lines telling what a move caused


@dataclass(frozen=True)
class Control:
    """One thing to tap: a move, an answer or a card of a spot step."""

    value: str  # what it sends as ``m``
    words: str
    cards: tuple[CardView, ...]
    opens: str  # the key of the block it opens ("" : a spot step's card, checked together)
    dim: bool = False  # a move the rules refuse: a tap says why, costs nothing
    fits: bool = False  # a spot step's card that fits
    spoken: bool = False  # its words are shown beside its cards (a joker and its place)


@dataclass(frozen=True)
class Pick:
    """A spot step's card, told after a miss when it was picked wrong: ticked and not
    fitting (the engine's refusal says why), or fitting and left out."""

    value: str
    fits: bool
    words: str


@dataclass(frozen=True)
class Block:
    """What a control leads to: the verdict, what happened, why, the rule, the table."""

    key: str
    verdict: str  # "hit", "miss" or "refused"
    lines: tuple[str, ...]
    why: str
    link: tuple[str, str] | None  # (section title, address)
    table: object | None  # the pack's table view
    reading: Reading | None = None  # the reading the verdict relies on, marked as readings are
    picks: tuple[Pick, ...] = ()  # a spot step's miss: each card, said if it was picked wrong


@dataclass(frozen=True)
class StepPage:
    kind: str  # "do", "predict" or "spot"
    watch: bool
    heading: str
    explain: str
    prelude: tuple[str, ...]
    table: object  # the pack's table view
    shown: tuple[CardView, ...]
    shown_label: str
    controls: tuple[Control, ...]
    blocks: tuple[Block, ...]
    happened: Block | None  # a predict step: what the engine did, the same for every answer
    shown_key: str  # a worked step: the block shown open


def _lines(turns: Sequence[Turn], *, first_whole: bool = False) -> tuple[tuple[str, ...], bool]:
    """The turns in at most ``MAX_LINES`` lines, and whether they tell every turn: every
    event's sentence if they fit; else the first turn (the move's own) told event by event
    and each later one summed up; else (``first_whole``: a predict step asks about the
    first turn) that turn alone, event by event; else a sentence a turn. A turn the engine
    stopped in at once (one sentence) is told as it is: its summary would speak of a turn
    not yet played."""

    def told(turn: Turn) -> list[str]:
        return [s for s in (turn.steps or (turn.summary,)) if s]

    def brief(turn: Turn) -> list[str]:
        said = told(turn)
        return said if len(said) == 1 else [turn.summary]

    def joined(said: Sequence[list[str]]) -> list[str]:
        # A turn of one sentence that repeats a line of the turn just told (who left, how
        # the game ended: said again after a turn) is that line again, not a second event;
        # two events told alike are both kept.
        lines: list[str] = []
        previous: list[str] = []
        for turn, words in zip(turns, said, strict=True):
            if not turn.steps and len(words) == 1 and words[0] in previous:
                continue
            lines += words
            previous = words if turn.steps else []
        return lines

    if not turns:
        return (), True
    tries = (
        (joined([told(t) for t in turns]), True),
        (joined([told(turns[0]), *(brief(t) for t in turns[1:])]), True),
        (told(turns[0]) if first_whole else [], False),
        (joined([brief(t) for t in turns]), True),
    )
    for lines, every in tries:
        if lines and len(lines) <= MAX_LINES:
            return tuple(lines), every
    return tuple(joined([brief(t) for t in turns]))[:MAX_LINES], True


def _reading(pack: GamePack, key: str) -> Reading | None:
    return next((r for r in pack.readings if r.key == key), None) if key else None


def _section(pack: GamePack, anchor: str) -> tuple[str, str]:
    titles = {s.anchor: s.title for page in pack.pages for s in page.sections}
    return str(titles.get(anchor, pack.name)), pack.section_url(anchor)


class _Teller:
    """Events and tables in words and pictures for one step's players."""

    def __init__(self, pack: GamePack, players: int, rules: Rules) -> None:
        self.pack = pack
        self.names = pack.presenter.names(players)
        self.rules = rules

    def lines(self, events: playing.Shown) -> tuple[str, ...]:
        return self.tell(events, None)[0]

    def tell(
        self, events: playing.Shown, last: Table | None, *, first_whole: bool = False
    ) -> tuple[tuple[str, ...], object]:
        """``events`` in lines, and the table after the last event they tell: ``last``
        (the table once the engine stopped) when they tell every one."""
        presenter = self.pack.presenter
        turns = presenter.told(events, self.names, self.rules, SEAT)
        lines, every = _lines(turns, first_whole=first_whole)
        if every or not events or last is None:
            return lines, None if last is None else self.table(last)
        # Only the first turn is told: the table after its last event, the "to move" tag on
        # whoever acts next (the engine's table as that event was told may not know yet).
        starts = [i for i, (e, _) in enumerate(events) if i and presenter.starts_turn(e)]
        end = starts[0] if starts else len(events)
        after = tags.settle(events, last, presenter.actor)
        return lines, self.table(after[end - 1])

    def table(self, table: Table) -> object:
        return self.pack.presenter.seen_table(table, self.names, self.rules, SEAT)


def _do(
    pack: GamePack, lesson: Lesson, kind: Do, begun: playing.Begun, teller: _Teller
) -> tuple[list[Control], list[Block]]:
    game = find_game(pack.engine)
    presenter = pack.presenter
    moves = playing.moves(game, begun.state)
    legal = {tuple(sorted(a.cards)) for a in moves}
    # A card played only with something more (a joker and its place) has its buttons:
    # the card alone would be a button always refused.
    within = {c for a in moves if len(a.cards) > 1 for c in a.cards}
    refused = dict(playing.refused_cards(game, begun.state))
    controls: list[Control] = []
    blocks: list[Block] = []
    for i, option in enumerate(options(game, presenter, begun.state, SEAT)):
        cards = game.parse_choice(option.value.split())
        key = f"m{i}"
        if tuple(sorted(cards)) in legal:
            after = playing.play(game, lesson, kind, Action(SEAT, cards))
            hit = playing.reached(kind, after)
            shown = after.own + (() if hit else after.reply)
            lines, table = teller.tell(shown, after.shown if hit else after.replied)
            why = kind.goal.rule if hit else kind.goal.why
            blocks.append(
                Block(
                    key,
                    "hit" if hit else "miss",
                    lines,
                    str(why),
                    _section(pack, kind.goal.section),
                    table,
                    _reading(pack, kind.goal.reading),
                )
            )
            # Cards played together are drawn, every one. A move that says more than its
            # cards (a joker and the place it takes) is said in words beside the joker:
            # the joker alone would not tell the place.
            together = len(option.cards) == len(cards) and just_cards(game, cards)
            spoken = len(cards) > 1 and not together
            drawn = option.cards[:1] if spoken else option.cards
            controls.append(Control(option.value, option.words, drawn, key, spoken=spoken))
        else:
            error: IllegalMoveError | None = refused.get(cards[0]) if len(cards) == 1 else None
            # A lesson about what is allowed offers it still: the refusal is what it teaches.
            if error is None or (cards[0] in within and not kind.legality):
                continue
            words, anchor = presenter.refusal(error)
            link = _section(pack, anchor) if anchor else None
            blocks.append(Block(key, "refused", (), words, link, None))
            controls.append(
                Control(option.value, option.words, option.cards, key, dim=not kind.legality)
            )
    return controls, blocks


def _predict(
    pack: GamePack, lesson: Lesson, kind: Predict, begun: playing.Begun, teller: _Teller
) -> tuple[list[Control], list[Block], Block]:
    game = find_game(pack.engine)
    after = playing.play(game, lesson, kind, None)
    right = playing.answer(kind, after)
    question = kind.question
    said = str(question.words(right, teller.names))
    lines, table = teller.tell(after.own, after.shown, first_whole=True)
    happened = Block("happened", "said", lines, "", None, table)
    controls: list[Control] = []
    blocks: list[Block] = []
    for i, value in enumerate(playing.options(kind, begun)):
        key = f"a{i}"
        hit = value == right
        why = question.rule if hit or not question.why else question.why
        told = () if hit else (gettext("The right answer: %(answer)s.") % {"answer": said},)
        blocks.append(
            Block(
                key,
                "hit" if hit else "miss",
                told,
                str(why),
                _section(pack, question.section),
                None,
                _reading(pack, question.reading),
            )
        )
        controls.append(Control(str(i), str(question.words(value, teller.names)), (), key))
    return controls, blocks, happened


def _spot(pack: GamePack, kind: Spot, begun: playing.Begun) -> tuple[list[Control], list[Block]]:
    game = find_game(pack.engine)
    right = playing.fitting(begun.state)
    controls = [
        Control(
            game.deck.text(card),
            # The button's words of the card, as the play page says them (a second deck's
            # copy says so).
            pack.presenter.option_words(Action(SEAT, (card,))),
            (CardView(card, deck=game.deck),),
            "",
            fits=card in right,
        )
        for card in dict.fromkeys(game.table(begun.state).hands[SEAT])
    ]
    link = _section(pack, kind.section)
    reading = _reading(pack, kind.reading)
    blocks = [
        Block("hit", "hit", (), str(kind.rule), link, None, reading),
        Block(
            "miss", "miss", (), str(kind.rule), link, None, reading, _picks(pack, begun, controls)
        ),
    ]
    return controls, blocks


def _picks(pack: GamePack, begun: playing.Begun, controls: Sequence[Control]) -> tuple[Pick, ...]:
    """Each card of a spot step as said when picked wrong: a card that does not fit with
    the engine's reason for refusing it alone, a card that fits as fitting too."""
    game = find_game(pack.engine)
    refused = {game.deck.text(c): e for c, e in playing.refused_cards(game, begun.state)}
    picks = []
    for control in controls:
        card = capfirst(control.words)
        if control.fits:
            words = gettext("%(card)s fits too.") % {"card": card}
        elif control.value in refused:
            why = pack.presenter.refusal(refused[control.value])[0]
            words = gettext("%(card)s does not fit. %(why)s") % {"card": card, "why": why}
        else:
            words = gettext("%(card)s does not fit.") % {"card": card}
        picks.append(Pick(control.value, control.fits, words))
    return tuple(picks)


def _chosen(
    pack: GamePack,
    lesson: Lesson,
    step: Watch,
    begun: playing.Begun,
    controls: Sequence[Control],
    blocks: Sequence[Block],
) -> str:
    """The block a worked step shows open: its move's, the right answer's, or "hit"."""
    kind = step.step
    if isinstance(kind, Do):
        game = find_game(pack.engine)
        move = game.parse_choice(step.move.split()) if step.move else None
        if move is None:
            found = playing.winning_move(game, lesson, kind)
            move = found.cards if found is not None else ()
        value = game.option_text(move)
        return next((c.opens for c in controls if c.value == value), "")
    if isinstance(kind, Predict):
        return next((b.key for b in blocks if b.verdict == "hit"), "")
    return "hit"


@functools.lru_cache(maxsize=256)
def _page(slug: str, lesson_slug: str, number: int, language: str | None) -> StepPage:
    pack = PACKS[slug]
    lesson = pack.lesson(lesson_slug)
    assert lesson is not None
    step = lesson.steps[number]
    kind: Kind = step.step if isinstance(step, Watch) else step
    game = find_game(pack.engine)
    begun = playing.begin(game, lesson, kind)
    teller = _Teller(pack, begun.state.players, playing.lesson_rules(game, lesson))
    happened = None
    if isinstance(kind, Do):
        controls, blocks = _do(pack, lesson, kind, begun, teller)
        heading = kind.goal.sentence
    elif isinstance(kind, Predict):
        controls, blocks, happened = _predict(pack, lesson, kind, begun, teller)
        heading = kind.question.sentence
    else:
        controls, blocks = _spot(pack, kind, begun)
        heading = kind.sentence
    shown = (
        tuple(CardView(c, deck=game.deck) for c in kind.shown) if isinstance(kind, Predict) else ()
    )
    label = str(kind.shown_label) if isinstance(kind, Predict) else ""
    return StepPage(
        kind=type(kind).__name__.lower(),
        watch=isinstance(step, Watch),
        heading=str(heading),
        explain=str(step.explain) if isinstance(step, Watch) else "",
        prelude=teller.lines(begun.prelude),
        table=teller.table(begun.shown),
        shown=shown,
        shown_label=label,
        controls=tuple(controls),
        blocks=tuple(blocks),
        happened=happened,
        shown_key=_chosen(pack, lesson, step, begun, controls, blocks)
        if isinstance(step, Watch)
        else "",
    )


def step_page(pack: GamePack, lesson: Lesson, number: int) -> StepPage:
    """The page of ``lesson``'s step ``number`` in the active language (made once)."""
    return _page(pack.slug, lesson.slug, number, get_language())


def answer_key(page: StepPage, chosen: Sequence[str]) -> str | None:
    """The block the visitor's ``chosen`` values open (None: nothing chosen)."""
    if not chosen:
        return None
    if page.kind == "spot":
        right = {c.value for c in page.controls if c.fits}
        return "hit" if set(chosen) == right else "miss"
    return next((c.opens for c in page.controls if c.value == chosen[0]), None)
