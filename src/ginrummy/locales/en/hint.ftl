# The computer's reasons in a hint (agents/levels.py, reason_parts): each message is
# one clause; a hint joins its clauses with hint-why-comma and the message "hint" of
# play.ftl puts the move before them. $card: a card ("7♥"), $cards: cards ("7♣ 7♦"),
# $deadwood: a deadwood count, $limit: the knock limit.

hint-why-comma = { ", " }
hint-why-big-gin = all 11 cards are melded: big gin scores the most
hint-why-gin = discarding { $card } leaves no deadwood: gin
hint-why-knock = { $deadwood } deadwood after discarding { $card } is within the knock limit of { $limit }: knock before the opponent improves
# Before hint-why-discard when knocking was allowed but playing on is better.
hint-why-play-on = play on rather than knock: gin or an undercut is likely worth more
hint-why-discard = { $card } leaves { $deadwood } deadwood
# After hint-why-discard: "it" is the card discarded.
hint-why-joins-nothing = it joins nothing in your hand
hint-why-safer = the opponent threw { $card }, so it is safer
hint-why-take-melds = { $card } melds with { $cards }
hint-why-take-lowers = { $card } lowers your deadwood more than a stock card is likely to
hint-why-draw-upcard = { $card } does not help your hand; the stock might
hint-why-draw = draw from the stock
hint-why-pass = { $card } does not help your hand
hint-why-nothing-better = nothing better to do
hint-why-strongest = the strongest move found
