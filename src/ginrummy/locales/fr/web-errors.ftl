# Les refus typés du serveur en mots : message error-<code> (l10n.js refusalText).

## Ce que dit le navigateur quand le serveur ne donne pas de code (common.js)

error-client-offline = Impossible de joindre le serveur. Vérifie la connexion et réessaie.
error-client-not-found = Introuvable : cette partie n'existe pas (le lien est peut-être ancien).
error-client-seats-taken = Les deux places de cette partie sont déjà prises.
error-client-server = Le serveur a eu un problème. Réessaie.
error-client-refused = Le serveur a refusé la demande ({ $status }).

## Demandes

error-request-invalid = Cette demande n'est pas valable.
error-request-too_large = Cette demande est trop grande.
error-message-too_large = Ce message est trop long.
error-message-malformed = Ce message n'a pas pu être lu.
error-protocol-unsupported = Cette page n'est plus à jour : recharge-la.
error-rate-limited = Trop de demandes à la fois ; ralentis un peu.
error-server-error = Le serveur a eu un problème ; rien n'a changé. Réessaie.
error-auth-bad_token = La place de ce lien n'est pas valable pour cette partie.
error-auth-token_in_url = Ce lien porte sa place dans l'adresse, ce qui n'est pas accepté : ouvre la partie depuis sa page.
error-auth-bad_origin = Cette page ne peut pas ouvrir de table.
error-rules-invalid = Ces règles ou options ne se jouent pas : vérifie les options.

## Joueurs et appareils

error-player-unknown = Joueur inconnu : crées-en un nouveau.
error-player-signed_out = Cet appareil a été déconnecté : tu es un nouveau visiteur.
error-player-not_found = Ce joueur n'existe pas.
error-player-bad_name = Ce nom ne peut pas être utilisé : choisis-en un autre.
error-player-bad_code = Ce code est inconnu, déjà utilisé ou expiré.
error-player-bad_language = Langue inconnue : choisis-en une dans le menu des langues.
error-player-no_device = Tu n'as aucun appareil de ce genre connecté.
error-player-last_device = C'est ton seul appareil : le déconnecter ferait perdre le nom pour de bon.
error-player-cooling_off = Tu ne peux pas t'inscrire pour l'instant : joue tes parties jusqu'au bout et cela ne se reproduira pas.
error-fair_play-cooling_off =
    Tu ne peux pas être apparié pendant { $minutes_left ->
        [one] { $minutes_left } minute
       *[other] { $minutes_left } minutes
    } : { $reason ->
        [sandbag] tu as perdu plusieurs parties de suite en quelques coups, comme exprès
       *[other] tu as quitté ou abandonné plusieurs parties avant leur fin
    }. Joue tes parties jusqu'au bout et cela ne se reproduira pas.
error-follow-too_many = Tu suis déjà trop de joueurs.

## Salles et tables

error-room-not_found = Cette partie n'existe pas.
error-room-full = Les deux places de cette partie sont prises.
error-room-own_table = C'est ta propre table : attends-y que quelqu'un s'assoie.
error-room-host_gone = Le joueur qui a ouvert cette table l'a quittée : choisis une autre table, ou joue contre quelqu'un maintenant.
error-room-waiting = Attends que ton ami prenne l'autre place.
error-game-over = La partie est terminée.
error-game-not_found = Cette salle n'a pas cette partie.
error-game-not_finished = La partie n'est pas encore terminée.
error-hand-over = La donne est finie : lance la suivante.
error-hand-not_found = Cette partie n'a pas cette donne.
error-hand-not_finished = Cette donne est encore en cours : revois-la une fois finie.
error-hand-not_played = Tu n'as pas joué cette donne : il n'y a rien de toi à y revoir.
error-action-not_your_turn = Ce n'est pas ton tour.
error-action-stale = Ce coup a été choisi sur un écran dépassé ; la table a été mise à jour.
error-action-invalid = Ce n'est pas un coup.
error-action-illegal = Ce coup n'est pas permis maintenant.
error-next_hand-unavailable = La donne est encore en cours.
error-rematch-unavailable = La partie n'est pas encore terminée.
error-rematch-declined = Ton adversaire a refusé la revanche.
error-hint-unavailable = Les conseils ne sont donnés que contre l'ordinateur.
error-hint-rated = Pas de conseils dans une partie classée.
error-chat-refused = Ce message ne peut pas être envoyé.
error-claim-unavailable = La partie ne peut pas être réclamée maintenant.
error-claim-too_early = Trop tôt pour réclamer la partie : attends la fin du compte à rebours.
error-resign-unavailable = Personne à qui abandonner : la table attend un joueur.
error-take_back-unavailable = Trop tard pour reprendre : l'ordinateur a déjà joué.
error-seed-stale = Aucune donne n'attend la graine de ce navigateur.
error-seed-given = La graine de ce navigateur pour cette donne a déjà été donnée.

## Analyses

error-review-after_game = L'analyse est donnée une fois la partie terminée.
error-review-hand_only = Un match à trois se revoit donne par donne.
error-review-busy = Une autre de tes analyses est encore en cours : attends-la.
error-review-full = Le serveur est occupé par d'autres analyses : réessaie dans un instant.
error-review-not_found = Cette analyse n'existe pas (elle a peut-être expiré).

## Défis

error-challenge-self = Tu ne peux pas te défier toi-même.
error-challenge-blocked = Ce joueur ne peut pas être défié.
error-challenge-unavailable = Ce joueur ne peut pas accepter de défi maintenant : réessaie plus tard.
error-challenge-duplicate = Tu as déjà défié ce joueur : attends sa réponse.
error-challenge-too_many = Tu as trop de défis en attente de réponse : annules-en un d'abord.
error-challenge-not_found = Ce défi n'existe pas.
error-challenge-closed = Ce défi n'est plus ouvert.

## Tournois

error-tournament-unknown = Ce tournoi n'existe pas.
error-tournament-bad_name = Ce nom de tournoi ne peut pas être utilisé : choisis-en un autre.
error-tournament-finished = Ce tournoi est terminé.
error-tournament-full = Ce tournoi est complet.
error-tournament-not_joined = Tu n'es pas inscrit à ce tournoi.
error-tournament-started = Ce tournoi a dépassé sa première ronde : trop tard pour s'inscrire.
error-tournament-too_many = Tu as déjà trop de tournois à venir.
