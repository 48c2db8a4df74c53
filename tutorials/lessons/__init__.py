"""Lessons: short steps on positions the engine builds from data, each judged on the
visitor's own action. The format a pack writes is ``tutorials.lessons.format`` (re-exported
here); ``playing`` plays a step on the engine, ``progress`` keeps stars and the review.
"""

from tutorials.lessons.format import (
    SEAT,
    Do,
    Goal,
    Lesson,
    Predict,
    Question,
    Result,
    Spot,
    Start,
    Step,
    Watch,
    kind_of,
)

__all__ = [
    "SEAT",
    "Do",
    "Goal",
    "Lesson",
    "Predict",
    "Question",
    "Result",
    "Spot",
    "Start",
    "Step",
    "Watch",
    "kind_of",
]
