"""``{% capture page_title %}…{% endcapture %}``: a page's title or description, said once.

A page fills its ``title`` and ``description`` blocks once; the base template
prints them and keeps them for the link-preview tags (Open Graph) further down
the head. Django allows a block only once per template, hence the capture.
"""

from django import template
from django.template.base import Parser, Token

register = template.Library()


class CaptureNode(template.Node):
    # The blocks inside stay visible to {% extends %}, so child templates still fill them.
    child_nodelists = ("nodelist",)

    def __init__(self, nodelist: template.NodeList, name: str) -> None:
        self.nodelist = nodelist
        self.name = name

    def render(self, context: template.Context) -> str:
        output = self.nodelist.render(context)
        context[self.name] = output.strip()
        return output


@register.tag
def capture(parser: Parser, token: Token) -> CaptureNode:
    """Render the contents, print them, and keep them in the variable named after the tag."""
    bits = token.split_contents()
    if len(bits) != 2:
        raise template.TemplateSyntaxError("{% capture <name> %} takes one variable name")
    nodelist = parser.parse(("endcapture",))
    parser.delete_first_token()
    return CaptureNode(nodelist, bits[1])
