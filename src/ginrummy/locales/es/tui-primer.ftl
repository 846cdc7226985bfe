# El resumen de reglas tras ? en el juego a pantalla completa: las reglas en juego, cada
# número es el de esta partida. Cada mensaje es un párrafo (a 72 columnas).

tui-primer-title = Las reglas de esta partida ({ $rules }):
tui-primer-melds = Juegos: un trío o póker son 3 o 4 cartas del mismo valor ({ $set }); una escalera son 3 o más cartas seguidas del mismo palo ({ $run }), el as solo abajo ({ $low }; nunca Q K A). Las cartas fuera de juego son cartas sueltas: el as cuenta 1, las figuras 10, las demás su número.
tui-primer-turn = Tu turno: toma una carta (del mazo o la de arriba del pozo) y descarta una.
tui-primer-offer = La primera carta descubierta se ofrece a quien no reparte; si pasa, el que reparte juega primero: toma la carta descubierta o roba del mazo.
tui-primer-offer-dealer = La primera carta descubierta se ofrece a quien no reparte y luego al que reparte; si los dos pasan, quien no reparte roba del mazo.
tui-primer-keep-taken = Una carta tomada del pozo no se puede devolver en el mismo turno.
tui-primer-stock-end-knock = Con dos cartas en el mazo solo puedes tomar la carta descubierta para cortar con ella; si no, la mano es nula.
tui-primer-stock-end-void = Con dos cartas en el mazo y sin corte, la mano es nula: nadie anota.
tui-primer-reshuffle =
    El pozo, menos su carta de arriba, se baraja como nuevo mazo { $often ->
        [always] cada vez (hasta { $limit } veces)
        [once] una vez
       *[times] hasta { $limit } veces
    }, cuando el mazo { $empty ->
        [true] se vacía
       *[false] se queda en dos cartas
    }; la vez siguiente la mano es nula.
tui-primer-spades = Una mano cuya primera carta descubierta es de picas vale doble.
tui-primer-squared = El pozo está cuadrado: solo se ve su carta de arriba, así que recuerda lo que se tiró.
tui-primer-knock = Cortar: { $limit }. Al cortar se bajan los juegos; el rival baja los suyos y coloca lo que pueda en los tuyos; quien tenga menos puntos sueltos se anota la diferencia.
tui-primer-limit-upcard = el valor de la primera carta descubierta fija el límite para cortar de cada mano (un as: solo gin; una figura: 10)
tui-primer-limit-zero = el límite para cortar es 0: solo gin, no se corta con puntos sueltos
tui-primer-limit = puedes cortar cuando tus puntos sueltos tras el descarte son { $limit } o menos
tui-primer-undercut =
    Contracorte: cuando los puntos sueltos del rival son { $tie ->
        [true] menores o iguales que
       *[false] menores que
    } los de quien corta, el rival se anota la diferencia más { $bonus }.
tui-primer-equal-nothing = Con los mismos puntos sueltos nadie anota.
tui-primer-gin = Gin: sin ningún punto suelto se anotan { $bonus } más los puntos sueltos del rival, y sobre un gin no se coloca nada.
tui-primer-no-big-gin = Con estas reglas no se juega big gin.
tui-primer-big-gin = Big gin: las 11 cartas en juegos después de robar (sin descarte) valen { $bonus } más los puntos sueltos del rival.
tui-primer-must-gin = Si tienes gin, debes hacer gin.
tui-primer-game =
    Partida: gana el primero que llega a { $target ->
        [one] { $target } punto
       *[other] { $target } puntos
    }.
tui-primer-hollywood =
    Hollywood: tres partidas a la vez, cada una a { $target ->
        [one] { $target } punto
       *[other] { $target } puntos
    }. Tu primera mano ganada cuenta en la partida 1, la segunda en las partidas 1 y 2, la tercera y las siguientes en todas las partidas aún abiertas; cada partida tiene sus propios premios.
tui-primer-box = cada mano ganada suma una casilla de { $bonus }
tui-primer-game-bonus = el ganador suma un premio de partida de { $bonus }
tui-primer-shutout-double = un blanqueo (el perdedor no ganó ninguna mano) duplica la puntuación del ganador
tui-primer-shutout-bonus = un blanqueo (el perdedor no ganó ninguna mano) suma otro premio de partida
tui-primer-extras = Casillas y premios al final: { $extras }.
tui-primer-no-extras = Sin casillas ni premios al final: los puntos son la puntuación.
