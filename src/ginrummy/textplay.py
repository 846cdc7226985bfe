"""The plain-text terminal game: a person against a computer agent, one line at a time.

It reads commands from any text stream (a terminal, a pipe, a ``StringIO`` in the tests)
and writes plain text, so it runs everywhere and can be scripted::

    $ printf 'pass\\ndraw\\n9D\\nquit\\n' | ginrummy play --seed 7

The person sits in seat 0 and sees only what seat 0's observation holds; the computer
sits in seat 1 and is asked for moves through its own observation. The formatting
helpers here (cards, arrangements, events, showdowns, score sheets) are shared with the
``ginrummy`` command line.

>>> import io
>>> out = io.StringIO()
>>> play_text("standard", "simple", seed=1, input=io.StringIO("quit\\n"), output=out)
0
>>> "Bye" in out.getvalue()
True
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TextIO

from .actions import BigGin, Discard, DrawStock, Knock, Pass, TakeUpcard, parse_action
from .agents import hint, make_agent
from .agents.base import Agent
from .cards import Card
from .errors import GinRummyError, IllegalActionError, InvalidActionError
from .hand import Event, HandResult, HandState, Phase
from .match import Game
from .melds import Arrangement, Meld, best_arrangement, deadwood_count
from .observation import Observation
from .record import GameRecord, HandRecord, tell_score
from .rules import Rules, find_rules
from .scoring import Outcome, Showdown

HUMAN = 0
"""The person's seat."""
COMPUTER = 1
"""The computer's seat."""


# --------------------------------------------------------------------------- formatting
def can_encode_suits(stream: object) -> bool:
    """True when ``stream`` can show the suit symbols (else cards print as ``7H``)."""
    encoding = getattr(stream, "encoding", None)
    if not encoding:
        return True
    try:
        "♣♦♥♠".encode(encoding)
    except (LookupError, UnicodeEncodeError):
        return False
    return True


_ASCII_SUITS = str.maketrans("♣♦♥♠♧♢♡♤·", "CDHSCDHS.")


def plain_ascii(text: str) -> str:
    """``text`` with suit symbols as letters and anything else non-ASCII as ``?``."""
    return text.translate(_ASCII_SUITS).encode("ascii", "replace").decode("ascii")


def card_text(card: Card, *, ascii: bool = False) -> str:
    """One card for people: ``10♥`` (``10H`` with ``ascii``)."""
    return card.pretty(ascii=ascii)


def by_rank(cards: Iterable[Card]) -> list[Card]:
    """Cards ordered by rank, then suit: how a loose hand reads best."""
    return sorted(cards, key=lambda c: (c.rank, c.suit))


def cards_text(cards: Iterable[Card], *, ascii: bool = False, sort: bool = True) -> str:
    """Cards for people, space separated, by rank unless ``sort`` is false."""
    ordered = by_rank(cards) if sort else list(cards)
    return " ".join(c.pretty(ascii=ascii) for c in ordered)


def meld_text(meld: Meld, *, ascii: bool = False) -> str:
    """``[7♥ 8♥ 9♥]``."""
    return f"[{meld.pretty(ascii=ascii)}]"


def sorted_melds(melds: Iterable[Meld]) -> list[Meld]:
    """Melds lowest rank first, the order the eye expects (shared with the TUI)."""
    return sorted(melds, key=lambda m: (min(c.rank for c in m.ordered()), m.mask))


def melds_text(melds: Iterable[Meld], *, ascii: bool = False) -> str:
    """Melds in brackets, lowest rank first; ``(none)`` when there are none."""
    return " ".join(meld_text(m, ascii=ascii) for m in sorted_melds(melds)) or "(none)"


def arrangement_text(arrangement: Arrangement, *, ascii: bool = False) -> str:
    """``[7♥ 8♥ 9♥] [K♣ K♦ K♠] | 2♣ 3♦ (5)``: melds, then the deadwood and its count."""
    dead = cards_text(arrangement.deadwood, ascii=ascii) or "-"
    melds = melds_text(arrangement.melds, ascii=ascii)
    return f"{melds} | {dead} ({arrangement.deadwood_count})"


def action_text(action: object, *, ascii: bool = False) -> str:
    """An action for people: ``draw from the stock``, ``discard 9♦``, ``knock 9♦``."""
    if isinstance(action, DrawStock):
        return "draw from the stock"
    if isinstance(action, TakeUpcard):
        return "take the upcard"
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Discard):
        return f"discard {card_text(action.card, ascii=ascii)}"
    if isinstance(action, Knock):
        return f"knock, discarding {card_text(action.card, ascii=ascii)}"
    if isinstance(action, BigGin):
        return "big gin"
    return str(action)


def event_text(event: Event, names: Sequence[str], *, ascii: bool = False) -> str:
    """One event as a sentence, with the players' names: ``simple discarded 9♣``."""
    return event.describe(names=names, ascii=ascii)


def points_reason(showdown: Showdown, rules: Rules) -> str:
    """How the points were reached: ``defender's 23 - knocker's 8 = 15``."""
    k, d = showdown.knocker_deadwood, showdown.defender_deadwood
    base = showdown.points // 2 if showdown.doubled else showdown.points
    match showdown.outcome:
        case Outcome.GIN:
            text = f"gin bonus {rules.gin_bonus} + defender's deadwood {d} = {base}"
        case Outcome.BIG_GIN:
            text = f"big gin bonus {rules.big_gin_bonus} + defender's deadwood {d} = {base}"
        case Outcome.KNOCK:
            text = f"defender's deadwood {d} - knocker's {k} = {base}"
        case Outcome.UNDERCUT:
            text = (
                f"undercut bonus {rules.undercut_bonus} + (knocker's deadwood {k} "
                f"- defender's {d}) = {base}"
            )
        case _:
            return f"equal deadwood ({k}) is no undercut under these rules: nobody scores"
    if showdown.doubled:
        text += f", doubled for the spade upcard = {showdown.points}"
    return text


def showdown_lines(
    showdown: Showdown,
    rules: Rules,
    names: tuple[str, str],
    *,
    ascii: bool = False,
) -> list[str]:
    """The showdown laid out for people; ``names`` is ``(knocker, defender)``."""
    knocker, defender = names
    kind = {
        Outcome.GIN: "went gin",
        Outcome.BIG_GIN: "went big gin",
    }.get(showdown.outcome, "knocked")
    lines = [
        f"{knocker} {kind} (knock limit {showdown.knock_limit}).",
        f"  {knocker:<10} melds {melds_text(showdown.knocker_melds, ascii=ascii)}",
        f"  {'':<10} deadwood {cards_text(showdown.knocker_deadwood_cards, ascii=ascii) or '-'}"
        f" ({showdown.knocker_deadwood})",
        f"  {defender:<10} melds {melds_text(showdown.defender_melds, ascii=ascii)}",
        f"  {'':<10} deadwood {cards_text(showdown.defender_deadwood_cards, ascii=ascii) or '-'}"
        f" ({showdown.defender_deadwood})",
    ]
    if showdown.layoff_moves:
        parts = [
            f"{card_text(m.card, ascii=ascii)} onto "
            f"{meld_text(showdown.knocker_melds[m.meld], ascii=ascii)}"
            for m in showdown.layoff_moves
        ]
        lines.append(f"  {defender} laid off: " + ", ".join(parts))
    elif showdown.outcome in (Outcome.GIN, Outcome.BIG_GIN):
        lines.append("  no lay-offs against gin")
    else:
        lines.append(f"  {defender} had nothing to lay off")
    outcome = str(showdown.outcome).replace("_", " ")
    if showdown.winner is None:
        lines.append(f"Outcome: {outcome}. {points_reason(showdown, rules)}.")
    else:
        winner = knocker if showdown.winner == "knocker" else defender
        lines.append(
            f"Outcome: {outcome}. {winner} {conjugate(winner, 'score')} {showdown.points} "
            f"({points_reason(showdown, rules)})."
        )
    return lines


def result_lines(
    result: HandResult, rules: Rules, names: Sequence[str], *, ascii: bool = False
) -> list[str]:
    """A finished hand for people: the showdown, or why the hand is void."""
    if result.showdown is None or result.knocker is None:
        reason = f" ({result.reason})" if result.reason else ""
        return [f"Void hand{reason}: nobody scores, the same dealer deals again."]
    knocker = result.knocker
    return showdown_lines(result.showdown, rules, (names[knocker], names[1 - knocker]), ascii=ascii)


def conjugate(subject: str, verb: str) -> str:
    """``you score`` but ``ann scores``: the plain game calls the person "you"."""
    return verb if subject.lower() == "you" else verb + "s"


def score_sheet_rows(game: Game) -> list[tuple[str, int, int]]:
    """The end-of-game score sheet as ``(label, player 0, player 1)`` rows."""
    totals = game.totals()
    rules = game.rules
    rows = [
        ("hands won", totals.hands_won[0], totals.hands_won[1]),
        ("hand points", totals.points[0], totals.points[1]),
        (f"boxes ({rules.box_bonus} a hand won)", totals.box_bonus[0], totals.box_bonus[1]),
        ("game bonus", totals.game_bonus[0], totals.game_bonus[1]),
    ]
    if totals.shutout:
        label = "shutout (doubled)" if str(rules.shutout) == "double" else "shutout bonus"
        rows.append((label, totals.shutout_bonus[0], totals.shutout_bonus[1]))
    rows.append(("total", totals.totals[0], totals.totals[1]))
    return rows


def score_sheet_lines(game: Game, names: Sequence[str]) -> list[str]:
    """The score sheet as plain text (running scores while the game is not over)."""
    if not game.is_over:
        s0, s1 = game.scores
        return [
            f"Scores: {names[0]} {s0}, {names[1]} {s1} "
            f"(game to {game.rules.game_target}; hands won {game.hands_won[0]}-"
            f"{game.hands_won[1]})"
        ]
    totals = game.totals()
    width = max(len(n) for n in names) + 2
    label_width = 26
    lines = [f"{'Score sheet':<{label_width}}{names[0]:>{width}}{names[1]:>{width}}"]
    lines += [
        f"{label:<{label_width}}{a:>{width}}{b:>{width}}" for label, a, b in score_sheet_rows(game)
    ]
    shutout = " (a shutout)" if totals.shutout else ""
    winner = names[totals.winner]
    lines.append(f"{winner} {conjugate(winner, 'win')} the game by {totals.net} points{shutout}.")
    return lines


def hand_record_list(
    finished: Sequence[HandState], current: HandState | None = None
) -> tuple[HandRecord, ...]:
    """Records of the finished hands, and of the hand in progress if any."""
    hands = [HandRecord.from_state(s) for s in finished]
    if current is not None and not current.is_over:
        hands.append(HandRecord.from_state(current))
    return tuple(hands)


# --------------------------------------------------------------------------- the game
HELP = """\
Commands (case does not matter):
  draw          draw the top card of the stock (also: d, stock)
  take          take the upcard, the top card of the discard pile (also: t)
  pass          refuse the first upcard (also: p)
  7H            discard the seven of hearts (also: discard 7H, 7h, 10H, TH; suit
                symbols work too)
  knock 7H      knock, discarding 7H face down (also: k 7H); plain "knock" picks the
                discard that leaves the least deadwood
  gin 7H        go gin, discarding 7H; plain "gin" finds the card
  big gin       lay down all 11 cards when they are all melded
  hint          the strongest computer player's move, and why
  pile          the whole discard pile
  show          the table again
  help          this text
  quit          leave the game (the record is saved with --save)"""


class TextGame:
    """One game between a person (seat 0) and a computer agent (seat 1), in plain text.

    ``input`` and ``output`` are text streams; the game never reads anything else, so a
    test drives it with ``StringIO``. :meth:`run` returns the exit status.
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
    ) -> None:
        self.rules = find_rules(rules) if isinstance(rules, str) else rules
        self.agent = make_agent(opponent) if isinstance(opponent, str) else opponent
        self.input = input if input is not None else sys.stdin
        self.output = output if output is not None else sys.stdout
        self.ascii = not can_encode_suits(self.output) if ascii is None else ascii
        if echo is None:
            isatty = getattr(self.input, "isatty", None)
            echo = not (callable(isatty) and isatty())
        self.echo = echo
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1 << 32)
        self.rng = random.Random(self.seed)
        self.agent_rng = random.Random(self.rng.getrandbits(64))
        self.hint_rng = random.Random(self.seed ^ 0x5EED)
        self.save_path = Path(save) if save is not None else None
        self.names = ("you", str(getattr(self.agent, "name", "computer")))
        self.game = Game.new(self.rules, rng=self.rng)
        self.finished: list[HandState] = []
        self.state: HandState | None = None
        self._shown_events = 0

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

    # ------------------------------------------------------------------ record
    def record(self) -> GameRecord:
        """The game so far as a record (the hand in progress included)."""
        meta: dict[str, Any] = {
            "created": datetime.now(UTC).isoformat(timespec="seconds"),
            "seed": self.seed,
            "program": "ginrummy play --plain",
        }
        return GameRecord(
            self.rules,
            self.game.first_dealer,
            hand_record_list(self.finished, self.state),
            ("human", self.names[1]),
            meta,
        )

    def save(self) -> None:
        """Write the record to ``--save``'s file, if one was given."""
        if self.save_path is None:
            return
        try:
            self.save_path.write_text(self.record().to_json(indent=2) + "\n", encoding="utf-8")
        except OSError as exc:
            self.say(f"Could not save the game to {self.save_path}: {exc.strerror or exc}")
            return
        self.say(f"Game saved to {self.save_path}.")

    # ------------------------------------------------------------------ loop
    def run(self) -> int:
        """Play the game to its end, a quit, or the end of the input; returns 0."""
        rules = self.rules
        self.say(
            f"Gin rummy ({rules.name} rules) against {self.names[1]}: first to "
            f"{rules.game_target} points. Type 'help' for the commands."
        )
        try:
            while not self.game.is_over:
                if not self.play_hand():
                    self.say("Bye.")
                    self.save()
                    return 0
            self.say()
            self.say("=== Game over. ===")
            for line in score_sheet_lines(self.game, self.names):
                self.say(line)
            self.save()
        except KeyboardInterrupt:
            self.say()
            self.say("Interrupted.")
            self.save()
            return 130
        return 0

    def play_hand(self) -> bool:
        """Play one hand; ``False`` when the person quit or the input ended."""
        dealer = self.game.next_dealer
        state = HandState.deal(self.rules, dealer=dealer, rng=self.rng)
        self.state = state
        self._shown_events = 0
        number = len(self.game.results) + 1
        deals = "you deal" if dealer == HUMAN else f"{self.names[1]} deals"
        self.say()
        self.say(
            f"=== Hand {number}: {deals}. First upcard {self.card(state.first_upcard)}, "
            f"knock limit {state.knock_limit}"
            + ("; a spade: this hand scores double" if state.scores_double else "")
            + ". ==="
        )
        show_table = True
        while not state.is_over:
            if state.to_act == COMPUTER:
                tell_score(self.agent, self.game.scores, self.game.rules.game_target)
                action = self.agent.act(state.observation(COMPUTER), self.agent_rng)
                state = state.apply(action, player=COMPUTER)
                self.state = state
                show_table = True
                continue
            obs = state.observation(HUMAN)
            self.show_events(obs)
            if show_table:
                self.show_table(obs)
                show_table = False
            line = self.ask()
            if line is None:
                return False
            command = line.lower()
            if command in ("quit", "exit", "q", "resign"):
                return False
            new_state = self.command(state, obs, line)
            if new_state is not None:
                state = new_state
                self.state = state
                show_table = True
        self.finish_hand(state)
        return True

    def command(self, state: HandState, obs: Observation, line: str) -> HandState | None:
        """Carry out one typed command; the new state after a move, else ``None``."""
        command = " ".join(line.lower().split())
        if not command:
            return None
        if command in ("help", "h", "?"):
            self.say(HELP)
            return None
        if command in ("show", "table", "look", "hand"):
            self.show_table(obs)
            return None
        if command in ("pile", "discards"):
            pile = self.cards(obs.discard_pile, sort=False) or "(empty)"
            self.say(f"Discard pile, bottom to top: {pile}")
            return None
        if command == "hint":
            self.hint(obs)
            return None
        if command in ("knock", "gin", "k"):
            return self.best_knock(state, obs, gin=command == "gin")
        try:
            action = parse_action(line)
        except InvalidActionError as exc:
            self.say(f"Not understood: {exc}. Type 'help' for the commands.")
            return None
        if command.startswith("gin ") and isinstance(action, Knock):
            left = deadwood_count(obs.hand.mask & ~(1 << action.card))
            if obs.phase is Phase.DISCARD and action.card in obs.hand and left:
                self.say(
                    f"Not gin: discarding {self.card(action.card)} leaves {left} deadwood "
                    "(use 'knock' to knock)."
                )
                return None
        try:
            return state.apply(action, player=HUMAN)
        except IllegalActionError as exc:
            self.say(f"Not allowed: {exc}.")
        except GinRummyError as exc:  # pragma: no cover - apply raises only illegal actions
            self.say(f"Not allowed: {exc}.")
        return None

    def best_knock(self, state: HandState, obs: Observation, *, gin: bool) -> HandState | None:
        """``knock`` or ``gin`` without a card: the discard that leaves the least deadwood."""
        if obs.phase is not Phase.DISCARD:
            self.say("Not allowed: draw a card first, then knock with the card to discard.")
            return None
        knocks = [a for a in obs.legal_actions if isinstance(a, Knock)]
        if not knocks:
            after = min(
                deadwood_count(obs.hand.mask & ~(1 << c)) for c in obs.hand if c != obs.taken_upcard
            )
            self.say(
                f"Not allowed: the best discard leaves {after} deadwood, over the knock "
                f"limit of {obs.knock_limit}."
            )
            return None
        best = min(knocks, key=lambda a: (deadwood_count(obs.hand.mask & ~(1 << a.card)), a.id))
        left = deadwood_count(obs.hand.mask & ~(1 << best.card))
        if gin and left:
            self.say(f"Not gin: the best discard leaves {left} deadwood (use 'knock').")
            return None
        return state.apply(best, player=HUMAN)

    def hint(self, obs: Observation) -> None:
        """Show the strongest level's move, with its reason."""
        advice = hint(
            obs,
            ascii=self.ascii,
            scores=self.game.scores,
            game_target=self.game.rules.game_target,
        )
        self.say(f"Hint: {action_text(advice.action, ascii=self.ascii)}. {advice.reason}.")

    # ------------------------------------------------------------------ views
    def show_events(self, obs: Observation) -> None:
        """Print what happened since the last prompt (only what seat 0 may see)."""
        new = obs.events[self._shown_events :]
        self._shown_events = len(obs.events)
        for event in new:
            self.say(f"  {event_text(event, self.names, ascii=self.ascii)}")

    def show_table(self, obs: Observation) -> None:
        """The table as seat 0 sees it."""
        s0, s1 = self.game.scores
        upcard = obs.upcard
        below = len(obs.discard_pile) - 1
        pile = "empty" if upcard is None else f"{self.card(upcard)} on top"
        if below > 0:
            pile += f" ({below} below; 'pile' shows them)"
        known = self.cards(obs.opponent_known)
        opponent = f"{self.names[1]}: {obs.opponent_hand_size} cards"
        if known:
            opponent += f", known to hold {known}"
        arrangement = best_arrangement(obs.hand)
        parts = []
        if arrangement.melds:
            parts.append(melds_text(arrangement.melds, ascii=self.ascii))
        if arrangement.deadwood:
            parts.append(self.cards(arrangement.deadwood))
        parts.append(f"deadwood {arrangement.deadwood_count}")
        self.say()
        self.say(
            f"Scores: you {s0}, {self.names[1]} {s1} (to {self.rules.game_target}).  "
            f"Stock: {obs.stock_size} cards.  Knock limit: {obs.knock_limit}."
        )
        self.say(f"Discard pile: {pile}.")
        self.say(f"{opponent}.")
        self.say("Your hand: " + " | ".join(parts))
        self.say(self.prompt_text(obs))

    def prompt_text(self, obs: Observation) -> str:
        """What seat 0 may do now, in words."""
        up = "" if obs.upcard is None else self.card(obs.upcard)
        legal = obs.legal_actions
        match obs.phase:
            case Phase.UPCARD_OFFER:
                return f"First turn: 'take' {up} or 'pass'."
            case Phase.DRAW:
                if any(isinstance(a, TakeUpcard) for a in legal):
                    return f"Your turn: 'draw' from the stock or 'take' {up}."
                return "Your turn: 'draw' from the stock (the first upcard was passed)."
            case Phase.STOCK_END:
                if any(isinstance(a, TakeUpcard) for a in legal):
                    return f"Two stock cards left: 'take' {up} to knock with it, or 'pass'."
                return "Two stock cards left: 'pass' (the hand is void)."
            case _:
                pass
        if any(isinstance(a, Discard) for a in legal):
            parts = ["Discard a card (for example '" + self._example(obs) + "')"]
        else:
            parts = ["You may only knock now"]
        knocks = sorted(
            (
                (deadwood_count(obs.hand.mask & ~(1 << a.card)), a.card)
                for a in legal
                if isinstance(a, Knock)
            ),
            key=lambda t: (t[0], t[1]),
        )
        if knocks:
            options = ", ".join(
                f"{'gin' if left == 0 else 'knock'} {self.card(card)} ({left})"
                for left, card in knocks[:6]
            )
            more = f" and {len(knocks) - 6} more" if len(knocks) > 6 else ""
            parts.append(f"or {options}{more}")
        if any(isinstance(a, BigGin) for a in legal):
            parts.append("or 'big gin'")
        text = ", ".join(parts) + "."
        if obs.taken_upcard is not None and not obs.rules.allow_discard_of_drawn_upcard:
            text += f" ({self.card(obs.taken_upcard)} was just taken: keep it this turn.)"
        return text

    def _example(self, obs: Observation) -> str:
        discards = [a.card for a in obs.legal_actions if isinstance(a, Discard)]
        if not discards:
            discards = [a.card for a in obs.legal_actions if isinstance(a, Knock)]
        if not discards:
            return "big gin"
        best = min(discards, key=lambda c: (deadwood_count(obs.hand.mask & ~(1 << c)), c))
        return best.pretty(ascii=True)

    def finish_hand(self, state: HandState) -> None:
        """Show how the hand ended, score it, and show the scores."""
        obs = state.observation(HUMAN)
        self.show_events(obs)
        result = state.result
        assert result is not None
        self.say()
        for line in result_lines(result, self.rules, self.names, ascii=self.ascii):
            self.say(line)
        self.finished.append(state)
        self.game = self.game.record_hand(result, state.dealer)
        self.state = None
        if not self.game.is_over:
            for line in score_sheet_lines(self.game, self.names):
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
) -> int:
    """Play one game in plain text; returns the exit status (0, or 130 when interrupted)."""
    game = TextGame(rules, opponent, seed=seed, input=input, output=output, save=save, ascii=ascii)
    return game.run()


__all__ = [
    "HELP",
    "TextGame",
    "action_text",
    "arrangement_text",
    "card_text",
    "cards_text",
    "event_text",
    "melds_text",
    "play_text",
    "points_reason",
    "result_lines",
    "score_sheet_lines",
    "score_sheet_rows",
    "showdown_lines",
    "sorted_melds",
]
