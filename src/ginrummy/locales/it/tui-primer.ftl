# Il riassunto delle regole dietro ? nel gioco a schermo intero: le regole in gioco, ogni
# numero è quello di questa partita. Ogni messaggio è un paragrafo (a 72 colonne).

tui-primer-title = Le regole di questa partita ({ $rules }):
tui-primer-melds = Combinazioni: un tris o un poker sono 3 o 4 carte dello stesso valore ({ $set }); una scala sono 3 o più carte in sequenza dello stesso seme ({ $run }), l'asso solo in basso ({ $low }; mai Q K A). Le carte fuori combinazione sono carte morte: l'asso vale 1, le figure 10, le altre il loro numero.
tui-primer-turn = Tocca a te: prendi una carta (dal tallone, o quella in cima agli scarti), poi scartane una.
tui-primer-offer = La prima carta scoperta è offerta a chi non dà le carte; se passa, il mazziere gioca per primo: prende la carta scoperta o pesca dal tallone.
tui-primer-offer-dealer = La prima carta scoperta è offerta a chi non dà le carte, poi al mazziere; se passano entrambi, chi non dà pesca dal tallone.
tui-primer-keep-taken = Una carta presa dagli scarti non può essere riscartata nello stesso turno.
tui-primer-stock-end-knock = Con due carte rimaste nel tallone puoi prendere la carta scoperta solo per bussare con essa; altrimenti la mano è nulla.
tui-primer-stock-end-void = Con due carte rimaste nel tallone e nessuna bussata, la mano è nulla: nessuno segna.
tui-primer-reshuffle =
    La pila degli scarti, tranne la carta in cima, viene mescolata in un nuovo tallone { $often ->
        [always] ogni volta (fino a { $limit } volte)
        [once] una volta
       *[times] fino a { $limit } volte
    }, quando il tallone { $empty ->
        [true] è vuoto
       *[false] scende a due carte
    }; la volta dopo la mano è nulla.
tui-primer-spades = Una mano la cui prima carta scoperta è di picche vale doppio.
tui-primer-squared = La pila degli scarti è pareggiata: si vede solo la carta in cima, quindi ricorda cosa è stato scartato.
tui-primer-knock = Bussare: { $limit }. Chi bussa cala le sue combinazioni; l'avversario cala le sue e attacca alle tue quello che può; chi ha meno punti morti segna la differenza.
tui-primer-limit-upcard = il valore della prima carta scoperta fissa il limite per bussare di ogni mano (un asso: solo gin; una figura: 10)
tui-primer-limit-zero = il limite per bussare è 0: solo gin, non si bussa con punti morti
tui-primer-limit = puoi bussare quando i tuoi punti morti dopo lo scarto sono { $limit } o meno
tui-primer-undercut =
    Sottotaglio: quando i punti morti dell'avversario sono { $tie ->
        [true] minori o uguali a
       *[false] minori di
    } quelli di chi bussa, l'avversario segna la differenza più { $bonus }.
tui-primer-equal-nothing = A parità di punti morti nessuno segna.
tui-primer-gin = Gin: nessun punto morto vale { $bonus } più i punti morti dell'avversario, e al gin non si può attaccare nulla.
tui-primer-no-big-gin = Con queste regole il big gin non si gioca.
tui-primer-big-gin = Big gin: tutte le 11 carte in combinazione dopo aver pescato (senza scarto) valgono { $bonus } più i punti morti dell'avversario.
tui-primer-must-gin = Se hai gin, devi fare gin.
tui-primer-game =
    Partita: vince il primo che arriva a { $target ->
        [one] { $target } punto
       *[other] { $target } punti
    }.
tui-primer-hollywood =
    Hollywood: tre partite insieme, ciascuna a { $target ->
        [one] { $target } punto
       *[other] { $target } punti
    }. La tua prima mano vinta conta nella partita 1, la seconda nelle partite 1 e 2, la terza e le successive in ogni partita ancora aperta; ogni partita ha i suoi premi.
tui-primer-box = ogni mano vinta aggiunge una casella di { $bonus }
tui-primer-game-bonus = il vincitore aggiunge un premio partita di { $bonus }
tui-primer-shutout-double = un cappotto (il perdente non ha vinto nessuna mano) raddoppia il punteggio del vincitore
tui-primer-shutout-bonus = un cappotto (il perdente non ha vinto nessuna mano) aggiunge un altro premio partita
tui-primer-extras = Caselle e premi alla fine: { $extras }.
tui-primer-no-extras = Niente caselle né premi alla fine: i punti sono il punteggio.
