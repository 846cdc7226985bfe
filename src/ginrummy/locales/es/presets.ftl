# Las variantes de reglas y las opciones de una partida nueva, tal como el servidor
# las escribe para la página de inicio (GET /api/options).

## Los nombres de las variantes

presets-label-standard = Estándar
# loan: el nombre de la variante, sin traducir
presets-label-oklahoma = Oklahoma
presets-label-oklahoma-spades = Oklahoma, picas dobles
presets-label-straight = Gin directo
# loan: el nombre de la variante, sin traducir
presets-label-hollywood = Hollywood
presets-label-eaai = Torneo EAAI
presets-label-openspiel = OpenSpiel (una mano)

## Qué es cada variante

presets-what-standard = La partida de gin rummy de siempre.
presets-what-oklahoma = La primera carta descubierta fija cuán bajo hay que estar para cortar; un as significa solo gin.
presets-what-oklahoma-spades = Oklahoma con la regla de la casa de que una carta descubierta de picas duplica la mano.
presets-what-straight = Sin cortar: una mano solo se gana haciendo gin.
presets-what-hollywood = Tres partidas en una sola hoja de anotación: tu primera mano ganada cuenta en la partida 1, la segunda en las partidas 1 y 2, la tercera y las siguientes en las tres.
presets-what-eaai = Las reglas del torneo de IA de gin rummy de la EAAI.
presets-what-openspiel = Las reglas de la biblioteca de investigación OpenSpiel: una sola mano.

## Las cifras de una variante

# loan: only placeholders and punctuation
presets-description = { $what } { $target }{ $bonuses }. { $numbers }.
presets-target = Partida a { $target } puntos
presets-target-hollywood = Tres partidas a la vez, cada una a { $target } puntos
presets-target-one-hand = Una sola mano decide la partida (objetivo 1 punto)
presets-with = , con { $extras }
presets-no-bonuses = , sin bonificaciones
# loan: una coma, como en inglés
presets-extras-separator = { ", " }
presets-game-bonus = { $points } por la partida
presets-box-bonus = { $points } por mano ganada
presets-shutout-doubles = un blanqueo duplica
presets-shutout-bonus = un blanqueo suma una bonificación
# loan: un punto y coma, como en inglés
presets-parts-separator = { "; " }
presets-knock = cortar con { $limit } o menos
presets-knock-upcard = límite para cortar fijado por la primera carta descubierta
presets-knock-gin-only = solo gin, sin cortar
# loan: «gin» es el término de la mesa (glosario)
presets-gin = gin { $points }
# loan: «big gin» es el término de la mesa (glosario)
presets-big-gin = big gin { $points }
presets-undercut = contracorte { $points }
presets-spades-double = una carta descubierta de picas duplica la mano
presets-squared-pile = el pozo se apila cuadrado: solo se ve su carta de arriba
presets-reshuffle =
    los descartes se convierten en un mazo nuevo { $limit ->
        [0] cada vez (hasta { $max })
        [1] una vez
       *[other] hasta { $limit } veces
    }, cuando el mazo { $at ->
        [empty] se acaba
       *[two] queda en dos cartas
    }

## Los niveles de la computadora

presets-level-easy = Fácil
presets-level-medium = Medio
presets-level-hard = Difícil
presets-level-apprentice = Aprendiz
presets-level-master = Maestro

## Las opciones de una partida nueva

presets-option-knock-limit = Límite para cortar
presets-option-game-target = Puntuación objetivo
presets-option-gin-bonus = Bonificación por gin
presets-option-big-gin-bonus = Bonificación por big gin (vacío: sin big gin)
presets-option-undercut-bonus = Bonificación por contracorte
presets-option-undercut-on-tie = Empatar en puntos sueltos es contracorte
presets-option-game-bonus = Bonificación por partida
presets-option-box-bonus = Bonificación por mano ganada (casilla)
presets-option-shutout = Blanqueo
presets-option-spades-double = Una carta descubierta de picas duplica la mano
presets-option-knock-limit-from-upcard = La carta descubierta fija el límite para cortar (Oklahoma)
presets-option-hollywood = Hollywood: tres partidas anotadas a la vez
presets-option-squared-pile = Pozo apilado (solo se ve la carta de arriba)
presets-option-upcard-offer-to-dealer = La primera carta descubierta rechazada se ofrece al repartidor (si no, el repartidor juega primero)
presets-option-stock-exhausted = Cuando se acaba el mazo
presets-option-reshuffle-at = Rebarajar al quedar (dos cartas, o vacío)
presets-option-reshuffle-limit = Rebarajadas por mano (vacío: siempre)

## Las opciones de cada elección

presets-choice-shutout-double = doble
presets-choice-shutout-bonus = bonificación
presets-choice-shutout-none = ninguno
presets-choice-stock-exhausted-void = mano nula
presets-choice-stock-exhausted-reshuffle = rebarajar
presets-choice-reshuffle-at-two = dos cartas
presets-choice-reshuffle-at-empty = vacío
