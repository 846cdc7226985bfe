"""Games and matches: hands scored to a target, bonuses, dealer rotation.

A :class:`Game` is immutable like a hand: :meth:`Game.record_hand` returns a new game.
It only needs each hand's :class:`~ginrummy.hand.HandResult` and who dealt it, so the
same scoring serves the arena, the server and a replayed record.

>>> from ginrummy.rules import find_rules
>>> from ginrummy.hand import HandResult
>>> from ginrummy.scoring import Outcome
>>> game = Game.new(find_rules("standard"), first_dealer=0)
>>> game = game.record_hand(HandResult(Outcome.GIN, winner=1, points=60, knocker=1))
>>> game = game.record_hand(HandResult(Outcome.KNOCK, winner=1, points=45, knocker=1))
>>> game.is_over, game.winner, game.scores
(True, 1, (0, 105))
>>> t = game.totals()
>>> t.shutout, t.totals, t.net
(True, (0, 460), 460)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .hand import HandResult
from .rules import DealerRotation, Rules, Shutout


@dataclass(frozen=True, slots=True)
class GameTotals:
    """The end-of-game score sheet of RULES.md."""

    winner: int
    points: tuple[int, int]
    """Points from hands."""
    hands_won: tuple[int, int]
    game_bonus: tuple[int, int]
    box_bonus: tuple[int, int]
    shutout: bool
    shutout_bonus: tuple[int, int]
    """What the shutout rule added (the doubling, or the extra game bonus)."""
    totals: tuple[int, int]
    net: int
    """The winner's total minus the loser's: the game's result."""

    def to_dict(self) -> dict[str, object]:
        """JSON-safe form."""
        return {
            "winner": self.winner,
            "points": list(self.points),
            "hands_won": list(self.hands_won),
            "game_bonus": list(self.game_bonus),
            "box_bonus": list(self.box_bonus),
            "shutout": self.shutout,
            "shutout_bonus": list(self.shutout_bonus),
            "totals": list(self.totals),
            "net": self.net,
        }


@dataclass(frozen=True, slots=True)
class Game:
    """One game: hands until a player reaches ``rules.game_target``."""

    rules: Rules
    first_dealer: int
    results: tuple[HandResult, ...] = ()
    dealers: tuple[int, ...] = ()
    """Who dealt each hand in ``results``."""

    @classmethod
    def new(
        cls, rules: Rules, *, first_dealer: int | None = None, rng: random.Random | None = None
    ) -> Game:
        """A game at zero. The first dealer is ``first_dealer``, else the rules' choice
        (``random`` draws it from ``rng``)."""
        if first_dealer is None:
            if rules.first_dealer == "random":
                first_dealer = (rng or random.Random()).randrange(2)
            else:
                first_dealer = int(rules.first_dealer)
        if first_dealer not in (0, 1):
            raise ValueError(f"first_dealer must be 0 or 1, not {first_dealer!r}")
        return cls(rules, first_dealer)

    @property
    def scores(self) -> tuple[int, int]:
        """Points from hands so far."""
        score = [0, 0]
        for result in self.results:
            if result.winner is not None:
                score[result.winner] += result.points
        return score[0], score[1]

    @property
    def hands_won(self) -> tuple[int, int]:
        """Hands each player scored in (boxes)."""
        won = [0, 0]
        for result in self.results:
            if result.winner is not None:
                won[result.winner] += 1
        return won[0], won[1]

    @property
    def next_dealer(self) -> int:
        """Who deals the next hand (the same dealer again after a void hand)."""
        if not self.results:
            return self.first_dealer
        last, dealer = self.results[-1], self.dealers[-1]
        if last.is_void:
            return dealer
        rotation = self.rules.dealer_rotation
        if last.winner is not None and rotation is DealerRotation.LOSER_DEALS:
            return 1 - last.winner
        if last.winner is not None and rotation is DealerRotation.WINNER_DEALS:
            return last.winner
        return 1 - dealer

    @property
    def is_over(self) -> bool:
        """True once a player has reached the target."""
        return max(self.scores) >= self.rules.game_target

    @property
    def winner(self) -> int | None:
        """The seat that won the game, once it is over."""
        if not self.is_over:
            return None
        s0, s1 = self.scores
        return 0 if s0 > s1 else 1

    def record_hand(self, result: HandResult, dealer: int | None = None) -> Game:
        """The game after one more hand (``dealer`` defaults to :attr:`next_dealer`)."""
        if self.is_over:
            raise ValueError("the game is over")
        if dealer is None:
            dealer = self.next_dealer
        return Game(
            self.rules,
            self.first_dealer,
            (*self.results, result),
            (*self.dealers, dealer),
        )

    def totals(self) -> GameTotals:
        """The final score sheet, with game, box and shutout bonuses (game over only)."""
        winner = self.winner
        if winner is None:
            raise ValueError("the game is not over yet")
        rules = self.rules
        loser = 1 - winner
        points = self.scores
        won = self.hands_won
        game_bonus = [0, 0]
        game_bonus[winner] = rules.game_bonus
        box = (won[0] * rules.box_bonus, won[1] * rules.box_bonus)
        shutout = won[loser] == 0
        extra = [0, 0]
        if shutout and rules.shutout is Shutout.DOUBLE:
            extra[winner] = points[winner] + rules.game_bonus
        elif shutout and rules.shutout is Shutout.BONUS:
            extra[winner] = rules.game_bonus
        totals = tuple(points[p] + game_bonus[p] + box[p] + extra[p] for p in (0, 1))
        return GameTotals(
            winner=winner,
            points=points,
            hands_won=won,
            game_bonus=(game_bonus[0], game_bonus[1]),
            box_bonus=box,
            shutout=shutout,
            shutout_bonus=(extra[0], extra[1]),
            totals=(totals[0], totals[1]),
            net=totals[winner] - totals[loser],
        )


@dataclass(frozen=True, slots=True)
class Match:
    """A series of games (seed 004): each game starts at zero; net results add up."""

    rules: Rules
    games: tuple[Game, ...] = field(default=())

    def add_game(self, game: Game) -> Match:
        """The match with one more finished game."""
        if not game.is_over:
            raise ValueError("only finished games count in a match")
        return Match(self.rules, (*self.games, game))

    @property
    def net(self) -> tuple[int, int]:
        """Each player's accumulated net result (the winner's net per game)."""
        net = [0, 0]
        for game in self.games:
            totals = game.totals()
            net[totals.winner] += totals.net
        return net[0], net[1]

    @property
    def games_won(self) -> tuple[int, int]:
        """Games won by each player."""
        won = [0, 0]
        for game in self.games:
            won[game.totals().winner] += 1
        return won[0], won[1]

    @property
    def leader(self) -> int | None:
        """The player ahead on net points, or ``None`` when level."""
        a, b = self.net
        return None if a == b else (0 if a > b else 1)
