"""The production settings plus two baseline pages, for benchmarks/load.py.

Everything (middleware, DEBUG off, WhiteNoise, HTTPS handling) is the site's
own; only the URL conf, one template folder and a middleware that logs each
request's CPU (when BENCH_CPU_LOG is set: load.py --worst) are added, so the
baselines pay what every page pays before its view runs.
"""

from sika_site.settings import *  # noqa: F403
from sika_site.settings import BASE_DIR, TEMPLATES

ROOT_URLCONF = "benchmarks.bench_urls"

# benchmarks/ is not an app, so its template folder is named here.
TEMPLATES[0]["DIRS"] = [BASE_DIR / "benchmarks" / "templates"]

# Each request's CPU to a file when BENCH_CPU_LOG is set (benchmarks/load.py --worst).
MIDDLEWARE = ["benchmarks.bench_cpu.CpuLog", *MIDDLEWARE]  # noqa: F405
