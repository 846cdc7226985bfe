# Die Spielanalyse am Tisch (review.js): ihr Dialog, die Bewertungen, jede Entscheidung,
# die Tabelle aller Möglichkeiten mit Legende und warum die beste Wahl besser war (aus
# dem typisierten Grund des Servers, ginrummy.review.words.Reason).
# $card und $cards sind Karten, wie sie am Tisch stehen („9♥“, „7♥ 8♥ 9♥“).

## Die Bewertungen; $grade ist best, good, inaccuracy, mistake oder blunder.

review-grade =
    { $grade ->
        [best] Bester Zug
        [good] Gut
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] Patzer
    }
review-kind =
    { $kind ->
        [first-upcard] Die erste offene Karte
        [draw] Ziehen
       *[discard] Ablegen
    }

## Ablehnungen

review-refused-busy = Eine andere Analyse von dir läuft noch: versuch es wieder, wenn sie fertig ist.
review-refused-full = Der Server ist mit anderen Analysen beschäftigt: versuch es gleich noch einmal.
review-refused-hand = Dieses Spiel läuft noch: analysiere es, wenn es vorbei ist.
review-refused-game = Die Partie ist noch nicht vorbei: analysiere ihre Spiele einzeln.
review-refused-seat = Der Platz dieses Browsers in der Partie ist nicht mehr gültig.
review-no-seat = Dieser Browser hat keinen Platz in dieser Partie.
review-failed = Die Analyse konnte nicht erstellt werden.

## Verluste

review-loss =
    { $unit ->
        [win] { $amount } % Gewinnchance der Partie
       *[points] { $amount } Punkte
    }
review-loss-short =
    { $unit ->
        [win] { $amount } %
       *[points] { $amount } Pkt.
    }
review-counted =
    { $unit ->
        [win] { $amount } %
       *[points] { $amount } Punkten
    }
review-no-loss = Kein Verlust: das war die beste Wahl.
review-verdict-within = { $loss } gegenüber der obersten Wahl: innerhalb dessen, was die simulierten Verteilungen unterscheiden können.
review-verdict-graded = { $loss } gegenüber der besten Wahl; bewertet nach { $counted }, dem Abstand weniger der Hälfte seines ±.
review-best-row = beste

## Die Legende

review-legend-value =
    { $unit ->
        [win] Gewinnchance: deine Chance, die Partie nach jeder Wahl zu gewinnen, aus dem zu Ende gespielten Spiel auf Verteilungen der Karten, die du nicht sehen konntest.
       *[points] Punkte: die durchschnittlichen Punkte des Spiels für dich nach jeder Wahl (weniger, wenn der Gegner punktet), aus dem zu Ende gespielten Spiel auf Verteilungen der Karten, die du nicht sehen konntest.
    }
review-legend-against =
    { $unit ->
        [win] Abstand zur besten: wie viele Prozentpunkte jede Wahl hinter der besten liegt, ± ein Standardfehler (das Rauschen der Stichprobe; breiter bei einer Wahl, die nach den ersten Verteilungen fallen gelassen wurde).
       *[points] Abstand zur besten: wie viele Punkte jede Wahl hinter der besten liegt, ± ein Standardfehler (das Rauschen der Stichprobe; breiter bei einer Wahl, die nach den ersten Verteilungen fallen gelassen wurde).
    }
review-legend-grade = Bewertung: der Abstand weniger der Hälfte seines ± ({ $example } zählt also als { $counted }): Bester Zug bis { $best }, Gut bis { $good }, Ungenauigkeit bis { $inaccuracy }, Fehler bis { $mistake }, darüber Patzer.

## Der Dialog

review-title-game = Analyse der Partie { $game }
review-title-hand = Analyse von Spiel { $hand }
review-largest =
    .aria-label = Deine größten Verluste
review-previous = ← Zurück
review-next = Weiter →
review-close = Schließen
    .aria-label = Analyse schließen
review-decisions =
    .aria-label = Entscheidungen
review-keys = Tasten: ← → zurück und weiter, Pos1 und Ende die erste und letzte, Esc schließt.
review-progress =
    .aria-label = Fortschritt der Analyse
review-reviewing = Deine Entscheidungen werden analysiert: { $done } von { $total }…
review-starting = Die Analyse beginnt…
review-reviewing-said = Deine Entscheidungen werden analysiert…
review-try-again = Noch einmal versuchen
review-ready = Die Analyse ist fertig. { $summary }
review-none = Keine Entscheidungen zu analysieren.
review-no-decision = Du hattest keine Entscheidung zu treffen
review-summary =
    { $count ->
        [one] Du hast { $count } Entscheidung getroffen: { $grades }; Genauigkeit { $accuracy } %
       *[other] Du hast { $count } Entscheidungen getroffen: { $grades }; Genauigkeit { $accuracy } %
    }
review-summary-grade =
    { $grade ->
        [best]
            { $count ->
                [one] { $count } bester Zug
               *[other] { $count } beste Züge
            }
        [good]
            { $count ->
                [one] { $count } guter
               *[other] { $count } gute
            }
        [inaccuracy]
            { $count ->
                [one] { $count } Ungenauigkeit
               *[other] { $count } Ungenauigkeiten
            }
        [mistake] { $count } Fehler
       *[blunder] { $count } Patzer
    }
review-largest-label = Größte Verluste:
review-nothing-lost = Keine Entscheidung hat etwas Nennenswertes gekostet.
review-where = Entscheidung { $number }
review-where-hand = Spiel { $hand }, Entscheidung { $number }
# loan: only placeholders and punctuation, the same in German
review-jump-label = { $where }: { $grade }, { $loss }
review-said-best = { $where }: du hast { $choice } gewählt; die beste Wahl.
review-said-loss = { $where }: du hast { $choice } gewählt; { $grade }, { $loss }.
review-no-decision-hand = Du hattest in diesem Spiel keine Entscheidung zu treffen.
review-step-head = { $where } von { $total }: { $kind }
review-you = Du
review-best = Beste
review-you-row = (du)

## Das Spiel, wie es war

review-mark-you = deine Wahl
review-mark-best = die beste Wahl
review-mark-both = deine Wahl und die beste Wahl
# loan: only placeholders and punctuation, the same in German
review-card-label = { $card }, { $marks }
review-upcard = Offene Karte
review-upcard-label = Offene Karte { $card }
review-stock = Stapel
review-stock-label =
    { $count ->
        [one] Stapel, { $count } Karte
       *[other] Stapel, { $count } Karten
    }
review-stock-caption = Stapel: { $count }
review-pass = Passen
review-pile = Ablage
review-pile-label = Ablagestapel: { $card }
review-facts-discard =
    { $stock ->
        [one] Restpunkte nach deinem Ablegen: { $deadwood } · Stapel: { $stock } Karte
       *[other] Restpunkte nach deinem Ablegen: { $deadwood } · Stapel: { $stock } Karten
    }
review-facts = Restpunkte: { $deadwood }
review-your-cards = Deine { $count } Karten

## Alle Möglichkeiten

review-every-choice = Alle Möglichkeiten ({ $count })
review-choice-head = Wahl
review-value-head =
    { $unit ->
        [win] Gewinnchance
       *[points] Punkte
    }
review-against-head = Abstand zur besten
review-grade-head = Bewertung

## Eine Wahl in Worten

review-choice-discard = { $card } ablegen
review-choice-knock = klopfen und { $card } ablegen
review-choice-take-card = die offene Karte { $card } nehmen
review-choice-take = die offene Karte nehmen
review-choice-draw = vom Stapel ziehen
review-choice-pass = passen
review-choice-big-gin = Big Gin

## Warum die beste Wahl besser war

review-why-knock-safe = mit { $deadwood } Restpunkten zu klopfen war sicher, brachte aber weniger, als mit { $card } weiterzuspielen, auf Gin oder eine niedrigere Zahl
review-why-knock-undercut = mit { $deadwood } Restpunkten zu klopfen verlor das Spiel in { $share } der Verteilungen, die die ungesehenen Karten zuließen; mit { $card } weiterzuspielen war besser
review-why-gin = { $card } abzulegen war Gin
review-why-knock-won = mit { $deadwood } Restpunkten zu klopfen und { $card } abzulegen gewann das Spiel in { $share } der simulierten Verteilungen; weiterzuspielen gab dem Gegner Zeit
review-why-big-gin = alle 11 Karten waren kombiniert: Big Gin brachte am meisten
# loan: only placeholders and punctuation, the same in German
review-why-discards = { $made }; { $better }
review-why-made-broke-meld = { $card } abzulegen zerbrach deine Kombination { $cards }
review-why-made-fed = { $card } abzulegen fütterte die Kombination { $cards } des Gegners
review-why-made-fed-taken = { $card } abzulegen fütterte den Gegner, der sie nahm
review-why-made-melds-with = { $card } abzulegen gab eine Karte auf, die mit deinen { $cards } kombiniert
review-why-made-broke-begun = { $card } abzulegen löste { $cards } auf, eine begonnene Kombination
review-why-made-left = { $card } abzulegen ließ { $deadwood } Restpunkte
review-why-better-loose-high = { $card } war eine lose hohe Karte
review-why-better-few-partners = { $card } hatte nur { $cards } zum Kombinieren
review-why-better-joined-nothing = { $card } passte zu nichts
review-why-better-left = { $card } ließ { $deadwood } Restpunkte
review-why-better-more-ways = hielt mehr Wege zu Kombinationen offen ({ $kept } Karten würden passen, nicht { $lost })
review-why-better-safe = war sicher (der Gegner hatte { $card } abgelegt)
review-why-two = { $first } und { $second }
review-why-three = { $first }, { $second } und { $third }
review-why-take-melds =
    { $card } zu nehmen (sie kombiniert mit { $cards }); { $other ->
        [stock] eine Karte vom Stapel
       *[pass] Passen
    } war im Schnitt mehr wert
review-why-take-nothing =
    { $card } zu nehmen passte zu nichts und zeigte sie dem Gegner; { $other ->
        [stock] eine Karte vom Stapel
       *[pass] Passen
    } war im Schnitt mehr wert
review-why-skip-melds = { $card } kombiniert mit { $cards }: sie zu nehmen war besser
review-why-skip-lowers = { $card } senkte deine Restpunkte mehr, als eine Karte vom Stapel es wahrscheinlich getan hätte: sie zu nehmen war besser
review-why-other = { $best } war besser als { $chosen }
# loan: only the two placeholders and brackets, the same in German
review-why-loss = { $why } ({ $loss })

## Die Knöpfe der Abrechnung

review-hand = Spiel analysieren
review-game = Partie analysieren
review-after-rated = nach dieser gewerteten Partie
review-rated-why = Keine Hilfe der Engine in einer gewerteten Partie, bevor sie endet: ihre Spiele werden analysiert, wenn sie vorbei ist.
