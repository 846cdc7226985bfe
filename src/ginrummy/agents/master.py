"""The master player: the expert's play, checked by determinized Monte Carlo search
where the expert's own values call a decision close.

Every decision starts from :class:`~ginrummy.agents.expert.ExpertAgent`'s move; knocks
(and gin) are played at once, as the expert does. A decision is searched only when it
is close by the expert's reckoning: discards whose one-draw lookahead values lie
within ``margin`` deadwood points of the expert's best (at most
``discard_candidates``), or a take-or-draw choice whose two values differ by at most
``draw_margin``. About a quarter of the decisions qualify. The search repeats: deal
the hidden cards at random consistently with the observation
(:func:`ginrummy.determinize.determinize`, with the opponent's unknown cards improved
by its stock draws, ``model_draws``), and play every candidate out to the end of the
hand with a fast greedy policy (the simple player's rules) for both seats. All
candidates share each sampled deal (common random numbers), and the expert's move is
replaced only when another beats it on the paired differences by ``switch_z`` standard
errors.

Measured (``eaai`` rules, whole games, paired deals with seats swapped, two cores),
it is **not** better than the expert, so it is not registered as an agent:

* defaults (``iterations=120``, ``max_seconds=0.12``, ``switch_z=1``): 225-215
  against the expert over 440 games (two runs: 99-101 over 200, seed 23; 126-114 over
  240, seed 41), 51.1%, 95% CI 46.5-55.8%, about +1.6 points a game. Against
  ``simple``, 127-73 over 200 games (63.5%, CI 56.6-69.9%, +20.3 points a game) where
  the expert, on the same 200 deals (seed 31), won 134-66 (67.0%, +23.6 points).
* ``iterations=48``, ``max_seconds=0.045``: with ``switch_z=0`` (always the sampled
  best) 148-152 over 300 games (49.3%, CI 43.7-55.0%, -3.4 points a game; it changed
  10% of the expert's moves); with ``switch_z=2`` 148-152 again (+1.6 points a game;
  it changed under 1% of the moves).

Decision time with the defaults (351 decisions of 30 hands against the expert, one
core): median 0.5 ms (unsearched moves cost what the expert's do), 90th percentile
101 ms and at most 123 ms (a searched move runs to the ``max_seconds`` cap); 86 of the
351 were searched and 17 (5%) differed from the expert's move.

Why it does not help yet: a greedy rollout is a biased judge of the very choices the
expert is best at (its lookahead values outs, which simple-policy rollouts ignore), the
rollout opponent plays the simple player's rules rather than the real opponent's, and
a hand's result varies by tens of points, so a few dozen samples rarely separate
moves whose values differ by under a deadwood point. Next steps: a stronger and still
fast rollout policy (least deadwood with the one-draw lookahead for our seat), shorter
rollouts ending in a value estimate (lower variance), and searching the knock decision
(knock now or play on) where sampled opponent hands make an undercut likely.
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
from .expert import ExpertAgent, expected_after_draw
from .knowledge import meld_chance, read
from .simple import joins_a_meld

_KNOCK_BASE = 52


@dataclass(frozen=True, slots=True)
class MasterParams:
    """Search settings."""

    iterations: int = 120
    """Sampled deals per searched decision (each plays every candidate out)."""
    max_seconds: float = 0.12
    """Time cap per decision; the search stops early past it (after ``min_iterations``)."""
    min_iterations: int = 8
    discard_candidates: int = 3
    """At most this many discards searched (the expert's choice and the close ones)."""
    margin: float = 1.0
    """Discards within this many deadwood points of the expert's best lookahead value
    are searched."""
    draw_margin: float = 1.0
    """Take-or-draw choices whose expert values differ by at most this are searched."""
    switch_margin: float = 0.0
    """Mean points a hand an alternative must gain over the expert's move to replace it."""
    switch_z: float = 1.0
    """...and by this many standard errors of the paired (common-deal) differences."""
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
    """The expert's play, searched where its own values call a decision close (see the
    module docstring)."""

    name = "master"

    def __init__(self, params: MasterParams | None = None, prior: Agent | None = None) -> None:
        self.params = params or MasterParams()
        self.expert = ExpertAgent()
        self.prior = prior if prior is not None else self.expert

    def act(self, observation: Observation, rng: random.Random) -> Action:
        """The expert's move, unless a search over close alternatives prefers another."""
        legal = observation.legal_actions
        default = self.prior.act(observation, rng)
        if len(legal) == 1 or default is BIG_GIN or isinstance(default, Knock):
            return default
        phase = observation.phase
        if phase is Phase.DISCARD:
            candidates = self._close_discards(observation, legal, default)
        elif phase is Phase.DRAW and TAKE_UPCARD in legal and DRAW_STOCK in legal:
            candidates = self._close_draw(observation, default)
        else:
            return default
        if len(candidates) < 2:
            return default
        return self._search(observation, candidates, rng)

    def _close_discards(
        self, obs: Observation, legal: tuple[Action, ...], default: Action
    ) -> list[Action]:
        """The expert's choice first, then the discards whose lookahead value is within
        ``margin`` of it."""
        if not isinstance(default, Discard):
            return [default]
        params = self.params
        ep = self.expert.params
        hand = obs.hand.mask
        know = read(obs, ep.model)
        prob = know.prob
        prelim = []
        for action in legal:
            if isinstance(action, Discard):
                card = int(action.card)
                danger = meld_chance(card, prob) * ep.danger_weight
                prelim.append((deadwood_count_cached(hand & ~(1 << card)) + danger, danger, card))
        prelim.sort()
        scored = []
        for _, danger, card in prelim[: ep.candidates]:
            value = danger + expected_after_draw(
                hand & ~(1 << card),
                know.stock_cards,
                know.stock_weights,
                obs.knock_limit,
                ep.knock_bonus,
            )
            scored.append((value, card))
        scored.sort()
        best = scored[0][0]
        out: list[Action] = [default]
        for value, card in scored:
            if value - best <= params.margin and DISCARDS[card] != default:
                out.append(DISCARDS[card])
        return out[: params.discard_candidates]

    def _close_draw(self, obs: Observation, default: Action) -> list[Action]:
        """Both draws when the expert's take-or-draw values are within ``draw_margin``."""
        gap = self.expert.take_gap(obs, quick=False)
        if gap is None or abs(gap) > self.params.draw_margin:
            return [default]
        other = DRAW_STOCK if default is TAKE_UPCARD else TAKE_UPCARD
        return [default, other]

    def _search(self, obs: Observation, candidates: list[Action], rng: random.Random) -> Action:
        params = self.params
        me = obs.player
        count = len(candidates)
        diffs = [0.0] * count  # sums of each candidate's result less the expert move's
        squares = [0.0] * count
        deadline = time.perf_counter() + params.max_seconds
        done = 0
        while done < params.iterations:
            world = determinize(obs, rng, model_draws=params.model_draws)
            base = rollout(world._apply(candidates[0]), me)
            for index in range(1, count):
                d = rollout(world._apply(candidates[index]), me) - base
                diffs[index] += d
                squares[index] += d * d
            done += 1
            if done >= params.min_iterations and time.perf_counter() > deadline:
                break
        # The expert's move stands unless another beats it by ``switch_z`` standard
        # errors of the paired differences (and by ``switch_margin`` points a hand).
        best = 0
        best_mean = 0.0
        for index in range(1, count):
            mean = diffs[index] / done
            var = max(squares[index] / done - mean * mean, 0.0)
            se = (var / max(done - 1, 1)) ** 0.5
            if mean > params.switch_margin and mean > params.switch_z * se and mean > best_mean:
                best, best_mean = index, mean
        return candidates[best]
