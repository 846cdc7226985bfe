# Ein Tisch für drei (three.html, three.js; „Drei Spieler“ auf der Startseite): Gin zu
# dritt, jedes Spiel (jede Hand) zu zweit gespielt. „Die Box“: der Spieler allein gegen
# ein Team aus zwei (ein Kapitän, der spielt, und ein Partner, der aussetzt und raten darf).
# Wie im übrigen Katalog: „Spiel“ ist eine Hand, „Partie“ ein Spiel bis zur Zielpunktzahl.

three-page-title = Gin Rummy zu dritt
three-title = Ein Tisch für drei
three-invite-title = Warten auf die Spieler
three-invite-text = Schick diesen Link deinen Freunden: Die ersten beiden, die ihn öffnen, nehmen die freien Plätze. Du kannst auch den Computer setzen.
three-invite-url =
    .aria-label = Einladungslink
three-copy = Link kopieren
three-discard = Ablagestapel
three-moves =
    .aria-label = Züge
three-advise-title = Berate deinen Kapitän
three-advise-label = Schlag eine Karte vor
three-advise = Raten
three-next-hand = Nächstes Spiel
three-sheet-title = Spielblatt

three-form-box = die Box: einer gegen ein Team aus zwei, die Box wechselt nach einer verlorenen Partie
three-form-box-hand = die Box: einer gegen ein Team aus zwei, die Box wechselt nach einem verlorenen Spiel
three-form-rotation = Wechsel: Wer eine Partie verliert, setzt aus
three-form-rotation-hand = Wechsel: Wer ein Spiel verliert, setzt aus

three-role-box = in der Box
three-role-captain = Kapitän
three-role-partner = Partner, setzt aus
three-role-plays = spielt
three-role-sits-out = setzt aus
three-empty-seat = Freier Platz
three-you-mark = (du)
three-score-label = Punkte
three-pairing = { $a } spielt gegen { $b }; { $out } setzt aus.
three-next-known = Setzt als Nächstes aus: { $name }.
three-next-loser-game = Setzt als Nächstes aus: wer diese Partie verliert.
three-next-loser-hand = Setzt als Nächstes aus: wer dieses Spiel verliert.
three-waiting = Warten, bis alle Plätze besetzt sind.

three-level-label = Stufe des Computers
three-level-easy = Leicht
three-level-medium = Mittel
three-level-hard = Schwer
three-seat-computer = Den Computer auf Platz { $seat } setzen

three-cards = { $count ->
    [one] (1 Karte)
   *[other] ({ $count } Karten)
}
three-stock = { $count ->
    [one] Stapel: 1 Karte
   *[other] Stapel: { $count } Karten
}
three-your-hand = Deine Hand
three-captain-hand = Die Hand von { $name } (dein Kapitän)
three-sitting-out-you = Du setzt dieses Spiel aus: der Tisch, wie alle ihn sehen.
three-watching = Du schaust am Tisch zu.
three-advice-from = { $name } schlägt vor:
three-advice-sent = Du hast deinem Kapitän { $card } vorgeschlagen.

three-sheet-game = Partie
three-sheet-hand = Spiel
three-sheet-box = In der Box
three-sheet-total = Summe
three-sheet-won = Gewonnen, { $points } Punkte
three-against = { $a } gegen { $b }:
three-over-won = Das Match ist vorbei: { $names } gewinnt.
three-over-shared = Das Match ist vorbei: { $names } teilen sich den Sieg.

three-join-note = Ein Tisch für drei: { $form }.
three-start-label = Drei Spieler
three-start-two = Nein: eine Partie zu zweit
three-start-games = Partien im Match
three-start-note = Mit drei Spielern öffnet „Einen Freund einladen“ einen Tisch für drei: Schick den Link an zwei Freunde oder setz den Computer auf einen freien Platz.

error-three-sitting_out = Du setzt dieses Spiel aus: Die anderen beiden spielen es.
error-three-advice_unavailable = Nur der Partner des Kapitäns darf raten, in der Box, während eines Spiels.
error-three-bad_advice = Dein Kapitän hat diese Karte nicht.
error-three-bad_seat = Diesen Platz gibt es nicht: Die Plätze sind 1, 2 und 3.
error-three-seat_taken = Dieser Platz ist schon besetzt.
error-three-bad_level = Diese Stufe des Computers gibt es nicht.
error-three-match_not_over = Das Match ist noch nicht zu Ende.
error-three-no_stand_in = Der Computer spielt nur für jemanden, der den Tisch verlassen hat.
error-three-not_gone_long = Vielleicht ist nur die Verbindung weg: Warte noch ein wenig.

three-chat-label = Nachricht an den Tisch
three-mute-what = Die Nachrichten der anderen Spieler ausblenden

three-again = Noch einmal spielen
three-again-asked = { $names } möchte noch einmal spielen.
three-again-waiting = Warten, ob { $names } noch einmal spielen möchte.
three-again-next = Das nächste Match ansehen

three-sit-in = Den Computer für { $name } spielen lassen
three-sit-in-wait = { $name } hat den Tisch verlassen: Der Computer kann in { $seconds } s für diese Person spielen.
three-stand-in = der Computer spielt vorerst
