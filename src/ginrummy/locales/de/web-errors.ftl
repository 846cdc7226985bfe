# Die typisierten Ablehnungen des Servers in Worten: Nachricht error-<code> (l10n.js refusalText).

## Was der Browser sagt, wenn der Server keinen Code schickt (common.js)

error-client-offline = Der Server ist nicht erreichbar. Prüfe die Verbindung und versuch es noch einmal.
error-client-not-found = Nicht gefunden: Diese Partie gibt es nicht (der Link ist vielleicht alt).
error-client-seats-taken = Beide Plätze dieser Partie sind schon besetzt.
error-client-server = Der Server hatte ein Problem. Bitte versuch es noch einmal.
error-client-refused = Der Server hat die Anfrage abgelehnt ({ $status }).

## Anfragen

error-request-invalid = Diese Anfrage ist ungültig.
error-request-too_large = Diese Anfrage ist zu groß.
error-message-too_large = Diese Nachricht ist zu lang.
error-message-malformed = Diese Nachricht konnte nicht gelesen werden.
error-protocol-unsupported = Diese Seite ist veraltet: Lade sie neu.
error-rate-limited = Zu viel auf einmal; mach etwas langsamer.
error-server-error = Der Server hatte ein Problem; nichts wurde geändert. Bitte versuch es noch einmal.
error-auth-bad_token = Der Platz dieses Links gilt nicht für diese Partie.
error-auth-token_in_url = Dieser Link trägt seinen Platz in der Adresse, das wird nicht angenommen: Öffne die Partie von ihrer Seite aus.
error-auth-bad_origin = Diese Seite darf keinen Tisch öffnen.
error-rules-invalid = Diese Regeln oder Optionen lassen sich nicht spielen: Prüfe die Optionen.

## Spieler und Geräte

error-player-unknown = Unbekannter Spieler: Leg einen neuen an.
error-player-signed_out = Dieses Gerät wurde abgemeldet: Du bist ein neuer Besucher.
error-player-not_found = Diesen Spieler gibt es nicht.
error-player-bad_name = Dieser Name geht nicht: Wähle einen anderen.
error-player-bad_code = Dieser Code ist unbekannt, schon benutzt oder abgelaufen.
error-player-bad_language = Unbekannte Sprache: Wähle eine aus dem Sprachmenü.
error-player-no_device = Du hast kein solches Gerät angemeldet.
error-player-last_device = Das ist dein einziges Gerät: Es abzumelden würde den Namen für immer verlieren.
error-player-cooling_off = Du kannst gerade nicht teilnehmen: Spiel deine Partien zu Ende, dann passiert das nicht wieder.
error-fair_play-cooling_off =
    Du kannst { $minutes_left ->
        [one] { $minutes_left } Minute
       *[other] { $minutes_left } Minuten
    } lang keinem Gegner zugeteilt werden: { $reason ->
        [sandbag] Du hast mehrere Partien hintereinander in wenigen Zügen verloren, wie mit Absicht
       *[other] Du hast mehrere Partien verlassen oder abgebrochen, bevor sie zu Ende gespielt waren
    }. Spiel deine Partien zu Ende, dann passiert das nicht wieder.
error-follow-too_many = Du folgst schon zu vielen Spielern.

## Räume und Tische

error-room-not_found = Diese Partie gibt es nicht.
error-room-full = Beide Plätze dieser Partie sind besetzt.
error-room-own_table = Das ist dein eigener Tisch: Warte dort, bis sich jemand setzt.
error-room-host_gone = Wer diesen Tisch geöffnet hat, hat ihn verlassen: Wähle einen anderen Tisch, oder spiel jetzt gegen jemanden.
error-room-waiting = Warte, bis dein Freund den anderen Platz nimmt.
error-game-over = Die Partie ist vorbei.
error-game-not_found = Diese Partie gibt es in diesem Raum nicht.
error-game-not_finished = Die Partie ist noch nicht vorbei.
error-hand-over = Das Spiel ist vorbei: Starte das nächste.
error-hand-not_found = Dieses Spiel gibt es in dieser Partie nicht.
error-hand-not_finished = Dieses Spiel läuft noch: Sieh es dir an, wenn es vorbei ist.
error-hand-not_played = Du hast bei diesem Spiel ausgesetzt: Es gibt darin nichts von dir zu analysieren.
error-action-not_your_turn = Du bist nicht am Zug.
error-action-stale = Dieser Zug wurde auf einem veralteten Bild gewählt; der Tisch ist jetzt auf dem neuesten Stand.
error-action-invalid = Das ist kein Zug.
error-action-illegal = Dieser Zug ist jetzt nicht erlaubt.
error-next_hand-unavailable = Das Spiel läuft noch.
error-rematch-unavailable = Die Partie ist noch nicht vorbei.
error-rematch-declined = Dein Gegner hat eine Revanche abgelehnt.
error-hint-unavailable = Tipps gibt es nur gegen den Computer.
error-hint-rated = Keine Tipps in einer gewerteten Partie.
error-chat-refused = Diese Chatnachricht kann nicht gesendet werden.
error-claim-unavailable = Die Partie kann jetzt nicht beansprucht werden.
error-claim-too_early = Zu früh, um die Partie zu beanspruchen: Warte den Countdown ab.
error-resign-unavailable = Niemand da, dem du aufgeben könntest: Der Tisch wartet auf einen Spieler.
error-take_back-unavailable = Zu spät zum Zurücknehmen: Der Computer hat schon gezogen.
error-seed-stale = Kein Geben wartet auf den Zufallswert dieses Browsers.
error-seed-given = Der Zufallswert dieses Browsers für dieses Geben wurde schon übergeben.

## Analysen

error-review-after_game = Die Analyse gibt es, wenn die Partie vorbei ist.
error-review-hand_only = Ein Match zu dritt wird Spiel für Spiel analysiert.
error-review-busy = Eine andere Analyse von dir läuft noch: Warte auf sie.
error-review-full = Der Server ist mit anderen Analysen beschäftigt: Versuch es gleich noch einmal.
error-review-not_found = Diese Analyse gibt es nicht (vielleicht ist sie abgelaufen).

## Herausforderungen

error-challenge-self = Du kannst dich nicht selbst herausfordern.
error-challenge-blocked = Dieser Spieler kann nicht herausgefordert werden.
error-challenge-unavailable = Dieser Spieler kann gerade keine Herausforderung annehmen: Versuch es später.
error-challenge-duplicate = Du hast diesen Spieler schon herausgefordert: Warte auf die Antwort.
error-challenge-too_many = Zu viele deiner Herausforderungen warten auf Antwort: Zieh zuerst eine zurück.
error-challenge-not_found = Diese Herausforderung gibt es nicht.
error-challenge-closed = Diese Herausforderung ist nicht mehr offen.

## Turniere

error-tournament-unknown = Dieses Turnier gibt es nicht.
error-tournament-bad_name = Dieser Turniername geht nicht: Wähle einen anderen.
error-tournament-finished = Dieses Turnier ist vorbei.
error-tournament-full = Dieses Turnier ist voll.
error-tournament-not_joined = Du bist diesem Turnier nicht beigetreten.
error-tournament-started = Dieses Turnier ist über seine erste Runde hinaus: zu spät zum Beitreten.
error-tournament-too_many = Du hast schon zu viele kommende Turniere.
