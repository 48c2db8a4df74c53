"""Stacked siantappo deals: ``deck(["3C AS 2S", "4D AH 2H", ...])`` gives the deal order.

The one stacking helper is the examples' generator's (``tools.scenarios.siantappo``).
"""

from tools.scenarios.siantappo import ALL, deck

__all__ = ["ALL", "deck"]
