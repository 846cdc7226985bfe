"""The uniformly random player: a baseline and a fuzzer for the engine."""

from __future__ import annotations

import random

from ..actions import Action
from ..observation import Observation


class RandomAgent:
    """Picks uniformly among the legal actions."""

    name = "random"

    def act(self, observation: Observation, rng: random.Random) -> Action:
        """A uniformly random legal action."""
        return rng.choice(observation.legal_actions)
