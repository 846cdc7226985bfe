# صفحة البداية (index.html و start.js) وما تتشاركه الصفحات منها: لوحة الهوية
# (identity.js و devices.js)، و«العب مع أحدهم الآن» (pairing.js)، والإعدادات
# (settings-panel.js)، والكلمات المشتركة في common.js.

start-title = جن رامي: العب في متصفحك
start-meta =
    .content = جن رامي مجانًا في المتصفح: العب ضد الحاسوب أو ادعُ صديقًا. بلا حساب.
start-skip = انتقل إلى خيارات اللعبة
start-site-name = جن رامي
start-tagline = مجانًا وبلا حساب. العب مع أحدهم عبر الإنترنت، أو ضد الحاسوب، أو أرسل رابطًا إلى صديق.
start-settings = الإعدادات

## العب الآن

start-play-now = العب الآن
start-play-computer = العب ضد الحاسوب
start-play-someone = العب مع أحدهم الآن
start-invite-friend = ادعُ صديقًا
start-options = الخيارات

## الخيارات

start-identity =
    .aria-label = اسمك على الإنترنت
start-name = اسمك
start-optional = (اختياري)
start-name-input =
    .placeholder = لاعب
start-levels = مستوى الحاسوب
start-rules = القواعد
start-preset = النوع
start-how-to-play = طريقة اللعب
start-how-to-play-note = (هذه القواعد، في علامة تبويب جديدة)
start-target = النقاط المستهدفة
start-more-options = خيارات أخرى
start-move-clock = ساعة النقلة
start-move-clock-friend = (لعبة مع صديق)
start-for-pairing = (العب مع أحدهم الآن)
start-no-clock = بلا ساعة
start-clock-15 = 15 ثانية للنقلة، و30 في الرصيد
start-clock-30 = 30 ثانية للنقلة، و60 في الرصيد
start-clock-60 = 60 ثانية للنقلة، ودقيقتان في الرصيد
start-rating-range = تصنيف الخصم
start-any-rating = أي تصنيف
start-within = في حدود { $points } من تصنيفي
start-notes = «العب مع أحدهم الآن» يجمعك بشخص آخر يريد القواعد نفسها والنقاط المستهدفة نفسها (وساعة النقلة ونطاق التصنيف أعلاه): لعبة مصنّفة وبساعة. «ادعُ صديقًا» يفتح طاولتك مع رابط لإرساله؛ من يفتحه يأخذ المقعد الآخر وتبدأ اللعبة.
start-option-off = متوقف
start-option-empty-off = (فارغ: متوقف)
start-error-number = { $label }: اكتب عددًا من فضلك.
start-error-whole = { $label }: اكتب عددًا صحيحًا من فضلك.
start-error-min = { $label }: { $min } على الأقل.
start-error-max = { $label }: { $max } على الأكثر.
start-error-options = تعذّر تحميل خيارات اللعبة: { $error }
start-error-loading = ما زالت خيارات اللعبة قيد التحميل.

## ألعابك وإحصاءاتك والمفاتيح

start-your-games = ألعابك
start-resume-computer = الحاسوب
start-resume-player = لاعب
start-resume-empty-seat = (مقعد فارغ)
start-resume-vs = ضد
start-resume-waiting = في انتظار صديق
start-resume-playing = قيد اللعب
start-stats = إحصاءاتك
start-this-browser = (هذا المتصفح)
start-stat-games = الألعاب
start-stat-wins = الانتصارات
start-stat-gins = مرات الجن
start-stat-undercuts = القطع المضاد
start-stat-average = متوسط النقاط
start-stats-link = إحصاءاتك: كل مستوى، والسلاسل، وألعابك المنتهية وإعاداتها
start-keys = لوحة المفاتيح: على الطاولة، تنقلك الأسهم بين أوراقك، وEnter يرمي الورقة،
start-key-draw = يسحب،
start-key-take = يأخذ الورقة المكشوفة،
start-key-pass = يمرّر،
start-key-knock = يدق،
start-key-hint = يطلب تلميحًا،
start-key-all = يعرض كل المفاتيح.

## العب مع أحدهم الآن (pairing.js)

start-pairing-cancel = إلغاء
start-pairing-computer = العب ضد الحاسوب ريثما تنتظر
start-new-tab = (علامة تبويب جديدة)
start-pairing-here = العب هنا ضد الحاسوب ريثما تنتظر
start-pairing-keep-open = أبقِ علامة التبويب هذه مفتوحة: ستنتقل إلى طاولتك فور العثور على خصم.
start-pairing-looking = جارٍ البحث عن خصم…
start-pairing-waiting =
    جارٍ البحث عن خصم… { $count ->
        [zero] لا أحد ينتظر
        [one] شخص واحد ينتظر
        [two] شخصان ينتظران
        [few] { $count } أشخاص ينتظرون
        [many] { $count } شخصًا ينتظرون
       *[other] { $count } شخص ينتظرون
    } في هذه المجموعة ({ $pool }).
start-pairing-looking-trouble = جارٍ البحث عن خصم… ({ $error })
start-pairing-title = جارٍ البحث عن خصم – { $page }
start-pairing-found = وُجد خصم! إلى الطاولة...
start-pairing-no-seat = وُجد خصم، لكن هذا المتصفح لم يحصل على المقعد. حاول مرة أخرى من فضلك.
start-pairing-left = لم تعد في قائمة الانتظار. اضغط «العب مع أحدهم الآن» لتبحث من جديد.
start-pairing-notice-found = وُجد خصم!
start-pairing-notice-go = اذهب إلى تلك الطاولة
start-pairing-notice-found-said = وُجد خصم. رابط الطاولة في أعلى الصفحة.
start-pairing-notice-other-tab = ما زال البحث عن خصم جاريًا في علامة التبويب الأخرى…
start-pairing-notice-holding = ما زال البحث عن خصم جاريًا بينما تلعب ضد الحاسوب…
start-pairing-stop = أوقف البحث
start-pairing-notice-replaced = وُجد خصم: هذه لعبتك ضده. أما لعبتك ضد الحاسوب فبقيت كما كانت.

## اسمك على الإنترنت (identity.js)

start-identity-you-are = أنت { $name }
start-identity-change-name = غيّر الاسم
start-identity-transfer = استخدمه على جهاز آخر
start-identity-devices = الأجهزة
start-identity-enter-code = أدخل رمزًا من جهاز آخر
start-identity-newcomer = اللعب مع الناس عبر الإنترنت يمنحك اسمًا برقم (مثل Ann#4821): بلا حساب ولا بريد إلكتروني.
start-identity-enter-code-first = أدخل رمزًا من جهاز آخر
start-identity-new-name = الاسم الجديد
start-identity-save = احفظ
start-identity-type-name = اكتب اسمًا من فضلك.
start-identity-renamed = اسمك الآن { $name }.
start-identity-code-label =
    .aria-label = رمز لمرة واحدة
start-identity-code-how =
    على الجهاز الآخر، افتح هذا الموقع واختر «أدخل رمزًا من جهاز آخر». يصلح الرمز مرة واحدة، لمدة { $minutes ->
        [zero] { $minutes } دقيقة:
        [one] دقيقة واحدة:
        [two] دقيقتين:
        [few] { $minutes } دقائق:
        [many] { $minutes } دقيقة:
       *[other] { $minutes } دقيقة:
    }
start-identity-code-said = رمز لمرة واحدة: { $code }
start-identity-code-input = الرمز من جهازك الآخر
start-identity-replacing = سيلعب هذا المتصفح عندئذ باسم ذلك اللاعب بدلًا من { $name }.
start-identity-use-code = استخدمه
start-identity-type-code = اكتب الرمز من فضلك.
start-identity-welcome = مرحبًا بعودتك يا { $name }.
start-identity-bad-code = هذا الرمز غير معروف أو مستخدم أو منتهي الصلاحية: أنشئ رمزًا جديدًا على الجهاز الآخر.
start-identity-signed-out = سُجّل خروج هذا المتصفح من جهاز آخر من أجهزتك، فهو يبدأ من جديد زائرًا جديدًا: ألعابك واسمك باقية على أجهزتك الأخرى.

## أجهزتك (devices.js)

start-devices-label =
    .aria-label = أجهزتك
start-devices-intro = الأجهزة المسجّل دخولها بهذا الاسم. سجّل خروج جهاز فقدته أو لم تعد تستخدمه: يصبح زائرًا جديدًا فورًا.
start-devices-added-this = أُضيف في { $date }، هذا الجهاز
start-devices-added-seen = أُضيف في { $date }، آخر ظهور { $seen }
start-devices-just-now = الآن
start-devices-minutes-ago =
    { $count ->
        [zero] قبل { $count } دقيقة
        [one] قبل دقيقة
        [two] قبل دقيقتين
        [few] قبل { $count } دقائق
        [many] قبل { $count } دقيقة
       *[other] قبل { $count } دقيقة
    }
start-devices-hours-ago =
    { $count ->
        [zero] قبل { $count } ساعة
        [one] قبل ساعة
        [two] قبل ساعتين
        [few] قبل { $count } ساعات
        [many] قبل { $count } ساعة
       *[other] قبل { $count } ساعة
    }
start-devices-days-ago =
    { $count ->
        [zero] قبل { $count } يوم
        [one] قبل يوم
        [two] قبل يومين
        [few] قبل { $count } أيام
        [many] قبل { $count } يومًا
       *[other] قبل { $count } يوم
    }
start-devices-this = (هذا الجهاز)
start-devices-only-one = الوحيد
start-devices-sign-out = سجّل الخروج
start-devices-sign-out-label = سجّل خروج { $device }، { $details }
start-devices-sign-out-others =
    { $count ->
        [zero] سجّل خروج الأجهزة الأخرى
        [one] سجّل خروج الجهاز الآخر
        [two] سجّل خروج الجهازين الآخرين
        [few] سجّل خروج الأجهزة الـ{ $count } الأخرى
        [many] سجّل خروج الأجهزة الـ{ $count } الأخرى
       *[other] سجّل خروج الأجهزة الـ{ $count } الأخرى
    }
start-devices-signed-out = سُجّل خروج { $device }.
start-devices-others-signed-out =
    { $count ->
        [zero] لم يُسجَّل خروج أي جهاز.
        [one] سُجّل خروج الجهاز الآخر.
        [two] سُجّل خروج الجهازين الآخرين.
        [few] سُجّل خروج { $count } أجهزة أخرى.
        [many] سُجّل خروج { $count } جهازًا آخر.
       *[other] سُجّل خروج { $count } جهاز آخر.
    }

## الإعدادات (settings-panel.js)

start-settings-kept = تُطبَّق فورًا وتُحفظ في هذا المتصفح.
start-settings-done = تم
start-settings-cards = الأوراق
start-settings-large-cards = أوراق كبيرة
start-settings-four-colour = ورق بأربعة ألوان
start-settings-four-colour-note = السباتي أخضر، والديناري أزرق، والكبة حمراء، والبستوني أسود.
start-settings-sort = رتّب يدك
start-settings-sort-melds = حسب التشكيلات
start-settings-sort-suit = حسب النوع
start-settings-sort-rank = حسب الرتبة
start-settings-sort-custom = كما أرتّبها
start-settings-sort-note = اسحب ورقة داخل يدك، أو اضغط Alt مع الأسهم، لترتّبها بنفسك.
start-settings-look = المظهر
start-settings-theme = السمة
start-settings-like-device = مثل جهازي
start-settings-theme-light = فاتحة
start-settings-theme-dark = داكنة
start-settings-motion = الحركة
start-settings-motion-reduced = مخفّضة
start-settings-motion-full = كاملة
start-settings-motion-note = مخفّضة: تظهر الأوراق دون أن تتحرك.
start-settings-play = اللعب
start-settings-sounds = الأصوات
start-settings-speed = سرعة الحاسوب
start-settings-speed-slow = بطيئة
start-settings-speed-normal = عادية
start-settings-speed-fast = سريعة
start-settings-auto-next = وزّع اليد التالية تلقائيًا
start-settings-auto-next-note = بعد ثوانٍ من نتيجة كل يد.
start-settings-guide = اشرح القواعد حين تظهر
start-settings-forgiveness = التسامح
start-settings-take-back = التراجع عن رمي ورقة ضد الحاسوب
start-settings-take-back-note = ما لم يلعب الحاسوب بعد؛ ويُحسب في إحصاءاتك.
start-settings-confirm-discard = اسأل قبل كل رمية ضد شخص

## كلمات مشتركة (common.js)

start-game-to = { $name }، حتى { $target }
start-gin-rummy = جن رامي
start-ago-now = الآن
start-ago-minutes = قبل { $count } د
start-ago-hours = قبل { $count } س

## صفحة الدعوة (join.html و join.js)

start-join-title = انضم إلى لعبة جن رامي
start-join-heading = أنت مدعو إلى لعبة
start-join-looking = جارٍ البحث عن اللعبة...
start-join-take-seat = خذ المقعد
start-join-home = ابدأ لعبة جديدة بدلًا من ذلك
start-join-a-friend = صديق
start-join-invite-full = يدعوك { $host } إلى لعبة جن رامي (قواعد { $rules })، حتى { $target } نقطة.
start-join-invite-rules = يدعوك { $host } إلى لعبة جن رامي (قواعد { $rules }).
start-join-invite-target = يدعوك { $host } إلى لعبة جن رامي، حتى { $target } نقطة.
start-join-invite = يدعوك { $host } إلى لعبة جن رامي.
start-join-no-id = ينقص هذا الرابط معرّف اللعبة.
start-join-seated = لديك مقعد في هذه اللعبة بالفعل. إلى الطاولة...
start-join-no-game = هذه اللعبة غير موجودة (ربما الرابط قديم أو منسوخ خطأً).
start-join-full = المقعدان في هذه اللعبة مشغولان بالفعل.
start-join-taken = سبقك أحدهم إلى المقعد: المقعدان مشغولان.

## صفحة عنوان لا شيء وراءه (notfound.html)

start-notfound-title = غير موجود – جن رامي
start-notfound-heading = لا شيء هنا
start-notfound-text = لا توجد صفحة ولا لعبة بهذا العنوان. ربما الرابط مكتوب خطأً، أو أُزيلت اللعبة من الخادم.
start-notfound-home = اذهب إلى صفحة البداية
start-notfound-lobby = الردهة
start-notfound-rules = طريقة اللعب
