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

from typing import Any

from ..core.actions import Action, BigGin, Discard, DrawStock, Knock, Pass, TakeUpcard
from ..core.cards import Card
from ..core.errors import GinRummyError, IllegalActionError, IllegalReason
from ..core.hand import Phase
from ..core.melds import deadwood_count
from ..core.observation import Observation
from ..i18n import DEFAULT, Translator, translator


def move_words(word: str, key: str, *, keys: bool, card: str = "") -> str:
    """A move as the player starts it: ``take 7♥ (t)`` with keys, else ``'take' 7♥``."""
    if keys:
        return f"{word} {card} ({key})".replace("  ", " ")
    return f"'{word}' {card}".rstrip()


def open_moves(
    obs: Observation, *, ascii: bool = False, keys: bool = True, tr: Translator | None = None
) -> str:
    """What the player may do before drawing, in a few words (``take 2♣ (t) or pass (p)``);
    empty once a card has been drawn."""
    t = (tr or translator()).t

    def move(word: str, key: str, card: str = "") -> str:
        # With keys (the full-screen game) a word of the language; without, the command
        # as it is typed, the same in every language.
        return move_words(t(f"tui-table-move-{word}") if keys else word, key, keys=keys, card=card)

    up = "" if obs.upcard is None else obs.upcard.pretty(ascii=ascii)
    take = move("take", "t", up)
    can_take = any(isinstance(a, TakeUpcard) for a in obs.legal_actions)
    match obs.phase:
        case Phase.UPCARD_OFFER:
            return t("moves-offer", take=take, **{"pass": move("pass", "p")})
        case Phase.DRAW:
            draw = move("draw", "d")
            if can_take:
                return t("moves-draw-or-take", draw=draw, take=take)
            return t("moves-draw", draw=draw)
        case Phase.STOCK_END:
            if can_take:
                return t("moves-stock-end", take=take, **{"pass": move("pass", "p")})
            return move("pass", "p")
        case _:
            return ""


def refusal(
    error: GinRummyError,
    obs: Observation,
    *,
    action: Action | None = None,
    ascii: bool = False,
    keys: bool = True,
    tr: Translator | None = None,
) -> str:
    """``Not allowed: ...``: why ``action`` (refused with ``error``) cannot be played, in
    the player's words; ``obs`` is what the player saw when trying it."""
    tr = tr or translator()
    t = tr.t
    reason = error.reason if isinstance(error, IllegalActionError) else None
    card = action.card if isinstance(action, Discard | Knock) else None

    def show(c: Card) -> str:
        return c.pretty(ascii=ascii)

    if reason is IllegalReason.WRONG_PHASE and obs.phase is not Phase.DISCARD:
        moves = open_moves(obs, ascii=ascii, keys=keys, tr=tr)
        if obs.phase is Phase.UPCARD_OFFER:
            return t("refusal-first", moves=moves)
        if obs.phase is Phase.DRAW and isinstance(action, Discard | Knock):
            return t("refusal-draw-first", moves=moves)
        if obs.phase is Phase.DRAW:
            return t("refusal-moves", moves=moves)
    if reason is IllegalReason.STOCK_END and obs.phase is Phase.STOCK_END:
        return t("refusal-stock-end", moves=open_moves(obs, ascii=ascii, keys=keys, tr=tr))
    if reason is IllegalReason.CARD_NOT_IN_HAND and card is not None:
        return t("refusal-not-held", card=show(card))
    if reason is IllegalReason.CANNOT_DISCARD_TAKEN_UPCARD and card is not None:
        return t("refusal-taken-upcard", card=show(card))
    if reason is IllegalReason.DEADWOOD_TOO_HIGH and card is not None:
        left = deadwood_count(obs.hand.mask & ~(1 << card))
        return t("refusal-over-limit", card=show(card), left=left, limit=obs.knock_limit)
    # Any other reason in the player's language (the browser's words for the engine's
    # reasons, web-refusals.ftl); English quotes the engine's own sentence, as it did.
    if reason is not None and tr.lang != DEFAULT and tr.has(f"refusals-reason-{reason.value}"):
        return t(f"refusals-reason-{reason.value}")
    return t("refusal-other", error=str(error))


def _kind(action: Action | None) -> str | None:
    """An action's kind as the server's views name it (``draw``, ``take``, ...)."""
    kinds: tuple[tuple[type, str], ...] = (
        (DrawStock, "draw"),
        (TakeUpcard, "take"),
        (Pass, "pass"),
        (Discard, "discard"),
        (Knock, "knock"),
        (BigGin, "big_gin"),
    )
    for cls, kind in kinds:
        if isinstance(action, cls):
            return kind
    return None


def open_move_kinds(obs: Observation) -> list[str]:
    """The moves open before drawing, by kind, in the order :func:`open_moves` says them
    (``["take", "pass"]``, ``["draw", "take"]``, ``["draw"]``); none once a card is drawn."""
    if obs.phase not in (Phase.UPCARD_OFFER, Phase.DRAW, Phase.STOCK_END):
        return []
    kinds = {_kind(a) for a in obs.legal_actions}
    order = ("draw", "take", "pass") if obs.phase is Phase.DRAW else ("take", "pass")
    return [k for k in order if k in kinds]


def refusal_details(
    error: GinRummyError, obs: Observation, action: Action | None = None
) -> dict[str, Any]:
    """What a client needs to say :func:`refusal`'s sentence itself, in its own
    language (issue 38): the engine's ``reason``, the refused ``action``'s kind and
    ``card``, the ``phase`` the player saw, the ``moves`` open before drawing with the
    ``upcard``, and for a knock over the limit the deadwood ``left`` and the ``limit``.
    Cards are codes (``QS``); every field is JSON."""
    reason = error.reason if isinstance(error, IllegalActionError) else None
    card = action.card if isinstance(action, Discard | Knock) else None
    out: dict[str, Any] = {
        "reason": None if reason is None else str(reason),
        "action": _kind(action),
        "card": None if card is None else str(card),
        "phase": str(obs.phase),
        "moves": open_move_kinds(obs),
        "upcard": None if obs.upcard is None else str(obs.upcard),
    }
    if reason is IllegalReason.DEADWOOD_TOO_HIGH and card is not None:
        out["left"] = deadwood_count(obs.hand.mask & ~(1 << card))
        out["limit"] = obs.knock_limit
    return out


__all__ = ["move_words", "open_move_kinds", "open_moves", "refusal", "refusal_details"]
