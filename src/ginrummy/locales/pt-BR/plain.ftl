# O jogo em texto simples. As palavras entre aspas simples ('help', 'pile', 'knock', 'r')
# são comandos que se digitam: ficam em inglês.

help-title = Comandos (maiúsculas ou minúsculas, tanto faz):
help-draw = comprar a carta de cima do monte (também: d, stock)
help-take = pegar a carta aberta, a de cima do descarte (também: t)
help-pass = recusar a primeira carta aberta (também: p)
help-discard =
    descartar o { $card } (também: discard 7H, 7h, 10H, TH; os
    símbolos dos naipes também valem)
help-knock =
    bater descartando 7H virada para baixo (também: k 7H); só "knock" escolhe
    o descarte que deixa menos pontos soltos
help-gin = fazer gin descartando 7H; só "gin" acha a carta
help-big-gin = baixar as 11 cartas quando todas estão em jogos
help-hint = a jogada do jogador de computador mais forte, e por quê
help-pile = o descarte inteiro
help-show = a mesa de novo
help-help = este texto
help-quit = sair da partida; ela é salva, e `ginrummy play --resume` continua

plain-welcome = Gin rummy (regras { $rules }) contra { $opponent }: vence quem fizer { $target } pontos primeiro. Digite 'help' para ver os comandos.
plain-welcome-hollywood = Gin rummy (regras { $rules }) contra { $opponent }: vence quem fizer { $target } pontos primeiro em cada uma de três partidas (Hollywood). Digite 'help' para ver os comandos.
plain-resumed = Partida retomada: { $scores }.
plain-game-over = === Fim da partida. ===
plain-interrupted = Interrompido.
plain-input-ended = A entrada acabou no meio da partida.
plain-left = Você saiu da partida.
plain-error = Erro: { $error }.
plain-record-written = Registro da partida gravado em { $path }.
plain-saved = Partida salva em { $path }.
plain-resume-how = Para continuar, digite: { $command }
plain-not-kept = A partida não é guardada (nenhuma pasta foi indicada).
plain-record-kept = Registro da partida guardado como { $path } (`ginrummy replay` mostra).

plain-hand =
    === Mão { $number }: { $dealer ->
        [you] você dá as cartas
       *[other] { $name } dá as cartas
    }. Primeira carta aberta { $card }, limite para bater { $limit }. ===
plain-hand-double =
    === Mão { $number }: { $dealer ->
        [you] você dá as cartas
       *[other] { $name } dá as cartas
    }. Primeira carta aberta { $card }, limite para bater { $limit }; é de espadas: esta mão vale em dobro. ===
plain-review-offer = Digite 'r' para revisar esta mão, Enter para seguir:
plain-reviewing =
    Revisando { $count ->
        [one] sua { $count } decisão
       *[other] suas { $count } decisões
    } na mão { $number }...
plain-counts-in = Esta mão conta em { $games }.

plain-pile-squared = O descarte está alinhado: { $pile } em cima de mais { $more } que ninguém pode olhar
plain-pile = Descarte, de baixo para cima: { $pile }
plain-pile-empty = (vazio)
plain-which-card = Qual carta? Digite-a, por exemplo 'discard 7H' ou só '7H'.
plain-not-understood = Não entendido: { $what }. Digite 'help' para ver os comandos.
plain-not-gin-card = Não é gin: descartar { $card } deixa { $left } pontos soltos (use 'knock' para bater).
plain-best-over-limit = Não permitido: o melhor descarte deixa { $left } pontos soltos, acima do limite para bater de { $limit }.
plain-not-gin = Não é gin: o melhor descarte deixa { $left } pontos soltos (use 'knock').

table-pile-empty = vazio
table-pile-top = { $card } em cima
table-pile-squared = { $pile } ({ $below } embaixo, alinhado: só a de cima aparece)
table-pile-below = { $pile } ({ $below } embaixo; 'pile' mostra)
table-opponent =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
table-opponent-known =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, sabe-se que tem { $cards }
table-deadwood = pontos soltos { $count }
table-scores = Placar: { $scores } (até { $target }).  Monte: { $stock } cartas.  Limite para bater: { $limit }.
table-discard-pile = Descarte: { $pile }.
table-your-hand = Sua mão: { $parts }
# loan: two names and their scores; only the order could change, and it does not here.
scores-pair = { $name0 } { $score0 }, { $name1 } { $score1 }

prompt-first = Primeira vez: { $moves }.
prompt-turn = Sua vez: { $moves }.
prompt-turn-passed = Sua vez: { $moves } (a primeira carta aberta foi recusada).
prompt-stock-end = Restam duas cartas no monte: { $moves }.
prompt-stock-end-void = Restam duas cartas no monte: { $moves } (a mão foi anulada).
prompt-discard = Descarte uma carta (por exemplo '{ $example }')
prompt-only-knock = Agora você só pode bater
prompt-or = ou { $options }
prompt-or-more = ou { $options } e mais { $count }
prompt-or-big-gin = ou 'big gin'
prompt-keep-taken = ({ $card } acabou de ser pega: fique com ela nesta rodada.)
