# A mesa de jogo (/room/<id>): room.html e seus scripts. O registro, as jogadas e os
# resultados das mãos reaproveitam play.ftl quando ele diz o mesmo.
# $name é o nome de um jogador, $card uma carta em notação (7♥): do jeito que são.

## A página (room.html)
table-page-title = Mesa de Gin Rummy
table-skip = Pular para as suas cartas
table-home =
    .aria-label = Gin Rummy: página inicial
# loan: o nome do jogo, o mesmo em português
table-home-text = Gin Rummy
table-scoreboard =
    .aria-label = Placar
table-you = Você
table-opponent-name = Adversário
table-connecting = Conectando…
table-connected = Conectado
table-reconnecting = Reconectando…
table-connection-lost = Conexão perdida. Reconectando…
table-not-connected = Sem conexão
table-moves-button = Jogadas
# loan: "chat" é a palavra usada no Brasil
table-chat-button = Chat
table-sheet-button =
    .aria-label = Folha de pontos
table-sheet-short = Pontos
table-rules-button = Regras
    .aria-label = Regras (abre em nova aba)
table-help-button =
    .aria-label = Teclas e ajuda
table-settings = Ajustes
table-no-seat-title = Você não tem lugar nesta mesa
table-start-own = Comece o seu próprio jogo
table-watch-game = Assistir a este jogo
table-opponent-cards =
    .aria-label = Cartas do adversário
table-known-cards = Cartas conhecidas:
table-middle =
    .aria-label = Monte e descarte
table-pile-title = Descarte
table-waiting-friend = Esperando o seu amigo
table-waiting-friend-text = Envie este link; o jogo começa quando o seu amigo abrir.
table-waiting-opponent = Esperando um adversário
table-waiting-public-text = A sua mesa aparece no salão; você também pode enviar este link.
table-invite-link =
    .aria-label = Link de convite
table-copy = Copiar
table-copied = Copiado.
table-copy-failed = Selecione o link e copie.
table-shuffling = Embaralhando: cada jogador acrescenta uma semente própria…
table-count-lines = A contagem, linha por linha
table-your-move =
    .aria-label = Sua jogada
table-take-back = Desfazer
table-take-back-note = este jogo não contará mais para o ranking
table-your-hand-title = Sua mão
# loan: só o nome, entre parênteses
table-your-hand-named = ({ $name })
table-deadwood-word = Pontos soltos
table-your-cards =
    .aria-label = Suas cartas
table-this-hand = Esta mão
# loan: "chat" é a palavra usada no Brasil
table-chat-title = Chat
table-mute = Silenciar
table-unmute = Mostrar
table-mute-what = Esconder as mensagens do outro jogador
table-chat-messages =
    .aria-label = Mensagens do chat
table-chat-empty = Nenhuma mensagem ainda.
table-chat-phrases =
    .aria-label = Frases rápidas
table-chat-label = Mensagem para o seu adversário
table-chat-input =
    .placeholder = Mensagem
table-send = Enviar
table-pile-help = De baixo para cima; a última carta é a de cima (a carta aberta).
table-close = Fechar
table-resign-button = Desistir deste jogo
table-resign = Desistir
table-keep-playing = Continuar jogando
table-keys-title = Teclas
table-key-arrows = mover entre as suas cartas
table-key-enter-before = descartar a carta selecionada (ou bater com ela, depois de
# loan: um parêntese de fechamento
table-key-enter-after = )
table-key-d = comprar do monte
table-key-t = pegar a carta aberta
table-key-p = passar (primeira carta aberta)
table-key-k = bater: depois escolha a carta a descartar
table-key-g = bater gin
table-key-h = dica (contra o computador)
table-key-n = próxima mão, ou revanche depois do jogo
table-key-r-before = rever as suas decisões na mão que acabou (depois
table-key-r-after = para percorrê-las)
table-key-v = olhar o descarte
table-key-s = folha de pontos
table-key-c = chat (um jogo entre duas pessoas)
table-key-alt = mover a carta selecionada dentro da sua mão
table-key-z = desfazer o seu descarte (contra o computador, até ele jogar)
table-key-esc = cancelar uma batida, fechar uma janela
table-key-space = Espaço
table-help-text =
    Clique numa carta para descartá-la, ou arraste-a para o descarte. O número embaixo de
    uma carta são os seus pontos soltos se você descartá-la. As suas cartas se arrumam
    sozinhas em jogos; as cartas soltas à direita são as suas cartas soltas.
table-fair-title = Como esta mão foi distribuída

## Os nomes
table-computer =
    { $level ->
        [easy] Computador (fácil)
        [medium] Computador (médio)
        [hard] Computador (difícil)
        [apprentice] Computador (aprendiz)
        [master] Computador (mestre)
       *[other] Computador
    }
table-computer-short = Computador
table-your-opponent = O seu adversário
table-player = Jogador { $number }
table-you-named = Você ({ $name })

## O placar e os montes
table-watching =
    { $count ->
        [one] { $count } assistindo
       *[other] { $count } assistindo
    }
table-meta-target = até { $target }
table-meta-final = placar final
table-meta-hand = mão { $number }
table-meta-game = jogo { $number }
table-meta-rated = ranqueado
table-score-label = Placar: você { $mine }, { $name } { $theirs }
table-score-label-target = Placar: você { $mine }, { $name } { $theirs }, jogando até { $target }
table-tab-title = { $mine }:{ $theirs } Gin Rummy contra { $name }
table-status-computer = (computador)
table-status-seat-free = (lugar livre)
table-status-disconnected = (desconectado)
table-holds =
    { $count ->
        [one] { $name } tem { $count } carta
       *[other] { $name } tem { $count } cartas
    }
table-holds-known =
    { $count ->
        [one] { $name } tem { $count } carta, conhecida: { $cards }
       *[other] { $name } tem { $count } cartas, conhecidas: { $cards }
    }
table-holds-none = { $name } não tem mais cartas
table-card-name = { card-name }
table-card-known = { $card } (conhecida)
table-face-down = carta virada para baixo
table-stock-caption = Monte: { $count }
table-stock-label =
    { $count ->
        [one] Monte, { $count } carta
       *[other] Monte, { $count } cartas
    }
table-stock-draw = { $stock }. Comprar do monte{ $key }
table-discard-top = Descarte, carta de cima { $card }
table-discard-take = { $pile }. Pegar { $card }{ $key }
table-discard-empty = Descarte, vazio
table-pile-caption = Descarte: { $count }
table-pile-inspect =
    { $count ->
        [one] Olhar o descarte, { $count } carta (v)
       *[other] Olhar o descarte, { $count } cartas (v)
    }
table-gin-only = Só gin nesta mão
table-knock-limit = Bater com { $limit } ou menos
table-doubled = Carta aberta de espadas: esta mão vale o dobro
table-you-dealt = Você deu as cartas
table-dealt = { $name } deu as cartas
table-pile-is-empty = O descarte está vazio.
table-pile-card-top = { $place }: { $card } (em cima)
# loan: só o número e a carta
table-pile-card = { $place }: { $card }
table-pile-squared-up =
    { $count ->
        [one] O descarte está alinhado: ninguém pode olhar a { $count } carta embaixo da de cima.
       *[other] O descarte está alinhado: ninguém pode olhar as { $count } cartas embaixo da de cima.
    }

## A mão
table-group-set = Trinca ou quadra de { $count }: { $cards }
table-group-run = Sequência: { $cards }
table-group-deadwood = Cartas soltas, { $count } pontos
table-row-suit = Suas cartas por naipe
table-row-rank = Suas cartas por valor
table-row-custom = Suas cartas na sua ordem
table-card-moved = { $card } movida para a posição { $place } de { $count }.
table-card-discard = descartar
table-card-knock = bater com esta carta
table-card-leaves = deixa { $count } pontos soltos
table-card-taken = acabou de ser pega, não pode ser descartada agora
table-hand-label =
    { $count ->
        [one] Suas cartas: { $count } carta, pontos soltos { $deadwood }
       *[other] Suas cartas: { $count } cartas, pontos soltos { $deadwood }
    }
table-unknown = desconhecido

## O que fazer agora
table-prompt-waiting-public = Esperando alguém entrar pelo salão.
table-prompt-waiting-friend = Esperando o seu amigo abrir o link de convite.
table-prompt-offline = A conexão com o servidor caiu; reconectando… Nada se perde: você pode jogar assim que ela voltar.
table-prompt-bot-playing = { $name } está jogando…
table-prompt-their-turn = Vez de { $name }.
table-prompt-sending = Enviando a sua jogada…
table-prompt-your-turn = Sua vez.
table-prompt-offer = Sua vez: pegue a carta aberta { $card }{ $take }, ou passe{ $pass }.
table-prompt-draw-or-take = Sua vez: compre do monte{ $draw } ou pegue { $card }{ $take }.
table-prompt-draw = Sua vez: compre do monte{ $draw }.
table-prompt-knock-click = Bater: clique na carta levantada para baixá-la virada (o número dela: seus pontos soltos) (Esc para cancelar).
table-prompt-knock-tap = Bater: toque na carta levantada para baixá-la virada (o número dela: seus pontos soltos).
table-prompt-discard-click = Descarte uma carta: clique nela, ou arraste-a para o descarte.
table-prompt-discard-tap = Descarte uma carta: toque nela, ou arraste-a para o descarte.
table-prompt-can-gin = { $prompt } Você pode bater gin!
table-prompt-can-knock = { $prompt } Você pode bater.
table-wait-for = Espere { $name } jogar.
table-first-draw = Primeiro compre uma carta: do monte{ $draw } ou do descarte{ $take }.
table-drawn = Você já comprou: agora descarte uma carta.
table-first-upcard = A primeira carta é a carta aberta: pegue-a{ $take } ou passe{ $pass }.
table-cannot-knock = Você não pode bater descartando { $card }.
table-just-took = Você acabou de pegar { $card }: descarte outra carta.
table-last-move = Última jogada: { $move }

## As jogadas (botões)
table-draw = Comprar do monte
table-draw-short = Comprar
table-take = Pegar { $card }
table-take-upcard = Pegar a carta aberta
table-pass = Passar
# loan: "big gin" é empréstimo (glossário)
table-big-gin = Big gin!
table-gin = Gin! Descartar { $card }
table-gin-label = gin, descartando { $card }
table-knock = Bater…
table-knock-then = depois escolha a carta a descartar virada para baixo
table-knock-chip = Bater descartando { $card }
table-knock-choice =
    .aria-label = Bater descartando
table-knock-with = Bater com:
table-cancel = Cancelar
table-hint = Dica
table-hint-rated = não num jogo ranqueado
table-rated-help = Sem ajuda do motor num jogo ranqueado até ele acabar.
table-hint-thinking = Pensando numa dica…
table-knock-pick = Bater: escolha a carta a descartar virada para baixo.

## O registro, lido em voz alta, e os resultados
table-not-dealt = Ainda não distribuído: a distribuição espera as sementes dos dois jogadores.
table-dealt-now = As cartas foram distribuídas.
table-event-gin-card =
    { $who ->
        [you] você bateu gin
       *[other] { $name } bateu gin
    } descartando { $card }
table-event-gin =
    { $who ->
        [you] você bateu gin
       *[other] { $name } bateu gin
    }
table-event-big-gin-card =
    { $who ->
        [you] você bateu big gin
       *[other] { $name } bateu big gin
    } descartando { $card }
table-your-turn = Sua vez.
table-hand-over = A mão acabou.
table-game-over = O jogo acabou.
table-is-back = { $name } voltou.
table-disconnected = { $name } se desconectou.
table-result-gin =
    { $who ->
        [you] você bateu gin
       *[other] { $name } bateu gin
    }
table-result-big-gin =
    { $who ->
        [you] você bateu big gin
       *[other] { $name } bateu big gin
    }
table-result-knock =
    { $who ->
        [you] você bateu
       *[other] { $name } bateu
    }: { $k } contra { $d }
table-result-undercut =
    { $who ->
        [you] você deu um contragolpe em
       *[other] { $name } deu um contragolpe em
    } { $knocker }: { $d } contra { $k }
table-result-tie =
    { $who ->
        [you] você bateu
       *[other] { $name } bateu
    }: { $k } contra { $d }, empate
table-result-nobody = { $result }; ninguém marca
table-result-scores =
    { $result }; { $who ->
        [you] você marca
       *[other] { $name } marca
    } { $points }
table-result-void = mão anulada
table-result-void-reason = mão anulada ({ $reason })
table-nobody-scores = Ninguém marca nesta mão.

## A abertura das mãos
table-went-gin = bateu gin
table-knocked = bateu
table-no-melds = Nenhum jogo
table-no-deadwood = Nenhuma carta solta
table-deadwood-count = Pontos soltos: { $count }
table-laid-off-card = { $card }, encaixada
table-laid-off =
    { $who ->
        [you] Você encaixou
       *[other] { $name } encaixou
    } { $layoffs }.
table-layoff-on = { $card } em { $meld }
table-next-hand = Próxima mão
table-rematch = Revanche
table-accept-rematch = Aceitar a revanche
table-decline = Recusar
table-back-tournament = Voltar ao torneio
table-challenge = Desafiar { $name }
table-new-game = Novo jogo
table-replay = Rever este jogo
table-waiting-ready = Esperando { $name } ficar pronto…
table-declined-rematch = { $name } recusou a revanche.
table-left-no-rematch = { $name } saiu da mesa: sem revanche.
table-left = { $name } saiu da mesa.
table-you-declined = Você recusou a revanche.
table-wants-rematch = { $name } quer uma revanche.
table-waiting-answer = Esperando { $name } responder à sua proposta de revanche…

## A folha de pontos
table-sheet-hand = Mão { $number }
table-sheet-hand-head = Mão
table-sheet-none = Nenhuma mão foi marcada ainda.
table-sheet-target = Jogando até { $target }
# loan: a mesma palavra em português
table-sheet-total = Total
table-game-over-title = Fim de jogo
table-hands-won = Mãos ganhas
table-score-when-resigned = Placar na desistência
table-score-when-claimed = Placar ao reivindicar
table-over-resigned =
    { $who ->
        [you] Você desistiu
       *[other] { $name } desistiu
    }: { $winner-who ->
        [you] você ganha
       *[other] { $winner } ganha
    } o jogo.
table-over-claimed =
    { $winner-who ->
        [you] Você ganha
       *[other] { $winner } ganha
    }: { $who ->
        [you] você saiu
       *[other] { $name } saiu
    }, e o jogo foi reivindicado.
table-over-aborted-resigned = Jogo anulado: { $name } desistiu antes de os dois jogadores jogarem. Não conta: nenhum resultado, nenhuma mudança no ranking.
table-over-aborted-left = Jogo anulado: { $name } saiu antes de os dois jogadores jogarem. Não conta: nenhum resultado, nenhuma mudança no ranking.

## Online: o chat, o relógio, a desistência, a reivindicação, a próxima mão sozinha
table-chat-new = Chat, { $count } novas
table-chat-muted = Silenciado: as mensagens do outro jogador estão escondidas.
table-chat-says = { $name } diz: { $text }
table-chat-not-sent = Não enviada: "{ $text }". { $reason }
table-chat-too-long = Uma mensagem tem no máximo { $max } caracteres.
table-chat-offline = Sem conexão: a mensagem não foi enviada.
table-chat-too-fast = Você está enviando mensagens rápido demais: espere um momento.
table-clock-yours = Seu relógio
table-clock-theirs = Relógio de { $name }
table-clock-timeouts =
    { $count ->
        [one] { $count } tempo esgotado
       *[other] { $count } tempos esgotados
    }
table-clock-label =
    { $who }: { $left ->
        [one] { $left } segundo
       *[other] { $left } segundos
    } para a jogada, { $bank ->
        [one] { $bank } segundo
       *[other] { $bank } segundos
    } de reserva
table-clock-running = { $label }, correndo
table-clock-with-timeouts = { $label }; { $timeouts }
table-clock-warning = Restam 10 segundos para jogar.
table-resign-rated = O seu adversário ganha o jogo agora, e conta como derrota no seu ranking (antes de os dois jogarem, o jogo é anulado e não conta).
table-resign-unrated = O seu adversário ganha o jogo agora.
table-claim = Reivindicar o jogo
table-claim-now = { $name } saiu. Você pode reivindicar o jogo agora (você ganha).
table-claim-in = { $name } saiu. Você poderá reivindicar o jogo em { $time }.
table-claim-in-moved = { $name } saiu. Você poderá reivindicar o jogo em { $time }, depois de jogar.
table-claim-move-first = { $name } saiu. Faça a sua jogada; depois você poderá reivindicar o jogo.
table-claim-may = { $name } saiu: você pode reivindicar o jogo agora.
table-is-disconnected = { $name } está desconectado.
table-next-in = Próxima mão em { $seconds }…
table-stay = Ficar

## Quando a mesa não pode ser mostrada
table-gone-title = Este jogo não existe mais
table-gone = Ele foi removido do servidor.
table-bad-key = A chave deste navegador para o lugar dele neste jogo não vale mais.
table-no-game-title = Nenhum jogo aqui
table-no-game = Esta página precisa do identificador de um jogo no endereço.
table-full-title = Esta mesa está cheia
table-full-people = Os dois lugares estão ocupados, e este navegador não tem nenhum deles. Se os jogadores tornaram o jogo público, você pode assistir.
table-full-computer = Este é o jogo de alguém contra o computador, e este navegador não tem lugar nele.
table-missing-title = Este jogo não existe
table-missing = Não há nenhum jogo neste endereço.
table-cannot-open = Não foi possível abrir a mesa
table-something-wrong = Algo deu errado.

## As recusas do servidor, por código
table-error-action-stale = Essa jogada foi escolhida numa tela antiga; a mesa foi atualizada.
table-error-action-not_your_turn = Não é a sua vez.
table-error-room-waiting = Espere o seu amigo ocupar o outro lugar.
table-error-hand-over = A mão acabou: comece a próxima.
table-error-game-over = O jogo acabou.
table-error-rate-limited = Cliques demais de uma vez; vá mais devagar.
table-error-hint-unavailable = Dicas só são dadas contra o computador.
table-error-server-error = O servidor teve um problema; nada mudou. Tente de novo.
table-error-take_back-unavailable = Tarde demais para desfazer: o computador já jogou.

# The chat's quick phrases (one tap sends the phrase in the sender's words)
table-phrase-good-game = Bom jogo
table-phrase-thanks = Obrigado
table-phrase-good-luck = Boa sorte
table-phrase-well-played = Bem jogado
table-phrase-oops = Opa
