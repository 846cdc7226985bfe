# شاشة إعداد اللعبة بملء الشاشة.

setup-title = جن رمي: لعبة جديدة ضد الحاسوب
setup-opponent = الخصم
setup-preset = القواعد الجاهزة
setup-knock-limit = حد الدق
setup-knock-limit-gin-only = حد الدق (جن فقط)
setup-knock-limit-upcard = حد الدق (حسب الورقة المكشوفة)
setup-game-to = الجولة حتى
setup-scoring = التسجيل (جن/قطع مضاد)
setup-scoring-preset = كما في القواعد الجاهزة
setup-oklahoma = أوكلاهوما
setup-straight = جن خالص
setup-big-gin = جن كبير
setup-yes = نعم
setup-no = لا
setup-play = العب (Enter)
setup-quit = خروج (Esc)
setup-save-broken = لا يمكن استئناف اللعبة المحفوظة ({ $error })؛ ستحل محلها لعبة جديدة.
setup-save-found = هناك لعبة محفوظة: اخرج (Esc) وشغّل `ginrummy play --resume` لإكمالها.
# A computer level by name; $level is easy, medium, hard, apprentice or master.
setup-level =
    { $level ->
        [easy] سهل
        [medium] متوسط
        [hard] صعب
        [apprentice] متدرّب
        [master] خبير
       *[other] { $level }
    }
