# O resumo das regras atrás de ? no jogo em tela cheia: as regras em jogo, cada número é
# o desta partida. Cada mensagem é um parágrafo (em 72 colunas).

tui-primer-title = As regras desta partida ({ $rules }):
tui-primer-melds = Jogos: uma trinca ou quadra são 3 ou 4 cartas do mesmo valor ({ $set }); uma sequência são 3 ou mais cartas seguidas do mesmo naipe ({ $run }), o ás só embaixo ({ $low }; nunca Q K A). Cartas fora de jogo são cartas soltas: o ás vale 1, as figuras 10, as outras o seu número.
tui-primer-turn = Sua vez: pegue uma carta (do monte, ou a de cima do descarte) e descarte uma.
tui-primer-offer = A primeira carta aberta é oferecida a quem não deu as cartas; se ele passar, quem deu joga primeiro: pega a carta aberta ou compra do monte.
tui-primer-offer-dealer = A primeira carta aberta é oferecida a quem não deu as cartas, depois a quem deu; se os dois passarem, quem não deu compra do monte.
tui-primer-keep-taken = Uma carta pega do descarte não pode voltar para ele na mesma vez.
tui-primer-stock-end-knock = Com duas cartas no monte você só pode pegar a carta aberta para bater com ela; senão a mão é anulada.
tui-primer-stock-end-void = Com duas cartas no monte e sem batida, a mão é anulada: ninguém marca.
tui-primer-reshuffle =
    O descarte, menos a carta de cima, é embaralhado num novo monte { $often ->
        [always] toda vez (até { $limit } vezes)
        [once] uma vez
       *[times] até { $limit } vezes
    }, quando o monte { $empty ->
        [true] fica vazio
       *[false] chega a duas cartas
    }; da vez seguinte a mão é anulada.
tui-primer-spades = Uma mão cuja primeira carta aberta é de espadas vale em dobro.
tui-primer-squared = O descarte fica alinhado: só a carta de cima aparece, então lembre o que foi jogado.
tui-primer-knock = Bater: { $limit }. Quem bate baixa os seus jogos; o adversário baixa os dele e encaixa nos seus o que puder; quem tiver menos pontos soltos marca a diferença.
tui-primer-limit-upcard = o valor da primeira carta aberta define o limite para bater de cada mão (um ás: só gin; uma figura: 10)
tui-primer-limit-zero = o limite para bater é 0: só gin, não se bate com pontos soltos
tui-primer-limit = você pode bater quando seus pontos soltos depois do descarte forem { $limit } ou menos
tui-primer-undercut =
    Contragolpe: quando os pontos soltos do adversário são { $tie ->
        [true] menores ou iguais aos
       *[false] menores que os
    } de quem bateu, o adversário marca a diferença mais { $bonus }.
tui-primer-equal-nothing = Com pontos soltos iguais, ninguém marca.
tui-primer-gin = Gin: nenhum ponto solto vale { $bonus } mais os pontos soltos do adversário, e nada pode ser encaixado num gin.
tui-primer-no-big-gin = Com estas regras não se joga big gin.
tui-primer-big-gin = Big gin: as 11 cartas em jogos depois de comprar (sem descarte) valem { $bonus } mais os pontos soltos do adversário.
tui-primer-must-gin = Com gin na mão, você tem de bater gin.
tui-primer-game =
    Partida: vence quem chegar primeiro a { $target ->
        [one] { $target } ponto
       *[other] { $target } pontos
    }.
tui-primer-hollywood =
    Hollywood: três partidas ao mesmo tempo, cada uma até { $target ->
        [one] { $target } ponto
       *[other] { $target } pontos
    }. Sua primeira mão ganha conta na partida 1, a segunda nas partidas 1 e 2, a terceira e as seguintes em todas as partidas ainda abertas; cada partida tem os seus bônus.
tui-primer-box = cada mão ganha soma uma casa de { $bonus }
tui-primer-game-bonus = o vencedor soma um bônus de partida de { $bonus }
tui-primer-shutout-double = um capote (o perdedor não ganhou nenhuma mão) dobra o placar do vencedor
tui-primer-shutout-bonus = um capote (o perdedor não ganhou nenhuma mão) soma outro bônus de partida
tui-primer-extras = Casas e bônus no final: { $extras }.
tui-primer-no-extras = Sem casas nem bônus no final: os pontos são o placar.
