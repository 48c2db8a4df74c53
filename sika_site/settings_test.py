"""Settings for the tests: production's, less what a test client cannot do.

pytest-django loads settings before any conftest.py runs, so the test key is
set here, before the production settings (which refuse to start without one)
are read.
"""

import os

# Only for tests: nothing signed with it ever leaves the test run.
os.environ.setdefault("SECRET_KEY", "tests-only-key-j3Vq8mZ2pXr7LwT5nB4cYd6hK9sF1gA0eU")

from sika_site.settings import *  # noqa: E402, F403

# The test client speaks plain HTTP; tests ask for HTTPS with secure=True where it matters.
SECURE_SSL_REDIRECT = False
ALLOWED_HOSTS = [*ALLOWED_HOSTS, "testserver"]  # noqa: F405

# Templates and CSS change while tests run, before any collectstatic: plain
# names, and WhiteNoise finds the files where they are. tests/test_deploy.py
# runs the production storage in a real server.
STORAGES = {
    **STORAGES,  # noqa: F405
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = True
# Not an old collectstatic's copies in build/: they may be out of date.
STATIC_ROOT = None

# Tasks run at once, inside the request that queues them, so page tests see the
# figures on their first visit. tests/tutorials/test_stats_worker.py puts back the
# production's database queue and runs the real worker.
TASKS = {"default": {"BACKEND": "django_tasks.backends.immediate.ImmediateBackend"}}

# SQLite's test database in a file, as production's is: an in-memory one is opened in
# shared-cache mode, where threads writing at once (the statistics' single-flight
# test, a live server beside a browser) get "table is locked" at once instead of
# waiting as a file's writers do.
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":  # noqa: F405
    (BASE_DIR / "build").mkdir(exist_ok=True)  # noqa: F405
    DATABASES["default"]["TEST"] = {"NAME": str(BASE_DIR / "build" / "test-db.sqlite3")}  # noqa: F405

# The tests' own fourth game (tests/pikkutikki/): its engine and its pack, registered by
# its app before the site's, so every contract and generic test runs it beside the three.
INSTALLED_APPS = [  # noqa: F405
    *INSTALLED_APPS[: INSTALLED_APPS.index("tutorials")],  # noqa: F405
    "tests.pikkutikki",
    *INSTALLED_APPS[INSTALLED_APPS.index("tutorials") :],  # noqa: F405
]
