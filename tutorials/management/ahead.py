"""The set-up's "work it out ahead" commands: a time limit, the rest left to the worker."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandParser


class AheadCommand(BaseCommand):
    """A command ``scripts/setup.sh`` runs so no visitor waits: it works for at most
    ``--time-limit`` seconds and queues what is left for the worker (``manage.py worker``)."""

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--time-limit",
            type=float,
            default=600.0,
            help="Seconds to spend; the rest is queued for the worker (default: 600).",
        )
