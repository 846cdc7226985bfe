# The browser's words every page shares: the site's menu and the language menu.
# Ids of the pages' own words start with their page (web-<page>.ftl).

language-menu-label = Sprache

## The site's menu (the header of every page but the table)

nav-play = Spielen
# loan: the same word in this language
nav-lobby = Lobby
nav-tournaments = Turniere
nav-leaderboard = Rangliste
nav-profile = Dein Profil
nav-stats = Deine Statistik
nav-rules = So wird gespielt
nav-online =
    .aria-label = Online spielen
nav-pages =
    .aria-label = Seiten
nav-site =
    .aria-label = Website
