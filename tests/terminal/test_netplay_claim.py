"""The terminal online table's claim countdown and the terminal watcher's clocks.

Fed the views the server sends (a seat's ``claim``, a watcher's ``clock``), the table
says where the claim stands when that changes, ``show`` counts it down, ``claim`` sends
it; the watcher prints both players' clocks by name (docs/online.md).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ginrummy.core.table import Table
from ginrummy.netplay.clock_words import clock_line
from ginrummy.netplay.text_watch import TextWatch
from ginrummy.server.rooms.clock import ClockSettings, MoveClock
from ginrummy.server.wire.spectator import spectator_view
from ginrummy.server.wire.views import Seating
from tests.terminal.test_netplay import Screen, a_table, discard_view


def away_view(claim: dict[str, Any]) -> dict[str, Any]:
    """Ann's view while Bob is away and it is his turn."""
    view = discard_view(your_turn=False, legal=[], claim=claim)
    view["opponent"]["connected"] = False
    return view


def test_the_table_counts_down_to_the_claim_then_sends_it() -> None:
    table, sent = a_table()
    wait = {"after": 60.0, "left": 42.0, "open": False, "your_move": False}
    table.on_state(7, away_view(wait))
    table.on_state(8, away_view({**wait, "left": 41.0}))  # the same stage: said once
    screen = table.output.text()  # type: ignore[attr-defined]
    assert screen.count("Bob left. You may claim the game in 0:42.") == 1
    assert "0:41" not in screen and "waits for" not in screen
    table.on_line("show")
    assert "Bob left. You may claim the game in 0:41." in table.output.text()  # type: ignore[attr-defined]
    table.on_state(9, away_view({**wait, "left": 0.0, "open": True}))
    assert "You may claim the game now: type 'claim'" in table.output.text()  # type: ignore[attr-defined]
    table.on_line("claim")
    assert sent.messages[-1] == {"type": "claim"}


def test_the_countdown_comes_with_the_presence_and_goes_with_the_return() -> None:
    table, _ = a_table()
    table.on_state(7, discard_view(your_turn=False, legal=[], claim=None))
    wait = {"after": 60.0, "left": 60.0, "open": False, "your_move": False}
    table.on_message({"type": "presence", "seat": 1, "connected": False, "claim": wait})
    screen = table.output.text()  # type: ignore[attr-defined]
    assert "Bob left the table.\nBob left. You may claim the game in 1:00." in screen
    table.on_message({"type": "presence", "seat": 1, "connected": True, "claim": None})
    table.on_line("show")
    screen = table.output.text()  # type: ignore[attr-defined]
    assert screen.endswith("It is Bob's turn.\n") and "Bob is back." in screen
    assert screen.count("You may claim") == 1


def test_the_claimers_own_move_comes_first() -> None:
    table, _ = a_table()
    mine = {"after": 60.0, "left": 0.0, "open": False, "your_move": True}
    view = discard_view(claim=mine)
    view["opponent"]["connected"] = False
    table.on_state(7, view)
    assert "Bob left. Make your move; then you may claim the game." in table.output.text()  # type: ignore[attr-defined]


def test_the_clock_line_names_every_player_for_a_watcher() -> None:
    clock = {
        "per_move": 30.0,
        "bank": 20.0,
        "running": 1,
        "seats": [
            {"seat": 0, "move_left": 30.0, "bank_left": 20.0, "timeouts": 1},
            {"seat": 1, "move_left": 12.0, "bank_left": 20.0, "timeouts": 0},
        ],
    }
    names = ("Ann", "Bob")
    assert clock_line(clock, names, 2.0) == (
        "Clocks: Ann 30 s + 20 s bank, 1 time-out, Bob 10 s + 20 s bank (to move)."
    )
    assert clock_line(clock, names, 15.0, me=0) == (
        "Clocks: you 30 s + 20 s bank, 1 time-out, Bob 0 s + 17 s bank."
    )


def test_the_watcher_prints_both_clocks() -> None:
    """A real spectate view of a timed table (the server's own builder): the watcher
    prints both clocks when watching starts and with 'show'."""
    table = Table.new(players=("Ann", "Bob"), rng=random.Random(3))
    clock = MoveClock(ClockSettings(per_move=30, bank=20))
    clock.start_turn(table.to_act, now=100.0)  # type: ignore[arg-type]
    seating = Seating(
        room_id="r1",
        mode="friend",
        level=None,
        names=("Ann", "Bob"),
        bots=(False, False),
        connected=(True, True),
        taken=(True, True),
        game_number=1,
        ready=frozenset(),
        clock=clock.to_public(now=105.0),
    )
    view = spectator_view(table, seating)
    watcher = TextWatch(lambda box: None, None, Screen())  # type: ignore[arg-type,return-value]
    watcher.on_message({"type": "spectate", "state_id": 1, "view": view})
    screen = watcher.output.text()  # type: ignore[attr-defined]
    mover = ("Ann", "Bob")[table.to_act]  # type: ignore[index]
    assert f"{mover} 25 s + 20 s bank (to move)" in screen
    assert "Clocks: Ann " in screen and ", Bob " in screen
    watcher.on_line("show")
    assert watcher.output.text().count("Clocks: Ann ") == 2  # type: ignore[attr-defined]
    untimed = spectator_view(table, replace(seating, clock=None))
    quiet = TextWatch(lambda box: None, None, Screen())  # type: ignore[arg-type,return-value]
    quiet.on_message({"type": "spectate", "state_id": 1, "view": untimed})
    assert "Clocks" not in quiet.output.text()  # type: ignore[attr-defined]
