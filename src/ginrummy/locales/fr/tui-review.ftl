# La revue d'une donne : le jeu en texte l'affiche après 'r', le jeu plein écran depuis
# l'abattage. $unit vaut "win" (points de pourcentage de chance de gagner la partie) ou
# "points" (points de donne espérés). ± : un écart type.

## Un choix en quelques mots
tui-review-choice-stock = talon
tui-review-choice-take = prendre
tui-review-choice-take-card = prendre { $card }
tui-review-choice-pass = passer
tui-review-choice-discard = défausser { $card }
tui-review-choice-knock = frapper { $card }
# loan: « gin » est le mot des joueurs français (glossaire)
tui-review-choice-gin = gin { $card }
# loan: « big gin » comme dans le glossaire
tui-review-choice-big-gin = big gin
tui-review-kind =
    { $kind ->
        [upcard] retournée
        [draw] pioche
       *[discard] défausse
    }
tui-review-grade =
    { $grade ->
        [best] meilleur
        [good] bon
        [inaccuracy] imprécision
        [mistake] erreur
       *[blunder] gaffe
    }
# loan: the same comma
tui-review-comma = { ", " }
tui-review-grade-count =
    { $count } { $grade ->
        [best] { $count ->
            [one] meilleur
           *[other] meilleurs
        }
        [good] { $count ->
            [one] bon
           *[other] bons
        }
        [inaccuracy] { $count ->
            [one] imprécision
           *[other] imprécisions
        }
        [mistake] { $count ->
            [one] erreur
           *[other] erreurs
        }
       *[blunder] { $count ->
            [one] gaffe
           *[other] gaffes
        }
    }

## Le résumé et la légende
tui-review-summary-none = Tu n'avais aucune décision à prendre.
tui-review-summary =
    Tu as pris { $count ->
        [one] { $count } décision
       *[other] { $count } décisions
    } : { $grades }.
tui-review-summary-accuracy =
    Tu as pris { $count ->
        [one] { $count } décision
       *[other] { $count } décisions
    } : { $grades } ; précision { $accuracy } %.
tui-review-legend-value =
    { $unit ->
        [win] Valeur : ta chance de gagner la partie après chaque choix
       *[points] Valeur : les points moyens de la donne pour toi après chaque choix
    }, la donne étant jouée jusqu'au bout sur des tirages des cartes que tu ne voyais pas.
tui-review-legend-against =
    Face au meilleur : de combien de { $unit ->
        [win] points de pourcentage
       *[points] points
    } un choix est derrière le meilleur, ± un écart type (le bruit de l'échantillonnage).
tui-review-legend-grade = Note : l'écart moins la moitié de son ± (−2.0 ± 1.0 compte pour 1.5) : meilleur jusqu'à { $best }, bon jusqu'à { $good }, imprécision jusqu'à { $inaccuracy }, erreur jusqu'à { $mistake }, gaffe au-delà.
tui-review-short-against =
    Face au meilleur : { $unit ->
        [win] chance de gagner (points de %)
       *[points] points de donne espérés
    } de retard sur le meilleur ± 1 écart type.
tui-review-short-grade = Note : cela moins la moitié du ± : meilleur jusqu'à { $best }, bon { $good }, imprécision { $inaccuracy }, erreur { $mistake }, au-delà une gaffe.

## Une décision
tui-review-hand = { $hand } (points morts { $deadwood }) ; talon { $stock }
tui-review-hand-upcard = { $hand } (points morts { $deadwood }) ; carte retournée { $upcard } ; talon { $stock }
tui-review-your-hand = Ta main : { $hand }.
tui-review-best-mark = (meilleur)
tui-review-yours-mark = { " " }(le tien)
tui-review-more = { " " }(et { $count } de plus)
tui-review-choices =
    Choix ({ $unit ->
        [win] chance de gagner la partie
       *[points] points de donne espérés
    } ; face au meilleur ± un écart type) : { $cells }{ $more }.
tui-review-loss =
    { $loss } ± { $error }{ $unit ->
        [win] { " " }% de chance de gagner
       *[points] { " " }points
    }
tui-review-verdict-best = Coup { $number }, { $kind } : ton choix, { $chose }, est le meilleur.
tui-review-verdict-within = Coup { $number }, { $kind } : ton choix, { $chose }, est noté meilleur ({ $loss } face à { $top }, dans ce que les tirages ne savent pas départager).
tui-review-verdict =
    Coup { $number }, { $kind } : ton choix, { $chose } : { $grade } ({ $loss } face au meilleur ; noté sur { $graded }{ $unit ->
        [win] { " " }%
       *[points] { " " }points
    }) ; meilleur : { $best }.
tui-review-as-good = Aussi bon que tout autre choix ici (dans ce que les tirages échantillonnés peuvent départager).
tui-review-nothing-lost = Aucun de tes choix n'a rien perdu qui vaille d'être compté.
tui-review-largest =
    { $count ->
        [one] Ta plus grosse perte :
       *[other] Tes plus grosses pertes :
    }

## L'écran de la revue
tui-review-title = Revue de la donne { $number } : tes décisions
tui-review-working = Revue de tes décisions...
tui-review-progress =
    Revue de tes { $total ->
        [one] { $total } décision
       *[other] { $total } décisions
    } : { $done } faites...
tui-review-failed = La revue a échoué : { $error }
tui-review-marks = #1-#{ $count } : tes plus grosses pertes.
tui-review-mark-one = #1 : ta seule perte.
tui-review-column-move = Coup
tui-review-column-kind = Type
tui-review-column-choice = Ton choix
tui-review-column-best = Meilleur
tui-review-column-grade = Note
tui-review-column-against =
    { $unit ->
        [win] Face au meilleur %
       *[points] Face au meilleur
    }
tui-review-same = idem
tui-review-top = meilleur
