# Las razones de la computadora en una pista: cada mensaje es una cláusula; una pista
# las une con hint-why-comma. $card: una carta, $cards: cartas, $deadwood: puntos
# sueltos, $limit: el límite para cortar.

# loan: the same comma
hint-why-comma = { ", " }
hint-why-big-gin = las 11 cartas forman juegos: el big gin es lo que más puntúa
hint-why-gin = descartar { $card } no deja puntos sueltos: gin
hint-why-knock =
    { $deadwood ->
        [one] { $deadwood } punto suelto
       *[other] { $deadwood } puntos sueltos
    } tras descartar { $card } está dentro del límite para cortar de { $limit }: corta antes de que el rival mejore
hint-why-play-on = sigue jugando en vez de cortar: el gin o un contracorte probablemente valen más
hint-why-discard =
    { $card } deja { $deadwood ->
        [one] { $deadwood } punto suelto
       *[other] { $deadwood } puntos sueltos
    }
# Después de hint-why-discard: el sujeto es la carta descartada.
hint-why-joins-nothing = no forma juego con nada de tu mano
hint-why-safer = el rival tiró { $card }, así que es más segura
hint-why-take-melds = { $card } forma juego con { $cards }
hint-why-take-lowers = { $card } baja tus puntos sueltos más de lo que probablemente lo haría una carta del mazo
hint-why-draw-upcard = { $card } no ayuda a tu mano; el mazo quizá sí
hint-why-draw = roba del mazo
hint-why-pass = { $card } no ayuda a tu mano
hint-why-nothing-better = no hay nada mejor que hacer
hint-why-strongest = la jugada más fuerte encontrada
