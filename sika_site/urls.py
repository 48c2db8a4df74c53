"""Root URLs: Finnish pages live at /, English ones under /en/; one namespace per game."""

from django.conf.urls.i18n import i18n_patterns
from django.contrib.sitemaps.views import sitemap
from django.urls import include, path

from tutorials.packs import PACKS
from tutorials.urls import game_urls
from tutorials.views.site_files import SITEMAPS, robots_txt, service_worker

# /healthz (sika_site/health.py) has no language prefix: load balancers ask for it; nor
# have the files asked for at the root (the service worker there serves the whole site).
urlpatterns = [
    path("", include("sika_site.health")),
    path("robots.txt", robots_txt),
    path("sitemap.xml", sitemap, {"sitemaps": SITEMAPS}, name="sitemap"),
    path("sw.js", service_worker, name="service_worker"),
] + i18n_patterns(
    path("", include("tutorials.urls")),
    *(
        path(f"{slug}/", include((game_urls(pack), slug), namespace=slug))
        for slug, pack in PACKS.items()
    ),
    prefix_default_language=False,
)

handler400 = "tutorials.views.bad_request"
handler404 = "tutorials.views.page_not_found"
handler500 = "tutorials.views.server_error"
