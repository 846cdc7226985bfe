"""The expert player: card tracking, an opponent-hand estimate and one-draw lookahead.

Against a player who knocks as soon as it can (the EAAI simple player does), a hand of
gin rummy is a race: a hand lasts about ten stock draws in all, and whoever knocks
first nearly always scores. Every part below serves the race, and each was kept
only because arena games against ``simple`` (``eaai`` rules, whole games to 100, 1,000
paired games a variant) showed it helping; a 4,000-game run wins 63.1% of games
(95% CI 61.6-64.6%), +19 points a game. (Bots published for the EAAI-21 challenge
win about 70% against the Java simple player on its own framework: this is not the
best there is.)

**What it knows** (:mod:`ginrummy.agents.knowledge`): only the observation. The dead
cards (the discard pile), the cards the opponent took and holds, the upcards it passed
or left for a stock draw, and the cards it threw give, for every unseen card, the chance
that it is in the opponent's hand rather than in the stock: the base rate (opponent's
unknown cards over unseen cards), lowered for partners of cards it declined or threw
(it would have taken or kept them to meld) and raised for partners of cards it took.
Measured, the estimate is worth about one point of win rate (within noise): its uses,
the danger penalty and the weights of the outs, are small corrections.

**Discards.** Each candidate hand of 10 cards is valued one draw ahead: the expected
least deadwood after the next stock draw and the best discard, every unseen card
weighted by its chance of being in the stock (dead cards and cards the opponent
probably holds are not outs), less a bonus (``knock_bonus``) for the draws after which
it could knock. So it keeps low cards and live partial melds, and throws high cards
and pieces whose outs are gone. Plain least-deadwood discards (what the simple player
does) ignore outs; looking ahead only at the two best discards by deadwood instead of
four costs five points of win rate, and more than four gains nothing. The lookahead is
exact and cheap: unless the drawn card makes a third of its rank, the hand's set
choices stay the same and only one suit's run-table entry changes, so a drawn card
costs a few table look-ups (:func:`draw_deadwoods`). A penalty (``danger_weight``)
times the chance that the discard melds with the opponent's estimated hand keeps it
from feeding an opponent that, like the simple player, takes exactly the upcards that
meld; a weight of 3 measured a point or so above 0 and 6 (within noise), and a weight
of 12 costs six points.

**Draws.** The upcard is taken when it lets the hand knock at once, and otherwise when
the best hand after taking it (valued as above) beats drawing from the stock: the
stock's value one draw ahead plus, once more, the gain a stock draw brings, because
taking the upcard has spent a draw that drawing from the stock still has in hand
(``stock_gain_factor``). Crediting nothing for that draw costs ten points of win rate
(53% against 63%); half or twice the credit is within noise of the full one. An exact
average over the stock cards of the best reply was no better and four times slower.
A card this player threw before is never taken back, and after three pile takes in a
row it draws from the stock, so a hand always ends.

**Knocking.** It knocks at the first chance, with the discard that leaves the least
deadwood (gin when it can). Waiting was measured and did not pay: holding a knock of
1-5 deadwood for a likely gin scored more gins and suffered more undercuts, no better
in all; undercut risk estimated from sampled opponent hands
(:func:`~ginrummy.agents.knowledge.sample_opponent_hands`) is rarely above 20%, and
only about 5% of its knocks are undercut. A void hand at the stock end scores nothing.

Every decision reads the observation only (never a state), is deterministic, and takes
about 0.4 ms in the median (1 ms at the 99th percentile) on one core.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from operator import itemgetter
from typing import Final

from ..core.actions import (
    BIG_GIN,
    DISCARDS,
    DRAW_STOCK,
    PASS,
    TAKE_UPCARD,
    Action,
    Discard,
    Knock,
)
from ..core.cards import indices_of
from ..core.hand import Phase
from ..core.melds import (
    DISCARD_DELTA,
    RANK_COLUMN,
    RUN_DEADWOOD,
    deadwood_count_cached,
    min_deadwood_after_discard_cached,
    set_choices,
)
from ..core.observation import Observation
from .knowledge import Knowledge, ModelParams, meld_chance, meld_partners, read, upcard_loops

__all__ = ["ExpertAgent", "ExpertParams", "draw_deadwoods", "expected_after_draw"]


@dataclass(frozen=True, slots=True)
class ExpertParams:
    """The expert's weights (the defaults are the tuned ones)."""

    candidates: int = 4
    """Discards looked ahead (the best ones by deadwood plus danger)."""
    danger_weight: float = 3.0
    """Deadwood points charged per unit of chance that a discard melds for the opponent."""
    knock_bonus: float = 12.0
    """Bonus, in deadwood points, for a draw after which the hand could knock."""
    stock_gain_factor: float = 1.0
    """How much of a stock draw's expected gain to credit again when weighing the upcard."""
    take_margin: float = 0.0
    """Extra value the upcard must add over the stock before it is taken."""
    model: ModelParams = field(default_factory=ModelParams)
    """The opponent-hand estimate's weights."""
    knock_max: int | None = None
    """Knock only with at most this much deadwood (``None``: whenever allowed), and take
    an upcard for its knock only then. 0 makes the ``waiter`` of the research pool,
    who plays for gin and the undercut, and the patient master's draws and discards:
    an upcard that merely brings the deadwood under the knock limit is worth no more
    than its value to a hand that will not knock (taking them anyway cost the waiter
    twelve points of win rate against ``simple``, 65.8% against 77.7%)."""
    gin_stock: int = 0
    """Below this many cards in the stock, discards and the upcard are valued for gin:
    the lookahead's bonus goes to the draws that make gin (``gin_bonus``), not to those
    that merely allow a knock. For a player that, late in a hand, knocks only when its search says
    so and mostly waits for gin (the patient master: 20), a draw under the knock limit
    is worth little there, and a gin is worth the hand. 0: never (the expert, the
    ``waiter``)."""
    gin_bonus: float = 15.0
    """The bonus, in deadwood points, for a draw that makes gin once ``gin_stock`` applies."""


_mdad: Final = min_deadwood_after_discard_cached
_by_value: Final = itemgetter(0)
"""A (value, card) pair's value: ``min`` by it keeps the first of equal values."""


_DELTA: Final = DISCARD_DELTA
_SUIT: Final = tuple(c // 13 for c in range(52))
_RANK: Final = tuple(c % 13 for c in range(52))


def draw_deadwoods(hand: int, cards: Sequence[int]) -> list[int]:
    """For each card of ``cards`` (none in ``hand``): the least deadwood of ``hand`` after
    drawing that card and discarding one (the drawn card included).

    Exact, and a few table look-ups a card: unless the drawn card makes a third or
    fourth of its rank, the hand's set choices stay the same and only the drawn card's
    suit changes, so the minimum over set choices of "run deadwood of each suit plus the
    best one-card discard" needs one new suit pattern. Other cards go to the solver.
    """
    run = RUN_DEADWOOD
    delta = _DELTA
    suit_of = _SUIT
    rank_of = _RANK
    column = RANK_COLUMN
    bases = []
    for used in set_choices(hand):
        m = hand & ~used
        p0, p1, p2, p3 = m & 0x1FFF, m >> 13 & 0x1FFF, m >> 26 & 0x1FFF, m >> 39
        r0, r1, r2, r3 = run[p0], run[p1], run[p2], run[p3]
        d0, d1, d2, d3 = delta[p0], delta[p1], delta[p2], delta[p3]
        d01 = d0 if d0 < d1 else d1
        d23 = d2 if d2 < d3 else d3
        bases.append(
            (
                (p0, p1, p2, p3),
                (r1 + r2 + r3, r0 + r2 + r3, r0 + r1 + r3, r0 + r1 + r2),
                (min(d1, d23), min(d0, d23), min(d3, d01), min(d2, d01)),
            )
        )
    out = []
    if len(bases) == 1:
        pats, rest_runs, others = bases[0]
        for card in cards:
            rank = rank_of[card]
            if (hand >> rank & column).bit_count() >= 2:
                out.append(_mdad(hand | 1 << card))
                continue
            s = suit_of[card]
            p = pats[s] | 1 << rank
            d = delta[p]
            o = others[s]
            out.append(rest_runs[s] + run[p] + (d if d < o else o))
        return out
    for card in cards:
        rank = rank_of[card]
        if (hand >> rank & column).bit_count() >= 2:
            out.append(_mdad(hand | 1 << card))
            continue
        s = suit_of[card]
        bit = 1 << rank
        best = 1000
        for pats, rest_runs, others in bases:
            p = pats[s] | bit
            d = delta[p]
            o = others[s]
            value = rest_runs[s] + run[p] + (d if d < o else o)
            if value < best:
                best = value
        out.append(best)
    return out


def expected_after_draw(
    hand: int,
    cards: Sequence[int],
    weights: Sequence[float],
    limit: int,
    knock_bonus: float,
) -> float:
    """The value of a 10-card ``hand`` one stock draw ahead: the expected least deadwood
    after drawing (card ``cards[i]`` with weight ``weights[i]``) and discarding, less
    ``knock_bonus`` for outcomes at most ``limit`` (the hand could knock). Lower is
    better."""
    total = 0.0
    wsum = 0.0
    for value, w in zip(draw_deadwoods(hand, cards), weights, strict=True):
        total += w * (value - knock_bonus if value <= limit else value)
        wsum += w
    if wsum <= 0.0:
        dw = deadwood_count_cached(hand)
        return dw - knock_bonus if dw <= limit else float(dw)
    return total / wsum


class ExpertAgent:
    """Card tracking, an opponent-hand estimate, lookahead discards, value-based draws,
    knocking at the first chance (see the module docstring)."""

    name = "expert"

    def __init__(self, params: ExpertParams | None = None, name: str = "expert") -> None:
        self.params = params if params is not None else ExpertParams()
        self.name = name

    def act(self, observation: Observation, rng: random.Random) -> Action:
        """Choose one of ``observation.legal_actions`` (``rng`` is not needed: the
        expert is deterministic)."""
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        phase = observation.phase
        if phase is Phase.DISCARD:
            if BIG_GIN in legal:
                return BIG_GIN
            return self._discard(observation, legal)
        if phase is Phase.STOCK_END:  # OpenSpiel: the upcard is offered only to knock
            return TAKE_UPCARD if TAKE_UPCARD in legal else PASS
        refuse = DRAW_STOCK if DRAW_STOCK in legal else PASS
        if TAKE_UPCARD not in legal or refuse not in legal or upcard_loops(observation):
            return refuse if refuse in legal else legal[0]
        return TAKE_UPCARD if self._should_take(observation) else refuse

    # ------------------------------------------------------------------ discards
    def _discard(self, observation: Observation, legal: tuple[Action, ...]) -> Action:
        hand = observation.hand.mask
        best_knock: Knock | None = None
        best_k = 1000
        discards = []
        for action in legal:
            if isinstance(action, Knock):
                k = deadwood_count_cached(hand & ~(1 << action.card))
                if k < best_k:
                    best_knock, best_k = action, k
            elif isinstance(action, Discard):
                discards.append(int(action.card))
        knock_max = self.params.knock_max
        if best_knock is not None and (knock_max is None or best_k <= knock_max):
            return best_knock
        if not discards:
            return legal[0]
        return DISCARDS[self.discard_for(observation, discards)]

    def discard_for(self, observation: Observation, cards: list[int]) -> int:
        """The expert's discard among ``cards`` (cards of the observed 11-card hand),
        valued as :meth:`discard_target` says for this point of the hand. The master
        asks it for its playing-on move."""
        know = read(observation, self.params.model)
        target = self.discard_target(observation)
        return self.best_discard(observation.hand.mask, cards, know, *target)[1]

    def discard_target(self, observation: Observation) -> tuple[int, float]:
        """What the discard lookahead rewards now: the deadwood at or under which a draw
        earns a bonus, and the bonus. The knock limit and ``knock_bonus``, or, once the
        stock is below ``gin_stock``, gin (0) and ``gin_bonus``."""
        params = self.params
        if observation.stock_size < params.gin_stock:
            return 0, params.gin_bonus
        return observation.knock_limit, params.knock_bonus

    def best_discard(
        self, hand: int, cards: list[int], know: Knowledge, limit: int, bonus: float | None = None
    ) -> tuple[float, int]:
        """The best discard from the 11-card ``hand`` among ``cards``, with its value (the
        least of :meth:`discard_values`).

        Public because the master's search asks the expert's discard of its play-outs
        (it plays the expert's policy in each sampled world). Of equal values, the
        more promising candidate wins."""
        return min(self.discard_values(hand, cards, know, limit, bonus), key=_by_value)

    def discard_values(
        self, hand: int, cards: list[int], know: Knowledge, limit: int, bonus: float | None = None
    ) -> list[tuple[float, int]]:
        """The ``candidates`` most promising discards from the 11-card ``hand`` among
        ``cards`` (by deadwood left plus danger), each as (value, card), lower better:
        the danger plus the hand's value one draw ahead, a draw leaving at most
        ``limit`` deadwood earning ``bonus`` (``knock_bonus`` unless given)."""
        params = self.params
        if bonus is None:
            bonus = params.knock_bonus
        prob = know.prob
        weight = params.danger_weight
        prelim = []
        for card in cards:
            danger = meld_chance(card, prob) * weight if weight else 0.0
            prelim.append((deadwood_count_cached(hand & ~(1 << card)) + danger, danger, card))
        prelim.sort()
        return [
            (
                danger
                + expected_after_draw(
                    hand & ~(1 << card), know.stock_cards, know.stock_weights, limit, bonus
                ),
                card,
            )
            for _, danger, card in prelim[: params.candidates]
        ]

    # ------------------------------------------------------------------ draws
    def _should_take(self, observation: Observation) -> bool:
        gap = self.take_gap(observation)
        return gap is not None and gap > self.params.take_margin

    def take_gap(self, observation: Observation, *, quick: bool = True) -> float | None:
        """How much better taking the upcard is than drawing from the stock, in the
        expert's deadwood-point values (positive: take it).

        ``None`` without an upcard; ``inf`` when taking it allows a knock at once; with
        ``quick``, ``-inf`` when it neither melds nor lowers the deadwood (no lookahead
        needed).

        Both sides are valued for what :meth:`discard_target` rewards now: late in a
        hand, with ``gin_stock``, a hand one draw from gin, not one under the knock
        limit (the same rule as the discards, so the take and the throw after it agree).
        """
        upcard = observation.upcard
        if upcard is None:
            return None
        params = self.params
        hand = observation.hand.mask
        with_up = hand | 1 << upcard
        own = indices_of(hand)
        best_take = min(deadwood_count_cached(with_up & ~(1 << c)) for c in own)
        knock_max = params.knock_max
        if best_take <= (observation.knock_limit if knock_max is None else knock_max):
            return math.inf  # it knocks (or, waiting for gin, goes gin) at once
        dw = deadwood_count_cached(hand)
        if quick and best_take >= dw and not meld_partners(hand) >> upcard & 1:
            return -math.inf  # it neither melds nor lowers the deadwood
        know = read(observation, params.model)
        limit, kb = self.discard_target(observation)
        take_value, _ = self.best_discard(with_up, own, know, limit, kb)
        weight = params.danger_weight
        # After a useless stock draw, the card thrown is the hand's own best discard.
        prob = know.prob
        throw = min(
            (deadwood_count_cached(hand & ~(1 << c)) + meld_chance(c, prob) * weight, c)
            for c in own
        )
        danger = meld_chance(throw[1], prob) * weight
        now = expected_after_draw(hand, know.stock_cards, know.stock_weights, limit, kb)
        base = dw - kb if dw <= limit else float(dw)
        stock_value = now + danger + params.stock_gain_factor * (now - base)
        return stock_value - take_value
