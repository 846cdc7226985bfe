"""An independent implementation of docs/fairness.md, for the tests only.

It was written from the document alone, without reading or importing
``ginrummy.core.fairness``, so that a test comparing the two catches a place
where the engine and the specification part ways (a byte order, a length
prefix, the rejection rule), not just a change of either. It uses nothing but
``hashlib``, ``hmac`` and ``struct``, as a stranger's verifier would.
"""

from __future__ import annotations

import hashlib
import hmac
import struct
from collections.abc import Iterable, Sequence

PREFIX = b"ginrummy-deal-v1\x00"


def commitment(server_seed: bytes) -> str:
    """SHA-256 of the 32 raw bytes of the server seed, lowercase hex."""
    return hashlib.sha256(server_seed).hexdigest()


def message(room: str, game: int, hand: int, client_seeds: Sequence[str]) -> bytes:
    """The message M the stream's blocks are keyed over, byte for byte."""
    room_bytes = room.encode("utf-8")
    seat0 = client_seeds[0].encode("ascii")
    seat1 = client_seeds[1].encode("ascii")
    return b"".join(
        [
            PREFIX,
            struct.pack(">H", len(room_bytes)),
            room_bytes,
            struct.pack(">I", game),
            struct.pack(">I", hand),
            struct.pack(">H", len(seat0)),
            seat0,
            struct.pack(">H", len(seat1)),
            seat1,
        ]
    )


class Stream:
    """Word k of the stream is word k mod 8 of block k div 8."""

    def __init__(self, server_seed: bytes, msg: bytes) -> None:
        self.key = server_seed
        self.msg = msg
        self.position = 0  # the next word to read

    def word(self, k: int) -> int:
        block = hmac.new(self.key, self.msg + struct.pack(">I", k // 8), hashlib.sha256).digest()
        return int(struct.unpack(">8I", block)[k % 8])

    def next_word(self) -> int:
        w = self.word(self.position)
        self.position += 1
        return w

    def below(self, n: int) -> int:
        """A uniform number below n, by rejection of the top of the range."""
        limit = (2**32 // n) * n
        while True:
            w = self.next_word()
            if w < limit:
                return w % n


def shuffle(cards: Iterable[int], stream: Stream) -> list[int]:
    """Fisher–Yates from the last index down to 1, as the document says."""
    a = list(cards)
    for i in range(len(a) - 1, 0, -1):
        j = stream.below(i + 1)
        a[i], a[j] = a[j], a[i]
    return a


def deal(
    server_seed: bytes, room: str, game: int, hand: int, client_seeds: Sequence[str]
) -> tuple[list[int], Stream]:
    """The deck (top first) and the stream left where the deal stopped reading."""
    stream = Stream(server_seed, message(room, game, hand, client_seeds))
    return shuffle(range(52), stream), stream


def reshuffle(pool: Iterable[int], stream: Stream) -> list[int]:
    """The new stock: the pool sorted by number, shuffled on the same stream."""
    return shuffle(sorted(pool), stream)


def card_number(suit: int, rank: int) -> int:
    """13 × suit + (rank − 1): suit 0 clubs … 3 spades, rank 1 ace … 13 king."""
    return 13 * suit + (rank - 1)
