# Les variantes de règles et les options d'une nouvelle partie, telles que le serveur
# les écrit pour la page d'accueil (GET /api/options).

## Les noms des variantes

# loan: « standard » est aussi un mot français
presets-label-standard = Standard
# loan: le nom de la variante, inchangé
presets-label-oklahoma = Oklahoma
presets-label-oklahoma-spades = Oklahoma, pique double
presets-label-straight = Gin strict
# loan: le nom de la variante, inchangé
presets-label-hollywood = Hollywood
presets-label-eaai = Tournoi EAAI
presets-label-openspiel = OpenSpiel (une donne)

## Ce qu'est chaque variante

presets-what-standard = La partie de gin rami habituelle.
presets-what-oklahoma = La première carte retournée fixe le seuil pour frapper ; un as n'autorise que le gin.
presets-what-oklahoma-spades = L'Oklahoma avec la règle maison : une carte retournée à pique double la donne.
presets-what-straight = Pas de frappe : une donne ne se gagne qu'en faisant gin.
presets-what-hollywood = Trois parties sur une seule feuille de marque : votre première donne gagnée compte dans la partie 1, la deuxième dans les parties 1 et 2, la troisième et les suivantes dans les trois.
presets-what-eaai = Les règles du tournoi d'IA de gin rami de l'EAAI.
presets-what-openspiel = Les règles de la bibliothèque de recherche OpenSpiel : une seule donne.

## Les chiffres d'une variante

# loan: only placeholders and punctuation
presets-description = { $what } { $target }{ $bonuses }. { $numbers }.
presets-target = Partie en { $target } points
presets-target-hollywood = Trois parties à la fois, chacune en { $target } points
presets-target-one-hand = Une seule donne décide de la partie (objectif 1 point)
presets-with = , avec { $extras }
presets-no-bonuses = , sans primes
# loan: une virgule, comme en anglais
presets-extras-separator = { ", " }
presets-game-bonus = { $points } pour la partie
presets-box-bonus = { $points } par donne gagnée
presets-shutout-doubles = un capot double les points
presets-shutout-bonus = un capot ajoute une prime
presets-parts-separator = { " ; " }
presets-knock = frapper avec { $limit } ou moins
presets-knock-upcard = seuil de frappe fixé par la première carte retournée
presets-knock-gin-only = gin seulement, pas de frappe
# loan: « gin » est le terme de la table (glossaire)
presets-gin = gin { $points }
# loan: « big gin » est le terme de la table (glossaire)
presets-big-gin = big gin { $points }
presets-undercut = contre { $points }
presets-spades-double = une carte retournée à pique double la donne
presets-squared-pile = la défausse est rangée en pile : seule sa carte du dessus se voit
presets-reshuffle =
    la défausse devient un nouveau talon { $limit ->
        [0] à chaque fois (jusqu'à { $max })
        [1] une fois
       *[other] jusqu'à { $limit } fois
    }, quand le talon { $at ->
        [empty] est vide
       *[two] n'a plus que deux cartes
    }

## Les niveaux de l'ordinateur

presets-level-easy = Facile
presets-level-medium = Moyen
presets-level-hard = Difficile
presets-level-apprentice = Apprenti
presets-level-master = Maître

## Les options d'une nouvelle partie

presets-option-knock-limit = Seuil de frappe
presets-option-game-target = Score à atteindre
presets-option-gin-bonus = Prime de gin
presets-option-big-gin-bonus = Prime de big gin (vide : pas de big gin)
presets-option-undercut-bonus = Prime de contre
presets-option-undercut-on-tie = Égalité de points morts = contre
presets-option-game-bonus = Prime de partie
presets-option-box-bonus = Prime par donne gagnée (case)
presets-option-shutout = Capot
presets-option-spades-double = Une carte retournée à pique double la donne
presets-option-knock-limit-from-upcard = La carte retournée fixe le seuil de frappe (Oklahoma)
presets-option-hollywood = Hollywood : trois parties marquées à la fois
presets-option-squared-pile = Défausse rangée (seule la carte du dessus se voit)
presets-option-upcard-offer-to-dealer = Une première carte retournée refusée est proposée au donneur (sinon le donneur joue en premier)
presets-option-stock-exhausted = Quand le talon est épuisé
presets-option-reshuffle-at = Remélanger à (deux cartes restantes, ou vide)
presets-option-reshuffle-limit = Remélanges par donne (vide : à chaque fois)

## Les choix d'une option

# loan: « double » est aussi un mot français
presets-choice-shutout-double = double
# loan: « bonus » se dit aussi en français
presets-choice-shutout-bonus = bonus
presets-choice-shutout-none = aucun
presets-choice-stock-exhausted-void = donne nulle
presets-choice-stock-exhausted-reshuffle = remélanger
presets-choice-reshuffle-at-two = deux cartes
presets-choice-reshuffle-at-empty = vide
