"""The test settings plus the baseline pages of benchmarks/bench_urls.py, for in-process benches.

A bench that times requests with Django's test client (benchmarks/budget.py,
benchmarks/play_move.py) times ``/bench/static/`` in the same run beside the
site's pages: the cost of a page with no work behind it, on this machine, now.
"""

from sika_site.settings_test import *  # noqa: F403
from sika_site.settings_test import BASE_DIR, TEMPLATES

ROOT_URLCONF = "benchmarks.bench_urls"

# benchmarks/ is not an app, so its template folder is named here.
TEMPLATES[0]["DIRS"] = [BASE_DIR / "benchmarks" / "templates"]
