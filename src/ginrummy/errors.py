"""Moved to :mod:`ginrummy.core.errors`; this path stays for compatibility."""

import sys

from .core import errors as _module
from .core.errors import *  # noqa: F403  (for type checkers and readers)

sys.modules[__name__] = _module
