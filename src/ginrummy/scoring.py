"""Moved to :mod:`ginrummy.core.scoring`; this path stays for compatibility."""

import sys

from .core import scoring as _module
from .core.scoring import *  # noqa: F403  (for type checkers and readers)

sys.modules[__name__] = _module
