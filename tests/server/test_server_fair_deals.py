"""The server deals provably fair hands (docs/fairness.md): it commits before the deal,
takes each seat's seed, deals from both, and reveals the server seed after the hand;
the commitment outlives a restart; the records it writes carry the proofs."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import create_engine, select

from ginrummy.core.errors import InvalidRecordError
from ginrummy.core.fair_check import verify_record
from ginrummy.core.fairness import FairDeal
from ginrummy.core.record import GameRecord
from ginrummy.server import create_app
from ginrummy.server.storage.store import hands
from tests.helpers.server import (
    Message,
    choose,
    create_room,
    recv,
    recv_until,
    send_seed,
    settings_for,
    sqlite_url,
    ws_url,
)


def state(ws: Any, test: Any = lambda m: True) -> Message:
    return recv_until(ws, lambda m: m["type"] == "state" and test(m))


def stored_proofs(url: str, room_id: str) -> list[dict[str, Any]]:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            rows = conn.execute(
                select(hands.c.fair, hands.c.deck)
                .where(hands.c.room_id == room_id)
                .order_by(hands.c.game_number, hands.c.hand_number)
            ).all()
    finally:
        engine.dispose()
    return [{"proof": json.loads(r.fair), "deck": json.loads(r.deck)} for r in rows]


def play_hand(ws: Any, first: Message) -> Message:
    """Play this seat's moves until the hand is over; the showdown's state."""
    current = first
    while current["view"]["phase"] != "over":
        if current["view"]["your_turn"]:
            move = {
                "type": "act",
                "state_id": current["state_id"],
                "action": choose(current["view"]),
            }
            ws.send_json(move)
        current = state(ws)
    return current


def test_a_hand_against_the_computer_is_committed_seeded_dealt_and_revealed(
    tmp_path: Path,
) -> None:
    url = sqlite_url(tmp_path)
    with TestClient(create_app(settings_for(url))) as client:
        room = create_room(client, fair=True, options={"game_target": 500})
        rid = room["room_id"]
        with client.websocket_connect(ws_url(rid, room["token"])) as ws:
            first = state(ws)
            view = first["view"]
            # Nothing is dealt yet: the first hand waits for this seat's seed.
            assert view["status"] == "shuffling" and view["fair"]["awaiting"] == [0]
            assert view["hand"] == [] and view["legal"] == [] and view["fair"]["hand"] is None
            committed = view["fair"]["next"]["commitment"]
            ws.send_json({"type": "act", "state_id": first["state_id"], "action": "draw stock"})
            assert recv(ws)["code"] == "room/waiting"
            wrong = {"type": "seed", "commitment": "0" * 64, "client_seed": "mine"}
            ws.send_json(wrong)
            assert recv(ws)["code"] == "seed/stale"
            ws.send_json({"type": "seed", "commitment": committed, "client_seed": "bad seed!"})
            assert recv(ws)["code"] == "message/malformed"
            assert send_seed(ws, view, "my-seed_1")
            dealt = state(ws, lambda m: m["view"]["status"] == "playing")
            proof = dealt["view"]["fair"]["hand"]
            assert proof["commitment"] == committed
            assert proof["client_seeds"] == ["my-seed_1", ""]
            assert (proof["room"], proof["game"], proof["hand"]) == (rid, 1, 1)
            assert "server_seed" not in proof and len(dealt["view"]["hand"]) in (10, 11)
            # The next deal is committed already; a second, other seed for it is refused.
            following = dealt["view"]["fair"]["next"]["commitment"]
            assert following != committed
            assert send_seed(ws, dealt["view"], "second")
            seeded = state(ws, lambda m: m["view"]["fair"]["next"]["client_seed"] is not None)
            assert seeded["view"]["fair"]["next"]["client_seed"] == "second"
            ws.send_json({"type": "seed", "commitment": following, "client_seed": "other"})
            assert recv(ws)["code"] == "seed/given"
            over = play_hand(ws, seeded)
            revealed = over["view"]["fair"]["hand"]
            seed = bytes.fromhex(revealed["server_seed"])
            assert hashlib.sha256(seed).hexdigest() == committed
            # The deck is the one the seeds make: what this seat was dealt proves it.
            deck = [str(c) for c in FairDeal.from_dict(revealed).deck()]
            dealer = over["view"]["dealer"]
            assert set(dealt["view"]["hand"]) == set(deck[1:20:2] if dealer == 0 else deck[0:20:2])
            assert dealt["view"]["discard_pile"] == [deck[20]]
            ws.send_json({"type": "next_hand"})
            second = state(ws, lambda m: m["view"]["hand_number"] == 2)
            proof2 = second["view"]["fair"]["hand"]
            assert proof2["commitment"] == following
            assert proof2["client_seeds"] == ["second", ""] and proof2["hand"] == 2
    stored = stored_proofs(url, rid)
    assert [s["proof"]["hand"] for s in stored] == [1, 2]
    for row in stored:
        assert [str(c) for c in FairDeal.from_dict(row["proof"]).deck()] == row["deck"]


def test_two_friends_both_seed_the_first_hand(tmp_path: Path) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        room = create_room(client, mode="friend", fair=True)
        rid = room["room_id"]
        with client.websocket_connect(ws_url(rid, room["token"])) as ws0:
            waiting = state(ws0)
            assert waiting["view"]["status"] == "waiting" and waiting["view"]["hand"] == []
            assert send_seed(ws0, waiting["view"], "ann")
            state(ws0, lambda m: m["view"]["fair"]["next"]["client_seed"] == "ann")
            info = client.get(f"/api/rooms/{rid}").json()
            assert info["status"] == "waiting"
            joined = client.post(f"/api/rooms/{rid}/join", json={"name": "Bob", "fair": True})
            with client.websocket_connect(ws_url(rid, joined.json()["token"])) as ws1:
                seen = state(ws1)
                assert seen["view"]["status"] == "shuffling"
                assert seen["view"]["fair"]["awaiting"] == [1]
                assert (
                    seen["view"]["fair"]["next"]["commitment"]
                    == (waiting["view"]["fair"]["next"]["commitment"])
                )
                assert send_seed(ws1, seen["view"], "bob")
                dealt = state(ws1, lambda m: m["view"]["status"] == "playing")
                assert dealt["view"]["fair"]["hand"]["client_seeds"] == ["ann", "bob"]
                assert dealt["view"]["legal"] or not dealt["view"]["your_turn"]
                other = state(ws0, lambda m: m["view"]["status"] == "playing")
                assert other["view"]["fair"]["hand"] == dealt["view"]["fair"]["hand"]


def test_a_friend_without_a_seed_gets_the_hand_dealt_at_once(tmp_path: Path) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        room = create_room(client, mode="friend", fair=True)
        rid = room["room_id"]
        joined = client.post(f"/api/rooms/{rid}/join", json={"name": "Bob"}).json()
        with client.websocket_connect(ws_url(rid, joined["token"])) as ws1:
            view = state(ws1)["view"]
            assert view["status"] == "shuffling" and view["fair"]["awaiting"] == [0]
        with client.websocket_connect(ws_url(rid, room["token"])) as ws0:
            assert send_seed(ws0, state(ws0)["view"], "ann")
            dealt = state(ws0, lambda m: m["view"]["status"] == "playing")
            assert dealt["view"]["fair"]["hand"]["client_seeds"] == ["ann", ""]


def test_the_commitment_and_the_seeds_outlive_a_restart(tmp_path: Path) -> None:
    url = sqlite_url(tmp_path)
    with TestClient(create_app(settings_for(url))) as client:
        room = create_room(client, fair=True)
        rid = room["room_id"]
        with client.websocket_connect(ws_url(rid, room["token"])) as ws:
            committed = state(ws)["view"]["fair"]["next"]["commitment"]
    with (
        TestClient(create_app(settings_for(url))) as client,
        client.websocket_connect(ws_url(rid, room["token"])) as ws,
    ):
        view = state(ws)["view"]
        assert view["fair"]["next"]["commitment"] == committed
        assert send_seed(ws, view, "after")
        dealt = state(ws, lambda m: m["view"]["status"] == "playing")
        assert dealt["view"]["fair"]["hand"]["commitment"] == committed


def test_a_finished_game_record_carries_every_proof_and_replays(tmp_path: Path) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        room = create_room(client, fair=True, options={"game_target": 40})
        rid = room["room_id"]
        with client.websocket_connect(ws_url(rid, room["token"])) as ws:
            current = state(ws)
            for _ in range(60):
                view = current["view"]
                if view["game_over"] is not None:
                    break
                send_seed(ws, view, f"s{view['hand_number']}")
                if view["status"] == "shuffling":
                    current = state(ws, lambda m: m["view"]["status"] == "playing")
                    continue
                current = play_hand(ws, current)
                if current["view"]["game_over"] is None:
                    send_seed(ws, current["view"], f"s{current['view']['hand_number'] + 1}")
                    ws.send_json({"type": "next_hand"})
                    number = current["view"]["hand_number"] + 1
                    current = state(ws, lambda m, n=number: m["view"]["hand_number"] == n)
            assert current["view"]["game_over"] is not None
        headers = {"X-Seat-Token": room["token"]}
        refused = client.get(f"/api/record/{rid}/1?seat=0")
        assert refused.status_code == 403
        got = client.get(f"/api/record/{rid}/1?seat=0", headers=headers)
        assert got.status_code == 200, got.text
        data = got.json()["record"]
    record = GameRecord.from_dict(data)
    assert record.meta["room"] == rid and len(record.hands) >= 1
    for number, hand in enumerate(record.hands, start=1):
        assert hand.fair is not None and hand.fair.hand == number and hand.fair.room == rid
        assert [str(c) for c in hand.fair.deck()] == list(hand.deck)
        hand.replay(record.rules)  # the recorded result, from the seeds' deck
    assert record.hands[0].fair is not None
    assert record.hands[0].fair.client_seeds[0] == "s1"
    # `ginrummy verify`'s check passes on the server's record, and fails on any change.
    verdicts = verify_record(data)
    assert len(verdicts) == len(record.hands) and all(v.ok for v in verdicts)
    changes = {
        "a card": lambda d: d["hands"][-1]["deck"].reverse(),
        "a client seed": lambda d: d["hands"][0]["fair"]["client_seeds"].__setitem__(0, "x"),
        "the server seed": lambda d: d["hands"][0]["fair"].__setitem__("server_seed", "0" * 64),
        "a move": lambda d: d["hands"][-1]["actions"].pop(),
    }
    for what, change in changes.items():
        tampered = json.loads(json.dumps(data))
        change(tampered)
        try:
            found = verify_record(tampered)
        except InvalidRecordError:
            continue
        assert not all(v.ok for v in found), what
