# El análisis de la partida en la mesa (review.js): su ventana, las notas, cada decisión,
# la tabla de todas las opciones con su leyenda y por qué la mejor opción era mejor
# (a partir de la razón tipada del servidor, ginrummy.review.words.Reason).
# $card y $cards son cartas escritas como en la mesa («9♥», «7♥ 8♥ 9♥»).

## Las notas; $grade es best, good, inaccuracy, mistake o blunder.

review-grade =
    { $grade ->
        [best] Mejor
        [good] Buena
        [inaccuracy] Imprecisión
        [mistake] Error
       *[blunder] Error grave
    }
review-kind =
    { $kind ->
        [first-upcard] La primera carta descubierta
        [draw] Robo
       *[discard] Descarte
    }

## Rechazos

review-refused-busy = Otro análisis tuyo sigue en marcha: vuelve a intentarlo cuando termine.
review-refused-full = El servidor está ocupado con otros análisis: vuelve a intentarlo en un momento.
review-refused-hand = Esta mano se sigue jugando: analízala cuando termine.
review-refused-game = La partida aún no ha terminado: analiza sus manos una a una.
review-refused-seat = El asiento de este navegador en la partida ya no es válido.
review-no-seat = Este navegador no tiene asiento en esta partida.
review-failed = No se pudo hacer el análisis.

## Pérdidas

review-loss =
    { $unit ->
        [win] { $amount } % de probabilidad de ganar la partida
       *[points] { $amount } puntos
    }
review-loss-short =
    { $unit ->
        [win] { $amount } %
       *[points] { $amount } ptos.
    }
review-counted =
    { $unit ->
        [win] { $amount } %
       *[points] { $amount } puntos
    }
review-no-loss = Sin pérdida: era la mejor opción.
review-verdict-within = { $loss } frente a la primera opción: dentro de lo que los repartos simulados pueden distinguir.
review-verdict-graded = { $loss } frente a la mejor; calificada por { $counted }, la diferencia menos la mitad de su ±.
review-best-row = mejor

## La leyenda

review-legend-value =
    { $unit ->
        [win] Probabilidad de ganar: tu probabilidad de ganar la partida tras cada opción, jugando la mano hasta el final en repartos de las cartas que no podías ver.
       *[points] Puntos: los puntos medios de la mano para ti tras cada opción (menos cuando anota el rival), jugando la mano hasta el final en repartos de las cartas que no podías ver.
    }
review-legend-against =
    { $unit ->
        [win] Frente a la mejor: cuántos puntos porcentuales queda cada opción por detrás de la mejor, ± un error estándar (el ruido del muestreo; mayor para una opción descartada tras los primeros repartos).
       *[points] Frente a la mejor: cuántos puntos queda cada opción por detrás de la mejor, ± un error estándar (el ruido del muestreo; mayor para una opción descartada tras los primeros repartos).
    }
review-legend-grade = Nota: la diferencia menos la mitad de su ± (así { $example } cuenta como { $counted }): Mejor hasta { $best }, Buena hasta { $good }, Imprecisión hasta { $inaccuracy }, Error hasta { $mistake }, Error grave por encima.

## La ventana

review-title-game = Análisis de la partida { $game }
review-title-hand = Análisis de la mano { $hand }
review-largest =
    .aria-label = Tus mayores pérdidas
review-previous = ← Anterior
review-next = Siguiente →
review-close = Cerrar
    .aria-label = Cerrar el análisis
review-decisions =
    .aria-label = Decisiones
review-keys = Teclas: ← → anterior y siguiente, Inicio y Fin la primera y la última, Esc cierra.
review-progress =
    .aria-label = Progreso del análisis
review-reviewing = Analizando tus decisiones: { $done } de { $total }…
review-starting = Empieza el análisis…
review-reviewing-said = Analizando tus decisiones…
review-try-again = Reintentar
review-ready = El análisis está listo. { $summary }
review-none = No hay decisiones que analizar.
review-no-decision = No tuviste ninguna decisión que tomar
review-summary =
    { $count ->
        [one] Tomaste { $count } decisión: { $grades }; precisión { $accuracy } %
       *[other] Tomaste { $count } decisiones: { $grades }; precisión { $accuracy } %
    }
review-summary-grade =
    { $grade ->
        [best]
            { $count ->
                [one] { $count } mejor
               *[other] { $count } mejores
            }
        [good]
            { $count ->
                [one] { $count } buena
               *[other] { $count } buenas
            }
        [inaccuracy]
            { $count ->
                [one] { $count } imprecisión
               *[other] { $count } imprecisiones
            }
        [mistake]
            { $count ->
                [one] { $count } error
               *[other] { $count } errores
            }
       *[blunder]
            { $count ->
                [one] { $count } error grave
               *[other] { $count } errores graves
            }
    }
review-largest-label = Mayores pérdidas:
review-nothing-lost = Ninguna decisión perdió nada digno de mención.
review-where = Decisión { $number }
review-where-hand = Mano { $hand }, decisión { $number }
# loan: only placeholders and punctuation, the same in Spanish
review-jump-label = { $where }: { $grade }, { $loss }
review-said-best = { $where }: elegiste { $choice }; la mejor.
review-said-loss = { $where }: elegiste { $choice }; { $grade }, { $loss }.
review-no-decision-hand = No tuviste ninguna decisión que tomar en esta mano.
review-step-head = { $where } de { $total }: { $kind }
review-you = Tú
review-best = Mejor
review-you-row = (tú)

## La mano tal como estaba

review-mark-you = tu opción
review-mark-best = la mejor opción
review-mark-both = tu opción y la mejor opción
# loan: only placeholders and a comma, the same in Spanish
review-card-label = { $card }, { $marks }
review-upcard = Carta descubierta
review-upcard-label = Carta descubierta { $card }
review-stock = Mazo
review-stock-label =
    { $count ->
        [one] Mazo, { $count } carta
       *[other] Mazo, { $count } cartas
    }
review-stock-caption = Mazo: { $count }
review-pass = Pasar
review-pile = Descartes
review-pile-label = Descartes: { $card }
review-facts-discard =
    { $stock ->
        [one] Puntos sueltos tras tu descarte: { $deadwood } · Mazo: { $stock } carta
       *[other] Puntos sueltos tras tu descarte: { $deadwood } · Mazo: { $stock } cartas
    }
review-facts = Puntos sueltos: { $deadwood }
review-your-cards = Tus { $count } cartas

## Todas las opciones

review-every-choice = Todas las opciones ({ $count })
review-choice-head = Opción
review-value-head =
    { $unit ->
        [win] Probabilidad de ganar
       *[points] Puntos
    }
review-against-head = Frente a la mejor
review-grade-head = Nota

## Una opción en palabras

review-choice-discard = descartar { $card }
review-choice-knock = cortar descartando { $card }
review-choice-take-card = tomar la carta descubierta { $card }
review-choice-take = tomar la carta descubierta
review-choice-draw = robar del mazo
review-choice-pass = pasar
# loan: «big gin» is what Spanish players say (GLOSSARY.md)
review-choice-big-gin = big gin

## Por qué la mejor opción era mejor

review-why-knock-safe = cortar con { $deadwood } puntos sueltos era seguro pero daba menos que seguir con { $card } buscando gin o un total más bajo
review-why-knock-undercut = cortar con { $deadwood } puntos sueltos perdía la mano en { $share } de los repartos que permitían las cartas que no habías visto; seguir con { $card } era mejor
review-why-gin = descartar { $card } era gin
review-why-knock-won = cortar con { $deadwood } puntos sueltos descartando { $card } ganaba la mano en { $share } de los repartos simulados; seguir le daba tiempo al rival
review-why-big-gin = las 11 cartas formaban juegos: el big gin daba más
# loan: only the two placeholders and a semicolon, the same in Spanish
review-why-discards = { $made }; { $better }
review-why-made-broke-meld = descartar { $card } rompía tu juego { $cards }
review-why-made-fed = descartar { $card } alimentaba el juego { $cards } del rival
review-why-made-fed-taken = descartar { $card } alimentaba al rival, que la tomó
review-why-made-melds-with = descartar { $card } soltaba una carta que forma juego con tus { $cards }
review-why-made-broke-begun = descartar { $card } deshacía { $cards }, un juego empezado
review-why-made-left = descartar { $card } dejaba { $deadwood } puntos sueltos
review-why-better-loose-high = { $card } era una carta alta suelta
review-why-better-few-partners = { $card } solo tenía { $cards } para formar juego
review-why-better-joined-nothing = { $card } no formaba juego con nada
review-why-better-left = { $card } dejaba { $deadwood } puntos sueltos
review-why-better-more-ways = conservaba más maneras de formar juegos ({ $kept } cartas encajarían, no { $lost })
review-why-better-safe = era segura (el rival había tirado { $card })
review-why-two = { $first } y { $second }
review-why-three = { $first }, { $second } y { $third }
review-why-take-melds =
    tomar { $card } (forma juego con { $cards }); { $other ->
        [stock] una carta del mazo
       *[pass] pasar
    } valía más de media
review-why-take-nothing =
    tomar { $card } no formaba juego y se la mostraba al rival; { $other ->
        [stock] una carta del mazo
       *[pass] pasar
    } valía más de media
review-why-skip-melds = { $card } forma juego con { $cards }: tomarla era mejor
review-why-skip-lowers = { $card } bajaba tus puntos sueltos más de lo que probablemente lo haría una carta del mazo: tomarla era mejor
review-why-other = { $best } era mejor que { $chosen }
# loan: only the two placeholders and brackets, the same in Spanish
review-why-loss = { $why } ({ $loss })

## Los botones del panel de fin de mano

review-hand = Analizar la mano
review-game = Analizar la partida
review-after-rated = después de esta partida puntuable
review-rated-why = Sin ayuda del motor en una partida puntuable hasta que termine: sus manos se analizan al acabar.
