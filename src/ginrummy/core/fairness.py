"""Provably fair deals: the deck order from a committed server seed and the players' seeds.

Why: players do not believe a shuffle they cannot check. Here the dealer (the server,
or any program that deals) draws a secret *server seed* before the hand and publishes
its SHA-256 (the *commitment*); each person at the table adds a *client seed* of their
own; the deck is a Fisher–Yates shuffle driven by HMAC-SHA256 keyed with the server seed
over everything else. After the hand the server seed is revealed, and anybody can
recompute the commitment and the deck. The dealer is bound before it sees the client
seeds, and the players never see the server seed in time, so neither side can choose
the deck. ``docs/fairness.md`` specifies every byte, so that others can write their own
verifier; this module is the reference.

Any reshuffle of the discard pile (``stock_exhausted=reshuffle``) draws from the same
stream, continuing where the deal (or the previous reshuffle) stopped.

>>> proof = FairDeal.new(bytes(32), room="demo", game=1, hand=1, client_seeds=("ab", ""))
>>> proof.commitment[:16]
'66687aadf862bd77'
>>> len(proof.deck())
52
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import struct
from dataclasses import dataclass
from typing import Any, Final

from .cards import ALL_CARDS, Card
from .errors import InvalidRecordError

DOMAIN: Final = b"ginrummy-deal-v1\x00"
"""The first bytes of every HMAC message: the scheme and its version."""

CLIENT_SEED_PATTERN: Final = re.compile(r"[0-9A-Za-z_-]{0,64}")
"""What a client seed may be: up to 64 letters, digits, ``_`` or ``-`` (empty: none)."""

_HEX64: Final = re.compile(r"[0-9a-f]{64}")
_WORDS_PER_BLOCK: Final = 8


def commitment_of(server_seed: bytes) -> str:
    """The commitment published before the deal: SHA-256 of the raw seed, in hex."""
    return hashlib.sha256(server_seed).hexdigest()


def check_client_seed(seed: object) -> str:
    """``seed`` if it is a valid client seed; :class:`ValueError` says why it is not."""
    if not isinstance(seed, str) or CLIENT_SEED_PATTERN.fullmatch(seed) is None:
        raise ValueError(
            f"a client seed is up to 64 letters, digits, '_' or '-' (got {str(seed)[:80]!r})"
        )
    return seed


class DealStream:
    """The 32-bit words of the deal's HMAC stream, read in order."""

    __slots__ = ("_block", "_key", "_prefix", "_words", "used")

    def __init__(self, key: bytes, prefix: bytes, start: int = 0) -> None:
        self._key = key
        self._prefix = prefix
        self._block = -1
        self._words: tuple[int, ...] = ()
        self.used = start
        """Words read so far (the position a later reshuffle continues from)."""

    def word(self) -> int:
        """The next word: word ``used % 8`` of block ``used // 8``, big-endian."""
        block, index = divmod(self.used, _WORDS_PER_BLOCK)
        if block != self._block:
            digest = hmac.new(
                self._key, self._prefix + struct.pack(">I", block), hashlib.sha256
            ).digest()
            self._words = struct.unpack(">8I", digest)
            self._block = block
        self.used += 1
        return self._words[index]

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``: words at or above the largest multiple of
        ``n`` that fits in 32 bits are skipped (no modulo bias)."""
        limit = (1 << 32) // n * n
        while True:
            w = self.word()
            if w < limit:
                return w % n

    def shuffle(self, items: list[Any]) -> None:
        """Fisher–Yates in place: for ``i`` from the last index down to 1, swap item
        ``i`` with item ``below(i + 1)``."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


@dataclass(frozen=True, slots=True)
class FairDeal:
    """Everything that decides one hand's deck, and its public commitment.

    ``server_seed`` is secret until the hand is over; a view of the proof for a hand in
    progress is :meth:`public` (the commitment and the client seeds only).
    """

    server_seed: bytes
    room: str
    game: int
    hand: int
    client_seeds: tuple[str, str]

    @classmethod
    def new(
        cls,
        server_seed: bytes | None = None,
        *,
        room: str,
        game: int,
        hand: int,
        client_seeds: tuple[str, str] = ("", ""),
    ) -> FairDeal:
        """A proof with ``server_seed`` (32 bytes; fresh from :mod:`secrets` if ``None``)."""
        seed = secrets.token_bytes(32) if server_seed is None else server_seed
        if len(seed) != 32:
            raise ValueError("a server seed is 32 bytes")
        if not isinstance(room, str) or len(room.encode()) > 255:
            raise ValueError("a room label is a string of at most 255 bytes")
        for number in (game, hand):
            if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number < 2**32:
                raise ValueError("game and hand numbers are whole numbers from 1")
        for client in client_seeds:
            check_client_seed(client)
        return cls(seed, room, game, hand, (client_seeds[0], client_seeds[1]))

    @property
    def commitment(self) -> str:
        """SHA-256 of the server seed, hex: published before the deal."""
        return commitment_of(self.server_seed)

    def message(self) -> bytes:
        """The HMAC message without its block counter (docs/fairness.md, "The stream")."""
        parts = [DOMAIN]
        room = self.room.encode()
        parts.append(struct.pack(">H", len(room)) + room)
        parts.append(struct.pack(">II", self.game, self.hand))
        for client in self.client_seeds:
            raw = client.encode("ascii")
            parts.append(struct.pack(">H", len(raw)) + raw)
        return b"".join(parts)

    def stream(self, start: int = 0) -> DealStream:
        """The word stream, from word ``start``."""
        return DealStream(self.server_seed, self.message(), start)

    def deal(self) -> tuple[list[Card], int]:
        """The deck order (deck[0] goes to the non-dealer first) and the words it used."""
        stream = self.stream()
        deck = list(ALL_CARDS)
        stream.shuffle(deck)
        return deck, stream.used

    def deck(self) -> list[Card]:
        """The deck order alone."""
        return self.deal()[0]

    def reshuffle(self, pool: list[Card], position: int) -> tuple[list[Card], int]:
        """The new stock from ``pool`` (sorted by card number first), continuing the
        stream at word ``position``; returns it and the position after it."""
        cards = sorted(pool)
        stream = self.stream(position)
        stream.shuffle(cards)
        return cards, stream.used

    # ------------------------------------------------------------------ records
    def public(self) -> dict[str, Any]:
        """What may be shown while the hand is played: no server seed."""
        return {
            "room": self.room,
            "game": self.game,
            "hand": self.hand,
            "commitment": self.commitment,
            "client_seeds": list(self.client_seeds),
        }

    def to_dict(self) -> dict[str, Any]:
        """The whole proof (the server seed revealed), JSON-safe."""
        return {**self.public(), "server_seed": self.server_seed.hex()}

    @classmethod
    def from_dict(cls, data: Any) -> FairDeal:
        """Read :meth:`to_dict` output; a commitment that does not match is refused."""
        if not isinstance(data, dict):
            raise InvalidRecordError("a deal's proof must be an object")
        missing = [k for k in _PROOF_KEYS if k not in data]
        if missing:
            raise InvalidRecordError(f"a deal's proof lacks {missing[0]!r}")
        seed_hex, clients = data["server_seed"], data["client_seeds"]
        if not isinstance(seed_hex, str) or _HEX64.fullmatch(seed_hex) is None:
            raise InvalidRecordError("server_seed must be 64 lowercase hex digits")
        if not isinstance(clients, list) or len(clients) != 2:
            raise InvalidRecordError("client_seeds must be a list of two strings")
        try:
            proof = cls.new(
                bytes.fromhex(seed_hex),
                room=data["room"],
                game=data["game"],
                hand=data["hand"],
                client_seeds=(clients[0], clients[1]),
            )
        except ValueError as exc:
            raise InvalidRecordError(f"a deal's proof is malformed: {exc}") from None
        if data["commitment"] != proof.commitment:
            raise InvalidRecordError(
                "the server seed does not match the commitment made before the deal"
            )
        return proof


_PROOF_KEYS: Final = ("room", "game", "hand", "commitment", "client_seeds", "server_seed")
