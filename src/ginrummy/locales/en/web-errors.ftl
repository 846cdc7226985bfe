# The server's typed refusals in words: message error-<code>, the code's "/" and "."
# read as "-" (l10n.js refusalText). The server sends the code, its details (named as
# the placeholders here) and an English message for programs and logs; a page in
# English shows that message, a page in another language these words.
# tests/server/test_error_words.py checks that every code the server sends is here.

## What the browser says when the server gives no code (common.js)

error-client-offline = Cannot reach the server. Check the connection and try again.
error-client-not-found = Not found: this game does not exist (the link may be old).
error-client-seats-taken = Both seats in this game are already taken.
error-client-server = The server had a problem. Please try again.
error-client-refused = The server refused the request ({ $status }).

## Requests

error-request-invalid = This request is not valid.
error-request-too_large = This request is too large.
error-message-too_large = This message is too large.
error-message-malformed = This message could not be read.
error-protocol-unsupported = This page is out of date: reload it.
error-rate-limited = Too many at once; slow down a little.
error-server-error = The server had a problem; nothing was changed. Please try again.
error-auth-bad_token = This link's seat is not valid for this game.
error-auth-token_in_url = This link carries its seat in the address, which is not accepted: open the game from its page.
error-auth-bad_origin = This page may not open a table.
error-rules-invalid = These rules or options cannot be played: check the options.

## Players and devices

error-player-unknown = Unknown player: make a new one.
error-player-signed_out = This device was signed out: you are a new visitor.
error-player-not_found = There is no such player.
error-player-bad_name = This name cannot be used: choose another.
error-player-bad_code = That code is unknown, used or expired.
error-player-bad_language = Unknown language: choose one from the language menu.
error-player-no_device = You have no such device signed in.
error-player-last_device = This is your only device: signing it out would lose the name for good.
error-player-cooling_off = You cannot join for now: play your games to the end and this will not happen again.
# $minutes_left: minutes until pairing is allowed again; $reason: "sandbag" or another
error-fair_play-cooling_off =
    You cannot be paired for { $minutes_left ->
        [one] { $minutes_left } minute
       *[other] { $minutes_left } minutes
    }: { $reason ->
        [sandbag] you lost several games in a row in a few moves, as if on purpose
       *[other] you left or aborted several games before they were played out
    }. Play your games to the end and this will not happen again.
error-follow-too_many = You follow too many players already.

## Rooms and tables

error-room-not_found = There is no such game.
error-room-full = Both seats in this game are taken.
error-room-own_table = This is your own table: wait at it for someone to sit down.
error-room-host_gone = The player who opened this table has left it: choose another table, or play someone now.
error-room-waiting = Wait for your friend to take the other seat.
error-game-over = The game is over.
error-game-not_found = This room has no such game.
error-game-not_finished = The game is not over yet.
error-hand-over = The hand is over: start the next one.
error-hand-not_found = This game has no such hand.
error-hand-not_finished = This hand is still being played: review it once it ends.
error-hand-not_played = You sat this hand out: there is nothing of yours to review in it.
error-action-not_your_turn = It is not your turn.
error-action-stale = That move was chosen on an old screen; the table has been brought up to date.
error-action-invalid = That is not a move.
error-action-illegal = That move is not allowed now.
error-next_hand-unavailable = The hand is still being played.
error-rematch-unavailable = The game is not over yet.
error-rematch-declined = Your opponent declined a rematch.
error-hint-unavailable = Hints are only given against the computer.
error-hint-rated = No hints in a rated game.
error-chat-refused = This chat message cannot be sent.
error-claim-unavailable = The game cannot be claimed now.
error-claim-too_early = Too early to claim the game: wait for the countdown.
error-resign-unavailable = Nobody to resign to: the table waits for a player.
error-take_back-unavailable = Too late to take it back: the computer has already moved.
error-seed-stale = No deal is waiting for this browser's seed.
error-seed-given = This browser's seed for this deal was given already.

## Reviews

error-review-after_game = The review is given once the game is over.
error-review-hand_only = A match for three is reviewed hand by hand.
error-review-busy = Another review of yours is still running: wait for it.
error-review-full = The server is busy with other reviews: try again shortly.
error-review-not_found = No such review (it may have expired).

## Challenges

error-challenge-self = You cannot challenge yourself.
error-challenge-blocked = This player cannot be challenged.
error-challenge-unavailable = This player cannot take a challenge now: try later.
error-challenge-duplicate = You have challenged this player already: wait for the answer.
error-challenge-too_many = You have too many challenges waiting for an answer: cancel one first.
error-challenge-not_found = There is no such challenge.
error-challenge-closed = This challenge is no longer open.

## Tournaments

error-tournament-unknown = There is no such tournament.
error-tournament-bad_name = This tournament name cannot be used: choose another.
error-tournament-finished = This tournament is over.
error-tournament-full = This tournament is full.
error-tournament-not_joined = You have not joined this tournament.
error-tournament-started = This tournament is past its first round: too late to join.
error-tournament-too_many = You have too many coming tournaments already.
