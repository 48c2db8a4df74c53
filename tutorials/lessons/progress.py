"""The visitor's progress: stars, the lesson under way, and the steps that come back.

Kept in the browser (``tutorials/static/tutorials/lessons.js``, localStorage)
with the same rules as here; without JavaScript it travels signed in the ``p``
query parameter of every lesson link (this module). Nothing is stored on the
server. Stars never go down: two progresses merge by taking the best of each.

Review: a step missed comes back ``SCHEDULE`` days after the miss (then every
``SCHEDULE[-1]`` days) in the path's "Review" list, and leaves it once answered
right on ``SUCCESSES`` different days in review. Days are whole days since
1970-01-01 (the browser counts its own local days).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from django.core import signing

SCHEDULE = (1, 3, 7)
SUCCESSES = 2
MAX_STARS = 3
_SALT = "tutorials.lessons.progress.v2"


def stars(misses: int) -> int:
    """3 for a lesson done without a miss; each miss costs a star, down to 1."""
    return max(1, MAX_STARS - misses)


@dataclass(frozen=True)
class Review:
    """A missed step: when it was missed, when it was last answered, the days it was right."""

    lesson: str
    step: int
    since: int
    seen: int
    right: tuple[int, ...] = ()

    def due(self) -> int:
        """The first day of the schedule (``since`` + 1, 3, 7, then every 7 days) after
        the last answer (``seen``)."""
        for offset in SCHEDULE:
            if self.since + offset > self.seen:
                return self.since + offset
        last = self.since + SCHEDULE[-1]
        return last + ((self.seen - last) // SCHEDULE[-1] + 1) * SCHEDULE[-1]


@dataclass(frozen=True)
class Progress:
    stars: Mapping[str, int] = field(default_factory=dict)  # lesson slug -> best stars
    lesson: str = ""  # the lesson under way
    misses: int = 0  # its misses so far
    review: tuple[Review, ...] = ()

    def started(self, lesson: str) -> Progress:
        return replace(self, lesson=lesson, misses=0)

    def answered(self, lesson: str, step: int, right: bool, today: int) -> Progress:
        """A step answered (a worked step is not): a miss counts against the lesson under
        way and puts the step up for review; an answer of a step due for review is its review."""
        misses = self.misses + (not right and self.lesson == lesson)
        kept = {(r.lesson, r.step): r for r in self.review}
        old = kept.get((lesson, step))
        if old is not None and old.due() <= today:
            days = tuple(sorted({*old.right, today})) if right else old.right
            kept[(lesson, step)] = replace(old, seen=today, right=days)
            if len(days) >= SUCCESSES:
                del kept[(lesson, step)]
        elif not right:
            kept[(lesson, step)] = Review(lesson, step, today, today)
        return replace(self, misses=misses, review=tuple(kept.values()))

    def finished(self, lesson: str) -> tuple[Progress, int]:
        """The lesson under way is done: its stars now, kept if they are the best."""
        earned = stars(self.misses) if self.lesson == lesson else MAX_STARS
        best = {**self.stars, lesson: max(earned, self.stars.get(lesson, 0))}
        return replace(self, stars=best, lesson="", misses=0), earned

    def due(self, today: int) -> list[Review]:
        return [r for r in self.review if r.due() <= today]

    def token(self, game: str) -> str:
        data = {
            "s": dict(self.stars),
            "l": self.lesson,
            "m": self.misses,
            "r": [[r.lesson, r.step, r.since, r.seen, list(r.right)] for r in self.review],
        }
        return signing.dumps(data, salt=f"{_SALT}.{game}", compress=True)

    @classmethod
    def load(cls, game: str, token: str) -> Progress:
        """Raises ``signing.BadSignature`` for a token not ours; "" is no progress."""
        if not token:
            return cls()
        data = signing.loads(token, salt=f"{_SALT}.{game}")
        return cls(
            {str(k): min(MAX_STARS, int(v)) for k, v in data["s"].items()},
            str(data["l"]),
            int(data["m"]),
            tuple(
                Review(str(a), int(b), int(c), int(d), tuple(int(x) for x in e))
                for a, b, c, d, e in data["r"]
            ),
        )

    def as_json(self) -> dict[str, object]:
        """What ``lessons.js`` merges into the browser's own progress."""
        return {
            "stars": dict(self.stars),
            "review": [
                {
                    "lesson": r.lesson,
                    "step": r.step,
                    "since": r.since,
                    "seen": r.seen,
                    "right": list(r.right),
                }
                for r in self.review
            ],
        }
