## Valdikliai: pranešimų eilutė, kortos ekrane, dalijimo demonstracija, kirčių klausimai,
## kombinacijų tikrinimas (ramsas_widgets/widgets/feedback.py, cards.py, dealing.py, quiz.py,
## meld.py). Kiekvieno ID anglišką tekstą rasite en/messages.ftl. Besimokantysis kreipiamasi
## „jūs“. Žodynas kaip kituose kataloguose: kirtis, koziris, pirkinys, dalytojas, kaladė,
## išmestų kortų krūvelė, rūšis, ranka, kombinacija, rinkinys, serija, džokeris.

## Pranešimų eilutė
feedback_failure = Kažkas sutriko mūsų pusėje, o ne jūsų žaidime. Bandykite dar kartą arba paspauskite šio valdiklio mygtuką, kuris pradeda iš naujo ar duoda naują užduotį.
feedback_answer-key = Atsakymai:

## Kortos pavadinimas ekrano skaitytuvui (pati korta: card_name, words.ftl)
card-view_name_face-down = užversta korta
card-view_name_shown = { $card }, visiems parodyta korta
card-view_name_bought = { $card }, ką tik nupirkta korta
card-view_name_shown-bought = { $card }, visiems parodyta ir ką tik nupirkta korta

## Kortų eilės
card-view_count = ({ $n } { $n ->
        [one] korta
        [few] kortos
        [many] kortos
       *[other] kortų
    })
card-view_row_no-cards = kortų nėra
card-view_row_hand = Ranka
card-view_trick_label = Kirtis
card-view_trick_takes-it = { $who } – paima kirtį
card-view_trick_empty = dar nemesta nė viena korta
card-view_pack_label = Kaladė
card-view_pack_total = { $label }: { $n } { $n ->
        [one] korta
        [few] kortos
        [many] kortos
       *[other] kortų
    }.
card-view_pack_jokers = { $n ->
        [one] Džokeris
        [few] Džokeriai
        [many] Džokeriai
       *[other] Džokeriai
    } (x{ $n })
card-view_pack_clubs = Kryžiai ♣
card-view_pack_diamonds = Būgnai ♦
card-view_pack_hearts = Širdys ♥
card-view_pack_spades = Vynai ♠

## Dalijimo demonstracija: kur atsiduria korta ($card – kortos pavadinimas vardininku)
dealing-demo_step_player = Korta Nr. { $number } iš { $total } ({ $card }) patenka į { PLAYER($p, case: "genitive") } ranką; prie stalo ją mato tik jis.
dealing-demo_step_dealer = Korta Nr. { $number } iš { $total } ({ $card }) patenka į { PLAYER($p, case: "genitive") } (dalytojo) ranką; prie stalo ją mato tik jis.
dealing-demo_step_player-face-up = Korta Nr. { $number } iš { $total } ({ $card }) atiduodama { PLAYER($p, case: "dative") } atversta, kad visi matytų.
dealing-demo_step_dealer-face-up = Korta Nr. { $number } iš { $total } ({ $card }) atiduodama { PLAYER($p, case: "dative") } (dalytojui) atversta, kad visi matytų.
dealing-demo_step_buy = Korta Nr. { $number } iš { $total } ({ $card }) užversta padedama į pirkinį.
dealing-demo_step_buy-face-up = Korta Nr. { $number } iš { $total } ({ $card }) padedama ant pirkinio viršaus atversta.
dealing-demo_step_stock = Korta Nr. { $number } iš { $total } ({ $card }) padedama į kaladę.
dealing-demo_step_stock-face-up = Korta Nr. { $number } iš { $total } ({ $card }) padedama ant kaladės viršaus atversta.
dealing-demo_step_trump = Korta Nr. { $number } iš { $total } ({ $card }) atverčiama: jos rūšis – koziriai.
dealing-demo_step_discard = Korta Nr. { $number } iš { $total } ({ $card }) atverčiama ir pradeda išmestų kortų krūvelę.
dealing-demo_step_aside = Korta Nr. { $number } iš { $total } ({ $card }) atidedama į šalį ir šioje partijoje nežaidžiama.
dealing-demo_step_aside-face-up = Korta Nr. { $number } iš { $total } ({ $card }) atidedama į šalį atversta, ant viršaus, ir šioje partijoje nežaidžiama.
dealing-demo_step_elsewhere = Korta Nr. { $number } iš { $total } ({ $card }) padedama čia: { $place }.

## Kodėl korta ten atsiduria ($why – žaidimo aprašo žodžiai)
dealing-demo_why_words = Kodėl: { $why } ({ $rule }).
dealing-demo_why_trump = Kodėl: šioje partijoje jos rūšis – koziriai ({ $rule }).
dealing-demo_why_rule = Taisyklė { $rule }.
dealing-demo_why_plain = { $why }.
dealing-demo_why_trump-plain = Šioje partijoje jos rūšis – koziriai.
dealing-demo_complete = Dalijimas baigtas.
dealing-demo_start = Kaladė išmaišyta (maišymas Nr. { $seed }), dar niekas neišdalyta; iš viso bus dalijama kortų: { $n }. Spauskite „Kita korta“ arba „Leisti“.
dealing-demo_position = išdalyta { $k } iš { $n } { $n ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    }
dealing-demo_player_dealer = { $p } (dalytojas)

## Kas sprendžia pirmas po dalijimo ($choices – ėjimai bendratimi)
dealing-demo_next_decides = Pirmas sprendžia { $p }: { $choices }.
dealing-demo_next_decides-rule = Pirmas sprendžia { $p }: { $choices } ({ $rule }).
dealing-demo_next_phase-decides = { $phase } – pirmas sprendžia { $p }: { $choices }.
dealing-demo_next_phase-decides-rule = { $phase } – pirmas sprendžia { $p }: { $choices } ({ $rule }).
dealing-demo_next_or = { $a } arba { $b }
dealing-demo_next_list = { $a }, { $b }

## Antraštė, stalas po dalijimo
dealing-demo_title_shuffle = Dalijimas: { $game }, { $n } { $n ->
        [one] žaidėjas
        [few] žaidėjai
        [many] žaidėjo
       *[other] žaidėjų
    }, maišymas Nr. { $seed }
dealing-demo_title_stacked = Dalijimas: { $game }, { $n } { $n ->
        [one] žaidėjas
        [few] žaidėjai
        [many] žaidėjo
       *[other] žaidėjų
    }, kortos sudėtos iš anksto: { $situation }
dealing-demo_after_heading = Prie stalo po dalijimo
dealing-demo_after_next = Toliau:
dealing-demo_table_trump = Koziriai:
dealing-demo_table_trump-suit = { $symbol } { $suit }
dealing-demo_table_no-trump = nėra
dealing-demo_table_no-cards-yet = kortų dar nėra
dealing-demo_table_empty-so-far = kol kas tuščia
dealing-demo_house-rule = Namų taisyklė: { $rule }
dealing-demo_refuse_after-deal = Situacija { $name } įvyksta jau po dalijimo: atverkite ją prie stalo (SituationTable).

## Dalijimo valdikliai
dealing-demo_button_next = Kita korta
dealing-demo_button_next-tip = Išdalyti kitą kortą
dealing-demo_button_back = Atgal
dealing-demo_button_back-tip = Atsiimti paskutinę išdalytą kortą
dealing-demo_button_play = Leisti
dealing-demo_button_pause = Pauzė
dealing-demo_button_play-tip = Dalyti kortas vieną po kitos
dealing-demo_button_reset = Iš pradžių
dealing-demo_button_reset-tip = Surinkti kortas ir grįžti į pradžią
dealing-demo_button_deal-all = Išdalyti visas
dealing-demo_button_deal-all-tip = Peršokti į dalijimo pabaigą
dealing-demo_button_new-shuffle = Naujas maišymas
dealing-demo_button_new-shuffle-tip = Išmaišyti iš naujo kitu maišymo numeriu
dealing-demo_setting_speed = Kortų per sekundę
dealing-demo_setting_players = Žaidėjai
dealing-demo_setting_four-colour = Keturių spalvų kortos
dealing-demo_setting_peek = Rodyti užverstas kortas

## Kirčių klausimai
trick-quiz_title = Kirčių klausimai: { $game }
trick-quiz_choice_both = Abiejų rūšių klausimai
trick-quiz_setting_difficulty = Sunkumas
trick-quiz_setting_questions = Klausimai
trick-quiz_trick_so-far = Kirtis iki šiol
trick-quiz_trick_the-trick = Kirtis
trick-quiz_pick_playable = Jūsų ranka: pasirinkite visas kortas, kurias galite mesti
trick-quiz_pick_winner = Pasirinkite kortą, kuri paima kirtį
trick-quiz_pick_winner-first = Pirmiausia pasirinkite kortą, kuri paima kirtį.
trick-quiz_button_check = Tikrinti atsakymą
trick-quiz_button_check-tip = Patikrinti jūsų atsakymą
trick-quiz_button_new = Naujas klausimas
trick-quiz_button_new-tip = Užduoti naują klausimą
trick-quiz_key_play = Galite mesti { $cs }.
trick-quiz_score_label = Rezultatas:
trick-quiz_score = Teisingai atsakyta į { $right } iš { $asked } { $asked ->
        [one] klausimo
        [few] klausimų
        [many] klausimo
       *[other] klausimų
    }.

## Kirčių klausimai: namų taisyklės ($text – taisyklės aprašas, $value – pasirinkta reikšmė,
## $change – kaip keičiasi atsakymas)
trick-quiz_house_rule = Namų taisyklė
trick-quiz_house_default = { $value } (numatyta)
trick-quiz_house_open = Taisyklės šio klausimo neišsprendžia (taisyklių puslapyje jis pažymėtas [open]), todėl prie skirtingų stalų žaidžiama skirtingai. Perjunkite ir pažiūrėkite, kas pasikeičia.
trick-quiz_house_effect = Namų taisyklė ({ $rule }): { $text } Žaidžiant „{ $value }“, atsakymas keičiasi: { $change }.
trick-quiz_house_check-again = Paspauskite „Tikrinti atsakymą“ dar kartą ir pamatysite visą atsakymą.

## Kombinacijų tikrinimas (vengriškas rami)
meld-checker_title = Kombinacijų tikrinimas: { $game }
meld-checker_intro = Rinkinys – 3 arba 4 vieno rango skirtingų rūšių kortos (HU-SET-1); serija – 3 ar daugiau vienos rūšies kortų iš eilės (HU-RUN-1); vienoje kombinacijoje gali būti tik vienas džokeris (HU-JOKER-1).
meld-checker_pick_label = Jūsų ranka: pasirinkite vienos kombinacijos kortas
meld-checker_button_check-picked = Tikrinti pasirinktas kortas
meld-checker_button_check-picked-tip = Patikrinti, ar pasirinktos kortos sudaro vieną kombinaciją
meld-checker_button_clear = Atžymėti
meld-checker_button_clear-tip = Atžymėti visas kortas
meld-checker_text_placeholder = pvz., 7S 8S JK arba KH KS KD
meld-checker_text_label = Arba įrašykite kortas
meld-checker_button_check-typed = Tikrinti įrašytas kortas
meld-checker_button_check-typed-tip = Patikrinti įrašytas kortas
meld-checker_button_best = Geriausios rankos kombinacijos
meld-checker_button_best-tip = Rasti geriausias visos rankos kombinacijas
meld-checker_button_new-hand = Nauja ranka
meld-checker_button_new-hand-tip = Išdalyti kitą ranką

## Kombinacijų tikrinimas: verdiktas ($cards – kortos simboliais)
meld-checker_valid_set = Tinka: { $cards } – rinkinys, vertas { $points } { $points ->
        [one] taško
        [few] taškų
        [many] taško
       *[other] taškų
    }.
meld-checker_valid_run = Tinka: { $cards } – serija, verta { $points } { $points ->
        [one] taško
        [few] taškų
        [many] taško
       *[other] taškų
    }.
meld-checker_invalid = Tai ne kombinacija: { $cards }.
meld-checker_joker_one = Džokeris atstoja šią kortą: { $card } ({ $symbol }).
meld-checker_joker_two = Džokeris atstoja vieną iš šių kortų: { $a } ({ $sa }) arba { $b } ({ $sb }) (HU-JOKER-1).
meld-checker_joker_any = Džokeris atstoja bet kurią iš šių kortų: { $cards } (HU-JOKER-1).

## Kombinacijų tikrinimas: geriausios rankos kombinacijos ir pirmasis išdėjimas
meld-checker_best_set = Rinkinys, { $points } { $points ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }
meld-checker_best_run = Serija, { $points } { $points ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }
meld-checker_best_set-joker = Rinkinys, { $points } { $points ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }: { $joker }
meld-checker_best_run-joker = Serija, { $points } { $points ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }: { $joker }
meld-checker_opens_enough = užtenka pirmajam išdėjimui žaidžiant Rami { $threshold }
meld-checker_opens_enough-here = užtenka pirmajam išdėjimui žaidžiant Rami { $threshold } (šis žaidimas)
meld-checker_opens_not-enough = neužtenka pirmajam išdėjimui žaidžiant Rami { $threshold }
meld-checker_opens_not-enough-here = neužtenka pirmajam išdėjimui žaidžiant Rami { $threshold } (šis žaidimas)
meld-checker_best_summary = Geriausios visos rankos kombinacijos: { $total } { $total ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }; { $verdicts } (HU-TURN-2).
meld-checker_best_none = Iš šios rankos negalima išdėti nė vienos kombinacijos: 0 taškų; { $verdicts } (HU-TURN-2).

## Kombinacijų tikrinimas: prašymai ir netinkamas tekstas
meld-checker_ask_pick = Pirmiausia pasirinkite kombinacijos kortas arba jas įrašykite.
meld-checker_ask_type = Pirmiausia įrašykite kortas, pvz., 7S 8S JK (JK – džokeris).
meld-checker_refuse_too-long = Įrašėte { $n } { $n ->
        [one] ženklą
        [few] ženklus
        [many] ženklo
       *[other] ženklų
    }: laukelis tikrina vieną kombinaciją, ne ilgesnę kaip { $most } { $most ->
        [one] ženklo
        [few] ženklų
        [many] ženklo
       *[other] ženklų
    }, pavyzdžiui, 7S 8S 9S arba KH KS KD.
meld-checker_refuse_how-to-write = Kortą rašykite: rangas, tada rūšis; kortas atskirkite tarpais: 7S 8S 9S, 10H, JK.
