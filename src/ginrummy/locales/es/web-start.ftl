# La página de inicio (index.html, start.js) y lo que las páginas comparten de ella: el
# panel de identidad (identity.js, devices.js), «Jugar con alguien» (pairing.js), los
# ajustes (settings-panel.js) y las palabras comunes de common.js.

start-title = Gin rummy: juega en tu navegador
start-meta =
    .content = Gin rummy gratis en el navegador: juega contra la computadora o invita a un amigo. Sin cuenta.
start-skip = Ir a las opciones de la partida
start-site-name = Gin rummy
start-tagline = Gratis y sin cuenta. Juega con alguien en línea, contra la computadora, o envía un enlace a un amigo.
start-settings = Ajustes

## Jugar ya

start-play-now = Jugar ya
start-play-computer = Jugar contra la computadora
start-play-someone = Jugar con alguien ya
start-invite-friend = Invitar a un amigo
start-options = Opciones

## Opciones

start-identity =
    .aria-label = Tu nombre en línea
start-name = Tu nombre
start-optional = (opcional)
start-name-input =
    .placeholder = Jugador
start-levels = Nivel de la computadora
start-rules = Reglas
start-preset = Variante
start-how-to-play = Cómo se juega
start-how-to-play-note = (estas reglas, pestaña nueva)
start-target = Puntuación objetivo
start-more-options = Más opciones
start-move-clock = Reloj por jugada
start-move-clock-friend = (partida con un amigo)
start-for-pairing = (jugar con alguien ya)
start-no-clock = Sin reloj
start-clock-15 = 15 segundos por jugada, 30 de reserva
start-clock-30 = 30 segundos por jugada, 60 de reserva
start-clock-60 = 60 segundos por jugada, 2 minutos de reserva
start-rating-range = Puntuación del rival
start-any-rating = Cualquier puntuación
start-within = A { $points } de la mía como mucho
start-notes = «Jugar con alguien ya» te empareja con otra persona que quiere las mismas reglas y la misma puntuación objetivo (y el reloj y el margen de puntuación de arriba): partida puntuada y con reloj. «Invitar a un amigo» abre tu mesa con un enlace para enviar; quien lo abra ocupa el otro asiento y empieza la partida.
start-option-off = desactivado
start-option-empty-off = (vacío: desactivado)
start-error-number = { $label }: escribe un número.
start-error-whole = { $label }: escribe un número entero.
start-error-min = { $label }: como mínimo { $min }.
start-error-max = { $label }: como máximo { $max }.
start-error-options = No se pudieron cargar las opciones de la partida: { $error }
start-error-loading = Las opciones de la partida todavía se están cargando.

## Tus partidas, tus estadísticas, las teclas

start-your-games = Tus partidas
start-resume-computer = Computadora
start-resume-player = Jugador
start-resume-empty-seat = (asiento libre)
start-resume-vs = contra
start-resume-waiting = esperando a un amigo
start-resume-playing = en juego
start-stats = Tus estadísticas
start-this-browser = (este navegador)
start-stat-games = Partidas
start-stat-wins = Victorias
# loan: «gin» es el término de la mesa (glosario)
start-stat-gins = Gins
start-stat-undercuts = Contracortes
start-stat-average = Puntos de media
start-stats-link = Tus estadísticas: cada nivel, rachas, tus partidas terminadas y sus repeticiones
start-keys = Teclado: en la mesa, las flechas pasan de una carta a otra, Intro descarta,
start-key-draw = roba,
start-key-take = toma la carta descubierta,
start-key-pass = pasa,
start-key-knock = corta,
start-key-hint = pide una pista,
start-key-all = muestra todas las teclas.

## Jugar con alguien ya (pairing.js)

start-pairing-cancel = Cancelar
start-pairing-computer = Jugar contra la computadora mientras esperas
start-new-tab = (pestaña nueva)
start-pairing-here = Jugar aquí contra la computadora mientras esperas
start-pairing-keep-open = Deja esta pestaña abierta: irá a tu mesa en cuanto se encuentre un rival.
start-pairing-looking = Buscando rival…
start-pairing-waiting =
    Buscando rival… { $count ->
        [one] { $count } persona espera
       *[other] { $count } personas esperan
    } en este grupo ({ $pool }).
start-pairing-looking-trouble = Buscando rival… ({ $error })
start-pairing-title = Buscando rival – { $page }
start-pairing-found = ¡Rival encontrado! Vamos a la mesa...
start-pairing-no-seat = Se encontró un rival, pero este navegador no recibió el asiento. Inténtalo de nuevo.
start-pairing-left = Ya no estás en la cola. Pulsa «Jugar con alguien ya» para buscar otra vez.
start-pairing-notice-found = ¡Se encontró un rival!
start-pairing-notice-go = Ir a esa mesa
start-pairing-notice-found-said = Se encontró un rival. El enlace a la mesa está arriba de la página.
start-pairing-notice-other-tab = Sigue la búsqueda de rival en tu otra pestaña…
start-pairing-notice-holding = Sigue la búsqueda de rival mientras juegas contra la computadora…
start-pairing-stop = Dejar de buscar
start-pairing-notice-replaced = Se encontró un rival: esta es tu partida contra esa persona. Tu partida contra la computadora quedó como estaba.

## Tu nombre en línea (identity.js)

start-identity-you-are = Eres { $name }
start-identity-change-name = cambiar el nombre
start-identity-transfer = usar en otro dispositivo
start-identity-devices = dispositivos
start-identity-enter-code = escribir un código de otro dispositivo
start-identity-newcomer = Jugar con personas en línea te da un nombre con un número (como Ann#4821): sin cuenta ni correo.
start-identity-enter-code-first = Escribir un código de otro dispositivo
start-identity-new-name = Nombre nuevo
start-identity-save = Guardar
start-identity-type-name = Escribe un nombre.
start-identity-renamed = Ahora te llamas { $name }.
start-identity-code-label =
    .aria-label = Código de un solo uso
start-identity-code-how =
    En el otro dispositivo, abre este sitio y elige «escribir un código». El código sirve una vez, durante { $minutes ->
        [one] { $minutes } minuto:
       *[other] { $minutes } minutos:
    }
start-identity-code-said = Código de un solo uso: { $code }
start-identity-code-input = Código de tu otro dispositivo
start-identity-replacing = Este navegador jugará entonces como ese jugador en lugar de { $name }.
start-identity-use-code = Usarlo
start-identity-type-code = Escribe el código.
start-identity-welcome = Bienvenido de nuevo, { $name }.
start-identity-bad-code = Ese código no existe, ya se usó o caducó: crea uno nuevo en el otro dispositivo.
start-identity-signed-out = Se cerró la sesión de este navegador desde otro de tus dispositivos, así que empieza de cero como visitante nuevo: tus partidas y tu nombre siguen en tus otros dispositivos.

## Tus dispositivos (devices.js)

start-devices-label =
    .aria-label = Tus dispositivos
start-devices-intro = Dispositivos con la sesión iniciada con este nombre. Cierra la sesión del que perdiste o ya no usas: pasa a ser un visitante nuevo al instante.
start-devices-added-this = añadido el { $date }, este dispositivo
start-devices-added-seen = añadido el { $date }, visto por última vez { $seen }
start-devices-just-now = hace un momento
start-devices-minutes-ago =
    { $count ->
        [one] hace { $count } minuto
       *[other] hace { $count } minutos
    }
start-devices-hours-ago =
    { $count ->
        [one] hace { $count } hora
       *[other] hace { $count } horas
    }
start-devices-days-ago =
    { $count ->
        [one] hace { $count } día
       *[other] hace { $count } días
    }
start-devices-this = (este dispositivo)
start-devices-only-one = el único
start-devices-sign-out = Cerrar sesión
start-devices-sign-out-label = Cerrar la sesión de { $device }, { $details }
start-devices-sign-out-others =
    { $count ->
        [one] Cerrar la sesión del otro dispositivo
       *[other] Cerrar la sesión de los otros { $count } dispositivos
    }
start-devices-signed-out = Se cerró la sesión de { $device }.
start-devices-others-signed-out =
    { $count ->
        [one] Se cerró la sesión del otro dispositivo.
       *[other] Se cerró la sesión de los otros { $count } dispositivos.
    }

## Los ajustes (settings-panel.js)

start-settings-kept = Se aplican al instante y se guardan en este navegador.
start-settings-done = Listo
start-settings-cards = Cartas
start-settings-large-cards = Cartas grandes
start-settings-four-colour = Baraja de cuatro colores
start-settings-four-colour-note = Tréboles verdes, diamantes azules, corazones rojos, picas negras.
start-settings-sort = Ordenar tu mano
start-settings-sort-melds = Por juegos
start-settings-sort-suit = Por palo
start-settings-sort-rank = Por valor
start-settings-sort-custom = Como yo la ordene
start-settings-sort-note = Arrastra una carta dentro de tu mano, o pulsa Alt con las flechas, para ordenarla tú.
start-settings-look = Aspecto
start-settings-theme = Tema
start-settings-like-device = Como mi dispositivo
start-settings-theme-light = Claro
start-settings-theme-dark = Oscuro
start-settings-motion = Movimiento
start-settings-motion-reduced = Reducido
start-settings-motion-full = Completo
start-settings-motion-note = Reducido: las cartas aparecen sin moverse.
start-settings-play = Juego
start-settings-sounds = Sonidos
start-settings-speed = Velocidad de la computadora
start-settings-speed-slow = Lenta
# loan: «normal» es también palabra española
start-settings-speed-normal = Normal
start-settings-speed-fast = Rápida
start-settings-auto-next = Repartir la siguiente mano sola
start-settings-auto-next-note = Unos segundos después del resultado de cada mano.
start-settings-guide = Explicar las reglas a medida que aparecen
start-settings-forgiveness = Indulgencia
start-settings-take-back = Deshacer un descarte contra la computadora
start-settings-take-back-note = Hasta que la computadora juegue; cuenta en tus estadísticas.
start-settings-confirm-discard = Preguntar antes de cada descarte contra una persona

## Palabras comunes (common.js)

start-game-to = { $name }, a { $target }
# loan: el nombre del juego
start-gin-rummy = Gin rummy
start-ago-now = hace un momento
start-ago-minutes = hace { $count } min
start-ago-hours = hace { $count } h

## La página de invitación (join.html, join.js)

start-join-title = Unirse a una partida de gin rummy
start-join-heading = Te invitan a una partida
start-join-looking = Buscando la partida...
start-join-take-seat = Ocupar el asiento
start-join-home = Empezar una partida nueva
start-join-a-friend = Un amigo
start-join-invite-full = { $host } te invita a una partida de gin rummy (reglas { $rules }), a { $target } puntos.
start-join-invite-rules = { $host } te invita a una partida de gin rummy (reglas { $rules }).
start-join-invite-target = { $host } te invita a una partida de gin rummy, a { $target } puntos.
start-join-invite = { $host } te invita a una partida de gin rummy.
start-join-no-id = A este enlace le falta el identificador de la partida.
start-join-seated = Ya tienes un asiento en esta partida. Vamos a la mesa...
start-join-no-game = Esta partida no existe (el enlace puede ser antiguo o estar mal copiado).
start-join-full = Los dos asientos de esta partida ya están ocupados.
start-join-taken = Alguien ocupó el asiento antes: los dos asientos están ocupados.

## La página de una dirección sin nada detrás (notfound.html)

start-notfound-title = No encontrado – Gin rummy
start-notfound-heading = Aquí no hay nada
start-notfound-text = Ninguna página ni partida tiene esta dirección. El enlace puede estar mal escrito, o la partida se retiró del servidor.
start-notfound-home = Ir a la página de inicio
start-notfound-lobby = El salón
start-notfound-rules = Cómo se juega
