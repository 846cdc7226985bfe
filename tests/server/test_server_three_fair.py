"""Fair deals in a room for three (issue 39; docs/fairness.md): every hand is dealt from
a server seed committed to before it and the seeds its two players sent for it; the
seed stays secret until the hand is over; the match's record verifies with
``ginrummy verify``, and a changed record does not."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from ginrummy.core.fair_check import verify_three_record
from tests.helpers.server import choose, recv_until, sqlite_url, wait_until
from tests.server.test_server_three import (
    make_room,
    refusal,
    room_of,
    seat,
    server,
    settle,
    upto,
)

COMPUTERS = {"1": "easy", "2": "easy"}


def give(ws: object, commitment: str, seed: str) -> None:
    ws.send_json({"type": "seed", "commitment": commitment, "client_seed": seed})  # type: ignore[attr-defined]


def test_every_hand_from_a_committed_seed_and_its_players_seeds(tmp_path: Path) -> None:
    with server(sqlite_url(tmp_path)) as client:
        rid, ann = make_room(
            client, form="rotation-hand", games=3, computers={"1": "easy", "2": "easy"}
        )
        room = room_of(client, rid)
        sent: dict[str, str] = {}  # commitment -> Ann's seed for it
        frames: list[str] = []
        with seat(client, rid, ann) as ws:
            for _ in range(3000):
                sid = settle(client, rid)
                msg = upto(ws, sid)
                frames.append(json.dumps(msg))
                view = msg["view"]
                if room.match.is_over:
                    break
                nxt = view["fair"]["next"]
                if nxt and nxt["commitment"] not in sent:
                    seed = f"ann{len(sent)}"
                    ws.send_json(
                        {"type": "seed", "commitment": nxt["commitment"], "client_seed": seed}
                    )
                    sent[nxt["commitment"]] = seed
                    assert wait_until(lambda s=sid: room.state_id > s)
                    # the same seed again changes nothing; another one is refused
                    ws.send_json(
                        {"type": "seed", "commitment": nxt["commitment"], "client_seed": "other"}
                    )
                    assert refusal(ws) == "seed/given"
                    continue
                if view["three"]["next_hand"]:
                    ws.send_json({"type": "next_hand"})
                elif view.get("your_turn") and view.get("legal"):
                    ws.send_json({"type": "act", "state_id": sid, "action": choose(view)})
                else:
                    continue
                assert wait_until(lambda s=sid: room.state_id > s)
            assert room.match.is_over
            ws.send_json({"type": "seed", "commitment": "0" * 64, "client_seed": "late"})
            assert refusal(ws) == "seed/stale"
        record = client.get(f"/api/three/{rid}/record").json()["record"]
    verdicts = verify_three_record(record)
    assert verdicts and all(v.ok for v in verdicts), [v.describe() for v in verdicts]
    assert len(verdicts) == len(room.finished) >= 2
    # each hand after the first has Ann's seed for its commitment where she played it
    for number, hand in enumerate(record["hands"], start=1):
        proof = hand["fair"]
        if number == 1:
            assert proof["client_seeds"] == ["", ""]
            continue
        if 0 in hand["players"]:
            mine = proof["client_seeds"][hand["players"].index(0)]
            assert mine == sent[proof["commitment"]]
    # a hand's server seed is in no frame until that hand is over (and then only as
    # the proof of the hand shown)
    for frame in frames:
        shown = json.loads(frame)["view"]["fair"]["hand"]
        for hand in record["hands"]:
            if hand["fair"]["server_seed"] in frame:
                assert shown["commitment"] == hand["fair"]["commitment"]
                assert shown.get("server_seed") == hand["fair"]["server_seed"]
    # the command line says the same, and a changed deck fails
    path = tmp_path / "three.json"
    path.write_text(json.dumps(record))
    ok = subprocess.run(
        [sys.executable, "-m", "ginrummy", "verify", str(path)], capture_output=True, text=True
    )
    assert ok.returncode == 0, ok.stdout + ok.stderr
    deck = record["hands"][1]["deck"]
    record["hands"][1]["deck"] = [deck[1], deck[0], *deck[2:]]
    path.write_text(json.dumps(record))
    bad = subprocess.run(
        [sys.executable, "-m", "ginrummy", "verify", str(path)], capture_output=True, text=True
    )
    assert bad.returncode != 0 and "hand 2 fails" in bad.stdout + bad.stderr


def test_the_next_deal_is_committed_and_its_seed_kept_secret(tmp_path: Path) -> None:
    """Every seat's view shows the next deal's commitment and its own seed for it, never
    the server seed; watchers see no next deal; a restart keeps the commitment."""
    db = sqlite_url(tmp_path)
    with server(db) as client:
        rid, ann = make_room(client, form="box", computers={"1": "easy", "2": "easy"})
        room = room_of(client, rid)
        with seat(client, rid, ann) as ws, client.websocket_connect(f"/ws/three/{rid}/watch") as w:
            sid = settle(client, rid)
            view = upto(ws, sid)["view"]
            assert room.pending is not None
            secret = room.pending.server_seed.hex()
            assert view["fair"]["next"]["commitment"] == room.pending.commitment
            assert view["fair"]["next"]["client_seed"] is None
            assert secret not in json.dumps(view)
            watched = recv_until(w, lambda m: m["type"] == "spectate")["view"]
            assert watched["fair"]["next"] is None and secret not in json.dumps(watched)
            assert (
                watched["fair"]["hand"]["commitment"]
                and "server_seed" not in watched["fair"]["hand"]
            )
            commitment = room.pending.commitment
    with server(db) as again:
        assert again.get(f"/api/rooms/{rid}").status_code == 200
        assert room_of(again, rid).pending.commitment == commitment  # type: ignore[union-attr]
