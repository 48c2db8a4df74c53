"""Pikkutikki's lesson path: none yet (its engine has no position builder, which lessons
stand on)."""

from tutorials.lessons.format import Lesson

LESSONS: tuple[Lesson, ...] = ()
