# La partida en línea en el terminal (`ginrummy online`). Las palabras entre apóstrofos
# ('draw', 'next', 'quit') son órdenes para escribir: quedan en inglés.
# $name es el nombre de un jugador tal como lo escribió.

## La ayuda ('help' en la mesa)
netplay-help =
    Órdenes:
      draw (d), take (t), pass (p)   robar del mazo, tomar la carta descubierta, pasar
      7H o 'discard 7H'             descartar una carta
      knock [7H], gin [7H]          cortar (con el mejor descarte, o con este), hacer gin
      big gin                       big gin, cuando las reglas lo permiten
      next                          listo para la mano siguiente
      rematch                       otra partida, cuando termine esta
      say TEXTO                     escribir a tu rival
      claim                         ganar una partida que tu rival abandonó (pasada la espera)
      resign                        rendirte (lo pregunta antes)
      hint                          un consejo (contra la computadora, en una partida sin puntuar)
      show, pile                    la mesa otra vez; todo el pozo de descartes
      quit                          dejar la mesa (tu lugar se guarda: --resume)
netplay-watch-help =
    Órdenes:
      show      la mesa: los puntos, el mazo, el pozo, lo que muestra cada jugador
                y los relojes de una mesa con reloj
      pile      todo el pozo de descartes
      quit      dejar de mirar

## La conexión
netplay-server-closed = El servidor cerró esta mesa.
netplay-connection-lost = Conexión perdida ({ $why }); reconectando... (lo que escribas mientras tanto se leerá cuando vuelva)
netplay-closed = cerrada
netplay-reconnected = Reconectado.
netplay-lost = No se pudo reconectar.
netplay-lost-seat = No se pudo reconectar. Tu lugar se guarda: 'ginrummy online --resume'.
netplay-lost-watch = No se pudo reconectar. Vuelve a mirar con 'ginrummy online --watch ROOM'.
netplay-not-sent = No enviado: la conexión está caída (reconectando).
netplay-left-table = Dejaste la mesa. Tu lugar se guarda: 'ginrummy online --resume'.
netplay-refused = Rechazado: { $message } ({ $code }).
# loan: el mensaje del servidor y su código, sin palabras que traducir
netplay-watch-refused = { $message } ({ $code })

## La mesa
netplay-waiting = Esperando a que tu rival se siente
netplay-waiting-invite = Esperando a que tu rival se siente: envíale { $invite }
netplay-shuffling = Barajando: el reparto espera las semillas de los dos jugadores.
netplay-seating =
    Tú ({ $me }) contra { $other }: partida { $game } a { $target }, { $kind ->
        [rated] puntuable
       *[other] sin puntuar
    }.
netplay-hand-dealt =
    Mano { $number }: { $who ->
        [you] repartiste tú.
       *[other] repartió { $name }.
    }
netplay-scores-you = tú { $mine }, { $name } { $theirs }
netplay-scores = Puntos: { $scores }.
netplay-table-head = Puntos: { $scores } (a { $target }).  Mazo: { $stock } cartas.  Límite para cortar: { $limit }.
netplay-discard-pile = Pozo: { $pile }.
netplay-pile-empty = vacío
netplay-pile-top = { $card } arriba
netplay-pile-top-below = { $card } arriba ({ $count } debajo; 'pile' las muestra)
netplay-pile-list = Pozo, de abajo arriba: { $cards }
netplay-pile-list-empty = (vacío)
netplay-no-table = Todavía no hay mesa que mostrar.
netplay-seat-cards =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
netplay-seat-cards-known =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, entre ellas { $cards }
netplay-seat-laid-down = { $name }: bajó { $cards }
netplay-away = (ausente)
netplay-your-hand = Tu mano: { $hand }
netplay-deadwood = puntos sueltos { $count }
netplay-turn-of = Le toca a { $name }.
netplay-type-next = Escribe 'next' para la mano siguiente.
netplay-type-rematch = Escribe 'rematch' o 'quit'.
netplay-rematch-or-quit = Escribe 'rematch' para otra partida, o 'quit'.
netplay-back-to-tournament = De vuelta al torneo.
# loan: el renglón de la hoja, dos puntos y los dos números
netplay-sheet-row = { $label }: { $a } - { $b }
netplay-player-left = { $name } dejó la mesa.
netplay-player-back = { $name } volvió.

## Qué hacer ahora
netplay-lead-first-turn = Primer turno
netplay-lead-stock-end = Quedan dos cartas en el mazo
netplay-lead-your-turn = Tu turno
# loan: lo que se hace, dos puntos y las jugadas posibles: nada que traducir
netplay-choices = { $lead }: { $choices }.
netplay-or = { " o " }
# loan: la coma y el espacio del español son los del inglés
netplay-comma = { ", " }
netplay-choice-take = tomar { $card } ('take')
netplay-choice-draw = robar del mazo ('draw')
# loan: la jugada dicha por play.ftl y luego la orden que se escribe
netplay-choice-other = { $label } ('{ $command }')
netplay-discard-example = Descarta una carta (por ejemplo '{ $card }')
netplay-only-knock = Ahora solo puedes cortar
netplay-or-knocks = o { $knocks }
netplay-or-big-gin = o 'big gin'
# loan: una frase acabada en punto, como en inglés
netplay-end = { $text }.
netplay-keep-taken = ({ $card } se acaba de tomar: quédatela este turno.)

## Lo que se escribe
netplay-chat-computer = El chat es entre dos personas: tu rival es la computadora.
netplay-say-what = ¿Decir qué? Escribe 'say' y tu mensaje.
netplay-no-hint-rated = Sin consejo: no hay ayuda del motor en una partida puntuable hasta que termine.
netplay-resign-ask = ¿Rendirte en esta partida? Tu rival la gana ahora y cuenta como derrota en tu puntuación. Escribe 'resign' otra vez para rendirte, cualquier otra cosa para seguir jugando.
netplay-no-move = No hay jugada que hacer ahora. Escribe 'help' para ver las órdenes.
netplay-not-understood-number = No entendido: { $line }. Nombra una carta con su palo, por ejemplo '8H'.
netplay-not-understood = No entendido: { $line }. Escribe 'help' para ver las órdenes.
netplay-not-allowed = No permitido ahora. Puedes: { $moves }.
netplay-not-gin-card = No es gin: descartar { $card } deja { $left } puntos sueltos (escribe 'knock { $code }' para cortar).
netplay-cannot-knock = Ahora no puedes cortar.
netplay-not-gin = No es gin: el mejor descarte deja { $left } puntos sueltos.

## Abandonar una partida: la reclamación ($time: minutos y segundos, 2:05)
netplay-claim-open = { $name } se fue. Puedes reclamar la partida ahora: escribe 'claim' (la ganas).
netplay-claim-after-move = { $name } se fue. Haz tu jugada; después podrás reclamar la partida.
netplay-claim-in-after-move = { $name } se fue. Podrás reclamar la partida en { $time }, después de jugar.
netplay-claim-in = { $name } se fue. Podrás reclamar la partida en { $time }.
netplay-claim-show = { $text } ('show' dice cuánto falta)

## Los relojes ($move, $bank: segundos)
netplay-clocks = Relojes: { $clocks }.
netplay-clock-seat =
    { $who ->
        [you] tú
       *[other] { $name }
    } { $move } s + { $bank } s de reserva{ $timeouts ->
        [0] {""}
        [one] , { $timeouts } tiempo agotado
       *[other] , { $timeouts } tiempos agotados
    }{ $running ->
        [yes] { " (le toca)" }
       *[other] {""}
    }

## Mirar
netplay-watch-waiting = La mesa espera a su segundo jugador.
netplay-watching = Miras a { $first } y { $second }: partida { $game } a { $target }.
netplay-watch-computer = { $name } (la computadora)
netplay-watch-computer-level = { $name } (la computadora, { $level })
netplay-watch-rematch = Sigue mirando por si hay revancha, o escribe 'quit'.
netplay-to-play = Le toca a { $name }.
netplay-watch-only = Un espectador solo mira: escribe 'show', 'pile', 'help' o 'quit'.
netplay-watch-stopped = Dejaste de mirar.

## Buscar mesa
netplay-signed-out = Este terminal se cerró desde otro dispositivo; se crea un jugador nuevo.
netplay-player-unknown = Este servidor ya no conoce a tu jugador; se crea uno nuevo.
netplay-play-as = Juegas como { $name } en { $server }.
netplay-accepted = Aceptaste el desafío.
netplay-open-public = Tu mesa está abierta en el salón, para cualquiera; o envía este enlace: { $link }
netplay-open-friend = Tu mesa está abierta. Envía este enlace a tu amigo: { $link }
netplay-pairing = Esperando rival en { $pool } ({ $count } en espera; Ctrl-C para parar)...
netplay-left-queue = Saliste de la cola.
netplay-found = Rival encontrado.
netplay-tournament-joined = Te uniste a { $name } ({ $kind }). Esperando tu partida; Ctrl-C para hacer una pausa.
netplay-next-game = Tu próxima partida está lista.
netplay-left-tournament-table = Dejaste la mesa del torneo; la partida sigue sin ti.
netplay-tournament-over = El torneo terminó.
netplay-paused = Estás en pausa: 'ginrummy online --tournament { $id }' para volver.

## El salón (--lobby)
netplay-lobby-tables = Mesas abiertas (sentarse: ginrummy online --join ROOM):
netplay-lobby-no-tables = No hay mesas abiertas.
netplay-lobby-games = Partidas en juego (mirar: ginrummy online --watch ROOM):
netplay-lobby-no-games = No hay partidas en juego.
netplay-lobby-waiting = Esperando emparejamiento: { $pools } (únete: ginrummy online).
netplay-lobby-nobody-waiting = Nadie espera emparejamiento.
netplay-lobby-rules-to = { $rules } a { $target }
netplay-lobby-rating = , puntuación { $rating }
netplay-lobby-watchers =
    { $count ->
        [one] , { $count } mirando
       *[other] , { $count } mirando
    }
netplay-lobby-versus = { " contra " }

## Los desafíos (--challenges)
netplay-challenges-none = Nadie te desafía ahora (un desafío se hace en la página de un jugador).
netplay-challenges = Desafíos para ti (aceptar: ginrummy online --accept ID):
netplay-challenge-no-clock = sin reloj
netplay-challenge-clock = { $move } s por jugada, { $bank } s de reserva
netplay-challenge-game =
    { $rules } a { $target }, { $clock }, { $rated ->
        [rated] puntuable
       *[other] amistosa
    }
netplay-challenge-left = { $text } (quedan { $seconds } s)

## Los torneos (--tournaments, --tournament)
netplay-tournaments-title = Torneos (unirse: ginrummy online --tournament ID)
netplay-tournaments-none = No hay torneos.
# loan: el identificador que se escribe tras --tournament
netplay-column-id = id
netplay-column-name = nombre
netplay-column-status = estado
netplay-column-kind = tipo
netplay-column-starts = empieza
netplay-column-players = jugadores
netplay-column-winner = ganador
netplay-tournament-status =
    { $status ->
        [coming] próximo
        [running] en curso
        [finished] terminado
       *[other] { $status }
    }
netplay-tournament-round = { $status } (ronda { $round })
netplay-tournament-round-of = { $name }: { $status }, ronda { $round } de { $rounds }
# loan: el nombre, dos puntos y el estado
netplay-tournament-head = { $name }: { $status }
netplay-tournament-kind =
    { $format ->
        [arena] arena
        [swiss] suizo
       *[other] { $format }
    }, { $length }, { $rules } a { $target }, { $clock }, { $rated ->
        [rated] puntuable
       *[other] sin puntuar
    }
# loan: «min» es también la abreviatura española de minutos
netplay-tournament-minutes = { $minutes } min
netplay-tournament-rounds =
    { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }
netplay-tournament-untimed = sin reloj
netplay-standing = { $mark }{ $rank }. { $name }  { $points } puntos{ $fire }{ $state }  [{ $sheet }]
netplay-standing-fire = { " (en racha)" }
netplay-standing-paused = { " (en pausa)" }
netplay-standing-left = { " (se fue)" }
netplay-tournament-winner = Ganador: { $name }.
