# Il tavolo da gioco (/room/<id>): room.html e i suoi script. Il registro, le mosse e i
# risultati delle mani riprendono play.ftl quando dice la stessa cosa.
# $name è il nome di un giocatore, $card una carta in notazione (7♥): così come sono.

## La pagina (room.html)
table-page-title = Tavolo di Gin Rummy
table-skip = Vai alle tue carte
table-home =
    .aria-label = Gin Rummy: pagina iniziale
# loan: il nome del gioco, uguale in italiano
table-home-text = Gin Rummy
table-scoreboard =
    .aria-label = Punteggio
table-you = Tu
table-opponent-name = Avversario
table-connecting = Connessione…
table-connected = Connesso
table-reconnecting = Riconnessione…
table-connection-lost = Connessione persa. Riconnessione…
table-not-connected = Non connesso
table-moves-button = Mosse
# loan: «chat» si usa così in italiano
table-chat-button = Chat
table-sheet-button =
    .aria-label = Segnapunti
table-sheet-short = Punti
table-rules-button = Regole
    .aria-label = Regole (si aprono in una nuova scheda)
table-help-button =
    .aria-label = Tasti e aiuto
table-settings = Impostazioni
table-no-seat-title = Non hai un posto a questo tavolo
table-start-own = Inizia una partita tua
table-watch-game = Guarda questa partita
table-opponent-cards =
    .aria-label = Carte dell'avversario
table-known-cards = Carte note:
table-middle =
    .aria-label = Tallone e pila degli scarti
table-pile-title = Pila degli scarti
table-waiting-friend = In attesa del tuo amico
table-waiting-friend-text = Invia questo link; la partita inizia quando il tuo amico lo apre.
table-waiting-opponent = In attesa di un avversario
table-waiting-public-text = Il tuo tavolo è elencato nella sala; puoi anche inviare questo link.
table-invite-link =
    .aria-label = Link d'invito
table-copy = Copia
table-copied = Copiato.
table-copy-failed = Seleziona il link e copialo.
table-shuffling = Mescolata: ogni giocatore aggiunge un proprio seme…
table-count-lines = Il conteggio, riga per riga
table-your-move =
    .aria-label = La tua mossa
table-take-back = Annulla
table-take-back-note = questa partita non sarà più valutata
table-your-hand-title = La tua mano
# loan: solo il nome, tra parentesi
table-your-hand-named = ({ $name })
table-deadwood-word = Punti morti
table-your-cards =
    .aria-label = Le tue carte
table-this-hand = Questa mano
# loan: «chat» si usa così in italiano
table-chat-title = Chat
table-mute = Silenzia
table-unmute = Mostra
table-mute-what = Nascondi i messaggi dell'altro giocatore
table-chat-messages =
    .aria-label = Messaggi della chat
table-chat-empty = Ancora nessun messaggio.
table-chat-phrases =
    .aria-label = Frasi rapide
table-chat-label = Messaggio al tuo avversario
table-chat-input =
    .placeholder = Messaggio
table-send = Invia
table-pile-help = Dal basso in alto; l'ultima carta è quella in cima (la carta scoperta).
table-close = Chiudi
table-resign-button = Abbandona questa partita
table-resign = Abbandona
table-keep-playing = Continua a giocare
table-keys-title = Tasti
table-key-arrows = spostarti tra le tue carte
table-key-enter-before = scartare la carta selezionata (o bussare con essa, dopo
# loan: una parentesi chiusa
table-key-enter-after = )
table-key-d = pescare dal tallone
table-key-t = prendere la carta scoperta
table-key-p = passare (prima carta scoperta)
table-key-k = bussare: poi scegli la carta da scartare
table-key-g = fare gin
table-key-h = suggerimento (contro il computer)
table-key-n = mano successiva, o rivincita a fine partita
table-key-r-before = rivedere le tue decisioni nella mano appena finita (poi
table-key-r-after = per scorrerle)
table-key-v = sfogliare la pila degli scarti
table-key-s = segnapunti
table-key-c = chat (una partita tra due persone)
table-key-alt = spostare la carta selezionata nella tua mano
table-key-z = annullare il tuo scarto (contro il computer, finché non muove)
table-key-esc = annullare una bussata, chiudere una finestra
table-key-space = Spazio
table-help-text =
    Fai clic su una carta per scartarla, o trascinala sulla pila degli scarti. Il numero
    sotto una carta sono i tuoi punti morti se la scarti. Le tue carte si ordinano da sole
    in combinazioni; le carte sciolte a destra sono le tue carte morte.
table-fair-title = Come è stata distribuita questa mano

## I nomi
table-computer =
    { $level ->
        [easy] Computer (facile)
        [medium] Computer (medio)
        [hard] Computer (difficile)
        [apprentice] Computer (apprendista)
        [master] Computer (maestro)
       *[other] Computer
    }
# loan: «computer» si dice così in italiano
table-computer-short = Computer
table-your-opponent = Il tuo avversario
table-player = Giocatore { $number }
table-you-named = Tu ({ $name })

## Il punteggio e le pile
table-watching =
    { $count ->
        [one] { $count } spettatore
       *[other] { $count } spettatori
    }
table-meta-target = a { $target }
table-meta-final = punteggio finale
table-meta-hand = mano { $number }
table-meta-game = partita { $number }
table-meta-rated = valutata
table-score-label = Punteggio: tu { $mine }, { $name } { $theirs }
table-score-label-target = Punteggio: tu { $mine }, { $name } { $theirs }, si gioca a { $target }
table-tab-title = { $mine }:{ $theirs } Gin Rummy contro { $name }
# loan: «computer» si dice così in italiano
table-status-computer = (computer)
table-status-seat-free = (posto libero)
table-status-disconnected = (disconnesso)
table-holds =
    { $count ->
        [one] { $name } ha { $count } carta
       *[other] { $name } ha { $count } carte
    }
table-holds-known =
    { $count ->
        [one] { $name } ha { $count } carta, nota: { $cards }
       *[other] { $name } ha { $count } carte, note: { $cards }
    }
table-holds-none = { $name } non ha più carte
table-card-name = { card-name }
table-card-known = { $card } (nota)
table-face-down = carta coperta
table-stock-caption = Tallone: { $count }
table-stock-label =
    { $count ->
        [one] Tallone, { $count } carta
       *[other] Tallone, { $count } carte
    }
table-stock-draw = { $stock }. Pesca dal tallone{ $key }
table-discard-top = Pila degli scarti, in cima { $card }
table-discard-take = { $pile }. Prendi { $card }{ $key }
table-discard-empty = Pila degli scarti, vuota
table-pile-caption = Scarti: { $count }
table-pile-inspect =
    { $count ->
        [one] Sfoglia la pila degli scarti, { $count } carta (v)
       *[other] Sfoglia la pila degli scarti, { $count } carte (v)
    }
table-gin-only = Solo gin in questa mano
table-knock-limit = Bussare con { $limit } o meno
table-doubled = Carta scoperta di picche: questa mano vale doppio
table-you-dealt = Hai distribuito tu
table-dealt = Ha distribuito { $name }
table-pile-is-empty = La pila è vuota.
table-pile-card-top = { $place }: { $card } (in cima)
# loan: solo il numero e la carta
table-pile-card = { $place }: { $card }
table-pile-squared-up =
    { $count ->
        [one] La pila è pareggiata: nessuno può guardare la { $count } carta sotto quella in cima.
       *[other] La pila è pareggiata: nessuno può guardare le { $count } carte sotto quella in cima.
    }

## La mano
table-group-set = Tris o poker di { $count }: { $cards }
table-group-run = Scala: { $cards }
table-group-deadwood = Carte morte, { $count } punti
table-row-suit = Le tue carte per seme
table-row-rank = Le tue carte per valore
table-row-custom = Le tue carte nel tuo ordine
table-card-moved = { $card } spostata al posto { $place } di { $count }.
table-card-discard = scartala
table-card-knock = bussa con questa carta
table-card-leaves = lascia { $count } punti morti
table-card-taken = appena presa, non si può scartare ora
table-hand-label =
    { $count ->
        [one] Le tue carte: { $count } carta, punti morti { $deadwood }
       *[other] Le tue carte: { $count } carte, punti morti { $deadwood }
    }
table-unknown = sconosciuto

## Cosa fare ora
table-prompt-waiting-public = In attesa che qualcuno si unisca dalla sala.
table-prompt-waiting-friend = In attesa che il tuo amico apra il link d'invito.
table-prompt-offline = La connessione al server è persa; riconnessione… Non si perde nulla: potrai muovere appena torna.
table-prompt-bot-playing = { $name } sta giocando…
table-prompt-their-turn = Tocca a { $name }.
table-prompt-sending = Invio della tua mossa…
table-prompt-your-turn = Tocca a te.
table-prompt-offer = Tocca a te: prendi la carta scoperta { $card }{ $take }, o passa{ $pass }.
table-prompt-draw-or-take = Tocca a te: pesca dal tallone{ $draw } o prendi { $card }{ $take }.
table-prompt-draw = Tocca a te: pesca dal tallone{ $draw }.
table-prompt-knock-click = Bussare: fai clic sulla carta sollevata da posare coperta (il suo numero: i tuoi punti morti) (Esc per annullare).
table-prompt-knock-tap = Bussare: tocca la carta sollevata da posare coperta (il suo numero: i tuoi punti morti).
table-prompt-discard-click = Scarta una carta: fai clic su di essa, o trascinala sulla pila degli scarti.
table-prompt-discard-tap = Scarta una carta: toccala, o trascinala sulla pila degli scarti.
table-prompt-can-gin = { $prompt } Puoi fare gin!
table-prompt-can-knock = { $prompt } Puoi bussare.
table-wait-for = Aspetta che { $name } giochi.
table-first-draw = Prima pesca una carta: dal tallone{ $draw } o dalla pila degli scarti{ $take }.
table-drawn = Hai pescato: ora scarta una carta.
table-first-upcard = La prima carta è la carta scoperta: prendila{ $take } o passa{ $pass }.
table-cannot-knock = Non puoi bussare scartando { $card }.
table-just-took = Hai appena preso { $card }: scarta un'altra carta.
table-last-move = Ultima mossa: { $move }

## Le mosse (pulsanti)
table-draw = Pesca dal tallone
table-draw-short = Pesca
table-take = Prendi { $card }
table-take-upcard = Prendi la carta scoperta
table-pass = Passa
# loan: «big gin» è un prestito (glossario)
table-big-gin = Big gin!
table-gin = Gin! Scarta { $card }
table-gin-label = gin, scartando { $card }
table-knock = Bussa…
table-knock-then = poi scegli la carta da scartare coperta
table-knock-chip = Bussa scartando { $card }
table-knock-choice =
    .aria-label = Bussa scartando
table-knock-with = Bussa con:
table-cancel = Annulla
table-hint = Suggerimento
table-hint-rated = non in una partita valutata
table-rated-help = Nessun aiuto del motore in una partita valutata finché non finisce.
table-hint-thinking = Cerco un suggerimento…
table-knock-pick = Bussare: scegli la carta da scartare coperta.

## Il registro, letto ad alta voce, e i risultati
table-not-dealt = Non ancora distribuito: la distribuzione aspetta i semi di entrambi i giocatori.
table-dealt-now = Le carte sono distribuite.
table-event-gin-card =
    { $who ->
        [you] hai fatto gin
       *[other] { $name } ha fatto gin
    } scartando { $card }
table-event-gin =
    { $who ->
        [you] hai fatto gin
       *[other] { $name } ha fatto gin
    }
table-event-big-gin-card =
    { $who ->
        [you] hai fatto big gin
       *[other] { $name } ha fatto big gin
    } scartando { $card }
table-your-turn = Tocca a te.
table-hand-over = La mano è finita.
table-game-over = La partita è finita.
table-is-back = { $name } è tornato.
table-disconnected = { $name } si è disconnesso.
table-result-gin =
    { $who ->
        [you] hai fatto gin
       *[other] { $name } ha fatto gin
    }
table-result-big-gin =
    { $who ->
        [you] hai fatto big gin
       *[other] { $name } ha fatto big gin
    }
table-result-knock =
    { $who ->
        [you] hai bussato
       *[other] { $name } ha bussato
    }: { $k } contro { $d }
table-result-undercut =
    { $who ->
        [you] hai fatto sottotaglio a
       *[other] { $name } ha fatto sottotaglio a
    } { $knocker }: { $d } contro { $k }
table-result-tie =
    { $who ->
        [you] hai bussato
       *[other] { $name } ha bussato
    }: { $k } contro { $d }, pareggio
table-result-nobody = { $result }; nessuno segna
table-result-scores =
    { $result }; { $who ->
        [you] segni
       *[other] { $name } segna
    } { $points }
table-result-void = mano nulla
table-result-void-reason = mano nulla ({ $reason })
table-nobody-scores = Nessuno segna in questa mano.

## La chiusura
table-went-gin = ha fatto gin
table-knocked = ha bussato
table-no-melds = Nessuna combinazione
table-no-deadwood = Nessuna carta morta
table-deadwood-count = Punti morti: { $count }
table-laid-off-card = { $card }, attaccata
table-laid-off =
    { $who ->
        [you] Hai attaccato
       *[other] { $name } ha attaccato
    } { $layoffs }.
table-layoff-on = { $card } su { $meld }
table-next-hand = Mano successiva
table-rematch = Rivincita
table-accept-rematch = Accetta la rivincita
table-decline = Rifiuta
table-back-tournament = Torna al torneo
table-challenge = Sfida { $name }
table-new-game = Nuova partita
table-replay = Rivedi questa partita
table-waiting-ready = In attesa che { $name } sia pronto…
table-declined-rematch = { $name } ha rifiutato la rivincita.
table-left-no-rematch = { $name } ha lasciato il tavolo: niente rivincita.
table-left = { $name } ha lasciato il tavolo.
table-you-declined = Hai rifiutato la rivincita.
table-wants-rematch = { $name } vuole la rivincita.
table-waiting-answer = In attesa che { $name } risponda alla tua proposta di rivincita…

## Il segnapunti
table-sheet-hand = Mano { $number }
table-sheet-hand-head = Mano
table-sheet-none = Nessuna mano è stata ancora segnata.
table-sheet-target = Si gioca a { $target }
table-sheet-total = Totale
table-game-over-title = Partita finita
table-hands-won = Mani vinte
table-score-when-resigned = Punteggio all'abbandono
table-score-when-claimed = Punteggio alla richiesta
table-over-resigned =
    { $who ->
        [you] Hai abbandonato
       *[other] { $name } ha abbandonato
    }: { $winner-who ->
        [you] vinci
       *[other] { $winner } vince
    } la partita.
table-over-claimed =
    { $winner-who ->
        [you] Vinci
       *[other] { $winner } vince
    }: { $who ->
        [you] sei uscito
       *[other] { $name } è uscito
    } e la partita è stata richiesta.
table-over-aborted-resigned = Partita annullata: { $name } ha abbandonato prima che entrambi i giocatori avessero mosso. Non conta: nessun risultato, nessuna variazione di classifica.
table-over-aborted-left = Partita annullata: { $name } è uscito prima che entrambi i giocatori avessero mosso. Non conta: nessun risultato, nessuna variazione di classifica.

## Online: la chat, l'orologio, l'abbandono, la richiesta, la mano successiva da sola
table-chat-new = Chat, { $count } nuovi
table-chat-muted = Silenziato: i messaggi dell'altro giocatore sono nascosti.
table-chat-says = { $name } dice: { $text }
table-chat-not-sent = Non inviato: «{ $text }». { $reason }
table-chat-too-long = Un messaggio è lungo al massimo { $max } caratteri.
table-chat-offline = Non connesso: il messaggio non è stato inviato.
table-chat-too-fast = Stai inviando messaggi troppo in fretta: aspetta un attimo.
table-clock-yours = Il tuo orologio
table-clock-theirs = Orologio di { $name }
table-clock-timeouts =
    { $count ->
        [one] { $count } tempo scaduto
       *[other] { $count } tempi scaduti
    }
table-clock-label =
    { $who }: { $left ->
        [one] { $left } secondo
       *[other] { $left } secondi
    } per la mossa, { $bank ->
        [one] { $bank } secondo
       *[other] { $bank } secondi
    } di riserva
table-clock-running = { $label }, in corso
table-clock-with-timeouts = { $label }; { $timeouts }
table-clock-warning = Restano 10 secondi per muovere.
table-resign-rated = Il tuo avversario vince subito la partita, e conta come una sconfitta nella tua classifica (prima che abbiate mosso entrambi, invece, viene annullata e non conta).
table-resign-unrated = Il tuo avversario vince subito la partita.
table-claim = Richiedi la partita
table-claim-now = { $name } è uscito. Puoi richiedere la partita ora (la vinci).
table-claim-in = { $name } è uscito. Potrai richiedere la partita tra { $time }.
table-claim-in-moved = { $name } è uscito. Potrai richiedere la partita tra { $time }, dopo aver mosso.
table-claim-move-first = { $name } è uscito. Fai la tua mossa; poi potrai richiedere la partita.
table-claim-may = { $name } è uscito: puoi richiedere la partita ora.
table-is-disconnected = { $name } è disconnesso.
table-next-in = Mano successiva tra { $seconds }…
table-stay = Resta

## Quando il tavolo non si può mostrare
table-gone-title = Questa partita non esiste più
table-gone = È stata rimossa dal server.
table-bad-key = La chiave di questo browser per il suo posto in questa partita non è più valida.
table-no-game-title = Nessuna partita qui
table-no-game = Questa pagina ha bisogno dell'identificativo di una partita nel suo indirizzo.
table-full-title = Questo tavolo è pieno
table-full-people = Entrambi i posti sono occupati, e questo browser non ne ha nessuno. Se i giocatori hanno reso pubblica la partita, puoi guardarla.
table-full-computer = È la partita di qualcuno contro il computer, e questo browser non ha un posto in essa.
table-missing-title = Questa partita non esiste
table-missing = Non c'è nessuna partita a questo indirizzo.
table-cannot-open = Il tavolo non si è potuto aprire
table-something-wrong = Qualcosa è andato storto.

## I rifiuti del server, per codice
table-error-action-stale = Quella mossa era stata scelta su una schermata vecchia; il tavolo è stato aggiornato.
table-error-action-not_your_turn = Non è il tuo turno.
table-error-room-waiting = Aspetta che il tuo amico prenda l'altro posto.
table-error-hand-over = La mano è finita: inizia la successiva.
table-error-game-over = La partita è finita.
table-error-rate-limited = Troppi clic insieme; rallenta un po'.
table-error-hint-unavailable = I suggerimenti si danno solo contro il computer.
table-error-server-error = Il server ha avuto un problema; non è cambiato nulla. Riprova.
table-error-take_back-unavailable = Troppo tardi per annullare: il computer ha già mosso.

# The chat's quick phrases (one tap sends the phrase in the sender's words)
table-phrase-good-game = Bella partita
table-phrase-thanks = Grazie
table-phrase-good-luck = Buona fortuna
table-phrase-well-played = Ben giocato
table-phrase-oops = Ops
