# Die Turnierseiten: die Liste und ihr Formular (tournaments.html, tournaments.js), ein
# Turnier (tournament.html, tournament.js), ihre gemeinsamen Wörter (tourney.js) und der
# Hinweis am Tisch auf die nächste Turnierpartie (tourneytable.js).
# Namen von Spielern und Turnieren stehen nie hier: sie sind Platzhalter.

## Die Turnierliste (/tournaments)

tourneys-title = Turniere: Gin Rummy online
tourneys-meta =
    .content = Gin-Rummy-Turniere als Arena und im Schweizer System: geplant, laufend und beendet, und ein Formular für dein eigenes.
tourneys-skip = Zu den Turnieren springen
tourneys-running = Jetzt laufend
tourneys-running-empty = Gerade läuft kein Turnier.
tourneys-coming = Demnächst
tourneys-coming-empty = Kein Turnier ist geplant: erstelle eines.
tourneys-finished = Beendet
tourneys-finished-empty = Noch kein Turnier ist beendet.
tourneys-create = Turnier erstellen
tourneys-your-name = Dein Name
tourneys-player =
    .placeholder = Spieler
tourneys-name = Name des Turniers
tourneys-name-example =
    .placeholder = Gin am Freitag
tourneys-format = Modus
tourneys-format-arena = Arena: so viele Partien, wie du in der Zeit spielen kannst
tourneys-format-swiss = Schweizer System: eine feste Zahl von Runden, alle spielen in jeder Runde
tourneys-rules = Regeln
tourneys-target = Zielpunktzahl
tourneys-clock = Zugzeit
tourneys-clock-none = Ohne Uhr
tourneys-clock-blitz = Blitz: 10 Sekunden pro Zug, 30 als Reserve
tourneys-clock-rapid = Schnell: 20 Sekunden pro Zug, 60 als Reserve
tourneys-clock-classical = Klassisch: 45 Sekunden pro Zug, 3 Minuten als Reserve
tourneys-starts = Beginnt in (Minuten)
tourneys-lasts = Dauer (Minuten)
tourneys-rounds = Runden
tourneys-rated = Gewertet: die Partien zählen für die Wertungszahlen
tourneys-private = Privat: nicht gelistet, nur wer den Link hat, kann teilnehmen
tourneys-submit = Turnier erstellen
tourneys-link = Link zum Turnier
tourneys-open = Turnier öffnen
tourneys-load-error = Die Turniere konnten nicht geladen werden: { $error }
tourneys-whole = { $field }: eine ganze Zahl von { $low } bis { $high }.
tourneys-field-target = Zielpunktzahl
tourneys-field-starts = Beginnt in
tourneys-field-lasts = Dauer
tourneys-field-rounds = Runden
tourneys-name-short = Gib dem Turnier einen Namen (mindestens 3 Buchstaben).
tourneys-made-private = { $name } ist erstellt. Es ist privat: schick diesen Link an die Leute, mit denen du spielen willst.
tourneys-made-listed = { $name } ist erstellt und hier gelistet. Sein Link:
tourneys-organise-as = Du veranstaltest als { $name }.
tourneys-name-later = Dein Online-Name entsteht, wenn du ein Turnier erstellst oder einem beitrittst.
tourneys-by = von { $name }
tourneys-by-site = von der Website

## Wörter beider Seiten

tourney-copy = Kopieren
tourney-copied = Kopiert
tourney-players =
    { $count ->
        [one] { $count } Spieler
       *[other] { $count } Spieler
    }
tourney-format-name =
    { $format ->
        [swiss] Schweizer System
       *[other] Arena
    }
tourney-format-arena =
    { $minutes ->
        [one] Arena, { $minutes } Minute
       *[other] Arena, { $minutes } Minuten
    }
tourney-format-swiss =
    { $rounds ->
        [one] Schweizer System, { $rounds } Runde
       *[other] Schweizer System, { $rounds } Runden
    }
tourney-preset =
    { $preset ->
        [standard] Standard
        [oklahoma] Oklahoma
        [oklahoma-spades] Oklahoma, Pik zählt doppelt
        [straight] Straight Gin (ohne Klopfen)
        [hollywood] Hollywood
        [eaai] EAAI-Turnier
        [openspiel] OpenSpiel (ein Spiel)
       *[other] { $label }
    }
tourney-preset-none = Gin Rummy
tourney-game-to = { $game }, bis { $target }
tourney-clock-none = ohne Uhr
tourney-clock =
    { $clock ->
        [blitz] Blitz-Uhr
        [rapid] Schnell-Uhr
        [classical] klassische Uhr
       *[other] Uhr { $clock }
    } ({ $move } s pro Zug, { $bank } s Reserve)
tourney-clock-other = Uhr { $clock }
tourney-rated = gewertet
tourney-unrated = nicht gewertet
tourney-countdown-days =
    { $days ->
        [one] { $days } Tag { $clock }
       *[other] { $days } Tage { $clock }
    }

## Wo ein Turnier steht

tourney-finished = Beendet
tourney-finished-won = Beendet: { $winner } hat gewonnen
tourney-starting-soon = Beginnt bald
tourney-starting = Beginnt…
tourney-starting-now = Beginnt jetzt
tourney-starts-in = Beginnt in { $time }
tourney-round-of = Runde { $round } von { $rounds }
tourney-running = Läuft
tourney-ending = Endet…
tourney-ending-label = Endet: die letzten Partien werden gespielt
tourney-ends-in = Endet in { $time }
# Nach „Beginnt in“ und „Endet in“: im Dativ.
tourney-when-seconds =
    { $count ->
        [one] { $count } Sekunde
       *[other] { $count } Sekunden
    }
tourney-when-minutes =
    { $count ->
        [one] etwa { $count } Minute
       *[other] etwa { $count } Minuten
    }
tourney-when-hours =
    { $count ->
        [one] etwa { $count } Stunde
       *[other] etwa { $count } Stunden
    }
tourney-when-days =
    { $count ->
        [one] etwa { $count } Tag
       *[other] etwa { $count } Tagen
    }

## Die Tabelle

tourney-streak =
    .title = In Serie: der nächste Sieg zählt doppelt
tourney-streak-words = in Serie
tourney-tag-left = ausgestiegen
tourney-tag-paused = pausiert
tourney-tag-you = du
tourney-someone = Spieler
tourney-sheet = Punkte je Partie: { $points }

## Abgelehnte Teilnahme, Pause, Austritt

tourney-refused-finished = Dieses Turnier ist vorbei.
tourney-refused-full = Dieses Turnier ist voll.
tourney-refused-started = Dieses Turnier im Schweizer System ist über die erste Runde hinaus: zu spät zum Beitreten.
tourney-refused-unknown = Dieses Turnier gibt es nicht (der Link ist vielleicht alt).

## Ein Turnier (/tournaments/<id>)

tourney-title = Turnier: Gin Rummy online
tourney-title-named = { $name }: Gin-Rummy-Turnier
tourney-skip = Zum Turnier springen
tourney-private = privat
tourney-invite = Privat: nur wer diesen Link hat, kann teilnehmen
tourney-your-name = Dein Name
tourney-player =
    .placeholder = Spieler
tourney-standings = Tabelle
tourney-rank = Platz
tourney-player-head = Spieler
tourney-points = Punkte
tourney-games-head = Partien
tourney-sheet-head = Verlauf
tourney-tie-break = Feinwertung
    .title = Feinwertung: die Punkte der Gegner, gegen die man gespielt hat (Buchholz)
tourney-nobody = Noch niemand ist beigetreten.
tourney-games = Partien
tourney-no-game-now = Gerade wird keine Partie gespielt.
tourney-no-game-played = Es wurde keine Partie gespielt.
tourney-byes = Freilose
tourney-unreachable = Der Server ist nicht erreichbar. Prüfe die Verbindung und versuche es noch einmal.
tourney-refused-status = Der Server hat die Anfrage abgelehnt ({ $status }).
tourney-load-error = Das Turnier konnte nicht geladen werden: { $error }
tourney-organised-by = Veranstaltet von { $name }
tourney-scoring-swiss = Alle spielen in jeder Runde, gepaart mit Spielern gleicher Punktzahl, nie zweimal gegen denselben Gegner; wer übrig bleibt, hat ein Freilos. Bei Punktgleichheit entscheidet die Feinwertung: die Punkte der Gegner, gegen die man gespielt hat.
tourney-scoring-arena = Ein Sieg bringt Punkte; nach zwei Siegen in Folge zählt jeder Sieg doppelt (🔥), bis eine Partie verloren geht. Du wirst neu gepaart, sobald du und ein anderer Spieler frei seid.
tourney-challenge = Herausfordern
tourney-view = Ansehen
tourney-your-game = Deine Partie
tourney-watch = Zuschauen
tourney-game-round = Runde { $round }
# loan: only the two placeholders and a colon, the same in this language
tourney-game-result = { $players }: { $result }
tourney-game-won = { $winner } hat gewonnen
tourney-game-aborted = abgebrochen
tourney-bye-round = Runde { $round }: { $players }
tourney-join = Teilnehmen
tourney-join-again = Wieder teilnehmen
tourney-resume = Weiterspielen
tourney-pause = Pausieren
tourney-leave = Aussteigen
tourney-note-won = { $winner } hat dieses Turnier gewonnen.
tourney-note-over = Dieses Turnier ist vorbei.
tourney-note-too-late = Dieses Turnier im Schweizer System ist über die erste Runde hinaus: zu spät zum Beitreten. Sieh dir unten seine Partien an.
tourney-note-join-coming = Tritt jetzt bei: deine erste Partie beginnt von selbst, wenn das Turnier beginnt.
tourney-note-join-swiss = Wer während der ersten Runde beitritt, spielt ab der zweiten.
tourney-note-paused = Du pausierst: du wirst erst gepaart, wenn du weiterspielst.
tourney-note-in-coming = Du bist dabei. Deine erste Partie beginnt von selbst, wenn das Turnier beginnt: lass diese Seite offen.
tourney-note-in = Du bist dabei. Deine nächste Partie beginnt von selbst: lass diese Seite offen.
tourney-said-join = Du bist im Turnier.
tourney-said-pause = Du pausierst.
tourney-said-leave = Du bist aus dem Turnier ausgestiegen.
tourney-game-on = Deine Partie läuft!
tourney-go-to-table = Zu deinem Tisch
tourney-game-starting = Deine Partie beginnt.

## Am Tisch einer Turnierpartie

tourney-next-ready = Deine nächste Turnierpartie ist bereit.
tourney-next-go = Zu diesem Tisch
tourney-next-going = Deine nächste Turnierpartie ist bereit: es geht zu ihrem Tisch.
