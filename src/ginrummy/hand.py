"""Moved to :mod:`ginrummy.core.hand`; this path stays for compatibility."""

import sys

from .core import hand as _module
from .core.hand import *  # noqa: F403  (for type checkers and readers)

sys.modules[__name__] = _module
