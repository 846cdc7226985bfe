"""Computer opponents. Every agent sees only an observation, never the hidden cards.

>>> from ginrummy.agents import make_agent
>>> sorted(AGENTS)
['easy', 'expert', 'master', 'random', 'simple']
"""

from .base import AGENTS, Agent, make_agent, register
from .expert import ExpertAgent
from .levels import LEVELS, EasyAgent, Hint, agent_for_level, hint
from .master import MasterAgent
from .random_agent import RandomAgent
from .simple import SimpleAgent

register("random", RandomAgent)
register("simple", SimpleAgent)
register("expert", ExpertAgent)
register("easy", EasyAgent)
register("master", MasterAgent)

__all__ = [
    "AGENTS",
    "LEVELS",
    "Agent",
    "EasyAgent",
    "ExpertAgent",
    "Hint",
    "MasterAgent",
    "RandomAgent",
    "SimpleAgent",
    "agent_for_level",
    "hint",
    "make_agent",
    "register",
]
