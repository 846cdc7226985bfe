"""Moved to :mod:`ginrummy.core.match`; this path stays for compatibility."""

import sys

from .core import match as _module
from .core.match import *  # noqa: F403  (for type checkers and readers)

sys.modules[__name__] = _module
