# The browser's words every page shares: the site's menu and the language menu.
# Ids of the pages' own words start with their page (web-<page>.ftl).

language-menu-label = Lingua

## The site's menu (the header of every page but the table)

nav-play = Gioca
nav-lobby = Sala
nav-tournaments = Tornei
nav-leaderboard = Classifica
nav-profile = Il tuo profilo
nav-stats = Le tue statistiche
nav-rules = Come si gioca
nav-online =
    .aria-label = Gioco online
nav-pages =
    .aria-label = Pagine
nav-site =
    .aria-label = Sito
