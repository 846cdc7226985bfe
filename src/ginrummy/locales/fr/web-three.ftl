# Une table à trois (three.html, three.js ; « Trois joueurs » sur la page d'accueil) :
# le gin à trois, chaque donne se jouant à deux. « La boîte » : le joueur seul contre une
# équipe de deux (un capitaine qui joue, un partenaire qui ne joue pas et peut conseiller).

three-page-title = Gin rami à trois
three-title = Une table à trois
three-invite-title = En attente des joueurs
three-invite-text = Envoie ce lien à tes amis : les deux premiers qui l'ouvrent prennent les places libres. Tu peux aussi y installer l'ordinateur.
three-invite-url =
    .aria-label = Lien d'invitation
three-copy = Copier le lien
three-discard = Défausse
three-moves =
    .aria-label = Coups
three-advise-title = Conseille ton capitaine
three-advise-label = Suggère une carte
three-advise = Conseiller
three-next-hand = Donne suivante
three-sheet-title = Feuille de marque

three-form-box = la boîte : un contre une équipe de deux, la boîte change après une partie perdue
three-form-box-hand = la boîte : un contre une équipe de deux, la boîte change après une donne perdue
three-form-rotation = rotation : le perdant de chaque partie passe son tour
three-form-rotation-hand = rotation : le perdant de chaque donne passe son tour

three-role-box = dans la boîte
three-role-captain = capitaine
three-role-partner = partenaire, ne joue pas
three-role-plays = joue
three-role-sits-out = ne joue pas
three-empty-seat = Place libre
three-you-mark = (toi)
# loan: « score » is the French word too (as on the table's scoreboard)
three-score-label = Score
three-pairing = { $a } joue contre { $b } ; { $out } ne joue pas.
three-next-known = Passe son tour ensuite : { $name }.
three-next-loser-game = Passe son tour ensuite : le perdant de cette partie.
three-next-loser-hand = Passe son tour ensuite : le perdant de cette donne.
three-waiting = En attente que toutes les places soient prises.

three-level-label = Niveau de l'ordinateur
three-level-easy = Facile
three-level-medium = Moyen
three-level-hard = Difficile
three-seat-computer = Installer l'ordinateur à la place { $seat }

three-cards = { $count ->
    [one] (1 carte)
   *[other] ({ $count } cartes)
}
three-stock = { $count ->
    [one] Talon : 1 carte
   *[other] Talon : { $count } cartes
}
three-your-hand = Ta main
three-captain-hand = La main de { $name } (ton capitaine)
three-sitting-out-you = Tu ne joues pas cette donne : la table, vue de tous.
three-watching = Tu regardes la table.
three-advice-from = { $name } suggère :
three-advice-sent = Tu as suggéré { $card } à ton capitaine.

three-sheet-game = Partie
three-sheet-hand = Donne
three-sheet-box = Dans la boîte
# loan: the same word in French
three-sheet-total = Total
three-sheet-won = Gagnée, { $points } points
three-against = { $a } contre { $b } :
three-over-won = Le match est fini : { $names } gagne.
three-over-shared = Le match est fini : { $names } se partagent la victoire.

three-join-note = Une table à trois : { $form }.
three-start-label = Trois joueurs
three-start-two = Non : une partie à deux
three-start-games = Parties dans le match
three-start-note = À trois joueurs, « Inviter un ami » ouvre une table à trois : envoie son lien à deux amis, ou installe l'ordinateur à une place libre.

error-three-sitting_out = Tu ne joues pas cette donne : les deux autres la jouent.
error-three-advice_unavailable = Seul le partenaire du capitaine peut conseiller, dans la boîte, pendant une donne.
error-three-bad_advice = Ton capitaine n'a pas cette carte.
error-three-bad_seat = Cette place n'existe pas : les places sont 1, 2 et 3.
error-three-seat_taken = Cette place est déjà prise.
error-three-bad_level = Ce niveau d'ordinateur n'existe pas.
error-three-match_not_over = Le match n'est pas encore terminé.
error-three-no_stand_in = L'ordinateur ne joue que pour une personne qui a quitté la table.
error-three-not_gone_long = La connexion est peut-être seulement coupée : attends encore un peu.

three-chat-label = Message à la table
three-mute-what = Masquer les messages des autres joueurs

three-again = Rejouer
three-again-asked = { $names } aimerait rejouer.
three-again-waiting = En attente de { $names } pour rejouer.
three-again-next = Regarder le match suivant

three-sit-in = Laisser l'ordinateur jouer pour { $name }
three-sit-in-wait = { $name } a quitté la table : l'ordinateur pourra jouer à sa place dans { $seconds } s.
three-stand-in = l'ordinateur joue à sa place
