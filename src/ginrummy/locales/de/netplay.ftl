# Das Online-Spiel im Terminal (`ginrummy online`). Wörter in einfachen
# Anführungszeichen ('draw', 'next', 'quit') sind Befehle zum Eintippen: sie bleiben
# englisch. $name ist der Name eines Spielers, wie er ihn geschrieben hat.

## Die Hilfe ('help' am Tisch)
netplay-help =
    Befehle:
      draw (d), take (t), pass (p)   vom Stapel ziehen, die offene Karte nehmen, passen
      7H oder 'discard 7H'          eine Karte ablegen
      knock [7H], gin [7H]          klopfen (mit der besten Ablage oder dieser), Gin machen
      big gin                       Big Gin, wenn die Regeln es erlauben
      next                          bereit für das nächste Spiel
      rematch                       eine neue Partie, wenn diese vorbei ist
      say TEXT                      mit deinem Gegner chatten
      claim                         eine Partie gewinnen, die dein Gegner verlassen hat (nach der Wartezeit)
      resign                        die Partie aufgeben (fragt vorher nach)
      hint                          ein Tipp (gegen den Computer, in einer ungewerteten Partie)
      show, pile                    der Tisch noch einmal; der ganze Ablagestapel
      quit                          den Tisch verlassen (dein Platz bleibt: --resume)
netplay-watch-help =
    Befehle:
      show      der Tisch: die Punkte, der Stapel, der Ablagestapel, was jeder
                Spieler zeigt, und die Uhren eines Tisches mit Zeit
      pile      der ganze Ablagestapel
      quit      nicht mehr zuschauen

## Die Verbindung
netplay-server-closed = Der Server hat diesen Tisch geschlossen.
netplay-connection-lost = Verbindung verloren ({ $why }); neu verbinden... (was du inzwischen tippst, wird gelesen, sobald sie wieder steht)
netplay-closed = geschlossen
netplay-reconnected = Wieder verbunden.
netplay-lost = Keine neue Verbindung möglich.
netplay-lost-seat = Keine neue Verbindung möglich. Dein Platz bleibt frei: 'ginrummy online --resume'.
netplay-lost-watch = Keine neue Verbindung möglich. Schau wieder zu mit 'ginrummy online --watch ROOM'.
netplay-not-sent = Nicht gesendet: die Verbindung ist unterbrochen (neu verbinden).
netplay-left-table = Du hast den Tisch verlassen. Dein Platz bleibt frei: 'ginrummy online --resume'.
netplay-refused = Abgelehnt: { $message } ({ $code }).
# loan: die Meldung des Servers und ihr Code, kein Wort zu übersetzen
netplay-watch-refused = { $message } ({ $code })

## Der Tisch
netplay-waiting = Warte, bis sich dein Gegner setzt
netplay-waiting-invite = Warte, bis sich dein Gegner setzt: schick ihm { $invite }
netplay-shuffling = Mischen: das Geben wartet auf die Seeds beider Spieler.
netplay-seating =
    Du ({ $me }) spielst gegen { $other }: Partie { $game } bis { $target }, { $kind ->
        [rated] gewertet
       *[other] ungewertet
    }.
netplay-hand-dealt =
    Spiel { $number }: { $who ->
        [you] Du hast gegeben.
       *[other] { $name } hat gegeben.
    }
netplay-scores-you = du { $mine }, { $name } { $theirs }
netplay-scores = Punkte: { $scores }.
netplay-table-head = Punkte: { $scores } (bis { $target }).  Stapel: { $stock } Karten.  Klopfgrenze: { $limit }.
netplay-discard-pile = Ablagestapel: { $pile }.
netplay-pile-empty = leer
netplay-pile-top = { $card } oben
netplay-pile-top-below = { $card } oben ({ $count } darunter; 'pile' zeigt sie)
netplay-pile-list = Ablagestapel, von unten nach oben: { $cards }
netplay-pile-list-empty = (leer)
netplay-no-table = Noch kein Tisch zu zeigen.
netplay-seat-cards =
    { $name }: { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
netplay-seat-cards-known =
    { $name }: { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }, bekannt davon: { $cards }
netplay-seat-laid-down = { $name }: hat { $cards } ausgelegt
netplay-away = (weg)
netplay-your-hand = Deine Hand: { $hand }
netplay-deadwood = Restpunkte { $count }
netplay-turn-of = { $name } ist am Zug.
netplay-type-next = Tippe 'next' für das nächste Spiel.
netplay-type-rematch = Tippe 'rematch' oder 'quit'.
netplay-rematch-or-quit = Tippe 'rematch' für eine neue Partie, oder 'quit'.
netplay-back-to-tournament = Zurück zum Turnier.
# loan: die Zeile des Spielblatts, ein Doppelpunkt und die zwei Zahlen
netplay-sheet-row = { $label }: { $a } - { $b }
netplay-player-left = { $name } hat den Tisch verlassen.
netplay-player-back = { $name } ist wieder da.

## Was jetzt zu tun ist
netplay-lead-first-turn = Erster Zug
netplay-lead-stock-end = Noch zwei Karten im Stapel
netplay-lead-your-turn = Du bist dran
# loan: was ansteht, ein Doppelpunkt und die möglichen Züge: nichts zu übersetzen
netplay-choices = { $lead }: { $choices }.
netplay-or = { " oder " }
# loan: Komma und Leerzeichen sind im Deutschen dieselben wie im Englischen
netplay-comma = { ", " }
netplay-choice-take = { $card } nehmen ('take')
netplay-choice-draw = vom Stapel ziehen ('draw')
# loan: der Zug in den Worten von play.ftl, dann der Befehl zum Tippen
netplay-choice-other = { $label } ('{ $command }')
netplay-discard-example = Lege eine Karte ab (zum Beispiel '{ $card }')
netplay-only-knock = Du kannst jetzt nur klopfen
netplay-or-knocks = oder { $knocks }
netplay-or-big-gin = oder 'big gin'
# loan: ein Satz mit Punkt am Ende, wie im Englischen
netplay-end = { $text }.
netplay-keep-taken = ({ $card } wurde gerade genommen: behalte sie in diesem Zug.)

## Getippte Zeilen
netplay-chat-computer = Der Chat ist für zwei Menschen: dein Gegner ist der Computer.
netplay-say-what = Was sagen? Tippe 'say' und deine Nachricht.
netplay-no-hint-rated = Kein Tipp: in einer gewerteten Partie keine Hilfe der Engine, bis sie vorbei ist.
netplay-resign-ask = Diese Partie aufgeben? Dein Gegner gewinnt sie sofort, und sie zählt als Niederlage in deiner Wertung. Tippe noch einmal 'resign' zum Aufgeben, irgendetwas anderes zum Weiterspielen.
netplay-no-move = Gerade ist kein Zug zu machen. Tippe 'help' für die Befehle.
netplay-not-understood-number = Nicht verstanden: { $line }. Nenne eine Karte mit ihrer Farbe, z. B. '8H'.
netplay-not-understood = Nicht verstanden: { $line }. Tippe 'help' für die Befehle.
netplay-not-allowed = Jetzt nicht erlaubt. Du kannst: { $moves }.
netplay-not-gin-card = Kein Gin: { $card } abzulegen lässt { $left } Restpunkte (tippe 'knock { $code }' zum Klopfen).
netplay-cannot-knock = Du kannst jetzt nicht klopfen.
netplay-not-gin = Kein Gin: die beste Ablage lässt { $left } Restpunkte.

## Eine Partie verlassen: der Anspruch ($time: Minuten und Sekunden, 2:05)
netplay-claim-open = { $name } ist gegangen. Du kannst die Partie jetzt beanspruchen: tippe 'claim' (du gewinnst sie).
netplay-claim-after-move = { $name } ist gegangen. Mach deinen Zug; dann kannst du die Partie beanspruchen.
netplay-claim-in-after-move = { $name } ist gegangen. Du kannst die Partie in { $time } beanspruchen, sobald du gezogen hast.
netplay-claim-in = { $name } ist gegangen. Du kannst die Partie in { $time } beanspruchen.
netplay-claim-show = { $text } ('show' sagt, wie lange es noch dauert)

## Die Uhren ($move, $bank: Sekunden)
netplay-clocks = Uhren: { $clocks }.
netplay-clock-seat =
    { $who ->
        [you] du
       *[other] { $name }
    } { $move } s + { $bank } s Reserve{ $timeouts ->
        [0] {""}
        [one] , { $timeouts } Zeitüberschreitung
       *[other] , { $timeouts } Zeitüberschreitungen
    }{ $running ->
        [yes] { " (am Zug)" }
       *[other] {""}
    }

## Zuschauen
netplay-watch-waiting = Der Tisch wartet auf seinen zweiten Spieler.
netplay-watching = Du schaust { $first } und { $second } zu: Partie { $game } bis { $target }.
netplay-watch-computer = { $name } (der Computer)
netplay-watch-computer-level = { $name } (der Computer, { $level })
netplay-watch-rematch = Schau weiter zu, falls es eine Revanche gibt, oder tippe 'quit'.
netplay-to-play = { $name } ist am Zug.
netplay-watch-only = Wer zuschaut, schaut nur zu: tippe 'show', 'pile', 'help' oder 'quit'.
netplay-watch-stopped = Du schaust nicht mehr zu.

## Einen Tisch finden
netplay-signed-out = Dieses Terminal wurde von einem anderen Gerät abgemeldet; ein neuer Spieler wird angelegt.
netplay-player-unknown = Dieser Server kennt deinen Spieler nicht mehr; ein neuer wird angelegt.
netplay-play-as = Du spielst als { $name } auf { $server }.
netplay-accepted = Du hast die Herausforderung angenommen.
netplay-open-public = Dein Tisch ist in der Lobby offen, für alle; oder schick diesen Link: { $link }
netplay-open-friend = Dein Tisch ist offen. Schick diesen Link an deinen Freund: { $link }
netplay-pairing = Warte auf einen Gegner in { $pool } ({ $count } warten; Strg-C zum Aufhören)...
netplay-left-queue = Du hast die Warteschlange verlassen.
netplay-found = Gegner gefunden.
netplay-tournament-joined = Du bist { $name } beigetreten ({ $kind }). Warte auf deine Partie; Strg-C für eine Pause.
netplay-next-game = Deine nächste Partie ist bereit.
netplay-left-tournament-table = Du hast den Turniertisch verlassen; die Partie geht ohne dich weiter.
netplay-tournament-over = Das Turnier ist vorbei.
netplay-paused = Du pausierst: 'ginrummy online --tournament { $id }', um zurückzukommen.

## Die Lobby (--lobby)
netplay-lobby-tables = Offene Tische (hinsetzen: ginrummy online --join ROOM):
netplay-lobby-no-tables = Keine offenen Tische.
netplay-lobby-games = Laufende Partien (zuschauen: ginrummy online --watch ROOM):
netplay-lobby-no-games = Keine laufenden Partien.
netplay-lobby-waiting = Warten auf eine Paarung: { $pools } (dazukommen: ginrummy online).
netplay-lobby-nobody-waiting = Niemand wartet auf eine Paarung.
netplay-lobby-rules-to = { $rules } bis { $target }
netplay-lobby-rating = , Wertung { $rating }
netplay-lobby-watchers = , { $count } schauen zu
netplay-lobby-versus = { " gegen " }

## Herausforderungen (--challenges)
netplay-challenges-none = Niemand fordert dich gerade heraus (eine Herausforderung stellt man auf der Seite eines Spielers).
netplay-challenges = Herausforderungen an dich (annehmen: ginrummy online --accept ID):
netplay-challenge-no-clock = ohne Uhr
netplay-challenge-clock = { $move } s pro Zug, { $bank } s Reserve
netplay-challenge-game =
    { $rules } bis { $target }, { $clock }, { $rated ->
        [rated] gewertet
       *[other] freundschaftlich
    }
netplay-challenge-left = { $text } (noch { $seconds } s)

## Turniere (--tournaments, --tournament)
netplay-tournaments-title = Turniere (beitreten: ginrummy online --tournament ID)
netplay-tournaments-none = Keine Turniere.
# loan: die Kennung, die man nach --tournament tippt
netplay-column-id = id
netplay-column-name = Name
netplay-column-status = Stand
netplay-column-kind = Art
netplay-column-starts = Beginn
netplay-column-players = Spieler
netplay-column-winner = Sieger
netplay-tournament-status =
    { $status ->
        [coming] demnächst
        [running] läuft
        [finished] beendet
       *[other] { $status }
    }
netplay-tournament-round = { $status } (Runde { $round })
netplay-tournament-round-of = { $name }: { $status }, Runde { $round } von { $rounds }
# loan: der Name, ein Doppelpunkt und der Stand
netplay-tournament-head = { $name }: { $status }
netplay-tournament-kind =
    { $format ->
        [arena] Arena
        [swiss] Schweizer System
       *[other] { $format }
    }, { $length }, { $rules } bis { $target }, { $clock }, { $rated ->
        [rated] gewertet
       *[other] ungewertet
    }
# loan: „min“ ist auch im Deutschen die Abkürzung für Minuten
netplay-tournament-minutes = { $minutes } min
netplay-tournament-rounds =
    { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }
netplay-tournament-untimed = ohne Uhr
netplay-standing = { $mark }{ $rank }. { $name }  { $points } Punkte{ $fire }{ $state }  [{ $sheet }]
netplay-standing-fire = { " (in Fahrt)" }
netplay-standing-paused = { " (pausiert)" }
netplay-standing-left = { " (gegangen)" }
netplay-tournament-winner = Sieger: { $name }.
