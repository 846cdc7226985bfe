"""Three-handed gin: three players at one table, every hand a normal two-player hand.

Why a module of its own: the third player changes nothing in a hand (any preset and
option of :mod:`~ginrummy.core.rules` plays as it does for two), only who plays it, who
sits out, who deals and how the scores are kept. So a :class:`ThreeMatch` holds the
finished hands as :class:`ThreeHand` (which two of the three played it, in which hand
seat, and its :class:`~ginrummy.core.result.HandResult`) and derives everything else by
folding them in order, with the two-player :class:`~ginrummy.core.match.Game` scoring
each pairing's game. A record that lists the hands and who played them therefore
replays to the same scores (:class:`ThreeRecord`).

The forms (``ThreeForm``, docs/rules.md "Three-handed gin"):

* ``rotation``: two play a game while the third sits out; the game's loser sits out and
  the one who sat out plays the winner; each player keeps a score of their own.
* ``rotation-hand``: the same, but the pairing changes after each hand.
* ``box``: the player in the box (always seat 0 of the hand) plays a game against a team
  of two whose captain (seat 1) plays while the partner sits out (and may advise). The
  box player's result counts against both team members. When the box player loses, the
  captain takes the box, the partner becomes captain and the former box player sits out
  as partner; when the box player wins, the captain sits out and the partner plays.
* ``box-hand``: the box form with the box changing after each hand.

In every form the loser of a game (hand) sits out and the one who sat out plays the
winner, so the pairing is the same; the forms differ in scoring and in who deals.

>>> from ginrummy.core.scoring import Outcome
>>> rules = find_rules("standard", first_dealer=0)  # the default deals first at random
>>> match = ThreeMatch.new(ThreeSettings(rules=rules, form=ThreeForm.ROTATION_HAND, target=50))
>>> match.players, match.sitting_out, match.next_dealer
((0, 1), 2, 0)
>>> match = match.record_hand(HandResult(Outcome.GIN, winner=1, points=40, knocker=1))
>>> match.scores, match.players, match.sitting_out
((0, 40, 0), (1, 2), 0)
>>> match.next_dealer  # the newcomer (player 2, hand seat 1) deals
1
>>> match = match.record_hand(HandResult(Outcome.KNOCK, winner=0, points=15, knocker=0))
>>> match.is_over, match.winner, match.scores
(True, 1, (0, 55, 0))
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Final

from .cards import Card
from .errors import GinRummyError, InvalidRecordError
from .hand import HandState
from .local_deals import local_deal
from .match import Game
from .record import HandRecord, play_hand
from .result import HandResult
from .rules import MatchScoring, Rules, find_rules

if TYPE_CHECKING:
    from ..agents.base import Agent

PLAYERS: Final = 3
FORMAT: Final = "ginrummy/three-record"
VERSION: Final = 1


class ThreeForm(StrEnum):
    """How three players share the table (option ``three_form``)."""

    ROTATION = "rotation"
    """The loser of each game sits out; each player keeps their own score."""
    ROTATION_HAND = "rotation-hand"
    """The loser of each hand sits out; each player keeps their own score."""
    BOX = "box"
    """One in the box against a team of two; the box changes after a lost game."""
    BOX_HAND = "box-hand"
    """The box form, with the box changing after a lost hand."""

    @property
    def per_hand(self) -> bool:
        """True when the pairing may change after every hand (not only after a game)."""
        return self in (ThreeForm.ROTATION_HAND, ThreeForm.BOX_HAND)

    @property
    def is_box(self) -> bool:
        """True for the box forms (one against a team)."""
        return self in (ThreeForm.BOX, ThreeForm.BOX_HAND)


class MatchTie(StrEnum):
    """When the match ends with two or three players level on top (option ``three_tie``)."""

    SHARED = "shared"
    """The win is shared: :attr:`ThreeMatch.winners` names them all, ``winner`` is ``None``."""
    PLAY_ON = "play_on"
    """The match goes on, a game (hand) at a time, until one player leads alone."""


DEFAULT_GAMES: Final = 3
"""The number of games a game form (``rotation``, ``box``) plays when neither a target nor
a number of games is given: every player sits out at least once by then."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ThreeSettings:
    """The options of a three-handed match: each hand's rules and the three-player ones.

    ``target`` ends the match when a player's score reaches it; ``games`` after that
    many games (per-hand forms: scored hands, each being a "game" of its own). With
    neither, the per-hand forms play to ``rules.game_target`` and the game forms
    :data:`DEFAULT_GAMES` games.
    """

    rules: Rules = field(default_factory=find_rules)
    form: ThreeForm = ThreeForm.ROTATION
    target: int | None = None
    games: int | None = None
    tie: MatchTie = MatchTie.SHARED

    def __post_init__(self) -> None:
        for name in ("target", "games"):
            value = getattr(self, name)
            if value is not None and (
                isinstance(value, bool) or not isinstance(value, int) or value < 1
            ):
                raise ValueError(f"{name} must be a whole number from 1, not {value!r}")

    @property
    def end(self) -> tuple[int | None, int | None]:
        """``(target, games)`` as they apply, the defaults filled in."""
        if self.target is None and self.games is None:
            if self.form.per_hand:
                return self.rules.game_target, None
            return None, DEFAULT_GAMES
        return self.target, self.games

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form, the hand rules in full."""
        return {
            "rules": self.rules.to_dict(),
            "form": str(self.form),
            "target": self.target,
            "games": self.games,
            "tie": str(self.tie),
        }

    @classmethod
    def from_dict(cls, data: Any) -> ThreeSettings:
        """Read :meth:`to_dict` output, checking it."""
        if not isinstance(data, dict):
            raise InvalidRecordError("three-handed settings must be an object")
        try:
            return cls(
                rules=Rules.from_dict(data["rules"]),
                form=ThreeForm(data.get("form", "rotation")),
                target=data.get("target"),
                games=data.get("games"),
                tie=MatchTie(data.get("tie", "shared")),
            )
        except KeyError as exc:
            raise InvalidRecordError(f"three-handed settings lack {exc.args[0]!r}") from None
        except (ValueError, GinRummyError) as exc:
            raise InvalidRecordError(f"bad three-handed settings: {exc}") from None


@dataclass(frozen=True, slots=True)
class ThreeHand:
    """One finished hand of the match: who played it and how it ended."""

    players: tuple[int, int]
    """The match's players (0, 1, 2) in hand seats 0 and 1."""
    result: HandResult
    dealer: int
    """The hand seat (0 or 1) that dealt it."""


@dataclass(frozen=True, slots=True)
class Unit:
    """A finished game (per-hand forms: a scored hand) between two of the three."""

    players: tuple[int, int]
    winner: int
    """The match player who won it."""
    amount: int
    """What it is worth: the game's net (per-hand forms: the hand's points)."""
    totals: tuple[int, int]
    """Each hand seat's total (per-hand forms: the points, and 0 for the loser)."""
    box: int | None = None
    """The box player, in the box forms."""

    @property
    def loser(self) -> int:
        """The match player who lost it."""
        return self.players[1] if self.winner == self.players[0] else self.players[0]


@dataclass(frozen=True, slots=True)
class _Fold:
    """Everything the hands so far make (built by :func:`_fold`)."""

    players: tuple[int, int]
    out: int
    game: Game
    scores: tuple[int, int, int]
    against: tuple[tuple[int, int, int], ...]
    units: tuple[Unit, ...]


def _fold(settings: ThreeSettings, first_dealer: int, hands: Sequence[ThreeHand]) -> _Fold:
    """Replay the match's scoring hand by hand (see the module docstring for the rules)."""
    rules, form = settings.rules, settings.form
    players: tuple[int, int] = (0, 1)
    out = 2
    game = Game(rules, first_dealer)
    scores = [0, 0, 0]
    against = [[0] * PLAYERS for _ in range(PLAYERS)]
    units: list[Unit] = []
    for number, hand in enumerate(hands, 1):
        if hand.players != players:
            raise ValueError(
                f"hand {number} was played by {hand.players}, but {players} should have played"
            )
        game = game.record_hand(hand.result, hand.dealer)
        result = hand.result
        if form.per_hand:
            if result.winner is None:
                continue  # void or tied hand: the same pairing plays again (its game goes on)
            seat = result.winner
            amount = result.points
            totals = (amount, 0) if seat == 0 else (0, amount)
        else:
            if not game.is_over:
                continue
            sheet = game.totals()
            seat, amount, totals = sheet.winner, sheet.net, sheet.totals
        winner, loser = players[seat], players[1 - seat]
        box = players[0] if form.is_box else None
        if box is not None:
            signed = amount if winner == box else -amount
            for member in (players[1], out):
                against[box][member] += signed
                against[member][box] -= signed
            scores = [sum(row) for row in against]
        elif rules.match_scoring is MatchScoring.TOTALS and not form.per_hand:
            scores[players[0]] += totals[0]
            scores[players[1]] += totals[1]
        else:
            scores[winner] += amount
        units.append(Unit(players, winner, amount, totals, box))
        # The loser sits out, the one who sat out plays the winner (seat 0: in the box
        # forms the winner holds the box). The deal: rotation, the newcomer; box, the box.
        players, out = (winner, out), loser
        game = Game(rules, 0 if form.is_box else 1)
    return _Fold(
        players,
        out,
        game,
        (scores[0], scores[1], scores[2]),
        tuple((row[0], row[1], row[2]) for row in against),
        tuple(units),
    )


@dataclass(frozen=True, slots=True)
class ThreeMatch:
    """A three-handed match: the settings, the first dealer and the finished hands.

    Immutable like :class:`~ginrummy.core.match.Game`: :meth:`record_hand` returns a new
    match. Players are numbered 0, 1, 2; at the start 0 and 1 play (0 in the box, in the
    box forms) and 2 sits out.
    """

    settings: ThreeSettings
    first_dealer: int = 0
    """The hand seat that deals the first hand (the box forms: 0, the box player)."""
    hands: tuple[ThreeHand, ...] = ()

    @classmethod
    def new(cls, settings: ThreeSettings, *, rng: random.Random | None = None) -> ThreeMatch:
        """A match at zero. The first dealer: the box player in the box forms ("the deal
        follows the box"), else the rules' ``first_dealer`` (``random``: from ``rng``)."""
        rules = settings.rules
        if settings.form.is_box:
            first = 0
        elif rules.first_dealer == "random":
            first = (rng or random.Random()).randrange(2)
        else:
            first = int(rules.first_dealer)
        return cls(settings, first)

    @property
    def _state(self) -> _Fold:
        return _fold(self.settings, self.first_dealer, self.hands)

    @property
    def rules(self) -> Rules:
        """The rules of every hand."""
        return self.settings.rules

    @property
    def players(self) -> tuple[int, int]:
        """Who plays the next hand: the players in hand seats 0 and 1."""
        return self._state.players

    @property
    def sitting_out(self) -> int:
        """Who sits out the next hand (in the box forms, the captain's partner)."""
        return self._state.out

    @property
    def box(self) -> int | None:
        """The box forms: the player in the box (hand seat 0); else ``None``."""
        return self.players[0] if self.settings.form.is_box else None

    @property
    def captain(self) -> int | None:
        """The box forms: the team's captain, who plays (hand seat 1); else ``None``."""
        return self.players[1] if self.settings.form.is_box else None

    @property
    def game(self) -> Game:
        """The current pairing's game (hand seats as in :attr:`players`)."""
        return self._state.game

    @property
    def next_dealer(self) -> int:
        """The hand seat that deals the next hand."""
        return self.game.next_dealer

    @property
    def dealer_player(self) -> int:
        """The match player who deals the next hand."""
        return self.players[self.next_dealer]

    @property
    def scores(self) -> tuple[int, int, int]:
        """Each player's running score. Rotation: their own points (a game's winner gets
        its net, or with ``match_scoring=totals`` each their own game total; per hand,
        the winner the hand's points). Box: each player's sum of :attr:`against`."""
        return self._state.scores

    @property
    def against(self) -> tuple[tuple[int, int, int], ...]:
        """The box forms: ``against[a][b]`` is a's score against b (its negation is
        ``against[b][a]``); the box player's against each team member. Zeros otherwise."""
        return self._state.against

    @property
    def units(self) -> tuple[Unit, ...]:
        """The finished games (per-hand forms: scored hands), in order."""
        return self._state.units

    @property
    def games_played(self) -> int:
        """How many games (per-hand forms: scored hands) are finished."""
        return len(self.units)

    def _leaders(self, scores: tuple[int, int, int]) -> tuple[int, ...]:
        top = max(scores)
        return tuple(p for p in range(PLAYERS) if scores[p] == top)

    @property
    def is_over(self) -> bool:
        """True once a score reached the target or the games are played (between games
        only: a pairing's game in progress is finished first); under ``tie=play_on``
        only once one player leads alone."""
        state = self._state
        if state.game.results:
            return False  # a game (or a tied per-hand pairing) is still in progress
        target, games = self.settings.end
        reached = (target is not None and max(state.scores) >= target) or (
            games is not None and len(state.units) >= games
        )
        if not reached:
            return False
        return self.settings.tie is MatchTie.SHARED or len(self._leaders(state.scores)) == 1

    @property
    def winners(self) -> tuple[int, ...]:
        """The players on top once the match is over (more than one: a shared win)."""
        return self._leaders(self.scores) if self.is_over else ()

    @property
    def winner(self) -> int | None:
        """The match winner, once it is over and the win not shared."""
        winners = self.winners
        return winners[0] if len(winners) == 1 else None

    @property
    def next_pairing(self) -> tuple[tuple[int, int], int]:
        """``(players, sitting out)`` of the next hand: the same as now while a game goes
        on; the pairing after a game is only known once it is won."""
        state = self._state
        return state.players, state.out

    def pairing_after(self, winner: int) -> tuple[tuple[int, int], int]:
        """Who plays and who sits out if ``winner`` (one of :attr:`players`) wins the
        current game (hand): the loser sits out, the one who sat out plays the winner."""
        players = self.players
        if winner not in players:
            raise ValueError(f"player {winner} is not playing")
        loser = players[1] if winner == players[0] else players[0]
        return (winner, self.sitting_out), loser

    def record_hand(self, result: HandResult, dealer: int | None = None) -> ThreeMatch:
        """The match after one more hand by :attr:`players` (dealer: :attr:`next_dealer`)."""
        if self.is_over:
            raise ValueError("the match is over")
        if dealer is None:
            dealer = self.next_dealer
        hand = ThreeHand(self.players, result, dealer)
        return ThreeMatch(self.settings, self.first_dealer, (*self.hands, hand))

    def describe_score(self, names: Sequence[str]) -> str:
        """``ann 40, bob 0, cy 15``: every player's score."""
        return ", ".join(f"{names[p]} {s}" for p, s in enumerate(self.scores))


@dataclass(frozen=True, slots=True)
class SpectatorView:
    """What a player sitting out a rotation hand sees: only what is public (no hand)."""

    players: tuple[int, int]
    dealer: int
    to_act: int | None
    stock_size: int
    hand_sizes: tuple[int, int]
    discard_pile: tuple[Card, ...]
    result: HandResult | None
    """At the end: how it ended, the hands as laid down (public then)."""


def sitting_out_view(match: ThreeMatch, state: HandState) -> object:
    """What the sitting-out player may see of the hand ``state`` being played.

    Box forms: the captain's partner looks over the captain's shoulder, so it is the
    captain's own observation (hand seat 1): never the box player's hand. Rotation: a
    :class:`SpectatorView` of the public table only.
    """
    if match.settings.form.is_box:
        return state.observation(1)
    seen = [state.observation(seat) for seat in (0, 1)]
    return SpectatorView(
        players=match.players,
        dealer=state.dealer,
        to_act=state.to_act,
        stock_size=seen[0].stock_size,
        hand_sizes=(seen[1].opponent_hand_size, seen[0].opponent_hand_size),
        discard_pile=seen[0].discard_pile,
        result=state.result,
    )


@dataclass(frozen=True, slots=True)
class ThreeRecord:
    """A three-handed match as JSON: the settings, the names, and every hand with the
    two players who played it. :meth:`replay` rebuilds each hand through the engine and
    the whole match from them, checking pairings and dealers."""

    settings: ThreeSettings
    first_dealer: int
    hands: tuple[tuple[tuple[int, int], HandRecord], ...] = ()
    names: tuple[str, str, str] = ("player 0", "player 1", "player 2")
    meta: dict[str, Any] = field(default_factory=dict)

    def replay(self) -> ThreeMatch:
        """The match as the replayed hands score it (the last hand may be unfinished)."""
        match = ThreeMatch(self.settings, self.first_dealer)
        rules = self.settings.rules
        for number, (players, hand) in enumerate(self.hands, 1):
            state = hand.replay(rules)
            if state.result is None:
                if number != len(self.hands):
                    raise InvalidRecordError(f"hand {number} is unfinished but not the last")
                break
            if match.is_over:
                raise InvalidRecordError(f"hand {number} was played after the match ended")
            if players != match.players:
                raise InvalidRecordError(
                    f"hand {number} was played by {list(players)}, but "
                    f"{list(match.players)} should have played it"
                )
            if hand.dealer != match.next_dealer:
                raise InvalidRecordError(
                    f"hand {number} was dealt by seat {hand.dealer}, but seat "
                    f"{match.next_dealer} should have dealt"
                )
            match = match.record_hand(state.result, hand.dealer)
        return match

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form, with the scores the hands make."""
        match = self.replay()
        return {
            "format": FORMAT,
            "version": VERSION,
            "settings": self.settings.to_dict(),
            "players": list(self.names),
            "first_dealer": self.first_dealer,
            "hands": [{"players": list(p), **h.to_dict()} for p, h in self.hands],
            "meta": self.meta,
            "scores": list(match.scores),
            "over": match.is_over,
            "winners": list(match.winners),
        }

    def to_json(self, *, indent: int | None = None) -> str:
        """The record as JSON text."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Any) -> ThreeRecord:
        """Read a record, checking its shape (it is not replayed until asked)."""
        if not isinstance(data, dict):
            raise InvalidRecordError("a three-handed record must be a JSON object")
        if data.get("format") != FORMAT:
            raise InvalidRecordError(f"not a three-handed record: format is not {FORMAT!r}")
        if data.get("version") != VERSION:
            raise InvalidRecordError(f"unsupported record version {data.get('version')!r}")
        settings = ThreeSettings.from_dict(data.get("settings"))
        names = data.get("players", ["player 0", "player 1", "player 2"])
        if not isinstance(names, list) or len(names) != PLAYERS:
            raise InvalidRecordError("players must be a list of three names")
        first = data.get("first_dealer", 0)
        if first not in (0, 1) or isinstance(first, bool):
            raise InvalidRecordError(f"first_dealer must be 0 or 1, not {first!r}")
        raw = data.get("hands", [])
        if not isinstance(raw, list):
            raise InvalidRecordError("hands must be a list")
        hands = []
        for hand in raw:
            if not isinstance(hand, dict):
                raise InvalidRecordError("a hand must be an object")
            pair = hand.get("players")
            if (
                not isinstance(pair, list)
                or len(pair) != 2
                or any(p not in (0, 1, 2) or isinstance(p, bool) for p in pair)
                or pair[0] == pair[1]
            ):
                raise InvalidRecordError("a hand's players must be two of 0, 1, 2")
            hands.append(((int(pair[0]), int(pair[1])), HandRecord.from_dict(hand)))
        meta = data.get("meta", {})
        return cls(
            settings,
            first,
            tuple(hands),
            (str(names[0]), str(names[1]), str(names[2])),
            meta if isinstance(meta, dict) else {},
        )

    @classmethod
    def from_json(cls, text: str | bytes) -> ThreeRecord:
        """Parse JSON text; malformed JSON is an :class:`InvalidRecordError`."""
        try:
            data = json.loads(text)
        except (ValueError, TypeError) as exc:
            raise InvalidRecordError(f"not valid JSON: {exc}") from None
        return cls.from_dict(data)


def play_three(
    agents: Sequence[Agent],
    settings: ThreeSettings,
    *,
    seed: int | None = None,
    fair: bool = False,
    max_hands: int = 2000,
) -> ThreeRecord:
    """Play a whole three-handed match between three agents and return its record.

    Each hand is dealt and played like :func:`~ginrummy.core.record.play_game`'s, the
    two players' agents in their hand seats. With ``fair`` every hand is a provably fair
    deal of the room ``local``, numbered by its place in the match (game 1), so
    ``ginrummy verify`` checks the record hand by hand.
    """
    rng = random.Random(seed)
    agent_rng = random.Random(rng.getrandbits(64))
    match = ThreeMatch.new(settings, rng=rng)
    hands: list[tuple[tuple[int, int], HandRecord]] = []
    while not match.is_over:
        if len(hands) >= max_hands:
            raise RuntimeError(f"match did not end within {max_hands} hands")
        players = match.players
        proof = local_deal(len(hands) + 1, rng, people=(False, False)) if fair else None
        state = HandState.deal(settings.rules, dealer=match.next_dealer, rng=rng, fair=proof)
        state = play_hand([agents[players[0]], agents[players[1]]], state, agent_rng)
        assert state.result is not None
        hands.append((players, HandRecord.from_state(state)))
        match = match.record_hand(state.result, state.dealer)
    names = tuple(str(getattr(a, "name", f"player {i}")) for i, a in enumerate(agents))
    meta: dict[str, Any] = {} if seed is None else {"seed": seed}
    return ThreeRecord(
        settings, match.first_dealer, tuple(hands), (names[0], names[1], names[2]), meta
    )


__all__ = [
    "DEFAULT_GAMES",
    "FORMAT",
    "MatchTie",
    "SpectatorView",
    "ThreeForm",
    "ThreeHand",
    "ThreeMatch",
    "ThreeRecord",
    "ThreeSettings",
    "Unit",
    "play_three",
    "sitting_out_view",
]
