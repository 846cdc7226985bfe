"""Hollywood scoring (RULES.md's ``hollywood`` preset; docs/rules.md, "Hollywood"):
three games on one score sheet, played with the same hands.

No seed text describes Hollywood; RULES.md's preset line is the rule ("a player's first
won hand scores in game 1, the second in games 1 and 2, the third and later in all
three; each game ends at its target with its own bonuses"), and the rule books fill in
the rest (a closed game takes no more hands). The worked examples below are written out
in full, so each number can be checked by hand.
"""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

import pytest

from ginrummy import find_rules
from ginrummy.agents import make_agent
from ginrummy.cli import main
from ginrummy.core.errors import InvalidRecordError
from ginrummy.core.hand import HandResult, HandState
from ginrummy.core.hollywood import GAMES, credit
from ginrummy.core.match import Game
from ginrummy.core.record import GameRecord, HandRecord, play_game, play_hand
from ginrummy.core.rules import PRESETS, Rules, Shutout
from ginrummy.core.scoring import Outcome
from ginrummy.core.table import Table
from ginrummy.env.batch import BatchKernel
from ginrummy.env.kernel import make_core
from ginrummy.words.play import score_sheet_lines, score_sheet_rows

A, B = 0, 1
HOLLYWOOD = find_rules("hollywood")


def won(seat: int, points: int, outcome: Outcome = Outcome.KNOCK) -> HandResult:
    return HandResult(outcome, winner=seat, points=points, knocker=seat)


VOID = HandResult(Outcome.VOID, None, 0, reason="the stock is down to two cards")


def play(game: Game, *results: HandResult) -> Game:
    for result in results:
        game = game.record_hand(result)
    return game


# The worked example of docs/rules.md, standard numbers (target 100, game bonus 100,
# box 25, a shutout doubles).
EXAMPLE = (
    won(A, 20),  # 1: A's first win: game 1                       G1 20-0
    won(B, 40, Outcome.GIN),  # 2: B's first win: game 1          G1 20-40
    won(A, 30),  # 3: A's second: games 1, 2                      G1 50-40  G2 30-0
    won(A, 55, Outcome.GIN),  # 4: A's third: games 1, 2, 3      G1 105-40 (over) G2 85-0 G3 55-0
    won(B, 30, Outcome.UNDERCUT),  # 5: game 1 is over; B has no score in game 2: game 2 only
    won(B, 25),  # 6: B scored in game 2, and game 3 is next: games 2, 3
    won(A, 20),  # 7: A has scored in games 2 and 3: both        G2 105-55 (over) G3 75-25
    VOID,  # 8: counts nowhere
    won(B, 80, Outcome.GIN),  # 9: only game 3 is open           G3 75-105 (over)
)


def test_the_worked_example_hand_by_hand() -> None:
    """The worked example, hand by hand (A is seat 0, B seat 1):

    ====  =============  ==========  ========  ========  ========
    hand  winner         counts in   game 1    game 2    game 3
    ====  =============  ==========  ========  ========  ========
    1     A knocks, 20   1           20-0
    2     B gin, 40      1           20-40
    3     A knocks, 30   1, 2        50-40     30-0
    4     A gin, 55      1, 2, 3     105-40    85-0      55-0
    5     B undercut 30  2           (over)    85-30
    6     B knocks, 25   2, 3                  85-55     55-25
    7     A knocks, 20   2, 3                  105-55    75-25
    8     void           none
    9     B gin, 80      3                     (over)    75-105
    ====  =============  ==========  ========  ========  ========

    Hand 4 takes game 1 to 105: it is over, A won it. Hand 5 is B's second win, but
    game 1 is closed and B has no score in game 2 yet, so it counts in game 2 alone.
    Hand 7 closes game 2 (A, 105), hand 9 game 3 (B, 105): the match is over.
    """
    game = Game.new(HOLLYWOOD, first_dealer=0)
    assert game.open_game == 0 and game.scores == (0, 0) and not game.is_over
    expected_open = [0, 0, 0, 1, 1, 1, 2, 2, None]
    for result, open_game in zip(EXAMPLE, expected_open, strict=True):
        game = game.record_hand(result)
        assert game.open_game == open_game
    assert game.credits == ((0,), (0,), (0, 1), (0, 1, 2), (1,), (1, 2), (1, 2), (), (2,))
    assert [c.scores for c in game.columns] == [(105, 40), (105, 55), (75, 105)]
    assert [c.winner for c in game.columns] == [A, A, B]
    assert [c.hands_won for c in game.columns] == [(3, 1), (3, 2), (2, 2)]
    assert game.is_over and game.hands_won == (4, 4)
    assert game.scores == (75, 105)  # the last game's, once all are over
    with pytest.raises(ValueError, match="over"):
        game.record_hand(won(A, 10))


def test_the_worked_example_score_sheet() -> None:
    """Each game is scored on its own (RULES.md "Scoring a game"):

    - game 1: A 105 + 3 boxes (75) + game 100 = 280; B 40 + 1 box (25) = 65;
    - game 2: A 105 + 75 + 100 = 280; B 55 + 2 boxes (50) = 105;
    - game 3: B 105 + 50 + 100 = 255; A 75 + 50 = 125.

    Totals: A 280 + 280 + 125 = 685, B 65 + 105 + 255 = 425: A wins by 260, two
    games to one. No shutout: each player won a hand in every game.
    """
    game = play(Game.new(HOLLYWOOD, first_dealer=0), *EXAMPLE)
    totals = game.totals()
    assert [g.totals for g in totals.games] == [(280, 65), (280, 105), (125, 255)]
    assert [g.net for g in totals.games] == [215, 175, 130]
    assert [g.shutout for g in totals.games] == [False, False, False]
    assert totals.totals == (685, 425) and totals.winner == A and totals.net == 260
    assert totals.points == (285, 200)
    assert totals.game_bonus == (200, 100)
    assert totals.box_bonus == (200, 125)
    assert totals.hands_won == (4, 4) and not totals.shutout
    assert game.winner == A
    data = totals.to_dict()
    assert [g["totals"] for g in data["games"]] == [[280, 65], [280, 105], [125, 255]]
    json.dumps(data)
    rows = {label: (a, b) for label, a, b in score_sheet_rows(game)}
    assert rows["game 1 hand points"] == (105, 40) and rows["game 1 boxes"] == (75, 25)
    assert rows["game 3 game bonus"] == (0, 100) and rows["game 3 total"] == (125, 255)
    assert rows["total"] == (685, 425)
    text = "\n".join(score_sheet_lines(game, ("ann", "bob")))
    assert "ann wins by 260 points over the three games (games won 2-1)." in text


def test_a_shutout_in_every_game() -> None:
    """A wins every hand, 30, 30, 30, 30, then 40 (target 100):

    hand 1 counts in game 1; hand 2 in games 1, 2; hands 3 and 4 in all three (game 1
    reaches 120 and closes); hand 5 in games 2 and 3 (130 and 100: both close).
    Each game is a shutout, doubled, boxes added after (seed 000):

    - game 1: 120 points, 4 boxes: (120 + 100) x 2 + 100 = 540;
    - game 2: 130 points, 4 boxes: (130 + 100) x 2 + 100 = 560;
    - game 3: 100 points, 3 boxes: (100 + 100) x 2 + 75 = 475.
    """
    game = play(Game.new(HOLLYWOOD, first_dealer=0), *[won(A, 30)] * 4, won(A, 40))
    assert game.credits == ((0,), (0, 1), (0, 1, 2), (0, 1, 2), (1, 2))
    totals = game.totals()
    assert [g.totals for g in totals.games] == [(540, 0), (560, 0), (475, 0)]
    assert all(g.shutout for g in totals.games) and totals.shutout
    assert totals.totals == (1575, 0) and totals.net == 1575


def test_a_first_win_after_game_one_closed_counts_in_game_two() -> None:
    """A takes game 1 at once (100); B's first win cannot count in a closed game, so it
    counts in game 2; so does A's next (A has no score in game 2 yet). B is shut out of
    game 1."""
    game = play(Game.new(HOLLYWOOD, first_dealer=0), won(A, 100), won(B, 20), won(A, 10))
    assert game.credits == ((0,), (1,), (1,))
    assert [c.scores for c in game.columns] == [(100, 0), (10, 20), (0, 0)]
    assert game.open_game == 1 and game.scores == (10, 20)


def test_equal_totals_go_to_the_winner_of_more_games() -> None:
    """No bonuses, target 10: A takes game 1 (10-0), B game 2 with 20 (0-20), A game 3
    (10-0). Totals 20 each: A won two games of three, A wins. With B's 30 instead, B's
    higher total wins though B won one game."""
    rules = Rules(
        name="hollywood", hollywood=True, game_target=10, game_bonus=0, box_bonus=0,
        shutout=Shutout.NONE,
    )  # fmt: skip
    level = play(Game.new(rules, first_dealer=0), won(A, 10), won(B, 20), won(A, 10))
    assert level.credits == ((0,), (1,), (2,))
    assert level.totals().totals == (20, 20) and level.winner == A and level.totals().net == 0
    ahead = play(Game.new(rules, first_dealer=0), won(A, 10), won(B, 30), won(A, 10))
    assert ahead.totals().totals == (20, 30) and ahead.winner == B


def test_the_dealer_rotates_as_usual() -> None:
    """Hollywood changes the scoring only: the dealer alternates, a void hand is dealt
    again by the same dealer."""
    game = play(Game.new(HOLLYWOOD, first_dealer=1), won(A, 20))
    assert game.next_dealer == 0
    game = play(game, VOID)
    assert game.next_dealer == 0
    game = play(game, won(B, 5))
    assert game.next_dealer == 1 and game.dealers == (1, 0, 0)


def test_ordinary_games_are_unchanged() -> None:
    game = play(Game.new(find_rules("standard"), first_dealer=0), won(A, 60), VOID, won(A, 45))
    assert game.columns == (game,) and game.credits == ((0,), (), (0,))
    assert game.open_game is None and game.is_over
    assert "games" not in game.totals().to_dict() and game.totals().games == ()


def test_the_preset_and_the_option() -> None:
    assert PRESETS["hollywood"] == Rules(name="hollywood", hollywood=True)
    assert find_rules("standard").with_option("hollywood=true").hollywood is True
    assert find_rules("Hollywood").replace(hollywood=False) == find_rules("standard").replace(
        name="hollywood"
    )
    # A record of an older version has no "hollywood": it is an ordinary game.
    old = find_rules("standard").to_dict()
    del old["hollywood"]
    assert Rules.from_dict(old).hollywood is False


@pytest.mark.parametrize("seed", range(6))
def test_crediting_follows_the_rule_in_played_games(seed: int) -> None:
    """In whole games between the simple players: every won hand counts in the games
    still open where its winner has won before, and in the first open one where the
    winner has not (if any); nothing counts in a closed game."""
    record = play_game([make_agent("simple"), make_agent("random")], HOLLYWOOD, seed=seed)
    game = record.replay()
    assert game.is_over and all(c.is_over for c in game.columns)
    target = HOLLYWOOD.game_target
    scores = [[0, 0] for _ in range(GAMES)]
    for result, games in zip(game.results, game.credits, strict=True):
        if result.winner is None:
            assert games == ()
            continue
        seat = result.winner
        open_games = [g for g in range(GAMES) if max(scores[g]) < target]
        assert games and set(games) <= set(open_games)
        fresh = [g for g in open_games if scores[g][seat] == 0]
        assert set(games) == {g for g in open_games if scores[g][seat] > 0} | set(fresh[:1])
        for g in games:
            scores[g][seat] += result.points
    assert [tuple(s) for s in scores] == [c.scores for c in game.columns]
    assert credit(game.results, target) == game.credits


@pytest.mark.parametrize("agent", ["random", "simple"])
def test_a_whole_match_at_a_table_and_its_record_replays(agent: str) -> None:
    """A Hollywood match played move by move at a :class:`Table` ends when all three
    games are over; its record replays to the same games, through JSON, and resumes."""
    rng = random.Random(19)
    table = Table.new("hollywood", players=("ann", "bob"), rng=rng)
    agents = [make_agent(agent), make_agent(agent)]
    resumed_once = False
    while not table.is_over:
        if table.hand_over:
            table.deal_next(rng)
            continue
        if not resumed_once and len(table.finished) == 2:  # a save in the middle, resumed
            table = Table.from_record(GameRecord.from_json(table.record().to_json()))
            resumed_once = True
        seat = table.to_act
        assert seat is not None
        table.act(seat, agents[seat].act(table.observation(seat), rng))
    assert resumed_once
    assert all(c.is_over for c in table.game.columns)
    assert len(table.game.columns) == 3
    totals = table.totals()
    record = GameRecord.from_json(table.record().to_json())
    assert record.rules == HOLLYWOOD
    assert record.replay() == table.game and record.replay().totals() == totals
    data = json.loads(record.to_json())
    assert data["result"] == totals.to_dict() and len(data["result"]["games"]) == 3
    with pytest.raises(Exception, match="over"):
        table.deal_next(rng)


def test_a_record_with_a_hand_after_the_match_is_refused() -> None:
    record = play_game([make_agent("simple"), make_agent("simple")], HOLLYWOOD, seed=5)
    game = record.replay()
    extra_rng = random.Random(1)
    state = HandState.deal(HOLLYWOOD, dealer=game.next_dealer, rng=extra_rng)
    agents = [make_agent("simple"), make_agent("simple")]
    extra = HandRecord.from_state(play_hand(agents, state, extra_rng))
    longer = dataclasses.replace(record, hands=(*record.hands, extra))
    with pytest.raises(InvalidRecordError, match="played after the game ended"):
        longer.replay()


def test_the_environments_refuse_hollywood_games_but_play_its_hands() -> None:
    for kernel in (True, False):
        with pytest.raises(ValueError, match="Hollywood"):
            make_core(HOLLYWOOD, kernel=kernel, mode="game")
        core = make_core(HOLLYWOOD, kernel=kernel, mode="hand")
        core.reset(3)
        assert not core.done
    with pytest.raises(ValueError, match="Hollywood"):
        BatchKernel(2, HOLLYWOOD, mode="game")
    assert BatchKernel(2, HOLLYWOOD, mode="hand").n == 2


def test_the_command_line_replays_a_hollywood_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path
    record = play_game([make_agent("simple"), make_agent("simple")], "hollywood", seed=2)
    path = folder / "game.json"
    path.write_text(record.to_json(), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "hollywood rules" in out and "(this hand: game 1)" in out
    assert "game 3 total" in out and "over the three games" in out
    assert main(["replay", "--json", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["totals"]["games"]) == 3
