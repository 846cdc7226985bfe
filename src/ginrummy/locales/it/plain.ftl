# Il gioco in testo semplice. Le parole tra apici ('help', 'pile', 'knock', 'r') sono
# comandi da scrivere: restano in inglese.

help-title = Comandi (maiuscole o minuscole, non importa):
help-draw = pescare la carta in cima al tallone (anche: d, stock)
help-take = prendere la carta scoperta, quella in cima agli scarti (anche: t)
help-pass = rifiutare la prima carta scoperta (anche: p)
help-discard =
    scartare il { $card } (anche: discard 7H, 7h, 10H, TH; vanno bene
    anche i simboli dei semi)
help-knock =
    bussare scartando 7H coperta (anche: k 7H); «knock» da solo sceglie
    lo scarto che lascia meno punti morti
help-gin = fare gin scartando 7H; «gin» da solo trova la carta
help-big-gin = calare tutte le 11 carte quando sono tutte in combinazione
help-hint = la mossa del giocatore computer più forte, e perché
help-pile = tutti gli scarti
help-show = di nuovo il tavolo
help-help = questo testo
help-quit = lasciare la partita; viene salvata, e `ginrummy play --resume` la riprende

plain-welcome = Gin rummy (regole { $rules }) contro { $opponent }: vince chi arriva prima a { $target } punti. Scrivi 'help' per i comandi.
plain-welcome-hollywood = Gin rummy (regole { $rules }) contro { $opponent }: vince chi arriva prima a { $target } punti in ognuna di tre partite (Hollywood). Scrivi 'help' per i comandi.
plain-resumed = Partita ripresa: { $scores }.
plain-game-over = === Partita finita. ===
plain-interrupted = Interrotto.
plain-input-ended = L'input è finito a metà partita.
plain-left = Hai lasciato la partita.
plain-error = Errore: { $error }.
plain-record-written = Registro della partita scritto in { $path }.
plain-saved = Partita salvata in { $path }.
plain-resume-how = Per riprenderla, scrivi: { $command }
plain-not-kept = La partita non viene conservata (nessuna cartella di salvataggio indicata).
plain-record-kept = Registro della partita conservato come { $path } (`ginrummy replay` lo mostra).

plain-hand =
    === Mano { $number }: { $dealer ->
        [you] dai tu
       *[other] dà { $name }
    }. Prima carta scoperta { $card }, limite per bussare { $limit }. ===
plain-hand-double =
    === Mano { $number }: { $dealer ->
        [you] dai tu
       *[other] dà { $name }
    }. Prima carta scoperta { $card }, limite per bussare { $limit }; è picche: questa mano vale doppio. ===
plain-review-offer = Scrivi 'r' per rivedere questa mano, Invio per continuare:
plain-reviewing =
    Analisi { $count ->
        [one] della tua { $count } decisione
       *[other] delle tue { $count } decisioni
    } nella mano { $number }...
plain-counts-in = Questa mano conta in { $games }.

plain-pile-squared = Gli scarti sono pareggiati: { $pile } sopra altre { $more } che nessuno può guardare
plain-pile = Scarti, dal basso in alto: { $pile }
plain-pile-empty = (vuota)
plain-which-card = Quale carta? Scrivila, per esempio 'discard 7H' o solo '7H'.
plain-not-understood = Non capito: { $what }. Scrivi 'help' per i comandi.
plain-not-gin-card = Non è gin: scartare { $card } lascia { $left } punti morti (usa 'knock' per bussare).
plain-best-over-limit = Non consentito: lo scarto migliore lascia { $left } punti morti, oltre il limite per bussare di { $limit }.
plain-not-gin = Non è gin: lo scarto migliore lascia { $left } punti morti (usa 'knock').

table-pile-empty = vuota
table-pile-top = { $card } in cima
table-pile-squared = { $pile } ({ $below } sotto, pareggiati: si vede solo la prima)
table-pile-below = { $pile } ({ $below } sotto; 'pile' le mostra)
table-opponent =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }
table-opponent-known =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }, di cui si sa { $cards }
table-deadwood = punti morti { $count }
table-scores = Punteggio: { $scores } (a { $target }).  Tallone: { $stock } carte.  Limite per bussare: { $limit }.
table-discard-pile = Scarti: { $pile }.
table-your-hand = La tua mano: { $parts }
# loan: two names and their scores; only the order could change, and it does not here.
scores-pair = { $name0 } { $score0 }, { $name1 } { $score1 }

prompt-first = Primo turno: { $moves }.
prompt-turn = Tocca a te: { $moves }.
prompt-turn-passed = Tocca a te: { $moves } (la prima carta scoperta è stata rifiutata).
prompt-stock-end = Restano due carte nel tallone: { $moves }.
prompt-stock-end-void = Restano due carte nel tallone: { $moves } (la mano è nulla).
prompt-discard = Scarta una carta (per esempio '{ $example }')
prompt-only-knock = Ora puoi solo bussare
prompt-or = o { $options }
prompt-or-more = o { $options } e altre { $count }
prompt-or-big-gin = o 'big gin'
prompt-keep-taken = ({ $card } è appena stata presa: tienila per questo turno.)
