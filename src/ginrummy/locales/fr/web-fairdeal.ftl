# Des donnes que chacun peut vérifier (fairpanel.js, fairness.js) : « Comment cette
# donne a-t-elle été distribuée ? » à l'abattage, le dialogue avec les nombres et chaque
# vérification. Les nombres hexadécimaux, les cartes et les commandes restent tels quels.

fairdeal-button = Comment a-t-on distribué ?
fairdeal-download = Télécharger l'enregistrement
fairdeal-seed-line = Ta graine pour cette donne : { $seed }
fairdeal-hand-failed = La donne { $hand } n'a pas passé la vérification.
fairdeal-details = Détails
fairdeal-checking = Vérification de la donne…
fairdeal-verified-here = ✓ Donne vérifiée dans ton navigateur
fairdeal-verified = ✓ Donne vérifiée
fairdeal-failed = Cette donne n'a pas passé la vérification.
fairdeal-failure = { $label } : { $detail }
fairdeal-every-check = Toutes les vérifications sont listées ci-dessous.
fairdeal-explain = Avant la donne, le serveur s'est engagé sur une graine secrète en montrant son empreinte SHA-256 (l'engagement). Ton navigateur a ensuite ajouté une graine aléatoire à lui, et le paquet a été mélangé à partir des deux avec HMAC-SHA256. Maintenant que la donne est finie, la graine du serveur est révélée, et ton navigateur a recalculé l'engagement et le paquet et les a comparés à ce qu'il a vu.
fairdeal-which-hand = Salle, partie, donne
fairdeal-hand-id = { $room }, partie { $game }, donne { $hand }
fairdeal-commitment = Engagement (montré avant la donne)
fairdeal-server-seed = Graine du serveur (révélée maintenant)
fairdeal-seed-of = Graine de { $name } (place { $seat })
fairdeal-you = toi
fairdeal-your-opponent = ton adversaire
fairdeal-yours = {" "}– la tienne
fairdeal-no-seed = aucune
fairdeal-passed = Réussie :
fairdeal-failed-check = Échouée :
fairdeal-unchecked = Non vérifiée :
fairdeal-seen-at-end = Cet onglet n'a vu cette donne qu'à la fin : tes cartes viennent de l'écran final.
fairdeal-anybody = Chacun peut refaire la vérification : l'enregistrement de la partie (Télécharger l'enregistrement, à la fin de la partie) contient ces nombres, et { $command } vérifie chacune de ses donnes.
fairdeal-fetching = Récupération de l'enregistrement…
fairdeal-saved = Enregistré. Vérifie-le avec : { $command }
fairdeal-saved-announce = L'enregistrement de la partie est sauvegardé.
fairdeal-fetch-failed = Impossible de récupérer l'enregistrement : { $error }
fairdeal-check-failed = La vérification n'a pas pu se faire : { $error }
fairdeal-shuffling = Mélange : chaque joueur ajoute une graine à lui…
fairdeal-shuffling-waiting = Mélange : chaque joueur ajoute une graine à lui… en attente de celle de { $name }.
fairdeal-shuffling-waiting-opponent = Mélange : chaque joueur ajoute une graine à lui… en attente de celle de ton adversaire.

## Les vérifications : le nom de chacune, puis ce qu'elle a trouvé.
fairdeal-check-commitment = La graine du serveur correspond à l'engagement
fairdeal-check-remembered = L'engagement est celui montré avant la donne
fairdeal-check-client-seed = Ta graine est entrée dans la donne
fairdeal-check-dealt = Tes dix cartes
fairdeal-check-upcard = La première carte retournée
fairdeal-check-stock = Tes cartes piochées dans le talon
fairdeal-check-opponent = Les cartes de ton adversaire
fairdeal-unreadable = La preuve est illisible : { $error }.
fairdeal-commitment-ok = Le SHA-256 de la graine du serveur est { $hash }, l'engagement.
fairdeal-commitment-bad = Le SHA-256 de la graine du serveur est { $hash }, mais l'engagement indique { $commitment }.
fairdeal-remembered-changed = Pendant la donne, l'engagement était { $during } ; la preuve indique { $commitment }.
fairdeal-remembered-ok = Avant la donne, cet onglet a vu { $commitment } : le même.
fairdeal-remembered-bad = Avant la donne, cet onglet a vu { $commitment }, mais la graine révélée donne { $hash }.
fairdeal-remembered-unknown = Non vérifiée : cet onglet n'a pas vu l'engagement de cette donne avant la distribution (il a été ouvert après, ou sa mémoire a été effacée). Ce n'est pas une faute de la donne.
fairdeal-seed-unsent = Non vérifiée : ta graine n'a pas atteint le serveur avant la donne, qui n'a donc utilisé aucune des tiennes.
fairdeal-seed-ok = Ta graine { $seed } figure dans la preuve.
fairdeal-seed-bad = Tu as envoyé { $sent }, mais la preuve indique { $seed } pour toi.
fairdeal-seed-bad-none = Tu as envoyé { $sent }, mais la preuve n'indique aucune graine pour toi.
fairdeal-seed-unknown = Non vérifiée : cet onglet n'a aucune trace d'une graine envoyée pour cette donne (la preuve indique { $seed }).
fairdeal-seed-unknown-none = Non vérifiée : cet onglet n'a aucune trace d'une graine envoyée pour cette donne (la preuve n'en indique aucune).
fairdeal-deck-unreadable = Impossible de reconstituer le paquet à partir de la preuve : { $error }.
fairdeal-fewer-cards = moins de cartes
fairdeal-no-more = rien de plus
fairdeal-dealt-bad = Tu as reçu { $wrong } là où le paquet donne { $missing }.
fairdeal-dealt-ok =
    Tu as reçu { $cards } : les cartes { $dealer ->
        [you] 2, 4 … 20
       *[other] 1, 3 … 19
    } du paquet.
fairdeal-dealt-unknown = Non vérifiée : cet onglet n'a pas vu tes cartes de cette donne.
fairdeal-upcard-bad = La première carte retournée était { $seen } ; la 21e carte du paquet est { $card }.
fairdeal-upcard-ok = { $card }, la 21e carte du paquet.
fairdeal-upcard-unknown = Non vérifiée : cet onglet n'a pas vu la première carte retournée.
fairdeal-problem-empty-stock = le coup { $move } pioche dans un talon vide
fairdeal-problem-take = le coup { $move } prend { $card } sur la défausse, mais le paquet y met { $top }
fairdeal-problem-take-none = le coup { $move } prend { $card } sur la défausse, mais le paquet n'y met aucune carte
fairdeal-stock-drew =
    tu as pioché { $shown }, mais la { $ordinal ->
        [one] { $place }re
       *[other] { $place }e
    } carte du talon{ $round ->
        [reshuffled] {" "}remélangé
       *[first] {""}
    } est { $card }
fairdeal-stock-count = tu as pioché { $seen } cartes dans le talon, les coups en montrent { $moves }
fairdeal-stock-ok =
    { $cards } : chacune la carte suivante du talon quand tu l'as piochée ({ $draws ->
        [one] { $draws } pioche
       *[other] { $draws } pioches
    } des deux joueurs comptées).
fairdeal-stock-ok-reshuffled =
    { $cards } : chacune la carte suivante du talon quand tu l'as piochée ({ $draws ->
        [one] { $draws } pioche
       *[other] { $draws } pioches
    } des deux joueurs comptées, à travers le nouveau mélange).
fairdeal-stock-none = Tu n'as pioché aucune carte dans le talon.
fairdeal-opponent-none = Rien à vérifier : ton adversaire n'a montré aucune carte.
fairdeal-opponent-bad = Ton adversaire a montré { $cards }, que le paquet ne lui a donné ni à la distribution, ni dans le talon, ni sur la défausse.
fairdeal-opponent-ok = Les { $count } cartes montrées par ton adversaire viennent toutes de sa donne, de ses pioches ou de la défausse.
