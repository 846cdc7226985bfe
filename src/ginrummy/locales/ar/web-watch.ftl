# صفحة المتفرجين (watch.html وwatch.js): لعبة عامة تُشاهد من جانب الطاولة.

watch-page-title = مشاهدة لعبة جن رمي
watch-title = مشاهدة { $name0 } { $score0 }:{ $score1 } { $name1 } – جن رمي
watch-skip = انتقل إلى الحركات
watch-home =
    .aria-label = جن رمي: الصفحة الرئيسية
watch-home-text = جن رمي
watch-scoreboard =
    .aria-label = النتيجة
watch-score = النتيجة: { $name0 } { $score0 }، { $name1 } { $score1 }
watch-score-target = النتيجة: { $name0 } { $score0 }، { $name1 } { $score1 }، اللعب حتى { $target }
watch-tag = مشاهدة
watch-sheet-button = ورقة النقاط
watch-lobby = الردهة
watch-connecting = جارٍ الاتصال...
watch-cards =
    .aria-label = الأوراق
watch-middle =
    .aria-label = الكومة وكومة المرمى
watch-stock-label =
    .aria-label = الكومة
watch-discard-label =
    .aria-label = كومة المرمى
watch-pile-inspect = كومة المرمى
watch-count-lines = الحساب سطرًا سطرًا
watch-log-title = هذه اليد
watch-pile-title = كومة المرمى
watch-pile-order = من الأسفل أولًا؛ الورقة الأخيرة هي العليا (الورقة المكشوفة).
watch-sheet-title = ورقة النقاط
watch-close = إغلاق
watch-back-to-lobby = العودة إلى الردهة
watch-computer = (الحاسوب)
watch-disconnected = (انقطع الاتصال)
watch-stock =
    { $count ->
        [zero] الكومة، لا أوراق
        [one] الكومة، ورقة واحدة
        [two] الكومة، ورقتان
        [few] الكومة، { $count } أوراق
        [many] الكومة، { $count } ورقة
       *[other] الكومة، { $count } ورقة
    }
watch-discard-top = كومة المرمى، الورقة العليا { $card }
watch-discard-empty = كومة المرمى، فارغة
watch-pile-button = كومة المرمى: { $count }
watch-gin-only = الجن فقط في هذه اليد
watch-knock-limit = الدق بـ{ $limit } أو أقل
watch-doubled = ورقة مكشوفة من البستوني: هذه اليد بنقاط مضاعفة
watch-dealt = وزّع { $name }
watch-waiting = في انتظار اللاعب الثاني.
watch-last-move = آخر حركة: { $move }
watch-last-move-to-play = آخر حركة: { $move }. الدور على { $name }.
watch-to-play = الدور على { $name }.
watch-game-over = انتهت اللعبة.
watch-hand-over = انتهت اليد.
watch-next-hand = اللاعبان يطّلعان على الحساب؛ تليه اليد التالية.
watch-not-public = لا يمكن مشاهدة هذه اللعبة: إنها ليست عامة، أو غير موجودة.
watch-no-room = تحتاج هذه الصفحة إلى معرّف لعبة في عنوانها.
