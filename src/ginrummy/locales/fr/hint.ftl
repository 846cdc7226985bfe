# Les raisons de l'ordinateur dans un conseil : chaque message est une proposition ;
# un conseil les joint par hint-why-comma. $card : une carte, $cards : des cartes,
# $deadwood : un total de points morts, $limit : la limite pour frapper.

# loan: the same comma
hint-why-comma = { ", " }
hint-why-big-gin = les 11 cartes sont en combinaisons : le big gin rapporte le plus
hint-why-gin = défausser { $card } ne laisse aucun point mort : gin
hint-why-knock =
    après la défausse de { $card }, il reste { $deadwood ->
        [one] { $deadwood } point mort
       *[other] { $deadwood } points morts
    }, dans la limite de { $limit } pour frapper : frappe avant que l'adversaire ne s'améliore
hint-why-play-on = continue plutôt que de frapper : le gin ou un contre rapportera sans doute plus
hint-why-discard =
    { $card } laisse { $deadwood ->
        [one] { $deadwood } point mort
       *[other] { $deadwood } points morts
    }
# Après hint-why-discard : « elle » est la carte défaussée.
hint-why-joins-nothing = elle ne se combine avec rien dans ta main
hint-why-safer = l'adversaire a jeté { $card }, elle est donc moins risquée
hint-why-take-melds = { $card } se combine avec { $cards }
hint-why-take-lowers = { $card } baisse tes points morts plus qu'une carte du talon ne le ferait sans doute
hint-why-draw-upcard = { $card } n'aide pas ta main ; le talon, peut-être
hint-why-draw = pioche dans le talon
hint-why-pass = { $card } n'aide pas ta main
hint-why-nothing-better = rien de mieux à faire
hint-why-strongest = le meilleur coup trouvé
