"""No payload sent to a seat ever names a card that seat may not see.

Every frame the server sends goes through ``_Socket.send_text``; the test wraps it and,
at the moment of sending (under the room's lock, so the engine state is the one the
frame was built from), compares every card named in the frame with the engine's hidden
cards for that seat: the stock, the opponent's unknown cards, a face-down knock
discard. It also checks that no deck, reshuffle seed or token is ever in a frame, and
that no server seed of a fair deal is (docs/fairness.md): the hand's own before the
hand is over, the next deal's ever. Under a squared-up pile (``squared_pile``) no view
lists the pile below its top: only the event log may name those cards (each seat saw
them thrown), see ``server_helpers.pile_listing_leaks``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from ginrummy import HandState, find_rules
from ginrummy.server import create_app
from ginrummy.server.routes import table_socket
from tests.helpers.server import (
    cards_in,
    choose,
    create_room,
    forbidden_cards,
    pile_listing_leaks,
    play_turns,
    recv,
    settings_for,
    sqlite_url,
    ws_url,
)


class Spy:
    """Records, for each frame sent, its seat and the cards it named that were hidden."""

    def __init__(self) -> None:
        self.frames = 0
        self.seats: set[int] = set()
        self.kinds: set[str] = set()
        self.leaks: list[str] = []
        self.secrets: list[str] = []
        self.pile: list[str] = []
        self.fair_hands = 0

    def check(self, socket: table_socket.TableSocket, text: str) -> None:
        state = socket.room.table.state
        hidden = forbidden_cards(state, socket.seat)
        named = cards_in(text)
        self.frames += 1
        self.seats.add(socket.seat)
        self.kinds.add(text.split('"type":', 1)[1][:12])
        if named & hidden:
            self.leaks.append(f"seat {socket.seat}: {sorted(map(str, named & hidden))} in {text}")
        self.pile += pile_listing_leaks(state, text)
        for word in ('"deck"', "reshuffle_seed", "token", "stock_order"):
            if word in text:
                self.secrets.append(f"{word} in {text[:200]}")
        room = socket.room
        if room.pending is not None and room.pending.server_seed.hex() in text:
            self.secrets.append(f"the next deal's server seed in {text[:200]}")
        if state.fair is not None:
            self.fair_hands += 1
            if not state.is_over and state.fair.server_seed.hex() in text:
                self.secrets.append(f"the hand's server seed before its end in {text[:200]}")
        elif room.dealt:
            self.secrets.append("a hand dealt without a proof")


@pytest.fixture
def spy(monkeypatch: pytest.MonkeyPatch) -> Spy:
    watcher = Spy()
    original = table_socket.TableSocket.send_text

    async def send_text(self: table_socket.TableSocket, data: str) -> None:
        watcher.check(self, data)
        await original(self, data)

    monkeypatch.setattr(table_socket.TableSocket, "send_text", send_text)
    return watcher


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_no_leak_against_the_computer(tmp_path: Path, spy: Spy, level: str) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        room = create_room(client, level=level, options={"game_target": 60})
        with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
            state = recv(ws)
            while state["view"]["game_over"] is None:
                if state["view"]["your_turn"]:
                    ws.send_json({"type": "hint"})  # hints go through the check too
                    while recv(ws)["type"] != "hint":
                        pass
                state = play_one(ws, state)
    assert spy.frames > 20 and spy.seats == {0} and spy.fair_hands > 20
    assert spy.leaks == [] and spy.secrets == []


def play_one(ws: object, state: dict[str, object]) -> dict[str, object]:
    """One step of :func:`server_helpers.play_turns` (a move or a next hand)."""
    from tests.helpers.server import recv_until

    view = state["view"]
    assert isinstance(view, dict)
    if view["next"]["next_hand"]:
        ws.send_json({"type": "next_hand"})  # type: ignore[attr-defined]
    elif view["your_turn"]:
        ws.send_json(  # type: ignore[attr-defined]
            {"type": "act", "state_id": state["state_id"], "action": choose(view)}
        )
    return recv_until(ws, lambda m: m["type"] == "state")  # type: ignore[arg-type]


def test_no_leak_between_two_people(tmp_path: Path, spy: Spy) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        room = create_room(client, mode="friend", options={"game_target": 60})
        rid = room["room_id"]
        joined = client.post(f"/api/rooms/{rid}/join", json={"name": "Bob"}).json()
        with (
            client.websocket_connect(ws_url(rid, room["token"])) as ws0,
            client.websocket_connect(ws_url(rid, joined["token"])) as ws1,
        ):
            first = recv(ws0)
            recv(ws0)  # presence
            states = [first, recv(ws1)]
            for _ in range(5000):
                view = states[1]["view"]  # type: ignore[index]
                if view["game_over"] is not None:
                    break
                if view["showdown"] is not None:
                    ws0.send_json({"type": "next_hand"})
                    ws1.send_json({"type": "next_hand"})
                    recv(ws0), recv(ws1)
                else:
                    seat = view["to_act"]
                    sock = (ws0, ws1)[seat]
                    sock.send_json(
                        {
                            "type": "act",
                            "state_id": states[1]["state_id"],  # type: ignore[index]
                            "action": choose(states[seat]["view"]),  # type: ignore[index]
                        }
                    )
                states = [recv(ws0), recv(ws1)]
    assert spy.seats == {0, 1} and spy.frames > 40
    assert spy.leaks == [] and spy.secrets == []


def test_the_spy_catches_a_leak(tmp_path: Path, spy: Spy) -> None:
    """The check itself works: a frame naming the opponent's hidden card is caught."""
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        room = create_room(client, mode="friend")
        rid = room["room_id"]
        joined = client.post(f"/api/rooms/{rid}/join", json={}).json()
        with client.websocket_connect(ws_url(rid, joined["token"])) as ws1:
            recv(ws1)
            table = client.app.state.manager.rooms[rid].table  # type: ignore[attr-defined]
            secret = sorted(set(table.state.hand(0)) - set(table.state.known_cards(0)))[0]
            socket = next(iter(client.app.state.manager.rooms[rid].sockets[1]))  # type: ignore[attr-defined]
            spy.check(socket, f'{{"type":"state","x":"{secret}"}}')
            spy.check(socket, f'{{"type":"state","x":"{secret.pretty()}"}}')
    assert len(spy.leaks) == 2


def test_play_turns_helper_is_leak_free(tmp_path: Path, spy: Spy) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        room = create_room(client, level="easy", options={"game_target": 30})
        with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
            play_turns(ws, recv(ws))
    assert spy.leaks == []


def test_the_scanner_reads_cards_but_not_ids() -> None:
    """A room id or token that happens to start with a card code is not a card (the
    false alarm a random id ``8S-7qdT3e8he`` once raised); a card beside one still is."""
    text = '{"room_id":"8S-7qdT3e8he","hand":["AC","TS"],"text":"you drew 10♥","t":"x_QH"}'
    assert {str(card) for card in cards_in(text)} == {"AC", "TS", "TH"}


SQUARED = {"game_target": 60, "squared_pile": True}


def test_a_squared_pile_lists_no_card_below_its_top(tmp_path: Path, spy: Spy) -> None:
    """Seed 004's squared-up pile against the computer (hints asked for too): each
    state shows the pile's top and height only, while its events still name the
    discards as they were made."""
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        room = create_room(client, level="hard", options=SQUARED)
        with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
            state = recv(ws)
            buried = 0
            while state["view"]["game_over"] is None:
                view = state["view"]
                assert len(view["discard_pile"]) <= 1
                buried = max(buried, view["discard_size"] - len(view["discard_pile"]))
                if view["your_turn"]:
                    ws.send_json({"type": "hint"})
                    while recv(ws)["type"] != "hint":
                        pass
                state = play_one(ws, state)
    assert buried >= 5  # the pile grew under its top
    assert spy.frames > 20 and spy.leaks == [] and spy.secrets == [] and spy.pile == []


def test_a_squared_pile_between_two_people(tmp_path: Path, spy: Spy) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        room = create_room(client, mode="friend", options=SQUARED)
        rid = room["room_id"]
        joined = client.post(f"/api/rooms/{rid}/join", json={"name": "Bob"}).json()
        with (
            client.websocket_connect(ws_url(rid, room["token"])) as ws0,
            client.websocket_connect(ws_url(rid, joined["token"])) as ws1,
        ):
            first = recv(ws0)
            recv(ws0)  # presence
            states = [first, recv(ws1)]
            for _ in range(600):
                view = states[1]["view"]
                if view["game_over"] is not None or view["showdown"] is not None:
                    break
                seat = view["to_act"]
                sock = (ws0, ws1)[seat]
                sock.send_json(
                    {
                        "type": "act",
                        "state_id": states[1]["state_id"],
                        "action": choose(states[seat]["view"]),
                    }
                )
                states = [recv(ws0), recv(ws1)]
    assert spy.seats == {0, 1} and spy.frames > 20
    assert spy.leaks == [] and spy.secrets == [] and spy.pile == []


def test_the_check_catches_a_pile_listing() -> None:
    """The squared-pile check itself: a card below the top named in the view's pile (or
    anywhere but the event log) is caught; the same card in the events is not."""
    rules = find_rules("standard", squared_pile=True)
    state = HandState.deal(rules, dealer=0, seed=1)
    rng = random.Random(1)
    while len(state.discard_pile) < 3:
        state = state.apply_id(rng.choice(state.legal_action_ids()))
    low, top = str(state.discard_pile[0]), str(state.discard_pile[-1])
    size = len(state.discard_pile)
    event = {"seat": 0, "kind": "discard", "card": low, "text": f"Ann discarded {low}"}
    ok = {"discard_pile": [top], "discard_size": size, "events": [event], "last_event": event}
    assert pile_listing_leaks(state, json.dumps({"type": "state", "view": ok})) == []
    listed = {**ok, "discard_pile": [low, top]}
    assert len(pile_listing_leaks(state, json.dumps({"type": "state", "view": listed}))) == 2
    elsewhere = {**ok, "dead": [low]}
    assert len(pile_listing_leaks(state, json.dumps({"type": "spectate", "view": elsewhere}))) == 1
    short = {**ok, "discard_size": 1}
    assert len(pile_listing_leaks(state, json.dumps({"type": "state", "view": short}))) == 1
    opened = HandState.deal(find_rules("standard"), dealer=0, seed=1)
    assert pile_listing_leaks(opened, json.dumps({"type": "state", "view": listed})) == []
