"""``ginrummy online``: the terminal client of the server, against a real server.

The server runs for real (uvicorn on 127.0.0.1, an SQLite file) and the client talks to
it over real HTTP and WebSockets; the test types the person's lines into the client's
input and reads what it prints, choosing each move from the view the client was sent.
"""

from __future__ import annotations

import os
import stat
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ginrummy.cli import build_parser
from ginrummy.commands import online as online_command
from ginrummy.core.actions import parse_action
from ginrummy.core.cards import Card
from ginrummy.netplay import text_table
from ginrummy.netplay.api import Api, Player, Seat, ServerError, normalise_server, room_of_invite
from ginrummy.netplay.connection import Incoming
from ginrummy.netplay.identity import Identities, IdentityError
from ginrummy.netplay.text_watch import TextWatch
from tests.helpers.browser import free_port, running_server
from tests.helpers.server import choose

pytest.importorskip("websockets")


# --------------------------------------------------------------------------- helpers
class Screen:
    """What a client printed, safe to read from the test's thread while it writes."""

    def __init__(self) -> None:
        self._parts: list[str] = []
        self._lock = threading.Lock()

    def write(self, text: str) -> int:
        with self._lock:
            self._parts.append(text)
        return len(text)

    def flush(self) -> None:
        pass

    def text(self) -> str:
        with self._lock:
            return "".join(self._parts)


class Client:
    """One ``ginrummy online`` run on a thread: its typed lines, its screen, its table."""

    def __init__(self, argv: list[str], tables: dict[Any, text_table.TextTable]) -> None:
        self.args = build_parser().parse_args(["online", *argv])
        read, write = os.pipe()
        self.keys = os.fdopen(write, "w", buffering=1)
        self._input = os.fdopen(read, "r")
        self.screen = Screen()
        self.status: int | BaseException | None = None
        self.tables = tables
        self.name = argv[argv.index("--name") + 1] if "--name" in argv else "Player"
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            self.status = online_command.cmd_online(
                self.args, input=self._input, output=self.screen, sleep=lambda s: time.sleep(s / 2)
            )
        except BaseException as exc:  # reported by finish()
            self.status = exc

    @property
    def table(self) -> text_table.TextTable:
        wait(lambda: self.screen in self.tables or self.status is not None, self)
        assert self.screen in self.tables, self.screen.text()
        return self.tables[self.screen]

    def type(self, line: str) -> None:
        self.keys.write(line + "\n")

    def sees(self, text: str, timeout: float = 15.0) -> None:
        wait(lambda: text in self.screen.text(), self, timeout)

    def finish(self, timeout: float = 15.0) -> int:
        self.keys.close()
        self.thread.join(timeout)
        assert not self.thread.is_alive(), self.screen.text()[-2000:]
        if isinstance(self.status, BaseException):
            raise self.status
        assert isinstance(self.status, int)
        return self.status


def wait(test: Callable[[], bool], client: Client, timeout: float = 15.0) -> None:
    deadline = time.monotonic() + timeout
    while not test():
        if time.monotonic() > deadline:
            others = "".join(
                f"\n\nanother client's screen ends:\n{screen.text()[-2000:]}"
                for screen in client.tables
                if screen is not client.screen
            )
            raise AssertionError(
                f"timed out; the screen ends:\n{client.screen.text()[-3000:]}{others}"
            )
        time.sleep(0.02)


@pytest.fixture
def tables(monkeypatch: pytest.MonkeyPatch) -> dict[Any, text_table.TextTable]:
    """Every table a client opens, by the client's screen (to choose moves from the
    view it was sent, as the person reads it from the screen)."""
    opened: dict[Any, text_table.TextTable] = {}

    class Recorded(text_table.TextTable):
        def run(self) -> int:
            opened[self.output] = self
            return super().run()

    monkeypatch.setattr(text_table, "TextTable", Recorded)
    return opened


def shows(client: Client, test: Callable[[dict[str, Any]], bool]) -> Callable[[], bool]:
    """Whether the client's table has a view, and ``test`` holds of it."""
    return lambda: client.table.view is not None and test(client.table.view)


PACE = 0.12
"""Seconds at least between two lines a client types in :func:`play_until`: a person's
pace, under the server's rate limit (10 messages a second). Typed as fast as the views
came, with the computer or the other client answering at once, a client sent some 25
a second and its chat after the game was refused as a flood."""


def play_until(clients: list[Client], done: Callable[[], bool], moves: int = 400) -> None:
    """Each client plays its turns (the move ``choose`` picks from its view, typed as a
    person would, at most one line each :data:`PACE`) and says 'next' between hands,
    until ``done()``."""
    typed: dict[str, int] = {}
    since: dict[str, float] = {}
    deadline = time.monotonic() + 120
    while not done():
        assert time.monotonic() < deadline, clients[0].screen.text()[-3000:]
        acted = False
        for client in clients:
            table = client.table
            view, state_id = table.view, table.state_id
            if view is None:
                continue
            quiet = time.monotonic() - since.get(client.name, 0.0)
            # A line that changed nothing for 3 s is typed again (see the closing note of
            # 2026-12-03: a 'next' seen lost once in five runs).
            if quiet < PACE or (typed.get(client.name) == state_id and quiet < 3):
                continue
            if view["game_over"] is None and view["your_turn"] and view["legal"]:
                client.type(choose(view))
            elif view["next"]["next_hand"] and view["seat"] in view["next"]["waiting_for"]:
                client.type("next")
            else:
                continue
            typed[client.name] = state_id
            since[client.name] = time.monotonic()
            acted = True
            moves -= 1
            assert moves > 0, "too many moves"
        if not acted:
            time.sleep(0.02)


# --------------------------------------------------------------------------- units
def test_the_terminal_offers_the_clocks_and_ranges_the_server_pairs_with() -> None:
    from ginrummy.server.online import pairing

    assert tuple(pairing.CLOCKS) == online_command.PAIRING_CLOCKS
    assert online_command.PAIRING_RANGES == pairing.RANGES
    args = build_parser().parse_args(["online", "--clock", "60/120", "--range", "200"])
    assert (args.clock, args.rating_range) == ("60/120", 200)
    with pytest.raises(SystemExit):
        build_parser().parse_args(["online", "--range", "150"])


def test_an_invite_link_or_a_room_id_names_the_room() -> None:
    assert room_of_invite("http://127.0.0.1:8000/join/Ab-3_x") == "Ab-3_x"
    assert room_of_invite("https://gin.example/join/Ab3x/") == "Ab3x"
    assert room_of_invite(" Ab3x ") == "Ab3x"
    for bad in ("http://gin.example/other/Ab3x", "", "a b", "http://x/join/"):
        with pytest.raises(ServerError) as caught:
            room_of_invite(bad)
        assert caught.value.code == "request/invalid"


def test_a_server_address_gets_a_scheme_and_loses_its_trailing_slash() -> None:
    assert normalise_server("127.0.0.1:8000") == "http://127.0.0.1:8000"
    assert normalise_server("https://gin.example/") == "https://gin.example"
    assert normalise_server("https://gin.example/games/") == "https://gin.example/games"
    assert (
        Api("https://gin.example/games").socket_url(Seat("R1", 0, "t/k"))
        == "wss://gin.example/games/ws/rooms/R1"  # the token goes in a header, not here
    )
    for bad in ("ftp://gin.example", "http://[::1", "http://host:port"):
        with pytest.raises(ServerError):
            normalise_server(bad)


def test_the_player_and_the_table_are_kept_per_server_for_the_user_alone(
    tmp_path: Path,
) -> None:
    kept = Identities(tmp_path / "data")
    assert kept.player("http://a") is None and kept.table("http://a") is None
    kept.keep_player("http://a", Player("p1", "s1", "Ann#1"))
    kept.keep_table("http://a", Seat("R1", 1, "tok"))
    kept.keep_player("http://b", Player("p2", "s2", "Bob#2"))
    again = Identities(tmp_path / "data")
    assert again.player("http://a") == Player("p1", "s1", "Ann#1")
    assert again.table("http://a") == Seat("R1", 1, "tok")
    assert again.player("http://b") == Player("p2", "s2", "Bob#2")
    assert again.table("http://b") is None
    again.keep_table("http://a", None)
    assert again.table("http://a") is None and again.player("http://a") is not None
    assert stat.S_IMODE(kept.path.stat().st_mode) == 0o600
    kept.path.write_text("{not json", encoding="utf-8")
    with pytest.raises(IdentityError):
        kept.player("http://a")


def test_a_server_that_is_not_there_is_a_clear_runtime_error(tmp_path: Path) -> None:
    args = build_parser().parse_args(
        ["online", "--server", f"127.0.0.1:{free_port()}", "--save-dir", str(tmp_path)]
    )
    with pytest.raises(online_command.CliRuntimeError, match="cannot reach"):
        online_command.cmd_online(args, output=Screen())


# --------------------------------------------------------------------------- end to end
@pytest.mark.slow  # a real server and whole games typed at a person's pace
def test_two_strangers_meet_play_chat_and_one_resigns_from_the_terminal(
    tmp_path: Path, tables: dict[Any, text_table.TextTable]
) -> None:
    with running_server(tmp_path / "db.sqlite3") as url:
        common = ["--server", url, "--rules", "standard", "--target", "100"]
        common += ["--clock", "15/30", "--range", "300"]  # the pairing options
        ann = Client([*common, "--name", "Ann", "--save-dir", str(tmp_path / "ann")], tables)
        ann.sees("Waiting for an opponent in standard-100 (1 waiting")
        bob = Client([*common, "--name", "Bob", "--save-dir", str(tmp_path / "bob")], tables)
        for client in (ann, bob):
            client.sees("Found an opponent.")
            client.sees("rated.")  # seated: "You (Ann#1234) play Bob#5678: game 1 to 100, rated."
        assert "Shuffling: the deal waits" in ann.screen.text()
        assert ann.table.view["clock"]["per_move"] == 15  # the clock asked for
        # Both sent their seeds: the first hand was dealt from them.
        assert all(s for s in ann.table.view["fair"]["hand"]["client_seeds"])
        play_until([ann, bob], shows(ann, lambda v: v["hand_number"] >= 2))
        for client in (ann, bob):
            client.sees("Scores: you ")  # the showdown's score line
        ann.type("say good game <b>so far</b>")
        bob.sees(": good game <b>so far</b>")
        bob.type("resign")
        bob.sees("Type 'resign' again to resign")
        bob.type("show")  # anything else puts the question away
        bob.type("resign")
        bob.sees("Type 'resign' again to resign")
        bob.type("resign")
        for client in (ann, bob):
            client.sees("resigned")
            client.sees("Type 'rematch' for another game")
        assert ann.table.view["game_over"]["winner"] == ann.table.view["seat"]
        bob.type("draw")
        bob.sees("No move to make now.")
        for client in (ann, bob):
            client.type("quit")
            assert client.finish() == 0
        # The game is over: nothing to resume; the player is kept for next time.
        kept = Identities(tmp_path / "ann")
        assert kept.table(url) is None and kept.player(url) is not None
        assert kept.player(url).name.startswith("Ann#")  # type: ignore[union-attr]
        profile = Api(url).me(kept.player(url))  # type: ignore[arg-type]
        # Both played from this machine's one address: fair play leaves the game unrated.
        assert profile["ratings"] == []
        assert [g["reason"] for g in profile["unrated"]] == ["shared-address"]


@pytest.mark.slow  # a real server and whole games typed at a person's pace
def test_a_friend_joins_by_the_link_and_a_closed_terminal_resumes_its_seat(
    tmp_path: Path, tables: dict[Any, text_table.TextTable]
) -> None:
    with running_server(tmp_path / "db.sqlite3") as url:
        ann_dir = str(tmp_path / "ann")
        ann = Client(["--server", url, "--name", "Ann", "--friend", "--save-dir", ann_dir], tables)
        ann.sees("Send your friend this link: ")
        link = ann.screen.text().split("this link: ")[1].split()[0]
        assert link.startswith(url + "/join/")
        ann.sees("Waiting for your opponent to sit down")
        bob = Client(
            ["--server", url, "--name", "Bob", "--join", link, "--save-dir", str(tmp_path / "b")],
            tables,
        )
        for client in (ann, bob):
            client.sees("Hand 1:")
        play_until([ann, bob], shows(ann, lambda v: len(v["events"]) >= 6))
        # Ann's terminal closes (the end of its input) in the middle of the hand.
        seen, left_at = ann.table.view, ann.table.state_id
        assert ann.finish() == 0
        assert "Your seat is kept: 'ginrummy online --resume'" in ann.screen.text()
        bob.sees("left the table.")
        del tables[ann.screen]
        again = Client(["--server", url, "--resume", "--save-dir", ann_dir], tables)
        wait(lambda: again.table.view is not None, again)
        back = again.table.view
        assert back["room_id"] == seen["room_id"] and back["seat"] == seen["seat"]
        assert (back["names"], back["hand_number"]) == (seen["names"], seen["hand_number"])
        assert again.table.state_id >= left_at
        again.sees("Hand 1:")
        bob.sees("is back.")
        play_until([again, bob], shows(again, lambda v: v["hand_number"] >= 2))
        for client in (again, bob):
            assert client.finish() == 0


@pytest.mark.slow  # a real server and whole games typed at a person's pace
def test_a_public_table_is_in_the_lobby_and_its_game_is_watched_from_the_terminal(
    tmp_path: Path, tables: dict[Any, text_table.TextTable]
) -> None:
    with running_server(tmp_path / "db.sqlite3") as url:
        ann = Client(
            ["--server", url, "--name", "Ann", "--friend", "--public", "--save-dir", str(tmp_path)],
            tables,
        )
        ann.sees("Your table is open in the lobby")
        wait(lambda: ann.table.view is not None, ann)
        room = ann.table.view["room_id"]
        lobby = Client(["--server", url, "--lobby"], tables)
        assert lobby.finish() == 0
        listed = lobby.screen.text()
        assert f"  {room}  standard to 100  Ann#" in listed
        assert "No games being played." in listed
        bob = Client(
            ["--server", url, "--name", "Bob", "--join", room, "--save-dir", str(tmp_path / "b")],
            tables,
        )
        for client in (ann, bob):
            client.sees("Hand 1:")
        carl = Client(["--server", url, "--watch", f"{url}/watch/{room}"], tables)
        carl.sees("Watching Ann#")
        carl.sees("Hand 1: ")
        play_until([ann, bob], shows(ann, lambda v: v["hand_number"] >= 2))
        carl.sees("Hand 2: ")
        watched = carl.screen.text()
        assert "Scores: Ann#" in watched  # the showdown's score line
        # Hand 2 has just been dealt: neither hand shows, only the upcard.
        carl.type("show")
        carl.sees("Stock: 31 cards")
        dealt = carl.screen.text().split("Hand 2: ")[1]
        for seat in (ann, bob):
            for code in seat.table.view["hand"]:
                assert Card.parse(code).pretty() not in dealt, (code, dealt)
        assert "Your hand" not in carl.screen.text()
        carl.type("draw")
        carl.sees("A watcher only watches")
        bob.type("resign")
        bob.type("resign")
        carl.sees("resigned")
        carl.sees("Watch on for a rematch")
        carl.type("quit")
        assert carl.finish() == 0
        assert "You stopped watching." in carl.screen.text()
        for client in (ann, bob):
            client.type("quit")
            assert client.finish() == 0
        carl = Client(["--server", url, "--watch", "no-such-room"], tables)
        with pytest.raises(online_command.CliRuntimeError):
            carl.finish()


def test_an_illegal_or_mistyped_move_is_explained_and_nothing_is_sent(
    tmp_path: Path, tables: dict[Any, text_table.TextTable]
) -> None:
    with running_server(tmp_path / "db.sqlite3") as url:
        ann = Client(
            ["--server", url, "--name", "Ann", "--computer", "easy", "--save-dir", str(tmp_path)],
            tables,
        )

        # The deal is random (both seeds are secret), so the computer may take the upcard
        # and knock before Ann's first turn: then she asks for the next hand, until a
        # hand comes where it is her turn.
        def waits(view: dict[str, Any]) -> bool:  # the hand is over and waits for her
            return bool(view["next"]["next_hand"] and view["seat"] in view["next"]["waiting_for"])

        for _ in range(10):
            wait(shows(ann, lambda v: bool(v["your_turn"] or waits(v))), ann)
            if ann.table.view["your_turn"]:
                break
            ann.type("next")
            wait(shows(ann, lambda v: not waits(v)), ann)
        assert ann.table.view["your_turn"]
        before = ann.table.view["hand"], len(ann.table.view["events"])
        ann.type("discard")
        ann.sees("Not understood: 'discard'")
        ann.type("fly away")
        ann.sees("Not understood: 'fly away'")
        ann.type("knock")
        ann.sees("You cannot knock now.")
        ann.type("say hello")
        ann.sees("Chat is between two people: your opponent is the computer.")
        ann.type("7H 8H")
        ann.sees("Not understood: '7H 8H'")
        # Nothing was played (a seed for the next deal may have moved the state on).
        assert (ann.table.view["hand"], len(ann.table.view["events"])) == before
        assert ann.table.view["your_turn"]
        ann.type("help")
        ann.sees("say TEXT")
        ann.type("quit")
        assert ann.finish() == 0


@pytest.mark.slow  # a real server and whole games typed at a person's pace
def test_the_table_reconnects_when_the_server_restarts(
    tmp_path: Path, tables: dict[Any, text_table.TextTable]
) -> None:
    port = free_port()
    database = tmp_path / "db.sqlite3"
    with running_server(database, port) as url:
        ann = Client(
            ["--server", url, "--name", "Ann", "--computer", "easy", "--save-dir", str(tmp_path)],
            tables,
        )
        play_until([ann], shows(ann, lambda v: len(v["events"]) >= 4))
        wait(lambda: bool(ann.table.view["your_turn"]), ann)
        state_id = ann.table.state_id
    ann.sees("Connection lost")
    with running_server(database, port):
        ann.sees("Reconnected.")
        wait(lambda: ann.table.state_id >= state_id, ann)
        play_until([ann], shows(ann, lambda v: v["hand_number"] >= 2))
        ann.type("quit")
        assert ann.finish() == 0


class Sent:
    """A table socket that keeps what it was asked to send."""

    def __init__(self) -> None:
        self.messages: list[dict[str, Any]] = []

    def send(self, message: dict[str, Any]) -> bool:
        self.messages.append(message)
        return True


ID = {text: parse_action(text).id for text in ("discard 7H", "discard 8H", "knock 9C")}


def discard_view(**changes: Any) -> dict[str, Any]:
    """A seat's view on its discard turn: 7H, 8H or 9C to discard, a knock with 9C."""
    view: dict[str, Any] = {
        "status": "playing",
        "showdown": None,
        "game_over": None,
        "your_turn": True,
        "seat": 0,
        "names": ["Ann", "Bob"],
        "game_number": 1,
        "hand_number": 1,
        "phase": "discard",
        "events": [{"text": "you drew 9C from the stock"}],
        "legal": [
            {"id": ID["discard 7H"], "text": "discard 7H", "kind": "discard", "card": "7H"},
            {"id": ID["discard 8H"], "text": "discard 8H", "kind": "discard", "card": "8H"},
            {"id": ID["knock 9C"], "text": "knock 9C", "kind": "knock", "card": "9C"},
        ],
        "discard_deadwood": {"7H": 12, "8H": 11, "9C": 6},
        "game_target": 100,
        "rated": False,
        "dealer": 1,
        "next": {"next_hand": False, "rematch": False, "waiting_for": []},
        "fair": None,
        "opponent": {"name": "Bob", "card_count": 10, "known": [], "connected": True},
        "upcard": "2S",
        "discard_size": 1,
        "discard_pile": ["2S"],
        "arrangement": {"melds": [], "deadwood": ["7H", "8H", "9C"], "deadwood_count": 24},
        "stock_size": 20,
        "knock_limit": 10,
        "clock": None,
        "taken_upcard": None,
        "scores": [0, 0],
    }
    for entry in view["legal"]:
        entry["label"] = entry["text"]
    view.update(changes)
    return view


def a_table() -> tuple[text_table.TextTable, Sent]:
    table = text_table.TextTable(lambda box: None, None, Screen())  # type: ignore[arg-type,return-value]
    sent = Sent()
    table.socket = sent  # type: ignore[assignment]
    return table, sent


def test_a_number_or_a_gin_that_is_no_gin_is_explained_and_nothing_is_sent() -> None:
    table, sent = a_table()
    table.state_id, table.view = 7, discard_view()
    for line in ("8", "52", "discard 8", "gin 9C", "gin"):
        table.on_line(line)
    assert sent.messages == []
    screen = table.output.text()  # type: ignore[attr-defined]
    assert screen.count("Name a card with its suit") == 3
    assert "Not gin: discarding 9♣ leaves 6 deadwood (type 'knock 9C' to knock)." in screen
    table.on_line("knock")  # the knock leaving the least deadwood
    table.on_line("8h")
    assert [m["action"] for m in sent.messages] == [ID["knock 9C"], ID["discard 8H"]]


def test_no_hint_is_asked_in_a_rated_game_and_one_is_in_an_unrated_one() -> None:
    """No engine help in a rated game until it ends (the server refuses it too)."""
    table, sent = a_table()
    table.on_state(7, discard_view(rated=True))
    table.on_line("hint")
    assert sent.messages == []
    assert "No hint: no engine help in a rated game until it ends." in table.output.text()  # type: ignore[attr-defined]
    table.on_state(8, discard_view(rated=False))
    table.on_line("hint")
    assert sent.messages == [{"type": "hint"}]


def test_a_move_refused_as_stale_for_a_seed_alone_is_sent_again_once() -> None:
    table, sent = a_table()
    table.on_state(7, discard_view())
    table.on_line("7H")
    # A seed for the next deal was stored first: the same play, a newer state.
    table.on_state(8, discard_view())
    table.on_message({"type": "error", "code": "action/stale", "message": "stale"})
    assert sent.messages[-1] == {"type": "act", "state_id": 8, "action": ID["discard 7H"]}
    screen = table.output.text()  # type: ignore[attr-defined]
    assert "Refused" not in screen and screen.count("Discard a card") == 1
    # The game itself moved on: the refusal is said, nothing sent again.
    table.on_state(9, discard_view(events=[{"text": "a"}, {"text": "b"}], your_turn=False))
    table.on_message({"type": "error", "code": "action/stale", "message": "stale"})
    assert len(sent.messages) == 2 and "Refused: stale" in table.output.text()  # type: ignore[attr-defined]


def test_a_refused_move_on_your_turn_says_again_what_you_may_do() -> None:
    table, _ = a_table()
    table.on_state(7, discard_view())
    asked = table.output.text().count("Discard a card")  # type: ignore[attr-defined]
    table.on_message({"type": "error", "code": "rate/limited", "message": "slow down"})
    screen = table.output.text()  # type: ignore[attr-defined]
    assert screen.endswith("Discard a card (for example '8H'), or knock 9♣ (6).\n"), screen
    assert screen.count("Discard a card") == asked + 1


def test_each_chat_message_is_printed_once_and_what_was_missed_on_return() -> None:
    table, _ = a_table()

    def said(seq: int, text: str) -> dict[str, Any]:
        return {"seq": seq, "name": "Bob", "text": text, "seat": 1}

    table.on_message({"type": "chat_history", "messages": [said(1, "hi")]})
    table.on_message({"type": "chat", **said(1, "hi")})  # told on its own too
    table.on_message({"type": "chat", **said(2, "there")})
    # A new socket after a lost connection: the history holds what came meanwhile.
    history = [said(1, "hi"), said(2, "there"), said(3, "still"), said(4, "here?")]
    table.on_message({"type": "chat_history", "messages": history})
    lines = [line for line in table.output.text().splitlines() if line.startswith("Bob:")]  # type: ignore[attr-defined]
    assert lines == ["Bob: hi", "Bob: there", "Bob: still", "Bob: here?"]


def test_what_a_server_or_a_player_sends_cannot_play_tricks_on_the_terminal() -> None:
    table, _ = a_table()
    sly = "Bob\x1b]0;owned\x07\x1b[2J\u202egnp.exe\r"
    table.on_message({"type": "chat", "seq": 1, "name": sly, "text": "hi\x1b[31m\ttab"})
    screen = table.output.text()  # type: ignore[attr-defined]
    assert screen == "Bob]0;owned[2Jgnp.exe: hi[31m\ttab\n"
    assert ServerError("x", "bad\x1b[2J name").args[0] == "bad[2J name"


def test_the_lobby_is_written_as_what_to_join_what_to_watch_and_who_waits() -> None:
    lobby = {
        "tables": [
            {
                "room_id": "T1",
                "rules": "oklahoma",
                "target": 150,
                "host": {"name": "Ann#1", "player_id": "p", "rating": 1520},
                "created": "2026-12-03T10:00:00Z",
            }
        ],
        "games": [
            {
                "room_id": "G1",
                "rules": "standard",
                "target": 100,
                "names": ["Bob#2", "Cy#3"],
                "scores": [35, 12],
                "watchers": 2,
            }
        ],
        "waiting": {"standard-100": 1},
    }
    assert online_command.lobby_lines(lobby) == [
        "Open tables (sit down: ginrummy online --join ROOM):",
        "  T1  oklahoma to 150  Ann#1, rating 1520",
        "Games being played (watch: ginrummy online --watch ROOM):",
        "  G1  standard to 100  Bob#2 v Cy#3  35-12, 2 watching",
        "Waiting to be paired: standard-100: 1 (join them: ginrummy online).",
    ]
    empty = online_command.lobby_lines({"tables": [], "games": [], "waiting": {}})
    assert empty == [
        "No open tables.",
        "No games being played.",
        "Nobody is waiting to be paired.",
    ]


def test_a_watcher_is_told_when_the_game_is_not_public_and_stops() -> None:
    watch = TextWatch(lambda box: None, None, Screen())  # type: ignore[arg-type,return-value]
    refused = {"type": "error", "code": "room/not_found", "message": "there is no such public game"}
    assert watch.handle(Incoming("message", refused)) == 1
    assert watch.gone
    assert "There is no such public game" in watch.output.text()  # type: ignore[attr-defined]
    assert watch.handle(Incoming("line", text="take")) is None
    assert "A watcher only watches" in watch.output.text()  # type: ignore[attr-defined]


def test_resuming_nothing_makes_no_player_and_a_left_game_is_not_replaced_unasked(
    tmp_path: Path, tables: dict[Any, text_table.TextTable]
) -> None:
    with running_server(tmp_path / "db.sqlite3") as url:
        save = ["--server", url, "--save-dir", str(tmp_path / "me")]
        with pytest.raises(online_command.CliRuntimeError, match="no table to resume"):
            online_command.cmd_online(build_parser().parse_args(["online", *save, "--resume"]))
        assert Identities(tmp_path / "me").player(url) is None
        ann = Client([*save, "--name", "Ann", "--computer", "easy"], tables)
        wait(lambda: bool(ann.table.view and ann.table.view["your_turn"]), ann)
        room = ann.table.view["room_id"]
        assert ann.finish() == 0  # left in play
        again = build_parser().parse_args(["online", *save, "--computer", "easy"])
        with pytest.raises(online_command.CliRuntimeError, match="--abandon"):
            online_command.cmd_online(again)
        assert Identities(tmp_path / "me").table(url).room_id == room  # type: ignore[union-attr]
        other = Client([*save, "--computer", "easy", "--abandon"], tables)
        wait(lambda: other.table.view is not None, other)
        assert other.table.view["room_id"] != room
        assert other.finish() == 0


def test_a_terminal_signed_out_from_another_device_starts_afresh(
    tmp_path: Path, tables: dict[Any, text_table.TextTable]
) -> None:
    """The player kept by the terminal was carried to a browser, which signed every other
    device out: the next run says so and plays as a new player (no error)."""
    import json
    import urllib.request

    def post(url: str, path: str, body: Any = None, player: Player | None = None) -> Any:
        request = urllib.request.Request(
            url + path,
            data=json.dumps(body).encode() if body is not None else b"",
            headers={"Content-Type": "application/json", **(player.header if player else {})},
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=10) as answer:
            return json.loads(answer.read())

    with running_server(tmp_path / "db.sqlite3") as url:
        api = Api(url)
        kept_here = api.new_player("Ann")
        Identities(tmp_path / "ann").keep_player(api.base, kept_here)
        code = post(url, "/api/players/me/transfer", player=kept_here)["code"]
        browser = post(url, "/api/players/claim", {"code": code})
        browser_player = Player(browser["player_id"], browser["secret"], browser["name"])
        gone = post(url, "/api/players/me/devices/sign-out-others", player=browser_player)
        assert len(gone["signed_out"]) == 1
        with pytest.raises(ServerError) as refused:
            api.me(kept_here)
        assert refused.value.code == "player/signed_out"
        client = Client(["--server", url, "--friend", "--save-dir", str(tmp_path / "ann")], tables)
        client.sees("signed out from another device; making a new player")
        client.sees("You play as Player#")
        assert client.finish() == 0
        again = Identities(tmp_path / "ann").player(api.base)
        assert again is not None and again.player_id != kept_here.player_id
