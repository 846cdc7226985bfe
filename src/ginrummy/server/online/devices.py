"""The devices signed in as a player: each has its own secret, so each can be signed out.

A player's identity lives on every device it was made on or carried to (a one-time
code, :func:`ginrummy.server.online.players.redeem_transfer_code`). A lost phone or a
shared computer must be able to lose it without the others: so each device is a row of
``player_devices`` with the hash of its own secret, a public id (the handle the API
names it by; knowing it grants nothing), a label guessed from the program that signed
it in, and when it was last seen. Signing a device out marks the row rather than
deleting it, so that its secret is answered "signed out" (the device can then say so
and start afresh) rather than "unknown".

The last device still signed in cannot be signed out: nothing could ever sign in as the
player again, and the games, ratings and name would be lost to everyone.

Every function takes a :class:`~sqlalchemy.engine.Connection` and works in the caller's
transaction; the caller commits.
"""

from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, insert, select, update
from sqlalchemy.engine import Connection

from ..storage.store import hash_token
from .tables import (
    DEVICE_ID_LENGTH,
    DEVICE_LABEL_LENGTH,
    PLAYER_ID_LENGTH,
    player_devices,
    players,
    utc,
)

SECRET_MAX = 128
"""The longest secret looked up (ours are 32 characters)."""


class SignedOut(PermissionError):
    """The secret is of a device that was signed out (answered 401 ``player/signed_out``)."""


class UnknownDevice(LookupError):
    """The player has no such device (answered 404 ``player/no_device``: another player's
    device is not told apart from one that never existed)."""


class LastDevice(ValueError):
    """Signing out the player's only device still signed in (409 ``player/last_device``)."""


@dataclass(frozen=True, slots=True)
class Device:
    """A device signed in as a player, as the player's devices list shows it."""

    device_id: str
    label: str
    created: datetime
    last_seen: datetime


@dataclass(frozen=True, slots=True)
class SignIn:
    """Who a request's ``X-Player`` is: the player and the device it came from."""

    player_id: str
    device_id: str


_BROWSERS = (("Edg/", "Edge"), ("OPR/", "Opera"), ("Firefox/", "Firefox"), ("Chrome/", "Chrome"))
_SYSTEMS = (
    ("Android", "Android"),
    ("iPhone", "iPhone"),
    ("iPad", "iPad"),
    ("Windows", "Windows"),
    ("Mac OS X", "macOS"),
    ("CrOS", "ChromeOS"),
    ("Linux", "Linux"),
)


def device_label(user_agent: str | None) -> str:
    """A short label for the program that signed a device in, from its ``User-Agent``:
    ``"Firefox on Linux"``, ``"Terminal"`` (the ``ginrummy`` command), ``"Other
    program"``. Only for the player to tell their devices apart: it proves nothing.

    >>> device_label("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0")
    'Chrome on Linux'
    >>> device_label("Python-urllib/3.11")
    'Terminal'
    """
    agent = (user_agent or "")[:512]
    if agent.startswith(("Python-urllib", "ginrummy")):
        return "Terminal"
    if not agent.startswith("Mozilla/"):
        return "Other program"
    browser = next((name for key, name in _BROWSERS if key in agent), None)
    if browser is None:
        browser = "Safari" if "Safari/" in agent else "Browser"
    system = next((name for key, name in _SYSTEMS if key in agent), None)
    label = browser if system is None else f"{browser} on {system}"
    return label[:DEVICE_LABEL_LENGTH]


def add_device(
    conn: Connection, player_id: str, label: str, *, now: datetime | None = None
) -> tuple[str, str]:
    """A new device signed in as ``player_id``: returns ``(device_id, secret)``; only the
    secret's hash is stored."""
    moment = utc(now)
    device_id = secrets.token_urlsafe(9)
    secret = secrets.token_urlsafe(24)
    conn.execute(
        insert(player_devices).values(
            secret_hash=hash_token(secret),
            player_id=player_id,
            created=moment,
            id=device_id,
            label=label[:DEVICE_LABEL_LENGTH],
            last_seen=moment,
            signed_out=None,
        )
    )
    return device_id, secret


def sign_in(conn: Connection, player_id: str, secret: str) -> SignIn | None:
    """The device whose secret this is, when it is one of ``player_id``'s; ``None``
    otherwise. The secret's hash is looked up (an index on a SHA-256 tells an attacker
    nothing about the secret), the player's id compared in constant time.

    :raises SignedOut: the device was signed out.
    """
    if not player_id or not secret or len(player_id) > PLAYER_ID_LENGTH:
        return None
    if len(secret) > SECRET_MAX:
        return None
    row = conn.execute(
        select(player_devices.c.player_id, player_devices.c.id, player_devices.c.signed_out).where(
            player_devices.c.secret_hash == hash_token(secret)
        )
    ).first()
    if row is None or not hmac.compare_digest(row.player_id, player_id):
        return None
    if row.signed_out is not None:
        raise SignedOut(row.id)
    return SignIn(player_id=row.player_id, device_id=row.id)


def touch_device(conn: Connection, device_id: str, *, now: datetime | None = None) -> None:
    """Note that the device was seen now."""
    conn.execute(
        update(player_devices).where(player_devices.c.id == device_id).values(last_seen=utc(now))
    )


def devices(conn: Connection, player_id: str) -> list[Device]:
    """The player's devices still signed in, the most recently seen first."""
    rows = conn.execute(
        select(player_devices)
        .where(player_devices.c.player_id == player_id, player_devices.c.signed_out.is_(None))
        .order_by(player_devices.c.last_seen.desc(), player_devices.c.id)
    )
    return [
        Device(
            device_id=row.id,
            label=row.label,
            created=utc(row.created),
            last_seen=utc(row.last_seen),
        )
        for row in rows
    ]


def _signed_in(conn: Connection, player_id: str) -> int:
    """How many of the player's devices are signed in, the player's row locked first
    (PostgreSQL), so two devices signing each other out at once cannot leave none."""
    conn.execute(select(players.c.id).where(players.c.id == player_id).with_for_update())
    counted = conn.execute(
        select(func.count())
        .select_from(player_devices)
        .where(player_devices.c.player_id == player_id, player_devices.c.signed_out.is_(None))
    ).scalar_one()
    return int(counted)


def sign_out(
    conn: Connection, player_id: str, device_id: str, *, now: datetime | None = None
) -> None:
    """Sign out one of the player's devices (this one or another): its secret stops
    working at once, on every process, since every request checks it in storage.

    :raises UnknownDevice: the player has no such device signed in.
    :raises LastDevice: it is the player's only device still signed in.
    """
    if len(device_id) > DEVICE_ID_LENGTH:
        raise UnknownDevice(device_id)
    if _signed_in(conn, player_id) <= 1:
        mine = conn.execute(
            select(player_devices.c.id).where(
                player_devices.c.player_id == player_id,
                player_devices.c.id == device_id,
                player_devices.c.signed_out.is_(None),
            )
        ).first()
        if mine is None:
            raise UnknownDevice(device_id)
        raise LastDevice(device_id)
    done = conn.execute(
        update(player_devices)
        .where(
            player_devices.c.player_id == player_id,
            player_devices.c.id == device_id,
            player_devices.c.signed_out.is_(None),
        )
        .values(signed_out=utc(now))
    )
    if not done.rowcount:
        raise UnknownDevice(device_id)


def sign_out_others(
    conn: Connection, player_id: str, keep: str, *, now: datetime | None = None
) -> list[str]:
    """Sign out every device of the player but ``keep`` (the one asking); returns the
    ids of those signed out (none when there were no others)."""
    _signed_in(conn, player_id)  # the lock: ``keep`` may be being signed out meanwhile
    others = list(
        conn.execute(
            select(player_devices.c.id).where(
                player_devices.c.player_id == player_id,
                player_devices.c.id != keep,
                player_devices.c.signed_out.is_(None),
            )
        ).scalars()
    )
    if others:
        conn.execute(
            update(player_devices)
            .where(player_devices.c.id.in_(others), player_devices.c.signed_out.is_(None))
            .values(signed_out=utc(now))
        )
    return others
