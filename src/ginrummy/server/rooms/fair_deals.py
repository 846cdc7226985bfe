"""The server's side of provably fair deals (docs/fairness.md): the deal it has
committed to next, the players' seeds for it, and what a seat is shown.

Why a *pending* deal: the commitment must be public before any client seed is sent,
and the client seeds must arrive before the deal. So the server always holds the
server seed of the next deal (stored with the room, so another process or a restart
deals from the same seed), shows its commitment, collects each seat's seed for it, and
deals from it when the hand is due. The first hand of a room whose players said they
will add seeds waits for them (``awaiting``); later deals use the seeds that arrived
by the time the hand is due (a seat that sent none counts as the empty seed).
"""

from __future__ import annotations

import json
import random
import secrets
from dataclasses import dataclass, field
from typing import Any

from ...core.fairness import FairDeal, check_client_seed, commitment_of


@dataclass(eq=False)
class PendingDeal:
    """The next deal: its secret server seed and what the seats sent for it."""

    server_seed: bytes
    seeds: list[str | None] = field(default_factory=lambda: [None, None])
    """Each seat's client seed for this deal (``None``: none sent yet)."""
    awaiting: set[int] = field(default_factory=set)
    """Seats the room's first hand waits for (they said they will send a seed)."""

    @classmethod
    def fresh(
        cls, rng: random.Random | None = None, awaiting: set[int] | None = None
    ) -> PendingDeal:
        """A new pending deal: the server seed from the system's secure generator, or
        from ``rng`` (a seeded server: tests and benchmarks, so games repeat)."""
        seed = secrets.token_bytes(32) if rng is None else rng.randbytes(32)
        return cls(seed, [None, None], set(awaiting or ()))

    @property
    def commitment(self) -> str:
        return commitment_of(self.server_seed)

    def copy(self) -> PendingDeal:
        """A copy to change (the room's own changes only once storage took it)."""
        return PendingDeal(self.server_seed, list(self.seeds), set(self.awaiting))

    def give(self, seat: int, commitment: str, client_seed: str) -> bool:
        """Record ``seat``'s seed for the deal committed as ``commitment``; ``False``
        when it changes nothing (the same seed again).

        :raises ValueError: a bad seed, another commitment, or another seed already given.
        """
        check_client_seed(client_seed)
        if commitment != self.commitment:
            raise LookupError("that commitment is not the deal waiting for seeds")
        given = self.seeds[seat]
        if given is not None:
            if given == client_seed:
                return False
            raise ValueError("this seat's seed for this deal is already given")
        self.seeds[seat] = client_seed
        self.awaiting.discard(seat)
        return True

    def proof(self, room_id: str, game: int, hand: int) -> FairDeal:
        """The proof of the hand dealt from this pending deal."""
        seeds = (self.seeds[0] or "", self.seeds[1] or "")
        return FairDeal.new(
            self.server_seed, room=room_id, game=game, hand=hand, client_seeds=seeds
        )

    # ------------------------------------------------------------------ storage
    def to_json(self) -> str:
        return json.dumps(
            {
                "server_seed": self.server_seed.hex(),
                "seeds": self.seeds,
                "awaiting": sorted(self.awaiting),
            }
        )

    @classmethod
    def from_json(cls, text: str) -> PendingDeal:
        data = json.loads(text)
        seeds = data.get("seeds") or [None, None]
        # two seeds at a two-player table, three in a room for three (by match seat)
        return cls(bytes.fromhex(data["server_seed"]), list(seeds), set(data["awaiting"]))


def proof_json(proof: FairDeal | None) -> str | None:
    """A hand's proof as stored (with the server seed: storage is the server's own)."""
    return None if proof is None else json.dumps(proof.to_dict())


def proof_from_json(text: str | None) -> FairDeal | None:
    return None if text is None else FairDeal.from_dict(json.loads(text))


def fair_view(
    proof: FairDeal | None, hand_over: bool, pending: PendingDeal | None, seat: int, dealt: bool
) -> dict[str, Any]:
    """``view.fair`` for ``seat`` (docs/protocol.md): the hand's proof, its server seed
    only once the hand is over; the next deal's commitment and this seat's seed for it;
    the seats the first hand waits for."""
    hand: dict[str, Any] | None = None
    if dealt and proof is not None:
        hand = proof.to_dict() if hand_over else proof.public()
    return {
        "hand": hand,
        "next": None
        if pending is None
        else {"commitment": pending.commitment, "client_seed": pending.seeds[seat]},
        "awaiting": [] if dealt or pending is None else sorted(pending.awaiting),
    }
