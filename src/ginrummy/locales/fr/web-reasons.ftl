# Raisons que le serveur envoie en codes et que les pages disent en mots : pourquoi une
# donne est nulle, et une mise à l'écart sur le profil.

## Pourquoi une donne est nulle, entre parenthèses après « donne nulle »

reasons-void-bounce = les deux joueurs ont pris la carte retournée puis l'ont redéfaussée
reasons-void-upcard_draws = la carte retournée a été prise trop de fois
reasons-void-stock_down = il ne reste que deux cartes au talon
reasons-void-stock_empty = le talon est épuisé

## Une mise à l'écart des appariements et des tournois (son propre profil)
# $until : quand elle finit ; $relative : dans combien de temps, dit par Intl (« dans 12 minutes »).

reasons-cooling-off =
    Tu ne peux pas être apparié avant { $until } ({ $relative }) : { $reason ->
        [sandbag] tu as perdu plusieurs parties de suite en quelques coups, comme exprès
       *[other] tu as quitté ou abandonné plusieurs parties avant leur fin
    }. Joue tes parties jusqu'au bout et cela ne se reproduira pas.
