# صفحات البطولات: القائمة ونموذجها (tournaments.html, tournaments.js)، وبطولة واحدة
# (tournament.html, tournament.js)، وكلماتهما المشتركة (tourney.js)، وتنبيه الطاولة
# بالمباراة التالية في البطولة (tourneytable.js).
# أسماء اللاعبين والبطولات لا تُكتب هنا أبدًا: هي متغيرات.

## قائمة البطولات (/tournaments)

tourneys-title = البطولات: جن رمي على الإنترنت
tourneys-meta =
    .content = بطولات جن رمي بنظام الساحة والنظام السويسري: القادمة والجارية والمنتهية، ونموذج لإنشاء بطولتك.
tourneys-skip = انتقل إلى البطولات
tourneys-running = جارية الآن
tourneys-running-empty = لا توجد بطولة جارية الآن.
tourneys-coming = قادمة
tourneys-coming-empty = لا توجد بطولة مخططة: أنشئ واحدة.
tourneys-finished = منتهية
tourneys-finished-empty = لم تنتهِ أي بطولة بعد.
tourneys-create = إنشاء بطولة
tourneys-your-name = اسمك
tourneys-player =
    .placeholder = لاعب
tourneys-name = اسم البطولة
tourneys-name-example =
    .placeholder = جن الجمعة
tourneys-format = النظام
tourneys-format-arena = الساحة: العب أكبر عدد من المباريات في الوقت المحدد
tourneys-format-swiss = السويسري: عدد من الجولات، ويلعب الجميع في كل جولة
tourneys-rules = القواعد
tourneys-target = النتيجة المستهدفة
tourneys-clock = ساعة النقلات
tourneys-clock-none = بلا ساعة
tourneys-clock-blitz = خاطف: 10 ثوانٍ للنقلة، و30 في الرصيد
tourneys-clock-rapid = سريع: 20 ثانية للنقلة، و60 في الرصيد
tourneys-clock-classical = كلاسيكي: 45 ثانية للنقلة، و3 دقائق في الرصيد
tourneys-starts = تبدأ بعد (دقائق)
tourneys-lasts = المدة (دقائق)
tourneys-rounds = الجولات
tourneys-rated = محتسبة: تُحتسب المباريات في التصنيف
tourneys-private = خاصة: غير مدرجة، ولا ينضم إليها إلا من لديه الرابط
tourneys-submit = أنشئ البطولة
tourneys-link = رابط البطولة
tourneys-open = افتح البطولة
tourneys-load-error = تعذّر تحميل البطولات: { $error }
tourneys-whole = { $field }: عدد صحيح من { $low } إلى { $high }.
tourneys-field-target = النتيجة المستهدفة
tourneys-field-starts = تبدأ بعد
tourneys-field-lasts = المدة
tourneys-field-rounds = الجولات
tourneys-name-short = أعطِ البطولة اسمًا (3 أحرف أو أكثر).
tourneys-made-private = أُنشئت { $name }. إنها خاصة: أرسل هذا الرابط إلى من تريد اللعب معهم.
tourneys-made-listed = أُنشئت { $name } وأُدرجت هنا. رابطها:
tourneys-organise-as = أنت تنظّم باسم { $name }.
tourneys-name-later = يُنشأ اسمك على الإنترنت عندما تنشئ بطولة أو تنضم إليها.
tourneys-by = من تنظيم { $name }
tourneys-by-site = من تنظيم الموقع

## كلمات مشتركة بين الصفحتين

tourney-copy = نسخ
tourney-copied = نُسخ
tourney-players =
    { $count ->
        [zero] لا لاعبين
        [one] لاعب واحد
        [two] لاعبان
        [few] { $count } لاعبين
        [many] { $count } لاعبًا
       *[other] { $count } لاعب
    }
tourney-format-name =
    { $format ->
        [swiss] سويسري
       *[other] ساحة
    }
tourney-format-arena =
    { $minutes ->
        [one] ساحة، دقيقة واحدة
        [two] ساحة، دقيقتان
        [few] ساحة، { $minutes } دقائق
        [many] ساحة، { $minutes } دقيقة
       *[other] ساحة، { $minutes } دقيقة
    }
tourney-format-swiss =
    { $rounds ->
        [one] سويسري، جولة واحدة
        [two] سويسري، جولتان
        [few] سويسري، { $rounds } جولات
        [many] سويسري، { $rounds } جولة
       *[other] سويسري، { $rounds } جولة
    }
tourney-preset =
    { $preset ->
        [standard] القياسية
        [oklahoma] أوكلاهوما
        [oklahoma-spades] أوكلاهوما، البستوني يضاعف
        [straight] جن مباشر
        [hollywood] هوليوود
        [eaai] بطولة EAAI
        [openspiel] OpenSpiel (يد واحدة)
       *[other] { $label }
    }
tourney-preset-none = جن رمي
tourney-game-to = { $game }، حتى { $target }
tourney-clock-none = بلا ساعة
tourney-clock =
    { $clock ->
        [blitz] ساعة خاطفة
        [rapid] ساعة سريعة
        [classical] ساعة كلاسيكية
       *[other] ساعة { $clock }
    } ({ $move } ث للنقلة، { $bank } ث في الرصيد)
tourney-clock-other = ساعة { $clock }
tourney-rated = محتسبة
tourney-unrated = غير محتسبة
tourney-countdown-days =
    { $days ->
        [one] يوم واحد و{ $clock }
        [two] يومان و{ $clock }
        [few] { $days } أيام و{ $clock }
        [many] { $days } يومًا و{ $clock }
       *[other] { $days } يوم و{ $clock }
    }

## أين وصلت البطولة

tourney-finished = انتهت
tourney-finished-won = انتهت: فاز { $winner }
tourney-starting-soon = تبدأ قريبًا
tourney-starting = تبدأ…
tourney-starting-now = تبدأ الآن
tourney-starts-in = تبدأ بعد { $time }
tourney-round-of = الجولة { $round } من { $rounds }
tourney-running = جارية
tourney-ending = تنتهي…
tourney-ending-label = تنتهي: تُلعب المباريات الأخيرة
tourney-ends-in = تنتهي بعد { $time }
tourney-when-seconds =
    { $count ->
        [zero] أقل من ثانية
        [one] ثانية واحدة
        [two] ثانيتين
        [few] { $count } ثوانٍ
        [many] { $count } ثانية
       *[other] { $count } ثانية
    }
tourney-when-minutes =
    { $count ->
        [one] نحو دقيقة
        [two] نحو دقيقتين
        [few] نحو { $count } دقائق
        [many] نحو { $count } دقيقة
       *[other] نحو { $count } دقيقة
    }
tourney-when-hours =
    { $count ->
        [one] نحو ساعة
        [two] نحو ساعتين
        [few] نحو { $count } ساعات
        [many] نحو { $count } ساعة
       *[other] نحو { $count } ساعة
    }
tourney-when-days =
    { $count ->
        [one] نحو يوم
        [two] نحو يومين
        [few] نحو { $count } أيام
        [many] نحو { $count } يومًا
       *[other] نحو { $count } يوم
    }

## الترتيب

tourney-streak =
    .title = في سلسلة انتصارات: الفوز التالي يُحتسب مضاعفًا
tourney-streak-words = في سلسلة انتصارات
tourney-tag-left = غادر
tourney-tag-paused = متوقف مؤقتًا
tourney-tag-you = أنت
tourney-someone = لاعب
tourney-sheet = النقاط في كل مباراة: { $points }

## رفض الانضمام والإيقاف المؤقت والمغادرة

tourney-refused-finished = انتهت هذه البطولة.
tourney-refused-full = هذه البطولة مكتملة.
tourney-refused-started = تجاوزت هذه البطولة السويسرية جولتها الأولى: فات أوان الانضمام.
tourney-refused-unknown = لا توجد بطولة كهذه (ربما الرابط قديم).

## بطولة واحدة (/tournaments/<id>)

tourney-title = بطولة: جن رمي على الإنترنت
tourney-title-named = { $name }: بطولة جن رمي
tourney-skip = انتقل إلى البطولة
tourney-private = خاصة
tourney-invite = خاصة: لا ينضم إليها إلا من لديه هذا الرابط
tourney-your-name = اسمك
tourney-player =
    .placeholder = لاعب
tourney-standings = الترتيب
tourney-rank = المركز
tourney-player-head = اللاعب
tourney-points = النقاط
tourney-games-head = المباريات
tourney-sheet-head = السجل
tourney-tie-break = كسر التعادل
    .title = كسر التعادل: نقاط الخصوم الذين واجههم اللاعب (بوخهولتس)
tourney-nobody = لم ينضم أحد بعد.
tourney-games = المباريات
tourney-no-game-now = لا تُلعب أي مباراة الآن.
tourney-no-game-played = لم تُلعب أي مباراة.
tourney-byes = الاستراحات
tourney-unreachable = تعذّر الوصول إلى الخادم. تحقّق من الاتصال وحاول مرة أخرى.
tourney-refused-status = رفض الخادم الطلب ({ $status }).
tourney-load-error = تعذّر تحميل البطولة: { $error }
tourney-organised-by = من تنظيم { $name }
tourney-scoring-swiss = يلعب الجميع في كل جولة، ضد لاعبين لهم النتيجة نفسها، ولا يلتقي اثنان مرتين؛ ومن يتبقّى يحصل على استراحة. ويُكسر تعادل النقاط بنقاط الخصوم الذين واجههم اللاعب.
tourney-scoring-arena = الفوز يمنح نقاطًا؛ وبعد فوزين متتاليين يُحتسب كل فوز مضاعفًا (🔥) حتى تُخسر مباراة. وتُقرن من جديد حالما تكون أنت ولاعب آخر متفرغين.
tourney-challenge = تحدَّ
tourney-view = عرض
tourney-your-game = مباراتك
tourney-watch = شاهد
tourney-game-round = الجولة { $round }
# loan: only the two placeholders and a colon, the same in this language
tourney-game-result = { $players }: { $result }
tourney-game-won = فاز { $winner }
tourney-game-aborted = أُلغيت
tourney-bye-round = الجولة { $round }: { $players }
tourney-join = انضم
tourney-join-again = انضم من جديد
tourney-resume = استأنف
tourney-pause = توقف مؤقتًا
tourney-leave = غادر
tourney-note-won = فاز { $winner } بهذه البطولة.
tourney-note-over = انتهت هذه البطولة.
tourney-note-too-late = تجاوزت هذه البطولة السويسرية جولتها الأولى: فات أوان الانضمام. شاهد مبارياتها أدناه.
tourney-note-join-coming = انضم الآن: تبدأ مباراتك الأولى تلقائيًا عند بدء البطولة.
tourney-note-join-swiss = إذا انضممت خلال الجولة الأولى فستلعب ابتداءً من الثانية.
tourney-note-paused = أنت متوقف مؤقتًا: لن تُقرن بأحد حتى تستأنف.
tourney-note-in-coming = أنت مشارك. تبدأ مباراتك الأولى تلقائيًا عند بدء البطولة: أبقِ هذه الصفحة مفتوحة.
tourney-note-in = أنت مشارك. تبدأ مباراتك التالية تلقائيًا: أبقِ هذه الصفحة مفتوحة.
tourney-said-join = أنت في البطولة.
tourney-said-pause = أنت متوقف مؤقتًا.
tourney-said-leave = غادرت البطولة.
tourney-game-on = مباراتك بدأت!
tourney-go-to-table = اذهب إلى طاولتك
tourney-game-starting = مباراتك تبدأ.

## على طاولة مباراة في بطولة

tourney-next-ready = مباراتك التالية في البطولة جاهزة.
tourney-next-go = اذهب إلى تلك الطاولة
tourney-next-going = مباراتك التالية في البطولة جاهزة: ننتقل إلى طاولتها.
