# The browser's words every page shares: the site's menu and the language menu.
# Ids of the pages' own words start with their page (web-<page>.ftl).

language-menu-label = Idioma

## The site's menu (the header of every page but the table)

nav-play = Jogar
nav-lobby = Salão
nav-tournaments = Torneios
nav-leaderboard = Classificação
nav-profile = Seu perfil
nav-stats = Suas estatísticas
nav-rules = Como jogar
nav-online =
    .aria-label = Jogo on-line
nav-pages =
    .aria-label = Páginas
# loan: the same word in this language
nav-site =
    .aria-label = Site
