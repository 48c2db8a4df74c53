"""Root URLs: Finnish pages live at /, English ones under /en/."""

from django.conf.urls.i18n import i18n_patterns
from django.urls import include, path

# /healthz (sika_site/health.py) has no language prefix: load balancers ask for it.
urlpatterns = [path("", include("sika_site.health"))] + i18n_patterns(
    path("", include("tutorials.urls")),
    prefix_default_language=False,
)

handler400 = "tutorials.views.bad_request"
handler404 = "tutorials.views.page_not_found"
handler500 = "tutorials.views.server_error"
