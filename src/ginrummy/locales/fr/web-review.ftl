# L'analyse de la partie à la table (review.js) : sa fenêtre, les notes, chaque décision,
# le tableau de tous les choix et sa légende, et pourquoi le meilleur choix était
# meilleur (d'après la raison typée du serveur, ginrummy.review.words.Reason).
# $card et $cards sont des cartes écrites comme sur la table (« 9♥ », « 7♥ 8♥ 9♥ »).

## Les notes ; $grade vaut best, good, inaccuracy, mistake ou blunder.

review-grade =
    { $grade ->
        [best] Meilleur
        [good] Bon
        [inaccuracy] Imprécision
        [mistake] Erreur
       *[blunder] Gaffe
    }
review-kind =
    { $kind ->
        [first-upcard] La première carte retournée
        [draw] Pioche
       *[discard] Défausse
    }

## Refus

review-refused-busy = Une autre de vos analyses est encore en cours : réessayez quand elle sera terminée.
review-refused-full = Le serveur est occupé par d'autres analyses : réessayez dans un instant.
review-refused-hand = Cette donne est encore en cours : analysez-la une fois terminée.
review-refused-game = La partie n'est pas encore finie : analysez ses donnes une à une.
review-refused-seat = La place de ce navigateur dans la partie n'est plus valable.
review-no-seat = Ce navigateur n'a pas de place dans cette partie.
review-failed = L'analyse n'a pas pu être faite.

## Pertes

review-loss =
    { $unit ->
        [win] { $amount } % de chances de gagner la partie
       *[points] { $amount } points
    }
review-loss-short =
    { $unit ->
        [win] { $amount } %
       *[points] { $amount } pts
    }
review-counted =
    { $unit ->
        [win] { $amount } %
       *[points] { $amount } points
    }
review-no-loss = Aucune perte : c'était le meilleur choix.
review-verdict-within = { $loss } par rapport au premier choix : dans ce que les donnes simulées permettent de distinguer.
review-verdict-graded = { $loss } par rapport au meilleur ; noté sur { $counted }, l'écart moins la moitié de son ±.
review-best-row = meilleur

## La légende

review-legend-value =
    { $unit ->
        [win] Chances de gagner : vos chances de gagner la partie après chaque choix, en jouant la donne jusqu'au bout sur des distributions des cartes que vous ne voyiez pas.
       *[points] Points : la moyenne des points de la donne pour vous après chaque choix (moins quand l'adversaire marque), en jouant la donne jusqu'au bout sur des distributions des cartes que vous ne voyiez pas.
    }
review-legend-against =
    { $unit ->
        [win] Écart au meilleur : combien de points de pourcentage chaque choix a de retard sur le meilleur, ± un écart-type (le bruit de l'échantillonnage ; plus large pour un choix écarté après les premières distributions).
       *[points] Écart au meilleur : combien de points chaque choix a de retard sur le meilleur, ± un écart-type (le bruit de l'échantillonnage ; plus large pour un choix écarté après les premières distributions).
    }
review-legend-grade = Note : l'écart moins la moitié de son ± (ainsi { $example } compte pour { $counted }) : Meilleur jusqu'à { $best }, Bon jusqu'à { $good }, Imprécision jusqu'à { $inaccuracy }, Erreur jusqu'à { $mistake }, Gaffe au-delà.

## La fenêtre

review-title-game = Analyse de la partie { $game }
review-title-hand = Analyse de la donne { $hand }
review-largest =
    .aria-label = Vos plus grosses pertes
review-previous = ← Précédente
review-next = Suivante →
review-close = Fermer
    .aria-label = Fermer l'analyse
review-decisions =
    .aria-label = Décisions
review-keys = Touches : ← → précédente et suivante, Début et Fin la première et la dernière, Échap ferme.
review-progress =
    .aria-label = Progression de l'analyse
review-reviewing = Analyse de vos décisions : { $done } sur { $total }…
review-starting = L'analyse commence…
review-reviewing-said = Analyse de vos décisions…
review-try-again = Réessayer
review-ready = L'analyse est prête. { $summary }
review-none = Aucune décision à analyser.
review-no-decision = Vous n'aviez aucune décision à prendre
review-summary =
    { $count ->
        [one] Vous avez pris { $count } décision : { $grades } ; précision { $accuracy } %
       *[other] Vous avez pris { $count } décisions : { $grades } ; précision { $accuracy } %
    }
review-summary-grade =
    { $grade ->
        [best]
            { $count ->
                [one] { $count } meilleur choix
               *[other] { $count } meilleurs choix
            }
        [good]
            { $count ->
                [one] { $count } bon
               *[other] { $count } bons
            }
        [inaccuracy]
            { $count ->
                [one] { $count } imprécision
               *[other] { $count } imprécisions
            }
        [mistake]
            { $count ->
                [one] { $count } erreur
               *[other] { $count } erreurs
            }
       *[blunder]
            { $count ->
                [one] { $count } gaffe
               *[other] { $count } gaffes
            }
    }
review-largest-label = Plus grosses pertes :
review-nothing-lost = Aucune décision n'a rien perdu qui vaille d'être signalé.
review-where = Décision { $number }
review-where-hand = Donne { $hand }, décision { $number }
review-jump-label = { $where } : { $grade }, { $loss }
review-said-best = { $where } : vous avez choisi { $choice } ; le meilleur.
review-said-loss = { $where } : vous avez choisi { $choice } ; { $grade }, { $loss }.
review-no-decision-hand = Vous n'aviez aucune décision à prendre dans cette donne.
review-step-head = { $where } sur { $total } : { $kind }
review-you = Vous
review-best = Meilleur
review-you-row = (vous)

## La donne telle qu'elle était

review-mark-you = votre choix
review-mark-best = le meilleur choix
review-mark-both = votre choix et le meilleur choix
# loan: only placeholders and a comma, the same in French
review-card-label = { $card }, { $marks }
review-upcard = Carte retournée
review-upcard-label = Carte retournée { $card }
review-stock = Talon
review-stock-label =
    { $count ->
        [one] Talon, { $count } carte
       *[other] Talon, { $count } cartes
    }
review-stock-caption = Talon : { $count }
review-pass = Passer
review-pile = Défausse
review-pile-label = Défausse : { $card }
review-facts-discard =
    { $stock ->
        [one] Points morts après votre défausse : { $deadwood } · Talon : { $stock } carte
       *[other] Points morts après votre défausse : { $deadwood } · Talon : { $stock } cartes
    }
review-facts = Points morts : { $deadwood }
review-your-cards = Vos { $count } cartes

## Tous les choix

review-every-choice = Tous les choix ({ $count })
review-choice-head = Choix
review-value-head =
    { $unit ->
        [win] Chances de gagner
       *[points] Points
    }
review-against-head = Écart au meilleur
review-grade-head = Note

## Un choix en mots

review-choice-discard = défausser { $card }
review-choice-knock = frapper en défaussant { $card }
review-choice-take-card = prendre la carte retournée { $card }
review-choice-take = prendre la carte retournée
review-choice-draw = piocher au talon
review-choice-pass = passer
# loan: « big gin » is what French players say (GLOSSARY.md)
review-choice-big-gin = big gin

## Pourquoi le meilleur choix était meilleur

review-why-knock-safe = frapper avec { $deadwood } points morts était sûr mais rapportait moins que de continuer avec { $card } pour le gin ou un total plus bas
review-why-knock-undercut = frapper avec { $deadwood } points morts perdait la donne dans { $share } des distributions permises par les cartes que vous ne voyiez pas ; continuer avec { $card } était mieux
review-why-gin = défausser { $card } faisait gin
review-why-knock-won = frapper avec { $deadwood } points morts en défaussant { $card } gagnait la donne dans { $share } des distributions simulées ; continuer laissait du temps à l'adversaire
review-why-big-gin = les 11 cartes étaient en combinaisons : le big gin rapportait le plus
review-why-discards = { $made } ; { $better }
review-why-made-broke-meld = défausser { $card } cassait votre combinaison { $cards }
review-why-made-fed = défausser { $card } nourrissait la combinaison adverse { $cards }
review-why-made-fed-taken = défausser { $card } nourrissait l'adversaire, qui l'a prise
review-why-made-melds-with = défausser { $card } sacrifiait une carte qui se combine avec vos { $cards }
review-why-made-broke-begun = défausser { $card } défaisait { $cards }, une combinaison commencée
review-why-made-left = défausser { $card } laissait { $deadwood } points morts
review-why-better-loose-high = { $card } était une carte haute isolée
review-why-better-few-partners = { $card } n'avait que { $cards } pour se combiner
review-why-better-joined-nothing = { $card } ne se combinait à rien
review-why-better-left = { $card } laissait { $deadwood } points morts
review-why-better-more-ways = gardait plus de façons de combiner ({ $kept } cartes s'y ajouteraient, contre { $lost })
review-why-better-safe = était sans risque (l'adversaire avait jeté { $card })
review-why-two = { $first } et { $second }
review-why-three = { $first }, { $second } et { $third }
review-why-take-melds =
    prendre { $card } (elle se combine avec { $cards }) ; { $other ->
        [stock] une carte du talon
       *[pass] passer
    } valait plus en moyenne
review-why-take-nothing =
    prendre { $card } ne formait rien et la montrait à l'adversaire ; { $other ->
        [stock] une carte du talon
       *[pass] passer
    } valait plus en moyenne
review-why-skip-melds = { $card } se combine avec { $cards } : la prendre était mieux
review-why-skip-lowers = { $card } baissait vos points morts plus qu'une carte du talon ne l'aurait sans doute fait : la prendre était mieux
review-why-other = { $best } valait mieux que { $chosen }
# loan: only the two placeholders and brackets, the same in French
review-why-loss = { $why } ({ $loss })

## Les boutons du panneau de fin de donne

review-hand = Analyser la donne
review-game = Analyser la partie
review-after-rated = après cette partie classée
review-rated-why = Pas d'aide du moteur dans une partie classée avant sa fin : ses donnes sont analysées une fois qu'elle est terminée.
