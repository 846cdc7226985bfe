# Le jeu en texte simple. Les mots entre apostrophes ('help', 'pile', 'knock', 'r')
# sont les commandes à taper : elles restent en anglais.

help-title = Commandes (majuscules ou minuscules, peu importe) :
help-draw = piocher la carte du dessus du talon (aussi : d, stock)
help-take = prendre la carte retournée, le dessus de la défausse (aussi : t)
help-pass = refuser la première carte retournée (aussi : p)
help-discard =
    défausser le { $card } (aussi : discard 7H, 7h, 10H, TH ; les
    symboles de couleur marchent aussi)
help-knock =
    frapper en défaussant 7H face cachée (aussi : k 7H) ; « knock » seul choisit
    la défausse qui laisse le moins de points morts
help-gin = faire gin en défaussant 7H ; « gin » seul trouve la carte
help-big-gin = abattre les 11 cartes quand elles sont toutes combinées
help-hint = le coup du meilleur joueur ordinateur, et pourquoi
help-pile = toute la défausse
help-show = la table à nouveau
help-help = ce texte
help-quit = quitter la partie ; elle est sauvegardée, et `ginrummy play --resume` la reprend

plain-welcome = Gin rami (règles { $rules }) contre { $opponent } : le premier à { $target } points. Tape 'help' pour les commandes.
plain-welcome-hollywood = Gin rami (règles { $rules }) contre { $opponent } : le premier à { $target } points dans chacune des trois parties (Hollywood). Tape 'help' pour les commandes.
plain-resumed = Partie reprise : { $scores }.
plain-game-over = === Fin de la partie. ===
plain-interrupted = Interrompu.
plain-input-ended = L'entrée s'est terminée au milieu de la partie.
plain-left = Tu as quitté la partie.
plain-error = Erreur : { $error }.
plain-record-written = Relevé de la partie écrit dans { $path }.
plain-saved = Partie sauvegardée dans { $path }.
plain-resume-how = Pour la reprendre, tape : { $command }
plain-not-kept = La partie n'est pas gardée (aucun dossier de sauvegarde donné).
plain-record-kept = Relevé de la partie gardé sous { $path } (`ginrummy replay` le montre).

plain-hand =
    === Donne { $number } : { $dealer ->
        [you] tu donnes
       *[other] { $name } donne
    }. Première carte retournée { $card }, limite de frappe { $limit }. ===
plain-hand-double =
    === Donne { $number } : { $dealer ->
        [you] tu donnes
       *[other] { $name } donne
    }. Première carte retournée { $card }, limite de frappe { $limit } ; un pique : cette donne compte double. ===
plain-review-offer = Tape 'r' pour revoir cette donne, Entrée pour continuer :
plain-reviewing =
    Analyse de { $count ->
        [one] ta { $count } décision
       *[other] tes { $count } décisions
    } de la donne { $number }...
plain-counts-in = Cette donne compte dans { $games }.

plain-pile-squared = La défausse est en pile carrée : { $pile } au-dessus de { $more } autres que personne ne peut consulter
plain-pile = Défausse, de bas en haut : { $pile }
plain-pile-empty = (vide)
plain-which-card = Quelle carte ? Tape-la, par exemple 'discard 7H' ou simplement '7H'.
plain-not-understood = Pas compris : { $what }. Tape 'help' pour les commandes.
plain-not-gin-card = Pas gin : défausser { $card } laisse { $left } points morts ('knock' pour frapper).
plain-best-over-limit = Interdit : la meilleure défausse laisse { $left } points morts, au-dessus de la limite de frappe de { $limit }.
plain-not-gin = Pas gin : la meilleure défausse laisse { $left } points morts ('knock' pour frapper).

table-pile-empty = vide
table-pile-top = { $card } au-dessus
table-pile-squared = { $pile } ({ $below } dessous, pile carrée : seul le dessus se voit)
table-pile-below = { $pile } ({ $below } dessous ; 'pile' les montre)
table-opponent =
    { $name } : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
table-opponent-known =
    { $name } : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }, dont on sait qu'il tient { $cards }
table-deadwood = points morts { $count }
table-scores = Scores : { $scores } (en { $target }).  Talon : { $stock } cartes.  Limite de frappe : { $limit }.
table-discard-pile = Défausse : { $pile }.
table-your-hand = Ta main : { $parts }
# loan: two names and their scores; only the order could change, and it does not here.
scores-pair = { $name0 } { $score0 }, { $name1 } { $score1 }

prompt-first = Premier tour : { $moves }.
prompt-turn = À toi : { $moves }.
prompt-turn-passed = À toi : { $moves } (la première carte retournée a été refusée).
prompt-stock-end = Deux cartes au talon : { $moves }.
prompt-stock-end-void = Deux cartes au talon : { $moves } (la donne est nulle).
prompt-discard = Défausse une carte (par exemple '{ $example }')
prompt-only-knock = Tu ne peux que frapper maintenant
prompt-or = ou { $options }
prompt-or-more = ou { $options } et { $count } de plus
prompt-or-big-gin = ou 'big gin'
prompt-keep-taken = ({ $card } vient d'être prise : garde-la ce tour-ci.)
