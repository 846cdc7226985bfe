"""Moved to :mod:`ginrummy.core.cards`; this path stays for compatibility."""

import sys

from .core import cards as _module
from .core.cards import *  # noqa: F403  (for type checkers and readers)

sys.modules[__name__] = _module
