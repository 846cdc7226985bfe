# اللعبة بالكلمات (ginrummy.words). ‏$who قيمته "you" (اللاعب أمام الشاشة) أو "other"؛
# ‏$name اسم الآخر. الكلمات بين علامتي اقتباس مفردتين ('take' و'pass') أوامر تُكتب كما هي.

you = أنت

## الحركات
action-draw = اسحب من الكومة
action-take = خذ الورقة المكشوفة
action-pass = مرّر
action-discard = ارمِ { $card }
action-knock = دُق وارمِ { $card }
action-big-gin = جن كبير
hint = تلميح: { $move }. { $reason }.

## ما جرى على الطاولة
event-take =
    { $who ->
        [you] أخذتَ
       *[other] أخذ { $name }
    } { $card } من كومة المرمى
event-pass =
    { $who ->
        [you] مرّرتَ
       *[other] مرّر { $name }
    }
event-draw-card =
    { $who ->
        [you] سحبتَ
       *[other] سحب { $name }
    } { $card } من الكومة
event-draw =
    { $who ->
        [you] سحبتَ
       *[other] سحب { $name }
    } من الكومة
event-discard =
    { $who ->
        [you] رميتَ
       *[other] رمى { $name }
    } { $card }
event-knock-card =
    { $who ->
        [you] دققتَ
       *[other] دقّ { $name }
    } ورميتَ { $card } مقلوبة
event-knock =
    { $who ->
        [you] دققتَ
       *[other] دقّ { $name }
    }
event-big-gin =
    { $who ->
        [you] أعلنتَ جن كبير
       *[other] أعلن { $name } جن كبير
    }
event-reshuffle = خُلطت كومة المرمى لتصبح كومة جديدة
event-void = اليد ملغاة

## الحركات الممكنة والمرفوضة
moves-offer = { $take } أو { $pass }
moves-draw-or-take = { $draw } من الكومة أو { $take }
moves-draw = { $draw } من الكومة
moves-stock-end = { $take } لتدق بها، أو { $pass }
refusal-first = غير مسموح: أولًا { $moves }.
refusal-draw-first = غير مسموح: اسحب ورقة أولًا: { $moves }.
refusal-moves = غير مسموح: { $moves }.
refusal-stock-end = غير مسموح: بقيت ورقتان في الكومة: { $moves }.
refusal-not-held = غير مسموح: ليست معك { $card }.
refusal-taken-upcard = غير مسموح: أُخذت { $card } للتو من كومة المرمى؛ احتفظ بها هذا الدور وارمِ ورقة أخرى.
refusal-over-limit = غير مسموح: رمي { $card } يترك { $left } نقاطًا ميتة، فوق حد الدق البالغ { $limit }.
refusal-other = غير مسموح: { $error }.

## كشف الأوراق
showdown-head =
    { $who ->
        [you] أنت
       *[other] { $name }
    } { $outcome ->
        [gin] أعلن جن
        [big_gin] أعلن جن كبير
       *[knock] دقّ
    } (حد الدق { $limit }).
showdown-melds = التشكيلات { $melds }
showdown-deadwood = الأوراق الميتة { $cards } ({ $count })
no-melds = (لا شيء)
layoff = { $card } على { $meld }
showdown-laid-off =
    { $who ->
        [you] ألحقتَ
       *[other] ألحق { $name }
    }: { $layoffs }
showdown-no-layoffs = لا إلحاق في مواجهة الجن
showdown-nothing-to-lay-off =
    { $who ->
        [you] لم يكن لديك ما تلحقه
       *[other] لم يكن لدى { $name } ما يلحقه
    }
outcome-name =
    { $outcome ->
        [gin] جن
        [big_gin] جن كبير
        [undercut] قطع مضاد
        [tie] تعادل
       *[knock] دق
    }
showdown-outcome-nobody = النتيجة: { $outcome }. { $reason }.
showdown-outcome =
    النتيجة: { $outcome }. { $who ->
        [you] تسجّل
       *[other] يسجّل { $name }
    } { $points } ({ $reason }).
points-gin = مكافأة الجن { $bonus } + نقاط المدافع الميتة { $d } = { $base }
points-big-gin = مكافأة الجن الكبير { $bonus } + نقاط المدافع الميتة { $d } = { $base }
points-knock = نقاط المدافع الميتة { $d } - نقاط الداقّ { $k } = { $base }
points-undercut = مكافأة القطع المضاد { $bonus } + (نقاط الداقّ الميتة { $k } - نقاط المدافع { $d }) = { $base }
points-tie = النقاط الميتة متساوية ({ $k }) وليست قطعًا مضادًا بهذه القواعد: لا أحد يسجّل
points-doubled = { $text }، مضاعفة لأن الورقة المكشوفة بستوني = { $points }
void-hand = يد ملغاة: لا أحد يسجّل، والموزّع نفسه يوزّع من جديد.
void-hand-reason = يد ملغاة ({ $reason }): لا أحد يسجّل، والموزّع نفسه يوزّع من جديد.

## ورقة النقاط
sheet-title = ورقة النقاط
sheet-title-hollywood = ورقة النقاط (هوليوود)
sheet-hands-won = الأيدي الرابحة
sheet-hand-points = نقاط الأيدي
sheet-boxes = الخانات ({ $bonus } لكل يد رابحة)
sheet-game-bonus = مكافأة الجولة
sheet-shutout-doubled = تبييض (مضاعف)
sheet-shutout-bonus = مكافأة التبييض
sheet-total = المجموع
sheet-game-hand-points = الجولة { $number } نقاط الأيدي
sheet-game-boxes = الجولة { $number } الخانات
sheet-game-game-bonus = الجولة { $number } مكافأة الجولة
sheet-game-shutout-doubled = الجولة { $number } تبييض (مضاعف)
sheet-game-shutout-bonus = الجولة { $number } تبييض (مكافأة)
sheet-game-total = الجولة { $number } المجموع
sheet-game = الجولة { $number }
sheet-game-shutout = الجولة { $number } (تبييض)
game-won =
    { $who ->
        [you] تفوز
       *[other] يفوز { $name }
    } بالجولة بفارق { $points ->
        [zero] { $points } نقطة
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    }.
game-won-shutout =
    { $who ->
        [you] تفوز
       *[other] يفوز { $name }
    } بالجولة بفارق { $points ->
        [zero] { $points } نقطة
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    } (تبييض).
hollywood-won =
    { $who ->
        [you] تفوز
       *[other] يفوز { $name }
    } بفارق { $points ->
        [zero] { $points } نقطة
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    } في الجولات الثلاث (الجولات الرابحة { $won0 }-{ $won1 }).
scores-running = النقاط: { $name0 } { $score0 }، { $name1 } { $score1 } (الجولة حتى { $target }؛ الأيدي الرابحة { $won0 }-{ $won1 })
hollywood-running = نقاط هوليوود، كل جولة حتى { $target } (الأيدي الرابحة { $won0 }-{ $won1 }):
hollywood-running-game = الجولة { $number }: { $name0 } { $score0 }، { $name1 } { $score1 }
hollywood-running-game-won = الجولة { $number }: { $name0 } { $score0 }، { $name1 } { $score1 } (فاز بها { $winner })
games-item = ج{ $number } { $score0 }-{ $score1 }
counted-none = لا جولة
counted-one = الجولة { $number }
counted-many = الجولات { $numbers } و{ $last }
