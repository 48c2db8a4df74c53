"""Reading a page the way a browser does: its forms, their fields and labels, its seats.

The contract tests drive the site only through what a page shows, so they
keep working while the code behind the pages is rearranged.
"""

import html
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser


@dataclass
class Choice:
    value: str
    label: str = ""
    checked: bool = False


@dataclass
class Form:
    action: str
    method: str
    # Every field a plain submit sends, in page order (radios: the checked one).
    fields: list[tuple[str, str]] = field(default_factory=list)
    # Radio groups and selects: every value offered, with its label.
    choices: dict[str, list[Choice]] = field(default_factory=dict)
    # Submit buttons: (name, value, formaction).
    buttons: list[tuple[str, str, str]] = field(default_factory=list)
    # Number inputs: name -> (min, max).
    ranges: dict[str, tuple[int, int]] = field(default_factory=dict)
    # Checkboxes: (name, value), checked or not.
    checkboxes: list[tuple[str, str]] = field(default_factory=list)

    def data(self, **changes: str) -> dict[str, str]:
        """What submitting the form sends, with ``changes`` to some fields."""
        sent = dict(self.fields)
        sent.update(changes)
        return sent


class _Forms(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.forms: list[Form] = []
        self.labels: dict[str, str] = {}
        self._ids: dict[str, tuple[str, Choice]] = {}  # input id -> (name, its choice)
        self._label_for: str | None = None
        self._label_text = ""
        self._select: str | None = None
        self._option: Choice | None = None
        self._button: tuple[str, str, str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {key: value or "" for key, value in attrs}
        if tag == "form":
            self.forms.append(Form(a.get("action", ""), a.get("method", "get").lower()))
        if not self.forms:
            return
        form = self.forms[-1]
        name = a.get("name", "")
        if tag == "input" and name:
            kind = a.get("type", "text")
            if kind == "radio":
                choice = Choice(a.get("value", ""), checked="checked" in a)
                form.choices.setdefault(name, []).append(choice)
                self._ids[a.get("id", "")] = (name, choice)
                if choice.checked:
                    form.fields.append((name, choice.value))
            elif kind == "checkbox":
                form.checkboxes.append((name, a.get("value", "on")))
                if "checked" in a:
                    form.fields.append((name, a.get("value", "on")))
            elif kind in ("submit", "image"):
                form.buttons.append((name, a.get("value", ""), a.get("formaction", "")))
            else:
                form.fields.append((name, a.get("value", "")))
                if kind == "number" and "min" in a and "max" in a:
                    form.ranges[name] = (int(a["min"]), int(a["max"]))
        elif tag == "select" and name:
            self._select = name
            form.choices[name] = []
        elif tag == "option" and self._select:
            self._option = Choice(a.get("value", ""), checked="selected" in a)
            form.choices[self._select].append(self._option)
            if self._option.checked:
                form.fields.append((self._select, self._option.value))
        elif tag == "button":
            self._button = (name, a.get("value", ""), a.get("formaction", ""))
        elif tag == "label":
            self._label_for = a.get("for")
            self._label_text = ""

    def handle_endtag(self, tag: str) -> None:
        if tag == "select":
            self._select = None
        elif tag == "option":
            self._option = None
        elif tag == "button" and self._button and self.forms:
            if self._button[0]:
                self.forms[-1].buttons.append(self._button)
            self._button = None
        elif tag == "label" and self._label_for:
            self.labels[self._label_for] = " ".join(self._label_text.split())
            self._label_for = None

    def handle_data(self, data: str) -> None:
        if self._option is not None:
            self._option.label += data
        if self._label_for is not None:
            self._label_text += data

    def close(self) -> None:
        super().close()
        for input_id, (_name, choice) in self._ids.items():
            choice.label = self.labels.get(input_id, "")
        for form in self.forms:
            for offered in form.choices.values():
                for choice in offered:
                    choice.label = " ".join(choice.label.split())


def forms(document: str) -> list[Form]:
    """Every form of the page."""
    parser = _Forms()
    parser.feed(document)
    parser.close()
    return parser.forms


def form_to(document: str, action: str) -> Form:
    """The page's form that submits to ``action`` (a path)."""
    found = [form for form in forms(document) if form.action.split("#")[0] == action]
    assert found, f"no form to {action}"
    return found[0]


def forms_to(document: str, action: str) -> list[Form]:
    """Every form of the page that submits to ``action`` (a path)."""
    return [form for form in forms(document) if form.action.split("#")[0] == action]


def links(document: str, start: str) -> list[str]:
    """Every link's address that starts with ``start``, entities decoded, in page order."""
    found = re.findall(r'href="([^"]*)"', document)
    return [html.unescape(href) for href in found if html.unescape(href).startswith(start)]


@dataclass(frozen=True)
class Seat:
    name: str
    to_move: bool
    cards: tuple[str, ...]  # the cards shown face up, by their accessible names
    fresh: tuple[str, ...] = ()  # those marked as just drawn or received


_SEAT = re.compile(r'<li class="seat[^"]*">(.*?)</li>', re.DOTALL)


def seats(document: str) -> list[Seat]:
    """The seats of the (first) table on the page, in seat order."""
    found = []
    for body in _SEAT.findall(document):
        name = re.search(r"<strong>([^<]*)</strong>", body)
        hand = body.split('class="seat-hand"', 1)[-1] if 'class="seat-hand"' in body else ""
        labelled = re.findall(r'class="([^"]*)" role="img" aria-label="([^"]*)"', hand)
        found.append(
            Seat(
                html.unescape(name.group(1)) if name else "",
                "tag-turn" in body,
                tuple(html.unescape(label) for _, label in labelled),
                tuple(html.unescape(label) for kind, label in labelled if "card-fresh" in kind),
            )
        )
    return found
