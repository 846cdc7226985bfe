# L'écran de préparation du jeu plein écran.

setup-title = Gin rami : une nouvelle partie contre l'ordinateur
setup-opponent = Adversaire
setup-preset = Règles prédéfinies
setup-knock-limit = Limite de frappe
setup-knock-limit-gin-only = Limite de frappe (gin seulement)
setup-knock-limit-upcard = Limite de frappe (selon la carte retournée)
setup-game-to = Partie en
setup-scoring = Marque (gin/contre)
setup-scoring-preset = comme les règles choisies
# loan: Oklahoma is the name of the variant.
setup-oklahoma = Oklahoma
setup-straight = Gin strict
# loan: players say "big gin" (see GLOSSARY.md).
setup-big-gin = Big gin
setup-yes = oui
setup-no = non
setup-play = Jouer (Entrée)
setup-quit = Quitter (Échap)
setup-save-broken = La partie sauvegardée ne peut pas être reprise ({ $error }) ; une nouvelle partie la remplacera.
setup-save-found = Une partie est sauvegardée : quitte (Échap) et lance `ginrummy play --resume` pour la reprendre.
# A computer level by name; $level is easy, medium, hard, apprentice or master.
setup-level =
    { $level ->
        [easy] facile
        [medium] moyen
        [hard] difficile
        [apprentice] apprenti
        [master] maître
       *[other] { $level }
    }
