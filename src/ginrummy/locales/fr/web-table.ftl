# La table de jeu (/room/<id>) : room.html et ses scripts. Le journal, les coups et les
# résultats des donnes reprennent play.ftl quand il dit la même chose.
# $name est le nom d'un joueur, $card une carte en notation (7♥) : tels quels.

## La page (room.html)
table-page-title = Table de Gin Rummy
table-skip = Aller à tes cartes
table-home =
    .aria-label = Gin Rummy : page d'accueil
# loan: le nom du jeu, le même en français
table-home-text = Gin Rummy
# loan: le même mot en français
table-scoreboard =
    .aria-label = Score
table-you = Toi
table-opponent-name = Adversaire
table-connecting = Connexion…
table-connected = Connecté
table-reconnecting = Reconnexion…
table-connection-lost = Connexion perdue. Reconnexion…
table-not-connected = Non connecté
table-moves-button = Coups
table-chat-button = Discussion
table-sheet-button =
    .aria-label = Feuille de marque
table-sheet-short = Marque
table-rules-button = Règles
    .aria-label = Règles (dans un nouvel onglet)
table-help-button =
    .aria-label = Touches du clavier et aide
table-settings = Réglages
table-no-seat-title = Tu n'as pas de place à cette table
table-start-own = Lancer ta propre partie
table-watch-game = Regarder cette partie
table-opponent-cards =
    .aria-label = Cartes de l'adversaire
table-known-cards = Cartes connues :
table-middle =
    .aria-label = Talon et défausse
table-pile-title = Défausse
table-waiting-friend = En attente de ton ami
table-waiting-friend-text = Envoie ce lien ; la partie commence quand ton ami l'ouvre.
table-waiting-opponent = En attente d'un adversaire
table-waiting-public-text = Ta table est affichée dans le salon ; tu peux aussi envoyer ce lien.
table-invite-link =
    .aria-label = Lien d'invitation
table-copy = Copier
table-copied = Copié.
table-copy-failed = Sélectionne le lien et copie-le.
table-shuffling = Mélange : chaque joueur ajoute sa propre graine…
table-count-lines = Le décompte, ligne par ligne
table-your-move =
    .aria-label = Ton coup
table-take-back = Reprendre
table-take-back-note = cette partie ne sera plus classée
table-your-hand-title = Ta main
# loan: le nom seul, entre parenthèses
table-your-hand-named = ({ $name })
table-deadwood-word = Points morts
table-your-cards =
    .aria-label = Tes cartes
table-this-hand = Cette donne
table-chat-title = Discussion
table-mute = Masquer
table-unmute = Afficher
table-mute-what = Masquer les messages de l'autre joueur
table-chat-messages =
    .aria-label = Messages de la discussion
table-chat-empty = Pas encore de message.
table-chat-phrases =
    .aria-label = Phrases rapides
table-chat-label = Message à ton adversaire
# loan: le même mot en français
table-chat-input =
    .placeholder = Message
table-send = Envoyer
table-pile-help = Du bas vers le haut ; la dernière carte est celle du dessus (la carte retournée).
table-close = Fermer
table-resign-button = Abandonner cette partie
table-resign = Abandonner
table-keep-playing = Continuer à jouer
table-keys-title = Touches
table-key-arrows = passer d'une carte à l'autre
table-key-enter-before = défausser la carte sélectionnée (ou frapper avec, après
# loan: une parenthèse fermante
table-key-enter-after = )
table-key-d = piocher dans le talon
table-key-t = prendre la carte retournée
table-key-p = passer (première carte retournée)
table-key-k = frapper : puis choisir la carte à défausser
table-key-g = faire gin
table-key-h = conseil (contre l'ordinateur)
table-key-n = donne suivante, ou revanche après la partie
table-key-r-before = revoir tes décisions de la donne qui vient de finir (puis
table-key-r-after = pour les parcourir)
table-key-v = parcourir la défausse
table-key-s = feuille de marque
table-key-c = discussion (une partie entre deux personnes)
table-key-alt = déplacer la carte sélectionnée dans ta main
table-key-z = reprendre ta défausse (contre l'ordinateur, tant qu'il n'a pas joué)
table-key-esc = annuler une frappe, fermer une fenêtre
table-key-space = Espace
table-help-text =
    Clique sur une carte pour la défausser, ou fais-la glisser sur la défausse. Le nombre
    sous une carte est ton total de points morts si tu la défausses. Tes cartes se rangent
    d'elles-mêmes en combinaisons ; les cartes isolées à droite sont tes cartes mortes.
table-fair-title = Comment cette donne a été distribuée

## Les noms
table-computer =
    { $level ->
        [easy] Ordinateur (facile)
        [medium] Ordinateur (moyen)
        [hard] Ordinateur (difficile)
        [apprentice] Ordinateur (apprenti)
        [master] Ordinateur (maître)
       *[other] Ordinateur
    }
table-computer-short = Ordinateur
table-your-opponent = Ton adversaire
table-player = Joueur { $number }
table-you-named = Toi ({ $name })

## Le score et les tas
table-watching =
    { $count ->
        [one] { $count } spectateur
       *[other] { $count } spectateurs
    }
table-meta-target = en { $target }
table-meta-final = score final
table-meta-hand = donne { $number }
table-meta-game = partie { $number }
table-meta-rated = classée
table-score-label = Score : toi { $mine }, { $name } { $theirs }
table-score-label-target = Score : toi { $mine }, { $name } { $theirs }, partie en { $target }
table-tab-title = { $mine }:{ $theirs } Gin Rummy contre { $name }
table-status-computer = (ordinateur)
table-status-seat-free = (place libre)
table-status-disconnected = (déconnecté)
table-holds =
    { $count ->
        [one] { $name } a { $count } carte
       *[other] { $name } a { $count } cartes
    }
table-holds-known =
    { $count ->
        [one] { $name } a { $count } carte, connue : { $cards }
       *[other] { $name } a { $count } cartes, connues : { $cards }
    }
table-holds-none = { $name } n'a plus de cartes
table-card-name = { card-name }
table-card-known = { $card } (connue)
table-face-down = carte face cachée
table-stock-caption = Talon : { $count }
table-stock-label =
    { $count ->
        [one] Talon, { $count } carte
       *[other] Talon, { $count } cartes
    }
table-stock-draw = { $stock }. Piocher dans le talon{ $key }
table-discard-top = Défausse, carte du dessus { $card }
table-discard-take = { $pile }. Prendre { $card }{ $key }
table-discard-empty = Défausse, vide
table-pile-caption = Défausse : { $count }
table-pile-inspect =
    { $count ->
        [one] Parcourir la défausse, { $count } carte (v)
       *[other] Parcourir la défausse, { $count } cartes (v)
    }
table-gin-only = Gin seulement cette donne
table-knock-limit = Frapper avec { $limit } ou moins
table-doubled = Carte retournée pique : cette donne compte double
table-you-dealt = Tu as distribué
table-dealt = { $name } a distribué
table-pile-is-empty = La défausse est vide.
table-pile-card-top = { $place } : { $card } (dessus)
table-pile-card = { $place } : { $card }
table-pile-squared-up =
    { $count ->
        [one] La défausse est égalisée : personne ne peut regarder la { $count } carte sous celle du dessus.
       *[other] La défausse est égalisée : personne ne peut regarder les { $count } cartes sous celle du dessus.
    }

## La main
table-group-set = Brelan ou carré de { $count } : { $cards }
table-group-run = Suite : { $cards }
table-group-deadwood = Cartes mortes, { $count } points
table-row-suit = Tes cartes par couleur
table-row-rank = Tes cartes par valeur
table-row-custom = Tes cartes dans ton ordre
table-card-moved = { $card } déplacée en position { $place } sur { $count }.
table-card-discard = la défausser
table-card-knock = frapper avec cette carte
table-card-leaves = laisse { $count } points morts
table-card-taken = tout juste prise, impossible de la défausser maintenant
table-hand-label =
    { $count ->
        [one] Tes cartes : { $count } carte, points morts { $deadwood }
       *[other] Tes cartes : { $count } cartes, points morts { $deadwood }
    }
table-unknown = inconnu

## Ce qu'il faut faire (l'invite)
table-prompt-waiting-public = En attente de quelqu'un qui rejoigne depuis le salon.
table-prompt-waiting-friend = En attente que ton ami ouvre le lien d'invitation.
table-prompt-offline = La connexion au serveur est perdue ; reconnexion… Rien n'est perdu : tu pourras jouer dès qu'elle revient.
table-prompt-bot-playing = { $name } joue…
table-prompt-their-turn = Au tour de { $name }.
table-prompt-sending = Envoi de ton coup…
table-prompt-your-turn = À toi.
table-prompt-offer = À toi : prends la carte retournée { $card }{ $take }, ou passe{ $pass }.
table-prompt-draw-or-take = À toi : pioche dans le talon{ $draw } ou prends { $card }{ $take }.
table-prompt-draw = À toi : pioche dans le talon{ $draw }.
table-prompt-knock-click = Frapper : clique sur la carte levée à poser face cachée (son nombre : tes points morts) (Échap pour annuler).
table-prompt-knock-tap = Frapper : touche la carte levée à poser face cachée (son nombre : tes points morts).
table-prompt-discard-click = Défausse une carte : clique dessus, ou fais-la glisser sur la défausse.
table-prompt-discard-tap = Défausse une carte : touche-la, ou fais-la glisser sur la défausse.
table-prompt-can-gin = { $prompt } Tu peux faire gin !
table-prompt-can-knock = { $prompt } Tu peux frapper.
table-wait-for = Attends que { $name } joue.
table-first-draw = Pioche d'abord une carte : dans le talon{ $draw } ou sur la défausse{ $take }.
table-drawn = Tu as pioché : défausse maintenant une carte.
table-first-upcard = La première carte est la carte retournée : prends-la{ $take } ou passe{ $pass }.
table-cannot-knock = Tu ne peux pas frapper en défaussant { $card }.
table-just-took = Tu viens de prendre { $card } : défausse une autre carte.
table-last-move = Dernier coup : { $move }

## Les coups (boutons)
table-draw = Piocher dans le talon
table-draw-short = Piocher
table-take = Prendre { $card }
table-take-upcard = Prendre la carte retournée
table-pass = Passer
table-big-gin = Big gin !
table-gin = Gin ! Défausser { $card }
table-gin-label = gin, en défaussant { $card }
table-knock = Frapper…
table-knock-then = puis choisir la carte à défausser face cachée
table-knock-chip = Frapper en défaussant { $card }
table-knock-choice =
    .aria-label = Frapper en défaussant
table-knock-with = Frapper avec :
table-cancel = Annuler
table-hint = Conseil
table-hint-rated = pas dans une partie classée
table-rated-help = Pas d'aide du moteur dans une partie classée avant sa fin.
table-hint-thinking = Recherche d'un conseil…
table-knock-pick = Frapper : choisis la carte à défausser face cachée.

## Le journal, lu à voix haute, et les résultats
table-not-dealt = Pas encore distribué : la donne attend les graines des deux joueurs.
table-dealt-now = Les cartes sont distribuées.
table-event-gin-card =
    { $who ->
        [you] tu as fait gin
       *[other] { $name } a fait gin
    } en défaussant { $card }
table-event-gin =
    { $who ->
        [you] tu as fait gin
       *[other] { $name } a fait gin
    }
table-event-big-gin-card =
    { $who ->
        [you] tu as fait big gin
       *[other] { $name } a fait big gin
    } en défaussant { $card }
table-your-turn = À toi.
table-hand-over = La donne est finie.
table-game-over = La partie est finie.
table-is-back = { $name } est de retour.
table-disconnected = { $name } s'est déconnecté.
table-result-gin =
    { $who ->
        [you] tu as fait gin
       *[other] { $name } a fait gin
    }
table-result-big-gin =
    { $who ->
        [you] tu as fait big gin
       *[other] { $name } a fait big gin
    }
table-result-knock =
    { $who ->
        [you] tu as frappé
       *[other] { $name } a frappé
    } : { $k } contre { $d }
table-result-undercut =
    { $who ->
        [you] tu as fait un contre à
       *[other] { $name } a fait un contre à
    } { $knocker } : { $d } contre { $k }
table-result-tie =
    { $who ->
        [you] tu as frappé
       *[other] { $name } a frappé
    } : { $k } contre { $d }, égalité
table-result-nobody = { $result } ; personne ne marque
table-result-scores =
    { $result } ; { $who ->
        [you] tu marques
       *[other] { $name } marque
    } { $points }
table-result-void = donne nulle
table-result-void-reason = donne nulle ({ $reason })
table-nobody-scores = Personne ne marque cette donne.

## L'abattage
table-went-gin = a fait gin
table-knocked = a frappé
table-no-melds = Aucune combinaison
table-no-deadwood = Aucune carte morte
table-deadwood-count = Points morts : { $count }
table-laid-off-card = { $card }, posée
table-laid-off =
    { $who ->
        [you] Tu as posé
       *[other] { $name } a posé
    } { $layoffs }.
table-layoff-on = { $card } sur { $meld }
table-next-hand = Donne suivante
table-rematch = Revanche
table-accept-rematch = Accepter la revanche
table-decline = Refuser
table-back-tournament = Retour au tournoi
table-challenge = Défier { $name }
table-new-game = Nouvelle partie
table-replay = Revoir cette partie
table-waiting-ready = En attente que { $name } soit prêt…
table-declined-rematch = { $name } a refusé la revanche.
table-left-no-rematch = { $name } a quitté la table : pas de revanche.
table-left = { $name } a quitté la table.
table-you-declined = Tu as refusé la revanche.
table-wants-rematch = { $name } veut une revanche.
table-waiting-answer = En attente de la réponse de { $name } à ta proposition de revanche…

## La feuille de marque
table-sheet-hand = Donne { $number }
table-sheet-hand-head = Donne
table-sheet-none = Aucune donne n'a encore été marquée.
table-sheet-target = Partie en { $target }
# loan: le même mot en français
table-sheet-total = Total
table-game-over-title = Partie terminée
table-hands-won = Donnes gagnées
table-score-when-resigned = Score à l'abandon
table-score-when-claimed = Score à la réclamation
table-over-resigned =
    { $who ->
        [you] Tu as abandonné
       *[other] { $name } a abandonné
    } : { $winner-who ->
        [you] tu gagnes
       *[other] { $winner } gagne
    } la partie.
table-over-claimed =
    { $winner-who ->
        [you] Tu gagnes
       *[other] { $winner } gagne
    } : { $who ->
        [you] tu es parti
       *[other] { $name } est parti
    }, et la partie a été réclamée.
table-over-aborted-resigned = Partie annulée : { $name } a abandonné avant que les deux joueurs aient joué. Elle ne compte pas : aucun résultat, aucun changement de classement.
table-over-aborted-left = Partie annulée : { $name } est parti avant que les deux joueurs aient joué. Elle ne compte pas : aucun résultat, aucun changement de classement.

## En ligne : la discussion, la pendule, l'abandon, la réclamation, la donne suivante
table-chat-new = Discussion, { $count } nouveaux
table-chat-muted = Masqué : les messages de l'autre joueur sont cachés.
table-chat-says = { $name } dit : { $text }
table-chat-not-sent = Non envoyé : « { $text } ». { $reason }
table-chat-too-long = Un message fait au plus { $max } caractères.
table-chat-offline = Non connecté : le message n'a pas été envoyé.
table-chat-too-fast = Tu envoies des messages trop vite : attends un instant.
table-clock-yours = Ta pendule
table-clock-theirs = Pendule de { $name }
table-clock-timeouts =
    { $count ->
        [one] { $count } dépassement
       *[other] { $count } dépassements
    }
table-clock-label =
    { $who } : { $left ->
        [one] { $left } seconde
       *[other] { $left } secondes
    } pour le coup, { $bank ->
        [one] { $bank } seconde
       *[other] { $bank } secondes
    } en réserve
table-clock-running = { $label }, en cours
table-clock-with-timeouts = { $label } ; { $timeouts }
table-clock-warning = Plus que 10 secondes pour jouer.
table-resign-rated = Ton adversaire gagne la partie tout de suite, et elle compte comme une défaite dans ton classement (avant que vous ayez joué tous les deux, elle est annulée et ne compte pas).
table-resign-unrated = Ton adversaire gagne la partie tout de suite.
table-claim = Réclamer la partie
table-claim-now = { $name } est parti. Tu peux réclamer la partie maintenant (tu la gagnes).
table-claim-in = { $name } est parti. Tu pourras réclamer la partie dans { $time }.
table-claim-in-moved = { $name } est parti. Tu pourras réclamer la partie dans { $time }, une fois ton coup joué.
table-claim-move-first = { $name } est parti. Joue ton coup ; ensuite tu pourras réclamer la partie.
table-claim-may = { $name } est parti : tu peux réclamer la partie maintenant.
table-is-disconnected = { $name } est déconnecté.
table-next-in = Donne suivante dans { $seconds }…
table-stay = Rester

## Quand la table ne peut pas s'afficher
table-gone-title = Cette partie n'existe plus
table-gone = Elle a été supprimée du serveur.
table-bad-key = La clé de ce navigateur pour sa place dans cette partie n'est plus valable.
table-no-game-title = Pas de partie ici
table-no-game = Cette page a besoin de l'identifiant d'une partie dans son adresse.
table-full-title = Cette table est complète
table-full-people = Les deux places sont prises, et ce navigateur n'en occupe aucune. Si les joueurs ont rendu la partie publique, tu peux la regarder.
table-full-computer = C'est la partie de quelqu'un contre l'ordinateur, et ce navigateur n'y a pas de place.
table-missing-title = Cette partie n'existe pas
table-missing = Il n'y a pas de partie à cette adresse.
table-cannot-open = La table n'a pas pu s'ouvrir
table-something-wrong = Quelque chose s'est mal passé.

## Les refus du serveur, par code
table-error-action-stale = Ce coup a été choisi sur un écran périmé ; la table a été mise à jour.
table-error-action-not_your_turn = Ce n'est pas ton tour.
table-error-room-waiting = Attends que ton ami prenne l'autre place.
table-error-hand-over = La donne est finie : lance la suivante.
table-error-game-over = La partie est finie.
table-error-rate-limited = Trop de clics à la fois ; ralentis un peu.
table-error-hint-unavailable = Les conseils ne sont donnés que contre l'ordinateur.
table-error-server-error = Le serveur a eu un problème ; rien n'a changé. Réessaie.
table-error-take_back-unavailable = Trop tard pour reprendre : l'ordinateur a déjà joué.

# The chat's quick phrases (one tap sends the phrase in the sender's words)
table-phrase-good-game = Bonne partie
table-phrase-thanks = Merci
table-phrase-good-luck = Bonne chance
table-phrase-well-played = Bien joué
table-phrase-oops = Oups
