# Die Gründe des Computers in einem Tipp: jede Nachricht ist ein Satzteil; ein Tipp
# verbindet sie mit hint-why-comma. $card: eine Karte, $cards: Karten, $deadwood:
# Restpunkte, $limit: die Klopfgrenze.

# loan: the same comma
hint-why-comma = { ", " }
hint-why-big-gin = alle 11 Karten sind kombiniert: Big Gin bringt am meisten
hint-why-gin = { $card } abzulegen lässt keine Restpunkte: Gin
hint-why-knock =
    nach dem Ablegen von { $card } { $deadwood ->
        [one] bleibt { $deadwood } Restpunkt
       *[other] bleiben { $deadwood } Restpunkte
    }, innerhalb der Klopfgrenze von { $limit }: klopf, bevor der Gegner sich verbessert
hint-why-play-on = spiel weiter statt zu klopfen: Gin oder Unterbieten bringt wahrscheinlich mehr
hint-why-discard =
    { $card } lässt { $deadwood ->
        [one] { $deadwood } Restpunkt
       *[other] { $deadwood } Restpunkte
    }
# Nach hint-why-discard: „sie“ ist die abgelegte Karte.
hint-why-joins-nothing = sie passt zu nichts in deiner Hand
hint-why-safer = der Gegner hat { $card } abgelegt, also ist sie sicherer
hint-why-take-melds = { $card } kombiniert mit { $cards }
hint-why-take-lowers = { $card } senkt deine Restpunkte mehr, als eine Karte vom Stapel es wahrscheinlich täte
hint-why-draw-upcard = { $card } hilft deiner Hand nicht; der Stapel vielleicht
hint-why-draw = zieh vom Stapel
hint-why-pass = { $card } hilft deiner Hand nicht
hint-why-nothing-better = nichts Besseres zu tun
hint-why-strongest = der stärkste gefundene Zug
