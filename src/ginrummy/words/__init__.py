"""What every front end says: the game, a refused move and a review, in people's words.

The server, the terminal games and the commands all take their sentences from here, so
they say the same thing the same way and never reach into one another for words:

- :mod:`.play`: cards, melds, moves, events, showdowns and score sheets in plain text;
- :mod:`.refusals`: why a move is refused, with the moves that are open instead;
- :mod:`.review`: a graded decision in the few words a terminal has room for.

This layer sits on the engine (:mod:`ginrummy.core`) and the review
(:mod:`ginrummy.review`) and below every front end.
"""
