# Distribuições que qualquer um pode verificar (fairpanel.js, fairness.js): "Como foi
# dada esta mão?" na batida, o diálogo com os números e cada verificação. Os números
# hexadecimais, as cartas e os comandos ficam como estão.

fairdeal-button = Como as cartas foram dadas?
fairdeal-download = Baixar o registro
fairdeal-seed-line = Sua semente para esta distribuição: { $seed }
fairdeal-hand-failed = A mão { $hand } não passou na verificação.
fairdeal-details = Detalhes
fairdeal-checking = Verificando a distribuição…
fairdeal-verified-here = ✓ Distribuição verificada no seu navegador
fairdeal-verified = ✓ Distribuição verificada
fairdeal-failed = Esta distribuição não passou na verificação.
# loan: só dois parâmetros separados por dois-pontos
fairdeal-failure = { $label }: { $detail }
fairdeal-every-check = Todas as verificações estão listadas abaixo.
fairdeal-explain = Antes da mão, o servidor se comprometeu com uma semente secreta mostrando sua impressão digital SHA-256 (o compromisso). Depois seu navegador acrescentou uma semente aleatória própria, e o baralho foi embaralhado a partir das duas com HMAC-SHA256. Agora que a mão acabou, a semente do servidor foi revelada, e seu navegador recalculou o compromisso e o baralho e os comparou com o que viu.
fairdeal-which-hand = Sala, partida, mão
fairdeal-hand-id = { $room }, partida { $game }, mão { $hand }
fairdeal-commitment = Compromisso (mostrado antes da distribuição)
fairdeal-server-seed = Semente do servidor (revelada agora)
fairdeal-seed-of = Semente de { $name } (lugar { $seat })
fairdeal-you = você
fairdeal-your-opponent = seu adversário
fairdeal-yours = {" "}– a sua
fairdeal-no-seed = nenhuma
fairdeal-passed = Aprovada:
fairdeal-failed-check = Reprovada:
fairdeal-unchecked = Não verificada:
fairdeal-seen-at-end = Esta aba só viu esta mão no final: suas cartas foram tiradas da tela final.
fairdeal-anybody = Qualquer um pode verificar de novo: o registro da partida (Baixar o registro, no fim da partida) contém estes números, e { $command } verifica cada mão dele.
fairdeal-fetching = Buscando o registro…
fairdeal-saved = Salvo. Verifique com: { $command }
fairdeal-saved-announce = O registro da partida foi salvo.
fairdeal-fetch-failed = Não foi possível buscar o registro: { $error }
fairdeal-check-failed = Não foi possível fazer a verificação: { $error }
fairdeal-shuffling = Embaralhando: cada jogador acrescenta uma semente própria…
fairdeal-shuffling-waiting = Embaralhando: cada jogador acrescenta uma semente própria… esperando a de { $name }.
fairdeal-shuffling-waiting-opponent = Embaralhando: cada jogador acrescenta uma semente própria… esperando a do seu adversário.

## As verificações: o nome de cada uma e depois o que ela encontrou.
fairdeal-check-commitment = A semente do servidor confere com o compromisso
fairdeal-check-remembered = O compromisso é o mostrado antes da distribuição
fairdeal-check-client-seed = Sua semente entrou na distribuição
fairdeal-check-dealt = Suas dez cartas
fairdeal-check-upcard = A primeira carta aberta
fairdeal-check-stock = Suas cartas compradas do monte
fairdeal-check-opponent = As cartas do seu adversário
fairdeal-unreadable = Não dá para ler a prova: { $error }.
fairdeal-commitment-ok = O SHA-256 da semente do servidor é { $hash }, o compromisso.
fairdeal-commitment-bad = O SHA-256 da semente do servidor é { $hash }, mas o compromisso diz { $commitment }.
fairdeal-remembered-changed = Durante a mão o compromisso era { $during }; a prova diz { $commitment }.
fairdeal-remembered-ok = Antes da distribuição esta aba viu { $commitment }: o mesmo.
fairdeal-remembered-bad = Antes da distribuição esta aba viu { $commitment }, mas a semente revelada dá { $hash }.
fairdeal-remembered-unknown = Não verificada: esta aba não viu o compromisso desta distribuição antes de as cartas serem dadas (foi aberta depois, ou sua memória foi apagada). Isso não é falha da distribuição.
fairdeal-seed-unsent = Não verificada: sua semente não chegou ao servidor antes da distribuição, então nenhuma sua foi usada.
fairdeal-seed-ok = Sua semente { $seed } está na prova.
fairdeal-seed-bad = Você enviou { $sent }, mas a prova tem { $seed } para você.
fairdeal-seed-bad-none = Você enviou { $sent }, mas a prova não tem nenhuma semente para você.
fairdeal-seed-unknown = Não verificada: esta aba não tem registro de uma semente enviada para esta distribuição (a prova tem { $seed }).
fairdeal-seed-unknown-none = Não verificada: esta aba não tem registro de uma semente enviada para esta distribuição (a prova não tem nenhuma).
fairdeal-deck-unreadable = Não dá para montar o baralho a partir da prova: { $error }.
fairdeal-fewer-cards = menos cartas
fairdeal-no-more = nada mais
fairdeal-dealt-bad = Você recebeu { $wrong } onde o baralho dá { $missing }.
fairdeal-dealt-ok =
    Você recebeu { $cards }: as cartas { $dealer ->
        [you] 2ª, 4ª … 20ª
       *[other] 1ª, 3ª … 19ª
    } do baralho.
fairdeal-dealt-unknown = Não verificada: esta aba não viu suas cartas desta mão.
fairdeal-upcard-bad = A primeira carta aberta foi { $seen }; a 21ª carta do baralho é { $card }.
fairdeal-upcard-ok = { $card }, a 21ª carta do baralho.
fairdeal-upcard-unknown = Não verificada: esta aba não viu a primeira carta aberta.
fairdeal-problem-empty-stock = a jogada { $move } compra de um monte vazio
fairdeal-problem-take = a jogada { $move } pega { $card } do descarte, mas o baralho põe ali { $top }
fairdeal-problem-take-none = a jogada { $move } pega { $card } do descarte, mas o baralho não põe nenhuma carta ali
fairdeal-stock-drew =
    você comprou { $shown }, mas a { $ordinal ->
       *[other] { $place }ª
    } carta do monte{ $round ->
        [reshuffled] {" "}reembaralhado
       *[first] {""}
    } é { $card }
fairdeal-stock-count = você comprou { $seen } cartas do monte, as jogadas mostram { $moves }
fairdeal-stock-ok =
    { $cards }: cada uma a próxima carta do monte quando você a comprou ({ $draws ->
        [one] { $draws } compra
       *[other] { $draws } compras
    } dos dois jogadores contadas).
fairdeal-stock-ok-reshuffled =
    { $cards }: cada uma a próxima carta do monte quando você a comprou ({ $draws ->
        [one] { $draws } compra
       *[other] { $draws } compras
    } dos dois jogadores contadas, atravessando o reembaralhamento).
fairdeal-stock-none = Você não comprou nenhuma carta do monte.
fairdeal-opponent-none = Nada a verificar: seu adversário não mostrou cartas.
fairdeal-opponent-bad = Seu adversário mostrou { $cards }, que o baralho não lhe deu nem na distribuição, nem do monte, nem do descarte.
fairdeal-opponent-ok = Todas as { $count } cartas que seu adversário mostrou vieram da mão dele, das compras dele ou do descarte.
