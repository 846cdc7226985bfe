# The tournaments' pages: the list and its form (tournaments.html, tournaments.js), one
# tournament (tournament.html, tournament.js), their shared words (tourney.js) and the
# table's notice of the next tournament game (tourneytable.js).
# Player names and tournament names are never in here: they are placeholders.

## The list of tournaments (/tournaments)

tourneys-title = Tournaments: Gin Rummy online
tourneys-meta =
    .content = Arena and Swiss gin rummy tournaments: coming, running and finished, and a form to make your own.
tourneys-skip = Skip to the tournaments
tourneys-running = Running now
tourneys-running-empty = No tournament is running right now.
tourneys-coming = Coming
tourneys-coming-empty = No tournament is planned: make one.
tourneys-finished = Finished
tourneys-finished-empty = No tournament has finished yet.
tourneys-create = Create a tournament
tourneys-your-name = Your name
tourneys-player =
    .placeholder = Player
tourneys-name = Name of the tournament
tourneys-name-example =
    .placeholder = Friday gin
tourneys-format = Format
tourneys-format-arena = Arena: as many games as you can play in the time
tourneys-format-swiss = Swiss: a number of rounds, everyone plays each round
tourneys-rules = Rules
tourneys-target = Target score
tourneys-clock = Move clock
tourneys-clock-none = No clock
tourneys-clock-blitz = Blitz: 10 seconds a move, 30 in the bank
tourneys-clock-rapid = Rapid: 20 seconds a move, 60 in the bank
tourneys-clock-classical = Classical: 45 seconds a move, 3 minutes in the bank
tourneys-starts = Starts in (minutes)
tourneys-lasts = Lasts (minutes)
tourneys-rounds = Rounds
tourneys-rated = Rated: the games count for the ratings
tourneys-private = Private: not listed, only people with the link can join
tourneys-submit = Create the tournament
tourneys-link = Link to the tournament
tourneys-open = Open the tournament
# $error: why (the server's or the browser's words).
tourneys-load-error = Could not load the tournaments: { $error }
# A field of the form given a number out of its range; $field is one of the four below.
tourneys-whole = { $field }: a whole number from { $low } to { $high }.
tourneys-field-target = Target score
tourneys-field-starts = Starts in
tourneys-field-lasts = Lasts
tourneys-field-rounds = Rounds
tourneys-name-short = Please give the tournament a name (3 letters or more).
# $name: the tournament's name, as its organiser typed it.
tourneys-made-private = { $name } is made. It is private: send this link to the people you want to play.
tourneys-made-listed = { $name } is made and listed here. Its link:
# $name: the organiser's name (a link to their profile).
tourneys-organise-as = You organise as { $name }.
tourneys-name-later = Your online name is made when you create or join a tournament.
# In a tournament of the list: who made it ($name: a link to the organiser's profile).
tourneys-by = by { $name }
tourneys-by-site = by the site

## Words both pages share

tourney-copy = Copy
tourney-copied = Copied
tourney-players =
    { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
# The format's name as a tag: $format is "arena" or "swiss".
tourney-format-name =
    { $format ->
        [swiss] Swiss
       *[other] Arena
    }
tourney-format-arena =
    { $minutes ->
        [one] Arena, { $minutes } minute
       *[other] Arena, { $minutes } minutes
    }
tourney-format-swiss =
    { $rounds ->
        [one] Swiss, { $rounds } round
       *[other] Swiss, { $rounds } rounds
    }
# A rules preset by name ($preset); $label is the server's name for one not listed here.
tourney-preset =
    { $preset ->
        [standard] Standard
        [oklahoma] Oklahoma
        [oklahoma-spades] Oklahoma, spades double
        [straight] Straight gin
        [hollywood] Hollywood
        [eaai] EAAI tournament
        [openspiel] OpenSpiel (one hand)
       *[other] { $label }
    }
tourney-preset-none = Gin rummy
# $game: the rules preset's name; $target: the game's target score.
tourney-game-to = { $game }, to { $target }
tourney-clock-none = no clock
# A move clock: $clock is "blitz", "rapid" or "classical"; $move and $bank in seconds.
tourney-clock =
    { $clock ->
        [blitz] blitz clock
        [rapid] rapid clock
        [classical] classical clock
       *[other] { $clock } clock
    } ({ $move } s a move, { $bank } s in the bank)
tourney-clock-other = { $clock } clock
tourney-rated = rated
tourney-unrated = not rated
# A countdown of more than a day: "2 days 3:00:00" ($clock: the hours, minutes, seconds).
tourney-countdown-days =
    { $days ->
        [one] { $days } day { $clock }
       *[other] { $days } days { $clock }
    }

## Where a tournament stands

tourney-finished = Finished
# $winner: the winner's name.
tourney-finished-won = Finished: { $winner } won
tourney-starting-soon = Starting soon
tourney-starting = Starting…
tourney-starting-now = Starting now
# $time: a countdown ("4:59") or, for a screen reader, words (tourney-when-*).
tourney-starts-in = Starts in { $time }
tourney-round-of = Round { $round } of { $rounds }
tourney-running = Running
tourney-ending = Ending…
tourney-ending-label = Ending: the last games are being played
tourney-ends-in = Ends in { $time }
# A time left in words, as it reads after "Starts in" and "Ends in" above.
tourney-when-seconds =
    { $count ->
        [one] { $count } second
       *[other] { $count } seconds
    }
tourney-when-minutes =
    { $count ->
        [one] about { $count } minute
       *[other] about { $count } minutes
    }
tourney-when-hours =
    { $count ->
        [one] about { $count } hour
       *[other] about { $count } hours
    }
tourney-when-days =
    { $count ->
        [one] about { $count } day
       *[other] about { $count } days
    }

## The standings

tourney-streak =
    .title = On a streak: the next win counts double
tourney-streak-words = on a streak
tourney-tag-left = left
tourney-tag-paused = paused
tourney-tag-you = you
# A player whose name is not known.
tourney-someone = Player
# $points: the points of each game in order ("2, 4, 0").
tourney-sheet = Points by game: { $points }

## Refusals of Join, Pause and Leave

tourney-refused-finished = This tournament is over.
tourney-refused-full = This tournament is full.
tourney-refused-started = This Swiss tournament is past its first round: too late to join.
tourney-refused-unknown = There is no such tournament (the link may be old).

## One tournament (/tournaments/<id>)

tourney-title = Tournament: Gin Rummy online
# $name: the tournament's name.
tourney-title-named = { $name }: Gin Rummy tournament
tourney-skip = Skip to the tournament
tourney-private = private
tourney-invite = Private: only people with this link can join it
tourney-your-name = Your name
tourney-player =
    .placeholder = Player
tourney-standings = Standings
tourney-rank = Rank
tourney-player-head = Player
tourney-points = Points
tourney-games-head = Games
tourney-sheet-head = Sheet
tourney-tie-break = Tie-break
    .title = Tie-break: the points of the opponents met (Buchholz)
tourney-nobody = Nobody has joined yet.
tourney-games = Games
tourney-no-game-now = No game is being played right now.
tourney-no-game-played = No game was played.
tourney-byes = Byes
tourney-unreachable = Cannot reach the server. Check the connection and try again.
tourney-refused-status = The server refused the request ({ $status }).
tourney-load-error = Could not load the tournament: { $error }
# $name: the organiser's name (a link).
tourney-organised-by = Organised by { $name }
tourney-scoring-swiss = Everyone plays each round, paired with players on the same score, never twice with one opponent; a player left over has a bye. Equal points are split by the tie-break: the points of the opponents met.
tourney-scoring-arena = A win scores points; after two wins in a row each win counts double (🔥) until a game is lost. You are paired again as soon as you and another player are free.
tourney-challenge = Challenge
tourney-view = View
tourney-your-game = Your game
tourney-watch = Watch
# The round of a game in the list.
tourney-game-round = Round { $round }
# A game of the list: $players are its two players' names, $result how it ended.
tourney-game-result = { $players }: { $result }
tourney-game-won = { $winner } won
tourney-game-aborted = aborted
# The players who sat out a round ($players: their names).
tourney-bye-round = Round { $round }: { $players }
tourney-join = Join
tourney-join-again = Join again
tourney-resume = Resume
tourney-pause = Pause
tourney-leave = Leave
tourney-note-won = { $winner } won this tournament.
tourney-note-over = This tournament is over.
tourney-note-too-late = This Swiss tournament is past its first round: too late to join. Watch its games below.
tourney-note-join-coming = Join now: your first game starts by itself when the tournament starts.
tourney-note-join-swiss = Joining during the first round, you play from the second.
tourney-note-paused = You are paused: you are not paired until you resume.
tourney-note-in-coming = You are in. Your first game starts by itself when the tournament starts: keep this page open.
tourney-note-in = You are in. Your next game starts by itself: keep this page open.
tourney-said-join = You are in the tournament.
tourney-said-pause = You are paused.
tourney-said-leave = You left the tournament.
tourney-game-on = Your game is on!
tourney-go-to-table = Go to your table
tourney-game-starting = Your game is starting.

## At the table of a tournament game

tourney-next-ready = Your next tournament game is ready.
tourney-next-go = Go to that table
tourney-next-going = Your next tournament game is ready: going to its table.
