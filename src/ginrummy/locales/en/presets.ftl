# The rules presets and the options of a new game, as the server words them for the
# start page (GET /api/options: server/wire/preset_text.py, server/routes/options.py).

## The presets' names (the start page's rules menu)

presets-label-standard = Standard
presets-label-oklahoma = Oklahoma
presets-label-oklahoma-spades = Oklahoma, spades double
presets-label-straight = Straight gin
presets-label-hollywood = Hollywood
presets-label-eaai = EAAI tournament
presets-label-openspiel = OpenSpiel (one hand)

## What each preset is (the first sentence of its description)

presets-what-standard = The usual game of gin rummy.
presets-what-oklahoma = The first upcard sets how low you must be to knock; an ace means gin only.
presets-what-oklahoma-spades = Oklahoma with the house rule that a spade upcard doubles the hand.
presets-what-straight = No knocking: a hand is won only by going gin.
presets-what-hollywood = Three games on one score sheet: your first won hand counts in game 1, the second in games 1 and 2, the third and later in all three.
presets-what-eaai = The rules of the EAAI gin rummy AI tournament.
presets-what-openspiel = The rules of the OpenSpiel research library: a single hand.

## A preset's numbers, written from its options
## presets-description: $what (the sentence above), $target (presets-target...),
## $bonuses (presets-with or presets-no-bonuses, or nothing), $numbers (the parts below
## joined by presets-parts-separator, its first letter made a capital)

presets-description = { $what } { $target }{ $bonuses }. { $numbers }.
presets-target = Game to { $target } points
presets-target-hollywood = Three games at once, each to { $target } points
presets-target-one-hand = One hand decides the game (target 1 point)
presets-with = , with { $extras }
presets-no-bonuses = , no bonuses
presets-extras-separator = { ", " }
presets-game-bonus = { $points } for the game
presets-box-bonus = { $points } a hand won
presets-shutout-doubles = a shutout doubles
presets-shutout-bonus = a shutout adds a bonus
presets-parts-separator = { "; " }
presets-knock = knock with { $limit } or less
presets-knock-upcard = knock limit set by the first upcard
presets-knock-gin-only = gin only, no knocking
presets-gin = gin { $points }
presets-big-gin = big gin { $points }
presets-undercut = undercut { $points }
presets-spades-double = spade upcard doubles the hand
presets-squared-pile = the discard pile is squared up: only its top card shows
# $limit: how many times (0: every time, up to $max); $at: "empty" or "two" (cards left)
presets-reshuffle =
    the discards become a new stock { $limit ->
        [0] every time (up to { $max })
        [1] once
       *[other] up to { $limit } times
    }, when the stock { $at ->
        [empty] is empty
       *[two] is down to two cards
    }

## The computer's levels

presets-level-easy = Easy
presets-level-medium = Medium
presets-level-hard = Hard
presets-level-apprentice = Apprentice
presets-level-master = Master

## The options of a new game (the start page's "More options")

presets-option-knock-limit = Knock limit
presets-option-game-target = Target score
presets-option-gin-bonus = Gin bonus
presets-option-big-gin-bonus = Big gin bonus (empty: no big gin)
presets-option-undercut-bonus = Undercut bonus
presets-option-undercut-on-tie = Equal deadwood is an undercut
presets-option-game-bonus = Game bonus
presets-option-box-bonus = Bonus per hand won (box)
presets-option-shutout = Shutout
presets-option-spades-double = Spade upcard doubles the hand
presets-option-knock-limit-from-upcard = Upcard sets the knock limit (Oklahoma)
presets-option-hollywood = Hollywood: three games scored at once
presets-option-squared-pile = Squared-up discard pile (only the top card shows)
presets-option-upcard-offer-to-dealer = A passed first upcard is offered to the dealer (else the dealer plays first)
presets-option-stock-exhausted = When the stock runs out
presets-option-reshuffle-at = Reshuffle at (two cards left, or empty)
presets-option-reshuffle-limit = Reshuffles a hand (empty: every time)

## The choices of an option (English shows the option's own value)

presets-choice-shutout-double = double
presets-choice-shutout-bonus = bonus
presets-choice-shutout-none = none
presets-choice-stock-exhausted-void = void
presets-choice-stock-exhausted-reshuffle = reshuffle
presets-choice-reshuffle-at-two = two
presets-choice-reshuffle-at-empty = empty
