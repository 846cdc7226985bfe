# La revisione di una mano: il gioco di testo la mostra dopo 'r', quello a schermo intero
# dalla mostra delle carte. $unit è "win" (punti percentuali di probabilità di vincere la
# partita) o "points" (punti attesi della mano). ± è un errore standard.

## Una scelta in poche parole
tui-review-choice-stock = tallone
tui-review-choice-take = prendere
tui-review-choice-take-card = prendere { $card }
tui-review-choice-pass = passare
tui-review-choice-discard = scartare { $card }
tui-review-choice-knock = bussare { $card }
# loan: "gin" as the glossary has it
tui-review-choice-gin = gin { $card }
# loan: "big gin" as the glossary has it
tui-review-choice-big-gin = big gin
tui-review-kind =
    { $kind ->
        [upcard] scoperta
        [draw] pesca
       *[discard] scarto
    }
tui-review-grade =
    { $grade ->
        [best] migliore
        [good] buona
        [inaccuracy] imprecisione
        [mistake] errore
       *[blunder] errore grave
    }
# loan: the same comma
tui-review-comma = { ", " }
tui-review-grade-count =
    { $count } { $grade ->
        [best] { $count ->
            [one] migliore
           *[other] migliori
        }
        [good] { $count ->
            [one] buona
           *[other] buone
        }
        [inaccuracy] { $count ->
            [one] imprecisione
           *[other] imprecisioni
        }
        [mistake] { $count ->
            [one] errore
           *[other] errori
        }
       *[blunder] { $count ->
            [one] errore grave
           *[other] errori gravi
        }
    }

## Il riepilogo e la legenda
tui-review-summary-none = Non avevi decisioni da prendere.
tui-review-summary =
    Hai preso { $count ->
        [one] { $count } decisione
       *[other] { $count } decisioni
    }: { $grades }.
tui-review-summary-accuracy =
    Hai preso { $count ->
        [one] { $count } decisione
       *[other] { $count } decisioni
    }: { $grades }; precisione { $accuracy }%.
tui-review-legend-value =
    { $unit ->
        [win] Valore: la tua probabilità di vincere la partita dopo ogni scelta
       *[points] Valore: i punti medi della mano per te dopo ogni scelta
    }, con la mano giocata fino in fondo su distribuzioni delle carte che non potevi vedere.
tui-review-legend-against =
    Rispetto alla migliore: di quanti { $unit ->
        [win] punti percentuali
       *[points] punti
    } una scelta resta dietro la migliore, ± un errore standard (il rumore del campionamento).
tui-review-legend-grade = Voto: la differenza meno metà del suo ± (−2.0 ± 1.0 conta come 1.5): migliore fino a { $best }, buona fino a { $good }, imprecisione fino a { $inaccuracy }, errore fino a { $mistake }, oltre un errore grave.
tui-review-short-against =
    Rispetto alla migliore: { $unit ->
        [win] probabilità di vincere (punti %)
       *[points] punti attesi della mano
    } dietro la migliore ± 1 errore standard.
tui-review-short-grade = Voto: questo meno metà del ±: migliore fino a { $best }, buona { $good }, imprecisione { $inaccuracy }, errore { $mistake }, oltre un errore grave.

## Una decisione
tui-review-hand = { $hand } (punti morti { $deadwood }); tallone { $stock }
tui-review-hand-upcard = { $hand } (punti morti { $deadwood }); carta scoperta { $upcard }; tallone { $stock }
tui-review-your-hand = La tua mano: { $hand }.
tui-review-best-mark = (migliore)
tui-review-yours-mark = { " " }(la tua)
tui-review-more = { " " }(e altre { $count })
tui-review-choices =
    Scelte ({ $unit ->
        [win] probabilità di vincere la partita
       *[points] punti attesi della mano
    }; rispetto alla migliore ± un errore standard): { $cells }{ $more }.
tui-review-loss =
    { $loss } ± { $error }{ $unit ->
        [win] { " " }% di probabilità di vincere
       *[points] { " " }punti
    }
tui-review-verdict-best = Mossa { $number }, { $kind }: la tua scelta, { $chose }, è la migliore.
tui-review-verdict-within = Mossa { $number }, { $kind }: la tua scelta, { $chose }, è valutata migliore ({ $loss } rispetto a { $top }, entro ciò che le distribuzioni non distinguono).
tui-review-verdict =
    Mossa { $number }, { $kind }: la tua scelta, { $chose }: { $grade } ({ $loss } rispetto alla migliore; valutata su { $graded }{ $unit ->
        [win] %
       *[points] { " " }punti
    }); migliore: { $best }.
tui-review-as-good = Buona quanto qualsiasi altra scelta qui (entro ciò che le distribuzioni campionate sanno distinguere).
tui-review-nothing-lost = Nessuna tua scelta ha perso qualcosa che valga la pena contare.
tui-review-largest =
    { $count ->
        [one] La tua perdita più grande:
       *[other] Le tue perdite più grandi:
    }

## La finestra della revisione
tui-review-title = Revisione della mano { $number }: le tue decisioni
tui-review-working = Revisione delle tue decisioni...
tui-review-progress =
    Revisione delle tue { $total ->
        [one] { $total } decisione
       *[other] { $total } decisioni
    }: { $done } fatte...
tui-review-failed = La revisione non è riuscita: { $error }
tui-review-marks = #1-#{ $count }: le tue perdite più grandi.
tui-review-mark-one = #1: la tua unica perdita.
tui-review-column-move = Mossa
tui-review-column-kind = Tipo
tui-review-column-choice = La tua scelta
tui-review-column-best = Migliore
tui-review-column-grade = Voto
tui-review-column-against =
    { $unit ->
        [win] Rispetto alla migliore %
       *[points] Rispetto alla migliore
    }
tui-review-same = uguale
tui-review-top = migliore
