# Die Online-Seiten: die Lobby, die Rangliste, das Profil, die Herausforderungen, die
# Statistik und die Wiederholungen (siehe en/web-online.ftl).

## Gemeinsam

# loan: the game's name as German players write it.
online-brand = Gin Rummy
online-player = Spieler
online-preset =
    { $rules ->
        [standard] Standard
        [oklahoma] Oklahoma
        [oklahoma-spades] Oklahoma, Pik doppelt
        [straight] Nur Gin
        [hollywood] Hollywood
        [eaai] EAAI-Turnier
        [openspiel] OpenSpiel (ein Spiel)
       *[other] { $rules }
    }
online-game-kind = { $rules }, bis { $target }
online-level =
    { $level ->
        [easy] leicht
        [medium] mittel
        [hard] schwer
        [apprentice] Lehrling
        [master] Meister
       *[other] { $level }
    }
# loan: "Computer" is the German word too.
online-computer = Computer ({ $level })
online-ago-now = gerade eben
online-ago-minutes = vor { $count } Min.
online-ago-hours = vor { $count } Std.
# loan: only the server's own message, nothing to translate.
online-problem = { $error }

## Die Lobby

# loan: "Lobby" is the German word for it.
lobby-title = Lobby: Gin Rummy online
lobby-description =
    .content = Offene Gin-Rummy-Tische zum Mitspielen, Partien zum Zuschauen und Leute, die auf ein Spiel warten.
lobby-skip = Zu den Tischen springen
lobby-loading = Die Lobby wird geladen...
lobby-tables-heading = Offene Tische
lobby-tables-intro = Öffentliche Tische, die auf einen zweiten Spieler warten: setz dich an einen, um anzufangen.
lobby-tables-empty = Gerade ist kein Tisch offen: eröffne einen oder spiel sofort gegen jemanden.
lobby-games-heading = Laufende Partien
lobby-games-empty = Gerade wird keine öffentliche Partie gespielt.
lobby-waiting-heading = Warten auf einen Gegner
lobby-pools-empty = Gerade wartet niemand.
lobby-play-now = Sofort gegen jemanden spielen
lobby-create-heading = Einen öffentlichen Tisch eröffnen
lobby-name-label = Dein Name
lobby-name =
    .placeholder = Spieler
lobby-rules-label = Regeln
lobby-target-label = Zielpunktzahl
lobby-clock-label = Bedenkzeit
lobby-clock-none = Ohne Uhr
lobby-clock-15 = 15 Sekunden pro Zug, 30 als Reserve
lobby-clock-30 = 30 Sekunden pro Zug, 60 als Reserve
lobby-clock-60 = 60 Sekunden pro Zug, 2 Minuten als Reserve
lobby-create = Tisch eröffnen
lobby-host-new = neuer Spieler
lobby-host-rating = Wertung { $rating }
lobby-your-table = Dein Tisch
lobby-join = Mitspielen
lobby-watch = Zuschauen
lobby-versus = { $first } gegen { $second }
lobby-watchers =
    { $count ->
        [0] niemand schaut zu
        [one] { $count } Zuschauer
       *[other] { $count } Zuschauer
    }
lobby-pool-waiting = { $count } wartend
lobby-summary =
    { $tables ->
        [one] { $tables } offener Tisch
       *[other] { $tables } offene Tische
    }, { $games ->
        [one] { $games } laufende Partie
       *[other] { $games } laufende Partien
    }, { $waiting } warten auf einen Gegner.
lobby-updated = { $summary } Aktualisiert um { $time }.
lobby-load-failed = Die Lobby konnte nicht geladen werden: { $error }
lobby-seat-taken = Jemand anderes hat den Platz schon genommen.
lobby-own-table = Das ist dein eigener Tisch: warte dort, bis sich jemand setzt.
lobby-you-play-as = Du spielst als { $name } (deinen Namen änderst du auf der { $start }).
lobby-start-page = Startseite
lobby-name-later = Dein Online-Name entsteht, wenn du einen Tisch eröffnest oder dich an einen setzt.
lobby-target-invalid = Zielpunktzahl: eine ganze Zahl von 1 bis 1000.

## Die Rangliste

leaderboard-title = Rangliste: Gin Rummy online
leaderboard-skip = Zur Rangliste springen
leaderboard-heading = Rangliste
leaderboard-pool-label = Spielart
leaderboard-intro = Glicko-2-Wertungen, eine Liste je Spielart (Regeln und Zielpunktzahl). Eine Wertung zählt hier nach 10 Partien; bis dahin ist sie vorläufig.
leaderboard-caption = Rangfolge
leaderboard-rank = Platz
leaderboard-player = Spieler
leaderboard-rating = Wertung
leaderboard-games = Partien
leaderboard-challenge-column = Herausfordern
leaderboard-you = du
leaderboard-caption-pool = Rangfolge: { $kind }
leaderboard-empty = In { $kind } ist noch niemand platziert: eine Wertung zählt nach 10 Partien.
leaderboard-status =
    { $count ->
        [one] { $kind }: { $count } platzierter Spieler.
       *[other] { $kind }: { $count } platzierte Spieler.
    }
leaderboard-load-failed = Die Rangliste konnte nicht geladen werden: { $error }

## Herausforderungen

challenge-notices =
    .aria-label = Herausforderungen
challenge-button = Herausfordern
challenge-clock-30 = 30 s pro Zug, 60 s Reserve
challenge-clock-15 = 15 s pro Zug, 30 s Reserve
challenge-clock-60 = 60 s pro Zug, 120 s Reserve
challenge-clock-none = Ohne Uhr
challenge-clock = { $move } s pro Zug, { $bank } s Reserve
challenge-clock-no-bank = { $move } s pro Zug
challenge-no-clock = ohne Uhr
challenge-rated = gewertet
challenge-casual = ungewertet
# loan: only the parts in their order, with the same commas.
challenge-game = { $kind }, { $clock }, { $rated }
challenge-incoming = { $name } fordert dich heraus: { $game }.
challenge-outgoing = Warte, bis { $name } auf deine Herausforderung antwortet ({ $game })...
challenge-declined = { $name } hat deine Herausforderung abgelehnt.
challenge-expired = { $name } hat nicht rechtzeitig auf deine Herausforderung geantwortet.
challenge-accept = Annehmen
challenge-decline = Ablehnen
challenge-cancel = Abbrechen
challenge-dismiss = Schließen
challenge-title = { $name } herausfordern
challenge-rules = Regeln
challenge-target = Spielen bis
challenge-clock-label = Uhr
challenge-rated-box = Gewertet (ohne Haken: eine ungewertete Partie)
challenge-send = Herausforderung senden

## Das Profil

profile-title = Spielerprofil: Gin Rummy online
profile-title-named = { $name }: Gin-Rummy-Spieler
profile-skip = Zum Profil springen
profile-me = Das bist du.
profile-change-name = Ändere deinen Namen
profile-me-end = auf der Startseite.
profile-ratings-heading = Wertungen
profile-ratings-empty = Noch keine gewertete Partie.
profile-chart-heading = Verlauf der Wertung
profile-numbers = Die Zahlen
profile-levels-heading = Gegen den Computer
profile-recent-heading = Letzte Partien
profile-following-heading = Gefolgt
profile-following-intro = Online: eine Seite dieser Website in den letzten 30 Sekunden geöffnet.
profile-following-empty = Du folgst noch niemandem: „Folgen“ im Profil eines Spielers fügt ihn hier hinzu.
profile-unrated-heading = Nicht gewertete Partien
profile-tournaments-heading = Turniere
profile-blocked-heading = Von dir blockierte Spieler
profile-blocked-intro = Du wirst nie mit ihnen gepaart.
profile-provisional = vorläufig
profile-provisional-why =
    .title = Weniger als 10 Partien: noch nicht platziert
profile-games =
    { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    }
profile-since = spielt seit { $date }
profile-point-start = { $kind }: { $rating } vor der ersten Partie
profile-point = { $kind }: { $rating } nach Partie { $game }
profile-point-dated = { $kind }: { $rating } nach Partie { $game } ({ $date })
profile-chart-line =
    { $games ->
        [one] { $kind }: von { $from } auf { $to } in { $games } Partie
       *[other] { $kind }: von { $from } auf { $to } in { $games } Partien
    }
profile-chart-title = Verlauf der Wertung von { $name }
profile-chart-game = Partie { $number }
profile-col-kind = Spielart
profile-col-game = Partie
profile-col-rating = Wertung
profile-col-when = Wann
profile-col-level = Stufe
profile-col-won = Gewonnen
profile-col-lost = Verloren
profile-col-opponent = Gegner
profile-col-result = Ergebnis
profile-col-counted = Gezählt als
profile-col-tournament = Turnier
# loan: "Format" is the German word too.
profile-col-format = Format
profile-col-place = Platz
profile-col-points = Punkte
profile-chart-table = Wertung nach jeder Partie
profile-levels-caption = Gewonnene und verlorene Partien gegen jede Stufe des Computers
profile-levels-empty = Noch keine gewertete Partie gegen den Computer.
profile-level =
    { $level ->
        [easy] Leicht
        [medium] Mittel
        [hard] Schwer
        [apprentice] Lehrling
        [master] Meister
       *[other] { $level }
    }
profile-won = Gewonnen
profile-lost = Verloren
profile-recent-caption = Letzte gewertete Partien
profile-recent-empty = Noch keine gewertete Partie.
profile-unrated-no-move = abgebrochen: beendet, bevor beide Spieler gezogen hatten
profile-unrated-shared-address = nicht gewertet: beide Spieler spielen von derselben Adresse
profile-unrated-bulk-made = nicht gewertet: ein Spieler aus einer Welle neuer Spieler
profile-unrated-aborted = abgebrochen
profile-unrated-unrated = nicht gewertet
profile-unrated-caption = Letzte Partien, die nicht gewertet wurden
profile-format =
    { $format ->
        [swiss] Schweizer System
        [arena] Arena
       *[other] { $format }
    }
profile-place = { $rank } von { $players }
profile-playing-now = spielt gerade
profile-coming = demnächst
profile-tournaments-caption = Gespielte Turniere
profile-tournaments-empty = Noch kein Turnier.
profile-unblock = Freigeben
profile-follow = Folgen
profile-unfollow = Nicht mehr folgen
profile-unblock-player = Diesen Spieler freigeben
profile-block-player = Nie mit diesem Spieler paaren
profile-presence =
    { $state ->
        [playing] spielt gerade
        [online] online
       *[offline] offline
    }
profile-watch = Zuschauen
profile-no-player = Hier gibt es noch keinen Spieler: spiel zuerst online oder gegen den Computer.
profile-not-found = Diesen Spieler gibt es nicht.

## Die Statistik und die Wiederholungen

stats-title = Deine Statistik: Gin Rummy
stats-description =
    .content = Deine Gin-Rummy-Statistik, deine beendeten Partien und ihre Wiederholungen.
stats-skip = Zu deiner Statistik springen
stats-heading = Deine Statistik
stats-this-browser = (dieser Browser)
stats-every-device = ({ $name }, auf allen Geräten, und dieser Browser)
stats-games = Partien
stats-wins = Siege
stats-win-rate = Siegquote
stats-streak = Aktuelle Siegesserie
stats-longest = Längste Serie
# loan: "Gin" is the word German players use, with its plural.
stats-gins = Gins
stats-undercuts = Unterbietungen
stats-knocks = Gewonnene Klopfer
stats-takebacks = Zurückgenommene Züge
stats-levels-heading = Nach Gegner
stats-against = Gegen
stats-all-games = Alle Partien
stats-level =
    { $level ->
        [easy] Computer, leicht
        [medium] Computer, mittel
        [hard] Computer, schwer
        [apprentice] Computer, Lehrling
        [master] Computer, Meister
        [people] Menschen
       *[other] { $level }
    }
stats-games-heading = Beendete Partien
stats-games-empty = Noch keine beendete Partie.
stats-play-one = Spiel eine
stats-games-empty-end = : sie erscheint dann hier.
stats-more = Ältere Partien
stats-won = Gewonnen
stats-lost = Verloren
stats-game-against = { $score } gegen { $opponent }
stats-they-resigned = Gegner hat aufgegeben
stats-resigned = aufgegeben
stats-claimed = beansprucht
stats-aborted = abgebrochen: nicht gewertet
stats-rated = gewertet
stats-replay = Wiederholung
stats-load-failed = Deine Statistik konnte nicht geladen werden: { $error }
stats-replay-heading = Wiederholung
stats-replay-close = Wiederholung schließen
stats-replay-loading = Die Partie wird geladen…
stats-replay-failed = Die Partie konnte nicht geladen werden: { $error }
stats-replay-other-browser = Diese Partie wurde in einem anderen Browser gespielt: sieh sie dort an, oder nutze hier denselben Online-Namen („auf einem anderen Gerät nutzen“ auf der Startseite).
stats-replay-not-finished = Diese Partie ist noch nicht vorbei: Wiederholungen gibt es nur von beendeten Partien.
stats-replay-not-stored = Diese Partie ist auf diesem Server nicht gespeichert.
stats-replay-truncated = (nur die ersten Schritte: die Partie ist sehr lang)
# loan: only the parts in their order, with the same punctuation.
stats-replay-line = { $summary } { $kind }, { $when }.
replay-count-lines = Die Abrechnung, Zeile für Zeile
replay-controls =
    .aria-label = Schritt für Schritt durch die Partie
replay-first =
    .title = Erster Schritt (Pos1)
replay-first-text = Erster Schritt
replay-prev =
    .title = Zurück (←)
replay-prev-text = Zurück
replay-next =
    .title = Weiter (→)
replay-next-text = Weiter
replay-last =
    .title = Letzter Schritt (Ende)
replay-last-text = Letzter Schritt
replay-hands =
    .aria-label = Zu einem Spiel gehen
replay-hand-label = Spiel
replay-prev-hand = Voriges Spiel
    .title = Das Geben des vorigen Spiels (Bild ↑)
replay-next-hand = Nächstes Spiel
    .title = Das Geben des nächsten Spiels (Bild ↓)
replay-step-label = Schritt
replay-keys = Tasten:
replay-keys-step = Schritt für Schritt,
replay-keys-hands = das vorige und das nächste Spiel,
replay-keys-ends = der erste und der letzte Schritt.
replay-key-page-up = Bild ↑
replay-key-page-down = Bild ↓
replay-key-home = Pos1
replay-key-end = Ende
replay-moves = Züge in diesem Spiel
replay-you-deal = du gibst
replay-deals = { $name } gibt
replay-deal = Spiel { $hand }: die Karten werden gegeben ({ $dealer }).
replay-a-move = Ein Zug.
replay-hand-over = { $text } Das Spiel ist vorbei.
replay-step = Schritt { $step } von { $total }: { $text }
replay-step-value = Schritt { $step } von { $total }, Spiel { $hand }
replay-hand-of = Spiel { $hand } von { $hands }
replay-score = Spiel { $hand } · Du { $mine }, { $name } { $theirs } · gespielt bis { $target }
replay-you-are = Du ({ $name })
replay-deadwood = Restpunkte { $count }
replay-discard-size = Ablagestapel: { $count }
replay-just-taken = { $card }, gerade aufgenommen
replay-meld =
    .aria-label = Kombination
replay-deadwood-group =
    .aria-label = Restkarten
replay-summary-won =
    { $hands ->
        [one] Du hast { $mine } zu { $theirs } gegen { $name }{ $how } gewonnen, in { $hands } Spiel.
       *[other] Du hast { $mine } zu { $theirs } gegen { $name }{ $how } gewonnen, in { $hands } Spielen.
    }
replay-summary-lost =
    { $hands ->
        [one] Du hast { $mine } zu { $theirs } gegen { $name }{ $how } verloren, in { $hands } Spiel.
       *[other] Du hast { $mine } zu { $theirs } gegen { $name }{ $how } verloren, in { $hands } Spielen.
    }
replay-resigned = (aufgegeben)
replay-claimed = (beansprucht)
