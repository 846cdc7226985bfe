# Die Regelvarianten und die Optionen einer neuen Partie, wie der Server sie für die
# Startseite schreibt (GET /api/options).

## Die Namen der Varianten

# loan: „Standard“ ist auch ein deutsches Wort
presets-label-standard = Standard
# loan: der Name der Variante, unübersetzt
presets-label-oklahoma = Oklahoma
presets-label-oklahoma-spades = Oklahoma, Pik doppelt
presets-label-straight = Nur Gin
# loan: der Name der Variante, unübersetzt
presets-label-hollywood = Hollywood
presets-label-eaai = EAAI-Turnier
presets-label-openspiel = OpenSpiel (ein Spiel)

## Was jede Variante ist

presets-what-standard = Das übliche Gin Rummy.
presets-what-oklahoma = Die erste offene Karte bestimmt, wie tief man zum Klopfen sein muss; ein Ass heißt: nur Gin.
presets-what-oklahoma-spades = Oklahoma mit der Hausregel, dass eine offene Pik-Karte das Spiel verdoppelt.
presets-what-straight = Kein Klopfen: Ein Spiel gewinnt nur, wer Gin macht.
presets-what-hollywood = Drei Partien auf einem Spielblatt: Ihr erstes gewonnenes Spiel zählt in Partie 1, das zweite in Partie 1 und 2, das dritte und alle weiteren in allen dreien.
presets-what-eaai = Die Regeln des KI-Turniers für Gin Rummy der EAAI.
presets-what-openspiel = Die Regeln der Forschungsbibliothek OpenSpiel: ein einziges Spiel.

## Die Zahlen einer Variante

# loan: only placeholders and punctuation
presets-description = { $what } { $target }{ $bonuses }. { $numbers }.
presets-target = Partie bis { $target } Punkte
presets-target-hollywood = Drei Partien zugleich, jede bis { $target } Punkte
presets-target-one-hand = Ein Spiel entscheidet die Partie (Ziel 1 Punkt)
presets-with = , mit { $extras }
presets-no-bonuses = , ohne Boni
# loan: ein Komma, wie im Englischen
presets-extras-separator = { ", " }
presets-game-bonus = { $points } für die Partie
presets-box-bonus = { $points } je gewonnenem Spiel
presets-shutout-doubles = Schneider verdoppelt
presets-shutout-bonus = Schneider gibt einen Bonus
# loan: ein Semikolon, wie im Englischen
presets-parts-separator = { "; " }
presets-knock = Klopfen mit { $limit } oder weniger
presets-knock-upcard = Klopfgrenze durch die erste offene Karte
presets-knock-gin-only = nur Gin, kein Klopfen
presets-gin = Gin { $points }
presets-big-gin = Big Gin { $points }
presets-undercut = Unterbieten { $points }
presets-spades-double = eine offene Pik-Karte verdoppelt das Spiel
presets-squared-pile = der Ablagestapel liegt gerade: nur die oberste Karte ist zu sehen
presets-reshuffle =
    die Ablage wird zum neuen Stapel { $limit ->
        [0] jedes Mal (bis zu { $max })
        [1] einmal
       *[other] bis zu { $limit } Mal
    }, wenn der Stapel { $at ->
        [empty] leer ist
       *[two] nur noch zwei Karten hat
    }

## Die Stufen des Computers

presets-level-easy = Leicht
presets-level-medium = Mittel
presets-level-hard = Schwer
presets-level-apprentice = Lehrling
presets-level-master = Meister

## Die Optionen einer neuen Partie

presets-option-knock-limit = Klopfgrenze
presets-option-game-target = Zielpunktzahl
presets-option-gin-bonus = Gin-Bonus
presets-option-big-gin-bonus = Big-Gin-Bonus (leer: kein Big Gin)
presets-option-undercut-bonus = Unterbieten-Bonus
presets-option-undercut-on-tie = Gleiche Restpunkte gelten als Unterbieten
presets-option-game-bonus = Partie-Bonus
presets-option-box-bonus = Bonus je gewonnenem Spiel (Box)
presets-option-shutout = Schneider
presets-option-spades-double = Eine offene Pik-Karte verdoppelt das Spiel
presets-option-knock-limit-from-upcard = Die offene Karte bestimmt die Klopfgrenze (Oklahoma)
presets-option-hollywood = Hollywood: drei Partien zugleich gezählt
presets-option-squared-pile = Gerader Ablagestapel (nur die oberste Karte ist zu sehen)
presets-option-upcard-offer-to-dealer = Eine abgelehnte erste offene Karte wird dem Geber angeboten (sonst spielt der Geber zuerst)
presets-option-stock-exhausted = Wenn der Stapel aufgebraucht ist
presets-option-reshuffle-at = Neu mischen bei (zwei Karten übrig, oder leer)
presets-option-reshuffle-limit = Neu mischen je Spiel (leer: jedes Mal)

## Die Auswahl einer Option

presets-choice-shutout-double = doppelt
presets-choice-shutout-bonus = Bonus
presets-choice-shutout-none = keiner
presets-choice-stock-exhausted-void = ungültig
presets-choice-stock-exhausted-reshuffle = neu mischen
presets-choice-reshuffle-at-two = zwei Karten
presets-choice-reshuffle-at-empty = leer
