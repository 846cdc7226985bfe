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
from ..words.play import sentence
from .clock_words import clock_line
from .connection import Inbox, Incoming
from .socket_screen import Opener, SocketScreen

HELP = """\
Commands:
  draw (d), take (t), pass (p)   draw from the stock, take the upcard, pass it
  7H or 'discard 7H'            discard a card
  knock [7H], gin [7H]          knock (the best discard, or this one), go gin
  big gin                       big gin, when the rules allow it
  next                          ready for the next hand
  rematch                       another game, once this one is over
  say TEXT                      chat with your opponent
  claim                         win a game your opponent left (once the wait is over)
  resign                        give the game up (asks again first)
  hint                          a hint (against the computer, in an unrated game)
  show, pile                    the table again; the whole discard pile
  quit                          leave the table (your seat is kept: --resume)"""

_LEADS = {"upcard_offer": "First turn", "stock_end": "Two stock cards left"}

_SHORT = {"d": "draw", "stock": "draw", "t": "take", "upcard": "take", "p": "pass"}


class TextTable(SocketScreen):
    """One seat at an online table, in plain text.

    ``open_socket(inbox)`` opens the table's socket (again, after a lost connection);
    ``inbox`` holds the person's lines too (:meth:`Inbox.read_lines`).
    """

    LOST_TEXT = "Could not reconnect. Your seat is kept: 'ginrummy online --resume'."
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
    ) -> None:
        super().__init__(open_socket, inbox, output, ascii=ascii, sleep=sleep)
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
            self.say("You left the table. Your seat is kept: 'ginrummy online --resume'.")
        return 0

    # ------------------------------------------------------------------ messages
    def on_message(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "state":
            self.on_state(message["state_id"], message["view"])
        elif kind == "error":
            if message.get("code") == "action/stale" and self.move_again():
                return
            self.say(f"Refused: {message.get('message', '')} ({message.get('code')}).")
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
            self.say(message["text"])  # the move, then why (words.play.hint_text)

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
            self.say(f"{name} left the table.")
        elif self.away:
            self.away = False
            self.say(f"{name} is back.")
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
                link = f": send them {self.invite}" if self.invite else ""
                self.say(f"Waiting for your opponent to sit down{link}")
            return
        if status == "shuffling":
            if self.once("shuffling", view["game_number"]):
                self.say("Shuffling: the deal waits for both players' seeds.")
            return
        if self.once("seated", view["game_number"]):
            self.say(self.seating_text(view))
        dealer = "You" if view["dealer"] == view["seat"] else view["names"][view["dealer"]]
        after = (
            "Back to the tournament."
            if self.one_game
            else "Type 'rematch' for another game, or 'quit'."
        )
        self.tell_play(view, dealer, self.scores_text(view), after)
        if view["game_over"] is not None:
            return
        key = (view["game_number"], view["hand_number"])
        if view["next"]["next_hand"] and self.once("next", key):
            self.say("Type 'next' for the next hand.")
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
    def seating_text(self, view: dict[str, Any]) -> str:
        me, other = view["seat"], 1 - view["seat"]
        kind = "rated" if view.get("rated") else "not rated"
        return (
            f"You ({view['names'][me]}) play {view['names'][other]}: game "
            f"{view['game_number']} to {view['game_target']}, {kind}."
        )

    def scores_text(self, view: dict[str, Any]) -> str:
        me, other = view["seat"], 1 - view["seat"]
        scores = view["scores"]
        return f"you {scores[me]}, {view['names'][other]} {scores[other]}"

    def show_table(self, view: dict[str, Any]) -> None:
        """The table as this seat sees it, and what it may do."""
        opponent = view["opponent"]
        parts = [self.cards(meld) for meld in view["arrangement"]["melds"]]
        if view["arrangement"]["deadwood"]:
            parts.append(self.cards(view["arrangement"]["deadwood"]))
        parts.append(f"deadwood {view['arrangement']['deadwood_count']}")
        who = f"{opponent['name']}: {opponent['card_count']} cards"
        if opponent["known"]:
            who += f", known to hold {self.cards(opponent['known'])}"
        if not opponent["connected"]:
            who += " (away)"
        self.table_head(view, self.scores_text(view))
        self.say(f"{who}.")
        self.say("Your hand: " + " | ".join(parts))
        clock = view.get("clock")
        if clock is not None:
            self.say(self.clock_text(view, clock))
        claim = self.claim_text(view)
        if claim is not None:
            self.say(claim)
        if view["game_over"] is not None:
            self.say(sentence(view["game_over"]["text"]) + " Type 'rematch' or 'quit'.")
        elif view["showdown"] is not None:
            self.say(sentence(view["showdown"]["text"]) + " Type 'next' for the next hand.")
        elif view["your_turn"]:
            self.say(self.prompt_text(view))
        else:
            self.say(f"It is {opponent['name']}'s turn.")

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
                self.say(text + ("" if stage == "open" else " ('show' tells how long is left)"))

    def claim_text(self, view: dict[str, Any]) -> str | None:
        """The claim's countdown as it stands now (counted down since the state came;
        the server, which sends a new state when the claim opens, decides), ``None``
        with nothing to claim."""
        claim = view.get("claim")
        if claim is None:
            return None
        name = view["opponent"]["name"]
        if claim["open"]:
            return f"{name} left. You may claim the game now: type 'claim' (you win it)."
        left = max(0.0, claim["left"] - (time.monotonic() - self.claim_at))
        seconds = math.ceil(left)
        countdown = f"{seconds // 60}:{seconds % 60:02d}"
        if claim["your_move"]:
            if seconds == 0:
                return f"{name} left. Make your move; then you may claim the game."
            return f"{name} left. You may claim the game in {countdown}, once you have moved."
        return f"{name} left. You may claim the game in {countdown}."

    def clock_text(self, view: dict[str, Any], clock: dict[str, Any]) -> str:
        """Both clocks as they stand now: the running one counted down since the state
        came (the server's deadline, not this terminal's, decides)."""
        passed = time.monotonic() - self.state_at
        return clock_line(clock, view["names"], passed, me=view["seat"])

    def prompt_text(self, view: dict[str, Any]) -> str:
        legal = view["legal"]
        kinds = {entry["kind"] for entry in legal}
        if "discard" not in kinds and not kinds & {"knock", "gin"}:
            lead = _LEADS.get(view["phase"], "Your turn")
            words = [self.choice_text(entry, view) for entry in legal]
            return f"{lead}: {' or '.join(words)}."
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
            parts.append(f"Discard a card (for example '{example}')")
        else:
            parts.append("You may only knock now")
        if knocks:
            shown = ", ".join(
                f"{'gin' if left == 0 else 'knock'} {self.card(card)} ({left})"
                for left, card in knocks[:6]
            )
            parts.append(f"or {shown}")
        if "big_gin" in kinds:
            parts.append("or 'big gin'")
        text = ", ".join(parts) + "."
        if view["taken_upcard"] is not None and not any(
            e["card"] == view["taken_upcard"] for e in legal
        ):
            text += f" ({self.card(view['taken_upcard'])} was just taken: keep it this turn.)"
        return text

    def choice_text(self, entry: dict[str, Any], view: dict[str, Any]) -> str:
        """A draw-phase move in words, with what to type for it."""
        if entry["kind"] == "take" and view["upcard"] is not None:
            return f"take {self.card(view['upcard'])} ('take')"
        if entry["kind"] == "draw":
            return "draw from the stock ('draw')"
        return f"{entry['label']} ('{entry['text']}')"

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
            self.say(HELP)
        elif word in ("say", "chat"):
            if self.view is not None and self.view["opponent"]["bot"]:
                self.say("Chat is between two people: your opponent is the computer.")
            elif rest:
                self.send({"type": "chat", "text": rest})
            else:
                self.say("Say what? Type 'say' and your message.")
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
                self.say("No hint: no engine help in a rated game until it ends.")
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
            self.say(
                "Resign this game? Your opponent wins it now, and it counts as a loss in "
                "your rating. Type 'resign' again to resign, anything else to play on."
            )
            return
        self.resign_armed = False
        self.send({"type": "resign"})

    def move(self, command: str, line: str) -> None:
        """A move typed as the plain-text game takes it, checked against the view's
        legal moves before it is sent (the server checks it again)."""
        view = self.view
        if view is None or view["status"] != "playing" or view["showdown"] is not None:
            self.say("No move to make now. Type 'help' for the commands.")
            return
        if not view["your_turn"]:
            self.say(f"It is {view['names'][1 - view['seat']]}'s turn.")
            return
        legal = view["legal"]
        entry: dict[str, Any] | None = None
        if command in ("knock", "k", "gin"):
            entry = self.best_knock(view, gin=command == "gin")
            if entry is None:
                return
        elif any(word.isdigit() for word in command.split()):
            # parse_action reads a number as an action id: "8" would discard 9C.
            self.say(f"Not understood: {line.strip()!r}. Name a card with its suit, e.g. '8H'.")
            return
        else:
            try:
                action = parse_action(_SHORT.get(command, command))
            except GinRummyError:
                self.say(f"Not understood: {line.strip()!r}. Type 'help' for the commands.")
                return
            entry = next((e for e in legal if e["id"] == action.id), None)
            if entry is None:
                allowed = ", ".join(e["label"] for e in legal[:8])
                self.say(f"Not allowed now. You may: {allowed}.")
                return
            if command.startswith("gin ") and entry["kind"] != "gin":
                left = view["discard_deadwood"].get(entry["card"])
                self.say(
                    f"Not gin: discarding {self.card(entry['card'])} leaves {left} deadwood "
                    f"(type 'knock {entry['card']}' to knock)."
                )
                return
        self.send_move(entry["id"])

    def best_knock(self, view: dict[str, Any], *, gin: bool) -> dict[str, Any] | None:
        """``knock`` or ``gin`` without a card: the knock leaving the least deadwood."""
        knocks = [e for e in view["legal"] if e["kind"] in ("knock", "gin")]
        if not knocks:
            self.say("You cannot knock now.")
            return None
        deadwood = view["discard_deadwood"]
        best: dict[str, Any] = min(knocks, key=lambda e: (deadwood.get(e["card"], 99), e["id"]))
        if gin and best["kind"] != "gin":
            self.say(f"Not gin: the best discard leaves {deadwood.get(best['card'])} deadwood.")
            return None
        return best


__all__ = ["HELP", "TextTable"]
