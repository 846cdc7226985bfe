"""An online table in plain text: the server's views printed, typed lines sent as moves.

The server is the authority (docs/protocol.md): this seat is sent a view of what a
person at the table may see, after every change, and sends its moves by the ids of the
view's ``legal`` entries. Everything shown here comes from those views, so the terminal
shows exactly what the browser shows and nothing more. The commands are the plain-text
game's (``draw``, ``take``, ``pass``, a card to discard, ``knock``, ``gin``), with what
a game against a person adds: ``say`` (chat), ``resign``, ``claim``, ``next``,
``rematch``.

The table waits on the person's lines and the server's messages at once
(:class:`~ginrummy.netplay.connection.Inbox`). A lost connection is reopened (the seat
and its game are kept by the server, whichever process answers); ``quit`` or the end of
the input leaves the table with the seat kept, for ``ginrummy online --resume``.
"""

from __future__ import annotations

import math
import secrets
import time
from collections.abc import Callable
from typing import Any, TextIO

from ..core.actions import parse_action
from ..core.cards import Card
from ..core.errors import GinRummyError
from ..i18n import DEFAULT, translator
from . import view_words
from .clock_words import clock_line
from .connection import Inbox, Incoming
from .socket_screen import Opener, SocketScreen

HELP = translator().t("netplay-help")
"""The commands, in English (:meth:`TextTable.on_line` says them in the player's language)."""

_LEADS = {"upcard_offer": "netplay-lead-first-turn", "stock_end": "netplay-lead-stock-end"}

_SHORT = {"d": "draw", "stock": "draw", "t": "take", "upcard": "take", "p": "pass"}


class TextTable(SocketScreen):
    """One seat at an online table, in plain text.

    ``open_socket(inbox)`` opens the table's socket (again, after a lost connection);
    ``inbox`` holds the person's lines too (:meth:`Inbox.read_lines`).
    """

    LOST_ID = "netplay-lost-seat"
    FINAL_ERRORS = frozenset({"auth/bad_token", "room/not_found", "auth/bad_origin"})

    def __init__(
        self,
        open_socket: Opener,
        inbox: Inbox,
        output: TextIO,
        *,
        ascii: bool = False,
        invite: str | None = None,
        sleep: Callable[[float], None] = time.sleep,
        one_game: bool = False,
        lang: str = DEFAULT,
    ) -> None:
        super().__init__(open_socket, inbox, output, ascii=ascii, sleep=sleep, lang=lang)
        self.invite = invite
        self.one_game = one_game
        """A tournament's game: the table is left as soon as the game is over (no
        rematch: the tournament pairs the next game)."""
        self.seeded: set[str] = set()
        self.resign_armed = False
        self.finished = False
        """Whether the game was over when the table was left (nothing to resume)."""
        self.state_at = time.monotonic()
        self.turn_shown: tuple[object, ...] | None = None
        self.sent_move: tuple[int, tuple[object, ...]] | None = None
        self.away = False
        self.claim_at = time.monotonic()
        """When the claim's countdown last came (a state, or a presence message)."""
        self.claim_told: str | None = None
        """The last stage of a claim said (``counting``, ``your_move``, ``open``; ``None``:
        nothing to claim), so each change is said once (docs/online.md, "Leaving a game")."""
        self.chat_read = 0
        """The number of the last chat message printed: a message comes on its own, in
        the history a socket is sent as it connects, or both; each is printed once, and
        what was said while the socket was down is printed on return."""

    def handle(self, item: Incoming) -> int | None:
        done = super().handle(item)
        view = self.view
        if done is None and self.one_game and view is not None and view["game_over"] is not None:
            self.finished = True
            return 0
        return done

    def leave(self) -> int:
        view = self.view
        self.finished = bool(view and view["game_over"] is not None)
        if not self.finished:
            self.say(self.t("netplay-left-table"))
        return 0

    # ------------------------------------------------------------------ messages
    def on_message(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "state":
            self.on_state(message["state_id"], message["view"])
        elif kind == "error":
            if message.get("code") == "action/stale" and self.move_again():
                return
            words = view_words.refusal_text(self.tr, message)
            self.say(self.t("netplay-refused", message=words, code=str(message.get("code"))))
            view = self.view
            if (
                view is not None
                and view["your_turn"]
                and view["game_over"] is None
                and view["showdown"] is None
                and view["legal"]
            ):
                self.say(self.prompt_text(view))  # still your move: what you may do
        elif kind == "presence" and self.view is not None:
            if message["seat"] != self.view["seat"]:
                if "claim" in message:  # the countdown begun, or gone
                    self.view["claim"] = message["claim"]
                    self.claim_at = time.monotonic()
                self.on_presence(bool(message["connected"]))
        elif kind == "chat":
            self.on_chat([message])
        elif kind == "chat_history":
            self.on_chat(message["messages"][-10:])
        elif kind == "hint":
            # The move, then why (words.play.hint_text), worded from its typed parts.
            self.say(view_words.hint_line(self.tr, message, ascii=self.ascii))

    def on_chat(self, messages: list[dict[str, Any]]) -> None:
        """Print the chat messages not printed yet, oldest first."""
        for said in messages:
            if said["seq"] > self.chat_read:
                self.chat_read = said["seq"]
                self.say(f"{said['name']}: {said['text']}")

    def on_presence(self, connected: bool) -> None:
        """The opponent came or went: said (a first arrival is the seating's news, not
        a return), and kept in the view that ``show`` prints."""
        assert self.view is not None
        name = self.view["opponent"]["name"]
        self.view["opponent"]["connected"] = connected
        if not connected:
            self.away = True
            self.say(self.t("netplay-player-left", name=name))
        elif self.away:
            self.away = False
            self.say(self.t("netplay-player-back", name=name))
        self.tell_claim(self.view)

    def move_again(self) -> bool:
        """After ``action/stale``: when only a seed moved the state on (the same moves,
        the same turn), the move still holds: send it again, unseen. ``False`` when the
        game itself moved on (the refusal is then said)."""
        view, sent = self.view, self.sent_move
        self.sent_move = None
        if view is None or sent is None or sent[1] != self.turn_key(view):
            return False
        if not view["your_turn"] or all(e["id"] != sent[0] for e in view["legal"]):
            return False
        self.send_move(sent[0])
        return True

    @staticmethod
    def turn_key(view: dict[str, Any]) -> tuple[object, ...]:
        """What a state shows of the play: the same key, the same table and moves (a new
        seed for the next deal changes the state, not this)."""
        return (
            view["game_number"],
            view["hand_number"],
            view["phase"],
            len(view["events"]),
            view["your_turn"],
        )

    def send_move(self, action_id: int) -> None:
        assert self.view is not None
        self.sent_move = (action_id, self.turn_key(self.view))
        self.send({"type": "act", "state_id": self.state_id, "action": action_id})

    def on_state(self, state_id: int, view: dict[str, Any]) -> None:
        if not self.take_view(state_id, view):
            return
        self.state_at = self.claim_at = time.monotonic()
        self.give_seed(view)
        self.tell_claim(view)
        status = view["status"]
        if status == "waiting":
            if self.once("waiting"):
                if self.invite:
                    self.say(self.t("netplay-waiting-invite", invite=self.invite))
                else:
                    self.say(self.t("netplay-waiting"))
            return
        if status == "shuffling":
            if self.once("shuffling", view["game_number"]):
                self.say(self.t("netplay-shuffling"))
            return
        if self.once("seated", view["game_number"]):
            self.say(self.seating_text(view))
        after = self.t("netplay-back-to-tournament" if self.one_game else "netplay-rematch-or-quit")
        self.tell_play(view, self.scores_text(view), after)
        if view["game_over"] is not None:
            return
        key = (view["game_number"], view["hand_number"])
        if view["next"]["next_hand"] and self.once("next", key):
            self.say(self.t("netplay-type-next"))
        if view["your_turn"] and self.turn_key(view) != self.turn_shown:
            self.turn_shown = self.turn_key(view)
            self.show_table(view)

    def give_seed(self, view: dict[str, Any]) -> None:
        """Seed the deal committed next, once (docs/fairness.md): a fresh random seed of
        this seat's, so that the deal is no more the server's than the players'."""
        coming = (view.get("fair") or {}).get("next")
        if not coming or coming.get("client_seed") is not None:
            return
        commitment = coming["commitment"]
        if commitment in self.seeded:
            return
        self.seeded.add(commitment)
        seed = secrets.token_urlsafe(24)
        self.send({"type": "seed", "commitment": commitment, "client_seed": seed})

    # ------------------------------------------------------------------ the table
    def viewer(self, view: dict[str, Any]) -> int | None:
        return int(view["seat"])

    def seating_text(self, view: dict[str, Any]) -> str:
        me, other = view["seat"], 1 - view["seat"]
        return self.t(
            "netplay-seating",
            me=view["names"][me],
            other=view["names"][other],
            game=view["game_number"],
            target=view["game_target"],
            kind="rated" if view.get("rated") else "unrated",
        )

    def scores_text(self, view: dict[str, Any]) -> str:
        me, other = view["seat"], 1 - view["seat"]
        scores = view["scores"]
        return self.t(
            "netplay-scores-you", mine=scores[me], name=view["names"][other], theirs=scores[other]
        )

    def show_table(self, view: dict[str, Any]) -> None:
        """The table as this seat sees it, and what it may do."""
        opponent = view["opponent"]
        parts = [self.cards(meld) for meld in view["arrangement"]["melds"]]
        if view["arrangement"]["deadwood"]:
            parts.append(self.cards(view["arrangement"]["deadwood"]))
        parts.append(self.t("netplay-deadwood", count=view["arrangement"]["deadwood_count"]))
        self.table_head(view, self.scores_text(view))
        self.say(self.seat_text(opponent, away=not opponent["connected"]))
        self.say(self.t("netplay-your-hand", hand=" | ".join(parts)))
        clock = view.get("clock")
        if clock is not None:
            self.say(self.clock_text(view, clock))
        claim = self.claim_text(view)
        if claim is not None:
            self.say(claim)
        if view["game_over"] is not None:
            over = view_words.game_over_text(self.tr, view["game_over"], view, view["seat"])
            self.say(over + " " + self.t("netplay-type-rematch"))
        elif view["showdown"] is not None:
            result = view_words.result_text(self.tr, view["showdown"], view, view["seat"])
            self.say(result + " " + self.t("netplay-type-next"))
        elif view["your_turn"]:
            self.say(self.prompt_text(view))
        else:
            self.say(self.t("netplay-turn-of", name=opponent["name"]))

    def tell_claim(self, view: dict[str, Any]) -> None:
        """Say where the claim stands when that changes: the countdown begun, the
        claimer's own move first, the claim open ('show' says how long is left)."""
        claim = view.get("claim")
        stage = None
        if claim is not None:
            stage = "open" if claim["open"] else "your_move" if claim["your_move"] else "counting"
        if stage != self.claim_told:
            self.claim_told = stage
            text = self.claim_text(view)
            if text is not None:
                self.say(text if stage == "open" else self.t("netplay-claim-show", text=text))

    def claim_text(self, view: dict[str, Any]) -> str | None:
        """The claim's countdown as it stands now (counted down since the state came;
        the server, which sends a new state when the claim opens, decides), ``None``
        with nothing to claim."""
        claim = view.get("claim")
        if claim is None:
            return None
        name = view["opponent"]["name"]
        if claim["open"]:
            return self.t("netplay-claim-open", name=name)
        left = max(0.0, claim["left"] - (time.monotonic() - self.claim_at))
        seconds = math.ceil(left)
        countdown = f"{seconds // 60}:{seconds % 60:02d}"
        if claim["your_move"]:
            if seconds == 0:
                return self.t("netplay-claim-after-move", name=name)
            return self.t("netplay-claim-in-after-move", name=name, time=countdown)
        return self.t("netplay-claim-in", name=name, time=countdown)

    def clock_text(self, view: dict[str, Any], clock: dict[str, Any]) -> str:
        """Both clocks as they stand now: the running one counted down since the state
        came (the server's deadline, not this terminal's, decides)."""
        passed = time.monotonic() - self.state_at
        return clock_line(clock, view["names"], passed, me=view["seat"], tr=self.tr)

    def prompt_text(self, view: dict[str, Any]) -> str:
        legal = view["legal"]
        kinds = {entry["kind"] for entry in legal}
        if "discard" not in kinds and not kinds & {"knock", "gin"}:
            lead = self.t(_LEADS.get(view["phase"], "netplay-lead-your-turn"))
            words = [self.choice_text(entry, view) for entry in legal]
            return self.t("netplay-choices", lead=lead, choices=self.t("netplay-or").join(words))
        deadwood = view["discard_deadwood"]
        knocks = sorted(
            (deadwood.get(entry["card"], 99), entry["card"])
            for entry in legal
            if entry["kind"] in ("knock", "gin")
        )
        parts = []
        if "discard" in kinds:
            best = min(
                (deadwood.get(e["card"], 99), e["card"]) for e in legal if e["kind"] == "discard"
            )
            example = Card.parse(best[1]).pretty(ascii=True)  # typed as shown: 10D
            parts.append(self.t("netplay-discard-example", card=example))
        else:
            parts.append(self.t("netplay-only-knock"))
        comma = self.t("netplay-comma")
        if knocks:
            shown = comma.join(
                f"{'gin' if left == 0 else 'knock'} {self.card(card)} ({left})"
                for left, card in knocks[:6]
            )
            parts.append(self.t("netplay-or-knocks", knocks=shown))
        if "big_gin" in kinds:
            parts.append(self.t("netplay-or-big-gin"))
        text = self.t("netplay-end", text=comma.join(parts))
        if view["taken_upcard"] is not None and not any(
            e["card"] == view["taken_upcard"] for e in legal
        ):
            text += " " + self.t("netplay-keep-taken", card=self.card(view["taken_upcard"]))
        return text

    def choice_text(self, entry: dict[str, Any], view: dict[str, Any]) -> str:
        """A draw-phase move in words, with what to type for it."""
        if entry["kind"] == "take" and view["upcard"] is not None:
            return self.t("netplay-choice-take", card=self.card(view["upcard"]))
        if entry["kind"] == "draw":
            return self.t("netplay-choice-draw")
        label = view_words.move_label(self.tr, entry, ascii=self.ascii)
        return self.t("netplay-choice-other", label=label, command=entry["text"])

    # ------------------------------------------------------------------ commands
    def on_line(self, line: str) -> int | None:
        command = " ".join(line.split())
        lower = command.lower()
        if not lower:
            return None
        if lower != "resign":
            self.resign_armed = False
        word, _, rest = command.partition(" ")
        word = word.lower()
        if lower in ("quit", "exit", "leave", "q"):
            return self.leave()
        if lower in ("help", "h", "?"):
            self.say(self.t("netplay-help"))
        elif word in ("say", "chat"):
            if self.view is not None and self.view["opponent"]["bot"]:
                self.say(self.t("netplay-chat-computer"))
            elif rest:
                self.send({"type": "chat", "text": rest})
            else:
                self.say(self.t("netplay-say-what"))
        elif self.look(lower):
            pass
        elif lower in ("next", "n"):
            self.send({"type": "next_hand"})
        elif lower == "rematch":
            self.send({"type": "rematch"})
        elif lower == "claim":
            self.send({"type": "claim"})
        elif lower == "hint":
            if self.view is not None and self.view.get("rated") and not self.view["game_over"]:
                # The server's rule (docs/online.md): said here, nothing sent.
                self.say(self.t("netplay-no-hint-rated"))
            else:
                self.send({"type": "hint"})
        elif lower == "resign":
            self.resign()
        else:
            self.move(lower, line)
        return None

    def resign(self) -> None:
        """Resign, once asked twice in a row (a slip would cost the game)."""
        if not self.resign_armed:
            self.resign_armed = True
            self.say(self.t("netplay-resign-ask"))
            return
        self.resign_armed = False
        self.send({"type": "resign"})

    def move(self, command: str, line: str) -> None:
        """A move typed as the plain-text game takes it, checked against the view's
        legal moves before it is sent (the server checks it again)."""
        view = self.view
        if view is None or view["status"] != "playing" or view["showdown"] is not None:
            self.say(self.t("netplay-no-move"))
            return
        if not view["your_turn"]:
            self.say(self.t("netplay-turn-of", name=view["names"][1 - view["seat"]]))
            return
        legal = view["legal"]
        entry: dict[str, Any] | None = None
        if command in ("knock", "k", "gin"):
            entry = self.best_knock(view, gin=command == "gin")
            if entry is None:
                return
        elif any(word.isdigit() for word in command.split()):
            # parse_action reads a number as an action id: "8" would discard 9C.
            self.say(self.t("netplay-not-understood-number", line=repr(line.strip())))
            return
        else:
            try:
                action = parse_action(_SHORT.get(command, command))
            except GinRummyError:
                self.say(self.t("netplay-not-understood", line=repr(line.strip())))
                return
            entry = next((e for e in legal if e["id"] == action.id), None)
            if entry is None:
                allowed = self.t("netplay-comma").join(
                    view_words.move_label(self.tr, e, ascii=self.ascii) for e in legal[:8]
                )
                self.say(self.t("netplay-not-allowed", moves=allowed))
                return
            if command.startswith("gin ") and entry["kind"] != "gin":
                left = view["discard_deadwood"].get(entry["card"])
                self.say(
                    self.t(
                        "netplay-not-gin-card",
                        card=self.card(entry["card"]),
                        left=left,
                        code=entry["card"],
                    )
                )
                return
        self.send_move(entry["id"])

    def best_knock(self, view: dict[str, Any], *, gin: bool) -> dict[str, Any] | None:
        """``knock`` or ``gin`` without a card: the knock leaving the least deadwood."""
        knocks = [e for e in view["legal"] if e["kind"] in ("knock", "gin")]
        if not knocks:
            self.say(self.t("netplay-cannot-knock"))
            return None
        deadwood = view["discard_deadwood"]
        best: dict[str, Any] = min(knocks, key=lambda e: (deadwood.get(e["card"], 99), e["id"]))
        if gin and best["kind"] != "gin":
            self.say(self.t("netplay-not-gin", left=deadwood.get(best["card"])))
            return None
        return best


__all__ = ["HELP", "TextTable"]
