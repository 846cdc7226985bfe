"""Computer opponents. Every agent sees only an observation, never the hidden cards,
except the research-only ``oracle`` (:mod:`ginrummy.agents.oracle`), which no person
is ever offered.

>>> from ginrummy.agents import make_agent
>>> sorted(AGENTS)  # doctest: +NORMALIZE_WHITESPACE
['apprentice', 'classic-master', 'easy', 'ensemble-like', 'expert', 'marjj-like',
 'master', 'oracle', 'random', 'simple', 'tonic-like', 'waiter']
"""

from .base import (
    AGENTS,
    RESEARCH_ONLY,
    Agent,
    ResearchOnlyError,
    make_agent,
    make_player_agent,
    player_agent_names,
    refuse_research_only,
    register,
    sees_everything,
)
from .expert import ExpertAgent, ExpertParams
from .levels import LEVELS, EasyAgent, Hint, agent_for_level, hint
from .master import MasterAgent, MasterParams
from .oracle import OracleAgent
from .panel import EnsembleLikeAgent, MarjjLikeAgent, TonicLikeAgent
from .random_agent import RandomAgent
from .simple import SimpleAgent


def _apprentice() -> Agent:
    """The built-in trained policy (:mod:`ginrummy.agents.policy`), imported on first
    use: it needs numpy, and the engine's users who never play it need not load it."""
    from .policy import apprentice

    return apprentice()


register("random", RandomAgent)
register("simple", SimpleAgent)
register("expert", ExpertAgent)
register("easy", EasyAgent)
register("master", MasterAgent)
register("classic-master", lambda: MasterAgent(MasterParams.classic(), name="classic-master"))
register("waiter", lambda: ExpertAgent(ExpertParams(knock_max=0), name="waiter"))
register("apprentice", _apprentice)
# The arena's panel (``ginrummy arena --panel``): our players written from published
# bots' papers (:mod:`ginrummy.agents.panel`); not offered as browser levels.
register("marjj-like", MarjjLikeAgent)
register("tonic-like", TonicLikeAgent)
register("ensemble-like", EnsembleLikeAgent)
register("oracle", OracleAgent)  # research only: sees every card, never plays a person

__all__ = [
    "AGENTS",
    "LEVELS",
    "RESEARCH_ONLY",
    "Agent",
    "EasyAgent",
    "EnsembleLikeAgent",
    "ExpertAgent",
    "Hint",
    "MarjjLikeAgent",
    "MasterAgent",
    "OracleAgent",
    "RandomAgent",
    "ResearchOnlyError",
    "SimpleAgent",
    "TonicLikeAgent",
    "agent_for_level",
    "hint",
    "make_agent",
    "make_player_agent",
    "player_agent_names",
    "refuse_research_only",
    "register",
    "sees_everything",
]
