from django.apps import AppConfig

from tutorials.release import release_id


class TutorialsConfig(AppConfig):
    name = "tutorials"

    def ready(self) -> None:
        # At start, so the pages this process caches are filed under the files it loaded.
        release_id()
