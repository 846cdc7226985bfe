"""The game review (issue 14): a clear blunder is called one and the better move named;
the master's accuracy stands far above a random player's; a review reads only the
deciding player's information, is reproducible, and its JSON and command behave."""

from __future__ import annotations

import json
import pickle
import random
import re
from pathlib import Path

import pytest

from ginrummy import HandState, find_rules
from ginrummy.agents import make_agent
from ginrummy.cli import main
from ginrummy.core.actions import DISCARDS, TAKE_UPCARD, Discard
from ginrummy.core.cards import parse_card, parse_card_list
from ginrummy.core.observation import Observation
from ginrummy.core.record import GameRecord, play_game
from ginrummy.review import (
    GRADES,
    THRESHOLDS,
    GameReview,
    Score,
    accuracy,
    grade,
    plan_review,
    review_decision,
    review_game,
    summary_text,
)

ALL = [r + s for s in "CDHS" for r in "A23456789TJQK"]


def _after_taking(mine: list[str], up: str, seed: int = 3) -> Observation:
    """Seat 0 (the non-dealer) holding ``mine`` has taken the first upcard ``up``: its
    discard decision."""
    others = [c for c in ALL if c not in [*mine, up]]
    random.Random(seed).shuffle(others)
    deck: list[str] = []
    for index in range(10):
        deck += [mine[index], others[index]]
    deck += [up, *others[10:]]
    state = HandState.deal(
        find_rules("standard"), dealer=1, deck=parse_card_list(deck), reshuffle_seed=0
    )
    return state.apply(TAKE_UPCARD).observation(0)


# A made run 7♥ 8♥ 9♥ and a set of threes; Q♦ and K♠ lie loose, and no knock is open.
BLUNDER_HAND = ["7H", "8H", "9H", "3S", "3D", "3C", "2C", "4D", "QD", "KS"]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_breaking_a_made_meld_while_a_loose_high_card_could_go_is_a_blunder(seed: int) -> None:
    obs = _after_taking(BLUNDER_HAND, "AC")
    decision = review_decision(obs, DISCARDS[parse_card("8H")], seed=seed)
    assert decision.grade == "blunder"
    assert decision.unit == "points"
    assert decision.loss > THRESHOLDS["points"][-1]
    assert isinstance(decision.best, Discard)
    assert str(decision.best.card) in ("QD", "KS")  # a loose high card is named
    assert decision.choices[0].action == decision.best
    assert "broke your meld 7♥ 8♥ 9♥" in decision.explanation
    assert decision.best.card.pretty() in decision.explanation
    assert decision.accuracy < 20


def test_throwing_a_loose_high_card_there_is_not_a_mistake() -> None:
    obs = _after_taking(BLUNDER_HAND, "AC")
    for card in ("QD", "KS"):
        decision = review_decision(obs, DISCARDS[parse_card(card)])
        assert GRADES.index(decision.grade) <= GRADES.index("inaccuracy"), decision


def test_every_legal_choice_is_valued_and_the_loss_is_never_negative() -> None:
    obs = _after_taking(BLUNDER_HAND, "AC")
    decision = review_decision(obs, DISCARDS[parse_card("QD")])
    assert {c.action for c in decision.choices} == set(obs.legal_actions)
    assert all(c.loss >= 0 and c.deals >= 1 for c in decision.choices)
    assert decision.choices[0].loss == 0


def test_an_illegal_choice_is_refused() -> None:
    obs = _after_taking(BLUNDER_HAND, "AC")
    with pytest.raises(ValueError, match="not a legal choice"):
        review_decision(obs, DISCARDS[parse_card("AC")])  # just taken from the pile


def test_a_game_score_makes_the_unit_game_win_chance() -> None:
    obs = _after_taking(BLUNDER_HAND, "AC")
    decision = review_decision(obs, DISCARDS[parse_card("8H")], score=Score((0, 0), 100))
    assert decision.unit == "win"
    assert decision.win_loss is not None and decision.win_loss > 0
    assert decision.grade in ("mistake", "blunder")


@pytest.fixture(scope="module")
def master_vs_random() -> GameRecord:
    return play_game([make_agent("master"), make_agent("random")], "standard", seed=5)


@pytest.fixture(scope="module")
def master_vs_random_review(master_vs_random: GameRecord) -> GameReview:
    return review_game(master_vs_random)


def test_the_master_is_far_more_accurate_than_a_random_player(
    master_vs_random: GameRecord,
) -> None:
    review = review_game(master_vs_random)
    master, rand = review.summary(0), review.summary(1)
    assert master.accuracy is not None and rand.accuracy is not None
    assert master.accuracy >= 80
    assert master.accuracy >= rand.accuracy + 15
    assert (
        rand.counts["blunder"] + rand.counts["mistake"]
        > master.counts["blunder"] + (master.counts["mistake"])
    )
    assert sum(master.counts.values()) == len(review.decisions(0))
    # Each player's largest losses come with words, worst first.
    worst = review.worst(1)
    assert len(worst) == 3
    assert [d.loss for d in worst] == sorted((d.loss for d in worst), reverse=True)
    assert all(d.explanation for d in worst)


def test_on_records_from_simulate_the_master_is_far_above_random(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The issue's own check: records written by ``ginrummy simulate`` (two games, the
    seats swapped), each player's accuracy over its decisions in both."""
    assert (
        main(
            [
                "simulate",
                "--players",
                "master,random",
                "--games",
                "2",
                "--seed",
                "1",
                "--out",
                str(tmp_path),
            ]
        )
        == 0
    )
    capsys.readouterr()
    scores: dict[str, list[float]] = {"master": [], "random": []}
    for path in sorted(tmp_path.glob("*.json")):
        record = GameRecord.from_json(path.read_text(encoding="utf-8"))
        review = review_game(record)
        for seat in (0, 1):
            scores[record.players[seat]] += [d.accuracy for d in review.decisions(seat)]
    master, rand = (sum(v) / len(v) for v in (scores["master"], scores["random"]))
    assert len(scores["master"]) > 30 and len(scores["random"]) > 30
    assert master >= 80 and master >= rand + 15, (master, rand)


def test_a_review_is_reproducible_and_reads_only_the_players_view(
    master_vs_random: GameRecord,
) -> None:
    first = review_game(master_vs_random, hands=[1], seats=[1])
    again = review_game(master_vs_random, hands=[1], seats=[1])
    assert first.to_dict() == again.to_dict()
    plan = plan_review(master_vs_random, hands=[1], seats=[1])
    replayed = master_vs_random.hands[0].replay(master_vs_random.rules)
    assert len(plan.tasks) == len(first.decisions(1)) > 0
    for task, decision in zip(plan.tasks, first.decisions(1), strict=True):
        # A task carries the observation and nothing of the true deal.
        assert task.obs.player == 1
        fields = (task.hand, task.turn, task.obs, task.chosen, task.fed, task.score, task.seed)
        assert not any(isinstance(v, HandState) for v in fields)
        assert pickle.loads(pickle.dumps(task)).obs == task.obs
        assert set(decision.cards) == set(task.obs.hand)
        assert decision.upcard == task.obs.upcard
        assert replayed.actions[decision.turn] == decision.chosen


def test_unfinished_hands_are_not_reviewed() -> None:
    state = HandState.deal(find_rules("standard"), dealer=0, seed=4)
    for _ in range(6):
        state = state.apply(state.legal_actions()[0])
    from ginrummy.core.record import HandRecord

    record = GameRecord(find_rules("standard"), 0, (HandRecord.from_state(state),))
    review = review_game(record)
    assert review.hands == ()
    assert review.summary(0).text == "player 0 had no decision to make"


def test_hollywood_games_are_reviewed_in_hand_points() -> None:
    record = play_game([make_agent("simple"), make_agent("random")], "hollywood", seed=1)
    review = review_game(record, hands=[1], first_deals=2, more_deals=2)
    assert review.unit == "points"
    assert all(d.win_loss is None for d in review.decisions())


def test_grades_and_accuracy_follow_the_documented_thresholds() -> None:
    for unit, limits in THRESHOLDS.items():
        for label, limit in zip(GRADES, limits, strict=False):
            assert grade(limit, unit) == label  # type: ignore[arg-type]
        assert grade(limits[-1] * 1.01, unit) == "blunder"  # type: ignore[arg-type]
        assert accuracy(0.0, unit) == 100.0  # type: ignore[arg-type]
    assert accuracy(-1.0, "points") == 100.0
    assert accuracy(4.0, "points") < accuracy(2.0, "points") < 100


def test_the_summary_reads_as_a_sentence() -> None:
    counts = {"best": 35, "good": 4, "inaccuracy": 0, "mistake": 1, "blunder": 1}
    assert summary_text("you", counts, 91.2) == (
        "you played 41 decisions: 35 best, 4 good, 1 mistake, 1 blunder; accuracy 91%"
    )
    counts = {"best": 1, "good": 0, "inaccuracy": 2, "mistake": 0, "blunder": 0}
    assert summary_text("ann", counts, None) == "ann played 3 decisions: 1 best, 2 inaccuracies"


def _record_file(tmp_path: Path, record: GameRecord) -> str:
    path = tmp_path / "game.json"
    path.write_text(record.to_json(), encoding="utf-8")
    return str(path)


def test_the_command_prints_json_with_every_decision(
    tmp_path: Path, master_vs_random: GameRecord, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _record_file(tmp_path, master_vs_random)
    assert main(["review", path, "--json", "--hand", "1", "--player", "0"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["format"] == "ginrummy/review"
    assert data["seats"] == [0] and data["unit"] == "win"
    assert [h["number"] for h in data["hands"]] == [1]
    decision = data["hands"][0]["decisions"][0]
    assert decision["grade"] in GRADES
    assert {"cards", "chosen", "best", "loss", "accuracy", "explanation", "choices"} <= set(
        decision
    )
    assert data["summary"]["0"]["text"].startswith("master played")


def test_the_command_prints_a_table_and_the_summaries(
    tmp_path: Path,
    master_vs_random: GameRecord,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("COLUMNS", "140")  # a wide terminal: no cell wraps
    path = _record_file(tmp_path, master_vs_random)
    assert main(["review", path, "--hand", "1", "--ascii"]) == 0
    out = capsys.readouterr().out
    assert "Accuracy by hand" in out
    assert "master played" in out and "random played" in out
    assert "accuracy" in out
    # Issue 37: what the numbers mean and how a grade is reached, each row's difference
    # from the best with its standard error; the largest losses are inaccuracies or
    # worse.
    assert "Against the best: how many percentage points a choice is behind the best" in out
    assert "Grade: the difference less half its +/- (-2.0 +/- 1.0 counts as 1.5)" in out
    assert "vs best" in out
    review = review_game(master_vs_random, hands=[1])
    for decision in review.decisions():
        if decision.grade == "best":
            continue
        cell = f"-{decision.difference * 100:.1f} +/- {decision.error * 100:.1f}"
        assert f"{cell} |" in out, cell
    listed = re.findall(r"^  hand \d+, turn \d+ \((\w+)\): ", out, re.MULTILINE)
    assert listed and set(listed) <= {"inaccuracy", "mistake", "blunder"}
    assert out.isascii()


def test_the_command_refuses_bad_input(
    tmp_path: Path, master_vs_random: GameRecord, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _record_file(tmp_path, master_vs_random)
    assert main(["review", path, "--hand", "99"]) == 2
    assert "--hand must be between 1 and" in capsys.readouterr().err
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    assert main(["review", str(broken)]) == 1
    assert "cannot review" in capsys.readouterr().err
    assert main(["review", str(tmp_path / "missing.json")]) == 1


def test_a_knock_with_the_melds_the_player_chose_is_reviewed_by_its_card(
    master_vs_random: GameRecord,
) -> None:
    """The terminal game records the melds picked in its knock dialog; the review
    grades that knock as the legal move it is (a knock is a choice by its card)."""
    from dataclasses import replace

    from ginrummy.core.actions import Knock, parse_action
    from ginrummy.core.melds import best_arrangement

    rules = master_vs_random.rules
    for hand in master_vs_random.hands:
        texts = list(hand.actions)
        knocks = [i for i, t in enumerate(texts) if t.startswith("knock")]
        if not knocks:
            continue
        at = knocks[0]
        state = replace(hand, actions=tuple(texts[:at]), result=None).replay(rules, check=False)
        knock = parse_action(texts[at])
        assert isinstance(knock, Knock)
        melds = best_arrangement(state.hand(state.to_act).mask & ~(1 << knock.card)).melds
        texts[at] = str(Knock(knock.card, melds))
        assert "[" in texts[at]
        changed = replace(hand, actions=tuple(texts))
        record = replace(master_vs_random, hands=(changed,))
        review = review_game(record, seats=[state.to_act], first_deals=2, more_deals=2)
        (decision,) = [d for d in review.decisions() if d.turn == at]
        assert decision.chosen == Knock(knock.card)
        return
    raise AssertionError("no knock in the game")


def test_every_choice_shows_numbers_that_agree_with_one_another(
    master_vs_random_review: GameReview,
) -> None:
    """Issue 37: each choice's value is the best's less its difference from the best,
    the difference is never negative (a choice valued on the first deals only that did
    better there than the best is valued on the further deals too), the choices go
    best first and by value, and the grade counts the difference less half its
    standard error, for every choice and for the decision."""
    review = master_vs_random_review
    for decision in review.decisions():
        choices = decision.choices
        top = choices[0]
        assert top.difference == top.error == top.loss == 0
        differences = [c.difference for c in choices]
        assert differences == sorted(differences)
        for choice in choices:
            assert choice.difference >= 0, (decision.hand, decision.turn, choice)
            assert choice.error >= 0
            assert choice.value == pytest.approx(top.value - choice.difference, abs=1e-12)
            assert choice.loss == pytest.approx(max(choice.difference - choice.error / 2, 0.0))
            data = choice.to_dict()
            assert data["grade"] == grade(choice.loss, decision.unit)
            assert {"value", "difference", "error", "loss"} <= set(data)
        (mine,) = [c for c in choices if c.action == decision.chosen]
        assert (decision.difference, decision.error, decision.loss) == (
            mine.difference,
            mine.error,
            mine.loss,
        )
        assert decision.grade == grade(decision.loss, decision.unit)
        if decision.grade == "best":
            assert decision.explanation == ""
        else:  # the words end with the difference and its standard error
            spread = f"{decision.difference * 100:.1f} ± {decision.error * 100:.1f}%"
            assert decision.explanation.endswith(f"(−{spread} game-win chance)")
        data = decision.to_dict()
        assert (data["difference"], data["error"]) == (
            round(decision.difference, 4),
            round(decision.error, 4),
        )


def test_the_largest_losses_are_inaccuracies_or_worse(
    master_vs_random_review: GameReview,
) -> None:
    """Issue 37: a "good" decision is within what is worth pointing at; the largest
    losses (the browser's buttons, the terminal's list, the JSON's ``worst``) hold only
    inaccuracies, mistakes and blunders."""
    review = master_vs_random_review
    goods = [d for d in review.decisions() if d.grade == "good"]
    assert goods  # this game has some: an old list of "worse than best" held them
    data = review.to_dict()
    for seat in (0, 1):
        worst = review.worst(seat, count=100)
        assert worst == [
            d
            for d in sorted(review.decisions(seat), key=lambda d: (-d.loss, d.hand, d.turn))
            if d.grade in ("inaccuracy", "mistake", "blunder")
        ]
        listed = {(w["hand"], w["turn"]) for w in data["worst"][str(seat)]}
        assert listed == {(d.hand, d.turn) for d in review.worst(seat)}
        assert all(d.grade not in ("best", "good") for d in review.worst(seat))


def test_a_loss_is_written_with_its_standard_error() -> None:
    from ginrummy.review.words import loss_text

    assert loss_text(0.062, "win", 0.028) == "−6.2 ± 2.8% game-win chance"
    assert loss_text(3.14, "points", 1.06) == "−3.1 ± 1.1 points"
    assert loss_text(0.017, "win") == "−1.7% game-win chance"
