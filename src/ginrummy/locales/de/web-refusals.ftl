# Warum ein Zug abgelehnt wurde (das `action/illegal` des Servers), vom Tisch aus dem
# getypten Grund und den Angaben der Ablehnung gesagt (notices.js illegalText).

## Die Züge vor dem Ziehen, eingesetzt in die moves-* aus play.ftl ($card: die offene Karte)

refusals-move-draw = ziehen
refusals-move-take = { $card } nehmen
refusals-move-pass = passen

## Warum ein Zug nicht erlaubt ist

refusals-drawn-already = Nicht erlaubt: du hast schon gezogen; leg eine Karte ab oder klopfe.
refusals-reason-game_over = Nicht erlaubt: die Runde ist vorbei.
refusals-reason-not_your_turn = Nicht erlaubt: du bist nicht am Zug.
refusals-reason-wrong_phase = An dieser Stelle deines Zugs nicht erlaubt.
refusals-reason-card_not_in_hand = Nicht erlaubt: diese Karte hast du nicht auf der Hand.
refusals-reason-cannot_discard_taken_upcard = Nicht erlaubt: die gerade vom Ablagestapel genommene Karte darfst du in diesem Zug nicht ablegen.
refusals-reason-deadwood_too_high = Nicht erlaubt: deine Restpunkte lägen über der Klopfgrenze.
refusals-reason-big_gin_disabled = Nicht erlaubt: Big Gin wird nach diesen Regeln nicht gespielt.
refusals-reason-not_big_gin = Nicht erlaubt: für Big Gin müssen alle elf Karten in Kombinationen liegen.
refusals-reason-bad_melds = Nicht erlaubt: diese Kombinationen bestehen nicht aus deinen eigenen Karten.
refusals-reason-must_knock_on_gin = Nicht erlaubt: du hast Gin auf der Hand und musst Gin machen.
refusals-reason-stock_end = Nicht erlaubt: bei zwei Karten im Stapel darfst du nur klopfen.
refusals-reason-bad_hand = Nicht erlaubt: diese Runde kann nicht gespielt werden.
