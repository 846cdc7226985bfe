# Why a move was refused (the server's `action/illegal`), said by the table from the
# refusal's typed reason and facts (notices.js illegalText): play.ftl's refusal-* where
# one fits, else these. refusals-reason-<reason> for each of the engine's reasons
# (core/errors.py IllegalReason); tests/server/test_refusal_words.py checks them.

## The moves open before drawing, put into play.ftl's moves-* ($card: the upcard)

refusals-move-draw = draw
refusals-move-take = take { $card }
refusals-move-pass = pass

## Why a move is not allowed

refusals-drawn-already = Not allowed: you have drawn already: discard or knock.
refusals-reason-game_over = Not allowed: the hand is over.
refusals-reason-not_your_turn = Not allowed: it is not your turn.
refusals-reason-wrong_phase = Not allowed at this point of your turn.
refusals-reason-card_not_in_hand = Not allowed: that card is not in your hand.
refusals-reason-cannot_discard_taken_upcard = Not allowed: the card just taken from the discard pile cannot be discarded this turn.
refusals-reason-deadwood_too_high = Not allowed: your deadwood would be over the knock limit.
refusals-reason-big_gin_disabled = Not allowed: big gin is not played under these rules.
refusals-reason-not_big_gin = Not allowed: big gin needs all eleven cards in melds.
refusals-reason-bad_melds = Not allowed: those melds are not made of your own cards.
refusals-reason-must_knock_on_gin = Not allowed: you hold gin and must go gin.
refusals-reason-stock_end = Not allowed: with two cards left in the stock you may only knock.
refusals-reason-bad_hand = Not allowed: this hand cannot be played.
