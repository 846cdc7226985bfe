# The browser's words every page shares: the site's menu and the language menu.
# Ids of the pages' own words start with their page (web-<page>.ftl).

language-menu-label = Langue

## The site's menu (the header of every page but the table)

nav-play = Jouer
nav-lobby = Salon
nav-tournaments = Tournois
nav-leaderboard = Classement
nav-profile = Votre profil
nav-stats = Vos statistiques
nav-rules = Comment jouer
nav-online =
    .aria-label = Jeu en ligne
# loan: the same word in this language
nav-pages =
    .aria-label = Pages
# loan: the same word in this language
nav-site =
    .aria-label = Site
