# أسباب الحاسوب في التلميح: كل رسالة جملة قصيرة، ويجمعها التلميح بـ hint-why-comma.
# $card: ورقة، $cards: أوراق، $deadwood: مجموع النقاط الميتة، $limit: حدّ الدق.

hint-why-comma = { "، " }
hint-why-big-gin = الأوراق الـ11 كلها في تشكيلات: الجن الكبير يسجّل أكثر
hint-why-gin = رمي { $card } لا يترك نقاطًا ميتة: جن
hint-why-knock =
    بعد رمي { $card } { $deadwood ->
        [zero] تبقى { $deadwood } نقطة ميتة
        [one] تبقى نقطة ميتة واحدة
        [two] تبقى نقطتان ميتتان
        [few] تبقى { $deadwood } نقاط ميتة
        [many] تبقى { $deadwood } نقطة ميتة
       *[other] تبقى { $deadwood } نقطة ميتة
    }، ضمن حدّ الدق البالغ { $limit }: دُقّ قبل أن يتحسّن الخصم
hint-why-play-on = واصل اللعب بدل الدق: الجن أو القطع المضاد يساوي أكثر على الأرجح
hint-why-discard =
    { $card } تترك { $deadwood ->
        [zero] { $deadwood } نقطة ميتة
        [one] نقطة ميتة واحدة
        [two] نقطتين ميتتين
        [few] { $deadwood } نقاط ميتة
        [many] { $deadwood } نقطة ميتة
       *[other] { $deadwood } نقطة ميتة
    }
# بعد hint-why-discard: الفاعل هو الورقة المرمية.
hint-why-joins-nothing = لا تنضم إلى شيء في يدك
hint-why-safer = رمى الخصم { $card }، فهي أكثر أمانًا
hint-why-take-melds = { $card } تتشكل مع { $cards }
hint-why-take-lowers = { $card } تخفّض نقاطك الميتة أكثر مما ستفعل ورقة من الكومة على الأرجح
hint-why-draw-upcard = { $card } لا تساعد يدك؛ ربما تساعدها الكومة
hint-why-draw = اسحب من الكومة
hint-why-pass = { $card } لا تساعد يدك
hint-why-nothing-better = لا شيء أفضل لفعله
hint-why-strongest = أقوى حركة وُجدت
