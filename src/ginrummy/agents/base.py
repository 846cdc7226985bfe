"""The agent protocol and the registry of agents by name.

An agent sees an :class:`~ginrummy.observation.Observation`, never a state: it cannot
look at hidden cards because it is never given them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol, runtime_checkable

from ..actions import Action
from ..observation import Observation


@runtime_checkable
class Agent(Protocol):
    """Anything that picks a legal action from a player's observation."""

    name: str

    def act(self, observation: Observation, rng: random.Random) -> Action:
        """Choose one of ``observation.legal_actions``."""
        ...


@runtime_checkable
class ScoreAware(Protocol):
    """An agent that also wants the game's score, as a person at the table reads it off
    the score sheet: told before each hand (scores by seat, and the points to reach).
    Hands played alone (the arena's single hands, the research environments) tell it
    nothing, and it must then play on hand points."""

    def new_hand(self, scores: tuple[int, int], game_target: int) -> None:
        """The score before the coming hand."""
        ...


AgentFactory = Callable[[], Agent]

AGENTS: dict[str, AgentFactory] = {}
"""Agent factories by name; the CLI, the arena and the servers look agents up here."""


def register(name: str, factory: AgentFactory) -> None:
    """Make an agent available by name."""
    AGENTS[name] = factory


def make_agent(name: str) -> Agent:
    """A new agent by registered name (case-insensitive).

    :raises ValueError: naming the known agents.
    """
    key = name.strip().lower()
    if key not in AGENTS:
        raise ValueError(f"unknown agent {name!r} (known: {', '.join(sorted(AGENTS))})")
    return AGENTS[key]()
