# The game table page (/room/<id>): room.html and its scripts (table.js, board.js,
# tabletop.js, moves.js, prompt.js, chat.js, clock.js, ...). The log, the moves'
# labels and the hands' results reuse play.ftl where it says the same.
# $name is a player's name, $card a card in notation (7♥), both shown as they are.

## The page itself (room.html)
table-page-title = Gin Rummy table
table-skip = Skip to your cards
table-home =
    .aria-label = Gin Rummy: start page
table-home-text = Gin Rummy
table-scoreboard =
    .aria-label = Score
table-you = You
table-opponent-name = Opponent
table-connecting = Connecting...
table-connected = Connected
table-reconnecting = Reconnecting...
table-connection-lost = Connection lost. Reconnecting...
table-not-connected = Not connected
table-moves-button = Moves
table-chat-button = Chat
table-sheet-button =
    .aria-label = Score sheet
# The score sheet's button on a phone (elsewhere it says "Score sheet", sheet-title).
table-sheet-short = Score
table-rules-button = Rules
    .aria-label = Rules (opens in a new tab)
table-help-button =
    .aria-label = Keyboard keys and help
table-settings = Settings
table-no-seat-title = You have no seat at this table
table-start-own = Start your own game
table-watch-game = Watch this game
table-opponent-cards =
    .aria-label = Opponent's cards
table-known-cards = Known cards:
table-middle =
    .aria-label = Stock and discard pile
table-pile-title = Discard pile
table-waiting-friend = Waiting for your friend
table-waiting-friend-text = Send this link; the game starts when your friend opens it.
table-waiting-opponent = Waiting for an opponent
table-waiting-public-text = Your table is listed in the lobby; you may also send this link.
table-invite-link =
    .aria-label = Invite link
table-copy = Copy
table-copied = Copied.
table-copy-failed = Select the link and copy it.
table-shuffling = Shuffling: each player adds a seed of their own…
table-count-lines = The count, line by line
table-your-move =
    .aria-label = Your move
table-take-back = Take back
table-take-back-note = this game will no longer be rated
table-your-hand-title = Your hand
# After "Your hand": whose it is.
table-your-hand-named = ({ $name })
table-deadwood-word = Deadwood
table-your-cards =
    .aria-label = Your cards
table-this-hand = This hand
table-chat-title = Chat
table-mute = Mute
table-unmute = Unmute
table-mute-what = Hide the other player's messages
table-chat-messages =
    .aria-label = Chat messages
table-chat-empty = No messages yet.
table-chat-phrases =
    .aria-label = Quick phrases
table-chat-label = Message to your opponent
table-chat-input =
    .placeholder = Message
table-send = Send
table-pile-help = Bottom first; the last card is the top (the upcard).
table-close = Close
table-resign-button = Resign this game
table-resign = Resign
table-keep-playing = Keep playing
table-keys-title = Keys
table-key-arrows = move between your cards
table-key-enter-before = discard the card in focus (or knock with it, after
table-key-enter-after = )
table-key-d = draw from the stock
table-key-t = take the upcard
table-key-p = pass (first upcard)
table-key-k = knock: then pick the card to discard
table-key-g = go gin
table-key-h = hint (against the computer)
table-key-n = next hand, or rematch after the game
table-key-r-before = review your decisions in the hand just over (then
table-key-r-after = step through them)
table-key-v = look through the discard pile
table-key-s = score sheet
table-key-c = chat (a game between two people)
table-key-alt = move the card in focus within your hand
table-key-z = take back your discard (against the computer, until it moves)
table-key-esc = cancel a knock, close a window
table-key-space = Space
table-help-text =
    Click a card to discard it, or drag it onto the discard pile. The number under a
    card is your deadwood if you discard it. Your cards sort themselves into melds; the
    loose cards at the right are your deadwood.
table-fair-title = How this hand was dealt

## Names
# The computer as an opponent; $level: easy, medium, hard, apprentice or master.
table-computer =
    { $level ->
        [easy] Computer (easy)
        [medium] Computer (medium)
        [hard] Computer (hard)
        [apprentice] Computer (apprentice)
        [master] Computer (master)
       *[other] Computer
    }
# The computer where a phone has no room for its level.
table-computer-short = Computer
table-your-opponent = Your opponent
table-player = Player { $number }
table-you-named = You ({ $name })

## The scoreboard and the piles
table-watching =
    { $count ->
        [one] { $count } watching
       *[other] { $count } watching
    }
table-meta-target = to { $target }
table-meta-final = final score
table-meta-hand = hand { $number }
table-meta-game = game { $number }
table-meta-rated = rated
table-score-label = Score: you { $mine }, { $name } { $theirs }
table-score-label-target = Score: you { $mine }, { $name } { $theirs }, playing to { $target }
table-tab-title = { $mine }:{ $theirs } Gin Rummy vs { $name }
table-status-computer = (computer)
table-status-seat-free = (seat free)
table-status-disconnected = (disconnected)
table-holds =
    { $count ->
        [one] { $name } holds { $count } card
       *[other] { $name } holds { $count } cards
    }
table-holds-known =
    { $count ->
        [one] { $name } holds { $count } card, known: { $cards }
       *[other] { $name } holds { $count } cards, known: { $cards }
    }
table-holds-none = { $name } holds no cards now
# A card for screen readers (a card's aria-label): English keeps the digits it always
# read ("7 of hearts"); the other languages say common.ftl's card-name.
# $rank is 1 (ace) to 13 (king), $suit clubs, diamonds, hearts or spades.
table-card-name =
    { $rank ->
        [1] ace
        [11] jack
        [12] queen
        [13] king
       *[other] { $rank }
    } of { suit-name }
table-card-known = { $card } (known)
table-face-down = face-down card
table-stock-caption = Stock: { $count }
table-stock-label =
    { $count ->
        [one] Stock, { $count } card
       *[other] Stock, { $count } cards
    }
table-stock-draw = { $stock }. Draw from the stock{ $key }
table-discard-top = Discard pile, top card { $card }
table-discard-take = { $pile }. Take { $card }{ $key }
table-discard-empty = Discard pile, empty
table-pile-caption = Discard pile: { $count }
table-pile-inspect =
    { $count ->
        [one] Look through the discard pile, { $count } card (v)
       *[other] Look through the discard pile, { $count } cards (v)
    }
table-gin-only = Gin only this hand
table-knock-limit = Knock with { $limit } or less
table-doubled = Spade upcard: this hand scores double
table-you-dealt = You dealt
table-dealt = { $name } dealt
table-pile-is-empty = The pile is empty.
table-pile-card-top = { $place }: { $card } (top)
table-pile-card = { $place }: { $card }
table-pile-squared-up =
    { $count ->
        [one] The pile is squared up: nobody may look through the { $count } card under the top.
       *[other] The pile is squared up: nobody may look through the { $count } cards under the top.
    }

## The hand
table-group-set = Set of { $count }: { $cards }
table-group-run = Run: { $cards }
table-group-deadwood = Deadwood, { $count } points
table-row-suit = Your cards by suit
table-row-rank = Your cards by rank
table-row-custom = Your cards in your order
table-card-moved = { $card } moved to place { $place } of { $count }.
table-card-discard = discard it
table-card-knock = knock with this card
table-card-leaves = leaves { $count } deadwood
table-card-taken = just taken, cannot be discarded now
table-hand-label =
    { $count ->
        [one] Your cards: { $count } card, deadwood { $deadwood }
       *[other] Your cards: { $count } cards, deadwood { $deadwood }
    }
table-unknown = unknown

## What to do now (the prompt); $key is " (d)" with a keyboard, nothing on a touch screen
table-prompt-waiting-public = Waiting for somebody to join from the lobby.
table-prompt-waiting-friend = Waiting for your friend to open the invite link.
table-prompt-offline = The connection to the server is lost; reconnecting... Nothing is lost: you can move again as soon as it is back.
table-prompt-bot-playing = { $name } is playing...
table-prompt-their-turn = { $name }'s turn.
table-prompt-sending = Sending your move...
table-prompt-your-turn = Your turn.
table-prompt-offer = Your turn: take the upcard { $card }{ $take }, or pass{ $pass }.
table-prompt-draw-or-take = Your turn: draw from the stock{ $draw } or take { $card }{ $take }.
table-prompt-draw = Your turn: draw from the stock{ $draw }.
table-prompt-knock-click = Knock: click the raised card to lay face down (its number: your deadwood) (Esc to cancel).
table-prompt-knock-tap = Knock: tap the raised card to lay face down (its number: your deadwood).
table-prompt-discard-click = Discard a card: click it, or drag it onto the discard pile.
table-prompt-discard-tap = Discard a card: tap it, or drag it onto the discard pile.
table-prompt-can-gin = { $prompt } You can go gin!
table-prompt-can-knock = { $prompt } You can knock.
table-wait-for = Wait for { $name } to play.
table-first-draw = First draw a card: from the stock{ $draw } or the discard pile{ $take }.
table-drawn = You have drawn: now discard a card.
table-first-upcard = The first card is the upcard: take it{ $take } or pass{ $pass }.
table-cannot-knock = You cannot knock discarding { $card }.
table-just-took = You just took { $card }: discard another card.
table-last-move = Last move: { $move }

## The moves (buttons)
table-draw = Draw from the stock
# The same, where a phone has no room for the whole.
table-draw-short = Draw
table-take = Take { $card }
table-take-upcard = Take the upcard
table-pass = Pass
table-big-gin = Big gin!
table-gin = Gin! Discard { $card }
table-gin-label = gin, discarding { $card }
table-knock = Knock...
table-knock-then = then pick the card to discard face down
table-knock-chip = Knock, discarding { $card }
table-knock-choice =
    .aria-label = Knock, discarding
table-knock-with = Knock with:
table-cancel = Cancel
table-hint = Hint
table-hint-rated = not in a rated game
table-rated-help = No engine help in a rated game until it ends.
table-hint-thinking = Thinking about a hint...
table-knock-pick = Knock: pick the card to discard face down.

## The log, said aloud, and the results
table-not-dealt = Not dealt yet: the deal waits for both players' seeds.
table-dealt-now = The cards are dealt.
table-event-gin-card =
    { $who ->
        [you] you
       *[other] { $name }
    } went gin, discarding { $card }
table-event-gin =
    { $who ->
        [you] you
       *[other] { $name }
    } went gin
table-event-big-gin-card =
    { $who ->
        [you] you
       *[other] { $name }
    } went big gin, discarding { $card }
table-your-turn = Your turn.
table-hand-over = The hand is over.
table-game-over = The game is over.
table-is-back = { $name } is back.
table-disconnected = { $name } has disconnected.
# A hand's result ($who, $name: the knocker; $winner-who, $winner: who scores).
table-result-gin =
    { $who ->
        [you] you
       *[other] { $name }
    } went gin
table-result-big-gin =
    { $who ->
        [you] you
       *[other] { $name }
    } went big gin
table-result-knock =
    { $who ->
        [you] you
       *[other] { $name }
    } knocked: { $k } against { $d }
table-result-undercut =
    { $who ->
        [you] you
       *[other] { $name }
    } undercut { $knocker }: { $d } against { $k }
table-result-tie =
    { $who ->
        [you] you
       *[other] { $name }
    } knocked: { $k } against { $d }, a tie
table-result-nobody = { $result }; nobody scores
table-result-scores =
    { $result }; { $who ->
        [you] you score
       *[other] { $name } scores
    } { $points }
table-result-void = void hand
table-result-void-reason = void hand ({ $reason })
table-nobody-scores = Nobody scores this hand.

## The showdown
table-went-gin = went gin
table-knocked = knocked
table-no-melds = No melds
table-no-deadwood = No deadwood
table-deadwood-count = Deadwood count: { $count }
table-laid-off-card = { $card }, laid off
table-laid-off =
    { $who ->
        [you] You
       *[other] { $name }
    } laid off { $layoffs }.
table-layoff-on = { $card } on { $meld }
table-next-hand = Next hand
table-rematch = Rematch
table-accept-rematch = Accept rematch
table-decline = Decline
table-back-tournament = Back to the tournament
table-challenge = Challenge { $name }
table-new-game = New game
table-replay = Replay this game
table-waiting-ready = Waiting for { $name } to be ready...
table-declined-rematch = { $name } declined a rematch.
table-left-no-rematch = { $name } left the table: no rematch.
table-left = { $name } left the table.
table-you-declined = You declined a rematch.
table-wants-rematch = { $name } wants a rematch.
table-waiting-answer = Waiting for { $name } to answer your rematch offer...

## The score sheet
table-sheet-hand = Hand { $number }
table-sheet-hand-head = Hand
table-sheet-none = No hand has been scored yet.
table-sheet-target = Playing to { $target }
table-sheet-total = Total
table-game-over-title = Game over
table-hands-won = Hands won
table-score-when-resigned = Score when resigned
table-score-when-claimed = Score when claimed
table-over-resigned =
    { $who ->
        [you] You resigned
       *[other] { $name } resigned
    }: { $winner-who ->
        [you] you win
       *[other] { $winner } wins
    } the game.
table-over-claimed =
    { $winner-who ->
        [you] You win
       *[other] { $winner } wins
    }: { $who ->
        [you] you
       *[other] { $name }
    } left, and the game was claimed.
table-over-aborted-resigned = Game aborted: { $name } resigned before both players had made a move. It counts for nothing: no result, no rating change.
table-over-aborted-left = Game aborted: { $name } left before both players had made a move. It counts for nothing: no result, no rating change.

## Online: the chat, the clock, resigning, a claim, the next hand by itself
table-chat-new = Chat, { $count } new
table-chat-muted = Muted: the other player's messages are hidden.
table-chat-says = { $name } says: { $text }
table-chat-not-sent = Not sent: "{ $text }". { $reason }
table-chat-too-long = A message is at most { $max } characters.
table-chat-offline = Not connected: the message was not sent.
table-chat-too-fast = You are sending messages too fast: wait a moment.
table-clock-yours = Your clock
table-clock-theirs = { $name }'s clock
table-clock-timeouts =
    { $count ->
        [one] { $count } time-out
       *[other] { $count } time-outs
    }
table-clock-label =
    { $who }: { $left ->
        [one] { $left } second
       *[other] { $left } seconds
    } for the move, { $bank ->
        [one] { $bank } second
       *[other] { $bank } seconds
    } in the bank
table-clock-running = { $label }, running
table-clock-with-timeouts = { $label }, { $timeouts }
table-clock-warning = 10 seconds left to move.
table-resign-rated = Your opponent wins the game now, and it counts as a loss in your rating (before both of you have made a move it is aborted instead, and counts for nothing).
table-resign-unrated = Your opponent wins the game now.
table-claim = Claim the game
table-claim-now = { $name } left. You may claim the game now (you win it).
table-claim-in = { $name } left. You may claim the game in { $time }.
table-claim-in-moved = { $name } left. You may claim the game in { $time }, once you have moved.
table-claim-move-first = { $name } left. Make your move; then you may claim the game.
table-claim-may = { $name } left: you may claim the game now.
table-is-disconnected = { $name } is disconnected.
table-next-in = Next hand in { $seconds }…
table-stay = Stay

## When the table cannot be shown
table-gone-title = This game does not exist any more
table-gone = It was removed from the server.
table-bad-key = This browser's key to its seat in this game is not valid any more.
table-no-game-title = No game here
table-no-game = This page needs a game's id in its address.
table-full-title = This table is full
table-full-people = Both seats are taken, and this browser holds neither of them. If its players made the game public, you can watch it.
table-full-computer = This is somebody's game against the computer, and this browser has no seat in it.
table-missing-title = This game does not exist
table-missing = There is no game at this address.
table-cannot-open = The table could not be opened
table-something-wrong = Something went wrong.

## The server's refusals, by code, for the table
table-error-action-stale = That move was chosen on an old screen; the table has been brought up to date.
table-error-action-not_your_turn = It is not your turn.
table-error-room-waiting = Wait for your friend to take the other seat.
table-error-hand-over = The hand is over: start the next one.
table-error-game-over = The game is over.
table-error-rate-limited = Too many clicks at once; slow down a little.
table-error-hint-unavailable = Hints are only given against the computer.
table-error-server-error = The server had a problem; nothing was changed. Please try again.
table-error-take_back-unavailable = Too late to take it back: the computer has already moved.

# The chat's quick phrases (one tap sends the phrase in the sender's words)
table-phrase-good-game = Good game
table-phrase-thanks = Thanks
table-phrase-good-luck = Good luck
table-phrase-well-played = Well played
table-phrase-oops = Oops
