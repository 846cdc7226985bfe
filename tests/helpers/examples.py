"""How many examples a property test tries: all of them in CI, fewer before a commit.

``tests/conftest.py`` registers two Hypothesis profiles: ``ci`` (loaded when ``CI`` is set,
as ``.ci/run`` does) keeps Hypothesis' own default of 100 examples per property, the
counts the suite has always run; ``dev`` (the default elsewhere) tries a quarter of them.
``HYPOTHESIS_PROFILE=ci`` picks a profile by name. A test that sets its own count writes
``@settings(max_examples=examples(400))``: exactly 400 in CI, a quarter (at least 10)
before a commit.
"""

from __future__ import annotations

import os

from hypothesis import settings

CI_EXAMPLES = 100
"""Hypothesis' default ``max_examples``: what the ``ci`` profile keeps."""

DEV_EXAMPLES = 25
"""The ``dev`` profile's ``max_examples``: a quarter of CI's."""

MIN_EXAMPLES = 10
"""No property runs fewer examples than this (or its own count, if smaller), even in dev."""


def register_profiles() -> str:
    """Register the ``ci`` and ``dev`` profiles and load the one this run asks for: the
    name in ``HYPOTHESIS_PROFILE``, else ``ci`` where ``CI`` is set, else ``dev``."""
    # Hypothesis' own "ci" profile (loaded by itself where CI is set) would also fix the
    # examples (derandomize): ours replaces it, so CI runs new random examples each run,
    # plus the blob that reproduces a failure. Neither profile has a deadline: a test
    # checks what the code does, never how fast (the benchmarks measure speed), and with
    # every core running tests a 200 ms limit per example fails on a busy machine.
    default = settings.get_profile("default")
    settings.register_profile(
        "ci", default, max_examples=CI_EXAMPLES, print_blob=True, deadline=None
    )
    settings.register_profile("dev", default, max_examples=DEV_EXAMPLES, deadline=None)
    name = os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev")
    settings.load_profile(name)
    return name


def examples(ci: int) -> int:
    """The ``max_examples`` for a property whose CI count is ``ci``: ``ci`` itself under
    the ``ci`` profile, scaled like the profile's default otherwise (at least 10)."""
    loaded = settings.default.max_examples
    if loaded >= CI_EXAMPLES:
        return ci
    return max(min(ci, MIN_EXAMPLES), round(ci * loaded / CI_EXAMPLES))
