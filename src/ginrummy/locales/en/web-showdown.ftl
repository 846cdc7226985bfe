# The browser's showdown explained (outcome.js), the first-game tips (guide.js), the
# Hollywood score sheet (hollywood.js) and the take-back (forgiveness.js).
# $kwho and $dwho: "you" when the knocker (the defender) is the reader, else "other";
# $knocker and $defender are then their names. A placeholder named after a term
# ($knocked, $deadwood, $gin, $biggin, $undercut, $layoff) is a link to the rules page:
# its words are the message's attribute of the same name, worded for the sentence.
# $after is empty, or the lay-off clause (showdown-why-after-layoff) with its space.

showdown-player = Player { $number }

## Why the hand ended as it did: the showdown's explanation.
showdown-why-void = Nobody scores this hand; the same dealer deals again.
showdown-why-void-reason = Nobody scores this hand ({ $reason }); the same dealer deals again.
showdown-why-after-layoff = {" "}after { $layoff } { $count ->
        [one] a card
       *[other] { $count } cards
    }
    .layoff = laying off
showdown-why-knock =
    { $kwho ->
        [you] You
       *[other] { $knocker }
    } { $knocked } with { $k } points of { $deadwood }; { $dwho ->
        [you] you
       *[other] { $defender }
    } had { $d } left over{ $after }, so { $kwho ->
        [you] you score
       *[other] { $knocker } scores
    } the difference, { $base }.
    .knocked = knocked
    .deadwood = deadwood
showdown-why-gin =
    { $kwho ->
        [you] You
       *[other] { $knocker }
    } went { $gin }: every card in a meld, no { $deadwood } left. { $kwho ->
        [you] You score
       *[other] { $knocker } scores
    } the gin bonus, { $bonus }, plus { $dwho ->
        [you] your
       *[other] { $defender }'s
    } { $d } points of deadwood: { $base }.
    .gin = gin
    .deadwood = deadwood
showdown-why-big-gin =
    { $kwho ->
        [you] You
       *[other] { $knocker }
    } went { $biggin }: all eleven cards in melds, no { $deadwood } left. { $kwho ->
        [you] You score
       *[other] { $knocker } scores
    } the big gin bonus, { $bonus }, plus { $dwho ->
        [you] your
       *[other] { $defender }'s
    } { $d } points of deadwood: { $base }.
    .biggin = big gin
    .deadwood = deadwood
showdown-why-undercut =
    { $kwho ->
        [you] You
       *[other] { $knocker }
    } { $knocked } with { $k } points of { $deadwood }; { $dwho ->
        [you] you
       *[other] { $defender }
    } had only { $d } left over{ $after }, no more than { $kwho ->
        [you] you
       *[other] { $knocker }
    }: an { $undercut }. { $dwho ->
        [you] You score
       *[other] { $defender } scores
    } the undercut bonus, { $bonus }, plus the difference, { $difference }: { $base }.
    .knocked = knocked
    .deadwood = deadwood
    .undercut = undercut
showdown-why-tie =
    { $kwho ->
        [you] You
       *[other] { $knocker }
    } { $knocked } with { $k } points of { $deadwood }; { $dwho ->
        [you] you
       *[other] { $defender }
    } had { $d } too{ $after }. Under these rules a tie is no { $undercut }, so nobody scores.
    .knocked = knocked
    .deadwood = deadwood
    .undercut = undercut
showdown-why-doubled = {" "}The spade upcard doubles it: { $points }.

## The first-game tips. $name: the other player (a name, or showdown-tip-your-opponent);
## $who: "you" or "other" (the player the tip is about); keys in brackets are the
## table's keys (t, p, d, g, k) and stay as they are.
showdown-tip-your-opponent = your opponent
showdown-tip-label = Tip
showdown-tip-heading = { $title }.
showdown-tip-named = Tip: { $title }
showdown-tip-live = Tip: { $title }. { $text }
showdown-tip-more = More
showdown-tip-got-it = Got it
showdown-tip-off = Don't show tips
showdown-tip-read = Read
showdown-tip-title-upcard = The upcard
showdown-tip-title-draw = Drawing
showdown-tip-title-gin = Gin
showdown-tip-title-knock = Knocking
showdown-tip-title-deadwood = Deadwood
showdown-tip-title-undercut = Undercut
showdown-tip-title-layoff = Lay-off
showdown-tip-upcard = The face-up card is the upcard: the start of the discard pile. On the first turn you may take it (t) if it helps you make a meld, or pass (p).
showdown-tip-upcard-card = The face-up card, { $card }, is the upcard: the start of the discard pile. On the first turn you may take it (t) if it helps you make a meld, or pass (p).
showdown-tip-upcard-after = If you pass, { $name } may take it.
showdown-tip-upcard-after-dealer = If you pass too, { $name } starts by drawing from the stock.
showdown-tip-draw = Each turn you draw one card: from the stock (d), face down and unseen. Then you discard one card.
showdown-tip-draw-or-take = Each turn you draw one card: from the stock (d), face down and unseen or the top of the discard pile, { $card } (t), which { $name } sees you take. Then you discard one card.
showdown-tip-gin-can = You can go gin (g): every card in a meld. Gin scores a bonus plus { $name }'s whole deadwood, and { $name } may not lay off.
showdown-tip-gin-went =
    { $who ->
        [you] You
       *[other] { $name }
    } went { $outcome ->
        [big_gin] big gin: all eleven cards
       *[gin] gin: all ten cards
    } in melds. Gin scores a bonus plus the other player's deadwood; nothing can be laid off, and there is no undercut.
showdown-tip-knock = You may knock (k): discard face down with { $limit } or less deadwood, and the hand ends.
showdown-tip-knock-little = You may knock (k): discard face down with little or less deadwood, and the hand ends.
showdown-tip-knock-least = You can get down to { $best }.
showdown-tip-knock-undercut = But if { $name } ends up with no more deadwood than you, that is an undercut.
showdown-tip-deadwood = The cards not in a meld (the dark box) are deadwood. The number under each card is your deadwood if you discard it: the lower, the better.
showdown-tip-deadwood-count = The cards not in a meld (the dark box) are deadwood; yours count { $count }. The number under each card is your deadwood if you discard it: the lower, the better.
showdown-tip-undercut =
    { $who ->
        [you] You
       *[other] { $name }
    } had { $d } deadwood after lay-offs, no more than the knocker's { $k }, so { $who ->
        [you] you
       *[other] { $name }
    } won the hand and the undercut bonus.
showdown-tip-layoff =
    { $who ->
        [you] You added { $cards } to { $name }'s melds
       *[other] { $name } added { $cards } to your melds
    } (outlined orange). Cards laid off no longer count as deadwood.

## A knock that was a gin, in the hand's moves ($outcome: gin or big_gin).
showdown-event-gin =
    { $who ->
        [you] you
       *[other] { $name }
    } went { $outcome ->
        [big_gin] big gin
       *[gin] gin
    }
showdown-event-gin-card =
    { $who ->
        [you] you
       *[other] { $name }
    } went { $outcome ->
        [big_gin] big gin
       *[gin] gin
    }, discarding { $card }

## Hollywood's score sheet (three games on one sheet). The games a hand counted in are
## play.ftl's counted-none, counted-one and counted-many.
# loan: the name of the way of scoring, as in the rules page
showdown-hollywood = Hollywood
showdown-hollywood-game = Hollywood game { $number }
showdown-sheet-hand = Hand { $hand }
showdown-sheet-hand-head = Hand
showdown-sheet-score = Score
showdown-sheet-empty = No hand has been scored yet.
showdown-sheet-game-over = over
showdown-sheet-game = Game { $number }
# A column's head on a phone: "G1" for "Game 1".
showdown-sheet-game-short = G{ $number }
showdown-sheet-caption = Hollywood: three games; scores { $name0 }–{ $name1 }
showdown-sheet-caption-target = Hollywood: three games, each to { $target }; scores { $name0 }–{ $name1 }

## Taking back a discard (against the computer) and the discard's confirmation
## (against a person).
showdown-take-back = Take back
showdown-take-back-card = Take back { $card }
showdown-confirm-discard = Discard?
showdown-confirm-discard-card = Discard { $card }?
showdown-confirm-cancel = Cancel
showdown-confirm-yes = Discard
