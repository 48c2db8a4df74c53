"""Settings for the referee that answers offline: the site's own code, run in the
visitor's browser (Pyodide) by ``tutorials/static/tutorials/referee_offline.js``.

Production's settings, less what a browser has not: no database (a saved sheet's
rules come embedded in its page), no cache server, no worker. Nothing is signed
or stored there, so the key is a fixed placeholder.
"""

import os

os.environ.setdefault("SECRET_KEY", "offline-referee-signs-nothing")

from sika_site.settings import *  # noqa: E402, F403

DEBUG = False
DATABASES = {}
CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
    "limits": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
}
MIDDLEWARE = []
STORAGES = {
    **STORAGES,  # noqa: F405
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
LOGGING_CONFIG = None
