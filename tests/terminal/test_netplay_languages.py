"""``ginrummy online`` in the player's language (issue 38), against a real server.

The server sends English texts beside typed fields; the terminal words the typed fields
(the moves, the showdown, the score sheet, the refusals' codes, a hint's parts) and its
own lines from the catalogs (``netplay.ftl`` with ``play.ftl``, ``hint.ftl``,
``web-table.ftl`` and ``web-errors.ftl``). A game played in French must print no English
sentence: what is left once the players' names, the cards, the commands in quotes, the
codes and the addresses are taken out holds no English word.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from ginrummy.cli import build_parser
from ginrummy.commands import online as online_command
from ginrummy.i18n import translator
from ginrummy.netplay import text_table
from ginrummy.netplay.api import Api
from ginrummy.netplay.identity import Identities
from tests.helpers.browser import running_server
from tests.terminal import test_netplay
from tests.terminal.test_netplay import Client, play_until, shows, wait

pytest.importorskip("websockets")

tables = test_netplay.tables
"""Every table a client opens, by the client's screen (the fixture of test_netplay)."""

ENGLISH = frozenset(
    [
        "the",
        "you",
        "your",
        "and",
        "of",
        "is",
        "it",
        "for",
        "with",
        "from",
        "this",
        "that",
        "was",
        "were",
        "knocked",
        "drew",
        "discarded",
        "took",
        "passed",
        "wins",
        "win",
        "deadwood",
        "turn",
        "cards",
        "card",
        "opponent",
        "waiting",
        "left",
        "back",
        "refused",
        "hint",
        "stock",
        "upcard",
        "type",
        "game",
        "dealt",
        "seat",
        "melds",
        "nothing",
        "only",
        "now",
        "not",
        "allowed",
        "understood",
        "commands",
        "draw",
        "take",
        "pass",
        "claim",
        "resign",
        "rematch",
        "next",
        "quit",
        "pile",
        "show",
        "watching",
        "watch",
        "clocks",
        "bank",
        "move",
        "moves",
        "play",
        "plays",
        "rated",
    ]
)
"""English words of the online terminal's lines (and of play.ftl's) that no French,
German or Arabic line has: one of them left is a sentence left in English."""

_CARD = re.compile(r"\b(10|[2-9AJQKT])[♠♥♦♣SHDC]")


def english_left(text: str, names: list[str]) -> list[str]:
    """The lines of ``text`` with an English word once the names, the commands in
    quotes, the cards, the refusals' codes and the addresses are taken out."""
    left = []
    for line in text.splitlines():
        rest = re.sub(r"https?://\S+", " ", line)
        for name in sorted(names, key=len, reverse=True):
            rest = rest.replace(name, " ")
        rest = re.sub(r"'[^']*'", " ", rest)
        rest = re.sub(r"\((?:[a-z_]+/)[a-z_./]+\)", " ", rest)
        rest = _CARD.sub(" ", rest).replace("Ctrl-C", " ")
        words = {w.lower() for w in re.findall(r"[^\W\d_]+", rest)}
        if words & ENGLISH:
            left.append(line)
    return left


def your_turn(client: Client) -> None:
    """Wait until it is the client's move in a hand (asking for the next hand when the
    computer's first moves ended one before it)."""

    def waits(view: dict[str, Any]) -> bool:
        return bool(view["next"]["next_hand"] and view["seat"] in view["next"]["waiting_for"])

    for _ in range(10):
        wait(shows(client, lambda v: bool(v["your_turn"] or waits(v))), client, 60)
        if client.table.view["your_turn"]:
            return
        client.type("next")
        wait(shows(client, lambda v: not waits(v)), client, 60)
    raise AssertionError(client.screen.text()[-2000:])


def unrated_table(url: str, folder: Path, target: int = 10) -> None:
    """A game against the computer, unrated (house rules: a knock limit of 9, so a hint
    may be asked), kept in ``folder`` for ``--resume``."""
    api = Api(url)
    player = api.new_player("Ann")
    seat, _ = api.new_room(
        player,
        "computer",
        rules="standard",
        fair=True,
        level="easy",
        options={"game_target": target, "knock_limit": 9},
    )
    kept = Identities(folder)
    kept.keep_player(api.base, player)
    kept.keep_table(api.base, seat)


@pytest.mark.slow  # a real server and a whole game typed at a person's pace
def test_a_game_against_the_computer_is_played_in_french_from_start_to_end(
    tmp_path: Path,
    tables: dict[Any, text_table.TextTable],
) -> None:
    fr = translator("fr")
    with running_server(tmp_path / "db.sqlite3") as url:
        unrated_table(url, tmp_path)
        ann = Client(
            ["--server", url, "--resume", "--save-dir", str(tmp_path), "--lang", "fr"], tables
        )
        ann.sees("non classée.", timeout=60)
        your_turn(ann)
        ann.type("help")
        ann.sees("défausser une carte")
        # A refusal of the server, worded from its code.
        ann.type("rematch")
        ann.sees(f"Refusé : {fr.t('error-rematch-unavailable')} (rematch/unavailable).")
        # A hint, worded from its typed parts: the move in French, then why.
        ann.type("hint")
        ann.sees("Conseil : ", timeout=60)  # the engine thinks
        hint = next(li for li in ann.screen.text().splitlines() if li.startswith("Conseil : "))
        assert not english_left(hint, []), hint
        ann.type("show")
        ann.sees("Ta main : ")
        ann.type("fly away")
        ann.sees("Pas compris : 'fly away'. Tape 'help' pour les commandes.")
        play_until([ann], shows(ann, lambda v: v["game_over"] is not None))
        ann.sees("Tape 'rematch' pour une autre partie, ou 'quit'.")
        ann.type("show")
        ann.sees("Tape 'rematch' ou 'quit'.")
        ann.type("quit")
        assert ann.finish() == 0
        screen = ann.screen.text()
        view = ann.table.view
    for french in ("Donne 1 : ", "Défausse : ", "Talon : ", "Scores : ", "Résultat : "):
        assert french in screen, (french, screen[-3000:])
    assert "la partie" in screen  # the game's end, from play.ftl's game-won
    # The help's first column is the commands, typed as they are in every language.
    said = screen.replace(fr.t("netplay-help"), "")
    assert english_left(said, [*view["names"], "Ann"]) == [], said[-3000:]


@pytest.mark.slow  # a real server, a hand typed at a person's pace
def test_the_watch_client_speaks_french(
    tmp_path: Path,
    tables: dict[Any, text_table.TextTable],
) -> None:
    with running_server(tmp_path / "db.sqlite3") as url:
        ann = Client(
            ["--server", url, "--name", "Ann", "--friend", "--public", "--save-dir", str(tmp_path)],
            tables,
        )
        wait(lambda: ann.table.view is not None, ann)
        room = ann.table.view["room_id"]
        bob = Client(
            ["--server", url, "--name", "Bob", "--join", room, "--save-dir", str(tmp_path / "b")],
            tables,
        )
        for client in (ann, bob):
            client.sees("Hand 1:")  # the players play in English
        carl = Client(["--server", url, "--watch", room, "--lang", "fr"], tables)
        carl.sees("Tu regardes Ann#", timeout=60)
        carl.sees("Donne 1 : ")
        play_until([ann, bob], shows(ann, lambda v: v["hand_number"] >= 2))
        carl.sees("Donne 2 : ")
        carl.type("show")
        carl.sees("Talon : 31 cartes")
        carl.type("draw")
        carl.sees("Un spectateur ne fait que regarder")
        bob.type("resign")
        bob.type("resign")
        carl.sees("a abandonné")  # web-table.ftl's table-over-resigned
        carl.sees("Continue à regarder pour une revanche")
        carl.type("quit")
        assert carl.finish() == 0
        names = ann.table.view["names"]
        for client in (ann, bob):
            client.type("quit")
            assert client.finish() == 0
    watched = carl.screen.text()
    assert "Tu as arrêté de regarder." in watched
    assert english_left(watched, names) == [], watched[-3000:]


def test_lang_and_the_locale_pick_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    def args(*argv: str) -> Any:
        return build_parser().parse_args(["online", *argv])

    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    assert online_command.language(args()) == "de"
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert online_command.language(args("--lang", "de")) == "de"
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert online_command.language(args()) == "en"


@pytest.mark.parametrize("how", ["--lang", "LANG"])
def test_german_is_spoken_at_a_real_table_by_lang_or_by_the_locale(
    how: str,
    tmp_path: Path,
    tables: dict[Any, text_table.TextTable],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8" if how == "LANG" else "fr_FR.UTF-8")
    chosen = ["--lang", "de"] if how == "--lang" else []
    with running_server(tmp_path / "db.sqlite3") as url:
        argv = ["--server", url, "--name", "Ann", "--computer", "easy", "--save-dir"]
        ann = Client([*argv, str(tmp_path), *chosen], tables)
        ann.sees("Du spielst als Ann#", timeout=60)
        ann.sees("Spiel 1: ")
        your_turn(ann)
        ann.type("show")
        ann.sees("Deine Hand: ")
        ann.type("quit")
        assert ann.finish() == 0
        assert "Du hast den Tisch verlassen." in ann.screen.text()
        assert english_left(ann.screen.text(), [*ann.table.view["names"], "Ann"]) == []


def test_arabic_is_spoken_at_a_real_table(
    tmp_path: Path,
    tables: dict[Any, text_table.TextTable],
) -> None:
    ar = translator("ar")
    with running_server(tmp_path / "db.sqlite3") as url:
        unrated_table(url, tmp_path)
        ann = Client(
            ["--server", url, "--resume", "--save-dir", str(tmp_path), "--lang", "ar"], tables
        )
        ann.sees("غير محتسبة.", timeout=60)
        ann.sees("اليد 1: ")
        your_turn(ann)
        ann.type("rematch")
        ann.sees(f"مرفوض: {ar.t('error-rematch-unavailable')} (rematch/unavailable).")
        ann.type("hint")
        ann.sees("تلميح: ", timeout=60)  # the engine thinks
        ann.type("show")
        ann.sees("يدك: ")
        ann.type("quit")
        assert ann.finish() == 0
        assert english_left(ann.screen.text(), [*ann.table.view["names"], "Ann"]) == []


def test_the_clocks_and_a_refusal_without_words_in_the_players_language() -> None:
    from ginrummy.netplay.clock_words import clock_line
    from ginrummy.netplay.view_words import refusal_text

    clock = {
        "running": 1,
        "seats": [
            {"seat": 0, "move_left": 25, "bank_left": 60, "timeouts": 0},
            {"seat": 1, "move_left": 30, "bank_left": 60, "timeouts": 2},
        ],
    }
    names = ["Ann", "Bob"]
    assert clock_line(clock, names, 0.0, me=0) == (
        "Clocks: you 25 s + 60 s bank, Bob 30 s + 60 s bank, 2 time-outs."
    )
    assert clock_line(clock, names, 0.0, me=0, tr=translator("fr")) == (
        "Pendules : toi 25 s + 60 s de réserve, Bob 30 s + 60 s de réserve, 2 temps dépassés."
    )
    assert clock_line(clock, names, 0.0, tr=translator("de")).endswith(
        "Bob 30 s + 60 s Reserve, 2 Zeitüberschreitungen (am Zug)."
    )
    assert "تجاوزان للوقت" in clock_line(clock, names, 0.0, tr=translator("ar"))
    # A code the catalogs have no words for: the server's own sentence.
    unknown = {"type": "error", "code": "brand/new", "message": "a new refusal"}
    assert refusal_text(translator("fr"), unknown) == "a new refusal"
    known = {"type": "error", "code": "room/full", "message": "the room is full"}
    assert refusal_text(translator("fr"), known) == translator("fr").t("error-room-full")
    assert refusal_text(translator("en"), known) == "the room is full"


def test_the_lobby_the_challenges_and_the_standings_in_french() -> None:
    fr = translator("fr")
    lobby = {
        "tables": [
            {
                "room_id": "T1",
                "rules": "oklahoma",
                "target": 150,
                "host": {"name": "Ann#1", "player_id": "p", "rating": 1520},
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
    assert online_command.lobby_lines(lobby, fr) == [
        "Tables ouvertes (s'asseoir : ginrummy online --join ROOM) :",
        "  T1  oklahoma en 150  Ann#1, classement 1520",
        "Parties en cours (regarder : ginrummy online --watch ROOM) :",
        "  G1  standard en 100  Bob#2 contre Cy#3  35-12, 2 spectateurs",
        "En attente d'un appariement : standard-100: 1 (les rejoindre : ginrummy online).",
    ]
    challenge = {
        "challenge_id": "C1",
        "from": {"player_id": "p1", "name": "Ann#1234"},
        "rules": "oklahoma",
        "target": 150,
        "clock": {"per_move": 30, "bank": 60},
        "rated": False,
        "expires_in": 97.4,
    }
    assert online_command.challenge_lines({"incoming": [challenge]}, fr) == [
        "Défis qui te sont lancés (accepter : ginrummy online --accept ID) :",
        "  C1  Ann#1234: oklahoma en 150, 30 s par coup, 60 s de réserve, amicale (encore 97 s)",
    ]
    row = {"rank": 2, "player": {"id": "b", "name": "Bob#2"}, "points": 0, "fire": False}
    detail = {
        "name": "Cup",
        "status": "running",
        "format": "swiss",
        "round": 2,
        "rounds": 3,
        "winner": {"name": "Bob#2"},
        "standings": [{**row, "paused": True, "left": False, "sheet": [0, 0]}],
    }
    assert online_command.standings_lines(detail, "b", fr) == [
        "Cup : en cours, ronde 2 sur 3",
        ">  2. Bob#2  0 points (en pause)  [0 0]",
        "Vainqueur : Bob#2.",
    ]
    kind = {"format": "arena", "minutes": 30, "preset": "standard", "target": 100}
    assert online_command._kind({**kind, "clock": None, "rated": True}, fr) == (
        "arène, 30 min, standard en 100, sans pendule, classé"
    )


def test_a_void_hand_and_hollywoods_end_from_their_typed_fields() -> None:
    """The server's English for a void hand and Hollywood's end stays the programs';
    the terminal words its typed ``void_reason`` and ``games_won`` (as the browser does)."""
    from ginrummy.netplay.view_words import game_over_text, result_text

    fr = translator("fr")
    view = {"names": ["Ann", "Bob"], "seat": 0}
    void = {
        "void": True,
        "outcome": "void",
        "reason": "the stock ran out",
        "void_reason": "stock_empty",
    }
    worded = result_text(fr, void, view, 0)
    assert fr.t("reasons-void-stock_empty") in worded and "stock ran out" not in worded
    english = result_text(translator("en"), {**void, "text": "Void: the stock ran out"}, view, 0)
    assert english.startswith("Void: the stock ran out")
    over = {"winner": 0, "net": 120, "games": [1, 2, 3], "games_won": [2, 1], "text": "You win"}
    said = game_over_text(fr, over, view, 0)
    assert "120" in said and "2-1" in said and "You win" not in said
    assert said.startswith(
        fr.t("hollywood-won", who="you", name="", points=120, won0=2, won1=1)[:4]
    )
    assert game_over_text(translator("en"), over, view, 0).startswith("You win")
