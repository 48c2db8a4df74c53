"""`manage.py worker`: the statistics worker that outlives blips (tutorials/worker.py).

django-tasks-db's `db_worker` with the same options, run as ``SteadyWorker``; it
never reloads itself, and its id defaults to this machine's (``--worker-id``), so
the worker a supervisor starts again takes up the task its predecessor left.
"""

from __future__ import annotations

from argparse import ArgumentParser
from typing import Any

from django_tasks_db.management.commands.db_worker import Command as DbWorker

from tutorials.worker import SteadyWorker, default_id


class Command(DbWorker):
    help = "Run the statistics worker (django-tasks-db's, outliving database and cache blips)."

    def add_arguments(self, parser: ArgumentParser) -> None:
        super().add_arguments(parser)
        parser.set_defaults(worker_id=default_id())

    def handle(self, *args: Any, **options: Any) -> None:
        self.configure_logging(options["verbosity"])
        excluded = options["exclude_queues"]
        worker = SteadyWorker(
            queue_names=options["queue_name"].split(","),
            interval=options["interval"],
            batch=options["batch"],
            backend_name=options["backend_name"],
            startup_delay=options["startup_delay"],
            max_tasks=options["max_tasks"],
            worker_id=options["worker_id"],
            excluded_queue_names=excluded.split(",") if excluded else [],
        )
        worker.configure_signals()
        worker.run()
