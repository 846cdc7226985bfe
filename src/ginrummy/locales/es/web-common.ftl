# The browser's words every page shares: the site's menu and the language menu.
# Ids of the pages' own words start with their page (web-<page>.ftl).

language-menu-label = Idioma

## The site's menu (the header of every page but the table)

nav-play = Jugar
nav-lobby = Salón
nav-tournaments = Torneos
nav-leaderboard = Clasificación
nav-profile = Tu perfil
nav-stats = Tus estadísticas
nav-rules = Cómo se juega
nav-online =
    .aria-label = Juego en línea
nav-pages =
    .aria-label = Páginas
nav-site =
    .aria-label = Sitio
