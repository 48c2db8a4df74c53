"""Settings for the card game rules site.

Production is the default: everything that differs on a developer's machine
or a real server comes from environment variables (docs/deploy.md lists
them). `./scripts/serve.sh` sets DEBUG=1; the tests use
`sika_site.settings_test`, which gives them a key of their own.
"""

import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

BASE_DIR = Path(__file__).resolve().parent.parent

_TRUE = ("1", "true", "yes", "on")
_FALSE = ("0", "false", "no", "off")


def envbool(name: str, default: bool) -> bool:
    """A yes/no flag; a typo stops the process rather than silently meaning no."""
    value = os.environ.get(name, "").strip().lower()
    if not value:
        return default
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ImproperlyConfigured(f"{name}={value!r}: use 1 or 0")


def envint(name: str, default: int) -> int:
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    try:
        return int(value)
    except ValueError:
        raise ImproperlyConfigured(f"{name}={value!r} is not a whole number") from None


def envlist(name: str, default: list[str]) -> list[str]:
    """A comma-separated list; unset or empty gives the default."""
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


# Off unless asked for, so nothing unconfigured ever shows tracebacks to visitors.
DEBUG = envbool("DEBUG", False)

SECRET_KEY = os.environ.get("SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        # A made-up key would let anyone who reads this file forge the quiz's
        # signed progress and the CSRF tokens, so refuse to start instead.
        raise ImproperlyConfigured(
            "Set SECRET_KEY (for example to the output of "
            "`python -c 'import secrets; print(secrets.token_urlsafe(50))'`), "
            "or DEBUG=1 on a development machine."
        )
    SECRET_KEY = "insecure-development-key-do-not-use-in-production"
# Old keys still accepted for signatures made before a key rotation (docs/deploy.md).
SECRET_KEY_FALLBACKS = envlist("SECRET_KEY_FALLBACKS", [])

ALLOWED_HOSTS = envlist("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]"])
# Needed only when a form is posted from another origin than the page's own,
# e.g. the site reached under a second domain name; full origins, with scheme.
CSRF_TRUSTED_ORIGINS = envlist("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.staticfiles",
    # sitemap.xml (tutorials/views/site_files.py); its templates only, no models.
    "django.contrib.sitemaps",
    "django_htmx",
    # Wraps the template loaders so "page.html#partial" names resolve.
    "template_partials",
    # Background work (the house-rule statistics): the queue lives in the database,
    # `manage.py worker` runs it (tutorials/worker.py, scripts/serve-production.sh).
    "django_tasks",
    "django_tasks_db",
    "tutorials",
]

CSRF_FAILURE_VIEW = "tutorials.views.csrf_failure"

MIDDLEWARE = [
    # Outside SecurityMiddleware, so its redirect from HTTP to HTTPS carries them too;
    # before WhiteNoise, so static files get the same headers as pages.
    "sika_site.middleware.SecurityHeadersMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    # Inside CsrfViewMiddleware: sees whether the page asked for a CSRF token.
    "sika_site.middleware.PrivateFormsMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # Inside LocaleMiddleware, so the page is in the visitor's language.
    "sika_site.middleware.MethodNotAllowedPageMiddleware",
    "sika_site.middleware.DatabaseAwayMiddleware",
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

# The release the page cache files pages under (tutorials/release.py); unset, a hash
# of the site's source files. A deploy may name it, e.g. RELEASE_ID=$(git rev-parse HEAD).
RELEASE_ID = os.environ.get("RELEASE_ID", "").strip()

# SQLite next to the code unless DATABASE_URL names another database, e.g.
# postgres://user:password@host:5432/name for several machines sharing one.
DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        # Keep PostgreSQL connections for a while instead of one per request;
        # the health check makes sure a kept one still works.
        conn_max_age=envint("CONN_MAX_AGE", 60),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # A database that does not answer is reported (/healthz) rather than waited for.
    DATABASES["default"].setdefault("OPTIONS", {})["connect_timeout"] = 5

LANGUAGE_CODE = "fi"
# English pages use British spelling, and so British dates (sika_site/formats/en).
FORMAT_MODULE_PATH = ["sika_site.formats"]
LANGUAGES = [
    ("fi", _("Finnish")),
    ("en", _("English")),
]
LOCALE_PATHS = [BASE_DIR / "locale"]
USE_I18N = True
TIME_ZONE = "Europe/Helsinki"
USE_TZ = True

STATIC_URL = "static/"
# collectstatic (run by scripts/setup.sh) writes here and WhiteNoise serves from here.
# The files of the referee that answers offline, made by scripts/build_offline.py (the
# browser's Python and the site's code for it); absent before set-up has run.
STATICFILES_DIRS = [path for path in [BASE_DIR / "build" / "offline" / "static"] if path.is_dir()]
STATIC_ROOT: Path | None = Path(
    os.environ.get("STATIC_ROOT", BASE_DIR / "build" / "collected-static")
)
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    # Names with a content hash, gzip and brotli copies: WhiteNoise sends them
    # with a ten-year, immutable Cache-Control, as a changed file gets a new name.
    "staticfiles": {"BACKEND": "sika_site.storage.StaticStorage"},
}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Two caches. "default" holds pages, figures and QR codes: what can always be made
# again, every key with an expiry. One process's memory is enough for it; CACHE_URL
# (redis://host:6379/0) shares it between every process and machine, through a backend
# that serves uncached while Redis is away (sika_site/cache.py). Give that Redis a
# maxmemory and an LRU policy (docs/deploy.md): it evicts pages, never anything else.
# "limits" holds what every process and machine must count together and eviction must
# never lose: the rate-limit counters and the statistics worker's heartbeat. It is a
# table in the shared database (`manage.py createcachetable`, run by scripts/setup.sh),
# or LIMITS_CACHE_URL: a Redis of its own with maxmemory-policy noeviction.
_CACHE_URL = os.environ.get("CACHE_URL") or os.environ.get("REDIS_URL") or ""
_LIMITS_CACHE_URL = os.environ.get("LIMITS_CACHE_URL", "")
# A Redis that does not answer within this many seconds counts as away: a page is not
# held up waiting for its cache.
REDIS_TIMEOUTS = {"socket_connect_timeout": 0.5, "socket_timeout": 0.5}
# A page's or a figure's longest stay in the cache; the limits' own keys live for their
# window, and nothing there longer than this.
CACHE_SECONDS = 60 * 60 * 24
LIMITS_SECONDS = 60 * 60


def _redis(name: str, url: str) -> str:
    if not url.startswith(("redis://", "rediss://", "unix://")):
        raise ImproperlyConfigured(f"{name}={url!r}: only Redis URLs are supported")
    return url


if _CACHE_URL:
    _default: dict[str, object] = {
        "BACKEND": "sika_site.cache.SoftRedisCache",
        "LOCATION": _redis("CACHE_URL", _CACHE_URL),
        "TIMEOUT": CACHE_SECONDS,
        "KEY_PREFIX": "sika",
        "OPTIONS": REDIS_TIMEOUTS,
    }
else:
    _default = {
        "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
        "TIMEOUT": CACHE_SECONDS,
        "OPTIONS": {"MAX_ENTRIES": 1000},
    }
if _LIMITS_CACHE_URL:
    _limits: dict[str, object] = {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": _redis("LIMITS_CACHE_URL", _LIMITS_CACHE_URL),
        "TIMEOUT": LIMITS_SECONDS,
        "KEY_PREFIX": "sika-limits",
        "OPTIONS": REDIS_TIMEOUTS,
    }
else:
    _limits = {
        "BACKEND": "django.core.cache.backends.db.DatabaseCache",
        "LOCATION": "limits_cache",
        "TIMEOUT": LIMITS_SECONDS,
        # Each write counts the rows; past this many, expired rows are removed first,
        # then older keys: far above the live counters of ten minutes' visitors.
        "OPTIONS": {"MAX_ENTRIES": 100_000},
    }
CACHES = {"default": _default, "limits": _limits}

# New statistics computations and saved sheets per client (tutorials.client) in ten
# minutes, counted in the "limits" cache.
STATS_COMPUTE_LIMIT = envint("STATS_COMPUTE_LIMIT", 20)
# New rule sets waiting for the worker, all clients together (tutorials.stats).
STATS_QUEUE_LIMIT = envint("STATS_QUEUE_LIMIT", 30)
SHEET_SAVE_LIMIT = envint("SHEET_SAVE_LIMIT", 10)

# First-time statistics are worked out by `manage.py worker`, never in a request.
TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}

# Everything at INFO and above goes to standard error, where gunicorn, systemd
# or a container runtime collects it; a 500 logs its traceback (django.request),
# a 4xx (a visitor's bad input) one line without it (sika_site/logfilters.py).
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "plain": {"format": "{asctime} {levelname} {name} {message}", "style": "{"},
    },
    "filters": {
        "client_error_line": {"()": "sika_site.logfilters.ClientErrorWithoutTraceback"},
    },
    "handlers": {
        "stderr": {
            "class": "logging.StreamHandler",
            "formatter": "plain",
            "filters": ["client_error_line"],
        },
    },
    "root": {"handlers": ["stderr"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    "loggers": {
        # Replaces Django's default, which prints only with DEBUG and mails admins otherwise.
        "django": {"handlers": ["stderr"], "level": "INFO", "propagate": False},
        # runserver's request lines keep Django's own format.
        "django.server": {"propagate": True},
    },
}

# How many reverse proxies of ours stand in front and append to X-Forwarded-For:
# the rate limits count per client, and behind a proxy REMOTE_ADDR is the proxy.
# 0 trusts no header; more than the real chain would let clients pick their own
# address (tutorials/client.py, docs/deploy.md).
TRUSTED_PROXY_HOPS = envint("TRUSTED_PROXY_HOPS", 0)
if TRUSTED_PROXY_HOPS < 0:
    raise ImproperlyConfigured(f"TRUSTED_PROXY_HOPS={TRUSTED_PROXY_HOPS}: use 0 or more")

# --- HTTPS and headers (sika_site/middleware.py adds CSP, CORP, Permissions-Policy) ---

# A TLS-terminating proxy or load balancer in front: trust its X-Forwarded-Proto,
# which it must set (and strip from clients). Without it, every request behind
# such a proxy looks like plain HTTP: redirect loops and refused form posts.
if envbool("BEHIND_HTTPS_PROXY", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

# HTTPS=0 tries production settings over plain HTTP, e.g. gunicorn on 127.0.0.1.
HTTPS = envbool("HTTPS", not DEBUG)
SECURE_SSL_REDIRECT = HTTPS
# Load balancers check health over plain HTTP on the private network.
SECURE_REDIRECT_EXEMPT = [r"^healthz(/worker)?$"]
# Sent only over HTTPS. One year, the minimum the browsers' preload lists accept.
SECURE_HSTS_SECONDS = envint("SECURE_HSTS_SECONDS", 365 * 24 * 60 * 60)
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = envbool("SECURE_HSTS_PRELOAD", False)
SECURE_CONTENT_TYPE_NOSNIFF = True
# Links to other sites do not tell them which page the visitor was on.
SECURE_REFERRER_POLICY = "same-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"

# The only cookie: the CSRF one, set only by pages with a form that posts
# (the quiz, saving a house-rules sheet). No script reads it.
CSRF_COOKIE_SECURE = HTTPS
CSRF_COOKIE_HTTPONLY = True
# Forms post to their own site only, so no cross-site request ever needs it.
CSRF_COOKIE_SAMESITE = "Strict"

SILENCED_SYSTEM_CHECKS = [
    # security.W021: HSTS preloading asks browsers to refuse plain HTTP for the
    # whole domain and its subdomains for good, a decision for the domain's
    # owner; SECURE_HSTS_PRELOAD=1 opts in (docs/deploy.md).
    "security.W021",
]
