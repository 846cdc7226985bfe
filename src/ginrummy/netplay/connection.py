"""The table's WebSocket for the terminal client: messages in on a thread, out at once.

Why a thread and a queue: the plain-text table waits on two things at once, the
person's next line and the server's next message (the opponent moves whenever they
like), and both are blocking reads. Each is read on its own thread into one queue
(:class:`Inbox`), and the table takes whatever comes first. The ``websockets``
library's synchronous client does the protocol (ping/pong, close codes, TLS for wss).
"""

from __future__ import annotations

import contextlib
import json
import queue
import threading
from dataclasses import dataclass
from typing import Any, TextIO

from websockets.exceptions import WebSocketException
from websockets.sync.client import ClientConnection, connect
from websockets.typing import Subprotocol

OPEN_TIMEOUT = 10.0

SUBPROTOCOL = "ginrummy.v1"
TOKEN_PREFIX = "ginrummy.token."
"""A seat's socket offers two subprotocols, the protocol and ``TOKEN_PREFIX`` + its token
(docs/protocol.md): the token rides in a header proxies do not log, never in the URL,
which the server refuses with ``auth/token_in_url``. The names are the server's
(``ginrummy.server.routes.socket_token``), written out here because a front end does not
import another; a test holds the two equal."""


def seat_subprotocols(token: str) -> list[Subprotocol]:
    """What a seat's socket offers in ``Sec-WebSocket-Protocol``."""
    return [Subprotocol(SUBPROTOCOL), Subprotocol(TOKEN_PREFIX + token)]


@dataclass(frozen=True)
class Incoming:
    """One thing the table waits on: a ``message`` from the server, a ``line`` the person
    typed, ``eof`` (the input ended), or ``closed`` (the socket closed; ``text`` why)."""

    kind: str
    message: dict[str, Any] | None = None
    text: str = ""


class Inbox:
    """What the table waits on, in the order it came."""

    def __init__(self) -> None:
        self._queue: queue.Queue[Incoming] = queue.Queue()

    def put(self, item: Incoming) -> None:
        self._queue.put(item)

    def get(self, timeout: float | None = None) -> Incoming | None:
        """The next thing, or ``None`` after ``timeout`` seconds of nothing."""
        try:
            return self._queue.get(timeout=timeout)
        except queue.Empty:
            return None

    def read_lines(self, stream: TextIO) -> None:
        """Put each line of ``stream`` in the inbox, then ``eof`` (on a daemon thread)."""

        def run() -> None:
            for line in stream:
                self.put(Incoming("line", text=line.rstrip("\r\n")))
            self.put(Incoming("eof"))

        threading.Thread(target=run, name="ginrummy-input", daemon=True).start()


class TableSocket:
    """One open table socket: its messages go to ``inbox``; :meth:`send` writes one. A
    seat's socket is opened with its ``token`` (sent as a subprotocol); a watcher's
    without."""

    def __init__(self, url: str, inbox: Inbox, *, token: str | None = None) -> None:
        self.inbox = inbox
        self._open = contextlib.ExitStack()  # connect() is a context manager: closed in close()
        offer = seat_subprotocols(token) if token is not None else None
        try:
            self._ws: ClientConnection = self._open.enter_context(
                connect(url, open_timeout=OPEN_TIMEOUT, max_size=2**22, subprotocols=offer)
            )
        except (OSError, WebSocketException, TimeoutError) as exc:
            raise ConnectionError(f"cannot connect to {url.split('?')[0]}: {exc}") from None
        self._reader = threading.Thread(target=self._read, name="ginrummy-socket", daemon=True)
        self._reader.start()

    def _read(self) -> None:
        try:
            for frame in self._ws:
                try:
                    message = json.loads(frame)
                except ValueError:
                    continue
                if isinstance(message, dict):
                    self.inbox.put(Incoming("message", message))
        except WebSocketException as exc:
            self.inbox.put(Incoming("closed", text=str(exc)))
            return
        except OSError as exc:  # the network went away under the socket
            self.inbox.put(Incoming("closed", text=str(exc)))
            return
        reason = self._ws.close_reason or ""
        self.inbox.put(Incoming("closed", text=reason or f"code {self._ws.close_code}"))

    def send(self, message: dict[str, Any]) -> bool:
        """Send one message; ``False`` when the socket is closed (the reader says why)."""
        try:
            self._ws.send(json.dumps(message))
        except (WebSocketException, OSError):
            return False
        return True

    def close(self) -> None:
        self._open.close()
        self._reader.join(timeout=5)


__all__ = ["Inbox", "Incoming", "TableSocket", "seat_subprotocols"]
