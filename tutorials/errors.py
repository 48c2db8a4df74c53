"""The one error path for a visitor's bad input: raise ``BadInput``, get the 400 page.

Django turns a ``BadRequest`` raised in a view into ``handler400``; the core
view shows a ``BadInput``'s message to the visitor, in their language, and a
generic sentence for any other bad request (its text may name internals).
"""

from collections.abc import Sequence
from typing import TYPE_CHECKING

from django.core.exceptions import BadRequest

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise as Text
else:
    Text = str


class BadInput(BadRequest):
    """A visitor's input is wrong; the message is shown to them.

    ``links`` are ways on from the error page, ``(text, url)``: back to the
    question, to the start of the round…
    """

    def __init__(self, message: Text, links: Sequence[tuple[Text, str]] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.links = tuple(links)
