"""What each legal choice of a decision is worth, from the deciding player's view.

A review must grade a move by what the player could know, never by the true deal: the
hidden cards (the opponent's hand and the stock order) are sampled consistently with
the player's observation, as the master's search samples them
(:func:`~ginrummy.agents.master.sample_world`: the opponent's unknown cards improved by
its stock draws, and redealt while they could already knock). On each sampled deal
every choice is played, then the hand is played out to its end by the master's fast
greedy rollout for both seats; a knock is scored exactly. All choices share the deals
(common random numbers), so their differences are far less noisy than their values.

Two stages keep a decision cheap: every choice on a few deals, then the leading
choices, the one the player made and every knock (a knock costs no rollout) on more.
The best choice is taken among those valued on all the deals; a choice valued on the
first deals only is never called better than it.

A choice's value is the mean of the hand's points for the player (negative when the
opponent scores) and, when the score before the hand is known, the mean chance of
winning the game from the score each sampled result leaves
(:func:`~ginrummy.agents.game_odds.win_chance`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from ..agents.game_odds import win_chance
from ..agents.rollouts import opponent_has_discarded, rollout, sample_world
from ..core.actions import Action, Knock
from ..core.hand import HandState
from ..core.observation import Observation

FIRST_DEALS = 6
"""Deals on which every choice is valued."""
MORE_DEALS = 22
"""Further deals for the leading choices, the choice made and the knocks."""
LEADERS = 3
"""How many of the first stage's best choices get the further deals."""
NOISE_Z = 0.5
"""A loss counts beyond this many standard errors of the paired differences: sampling
noise alone should not make a mistake (at 1, a random player's choices were graded
best two times in three, as half of the real differences fell under the noise)."""


@dataclass(frozen=True, slots=True)
class Score:
    """The game's score before the hand (by seat) and its target: results are then also
    valued by the chance of winning the game."""

    scores: tuple[int, int]
    target: int

    def win(self, me: int, points: int) -> float:
        """The chance that seat ``me`` wins the game after a hand of ``points`` for it."""
        mine, theirs = self.scores[me], self.scores[1 - me]
        return win_chance(mine + max(points, 0), theirs + max(-points, 0), self.target)


@dataclass(frozen=True, slots=True)
class ChoiceValue:
    """One legal choice, valued over sampled deals."""

    action: Action
    points: float
    """Expected hand points for the deciding player."""
    win: float | None
    """Expected chance of winning the game (0-1), when the score is known."""
    deals: int
    """How many sampled deals the value rests on."""
    lost: float
    """The share of those deals in which the opponent won the hand (an undercut, for a
    knock)."""
    samples: tuple[float, ...]
    """Each deal's value (game-win chance when the score is known, else points), in the
    order of the deals: the first ``deals`` of every choice are the same deals."""

    @property
    def mean(self) -> float:
        """The mean of :attr:`samples`: the value in the unit the samples are in."""
        return _mean(self.samples)

    def paired(self, best: ChoiceValue) -> tuple[float, float]:
        """How far this choice falls behind ``best`` on the deals both were valued on:
        the mean of the paired differences and its standard error (0 with fewer than
        two deals). The difference is what a player reads; the error is its noise."""
        count = min(len(self.samples), len(best.samples))
        if count == 0:
            return 0.0, 0.0
        diffs = [b - a for a, b in zip(self.samples[:count], best.samples[:count], strict=True)]
        mean = sum(diffs) / count
        if count < 2:
            return mean, 0.0
        var = sum((d - mean) ** 2 for d in diffs) / (count - 1)
        return mean, math.sqrt(var / count)

    def paired_loss(self, best: ChoiceValue, z: float = NOISE_Z) -> float:
        """What this choice loses against ``best`` on the deals both were valued on: the
        mean difference less ``z`` standard errors of it (never below 0), so that a
        loss is counted only as far as the sampled deals show it."""
        mean, error = self.paired(best)
        return max(mean - z * error, 0.0)


def value_choices(
    observation: Observation,
    choices: tuple[Action, ...],
    *,
    rng: random.Random,
    score: Score | None = None,
    must: Action | None = None,
    first_deals: int = FIRST_DEALS,
    more_deals: int = MORE_DEALS,
    leaders: int = LEADERS,
) -> list[ChoiceValue]:
    """Every choice's value (see the module docstring), in the order of ``choices``.

    ``must`` (the choice the player made) is among those valued on every deal.
    """
    me = observation.player
    condition = opponent_has_discarded(observation)
    count = len(choices)
    points = [0.0] * count
    wins = [0.0] * count
    deals = [0] * count
    lost = [0] * count
    samples: list[list[float]] = [[] for _ in range(count)]
    cache: dict[int, float] = {}

    later: list[HandState] = []  # the second stage's deals, to value more choices on

    def play(indices: list[int], rounds: int, keep: bool = False) -> None:
        for _ in range(rounds):
            world = sample_world(observation, rng, condition=condition)
            if keep:
                later.append(world)
            replay(indices, world)

    def replay(indices: list[int], world: HandState) -> None:
        for index in indices:
            result = rollout(world.apply(choices[index]), me)
            points[index] += result
            if score is not None:
                known = cache.get(result)
                if known is None:
                    known = cache[result] = score.win(me, result)
                wins[index] += known
                samples[index].append(known)
            else:
                samples[index].append(result)
            deals[index] += 1
            lost[index] += result < 0

    everyone = list(range(count))
    play(everyone, first_deals)
    if more_deals > 0 and count > 1:

        def first_value(index: int) -> float:
            return wins[index] if score is not None else points[index]

        ranked = sorted(everyone, key=first_value, reverse=True)
        chosen = set(ranked[:leaders])
        chosen.update(i for i in everyone if isinstance(choices[i], Knock))
        if must is not None and must in choices:
            chosen.add(choices.index(must))
        play(sorted(chosen), more_deals, keep=True)
        _catch_up(samples, later, replay)
    return [
        ChoiceValue(
            action=choices[i],
            points=points[i] / deals[i],
            win=None if score is None else wins[i] / deals[i],
            deals=deals[i],
            lost=lost[i] / deals[i],
            samples=tuple(samples[i]),
        )
        for i in everyone
    ]


def _mean(values: tuple[float, ...] | list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _catch_up(
    samples: list[list[float]],
    later: list[HandState],
    replay: Callable[[list[int], HandState], None],
) -> None:
    """Value on the second stage's deals too every choice that, on the first deals, did
    better than the best choice valued on all of them (possible when that best is a
    knock or the choice made rather than a leader), until none does: so the best choice
    is ahead of every other on the deals they share, and each choice's difference from
    the best (:meth:`ChoiceValue.paired`) is never negative."""
    most = max(len(s) for s in samples)
    while True:
        full = [i for i, s in enumerate(samples) if len(s) == most]
        top = samples[max(full, key=lambda i: _mean(samples[i]))]
        ahead = [
            i
            for i, s in enumerate(samples)
            if len(s) < most and _mean(s) > _mean(top[: len(s)]) + 1e-12
        ]
        if not ahead:
            return
        for world in later:
            replay(ahead, world)
