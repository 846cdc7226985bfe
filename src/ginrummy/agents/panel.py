"""The arena's panel of opponents: our own players written from three published bots'
papers, so that a candidate can be measured against styles unlike our own family.

These are **our agents, written from the descriptions in the papers**, not the
published bots' programs (no code of theirs was read or copied), and none was tuned to
match their published results. Each keeps the part of its paper's description that
shapes how it plays (when it takes the upcard, how it chooses a discard, when it
knocks) and uses the engine's solver for everything else:

``marjj-like`` (after MARJJ, "A Heuristic Evaluation Function for Hand Strength
Estimation in Gin Rummy")
    Takes the upcard only when it joins a meld and lowers the best deadwood. Discards by
    a hand-strength score: the deadwood left, less a decaying weight
    ``18 * 0.9 ** (turn - 1)`` times the share of unseen cards that would lower the
    deadwood (our reading of its "estimate of future deadwood"), plus a penalty for
    cards the opponent is known to want (partners of cards it took from the pile).
    Knocks only in its first three turns of a hand, afterwards only with gin.

``tonic-like`` (after GinRummyAndTonic, "Extracting Learned Discard and Knocking
Strategies")
    A gin seeker: its learned knock strategy almost never knocks with deadwood (2.4% of
    hands, nearly all very early), so it goes gin or waits. Ours knocks with deadwood
    only in its first two turns, and only when the last face-up card (the upcard its
    opponent left) is low, a sign the opponent is keeping high cards it may not shed;
    afterwards only with gin. Takes the upcard only when it both forms a meld and lowers
    the deadwood. Discards by a one-draw lookahead over every unseen card (each weighted
    by its chance of being in the stock), crediting the draws that make gin, plus a
    penalty for the chance the card melds for the opponent.

``ensemble-like`` (after DePauw's "A Highly Parameterized Ensemble")
    A weighted sum of simple heuristics per discard: deadwood left, the card's own
    value when it is loose, how many live partners it has (a partial meld is worth
    keeping), and its danger to the opponent. The original tuned its weights with a
    genetic algorithm; **ours are set by hand** (:class:`EnsembleWeights`), not tuned.
    Knocks with any legal deadwood while it has drawn fewer than 6 cards, then only on
    gin; takes the upcard only to form a meld.

In all three, the knocker's layout and the defender's lay-offs are the engine's: a
knock lays down the optimal arrangement that leaves the fewest lay-offs (MARJJ's rule),
and the defender's lay-offs are searched over every choice (what the Tonic bot does).

Every decision reads the observation only: hidden cards stay hidden because an
observation holds none. Each agent is deterministic (``rng`` is unused).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
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
from ..core.hand import EventKind, Phase
from ..core.melds import deadwood_count_cached
from ..core.observation import Observation
from .expert import draw_deadwoods, expected_after_draw
from .knowledge import Knowledge, meld_chance, meld_partners, read, upcard_loops
from .simple import joins_a_meld

__all__ = [
    "EnsembleLikeAgent",
    "EnsembleWeights",
    "MarjjLikeAgent",
    "TonicLikeAgent",
    "own_draws",
]

_RANK_VALUE: Final = tuple(min(10, c % 13 + 1) for c in range(52))


def own_draws(observation: Observation) -> int:
    """How many cards this seat has drawn this hand (stock draws and upcards taken):
    its turn number once it has drawn."""
    me = observation.player
    return sum(
        1
        for e in observation.events
        if e.player == me and (e.kind is EventKind.DRAW_STOCK or e.kind is EventKind.TAKE_UPCARD)
    )


def _lowers_with_meld(hand: int, upcard: int) -> bool:
    """Whether the upcard joins a meld with ``hand`` and taking it (then the best
    discard of another card) lowers the least deadwood."""
    if not joins_a_meld(hand, upcard):
        return False
    with_up = hand | 1 << upcard
    best = min(deadwood_count_cached(with_up & ~(1 << c)) for c in indices_of(hand))
    return best < deadwood_count_cached(hand)


class _PanelAgent:
    """What the panel's agents share: the draw decision's frame (an upcard rule each
    agent states), and the discard phase split into "knock?" and "which discard?"."""

    name = "panel"

    def act(self, observation: Observation, rng: random.Random) -> Action:
        """Choose one of ``observation.legal_actions`` (deterministic: ``rng`` unused)."""
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        phase = observation.phase
        if phase is Phase.DISCARD:
            if BIG_GIN in legal:
                return BIG_GIN
            return self._discard_phase(observation, legal)
        if phase is Phase.STOCK_END:  # OpenSpiel: the upcard is offered only to knock
            return TAKE_UPCARD if TAKE_UPCARD in legal else PASS
        refuse = DRAW_STOCK if DRAW_STOCK in legal else PASS
        upcard = observation.upcard
        if TAKE_UPCARD not in legal or upcard is None or refuse not in legal:
            return refuse if refuse in legal else legal[0]
        if upcard_loops(observation):
            return refuse
        return TAKE_UPCARD if self.takes(observation.hand.mask, int(upcard)) else refuse

    def takes(self, hand: int, upcard: int) -> bool:
        """Whether to take ``upcard`` into the 10-card ``hand``."""
        return _lowers_with_meld(hand, upcard)

    def may_knock(self, observation: Observation, deadwood: int) -> bool:
        """Whether to knock with ``deadwood`` left (0 is gin) on this turn."""
        raise NotImplementedError

    def choose_discard(self, observation: Observation, hand: int, cards: list[int]) -> int:
        """The card to throw from the 11-card ``hand`` among ``cards``."""
        raise NotImplementedError

    def _discard_phase(self, observation: Observation, legal: tuple[Action, ...]) -> Action:
        hand = observation.hand.mask
        best_knock: Knock | None = None
        best_k = 1000
        discards: list[int] = []
        for action in legal:
            if isinstance(action, Knock):
                k = deadwood_count_cached(hand & ~(1 << action.card))
                if k < best_k:
                    best_knock, best_k = action, k
            elif isinstance(action, Discard):
                discards.append(int(action.card))
        if best_knock is not None and (best_k == 0 or self.may_knock(observation, best_k)):
            return best_knock
        if not discards:
            return legal[0]
        return DISCARDS[self.choose_discard(observation, hand, discards)]


class MarjjLikeAgent(_PanelAgent):
    """An early knocker that then plays only for gin, discarding by a hand-strength
    score (see the module docstring; after MARJJ's paper, our own program)."""

    name = "marjj-like"
    knock_turns = 3
    """Knocks with deadwood only within this many turns (draws) of the hand."""
    future_weight = 18.0
    """The weight of the future term on the first turn; it decays by ``decay`` a turn."""
    decay = 0.9
    wanted_penalty = 6.0
    """Deadwood points charged for throwing a partner of a card the opponent took."""
    meld_penalty = 6.0
    """Charged again when the card would make a meld with the cards the opponent took."""

    def __init__(self, name: str = "marjj-like") -> None:
        self.name = name

    def may_knock(self, observation: Observation, deadwood: int) -> bool:
        """Only in the first three turns of a hand (gin is always taken)."""
        return own_draws(observation) <= self.knock_turns

    def choose_discard(self, observation: Observation, hand: int, cards: list[int]) -> int:
        """The lowest hand-strength score: deadwood, less the decaying weight times the
        share of unseen cards that would improve the hand, plus the wanted penalty."""
        know = read(observation)
        turn = max(1, own_draws(observation))
        weight = self.future_weight * self.decay ** (turn - 1)
        unseen = know.stock_cards
        wanted = meld_partners(know.opp_taken)
        best = (float("inf"), cards[0])
        for card in cards:
            rest = hand & ~(1 << card)
            dw = deadwood_count_cached(rest)
            score = float(dw)
            if unseen:
                improving = sum(1 for v in draw_deadwoods(rest, unseen) if v < dw)
                score -= weight * improving / len(unseen)
            if wanted >> card & 1:
                score += self.wanted_penalty
            if know.opp_known and joins_a_meld(know.opp_known, card):
                score += self.meld_penalty
            if score < best[0] or (score == best[0] and _RANK_VALUE[card] > _RANK_VALUE[best[1]]):
                best = (score, card)
        return best[1]


class TonicLikeAgent(_PanelAgent):
    """A gin seeker with lookahead discards (see the module docstring; after the
    GinRummyAndTonic paper, our own program)."""

    name = "tonic-like"
    early_turns = 2
    """Knocks with deadwood only within this many turns of the hand."""
    low_upcard = 5
    """...and only when the last face-up card is worth at most this much."""
    gin_bonus = 15.0
    """Deadwood points credited to a draw after which the hand would be gin."""
    danger_weight = 5.0
    """Deadwood points per unit of chance that a discard melds for the opponent."""

    def __init__(self, name: str = "tonic-like") -> None:
        self.name = name

    def may_knock(self, observation: Observation, deadwood: int) -> bool:
        """Keyed on turn, deadwood and the last face-up card: only very early, with a
        low card showing (gin is always taken)."""
        if own_draws(observation) > self.early_turns:
            return False
        pile = observation.discard_pile
        last = _RANK_VALUE[int(pile[-1])] if pile else 10
        return last <= self.low_upcard

    def choose_discard(self, observation: Observation, hand: int, cards: list[int]) -> int:
        """One draw ahead over every unseen card, for gin, plus the danger penalty."""
        know = read(observation)
        return min((self._value(hand, card, know), card) for card in cards)[1]

    def _value(self, hand: int, card: int, know: Knowledge) -> float:
        rest = hand & ~(1 << card)
        danger = meld_chance(card, know.prob) * self.danger_weight
        return danger + expected_after_draw(
            rest, know.stock_cards, know.stock_weights, 0, self.gin_bonus
        )


@dataclass(frozen=True, slots=True)
class EnsembleWeights:
    """The ensemble's weights, set by hand (the original tuned its own by a genetic
    algorithm; these were not tuned)."""

    deadwood: float = 1.0
    """Per point of deadwood left after the discard."""
    loose_value: float = 0.5
    """Per point of the card's own value, when it is in no meld (high loose cards go)."""
    partners: float = 1.5
    """Per live partner (same rank, or same suit within two) the card has in the hand."""
    danger: float = 4.0
    """Per unit of chance that the card melds for the opponent."""
    dead_partner: float = 0.5
    """Per partner of the card already dead (in the pile): its meld hopes are fewer."""


class EnsembleLikeAgent(_PanelAgent):
    """Weighted heuristics (see the module docstring; after DePauw's paper, our own
    program with hand-set weights)."""

    name = "ensemble-like"
    draw_limit = 6
    """Knocks with deadwood only while it has drawn fewer than this many cards."""

    def __init__(self, weights: EnsembleWeights | None = None, name: str = "ensemble-like"):
        self.weights = weights if weights is not None else EnsembleWeights()
        self.name = name

    def takes(self, hand: int, upcard: int) -> bool:
        """Only to form a meld."""
        return joins_a_meld(hand, upcard)

    def may_knock(self, observation: Observation, deadwood: int) -> bool:
        """Any legal knock while fewer than six cards are drawn (gin is always taken)."""
        return own_draws(observation) < self.draw_limit

    def choose_discard(self, observation: Observation, hand: int, cards: list[int]) -> int:
        """The lowest weighted sum of the heuristics (lower is a better discard)."""
        w = self.weights
        know = read(observation)
        whole = deadwood_count_cached(hand)
        best = (float("inf"), cards[0])
        for card in cards:
            rest = hand & ~(1 << card)
            left = deadwood_count_cached(rest)
            bit = 1 << card
            loose = left == whole - _RANK_VALUE[card]  # it was deadwood, no meld broken
            partners = meld_partners(bit)
            score = w.deadwood * left
            score -= w.loose_value * _RANK_VALUE[card] if loose else 0.0
            score += w.partners * (partners & rest).bit_count()
            score -= w.dead_partner * (partners & know.dead).bit_count()
            score += w.danger * meld_chance(card, know.prob)
            if score < best[0]:
                best = (score, card)
        return best[1]
