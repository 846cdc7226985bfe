"""Moved to :mod:`ginrummy.core.observation`; this path stays for compatibility."""

import sys

from .core import observation as _module
from .core.observation import *  # noqa: F403  (for type checkers and readers)

sys.modules[__name__] = _module
