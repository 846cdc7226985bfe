"""Anonymous identities for playing people online: no account, no e-mail, no password.

A browser that wants to be somebody online gets a player: a public id, a random secret
(only its SHA-256 hash is stored, as for seat tokens, so a leaked database signs in
nobody) and a display name with a four-digit tag (``Ann#4821``). The tag is why names
need not be rare: two people may both be "Ann", the tag tells them apart, and it is
drawn at random until the whole name is free (a unique key on the name settles races).

Moving to another device: the signed-in device asks for a one-time transfer code (short
and typeable: 8 characters from an alphabet without look-alikes, valid 10 minutes,
stored hashed) and the other device redeems it for a secret of its own. **The old device
keeps working**: a player who plays on a phone and a laptop should not have to move the
identity back and forth. Every device's secret, the first one's too, is a row of its own
(``player_devices``), so one device can be signed out without the others
(:mod:`.devices`). The code is deleted as it is redeemed, in one statement, so two
devices racing with one code get one identity between them, never two.

Every function takes a :class:`~sqlalchemy.engine.Connection` and works in the caller's
transaction; the caller commits.
"""

from __future__ import annotations

import secrets
import unicodedata
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import delete, insert, select, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from ...i18n import SUPPORTED
from ..storage.store import hash_token
from . import devices
from .clean_text import RefusedText, check_shown_text
from .tables import (
    PLAYER_ID_LENGTH,
    blocks,
    insert_ignore,
    players,
    retryable,
    transfer_codes,
    utc,
)

NAME_MAX = 24
"""The longest name a person may choose (code points, after normalization), tag apart."""

TAG_DIGITS = 4
TAG_TRIES = 40
"""How many tags to draw for one name before giving up (10,000 exist for each name)."""

TRANSFER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
"""Letters and digits that cannot be misread for one another (no 0/O, no 1/I/L)."""
TRANSFER_LENGTH = 8
"""31⁸ ≈ 8.5·10¹¹ codes: guessing one live for 10 minutes is hopeless at any rate a
server's request limits allow."""
TRANSFER_TTL_SECONDS = 600


class BadName(ValueError):
    """A display name that cannot be used (empty, too long, control characters, '#'),
    or one whose every tag is taken; the message says which, for people."""


class BadLanguage(ValueError):
    """A language the game does not speak (not in :data:`ginrummy.i18n.SUPPORTED`)."""


class UnknownPlayer(LookupError):
    """No player has this id."""


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """A player as stored (the secrets' hashes stay in the database)."""

    player_id: str
    name: str
    """The display name with its tag: ``Ann#4821``."""
    created: datetime
    last_seen: datetime
    language: str | None = None
    """The language chosen in a page's language menu (a tag of
    :data:`ginrummy.i18n.SUPPORTED`), or ``None`` while none was chosen."""


def clean_name(name: str) -> str:
    """The name a person typed, as it will be shown (before its tag): Unicode NFC, spaces
    at either end dropped and each run of spaces made one.

    :raises BadName: empty, longer than :data:`NAME_MAX`, holding '#' (it separates the
        tag) or what no shown text may hold (:mod:`.clean_text`, the rule chat follows
        too: control, invisible or direction characters, a stack of combining marks).
    """
    if not isinstance(name, str):
        raise BadName("a name is text")
    normalized = unicodedata.normalize("NFC", name)
    try:
        check_shown_text(normalized, what="a name")
    except RefusedText as exc:
        raise BadName(str(exc)) from None
    cleaned = " ".join(normalized.split())
    if not cleaned:
        raise BadName("a name needs at least one character")
    if len(cleaned) > NAME_MAX:
        raise BadName(f"a name has at most {NAME_MAX} characters")
    if "#" in cleaned:
        raise BadName("a name cannot hold '#' (the tag follows it)")
    return cleaned


def base_name(display_name: str) -> str:
    """``Ann#4821`` → ``Ann``."""
    return display_name.rpartition("#")[0] or display_name


def _tag() -> str:
    return f"{secrets.randbelow(10**TAG_DIGITS):0{TAG_DIGITS}d}"


def _row(row: Any) -> PlayerRow:
    return PlayerRow(
        player_id=row.id,
        name=row.name,
        created=utc(row.created),
        last_seen=utc(row.last_seen),
        language=row.language,
    )


def create_player(
    conn: Connection, name: str, *, now: datetime | None = None, label: str = "First device"
) -> tuple[str, str, str]:
    """A new anonymous player called ``name`` plus a free tag, signed in on one device
    (called ``label`` in the player's devices list).

    Returns ``(player_id, secret, display_name)``: the id is public, the secret is shown
    to this device only (it is not stored, only its hash).

    :raises BadName: the name is unusable (see :func:`clean_name`), or too many of its
        tags are taken.
    """
    base = clean_name(name)
    moment = utc(now)
    player_id = secrets.token_urlsafe(9)
    for _ in range(TAG_TRIES):
        display = f"{base}#{_tag()}"
        try:
            with retryable(conn):
                conn.execute(
                    insert(players).values(
                        id=player_id, name=display, created=moment, last_seen=moment
                    )
                )
        except IntegrityError:
            continue  # that tag is taken (or was, a moment ago, by another process)
        _, secret = devices.add_device(conn, player_id, label, now=moment)
        return player_id, secret, display
    raise BadName("that name is taken too often: choose another")


def get_player(conn: Connection, player_id: str) -> PlayerRow | None:
    """The player, or ``None``."""
    if len(player_id) > PLAYER_ID_LENGTH:
        return None
    row = conn.execute(select(players).where(players.c.id == player_id)).first()
    return None if row is None else _row(row)


def authenticate(conn: Connection, player_id: str, secret: str) -> PlayerRow | None:
    """The player whose id and secret (of any of its devices signed in) these are, or
    ``None``. Nothing is written: see :func:`touch` for ``last_seen``.

    :raises devices.SignedOut: the secret is of a device that was signed out.
    """
    found = signed_in_player(conn, player_id, secret)
    return None if found is None else found[0]


def signed_in_player(conn: Connection, player_id: str, secret: str) -> tuple[PlayerRow, str] | None:
    """The player whose id and secret these are, with the id of the device the secret
    is of (the API's requests name their device), or ``None``; as :func:`authenticate`.

    :raises devices.SignedOut: the secret is of a device that was signed out.
    """
    signed_in = devices.sign_in(conn, player_id, secret)
    found = None if signed_in is None else get_player(conn, signed_in.player_id)
    return None if signed_in is None or found is None else (found, signed_in.device_id)


def touch(conn: Connection, player_id: str, *, now: datetime | None = None) -> None:
    """Note that the player was seen now."""
    conn.execute(update(players).where(players.c.id == player_id).values(last_seen=utc(now)))


def rename(conn: Connection, player_id: str, name: str) -> str:
    """Give the player a new name; returns the new display name. The tag stays when the
    new name with it is free, else a free one is drawn.

    :raises BadName: the name is unusable, or too many of its tags are taken.
    :raises UnknownPlayer: no such player.
    """
    base = clean_name(name)
    current = get_player(conn, player_id)
    if current is None:
        raise UnknownPlayer(player_id)
    old_tag = current.name.rpartition("#")[2]
    for attempt in range(TAG_TRIES):
        display = f"{base}#{old_tag if attempt == 0 else _tag()}"
        if display == current.name:
            return display
        try:
            with retryable(conn):
                conn.execute(update(players).where(players.c.id == player_id).values(name=display))
        except IntegrityError:
            continue
        return display
    raise BadName("that name is taken too often: choose another")


def set_language(conn: Connection, player_id: str, language: str | None) -> str | None:
    """Keep ``language`` (a tag of :data:`ginrummy.i18n.SUPPORTED`) as the player's, or
    forget it (``None``); returns what is kept.

    :raises BadLanguage: not one of the languages spoken.
    :raises UnknownPlayer: no such player.
    """
    if language is not None and language not in SUPPORTED:
        raise BadLanguage(language)
    done = conn.execute(update(players).where(players.c.id == player_id).values(language=language))
    if done.rowcount != 1:
        raise UnknownPlayer(player_id)
    return language


def normalize_transfer_code(code: str) -> str | None:
    """A code as typed (any case, spaces or dashes between groups) in its one form, or
    ``None`` when it cannot be a code at all."""
    cleaned = "".join(ch for ch in code.upper() if ch not in " -\t")
    if len(cleaned) != TRANSFER_LENGTH or any(ch not in TRANSFER_ALPHABET for ch in cleaned):
        return None
    return cleaned


def make_transfer_code(
    conn: Connection,
    player_id: str,
    ttl_seconds: int = TRANSFER_TTL_SECONDS,
    *,
    now: datetime | None = None,
) -> str:
    """A one-time code that carries this player to another device within
    ``ttl_seconds``. A player has one live code at a time: a new one replaces the last.
    Expired codes of everybody are cleared on the way.

    :raises UnknownPlayer: no such player.
    """
    moment = utc(now)
    if get_player(conn, player_id) is None:
        raise UnknownPlayer(player_id)
    conn.execute(
        delete(transfer_codes).where(
            (transfer_codes.c.player_id == player_id) | (transfer_codes.c.expires < moment)
        )
    )
    while True:
        code = "".join(secrets.choice(TRANSFER_ALPHABET) for _ in range(TRANSFER_LENGTH))
        try:
            with retryable(conn):
                conn.execute(
                    insert(transfer_codes).values(
                        code_hash=hash_token(code),
                        player_id=player_id,
                        expires=moment + timedelta(seconds=ttl_seconds),
                    )
                )
        except IntegrityError:  # pragma: no cover - one chance in 10¹¹
            continue
        return code


def redeem_transfer_code(
    conn: Connection, code: str, *, now: datetime | None = None, label: str = "Another device"
) -> tuple[str, str] | None:
    """Use a transfer code: returns ``(player_id, secret)`` with a new secret for this
    device (the devices already signed in keep theirs), or ``None`` when the code is
    unknown, used or expired. The code is gone either way."""
    cleaned = normalize_transfer_code(code)
    if cleaned is None:
        return None
    moment = utc(now)
    row = conn.execute(
        delete(transfer_codes)
        .where(transfer_codes.c.code_hash == hash_token(cleaned))
        .returning(transfer_codes.c.player_id, transfer_codes.c.expires)
    ).first()
    if row is None or utc(row.expires) <= moment:
        return None
    _, secret = devices.add_device(conn, row.player_id, label, now=moment)
    return row.player_id, secret


def block(
    conn: Connection, player_id: str, blocked_id: str, *, now: datetime | None = None
) -> None:
    """``player_id`` never meets ``blocked_id`` again in quick pairing (either way round).
    Blocking twice is blocking once.

    :raises ValueError: a player blocking itself.
    :raises UnknownPlayer: either player does not exist.
    """
    if player_id == blocked_id:
        raise ValueError("a player cannot block itself")
    for someone in (player_id, blocked_id):
        if get_player(conn, someone) is None:
            raise UnknownPlayer(someone)
    insert_ignore(
        conn, blocks, {"player_id": player_id, "blocked_id": blocked_id, "created": utc(now)}
    )


def unblock(conn: Connection, player_id: str, blocked_id: str) -> bool:
    """Lift a block; False when there was none."""
    done = conn.execute(
        delete(blocks).where(blocks.c.player_id == player_id, blocks.c.blocked_id == blocked_id)
    )
    return bool(done.rowcount)


def blocked(conn: Connection, player_id: str) -> frozenset[str]:
    """The players this player blocked."""
    return frozenset(
        conn.execute(select(blocks.c.blocked_id).where(blocks.c.player_id == player_id)).scalars()
    )
