"""The scenario decks the hand tests share (``test_hand.py``, ``test_hand_variants.py``):
ten-card hands for each seat, named by what they allow, and the seats' numbers.

Seat 0 deals in every scenario unless said otherwise, so seat 1 is the non-dealer.
"""

from __future__ import annotations

from ginrummy import Card, HandState
from tests.helpers.hands import deal

C = Card.parse

# Deadwood 10 each (KS / KC): either can knock after almost any draw.
ND_A = "AC 2C 3C 4D 5D 6D 7H 8H 9H KS"
DL_A = "AD 2D 3D 4H 5H 6H 7S 8S 9S KC"
# High deadwood: no knock is near.
ND_H = "AC 2C 3C 4D 5D 6D 7H 8H KS QS"  # 35
DL_H = "AD 2D 3D 4H 5H 6H 7S 8S KC QC"  # 35
# Gin already in ten cards (runs A-4C, 5-7D, 8-10H): a drawn JH makes big gin.
ND_GIN = "AC 2C 3C 4C 5D 6D 7D 8H 9H TH"

ND, DL = 1, 0  # seats: the non-dealer and the dealer (seat 0 deals)


def hand_a(upcard: str = "KD", stock: str = "QS JS", **kw: object) -> HandState:
    return deal(ND_A, DL_A, upcard, stock, **kw)  # type: ignore[arg-type]
