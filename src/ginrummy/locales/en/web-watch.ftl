# The watcher's page (watch.html, watch.js): a public game seen from beside the table.
# $name, $name0, $name1: players' names as typed; $move: a move in words (play.ftl's
# event-* messages).

watch-page-title = Watching a game of gin rummy
watch-title = Watching { $name0 } { $score0 }:{ $score1 } { $name1 } – Gin Rummy
watch-skip = Skip to the moves
watch-home =
    .aria-label = Gin Rummy: start page
# loan: the game's name, as on every page of the site
watch-home-text = Gin Rummy
watch-scoreboard =
    .aria-label = Score
watch-score = Score: { $name0 } { $score0 }, { $name1 } { $score1 }
watch-score-target = Score: { $name0 } { $score0 }, { $name1 } { $score1 }, playing to { $target }
watch-tag = Watching
watch-sheet-button = Score sheet
watch-lobby = Lobby
watch-connecting = Connecting...
watch-cards =
    .aria-label = Cards
watch-middle =
    .aria-label = Stock and discard pile
watch-stock-label =
    .aria-label = Stock
watch-discard-label =
    .aria-label = Discard pile
watch-pile-inspect = Discard pile
watch-count-lines = The count, line by line
watch-log-title = This hand
watch-pile-title = Discard pile
watch-pile-order = Bottom first; the last card is the top (the upcard).
watch-sheet-title = Score sheet
watch-close = Close
watch-back-to-lobby = Back to the lobby
watch-computer = (computer)
watch-disconnected = (disconnected)
watch-stock =
    { $count ->
        [one] Stock, { $count } card
       *[other] Stock, { $count } cards
    }
watch-discard-top = Discard pile, top card { $card }
watch-discard-empty = Discard pile, empty
watch-pile-button = Discard pile: { $count }
watch-gin-only = Gin only this hand
watch-knock-limit = Knock with { $limit } or less
watch-doubled = Spade upcard: this hand scores double
watch-dealt = { $name } dealt
watch-waiting = Waiting for the second player.
watch-last-move = Last move: { $move }
watch-last-move-to-play = Last move: { $move }. { $name } to play.
watch-to-play = { $name } to play.
watch-game-over = The game is over.
watch-hand-over = The hand is over.
watch-next-hand = The players are looking at the count; the next hand follows.
watch-not-public = This game cannot be watched: it is not public, or it does not exist.
watch-no-room = This page needs a game's id in its address.
