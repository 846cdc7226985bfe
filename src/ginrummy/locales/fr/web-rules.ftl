# La page des règles (/rules). Les nombres des règles choisies sont des arguments. Un
# argument comme { $melds } ou { $bonus } dans une phrase est l'endroit où la page met un
# lien, un mot en gras ou un nombre en gras : le déplacer librement, le garder.
# La notation des cartes (8♥, A 2 3) est un argument : elle est la même partout.
# Les joueurs de l'exemple s'appellent Ann et Bob.

## Les mots de la page (rules.html)

rules-page-title = Comment jouer au gin rami
rules-page-title-preset = Comment jouer au gin rami : { $preset }
rules-page-description =
    .content = Les règles du gin rami en mots simples, avec les cartes : combinaisons, points morts, frapper, gin, poser, contre et décompte.
rules-skip = Aller aux règles
rules-site-name = Gin rami
rules-heading = Comment jouer
rules-preset-label = Règles
rules-summary-list =
    .aria-label = Ces règles en chiffres
# loan: « Sections » s'écrit de même en français
rules-toc =
    .aria-label = Sections
rules-toc-goal = But
rules-toc-deal = Donne
rules-toc-upcard = Carte retournée
rules-toc-turn = Un tour
rules-toc-stock = Talon épuisé
rules-toc-meld = Combinaisons
rules-toc-deadwood = Points morts
rules-toc-knock = Frapper
# loan: « gin » se dit ainsi à la table (GLOSSARY.md)
rules-toc-gin = Gin
# loan: « big gin » se dit ainsi (GLOSSARY.md)
rules-toc-big-gin = Big gin
rules-toc-layoff = Poser
rules-toc-undercut = Contre
rules-toc-scoring = Décompte d'une donne
rules-toc-game = Gagner la partie
rules-toc-variants = Autres règles
rules-title-goal = Le but du jeu
rules-title-deal = La donne
rules-title-upcard = La carte retournée
rules-title-turn = Un tour : piocher, puis défausser
rules-title-stock = Quand le talon est épuisé
rules-title-meld = Les combinaisons : brelans, carrés et suites
rules-title-deadwood = Les points morts
rules-title-knock = Frapper
rules-title-gin = Faire gin
rules-title-big-gin = Le big gin
rules-title-layoff = Poser sur les combinaisons adverses
rules-title-undercut = Le contre
rules-title-scoring = Le décompte d'une donne
rules-title-game = Gagner la partie
rules-title-variants = Autres règles (variantes)
rules-foot-play = Jouer une partie
rules-foot-top = Retour en haut

## rules.js

rules-error-load = Impossible de charger les règles : { $error }
rules-origin-table = Les règles de ta table : { $preset }.
rules-origin-table-changed = Les règles de ta table : { $preset }, avec { $changes }.
rules-option-changed = { $option } : { $value }
rules-value-off = désactivé
rules-value-yes = oui
rules-value-no = non

## Les règles en chiffres

rules-summary-knock = Frapper avec
rules-knock-words-upcard = la valeur de la première carte retournée
rules-knock-words-gin-only = 0 : gin seulement
rules-knock-words-limit = { $limit } ou moins
rules-summary-gin = Prime de gin
# loan: « big gin » se dit ainsi (GLOSSARY.md)
rules-summary-big-gin = Big gin
rules-summary-big-gin-off = pas joué
rules-summary-undercut = Prime de contre
rules-summary-undercut-ties = { $bonus } (égalité comprise)
rules-summary-target = Partie en
rules-summary-game-bonus = Prime de partie
rules-summary-box = Case par donne gagnée
rules-summary-shutout = Capot
rules-shutout-double = double le score du gagnant
rules-shutout-bonus = ajoute une deuxième prime de partie
rules-shutout-none = rien de plus
rules-summary-stock = Talon épuisé
rules-summary-stock-reshuffle = on rebat { $when }
rules-summary-stock-void = donne nulle
rules-summary-spades = Carte retournée à pique
rules-summary-spades-double = double la donne
rules-reshuffle-every = à chaque fois
rules-reshuffle-once = une fois
rules-reshuffle-times = jusqu'à { $count } fois
rules-reshuffle-when-empty = { $often }, quand le talon est vide
rules-reshuffle-when-two = { $often }, quand il reste deux cartes

## Les images de cartes

rules-group-set =
    { $count ->
        [4] Carré : { $cards }
       *[other] Brelan : { $cards }
    }
rules-group-run = Suite : { $cards }
rules-group-deadwood =
    { $points ->
        [one] Cartes mortes, { $points } point : { $cards }
       *[other] Cartes mortes, { $points } points : { $cards }
    }
rules-group-bad = Pas une combinaison : { $cards }
rules-card-laid-off = { $card }, posée
rules-card-back = carte face cachée
rules-backs =
    { $count ->
        [one] { $count } carte face cachée
       *[other] { $count } cartes face cachée
    }
rules-note-laid-off = posées
rules-note-deadwood = points morts { $points }
rules-note-stock = talon : { $count }
rules-note-upcard = carte retournée
rules-note-your-cards = tes cartes (une partie)
rules-note-set = brelan
rules-note-run = suite
rules-note-not-run = pas une suite
rules-note-two-sevens = deux sept
rules-note-ten-double = { $points }, doublé
rules-note-gin-only = gin seulement

## Les mots dans les phrases

rules-link-melds = combinaisons
rules-link-deadwood = cartes mortes
rules-link-knocks = frappe
# loan: « gin » se dit ainsi à la table (GLOSSARY.md)
rules-link-gin = gin
rules-link-upcard = carte retournée
rules-link-undercut = fait un contre
rules-word-stock = talon
rules-word-draw = pioche
rules-word-discard = défausse
rules-word-void = nulle
rules-word-set = brelan
rules-word-run = suite
rules-word-deadwood-count = total de points morts
# loan: « gin » se dit ainsi à la table (GLOSSARY.md)
rules-word-gin = gin
# loan: « big gin » se dit ainsi (GLOSSARY.md)
rules-word-big-gin = big gin
rules-word-lay-off = poser
rules-word-undercut = contre

## Le but du jeu

rules-goal-intro = Le gin rami se joue à deux. Tu cherches à ranger tes dix cartes en { $melds } (brelans ou carrés de même rang, suites de même couleur) pour que les cartes restantes, tes { $deadwood }, valent le moins possible.
rules-goal-end =
    { $count ->
        [one] Une donne se termine quand un joueur { $knocks } (il étale son jeu avec peu de points morts) ou fait { $gin } (aucun point mort). La meilleure main marque des points, et le premier joueur qui atteint { $target } point gagne la partie.
       *[other] Une donne se termine quand un joueur { $knocks } (il étale son jeu avec peu de points morts) ou fait { $gin } (aucun point mort). La meilleure main marque des points, et le premier joueur qui atteint { $target } points gagne la partie.
    }
rules-goal-end-one-hand =
    { $count ->
        [one] Une donne se termine quand un joueur { $knocks } (il étale son jeu avec peu de points morts) ou fait { $gin } (aucun point mort). La meilleure main marque des points, et avec ces règles la première donne qui marque termine la partie ({ $target } point pour gagner).
       *[other] Une donne se termine quand un joueur { $knocks } (il étale son jeu avec peu de points morts) ou fait { $gin } (aucun point mort). La meilleure main marque des points, et avec ces règles la première donne qui marque termine la partie ({ $target } points pour gagner).
    }
rules-goal-caption = Deux combinaisons et quatre cartes isolées : { $sum } points morts.

## La donne

rules-deal-pack = Un jeu ordinaire de 52 cartes, sans joker. Le donneur distribue dix cartes à chaque joueur, une par une, face cachée.
rules-deal-upcard = La carte suivante est retournée face visible : c'est la { $upcard }, la première carte de la défausse. Les { $count } autres cartes restent en pile face cachée : c'est le { $stock }.
rules-deal-first-random = Le donneur de la première donne est tiré au sort
rules-deal-first-opener = La première donne revient au joueur qui a ouvert la table
rules-deal-first-second = La première donne revient au second joueur
rules-deal-rotation-alternate = ensuite les joueurs donnent à tour de rôle
rules-deal-rotation-loser = ensuite le perdant de chaque donne distribue la suivante
rules-deal-rotation-winner = ensuite le gagnant de chaque donne distribue la suivante
rules-deal-rotation-other = puis la donne passe
rules-deal-order = { $first } ; { $rotation }. Après une donne où personne ne marque, le même joueur redonne.
rules-deal-caption = Le talon (face cachée) et la carte retournée à côté.

## La carte retournée

rules-upcard-offer-dealer-plays = Le premier tour est particulier. Le joueur qui n'a pas donné peut prendre la carte retournée, ou passer. S'il passe, le donneur joue le premier : il prend la carte retournée ou pioche dans le talon, et le jeu continue chacun son tour.
rules-upcard-offer = Le premier tour est particulier. Le joueur qui n'a pas donné peut prendre la carte retournée, ou passer. S'il passe, le donneur peut la prendre ou passer. Si les deux passent, le non-donneur commence en piochant dans le talon. Celui qui prend la carte retournée se défausse ensuite d'une carte, et le jeu continue chacun son tour.
rules-upcard-no-offer = Avec ces règles, la carte retournée n'est pas proposée : le non-donneur commence par un tour ordinaire.
rules-upcard-advice = Prends-la quand elle forme une combinaison, ou presque, avec tes cartes. N'oublie pas que l'adversaire voit quelle carte tu as prise.
rules-upcard-sets-limit = { $rule } sa valeur, 10 pour un dix ou une figure. Un as veut dire que cette donne ne peut finir que par un gin.
rules-upcard-sets-limit-rule = Avec ces règles, la carte retournée fixe aussi la limite pour frapper de la donne :
rules-upcard-spades = Si la carte retournée est un pique, les points de la donne comptent double.
rules-upcard-caption = La carte retournée { $upcard } complète ton { $cards } en suite : elle vaut la peine d'être prise.

## Un tour

rules-turn-parts = Chaque tour a deux temps. D'abord, { $draw } une carte : celle du dessus du talon (personne ne l'a vue) ou celle du dessus de la défausse (la carte que l'adversaire vient de jeter). Puis { $discard } une carte face visible sur la défausse. Après ton tour, tu as de nouveau dix cartes.
rules-turn-throw-back = Avec ces règles, tu peux même rejeter la carte que tu viens de prendre dans la défausse.
rules-turn-no-throw-back = Une carte prise dans la défausse ne peut pas y retourner tout de suite dans le même tour.
rules-turn-pile = Seule la carte du dessus de la défausse peut être prise ; les cartes dessous sont hors jeu, mais les deux joueurs peuvent les consulter. À la table, le nombre sous chacune de tes cartes est le total de points morts qui te reste si tu la défausses.
rules-turn-caption = Tu as pioché { $drawn }, qui complète ta suite. Défausse { $discard }, ta carte isolée la plus forte : il te reste { $sum } points morts.

## Quand le talon est épuisé

rules-stock-reshuffle = Quand le talon est épuisé, la défausse, sauf sa carte du dessus, est battue avec ce qui reste du talon pour former un nouveau talon : { $when }. La fois suivante, la donne se termine sans score (donne nulle).
rules-stock-void = Les deux dernières cartes du talon ne sont jamais piochées. Quand le joueur qui a pioché la carte juste avant se défausse sans frapper, la donne se termine sans score pour personne : la donne est { $void }.
rules-stock-upcard-knock = Avec ces règles, quand il reste deux cartes au talon, le joueur dont c'est le tour ne peut prendre la carte retournée que pour frapper avec ; sinon la donne est nulle.
rules-stock-max-draws =
    { $count ->
        [one] Une donne est aussi nulle dès que { $count } carte a été prise dans la défausse.
       *[other] Une donne est aussi nulle dès que { $count } cartes ont été prises dans la défausse.
    }
rules-stock-repeated-upcard = Elle est nulle aussi quand les deux joueurs, l'un après l'autre, prennent la carte retournée et la rejettent aussitôt.
rules-stock-redeal = Après une donne nulle, le même donneur redonne.
rules-stock-caption = Les deux dernières cartes du talon restent en place.

## Les combinaisons

rules-meld-kinds = Une combinaison est un brelan (ou un carré) ou une suite. Un { $set } réunit trois cartes de même rang, un carré quatre : trois rois, quatre sept. Une { $run } réunit au moins trois cartes consécutives de la même couleur : { $run1 }, ou { $run2 }.
rules-meld-ace = L'as est toujours la carte la plus basse : { $low } d'une même couleur est une suite, { $high } n'en est pas une. Une carte ne peut être que dans une seule combinaison à la fois.
rules-meld-keep = Tu gardes tes combinaisons en main jusqu'à la fin de la donne ; la table range tes cartes dans les meilleures combinaisons pour toi.
rules-meld-caption-kinds = Un brelan, une suite, une suite à partir de l'as, et pas une suite : l'as ne suit pas le roi.
rules-meld-caption-one-meld = Le { $card } compte dans la suite ou dans le brelan de sept, pas dans les deux.

## Les points morts

rules-deadwood-count = Toute carte qui n'est dans aucune combinaison est une carte morte. Ton { $count } est la somme de leurs valeurs : l'as vaut 1, les cartes de 2 à 10 leur chiffre, le valet, la dame et le roi 10 chacun.
rules-deadwood-values-caption = Ce que vaut chaque carte.
rules-deadwood-lower = Plus ton total est bas, mieux c'est : il décide quand tu peux frapper, et à la fin de la donne c'est lui qui compte contre toi.
rules-deadwood-caption = Cette main a { $sum } points morts.

## Frapper

rules-knock-intro = Après avoir pioché, au lieu d'une défausse ordinaire tu peux frapper : ta carte défaussée est posée face cachée, et tu étales ton jeu sur la table, combinaisons et cartes mortes à part. La donne s'arrête là.
rules-knock-upcard-limit = Tu peux frapper quand ton total de points morts après la défausse ne dépasse pas la limite de la donne. { $rule } c'est la valeur de la première carte retournée (10 pour un dix ou une figure), et un as retourné veut dire gin seulement. La table affiche la limite de la donne à côté des piles.
rules-knock-upcard-limit-rule = Avec ces règles, la limite change à chaque donne :
rules-knock-caption-upcard = Avec 9 points morts, tu peux frapper si la première carte retournée était un 9, un 10 ou une figure.
rules-knock-gin-only = Avec ces règles, la limite pour frapper est { $limit } : on ne frappe pas avec des points morts, et la seule façon de finir une donne est le { $gin }.
rules-knock-caption-gin-only = Avec 9 points morts, tu ne peux pas frapper ici : continue à jouer pour le gin.
rules-knock-limit = Tu peux frapper quand ton total de points morts après la défausse est de { $limit } ou moins : c'est la limite pour frapper.
rules-knock-caption-may = Avec 9 points morts, tu peux frapper (la limite est { $limit }).
rules-knock-caption-may-not = Avec 9 points morts, tu ne peux pas encore frapper : la limite est { $limit }.
rules-knock-any-turn =
    { $must ->
        [yes] Tu peux frapper à n'importe quel tour, le premier compris, mais tu n'y es jamais obligé (sauf qu'avec un gin tu dois faire gin).
       *[no] Tu peux frapper à n'importe quel tour, le premier compris, mais tu n'y es jamais obligé.
    }
rules-knock-any-turn-gin =
    { $must ->
        [yes] Tu peux faire gin à n'importe quel tour, le premier compris, mais tu n'y es jamais obligé (sauf qu'avec un gin tu dois faire gin).
       *[no] Tu peux faire gin à n'importe quel tour, le premier compris, mais tu n'y es jamais obligé.
    }
rules-knock-early = Frapper tôt avec quelques points morts est souvent bon ; mais si l'adversaire finit avec aussi peu, il te { $undercut }.

## Gin

rules-gin-what = Frapper sans aucun point mort, toutes tes cartes en combinaisons après ta défausse, c'est faire { $gin }.
rules-gin-scores =
    { $count ->
        [one] Le gin rapporte la prime de gin, { $bonus } point, plus tout le total de points morts de l'adversaire. Après un gin, l'adversaire ne peut poser aucune carte, et un gin ne peut pas subir de contre.
       *[other] Le gin rapporte la prime de gin, { $bonus } points, plus tout le total de points morts de l'adversaire. Après un gin, l'adversaire ne peut poser aucune carte, et un gin ne peut pas subir de contre.
    }
rules-gin-caption = Gin. Contre { $loser } points morts, il rapporte { $bonus } + { $loser } = { $total }.

## Big gin

rules-big-gin-off = Le big gin n'est { $off } avec ces règles : avec onze cartes en combinaisons après ta pioche, tu te défausses quand même d'une carte et tu fais gin comme d'habitude.
rules-big-gin-off-words = pas joué
rules-big-gin-off-caption = Onze cartes en combinaisons : ici tu te défausses d'un des 3 et tu fais gin.
rules-big-gin-what = Si la carte que tu pioches met tes onze cartes en combinaisons, tu peux toutes les étaler sans te défausser : c'est le { $big }.
rules-big-gin-scores =
    { $count ->
        [one] Le big gin rapporte { $bonus } point plus les points morts de l'adversaire ; comme après un gin, on ne pose rien.
       *[other] Le big gin rapporte { $bonus } points plus les points morts de l'adversaire ; comme après un gin, on ne pose rien.
    }
rules-big-gin-caption = Big gin : { $bonus } + { $loser } = { $total } contre { $loser } points morts.

## Poser

rules-layoff-what = Quand un joueur frappe, l'autre (le défenseur) étale lui aussi ses combinaisons, puis peut { $layoff } ses cartes mortes sur les combinaisons de celui qui a frappé : une quatrième carte sur un brelan, ou des cartes qui prolongent une suite à l'un ou l'autre bout (une suite { $run } accepte le { $next }, puis le { $after }). Les cartes posées ne comptent plus comme points morts.
rules-layoff-never =
    { $big ->
        [yes] Celui qui a frappé ne pose jamais sur les combinaisons du défenseur. Personne ne pose après un gin ou un big gin.
       *[no] Celui qui a frappé ne pose jamais sur les combinaisons du défenseur. Personne ne pose après un gin.
    }
rules-layoff-gin-only = Avec ces règles, chaque donne finit par un gin : on ne pose donc jamais.
rules-layoff-caption = Ann a frappé avec ces combinaisons. Bob a posé { $first } sur ses rois et { $second } sur sa suite (cartes entourées).

## Le contre

rules-undercut-what =
    { $tie ->
        [yes] { $count ->
            [one] Après les cartes posées, on compare les deux totaux de points morts. Si celui du défenseur est plus bas que celui du frappeur, ou égal, le défenseur gagne la donne : c'est un { $undercut }. Le défenseur marque la prime de contre, { $bonus } point, plus la différence.
           *[other] Après les cartes posées, on compare les deux totaux de points morts. Si celui du défenseur est plus bas que celui du frappeur, ou égal, le défenseur gagne la donne : c'est un { $undercut }. Le défenseur marque la prime de contre, { $bonus } points, plus la différence.
        }
       *[no] { $count ->
            [one] Après les cartes posées, on compare les deux totaux de points morts. Si celui du défenseur est plus bas que celui du frappeur, le défenseur gagne la donne : c'est un { $undercut }. Le défenseur marque la prime de contre, { $bonus } point, plus la différence.
           *[other] Après les cartes posées, on compare les deux totaux de points morts. Si celui du défenseur est plus bas que celui du frappeur, le défenseur gagne la donne : c'est un { $undercut }. Le défenseur marque la prime de contre, { $bonus } points, plus la différence.
        }
    }
rules-undercut-equal = Si les totaux sont égaux, personne ne marque la donne.
rules-undercut-gin-only = Avec ces règles, frapper c'est toujours faire gin : le contre est donc impossible ; voici comment il se passe ailleurs.
rules-undercut-not-here = Avec ces règles, Ann ne pourrait pas frapper avec { $knocker } (la limite est { $limit }) ; l'exemple montre l'idée.
rules-undercut-caption = Ann a frappé avec { $knocker }. Bob a posé { $first } et { $second } et gardé { $sum } : il fait un contre et marque { $bonus } + ({ $knocker } − { $defender }) = { $total }.
rules-hand-ann-knocks = Ann frappe
rules-hand-bob-defender = Bob, le défenseur

## Le décompte d'une donne

rules-scoring-intro = Seul le gagnant d'une donne marque. Soit F le total de points morts de celui qui frappe et D celui du défenseur après les cartes posées.
rules-scoring-knock = Frapper avec D plus grand que F : celui qui frappe marque D − F.
rules-scoring-gin = Gin : celui qui frappe marque { $bonus } + D.
rules-scoring-big-gin-off = Big gin : pas joué avec ces règles.
rules-scoring-big-gin = Big gin : celui qui frappe marque { $bonus } + D.
rules-scoring-undercut =
    { $tie ->
        [yes] Un contre (D au plus égal à F) : le défenseur marque { $bonus } + F − D.
       *[no] Un contre (D plus petit que F) : le défenseur marque { $bonus } + F − D.
    }
rules-scoring-tie = D égal à F : personne ne marque.
rules-scoring-spades = Une donne dont la première carte retournée était un pique compte double.
rules-scoring-void = Une donne nulle ne rapporte rien.
rules-scoring-caption = Ann a frappé avec { $knocker } ; après avoir posé, Bob a gardé { $defender }. Ann marque { $defender } − { $knocker } = { $score }.
rules-hand-ann-deadwood = Points morts d'Ann
rules-hand-bob-deadwood = Points morts de Bob

## Gagner la partie

rules-game-target =
    { $count ->
        [one] Les points de chaque donne vont à son gagnant. Le premier joueur qui atteint { $target } point gagne la partie.
       *[other] Les points de chaque donne vont à son gagnant. Le premier joueur qui atteint { $target } points gagne la partie.
    }
rules-game-bonuses = Puis on ajoute les primes : le gagnant reçoit la prime de partie, { $bonus } ; chaque joueur reçoit { $box } pour chaque donne gagnée (la prime de case, ou de ligne).
rules-game-no-bonus = Avec ces règles, on n'ajoute aucune prime (prime de partie 0, case 0) : les points sont le résultat.
rules-game-shutout-double = Si le perdant n'a gagné aucune donne (il est capot), les points et la prime de partie du gagnant sont doublés avant d'ajouter les cases.
rules-game-shutout-bonus = Si le perdant n'a gagné aucune donne (il est capot), le gagnant reçoit une deuxième prime de partie.
rules-game-shutout-none = Avec ces règles, être capot (le perdant n'a gagné aucune donne) ne rapporte rien de plus.
rules-game-result = Le résultat du gagnant est la différence entre les deux totaux.
rules-game-hollywood = Hollywood : trois parties de ce genre sont tenues sur une même feuille de marque et jouées avec les mêmes donnes. Une donne gagnée compte dans chaque partie encore ouverte où son gagnant a déjà marqué, et dans la première partie ouverte où il n'a pas encore marqué (ta première victoire compte dans la partie 1, la deuxième dans les parties 1 et 2, la troisième dans les trois). Une partie se termine quand quelqu'un y atteint l'objectif, avec ses propres primes ; le match se termine quand les trois le sont, et on additionne les totaux des trois parties.
rules-game-caption = Ann fait gin contre { $loser } points morts : { $bonus } + { $loser } = { $gain }, elle passe de { $before } à { $after } points, et la partie est à elle.
# loan: un prénom
rules-name-ann = Ann
# loan: un prénom
rules-name-bob = Bob
rules-totals-line = Ligne
rules-totals-hands-won = Donnes gagnées
# loan: « Points » s'écrit de même en français
rules-totals-points = Points
rules-totals-game-bonus = Prime de partie
rules-totals-boxes = Cases
rules-totals-shutout = Capot
# loan: « Total » s'écrit de même en français
rules-totals-total = Total
rules-game-wins-by =
    { $net ->
        [one] Ann gagne la partie de { $net } point.
       *[other] Ann gagne la partie de { $net } points.
    }
rules-game-shutout-example = Si Bob n'avait gagné aucune donne (capot), le total d'Ann serait de { $total } et elle gagnerait de { $net }.

## Autres règles (variantes)

rules-variants-intro = Le gin rami se joue avec de petites différences d'une table à l'autre. Ce site propose ces jeux de règles :
rules-variants-item = { $preset } : { $about }
rules-preset-about-standard = Les règles courantes des livres de règles et des grandes applications de gin.
rules-preset-about-oklahoma = La première carte retournée fixe la limite pour frapper de chaque donne, et la partie se joue en 150.
rules-preset-about-oklahoma-spades = L'Oklahoma avec une règle maison : une carte retournée à pique double la donne.
rules-preset-about-straight = On ne frappe pas avec des points morts : une donne ne finit que par un gin.
rules-preset-about-hollywood = Trois parties sur une même feuille de marque, jouées avec les mêmes donnes : ta première donne gagnée compte dans la partie 1, la deuxième dans les parties 1 et 2, la troisième et les suivantes dans chaque partie encore ouverte. Chaque partie se termine à son objectif avec ses propres primes ; le match se termine quand les trois le sont.
rules-preset-about-eaai = Les règles du concours de gin rami EAAI pour programmes : pas de big gin, et ni prime de partie, ni case, ni prime de capot.
rules-preset-about-openspiel = Le gin rami d'OpenSpiel (recherche en IA) : une seule donne fait la partie, une carte prise peut être rejetée aussitôt, des totaux égaux ne rapportent rien, pas de big gin.
rules-preset-about-other = choisis-la plus haut pour voir ses chiffres.
rules-variants-options = Chaque option peut aussi être changée pour une seule table, sous « Plus d'options » sur la page d'accueil.
rules-variants-caption = Oklahoma : la première carte retournée fixe la limite pour frapper. { $seven } : frapper avec 7 ou moins ; { $king } : 10 (et avec les piques doublés, la donne compte double) ; { $ace } : gin seulement.
