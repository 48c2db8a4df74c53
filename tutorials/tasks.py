"""Background work, run by `manage.py db_worker` (django-tasks with its database queue).

A visitor's page never computes figures: ``tutorials.stats.statistics`` queues this
task and the page says the figures are on their way until they are stored.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django_tasks import task

from tutorials import stats


@task()
def work_out_figures(game: str, rules: dict[str, Any], players: int, claimed: str) -> bool:
    """Figures for one rule set (``rules_to_dict``'s JSON), claimed at ``claimed`` (ISO)."""
    return stats.work_out(
        stats.rules_from_json(game, rules), players, game, datetime.fromisoformat(claimed)
    )
