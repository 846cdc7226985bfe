# Los rechazos tipados del servidor en palabras: mensaje error-<código> (l10n.js refusalText).

## Lo que dice el navegador cuando el servidor no da código (common.js)

error-client-offline = No se puede conectar con el servidor. Revisa la conexión e inténtalo de nuevo.
error-client-not-found = No encontrado: esta partida no existe (el enlace puede ser antiguo).
error-client-seats-taken = Los dos asientos de esta partida ya están ocupados.
error-client-server = El servidor tuvo un problema. Inténtalo de nuevo.
error-client-refused = El servidor rechazó la solicitud ({ $status }).

## Solicitudes

error-request-invalid = Esta solicitud no es válida.
error-request-too_large = Esta solicitud es demasiado grande.
error-message-too_large = Este mensaje es demasiado largo.
error-message-malformed = No se pudo leer este mensaje.
error-protocol-unsupported = Esta página está desactualizada: vuelve a cargarla.
error-rate-limited = Demasiado a la vez; ve un poco más despacio.
error-server-error = El servidor tuvo un problema; no se cambió nada. Inténtalo de nuevo.
error-auth-bad_token = El asiento de este enlace no vale para esta partida.
error-auth-token_in_url = Este enlace lleva su asiento en la dirección, y eso no se acepta: abre la partida desde su página.
error-auth-bad_origin = Esta página no puede abrir una mesa.
error-rules-invalid = Estas reglas u opciones no se pueden jugar: revisa las opciones.

## Jugadores y dispositivos

error-player-unknown = Jugador desconocido: crea uno nuevo.
error-player-signed_out = Se cerró la sesión de este dispositivo: eres un visitante nuevo.
error-player-not_found = Ese jugador no existe.
error-player-bad_name = No se puede usar este nombre: elige otro.
error-player-bad_code = Ese código no existe, ya se usó o caducó.
error-player-bad_language = Idioma desconocido: elige uno del menú de idiomas.
error-player-no_device = No tienes ese dispositivo con la sesión iniciada.
error-player-last_device = Es tu único dispositivo: cerrar su sesión haría perder el nombre para siempre.
error-player-cooling_off = Ahora no puedes inscribirte: juega tus partidas hasta el final y no volverá a pasar.
error-fair_play-cooling_off =
    No se te puede emparejar durante { $minutes_left ->
        [one] { $minutes_left } minuto
       *[other] { $minutes_left } minutos
    }: { $reason ->
        [sandbag] perdiste varias partidas seguidas en pocas jugadas, como a propósito
       *[other] abandonaste o interrumpiste varias partidas antes de terminarlas
    }. Juega tus partidas hasta el final y no volverá a pasar.
error-follow-too_many = Ya sigues a demasiados jugadores.

## Salas y mesas

error-room-not_found = Esa partida no existe.
error-room-full = Los dos asientos de esta partida están ocupados.
error-room-own_table = Es tu propia mesa: espera en ella a que alguien se siente.
error-room-host_gone = El jugador que abrió esta mesa se fue: elige otra mesa, o juega con alguien ya.
error-room-waiting = Espera a que tu amigo ocupe el otro asiento.
error-game-over = La partida terminó.
error-game-not_found = Esta sala no tiene esa partida.
error-game-not_finished = La partida aún no terminó.
error-hand-over = La mano terminó: empieza la siguiente.
error-hand-not_found = Esta partida no tiene esa mano.
error-hand-not_finished = Esta mano todavía se está jugando: revísala cuando termine.
error-hand-not_played = No jugaste esta mano: no hay nada tuyo que revisar en ella.
error-action-not_your_turn = No es tu turno.
error-action-stale = Esa jugada se eligió en una pantalla antigua; la mesa ya está al día.
error-action-invalid = Eso no es una jugada.
error-action-illegal = Esa jugada no está permitida ahora.
error-next_hand-unavailable = La mano todavía se está jugando.
error-rematch-unavailable = La partida aún no terminó.
error-rematch-declined = Tu rival rechazó la revancha.
error-hint-unavailable = Las pistas solo se dan contra la computadora.
error-hint-rated = No hay pistas en una partida puntuada.
error-chat-refused = No se puede enviar este mensaje.
error-claim-unavailable = Ahora no se puede reclamar la partida.
error-claim-too_early = Es pronto para reclamar la partida: espera a que acabe la cuenta atrás.
error-resign-unavailable = No hay nadie ante quien rendirse: la mesa espera a un jugador.
error-take_back-unavailable = Demasiado tarde para deshacerlo: la computadora ya jugó.
error-seed-stale = Ningún reparto espera la semilla de este navegador.
error-seed-given = La semilla de este navegador para este reparto ya se dio.

## Análisis

error-review-after_game = El análisis se da cuando la partida termina.
error-review-hand_only = Un encuentro a tres se revisa mano a mano.
error-review-busy = Otro análisis tuyo sigue en marcha: espéralo.
error-review-full = El servidor está ocupado con otros análisis: inténtalo de nuevo enseguida.
error-review-not_found = Ese análisis no existe (puede haber caducado).

## Desafíos

error-challenge-self = No puedes desafiarte a ti mismo.
error-challenge-blocked = No se puede desafiar a este jugador.
error-challenge-unavailable = Este jugador no puede aceptar un desafío ahora: inténtalo más tarde.
error-challenge-duplicate = Ya desafiaste a este jugador: espera la respuesta.
error-challenge-too_many = Tienes demasiados desafíos esperando respuesta: cancela uno primero.
error-challenge-not_found = Ese desafío no existe.
error-challenge-closed = Este desafío ya no está abierto.

## Torneos

error-tournament-unknown = Ese torneo no existe.
error-tournament-bad_name = No se puede usar este nombre de torneo: elige otro.
error-tournament-finished = Este torneo terminó.
error-tournament-full = Este torneo está completo.
error-tournament-not_joined = No te inscribiste en este torneo.
error-tournament-started = Este torneo ya pasó su primera ronda: es tarde para inscribirse.
error-tournament-too_many = Ya tienes demasiados torneos próximos.
