# The rules page (/rules): rules.html, rules.js, rules-sections.js, rules-figures.js.
# The chosen rules' numbers are arguments. A placeholder such as { $melds } or { $bonus }
# in a sentence is where the page puts a link, a bold word or a bold number (its words
# are the messages rules-link-..., rules-word-...): move it freely, keep it.
# Card notation (8♥, A 2 3) is an argument too: it reads the same in every language.
# The worked example's players are Ann and Bob: a language may give them its own names.

## The page's own words (rules.html)

rules-page-title = How to play gin rummy
# $preset: the chosen rules' name (from the server, in the page's language).
rules-page-title-preset = How to play gin rummy: { $preset }
rules-page-description =
    .content = The rules of gin rummy in plain words, with cards: melds, deadwood, knocking, gin, lay-offs, undercuts and scoring.
rules-skip = Skip to the rules
rules-site-name = Gin Rummy
rules-heading = How to play
rules-preset-label = Rules
rules-summary-list =
    .aria-label = These rules in numbers
rules-toc =
    .aria-label = Sections
rules-toc-goal = Goal
rules-toc-deal = Deal
rules-toc-upcard = Upcard
rules-toc-turn = A turn
rules-toc-stock = Stock runs out
rules-toc-meld = Melds
rules-toc-deadwood = Deadwood
rules-toc-knock = Knock
rules-toc-gin = Gin
rules-toc-big-gin = Big gin
rules-toc-layoff = Lay-offs
rules-toc-undercut = Undercut
rules-toc-scoring = Scoring a hand
rules-toc-game = Winning the game
rules-toc-variants = Other rules
rules-title-goal = The goal
rules-title-deal = The deal
rules-title-upcard = The upcard
rules-title-turn = A turn: draw, then discard
rules-title-stock = When the stock runs out
rules-title-meld = Melds: sets and runs
rules-title-deadwood = Deadwood
rules-title-knock = Knocking
rules-title-gin = Gin
rules-title-big-gin = Big gin
rules-title-layoff = Laying off
rules-title-undercut = Undercut
rules-title-scoring = Scoring a hand
rules-title-game = Winning the game
rules-title-variants = Other rules (presets)
rules-foot-play = Play a game
rules-foot-top = Back to the top

## rules.js

rules-error-load = Could not load the rules: { $error }
# The rules of one table (/rules?room=...): $preset its rules' name.
rules-origin-table = The rules of your table: { $preset }.
# $changes: the options changed for this table, as a list ("Knock limit: 7, Gin bonus: 30").
rules-origin-table-changed = The rules of your table: { $preset }, with { $changes }.
# One changed option: $option its name, $value its value (a number or the words below).
rules-option-changed = { $option }: { $value }
rules-value-off = off
rules-value-yes = yes
rules-value-no = no

## The rules in numbers, at the top (labels and values)

rules-summary-knock = Knock with
rules-knock-words-upcard = the value of the first upcard
rules-knock-words-gin-only = 0: gin only
rules-knock-words-limit = { $limit } or less
rules-summary-gin = Gin bonus
rules-summary-big-gin = Big gin
rules-summary-big-gin-off = not played
rules-summary-undercut = Undercut bonus
rules-summary-undercut-ties = { $bonus } (ties too)
rules-summary-target = Game to
rules-summary-game-bonus = Game bonus
rules-summary-box = Box per hand won
rules-summary-shutout = Shutout
rules-shutout-double = doubles the winner's score
rules-shutout-bonus = adds a second game bonus
rules-shutout-none = nothing extra
rules-summary-stock = Stock runs out
# $when: how often and when (rules-reshuffle-when-...).
rules-summary-stock-reshuffle = reshuffle { $when }
rules-summary-stock-void = void hand
rules-summary-spades = Spade upcard
rules-summary-spades-double = doubles the hand
# How often the discards become a new stock ($often), and when.
rules-reshuffle-every = every time
rules-reshuffle-once = once
rules-reshuffle-times = up to { $count } times
rules-reshuffle-when-empty = { $often }, when the stock is empty
rules-reshuffle-when-two = { $often }, when two cards are left

## The card pictures (words for screen readers, notes under the cards)

# $cards: the cards' names as a list.
rules-group-set = Set of { $count }: { $cards }
rules-group-run = Run: { $cards }
rules-group-deadwood =
    { $points ->
        [one] Deadwood, { $points } point: { $cards }
       *[other] Deadwood, { $points } points: { $cards }
    }
rules-group-bad = Not a meld: { $cards }
# $card: a card's name.
rules-card-laid-off = { $card }, laid off
rules-card-back = face-down card
rules-backs =
    { $count ->
        [one] { $count } face-down card
       *[other] { $count } face-down cards
    }
rules-note-laid-off = laid off
rules-note-deadwood = deadwood { $points }
rules-note-stock = stock: { $count }
rules-note-upcard = upcard
rules-note-your-cards = your cards (some)
rules-note-set = set
rules-note-run = run
rules-note-not-run = not a run
rules-note-two-sevens = two sevens
rules-note-ten-double = { $points }, double
rules-note-gin-only = gin only

## Words inside the sentences: links to a section, and bold words

rules-link-melds = melds
rules-link-deadwood = deadwood
rules-link-knocks = knocks
rules-link-gin = gin
rules-link-upcard = upcard
rules-link-undercut = undercut
rules-word-stock = stock
rules-word-draw = draw
rules-word-discard = discard
rules-word-void = void
rules-word-set = set
rules-word-run = run
rules-word-deadwood-count = deadwood count
rules-word-gin = gin
rules-word-big-gin = big gin
rules-word-lay-off = lay off
rules-word-undercut = undercut

## The goal

rules-goal-intro = Gin rummy is a card game for two. You try to sort your ten cards into { $melds } (sets of one rank, runs in one suit) so that the cards left over, your { $deadwood }, add up to as little as possible.
# $target: the target score (bold), $count the same number (for the plural).
rules-goal-end =
    { $count ->
        [one] A hand ends when a player { $knocks } (lays down with little deadwood) or goes { $gin } (no deadwood at all). The better hand scores points, and the first player to reach { $target } point wins the game.
       *[other] A hand ends when a player { $knocks } (lays down with little deadwood) or goes { $gin } (no deadwood at all). The better hand scores points, and the first player to reach { $target } points wins the game.
    }
rules-goal-end-one-hand =
    { $count ->
        [one] A hand ends when a player { $knocks } (lays down with little deadwood) or goes { $gin } (no deadwood at all). The better hand scores points, and under these rules the first hand that scores ends the game ({ $target } point to win).
       *[other] A hand ends when a player { $knocks } (lays down with little deadwood) or goes { $gin } (no deadwood at all). The better hand scores points, and under these rules the first hand that scores ends the game ({ $target } points to win).
    }
# $sum: a sum worked out ("2 + 4 + 9 + 10 = 25").
rules-goal-caption = Two melds and four loose cards: { $sum } points of deadwood.

## The deal

rules-deal-pack = One ordinary pack of 52 cards, no jokers. The dealer gives each player ten cards, one at a time, face down.
# $count: the cards left in the stock (31).
rules-deal-upcard = The next card is turned face up: this is the { $upcard }, the first card of the discard pile. The other { $count } cards stay face down in a pile: the { $stock }.
rules-deal-first-random = Who deals the first hand is decided at random
rules-deal-first-opener = The first hand is dealt by the player who opened the table
rules-deal-first-second = The first hand is dealt by the second player
rules-deal-rotation-alternate = after that the players take turns to deal
rules-deal-rotation-loser = after that the loser of each hand deals the next one
rules-deal-rotation-winner = after that the winner of each hand deals the next one
rules-deal-rotation-other = then the deal moves on
# $first: who deals first (rules-deal-first-...), $rotation: who deals next (rules-deal-rotation-...).
rules-deal-order = { $first }; { $rotation }. After a hand that nobody scores, the same player deals again.
rules-deal-caption = The stock (face down) and the upcard beside it.

## The upcard

rules-upcard-offer-dealer-plays = The first turn is special. The player who did not deal may take the upcard, or pass. If they pass, the dealer plays first: takes the upcard or draws from the stock, and play goes on in turn.
rules-upcard-offer = The first turn is special. The player who did not deal may take the upcard, or pass. If they pass, the dealer may take it or pass. If both pass, the non-dealer starts by drawing from the stock. Whoever takes the upcard then discards a card, and play goes on in turn.
rules-upcard-no-offer = There is no upcard offer under these rules: the non-dealer starts with an ordinary turn.
rules-upcard-advice = Take it when it makes a meld, or nearly one, with your cards. Remember that the other player sees which card you took.
# $rule: the bold words rules-upcard-sets-limit-rule.
rules-upcard-sets-limit = { $rule } its value, 10 for a ten or a face card. An ace means that this hand can only end with gin.
rules-upcard-sets-limit-rule = Under these rules the upcard also sets the hand's knock limit:
rules-upcard-spades = If the upcard is a spade, the hand's points count double.
# $upcard: a card (8♥), $cards: two cards (6♥ 7♥).
rules-upcard-caption = The upcard { $upcard } joins your { $cards } into a run: worth taking.

## A turn

rules-turn-parts = Each turn has two parts. First { $draw } one card: the top of the stock (nobody has seen it) or the top of the discard pile (the card the other player just threw away). Then { $discard } one card face up on the discard pile. After your turn you hold ten cards again.
rules-turn-throw-back = Under these rules you may even throw back the card you just took from the discard pile.
rules-turn-no-throw-back = A card you took from the discard pile may not go straight back onto it in the same turn.
rules-turn-pile = Only the top card of the discard pile can be taken; the cards under it are out of play, but both players may look through them. At the table, the number under each of your cards is the deadwood you keep if you discard it.
rules-turn-caption = You drew { $drawn }, which joins your run. Discard { $discard }, your highest loose card: you keep { $sum } deadwood.

## When the stock runs out

rules-stock-reshuffle = When the stock runs out, the discard pile, all but its top card, is shuffled with what is left of the stock into a new stock: { $when }. The time after that the hand ends with no score (a void hand).
rules-stock-void = The last two cards of the stock are never drawn. When the player who drew the card before them discards without knocking, the hand ends with no score for anybody: a { $void } hand.
rules-stock-upcard-knock = Under these rules, with two cards left in the stock the player to move may only take the upcard to knock with it; otherwise the hand is void.
rules-stock-max-draws =
    { $count ->
        [one] A hand is also void after { $count } card has been taken from the discard pile.
       *[other] A hand is also void after { $count } cards have been taken from the discard pile.
    }
rules-stock-repeated-upcard = It is void as well when both players in turn take the upcard and throw it straight back.
rules-stock-redeal = After a void hand the same dealer deals again.
rules-stock-caption = The last two cards of the stock stay where they are.

## Melds

# $run1, $run2: two runs in card notation; $set, $run: the bold words.
rules-meld-kinds = A meld is a set or a run. A { $set } is three or four cards of the same rank: three kings, four sevens. A { $run } is three or more cards of one suit in a row: { $run1 }, or { $run2 }.
# $low: "A 2 3", $high: "Q K A".
rules-meld-ace = The ace is always low: { $low } of one suit is a run, { $high } is not. A card can be in only one meld at a time.
rules-meld-keep = You keep your melds in your hand until the hand ends; the table sorts your cards into the best melds for you.
rules-meld-caption-kinds = A set, a run, a run from the ace, and no run: the ace does not follow the king.
rules-meld-caption-one-meld = The { $card } counts in the run or in the set of sevens, not in both.

## Deadwood

rules-deadwood-count = Every card that is not in a meld is deadwood. Your { $count } is the sum of their values: an ace counts 1, the cards 2 to 10 their number, the jack, queen and king 10 each.
rules-deadwood-values-caption = What each card counts.
rules-deadwood-lower = The lower your count, the better: it decides when you may knock, and when a hand ends it is what counts against you.
rules-deadwood-caption = This hand has { $sum } points of deadwood.

## Knocking

rules-knock-intro = After you draw, instead of an ordinary discard you may knock: your discard goes face down, and you lay your cards on the table, melds and deadwood apart. The hand ends there.
rules-knock-upcard-limit = You may knock when your deadwood count after the discard is no more than the hand's knock limit. { $rule } it is the value of the first upcard (10 for a ten or a face card), and an ace upcard means gin only. The table shows the hand's limit beside the piles.
rules-knock-upcard-limit-rule = Under these rules the limit changes every hand:
rules-knock-caption-upcard = With 9 deadwood you may knock when the first upcard was a 9, a 10 or a face card.
# $limit: 0 (bold), $gin: a link.
rules-knock-gin-only = Under these rules the knock limit is { $limit }: there is no knocking with deadwood, and the only way to end a hand is { $gin }.
rules-knock-caption-gin-only = With 9 deadwood you may not knock here: keep playing for gin.
# $limit: the knock limit (bold), $count the same number.
rules-knock-limit = You may knock when your deadwood count after the discard is { $limit } or less: the knock limit.
rules-knock-caption-may = With 9 deadwood you may knock (the limit is { $limit }).
rules-knock-caption-may-not = With 9 deadwood you may not knock yet: the limit is { $limit }.
# $must: "yes" when a player with gin must go gin, else "no".
rules-knock-any-turn =
    { $must ->
        [yes] You may knock on any turn, the first included, but you never have to (except that with gin you must go gin).
       *[no] You may knock on any turn, the first included, but you never have to.
    }
rules-knock-any-turn-gin =
    { $must ->
        [yes] You may go gin on any turn, the first included, but you never have to (except that with gin you must go gin).
       *[no] You may go gin on any turn, the first included, but you never have to.
    }
rules-knock-early = Knocking early with some deadwood is often good; but if the other player ends up with as little, they { $undercut } you.

## Gin

rules-gin-what = Knocking with no deadwood at all, every card in a meld after your discard, is going { $gin }.
# $bonus: the gin bonus (bold), $count the same number.
rules-gin-scores =
    { $count ->
        [one] Gin scores the gin bonus, { $bonus } point, plus the other player's whole deadwood count. After a gin the other player may not lay off any card, and a gin cannot be undercut.
       *[other] Gin scores the gin bonus, { $bonus } points, plus the other player's whole deadwood count. After a gin the other player may not lay off any card, and a gin cannot be undercut.
    }
rules-gin-caption = Gin. Against { $loser } deadwood it scores { $bonus } + { $loser } = { $total }.

## Big gin

# $off: the bold words rules-big-gin-off-words.
rules-big-gin-off = Big gin is { $off } under these rules: with eleven cards in melds after your draw you still discard one, and go gin as usual.
rules-big-gin-off-words = not played
rules-big-gin-off-caption = Eleven melded cards: here you discard one of the 3s and go gin.
rules-big-gin-what = If the card you draw puts all eleven of your cards into melds, you may lay them all down without discarding: { $big }.
rules-big-gin-scores =
    { $count ->
        [one] Big gin scores { $bonus } point plus the other player's deadwood; as after gin, nothing may be laid off.
       *[other] Big gin scores { $bonus } points plus the other player's deadwood; as after gin, nothing may be laid off.
    }
rules-big-gin-caption = Big gin: { $bonus } + { $loser } = { $total } against { $loser } deadwood.

## Laying off

# $run: a run (7♥ 8♥ 9♥), $next and $after: the cards that carry it on (10♥, J♥).
rules-layoff-what = When a player knocks, the other player (the defender) lays down their own melds too, then may { $layoff } deadwood cards onto the knocker's melds: a fourth card on a set of three, or cards that carry a run on at either end (a run { $run } takes the { $next }, and then the { $after }). Cards laid off no longer count as deadwood.
# $big: "yes" when big gin is played, else "no".
rules-layoff-never =
    { $big ->
        [yes] The knocker never lays off on the defender's melds. Nobody lays off after a gin or a big gin.
       *[no] The knocker never lays off on the defender's melds. Nobody lays off after a gin.
    }
rules-layoff-gin-only = Under these rules every hand ends with gin, so lay-offs never happen.
# $first, $second: the cards Bob laid off (K♣, 9♥).
rules-layoff-caption = Ann knocked with these melds. Bob laid off { $first } on her kings and { $second } on her run (outlined).

## Undercut

# $tie: "yes" when equal counts are an undercut too, else "no". $bonus: the undercut bonus (bold), $count the same number.
rules-undercut-what =
    { $tie ->
        [yes] { $count ->
            [one] After the lay-offs the two deadwood counts are compared. If the defender's count is lower than the knocker's, or the same, the defender wins the hand: an { $undercut }. The defender scores the undercut bonus, { $bonus } point, plus the difference.
           *[other] After the lay-offs the two deadwood counts are compared. If the defender's count is lower than the knocker's, or the same, the defender wins the hand: an { $undercut }. The defender scores the undercut bonus, { $bonus } points, plus the difference.
        }
       *[no] { $count ->
            [one] After the lay-offs the two deadwood counts are compared. If the defender's count is lower than the knocker's, the defender wins the hand: an { $undercut }. The defender scores the undercut bonus, { $bonus } point, plus the difference.
           *[other] After the lay-offs the two deadwood counts are compared. If the defender's count is lower than the knocker's, the defender wins the hand: an { $undercut }. The defender scores the undercut bonus, { $bonus } points, plus the difference.
        }
    }
rules-undercut-equal = If the counts are equal, nobody scores the hand.
rules-undercut-gin-only = Under these rules every knock is a gin, so an undercut cannot happen; this is how it goes elsewhere.
# $knocker: Ann's deadwood (8), $limit: these rules' knock limit.
rules-undercut-not-here = Under these rules Ann could not knock with { $knocker } (the limit is { $limit }); it shows the idea.
# The worked example: $knocker Ann's count, $first and $second the cards Bob laid off,
# $sum Bob's deadwood worked out, $defender his count, $bonus the undercut bonus, $total his score.
rules-undercut-caption = Ann knocked with { $knocker }. Bob laid off { $first } and { $second } and kept { $sum }: he undercuts her and scores { $bonus } + ({ $knocker } − { $defender }) = { $total }.
rules-hand-ann-knocks = Ann knocks
rules-hand-bob-defender = Bob, the defender

## Scoring a hand

# K and D: the two counts, as letters the list below uses.
rules-scoring-intro = Only the winner of a hand scores. Let K be the knocker's deadwood count and D the defender's after the lay-offs.
rules-scoring-knock = A knock with D more than K: the knocker scores D − K.
# $bonus: a bonus (bold).
rules-scoring-gin = Gin: the knocker scores { $bonus } + D.
rules-scoring-big-gin-off = Big gin: not played under these rules.
rules-scoring-big-gin = Big gin: the knocker scores { $bonus } + D.
rules-scoring-undercut =
    { $tie ->
        [yes] An undercut (D no more than K): the defender scores { $bonus } + K − D.
       *[no] An undercut (D less than K): the defender scores { $bonus } + K − D.
    }
rules-scoring-tie = D equal to K: nobody scores.
rules-scoring-spades = A hand whose first upcard was a spade scores double.
rules-scoring-void = A void hand scores nothing.
rules-scoring-caption = Ann knocked with { $knocker }; after laying off, Bob kept { $defender }. Ann scores { $defender } − { $knocker } = { $score }.
rules-hand-ann-deadwood = Ann's deadwood
rules-hand-bob-deadwood = Bob's deadwood

## Winning the game

# $target: the target score (bold), $count the same number.
rules-game-target =
    { $count ->
        [one] Each hand's points go to its winner. The first player to reach { $target } point wins the game.
       *[other] Each hand's points go to its winner. The first player to reach { $target } points wins the game.
    }
# $bonus: the game bonus, $box: the box bonus (both bold).
rules-game-bonuses = Then the bonuses are added: the winner gets the game bonus, { $bonus }; each player gets { $box } for every hand they won (the box, or line, bonus).
rules-game-no-bonus = No bonuses are added under these rules (game bonus 0, box 0): the points are the result.
rules-game-shutout-double = If the loser won no hand at all (a shutout), the winner's points and game bonus are doubled before the boxes are added.
rules-game-shutout-bonus = If the loser won no hand at all (a shutout), the winner gets a second game bonus.
rules-game-shutout-none = A shutout (the loser won no hand) earns nothing extra under these rules.
rules-game-result = The winner's result is the difference between the two totals.
rules-game-hollywood = Hollywood: three such games are kept on one score sheet and played with the same hands. A won hand counts in every game still open where its winner has already scored, and in the first open game where the winner has not (so your first win counts in game 1, the second in games 1 and 2, the third in all three). A game ends when someone reaches the target in it, with its own bonuses; the match ends when all three have, and the three games' totals are added up.
# The worked example: $loser Bob's deadwood, $bonus the gin bonus, $gain Ann's points for the hand, $before and $after her score.
rules-game-caption = Ann goes gin against { $loser } deadwood: { $bonus } + { $loser } = { $gain }, from { $before } to { $after } points, and the game is hers.
rules-name-ann = Ann
rules-name-bob = Bob
# The totals table: its first column (for screen readers) and its lines.
rules-totals-line = Line
rules-totals-hands-won = Hands won
rules-totals-points = Points
rules-totals-game-bonus = Game bonus
rules-totals-boxes = Boxes
rules-totals-shutout = Shutout
rules-totals-total = Total
rules-game-wins-by =
    { $net ->
        [one] Ann wins the game by { $net } point.
       *[other] Ann wins the game by { $net } points.
    }
rules-game-shutout-example = Had Bob won no hand (a shutout), Ann's total would be { $total } and she would win by { $net }.

## Other rules (presets)

rules-variants-intro = Gin rummy is played with small differences from one table to the next. This site offers these sets of rules:
# One preset: $preset its name (a link, the server's words), $about what it is.
rules-variants-item = { $preset }: { $about }
rules-preset-about-standard = The common rules of the rule books and the big gin apps.
rules-preset-about-oklahoma = The first upcard sets each hand's knock limit, and the game goes to 150.
rules-preset-about-oklahoma-spades = Oklahoma with a house rule: a spade upcard doubles the hand.
rules-preset-about-straight = No knocking with deadwood: a hand ends only with gin.
rules-preset-about-hollywood = Three games on one score sheet, played with the same hands: your first won hand counts in game 1, the second in games 1 and 2, the third and later in every game still open. Each game ends at its target with its own bonuses; the match ends when all three have.
rules-preset-about-eaai = The rules of the EAAI gin rummy challenge for computer players: no big gin, and no game, box or shutout bonus.
rules-preset-about-openspiel = OpenSpiel's gin rummy (AI research): one hand is the game, a taken card may be thrown straight back, equal counts score nothing, no big gin.
rules-preset-about-other = choose it above to see its numbers.
rules-variants-options = Each option can also be changed for one table, under “More options” on the start page.
# $seven, $king, $ace: three upcards in card notation (7♦, K♠, A♣).
rules-variants-caption = Oklahoma: the first upcard sets the knock limit. { $seven }: knock with 7 or less; { $king }: 10 (and with spades double, the hand counts double); { $ace }: gin only.
