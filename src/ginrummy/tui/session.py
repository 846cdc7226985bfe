"""One person's game against the computer, without any screen: the terminal game's brain.

The Textual app only maps keys and clicks onto the methods here and draws what they
leave behind (:attr:`Session.message`, the selected card, the table). Keeping the game
logic out of the widgets means every rule of the interface (an illegal move is refused
with a message and changes nothing, the computer moves only on its turn, a finished
game is stored, a quit saves) is plain Python, easy to test and impossible to lose in a
callback.

>>> import random
>>> from ginrummy.core.table import Table
>>> from ginrummy.agents import make_agent
>>> table = Table.new("standard", players=("human", "simple"), rng=random.Random(2),
...                   first_dealer=1)
>>> session = Session(table, make_agent("simple"), rng=random.Random(3))
>>> session.draw()
False
>>> session.message
'Not allowed: first take J♠ (t) or pass (p).'
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..agents.base import Agent, refuse_research_only
from ..agents.levels import hint
from ..core.actions import Action, BigGin, Discard, DrawStock, Knock, Pass, TakeUpcard
from ..core.cards import Card, parse_card
from ..core.errors import GinRummyError
from ..core.hand import EventKind, HandResult, Phase
from ..core.local_deals import local_deal
from ..core.melds import Arrangement, all_best_arrangements, deadwood_count
from ..core.observation import Observation
from ..core.record import tell_hand_over, tell_score
from ..core.table import Table
from ..i18n import Translator, translator
from ..words.play import hint_text, sentence
from ..words.refusals import open_moves, refusal
from . import saves
from .render import COMPUTER, HUMAN, best_discard, hand_card_order, knock_options, move_text


@dataclass(frozen=True, slots=True)
class Farewell:
    """What the game says on leaving (where it was saved), and whether a save failed."""

    message: str
    failed: bool = False


@dataclass(slots=True)
class KnockPlan:
    """A knock the player asked for: the card to discard and the ways to lay down."""

    card: Card
    arrangements: list[Arrangement]
    gin: bool
    seen: int = 0
    """Cards the opponent cannot hold (the discard pile, the card discarded to knock),
    as a mask: they are left out of the lay-offs counted for each arrangement."""


@dataclass(slots=True)
class Session:
    """The person (seat 0) against ``agent`` (seat 1) at ``table``."""

    table: Table
    agent: Agent
    rng: random.Random = field(default_factory=random.Random)
    """Deals the next hands."""
    agent_rng: random.Random = field(default_factory=random.Random)
    ascii: bool = False
    save_dir: Path | None = None
    """Where the game to resume and finished records go (``None``: the XDG data folder)."""
    save_file: Path | None = None
    """``--save FILE``: the record is also written here on quit and at the game's end."""
    selected: Card | None = None
    message: str = ""
    error: bool = False
    stored: Path | None = None
    """The finished game's record, once stored."""
    store_failed: bool = False
    """The finished game's record could not be stored (tried once)."""
    save_file_error: str | None = None
    """Why ``--save FILE`` could not be written the last time it was tried."""
    fair_rng: random.Random | None = None
    """Where the seeds of the next hands' fair deals come from: the game's own seeded
    generator (``rng``), so that a seeded game deals the same hands again; ``None``
    draws them from :mod:`secrets`."""
    tr: Translator = field(default_factory=translator)
    """The player's language (the app gives its own; English by default)."""

    def __post_init__(self) -> None:
        # A person's opponent is handed observations only: never a research agent.
        refuse_research_only(self.agent)

    # ------------------------------------------------------------------ views
    @property
    def names(self) -> tuple[str, str]:
        """How the two players are called on the screen: "you", and the level the player
        chose (``medium``, not its agent ``simple``), else the recorded opponent."""
        level = self.table.meta.get("level")
        return ("you", str(level or self.table.players[1]))

    @property
    def obs(self) -> Observation:
        """What the person may see now."""
        return self.table.observation(HUMAN)

    @property
    def my_turn(self) -> bool:
        """True when the person is to move."""
        return self.table.to_act == HUMAN

    @property
    def computer_to_move(self) -> bool:
        """True when the computer is to move."""
        return self.table.to_act == COMPUTER

    def say(self, text: str, *, error: bool = False) -> None:
        """Set the message line."""
        self.message = text
        self.error = error

    def order(self) -> list[Card]:
        """The person's cards, left to right as shown."""
        return hand_card_order(self.obs.hand)

    def drawn_card(self) -> Card | None:
        """The card the person just drew from the stock (shown as new), if any."""
        obs = self.obs
        if obs.phase is not Phase.DISCARD or not obs.is_my_turn:
            return None
        if not obs.events:
            return None
        last = obs.events[-1]
        if (
            last.player == HUMAN
            and last.kind in (EventKind.DRAW_STOCK, EventKind.TAKE_UPCARD)
            and last.card is not None
            and last.card in obs.hand
        ):
            return last.card
        return None

    # ------------------------------------------------------------------ selection
    def fix_selection(self) -> None:
        """Keep the selection on a card in hand: the card just drawn from the stock, or,
        when that card may not be discarded (the upcard just taken), the discard that
        leaves the least deadwood, so that Enter always proposes a legal move."""
        obs = self.obs
        if self.selected is not None and self.selected in obs.hand:
            return
        drawn = self.drawn_card()
        discards = {a.card for a in obs.legal_actions if isinstance(a, Discard | Knock)}
        best = best_discard(obs)
        if drawn is not None and (drawn in discards or obs.phase is not Phase.DISCARD):
            self.selected = drawn
        elif best is not None:
            self.selected = best[1]
        else:
            order = self.order()
            self.selected = order[-1] if order else None

    def move_selection(self, step: int) -> None:
        """Arrow keys: the next card left (-1) or right (+1), wrapping around."""
        order = self.order()
        if not order:
            return
        if self.selected not in order:
            self.selected = order[0]
            return
        index = order.index(self.selected)
        self.selected = order[(index + step) % len(order)]

    def select(self, text: str) -> bool:
        """Select a card by its text (a click); ``True`` when it was already selected."""
        try:
            card = parse_card(text)
        except GinRummyError:
            return False
        if card not in self.obs.hand:
            return False
        again = self.selected == card
        self.selected = card
        return again

    # ------------------------------------------------------------------ moves
    def play(self, action: Action) -> bool:
        """Make the person's move; an illegal one is explained and changes nothing."""
        if self.table.hand_over:
            self.say(self.tr.t("tui-table-hand-over"), error=True)
            return False
        if not self.my_turn:
            self.say(self.tr.t("tui-table-wait", name=self.names[1]), error=True)
            return False
        obs = self.obs
        try:
            self.table.act(HUMAN, action)
        except GinRummyError as exc:
            self.say(refusal(exc, obs, action=action, ascii=self.ascii, tr=self.tr), error=True)
            return False
        move = move_text(action, ascii=self.ascii, tr=self.tr)
        self.say(self.tr.t("tui-table-you-chose", move=move))
        self.selected = None
        if not self.table.hand_over:
            self.fix_selection()
        return True

    def draw(self) -> bool:
        """``d``: draw from the stock."""
        return self.play(DrawStock())

    def take(self) -> bool:
        """``t``: take the discard pile's top card."""
        return self.play(TakeUpcard())

    def pass_(self) -> bool:
        """``p``: pass on the first upcard (or at OpenSpiel's stock end)."""
        return self.play(Pass())

    def discard(self) -> bool:
        """Enter: discard the selected card."""
        obs = self.obs
        if not self.table.hand_over and obs.is_my_turn and obs.phase is not Phase.DISCARD:
            moves = open_moves(obs, ascii=self.ascii, tr=self.tr)  # not yet: say what to do
            self.say(self.tr.t("refusal-first", moves=moves), error=True)
            return False
        if self.selected is None:
            self.say(self.tr.t("tui-table-pick-first"), error=True)
            return False
        if not any(isinstance(a, Discard) for a in self.obs.legal_actions):
            self.say(self.tr.t("tui-table-only-knock"), error=True)
            return False
        return self.play(Discard(self.selected))

    def plan_knock(self, *, gin: bool = False) -> KnockPlan | BigGin | None:
        """``k`` / ``g``: what knocking now would lay down, or why it is not allowed.

        The selected card is discarded when knocking with it is legal, else the card
        that leaves the least deadwood. Returns ``None`` (with a message) when no knock
        (or no gin) is legal; ``BigGin`` when ``gin`` and big gin is legal.
        """
        obs = self.obs
        if self.table.hand_over or not obs.is_my_turn:
            self.say(self.tr.t("tui-table-not-your-turn"), error=True)
            return None
        if obs.phase is not Phase.DISCARD:
            moves = open_moves(obs, ascii=self.ascii, tr=self.tr)
            self.say(self.tr.t("tui-table-draw-then-knock", moves=moves), error=True)
            return None
        if gin and any(isinstance(a, BigGin) for a in obs.legal_actions):
            return BigGin()
        options = knock_options(obs)
        if gin:
            options = [(left, card) for left, card in options if left == 0]
        if not options:
            best = min(
                (
                    deadwood_count(obs.hand.mask & ~(1 << c))
                    for c in obs.hand
                    if c != obs.taken_upcard or obs.rules.allow_discard_of_drawn_upcard
                ),
                default=0,
            )
            if gin:
                self.say(self.tr.t("tui-table-not-gin", left=best), error=True)
            else:
                over = self.tr.t("plain-best-over-limit", left=best, limit=obs.knock_limit)
                self.say(over, error=True)
            return None
        cards = [card for _, card in options]
        card = self.selected if self.selected in cards else cards[0]
        assert card is not None
        rest = obs.hand.mask & ~(1 << card)
        seen = 1 << card
        for pile_card in obs.discard_pile:
            seen |= 1 << pile_card
        return KnockPlan(
            card, all_best_arrangements(rest), gin=deadwood_count(rest) == 0, seen=seen
        )

    def knock(self, plan: KnockPlan, arrangement: Arrangement | None = None) -> bool:
        """Knock (or go gin) as planned, laying down ``arrangement``'s melds."""
        melds = None if arrangement is None else arrangement.melds
        return self.play(Knock(plan.card, melds))

    def hint(self) -> None:
        """``h``: the strongest level's move and why; its card becomes the selection."""
        obs = self.obs
        if self.table.hand_over or not obs.is_my_turn:
            self.say(self.tr.t("tui-table-no-hint"), error=True)
            return
        try:
            game = self.table.game
            advice = hint(
                obs, ascii=self.ascii, scores=game.scores, game_target=game.rules.game_target
            )
        except ValueError as exc:  # pragma: no cover - guarded above
            self.say(str(exc), error=True)
            return
        if isinstance(advice.action, Discard | Knock):
            self.selected = advice.action.card
        reason = advice.words(self.tr, ascii=self.ascii)
        self.say(hint_text(advice.action, reason, ascii=self.ascii, tr=self.tr))

    # ------------------------------------------------------------------ the computer
    def computer_move(self) -> Action | None:
        """The computer's move, made; ``None`` when it is not the computer's turn."""
        if not self.computer_to_move:
            return None
        game = self.table.game
        tell_score(self.agent, game.scores, game.rules.game_target)
        action = self.agent.act(self.table.observation(COMPUTER), self.agent_rng)
        try:
            self.table.act(COMPUTER, action)
        except GinRummyError as exc:  # a broken agent must not end the person's game
            self.say(self.tr.t("tui-table-illegal", name=self.names[1], error=str(exc)))
            fallback = next(iter(self.table.observation(COMPUTER).legal_actions))
            self.table.act(COMPUTER, fallback)
            action = fallback
        if not self.table.hand_over and self.my_turn:
            self.fix_selection()
        return action

    # ------------------------------------------------------------------ hands, games
    @property
    def result(self) -> HandResult | None:
        """The current hand's result once it is over."""
        return self.table.last_result

    def next_hand(self) -> None:
        """Deal the next hand after the showdown (the game must go on), provably fair
        (docs/fairness.md): the person's seat adds a client seed, the computer's none."""
        number = len(self.table.finished) + 1
        tell_hand_over(self.agent, self.table.state, COMPUTER)  # the showdown, as seen
        self.table.deal_next(self.rng, fair=local_deal(number, self.fair_rng))
        self.selected = None
        self.say(self.tr.t("tui-table-new-hand"))
        if self.my_turn:
            self.fix_selection()

    def finish_game(self) -> Path | None:
        """Store the finished game's record (once) and forget the save to resume."""
        if not self.table.is_over:
            return None
        if self.stored is None and not self.store_failed:
            try:
                self.stored = saves.store_finished(self.table, self.save_dir)
            except saves.SaveError as exc:
                self.store_failed = True
                self.say(self.tr.t("tui-table-not-stored", error=str(exc)), error=True)
            self.write_save_file()
            saves.clear_current(self.save_dir)
        return self.stored

    def write_save_file(self) -> str | None:
        """Write ``--save FILE`` if one was given; the error, if it failed (also said)."""
        if self.save_file is None:
            return None
        try:
            saves.write_record(self.table, self.save_file)
        except saves.SaveError as exc:
            self.save_file_error = str(exc)
            self.say(sentence(f"{exc}."), error=True)
            return self.save_file_error
        self.save_file_error = None
        return None

    def save_on_quit(self) -> Farewell:
        """Quit: keep the game for ``--resume`` (or store it if it is over); says where,
        and whether anything could not be written (the command then exits with 1)."""
        t = self.tr.t
        lines: list[str] = []
        failed = False
        if self.table.is_over:
            stored = self.finish_game()
            if stored is not None:
                lines.append(t("tui-table-record-kept", path=str(stored)))
            else:
                lines.append(t("tui-table-record-failed"))
                failed = True
        else:
            try:
                path = saves.save_current(self.table, self.save_dir)
            except saves.SaveError as exc:
                lines.append(t("tui-table-save-failed", error=str(exc)))
                failed = True
            else:
                lines.append(t("tui-table-saved", path=str(path)))
            self.write_save_file()
        if self.save_file_error is not None:
            lines.append(t("tui-table-save-file-failed", error=self.save_file_error))
            failed = True
        elif self.save_file is not None:
            lines.append(t("tui-table-save-file-written", path=str(self.save_file)))
        return Farewell("\n".join(lines), failed)


def new_table(
    rules: Any,
    opponent: str,
    *,
    rng: random.Random,
    seed: int | None = None,
    level: str | None = None,
    fair_rng: random.Random | None = None,
) -> Table:
    """A new game for the person against ``opponent`` (an agent name), chosen as
    ``level`` (``medium``): the record names the opponent by its level, as the screen
    does, and keeps the agent in its ``meta`` for ``--resume``. The first hand is a
    provably fair deal, its seeds from ``fair_rng`` (a seeded game's generator) or, when
    it is ``None``, from :mod:`secrets`."""
    name = level or opponent
    meta: dict[str, Any] = {"program": "ginrummy play", "opponent": opponent, "level": name}
    if seed is not None:
        meta["seed"] = seed
    fair = local_deal(1, fair_rng)
    return Table.new(rules, players=("human", name), rng=rng, meta=meta, fair=fair)


__all__ = ["Farewell", "KnockPlan", "Session", "new_table"]
