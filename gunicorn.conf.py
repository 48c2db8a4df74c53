"""gunicorn's settings for the production server (scripts/serve-production.sh).

gunicorn reads this file by itself when started from the project's folder; the
figures behind the choices are in docs/deploy.md.
"""

import os

bind = os.environ.get("BIND", "127.0.0.1:8000")
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
# Threads in each worker (gthread): a slow page holds one thread, not the process,
# so /healthz and quick pages still answer beside it.
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
# The longest request line the site itself makes: a play token may be 6,000
# characters, plus the path and the other parameters. gunicorn's default (4,094)
# would answer such links with its own bare 414; 8,190 is its largest.
limit_request_line = 8190
# gunicorn (since 25.1) opens a control socket at one path per user
# ($XDG_RUNTIME_DIR/gunicorn.ctl or ~/.gunicorn/gunicorn.ctl), so every gunicorn of
# that user shares it and `gunicornc` could steer another's workers. The site needs
# none: process signals (systemd, serve-production.sh) manage it.
control_socket_disable = True
# A port on which each web process answers /healthz from a thread of its own, so a
# check never waits behind pages that hold every request thread (sika_site/health_port.py;
# docs/deploy.md: the load balancer's check). Unset: /healthz on the site's port only.
health_bind = os.environ.get("HEALTH_BIND", "")
accesslog = "-"
errorlog = "-"


def post_worker_init(worker: object) -> None:
    """gunicorn's hook in each web process once the site is loaded."""
    from sika_site.warm import warm

    warm()
    if health_bind:
        from sika_site import health_port

        health_port.start(health_bind)
