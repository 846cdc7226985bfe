# تحليل اللعبة على الطاولة (review.js): نافذته، والتقديرات، وكل قرار، وجدول كل الخيارات
# مع شرحه، ولماذا كان الخيار الأفضل أفضل (من السبب المصنّف الذي يرسله الخادم،
# ginrummy.review.words.Reason).
# ‏$card و$cards أوراق مكتوبة كما على الطاولة («9♥»، «7♥ 8♥ 9♥»).

## التقديرات؛ ‏$grade قيمته best أو good أو inaccuracy أو mistake أو blunder.

review-grade =
    { $grade ->
        [best] الأفضل
        [good] جيد
        [inaccuracy] عدم دقة
        [mistake] خطأ
       *[blunder] خطأ فادح
    }
review-kind =
    { $kind ->
        [first-upcard] الورقة المكشوفة الأولى
        [draw] السحب
       *[discard] الرمي
    }

## الرفض

review-refused-busy = ما زال تحليل آخر لك قيد التنفيذ: حاول مجددًا عندما ينتهي.
review-refused-full = الخادم مشغول بتحليلات أخرى: حاول مجددًا بعد لحظة.
review-refused-hand = هذه اليد ما زالت تُلعب: حلّلها عندما تنتهي.
review-refused-game = لم تنتهِ اللعبة بعد: حلّل أيديها واحدة واحدة.
review-refused-seat = لم يعد مقعد هذا المتصفح في اللعبة صالحًا.
review-no-seat = ليس لهذا المتصفح مقعد في هذه اللعبة.
review-failed = تعذّر إجراء التحليل.

## الخسائر

# The difference and its unit sign are wrapped in invisible left-to-right isolates
# (U+2066 ... U+2069): "−6.2 ± 4.6٪" keeps its minus and its ± in place in a line
# written right to left.
review-loss =
    { $unit ->
        [win] ⁦{ $amount }٪⁩ من فرصة الفوز باللعبة
       *[points] ⁦{ $amount }⁩ نقطة
    }
review-loss-short =
    { $unit ->
        [win] ⁦{ $amount }٪⁩
       *[points] ⁦{ $amount }⁩ ن
    }
review-counted =
    { $unit ->
        [win] ⁦{ $amount }٪⁩
       *[points] ⁦{ $amount }⁩ نقطة
    }
review-no-loss = لا خسارة: كان هذا الخيار الأفضل.
review-verdict-within = { $loss } مقارنةً بالخيار الأول: ضمن ما تستطيع التوزيعات المحاكاة التمييز فيه.
review-verdict-graded = { $loss } مقارنةً بالأفضل؛ قُدّر على { $counted }، أي الفرق ناقص نصف الـ ±.
review-best-row = الأفضل

## الشرح

review-legend-value =
    { $unit ->
        [win] فرصة الفوز: فرصتك في الفوز باللعبة بعد كل خيار، بلعب اليد حتى نهايتها على توزيعات للأوراق التي لم تكن تراها.
       *[points] النقاط: متوسط نقاط اليد لك بعد كل خيار (أقل عندما يسجل الخصم)، بلعب اليد حتى نهايتها على توزيعات للأوراق التي لم تكن تراها.
    }
review-legend-against =
    { $unit ->
        [win] مقارنةً بالأفضل: كم نقطة مئوية يتأخر كل خيار عن الأفضل، ± خطأ معياري واحد (ضجيج العيّنة؛ أوسع لخيار أُسقط بعد التوزيعات الأولى).
       *[points] مقارنةً بالأفضل: كم نقطة يتأخر كل خيار عن الأفضل، ± خطأ معياري واحد (ضجيج العيّنة؛ أوسع لخيار أُسقط بعد التوزيعات الأولى).
    }
review-legend-grade = التقدير: الفرق ناقص نصف الـ ± (فيُحسب { $example } على أنه { $counted }): الأفضل حتى { $best }، جيد حتى { $good }، عدم دقة حتى { $inaccuracy }، خطأ حتى { $mistake }، وما فوق ذلك خطأ فادح.

## النافذة

review-title-game = تحليل اللعبة { $game }
review-title-hand = تحليل اليد { $hand }
review-largest =
    .aria-label = أكبر خسائرك
review-previous = → السابق
review-next = التالي ←
review-close = إغلاق
    .aria-label = إغلاق التحليل
review-decisions =
    .aria-label = القرارات
review-keys = المفاتيح: ← → السابق والتالي، Home وEnd الأول والأخير، وEsc يغلق.
review-progress =
    .aria-label = تقدّم التحليل
review-reviewing = جارٍ تحليل قراراتك: { $done } من { $total }…
review-starting = يبدأ التحليل…
review-reviewing-said = جارٍ تحليل قراراتك…
review-try-again = حاول مجددًا
review-ready = التحليل جاهز. { $summary }
review-none = لا قرارات لتحليلها.
review-no-decision = لم يكن عليك اتخاذ أي قرار
review-summary =
    { $count ->
        [one] اتخذت قرارًا واحدًا: { $grades }؛ الدقة { $accuracy }٪
        [two] اتخذت قرارين: { $grades }؛ الدقة { $accuracy }٪
        [few] اتخذت { $count } قرارات: { $grades }؛ الدقة { $accuracy }٪
        [many] اتخذت { $count } قرارًا: { $grades }؛ الدقة { $accuracy }٪
       *[other] اتخذت { $count } قرار: { $grades }؛ الدقة { $accuracy }٪
    }
review-summary-grade =
    { $grade ->
        [best] { $count } الأفضل
        [good] { $count } جيد
        [inaccuracy] { $count } عدم دقة
        [mistake]
            { $count ->
                [one] خطأ واحد
                [two] خطآن
                [few] { $count } أخطاء
                [many] { $count } خطأً
               *[other] { $count } خطأ
            }
       *[blunder]
            { $count ->
                [one] خطأ فادح واحد
                [two] خطآن فادحان
                [few] { $count } أخطاء فادحة
                [many] { $count } خطأً فادحًا
               *[other] { $count } خطأ فادح
            }
    }
review-largest-label = أكبر الخسائر:
review-nothing-lost = لم يخسر أي قرار شيئًا يستحق الذكر.
review-where = القرار { $number }
review-where-hand = اليد { $hand }، القرار { $number }
review-jump-label = { $where }: { $grade }، { $loss }
review-said-best = { $where }: اخترت { $choice }؛ الأفضل.
review-said-loss = { $where }: اخترت { $choice }؛ { $grade }، { $loss }.
review-no-decision-hand = لم يكن عليك اتخاذ أي قرار في هذه اليد.
review-step-head = { $where } من { $total }: { $kind }
review-you = أنت
review-best = الأفضل
review-you-row = (أنت)

## اليد كما كانت

review-mark-you = اختيارك
review-mark-best = الخيار الأفضل
review-mark-both = اختيارك والخيار الأفضل
review-card-label = { $card }، { $marks }
review-upcard = الورقة المكشوفة
review-upcard-label = الورقة المكشوفة { $card }
review-stock = الكومة
review-stock-label =
    { $count ->
        [zero] الكومة، لا أوراق
        [one] الكومة، ورقة واحدة
        [two] الكومة، ورقتان
        [few] الكومة، { $count } أوراق
        [many] الكومة، { $count } ورقة
       *[other] الكومة، { $count } ورقة
    }
review-stock-caption = الكومة: { $count }
review-pass = تمرير
review-pile = المرمى
review-pile-label = كومة المرمى: { $card }
review-facts-discard = الأوراق الميتة بعد رميك: { $deadwood } · الكومة: { $stock }
review-facts = الأوراق الميتة: { $deadwood }
review-your-cards = أوراقك الـ{ $count }

## كل الخيارات

review-every-choice = كل الخيارات ({ $count })
review-choice-head = الخيار
review-value-head =
    { $unit ->
        [win] فرصة الفوز
       *[points] النقاط
    }
review-against-head = مقارنةً بالأفضل
review-grade-head = التقدير

## خيار بالكلمات

review-choice-discard = ارمِ { $card }
review-choice-knock = دق برمي { $card }
review-choice-take-card = خذ الورقة المكشوفة { $card }
review-choice-take = خذ الورقة المكشوفة
review-choice-draw = اسحب من الكومة
review-choice-pass = مرّر
review-choice-big-gin = جن كبير

## لماذا كان الخيار الأفضل أفضل

review-why-knock-safe = الدق بـ{ $deadwood } نقاط ميتة كان آمنًا لكنه سجّل أقل من مواصلة اللعب بـ{ $card } بحثًا عن جن أو مجموع أقل
review-why-knock-undercut = الدق بـ{ $deadwood } نقاط ميتة خسر اليد في { $share } من التوزيعات التي سمحت بها الأوراق التي لم ترها؛ مواصلة اللعب بـ{ $card } كانت أفضل
review-why-gin = رمي { $card } كان جن
review-why-knock-won = الدق بـ{ $deadwood } نقاط ميتة برمي { $card } ربح اليد في { $share } من التوزيعات المحاكاة؛ مواصلة اللعب أعطت الخصم وقتًا
review-why-big-gin = كانت الأوراق الـ11 كلها في تشكيلات: الجن الكبير سجّل أكثر
review-why-discards = { $made }؛ { $better }
review-why-made-broke-meld = رمي { $card } كسر تشكيلتك { $cards }
review-why-made-fed = رمي { $card } غذّى تشكيلة الخصم { $cards }
review-why-made-fed-taken = رمي { $card } غذّى الخصم، فأخذها
review-why-made-melds-with = رمي { $card } فرّط في ورقة تتشكل مع { $cards }
review-why-made-broke-begun = رمي { $card } فكّ { $cards }، تشكيلة بدأت
review-why-made-left = رمي { $card } ترك { $deadwood } نقاط ميتة
review-why-better-loose-high = { $card } كانت ورقة عالية منفردة
review-why-better-few-partners = لم يكن لـ{ $card } إلا { $cards } لتتشكل معها
review-why-better-joined-nothing = { $card } لم تنضم إلى شيء
review-why-better-left = { $card } تركت { $deadwood } نقاط ميتة
review-why-better-more-ways = وأبقت طرقًا أكثر للتشكيل ({ $kept } ورقة ستنضم، لا { $lost })
review-why-better-safe = وكانت آمنة (رمى الخصم { $card })
review-why-two = { $first } { $second }
review-why-three = { $first }، { $second } { $third }
review-why-take-melds =
    أخذ { $card } (تتشكل مع { $cards })؛ { $other ->
        [stock] ورقة من الكومة
       *[pass] التمرير
    } كان أفضل في المتوسط
review-why-take-nothing =
    أخذ { $card } لم يشكّل شيئًا وكشفها للخصم؛ { $other ->
        [stock] ورقة من الكومة
       *[pass] التمرير
    } كان أفضل في المتوسط
review-why-skip-melds = { $card } تتشكل مع { $cards }: أخذها كان أفضل
review-why-skip-lowers = { $card } خفّضت أوراقك الميتة أكثر مما كانت ستفعل ورقة من الكومة على الأرجح: أخذها كان أفضل
review-why-other = { $best } كان أفضل من { $chosen }
# loan: only the two placeholders and brackets, the same in Arabic
review-why-loss = { $why } ({ $loss })

## أزرار لوحة نهاية اليد

review-hand = حلّل اليد
review-game = حلّل اللعبة
review-after-rated = بعد هذه اللعبة المحتسبة
review-rated-why = لا مساعدة من المحرك في لعبة محتسبة قبل أن تنتهي: تُحلَّل أيديها بعد انتهائها.
