# La revisión de una mano: el juego de texto la muestra tras 'r', el de pantalla completa
# desde la muestra de cartas. $unit es "win" (puntos porcentuales de probabilidad de ganar
# la partida) o "points" (puntos esperados de la mano). ± es un error estándar.

## Una elección en pocas palabras
tui-review-choice-stock = mazo
tui-review-choice-take = tomar
tui-review-choice-take-card = tomar { $card }
tui-review-choice-pass = pasar
tui-review-choice-discard = descartar { $card }
tui-review-choice-knock = cortar { $card }
# loan: "gin" as the glossary has it
tui-review-choice-gin = gin { $card }
# loan: "big gin" as the glossary has it
tui-review-choice-big-gin = big gin
tui-review-kind =
    { $kind ->
        [upcard] descubierta
        [draw] robo
       *[discard] descarte
    }
tui-review-grade =
    { $grade ->
        [best] mejor
        [good] buena
        [inaccuracy] imprecisión
        [mistake] error
       *[blunder] error grave
    }
# loan: the same comma
tui-review-comma = { ", " }
tui-review-grade-count =
    { $count } { $grade ->
        [best] { $count ->
            [one] mejor
           *[other] mejores
        }
        [good] { $count ->
            [one] buena
           *[other] buenas
        }
        [inaccuracy] { $count ->
            [one] imprecisión
           *[other] imprecisiones
        }
        [mistake] { $count ->
            [one] error
           *[other] errores
        }
       *[blunder] { $count ->
            [one] error grave
           *[other] errores graves
        }
    }

## El resumen y la leyenda
tui-review-summary-none = No tuviste ninguna decisión que tomar.
tui-review-summary =
    Tomaste { $count ->
        [one] { $count } decisión
       *[other] { $count } decisiones
    }: { $grades }.
tui-review-summary-accuracy =
    Tomaste { $count ->
        [one] { $count } decisión
       *[other] { $count } decisiones
    }: { $grades }; precisión { $accuracy } %.
tui-review-legend-value =
    { $unit ->
        [win] Valor: tu probabilidad de ganar la partida tras cada elección
       *[points] Valor: los puntos medios de la mano para ti tras cada elección
    }, con la mano jugada hasta el final sobre repartos de las cartas que no podías ver.
tui-review-legend-against =
    Frente a la mejor: cuántos { $unit ->
        [win] puntos porcentuales
       *[points] puntos
    } queda una elección por detrás de la mejor, ± un error estándar (el ruido del muestreo).
tui-review-legend-grade = Nota: la diferencia menos la mitad de su ± (−2.0 ± 1.0 cuenta como 1.5): mejor hasta { $best }, buena hasta { $good }, imprecisión hasta { $inaccuracy }, error hasta { $mistake }, más allá un error grave.
tui-review-short-against =
    Frente a la mejor: { $unit ->
        [win] probabilidad de ganar (puntos %)
       *[points] puntos esperados de la mano
    } por detrás de la mejor ± 1 error estándar.
tui-review-short-grade = Nota: eso menos la mitad del ±: mejor hasta { $best }, buena { $good }, imprecisión { $inaccuracy }, error { $mistake }, más un error grave.

## Una decisión
tui-review-hand = { $hand } (puntos sueltos { $deadwood }); mazo { $stock }
tui-review-hand-upcard = { $hand } (puntos sueltos { $deadwood }); carta descubierta { $upcard }; mazo { $stock }
tui-review-your-hand = Tu mano: { $hand }.
tui-review-best-mark = (mejor)
tui-review-yours-mark = { " " }(la tuya)
tui-review-more = { " " }(y { $count } más)
tui-review-choices =
    Opciones ({ $unit ->
        [win] probabilidad de ganar la partida
       *[points] puntos esperados de la mano
    }; frente a la mejor ± un error estándar): { $cells }{ $more }.
tui-review-loss =
    { $loss } ± { $error }{ $unit ->
        [win] { " " }% de probabilidad de ganar
       *[points] { " " }puntos
    }
tui-review-verdict-best = Jugada { $number }, { $kind }: tu elección, { $chose }, es la mejor.
tui-review-verdict-within = Jugada { $number }, { $kind }: tu elección, { $chose }, se califica como la mejor ({ $loss } frente a { $top }, dentro de lo que los repartos no distinguen).
tui-review-verdict =
    Jugada { $number }, { $kind }: tu elección, { $chose }: { $grade } ({ $loss } frente a la mejor; calificada sobre { $graded }{ $unit ->
        [win] { " " }%
       *[points] { " " }puntos
    }); mejor: { $best }.
tui-review-as-good = Tan buena como cualquier otra opción aquí (dentro de lo que los repartos muestreados pueden distinguir).
tui-review-nothing-lost = Ninguna de tus elecciones perdió nada que valga la pena contar.
tui-review-largest =
    { $count ->
        [one] Tu mayor pérdida:
       *[other] Tus mayores pérdidas:
    }

## La ventana de la revisión
tui-review-title = Revisión de la mano { $number }: tus decisiones
tui-review-working = Revisando tus decisiones...
tui-review-progress =
    Revisando tus { $total ->
        [one] { $total } decisión
       *[other] { $total } decisiones
    }: { $done } hechas...
tui-review-failed = La revisión falló: { $error }
tui-review-marks = #1-#{ $count }: tus mayores pérdidas.
tui-review-mark-one = #1: tu única pérdida.
tui-review-column-move = Jugada
tui-review-column-kind = Tipo
tui-review-column-choice = Tu elección
tui-review-column-best = Mejor
tui-review-column-grade = Nota
tui-review-column-against =
    { $unit ->
        [win] Frente a la mejor %
       *[points] Frente a la mejor
    }
tui-review-same = igual
tui-review-top = mejor
