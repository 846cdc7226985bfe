"""Three-handed gin in plain text: a person and two computer players at one table.

Why a class of its own beside :class:`~ginrummy.tui.plain.TextGame`: every hand is still
a two-player hand, so the person's hands are played with the plain game's own commands,
table view and refusals (inherited), but who plays, who sits out and the score sheet come
from a :class:`~ginrummy.core.three.ThreeMatch`, and the person may sit a hand out. Then
the computers' hand is played out and summarised; in the box forms a person sitting out
as the captain's partner sees the captain's hand (never the box player's) and is asked
for a suggested discard, which the captain follows when it is a legal one.

The person is player 0 (``you``), the computers players 1 and 2. There is no resume:
a quit ends the match (``--save`` still writes the record so far).

>>> import io
>>> out = io.StringIO()
>>> play_three_text("standard", "simple", seed=1, input=io.StringIO("quit\\n"), output=out)
0
>>> "You left the match" in out.getvalue()
True
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any, TextIO

from ..agents.base import Agent, make_player_agent, refuse_research_only
from ..core.actions import Discard
from ..core.errors import GinRummyError
from ..core.hand import HandState, Phase
from ..core.local_deals import local_deal
from ..core.match import Game
from ..core.melds import best_arrangement
from ..core.observation import Observation
from ..core.record import HandRecord, tell_hand_over, tell_score
from ..core.rules import Rules, find_rules
from ..core.three import ThreeForm, ThreeMatch, ThreeRecord, ThreeSettings
from ..i18n import translator
from ..words.play import can_encode_suits, event_text, melds_text, result_lines
from ..words.refusals import refusal
from .plain import QUIT_WORDS, TextGame

HUMAN = 0
"""The person's player number in the match."""

FORM_WORDS = {
    ThreeForm.ROTATION: "rotation: the loser of each game sits out",
    ThreeForm.ROTATION_HAND: "rotation: the loser of each hand sits out",
    ThreeForm.BOX: "the box: one against a team of two; the box changes after a lost game",
    ThreeForm.BOX_HAND: "the box: one against a team of two; the box changes after a lost hand",
}


def _verb(name: str, verb: str) -> str:
    """``you deal``, ``medium-1 deals``."""
    return f"{name} {verb}" if name == "you" else f"{name} {verb}s"


class ThreeTextGame(TextGame):
    """A three-handed match in plain text (see the module docstring).

    Shares the two-player game's streams, notation and commands; not its table or saves.
    """

    def __init__(
        self,
        rules: Rules | str = "standard",
        opponent: str | Agent = "simple",
        *,
        form: ThreeForm | str = ThreeForm.ROTATION,
        target: int | None = None,
        games: int | None = None,
        seed: int | None = None,
        input: TextIO | None = None,
        output: TextIO | None = None,
        save: str | Path | None = None,
        ascii: bool | None = None,
        echo: bool | None = None,
        name: str | None = None,
    ) -> None:
        # Deliberately not TextGame.__init__: that one builds a two-player table.
        # The shared commands' words come from the catalogs; the three-handed match's
        # own words are English for now (docs/languages.md: not yet translated).
        self.tr = translator("en")
        self.t = self.tr.t
        agents = [
            make_player_agent(opponent) if isinstance(opponent, str) else opponent for _ in range(2)
        ]
        self.computers = [refuse_research_only(a) for a in agents]
        if not isinstance(opponent, str):  # one agent object cannot sit at two seats
            self.computers[1] = make_player_agent(str(getattr(opponent, "name", "simple")))
        self.agent = self.computers[0]
        self.input = input if input is not None else sys.stdin
        self.output = output if output is not None else sys.stdout
        self.ascii = not can_encode_suits(self.output) if ascii is None else ascii
        isatty = getattr(self.input, "isatty", None)
        self.echo = not bool(callable(isatty) and isatty()) if echo is None else echo
        self.offer_review = False
        self.save_path = Path(save) if save is not None else None
        self.save_dir = None
        self.resumed = False
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1 << 32)
        self.rng = random.Random(self.seed)
        self.agent_rng = random.Random(self.rng.getrandbits(64))
        self.fair_rng = self.rng if seed is not None else None
        label = name or str(getattr(self.agent, "name", "computer"))
        self.players = ("you", f"{label}-1", f"{label}-2")
        self.names = ("you", self.players[1])
        self.hand_names: tuple[str, str] = ("you", self.players[1])
        self.rules = find_rules(rules) if isinstance(rules, str) else rules
        self.settings = ThreeSettings(rules=self.rules, form=ThreeForm(form), target=target,
                                      games=games)  # fmt: skip
        self.match = ThreeMatch.new(self.settings, rng=self.rng)
        self.hands: list[tuple[tuple[int, int], HandRecord]] = []
        self._shown_events = 0
        self._failed = False
        self.current: Observation | None = None
        """The person's observation while asked for a move (tests read it)."""

    # ------------------------------------------------------------------ views
    @property
    def game(self) -> Game:
        """The current pairing's game (hand seats as in ``match.players``)."""
        return self.match.game

    def scores_text(self) -> str:
        """``you 25, simple-1 10, simple-2 0``: the three running scores."""
        return self.match.describe_score(self.players)

    def show_events(self, obs: Observation) -> None:
        """What happened since the last prompt, named by hand seat."""
        new = obs.events[self._shown_events :]
        self._shown_events = len(obs.events)
        for event in new:
            self.say(f"  {event_text(event, self.hand_names, ascii=self.ascii)}")

    def sheet_lines(self) -> list[str]:
        """The three-column score sheet, and for the box forms each score against each."""
        names = self.players
        width = max(len(n) for n in names) + 2
        lines = [f"{'Score sheet':<16}" + "".join(f"{n:>{width}}" for n in names)]
        lines.append(f"{'Score':<16}" + "".join(f"{s:>{width}}" for s in self.match.scores))
        won = [sum(1 for u in self.match.units if u.winner == p) for p in range(3)]
        unit = "Hands won" if self.settings.form.per_hand else "Games won"
        lines.append(f"{unit:<16}" + "".join(f"{w:>{width}}" for w in won))
        if self.settings.form.is_box:
            against = self.match.against
            for p in range(3):
                parts = [f"{against[p][q]:+d} against {names[q]}" for q in range(3) if q != p]
                lines.append(f"  {names[p]}: " + ", ".join(parts))
        return lines

    def pairing_text(self) -> str:
        """Who plays the next hand, who sits out, who deals."""
        match = self.match
        a, b = match.players
        out = self.players[match.sitting_out]
        if match.settings.form.is_box:
            text = (
                f"{self.players[a]} in the box against {self.players[b]} (captain); "
                f"{_verb(out, 'sit')} out as partner"
            )
        else:
            text = f"{self.players[a]} against {self.players[b]}; {_verb(out, 'sit')} out"
        return text + f"; {_verb(self.players[match.dealer_player], 'deal')}"

    # ------------------------------------------------------------------ loop
    def run(self) -> int:
        """Play the match to its end, a quit or the end of the input; the exit status."""
        target, games = self.settings.end
        ends = f"first to {target} points" if target is not None else f"{games} games"
        if target is not None and games is not None:
            ends = f"to {target} points or {games} games"
        self.say(
            f"Three-handed gin ({self.rules.name} rules, {FORM_WORDS[self.settings.form]}) "
            f"with {self.players[1]} and {self.players[2]}: {ends}. Type 'help' for the "
            "commands."
        )
        try:
            while not self.match.is_over:
                left = self.play_next()
                if left is not None:
                    self.say(
                        "The input ended in the middle of the match."
                        if left == "eof"
                        else "You left the match."
                    )
                    self.save()
                    return 1 if self._failed else 0
            self.say()
            self.say("=== Match over. ===")
            for line in self.sheet_lines():
                self.say(line)
            winners = [self.players[p] for p in self.match.winners]
            if len(winners) == 1:
                verb = "win" if winners[0] == "you" else "wins"
                self.say(f"{winners[0].capitalize()} {verb} the match.")
            else:
                self.say(f"The match is shared by {' and '.join(winners)}.")
            self.save()
        except KeyboardInterrupt:
            self.say()
            self.say("Interrupted.")
            self.save()
            return 130
        return 1 if self._failed else 0

    def play_next(self) -> str | None:
        """Deal and play the next hand; ``"quit"`` or ``"eof"`` when the person left."""
        match = self.match
        players = match.players
        number = len(self.hands) + 1
        people = (players[0] == HUMAN, players[1] == HUMAN)
        proof = local_deal(number, self.fair_rng, people=people)
        state = HandState.deal(self.rules, dealer=match.next_dealer, rng=self.rng, fair=proof)
        self.hand_names = (self.players[players[0]], self.players[players[1]])
        self.say()
        self.say(f"=== Hand {number}: {self.pairing_text()}. ===")
        self._shown_events = 0
        if HUMAN in players:
            finished = self.play_person(state, players.index(HUMAN))
        else:
            finished = self.play_computers(state)
        if finished is None:
            return "quit"
        if isinstance(finished, str):
            return finished
        assert finished.result is not None
        self.hands.append((players, HandRecord.from_state(finished)))
        self.match = match.record_hand(finished.result, finished.dealer)
        self.say()
        for line in result_lines(finished.result, self.rules, self.hand_names,
                                 ascii=self.ascii, capitals=True):  # fmt: skip
            self.say(line)
        game = self.match.game
        if game.results:  # the pairing's game goes on
            s0, s1 = game.scores
            self.say(f"This game: {self.hand_names[0]} {s0}, {self.hand_names[1]} {s1} "
                     f"(to {self.rules.game_target}).")  # fmt: skip
        for line in self.sheet_lines():
            self.say(line)
        if not self.match.is_over:
            self.say(f"Next: {self.pairing_text()}.")
        return None

    def _computer(self, player: int) -> Agent:
        return self.computers[player - 1]

    def play_person(self, state: HandState, seat: int) -> HandState | str:
        """The person's hand, played as the two-player plain game plays it."""
        other = self._computer(self.match.players[1 - seat])
        self.names = ("you", self.hand_names[1 - seat])
        show = True
        while not state.is_over:
            if state.to_act != seat:
                tell_score(other, self.game.scores, self.rules.game_target)
                mover = 1 - seat
                state = state.apply(
                    other.act(state.observation(mover), self.agent_rng), player=mover
                )
                show = True
                continue
            obs = state.observation(seat)
            self.current = obs
            self.show_events(obs)
            if show:
                self.show_table(obs)
                show = False
            line = self.ask()
            if line is None:
                return "eof"
            if line.lower() in QUIT_WORDS:
                return "quit"
            action = self.command(obs, line)
            if action is None:
                continue
            try:
                state = state.apply(action, player=seat)
            except GinRummyError as exc:
                self.say(refusal(exc, obs, action=action, ascii=self.ascii, keys=False))
                continue
            show = True
        self.current = None
        tell_hand_over(other, state, 1 - seat)
        self.show_events(state.observation(seat))
        return state

    def play_computers(self, state: HandState) -> HandState | str:
        """The two computers' hand while the person sits out. Rotation: played out and
        summarised. Box: the person, the captain's partner, sees the captain's hand at
        each of the captain's discards and may suggest one."""
        players = self.match.players
        agents = [self._computer(players[0]), self._computer(players[1])]
        advising = self.settings.form.is_box
        moves = 0
        while not state.is_over:
            mover = state.to_act
            assert mover is not None
            obs = state.observation(mover)
            action = agents[mover].act(obs, self.agent_rng)
            if advising and mover == 1 and obs.phase is Phase.DISCARD:
                advice = self.advise(obs)
                if isinstance(advice, str):
                    return advice
                if advice is not None:
                    action = advice
            state = state.apply(action, player=mover)
            moves += 1
        for seat in (0, 1):
            tell_hand_over(agents[seat], state, seat)
        if not advising:
            self.say(f"You sit out: {self.hand_names[0]} and {self.hand_names[1]} play "
                     f"the hand out ({moves} moves).")  # fmt: skip
        return state

    def advise(self, obs: Observation) -> Any:
        """Show the captain's hand (the captain's own view) and ask for a suggested
        discard: the move when it is a legal discard, ``None`` for none, or ``"quit"``
        / ``"eof"``."""
        arrangement = best_arrangement(obs.hand)
        parts = []
        if arrangement.melds:
            parts.append(melds_text(arrangement.melds, ascii=self.ascii))
        if arrangement.deadwood:
            parts.append(self.cards(arrangement.deadwood))
        parts.append(f"deadwood {arrangement.deadwood_count}")
        upcard = "empty" if obs.upcard is None else self.card(obs.upcard)
        self.say(f"Your captain {self.hand_names[1]} holds: " + " | ".join(parts)
                 + f". Discard pile: {upcard}.")  # fmt: skip
        self.current = obs
        line = self.ask("Suggest a discard (Enter: let the captain choose): ")
        self.current = None
        if line is None:
            return "eof"
        if line.lower() in QUIT_WORDS:
            return "quit"
        if not line:
            return None
        action = self.command(obs, line)
        if isinstance(action, Discard) and action in obs.legal_actions:
            self.say(f"The captain follows your advice: {self.card(action.card)}.")
            return action
        if action is not None:
            self.say("The captain does not take that advice.")
        return None

    # ------------------------------------------------------------------ files
    def three_record(self) -> ThreeRecord:
        """The match so far as a three-handed record."""
        return ThreeRecord(
            self.settings,
            self.match.first_dealer,
            tuple(self.hands),
            (self.players[0], self.players[1], self.players[2]),
            {"program": "ginrummy play --players 3", "seed": self.seed},
        )

    def save(self) -> None:
        """Write the three-handed record to ``--save``'s file, if one was given."""
        if self.save_path is None:
            return
        try:
            self.save_path.write_text(json.dumps(self.three_record().to_dict(), indent=1),
                                      encoding="utf-8")  # fmt: skip
        except OSError as exc:
            self.say(f"Error: cannot write {self.save_path}: {exc.strerror or exc}.")
            self._failed = True
            return
        self.say(f"Match record written to {self.save_path}.")


def play_three_text(
    rules: Rules | str = "standard",
    opponent: str | Agent = "simple",
    *,
    form: ThreeForm | str = ThreeForm.ROTATION,
    target: int | None = None,
    games: int | None = None,
    seed: int | None = None,
    input: TextIO | None = None,
    output: TextIO | None = None,
    save: str | Path | None = None,
    ascii: bool | None = None,
    name: str | None = None,
) -> int:
    """Play one three-handed match in plain text; returns the exit status."""
    game = ThreeTextGame(rules, opponent, form=form, target=target, games=games, seed=seed,
                         input=input, output=output, save=save, ascii=ascii,
                         name=name)  # fmt: skip
    return game.run()


__all__ = ["FORM_WORDS", "ThreeTextGame", "play_three_text"]
