# La pagina degli spettatori (watch.html, watch.js): una partita pubblica vista da
# fuori dal tavolo.

watch-page-title = Guardare una partita di gin rummy
watch-title = Guardando { $name0 } { $score0 }:{ $score1 } { $name1 } – Gin rummy
watch-skip = Vai alle mosse
watch-home =
    .aria-label = Gin rummy: pagina iniziale
# loan: il nome del gioco, come nella schermata iniziale (setup-title)
watch-home-text = Gin rummy
watch-scoreboard =
    .aria-label = Punteggio
watch-score = Punteggio: { $name0 } { $score0 }, { $name1 } { $score1 }
watch-score-target = Punteggio: { $name0 } { $score0 }, { $name1 } { $score1 }, si gioca a { $target }
watch-tag = Spettatore
watch-sheet-button = Foglio segnapunti
watch-lobby = Sala
watch-connecting = Connessione...
watch-cards =
    .aria-label = Carte
watch-middle =
    .aria-label = Tallone e pila degli scarti
watch-stock-label =
    .aria-label = Tallone
watch-discard-label =
    .aria-label = Pila degli scarti
watch-pile-inspect = Pila degli scarti
watch-count-lines = Il conteggio, riga per riga
watch-log-title = Questa mano
watch-pile-title = Pila degli scarti
watch-pile-order = Dal fondo; l'ultima carta è quella in cima (la carta scoperta).
watch-sheet-title = Foglio segnapunti
watch-close = Chiudi
watch-back-to-lobby = Torna alla sala
# loan: « computer » è la parola italiana (setup-title)
watch-computer = (computer)
watch-disconnected = (disconnesso)
watch-stock =
    { $count ->
        [one] Tallone, { $count } carta
       *[other] Tallone, { $count } carte
    }
watch-discard-top = Pila degli scarti, in cima { $card }
watch-discard-empty = Pila degli scarti, vuota
watch-pile-button = Pila degli scarti: { $count }
watch-gin-only = Solo gin in questa mano
watch-knock-limit = Si bussa con { $limit } o meno
watch-doubled = Carta scoperta di picche: questa mano vale doppio
watch-dealt = Ha distribuito { $name }
watch-waiting = In attesa del secondo giocatore.
watch-last-move = Ultima mossa: { $move }
watch-last-move-to-play = Ultima mossa: { $move }. Tocca a { $name }.
watch-to-play = Tocca a { $name }.
watch-game-over = La partita è finita.
watch-hand-over = La mano è finita.
watch-next-hand = I giocatori guardano il conteggio; poi segue la mano successiva.
watch-not-public = Non si può guardare questa partita: non è pubblica, o non esiste.
watch-no-room = Questa pagina ha bisogno dell'identificativo di una partita nel suo indirizzo.
