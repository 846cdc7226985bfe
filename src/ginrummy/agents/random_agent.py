"""The uniformly random player: a baseline and a fuzzer for the engine."""

from __future__ import annotations

import random

from ..core.actions import _BY_ID, Action
from ..core.observation import Observation


class RandomAgent:
    """Picks uniformly among the legal actions.

    It draws the index of its pick exactly as ``rng.choice(observation.legal_actions)``
    does (``rng._randbelow`` of the count: ``choice``'s own draw, which every
    ``random.Random`` and subclass defines) and finds that set bit of the legal mask, so
    it makes the very same choices without building the tuple of actions: random play
    is the benchmark of the engine's own speed.
    """

    name = "random"

    def act(self, observation: Observation, rng: random.Random) -> Action:
        """A uniformly random legal action."""
        mask = observation.legal_action_mask
        if not mask:
            return rng.choice(observation.legal_actions)  # IndexError: nothing is legal
        count = mask.bit_count()
        index = rng._randbelow(count)  # type: ignore[attr-defined]
        if 2 * index < count:  # the index-th set bit: clear the bits below it...
            for _ in range(index):
                mask &= mask - 1
            return _BY_ID[(mask & -mask).bit_length() - 1]
        for _ in range(count - 1 - index):  # ...or those above it, whichever are fewer
            mask ^= 1 << (mask.bit_length() - 1)
        return _BY_ID[mask.bit_length() - 1]
