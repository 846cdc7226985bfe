# Die Kurzregeln hinter ? im Vollbildspiel: die Regeln dieser Partie, jede Zahl ist die
# dieser Partie. Jede Nachricht ist ein Absatz (auf 72 Spalten umbrochen).

tui-primer-title = Die Regeln dieser Partie ({ $rules }):
tui-primer-melds = Kombinationen: ein Satz sind 3 oder 4 Karten gleichen Rangs ({ $set }); eine Folge sind 3 oder mehr Karten einer Farbe in Reihe ({ $run }), das Ass nur unten ({ $low }; nie D K A). Karten in keiner Kombination sind Restkarten: Asse zählen 1, Bilder 10, die anderen ihren Wert.
tui-primer-turn = Du bist dran: zieh eine Karte (vom Stapel oder die oberste des Ablagestapels), dann leg eine ab.
tui-primer-offer = Die erste offene Karte wird dem Nichtgeber angeboten; passt er, spielt der Geber zuerst: er nimmt die offene Karte oder zieht vom Stapel.
tui-primer-offer-dealer = Die erste offene Karte wird dem Nichtgeber angeboten, dann dem Geber; passen beide, zieht der Nichtgeber vom Stapel.
tui-primer-keep-taken = Eine vom Ablagestapel genommene Karte darf im selben Zug nicht zurückgelegt werden.
tui-primer-stock-end-knock = Bei zwei Karten im Stapel darfst du die offene Karte nur nehmen, um damit zu klopfen; sonst ist das Spiel ungültig.
tui-primer-stock-end-void = Bei zwei Karten im Stapel ohne Klopfen ist das Spiel ungültig: niemand punktet.
tui-primer-reshuffle =
    Der Ablagestapel ohne seine oberste Karte wird zu einem neuen Stapel gemischt, { $often ->
        [always] jedes Mal (bis zu { $limit }-mal)
        [once] einmal
       *[times] bis zu { $limit }-mal
    }, wenn der Stapel { $empty ->
        [true] leer ist
       *[false] nur noch zwei Karten hat
    }; das Mal danach ist das Spiel ungültig.
tui-primer-spades = Ein Spiel, dessen erste offene Karte ein Pik ist, zählt doppelt.
tui-primer-squared = Der Ablagestapel ist verdeckt gestapelt: nur die oberste Karte ist zu sehen, also merk dir, was abgelegt wurde.
tui-primer-knock = Klopfen: { $limit }. Wer klopft, legt seine Kombinationen aus; der Gegner legt seine aus und legt an deine an, was er kann; wer weniger Restpunkte hat, bekommt die Differenz.
tui-primer-limit-upcard = der Wert der ersten offenen Karte setzt die Klopfgrenze jedes Spiels (ein Ass: nur Gin; ein Bild: 10)
tui-primer-limit-zero = die Klopfgrenze ist 0: nur Gin, kein Klopfen mit Restpunkten
tui-primer-limit = du darfst klopfen, wenn deine Restpunkte nach dem Ablegen { $limit } oder weniger sind
tui-primer-undercut =
    Unterbieten: sind die Restpunkte des Gegners { $tie ->
        [true] kleiner oder gleich denen
       *[false] kleiner als die
    } des Klopfenden, bekommt der Gegner die Differenz plus { $bonus }.
tui-primer-equal-nothing = Bei gleichen Restpunkten punktet niemand.
tui-primer-gin = Gin: ganz ohne Restpunkte bringt { $bonus } plus die Restpunkte des Gegners, und an Gin darf nicht angelegt werden.
tui-primer-no-big-gin = Big Gin wird nach diesen Regeln nicht gespielt.
tui-primer-big-gin = Big Gin: alle 11 Karten nach dem Ziehen in Kombinationen (ohne Ablegen) bringen { $bonus } plus die Restpunkte des Gegners.
tui-primer-must-gin = Mit Gin auf der Hand musst du Gin machen.
tui-primer-game =
    Partie: wer zuerst { $target ->
        [one] { $target } Punkt
       *[other] { $target } Punkte
    } hat, gewinnt.
tui-primer-hollywood =
    Hollywood: drei Partien zugleich, jede bis { $target ->
        [one] { $target } Punkt
       *[other] { $target } Punkte
    }. Dein erstes gewonnenes Spiel zählt in Partie 1, das zweite in Partie 1 und 2, das dritte und alle weiteren in jeder noch offenen Partie; jede Partie hat ihre eigenen Boni.
tui-primer-box = jedes gewonnene Spiel bringt eine Box von { $bonus }
tui-primer-game-bonus = der Sieger bekommt einen Partiebonus von { $bonus }
tui-primer-shutout-double = ein Schneider (der Verlierer hat kein Spiel gewonnen) verdoppelt den Stand des Siegers
tui-primer-shutout-bonus = ein Schneider (der Verlierer hat kein Spiel gewonnen) bringt einen weiteren Partiebonus
tui-primer-extras = Boxen und Boni am Ende: { $extras }.
tui-primer-no-extras = Keine Boxen oder Boni am Ende: die Punkte sind der Stand.
