"""The oracle: a research agent that sees every card, an honest ceiling for fair play.

Every other agent sees an observation. The oracle is handed the whole
:class:`~ginrummy.core.hand.HandState`: both hands and the stock in its order (and the seed
of any reshuffle). Its use is to measure how far a fair player stands from perfect
information against each opponent: ``ginrummy arena oracle simple``, ``ginrummy
arena oracle master``, ``ginrummy simulate --agents oracle,expert``. It is never
offered to a person, and every entry point that builds a player's opponent, or hands
an agent only an observation, refuses it (:class:`~ginrummy.agents.base.ResearchOnlyError`:
"oracle sees hidden cards: research only (arena, simulate)").

The protocol (:mod:`ginrummy.agents.base`): the class declares ``sees_everything =
True``, and :func:`ginrummy.core.record.play_hand` calls :meth:`OracleAgent.act_on_state`
with the true state instead of ``act`` with an observation. ``act`` itself refuses, so
code that hands the oracle only an observation fails loudly rather than playing blind.

Its play: every legal move (take, draw or pass; each discard; each knock) is applied to
the true state and the hand played out to its end by the master's fast greedy rollout
(:func:`ginrummy.agents.master.rollout`, the simple player's rules, for both seats).
The world being known, one rollout a move is exact for that policy; a knock is scored
exactly on the true hands (layoffs, undercut). The best hand points win; ties go to
the move that keeps the least deadwood (on 600 paired hands against the expert this
tie-break made +22.6 points a hand of +20.7; preferring to win sooner and lose later
added nothing), then to the first legal move. One rule keeps a hand finite: after
``MAX_TAKES_IN_A_ROW`` upcards taken in a row the oracle draws from the stock (two
oracles would otherwise trade cards through the discard pile for ever).

It is a ceiling for *this* search, not for perfect play: the continuation is greedy
for both seats, so it misjudges moves whose worth lies in playing on better than the
simple player does. See docs/agents.md for its measured results.
"""

from __future__ import annotations

import random
from typing import ClassVar

from ..core.actions import DRAW_STOCK, Action, Discard, Knock
from ..core.hand import EventKind, HandState
from ..core.melds import deadwood_count_cached
from ..core.observation import Observation
from .base import ResearchOnlyError, research_only_message
from .rollouts import rollout

MAX_TAKES_IN_A_ROW = 8
"""Upcards taken (by either seat) since the last stock draw after which the oracle draws
from the stock. Where the rules let a hand go on forever (no ``max_upcard_draws``),
two oracles each judging that drawing would lose pass cards back and forth through
the discard pile and the hand never ends; this bound ends it (every run of takes is
followed by a stock draw, so the stock runs down)."""


class OracleAgent:
    """Perfect information, one greedy rollout a legal move (see the module docstring)."""

    name = "oracle"
    sees_everything: ClassVar[bool] = True
    """Read by :func:`ginrummy.core.record.play_hand` (hand it the state) and by
    :func:`~ginrummy.agents.base.refuse_research_only` (never a person's opponent)."""

    def act(self, observation: Observation, rng: random.Random) -> Action:
        """Refused: the oracle decides on the true state, never on an observation.

        :raises ResearchOnlyError: always.
        """
        raise ResearchOnlyError(
            research_only_message(self.name) + "; it plays through play_hand, not act()"
        )

    def act_on_state(self, state: HandState, rng: random.Random) -> Action:
        """The best legal move for the seat to act, judged on the true state."""
        me = state.to_act
        if me is None:
            raise ValueError("the hand is over: there is no move to make")
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if DRAW_STOCK in legal and _takes_since_stock_draw(state) >= MAX_TAKES_IN_A_ROW:
            return DRAW_STOCK
        best = legal[0]
        best_key: tuple[int, int] | None = None
        for action in legal:
            key = (rollout(state.apply(action), me), -_deadwood_kept(state, action))
            if best_key is None or key > best_key:
                best, best_key = action, key
        return best


def _takes_since_stock_draw(state: HandState) -> int:
    """How many upcards were taken since the hand's last stock draw (or its deal)."""
    count = 0
    for event in reversed(state.events):
        kind = event.kind
        if kind is EventKind.DRAW_STOCK:
            break
        if kind is EventKind.TAKE_UPCARD:
            count += 1
    return count


def _deadwood_kept(state: HandState, action: Action) -> int:
    """The deadwood of the mover's hand once ``action``'s card is gone (0 for a move
    that discards nothing: draws and passes tie on it)."""
    if isinstance(action, Discard | Knock):
        seat = state.to_act
        assert seat is not None
        return deadwood_count_cached(state.hand_mask(seat) & ~(1 << action.card))
    return 0


__all__ = ["MAX_TAKES_IN_A_ROW", "OracleAgent"]
