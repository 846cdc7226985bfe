# The game in words (ginrummy.words): moves, events, refusals, showdowns, score sheets.
# $who is "you" (the player at this screen) or "other"; $name is how the other is
# called. Command words in quotes ('take', 'pass', 'knock') are what the player types
# and stay as they are.

# How the player is called in names, columns and score sheets.
you = you

## Moves
action-draw = draw from the stock
action-take = take the upcard
action-pass = pass
action-discard = discard { $card }
action-knock = knock, discarding { $card }
action-big-gin = big gin
# A hint: the move first, then why ($reason starts with a capital).
hint = Hint: { $move }. { $reason }.

## What happened at the table
event-take =
    { $who ->
        [you] you
       *[other] { $name }
    } took { $card } from the discard pile
event-pass =
    { $who ->
        [you] you
       *[other] { $name }
    } passed
event-draw-card =
    { $who ->
        [you] you
       *[other] { $name }
    } drew { $card } from the stock
event-draw =
    { $who ->
        [you] you
       *[other] { $name }
    } drew from the stock
event-discard =
    { $who ->
        [you] you
       *[other] { $name }
    } discarded { $card }
event-knock-card =
    { $who ->
        [you] you
       *[other] { $name }
    } knocked, discarding { $card } face down
event-knock =
    { $who ->
        [you] you
       *[other] { $name }
    } knocked
event-big-gin =
    { $who ->
        [you] you
       *[other] { $name }
    } went big gin
event-reshuffle = the discard pile was shuffled into a new stock
event-void = the hand is void

## What may be done now, and why a move is refused ($take, $pass, $draw: commands)
moves-offer = { $take } or { $pass }
moves-draw-or-take = { $draw } from the stock or { $take }
moves-draw = { $draw } from the stock
moves-stock-end = { $take } to knock with it, or { $pass }
refusal-first = Not allowed: first { $moves }.
refusal-draw-first = Not allowed: draw a card first: { $moves }.
refusal-moves = Not allowed: { $moves }.
refusal-stock-end = Not allowed: two stock cards are left: { $moves }.
refusal-not-held = Not allowed: you do not hold { $card }.
refusal-taken-upcard = Not allowed: { $card } was just taken from the discard pile; keep it this turn and discard another card.
refusal-over-limit = Not allowed: discarding { $card } leaves { $left } deadwood, over the knock limit of { $limit }.
refusal-other = Not allowed: { $error }.

## The showdown. $outcome: knock, gin, big_gin, undercut or tie.
showdown-head =
    { $who ->
        [you] { $name }
       *[other] { $name }
    } { $outcome ->
        [gin] went gin
        [big_gin] went big gin
       *[knock] knocked
    } (knock limit { $limit }).
showdown-melds = melds { $melds }
showdown-deadwood = deadwood { $cards } ({ $count })
no-melds = (none)
layoff = { $card } onto { $meld }
showdown-laid-off =
    { $who ->
        [you] { $name }
       *[other] { $name }
    } laid off: { $layoffs }
showdown-no-layoffs = no lay-offs against gin
showdown-nothing-to-lay-off =
    { $who ->
        [you] { $name }
       *[other] { $name }
    } had nothing to lay off
outcome-name =
    { $outcome ->
        [gin] gin
        [big_gin] big gin
        [undercut] undercut
        [tie] tie
       *[knock] knock
    }
showdown-outcome-nobody = Outcome: { $outcome }. { $reason }.
showdown-outcome =
    Outcome: { $outcome }. { $who ->
        [you] { $name } score
       *[other] { $name } scores
    } { $points } ({ $reason }).
points-gin = gin bonus { $bonus } + defender's deadwood { $d } = { $base }
points-big-gin = big gin bonus { $bonus } + defender's deadwood { $d } = { $base }
points-knock = defender's deadwood { $d } - knocker's { $k } = { $base }
points-undercut = undercut bonus { $bonus } + (knocker's deadwood { $k } - defender's { $d }) = { $base }
points-tie = equal deadwood ({ $k }) is no undercut under these rules: nobody scores
points-doubled = { $text }, doubled for the spade upcard = { $points }
void-hand = Void hand: nobody scores, the same dealer deals again.
void-hand-reason = Void hand ({ $reason }): nobody scores, the same dealer deals again.

## Score sheets
sheet-title = Score sheet
sheet-title-hollywood = Score sheet (Hollywood)
sheet-hands-won = hands won
sheet-hand-points = hand points
sheet-boxes = boxes ({ $bonus } a hand won)
sheet-game-bonus = game bonus
sheet-shutout-doubled = shutout (doubled)
sheet-shutout-bonus = shutout bonus
sheet-total = total
sheet-game-hand-points = game { $number } hand points
sheet-game-boxes = game { $number } boxes
sheet-game-game-bonus = game { $number } game bonus
sheet-game-shutout-doubled = game { $number } shutout (doubled)
sheet-game-shutout-bonus = game { $number } shutout (bonus)
sheet-game-total = game { $number } total
sheet-game = game { $number }
sheet-game-shutout = game { $number } (a shutout)
game-won =
    { $who ->
        [you] { $name } win
       *[other] { $name } wins
    } the game by { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
game-won-shutout =
    { $who ->
        [you] { $name } win
       *[other] { $name } wins
    } the game by { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (a shutout).
hollywood-won =
    { $who ->
        [you] { $name } win
       *[other] { $name } wins
    } by { $points ->
        [one] { $points } point
       *[other] { $points } points
    } over the three games (games won { $won0 }-{ $won1 }).
scores-running = Scores: { $name0 } { $score0 }, { $name1 } { $score1 } (game to { $target }; hands won { $won0 }-{ $won1 })
hollywood-running = Hollywood scores, each game to { $target } (hands won { $won0 }-{ $won1 }):
hollywood-running-game = game { $number }: { $name0 } { $score0 }, { $name1 } { $score1 }
hollywood-running-game-won = game { $number }: { $name0 } { $score0 }, { $name1 } { $score1 } ({ $winner } won it)
# Hollywood's three running scores: "G1 105-40".
games-item = G{ $number } { $score0 }-{ $score1 }
counted-none = no game
counted-one = game { $number }
counted-many = games { $numbers } and { $last }
