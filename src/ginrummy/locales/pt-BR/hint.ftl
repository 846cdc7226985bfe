# Os motivos do computador numa dica: cada mensagem é uma oração; uma dica as junta com
# hint-why-comma. $card: uma carta, $cards: cartas, $deadwood: pontos soltos, $limit: o
# limite para bater.

# loan: the same comma
hint-why-comma = { ", " }
hint-why-big-gin = as 11 cartas estão em jogos: o big gin rende mais
hint-why-gin = descartar { $card } não deixa pontos soltos: gin
hint-why-knock =
    descartando { $card } { $deadwood ->
        [0] sobram { $deadwood } pontos soltos
        [one] sobra { $deadwood } ponto solto
       *[other] sobram { $deadwood } pontos soltos
    }, dentro do limite para bater de { $limit }: bata antes que o adversário melhore
hint-why-play-on = continue jogando em vez de bater: o gin ou um contragolpe provavelmente vale mais
hint-why-discard =
    { $card } deixa { $deadwood ->
        [0] { $deadwood } pontos soltos
        [one] { $deadwood } ponto solto
       *[other] { $deadwood } pontos soltos
    }
# Depois de hint-why-discard: "ela" é a carta descartada.
hint-why-joins-nothing = ela não forma jogo com nada da sua mão
hint-why-safer = o adversário descartou { $card }, então ela é mais segura
hint-why-take-melds = { $card } forma jogo com { $cards }
hint-why-take-lowers = { $card } baixa seus pontos soltos mais do que uma carta do monte provavelmente faria
hint-why-draw-upcard = { $card } não ajuda sua mão; o monte talvez ajude
hint-why-draw = compre do monte
hint-why-pass = { $card } não ajuda sua mão
hint-why-nothing-better = nada melhor a fazer
hint-why-strongest = a jogada mais forte encontrada
