# Le jeu en mots (ginrummy.words). $who vaut « you » (le joueur devant l'écran) ou
# « other » ; $name est le nom de l'autre. Les mots entre apostrophes ('take', 'pass')
# sont les commandes à taper : elles restent telles quelles.

you = toi

## Coups
action-draw = piocher dans le talon
action-take = prendre la carte retournée
action-pass = passer
action-discard = défausser { $card }
action-knock = frapper en défaussant { $card }
# loan: players say "big gin" as in English (see GLOSSARY.md).
action-big-gin = big gin
hint = Conseil : { $move }. { $reason }.

## Ce qui s'est passé à la table
event-take =
    { $who ->
        [you] tu as pris
       *[other] { $name } a pris
    } { $card } sur la défausse
event-pass =
    { $who ->
        [you] tu as passé
       *[other] { $name } a passé
    }
event-draw-card =
    { $who ->
        [you] tu as pioché
       *[other] { $name } a pioché
    } { $card } dans le talon
event-draw =
    { $who ->
        [you] tu as pioché
       *[other] { $name } a pioché
    } dans le talon
event-discard =
    { $who ->
        [you] tu as défaussé
       *[other] { $name } a défaussé
    } { $card }
event-knock-card =
    { $who ->
        [you] tu as frappé
       *[other] { $name } a frappé
    } en défaussant { $card } face cachée
event-knock =
    { $who ->
        [you] tu as frappé
       *[other] { $name } a frappé
    }
event-big-gin =
    { $who ->
        [you] tu as fait big gin
       *[other] { $name } a fait big gin
    }
event-reshuffle = la défausse a été mélangée pour former un nouveau talon
event-void = la donne est nulle

## Coups possibles, coups refusés
moves-offer = { $take } ou { $pass }
moves-draw-or-take = { $draw } dans le talon ou { $take }
moves-draw = { $draw } dans le talon
moves-stock-end = { $take } pour frapper avec, ou { $pass }
refusal-first = Interdit : d'abord { $moves }.
refusal-draw-first = Interdit : pioche d'abord une carte : { $moves }.
refusal-moves = Interdit : { $moves }.
refusal-stock-end = Interdit : il reste deux cartes au talon : { $moves }.
refusal-not-held = Interdit : tu n'as pas { $card }.
refusal-taken-upcard = Interdit : { $card } vient d'être prise sur la défausse ; garde-la ce tour-ci et défausse une autre carte.
refusal-over-limit = Interdit : défausser { $card } laisse { $left } points morts, au-dessus de la limite de frappe de { $limit }.
refusal-other = Interdit : { $error }.

## L'abattage
showdown-head =
    { $who ->
        [you] Tu as
       *[other] { $name } a
    } { $outcome ->
        [gin] fait gin
        [big_gin] fait big gin
       *[knock] frappé
    } (limite de frappe { $limit }).
showdown-melds = combinaisons { $melds }
showdown-deadwood = cartes mortes { $cards } ({ $count })
no-melds = (aucune)
layoff = { $card } sur { $meld }
showdown-laid-off =
    { $who ->
        [you] tu as posé
       *[other] { $name } a posé
    } : { $layoffs }
showdown-no-layoffs = on ne pose rien contre un gin
showdown-nothing-to-lay-off =
    { $who ->
        [you] tu n'avais rien à poser
       *[other] { $name } n'avait rien à poser
    }
outcome-name =
    { $outcome ->
        [gin] gin
        [big_gin] big gin
        [undercut] contre
        [tie] égalité
       *[knock] frappe
    }
showdown-outcome-nobody = Résultat : { $outcome }. { $reason }.
showdown-outcome =
    Résultat : { $outcome }. { $who ->
        [you] Tu marques
       *[other] { $name } marque
    } { $points } ({ $reason }).
points-gin = prime de gin { $bonus } + points morts du défenseur { $d } = { $base }
points-big-gin = prime de big gin { $bonus } + points morts du défenseur { $d } = { $base }
points-knock = points morts du défenseur { $d } - ceux du frappeur { $k } = { $base }
points-undercut = prime de contre { $bonus } + (points morts du frappeur { $k } - ceux du défenseur { $d }) = { $base }
points-tie = points morts égaux ({ $k }) : pas de contre selon ces règles, personne ne marque
points-doubled = { $text }, doublé pour la carte retournée à pique = { $points }
void-hand = Donne nulle : personne ne marque, le même donneur redonne.
void-hand-reason = Donne nulle ({ $reason }) : personne ne marque, le même donneur redonne.

## Feuille de marque
sheet-title = Feuille de marque
sheet-title-hollywood = Feuille de marque (Hollywood)
sheet-hands-won = donnes gagnées
sheet-hand-points = points des donnes
sheet-boxes = cases ({ $bonus } par donne gagnée)
sheet-game-bonus = prime de partie
sheet-shutout-doubled = capot (doublé)
sheet-shutout-bonus = prime de capot
# loan: "total" is the same word here.
sheet-total = total
sheet-game-hand-points = partie { $number } points des donnes
sheet-game-boxes = partie { $number } cases
sheet-game-game-bonus = partie { $number } prime de partie
sheet-game-shutout-doubled = partie { $number } capot (doublé)
sheet-game-shutout-bonus = partie { $number } capot (prime)
sheet-game-total = partie { $number } total
sheet-game = partie { $number }
sheet-game-shutout = partie { $number } (capot)
game-won =
    { $who ->
        [you] Tu gagnes
       *[other] { $name } gagne
    } la partie de { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
game-won-shutout =
    { $who ->
        [you] Tu gagnes
       *[other] { $name } gagne
    } la partie de { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (capot).
hollywood-won =
    { $who ->
        [you] Tu gagnes
       *[other] { $name } gagne
    } de { $points ->
        [one] { $points } point
       *[other] { $points } points
    } sur les trois parties (parties gagnées { $won0 }-{ $won1 }).
scores-running = Scores : { $name0 } { $score0 }, { $name1 } { $score1 } (partie en { $target } ; donnes gagnées { $won0 }-{ $won1 })
hollywood-running = Scores Hollywood, chaque partie en { $target } (donnes gagnées { $won0 }-{ $won1 }) :
hollywood-running-game = partie { $number } : { $name0 } { $score0 }, { $name1 } { $score1 }
hollywood-running-game-won = partie { $number } : { $name0 } { $score0 }, { $name1 } { $score1 } (gagnée par { $winner })
games-item = P{ $number } { $score0 }-{ $score1 }
counted-none = aucune partie
counted-one = la partie { $number }
counted-many = les parties { $numbers } et { $last }
