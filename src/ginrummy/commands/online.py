"""``ginrummy online``: play on a ginrummy server from the terminal.

Meet a stranger (the server's pairing queue, rated and timed), a friend (an invite link
the friend opens in the browser or with ``--join``) or the server's computer, as the
browser does, with the same anonymous player (kept per server in the user's data
folder) and the plain-text table of :mod:`ginrummy.netplay.text_table`.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from .. import i18n
from ..core.errors import GinRummyError
from ..core.rules import find_rules
from ..i18n import Translator
from ..netplay.api import Api, Player, Seat, ServerError, room_of_invite
from ..netplay.identity import Identities, IdentityError
from ..paths import user_data_dir
from ..words.play import printable
from .common import EXIT_RUNTIME, CliError, CliRuntimeError

LEVELS = ("easy", "medium", "hard", "apprentice", "master")
POLL_SECONDS = 1.0
"""How often the pairing queue is asked while waiting (its heartbeat: 20 s drops it)."""
PAIRING_CLOCKS = ("15/30", "30/60", "60/120")
PAIRING_RANGES = (100, 200, 300)
"""The clocks and rating ranges the server pairs with (``server/online/pairing.py``'s
``CLOCKS`` and ``RANGES``; the terminal client does not import the server, a test
holds the two equal)."""


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``online`` subcommand."""
    online = subparsers.add_parser(
        "online",
        help="play someone online from the terminal (a ginrummy server)",
        description="Play on a ginrummy server (`ginrummy serve`) from the terminal, in "
        "plain text: meet anyone waiting for a game (rated and timed), a friend by an "
        "invite link, or the server's computer. You play as an anonymous player kept "
        "for that server in your data folder (no sign-up): the same name and rating "
        "each time. Type 'help' at the table for the commands.",
    )
    online.add_argument(
        "--server",
        default="http://127.0.0.1:8000",
        metavar="URL",
        help="the server's address (http://127.0.0.1:8000)",
    )
    online.add_argument(
        "--name", default=None, help="your name, the first time on a server (then kept)"
    )
    how = online.add_mutually_exclusive_group()
    how.add_argument(
        "--friend",
        action="store_true",
        help="open a table for a friend and print the invite link to send them",
    )
    how.add_argument(
        "--join", metavar="LINK", default=None, help="sit at a friend's table (its invite link)"
    )
    how.add_argument(
        "--computer",
        metavar="LEVEL",
        default=None,
        choices=LEVELS,
        help=f"play the server's computer ({', '.join(LEVELS)})",
    )
    how.add_argument(
        "--resume",
        action="store_true",
        help="go back to the table you left on this server",
    )
    how.add_argument(
        "--watch",
        metavar="ROOM",
        default=None,
        help="watch a public game (its room id from --lobby, or its /watch/ link); "
        "no player is made",
    )
    how.add_argument(
        "--challenges",
        action="store_true",
        help="list the challenges waiting for your answer (made in a browser), then exit",
    )
    how.add_argument(
        "--accept",
        metavar="ID",
        default=None,
        help="accept a challenge (its id from --challenges) and sit down at its table",
    )
    how.add_argument(
        "--tournaments",
        action="store_true",
        help="list the coming and running tournaments (and the last finished), then exit",
    )
    how.add_argument(
        "--tournament",
        metavar="ID",
        default=None,
        help="join a tournament (its id from --tournaments, or its /tournaments/ link) and "
        "play its games one after another; Ctrl-C between games pauses you",
    )
    how.add_argument(
        "--lobby",
        action="store_true",
        help="list the open tables, the games being played and who waits, then exit",
    )
    online.add_argument(
        "--rules",
        default="standard",
        metavar="PRESET",
        help="the rules: a pool to wait in, or a new table's preset (standard)",
    )
    online.add_argument(
        "--target", type=int, default=None, help="the game's target score (the preset's)"
    )
    online.add_argument(
        "--clock",
        default=None,
        choices=PAIRING_CLOCKS,
        help="when meeting anyone: the move clock, seconds a move/in the bank (30/60)",
    )
    online.add_argument(
        "--range",
        dest="rating_range",
        type=int,
        default=None,
        choices=PAIRING_RANGES,
        metavar="POINTS",
        help="when meeting anyone: only an opponent rated within this many points of "
        f"you ({', '.join(map(str, PAIRING_RANGES))}; default: any rating)",
    )
    online.add_argument(
        "--abandon",
        action="store_true",
        help="start another game even though one you left is still in play here (it is "
        "forgotten here, and goes on without you: your opponent may claim it)",
    )
    online.add_argument(
        "--public",
        action="store_true",
        help="with --friend: list the table in the lobby, for anyone to sit down at "
        "(rated) and watch",
    )
    online.add_argument("--ascii", action="store_true", help="write cards as 7H, not 7♥")
    online.add_argument(
        "--lang",
        choices=i18n.SUPPORTED,
        default=None,
        metavar="LANG",
        help="the language of the table: "
        + ", ".join(i18n.SUPPORTED)
        + " (default: the locale, LC_ALL, LC_MESSAGES or LANG; else English)",
    )
    online.add_argument(
        "--save-dir",
        type=Path,
        default=None,
        metavar="DIR",
        help="where the player and the table to resume are kept (default: the user "
        "data folder, as for 'ginrummy play')",
    )


def cmd_online(
    args: argparse.Namespace,
    *,
    input: TextIO | None = None,
    output: TextIO | None = None,
    sleep: Callable[[float], None] = time.sleep,
) -> int:
    """``ginrummy online``: find the table, then play it until the person leaves."""
    from ..netplay.connection import Inbox, TableSocket  # websockets: only to play
    from ..netplay.text_table import TextTable

    out = output if output is not None else sys.stdout
    lang = language(args)
    t = i18n.translator(lang).t
    try:
        api = Api(args.server)
    except ServerError as exc:
        raise CliError(str(exc)) from None
    if args.public and not args.friend:
        raise CliError("--public goes with --friend (a table of yours, listed in the lobby)")
    if args.lobby or args.watch is not None:
        return look_on(api, args, out, input=input, sleep=sleep)
    if args.tournaments:
        try:
            print_tournaments(api.tournaments(), out, i18n.translator(lang))
        except ServerError as exc:
            raise CliRuntimeError(refused(exc, lang)) from None
        return 0
    folder = args.save_dir if args.save_dir is not None else user_data_dir()
    kept = Identities(folder)

    def say(text: str) -> None:
        out.write(printable(text) + "\n")
        out.flush()

    def the_player() -> Player:
        player = kept.player(api.base)
        if player is not None:
            try:
                api.me(player)
                return player
            except ServerError as exc:
                if exc.code == "player/signed_out":
                    say(t("netplay-signed-out"))
                elif exc.code == "player/unknown":
                    say(t("netplay-player-unknown"))
                else:
                    raise
        player = api.new_player(args.name or "Player")
        kept.keep_player(api.base, player)
        say(t("netplay-play-as", name=player.name, server=api.base))
        return player

    def check_left_game() -> None:
        """Refuse to start another game over one left in play (it could no longer be
        resumed from here) unless --abandon; forget one that is over or gone."""
        left = kept.table(api.base)
        if left is None:
            return
        try:
            status = api.room(left.room_id)["status"]
        except ServerError as exc:
            if exc.code != "room/not_found":
                raise
            status = "over"
        if status == "over" or args.abandon:
            kept.keep_table(api.base, None)
            return
        raise CliRuntimeError(
            f"you left a game in play on {api.base} (room {left.room_id}): "
            "'ginrummy online --resume' goes back to it; --abandon starts another anyway"
        )

    invite: str | None = None
    try:
        seat: Seat | None
        if args.resume:
            seat = kept.table(api.base)
            if seat is None:
                raise CliRuntimeError(f"no table to resume on {api.base}")
            the_player()
        elif args.challenges:
            for line in challenge_lines(api.challenges(the_player()), i18n.translator(lang)):
                say(line)
            return 0
        elif args.accept is not None:
            check_left_game()
            seat = api.accept_challenge(the_player(), args.accept)
            say(t("netplay-accepted"))
        elif args.tournament is not None:
            player = the_player()
            return play_tournament(
                api, player, tournament_of(args.tournament), args, out, input=input, sleep=sleep
            )
        elif args.join is not None:
            check_left_game()
            player = the_player()
            seat = api.join(player, room_of_invite(args.join))
        elif args.friend or args.computer is not None:
            check_left_game()
            player = the_player()
            fields: dict[str, object] = {"rules": args.rules, "fair": True}
            if args.target is not None:
                fields["options"] = {"game_target": args.target}
            if args.computer is not None:
                fields["level"] = args.computer
            elif args.public:
                fields["visibility"] = "public"
            mode = "friend" if args.friend else "computer"
            seat, invite = api.new_room(player, mode, **fields)
            if invite is not None and args.public:
                say(t("netplay-open-public", link=invite))
            elif invite is not None:
                say(t("netplay-open-friend", link=invite))
        else:
            check_left_game()
            player = the_player()
            seat = wait_for_partner(api, player, args, say, sleep)
            if seat is None:
                return 0
        kept.keep_table(api.base, seat)
    except ServerError as exc:
        raise CliRuntimeError(refused(exc, lang)) from None
    except IdentityError as exc:
        raise CliRuntimeError(str(exc)) from None

    inbox = Inbox()
    inbox.read_lines(input if input is not None else sys.stdin)
    url, token = api.socket_url(seat), seat.token
    table = TextTable(
        lambda box: TableSocket(url, box, token=token),
        inbox,
        out,
        ascii=args.ascii,
        invite=invite,
        sleep=sleep,
        lang=lang,
    )
    status = table.run()
    if table.finished or table.gone:
        try:
            kept.keep_table(api.base, None)
        except IdentityError as exc:
            say(str(exc))
    return status if status == 0 else EXIT_RUNTIME


def look_on(
    api: Api,
    args: argparse.Namespace,
    out: TextIO,
    *,
    input: TextIO | None,
    sleep: Callable[[float], None],
) -> int:
    """``--lobby`` and ``--watch``: what anyone may see of a server, with no player."""
    from ..netplay.connection import Inbox, TableSocket  # websockets: only to look
    from ..netplay.text_watch import TextWatch

    try:
        if args.lobby:
            for line in lobby_lines(api.lobby(), i18n.translator(language(args))):
                out.write(printable(line) + "\n")
            out.flush()
            return 0
        room_id = room_of_invite(args.watch)
        api.room(room_id)  # room/not_found said here, before the socket
        url = api.watch_url(room_id)
    except ServerError as exc:
        raise CliRuntimeError(refused(exc, language(args))) from None
    inbox = Inbox()
    inbox.read_lines(input if input is not None else sys.stdin)
    watch = TextWatch(
        lambda box: TableSocket(url, box),
        inbox,
        out,
        ascii=args.ascii,
        sleep=sleep,
        lang=language(args),
    )
    status = watch.run()
    return status if status == 0 else EXIT_RUNTIME


def language(args: argparse.Namespace) -> str:
    """The player's language: ``--lang``, else the locale (``ginrummy.i18n``)."""
    return getattr(args, "lang", None) or i18n.from_environment()


def refused(exc: ServerError, lang: str) -> str:
    """A server's refusal of a request, in the player's words, with its code."""
    from ..netplay.view_words import refusal_text

    words = refusal_text(i18n.translator(lang), {"code": exc.code, "message": str(exc)})
    return f"{words} ({exc.code})"


def tournament_of(text: str) -> str:
    """A tournament's id from its id or its link (``.../tournaments/<id>``)."""
    return text.strip().rstrip("/").rsplit("/", 1)[-1]


def _when(stamp: str | None) -> str:
    return "" if not stamp else stamp[:16].replace("T", " ") + " UTC"


def _kind(t: dict[str, Any], tr: Translator | None = None) -> str:
    """A tournament's kind of game: ``arena, 30 min, standard to 100, 30/60, rated``."""
    tr = tr or i18n.translator()
    say = tr.t
    if t["format"] == "arena":
        length = say("netplay-tournament-minutes", minutes=t["minutes"])
    else:
        length = say("netplay-tournament-rounds", rounds=t["rounds"])
    return say(
        "netplay-tournament-kind",
        format=t["format"],
        length=length,
        rules=tr.rules_name(str(t["preset"])),
        target=t["target"],
        clock=t["clock"] or say("netplay-tournament-untimed"),
        rated="rated" if t["rated"] else "unrated",
    )


def print_tournaments(listing: dict[str, Any], out: TextIO, tr: Translator | None = None) -> None:
    """``GET /api/tournaments`` as a table (rich), coming and running first; in ``tr``'s
    language (English by default)."""
    from rich.console import Console
    from rich.table import Table

    say = (tr or i18n.translator()).t
    table = Table(title=say("netplay-tournaments-title"))
    for column in ("id", "name", "status", "kind", "starts", "players", "winner"):
        table.add_column(say(f"netplay-column-{column}"))
    for group in ("running", "coming", "finished"):
        for t in listing[group]:
            winner = t["winner"]["name"] if t["winner"] else ""
            status = say("netplay-tournament-status", status=t["status"])
            if t["format"] == "swiss" and t["round"]:
                status = say("netplay-tournament-round", status=status, round=t["round"])
            table.add_row(
                t["id"],
                printable(t["name"]),
                status,
                _kind(t, tr),
                _when(t["starts"]),
                str(t["players"]),
                printable(winner),
            )
    if not table.row_count:
        out.write(say("netplay-tournaments-none") + "\n")
        out.flush()
        return
    Console(file=out, width=140, color_system=None).print(table)


def standings_lines(
    detail: dict[str, Any], me: str | None = None, tr: Translator | None = None
) -> list[str]:
    """A tournament's standings as text (the player's own line marked), in ``tr``'s
    language (English by default)."""
    say = (tr or i18n.translator()).t
    status = say("netplay-tournament-status", status=detail["status"])
    if detail["format"] == "swiss":
        head = say(
            "netplay-tournament-round-of",
            name=detail["name"],
            status=status,
            round=detail["round"],
            rounds=detail["rounds"],
        )
    else:
        head = say("netplay-tournament-head", name=detail["name"], status=status)
    lines = [head]
    for row in detail["standings"]:
        state = ""
        if row["paused"]:
            state = say("netplay-standing-paused")
        elif row["left"]:
            state = say("netplay-standing-left")
        lines.append(
            say(
                "netplay-standing",
                mark=">" if row["player"]["id"] == me else " ",
                rank=f"{row['rank']:>3}",
                name=row["player"]["name"],
                points=row["points"],
                fire=say("netplay-standing-fire") if row["fire"] else "",
                state=state,
                sheet=" ".join(str(p) for p in row["sheet"]),
            )
        )
    if detail["winner"]:
        lines.append(say("netplay-tournament-winner", name=detail["winner"]["name"]))
    return lines


def left_over(inbox: Any) -> None:
    """Drop what the last table's socket left in the shared inbox (its last messages, its
    closing), keeping the end of the person's input, so the next table starts clean."""
    kept = []
    while (item := inbox.get(timeout=0)) is not None:
        if item.kind == "eof":
            kept.append(item)
    for item in kept:
        inbox.put(item)


def play_tournament(
    api: Api,
    player: Player,
    tournament_id: str,
    args: argparse.Namespace,
    out: TextIO,
    *,
    input: TextIO | None,
    sleep: Callable[[float], None],
) -> int:
    """Join the tournament and play each game it pairs this player in, as a paired game
    is played, showing the standings between games; until it is over or Ctrl-C (which
    pauses the player: run the command again to come back)."""
    from ..netplay.connection import Inbox, TableSocket  # websockets: only to play
    from ..netplay.text_table import TextTable

    lang = language(args)
    t = i18n.translator(lang).t

    def say(text: str) -> None:
        out.write(printable(text) + "\n")
        out.flush()

    try:
        detail = api.tournament_action(player, tournament_id, "join")
    except ServerError as exc:
        raise CliRuntimeError(refused(exc, lang)) from None
    say(
        t(
            "netplay-tournament-joined",
            name=detail["name"],
            kind=_kind(detail, i18n.translator(lang)),
        )
    )
    inbox = Inbox()
    inbox.read_lines(input if input is not None else sys.stdin)
    shown = -1
    played: set[str] = set()
    try:
        while True:
            detail = api.tournament(tournament_id, player)
            game = (detail.get("me") or {}).get("game")
            if game is not None and game["room"] not in played:
                played.add(game["room"])
                say(t("netplay-next-game"))
                seat = Seat(game["room"], int(game["seat"]), game["token"])
                url = api.socket_url(seat)

                def opener(box: Inbox, url: str = url, token: str = seat.token) -> TableSocket:
                    return TableSocket(url, box, token=token)

                table = TextTable(
                    opener,
                    inbox,
                    out,
                    ascii=args.ascii,
                    sleep=sleep,
                    one_game=True,
                    lang=lang,
                )
                if table.run() != 0 or not table.finished:
                    say(t("netplay-left-tournament-table"))
                    api.tournament_action(player, tournament_id, "pause")
                    return 0
                left_over(inbox)
                shown = -1
                continue
            if detail["version"] != shown:
                shown = detail["version"]
                for line in standings_lines(detail, player.player_id, i18n.translator(lang)):
                    say(line)
            if detail["status"] == "finished":
                say(t("netplay-tournament-over"))
                return 0
            sleep(POLL_SECONDS)
    except KeyboardInterrupt:
        api.tournament_action(player, tournament_id, "pause")
        say(t("netplay-paused", id=tournament_id))
        return 0
    except ServerError as exc:
        raise CliRuntimeError(refused(exc, lang)) from None


def lobby_lines(lobby: dict[str, Any], tr: Translator | None = None) -> list[str]:
    """The lobby (``GET /api/lobby``) as text: what to join, what to watch, who waits;
    in ``tr``'s language (English by default)."""
    tr = tr or i18n.translator()
    say = tr.t

    def kind(entry: dict[str, Any]) -> str:
        target = entry.get("target")
        rules = tr.rules_name(str(entry["rules"]))
        if not target:
            return rules
        return say("netplay-lobby-rules-to", rules=rules, target=target)

    lines = []
    tables, games, waiting = lobby["tables"], lobby["games"], lobby["waiting"]
    if tables:
        lines.append(say("netplay-lobby-tables"))
        for table in tables:
            host = table["host"]
            rating = (
                "" if host["rating"] is None else say("netplay-lobby-rating", rating=host["rating"])
            )
            lines.append(f"  {table['room_id']}  {kind(table)}  {host['name']}{rating}")
    else:
        lines.append(say("netplay-lobby-no-tables"))
    if games:
        lines.append(say("netplay-lobby-games"))
        for game in games:
            names = say("netplay-lobby-versus").join(str(name) for name in game["names"])
            scores = game["scores"]
            score = "" if scores is None else f"  {scores[0]}-{scores[1]}"
            watchers = (
                say("netplay-lobby-watchers", count=game["watchers"]) if game["watchers"] else ""
            )
            lines.append(f"  {game['room_id']}  {kind(game)}  {names}{score}{watchers}")
    else:
        lines.append(say("netplay-lobby-no-games"))
    if waiting:
        comma = say("netplay-comma")
        pools = comma.join(f"{pool}: {count}" for pool, count in sorted(waiting.items()))
        lines.append(say("netplay-lobby-waiting", pools=pools))
    else:
        lines.append(say("netplay-lobby-nobody-waiting"))
    return lines


def challenge_lines(state: dict[str, Any], tr: Translator | None = None) -> list[str]:
    """The challenges waiting for an answer (``GET /api/challenges``) as text, each with
    the command that accepts it; in ``tr``'s language (English by default)."""
    tr = tr or i18n.translator()
    say = tr.t

    def game(c: dict[str, Any]) -> str:
        clock = c.get("clock")
        timed = (
            say("netplay-challenge-no-clock")
            if not clock
            else say(
                "netplay-challenge-clock",
                move=f"{float(clock['per_move']):g}",
                bank=f"{float(clock['bank']):g}",
            )
        )
        return say(
            "netplay-challenge-game",
            rules=tr.rules_name(str(c["rules"])),
            target=c["target"],
            clock=timed,
            rated="rated" if c.get("rated") else "casual",
        )

    incoming = state.get("incoming") or []
    if not incoming:
        return [say("netplay-challenges-none")]
    lines = [say("netplay-challenges")]
    for c in incoming:
        left = round(float(c.get("expires_in") or 0))
        said = say("netplay-challenge-left", text=game(c), seconds=left)
        lines.append(f"  {c['challenge_id']}  {c['from']['name']}: {said}")
    return lines


def wait_for_partner(
    api: Api,
    player: Player,
    args: argparse.Namespace,
    say: Callable[[str], None],
    sleep: Callable[[float], None],
) -> Seat | None:
    """Join the pairing queue and ask until paired: the seat, or ``None`` when the
    person stopped waiting (Ctrl-C; the queue is left)."""
    t = i18n.translator(language(args)).t
    target = args.target if args.target is not None else default_target(args.rules)
    choice = {"clock": args.clock, "rating_range": args.rating_range}
    got = api.pair(player, args.rules, target, **choice)
    shown = -1
    try:
        while got["status"] != "paired":
            if got["status"] == "absent":  # dropped from the queue: join again
                got = api.pair(player, args.rules, target, **choice)
                continue
            waiting = int(got.get("waiting", 1))
            if waiting != shown:
                shown = waiting
                say(t("netplay-pairing", pool=got.get("pool", args.rules), count=waiting))
            sleep(POLL_SECONDS)
            got = api.pairing(player)
    except KeyboardInterrupt:
        api.leave_pairing(player)
        say(t("netplay-left-queue"))
        return None
    if got.get("token") is None:
        raise CliRuntimeError("paired, but the seat was taken by another run of this player")
    say(t("netplay-found"))
    return Seat(got["room_id"], int(got["seat"]), got["token"])


def default_target(rules: str) -> int:
    """The preset's target score (a pool is a preset and a target)."""
    try:
        return find_rules(rules).game_target
    except (GinRummyError, KeyError, ValueError) as exc:
        raise CliError(f"unknown rules {rules!r}: {exc}") from None


__all__ = [
    "add_parser",
    "challenge_lines",
    "cmd_online",
    "lobby_lines",
    "print_tournaments",
    "standings_lines",
]
