# Die Regelseite (/rules). Die Zahlen der gewählten Regeln sind Argumente. Ein Argument
# wie { $melds } oder { $bonus } in einem Satz ist die Stelle, an der die Seite einen
# Link, ein fettes Wort oder eine fette Zahl einsetzt: frei verschieben, nicht weglassen.
# Die Kartenschreibweise (8♥, A 2 3) ist ebenfalls ein Argument.
# Die Spieler des Beispiels heißen Ann und Bob.

## Die Wörter der Seite (rules.html)

rules-page-title = So wird Gin Rummy gespielt
rules-page-title-preset = So wird Gin Rummy gespielt: { $preset }
rules-page-description =
    .content = Die Regeln von Gin Rummy in einfachen Worten, mit Karten: Kombinationen, Restpunkte, Klopfen, Gin, Anlegen, Unterbieten und Wertung.
rules-skip = Zu den Regeln springen
# loan: So heißt das Spiel auch in Deutschland
rules-site-name = Gin Rummy
rules-heading = So wird gespielt
rules-preset-label = Regeln
rules-summary-list =
    .aria-label = Diese Regeln in Zahlen
rules-toc =
    .aria-label = Abschnitte
rules-toc-goal = Ziel
rules-toc-deal = Geben
rules-toc-upcard = Offene Karte
rules-toc-turn = Ein Zug
rules-toc-stock = Stapel leer
rules-toc-meld = Kombinationen
rules-toc-deadwood = Restpunkte
rules-toc-knock = Klopfen
# loan: „Gin“ ist das Lehnwort am Tisch (GLOSSARY.md)
rules-toc-gin = Gin
rules-toc-big-gin = Big Gin
rules-toc-layoff = Anlegen
rules-toc-undercut = Unterbieten
rules-toc-scoring = Wertung eines Spiels
rules-toc-game = Die Partie gewinnen
rules-toc-variants = Andere Regeln
rules-title-goal = Das Ziel
rules-title-deal = Das Geben
rules-title-upcard = Die offene Karte
rules-title-turn = Ein Zug: ziehen, dann ablegen
rules-title-stock = Wenn der Stapel aufgebraucht ist
rules-title-meld = Kombinationen: Sätze und Folgen
rules-title-deadwood = Restpunkte
rules-title-knock = Klopfen
rules-title-gin = Gin machen
rules-title-big-gin = Big Gin
rules-title-layoff = Anlegen
rules-title-undercut = Unterbieten
rules-title-scoring = Die Wertung eines Spiels
rules-title-game = Die Partie gewinnen
rules-title-variants = Andere Regeln (Varianten)
rules-foot-play = Eine Partie spielen
rules-foot-top = Nach oben

## rules.js

rules-error-load = Die Regeln konnten nicht geladen werden: { $error }
rules-origin-table = Die Regeln deines Tisches: { $preset }.
rules-origin-table-changed = Die Regeln deines Tisches: { $preset }, mit { $changes }.
# loan: nur Platzhalter, die Schreibweise ist im Deutschen dieselbe
rules-option-changed = { $option }: { $value }
rules-value-off = aus
rules-value-yes = ja
rules-value-no = nein

## Die Regeln in Zahlen

rules-summary-knock = Klopfen mit
rules-knock-words-upcard = dem Wert der ersten offenen Karte
rules-knock-words-gin-only = 0: nur Gin
rules-knock-words-limit = { $limit } oder weniger
rules-summary-gin = Gin-Bonus
rules-summary-big-gin = Big Gin
rules-summary-big-gin-off = wird nicht gespielt
rules-summary-undercut = Unterbieten-Bonus
rules-summary-undercut-ties = { $bonus } (auch bei Gleichstand)
rules-summary-target = Partie bis
rules-summary-game-bonus = Partiebonus
rules-summary-box = Box je gewonnenem Spiel
rules-summary-shutout = Schneider
rules-shutout-double = verdoppelt die Punkte des Siegers
rules-shutout-bonus = bringt einen zweiten Partiebonus
rules-shutout-none = nichts extra
rules-summary-stock = Stapel leer
rules-summary-stock-reshuffle = neu mischen: { $when }
rules-summary-stock-void = Spiel ungültig
rules-summary-spades = Offene Pik-Karte
rules-summary-spades-double = verdoppelt das Spiel
rules-reshuffle-every = jedes Mal
rules-reshuffle-once = einmal
rules-reshuffle-times =
    { $count ->
        [one] höchstens { $count }-mal
       *[other] bis zu { $count }-mal
    }
rules-reshuffle-when-empty = { $often }, wenn der Stapel leer ist
rules-reshuffle-when-two = { $often }, wenn noch zwei Karten übrig sind

## Die Kartenbilder

rules-group-set =
    { $count ->
        [4] Vierling: { $cards }
       *[other] Drilling: { $cards }
    }
rules-group-run = Folge: { $cards }
rules-group-deadwood =
    { $points ->
        [one] Restkarten, { $points } Punkt: { $cards }
       *[other] Restkarten, { $points } Punkte: { $cards }
    }
rules-group-bad = Keine Kombination: { $cards }
rules-card-laid-off = { $card }, angelegt
rules-card-back = verdeckte Karte
rules-backs =
    { $count ->
        [one] { $count } verdeckte Karte
       *[other] { $count } verdeckte Karten
    }
rules-note-laid-off = angelegt
rules-note-deadwood = Restpunkte { $points }
rules-note-stock = Stapel: { $count }
rules-note-upcard = offene Karte
rules-note-your-cards = deine Karten (ein Teil)
rules-note-set = Satz
rules-note-run = Folge
rules-note-not-run = keine Folge
rules-note-two-sevens = zwei Siebener
rules-note-ten-double = { $points }, doppelt
rules-note-gin-only = nur Gin

## Wörter in den Sätzen

rules-link-melds = Kombinationen
rules-link-deadwood = Restkarten
rules-link-knocks = klopft
# loan: „Gin“ ist das Lehnwort am Tisch (GLOSSARY.md)
rules-link-gin = Gin
rules-link-upcard = offene Karte
rules-link-undercut = unterbietet
rules-word-stock = Stapel
rules-word-draw = ziehst
rules-word-discard = legst
rules-word-void = ungültig
rules-word-set = Satz
rules-word-run = Folge
rules-word-deadwood-count = Restpunktzahl
# loan: „Gin“ ist das Lehnwort am Tisch (GLOSSARY.md)
rules-word-gin = Gin
rules-word-big-gin = Big Gin
rules-word-lay-off = anlegen
rules-word-undercut = Unterbieten

## Das Ziel

rules-goal-intro = Gin Rummy ist ein Kartenspiel für zwei. Du versuchst, deine zehn Karten so in { $melds } zu ordnen (Sätze gleichen Rangs, Folgen in einer Farbe), dass die übrigen Karten, deine { $deadwood }, so wenig wie möglich zählen.
rules-goal-end =
    { $count ->
        [one] Ein Spiel endet, wenn ein Spieler { $knocks } (mit wenigen Restpunkten auslegt) oder { $gin } macht (gar keine Restpunkte). Die bessere Hand bekommt Punkte, und wer zuerst { $target } Punkt erreicht, gewinnt die Partie.
       *[other] Ein Spiel endet, wenn ein Spieler { $knocks } (mit wenigen Restpunkten auslegt) oder { $gin } macht (gar keine Restpunkte). Die bessere Hand bekommt Punkte, und wer zuerst { $target } Punkte erreicht, gewinnt die Partie.
    }
rules-goal-end-one-hand =
    { $count ->
        [one] Ein Spiel endet, wenn ein Spieler { $knocks } (mit wenigen Restpunkten auslegt) oder { $gin } macht (gar keine Restpunkte). Die bessere Hand bekommt Punkte, und nach diesen Regeln beendet das erste Spiel mit Punkten die Partie ({ $target } Punkt zum Sieg).
       *[other] Ein Spiel endet, wenn ein Spieler { $knocks } (mit wenigen Restpunkten auslegt) oder { $gin } macht (gar keine Restpunkte). Die bessere Hand bekommt Punkte, und nach diesen Regeln beendet das erste Spiel mit Punkten die Partie ({ $target } Punkte zum Sieg).
    }
rules-goal-caption = Zwei Kombinationen und vier einzelne Karten: { $sum } Restpunkte.

## Das Geben

rules-deal-pack = Ein gewöhnliches Blatt mit 52 Karten, ohne Joker. Der Geber gibt jedem Spieler zehn Karten, einzeln und verdeckt.
rules-deal-upcard = Die nächste Karte wird aufgedeckt: Das ist die { $upcard }, die erste Karte des Ablagestapels. Die übrigen { $count } Karten bleiben verdeckt liegen: der { $stock }.
rules-deal-first-random = Wer das erste Spiel gibt, wird ausgelost
rules-deal-first-opener = Das erste Spiel gibt, wer den Tisch eröffnet hat
rules-deal-first-second = Das erste Spiel gibt der zweite Spieler
rules-deal-rotation-alternate = danach geben die Spieler abwechselnd
rules-deal-rotation-loser = danach gibt der Verlierer jedes Spiels das nächste
rules-deal-rotation-winner = danach gibt der Gewinner jedes Spiels das nächste
rules-deal-rotation-other = dann wechselt das Geben
rules-deal-order = { $first }; { $rotation }. Nach einem Spiel, in dem niemand punktet, gibt derselbe Spieler noch einmal.
rules-deal-caption = Der Stapel (verdeckt) und daneben die offene Karte.

## Die offene Karte

rules-upcard-offer-dealer-plays = Der erste Zug ist besonders. Wer nicht gegeben hat, darf die offene Karte nehmen oder passen. Passt er, spielt der Geber zuerst: Er nimmt die offene Karte oder zieht vom Stapel, und dann geht es reihum weiter.
rules-upcard-offer = Der erste Zug ist besonders. Wer nicht gegeben hat, darf die offene Karte nehmen oder passen. Passt er, darf der Geber sie nehmen oder passen. Passen beide, beginnt der Nicht-Geber mit einer Karte vom Stapel. Wer die offene Karte nimmt, legt danach eine Karte ab, und dann geht es reihum weiter.
rules-upcard-no-offer = Nach diesen Regeln wird die offene Karte nicht angeboten: Der Nicht-Geber beginnt mit einem gewöhnlichen Zug.
rules-upcard-advice = Nimm sie, wenn sie mit deinen Karten eine Kombination bildet oder fast. Denk daran, dass der Gegner sieht, welche Karte du genommen hast.
rules-upcard-sets-limit = { $rule } ihr Wert, 10 für eine Zehn oder eine Bildkarte. Ein Ass bedeutet, dass dieses Spiel nur mit Gin enden kann.
rules-upcard-sets-limit-rule = Nach diesen Regeln bestimmt die offene Karte auch die Klopfgrenze des Spiels:
rules-upcard-spades = Ist die offene Karte ein Pik, zählen die Punkte des Spiels doppelt.
rules-upcard-caption = Die offene Karte { $upcard } ergänzt deine { $cards } zu einer Folge: Sie lohnt sich.

## Ein Zug

rules-turn-parts = Jeder Zug hat zwei Teile. Zuerst { $draw } du eine Karte: die oberste des Stapels (niemand hat sie gesehen) oder die oberste des Ablagestapels (die Karte, die der Gegner gerade abgelegt hat). Dann { $discard } du eine Karte offen auf den Ablagestapel. Nach deinem Zug hast du wieder zehn Karten.
rules-turn-throw-back = Nach diesen Regeln darfst du sogar die Karte wieder ablegen, die du gerade vom Ablagestapel genommen hast.
rules-turn-no-throw-back = Eine Karte vom Ablagestapel darf im selben Zug nicht gleich wieder abgelegt werden.
rules-turn-pile = Nur die oberste Karte des Ablagestapels kann genommen werden; die Karten darunter sind aus dem Spiel, aber beide Spieler dürfen sie durchsehen. Am Tisch steht unter jeder deiner Karten, wie viele Restpunkte du behältst, wenn du sie ablegst.
rules-turn-caption = Du hast { $drawn } gezogen, die deine Folge verlängert. Lege { $discard } ab, deine höchste einzelne Karte: Dir bleiben { $sum } Restpunkte.

## Wenn der Stapel aufgebraucht ist

rules-stock-reshuffle = Ist der Stapel aufgebraucht, wird der Ablagestapel bis auf seine oberste Karte mit dem Rest des Stapels zu einem neuen Stapel gemischt: { $when }. Beim nächsten Mal endet das Spiel ohne Wertung (ein ungültiges Spiel).
rules-stock-void = Die letzten zwei Karten des Stapels werden nie gezogen. Legt der Spieler, der die Karte davor gezogen hat, ab, ohne zu klopfen, endet das Spiel ohne Punkte für irgendwen: Das Spiel ist { $void }.
rules-stock-upcard-knock = Nach diesen Regeln darf der Spieler am Zug bei zwei Karten im Stapel die offene Karte nur nehmen, um damit zu klopfen; sonst ist das Spiel ungültig.
rules-stock-max-draws =
    { $count ->
        [one] Ein Spiel ist auch ungültig, nachdem { $count } Karte vom Ablagestapel genommen wurde.
       *[other] Ein Spiel ist auch ungültig, nachdem { $count } Karten vom Ablagestapel genommen wurden.
    }
rules-stock-repeated-upcard = Ungültig ist es auch, wenn beide Spieler nacheinander die offene Karte nehmen und gleich wieder ablegen.
rules-stock-redeal = Nach einem ungültigen Spiel gibt derselbe Geber noch einmal.
rules-stock-caption = Die letzten zwei Karten des Stapels bleiben liegen.

## Kombinationen

rules-meld-kinds = Eine Kombination ist ein Satz oder eine Folge. Ein { $set } besteht aus drei oder vier Karten gleichen Rangs: drei Könige, vier Siebener. Eine { $run } besteht aus drei oder mehr Karten einer Farbe in Reihe: { $run1 } oder { $run2 }.
rules-meld-ace = Das Ass ist immer niedrig: { $low } in einer Farbe ist eine Folge, { $high } nicht. Eine Karte kann immer nur in einer Kombination sein.
rules-meld-keep = Du behältst deine Kombinationen auf der Hand, bis das Spiel endet; der Tisch ordnet deine Karten für dich in die besten Kombinationen.
rules-meld-caption-kinds = Ein Satz, eine Folge, eine Folge ab dem Ass und keine Folge: Das Ass folgt nicht auf den König.
rules-meld-caption-one-meld = Die { $card } zählt in der Folge oder im Satz der Siebener, nicht in beiden.

## Restpunkte

rules-deadwood-count = Jede Karte, die in keiner Kombination ist, ist eine Restkarte. Deine { $count } ist die Summe ihrer Werte: ein Ass zählt 1, die Karten 2 bis 10 ihre Zahl, Bube, Dame und König je 10.
rules-deadwood-values-caption = Was jede Karte zählt.
rules-deadwood-lower = Je niedriger deine Zahl, desto besser: Sie entscheidet, wann du klopfen darfst, und am Ende eines Spiels zählt sie gegen dich.
rules-deadwood-caption = Diese Hand hat { $sum } Restpunkte.

## Klopfen

rules-knock-intro = Nach dem Ziehen darfst du statt eines gewöhnlichen Ablegens klopfen: Deine abgelegte Karte kommt verdeckt hin, und du legst deine Karten auf den Tisch, Kombinationen und Restkarten getrennt. Damit endet das Spiel.
rules-knock-upcard-limit = Du darfst klopfen, wenn deine Restpunkte nach dem Ablegen nicht über der Klopfgrenze des Spiels liegen. { $rule } Sie ist der Wert der ersten offenen Karte (10 für eine Zehn oder eine Bildkarte), und ein offenes Ass bedeutet nur Gin. Der Tisch zeigt die Grenze des Spiels neben den Stapeln.
rules-knock-upcard-limit-rule = Nach diesen Regeln ändert sich die Grenze jedes Spiel:
rules-knock-caption-upcard = Mit 9 Restpunkten darfst du klopfen, wenn die erste offene Karte eine 9, eine 10 oder eine Bildkarte war.
rules-knock-gin-only = Nach diesen Regeln ist die Klopfgrenze { $limit }: Mit Restpunkten wird nicht geklopft, und ein Spiel endet nur mit { $gin }.
rules-knock-caption-gin-only = Mit 9 Restpunkten darfst du hier nicht klopfen: Spiel weiter auf Gin.
rules-knock-limit = Du darfst klopfen, wenn deine Restpunkte nach dem Ablegen { $limit } oder weniger sind: die Klopfgrenze.
rules-knock-caption-may = Mit 9 Restpunkten darfst du klopfen (die Grenze ist { $limit }).
rules-knock-caption-may-not = Mit 9 Restpunkten darfst du noch nicht klopfen: Die Grenze ist { $limit }.
rules-knock-any-turn =
    { $must ->
        [yes] Du darfst in jedem Zug klopfen, auch im ersten, musst es aber nie (nur mit Gin musst du Gin machen).
       *[no] Du darfst in jedem Zug klopfen, auch im ersten, musst es aber nie.
    }
rules-knock-any-turn-gin =
    { $must ->
        [yes] Du darfst in jedem Zug Gin machen, auch im ersten, musst es aber nie (nur mit Gin musst du Gin machen).
       *[no] Du darfst in jedem Zug Gin machen, auch im ersten, musst es aber nie.
    }
rules-knock-early = Früh mit ein paar Restpunkten zu klopfen ist oft gut; hat der Gegner am Ende aber genauso wenig, { $undercut } er dich.

## Gin

rules-gin-what = Mit gar keinen Restpunkten zu klopfen, jede Karte nach dem Ablegen in einer Kombination, heißt { $gin } machen.
rules-gin-scores =
    { $count ->
        [one] Gin bringt den Gin-Bonus, { $bonus } Punkt, plus alle Restpunkte des Gegners. Nach einem Gin darf der Gegner keine Karte anlegen, und ein Gin kann nicht unterboten werden.
       *[other] Gin bringt den Gin-Bonus, { $bonus } Punkte, plus alle Restpunkte des Gegners. Nach einem Gin darf der Gegner keine Karte anlegen, und ein Gin kann nicht unterboten werden.
    }
rules-gin-caption = Gin. Gegen { $loser } Restpunkte bringt er { $bonus } + { $loser } = { $total }.

## Big Gin

rules-big-gin-off = Big Gin ist nach diesen Regeln { $off }: Mit elf Karten in Kombinationen nach dem Ziehen legst du trotzdem eine ab und machst wie gewohnt Gin.
rules-big-gin-off-words = nicht erlaubt
rules-big-gin-off-caption = Elf Karten in Kombinationen: Hier legst du eine der Dreien ab und machst Gin.
rules-big-gin-what = Bringt die gezogene Karte alle elf deiner Karten in Kombinationen, darfst du sie alle auslegen, ohne abzulegen: { $big }.
rules-big-gin-scores =
    { $count ->
        [one] Big Gin bringt { $bonus } Punkt plus die Restpunkte des Gegners; wie nach Gin darf nichts angelegt werden.
       *[other] Big Gin bringt { $bonus } Punkte plus die Restpunkte des Gegners; wie nach Gin darf nichts angelegt werden.
    }
rules-big-gin-caption = Big Gin: { $bonus } + { $loser } = { $total } gegen { $loser } Restpunkte.

## Anlegen

rules-layoff-what = Klopft ein Spieler, legt der andere (der Verteidiger) ebenfalls seine Kombinationen aus und darf dann Restkarten an die Kombinationen des Klopfenden { $layoff }: eine vierte Karte an einen Satz aus drei oder Karten, die eine Folge an einem Ende fortsetzen (eine Folge { $run } nimmt die { $next } und dann den { $after }). Angelegte Karten zählen nicht mehr als Restpunkte.
rules-layoff-never =
    { $big ->
        [yes] Der Klopfende legt nie an die Kombinationen des Verteidigers an. Nach einem Gin oder Big Gin legt niemand an.
       *[no] Der Klopfende legt nie an die Kombinationen des Verteidigers an. Nach einem Gin legt niemand an.
    }
rules-layoff-gin-only = Nach diesen Regeln endet jedes Spiel mit Gin, also wird nie angelegt.
rules-layoff-caption = Ann hat mit diesen Kombinationen geklopft. Bob hat { $first } an ihre Könige und { $second } an ihre Folge angelegt (umrandet).

## Unterbieten

rules-undercut-what =
    { $tie ->
        [yes] { $count ->
            [one] Nach dem Anlegen werden die beiden Restpunktzahlen verglichen. Ist die des Verteidigers niedriger als die des Klopfenden oder gleich, gewinnt der Verteidiger das Spiel: { $undercut }. Der Verteidiger bekommt den Unterbieten-Bonus, { $bonus } Punkt, plus den Unterschied.
           *[other] Nach dem Anlegen werden die beiden Restpunktzahlen verglichen. Ist die des Verteidigers niedriger als die des Klopfenden oder gleich, gewinnt der Verteidiger das Spiel: { $undercut }. Der Verteidiger bekommt den Unterbieten-Bonus, { $bonus } Punkte, plus den Unterschied.
        }
       *[no] { $count ->
            [one] Nach dem Anlegen werden die beiden Restpunktzahlen verglichen. Ist die des Verteidigers niedriger als die des Klopfenden, gewinnt der Verteidiger das Spiel: { $undercut }. Der Verteidiger bekommt den Unterbieten-Bonus, { $bonus } Punkt, plus den Unterschied.
           *[other] Nach dem Anlegen werden die beiden Restpunktzahlen verglichen. Ist die des Verteidigers niedriger als die des Klopfenden, gewinnt der Verteidiger das Spiel: { $undercut }. Der Verteidiger bekommt den Unterbieten-Bonus, { $bonus } Punkte, plus den Unterschied.
        }
    }
rules-undercut-equal = Sind beide Zahlen gleich, punktet niemand.
rules-undercut-gin-only = Nach diesen Regeln ist jedes Klopfen ein Gin, Unterbieten kann also nicht vorkommen; so läuft es anderswo.
rules-undercut-not-here = Nach diesen Regeln dürfte Ann mit { $knocker } nicht klopfen (die Grenze ist { $limit }); das Beispiel zeigt die Idee.
rules-undercut-caption = Ann hat mit { $knocker } geklopft. Bob hat { $first } und { $second } angelegt und { $sum } behalten: Er unterbietet sie und bekommt { $bonus } + ({ $knocker } − { $defender }) = { $total }.
rules-hand-ann-knocks = Ann klopft
rules-hand-bob-defender = Bob, der Verteidiger

## Die Wertung eines Spiels

rules-scoring-intro = Nur der Gewinner eines Spiels punktet. K sei die Restpunktzahl des Klopfenden und V die des Verteidigers nach dem Anlegen.
rules-scoring-knock = Klopfen mit V größer als K: Der Klopfende bekommt V − K.
rules-scoring-gin = Gin: Der Klopfende bekommt { $bonus } + V.
rules-scoring-big-gin-off = Big Gin: wird nach diesen Regeln nicht gespielt.
rules-scoring-big-gin = Big Gin: Der Klopfende bekommt { $bonus } + V.
rules-scoring-undercut =
    { $tie ->
        [yes] Unterbieten (V nicht größer als K): Der Verteidiger bekommt { $bonus } + K − V.
       *[no] Unterbieten (V kleiner als K): Der Verteidiger bekommt { $bonus } + K − V.
    }
rules-scoring-tie = V gleich K: Niemand punktet.
rules-scoring-spades = Ein Spiel, dessen erste offene Karte ein Pik war, zählt doppelt.
rules-scoring-void = Ein ungültiges Spiel bringt nichts.
rules-scoring-caption = Ann hat mit { $knocker } geklopft; nach dem Anlegen hat Bob { $defender } behalten. Ann bekommt { $defender } − { $knocker } = { $score }.
rules-hand-ann-deadwood = Anns Restkarten
rules-hand-bob-deadwood = Bobs Restkarten

## Die Partie gewinnen

rules-game-target =
    { $count ->
        [one] Die Punkte jedes Spiels gehen an seinen Gewinner. Wer zuerst { $target } Punkt erreicht, gewinnt die Partie.
       *[other] Die Punkte jedes Spiels gehen an seinen Gewinner. Wer zuerst { $target } Punkte erreicht, gewinnt die Partie.
    }
rules-game-bonuses = Dann kommen die Boni hinzu: Der Sieger bekommt den Partiebonus, { $bonus }; jeder Spieler bekommt { $box } für jedes gewonnene Spiel (die Box).
rules-game-no-bonus = Nach diesen Regeln gibt es keine Boni (Partiebonus 0, Box 0): Die Punkte sind das Ergebnis.
rules-game-shutout-double = Hat der Verlierer gar kein Spiel gewonnen (Schneider), werden die Punkte und der Partiebonus des Siegers verdoppelt, bevor die Boxen dazukommen.
rules-game-shutout-bonus = Hat der Verlierer gar kein Spiel gewonnen (Schneider), bekommt der Sieger einen zweiten Partiebonus.
rules-game-shutout-none = Ein Schneider (der Verlierer hat kein Spiel gewonnen) bringt nach diesen Regeln nichts extra.
rules-game-result = Das Ergebnis des Siegers ist der Unterschied der beiden Summen.
rules-game-hollywood = Hollywood: Drei solche Partien stehen auf einem Spielblatt und werden mit denselben Spielen gespielt. Ein gewonnenes Spiel zählt in jeder noch offenen Partie, in der sein Gewinner schon gepunktet hat, und in der ersten offenen Partie, in der er es noch nicht hat (dein erster Sieg zählt in Partie 1, der zweite in Partie 1 und 2, der dritte in allen dreien). Eine Partie endet, wenn jemand darin das Ziel erreicht, mit ihren eigenen Boni; das Match endet, wenn alle drei beendet sind, und die Summen der drei Partien werden addiert.
rules-game-caption = Ann macht Gin gegen { $loser } Restpunkte: { $bonus } + { $loser } = { $gain }, von { $before } auf { $after } Punkte, und die Partie gehört ihr.
# loan: ein Name
rules-name-ann = Ann
# loan: ein Name
rules-name-bob = Bob
rules-totals-line = Zeile
rules-totals-hands-won = Gewonnene Spiele
rules-totals-points = Punkte
rules-totals-game-bonus = Partiebonus
rules-totals-boxes = Boxen
rules-totals-shutout = Schneider
rules-totals-total = Summe
rules-game-wins-by =
    { $net ->
        [one] Ann gewinnt die Partie mit { $net } Punkt Vorsprung.
       *[other] Ann gewinnt die Partie mit { $net } Punkten Vorsprung.
    }
rules-game-shutout-example = Hätte Bob kein Spiel gewonnen (Schneider), hätte Ann { $total } und würde mit { $net } gewinnen.

## Andere Regeln (Varianten)

rules-variants-intro = Gin Rummy wird von Tisch zu Tisch mit kleinen Unterschieden gespielt. Diese Seite bietet diese Regelsätze an:
# loan: nur Platzhalter, die Schreibweise ist im Deutschen dieselbe
rules-variants-item = { $preset }: { $about }
rules-preset-about-standard = Die üblichen Regeln der Regelbücher und der großen Gin-Apps.
rules-preset-about-oklahoma = Die erste offene Karte bestimmt die Klopfgrenze jedes Spiels, und die Partie geht bis 150.
rules-preset-about-oklahoma-spades = Oklahoma mit einer Hausregel: Eine offene Pik-Karte verdoppelt das Spiel.
rules-preset-about-straight = Kein Klopfen mit Restpunkten: Ein Spiel endet nur mit Gin.
rules-preset-about-hollywood = Drei Partien auf einem Spielblatt, mit denselben Spielen gespielt: Dein erstes gewonnenes Spiel zählt in Partie 1, das zweite in Partie 1 und 2, das dritte und jedes weitere in jeder noch offenen Partie. Jede Partie endet an ihrem Ziel mit ihren eigenen Boni; das Match endet, wenn alle drei beendet sind.
rules-preset-about-eaai = Die Regeln des EAAI-Gin-Rummy-Wettbewerbs für Computerspieler: kein Big Gin und weder Partie-, Box- noch Schneiderbonus.
rules-preset-about-openspiel = Gin Rummy von OpenSpiel (KI-Forschung): Ein Spiel ist die ganze Partie, eine genommene Karte darf gleich wieder abgelegt werden, Gleichstand bringt nichts, kein Big Gin.
rules-preset-about-other = wähle sie oben, um ihre Zahlen zu sehen.
rules-variants-options = Jede Option lässt sich auch für einen einzelnen Tisch ändern, unter „Weitere Optionen“ auf der Startseite.
rules-variants-caption = Oklahoma: Die erste offene Karte bestimmt die Klopfgrenze. { $seven }: klopfen mit 7 oder weniger; { $king }: 10 (und mit doppeltem Pik zählt das Spiel doppelt); { $ace }: nur Gin.
