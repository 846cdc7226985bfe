# Nachprüfbare Kartenverteilung (fairpanel.js, fairness.js): „Wie wurde ausgeteilt?“
# beim Showdown, der Dialog mit den Zahlen und jede Prüfung. Hex-Zahlen, Karten und
# Befehle bleiben, wie sie sind.

fairdeal-button = Wie wurde ausgeteilt?
fairdeal-download = Protokoll herunterladen
fairdeal-seed-line = Dein Seed für diese Verteilung: { $seed }
fairdeal-hand-failed = Runde { $hand } hat die Prüfung nicht bestanden.
fairdeal-details = Einzelheiten
fairdeal-checking = Die Verteilung wird geprüft…
fairdeal-verified-here = ✓ Verteilung in deinem Browser geprüft
fairdeal-verified = ✓ Verteilung geprüft
fairdeal-failed = Diese Verteilung hat die Prüfung nicht bestanden.
# loan: nur zwei Platzhalter mit Doppelpunkt
fairdeal-failure = { $label }: { $detail }
fairdeal-every-check = Alle Prüfungen stehen unten.
fairdeal-explain = Vor der Runde hat sich der Server auf einen geheimen Server-Seed festgelegt und dessen SHA-256-Fingerabdruck gezeigt (die Festlegung). Dein Browser hat dann einen eigenen Zufalls-Seed hinzugefügt, und die Karten wurden aus beiden mit HMAC-SHA256 gemischt. Jetzt, da die Runde vorbei ist, ist der Server-Seed offengelegt, und dein Browser hat Festlegung und Kartenfolge nachgerechnet und mit dem verglichen, was er gesehen hat.
fairdeal-which-hand = Raum, Partie, Runde
fairdeal-hand-id = { $room }, Partie { $game }, Runde { $hand }
fairdeal-commitment = Festlegung (vor dem Austeilen gezeigt)
fairdeal-server-seed = Server-Seed (jetzt offengelegt)
fairdeal-seed-of = Seed von { $name } (Platz { $seat })
fairdeal-you = dir
fairdeal-your-opponent = deinem Gegner
fairdeal-yours = {" "}– deiner
fairdeal-no-seed = keiner
fairdeal-passed = Bestanden:
fairdeal-failed-check = Nicht bestanden:
fairdeal-unchecked = Nicht geprüft:
fairdeal-seen-at-end = Dieser Tab hat die Runde erst an ihrem Ende gesehen: Deine Karten stammen vom Schlussbild.
fairdeal-anybody = Jeder kann es nachprüfen: Das Protokoll der Partie (Protokoll herunterladen, am Ende der Partie) enthält diese Zahlen, und { $command } prüft jede Runde darin.
fairdeal-fetching = Das Protokoll wird geholt…
fairdeal-saved = Gespeichert. Prüfen mit: { $command }
fairdeal-saved-announce = Das Protokoll der Partie ist gespeichert.
fairdeal-fetch-failed = Das Protokoll konnte nicht geholt werden: { $error }
fairdeal-check-failed = Die Prüfung konnte nicht laufen: { $error }
fairdeal-shuffling = Mischen: Jeder Spieler fügt einen eigenen Seed hinzu…
fairdeal-shuffling-waiting = Mischen: Jeder Spieler fügt einen eigenen Seed hinzu… Warten auf den von { $name }.
fairdeal-shuffling-waiting-opponent = Mischen: Jeder Spieler fügt einen eigenen Seed hinzu… Warten auf den deines Gegners.

## Die Prüfungen: der Name jeder einzelnen, dann ihr Befund.
fairdeal-check-commitment = Der Server-Seed passt zur Festlegung
fairdeal-check-remembered = Die Festlegung ist die vor dem Austeilen gezeigte
fairdeal-check-client-seed = Dein Seed ging in die Verteilung ein
fairdeal-check-dealt = Deine zehn Karten
fairdeal-check-upcard = Die erste offene Karte
fairdeal-check-stock = Deine Karten vom Stapel
fairdeal-check-opponent = Die Karten deines Gegners
fairdeal-unreadable = Der Nachweis ist nicht lesbar: { $error }.
fairdeal-commitment-ok = SHA-256 des Server-Seeds ist { $hash }, die Festlegung.
fairdeal-commitment-bad = SHA-256 des Server-Seeds ist { $hash }, aber die Festlegung lautet { $commitment }.
fairdeal-remembered-changed = Während der Runde war die Festlegung { $during }; der Nachweis nennt { $commitment }.
fairdeal-remembered-ok = Vor dem Austeilen wurde diesem Tab { $commitment } gezeigt: dieselbe.
fairdeal-remembered-bad = Vor dem Austeilen wurde diesem Tab { $commitment } gezeigt, aber der offengelegte Seed ergibt { $hash }.
fairdeal-remembered-unknown = Nicht geprüft: Dieser Tab hat die Festlegung dieser Verteilung nicht vor dem Austeilen gesehen (er wurde danach geöffnet, oder sein Speicher wurde gelöscht). Das ist kein Fehler der Verteilung.
fairdeal-seed-unsent = Nicht geprüft: Dein Seed hat den Server nicht vor dem Austeilen erreicht, also wurde keiner von dir verwendet.
fairdeal-seed-ok = Dein Seed { $seed } steht im Nachweis.
fairdeal-seed-bad = Du hast { $sent } geschickt, aber der Nachweis nennt { $seed } für dich.
fairdeal-seed-bad-none = Du hast { $sent } geschickt, aber der Nachweis nennt keinen Seed für dich.
fairdeal-seed-unknown = Nicht geprüft: Dieser Tab weiß von keinem Seed, den er für diese Verteilung geschickt hat (der Nachweis nennt { $seed }).
fairdeal-seed-unknown-none = Nicht geprüft: Dieser Tab weiß von keinem Seed, den er für diese Verteilung geschickt hat (der Nachweis nennt keinen).
fairdeal-deck-unreadable = Aus dem Nachweis lässt sich keine Kartenfolge bilden: { $error }.
fairdeal-fewer-cards = weniger Karten
fairdeal-no-more = keine weiteren
fairdeal-dealt-bad = Du hast { $wrong } bekommen, wo die Kartenfolge { $missing } gibt.
fairdeal-dealt-ok =
    Du hast { $cards } bekommen: die { $dealer ->
        [you] 2., 4. … 20.
       *[other] 1., 3. … 19.
    } Karte der Kartenfolge.
fairdeal-dealt-unknown = Nicht geprüft: Dieser Tab hat deine Karten dieser Runde nicht gesehen.
fairdeal-upcard-bad = Die erste offene Karte war { $seen }; die 21. Karte der Kartenfolge ist { $card }.
fairdeal-upcard-ok = { $card }, die 21. Karte der Kartenfolge.
fairdeal-upcard-unknown = Nicht geprüft: Dieser Tab hat die erste offene Karte nicht gesehen.
fairdeal-problem-empty-stock = Zug { $move } zieht von einem leeren Stapel
fairdeal-problem-take = Zug { $move } nimmt { $card } vom Ablagestapel, aber die Kartenfolge legt dort { $top } hin
fairdeal-problem-take-none = Zug { $move } nimmt { $card } vom Ablagestapel, aber die Kartenfolge legt dort keine Karte hin
fairdeal-stock-drew =
    du hast { $shown } gezogen, aber die { $ordinal ->
       *[other] { $place }.
    } Karte des { $round ->
        [reshuffled] neu gemischten Stapels
       *[first] Stapels
    } ist { $card }
fairdeal-stock-count = du hast { $seen } Karten vom Stapel gezogen, die Züge zeigen { $moves }
fairdeal-stock-ok =
    { $cards }: jeweils die nächste Karte des Stapels, als du sie gezogen hast ({ $draws ->
        [one] { $draws } Zug
       *[other] { $draws } Züge
    } beider Spieler gezählt).
fairdeal-stock-ok-reshuffled =
    { $cards }: jeweils die nächste Karte des Stapels, als du sie gezogen hast ({ $draws ->
        [one] { $draws } Zug
       *[other] { $draws } Züge
    } beider Spieler gezählt, über das neue Mischen hinweg).
fairdeal-stock-none = Du hast keine Karte vom Stapel gezogen.
fairdeal-opponent-none = Nichts zu prüfen: Dein Gegner hat keine Karten gezeigt.
fairdeal-opponent-bad = Dein Gegner hat { $cards } gezeigt, die ihm die Kartenfolge weder beim Austeilen noch vom Stapel noch vom Ablagestapel gegeben hat.
fairdeal-opponent-ok = Alle { $count } Karten, die dein Gegner gezeigt hat, stammen aus seiner Hand, seinen Zügen oder vom Ablagestapel.
