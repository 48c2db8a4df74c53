"""Ristiseiska's disputes for the referee (``tutorials.referee``): the situations and positions.

"May this card be played on these rows?": each row is told by its two ends (the lowest
and the highest card down, a select each, a second deck's rows too), its cards are laid
in an order the rules allow (the lessons' ``in_order``; none: the rows cannot be; a card
that fits either end, ``first_ace``'s ace, stays on the end it is told at), and
you hold the card in dispute with most of the cards left, so the engine has a choice to
ask about. A joker on the rows is told as the card it stands for.

"How many points do these cards score?": you hold the cards left, the next player lays
their last card on the first card of the game (the only card they hold), and the engine
ends the deal as its rules say: its score for your hand is the answer (none: these
rules count no points).
"""

from __future__ import annotations

import random

from django import forms
from django.utils.text import capfirst
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from games import ristiseiska as rs
from games.core import Action, Game, GameState
from tutorials.card_picker import CardPicker
from tutorials.packs.ristiseiska.lesson_tables import in_order
from tutorials.packs.ristiseiska.narration import name as card_words
from tutorials.packs.ristiseiska.presenter import must_play_seven, opens_game
from tutorials.presenter import Presenter
from tutorials.referee import (
    Answer,
    Answers,
    Built,
    Dispute,
    Impossible,
    Query,
    Record,
    SituationKind,
    card_choices,
    cards_field,
    refuse_twice,
    turn_of,
)
from tutorials.words import Case, card_name, names_list, suit_title

SEAT = 0
OTHER_HAND = 2  # the fewest cards each other seat holds: they never decide the verdict


class FitsRows(SituationKind[rs.Rules]):
    slug = "sopiiko-riviin"
    title = _("May this card be played on these rows?")
    lead = _(
        "Choose how far each row on the table reaches down and up, then the card you want to play."
    )
    section = "seiskan-rivit"
    allowed = _("Yes, it may be played.")
    refused = _("No, it may not be played.")

    def fields(self, game: Game, rules: rs.Rules) -> dict[str, forms.Field]:
        out = _row_fields(rules)
        # The jokers are alike: one choice asks about yours.
        every = rs.game_cards(rules)
        cards = [c for c in every if c < rs.JOKER0] + [c for c in every if c >= rs.JOKER0][:1]
        out["card"] = forms.TypedChoiceField(
            label=_("Your card"),
            choices=card_choices(cards, name=card_words),
            coerce=int,
            widget=CardPicker,
            help_text=_(
                "Count a joker on the rows as the card it stands for; choose the joker to ask "
                "about yours."
            )
            if rules.jokers
            else "",
        )
        if rules.jokers:
            out["joker"] = forms.TypedChoiceField(
                label=_("A joker on the rows stands for"),
                choices=card_choices([c for c in every if c < rs.JOKER0], _("None"), card_words),
                coerce=int,
                widget=CardPicker,
                required=False,
                empty_value=None,
            )
        if rules.holding is rs.Holding.SEVENS_ONLY:
            # Whether a seven must come first depends on the hand: the table says which.
            sevens = sorted(_sevens(rules))
            out["seven"] = forms.TypedChoiceField(
                label=_("A seven you also hold"),
                choices=card_choices(sevens, _("None"), name=card_words),
                coerce=int,
                widget=CardPicker,
                required=False,
                empty_value=None,
            )
        return out

    def situation(self, dispute: Dispute[rs.Rules]) -> tuple[Built, Action]:
        rules, players, answers = dispute.rules, dispute.players, dispute.answers
        down, card = _down_of(rules, answers), dispute.card("card")
        joker = answers.get("joker")  # the card a joker on the rows stands for
        if card in down and card != joker:
            raise Impossible(
                gettext("The %(card)s is already on the table.") % {"card": _name(card)}
            )
        if all(c in down for c in rs.game_cards(rules) if c < rs.JOKER0):
            raise Impossible(gettext("Every row is complete: the game is already over."))
        _aces_one_way(rules, answers)
        down, laid = _layout(rules, players, down, card)
        laid = _ends_kept(rules, answers, laid)
        order, on_table = _joker_on_rows(rules, down, laid, card, joker)
        first = tuple(rules.plan.start[:1])
        # The game opens with the first start card: yours, unless it is down.
        opener = () if down or card in first else first
        left = [c for c in rs.game_cards(rules) if c not in on_table | {card, *opener}]
        away = _sevens_away(rules, left, answers.get("seven"))
        others = players - 1
        yours = [c for c in left if c not in away]
        goes_on = not rules.plan.first_out and players > 2
        floor = max(0, (1 if goes_on else others) - len(away))
        if len(left) < floor + len(away):
            raise Impossible(
                gettext(
                    "Too few cards are left off the table: while nobody is out yet, "
                    "each of the %(players)d players still holds a card."
                )
                % {"players": players}
            )
        many = max(0, len(yours) - max(0, OTHER_HAND * others - len(away)))
        # You hold two cards that fit now where there are, so that the engine asks you (a
        # turn of one move it makes by itself); late in the game a player left with none
        # is out, where the game goes on after the first one out.
        probe = rs.build_position(rules, _hands(card, opener, yours[:many], left, order, others))
        fits = [c for c in yours if probe.playable(c)][:2]
        ordered = fits + [c for c in yours if c not in fits]
        mine = ordered[: max(many, min(2, len(ordered) - floor))]
        spec = _hands(card, opener, mine, left, order, others)
        state = rs.build_position(rules, spec, observer=dispute.observer, play_on=False)
        return state, Action(SEAT, (card,))

    def settle(self, record: Record[rs.Rules]) -> tuple[str, str] | None:
        """A yes, and why: the card the one played goes next to (a joker: every card it may
        stand for now; ``first_ace``'s first ace: the end is yours to choose)."""
        mine = [(e, t) for e, t in turn_of(record.events, SEAT) if not _started(e)]
        laid = [(e, t) for e, t in mine if isinstance(e, rs.Played | rs.JokerPlayed)]
        if not laid:
            return None
        event, _table = laid[0]
        told = [capfirst(record.tell(e, t)) for e, t in mine[:3] if record.tell(e, t)]
        ways = [a.cards[1:] for a in record.options if a.cards[:1] == (event.card,)]
        if isinstance(event, rs.JokerPlayed) and len(ways) > 1:
            cards = names_list([card_words(w[0]) for w in ways if w])
            told = [gettext("The joker may stand for any card that fits now: the %(cards)s.")]
            told[0] %= {"cards": cards}
        elif isinstance(event, rs.Played) and len(ways) > 1:
            told.insert(1, gettext("You choose the end it goes to; every ace then goes there."))
        elif isinstance(event, rs.Played):
            told.insert(1, _next_to(record.rules, event))
        return str(self.allowed), " ".join(t for t in told if t)

    def move(self, state: GameState, action: Action) -> Action:
        """An ace that fits either end of its row (``first_ace``) is the engine's two moves,
        one an end, and a joker one move for each card it may stand for: the card may be
        played when one of them is legal (the first is told)."""
        ends = [a for a in state.legal_actions() if a.cards[:1] == action.cards]
        return ends[0] if ends and action not in ends else action

    def only_move(self, presenter: Presenter, rules: rs.Rules, made: tuple[int, ...]) -> str:
        """Under ``holding: sevens_only`` the engine plays the one seven you hold that fits."""
        sevens = [c for c in made if c in _sevens(rules)]
        if rules.holding is rs.Holding.SEVENS_ONLY and sevens:
            return must_play_seven(sevens)
        return ""

    def instead(self, rules: rs.Rules, made: tuple[int, ...]) -> str:
        """With nothing down the card that opens the game is dealt to you only so that the
        engine has a table: its refusal is what comes first, not whose card it is."""
        start = rules.plan.start
        return opens_game(made[0]) if made and set(made) <= set(start) else ""

    def rests_on(self, rules: rs.Rules) -> str:
        """A variant that moves the rows' starts or ends is where a yes rests."""
        if rules.ristikasi:
            return "ristikasi-peli"
        if rules.eight_before_six:
            return "kasi-ennen-kuutosta"
        if rules.first_ace:
            return "ensimmainen-assa"
        return "vain-seiskat" if rules.holding is rs.Holding.SEVENS_ONLY else self.section

    def reading(self, rules: rs.Rules, said: Answer) -> str:
        # The source does not say whether swapping a joker is the turn's play: ours is.
        events = said.asked.alone or tuple(said.asked.log)
        swapped = said.allowed and any(isinstance(e, rs.Swapped) for e, _t in events)
        return "tulkinta-jokerin-vaihto" if swapped else ""

    def sample(self, game: Game, rules: rs.Rules, rng: random.Random) -> Query:
        # A row or two grown from the sevens, and a card near their ends.
        rows = _rows(rules)
        suit = rng.randrange(len(rows))
        centre, low, high = rows[suit]
        reach = [rng.randrange(len(low)), rng.randrange(len(high))]
        ends = [([centre, *low])[reach[0]], ([centre, *high])[reach[1]]]
        # The card: just beyond either end (one that may fit), or anywhere in its row.
        card = rng.choice([low[reach[0]], high[reach[1]], rng.choice([*low, *high])])
        start = rules.plan.start[0]
        answers = {f"low-{_code(3)}": str(start), f"low-{_code(suit)}": str(ends[0])}
        return {**answers, f"high-{_code(suit)}": str(ends[1]), "card": str(card)}


class ScoresCards(SituationKind[rs.Rules]):
    slug = "paljonko-pisteita"
    title = _("How many points do these cards score?")
    lead = _("Tick the cards left in your hand when the deal ends: none if you are the one out.")
    section = "seiskan-pisteet"

    def fields(self, game: Game, rules: rs.Rules) -> dict[str, forms.Field]:
        cards = rs.game_cards(rules)
        jokers = [c for c in cards if c >= rs.JOKER0]
        out: dict[str, forms.Field] = {
            "hand": cards_field(
                [c for c in cards if c < rs.JOKER0],
                _("Cards left in your hand"),
                required=False,
                name=card_words,
                extra=((_("Jokers"), jokers),),
            )
        }
        if rules.plan.token:
            out["token"] = forms.BooleanField(label=_("You hold the token"), required=False)
        return out

    def situation(self, dispute: Dispute[rs.Rules]) -> tuple[Built, Action]:
        rules, players = dispute.rules, dispute.players
        hand = dispute.cards("hand")
        refuse_twice(hand)
        start = next((c for c in rules.plan.start if c not in hand), None)
        if start is None:
            raise Impossible(
                gettext("The game opens with the %(card)s: it is on the table, not in a hand.")
                % {"card": card_words(rules.plan.start[0])}
            )
        left = [c for c in rs.game_cards(rules) if c not in hand and c != start]
        if len(left) < players - 1:
            raise Impossible(gettext("These are more cards than one hand can hold."))
        token = SEAT if dispute.answers.get("token") else None
        # The table as told, not played on: the others' turns would move the rows' ends.
        spec = _scoring(hand, start, 1, len(left), players, token)
        probe = rs.build_position(rules, spec, play_on=False)
        last = next((c for c in left if c < rs.JOKER0 and probe.playable(c)), None)
        if last is None:
            raise Impossible(gettext("These are more cards than one hand can hold."))
        spec = _scoring(hand, start, (last,), len(left), players, token)
        state = rs.build_position(rules, spec, observer=dispute.observer, play_on=False)
        return state, Action(spec.to_move, (last,))

    def settle(self, record: Record[rs.Rules]) -> tuple[str, str]:
        events = record.events
        scores = [e.scores for e, _t in events if isinstance(e, rs.DealScored)]
        scores += [e.outcome.points for e, _t in events if isinstance(e, rs.GameOver)]
        points = next((s[SEAT] for s in scores if s), None)
        # Your hand once the last card is down (the one out may be you).
        out = [(e, t) for e, t in events if isinstance(e, rs.Left)][:1]
        table = out[0][1] if out else events[0][1] if events else None
        hand = getattr(table, "hands", ((),))[SEAT]
        # Where no points are counted, a first player out is not what the cards are for.
        told = [record.tell(e, t) for e, t in out if points is not None]
        if hand:
            cards = names_list([card_words(c) for c in hand])
            told.append(gettext("Your cards: %(cards)s.") % {"cards": cards})
        elif not told:  # you are out, and it was not told
            told.append(gettext("You have no cards left."))
        token = getattr(table, "pantti", None) == SEAT
        if token:
            told.append(gettext("You hold the token."))
        summed = _summed(record.rules, hand, token, points) if points is not None else ""
        told += [summed] if summed else []
        if points is None:
            told.insert(0, _unscored())
            return gettext("No points: these rules count none."), " ".join(
                capfirst(t) for t in told
            )
        return _scored(points, bool(hand) and not token), " ".join(capfirst(t) for t in told)

    def reading(self, rules: rs.Rules, said: Answer) -> str:
        # That the holder pays the token after going out is ours (the source is silent).
        events = said.asked.alone or tuple(said.asked.log)
        out = [t for e, t in events if isinstance(e, rs.Left) and e.player == SEAT]
        return "tulkinta-pantti-ohi" if out and getattr(out[0], "pantti", None) == SEAT else ""

    def rests_on(self, rules: rs.Rules) -> str:
        if not rules.plan.first_out:
            return "seiskan-loppu"
        if rules.ristikasi:
            return "ristikasi-peli"
        return "pantti-peli" if rules.pantti else self.section

    def sample(self, game: Game, rules: rs.Rules, rng: random.Random) -> Query:
        cards = [c for c in rs.game_cards(rules) if c not in rules.plan.start]
        return {"hand": [str(c) for c in rng.sample(cards, rng.randint(1, 8))], "token": "on"}


def _started(event: object) -> bool:
    return isinstance(event, rs.TurnStarted)


def _next_to(rules: rs.Rules, event: rs.Played) -> str:
    """Where the card ``event`` lays goes in its row: next to the card before it ("": it
    starts its row)."""
    for centre, low, high in _rows(rules):
        for side, cards in (("low", low), ("high", high)):
            if event.card in cards and event.end == side:
                before = [centre, *cards][cards.index(event.card)]
                return gettext("It goes next to the %(card)s, which is on the table.") % {
                    "card": card_words(before, Case.GENITIVE)
                }
    return ""


def _unscored() -> str:
    """What the cards left mean where the engine counts no points for them."""
    return gettext(
        "Under these rules the cards left in a hand count no points: play goes on until only "
        "one player holds cards, and that player loses."
    )


def _summed(rules: rs.Rules, hand: tuple[int, ...], token: bool, points: int) -> str:
    """How the engine's ``points`` add up, card by card ("": nothing to add up): under
    face scoring each card its face value (``rs.FACE``), and the token its points."""
    faces = [rs.FACE[c] for c in hand]
    extra = rules.plan.token_points if token else 0
    if not rules.plan.face or sum(faces) + extra != points or len(faces) + token < 2:
        return ""
    cards = " + ".join(str(f) for f in faces)
    if not token:
        return gettext("Points: %(sum)s = %(points)d.") % {"sum": cards, "points": points}
    if not faces:
        return ""
    return gettext("Points: %(sum)s = %(cards)d, and the token %(token)d: %(points)d in all.") % {
        "sum": cards,
        "cards": sum(faces),
        "token": extra,
        "points": points,
    }


def _scored(points: int, cards: bool) -> str:
    if not cards and not points:
        return gettext("You score no points.")
    if not cards:  # you are out: the points are the token's
        return ngettext("You score %(points)d point.", "You score %(points)d points.", points) % {
            "points": points
        }
    return ngettext(
        "Your cards score %(points)d point.", "Your cards score %(points)d points.", points
    ) % {"points": points}


def _scoring(
    hand: tuple[int, ...],
    start: int,
    last: tuple[int, ...] | int,
    left: int,
    players: int,
    token: int | None,
) -> rs.Position:
    """The deal's last turn: ``start`` down, you hold ``hand``, the next seat ``last`` (its
    one card), the ``left`` cards but that one in the other hands or a two-player stock.
    With no ``hand`` the last card is yours: you are the one out."""
    rest = left - 1
    if not hand:
        return rs.Position(
            hands=(last, *_shares(rest, players - 1)),
            down=(start,),
            to_move=SEAT,
            stock=0 if players == 2 else (),
            token=token,
        )
    return rs.Position(
        hands=(hand, last, *(() if players == 2 else _shares(rest, players - 2))),
        down=(start,),
        to_move=1,
        stock=rest if players == 2 else (),
        token=token,
    )


def _layout(
    rules: rs.Rules, players: int, down: tuple[int, ...], card: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``FitsRows``'s cards down (the first start card with them, where cards are down or
    two players play) and the order they were laid in; ``Impossible`` where they cannot be."""
    if players == 2 and card in rules.plan.start:
        raise Impossible(
            gettext(
                "With two players the %(card)s is laid on the table before the deal: "
                "it is never in a hand."
            )
            % {"card": _name(card)}
        )
    first = tuple(rules.plan.start[:1])
    if down and players > 2 and not set(rules.plan.start) & set(down):
        raise Impossible(
            gettext("The %(card)s cannot be on the table before the %(first)s: it opens the game.")
            % {"card": _name(down[0]), "first": _name(first[0])}
        )
    if (players == 2 or down) and not set(rules.plan.start) & set(down):
        if card in rules.plan.start:
            raise Impossible(
                gettext("The %(card)s opens the game: no card is on the table before it.")
                % {"card": _name(card)}
            )
        # The game opened with it (with two players it is laid before the deal): a row
        # told without it has it all the same.
        down = (*first, *down)
    try:
        order = in_order(rules, down)
    except ValueError as error:
        stuck = [c for c in error.args[-1] if isinstance(c, int)] if len(error.args) > 1 else []
        needed = _needed_first(rules, down, stuck)
        if needed is not None:
            raise Impossible(
                gettext("The %(card)s cannot be on the table before the %(first)s.")
                % {"card": _name(needed[0]), "first": _name(needed[1])}
            ) from error
        raise Impossible(
            ngettext(
                "The %(cards)s cannot be on the table under these rules: there is no place "
                "for it in its row.",
                "The %(cards)s cannot be on the table under these rules: there is no place "
                "for them in their rows.",
                len(stuck),
            )
            % {"cards": names_list([_name(c) for c in stuck])}
        ) from error
    return down, order


def _needed_first(
    rules: rs.Rules, down: tuple[int, ...], stuck: list[int]
) -> tuple[int, int] | None:
    """A card of ``stuck`` that opens one side of its row and the card opening the other
    side it waits for, not down (the eight waits for the six); None: none such."""
    for _centre, low, high in _rows(rules):
        for side, other in ((low, high), (high, low)):
            if side and other and side[0] in stuck and other[0] not in down:
                return side[0], other[0]
    return None


def _ends_kept(rules: rs.Rules, answers: Answers, laid: tuple[int, ...]) -> tuple[int, ...]:
    """``laid`` with a card that fits either end of its row (``first_ace``'s aces) kept on
    the end the answers name it at: the engine lays such a card on its low end where that
    is open, so the card next to it on its other end comes down after it."""
    placed: list[int] = []
    later: list[int] = []
    for suit, (_centre, low, high) in enumerate(_rows(rules)):
        for side, other in (("high", low), ("low", high)):
            end = answers.get(f"{side}-{_code(suit)}")
            if isinstance(end, int) and end in other and end in laid and end not in placed:
                placed.append(end)
                at = other.index(end)
                later += [c for c in other[at - 1 : at] if c in laid]
    if not placed:
        return laid
    kept = [c for c in laid if c not in placed and c not in later]
    return (*kept, *placed, *later)


def _aces_one_way(rules: rs.Rules, answers: Answers) -> None:
    """``Impossible`` where the answers put a card that fits either end (``first_ace``'s
    aces) at a row's top and another at a row's bottom: the first fixes the end for all."""
    ends: dict[str, list[int]] = {"high": [], "low": []}
    for suit, (_centre, low, high) in enumerate(_rows(rules)):
        for side, other in (("high", low), ("low", high)):
            end = answers.get(f"{side}-{_code(suit)}")
            if isinstance(end, int) and end in other:
                ends[side].append(end)
    if ends["high"] and ends["low"]:
        raise Impossible(
            gettext(
                "The %(high)s is at the top of its row and the %(low)s at the bottom, but the "
                "first ace played fixes the end for every ace."
            )
            % {"high": _name(ends["high"][0]), "low": _name(ends["low"][0])}
        )


def _rows(rules: rs.Rules) -> list[tuple[int, list[int], list[int]]]:
    """Each row of the layout (the second deck's after the first's): its centre card, and
    the cards of its low and of its high end, outward from the centre."""
    plan = rules.plan
    rows = []
    for suit, centre in enumerate(plan.centres):
        sides: tuple[list[int], list[int]] = ([], [])
        for slot, end in enumerate(plan.end_of):
            if end >= 0 and end // 2 == suit:
                sides[end % 2].append(slot)
        low, high = (sorted(side, key=lambda s: plan.index[s]) for side in sides)
        rows.append((centre >> 1, [s >> 1 for s in low], [s >> 1 for s in high]))
    return rows


def _code(suit: int) -> str:
    """A row's part of its fields' names: ``s`` for spades, ``s2`` for the second deck's."""
    return rs.suit_text(suit).replace("/", "").lower()


def _row_fields(rules: rs.Rules) -> dict[str, forms.Field]:
    """Two selects a row: how far down and how far up it has grown (each with its centre
    card, which is down once either end names a card)."""
    out: dict[str, forms.Field] = {}
    for suit, (centre, low, high) in enumerate(_rows(rules)):
        title = suit_title(centre)
        if suit >= 4:
            title = gettext("%(suit)s (second deck)") % {"suit": title}
        for side, cards, label in (
            ("low", low, gettext("%(suit)s: the lowest card down")),
            ("high", high, gettext("%(suit)s: the highest card down")),
        ):
            out[f"{side}-{_code(suit)}"] = forms.TypedChoiceField(
                label=label % {"suit": title},
                choices=card_choices([centre, *cards], _("No card"), name=card_words),
                coerce=int,
                required=False,
                empty_value=None,
            )
    return out


def _down_of(rules: rs.Rules, answers: Answers) -> tuple[int, ...]:
    """The cards on the table the rows' ends say: each row from its centre to each end."""
    down: list[int] = []
    for suit, (centre, low, high) in enumerate(_rows(rules)):
        for side, cards in (("low", low), ("high", high)):
            end = answers.get(f"{side}-{_code(suit)}")
            if isinstance(end, int):
                row = [centre, *cards]
                down += [c for c in row[: row.index(end) + 1] if c not in down]
    return tuple(down)


def _joker_on_rows(
    rules: rs.Rules, down: tuple[int, ...], laid: tuple[int, ...], card: int, joker: object
) -> tuple[tuple[int | tuple[int, int], ...], set[int]]:
    """``FitsRows``'s layout with the last joker in the place of the card ``joker`` names
    (None: no joker down), and the cards on the table; its real card is in a hand."""
    if not isinstance(joker, int):
        return laid, set(down)
    mine = rs.JOKER0 + rules.jokers - 1
    if joker not in down:
        raise Impossible(
            gettext(
                "The %(card)s is not on the table: a joker on the rows stands for a card there."
            )
            % {"card": _name(joker)}
        )
    if joker in rules.plan.start:
        raise Impossible(
            gettext("The %(card)s opens the game: a joker never stands for it.")
            % {"card": _name(joker)}
        )
    if card == mine:
        raise Impossible(gettext("The only joker is on the rows: it is not in your hand."))
    order = tuple((mine, c) if c == joker else c for c in laid)
    return order, (set(down) - {joker}) | {mine}


def _sevens(rules: rs.Rules) -> set[int]:
    return {slot >> 1 for slot in rules.plan.centres}


def _sevens_away(rules: rs.Rules, left: list[int], held: object) -> list[int]:
    """The sevens among ``left`` another player holds (``FitsRows``): under ``holding:
    sevens_only`` you hold only the seven you name (``held``; None: none)."""
    if rules.holding is not rs.Holding.SEVENS_ONLY:
        return []
    if held is not None and held not in left:
        raise Impossible(
            gettext("The %(card)s is already on the table or in dispute.")
            % {"card": _name(int(str(held)))}
        )
    return [c for c in left if c in _sevens(rules) and c != held]


def _hands(
    card: int,
    opener: tuple[int, ...],
    mine: list[int],
    left: list[int],
    order: tuple[int | tuple[int, int], ...],
    others: int,
) -> rs.Position:
    """``FitsRows``'s table: you hold ``card`` and ``mine``, the others share the rest of
    ``left`` (a two-player game's other cards in the stock); a seat left without a card is
    out, placed before the others."""
    shares = _shares(len(left) - len(mine), others)
    out = [q for q, n in enumerate(shares, 1) if n == 0]
    places = tuple(out.index(q) + 1 if q in out else None for q in range(others + 1))
    return rs.Position(
        hands=((card, *opener, *mine), *shares),
        down=order,
        to_move=SEAT,
        stock=0 if others == 1 else (),
        places=places if out else (),
    )


def _shares(cards: int, seats: int) -> tuple[int, ...]:
    return tuple(cards // seats + (i < cards % seats) for i in range(seats))


def _name(card: int) -> str:
    return card_name(card)
