# Das Vollbildspiel: der Tisch, die Fenster, der Showdown und das Spielblatt.
# Buchstaben in Klammern, (t), (d), sind Tasten: sie bleiben, wie sie sind.

## Der Tisch
tui-table-new = neu
tui-table-meld =
    { $kind ->
        [run] Folge
       *[set] Satz
    }
tui-table-stock-label = Stapel
tui-table-discard-label = Ablage
tui-table-stock-note =
    Stapel: { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
tui-table-discard-note =
    Ablagestapel: { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
tui-table-discard-under =
    Ablagestapel: { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }, { $below } darunter ({ $squared ->
        [true] verdeckt gestapelt
       *[other] v zeigt sie
    })
tui-table-limit-note = Klopfgrenze in diesem Spiel: { $limit }
tui-table-limit-note-gin = Klopfgrenze in diesem Spiel: { $limit } (nur Gin)
tui-table-limit-double = { $limit }, Punkte zählen doppelt
tui-table-opponent =
    { $name }: { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
tui-table-opponent-known =
    { $name }: { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }, darunter sicher { $cards } (vom Ablagestapel genommen)
tui-table-hand-number = Spiel { $number }
tui-table-to-target = { $scores } (bis { $target })
tui-table-deals =
    { $who ->
        [you] du gibst
       *[other] { $name } gibt
    }
tui-table-dealt = Die Karten sind gegeben.
tui-table-status-over = Spiel vorbei
tui-table-status-yours = du bist dran
tui-table-status-theirs = { $name } ist dran

## Was jetzt zu tun ist
tui-table-prompt-over = Das Spiel ist vorbei: Eingabe zeigt den Showdown.
tui-table-prompt-waiting = { $name } ist am Zug…
tui-table-prompt-offer = Du bist dran: { $card } nehmen (t) oder passen (p).
tui-table-prompt-draw-or-take = Du bist dran: vom Stapel ziehen (d) oder { $card } nehmen (t).
tui-table-prompt-draw = Du bist dran: vom Stapel ziehen (d).
tui-table-prompt-stock-end = Zwei Karten im Stapel: { $card } nehmen (t), um zu klopfen, oder passen (p).
tui-table-prompt-stock-end-void = Noch zwei Karten im Stapel: passen (p); das Spiel ist ungültig.
tui-table-prompt-discard = Ablegen: Pfeile + Eingabe oder Klick
# loan: the same semicolon
tui-table-separator = { "; " }
tui-table-prompt-gin = g: Gin
tui-table-prompt-knock = k: klopfen ({ $left } Restpunkte)
tui-table-prompt-big-gin = g: Big Gin
# loan: only the final full stop, as in German
tui-table-prompt-parts = { $parts }.
tui-table-deadwood-line =
    Restpunkte { $now }; beste Ablage { $card } lässt { $left }: { $then ->
        [gin] Gin
        [knock] du kannst klopfen
       *[none] noch kein Klopfen
    } (Grenze { $limit }).
## Der Ablagestapel (v)
tui-table-pile-empty = Der Ablagestapel ist leer.
tui-table-pile-squared =
    Der Ablagestapel ist verdeckt gestapelt: { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }, nur die oberste ist zu sehen:
tui-table-pile-top-first =
    Ablagestapel, { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }, die oberste zuerst:

## Showdown und Spielblatt
tui-table-void-title = Ungültiges Spiel
tui-table-showdown-title =
    { $who ->
        [you] { $outcome ->
            [gin] Du hast Gin gemacht
            [big_gin] Du hast Big Gin gemacht
            [undercut] Du hast geklopft und wurdest unterboten
           *[knock] Du hast geklopft
        }
       *[other] { $outcome ->
            [gin] { $name } hat Gin gemacht
            [big_gin] { $name } hat Big Gin gemacht
            [undercut] { $name } hat geklopft und wurde unterboten
           *[knock] { $name } hat geklopft
        }
    }
tui-table-scores-points =
    { $who ->
        [you] Du bekommst
       *[other] { $name } bekommt
    } { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }.
tui-table-sheet-hand = Spiel
tui-table-sheet-void = ungültig
tui-table-sheet-none = (noch kein Spiel beendet)
tui-table-no-deadwood = keine Restpunkte
tui-table-layoffs = ; anlegbar: { $count }

## Die Hilfe (?)
tui-help-title = Tasten (die Maus geht auch: Karten, Stapel, Ablage, Knöpfe):
tui-help-key-arrows = links/rechts
tui-help-key-enter = Eingabe
tui-help-key-pages = Bild↑/Bild↓
tui-help-draw = vom Stapel ziehen
tui-help-click-stock = (Stapel anklicken)
tui-help-take = oberste Ablagekarte nehmen
tui-help-click-pile = (Ablage anklicken)
tui-help-pass = die erste offene Karte ablehnen (oder am Stapelende)
tui-help-pick = eine Karte der Hand wählen
tui-help-click-card = (Karte anklicken)
tui-help-discard = die gewählte Karte ablegen
tui-help-click-again = (erneut anklicken)
tui-help-knock = klopfen (gewählte oder beste Karte); Kombinationen wählen
tui-help-gin = Gin (oder Big Gin) machen, wenn es geht
tui-help-hint = ein Tipp vom stärksten Computerspieler
tui-help-scroll = die Züge dieses Spiels zurückblättern (oder das Mausrad)
tui-help-pile = der ganze Ablagestapel
tui-help-also-scores = s  das Spielblatt
tui-help-help = diese Hilfe und die Regeln
tui-help-also-quit = q  speichern und beenden
tui-help-quit-saves = Beenden speichert die Partie: `ginrummy play --resume` setzt sie fort.
tui-help-records = Beendete Partien werden aufbewahrt: `ginrummy replay DATEI` zeigt eine.

## Abgelehnte und gemachte Züge
tui-table-move-take = nehmen
tui-table-move-pass = passen
tui-table-move-draw = ziehen
tui-table-hand-over = Das Spiel ist vorbei: drück Eingabe für den Showdown.
tui-table-wait = Warte: { $name } ist dran.
tui-table-you-chose = Dein Zug: { $move }.
tui-table-pick-first = Wähle zuerst eine Karte (Pfeiltasten oder Klick).
tui-table-only-knock = Nicht erlaubt: du kannst jetzt nur klopfen (k).
tui-table-not-your-turn = Nicht erlaubt: du bist nicht dran.
tui-table-draw-then-knock = Nicht erlaubt: zieh zuerst eine Karte, dann klopf: { $moves }.
tui-table-not-gin = Kein Gin: die beste Ablage lässt { $left } Restpunkte.
tui-table-no-hint = Jetzt kein Tipp: du bist nicht dran.
tui-table-illegal = { $name } hat einen unerlaubten Zug versucht ({ $error }); stattdessen wird sein erster erlaubter Zug gemacht.
tui-table-new-hand = Ein neues Spiel wird gegeben.
tui-table-not-stored = Die Aufzeichnung der Partie konnte nicht gespeichert werden: { $error }.
tui-table-new-game = Eine neue Partie: viel Glück!
tui-table-resumed = Partie fortgesetzt.
tui-table-knock-cancelled = Klopfen abgebrochen.

## Beim Verlassen
tui-table-record-kept = Aufzeichnung der Partie gespeichert als { $path }.
tui-table-record-failed = Fehler: die beendete Partie konnte nicht gespeichert werden.
tui-table-save-failed = Fehler: die Partie konnte nicht gespeichert werden: { $error }.
tui-table-saved = Partie gespeichert in { $path }; `ginrummy play --resume` setzt sie fort.
tui-table-save-file-failed = Fehler: --save: { $error }.
tui-table-save-file-written = Aufzeichnung der Partie auch nach { $path } geschrieben.

## Unter dem Showdown
tui-table-enter-sheet = Eingabe: das Spielblatt
tui-table-enter-next = Eingabe: nächstes Spiel
tui-table-showdown-scores = Stand: { $scores } (Partie bis { $target })
tui-table-showdown-games = { $games } (jede bis { $target })
# loan: only punctuation around the two parts
tui-table-showdown-footer = { $scores }. { $more }
tui-table-your-hand = Deine Hand:

## Tasten
tui-key-draw = Ziehen
tui-key-take = Nehmen
tui-key-pass = Passen
tui-key-left = Links
tui-key-right = Rechts
tui-key-discard = Ablegen
tui-key-knock = Klopfen
# loan: "Gin" is the German players' word (glossary)
tui-key-gin = Gin
tui-key-hint = Tipp
tui-key-pile = Ablage
tui-key-scores = Stand
tui-key-help = Hilfe+Regeln
tui-key-save-quit = Speichern+Ende
tui-key-quit = Beenden
tui-key-earlier = Frühere Züge
tui-key-later = Spätere Züge
tui-key-cancel = Abbrechen
tui-key-close = Schließen
tui-key-scroll = Blättern
tui-key-continue = Weiter
tui-key-review = Spiel prüfen
tui-key-back = Zurück
tui-key-new-game = Neue Partie
tui-key-back-to-game = Zurück zur Partie

## Die Wahl der Kombinationen vor dem Klopfen
tui-knock-title = Klopfen, { $card } verdeckt ablegen. Welche Kombinationen auslegen?
tui-knock-gin-title = Gin machen, { $card } verdeckt ablegen. Welche Kombinationen auslegen?
tui-knock-how = (anlegbar: ungesehene Karten, die der Gegner daran anlegen könnte; Pfeile + Eingabe oder Klick; Esc bricht ab)
tui-knock-gin-how = (an Gin wird nicht angelegt; Pfeile + Eingabe oder Klick; Esc bricht ab)
tui-text-hint = (Esc oder Eingabe schließt; Pfeile und Bild↑/Bild↓ blättern)

## Die Fenster von Showdown und Spielblatt
tui-showdown-review = Dieses Spiel prüfen
tui-sheet-game-over = Partie vorbei: das Spielblatt
tui-sheet-kept = Gespeichert als { $path } (`ginrummy replay` zeigt sie).
