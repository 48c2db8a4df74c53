"""The option schema: each game declares its house-rule options once, as data.

An ``OptionSpec`` says an option's key, kind, allowed values or range, default,
what each preset sets it to and which variant it applies to (``requires``:
the option matters only while those other options have those values; in
another variant it is accepted and ignored). The schema drives ``make_rules``
and its errors, the command line's ``--rule``, ``canonical_rules`` (the
statistics cache key) and the ``rules_to_dict``/``rules_from_dict`` pair, and
the site reads it for its forms and limits. Codes only: no words here.

Rules objects are frozen dataclasses whose field names are the option keys.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import TypeVar

from games.errors import RulesError

R = TypeVar("R")


class Kind(StrEnum):
    CHOICE = "choice"  # one of ``choices`` (an enum's members)
    BOOL = "bool"
    INT = "int"  # a whole number from ``low`` to ``high``
    OPTIONAL_INT = "optional_int"  # ``None`` or a whole number from ``low`` to ``high``


@dataclass(frozen=True)
class OptionSpec:
    key: str
    kind: Kind
    default: object
    choices: tuple[object, ...] = ()  # CHOICE: the allowed values (enum members)
    low: int = 0
    high: int = 0
    requires: Mapping[str, object] = dataclasses.field(default_factory=dict)
    presets: Mapping[str, object] = dataclasses.field(default_factory=dict)

    @property
    def codes(self) -> tuple[str, ...]:
        """The allowed values as they are written (CHOICE and BOOL)."""
        if self.kind is Kind.BOOL:
            return ("true", "false")
        return tuple(_code(v) for v in self.choices)

    def applies(self, rules: object) -> bool:
        """Does this option change play under ``rules``? (sika.md section 12)"""
        return all(getattr(rules, key) == value for key, value in self.requires.items())

    def parse(self, value: object) -> object:
        """The option's value from JSON or command-line text; RulesError says why not."""
        if self.kind is Kind.CHOICE:
            for choice in self.choices:
                if value == choice or (isinstance(value, str) and value == _code(choice)):
                    return choice
            raise RulesError(
                f"option '{self.key}' takes one of {', '.join(self.codes)}, not {value!r}",
                "bad_value",
                {"key": self.key, "value": value, "choices": self.codes},
            )
        if self.kind is Kind.BOOL:
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in ("true", "false"):
                return value.lower() == "true"
            raise RulesError(
                f"option '{self.key}' takes true or false, not {value!r}",
                "bad_value",
                {"key": self.key, "value": value, "choices": self.codes},
            )
        if self.kind is Kind.OPTIONAL_INT and (
            value is None or (isinstance(value, str) and value.lower() in ("none", "null", ""))
        ):
            return None
        if isinstance(value, str):
            try:
                value = whole_number(value)
            except ValueError:
                pass  # refused below, with the text as written
        if (
            isinstance(value, bool)
            or not isinstance(value, int)
            or not self.low <= value <= self.high
        ):
            raise RulesError(
                f"option '{self.key}' takes a whole number from {self.low} to {self.high}, "
                f"not {value!r}",
                "bad_value",
                {"key": self.key, "value": value, "low": self.low, "high": self.high},
            )
        return value

    def dump(self, value: object) -> object:
        """The JSON value of ``value`` (``parse`` reads it back exactly)."""
        return _code(value) if isinstance(value, Enum) else value


# Longer than any number an option, a seed or a count can take: refused before int() reads
# it (Python's own limit is 4,300 digits, and reading a long one costs time).
MAX_DIGITS = 30
_DIGITS = frozenset("0123456789")


def whole_number(text: str) -> int:
    """The whole number ``text`` writes in ASCII digits, with an optional minus sign first.

    The one reader of every integer a person types, on the site's forms and on the
    command line. ``int()`` alone is too lenient: it reads any script's decimal digits
    ('١٢', '１２'), underscores and a plus sign, and ``str.isdigit`` passes '²', which
    ``int()`` then refuses. ValueError for anything but ``-?[0-9]+`` (blanks around it
    are ignored) of at most ``MAX_DIGITS`` digits.
    """
    written = text.strip()
    digits = written.removeprefix("-")
    if not digits or len(digits) > MAX_DIGITS or not set(digits) <= _DIGITS:
        raise ValueError(f"not a whole number: {text[:MAX_DIGITS]!r}")
    return int(written)


def _code(value: object) -> str:
    return str(value.value) if isinstance(value, Enum) else str(value)


def with_presets(
    specs: Sequence[OptionSpec], presets: Mapping[str, object]
) -> tuple[OptionSpec, ...]:
    """The specs with ``presets`` filled in: what each preset sets each option to."""
    return tuple(
        dataclasses.replace(
            spec, presets={name: getattr(rules, spec.key) for name, rules in presets.items()}
        )
        for spec in specs
    )


def spec_of(schema: Sequence[OptionSpec], key: str) -> OptionSpec:
    for spec in schema:
        if spec.key == key:
            return spec
    known = ", ".join(spec.key for spec in schema)
    raise RulesError(
        f"unknown option '{key}' (known options: {known})",
        "unknown_option",
        {"key": key, "known": tuple(spec.key for spec in schema)},
    )


def make_rules(
    schema: Sequence[OptionSpec],
    presets: Mapping[str, R],
    preset: str,
    overrides: Mapping[str, object] | None = None,
) -> R:
    """``presets[preset]`` with options changed; RulesError names what is wrong."""
    if preset not in presets:
        raise RulesError(
            f"unknown preset '{preset}' (known presets: {', '.join(presets)})",
            "unknown_preset",
            {"preset": preset, "known": tuple(presets)},
        )
    changes = {key: spec_of(schema, key).parse(value) for key, value in (overrides or {}).items()}
    return dataclasses.replace(presets[preset], **changes)  # type: ignore[type-var]


def rules_to_dict(schema: Sequence[OptionSpec], rules: object) -> dict[str, object]:
    """Every option as its JSON value, in schema order."""
    return {spec.key: spec.dump(getattr(rules, spec.key)) for spec in schema}


def rules_from_dict(schema: Sequence[OptionSpec], base: R, data: Mapping[str, object]) -> R:
    """Rules from ``rules_to_dict``'s output (missing keys keep ``base``'s values)."""
    return make_rules(schema, {"": base}, "", data)


def canonical_rules(schema: Sequence[OptionSpec], rules: R) -> R:
    """``rules`` with every option that does not apply reset to its default.

    Two rule sets that play alike give the same result, so it is a cache key
    for statistics. ``requires`` is read on ``rules`` itself, so an option
    another option depends on is never reset by that option.
    """
    changes = {
        spec.key: spec.default
        for spec in schema
        if not spec.applies(rules) and getattr(rules, spec.key) != spec.default
    }
    return dataclasses.replace(rules, **changes) if changes else rules  # type: ignore[type-var]


def parse_rule_args(items: Sequence[str]) -> dict[str, str]:
    """``--rule KEY=VALUE`` arguments as overrides; ValueError for a malformed one."""
    overrides: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"--rule takes KEY=VALUE, not {item!r}")
        overrides[key.strip()] = value.strip()
    return overrides
