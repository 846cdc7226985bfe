"""Statistics, history and replays (``GET /api/history``, ``GET /api/replay/...``), and
what makes the site installable (``/sw.js``, the manifest, the icons), on SQLite and
PostgreSQL: games played through the table socket with fixed deals, then read back.

A replay is checked as the watcher test checks a watcher's frames: no step before a
showdown names a card the seat could not see then (the stock, the opponent's hidden
cards, a knocker's face-down discard), judged against the engine's full state of that
step."""

from __future__ import annotations

import json
import random
import struct
from contextlib import ExitStack
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from ginrummy.agents import LEVELS
from ginrummy.core.actions import parse_action
from ginrummy.core.cards import parse_card_list
from ginrummy.core.hand import HandState
from ginrummy.core.record import HandRecord
from ginrummy.core.rules import find_rules
from ginrummy.server import create_app
from ginrummy.server.online.history import StoredGame, load_game, replay, streaks
from ginrummy.web import STATIC_DIR
from tests.helpers.server import (
    Message,
    cards_in,
    choose,
    create_room,
    forbidden_cards,
    is_state,
    newer_than,
    play_turns,
    recv_until,
    settings_for,
    sqlite_url,
    ws_url,
)

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

BROWSER = "history-browser"


def next_game(ws: WebSocketTestSession, state: Message) -> tuple[bool, Message]:
    """Play this seat's game against the computer to its end, ask for a rematch; whether
    the seat won, and the first state of the next game."""
    over = play_turns(ws, state)
    won = over["view"]["game_over"]["winner"] == over["view"]["seat"]
    ws.send_json({"type": "rematch"})
    fresh = recv_until(ws, lambda m: is_state(m) and m["view"]["game_over"] is None)
    return won, fresh


def play_people(client: TestClient, room: Message, joined: Message) -> list[Message]:
    """Both seats of a friend room play one whole game; each seat's last state."""
    rid = room["room_id"]
    with ExitStack() as stack:
        sockets = [
            stack.enter_context(client.websocket_connect(ws_url(rid, token)))
            for token in (room["token"], joined["token"])
        ]
        latest = [recv_until(ws, is_state) for ws in sockets]
        for _ in range(3000):
            views = [m["view"] for m in latest]
            if views[0]["game_over"] is not None:
                return latest
            seen = max(m["state_id"] for m in latest)
            for seat, ws in enumerate(sockets):
                if views[seat]["your_turn"]:
                    move = {"type": "act", "state_id": seen, "action": choose(views[seat])}
                    ws.send_json(move)
                    break
                if views[seat]["next"]["next_hand"]:
                    ws.send_json({"type": "next_hand"})
                    break
            latest = [recv_until(ws, newer_than(seen)) for ws in sockets]
    raise AssertionError("the game did not end")


HISTORY_DEALS = 2
"""The deals of this test's games (seeded: the games repeat): under them the order of
play below gives wins and losses, and two wins in a row."""


def test_history_counts_levels_people_streaks_and_pages(fresh_database: str) -> None:
    with TestClient(create_app(settings_for(fresh_database, deal_seed=HISTORY_DEALS))) as client:
        rooms = {
            level: create_room(
                client,
                level=level,
                rules="standard",
                options={"game_target": 10},
                client_id=BROWSER,
            )
            for level in ("easy", "medium")
        }
        played: list[tuple[str, int, bool]] = []  # (room, game, won), oldest first
        with ExitStack() as stack:
            sockets = {
                level: stack.enter_context(
                    client.websocket_connect(ws_url(r["room_id"], r["token"]))
                )
                for level, r in rooms.items()
            }
            states = {level: recv_until(ws, is_state) for level, ws in sockets.items()}
            # Interleaved, so that wins of both rooms can follow each other (a streak).
            for level in ("easy", "medium", "medium", "medium", "medium", "easy", "easy", "easy"):
                number = states[level]["view"]["game_number"]
                won, states[level] = next_game(sockets[level], states[level])
                played.append((rooms[level]["room_id"], number, won))
        # A game between two people (the friend room's host is this browser).
        room = create_room(
            client, mode="friend", name="Ann", client_id=BROWSER, options={"game_target": 10}
        )
        joined = client.post(
            f"/api/rooms/{room['room_id']}/join", json={"name": "Bob", "client_id": "bob"}
        ).json()
        last = play_people(client, room, joined)
        people_won = last[0]["view"]["game_over"]["winner"] == 0
        played.append((room["room_id"], 1, people_won))

        answer = client.get("/api/history", params={"client_id": BROWSER})
        assert answer.status_code == 200, answer.text
        data = answer.json()
        outcomes = [won for _, _, won in played]
        assert True in outcomes and False in outcomes, "the deals should give wins and losses"
        totals = data["totals"]
        assert totals["games"] == len(played) == 9
        assert totals["wins"] == sum(outcomes) and totals["losses"] == len(played) - sum(outcomes)
        assert totals["win_rate"] == round(sum(outcomes) / len(played), 3)
        by_level = {entry["level"]: entry for entry in data["levels"]}
        assert list(by_level) == [*LEVELS, "people"]
        assert by_level["easy"]["games"] == 4 and by_level["medium"]["games"] == 4
        assert by_level["hard"]["games"] == 0 and by_level["hard"]["win_rate"] is None
        assert by_level["people"]["games"] == 1 and by_level["people"]["wins"] == int(people_won)
        for level in ("easy", "medium"):
            wins = sum(w for rid, _, w in played if rid == rooms[level]["room_id"])
            assert by_level[level]["wins"] == wins
        for name in ("gins", "undercuts", "knocks", "takebacks", "hands_won"):
            assert totals[name] == sum(e[name] for e in data["levels"])
        assert totals["takebacks"] == 0
        # Streaks, counted here from the games as they were played.
        newest_first = outcomes[::-1]
        current = next((i for i, won in enumerate(newest_first) if not won), len(newest_first))
        longest, run = 0, 0
        for won in outcomes:
            run = run + 1 if won else 0
            longest = max(longest, run)
        assert data["streaks"] == {"current": current, "longest": longest}
        assert longest >= 2, "the order of play was chosen to give two wins in a row"
        # The finished games, newest first, in pages.
        listed = [(g["room_id"], g["game_number"], g["won"]) for g in data["games"]]
        assert listed == played[::-1]
        first = data["games"][0]
        assert first["opponent"] == "Bob" and first["level"] == "people"
        assert first["computer"] is False and first["seat"] == 0
        assert first["rules"] == "standard" and first["target"] == 10
        assert max(first["score"]) >= 10 and (first["score"][0] > first["score"][1]) == people_won
        assert first["replay"] == f"/api/replay/{room['room_id']}/1?seat=0"
        easy = next(g for g in data["games"] if g["level"] == "easy")
        assert easy["opponent"] == "Computer (easy)" and easy["computer"] is True
        assert easy["finished"] and easy["finished"].endswith("+00:00")
        page = client.get("/api/history", params={"client_id": BROWSER, "limit": 4}).json()
        rest = client.get(
            "/api/history", params={"client_id": BROWSER, "limit": 4, "offset": 4}
        ).json()
        tail = client.get(
            "/api/history", params={"client_id": BROWSER, "limit": 4, "offset": 8}
        ).json()
        assert page["more"] and rest["more"] and not tail["more"]
        pages = [(g["room_id"], g["game_number"]) for p in (page, rest, tail) for g in p["games"]]
        assert pages == [(rid, n) for rid, n, _ in played[::-1]]
        assert page["totals"] == totals  # the totals are of every game, whatever the page
        # The other browser sees its own game only.
        bob = client.get("/api/history", params={"client_id": "bob"}).json()
        assert bob["totals"]["games"] == 1 and bob["games"][0]["seat"] == 1
        assert bob["games"][0]["opponent"] == "Ann"
        # Refusals.
        assert client.get("/api/history").status_code == 422
        bad = client.get("/api/history", params={"client_id": "no spaces"})
        assert bad.status_code == 422 and bad.json()["code"] == "request/invalid"
        assert (
            client.get("/api/history", params={"client_id": "x", "limit": 101}).status_code == 422
        )


def test_history_of_a_player_spans_browsers(tmp_path: Any) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        made = client.post("/api/players", json={"name": "Ann"}).json()
        header = {"X-Player": f"{made['player_id']}:{made['secret']}"}
        for client_id in ("laptop", "phone"):
            room = client.post(
                "/api/rooms",
                json={
                    "mode": "computer",
                    "level": "hard",
                    "rules": "openspiel",
                    "client_id": client_id,
                },
                headers=header,
            ).json()
            with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
                play_turns(ws, recv_until(ws, is_state))
        laptop = client.get("/api/history", params={"client_id": "laptop"}).json()
        assert laptop["totals"]["games"] == 1 and laptop["player_id"] is None
        both = client.get("/api/history", params={"client_id": "laptop"}, headers=header).json()
        assert both["totals"]["games"] == 2 and both["player_id"] == made["player_id"]
        assert {g["level"] for g in both["games"]} == {"hard"}
        assert both["games"][0]["rated"] is True and both["games"][0]["rules"] == "openspiel"
        alone = client.get("/api/history", headers=header).json()
        assert alone["totals"]["games"] == 2
        wrong = client.get("/api/history", headers={"X-Player": "nobody:nothing"})
        assert wrong.status_code == 401 and wrong.json()["code"] == "player/unknown"


def engine_states(hands: Any, rules: Any) -> list[HandState]:
    """Every state of the stored hands, in the replay's order (each deal, each move)."""
    states = []
    for hand in hands:
        state = HandState.deal(
            rules,
            dealer=hand.dealer,
            deck=parse_card_list(list(hand.deck)),
            reshuffle_seed=hand.reshuffle_seed,
            fair=hand.fair,
        )
        states.append(state)
        for text in hand.actions:
            state = state.apply(parse_action(text))
            states.append(state)
    return states


def test_a_replay_shows_only_what_the_seat_saw(fresh_database: str) -> None:
    with TestClient(create_app(settings_for(fresh_database))) as client:
        room = create_room(
            client, mode="friend", name="Ann", client_id="ann", options={"game_target": 60}
        )
        rid = room["room_id"]
        # Refused while the seat is empty and the game not over.
        early = client.get(
            f"/api/replay/{rid}/1", params={"seat": 0}, headers={"X-Seat-Token": room["token"]}
        )
        assert early.status_code == 409 and early.json()["code"] == "game/not_finished"
        joined = client.post(
            f"/api/rooms/{rid}/join", json={"name": "Bob", "client_id": "bob"}
        ).json()
        play_people(client, room, joined)
        tokens = {0: room["token"], 1: joined["token"]}
        store = client.app.state.store  # type: ignore[attr-defined]
        stored = load_game(store.engine, rid, 1)
        assert len(stored.hands) >= 2, "a game of several hands"
        states = engine_states(stored.hands, stored.rules)
        for seat in (0, 1):
            answer = client.get(
                f"/api/replay/{rid}/1",
                params={"seat": seat},
                headers={"X-Seat-Token": tokens[seat]},
            )
            assert answer.status_code == 200, answer.text
            data = answer.json()
            steps = data["steps"]
            assert len(steps) == len(states) and not data["truncated"]
            assert data["seat"] == seat and data["names"] == ["Ann", "Bob"]
            assert data["won"] == (data["winner"] == seat) and data["hands"] == len(stored.hands)
            assert [s["kind"] for s in steps].count("deal") == len(stored.hands)
            showdowns = 0
            for step, state in zip(steps, states, strict=True):
                assert sorted(step["hand"]) == sorted(str(c) for c in state.hand(seat))
                assert step["stock_size"] == len(state.stock)
                shown = cards_in(str(step))
                if state.result is None:
                    hidden = forbidden_cards(state, seat)
                    assert not shown & hidden, (step["kind"], shown & hidden)
                    assert step["showdown"] is None
                else:
                    showdowns += 1
                    assert step["kind"] == "showdown" and step["showdown"] is not None
                    if state.result.hands is not None:  # not a void hand: laid down
                        assert set(state.hand(1 - seat)) <= shown
            assert showdowns == len(stored.hands)
            assert steps[-1]["game_over"] is not None
            assert steps[-1]["game_over"]["totals"] == data["final"]
            # The moves, as the table listed them, each once.
            said = [e["text"] for s in steps for e in s["events"]]
            assert len(said) == sum(len(s.events) for s in states if s.result is not None)
        # Refusals: another seat's token, a wrong one, none, a room or game that is not.
        url = f"/api/replay/{rid}/1"
        for headers, seat in (
            ({"X-Seat-Token": tokens[0]}, 1),
            ({"X-Seat-Token": "nope"}, 0),
            ({}, 0),
        ):
            refused = client.get(url, params={"seat": seat}, headers=headers)
            assert refused.status_code == 403 and refused.json()["code"] == "auth/bad_token"
        missing = client.get("/api/replay/nosuchroom/1", params={"seat": 0})
        assert missing.status_code == 404 and missing.json()["code"] == "room/not_found"
        other = client.get(
            f"/api/replay/{rid}/2", params={"seat": 0}, headers={"X-Seat-Token": tokens[0]}
        )
        assert other.status_code == 404 and other.json()["code"] == "game/not_found"
        assert client.get(url, params={"seat": 2}).status_code == 422
        # Bounded: a long game stops after the limit and says so.
        short = replay(stored, 0, max_steps=5)
        assert len(short["steps"]) == 5 and short["truncated"] is True


def test_a_replay_by_player_and_never_of_the_computer(tmp_path: Any) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        made = client.post("/api/players", json={"name": "Ann"}).json()
        other = client.post("/api/players", json={"name": "Eve"}).json()
        header = {"X-Player": f"{made['player_id']}:{made['secret']}"}
        room = client.post(
            "/api/rooms",
            json={"mode": "computer", "level": "easy", "rules": "openspiel"},
            headers=header,
        ).json()
        with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
            play_turns(ws, recv_until(ws, is_state))
        url = f"/api/replay/{room['room_id']}/1"
        mine = client.get(url, params={"seat": 0}, headers=header)
        assert mine.status_code == 200 and mine.json()["level"] == "easy"
        eve = {"X-Player": f"{other['player_id']}:{other['secret']}"}
        assert client.get(url, params={"seat": 0}, headers=eve).status_code == 403
        assert (
            client.get(url, params={"seat": 1}, headers=header).status_code == 403
        )  # the computer
        wrong = client.get(url, params={"seat": 0}, headers={"X-Player": "nobody:nothing"})
        assert wrong.status_code == 401
        # A right token passes whatever player header comes with it.
        token = {"X-Seat-Token": room["token"], "X-Player": "nobody:nothing"}
        assert client.get(url, params={"seat": 0}, headers=token).status_code == 200


def test_a_claimed_game_ends_where_it_stood() -> None:
    """A game won by a claim (the opponent ran out of time) stops in the middle of a
    hand: the last step shows the claimed sheet, and nothing of the hand's rest."""
    rules = find_rules("standard")
    state = HandState.deal(rules, dealer=0, rng=random.Random(7))
    moves = []
    for _ in range(5):
        action = state.legal_actions()[0]
        moves.append(str(action))
        state = state.apply(action)
    stored = StoredGame(
        room_id="r",
        game_number=1,
        mode="friend",
        level=None,
        rules=rules,
        names=("Ann", "Bob"),
        bots=(False, False),
        first_dealer=0,
        finished=None,
        winner=1,
        totals={"totals": [0, 0], "winner": 1, "claimed": True},
        hands=(
            HandRecord(0, tuple(str(c) for c in state.deck), state.reshuffle_seed, tuple(moves)),
        ),
    )
    data = replay(stored, 0)
    assert len(data["steps"]) == 6 and data["claimed"] is True and data["won"] is False
    last = data["steps"][-1]
    assert last["showdown"] is None and last["game_over"]["claimed"] is True
    assert "claimed" in last["game_over"]["text"]
    assert all(step["game_over"] is None for step in data["steps"][:-1])


def test_streaks() -> None:
    assert streaks([]) == (0, 0)
    assert streaks([True, True, False, True, True, True, False]) == (2, 3)
    assert streaks([False, True]) == (0, 1)


# ----------------------------------------------------------------------------- installable
def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_the_site_is_installable_and_its_worker_keeps_the_files(tmp_path: Any) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        worker = client.get("/sw.js")
        assert worker.status_code == 200
        assert worker.headers["content-type"].startswith("text/javascript")
        assert worker.headers["service-worker-allowed"] == "/"
        assert worker.headers["cache-control"] == "no-cache"
        first_line, _, body = worker.text.partition("\n")
        assert first_line.startswith("self.GINRUMMY_BUILD = ") and "addEventListener" in body
        build = json.loads(first_line.removeprefix("self.GINRUMMY_BUILD = ").rstrip(";"))
        assert build["version"].startswith("0.") or build["version"][0].isdigit()
        files = set(build["files"])
        assert {"/", "/stats", "/static/stats.js", "/static/table.js", "/static/app.css"} <= files
        assert "/static/sw.js" not in files
        for path in ("/static/room.html", "/static/icons/icon-512.png"):
            assert path in files
        assert client.get("/sw.js").text == worker.text  # stable while the files are
        manifest = client.get("/static/manifest.webmanifest")
        assert manifest.status_code == 200
        assert manifest.headers["content-type"].startswith("application/manifest+json")
        data = manifest.json()
        assert data["start_url"] == "/" and data["scope"] == "/" and data["display"] == "standalone"
        assert data["name"] and data["short_name"] and data["theme_color"].startswith("#")
        sizes = {}
        for icon in data["icons"]:
            got = client.get(icon["src"])
            assert got.status_code == 200, icon["src"]
            if icon["type"] == "image/png":
                width, height = png_size(got.content)
                assert icon["sizes"] == f"{width}x{height}"
                sizes[icon["purpose"], width] = icon["src"]
        assert {("any", 192), ("any", 512), ("maskable", 512)} <= set(sizes)
        page = client.get("/stats")
        assert page.status_code == 200 and 'src="/static/stats.js"' in page.text
    # Every page links the manifest and loads the worker's module.
    for html in STATIC_DIR.glob("*.html"):
        text = html.read_text(encoding="utf-8")
        if "<head>" not in text:
            continue
        assert 'rel="manifest" href="/static/manifest.webmanifest"' in text, html.name
        assert 'src="/static/pwa.js"' in text, html.name
