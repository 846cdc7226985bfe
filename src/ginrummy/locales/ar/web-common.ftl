# The browser's words every page shares: the site's menu and the language menu.
# Ids of the pages' own words start with their page (web-<page>.ftl).

language-menu-label = اللغة

## The site's menu (the header of every page but the table)

nav-play = العب
nav-lobby = الردهة
nav-tournaments = البطولات
nav-leaderboard = لوحة الصدارة
nav-profile = ملفك الشخصي
nav-stats = إحصاءاتك
nav-rules = طريقة اللعب
nav-online =
    .aria-label = اللعب عبر الإنترنت
nav-pages =
    .aria-label = الصفحات
nav-site =
    .aria-label = الموقع
