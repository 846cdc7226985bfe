# As recusas tipadas do servidor em palavras: mensagem error-<código> (l10n.js refusalText).

## O que o navegador diz quando o servidor não dá código (common.js)

error-client-offline = Não foi possível falar com o servidor. Verifique a conexão e tente de novo.
error-client-not-found = Não encontrado: esta partida não existe (o link pode ser antigo).
error-client-seats-taken = Os dois lugares desta partida já estão ocupados.
error-client-server = O servidor teve um problema. Tente de novo.
error-client-refused = O servidor recusou o pedido ({ $status }).

## Pedidos

error-request-invalid = Este pedido não é válido.
error-request-too_large = Este pedido é grande demais.
error-message-too_large = Esta mensagem é longa demais.
error-message-malformed = Não foi possível ler esta mensagem.
error-protocol-unsupported = Esta página está desatualizada: recarregue-a.
error-rate-limited = Muita coisa de uma vez; vá um pouco mais devagar.
error-server-error = O servidor teve um problema; nada mudou. Tente de novo.
error-auth-bad_token = O lugar deste link não vale para esta partida.
error-auth-token_in_url = Este link leva o lugar no endereço, o que não é aceito: abra a partida pela página dela.
error-auth-bad_origin = Esta página não pode abrir uma mesa.
error-rules-invalid = Estas regras ou opções não podem ser jogadas: confira as opções.

## Jogadores e dispositivos

error-player-unknown = Jogador desconhecido: crie um novo.
error-player-signed_out = Este dispositivo foi desconectado: você é um novo visitante.
error-player-not_found = Esse jogador não existe.
error-player-bad_name = Este nome não pode ser usado: escolha outro.
error-player-bad_code = Esse código é desconhecido, já foi usado ou expirou.
error-player-bad_language = Idioma desconhecido: escolha um no menu de idiomas.
error-player-no_device = Você não tem esse dispositivo conectado.
error-player-last_device = Este é o seu único dispositivo: desconectá-lo faria perder o nome para sempre.
error-player-cooling_off = Você não pode entrar agora: jogue suas partidas até o fim e isso não vai se repetir.
error-fair_play-cooling_off =
    Você não pode ser pareado por { $minutes_left ->
        [one] { $minutes_left } minuto
       *[other] { $minutes_left } minutos
    }: { $reason ->
        [sandbag] você perdeu várias partidas seguidas em poucas jogadas, como se fosse de propósito
       *[other] você saiu ou abandonou várias partidas antes do fim
    }. Jogue suas partidas até o fim e isso não vai se repetir.
error-follow-too_many = Você já segue jogadores demais.

## Salas e mesas

error-room-not_found = Essa partida não existe.
error-room-full = Os dois lugares desta partida estão ocupados.
error-room-own_table = Esta é a sua própria mesa: espere nela até alguém se sentar.
error-room-host_gone = O jogador que abriu esta mesa saiu dela: escolha outra mesa, ou jogue com alguém agora.
error-room-waiting = Espere seu amigo ocupar o outro lugar.
error-game-over = A partida acabou.
error-game-not_found = Esta sala não tem essa partida.
error-game-not_finished = A partida ainda não acabou.
error-hand-over = A mão acabou: comece a próxima.
error-hand-not_found = Esta partida não tem essa mão.
error-hand-not_finished = Esta mão ainda está em jogo: reveja quando ela terminar.
error-hand-not_played = Você ficou de fora desta mão: não há nada seu para revisar nela.
error-action-not_your_turn = Não é a sua vez.
error-action-stale = Essa jogada foi escolhida numa tela antiga; a mesa foi atualizada.
error-action-invalid = Isso não é uma jogada.
error-action-illegal = Essa jogada não é permitida agora.
error-next_hand-unavailable = A mão ainda está em jogo.
error-rematch-unavailable = A partida ainda não acabou.
error-rematch-declined = Seu adversário recusou a revanche.
error-hint-unavailable = As dicas só são dadas contra o computador.
error-hint-rated = Sem dicas numa partida ranqueada.
error-chat-refused = Esta mensagem não pode ser enviada.
error-claim-unavailable = A partida não pode ser reivindicada agora.
error-claim-too_early = Cedo demais para reivindicar a partida: espere a contagem regressiva.
error-resign-unavailable = Não há a quem se render: a mesa espera um jogador.
error-take_back-unavailable = Tarde demais para desfazer: o computador já jogou.
error-seed-stale = Nenhuma distribuição espera a semente deste navegador.
error-seed-given = A semente deste navegador para esta distribuição já foi dada.

## Análises

error-review-after_game = A análise é dada quando a partida acaba.
error-review-hand_only = Uma partida a três é revisada mão a mão.
error-review-busy = Outra análise sua ainda está em andamento: espere por ela.
error-review-full = O servidor está ocupado com outras análises: tente de novo daqui a pouco.
error-review-not_found = Essa análise não existe (talvez tenha expirado).

## Desafios

error-challenge-self = Você não pode desafiar a si mesmo.
error-challenge-blocked = Este jogador não pode ser desafiado.
error-challenge-unavailable = Este jogador não pode aceitar um desafio agora: tente mais tarde.
error-challenge-duplicate = Você já desafiou este jogador: espere a resposta.
error-challenge-too_many = Você tem desafios demais esperando resposta: cancele um primeiro.
error-challenge-not_found = Esse desafio não existe.
error-challenge-closed = Este desafio não está mais aberto.

## Torneios

error-tournament-unknown = Esse torneio não existe.
error-tournament-bad_name = Este nome de torneio não pode ser usado: escolha outro.
error-tournament-finished = Este torneio acabou.
error-tournament-full = Este torneio está completo.
error-tournament-not_joined = Você não entrou neste torneio.
error-tournament-started = Este torneio já passou da primeira rodada: tarde demais para entrar.
error-tournament-too_many = Você já tem torneios futuros demais.
