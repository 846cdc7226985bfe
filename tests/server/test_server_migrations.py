"""The database's schema comes from Alembic migrations, and a database written by an
earlier release opens, upgrades in place and plays on."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, func, select, text

from ginrummy.server import Store, create_app
from ginrummy.server.storage.migrations import current_revision, upgrade
from ginrummy.server.storage.store import actions, metadata
from tests.helpers.server import (
    my_move,
    play_moves,
    recv,
    settings_for,
    ws_url,
)

DATA = Path(__file__).parent / "data"
RELEASE = json.loads((DATA / "release_0_1_0.json").read_text())


def test_the_migrations_build_exactly_the_schema_the_code_uses(fresh_database: str) -> None:
    store = Store(fresh_database)
    try:
        assert current_revision(store.engine) == "0015"
        with store.engine.connect() as conn:
            assert compare_metadata(MigrationContext.configure(conn), metadata) == []
        upgrade(store.engine)  # a second start finds the work done
        assert current_revision(store.engine) == "0015"
    finally:
        store.close()


def test_a_database_of_the_first_release_opens_and_plays_on(tmp_path: Path) -> None:
    """``release_0_1_0.sqlite3`` was written by 0.1.0's server (no version table, the
    room's state_id only on its action rows): it upgrades in place, every room rebuilds
    exactly where it was, and play goes on."""
    db = tmp_path / "old.sqlite3"
    shutil.copy(DATA / "release_0_1_0.sqlite3", db)
    url = f"sqlite:///{db}"
    assert current_revision(create_engine(url)) is None
    game = RELEASE["computer_room"]
    friends = RELEASE["friend_room"]
    with TestClient(create_app(settings_for(url))) as client:
        assert current_revision(client.app.state.store.engine) == "0015"  # type: ignore[attr-defined]
        with client.websocket_connect(ws_url(game["room_id"], game["token"])) as ws:
            state = recv(ws)
            assert state["state_id"] == game["state_id"]
            assert state["view"]["hand_number"] == game["hand_number"]
            after = play_moves(ws, my_move(ws) if not state["view"]["your_turn"] else state, 4)
            assert after["state_id"] > game["state_id"]
        for seat, token in enumerate(friends["tokens"]):
            with client.websocket_connect(ws_url(friends["room_id"], token)) as ws:
                view = recv(ws)["view"]
                assert view["seat"] == seat and view["names"] == ["Cy", "Di"]
    with create_engine(url).connect() as conn:
        stored = conn.execute(
            text("SELECT state_id FROM rooms WHERE id = :id"), {"id": game["room_id"]}
        ).scalar_one()
        assert stored == after["state_id"]


def test_an_old_schema_with_duplicate_moves_is_repaired(fresh_database: str) -> None:
    """Two processes of the first release could store two moves at one place of a hand;
    the upgrade keeps the first (the later one was never part of a rebuildable game),
    adds the unique key, and brings the room's version up to its last move."""
    engine = create_engine(fresh_database)
    upgrade(engine, "0001")
    with engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO rooms (id, mode, level, rules, created, state_id, game_number,"
                " status) VALUES ('r1', 'friend', NULL, '{}', CURRENT_TIMESTAMP, 0, 1,"
                " 'playing')"
            )
        )
        for seq, (action, state_id) in enumerate([("pass", 1), ("take", 2), ("pass", 2)]):
            conn.execute(
                text(
                    "INSERT INTO actions (room_id, game_number, hand_number, seq, seat,"
                    " action, state_id, created) VALUES ('r1', 1, 1, :seq, 0, :action,"
                    " :state_id, CURRENT_TIMESTAMP)"
                ),
                {"seq": min(seq, 1), "action": action, "state_id": state_id},
            )
    engine.dispose()
    store = Store(fresh_database)
    try:
        with store.engine.connect() as conn:
            kept = conn.execute(select(actions.c.seq, actions.c.action).order_by(actions.c.id))
            assert [tuple(r) for r in kept] == [(0, "pass"), (1, "take")]
            version = conn.execute(text("SELECT state_id, ready FROM rooms")).one()
            assert tuple(version) == (2, 0)
            count = conn.execute(select(func.count()).select_from(actions)).scalar_one()
            assert count == 2
    finally:
        store.close()


def test_devices_signed_in_before_0008_stay_signed_in_after_it_and_back(
    fresh_database: str,
) -> None:
    """0008 moves the first device's secret out of ``players`` into a device row of its
    own: both devices of a player signed in at 0007 are let in after the upgrade, with
    ids and labels; after a downgrade a signed-out device stays out and the other one in."""
    from alembic import command

    from ginrummy.server.online import devices
    from ginrummy.server.storage.migrations import alembic_config
    from ginrummy.server.storage.store import hash_token

    engine = create_engine(fresh_database)
    upgrade(engine, "0007")
    with engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO players (id, secret_hash, name, created, last_seen) VALUES"
                " ('p1', :first, 'Ann#0001', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)"
            ),
            {"first": hash_token("first-secret")},
        )
        conn.execute(
            text(
                "INSERT INTO player_devices (secret_hash, player_id, created) VALUES"
                " (:second, 'p1', CURRENT_TIMESTAMP)"
            ),
            {"second": hash_token("second-secret")},
        )
    upgrade(engine)
    with engine.begin() as conn:
        first = devices.sign_in(conn, "p1", "first-secret")
        second = devices.sign_in(conn, "p1", "second-secret")
        assert first is not None and second is not None
        labels = {d.device_id: d.label for d in devices.devices(conn, "p1")}
        assert labels == {first.device_id: "First device", second.device_id: "Another device"}
        devices.sign_out(conn, "p1", first.device_id)

    config = alembic_config()
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.downgrade(config, "0007")
    with engine.connect() as conn:
        kept = conn.execute(text("SELECT secret_hash FROM players WHERE id = 'p1'")).scalar_one()
        left = conn.execute(text("SELECT count(*) FROM player_devices")).scalar_one()
    assert kept == hash_token("second-secret") and left == 0
    upgrade(engine)  # and up again
    with engine.connect() as conn:
        assert devices.sign_in(conn, "p1", "second-secret") is not None
        assert devices.sign_in(conn, "p1", "first-secret") is None
    engine.dispose()


def test_0013_gives_players_a_language_and_takes_it_back(fresh_database: str) -> None:
    """0013 adds ``players.language``: a player of 0012 has none after the upgrade, can
    keep one, and the downgrade drops the column with the player left as it was."""
    from alembic import command

    from ginrummy.server.online import players as people
    from ginrummy.server.storage.migrations import alembic_config

    engine = create_engine(fresh_database)
    upgrade(engine, "0012")
    with engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO players (id, name, created, last_seen) VALUES"
                " ('p1', 'Ann#0001', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)"
            )
        )
    upgrade(engine)
    assert current_revision(engine) == "0015"
    with engine.begin() as conn:
        found = people.get_player(conn, "p1")
        assert found is not None and found.language is None
        people.set_language(conn, "p1", "pt-BR")
    with engine.connect() as conn:
        found = people.get_player(conn, "p1")
        assert found is not None and found.language == "pt-BR"

    config = alembic_config()
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.downgrade(config, "0012")
    with engine.connect() as conn:
        assert current_revision(engine) == "0012"
        row = conn.execute(text("SELECT * FROM players WHERE id = 'p1'")).mappings().one()
        assert "language" not in row and row["name"] == "Ann#0001"
    upgrade(engine)  # and up again: the choice made before the downgrade is gone
    with engine.connect() as conn:
        found = people.get_player(conn, "p1")
        assert found is not None and found.language is None
    engine.dispose()


def test_0014_adds_the_rooms_for_three_and_takes_them_back(fresh_database: str) -> None:
    """0014 adds ``three_rooms`` (issue 39); the downgrade drops it, nothing else."""
    from alembic import command
    from sqlalchemy import inspect

    from ginrummy.server.storage.migrations import alembic_config

    engine = create_engine(fresh_database)
    upgrade(engine)
    assert "three_rooms" in inspect(engine).get_table_names()
    config = alembic_config()
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.downgrade(config, "0013")
    assert current_revision(engine) == "0013"
    assert "three_rooms" not in inspect(engine).get_table_names()
    upgrade(engine)
    assert current_revision(engine) == "0015"
    engine.dispose()
