# اللعبة بملء الشاشة: الطاولة والنوافذ وكشف الأوراق وورقة النقاط.
# الحروف بين قوسين، (t) و(d)، مفاتيح تُضغط كما هي.

## الطاولة
tui-table-new = جديدة
tui-table-meld =
    { $kind ->
        [run] سلسلة
       *[set] مجموعة
    }
tui-table-stock-label = الكومة
tui-table-discard-label = المرمى
tui-table-stock-note =
    الكومة: { $count ->
        [zero] لا أوراق
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $count } أوراق
        [many] { $count } ورقة
       *[other] { $count } ورقة
    }
tui-table-discard-note =
    كومة المرمى: { $count ->
        [zero] لا أوراق
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $count } أوراق
        [many] { $count } ورقة
       *[other] { $count } ورقة
    }
tui-table-discard-under =
    كومة المرمى: { $count ->
        [zero] لا أوراق
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $count } أوراق
        [many] { $count } ورقة
       *[other] { $count } ورقة
    }، { $below } تحت العليا ({ $squared ->
        [true] كومة مرتبة
       *[other] v يعرضها
    })
tui-table-limit-note = حد الدق في هذه اليد: { $limit }
tui-table-limit-note-gin = حد الدق في هذه اليد: { $limit } (جن فقط)
tui-table-limit-double = { $limit }، والنقاط مضاعفة
tui-table-opponent =
    { $name }: { $count ->
        [zero] لا أوراق
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $count } أوراق
        [many] { $count } ورقة
       *[other] { $count } ورقة
    }
tui-table-opponent-known =
    { $name }: { $count ->
        [zero] لا أوراق
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $count } أوراق
        [many] { $count } ورقة
       *[other] { $count } ورقة
    }، منها { $cards } (أُخذت من كومة المرمى)
tui-table-hand-number = اليد { $number }
tui-table-to-target = { $scores } (حتى { $target })
tui-table-deals =
    { $who ->
        [you] أنت الموزع
       *[other] { $name } الموزع
    }
tui-table-dealt = وُزعت الأوراق.
tui-table-status-over = انتهت اليد
tui-table-status-yours = دورك
tui-table-status-theirs = دور { $name }

## ماذا تفعل الآن
tui-table-prompt-over = انتهت اليد: Enter يعرض كشف الأوراق.
tui-table-prompt-waiting = { $name } يلعب…
tui-table-prompt-offer = دورك: خذ { $card } (t) أو مرّر (p).
tui-table-prompt-draw-or-take = دورك: اسحب من الكومة (d) أو خذ { $card } (t).
tui-table-prompt-draw = دورك: اسحب من الكومة (d).
tui-table-prompt-stock-end = بقيت ورقتان في الكومة: خذ { $card } (t) لتدق بها، أو مرّر (p).
tui-table-prompt-stock-end-void = بقيت ورقتان في الكومة: مرّر (p)؛ اليد ملغاة.
tui-table-prompt-discard = الرمي: الأسهم + Enter، أو انقر ورقة
tui-table-separator = { "؛ " }
tui-table-prompt-gin = g: جن
tui-table-prompt-knock = k: دق ({ $left } نقاط ميتة)
tui-table-prompt-big-gin = g: جن كبير
# loan: only the final full stop
tui-table-prompt-parts = { $parts }.
tui-table-deadwood-line =
    النقاط الميتة الآن { $now }؛ أفضل رمية، { $card }، تترك { $left }: { $then ->
        [gin] جن
        [knock] يمكنك الدق
       *[none] لا دق بعد
    } (الحد { $limit }).

## كومة المرمى (v)
tui-table-pile-empty = كومة المرمى فارغة.
tui-table-pile-squared =
    كومة المرمى مرتبة: { $count ->
        [zero] لا أوراق
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $count } أوراق
        [many] { $count } ورقة
       *[other] { $count } ورقة
    }، ولا تظهر إلا العليا:
tui-table-pile-top-first =
    كومة المرمى، { $count ->
        [zero] لا أوراق
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $count } أوراق
        [many] { $count } ورقة
       *[other] { $count } ورقة
    }، من الأعلى:

## كشف الأوراق وورقة النقاط
tui-table-void-title = يد ملغاة
tui-table-showdown-title =
    { $who ->
        [you] { $outcome ->
            [gin] حققتَ جن
            [big_gin] حققتَ جن كبير
            [undercut] دققتَ وتلقيت قطعًا مضادًا
           *[knock] دققتَ
        }
       *[other] { $outcome ->
            [gin] حقق { $name } جن
            [big_gin] حقق { $name } جن كبير
            [undercut] دق { $name } وتلقى قطعًا مضادًا
           *[knock] دق { $name }
        }
    }
tui-table-scores-points =
    { $who ->
        [you] تسجل
       *[other] يسجل { $name }
    } { $points ->
        [zero] { $points } نقطة
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    }.
tui-table-sheet-hand = اليد
tui-table-sheet-void = ملغاة
tui-table-sheet-none = (لم تنته أي يد بعد)
tui-table-no-deadwood = لا نقاط ميتة
tui-table-layoffs = ؛ قابلة للإلحاق: { $count }

## المساعدة (?)
tui-help-title = المفاتيح (الفأرة تعمل أيضًا: الأوراق والكومة والمرمى والأزرار):
tui-help-key-arrows = يسار/يمين
# loan: the keycap reads Enter on Arabic keyboards too
tui-help-key-enter = Enter
# loan: the keycaps read PgUp/PgDn on Arabic keyboards too
tui-help-key-pages = PgUp/PgDn
tui-help-draw = اسحب من الكومة
tui-help-click-stock = (انقر الكومة)
tui-help-take = خذ الورقة العليا من المرمى
tui-help-click-pile = (انقر المرمى)
tui-help-pass = مرّر الورقة المكشوفة الأولى (أو عند نهاية الكومة)
tui-help-pick = اختر ورقة من يدك
tui-help-click-card = (انقر ورقة)
tui-help-discard = ارمِ الورقة المختارة
tui-help-click-again = (انقرها ثانية)
tui-help-knock = دق (بالورقة المختارة، وإلا بالأفضل)؛ واختر التشكيلات
tui-help-gin = حقق جن (أو جن كبير) حين تستطيع
tui-help-hint = نصيحة من أقوى لاعبي الحاسوب
tui-help-scroll = راجع حركات هذه اليد (أو عجلة الفأرة)
tui-help-pile = كومة المرمى كلها
tui-help-also-scores = s  ورقة النقاط
tui-help-help = هذه المساعدة والقواعد
tui-help-also-quit = q  احفظ واخرج
tui-help-quit-saves = الخروج يحفظ اللعبة: `ginrummy play --resume` يكملها.
tui-help-records = تُحفظ الألعاب المنتهية سجلاتٍ: `ginrummy replay الملف` يعرض أحدها.

## حركات مرفوضة أو منفذة
tui-table-move-take = خذ
tui-table-move-pass = مرّر
tui-table-move-draw = اسحب
tui-table-hand-over = انتهت اليد: اضغط Enter لترى كشف الأوراق.
tui-table-wait = انتظر: إنه دور { $name }.
tui-table-you-chose = اخترتَ: { $move }.
tui-table-pick-first = اختر ورقة أولًا (بالأسهم أو بالنقر).
tui-table-only-knock = غير مسموح: لا يمكنك الآن إلا الدق (k).
tui-table-not-your-turn = غير مسموح: ليس دورك.
tui-table-draw-then-knock = غير مسموح: اسحب ورقة أولًا ثم دق: { $moves }.
tui-table-not-gin = ليس جن: أفضل رمية تترك { $left } نقاطًا ميتة.
tui-table-no-hint = لا نصيحة الآن: ليس دورك.
tui-table-illegal = حاول { $name } حركة غير مسموحة ({ $error })؛ فنُفذت بدلًا منها أول حركة مسموحة له.
tui-table-new-hand = وُزعت يد جديدة.
tui-table-not-stored = تعذر حفظ سجل اللعبة: { $error }.
tui-table-new-game = لعبة جديدة: حظًا سعيدًا!
tui-table-resumed = استُؤنفت اللعبة.
tui-table-knock-cancelled = أُلغي الدق.

## عند الخروج
tui-table-record-kept = حُفظ سجل اللعبة في { $path }.
tui-table-record-failed = خطأ: تعذر حفظ اللعبة المنتهية.
tui-table-save-failed = خطأ: تعذر حفظ اللعبة: { $error }.
tui-table-saved = حُفظت اللعبة في { $path }؛ `ginrummy play --resume` يكملها.
tui-table-save-file-failed = خطأ: --save: { $error }.
tui-table-save-file-written = كُتب سجل اللعبة أيضًا في { $path }.

## تحت كشف الأوراق
tui-table-enter-sheet = Enter: ورقة النقاط
tui-table-enter-next = Enter: اليد التالية
tui-table-showdown-scores = النقاط: { $scores } (الجولة حتى { $target })
tui-table-showdown-games = { $games } (كل جولة حتى { $target })
# loan: only punctuation around the two parts
tui-table-showdown-footer = { $scores }. { $more }
tui-table-your-hand = يدك:

## المفاتيح
tui-key-draw = اسحب
tui-key-take = خذ
tui-key-pass = مرّر
tui-key-left = يسار
tui-key-right = يمين
tui-key-discard = ارمِ
tui-key-knock = دق
tui-key-gin = جن
tui-key-hint = نصيحة
tui-key-pile = المرمى
tui-key-scores = النقاط
tui-key-help = مساعدة+قواعد
tui-key-save-quit = حفظ+خروج
tui-key-quit = خروج
tui-key-earlier = حركات سابقة
tui-key-later = حركات لاحقة
tui-key-cancel = إلغاء
tui-key-close = إغلاق
tui-key-scroll = تمرير
tui-key-continue = متابعة
tui-key-review = راجع اليد
tui-key-back = رجوع
tui-key-new-game = لعبة جديدة
tui-key-back-to-game = عودة إلى اللعبة

## اختيار التشكيلات قبل الدق
tui-knock-title = الدق برمي { $card } مقلوبة. أي التشكيلات تضع؟
tui-knock-gin-title = جن برمي { $card } مقلوبة. أي التشكيلات تضع؟
tui-knock-how = (قابلة للإلحاق: أوراق لم تُرَ قد يلحقها الخصم بها؛ الأسهم + Enter أو نقرة؛ Esc يلغي)
tui-knock-gin-how = (لا إلحاق على جن؛ الأسهم + Enter أو نقرة؛ Esc يلغي)
tui-text-hint = (Esc أو Enter يغلق؛ الأسهم وPgUp/PgDn للتمرير)

## نافذتا كشف الأوراق وورقة النقاط
tui-showdown-review = راجع هذه اليد
tui-sheet-game-over = انتهت اللعبة: ورقة النقاط
tui-sheet-kept = حُفظت في { $path } (`ginrummy replay` يعرضها).
