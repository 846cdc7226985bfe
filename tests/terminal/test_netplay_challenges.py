"""``ginrummy online --challenges`` and ``--accept ID``: a challenge made in a browser
(here over the API) is listed in the terminal and accepted there, seating the terminal's
player at the challenge's table; against a real server."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from ginrummy.commands.common import CliRuntimeError
from ginrummy.commands.online import challenge_lines
from ginrummy.netplay import text_table
from ginrummy.netplay.identity import Identities
from tests.helpers.browser import running_server

from .test_netplay import Client, tables, wait

pytest.importorskip("websockets")

__all__ = ["tables"]  # the fixture, used here by name


def call(url: str, path: str, body: Any = None, header: str | None = None) -> Any:
    request = urllib.request.Request(
        url + path,
        data=None if body is None else json.dumps(body).encode(),
        headers={"Content-Type": "application/json", **({"X-Player": header} if header else {})},
        method="GET" if body is None else "POST",
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def test_the_challenges_are_written_with_how_to_accept_them() -> None:
    assert challenge_lines({"incoming": [], "outgoing": []}) == [
        "Nobody is challenging you now (a challenge is made on a player's page)."
    ]
    waiting = {
        "challenge_id": "Ch4ll3nge_1",
        "from": {"player_id": "p1", "name": "Ann#1234"},
        "rules": "oklahoma",
        "target": 150,
        "clock": {"per_move": 30, "bank": 60},
        "rated": False,
        "expires_in": 97.4,
    }
    assert challenge_lines({"incoming": [waiting, {**waiting, "clock": None, "rated": True}]}) == [
        "Challenges to you (accept: ginrummy online --accept ID):",
        "  Ch4ll3nge_1  Ann#1234: oklahoma to 150, 30 s a move, 60 s bank, casual (97 s left)",
        "  Ch4ll3nge_1  Ann#1234: oklahoma to 150, no clock, rated (97 s left)",
    ]


def test_a_challenge_is_listed_and_accepted_from_the_terminal(
    tmp_path: Path, tables: dict[Any, text_table.TextTable]
) -> None:
    with running_server(tmp_path / "db.sqlite3", rooms_per_minute=0) as url:
        bob_dir = tmp_path / "bob"
        first = Client(
            ["--server", url, "--name", "Bob", "--challenges", "--save-dir", str(bob_dir)], tables
        )
        assert first.finish() == 0
        assert "Nobody is challenging you now" in first.screen.text()
        bob = Identities(bob_dir).player(url)
        assert bob is not None
        ann = call(url, "/api/players", {"name": "Ann"})
        ann_header = f"{ann['player_id']}:{ann['secret']}"
        sent = call(url, "/api/challenges", {"player_id": bob.player_id, "target": 50}, ann_header)
        listed = Client(["--server", url, "--challenges", "--save-dir", str(bob_dir)], tables)
        assert listed.finish() == 0
        line = f"  {sent['challenge_id']}  {ann['name']}: standard to 50, 30 s a move, 60 s bank"
        assert line in listed.screen.text()
        accepting = Client(
            ["--server", url, "--accept", sent["challenge_id"], "--save-dir", str(bob_dir)], tables
        )
        accepting.sees("You accepted the challenge.")
        wait(lambda: accepting.table.view is not None, accepting)
        view = accepting.table.view
        assert view["seat"] == 1 and view["names"] == [ann["name"], bob.name]
        assert view["game_target"] == 50
        told = call(url, "/api/challenges", None, ann_header)["outgoing"]
        assert told[0]["status"] == "accepted" and told[0]["room_id"] == view["room_id"]
        assert accepting.finish() == 0
        gone = Client(
            ["--server", url, "--accept", sent["challenge_id"], "--save-dir", str(tmp_path / "c")],
            tables,
        )
        with pytest.raises(CliRuntimeError, match="challenge/not_found"):  # not Carl's
            gone.finish()
