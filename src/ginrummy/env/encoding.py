"""The observation tensor: one seat's view of a hand as a flat ``float32`` vector.

Everything in it is what that seat may know (see :class:`~ginrummy.core.observation.Observation`).
The layout is fixed per environment version and documented in ``docs/env.md``:

======= ======= =====================================================================
index   size    meaning (cards indexed ``suit * 13 + rank - 1``, suits C D H S)
======= ======= =====================================================================
0       52      own hand
52      52      the upcard (top of the discard pile)
104     52      the discard pile below the upcard (dead cards); all 0 under
                ``squared_pile``, a pile squared up so that only its top shows
156     52      the opponent's known cards: taken from the pile and still held (after a
                showdown: the opponent's whole hand as laid down)
208     52      cards this seat has never seen (opponent's other cards and the stock)
260     52      cards the opponent has discarded this hand (face up)
312     52      upcards the opponent declined (passed on, or drew from the stock instead)
364     5       phase one-hot: upcard offer, draw, discard, stock end, over
369     1       this seat is to act
370     1       this seat dealt this hand
371     1       this hand scores double (Oklahoma spades)
372     31      stock size, thermometer: element ``372 + i`` is 1 when more than ``i``
                cards are left
403     11      knock limit one-hot (0..10)
414     1       own game score / game target, capped at 1 (0 in single-hand mode)
415     1       opponent's game score / game target, capped at 1
======= ======= =====================================================================

Why bits first: every 0/1 feature of a view is one Python ``int`` (a few shifts of the
engine's 52-bit masks), and numpy turns a whole batch of them into a tensor with one
``unpackbits``. That is what makes the environments fast.

:func:`encode_observation` builds the same vector from an ``Observation`` object, the
slow way. It is the reference: it can use only what the seat may see, and the tests
check that the environments' fast encoding equals it at every step.
"""

from __future__ import annotations

from typing import Final

import numpy as np
import numpy.typing as npt

from ..core.actions import NUM_ACTIONS
from ..core.cards import FULL_DECK_MASK
from ..core.hand import EventKind, Phase
from ..core.observation import Observation

NUM_CARDS: Final = 52
PLANES: Final = (
    "hand",
    "upcard",
    "dead",
    "opponent_known",
    "unseen",
    "opponent_discarded",
    "opponent_declined",
)
"""The 52-card planes, in order."""
PHASE_OFFSET: Final = NUM_CARDS * len(PLANES)  # 364
PHASES: Final = (Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD, Phase.STOCK_END, Phase.OVER)
PHASE_INDEX: Final[dict[Phase, int]] = {phase: i for i, phase in enumerate(PHASES)}
TO_ACT_BIT: Final = PHASE_OFFSET + len(PHASES)  # 369
DEALER_BIT: Final = TO_ACT_BIT + 1  # 370
DOUBLED_BIT: Final = DEALER_BIT + 1  # 371
STOCK_OFFSET: Final = DOUBLED_BIT + 1  # 372
STOCK_BITS: Final = 31
KNOCK_LIMIT_OFFSET: Final = STOCK_OFFSET + STOCK_BITS  # 403
SCORE_INDEX: Final = KNOCK_LIMIT_OFFSET + 11  # 414
OPPONENT_SCORE_INDEX: Final = SCORE_INDEX + 1  # 415
OBS_SIZE: Final = OPPONENT_SCORE_INDEX + 1  # 416
OBS_BYTES: Final = OBS_SIZE // 8  # 52
MASK_BYTES: Final = (NUM_ACTIONS + 7) // 8  # 14
FULL: Final = FULL_DECK_MASK

PHASE_BITS: Final[dict[Phase, int]] = {
    phase: 1 << (PHASE_OFFSET + i) for i, phase in enumerate(PHASES)
}
STOCK_THERMOMETER: Final = tuple(((1 << min(n, STOCK_BITS)) - 1) << STOCK_OFFSET for n in range(53))
KNOCK_LIMIT_BITS: Final = tuple(1 << (KNOCK_LIMIT_OFFSET + n) for n in range(11))

FloatArray = npt.NDArray[np.float32]
Int8Array = npt.NDArray[np.int8]


def view_bits(
    *,
    hand: int,
    upcard: int,
    dead: int,
    opponent_known: int,
    unseen: int,
    opponent_discarded: int,
    opponent_declined: int,
    phase: Phase,
    to_act: bool,
    dealer: bool,
    doubled: bool,
    stock_size: int,
    knock_limit: int,
) -> int:
    """The 0/1 features of one view (indices 0..413) as the bits of one int.

    Card arguments are 52-bit masks (``upcard`` has one bit, or none on an empty pile).
    """
    bits = (
        hand
        | upcard << 52
        | dead << 104
        | opponent_known << 156
        | unseen << 208
        | opponent_discarded << 260
        | opponent_declined << 312
        | PHASE_BITS[phase]
        | STOCK_THERMOMETER[stock_size]
        | KNOCK_LIMIT_BITS[knock_limit]
    )
    if to_act:
        bits |= 1 << TO_ACT_BIT
    if dealer:
        bits |= 1 << DEALER_BIT
    if doubled:
        bits |= 1 << DOUBLED_BIT
    return bits


def score_fraction(score: int, target: int) -> float:
    """A game score as a share of the target, capped at 1 (the game is over by then)."""
    return min(score / target, 1.0)


def bits_to_array(bits: int, scores: tuple[float, float] = (0.0, 0.0)) -> FloatArray:
    """One observation vector from its feature bits and the two score fractions."""
    raw = np.frombuffer(bits.to_bytes(OBS_BYTES, "little"), dtype=np.uint8)
    out = np.unpackbits(raw, bitorder="little").astype(np.float32)
    out[SCORE_INDEX] = scores[0]
    out[OPPONENT_SCORE_INDEX] = scores[1]
    return out


VIEW_BYTES: Final = OBS_BYTES + MASK_BYTES
_VIEW_LENGTH: Final = OBS_SIZE + NUM_ACTIONS
# Bound once for view_arrays, which runs on every AEC step.
_frombuffer: Final = np.frombuffer
_unpackbits: Final = np.unpackbits
_UINT8: Final = np.uint8
_INT8: Final = np.int8
_FLOAT32: Final = np.float32


def view_arrays(
    bits: int, mask: int, scores: tuple[float, float] | None = None
) -> tuple[FloatArray, Int8Array]:
    """The observation vector and the action mask together, from one ``unpackbits``
    (the AEC environment's hot path). ``scores`` of ``None`` leaves the score slots 0.

    ``unpackbits`` gets its options positionally: numpy parses keyword arguments to it
    slowly (``count=..., bitorder=...`` cost about 0.7 microseconds a call, a quarter of
    this function).
    """
    raw = _frombuffer((bits | mask << OBS_SIZE).to_bytes(VIEW_BYTES, "little"), _UINT8)
    unpacked = _unpackbits(raw, None, _VIEW_LENGTH, "little")
    obs = unpacked[:OBS_SIZE].astype(_FLOAT32)
    if scores is not None:
        obs[SCORE_INDEX] = scores[0]
        obs[OPPONENT_SCORE_INDEX] = scores[1]
    return obs, unpacked[OBS_SIZE:].view(_INT8)


def bits_to_batch(bits: list[int], scores: npt.NDArray[np.float32] | None = None) -> FloatArray:
    """A ``(len(bits), OBS_SIZE)`` batch: one ``unpackbits`` for every row at once.

    ``scores``, shape ``(n, 2)``, fills the two score columns.
    """
    raw = np.frombuffer(b"".join(b.to_bytes(OBS_BYTES, "little") for b in bits), dtype=np.uint8)
    out = np.unpackbits(raw, bitorder="little").reshape(len(bits), OBS_SIZE).astype(np.float32)
    if scores is not None:
        out[:, SCORE_INDEX:] = scores
    return out


def mask_to_array(mask: int) -> Int8Array:
    """The ``int8`` action mask (length :data:`~ginrummy.core.actions.NUM_ACTIONS`) of a bitmask."""
    raw = np.frombuffer(mask.to_bytes(MASK_BYTES, "little"), dtype=np.uint8)
    return np.unpackbits(raw, bitorder="little", count=NUM_ACTIONS).view(np.int8)


def masks_to_batch(masks: list[int]) -> Int8Array:
    """A ``(len(masks), NUM_ACTIONS)`` batch of action masks."""
    raw = np.frombuffer(b"".join(m.to_bytes(MASK_BYTES, "little") for m in masks), np.uint8)
    bits = np.unpackbits(raw, bitorder="little").reshape(len(masks), MASK_BYTES * 8)
    return bits[:, :NUM_ACTIONS].view(np.int8)


def auto_knock_mask(legal: int) -> int:
    """The action mask when knocks are automatic: a card is offered as a discard id
    when discarding or knocking with it is legal, and knock ids are not offered."""
    cards = (legal | legal >> 52) & FULL
    return cards | legal & (0xF << 104)


def observation_bits(observation: Observation) -> int:
    """The feature bits of an :class:`Observation`, computed from its fields only.

    The reference for the environments' incremental encoding: it walks the redacted
    events to find the opponent's discards and declined upcards.
    """
    seat = observation.player
    opponent = 1 - seat
    discarded = 0
    declined = 0
    pile = [observation.first_upcard]
    events = observation.events
    for index, event in enumerate(events):
        kind = event.kind
        if kind is EventKind.DISCARD:
            assert event.card is not None
            pile.append(event.card)
            if event.player == opponent:
                discarded |= 1 << event.card
        elif kind is EventKind.TAKE_UPCARD:
            voided = index + 1 < len(events) and events[index + 1].kind is EventKind.VOID
            if not voided:
                pile.pop()
        elif kind is EventKind.RESHUFFLE:
            pile = pile[-1:]
        elif kind in (EventKind.PASS, EventKind.DRAW_STOCK) and event.player == opponent and pile:
            declined |= 1 << pile[-1]
    result = observation.result
    known = observation.opponent_known.mask
    if result is not None and result.hands is not None:
        known = result.hands[opponent].mask
    dead = 0
    for card in observation.discard_pile[:-1]:
        dead |= 1 << card
    upcard = observation.upcard
    return view_bits(
        hand=observation.hand.mask,
        upcard=0 if upcard is None else 1 << upcard,
        dead=dead,
        opponent_known=known,
        unseen=observation.unseen.mask,
        opponent_discarded=discarded,
        opponent_declined=declined,
        phase=observation.phase,
        to_act=observation.to_act == seat,
        dealer=observation.dealer == seat,
        doubled=observation.scores_double,
        stock_size=observation.stock_size,
        knock_limit=observation.knock_limit,
    )


def encode_observation(
    observation: Observation, scores: tuple[int, int] = (0, 0), target: int | None = None
) -> FloatArray:
    """The observation vector of an :class:`Observation` (the slow, reference path).

    ``scores`` are the game scores (this seat first); ``target`` defaults to the rules'
    game target. Single-hand environments pass no scores.
    """
    goal = observation.rules.game_target if target is None else target
    fractions = (score_fraction(scores[0], goal), score_fraction(scores[1], goal))
    return bits_to_array(observation_bits(observation), fractions)
