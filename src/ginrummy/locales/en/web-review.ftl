# The game review at the table (review.js): its dialog, the grades, each decision, the
# table of every choice and its legend, and why the best choice was better (worded from
# the server's typed `reason`, ginrummy.review.words.Reason).
# $card and $cards are cards as written on the table ("9♥", "7♥ 8♥ 9♥").

## The grades; $grade is best, good, inaccuracy, mistake or blunder.

review-grade =
    { $grade ->
        [best] Best
        [good] Good
        [inaccuracy] Inaccuracy
        [mistake] Mistake
       *[blunder] Blunder
    }
# A decision's kind; $kind is first-upcard, draw or discard.
review-kind =
    { $kind ->
        [first-upcard] The first upcard
        [draw] Draw
       *[discard] Discard
    }

## Refusals

review-refused-busy = Another review of yours is still running: try again when it is done.
review-refused-full = The server is busy with other reviews: try again in a moment.
review-refused-hand = This hand is still being played: review it once it ends.
review-refused-game = The game is not over yet: review its hands one at a time.
review-refused-seat = This browser's seat in the game is not valid any more.
review-no-seat = This browser holds no seat in this game.
review-failed = The review could not be made.

## Losses. $amount is a difference with its ± ("−3.1 ± 1.2"); $unit is win or points.

review-loss =
    { $unit ->
        [win] { $amount }% game-win chance
       *[points] { $amount } points
    }
review-loss-short =
    { $unit ->
        [win] { $amount }%
       *[points] { $amount } pts
    }
review-counted =
    { $unit ->
        [win] { $amount }%
       *[points] { $amount } points
    }
review-no-loss = No loss: this was the best choice.
# $loss: review-loss.
review-verdict-within = { $loss } against the top choice: within what the sampled deals can tell apart.
# $counted: review-counted, the difference less half its ±.
review-verdict-graded = { $loss } against the best; graded on { $counted }, the difference less half its ±.
# In the table of every choice, the best choice's own row.
review-best-row = best

## The legend under the table of every choice

review-legend-value =
    { $unit ->
        [win] Game-win chance: your chance of winning the game after each choice, from the hand played out on deals of the cards you could not see.
       *[points] Points: the hand's average points for you after each choice (less when the opponent scores), from the hand played out on deals of the cards you could not see.
    }
review-legend-against =
    { $unit ->
        [win] Against the best: how many percentage points each choice is behind the best, ± one standard error (the sampling noise; wider for a choice dropped after the first few deals).
       *[points] Against the best: how many points each choice is behind the best, ± one standard error (the sampling noise; wider for a choice dropped after the first few deals).
    }
# $best ... $mistake: the largest loss of each grade; $example: "−2.0 ± 1.0", $counted: "1.5".
review-legend-grade = Grade: the difference less half its ± (so { $example } counts as { $counted }): Best up to { $best }, Good up to { $good }, Inaccuracy up to { $inaccuracy }, Mistake up to { $mistake }, Blunder beyond.

## The dialog

review-title-game = Review of game { $game }
review-title-hand = Review of hand { $hand }
review-largest =
    .aria-label = Your largest losses
review-previous = ← Previous
review-next = Next →
review-close = Close
    .aria-label = Close the review
review-decisions =
    .aria-label = Decisions
review-keys = Keys: ← → previous and next, Home and End the first and last, Esc closes.
review-progress =
    .aria-label = Review progress
review-reviewing = Reviewing your decisions: { $done } of { $total }…
review-starting = Starting the review…
review-reviewing-said = Reviewing your decisions…
review-try-again = Try again
# $summary: review-summary.
review-ready = The review is ready. { $summary }
review-none = No decisions to review.
review-no-decision = You had no decision to make
# $grades: the decisions counted by grade (review-summary-grade, as a list).
review-summary =
    { $count ->
        [one] You played { $count } decision: { $grades }; accuracy { $accuracy }%
       *[other] You played { $count } decisions: { $grades }; accuracy { $accuracy }%
    }
review-summary-grade =
    { $grade ->
        [best] { $count } best
        [good] { $count } good
        [inaccuracy]
            { $count ->
                [one] { $count } inaccuracy
               *[other] { $count } inaccuracies
            }
        [mistake]
            { $count ->
                [one] { $count } mistake
               *[other] { $count } mistakes
            }
       *[blunder]
            { $count ->
                [one] { $count } blunder
               *[other] { $count } blunders
            }
    }
review-largest-label = Largest losses:
review-nothing-lost = No decision lost anything worth naming.
# A decision's place: in a whole game's review with its hand.
review-where = Decision { $number }
review-where-hand = Hand { $hand }, decision { $number }
# $where: review-where; $grade: review-grade; $loss: review-loss.
review-jump-label = { $where }: { $grade }, { $loss }
review-said-best = { $where }: you chose { $choice }; best.
review-said-loss = { $where }: you chose { $choice }; { $grade }, { $loss }.
review-no-decision-hand = You had no decision to make in this hand.
# The step's heading: $where (review-where), $total decisions, $kind (review-kind).
review-step-head = { $where } of { $total }: { $kind }
review-you = You
review-best = Best
review-you-row = (you)

## The hand as it was

review-mark-you = your choice
review-mark-best = the best choice
review-mark-both = your choice and the best choice
# $card: a card's name; $marks: review-mark-*.
review-card-label = { $card }, { $marks }
review-upcard = Upcard
review-upcard-label = Upcard { $card }
review-stock = Stock
review-stock-label =
    { $count ->
        [one] Stock, { $count } card
       *[other] Stock, { $count } cards
    }
review-stock-caption = Stock: { $count }
review-pass = Pass
review-pile = Pile
review-pile-label = Discard pile: { $card }
review-facts-discard =
    { $stock ->
        [one] Deadwood after your discard: { $deadwood } · Stock: { $stock } card
       *[other] Deadwood after your discard: { $deadwood } · Stock: { $stock } cards
    }
review-facts = Deadwood: { $deadwood }
review-your-cards = Your { $count } cards

## Every choice

review-every-choice = Every choice ({ $count })
review-choice-head = Choice
review-value-head =
    { $unit ->
        [win] Game-win chance
       *[points] Points
    }
review-against-head = Against the best
review-grade-head = Grade

## A choice in words

review-choice-discard = discard { $card }
review-choice-knock = knock, discarding { $card }
review-choice-take-card = take the upcard { $card }
review-choice-take = take the upcard
review-choice-draw = draw from the stock
review-choice-pass = pass
review-choice-big-gin = big gin

## Why the best choice was better ($share: a share of the deals, "12%")

review-why-knock-safe = knocking with { $deadwood } deadwood was safe but scored less than playing on with { $card } for gin or a lower count
review-why-knock-undercut = knocking with { $deadwood } deadwood lost the hand in { $share } of the deals the cards you had not seen allowed; playing on with { $card } was better
review-why-gin = discarding { $card } was gin
review-why-knock-won = knocking with { $deadwood } deadwood by discarding { $card } won the hand in { $share } of the sampled deals; playing on gave the opponent time
review-why-big-gin = all 11 cards were melded: big gin scored the most
# Two discards: what the one made did ($made), why the better one was better ($better).
review-why-discards = { $made }; { $better }
review-why-made-broke-meld = discarding { $card } broke your meld { $cards }
review-why-made-fed = discarding { $card } fed the opponent's { $cards }
review-why-made-fed-taken = discarding { $card } fed the opponent, who took it
review-why-made-melds-with = discarding { $card } gave up a card that melds with your { $cards }
review-why-made-broke-begun = discarding { $card } broke up { $cards }, a meld begun
review-why-made-left = discarding { $card } left { $deadwood } deadwood
# Why the better discard ($card) was better: the first of up to three clauses names it,
# the others (more-ways, safe) go on with it as their subject.
review-why-better-loose-high = { $card } was a loose high card
review-why-better-few-partners = { $card } had only { $cards } to meld with
review-why-better-joined-nothing = { $card } joined nothing
review-why-better-left = { $card } left { $deadwood } deadwood
review-why-better-more-ways = kept more ways to meld ({ $kept } cards would join, not { $lost })
review-why-better-safe = was safe (the opponent threw { $card })
review-why-two = { $first } and { $second }
review-why-three = { $first }, { $second } and { $third }
# $other is stock or pass: what the better choice was.
review-why-take-melds =
    taking { $card } (it melds with { $cards }); { $other ->
        [stock] a stock card
       *[pass] passing
    } was worth more on average
review-why-take-nothing =
    taking { $card } joined nothing and showed it to the opponent; { $other ->
        [stock] a stock card
       *[pass] passing
    } was worth more on average
review-why-skip-melds = { $card } melds with { $cards }: taking it was better
review-why-skip-lowers = { $card } lowered your deadwood more than a stock card was likely to: taking it was better
review-why-other = { $best } was better than { $chosen }
# The reason and, in brackets, how far the choice made fell behind ($loss: review-loss).
review-why-loss = { $why } ({ $loss })

## The showdown panel's buttons

review-hand = Review hand
review-game = Review game
review-after-rated = after this rated game
review-rated-why = No engine help in a rated game until it ends: its hands are reviewed once it is over.
