# La page d'accueil (index.html, start.js) et ce que les pages en partagent : le panneau
# d'identité (identity.js, devices.js), « Jouer contre quelqu'un » (pairing.js), les
# réglages (settings-panel.js) et les mots communs de common.js.

start-title = Gin rami : joue dans ton navigateur
start-meta =
    .content = Gin rami gratuit dans le navigateur : joue contre l'ordinateur ou invite un ami. Sans compte.
start-skip = Aller aux options de la partie
start-site-name = Gin rami
start-tagline = Gratuit, sans compte. Joue contre quelqu'un en ligne, contre l'ordinateur, ou envoie un lien à un ami.
start-settings = Réglages

## Jouer maintenant

start-play-now = Jouer maintenant
start-play-computer = Jouer contre l'ordinateur
start-play-someone = Jouer contre quelqu'un
start-invite-friend = Inviter un ami
# loan: « options » est aussi un mot français
start-options = Options

## Options

start-identity =
    .aria-label = Ton nom en ligne
start-name = Ton nom
start-optional = (facultatif)
start-name-input =
    .placeholder = Joueur
start-levels = Niveau de l'ordinateur
start-rules = Règles
start-preset = Variante
start-how-to-play = Comment jouer
start-how-to-play-note = (ces règles, nouvel onglet)
start-target = Score à atteindre
start-more-options = Plus d'options
start-move-clock = Pendule
start-move-clock-friend = (partie avec un ami)
start-for-pairing = (jouer contre quelqu'un)
start-no-clock = Sans pendule
start-clock-15 = 15 secondes par coup, 30 en réserve
start-clock-30 = 30 secondes par coup, 60 en réserve
start-clock-60 = 60 secondes par coup, 2 minutes en réserve
start-rating-range = Classement de l'adversaire
start-any-rating = Tout classement
start-within = À { $points } points du mien au plus
start-notes = « Jouer contre quelqu'un » te fait rencontrer une autre personne qui veut les mêmes règles et le même score à atteindre (ainsi que la pendule et l'écart de classement ci-dessus) : partie classée et chronométrée. « Inviter un ami » ouvre ta table avec un lien à envoyer ; la personne qui l'ouvre prend l'autre place et la partie commence.
start-option-off = désactivé
start-option-empty-off = (vide : désactivé)
start-error-number = { $label } : indique un nombre.
start-error-whole = { $label } : indique un nombre entier.
start-error-min = { $label } : au moins { $min }.
start-error-max = { $label } : au plus { $max }.
start-error-options = Impossible de charger les options de la partie : { $error }
start-error-loading = Les options de la partie sont encore en cours de chargement.

## Tes parties, tes statistiques, les touches

start-your-games = Tes parties
start-resume-computer = Ordinateur
start-resume-player = Joueur
start-resume-empty-seat = (place libre)
start-resume-vs = contre
start-resume-waiting = en attente d'un ami
start-resume-playing = en cours
start-stats = Tes statistiques
start-this-browser = (ce navigateur)
start-stat-games = Parties
start-stat-wins = Victoires
# loan: « gin » est le terme de la table (glossaire)
start-stat-gins = Gins
start-stat-undercuts = Contres
start-stat-average = Points en moyenne
start-stats-link = Tes statistiques : chaque niveau, les séries, tes parties terminées et leurs rediffusions
start-keys = Clavier : à table, les flèches passent d'une carte à l'autre, Entrée défausse,
start-key-draw = pioche,
start-key-take = prend la carte retournée,
start-key-pass = passe,
start-key-knock = frappe,
start-key-hint = demande un conseil,
start-key-all = montre toutes les touches.

## Jouer contre quelqu'un (pairing.js)

start-pairing-cancel = Annuler
start-pairing-computer = Jouer contre l'ordinateur en attendant
start-new-tab = (nouvel onglet)
start-pairing-here = Jouer contre l'ordinateur ici en attendant
start-pairing-keep-open = Garde cet onglet ouvert : il rejoint ta table dès qu'un adversaire est trouvé.
start-pairing-looking = Recherche d'un adversaire…
start-pairing-waiting =
    Recherche d'un adversaire… { $count ->
        [one] { $count } personne attend
       *[other] { $count } personnes attendent
    } dans ce groupe ({ $pool }).
start-pairing-looking-trouble = Recherche d'un adversaire… ({ $error })
start-pairing-title = Recherche d'un adversaire – { $page }
start-pairing-found = Adversaire trouvé ! Direction la table...
start-pairing-no-seat = Un adversaire a été trouvé, mais ce navigateur n'a pas reçu la place. Réessaie.
start-pairing-left = Tu n'es plus dans la file d'attente. Appuie sur « Jouer contre quelqu'un » pour chercher à nouveau.
start-pairing-notice-found = Un adversaire est trouvé !
start-pairing-notice-go = Aller à cette table
start-pairing-notice-found-said = Un adversaire est trouvé. Le lien vers la table est en haut de la page.
start-pairing-notice-other-tab = Recherche d'un adversaire toujours en cours dans ton autre onglet…
start-pairing-notice-holding = Recherche d'un adversaire toujours en cours pendant que tu joues contre l'ordinateur…
start-pairing-stop = Arrêter la recherche
start-pairing-notice-replaced = Un adversaire a été trouvé : voici ta partie contre lui. Ta partie contre l'ordinateur est restée en l'état.

## Ton nom en ligne (identity.js)

start-identity-you-are = Tu es { $name }
start-identity-change-name = changer de nom
start-identity-transfer = utiliser sur un autre appareil
start-identity-devices = appareils
start-identity-enter-code = saisir un code d'un autre appareil
start-identity-newcomer = Jouer contre des personnes en ligne te donne un nom suivi d'un numéro (comme Ann#4821) : sans compte, sans e-mail.
start-identity-enter-code-first = Saisir un code d'un autre appareil
start-identity-new-name = Nouveau nom
start-identity-save = Enregistrer
start-identity-type-name = Saisis un nom.
start-identity-renamed = Ton nom est désormais { $name }.
start-identity-code-label =
    .aria-label = Code à usage unique
start-identity-code-how =
    Sur l'autre appareil, ouvre ce site et choisis « saisir un code ». Le code ne sert qu'une fois, pendant { $minutes ->
        [one] { $minutes } minute :
       *[other] { $minutes } minutes :
    }
start-identity-code-said = Code à usage unique : { $code }
start-identity-code-input = Code de ton autre appareil
start-identity-replacing = Ce navigateur jouera alors sous ce nom au lieu de { $name }.
start-identity-use-code = Utiliser
start-identity-type-code = Saisis le code.
start-identity-welcome = Bon retour, { $name }.
start-identity-bad-code = Ce code est inconnu, déjà utilisé ou expiré : crées-en un nouveau sur l'autre appareil.
start-identity-signed-out = Ce navigateur a été déconnecté depuis un autre de tes appareils : il repart comme un nouveau visiteur. Tes parties et ton nom restent sur tes autres appareils.

## Tes appareils (devices.js)

start-devices-label =
    .aria-label = Tes appareils
start-devices-intro = Les appareils connectés sous ce nom. Déconnecte celui que tu as perdu ou n'utilises plus : il devient aussitôt un nouveau visiteur.
start-devices-added-this = ajouté le { $date }, cet appareil
start-devices-added-seen = ajouté le { $date }, vu pour la dernière fois { $seen }
start-devices-just-now = à l'instant
start-devices-minutes-ago =
    { $count ->
        [one] il y a { $count } minute
       *[other] il y a { $count } minutes
    }
start-devices-hours-ago =
    { $count ->
        [one] il y a { $count } heure
       *[other] il y a { $count } heures
    }
start-devices-days-ago =
    { $count ->
        [one] il y a { $count } jour
       *[other] il y a { $count } jours
    }
start-devices-this = (cet appareil)
start-devices-only-one = le seul
start-devices-sign-out = Déconnecter
start-devices-sign-out-label = Déconnecter { $device }, { $details }
start-devices-sign-out-others =
    { $count ->
        [one] Déconnecter l'autre appareil
       *[other] Déconnecter les { $count } autres appareils
    }
start-devices-signed-out = { $device } est déconnecté.
start-devices-others-signed-out =
    { $count ->
        [one] L'autre appareil est déconnecté.
       *[other] Les { $count } autres appareils sont déconnectés.
    }

## Les réglages (settings-panel.js)

start-settings-kept = Appliqués aussitôt et gardés dans ce navigateur.
start-settings-done = Terminé
start-settings-cards = Cartes
start-settings-large-cards = Grandes cartes
start-settings-four-colour = Jeu à quatre couleurs
start-settings-four-colour-note = Trèfles verts, carreaux bleus, cœurs rouges, piques noirs.
start-settings-sort = Trier ta main
start-settings-sort-melds = Par combinaisons
start-settings-sort-suit = Par couleur
start-settings-sort-rank = Par valeur
start-settings-sort-custom = Comme je la range
start-settings-sort-note = Fais glisser une carte dans ta main, ou appuie sur Alt avec les flèches, pour la ranger toi-même.
start-settings-look = Apparence
start-settings-theme = Thème
start-settings-like-device = Comme mon appareil
start-settings-theme-light = Clair
start-settings-theme-dark = Sombre
start-settings-motion = Animations
start-settings-motion-reduced = Réduites
start-settings-motion-full = Complètes
start-settings-motion-note = Réduites : les cartes apparaissent sans bouger.
start-settings-play = Jeu
start-settings-sounds = Sons
start-settings-speed = Vitesse de l'ordinateur
start-settings-speed-slow = Lente
start-settings-speed-normal = Normale
start-settings-speed-fast = Rapide
start-settings-auto-next = Distribuer la donne suivante toute seule
start-settings-auto-next-note = Quelques secondes après le résultat de chaque donne.
start-settings-guide = Expliquer les règles au fur et à mesure
start-settings-forgiveness = Indulgence
start-settings-take-back = Reprendre une défausse contre l'ordinateur
start-settings-take-back-note = Tant que l'ordinateur n'a pas joué ; compté dans tes statistiques.
start-settings-confirm-discard = Demander avant chaque défausse contre une personne

## Mots communs (common.js)

start-game-to = { $name }, en { $target }
start-gin-rummy = Gin rami
start-ago-now = à l'instant
start-ago-minutes = il y a { $count } min
start-ago-hours = il y a { $count } h

## La page d'invitation (join.html, join.js)

start-join-title = Rejoindre une partie de gin rami
start-join-heading = Tu es invité à une partie
start-join-looking = Recherche de la partie...
start-join-take-seat = Prendre la place
start-join-home = Commencer plutôt une nouvelle partie
start-join-a-friend = Un ami
start-join-invite-full = { $host } t'invite à une partie de gin rami (règles { $rules }), en { $target } points.
start-join-invite-rules = { $host } t'invite à une partie de gin rami (règles { $rules }).
start-join-invite-target = { $host } t'invite à une partie de gin rami, en { $target } points.
start-join-invite = { $host } t'invite à une partie de gin rami.
start-join-no-id = Il manque à ce lien l'identifiant de la partie.
start-join-seated = Tu as déjà une place dans cette partie. Direction la table...
start-join-no-game = Cette partie n'existe pas (le lien est peut-être ancien ou mal recopié).
start-join-full = Les deux places de cette partie sont déjà prises.
start-join-taken = Quelqu'un a pris la place avant toi : les deux places sont prises.

## La page d'une adresse sans rien derrière (notfound.html)

start-notfound-title = Introuvable – Gin rami
start-notfound-heading = Il n'y a rien ici
start-notfound-text = Aucune page ni partie n'a cette adresse. Le lien est peut-être mal recopié, ou la partie a été retirée du serveur.
start-notfound-home = Aller à la page d'accueil
start-notfound-lobby = Le salon
start-notfound-rules = Comment jouer
