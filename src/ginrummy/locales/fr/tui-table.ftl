# Le jeu plein écran : la table, les fenêtres, l'abattage et la feuille de marque.
# Les lettres entre parenthèses, (t), (d), sont des touches : elles restent telles quelles.

## La table
tui-table-new = neuve
tui-table-meld =
    { $kind ->
        [run] suite
       *[set] brelan/carré
    }
tui-table-stock-label = talon
tui-table-discard-label = défausse
tui-table-stock-note =
    Talon : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
tui-table-discard-note =
    Défausse : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
tui-table-discard-under =
    Défausse : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }, { $below } sous le dessus ({ $squared ->
        [true] pile égalisée
       *[other] v les montre
    })
tui-table-limit-note = Limite de frappe de cette donne : { $limit }
tui-table-limit-note-gin = Limite de frappe de cette donne : { $limit } (gin seulement)
tui-table-limit-double = { $limit }, points doublés
tui-table-opponent =
    { $name } : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
tui-table-opponent-known =
    { $name } : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }, dont { $cards } (prises dans la défausse)
tui-table-hand-number = donne { $number }
tui-table-to-target = { $scores } (en { $target })
tui-table-deals =
    { $who ->
        [you] tu donnes
       *[other] { $name } donne
    }
tui-table-dealt = Les cartes sont distribuées.
tui-table-status-over = donne finie
tui-table-status-yours = à toi
tui-table-status-theirs = au tour de { $name }

## Que faire maintenant
tui-table-prompt-over = La donne est finie : Entrée montre l'abattage.
tui-table-prompt-waiting = { $name } joue…
tui-table-prompt-offer = À toi : prendre { $card } (t) ou passer (p).
tui-table-prompt-draw-or-take = À toi : piocher dans le talon (d) ou prendre { $card } (t).
tui-table-prompt-draw = À toi : piocher dans le talon (d).
tui-table-prompt-stock-end = Deux cartes au talon : prendre { $card } (t) pour frapper avec, ou passer (p).
tui-table-prompt-stock-end-void = Plus que deux cartes au talon : passer (p) ; la donne est nulle.
tui-table-prompt-discard = Défausse : flèches + Entrée
tui-table-separator = { " ; " }
tui-table-prompt-gin = g : gin
tui-table-prompt-knock = k : frapper ({ $left } points morts)
tui-table-prompt-big-gin = g : big gin
# loan: only the final full stop, which French keeps
tui-table-prompt-parts = { $parts }.
tui-table-deadwood-line =
    Points morts : { $now } ; défausser { $card } en laisse { $left } : { $then ->
        [gin] gin
        [knock] frappe possible
       *[none] pas de frappe
    } (limite { $limit }).
## La défausse (v)
tui-table-pile-empty = La défausse est vide.
tui-table-pile-squared =
    La défausse est égalisée : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }, seul le dessus se voit :
tui-table-pile-top-first =
    Défausse, { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }, du dessus vers le bas :

## L'abattage et la feuille de marque
tui-table-void-title = Donne nulle
tui-table-showdown-title =
    { $who ->
        [you] { $outcome ->
            [gin] Tu as fait gin
            [big_gin] Tu as fait big gin
            [undercut] Tu as frappé et subi un contre
           *[knock] Tu as frappé
        }
       *[other] { $outcome ->
            [gin] { $name } a fait gin
            [big_gin] { $name } a fait big gin
            [undercut] { $name } a frappé et subi un contre
           *[knock] { $name } a frappé
        }
    }
tui-table-scores-points =
    { $who ->
        [you] Tu marques
       *[other] { $name } marque
    } { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
tui-table-sheet-hand = donne
tui-table-sheet-void = nulle
tui-table-sheet-none = (aucune donne finie pour l'instant)
tui-table-no-deadwood = aucun point mort
tui-table-layoffs = ; cartes à poser : { $count }

## L'aide (?)
tui-help-title = Touches (la souris marche aussi : cartes, talon, défausse, boutons) :
tui-help-key-arrows = flèches
tui-help-key-enter = Entrée
tui-help-key-pages = PgPréc/Suiv
tui-help-draw = piocher dans le talon
tui-help-click-stock = (clic sur le talon)
tui-help-take = prendre le dessus de la défausse
tui-help-click-pile = (clic sur la défausse)
tui-help-pass = passer la première carte retournée (ou en fin de talon)
tui-help-pick = choisir une carte de ta main
tui-help-click-card = (clic sur une carte)
tui-help-discard = défausser la carte choisie
tui-help-click-again = (nouveau clic)
tui-help-knock = frapper (la carte choisie ou la meilleure) ; combinaisons
tui-help-gin = faire gin (ou big gin) quand c'est possible
tui-help-hint = un conseil du meilleur joueur de l'ordinateur
tui-help-scroll = revoir les coups de cette donne (ou la molette)
tui-help-pile = toute la défausse
tui-help-also-scores = s  la feuille de marque
tui-help-help = cette aide et les règles
tui-help-also-quit = q  enregistrer et quitter
tui-help-quit-saves = Quitter enregistre la partie : `ginrummy play --resume` la reprend.
tui-help-records = Parties finies gardées : `ginrummy replay FICHIER` en montre une.
## Coups refusés ou joués
tui-table-move-take = prendre
tui-table-move-pass = passer
tui-table-move-draw = piocher
tui-table-hand-over = La donne est finie : appuie sur Entrée pour voir l'abattage.
tui-table-wait = Attends : c'est au tour de { $name }.
tui-table-you-chose = Tu as choisi de { $move }.
tui-table-pick-first = Choisis d'abord une carte (flèches ou clic).
tui-table-only-knock = Interdit : tu ne peux que frapper maintenant (k).
tui-table-not-your-turn = Interdit : ce n'est pas ton tour.
tui-table-draw-then-knock = Interdit : pioche d'abord une carte, puis frappe : { $moves }.
tui-table-not-gin = Pas de gin : la meilleure défausse laisse { $left } points morts.
tui-table-no-hint = Pas de conseil maintenant : ce n'est pas ton tour.
tui-table-illegal = { $name } a tenté un coup interdit ({ $error }) ; son premier coup permis est joué à la place.
tui-table-new-hand = Une nouvelle donne est distribuée.
tui-table-not-stored = L'enregistrement de la partie n'a pas pu être gardé : { $error }.
tui-table-new-game = Une nouvelle partie : bonne chance !
tui-table-resumed = Partie reprise.
tui-table-knock-cancelled = Frappe annulée.

## En partant
tui-table-record-kept = Enregistrement de la partie gardé dans { $path }.
tui-table-record-failed = Erreur : la partie finie n'a pas pu être gardée.
tui-table-save-failed = Erreur : la partie n'a pas pu être enregistrée : { $error }.
tui-table-saved = Partie enregistrée dans { $path } ; `ginrummy play --resume` la reprend.
tui-table-save-file-failed = Erreur : --save : { $error }.
tui-table-save-file-written = Enregistrement de la partie aussi écrit dans { $path }.

## Sous l'abattage
tui-table-enter-sheet = Entrée : la feuille de marque
tui-table-enter-next = Entrée : donne suivante
tui-table-showdown-scores = Scores : { $scores } (partie en { $target })
tui-table-showdown-games = { $games } (chacune en { $target })
# loan: only punctuation around the two parts
tui-table-showdown-footer = { $scores }. { $more }
tui-table-your-hand = Ta main :

## Touches
tui-key-draw = Piocher
tui-key-take = Prendre
tui-key-pass = Passer
tui-key-left = Gauche
tui-key-right = Droite
tui-key-discard = Défausser
tui-key-knock = Frapper
# loan: "gin" is the word French players use
tui-key-gin = Gin
tui-key-hint = Conseil
tui-key-pile = Défausse
# loan: « scores » se dit aussi en français
tui-key-scores = Scores
tui-key-help = Aide+règles
tui-key-save-quit = Enregistrer+quitter
tui-key-quit = Quitter
tui-key-earlier = Coups précédents
tui-key-later = Coups suivants
tui-key-cancel = Annuler
tui-key-close = Fermer
tui-key-scroll = Défiler
tui-key-continue = Continuer
tui-key-review = Revoir la donne
tui-key-back = Retour
tui-key-new-game = Nouvelle partie
tui-key-back-to-game = Retour à la partie

## Le choix des combinaisons avant de frapper
tui-knock-title = Frapper en défaussant { $card } face cachée. Quelles combinaisons poser ?
tui-knock-gin-title = Faire gin en défaussant { $card } face cachée. Quelles combinaisons poser ?
tui-knock-how = (cartes à poser : cartes non vues que l'adversaire pourrait poser dessus ; flèches + Entrée ou clic ; Échap annule)
tui-knock-gin-how = (rien ne se pose sur un gin ; flèches + Entrée ou clic ; Échap annule)
tui-text-hint = (Échap ou Entrée ferme ; flèches et PgPréc/Suiv font défiler)
## Les écrans de l'abattage et de la feuille de marque
tui-showdown-review = Revoir cette donne
tui-sheet-game-over = Partie finie : la feuille de marque
tui-sheet-kept = Gardée dans { $path } (`ginrummy replay` la montre).
