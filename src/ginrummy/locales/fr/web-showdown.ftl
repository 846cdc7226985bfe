# L'explication de l'abattage dans le navigateur (outcome.js), les conseils de la
# première partie (guide.js), la feuille de marque Hollywood (hollywood.js) et la
# reprise d'une défausse (forgiveness.js). Voir le fichier anglais pour les paramètres.

showdown-player = Joueur { $number }

## Pourquoi la donne s'est terminée ainsi : l'explication de l'abattage.
showdown-why-void = Personne ne marque cette donne ; le même donneur redistribue.
showdown-why-void-reason = Personne ne marque cette donne ({ $reason }) ; le même donneur redistribue.
showdown-why-after-layoff = {" "}après avoir { $layoff } { $count ->
        [one] une carte
       *[other] { $count } cartes
    }
    .layoff = posé
showdown-why-knock =
    { $kwho ->
        [you] Tu as
       *[other] { $knocker } a
    } { $knocked } avec { $k } { $deadwood } ; { $dwho ->
        [you] il te restait
       *[other] il restait à { $defender }
    } { $d }{ $after }, donc { $kwho ->
        [you] tu marques
       *[other] { $knocker } marque
    } la différence, { $base }.
    .knocked = frappé
    .deadwood = points morts
showdown-why-gin =
    { $kwho ->
        [you] Tu as
       *[other] { $knocker } a
    } fait { $gin } : toutes les cartes en combinaison, aucune { $deadwood }. { $kwho ->
        [you] Tu marques
       *[other] { $knocker } marque
    } la prime de gin, { $bonus }, plus { $dwho ->
        [you] tes { $d } points morts
       *[other] les { $d } points morts de { $defender }
    } : { $base }.
    .gin = gin
    .deadwood = carte morte
showdown-why-big-gin =
    { $kwho ->
        [you] Tu as
       *[other] { $knocker } a
    } fait { $biggin } : les onze cartes en combinaisons, aucune { $deadwood }. { $kwho ->
        [you] Tu marques
       *[other] { $knocker } marque
    } la prime de big gin, { $bonus }, plus { $dwho ->
        [you] tes { $d } points morts
       *[other] les { $d } points morts de { $defender }
    } : { $base }.
    .biggin = big gin
    .deadwood = carte morte
showdown-why-undercut =
    { $kwho ->
        [you] Tu as
       *[other] { $knocker } a
    } { $knocked } avec { $k } { $deadwood } ; { $dwho ->
        [you] il ne te restait que
       *[other] il ne restait à { $defender } que
    } { $d }{ $after }, pas plus qu'{ $kwho ->
        [you] à toi
       *[other] à { $knocker }
    } : c'est un { $undercut }. { $dwho ->
        [you] Tu marques
       *[other] { $defender } marque
    } la prime de contre, { $bonus }, plus la différence, { $difference } : { $base }.
    .knocked = frappé
    .deadwood = points morts
    .undercut = contre
showdown-why-tie =
    { $kwho ->
        [you] Tu as
       *[other] { $knocker } a
    } { $knocked } avec { $k } { $deadwood } ; { $dwho ->
        [you] il te restait
       *[other] il restait à { $defender }
    } { $d } aussi{ $after }. Avec ces règles, une égalité n'est pas un { $undercut } : personne ne marque.
    .knocked = frappé
    .deadwood = points morts
    .undercut = contre
showdown-why-doubled = {" "}La carte retournée de pique double le tout : { $points }.

## Les conseils de la première partie. Les touches entre parenthèses (t, p, d, g, k)
## restent telles quelles.
showdown-tip-your-opponent = ton adversaire
showdown-tip-label = Conseil
# loan: seulement le titre et un point
showdown-tip-heading = { $title }.
showdown-tip-named = Conseil : { $title }
showdown-tip-live = Conseil : { $title }. { $text }
showdown-tip-more = En savoir plus
showdown-tip-got-it = Compris
showdown-tip-off = Ne plus afficher les conseils
showdown-tip-read = Lire
showdown-tip-title-upcard = La carte retournée
showdown-tip-title-draw = Piocher
# loan: « gin » se dit ainsi en français (glossaire)
showdown-tip-title-gin = Gin
showdown-tip-title-knock = Frapper
showdown-tip-title-deadwood = Points morts
showdown-tip-title-undercut = Contre
showdown-tip-title-layoff = Poser
showdown-tip-upcard = La carte face visible est la carte retournée : le début de la défausse. Au premier tour, tu peux la prendre (t) si elle t'aide à faire une combinaison, ou passer (p).
showdown-tip-upcard-card = La carte face visible, { $card }, est la carte retournée : le début de la défausse. Au premier tour, tu peux la prendre (t) si elle t'aide à faire une combinaison, ou passer (p).
showdown-tip-upcard-after = Si tu passes, { $name } peut la prendre.
showdown-tip-upcard-after-dealer = Si tu passes aussi, { $name } commence en piochant dans le talon.
showdown-tip-draw = À chaque tour, tu prends une carte : dans le talon (d), face cachée et sans la montrer. Puis tu te défausses d'une carte.
showdown-tip-draw-or-take = À chaque tour, tu prends une carte : dans le talon (d), face cachée et sans la montrer, ou sur la défausse, { $card } (t), et { $name } te voit la prendre. Puis tu te défausses d'une carte.
showdown-tip-gin-can = Tu peux faire gin (g) : toutes tes cartes en combinaison. Le gin rapporte une prime plus tous les points morts de { $name }, et { $name } ne peut rien poser.
showdown-tip-gin-went =
    { $who ->
        [you] Tu as
       *[other] { $name } a
    } fait { $outcome ->
        [big_gin] big gin : les onze cartes
       *[gin] gin : les dix cartes
    } en combinaisons. Le gin rapporte une prime plus les points morts de l'autre joueur ; on ne peut rien poser, et il n'y a pas de contre.
showdown-tip-knock = Tu peux frapper (k) : te défausser face cachée avec { $limit } points morts ou moins, et la donne se termine.
showdown-tip-knock-little = Tu peux frapper (k) : te défausser face cachée avec peu de points morts, et la donne se termine.
showdown-tip-knock-least = Tu peux descendre à { $best }.
showdown-tip-knock-undercut = Mais si { $name } finit avec pas plus de points morts que toi, c'est un contre.
showdown-tip-deadwood = Les cartes hors combinaison (le cadre sombre) sont des cartes mortes. Le nombre sous chaque carte donne tes points morts si tu la défausses : plus il est bas, mieux c'est.
showdown-tip-deadwood-count = Les cartes hors combinaison (le cadre sombre) sont des cartes mortes ; les tiennes valent { $count }. Le nombre sous chaque carte donne tes points morts si tu la défausses : plus il est bas, mieux c'est.
showdown-tip-undercut =
    { $who ->
        [you] Tu avais
       *[other] { $name } avait
    } { $d } points morts après les poses, pas plus que les { $k } de celui qui a frappé, donc { $who ->
        [you] tu as
       *[other] { $name } a
    } gagné la donne et la prime de contre.
showdown-tip-layoff =
    { $who ->
        [you] Tu as posé { $cards } sur les combinaisons de { $name }
       *[other] { $name } a posé { $cards } sur tes combinaisons
    } (entourées d'orange). Les cartes posées ne comptent plus comme points morts.

## Une frappe qui était un gin, dans les coups de la donne.
showdown-event-gin =
    { $who ->
        [you] tu as
       *[other] { $name } a
    } fait { $outcome ->
        [big_gin] big gin
       *[gin] gin
    }
showdown-event-gin-card =
    { $who ->
        [you] tu as
       *[other] { $name } a
    } fait { $outcome ->
        [big_gin] big gin
       *[gin] gin
    } en défaussant { $card }

## La feuille de marque Hollywood (trois parties sur une feuille).
# loan: le nom de cette façon de compter, comme sur la page des règles
showdown-hollywood = Hollywood
showdown-hollywood-game = Hollywood, partie { $number }
showdown-sheet-hand = Donne { $hand }
showdown-sheet-hand-head = Donne
# loan: « score » se dit aussi en français
showdown-sheet-score = Score
showdown-sheet-empty = Aucune donne n'a encore été marquée.
showdown-sheet-game-over = terminée
showdown-sheet-game = Partie { $number }
showdown-sheet-game-short = P{ $number }
showdown-sheet-caption = Hollywood : trois parties ; scores { $name0 }–{ $name1 }
showdown-sheet-caption-target = Hollywood : trois parties, chacune en { $target } ; scores { $name0 }–{ $name1 }

## Reprendre une défausse (contre l'ordinateur) et confirmer une défausse (contre une
## personne).
showdown-take-back = Reprendre
showdown-take-back-card = Reprendre { $card }
showdown-confirm-discard = Défausser ?
showdown-confirm-discard-card = Défausser { $card } ?
showdown-confirm-cancel = Annuler
showdown-confirm-yes = Défausser
