# اللعب عبر الشبكة في الطرفية (`ginrummy online`). الكلمات بين علامتي اقتباس مفردتين
# ('draw' و'next' و'quit') أوامر تُكتب كما هي: تبقى بالإنجليزية.
# $name اسم اللاعب كما كتبه.

## المساعدة ('help' على الطاولة)
netplay-help =
    الأوامر:
      draw (d), take (t), pass (p)   اسحب من الكومة، خذ الورقة المكشوفة، مرّرها
      7H أو 'discard 7H'            ارمِ ورقة
      knock [7H], gin [7H]          دُق (بأفضل ورقة ترميها أو بهذه)، أعلن جن
      big gin                       جن كبير، حين تسمح القواعد
      next                          جاهز لليد التالية
      rematch                       جولة أخرى بعد انتهاء هذه
      say نص                        راسل خصمك
      claim                         اربح جولة غادرها خصمك (بعد انتهاء المهلة)
      resign                        استسلم في الجولة (يسألك مرة أخرى أولًا)
      hint                          تلميح (ضد الحاسوب، في جولة غير محتسبة)
      show, pile                    الطاولة من جديد؛ كومة المرمى كلها
      quit                          غادر الطاولة (يبقى مقعدك محفوظًا: --resume)
netplay-watch-help =
    الأوامر:
      show      الطاولة: النقاط، الكومة، كومة المرمى، ما يكشفه كل لاعب،
                وساعات الطاولة الموقوتة
      pile      كومة المرمى كلها
      quit      توقّف عن المشاهدة

## الاتصال
netplay-server-closed = أغلق الخادم هذه الطاولة.
netplay-connection-lost = انقطع الاتصال ({ $why })؛ جارٍ إعادة الاتصال... (ما تكتبه في الأثناء يُقرأ حين يعود)
netplay-closed = أُغلق
netplay-reconnected = عاد الاتصال.
netplay-lost = تعذّرت إعادة الاتصال.
netplay-lost-seat = تعذّرت إعادة الاتصال. مقعدك محفوظ: 'ginrummy online --resume'.
netplay-lost-watch = تعذّرت إعادة الاتصال. شاهد من جديد بـ 'ginrummy online --watch ROOM'.
netplay-not-sent = لم تُرسل: الاتصال منقطع (جارٍ إعادة الاتصال).
netplay-left-table = غادرت الطاولة. مقعدك محفوظ: 'ginrummy online --resume'.
netplay-refused = مرفوض: { $message } ({ $code }).
# loan: رسالة الخادم ثم رمزها، لا كلمة فيها تُترجم
netplay-watch-refused = { $message } ({ $code })

## الطاولة
netplay-waiting = في انتظار أن يجلس خصمك
netplay-waiting-invite = في انتظار أن يجلس خصمك: أرسل إليه { $invite }
netplay-shuffling = خلط الأوراق: التوزيع ينتظر بذرتي اللاعبين.
netplay-seating =
    أنت ({ $me }) ضد { $other }: الجولة { $game } حتى { $target }، { $kind ->
        [rated] محتسبة في التصنيف
       *[other] غير محتسبة
    }.
netplay-hand-dealt =
    اليد { $number }: { $who ->
        [you] وزّعتَ أنت.
       *[other] وزّع { $name }.
    }
netplay-scores-you = أنت { $mine }، { $name } { $theirs }
netplay-scores = النقاط: { $scores }.
netplay-table-head = النقاط: { $scores } (حتى { $target }).  الكومة: { $stock } ورقة.  حدّ الدق: { $limit }.
netplay-discard-pile = كومة المرمى: { $pile }.
netplay-pile-empty = فارغة
netplay-pile-top = { $card } في الأعلى
netplay-pile-top-below = { $card } في الأعلى ({ $count } تحتها؛ 'pile' يعرضها)
netplay-pile-list = كومة المرمى من الأسفل إلى الأعلى: { $cards }
netplay-pile-list-empty = (فارغة)
netplay-no-table = لا طاولة لعرضها بعد.
netplay-seat-cards =
    { $name }: { $count ->
        [zero] لا أوراق
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $count } أوراق
        [many] { $count } ورقة
       *[other] { $count } ورقة
    }
netplay-seat-cards-known =
    { $name }: { $count ->
        [zero] لا أوراق
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $count } أوراق
        [many] { $count } ورقة
       *[other] { $count } ورقة
    }، ومعروف أن بينها { $cards }
netplay-seat-laid-down = { $name }: كشف { $cards }
netplay-away = (غائب)
netplay-your-hand = يدك: { $hand }
netplay-deadwood = نقاط ميتة { $count }
netplay-turn-of = الدور على { $name }.
netplay-type-next = اكتب 'next' لليد التالية.
netplay-type-rematch = اكتب 'rematch' أو 'quit'.
netplay-rematch-or-quit = اكتب 'rematch' لجولة أخرى، أو 'quit'.
netplay-back-to-tournament = عودة إلى البطولة.
# loan: سطر ورقة النقاط ثم نقطتان ثم العددان
netplay-sheet-row = { $label }: { $a } - { $b }
netplay-player-left = غادر { $name } الطاولة.
netplay-player-back = عاد { $name }.

## ما العمل الآن
netplay-lead-first-turn = الدور الأول
netplay-lead-stock-end = بقيت ورقتان في الكومة
netplay-lead-your-turn = دورك
# loan: ما يُفعل ثم نقطتان ثم الحركات الممكنة: لا شيء يُترجم
netplay-choices = { $lead }: { $choices }.
netplay-or = { " أو " }
netplay-comma = { "، " }
netplay-choice-take = خذ { $card } ('take')
netplay-choice-draw = اسحب من الكومة ('draw')
# loan: الحركة بكلمات play.ftl ثم الأمر الذي يُكتب
netplay-choice-other = { $label } ('{ $command }')
netplay-discard-example = ارمِ ورقة (مثلًا '{ $card }')
netplay-only-knock = لا يمكنك الآن إلا أن تدق
netplay-or-knocks = أو { $knocks }
netplay-or-big-gin = أو 'big gin'
# loan: جملة تنتهي بنقطة كما في الإنجليزية
netplay-end = { $text }.
netplay-keep-taken = (أُخذت { $card } للتو: احتفظ بها هذا الدور.)

## الأسطر المكتوبة
netplay-chat-computer = المحادثة بين شخصين: خصمك هو الحاسوب.
netplay-say-what = تقول ماذا؟ اكتب 'say' ثم رسالتك.
netplay-no-hint-rated = لا تلميح: لا مساعدة من المحرّك في جولة محتسبة حتى تنتهي.
netplay-resign-ask = تستسلم في هذه الجولة؟ يربحها خصمك الآن، وتُحسب خسارة في تصنيفك. اكتب 'resign' مرة أخرى لتستسلم، وأي شيء آخر لتواصل اللعب.
netplay-no-move = لا حركة تُلعب الآن. اكتب 'help' لعرض الأوامر.
netplay-not-understood-number = لم أفهم: { $line }. سمِّ الورقة مع نوعها، مثلًا '8H'.
netplay-not-understood = لم أفهم: { $line }. اكتب 'help' لعرض الأوامر.
netplay-not-allowed = غير مسموح الآن. يمكنك: { $moves }.
netplay-not-gin-card = ليس جن: رمي { $card } يترك { $left } نقاطًا ميتة (اكتب 'knock { $code }' لتدق).
netplay-cannot-knock = لا يمكنك الدق الآن.
netplay-not-gin = ليس جن: أفضل ورقة ترميها تترك { $left } نقاطًا ميتة.

## مغادرة جولة: المطالبة ($time: دقائق وثوانٍ، 2:05)
netplay-claim-open = غادر { $name }. يمكنك المطالبة بالجولة الآن: اكتب 'claim' (فتربحها).
netplay-claim-after-move = غادر { $name }. العب حركتك، ثم يمكنك المطالبة بالجولة.
netplay-claim-in-after-move = غادر { $name }. يمكنك المطالبة بالجولة بعد { $time }، متى لعبت حركتك.
netplay-claim-in = غادر { $name }. يمكنك المطالبة بالجولة بعد { $time }.
netplay-claim-show = { $text } ('show' يخبرك كم بقي)

## الساعات ($move و$bank: ثوانٍ)
netplay-clocks = الساعات: { $clocks }.
netplay-clock-seat =
    { $who ->
        [you] أنت
       *[other] { $name }
    } { $move } ث + { $bank } ث احتياطي{ $timeouts ->
        [0] {""}
        [one] ، تجاوز واحد للوقت
        [two] ، تجاوزان للوقت
        [few] ، { $timeouts } تجاوزات للوقت
       *[other] ، { $timeouts } تجاوزًا للوقت
    }{ $running ->
        [yes] { " (دوره)" }
       *[other] {""}
    }

## المشاهدة
netplay-watch-waiting = الطاولة تنتظر لاعبها الثاني.
netplay-watching = تشاهد { $first } و{ $second }: الجولة { $game } حتى { $target }.
netplay-watch-computer = { $name } (الحاسوب)
netplay-watch-computer-level = { $name } (الحاسوب، { $level })
netplay-watch-rematch = واصل المشاهدة لجولة ثأر، أو اكتب 'quit'.
netplay-to-play = الدور على { $name }.
netplay-watch-only = المشاهد يشاهد فقط: اكتب 'show' أو 'pile' أو 'help' أو 'quit'.
netplay-watch-stopped = توقفت عن المشاهدة.

## إيجاد طاولة
netplay-signed-out = سُجّل خروج هذه الطرفية من جهاز آخر؛ جارٍ إنشاء لاعب جديد.
netplay-player-unknown = لم يعد هذا الخادم يعرف لاعبك؛ جارٍ إنشاء لاعب جديد.
netplay-play-as = تلعب باسم { $name } على { $server }.
netplay-accepted = قبلت التحدي.
netplay-open-public = طاولتك مفتوحة في الردهة للجميع؛ أو أرسل هذا الرابط: { $link }
netplay-open-friend = طاولتك مفتوحة. أرسل هذا الرابط إلى صديقك: { $link }
netplay-pairing = في انتظار خصم في { $pool } ({ $count } في الانتظار؛ Ctrl-C للتوقف)...
netplay-left-queue = غادرت قائمة الانتظار.
netplay-found = وُجد خصم.
netplay-tournament-joined = انضممت إلى { $name } ({ $kind }). في انتظار جولتك؛ Ctrl-C للاستراحة.
netplay-next-game = جولتك التالية جاهزة.
netplay-left-tournament-table = غادرت طاولة البطولة؛ تستمر الجولة من دونك.
netplay-tournament-over = انتهت البطولة.
netplay-paused = أنت في استراحة: 'ginrummy online --tournament { $id }' للعودة.

## الردهة (--lobby)
netplay-lobby-tables = طاولات مفتوحة (للجلوس: ginrummy online --join ROOM):
netplay-lobby-no-tables = لا طاولات مفتوحة.
netplay-lobby-games = جولات جارية (للمشاهدة: ginrummy online --watch ROOM):
netplay-lobby-no-games = لا جولات جارية.
netplay-lobby-waiting = في انتظار الاقتران: { $pools } (للانضمام: ginrummy online).
netplay-lobby-nobody-waiting = لا أحد ينتظر الاقتران.
netplay-lobby-rules-to = { $rules } حتى { $target }
netplay-lobby-rating = ، التصنيف { $rating }
netplay-lobby-watchers =
    { $count ->
        [one] ، مشاهد واحد
        [two] ، مشاهدان
        [few] ، { $count } مشاهدين
       *[other] ، { $count } مشاهدًا
    }
netplay-lobby-versus = { " ضد " }

## التحديات (--challenges)
netplay-challenges-none = لا أحد يتحداك الآن (يُطلق التحدي من صفحة لاعب).
netplay-challenges = تحديات موجّهة إليك (للقبول: ginrummy online --accept ID):
netplay-challenge-no-clock = بلا ساعة
netplay-challenge-clock = { $move } ث للحركة، { $bank } ث احتياطي
netplay-challenge-game =
    { $rules } حتى { $target }، { $clock }، { $rated ->
        [rated] محتسبة في التصنيف
       *[other] ودية
    }
netplay-challenge-left = { $text } (بقي { $seconds } ث)

## البطولات (--tournaments, --tournament)
netplay-tournaments-title = البطولات (للانضمام: ginrummy online --tournament ID)
netplay-tournaments-none = لا بطولات.
netplay-column-id = المعرّف
netplay-column-name = الاسم
netplay-column-status = الحالة
netplay-column-kind = النوع
netplay-column-starts = البداية
netplay-column-players = اللاعبون
netplay-column-winner = الفائز
netplay-tournament-status =
    { $status ->
        [coming] قادمة
        [running] جارية
        [finished] منتهية
       *[other] { $status }
    }
netplay-tournament-round = { $status } (الدور { $round })
netplay-tournament-round-of = { $name }: { $status }، الدور { $round } من { $rounds }
# loan: الاسم ثم نقطتان ثم الحالة
netplay-tournament-head = { $name }: { $status }
netplay-tournament-kind =
    { $format ->
        [arena] ساحة
        [swiss] سويسري
       *[other] { $format }
    }، { $length }، { $rules } حتى { $target }، { $clock }، { $rated ->
        [rated] محتسبة
       *[other] غير محتسبة
    }
netplay-tournament-minutes = { $minutes } دقيقة
netplay-tournament-rounds =
    { $rounds ->
        [one] دور واحد
        [two] دوران
        [few] { $rounds } أدوار
       *[other] { $rounds } دورًا
    }
netplay-tournament-untimed = بلا ساعة
netplay-standing = { $mark }{ $rank }. { $name }  { $points } نقطة{ $fire }{ $state }  [{ $sheet }]
netplay-standing-fire = { " (في سلسلة انتصارات)" }
netplay-standing-paused = { " (في استراحة)" }
netplay-standing-left = { " (غادر)" }
netplay-tournament-winner = الفائز: { $name }.
