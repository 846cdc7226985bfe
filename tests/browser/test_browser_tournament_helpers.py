"""The tournament pages' words and standings (static/tourney.js), run in a real page of
the real server: the countdown's text, where a tournament stands at a given server time
(coming, an arena running, a Swiss round, finished), the server-clock skew, and the
standings rows with their streak, paused, left and "you" markers, the profile links and
the game sheet. Pure functions of the API's answers (docs/protocol.md, "Tournaments").
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers.browser import running_server

Page = Any
IMPORT = "const t = await import('/static/tourney.js');"
STARTS = "2026-12-06T10:00:00Z"
START_MS = 1796551200000  # STARTS in milliseconds since 1970


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("tourney-helpers") / "ginrummy.sqlite3"
    with running_server(db) as url:
        yield url


@pytest.fixture()
def page(browser: Any, base_url: str) -> Iterator[Page]:
    context = browser.new_context(reduced_motion="reduce")
    context.set_default_timeout(15_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(base_url + "/rules")
    yield page
    context.close()
    assert not errors, errors


def _run(page: Page, body: str, arg: Any = None) -> Any:
    return page.evaluate(f"async (arg) => {{ {IMPORT} {body} }}", arg)


def test_the_countdown_reads_as_a_clock(page: Page) -> None:
    cases = [0, -5000, 999, 7000, 59_001, 299_000, 3_903_000, 2 * 86_400_000 + 10_800_000]
    got = _run(page, "return arg.map(t.countdown);", cases)
    assert got == ["0:00", "0:00", "0:01", "0:07", "1:00", "4:59", "1:05:03", "2 days 3:00:00"]


def test_where_a_tournament_stands_at_the_server_time(page: Page) -> None:
    arena = {
        "format": "arena",
        "minutes": 30,
        "starts": STARTS,
        "ends": "2026-12-06T10:30:00Z",
        "winner": None,
    }
    swiss = {"format": "swiss", "rounds": 3, "round": 2, "starts": STARTS, "ends": None}
    cases = [
        ({**arena, "status": "coming"}, START_MS - 299_000),
        ({**arena, "status": "coming"}, START_MS + 1000),
        ({**arena, "status": "running"}, START_MS + 60_000),
        ({**arena, "status": "running"}, START_MS + 31 * 60_000),
        ({**swiss, "status": "running"}, START_MS + 60_000),
        ({**swiss, "status": "coming", "round": 0}, START_MS - 45_000),
        ({**arena, "status": "finished", "winner": {"id": "p1", "name": "Ann#1234"}}, 0),
        ({**swiss, "status": "finished", "winner": None}, 0),
    ]
    got = _run(page, "return arg.map(([x, now]) => t.standing(x, now));", cases)
    assert [g["text"] for g in got] == [
        "Starts in 4:59",
        "Starting\u2026",
        "Ends in 29:00",
        "Ending\u2026",
        "Round 2 of 3",
        "Starts in 0:45",
        "Finished: Ann#1234 won",
        "Finished",
    ]
    assert got[0]["label"] == "Starts in about 5 minutes"
    assert got[5]["label"] == "Starts in 45 seconds"


def test_the_skew_is_the_server_clock_minus_the_browsers(page: Page) -> None:
    got = _run(
        page,
        "return [t.skew(arg, 1796551190000), t.skew('not a time', 5)];",
        STARTS,
    )
    assert got == [10_000, 0]


def test_a_tournament_and_its_game_in_words(page: Page) -> None:
    arena = {"format": "arena", "minutes": 60, "preset": "standard", "target": 100}
    cases = [
        {**arena, "clock": "rapid", "rated": True},
        {"format": "swiss", "rounds": 1, "preset": "oklahoma", "target": 150, "clock": None},
    ]
    presets = [{"name": "standard", "label": "Standard gin"}]
    got = _run(
        page,
        "return arg[0].map((x) => [t.formatLabel(x), t.gameLine(x, arg[1])]);",
        [cases, presets],
    )
    assert got == [
        [
            "Arena, 60 minutes",
            "Standard gin, to 100 \u00b7 rapid clock (20 s a move, 60 s in the bank) \u00b7 rated",
        ],
        ["Swiss, 1 round", "Oklahoma, to 150 \u00b7 no clock \u00b7 not rated"],
    ]


def test_the_standings_rows_carry_links_markers_and_the_sheet(page: Page) -> None:
    standings = [
        {
            "rank": 1,
            "player": {"id": "p-ann", "name": "Ann#1"},
            "points": 10,
            "games": 4,
            "wins": 4,
            "fire": True,
            "sheet": [2, 2, 4, 2],
            "paused": False,
            "left": False,
        },
        {
            "rank": 2,
            "player": {"id": "p-bob", "name": "<b>Bob</b>"},
            "points": 2,
            "games": 3,
            "wins": 1,
            "fire": False,
            "sheet": [0, 2, 0],
            "paused": True,
            "left": False,
        },
        {
            "rank": 3,
            "player": {"id": "p-cy", "name": "Cy#3"},
            "points": 0,
            "games": 0,
            "wins": 0,
            "fire": False,
            "sheet": [],
            "paused": True,
            "left": True,
        },
    ]
    rows = _run(
        page,
        """const tb = document.createElement('tbody');
        tb.append(...t.standingsRows(arg, 'p-bob'));
        return [...tb.rows].map((r) => ({
          cls: r.className,
          cells: [...r.cells].map((c) => c.textContent.trim()),
          href: r.querySelector('a').getAttribute('href'),
          bold: r.querySelectorAll('b').length,
          fire: Boolean(r.querySelector('.fire')),
          sheet: r.querySelector('.sheet-points .sr-only')?.textContent ?? null,
          doubles: r.querySelectorAll('.sheet-points .double').length,
        }));""",
        standings,
    )
    assert [r["cells"][0] for r in rows] == ["1", "2", "3"]
    assert [r["href"] for r in rows] == ["/player/p-ann", "/player/p-bob", "/player/p-cy"]
    assert rows[0]["fire"] and not rows[1]["fire"]
    assert "on a streak" in rows[0]["cells"][1]
    assert rows[0]["sheet"] == "Points by game: 2, 2, 4, 2" and rows[0]["doubles"] == 1
    # A name is text, never markup; this browser's own row says "you".
    assert rows[1]["bold"] == 0 and rows[1]["cells"][1].startswith("<b>Bob</b>")
    assert "paused" in rows[1]["cells"][1] and "you" in rows[1]["cells"][1]
    assert rows[1]["cls"] == "me"
    # Left outranks paused; a player with no game has an empty sheet.
    assert "left" in rows[2]["cells"][1] and "paused" not in rows[2]["cells"][1]
    assert rows[2]["cls"] == "gone" and rows[2]["sheet"] is None
    assert rows[0]["cells"][2:4] == ["10", "4"]
    assert all(len(r["cells"]) == 5 for r in rows)  # an arena: no tie-break column


def test_a_swiss_row_carries_its_tie_break(page: Page) -> None:
    line = {"rank": 1, "player": {"id": "p", "name": "P"}, "points": 2, "games": 2}
    got = _run(
        page,
        """return arg.map((x) => {
          const row = t.standingsRows([x], null, { tieBreak: true })[0];
          return row.cells[5].textContent;
        });""",
        [{**line, "tie_break": 3.0}, {**line, "tie_break": 2.5}, {**line, "tie_break": None}],
    )
    assert got == ["3", "2.5", "\u2013"]


def test_a_refused_join_is_told_in_words(page: Page) -> None:
    codes = [
        "tournament/finished",
        "tournament/full",
        "tournament/started",
        "tournament/unknown",
        "player/cooling_off",
    ]
    got = _run(
        page,
        "return arg.map((code) => t.refusalText({code, message: 'server: ' + code}));",
        codes,
    )
    assert got[:4] == [
        "This tournament is over.",
        "This tournament is full.",
        "This Swiss tournament is past its first round: too late to join.",
        "There is no such tournament (the link may be old).",
    ]
    # The cooling-off's own words come from the server (they say for how long).
    assert got[4] == "server: player/cooling_off"
