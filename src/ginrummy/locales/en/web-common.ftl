# The browser's words every page shares: the site's menu and the language menu.
# Ids of the pages' own words start with their page (web-<page>.ftl).

language-menu-label = Language

## The site's menu (the header of every page but the table)

nav-play = Play
nav-lobby = Lobby
nav-tournaments = Tournaments
nav-leaderboard = Leaderboard
nav-profile = Your profile
nav-stats = Your statistics
nav-rules = How to play
nav-online =
    .aria-label = Online play
nav-pages =
    .aria-label = Pages
nav-site =
    .aria-label = Site
