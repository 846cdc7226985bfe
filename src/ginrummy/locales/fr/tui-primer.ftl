# Le résumé des règles derrière ? dans le jeu plein écran : les règles en jeu, chaque
# nombre est celui de cette partie. Chaque message est un paragraphe (72 colonnes).

tui-primer-title = Les règles de cette partie ({ $rules }) :
tui-primer-melds = Combinaisons : un brelan ou un carré, ce sont 3 ou 4 cartes de même rang ({ $set }) ; une suite, 3 cartes ou plus de même couleur qui se suivent ({ $run }), l'as seulement en bas ({ $low } ; jamais D R A). Les cartes hors combinaison sont des cartes mortes : l'as compte 1, les figures 10, les autres leur valeur.
tui-primer-turn = À ton tour : prends une carte (au talon, ou le dessus de la défausse), puis défausses-en une.
tui-primer-offer = La première carte retournée est proposée au non-donneur ; s'il passe, le donneur joue en premier : il prend la carte retournée ou pioche dans le talon.
tui-primer-offer-dealer = La première carte retournée est proposée au non-donneur, puis au donneur ; si les deux passent, le non-donneur pioche dans le talon.
tui-primer-keep-taken = Une carte prise dans la défausse ne peut pas y être rejetée au même tour.
tui-primer-stock-end-knock = Quand il reste deux cartes au talon, tu ne peux prendre la carte retournée que pour frapper avec ; sinon la donne est nulle.
tui-primer-stock-end-void = Quand il reste deux cartes au talon sans frappe, la donne est nulle : personne ne marque.
tui-primer-reshuffle =
    La défausse, sauf sa carte du dessus, est battue pour former un nouveau talon { $often ->
        [always] à chaque fois (jusqu'à { $limit } fois)
        [once] une seule fois
       *[times] jusqu'à { $limit } fois
    }, quand le talon { $empty ->
        [true] est vide
       *[false] n'a plus que deux cartes
    } ; la fois suivante, la donne est nulle.
tui-primer-spades = Une donne dont la première carte retournée est un pique compte double.
tui-primer-squared = La défausse est égalisée : seule sa carte du dessus se voit, alors retiens ce qui a été jeté.
tui-primer-knock = Frapper : { $limit }. Frapper, c'est étaler ses combinaisons ; l'adversaire étale les siennes et pose ce qu'il peut sur les tiennes ; le moins de points morts marque la différence.
tui-primer-limit-upcard = la valeur de la première carte retournée fixe la limite de frappe de chaque donne (un as : gin seulement ; une figure : 10)
tui-primer-limit-zero = la limite de frappe est 0 : gin seulement, pas de frappe avec des points morts
tui-primer-limit = tu peux frapper quand tes points morts après la défausse valent { $limit } ou moins
tui-primer-undercut =
    Contre : quand les points morts de l'adversaire sont { $tie ->
        [true] inférieurs ou égaux à
       *[false] inférieurs à
    } ceux du frappeur, l'adversaire marque la différence plus { $bonus }.
tui-primer-equal-nothing = À égalité de points morts, personne ne marque.
tui-primer-gin = Gin : aucun point mort, cela rapporte { $bonus } plus les points morts de l'adversaire, et rien ne peut être posé sur un gin.
tui-primer-no-big-gin = Le big gin ne se joue pas avec ces règles.
tui-primer-big-gin = Big gin : les 11 cartes en combinaisons après la pioche (sans défausse), cela rapporte { $bonus } plus les points morts de l'adversaire.
tui-primer-must-gin = Avec un gin en main, tu dois faire gin.
tui-primer-game =
    Partie : le premier à { $target ->
        [one] { $target } point
       *[other] { $target } points
    } gagne.
tui-primer-hollywood =
    Hollywood : trois parties à la fois, chacune en { $target ->
        [one] { $target } point
       *[other] { $target } points
    }. Ta première donne gagnée compte dans la partie 1, la deuxième dans les parties 1 et 2, la troisième et les suivantes dans toutes les parties encore ouvertes ; chaque partie a ses propres primes.
tui-primer-box = chaque donne gagnée ajoute une case de { $bonus }
tui-primer-game-bonus = le gagnant ajoute une prime de partie de { $bonus }
tui-primer-shutout-double = un capot (le perdant n'a gagné aucune donne) double le score du gagnant
tui-primer-shutout-bonus = un capot (le perdant n'a gagné aucune donne) ajoute une autre prime de partie
tui-primer-extras = Cases et primes à la fin : { $extras }.
tui-primer-no-extras = Ni cases ni primes à la fin : les points sont le score.
