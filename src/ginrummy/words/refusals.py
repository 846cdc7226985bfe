"""Why a move is refused, said to the player: what the rule is and what to do instead.

The engine's errors are written for programs (``cannot discard QS now: draw a card
first``): they name cards in code and say nothing of the way out. Both terminal games
turn them into the player's words here, with cards as the game writes them and the
moves that are open now: the full-screen game names its keys (``take Q♠ (t)``), the
plain game its commands (``'take' Q♠``). One module, so the two never disagree.

>>> from ginrummy.core.hand import HandState
>>> from ginrummy.core.rules import find_rules
>>> from ginrummy.core.actions import Discard
>>> from ginrummy.core.errors import IllegalActionError
>>> state = HandState.deal(find_rules("standard"), dealer=1, seed=3)
>>> obs = state.observation(0)
>>> card = next(iter(obs.hand))
>>> try:
...     state.apply(Discard(card), player=0)
... except IllegalActionError as exc:
...     print(refusal(exc, obs, ascii=True, keys=False))
Not allowed: first 'take' 6C or 'pass'.
"""

from __future__ import annotations

from ..core.actions import Action, Discard, Knock, TakeUpcard
from ..core.cards import Card
from ..core.errors import GinRummyError, IllegalActionError, IllegalReason
from ..core.hand import Phase
from ..core.melds import deadwood_count
from ..core.observation import Observation


def move_words(word: str, key: str, *, keys: bool, card: str = "") -> str:
    """A move as the player starts it: ``take 7♥ (t)`` with keys, else ``'take' 7♥``."""
    if keys:
        return f"{word} {card} ({key})".replace("  ", " ")
    return f"'{word}' {card}".rstrip()


def open_moves(obs: Observation, *, ascii: bool = False, keys: bool = True) -> str:
    """What the player may do before drawing, in a few words (``take 2♣ (t) or pass (p)``);
    empty once a card has been drawn."""
    up = "" if obs.upcard is None else obs.upcard.pretty(ascii=ascii)
    take = move_words("take", "t", keys=keys, card=up)
    can_take = any(isinstance(a, TakeUpcard) for a in obs.legal_actions)
    match obs.phase:
        case Phase.UPCARD_OFFER:
            return f"{take} or {move_words('pass', 'p', keys=keys)}"
        case Phase.DRAW:
            draw = move_words("draw", "d", keys=keys)
            return f"{draw} from the stock or {take}" if can_take else f"{draw} from the stock"
        case Phase.STOCK_END:
            if can_take:
                return f"{take} to knock with it, or {move_words('pass', 'p', keys=keys)}"
            return move_words("pass", "p", keys=keys)
        case _:
            return ""


def refusal(
    error: GinRummyError,
    obs: Observation,
    *,
    action: Action | None = None,
    ascii: bool = False,
    keys: bool = True,
) -> str:
    """``Not allowed: ...``: why ``action`` (refused with ``error``) cannot be played, in
    the player's words; ``obs`` is what the player saw when trying it."""
    reason = error.reason if isinstance(error, IllegalActionError) else None
    card = action.card if isinstance(action, Discard | Knock) else None

    def show(c: Card) -> str:
        return c.pretty(ascii=ascii)

    if reason is IllegalReason.WRONG_PHASE and obs.phase is not Phase.DISCARD:
        moves = open_moves(obs, ascii=ascii, keys=keys)
        if obs.phase is Phase.UPCARD_OFFER:
            return f"Not allowed: first {moves}."
        if obs.phase is Phase.DRAW and isinstance(action, Discard | Knock):
            return f"Not allowed: draw a card first: {moves}."
        if obs.phase is Phase.DRAW:
            return f"Not allowed: {moves}."
    if reason is IllegalReason.STOCK_END and obs.phase is Phase.STOCK_END:
        return f"Not allowed: two stock cards are left: {open_moves(obs, ascii=ascii, keys=keys)}."
    if reason is IllegalReason.CARD_NOT_IN_HAND and card is not None:
        return f"Not allowed: you do not hold {show(card)}."
    if reason is IllegalReason.CANNOT_DISCARD_TAKEN_UPCARD and card is not None:
        return (
            f"Not allowed: {show(card)} was just taken from the discard pile; "
            "keep it this turn and discard another card."
        )
    if reason is IllegalReason.DEADWOOD_TOO_HIGH and card is not None:
        left = deadwood_count(obs.hand.mask & ~(1 << card))
        return (
            f"Not allowed: discarding {show(card)} leaves {left} deadwood, over the knock "
            f"limit of {obs.knock_limit}."
        )
    return f"Not allowed: {error}."


__all__ = ["move_words", "open_moves", "refusal"]
