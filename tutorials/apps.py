from django.apps import AppConfig

from tutorials.release import release_id


def _beat(**kwargs: object) -> None:
    from tutorials.limits import beat

    beat()


class TutorialsConfig(AppConfig):
    name = "tutorials"

    def ready(self) -> None:
        # At start, so the pages this process caches are filed under the files it loaded.
        release_id()
        from django_tasks.signals import task_finished, task_started

        # The statistics worker shows it is alive whenever it starts or ends a task;
        # /healthz (sika_site/health.py) notices a queue nobody works on.
        task_started.connect(_beat, dispatch_uid="tutorials-worker-beat-start")
        task_finished.connect(_beat, dispatch_uid="tutorials-worker-beat-finish")
