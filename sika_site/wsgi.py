"""WSGI entry point, for gunicorn or any other WSGI server."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sika_site.settings")

application = get_wsgi_application()
