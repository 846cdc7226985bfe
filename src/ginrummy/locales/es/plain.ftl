# El juego en texto simple. Las palabras entre comillas simples ('help', 'pile',
# 'knock', 'r') son comandos que se escriben: quedan en inglés.

help-title = Comandos (da igual mayúsculas o minúsculas):
help-draw = robar la carta de arriba del mazo (también: d, stock)
help-take = tomar la carta descubierta, la de arriba de los descartes (también: t)
help-pass = rechazar la primera carta descubierta (también: p)
help-discard =
    descartar el { $card } (también: discard 7H, 7h, 10H, TH; los
    símbolos de palo también sirven)
help-knock =
    cortar descartando 7H boca abajo (también: k 7H); «knock» solo elige
    el descarte que deja menos puntos sueltos
help-gin = hacer gin descartando 7H; «gin» solo encuentra la carta
help-big-gin = bajar las 11 cartas cuando todas forman juegos
help-hint = la jugada del mejor jugador de la computadora, y por qué
help-pile = todos los descartes
help-show = la mesa otra vez
help-help = este texto
help-quit = dejar la partida; queda guardada, y `ginrummy play --resume` la continúa

plain-welcome = Gin rummy (reglas { $rules }) contra { $opponent }: gana el primero en llegar a { $target } puntos. Escribe 'help' para ver los comandos.
plain-welcome-hollywood = Gin rummy (reglas { $rules }) contra { $opponent }: gana el primero en llegar a { $target } puntos en cada una de tres partidas (Hollywood). Escribe 'help' para ver los comandos.
plain-resumed = Partida reanudada: { $scores }.
plain-game-over = === Fin de la partida. ===
plain-interrupted = Interrumpido.
plain-input-ended = La entrada terminó en medio de la partida.
plain-left = Dejaste la partida.
# loan: "Error" is spelled the same in Spanish.
plain-error = Error: { $error }.
plain-record-written = Registro de la partida escrito en { $path }.
plain-saved = Partida guardada en { $path }.
plain-resume-how = Para continuarla, escribe: { $command }
plain-not-kept = La partida no se guarda (no se indicó carpeta).
plain-record-kept = Registro de la partida guardado como { $path } (`ginrummy replay` lo muestra).

plain-hand =
    === Mano { $number }: { $dealer ->
        [you] repartes tú
       *[other] reparte { $name }
    }. Primera carta descubierta { $card }, límite para cortar { $limit }. ===
plain-hand-double =
    === Mano { $number }: { $dealer ->
        [you] repartes tú
       *[other] reparte { $name }
    }. Primera carta descubierta { $card }, límite para cortar { $limit }; es de picas: esta mano vale doble. ===
plain-review-offer = Escribe 'r' para revisar esta mano, Intro para seguir:
plain-reviewing =
    Revisando { $count ->
        [one] tu { $count } decisión
       *[other] tus { $count } decisiones
    } en la mano { $number }...
plain-counts-in = Esta mano cuenta en { $games }.

plain-pile-squared = Los descartes están cuadrados: { $pile } encima de { $more } más que nadie puede mirar
plain-pile = Descartes, de abajo arriba: { $pile }
plain-pile-empty = (vacío)
plain-which-card = ¿Qué carta? Escríbela, por ejemplo 'discard 7H' o solo '7H'.
plain-not-understood = No entendido: { $what }. Escribe 'help' para ver los comandos.
plain-not-gin-card = No es gin: descartar { $card } deja { $left } puntos sueltos (usa 'knock' para cortar).
plain-best-over-limit = No permitido: el mejor descarte deja { $left } puntos sueltos, por encima del límite para cortar de { $limit }.
plain-not-gin = No es gin: el mejor descarte deja { $left } puntos sueltos (usa 'knock').

table-pile-empty = vacío
table-pile-top = { $card } arriba
table-pile-squared = { $pile } ({ $below } debajo, cuadrados: solo se ve la de arriba)
table-pile-below = { $pile } ({ $below } debajo; 'pile' las muestra)
table-opponent =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
table-opponent-known =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, se sabe que tiene { $cards }
table-deadwood = puntos sueltos { $count }
table-scores = Puntos: { $scores } (a { $target }).  Mazo: { $stock } cartas.  Límite para cortar: { $limit }.
table-discard-pile = Descartes: { $pile }.
table-your-hand = Tu mano: { $parts }
# loan: two names and their scores; only the order could change, and it does not here.
scores-pair = { $name0 } { $score0 }, { $name1 } { $score1 }

prompt-first = Primer turno: { $moves }.
prompt-turn = Tu turno: { $moves }.
prompt-turn-passed = Tu turno: { $moves } (la primera carta descubierta se pasó).
prompt-stock-end = Quedan dos cartas en el mazo: { $moves }.
prompt-stock-end-void = Quedan dos cartas en el mazo: { $moves } (la mano queda nula).
prompt-discard = Descarta una carta (por ejemplo '{ $example }')
prompt-only-knock = Ahora solo puedes cortar
prompt-or = o { $options }
prompt-or-more = o { $options } y { $count } más
prompt-or-big-gin = o 'big gin'
prompt-keep-taken = ({ $card } se acaba de tomar: guárdala este turno.)
