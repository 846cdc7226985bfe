# أنواع القواعد وخيارات اللعبة الجديدة كما يكتبها الخادم لصفحة البداية (GET /api/options).

## أسماء الأنواع

presets-label-standard = القياسية
presets-label-oklahoma = أوكلاهوما
presets-label-oklahoma-spades = أوكلاهوما، البستوني مضاعف
presets-label-straight = جن فقط
presets-label-hollywood = هوليوود
presets-label-eaai = بطولة EAAI
presets-label-openspiel = OpenSpiel (يد واحدة)

## ما هو كل نوع

presets-what-standard = لعبة الجن رامي المعتادة.
presets-what-oklahoma = الورقة المكشوفة الأولى تحدد الحد الأقصى للدق؛ والآس يعني الجن فقط.
presets-what-oklahoma-spades = أوكلاهوما مع قاعدة منزلية: الورقة المكشوفة من البستوني تضاعف اليد.
presets-what-straight = لا دق: لا تُربح اليد إلا بالجن.
presets-what-hollywood = ثلاث ألعاب على ورقة نقاط واحدة: أول يد تربحها تُحسب في اللعبة 1، والثانية في اللعبتين 1 و2، والثالثة وما بعدها في الثلاث.
presets-what-eaai = قواعد بطولة EAAI للذكاء الاصطناعي في الجن رامي.
presets-what-openspiel = قواعد مكتبة الأبحاث OpenSpiel: يد واحدة.

## أرقام النوع

# loan: only placeholders and punctuation
presets-description = { $what } { $target }{ $bonuses }. { $numbers }.
presets-target = اللعبة حتى { $target } نقطة
presets-target-hollywood = ثلاث ألعاب معًا، كل منها حتى { $target } نقطة
presets-target-one-hand = يد واحدة تحسم اللعبة (الهدف نقطة واحدة)
presets-with = ، مع { $extras }
presets-no-bonuses = ، بلا مكافآت
presets-extras-separator = { "، " }
presets-game-bonus = { $points } للّعبة
presets-box-bonus = { $points } عن كل يد رابحة
presets-shutout-doubles = التبييض يضاعف
presets-shutout-bonus = التبييض يضيف مكافأة
presets-parts-separator = { "؛ " }
presets-knock = الدق بـ{ $limit } أو أقل
presets-knock-upcard = حد الدق تحدده الورقة المكشوفة الأولى
presets-knock-gin-only = الجن فقط، بلا دق
presets-gin = الجن { $points }
presets-big-gin = الجن الكبير { $points }
presets-undercut = القطع المضاد { $points }
presets-spades-double = الورقة المكشوفة من البستوني تضاعف اليد
presets-squared-pile = كومة المرمى مرتبة: لا تظهر إلا ورقتها العليا
presets-reshuffle =
    تصبح كومة المرمى كومة جديدة { $limit ->
        [0] في كل مرة (حتى { $max })
        [1] مرة واحدة
       *[other] حتى { $limit } مرات
    }، عندما { $at ->
        [empty] تفرغ الكومة
       *[two] تبقى في الكومة ورقتان
    }

## مستويات الحاسوب

presets-level-easy = سهل
presets-level-medium = متوسط
presets-level-hard = صعب
presets-level-apprentice = متدرّب
presets-level-master = أستاذ

## خيارات اللعبة الجديدة

presets-option-knock-limit = حد الدق
presets-option-game-target = النقاط المستهدفة
presets-option-gin-bonus = مكافأة الجن
presets-option-big-gin-bonus = مكافأة الجن الكبير (فارغ: بلا جن كبير)
presets-option-undercut-bonus = مكافأة القطع المضاد
presets-option-undercut-on-tie = تساوي الأوراق الميتة قطع مضاد
presets-option-game-bonus = مكافأة اللعبة
presets-option-box-bonus = مكافأة كل يد رابحة (خانة)
presets-option-shutout = التبييض
presets-option-spades-double = الورقة المكشوفة من البستوني تضاعف اليد
presets-option-knock-limit-from-upcard = الورقة المكشوفة تحدد حد الدق (أوكلاهوما)
presets-option-hollywood = هوليوود: ثلاث ألعاب تُحسب معًا
presets-option-squared-pile = كومة مرمى مرتبة (لا تظهر إلا الورقة العليا)
presets-option-upcard-offer-to-dealer = الورقة المكشوفة الأولى المرفوضة تُعرض على الموزّع (وإلا يلعب الموزّع أولًا)
presets-option-stock-exhausted = عندما تنفد الكومة
presets-option-reshuffle-at = إعادة الخلط عند (بقاء ورقتين، أو الفراغ)
presets-option-reshuffle-limit = مرات إعادة الخلط في اليد (فارغ: كل مرة)

## اختيارات الخيار

presets-choice-shutout-double = مضاعفة
presets-choice-shutout-bonus = مكافأة
presets-choice-shutout-none = لا شيء
presets-choice-stock-exhausted-void = يد ملغاة
presets-choice-stock-exhausted-reshuffle = إعادة الخلط
presets-choice-reshuffle-at-two = ورقتان
presets-choice-reshuffle-at-empty = فارغة
