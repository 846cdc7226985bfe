# Das Spiel in Worten (ginrummy.words). $who ist „you“ (wer an diesem Bildschirm spielt)
# oder „other“; $name ist der Name des anderen. Wörter in einfachen Anführungszeichen
# ('take', 'pass') sind Befehle zum Eintippen: sie bleiben, wie sie sind.

you = du

## Züge
action-draw = vom Stapel ziehen
action-take = die offene Karte nehmen
action-pass = passen
action-discard = { $card } ablegen
action-knock = klopfen und { $card } ablegen
action-big-gin = Big Gin
hint = Tipp: { $move }. { $reason }.

## Was am Tisch geschah
event-take =
    { $who ->
        [you] du hast { $card } vom Ablagestapel genommen
       *[other] { $name } hat { $card } vom Ablagestapel genommen
    }
event-pass =
    { $who ->
        [you] du hast gepasst
       *[other] { $name } hat gepasst
    }
event-draw-card =
    { $who ->
        [you] du hast { $card } vom Stapel gezogen
       *[other] { $name } hat { $card } vom Stapel gezogen
    }
event-draw =
    { $who ->
        [you] du hast vom Stapel gezogen
       *[other] { $name } hat vom Stapel gezogen
    }
event-discard =
    { $who ->
        [you] du hast { $card } abgelegt
       *[other] { $name } hat { $card } abgelegt
    }
event-knock-card =
    { $who ->
        [you] du hast geklopft und { $card } verdeckt abgelegt
       *[other] { $name } hat geklopft und { $card } verdeckt abgelegt
    }
event-knock =
    { $who ->
        [you] du hast geklopft
       *[other] { $name } hat geklopft
    }
event-big-gin =
    { $who ->
        [you] du hast Big Gin gemacht
       *[other] { $name } hat Big Gin gemacht
    }
event-reshuffle = der Ablagestapel wurde zu einem neuen Stapel gemischt
event-void = das Spiel ist ungültig

## Mögliche und abgelehnte Züge
moves-offer = { $take } oder { $pass }
moves-draw-or-take = { $draw } vom Stapel oder { $take }
moves-draw = { $draw } vom Stapel
moves-stock-end = { $take }, um damit zu klopfen, oder { $pass }
refusal-first = Nicht erlaubt: zuerst { $moves }.
refusal-draw-first = Nicht erlaubt: zieh zuerst eine Karte: { $moves }.
refusal-moves = Nicht erlaubt: { $moves }.
refusal-stock-end = Nicht erlaubt: nur noch zwei Karten im Stapel: { $moves }.
refusal-not-held = Nicht erlaubt: du hast { $card } nicht.
refusal-taken-upcard = Nicht erlaubt: { $card } wurde gerade vom Ablagestapel genommen; behalte sie diese Runde und lege eine andere Karte ab.
refusal-over-limit = Nicht erlaubt: { $card } abzulegen lässt { $left } Restpunkte, über der Klopfgrenze von { $limit }.
refusal-other = Nicht erlaubt: { $error }.

## Das Aufdecken
showdown-head =
    { $who ->
        [you] Du hast
       *[other] { $name } hat
    } { $outcome ->
        [gin] Gin gemacht
        [big_gin] Big Gin gemacht
       *[knock] geklopft
    } (Klopfgrenze { $limit }).
showdown-melds = Kombinationen { $melds }
showdown-deadwood = Restkarten { $cards } ({ $count })
no-melds = (keine)
layoff = { $card } an { $meld }
showdown-laid-off =
    { $who ->
        [you] du hast angelegt
       *[other] { $name } hat angelegt
    }: { $layoffs }
showdown-no-layoffs = gegen Gin wird nicht angelegt
showdown-nothing-to-lay-off =
    { $who ->
        [you] du hattest nichts zum Anlegen
       *[other] { $name } hatte nichts zum Anlegen
    }
outcome-name =
    { $outcome ->
        [gin] Gin
        [big_gin] Big Gin
        [undercut] Unterbieten
        [tie] Gleichstand
       *[knock] Klopfen
    }
showdown-outcome-nobody = Ergebnis: { $outcome }. { $reason }.
showdown-outcome =
    Ergebnis: { $outcome }. { $who ->
        [you] Du bekommst
       *[other] { $name } bekommt
    } { $points } ({ $reason }).
points-gin = Gin-Bonus { $bonus } + Restpunkte des Verteidigers { $d } = { $base }
points-big-gin = Big-Gin-Bonus { $bonus } + Restpunkte des Verteidigers { $d } = { $base }
points-knock = Restpunkte des Verteidigers { $d } - die des Klopfenden { $k } = { $base }
points-undercut = Unterbietungsbonus { $bonus } + (Restpunkte des Klopfenden { $k } - die des Verteidigers { $d }) = { $base }
points-tie = gleiche Restpunkte ({ $k }) sind nach diesen Regeln kein Unterbieten: niemand punktet
points-doubled = { $text }, verdoppelt für die offene Pik-Karte = { $points }
void-hand = Ungültiges Spiel: niemand punktet, derselbe Geber gibt noch einmal.
void-hand-reason = Ungültiges Spiel ({ $reason }): niemand punktet, derselbe Geber gibt noch einmal.

## Spielblatt
sheet-title = Spielblatt
sheet-title-hollywood = Spielblatt (Hollywood)
sheet-hands-won = gewonnene Spiele
sheet-hand-points = Punkte der Spiele
sheet-boxes = Kästchen ({ $bonus } je gewonnenem Spiel)
sheet-game-bonus = Partiebonus
sheet-shutout-doubled = Schneider (verdoppelt)
sheet-shutout-bonus = Schneiderbonus
sheet-total = Summe
sheet-game-hand-points = Partie { $number } Punkte der Spiele
sheet-game-boxes = Partie { $number } Kästchen
sheet-game-game-bonus = Partie { $number } Partiebonus
sheet-game-shutout-doubled = Partie { $number } Schneider (verdoppelt)
sheet-game-shutout-bonus = Partie { $number } Schneider (Bonus)
sheet-game-total = Partie { $number } Summe
sheet-game = Partie { $number }
sheet-game-shutout = Partie { $number } (Schneider)
game-won =
    { $who ->
        [you] Du gewinnst
       *[other] { $name } gewinnt
    } die Partie mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    } Vorsprung.
game-won-shutout =
    { $who ->
        [you] Du gewinnst
       *[other] { $name } gewinnt
    } die Partie mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    } Vorsprung (Schneider).
hollywood-won =
    { $who ->
        [you] Du gewinnst
       *[other] { $name } gewinnt
    } mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    } Vorsprung über die drei Partien (gewonnene Partien { $won0 }-{ $won1 }).
scores-running = Stand: { $name0 } { $score0 }, { $name1 } { $score1 } (Partie bis { $target }; gewonnene Spiele { $won0 }-{ $won1 })
hollywood-running = Hollywood-Stand, jede Partie bis { $target } (gewonnene Spiele { $won0 }-{ $won1 }):
hollywood-running-game = Partie { $number }: { $name0 } { $score0 }, { $name1 } { $score1 }
hollywood-running-game-won = Partie { $number }: { $name0 } { $score0 }, { $name1 } { $score1 } ({ $winner } hat sie gewonnen)
games-item = P{ $number } { $score0 }-{ $score1 }
counted-none = keine Partie
counted-one = Partie { $number }
counted-many = Partien { $numbers } und { $last }
