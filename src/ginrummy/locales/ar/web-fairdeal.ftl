# توزيعات يستطيع أي أحد التحقق منها (fairpanel.js وfairness.js): «كيف وُزّعت الأوراق؟»
# في نهاية اليد، والنافذة بالأرقام، وكل فحص. الأرقام الست عشرية والأوراق والأوامر تبقى
# كما هي.

fairdeal-button = كيف وُزّعت الأوراق؟
fairdeal-download = تنزيل السجل
fairdeal-seed-line = بذرتك لهذا التوزيع: { $seed }
fairdeal-hand-failed = لم تجتز اليد { $hand } التحقق.
fairdeal-details = التفاصيل
fairdeal-checking = جارٍ التحقق من التوزيع…
fairdeal-verified-here = ✓ تم التحقق من التوزيع في متصفحك
fairdeal-verified = ✓ تم التحقق من التوزيع
fairdeal-failed = لم يجتز هذا التوزيع التحقق.
# loan: متغيران بينهما نقطتان فقط
fairdeal-failure = { $label }: { $detail }
fairdeal-every-check = كل الفحوص مذكورة أدناه.
fairdeal-explain = قبل اليد التزم الخادم ببذرة سرية بعرض بصمتها SHA-256 (الالتزام). ثم أضاف متصفحك بذرة عشوائية خاصة به، وخُلطت الأوراق من البذرتين معًا بـHMAC-SHA256. والآن بعد انتهاء اليد كُشفت بذرة الخادم، وأعاد متصفحك حساب الالتزام وترتيب الأوراق وقارنهما بما رآه.
fairdeal-which-hand = الغرفة، اللعبة، اليد
fairdeal-hand-id = { $room }، اللعبة { $game }، اليد { $hand }
fairdeal-commitment = الالتزام (عُرض قبل التوزيع)
fairdeal-server-seed = بذرة الخادم (كُشفت الآن)
fairdeal-seed-of = بذرة { $name } (المقعد { $seat })
fairdeal-you = أنت
fairdeal-your-opponent = خصمك
fairdeal-yours = {" "}– بذرتك
fairdeal-no-seed = لا توجد
fairdeal-passed = ناجح:
fairdeal-failed-check = فاشل:
fairdeal-unchecked = لم يُفحص:
fairdeal-seen-at-end = لم ترَ هذه النافذة اليد إلا في نهايتها: أُخذت أوراقك من الشاشة الأخيرة.
fairdeal-anybody = يستطيع أي أحد إعادة التحقق: سجل اللعبة (تنزيل السجل، في نهاية اللعبة) يحتوي هذه الأرقام، و{ $command } يتحقق من كل يد فيه.
fairdeal-fetching = جارٍ جلب السجل…
fairdeal-saved = حُفظ. تحقق منه بـ: { $command }
fairdeal-saved-announce = حُفظ سجل اللعبة.
fairdeal-fetch-failed = تعذّر جلب السجل: { $error }
fairdeal-check-failed = تعذّر إجراء الفحص: { $error }
fairdeal-shuffling = خلط الأوراق: يضيف كل لاعب بذرة خاصة به…
fairdeal-shuffling-waiting = خلط الأوراق: يضيف كل لاعب بذرة خاصة به… في انتظار بذرة { $name }.
fairdeal-shuffling-waiting-opponent = خلط الأوراق: يضيف كل لاعب بذرة خاصة به… في انتظار بذرة خصمك.

## الفحوص: اسم كل فحص، ثم ما وجده.
fairdeal-check-commitment = بذرة الخادم تطابق الالتزام
fairdeal-check-remembered = الالتزام هو الذي عُرض قبل التوزيع
fairdeal-check-client-seed = دخلت بذرتك في التوزيع
fairdeal-check-dealt = أوراقك العشر
fairdeal-check-upcard = أول ورقة مكشوفة
fairdeal-check-stock = أوراقك المسحوبة من الكومة
fairdeal-check-opponent = أوراق خصمك
fairdeal-unreadable = تعذّرت قراءة الإثبات: { $error }.
fairdeal-commitment-ok = بصمة SHA-256 لبذرة الخادم هي { $hash }، أي الالتزام.
fairdeal-commitment-bad = بصمة SHA-256 لبذرة الخادم هي { $hash }، لكن الالتزام يقول { $commitment }.
fairdeal-remembered-changed = أثناء اليد كان الالتزام { $during }؛ والإثبات يقول { $commitment }.
fairdeal-remembered-ok = قبل التوزيع عُرض على هذه النافذة { $commitment }: نفسه.
fairdeal-remembered-bad = قبل التوزيع عُرض على هذه النافذة { $commitment }، لكن البذرة المكشوفة تعطي { $hash }.
fairdeal-remembered-unknown = لم يُفحص: لم ترَ هذه النافذة التزام هذا التوزيع قبل التوزيع (فُتحت بعده، أو مُسح تخزينها). وليس هذا عيبًا في التوزيع.
fairdeal-seed-unsent = لم يُفحص: لم تصل بذرتك إلى الخادم قبل التوزيع، فلم يستخدم التوزيع أيًّا من بذورك.
fairdeal-seed-ok = بذرتك { $seed } موجودة في الإثبات.
fairdeal-seed-bad = أرسلتَ { $sent }، لكن الإثبات فيه { $seed } لك.
fairdeal-seed-bad-none = أرسلتَ { $sent }، لكن الإثبات ليس فيه أي بذرة لك.
fairdeal-seed-unknown = لم يُفحص: ليس لدى هذه النافذة سجل لبذرة أرسلتها لهذا التوزيع (الإثبات فيه { $seed }).
fairdeal-seed-unknown-none = لم يُفحص: ليس لدى هذه النافذة سجل لبذرة أرسلتها لهذا التوزيع (وليس في الإثبات أي بذرة).
fairdeal-deck-unreadable = تعذّر تكوين ترتيب الأوراق من الإثبات: { $error }.
fairdeal-fewer-cards = أوراقًا أقل
fairdeal-no-more = لا شيء آخر
fairdeal-dealt-bad = وُزّع عليك { $wrong } حيث يعطي ترتيب الأوراق { $missing }.
fairdeal-dealt-ok =
    وُزّع عليك { $cards }: { $dealer ->
        [you] الأوراق الثانية والرابعة … والعشرون
       *[other] الأوراق الأولى والثالثة … والتاسعة عشرة
    } من ترتيب الأوراق.
fairdeal-dealt-unknown = لم يُفحص: لم ترَ هذه النافذة أوراقك في هذه اليد.
fairdeal-upcard-bad = كانت أول ورقة مكشوفة { $seen }؛ والورقة الحادية والعشرون في الترتيب هي { $card }.
fairdeal-upcard-ok = { $card }، الورقة الحادية والعشرون في الترتيب.
fairdeal-upcard-unknown = لم يُفحص: لم ترَ هذه النافذة أول ورقة مكشوفة.
fairdeal-problem-empty-stock = الحركة { $move } تسحب من كومة فارغة
fairdeal-problem-take = الحركة { $move } تأخذ { $card } من كومة المرمى، لكن ترتيب الأوراق يضع هناك { $top }
fairdeal-problem-take-none = الحركة { $move } تأخذ { $card } من كومة المرمى، لكن ترتيب الأوراق لا يضع هناك أي ورقة
fairdeal-stock-drew =
    سحبتَ { $shown }، لكن الورقة رقم { $place } { $ordinal ->
       *[other] من
    } { $round ->
        [reshuffled] الكومة المعاد خلطها
       *[first] الكومة
    } هي { $card }
fairdeal-stock-count = سحبتَ { $seen } من الأوراق من الكومة، والحركات تُظهر { $moves }
fairdeal-stock-ok =
    { $cards }: كل منها الورقة التالية في الكومة حين سحبتها (حُسبت { $draws ->
        [zero] لا سحبات
        [one] سحبة واحدة
        [two] سحبتان
        [few] { $draws } سحبات
        [many] { $draws } سحبة
       *[other] { $draws } سحبة
    } للاعبين كليهما).
fairdeal-stock-ok-reshuffled =
    { $cards }: كل منها الورقة التالية في الكومة حين سحبتها (حُسبت { $draws ->
        [zero] لا سحبات
        [one] سحبة واحدة
        [two] سحبتان
        [few] { $draws } سحبات
        [many] { $draws } سحبة
       *[other] { $draws } سحبة
    } للاعبين كليهما، عبر إعادة الخلط).
fairdeal-stock-none = لم تسحب أي ورقة من الكومة.
fairdeal-opponent-none = لا شيء للفحص: لم يُظهر خصمك أي أوراق.
fairdeal-opponent-bad = أظهر خصمك { $cards }، ولم يعطه ترتيب الأوراق إياها لا في التوزيع ولا من الكومة ولا من كومة المرمى.
fairdeal-opponent-ok = كل الأوراق التي أظهرها خصمك ({ $count }) جاءت من توزيعه أو سحباته أو من كومة المرمى.
