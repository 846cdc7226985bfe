# El juego a pantalla completa: la mesa, las ventanas, la muestra de cartas y la hoja de
# anotación. Las letras entre paréntesis, (t), (d), son teclas: se quedan como están.

## La mesa
tui-table-new = nueva
tui-table-meld =
    { $kind ->
        [run] escalera
       *[set] trío/póker
    }
tui-table-stock-label = mazo
tui-table-discard-label = pozo
tui-table-stock-note =
    Mazo: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
tui-table-discard-note =
    Pozo: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
tui-table-discard-under =
    Pozo: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, { $below } bajo la de arriba ({ $squared ->
        [true] cuadrado
       *[other] v las muestra
    })
tui-table-limit-note = Límite para cortar en esta mano: { $limit }
tui-table-limit-note-gin = Límite para cortar en esta mano: { $limit } (solo gin)
tui-table-limit-double = { $limit }, puntos dobles
tui-table-opponent =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
tui-table-opponent-known =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, entre ellas { $cards } (tomadas del pozo)
tui-table-hand-number = mano { $number }
tui-table-to-target = { $scores } (a { $target })
tui-table-deals =
    { $who ->
        [you] repartes tú
       *[other] reparte { $name }
    }
tui-table-dealt = Las cartas están repartidas.
tui-table-status-over = mano terminada
tui-table-status-yours = tu turno
tui-table-status-theirs = turno de { $name }

## Qué hacer ahora
tui-table-prompt-over = La mano terminó: Intro muestra las cartas.
tui-table-prompt-waiting = { $name } está jugando…
tui-table-prompt-offer = Tu turno: tomar { $card } (t) o pasar (p).
tui-table-prompt-draw-or-take = Tu turno: robar del mazo (d) o tomar { $card } (t).
tui-table-prompt-draw = Tu turno: robar del mazo (d).
tui-table-prompt-stock-end = Quedan dos cartas en el mazo: tomar { $card } (t) para cortar con ella, o pasar (p).
tui-table-prompt-stock-end-void = Quedan dos cartas en el mazo: pasar (p); la mano es nula.
tui-table-prompt-discard = Descartar: flechas + Intro o clic
# loan: the same semicolon
tui-table-separator = { "; " }
# loan: the key g and "gin", the players word
tui-table-prompt-gin = g: gin
tui-table-prompt-knock = k: cortar ({ $left } puntos sueltos)
# loan: the key g and "big gin", the glossary word
tui-table-prompt-big-gin = g: big gin
# loan: only the final full stop, as in Spanish
tui-table-prompt-parts = { $parts }.
tui-table-deadwood-line =
    Puntos sueltos: { $now }; descartar { $card } deja { $left }: { $then ->
        [gin] gin
        [knock] puedes cortar
       *[none] aún no puedes cortar
    } (límite { $limit }).
## El pozo (v)
tui-table-pile-empty = El pozo está vacío.
tui-table-pile-squared =
    El pozo está cuadrado: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, solo se ve la de arriba:
tui-table-pile-top-first =
    Pozo, { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, de arriba abajo:

## La muestra de cartas y la hoja de anotación
tui-table-void-title = Mano nula
tui-table-showdown-title =
    { $who ->
        [you] { $outcome ->
            [gin] Hiciste gin
            [big_gin] Hiciste big gin
            [undercut] Cortaste y te hicieron contracorte
           *[knock] Cortaste
        }
       *[other] { $outcome ->
            [gin] { $name } hizo gin
            [big_gin] { $name } hizo big gin
            [undercut] { $name } cortó y recibió contracorte
           *[knock] { $name } cortó
        }
    }
tui-table-scores-points =
    { $who ->
        [you] Te anotas
       *[other] { $name } se anota
    } { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
tui-table-sheet-hand = mano
tui-table-sheet-void = nula
tui-table-sheet-none = (ninguna mano terminada todavía)
tui-table-no-deadwood = sin puntos sueltos
tui-table-layoffs = ; colocables: { $count }

## La ayuda (?)
tui-help-title = Teclas (el ratón también sirve: cartas, mazo, pozo, botones):
tui-help-key-arrows = izq./der.
tui-help-key-enter = Intro
tui-help-key-pages = RePág/AvPág
tui-help-draw = robar del mazo
tui-help-click-stock = (clic en el mazo)
tui-help-take = tomar la carta de arriba del pozo
tui-help-click-pile = (clic en el pozo)
tui-help-pass = pasar la primera carta descubierta (o al final del mazo)
tui-help-pick = elegir una carta de tu mano
tui-help-click-card = (clic en una carta)
tui-help-discard = descartar la carta elegida
tui-help-click-again = (otro clic)
tui-help-knock = cortar (la carta elegida o la mejor); elegir los juegos
tui-help-gin = hacer gin (o big gin) cuando se pueda
tui-help-hint = un consejo del jugador más fuerte de la computadora
tui-help-scroll = repasar las jugadas de esta mano (o la rueda del ratón)
tui-help-pile = todo el pozo
tui-help-also-scores = s  la hoja de anotación
tui-help-help = esta ayuda y las reglas
tui-help-also-quit = q  guardar y salir
tui-help-quit-saves = Salir guarda la partida: `ginrummy play --resume` la continúa.
tui-help-records = Las partidas acabadas se guardan: `ginrummy replay ARCHIVO` muestra una.
## Jugadas rechazadas o hechas
tui-table-move-take = tomar
tui-table-move-pass = pasar
tui-table-move-draw = robar
tui-table-hand-over = La mano terminó: pulsa Intro para ver las cartas.
tui-table-wait = Espera: es el turno de { $name }.
tui-table-you-chose = Elegiste { $move }.
tui-table-pick-first = Elige primero una carta (flechas o clic).
tui-table-only-knock = No permitido: ahora solo puedes cortar (k).
tui-table-not-your-turn = No permitido: no es tu turno.
tui-table-draw-then-knock = No permitido: roba primero una carta y luego corta: { $moves }.
tui-table-not-gin = No hay gin: el mejor descarte deja { $left } puntos sueltos.
tui-table-no-hint = Ahora no hay consejo: no es tu turno.
tui-table-illegal = { $name } intentó una jugada no permitida ({ $error }); en su lugar se hace su primera jugada permitida.
tui-table-new-hand = Se reparte una nueva mano.
tui-table-not-stored = No se pudo guardar el registro de la partida: { $error }.
tui-table-new-game = Una nueva partida: ¡suerte!
tui-table-resumed = Partida reanudada.
tui-table-knock-cancelled = Corte cancelado.

## Al salir
tui-table-record-kept = Registro de la partida guardado como { $path }.
tui-table-record-failed = Error: no se pudo guardar la partida terminada.
tui-table-save-failed = Error: no se pudo guardar la partida: { $error }.
tui-table-saved = Partida guardada en { $path }; `ginrummy play --resume` la continúa.
# loan: "Error" is Spanish too; --save is the option as typed
tui-table-save-file-failed = Error: --save: { $error }.
tui-table-save-file-written = Registro de la partida escrito también en { $path }.

## Bajo la muestra de cartas
tui-table-enter-sheet = Intro: la hoja de anotación
tui-table-enter-next = Intro: mano siguiente
tui-table-showdown-scores = Puntuación: { $scores } (partida a { $target })
tui-table-showdown-games = { $games } (cada una a { $target })
# loan: only punctuation around the two parts
tui-table-showdown-footer = { $scores }. { $more }
tui-table-your-hand = Tu mano:

## Teclas
tui-key-draw = Robar
tui-key-take = Tomar
tui-key-pass = Pasar
tui-key-left = Izquierda
tui-key-right = Derecha
tui-key-discard = Descartar
tui-key-knock = Cortar
# loan: "gin" is the word Spanish-speaking players use (glossary)
tui-key-gin = Gin
tui-key-hint = Consejo
tui-key-pile = Pozo
tui-key-scores = Puntos
tui-key-help = Ayuda+reglas
tui-key-save-quit = Guardar+salir
tui-key-quit = Salir
tui-key-earlier = Jugadas anteriores
tui-key-later = Jugadas siguientes
tui-key-cancel = Cancelar
tui-key-close = Cerrar
tui-key-scroll = Desplazar
tui-key-continue = Continuar
tui-key-review = Revisar mano
tui-key-back = Volver
tui-key-new-game = Nueva partida
tui-key-back-to-game = Volver a la partida

## La elección de juegos antes de cortar
tui-knock-title = Cortar, descartando { $card } boca abajo. ¿Qué juegos bajas?
tui-knock-gin-title = Hacer gin, descartando { $card } boca abajo. ¿Qué juegos bajas?
tui-knock-how = (colocables: cartas no vistas que el rival podría colocar en ellos; flechas + Intro o clic; Esc cancela)
tui-knock-gin-how = (sobre un gin no se coloca nada; flechas + Intro o clic; Esc cancela)
tui-text-hint = (Esc o Intro cierra; las flechas y RePág/AvPág desplazan)

## Las ventanas de la muestra y de la hoja de anotación
tui-showdown-review = Revisar esta mano
tui-sheet-game-over = Fin de la partida: la hoja de anotación
tui-sheet-kept = Guardada como { $path } (`ginrummy replay` la muestra).
