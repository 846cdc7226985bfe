# A tela de preparação do jogo em tela cheia.

setup-title = Gin rummy: uma nova partida contra o computador
setup-opponent = Adversário
setup-preset = Regras predefinidas
setup-knock-limit = Limite para bater
setup-knock-limit-gin-only = Limite para bater (só gin)
setup-knock-limit-upcard = Limite para bater (pela carta aberta)
setup-game-to = Partida até
setup-scoring = Pontuação (gin/contragolpe)
setup-scoring-preset = como as regras escolhidas
# loan: Oklahoma is the name of the variant.
setup-oklahoma = Oklahoma
setup-straight = Gin direto
# loan: players say "big gin" (see GLOSSARY.md).
setup-big-gin = Big gin
setup-yes = sim
setup-no = não
setup-play = Jogar (Enter)
setup-quit = Sair (Esc)
setup-save-broken = A partida salva não pode ser retomada ({ $error }); uma nova partida vai substituí-la.
setup-save-found = Há uma partida salva: saia (Esc) e rode `ginrummy play --resume` para continuar.
# A computer level by name; $level is easy, medium, hard, apprentice or master.
setup-level =
    { $level ->
        [easy] fácil
        [medium] médio
        [hard] difícil
        [apprentice] aprendiz
        [master] mestre
       *[other] { $level }
    }
