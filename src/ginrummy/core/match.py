"""Games and matches: hands scored to a target, bonuses, dealer rotation.

A :class:`Game` is immutable like a hand: :meth:`Game.record_hand` returns a new game.
It only needs each hand's :class:`~ginrummy.core.hand.HandResult` and who dealt it, so the
same scoring serves the arena, the server and a replayed record.

>>> from ginrummy.core.rules import find_rules
>>> from ginrummy.core.hand import HandResult
>>> from ginrummy.core.scoring import Outcome
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

import dataclasses
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from . import hollywood
from .hand import HandResult
from .rules import DealerRotation, MatchScoring, Rules, Shutout


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
    games: tuple[GameTotals, ...] = ()
    """Hollywood: each of the three games' own sheet (the fields above add them up, but
    ``hands_won`` counts hands, each once); empty otherwise."""

    def to_dict(self) -> dict[str, object]:
        """JSON-safe form (``games`` only under Hollywood scoring)."""
        out: dict[str, object] = {
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
        if self.games:
            out["games"] = [g.to_dict() for g in self.games]
        return out


@dataclass(frozen=True, slots=True)
class Game:
    """One game: hands until a player reaches ``rules.game_target``.

    Under Hollywood scoring (``rules.hollywood``) the game is a score sheet of three
    games played with the same hands (:mod:`~ginrummy.core.hollywood` says which games
    a hand counts in; :attr:`columns` are those games, each scored as an ordinary game):
    it is over when all three are, and :meth:`totals` adds up their sheets.
    """

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
    def columns(self) -> tuple[Game, ...]:
        """Hollywood: the three games of the sheet, each holding the hands that count in
        it (ordinary games, scored by the same rules without ``hollywood``); otherwise
        this game alone."""
        if not self.rules.hollywood:
            return (self,)
        rules = dataclasses.replace(self.rules, hollywood=False)
        credits = self.credits
        return tuple(
            Game(
                rules,
                self.first_dealer,
                tuple(r for r, games in zip(self.results, credits, strict=True) if g in games),
                tuple(d for d, games in zip(self.dealers, credits, strict=True) if g in games),
            )
            for g in range(hollywood.GAMES)
        )

    @property
    def credits(self) -> tuple[tuple[int, ...], ...]:
        """For each hand in ``results``, the games (indexes of :attr:`columns`) its
        points count in: ``(0,)`` for a won hand of an ordinary game, ``()`` for a hand
        nobody won."""
        if self.rules.hollywood:
            return hollywood.credit(self.results, self.rules.game_target)
        return tuple(() if r.winner is None else (0,) for r in self.results)

    @property
    def open_game(self) -> int | None:
        """The first of :attr:`columns` not over yet (``None`` once all are over)."""
        return next((i for i, game in enumerate(self.columns) if not game.is_over), None)

    @property
    def scores(self) -> tuple[int, int]:
        """Points from hands so far. Under Hollywood scoring: in the first game still
        open (the last game once all are over); :attr:`columns` has every game's."""
        if self.rules.hollywood:
            columns = self.columns
            current = self.open_game
            return columns[-1 if current is None else current].scores
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
        """True once a player has reached the target (Hollywood: in all three games)."""
        if self.rules.hollywood:
            return self.open_game is None
        return max(self.scores) >= self.rules.game_target

    @property
    def winner(self) -> int | None:
        """The seat that won the game, once it is over (Hollywood: the higher total of
        the three games; equal totals, the winner of more of them)."""
        if not self.is_over:
            return None
        if self.rules.hollywood:
            return self.totals().winner
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
        if self.rules.hollywood:
            return self._hollywood_totals()
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

    def _hollywood_totals(self) -> GameTotals:
        """The three games' sheets added up: the higher total wins (equal totals: the
        winner of more games); a shutout when the loser won no hand at all."""
        if not self.is_over:
            raise ValueError("the game is not over yet")
        games = tuple(column.totals() for column in self.columns)

        def add(pick: Callable[[GameTotals], tuple[int, int]]) -> tuple[int, int]:
            return sum(pick(g)[0] for g in games), sum(pick(g)[1] for g in games)

        totals = add(lambda g: g.totals)
        if totals[0] != totals[1]:
            winner = 0 if totals[0] > totals[1] else 1
        else:
            winner = 0 if sum(g.winner == 0 for g in games) >= 2 else 1
        won = self.hands_won
        return GameTotals(
            winner=winner,
            points=add(lambda g: g.points),
            hands_won=won,
            game_bonus=add(lambda g: g.game_bonus),
            box_bonus=add(lambda g: g.box_bonus),
            shutout=won[1 - winner] == 0,
            shutout_bonus=add(lambda g: g.shutout_bonus),
            totals=totals,
            net=totals[winner] - totals[1 - winner],
            games=games,
        )


@dataclass(frozen=True, slots=True)
class Match:
    """A series of games: each game starts at zero, and a running match score adds up.

    The texts add up two different things, and both are here; ``rules.match_scoring``
    says which one :attr:`scores` (and :attr:`leader`) reports:

    * :attr:`net` (``net``, the default): each game's winner carries forward the
      difference of the two totals (seed 001: "carries forward the difference").
    * :attr:`credited` (``totals``): each player's own game total is credited to their
      match score (seed 004: "match scores ... are credited toward their game scores").
    """

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
    def credited(self) -> tuple[int, int]:
        """Each player's own game totals added up (seed 004), bonuses included."""
        credited = [0, 0]
        for game in self.games:
            totals = game.totals().totals
            credited[0] += totals[0]
            credited[1] += totals[1]
        return credited[0], credited[1]

    @property
    def scores(self) -> tuple[int, int]:
        """The match score under ``rules.match_scoring``: :attr:`net` or :attr:`credited`."""
        return self.credited if self.rules.match_scoring is MatchScoring.TOTALS else self.net

    @property
    def games_won(self) -> tuple[int, int]:
        """Games won by each player."""
        won = [0, 0]
        for game in self.games:
            won[game.totals().winner] += 1
        return won[0], won[1]

    @property
    def leader(self) -> int | None:
        """The player ahead on the match score (:attr:`scores`), or ``None`` when level."""
        a, b = self.scores
        return None if a == b else (0 if a > b else 1)
