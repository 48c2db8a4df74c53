"""Log filters for the LOGGING setting."""

import logging


class ClientErrorWithoutTraceback(logging.Filter):
    """Keep a 4xx record to its one line: drop the traceback Django attaches.

    Django logs a ``BadRequest`` (our ``tutorials.errors.BadInput``: a visitor's
    bad query) and a ``SuspiciousOperation`` (say an unknown Host header) with
    the exception's traceback, which only buries the 500s that need reading. The
    line still says what was refused and where; a 500 keeps its traceback.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        status = getattr(record, "status_code", None)
        if isinstance(status, int) and 400 <= status < 500:
            record.exc_info = None
            record.exc_text = None
        return True
