"""Claiming a game from a player who left: one rule for every game (rooms/claims.py).

When a seat has had no connection for the server's wait (``claim_after_disconnect``, 60 s
by default) while the game waits on it, the other seat may claim the game; timed or
untimed, rated or friendly alike. The seat's view carries the countdown (``claim``), the
server sends the view again when the claim opens, a claim before then is refused with
``claim/too_early`` (and how long is left), and a player who comes back cancels it.
Time is a :class:`~tests.helpers.clock.ManualClock`: no test waits real seconds.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from ginrummy.server import Settings, create_app
from ginrummy.server.rooms.claims import ClaimSettingError, ClaimWait, claim_wait
from tests.helpers.clock import ManualClock
from tests.helpers.server import (
    Message,
    choose,
    create_room,
    is_state,
    newer_than,
    player,
    recv_until,
    settings_for,
    sqlite_url,
    ws_url,
)

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


# ----------------------------------------------------------------------------- the rule
def wait_for(**changes: Any) -> ClaimWait | None:
    facts: dict[str, Any] = {
        "after": 60.0,
        "in_play": True,
        "opponent_is_person": True,
        "opponent_connected": False,
        "opponent_gone_since": 100.0,
        "claimer_to_move": False,
    }
    return claim_wait(**{**facts, **changes})


def test_the_rule_opens_the_claim_after_the_wait_while_the_game_waits_on_them() -> None:
    wait = wait_for()
    assert wait is not None
    assert not wait.is_open(159.9) and wait.is_open(160.0)
    assert wait.to_public(130.0) == {"after": 60.0, "left": 30.0, "open": False, "your_move": False}
    assert wait.to_public(500.0) == {"after": 60.0, "left": 0.0, "open": True, "your_move": False}
    mine = wait_for(claimer_to_move=True)  # the game waits on the claimer: move first
    assert mine is not None and not mine.is_open(1000.0) and mine.left(1000.0) == 0.0


@pytest.mark.parametrize(
    "changes",
    [
        {"opponent_connected": True},
        {"opponent_is_person": False},
        {"in_play": False},
        {"opponent_gone_since": None},  # since when? a claim never rests on a guess
    ],
)
def test_no_claim_is_in_prospect(changes: dict[str, Any]) -> None:
    assert wait_for(**changes) is None


@pytest.mark.parametrize("value", [9.9, 3600.5, float("nan"), True, "60"])
def test_the_servers_wait_is_checked(value: object) -> None:
    with pytest.raises(ClaimSettingError, match="claim_after_disconnect"):
        Settings(claim_after_disconnect=value)  # type: ignore[arg-type]
    assert Settings().claim_after_disconnect == 60.0


# ----------------------------------------------------------------------------- the server
def friend_room(host: TestClient, guest: TestClient, **body: Any) -> tuple[str, str, str]:
    """A room made by Ann on ``host``, joined by Bob on ``guest``: id and both tokens."""
    room = create_room(host, mode="friend", **body)
    joined = guest.post(f"/api/rooms/{room['room_id']}/join", json={"name": "Bob"}).json()
    assert joined["seat"] == 1
    return room["room_id"], room["token"], joined["token"]


def left(m: Message) -> bool:
    """The presence message that says the opponent went (with the claim's countdown)."""
    return m["type"] == "presence" and m["connected"] is False


def came_back(m: Message) -> bool:
    return m["type"] == "presence" and m["connected"] is True


def claim_open(m: Message) -> bool:
    return is_state(m) and m["view"]["claim"] is not None and bool(m["view"]["claim"]["open"])


def until_the_game_waits_on_bob(ann: WebSocketTestSession, state: Message) -> Message:
    """Ann (seat 0) moves until it is Bob's turn."""
    while state["view"]["to_act"] == 0:
        move = choose(state["view"])
        ann.send_json({"type": "act", "state_id": state["state_id"], "action": move})
        state = recv_until(ann, newer_than(state["state_id"]))
    assert state["view"]["to_act"] == 1
    return state


@contextmanager
def bob_leaves(
    ann_client: TestClient, bob_client: TestClient, rid: str, tokens: tuple[str, str]
) -> Iterator[tuple[WebSocketTestSession, Message]]:
    """Both seats connect, Ann moves until the game waits on Bob, Bob closes his tab;
    yields Ann's socket and her last state (Bob to move)."""
    with ann_client.websocket_connect(ws_url(rid, tokens[0])) as ann:
        state = recv_until(ann, is_state)
        assert state["view"]["claim"]["open"] is False  # Bob not here yet: counting
        with bob_client.websocket_connect(ws_url(rid, tokens[1])):
            assert recv_until(ann, came_back)["claim"] is None  # both here: nothing to claim
            state = until_the_game_waits_on_bob(ann, state)
        yield ann, state


def claim_too_early(ann: WebSocketTestSession) -> Message:
    ann.send_json({"type": "claim"})
    refused = recv_until(ann, lambda m: m["type"] == "error")
    assert refused["code"] == "claim/too_early", refused
    return refused


def claim_and_win(ann: WebSocketTestSession) -> Message:
    ann.send_json({"type": "claim"})
    over = recv_until(ann, lambda m: is_state(m) and m["view"]["game_over"] is not None)
    sheet = over["view"]["game_over"]
    assert sheet["claimed"] is True and sheet["winner"] == 0
    return over


def test_an_untimed_friend_game_is_claimed_after_the_one_wait(tmp_path: Any) -> None:
    """The case that had no way out but resigning: no clock, Bob closes his tab. Ann
    sees the countdown from 60, a claim before it ends is refused with the seconds left,
    and the moment it ends she is sent a view that says she may claim."""
    time_passes = ManualClock()
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)), clock=time_passes)) as client:
        rid, *tokens = friend_room(client, client)
        with bob_leaves(client, client, rid, (tokens[0], tokens[1])) as (ann, state):
            told = recv_until(ann, left)
            assert state["view"]["clock"] is None  # untimed
            assert told["claim"] == {
                "after": 60.0,
                "left": 60.0,
                "open": False,
                "your_move": False,
            }
            assert claim_too_early(ann)["seconds_left"] == 60.0
            time_passes.advance(59.5)
            refused = claim_too_early(ann)
            assert refused["seconds_left"] == 0.5 and "in 1 s" in refused["message"]
            time_passes.advance(0.6)
            opened = recv_until(ann, claim_open)  # sent by the server when it opened
            assert opened["state_id"] == state["state_id"]  # no move: the same state, told
            assert opened["view"]["claim"]["left"] == 0.0
            claim_and_win(ann)


def test_a_timed_rated_game_is_claimed_after_the_same_wait_not_the_clock(
    tmp_path: Any,
) -> None:
    """A rated table with a slow clock (300 s a move): the claim opens at the server's
    60 s, long before Bob's clock would run out. Bob never moved, so the game is
    aborted (docs/online.md, "Fair play"): nobody's rating moves, both profiles list it."""
    time_passes = ManualClock()
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)), clock=time_passes)) as client:
        ann_id, bob_id = player(client, "Ann"), player(client, "Bob")
        made = client.post(
            "/api/rooms",
            json={"mode": "friend", "visibility": "public", "clock": {"per_move": 300, "bank": 0}},
            headers={"X-Player": ann_id["header"]},
        ).json()
        rid = made["room_id"]
        joined = client.post(
            f"/api/rooms/{rid}/join", json={}, headers={"X-Player": bob_id["header"]}
        ).json()
        with bob_leaves(client, client, rid, (made["token"], joined["token"])) as (ann, state):
            assert recv_until(ann, left)["claim"]["left"] == 60.0
            assert state["view"]["rated"] is True
            assert "can_claim" not in state["view"]["clock"]  # the clock sets no claim
            time_passes.advance(30.0)
            assert claim_too_early(ann)["seconds_left"] == 30.0
            time_passes.advance(30.1)
            opened = recv_until(ann, claim_open)
            assert opened["view"]["clock"]["seats"][1]["move_left"] > 200  # Bob's time is not up
            claim_and_win(ann)
        for who in (ann_id, bob_id):
            profile = client.get(f"/api/players/{who['player_id']}").json()
            assert profile["ratings"] == [] and profile["recent"] == []
            assert [g["outcome"] for g in profile["unrated"]] == ["aborted"]


def test_the_player_who_comes_back_cancels_the_claim(tmp_path: Any) -> None:
    """Bob comes back before the wait is over: Ann's countdown goes, a claim is refused
    as there is nothing to claim; when he leaves again the wait starts again."""
    time_passes = ManualClock()
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)), clock=time_passes)) as client:
        rid, *tokens = friend_room(client, client)
        with bob_leaves(client, client, rid, (tokens[0], tokens[1])) as (ann, _):
            recv_until(ann, left)
            time_passes.advance(50.0)
            with client.websocket_connect(ws_url(rid, tokens[1])):
                assert recv_until(ann, came_back)["claim"] is None  # the countdown goes
                time_passes.advance(20.0)  # 70 s since he first left: no matter
                ann.send_json({"type": "claim"})
                refused = recv_until(ann, lambda m: m["type"] == "error")
                assert refused["code"] == "claim/unavailable"
            again = recv_until(ann, left)
            assert again["claim"]["left"] == 60.0  # a new wait, from now
            time_passes.advance(59.0)
            assert claim_too_early(ann)["seconds_left"] == 1.0


def test_no_claim_during_the_claimers_own_move(tmp_path: Any) -> None:
    """Gone long enough, but the game waits on Ann: she is told to move first (the
    countdown says so), and may claim once the game waits on Bob again."""
    time_passes = ManualClock()
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)), clock=time_passes)) as client:
        rid, ann_token, bob_token = friend_room(client, client)
        with client.websocket_connect(ws_url(rid, ann_token)) as ann:
            with client.websocket_connect(ws_url(rid, bob_token)) as bob:
                recv_until(ann, came_back)
                state = recv_until(bob, lambda m: is_state(m) and m["view"]["to_act"] is not None)
                while state["view"]["to_act"] == 1:  # Bob moves until it is Ann's turn
                    move = choose(state["view"])
                    bob.send_json({"type": "act", "state_id": state["state_id"], "action": move})
                    state = recv_until(bob, newer_than(state["state_id"]))
                mine = recv_until(ann, lambda m: is_state(m) and m["state_id"] == state["state_id"])
            told = recv_until(ann, left)
            assert mine["view"]["to_act"] == 0 and told["claim"]["your_move"] is True
            time_passes.advance(61.0)
            ann.send_json({"type": "claim"})
            refused = recv_until(ann, lambda m: m["type"] == "error")
            assert refused["code"] == "claim/unavailable" and "your move" in refused["message"]
            state = until_the_game_waits_on_bob(ann, mine)
            assert state["view"]["claim"] == {
                "after": 60.0,
                "left": 0.0,
                "open": True,
                "your_move": False,
            }
            claim_and_win(ann)


def test_the_claim_works_across_two_processes(fresh_postgres: str) -> None:
    """Ann on one process, Bob on another, which he leaves: Ann's process learns of it
    from the other's announcement, counts down and lets her claim."""
    time_passes = ManualClock()
    settings = settings_for(fresh_postgres)
    with (
        TestClient(create_app(settings, clock=time_passes)) as a,
        TestClient(create_app(settings, clock=time_passes)) as b,
    ):
        rid, *tokens = friend_room(a, b)
        with bob_leaves(a, b, rid, (tokens[0], tokens[1])) as (ann, _):
            told = recv_until(ann, left)
            assert told["claim"]["left"] == 60.0
            claim_too_early(ann)
            time_passes.advance(60.1)
            recv_until(ann, claim_open)
            claim_and_win(ann)
        with b.websocket_connect(ws_url(rid, tokens[1])) as bob:  # the other process agrees
            seen = recv_until(bob, lambda m: is_state(m) and m["view"]["game_over"] is not None)
            assert seen["view"]["game_over"]["claimed"] is True


def test_the_wait_survives_a_restart(tmp_path: Any) -> None:
    """When Bob went is stored: a server started after the one he left counts the wait
    from then (45 s ago), not from its own start; his return clears it."""
    url = sqlite_url(tmp_path)
    before = ManualClock(epoch=1_000_000.0)
    with TestClient(create_app(settings_for(url), clock=before)) as client:
        rid, *tokens = friend_room(client, client)
        with bob_leaves(client, client, rid, (tokens[0], tokens[1])) as (ann, _):
            recv_until(ann, left)
    later = ManualClock(epoch=1_000_045.0)  # a new process, 45 s after Bob went
    with (
        TestClient(create_app(settings_for(url), clock=later)) as client,
        client.websocket_connect(ws_url(rid, tokens[0])) as ann,
    ):
        state = recv_until(ann, is_state)
        assert state["view"]["claim"]["left"] == 15.0
        assert claim_too_early(ann)["seconds_left"] == 15.0
        with client.websocket_connect(ws_url(rid, tokens[1])):
            recv_until(ann, came_back)
        recv_until(ann, left)
    # He came back and went again at 1_000_045: the wait counts from then (35 s), not
    # from his first going (80 s, which would have opened the claim).
    again = ManualClock(epoch=1_000_080.0)
    with (
        TestClient(create_app(settings_for(url), clock=again)) as client,
        client.websocket_connect(ws_url(rid, tokens[0])) as ann,
    ):
        state = recv_until(ann, is_state)
        assert state["view"]["claim"]["left"] == 25.0
        again.advance(25.1)
        recv_until(ann, claim_open)
        claim_and_win(ann)


def test_a_watcher_sees_the_clock_and_no_claim(tmp_path: Any) -> None:
    """The spectate frame of a timed table carries the move clock as the seats see it
    (seconds left per seat, nothing else), and never a seat's claim."""
    time_passes = ManualClock()
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)), clock=time_passes)) as client:
        clock = {"per_move": 30, "bank": 20}
        rid, *tokens = friend_room(client, client, visibility="public", clock=clock)
        with (
            client.websocket_connect(ws_url(rid, tokens[0])) as ann,
            client.websocket_connect(f"/ws/rooms/{rid}/watch") as watcher,
        ):
            seat_view = recv_until(ann, is_state)["view"]
            frame = recv_until(watcher, lambda m: m["type"] == "spectate")
            shown = frame["view"]["clock"]
            assert set(shown) == {"per_move", "bank", "running", "seats"}
            assert shown["per_move"] == 30.0 and shown["bank"] == 20.0
            assert shown["running"] == frame["view"]["to_act"]
            for seat in shown["seats"]:
                assert set(seat) == {"seat", "move_left", "bank_left", "timeouts"}
            assert shown == seat_view["clock"]  # what a seat sees, no more
            assert "claim" not in frame["view"]
        untimed, *_ = friend_room(client, client, visibility="public")
        with client.websocket_connect(f"/ws/rooms/{untimed}/watch") as watcher:
            frame = recv_until(watcher, lambda m: m["type"] == "spectate")
            assert frame["view"]["clock"] is None
