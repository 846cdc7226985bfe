# La página de los espectadores (watch.html, watch.js): una partida pública vista desde
# fuera de la mesa.

watch-page-title = Mirando una partida de gin rummy
watch-title = Mirando { $name0 } { $score0 }:{ $score1 } { $name1 } – Gin rummy
watch-skip = Ir a las jugadas
watch-home =
    .aria-label = Gin rummy: página de inicio
# loan: el nombre del juego, como en la pantalla de inicio (setup-title)
watch-home-text = Gin rummy
watch-scoreboard =
    .aria-label = Tanteo
watch-score = Tanteo: { $name0 } { $score0 }, { $name1 } { $score1 }
watch-score-target = Tanteo: { $name0 } { $score0 }, { $name1 } { $score1 }, partida a { $target }
watch-tag = Espectador
watch-sheet-button = Hoja de anotación
watch-lobby = Salón
watch-connecting = Conectando...
watch-cards =
    .aria-label = Cartas
watch-middle =
    .aria-label = Mazo y descartes
watch-stock-label =
    .aria-label = Mazo
watch-discard-label =
    .aria-label = Descartes
watch-pile-inspect = Descartes
watch-count-lines = La cuenta, línea por línea
watch-log-title = Esta mano
watch-pile-title = Descartes
watch-pile-order = De abajo arriba; la última carta es la de arriba (la carta descubierta).
watch-sheet-title = Hoja de anotación
watch-close = Cerrar
watch-back-to-lobby = Volver al salón
watch-computer = (computadora)
watch-disconnected = (desconectado)
watch-stock =
    { $count ->
        [one] Mazo, { $count } carta
       *[other] Mazo, { $count } cartas
    }
watch-discard-top = Descartes, arriba { $card }
watch-discard-empty = Descartes, vacío
watch-pile-button = Descartes: { $count }
watch-gin-only = Solo gin en esta mano
watch-knock-limit = Se corta con { $limit } o menos
watch-doubled = Carta descubierta de picas: esta mano vale doble
watch-dealt = Repartió { $name }
watch-waiting = Esperando al segundo jugador.
watch-last-move = Última jugada: { $move }
watch-last-move-to-play = Última jugada: { $move }. Le toca a { $name }.
watch-to-play = Le toca a { $name }.
watch-game-over = La partida terminó.
watch-hand-over = La mano terminó.
watch-next-hand = Los jugadores miran la cuenta; enseguida sigue la próxima mano.
watch-not-public = No se puede mirar esta partida: no es pública, o no existe.
watch-no-room = Esta página necesita el identificador de una partida en su dirección.
