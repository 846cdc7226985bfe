# Les pages en ligne : le salon, le classement, le profil, les défis, les statistiques
# et les rediffusions (voir en/web-online.ftl).

## Partagé

online-brand = Gin rami
online-player = Joueur
online-preset =
    { $rules ->
        [standard] Standard
        [oklahoma] Oklahoma
        [oklahoma-spades] Oklahoma, pique double
        [straight] Gin strict
        [hollywood] Hollywood
        [eaai] Tournoi EAAI
        [openspiel] OpenSpiel (une donne)
       *[other] { $rules }
    }
online-game-kind = { $rules }, en { $target }
online-level =
    { $level ->
        [easy] facile
        [medium] moyen
        [hard] difficile
        [apprentice] apprenti
        [master] maître
       *[other] { $level }
    }
online-computer = Ordinateur ({ $level })
online-ago-now = à l'instant
online-ago-minutes = il y a { $count } min
online-ago-hours = il y a { $count } h
# loan: only the server's own message, nothing to translate.
online-problem = { $error }

## Le salon

lobby-title = Salon : Gin rami en ligne
lobby-description =
    .content = Tables de gin rami ouvertes à rejoindre, parties à regarder et joueurs qui attendent.
lobby-skip = Aller aux tables
lobby-loading = Chargement du salon...
lobby-tables-heading = Tables ouvertes
lobby-tables-intro = Tables publiques qui attendent un second joueur : rejoins-en une pour commencer.
lobby-tables-empty = Aucune table ouverte pour l'instant : crée-en une, ou joue tout de suite contre quelqu'un.
lobby-games-heading = Parties en cours
lobby-games-empty = Aucune partie publique n'est en cours.
lobby-waiting-heading = En attente d'adversaire
lobby-pools-empty = Personne n'attend pour l'instant.
lobby-play-now = Jouer tout de suite
lobby-create-heading = Créer une table publique
lobby-name-label = Ton nom
lobby-name =
    .placeholder = Joueur
lobby-rules-label = Règles
lobby-target-label = Score à atteindre
lobby-clock-label = Pendule
lobby-clock-none = Sans pendule
lobby-clock-15 = 15 secondes par coup, 30 en réserve
lobby-clock-30 = 30 secondes par coup, 60 en réserve
lobby-clock-60 = 60 secondes par coup, 2 minutes en réserve
lobby-create = Créer la table
lobby-host-new = nouveau joueur
lobby-host-rating = classement { $rating }
lobby-your-table = Ta table
lobby-join = Rejoindre
lobby-watch = Regarder
lobby-versus = { $first } contre { $second }
lobby-watchers =
    { $count ->
        [0] personne ne regarde
        [one] { $count } spectateur
       *[other] { $count } spectateurs
    }
lobby-pool-waiting =
    { $count ->
        [one] { $count } en attente
       *[other] { $count } en attente
    }
lobby-summary =
    { $tables ->
        [one] { $tables } table ouverte
       *[other] { $tables } tables ouvertes
    }, { $games ->
        [one] { $games } partie en cours
       *[other] { $games } parties en cours
    }, { $waiting } en attente d'adversaire.
lobby-updated = { $summary } Mis à jour à { $time }.
lobby-load-failed = Impossible de charger le salon : { $error }
lobby-seat-taken = Quelqu'un d'autre a pris cette place avant toi.
lobby-own-table = C'est ta propre table : attends-y que quelqu'un s'assoie.
lobby-you-play-as = Tu joues sous le nom { $name } (change ton nom sur la { $start }).
lobby-start-page = page d'accueil
lobby-name-later = Ton nom en ligne est créé quand tu crées ou rejoins une table.
lobby-target-invalid = Score à atteindre : un nombre entier de 1 à 1000.

## Le classement

leaderboard-title = Classement : Gin rami en ligne
leaderboard-skip = Aller au classement
leaderboard-heading = Classement
leaderboard-pool-label = Type de partie
leaderboard-intro = Classements Glicko-2, une liste par type de partie (règles et score à atteindre). Un classement compte ici après 10 parties ; avant, il est provisoire.
leaderboard-caption = Classement
leaderboard-rank = Rang
leaderboard-player = Joueur
leaderboard-rating = Cote
leaderboard-games = Parties
leaderboard-challenge-column = Défier
leaderboard-you = toi
leaderboard-caption-pool = Classement : { $kind }
leaderboard-empty = Personne n'est encore classé en { $kind } : un classement compte après 10 parties.
leaderboard-status =
    { $count ->
        [one] { $kind } : { $count } joueur classé.
       *[other] { $kind } : { $count } joueurs classés.
    }
leaderboard-load-failed = Impossible de charger le classement : { $error }

## Défis

challenge-notices =
    .aria-label = Défis
challenge-button = Défier
challenge-clock-30 = 30 s par coup, 60 s en réserve
challenge-clock-15 = 15 s par coup, 30 s en réserve
challenge-clock-60 = 60 s par coup, 120 s en réserve
challenge-clock-none = Sans pendule
challenge-clock = { $move } s par coup, { $bank } s en réserve
challenge-clock-no-bank = { $move } s par coup
challenge-no-clock = sans pendule
challenge-rated = classée
challenge-casual = amicale
# loan: only the parts in their order, with the same commas.
challenge-game = { $kind }, { $clock }, { $rated }
challenge-incoming = { $name } te défie : { $game }.
challenge-outgoing = En attente de la réponse de { $name } à ton défi ({ $game })...
challenge-declined = { $name } a refusé ton défi.
challenge-expired = { $name } n'a pas répondu à temps à ton défi.
challenge-accept = Accepter
challenge-decline = Refuser
challenge-cancel = Annuler
challenge-dismiss = Fermer
challenge-title = Défier { $name }
challenge-rules = Règles
challenge-target = Jouer en
challenge-clock-label = Pendule
challenge-rated-box = Classée (décochée : une partie amicale)
challenge-send = Envoyer le défi

## Le profil

profile-title = Profil du joueur : Gin rami en ligne
profile-title-named = { $name } : joueur de gin rami
profile-skip = Aller au profil
profile-me = C'est toi.
profile-change-name = Change ton nom
profile-me-end = sur la page d'accueil.
profile-ratings-heading = Classements
profile-ratings-empty = Aucune partie classée pour l'instant.
profile-chart-heading = Historique du classement
profile-numbers = Les chiffres
profile-levels-heading = Contre l'ordinateur
profile-recent-heading = Parties récentes
profile-following-heading = Abonnements
profile-following-intro = En ligne : une page de ce site ouverte dans les 30 dernières secondes.
profile-following-empty = Tu ne suis personne pour l'instant : « Suivre » sur le profil d'un joueur l'ajoute ici.
profile-unrated-heading = Parties non classées
profile-tournaments-heading = Tournois
profile-blocked-heading = Joueurs que tu as bloqués
profile-blocked-intro = Tu n'es jamais apparié avec eux.
profile-provisional = provisoire
profile-provisional-why =
    .title = Moins de 10 parties : pas encore classé
profile-games =
    { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }
profile-since = joue depuis le { $date }
profile-point-start = { $kind } : { $rating } avant la première partie
profile-point = { $kind } : { $rating } après la partie { $game }
profile-point-dated = { $kind } : { $rating } après la partie { $game } ({ $date })
profile-chart-line =
    { $games ->
        [one] { $kind } : de { $from } à { $to } en { $games } partie
       *[other] { $kind } : de { $from } à { $to } en { $games } parties
    }
profile-chart-title = Historique du classement de { $name }
profile-chart-game = partie { $number }
profile-col-kind = Type de partie
profile-col-game = Partie
profile-col-rating = Cote
profile-col-when = Quand
profile-col-level = Niveau
profile-col-won = Gagnées
profile-col-lost = Perdues
profile-col-opponent = Adversaire
profile-col-result = Résultat
profile-col-counted = Comptée comme
profile-col-tournament = Tournoi
profile-col-format = Formule
# loan: "place" is the French word too.
profile-col-place = Place
# loan: "points" is the French word too.
profile-col-points = Points
profile-chart-table = Cote après chaque partie
profile-levels-caption = Parties gagnées et perdues contre chaque niveau de l'ordinateur
profile-levels-empty = Aucune partie classée contre l'ordinateur pour l'instant.
profile-level =
    { $level ->
        [easy] Facile
        [medium] Moyen
        [hard] Difficile
        [apprentice] Apprenti
        [master] Maître
       *[other] { $level }
    }
profile-won = Gagnée
profile-lost = Perdue
profile-recent-caption = Parties classées récentes
profile-recent-empty = Aucune partie classée pour l'instant.
profile-unrated-no-move = annulée : finie avant que les deux joueurs aient joué
profile-unrated-shared-address = non classée : les deux joueurs jouent depuis la même adresse
profile-unrated-bulk-made = non classée : un joueur créé dans une rafale de nouveaux joueurs
profile-unrated-aborted = annulée
profile-unrated-unrated = non classée
profile-unrated-caption = Parties récentes qui n'ont pas été classées
profile-format =
    { $format ->
        [swiss] Suisse
        [arena] Arène
       *[other] { $format }
    }
profile-place = { $rank } sur { $players }
profile-playing-now = en train de jouer
profile-coming = à venir
profile-tournaments-caption = Tournois joués
profile-tournaments-empty = Aucun tournoi pour l'instant.
profile-unblock = Débloquer
profile-follow = Suivre
profile-unfollow = Ne plus suivre
profile-unblock-player = Débloquer ce joueur
profile-block-player = Ne jamais m'apparier avec ce joueur
profile-presence =
    { $state ->
        [playing] en train de jouer
        [online] en ligne
       *[offline] hors ligne
    }
profile-watch = Regarder
profile-no-player = Pas encore de joueur ici : joue d'abord en ligne ou contre l'ordinateur.
profile-not-found = Ce joueur n'existe pas.

## Les statistiques et les rediffusions

stats-title = Tes statistiques : Gin rami
stats-description =
    .content = Tes statistiques de gin rami, tes parties terminées et leurs rediffusions.
stats-skip = Aller à tes statistiques
stats-heading = Tes statistiques
stats-this-browser = (ce navigateur)
stats-every-device = ({ $name }, sur tous tes appareils, et ce navigateur)
stats-games = Parties
stats-wins = Victoires
stats-win-rate = Taux de victoire
stats-streak = Série en cours
stats-longest = Plus longue série
# loan: "gin" is the game's own word in French too, its plural as players say it.
stats-gins = Gins
stats-undercuts = Contres
stats-knocks = Frappes gagnantes
stats-takebacks = Coups repris
stats-levels-heading = Par adversaire
stats-against = Contre
stats-all-games = Toutes les parties
stats-level =
    { $level ->
        [easy] Ordinateur, facile
        [medium] Ordinateur, moyen
        [hard] Ordinateur, difficile
        [apprentice] Ordinateur, apprenti
        [master] Ordinateur, maître
        [people] Joueurs
       *[other] { $level }
    }
stats-games-heading = Parties terminées
stats-games-empty = Aucune partie terminée pour l'instant.
stats-play-one = Joues-en une
stats-games-empty-end = : elle apparaîtra ici.
stats-more = Parties plus anciennes
stats-won = Gagnée
stats-lost = Perdue
stats-game-against = { $score } contre { $opponent }
stats-they-resigned = l'adversaire a abandonné
stats-resigned = abandon
stats-claimed = réclamée
stats-aborted = annulée : non classée
stats-rated = classée
stats-replay = Rediffusion
stats-load-failed = Impossible de charger tes statistiques : { $error }
stats-replay-heading = Rediffusion
stats-replay-close = Fermer la rediffusion
stats-replay-loading = Chargement de la partie…
stats-replay-failed = Impossible de charger la partie : { $error }
stats-replay-other-browser = Cette partie a été jouée dans un autre navigateur : revois-la là-bas, ou utilise ici le même nom en ligne (« utiliser sur un autre appareil » sur la page d'accueil).
stats-replay-not-finished = Cette partie n'est pas encore finie : les rediffusions sont celles des parties terminées.
stats-replay-not-stored = Cette partie n'est pas enregistrée sur ce serveur.
stats-replay-truncated = (seulement les premières étapes : la partie est très longue)
# loan: only the parts in their order, with the same punctuation.
stats-replay-line = { $summary } { $kind }, { $when }.
replay-count-lines = Le décompte, ligne par ligne
replay-controls =
    .aria-label = Parcourir la partie
replay-first =
    .title = Première étape (Début)
replay-first-text = Première étape
replay-prev =
    .title = Reculer (←)
replay-prev-text = Reculer
replay-next =
    .title = Avancer (→)
replay-next-text = Avancer
replay-last =
    .title = Dernière étape (Fin)
replay-last-text = Dernière étape
replay-hands =
    .aria-label = Aller à une donne
replay-hand-label = Donne
replay-prev-hand = Donne précédente
    .title = La distribution de la donne précédente (Page préc.)
replay-next-hand = Donne suivante
    .title = La distribution de la donne suivante (Page suiv.)
replay-step-label = Étape
replay-keys = Touches :
replay-keys-step = étape par étape,
replay-keys-hands = les donnes précédente et suivante,
replay-keys-ends = la première et la dernière étape.
replay-key-page-up = Page préc.
replay-key-page-down = Page suiv.
replay-key-home = Début
replay-key-end = Fin
replay-moves = Coups de cette donne
replay-you-deal = tu distribues
replay-deals = { $name } distribue
replay-deal = Donne { $hand } : les cartes sont distribuées ({ $dealer }).
replay-a-move = Un coup.
replay-hand-over = { $text } La donne est finie.
replay-step = Étape { $step } sur { $total } : { $text }
replay-step-value = Étape { $step } sur { $total }, donne { $hand }
replay-hand-of = Donne { $hand } sur { $hands }
replay-score = Donne { $hand } · Toi { $mine }, { $name } { $theirs } · partie en { $target }
replay-you-are = Toi ({ $name })
replay-deadwood = points morts { $count }
replay-discard-size = Défausse : { $count }
replay-just-taken = { $card }, tout juste prise
replay-meld =
    .aria-label = Combinaison
replay-deadwood-group =
    .aria-label = Cartes mortes
replay-summary-won =
    { $hands ->
        [one] Tu as gagné { $mine } à { $theirs } contre { $name }{ $how }, en { $hands } donne.
       *[other] Tu as gagné { $mine } à { $theirs } contre { $name }{ $how }, en { $hands } donnes.
    }
replay-summary-lost =
    { $hands ->
        [one] Tu as perdu { $mine } à { $theirs } contre { $name }{ $how }, en { $hands } donne.
       *[other] Tu as perdu { $mine } à { $theirs } contre { $name }{ $how }, en { $hands } donnes.
    }
replay-resigned = (abandon)
replay-claimed = (réclamée)
