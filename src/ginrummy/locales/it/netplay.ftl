# La partita online nel terminale (`ginrummy online`). Le parole tra apostrofi
# ('draw', 'next', 'quit') sono comandi da scrivere: restano in inglese.
# $name è il nome di un giocatore come l'ha scritto.

## L'aiuto ('help' al tavolo)
netplay-help =
    Comandi:
      draw (d), take (t), pass (p)   pescare dal tallone, prendere la carta scoperta, passare
      7H o 'discard 7H'             scartare una carta
      knock [7H], gin [7H]          bussare (con lo scarto migliore, o con questo), fare gin
      big gin                       big gin, quando le regole lo permettono
      next                          pronto per la mano successiva
      rematch                       un'altra partita, finita questa
      say TESTO                     scrivere al tuo avversario
      claim                         vincere una partita lasciata dal tuo avversario (finita l'attesa)
      resign                        abbandonare la partita (chiede conferma)
      hint                          un consiglio (contro il computer, in una partita non classificata)
      show, pile                    di nuovo il tavolo; tutta la pila degli scarti
      quit                          lasciare il tavolo (il tuo posto resta: --resume)
netplay-watch-help =
    Comandi:
      show      il tavolo: i punteggi, il tallone, la pila degli scarti, ciò che
                mostra ogni giocatore e gli orologi di un tavolo a tempo
      pile      tutta la pila degli scarti
      quit      smettere di guardare

## La connessione
netplay-server-closed = Il server ha chiuso questo tavolo.
netplay-connection-lost = Connessione persa ({ $why }); riconnessione... (ciò che scrivi nel frattempo viene letto al suo ritorno)
netplay-closed = chiusa
netplay-reconnected = Riconnesso.
netplay-lost = Impossibile riconnettersi.
netplay-lost-seat = Impossibile riconnettersi. Il tuo posto resta: 'ginrummy online --resume'.
netplay-lost-watch = Impossibile riconnettersi. Guarda di nuovo con 'ginrummy online --watch ROOM'.
netplay-not-sent = Non inviato: la connessione è caduta (riconnessione in corso).
netplay-left-table = Hai lasciato il tavolo. Il tuo posto resta: 'ginrummy online --resume'.
netplay-refused = Rifiutato: { $message } ({ $code }).
# loan: il messaggio del server e il suo codice, nessuna parola da tradurre
netplay-watch-refused = { $message } ({ $code })

## Il tavolo
netplay-waiting = In attesa che il tuo avversario si sieda
netplay-waiting-invite = In attesa che il tuo avversario si sieda: mandagli { $invite }
netplay-shuffling = Mescolata: la distribuzione attende i semi di entrambi i giocatori.
netplay-seating =
    Tu ({ $me }) contro { $other }: partita { $game } a { $target }, { $kind ->
        [rated] classificata
       *[other] non classificata
    }.
netplay-hand-dealt =
    Mano { $number }: { $who ->
        [you] hai distribuito tu.
       *[other] ha distribuito { $name }.
    }
netplay-scores-you = tu { $mine }, { $name } { $theirs }
netplay-scores = Punteggi: { $scores }.
netplay-table-head = Punteggi: { $scores } (a { $target }).  Tallone: { $stock } carte.  Limite per bussare: { $limit }.
netplay-discard-pile = Pila degli scarti: { $pile }.
netplay-pile-empty = vuota
netplay-pile-top = { $card } in cima
netplay-pile-top-below = { $card } in cima ({ $count } sotto; 'pile' le mostra)
netplay-pile-list = Pila degli scarti, dal fondo alla cima: { $cards }
netplay-pile-list-empty = (vuota)
netplay-no-table = Ancora nessun tavolo da mostrare.
netplay-seat-cards =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }
netplay-seat-cards-known =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }, di cui si sa { $cards }
netplay-seat-laid-down = { $name }: ha calato { $cards }
netplay-away = (assente)
netplay-your-hand = La tua mano: { $hand }
netplay-deadwood = punti morti { $count }
netplay-turn-of = Tocca a { $name }.
netplay-type-next = Scrivi 'next' per la mano successiva.
netplay-type-rematch = Scrivi 'rematch' o 'quit'.
netplay-rematch-or-quit = Scrivi 'rematch' per un'altra partita, o 'quit'.
netplay-back-to-tournament = Si torna al torneo.
# loan: la riga del foglio, i due punti e i due numeri
netplay-sheet-row = { $label }: { $a } - { $b }
netplay-player-left = { $name } ha lasciato il tavolo.
netplay-player-back = { $name } è tornato.

## Cosa fare adesso
netplay-lead-first-turn = Primo turno
netplay-lead-stock-end = Restano due carte nel tallone
netplay-lead-your-turn = Tocca a te
# loan: cosa fare, i due punti e le mosse possibili: niente da tradurre
netplay-choices = { $lead }: { $choices }.
netplay-or = { " o " }
# loan: la virgola e lo spazio dell'italiano sono quelli dell'inglese
netplay-comma = { ", " }
netplay-choice-take = prendere { $card } ('take')
netplay-choice-draw = pescare dal tallone ('draw')
# loan: la mossa detta da play.ftl, poi il comando da scrivere
netplay-choice-other = { $label } ('{ $command }')
netplay-discard-example = Scarta una carta (per esempio '{ $card }')
netplay-only-knock = Adesso puoi solo bussare
netplay-or-knocks = o { $knocks }
netplay-or-big-gin = o 'big gin'
# loan: una frase chiusa dal punto, come in inglese
netplay-end = { $text }.
netplay-keep-taken = ({ $card } è appena stata presa: tienila in questo turno.)

## Le righe scritte
netplay-chat-computer = La chat è tra due persone: il tuo avversario è il computer.
netplay-say-what = Dire cosa? Scrivi 'say' e il tuo messaggio.
netplay-no-hint-rated = Niente consiglio: nessun aiuto del motore in una partita classificata finché non finisce.
netplay-resign-ask = Abbandonare questa partita? Il tuo avversario la vince subito, e conta come sconfitta nella tua classifica. Scrivi di nuovo 'resign' per abbandonare, qualsiasi altra cosa per continuare.
netplay-no-move = Nessuna mossa da fare adesso. Scrivi 'help' per i comandi.
netplay-not-understood-number = Non capito: { $line }. Indica una carta con il suo seme, per esempio '8H'.
netplay-not-understood = Non capito: { $line }. Scrivi 'help' per i comandi.
netplay-not-allowed = Non permesso adesso. Puoi: { $moves }.
netplay-not-gin-card = Non è gin: scartare { $card } lascia { $left } punti morti (scrivi 'knock { $code }' per bussare).
netplay-cannot-knock = Adesso non puoi bussare.
netplay-not-gin = Non è gin: lo scarto migliore lascia { $left } punti morti.

## Lasciare una partita: la rivendicazione ($time: minuti e secondi, 2:05)
netplay-claim-open = { $name } se n'è andato. Puoi rivendicare la partita adesso: scrivi 'claim' (la vinci).
netplay-claim-after-move = { $name } se n'è andato. Fai la tua mossa; poi potrai rivendicare la partita.
netplay-claim-in-after-move = { $name } se n'è andato. Potrai rivendicare la partita tra { $time }, dopo aver mosso.
netplay-claim-in = { $name } se n'è andato. Potrai rivendicare la partita tra { $time }.
netplay-claim-show = { $text } ('show' dice quanto manca)

## Gli orologi ($move, $bank: secondi)
netplay-clocks = Orologi: { $clocks }.
netplay-clock-seat =
    { $who ->
        [you] tu
       *[other] { $name }
    } { $move } s + { $bank } s di riserva{ $timeouts ->
        [0] {""}
        [one] , { $timeouts } tempo scaduto
       *[other] , { $timeouts } tempi scaduti
    }{ $running ->
        [yes] { " (di turno)" }
       *[other] {""}
    }

## Guardare
netplay-watch-waiting = Il tavolo aspetta il suo secondo giocatore.
netplay-watching = Guardi { $first } e { $second }: partita { $game } a { $target }.
netplay-watch-computer = { $name } (il computer)
netplay-watch-computer-level = { $name } (il computer, { $level })
netplay-watch-rematch = Continua a guardare per una rivincita, o scrivi 'quit'.
netplay-to-play = Tocca a { $name }.
netplay-watch-only = Uno spettatore guarda soltanto: scrivi 'show', 'pile', 'help' o 'quit'.
netplay-watch-stopped = Hai smesso di guardare.

## Trovare un tavolo
netplay-signed-out = Questo terminale è stato disconnesso da un altro dispositivo; si crea un nuovo giocatore.
netplay-player-unknown = Questo server non conosce più il tuo giocatore; se ne crea uno nuovo.
netplay-play-as = Giochi come { $name } su { $server }.
netplay-accepted = Hai accettato la sfida.
netplay-open-public = Il tuo tavolo è aperto nella sala, per chiunque; oppure manda questo link: { $link }
netplay-open-friend = Il tuo tavolo è aperto. Manda questo link al tuo amico: { $link }
netplay-pairing = In attesa di un avversario in { $pool } ({ $count } in attesa; Ctrl-C per smettere)...
netplay-left-queue = Hai lasciato la coda.
netplay-found = Avversario trovato.
netplay-tournament-joined = Sei entrato in { $name } ({ $kind }). In attesa della tua partita; Ctrl-C per una pausa.
netplay-next-game = La tua prossima partita è pronta.
netplay-left-tournament-table = Hai lasciato il tavolo del torneo; la partita continua senza di te.
netplay-tournament-over = Il torneo è finito.
netplay-paused = Sei in pausa: 'ginrummy online --tournament { $id }' per tornare.

## La sala (--lobby)
netplay-lobby-tables = Tavoli aperti (sedersi: ginrummy online --join ROOM):
netplay-lobby-no-tables = Nessun tavolo aperto.
netplay-lobby-games = Partite in corso (guardare: ginrummy online --watch ROOM):
netplay-lobby-no-games = Nessuna partita in corso.
netplay-lobby-waiting = In attesa di abbinamento: { $pools } (unisciti: ginrummy online).
netplay-lobby-nobody-waiting = Nessuno aspetta un abbinamento.
netplay-lobby-rules-to = { $rules } a { $target }
netplay-lobby-rating = , classifica { $rating }
netplay-lobby-watchers =
    { $count ->
        [one] , { $count } spettatore
       *[other] , { $count } spettatori
    }
netplay-lobby-versus = { " contro " }

## Le sfide (--challenges)
netplay-challenges-none = Nessuno ti sfida adesso (una sfida si lancia dalla pagina di un giocatore).
netplay-challenges = Sfide per te (accettare: ginrummy online --accept ID):
netplay-challenge-no-clock = senza orologio
netplay-challenge-clock = { $move } s a mossa, { $bank } s di riserva
netplay-challenge-game =
    { $rules } a { $target }, { $clock }, { $rated ->
        [rated] classificata
       *[other] amichevole
    }
netplay-challenge-left = { $text } (mancano { $seconds } s)

## I tornei (--tournaments, --tournament)
netplay-tournaments-title = Tornei (partecipare: ginrummy online --tournament ID)
netplay-tournaments-none = Nessun torneo.
# loan: l'identificativo da scrivere dopo --tournament
netplay-column-id = id
netplay-column-name = nome
netplay-column-status = stato
netplay-column-kind = tipo
netplay-column-starts = inizio
netplay-column-players = giocatori
netplay-column-winner = vincitore
netplay-tournament-status =
    { $status ->
        [coming] in arrivo
        [running] in corso
        [finished] finito
       *[other] { $status }
    }
netplay-tournament-round = { $status } (turno { $round })
netplay-tournament-round-of = { $name }: { $status }, turno { $round } di { $rounds }
# loan: il nome, i due punti e lo stato
netplay-tournament-head = { $name }: { $status }
netplay-tournament-kind =
    { $format ->
        [arena] arena
        [swiss] svizzero
       *[other] { $format }
    }, { $length }, { $rules } a { $target }, { $clock }, { $rated ->
        [rated] classificato
       *[other] non classificato
    }
# loan: «min» è anche l'abbreviazione italiana dei minuti
netplay-tournament-minutes = { $minutes } min
netplay-tournament-rounds =
    { $rounds ->
        [one] { $rounds } turno
       *[other] { $rounds } turni
    }
netplay-tournament-untimed = senza orologio
netplay-standing = { $mark }{ $rank }. { $name }  { $points } punti{ $fire }{ $state }  [{ $sheet }]
netplay-standing-fire = { " (in serie)" }
netplay-standing-paused = { " (in pausa)" }
netplay-standing-left = { " (uscito)" }
netplay-tournament-winner = Vincitore: { $name }.
