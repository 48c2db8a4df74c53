"""The files the referee needs to answer offline, under the static files' ``FOLDER``.

``scripts/build_offline.py`` (run by scripts/setup.sh) puts them there: the browser's
Python (Pyodide, from npm, pinned in scripts/offline/package.json) and ``SITE`` (the
site's own code and the libraries it runs on). The referee page loads them once, and
the service worker keeps them with the other static files.
"""

FOLDER = "tutorials/offline/"
PYODIDE = (
    "pyodide.js",
    "pyodide.js.map",  # named by pyodide.js: the static files' manifest wants it
    "pyodide.asm.js",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
SITE = "site.zip"
# What a visitor's browser downloads (the source map only a developer's tools ask for).
DOWNLOADED = (*(name for name in PYODIDE if not name.endswith(".map")), SITE)
