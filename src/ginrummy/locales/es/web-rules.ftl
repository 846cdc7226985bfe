# La página de reglas (/rules). Los números de las reglas elegidas son argumentos. Un
# argumento como { $melds } o { $bonus } en una frase es donde la página pone un enlace,
# una palabra en negrita o un número en negrita: muévelo libremente, no lo quites.
# La notación de las cartas (8♥, A 2 3) también es un argumento.
# Los jugadores del ejemplo se llaman Ann y Bob.

## Las palabras de la página (rules.html)

rules-page-title = Cómo se juega al gin rummy
rules-page-title-preset = Cómo se juega al gin rummy: { $preset }
rules-page-description =
    .content = Las reglas del gin rummy en palabras sencillas, con cartas: combinaciones, puntos sueltos, cortar, gin, colocar, contracorte y puntuación.
rules-skip = Ir a las reglas
rules-site-name = Gin rummy
rules-heading = Cómo se juega
rules-preset-label = Reglas
rules-summary-list =
    .aria-label = Estas reglas en números
rules-toc =
    .aria-label = Secciones
rules-toc-goal = Objetivo
rules-toc-deal = Reparto
rules-toc-upcard = Carta descubierta
rules-toc-turn = Un turno
rules-toc-stock = Sin mazo
rules-toc-meld = Combinaciones
rules-toc-deadwood = Puntos sueltos
rules-toc-knock = Cortar
# loan: «gin» es como se dice en las mesas (GLOSSARY.md)
rules-toc-gin = Gin
# loan: «big gin» es como se dice (GLOSSARY.md)
rules-toc-big-gin = Big gin
rules-toc-layoff = Colocar cartas
rules-toc-undercut = Contracorte
rules-toc-scoring = Puntuar una mano
rules-toc-game = Ganar la partida
rules-toc-variants = Otras reglas
rules-title-goal = El objetivo
rules-title-deal = El reparto
rules-title-upcard = La carta descubierta
rules-title-turn = Un turno: robar y descartar
rules-title-stock = Cuando se acaba el mazo
rules-title-meld = Combinaciones: tríos y escaleras
rules-title-deadwood = Los puntos sueltos
rules-title-knock = Cortar
rules-title-gin = Hacer gin
rules-title-big-gin = El big gin
rules-title-layoff = Colocar cartas
rules-title-undercut = El contracorte
rules-title-scoring = Cómo se puntúa una mano
rules-title-game = Ganar la partida
rules-title-variants = Otras reglas (variantes)
rules-foot-play = Jugar una partida
rules-foot-top = Volver arriba

## rules.js

rules-error-load = No se pudieron cargar las reglas: { $error }
rules-origin-table = Las reglas de tu mesa: { $preset }.
rules-origin-table-changed = Las reglas de tu mesa: { $preset }, con { $changes }.
# loan: solo marcadores, se escribe igual en español
rules-option-changed = { $option }: { $value }
rules-value-off = desactivado
rules-value-yes = sí
# loan: «no» se escribe igual en español
rules-value-no = no

## Las reglas en números

rules-summary-knock = Cortar con
rules-knock-words-upcard = el valor de la primera carta descubierta
rules-knock-words-gin-only = 0: solo gin
rules-knock-words-limit = { $limit } o menos
rules-summary-gin = Bono de gin
# loan: «big gin» es como se dice (GLOSSARY.md)
rules-summary-big-gin = Big gin
rules-summary-big-gin-off = no se juega
rules-summary-undercut = Bono de contracorte
rules-summary-undercut-ties = { $bonus } (también con empate)
rules-summary-target = Partida a
rules-summary-game-bonus = Bono de partida
rules-summary-box = Casilla por mano ganada
rules-summary-shutout = Blanqueo
rules-shutout-double = duplica los puntos del ganador
rules-shutout-bonus = suma un segundo bono de partida
rules-shutout-none = nada extra
rules-summary-stock = Sin mazo
rules-summary-stock-reshuffle = se baraja de nuevo { $when }
rules-summary-stock-void = mano nula
rules-summary-spades = Carta descubierta de picas
rules-summary-spades-double = duplica la mano
rules-reshuffle-every = cada vez
rules-reshuffle-once = una vez
rules-reshuffle-times =
    { $count ->
        [one] hasta { $count } vez
       *[other] hasta { $count } veces
    }
rules-reshuffle-when-empty = { $often }, cuando el mazo está vacío
rules-reshuffle-when-two = { $often }, cuando quedan dos cartas

## Las imágenes de cartas

rules-group-set =
    { $count ->
        [4] Póker: { $cards }
       *[other] Trío: { $cards }
    }
rules-group-run = Escalera: { $cards }
rules-group-deadwood =
    { $points ->
        [one] Cartas sueltas, { $points } punto: { $cards }
       *[other] Cartas sueltas, { $points } puntos: { $cards }
    }
rules-group-bad = No es una combinación: { $cards }
rules-card-laid-off = { $card }, colocada
rules-card-back = carta boca abajo
rules-backs =
    { $count ->
        [one] { $count } carta boca abajo
       *[other] { $count } cartas boca abajo
    }
rules-note-laid-off = colocadas
rules-note-deadwood = sueltas { $points }
rules-note-stock = mazo: { $count }
rules-note-upcard = carta descubierta
rules-note-your-cards = tus cartas (algunas)
rules-note-set = trío
rules-note-run = escalera
rules-note-not-run = no es escalera
rules-note-two-sevens = dos sietes
rules-note-ten-double = { $points }, doble
rules-note-gin-only = solo gin

## Palabras dentro de las frases

rules-link-melds = combinaciones
rules-link-deadwood = cartas sueltas
rules-link-knocks = corta
# loan: «gin» es como se dice en las mesas (GLOSSARY.md)
rules-link-gin = gin
rules-link-upcard = carta descubierta
rules-link-undercut = te hace un contracorte
rules-word-stock = mazo
rules-word-draw = roba
rules-word-discard = descarta
rules-word-void = nula
rules-word-set = trío
rules-word-run = escalera
rules-word-deadwood-count = cuenta de puntos sueltos
# loan: «gin» es como se dice en las mesas (GLOSSARY.md)
rules-word-gin = gin
# loan: «big gin» es como se dice (GLOSSARY.md)
rules-word-big-gin = big gin
rules-word-lay-off = colocar
rules-word-undercut = contracorte

## El objetivo

rules-goal-intro = El gin rummy es un juego de cartas para dos. Intentas ordenar tus diez cartas en { $melds } (tríos o pókers del mismo valor, escaleras del mismo palo) para que las cartas que sobran, tus { $deadwood }, sumen lo menos posible.
rules-goal-end =
    { $count ->
        [one] Una mano termina cuando un jugador { $knocks } (baja su juego con pocos puntos sueltos) o hace { $gin } (sin ningún punto suelto). La mejor mano se anota puntos, y el primer jugador que llega a { $target } punto gana la partida.
       *[other] Una mano termina cuando un jugador { $knocks } (baja su juego con pocos puntos sueltos) o hace { $gin } (sin ningún punto suelto). La mejor mano se anota puntos, y el primer jugador que llega a { $target } puntos gana la partida.
    }
rules-goal-end-one-hand =
    { $count ->
        [one] Una mano termina cuando un jugador { $knocks } (baja su juego con pocos puntos sueltos) o hace { $gin } (sin ningún punto suelto). La mejor mano se anota puntos, y con estas reglas la primera mano que puntúa termina la partida ({ $target } punto para ganar).
       *[other] Una mano termina cuando un jugador { $knocks } (baja su juego con pocos puntos sueltos) o hace { $gin } (sin ningún punto suelto). La mejor mano se anota puntos, y con estas reglas la primera mano que puntúa termina la partida ({ $target } puntos para ganar).
    }
rules-goal-caption = Dos combinaciones y cuatro cartas sueltas: { $sum } puntos sueltos.

## El reparto

rules-deal-pack = Una baraja francesa corriente de 52 cartas, sin comodines. El que reparte da diez cartas a cada jugador, de una en una, boca abajo.
rules-deal-upcard = La carta siguiente se pone boca arriba: es la { $upcard }, la primera carta de los descartes. Las otras { $count } cartas quedan boca abajo en un montón: el { $stock }.
rules-deal-first-random = Quién reparte la primera mano se decide al azar
rules-deal-first-opener = La primera mano la reparte el jugador que abrió la mesa
rules-deal-first-second = La primera mano la reparte el segundo jugador
rules-deal-rotation-alternate = después los jugadores reparten por turnos
rules-deal-rotation-loser = después el perdedor de cada mano reparte la siguiente
rules-deal-rotation-winner = después el ganador de cada mano reparte la siguiente
rules-deal-rotation-other = luego el reparto pasa al otro
rules-deal-order = { $first }; { $rotation }. Después de una mano en la que nadie puntúa, vuelve a repartir el mismo jugador.
rules-deal-caption = El mazo (boca abajo) y la carta descubierta al lado.

## La carta descubierta

rules-upcard-offer-dealer-plays = El primer turno es especial. El jugador que no repartió puede tomar la carta descubierta o pasar. Si pasa, juega primero el que repartió: toma la carta descubierta o roba del mazo, y el juego sigue por turnos.
rules-upcard-offer = El primer turno es especial. El jugador que no repartió puede tomar la carta descubierta o pasar. Si pasa, el que repartió puede tomarla o pasar. Si los dos pasan, empieza el que no repartió robando del mazo. Quien toma la carta descubierta descarta luego una carta, y el juego sigue por turnos.
rules-upcard-no-offer = Con estas reglas no se ofrece la carta descubierta: el que no repartió empieza con un turno normal.
rules-upcard-advice = Tómala cuando forme una combinación, o casi, con tus cartas. Recuerda que el rival ve qué carta tomaste.
rules-upcard-sets-limit = { $rule } su valor, 10 para un diez o una figura. Un as significa que esta mano solo puede terminar con gin.
rules-upcard-sets-limit-rule = Con estas reglas, la carta descubierta también fija el límite para cortar de la mano:
rules-upcard-spades = Si la carta descubierta es de picas, los puntos de la mano valen el doble.
rules-upcard-caption = La carta descubierta { $upcard } se une a tu { $cards } en una escalera: vale la pena tomarla.

## Un turno

rules-turn-parts = Cada turno tiene dos partes. Primero { $draw } una carta: la de arriba del mazo (nadie la ha visto) o la de arriba de los descartes (la carta que el rival acaba de tirar). Después { $discard } una carta boca arriba sobre los descartes. Tras tu turno vuelves a tener diez cartas.
rules-turn-throw-back = Con estas reglas puedes incluso volver a tirar la carta que acabas de tomar de los descartes.
rules-turn-no-throw-back = Una carta tomada de los descartes no puede volver a ellos en el mismo turno.
rules-turn-pile = Solo se puede tomar la carta de arriba de los descartes; las de debajo quedan fuera de juego, pero los dos jugadores pueden mirarlas. En la mesa, el número bajo cada una de tus cartas es la cuenta de puntos sueltos que te queda si la descartas.
rules-turn-caption = Robaste { $drawn }, que se une a tu escalera. Descarta { $discard }, tu carta suelta más alta: te quedan { $sum } puntos sueltos.

## Cuando se acaba el mazo

rules-stock-reshuffle = Cuando se acaba el mazo, los descartes, salvo la carta de arriba, se barajan con lo que queda del mazo para formar un mazo nuevo: { $when }. La vez siguiente la mano termina sin puntuación (mano nula).
rules-stock-void = Las dos últimas cartas del mazo nunca se roban. Cuando el jugador que robó la carta anterior descarta sin cortar, la mano termina sin puntos para nadie: la mano es { $void }.
rules-stock-upcard-knock = Con estas reglas, cuando quedan dos cartas en el mazo, el jugador en turno solo puede tomar la carta descubierta para cortar con ella; si no, la mano es nula.
rules-stock-max-draws =
    { $count ->
        [one] Una mano también es nula cuando se ha tomado { $count } carta de los descartes.
       *[other] Una mano también es nula cuando se han tomado { $count } cartas de los descartes.
    }
rules-stock-repeated-upcard = También es nula cuando los dos jugadores, uno tras otro, toman la carta descubierta y la vuelven a tirar enseguida.
rules-stock-redeal = Después de una mano nula vuelve a repartir el mismo jugador.
rules-stock-caption = Las dos últimas cartas del mazo se quedan donde están.

## Combinaciones

rules-meld-kinds = Una combinación es un trío o una escalera. Un { $set } son tres cartas del mismo valor (un póker, cuatro): tres reyes, cuatro sietes. Una { $run } son tres o más cartas seguidas del mismo palo: { $run1 }, o { $run2 }.
rules-meld-ace = El as siempre es bajo: { $low } del mismo palo es escalera, { $high } no. Una carta solo puede estar en una combinación a la vez.
rules-meld-keep = Guardas tus combinaciones en la mano hasta que termina la mano; la mesa ordena tus cartas en las mejores combinaciones por ti.
rules-meld-caption-kinds = Un trío, una escalera, una escalera desde el as, y una que no lo es: el as no sigue al rey.
rules-meld-caption-one-meld = El { $card } cuenta en la escalera o en el trío de sietes, no en los dos.

## Puntos sueltos

rules-deadwood-count = Toda carta que no está en una combinación es una carta suelta. Tu { $count } es la suma de sus valores: el as vale 1, las cartas del 2 al 10 su número, la jota, la reina y el rey 10 cada una.
rules-deadwood-values-caption = Lo que vale cada carta.
rules-deadwood-lower = Cuanto más baja sea tu cuenta, mejor: decide cuándo puedes cortar, y cuando termina la mano es lo que cuenta en tu contra.
rules-deadwood-caption = Esta mano tiene { $sum } puntos sueltos.

## Cortar

rules-knock-intro = Después de robar, en lugar de un descarte normal puedes cortar: tu descarte va boca abajo y bajas tus cartas a la mesa, las combinaciones y las cartas sueltas aparte. La mano termina ahí.
rules-knock-upcard-limit = Puedes cortar cuando tu cuenta de puntos sueltos después del descarte no pasa del límite de la mano. { $rule } es el valor de la primera carta descubierta (10 para un diez o una figura), y un as descubierto significa solo gin. La mesa muestra el límite de la mano junto a los montones.
rules-knock-upcard-limit-rule = Con estas reglas el límite cambia en cada mano:
rules-knock-caption-upcard = Con 9 puntos sueltos puedes cortar si la primera carta descubierta fue un 9, un 10 o una figura.
rules-knock-gin-only = Con estas reglas el límite para cortar es { $limit }: no se corta con puntos sueltos, y la única forma de terminar una mano es el { $gin }.
rules-knock-caption-gin-only = Con 9 puntos sueltos aquí no puedes cortar: sigue jugando para hacer gin.
rules-knock-limit = Puedes cortar cuando tu cuenta de puntos sueltos después del descarte es { $limit } o menos: el límite para cortar.
rules-knock-caption-may = Con 9 puntos sueltos puedes cortar (el límite es { $limit }).
rules-knock-caption-may-not = Con 9 puntos sueltos aún no puedes cortar: el límite es { $limit }.
rules-knock-any-turn =
    { $must ->
        [yes] Puedes cortar en cualquier turno, el primero incluido, pero nunca estás obligado (salvo que con gin debes hacer gin).
       *[no] Puedes cortar en cualquier turno, el primero incluido, pero nunca estás obligado.
    }
rules-knock-any-turn-gin =
    { $must ->
        [yes] Puedes hacer gin en cualquier turno, el primero incluido, pero nunca estás obligado (salvo que con gin debes hacer gin).
       *[no] Puedes hacer gin en cualquier turno, el primero incluido, pero nunca estás obligado.
    }
rules-knock-early = Cortar pronto con algunos puntos sueltos suele ser bueno; pero si el rival termina con tan pocos como tú, { $undercut }.

## Gin

rules-gin-what = Cortar sin ningún punto suelto, con todas las cartas en combinaciones después del descarte, es hacer { $gin }.
rules-gin-scores =
    { $count ->
        [one] El gin se anota el bono de gin, { $bonus } punto, más toda la cuenta de puntos sueltos del rival. Después de un gin el rival no puede colocar ninguna carta, y a un gin no se le puede hacer contracorte.
       *[other] El gin se anota el bono de gin, { $bonus } puntos, más toda la cuenta de puntos sueltos del rival. Después de un gin el rival no puede colocar ninguna carta, y a un gin no se le puede hacer contracorte.
    }
rules-gin-caption = Gin. Contra { $loser } puntos sueltos se anota { $bonus } + { $loser } = { $total }.

## Big gin

rules-big-gin-off = Con estas reglas el big gin { $off }: con once cartas en combinaciones después de robar igualmente descartas una y haces gin como siempre.
rules-big-gin-off-words = no se juega
rules-big-gin-off-caption = Once cartas en combinaciones: aquí descartas uno de los treses y haces gin.
rules-big-gin-what = Si la carta que robas pone tus once cartas en combinaciones, puedes bajarlas todas sin descartar: es el { $big }.
rules-big-gin-scores =
    { $count ->
        [one] El big gin se anota { $bonus } punto más los puntos sueltos del rival; como después de un gin, no se puede colocar nada.
       *[other] El big gin se anota { $bonus } puntos más los puntos sueltos del rival; como después de un gin, no se puede colocar nada.
    }
rules-big-gin-caption = Big gin: { $bonus } + { $loser } = { $total } contra { $loser } puntos sueltos.

## Colocar cartas

rules-layoff-what = Cuando un jugador corta, el otro (el defensor) también baja sus combinaciones y luego puede { $layoff } cartas sueltas en las combinaciones del que cortó: una cuarta carta en un trío, o cartas que alargan una escalera por cualquiera de sus extremos (una escalera { $run } admite el { $next } y luego la { $after }). Las cartas colocadas ya no cuentan como puntos sueltos.
rules-layoff-never =
    { $big ->
        [yes] El que corta nunca coloca cartas en las combinaciones del defensor. Nadie coloca después de un gin o un big gin.
       *[no] El que corta nunca coloca cartas en las combinaciones del defensor. Nadie coloca después de un gin.
    }
rules-layoff-gin-only = Con estas reglas toda mano termina con gin, así que nunca se colocan cartas.
rules-layoff-caption = Ann cortó con estas combinaciones. Bob colocó el { $first } en sus reyes y el { $second } en su escalera (resaltadas).

## El contracorte

rules-undercut-what =
    { $tie ->
        [yes] { $count ->
            [one] Después de colocar se comparan las dos cuentas de puntos sueltos. Si la del defensor es menor que la del que cortó, o igual, el defensor gana la mano: es un { $undercut }. El defensor se anota el bono de contracorte, { $bonus } punto, más la diferencia.
           *[other] Después de colocar se comparan las dos cuentas de puntos sueltos. Si la del defensor es menor que la del que cortó, o igual, el defensor gana la mano: es un { $undercut }. El defensor se anota el bono de contracorte, { $bonus } puntos, más la diferencia.
        }
       *[no] { $count ->
            [one] Después de colocar se comparan las dos cuentas de puntos sueltos. Si la del defensor es menor que la del que cortó, el defensor gana la mano: es un { $undercut }. El defensor se anota el bono de contracorte, { $bonus } punto, más la diferencia.
           *[other] Después de colocar se comparan las dos cuentas de puntos sueltos. Si la del defensor es menor que la del que cortó, el defensor gana la mano: es un { $undercut }. El defensor se anota el bono de contracorte, { $bonus } puntos, más la diferencia.
        }
    }
rules-undercut-equal = Si las cuentas son iguales, nadie puntúa la mano.
rules-undercut-gin-only = Con estas reglas todo corte es un gin, así que no puede haber contracorte; así funciona en otras reglas.
rules-undercut-not-here = Con estas reglas Ann no podría cortar con { $knocker } (el límite es { $limit }); el ejemplo muestra la idea.
rules-undercut-caption = Ann cortó con { $knocker }. Bob colocó el { $first } y el { $second } y se quedó con { $sum }: le hace un contracorte y se anota { $bonus } + ({ $knocker } − { $defender }) = { $total }.
rules-hand-ann-knocks = Ann corta
rules-hand-bob-defender = Bob, el defensor

## Cómo se puntúa una mano

rules-scoring-intro = Solo puntúa el ganador de la mano. Sea C la cuenta de puntos sueltos del que corta y D la del defensor después de colocar.
rules-scoring-knock = Un corte con D mayor que C: el que corta se anota D − C.
rules-scoring-gin = Gin: el que corta se anota { $bonus } + D.
rules-scoring-big-gin-off = Big gin: no se juega con estas reglas.
rules-scoring-big-gin = Big gin: el que corta se anota { $bonus } + D.
rules-scoring-undercut =
    { $tie ->
        [yes] Un contracorte (D no mayor que C): el defensor se anota { $bonus } + C − D.
       *[no] Un contracorte (D menor que C): el defensor se anota { $bonus } + C − D.
    }
rules-scoring-tie = D igual a C: nadie puntúa.
rules-scoring-spades = Una mano cuya primera carta descubierta fue de picas vale el doble.
rules-scoring-void = Una mano nula no puntúa.
rules-scoring-caption = Ann cortó con { $knocker }; después de colocar, Bob se quedó con { $defender }. Ann se anota { $defender } − { $knocker } = { $score }.
rules-hand-ann-deadwood = Cartas sueltas de Ann
rules-hand-bob-deadwood = Cartas sueltas de Bob

## Ganar la partida

rules-game-target =
    { $count ->
        [one] Los puntos de cada mano son para su ganador. El primer jugador que llega a { $target } punto gana la partida.
       *[other] Los puntos de cada mano son para su ganador. El primer jugador que llega a { $target } puntos gana la partida.
    }
rules-game-bonuses = Luego se suman los bonos: el ganador recibe el bono de partida, { $bonus }; cada jugador recibe { $box } por cada mano que ganó (el bono de casilla, o de línea).
rules-game-no-bonus = Con estas reglas no se suman bonos (bono de partida 0, casilla 0): los puntos son el resultado.
rules-game-shutout-double = Si el perdedor no ganó ninguna mano (blanqueo), los puntos y el bono de partida del ganador se duplican antes de sumar las casillas.
rules-game-shutout-bonus = Si el perdedor no ganó ninguna mano (blanqueo), el ganador recibe un segundo bono de partida.
rules-game-shutout-none = Con estas reglas un blanqueo (el perdedor no ganó ninguna mano) no da nada extra.
rules-game-result = El resultado del ganador es la diferencia entre los dos totales.
rules-game-hollywood = Hollywood: se llevan tres partidas así en una misma hoja de anotación y se juegan con las mismas manos. Una mano ganada cuenta en cada partida aún abierta en la que su ganador ya ha puntuado, y en la primera partida abierta en la que aún no (así tu primera victoria cuenta en la partida 1, la segunda en las partidas 1 y 2, la tercera en las tres). Una partida termina cuando alguien llega en ella al objetivo, con sus propios bonos; el encuentro termina cuando terminan las tres, y se suman los totales de las tres partidas.
rules-game-caption = Ann hace gin contra { $loser } puntos sueltos: { $bonus } + { $loser } = { $gain }, pasa de { $before } a { $after } puntos y la partida es suya.
# loan: un nombre
rules-name-ann = Ann
# loan: un nombre
rules-name-bob = Bob
rules-totals-line = Línea
rules-totals-hands-won = Manos ganadas
rules-totals-points = Puntos
rules-totals-game-bonus = Bono de partida
rules-totals-boxes = Casillas
rules-totals-shutout = Blanqueo
# loan: «Total» se escribe igual en español
rules-totals-total = Total
rules-game-wins-by =
    { $net ->
        [one] Ann gana la partida por { $net } punto.
       *[other] Ann gana la partida por { $net } puntos.
    }
rules-game-shutout-example = Si Bob no hubiera ganado ninguna mano (blanqueo), el total de Ann sería { $total } y ganaría por { $net }.

## Otras reglas (variantes)

rules-variants-intro = El gin rummy se juega con pequeñas diferencias de una mesa a otra. Este sitio ofrece estos conjuntos de reglas:
# loan: solo marcadores, se escribe igual en español
rules-variants-item = { $preset }: { $about }
rules-preset-about-standard = Las reglas habituales de los reglamentos y de las grandes aplicaciones de gin.
rules-preset-about-oklahoma = La primera carta descubierta fija el límite para cortar de cada mano, y la partida es a 150.
rules-preset-about-oklahoma-spades = Oklahoma con una regla de la casa: una carta descubierta de picas duplica la mano.
rules-preset-about-straight = No se corta con puntos sueltos: una mano solo termina con gin.
rules-preset-about-hollywood = Tres partidas en una misma hoja de anotación, jugadas con las mismas manos: tu primera mano ganada cuenta en la partida 1, la segunda en las partidas 1 y 2, la tercera y las siguientes en cada partida aún abierta. Cada partida termina en su objetivo con sus propios bonos; el encuentro termina cuando terminan las tres.
rules-preset-about-eaai = Las reglas del concurso de gin rummy EAAI para programas: sin big gin, y sin bono de partida, de casilla ni de blanqueo.
rules-preset-about-openspiel = El gin rummy de OpenSpiel (investigación en IA): una sola mano es la partida, una carta tomada puede volver a tirarse enseguida, las cuentas iguales no puntúan, sin big gin.
rules-preset-about-other = elígelas arriba para ver sus números.
rules-variants-options = Cada opción también se puede cambiar para una sola mesa, en «Más opciones» en la página de inicio.
rules-variants-caption = Oklahoma: la primera carta descubierta fija el límite para cortar. { $seven }: cortar con 7 o menos; { $king }: 10 (y con picas dobles, la mano vale el doble); { $ace }: solo gin.
