"""The EAAI gin rummy challenge's simple player, the field's common yardstick.

Its strategy, as the challenge describes it: take the upcard only if it would be part of
a meld with the hand; otherwise draw from the stock. Discard a card that leaves the
least deadwood (never the upcard just taken), ties broken at random. Knock as soon as
it is allowed (choosing the discard that leaves the least deadwood).
"""

from __future__ import annotations

import random

from ..actions import BIG_GIN, DRAW_STOCK, PASS, TAKE_UPCARD, Action, Discard, Knock
from ..cards import NUM_RANKS
from ..hand import Phase
from ..melds import RANK_COLUMN, deadwood_count_cached
from ..observation import Observation


def joins_a_meld(hand: int, card: int) -> bool:
    """True when ``card`` would be part of some meld together with cards of ``hand``."""
    rank = card % NUM_RANKS
    if (hand & (RANK_COLUMN << rank)).bit_count() >= 2:
        return True
    suit_base = card - rank
    pattern = hand >> suit_base & 0x1FFF
    below1 = rank >= 1 and pattern >> (rank - 1) & 1
    below2 = rank >= 2 and pattern >> (rank - 2) & 1
    above1 = rank <= 11 and pattern >> (rank + 1) & 1
    above2 = rank <= 10 and pattern >> (rank + 2) & 1
    return bool((below1 and below2) or (below1 and above1) or (above1 and above2))


class SimpleAgent:
    """The EAAI simple player (see the module docstring)."""

    name = "simple"

    def act(self, observation: Observation, rng: random.Random) -> Action:
        """Draw, discard and knock as the simple player does."""
        legal = observation.legal_actions
        phase = observation.phase
        hand = observation.hand.mask
        if phase is Phase.DISCARD:
            if BIG_GIN in legal:
                return BIG_GIN
            return self._discard(hand, legal, rng)
        upcard = observation.upcard
        if (
            TAKE_UPCARD in legal
            and upcard is not None
            and (phase is Phase.STOCK_END or joins_a_meld(hand, upcard))
        ):
            return TAKE_UPCARD
        if DRAW_STOCK in legal:
            return DRAW_STOCK
        if PASS in legal:
            return PASS
        return legal[0]

    @staticmethod
    def _discard(hand: int, legal: tuple[Action, ...], rng: random.Random) -> Action:
        knocks = [a for a in legal if isinstance(a, Knock)]
        options: list[Action] = (
            list(knocks) if knocks else [a for a in legal if isinstance(a, Discard)]
        )
        if not options:
            return legal[0]  # big gin is the only move left
        best = 1000
        picks: list[Action] = []
        for action in options:
            assert isinstance(action, Discard | Knock)
            value = deadwood_count_cached(hand & ~(1 << action.card))
            if value < best:
                best, picks = value, [action]
            elif value == best:
                picks.append(action)
        return picks[0] if len(picks) == 1 else rng.choice(picks)
