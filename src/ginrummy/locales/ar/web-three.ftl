# طاولة لثلاثة (three.html و three.js؛ «ثلاثة لاعبين» في صفحة البداية): الجِن بثلاثة
# لاعبين، وكل يد تُلعب بين اثنين. «الصندوق»: لاعب وحده ضد فريق من اثنين (قائد يلعب،
# وشريك يجلس خارج اليد ويمكنه أن ينصح).

three-page-title = جِن رامي لثلاثة لاعبين
three-title = طاولة لثلاثة
three-invite-title = في انتظار اللاعبين
three-invite-text = أرسل هذا الرابط إلى أصدقائك: أول اثنين يفتحانه يأخذان المقعدين الشاغرين. ويمكنك أيضًا إجلاس الحاسوب.
three-invite-url =
    .aria-label = رابط الدعوة
three-copy = نسخ الرابط
three-discard = كومة المرمى
three-moves =
    .aria-label = الحركات
three-advise-title = انصح قائدك
three-advise-label = اقترح ورقة
three-advise = انصح
three-next-hand = اليد التالية
three-sheet-title = ورقة النقاط

three-form-box = الصندوق: واحد ضد فريق من اثنين، ويتغيّر الصندوق بعد خسارة جولة
three-form-box-hand = الصندوق: واحد ضد فريق من اثنين، ويتغيّر الصندوق بعد خسارة يد
three-form-rotation = التناوب: من يخسر كل جولة يجلس خارج اللعب
three-form-rotation-hand = التناوب: من يخسر كل يد يجلس خارج اللعب

three-role-box = في الصندوق
three-role-captain = القائد
three-role-partner = الشريك، خارج اللعب
three-role-plays = يلعب
three-role-sits-out = خارج اللعب
three-empty-seat = مقعد شاغر
three-you-mark = (أنت)
three-score-label = النقاط
three-pairing = { $a } يلعب ضد { $b }؛ و{ $out } خارج اللعب.
three-next-known = يجلس خارج اللعب بعدها: { $name }.
three-next-loser-game = يجلس خارج اللعب بعدها: من يخسر هذه الجولة.
three-next-loser-hand = يجلس خارج اللعب بعدها: من يخسر هذه اليد.
three-waiting = في انتظار أن تُشغل كل المقاعد.

three-level-label = مستوى الحاسوب
three-level-easy = سهل
three-level-medium = متوسط
three-level-hard = صعب
three-seat-computer = أجلس الحاسوب في المقعد { $seat }

three-cards = { $count ->
    [zero] (لا أوراق)
    [one] (ورقة واحدة)
    [two] (ورقتان)
    [few] ({ $count } أوراق)
    [many] ({ $count } ورقة)
   *[other] ({ $count } ورقة)
}
three-stock = { $count ->
    [zero] الكومة: فارغة
    [one] الكومة: ورقة واحدة
    [two] الكومة: ورقتان
    [few] الكومة: { $count } أوراق
    [many] الكومة: { $count } ورقة
   *[other] الكومة: { $count } ورقة
}
three-your-hand = يدك
three-captain-hand = يد { $name } (قائدك)
three-sitting-out-you = أنت خارج هذه اليد: الطاولة كما يراها الجميع.
three-watching = أنت تشاهد الطاولة.
three-advice-from = يقترح { $name }:
three-advice-sent = اقترحت { $card } على قائدك.

three-sheet-game = الجولة
three-sheet-hand = اليد
three-sheet-box = في الصندوق
three-sheet-total = المجموع
three-sheet-won = فاز بها، { $points } نقطة
three-against = { $a } ضد { $b }:
three-over-won = انتهت المباراة: فاز { $names }.
three-over-shared = انتهت المباراة: يتقاسم { $names } الفوز.

three-join-note = طاولة لثلاثة: { $form }.
three-start-label = ثلاثة لاعبين
three-start-two = لا: لعبة لاثنين
three-start-games = عدد الجولات في المباراة
three-start-note = مع ثلاثة لاعبين، يفتح «ادعُ صديقًا» طاولة لثلاثة: أرسل رابطها إلى صديقين، أو أجلس الحاسوب في مقعد شاغر.

error-three-sitting_out = أنت خارج هذه اليد: يلعبها الاثنان الآخران.
error-three-advice_unavailable = لا ينصح إلا شريك القائد، في شكل الصندوق، وأثناء اليد.
error-three-bad_advice = قائدك لا يحمل هذه الورقة.
error-three-bad_seat = لا يوجد مقعد كهذا: المقاعد هي 1 و2 و3.
error-three-seat_taken = هذا المقعد مشغول بالفعل.
error-three-bad_level = لا يوجد مستوى كهذا للحاسوب.
error-three-match_not_over = لم تنتهِ المباراة بعد.
error-three-no_stand_in = لا يلعب الحاسوب إلا بدلًا من شخص غادر الطاولة.
error-three-not_gone_long = ربما انقطع الاتصال فقط: انتظر قليلًا.

three-chat-label = رسالة إلى الطاولة
three-mute-what = إخفاء رسائل اللاعبين الآخرين

three-again = العب مرة أخرى
three-again-asked = يرغب { $names } في اللعب مرة أخرى.
three-again-waiting = في انتظار أن يرغب { $names } في اللعب مرة أخرى.
three-again-next = شاهد المباراة التالية

three-sit-in = دع الحاسوب يلعب بدلًا من { $name }
three-sit-in-wait = غادر { $name } الطاولة: يمكن للحاسوب أن يلعب بدلًا منه بعد { $seconds } ث.
three-stand-in = الحاسوب يلعب الآن
