"""Helpers for the server tests: an app on a temporary database, a socket reader with a
timeout (a missing message fails the test instead of hanging it), and a player that
chooses its moves from the view alone, as the browser would."""

from __future__ import annotations

import json
import re
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anyio
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession
from websockets.sync.client import connect
from websockets.typing import Subprotocol

from ginrummy.core.cards import Card, parse_card
from ginrummy.core.hand import EventKind, HandState
from ginrummy.server import Settings

Message = dict[str, Any]


TEST_DEAL_SEED = 20261201
"""Every server test deals from this seed unless it asks for another: the same deals and
computer moves every run, so a test never depends on the luck of a secure shuffle."""


def settings_for(database_url: str, **changes: Any) -> Settings:
    """Test settings: seeded deals, no computer delay, no rate limit unless asked."""
    options: dict[str, Any] = {
        "database_url": database_url,
        "deal_seed": TEST_DEAL_SEED,
        "think_workers": 0,
        "bot_delay": 0.0,
        "rate_burst": 1e9,
        "rate_per_second": 1e9,
    }
    options.update(changes)
    return Settings(**options)


def sqlite_url(tmp_path: Path) -> str:
    """A fresh SQLite file under ``tmp_path``."""
    return f"sqlite:///{tmp_path / 'games.sqlite3'}"


def recv(ws: WebSocketTestSession, timeout: float = 10.0) -> Message:
    """The next message from the server, or a failure after ``timeout`` seconds."""

    async def _get() -> Any:
        with anyio.fail_after(timeout):
            return await ws._send_rx.receive()

    message = ws.portal.call(_get)
    ws._raise_on_close(message)
    data: Message = json.loads(message["text"])
    return data


def recv_until(
    ws: WebSocketTestSession, test: Callable[[Message], bool], timeout: float = 10.0
) -> Message:
    """Read messages until one passes ``test``."""
    for _ in range(10_000):
        message = recv(ws, timeout)
        if test(message):
            return message
    raise AssertionError("no such message")


def hear_chat(ws: WebSocketTestSession, count: int, timeout: float = 10.0) -> list[str]:
    """The texts of the first ``count`` chat messages a seat's socket is given, oldest
    first, as a person reads them: a message arrives on its own (``chat``) or, when it was
    stored just as the socket connected, in the history the socket is sent then
    (``chat_history``); each is counted once, by its number."""
    said: dict[int, str] = {}
    while len(said) < count:
        message = recv(ws, timeout)
        if message["type"] == "chat":
            said[message["seq"]] = message["text"]
        elif message["type"] == "chat_history":
            said.update((m["seq"], m["text"]) for m in message["messages"])
    return [said[seq] for seq in sorted(said)][:count]


def room_fingerprint(client: TestClient, room_id: str) -> tuple[Any, ...]:
    """What a refused message must leave as it was: the room's version, its whole record
    (the hand in play included) and who is ready."""
    room = client.app.state.manager.rooms[room_id]  # type: ignore[attr-defined]
    return (room.state_id, room.table.record().to_json(), tuple(sorted(room.ready)))


def wait_until(test: Callable[[], bool], timeout: float = 10.0) -> bool:
    """Poll ``test`` until it holds (True) or ``timeout`` seconds pass (False): for what
    a server does in the background, such as handling a closed socket."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if test():
            return True
        time.sleep(0.02)
    return test()


def is_my_move(message: Message) -> bool:
    """A state in which this seat has something to do: its turn, the next hand to ask
    for, or the game over. Waiting for one of these never hangs on a hand the computer
    ended before this seat's next turn."""
    if message["type"] != "state":
        return False
    view = message["view"]
    return bool(view["your_turn"] or view["next"]["next_hand"] or view["game_over"] is not None)


def my_move(ws: WebSocketTestSession) -> Message:
    """Read until :func:`is_my_move`."""
    return recv_until(ws, is_my_move)


def play_moves(ws: WebSocketTestSession, state: Message, moves: int) -> Message:
    """Make ``moves`` moves of this seat against the computer (asking for the next hand
    whenever a hand ends, stopping early at the game's end); returns the last state, one
    in which this seat has something to do."""
    made = 0
    if not is_my_move(state):
        state = my_move(ws)
    while made < moves and state["view"]["game_over"] is None:
        view = state["view"]
        if view["your_turn"]:
            ws.send_json(
                {
                    "type": "act",
                    "protocol": 1,
                    "state_id": state["state_id"],
                    "action": choose(view),
                }
            )
            made += 1
        else:
            ws.send_json({"type": "next_hand"})
        state = my_move(ws)
    return state


def nothing_pending(ws: WebSocketTestSession, wait: float = 0.05) -> bool:
    """True when the server sends nothing more within ``wait`` seconds."""
    try:
        recv(ws, wait)
    except TimeoutError:
        return True
    return False


def create_room(client: TestClient, **body: Any) -> Message:
    """``POST /api/rooms``, checked."""
    body.setdefault("mode", "computer")
    response = client.post("/api/rooms", json=body)
    assert response.status_code == 201, response.text
    data: Message = response.json()
    return data


def send_seed(ws: WebSocketTestSession, view: Message, seed: str) -> bool:
    """Send this seat's client seed for the deal waiting for one (``view.fair.next``),
    as the browser does; ``False`` when none is waiting or this seat sent one."""
    pending = view["fair"]["next"]
    if pending is None or pending["client_seed"] is not None:
        return False
    ws.send_json({"type": "seed", "commitment": pending["commitment"], "client_seed": seed})
    return True


def is_state(message: Message) -> bool:
    return bool(message["type"] == "state")


def newer_than(state_id: int) -> Callable[[Message], bool]:
    """A test for a state after ``state_id`` (for :func:`recv_until`)."""
    return lambda m: is_state(m) and m["state_id"] > state_id


SUBPROTOCOL = "ginrummy.v1"
TOKEN_PREFIX = "ginrummy.token."
"""How a client sends a seat's token (docs/protocol.md), written out here rather than
imported so that a change to the server's names fails the tests."""


def seat_subprotocols(token: str) -> list[Subprotocol]:
    """The subprotocols a seat's socket offers: the protocol and the token (for a real
    client, e.g. ``websockets``' ``connect(url, subprotocols=...)``)."""
    return [Subprotocol(SUBPROTOCOL), Subprotocol(TOKEN_PREFIX + token)]


class SeatPath(str):
    """A table socket's path that remembers its seat's token: the test client's
    ``websocket_connect`` (see :func:`_connect_with_token`) offers the token as the
    subprotocol, as the browser does, since the URL never carries it."""

    token: str

    def __new__(cls, path: str, token: str) -> SeatPath:
        made = super().__new__(cls, path)
        made.token = token
        return made


def ws_url(room_id: str, token: str) -> SeatPath:
    """The table socket's path for a seat; :class:`TestClient` sends its token as the
    ``Sec-WebSocket-Protocol`` subprotocol, and a real client passes
    ``subprotocols=seat_subprotocols(path.token)``."""
    return SeatPath(f"/ws/rooms/{room_id}", token)


_plain_websocket_connect = TestClient.websocket_connect


def _connect_with_token(
    self: TestClient, url: str, subprotocols: Any = None, **kwargs: Any
) -> WebSocketTestSession:
    """``TestClient.websocket_connect`` that offers a :class:`SeatPath`'s token, so every
    test that opens ``ws_url(room, token)`` authenticates as the browser does."""
    if isinstance(url, SeatPath) and subprotocols is None:
        subprotocols = seat_subprotocols(url.token)
    return _plain_websocket_connect(self, url, subprotocols, **kwargs)


TestClient.websocket_connect = _connect_with_token  # type: ignore[method-assign]


def choose(view: Message) -> str:
    """A sensible move from the view alone: gin or knock when offered, else the discard
    leaving the least deadwood; draw from the stock; pass the first upcard."""
    legal = view["legal"]
    assert legal, "no legal move to choose from"
    after = view["discard_deadwood"]
    by_kind: dict[str, list[Message]] = {}
    for move in legal:
        by_kind.setdefault(move["kind"], []).append(move)
    for kind in ("big_gin", "gin", "knock", "discard"):
        if kind in by_kind:
            best = min(by_kind[kind], key=lambda m: after.get(m["card"], 0) if m["card"] else 0)
            return str(best["text"])
    for kind in ("draw", "pass", "take"):
        if kind in by_kind:
            return str(by_kind[kind][0]["text"])
    raise AssertionError(f"unexpected moves {legal}")


def play_turns(ws: WebSocketTestSession, state: Message, *, max_moves: int = 2000) -> Message:
    """Play one seat (against the computer) until the game is over; the last state."""
    moves = 0
    while True:
        view = state["view"]
        if view["game_over"] is not None:
            return state
        if view["next"]["next_hand"]:
            ws.send_json({"type": "next_hand"})
        elif view["your_turn"]:
            ws.send_json(
                {
                    "type": "act",
                    "protocol": 1,
                    "state_id": state["state_id"],
                    "action": choose(view),
                }
            )
            moves += 1
            assert moves < max_moves
        state = recv_until(ws, lambda m: m["type"] == "state")


def from_address(client: TestClient, address: str) -> TestClient:
    """A second client of ``client``'s app (running already) whose requests come from
    ``address``: a player made and playing through it shares no address with the
    players of ``client`` (fair play leaves games between those unrated)."""
    return TestClient(client.app, client=(address, 50000))


def player(client: TestClient, name: str) -> dict[str, str]:
    """A new anonymous player: its credentials and the header that carries them."""
    response = client.post("/api/players", json={"name": name})
    assert response.status_code == 201, response.text
    made: dict[str, str] = response.json()
    made["header"] = f"{made['player_id']}:{made['secret']}"
    return made


def play_computer_game(
    base_url: str, body: Message, *, headers: dict[str, str] | None = None
) -> tuple[Message, Message]:
    """Make a room over HTTP (``body`` as ``POST /api/rooms`` takes it) and play its seat
    over a real socket with :func:`choose` until the game is over, no faster than the
    server's limit for one socket (a burst of 20, then 10 a second: here 15 in any 2 s);
    the room's answer (id, seat, token) and the last view."""
    request = urllib.request.Request(
        base_url + "/api/rooms",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json", **(headers or {})},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        room: Message = json.loads(answer.read())
    url = base_url.replace("http://", "ws://") + ws_url(room["room_id"], room["token"])
    sent: list[float] = []
    with connect(url, open_timeout=10, subprotocols=seat_subprotocols(room["token"])) as ws:
        for _ in range(5000):
            message = json.loads(ws.recv(timeout=10))
            if message["type"] != "state":
                continue
            view = message["view"]
            if view["game_over"] is not None:
                return room, view
            if not (view["next"]["next_hand"] or view["your_turn"]):
                continue
            if len(sent) >= 15:
                time.sleep(max(0.0, sent[-15] + 2.0 - time.monotonic()))
            sent.append(time.monotonic())
            if view["next"]["next_hand"]:
                ws.send(json.dumps({"type": "next_hand"}))
            else:
                move = {"type": "act", "state_id": message["state_id"], "action": choose(view)}
                ws.send(json.dumps(move))
    raise AssertionError("the game did not end")


# ----------------------------------------------------------------------------- leaks
# A card code stands alone: ids and tokens are URL-safe base64 (letters, digits, "-" and
# "_"), so a room id such as "8S-7qdT3e8he" must not read as the eight of spades.
CODE = re.compile(r"(?<![0-9A-Za-z_-])([2-9TJQKA][CDHS])(?![0-9A-Za-z_-])")
PRETTY = re.compile(r"(10|[2-9JQKA])([♣♦♥♠])")
SUITS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


def cards_in(text: str) -> set[Card]:
    """Every card named in a payload, as a code (``7H``) or for people (``7♥``)."""
    found = {parse_card(m.group(1)) for m in CODE.finditer(text)}
    for m in PRETTY.finditer(text):
        rank = "T" if m.group(1) == "10" else m.group(1)
        found.add(parse_card(rank + SUITS[m.group(2)]))
    return found


def forbidden_cards(state: HandState, seat: int) -> set[Card]:
    """Cards ``seat`` must not see now, from the engine's full state: the stock, the
    opponent's cards not taken from the pile (until laid down), a knocker's face-down
    discard; less any card this seat has seen go by."""
    opponent = 1 - seat
    hidden = set(state.stock)
    result = state.result
    if result is None or result.hands is None:
        hidden |= set(state.hand(opponent)) - set(state.known_cards(opponent))
    events = state.events
    last = events[-1] if events else None
    knocked = last is not None and last.kind is EventKind.KNOCK and last.player == opponent
    if result is not None and knocked and last is not None and last.card is not None:
        hidden.add(last.card)
    seen = {e.card for e in state.redacted_events(seat) if e.card is not None}
    seen.add(state.first_upcard)
    return hidden - seen


EVENT_LOG_KEYS = frozenset({"events", "last_event"})
"""A view's event log: each move told as it was made, which the whole table watched."""


def pile_listing_leaks(state: HandState, text: str) -> list[str]:
    """Under ``squared_pile``, what a frame shows of the pile below its top as a current
    fact: seed 004's players "may not look through the discard pile".

    Every seat saw each discard made, so the event log may name any of them (and a hint
    may recall one); what must not reach a seat is the pile's listing. So in a ``state``
    or ``spectate`` frame, ``discard_pile`` must be the top card alone, ``discard_size``
    the pile's height, and nothing but the event log may name a card now below the top.
    Returns what is wrong, in words (nothing for an open pile)."""
    if not state.rules.squared_pile:
        return []
    message = json.loads(text)
    if message.get("type") not in ("state", "spectate"):
        return []
    view = message["view"]
    if view.get("phase") == "shuffling":  # the stand-in before the first deal: no cards
        return [] if view["discard_pile"] == [] else [f"a pile while shuffling: {text}"]
    pile = state.discard_pile
    below = set(pile[:-1])
    problems = []
    if view["discard_pile"] != [str(c) for c in pile[-1:]]:
        problems.append(f"discard_pile {view['discard_pile']} is not the top of {pile}")
    if view["discard_size"] != len(pile):
        problems.append(f"discard_size {view['discard_size']}, not {len(pile)}")
    rest = {k: v for k, v in view.items() if k not in EVENT_LOG_KEYS}
    named = cards_in(json.dumps(rest, ensure_ascii=False)) & below
    if named:
        problems.append(f"{sorted(map(str, named))} below the top named in {text[:300]}")
    return problems


# ----------------------------------------------------------------------------- PostgreSQL
def fresh_postgres_database(base_url: str) -> tuple[str, Callable[[], None]]:
    """A new, empty database on the PostgreSQL server of ``base_url`` (an SQLAlchemy
    URL): its URL, and a function that drops it. Tests that need storage of their own
    (migrations, several servers on one database) never see each other's rows."""
    import secrets

    import psycopg
    from sqlalchemy.engine import make_url

    url = make_url(base_url)
    name = "gr_test_" + secrets.token_hex(6)
    admin = url.set(drivername="postgresql").render_as_string(hide_password=False)
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')

    def drop() -> None:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    return url.set(database=name).render_as_string(hide_password=False), drop


RULES_ANCHORS = (
    "goal",
    "deal",
    "upcard",
    "turn",
    "stock",
    "meld",
    "deadwood",
    "knock",
    "gin",
    "big-gin",
    "layoff",
    "undercut",
    "scoring",
    "game",
    "variants",
)
"""The section ids of the rules page: the showdown and the tips link to ``/rules#id``."""
