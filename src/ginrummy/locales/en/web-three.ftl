# A room for three (three.html, three.js; the start page's "Three players"): three-handed
# gin, every hand a two-player hand. $name, $a, $b, $out, $names: players' names as
# typed; $card: a card in short notation (7♥); $count, $seat, $points: numbers.
# "The box": the player alone against a team of two (a captain who plays, a partner who
# sits out and may advise).

three-page-title = Gin Rummy for three
three-title = A table for three
three-invite-title = Waiting for players
three-invite-text = Send this link to your friends: the first two to open it take the empty seats. You may also seat the computer.
three-invite-url =
    .aria-label = Invite link
three-copy = Copy link
three-discard = Discard pile
three-moves =
    .aria-label = Moves
three-advise-title = Advise your captain
three-advise-label = Suggest a card
three-advise = Advise
three-next-hand = Next hand
three-sheet-title = Score sheet

three-form-box = the box: one against a team of two, the box changes after a lost game
three-form-box-hand = the box: one against a team of two, the box changes after a lost hand
three-form-rotation = rotation: the loser of each game sits out
three-form-rotation-hand = rotation: the loser of each hand sits out

three-role-box = in the box
three-role-captain = captain
three-role-partner = partner, sits out
three-role-plays = plays
three-role-sits-out = sits out
three-empty-seat = Empty seat
three-you-mark = (you)
three-score-label = Score
three-pairing = { $a } plays { $b }; { $out } sits out.
three-next-known = Sits out next: { $name }.
three-next-loser-game = Sits out next: the loser of this game.
three-next-loser-hand = Sits out next: the loser of this hand.
three-waiting = Waiting for every seat to be taken.

three-level-label = Computer level
three-level-easy = Easy
three-level-medium = Medium
three-level-hard = Hard
three-seat-computer = Seat the computer in seat { $seat }

three-cards = { $count ->
    [one] (1 card)
   *[other] ({ $count } cards)
}
three-stock = { $count ->
    [one] Stock: 1 card
   *[other] Stock: { $count } cards
}
three-your-hand = Your hand
three-captain-hand = { $name }'s hand (your captain)
three-sitting-out-you = You sit out this hand: the public table.
three-watching = Watching the table.
three-advice-from = { $name } suggests:
three-advice-sent = You suggested { $card } to your captain.

three-sheet-game = Game
three-sheet-hand = Hand
three-sheet-box = In the box
three-sheet-total = Total
three-sheet-won = Won, { $points } points
three-against = { $a } against { $b }:
three-over-won = The match is over: { $names } wins.
three-over-shared = The match is over: { $names } share the win.

three-join-note = A table for three: { $form }.
three-start-label = Three players
three-start-two = No: a game for two
three-start-games = Games in the match
three-start-note = With three players, "Invite a friend" opens a table for three: send its link to two friends, or seat the computer in an empty seat.

error-three-sitting_out = You sit out this hand: the other two play it.
error-three-advice_unavailable = Only the captain's partner may advise, in the box, during a hand.
error-three-bad_advice = Your captain does not hold that card.
error-three-bad_seat = There is no such seat: the seats are 1, 2 and 3.
error-three-seat_taken = That seat is already taken.
error-three-bad_level = There is no such computer level.
error-three-match_not_over = The match is not over yet.
error-three-no_stand_in = The computer plays only for a person who left the table.
error-three-not_gone_long = They may only have lost the connection: wait a little longer.

three-chat-label = Message to the table
three-mute-what = Hide the other players' messages

three-again = Play again
three-again-asked = { $names } would like to play again.
three-again-waiting = Waiting for { $names } to play again.
three-again-next = Watch the next match

three-sit-in = Let the computer play for { $name }
three-sit-in-wait = { $name } left the table: the computer may play for them in { $seconds } s.
three-stand-in = the computer plays for now
