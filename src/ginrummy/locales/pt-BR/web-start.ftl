# A página inicial (index.html, start.js) e o que as páginas compartilham dela: o painel
# de identidade (identity.js, devices.js), "Jogar com alguém agora" (pairing.js), as
# configurações (settings-panel.js) e as palavras comuns de common.js.

start-title = Gin rummy: jogue no seu navegador
start-meta =
    .content = Gin rummy grátis no navegador: jogue contra o computador ou convide um amigo. Sem conta.
start-skip = Ir para as opções da partida
start-site-name = Gin rummy
start-tagline = Grátis, sem conta. Jogue com alguém on-line, contra o computador, ou mande um link para um amigo.
start-settings = Configurações

## Jogar agora

start-play-now = Jogar agora
start-play-computer = Jogar contra o computador
start-play-someone = Jogar com alguém agora
start-invite-friend = Convidar um amigo
start-options = Opções

## Opções

start-identity =
    .aria-label = Seu nome on-line
start-name = Seu nome
start-optional = (opcional)
start-name-input =
    .placeholder = Jogador
start-levels = Nível do computador
start-rules = Regras
start-preset = Variante
start-how-to-play = Como jogar
start-how-to-play-note = (estas regras, nova aba)
start-target = Pontuação alvo
start-more-options = Mais opções
start-move-clock = Relógio por jogada
start-move-clock-friend = (partida com um amigo)
start-for-pairing = (jogar com alguém agora)
start-no-clock = Sem relógio
start-clock-15 = 15 segundos por jogada, 30 de reserva
start-clock-30 = 30 segundos por jogada, 60 de reserva
start-clock-60 = 60 segundos por jogada, 2 minutos de reserva
start-rating-range = Pontuação do adversário
start-any-rating = Qualquer pontuação
start-within = No máximo { $points } de diferença da minha
start-notes = "Jogar com alguém agora" encontra outra pessoa que quer as mesmas regras e a mesma pontuação alvo (e o relógio e a faixa de pontuação acima): partida ranqueada e com relógio. "Convidar um amigo" abre sua mesa com um link para enviar; quem abrir o link ocupa o outro lugar, e a partida começa.
start-option-off = desligado
start-option-empty-off = (vazio: desligado)
start-error-number = { $label }: informe um número.
start-error-whole = { $label }: informe um número inteiro.
start-error-min = { $label }: no mínimo { $min }.
start-error-max = { $label }: no máximo { $max }.
start-error-options = Não foi possível carregar as opções da partida: { $error }
start-error-loading = As opções da partida ainda estão carregando.

## Suas partidas, suas estatísticas, as teclas

start-your-games = Suas partidas
start-resume-computer = Computador
start-resume-player = Jogador
start-resume-empty-seat = (lugar vago)
start-resume-vs = contra
start-resume-waiting = esperando um amigo
start-resume-playing = em jogo
start-stats = Suas estatísticas
start-this-browser = (este navegador)
start-stat-games = Partidas
start-stat-wins = Vitórias
# loan: "gin" é o termo das mesas (glossário)
start-stat-gins = Gins
start-stat-undercuts = Contragolpes
start-stat-average = Pontos em média
start-stats-link = Suas estatísticas: cada nível, sequências, suas partidas terminadas e os replays delas
start-keys = Teclado: na mesa, as setas passam de uma carta para outra, Enter descarta,
start-key-draw = compra,
start-key-take = pega a carta aberta,
start-key-pass = passa,
start-key-knock = bate,
start-key-hint = pede uma dica,
start-key-all = mostra todas as teclas.

## Jogar com alguém agora (pairing.js)

start-pairing-cancel = Cancelar
start-pairing-computer = Jogar contra o computador enquanto espera
start-new-tab = (nova aba)
start-pairing-here = Jogar aqui contra o computador enquanto espera
start-pairing-keep-open = Deixe esta aba aberta: ela vai para a sua mesa assim que um adversário for encontrado.
start-pairing-looking = Procurando um adversário…
start-pairing-waiting =
    Procurando um adversário… { $count ->
        [one] { $count } pessoa esperando
       *[other] { $count } pessoas esperando
    } neste grupo ({ $pool }).
start-pairing-looking-trouble = Procurando um adversário… ({ $error })
start-pairing-title = Procurando um adversário – { $page }
start-pairing-found = Adversário encontrado! Indo para a mesa...
start-pairing-no-seat = Um adversário foi encontrado, mas este navegador não recebeu o lugar. Tente de novo.
start-pairing-left = Você não está mais na fila. Aperte "Jogar com alguém agora" para procurar de novo.
start-pairing-notice-found = Um adversário foi encontrado!
start-pairing-notice-go = Ir para essa mesa
start-pairing-notice-found-said = Um adversário foi encontrado. O link para a mesa está no topo da página.
start-pairing-notice-other-tab = Ainda procurando um adversário na sua outra aba…
start-pairing-notice-holding = Ainda procurando um adversário enquanto você joga contra o computador…
start-pairing-stop = Parar de procurar
start-pairing-notice-replaced = Um adversário foi encontrado: esta é a sua partida contra ele. Sua partida contra o computador ficou como estava.

## Seu nome on-line (identity.js)

start-identity-you-are = Você é { $name }
start-identity-change-name = mudar o nome
start-identity-transfer = usar em outro dispositivo
start-identity-devices = dispositivos
start-identity-enter-code = digitar um código de outro dispositivo
start-identity-newcomer = Jogar com pessoas on-line dá a você um nome com um número (como Ann#4821): sem conta, sem e-mail.
start-identity-enter-code-first = Digitar um código de outro dispositivo
start-identity-new-name = Novo nome
start-identity-save = Salvar
start-identity-type-name = Digite um nome.
start-identity-renamed = Seu nome agora é { $name }.
start-identity-code-label =
    .aria-label = Código de uso único
start-identity-code-how =
    No outro dispositivo, abra este site e escolha "digitar um código". O código vale uma vez, por { $minutes ->
        [one] { $minutes } minuto:
       *[other] { $minutes } minutos:
    }
start-identity-code-said = Código de uso único: { $code }
start-identity-code-input = Código do seu outro dispositivo
start-identity-replacing = Este navegador passará a jogar como esse jogador em vez de { $name }.
start-identity-use-code = Usar
start-identity-type-code = Digite o código.
start-identity-welcome = Que bom ver você de novo, { $name }.
start-identity-bad-code = Esse código é desconhecido, já foi usado ou expirou: gere um novo no outro dispositivo.
start-identity-signed-out = Este navegador foi desconectado a partir de outro dispositivo seu, então recomeça como um novo visitante: suas partidas e seu nome continuam nos outros dispositivos.

## Seus dispositivos (devices.js)

start-devices-label =
    .aria-label = Seus dispositivos
start-devices-intro = Dispositivos conectados com este nome. Desconecte um que você perdeu ou não usa mais: ele vira um novo visitante na hora.
start-devices-added-this = adicionado em { $date }, este dispositivo
start-devices-added-seen = adicionado em { $date }, visto por último { $seen }
start-devices-just-now = agora mesmo
start-devices-minutes-ago =
    { $count ->
        [one] há { $count } minuto
       *[other] há { $count } minutos
    }
start-devices-hours-ago =
    { $count ->
        [one] há { $count } hora
       *[other] há { $count } horas
    }
start-devices-days-ago =
    { $count ->
        [one] há { $count } dia
       *[other] há { $count } dias
    }
start-devices-this = (este dispositivo)
start-devices-only-one = o único
start-devices-sign-out = Desconectar
start-devices-sign-out-label = Desconectar { $device }, { $details }
start-devices-sign-out-others =
    { $count ->
        [one] Desconectar o outro dispositivo
       *[other] Desconectar os outros { $count } dispositivos
    }
start-devices-signed-out = { $device } foi desconectado.
start-devices-others-signed-out =
    { $count ->
        [one] O outro dispositivo foi desconectado.
       *[other] Os outros { $count } dispositivos foram desconectados.
    }

## As configurações (settings-panel.js)

start-settings-kept = Aplicadas na hora e guardadas neste navegador.
start-settings-done = Pronto
start-settings-cards = Cartas
start-settings-large-cards = Cartas grandes
start-settings-four-colour = Baralho de quatro cores
start-settings-four-colour-note = Paus verdes, ouros azuis, copas vermelhas, espadas pretas.
start-settings-sort = Ordenar sua mão
start-settings-sort-melds = Por jogos
start-settings-sort-suit = Por naipe
start-settings-sort-rank = Por valor
start-settings-sort-custom = Do jeito que eu arrumar
start-settings-sort-note = Arraste uma carta dentro da mão, ou aperte Alt com as setas, para arrumá-la você mesmo.
start-settings-look = Aparência
start-settings-theme = Tema
start-settings-like-device = Como no meu dispositivo
start-settings-theme-light = Claro
start-settings-theme-dark = Escuro
start-settings-motion = Movimento
start-settings-motion-reduced = Reduzido
start-settings-motion-full = Completo
start-settings-motion-note = Reduzido: as cartas aparecem sem se mover.
start-settings-play = Jogo
start-settings-sounds = Sons
start-settings-speed = Velocidade do computador
start-settings-speed-slow = Lenta
# loan: "normal" também é palavra portuguesa
start-settings-speed-normal = Normal
start-settings-speed-fast = Rápida
start-settings-auto-next = Dar a próxima mão sozinho
start-settings-auto-next-note = Alguns segundos depois do resultado de cada mão.
start-settings-guide = Explicar as regras conforme aparecem
start-settings-forgiveness = Tolerância
start-settings-take-back = Desfazer um descarte contra o computador
start-settings-take-back-note = Até o computador jogar; conta nas suas estatísticas.
start-settings-confirm-discard = Perguntar antes de cada descarte contra uma pessoa

## Palavras comuns (common.js)

start-game-to = { $name }, até { $target }
# loan: o nome do jogo
start-gin-rummy = Gin rummy
start-ago-now = agora mesmo
start-ago-minutes = há { $count } min
start-ago-hours = há { $count } h

## A página de convite (join.html, join.js)

start-join-title = Entrar numa partida de gin rummy
start-join-heading = Você foi convidado para uma partida
start-join-looking = Procurando a partida...
start-join-take-seat = Ocupar o lugar
start-join-home = Começar uma partida nova
start-join-a-friend = Um amigo
start-join-invite-full = { $host } convida você para uma partida de gin rummy (regras { $rules }), até { $target } pontos.
start-join-invite-rules = { $host } convida você para uma partida de gin rummy (regras { $rules }).
start-join-invite-target = { $host } convida você para uma partida de gin rummy, até { $target } pontos.
start-join-invite = { $host } convida você para uma partida de gin rummy.
start-join-no-id = Falta neste link o identificador da partida.
start-join-seated = Você já tem um lugar nesta partida. Indo para a mesa...
start-join-no-game = Esta partida não existe (o link pode ser antigo ou estar errado).
start-join-full = Os dois lugares desta partida já estão ocupados.
start-join-taken = Outra pessoa ocupou o lugar antes: os dois lugares estão ocupados.

## A página de um endereço sem nada (notfound.html)

start-notfound-title = Não encontrado – Gin rummy
start-notfound-heading = Não há nada aqui
start-notfound-text = Nenhuma página ou partida tem este endereço. O link pode estar digitado errado, ou a partida foi removida do servidor.
start-notfound-home = Ir para a página inicial
start-notfound-lobby = O salão
start-notfound-rules = Como jogar
