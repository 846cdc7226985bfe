# Reasons the server sends as codes, worded by the pages (issue 38): why a hand was void
# (the showdown's and the score sheet's `void_reason`), and a cooling-off on the profile.

## Why a hand is void (core/result.py VOID_CODES), in parentheses after "void hand"

reasons-void-bounce = both players took the upcard and discarded it back
reasons-void-upcard_draws = the upcard was drawn too many times
reasons-void-stock_down = the stock is down to two cards
reasons-void-stock_empty = the stock is empty

## A cooling-off from pairing and tournaments (the player's own profile)
# $until: when it ends (a time, or a date and time); $relative: how long from now, as
# Intl says it ("in 12 minutes"); $reason: "sandbag" or another.

reasons-cooling-off =
    You cannot be paired until { $until } ({ $relative }): { $reason ->
        [sandbag] you lost several games in a row in a few moves, as if on purpose
       *[other] you left or aborted several games before they were played out
    }. Play your games to the end and this will not happen again.
