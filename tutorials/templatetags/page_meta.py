"""``{% capture page_title %}…{% endcapture %}``: a page's title or description, said once.

A page fills its ``title`` and ``description`` blocks once; the base template
prints them and keeps them for the link-preview tags (Open Graph) further down
the head. Django allows a block only once per template, hence the capture.
"""

import html

from django import template
from django.core.exceptions import DisallowedHost
from django.template.base import Parser, Token
from django.utils.html import strip_tags

register = template.Library()


class CaptureNode(template.Node):
    # The blocks inside stay visible to {% extends %}, so child templates still fill them.
    child_nodelists = ("nodelist",)

    def __init__(self, nodelist: template.NodeList, name: str, silent: bool) -> None:
        self.nodelist = nodelist
        self.name = name
        self.silent = silent

    def render(self, context: template.Context) -> str:
        output = self.nodelist.render(context)
        # One line of plain text: a description may be a paragraph of the page.
        # Unescaped here: the variable is escaped again where it is printed.
        context[self.name] = " ".join(html.unescape(strip_tags(output)).split())
        return "" if self.silent else output


@register.tag
def capture(parser: Parser, token: Token) -> CaptureNode:
    """Render the contents, keep them as one line of text in the named variable, and print
    them (``{% capture name silent %}``: keep them only)."""
    bits = token.split_contents()
    if len(bits) not in (2, 3) or (len(bits) == 3 and bits[2] != "silent"):
        raise template.TemplateSyntaxError("{% capture <name> [silent] %} takes a variable name")
    nodelist = parser.parse(("endcapture",))
    parser.delete_first_token()
    return CaptureNode(nodelist, bits[1], silent=len(bits) == 3)


@register.simple_tag(takes_context=True)
def page_url(context: template.Context) -> str:
    """The page's full address for og:url; just its path when the Host header is not ours.

    The 400 page for a bad Host header extends the base template too, and
    must not fail on the very header it reports.
    """
    request = context.get("request")
    if request is None:
        return ""
    try:
        return str(request.build_absolute_uri())
    except DisallowedHost:
        return str(request.get_full_path())
