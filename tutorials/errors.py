"""The one error path for a visitor's bad input: raise ``BadInput``, get the 400 page.

Django turns a ``BadRequest`` raised in a view into ``handler400``; the core
view shows a ``BadInput``'s message to the visitor, in their language, and a
generic sentence for any other bad request (its text may name internals).
"""

from django.core.exceptions import BadRequest


class BadInput(BadRequest):
    """A visitor's input is wrong; the message is shown to them."""
