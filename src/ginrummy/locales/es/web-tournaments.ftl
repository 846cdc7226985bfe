# Las páginas de los torneos: la lista y su formulario (tournaments.html, tournaments.js),
# un torneo (tournament.html, tournament.js), sus palabras comunes (tourney.js) y el
# aviso de la mesa de la siguiente partida de un torneo (tourneytable.js).
# Los nombres de jugadores y torneos nunca están aquí: son variables.

## La lista de torneos (/tournaments)

tourneys-title = Torneos: Gin Rummy en línea
tourneys-meta =
    .content = Torneos de gin rummy en arena y por sistema suizo: próximos, en juego y terminados, y un formulario para crear el tuyo.
tourneys-skip = Ir a los torneos
tourneys-running = En juego
tourneys-running-empty = Ahora no se juega ningún torneo.
tourneys-coming = Próximos
tourneys-coming-empty = No hay ningún torneo previsto: crea uno.
tourneys-finished = Terminados
tourneys-finished-empty = Todavía no ha terminado ningún torneo.
tourneys-create = Crear un torneo
tourneys-your-name = Tu nombre
tourneys-player =
    .placeholder = Jugador
tourneys-name = Nombre del torneo
tourneys-name-example =
    .placeholder = Gin del viernes
tourneys-format = Formato
tourneys-format-arena = Arena: tantas partidas como puedas jugar en el tiempo
tourneys-format-swiss = Suizo: un número de rondas, todos juegan en cada ronda
tourneys-rules = Reglas
tourneys-target = Puntuación objetivo
tourneys-clock = Reloj de jugada
tourneys-clock-none = Sin reloj
tourneys-clock-blitz = Blitz: 10 segundos por jugada, 30 de reserva
tourneys-clock-rapid = Rápido: 20 segundos por jugada, 60 de reserva
tourneys-clock-classical = Clásico: 45 segundos por jugada, 3 minutos de reserva
tourneys-starts = Empieza en (minutos)
tourneys-lasts = Dura (minutos)
tourneys-rounds = Rondas
tourneys-rated = Puntuable: las partidas cuentan para la clasificación
tourneys-private = Privado: no aparece en la lista, solo puede unirse quien tenga el enlace
tourneys-submit = Crear el torneo
tourneys-link = Enlace del torneo
tourneys-open = Abrir el torneo
tourneys-load-error = No se pudieron cargar los torneos: { $error }
tourneys-whole = { $field }: un número entero de { $low } a { $high }.
tourneys-field-target = Puntuación objetivo
tourneys-field-starts = Empieza en
tourneys-field-lasts = Dura
tourneys-field-rounds = Rondas
tourneys-name-short = Ponle un nombre al torneo (3 letras o más).
tourneys-made-private = { $name } está creado. Es privado: envía este enlace a las personas con quienes quieras jugar.
tourneys-made-listed = { $name } está creado y aparece aquí. Su enlace:
tourneys-organise-as = Organizas como { $name }.
tourneys-name-later = Tu nombre en línea se crea cuando creas un torneo o te unes a uno.
tourneys-by = de { $name }
tourneys-by-site = del sitio

## Palabras de las dos páginas

tourney-copy = Copiar
tourney-copied = Copiado
tourney-players =
    { $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    }
tourney-format-name =
    { $format ->
        [swiss] Suizo
       *[other] Arena
    }
tourney-format-arena =
    { $minutes ->
        [one] Arena, { $minutes } minuto
       *[other] Arena, { $minutes } minutos
    }
tourney-format-swiss =
    { $rounds ->
        [one] Suizo, { $rounds } ronda
       *[other] Suizo, { $rounds } rondas
    }
tourney-preset =
    { $preset ->
        [standard] Estándar
        [oklahoma] Oklahoma
        [oklahoma-spades] Oklahoma, picas dobles
        [straight] Gin directo
        [hollywood] Hollywood
        [eaai] Torneo EAAI
        [openspiel] OpenSpiel (una mano)
       *[other] { $label }
    }
# loan: the game's name, as Spanish players say it
tourney-preset-none = Gin rummy
tourney-game-to = { $game }, a { $target }
tourney-clock-none = sin reloj
tourney-clock =
    { $clock ->
        [blitz] reloj blitz
        [rapid] reloj rápido
        [classical] reloj clásico
       *[other] reloj { $clock }
    } ({ $move } s por jugada, { $bank } s de reserva)
tourney-clock-other = reloj { $clock }
tourney-rated = puntuable
tourney-unrated = no puntuable
tourney-countdown-days =
    { $days ->
        [one] { $days } día { $clock }
       *[other] { $days } días { $clock }
    }

## Cómo va un torneo

tourney-finished = Terminado
tourney-finished-won = Terminado: ganó { $winner }
tourney-starting-soon = Empieza pronto
tourney-starting = Empezando…
tourney-starting-now = Empieza ahora
tourney-starts-in = Empieza en { $time }
tourney-round-of = Ronda { $round } de { $rounds }
tourney-running = En juego
tourney-ending = Terminando…
tourney-ending-label = Terminando: se juegan las últimas partidas
tourney-ends-in = Termina en { $time }
tourney-when-seconds =
    { $count ->
        [one] { $count } segundo
       *[other] { $count } segundos
    }
tourney-when-minutes =
    { $count ->
        [one] unos { $count } minuto
       *[other] unos { $count } minutos
    }
tourney-when-hours =
    { $count ->
        [one] una hora aproximadamente
       *[other] unas { $count } horas
    }
tourney-when-days =
    { $count ->
        [one] un día aproximadamente
       *[other] unos { $count } días
    }

## La clasificación

tourney-streak =
    .title = En racha: la próxima victoria cuenta doble
tourney-streak-words = en racha
tourney-tag-left = se fue
tourney-tag-paused = en pausa
tourney-tag-you = tú
tourney-someone = Jugador
tourney-sheet = Puntos por partida: { $points }

## Rechazos de Unirse, Pausa y Salir

tourney-refused-finished = Este torneo ha terminado.
tourney-refused-full = Este torneo está completo.
tourney-refused-started = Este torneo suizo ya pasó su primera ronda: es tarde para unirse.
tourney-refused-unknown = Ese torneo no existe (puede que el enlace sea antiguo).

## Un torneo (/tournaments/<id>)

tourney-title = Torneo: Gin Rummy en línea
tourney-title-named = { $name }: torneo de Gin Rummy
tourney-skip = Ir al torneo
tourney-private = privado
tourney-invite = Privado: solo puede unirse quien tenga este enlace
tourney-your-name = Tu nombre
tourney-player =
    .placeholder = Jugador
tourney-standings = Clasificación
tourney-rank = Puesto
tourney-player-head = Jugador
tourney-points = Puntos
tourney-games-head = Partidas
tourney-sheet-head = Hoja
tourney-tie-break = Desempate
    .title = Desempate: los puntos de los rivales enfrentados (Buchholz)
tourney-nobody = Nadie se ha unido todavía.
tourney-games = Partidas
tourney-no-game-now = Ahora no se juega ninguna partida.
tourney-no-game-played = No se jugó ninguna partida.
tourney-byes = Descansos
tourney-unreachable = No se puede contactar con el servidor. Comprueba la conexión y vuelve a intentarlo.
tourney-refused-status = El servidor rechazó la petición ({ $status }).
tourney-load-error = No se pudo cargar el torneo: { $error }
tourney-organised-by = Organizado por { $name }
tourney-scoring-swiss = Todos juegan en cada ronda, emparejados con jugadores de la misma puntuación y nunca dos veces con el mismo rival; si sobra un jugador, descansa. Los empates a puntos se deshacen con el desempate: los puntos de los rivales enfrentados.
tourney-scoring-arena = Una victoria da puntos; tras dos victorias seguidas, cada victoria cuenta doble (🔥) hasta que se pierde una partida. Te emparejan de nuevo en cuanto tú y otro jugador estáis libres.
tourney-challenge = Desafiar
tourney-view = Ver
tourney-your-game = Tu partida
tourney-watch = Mirar
tourney-game-round = Ronda { $round }
# loan: only the two placeholders and a colon, the same in this language
tourney-game-result = { $players }: { $result }
tourney-game-won = ganó { $winner }
tourney-game-aborted = anulada
tourney-bye-round = Ronda { $round }: { $players }
tourney-join = Unirse
tourney-join-again = Volver a unirse
tourney-resume = Reanudar
tourney-pause = Pausar
tourney-leave = Salir
tourney-note-won = { $winner } ganó este torneo.
tourney-note-over = Este torneo ha terminado.
tourney-note-too-late = Este torneo suizo ya pasó su primera ronda: es tarde para unirse. Mira sus partidas abajo.
tourney-note-join-coming = Únete ahora: tu primera partida empieza sola cuando empiece el torneo.
tourney-note-join-swiss = Si te unes durante la primera ronda, juegas desde la segunda.
tourney-note-paused = Estás en pausa: no te emparejan hasta que reanudes.
tourney-note-in-coming = Estás dentro. Tu primera partida empieza sola cuando empiece el torneo: deja esta página abierta.
tourney-note-in = Estás dentro. Tu próxima partida empieza sola: deja esta página abierta.
tourney-said-join = Estás en el torneo.
tourney-said-pause = Estás en pausa.
tourney-said-leave = Saliste del torneo.
tourney-game-on = ¡Tu partida ha empezado!
tourney-go-to-table = Ir a tu mesa
tourney-game-starting = Tu partida está empezando.

## En la mesa de una partida de torneo

tourney-next-ready = Tu próxima partida del torneo está lista.
tourney-next-go = Ir a esa mesa
tourney-next-going = Tu próxima partida del torneo está lista: vamos a su mesa.
