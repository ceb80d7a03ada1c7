## Žaidimo stalas (widgets/table.py): žaidimas prieš kompiuterį. Kiekvieno ID anglišką tekstą
## rasite en/messages.ftl. Besimokantysis kreipiamasi „jūs“; žodžiai kaip kituose kataloguose:
## kirtis, koziris, pirkinys, dalytojas, kaladė, išeiti (pradėti kirtį), mesti kortą, partija
## (vienas dalijimas), ranka (žaidėjo kortos), kombinacija, rinkinys, serija, džokeris.

table_list_or = { $first } arba { $last }

## Mygtukai kortoms, pasirinktoms rankoje, ir jų paaiškinimai
table_pick_play = Mesti
table_pick_keep = Pasilikti
table_pick_exchange = Keisti
table_pick_meld = Išdėti
table_pick_layoff = Pridėti prie kombinacijos
table_pick_swap = Paimti kombinacijos džokerį
table_pick_discard = Išmesti
table_pick-tip_play = Mesti pasirinktą kortą
table_pick-tip_keep = Pasilikti pasirinktą kortą iš savo penkių
table_pick-tip_exchange = Padėti pasirinktas kortas į šalį ir paimti tiek pat naujų
table_pick-tip_meld = Išdėti pasirinktas kortas ant stalo kaip vieną kombinaciją
table_pick-tip_layoff = Pridėti pasirinktą kortą prie dešinėje pasirinktos kombinacijos
table_pick-tip_swap = Padėti pasirinktą kortą į pasirinktos kombinacijos džokerio vietą
table_pick-tip_discard = Išmesti pasirinktą kortą: jūsų ėjimas baigiasi
table_pick_first = Pirmiausia pasirinkite kortą savo rankoje, tada paspauskite „{ $button }“.

## Ėjimai su kortomis (mygtukų ir žurnalo užrašai)
table_move_play = Mesti { $cs }
table_move_keep = Pasilikti { $cs }
table_move_exchange = Keisti { $cs }
table_move_meld = Išdėti { $cs }
table_move_layoff = Pridėti { $cs }
table_move_swap = Paimti džokerį už { $cs }
table_move_discard = Išmesti { $cs }
table_move_layoff-on-meld = Pridėti { $cs } (kombinacija #{ $arg })
table_move_swap-on-meld = Paimti džokerį už { $cs } (kombinacija #{ $arg })
table_move_show = Parodyti { $cs }

## Paprasti pasirinkimai
table_action_buy = Pirkti
table_action_decline = Atsisakyti pirkinio
table_action_redeal = Dalyti iš naujo
table_action_keep-deal = Nekeisti dalijimo
table_action_declare-play = Žaisti šią partiją
table_action_declare-drop = Atsisakyti žaisti
table_action_declare-pass = Pasakyti „pas“
table_action_declare-knock = Pabelsti
table_action_no-show = Nerodyti
table_action_offer-better = Siūlyti geresnes kortas
table_action_offer-turn = Siūlyti atversti kortą
table_action_offer-none = Nieko nesiūlyti
table_action_accept = Sutikti
table_action_reject = Atsisakyti
table_action_announce-trumps = Skelbti: su koziriais
table_action_announce-suits = Skelbti: be kozirių
table_action_draw = Imti kortą
table_action_draw-stock = Imti iš kaladės
table_action_draw-discard = Imti viršutinę išmestą kortą
table_action_pass = Praleisti ėjimą
table_action_exchange = Pasilikti savo kortas

## Nustatymai ir namų taisyklės
table_settings_game = Žaidimas
table_settings_players = Žaidėjai
table_settings_weigh = Kompiuterio žaidėjai pasveria savo sprendimus
table_settings_weigh-tip = Prieš pirkdamas, atsisakydamas žaisti, keisdamas kortas ar belsdamas kiekvienas kompiuterio žaidėjas daug kartų išžaidžia partiją (lėčiau, bet stipriau)
table_settings_seed = Sėkla
table_settings_seed-tip = Ta pati sėkla išdalija tas pačias kortas
table_house_button = Namų taisyklės (galioja nuo kito naujo žaidimo)
table_house_button-tip = Rodyti arba slėpti šio žaidimo namų taisykles
table_house_none = Šis žaidimas namų taisyklių neturi.
table_house_default = { $value } (numatyta)
table_house_note = Šio žaidimo namų taisyklės: { $rules }.
table_house_note-rule = { $option }: { $value } ({ $rule })
table_error_players = Žaidime „{ $game }“ gali žaisti nuo { $least } iki { $most } { $most ->
        [one] žaidėjo
        [few] žaidėjų
        [many] žaidėjo
       *[other] žaidėjų
    }, o ne { $count }.
table_error_seat = Jūsų vieta turi būti skaičius nuo 0 iki { $last }.
table_error_seat-now = Jūsų vieta turi būti nuo 0 iki { $last }.
table_error_seed = Sėkla – sveikasis skaičius nuo 0 iki { $most }: ta pati sėkla išdalija tas pačias kortas.

## Mygtukai
table_button_new-game = Naujas žaidimas
table_button_new-game-tip = Pradėti naują žaidimą su pasirinktu žaidimu, sėkla, žaidėjų skaičiumi ir namų taisyklėmis
table_button_why = Kodėl?
table_button_why-tip = Ką padarytų pasirinkta korta ir kodėl?
table_button_hint = Patarimas
table_button_hint-tip = Paprašyti kompiuterio pasiūlyti ėjimą ir jį paaiškinti
table_button_next-hand = Kita partija
table_button_next-hand-tip = Pereiti prie kitos partijos
table_button_back = Atgal
table_button_back-tip = Pažiūrėti, kaip buvo prieš paskutinį ėjimą
table_button_forward = Pirmyn
table_button_forward-tip = Pažiūrėti kitą padėtį
table_button_return = Grįžti į žaidimą
table_button_return-tip = Grįžti prie žaidimo, koks jis yra dabar
table_meld_box = Kombinacija

## Jūsų ranka
table_hand_label = Jūsų ranka
table_hand_pick-one = Jūsų ranka: pasirinkite kortą, tada – mygtuką žemiau
table_hand_pick-some = Jūsų ranka: pasirinkite kortas, tada – mygtuką žemiau
table_hand_at-end = Jūsų ranka partijos pabaigoje

## Jūsų ėjimas
table_prompt_turn = Jūsų ėjimas – { $p }.
table_prompt_phase-turn = { $phase }: jūsų ėjimas – { $p }.
table_prompt_may = Galite { $choice }.
table_prompt_pick-one = Pasirinkite kortą savo rankoje, tada paspauskite, ką su ja daryti.
table_prompt_pick-some = Pasirinkite kortas savo rankoje, tada paspauskite, ką su jomis daryti.
table_prompt_since = Nuo jūsų paskutinio ėjimo: { $moves }
table_feedback_you-moved = Jūs: { $action }.
table_refuse_looking-back = Žiūrite į ankstesnę padėtį: pirmiausia paspauskite „{ $button }“.
table_refuse_hand-over = Partija baigta: paspauskite „{ $button }“, kad žaistumėte toliau.
table_refuse_game-over = Žaidimas baigtas: paspauskite „{ $button }“, jei norite žaisti dar kartą.

## Teisėjas
table_referee_not-allowed = Neleidžiama: { $action }. { $reason }
table_referee_log = Teisėjas: „{ $action }“ neleidžiama ({ $rule }); bandykite dar kartą.
table_referee_log-no-rule = Teisėjas: „{ $action }“ neleidžiama pagal taisykles; bandykite dar kartą.

## „Kodėl?“
table_why_not-now = Spauskite „{ table_button_why }“ per savo ėjimą, pasirinkę kortą savo rankoje.
table_why_pick-first = Pirmiausia pasirinkite kortą savo rankoje, tada paspauskite „{ table_button_why }“.
table_why_uses = Su { $cards } dabar galite: { $ways }.
table_why_no-card = Dabar kortos nemetamos ir nerenkamos: galite { $choice }.
table_why_cannot = { $cards } dabar panaudoti negalima. { $reason }
table_why_may-not = { $symbol } ({ $card }) dabar mesti negalima: { $reason }
table_why_may = { $symbol } ({ $card }) mesti galima: { $reason } ({ $rule }).
table_why_may-take = { $symbol } ({ $card }) mesti galima: { $reason } ({ $rule }). { $take }
table_take_lead = Jūs išeitumėte su ja: kiti mestų po jūsų.
table_take_takes = Ji paimtų kirtį.
table_take_not = Ji nepaimtų kirčio: jį paimtų { $p }.
table_take_highest = Kol kas ji būtų stipriausia kirčio korta.
table_take_not-highest = Kol kas ji nebūtų stipriausia: { PLAYER($p, case: "genitive") } { $c } lieka stipresnė.

## Patarimas
table_hint_not-now = Patarimai duodami per jūsų ėjimą.
table_hint_invited = Patarimas: { $action }. Šį ėjimą jums siūlo situacija: { $invite }
table_hint_reason = Patarimas: { $action }. Kompiuterio žaidėjo priežastis: { $reason }
table_hint_reason-allowed = Patarimas: { $action }. Kompiuterio žaidėjo priežastis: { $reason } Taisyklės tai leidžia: { $why } ({ $rule }).
table_hint_reason-decision = Patarimas: { $action }. Kompiuterio žaidėjo priežastis: { $reason } Tai sprendimas pagal { $rule }.
table_hint_working = Skaičiuojama: kiekvienas pasirinkimas išžaidžiamas { $deals } { $deals ->
        [one] kartą
        [few] kartus
        [many] karto
       *[other] kartų
    }…
table_hint_weighed-lower = Patarimas: { $action }. Išžaidus { $deals } { $deals ->
        [one] kartą
        [few] kartus
        [many] karto
       *[other] kartų
    } pagal jums matomas kortas, tikėtinas jūsų taškų pokytis (kuo mažesnis, tuo geriau): { $numbers }. { $sentence }
table_hint_weighed-higher = Patarimas: { $action }. Išžaidus { $deals } { $deals ->
        [one] kartą
        [few] kartus
        [many] karto
       *[other] kartų
    } pagal jums matomas kortas, tikėtinas jūsų taškų pokytis (kuo didesnis, tuo geriau): { $numbers }. { $sentence }
table_hint_option = { $action } { $mean } (95 % intervalas nuo { $low } iki { $high })

## Istorija
table_history_deal = Dalijimas
table_history_move = { $p }: { $action }
table_history_no-earlier = Ankstesnės padėties dar nėra.
table_history_now = Tai žaidimas, koks jis yra dabar.
table_history_moves = Istorija: kol kas { $n } { $n ->
        [one] ėjimas
        [few] ėjimai
        [many] ėjimo
       *[other] ėjimų
    }; mygtukas „{ table_button_back }“ parodo ankstesnes padėtis.
table_history_looking-back = Žiūrite atgal
table_history_state = { $looking }: padėtis { $n } iš { $last }, po „{ $caption }“. Galima tik žiūrėti.

## Stalas
table_title = { $game }: žaiskite prieš kompiuterį
table_aria_table = Stalas
table_aria_others = Kiti žaidėjai
table_aria_your-seat = Jūsų vieta
table_head_hand = Partija { $n }
table_head_dealer = dalija { $p }
table_head_trump = koziriai – { $suit } { $symbol }
table_seat_dealer = dalytojas
table_seat_wins = laimi žaidimą
table_seat_your-turn = jūsų ėjimas
table_seat_to-act = daro ėjimą
table_seat_out = šioje partijoje nežaidžia
table_seat_opened = pirmasis išdėjimas atliktas
table_seat_score = taškai: { $n }
table_seat_bought = ką tik nupirkote { $cs }
table_seat_took = paėmė { $n } { $n ->
        [one] naują kortą
        [few] naujas kortas
        [many] naujos kortos
       *[other] naujų kortų
    }
table_count_cards = { $n } { $n ->
        [one] korta
        [few] kortos
        [many] kortos
       *[other] kortų
    }
table_count_tricks = { $n } { $n ->
        [one] kirtis
        [few] kirčiai
        [many] kirčio
       *[other] kirčių
    }
table_trick_now = Kirtis ant stalo
table_trick_last = Paskutinis kirtis
table_trick_led-first = { $p } (išėjo pirmas)
table_trump_aria = Koziris
table_trump_is = Koziriai: { $suit } { $symbol }
table_trump_card = (korta, kuri jį parodė)
table_pile_empty = tuščia
table_pile_top = (viršutinė korta)
table_pile_count = { $pile }: { $count }
table_meld_heading = Kombinacijos ant stalo
table_meld_row = #{ $no } { PLAYER($p, case: "genitive") } { $kind ->
        [set] rinkinys
       *[run] serija
    }, { $points } { $points ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }
table_meld_row-joker = #{ $no } { PLAYER($p, case: "genitive") } { $kind ->
        [set] rinkinys
       *[run] serija
    }, { $points } { $points ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    } (džokeris atstoja { $cards })
table_middle_empty = Ant stalo dar nieko nėra.

## Taškų lentelė ir partijos pabaiga
table_sheet_caption = Taškų lentelė
table_sheet_player = Žaidėjas
table_sheet_hand = Partija { $n }
table_sheet_now = Dabar
table_sheet_earlier = Partijos nuo 1 iki { $last }: žr. stalo žurnalą.
table_result_hand-over = Partija { $n } baigta.
table_result_press-next = Paspauskite { $button }, kad būtų dalijama toliau.
table_result_you-win = Žaidimas baigtas: jūs laimėjote.
table_result_winner = Žaidimas baigtas: laimėjo { $p }.
table_result_nobody = Žaidimas baigtas: niekas nelaimėjo.
table_result_final = Galutiniai taškai: { $scores }.
table_result_score = { $p } – { $points }
table_result_press-new = Paspauskite { $button }, jei norite žaisti dar kartą.
table_scores_tricks = Kirčiai
table_scores_left = Kortos, likusios rankoje
table_scores_before = Prieš
table_scores_after = Po
table_scores_out = nežaidė
table_scores_none = nėra

## Stalo žurnalas
table_log_heading = Stalo žurnalas
table_log_note = (naujausi įrašai viršuje; jūs – { $p }, kiti – kompiuterio žaidėjai)
