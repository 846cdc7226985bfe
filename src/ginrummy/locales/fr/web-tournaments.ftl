# Les pages des tournois : la liste et son formulaire (tournaments.html, tournaments.js),
# un tournoi (tournament.html, tournament.js), leurs mots communs (tourney.js) et l'avis
# de la table pour la partie suivante d'un tournoi (tourneytable.js).
# Les noms des joueurs et des tournois n'y sont jamais : ce sont des variables.

## La liste des tournois (/tournaments)

tourneys-title = Tournois : Gin Rummy en ligne
tourneys-meta =
    .content = Tournois de gin rummy en arène et au système suisse : à venir, en cours et terminés, et un formulaire pour créer le vôtre.
tourneys-skip = Aller aux tournois
tourneys-running = En cours
tourneys-running-empty = Aucun tournoi n'est en cours pour l'instant.
tourneys-coming = À venir
tourneys-coming-empty = Aucun tournoi n'est prévu : créez-en un.
tourneys-finished = Terminés
tourneys-finished-empty = Aucun tournoi n'est encore terminé.
tourneys-create = Créer un tournoi
tourneys-your-name = Votre nom
tourneys-player =
    .placeholder = Joueur
tourneys-name = Nom du tournoi
tourneys-name-example =
    .placeholder = Gin du vendredi
tourneys-format = Formule
tourneys-format-arena = Arène : autant de parties que vous pouvez en jouer dans le temps imparti
tourneys-format-swiss = Système suisse : un nombre de rondes, tout le monde joue à chaque ronde
tourneys-rules = Règles
tourneys-target = Score à atteindre
tourneys-clock = Pendule
tourneys-clock-none = Sans pendule
tourneys-clock-blitz = Blitz : 10 secondes par coup, 30 en réserve
tourneys-clock-rapid = Rapide : 20 secondes par coup, 60 en réserve
tourneys-clock-classical = Classique : 45 secondes par coup, 3 minutes en réserve
tourneys-starts = Commence dans (minutes)
tourneys-lasts = Durée (minutes)
tourneys-rounds = Rondes
tourneys-rated = Classé : les parties comptent pour le classement Elo
tourneys-private = Privé : non listé, seules les personnes qui ont le lien peuvent s'inscrire
tourneys-submit = Créer le tournoi
tourneys-link = Lien du tournoi
tourneys-open = Ouvrir le tournoi
tourneys-load-error = Impossible de charger les tournois : { $error }
tourneys-whole = { $field } : un nombre entier de { $low } à { $high }.
tourneys-field-target = Score à atteindre
tourneys-field-starts = Commence dans
tourneys-field-lasts = Durée
tourneys-field-rounds = Rondes
tourneys-name-short = Donnez un nom au tournoi (3 lettres ou plus).
tourneys-made-private = { $name } est créé. Il est privé : envoyez ce lien aux personnes avec qui vous voulez jouer.
tourneys-made-listed = { $name } est créé et figure dans la liste. Son lien :
tourneys-organise-as = Vous organisez sous le nom { $name }.
tourneys-name-later = Votre nom en ligne est créé quand vous créez un tournoi ou vous y inscrivez.
tourneys-by = par { $name }
tourneys-by-site = par le site

## Mots communs aux deux pages

tourney-copy = Copier
tourney-copied = Copié
tourney-players =
    { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }
tourney-format-name =
    { $format ->
        [swiss] Suisse
       *[other] Arène
    }
tourney-format-arena =
    { $minutes ->
        [one] Arène, { $minutes } minute
       *[other] Arène, { $minutes } minutes
    }
tourney-format-swiss =
    { $rounds ->
        [one] Suisse, { $rounds } ronde
       *[other] Suisse, { $rounds } rondes
    }
tourney-preset =
    { $preset ->
        [standard] Standard
        [oklahoma] Oklahoma
        [oklahoma-spades] Oklahoma, pique double
        [straight] Gin sec
        [hollywood] Hollywood
        [eaai] Tournoi EAAI
        [openspiel] OpenSpiel (une donne)
       *[other] { $label }
    }
tourney-preset-none = Gin rami
tourney-game-to = { $game }, en { $target }
tourney-clock-none = sans pendule
tourney-clock =
    { $clock ->
        [blitz] pendule blitz
        [rapid] pendule rapide
        [classical] pendule classique
       *[other] pendule { $clock }
    } ({ $move } s par coup, { $bank } s en réserve)
tourney-clock-other = pendule { $clock }
tourney-rated = classé
tourney-unrated = non classé
tourney-countdown-days =
    { $days ->
        [one] { $days } jour { $clock }
       *[other] { $days } jours { $clock }
    }

## Où en est un tournoi

tourney-finished = Terminé
tourney-finished-won = Terminé : { $winner } a gagné
tourney-starting-soon = Commence bientôt
tourney-starting = Début…
tourney-starting-now = Le tournoi commence
tourney-starts-in = Commence dans { $time }
tourney-round-of = Ronde { $round } sur { $rounds }
tourney-running = En cours
tourney-ending = Fin…
tourney-ending-label = Fin : les dernières parties se jouent
tourney-ends-in = Se termine dans { $time }
tourney-when-seconds =
    { $count ->
        [one] { $count } seconde
       *[other] { $count } secondes
    }
tourney-when-minutes =
    { $count ->
        [one] environ { $count } minute
       *[other] environ { $count } minutes
    }
tourney-when-hours =
    { $count ->
        [one] environ { $count } heure
       *[other] environ { $count } heures
    }
tourney-when-days =
    { $count ->
        [one] environ { $count } jour
       *[other] environ { $count } jours
    }

## Le classement

tourney-streak =
    .title = En série : la prochaine victoire compte double
tourney-streak-words = en série
tourney-tag-left = parti
tourney-tag-paused = en pause
tourney-tag-you = vous
tourney-someone = Joueur
tourney-sheet = Points par partie : { $points }

## Refus de S'inscrire, Pause et Quitter

tourney-refused-finished = Ce tournoi est terminé.
tourney-refused-full = Ce tournoi est complet.
tourney-refused-started = Ce tournoi suisse a passé sa première ronde : trop tard pour s'inscrire.
tourney-refused-unknown = Ce tournoi n'existe pas (le lien est peut-être ancien).

## Un tournoi (/tournaments/<id>)

tourney-title = Tournoi : Gin Rummy en ligne
tourney-title-named = { $name } : tournoi de Gin Rummy
tourney-skip = Aller au tournoi
tourney-private = privé
tourney-invite = Privé : seules les personnes qui ont ce lien peuvent s'inscrire
tourney-your-name = Votre nom
tourney-player =
    .placeholder = Joueur
tourney-standings = Classement
tourney-rank = Rang
tourney-player-head = Joueur
# loan: « points » is the French word too
tourney-points = Points
tourney-games-head = Parties
tourney-sheet-head = Feuille
tourney-tie-break = Départage
    .title = Départage : les points des adversaires rencontrés (Buchholz)
tourney-nobody = Personne ne s'est encore inscrit.
tourney-games = Parties
tourney-no-game-now = Aucune partie ne se joue en ce moment.
tourney-no-game-played = Aucune partie n'a été jouée.
tourney-byes = Exemptions
tourney-unreachable = Impossible de joindre le serveur. Vérifiez la connexion et réessayez.
tourney-refused-status = Le serveur a refusé la demande ({ $status }).
tourney-load-error = Impossible de charger le tournoi : { $error }
tourney-organised-by = Organisé par { $name }
tourney-scoring-swiss = Tout le monde joue à chaque ronde, contre un joueur qui a le même score, jamais deux fois contre le même adversaire ; un joueur en trop est exempt. Les égalités de points sont départagées par les points des adversaires rencontrés.
tourney-scoring-arena = Une victoire rapporte des points ; après deux victoires de suite, chaque victoire compte double (🔥) jusqu'à la prochaine défaite. Vous êtes apparié de nouveau dès que vous et un autre joueur êtes libres.
tourney-challenge = Défier
tourney-view = Voir
tourney-your-game = Votre partie
tourney-watch = Regarder
tourney-game-round = Ronde { $round }
tourney-game-result = { $players } : { $result }
tourney-game-won = { $winner } a gagné
tourney-game-aborted = annulée
tourney-bye-round = Ronde { $round } : { $players }
tourney-join = Rejoindre
tourney-join-again = Rejoindre de nouveau
tourney-resume = Reprendre
# loan: « pause » is the French word too
tourney-pause = Pause
tourney-leave = Quitter
tourney-note-won = { $winner } a gagné ce tournoi.
tourney-note-over = Ce tournoi est terminé.
tourney-note-too-late = Ce tournoi suisse a passé sa première ronde : trop tard pour s'inscrire. Regardez ses parties ci-dessous.
tourney-note-join-coming = Inscrivez-vous maintenant : votre première partie commence d'elle-même au début du tournoi.
tourney-note-join-swiss = En vous inscrivant pendant la première ronde, vous jouez à partir de la deuxième.
tourney-note-paused = Vous êtes en pause : vous n'êtes pas apparié avant de reprendre.
tourney-note-in-coming = Vous êtes inscrit. Votre première partie commence d'elle-même au début du tournoi : gardez cette page ouverte.
tourney-note-in = Vous êtes inscrit. Votre prochaine partie commence d'elle-même : gardez cette page ouverte.
tourney-said-join = Vous êtes inscrit au tournoi.
tourney-said-pause = Vous êtes en pause.
tourney-said-leave = Vous avez quitté le tournoi.
tourney-game-on = Votre partie commence !
tourney-go-to-table = Aller à votre table
tourney-game-starting = Votre partie commence.

## À la table d'une partie de tournoi

tourney-next-ready = Votre prochaine partie du tournoi est prête.
tourney-next-go = Aller à cette table
tourney-next-going = Votre prochaine partie du tournoi est prête : direction sa table.
