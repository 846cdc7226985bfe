"""The agent protocol and the registry of agents by name.

An agent sees an :class:`~ginrummy.core.observation.Observation`, never a state: it cannot
look at hidden cards because it is never given them.

The one exception is for research: an agent whose class says ``sees_everything = True``
(the oracle, :mod:`ginrummy.agents.oracle`) is handed the whole
:class:`~ginrummy.core.hand.HandState` through ``act_on_state(state, rng)`` by
:func:`ginrummy.core.record.play_hand` (so by the arena and ``ginrummy simulate``). It
measures how far a fair player is from perfect information; it must never play a
person. So every entry point that builds an opponent for a player, or that hands an
agent only an observation (the servers, the terminal games, the research
environments, the OpenSpiel bridge), goes through :func:`refuse_research_only` or
:func:`make_player_agent`, which raise :class:`ResearchOnlyError`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol, runtime_checkable

from ..core.actions import Action
from ..core.observation import Observation


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


class HandWatcher(Protocol):
    """An agent that learns across a game's hands: after each hand it is shown that
    hand's final observation (the result, and both hands as laid down), as a person
    sees the showdown (:func:`~ginrummy.core.record.tell_hand_over`). The master learns
    how its opponent knocks from it."""

    def hand_over(self, observation: Observation) -> None:
        """A hand of the game is over."""
        ...


AgentFactory = Callable[[], Agent]

AGENTS: dict[str, AgentFactory] = {}
"""Agent factories by name; the CLI, the arena and the servers look agents up here."""

RESEARCH_ONLY: set[str] = set()
"""Registered names of agents that see hidden cards (``sees_everything``): the arena and
``ginrummy simulate`` may build them; nothing that plays a person may."""


class ResearchOnlyError(ValueError):
    """An agent that sees hidden cards was asked to play a person, or to act on a mere
    observation (where it would silently play blind, or worse, be given the state)."""


def sees_everything(agent: object) -> bool:
    """Whether ``agent`` (an agent, or its class) is a research agent that is handed the
    whole hand state: it declares ``sees_everything = True``."""
    return getattr(agent, "sees_everything", False) is True


def research_only_message(name: str) -> str:
    """The one wording of the refusal, wherever it is made."""
    return f"{name} sees hidden cards: research only (arena, simulate)"


def refuse_research_only(agent: Agent) -> Agent:
    """``agent`` itself, unless it sees hidden cards.

    :raises ResearchOnlyError: for an agent that declares ``sees_everything``.
    """
    if sees_everything(agent):
        raise ResearchOnlyError(research_only_message(str(getattr(agent, "name", "agent"))))
    return agent


def register(name: str, factory: AgentFactory) -> None:
    """Make an agent available by name (research-only when the factory, a class, says it
    ``sees_everything``)."""
    AGENTS[name] = factory
    if sees_everything(factory):
        RESEARCH_ONLY.add(name)
    else:
        RESEARCH_ONLY.discard(name)


def player_agent_names() -> list[str]:
    """The registered agents a person may play against, sorted (no research agent)."""
    return sorted(name for name in AGENTS if name not in RESEARCH_ONLY)


POLICY_PREFIX = "policy:"
"""``policy:PATH`` names a trained policy's weights file (:mod:`ginrummy.agents.policy`)
wherever an agent name is taken."""


def is_policy_name(name: str) -> bool:
    """Whether ``name`` points to a trained policy's weights (``policy:PATH``)."""
    return name.strip().lower().startswith(POLICY_PREFIX)


def _policy_agent(name: str) -> Agent | None:
    """The trained policy that ``name`` points to (``policy:PATH``), or ``None`` when the
    name is not of that form. Imported here, on use: it needs numpy.

    :raises ValueError: for a path that holds no policy weights.
    """
    if not is_policy_name(name):
        return None
    text = name.strip()
    from .policy import load_policy

    return load_policy(text[len(POLICY_PREFIX) :])


def make_agent(name: str) -> Agent:
    """A new agent by registered name (case-insensitive), or ``policy:PATH`` for a trained
    policy's weights file.

    :raises ValueError: naming the known agents.
    """
    policy = _policy_agent(name)
    if policy is not None:
        return policy
    key = name.strip().lower()
    if key not in AGENTS:
        raise ValueError(f"unknown agent {name!r} (known: {', '.join(sorted(AGENTS))})")
    return AGENTS[key]()


def make_player_agent(name: str) -> Agent:
    """:func:`make_agent` for an opponent of a person, or any use that hands the agent
    only observations: a research agent is refused.

    :raises ResearchOnlyError: for an agent that sees hidden cards.
    :raises ValueError: for an unknown name, naming the agents a person may play.
    """
    policy = _policy_agent(name)  # a trained policy is handed observations only
    if policy is not None:
        return policy
    key = name.strip().lower()
    if key in RESEARCH_ONLY:
        raise ResearchOnlyError(research_only_message(key))
    if key not in AGENTS:
        raise ValueError(f"unknown agent {name!r} (known: {', '.join(player_agent_names())})")
    return refuse_research_only(AGENTS[key]())
