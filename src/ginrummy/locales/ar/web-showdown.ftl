# شرح نهاية اليد في المتصفح (outcome.js)، ونصائح الجولة الأولى (guide.js)، وورقة نقاط
# هوليوود (hollywood.js)، والتراجع عن رمي ورقة (forgiveness.js). انظر الملف الإنجليزي
# لمعاني المتغيرات.

showdown-player = اللاعب { $number }

## لماذا انتهت اليد هكذا: شرح نهاية اليد.
showdown-why-void = لا أحد يسجّل في هذه اليد؛ يوزّع الموزّع نفسه من جديد.
showdown-why-void-reason = لا أحد يسجّل في هذه اليد ({ $reason })؛ يوزّع الموزّع نفسه من جديد.
showdown-why-after-layoff = {" "}بعد { $layoff } { $count ->
        [one] ورقة واحدة
        [two] ورقتين
        [few] { $count } أوراق
        [many] { $count } ورقة
       *[other] { $count } ورقة
    }
    .layoff = إلحاق
showdown-why-knock =
    { $kwho ->
        [you] { $knocked }
       *[other] { $knocked } { $knocker }
    } بـ{ $k } من { $deadwood }؛ { $dwho ->
        [you] وبقي لديك
       *[other] وبقي لدى { $defender }
    } { $d }{ $after }، لذا { $kwho ->
        [you] تسجّل أنت
       *[other] يسجّل { $knocker }
    } الفرق، { $base }.
    .knocked =
        { $kwho ->
            [you] دققتَ
           *[other] دقّ
        }
    .deadwood = النقاط الميتة
showdown-why-gin =
    { $kwho ->
        [you] حققتَ
       *[other] حقق { $knocker }
    } { $gin }: كل الأوراق في تشكيلات، ولم تبقَ { $deadwood }. { $kwho ->
        [you] تسجّل
       *[other] يسجّل { $knocker }
    } مكافأة الجن، { $bonus }، مضافًا إليها { $d } من { $dwho ->
        [you] نقاطك الميتة
       *[other] نقاط { $defender } الميتة
    }: { $base }.
    .gin = الجن
    .deadwood = أوراق ميتة
showdown-why-big-gin =
    { $kwho ->
        [you] حققتَ
       *[other] حقق { $knocker }
    } { $biggin }: الأوراق الإحدى عشرة كلها في تشكيلات، ولم تبقَ { $deadwood }. { $kwho ->
        [you] تسجّل
       *[other] يسجّل { $knocker }
    } مكافأة الجن الكبير، { $bonus }، مضافًا إليها { $d } من { $dwho ->
        [you] نقاطك الميتة
       *[other] نقاط { $defender } الميتة
    }: { $base }.
    .biggin = الجن الكبير
    .deadwood = أوراق ميتة
showdown-why-undercut =
    { $kwho ->
        [you] { $knocked }
       *[other] { $knocked } { $knocker }
    } بـ{ $k } من { $deadwood }؛ { $dwho ->
        [you] ولم يبقَ لديك إلا
       *[other] ولم يبقَ لدى { $defender } إلا
    } { $d }{ $after }، أي ليس أكثر { $kwho ->
        [you] مما لديك
       *[other] مما لدى { $knocker }
    }: إنه { $undercut }. { $dwho ->
        [you] تسجّل
       *[other] يسجّل { $defender }
    } مكافأة القطع المضاد، { $bonus }، مضافًا إليها الفرق، { $difference }: { $base }.
    .knocked =
        { $kwho ->
            [you] دققتَ
           *[other] دقّ
        }
    .deadwood = النقاط الميتة
    .undercut = قطع مضاد
showdown-why-tie =
    { $kwho ->
        [you] { $knocked }
       *[other] { $knocked } { $knocker }
    } بـ{ $k } من { $deadwood }؛ { $dwho ->
        [you] وبقي لديك
       *[other] وبقي لدى { $defender }
    } { $d } أيضًا{ $after }. وفق هذه القواعد ليس التعادل { $undercut }، لذا لا أحد يسجّل.
    .knocked =
        { $kwho ->
            [you] دققتَ
           *[other] دقّ
        }
    .deadwood = النقاط الميتة
    .undercut = قطعًا مضادًا
showdown-why-doubled = {" "}الورقة المكشوفة من البستوني تضاعف النقاط: { $points }.

## نصائح الجولة الأولى. المفاتيح بين القوسين (t وp وd وg وk) تبقى كما هي.
showdown-tip-your-opponent = خصمك
showdown-tip-label = نصيحة
# loan: العنوان ونقطة فقط
showdown-tip-heading = { $title }.
showdown-tip-named = نصيحة: { $title }
showdown-tip-live = نصيحة: { $title }. { $text }
showdown-tip-more = المزيد
showdown-tip-got-it = فهمت
showdown-tip-off = لا تعرض النصائح
showdown-tip-read = اقرأ
showdown-tip-title-upcard = الورقة المكشوفة
showdown-tip-title-draw = السحب
showdown-tip-title-gin = الجن
showdown-tip-title-knock = الدق
showdown-tip-title-deadwood = الأوراق الميتة
showdown-tip-title-undercut = القطع المضاد
showdown-tip-title-layoff = الإلحاق
showdown-tip-upcard = الورقة المقلوبة على وجهها هي الورقة المكشوفة: بداية كومة المرمى. في الدور الأول يمكنك أخذها (t) إن ساعدتك على تكوين تشكيلة، أو التمرير (p).
showdown-tip-upcard-card = الورقة المقلوبة على وجهها، { $card }، هي الورقة المكشوفة: بداية كومة المرمى. في الدور الأول يمكنك أخذها (t) إن ساعدتك على تكوين تشكيلة، أو التمرير (p).
showdown-tip-upcard-after = إن مرّرتَ، فيمكن أن يأخذها { $name }.
showdown-tip-upcard-after-dealer = إن مرّرتَ أنت أيضًا، يبدأ { $name } بالسحب من الكومة.
showdown-tip-draw = في كل دور تسحب ورقة واحدة: من الكومة (d)، مقلوبة ولا يراها أحد. ثم ترمي ورقة واحدة.
showdown-tip-draw-or-take = في كل دور تسحب ورقة واحدة: من الكومة (d)، مقلوبة ولا يراها أحد، أو الورقة العليا من كومة المرمى، { $card } (t)، ويراك { $name } تأخذها. ثم ترمي ورقة واحدة.
showdown-tip-gin-can = يمكنك تحقيق الجن (g): كل ورقة في تشكيلة. الجن يمنحك مكافأة مضافًا إليها كل النقاط الميتة لدى { $name }، ولا يحق لـ{ $name } الإلحاق.
showdown-tip-gin-went =
    { $who ->
        [you] حققتَ
       *[other] حقق { $name }
    } { $outcome ->
        [big_gin] الجن الكبير: الأوراق الإحدى عشرة كلها
       *[gin] الجن: الأوراق العشر كلها
    } في تشكيلات. الجن يمنح مكافأة مضافًا إليها النقاط الميتة لدى اللاعب الآخر؛ لا يمكن إلحاق شيء، ولا يوجد قطع مضاد.
showdown-tip-knock = يمكنك الدق (k): ترمي ورقة مقلوبة ولديك { $limit } من النقاط الميتة أو أقل، فتنتهي اليد.
showdown-tip-knock-little = يمكنك الدق (k): ترمي ورقة مقلوبة ولديك القليل من النقاط الميتة، فتنتهي اليد.
showdown-tip-knock-least = يمكنك النزول إلى { $best }.
showdown-tip-knock-undercut = لكن إن انتهى { $name } بنقاط ميتة لا تزيد على نقاطك، فذلك قطع مضاد.
showdown-tip-deadwood = الأوراق التي ليست في تشكيلة (المربع الداكن) أوراق ميتة. الرقم تحت كل ورقة هو نقاطك الميتة إن رميتها: كلما قلّ كان أفضل.
showdown-tip-deadwood-count = الأوراق التي ليست في تشكيلة (المربع الداكن) أوراق ميتة؛ مجموع أوراقك { $count }. الرقم تحت كل ورقة هو نقاطك الميتة إن رميتها: كلما قلّ كان أفضل.
showdown-tip-undercut =
    { $who ->
        [you] كان لديك
       *[other] كان لدى { $name }
    } { $d } من النقاط الميتة بعد الإلحاق، وهذا ليس أكثر من نقاط الداق ({ $k })، لذا { $who ->
        [you] ربحتَ
       *[other] ربح { $name }
    } اليد ومكافأة القطع المضاد.
showdown-tip-layoff =
    { $who ->
        [you] ألحقتَ { $cards } بتشكيلات { $name }
       *[other] ألحق { $name } { $cards } بتشكيلاتك
    } (بإطار برتقالي). الأوراق الملحقة لم تعد تُحسب أوراقًا ميتة.

## دقّ كان جنًّا، في حركات اليد.
showdown-event-gin =
    { $who ->
        [you] حققتَ
       *[other] حقق { $name }
    } { $outcome ->
        [big_gin] الجن الكبير
       *[gin] الجن
    }
showdown-event-gin-card =
    { $who ->
        [you] حققتَ
       *[other] حقق { $name }
    } { $outcome ->
        [big_gin] الجن الكبير
       *[gin] الجن
    } { $who ->
        [you] ورميتَ
       *[other] ورمى
    } { $card }

## ورقة نقاط هوليوود (ثلاث جولات في ورقة واحدة).
showdown-hollywood = هوليوود
showdown-hollywood-game = هوليوود، الجولة { $number }
showdown-sheet-hand = اليد { $hand }
showdown-sheet-hand-head = اليد
showdown-sheet-score = النتيجة
showdown-sheet-empty = لم تُسجَّل أي يد بعد.
showdown-sheet-game-over = انتهت
showdown-sheet-game = الجولة { $number }
showdown-sheet-game-short = ج{ $number }
showdown-sheet-caption = هوليوود: ثلاث جولات؛ النتيجة { $name0 }–{ $name1 }
showdown-sheet-caption-target = هوليوود: ثلاث جولات، كل منها حتى { $target }؛ النتيجة { $name0 }–{ $name1 }

## التراجع عن رمي ورقة (ضد الحاسوب) وتأكيد الرمي (ضد شخص).
showdown-take-back = تراجع
showdown-take-back-card = استرجع { $card }
showdown-confirm-discard = أترمي الورقة؟
showdown-confirm-discard-card = أترمي { $card }؟
showdown-confirm-cancel = إلغاء
showdown-confirm-yes = ارمِ
