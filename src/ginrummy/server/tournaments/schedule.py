"""The tournaments the server creates by itself, from a schedule.

An entry is one text, ``format:preset:target:clock:every:length``: ``every`` minutes
(aligned to midnight UTC) a tournament starts, lasting ``length`` minutes (arena) or
``length`` rounds (Swiss); ``clock`` is a name of :data:`.records.CLOCKS` or ``none``.
The preset ``popular`` (its target written ``-``) is the kind of game most played on
the server when the slot's tournament is made (the leaderboard's busiest pool: the
most established players, then rated players, then games; the standard game to 100
before any rated game). :data:`DEFAULT_SCHEDULE` (what ``ginrummy serve`` runs unless
told otherwise) is an hourly 30-minute arena and a daily five-round Swiss of the most
played kind; a server made by ``create_app`` without settings schedules nothing (tests
ask for it).

Each slot's tournament is made once, whichever process first sees the slot coming
(:data:`LEAD` before its start): its ``schedule_key`` (the entry and the slot) is
unique in storage, and the insert skips a key already there.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Final

from sqlalchemy import select
from sqlalchemy.engine import Connection

from ...core.rules import PRESETS
from ..online.ratings import busiest_pool
from . import records
from .tables import tournaments

POPULAR: Final = "popular"
"""The preset of an entry that follows what is played most (see the module's docstring)."""
FALLBACK: Final = ("standard", 100)
"""The kind of game of a ``popular`` entry before any rated game."""
DEFAULT_SCHEDULE: Final = (
    "arena:popular:-:rapid:60:30",
    "swiss:popular:-:rapid:1440:5",
)
LEAD: Final = timedelta(hours=1)
"""A scheduled tournament is listed this long before it starts."""


class BadSchedule(ValueError):
    """A schedule entry that cannot be read; the message says why."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of the schedule."""

    text: str
    format: str
    preset: str
    target: int
    clock: str | None
    every: int
    length: int

    def name(self, preset: str, target: int) -> str:
        """The name of one slot's tournament: "Hourly Arena, standard to 100"."""
        kind = "Arena" if self.format == "arena" else "Swiss"
        cadence = {60: "Hourly", 1440: "Daily", 10080: "Weekly"}.get(self.every, "Scheduled")
        return f"{cadence} {kind}, {preset} to {target}"


def parse(text: str) -> Entry:
    """An entry from its text (see the module's docstring).

    :raises BadSchedule: with the reason.
    """
    parts = text.strip().split(":")
    if len(parts) != 6:
        raise BadSchedule(f"{text!r}: expected format:preset:target:clock:every:length")
    fmt, preset, target, clock, every, length = parts
    if fmt not in records.FORMATS:
        raise BadSchedule(f"{text!r}: the format is arena or swiss")
    if preset == POPULAR:
        preset, target = POPULAR, str(FALLBACK[1])
    elif preset not in PRESETS:
        raise BadSchedule(f"{text!r}: unknown preset {preset!r} (or popular)")
    if clock != "none" and clock not in records.CLOCKS:
        raise BadSchedule(f"{text!r}: the clock is none or one of {', '.join(records.CLOCKS)}")
    try:
        numbers = int(target), int(every), int(length)
    except ValueError:
        raise BadSchedule(f"{text!r}: target, every and length are whole numbers") from None
    entry = Entry(text, fmt, preset, *numbers[:1], None if clock == "none" else clock, *numbers[1:])
    if entry.every < 5:
        raise BadSchedule(f"{text!r}: at most one tournament every 5 minutes")
    try:
        records.check_spec(spec_of(entry, datetime.now(UTC), FALLBACK))
    except records.TournamentError as exc:
        raise BadSchedule(f"{text!r}: {exc.message}") from None
    return entry


def popular_kind(conn: Connection) -> tuple[str, int]:
    """The preset and target played most (:data:`FALLBACK` before any rated game, or
    when the busiest pool is no preset's)."""
    pool = busiest_pool(conn)
    preset, _, target = (pool or "").rpartition("-")
    if preset in PRESETS and target.isdigit():
        try:
            records.rules_of(preset, int(target))
        except ValueError:
            return FALLBACK
        return preset, int(target)
    return FALLBACK


def spec_of(entry: Entry, starts: datetime, kind: tuple[str, int] | None = None) -> records.Spec:
    """The tournament of one slot (``kind``: the preset and target of a ``popular``
    entry)."""
    arena = entry.format == "arena"
    preset, target = kind if entry.preset == POPULAR and kind else (entry.preset, entry.target)
    return records.Spec(
        name=entry.name(preset, target),
        format=entry.format,
        preset=preset,
        target=target,
        clock=entry.clock,
        starts=starts,
        minutes=entry.length if arena else None,
        rounds=None if arena else entry.length,
        rated=True,
        private=False,
    )


def next_slot(entry: Entry, now: datetime) -> datetime:
    """The first start of ``entry`` after ``now``."""
    midnight = now.astimezone(UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    minutes = int((now - midnight).total_seconds() // 60) // entry.every * entry.every
    slot = midnight + timedelta(minutes=minutes)
    while slot <= now:
        slot += timedelta(minutes=entry.every)
    return slot


def key_of(entry: Entry, slot: datetime) -> str:
    """The slot's unique key in storage (64 characters at most)."""
    digest = hashlib.blake2b(entry.text.encode(), digest_size=8).hexdigest()
    return f"{digest}@{slot.astimezone(UTC).strftime('%Y%m%dT%H%M')}"


class Schedule:
    """The configured entries; :meth:`__call__` creates what is due."""

    def __init__(self, texts: tuple[str, ...]) -> None:
        self.entries = tuple(parse(text) for text in texts)

    def __call__(self, conn: Connection, now: datetime) -> int:
        """Create each entry's next tournament when it starts within :data:`LEAD` and
        is not there yet; returns how many were made."""
        made = 0
        for entry in self.entries:
            slot = next_slot(entry, now)
            if slot - now > LEAD:
                continue
            key = key_of(entry, slot)
            exists = conn.execute(
                select(tournaments.c.id).where(tournaments.c.schedule_key == key)
            ).first()
            if exists is None:
                kind = popular_kind(conn) if entry.preset == POPULAR else None
                records.create(
                    conn,
                    records.check_spec(spec_of(entry, slot, kind)),
                    organiser=None,
                    now=now,
                    schedule_key=key,
                )
                made += 1
        return made
