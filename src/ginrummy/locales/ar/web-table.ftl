# طاولة اللعب (/room/<id>): الملف room.html ونصوصه البرمجية. السجل والحركات ونتائج
# الأيدي تأخذ من play.ftl حين يقول الشيء نفسه.
# ‏$name اسم لاعب، و‏$card ورقة بالرموز (7♥): كما هما.

## الصفحة (room.html)
table-page-title = طاولة جن رمي
table-skip = انتقل إلى أوراقك
table-home =
    .aria-label = جن رمي: الصفحة الرئيسية
table-home-text = جن رمي
table-scoreboard =
    .aria-label = النتيجة
table-you = أنت
table-opponent-name = الخصم
table-connecting = جارٍ الاتصال…
table-connected = متصل
table-reconnecting = جارٍ إعادة الاتصال…
table-connection-lost = انقطع الاتصال. جارٍ إعادة الاتصال…
table-not-connected = غير متصل
table-moves-button = الحركات
table-chat-button = الدردشة
table-sheet-button =
    .aria-label = ورقة النقاط
table-sheet-short = النقاط
table-rules-button = القواعد
    .aria-label = القواعد (تُفتح في علامة تبويب جديدة)
table-help-button =
    .aria-label = مفاتيح لوحة المفاتيح والمساعدة
table-settings = الإعدادات
table-no-seat-title = ليس لك مقعد على هذه الطاولة
table-start-own = ابدأ لعبتك الخاصة
table-watch-game = شاهد هذه اللعبة
table-opponent-cards =
    .aria-label = أوراق الخصم
table-known-cards = أوراق معروفة:
table-middle =
    .aria-label = الكومة وكومة المرمى
table-pile-title = كومة المرمى
table-waiting-friend = في انتظار صديقك
table-waiting-friend-text = أرسل هذا الرابط؛ تبدأ اللعبة حين يفتحه صديقك.
table-waiting-opponent = في انتظار خصم
table-waiting-public-text = طاولتك معروضة في الردهة؛ ويمكنك أيضًا إرسال هذا الرابط.
table-invite-link =
    .aria-label = رابط الدعوة
table-copy = نسخ
table-copied = نُسخ.
table-copy-failed = حدّد الرابط وانسخه.
table-shuffling = الخلط: كل لاعب يضيف بذرة خاصة به…
table-count-lines = الحساب، سطرًا سطرًا
table-your-move =
    .aria-label = حركتك
table-take-back = تراجع
table-take-back-note = لن تُحتسب هذه اللعبة في التصنيف بعد الآن
table-your-hand-title = يدك
# loan: الاسم وحده بين قوسين
table-your-hand-named = ({ $name })
table-deadwood-word = النقاط الميتة
table-your-cards =
    .aria-label = أوراقك
table-this-hand = هذه اليد
table-chat-title = الدردشة
table-mute = كتم
table-unmute = إظهار
table-mute-what = إخفاء رسائل اللاعب الآخر
table-chat-messages =
    .aria-label = رسائل الدردشة
table-chat-empty = لا رسائل بعد.
table-chat-phrases =
    .aria-label = عبارات سريعة
table-chat-label = رسالة إلى خصمك
table-chat-input =
    .placeholder = رسالة
table-send = إرسال
table-pile-help = من الأسفل إلى الأعلى؛ الورقة الأخيرة هي العليا (الورقة المكشوفة).
table-close = إغلاق
table-resign-button = الانسحاب من هذه اللعبة
table-resign = انسحاب
table-keep-playing = مواصلة اللعب
table-keys-title = المفاتيح
table-key-arrows = التنقل بين أوراقك
table-key-enter-before = رمي الورقة المحددة (أو الدق بها، بعد
# loan: قوس إغلاق
table-key-enter-after = )
table-key-d = السحب من الكومة
table-key-t = أخذ الورقة المكشوفة
table-key-p = التمرير (أول ورقة مكشوفة)
table-key-k = الدق: ثم اختر الورقة التي ترميها
table-key-g = إعلان جن
table-key-h = تلميح (ضد الحاسوب)
table-key-n = اليد التالية، أو مباراة ثأر بعد اللعبة
table-key-r-before = مراجعة قراراتك في اليد التي انتهت للتو (ثم
table-key-r-after = للتنقل بينها)
table-key-v = تصفح كومة المرمى
table-key-s = ورقة النقاط
table-key-c = الدردشة (لعبة بين شخصين)
table-key-alt = نقل الورقة المحددة داخل يدك
table-key-z = التراجع عن رميتك (ضد الحاسوب، قبل أن يلعب)
table-key-esc = إلغاء الدق، إغلاق نافذة
table-key-space = مسافة
table-help-text =
    انقر على ورقة لترميها، أو اسحبها إلى كومة المرمى. الرقم تحت الورقة هو نقاطك الميتة
    إن رميتها. تترتب أوراقك وحدها في تشكيلات؛ والأوراق المنفردة في اليسار هي أوراقك الميتة.
table-fair-title = كيف وُزّعت هذه اليد

## الأسماء
table-computer =
    { $level ->
        [easy] الحاسوب (سهل)
        [medium] الحاسوب (متوسط)
        [hard] الحاسوب (صعب)
        [apprentice] الحاسوب (متدرب)
        [master] الحاسوب (أستاذ)
       *[other] الحاسوب
    }
table-computer-short = الحاسوب
table-your-opponent = خصمك
table-player = اللاعب { $number }
table-you-named = أنت ({ $name })

## النتيجة والكومتان
table-watching =
    { $count ->
        [zero] لا أحد يشاهد
        [one] مشاهد واحد
        [two] مشاهدان
        [few] { $count } مشاهدين
        [many] { $count } مشاهدًا
       *[other] { $count } مشاهد
    }
table-meta-target = حتى { $target }
table-meta-final = النتيجة النهائية
table-meta-hand = اليد { $number }
table-meta-game = الجولة { $number }
table-meta-rated = مصنّفة
table-score-label = النتيجة: أنت { $mine }، { $name } { $theirs }
table-score-label-target = النتيجة: أنت { $mine }، { $name } { $theirs }، اللعب حتى { $target }
table-tab-title = { $mine }:{ $theirs } جن رمي ضد { $name }
table-status-computer = (الحاسوب)
table-status-seat-free = (مقعد شاغر)
table-status-disconnected = (منقطع)
table-holds =
    { $count ->
        [zero] لا يحمل { $name } أي ورقة
        [one] يحمل { $name } ورقة واحدة
        [two] يحمل { $name } ورقتين
        [few] يحمل { $name } { $count } أوراق
        [many] يحمل { $name } { $count } ورقة
       *[other] يحمل { $name } { $count } ورقة
    }
table-holds-known =
    { $count ->
        [zero] لا يحمل { $name } أي ورقة، المعروف منها: { $cards }
        [one] يحمل { $name } ورقة واحدة، معروفة: { $cards }
        [two] يحمل { $name } ورقتين، المعروف منها: { $cards }
        [few] يحمل { $name } { $count } أوراق، المعروف منها: { $cards }
        [many] يحمل { $name } { $count } ورقة، المعروف منها: { $cards }
       *[other] يحمل { $name } { $count } ورقة، المعروف منها: { $cards }
    }
table-holds-none = لا يحمل { $name } أي ورقة الآن
table-card-name = { card-name }
table-card-known = { $card } (معروفة)
table-face-down = ورقة مقلوبة
table-stock-caption = الكومة: { $count }
table-stock-label =
    { $count ->
        [zero] الكومة، فارغة
        [one] الكومة، ورقة واحدة
        [two] الكومة، ورقتان
        [few] الكومة، { $count } أوراق
        [many] الكومة، { $count } ورقة
       *[other] الكومة، { $count } ورقة
    }
table-stock-draw = { $stock }. اسحب من الكومة{ $key }
table-discard-top = كومة المرمى، الورقة العليا { $card }
table-discard-take = { $pile }. خذ { $card }{ $key }
table-discard-empty = كومة المرمى، فارغة
table-pile-caption = المرمى: { $count }
table-pile-inspect =
    { $count ->
        [zero] تصفح كومة المرمى، فارغة (v)
        [one] تصفح كومة المرمى، ورقة واحدة (v)
        [two] تصفح كومة المرمى، ورقتان (v)
        [few] تصفح كومة المرمى، { $count } أوراق (v)
        [many] تصفح كومة المرمى، { $count } ورقة (v)
       *[other] تصفح كومة المرمى، { $count } ورقة (v)
    }
table-gin-only = جن فقط في هذه اليد
table-knock-limit = الدق بـ { $limit } أو أقل
table-doubled = الورقة المكشوفة بستوني: هذه اليد تُحسب مضاعفة
table-you-dealt = أنت الموزّع
table-dealt = الموزّع { $name }
table-pile-is-empty = كومة المرمى فارغة.
table-pile-card-top = { $place }: { $card } (العليا)
# loan: الرقم والورقة فقط
table-pile-card = { $place }: { $card }
table-pile-squared-up =
    { $count ->
        [zero] كومة المرمى مرصوصة: لا يحق لأحد تصفح ما تحت العليا.
        [one] كومة المرمى مرصوصة: لا يحق لأحد تصفح الورقة الوحيدة تحت العليا.
        [two] كومة المرمى مرصوصة: لا يحق لأحد تصفح الورقتين تحت العليا.
        [few] كومة المرمى مرصوصة: لا يحق لأحد تصفح الأوراق الـ{ $count } تحت العليا.
        [many] كومة المرمى مرصوصة: لا يحق لأحد تصفح الـ{ $count } ورقة تحت العليا.
       *[other] كومة المرمى مرصوصة: لا يحق لأحد تصفح الـ{ $count } ورقة تحت العليا.
    }

## اليد
table-group-set = مجموعة من { $count }: { $cards }
table-group-run = سلسلة: { $cards }
table-group-deadwood = أوراق ميتة، { $count } نقطة
table-row-suit = أوراقك حسب النوع
table-row-rank = أوراقك حسب الرتبة
table-row-custom = أوراقك بترتيبك
table-card-moved = نُقلت { $card } إلى الموضع { $place } من { $count }.
table-card-discard = ارمها
table-card-knock = دُق بهذه الورقة
table-card-leaves = تترك { $count } نقطة ميتة
table-card-taken = أُخذت للتو، لا يمكن رميها الآن
table-hand-label =
    { $count ->
        [zero] أوراقك: لا أوراق، النقاط الميتة { $deadwood }
        [one] أوراقك: ورقة واحدة، النقاط الميتة { $deadwood }
        [two] أوراقك: ورقتان، النقاط الميتة { $deadwood }
        [few] أوراقك: { $count } أوراق، النقاط الميتة { $deadwood }
        [many] أوراقك: { $count } ورقة، النقاط الميتة { $deadwood }
       *[other] أوراقك: { $count } ورقة، النقاط الميتة { $deadwood }
    }
table-unknown = غير معروف

## ما عليك الآن
table-prompt-waiting-public = في انتظار أن ينضم أحد من الردهة.
table-prompt-waiting-friend = في انتظار أن يفتح صديقك رابط الدعوة.
table-prompt-offline = انقطع الاتصال بالخادم؛ جارٍ إعادة الاتصال… لم يضع شيء: يمكنك اللعب فور عودته.
table-prompt-bot-playing = { $name } يلعب…
table-prompt-their-turn = دور { $name }.
table-prompt-sending = جارٍ إرسال حركتك…
table-prompt-your-turn = دورك.
table-prompt-offer = دورك: خذ الورقة المكشوفة { $card }{ $take }، أو مرّر{ $pass }.
table-prompt-draw-or-take = دورك: اسحب من الكومة{ $draw } أو خذ { $card }{ $take }.
table-prompt-draw = دورك: اسحب من الكومة{ $draw }.
table-prompt-knock-click = الدق: انقر على الورقة المرفوعة لتضعها مقلوبة (رقمها: نقاطك الميتة) (Esc للإلغاء).
table-prompt-knock-tap = الدق: المس الورقة المرفوعة لتضعها مقلوبة (رقمها: نقاطك الميتة).
table-prompt-discard-click = ارمِ ورقة: انقر عليها، أو اسحبها إلى كومة المرمى.
table-prompt-discard-tap = ارمِ ورقة: المسها، أو اسحبها إلى كومة المرمى.
table-prompt-can-gin = { $prompt } يمكنك إعلان جن!
table-prompt-can-knock = { $prompt } يمكنك الدق.
table-wait-for = انتظر حتى يلعب { $name }.
table-first-draw = اسحب ورقة أولًا: من الكومة{ $draw } أو من كومة المرمى{ $take }.
table-drawn = لقد سحبت: ارمِ ورقة الآن.
table-first-upcard = الورقة الأولى هي الورقة المكشوفة: خذها{ $take } أو مرّر{ $pass }.
table-cannot-knock = لا يمكنك الدق برمي { $card }.
table-just-took = أخذت { $card } للتو: ارمِ ورقة أخرى.
table-last-move = آخر حركة: { $move }

## الحركات (الأزرار)
table-draw = اسحب من الكومة
table-draw-short = اسحب
table-take = خذ { $card }
table-take-upcard = خذ الورقة المكشوفة
table-pass = مرّر
table-big-gin = جن كبير!
table-gin = جن! ارمِ { $card }
table-gin-label = جن، برمي { $card }
table-knock = دُق…
table-knock-then = ثم اختر الورقة التي ترميها مقلوبة
table-knock-chip = دُق وارمِ { $card }
table-knock-choice =
    .aria-label = دُق وارمِ
table-knock-with = دُق بـ:
table-cancel = إلغاء
table-hint = تلميح
table-hint-rated = ليس في لعبة مصنّفة
table-rated-help = لا مساعدة من المحرك في لعبة مصنّفة حتى تنتهي.
table-hint-thinking = جارٍ التفكير في تلميح…
table-knock-pick = الدق: اختر الورقة التي ترميها مقلوبة.

## السجل، مقروءًا بصوت عالٍ، والنتائج
table-not-dealt = لم تُوزّع بعد: التوزيع ينتظر بذور اللاعبين كليهما.
table-dealt-now = وُزّعت الأوراق.
table-event-gin-card =
    { $who ->
        [you] أعلنت جن
       *[other] أعلن { $name } جن
    } برمي { $card }
table-event-gin =
    { $who ->
        [you] أعلنت جن
       *[other] أعلن { $name } جن
    }
table-event-big-gin-card =
    { $who ->
        [you] أعلنت جن كبير
       *[other] أعلن { $name } جن كبير
    } برمي { $card }
table-your-turn = دورك.
table-hand-over = انتهت اليد.
table-game-over = انتهت اللعبة.
table-is-back = عاد { $name }.
table-disconnected = انقطع اتصال { $name }.
table-result-gin =
    { $who ->
        [you] أعلنت جن
       *[other] أعلن { $name } جن
    }
table-result-big-gin =
    { $who ->
        [you] أعلنت جن كبير
       *[other] أعلن { $name } جن كبير
    }
table-result-knock =
    { $who ->
        [you] دققت
       *[other] دقّ { $name }
    }: { $k } مقابل { $d }
table-result-undercut =
    { $who ->
        [you] قطعت قطعًا مضادًا على
       *[other] قطع { $name } قطعًا مضادًا على
    } { $knocker }: { $d } مقابل { $k }
table-result-tie =
    { $who ->
        [you] دققت
       *[other] دقّ { $name }
    }: { $k } مقابل { $d }، تعادل
table-result-nobody = { $result }؛ لا أحد يسجل
table-result-scores =
    { $result }؛ { $who ->
        [you] تسجل
       *[other] يسجل { $name }
    } { $points }
table-result-void = يد ملغاة
table-result-void-reason = يد ملغاة ({ $reason })
table-nobody-scores = لا أحد يسجل في هذه اليد.

## كشف الأوراق
table-went-gin = أعلن جن
table-knocked = دقّ
table-no-melds = لا تشكيلات
table-no-deadwood = لا أوراق ميتة
table-deadwood-count = النقاط الميتة: { $count }
table-laid-off-card = { $card }، ملحقة
table-laid-off =
    { $who ->
        [you] ألحقت
       *[other] ألحق { $name }
    } { $layoffs }.
table-layoff-on = { $card } على { $meld }
table-next-hand = اليد التالية
table-rematch = مباراة ثأر
table-accept-rematch = قبول مباراة الثأر
table-decline = رفض
table-back-tournament = العودة إلى البطولة
table-challenge = تحدَّ { $name }
table-new-game = لعبة جديدة
table-replay = إعادة عرض هذه اللعبة
table-waiting-ready = في انتظار أن يكون { $name } جاهزًا…
table-declined-rematch = رفض { $name } مباراة الثأر.
table-left-no-rematch = غادر { $name } الطاولة: لا مباراة ثأر.
table-left = غادر { $name } الطاولة.
table-you-declined = رفضت مباراة الثأر.
table-wants-rematch = يريد { $name } مباراة ثأر.
table-waiting-answer = في انتظار رد { $name } على عرضك لمباراة الثأر…

## ورقة النقاط
table-sheet-hand = اليد { $number }
table-sheet-hand-head = اليد
table-sheet-none = لم تُسجَّل أي يد بعد.
table-sheet-target = اللعب حتى { $target }
table-sheet-total = المجموع
table-game-over-title = انتهت اللعبة
table-hands-won = الأيدي الرابحة
table-score-when-resigned = النتيجة عند الانسحاب
table-score-when-claimed = النتيجة عند المطالبة
table-over-resigned =
    { $who ->
        [you] انسحبت
       *[other] انسحب { $name }
    }: { $winner-who ->
        [you] تفوز
       *[other] يفوز { $winner }
    } باللعبة.
table-over-claimed =
    { $winner-who ->
        [you] تفوز
       *[other] يفوز { $winner }
    }: { $who ->
        [you] غادرت
       *[other] غادر { $name }
    }، وطولب باللعبة.
table-over-aborted-resigned = أُلغيت اللعبة: انسحب { $name } قبل أن يلعب اللاعبان كلاهما. لا تُحتسب: لا نتيجة ولا تغيير في التصنيف.
table-over-aborted-left = أُلغيت اللعبة: غادر { $name } قبل أن يلعب اللاعبان كلاهما. لا تُحتسب: لا نتيجة ولا تغيير في التصنيف.

## عبر الإنترنت: الدردشة، الساعة، الانسحاب، المطالبة، اليد التالية تلقائيًا
table-chat-new = الدردشة، { $count } جديدة
table-chat-muted = مكتوم: رسائل اللاعب الآخر مخفية.
table-chat-says = يقول { $name }: { $text }
table-chat-not-sent = لم تُرسل: «{ $text }». { $reason }
table-chat-too-long = الرسالة { $max } حرفًا على الأكثر.
table-chat-offline = غير متصل: لم تُرسل الرسالة.
table-chat-too-fast = ترسل الرسائل بسرعة كبيرة: انتظر لحظة.
table-clock-yours = ساعتك
table-clock-theirs = ساعة { $name }
table-clock-timeouts =
    { $count ->
        [zero] لا تجاوز للوقت
        [one] تجاوز واحد للوقت
        [two] تجاوزان للوقت
        [few] { $count } تجاوزات للوقت
        [many] { $count } تجاوزًا للوقت
       *[other] { $count } تجاوز للوقت
    }
table-clock-label =
    { $who }: { $left ->
        [zero] لا ثوانٍ
        [one] ثانية واحدة
        [two] ثانيتان
        [few] { $left } ثوانٍ
        [many] { $left } ثانية
       *[other] { $left } ثانية
    } للحركة، و{ $bank ->
        [zero] لا ثوانٍ
        [one] ثانية واحدة
        [two] ثانيتان
        [few] { $bank } ثوانٍ
        [many] { $bank } ثانية
       *[other] { $bank } ثانية
    } في الرصيد
table-clock-running = { $label }، تعمل
table-clock-with-timeouts = { $label }؛ { $timeouts }
table-clock-warning = بقيت 10 ثوانٍ للحركة.
table-resign-rated = يفوز خصمك باللعبة الآن، وتُحسب خسارة في تصنيفك (وقبل أن يلعب كلاكما تُلغى بدلًا من ذلك ولا تُحتسب).
table-resign-unrated = يفوز خصمك باللعبة الآن.
table-claim = طالب باللعبة
table-claim-now = غادر { $name }. يمكنك المطالبة باللعبة الآن (تفوز بها).
table-claim-in = غادر { $name }. يمكنك المطالبة باللعبة بعد { $time }.
table-claim-in-moved = غادر { $name }. يمكنك المطالبة باللعبة بعد { $time }، بعد أن تلعب.
table-claim-move-first = غادر { $name }. العب حركتك؛ ثم يمكنك المطالبة باللعبة.
table-claim-may = غادر { $name }: يمكنك المطالبة باللعبة الآن.
table-is-disconnected = { $name } غير متصل.
table-next-in = اليد التالية بعد { $seconds }…
table-stay = البقاء

## حين يتعذر عرض الطاولة
table-gone-title = هذه اللعبة لم تعد موجودة
table-gone = حُذفت من الخادم.
table-bad-key = مفتاح هذا المتصفح لمقعده في هذه اللعبة لم يعد صالحًا.
table-no-game-title = لا لعبة هنا
table-no-game = تحتاج هذه الصفحة إلى معرّف لعبة في عنوانها.
table-full-title = هذه الطاولة ممتلئة
table-full-people = المقعدان مشغولان، وهذا المتصفح لا يملك أيًا منهما. إن جعل اللاعبان اللعبة عامة فيمكنك مشاهدتها.
table-full-computer = هذه لعبة شخص آخر ضد الحاسوب، وليس لهذا المتصفح مقعد فيها.
table-missing-title = هذه اللعبة غير موجودة
table-missing = لا توجد لعبة على هذا العنوان.
table-cannot-open = تعذّر فتح الطاولة
table-something-wrong = حدث خطأ ما.

## رفض الخادم، حسب الرمز
table-error-action-stale = اختيرت هذه الحركة على شاشة قديمة؛ حُدّثت الطاولة.
table-error-action-not_your_turn = ليس دورك.
table-error-room-waiting = انتظر حتى يأخذ صديقك المقعد الآخر.
table-error-hand-over = انتهت اليد: ابدأ اليد التالية.
table-error-game-over = انتهت اللعبة.
table-error-rate-limited = نقرات كثيرة في وقت واحد؛ تمهّل قليلًا.
table-error-hint-unavailable = التلميحات تُعطى ضد الحاسوب فقط.
table-error-server-error = واجه الخادم مشكلة؛ لم يتغير شيء. حاول مرة أخرى.
table-error-take_back-unavailable = فات أوان التراجع: لعب الحاسوب بالفعل.

# The chat's quick phrases (one tap sends the phrase in the sender's words)
table-phrase-good-game = لعبة جيدة
table-phrase-thanks = شكرًا
table-phrase-good-luck = حظًا سعيدًا
table-phrase-well-played = أحسنت اللعب
table-phrase-oops = عفوًا
