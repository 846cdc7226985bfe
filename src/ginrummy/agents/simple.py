"""The EAAI gin rummy challenge's simple player, the field's common yardstick.

Its strategy, as the challenge describes it: take the upcard only if it would be part of
a meld with the hand; otherwise draw from the stock. Discard a card that leaves the
least deadwood (never the upcard just taken), ties broken at random. Knock as soon as
it is allowed (choosing the discard that leaves the least deadwood).
"""

from __future__ import annotations

import random

from ..core.actions import (
    BIG_GIN,
    BIG_GIN_ID,
    DRAW_STOCK,
    DRAW_STOCK_ID,
    KNOCK_BASE,
    PASS,
    PASS_ID,
    TAKE_UPCARD,
    TAKE_UPCARD_ID,
    Action,
    actions_of_mask,
    decode,
)
from ..core.cards import NUM_RANKS
from ..core.deadwood import least_deadwood_discards
from ..core.melds import RANK_COLUMN
from ..core.observation import Observation
from ..core.state import _DISCARD, _STOCK_END


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
    """The EAAI simple player (see the module docstring).

    It reads the legal actions as the observation's bit mask (an action's id is its
    bit): a test on a bit costs less than searching the tuple of actions, and the
    simulations and arenas that use this player as a yardstick play millions of moves.
    The choices, and the random tie-breaks, are those of the rules above in id order.
    """

    name = "simple"

    def act(self, observation: Observation, rng: random.Random) -> Action:
        """Draw, discard and knock as the simple player does."""
        legal = observation.legal_action_mask
        phase = observation.phase
        if phase is _DISCARD:
            if legal >> BIG_GIN_ID & 1:
                return BIG_GIN
            return self._discard(observation.hand.mask, legal, rng)
        if legal >> TAKE_UPCARD_ID & 1:
            pile = observation.discard_pile
            if pile and (phase is _STOCK_END or joins_a_meld(observation.hand.mask, pile[-1])):
                return TAKE_UPCARD
        if legal >> DRAW_STOCK_ID & 1:
            return DRAW_STOCK
        if legal >> PASS_ID & 1:
            return PASS
        return observation.legal_actions[0]

    @staticmethod
    def _discard(hand: int, legal: int, rng: random.Random) -> Action:
        knocks = legal >> KNOCK_BASE & _CARD_BITS
        options, base = (knocks, KNOCK_BASE) if knocks else (legal & _CARD_BITS, 0)
        if not options:
            return actions_of_mask(legal)[0]  # big gin is the only move left
        _, best = least_deadwood_discards(hand, options)
        if best & (best - 1):  # a tie: a random one of them, in card order
            picks = []
            while best:
                low = best & -best
                best ^= low
                picks.append(low)
            best = rng.choice(picks)
        return decode(base + best.bit_length() - 1)


_CARD_BITS = (1 << 52) - 1
