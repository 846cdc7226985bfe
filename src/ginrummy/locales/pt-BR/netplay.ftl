# A partida online no terminal (`ginrummy online`). As palavras entre apóstrofos
# ('draw', 'next', 'quit') são comandos para digitar: ficam em inglês.
# $name é o nome de um jogador como ele o escreveu.

## A ajuda ('help' na mesa)
netplay-help =
    Comandos:
      draw (d), take (t), pass (p)   comprar do monte, pegar a carta aberta, passar
      7H ou 'discard 7H'            descartar uma carta
      knock [7H], gin [7H]          bater (com o melhor descarte, ou com este), bater gin
      big gin                       big gin, quando as regras permitem
      next                          pronto para a próxima mão
      rematch                       outra partida, quando esta terminar
      say TEXTO                     conversar com seu adversário
      claim                         ganhar uma partida que seu adversário abandonou (passada a espera)
      resign                        desistir da partida (pergunta antes)
      hint                          uma dica (contra o computador, numa partida sem ranking)
      show, pile                    a mesa de novo; todo o descarte
      quit                          sair da mesa (seu lugar fica guardado: --resume)
netplay-watch-help =
    Comandos:
      show      a mesa: os placares, o monte, o descarte, o que cada jogador
                mostra e os relógios de uma mesa com tempo
      pile      todo o descarte
      quit      parar de assistir

## A conexão
netplay-server-closed = O servidor fechou esta mesa.
netplay-connection-lost = Conexão perdida ({ $why }); reconectando... (o que você digitar enquanto isso será lido quando ela voltar)
netplay-closed = fechada
netplay-reconnected = Reconectado.
netplay-lost = Não foi possível reconectar.
netplay-lost-seat = Não foi possível reconectar. Seu lugar fica guardado: 'ginrummy online --resume'.
netplay-lost-watch = Não foi possível reconectar. Assista de novo com 'ginrummy online --watch ROOM'.
netplay-not-sent = Não enviado: a conexão caiu (reconectando).
netplay-left-table = Você saiu da mesa. Seu lugar fica guardado: 'ginrummy online --resume'.
netplay-refused = Recusado: { $message } ({ $code }).
# loan: a mensagem do servidor e seu código, nenhuma palavra para traduzir
netplay-watch-refused = { $message } ({ $code })

## A mesa
netplay-waiting = Esperando seu adversário se sentar
netplay-waiting-invite = Esperando seu adversário se sentar: envie para ele { $invite }
netplay-shuffling = Embaralhando: a distribuição espera as sementes dos dois jogadores.
netplay-seating =
    Você ({ $me }) contra { $other }: partida { $game } até { $target }, { $kind ->
        [rated] valendo ranking
       *[other] sem ranking
    }.
netplay-hand-dealt =
    Mão { $number }: { $who ->
        [you] você deu as cartas.
       *[other] { $name } deu as cartas.
    }
netplay-scores-you = você { $mine }, { $name } { $theirs }
netplay-scores = Placar: { $scores }.
netplay-table-head = Placar: { $scores } (até { $target }).  Monte: { $stock } cartas.  Limite para bater: { $limit }.
netplay-discard-pile = Descarte: { $pile }.
netplay-pile-empty = vazio
netplay-pile-top = { $card } em cima
netplay-pile-top-below = { $card } em cima ({ $count } embaixo; 'pile' mostra)
netplay-pile-list = Descarte, de baixo para cima: { $cards }
netplay-pile-list-empty = (vazio)
netplay-no-table = Ainda não há mesa para mostrar.
netplay-seat-cards =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
netplay-seat-cards-known =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, entre elas { $cards }
netplay-seat-laid-down = { $name }: baixou { $cards }
netplay-away = (ausente)
netplay-your-hand = Sua mão: { $hand }
netplay-deadwood = pontos soltos { $count }
netplay-turn-of = É a vez de { $name }.
netplay-type-next = Digite 'next' para a próxima mão.
netplay-type-rematch = Digite 'rematch' ou 'quit'.
netplay-rematch-or-quit = Digite 'rematch' para outra partida, ou 'quit'.
netplay-back-to-tournament = De volta ao torneio.
# loan: a linha da folha, dois-pontos e os dois números
netplay-sheet-row = { $label }: { $a } - { $b }
netplay-player-left = { $name } saiu da mesa.
netplay-player-back = { $name } voltou.

## O que fazer agora
netplay-lead-first-turn = Primeira jogada
netplay-lead-stock-end = Restam duas cartas no monte
netplay-lead-your-turn = Sua vez
# loan: o que fazer, dois-pontos e as jogadas possíveis: nada a traduzir
netplay-choices = { $lead }: { $choices }.
netplay-or = { " ou " }
# loan: a vírgula e o espaço do português são os do inglês
netplay-comma = { ", " }
netplay-choice-take = pegar { $card } ('take')
netplay-choice-draw = comprar do monte ('draw')
# loan: a jogada dita por play.ftl, depois o comando para digitar
netplay-choice-other = { $label } ('{ $command }')
netplay-discard-example = Descarte uma carta (por exemplo '{ $card }')
netplay-only-knock = Agora você só pode bater
netplay-or-knocks = ou { $knocks }
netplay-or-big-gin = ou 'big gin'
# loan: uma frase terminada em ponto, como em inglês
netplay-end = { $text }.
netplay-keep-taken = ({ $card } acabou de ser pega: fique com ela nesta jogada.)

## As linhas digitadas
netplay-chat-computer = O chat é entre duas pessoas: seu adversário é o computador.
netplay-say-what = Dizer o quê? Digite 'say' e sua mensagem.
netplay-no-hint-rated = Sem dica: nenhuma ajuda do motor numa partida valendo ranking até ela terminar.
netplay-resign-ask = Desistir desta partida? Seu adversário a ganha agora, e ela conta como derrota no seu ranking. Digite 'resign' de novo para desistir, qualquer outra coisa para continuar jogando.
netplay-no-move = Nenhuma jogada a fazer agora. Digite 'help' para ver os comandos.
netplay-not-understood-number = Não entendi: { $line }. Diga uma carta com o naipe, por exemplo '8H'.
netplay-not-understood = Não entendi: { $line }. Digite 'help' para ver os comandos.
netplay-not-allowed = Não é permitido agora. Você pode: { $moves }.
netplay-not-gin-card = Não é gin: descartar { $card } deixa { $left } pontos soltos (digite 'knock { $code }' para bater).
netplay-cannot-knock = Você não pode bater agora.
netplay-not-gin = Não é gin: o melhor descarte deixa { $left } pontos soltos.

## Sair de uma partida: a reivindicação ($time: minutos e segundos, 2:05)
netplay-claim-open = { $name } saiu. Você pode reivindicar a partida agora: digite 'claim' (você a ganha).
netplay-claim-after-move = { $name } saiu. Faça sua jogada; depois você poderá reivindicar a partida.
netplay-claim-in-after-move = { $name } saiu. Você poderá reivindicar a partida em { $time }, depois de jogar.
netplay-claim-in = { $name } saiu. Você poderá reivindicar a partida em { $time }.
netplay-claim-show = { $text } ('show' diz quanto tempo falta)

## Os relógios ($move, $bank: segundos)
netplay-clocks = Relógios: { $clocks }.
netplay-clock-seat =
    { $who ->
        [you] você
       *[other] { $name }
    } { $move } s + { $bank } s de reserva{ $timeouts ->
        [0] {""}
        [one] , { $timeouts } tempo esgotado
       *[other] , { $timeouts } tempos esgotados
    }{ $running ->
        [yes] { " (na vez)" }
       *[other] {""}
    }

## Assistir
netplay-watch-waiting = A mesa espera o segundo jogador.
netplay-watching = Assistindo { $first } e { $second }: partida { $game } até { $target }.
netplay-watch-computer = { $name } (o computador)
netplay-watch-computer-level = { $name } (o computador, { $level })
netplay-watch-rematch = Continue assistindo para uma revanche, ou digite 'quit'.
netplay-to-play = Vez de { $name }.
netplay-watch-only = Quem assiste só assiste: digite 'show', 'pile', 'help' ou 'quit'.
netplay-watch-stopped = Você parou de assistir.

## Encontrar uma mesa
netplay-signed-out = Este terminal foi desconectado por outro dispositivo; criando um novo jogador.
netplay-player-unknown = Este servidor não conhece mais seu jogador; criando um novo.
netplay-play-as = Você joga como { $name } em { $server }.
netplay-accepted = Você aceitou o desafio.
netplay-open-public = Sua mesa está aberta no salão, para qualquer um; ou envie este link: { $link }
netplay-open-friend = Sua mesa está aberta. Envie este link para seu amigo: { $link }
netplay-pairing = Esperando um adversário em { $pool } ({ $count } esperando; Ctrl-C para parar)...
netplay-left-queue = Você saiu da fila.
netplay-found = Adversário encontrado.
netplay-tournament-joined = Você entrou em { $name } ({ $kind }). Esperando sua partida; Ctrl-C para pausar.
netplay-next-game = Sua próxima partida está pronta.
netplay-left-tournament-table = Você saiu da mesa do torneio; a partida continua sem você.
netplay-tournament-over = O torneio terminou.
netplay-paused = Você está em pausa: 'ginrummy online --tournament { $id }' para voltar.

## O salão (--lobby)
netplay-lobby-tables = Mesas abertas (sentar: ginrummy online --join ROOM):
netplay-lobby-no-tables = Nenhuma mesa aberta.
netplay-lobby-games = Partidas em andamento (assistir: ginrummy online --watch ROOM):
netplay-lobby-no-games = Nenhuma partida em andamento.
netplay-lobby-waiting = Esperando pareamento: { $pools } (entre: ginrummy online).
netplay-lobby-nobody-waiting = Ninguém está esperando pareamento.
netplay-lobby-rules-to = { $rules } até { $target }
netplay-lobby-rating = , ranking { $rating }
netplay-lobby-watchers = , { $count } assistindo
netplay-lobby-versus = { " contra " }

## Os desafios (--challenges)
netplay-challenges-none = Ninguém está desafiando você agora (um desafio é feito na página de um jogador).
netplay-challenges = Desafios para você (aceitar: ginrummy online --accept ID):
netplay-challenge-no-clock = sem relógio
netplay-challenge-clock = { $move } s por jogada, { $bank } s de reserva
netplay-challenge-game =
    { $rules } até { $target }, { $clock }, { $rated ->
        [rated] valendo ranking
       *[other] amistosa
    }
netplay-challenge-left = { $text } (faltam { $seconds } s)

## Os torneios (--tournaments, --tournament)
netplay-tournaments-title = Torneios (entrar: ginrummy online --tournament ID)
netplay-tournaments-none = Nenhum torneio.
# loan: o identificador digitado depois de --tournament
netplay-column-id = id
netplay-column-name = nome
netplay-column-status = situação
netplay-column-kind = tipo
netplay-column-starts = início
netplay-column-players = jogadores
netplay-column-winner = vencedor
netplay-tournament-status =
    { $status ->
        [coming] em breve
        [running] em andamento
        [finished] encerrado
       *[other] { $status }
    }
netplay-tournament-round = { $status } (rodada { $round })
netplay-tournament-round-of = { $name }: { $status }, rodada { $round } de { $rounds }
# loan: o nome, dois-pontos e a situação
netplay-tournament-head = { $name }: { $status }
netplay-tournament-kind =
    { $format ->
        [arena] arena
        [swiss] suíço
       *[other] { $format }
    }, { $length }, { $rules } até { $target }, { $clock }, { $rated ->
        [rated] valendo ranking
       *[other] sem ranking
    }
# loan: "min" também é a abreviação de minutos em português
netplay-tournament-minutes = { $minutes } min
netplay-tournament-rounds =
    { $rounds ->
        [one] { $rounds } rodada
       *[other] { $rounds } rodadas
    }
netplay-tournament-untimed = sem relógio
netplay-standing = { $mark }{ $rank }. { $name }  { $points } pontos{ $fire }{ $state }  [{ $sheet }]
netplay-standing-fire = { " (embalado)" }
netplay-standing-paused = { " (em pausa)" }
netplay-standing-left = { " (saiu)" }
netplay-tournament-winner = Vencedor: { $name }.
