"""Template context shared by every page."""

from django.http import HttpRequest
from django.urls import reverse, translate_url
from django.utils import translation
from django.utils.translation import get_language_info


def language_switch(request: HttpRequest) -> dict[str, dict[str, str]]:
    """Where the language switch leads: this same page in the other language.

    A page that does not resolve (a 404, say) has no twin, so the switch
    leads to the other language's home page instead.
    """
    current = translation.get_language()
    other = "en" if current == "fi" else "fi"
    here = request.get_full_path()
    url = translate_url(here, other)
    if url == here:
        with translation.override(other):
            url = reverse("tutorials:home")
    info = get_language_info(other)
    return {
        "other_language": {
            "code": other,
            "name": info["name_local"].capitalize(),
            "url": url,
        }
    }
