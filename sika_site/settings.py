"""Settings for the card game rules site.

Development defaults; anything that must differ in production comes from
environment variables.
"""

import os
from pathlib import Path

from django.utils.translation import gettext_lazy as _

BASE_DIR = Path(__file__).resolve().parent.parent

# The fallback key is only good for development and tests.
SECRET_KEY = os.environ.get(
    "DJANGO_SECRET_KEY", "insecure-development-key-do-not-use-in-production"
)

# Off unless asked for, so tests and anything unconfigured never show tracebacks.
DEBUG = os.environ.get("DEBUG", "") == "1"

ALLOWED_HOSTS = ["localhost", "127.0.0.1", "[::1]", "testserver"]

INSTALLED_APPS = [
    "django.contrib.staticfiles",
    "django_htmx",
    # Wraps the template loaders so "page.html#partial" names resolve.
    "template_partials",
    "tutorials",
]

CSRF_FAILURE_VIEW = "tutorials.views.csrf_failure"

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "sika_site.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "tutorials.context_processors.language_switch",
            ],
        },
    },
]

WSGI_APPLICATION = "sika_site.wsgi.application"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": BASE_DIR / "db.sqlite3",
    }
}

LANGUAGE_CODE = "fi"
LANGUAGES = [
    ("fi", _("Finnish")),
    ("en", _("English")),
]
LOCALE_PATHS = [BASE_DIR / "locale"]
USE_I18N = True
TIME_ZONE = "Europe/Helsinki"
USE_TZ = True

STATIC_URL = "static/"
# scripts/setup.sh fetches htmx into build/static; it is never committed.
STATICFILES_DIRS = [BASE_DIR / "build" / "static"]
STATIC_ROOT = BASE_DIR / "build" / "collected-static"

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# One process's memory is enough: the house-rule statistics can always be
# worked out again and are the same for every visitor, so each process keeps
# its own copy.
CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
        "TIMEOUT": 60 * 60 * 24,
        "OPTIONS": {"MAX_ENTRIES": 1000},
    }
}
