"""A Hollywood game in the web server: offered among the presets and options, played to
its end against the computer over the WebSocket, the three games in every view, the
final sheet game by game, the stored record replaying, and a watcher seeing the games."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from ginrummy.core.record import GameRecord
from ginrummy.core.rules import find_rules
from ginrummy.server import create_app
from ginrummy.server.wire.spectator import spectator_view
from tests.helpers.server import (
    Message,
    choose,
    create_room,
    recv,
    recv_until,
    settings_for,
    sqlite_url,
    ws_url,
)

TARGET = 30
"""Each game to 30: a whole match in a few hands."""


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as c:
        yield c


def check_view(view: dict[str, Any]) -> None:
    """What every Hollywood view must hold: three games, the scores of the open one,
    each finished hand's games, and the running scores they add up to."""
    hw = view["hollywood"]
    assert hw is not None and len(hw["games"]) == 3
    shown = hw["games"][-1 if hw["open"] is None else hw["open"]]
    assert view["scores"] == shown["scores"]
    running = [[0, 0] for _ in range(3)]
    for row in view["hands"]:
        assert set(row["games"]) <= {0, 1, 2}
        assert bool(row["games"]) == (row["winner"] is not None)
        for g in row["games"]:
            running[g][row["winner"]] += row["points"]
    assert running == [g["scores"] for g in hw["games"]]
    for g in hw["games"]:
        over = max(g["scores"]) >= TARGET
        assert (g["winner"] is not None) == over


def play_to_the_end(ws: Any, state: Message) -> tuple[Message, int]:
    """Play seat 0 against the computer to the end, checking every view; the last state
    and how many hands the server showed finished."""
    hands = 0
    for _ in range(5000):
        view = state["view"]
        check_view(view)
        hands = max(hands, len(view["hands"]))
        if view["game_over"] is not None:
            return state, hands
        if view["next"]["next_hand"]:
            ws.send_json({"type": "next_hand"})
        elif view["your_turn"]:
            ws.send_json(
                {"type": "act", "protocol": 1, "state_id": state["state_id"],
                 "action": choose(view)}
            )  # fmt: skip
        state = recv_until(ws, lambda m: m["type"] == "state")
    raise AssertionError("the match did not end")


def test_hollywood_is_a_preset_and_an_option(client: TestClient) -> None:
    data = client.get("/api/options").json()
    presets = {p["name"]: p for p in data["presets"]}
    assert presets["hollywood"]["rules"]["hollywood"] is True
    assert presets["hollywood"]["label"] == "Hollywood"
    assert "Three games at once, each to 100 points" in presets["hollywood"]["description"]
    assert {"name": "hollywood", "label": "Hollywood: three games scored at once",
            "type": "bool"} in data["options"]  # fmt: skip
    room = create_room(client, rules="standard", options={"hollywood": True})
    rules = client.app.state.manager.rooms[room["room_id"]].table.rules  # type: ignore[attr-defined]
    assert rules == find_rules("standard", hollywood=True)


def test_a_hollywood_game_against_the_computer_plays_to_the_end(client: TestClient) -> None:
    room = create_room(
        client, level="easy", rules="hollywood", name="Ann", client_id="ann",
        options={"game_target": TARGET},
    )  # fmt: skip
    with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
        first = recv(ws)
        assert first["view"]["hollywood"] == {
            "games": [{"scores": [0, 0], "hands_won": [0, 0], "winner": None}] * 3,
            "open": 0,
        }
        last, hands = play_to_the_end(ws, first)
    view = last["view"]
    assert view["status"] == "over" and view["hollywood"]["open"] is None
    assert hands >= 3  # a win brings its winner into one more game at most
    over = view["game_over"]
    games = over["games"]
    assert len(games) == 3
    for game, column in zip(games, view["hollywood"]["games"], strict=True):
        assert game["points"] == column["scores"] and game["winner"] == column["winner"]
    totals = [sum(g["totals"][seat] for g in games) for seat in (0, 1)]
    total = {"label": "total", "values": totals, "l10n": {"id": "sheet-total", "args": {}}}
    assert over["totals"] == totals and over["rows"][-1] == total
    game_2 = {"id": "sheet-game-total", "args": {"number": 2}}
    assert {"label": "game 2 total", "values": games[1]["totals"], "l10n": game_2} in over["rows"]
    assert "over the three games" in over["text"]
    # The room's record replays to the same match (the server's storage checks it too).
    table = client.app.state.manager.rooms[room["room_id"]].table  # type: ignore[attr-defined]
    record = GameRecord.from_json(table.record().to_json())
    assert record.rules.hollywood and record.replay().totals().totals == tuple(totals)
    # A watcher sees the same three games.
    watched = spectator_view(table, client.app.state.manager.rooms[room["room_id"]].seating())  # type: ignore[attr-defined]
    assert watched["hollywood"] == view["hollywood"]
    assert [r["games"] for r in watched["hands"]] == [r["games"] for r in view["hands"]]
    assert watched["game_over"]["games"] == games
    stats = client.get("/api/stats", params={"client_id": "ann"}).json()
    assert stats["games"] == 1 and stats["average_points"] == totals[0]


def test_an_ordinary_game_has_no_hollywood(client: TestClient) -> None:
    room = create_room(client)
    with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
        view = recv(ws)["view"]
    assert view["hollywood"] is None
