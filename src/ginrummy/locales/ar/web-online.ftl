# الصفحات على الإنترنت: الردهة ولوحة الصدارة والملف الشخصي والتحديات والإحصاءات
# والإعادات (انظر en/web-online.ftl).

## مشترك

online-brand = جن رمي
online-player = لاعب
online-preset =
    { $rules ->
        [standard] القواعد المعتادة
        [oklahoma] أوكلاهوما
        [oklahoma-spades] أوكلاهوما، البستوني مضاعف
        [straight] جن خالص
        [hollywood] هوليوود
        [eaai] بطولة EAAI
        [openspiel] OpenSpiel (يد واحدة)
       *[other] { $rules }
    }
online-game-kind = { $rules }، حتى { $target }
online-level =
    { $level ->
        [easy] سهل
        [medium] متوسط
        [hard] صعب
        [apprentice] متدرّب
        [master] خبير
       *[other] { $level }
    }
online-computer = الحاسوب ({ $level })
online-ago-now = الآن
online-ago-minutes =
    { $count ->
        [one] قبل دقيقة
        [two] قبل دقيقتين
        [few] قبل { $count } دقائق
       *[other] قبل { $count } دقيقة
    }
online-ago-hours =
    { $count ->
        [one] قبل ساعة
        [two] قبل ساعتين
        [few] قبل { $count } ساعات
       *[other] قبل { $count } ساعة
    }
# loan: only the server's own message, nothing to translate.
online-problem = { $error }

## الردهة

lobby-title = الردهة: جن رمي على الإنترنت
lobby-description =
    .content = طاولات جن رمي مفتوحة للانضمام، ومباريات للمشاهدة، ولاعبون ينتظرون اللعب.
lobby-skip = انتقل إلى الطاولات
lobby-loading = جارٍ تحميل الردهة...
lobby-tables-heading = الطاولات المفتوحة
lobby-tables-intro = طاولات عامة تنتظر لاعبًا ثانيًا: انضم إلى إحداها لتبدأ.
lobby-tables-empty = لا توجد طاولة مفتوحة الآن: أنشئ واحدة، أو العب مع أحدهم الآن.
lobby-games-heading = مباريات جارية
lobby-games-empty = لا تُلعب أي مباراة عامة الآن.
lobby-waiting-heading = في انتظار خصم
lobby-pools-empty = لا أحد ينتظر الآن.
lobby-play-now = العب مع أحدهم الآن
lobby-create-heading = أنشئ طاولة عامة
lobby-name-label = اسمك
lobby-name =
    .placeholder = لاعب
lobby-rules-label = القواعد
lobby-target-label = النتيجة المستهدفة
lobby-clock-label = ساعة النقلات
lobby-clock-none = بلا ساعة
lobby-clock-15 = 15 ثانية للنقلة، و30 في الرصيد
lobby-clock-30 = 30 ثانية للنقلة، و60 في الرصيد
lobby-clock-60 = 60 ثانية للنقلة، ودقيقتان في الرصيد
lobby-create = أنشئ الطاولة
lobby-host-new = لاعب جديد
lobby-host-rating = التصنيف { $rating }
lobby-your-table = طاولتك
lobby-join = انضم
lobby-watch = شاهد
lobby-versus = { $first } ضد { $second }
lobby-watchers =
    { $count ->
        [0] لا أحد يشاهد
        [one] مشاهد واحد
        [two] مشاهدان
        [few] { $count } مشاهدين
       *[other] { $count } مشاهدًا
    }
lobby-pool-waiting =
    { $count ->
        [one] واحد ينتظر
        [two] اثنان ينتظران
        [few] { $count } ينتظرون
       *[other] { $count } ينتظرون
    }
lobby-summary =
    { $tables ->
        [zero] لا طاولات مفتوحة
        [one] طاولة مفتوحة واحدة
        [two] طاولتان مفتوحتان
        [few] { $tables } طاولات مفتوحة
       *[other] { $tables } طاولة مفتوحة
    }، { $games ->
        [zero] لا مباريات جارية
        [one] مباراة جارية واحدة
        [two] مباراتان جاريتان
        [few] { $games } مباريات جارية
       *[other] { $games } مباراة جارية
    }، { $waiting } في انتظار خصم.
lobby-updated = { $summary } آخر تحديث { $time }.
lobby-load-failed = تعذّر تحميل الردهة: { $error }
lobby-seat-taken = سبقك شخص آخر إلى هذا المقعد.
lobby-own-table = هذه طاولتك أنت: انتظر عندها حتى يجلس أحدهم.
lobby-you-play-as = تلعب باسم { $name } (غيّر اسمك من { $start }).
lobby-start-page = صفحة البداية
lobby-name-later = يُنشأ اسمك على الإنترنت عندما تنشئ طاولة أو تنضم إلى واحدة.
lobby-target-invalid = النتيجة المستهدفة: عدد صحيح من 1 إلى 1000.

## لوحة الصدارة

leaderboard-title = لوحة الصدارة: جن رمي على الإنترنت
leaderboard-skip = انتقل إلى لوحة الصدارة
leaderboard-heading = لوحة الصدارة
leaderboard-pool-label = نوع المباراة
leaderboard-intro = تصنيفات Glicko-2، قائمة لكل نوع من المباريات (القواعد والنتيجة المستهدفة). يُحتسب التصنيف هنا بعد 10 مباريات؛ وقبل ذلك يكون مؤقتًا.
leaderboard-caption = الترتيب
leaderboard-rank = المركز
leaderboard-player = اللاعب
leaderboard-rating = التصنيف
leaderboard-games = المباريات
leaderboard-challenge-column = تحدٍّ
leaderboard-you = أنت
leaderboard-caption-pool = الترتيب: { $kind }
leaderboard-empty = لا أحد مصنّف في { $kind } بعد: يُحتسب التصنيف بعد 10 مباريات.
leaderboard-status =
    { $count ->
        [zero] { $kind }: لا لاعبين مصنّفين.
        [one] { $kind }: لاعب مصنّف واحد.
        [two] { $kind }: لاعبان مصنّفان.
        [few] { $kind }: { $count } لاعبين مصنّفين.
       *[other] { $kind }: { $count } لاعبًا مصنّفًا.
    }
leaderboard-load-failed = تعذّر تحميل لوحة الصدارة: { $error }

## التحديات

challenge-notices =
    .aria-label = التحديات
challenge-button = تحدَّ
challenge-clock-30 = 30 ث للنقلة، و60 ث في الرصيد
challenge-clock-15 = 15 ث للنقلة، و30 ث في الرصيد
challenge-clock-60 = 60 ث للنقلة، و120 ث في الرصيد
challenge-clock-none = بلا ساعة
challenge-clock = { $move } ث للنقلة، و{ $bank } ث في الرصيد
challenge-clock-no-bank = { $move } ث للنقلة
challenge-no-clock = بلا ساعة
challenge-rated = محتسبة في التصنيف
challenge-casual = ودية
challenge-game = { $kind }، { $clock }، { $rated }
challenge-incoming = { $name } يتحدّاك: { $game }.
challenge-outgoing = في انتظار ردّ { $name } على تحدّيك ({ $game })...
challenge-declined = رفض { $name } تحدّيك.
challenge-expired = لم يردّ { $name } على تحدّيك في الوقت.
challenge-accept = اقبل
challenge-decline = ارفض
challenge-cancel = ألغِ
challenge-dismiss = أغلق
challenge-title = تحدَّ { $name }
challenge-rules = القواعد
challenge-target = العب حتى
challenge-clock-label = الساعة
challenge-rated-box = محتسبة في التصنيف (دون علامة: مباراة ودية)
challenge-send = أرسل التحدي

## الملف الشخصي

profile-title = ملف اللاعب: جن رمي على الإنترنت
profile-title-named = { $name }: لاعب جن رمي
profile-skip = انتقل إلى الملف الشخصي
profile-me = هذا أنت.
profile-change-name = غيّر اسمك
profile-me-end = من صفحة البداية.
profile-ratings-heading = التصنيفات
profile-ratings-empty = لا مباراة محتسبة بعد.
profile-chart-heading = سجل التصنيف
profile-numbers = الأرقام
profile-levels-heading = ضد الحاسوب
profile-recent-heading = آخر المباريات
profile-following-heading = تتابعهم
profile-following-intro = متصل: صفحة من هذا الموقع مفتوحة خلال آخر 30 ثانية.
profile-following-empty = لا تتابع أحدًا بعد: زر «تابِع» في ملف لاعب يضيفه هنا.
profile-unrated-heading = مباريات غير محتسبة
profile-tournaments-heading = البطولات
profile-blocked-heading = لاعبون حظرتهم
profile-blocked-intro = لن تُقرن بهم أبدًا.
profile-provisional = مؤقت
profile-provisional-why =
    .title = أقل من 10 مباريات: غير مصنّف بعد
profile-games =
    { $count ->
        [zero] لا مباريات
        [one] مباراة واحدة
        [two] مباراتان
        [few] { $count } مباريات
       *[other] { $count } مباراة
    }
profile-since = يلعب منذ { $date }
profile-point-start = { $kind }: { $rating } قبل أول مباراة
profile-point = { $kind }: { $rating } بعد المباراة { $game }
profile-point-dated = { $kind }: { $rating } بعد المباراة { $game } ({ $date })
profile-chart-line =
    { $games ->
        [one] { $kind }: من { $from } إلى { $to } في مباراة واحدة
        [two] { $kind }: من { $from } إلى { $to } في مباراتين
        [few] { $kind }: من { $from } إلى { $to } في { $games } مباريات
       *[other] { $kind }: من { $from } إلى { $to } في { $games } مباراة
    }
profile-chart-title = سجل تصنيف { $name }
profile-chart-game = المباراة { $number }
profile-col-kind = نوع المباراة
profile-col-game = المباراة
profile-col-rating = التصنيف
profile-col-when = متى
profile-col-level = المستوى
profile-col-won = فاز
profile-col-lost = خسر
profile-col-opponent = الخصم
profile-col-result = النتيجة
profile-col-counted = احتُسبت
profile-col-tournament = البطولة
profile-col-format = النظام
profile-col-place = المركز
profile-col-points = النقاط
profile-chart-table = التصنيف بعد كل مباراة
profile-levels-caption = المباريات المربوحة والمخسورة ضد كل مستوى من مستويات الحاسوب
profile-levels-empty = لا مباراة محتسبة ضد الحاسوب بعد.
profile-level =
    { $level ->
        [easy] سهل
        [medium] متوسط
        [hard] صعب
        [apprentice] متدرّب
        [master] خبير
       *[other] { $level }
    }
profile-won = فوز
profile-lost = خسارة
profile-recent-caption = آخر المباريات المحتسبة
profile-recent-empty = لا مباراة محتسبة بعد.
profile-unrated-no-move = أُلغيت: انتهت قبل أن يلعب اللاعبان كلاهما
profile-unrated-shared-address = غير محتسبة: اللاعبان يلعبان من العنوان نفسه
profile-unrated-bulk-made = غير محتسبة: لاعب أُنشئ ضمن دفعة من اللاعبين الجدد
profile-unrated-aborted = أُلغيت
profile-unrated-unrated = غير محتسبة
profile-unrated-caption = آخر المباريات غير المحتسبة
profile-format =
    { $format ->
        [swiss] النظام السويسري
        [arena] الحلبة
       *[other] { $format }
    }
profile-place = { $rank } من { $players }
profile-playing-now = يلعب الآن
profile-coming = قادمة
profile-tournaments-caption = البطولات التي لعبها
profile-tournaments-empty = لا بطولة بعد.
profile-unblock = ألغِ الحظر
profile-follow = تابِع
profile-unfollow = ألغِ المتابعة
profile-unblock-player = ألغِ حظر هذا اللاعب
profile-block-player = لا تقرنّي بهذا اللاعب أبدًا
profile-presence =
    { $state ->
        [playing] يلعب الآن
        [online] متصل
       *[offline] غير متصل
    }
profile-watch = شاهد
profile-no-player = لا لاعب هنا بعد: العب أولًا على الإنترنت أو ضد الحاسوب.
profile-not-found = لا يوجد لاعب كهذا.

## الإحصاءات والإعادات

stats-title = إحصاءاتك: جن رمي
stats-description =
    .content = إحصاءاتك في جن رمي، ومبارياتك المنتهية وإعاداتها.
stats-skip = انتقل إلى إحصاءاتك
stats-heading = إحصاءاتك
stats-this-browser = (هذا المتصفح)
stats-every-device = ({ $name }، على كل الأجهزة، وهذا المتصفح)
stats-games = المباريات
stats-wins = الانتصارات
stats-win-rate = نسبة الفوز
stats-streak = سلسلة الانتصارات
stats-longest = أطول سلسلة
stats-gins = مرات الجن
stats-undercuts = القطع المضاد
stats-knocks = دقّات رابحة
stats-takebacks = نقلات متراجع عنها
stats-levels-heading = حسب الخصم
stats-against = ضد
stats-all-games = كل المباريات
stats-level =
    { $level ->
        [easy] الحاسوب، سهل
        [medium] الحاسوب، متوسط
        [hard] الحاسوب، صعب
        [apprentice] الحاسوب، متدرّب
        [master] الحاسوب، خبير
        [people] أشخاص
       *[other] { $level }
    }
stats-games-heading = المباريات المنتهية
stats-games-empty = لا مباراة منتهية بعد.
stats-play-one = العب واحدة
stats-games-empty-end = : ستظهر هنا.
stats-more = مباريات أقدم
stats-won = فوز
stats-lost = خسارة
stats-game-against = { $score } ضد { $opponent }
stats-they-resigned = انسحب الخصم
stats-resigned = انسحبت
stats-claimed = طولب بها
stats-aborted = أُلغيت: غير محتسبة
stats-rated = محتسبة
stats-replay = إعادة
stats-load-failed = تعذّر تحميل إحصاءاتك: { $error }
stats-replay-heading = الإعادة
stats-replay-close = أغلق الإعادة
stats-replay-loading = جارٍ تحميل المباراة…
stats-replay-failed = تعذّر تحميل المباراة: { $error }
stats-replay-other-browser = لُعبت هذه المباراة في متصفح آخر: شاهد إعادتها هناك، أو استخدم هنا الاسم نفسه على الإنترنت («الاستخدام على جهاز آخر» في صفحة البداية).
stats-replay-not-finished = لم تنتهِ هذه المباراة بعد: الإعادات للمباريات المنتهية فقط.
stats-replay-not-stored = هذه المباراة غير محفوظة على هذا الخادم.
stats-replay-truncated = (الخطوات الأولى فقط: المباراة طويلة جدًا)
stats-replay-line = { $summary } { $kind }، { $when }.
replay-count-lines = الحساب، سطرًا سطرًا
replay-controls =
    .aria-label = تنقّل في المباراة خطوة خطوة
replay-first =
    .title = الخطوة الأولى (Home)
replay-first-text = الخطوة الأولى
replay-prev =
    .title = رجوع (→)
replay-prev-text = رجوع
replay-next =
    .title = تقدّم (←)
replay-next-text = تقدّم
replay-last =
    .title = الخطوة الأخيرة (End)
replay-last-text = الخطوة الأخيرة
replay-hands =
    .aria-label = انتقل إلى يد
replay-hand-label = اليد
replay-prev-hand = اليد السابقة
    .title = توزيع اليد السابقة (Page Up)
replay-next-hand = اليد التالية
    .title = توزيع اليد التالية (Page Down)
replay-step-label = الخطوة
replay-keys = المفاتيح:
replay-keys-step = خطوة خطوة،
replay-keys-hands = اليد السابقة والتالية،
replay-keys-ends = الخطوة الأولى والأخيرة.
# loan: the key's name as printed on the keyboard.
replay-key-page-up = Page Up
# loan: the key's name as printed on the keyboard.
replay-key-page-down = Page Down
# loan: the key's name as printed on the keyboard.
replay-key-home = Home
# loan: the key's name as printed on the keyboard.
replay-key-end = End
replay-moves = نقلات هذه اليد
replay-you-deal = أنت توزّع
replay-deals = { $name } يوزّع
replay-deal = اليد { $hand }: وُزّعت الأوراق ({ $dealer }).
replay-a-move = نقلة.
replay-hand-over = { $text } انتهت اليد.
replay-step = الخطوة { $step } من { $total }: { $text }
replay-step-value = الخطوة { $step } من { $total }، اليد { $hand }
replay-hand-of = اليد { $hand } من { $hands }
replay-score = اليد { $hand } · أنت { $mine }، { $name } { $theirs } · اللعب حتى { $target }
replay-you-are = أنت ({ $name })
replay-deadwood = الأوراق الميتة { $count }
replay-discard-size = كومة المرمى: { $count }
replay-just-taken = { $card }، أُخذت للتو
replay-meld =
    .aria-label = تشكيلة
replay-deadwood-group =
    .aria-label = أوراق ميتة
replay-summary-won =
    { $hands ->
        [one] فزت { $mine } مقابل { $theirs } ضد { $name }{ $how }، في يد واحدة.
        [two] فزت { $mine } مقابل { $theirs } ضد { $name }{ $how }، في يدين.
        [few] فزت { $mine } مقابل { $theirs } ضد { $name }{ $how }، في { $hands } أيدٍ.
       *[other] فزت { $mine } مقابل { $theirs } ضد { $name }{ $how }، في { $hands } يدًا.
    }
replay-summary-lost =
    { $hands ->
        [one] خسرت { $mine } مقابل { $theirs } ضد { $name }{ $how }، في يد واحدة.
        [two] خسرت { $mine } مقابل { $theirs } ضد { $name }{ $how }، في يدين.
        [few] خسرت { $mine } مقابل { $theirs } ضد { $name }{ $how }، في { $hands } أيدٍ.
       *[other] خسرت { $mine } مقابل { $theirs } ضد { $name }{ $how }، في { $hands } يدًا.
    }
replay-resigned = (انسحاب)
replay-claimed = (طولب بها)
