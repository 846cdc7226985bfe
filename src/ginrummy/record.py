"""Moved to :mod:`ginrummy.core.record`; this path stays for compatibility."""

import sys

from .core import record as _module
from .core.record import *  # noqa: F403  (for type checkers and readers)

sys.modules[__name__] = _module
