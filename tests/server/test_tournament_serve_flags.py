"""``ginrummy serve --tournament-schedule``: the server's own tournaments, checked as
the server starts (docs/online.md, "Tournaments")."""

from __future__ import annotations

import pytest

from ginrummy.cli import main
from ginrummy.server import Settings
from ginrummy.server import serve as serve_module
from ginrummy.server.tournaments.schedule import DEFAULT_SCHEDULE


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[Settings]:
    seen: list[Settings] = []
    monkeypatch.setattr(serve_module, "serve", lambda settings, **_: seen.append(settings) or 0)
    return seen


def test_serve_schedules_by_default_and_as_told(started: list[Settings]) -> None:
    argv = ["serve", "--database", "sqlite://"]
    assert main(argv) == 0 and started[-1].tournament_schedule == DEFAULT_SCHEDULE
    assert main([*argv, "--tournament-schedule", "none"]) == 0
    assert started[-1].tournament_schedule == ()
    entries = ["arena:oklahoma:150:blitz:30:20", "swiss:standard:1:none:10080:7"]
    flags = [flag for entry in entries for flag in ("--tournament-schedule", entry)]
    assert main([*argv, *flags]) == 0 and started[-1].tournament_schedule == tuple(entries)
    assert Settings().tournament_schedule == ()  # create_app alone schedules nothing


@pytest.mark.parametrize(
    "entry",
    [
        "arena:standard:100",  # too few parts
        "ladder:standard:100:rapid:60:30",  # no such format
        "arena:nope:100:rapid:60:30",  # no such preset
        "arena:standard:100:sundial:60:30",  # no such clock
        "arena:standard:100:rapid:2:30",  # more often than every 5 minutes
        "arena:standard:100:rapid:60:500",  # an arena of 500 minutes
        "swiss:standard:100:rapid:60:40",  # 40 rounds
    ],
)
def test_a_bad_schedule_entry_is_refused_with_its_flag(
    entry: str, started: list[Settings], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["serve", "--database", "sqlite://", "--tournament-schedule", entry]) == 2
    assert "--tournament-schedule" in capsys.readouterr().err and started == []
