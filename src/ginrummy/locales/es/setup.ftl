# La pantalla de preparación del juego a pantalla completa.

setup-title = Gin rummy: una partida nueva contra la computadora
setup-opponent = Rival
setup-preset = Reglas predefinidas
setup-knock-limit = Límite para cortar
setup-knock-limit-gin-only = Límite para cortar (solo gin)
setup-knock-limit-upcard = Límite para cortar (según la carta descubierta)
setup-game-to = Partida a
setup-scoring = Puntuación (gin/contracorte)
setup-scoring-preset = como las reglas elegidas
# loan: Oklahoma is the name of the variant.
setup-oklahoma = Oklahoma
setup-straight = Gin estricto
# loan: players say "big gin" (see GLOSSARY.md).
setup-big-gin = Big gin
setup-yes = sí
# loan: "no" is the same word here.
setup-no = no
setup-play = Jugar (Intro)
setup-quit = Salir (Esc)
setup-save-broken = La partida guardada no se puede reanudar ({ $error }); una partida nueva la reemplazará.
setup-save-found = Hay una partida guardada: sal (Esc) y ejecuta `ginrummy play --resume` para continuarla.
# A computer level by name; $level is easy, medium, hard, apprentice or master.
setup-level =
    { $level ->
        [easy] fácil
        [medium] medio
        [hard] difícil
        [apprentice] aprendiz
        [master] maestro
       *[other] { $level }
    }
