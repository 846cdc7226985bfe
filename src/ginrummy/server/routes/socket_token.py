"""How a table's socket names its seat's token: in the ``Sec-WebSocket-Protocol``
header, never in the URL.

Why not ``?token=`` in the socket's URL: a URL is what every proxy writes to its access
log (and nginx to its error log when a process is down), so each seat's secret ended up
in files an operator keeps for weeks and ships elsewhere. The handshake's headers are not
logged, and a browser can set only this one on a WebSocket: the client offers two
subprotocols, :data:`SUBPROTOCOL` (what it speaks) and :data:`TOKEN_PREFIX` followed by
the token, and the server answers with :data:`SUBPROTOCOL` alone, never echoing the
token. A URL that still carries ``token`` is refused (:func:`token_in_url`), so no client
can go on writing tokens into logs by accident. docs/protocol.md describes it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

SUBPROTOCOL = "ginrummy.v1"
"""The table protocol's name, the one subprotocol the server ever answers with."""

TOKEN_PREFIX = "ginrummy.token."
"""A subprotocol that starts with this carries the seat's token after it."""

TOKEN_IN_URL_CLOSE = 4400
"""The close code after ``auth/token_in_url`` (a request that can never succeed)."""


def offered_token(subprotocols: Iterable[str]) -> str | None:
    """The token among the subprotocols the client offered; ``None`` when it sent none
    (the first one counts when a client offers several)."""
    for offered in subprotocols:
        if offered.startswith(TOKEN_PREFIX):
            return offered[len(TOKEN_PREFIX) :]
    return None


def answered_subprotocol(subprotocols: Iterable[str]) -> str | None:
    """What the server answers: :data:`SUBPROTOCOL` when offered, else none (a client that
    offered nothing must get no ``Sec-WebSocket-Protocol`` back)."""
    return SUBPROTOCOL if SUBPROTOCOL in subprotocols else None


def token_in_url(query: Mapping[str, str]) -> bool:
    """Whether the socket's URL carries a ``token`` (refused, whatever else it sent)."""
    return "token" in query
