# Die Erklärung des Showdowns im Browser (outcome.js), die Tipps der ersten Partie
# (guide.js), der Spielblock bei Hollywood (hollywood.js) und das Zurücknehmen
# (forgiveness.js). Siehe die englische Datei für die Platzhalter.

showdown-player = Spieler { $number }

## Warum die Runde so endete: die Erklärung beim Showdown.
showdown-why-void = Diese Runde zählt nicht; derselbe Geber gibt noch einmal.
showdown-why-void-reason = Diese Runde zählt nicht ({ $reason }); derselbe Geber gibt noch einmal.
showdown-why-after-layoff = {" "}nach dem { $layoff } { $count ->
        [one] einer Karte
       *[other] von { $count } Karten
    }
    .layoff = Anlegen
showdown-why-knock =
    { $kwho ->
        [you] Du hast
       *[other] { $knocker } hat
    } mit { $k } { $deadwood } { $knocked }; { $dwho ->
        [you] du hattest
       *[other] { $defender } hatte
    } { $d } übrig{ $after }, also { $kwho ->
        [you] bekommst du
       *[other] bekommt { $knocker }
    } die Differenz, { $base }.
    .knocked = geklopft
    .deadwood = Restpunkten
showdown-why-gin =
    { $kwho ->
        [you] Du hast
       *[other] { $knocker } hat
    } { $gin } gemacht: jede Karte in einer Kombination, keine { $deadwood } übrig. { $kwho ->
        [you] Du bekommst
       *[other] { $knocker } bekommt
    } den Gin-Bonus, { $bonus }, plus { $dwho ->
        [you] deine { $d } Restpunkte
       *[other] die { $d } Restpunkte von { $defender }
    }: { $base }.
    .gin = Gin
    .deadwood = Restkarten
showdown-why-big-gin =
    { $kwho ->
        [you] Du hast
       *[other] { $knocker } hat
    } { $biggin } gemacht: alle elf Karten in Kombinationen, keine { $deadwood } übrig. { $kwho ->
        [you] Du bekommst
       *[other] { $knocker } bekommt
    } den Big-Gin-Bonus, { $bonus }, plus { $dwho ->
        [you] deine { $d } Restpunkte
       *[other] die { $d } Restpunkte von { $defender }
    }: { $base }.
    .biggin = Big Gin
    .deadwood = Restkarten
showdown-why-undercut =
    { $kwho ->
        [you] Du hast
       *[other] { $knocker } hat
    } mit { $k } { $deadwood } { $knocked }; { $dwho ->
        [you] du hattest
       *[other] { $defender } hatte
    } nur { $d } übrig{ $after }, nicht mehr als { $kwho ->
        [you] du
       *[other] { $knocker }
    }: das ist { $undercut }. { $dwho ->
        [you] Du bekommst
       *[other] { $defender } bekommt
    } den Bonus fürs Unterbieten, { $bonus }, plus die Differenz, { $difference }: { $base }.
    .knocked = geklopft
    .deadwood = Restpunkten
    .undercut = Unterbieten
showdown-why-tie =
    { $kwho ->
        [you] Du hast
       *[other] { $knocker } hat
    } mit { $k } { $deadwood } { $knocked }; { $dwho ->
        [you] du hattest
       *[other] { $defender } hatte
    } ebenfalls { $d }{ $after }. Nach diesen Regeln ist Gleichstand kein { $undercut }, also punktet niemand.
    .knocked = geklopft
    .deadwood = Restpunkten
    .undercut = Unterbieten
showdown-why-doubled = {" "}Die offene Pik-Karte verdoppelt das: { $points }.

## Die Tipps der ersten Partie. Die Tasten in Klammern (t, p, d, g, k) bleiben.
showdown-tip-your-opponent = dein Gegner
showdown-tip-label = Tipp
# loan: nur der Titel und ein Punkt
showdown-tip-heading = { $title }.
showdown-tip-named = Tipp: { $title }
showdown-tip-live = Tipp: { $title }. { $text }
showdown-tip-more = Mehr
showdown-tip-got-it = Verstanden
showdown-tip-off = Keine Tipps mehr
showdown-tip-read = Lesen
showdown-tip-title-upcard = Die offene Karte
showdown-tip-title-draw = Ziehen
# loan: „Gin“ ist auch auf Deutsch der Name (Glossar)
showdown-tip-title-gin = Gin
showdown-tip-title-knock = Klopfen
showdown-tip-title-deadwood = Restpunkte
showdown-tip-title-undercut = Unterbieten
showdown-tip-title-layoff = Anlegen
showdown-tip-upcard = Die aufgedeckte Karte ist die offene Karte: der Anfang des Ablagestapels. Im ersten Zug darfst du sie nehmen (t), wenn sie dir zu einer Kombination hilft, oder passen (p).
showdown-tip-upcard-card = Die aufgedeckte Karte, { $card }, ist die offene Karte: der Anfang des Ablagestapels. Im ersten Zug darfst du sie nehmen (t), wenn sie dir zu einer Kombination hilft, oder passen (p).
showdown-tip-upcard-after = Passt du, darf { $name } sie nehmen.
showdown-tip-upcard-after-dealer = Passt du auch, beginnt { $name } mit einer Karte vom Stapel.
showdown-tip-draw = In jedem Zug ziehst du eine Karte: vom Stapel (d), verdeckt und ungesehen. Dann legst du eine Karte ab.
showdown-tip-draw-or-take = In jedem Zug ziehst du eine Karte: vom Stapel (d), verdeckt und ungesehen, oder die oberste Karte des Ablagestapels, { $card } (t), was { $name } sieht. Dann legst du eine Karte ab.
showdown-tip-gin-can = Du kannst Gin machen (g): jede Karte in einer Kombination. Gin bringt einen Bonus plus alle Restpunkte von { $name }, und { $name } darf nicht anlegen.
showdown-tip-gin-went =
    { $who ->
        [you] Du hast
       *[other] { $name } hat
    } { $outcome ->
        [big_gin] Big Gin gemacht: alle elf Karten
       *[gin] Gin gemacht: alle zehn Karten
    } in Kombinationen. Gin bringt einen Bonus plus die Restpunkte des anderen Spielers; nichts kann angelegt werden, und es gibt kein Unterbieten.
showdown-tip-knock = Du darfst klopfen (k): verdeckt ablegen mit { $limit } oder weniger Restpunkten, und die Runde endet.
showdown-tip-knock-little = Du darfst klopfen (k): verdeckt ablegen mit wenigen Restpunkten, und die Runde endet.
showdown-tip-knock-least = Du kannst auf { $best } kommen.
showdown-tip-knock-undercut = Hat { $name } danach aber nicht mehr Restpunkte als du, ist das Unterbieten.
showdown-tip-deadwood = Die Karten in keiner Kombination (der dunkle Kasten) sind Restkarten. Die Zahl unter jeder Karte sind deine Restpunkte, wenn du sie ablegst: je niedriger, desto besser.
showdown-tip-deadwood-count = Die Karten in keiner Kombination (der dunkle Kasten) sind Restkarten; deine zählen { $count }. Die Zahl unter jeder Karte sind deine Restpunkte, wenn du sie ablegst: je niedriger, desto besser.
showdown-tip-undercut =
    { $who ->
        [you] Du hattest
       *[other] { $name } hatte
    } nach dem Anlegen { $d } Restpunkte, nicht mehr als die { $k } des Klopfenden, also { $who ->
        [you] hast du
       *[other] hat { $name }
    } die Runde und den Bonus fürs Unterbieten gewonnen.
showdown-tip-layoff =
    { $who ->
        [you] Du hast { $cards } an die Kombinationen von { $name } angelegt
       *[other] { $name } hat { $cards } an deine Kombinationen angelegt
    } (orange umrandet). Angelegte Karten zählen nicht mehr als Restpunkte.

## Ein Klopfen, das Gin war, in den Zügen der Runde.
showdown-event-gin =
    { $who ->
        [you] du hast
       *[other] { $name } hat
    } { $outcome ->
        [big_gin] Big Gin
       *[gin] Gin
    } gemacht
showdown-event-gin-card =
    { $who ->
        [you] du hast
       *[other] { $name } hat
    } { $outcome ->
        [big_gin] Big Gin
       *[gin] Gin
    } gemacht und { $card } abgelegt

## Der Spielblock bei Hollywood (drei Partien auf einem Block).
# loan: der Name dieser Zählweise, wie auf der Regelseite
showdown-hollywood = Hollywood
showdown-hollywood-game = Hollywood, Partie { $number }
showdown-sheet-hand = Runde { $hand }
showdown-sheet-hand-head = Runde
showdown-sheet-score = Stand
showdown-sheet-empty = Noch keine Runde gewertet.
showdown-sheet-game-over = beendet
showdown-sheet-game = Partie { $number }
showdown-sheet-game-short = P{ $number }
showdown-sheet-caption = Hollywood: drei Partien; Stand { $name0 }–{ $name1 }
showdown-sheet-caption-target = Hollywood: drei Partien, jede bis { $target }; Stand { $name0 }–{ $name1 }

## Eine abgelegte Karte zurücknehmen (gegen den Computer) und das Ablegen bestätigen
## (gegen einen Menschen).
showdown-take-back = Zurücknehmen
showdown-take-back-card = { $card } zurücknehmen
showdown-confirm-discard = Ablegen?
showdown-confirm-discard-card = { $card } ablegen?
showdown-confirm-cancel = Abbrechen
showdown-confirm-yes = Ablegen
