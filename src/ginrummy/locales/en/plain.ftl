# The plain text game (ginrummy play --plain). Quoted words ('help', 'pile', 'knock',
# 'r') are commands the player types: they stay as they are in every language.

## The help: each command's description ($card names a card: "the seven of hearts").
help-title = Commands (case does not matter):
help-draw = draw the top card of the stock (also: d, stock)
help-take = take the upcard, the top card of the discard pile (also: t)
help-pass = refuse the first upcard (also: p)
help-discard =
    discard the { $card } (also: discard 7H, 7h, 10H, TH; suit
    symbols work too)
help-knock =
    knock, discarding 7H face down (also: k 7H); plain "knock" picks the
    discard that leaves the least deadwood
help-gin = go gin, discarding 7H; plain "gin" finds the card
help-big-gin = lay down all 11 cards when they are all melded
help-hint = the strongest computer player's move, and why
help-pile = the whole discard pile
help-show = the table again
help-help = this text
help-quit = leave the game; it is saved, and `ginrummy play --resume` goes on

## Starting, leaving, saving
plain-welcome = Gin rummy ({ $rules } rules) against { $opponent }: first to { $target } points. Type 'help' for the commands.
plain-welcome-hollywood = Gin rummy ({ $rules } rules) against { $opponent }: first to { $target } points in each of three games (Hollywood). Type 'help' for the commands.
plain-resumed = Game resumed: { $scores }.
plain-game-over = === Game over. ===
plain-interrupted = Interrupted.
plain-input-ended = The input ended in the middle of the game.
plain-left = You left the game.
plain-error = Error: { $error }.
plain-record-written = Game record written to { $path }.
plain-saved = Game saved to { $path }.
plain-resume-how = To go on with it, type: { $command }
plain-not-kept = The game is not kept (no save folder was given).
plain-record-kept = Game record kept as { $path } (`ginrummy replay` shows it).

## A hand
plain-hand =
    === Hand { $number }: { $dealer ->
        [you] you deal
       *[other] { $name } deals
    }. First upcard { $card }, knock limit { $limit }. ===
plain-hand-double =
    === Hand { $number }: { $dealer ->
        [you] you deal
       *[other] { $name } deals
    }. First upcard { $card }, knock limit { $limit }; a spade: this hand scores double. ===
plain-review-offer = Type 'r' to review this hand, Enter to go on:
plain-reviewing =
    Reviewing your { $count ->
        [one] { $count } decision
       *[other] { $count } decisions
    } in hand { $number }...
plain-counts-in = This hand counts in { $games }.

## Commands answered
plain-pile-squared = The discard pile is squared up: { $pile } on top of { $more } more that nobody may look through
plain-pile = Discard pile, bottom to top: { $pile }
plain-pile-empty = (empty)
plain-which-card = Which card? Type it, e.g. 'discard 7H' or just '7H'.
plain-not-understood = Not understood: { $what }. Type 'help' for the commands.
plain-not-gin-card = Not gin: discarding { $card } leaves { $left } deadwood (use 'knock' to knock).
plain-best-over-limit = Not allowed: the best discard leaves { $left } deadwood, over the knock limit of { $limit }.
plain-not-gin = Not gin: the best discard leaves { $left } deadwood (use 'knock').

## The table
table-pile-empty = empty
table-pile-top = { $card } on top
table-pile-squared = { $pile } ({ $below } below, squared up: only the top shows)
table-pile-below = { $pile } ({ $below } below; 'pile' shows them)
table-opponent = { $name }: { $count } cards
table-opponent-known = { $name }: { $count } cards, known to hold { $cards }
table-deadwood = deadwood { $count }
table-scores = Scores: { $scores } (to { $target }).  Stock: { $stock } cards.  Knock limit: { $limit }.
table-discard-pile = Discard pile: { $pile }.
table-your-hand = Your hand: { $parts }
scores-pair = { $name0 } { $score0 }, { $name1 } { $score1 }

## What the player may do now
prompt-first = First turn: { $moves }.
prompt-turn = Your turn: { $moves }.
prompt-turn-passed = Your turn: { $moves } (the first upcard was passed).
prompt-stock-end = Two stock cards left: { $moves }.
prompt-stock-end-void = Two stock cards left: { $moves } (the hand is void).
prompt-discard = Discard a card (for example '{ $example }')
prompt-only-knock = You may only knock now
prompt-or = or { $options }
prompt-or-more = or { $options } and { $count } more
prompt-or-big-gin = or 'big gin'
prompt-keep-taken = ({ $card } was just taken: keep it this turn.)
