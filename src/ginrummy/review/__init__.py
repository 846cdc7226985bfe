"""Game review: every decision of a finished game graded, as chess sites grade moves.

For each decision of a player (take or pass the first upcard, stock or pile, which
discard, knock or play on and with which card) the review values every legal choice
from that player's information only (:mod:`.values`), grades the choice made against
the best (:mod:`.grades`: best, good, inaccuracy, mistake, blunder, and an accuracy),
and explains the largest losses in words (:mod:`.words`). docs/review.md has the method
and the thresholds; ``ginrummy review RECORD`` prints a review, the terminal game and
the browser show one after each hand.

>>> from ginrummy.agents import make_agent
>>> from ginrummy.core.record import play_game
>>> record = play_game([make_agent("simple"), make_agent("random")], "standard", seed=2)
>>> review = review_game(record, hands=[1], first_deals=2, more_deals=2)
>>> review.hands[0].decisions[0].grade in GRADES
True
"""

from .game import (
    Decision,
    GameReview,
    GradedChoice,
    HandReview,
    Plan,
    PlayerSummary,
    Task,
    plan_review,
    review_decision,
    review_game,
    summarize,
)
from .grades import GRADES, THRESHOLDS, accuracy, grade
from .values import ChoiceValue, Score, value_choices
from .words import explain, summary_text

__all__ = [
    "GRADES",
    "THRESHOLDS",
    "ChoiceValue",
    "Decision",
    "GameReview",
    "GradedChoice",
    "HandReview",
    "Plan",
    "PlayerSummary",
    "Score",
    "Task",
    "accuracy",
    "explain",
    "grade",
    "plan_review",
    "review_decision",
    "review_game",
    "summarize",
    "summary_text",
    "value_choices",
]
