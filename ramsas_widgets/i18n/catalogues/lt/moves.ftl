## Ėjimai: kaip žmogus sako, ką daro (move_doing_*), ir ką jam siūloma daryti
## (move_to-do_*). Lietuviškai abiem tinka bendratis: „Pirkti geriau nei keisti 9♥ 10♦“.

move_doing_buy = pirkti
move_doing_decline = atsisakyti pirkinio
move_doing_redeal = prašyti dalyti iš naujo
move_doing_keep-deal = nekeisti dalijimo
move_doing_declare-play = žaisti šią partiją
move_doing_declare-pass = pasakyti „pas“
move_doing_declare-drop = atsisakyti žaisti
move_doing_declare-knock = pabelsti
move_doing_no-show = nerodyti savo valetų
move_doing_offer-better = siūlyti geresnes kortas
move_doing_offer-turn = siūlyti atversti kortą
move_doing_offer-none = nieko nesiūlyti
move_doing_accept = sutikti
move_doing_reject = atsisakyti
move_doing_announce-trumps = skelbti žaidimą su koziriais
move_doing_announce-suits = skelbti žaidimą be kozirių
move_doing_draw-stock = imti kortą iš kaladės
move_doing_draw-discard = imti viršutinę išmestų kortų krūvelės kortą
move_doing_draw = imti kortą
move_doing_pass = praleisti ėjimą
move_doing_exchange = pasilikti savo kortas

move_to-do_buy = pirkti
move_to-do_decline = atsisakyti pirkinio
move_to-do_redeal = prašyti dalyti iš naujo
move_to-do_keep-deal = nekeisti dalijimo
move_to-do_declare-play = žaisti
move_to-do_declare-pass = pasakyti „pas“
move_to-do_declare-drop = atsisakyti žaisti
move_to-do_declare-knock = pabelsti
move_to-do_offer-better = siūlyti geresnes kortas
move_to-do_offer-turn = siūlyti atversti kortą
move_to-do_offer-none = nieko nesiūlyti
move_to-do_draw-stock = imti kortą iš kaladės
move_to-do_draw-discard = imti viršutinę išmestų kortų krūvelės kortą
move_to-do_draw = imti kortą
move_to-do_play = mesti kortą
move_to-do_exchange = keisti kortas
move_to-do_pass = praleisti ėjimą
move_to-do_meld = dėti kombinaciją
move_to-do_layoff = pridėti kortą prie kombinacijos
move_to-do_swap = paimti džokerį
move_to-do_discard = išmesti kortą
move_to-do_keep = pasilikti vieną kortą
move_to-do_show = parodyti savo valetus

move_doing-cards_play = mesti { $cs }
move_doing-cards_keep = pasilikti { $cs }
move_doing-cards_exchange = keisti { $cs }
move_doing-cards_meld = dėti { $cs }
move_doing-cards_layoff = pridėti { $cs } prie kombinacijos Nr. { $arg }
move_doing-cards_swap = paimti kombinacijos Nr. { $arg } džokerį, vietoj jo padedant { $cs }
move_doing-cards_discard = išmesti { $cs }
move_doing-cards_show = parodyti { $cs }
