# The review of a hand (words/review.py, tui/review_screen.py): the plain game prints it
# after 'r', the full-screen game shows it from the showdown. $unit is "win" (the
# numbers are percentage points of game-win chance) or "points" (expected hand points).
# Numbers come formatted ("−6.2", "1.5"); ± is one standard error.

## A choice in a few words (a table cell)
tui-review-choice-stock = stock
tui-review-choice-take = take
tui-review-choice-take-card = take { $card }
tui-review-choice-pass = pass
tui-review-choice-discard = discard { $card }
tui-review-choice-knock = knock { $card }
tui-review-choice-gin = gin { $card }
tui-review-choice-big-gin = big gin
# $kind: upcard (the first upcard's offer), draw or discard.
tui-review-kind =
    { $kind ->
        [upcard] upcard
        [draw] draw
       *[discard] discard
    }
# $grade: best, good, inaccuracy, mistake or blunder.
tui-review-grade =
    { $grade ->
        [best] best
        [good] good
        [inaccuracy] inaccuracy
        [mistake] mistake
       *[blunder] blunder
    }
# Between the grades counted in the summary ("35 best, 4 good").
tui-review-comma = { ", " }
tui-review-grade-count =
    { $count } { $grade ->
        [best] best
        [good] good
        [inaccuracy] { $count ->
            [one] inaccuracy
           *[other] inaccuracies
        }
        [mistake] { $count ->
            [one] mistake
           *[other] mistakes
        }
       *[blunder] { $count ->
            [one] blunder
           *[other] blunders
        }
    }

## The summary and the legend
tui-review-summary-none = You had no decision to make.
# $grades: "35 best, 4 good, 1 mistake".
tui-review-summary =
    You played { $count ->
        [one] { $count } decision
       *[other] { $count } decisions
    }: { $grades }.
tui-review-summary-accuracy =
    You played { $count ->
        [one] { $count } decision
       *[other] { $count } decisions
    }: { $grades }; accuracy { $accuracy }%.
tui-review-legend-value =
    { $unit ->
        [win] Value: your chance of winning the game after each choice
       *[points] Value: the hand's average points for you after each choice
    }, from the hand played out on deals of the cards you could not see.
tui-review-legend-against =
    Against the best: how many { $unit ->
        [win] percentage points
       *[points] points
    } a choice is behind the best, ± one standard error (the sampling noise).
# $best ... $mistake: the upper limit of each grade.
tui-review-legend-grade = Grade: the difference less half its ± (−2.0 ± 1.0 counts as 1.5): best up to { $best }, good up to { $good }, inaccuracy up to { $inaccuracy }, mistake up to { $mistake }, blunder beyond.
tui-review-short-against =
    Against best: { $unit ->
        [win] game-win chance (% points)
       *[points] expected hand points
    } behind the best ± 1 standard error.
tui-review-short-grade = Grade: that less half its ±: best up to { $best }, good { $good }, inaccuracy { $inaccuracy }, mistake { $mistake }, more a blunder.

## One decision
tui-review-hand = { $hand } (deadwood { $deadwood }); stock { $stock }
tui-review-hand-upcard = { $hand } (deadwood { $deadwood }); upcard { $upcard }; stock { $stock }
tui-review-your-hand = Your hand: { $hand }.
tui-review-best-mark = (best)
tui-review-yours-mark = { " " }(yours)
tui-review-more = { " " }(and { $count } more)
# $cells: each choice with its value; $more: tui-review-more or nothing.
tui-review-choices =
    Choices ({ $unit ->
        [win] game-win chance
       *[points] expected hand points
    }; against the best ± one standard error): { $cells }{ $more }.
# $loss: "−6.2", $error: "2.8".
tui-review-loss =
    { $loss } ± { $error }{ $unit ->
        [win] % game-win chance
       *[points] { " " }points
    }
# $number: the move; $kind: tui-review-kind's word; $chose: the choice made.
tui-review-verdict-best = Move { $number }, { $kind }: you chose { $chose }, the best choice.
tui-review-verdict-within = Move { $number }, { $kind }: you chose { $chose }, graded best ({ $loss } against { $top }, within what the deals tell apart).
tui-review-verdict =
    Move { $number }, { $kind }: you chose { $chose }, { $grade } ({ $loss } against the best; graded on { $graded }{ $unit ->
        [win] %
       *[points] { " " }points
    }); best { $best }.
tui-review-as-good = As good as any choice here (within what the sampled deals can tell apart).
tui-review-nothing-lost = No choice of yours lost anything worth counting.
tui-review-largest =
    { $count ->
        [one] Your largest loss:
       *[other] Your largest losses:
    }

## The review's screen
tui-review-title = Review of hand { $number }: your decisions
tui-review-working = Reviewing your decisions...
tui-review-progress =
    Reviewing your { $total ->
        [one] { $total } decision
       *[other] { $total } decisions
    }: { $done } done...
tui-review-failed = The review failed: { $error }
tui-review-marks = #1-#{ $count }: your largest losses.
tui-review-mark-one = #1: your one loss.
tui-review-column-move = Move
tui-review-column-kind = Kind
tui-review-column-choice = Your choice
tui-review-column-best = Best
tui-review-column-grade = Grade
tui-review-column-against =
    { $unit ->
        [win] Against best %
       *[points] Against best
    }
# In the Best column when the choice made was the best.
tui-review-same = same
# In the Against column when the choice made was the top one.
tui-review-top = best
