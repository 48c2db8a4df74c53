"""Scenario files of the siantappo worked examples; ``make.py`` writes them."""
