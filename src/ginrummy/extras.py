"""What an optional part of ginrummy needs installed, said before it fails.

The engine needs nothing beyond Python; the research environments, the OpenSpiel bridge
and the arena's Ray backend need libraries that come with an extra of the package
(README, "Install"). Without them Python's own error names a module
(``No module named 'numpy'``), not the command that fixes it; :func:`require_extra`
names both, before the first import that would fail.

>>> require_extra("rl", ["json"], "the research environments")  # present: nothing
>>> require_extra("rl", ["no_such_module_here"], "the research environments")
Traceback (most recent call last):
...
ginrummy.extras.MissingExtraError: the research environments need no_such_module_here, \
which come with the 'rl' extra: pip install 'ginrummy[rl]'
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterable


class MissingExtraError(ImportError):
    """An optional part of ginrummy was used without the extra that installs its
    libraries. An ``ImportError``, so code that falls back on a missing module still
    catches it."""


def require_extra(extra: str, modules: Iterable[str], what: str) -> None:
    """Raise :class:`MissingExtraError` naming ``extra`` when any of ``modules`` cannot be
    imported; ``what`` says which part of ginrummy needs them."""
    missing = [name for name in modules if importlib.util.find_spec(name) is None]
    if missing:
        raise MissingExtraError(
            f"{what} need {', '.join(missing)}, which come with the {extra!r} extra: "
            f"pip install 'ginrummy[{extra}]'",
            name=missing[0],
        )


__all__ = ["MissingExtraError", "require_extra"]
