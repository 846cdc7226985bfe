"""Moved to :mod:`ginrummy.core.actions`; this path stays for compatibility."""

import sys

from .core import actions as _module
from .core.actions import *  # noqa: F403  (for type checkers and readers)

sys.modules[__name__] = _module
