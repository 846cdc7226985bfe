# اللعبة نصًا بسيطًا. الكلمات بين علامتي اقتباس مفردتين ('help' و'pile' و'knock' و'r')
# أوامر تُكتب بالإنجليزية كما هي.

help-title = الأوامر (لا فرق بين الأحرف الكبيرة والصغيرة):
help-draw = اسحب الورقة العليا من الكومة (أو: d، stock)
help-take = خذ الورقة المكشوفة، أعلى كومة المرمى (أو: t)
help-pass = ارفض الورقة المكشوفة الأولى (أو: p)
help-discard =
    ارمِ { $card } (أو: discard 7H، 7h، 10H، TH؛ ورموز
    الأنواع تصلح أيضًا)
help-knock =
    دُق وارمِ 7H مقلوبة (أو: k 7H)؛ "knock" وحدها تختار
    الرمية التي تترك أقل النقاط الميتة
help-gin = أعلن جن وارمِ 7H؛ "gin" وحدها تجد الورقة
help-big-gin = أنزل الأوراق الإحدى عشرة كلها حين تكون كلها في تشكيلات
help-hint = حركة أقوى لاعب حاسوبي، ولماذا
help-pile = كومة المرمى كلها
help-show = الطاولة من جديد
help-help = هذا النص
help-quit = غادر اللعبة؛ تُحفظ، و`ginrummy play --resume` يكملها

plain-welcome = جن رمي (قواعد { $rules }) ضد { $opponent }: الفائز أول من يبلغ { $target } نقطة. اكتب 'help' لعرض الأوامر.
plain-welcome-hollywood = جن رمي (قواعد { $rules }) ضد { $opponent }: الفائز أول من يبلغ { $target } نقطة في كل جولة من ثلاث (هوليوود). اكتب 'help' لعرض الأوامر.
plain-resumed = استُؤنفت اللعبة: { $scores }.
plain-game-over = === انتهت اللعبة. ===
plain-interrupted = توقفت.
plain-input-ended = انتهى الإدخال في منتصف اللعبة.
plain-left = غادرتَ اللعبة.
plain-error = خطأ: { $error }.
plain-record-written = كُتب سجل اللعبة في { $path }.
plain-saved = حُفظت اللعبة في { $path }.
plain-resume-how = لإكمالها اكتب: { $command }
plain-not-kept = لا تُحفظ اللعبة (لم يُحدَّد مجلد للحفظ).
plain-record-kept = حُفظ سجل اللعبة في { $path } (`ginrummy replay` يعرضه).

plain-hand =
    === اليد { $number }: { $dealer ->
        [you] أنت الموزّع
       *[other] الموزّع { $name }
    }. الورقة المكشوفة الأولى { $card }، حد الدق { $limit }. ===
plain-hand-double =
    === اليد { $number }: { $dealer ->
        [you] أنت الموزّع
       *[other] الموزّع { $name }
    }. الورقة المكشوفة الأولى { $card }، حد الدق { $limit }؛ إنها بستوني: نقاط هذه اليد مضاعفة. ===
plain-review-offer = اكتب 'r' لمراجعة هذه اليد، أو Enter للمتابعة:
plain-reviewing =
    مراجعة { $count ->
        [zero] قراراتك ({ $count })
        [one] قرارك الوحيد
        [two] قراريك
        [few] قراراتك الـ{ $count }
       *[other] قراراتك الـ{ $count }
    } في اليد { $number }...
plain-counts-in = تُحسب هذه اليد في { $games }.

plain-pile-squared = كومة المرمى مرصوصة: { $pile } فوق { $more } أخرى لا يجوز لأحد أن ينظر فيها
plain-pile = كومة المرمى من الأسفل إلى الأعلى: { $pile }
plain-pile-empty = (فارغة)
plain-which-card = أي ورقة؟ اكتبها، مثلًا 'discard 7H' أو '7H' وحدها.
plain-not-understood = لم أفهم: { $what }. اكتب 'help' لعرض الأوامر.
plain-not-gin-card = ليس جن: رمي { $card } يترك { $left } نقاطًا ميتة (استعمل 'knock' للدق).
plain-best-over-limit = غير مسموح: أفضل رمية تترك { $left } نقاطًا ميتة، فوق حد الدق البالغ { $limit }.
plain-not-gin = ليس جن: أفضل رمية تترك { $left } نقاطًا ميتة (استعمل 'knock').

table-pile-empty = فارغة
table-pile-top = { $card } في الأعلى
table-pile-squared = { $pile } ({ $below } تحتها، مرصوصة: لا يظهر إلا الأعلى)
table-pile-below = { $pile } ({ $below } تحتها؛ 'pile' يعرضها)
table-opponent =
    { $name }: { $count ->
        [zero] لا أوراق ({ $count })
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $count } أوراق
       *[other] { $count } ورقة
    }
table-opponent-known =
    { $name }: { $count ->
        [zero] لا أوراق ({ $count })
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $count } أوراق
       *[other] { $count } ورقة
    }، ومعروف أن معه { $cards }
table-deadwood = النقاط الميتة { $count }
table-scores = النقاط: { $scores } (حتى { $target }).  الكومة: { $stock } ورقة.  حد الدق: { $limit }.
table-discard-pile = كومة المرمى: { $pile }.
table-your-hand = يدك: { $parts }
scores-pair = { $name0 } { $score0 }، { $name1 } { $score1 }

prompt-first = الدور الأول: { $moves }.
prompt-turn = دورك: { $moves }.
prompt-turn-passed = دورك: { $moves } (رُفضت الورقة المكشوفة الأولى).
prompt-stock-end = بقيت ورقتان في الكومة: { $moves }.
prompt-stock-end-void = بقيت ورقتان في الكومة: { $moves } (اليد ملغاة).
prompt-discard = ارمِ ورقة (مثلًا '{ $example }')
prompt-only-knock = لا يمكنك الآن إلا الدق
prompt-or = أو { $options }
prompt-or-more = أو { $options } و{ $count } غيرها
prompt-or-big-gin = أو 'big gin'
prompt-keep-taken = (أُخذت { $card } للتو: احتفظ بها هذا الدور.)
