"""Game and match scoring (RULES.md "Scoring a game"), dealer rotation, void hands."""

from __future__ import annotations

import pytest

from ginrummy import find_rules
from ginrummy.core.hand import HandResult
from ginrummy.core.match import Game, Match
from ginrummy.core.scoring import Outcome


def won(seat: int, points: int, outcome: Outcome = Outcome.KNOCK) -> HandResult:
    return HandResult(outcome, winner=seat, points=points, knocker=seat)


VOID = HandResult(Outcome.VOID, None, 0, reason="the stock is down to two cards")
TIE = HandResult(Outcome.TIE, None, 0, knocker=0)


def play(game: Game, *results: HandResult) -> Game:
    for result in results:
        game = game.record_hand(result)
    return game


def test_points_accumulate_until_the_target() -> None:
    game = play(Game.new(find_rules("standard"), first_dealer=0), won(0, 30), won(1, 40))
    assert game.scores == (30, 40)
    assert not game.is_over and game.winner is None
    game = play(game, won(0, 69))
    assert game.scores == (99, 40) and not game.is_over
    game = play(game, won(0, 1))
    assert game.is_over and game.winner == 0
    with pytest.raises(ValueError, match="over"):
        game.record_hand(won(1, 5))


def test_game_bonus_and_boxes() -> None:
    game = play(
        Game.new(find_rules("standard"), first_dealer=0), won(0, 60), won(1, 20), won(0, 45)
    )
    totals = game.totals()
    assert totals.winner == 0
    assert totals.points == (105, 20)
    assert totals.hands_won == (2, 1)
    assert totals.game_bonus == (100, 0)
    assert totals.box_bonus == (50, 25)
    assert not totals.shutout
    assert totals.totals == (255, 45)
    assert totals.net == 210


def test_shutout_double_doubles_score_and_game_bonus_then_adds_boxes() -> None:
    game = play(
        Game.new(find_rules("standard"), first_dealer=0), won(1, 56, Outcome.GIN), won(1, 50)
    )
    totals = game.totals()
    assert totals.shutout
    # (106 + 100) * 2 + 2 boxes of 25
    assert totals.totals == (0, 2 * (106 + 100) + 50)
    assert totals.net == 462


def test_shutout_bonus_adds_a_further_game_bonus() -> None:
    rules = find_rules("standard", shutout="bonus")
    totals = play(Game.new(rules, first_dealer=0), won(1, 100)).totals()
    assert totals.totals == (0, 100 + 100 + 100 + 25)


def test_shutout_none_and_eaai_has_no_bonuses() -> None:
    totals = play(
        Game.new(find_rules("standard", shutout="none"), first_dealer=0), won(1, 100)
    ).totals()
    assert totals.totals == (0, 225)
    eaai = play(Game.new(find_rules("eaai"), first_dealer=0), won(0, 10), won(1, 100)).totals()
    assert eaai.totals == (10, 100) and eaai.net == 90


def test_dealer_alternates_and_void_hand_is_redealt_by_the_same_dealer() -> None:
    game = Game.new(find_rules("standard"), first_dealer=1)
    assert game.next_dealer == 1
    game = game.record_hand(won(0, 5))
    assert game.next_dealer == 0
    game = game.record_hand(VOID)
    assert game.next_dealer == 0
    game = game.record_hand(won(0, 5))
    assert game.next_dealer == 1
    assert game.dealers == (1, 0, 0)
    game = game.record_hand(TIE)
    assert game.next_dealer == 0


@pytest.mark.parametrize(("rotation", "expected"), [("loser_deals", 1), ("winner_deals", 0)])
def test_loser_or_winner_deals(rotation: str, expected: int) -> None:
    game = Game.new(find_rules("standard", dealer_rotation=rotation), first_dealer=0)
    assert game.record_hand(won(0, 5)).next_dealer == expected


def test_first_dealer_option_and_random_choice() -> None:
    import random

    assert Game.new(find_rules("standard", first_dealer=1)).first_dealer == 1
    seen = {Game.new(find_rules("standard"), rng=random.Random(s)).first_dealer for s in range(20)}
    assert seen == {0, 1}


def test_totals_before_the_end_is_an_error() -> None:
    with pytest.raises(ValueError, match="not over"):
        Game.new(find_rules("standard"), first_dealer=0).totals()


def test_match_accumulates_net_results() -> None:
    rules = find_rules("standard")
    g1 = play(Game.new(rules, first_dealer=0), won(0, 60), won(1, 20), won(0, 45))  # net 210 to 0
    g2 = play(Game.new(rules, first_dealer=1), won(1, 100))  # shutout: 2*200 + 25 = 425 to 1
    match = Match(rules).add_game(g1).add_game(g2)
    assert match.net == (210, 425)
    assert match.games_won == (1, 1)
    assert match.leader == 1
    with pytest.raises(ValueError):
        match.add_game(Game.new(rules, first_dealer=0))
