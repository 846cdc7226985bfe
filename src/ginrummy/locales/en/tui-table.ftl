# The full-screen game's table, pop-ups, showdown and score sheet (tui/table_screen.py,
# tui/render.py, tui/session.py, tui/dialogs.py, tui/results.py, tui/app.py). Single
# letters in brackets, (t), (d), are keys the player presses: they stay as they are.

## The table
# Under the card just drawn: at most 5 columns.
tui-table-new = new
# A meld's label above its cards (as many columns as its cards: 15 for three).
tui-table-meld =
    { $kind ->
        [run] run
       *[set] set
    }
# The labels above the stock and the discard pile (7 and 8 columns).
tui-table-stock-label = stock
tui-table-discard-label = discard
tui-table-stock-note =
    Stock: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
tui-table-discard-note =
    Discard pile: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
# $squared is "true" when nobody may look through the pile.
tui-table-discard-under =
    Discard pile: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, { $below } under the top ({ $squared ->
        [true] squared up
       *[other] v shows them
    })
tui-table-limit-note = Knock limit this hand: { $limit }
tui-table-limit-note-gin = Knock limit this hand: { $limit } (gin only)
tui-table-limit-double = { $limit }, scores double
tui-table-opponent =
    { $name }: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
tui-table-opponent-known =
    { $name }: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, known to hold { $cards } (taken from the pile)
tui-table-hand-number = hand { $number }
tui-table-to-target = { $scores } (to { $target })
tui-table-deals =
    { $who ->
        [you] you deal
       *[other] { $name } deals
    }
tui-table-dealt = The cards are dealt.
tui-table-status-over = hand over
tui-table-status-yours = your turn
tui-table-status-theirs = { $name }'s turn

## What to do now (one line of at most 78 columns)
tui-table-prompt-over = The hand is over: Enter shows the showdown.
tui-table-prompt-waiting = { $name } is to move…
tui-table-prompt-offer = Your turn: take { $card } (t) or pass (p).
tui-table-prompt-draw-or-take = Your turn: draw from the stock (d) or take { $card } (t).
tui-table-prompt-draw = Your turn: draw from the stock (d).
tui-table-prompt-stock-end = Two stock cards left: take { $card } (t) to knock with it, or pass (p).
tui-table-prompt-stock-end-void = Two stock cards left: pass (p); the hand is void.
tui-table-prompt-discard = Discard: arrows + Enter, or click a card
# Between the choices of a line ("...; k: knock"), a space after it.
tui-table-separator = { "; " }
tui-table-prompt-gin = g: gin
tui-table-prompt-knock = k: knock ({ $left } deadwood)
tui-table-prompt-big-gin = g: big gin
# $parts: the choices above, separated by semicolons.
tui-table-prompt-parts = { $parts }.
# $then: gin, knock (a knock is possible) or none (not yet).
tui-table-deadwood-line =
    Deadwood { $now } now; the best discard, { $card }, leaves { $left }: { $then ->
        [gin] gin
        [knock] a knock
       *[none] no knock yet
    } (limit { $limit }).

## The discard pile (v)
tui-table-pile-empty = The discard pile is empty.
tui-table-pile-squared =
    The discard pile is squared up: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, only the top shows:
tui-table-pile-top-first =
    Discard pile, { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, top first:

## The showdown and the score sheet
tui-table-void-title = Void hand
# $outcome: knock, gin, big_gin or undercut.
tui-table-showdown-title =
    { $who ->
        [you] You { $outcome ->
            [gin] went gin
            [big_gin] went big gin
            [undercut] knocked and were undercut
           *[knock] knocked
        }
       *[other] { $name } { $outcome ->
            [gin] went gin
            [big_gin] went big gin
            [undercut] knocked and was undercut
           *[knock] knocked
        }
    }
tui-table-scores-points =
    { $who ->
        [you] You score
       *[other] { $name } scores
    } { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
# Column heading of the score sheet (22 columns at most).
tui-table-sheet-hand = hand
tui-table-sheet-void = void
tui-table-sheet-none = (no hand finished yet)
tui-table-no-deadwood = no deadwood
tui-table-layoffs = ; lay-offs: { $count }

## The help (?): a key, what it does (27 columns), and what the mouse does
tui-help-title = Keys (the mouse works too: cards, the stock, the pile, the buttons):
tui-help-key-arrows = left/right
tui-help-key-enter = Enter
tui-help-key-pages = PgUp/PgDn
tui-help-draw = draw from the stock
tui-help-click-stock = (click the stock)
tui-help-take = take the discard pile's top
tui-help-click-pile = (click the pile)
tui-help-pass = pass on the first upcard (or at the stock end)
tui-help-pick = pick a card in your hand
tui-help-click-card = (click a card)
tui-help-discard = discard the picked card
tui-help-click-again = (click it again)
tui-help-knock = knock (the picked card, else the best); choose melds
tui-help-gin = go gin (or big gin) when you can
tui-help-hint = a hint from the strongest computer player
tui-help-scroll = scroll back over this hand's moves (or the mouse wheel)
tui-help-pile = the whole discard pile
tui-help-also-scores = s  the score sheet
tui-help-help = this help and the rules
tui-help-also-quit = q  save and quit
tui-help-quit-saves = Quit saves the game: `ginrummy play --resume` goes on with it.
tui-help-records = Finished games are kept as records: `ginrummy replay FILE` shows one.

## Moves refused or made (the message line)
# A move as the full-screen game names it before its key: "take 7♥ (t)".
tui-table-move-take = take
tui-table-move-pass = pass
tui-table-move-draw = draw
tui-table-hand-over = The hand is over: press Enter to see the showdown.
tui-table-wait = Wait: it is { $name }'s turn.
# $move: "draw from the stock", "discard 7♥" (play.ftl's action-*).
tui-table-you-chose = You chose to { $move }.
tui-table-pick-first = Pick a card first (arrow keys or a click).
tui-table-only-knock = Not allowed: you may only knock now (k).
tui-table-not-your-turn = Not allowed: it is not your turn.
tui-table-draw-then-knock = Not allowed: draw a card first, then knock: { $moves }.
tui-table-not-gin = Not gin: the best discard leaves { $left } deadwood.
tui-table-no-hint = No hint now: it is not your turn.
tui-table-illegal = { $name } tried an illegal move ({ $error }); its first legal move is made instead.
tui-table-new-hand = A new hand is dealt.
tui-table-not-stored = The game record could not be stored: { $error }.
tui-table-new-game = A new game: good luck!
tui-table-resumed = Game resumed.
tui-table-knock-cancelled = Knock cancelled.

## Leaving (printed once the screen is gone)
tui-table-record-kept = Game record kept as { $path }.
tui-table-record-failed = Error: the finished game could not be stored.
tui-table-save-failed = Error: the game could not be saved: { $error }.
tui-table-saved = Game saved to { $path }; `ginrummy play --resume` goes on with it.
tui-table-save-file-failed = Error: --save: { $error }.
tui-table-save-file-written = Game record also written to { $path }.

## Under the showdown
tui-table-enter-sheet = Enter: the score sheet
tui-table-enter-next = Enter: next hand
# $scores: "you 25, simple 10".
tui-table-showdown-scores = Scores: { $scores } (game to { $target })
# $games: "G1 105-40, G2 30-15, G3 0-0".
tui-table-showdown-games = { $games } (each to { $target })
tui-table-showdown-footer = { $scores }. { $more }
tui-table-your-hand = Your hand:

## Keys: the footer's words and the buttons' (a button adds its key: "Draw d")
tui-key-draw = Draw
tui-key-take = Take
tui-key-pass = Pass
tui-key-left = Left
tui-key-right = Right
tui-key-discard = Discard
tui-key-knock = Knock
tui-key-gin = Gin
tui-key-hint = Hint
tui-key-pile = Pile
tui-key-scores = Scores
tui-key-help = Help+rules
tui-key-save-quit = Save+quit
tui-key-quit = Quit
tui-key-earlier = Earlier moves
tui-key-later = Later moves
tui-key-cancel = Cancel
tui-key-close = Close
tui-key-scroll = Scroll
tui-key-continue = Continue
tui-key-review = Review hand
tui-key-back = Back
tui-key-new-game = New game
tui-key-back-to-game = Back to the game

## The choice of melds before a knock
tui-knock-title = Knock, discarding { $card } face down. Lay down which melds?
tui-knock-gin-title = Go gin, discarding { $card } face down. Lay down which melds?
tui-knock-how = (lay-offs: unseen cards the opponent could lay off on them; arrows + Enter or a click; Esc cancels)
tui-knock-gin-how = (no lay-offs against gin; arrows + Enter or a click; Esc cancels)
# Under a text to read (the pile, the help and rules).
tui-text-hint = (Esc or Enter closes; arrows and PgUp/PgDn scroll)

## The showdown's and the score sheet's screens
tui-showdown-review = Review this hand
tui-sheet-game-over = Game over: the score sheet
tui-sheet-kept = Kept as { $path } (`ginrummy replay` shows it).
