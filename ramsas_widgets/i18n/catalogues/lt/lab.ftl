## Tikimybių laboratorija ir jos pratimai, sprendimų pratimai, paruoštos situacijos prie
## stalo, taškų skaičiavimo pratimas ir tai, ką mato mokytojas (ramsas_widgets/widgets/
## probability_lab.py, decision.py, situation_table.py, scoring_exercise.py, report.py ir
## ramsas_widgets/probability/answers.py). Kiekvieno ID anglišką tekstą rasite
## en/messages.ftl. Besimokantysis kreipiamasi „jūs“. Žodynas: dalijimas (deal), ranka
## (hand), įvertis (estimate), tiksli reikšmė (exact value), standartinė paklaida (standard
## error), 95 % intervalas (Wilsono pasikliautinasis intervalas), modeliuoti (simulate),
## sėkla (seed), klasės sėkla (class seed), paleidimas (run).

## Įvesto atsakymo tikrinimas
lab_answer_help = Rašykite trupmeną, pvz., 3/8, dešimtainę trupmeną, pvz., 0,375 arba 0.375, procentus, pvz., 37,5 %, arba derinių skaičius, pvz., C(6,2)/C(16,2).
lab_answer_no-place = Ženklas { $other } atsakyme negali būti. { $help }
lab_answer_cannot-read = Šio atsakymo perskaityti nepavyksta. { $help }
lab_answer_empty = Atsakymas tuščias. { $help }
lab_answer_too-long = Parašykite trumpą atsakymą. { $help }
lab_answer_divides-by-zero = Šiame atsakyme dalijama iš nulio.
lab_answer_comb-range = C(n,k) reikia sveikųjų skaičių: n nuo 0 iki 1000, o k ne mažesnio už 0.
lab_answer_exactly = Tiksliai: { $fraction } = { $value }.
lab_answer_below-zero = Dar ne: tikimybė yra tarp 0 ir 1, o šis atsakymas mažesnis už 0.
lab_answer_above-one = Dar ne: tikimybė yra tarp 0 ir 1, o šis atsakymas didesnis už 1.
lab_answer_rounded = Teisingai, tinkamai suapvalinta: tiksli reikšmė yra { $fraction } = { $value }.
lab_answer_one-figure = Beveik: { $typed } yra { $fraction }, suapvalinta iki vieno reikšminio skaitmens; nurodykite bent du reikšminius skaitmenis.
lab_answer_to-the-digits = Teisinga tiek skaitmenų, kiek nurodėte: tiksli reikšmė yra { $fraction } = { $value }.
lab_answer_exact-zero = Dar ne: tiksli reikšmė yra 0, o ne { $value }.
lab_answer_not-yet_far-too-high = Dar ne: { $value } – gerokai per daug, daugiau nei dešimt kartų daugiau už atsakymą.
lab_answer_not-yet_too-high = Dar ne: { $value } – per daug, daugiau nei dvigubai daugiau už atsakymą.
lab_answer_not-yet_far-too-low = Dar ne: { $value } – gerokai per mažai, mažiau nei dešimtadalis atsakymo.
lab_answer_not-yet_too-low = Dar ne: { $value } – per mažai, mažiau nei pusė atsakymo.
lab_answer_not-yet_nearly-high = Dar ne: { $value } – mažiau nei 1 % per daug.
lab_answer_not-yet_nearly-low = Dar ne: { $value } – mažiau nei 1 % per mažai.
lab_answer_not-yet_high = Dar ne: { $value } – { $percent } % per daug.
lab_answer_not-yet_low = Dar ne: { $value } – { $percent } % per mažai.
lab_answer_close_nearly-high = Dar ne: { $fraction } – arti (mažiau nei 1 % per daug), bet trupmena yra tiksli: ji turi būti pats atsakymas, todėl patikrinkite skaičiavimus.
lab_answer_close_nearly-low = Dar ne: { $fraction } – arti (mažiau nei 1 % per mažai), bet trupmena yra tiksli: ji turi būti pats atsakymas, todėl patikrinkite skaičiavimus.
lab_answer_close_high = Dar ne: { $fraction } – arti ({ $percent } % per daug), bet trupmena yra tiksli: ji turi būti pats atsakymas, todėl patikrinkite skaičiavimus.
lab_answer_close_low = Dar ne: { $fraction } – arti ({ $percent } % per mažai), bet trupmena yra tiksli: ji turi būti pats atsakymas, todėl patikrinkite skaičiavimus.

## Laboratorija be numpy
lab_no-numpy = Šioje vadovo kopijoje nėra numpy (jos neturi kopija be interneto), todėl kortos dalijamos grynuoju Python: lėčiau – tiek iš N rankų, kiek spėjama per maždaug { $seconds } { $seconds ->
        [one] sekundę
        [few] sekundes
        [many] sekundės
       *[other] sekundžių
    }. Klausimai ir jų tikslūs atsakymai tie patys.
lab_press-deal = Spauskite „Dalyti“: be numpy rankos dalijamos grynuoju Python, todėl laboratorija laukia jūsų.
lab_no-figures = Laboratorijos grafikams reikia numpy: paleidimo skaičius rasite lentelėje aukščiau.
lab_no-matplotlib = Grafikui reikia matplotlib, kurios šioje naršyklėje įkelti nepavyko; įvertį ir jo intervalą rasite lentelėje aukščiau.
lab_plain_all = Išdalyta rankų: { $got } iš { $asked } prašytų per { $seconds } s grynuoju Python (po { $rate } per sekundę): visos.
lab_plain_some = Išdalyta rankų: { $got } iš { $asked } prašytų per { $seconds } s grynuoju Python (po { $rate } per sekundę): laikas baigėsi anksčiau, todėl įvertis apskaičiuotas iš šių { $got }.

## Laboratorijos valdikliai
lab_control_variant = Variantas
lab_control_players = Žaidėjai
lab_control_question = Klausimas
lab_control_whose-hand = Kieno ranka
lab_control_rami-hand = Rami ranka
lab_control_rami-hand_dealt = 13 išdalytų
lab_control_rami-hand_after-draw = 14: po pirmojo traukimo
lab_control_pack = Kaladė
lab_control_pack_four-jokers = 4 džokeriai
lab_control_pack_joker-a-pack = namų taisyklė: po džokerį kaladei
lab_control_deals = Dalijimų N
lab_control_seed = Sėkla
lab_control_deal = Dalyti
lab_control_deal_tip = Išdalyti N rankų ir suskaičiuoti
lab_dealing = Dalijamos rankos: { $n }…
lab_rami-waits = Spauskite „Dalyti“: kiekviena Rami ranka tikrinama ieškant geriausių kombinacijų, todėl šis klausimas laukia jūsų.
lab_question_how-counted = Kaip skaičiuojama:
lab_who_forehand = žaidėjas dalytojo kairėje
lab_who_dealer = dalytojas
lab_who_anyone = bet kuris prie stalo
lab_who_opponent = dalytojo priešininkas

## Rezultatų lentelė
lab_result_exact = Tiksliai
lab_result_estimate = Įvertis
lab_result_standard-error = Standartinė paklaida
lab_result_interval = 95 % intervalas
lab_result_difference = Skirtumas
lab_result_no-closed-form = baigtinės formulės nėra: tik įvertis žemiau
lab_result_no-closed-form-no-simulation = baigtinės formulės nėra: įvertinti galėtų tik modeliavimas
lab_result_exact-value = { $fraction } = { $value }
lab_result_press-deal = spauskite „Dalyti“, kad sumodeliuotumėte N dalijimų ir palygintumėte
lab_result_cannot-simulate = nėra: ši vadovo kopija modeliuoti negali (žr. aukščiau)
lab_result_estimate-value = { $value } ({ $hits } iš { $n } { $n ->
        [one] dalijimo
        [few] dalijimų
        [many] dalijimo
       *[other] dalijimų
    })
lab_result_se = { $se } = sqrt(p(1-p)/N), p vietoje imant įvertį
lab_result_se_no-deal = 0 pagal sqrt(p(1-p)/N), p vietoje imant įvertį: nė viename iš { $n } { $n ->
        [one] dalijimo
        [few] dalijimų
        [many] dalijimo
       *[other] dalijimų
    } šio įvykio nebuvo, todėl ši formulė negali pasakyti, kiek įvertis klysta; tai pasako intervalas žemiau
lab_result_se_every-deal = 0 pagal sqrt(p(1-p)/N), p vietoje imant įvertį: šis įvykis buvo kiekviename iš { $n } { $n ->
        [one] dalijimo
        [few] dalijimų
        [many] dalijimo
       *[other] dalijimų
    }, todėl ši formulė negali pasakyti, kiek įvertis klysta; tai pasako intervalas žemiau
lab_result_interval-value = nuo { $low } iki { $high }
lab_result_errors_inside = { $errors } tikslios reikšmės standartinės paklaidos (sqrt(p(1-p)/N) su tikslia p: { $se }); tiksli reikšmė yra intervalo viduje
lab_result_errors_outside = { $errors } tikslios reikšmės standartinės paklaidos (sqrt(p(1-p)/N) su tikslia p: { $se }); tiksli reikšmė yra už intervalo ribų
lab_result_gap_inside = { $gap }; tiksli reikšmė yra intervalo viduje
lab_result_gap_outside = { $gap }; tiksli reikšmė yra už intervalo ribų

## Laboratorijos grafikai
lab_figure_band = 95 % intervalas (Wilsono)
lab_figure_run-estimate = šio paleidimo įvertis
lab_figure_no-exact_title = Tikslios reikšmės nėra: įvertis ir jo 95 % juosta
lab_figure_exact = tiksliai: { $fraction } = { $value }
lab_figure_closes-in_title = Įvertis artėja prie tikslios reikšmės
lab_figure_deals-axis = dalijimų N
lab_figure_chance-axis = tikimybė
lab_figure_this-run = šis paleidimas
lab_figure_rms = vidutinė kvadratinė per { $runs } { $runs ->
        [one] paleidimą
        [few] paleidimus
        [many] paleidimo
       *[other] paleidimų
    }
lab_figure_se-line = sqrt(p(1-p)/N)
lab_figure_from-final-axis = |įvertis − galutinis|
lab_figure_from-final_title = Atstumas nuo galutinio įverčio
lab_figure_from-exact-axis = |įvertis − tiksli|
lab_figure_shrinks_title = Paklaida mažėja kaip 1/sqrt(N)
lab_figure_opening = pirmasis išdėjimas: { $points } { $points ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }
lab_figure_simulated = sumodeliuota ({ $n } { $n ->
        [one] dalijimas
        [few] dalijimai
        [many] dalijimo
       *[other] dalijimų
    })
lab_figure_exact-dots = tiksliai
lab_figure_share-axis = dalijimų dalis
lab_figure_fall_title = Kaip pasiskirsto rankos

## Ką rodo grafikai (tekstinis aprašas)
lab_plots_top = Viršuje: šio paleidimo įvertis pagal dalijimų skaičių N (logaritminė skalė), aplink jį – jo 95 % intervalas, nuspalvinta juosta.
lab_plots_no-exact = Tikslios reikšmės nubrėžti negalima (jokia formulė šių rankų nesuskaičiuoja): kur yra tikimybė, rodo tik juosta.
lab_plots_exact = Horizontali linija – tiksli reikšmė, { $fraction } = { $value }.
lab_plots_course_narrows = Po { $n0 } { $n0 ->
        [one] dalijimo
        [few] dalijimų
        [many] dalijimo
       *[other] dalijimų
    } įvertis yra { $e0 }, o juosta – nuo { $low0 } iki { $high0 }; didėjant N ji siaurėja, ir po { $n1 } { $n1 ->
        [one] dalijimo
        [few] dalijimų
        [many] dalijimo
       *[other] dalijimų
    } įvertis baigiasi ties { $e1 }, o intervalas – nuo { $low1 } iki { $high1 }.
lab_plots_course = Po { $n0 } { $n0 ->
        [one] dalijimo
        [few] dalijimų
        [many] dalijimo
       *[other] dalijimų
    } įvertis yra { $e0 }, o juosta – nuo { $low0 } iki { $high0 }; po { $n1 } { $n1 ->
        [one] dalijimo
        [few] dalijimų
        [many] dalijimo
       *[other] dalijimų
    } įvertis baigiasi ties { $e1 }, o intervalas – nuo { $low1 } iki { $high1 }.
lab_plots_holds = Jis apima tikslią reikšmę.
lab_plots_misses = Jis tikslios reikšmės neapima – taip nutinka maždaug kas dvidešimtam paleidimui.
lab_plots_coverage = Iš { $runs } { $runs ->
        [one] paleidimo
        [few] paleidimų
        [many] paleidimo
       *[other] paleidimų
    } { $covered } baigiasi intervalu, kuris ją apima.
lab_plots_error_bottom_exact_one = Apačioje: įverčio atstumas nuo tikslios reikšmės pagal N (logaritminės skalės), šis paleidimas, su linija sqrt(p(1-p)/N).
lab_plots_error_bottom_exact_more = Apačioje: įverčio atstumas nuo tikslios reikšmės pagal N (logaritminės skalės), šis paleidimas ir dar { $more } { $more ->
        [one] paleidimas
        [few] paleidimai
        [many] paleidimo
       *[other] paleidimų
    }, su linija sqrt(p(1-p)/N).
lab_plots_error_bottom_final_one = Apačioje: įverčio atstumas nuo galutinio įverčio pagal N (logaritminės skalės), šis paleidimas, su linija sqrt(p(1-p)/N).
lab_plots_error_bottom_final_more = Apačioje: įverčio atstumas nuo galutinio įverčio pagal N (logaritminės skalės), šis paleidimas ir dar { $more } { $more ->
        [one] paleidimas
        [few] paleidimai
        [many] paleidimo
       *[other] paleidimų
    }, su linija sqrt(p(1-p)/N).
lab_plots_error_left_exact_one = Apačioje kairėje: įverčio atstumas nuo tikslios reikšmės pagal N (logaritminės skalės), šis paleidimas, su linija sqrt(p(1-p)/N).
lab_plots_error_left_exact_more = Apačioje kairėje: įverčio atstumas nuo tikslios reikšmės pagal N (logaritminės skalės), šis paleidimas ir dar { $more } { $more ->
        [one] paleidimas
        [few] paleidimai
        [many] paleidimo
       *[other] paleidimų
    }, su linija sqrt(p(1-p)/N).
lab_plots_error_left_final_one = Apačioje kairėje: įverčio atstumas nuo galutinio įverčio pagal N (logaritminės skalės), šis paleidimas, su linija sqrt(p(1-p)/N).
lab_plots_error_left_final_more = Apačioje kairėje: įverčio atstumas nuo galutinio įverčio pagal N (logaritminės skalės), šis paleidimas ir dar { $more } { $more ->
        [one] paleidimas
        [few] paleidimai
        [many] paleidimo
       *[other] paleidimų
    }, su linija sqrt(p(1-p)/N).
lab_plots_error_course = Po { $n0 } { $n0 ->
        [one] dalijimo
        [few] dalijimų
        [many] dalijimo
       *[other] dalijimų
    } paklaida yra { $e0 } (linija: { $line0 }); po { $n1 } { $n1 ->
        [one] dalijimo
        [few] dalijimų
        [many] dalijimo
       *[other] dalijimų
    } – { $e1 } (linija: { $line1 }).
lab_plots_rms_falls = Per { $runs } { $runs ->
        [one] paleidimą
        [few] paleidimus
        [many] paleidimo
       *[other] paleidimų
    } (vidutinė kvadratinė) ji sumažėja nuo { $first } iki { $last }, { $times } { $times ->
        [one] kartą
        [few] kartus
        [many] karto
       *[other] kartų
    }, o pagal 1/sqrt(N) per šiuos N turėtų sumažėti { $should } { $should ->
        [one] kartą
        [few] kartus
        [many] karto
       *[other] kartų
    }.
lab_plots_rms_to-zero = Per { $runs } { $runs ->
        [one] paleidimą
        [few] paleidimus
        [many] paleidimo
       *[other] paleidimų
    } (vidutinė kvadratinė) ji sumažėja nuo { $first } iki 0: kiekvienas paleidimas baigiasi ties tikslia reikšme.
lab_plots_rms_no-smaller = Per { $runs } { $runs ->
        [one] paleidimą
        [few] paleidimus
        [many] paleidimo
       *[other] paleidimų
    } (vidutinė kvadratinė) ji kinta nuo { $first } iki { $last } ir nemažėja, nors pagal 1/sqrt(N) per šiuos N turėtų sumažėti { $should } { $should ->
        [one] kartą
        [few] kartus
        [many] karto
       *[other] kartų
    }: tiek nedaug paleidimų svyruoja, o daugiau paleidimų ar dalijimų sumažėjimą parodo.
lab_plots_rami-points = Apačioje dešinėje: geriausių kombinacijų taškai sumodeliuotose rankose ({ $n }), nuo { $low } iki { $high } (mediana { $median }); { $share } % rankų pasiekia pirmojo išdėjimo ribą { $threshold }.
lab_plots_shares = Apačioje dešinėje: sumodeliuotų dalijimų ({ $n }) pasiskirstymas pagal tai, kas skaičiuojama ({ $label }): { $shares }.
lab_plots_share = { $k }: { $share } %
lab_plots_share-exact = { $k }: { $share } % (tiksliai { $exact } %)
lab_plots_shares-and = { $first }, { $rest }

## Tikimybių pratimai
lab_exercise_nine_title = Devynakė dalytojui
lab_exercise_nine_prompt = Keturi žaidėjai, 24 kortos. Sumodeliuokite ir pažiūrėkite, kaip dažnai dalytojo parodyta paskutinė korta yra devynakė (tada jis gali prašyti dalyti iš naujo). Tada nurodykite tikslią tikimybę.
lab_exercise_nine_hint = Kuri korta bus paskutinė – tas pats, kas atsitiktinai ištraukti vieną kortą iš 24.
lab_exercise_four-jacks_title = Ramsas: visi keturi valetai
lab_exercise_four-jacks_prompt = Kaip dažnai visi keturi valetai būna tarp penkių žaidėjo, sėdinčio dalytojo kairėje, kortų? Sumodeliuokite 100 000 dalijimų, tada suskaičiuokite tiksliai.
lab_exercise_four-jacks_hint = Ranka su visais keturiais valetais – tai keturi valetai ir viena iš kitų 20 kortų; iš viso yra C(24,5) rankų.
lab_exercise_ace_title = Tūzas: pasuoti negalima
lab_exercise_ace_prompt = Trys žaidėjai, 32 kortos. Žaidėjas, turintis tūzą, negali sakyti „pas“. Kaip dažnai žaidėjo penkių kortų rankoje yra bent vienas tūzas?
lab_exercise_ace_hint = Suskaičiuokite rankas be tūzo, C(28,5), ir jų dalį atimkite iš 1.
lab_exercise_trump-ace_title = Dalytojo kozirinis tūzas
lab_exercise_trump-ace_prompt = Dalytojo parodyta paskutinė korta nustato kozirį. Kaip dažnai jis turi kozirinį tūzą (įskaitant parodytą kortą)?
lab_exercise_trump-ace_hint = Arba parodyta korta yra tūzas, arba ne, ir tada tos rūšies tūzas yra tarp kitų jo 4 kortų iš 23 kortų, kurių jis neparodė.
lab_exercise_zone_title = Ramsas „ant zonos“
lab_exercise_zone_prompt = Du žaidėjai, 36 kortos. Kaip dažnai visos penkios žaidėjo kortos yra vienos rūšies?
lab_exercise_zone_hint = Pasirinkite rūšį (4 būdai), tada 5 iš jos 9 kortų; padalykite iš C(36,5).
lab_exercise_help = Tiksliai – trupmena arba deriniais (3/8, C(6,2)/C(16,2)), arba teisingai suapvalinta iki dviejų ar daugiau reikšminių skaitmenų: 3/8 atveju tinka ir 0,38, ir 38 %, ir 37,5 %; 0,4 – per grubu.
lab_exercise_deals = { $n } { $n ->
        [one] dalijimas
        [few] dalijimai
        [many] dalijimo
       *[other] dalijimų
    }
lab_exercise_simulate = Modeliuoti
lab_exercise_simulate_tip = Išdalyti ir suskaičiuoti: kitas klasės sėklos paleidimas
lab_exercise_answer_placeholder = pvz., 3/8, 0,375, 37,5 % arba C(6,2)/C(16,2)
lab_exercise_answer = Tikslus atsakymas
lab_exercise_check = Tikrinti
lab_exercise_check_tip = Patikrinti atsakymą
lab_exercise_show = Rodyti atsakymą
lab_exercise_show_tip = Parodyti, kaip skaičiuojama
lab_exercise_key = { $fraction } = { $value }.
lab_exercise_run = Klasės sėklos { $seed } paleidimas { $run }: { $hits } iš { $n } { $n ->
        [one] dalijimo
        [few] dalijimų
        [many] dalijimo
       *[other] dalijimų
    }, įvertis { $p }, standartinė paklaida { $se }, 95 % intervalas nuo { $low } iki { $high }.
lab_exercise_interval_contains = Jūsų modeliavimo 95 % intervalas ją apima.
lab_exercise_interval_missed = Jūsų modeliavimo 95 % intervalas jos neapėmė: taip nutinka maždaug kartą iš dvidešimties.
lab_exercise_hint = Užuomina: { $hint }
lab_exercise_simulate-first = Jei pirma sumodeliuosite, apytiksliai pamatysite, kur yra atsakymas.
lab_exercises_class-seed = Klasės sėkla
lab_exercises_seed-help = Ta pati klasės sėkla visiems išdalija tas pačias rankas kiekviename pratime, paleidimas po paleidimo; kita sėkla išdalija naujas.

## Sprendimų pratimai (decision.py)
decision-widget_title = Nuspręskite: { $name }
decision-widget_class-seed = Klasės sėkla
decision-widget_new = Naujas pratimas
decision-widget_new_tip = Išdalyti kitą padėtį, kurioje reikia nuspręsti
decision-widget_your-hand = Jūsų ranka
decision-widget_working = Skaičiuojama: kiekvienas pasirinkimas išžaidžiamas { $deals } { $deals ->
        [one] kartą
        [few] kartus
        [many] karto
       *[other] kartų
    } pagal tai, ką matote…
decision-widget_dealt-again = Kortos atsitiktinai išdalytos iš naujo pagal tai, ką matote (jūsų ranka, parodytos kortos), sėkla { $seed }; partiją išžaidžia kompiuterio žaidėjai.
decision-widget_table_caption_lower = Numatomas jūsų taškų pokytis per { $deals } { $deals ->
        [one] dalijimą
        [few] dalijimus
        [many] dalijimo
       *[other] dalijimų
    } (geriau mažesnis)
decision-widget_table_caption_higher = Numatomas jūsų taškų pokytis per { $deals } { $deals ->
        [one] dalijimą
        [few] dalijimus
        [many] dalijimo
       *[other] dalijimų
    } (geriau didesnis)
decision-widget_table_choice = Pasirinkimas
decision-widget_table_expected-change = Numatomas pokytis
decision-widget_table_interval = 95 % intervalas
decision-widget_table_your-tricks = Jūsų kirčiai
decision-widget_table_no-trick = Nė vieno kirčio
decision-widget_table_from-to = nuo { $low } iki { $high }
decision-widget_table_percent = { $percent } %

## Paruoštos situacijos prie stalo (situation_table.py)
situation-widget_none = Žaidime { $name } paruoštų situacijų nėra.
situation-widget_title = Pamatykite, kaip tai vyksta: { $name }
situation-widget_situation = Situacija
situation-widget_open = Atverti stalą
situation-widget_open_tip = Išdalyti šią situaciją ir sėsti prie stalo
situation-widget_your-move = Jūsų ėjimas, { $p }: { $invite }
situation-widget_seen = Jūs tai pamatėte: { $title }. Stalo žurnale parašyta, kas įvyko, o jūsų rankoje matyti, ką dabar galite mesti; pačios taisyklės žodžiai – už jos nuorodos.
situation-widget_another-move = Tai buvo kitas ėjimas nei tas, apie kurį ši situacija ({ $move }), todėl taisyklė nepasitaikė: spauskite „{ $button }“, kad ji būtų išdalyta iš naujo.
situation-widget_invited = Teisingai: { $move } – būtent tas ėjimas, kurį siūlo ši situacija.
situation-widget_invited-next = Teisingai: { $move } – būtent tas ėjimas, kurį siūlo ši situacija. Toliau: { $next }.

## Taškų skaičiavimo pratimas (scoring_exercise.py)
scoring-widget_table_player = Žaidėjas
scoring-widget_table_total-before = Suma prieš partiją
scoring-widget_table_cards-left = Kortos, likusios rankoje
scoring-widget_table_tricks-taken = Paimti kirčiai
scoring-widget_table_also = Kita
scoring-widget_table_none = nėra
scoring-widget_table_sat-out = nežaidė
scoring-widget_table_caption = Partijos pabaiga
scoring-widget_title = Taškų skaičiavimo pratimas: { $name }
scoring-widget_work-out = Apskaičiuokite kiekvieno žaidėjo naują taškų sumą po šios partijos.
scoring-widget_showing = Čia kiekvienoje partijoje taikoma taisyklė { $rule }.
scoring-widget_check = Tikrinti sumas
scoring-widget_check_tip = Patikrinti jūsų naujas sumas
scoring-widget_new = Naujas pratimas
scoring-widget_new_tip = Parodyti kitos partijos pabaigą
scoring-widget_new-total = nauja suma
scoring-widget_worked-answer = Išspręstas atsakymas
scoring-widget_score = Rezultatas:
scoring-widget_score_right-of = Teisingai išspręsta { $right } iš { $asked } { $asked ->
        [one] pratimo
        [few] pratimų
        [many] pratimo
       *[other] pratimų
    }.
scoring-widget_key = naujos sumos: { $totals }.
scoring-widget_total = { $p } – { $total }
scoring-widget_change = { $p }: { $before } → { $after }
scoring-widget_and = { $first }, { $rest }
scoring-widget_rule_changes = Pagal šią taisyklę naujos sumos čia keičiasi: { $changes }.
scoring-widget_rule_same = Pagal šią taisyklę naujos sumos čia tos pačios.
scoring-widget_rule_again = Dar kartą spauskite „{ $button }“, kad pamatytumėte išspręstą atsakymą.
scoring-widget_type-total = Pirmiausia įrašykite naują sumą { PLAYER($p, case: "dative") }.
scoring-widget_too-long = { $p }: įrašėte { $n } { $n ->
        [one] ženklą
        [few] ženklus
        [many] ženklo
       *[other] ženklų
    }, o suma šiame žaidime turi vos kelis skaitmenis, pvz., 7 arba -3.
scoring-widget_not-whole = { $p }: { $typed } nėra sveikasis skaičius; įrašykite sumą, pvz., 7 arba -3.

## Ką apie pratimus mato mokytojas (report.py)
report_trick-quiz = Kirčių klausimai, { $name }, klausimas { $n }: { $prompt }
report_scoring = Taškų skaičiavimas, { $name }, pratimas { $n }
report_probability = Tikimybių pratimas: { $title }
report_decision = Sprendimas, { $name }, klasės sėklos { $seed } pratimas { $n }: { $question }
report_play-table = Žaidimo stalas, { $name }, sėkla { $seed }
report_no-card = nė vienos kortos
report_lab-run = { $title }: { $name }, { $players } { $players ->
        [one] žaidėjas
        [few] žaidėjai
        [many] žaidėjo
       *[other] žaidėjų
    }, { $whom }
