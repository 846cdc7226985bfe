# رفض الخادم المصنّف بالكلمات: الرسالة error-<الرمز> (l10n.js refusalText).

## ما يقوله المتصفح حين لا يرسل الخادم رمزًا (common.js)

error-client-offline = تعذّر الوصول إلى الخادم. تحقّق من الاتصال وحاول مرة أخرى.
error-client-not-found = غير موجود: هذه اللعبة غير موجودة (ربما الرابط قديم).
error-client-seats-taken = المقعدان في هذه اللعبة مشغولان بالفعل.
error-client-server = واجه الخادم مشكلة. حاول مرة أخرى من فضلك.
error-client-refused = رفض الخادم الطلب ({ $status }).

## الطلبات

error-request-invalid = هذا الطلب غير صالح.
error-request-too_large = هذا الطلب كبير جدًا.
error-message-too_large = هذه الرسالة طويلة جدًا.
error-message-malformed = تعذّرت قراءة هذه الرسالة.
error-protocol-unsupported = هذه الصفحة قديمة: أعد تحميلها.
error-rate-limited = الكثير دفعة واحدة؛ تمهّل قليلًا.
error-server-error = واجه الخادم مشكلة ولم يتغيّر شيء. حاول مرة أخرى من فضلك.
error-auth-bad_token = مقعد هذا الرابط غير صالح لهذه اللعبة.
error-auth-token_in_url = يحمل هذا الرابط مقعده في العنوان، وهذا غير مقبول: افتح اللعبة من صفحتها.
error-auth-bad_origin = لا يحق لهذه الصفحة فتح طاولة.
error-rules-invalid = لا يمكن اللعب بهذه القواعد أو الخيارات: راجع الخيارات.

## اللاعبون والأجهزة

error-player-unknown = لاعب غير معروف: أنشئ لاعبًا جديدًا.
error-player-signed_out = سُجّل خروج هذا الجهاز: أنت زائر جديد.
error-player-not_found = لا يوجد لاعب كهذا.
error-player-bad_name = لا يمكن استخدام هذا الاسم: اختر اسمًا آخر.
error-player-bad_code = هذا الرمز غير معروف أو مستخدم أو منتهي الصلاحية.
error-player-bad_language = لغة غير معروفة: اختر لغة من قائمة اللغات.
error-player-no_device = ليس لديك جهاز كهذا مسجّل دخوله.
error-player-last_device = هذا جهازك الوحيد: تسجيل خروجه يضيّع الاسم نهائيًا.
error-player-cooling_off = لا يمكنك الانضمام الآن: أكمل ألعابك حتى النهاية ولن يتكرر هذا.
error-fair_play-cooling_off =
    لا يمكن إيجاد خصم لك لمدة { $minutes_left ->
        [zero] { $minutes_left } دقيقة
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $minutes_left } دقائق
        [many] { $minutes_left } دقيقة
       *[other] { $minutes_left } دقيقة
    }: { $reason ->
        [sandbag] خسرت عدة ألعاب متتالية في نقلات قليلة وكأنك تعمّدت ذلك
       *[other] غادرت عدة ألعاب أو أوقفتها قبل أن تكتمل
    }. أكمل ألعابك حتى النهاية ولن يتكرر هذا.
error-follow-too_many = أنت تتابع عددًا كبيرًا جدًا من اللاعبين.

## الغرف والطاولات

error-room-not_found = هذه اللعبة غير موجودة.
error-room-full = المقعدان في هذه اللعبة مشغولان.
error-room-own_table = هذه طاولتك أنت: انتظر عندها حتى يجلس أحدهم.
error-room-host_gone = غادر اللاعب الذي فتح هذه الطاولة: اختر طاولة أخرى، أو العب مع أحدهم الآن.
error-room-waiting = انتظر حتى يأخذ صديقك المقعد الآخر.
error-game-over = انتهت اللعبة.
error-game-not_found = ليست في هذه الغرفة لعبة كهذه.
error-game-not_finished = لم تنتهِ اللعبة بعد.
error-hand-over = انتهت اليد: ابدأ اليد التالية.
error-hand-not_found = ليست في هذه اللعبة يد كهذه.
error-hand-not_finished = ما زالت هذه اليد قيد اللعب: راجعها حين تنتهي.
error-hand-not_played = لم تلعب هذه اليد: لا شيء لك لمراجعته فيها.
error-action-not_your_turn = ليس دورك.
error-action-stale = اختيرت هذه النقلة على شاشة قديمة؛ وقد حُدّثت الطاولة.
error-action-invalid = هذه ليست نقلة.
error-action-illegal = هذه النقلة غير مسموحة الآن.
error-next_hand-unavailable = ما زالت اليد قيد اللعب.
error-rematch-unavailable = لم تنتهِ اللعبة بعد.
error-rematch-declined = رفض خصمك مباراة الثأر.
error-hint-unavailable = لا تُعطى التلميحات إلا ضد الحاسوب.
error-hint-rated = لا تلميحات في لعبة مصنّفة.
error-chat-refused = لا يمكن إرسال رسالة الدردشة هذه.
error-claim-unavailable = لا يمكن المطالبة باللعبة الآن.
error-claim-too_early = ما زال الوقت مبكرًا للمطالبة باللعبة: انتظر انتهاء العدّ التنازلي.
error-resign-unavailable = لا أحد تستسلم له: الطاولة تنتظر لاعبًا.
error-take_back-unavailable = فات أوان التراجع: لعب الحاسوب بالفعل.
error-seed-stale = لا يوجد توزيع ينتظر بذرة هذا المتصفح.
error-seed-given = سبق أن أُعطيت بذرة هذا المتصفح لهذا التوزيع.

## المراجعات

error-review-after_game = تُعطى المراجعة بعد انتهاء اللعبة.
error-review-hand_only = تُراجَع مباراة الثلاثة يدًا بيد.
error-review-busy = ما زالت مراجعة أخرى لك قيد التشغيل: انتظرها.
error-review-full = الخادم مشغول بمراجعات أخرى: حاول مرة أخرى بعد قليل.
error-review-not_found = لا توجد مراجعة كهذه (ربما انتهت صلاحيتها).

## التحديات

error-challenge-self = لا يمكنك أن تتحدى نفسك.
error-challenge-blocked = لا يمكن تحدي هذا اللاعب.
error-challenge-unavailable = لا يستطيع هذا اللاعب قبول تحدٍّ الآن: حاول لاحقًا.
error-challenge-duplicate = سبق أن تحديت هذا اللاعب: انتظر الرد.
error-challenge-too_many = لديك تحديات كثيرة تنتظر الرد: ألغِ واحدًا أولًا.
error-challenge-not_found = لا يوجد تحدٍّ كهذا.
error-challenge-closed = لم يعد هذا التحدي مفتوحًا.

## البطولات

error-tournament-unknown = لا توجد بطولة كهذه.
error-tournament-bad_name = لا يمكن استخدام اسم البطولة هذا: اختر اسمًا آخر.
error-tournament-finished = انتهت هذه البطولة.
error-tournament-full = هذه البطولة مكتملة.
error-tournament-not_joined = لم تنضم إلى هذه البطولة.
error-tournament-started = تجاوزت هذه البطولة جولتها الأولى: فات أوان الانضمام.
error-tournament-too_many = لديك عدد كبير جدًا من البطولات القادمة.
