"""The review of a finished game or hand: every decision of the chosen seats graded.

A decision is a turn with more than one legal choice: take or pass the first upcard,
the stock or the pile, and the discard (which holds the knock or play-on choice and
the knock's discard). Each is rebuilt from the record, valued from the deciding
player's observation only (:mod:`.values`), graded (:mod:`.grades`) and put in words
(:mod:`.words`). In a game the values and grades are in game-win chance from the score
before the hand (Hollywood has no single score, so it is reviewed in points, as single
hands are); every decision also carries its loss in hand points.

A review is reproducible: each decision's sampled deals come from a generator seeded
with the review's seed, the hand and the turn.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from ..core.actions import TAKE_UPCARD, Action, Discard, Knock, parse_action
from ..core.cards import Card, CardSet
from ..core.hand import HandState, Phase
from ..core.match import Game
from ..core.melds import deadwood_count_cached
from ..core.observation import Observation
from ..core.record import GameRecord, HandRecord
from ..core.result import HandResult
from ..core.rules import Rules
from .grades import GRADES, THRESHOLDS, Unit, accuracy, grade, mean_accuracy
from .values import FIRST_DEALS, MORE_DEALS, NOISE_Z, ChoiceValue, Score, value_choices
from .words import Reason, loss_text, reason, reason_text, summary_text

FORMAT = "ginrummy/review"
VERSION = 1

LOSSES = GRADES[2:]
"""The grades a review points at as losses: an inaccuracy, a mistake, a blunder."""

Progress = Callable[[int, int], None]
"""Called with (decisions reviewed, decisions in all) after each decision."""


@dataclass(frozen=True, slots=True)
class GradedChoice:
    """A legal choice with its value and its loss against the best."""

    action: Action
    points: float
    win: float | None
    lost: float
    deals: int
    value: float
    """The estimate a player reads, in the review's unit: the best choice's value less
    :attr:`difference`. For a choice valued on all the deals this is its own mean; for
    one valued on the first deals only, the best's value (on all of them) less the
    difference on the deals they share, so the values and the differences agree."""
    difference: float
    """How far this choice falls behind the best, in the review's unit: the mean of the
    paired differences on the deals both were valued on (0 for the best; never below)."""
    error: float
    """One standard error of :attr:`difference`."""
    loss: float
    """What the grade counts: :attr:`difference` less half of :attr:`error`, never
    negative (:meth:`~.values.ChoiceValue.paired_loss`)."""

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {
            "action": str(self.action),
            "points": round(self.points, 3),
            "win": None if self.win is None else round(self.win, 4),
            "lost": round(self.lost, 3),
            "deals": self.deals,
            "value": round(self.value, 4),
            "difference": round(self.difference, 4),
            "error": round(self.error, 4),
            "loss": round(self.loss, 4),
            "grade": grade(self.loss, "points" if self.win is None else "win"),
        }


@dataclass(frozen=True, slots=True)
class Decision:
    """One graded decision: the position as the player saw it, the choice made, the best
    choice, every choice's value, and the verdict."""

    hand: int
    """The hand's number in the game, from 1."""
    turn: int
    """The index of the action in the hand (0 for its first)."""
    player: int
    kind: str
    """``first upcard``, ``draw`` or ``discard`` (a discard decision holds the knock)."""
    cards: CardSet
    """The player's cards at the decision (10, or 11 before a discard)."""
    upcard: Card | None
    stock_size: int
    deadwood: int
    """Least deadwood of ``cards`` (of the best ten after a discard)."""
    chosen: Action
    best: Action
    choices: tuple[GradedChoice, ...]
    """Best first, then by how far each falls behind it (so by value)."""
    unit: Unit
    difference: float
    """How far the choice made falls behind the best, in :attr:`unit` (its
    :attr:`GradedChoice.difference`)."""
    error: float
    """One standard error of :attr:`difference`."""
    loss: float
    """What the grade counts: :attr:`difference` less half of :attr:`error`, never
    negative."""
    points_loss: float
    win_loss: float | None
    grade: str
    accuracy: float
    explanation: str
    reason: Reason | None = None
    """:attr:`explanation` typed (:data:`~.words.Reason`), for a front end to word in its
    reader's language; ``None`` for a choice graded best."""

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form (no hidden card: only what the player held and saw)."""
        return {
            "hand": self.hand,
            "turn": self.turn,
            "player": self.player,
            "kind": self.kind,
            "cards": [str(c) for c in self.cards],
            "upcard": None if self.upcard is None else str(self.upcard),
            "stock": self.stock_size,
            "deadwood": self.deadwood,
            "chosen": str(self.chosen),
            "best": str(self.best),
            "unit": self.unit,
            "difference": round(self.difference, 4),
            "error": round(self.error, 4),
            "loss": round(self.loss, 4),
            "points_loss": round(self.points_loss, 3),
            "win_loss": None if self.win_loss is None else round(self.win_loss, 4),
            "grade": self.grade,
            "accuracy": round(self.accuracy, 1),
            "explanation": self.explanation,
            "reason": self.reason,
            "choices": [c.to_dict() for c in self.choices],
        }


@dataclass(frozen=True, slots=True)
class PlayerSummary:
    """A seat's decisions counted by grade, with their accuracy."""

    player: int
    counts: dict[str, int]
    accuracy: float | None
    text: str

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {
            "player": self.player,
            "decisions": sum(self.counts.values()),
            "grades": dict(self.counts),
            "accuracy": None if self.accuracy is None else round(self.accuracy, 1),
            "text": self.text,
        }


def summarize(decisions: Iterable[Decision], player: int, who: str) -> PlayerSummary:
    """The summary of ``player``'s decisions among ``decisions``, naming them ``who``."""
    mine = [d for d in decisions if d.player == player]
    counts = dict.fromkeys(GRADES, 0)
    for d in mine:
        counts[d.grade] += 1
    score = mean_accuracy([d.accuracy for d in mine])
    return PlayerSummary(player, counts, score, summary_text(who, counts, score))


@dataclass(frozen=True, slots=True)
class HandReview:
    """One hand's graded decisions."""

    number: int
    dealer: int
    scores_before: tuple[int, int] | None
    result: HandResult | None
    decisions: tuple[Decision, ...]

    def accuracy(self, player: int) -> float | None:
        """``player``'s accuracy in this hand (``None`` without a decision)."""
        return mean_accuracy([d.accuracy for d in self.decisions if d.player == player])

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        players = sorted({d.player for d in self.decisions})
        return {
            "number": self.number,
            "dealer": self.dealer,
            "scores_before": None if self.scores_before is None else list(self.scores_before),
            "result": None if self.result is None else self.result.to_dict(),
            "accuracy": {str(p): _round(self.accuracy(p)) for p in players},
            "decisions": [d.to_dict() for d in self.decisions],
        }


@dataclass(frozen=True, slots=True)
class GameReview:
    """The review of a game (or of some of its hands) for the chosen seats."""

    players: tuple[str, str]
    rules: Rules
    seats: tuple[int, ...]
    unit: Unit
    hands: tuple[HandReview, ...]

    def decisions(self, player: int | None = None) -> list[Decision]:
        """Every graded decision, or ``player``'s."""
        return [d for h in self.hands for d in h.decisions if player is None or d.player == player]

    def summary(self, player: int, who: str | None = None) -> PlayerSummary:
        """``player``'s counts and accuracy over the game."""
        return summarize(self.decisions(player), player, who or self.players[player])

    def worst(self, player: int, count: int = 3) -> list[Decision]:
        """``player``'s largest losses, largest first: only decisions graded an
        inaccuracy or worse (a ``good`` choice is within what is worth pointing at)."""
        lost = [d for d in self.decisions(player) if d.grade in LOSSES]
        lost.sort(key=lambda d: (-d.loss, d.hand, d.turn))
        return lost[:count]

    def to_dict(self) -> dict[str, Any]:
        """The review as JSON (format ``ginrummy/review``, version 1; docs/review.md)."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "players": list(self.players),
            "rules": self.rules.to_dict(),
            "seats": list(self.seats),
            "unit": self.unit,
            "thresholds": dict(zip(GRADES[:-1], THRESHOLDS[self.unit], strict=True)),
            "summary": {str(p): self.summary(p).to_dict() for p in self.seats},
            "worst": {
                str(p): [{"hand": d.hand, "turn": d.turn} for d in self.worst(p)]
                for p in self.seats
            },
            "hands": [h.to_dict() for h in self.hands],
        }


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 1)


def _kind(phase: Phase) -> str:
    if phase is Phase.UPCARD_OFFER:
        return "first upcard"
    if phase is Phase.DISCARD:
        return "discard"
    return "draw"


def review_decision(
    obs: Observation,
    chosen: Action,
    *,
    score: Score | None = None,
    seed: int | str = 0,
    hand: int = 1,
    turn: int = 0,
    fed: int | None = None,
    ascii: bool = False,
    first_deals: int = FIRST_DEALS,
    more_deals: int = MORE_DEALS,
) -> Decision:
    """Grade ``chosen`` at ``obs`` (the deciding player's observation).

    ``fed`` is for the words (:func:`~.words.explain`): ``None`` unless the opponent took
    the discarded card at once.
    """
    legal = obs.legal_actions
    chosen = as_choice(chosen)
    if chosen not in legal:
        raise ValueError(f"{chosen} is not a legal choice here")
    unit: Unit = "points" if score is None else "win"
    values = value_choices(
        obs,
        legal,
        rng=random.Random(f"review:{seed}:{hand}:{turn}"),
        score=score,
        must=chosen,
        first_deals=first_deals,
        more_deals=more_deals,
    )
    return _graded(obs, chosen, values, unit, hand=hand, turn=turn, fed=fed, ascii=ascii)


def as_choice(action: Action) -> Action:
    """``action`` as the legal moves list it: a knock is a choice by its card; the melds
    a player picked to lay down (the terminal game's knock dialog records them) are
    not a choice of their own, and the engine lays down the best ones."""
    if isinstance(action, Knock) and action.melds is not None:
        return Knock(action.card)
    return action


def _measure(value: ChoiceValue, unit: Unit) -> float:
    return value.win if unit == "win" and value.win is not None else value.points


def _graded_choice(value: ChoiceValue, top: ChoiceValue) -> GradedChoice:
    """``value`` against the best choice ``top``: its difference, the standard error of
    the difference, the loss the grade counts, and the estimate shown beside them."""
    if value is top:
        difference, error = 0.0, 0.0
    else:
        difference, error = value.paired(top)
    return GradedChoice(
        action=value.action,
        points=value.points,
        win=value.win,
        lost=value.lost,
        deals=value.deals,
        value=top.mean - difference,
        difference=difference,
        error=error,
        loss=max(difference - NOISE_Z * error, 0.0),
    )


def _graded(
    obs: Observation,
    chosen: Action,
    values: list[ChoiceValue],
    unit: Unit,
    *,
    hand: int,
    turn: int,
    fed: int | None,
    ascii: bool,
) -> Decision:
    most = max(v.deals for v in values)
    full = [v for v in values if v.deals == most]
    top = max(full, key=lambda v: _measure(v, unit))
    made = next(v for v in values if v.action == chosen)
    if made.deals == most and _measure(made, unit) >= _measure(top, unit):
        top = made
    graded = [_graded_choice(v, top) for v in values]
    graded.sort(key=lambda g: (g.difference, g.action is not top.action, g.loss, str(g.action)))
    mine = next(g for g in graded if g.action == chosen)
    loss = mine.loss
    points_loss = max(0.0, top.points - made.points)
    win_loss = None
    if top.win is not None and made.win is not None:
        win_loss = max(0.0, top.win - made.win)
    label = grade(loss, unit)
    best = chosen if label == "best" else top.action
    words = ""
    why: Reason | None = None
    if label != "best":
        table = {v.action: (v.points, v.lost) for v in values}
        why = reason(obs, chosen, best, table, fed=fed)
        suffix = f" ({loss_text(mine.difference, unit, mine.error)})"
        words = reason_text(why, ascii=ascii) + suffix
    cards = obs.hand
    after = cards.mask & ~(1 << chosen.card) if isinstance(chosen, Discard) else cards.mask
    return Decision(
        hand=hand,
        turn=turn,
        player=obs.player,
        kind=_kind(obs.phase),
        cards=cards,
        upcard=obs.upcard,
        stock_size=obs.stock_size,
        deadwood=deadwood_count_cached(after) if len(cards) <= 11 else 0,
        chosen=chosen,
        best=best,
        choices=tuple(graded),
        unit=unit,
        difference=mine.difference,
        error=mine.error,
        loss=loss,
        points_loss=points_loss,
        win_loss=win_loss,
        grade=label,
        accuracy=accuracy(loss, unit),
        explanation=words,
        reason=why,
    )


@dataclass(frozen=True, slots=True)
class Task:
    """One decision found in a record, ready to be valued (:meth:`run`) anywhere: it
    holds only the deciding player's observation, so it pickles small and leaks
    nothing, and the server sends tasks to its thinking processes."""

    hand: int
    turn: int
    obs: Observation
    chosen: Action
    fed: int | None
    score: Score | None
    seed: int | str
    first_deals: int = FIRST_DEALS
    more_deals: int = MORE_DEALS

    def run(self, *, ascii: bool = False) -> Decision:
        """The graded decision."""
        return review_decision(
            self.obs,
            self.chosen,
            score=self.score,
            seed=self.seed,
            hand=self.hand,
            turn=self.turn,
            fed=self.fed,
            ascii=ascii,
            first_deals=self.first_deals,
            more_deals=self.more_deals,
        )


@dataclass(frozen=True, slots=True)
class _PlannedHand:
    number: int
    dealer: int
    scores: tuple[int, int] | None
    result: HandResult | None
    tasks: tuple[Task, ...]


@dataclass(frozen=True, slots=True)
class Plan:
    """The decisions of a review, found but not yet valued: :attr:`tasks` in order, then
    :meth:`assemble` with their results (:func:`review_game` does both)."""

    players: tuple[str, str]
    rules: Rules
    seats: tuple[int, ...]
    unit: Unit
    hands: tuple[_PlannedHand, ...]

    @property
    def tasks(self) -> list[Task]:
        """Every decision to value, hand by hand, turn by turn."""
        return [task for hand in self.hands for task in hand.tasks]

    def assemble(self, decisions: list[Decision]) -> GameReview:
        """The review from the graded :attr:`tasks` (in the same order)."""
        if len(decisions) != sum(len(h.tasks) for h in self.hands):
            raise ValueError("one graded decision is needed for each task")
        reviews = []
        at = 0
        for hand in self.hands:
            count = len(hand.tasks)
            reviews.append(
                HandReview(
                    number=hand.number,
                    dealer=hand.dealer,
                    scores_before=hand.scores,
                    result=hand.result,
                    decisions=tuple(decisions[at : at + count]),
                )
            )
            at += count
        return GameReview(self.players, self.rules, self.seats, self.unit, tuple(reviews))


def _decision_points(
    rules: Rules, record: HandRecord, seats: tuple[int, ...]
) -> tuple[list[tuple[int, Observation, Action, int | None]], HandState]:
    """The decisions of ``seats`` in a hand with more than one legal choice (turn,
    observation, choice made, what it fed), and the hand's last state."""
    state = record.deal(rules)
    actions = [parse_action(text) for text in record.actions]
    found: list[tuple[int, Observation, Action]] = []
    for turn, action in enumerate(actions):
        seat = state.to_act
        if seat in seats:
            obs = state.observation(seat)
            if len(obs.legal_actions) > 1:
                found.append((turn, obs, as_choice(action)))
        state = state.apply(action)
    points = [
        (turn, obs, action, _fed(state, actions, turn, action, obs.player))
        for turn, obs, action in found
    ]
    return points, state


def _fed(state: HandState, actions: list[Action], turn: int, action: Action, me: int) -> int | None:
    """When the opponent took ``action``'s discard from the pile at once: the other
    cards of the meld it showed it in at the showdown (0 when not shown)."""
    if not isinstance(action, Discard) or turn + 1 >= len(actions):
        return None
    if actions[turn + 1] is not TAKE_UPCARD:
        return None
    result = state.result
    if result is None or result.showdown is None or result.knocker is None:
        return 0
    sd = result.showdown
    melds = sd.knocker_melds if result.knocker != me else sd.defender_melds
    for meld in melds:
        if meld.mask >> action.card & 1:
            return meld.mask & ~(1 << action.card)
    return 0


def hands_with_scores(record: GameRecord) -> Iterator[tuple[int, HandRecord, tuple[int, int]]]:
    """Each finished hand of ``record`` with its number and the score before it."""
    game = Game(record.rules, record.first_dealer)
    for number, hand in enumerate(record.hands, start=1):
        if hand.result is None:
            return
        scores = game.scores
        yield number, hand, (scores[0], scores[1])
        state = hand.replay(record.rules)
        assert state.result is not None
        game = game.record_hand(state.result, hand.dealer)


def plan_review(
    record: GameRecord,
    *,
    seats: Iterable[int] = (0, 1),
    hands: Iterable[int] | None = None,
    seed: int | str = 0,
    first_deals: int = FIRST_DEALS,
    more_deals: int = MORE_DEALS,
) -> Plan:
    """Find the decisions to review: the finished hands of ``record`` (or those numbered
    in ``hands``), for ``seats``. Unfinished hands are left out (their decisions are
    still open). The record is replayed and checked.

    :raises InvalidRecordError: when the record does not replay.
    :raises ValueError: for seats other than 0 and 1.
    """
    chosen_seats = tuple(sorted(set(seats)))
    if not chosen_seats or any(s not in (0, 1) for s in chosen_seats):
        raise ValueError("seats must be 0, 1 or both")
    rules = record.rules
    unit: Unit = "points" if rules.hollywood else "win"
    wanted = None if hands is None else set(hands)
    planned = []
    for number, hand, scores in hands_with_scores(record):
        if wanted is not None and number not in wanted:
            continue
        points, last = _decision_points(rules, hand, chosen_seats)
        score = None if unit == "points" else Score(scores, rules.game_target)
        tasks = tuple(
            Task(number, turn, obs, action, fed, score, seed, first_deals, more_deals)
            for turn, obs, action, fed in points
        )
        planned.append(
            _PlannedHand(number, hand.dealer, None if score is None else scores, last.result, tasks)
        )
    return Plan(record.players, rules, chosen_seats, unit, tuple(planned))


def review_game(
    record: GameRecord,
    *,
    seats: Iterable[int] = (0, 1),
    hands: Iterable[int] | None = None,
    seed: int | str = 0,
    progress: Progress | None = None,
    ascii: bool = False,
    first_deals: int = FIRST_DEALS,
    more_deals: int = MORE_DEALS,
) -> GameReview:
    """Review the finished hands of ``record`` (see :func:`plan_review`) on this thread,
    calling ``progress`` after each decision."""
    plan = plan_review(
        record, seats=seats, hands=hands, seed=seed, first_deals=first_deals, more_deals=more_deals
    )
    tasks = plan.tasks
    if progress is not None:
        progress(0, len(tasks))
    decisions = []
    for done, task in enumerate(tasks, start=1):
        decisions.append(task.run(ascii=ascii))
        if progress is not None:
            progress(done, len(tasks))
    return plan.assemble(decisions)
