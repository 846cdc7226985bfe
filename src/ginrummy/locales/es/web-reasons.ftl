# Motivos que el servidor envía como códigos y que las páginas dicen con palabras: por
# qué una mano quedó nula y un periodo de pausa en el perfil.

## Por qué una mano es nula, entre paréntesis tras «mano nula»

reasons-void-bounce = los dos jugadores tomaron la carta descubierta y la volvieron a descartar
reasons-void-upcard_draws = la carta descubierta se tomó demasiadas veces
reasons-void-stock_down = en el mazo solo quedan dos cartas
reasons-void-stock_empty = el mazo se ha agotado

## Una pausa de emparejamiento y torneos (el perfil propio)
# $until: cuándo termina; $relative: cuánto falta, como lo dice Intl («dentro de 12 minutos»).

reasons-cooling-off =
    No se te puede emparejar hasta { $until } ({ $relative }): { $reason ->
        [sandbag] perdiste varias partidas seguidas en pocas jugadas, como a propósito
       *[other] abandonaste o interrumpiste varias partidas antes de terminarlas
    }. Juega tus partidas hasta el final y no volverá a pasar.
