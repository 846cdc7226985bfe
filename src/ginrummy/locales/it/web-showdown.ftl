# La spiegazione della calata nel browser (outcome.js), i consigli della prima partita
# (guide.js), il foglio segnapunti Hollywood (hollywood.js) e il riprendere uno scarto
# (forgiveness.js). Vedi il file inglese per i parametri.

showdown-player = Giocatore { $number }

## Perché la mano è finita così: la spiegazione della calata.
showdown-why-void = Nessuno segna in questa mano; lo stesso mazziere distribuisce di nuovo.
showdown-why-void-reason = Nessuno segna in questa mano ({ $reason }); lo stesso mazziere distribuisce di nuovo.
showdown-why-after-layoff = {" "}dopo aver { $layoff } { $count ->
        [one] una carta
       *[other] { $count } carte
    }
    .layoff = attaccato
showdown-why-knock =
    { $kwho ->
        [you] Hai
       *[other] { $knocker } ha
    } { $knocked } con { $k } { $deadwood }; { $dwho ->
        [you] te ne restavano
       *[other] a { $defender } ne restavano
    } { $d }{ $after }, quindi { $kwho ->
        [you] segni
       *[other] { $knocker } segna
    } la differenza, { $base }.
    .knocked = bussato
    .deadwood = punti morti
showdown-why-gin =
    { $kwho ->
        [you] Hai
       *[other] { $knocker } ha
    } fatto { $gin }: tutte le carte in combinazione, nessuna { $deadwood }. { $kwho ->
        [you] Segni
       *[other] { $knocker } segna
    } il premio gin, { $bonus }, più { $dwho ->
        [you] i tuoi { $d } punti morti
       *[other] i { $d } punti morti di { $defender }
    }: { $base }.
    .gin = gin
    .deadwood = carta morta
showdown-why-big-gin =
    { $kwho ->
        [you] Hai
       *[other] { $knocker } ha
    } fatto { $biggin }: tutte e undici le carte in combinazione, nessuna { $deadwood }. { $kwho ->
        [you] Segni
       *[other] { $knocker } segna
    } il premio big gin, { $bonus }, più { $dwho ->
        [you] i tuoi { $d } punti morti
       *[other] i { $d } punti morti di { $defender }
    }: { $base }.
    .biggin = big gin
    .deadwood = carta morta
showdown-why-undercut =
    { $kwho ->
        [you] Hai
       *[other] { $knocker } ha
    } { $knocked } con { $k } { $deadwood }; { $dwho ->
        [you] te ne restavano solo
       *[other] a { $defender } ne restavano solo
    } { $d }{ $after }, non più { $kwho ->
        [you] di te
       *[other] di { $knocker }
    }: è un { $undercut }. { $dwho ->
        [you] Segni
       *[other] { $defender } segna
    } il premio sottotaglio, { $bonus }, più la differenza, { $difference }: { $base }.
    .knocked = bussato
    .deadwood = punti morti
    .undercut = sottotaglio
showdown-why-tie =
    { $kwho ->
        [you] Hai
       *[other] { $knocker } ha
    } { $knocked } con { $k } { $deadwood }; { $dwho ->
        [you] anche a te ne restavano
       *[other] anche a { $defender } ne restavano
    } { $d }{ $after }. Con queste regole un pareggio non è un { $undercut }, quindi nessuno segna.
    .knocked = bussato
    .deadwood = punti morti
    .undercut = sottotaglio
showdown-why-doubled = {" "}La carta scoperta di picche lo raddoppia: { $points }.

## I consigli della prima partita. I tasti tra parentesi (t, p, d, g, k) restano
## come sono.
showdown-tip-your-opponent = il tuo avversario
showdown-tip-label = Consiglio
# loan: solo il titolo e un punto
showdown-tip-heading = { $title }.
showdown-tip-named = Consiglio: { $title }
showdown-tip-live = Consiglio: { $title }. { $text }
showdown-tip-more = Altro
showdown-tip-got-it = Capito
showdown-tip-off = Non mostrare i consigli
showdown-tip-read = Leggi
showdown-tip-title-upcard = La carta scoperta
showdown-tip-title-draw = Pescare
# loan: «gin» si dice così in italiano (glossario)
showdown-tip-title-gin = Gin
showdown-tip-title-knock = Bussare
showdown-tip-title-deadwood = Punti morti
showdown-tip-title-undercut = Sottotaglio
showdown-tip-title-layoff = Attaccare
showdown-tip-upcard = La carta a faccia in su è la carta scoperta: l'inizio della pila degli scarti. Al primo turno puoi prenderla (t) se ti aiuta a fare una combinazione, o passare (p).
showdown-tip-upcard-card = La carta a faccia in su, { $card }, è la carta scoperta: l'inizio della pila degli scarti. Al primo turno puoi prenderla (t) se ti aiuta a fare una combinazione, o passare (p).
showdown-tip-upcard-after = Se passi, { $name } può prenderla.
showdown-tip-upcard-after-dealer = Se passi anche tu, { $name } comincia pescando dal tallone.
showdown-tip-draw = A ogni turno peschi una carta: dal tallone (d), coperta e non vista. Poi scarti una carta.
showdown-tip-draw-or-take = A ogni turno peschi una carta: dal tallone (d), coperta e non vista, o quella in cima agli scarti, { $card } (t), e { $name } ti vede prenderla. Poi scarti una carta.
showdown-tip-gin-can = Puoi fare gin (g): tutte le carte in combinazione. Il gin vale un premio più tutti i punti morti di { $name }, e { $name } non può attaccare.
showdown-tip-gin-went =
    { $who ->
        [you] Hai
       *[other] { $name } ha
    } fatto { $outcome ->
        [big_gin] big gin: tutte e undici le carte
       *[gin] gin: tutte e dieci le carte
    } in combinazione. Il gin vale un premio più i punti morti dell'altro giocatore; non si può attaccare nulla e non c'è sottotaglio.
showdown-tip-knock = Puoi bussare (k): scartare coperto con { $limit } punti morti o meno, e la mano finisce.
showdown-tip-knock-little = Puoi bussare (k): scartare coperto con pochi punti morti, e la mano finisce.
showdown-tip-knock-least = Puoi scendere a { $best }.
showdown-tip-knock-undercut = Ma se { $name } finisce con non più punti morti di te, è un sottotaglio.
showdown-tip-deadwood = Le carte fuori combinazione (il riquadro scuro) sono carte morte. Il numero sotto ogni carta sono i tuoi punti morti se la scarti: più è basso, meglio è.
showdown-tip-deadwood-count = Le carte fuori combinazione (il riquadro scuro) sono carte morte; le tue valgono { $count }. Il numero sotto ogni carta sono i tuoi punti morti se la scarti: più è basso, meglio è.
showdown-tip-undercut =
    { $who ->
        [you] Avevi
       *[other] { $name } aveva
    } { $d } punti morti dopo aver attaccato, non più dei { $k } di chi ha bussato, quindi { $who ->
        [you] hai vinto
       *[other] { $name } ha vinto
    } la mano e il premio sottotaglio.
showdown-tip-layoff =
    { $who ->
        [you] Hai attaccato { $cards } alle combinazioni di { $name }
       *[other] { $name } ha attaccato { $cards } alle tue combinazioni
    } (bordate d'arancione). Le carte attaccate non contano più come punti morti.

## Una bussata che era un gin, nelle mosse della mano.
showdown-event-gin =
    { $who ->
        [you] hai
       *[other] { $name } ha
    } fatto { $outcome ->
        [big_gin] big gin
       *[gin] gin
    }
showdown-event-gin-card =
    { $who ->
        [you] hai
       *[other] { $name } ha
    } fatto { $outcome ->
        [big_gin] big gin
       *[gin] gin
    } scartando { $card }

## Il foglio segnapunti Hollywood (tre partite su un foglio).
# loan: il nome di questo modo di contare, come nella pagina delle regole
showdown-hollywood = Hollywood
showdown-hollywood-game = Hollywood, partita { $number }
showdown-sheet-hand = Mano { $hand }
showdown-sheet-hand-head = Mano
showdown-sheet-score = Punteggio
showdown-sheet-empty = Nessuna mano è stata ancora segnata.
showdown-sheet-game-over = finita
showdown-sheet-game = Partita { $number }
showdown-sheet-game-short = P{ $number }
showdown-sheet-caption = Hollywood: tre partite; punteggio { $name0 }–{ $name1 }
showdown-sheet-caption-target = Hollywood: tre partite, ognuna a { $target }; punteggio { $name0 }–{ $name1 }

## Riprendere uno scarto (contro il computer) e confermare uno scarto (contro una
## persona).
showdown-take-back = Riprendi
showdown-take-back-card = Riprendi { $card }
showdown-confirm-discard = Scartare?
showdown-confirm-discard-card = Scartare { $card }?
showdown-confirm-cancel = Annulla
showdown-confirm-yes = Scarta
