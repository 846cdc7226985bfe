# La schermata di preparazione del gioco a schermo intero.

setup-title = Gin rummy: una nuova partita contro il computer
setup-opponent = Avversario
setup-preset = Regole predefinite
setup-knock-limit = Limite per bussare
setup-knock-limit-gin-only = Limite per bussare (solo gin)
setup-knock-limit-upcard = Limite per bussare (secondo la carta scoperta)
setup-game-to = Partita a
setup-scoring = Punteggio (gin/sottotaglio)
setup-scoring-preset = come le regole scelte
# loan: Oklahoma is the name of the variant.
setup-oklahoma = Oklahoma
setup-straight = Gin secco
# loan: players say "big gin" (see GLOSSARY.md).
setup-big-gin = Big gin
setup-yes = sì
# loan: "no" is the same word here.
setup-no = no
setup-play = Gioca (Invio)
setup-quit = Esci (Esc)
setup-save-broken = La partita salvata non si può riprendere ({ $error }); una nuova partita la sostituirà.
setup-save-found = C'è una partita salvata: esci (Esc) e lancia `ginrummy play --resume` per riprenderla.
# A computer level by name; $level is easy, medium, hard, apprentice or master.
setup-level =
    { $level ->
        [easy] facile
        [medium] medio
        [hard] difficile
        [apprentice] apprendista
        [master] maestro
       *[other] { $level }
    }
