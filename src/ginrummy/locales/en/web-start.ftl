# The start page (index.html, start.js) and what the pages share from it: the identity
# panel (identity.js, devices.js), "Play someone now" (pairing.js), the settings dialog
# (settings-panel.js) and the shared words of common.js.

start-title = Gin Rummy: play in your browser
start-meta =
    .content = Free gin rummy in the browser: play the computer or invite a friend. No account needed.
start-skip = Skip to the game options
start-site-name = Gin Rummy
start-tagline = Free, no account. Play someone online, the computer, or send a friend a link.
start-settings = Settings

## Play now

start-play-now = Play now
start-play-computer = Play the computer
start-play-someone = Play someone now
start-invite-friend = Invite a friend
start-options = Options

## Options

start-identity =
    .aria-label = Your online name
start-name = Your name
start-optional = (optional)
start-name-input =
    .placeholder = Player
start-levels = Computer level
start-rules = Rules
start-preset = Preset
start-how-to-play = How to play
start-how-to-play-note = (these rules, new tab)
start-target = Target score
start-more-options = More options
start-move-clock = Move clock
start-move-clock-friend = (a friend's game)
start-for-pairing = (play someone now)
start-no-clock = No clock
start-clock-15 = 15 seconds a move, 30 in the bank
start-clock-30 = 30 seconds a move, 60 in the bank
start-clock-60 = 60 seconds a move, 2 minutes in the bank
start-rating-range = Opponent's rating
start-any-rating = Any rating
start-within = Within { $points } of mine
start-notes = "Play someone now" meets another person who wants the same rules and target score (and the move clock and rating range above): rated and timed. "Invite a friend" opens your table with a link to send; whoever opens it takes the other seat, and the game starts.
# the placeholder of an option's field that may be left empty
start-option-off = off
start-option-empty-off = (empty: off)
start-error-number = { $label }: please give a number.
start-error-whole = { $label }: please give a whole number.
start-error-min = { $label }: at least { $min }.
start-error-max = { $label }: at most { $max }.
start-error-options = Could not load the game options: { $error }
start-error-loading = The game options are still loading.

## Your games, your statistics, the keys

start-your-games = Your games
start-resume-computer = Computer
start-resume-player = Player
start-resume-empty-seat = (empty seat)
start-resume-vs = vs
start-resume-waiting = waiting for a friend
start-resume-playing = in play
start-stats = Your statistics
start-this-browser = (this browser)
start-stat-games = Games
start-stat-wins = Wins
start-stat-gins = Gins
start-stat-undercuts = Undercuts
start-stat-average = Average points
start-stats-link = Your statistics: every level, streaks, your finished games and their replays
start-keys = Keyboard: on the table, arrow keys move between your cards, Enter discards,
start-key-draw = draws,
start-key-take = takes the upcard,
start-key-pass = passes,
start-key-knock = knocks,
start-key-hint = asks for a hint,
start-key-all = shows all keys.

## Play someone now (pairing.js)

start-pairing-cancel = Cancel
start-pairing-computer = Play the computer while you wait
start-new-tab = (new tab)
start-pairing-here = Play the computer here while you wait
start-pairing-keep-open = Keep this tab open: it goes to your table as soon as an opponent is found.
start-pairing-looking = Looking for an opponent…
# $pool: the rules and target ("Standard, to 100")
start-pairing-waiting = Looking for an opponent… { $count } waiting in this pool ({ $pool }).
start-pairing-looking-trouble = Looking for an opponent… ({ $error })
# the tab's title while waiting; $page: the page's own title
start-pairing-title = Looking for an opponent – { $page }
start-pairing-found = Opponent found! Going to the table...
start-pairing-no-seat = An opponent was found, but this browser did not get the seat. Please try again.
start-pairing-left = You are no longer in the queue. Press “Play someone now” to look again.
start-pairing-notice-found = An opponent is found!
start-pairing-notice-go = Go to that table
start-pairing-notice-found-said = An opponent is found. The link to the table is at the top of the page.
start-pairing-notice-other-tab = Still looking for an opponent in your other tab…
start-pairing-notice-holding = Still looking for an opponent while you play the computer…
start-pairing-stop = Stop looking
start-pairing-notice-replaced = An opponent was found: this is your game against them. Your game against the computer was left as it stood.

## Your online name (identity.js); $name is a player's name

start-identity-you-are = You are { $name }
start-identity-change-name = change name
start-identity-transfer = use on another device
start-identity-devices = devices
start-identity-enter-code = enter a code from another device
start-identity-newcomer = Playing people online gives you a name with a number (like Ann#4821): no account, no e-mail.
start-identity-enter-code-first = Enter a code from another device
start-identity-new-name = New name
start-identity-save = Save
start-identity-type-name = Please type a name.
start-identity-renamed = Your name is now { $name }.
start-identity-code-label =
    .aria-label = One-time code
start-identity-code-how =
    On the other device, open this site and choose “enter a code”. The code works once, for { $minutes ->
        [one] { $minutes } minute:
       *[other] { $minutes } minutes:
    }
start-identity-code-said = One-time code: { $code }
start-identity-code-input = Code from your other device
start-identity-replacing = This browser will then play as that player instead of { $name }.
start-identity-use-code = Use it
start-identity-type-code = Please type the code.
start-identity-welcome = Welcome back, { $name }.
start-identity-bad-code = That code is unknown, used or expired: make a new one on the other device.
start-identity-signed-out = This browser was signed out from another of your devices, so it starts afresh as a new visitor: your games and name stay with your other devices.

## Your devices (devices.js); $device is a device's name

start-devices-label =
    .aria-label = Your devices
start-devices-intro = Devices signed in with this name. Sign out one you lost or no longer use: it becomes a new visitor at once.
# $date: the day it was added ("Dec 5, 2026")
start-devices-added-this = added { $date }, this device
start-devices-added-seen = added { $date }, last seen { $seen }
start-devices-just-now = just now
start-devices-minutes-ago =
    { $count ->
        [one] { $count } minute ago
       *[other] { $count } minutes ago
    }
start-devices-hours-ago =
    { $count ->
        [one] { $count } hour ago
       *[other] { $count } hours ago
    }
start-devices-days-ago =
    { $count ->
        [one] { $count } day ago
       *[other] { $count } days ago
    }
start-devices-this = (this device)
start-devices-only-one = the only one
start-devices-sign-out = Sign out
start-devices-sign-out-label = Sign out { $device }, { $details }
start-devices-sign-out-others =
    { $count ->
        [one] Sign out the other device
       *[other] Sign out all { $count } other devices
    }
start-devices-signed-out = { $device } is signed out.
start-devices-others-signed-out =
    { $count ->
        [one] The other device is signed out.
       *[other] { $count } other devices are signed out.
    }

## The settings dialog (settings-panel.js)

start-settings-kept = Applied at once and kept in this browser.
start-settings-done = Done
start-settings-cards = Cards
start-settings-large-cards = Large cards
start-settings-four-colour = Four-colour deck
start-settings-four-colour-note = Clubs green, diamonds blue, hearts red, spades black.
start-settings-sort = Sort your hand
start-settings-sort-melds = By melds
start-settings-sort-suit = By suit
start-settings-sort-rank = By rank
start-settings-sort-custom = As I arrange it
start-settings-sort-note = Drag a card within your hand, or press Alt with the arrow keys, to arrange it yourself.
start-settings-look = Look
start-settings-theme = Theme
start-settings-like-device = Like my device
start-settings-theme-light = Light
start-settings-theme-dark = Dark
start-settings-motion = Motion
start-settings-motion-reduced = Reduced
start-settings-motion-full = Full
start-settings-motion-note = Reduced: cards appear without moving.
start-settings-play = Play
start-settings-sounds = Sounds
start-settings-speed = Computer speed
start-settings-speed-slow = Slow
start-settings-speed-normal = Normal
start-settings-speed-fast = Fast
start-settings-auto-next = Deal the next hand by itself
start-settings-auto-next-note = A few seconds after each hand's result.
start-settings-guide = Explain the rules as they come up
start-settings-forgiveness = Forgiveness
start-settings-take-back = Take back a discard against the computer
start-settings-take-back-note = Until the computer moves; counted in your statistics.
start-settings-confirm-discard = Ask before each discard against a person

## Shared words (common.js)

# a game's rules and target: "Oklahoma, to 150"
start-game-to = { $name }, to { $target }
start-gin-rummy = Gin rummy
start-ago-now = just now
start-ago-minutes = { $count } min ago
start-ago-hours = { $count } h ago

## The invite page (join.html, join.js); $host is the inviting player's name

start-join-title = Join a game of gin rummy
start-join-heading = You are invited to a game
start-join-looking = Looking up the game...
start-join-take-seat = Take the seat
start-join-home = Start a new game instead
start-join-a-friend = A friend
# $rules: the rules preset's name; $target: the points the game is played to
start-join-invite-full = { $host } invites you to a game of gin rummy ({ $rules } rules), first to { $target } points.
start-join-invite-rules = { $host } invites you to a game of gin rummy ({ $rules } rules).
start-join-invite-target = { $host } invites you to a game of gin rummy, first to { $target } points.
start-join-invite = { $host } invites you to a game of gin rummy.
start-join-no-id = This link is missing the game's id.
start-join-seated = You already have a seat in this game. Going to the table...
start-join-no-game = This game does not exist (the link may be old or mistyped).
start-join-full = Both seats in this game are taken already.
start-join-taken = Someone else took the seat first: both seats are taken.

## The page of an address with nothing behind it (notfound.html)

start-notfound-title = Not found – Gin Rummy
start-notfound-heading = There is nothing here
start-notfound-text = No page or game has this address. The link may be mistyped, or the game was removed from the server.
start-notfound-home = Go to the start page
start-notfound-lobby = The lobby
start-notfound-rules = How to play
