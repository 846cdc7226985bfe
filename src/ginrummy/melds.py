"""Moved to :mod:`ginrummy.core.melds`; this path stays for compatibility."""

import sys

from .core import melds as _module
from .core.melds import *  # noqa: F403  (for type checkers and readers)

sys.modules[__name__] = _module
