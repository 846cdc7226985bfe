# Le pagine online: la sala, la classifica, il profilo, le sfide, le statistiche e i
# replay (vedi en/web-online.ftl).

## In comune

online-brand = Gin rummy
online-player = Giocatore
online-preset =
    { $rules ->
        [standard] Standard
        [oklahoma] Oklahoma
        [oklahoma-spades] Oklahoma, picche doppie
        [straight] Gin secco
        [hollywood] Hollywood
        [eaai] Torneo EAAI
        [openspiel] OpenSpiel (una mano)
       *[other] { $rules }
    }
online-game-kind = { $rules }, a { $target }
online-level =
    { $level ->
        [easy] facile
        [medium] medio
        [hard] difficile
        [apprentice] apprendista
        [master] maestro
       *[other] { $level }
    }
# loan: "computer" is the Italian word too.
online-computer = Computer ({ $level })
online-ago-now = proprio ora
online-ago-minutes = { $count } min fa
online-ago-hours = { $count } h fa
# loan: only the server's own message, nothing to translate.
online-problem = { $error }

## La sala

lobby-title = Sala: Gin rummy online
lobby-description =
    .content = Tavoli di gin rummy aperti a cui sedersi, partite da guardare e persone in attesa di giocare.
lobby-skip = Vai ai tavoli
lobby-loading = Caricamento della sala...
lobby-tables-heading = Tavoli aperti
lobby-tables-intro = Tavoli pubblici in attesa di un secondo giocatore: siediti a uno per cominciare.
lobby-tables-empty = Nessun tavolo aperto adesso: creane uno, o gioca subito con qualcuno.
lobby-games-heading = Partite in corso
lobby-games-empty = Nessuna partita pubblica in corso adesso.
lobby-waiting-heading = In attesa di un avversario
lobby-pools-empty = Nessuno in attesa adesso.
lobby-play-now = Gioca subito con qualcuno
lobby-create-heading = Crea un tavolo pubblico
lobby-name-label = Il tuo nome
lobby-name =
    .placeholder = Giocatore
lobby-rules-label = Regole
lobby-target-label = Punteggio da raggiungere
lobby-clock-label = Orologio
lobby-clock-none = Senza orologio
lobby-clock-15 = 15 secondi a mossa, 30 di riserva
lobby-clock-30 = 30 secondi a mossa, 60 di riserva
lobby-clock-60 = 60 secondi a mossa, 2 minuti di riserva
lobby-create = Crea il tavolo
lobby-host-new = nuovo giocatore
lobby-host-rating = punteggio { $rating }
lobby-your-table = Il tuo tavolo
lobby-join = Siediti
lobby-watch = Guarda
lobby-versus = { $first } contro { $second }
lobby-watchers =
    { $count ->
        [0] nessuno guarda
        [one] { $count } spettatore
       *[other] { $count } spettatori
    }
lobby-pool-waiting = { $count } in attesa
lobby-summary =
    { $tables ->
        [one] { $tables } tavolo aperto
       *[other] { $tables } tavoli aperti
    }, { $games ->
        [one] { $games } partita in corso
       *[other] { $games } partite in corso
    }, { $waiting } in attesa di un avversario.
lobby-updated = { $summary } Aggiornato alle { $time }.
lobby-load-failed = Impossibile caricare la sala: { $error }
lobby-seat-taken = Qualcun altro ha preso quel posto prima di te.
lobby-own-table = Questo è il tuo tavolo: aspetta lì che qualcuno si sieda.
lobby-you-play-as = Giochi come { $name } (cambia il nome nella { $start }).
lobby-start-page = pagina iniziale
lobby-name-later = Il tuo nome online nasce quando crei un tavolo o ti siedi a uno.
lobby-target-invalid = Punteggio da raggiungere: un numero intero da 1 a 1000.

## La classifica

leaderboard-title = Classifica: Gin rummy online
leaderboard-skip = Vai alla classifica
leaderboard-heading = Classifica
leaderboard-pool-label = Tipo di partita
leaderboard-intro = Punteggi Glicko-2, una classifica per tipo di partita (regole e punteggio da raggiungere). Un punteggio conta qui dopo 10 partite; fino ad allora è provvisorio.
leaderboard-caption = Classifica
leaderboard-rank = Posizione
leaderboard-player = Giocatore
leaderboard-rating = Punteggio
leaderboard-games = Partite
leaderboard-challenge-column = Sfida
leaderboard-you = tu
leaderboard-caption-pool = Classifica: { $kind }
leaderboard-empty = Nessuno è ancora in classifica in { $kind }: un punteggio conta dopo 10 partite.
leaderboard-status =
    { $count ->
        [one] { $kind }: { $count } giocatore in classifica.
       *[other] { $kind }: { $count } giocatori in classifica.
    }
leaderboard-load-failed = Impossibile caricare la classifica: { $error }

## Sfide

challenge-notices =
    .aria-label = Sfide
challenge-button = Sfida
challenge-clock-30 = 30 s a mossa, 60 s di riserva
challenge-clock-15 = 15 s a mossa, 30 s di riserva
challenge-clock-60 = 60 s a mossa, 120 s di riserva
challenge-clock-none = Senza orologio
challenge-clock = { $move } s a mossa, { $bank } s di riserva
challenge-clock-no-bank = { $move } s a mossa
challenge-no-clock = senza orologio
challenge-rated = valida per la classifica
challenge-casual = amichevole
# loan: only the parts in their order, with the same commas.
challenge-game = { $kind }, { $clock }, { $rated }
challenge-incoming = { $name } ti sfida: { $game }.
challenge-outgoing = In attesa che { $name } risponda alla tua sfida ({ $game })...
challenge-declined = { $name } ha rifiutato la tua sfida.
challenge-expired = { $name } non ha risposto in tempo alla tua sfida.
challenge-accept = Accetta
challenge-decline = Rifiuta
challenge-cancel = Annulla
challenge-dismiss = Chiudi
challenge-title = Sfida { $name }
challenge-rules = Regole
challenge-target = Gioca a
challenge-clock-label = Orologio
challenge-rated-box = Valida per la classifica (senza spunta: un'amichevole)
challenge-send = Invia la sfida

## Il profilo

profile-title = Profilo del giocatore: Gin rummy online
profile-title-named = { $name }: giocatore di gin rummy
profile-skip = Vai al profilo
profile-me = Sei tu.
profile-change-name = Cambia il tuo nome
profile-me-end = nella pagina iniziale.
profile-ratings-heading = Punteggi
profile-ratings-empty = Ancora nessuna partita valida per la classifica.
profile-chart-heading = Storia del punteggio
profile-numbers = I numeri
profile-levels-heading = Contro il computer
profile-recent-heading = Partite recenti
profile-following-heading = Seguiti
profile-following-intro = Online: una pagina di questo sito aperta negli ultimi 30 secondi.
profile-following-empty = Non segui ancora nessuno: «Segui» nel profilo di un giocatore lo aggiunge qui.
profile-unrated-heading = Partite non valutate
profile-tournaments-heading = Tornei
profile-blocked-heading = Giocatori che hai bloccato
profile-blocked-intro = Non vieni mai abbinato a loro.
profile-provisional = provvisorio
profile-provisional-why =
    .title = Meno di 10 partite: non ancora in classifica
profile-games =
    { $count ->
        [one] { $count } partita
       *[other] { $count } partite
    }
profile-since = gioca dal { $date }
profile-point-start = { $kind }: { $rating } prima della prima partita
profile-point = { $kind }: { $rating } dopo la partita { $game }
profile-point-dated = { $kind }: { $rating } dopo la partita { $game } ({ $date })
profile-chart-line =
    { $games ->
        [one] { $kind }: da { $from } a { $to } in { $games } partita
       *[other] { $kind }: da { $from } a { $to } in { $games } partite
    }
profile-chart-title = Storia del punteggio di { $name }
profile-chart-game = partita { $number }
profile-col-kind = Tipo di partita
profile-col-game = Partita
profile-col-rating = Punteggio
profile-col-when = Quando
profile-col-level = Livello
profile-col-won = Vinte
profile-col-lost = Perse
profile-col-opponent = Avversario
profile-col-result = Risultato
profile-col-counted = Contata come
profile-col-tournament = Torneo
profile-col-format = Formula
profile-col-place = Posizione
profile-col-points = Punti
profile-chart-table = Punteggio dopo ogni partita
profile-levels-caption = Partite vinte e perse contro ogni livello del computer
profile-levels-empty = Ancora nessuna partita valida contro il computer.
profile-level =
    { $level ->
        [easy] Facile
        [medium] Medio
        [hard] Difficile
        [apprentice] Apprendista
        [master] Maestro
       *[other] { $level }
    }
profile-won = Vinta
profile-lost = Persa
profile-recent-caption = Partite recenti valide per la classifica
profile-recent-empty = Ancora nessuna partita valida per la classifica.
profile-unrated-no-move = annullata: finita prima che entrambi i giocatori muovessero
profile-unrated-shared-address = non valutata: i due giocatori giocano dallo stesso indirizzo
profile-unrated-bulk-made = non valutata: un giocatore creato in un'ondata di nuovi giocatori
profile-unrated-aborted = annullata
profile-unrated-unrated = non valutata
profile-unrated-caption = Partite recenti non valutate
profile-format =
    { $format ->
        [swiss] Svizzero
        [arena] Arena
       *[other] { $format }
    }
profile-place = { $rank } su { $players }
profile-playing-now = sta giocando
profile-coming = in arrivo
profile-tournaments-caption = Tornei giocati
profile-tournaments-empty = Ancora nessun torneo.
profile-unblock = Sblocca
profile-follow = Segui
profile-unfollow = Non seguire più
profile-unblock-player = Sblocca questo giocatore
profile-block-player = Non abbinarmi mai a questo giocatore
profile-presence =
    { $state ->
        [playing] sta giocando
        [online] online
       *[offline] offline
    }
profile-watch = Guarda
profile-no-player = Ancora nessun giocatore qui: gioca prima online o contro il computer.
profile-not-found = Questo giocatore non esiste.

## Le statistiche e i replay

stats-title = Le tue statistiche: Gin rummy
stats-description =
    .content = Le tue statistiche di gin rummy, le tue partite finite e i loro replay.
stats-skip = Vai alle tue statistiche
stats-heading = Le tue statistiche
stats-this-browser = (questo browser)
stats-every-device = ({ $name }, su tutti i dispositivi, e questo browser)
stats-games = Partite
stats-wins = Vittorie
stats-win-rate = Percentuale di vittorie
stats-streak = Serie di vittorie
stats-longest = Serie più lunga
stats-gins = Gin
stats-undercuts = Sottotagli
stats-knocks = Bussate vinte
stats-takebacks = Mosse annullate
stats-levels-heading = Per avversario
stats-against = Contro
stats-all-games = Tutte le partite
stats-level =
    { $level ->
        [easy] Computer, facile
        [medium] Computer, medio
        [hard] Computer, difficile
        [apprentice] Computer, apprendista
        [master] Computer, maestro
        [people] Persone
       *[other] { $level }
    }
stats-games-heading = Partite finite
stats-games-empty = Ancora nessuna partita finita.
stats-play-one = Giocane una
stats-games-empty-end = : comparirà qui.
stats-more = Partite precedenti
stats-won = Vinta
stats-lost = Persa
stats-game-against = { $score } contro { $opponent }
stats-they-resigned = l'avversario si è ritirato
stats-resigned = ritirato
stats-claimed = reclamata
stats-aborted = annullata: non valutata
stats-rated = valida per la classifica
# loan: "replay" is the word Italian players use.
stats-replay = Replay
stats-load-failed = Impossibile caricare le tue statistiche: { $error }
# loan: "replay" is the word Italian players use.
stats-replay-heading = Replay
stats-replay-close = Chiudi il replay
stats-replay-loading = Caricamento della partita…
stats-replay-failed = Impossibile caricare la partita: { $error }
stats-replay-other-browser = Questa partita è stata giocata in un altro browser: rivedila lì, oppure usa qui lo stesso nome online («usa su un altro dispositivo» nella pagina iniziale).
stats-replay-not-finished = Questa partita non è ancora finita: i replay sono delle partite finite.
stats-replay-not-stored = Questa partita non è salvata su questo server.
stats-replay-truncated = (solo i primi passi: la partita è molto lunga)
# loan: only the parts in their order, with the same punctuation.
stats-replay-line = { $summary } { $kind }, { $when }.
replay-count-lines = Il conteggio, riga per riga
replay-controls =
    .aria-label = Scorri la partita
replay-first =
    .title = Primo passo (Inizio)
replay-first-text = Primo passo
replay-prev =
    .title = Indietro (←)
replay-prev-text = Indietro
replay-next =
    .title = Avanti (→)
replay-next-text = Avanti
replay-last =
    .title = Ultimo passo (Fine)
replay-last-text = Ultimo passo
replay-hands =
    .aria-label = Vai a una mano
replay-hand-label = Mano
replay-prev-hand = Mano precedente
    .title = La distribuzione della mano precedente (Pag ↑)
replay-next-hand = Mano successiva
    .title = La distribuzione della mano successiva (Pag ↓)
replay-step-label = Passo
replay-keys = Tasti:
replay-keys-step = un passo,
replay-keys-hands = la mano precedente e la successiva,
replay-keys-ends = il primo e l'ultimo passo.
replay-key-page-up = Pag ↑
replay-key-page-down = Pag ↓
replay-key-home = Inizio
replay-key-end = Fine
replay-moves = Mosse di questa mano
replay-you-deal = distribuisci tu
replay-deals = distribuisce { $name }
replay-deal = Mano { $hand }: le carte sono distribuite ({ $dealer }).
replay-a-move = Una mossa.
replay-hand-over = { $text } La mano è finita.
replay-step = Passo { $step } di { $total }: { $text }
replay-step-value = Passo { $step } di { $total }, mano { $hand }
replay-hand-of = Mano { $hand } di { $hands }
replay-score = Mano { $hand } · Tu { $mine }, { $name } { $theirs } · si gioca a { $target }
replay-you-are = Tu ({ $name })
replay-deadwood = punti morti { $count }
replay-discard-size = Pila degli scarti: { $count }
replay-just-taken = { $card }, appena presa
replay-meld =
    .aria-label = Combinazione
replay-deadwood-group =
    .aria-label = Carte morte
replay-summary-won =
    { $hands ->
        [one] Hai vinto { $mine } a { $theirs } contro { $name }{ $how }, in { $hands } mano.
       *[other] Hai vinto { $mine } a { $theirs } contro { $name }{ $how }, in { $hands } mani.
    }
replay-summary-lost =
    { $hands ->
        [one] Hai perso { $mine } a { $theirs } contro { $name }{ $how }, in { $hands } mano.
       *[other] Hai perso { $mine } a { $theirs } contro { $name }{ $how }, in { $hands } mani.
    }
replay-resigned = (ritiro)
replay-claimed = (reclamata)
