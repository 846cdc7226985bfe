"""Provably fair deals for games played off the server (the command line, the terminals).

Why: a record saved by ``ginrummy play`` or the terminal game should verify with
``ginrummy verify`` exactly as the server's records do, so these games deal from a
:class:`~ginrummy.core.fairness.FairDeal` too, in the room ``local`` (docs/fairness.md,
"Games off the server"). The seeds come from the operating system's secure generator;
a game started with a seed draws them from its own seeded generator instead, so that it
deals the same hands every time it is replayed.

>>> import random
>>> proof = local_deal(1, random.Random(7))
>>> proof.room, proof.game, proof.hand, len(proof.client_seeds[0]), proof.client_seeds[1]
('local', 1, 1, 32, '')
>>> local_deal(1, random.Random(7)) == proof
True
"""

from __future__ import annotations

import random
import secrets
from typing import Final

from .fairness import FairDeal

LOCAL_ROOM: Final = "local"
"""The room every game off the server names in its proofs."""


def local_deal(
    hand: int,
    rng: random.Random | None = None,
    *,
    people: tuple[bool, bool] = (True, False),
    game: int = 1,
) -> FairDeal:
    """The proof that deals hand ``hand`` of a local game.

    The server seed (32 bytes) and a client seed (16 bytes as 32 hex digits) for each
    seat where ``people`` says a person sits (a computer's seat contributes the empty
    seed) come from ``rng`` when the game is seeded, else from :mod:`secrets`.
    """
    if rng is None:
        server_seed = secrets.token_bytes(32)
        clients = [secrets.token_hex(16) if person else "" for person in people]
    else:
        server_seed = rng.randbytes(32)
        clients = [rng.randbytes(16).hex() if person else "" for person in people]
    return FairDeal.new(
        server_seed,
        room=LOCAL_ROOM,
        game=game,
        hand=hand,
        client_seeds=(clients[0], clients[1]),
    )


__all__ = ["LOCAL_ROOM", "local_deal"]
