# El juego en palabras (ginrummy.words). $who es «you» (quien juega en esta pantalla) u
# «other»; $name, el nombre del otro. Las palabras entre comillas simples ('take',
# 'pass') son los comandos que se escriben: quedan tal cual.

you = tú

## Jugadas
action-draw = robar del mazo
action-take = tomar la carta descubierta
action-pass = pasar
action-discard = descartar { $card }
action-knock = cortar descartando { $card }
# loan: players say "big gin" as in English (see GLOSSARY.md).
action-big-gin = big gin
hint = Pista: { $move }. { $reason }.

## Lo que pasó en la mesa
event-take =
    { $who ->
        [you] tomaste
       *[other] { $name } tomó
    } { $card } de los descartes
event-pass =
    { $who ->
        [you] pasaste
       *[other] { $name } pasó
    }
event-draw-card =
    { $who ->
        [you] robaste
       *[other] { $name } robó
    } { $card } del mazo
event-draw =
    { $who ->
        [you] robaste
       *[other] { $name } robó
    } del mazo
event-discard =
    { $who ->
        [you] descartaste
       *[other] { $name } descartó
    } { $card }
event-knock-card =
    { $who ->
        [you] cortaste
       *[other] { $name } cortó
    } descartando { $card } boca abajo
event-knock =
    { $who ->
        [you] cortaste
       *[other] { $name } cortó
    }
event-big-gin =
    { $who ->
        [you] hiciste big gin
       *[other] { $name } hizo big gin
    }
event-reshuffle = los descartes se barajaron para formar un mazo nuevo
event-void = la mano queda nula

## Jugadas posibles y jugadas rechazadas
moves-offer = { $take } o { $pass }
moves-draw-or-take = { $draw } del mazo o { $take }
moves-draw = { $draw } del mazo
moves-stock-end = { $take } para cortar con ella, o { $pass }
refusal-first = No permitido: primero { $moves }.
refusal-draw-first = No permitido: primero roba una carta: { $moves }.
refusal-moves = No permitido: { $moves }.
refusal-stock-end = No permitido: quedan dos cartas en el mazo: { $moves }.
refusal-not-held = No permitido: no tienes { $card }.
refusal-taken-upcard = No permitido: { $card } se acaba de tomar de los descartes; guárdala este turno y descarta otra carta.
refusal-over-limit = No permitido: descartar { $card } deja { $left } puntos sueltos, por encima del límite para cortar de { $limit }.
refusal-other = No permitido: { $error }.

## La bajada
showdown-head =
    { $who ->
        [you] Hiciste
       *[other] { $name } hizo
    } { $outcome ->
        [gin] gin
        [big_gin] big gin
       *[knock] el corte
    } (límite para cortar { $limit }).
showdown-melds = juegos { $melds }
showdown-deadwood = sueltas { $cards } ({ $count })
no-melds = (ninguno)
layoff = { $card } sobre { $meld }
showdown-laid-off =
    { $who ->
        [you] colocaste
       *[other] { $name } colocó
    }: { $layoffs }
showdown-no-layoffs = contra gin no se coloca nada
showdown-nothing-to-lay-off =
    { $who ->
        [you] no tenías nada que colocar
       *[other] { $name } no tenía nada que colocar
    }
outcome-name =
    { $outcome ->
        [gin] gin
        [big_gin] big gin
        [undercut] contracorte
        [tie] empate
       *[knock] corte
    }
showdown-outcome-nobody = Resultado: { $outcome }. { $reason }.
showdown-outcome =
    Resultado: { $outcome }. { $who ->
        [you] Sumas
       *[other] { $name } suma
    } { $points } ({ $reason }).
points-gin = bonificación de gin { $bonus } + puntos sueltos del defensor { $d } = { $base }
points-big-gin = bonificación de big gin { $bonus } + puntos sueltos del defensor { $d } = { $base }
points-knock = puntos sueltos del defensor { $d } - los de quien corta { $k } = { $base }
points-undercut = bonificación de contracorte { $bonus } + (puntos sueltos de quien corta { $k } - los del defensor { $d }) = { $base }
points-tie = puntos sueltos iguales ({ $k }): con estas reglas no hay contracorte, nadie suma
points-doubled = { $text }, doble por la carta descubierta de picas = { $points }
void-hand = Mano nula: nadie suma, reparte otra vez el mismo.
void-hand-reason = Mano nula ({ $reason }): nadie suma, reparte otra vez el mismo.

## Hoja de anotación
sheet-title = Hoja de anotación
sheet-title-hollywood = Hoja de anotación (Hollywood)
sheet-hands-won = manos ganadas
sheet-hand-points = puntos de las manos
sheet-boxes = casillas ({ $bonus } por mano ganada)
sheet-game-bonus = bonificación de partida
sheet-shutout-doubled = blanqueo (doble)
sheet-shutout-bonus = bonificación por blanqueo
# loan: "total" is the same word here.
sheet-total = total
sheet-game-hand-points = partida { $number } puntos de las manos
sheet-game-boxes = partida { $number } casillas
sheet-game-game-bonus = partida { $number } bonificación
sheet-game-shutout-doubled = partida { $number } blanqueo (doble)
sheet-game-shutout-bonus = partida { $number } blanqueo (bonificación)
sheet-game-total = partida { $number } total
sheet-game = partida { $number }
sheet-game-shutout = partida { $number } (blanqueo)
game-won =
    { $who ->
        [you] Ganas
       *[other] { $name } gana
    } la partida por { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
game-won-shutout =
    { $who ->
        [you] Ganas
       *[other] { $name } gana
    } la partida por { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } (blanqueo).
hollywood-won =
    { $who ->
        [you] Ganas
       *[other] { $name } gana
    } por { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } en las tres partidas (partidas ganadas { $won0 }-{ $won1 }).
scores-running = Puntos: { $name0 } { $score0 }, { $name1 } { $score1 } (partida a { $target }; manos ganadas { $won0 }-{ $won1 })
hollywood-running = Puntos Hollywood, cada partida a { $target } (manos ganadas { $won0 }-{ $won1 }):
hollywood-running-game = partida { $number }: { $name0 } { $score0 }, { $name1 } { $score1 }
hollywood-running-game-won = partida { $number }: { $name0 } { $score0 }, { $name1 } { $score1 } (la ganó { $winner })
games-item = P{ $number } { $score0 }-{ $score1 }
counted-none = ninguna partida
counted-one = la partida { $number }
counted-many = las partidas { $numbers } y { $last }
