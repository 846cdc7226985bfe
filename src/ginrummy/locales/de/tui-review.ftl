# Die Prüfung eines Spiels: das Textspiel zeigt sie nach 'r', das Vollbildspiel vom
# Showdown aus. $unit ist "win" (Prozentpunkte Siegchance der Partie) oder "points"
# (erwartete Punkte im Spiel). ± ist ein Standardfehler.

## Eine Wahl in wenigen Worten
tui-review-choice-stock = Stapel
tui-review-choice-take = nehmen
tui-review-choice-take-card = { $card } nehmen
tui-review-choice-pass = passen
tui-review-choice-discard = { $card } ablegen
tui-review-choice-knock = mit { $card } klopfen
tui-review-choice-gin = Gin mit { $card }
tui-review-choice-big-gin = Big Gin
tui-review-kind =
    { $kind ->
        [upcard] offene Karte
        [draw] Ziehen
       *[discard] Ablegen
    }
tui-review-grade =
    { $grade ->
        [best] beste
        [good] gut
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] Patzer
    }
# loan: the same comma
tui-review-comma = { ", " }
tui-review-grade-count =
    { $count } { $grade ->
        [best] beste
        [good] gut
        [inaccuracy] { $count ->
            [one] Ungenauigkeit
           *[other] Ungenauigkeiten
        }
        [mistake] Fehler
       *[blunder] Patzer
    }

## Zusammenfassung und Legende
tui-review-summary-none = Du hattest nichts zu entscheiden.
tui-review-summary =
    Du hast { $count ->
        [one] { $count } Entscheidung
       *[other] { $count } Entscheidungen
    } getroffen: { $grades }.
tui-review-summary-accuracy =
    Du hast { $count ->
        [one] { $count } Entscheidung
       *[other] { $count } Entscheidungen
    } getroffen: { $grades }; Genauigkeit { $accuracy } %.
tui-review-legend-value =
    { $unit ->
        [win] Wert: deine Chance, die Partie zu gewinnen, nach jeder Wahl
       *[points] Wert: die durchschnittlichen Punkte des Spiels für dich nach jeder Wahl
    }, aus dem zu Ende gespielten Spiel mit Verteilungen der Karten, die du nicht sehen konntest.
tui-review-legend-against =
    Gegen die beste: wie viele { $unit ->
        [win] Prozentpunkte
       *[points] Punkte
    } eine Wahl hinter der besten liegt, ± ein Standardfehler (das Rauschen der Stichprobe).
tui-review-legend-grade = Note: die Differenz weniger die Hälfte ihres ± (−2.0 ± 1.0 zählt als 1.5): beste bis { $best }, gut bis { $good }, Ungenauigkeit bis { $inaccuracy }, Fehler bis { $mistake }, darüber ein Patzer.
tui-review-short-against =
    Gegen die beste: { $unit ->
        [win] Siegchance (Prozentpunkte)
       *[points] erwartete Punkte im Spiel
    } hinter der besten ± 1 Standardfehler.
tui-review-short-grade = Note: das weniger die Hälfte des ±: beste bis { $best }, gut { $good }, Ungenauigkeit { $inaccuracy }, Fehler { $mistake }, mehr ein Patzer.

## Eine Entscheidung
tui-review-hand = { $hand } (Restpunkte { $deadwood }); Stapel { $stock }
tui-review-hand-upcard = { $hand } (Restpunkte { $deadwood }); offene Karte { $upcard }; Stapel { $stock }
tui-review-your-hand = Deine Hand: { $hand }.
tui-review-best-mark = (beste)
tui-review-yours-mark = { " " }(deine)
tui-review-more = { " " }(und { $count } weitere)
tui-review-choices =
    Möglichkeiten ({ $unit ->
        [win] Siegchance der Partie
       *[points] erwartete Punkte im Spiel
    }; gegen die beste ± ein Standardfehler): { $cells }{ $more }.
tui-review-loss =
    { $loss } ± { $error }{ $unit ->
        [win] { " " }% Siegchance
       *[points] { " " }Punkte
    }
tui-review-verdict-best = Zug { $number }, { $kind }: deine Wahl, { $chose }, ist die beste.
tui-review-verdict-within = Zug { $number }, { $kind }: deine Wahl, { $chose }, gilt als beste ({ $loss } gegen { $top }, innerhalb dessen, was die Verteilungen unterscheiden).
tui-review-verdict =
    Zug { $number }, { $kind }: deine Wahl, { $chose }: { $grade } ({ $loss } gegen die beste; benotet mit { $graded }{ $unit ->
        [win] { " " }%
       *[points] { " " }Punkten
    }); beste: { $best }.
tui-review-as-good = So gut wie jede andere Wahl hier (innerhalb dessen, was die Stichproben unterscheiden können).
tui-review-nothing-lost = Keine deiner Entscheidungen hat etwas Nennenswertes gekostet.
tui-review-largest =
    { $count ->
        [one] Dein größter Verlust:
       *[other] Deine größten Verluste:
    }

## Das Fenster der Prüfung
tui-review-title = Prüfung von Spiel { $number }: deine Entscheidungen
tui-review-working = Deine Entscheidungen werden geprüft...
tui-review-progress =
    { $total ->
        [one] { $total } Entscheidung wird
       *[other] { $total } Entscheidungen werden
    } geprüft: { $done } fertig...
tui-review-failed = Die Prüfung ist fehlgeschlagen: { $error }
tui-review-marks = #1-#{ $count }: deine größten Verluste.
tui-review-mark-one = #1: dein einziger Verlust.
tui-review-column-move = Zug
tui-review-column-kind = Art
tui-review-column-choice = Deine Wahl
tui-review-column-best = Beste
tui-review-column-grade = Note
tui-review-column-against =
    { $unit ->
        [win] Gegen beste %
       *[points] Gegen beste
    }
tui-review-same = gleich
tui-review-top = beste
