# Gründe, die der Server als Codes schickt und die Seiten in Worte fassen: warum eine
# Runde ungültig ist, und eine Sperre auf dem eigenen Profil.

## Warum eine Runde ungültig ist, in Klammern nach „ungültiges Spiel“

reasons-void-bounce = beide haben die offene Karte genommen und gleich wieder abgelegt
reasons-void-upcard_draws = die offene Karte wurde zu oft genommen
reasons-void-stock_down = im Stapel liegen nur noch zwei Karten
reasons-void-stock_empty = der Stapel ist leer

## Eine Sperre für Paarungen und Turniere (das eigene Profil)
# $until: wann sie endet; $relative: wie lange noch, wie Intl es sagt („in 12 Minuten“).

reasons-cooling-off =
    Du kannst bis { $until } ({ $relative }) keinem Gegner zugeteilt werden: { $reason ->
        [sandbag] Du hast mehrere Partien hintereinander in wenigen Zügen verloren, wie mit Absicht
       *[other] Du hast mehrere Partien verlassen oder abgebrochen, bevor sie zu Ende gespielt waren
    }. Spiel deine Partien zu Ende, dann passiert das nicht wieder.
