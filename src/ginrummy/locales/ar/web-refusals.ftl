# لماذا رُفضت نقلة (`action/illegal` من الخادم)، تقولها الطاولة من سبب الرفض وتفاصيله
# المصنّفة (notices.js illegalText).

## النقلات المتاحة قبل السحب، داخل moves-* في play.ftl ($card: الورقة المكشوفة)

refusals-move-draw = اسحب
refusals-move-take = خذ { $card }
refusals-move-pass = مرّر

## لماذا لا تُسمح النقلة

refusals-drawn-already = غير مسموح: سحبت ورقة من قبل؛ ارمِ ورقة أو دُق.
refusals-reason-game_over = غير مسموح: انتهت اليد.
refusals-reason-not_your_turn = غير مسموح: ليس دورك.
refusals-reason-wrong_phase = غير مسموح في هذه المرحلة من دورك.
refusals-reason-card_not_in_hand = غير مسموح: هذه الورقة ليست في يدك.
refusals-reason-cannot_discard_taken_upcard = غير مسموح: لا يجوز رمي الورقة التي أخذتها للتو من كومة المرمى في هذا الدور.
refusals-reason-deadwood_too_high = غير مسموح: ستتجاوز نقاطك الميتة حد الدق.
refusals-reason-big_gin_disabled = غير مسموح: لا يُلعب الجن الكبير بهذه القواعد.
refusals-reason-not_big_gin = غير مسموح: الجن الكبير يتطلب أن تكون الأوراق الإحدى عشرة كلها في تشكيلات.
refusals-reason-bad_melds = غير مسموح: هذه التشكيلات ليست من أوراقك أنت.
refusals-reason-must_knock_on_gin = غير مسموح: معك جن ويجب أن تعلن جن.
refusals-reason-stock_end = غير مسموح: حين تبقى ورقتان في الكومة لا يمكنك إلا أن تدق.
refusals-reason-bad_hand = غير مسموح: لا يمكن لعب هذه اليد.
