# Le jeu en ligne dans le terminal (`ginrummy online`). Les mots entre apostrophes
# ('draw', 'next', 'quit') sont les commandes à taper : ils restent en anglais.
# $name est le nom d'un joueur tel qu'il l'a écrit.

## L'aide ('help' à la table)
netplay-help =
    Commandes :
      draw (d), take (t), pass (p)   piocher dans le talon, prendre la carte retournée, la refuser
      7H ou 'discard 7H'            défausser une carte
      knock [7H], gin [7H]          frapper (avec la meilleure défausse, ou celle-ci), faire gin
      big gin                       big gin, quand les règles le permettent
      next                          prêt pour la donne suivante
      rematch                       une autre partie, une fois celle-ci finie
      say TEXTE                     écrire à ton adversaire
      claim                         gagner une partie que ton adversaire a quittée (l'attente finie)
      resign                        abandonner la partie (demande confirmation)
      hint                          un conseil (contre l'ordinateur, dans une partie non classée)
      show, pile                    la table à nouveau ; toute la défausse
      quit                          quitter la table (ta place est gardée : --resume)
netplay-watch-help =
    Commandes :
      show      la table : les scores, le talon, la défausse, ce que montre chaque
                joueur, et les pendules d'une table chronométrée
      pile      toute la défausse
      quit      arrêter de regarder

## La connexion
netplay-server-closed = Le serveur a fermé cette table.
netplay-connection-lost = Connexion perdue ({ $why }) ; reconnexion... (ce que tu tapes entre-temps sera lu à son retour)
netplay-closed = fermée
netplay-reconnected = Reconnecté.
netplay-lost = Impossible de se reconnecter.
netplay-lost-seat = Impossible de se reconnecter. Ta place est gardée : 'ginrummy online --resume'.
netplay-lost-watch = Impossible de se reconnecter. Regarde à nouveau avec 'ginrummy online --watch ROOM'.
netplay-not-sent = Pas envoyé : la connexion est coupée (reconnexion en cours).
netplay-left-table = Tu as quitté la table. Ta place est gardée : 'ginrummy online --resume'.
netplay-refused = Refusé : { $message } ({ $code }).
# loan: le message du serveur puis son code, sans un mot à traduire
netplay-watch-refused = { $message } ({ $code })

## La table
netplay-waiting = En attente de ton adversaire
netplay-waiting-invite = En attente de ton adversaire : envoie-lui { $invite }
netplay-shuffling = Mélange : la donne attend les graines des deux joueurs.
netplay-seating =
    Toi ({ $me }) contre { $other } : partie { $game } en { $target } points, { $kind ->
        [rated] classée
       *[other] non classée
    }.
netplay-hand-dealt =
    Donne { $number } : { $who ->
        [you] tu as distribué.
       *[other] { $name } a distribué.
    }
netplay-scores-you = toi { $mine }, { $name } { $theirs }
netplay-scores = Scores : { $scores }.
netplay-table-head = Scores : { $scores } (en { $target }).  Talon : { $stock } cartes.  Limite pour frapper : { $limit }.
netplay-discard-pile = Défausse : { $pile }.
netplay-pile-empty = vide
netplay-pile-top = { $card } dessus
netplay-pile-top-below = { $card } dessus ({ $count } dessous ; 'pile' les montre)
netplay-pile-list = Défausse, de bas en haut : { $cards }
netplay-pile-list-empty = (vide)
netplay-no-table = Pas encore de table à montrer.
netplay-seat-cards =
    { $name } : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
netplay-seat-cards-known =
    { $name } : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }, dont on connaît { $cards }
netplay-seat-laid-down = { $name } : a étalé { $cards }
netplay-away = (absent)
netplay-your-hand = Ta main : { $hand }
netplay-deadwood = points morts { $count }
netplay-turn-of = C'est à { $name } de jouer.
netplay-type-next = Tape 'next' pour la donne suivante.
netplay-type-rematch = Tape 'rematch' ou 'quit'.
netplay-rematch-or-quit = Tape 'rematch' pour une autre partie, ou 'quit'.
netplay-back-to-tournament = Retour au tournoi.
netplay-sheet-row = { $label } : { $a } - { $b }
netplay-player-left = { $name } a quitté la table.
netplay-player-back = { $name } est de retour.

## Que faire maintenant
netplay-lead-first-turn = Premier tour
netplay-lead-stock-end = Plus que deux cartes au talon
netplay-lead-your-turn = À toi
netplay-choices = { $lead } : { $choices }.
netplay-or = { " ou " }
# loan: la virgule et l'espace du français sont ceux de l'anglais
netplay-comma = { ", " }
netplay-choice-take = prendre { $card } ('take')
netplay-choice-draw = piocher dans le talon ('draw')
# loan: le coup dit par play.ftl, puis la commande à taper
netplay-choice-other = { $label } ('{ $command }')
netplay-discard-example = Défausse une carte (par exemple '{ $card }')
netplay-only-knock = Tu ne peux que frapper maintenant
netplay-or-knocks = ou { $knocks }
netplay-or-big-gin = ou 'big gin'
# loan: une phrase finie par un point, comme en anglais
netplay-end = { $text }.
netplay-keep-taken = ({ $card } vient d'être pris : garde-le ce tour-ci.)

## Les lignes tapées
netplay-chat-computer = Le chat se fait entre deux personnes : ton adversaire est l'ordinateur.
netplay-say-what = Dire quoi ? Tape 'say' et ton message.
netplay-no-hint-rated = Pas de conseil : aucune aide du moteur dans une partie classée avant sa fin.
netplay-resign-ask = Abandonner cette partie ? Ton adversaire la gagne tout de suite, et elle compte comme une défaite pour ton classement. Tape 'resign' à nouveau pour abandonner, n'importe quoi d'autre pour continuer.
netplay-no-move = Aucun coup à jouer maintenant. Tape 'help' pour les commandes.
netplay-not-understood-number = Pas compris : { $line }. Nomme une carte avec sa couleur, par exemple '8H'.
netplay-not-understood = Pas compris : { $line }. Tape 'help' pour les commandes.
netplay-not-allowed = Interdit maintenant. Tu peux : { $moves }.
netplay-not-gin-card = Pas gin : défausser { $card } laisse { $left } points morts (tape 'knock { $code }' pour frapper).
netplay-cannot-knock = Tu ne peux pas frapper maintenant.
netplay-not-gin = Pas gin : la meilleure défausse laisse { $left } points morts.

## Quitter une partie : la réclamation ($time : minutes et secondes, 2:05)
netplay-claim-open = { $name } est parti. Tu peux réclamer la partie maintenant : tape 'claim' (tu la gagnes).
netplay-claim-after-move = { $name } est parti. Joue ton coup ; tu pourras ensuite réclamer la partie.
netplay-claim-in-after-move = { $name } est parti. Tu pourras réclamer la partie dans { $time }, une fois ton coup joué.
netplay-claim-in = { $name } est parti. Tu pourras réclamer la partie dans { $time }.
netplay-claim-show = { $text } ('show' dit combien de temps il reste)

## Les pendules ($move, $bank : secondes)
netplay-clocks = Pendules : { $clocks }.
netplay-clock-seat =
    { $who ->
        [you] toi
       *[other] { $name }
    } { $move } s + { $bank } s de réserve{ $timeouts ->
        [0] {""}
        [one] , { $timeouts } temps dépassé
       *[other] , { $timeouts } temps dépassés
    }{ $running ->
        [yes] { " (au trait)" }
       *[other] {""}
    }

## Regarder
netplay-watch-waiting = La table attend son second joueur.
netplay-watching = Tu regardes { $first } et { $second } : partie { $game } en { $target } points.
netplay-watch-computer = { $name } (l'ordinateur)
netplay-watch-computer-level = { $name } (l'ordinateur, { $level })
netplay-watch-rematch = Continue à regarder pour une revanche, ou tape 'quit'.
netplay-to-play = À { $name } de jouer.
netplay-watch-only = Un spectateur ne fait que regarder : tape 'show', 'pile', 'help' ou 'quit'.
netplay-watch-stopped = Tu as arrêté de regarder.

## Trouver une table
netplay-signed-out = Ce terminal a été déconnecté depuis un autre appareil ; création d'un nouveau joueur.
netplay-player-unknown = Ce serveur ne connaît plus ton joueur ; création d'un nouveau.
netplay-play-as = Tu joues en tant que { $name } sur { $server }.
netplay-accepted = Tu as accepté le défi.
netplay-open-public = Ta table est ouverte dans le salon, pour tout le monde ; ou envoie ce lien : { $link }
netplay-open-friend = Ta table est ouverte. Envoie ce lien à ton ami : { $link }
netplay-pairing =
    En attente d'un adversaire dans { $pool } ({ $count ->
        [one] { $count } en attente
       *[other] { $count } en attente
    } ; Ctrl-C pour arrêter)...
netplay-left-queue = Tu as quitté la file d'attente.
netplay-found = Adversaire trouvé.
netplay-tournament-joined = Tu as rejoint { $name } ({ $kind }). En attente de ta partie ; Ctrl-C pour faire une pause.
netplay-next-game = Ta prochaine partie est prête.
netplay-left-tournament-table = Tu as quitté la table du tournoi ; la partie continue sans toi.
netplay-tournament-over = Le tournoi est terminé.
netplay-paused = Tu es en pause : 'ginrummy online --tournament { $id }' pour revenir.

## Le salon (--lobby)
netplay-lobby-tables = Tables ouvertes (s'asseoir : ginrummy online --join ROOM) :
netplay-lobby-no-tables = Aucune table ouverte.
netplay-lobby-games = Parties en cours (regarder : ginrummy online --watch ROOM) :
netplay-lobby-no-games = Aucune partie en cours.
netplay-lobby-waiting = En attente d'un appariement : { $pools } (les rejoindre : ginrummy online).
netplay-lobby-nobody-waiting = Personne n'attend d'être apparié.
netplay-lobby-rules-to = { $rules } en { $target }
netplay-lobby-rating = , classement { $rating }
netplay-lobby-watchers =
    { $count ->
        [one] , { $count } spectateur
       *[other] , { $count } spectateurs
    }
netplay-lobby-versus = { " contre " }

## Les défis (--challenges)
netplay-challenges-none = Personne ne te défie pour l'instant (un défi se lance depuis la page d'un joueur).
netplay-challenges = Défis qui te sont lancés (accepter : ginrummy online --accept ID) :
netplay-challenge-no-clock = sans pendule
netplay-challenge-clock = { $move } s par coup, { $bank } s de réserve
netplay-challenge-game =
    { $rules } en { $target }, { $clock }, { $rated ->
        [rated] classée
       *[other] amicale
    }
netplay-challenge-left = { $text } (encore { $seconds } s)

## Les tournois (--tournaments, --tournament)
netplay-tournaments-title = Tournois (rejoindre : ginrummy online --tournament ID)
netplay-tournaments-none = Aucun tournoi.
# loan: l'identifiant à taper après --tournament
netplay-column-id = id
netplay-column-name = nom
netplay-column-status = état
netplay-column-kind = genre
netplay-column-starts = début
netplay-column-players = joueurs
netplay-column-winner = vainqueur
netplay-tournament-status =
    { $status ->
        [coming] à venir
        [running] en cours
        [finished] terminé
       *[other] { $status }
    }
netplay-tournament-round = { $status } (ronde { $round })
netplay-tournament-round-of = { $name } : { $status }, ronde { $round } sur { $rounds }
netplay-tournament-head = { $name } : { $status }
netplay-tournament-kind =
    { $format ->
        [arena] arène
        [swiss] suisse
       *[other] { $format }
    }, { $length }, { $rules } en { $target }, { $clock }, { $rated ->
        [rated] classé
       *[other] non classé
    }
# loan: « min » est aussi l'abréviation française des minutes
netplay-tournament-minutes = { $minutes } min
netplay-tournament-rounds =
    { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }
netplay-tournament-untimed = sans pendule
# loan: « points » se dit de même en français ; le reste n'est que des arguments
netplay-standing = { $mark }{ $rank }. { $name }  { $points } points{ $fire }{ $state }  [{ $sheet }]
netplay-standing-fire = { " (en feu)" }
netplay-standing-paused = { " (en pause)" }
netplay-standing-left = { " (parti)" }
netplay-tournament-winner = Vainqueur : { $name }.
