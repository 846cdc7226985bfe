# As variantes de regras e as opções de uma partida nova, como o servidor as escreve
# para a página inicial (GET /api/options).

## Os nomes das variantes

presets-label-standard = Padrão
# loan: o nome da variante, sem tradução
presets-label-oklahoma = Oklahoma
presets-label-oklahoma-spades = Oklahoma, espadas em dobro
presets-label-straight = Só gin
# loan: o nome da variante, sem tradução
presets-label-hollywood = Hollywood
presets-label-eaai = Torneio EAAI
presets-label-openspiel = OpenSpiel (uma mão)

## O que é cada variante

presets-what-standard = A partida de gin rummy de sempre.
presets-what-oklahoma = A primeira carta aberta define quão baixo é preciso estar para bater; um ás significa só gin.
presets-what-oklahoma-spades = Oklahoma com a regra da casa de que uma carta aberta de espadas dobra a mão.
presets-what-straight = Sem bater: uma mão só se ganha batendo gin.
presets-what-hollywood = Três partidas numa só folha de pontos: sua primeira mão ganha conta na partida 1, a segunda nas partidas 1 e 2, a terceira e as seguintes nas três.
presets-what-eaai = As regras do torneio de IA de gin rummy da EAAI.
presets-what-openspiel = As regras da biblioteca de pesquisa OpenSpiel: uma única mão.

## Os números de uma variante

# loan: only placeholders and punctuation
presets-description = { $what } { $target }{ $bonuses }. { $numbers }.
presets-target = Partida até { $target } pontos
presets-target-hollywood = Três partidas ao mesmo tempo, cada uma até { $target } pontos
presets-target-one-hand = Uma só mão decide a partida (objetivo 1 ponto)
presets-with = , com { $extras }
presets-no-bonuses = , sem bônus
# loan: uma vírgula, como em inglês
presets-extras-separator = { ", " }
presets-game-bonus = { $points } pela partida
presets-box-bonus = { $points } por mão ganha
presets-shutout-doubles = zerar dobra
presets-shutout-bonus = zerar dá um bônus
# loan: um ponto e vírgula, como em inglês
presets-parts-separator = { "; " }
presets-knock = bater com { $limit } ou menos
presets-knock-upcard = limite para bater definido pela primeira carta aberta
presets-knock-gin-only = só gin, sem bater
# loan: "gin" é o termo das mesas (glossário)
presets-gin = gin { $points }
# loan: "big gin" é o termo das mesas (glossário)
presets-big-gin = big gin { $points }
presets-undercut = contragolpe { $points }
presets-spades-double = uma carta aberta de espadas dobra a mão
presets-squared-pile = o lixo fica alinhado: só a carta de cima aparece
presets-reshuffle =
    o descarte vira um monte novo { $limit ->
        [0] toda vez (até { $max })
        [1] uma vez
       *[other] até { $limit } vezes
    }, quando o monte { $at ->
        [empty] acaba
       *[two] fica com duas cartas
    }

## Os níveis do computador

presets-level-easy = Fácil
presets-level-medium = Médio
presets-level-hard = Difícil
presets-level-apprentice = Aprendiz
presets-level-master = Mestre

## As opções de uma partida nova

presets-option-knock-limit = Limite para bater
presets-option-game-target = Pontuação alvo
presets-option-gin-bonus = Bônus de gin
presets-option-big-gin-bonus = Bônus de big gin (vazio: sem big gin)
presets-option-undercut-bonus = Bônus de contragolpe
presets-option-undercut-on-tie = Empate em pontos soltos é contragolpe
presets-option-game-bonus = Bônus de partida
presets-option-box-bonus = Bônus por mão ganha (casa)
presets-option-shutout = Zerar
presets-option-spades-double = Uma carta aberta de espadas dobra a mão
presets-option-knock-limit-from-upcard = A carta aberta define o limite para bater (Oklahoma)
presets-option-hollywood = Hollywood: três partidas marcadas ao mesmo tempo
presets-option-squared-pile = Lixo alinhado (só a carta de cima aparece)
presets-option-upcard-offer-to-dealer = Uma primeira carta aberta recusada é oferecida a quem dá as cartas (senão quem dá joga primeiro)
presets-option-stock-exhausted = Quando o monte acaba
presets-option-reshuffle-at = Reembaralhar com (duas cartas restantes, ou vazio)
presets-option-reshuffle-limit = Reembaralhamentos por mão (vazio: toda vez)

## As escolhas de uma opção

presets-choice-shutout-double = dobro
presets-choice-shutout-bonus = bônus
presets-choice-shutout-none = nenhum
presets-choice-stock-exhausted-void = mão anulada
presets-choice-stock-exhausted-reshuffle = reembaralhar
presets-choice-reshuffle-at-two = duas cartas
presets-choice-reshuffle-at-empty = vazio
