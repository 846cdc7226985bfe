"""The master player: determinized Monte Carlo search over the opponent's hidden cards.

At each real decision it lists a few candidate moves (the strong ones by the expert's
or a deadwood heuristic's reckoning, and every kind of move: knock or play on, take
the upcard or draw), then repeats: deal the hidden cards at random consistently with
what it has seen (:func:`ginrummy.determinize.determinize`), and for every candidate
play the hand out to its end with a fast greedy policy for both seats. All candidates
share each sampled deal and the same rollout randomness (common random numbers), so
their differences are measured, not their luck. The move with the best mean hand
result wins.

Why this helps: the knock-or-play-on and draw decisions depend on what the opponent
probably holds and how the stock will run; sampling many consistent worlds answers
"how does this move score on average" directly, including undercuts and the stock end.

The search is bounded by an iteration count (so results are reproducible from a seed)
and a time cap per move.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ..actions import (
    BIG_GIN,
    DISCARDS,
    DRAW_STOCK,
    KNOCKS,
    PASS,
    TAKE_UPCARD,
    Action,
    Discard,
    Knock,
)
from ..determinize import determinize
from ..hand import HandState, Phase
from ..melds import deadwood_count_cached
from ..observation import Observation
from .base import Agent
from .simple import joins_a_meld

_KNOCK_BASE = 52


@dataclass(frozen=True, slots=True)
class MasterParams:
    """Search settings."""

    iterations: int = 32
    """Sampled deals per decision (each plays every candidate out)."""
    max_seconds: float = 0.045
    """Time cap per decision; the search stops early past it (after ``min_iterations``)."""
    min_iterations: int = 8
    discard_candidates: int = 3
    """How many discards to search besides the knocks."""
    model_draws: bool = True
    """Model the opponent's hand as improved by their draws (see ``determinize``)."""


def _greedy(state: HandState) -> Action:
    """The rollout policy: the simple player's rules on the sampled state, no randomness."""
    phase = state._phase
    player = state._to_act
    hand = state._hands[player]
    legal = state.legal_action_mask()
    if phase is Phase.DISCARD:
        if legal >> 107 & 1:
            return BIG_GIN
        knocks = legal >> _KNOCK_BASE & 0xFFFFFFFFFFFFF
        options = knocks if knocks else legal & 0xFFFFFFFFFFFFF
        best = 1000
        pick = -1
        rest = options
        while rest:
            low = rest & -rest
            rest ^= low
            value = deadwood_count_cached(hand ^ low)
            if value < best or (value == best and low.bit_length() % 13 > pick % 13):
                best = value
                pick = low.bit_length() - 1
        return KNOCKS[pick] if knocks else DISCARDS[pick]
    if legal >> 105 & 1 and state._discard:
        up = state._discard[-1]
        if phase is Phase.STOCK_END or joins_a_meld(hand, up):
            return TAKE_UPCARD
    if legal >> 104 & 1:
        return DRAW_STOCK
    return PASS


def rollout(state: HandState, me: int, limit: int = 400) -> int:
    """Play a sampled state to its end greedily; the hand's points from ``me``'s side."""
    for _ in range(limit):
        if state._phase is Phase.OVER:
            break
        state = state._apply(_greedy(state))
    result = state._result
    if result is None or result.winner is None:
        return 0
    return result.points if result.winner == me else -result.points


class MasterAgent:
    """Determinized Monte Carlo search (see the module docstring)."""

    name = "master"

    def __init__(self, params: MasterParams | None = None, prior: Agent | None = None) -> None:
        self.params = params or MasterParams()
        if prior is None:
            from . import AGENTS

            prior = AGENTS["expert"]() if "expert" in AGENTS else None
        self.prior = prior

    def act(self, observation: Observation, rng: random.Random) -> Action:
        """Search the candidate moves and play the best on average."""
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        if BIG_GIN in legal:
            return BIG_GIN
        candidates = self._candidates(observation, legal, rng)
        if len(candidates) == 1:
            return candidates[0]
        return self._search(observation, candidates, rng)

    def _candidates(
        self, obs: Observation, legal: tuple[Action, ...], rng: random.Random
    ) -> list[Action]:
        hand = obs.hand.mask
        if obs.phase is not Phase.DISCARD:
            return list(legal)
        knocks = [a for a in legal if isinstance(a, Knock)]
        out: list[Action] = []
        if knocks:
            ranked = sorted(
                knocks, key=lambda a: (deadwood_count_cached(hand ^ 1 << a.card), -a.card.value)
            )
            if deadwood_count_cached(hand ^ 1 << ranked[0].card) == 0:
                return [ranked[0]]  # gin: nothing scores better
            out.append(ranked[0])
        discards = [a for a in legal if isinstance(a, Discard)]
        discards.sort(key=lambda a: (deadwood_count_cached(hand ^ 1 << a.card), -a.card.value))
        chosen = discards[: self.params.discard_candidates]
        if self.prior is not None:
            preferred = self.prior.act(obs, rng)
            if isinstance(preferred, Discard) and preferred not in chosen:
                chosen.append(preferred)
        out.extend(chosen)
        return out

    def _search(self, obs: Observation, candidates: list[Action], rng: random.Random) -> Action:
        params = self.params
        me = obs.player
        totals = [0] * len(candidates)
        deadline = time.perf_counter() + params.max_seconds
        done = 0
        while done < params.iterations:
            world = determinize(obs, rng, model_draws=params.model_draws)
            for index, action in enumerate(candidates):
                totals[index] += rollout(world._apply(action), me)
            done += 1
            if done >= params.min_iterations and time.perf_counter() > deadline:
                break
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]
