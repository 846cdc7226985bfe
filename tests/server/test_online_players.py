"""Anonymous players: names with unique tags, secrets, transfer codes, blocks."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from datetime import timedelta

import pytest
from sqlalchemy import Engine, func, select

from ginrummy.server.online import players as P
from ginrummy.server.online.tables import player_devices, transfer_codes
from tests.helpers.online import T0, migrated, new_players


@pytest.fixture
def engine(fresh_database: str) -> Iterator[Engine]:
    with migrated(fresh_database) as engine:
        yield engine


def test_names_get_a_unique_tag(engine: Engine) -> None:
    with engine.begin() as conn:
        made = [P.create_player(conn, "  Ann  ") for _ in range(30)]
    names = [name for _, _, name in made]
    assert len(set(names)) == 30
    assert all(re.fullmatch(r"Ann#\d{4}", name) for name in names)
    assert len({pid for pid, _, _ in made}) == 30
    assert len({secret for _, secret, _ in made}) == 30


def test_a_taken_tag_is_drawn_again_and_the_transaction_goes_on(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    tags = iter(["0042", "0042", "0042", "0007"])
    monkeypatch.setattr(P, "_tag", lambda: next(tags))
    with engine.begin() as conn:
        first = P.create_player(conn, "Bo")
        second = P.create_player(conn, "Bo")  # 0042 taken twice, then 0007
        assert (first[2], second[2]) == ("Bo#0042", "Bo#0007")
        monkeypatch.setattr(P, "_tag", lambda: "0042")
        with pytest.raises(P.BadName, match="taken"):
            P.create_player(conn, "Bo")
        assert P.get_player(conn, second[0]) is not None  # nothing was lost
    with engine.connect() as conn:
        assert P.get_player(conn, first[0]) is not None


@pytest.mark.parametrize(
    "name",
    [
        "",
        "   ",
        "x" * 25,
        "Ann\nLee",
        "Ann\tLee",
        "Ann\x00",
        "Ann#1234",
        "\u202eevil",
        "An\u200bn",
        "\ue000",
    ],
)
def test_bad_names_are_refused(name: str) -> None:
    with pytest.raises(P.BadName):
        P.clean_name(name)


def test_names_are_tidied() -> None:
    assert P.clean_name("  Ann \u3000  Lee ") == "Ann Lee"
    assert P.clean_name("x" * 24) == "x" * 24
    assert P.clean_name("Zoë") == "Zoë"
    assert P.clean_name("Zoe\u0308") == "Zo\u00eb"  # NFC
    assert P.base_name("Ann Lee#0042") == "Ann Lee"


def test_bad_name_leaves_no_player(engine: Engine) -> None:
    with engine.begin() as conn, pytest.raises(P.BadName):
        P.create_player(conn, "a\x07")


def test_authentication(engine: Engine) -> None:
    with engine.begin() as conn:
        pid, secret, name = P.create_player(conn, "Cy")
    with engine.connect() as conn:
        me = P.authenticate(conn, pid, secret)
        assert me is not None and me.player_id == pid and me.name == name
        assert me.created.tzinfo is not None
        assert P.authenticate(conn, pid, secret + "x") is None
        assert P.authenticate(conn, pid, "") is None
        assert P.authenticate(conn, "nobody", secret) is None
        assert P.authenticate(conn, "x" * 500, secret) is None
        assert P.authenticate(conn, pid, "x" * 5000) is None


def test_rename_keeps_the_tag_when_it_can(engine: Engine) -> None:
    with engine.begin() as conn:
        pid, _, name = P.create_player(conn, "Di")
        tag = name.split("#")[1]
        assert P.rename(conn, pid, "Dee") == f"Dee#{tag}"
        other, _, _ = P.create_player(conn, "Ed")
        renamed = P.rename(conn, other, "Dee")
        if renamed == f"Dee#{tag}":
            pytest.fail("two players got one name")
        assert re.fullmatch(r"Dee#\d{4}", renamed)
        with pytest.raises(P.BadName):
            P.rename(conn, pid, "")
        with pytest.raises(P.UnknownPlayer):
            P.rename(conn, "nobody", "Fay")


def test_a_transfer_code_carries_the_identity_once(engine: Engine) -> None:
    with engine.begin() as conn:
        pid, old_secret, _ = P.create_player(conn, "Gil")
        code = P.make_transfer_code(conn, pid)
    assert len(code) == 8 and set(code) <= set(P.TRANSFER_ALPHABET)
    typed = f"{code[:4].lower()}-{code[4:].lower()} "
    with engine.begin() as conn:
        redeemed = P.redeem_transfer_code(conn, typed)
    assert redeemed is not None
    assert redeemed[0] == pid and redeemed[1] != old_secret
    with engine.begin() as conn:
        assert P.redeem_transfer_code(conn, code) is None  # once only
        assert P.authenticate(conn, pid, redeemed[1]) is not None  # the new device
        assert P.authenticate(conn, pid, old_secret) is not None  # the old one too
        assert conn.execute(select(func.count()).select_from(transfer_codes)).scalar_one() == 0


def test_a_transfer_code_expires_and_a_new_one_replaces_the_last(engine: Engine) -> None:
    with engine.begin() as conn:
        pid, _, _ = P.create_player(conn, "Hal")
        first = P.make_transfer_code(conn, pid, now=T0)
        second = P.make_transfer_code(conn, pid, 60, now=T0)
        assert P.redeem_transfer_code(conn, first, now=T0) is None  # replaced
        assert P.redeem_transfer_code(conn, second, now=T0 + timedelta(seconds=61)) is None
        third = P.make_transfer_code(conn, pid, 60, now=T0)
        assert P.redeem_transfer_code(conn, third, now=T0 + timedelta(seconds=59)) is not None
        assert P.redeem_transfer_code(conn, "not a code") is None
        assert P.redeem_transfer_code(conn, "00000000") is None  # not in the alphabet
        with pytest.raises(P.UnknownPlayer):
            P.make_transfer_code(conn, "nobody")


def test_one_code_redeemed_at_once_from_two_devices_gives_one_identity(engine: Engine) -> None:
    with engine.begin() as conn:
        pid, _, _ = P.create_player(conn, "Ivy")
        code = P.make_transfer_code(conn, pid)
    results: list[tuple[str, str] | None] = []
    barrier = threading.Barrier(4)

    def redeem() -> None:
        barrier.wait()
        with engine.begin() as conn:
            results.append(P.redeem_transfer_code(conn, code))

    threads = [threading.Thread(target=redeem) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sum(r is not None for r in results) == 1
    with engine.connect() as conn:
        # the first device and the one the code was redeemed on
        assert conn.execute(select(func.count()).select_from(player_devices)).scalar_one() == 2


def test_blocks(engine: Engine) -> None:
    a, b, c = new_players(engine, "Jo", "Kim", "Lu")
    with engine.begin() as conn:
        P.block(conn, a, b)
        P.block(conn, a, b)  # twice is once
        P.block(conn, a, c)
        assert P.blocked(conn, a) == {b, c}
        assert P.blocked(conn, b) == frozenset()
        assert P.unblock(conn, a, c) is True
        assert P.unblock(conn, a, c) is False
        assert P.blocked(conn, a) == {b}
        with pytest.raises(ValueError):
            P.block(conn, a, a)
        with pytest.raises(P.UnknownPlayer):
            P.block(conn, a, "nobody")
