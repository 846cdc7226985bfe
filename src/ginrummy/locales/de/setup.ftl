# Der Startbildschirm des Vollbildspiels.

setup-title = Gin Rummy: eine neue Partie gegen den Computer
setup-opponent = Gegner
setup-preset = Regelvorlage
setup-knock-limit = Klopfgrenze
setup-knock-limit-gin-only = Klopfgrenze (nur Gin)
setup-knock-limit-upcard = Klopfgrenze (nach offener Karte)
setup-game-to = Partie bis
setup-scoring = Wertung (Gin/Unterbieten)
setup-scoring-preset = wie die Vorlage
# loan: Oklahoma is the name of the variant.
setup-oklahoma = Oklahoma
setup-straight = Nur Gin
setup-big-gin = Big Gin
setup-yes = ja
setup-no = nein
setup-play = Spielen (Enter)
setup-quit = Beenden (Esc)
setup-save-broken = Die gespeicherte Partie kann nicht fortgesetzt werden ({ $error }); eine neue Partie ersetzt sie.
setup-save-found = Eine Partie ist gespeichert: beende (Esc) und starte `ginrummy play --resume`, um sie fortzusetzen.
# A computer level by name; $level is easy, medium, hard, apprentice or master.
setup-level =
    { $level ->
        [easy] leicht
        [medium] mittel
        [hard] schwer
        [apprentice] Lehrling
        [master] Meister
       *[other] { $level }
    }
