# Der Spieltisch (/room/<id>): room.html und seine Skripte. Das Protokoll, die Züge und
# die Ergebnisse der Spiele nehmen play.ftl, wo es dasselbe sagt.
# $name ist der Name eines Spielers, $card eine Karte in Kurzschrift (7♥): unverändert.

## Die Seite (room.html)
table-page-title = Gin-Rummy-Tisch
table-skip = Zu deinen Karten springen
table-home =
    .aria-label = Gin Rummy: Startseite
# loan: der Name des Spiels, auf Deutsch derselbe
table-home-text = Gin Rummy
table-scoreboard =
    .aria-label = Punktestand
table-you = Du
table-opponent-name = Gegner
table-connecting = Verbinde…
table-connected = Verbunden
table-reconnecting = Verbinde erneut…
table-connection-lost = Verbindung verloren. Verbinde erneut…
table-not-connected = Nicht verbunden
table-moves-button = Züge
# loan: „Chat“ ist im Deutschen üblich
table-chat-button = Chat
table-sheet-button =
    .aria-label = Spielblatt
table-sheet-short = Blatt
table-rules-button = Regeln
    .aria-label = Regeln (öffnet in neuem Tab)
table-help-button =
    .aria-label = Tastenkürzel und Hilfe
table-settings = Einstellungen
table-no-seat-title = Du hast an diesem Tisch keinen Platz
table-start-own = Eigenes Spiel starten
table-watch-game = Dieses Spiel zuschauen
table-opponent-cards =
    .aria-label = Karten des Gegners
table-known-cards = Bekannte Karten:
table-middle =
    .aria-label = Stapel und Ablagestapel
table-pile-title = Ablagestapel
table-waiting-friend = Warten auf deinen Freund
table-waiting-friend-text = Schick diesen Link; das Spiel beginnt, wenn dein Freund ihn öffnet.
table-waiting-opponent = Warten auf einen Gegner
table-waiting-public-text = Dein Tisch steht in der Lobby; du kannst auch diesen Link schicken.
table-invite-link =
    .aria-label = Einladungslink
table-copy = Kopieren
table-copied = Kopiert.
table-copy-failed = Markiere den Link und kopiere ihn.
table-shuffling = Mischen: jeder Spieler steuert einen eigenen Startwert bei…
table-count-lines = Die Abrechnung, Zeile für Zeile
table-your-move =
    .aria-label = Dein Zug
table-take-back = Zurücknehmen
table-take-back-note = dieses Spiel wird nicht mehr gewertet
table-your-hand-title = Deine Hand
# loan: nur der Name, in Klammern
table-your-hand-named = ({ $name })
table-deadwood-word = Restpunkte
table-your-cards =
    .aria-label = Deine Karten
table-this-hand = Dieses Spiel
# loan: „Chat“ ist im Deutschen üblich
table-chat-title = Chat
table-mute = Stumm
table-unmute = Zeigen
table-mute-what = Die Nachrichten des anderen Spielers ausblenden
table-chat-messages =
    .aria-label = Chatnachrichten
table-chat-empty = Noch keine Nachrichten.
table-chat-phrases =
    .aria-label = Schnelle Sätze
table-chat-label = Nachricht an deinen Gegner
table-chat-input =
    .placeholder = Nachricht
table-send = Senden
table-pile-help = Von unten nach oben; die letzte Karte liegt oben (die offene Karte).
table-close = Schließen
table-resign-button = Dieses Spiel aufgeben
table-resign = Aufgeben
table-keep-playing = Weiterspielen
table-keys-title = Tasten
table-key-arrows = zwischen deinen Karten wechseln
table-key-enter-before = die gewählte Karte ablegen (oder mit ihr klopfen, nach
# loan: eine schließende Klammer
table-key-enter-after = )
table-key-d = vom Stapel ziehen
table-key-t = die offene Karte nehmen
table-key-p = passen (erste offene Karte)
table-key-k = klopfen: dann die abzulegende Karte wählen
table-key-g = Gin machen
table-key-h = Tipp (gegen den Computer)
table-key-n = nächstes Spiel, oder Revanche nach der Partie
table-key-r-before = deine Entscheidungen im gerade beendeten Spiel ansehen (dann mit
table-key-r-after = durchblättern)
table-key-v = den Ablagestapel durchsehen
table-key-s = Spielblatt
table-key-c = Chat (eine Partie zwischen zwei Menschen)
table-key-alt = die gewählte Karte in deiner Hand verschieben
table-key-z = deine Ablage zurücknehmen (gegen den Computer, bis er zieht)
table-key-esc = Klopfen abbrechen, ein Fenster schließen
table-key-space = Leertaste
table-help-text =
    Klicke auf eine Karte, um sie abzulegen, oder zieh sie auf den Ablagestapel. Die Zahl
    unter einer Karte sind deine Restpunkte, wenn du sie ablegst. Deine Karten ordnen sich
    selbst zu Kombinationen; die losen Karten rechts sind deine Restkarten.
table-fair-title = Wie dieses Spiel gegeben wurde

## Die Namen
table-computer =
    { $level ->
        [easy] Computer (leicht)
        [medium] Computer (mittel)
        [hard] Computer (schwer)
        [apprentice] Computer (Lehrling)
        [master] Computer (Meister)
       *[other] Computer
    }
# loan: „Computer“ ist das deutsche Wort
table-computer-short = Computer
table-your-opponent = Dein Gegner
table-player = Spieler { $number }
table-you-named = Du ({ $name })

## Der Punktestand und die Stapel
table-watching =
    { $count ->
        [one] { $count } Zuschauer
       *[other] { $count } Zuschauer
    }
table-meta-target = bis { $target }
table-meta-final = Endstand
table-meta-hand = Spiel { $number }
table-meta-game = Partie { $number }
table-meta-rated = gewertet
table-score-label = Punktestand: du { $mine }, { $name } { $theirs }
table-score-label-target = Punktestand: du { $mine }, { $name } { $theirs }, gespielt bis { $target }
table-tab-title = { $mine }:{ $theirs } Gin Rummy gegen { $name }
table-status-computer = (Computer)
table-status-seat-free = (Platz frei)
table-status-disconnected = (getrennt)
table-holds =
    { $count ->
        [one] { $name } hat { $count } Karte
       *[other] { $name } hat { $count } Karten
    }
table-holds-known =
    { $count ->
        [one] { $name } hat { $count } Karte, bekannt: { $cards }
       *[other] { $name } hat { $count } Karten, bekannt: { $cards }
    }
table-holds-none = { $name } hat jetzt keine Karten
table-card-name = { card-name }
table-card-known = { $card } (bekannt)
table-face-down = verdeckte Karte
table-stock-caption = Stapel: { $count }
table-stock-label =
    { $count ->
        [one] Stapel, { $count } Karte
       *[other] Stapel, { $count } Karten
    }
table-stock-draw = { $stock }. Vom Stapel ziehen{ $key }
table-discard-top = Ablagestapel, oben { $card }
table-discard-take = { $pile }. { $card } nehmen{ $key }
table-discard-empty = Ablagestapel, leer
table-pile-caption = Ablage: { $count }
table-pile-inspect =
    { $count ->
        [one] Den Ablagestapel durchsehen, { $count } Karte (v)
       *[other] Den Ablagestapel durchsehen, { $count } Karten (v)
    }
table-gin-only = In diesem Spiel nur Gin
table-knock-limit = Klopfen mit { $limit } oder weniger
table-doubled = Offene Pik-Karte: dieses Spiel zählt doppelt
table-you-dealt = Du hast gegeben
table-dealt = { $name } hat gegeben
table-pile-is-empty = Der Ablagestapel ist leer.
table-pile-card-top = { $place }: { $card } (oben)
# loan: nur die Nummer und die Karte
table-pile-card = { $place }: { $card }
table-pile-squared-up =
    { $count ->
        [one] Der Ablagestapel ist zusammengeschoben: niemand darf die { $count } Karte unter der obersten ansehen.
       *[other] Der Ablagestapel ist zusammengeschoben: niemand darf die { $count } Karten unter der obersten ansehen.
    }

## Die Hand
table-group-set = Satz aus { $count }: { $cards }
table-group-run = Folge: { $cards }
table-group-deadwood = Restkarten, { $count } Punkte
table-row-suit = Deine Karten nach Farbe
table-row-rank = Deine Karten nach Rang
table-row-custom = Deine Karten in deiner Reihenfolge
table-card-moved = { $card } auf Platz { $place } von { $count } verschoben.
table-card-discard = ablegen
table-card-knock = mit dieser Karte klopfen
table-card-leaves = lässt { $count } Restpunkte
table-card-taken = gerade genommen, jetzt nicht ablegbar
table-hand-label =
    { $count ->
        [one] Deine Karten: { $count } Karte, Restpunkte { $deadwood }
       *[other] Deine Karten: { $count } Karten, Restpunkte { $deadwood }
    }
table-unknown = unbekannt

## Was jetzt zu tun ist
table-prompt-waiting-public = Warten, bis jemand aus der Lobby beitritt.
table-prompt-waiting-friend = Warten, bis dein Freund den Einladungslink öffnet.
table-prompt-offline = Die Verbindung zum Server ist weg; verbinde erneut… Nichts geht verloren: du kannst weiterspielen, sobald sie zurück ist.
table-prompt-bot-playing = { $name } spielt…
table-prompt-their-turn = { $name } ist am Zug.
table-prompt-sending = Dein Zug wird gesendet…
table-prompt-your-turn = Du bist dran.
table-prompt-offer = Du bist dran: nimm die offene Karte { $card }{ $take } oder passe{ $pass }.
table-prompt-draw-or-take = Du bist dran: zieh vom Stapel{ $draw } oder nimm { $card }{ $take }.
table-prompt-draw = Du bist dran: zieh vom Stapel{ $draw }.
table-prompt-knock-click = Klopfen: klicke die angehobene Karte, die verdeckt abgelegt wird (ihre Zahl: deine Restpunkte) (Esc bricht ab).
table-prompt-knock-tap = Klopfen: tippe die angehobene Karte, die verdeckt abgelegt wird (ihre Zahl: deine Restpunkte).
table-prompt-discard-click = Leg eine Karte ab: klicke sie an oder zieh sie auf den Ablagestapel.
table-prompt-discard-tap = Leg eine Karte ab: tippe sie an oder zieh sie auf den Ablagestapel.
table-prompt-can-gin = { $prompt } Du kannst Gin machen!
table-prompt-can-knock = { $prompt } Du kannst klopfen.
table-wait-for = Warte, bis { $name } gezogen hat.
table-first-draw = Zieh zuerst eine Karte: vom Stapel{ $draw } oder vom Ablagestapel{ $take }.
table-drawn = Du hast gezogen: leg jetzt eine Karte ab.
table-first-upcard = Die erste Karte ist die offene Karte: nimm sie{ $take } oder passe{ $pass }.
table-cannot-knock = Du kannst nicht klopfen, wenn du { $card } ablegst.
table-just-took = Du hast gerade { $card } genommen: leg eine andere Karte ab.
table-last-move = Letzter Zug: { $move }

## Die Züge (Knöpfe)
table-draw = Vom Stapel ziehen
table-draw-short = Ziehen
table-take = { $card } nehmen
table-take-upcard = Offene Karte nehmen
table-pass = Passen
table-big-gin = Big Gin!
table-gin = Gin! { $card } ablegen
table-gin-label = Gin, { $card } ablegen
table-knock = Klopfen…
table-knock-then = dann die Karte wählen, die verdeckt abgelegt wird
table-knock-chip = Klopfen und { $card } ablegen
table-knock-choice =
    .aria-label = Klopfen und ablegen
table-knock-with = Klopfen mit:
table-cancel = Abbrechen
table-hint = Tipp
table-hint-rated = nicht in einer gewerteten Partie
table-rated-help = Keine Hilfe der Spiel-Engine in einer gewerteten Partie, bis sie endet.
table-hint-thinking = Suche einen Tipp…
table-knock-pick = Klopfen: wähle die Karte, die verdeckt abgelegt wird.

## Das Protokoll, vorgelesen, und die Ergebnisse
table-not-dealt = Noch nicht gegeben: das Geben wartet auf die Startwerte beider Spieler.
table-dealt-now = Die Karten sind gegeben.
table-event-gin-card =
    { $who ->
        [you] du hast Gin gemacht
       *[other] { $name } hat Gin gemacht
    } und { $card } abgelegt
table-event-gin =
    { $who ->
        [you] du hast Gin gemacht
       *[other] { $name } hat Gin gemacht
    }
table-event-big-gin-card =
    { $who ->
        [you] du hast Big Gin gemacht
       *[other] { $name } hat Big Gin gemacht
    } und { $card } abgelegt
table-your-turn = Du bist dran.
table-hand-over = Das Spiel ist vorbei.
table-game-over = Die Partie ist vorbei.
table-is-back = { $name } ist zurück.
table-disconnected = { $name } hat die Verbindung verloren.
table-result-gin =
    { $who ->
        [you] du hast Gin gemacht
       *[other] { $name } hat Gin gemacht
    }
table-result-big-gin =
    { $who ->
        [you] du hast Big Gin gemacht
       *[other] { $name } hat Big Gin gemacht
    }
table-result-knock =
    { $who ->
        [you] du hast geklopft
       *[other] { $name } hat geklopft
    }: { $k } gegen { $d }
table-result-undercut =
    { $who ->
        [you] du hast { $knocker } unterboten
       *[other] { $name } hat { $knocker } unterboten
    }: { $d } gegen { $k }
table-result-tie =
    { $who ->
        [you] du hast geklopft
       *[other] { $name } hat geklopft
    }: { $k } gegen { $d }, Gleichstand
table-result-nobody = { $result }; niemand punktet
table-result-scores =
    { $result }; { $who ->
        [you] du bekommst
       *[other] { $name } bekommt
    } { $points }
table-result-void = ungültiges Spiel
table-result-void-reason = ungültiges Spiel ({ $reason })
table-nobody-scores = Niemand punktet in diesem Spiel.

## Das Aufdecken
table-went-gin = hat Gin gemacht
table-knocked = hat geklopft
table-no-melds = Keine Kombinationen
table-no-deadwood = Keine Restkarten
table-deadwood-count = Restpunkte: { $count }
table-laid-off-card = { $card }, angelegt
table-laid-off =
    { $who ->
        [you] Du hast angelegt:
       *[other] { $name } hat angelegt:
    } { $layoffs }.
table-layoff-on = { $card } an { $meld }
table-next-hand = Nächstes Spiel
table-rematch = Revanche
table-accept-rematch = Revanche annehmen
table-decline = Ablehnen
table-back-tournament = Zurück zum Turnier
table-challenge = { $name } herausfordern
table-new-game = Neue Partie
table-replay = Diese Partie nachspielen
table-waiting-ready = Warten, bis { $name } bereit ist…
table-declined-rematch = { $name } hat die Revanche abgelehnt.
table-left-no-rematch = { $name } hat den Tisch verlassen: keine Revanche.
table-left = { $name } hat den Tisch verlassen.
table-you-declined = Du hast die Revanche abgelehnt.
table-wants-rematch = { $name } möchte eine Revanche.
table-waiting-answer = Warten, bis { $name } auf dein Revanche-Angebot antwortet…

## Das Spielblatt
table-sheet-hand = Spiel { $number }
table-sheet-hand-head = Spiel
table-sheet-none = Noch kein Spiel gewertet.
table-sheet-target = Gespielt bis { $target }
table-sheet-total = Summe
table-game-over-title = Partie vorbei
table-hands-won = Gewonnene Spiele
table-score-when-resigned = Stand bei Aufgabe
table-score-when-claimed = Stand beim Beanspruchen
table-over-resigned =
    { $who ->
        [you] Du hast aufgegeben
       *[other] { $name } hat aufgegeben
    }: { $winner-who ->
        [you] du gewinnst
       *[other] { $winner } gewinnt
    } die Partie.
table-over-claimed =
    { $winner-who ->
        [you] Du gewinnst
       *[other] { $winner } gewinnt
    }: { $who ->
        [you] du bist gegangen
       *[other] { $name } ist gegangen
    }, und die Partie wurde beansprucht.
table-over-aborted-resigned = Partie abgebrochen: { $name } hat aufgegeben, bevor beide Spieler gezogen hatten. Sie zählt nicht: kein Ergebnis, keine Änderung der Wertung.
table-over-aborted-left = Partie abgebrochen: { $name } ist gegangen, bevor beide Spieler gezogen hatten. Sie zählt nicht: kein Ergebnis, keine Änderung der Wertung.

## Online: Chat, Uhr, Aufgeben, Beanspruchen, das nächste Spiel von selbst
table-chat-new = Chat, { $count } neu
table-chat-muted = Stumm: die Nachrichten des anderen Spielers sind ausgeblendet.
table-chat-says = { $name } sagt: { $text }
table-chat-not-sent = Nicht gesendet: „{ $text }“. { $reason }
table-chat-too-long = Eine Nachricht hat höchstens { $max } Zeichen.
table-chat-offline = Nicht verbunden: die Nachricht wurde nicht gesendet.
table-chat-too-fast = Du sendest zu schnell: warte einen Moment.
table-clock-yours = Deine Uhr
table-clock-theirs = Uhr von { $name }
table-clock-timeouts =
    { $count ->
        [one] { $count } Zeitüberschreitung
       *[other] { $count } Zeitüberschreitungen
    }
table-clock-label =
    { $who }: { $left ->
        [one] { $left } Sekunde
       *[other] { $left } Sekunden
    } für den Zug, { $bank ->
        [one] { $bank } Sekunde
       *[other] { $bank } Sekunden
    } Reserve
table-clock-running = { $label }, läuft
table-clock-with-timeouts = { $label }; { $timeouts }
table-clock-warning = Noch 10 Sekunden für den Zug.
table-resign-rated = Dein Gegner gewinnt die Partie sofort, und sie zählt als Niederlage in deiner Wertung (bevor ihr beide gezogen habt, wird sie stattdessen abgebrochen und zählt nicht).
table-resign-unrated = Dein Gegner gewinnt die Partie sofort.
table-claim = Partie beanspruchen
table-claim-now = { $name } ist gegangen. Du kannst die Partie jetzt beanspruchen (du gewinnst sie).
table-claim-in = { $name } ist gegangen. Du kannst die Partie in { $time } beanspruchen.
table-claim-in-moved = { $name } ist gegangen. Du kannst die Partie in { $time } beanspruchen, sobald du gezogen hast.
table-claim-move-first = { $name } ist gegangen. Mach deinen Zug; dann kannst du die Partie beanspruchen.
table-claim-may = { $name } ist gegangen: du kannst die Partie jetzt beanspruchen.
table-is-disconnected = { $name } ist nicht verbunden.
table-next-in = Nächstes Spiel in { $seconds }…
table-stay = Bleiben

## Wenn der Tisch nicht gezeigt werden kann
table-gone-title = Diese Partie gibt es nicht mehr
table-gone = Sie wurde vom Server entfernt.
table-bad-key = Der Schlüssel dieses Browsers zu seinem Platz in dieser Partie gilt nicht mehr.
table-no-game-title = Hier ist keine Partie
table-no-game = Diese Seite braucht die Kennung einer Partie in ihrer Adresse.
table-full-title = Dieser Tisch ist voll
table-full-people = Beide Plätze sind besetzt, und dieser Browser hat keinen davon. Wenn die Spieler die Partie öffentlich gemacht haben, kannst du zuschauen.
table-full-computer = Das ist die Partie von jemandem gegen den Computer, und dieser Browser hat darin keinen Platz.
table-missing-title = Diese Partie gibt es nicht
table-missing = Unter dieser Adresse gibt es keine Partie.
table-cannot-open = Der Tisch konnte nicht geöffnet werden
table-something-wrong = Etwas ist schiefgegangen.

## Die Ablehnungen des Servers, nach Code
table-error-action-stale = Dieser Zug wurde auf einem veralteten Bildschirm gewählt; der Tisch ist jetzt aktuell.
table-error-action-not_your_turn = Du bist nicht am Zug.
table-error-room-waiting = Warte, bis dein Freund den anderen Platz einnimmt.
table-error-hand-over = Das Spiel ist vorbei: starte das nächste.
table-error-game-over = Die Partie ist vorbei.
table-error-rate-limited = Zu viele Klicks auf einmal; etwas langsamer bitte.
table-error-hint-unavailable = Tipps gibt es nur gegen den Computer.
table-error-server-error = Der Server hatte ein Problem; nichts wurde geändert. Bitte versuch es noch einmal.
table-error-take_back-unavailable = Zu spät zum Zurücknehmen: der Computer hat schon gezogen.

# The chat's quick phrases (one tap sends the phrase in the sender's words)
table-phrase-good-game = Gutes Spiel
table-phrase-thanks = Danke
table-phrase-good-luck = Viel Glück
table-phrase-well-played = Gut gespielt
table-phrase-oops = Hoppla
