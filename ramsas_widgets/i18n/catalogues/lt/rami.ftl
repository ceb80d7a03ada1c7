## Vengriškas rami (Rami 40 ir Rami 51). Kiekvieno ID anglišką tekstą rasite en/messages.ftl.
## Žodynas: kombinacija (meld), rinkinys (set: vieno rango skirtingų rūšių kortos), serija
## (run: vienos rūšies kortos iš eilės), džokeris, kaladė (stock), išmestų kortų krūvelė
## (discard pile), pirmasis išdėjimas (opening), „kézből“ (partija baigta vienu ėjimu iš rankos).

## Dalijimas ir ėjimai
rami_deal_hand = Partija { $n } iš { $of }: dalija { $d }, pradeda { $s } ({ $seats }). Kiekvienas žaidėjas gauna { $k } { $k ->
        [one] kortą
        [few] kortas
        [many] kortos
       *[other] kortų
    }; { $c } atverčiama ir pradeda išmestų kortų krūvelę ({ $deal }).
rami_draw_stock = { $p } traukia kortą iš kaladės ({ $rule }).
rami_draw_discard = { $p } paima { $c } iš išmestų kortų krūvelės ({ $draw }).
rami_draw_discard-to-meld = { $p } paima { $c } iš išmestų kortų krūvelės ({ $draw }) ir privalo ją iš karto išdėti ({ $must }).
rami_discard_discards = { $p } išmeta { $c } ({ $rule }).

## Kombinacija ant stalo: numeris, savininkas, kortos, rūšis, taškai ir ką atstoja džokeris
rami_table_set = #{ $no }, { PLAYER($owner, case: "genitive") } rinkinys { $cs } ({ $points } { $points ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    })
rami_table_set-joker = #{ $no }, { PLAYER($owner, case: "genitive") } rinkinys { $cs } ({ $points } { $points ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }, džokeris atstoja { $a })
rami_table_set-joker-two = #{ $no }, { PLAYER($owner, case: "genitive") } rinkinys { $cs } ({ $points } { $points ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }, džokeris atstoja { $a } arba { $b })
rami_table_run = #{ $no }, { PLAYER($owner, case: "genitive") } serija { $cs } ({ $points } { $points ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    })
rami_table_run-joker = #{ $no }, { PLAYER($owner, case: "genitive") } serija { $cs } ({ $points } { $points ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }, džokeris atstoja { $a })

## Išdėjimas, pridėjimas, džokerio keitimas
rami_meld_melds = { $p } išdeda ant stalo: { $meld } ({ $turn }).
rami_meld_opens = { $p } išdeda ant stalo: { $meld } ({ $turn }); { PLAYER($p, case: "genitive") } pirmasis išdėjimas atliktas – { $so_far } { $so_far ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }.
rami_meld_opening = { $p } išdeda ant stalo: { $meld } ({ $turn }); pirmajam išdėjimui kol kas surinkta { $so_far } iš { $need }.
rami_meld_opening-pure = { $p } išdeda ant stalo: { $meld } ({ $turn }); pirmajam išdėjimui kol kas surinkta { $so_far } iš { $need }, be to, dar reikia grynos serijos be džokerio (parinktis { $pure }).
rami_layoff_lays-off = { $p } prideda { $c } prie #{ $no }: { $meld } ({ $rule }).
rami_swap_swaps = { $p } padeda { $c } į džokerio vietą kombinacijoje #{ $no } ir pasiima džokerį ({ $rule }); jei gali, jis privalo jį vėl išdėti dar šį ėjimą.

## Partijos pabaiga, kaladė, taškai
rami_end_out = { $p } nebeturi kortų ir baigia partiją ({ $rule }).
rami_end_out-from-hand = { $p } nebeturi kortų ir baigia partiją vienu ėjimu iš rankos („kézből“) ({ $rule }).
rami_end_turns = { $n ->
        [one] Sužaistas { $n } ėjimas
        [few] Sužaisti { $n } ėjimai
        [many] Sužaista { $n } ėjimo
       *[other] Sužaista { $n } ėjimų
    }: partija baigiasi ({ $rule }).
rami_end_stock = Kaladė tuščia, ir iš naujo jos sudaryti nebegalima: partija baigiasi, laimi tas, kurio rankoje mažiausia taškų suma ({ $rule }).
rami_stock_rebuilt = Kaladė tuščia: išmestų kortų krūvelė, išskyrus viršutinę kortą, išmaišoma ir tampa nauja kalade ({ $rule }, { $k } iš { $m }).
rami_hand_scores = Partijos { $n } baudos taškai: { $pen }; iš viso: { $s } ({ $rule }).
rami_over_lowest = Žaidimas baigtas po { $n } { $n ->
        [one] partijos
        [few] partijų
        [many] partijos
       *[other] partijų
    }: laimi { $p }, kurio taškų suma mažiausia – { $low } ({ $rule }).

## Partijos taškai (taisyklę prideda score_ruled)
rami_score_out = { $p } baigė partiją: 0 baudos taškų
rami_score_lowest = { PLAYER($p, case: "genitive") } rankoje likusių kortų suma mažiausia ({ $n }), o partijos niekas nebaigė: 0 baudos taškų
rami_score_flat = { $p } taip ir neatliko pirmojo išdėjimo: skiriama fiksuota suma – { $n } (namų taisyklė)
rami_score_left-one = { PLAYER($p, case: "genitive") } rankoje liko { $left }: { $total }
rami_score_left = { PLAYER($p, case: "genitive") } rankoje liko { $left }: { $terms } = { $total }
rami_score_double = { $p } gauna dvigubai: { $o } baigė partiją vienu ėjimu iš rankos („kézből“, namų taisyklė)
rami_score_times = { $p } gauna { $n } { $n ->
        [one] kartą
        [few] kartus
        [many] karto
       *[other] kartų
    } daugiau: { $o } baigė partiją vienu ėjimu iš rankos („kézből“, namų taisyklė)
rami_score_flags = Rankų: { $n }, o pirmojo išdėjimo žymių: { $k }. Reikia po vieną kiekvienam žaidėjui.
rami_score_no-such-player = Žaidėjas { $out } negalėjo baigti partijos: žaidėjų yra { $n }.
rami_score_still-holds = { $p } dar turi kortų, vadinasi, partijos nebaigė.
rami_score_hands = Taškų sumų: { $n }, o rankų: { $k }. Reikia po vieną kiekvienam žaidėjui.

## Kodėl kortos nėra kombinacija
rami_meld_too-few = Kombinacijai reikia bent 3 kortų.
rami_meld_two-jokers = Kombinacijoje gali būti tik vienas džokeris.
rami_meld_set-twice = Rinkinio kortos turi būti skirtingų rūšių, o čia du kartus yra { $card }.
rami_meld_set-too-big = Rinkinyje gali būti ne daugiau kaip 4 kortos, po vieną kiekvienos rūšies.
rami_meld_two-aces = Serijoje gali būti tik vienas tūzas: žemas (tūzas, 2, 3) arba aukštas (karalienė, karalius, tūzas), bet ne abu.
rami_meld_run-twice = Serijoje ta pati korta ({ $card }) negali būti du kartus.
rami_meld_no-room = Serija gali būti ne ilgesnė kaip 13 kortų – nuo tūzo iki karaliaus arba nuo dviakės iki tūzo: džokeriui vietos nebelieka.
rami_meld_wraps = Tūzas būna arba žemas (tūzas, 2, 3), arba aukštas (karalienė, karalius, tūzas), bet ne abiem atvejais iš karto: serija neužsisuka ratu.
rami_meld_joker-gap = Šios kortos neina iš eilės: vienas džokeris gali užpildyti tik vieną trūkstamą kortą.
rami_meld_gap = Serijai reikia vienos rūšies kortų iš eilės, o tarp šių kortų yra tarpas.
rami_meld_neither = Šios kortos nėra nei vieno rango skirtingų rūšių kortos (rinkinys, { $set }), nei vienos rūšies kortos iš eilės (serija).
rami_meld_reason = { $said } ({ $rule })
rami_joker_no-value = Džokeris neturi savo vertės: jis vertas tiek, kiek korta, kurią jis atstoja.

## Kodėl negalima pridėti kortos ar paimti džokerio
rami_layoff_has-joker = Kombinacijoje #{ $no } jau yra džokeris: vienoje kombinacijoje gali būti tik vienas.
rami_layoff_full-set = Kombinacija #{ $no } – jau pilnas keturių kortų rinkinys.
rami_layoff_wrong-rank = { $c } – ne { $rank }, todėl rinkiniui #{ $no } netinka.
rami_layoff_suit-twice = Rinkinyje #{ $no } jau yra { $card }: rinkinio kortos turi būti skirtingų rūšių.
rami_layoff_ace-to-ace = Serija #{ $no } jau eina nuo tūzo iki tūzo: džokeriui vietos nebėra.
rami_layoff_not-an-end = { $c } nepratęsia serijos #{ $no } nė viename jos gale.
rami_swap_no-joker = Kombinacijoje #{ $no } džokerio nėra.
rami_swap_set-of-three = Rinkinio #{ $no } džokerį galima paimti tik tada, kai rinkinyje yra trys tikros kortos, o jūsų korta tampa ketvirtoji.
rami_swap_stands-for = Kombinacijos #{ $no } džokeris atstoja šią kortą: { $card }. Tik ji gali užimti jo vietą.

## Kodėl ėjimas negalimas
rami_stack_sizes = Visose iš anksto sudėtose rankose turi būti po tiek pat kortų.
rami_refuse_not-an-action = „{ $kind }“ nėra Rami ėjimas: rašykite draw stock, draw discard, meld, layoff, swap arba discard.
rami_refuse_draw-first = Pirmiausia paimkite kortą: viršutinę kaladės arba išmestų kortų krūvelės kortą.
rami_refuse_draw-what = Rašykite „draw stock“ arba „draw discard“.
rami_refuse_discards-empty = Išmestų kortų krūvelė tuščia.
rami_refuse_only-to-meld = { $c } galite paimti tik tam, kad iš karto ją išdėtumėte, o dabar jūsų rankos kortos to neleidžia.
rami_refuse_drawn = Šį ėjimą kortą jau paėmėte.
rami_refuse_not-held = Ėjime „{ $action }“ nurodytų kortų jūsų rankoje nėra.
rami_refuse_meld-taken = Iš išmestų kortų krūvelės paimtą kortą ({ $card }) privalote iš karto išdėti.
rami_refuse_keep-one = Turite pasilikti kortą paskutiniam išmetimui.
rami_refuse_strands = Tada jums liktų tik ką tik iš išmestų kortų krūvelės paimta korta, o jos išmesti negalima.
rami_refuse_pure-run = Pirmajame išdėjime turi būti serija be džokerio (namų taisyklė).
rami_refuse_short = Pirmajam išdėjimui reikia { $need } { $need ->
        [one] taško
        [few] taškų
        [many] taško
       *[other] taškų
    }: su šia kombinacija turėtumėte { $total }, o likusios rankos kortos skirtumo nepadengs.
rami_refuse_not-now = Ėjimas „{ $action }“ dabar negalimas.
rami_refuse_layoff-unopened = Pridėti kortų prie kombinacijų galima tik atlikus pirmąjį išdėjimą.
rami_refuse_swap-unopened = Pakeisti džokerį galima tik atlikus pirmąjį išdėjimą.
rami_refuse_no-meld = Ant stalo nėra kombinacijos #{ $no }: nurodykite jos numerį nuo 1 iki { $n }.
rami_refuse_one-card = Nurodykite lygiai vieną kortą.
rami_refuse_discard-one = Išmesti reikia lygiai vieną kortą.
rami_refuse_lay-more = Pirmajam išdėjimui reikia { $need } { $need ->
        [one] taško
        [few] taškų
        [many] taško
       *[other] taškų
    }: kol kas turite { $so_far }, tad prieš išmesdami kortą išdėkite daugiau.
rami_refuse_meld-joker = Paėmėte džokerį nuo stalo: šį ėjimą privalote jį vėl išdėti, ir tai padaryti galite.
rami_refuse_just-taken = { $c } ką tik paimta iš išmestų kortų krūvelės: tą patį ėjimą jos išmesti negalima.
