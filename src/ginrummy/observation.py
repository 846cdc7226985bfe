"""What one player may know: the information-set view of a hand.

A person at the table sees their own cards, the discard pile (every discard is public),
the cards the opponent took from the pile and still holds, how many cards the opponent
and the stock have, the knock limit, and everything laid down at the showdown. They do
not see the opponent's other cards, the stock's order, the knocker's face-down discard,
or what the opponent drew from the stock. :class:`Observation` holds exactly the first
list, so an agent given an observation cannot cheat: there is nothing to cheat with.

:func:`resample` deals the hidden cards anew consistently with a player's view; the
observation must not change (a test checks it on thousands of random states).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Action, actions_of_mask
from .cards import Card, CardSet, cards_of
from .hand import Event, EventKind, HandResult, Phase
from .melds import deadwood_count_cached
from .rules import Rules

if TYPE_CHECKING:
    from .hand import HandState


@dataclass(frozen=True, slots=True)
class Observation:
    """One player's view of a hand. Every field is public to that player."""

    player: int
    phase: Phase
    to_act: int | None
    dealer: int
    hand: CardSet
    opponent_hand_size: int
    opponent_known: CardSet
    """Cards the opponent took from the discard pile and still holds."""
    discard_pile: tuple[Card, ...]
    """Bottom first; the last card is the upcard."""
    stock_size: int
    knock_limit: int
    first_upcard: Card
    taken_upcard: Card | None
    """The card this player took from the pile this turn (it may not be discarded)."""
    events: tuple[Event, ...]
    """Every event of the hand, with what this player may not see left out."""
    legal_action_mask: int
    """Legal action ids as bits; 0 unless it is this player's turn."""
    result: HandResult | None
    rules: Rules

    @property
    def legal_actions(self) -> tuple[Action, ...]:
        """The actions this player may take now (empty when it is not their turn)."""
        return actions_of_mask(self.legal_action_mask)

    @property
    def is_my_turn(self) -> bool:
        """True when this player is to act."""
        return self.to_act == self.player

    @property
    def upcard(self) -> Card | None:
        """The top card of the discard pile."""
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def deadwood(self) -> int:
        """The minimum deadwood of this player's cards as they stand."""
        return deadwood_count_cached(self.hand.mask)

    @property
    def dead_cards(self) -> CardSet:
        """Cards this player knows are out of play for good: the discard pile below the top."""
        return CardSet(sum(1 << c for c in self.discard_pile[:-1]))

    @property
    def unseen(self) -> CardSet:
        """Cards this player has not seen: the opponent's unknown cards plus the stock."""
        seen = self.hand.mask | self.opponent_known.mask
        for card in self.discard_pile:
            seen |= 1 << card
        for event in self.events:
            if event.card is not None:
                seen |= 1 << event.card
        return CardSet(((1 << 52) - 1) & ~seen)

    def info_key(self) -> str:
        """A deterministic, perfect-recall string of this view (tabular agents, caches)."""
        moves = ",".join(
            f"{e.player}{e.kind.value[:2]}{'' if e.card is None else e.card}" for e in self.events
        )
        return f"p{self.player}|d{self.dealer}|u{self.first_upcard}|h{self.hand}|{moves}"

    def to_dict(self) -> dict[str, object]:
        """A JSON-safe form (cards in machine notation, actions as text and ids)."""
        return {
            "player": self.player,
            "phase": str(self.phase),
            "to_act": self.to_act,
            "dealer": self.dealer,
            "hand": [str(c) for c in self.hand],
            "deadwood": self.deadwood,
            "opponent_hand_size": self.opponent_hand_size,
            "opponent_known": [str(c) for c in self.opponent_known],
            "discard_pile": [str(c) for c in self.discard_pile],
            "stock_size": self.stock_size,
            "knock_limit": self.knock_limit,
            "first_upcard": str(self.first_upcard),
            "taken_upcard": None if self.taken_upcard is None else str(self.taken_upcard),
            "events": [
                {
                    "player": e.player,
                    "kind": str(e.kind),
                    "card": None if e.card is None else str(e.card),
                }
                for e in self.events
            ],
            "legal_actions": [{"id": a.id, "text": str(a)} for a in self.legal_actions],
            "result": None if self.result is None else self.result.to_dict(),
        }


def _redact(event: Event, viewer: int) -> Event:
    if event.player != viewer and event.kind in (EventKind.DRAW_STOCK, EventKind.KNOCK):
        return Event(event.player, event.kind, None)
    return event


def observe(state: HandState, player: int) -> Observation:
    """Build ``player``'s observation of ``state``."""
    if player not in (0, 1):
        from .errors import IllegalActionError, IllegalReason

        raise IllegalActionError(IllegalReason.NOT_YOUR_TURN, f"no such seat: {player!r}")
    opponent = 1 - player
    to_act = state.to_act
    events = tuple(_redact(e, player) for e in state.events)
    return Observation(
        player=player,
        phase=state.phase,
        to_act=to_act,
        dealer=state.dealer,
        hand=state.hand(player),
        opponent_hand_size=state.hand_mask(opponent).bit_count(),
        opponent_known=state.known_cards(opponent),
        discard_pile=state.discard_pile,
        stock_size=state.stock_size,
        knock_limit=state.knock_limit,
        first_upcard=state.first_upcard,
        taken_upcard=state.taken_upcard if to_act == player else None,
        events=events,
        legal_action_mask=state.legal_action_mask() if to_act == player else 0,
        result=state.result,
        rules=state.rules,
    )


def resample(state: HandState, player: int, rng: random.Random) -> HandState:
    """A state consistent with everything ``player`` knows, hidden cards dealt anew.

    The opponent keeps the cards known to be theirs; their other cards and the whole
    stock are a random deal of the cards ``player`` has not seen. The reshuffle seed
    (the order of a future reshuffle) is drawn anew too.
    """
    from .hand import HandState

    opponent = 1 - player
    known = state.known_cards(opponent).mask
    opp_hand = state.hand_mask(opponent)
    hidden = list(cards_of(opp_hand & ~known)) + list(state.stock)
    rng.shuffle(hidden)
    count = (opp_hand & ~known).bit_count()
    new_opp = known
    for card in hidden[:count]:
        new_opp |= 1 << card
    hands = (state.hand_mask(0), new_opp) if player == 0 else (new_opp, state.hand_mask(1))
    new = HandState._rebuild(state, hands, hidden[count:])
    new.reshuffle_seed = rng.getrandbits(63)
    return new
