"""Computer opponents. Every agent sees only an observation, never the hidden cards.

>>> from ginrummy.agents import make_agent
>>> sorted(AGENTS)
['expert', 'random', 'simple']
"""

from .base import AGENTS, Agent, make_agent, register
from .expert import ExpertAgent
from .random_agent import RandomAgent
from .simple import SimpleAgent

register("random", RandomAgent)
register("simple", SimpleAgent)
register("expert", ExpertAgent)

__all__ = ["AGENTS", "Agent", "RandomAgent", "SimpleAgent", "make_agent", "register"]
