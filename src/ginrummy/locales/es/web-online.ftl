# Las páginas en línea: el salón, la clasificación, el perfil, los desafíos, las
# estadísticas y las repeticiones (ver en/web-online.ftl).

## Compartido

online-brand = Gin rummy
online-player = Jugador
online-preset =
    { $rules ->
        [standard] Estándar
        [oklahoma] Oklahoma
        [oklahoma-spades] Oklahoma, picas dobles
        [straight] Gin estricto
        [hollywood] Hollywood
        [eaai] Torneo EAAI
        [openspiel] OpenSpiel (una mano)
       *[other] { $rules }
    }
online-game-kind = { $rules }, a { $target }
online-level =
    { $level ->
        [easy] fácil
        [medium] medio
        [hard] difícil
        [apprentice] aprendiz
        [master] maestro
       *[other] { $level }
    }
online-computer = Computadora ({ $level })
online-ago-now = ahora mismo
online-ago-minutes = hace { $count } min
online-ago-hours = hace { $count } h
# loan: only the server's own message, nothing to translate.
online-problem = { $error }

## El salón

lobby-title = Salón: Gin rummy en línea
lobby-description =
    .content = Mesas de gin rummy abiertas para sentarse, partidas para mirar y gente esperando para jugar.
lobby-skip = Ir a las mesas
lobby-loading = Cargando el salón...
lobby-tables-heading = Mesas abiertas
lobby-tables-intro = Mesas públicas que esperan un segundo jugador: únete a una para empezar.
lobby-tables-empty = No hay ninguna mesa abierta ahora: crea una o juega ya con alguien.
lobby-games-heading = Partidas en juego
lobby-games-empty = Ahora no se está jugando ninguna partida pública.
lobby-waiting-heading = Esperando rival
lobby-pools-empty = Ahora no espera nadie.
lobby-play-now = Jugar ya con alguien
lobby-create-heading = Crear una mesa pública
lobby-name-label = Tu nombre
lobby-name =
    .placeholder = Jugador
lobby-rules-label = Reglas
lobby-target-label = Puntuación objetivo
lobby-clock-label = Reloj por jugada
lobby-clock-none = Sin reloj
lobby-clock-15 = 15 segundos por jugada, 30 de reserva
lobby-clock-30 = 30 segundos por jugada, 60 de reserva
lobby-clock-60 = 60 segundos por jugada, 2 minutos de reserva
lobby-create = Crear la mesa
lobby-host-new = jugador nuevo
lobby-host-rating = puntuación { $rating }
lobby-your-table = Tu mesa
lobby-join = Unirse
lobby-watch = Mirar
lobby-versus = { $first } contra { $second }
lobby-watchers =
    { $count ->
        [0] nadie mirando
        [one] { $count } mirando
       *[other] { $count } mirando
    }
lobby-pool-waiting = { $count } esperando
lobby-summary =
    { $tables ->
        [one] { $tables } mesa abierta
       *[other] { $tables } mesas abiertas
    }, { $games ->
        [one] { $games } partida en juego
       *[other] { $games } partidas en juego
    }, { $waiting } esperando rival.
lobby-updated = { $summary } Actualizado a las { $time }.
lobby-load-failed = No se pudo cargar el salón: { $error }
lobby-seat-taken = Otra persona ocupó ese asiento antes.
lobby-own-table = Esta es tu propia mesa: espera en ella a que alguien se siente.
lobby-you-play-as = Juegas como { $name } (cambia tu nombre en la { $start }).
lobby-start-page = página de inicio
lobby-name-later = Tu nombre en línea se crea cuando creas una mesa o te unes a una.
lobby-target-invalid = Puntuación objetivo: un número entero del 1 al 1000.

## La clasificación

leaderboard-title = Clasificación: Gin rummy en línea
leaderboard-skip = Ir a la clasificación
leaderboard-heading = Clasificación
leaderboard-pool-label = Tipo de partida
leaderboard-intro = Puntuaciones Glicko-2, una lista por tipo de partida (reglas y puntuación objetivo). Una puntuación cuenta aquí tras 10 partidas; hasta entonces es provisional.
leaderboard-caption = Clasificación
leaderboard-rank = Puesto
leaderboard-player = Jugador
leaderboard-rating = Puntuación
leaderboard-games = Partidas
leaderboard-challenge-column = Desafiar
leaderboard-you = tú
leaderboard-caption-pool = Clasificación: { $kind }
leaderboard-empty = Todavía nadie está clasificado en { $kind }: una puntuación cuenta tras 10 partidas.
leaderboard-status =
    { $count ->
        [one] { $kind }: { $count } jugador clasificado.
       *[other] { $kind }: { $count } jugadores clasificados.
    }
leaderboard-load-failed = No se pudo cargar la clasificación: { $error }

## Desafíos

challenge-notices =
    .aria-label = Desafíos
challenge-button = Desafiar
challenge-clock-30 = 30 s por jugada, 60 s de reserva
challenge-clock-15 = 15 s por jugada, 30 s de reserva
challenge-clock-60 = 60 s por jugada, 120 s de reserva
challenge-clock-none = Sin reloj
challenge-clock = { $move } s por jugada, { $bank } s de reserva
challenge-clock-no-bank = { $move } s por jugada
challenge-no-clock = sin reloj
challenge-rated = puntuable
challenge-casual = amistosa
# loan: only the parts in their order, with the same commas.
challenge-game = { $kind }, { $clock }, { $rated }
challenge-incoming = { $name } te desafía: { $game }.
challenge-outgoing = Esperando a que { $name } responda a tu desafío ({ $game })...
challenge-declined = { $name } rechazó tu desafío.
challenge-expired = { $name } no respondió a tu desafío a tiempo.
challenge-accept = Aceptar
challenge-decline = Rechazar
challenge-cancel = Cancelar
challenge-dismiss = Cerrar
challenge-title = Desafiar a { $name }
challenge-rules = Reglas
challenge-target = Jugar a
challenge-clock-label = Reloj
challenge-rated-box = Puntuable (sin marcar: una partida amistosa)
challenge-send = Enviar el desafío

## El perfil

profile-title = Perfil del jugador: Gin rummy en línea
profile-title-named = { $name }: jugador de gin rummy
profile-skip = Ir al perfil
profile-me = Eres tú.
profile-change-name = Cambia tu nombre
profile-me-end = en la página de inicio.
profile-ratings-heading = Puntuaciones
profile-ratings-empty = Todavía ninguna partida puntuable.
profile-chart-heading = Historial de puntuación
profile-numbers = Los números
profile-levels-heading = Contra la computadora
profile-recent-heading = Partidas recientes
profile-following-heading = Siguiendo
profile-following-intro = En línea: con una página de este sitio abierta en los últimos 30 segundos.
profile-following-empty = Todavía no sigues a nadie: «Seguir» en el perfil de un jugador lo añade aquí.
profile-unrated-heading = Partidas no puntuadas
profile-tournaments-heading = Torneos
profile-blocked-heading = Jugadores que bloqueaste
profile-blocked-intro = Nunca te emparejan con ellos.
# loan: the same word in Spanish.
profile-provisional = provisional
profile-provisional-why =
    .title = Menos de 10 partidas: todavía sin clasificar
profile-games =
    { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }
profile-since = juega desde el { $date }
profile-point-start = { $kind }: { $rating } antes de la primera partida
profile-point = { $kind }: { $rating } tras la partida { $game }
profile-point-dated = { $kind }: { $rating } tras la partida { $game } ({ $date })
profile-chart-line =
    { $games ->
        [one] { $kind }: de { $from } a { $to } en { $games } partida
       *[other] { $kind }: de { $from } a { $to } en { $games } partidas
    }
profile-chart-title = Historial de puntuación de { $name }
profile-chart-game = partida { $number }
profile-col-kind = Tipo de partida
profile-col-game = Partida
profile-col-rating = Puntuación
profile-col-when = Cuándo
profile-col-level = Nivel
profile-col-won = Ganadas
profile-col-lost = Perdidas
profile-col-opponent = Rival
profile-col-result = Resultado
profile-col-counted = Contada como
profile-col-tournament = Torneo
profile-col-format = Formato
profile-col-place = Puesto
profile-col-points = Puntos
profile-chart-table = Puntuación tras cada partida
profile-levels-caption = Partidas ganadas y perdidas contra cada nivel de la computadora
profile-levels-empty = Todavía ninguna partida puntuable contra la computadora.
profile-level =
    { $level ->
        [easy] Fácil
        [medium] Medio
        [hard] Difícil
        [apprentice] Aprendiz
        [master] Maestro
       *[other] { $level }
    }
profile-won = Ganada
profile-lost = Perdida
profile-recent-caption = Partidas puntuables recientes
profile-recent-empty = Todavía ninguna partida puntuable.
profile-unrated-no-move = anulada: terminó antes de que jugaran los dos
profile-unrated-shared-address = no puntuada: los dos juegan desde la misma dirección
profile-unrated-bulk-made = no puntuada: un jugador creado en una ráfaga de jugadores nuevos
profile-unrated-aborted = anulada
profile-unrated-unrated = no puntuada
profile-unrated-caption = Partidas recientes que no se puntuaron
profile-format =
    { $format ->
        [swiss] Suizo
        [arena] Arena
       *[other] { $format }
    }
profile-place = { $rank } de { $players }
profile-playing-now = jugando ahora
profile-coming = próximamente
profile-tournaments-caption = Torneos jugados
profile-tournaments-empty = Todavía ningún torneo.
profile-unblock = Desbloquear
profile-follow = Seguir
profile-unfollow = Dejar de seguir
profile-unblock-player = Desbloquear a este jugador
profile-block-player = No emparejarme nunca con este jugador
profile-presence =
    { $state ->
        [playing] jugando ahora
        [online] en línea
       *[offline] desconectado
    }
profile-watch = Mirar
profile-no-player = Todavía no hay jugador aquí: juega primero con alguien en línea o contra la computadora.
profile-not-found = No existe ese jugador.

## Las estadísticas y las repeticiones

stats-title = Tus estadísticas: Gin rummy
stats-description =
    .content = Tus estadísticas de gin rummy, tus partidas terminadas y sus repeticiones.
stats-skip = Ir a tus estadísticas
stats-heading = Tus estadísticas
stats-this-browser = (este navegador)
stats-every-device = ({ $name }, en todos tus dispositivos y este navegador)
stats-games = Partidas
stats-wins = Victorias
stats-win-rate = Porcentaje de victorias
stats-streak = Racha actual
stats-longest = Racha más larga
# loan: "gin" is the game's own word in Spanish too, its plural as players say it.
stats-gins = Gins
stats-undercuts = Contracortes
stats-knocks = Cortes ganados
stats-takebacks = Jugadas deshechas
stats-levels-heading = Por rival
stats-against = Contra
stats-all-games = Todas las partidas
stats-level =
    { $level ->
        [easy] Computadora, fácil
        [medium] Computadora, medio
        [hard] Computadora, difícil
        [apprentice] Computadora, aprendiz
        [master] Computadora, maestro
        [people] Personas
       *[other] { $level }
    }
stats-games-heading = Partidas terminadas
stats-games-empty = Todavía ninguna partida terminada.
stats-play-one = Juega una
stats-games-empty-end = : aparecerá aquí.
stats-more = Partidas anteriores
stats-won = Ganada
stats-lost = Perdida
stats-game-against = { $score } contra { $opponent }
stats-they-resigned = el rival abandonó
stats-resigned = abandonaste
stats-claimed = reclamada
stats-aborted = anulada: no puntuable
stats-rated = puntuable
stats-replay = Repetición
stats-load-failed = No se pudieron cargar tus estadísticas: { $error }
stats-replay-heading = Repetición
stats-replay-close = Cerrar la repetición
stats-replay-loading = Cargando la partida…
stats-replay-failed = No se pudo cargar la partida: { $error }
stats-replay-other-browser = Esta partida se jugó en otro navegador: repítela allí, o usa aquí el mismo nombre en línea («usar en otro dispositivo» en la página de inicio).
stats-replay-not-finished = Esta partida todavía no ha terminado: las repeticiones son de partidas terminadas.
stats-replay-not-stored = Esta partida no está guardada en este servidor.
stats-replay-truncated = (solo los primeros pasos: la partida es muy larga)
# loan: only the parts in their order, with the same punctuation.
stats-replay-line = { $summary } { $kind }, { $when }.
replay-count-lines = La cuenta, línea por línea
replay-controls =
    .aria-label = Avanzar por la partida
replay-first =
    .title = Primer paso (Inicio)
replay-first-text = Primer paso
replay-prev =
    .title = Atrás (←)
replay-prev-text = Atrás
replay-next =
    .title = Adelante (→)
replay-next-text = Adelante
replay-last =
    .title = Último paso (Fin)
replay-last-text = Último paso
replay-hands =
    .aria-label = Ir a una mano
replay-hand-label = Mano
replay-prev-hand = Mano anterior
    .title = El reparto de la mano anterior (Re Pág)
replay-next-hand = Mano siguiente
    .title = El reparto de la mano siguiente (Av Pág)
replay-step-label = Paso
replay-keys = Teclas:
replay-keys-step = paso a paso,
replay-keys-hands = las manos anterior y siguiente,
replay-keys-ends = el primer y el último paso.
replay-key-page-up = Re Pág
replay-key-page-down = Av Pág
replay-key-home = Inicio
replay-key-end = Fin
replay-moves = Jugadas de esta mano
replay-you-deal = repartes tú
replay-deals = reparte { $name }
replay-deal = Mano { $hand }: se reparten las cartas ({ $dealer }).
replay-a-move = Una jugada.
replay-hand-over = { $text } La mano ha terminado.
replay-step = Paso { $step } de { $total }: { $text }
replay-step-value = Paso { $step } de { $total }, mano { $hand }
replay-hand-of = Mano { $hand } de { $hands }
replay-score = Mano { $hand } · Tú { $mine }, { $name } { $theirs } · se juega a { $target }
replay-you-are = Tú ({ $name })
replay-deadwood = puntos sueltos { $count }
replay-discard-size = Pozo: { $count }
replay-just-taken = { $card }, recién tomada
replay-meld =
    .aria-label = Juego
replay-deadwood-group =
    .aria-label = Cartas sueltas
replay-summary-won =
    { $hands ->
        [one] Ganaste { $mine } a { $theirs } contra { $name }{ $how }, en { $hands } mano.
       *[other] Ganaste { $mine } a { $theirs } contra { $name }{ $how }, en { $hands } manos.
    }
replay-summary-lost =
    { $hands ->
        [one] Perdiste { $mine } a { $theirs } contra { $name }{ $how }, en { $hands } mano.
       *[other] Perdiste { $mine } a { $theirs } contra { $name }{ $how }, en { $hands } manos.
    }
replay-resigned = (abandono)
replay-claimed = (reclamada)
