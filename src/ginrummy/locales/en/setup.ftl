# The full-screen game's setup screen (tui/setup_screen.py).

setup-title = Gin rummy: a new game against the computer
setup-opponent = Opponent
setup-preset = Rules preset
setup-knock-limit = Knock limit
setup-knock-limit-gin-only = Knock limit (gin only)
setup-knock-limit-upcard = Knock limit (by upcard)
setup-game-to = Game to
setup-scoring = Scoring (gin/undercut)
setup-scoring-preset = as the preset
setup-oklahoma = Oklahoma
setup-straight = Straight gin
setup-big-gin = Big gin
setup-yes = yes
setup-no = no
setup-play = Play (Enter)
setup-quit = Quit (Esc)
setup-save-broken = The saved game cannot be resumed ({ $error }); a new game will replace it.
setup-save-found = A game is saved: quit (Esc) and run `ginrummy play --resume` to go on with it.
# A computer level by name; $level is easy, medium, hard, apprentice or master.
setup-level =
    { $level ->
        [easy] easy
        [medium] medium
        [hard] hard
        [apprentice] apprentice
        [master] master
       *[other] { $level }
    }
