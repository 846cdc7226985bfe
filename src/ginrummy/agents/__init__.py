"""Computer opponents. Every agent sees only an observation, never the hidden cards.

>>> from ginrummy.agents import make_agent
>>> sorted(AGENTS)
['random', 'simple']
"""

from .base import AGENTS, Agent, make_agent, register
from .random_agent import RandomAgent
from .simple import SimpleAgent

register("random", RandomAgent)
register("simple", SimpleAgent)

__all__ = ["AGENTS", "Agent", "RandomAgent", "SimpleAgent", "make_agent", "register"]
