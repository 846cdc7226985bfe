# La explicación de la bajada en el navegador (outcome.js), los consejos de la primera
# partida (guide.js), la hoja de anotación Hollywood (hollywood.js) y el deshacer un
# descarte (forgiveness.js). Ver el archivo inglés para los parámetros.

showdown-player = Jugador { $number }

## Por qué la mano terminó así: la explicación de la bajada.
showdown-why-void = Nadie anota en esta mano; el mismo repartidor vuelve a dar.
showdown-why-void-reason = Nadie anota en esta mano ({ $reason }); el mismo repartidor vuelve a dar.
showdown-why-after-layoff = {" "}tras { $layoff } { $count ->
        [one] una carta
       *[other] { $count } cartas
    }
    .layoff = colocar
showdown-why-knock =
    { $kwho ->
        [you] { $knocked }
       *[other] { $knocker } { $knocked }
    } con { $k } { $deadwood }; { $dwho ->
        [you] te quedaron
       *[other] a { $defender } le quedaron
    } { $d }{ $after }, así que { $kwho ->
        [you] sumas
       *[other] { $knocker } suma
    } la diferencia, { $base }.
    .knocked =
        { $kwho ->
            [you] Cortaste
           *[other] cortó
        }
    .deadwood = puntos sueltos
showdown-why-gin =
    { $kwho ->
        [you] Hiciste
       *[other] { $knocker } hizo
    } { $gin }: todas las cartas en juegos, ninguna { $deadwood }. { $kwho ->
        [you] Sumas
       *[other] { $knocker } suma
    } el bono de gin, { $bonus }, más { $dwho ->
        [you] tus { $d } puntos sueltos
       *[other] los { $d } puntos sueltos de { $defender }
    }: { $base }.
    .gin = gin
    .deadwood = carta suelta
showdown-why-big-gin =
    { $kwho ->
        [you] Hiciste
       *[other] { $knocker } hizo
    } { $biggin }: las once cartas en juegos, ninguna { $deadwood }. { $kwho ->
        [you] Sumas
       *[other] { $knocker } suma
    } el bono de big gin, { $bonus }, más { $dwho ->
        [you] tus { $d } puntos sueltos
       *[other] los { $d } puntos sueltos de { $defender }
    }: { $base }.
    .biggin = big gin
    .deadwood = carta suelta
showdown-why-undercut =
    { $kwho ->
        [you] { $knocked }
       *[other] { $knocker } { $knocked }
    } con { $k } { $deadwood }; { $dwho ->
        [you] solo te quedaron
       *[other] a { $defender } solo le quedaron
    } { $d }{ $after }, no más que a { $kwho ->
        [you] ti
       *[other] { $knocker }
    }: es un { $undercut }. { $dwho ->
        [you] Sumas
       *[other] { $defender } suma
    } el bono de contracorte, { $bonus }, más la diferencia, { $difference }: { $base }.
    .knocked =
        { $kwho ->
            [you] Cortaste
           *[other] cortó
        }
    .deadwood = puntos sueltos
    .undercut = contracorte
showdown-why-tie =
    { $kwho ->
        [you] { $knocked }
       *[other] { $knocker } { $knocked }
    } con { $k } { $deadwood }; { $dwho ->
        [you] a ti también te quedaron
       *[other] a { $defender } también le quedaron
    } { $d }{ $after }. Con estas reglas un empate no es un { $undercut }, así que nadie anota.
    .knocked =
        { $kwho ->
            [you] Cortaste
           *[other] cortó
        }
    .deadwood = puntos sueltos
    .undercut = contracorte
showdown-why-doubled = {" "}La carta descubierta de picas lo duplica: { $points }.

## Los consejos de la primera partida. Las teclas entre paréntesis (t, p, d, g, k) no
## cambian.
showdown-tip-your-opponent = tu rival
showdown-tip-label = Consejo
# loan: solo el título y un punto
showdown-tip-heading = { $title }.
showdown-tip-named = Consejo: { $title }
showdown-tip-live = Consejo: { $title }. { $text }
showdown-tip-more = Más
showdown-tip-got-it = Entendido
showdown-tip-off = No mostrar consejos
showdown-tip-read = Leer
showdown-tip-title-upcard = La carta descubierta
showdown-tip-title-draw = Robar
# loan: «gin» se dice así en español (glosario)
showdown-tip-title-gin = Gin
showdown-tip-title-knock = Cortar
showdown-tip-title-deadwood = Puntos sueltos
showdown-tip-title-undercut = Contracorte
showdown-tip-title-layoff = Colocar
showdown-tip-upcard = La carta boca arriba es la carta descubierta: el comienzo de los descartes. En el primer turno puedes tomarla (t) si te ayuda a formar un juego, o pasar (p).
showdown-tip-upcard-card = La carta boca arriba, { $card }, es la carta descubierta: el comienzo de los descartes. En el primer turno puedes tomarla (t) si te ayuda a formar un juego, o pasar (p).
showdown-tip-upcard-after = Si pasas, { $name } puede tomarla.
showdown-tip-upcard-after-dealer = Si tú también pasas, { $name } empieza robando del mazo.
showdown-tip-draw = En cada turno robas una carta: del mazo (d), boca abajo y sin que nadie la vea. Después descartas una carta.
showdown-tip-draw-or-take = En cada turno robas una carta: del mazo (d), boca abajo y sin que nadie la vea, o la de arriba de los descartes, { $card } (t), y { $name } ve cómo la tomas. Después descartas una carta.
showdown-tip-gin-can = Puedes hacer gin (g): todas tus cartas en juegos. El gin suma un bono más todos los puntos sueltos de { $name }, y { $name } no puede colocar cartas.
showdown-tip-gin-went =
    { $who ->
        [you] Hiciste
       *[other] { $name } hizo
    } { $outcome ->
        [big_gin] big gin: las once cartas
       *[gin] gin: las diez cartas
    } en juegos. El gin suma un bono más los puntos sueltos del otro jugador; no se puede colocar nada y no hay contracorte.
showdown-tip-knock = Puedes cortar (k): descartar boca abajo con { $limit } puntos sueltos o menos, y la mano termina.
showdown-tip-knock-little = Puedes cortar (k): descartar boca abajo con pocos puntos sueltos, y la mano termina.
showdown-tip-knock-least = Puedes bajar hasta { $best }.
showdown-tip-knock-undercut = Pero si { $name } termina sin más puntos sueltos que tú, es un contracorte.
showdown-tip-deadwood = Las cartas que no están en un juego (el recuadro oscuro) son cartas sueltas. El número bajo cada carta son tus puntos sueltos si la descartas: cuanto más bajo, mejor.
showdown-tip-deadwood-count = Las cartas que no están en un juego (el recuadro oscuro) son cartas sueltas; las tuyas suman { $count }. El número bajo cada carta son tus puntos sueltos si la descartas: cuanto más bajo, mejor.
showdown-tip-undercut =
    { $who ->
        [you] Tenías
       *[other] { $name } tenía
    } { $d } puntos sueltos tras colocar, no más que los { $k } de quien cortó, así que { $who ->
        [you] ganaste
       *[other] { $name } ganó
    } la mano y el bono de contracorte.
showdown-tip-layoff =
    { $who ->
        [you] Colocaste { $cards } en los juegos de { $name }
       *[other] { $name } colocó { $cards } en tus juegos
    } (con borde naranja). Las cartas colocadas ya no cuentan como puntos sueltos.

## Un corte que fue gin, en las jugadas de la mano.
showdown-event-gin =
    { $who ->
        [you] hiciste
       *[other] { $name } hizo
    } { $outcome ->
        [big_gin] big gin
       *[gin] gin
    }
showdown-event-gin-card =
    { $who ->
        [you] hiciste
       *[other] { $name } hizo
    } { $outcome ->
        [big_gin] big gin
       *[gin] gin
    } descartando { $card }

## La hoja de anotación Hollywood (tres partidas en una hoja).
# loan: el nombre de esta forma de anotar, como en la página de reglas
showdown-hollywood = Hollywood
showdown-hollywood-game = Hollywood, partida { $number }
showdown-sheet-hand = Mano { $hand }
showdown-sheet-hand-head = Mano
showdown-sheet-score = Tanteo
showdown-sheet-empty = Todavía no se ha anotado ninguna mano.
showdown-sheet-game-over = terminada
showdown-sheet-game = Partida { $number }
showdown-sheet-game-short = P{ $number }
showdown-sheet-caption = Hollywood: tres partidas; tanteo { $name0 }–{ $name1 }
showdown-sheet-caption-target = Hollywood: tres partidas, cada una a { $target }; tanteo { $name0 }–{ $name1 }

## Deshacer un descarte (contra el ordenador) y confirmar un descarte (contra una
## persona).
showdown-take-back = Deshacer
showdown-take-back-card = Recuperar { $card }
showdown-confirm-discard = ¿Descartar?
showdown-confirm-discard-card = ¿Descartar { $card }?
showdown-confirm-cancel = Cancelar
showdown-confirm-yes = Descartar
