# Die Seite der Zuschauer (watch.html, watch.js): eine öffentliche Partie vom Rand aus.

watch-page-title = Zuschauen bei einer Partie Gin Rommé
watch-title = Zuschauen: { $name0 } { $score0 }:{ $score1 } { $name1 } – Gin Rommé
watch-skip = Zu den Zügen springen
watch-home =
    .aria-label = Gin Rommé: Startseite
watch-home-text = Gin Rommé
watch-scoreboard =
    .aria-label = Stand
watch-score = Stand: { $name0 } { $score0 }, { $name1 } { $score1 }
watch-score-target = Stand: { $name0 } { $score0 }, { $name1 } { $score1 }, gespielt bis { $target }
watch-tag = Zuschauer
watch-sheet-button = Spielblock
# loan: wie im Menü der Seite (nav-lobby)
watch-lobby = Lobby
watch-connecting = Verbinde...
watch-cards =
    .aria-label = Karten
watch-middle =
    .aria-label = Stapel und Ablagestapel
watch-stock-label =
    .aria-label = Stapel
watch-discard-label =
    .aria-label = Ablagestapel
watch-pile-inspect = Ablagestapel
watch-count-lines = Die Abrechnung, Zeile für Zeile
watch-log-title = Diese Runde
watch-pile-title = Ablagestapel
watch-pile-order = Unterste zuerst; die letzte Karte liegt oben (die offene Karte).
watch-sheet-title = Spielblock
watch-close = Schließen
watch-back-to-lobby = Zurück zur Lobby
watch-computer = (Computer)
watch-disconnected = (getrennt)
watch-stock =
    { $count ->
        [one] Stapel, { $count } Karte
       *[other] Stapel, { $count } Karten
    }
watch-discard-top = Ablagestapel, oben { $card }
watch-discard-empty = Ablagestapel, leer
watch-pile-button = Ablagestapel: { $count }
watch-gin-only = Diese Runde nur Gin
watch-knock-limit = Klopfen mit { $limit } oder weniger
watch-doubled = Pik als offene Karte: diese Runde zählt doppelt
watch-dealt = { $name } hat gegeben
watch-waiting = Warten auf den zweiten Spieler.
watch-last-move = Letzter Zug: { $move }
watch-last-move-to-play = Letzter Zug: { $move }. { $name } ist am Zug.
watch-to-play = { $name } ist am Zug.
watch-game-over = Die Partie ist vorbei.
watch-hand-over = Die Runde ist vorbei.
watch-next-hand = Die Spieler sehen sich die Abrechnung an; die nächste Runde folgt.
watch-not-public = Dieser Partie kann man nicht zuschauen: Sie ist nicht öffentlich oder existiert nicht.
watch-no-room = Diese Seite braucht die Kennung einer Partie in ihrer Adresse.
