"""Settings shared by all tests. Page helpers are in tests/html.py."""

import os

from hypothesis import settings

# CI machines are small and shared: no per-example deadline, and a fixed
# sequence of examples so a red build can be reproduced.
settings.register_profile("ci", deadline=None, derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")
