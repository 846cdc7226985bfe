# Le pagine dei tornei: l'elenco e il suo modulo (tournaments.html, tournaments.js), un
# torneo (tournament.html, tournament.js), le loro parole comuni (tourney.js) e l'avviso
# al tavolo della partita successiva di un torneo (tourneytable.js).
# I nomi dei giocatori e dei tornei non sono mai qui: sono variabili.

## L'elenco dei tornei (/tournaments)

tourneys-title = Tornei: Gin Rummy online
tourneys-meta =
    .content = Tornei di gin rummy ad arena e a sistema svizzero: in arrivo, in corso e conclusi, e un modulo per crearne uno tuo.
tourneys-skip = Vai ai tornei
tourneys-running = In corso
tourneys-running-empty = Al momento non c'è nessun torneo in corso.
tourneys-coming = In arrivo
tourneys-coming-empty = Nessun torneo in programma: creane uno.
tourneys-finished = Conclusi
tourneys-finished-empty = Nessun torneo si è ancora concluso.
tourneys-create = Crea un torneo
tourneys-your-name = Il tuo nome
tourneys-player =
    .placeholder = Giocatore
tourneys-name = Nome del torneo
tourneys-name-example =
    .placeholder = Gin del venerdì
tourneys-format = Formula
tourneys-format-arena = Arena: tutte le partite che riesci a giocare nel tempo
tourneys-format-swiss = Svizzero: un numero di turni, tutti giocano a ogni turno
tourneys-rules = Regole
tourneys-target = Punteggio da raggiungere
tourneys-clock = Orologio per mossa
tourneys-clock-none = Senza orologio
tourneys-clock-blitz = Blitz: 10 secondi a mossa, 30 di riserva
tourneys-clock-rapid = Rapido: 20 secondi a mossa, 60 di riserva
tourneys-clock-classical = Classico: 45 secondi a mossa, 3 minuti di riserva
tourneys-starts = Inizia tra (minuti)
tourneys-lasts = Dura (minuti)
tourneys-rounds = Turni
tourneys-rated = Valido per il rating: le partite contano per la classifica
tourneys-private = Privato: non in elenco, può iscriversi solo chi ha il link
tourneys-submit = Crea il torneo
tourneys-link = Link del torneo
tourneys-open = Apri il torneo
tourneys-load-error = Impossibile caricare i tornei: { $error }
tourneys-whole = { $field }: un numero intero da { $low } a { $high }.
tourneys-field-target = Punteggio da raggiungere
tourneys-field-starts = Inizia tra
tourneys-field-lasts = Dura
tourneys-field-rounds = Turni
tourneys-name-short = Dai un nome al torneo (almeno 3 lettere).
tourneys-made-private = { $name } è stato creato. È privato: manda questo link alle persone con cui vuoi giocare.
tourneys-made-listed = { $name } è stato creato ed è in elenco. Il suo link:
tourneys-organise-as = Organizzi come { $name }.
tourneys-name-later = Il tuo nome online nasce quando crei un torneo o ti iscrivi a uno.
tourneys-by = di { $name }
tourneys-by-site = del sito

## Parole comuni alle due pagine

tourney-copy = Copia
tourney-copied = Copiato
tourney-players =
    { $count ->
        [one] { $count } giocatore
       *[other] { $count } giocatori
    }
tourney-format-name =
    { $format ->
        [swiss] Svizzero
       *[other] Arena
    }
tourney-format-arena =
    { $minutes ->
        [one] Arena, { $minutes } minuto
       *[other] Arena, { $minutes } minuti
    }
tourney-format-swiss =
    { $rounds ->
        [one] Svizzero, { $rounds } turno
       *[other] Svizzero, { $rounds } turni
    }
tourney-preset =
    { $preset ->
        [standard] Standard
        [oklahoma] Oklahoma
        [oklahoma-spades] Oklahoma, picche doppie
        [straight] Gin secco
        [hollywood] Hollywood
        [eaai] Torneo EAAI
        [openspiel] OpenSpiel (una mano)
       *[other] { $label }
    }
# loan: the game's name, as Italian players say it
tourney-preset-none = Gin rummy
tourney-game-to = { $game }, a { $target }
tourney-clock-none = senza orologio
tourney-clock =
    { $clock ->
        [blitz] orologio blitz
        [rapid] orologio rapido
        [classical] orologio classico
       *[other] orologio { $clock }
    } ({ $move } s a mossa, { $bank } s di riserva)
tourney-clock-other = orologio { $clock }
tourney-rated = valido per il rating
tourney-unrated = non valido per il rating
tourney-countdown-days =
    { $days ->
        [one] { $days } giorno { $clock }
       *[other] { $days } giorni { $clock }
    }

## A che punto è un torneo

tourney-finished = Concluso
tourney-finished-won = Concluso: ha vinto { $winner }
tourney-starting-soon = Inizia presto
tourney-starting = Sta iniziando…
tourney-starting-now = Inizia ora
tourney-starts-in = Inizia tra { $time }
tourney-round-of = Turno { $round } di { $rounds }
tourney-running = In corso
tourney-ending = Sta finendo…
tourney-ending-label = Sta finendo: si giocano le ultime partite
tourney-ends-in = Finisce tra { $time }
tourney-when-seconds =
    { $count ->
        [one] { $count } secondo
       *[other] { $count } secondi
    }
tourney-when-minutes =
    { $count ->
        [one] circa { $count } minuto
       *[other] circa { $count } minuti
    }
tourney-when-hours =
    { $count ->
        [one] circa { $count } ora
       *[other] circa { $count } ore
    }
tourney-when-days =
    { $count ->
        [one] circa { $count } giorno
       *[other] circa { $count } giorni
    }

## La classifica

tourney-streak =
    .title = In serie: la prossima vittoria conta doppio
tourney-streak-words = in serie
tourney-tag-left = ritirato
tourney-tag-paused = in pausa
tourney-tag-you = tu
tourney-someone = Giocatore
tourney-sheet = Punti per partita: { $points }

## Rifiuti di Iscriviti, Pausa ed Esci

tourney-refused-finished = Questo torneo è concluso.
tourney-refused-full = Questo torneo è al completo.
tourney-refused-started = Questo torneo svizzero ha superato il primo turno: è tardi per iscriversi.
tourney-refused-unknown = Questo torneo non esiste (forse il link è vecchio).

## Un torneo (/tournaments/<id>)

tourney-title = Torneo: Gin Rummy online
tourney-title-named = { $name }: torneo di Gin Rummy
tourney-skip = Vai al torneo
tourney-private = privato
tourney-invite = Privato: può iscriversi solo chi ha questo link
tourney-your-name = Il tuo nome
tourney-player =
    .placeholder = Giocatore
tourney-standings = Classifica
tourney-rank = Posizione
tourney-player-head = Giocatore
tourney-points = Punti
tourney-games-head = Partite
tourney-sheet-head = Foglio
tourney-tie-break = Spareggio
    .title = Spareggio: i punti degli avversari incontrati (Buchholz)
tourney-nobody = Non si è ancora iscritto nessuno.
tourney-games = Partite
tourney-no-game-now = Al momento non si gioca nessuna partita.
tourney-no-game-played = Non è stata giocata nessuna partita.
tourney-byes = Turni di riposo
tourney-unreachable = Impossibile raggiungere il server. Controlla la connessione e riprova.
tourney-refused-status = Il server ha rifiutato la richiesta ({ $status }).
tourney-load-error = Impossibile caricare il torneo: { $error }
tourney-organised-by = Organizzato da { $name }
tourney-scoring-swiss = Tutti giocano a ogni turno, abbinati a giocatori con lo stesso punteggio, mai due volte contro lo stesso avversario; chi resta fuori riposa. A parità di punti decide lo spareggio: i punti degli avversari incontrati.
tourney-scoring-arena = Una vittoria dà punti; dopo due vittorie di fila ogni vittoria conta doppio (🔥) finché non si perde una partita. Vieni abbinato di nuovo appena tu e un altro giocatore siete liberi.
tourney-challenge = Sfida
tourney-view = Vedi
tourney-your-game = La tua partita
tourney-watch = Guarda
tourney-game-round = Turno { $round }
# loan: only the two placeholders and a colon, the same in this language
tourney-game-result = { $players }: { $result }
tourney-game-won = ha vinto { $winner }
tourney-game-aborted = annullata
tourney-bye-round = Turno { $round }: { $players }
tourney-join = Iscriviti
tourney-join-again = Iscriviti di nuovo
tourney-resume = Riprendi
tourney-pause = Pausa
tourney-leave = Esci
tourney-note-won = { $winner } ha vinto questo torneo.
tourney-note-over = Questo torneo è concluso.
tourney-note-too-late = Questo torneo svizzero ha superato il primo turno: è tardi per iscriversi. Guarda le sue partite qui sotto.
tourney-note-join-coming = Iscriviti ora: la tua prima partita inizia da sola quando inizia il torneo.
tourney-note-join-swiss = Se ti iscrivi durante il primo turno, giochi dal secondo.
tourney-note-paused = Sei in pausa: non vieni abbinato finché non riprendi.
tourney-note-in-coming = Sei dentro. La tua prima partita inizia da sola quando inizia il torneo: tieni aperta questa pagina.
tourney-note-in = Sei dentro. La tua prossima partita inizia da sola: tieni aperta questa pagina.
tourney-said-join = Sei iscritto al torneo.
tourney-said-pause = Sei in pausa.
tourney-said-leave = Hai lasciato il torneo.
tourney-game-on = La tua partita è iniziata!
tourney-go-to-table = Vai al tuo tavolo
tourney-game-starting = La tua partita sta iniziando.

## Al tavolo di una partita di torneo

tourney-next-ready = La tua prossima partita del torneo è pronta.
tourney-next-go = Vai a quel tavolo
tourney-next-going = La tua prossima partita del torneo è pronta: si va al suo tavolo.
