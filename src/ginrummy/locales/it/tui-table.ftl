# Il gioco a schermo intero: il tavolo, le finestre, la mostra delle carte e il foglio
# segnapunti. Le lettere tra parentesi, (t), (d), sono tasti: restano come sono.

## Il tavolo
tui-table-new = nuova
tui-table-meld =
    { $kind ->
        [run] scala
       *[set] tris/poker
    }
tui-table-stock-label = tallone
tui-table-discard-label = scarti
tui-table-stock-note =
    Tallone: { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }
tui-table-discard-note =
    Pila degli scarti: { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }
tui-table-discard-under =
    Scarti: { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }, { $below } sotto la prima ({ $squared ->
        [true] pila pareggiata
       *[other] v le mostra
    })
tui-table-limit-note = Limite per bussare in questa mano: { $limit }
tui-table-limit-note-gin = Limite per bussare in questa mano: { $limit } (solo gin)
tui-table-limit-double = { $limit }, punti doppi
tui-table-opponent =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }
tui-table-opponent-known =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }, tra cui { $cards } (prese dagli scarti)
tui-table-hand-number = mano { $number }
tui-table-to-target = { $scores } (a { $target })
tui-table-deals =
    { $who ->
        [you] dai tu
       *[other] dà { $name }
    }
tui-table-dealt = Le carte sono distribuite.
tui-table-status-over = mano finita
tui-table-status-yours = tocca a te
tui-table-status-theirs = tocca a { $name }

## Cosa fare ora
tui-table-prompt-over = La mano è finita: Invio mostra le carte.
tui-table-prompt-waiting = { $name } sta giocando…
tui-table-prompt-offer = Tocca a te: prendere { $card } (t) o passare (p).
tui-table-prompt-draw-or-take = Tocca a te: pescare dal tallone (d) o prendere { $card } (t).
tui-table-prompt-draw = Tocca a te: pescare dal tallone (d).
tui-table-prompt-stock-end = Due carte nel tallone: prendere { $card } (t) per bussarci, o passare (p).
tui-table-prompt-stock-end-void = Restano due carte nel tallone: passare (p); la mano è nulla.
tui-table-prompt-discard = Scartare: frecce + Invio o clic
# loan: the same semicolon
tui-table-separator = { "; " }
tui-table-prompt-gin = g: fare gin
tui-table-prompt-knock = k: bussare ({ $left } punti morti)
tui-table-prompt-big-gin = g: fare big gin
# loan: only the final full stop, as in Italian
tui-table-prompt-parts = { $parts }.
tui-table-deadwood-line =
    Punti morti: { $now }; scartando { $card } ne restano { $left }: { $then ->
        [gin] gin
        [knock] puoi bussare
       *[none] niente bussata
    } (limite { $limit }).
## La pila degli scarti (v)
tui-table-pile-empty = La pila degli scarti è vuota.
tui-table-pile-squared =
    La pila degli scarti è pareggiata: { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }, si vede solo quella in cima:
tui-table-pile-top-first =
    Pila degli scarti, { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }, dalla cima:

## La mostra delle carte e il foglio segnapunti
tui-table-void-title = Mano nulla
tui-table-showdown-title =
    { $who ->
        [you] { $outcome ->
            [gin] Hai fatto gin
            [big_gin] Hai fatto big gin
            [undercut] Hai bussato e hai subito un sottotaglio
           *[knock] Hai bussato
        }
       *[other] { $outcome ->
            [gin] { $name } ha fatto gin
            [big_gin] { $name } ha fatto big gin
            [undercut] { $name } ha bussato e ha subito un sottotaglio
           *[knock] { $name } ha bussato
        }
    }
tui-table-scores-points =
    { $who ->
        [you] Segni
       *[other] { $name } segna
    } { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }.
tui-table-sheet-hand = mano
tui-table-sheet-void = nulla
tui-table-sheet-none = (nessuna mano ancora finita)
tui-table-no-deadwood = nessun punto morto
tui-table-layoffs = ; attaccabili: { $count }

## L'aiuto (?)
tui-help-title = Tasti (anche il mouse funziona: carte, tallone, scarti, pulsanti):
tui-help-key-arrows = frecce
tui-help-key-enter = Invio
tui-help-key-pages = PagSu/PagGiù
tui-help-draw = pescare dal tallone
tui-help-click-stock = (clic sul tallone)
tui-help-take = prendere la prima degli scarti
tui-help-click-pile = (clic sugli scarti)
tui-help-pass = passare sulla prima carta scoperta (o a fine tallone)
tui-help-pick = scegliere una carta della mano
tui-help-click-card = (clic su una carta)
tui-help-discard = scartare la carta scelta
tui-help-click-again = (un altro clic)
tui-help-knock = bussare (carta scelta o la migliore); combinazioni
tui-help-gin = fare gin (o big gin) quando si può
tui-help-hint = un consiglio dal giocatore più forte del computer
tui-help-scroll = rivedere le mosse di questa mano (o la rotella)
tui-help-pile = tutta la pila degli scarti
tui-help-also-scores = s  il foglio segnapunti
tui-help-help = questo aiuto e le regole
tui-help-also-quit = q  salvare e uscire
tui-help-quit-saves = Uscire salva la partita: `ginrummy play --resume` la riprende.
tui-help-records = Le partite finite restano: `ginrummy replay FILE` ne mostra una.
## Mosse rifiutate o fatte
tui-table-move-take = prendere
tui-table-move-pass = passare
tui-table-move-draw = pescare
tui-table-hand-over = La mano è finita: premi Invio per vedere le carte.
tui-table-wait = Aspetta: tocca a { $name }.
tui-table-you-chose = Hai scelto di { $move }.
tui-table-pick-first = Scegli prima una carta (frecce o clic).
tui-table-only-knock = Non consentito: ora puoi solo bussare (k).
tui-table-not-your-turn = Non consentito: non tocca a te.
tui-table-draw-then-knock = Non consentito: pesca prima una carta, poi bussa: { $moves }.
tui-table-not-gin = Niente gin: lo scarto migliore lascia { $left } punti morti.
tui-table-no-hint = Nessun consiglio ora: non tocca a te.
tui-table-illegal = { $name } ha tentato una mossa non consentita ({ $error }); al suo posto si gioca la sua prima mossa consentita.
tui-table-new-hand = Si distribuisce una nuova mano.
tui-table-not-stored = Non è stato possibile conservare la registrazione della partita: { $error }.
tui-table-new-game = Una nuova partita: buona fortuna!
tui-table-resumed = Partita ripresa.
tui-table-knock-cancelled = Bussata annullata.

## All'uscita
tui-table-record-kept = Registrazione della partita conservata come { $path }.
tui-table-record-failed = Errore: non è stato possibile conservare la partita finita.
tui-table-save-failed = Errore: non è stato possibile salvare la partita: { $error }.
tui-table-saved = Partita salvata in { $path }; `ginrummy play --resume` la riprende.
tui-table-save-file-failed = Errore: --save: { $error }.
tui-table-save-file-written = Registrazione della partita scritta anche in { $path }.

## Sotto la mostra delle carte
tui-table-enter-sheet = Invio: il foglio segnapunti
tui-table-enter-next = Invio: mano successiva
tui-table-showdown-scores = Punteggi: { $scores } (partita a { $target })
tui-table-showdown-games = { $games } (ciascuna a { $target })
# loan: only punctuation around the two parts
tui-table-showdown-footer = { $scores }. { $more }
tui-table-your-hand = La tua mano:

## Tasti
tui-key-draw = Pesca
tui-key-take = Prendi
tui-key-pass = Passa
tui-key-left = Sinistra
tui-key-right = Destra
tui-key-discard = Scarta
tui-key-knock = Bussa
# loan: "gin" is the word Italian players use (glossary)
tui-key-gin = Gin
tui-key-hint = Consiglio
tui-key-pile = Scarti
tui-key-scores = Punteggi
tui-key-help = Aiuto+regole
tui-key-save-quit = Salva+esci
tui-key-quit = Esci
tui-key-earlier = Mosse precedenti
tui-key-later = Mosse successive
tui-key-cancel = Annulla
tui-key-close = Chiudi
tui-key-scroll = Scorri
tui-key-continue = Continua
tui-key-review = Rivedi mano
tui-key-back = Indietro
tui-key-new-game = Nuova partita
tui-key-back-to-game = Torna alla partita

## La scelta delle combinazioni prima di bussare
tui-knock-title = Bussare, scartando { $card } coperta. Quali combinazioni calare?
tui-knock-gin-title = Fare gin, scartando { $card } coperta. Quali combinazioni calare?
tui-knock-how = (attaccabili: carte non viste che l'avversario potrebbe attaccarvi; frecce + Invio o clic; Esc annulla)
tui-knock-gin-how = (al gin non si attacca nulla; frecce + Invio o clic; Esc annulla)
tui-text-hint = (Esc o Invio chiude; frecce e PagSu/PagGiù scorrono)

## Le finestre della mostra e del foglio segnapunti
tui-showdown-review = Rivedi questa mano
tui-sheet-game-over = Partita finita: il foglio segnapunti
tui-sheet-kept = Conservata come { $path } (`ginrummy replay` la mostra).
