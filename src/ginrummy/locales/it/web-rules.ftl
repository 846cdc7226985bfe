# La pagina delle regole (/rules). I numeri delle regole scelte sono argomenti. Un
# argomento come { $melds } o { $bonus } in una frase è il punto in cui la pagina mette un
# link, una parola in grassetto o un numero in grassetto: spostalo liberamente, non toglierlo.
# Anche la notazione delle carte (8♥, A 2 3) è un argomento.
# I giocatori dell'esempio si chiamano Ann e Bob.

## Le parole della pagina (rules.html)

rules-page-title = Come si gioca a gin rummy
rules-page-title-preset = Come si gioca a gin rummy: { $preset }
rules-page-description =
    .content = Le regole del gin rummy in parole semplici, con le carte: combinazioni, punti morti, bussare, gin, attaccare, sottotaglio e punteggio.
rules-skip = Vai alle regole
rules-site-name = Gin rummy
rules-heading = Come si gioca
rules-preset-label = Regole
rules-summary-list =
    .aria-label = Queste regole in numeri
rules-toc =
    .aria-label = Sezioni
rules-toc-goal = Scopo
rules-toc-deal = Distribuzione
rules-toc-upcard = Carta scoperta
rules-toc-turn = Un turno
rules-toc-stock = Tallone finito
rules-toc-meld = Combinazioni
rules-toc-deadwood = Punti morti
rules-toc-knock = Bussare
# loan: «gin» si dice così ai tavoli (GLOSSARY.md)
rules-toc-gin = Gin
# loan: «big gin» si dice così (GLOSSARY.md)
rules-toc-big-gin = Big gin
rules-toc-layoff = Attaccare
rules-toc-undercut = Sottotaglio
rules-toc-scoring = Punteggio di una mano
rules-toc-game = Vincere la partita
rules-toc-variants = Altre regole
rules-title-goal = Lo scopo
rules-title-deal = La distribuzione
rules-title-upcard = La carta scoperta
rules-title-turn = Un turno: pesca, poi scarta
rules-title-stock = Quando il tallone finisce
rules-title-meld = Combinazioni: tris e scale
rules-title-deadwood = I punti morti
rules-title-knock = Bussare
rules-title-gin = Fare gin
rules-title-big-gin = Il big gin
rules-title-layoff = Attaccare le carte
rules-title-undercut = Il sottotaglio
rules-title-scoring = Il punteggio di una mano
rules-title-game = Vincere la partita
rules-title-variants = Altre regole (varianti)
rules-foot-play = Gioca una partita
rules-foot-top = Torna su

## rules.js

rules-error-load = Impossibile caricare le regole: { $error }
rules-origin-table = Le regole del tuo tavolo: { $preset }.
rules-origin-table-changed = Le regole del tuo tavolo: { $preset }, con { $changes }.
# loan: solo segnaposto, si scrive uguale in italiano
rules-option-changed = { $option }: { $value }
rules-value-off = disattivato
rules-value-yes = sì
# loan: «no» si scrive uguale in italiano
rules-value-no = no

## Le regole in numeri

rules-summary-knock = Bussare con
rules-knock-words-upcard = il valore della prima carta scoperta
rules-knock-words-gin-only = 0: solo gin
rules-knock-words-limit = { $limit } o meno
rules-summary-gin = Bonus gin
# loan: «big gin» si dice così (GLOSSARY.md)
rules-summary-big-gin = Big gin
rules-summary-big-gin-off = non si gioca
rules-summary-undercut = Bonus sottotaglio
rules-summary-undercut-ties = { $bonus } (anche in parità)
rules-summary-target = Partita a
rules-summary-game-bonus = Bonus partita
rules-summary-box = Casella per mano vinta
rules-summary-shutout = Cappotto
rules-shutout-double = raddoppia il punteggio del vincitore
rules-shutout-bonus = aggiunge un secondo bonus partita
rules-shutout-none = niente in più
rules-summary-stock = Tallone finito
rules-summary-stock-reshuffle = si rimescola { $when }
rules-summary-stock-void = mano nulla
rules-summary-spades = Carta scoperta di picche
rules-summary-spades-double = raddoppia la mano
rules-reshuffle-every = ogni volta
rules-reshuffle-once = una volta
rules-reshuffle-times =
    { $count ->
        [one] fino a { $count } volta
       *[other] fino a { $count } volte
    }
rules-reshuffle-when-empty = { $often }, quando il tallone è vuoto
rules-reshuffle-when-two = { $often }, quando restano due carte

## Le immagini delle carte

rules-group-set =
    { $count ->
        [4] Poker: { $cards }
       *[other] Tris: { $cards }
    }
rules-group-run = Scala: { $cards }
rules-group-deadwood =
    { $points ->
        [one] Carte morte, { $points } punto: { $cards }
       *[other] Carte morte, { $points } punti: { $cards }
    }
rules-group-bad = Non è una combinazione: { $cards }
rules-card-laid-off = { $card }, attaccata
rules-card-back = carta coperta
rules-backs =
    { $count ->
        [one] { $count } carta coperta
       *[other] { $count } carte coperte
    }
rules-note-laid-off = attaccate
rules-note-deadwood = punti morti { $points }
rules-note-stock = tallone: { $count }
rules-note-upcard = carta scoperta
rules-note-your-cards = le tue carte (alcune)
rules-note-set = tris
rules-note-run = scala
rules-note-not-run = non è una scala
rules-note-two-sevens = due sette
rules-note-ten-double = { $points }, doppio
rules-note-gin-only = solo gin

## Parole dentro le frasi

rules-link-melds = combinazioni
rules-link-deadwood = carte morte
rules-link-knocks = bussa
# loan: «gin» si dice così ai tavoli (GLOSSARY.md)
rules-link-gin = gin
rules-link-upcard = carta scoperta
rules-link-undercut = ti fa sottotaglio
rules-word-stock = tallone
rules-word-draw = pesca
rules-word-discard = scarta
rules-word-void = nulla
rules-word-set = tris
rules-word-run = scala
rules-word-deadwood-count = conto dei punti morti
# loan: «gin» si dice così ai tavoli (GLOSSARY.md)
rules-word-gin = gin
# loan: «big gin» si dice così (GLOSSARY.md)
rules-word-big-gin = big gin
rules-word-lay-off = attaccare
rules-word-undercut = sottotaglio

## Lo scopo

rules-goal-intro = Il gin rummy è un gioco di carte per due. Cerchi di sistemare le tue dieci carte in { $melds } (tris o poker dello stesso valore, scale dello stesso seme) in modo che le carte che avanzano, le tue { $deadwood }, valgano il meno possibile.
rules-goal-end =
    { $count ->
        [one] Una mano finisce quando un giocatore { $knocks } (cala il suo gioco con pochi punti morti) o fa { $gin } (nessun punto morto). La mano migliore segna dei punti, e il primo giocatore che arriva a { $target } punto vince la partita.
       *[other] Una mano finisce quando un giocatore { $knocks } (cala il suo gioco con pochi punti morti) o fa { $gin } (nessun punto morto). La mano migliore segna dei punti, e il primo giocatore che arriva a { $target } punti vince la partita.
    }
rules-goal-end-one-hand =
    { $count ->
        [one] Una mano finisce quando un giocatore { $knocks } (cala il suo gioco con pochi punti morti) o fa { $gin } (nessun punto morto). La mano migliore segna dei punti, e con queste regole la prima mano che segna chiude la partita ({ $target } punto per vincere).
       *[other] Una mano finisce quando un giocatore { $knocks } (cala il suo gioco con pochi punti morti) o fa { $gin } (nessun punto morto). La mano migliore segna dei punti, e con queste regole la prima mano che segna chiude la partita ({ $target } punti per vincere).
    }
rules-goal-caption = Due combinazioni e quattro carte sciolte: { $sum } punti morti.

## La distribuzione

rules-deal-pack = Un normale mazzo di 52 carte, senza jolly. Il mazziere dà dieci carte a ciascun giocatore, una alla volta, coperte.
rules-deal-upcard = La carta successiva viene girata scoperta: è la { $upcard }, la prima carta della pila degli scarti. Le altre { $count } carte restano coperte in una pila: il { $stock }.
rules-deal-first-random = Chi dà le carte nella prima mano si decide a sorte
rules-deal-first-opener = La prima mano la distribuisce il giocatore che ha aperto il tavolo
rules-deal-first-second = La prima mano la distribuisce il secondo giocatore
rules-deal-rotation-alternate = poi i giocatori distribuiscono a turno
rules-deal-rotation-loser = poi chi perde una mano distribuisce la successiva
rules-deal-rotation-winner = poi chi vince una mano distribuisce la successiva
rules-deal-rotation-other = poi la distribuzione passa all'altro
rules-deal-order = { $first }; { $rotation }. Dopo una mano in cui nessuno segna, distribuisce di nuovo lo stesso giocatore.
rules-deal-caption = Il tallone (coperto) e accanto la carta scoperta.

## La carta scoperta

rules-upcard-offer-dealer-plays = Il primo turno è speciale. Il giocatore che non ha distribuito può prendere la carta scoperta o passare. Se passa, gioca per primo il mazziere: prende la carta scoperta o pesca dal tallone, e il gioco prosegue a turno.
rules-upcard-offer = Il primo turno è speciale. Il giocatore che non ha distribuito può prendere la carta scoperta o passare. Se passa, il mazziere può prenderla o passare. Se passano entrambi, comincia chi non ha distribuito pescando dal tallone. Chi prende la carta scoperta poi scarta una carta, e il gioco prosegue a turno.
rules-upcard-no-offer = Con queste regole la carta scoperta non viene offerta: chi non ha distribuito comincia con un turno normale.
rules-upcard-advice = Prendila quando forma una combinazione, o quasi, con le tue carte. Ricorda che l'avversario vede quale carta hai preso.
rules-upcard-sets-limit = { $rule } il suo valore, 10 per un dieci o una figura. Un asso vuol dire che questa mano può finire solo con il gin.
rules-upcard-sets-limit-rule = Con queste regole la carta scoperta fissa anche il limite per bussare della mano:
rules-upcard-spades = Se la carta scoperta è di picche, i punti della mano valgono doppio.
rules-upcard-caption = La carta scoperta { $upcard } unisce il tuo { $cards } in una scala: vale la pena prenderla.

## Un turno

rules-turn-parts = Ogni turno ha due parti. Prima { $draw } una carta: quella in cima al tallone (nessuno l'ha vista) o quella in cima agli scarti (la carta che l'avversario ha appena buttato). Poi { $discard } una carta scoperta sulla pila degli scarti. Dopo il tuo turno hai di nuovo dieci carte.
rules-turn-throw-back = Con queste regole puoi perfino ributtare la carta che hai appena preso dagli scarti.
rules-turn-no-throw-back = Una carta presa dagli scarti non può tornarci subito nello stesso turno.
rules-turn-pile = Si può prendere solo la carta in cima agli scarti; quelle sotto sono fuori gioco, ma entrambi i giocatori possono guardarle. Al tavolo, il numero sotto ciascuna delle tue carte è il conto dei punti morti che ti resta se la scarti.
rules-turn-caption = Hai pescato { $drawn }, che si unisce alla tua scala. Scarta { $discard }, la tua carta sciolta più alta: ti restano { $sum } punti morti.

## Quando il tallone finisce

rules-stock-reshuffle = Quando il tallone finisce, la pila degli scarti, tranne la carta in cima, viene mescolata con ciò che resta del tallone per formare un nuovo tallone: { $when }. La volta dopo la mano finisce senza punteggio (mano nulla).
rules-stock-void = Le ultime due carte del tallone non si pescano mai. Quando il giocatore che ha pescato la carta prima di loro scarta senza bussare, la mano finisce senza punti per nessuno: la mano è { $void }.
rules-stock-upcard-knock = Con queste regole, quando nel tallone restano due carte, il giocatore di turno può prendere la carta scoperta solo per bussare; altrimenti la mano è nulla.
rules-stock-max-draws =
    { $count ->
        [one] Una mano è nulla anche dopo che { $count } carta è stata presa dagli scarti.
       *[other] Una mano è nulla anche dopo che { $count } carte sono state prese dagli scarti.
    }
rules-stock-repeated-upcard = È nulla anche quando entrambi i giocatori, uno dopo l'altro, prendono la carta scoperta e la ributtano subito.
rules-stock-redeal = Dopo una mano nulla distribuisce di nuovo lo stesso mazziere.
rules-stock-caption = Le ultime due carte del tallone restano dove sono.

## Combinazioni

rules-meld-kinds = Una combinazione è un tris o una scala. Un { $set } sono tre carte dello stesso valore (un poker, quattro): tre re, quattro sette. Una { $run } sono tre o più carte in fila dello stesso seme: { $run1 }, oppure { $run2 }.
rules-meld-ace = L'asso è sempre basso: { $low } dello stesso seme è una scala, { $high } no. Una carta può stare in una sola combinazione alla volta.
rules-meld-keep = Tieni le tue combinazioni in mano finché la mano non finisce; il tavolo sistema le tue carte nelle combinazioni migliori per te.
rules-meld-caption-kinds = Un tris, una scala, una scala dall'asso, e una che non è una scala: l'asso non segue il re.
rules-meld-caption-one-meld = Il { $card } conta nella scala o nel tris di sette, non in entrambi.

## Punti morti

rules-deadwood-count = Ogni carta che non è in una combinazione è una carta morta. Il tuo { $count } è la somma dei loro valori: l'asso vale 1, le carte dal 2 al 10 il loro numero, fante, donna e re 10 ciascuno.
rules-deadwood-values-caption = Quanto vale ogni carta.
rules-deadwood-lower = Più basso è il tuo conto, meglio è: decide quando puoi bussare, e quando la mano finisce è ciò che conta contro di te.
rules-deadwood-caption = Questa mano ha { $sum } punti morti.

## Bussare

rules-knock-intro = Dopo aver pescato, invece di uno scarto normale puoi bussare: la carta che scarti va coperta, e cali le tue carte sul tavolo, combinazioni e carte morte separate. La mano finisce lì.
rules-knock-upcard-limit = Puoi bussare quando il tuo conto dei punti morti dopo lo scarto non supera il limite della mano. { $rule } è il valore della prima carta scoperta (10 per un dieci o una figura), e un asso scoperto vuol dire solo gin. Il tavolo mostra il limite della mano accanto alle pile.
rules-knock-upcard-limit-rule = Con queste regole il limite cambia a ogni mano:
rules-knock-caption-upcard = Con 9 punti morti puoi bussare se la prima carta scoperta era un 9, un 10 o una figura.
rules-knock-gin-only = Con queste regole il limite per bussare è { $limit }: non si bussa con punti morti, e l'unico modo di chiudere una mano è il { $gin }.
rules-knock-caption-gin-only = Con 9 punti morti qui non puoi bussare: continua a giocare per il gin.
rules-knock-limit = Puoi bussare quando il tuo conto dei punti morti dopo lo scarto è { $limit } o meno: il limite per bussare.
rules-knock-caption-may = Con 9 punti morti puoi bussare (il limite è { $limit }).
rules-knock-caption-may-not = Con 9 punti morti non puoi ancora bussare: il limite è { $limit }.
rules-knock-any-turn =
    { $must ->
        [yes] Puoi bussare in qualsiasi turno, compreso il primo, ma non sei mai obbligato (tranne che con il gin devi fare gin).
       *[no] Puoi bussare in qualsiasi turno, compreso il primo, ma non sei mai obbligato.
    }
rules-knock-any-turn-gin =
    { $must ->
        [yes] Puoi fare gin in qualsiasi turno, compreso il primo, ma non sei mai obbligato (tranne che con il gin devi fare gin).
       *[no] Puoi fare gin in qualsiasi turno, compreso il primo, ma non sei mai obbligato.
    }
rules-knock-early = Bussare presto con qualche punto morto spesso conviene; ma se l'avversario finisce con altrettanto poco, { $undercut }.

## Gin

rules-gin-what = Bussare senza nessun punto morto, con ogni carta in una combinazione dopo lo scarto, è fare { $gin }.
rules-gin-scores =
    { $count ->
        [one] Il gin vale il bonus gin, { $bonus } punto, più tutto il conto dei punti morti dell'avversario. Dopo un gin l'avversario non può attaccare nessuna carta, e a un gin non si può fare sottotaglio.
       *[other] Il gin vale il bonus gin, { $bonus } punti, più tutto il conto dei punti morti dell'avversario. Dopo un gin l'avversario non può attaccare nessuna carta, e a un gin non si può fare sottotaglio.
    }
rules-gin-caption = Gin. Contro { $loser } punti morti vale { $bonus } + { $loser } = { $total }.

## Big gin

rules-big-gin-off = Con queste regole il big gin { $off }: con undici carte in combinazione dopo aver pescato scarti comunque una carta e fai gin come al solito.
rules-big-gin-off-words = non si gioca
rules-big-gin-off-caption = Undici carte in combinazione: qui scarti uno dei 3 e fai gin.
rules-big-gin-what = Se la carta che peschi mette tutte e undici le tue carte in combinazione, puoi calarle tutte senza scartare: è il { $big }.
rules-big-gin-scores =
    { $count ->
        [one] Il big gin vale { $bonus } punto più i punti morti dell'avversario; come dopo un gin, non si può attaccare niente.
       *[other] Il big gin vale { $bonus } punti più i punti morti dell'avversario; come dopo un gin, non si può attaccare niente.
    }
rules-big-gin-caption = Big gin: { $bonus } + { $loser } = { $total } contro { $loser } punti morti.

## Attaccare

rules-layoff-what = Quando un giocatore bussa, l'altro (il difensore) cala anche lui le sue combinazioni, poi può { $layoff } carte morte alle combinazioni di chi ha bussato: una quarta carta a un tris, o carte che allungano una scala da una delle due parti (una scala { $run } accetta il { $next } e poi il { $after }). Le carte attaccate non contano più come punti morti.
rules-layoff-never =
    { $big ->
        [yes] Chi bussa non attacca mai alle combinazioni del difensore. Nessuno attacca dopo un gin o un big gin.
       *[no] Chi bussa non attacca mai alle combinazioni del difensore. Nessuno attacca dopo un gin.
    }
rules-layoff-gin-only = Con queste regole ogni mano finisce con un gin, quindi non si attacca mai.
rules-layoff-caption = Ann ha bussato con queste combinazioni. Bob ha attaccato il { $first } ai suoi re e il { $second } alla sua scala (evidenziate).

## Il sottotaglio

rules-undercut-what =
    { $tie ->
        [yes] { $count ->
            [one] Dopo le carte attaccate si confrontano i due conti dei punti morti. Se quello del difensore è più basso di quello di chi ha bussato, o uguale, il difensore vince la mano: è un { $undercut }. Il difensore segna il bonus sottotaglio, { $bonus } punto, più la differenza.
           *[other] Dopo le carte attaccate si confrontano i due conti dei punti morti. Se quello del difensore è più basso di quello di chi ha bussato, o uguale, il difensore vince la mano: è un { $undercut }. Il difensore segna il bonus sottotaglio, { $bonus } punti, più la differenza.
        }
       *[no] { $count ->
            [one] Dopo le carte attaccate si confrontano i due conti dei punti morti. Se quello del difensore è più basso di quello di chi ha bussato, il difensore vince la mano: è un { $undercut }. Il difensore segna il bonus sottotaglio, { $bonus } punto, più la differenza.
           *[other] Dopo le carte attaccate si confrontano i due conti dei punti morti. Se quello del difensore è più basso di quello di chi ha bussato, il difensore vince la mano: è un { $undercut }. Il difensore segna il bonus sottotaglio, { $bonus } punti, più la differenza.
        }
    }
rules-undercut-equal = Se i conti sono uguali, nessuno segna la mano.
rules-undercut-gin-only = Con queste regole ogni bussata è un gin, quindi il sottotaglio non può capitare; ecco come funziona altrove.
rules-undercut-not-here = Con queste regole Ann non potrebbe bussare con { $knocker } (il limite è { $limit }); l'esempio mostra l'idea.
rules-undercut-caption = Ann ha bussato con { $knocker }. Bob ha attaccato il { $first } e il { $second } e ha tenuto { $sum }: le fa sottotaglio e segna { $bonus } + ({ $knocker } − { $defender }) = { $total }.
rules-hand-ann-knocks = Ann bussa
rules-hand-bob-defender = Bob, il difensore

## Il punteggio di una mano

rules-scoring-intro = Segna solo chi vince la mano. Sia B il conto dei punti morti di chi bussa e D quello del difensore dopo le carte attaccate.
rules-scoring-knock = Una bussata con D maggiore di B: chi bussa segna D − B.
rules-scoring-gin = Gin: chi bussa segna { $bonus } + D.
rules-scoring-big-gin-off = Big gin: non si gioca con queste regole.
rules-scoring-big-gin = Big gin: chi bussa segna { $bonus } + D.
rules-scoring-undercut =
    { $tie ->
        [yes] Un sottotaglio (D non maggiore di B): il difensore segna { $bonus } + B − D.
       *[no] Un sottotaglio (D minore di B): il difensore segna { $bonus } + B − D.
    }
rules-scoring-tie = D uguale a B: nessuno segna.
rules-scoring-spades = Una mano la cui prima carta scoperta era di picche vale doppio.
rules-scoring-void = Una mano nulla non vale niente.
rules-scoring-caption = Ann ha bussato con { $knocker }; dopo aver attaccato, Bob ha tenuto { $defender }. Ann segna { $defender } − { $knocker } = { $score }.
rules-hand-ann-deadwood = Carte morte di Ann
rules-hand-bob-deadwood = Carte morte di Bob

## Vincere la partita

rules-game-target =
    { $count ->
        [one] I punti di ogni mano vanno a chi la vince. Il primo giocatore che arriva a { $target } punto vince la partita.
       *[other] I punti di ogni mano vanno a chi la vince. Il primo giocatore che arriva a { $target } punti vince la partita.
    }
rules-game-bonuses = Poi si aggiungono i bonus: il vincitore riceve il bonus partita, { $bonus }; ogni giocatore riceve { $box } per ogni mano vinta (il bonus casella, o di linea).
rules-game-no-bonus = Con queste regole non si aggiungono bonus (bonus partita 0, casella 0): i punti sono il risultato.
rules-game-shutout-double = Se il perdente non ha vinto nessuna mano (cappotto), i punti e il bonus partita del vincitore raddoppiano prima di aggiungere le caselle.
rules-game-shutout-bonus = Se il perdente non ha vinto nessuna mano (cappotto), il vincitore riceve un secondo bonus partita.
rules-game-shutout-none = Con queste regole il cappotto (il perdente non ha vinto nessuna mano) non dà niente in più.
rules-game-result = Il risultato del vincitore è la differenza tra i due totali.
rules-game-hollywood = Hollywood: tre partite così si tengono su uno stesso foglio segnapunti e si giocano con le stesse mani. Una mano vinta conta in ogni partita ancora aperta in cui il vincitore ha già segnato, e nella prima partita aperta in cui non ha ancora segnato (così la tua prima vittoria conta nella partita 1, la seconda nelle partite 1 e 2, la terza in tutte e tre). Una partita finisce quando qualcuno vi raggiunge l'obiettivo, con i suoi bonus; l'incontro finisce quando sono finite tutte e tre, e si sommano i totali delle tre partite.
rules-game-caption = Ann fa gin contro { $loser } punti morti: { $bonus } + { $loser } = { $gain }, passa da { $before } a { $after } punti, e la partita è sua.
# loan: un nome
rules-name-ann = Ann
# loan: un nome
rules-name-bob = Bob
rules-totals-line = Riga
rules-totals-hands-won = Mani vinte
rules-totals-points = Punti
rules-totals-game-bonus = Bonus partita
rules-totals-boxes = Caselle
rules-totals-shutout = Cappotto
rules-totals-total = Totale
rules-game-wins-by =
    { $net ->
        [one] Ann vince la partita di { $net } punto.
       *[other] Ann vince la partita di { $net } punti.
    }
rules-game-shutout-example = Se Bob non avesse vinto nessuna mano (cappotto), il totale di Ann sarebbe { $total } e vincerebbe di { $net }.

## Altre regole (varianti)

rules-variants-intro = Il gin rummy si gioca con piccole differenze da un tavolo all'altro. Questo sito offre questi insiemi di regole:
# loan: solo segnaposto, si scrive uguale in italiano
rules-variants-item = { $preset }: { $about }
rules-preset-about-standard = Le regole comuni dei manuali e delle grandi app di gin.
rules-preset-about-oklahoma = La prima carta scoperta fissa il limite per bussare di ogni mano, e la partita va a 150.
rules-preset-about-oklahoma-spades = Oklahoma con una regola della casa: una carta scoperta di picche raddoppia la mano.
rules-preset-about-straight = Non si bussa con punti morti: una mano finisce solo con il gin.
rules-preset-about-hollywood = Tre partite su uno stesso foglio segnapunti, giocate con le stesse mani: la tua prima mano vinta conta nella partita 1, la seconda nelle partite 1 e 2, la terza e le successive in ogni partita ancora aperta. Ogni partita finisce al suo obiettivo con i suoi bonus; l'incontro finisce quando sono finite tutte e tre.
rules-preset-about-eaai = Le regole della gara di gin rummy EAAI per programmi: niente big gin, e nessun bonus partita, casella o cappotto.
rules-preset-about-openspiel = Il gin rummy di OpenSpiel (ricerca sull'IA): una sola mano è la partita, una carta presa si può ributtare subito, conti uguali non valgono niente, niente big gin.
rules-preset-about-other = sceglile sopra per vederne i numeri.
rules-variants-options = Ogni opzione si può anche cambiare per un solo tavolo, in «Altre opzioni» nella pagina iniziale.
rules-variants-caption = Oklahoma: la prima carta scoperta fissa il limite per bussare. { $seven }: bussare con 7 o meno; { $king }: 10 (e con picche doppie, la mano vale doppio); { $ace }: solo gin.
