# مراجعة اليد: تعرضها اللعبة النصية بعد 'r'، واللعبة بملء الشاشة من كشف الأوراق.
# $unit هي "win" (نقاط مئوية من فرصة الفوز بالجولة) أو "points" (نقاط اليد المتوقعة).
# ± خطأ معياري واحد.

## اختيار في كلمات قليلة
tui-review-choice-stock = الكومة
tui-review-choice-take = أخذ
tui-review-choice-take-card = أخذ { $card }
tui-review-choice-pass = تمرير
tui-review-choice-discard = رمي { $card }
tui-review-choice-knock = دق { $card }
tui-review-choice-gin = جن { $card }
tui-review-choice-big-gin = جن كبير
tui-review-kind =
    { $kind ->
        [upcard] مكشوفة
        [draw] سحب
       *[discard] رمي
    }
tui-review-grade =
    { $grade ->
        [best] الأفضل
        [good] جيد
        [inaccuracy] عدم دقة
        [mistake] خطأ
       *[blunder] خطأ فادح
    }
tui-review-comma = { "، " }
tui-review-grade-count =
    { $count } { $grade ->
        [best] الأفضل
        [good] جيد
        [inaccuracy] عدم دقة
        [mistake] { $count ->
            [one] خطأ
            [two] خطآن
            [few] أخطاء
           *[other] خطأ
        }
       *[blunder] { $count ->
            [one] خطأ فادح
            [two] خطآن فادحان
            [few] أخطاء فادحة
           *[other] خطأ فادح
        }
    }

## الملخص والمفتاح
tui-review-summary-none = لم يكن لديك أي قرار تتخذه.
tui-review-summary =
    اتخذتَ { $count ->
        [zero] { $count } قرار
        [one] قرارًا واحدًا
        [two] قرارين
        [few] { $count } قرارات
        [many] { $count } قرارًا
       *[other] { $count } قرار
    }: { $grades }.
tui-review-summary-accuracy =
    اتخذتَ { $count ->
        [zero] { $count } قرار
        [one] قرارًا واحدًا
        [two] قرارين
        [few] { $count } قرارات
        [many] { $count } قرارًا
       *[other] { $count } قرار
    }: { $grades }؛ الدقة { $accuracy }٪.
tui-review-legend-value =
    { $unit ->
        [win] القيمة: فرصتك في الفوز بالجولة بعد كل اختيار
       *[points] القيمة: متوسط نقاط اليد لك بعد كل اختيار
    }، من لعب اليد حتى نهايتها على توزيعات للأوراق التي لم تكن تراها.
tui-review-legend-against =
    مقابل الأفضل: كم { $unit ->
        [win] نقطة مئوية
       *[points] نقطة
    } يتأخر الاختيار عن الأفضل، ± خطأ معياري واحد (ضجيج العينة).
tui-review-legend-grade = التقدير: الفرق ناقص نصف ± الخاص به (−2.0 ± 1.0 تُحسب 1.5): الأفضل حتى { $best }، جيد حتى { $good }، عدم دقة حتى { $inaccuracy }، خطأ حتى { $mistake }، وما بعد ذلك خطأ فادح.
tui-review-short-against =
    مقابل الأفضل: { $unit ->
        [win] فرصة الفوز (نقاط مئوية)
       *[points] نقاط اليد المتوقعة
    } خلف الأفضل ± خطأ معياري واحد.
tui-review-short-grade = التقدير: ذلك ناقص نصف ±: الأفضل حتى { $best }، جيد { $good }، عدم دقة { $inaccuracy }، خطأ { $mistake }، وأكثر خطأ فادح.

## قرار واحد
tui-review-hand = { $hand } (النقاط الميتة { $deadwood })؛ الكومة { $stock }
tui-review-hand-upcard = { $hand } (النقاط الميتة { $deadwood })؛ الورقة المكشوفة { $upcard }؛ الكومة { $stock }
tui-review-your-hand = يدك: { $hand }.
tui-review-best-mark = (الأفضل)
tui-review-yours-mark = { " " }(اختيارك)
tui-review-more = { " " }(و{ $count } غيرها)
tui-review-choices =
    الاختيارات ({ $unit ->
        [win] فرصة الفوز بالجولة
       *[points] نقاط اليد المتوقعة
    }؛ مقابل الأفضل ± خطأ معياري واحد): { $cells }{ $more }.
tui-review-loss =
    { $loss } ± { $error }{ $unit ->
        [win] { " " }٪ من فرصة الفوز
       *[points] { " " }نقطة
    }
tui-review-verdict-best = الحركة { $number }، { $kind }: اخترتَ { $chose }، وهو الاختيار الأفضل.
tui-review-verdict-within = الحركة { $number }، { $kind }: اخترتَ { $chose }، وقُدّر الأفضل ({ $loss } مقابل { $top }، ضمن ما لا تميّزه التوزيعات).
tui-review-verdict =
    الحركة { $number }، { $kind }: اخترتَ { $chose }، { $grade } ({ $loss } مقابل الأفضل؛ قُدّر على { $graded }{ $unit ->
        [win] ٪
       *[points] { " " }نقطة
    })؛ الأفضل: { $best }.
tui-review-as-good = جيد كأي اختيار آخر هنا (ضمن ما تستطيع التوزيعات المأخوذة تمييزه).
tui-review-nothing-lost = لم يخسر أي اختيار لك شيئًا يستحق العد.
tui-review-largest =
    { $count ->
        [one] أكبر خسارة لك:
       *[other] أكبر خسائرك:
    }

## نافذة المراجعة
tui-review-title = مراجعة اليد { $number }: قراراتك
tui-review-working = جارٍ مراجعة قراراتك...
tui-review-progress =
    جارٍ مراجعة قراراتك ({ $total }): انتهى { $done }...
tui-review-failed = فشلت المراجعة: { $error }
tui-review-marks = #1-#{ $count }: أكبر خسائرك.
tui-review-mark-one = #1: خسارتك الوحيدة.
tui-review-column-move = الحركة
tui-review-column-kind = النوع
tui-review-column-choice = اختيارك
tui-review-column-best = الأفضل
tui-review-column-grade = التقدير
tui-review-column-against =
    { $unit ->
        [win] مقابل الأفضل ٪
       *[points] مقابل الأفضل
    }
tui-review-same = نفسه
tui-review-top = الأفضل
