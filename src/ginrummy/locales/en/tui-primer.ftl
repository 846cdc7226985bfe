# The rules primer behind ? in the full-screen game (tui/primer.py): the rules in play,
# every number this game's. Each message is a paragraph, wrapped to 72 columns.

# $rules: the preset's name as the command line knows it (standard, straight, ...).
tui-primer-title = The rules of this game ({ $rules }):
# $set, $run, $low: example cards (7♣ 7♦ 7♥, 4♠ 5♠ 6♠, A♠ 2♠ 3♠).
tui-primer-melds = Melds: a set is 3 or 4 cards of one rank ({ $set }); a run is 3 or more cards of one suit in sequence ({ $run }), the ace low only ({ $low }; never Q K A). Cards in no meld are deadwood: aces count 1, face cards 10, the others their number.
tui-primer-turn = Your turn: draw a card (the stock, or the discard pile's top), then discard one.
tui-primer-offer = The first upcard is offered to the non-dealer; if they pass, the dealer plays first: takes the upcard or draws from the stock.
tui-primer-offer-dealer = The first upcard is offered to the non-dealer, then the dealer; once both pass, the non-dealer draws from the stock.
tui-primer-keep-taken = A card taken from the discard pile may not be thrown back that turn.
tui-primer-stock-end-knock = With two stock cards left you may take the upcard only to knock with it; otherwise the hand is void.
tui-primer-stock-end-void = With two stock cards left and no knock, the hand is void: nobody scores.
# $often: always (up to $limit times), once, or times ($limit times at most);
# $empty: true (when the stock is empty) or false (down to two cards).
tui-primer-reshuffle =
    The discard pile but its top card is shuffled into a new stock { $often ->
        [always] every time (up to { $limit })
        [once] once
       *[times] up to { $limit } times
    }, when the stock { $empty ->
        [true] is empty
       *[false] is down to two cards
    }; the time after that the hand is void.
tui-primer-spades = A hand whose first upcard is a spade scores double.
tui-primer-squared = The discard pile is squared up: only its top card shows, so remember what was thrown.
# $limit: one of the three below.
tui-primer-knock = Knock: { $limit }. Knocking lays down your melds; the opponent lays down its own and lays off what it can on yours; the lower deadwood scores the difference.
tui-primer-limit-upcard = the first upcard's value sets each hand's knock limit (an ace: gin only; a face card: 10)
tui-primer-limit-zero = the knock limit is 0: gin only, no knocking with deadwood
tui-primer-limit = you may knock when your deadwood after the discard is { $limit } or less
# $tie: true when equal deadwood is an undercut too.
tui-primer-undercut =
    Undercut: when the opponent's deadwood is { $tie ->
        [true] lower than or equal to
       *[false] lower than
    } the knocker's, the opponent scores the difference plus { $bonus }.
tui-primer-equal-nothing = Equal deadwood scores nothing.
tui-primer-gin = Gin: no deadwood at all scores { $bonus } plus the opponent's deadwood, and nothing may be laid off on gin.
tui-primer-no-big-gin = Big gin is not played under these rules.
tui-primer-big-gin = Big gin: all 11 cards melded after drawing (no discard) scores { $bonus } plus the opponent's deadwood.
tui-primer-must-gin = Holding gin, you must go gin.
tui-primer-game =
    Game: the first to { $target ->
        [one] { $target } point
       *[other] { $target } points
    } wins.
tui-primer-hollywood =
    Hollywood: three games at once, each to { $target ->
        [one] { $target } point
       *[other] { $target } points
    }. Your first won hand counts in game 1, the second in games 1 and 2, the third and later in every game still open; each game has its own bonuses.
tui-primer-box = every hand won adds a box of { $bonus }
tui-primer-game-bonus = the winner adds a game bonus of { $bonus }
tui-primer-shutout-double = a shutout (the loser won no hand) doubles the winner's score
tui-primer-shutout-bonus = a shutout (the loser won no hand) adds another game bonus
# $extras: the three above that apply, separated by semicolons.
tui-primer-extras = Boxes and bonuses at the end: { $extras }.
tui-primer-no-extras = No boxes or bonuses at the end: the points are the score.
