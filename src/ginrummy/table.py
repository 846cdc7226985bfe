"""Moved to :mod:`ginrummy.core.table`; this path stays for compatibility."""

import sys

from .core import table as _module
from .core.table import *  # noqa: F403  (for type checkers and readers)

sys.modules[__name__] = _module
