# La mesa de juego (/room/<id>): room.html y sus scripts. El registro, las jugadas y los
# resultados de las manos reutilizan play.ftl cuando dice lo mismo.
# $name es el nombre de un jugador, $card una carta en notación (7♥): tal cual.

## La página (room.html)
table-page-title = Mesa de Gin Rummy
table-skip = Ir a tus cartas
table-home =
    .aria-label = Gin Rummy: página de inicio
# loan: el nombre del juego, igual en español
table-home-text = Gin Rummy
table-scoreboard =
    .aria-label = Puntuación
table-you = Tú
table-opponent-name = Rival
table-connecting = Conectando…
table-connected = Conectado
table-reconnecting = Reconectando…
table-connection-lost = Conexión perdida. Reconectando…
table-not-connected = Sin conexión
table-moves-button = Jugadas
# loan: «chat» se usa tal cual en español
table-chat-button = Chat
table-sheet-button =
    .aria-label = Hoja de anotación
table-sheet-short = Hoja
table-rules-button = Reglas
    .aria-label = Reglas (se abren en otra pestaña)
table-help-button =
    .aria-label = Teclas y ayuda
table-settings = Ajustes
table-no-seat-title = No tienes sitio en esta mesa
table-start-own = Empieza tu propia partida
table-watch-game = Mirar esta partida
table-opponent-cards =
    .aria-label = Cartas del rival
table-known-cards = Cartas conocidas:
table-middle =
    .aria-label = Mazo y descartes
table-pile-title = Descartes
table-waiting-friend = Esperando a tu amigo
table-waiting-friend-text = Envía este enlace; la partida empieza cuando tu amigo lo abra.
table-waiting-opponent = Esperando a un rival
table-waiting-public-text = Tu mesa aparece en la sala; también puedes enviar este enlace.
table-invite-link =
    .aria-label = Enlace de invitación
table-copy = Copiar
table-copied = Copiado.
table-copy-failed = Selecciona el enlace y cópialo.
table-shuffling = Barajando: cada jugador añade una semilla propia…
table-count-lines = La cuenta, línea a línea
table-your-move =
    .aria-label = Tu jugada
table-take-back = Deshacer
table-take-back-note = esta partida dejará de ser puntuable
table-your-hand-title = Tu mano
# loan: solo el nombre, entre paréntesis
table-your-hand-named = ({ $name })
table-deadwood-word = Sueltas
table-your-cards =
    .aria-label = Tus cartas
table-this-hand = Esta mano
# loan: «chat» se usa tal cual en español
table-chat-title = Chat
table-mute = Silenciar
table-unmute = Mostrar
table-mute-what = Ocultar los mensajes del otro jugador
table-chat-messages =
    .aria-label = Mensajes del chat
table-chat-empty = Todavía no hay mensajes.
table-chat-phrases =
    .aria-label = Frases rápidas
table-chat-label = Mensaje para tu rival
table-chat-input =
    .placeholder = Mensaje
table-send = Enviar
table-pile-help = De abajo arriba; la última carta es la de encima (la carta descubierta).
table-close = Cerrar
table-resign-button = Abandonar esta partida
table-resign = Abandonar
table-keep-playing = Seguir jugando
table-keys-title = Teclas
table-key-arrows = moverte entre tus cartas
table-key-enter-before = descartar la carta seleccionada (o cortar con ella, tras
# loan: un paréntesis de cierre
table-key-enter-after = )
table-key-d = robar del mazo
table-key-t = tomar la carta descubierta
table-key-p = pasar (primera carta descubierta)
table-key-k = cortar: luego elige la carta que descartas
table-key-g = hacer gin
table-key-h = pista (contra el ordenador)
table-key-n = mano siguiente, o revancha al acabar la partida
table-key-r-before = revisar tus decisiones de la mano recién acabada (luego
table-key-r-after = para recorrerlas)
table-key-v = ver los descartes
table-key-s = hoja de anotación
table-key-c = chat (una partida entre dos personas)
table-key-alt = mover la carta seleccionada dentro de tu mano
table-key-z = deshacer tu descarte (contra el ordenador, hasta que juegue)
table-key-esc = cancelar un corte, cerrar una ventana
table-key-space = Espacio
table-help-text =
    Pulsa una carta para descartarla, o arrástrala a los descartes. El número bajo una
    carta son tus puntos sueltos si la descartas. Tus cartas se ordenan solas en juegos;
    las cartas sueltas de la derecha son tus puntos sueltos.
table-fair-title = Cómo se repartió esta mano

## Los nombres
table-computer =
    { $level ->
        [easy] Ordenador (fácil)
        [medium] Ordenador (medio)
        [hard] Ordenador (difícil)
        [apprentice] Ordenador (aprendiz)
        [master] Ordenador (maestro)
       *[other] Ordenador
    }
table-computer-short = Ordenador
table-your-opponent = Tu rival
table-player = Jugador { $number }
table-you-named = Tú ({ $name })

## El marcador y los montones
table-watching =
    { $count ->
        [one] { $count } espectador
       *[other] { $count } espectadores
    }
table-meta-target = a { $target }
table-meta-final = resultado final
table-meta-hand = mano { $number }
table-meta-game = partida { $number }
table-meta-rated = puntuable
table-score-label = Puntuación: tú { $mine }, { $name } { $theirs }
table-score-label-target = Puntuación: tú { $mine }, { $name } { $theirs }, a { $target } puntos
table-tab-title = { $mine }:{ $theirs } Gin Rummy contra { $name }
table-status-computer = (ordenador)
table-status-seat-free = (sitio libre)
table-status-disconnected = (desconectado)
table-holds =
    { $count ->
        [one] { $name } tiene { $count } carta
       *[other] { $name } tiene { $count } cartas
    }
table-holds-known =
    { $count ->
        [one] { $name } tiene { $count } carta, conocida: { $cards }
       *[other] { $name } tiene { $count } cartas, conocidas: { $cards }
    }
table-holds-none = { $name } ya no tiene cartas
table-card-name = { card-name }
table-card-known = { $card } (conocida)
table-face-down = carta boca abajo
table-stock-caption = Mazo: { $count }
table-stock-label =
    { $count ->
        [one] Mazo, { $count } carta
       *[other] Mazo, { $count } cartas
    }
table-stock-draw = { $stock }. Robar del mazo{ $key }
table-discard-top = Descartes, carta de encima { $card }
table-discard-take = { $pile }. Tomar { $card }{ $key }
table-discard-empty = Descartes, vacío
table-pile-caption = Descartes: { $count }
table-pile-inspect =
    { $count ->
        [one] Ver los descartes, { $count } carta (v)
       *[other] Ver los descartes, { $count } cartas (v)
    }
table-gin-only = Solo gin en esta mano
table-knock-limit = Cortar con { $limit } o menos
table-doubled = Carta descubierta de picas: esta mano vale doble
table-you-dealt = Repartiste tú
table-dealt = Repartió { $name }
table-pile-is-empty = No hay descartes.
table-pile-card-top = { $place }: { $card } (encima)
# loan: solo el número y la carta
table-pile-card = { $place }: { $card }
table-pile-squared-up =
    { $count ->
        [one] Los descartes están cuadrados: nadie puede mirar la { $count } carta bajo la de encima.
       *[other] Los descartes están cuadrados: nadie puede mirar las { $count } cartas bajo la de encima.
    }

## La mano
table-group-set = Trío o póker de { $count }: { $cards }
table-group-run = Escalera: { $cards }
table-group-deadwood = Sueltas, { $count } puntos
table-row-suit = Tus cartas por palo
table-row-rank = Tus cartas por valor
table-row-custom = Tus cartas en tu orden
table-card-moved = { $card } movida al puesto { $place } de { $count }.
table-card-discard = descartarla
table-card-knock = cortar con esta carta
table-card-leaves = deja { $count } puntos sueltos
table-card-taken = recién tomada, no se puede descartar ahora
table-hand-label =
    { $count ->
        [one] Tus cartas: { $count } carta, puntos sueltos { $deadwood }
       *[other] Tus cartas: { $count } cartas, puntos sueltos { $deadwood }
    }
table-unknown = desconocido

## Qué hacer ahora
table-prompt-waiting-public = Esperando a que alguien se una desde la sala.
table-prompt-waiting-friend = Esperando a que tu amigo abra el enlace de invitación.
table-prompt-offline = Se perdió la conexión con el servidor; reconectando… No se pierde nada: podrás jugar en cuanto vuelva.
table-prompt-bot-playing = { $name } está jugando…
table-prompt-their-turn = Turno de { $name }.
table-prompt-sending = Enviando tu jugada…
table-prompt-your-turn = Tu turno.
table-prompt-offer = Tu turno: toma la carta descubierta { $card }{ $take }, o pasa{ $pass }.
table-prompt-draw-or-take = Tu turno: roba del mazo{ $draw } o toma { $card }{ $take }.
table-prompt-draw = Tu turno: roba del mazo{ $draw }.
table-prompt-knock-click = Cortar: haz clic en la carta levantada para dejarla boca abajo (su número: tus puntos sueltos) (Esc para cancelar).
table-prompt-knock-tap = Cortar: toca la carta levantada para dejarla boca abajo (su número: tus puntos sueltos).
table-prompt-discard-click = Descarta una carta: haz clic en ella, o arrástrala a los descartes.
table-prompt-discard-tap = Descarta una carta: tócala, o arrástrala a los descartes.
table-prompt-can-gin = { $prompt } ¡Puedes hacer gin!
table-prompt-can-knock = { $prompt } Puedes cortar.
table-wait-for = Espera a que juegue { $name }.
table-first-draw = Primero roba una carta: del mazo{ $draw } o de los descartes{ $take }.
table-drawn = Ya robaste: ahora descarta una carta.
table-first-upcard = La primera carta es la carta descubierta: tómala{ $take } o pasa{ $pass }.
table-cannot-knock = No puedes cortar descartando { $card }.
table-just-took = Acabas de tomar { $card }: descarta otra carta.
table-last-move = Última jugada: { $move }

## Las jugadas (botones)
table-draw = Robar del mazo
table-draw-short = Robar
table-take = Tomar { $card }
table-take-upcard = Tomar la carta descubierta
table-pass = Pasar
table-big-gin = ¡Big gin!
table-gin = ¡Gin! Descartar { $card }
table-gin-label = gin, descartando { $card }
table-knock = Cortar…
table-knock-then = luego elige la carta que descartas boca abajo
table-knock-chip = Cortar descartando { $card }
table-knock-choice =
    .aria-label = Cortar descartando
table-knock-with = Cortar con:
table-cancel = Cancelar
table-hint = Pista
table-hint-rated = no en una partida puntuable
table-rated-help = Sin ayuda del motor en una partida puntuable hasta que acabe.
table-hint-thinking = Buscando una pista…
table-knock-pick = Cortar: elige la carta que descartas boca abajo.

## El registro, leído en voz alta, y los resultados
table-not-dealt = Aún sin repartir: el reparto espera las semillas de los dos jugadores.
table-dealt-now = Las cartas están repartidas.
table-event-gin-card =
    { $who ->
        [you] hiciste gin
       *[other] { $name } hizo gin
    } descartando { $card }
table-event-gin =
    { $who ->
        [you] hiciste gin
       *[other] { $name } hizo gin
    }
table-event-big-gin-card =
    { $who ->
        [you] hiciste big gin
       *[other] { $name } hizo big gin
    } descartando { $card }
table-your-turn = Tu turno.
table-hand-over = La mano ha terminado.
table-game-over = La partida ha terminado.
table-is-back = { $name } ha vuelto.
table-disconnected = { $name } se ha desconectado.
table-result-gin =
    { $who ->
        [you] hiciste gin
       *[other] { $name } hizo gin
    }
table-result-big-gin =
    { $who ->
        [you] hiciste big gin
       *[other] { $name } hizo big gin
    }
table-result-knock =
    { $who ->
        [you] cortaste
       *[other] { $name } cortó
    }: { $k } contra { $d }
table-result-undercut =
    { $who ->
        [you] hiciste contracorte a
       *[other] { $name } hizo contracorte a
    } { $knocker }: { $d } contra { $k }
table-result-tie =
    { $who ->
        [you] cortaste
       *[other] { $name } cortó
    }: { $k } contra { $d }, empate
table-result-nobody = { $result }; nadie puntúa
table-result-scores =
    { $result }; { $who ->
        [you] sumas
       *[other] { $name } suma
    } { $points }
table-result-void = mano nula
table-result-void-reason = mano nula ({ $reason })
table-nobody-scores = Nadie puntúa en esta mano.

## La muestra de cartas
table-went-gin = hizo gin
table-knocked = cortó
table-no-melds = Sin juegos
table-no-deadwood = Sin cartas sueltas
table-deadwood-count = Puntos sueltos: { $count }
table-laid-off-card = { $card }, colocada
table-laid-off =
    { $who ->
        [you] Colocaste
       *[other] { $name } colocó
    } { $layoffs }.
table-layoff-on = { $card } en { $meld }
table-next-hand = Mano siguiente
table-rematch = Revancha
table-accept-rematch = Aceptar la revancha
table-decline = Rechazar
table-back-tournament = Volver al torneo
table-challenge = Desafiar a { $name }
table-new-game = Nueva partida
table-replay = Repetir esta partida
table-waiting-ready = Esperando a que { $name } esté listo…
table-declined-rematch = { $name } rechazó la revancha.
table-left-no-rematch = { $name } dejó la mesa: no hay revancha.
table-left = { $name } dejó la mesa.
table-you-declined = Rechazaste la revancha.
table-wants-rematch = { $name } quiere la revancha.
table-waiting-answer = Esperando a que { $name } responda a tu revancha…

## La hoja de anotación
table-sheet-hand = Mano { $number }
table-sheet-hand-head = Mano
table-sheet-none = Todavía no se ha anotado ninguna mano.
table-sheet-target = Partida a { $target }
# loan: la misma palabra en español
table-sheet-total = Total
table-game-over-title = Fin de la partida
table-hands-won = Manos ganadas
table-score-when-resigned = Puntos al abandonar
table-score-when-claimed = Puntos al reclamar
table-over-resigned =
    { $who ->
        [you] Abandonaste
       *[other] { $name } abandonó
    }: { $winner-who ->
        [you] ganas
       *[other] { $winner } gana
    } la partida.
table-over-claimed =
    { $winner-who ->
        [you] Ganas
       *[other] { $winner } gana
    }: { $who ->
        [you] te fuiste
       *[other] { $name } se fue
    } y la partida fue reclamada.
table-over-aborted-resigned = Partida anulada: { $name } abandonó antes de que ambos jugadores movieran. No cuenta: ni resultado ni cambio de clasificación.
table-over-aborted-left = Partida anulada: { $name } se fue antes de que ambos jugadores movieran. No cuenta: ni resultado ni cambio de clasificación.

## En línea: el chat, el reloj, abandonar, reclamar, la mano siguiente sola
table-chat-new = Chat, { $count } nuevos
table-chat-muted = Silenciado: los mensajes del otro jugador están ocultos.
table-chat-says = { $name } dice: { $text }
table-chat-not-sent = No enviado: «{ $text }». { $reason }
table-chat-too-long = Un mensaje tiene como máximo { $max } caracteres.
table-chat-offline = Sin conexión: el mensaje no se envió.
table-chat-too-fast = Envías mensajes demasiado rápido: espera un momento.
table-clock-yours = Tu reloj
table-clock-theirs = Reloj de { $name }
table-clock-timeouts =
    { $count ->
        [one] { $count } tiempo agotado
       *[other] { $count } tiempos agotados
    }
table-clock-label =
    { $who }: { $left ->
        [one] { $left } segundo
       *[other] { $left } segundos
    } para la jugada, { $bank ->
        [one] { $bank } segundo
       *[other] { $bank } segundos
    } de reserva
table-clock-running = { $label }, en marcha
table-clock-with-timeouts = { $label }; { $timeouts }
table-clock-warning = Quedan 10 segundos para jugar.
table-resign-rated = Tu rival gana la partida ahora, y cuenta como derrota en tu clasificación (si ninguno de los dos ha movido aún, se anula y no cuenta).
table-resign-unrated = Tu rival gana la partida ahora.
table-claim = Reclamar la partida
table-claim-now = { $name } se fue. Puedes reclamar la partida ya (la ganas).
table-claim-in = { $name } se fue. Podrás reclamar la partida en { $time }.
table-claim-in-moved = { $name } se fue. Podrás reclamar la partida en { $time }, cuando hayas jugado.
table-claim-move-first = { $name } se fue. Haz tu jugada; después podrás reclamar la partida.
table-claim-may = { $name } se fue: ya puedes reclamar la partida.
table-is-disconnected = { $name } está desconectado.
table-next-in = Mano siguiente en { $seconds }…
table-stay = Quedarme

## Cuando la mesa no se puede mostrar
table-gone-title = Esta partida ya no existe
table-gone = Se eliminó del servidor.
table-bad-key = La clave de este navegador para su sitio en esta partida ya no es válida.
table-no-game-title = Aquí no hay partida
table-no-game = Esta página necesita el identificador de una partida en su dirección.
table-full-title = Esta mesa está completa
table-full-people = Los dos sitios están ocupados y este navegador no tiene ninguno. Si los jugadores hicieron pública la partida, puedes mirarla.
table-full-computer = Es la partida de otra persona contra el ordenador, y este navegador no tiene sitio en ella.
table-missing-title = Esta partida no existe
table-missing = No hay ninguna partida en esta dirección.
table-cannot-open = No se pudo abrir la mesa
table-something-wrong = Algo salió mal.

## Las negativas del servidor, por código
table-error-action-stale = Esa jugada se eligió en una pantalla antigua; la mesa se ha actualizado.
table-error-action-not_your_turn = No es tu turno.
table-error-room-waiting = Espera a que tu amigo ocupe el otro sitio.
table-error-hand-over = La mano ha terminado: empieza la siguiente.
table-error-game-over = La partida ha terminado.
table-error-rate-limited = Demasiados clics a la vez; ve más despacio.
table-error-hint-unavailable = Las pistas solo se dan contra el ordenador.
table-error-server-error = El servidor tuvo un problema; no cambió nada. Inténtalo de nuevo.
table-error-take_back-unavailable = Demasiado tarde para deshacer: el ordenador ya ha jugado.

# The chat's quick phrases (one tap sends the phrase in the sender's words)
table-phrase-good-game = Buena partida
table-phrase-thanks = Gracias
table-phrase-good-luck = Buena suerte
table-phrase-well-played = Bien jugado
table-phrase-oops = Ups
