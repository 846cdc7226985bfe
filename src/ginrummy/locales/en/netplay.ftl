# The online game in the terminal (`ginrummy online`: netplay/text_table.py,
# text_watch.py, socket_screen.py, clock_words.py, commands/online.py).
# The words in quotes ('draw', 'next', 'quit') are commands as they are typed: they stay
# as they are in every language. $name is a player's name as they typed it.

## The help ('help' at the table)
netplay-help =
    Commands:
      draw (d), take (t), pass (p)   draw from the stock, take the upcard, pass it
      7H or 'discard 7H'            discard a card
      knock [7H], gin [7H]          knock (the best discard, or this one), go gin
      big gin                       big gin, when the rules allow it
      next                          ready for the next hand
      rematch                       another game, once this one is over
      say TEXT                      chat with your opponent
      claim                         win a game your opponent left (once the wait is over)
      resign                        give the game up (asks again first)
      hint                          a hint (against the computer, in an unrated game)
      show, pile                    the table again; the whole discard pile
      quit                          leave the table (your seat is kept: --resume)
netplay-watch-help =
    Commands:
      show      the table: the scores, the stock, the discard pile, what each player
                shows, and the clocks of a timed table
      pile      the whole discard pile
      quit      stop watching

## The connection
netplay-server-closed = The server closed this table.
netplay-connection-lost = Connection lost ({ $why }); reconnecting... (what you type meanwhile is read once it is back)
netplay-closed = closed
netplay-reconnected = Reconnected.
netplay-lost = Could not reconnect.
netplay-lost-seat = Could not reconnect. Your seat is kept: 'ginrummy online --resume'.
netplay-lost-watch = Could not reconnect. Watch again with 'ginrummy online --watch ROOM'.
netplay-not-sent = Not sent: the connection is down (reconnecting).
netplay-left-table = You left the table. Your seat is kept: 'ginrummy online --resume'.
# A refusal of the server: its reason (error-* in web-errors.ftl), then its code.
netplay-refused = Refused: { $message } ({ $code }).
netplay-watch-refused = { $message } ({ $code })

## The table
netplay-waiting = Waiting for your opponent to sit down
netplay-waiting-invite = Waiting for your opponent to sit down: send them { $invite }
netplay-shuffling = Shuffling: the deal waits for both players' seeds.
# $kind: rated or unrated.
netplay-seating =
    You ({ $me }) play { $other }: game { $game } to { $target }, { $kind ->
        [rated] rated
       *[other] not rated
    }.
netplay-hand-dealt =
    Hand { $number }: { $who ->
        [you] You
       *[other] { $name }
    } dealt.
netplay-scores-you = you { $mine }, { $name } { $theirs }
netplay-scores = Scores: { $scores }.
netplay-table-head = Scores: { $scores } (to { $target }).  Stock: { $stock } cards.  Knock limit: { $limit }.
netplay-discard-pile = Discard pile: { $pile }.
netplay-pile-empty = empty
netplay-pile-top = { $card } on top
netplay-pile-top-below = { $card } on top ({ $count } below; 'pile' shows them)
netplay-pile-list = Discard pile, bottom to top: { $cards }
netplay-pile-list-empty = (empty)
netplay-no-table = No table to show yet.
netplay-seat-cards = { $name }: { $count } cards
netplay-seat-cards-known = { $name }: { $count } cards, known to hold { $cards }
netplay-seat-laid-down = { $name }: laid down { $cards }
netplay-away = (away)
netplay-your-hand = Your hand: { $hand }
netplay-deadwood = deadwood { $count }
netplay-turn-of = It is { $name }'s turn.
netplay-type-next = Type 'next' for the next hand.
netplay-type-rematch = Type 'rematch' or 'quit'.
netplay-rematch-or-quit = Type 'rematch' for another game, or 'quit'.
netplay-back-to-tournament = Back to the tournament.
# A row of the final score sheet: its label, then each player's number.
netplay-sheet-row = { $label }: { $a } - { $b }
netplay-player-left = { $name } left the table.
netplay-player-back = { $name } is back.

## What to do now
netplay-lead-first-turn = First turn
netplay-lead-stock-end = Two stock cards left
netplay-lead-your-turn = Your turn
netplay-choices = { $lead }: { $choices }.
netplay-or = { " or " }
netplay-comma = { ", " }
netplay-choice-take = take { $card } ('take')
netplay-choice-draw = draw from the stock ('draw')
netplay-choice-other = { $label } ('{ $command }')
netplay-discard-example = Discard a card (for example '{ $card }')
netplay-only-knock = You may only knock now
netplay-or-knocks = or { $knocks }
netplay-or-big-gin = or 'big gin'
netplay-end = { $text }.
netplay-keep-taken = ({ $card } was just taken: keep it this turn.)

## Typed lines
netplay-chat-computer = Chat is between two people: your opponent is the computer.
netplay-say-what = Say what? Type 'say' and your message.
netplay-no-hint-rated = No hint: no engine help in a rated game until it ends.
netplay-resign-ask = Resign this game? Your opponent wins it now, and it counts as a loss in your rating. Type 'resign' again to resign, anything else to play on.
netplay-no-move = No move to make now. Type 'help' for the commands.
netplay-not-understood-number = Not understood: { $line }. Name a card with its suit, e.g. '8H'.
netplay-not-understood = Not understood: { $line }. Type 'help' for the commands.
netplay-not-allowed = Not allowed now. You may: { $moves }.
netplay-not-gin-card = Not gin: discarding { $card } leaves { $left } deadwood (type 'knock { $code }' to knock).
netplay-cannot-knock = You cannot knock now.
netplay-not-gin = Not gin: the best discard leaves { $left } deadwood.

## Leaving a game: the claim ($time: minutes and seconds, 2:05)
netplay-claim-open = { $name } left. You may claim the game now: type 'claim' (you win it).
netplay-claim-after-move = { $name } left. Make your move; then you may claim the game.
netplay-claim-in-after-move = { $name } left. You may claim the game in { $time }, once you have moved.
netplay-claim-in = { $name } left. You may claim the game in { $time }.
netplay-claim-show = { $text } ('show' tells how long is left)

## The clocks ($move, $bank: seconds)
netplay-clocks = Clocks: { $clocks }.
netplay-clock-seat =
    { $who ->
        [you] you
       *[other] { $name }
    } { $move } s + { $bank } s bank{ $timeouts ->
        [0] {""}
        [one] , { $timeouts } time-out
       *[other] , { $timeouts } time-outs
    }{ $running ->
        [yes] { " (to move)" }
       *[other] {""}
    }

## Watching
netplay-watch-waiting = The table waits for its second player.
netplay-watching = Watching { $first } and { $second }: game { $game } to { $target }.
netplay-watch-computer = { $name } (the computer)
netplay-watch-computer-level = { $name } (the computer, { $level })
netplay-watch-rematch = Watch on for a rematch, or type 'quit'.
netplay-to-play = { $name } to play.
netplay-watch-only = A watcher only watches: type 'show', 'pile', 'help' or 'quit'.
netplay-watch-stopped = You stopped watching.

## Finding a table
netplay-signed-out = This terminal was signed out from another device; making a new player.
netplay-player-unknown = This server no longer knows your player; making a new one.
netplay-play-as = You play as { $name } on { $server }.
netplay-accepted = You accepted the challenge.
netplay-open-public = Your table is open in the lobby, for anyone; or send this link: { $link }
netplay-open-friend = Your table is open. Send your friend this link: { $link }
netplay-pairing = Waiting for an opponent in { $pool } ({ $count } waiting; Ctrl-C to stop)...
netplay-left-queue = You left the queue.
netplay-found = Found an opponent.
netplay-tournament-joined = You joined { $name } ({ $kind }). Waiting for your game; Ctrl-C to pause.
netplay-next-game = Your next game is ready.
netplay-left-tournament-table = You left the tournament's table; the game goes on without you.
netplay-tournament-over = The tournament is over.
netplay-paused = You paused: 'ginrummy online --tournament { $id }' to come back.

## The lobby (--lobby)
netplay-lobby-tables = Open tables (sit down: ginrummy online --join ROOM):
netplay-lobby-no-tables = No open tables.
netplay-lobby-games = Games being played (watch: ginrummy online --watch ROOM):
netplay-lobby-no-games = No games being played.
netplay-lobby-waiting = Waiting to be paired: { $pools } (join them: ginrummy online).
netplay-lobby-nobody-waiting = Nobody is waiting to be paired.
# $rules: a preset's name, as the server calls it.
netplay-lobby-rules-to = { $rules } to { $target }
netplay-lobby-rating = , rating { $rating }
netplay-lobby-watchers = , { $count } watching
netplay-lobby-versus = { " v " }

## Challenges (--challenges)
netplay-challenges-none = Nobody is challenging you now (a challenge is made on a player's page).
netplay-challenges = Challenges to you (accept: ginrummy online --accept ID):
netplay-challenge-no-clock = no clock
netplay-challenge-clock = { $move } s a move, { $bank } s bank
netplay-challenge-game =
    { $rules } to { $target }, { $clock }, { $rated ->
        [rated] rated
       *[other] casual
    }
netplay-challenge-left = { $text } ({ $seconds } s left)

## Tournaments (--tournaments, --tournament)
netplay-tournaments-title = Tournaments (join: ginrummy online --tournament ID)
netplay-tournaments-none = No tournaments.
netplay-column-id = id
netplay-column-name = name
netplay-column-status = status
netplay-column-kind = kind
netplay-column-starts = starts
netplay-column-players = players
netplay-column-winner = winner
# $status: coming, running or finished.
netplay-tournament-status =
    { $status ->
        [coming] coming
        [running] running
        [finished] finished
       *[other] { $status }
    }
netplay-tournament-round = { $status } (round { $round })
netplay-tournament-round-of = { $name }: { $status }, round { $round } of { $rounds }
netplay-tournament-head = { $name }: { $status }
# $format: arena or swiss; $length: netplay-tournament-minutes or -rounds; $clock: 30/60, or netplay-tournament-untimed.
netplay-tournament-kind =
    { $format ->
        [arena] arena
        [swiss] swiss
       *[other] { $format }
    }, { $length }, { $rules } to { $target }, { $clock }, { $rated ->
        [rated] rated
       *[other] unrated
    }
netplay-tournament-minutes = { $minutes } min
netplay-tournament-rounds = { $rounds } rounds
netplay-tournament-untimed = untimed
netplay-standing = { $mark }{ $rank }. { $name }  { $points } points{ $fire }{ $state }  [{ $sheet }]
netplay-standing-fire = { " (on fire)" }
netplay-standing-paused = { " (paused)" }
netplay-standing-left = { " (left)" }
netplay-tournament-winner = Winner: { $name }.
