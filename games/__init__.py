"""The card game rules engines: pure Python, no Django.

``COMPILED`` says whether the hot modules run from their mypyc build (see
``games/_compiled.py``); the behaviour is the same either way.
"""

from games import _compiled

COMPILED = _compiled.install()
