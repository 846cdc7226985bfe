# L'analisi della partita al tavolo (review.js): la sua finestra, i giudizi, ogni
# decisione, la tabella di tutte le scelte con la legenda e perché la scelta migliore era
# migliore (dalla ragione tipizzata del server, ginrummy.review.words.Reason).
# $card e $cards sono carte scritte come al tavolo («9♥», «7♥ 8♥ 9♥»).

## I giudizi; $grade è best, good, inaccuracy, mistake o blunder.

review-grade =
    { $grade ->
        [best] Migliore
        [good] Buona
        [inaccuracy] Imprecisione
        [mistake] Errore
       *[blunder] Errore grave
    }
review-kind =
    { $kind ->
        [first-upcard] La prima carta scoperta
        [draw] Pesca
       *[discard] Scarto
    }

## Rifiuti

review-refused-busy = Un'altra tua analisi è ancora in corso: riprova quando è finita.
review-refused-full = Il server è occupato con altre analisi: riprova tra un momento.
review-refused-hand = Questa mano è ancora in gioco: analizzala quando finisce.
review-refused-game = La partita non è ancora finita: analizza le sue mani una alla volta.
review-refused-seat = Il posto di questo browser nella partita non è più valido.
review-no-seat = Questo browser non ha un posto in questa partita.
review-failed = Non è stato possibile fare l'analisi.

## Perdite

review-loss =
    { $unit ->
        [win] { $amount }% di probabilità di vincere la partita
       *[points] { $amount } punti
    }
review-loss-short =
    { $unit ->
        [win] { $amount } %
       *[points] { $amount } pti
    }
review-counted =
    { $unit ->
        [win] { $amount } %
       *[points] { $amount } punti
    }
review-no-loss = Nessuna perdita: era la scelta migliore.
review-verdict-within = { $loss } rispetto alla prima scelta: entro ciò che le distribuzioni simulate sanno distinguere.
review-verdict-graded = { $loss } rispetto alla migliore; giudicata su { $counted }, la differenza meno metà del suo ±.
review-best-row = migliore

## La legenda

review-legend-value =
    { $unit ->
        [win] Probabilità di vincere: la tua probabilità di vincere la partita dopo ogni scelta, giocando la mano fino in fondo su distribuzioni delle carte che non potevi vedere.
       *[points] Punti: i punti medi della mano per te dopo ogni scelta (meno quando segna l'avversario), giocando la mano fino in fondo su distribuzioni delle carte che non potevi vedere.
    }
review-legend-against =
    { $unit ->
        [win] Rispetto alla migliore: quanti punti percentuali ogni scelta è dietro la migliore, ± un errore standard (il rumore del campionamento; più ampio per una scelta scartata dopo le prime distribuzioni).
       *[points] Rispetto alla migliore: quanti punti ogni scelta è dietro la migliore, ± un errore standard (il rumore del campionamento; più ampio per una scelta scartata dopo le prime distribuzioni).
    }
review-legend-grade = Giudizio: la differenza meno metà del suo ± (così { $example } conta come { $counted }): Migliore fino a { $best }, Buona fino a { $good }, Imprecisione fino a { $inaccuracy }, Errore fino a { $mistake }, Errore grave oltre.

## La finestra

review-title-game = Analisi della partita { $game }
review-title-hand = Analisi della mano { $hand }
review-largest =
    .aria-label = Le tue perdite più grandi
review-previous = ← Precedente
review-next = Successiva →
review-close = Chiudi
    .aria-label = Chiudi l'analisi
review-decisions =
    .aria-label = Decisioni
review-keys = Tasti: ← → precedente e successiva, Home e Fine la prima e l'ultima, Esc chiude.
review-progress =
    .aria-label = Avanzamento dell'analisi
review-reviewing = Analisi delle tue decisioni: { $done } di { $total }…
review-starting = L'analisi sta iniziando…
review-reviewing-said = Analisi delle tue decisioni…
review-try-again = Riprova
review-ready = L'analisi è pronta. { $summary }
review-none = Nessuna decisione da analizzare.
review-no-decision = Non avevi decisioni da prendere
review-summary =
    { $count ->
        [one] Hai preso { $count } decisione: { $grades }; precisione { $accuracy }%
       *[other] Hai preso { $count } decisioni: { $grades }; precisione { $accuracy }%
    }
review-summary-grade =
    { $grade ->
        [best]
            { $count ->
                [one] { $count } migliore
               *[other] { $count } migliori
            }
        [good]
            { $count ->
                [one] { $count } buona
               *[other] { $count } buone
            }
        [inaccuracy]
            { $count ->
                [one] { $count } imprecisione
               *[other] { $count } imprecisioni
            }
        [mistake]
            { $count ->
                [one] { $count } errore
               *[other] { $count } errori
            }
       *[blunder]
            { $count ->
                [one] { $count } errore grave
               *[other] { $count } errori gravi
            }
    }
review-largest-label = Perdite più grandi:
review-nothing-lost = Nessuna decisione ha perso qualcosa degno di nota.
review-where = Decisione { $number }
review-where-hand = Mano { $hand }, decisione { $number }
# loan: only placeholders and punctuation, the same in Italian
review-jump-label = { $where }: { $grade }, { $loss }
review-said-best = { $where }: hai scelto { $choice }; la migliore.
review-said-loss = { $where }: hai scelto { $choice }; { $grade }, { $loss }.
review-no-decision-hand = Non avevi decisioni da prendere in questa mano.
review-step-head = { $where } di { $total }: { $kind }
review-you = Tu
review-best = Migliore
review-you-row = (tu)

## La mano com'era

review-mark-you = la tua scelta
review-mark-best = la scelta migliore
review-mark-both = la tua scelta e la scelta migliore
# loan: only placeholders and a comma, the same in Italian
review-card-label = { $card }, { $marks }
review-upcard = Carta scoperta
review-upcard-label = Carta scoperta { $card }
review-stock = Tallone
review-stock-label =
    { $count ->
        [one] Tallone, { $count } carta
       *[other] Tallone, { $count } carte
    }
review-stock-caption = Tallone: { $count }
review-pass = Passo
review-pile = Scarti
review-pile-label = Pila degli scarti: { $card }
review-facts-discard =
    { $stock ->
        [one] Punti morti dopo il tuo scarto: { $deadwood } · Tallone: { $stock } carta
       *[other] Punti morti dopo il tuo scarto: { $deadwood } · Tallone: { $stock } carte
    }
review-facts = Punti morti: { $deadwood }
review-your-cards = Le tue { $count } carte

## Tutte le scelte

review-every-choice = Tutte le scelte ({ $count })
review-choice-head = Scelta
review-value-head =
    { $unit ->
        [win] Probabilità di vincere
       *[points] Punti
    }
review-against-head = Rispetto alla migliore
review-grade-head = Giudizio

## Una scelta a parole

review-choice-discard = scartare { $card }
review-choice-knock = bussare scartando { $card }
review-choice-take-card = prendere la carta scoperta { $card }
review-choice-take = prendere la carta scoperta
review-choice-draw = pescare dal tallone
review-choice-pass = passare
# loan: «big gin» is what Italian players say (GLOSSARY.md)
review-choice-big-gin = big gin

## Perché la scelta migliore era migliore

review-why-knock-safe = bussare con { $deadwood } punti morti era sicuro ma rendeva meno che continuare con { $card } per il gin o un totale più basso
review-why-knock-undercut = bussare con { $deadwood } punti morti perdeva la mano nel { $share } delle distribuzioni permesse dalle carte che non avevi visto; continuare con { $card } era meglio
review-why-gin = scartare { $card } era gin
review-why-knock-won = bussare con { $deadwood } punti morti scartando { $card } vinceva la mano nel { $share } delle distribuzioni simulate; continuare dava tempo all'avversario
review-why-big-gin = tutte le 11 carte erano in combinazione: il big gin rendeva di più
# loan: only the two placeholders and a semicolon, the same in Italian
review-why-discards = { $made }; { $better }
review-why-made-broke-meld = scartare { $card } rompeva la tua combinazione { $cards }
review-why-made-fed = scartare { $card } alimentava la combinazione { $cards } dell'avversario
review-why-made-fed-taken = scartare { $card } alimentava l'avversario, che l'ha presa
review-why-made-melds-with = scartare { $card } cedeva una carta che si combina con le tue { $cards }
review-why-made-broke-begun = scartare { $card } disfaceva { $cards }, una combinazione iniziata
review-why-made-left = scartare { $card } lasciava { $deadwood } punti morti
review-why-better-loose-high = { $card } era una carta alta isolata
review-why-better-few-partners = { $card } aveva solo { $cards } con cui combinarsi
review-why-better-joined-nothing = { $card } non si combinava con niente
review-why-better-left = { $card } lasciava { $deadwood } punti morti
review-why-better-more-ways = teneva più modi di combinare ({ $kept } carte si unirebbero, non { $lost })
review-why-better-safe = era sicura (l'avversario aveva scartato { $card })
review-why-two = { $first } e { $second }
review-why-three = { $first }, { $second } e { $third }
review-why-take-melds =
    prendere { $card } (si combina con { $cards }); { $other ->
        [stock] una carta dal tallone
       *[pass] passare
    } valeva di più in media
review-why-take-nothing =
    prendere { $card } non formava nulla e la mostrava all'avversario; { $other ->
        [stock] una carta dal tallone
       *[pass] passare
    } valeva di più in media
review-why-skip-melds = { $card } si combina con { $cards }: prenderla era meglio
review-why-skip-lowers = { $card } abbassava i tuoi punti morti più di quanto avrebbe fatto probabilmente una carta dal tallone: prenderla era meglio
review-why-other = { $best } era meglio di { $chosen }
# loan: only the two placeholders and brackets, the same in Italian
review-why-loss = { $why } ({ $loss })

## I pulsanti del pannello di fine mano

review-hand = Analizza la mano
review-game = Analizza la partita
review-after-rated = dopo questa partita valida per il rating
review-rated-why = Nessun aiuto del motore in una partita valida per il rating finché non finisce: le sue mani si analizzano quando è conclusa.
