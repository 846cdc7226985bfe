# The online pages' words: the lobby, the leaderboard, a player's profile, the
# challenges (the notices at the foot of every page and the challenge form), the
# statistics and the replays. Ids start with their page: lobby-, leaderboard-,
# profile-, challenge-, stats-, replay-; online- for what several of them share.

## Shared by the online pages

online-brand = Gin Rummy
# A player's name when the server has none.
online-player = Player
# A rules preset by name ($rules: standard, oklahoma, ...; another name as it is).
online-preset =
    { $rules ->
        [standard] Standard
        [oklahoma] Oklahoma
        [oklahoma-spades] Oklahoma, spades double
        [straight] Straight gin
        [hollywood] Hollywood
        [eaai] EAAI tournament
        [openspiel] OpenSpiel (one hand)
       *[other] { $rules }
    }
# A kind of game: the rules and the target score ("Standard, to 100").
online-game-kind = { $rules }, to { $target }
# A level of the computer by name.
online-level =
    { $level ->
        [easy] easy
        [medium] medium
        [hard] hard
        [apprentice] apprentice
        [master] master
       *[other] { $level }
    }
# The computer as an opponent: "Computer (easy)".
online-computer = Computer ({ $level })
# How long ago: under a minute, minutes, hours (older: the date).
online-ago-now = just now
online-ago-minutes = { $count } min ago
online-ago-hours = { $count } h ago
# A server's refusal with no words of its own in the catalogs: $error is its message.
online-problem = { $error }

## The lobby (lobby.html, lobby.js)

lobby-title = Lobby: Gin Rummy online
lobby-description =
    .content = Open gin rummy tables to join, games to watch, and people waiting to play.
lobby-skip = Skip to the tables
lobby-loading = Loading the lobby...
lobby-tables-heading = Open tables
lobby-tables-intro = Public tables waiting for a second player: join one to start.
lobby-tables-empty = No open table right now: create one, or play someone now.
lobby-games-heading = Games in play
lobby-games-empty = No public game is being played right now.
lobby-waiting-heading = Waiting to be paired
lobby-pools-empty = Nobody is waiting right now.
lobby-play-now = Play someone now
lobby-create-heading = Create a public table
lobby-name-label = Your name
lobby-name =
    .placeholder = Player
lobby-rules-label = Rules
lobby-target-label = Target score
lobby-clock-label = Move clock
lobby-clock-none = No clock
lobby-clock-15 = 15 seconds a move, 30 in the bank
lobby-clock-30 = 30 seconds a move, 60 in the bank
lobby-clock-60 = 60 seconds a move, 2 minutes in the bank
lobby-create = Create the table
# The host of an open table: their rating, or none yet.
lobby-host-new = new player
lobby-host-rating = rating { $rating }
lobby-your-table = Your table
lobby-join = Join
lobby-watch = Watch
# A game in play: its two players ($first and $second are names).
lobby-versus = { $first } vs { $second }
lobby-watchers =
    { $count ->
        [0] nobody watching
       *[other] { $count } watching
    }
lobby-pool-waiting = { $count } waiting
lobby-summary =
    { $tables ->
        [one] { $tables } open table
       *[other] { $tables } open tables
    }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    } in play, { $waiting } waiting to be paired.
lobby-updated = { $summary } Updated { $time }.
lobby-load-failed = Could not load the lobby: { $error }
lobby-seat-taken = Someone else took that seat first.
lobby-own-table = This is your own table: wait at it for someone to sit down.
# "You play as Ann#4821 (change your name on the start page)."; $name and $start are links.
lobby-you-play-as = You play as { $name } (change your name on the { $start }).
lobby-start-page = start page
lobby-name-later = Your online name is made when you create or join a table.
lobby-target-invalid = Target score: a whole number from 1 to 1000.

## The leaderboard (leaderboard.html, leaderboard.js)

leaderboard-title = Leaderboard: Gin Rummy online
leaderboard-skip = Skip to the leaderboard
leaderboard-heading = Leaderboard
leaderboard-pool-label = Kind of game
leaderboard-intro = Glicko-2 ratings, one list per kind of game (rules and target score). A rating counts here after 10 games; until then it is provisional.
leaderboard-caption = Ranking
leaderboard-rank = Rank
leaderboard-player = Player
leaderboard-rating = Rating
leaderboard-games = Games
leaderboard-challenge-column = Challenge
leaderboard-you = you
leaderboard-caption-pool = Ranking: { $kind }
leaderboard-empty = Nobody is ranked in { $kind } yet: a rating counts after 10 games.
leaderboard-status =
    { $count ->
        [one] { $kind }: { $count } ranked player.
       *[other] { $kind }: { $count } ranked players.
    }
leaderboard-load-failed = Could not load the leaderboard: { $error }

## Challenges (challenges.js): the notices and the form

challenge-notices =
    .aria-label = Challenges
challenge-button = Challenge
challenge-clock-30 = 30 s a move, 60 s bank
challenge-clock-15 = 15 s a move, 30 s bank
challenge-clock-60 = 60 s a move, 120 s bank
challenge-clock-none = No clock
# A clock in words: "30 s a move, 60 s bank"; without a bank, "30 s a move".
challenge-clock = { $move } s a move, { $bank } s bank
challenge-clock-no-bank = { $move } s a move
challenge-no-clock = no clock
challenge-rated = rated
challenge-casual = casual
# A challenge's game: "Standard, to 100, 30 s a move, 60 s bank, rated".
challenge-game = { $kind }, { $clock }, { $rated }
challenge-incoming = { $name } challenges you: { $game }.
challenge-outgoing = Waiting for { $name } to answer your challenge ({ $game })...
challenge-declined = { $name } declined your challenge.
challenge-expired = { $name } did not answer your challenge in time.
challenge-accept = Accept
challenge-decline = Decline
challenge-cancel = Cancel
challenge-dismiss = Dismiss
# The form's title: "Challenge Ann#4821".
challenge-title = Challenge { $name }
challenge-rules = Rules
challenge-target = Play to
challenge-clock-label = Clock
challenge-rated-box = Rated (unticked: a casual game)
challenge-send = Send challenge

## A player's profile (profile.html, profile.js, chart.js)

profile-title = Player profile: Gin Rummy online
# The page's title once the player is known ($name).
profile-title-named = { $name }: Gin Rummy player
profile-skip = Skip to the profile
profile-me = This is you.
profile-change-name = Change your name
profile-me-end = on the start page.
profile-ratings-heading = Ratings
profile-ratings-empty = No rated game yet.
profile-chart-heading = Rating history
profile-numbers = The numbers
profile-levels-heading = Against the computer
profile-recent-heading = Recent games
profile-following-heading = Following
profile-following-intro = Online: a page of this site open in the last 30 seconds.
profile-following-empty = You follow nobody yet: "Follow" on a player's profile adds them here.
profile-unrated-heading = Games not rated
profile-tournaments-heading = Tournaments
profile-blocked-heading = Players you blocked
profile-blocked-intro = You are never paired with them.
profile-provisional = provisional
profile-provisional-why =
    .title = Fewer than 10 games: not ranked yet
profile-games =
    { $count ->
        [one] { $count } game
       *[other] { $count } games
    }
profile-since = playing since { $date }
# The chart's dots and its description; $kind is a kind of game.
profile-point-start = { $kind }: { $rating } before the first game
profile-point = { $kind }: { $rating } after game { $game }
profile-point-dated = { $kind }: { $rating } after game { $game } ({ $date })
profile-chart-line =
    { $games ->
        [one] { $kind }: from { $from } to { $to } over { $games } game
       *[other] { $kind }: from { $from } to { $to } over { $games } games
    }
profile-chart-title = Rating history of { $name }
# The chart's x axis: "game 1".
profile-chart-game = game { $number }
profile-col-kind = Kind of game
profile-col-game = Game
profile-col-rating = Rating
profile-col-when = When
profile-col-level = Level
profile-col-won = Won
profile-col-lost = Lost
profile-col-opponent = Opponent
profile-col-result = Result
profile-col-counted = Counted as
profile-col-tournament = Tournament
profile-col-format = Format
profile-col-place = Place
profile-col-points = Points
profile-chart-table = Rating after each game
profile-levels-caption = Games won and lost against each computer level
profile-levels-empty = No rated game against the computer yet.
profile-level =
    { $level ->
        [easy] Easy
        [medium] Medium
        [hard] Hard
        [apprentice] Apprentice
        [master] Master
       *[other] { $level }
    }
profile-won = Won
profile-lost = Lost
profile-recent-caption = Recent rated games
profile-recent-empty = No rated game yet.
profile-unrated-no-move = aborted: ended before both players moved
profile-unrated-shared-address = not rated: both players play from one address
profile-unrated-bulk-made = not rated: a player made in a burst of new players
profile-unrated-aborted = aborted
profile-unrated-unrated = not rated
profile-unrated-caption = Recent games that were not rated
profile-format =
    { $format ->
        [swiss] Swiss
        [arena] Arena
       *[other] { $format }
    }
profile-place = { $rank } of { $players }
profile-playing-now = playing now
profile-coming = coming
profile-tournaments-caption = Tournaments played
profile-tournaments-empty = No tournament yet.
profile-unblock = Unblock
profile-follow = Follow
profile-unfollow = Unfollow
profile-unblock-player = Unblock this player
profile-block-player = Never pair me with this player
profile-presence =
    { $state ->
        [playing] playing now
        [online] online
       *[offline] offline
    }
profile-watch = Watch
profile-no-player = No player here yet: play someone online or the computer first.
profile-not-found = There is no such player.

## The statistics (stats.html, stats.js) and the replays (replay.js)

stats-title = Your statistics: Gin Rummy
stats-description =
    .content = Your gin rummy statistics, your finished games and their replays.
stats-skip = Skip to your statistics
stats-heading = Your statistics
stats-this-browser = (this browser)
# $name is the player's online name.
stats-every-device = ({ $name }, on every device, and this browser)
stats-games = Games
stats-wins = Wins
stats-win-rate = Win rate
stats-streak = Winning streak
stats-longest = Longest streak
stats-gins = Gins
stats-undercuts = Undercuts
stats-knocks = Knocks won
stats-takebacks = Take-backs
stats-levels-heading = By opponent
stats-against = Against
stats-all-games = All games
stats-level =
    { $level ->
        [easy] Computer, easy
        [medium] Computer, medium
        [hard] Computer, hard
        [apprentice] Computer, apprentice
        [master] Computer, master
        [people] People
       *[other] { $level }
    }
stats-games-heading = Finished games
stats-games-empty = No finished game yet.
stats-play-one = Play one
stats-games-empty-end = : it will be listed here.
stats-more = Older games
stats-won = Won
stats-lost = Lost
# A finished game: " 112–45 against Ann" ($score, then the opponent).
stats-game-against = { $score } against { $opponent }
stats-they-resigned = they resigned
stats-resigned = resigned
stats-claimed = claimed
stats-aborted = aborted: not rated
stats-rated = rated
stats-replay = Replay
stats-load-failed = Could not load your statistics: { $error }
stats-replay-heading = Replay
stats-replay-close = Close the replay
stats-replay-loading = Loading the game…
stats-replay-failed = Could not load the game: { $error }
stats-replay-other-browser = This game was played in another browser: replay it there, or use the same online name here ("use on another device" on the start page).
stats-replay-not-finished = This game is not over yet: replays are of finished games.
stats-replay-not-stored = This game is not stored on this server.
stats-replay-truncated = (only the first steps: the game is very long)
# The replay's title: how it went, the kind of game and when.
stats-replay-line = { $summary } { $kind }, { $when }.
replay-count-lines = The count, line by line
replay-controls =
    .aria-label = Step through the game
replay-first =
    .title = First step (Home)
replay-first-text = First step
replay-prev =
    .title = Back (←)
replay-prev-text = Back
replay-next =
    .title = Forward (→)
replay-next-text = Forward
replay-last =
    .title = Last step (End)
replay-last-text = Last step
replay-hands =
    .aria-label = Go to a hand
replay-hand-label = Hand
replay-prev-hand = Previous hand
    .title = The previous hand's deal (Page Up)
replay-next-hand = Next hand
    .title = The next hand's deal (Page Down)
replay-step-label = Step
replay-keys = Keys:
replay-keys-step = step,
replay-keys-hands = the previous and next hands,
replay-keys-ends = the first and last steps.
replay-key-page-up = Page Up
replay-key-page-down = Page Down
replay-key-home = Home
replay-key-end = End
replay-moves = Moves this hand
replay-you-deal = you deal
replay-deals = { $name } deals
replay-deal = Hand { $hand }: the cards are dealt ({ $dealer }).
replay-a-move = A move.
replay-hand-over = { $text } The hand is over.
replay-step = Step { $step } of { $total }: { $text }
replay-step-value = Step { $step } of { $total }, hand { $hand }
replay-hand-of = Hand { $hand } of { $hands }
replay-score = Hand { $hand } · You { $mine }, { $name } { $theirs } · playing to { $target }
replay-you-are = You ({ $name })
replay-deadwood = deadwood { $count }
replay-discard-size = Discard pile: { $count }
replay-just-taken = { $card }, just taken
replay-meld =
    .aria-label = Meld
replay-deadwood-group =
    .aria-label = Deadwood
replay-summary-won =
    { $hands ->
        [one] You won { $mine } to { $theirs } against { $name }{ $how }, { $hands } hand.
       *[other] You won { $mine } to { $theirs } against { $name }{ $how }, { $hands } hands.
    }
replay-summary-lost =
    { $hands ->
        [one] You lost { $mine } to { $theirs } against { $name }{ $how }, { $hands } hand.
       *[other] You lost { $mine } to { $theirs } against { $name }{ $how }, { $hands } hands.
    }
replay-resigned = (resigned)
replay-claimed = (claimed)
