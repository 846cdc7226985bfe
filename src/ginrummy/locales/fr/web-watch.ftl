# La page des spectateurs (watch.html, watch.js) : une partie publique vue d'à côté.

watch-page-title = Regarder une partie de gin rami
watch-title = Regarder { $name0 } { $score0 }:{ $score1 } { $name1 } – Gin rami
watch-skip = Aller aux coups
watch-home =
    .aria-label = Gin rami : page d'accueil
watch-home-text = Gin rami
# loan: « score » se dit aussi en français
watch-scoreboard =
    .aria-label = Score
watch-score = Score : { $name0 } { $score0 }, { $name1 } { $score1 }
watch-score-target = Score : { $name0 } { $score0 }, { $name1 } { $score1 }, partie en { $target }
watch-tag = Spectateur
watch-sheet-button = Feuille de marque
watch-lobby = Salon
watch-connecting = Connexion...
watch-cards =
    .aria-label = Cartes
watch-middle =
    .aria-label = Talon et défausse
watch-stock-label =
    .aria-label = Talon
watch-discard-label =
    .aria-label = Défausse
watch-pile-inspect = Défausse
watch-count-lines = Le décompte, ligne par ligne
watch-log-title = Cette donne
watch-pile-title = Défausse
watch-pile-order = Du dessous vers le dessus ; la dernière carte est celle du dessus (la carte retournée).
watch-sheet-title = Feuille de marque
watch-close = Fermer
watch-back-to-lobby = Retour au salon
watch-computer = (ordinateur)
watch-disconnected = (déconnecté)
watch-stock =
    { $count ->
        [one] Talon, { $count } carte
       *[other] Talon, { $count } cartes
    }
watch-discard-top = Défausse, carte du dessus : { $card }
watch-discard-empty = Défausse, vide
watch-pile-button = Défausse : { $count }
watch-gin-only = Gin seulement pour cette donne
watch-knock-limit = Frapper avec { $limit } ou moins
watch-doubled = Carte retournée de pique : cette donne compte double
watch-dealt = { $name } a distribué
watch-waiting = En attente du second joueur.
watch-last-move = Dernier coup : { $move }
watch-last-move-to-play = Dernier coup : { $move }. À { $name } de jouer.
watch-to-play = À { $name } de jouer.
watch-game-over = La partie est terminée.
watch-hand-over = La donne est terminée.
watch-next-hand = Les joueurs regardent le décompte ; la donne suivante arrive.
watch-not-public = Impossible de regarder cette partie : elle n'est pas publique, ou elle n'existe pas.
watch-no-room = Cette page a besoin de l'identifiant d'une partie dans son adresse.
