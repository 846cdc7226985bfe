# Le ragioni del computer in un suggerimento: ogni messaggio è una proposizione; un
# suggerimento le unisce con hint-why-comma. $card: una carta, $cards: carte,
# $deadwood: punti morti, $limit: il limite per bussare.

# loan: the same comma
hint-why-comma = { ", " }
hint-why-big-gin = tutte le 11 carte sono in combinazione: il big gin rende di più
hint-why-gin = scartare { $card } non lascia punti morti: gin
hint-why-knock =
    scartando { $card } { $deadwood ->
        [one] resta { $deadwood } punto morto
       *[other] restano { $deadwood } punti morti
    }, entro il limite per bussare di { $limit }: bussa prima che l'avversario migliori
hint-why-play-on = continua invece di bussare: il gin o un sottotaglio probabilmente valgono di più
hint-why-discard =
    { $card } lascia { $deadwood ->
        [one] { $deadwood } punto morto
       *[other] { $deadwood } punti morti
    }
# Dopo hint-why-discard: il soggetto è la carta scartata.
hint-why-joins-nothing = non si combina con nulla nella tua mano
hint-why-safer = l'avversario ha scartato { $card }, quindi è più sicura
hint-why-take-melds = { $card } si combina con { $cards }
hint-why-take-lowers = { $card } abbassa i tuoi punti morti più di quanto probabilmente farebbe una carta dal tallone
hint-why-draw-upcard = { $card } non aiuta la tua mano; il tallone forse sì
hint-why-draw = pesca dal tallone
hint-why-pass = { $card } non aiuta la tua mano
hint-why-nothing-better = niente di meglio da fare
hint-why-strongest = la mossa più forte trovata
