# Das Spiel als einfacher Text. Wörter in einfachen Anführungszeichen ('help', 'pile',
# 'knock', 'r') sind Befehle zum Eintippen: sie bleiben englisch.

help-title = Befehle (Groß- und Kleinschreibung egal):
help-draw = die oberste Karte vom Stapel ziehen (auch: d, stock)
help-take = die offene Karte nehmen, die oberste des Ablagestapels (auch: t)
help-pass = die erste offene Karte ablehnen (auch: p)
help-discard =
    die { $card } ablegen (auch: discard 7H, 7h, 10H, TH; auch
    Farbsymbole gehen)
help-knock =
    klopfen und 7H verdeckt ablegen (auch: k 7H); „knock“ allein wählt die
    Ablage mit den wenigsten Restpunkten
help-gin = Gin machen und 7H ablegen; „gin“ allein findet die Karte
help-big-gin = alle 11 Karten auslegen, wenn alle in Kombinationen sind
help-hint = der Zug des stärksten Computerspielers, und warum
help-pile = der ganze Ablagestapel
help-show = noch einmal der Tisch
help-help = dieser Text
help-quit = die Partie verlassen; sie wird gespeichert, `ginrummy play --resume` setzt sie fort

plain-welcome = Gin Rummy ({ $rules }-Regeln) gegen { $opponent }: wer zuerst { $target } Punkte hat. Tippe 'help' für die Befehle.
plain-welcome-hollywood = Gin Rummy ({ $rules }-Regeln) gegen { $opponent }: wer zuerst { $target } Punkte hat, in jeder von drei Partien (Hollywood). Tippe 'help' für die Befehle.
plain-resumed = Partie fortgesetzt: { $scores }.
plain-game-over = === Partie vorbei. ===
plain-interrupted = Unterbrochen.
plain-input-ended = Die Eingabe endete mitten in der Partie.
plain-left = Du hast die Partie verlassen.
plain-error = Fehler: { $error }.
plain-record-written = Partieprotokoll geschrieben nach { $path }.
plain-saved = Partie gespeichert in { $path }.
plain-resume-how = Zum Fortsetzen tippe: { $command }
plain-not-kept = Die Partie wird nicht aufbewahrt (kein Speicherordner angegeben).
plain-record-kept = Partieprotokoll aufbewahrt als { $path } (`ginrummy replay` zeigt es).

plain-hand =
    === Spiel { $number }: { $dealer ->
        [you] du gibst
       *[other] { $name } gibt
    }. Erste offene Karte { $card }, Klopfgrenze { $limit }. ===
plain-hand-double =
    === Spiel { $number }: { $dealer ->
        [you] du gibst
       *[other] { $name } gibt
    }. Erste offene Karte { $card }, Klopfgrenze { $limit }; ein Pik: dieses Spiel zählt doppelt. ===
plain-review-offer = Tippe 'r', um dieses Spiel durchzusehen, Enter zum Weiterspielen:
plain-reviewing =
    Prüfe { $count ->
        [one] deine { $count } Entscheidung
       *[other] deine { $count } Entscheidungen
    } in Spiel { $number }...
plain-counts-in = Dieses Spiel zählt in { $games }.

plain-pile-squared = Der Ablagestapel ist zusammengeschoben: { $pile } auf { $more } weiteren, die niemand ansehen darf
plain-pile = Ablagestapel, von unten nach oben: { $pile }
plain-pile-empty = (leer)
plain-which-card = Welche Karte? Tippe sie, z. B. 'discard 7H' oder nur '7H'.
plain-not-understood = Nicht verstanden: { $what }. Tippe 'help' für die Befehle.
plain-not-gin-card = Kein Gin: { $card } abzulegen lässt { $left } Restpunkte ('knock' zum Klopfen).
plain-best-over-limit = Nicht erlaubt: die beste Ablage lässt { $left } Restpunkte, über der Klopfgrenze von { $limit }.
plain-not-gin = Kein Gin: die beste Ablage lässt { $left } Restpunkte ('knock' zum Klopfen).

table-pile-empty = leer
table-pile-top = { $card } oben
table-pile-squared = { $pile } ({ $below } darunter, zusammengeschoben: nur die oberste ist zu sehen)
table-pile-below = { $pile } ({ $below } darunter; 'pile' zeigt sie)
table-opponent =
    { $name }: { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
table-opponent-known =
    { $name }: { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }, hält bekanntlich { $cards }
table-deadwood = Restpunkte { $count }
table-scores = Stand: { $scores } (bis { $target }).  Stapel: { $stock } Karten.  Klopfgrenze: { $limit }.
table-discard-pile = Ablagestapel: { $pile }.
table-your-hand = Deine Hand: { $parts }
# loan: two names and their scores; only the order could change, and it does not here.
scores-pair = { $name0 } { $score0 }, { $name1 } { $score1 }

prompt-first = Erster Zug: { $moves }.
prompt-turn = Du bist dran: { $moves }.
prompt-turn-passed = Du bist dran: { $moves } (die erste offene Karte wurde abgelehnt).
prompt-stock-end = Noch zwei Karten im Stapel: { $moves }.
prompt-stock-end-void = Noch zwei Karten im Stapel: { $moves } (das Spiel ist ungültig).
prompt-discard = Lege eine Karte ab (zum Beispiel '{ $example }')
prompt-only-knock = Du kannst jetzt nur klopfen
prompt-or = oder { $options }
prompt-or-more = oder { $options } und { $count } weitere
prompt-or-big-gin = oder 'big gin'
prompt-keep-taken = ({ $card } wurde gerade genommen: behalte sie diese Runde.)
