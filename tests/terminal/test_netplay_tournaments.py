"""``ginrummy online --tournaments`` and ``--tournament ID`` against a real server: the
list as a table, and two terminals that join an arena, are paired, play a game (one
resigns), see the standings, and are paired again."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from ginrummy.commands.online import standings_lines
from ginrummy.netplay import text_table
from ginrummy.netplay.api import Api
from tests.helpers.browser import running_server
from tests.terminal.test_netplay import Client, tables, wait  # noqa: F401 - the fixture

pytest.importorskip("websockets")


def new_arena(url: str, **body: Any) -> dict[str, Any]:
    """An arena made by an organiser of its own, over HTTP."""
    organiser = Api(url).new_player("Org")
    payload = {"name": "Terminal arena", "format": "arena", "minutes": 30, "rated": False, **body}
    request = urllib.request.Request(
        f"{url}/api/tournaments",
        data=json.dumps(payload).encode(),
        method="POST",
        headers={"Content-Type": "application/json", **organiser.header},
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        made: dict[str, Any] = json.loads(answer.read())
    return made


def test_the_terminal_lists_tournaments_and_plays_one_game_after_another(
    tmp_path: Path,
    tables: dict[Any, text_table.TextTable],  # noqa: F811 - the fixture
) -> None:
    with running_server(tmp_path / "db.sqlite3") as url:
        made = new_arena(url)
        lister = Client(["--server", url, "--tournaments"], tables)
        assert lister.finish() == 0
        listing = lister.screen.text()
        assert made["id"] in listing and "Terminal arena" in listing and "arena, 30 min" in listing
        joined = {
            name: Client(
                [
                    "--server",
                    url,
                    "--name",
                    name,
                    "--save-dir",
                    str(tmp_path / name),
                    "--tournament",
                    f"{url}/tournaments/{made['id']}",
                ],
                tables,
            )
            for name in ("Ann", "Bob")
        }
        for client in joined.values():
            client.sees("You joined Terminal arena")
            client.sees("Your next game is ready.")
            wait(
                lambda c=client: c.table.view is not None and c.table.view["phase"] != "shuffling",
                client,
            )
        bob = joined["Bob"]
        bob.type("resign")
        bob.sees("Type 'resign' again to resign")
        bob.type("resign")
        for client in joined.values():
            client.sees("Back to the tournament.")
            client.sees("2 points")  # Ann's line of the standings, shown between games
        ann_text = joined["Ann"].screen.text()
        assert "> " in ann_text and "[2]" in ann_text
        # two players, nobody else free: the arena pairs them again
        for client in joined.values():
            wait(lambda c=client: c.screen.text().count("Your next game is ready.") == 2, client)
        for client in joined.values():
            assert client.finish() == 0  # the input ends: the table is left, the player paused
            client.sees("You left the tournament's table")
        detail = Api(url).tournament(made["id"])
        assert [row["paused"] for row in detail["standings"]] == [True, True]
        assert [row["points"] for row in detail["standings"]] == [2, 0]


def test_standings_are_written_with_the_players_own_line_marked() -> None:
    detail = {
        "name": "Cup",
        "status": "running",
        "format": "swiss",
        "round": 2,
        "rounds": 3,
        "winner": None,
        "standings": [
            {
                "rank": 1,
                "player": {"id": "a", "name": "Ann#1"},
                "points": 2,
                "fire": False,
                "paused": False,
                "left": False,
                "sheet": [1, 1],
            },
            {
                "rank": 2,
                "player": {"id": "b", "name": "Bob#2"},
                "points": 0,
                "fire": False,
                "paused": True,
                "left": False,
                "sheet": [0, 0],
            },
        ],
    }
    assert standings_lines(detail, "b") == [
        "Cup: running, round 2 of 3",
        "   1. Ann#1  2 points  [1 1]",
        ">  2. Bob#2  0 points (paused)  [0 0]",
    ]
