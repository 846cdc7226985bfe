"""The plain-text terminal game: a person against a computer agent, one line at a time.

It reads commands from any text stream (a terminal, a pipe, a ``StringIO`` in the tests)
and writes plain text, so it runs everywhere and can be scripted::

    $ printf 'pass\\ndraw\\n9D\\nquit\\n' | ginrummy play --seed 7

The person sits in seat 0 and sees only what seat 0's observation holds; the computer
sits in seat 1 and is asked for moves through its own observation. The game is a
:class:`~ginrummy.core.table.Table`, kept like the full-screen game's: with a save folder, a
quit (or the end of the input) in the middle of a game saves it as ``current.json``
for ``ginrummy play --resume``, and a finished game is stored under ``games/``. The
sentences come from :mod:`ginrummy.words.play`, shared with the command line and the
full-screen game.

>>> import io
>>> out = io.StringIO()
>>> play_text("standard", "simple", seed=1, input=io.StringIO("quit\\n"), output=out)
0
>>> "You left the game" in out.getvalue()
True
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any, TextIO

from ..agents import LEVELS, hint, make_agent
from ..agents.base import Agent, ResearchOnlyError, make_player_agent, refuse_research_only
from ..core.actions import Action, BigGin, Discard, Knock, TakeUpcard, parse_action
from ..core.cards import Card
from ..core.errors import GinRummyError, InvalidActionError
from ..core.hand import Phase
from ..core.local_deals import local_deal
from ..core.melds import best_arrangement, deadwood_count
from ..core.observation import Observation
from ..core.record import GameRecord, tell_hand_over, tell_score
from ..core.rules import Rules, find_rules
from ..core.table import Table
from ..i18n import Translator, translator
from ..words.play import (
    COMPUTER,
    HUMAN,
    can_encode_suits,
    card_name,
    card_text,
    cards_text,
    counted_text,
    display_name,
    event_text,
    games_text,
    hint_text,
    melds_text,
    plain_ascii,
    result_lines,
    score_sheet_lines,
)
from ..words.refusals import open_moves, refusal
from ..words.review import review_hand, review_lines
from . import saves

_HELP_COMMANDS = (
    ("draw", "help-draw"),
    ("take", "help-take"),
    ("pass", "help-pass"),
    ("7H", "help-discard"),
    ("knock 7H", "help-knock"),
    ("gin 7H", "help-gin"),
    ("big gin", "help-big-gin"),
    ("hint", "help-hint"),
    ("pile", "help-pile"),
    ("show", "help-show"),
    ("help", "help-help"),
    ("quit", "help-quit"),
)
"""The commands (typed the same in every language) and their descriptions' messages."""


def help_text(tr: Translator | None = None) -> str:
    """The commands and what each does, in the player's language: the commands in a
    column of their own, each description's continuation lines indented under it."""
    tr = tr or translator()
    lines = [tr.t("help-title")]
    for command, key in _HELP_COMMANDS:
        text = tr.t(key, card=card_name(Card.parse("7H"), tr))
        first, *rest = text.split("\n")
        lines.append(f"  {command:<14}{first}")
        lines += [f"{'':<16}{line}" for line in rest]
    return "\n".join(lines)


HELP = help_text()
"""The help in English."""

QUIT_WORDS = ("quit", "exit", "q", "resign")
"""What leaves the game (it is saved first)."""

_CARD_WORD = re.compile(r"^(10|[2-9tjqka])([cdhs]|[♣♦♥♠])$", re.IGNORECASE)
"""A word that is meant as a card (``7h``, ``10♥``): anything else alone is not one."""


class TextGame:
    """One game between a person (seat 0) and a computer agent (seat 1), in plain text.

    ``input`` and ``output`` are text streams; the game never reads anything else, so a
    test drives it with ``StringIO``. ``name`` is what the opponent is called (the level
    the player chose: ``medium`` rather than its agent, ``simple``). ``table`` goes on
    with a saved game. ``save_dir`` is where the unfinished game (``current.json``) and
    finished records (``games/``) go; ``None`` keeps none (the command line passes the
    user's data folder). ``save`` also writes the record to that file. ``review``
    offers the review of each hand after it (``None``: when the input is a terminal,
    so a piped script of moves is not asked). ``lang`` is the language it speaks (one
    of :data:`ginrummy.i18n.SUPPORTED`; English by default: the command line passes the
    locale's). :meth:`run` returns the exit status.
    """

    def __init__(
        self,
        rules: Rules | str = "standard",
        opponent: str | Agent = "simple",
        *,
        seed: int | None = None,
        input: TextIO | None = None,
        output: TextIO | None = None,
        save: str | Path | None = None,
        ascii: bool | None = None,
        echo: bool | None = None,
        name: str | None = None,
        table: Table | None = None,
        save_dir: str | Path | None = None,
        review: bool | None = None,
        lang: str | None = None,
    ) -> None:
        self.tr = translator(lang or "en")
        self.t = self.tr.t
        # A person's opponent: never a research agent that sees the hidden cards.
        self.agent = (
            make_player_agent(opponent)
            if isinstance(opponent, str)
            else refuse_research_only(opponent)
        )
        self.input = input if input is not None else sys.stdin
        self.output = output if output is not None else sys.stdout
        self.ascii = not can_encode_suits(self.output) if ascii is None else ascii
        isatty = getattr(self.input, "isatty", None)
        terminal = bool(callable(isatty) and isatty())
        self.echo = not terminal if echo is None else echo
        self.offer_review = terminal if review is None else review
        self.save_path = Path(save) if save is not None else None
        self.save_dir = Path(save_dir) if save_dir is not None else None
        self.resumed = table is not None
        agent_name = str(getattr(self.agent, "name", "computer"))
        if table is not None:
            found = table.meta.get("seed")
            fresh = random.SystemRandom().randrange(1 << 32)
            self.seed = found if isinstance(found, int) else fresh
            self.rng = saves.resume_rng(table)
            self.agent_rng = random.Random(self.rng.getrandbits(64))
            self.fair_rng = self.rng if isinstance(found, int) else None
            name = name or str(table.meta.get("level") or table.players[1])
        else:
            self.seed = seed if seed is not None else random.SystemRandom().randrange(1 << 32)
            self.rng = random.Random(self.seed)
            self.agent_rng = random.Random(self.rng.getrandbits(64))
            self.fair_rng = self.rng if seed is not None else None
            name = name or agent_name
            meta = {
                "program": "ginrummy play --plain",
                "seed": self.seed,
                "opponent": agent_name,
                "level": name,
            }
            table = Table.new(
                find_rules(rules) if isinstance(rules, str) else rules,
                players=("human", name),
                rng=self.rng,
                meta=meta,
                fair=local_deal(1, self.fair_rng),
            )
        self.table = table
        self.rules = table.rules
        self.names = ("you", name)
        self._shown_events = 0
        self._failed = False

    # ------------------------------------------------------------------ views of the table
    @property
    def game(self) -> Any:
        """The game's score so far (:class:`~ginrummy.core.match.Game`)."""
        return self.table.game

    @property
    def state(self) -> Any:
        """The hand being played (:class:`~ginrummy.core.hand.HandState`)."""
        return self.table.state

    # ------------------------------------------------------------------ output
    def say(self, text: str = "") -> None:
        """Write one line (suit symbols spelled as letters on a plain terminal)."""
        if self.ascii:
            text = plain_ascii(text)
        self.output.write(text + "\n")

    def ask(self, prompt: str = "> ") -> str | None:
        """Prompt and read one line; ``None`` at the end of the input."""
        self.output.write(prompt)
        self.output.flush()
        line = self.input.readline()
        if not line:
            self.output.write("\n")
            return None
        if self.echo:
            self.output.write(line if line.endswith("\n") else line + "\n")
        return line.strip()

    def cards(self, cards: Iterable[Card], *, sort: bool = True) -> str:
        """Cards in this game's notation."""
        return cards_text(cards, ascii=self.ascii, sort=sort)

    def card(self, card: Card) -> str:
        """A card in this game's notation."""
        return card_text(card, ascii=self.ascii)

    # ------------------------------------------------------------------ files
    def record(self) -> GameRecord:
        """The game so far as a record (the hand in progress included)."""
        return self.table.record()

    def _keep(self, write: Any, *args: Any) -> Path | None:
        """Run a save; a failure is said, remembered for the exit status, and ``None``."""
        try:
            path: Path = write(*args)
        except saves.SaveError as exc:
            self.say(self.t("plain-error", error=str(exc)))
            self._failed = True
            return None
        return path

    def save(self) -> None:
        """Write the record to ``--save``'s file, if one was given."""
        if self.save_path is None:
            return
        if self._keep(saves.write_record, self.table, self.save_path) is not None:
            self.say(self.t("plain-record-written", path=str(self.save_path)))

    def keep_unfinished(self) -> None:
        """The game stops before its end: save it for ``--resume`` (and ``--save``)."""
        if self.save_dir is not None:
            path = self._keep(saves.save_current, self.table, self.save_dir)
            if path is not None:
                self.say(self.t("plain-saved", path=str(path)))
                command = saves.resume_command(self.save_dir)
                self.say(self.t("plain-resume-how", command=command))
        elif self.save_path is None:
            self.say(self.t("plain-not-kept"))
        self.save()

    def keep_finished(self) -> None:
        """The game is over: store its record and forget the saved game."""
        if self.save_dir is not None:
            path = self._keep(saves.store_finished, self.table, self.save_dir)
            if path is not None:
                self.say(self.t("plain-record-kept", path=str(path)))
                saves.clear_current(self.save_dir)
        self.save()

    # ------------------------------------------------------------------ loop
    def run(self) -> int:
        """Play to the game's end, a quit, or the end of the input.

        Returns the exit status: 0 (the end of the input in the middle of the game is a
        save-and-quit like ``quit``: a script of moves that stops early did nothing
        wrong), 1 when a file could not be written, or 130 when interrupted.
        """
        rules = self.rules
        welcome = "plain-welcome-hollywood" if rules.hollywood else "plain-welcome"
        self.say(
            self.t(
                welcome,
                rules=self.tr.rules_name(rules.name),
                opponent=self.names[1],
                target=rules.game_target,
            )
        )
        if self.resumed:
            self.say(self.t("plain-resumed", scores=self.scores_text()))
        try:
            while not self.table.is_over:
                if self.table.hand_over:
                    self.deal_next()
                left = self.play_hand()
                if left is not None:
                    return self.leave(ended=left == "eof")
            self.say()
            self.say(self.t("plain-game-over"))
            for line in score_sheet_lines(self.game, self.names, self.tr):
                self.say(line)
            self.keep_finished()
        except KeyboardInterrupt:
            self.say()
            self.say(self.t("plain-interrupted"))
            self.keep_unfinished()
            return 130
        return 1 if self._failed else 0

    def deal_next(self) -> None:
        """Deal the next hand, provably fair (the person's seat adds a client seed)."""
        number = len(self.table.finished) + 1
        self.table.deal_next(self.rng, fair=local_deal(number, self.fair_rng))

    def leave(self, *, ended: bool) -> int:
        """A quit, or the end of the input, in the middle of the game: save it, say so."""
        self.say(self.t("plain-input-ended" if ended else "plain-left"))
        self.keep_unfinished()
        return 1 if self._failed else 0

    def play_hand(self) -> str | None:
        """Play the current hand to its end; ``"quit"`` or ``"eof"`` when the person left."""
        table = self.table
        state = table.state
        self._shown_events = 0
        dealer = state.dealer
        self.say()
        self.say(
            self.t(
                "plain-hand-double" if state.scores_double else "plain-hand",
                number=table.hand_number,
                dealer="you" if dealer == HUMAN else "other",
                name=self.names[1],
                card=self.card(state.first_upcard),
                limit=state.knock_limit,
            )
        )
        show_table = True
        while not table.hand_over:
            if table.to_act == COMPUTER:
                tell_score(self.agent, table.scores, self.rules.game_target)
                table.act(COMPUTER, self.agent.act(table.observation(COMPUTER), self.agent_rng))
                show_table = True
                continue
            obs = table.observation(HUMAN)
            self.show_events(obs)
            if show_table:
                self.show_table(obs)
                show_table = False
            line = self.ask()
            if line is None:
                return "eof"
            if line.lower() in QUIT_WORDS:
                return "quit"
            action = self.command(obs, line)
            if action is None:
                continue
            try:
                table.act(HUMAN, action)
            except GinRummyError as exc:
                self.say(refusal(exc, obs, action=action, ascii=self.ascii, keys=False, tr=self.tr))
                continue
            show_table = True
        tell_hand_over(self.agent, table.state, COMPUTER)  # the master learns how you knock
        self.finish_hand()
        return self.offer_hand_review() if self.offer_review else None

    def offer_hand_review(self) -> str | None:
        """After a hand: its review on request (``r``), else on with the game; ``"quit"``
        or ``"eof"`` when the person leaves here (once the game is over, it just ends)."""
        line = self.ask(self.t("plain-review-offer") + " ")
        over = self.table.is_over
        if line is None or line.lower() in QUIT_WORDS:
            return None if over else ("eof" if line is None else "quit")
        if line.lower() in ("r", "review"):
            self.review_last_hand()
        return None

    def review_last_hand(self) -> None:
        """Grade the person's decisions in the hand just over and print the summary and
        the largest losses (from seat 0's own observations: nothing it could not see)."""
        number = len(self.table.finished)

        def progress(done: int, total: int) -> None:
            if done == 0 and total:
                self.say(self.t("plain-reviewing", count=total, number=number))

        review = review_hand(self.record(), number, HUMAN, ascii=self.ascii, progress=progress)
        for line in review_lines(review, HUMAN, ascii=self.ascii, tr=self.tr):
            self.say(line)

    def command(self, obs: Observation, line: str) -> Action | None:
        """One typed command: the move it asks for, else ``None`` (after saying why)."""
        command = " ".join(line.lower().split())
        if not command:
            return None
        if command in ("help", "h", "?"):
            self.say(help_text(self.tr))
            return None
        if command in ("show", "table", "look", "hand"):
            self.show_table(obs)
            return None
        if command in ("pile", "discards"):
            pile = self.cards(obs.discard_pile, sort=False) or self.t("plain-pile-empty")
            if obs.rules.squared_pile and obs.discard_pile:  # seed 004: no looking through
                more = obs.discard_size - 1
                self.say(self.t("plain-pile-squared", pile=pile, more=more))
            else:
                self.say(self.t("plain-pile", pile=pile))
            return None
        if command == "hint":
            self.hint(obs)
            return None
        if command in ("knock", "gin", "k"):
            return self.best_knock(obs, gin=command == "gin")
        if command == "discard":
            self.say(self.t("plain-which-card"))
            return None
        words = command.split()
        if len(words) == 1 and not _CARD_WORD.match(words[0]) and not words[0].isdigit():
            try:
                return parse_action(command)
            except InvalidActionError:
                self.say(self.t("plain-not-understood", what=repr(line.strip())))
                return None
        try:
            action = parse_action(line)
        except InvalidActionError as exc:
            self.say(self.t("plain-not-understood", what=str(exc)))
            return None
        if command.startswith("gin ") and isinstance(action, Knock):
            left = deadwood_count(obs.hand.mask & ~(1 << action.card))
            if obs.phase is Phase.DISCARD and action.card in obs.hand and left:
                self.say(self.t("plain-not-gin-card", card=self.card(action.card), left=left))
                return None
        return action

    def best_knock(self, obs: Observation, *, gin: bool) -> Action | None:
        """``knock`` or ``gin`` without a card: the discard that leaves the least deadwood."""
        if obs.phase is not Phase.DISCARD:
            moves = open_moves(obs, ascii=self.ascii, keys=False, tr=self.tr)
            self.say(self.t("refusal-draw-first", moves=moves))
            return None
        knocks = [a for a in obs.legal_actions if isinstance(a, Knock)]
        if not knocks:
            after = min(
                deadwood_count(obs.hand.mask & ~(1 << c)) for c in obs.hand if c != obs.taken_upcard
            )
            self.say(self.t("plain-best-over-limit", left=after, limit=obs.knock_limit))
            return None
        best = min(knocks, key=lambda a: (deadwood_count(obs.hand.mask & ~(1 << a.card)), a.id))
        left = deadwood_count(obs.hand.mask & ~(1 << best.card))
        if gin and left:
            self.say(self.t("plain-not-gin", left=left))
            return None
        return best

    def hint(self, obs: Observation) -> None:
        """Show the strongest level's move, with its reason."""
        advice = hint(
            obs,
            ascii=self.ascii,
            scores=self.game.scores,
            game_target=self.game.rules.game_target,
        )
        reason = advice.words(self.tr, ascii=self.ascii)
        self.say(hint_text(advice.action, reason, ascii=self.ascii, tr=self.tr))

    # ------------------------------------------------------------------ views
    def show_events(self, obs: Observation) -> None:
        """Print what happened since the last prompt (only what seat 0 may see)."""
        new = obs.events[self._shown_events :]
        self._shown_events = len(obs.events)
        for event in new:
            self.say(f"  {event_text(event, self.names, ascii=self.ascii, tr=self.tr)}")

    def show_table(self, obs: Observation) -> None:
        """The table as seat 0 sees it."""
        upcard = obs.upcard
        below = obs.discard_size - 1
        t = self.t
        pile = (
            t("table-pile-empty") if upcard is None else t("table-pile-top", card=self.card(upcard))
        )
        if below > 0 and obs.rules.squared_pile:
            pile = t("table-pile-squared", pile=pile, below=below)
        elif below > 0:
            pile = t("table-pile-below", pile=pile, below=below)
        known = self.cards(obs.opponent_known)
        size = obs.opponent_hand_size
        if known:
            opponent = t("table-opponent-known", name=self.names[1], count=size, cards=known)
        else:
            opponent = t("table-opponent", name=self.names[1], count=size)
        arrangement = best_arrangement(obs.hand)
        parts = []
        if arrangement.melds:
            parts.append(melds_text(arrangement.melds, ascii=self.ascii, tr=self.tr))
        if arrangement.deadwood:
            parts.append(self.cards(arrangement.deadwood))
        parts.append(t("table-deadwood", count=arrangement.deadwood_count))
        self.say()
        self.say(
            t(
                "table-scores",
                scores=self.scores_text(),
                target=self.rules.game_target,
                stock=obs.stock_size,
                limit=obs.knock_limit,
            )
        )
        self.say(t("table-discard-pile", pile=pile))
        self.say(f"{opponent}.")
        self.say(t("table-your-hand", parts=" | ".join(parts)))
        self.say(self.prompt_text(obs))

    def prompt_text(self, obs: Observation) -> str:
        """What seat 0 may do now, in words."""
        t = self.t
        moves = open_moves(obs, ascii=self.ascii, keys=False, tr=self.tr)
        match obs.phase:
            case Phase.UPCARD_OFFER:
                return t("prompt-first", moves=moves)
            case Phase.DRAW:
                if any(isinstance(a, TakeUpcard) for a in obs.legal_actions):
                    return t("prompt-turn", moves=moves)
                return t("prompt-turn-passed", moves=moves)
            case Phase.STOCK_END:
                if any(isinstance(a, TakeUpcard) for a in obs.legal_actions):
                    return t("prompt-stock-end", moves=moves)
                return t("prompt-stock-end-void", moves=moves)
            case _:
                pass
        legal = obs.legal_actions
        if any(isinstance(a, Discard) for a in legal):
            parts = [t("prompt-discard", example=self._example(obs))]
        else:
            parts = [t("prompt-only-knock")]
        knocks = sorted(
            (deadwood_count(obs.hand.mask & ~(1 << a.card)), a.card)
            for a in legal
            if isinstance(a, Knock)
        )
        if knocks:
            options = ", ".join(
                f"{'gin' if left == 0 else 'knock'} {self.card(card)} ({left})"
                for left, card in knocks[:6]
            )
            if len(knocks) > 6:
                parts.append(t("prompt-or-more", options=options, count=len(knocks) - 6))
            else:
                parts.append(t("prompt-or", options=options))
        if any(isinstance(a, BigGin) for a in legal):
            parts.append(t("prompt-or-big-gin"))
        text = ", ".join(parts) + "."
        if obs.taken_upcard is not None and not obs.rules.allow_discard_of_drawn_upcard:
            text += " " + t("prompt-keep-taken", card=self.card(obs.taken_upcard))
        return text

    def _example(self, obs: Observation) -> str:
        discards = [a.card for a in obs.legal_actions if isinstance(a, Discard)]
        if not discards:
            discards = [a.card for a in obs.legal_actions if isinstance(a, Knock)]
        if not discards:
            return "big gin"
        best = min(discards, key=lambda c: (deadwood_count(obs.hand.mask & ~(1 << c)), c))
        return best.pretty(ascii=True)

    def scores_text(self) -> str:
        """``you 25, simple 10``; Hollywood: ``G1 25-10, G2 0-10, G3 0-0`` (yours first)."""
        if self.rules.hollywood:
            return games_text(self.game, self.tr)
        s0, s1 = self.game.scores
        you = display_name("you", self.tr)
        return self.t("scores-pair", name0=you, score0=s0, name1=self.names[1], score1=s1)

    def finish_hand(self) -> None:
        """Show how the hand ended and the scores (the table has scored it)."""
        obs = self.table.observation(HUMAN)
        self.show_events(obs)
        result = self.table.last_result
        assert result is not None
        self.say()
        lines = result_lines(
            result, self.rules, self.names, ascii=self.ascii, capitals=True, tr=self.tr
        )
        for line in lines:
            self.say(line)
        credits = self.game.credits
        if self.rules.hollywood and credits and credits[-1]:
            self.say(self.t("plain-counts-in", games=counted_text(credits[-1], self.tr)))
        if not self.game.is_over:
            for line in score_sheet_lines(self.game, self.names, self.tr):
                self.say(line)


def play_text(
    rules: Rules | str = "standard",
    opponent: str | Agent = "simple",
    *,
    seed: int | None = None,
    input: TextIO | None = None,
    output: TextIO | None = None,
    save: str | Path | None = None,
    ascii: bool | None = None,
    name: str | None = None,
    table: Table | None = None,
    save_dir: str | Path | None = None,
    lang: str | None = None,
) -> int:
    """Play one game in plain text; returns the exit status (see :meth:`TextGame.run`)."""
    game = TextGame(
        rules,
        opponent,
        seed=seed,
        input=input,
        output=output,
        save=save,
        ascii=ascii,
        name=name,
        table=table,
        save_dir=save_dir,
        lang=lang,
    )
    return game.run()


def agent_for_table(table: Table) -> Agent:
    """The computer player of a saved game (its agent, else its level's, else simple).

    :raises ResearchOnlyError: for a save naming a research agent (the oracle): a person
        is never dealt against it, whatever a file says.
    """
    name = str(table.meta.get("opponent") or table.players[1])
    key = LEVELS.get(name, name)
    try:
        return make_player_agent(key)
    except ResearchOnlyError:
        raise
    except (KeyError, ValueError):
        return make_agent("simple")


__all__ = ["HELP", "TextGame", "agent_for_table", "help_text", "play_text"]
