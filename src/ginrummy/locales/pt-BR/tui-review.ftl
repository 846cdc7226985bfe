# A revisão de uma mão: o jogo em texto mostra depois de 'r', o de tela cheia a partir da
# mostra das cartas. $unit é "win" (pontos percentuais de chance de vencer a partida) ou
# "points" (pontos esperados da mão). ± é um erro padrão.

## Uma escolha em poucas palavras
tui-review-choice-stock = monte
tui-review-choice-take = pegar
tui-review-choice-take-card = pegar { $card }
tui-review-choice-pass = passar
tui-review-choice-discard = descartar { $card }
tui-review-choice-knock = bater { $card }
# loan: "gin" as the glossary has it
tui-review-choice-gin = gin { $card }
# loan: "big gin" as the glossary has it
tui-review-choice-big-gin = big gin
tui-review-kind =
    { $kind ->
        [upcard] aberta
        [draw] compra
       *[discard] descarte
    }
tui-review-grade =
    { $grade ->
        [best] melhor
        [good] boa
        [inaccuracy] imprecisão
        [mistake] erro
       *[blunder] erro grave
    }
# loan: the same comma
tui-review-comma = { ", " }
tui-review-grade-count =
    { $count } { $grade ->
        [best] { $count ->
            [one] melhor
           *[other] melhores
        }
        [good] { $count ->
            [one] boa
           *[other] boas
        }
        [inaccuracy] { $count ->
            [one] imprecisão
           *[other] imprecisões
        }
        [mistake] { $count ->
            [one] erro
           *[other] erros
        }
       *[blunder] { $count ->
            [one] erro grave
           *[other] erros graves
        }
    }

## O resumo e a legenda
tui-review-summary-none = Você não teve nenhuma decisão a tomar.
tui-review-summary =
    Você tomou { $count ->
        [one] { $count } decisão
       *[other] { $count } decisões
    }: { $grades }.
tui-review-summary-accuracy =
    Você tomou { $count ->
        [one] { $count } decisão
       *[other] { $count } decisões
    }: { $grades }; precisão { $accuracy }%.
tui-review-legend-value =
    { $unit ->
        [win] Valor: sua chance de vencer a partida depois de cada escolha
       *[points] Valor: os pontos médios da mão para você depois de cada escolha
    }, com a mão jogada até o fim em distribuições das cartas que você não podia ver.
tui-review-legend-against =
    Contra a melhor: quantos { $unit ->
        [win] pontos percentuais
       *[points] pontos
    } uma escolha fica atrás da melhor, ± um erro padrão (o ruído da amostragem).
tui-review-legend-grade = Nota: a diferença menos metade do seu ± (−2.0 ± 1.0 conta como 1.5): melhor até { $best }, boa até { $good }, imprecisão até { $inaccuracy }, erro até { $mistake }, além disso erro grave.
tui-review-short-against =
    Contra a melhor: { $unit ->
        [win] chance de vencer (pontos %)
       *[points] pontos esperados da mão
    } atrás da melhor ± 1 erro padrão.
tui-review-short-grade = Nota: isso menos metade do ±: melhor até { $best }, boa { $good }, imprecisão { $inaccuracy }, erro { $mistake }, acima erro grave.

## Uma decisão
tui-review-hand = { $hand } (pontos soltos { $deadwood }); monte { $stock }
tui-review-hand-upcard = { $hand } (pontos soltos { $deadwood }); carta aberta { $upcard }; monte { $stock }
tui-review-your-hand = Sua mão: { $hand }.
tui-review-best-mark = (melhor)
tui-review-yours-mark = { " " }(a sua)
tui-review-more = { " " }(e mais { $count })
tui-review-choices =
    Escolhas ({ $unit ->
        [win] chance de vencer a partida
       *[points] pontos esperados da mão
    }; contra a melhor ± um erro padrão): { $cells }{ $more }.
tui-review-loss =
    { $loss } ± { $error }{ $unit ->
        [win] { " " }% de chance de vencer
       *[points] { " " }pontos
    }
tui-review-verdict-best = Jogada { $number }, { $kind }: sua escolha, { $chose }, é a melhor.
tui-review-verdict-within = Jogada { $number }, { $kind }: sua escolha, { $chose }, é avaliada como a melhor ({ $loss } contra { $top }, dentro do que as distribuições não distinguem).
tui-review-verdict =
    Jogada { $number }, { $kind }: sua escolha, { $chose }: { $grade } ({ $loss } contra a melhor; avaliada em { $graded }{ $unit ->
        [win] %
       *[points] { " " }pontos
    }); melhor: { $best }.
tui-review-as-good = Tão boa quanto qualquer escolha aqui (dentro do que as distribuições amostradas conseguem distinguir).
tui-review-nothing-lost = Nenhuma escolha sua perdeu algo que valha a pena contar.
tui-review-largest =
    { $count ->
        [one] Sua maior perda:
       *[other] Suas maiores perdas:
    }

## A janela da revisão
tui-review-title = Revisão da mão { $number }: suas decisões
tui-review-working = Revisando suas decisões...
tui-review-progress =
    Revisando suas { $total ->
        [one] { $total } decisão
       *[other] { $total } decisões
    }: { $done } feitas...
tui-review-failed = A revisão falhou: { $error }
tui-review-marks = #1-#{ $count }: suas maiores perdas.
tui-review-mark-one = #1: sua única perda.
tui-review-column-move = Jogada
tui-review-column-kind = Tipo
tui-review-column-choice = Sua escolha
tui-review-column-best = Melhor
tui-review-column-grade = Nota
tui-review-column-against =
    { $unit ->
        [win] Contra a melhor %
       *[points] Contra a melhor
    }
tui-review-same = igual
tui-review-top = melhor
