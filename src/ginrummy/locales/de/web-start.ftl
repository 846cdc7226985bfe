# Die Startseite (index.html, start.js) und was die Seiten von ihr teilen: das
# Identitätsfeld (identity.js, devices.js), „Jetzt gegen jemanden spielen“ (pairing.js),
# die Einstellungen (settings-panel.js) und die gemeinsamen Wörter von common.js.

start-title = Gin Rummy: im Browser spielen
start-meta =
    .content = Kostenloses Gin Rummy im Browser: gegen den Computer spielen oder einen Freund einladen. Ohne Konto.
start-skip = Zu den Spieloptionen springen
# loan: der Name des Spiels
start-site-name = Gin Rummy
start-tagline = Kostenlos, ohne Konto. Spiel online gegen jemanden, gegen den Computer, oder schick einem Freund einen Link.
start-settings = Einstellungen

## Jetzt spielen

start-play-now = Jetzt spielen
start-play-computer = Gegen den Computer spielen
start-play-someone = Jetzt gegen jemanden spielen
start-invite-friend = Einen Freund einladen
start-options = Optionen

## Optionen

start-identity =
    .aria-label = Dein Online-Name
start-name = Dein Name
start-optional = (freiwillig)
start-name-input =
    .placeholder = Spieler
start-levels = Stufe des Computers
start-rules = Regeln
start-preset = Variante
start-how-to-play = So wird gespielt
start-how-to-play-note = (diese Regeln, neuer Tab)
start-target = Zielpunktzahl
start-more-options = Weitere Optionen
start-move-clock = Zugzeit
start-move-clock-friend = (Partie mit einem Freund)
start-for-pairing = (jetzt gegen jemanden spielen)
start-no-clock = Ohne Uhr
start-clock-15 = 15 Sekunden je Zug, 30 als Reserve
start-clock-30 = 30 Sekunden je Zug, 60 als Reserve
start-clock-60 = 60 Sekunden je Zug, 2 Minuten als Reserve
start-rating-range = Wertung des Gegners
start-any-rating = Jede Wertung
start-within = Höchstens { $points } von meiner entfernt
start-notes = „Jetzt gegen jemanden spielen“ bringt dich mit einer anderen Person zusammen, die dieselben Regeln und dieselbe Zielpunktzahl möchte (und die Zugzeit und den Wertungsabstand oben): gewertet und mit Uhr. „Einen Freund einladen“ öffnet deinen Tisch mit einem Link zum Verschicken; wer ihn öffnet, nimmt den anderen Platz, und die Partie beginnt.
start-option-off = aus
start-option-empty-off = (leer: aus)
start-error-number = { $label }: bitte eine Zahl angeben.
start-error-whole = { $label }: bitte eine ganze Zahl angeben.
start-error-min = { $label }: mindestens { $min }.
start-error-max = { $label }: höchstens { $max }.
start-error-options = Die Spieloptionen konnten nicht geladen werden: { $error }
start-error-loading = Die Spieloptionen werden noch geladen.

## Deine Partien, deine Statistik, die Tasten

start-your-games = Deine Partien
# loan: „Computer“ ist auch ein deutsches Wort
start-resume-computer = Computer
start-resume-player = Spieler
start-resume-empty-seat = (freier Platz)
start-resume-vs = gegen
start-resume-waiting = wartet auf einen Freund
start-resume-playing = im Spiel
start-stats = Deine Statistik
start-this-browser = (dieser Browser)
start-stat-games = Partien
start-stat-wins = Siege
start-stat-gins = Gin
start-stat-undercuts = Unterbietungen
start-stat-average = Punkte im Schnitt
start-stats-link = Deine Statistik: jede Stufe, Serien, deine beendeten Partien und ihre Wiederholungen
start-keys = Tastatur: am Tisch wechseln die Pfeiltasten zwischen deinen Karten, Enter legt ab,
start-key-draw = zieht,
start-key-take = nimmt die offene Karte,
start-key-pass = passt,
start-key-knock = klopft,
start-key-hint = fragt nach einem Tipp,
start-key-all = zeigt alle Tasten.

## Jetzt gegen jemanden spielen (pairing.js)

start-pairing-cancel = Abbrechen
start-pairing-computer = Während des Wartens gegen den Computer spielen
start-new-tab = (neuer Tab)
start-pairing-here = Hier während des Wartens gegen den Computer spielen
start-pairing-keep-open = Lass diesen Tab offen: Er geht zu deinem Tisch, sobald ein Gegner gefunden ist.
start-pairing-looking = Suche nach einem Gegner…
start-pairing-waiting =
    Suche nach einem Gegner… { $count ->
        [one] { $count } Person wartet
       *[other] { $count } Personen warten
    } in dieser Gruppe ({ $pool }).
start-pairing-looking-trouble = Suche nach einem Gegner… ({ $error })
start-pairing-title = Suche nach einem Gegner – { $page }
start-pairing-found = Gegner gefunden! Auf zum Tisch...
start-pairing-no-seat = Ein Gegner wurde gefunden, aber dieser Browser hat den Platz nicht bekommen. Bitte versuch es noch einmal.
start-pairing-left = Du bist nicht mehr in der Warteschlange. Drück „Jetzt gegen jemanden spielen“, um erneut zu suchen.
start-pairing-notice-found = Ein Gegner ist gefunden!
start-pairing-notice-go = Zu diesem Tisch
start-pairing-notice-found-said = Ein Gegner ist gefunden. Der Link zum Tisch steht oben auf der Seite.
start-pairing-notice-other-tab = Die Suche nach einem Gegner läuft noch in deinem anderen Tab…
start-pairing-notice-holding = Die Suche nach einem Gegner läuft noch, während du gegen den Computer spielst…
start-pairing-stop = Suche beenden
start-pairing-notice-replaced = Ein Gegner wurde gefunden: Dies ist deine Partie gegen ihn. Deine Partie gegen den Computer bleibt, wie sie war.

## Dein Online-Name (identity.js)

start-identity-you-are = Du bist { $name }
start-identity-change-name = Namen ändern
start-identity-transfer = auf einem anderen Gerät nutzen
start-identity-devices = Geräte
start-identity-enter-code = Code von einem anderen Gerät eingeben
start-identity-newcomer = Wer online gegen Menschen spielt, bekommt einen Namen mit einer Nummer (etwa Ann#4821): ohne Konto, ohne E-Mail.
start-identity-enter-code-first = Code von einem anderen Gerät eingeben
start-identity-new-name = Neuer Name
start-identity-save = Speichern
start-identity-type-name = Bitte gib einen Namen ein.
start-identity-renamed = Dein Name ist jetzt { $name }.
start-identity-code-label =
    .aria-label = Einmalcode
start-identity-code-how =
    Öffne auf dem anderen Gerät diese Seite und wähle „Code von einem anderen Gerät eingeben“. Der Code gilt einmal, für { $minutes ->
        [one] { $minutes } Minute:
       *[other] { $minutes } Minuten:
    }
start-identity-code-said = Einmalcode: { $code }
start-identity-code-input = Code von deinem anderen Gerät
start-identity-replacing = Dieser Browser spielt dann als dieser Spieler statt als { $name }.
start-identity-use-code = Verwenden
start-identity-type-code = Bitte gib den Code ein.
start-identity-welcome = Willkommen zurück, { $name }.
start-identity-bad-code = Dieser Code ist unbekannt, schon benutzt oder abgelaufen: Erstelle auf dem anderen Gerät einen neuen.
start-identity-signed-out = Dieser Browser wurde von einem deiner anderen Geräte abgemeldet und beginnt deshalb neu als neuer Besucher: Deine Partien und dein Name bleiben auf deinen anderen Geräten.

## Deine Geräte (devices.js)

start-devices-label =
    .aria-label = Deine Geräte
start-devices-intro = Die mit diesem Namen angemeldeten Geräte. Melde eines ab, das du verloren hast oder nicht mehr nutzt: Es wird sofort zu einem neuen Besucher.
start-devices-added-this = hinzugefügt am { $date }, dieses Gerät
start-devices-added-seen = hinzugefügt am { $date }, zuletzt gesehen { $seen }
start-devices-just-now = gerade eben
start-devices-minutes-ago =
    { $count ->
        [one] vor { $count } Minute
       *[other] vor { $count } Minuten
    }
start-devices-hours-ago =
    { $count ->
        [one] vor { $count } Stunde
       *[other] vor { $count } Stunden
    }
start-devices-days-ago =
    { $count ->
        [one] vor { $count } Tag
       *[other] vor { $count } Tagen
    }
start-devices-this = (dieses Gerät)
start-devices-only-one = das einzige
start-devices-sign-out = Abmelden
start-devices-sign-out-label = { $device } abmelden, { $details }
start-devices-sign-out-others =
    { $count ->
        [one] Das andere Gerät abmelden
       *[other] Alle { $count } anderen Geräte abmelden
    }
start-devices-signed-out = { $device } ist abgemeldet.
start-devices-others-signed-out =
    { $count ->
        [one] Das andere Gerät ist abgemeldet.
       *[other] { $count } andere Geräte sind abgemeldet.
    }

## Die Einstellungen (settings-panel.js)

start-settings-kept = Sofort wirksam und in diesem Browser gespeichert.
start-settings-done = Fertig
start-settings-cards = Karten
start-settings-large-cards = Große Karten
start-settings-four-colour = Vierfarbiges Blatt
start-settings-four-colour-note = Kreuz grün, Karo blau, Herz rot, Pik schwarz.
start-settings-sort = Deine Hand sortieren
start-settings-sort-melds = Nach Kombinationen
start-settings-sort-suit = Nach Farbe
start-settings-sort-rank = Nach Rang
start-settings-sort-custom = Wie ich sie ordne
start-settings-sort-note = Zieh eine Karte innerhalb deiner Hand, oder drück Alt mit den Pfeiltasten, um sie selbst zu ordnen.
start-settings-look = Aussehen
start-settings-theme = Farbschema
start-settings-like-device = Wie mein Gerät
start-settings-theme-light = Hell
start-settings-theme-dark = Dunkel
start-settings-motion = Bewegung
start-settings-motion-reduced = Reduziert
start-settings-motion-full = Voll
start-settings-motion-note = Reduziert: Karten erscheinen, ohne sich zu bewegen.
start-settings-play = Spiel
start-settings-sounds = Töne
start-settings-speed = Tempo des Computers
start-settings-speed-slow = Langsam
# loan: „normal“ ist auch ein deutsches Wort
start-settings-speed-normal = Normal
start-settings-speed-fast = Schnell
start-settings-auto-next = Das nächste Spiel von selbst geben
start-settings-auto-next-note = Ein paar Sekunden nach dem Ergebnis jedes Spiels.
start-settings-guide = Die Regeln erklären, wenn sie vorkommen
start-settings-forgiveness = Nachsicht
start-settings-take-back = Eine Ablage gegen den Computer zurücknehmen
start-settings-take-back-note = Bis der Computer zieht; zählt in deiner Statistik.
start-settings-confirm-discard = Vor jeder Ablage gegen einen Menschen nachfragen

## Gemeinsame Wörter (common.js)

start-game-to = { $name }, bis { $target }
start-gin-rummy = Gin Rummy
start-ago-now = gerade eben
start-ago-minutes = vor { $count } Min.
start-ago-hours = vor { $count } Std.

## Die Einladungsseite (join.html, join.js)

start-join-title = Einer Partie Gin Rummy beitreten
start-join-heading = Du bist zu einer Partie eingeladen
start-join-looking = Die Partie wird gesucht...
start-join-take-seat = Platz nehmen
start-join-home = Stattdessen eine neue Partie beginnen
start-join-a-friend = Ein Freund
start-join-invite-full = { $host } lädt dich zu einer Partie Gin Rummy ein (Regeln: { $rules }), bis { $target } Punkte.
start-join-invite-rules = { $host } lädt dich zu einer Partie Gin Rummy ein (Regeln: { $rules }).
start-join-invite-target = { $host } lädt dich zu einer Partie Gin Rummy ein, bis { $target } Punkte.
start-join-invite = { $host } lädt dich zu einer Partie Gin Rummy ein.
start-join-no-id = Diesem Link fehlt die Kennung der Partie.
start-join-seated = Du hast schon einen Platz in dieser Partie. Auf zum Tisch...
start-join-no-game = Diese Partie gibt es nicht (der Link ist vielleicht alt oder falsch abgeschrieben).
start-join-full = Beide Plätze dieser Partie sind schon besetzt.
start-join-taken = Jemand anderes war schneller: Beide Plätze sind besetzt.

## Die Seite einer Adresse, hinter der nichts ist (notfound.html)

start-notfound-title = Nicht gefunden – Gin Rummy
start-notfound-heading = Hier ist nichts
start-notfound-text = Keine Seite und keine Partie hat diese Adresse. Der Link ist vielleicht falsch geschrieben, oder die Partie wurde vom Server entfernt.
start-notfound-home = Zur Startseite
start-notfound-lobby = Zur Lobby
start-notfound-rules = So wird gespielt
