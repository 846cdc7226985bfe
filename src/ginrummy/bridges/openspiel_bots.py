"""OpenSpiel's own gin rummy players for the bridge (:mod:`ginrummy.bridges.openspiel_play`):
``SimpleGinRummyBot``, the uniform random bot and the Python information-set MCTS, each
a ``pyspiel.Bot`` on OpenSpiel's ``gin_rummy`` with its default parameters, which are
checked against our ``openspiel`` preset when the game is loaded.

Apart from the bridge's play because these are OpenSpiel's objects alone: which bots
there are, how they are named in the arena's statistics, and how each is made and
seeded (the bridge's module docstring describes them).
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any, Final

from ..core.rules import find_rules
from ..extras import require_extra

RULES: Final = find_rules("openspiel")
"""The mirror's rules: our engine set to OpenSpiel's ``gin_rummy``."""
BOT_NAME: Final = "openspiel_simple_bot"
"""How the arena statistics name OpenSpiel's ``SimpleGinRummyBot``."""
OPENSPIEL_BOTS: Final = ("simple", "ismcts", "random")
"""The OpenSpiel bots the bridge plays against (``--bot``); ``simple`` is the default."""
BOT_DESCRIPTIONS: Final = {
    "simple": "OpenSpiel's SimpleGinRummyBot",
    "ismcts": "OpenSpiel's ISMCTSBot",
    "random": "OpenSpiel's uniform random bot",
}
ISMCTS_SIMULATIONS: Final = 100
"""The ISMCTS bot's default budget: simulations a move."""
ISMCTS_UCT_C: Final = 2.0
"""The ISMCTS bot's exploration constant."""


class BridgeError(RuntimeError):
    """OpenSpiel and the mirror disagree in a way the bridge does not translate."""


def _pyspiel() -> Any:
    require_extra("openspiel", ("pyspiel",), "the OpenSpiel bridge and its bots")
    return importlib.import_module("pyspiel")


@cache
def gin_rummy_game() -> Any:
    """OpenSpiel's ``gin_rummy`` with its default parameters (loaded once a process)."""
    game = _pyspiel().load_game("gin_rummy")
    params = game.get_parameters()
    if params["knock_card"] != RULES.knock_limit or params["oklahoma"]:
        raise BridgeError(f"unexpected OpenSpiel gin_rummy parameters: {params}")
    if (params["gin_bonus"], params["undercut_bonus"]) != (
        RULES.gin_bonus,
        RULES.undercut_bonus,
    ):
        raise BridgeError(f"unexpected OpenSpiel gin_rummy bonuses: {params}")
    return game


def check_bot(bot: str) -> str:
    """``bot`` if it names one of :data:`OPENSPIEL_BOTS`.

    :raises ValueError: naming the choices, otherwise.
    """
    if bot not in OPENSPIEL_BOTS:
        choices = ", ".join(OPENSPIEL_BOTS)
        raise ValueError(f"unknown OpenSpiel bot {bot!r}: choose one of {choices}")
    return bot


def bot_name(bot: str = "simple") -> str:
    """How the arena statistics name an OpenSpiel bot (:data:`BOT_NAME` for ``simple``)."""
    return f"openspiel_{check_bot(bot)}_bot"


def make_openspiel_bot(
    bot: str,
    player: int,
    seed: int = 0,
    *,
    ismcts_simulations: int = ISMCTS_SIMULATIONS,
) -> Any:
    """A ``pyspiel.Bot`` for OpenSpiel player ``player`` of OpenSpiel's ``gin_rummy``.

    ``bot`` is one of :data:`OPENSPIEL_BOTS`; ``seed`` seeds the random and ISMCTS bots
    (``SimpleGinRummyBot`` takes none); ``ismcts_simulations`` is the ISMCTS budget.

    :raises ValueError: for an unknown bot or a budget under 1.
    """
    check_bot(bot)
    pyspiel = _pyspiel()
    game = gin_rummy_game()
    if bot == "simple":
        return pyspiel.make_simple_gin_rummy_bot(game.get_parameters(), player)
    if bot == "random":
        return pyspiel.make_uniform_random_bot(player, seed)
    if ismcts_simulations < 1:
        raise ValueError(f"ismcts_simulations must be at least 1, not {ismcts_simulations}")
    np = importlib.import_module("numpy")
    ismcts = importlib.import_module("open_spiel.python.algorithms.ismcts")
    mcts = importlib.import_module("open_spiel.python.algorithms.mcts")
    streams = np.random.SeedSequence(seed).spawn(3)
    rollouts = np.random.RandomState(np.random.MT19937(streams[0]))
    choices = np.random.RandomState(np.random.MT19937(streams[1]))
    worlds = np.random.RandomState(np.random.MT19937(streams[2]))
    searcher = ismcts.ISMCTSBot(
        game,
        mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rollouts),
        ISMCTS_UCT_C,
        ismcts_simulations,
        random_state=choices,
    )

    def resample(state: Any, seat: int) -> Any:
        # OpenSpiel's C++ resampling, with a seeded sampler (its default is unseeded)
        sampler = pyspiel.UniformProbabilitySampler(int(worlds.randint(2**31)), 0.0, 1.0)
        return state.resample_from_infostate(seat, sampler)

    searcher.set_resampler(resample)
    return searcher


__all__ = [
    "BOT_DESCRIPTIONS",
    "BOT_NAME",
    "ISMCTS_SIMULATIONS",
    "ISMCTS_UCT_C",
    "OPENSPIEL_BOTS",
    "RULES",
    "BridgeError",
    "bot_name",
    "check_bot",
    "gin_rummy_game",
    "make_openspiel_bot",
]
