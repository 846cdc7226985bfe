"""Moved to :mod:`ginrummy.core.rules`; this path stays for compatibility."""

import sys

from .core import rules as _module
from .core.rules import *  # noqa: F403  (for type checkers and readers)

sys.modules[__name__] = _module
