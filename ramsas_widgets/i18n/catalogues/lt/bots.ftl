## Kompiuterio žaidėjų priežastys (mygtukas „Patarimas“) ir sprendimų įverčiai (sprendimų
## pratimai). Kiekvieno ID anglišką tekstą rasite en/messages.ftl. Priežastis kreipiasi į
## žaidėją, kuriam patariama („jūs“). Kirčių priežastys (bot_card_*) prasideda korta, todėl
## tas pats sakinys tinka ir atskirai, ir po „Iš leidžiamų kortų:“ (bot_card_then_*).
## Ėjimas kabutėse (bot_action_*) sakomas bendratimi, kaip ir move_doing_*. Įverčiai su
## kableliu (apie 1,3 kirčio) visada su kilmininku vienaskaita.

## Bendra
bot_reason = { $reason }.
bot_reason_ruled = { $reason } ({ $rule }).
bot_first-move = Daromas pirmas taisyklių leidžiamas ėjimas
bot_no-move = Žaidimas baigtas: nėra ėjimo, kurį būtų galima pasirinkti.
bot_no-bot = Žaidimui { $variant } kompiuterio žaidėjo nėra.
bot_only-step = Tai vienintelis galimas ėjimas

## Ėjimas kabutėse („pirkti“ pakeičia jūsų taškus…)
bot_action_buy = pirkti
bot_action_decline = atsisakyti pirkinio
bot_action_redeal = prašyti dalyti iš naujo
bot_action_keep-deal = nekeisti dalijimo
bot_action_no-show = nerodyti valetų
bot_action_accept = sutikti
bot_action_reject = atsisakyti
bot_action_pass = praleisti ėjimą
bot_action_draw = traukti kortą
bot_action_exchange = pasilikti savo kortas
bot_action_declare-play = žaisti
bot_action_declare-pass = sakyti ‚pas‘
bot_action_declare-drop = atsisakyti žaisti
bot_action_declare-knock = belsti
bot_action_offer-better = siūlyti geresnes kortas
bot_action_offer-turn = siūlyti atversti naują kozirį
bot_action_offer-none = nieko nesiūlyti
bot_action_announce-trumps = skelbti ‚koziriais‘
bot_action_announce-suits = skelbti ‚rūšimis‘
bot_action_draw-stock = traukti kortą iš kaladės
bot_action_draw-discard = imti viršutinę išmestų kortų krūvelės kortą
bot_action_play-cards = mesti { $cs }
bot_action_keep-cards = pasilikti { $cs }
bot_action_exchange-cards = keisti { $cs }
bot_action_meld-cards = išdėti { $cs }
bot_action_discard-cards = išmesti { $cs }
bot_action_show-cards = parodyti { $cs }
bot_action_layoff-cards = pridėti { $cs } prie #{ $arg }
bot_action_swap-cards = padėti { $cs } į džokerio vietą kombinacijoje #{ $arg }

## Sprendimas, įvertintas išžaidus partijas (kompiuteris, kuris „sveria“)
bot_weighed = Išžaidus { $deals } { $deals ->
        [one] dalijimą
        [few] dalijimus
        [many] dalijimo
       *[other] dalijimų
    }, „{ $a }“ jūsų taškų sumą vidutiniškai pakeičia { $mean } ({ $better }; { $others })
bot_weighed_lower-better = geriau mažiau
bot_weighed_higher-better = geriau daugiau
bot_weighed_other = „{ $a }“ { $mean }
bot_weighed_others = { $first }; { $second }

## Kodėl ėjimas leidžiamas ar ne (explain). Atsisakymo sakinys lietuviškai baigiasi savo
## tašku, todėl jis eina paskutinis; *-open – atsisakymas be taško.
bot_explain_over = Žaidimas baigtas.
bot_explain_not-allowed = „{ $a }“ negalima ({ $rule }): { $why }
bot_explain_not-allowed-no-rule = „{ $a }“ negalima: { $why }
bot_explain_not-allowed-open = „{ $a }“ negalima: { $why } ({ $rule }).
bot_explain_not-allowed-open-no-rule = „{ $a }“ negalima: { $why }.
bot_explain_prefers = „{ $a }“ leidžiama, bet kompiuteris renkasi „{ $b }“: { $why }

## Kurią kortą mesti į kirtį
bot_card_lose-under = { $c } – aukščiausia jūsų korta, kuri nekerta { $best }: daugiau kirčių imti negalite
bot_card_lose-forced = { $c }: kiekviena jums leidžiama korta kerta { $best }, tad meskite žemiausią
bot_card_win-cheaply = { $c } – žemiausia jūsų korta, kuri kerta { $best }: taip kirtį laimėsite pigiai
bot_card_win-cheaply-last = { $c } – žemiausia jūsų korta, kuri kerta { $best }: metate paskutinis, tad taip kirtį laimėsite pigiai
bot_card_throw-lowest = { $c }: nė viena jums leidžiama korta nekerta { $best }, tad numeskite žemiausią
bot_card_lead-lose = { $c }: išeikite su žemiausia savo korta, nes daugiau kirčių imti negalite
bot_card_lead-top-trump = { $c }: išeikite su aukščiausiu dar nepasirodžiusiu koziriu – laimėsite kirtį ir ištrauksite kitų žaidėjų kozirius
bot_card_lead-top-side = { $c }: išeikite su aukščiausia dar nepasirodžiusia šios rūšies korta – ji greičiausiai laimės kirtį
bot_card_lead-sure-trump = { $c }: išeikite su aukščiausiu dar nepasirodžiusiu koziriu – tai tikras kirtis
bot_card_lead-lowest = { $c }: tikrai laiminčios kortos neturite, tad išeikite su žemiausia, o stiprias pasilikite

## Tie patys po „Iš leidžiamų kortų:“ (bot_card_of-allowed)
bot_card_then_lose-under = { $c } – aukščiausia jūsų korta, kuri nekerta { $best }: daugiau kirčių imti negalite
bot_card_then_lose-forced = { $c }: kiekviena jums leidžiama korta kerta { $best }, tad meskite žemiausią
bot_card_then_win-cheaply = { $c } – žemiausia jūsų korta, kuri kerta { $best }: taip kirtį laimėsite pigiai
bot_card_then_win-cheaply-last = { $c } – žemiausia jūsų korta, kuri kerta { $best }: metate paskutinis, tad taip kirtį laimėsite pigiai
bot_card_then_throw-lowest = { $c }: nė viena jums leidžiama korta nekerta { $best }, tad numeskite žemiausią
bot_card_then_lead-lose = { $c }: išeikite su žemiausia savo korta, nes daugiau kirčių imti negalite
bot_card_then_lead-top-trump = { $c }: išeikite su aukščiausiu dar nepasirodžiusiu koziriu – laimėsite kirtį ir ištrauksite kitų žaidėjų kozirius
bot_card_then_lead-top-side = { $c }: išeikite su aukščiausia dar nepasirodžiusia šios rūšies korta – ji greičiausiai laimės kirtį
bot_card_then_lead-sure-trump = { $c }: išeikite su aukščiausiu dar nepasirodžiusiu koziriu – tai tikras kirtis
bot_card_then_lead-lowest = { $c }: tikrai laiminčios kortos neturite, tad išeikite su žemiausia, o stiprias pasilikite

## Vienintelė leidžiama korta ir pasirinkimas iš leidžiamų
bot_card_only = { $card } – vienintelė korta, kurią leidžia taisyklės: { $why }
bot_card_of-allowed = { $forced }. Iš leidžiamų kortų: { $why }

## Pirkinys, valetai ir „žaisiu“ (Lietuviškas ramsas ir modernusis rusiškas)
bot_buy_buy = Jūsų kortos žada apie { $est } kirčio, o pasilikus { $keep } ir nupirkus keturias kortas – apie { $bought }: pirkite
bot_buy_decline = Jūsų kortos žada apie { $est } kirčio, o pirkinys – apie { $bought }: skirtumas per menkas, kad apsimokėtų atiduoti savo kortas, tad pirkti atsisakykite
bot_buy_keep = Pasilikite { $keep }, savo stipriausią kortą, o kitas keturias padėkite į šalį
bot_jacks_show = Parodykite { $cs }: du tos pačios spalvos valetai duoda dar 5 taškus, jei paimsite kirtį
bot_jacks_no-pair = Neturite dviejų tos pačios spalvos valetų, kuriuos galėtumėte parodyti
bot_declare_play = Jūsų kortos žada apie { $est } kirčio: žaiskite

## Lietuviškas ramsas
ramsas_bot_redeal = Atversta korta – devynakė, o jūsų kortos žada tik { $est } kirčio: prašykite dalyti iš naujo
ramsas_bot_keep-deal = Atversta korta – devynakė, bet jūsų kortos žada { $est } kirčio: dalijimo nekeiskite
ramsas_bot_one-short = Iki pergalės jums trūksta vieno taško, todėl atsisakyti žaisti negalite
ramsas_bot_not-positive = Jūsų taškų suma – { $total }, ji nėra teigiama: nepaėmę nė vieno kirčio nieko neprarastumėte, tad žaiskite
ramsas_bot_drop = Jūsų kortos žada tik { $est } kirčio, o nepaėmę nė vieno kirčio prarastumėte 5 taškus (LT-SCORE-2): sakykite „nežaisiu“

## Kortų atsikratymo žaidimas
shedding_bot_draw = Nė viena jūsų korta neatitinka viršutinės kortos vertės ar rūšies, todėl traukite iš kaladės, kol rasite tinkamą
shedding_bot_pass = Negalite nei mesti kortos, nei traukti iš kaladės, todėl praleidžiate ėjimą
shedding_bot_start = Meskite { $c } (krūvelę galima pradėti bet kuria korta): tada ant jos galėsite mesti { $left } { $left ->
        [one] savo kortą
        [few] savo kortas
        [many] savo kortos
       *[other] savo kortų
    }
shedding_bot_match = Meskite { $c } (ji atitinka { $top }): tada ant jos galėsite mesti { $left } { $left ->
        [one] savo kortą
        [few] savo kortas
        [many] savo kortos
       *[other] savo kortų
    }

## Rusiškas ramsas
russian_bot_ace-may-not-pass = Turite { $cs }, o žaidėjas, turintis tūzą, negali sakyti „pas“
russian_bot_play-turned = Jūsų kortos su atversta korta žada apie { $est } kirčio: žaiskite
russian_bot_pass-remiz = Jūsų kortos žada tik { $est } kirčio, o nepaėmus nė vieno kirčio tektų 5 taškų „remizas“ (RU-REMIZ-1): sakykite „pas“
russian_bot_lay-aside = Su atversta korta turite šešias kortas: padėkite į šalį silpniausią – { $c }
russian_bot_on-trumps = Skelbkite „koziriais“: turite { $n } { $n ->
        [one] kozirį
        [few] kozirius
        [many] kozirio
       *[other] kozirių
    }
russian_bot_on-suits = Skelbkite „rūšimis“: turite { $n } { $n ->
        [one] kozirį
        [few] kozirius
        [many] kozirio
       *[other] kozirių
    }, todėl kirčius teks imti kitų rūšių kortomis
russian_bot_keep-hand = Visos jūsų kortos – koziriai, tūzai arba stiprios kortos: nieko nekeiskite
russian_bot_exchange = Pakeiskite silpnas ne kozirių kortas { $cs }, o kozirius ir tūzus pasilikite
russian_bot_keep-five = Turite penkias { SUIT($suit, case: "genitive") } kortas – jos vertos apie { $est } kirčio: perdalyti nereikalaukite
russian_bot_redeal-five = Turite penkias { SUIT($suit, case: "genitive") } kortas, bet jos vertos tik { $est } kirčio: reikalaukite perdalyti
russian_bot_treasury = Turite { $score } { $score ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    }: nuo { $treasury } taškų (iždas) sakyti „pas“ nebegalima
russian_bot_no-horns = Turite { $score } { $score ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    }, mažiau nei { $floor }, todėl „ragų“ iš jūsų atimti negalima: žaiskite
russian_bot_pass-loses = Jūsų kortos žada tik { $est } kirčio, o nepaėmę nė vieno kirčio prarastumėte 5 taškus (RUM-7): sakykite „pas“
russian_bot_keep-rams = Turite penkias { SUIT($suit, case: "genitive") } kortas – tai „ramsas“, už kurį iš karto nurašomi 5 taškai (RUZ-10): savo kortas pasilikite
russian_bot_take-buy = Jūsų kortos žada apie { $est } kirčio – mažiau nei penkios nežinomos kortos ({ $avg }): imkite pirkinį
russian_bot_keep-cards = Jūsų kortos žada apie { $est } kirčio – ne mažiau nei penkios nežinomos kortos ({ $avg }): savo kortas pasilikite

## Švediškas Mattmaro ramsas
mattmar_bot_offer-better = Jūsų kortos žada tik { $est } kirčio: pasiūlykite visiems geresnes kortas
mattmar_bot_offer-turn = Neturite nė vieno kozirio: pasiūlykite atversti naują kozirį
mattmar_bot_offer-none = Jūsų kortos žada apie { $est } kirčio: būkite patenkinti ir nieko nesiūlykite
mattmar_bot_accept = Jūsų pačių kortos žada tik { $est } kirčio, tad pokytis gali tik padėti: sutikite
mattmar_bot_reject = Jūsų kortos žada apie { $est } kirčio: pokyčio atsisakykite ir jas pasilikite
mattmar_bot_must-knock = Privalote belsti
mattmar_bot_knock-free = Kai turite { $score }, „skrydis“ jūsų taškų nebepadidins, tad belsti nieko nekainuoja
mattmar_bot_knock = Jūsų kortos žada apie { $est } kirčio, o „skrydis“ kainuotų { $flight }: belskite
mattmar_bot_pass = Jūsų kortos žada tik { $est } kirčio, o „skrydis“ kainuotų { $flight } (SE-SCORE-2): praleiskite
mattmar_bot_keep-hand = Visos jūsų kortos – koziriai arba stiprios kitų rūšių kortos: nieko nekeiskite
mattmar_bot_lay-away = Padėkite į šalį { $cs } – kortas, kurios vargu ar paims kirtį, ir traukite naujas

## Rami
rami_bot_take-meld = Imkite { $c } iš išmestų kortų krūvelės: ją galite iš karto išdėti
rami_bot_take-adds = Imkite { $c } iš išmestų kortų krūvelės: ji papildo kombinacijas, kurias galite išdėti
rami_bot_draw-stock = Viršutinė išmestų kortų krūvelės korta nepadeda nė vienai jūsų kombinacijai, tad traukite iš kaladės
rami_bot_lay-opens = Išdėkite { $cs } ({ $pts } { $pts ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }): su šia kombinacija pirmajam išdėjimui surinksite { $so_far } iš { $threshold }
rami_bot_lay-towards = Išdėkite { $cs } ({ $pts } { $pts ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }) pirmajam išdėjimui: kol kas surinkta { $so_far } iš { $threshold }
rami_bot_lay-empty = Išdėkite { $cs } ({ $pts } { $pts ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }), kad ištuštintumėte ranką
rami_bot_lay-off = Pridėkite { $c } prie #{ $meld }: viena korta mažiau, už kurią gautumėte baudos taškų
rami_bot_discard-alone = Išmeskite { $c }: ji netinka nė vienai jūsų kombinacijai, o likusi rankoje atneštų { $pts } baudos { $pts ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    }
rami_bot_discard-partners = Išmeskite { $c }: rankoje turite tik { $n } { $n ->
        [one] kortą
        [few] kortas
        [many] kortos
       *[other] kortų
    }, su kuriomis ji galėtų sudaryti kombinaciją, o likusi rankoje ji atneštų { $pts } baudos { $pts ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    }
rami_bot_swap = { $c } galima padėti tik vietoj džokerio: padėkite ją į džokerio vietą kombinacijoje #{ $meld } ir pasiimkite džokerį
rami_bot_joker-owed = Paėmėte džokerį nuo stalo ir turite jį vėl išdėti dar šį ėjimą: { $a }
rami_bot_only-kind = Tai vienintelis galimas ėjimas: { $a }

## Sprendimo įvertis: kuris pasirinkimas geresnis ir kodėl
decision_over = Žaidimas baigtas: nėra sprendimo, kurį būtų galima įvertinti.
decision_deals-range = Dalijimų skaičius turi būti sveikasis skaičius nuo 1 iki 100 000, o ne { $deals }.
decision_only-one = Čia galima daryti tik vieną dalyką.
decision_even = { $m } ir { $n } – maždaug tas pats ({ $a } ir { $b } taško)
decision_better = { $m } geriau maždaug { $gap } taško per partiją
decision_verdict = { $head }.
decision_verdict-why = { $head }: { $why }.
decision_why-more = { $first }; { $rest }
decision_tricks = vidutiniškai paimate { $a } kirčio, palyginti su { $b }
decision_carried = kirčius laimi { $c } ({ $pct } % dalijimų)
decision_carried-two = kirčius laimi { $c } ({ $pct } % dalijimų) ir { $c2 } ({ $pct2 } % dalijimų)
decision_costs = pasirinkus „{ $n }“, taisyklė { $rule } jums kainuoja { $pts } { $pts ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    } (taip nutinka { $pct } % dalijimų)

## Sprendimų pratimas: padėtis
decision_position_you-deal = Jūs esate Žaidėjas { $n } iš { $players }; dalijate jūs.
decision_position_you-left = Jūs esate Žaidėjas { $n } iš { $players }; sėdite dalytojo kairėje.
decision_position_dealer = Jūs esate Žaidėjas { $n } iš { $players }; dalija { $p }.
decision_position_scores = Taškai prieš šią partiją: { $totals }. { $sense }
decision_position_scores-only = Taškai prieš šią partiją: { $totals }.
decision_position_total = { $p } – { $points }
decision_position_totals = { $first }, { $rest }
decision_position_trump = Koziriai – { $suit } { $symbol }.
decision_position_trump-shown = Koziriai – { $suit } { $symbol }; juos rodo { $c }.
decision_position_face-down = Užversta: { $pile }, { $n } { $n ->
        [one] korta
        [few] kortos
        [many] kortos
       *[other] kortų
    }.
decision_position_face-up = Atversta: { $pile }, { $cs }.
decision_position_so-far = Šioje partijoje iki šiol: { $said }.
decision_pile_stock = kaladė
decision_pile_buy = pirkinys
decision_pile_aside = atidėtos kortos
decision_pile_laid-away = į šalį padėtos kortos
decision_pile_discards = išmestos kortos
decision_pile_turned = atverstoji korta
decision_pile_discard = išmestų kortų krūvelės viršus
decision_pile_pile = krūvelės viršus

## Sprendimų pratimas: atsakymo įvertinimas
decision_grade_right = Teisingai: geriau { $m }. { $why }
decision_grade_as-good = Intervalų ribose tai ne prasčiau už geriausią pasirinkimą: „{ $m }“ { $a }, o „{ $n }“ { $b }. { $why }
decision_grade_not-better = Tai ne geresnis pasirinkimas. { $why }
decision_grade_not-a-choice = „{ $action }“ nėra vienas iš šio pratimo pasirinkimų: { $choices }.
decision_no-exercise = Žaidime „{ $name }“ sprendimų pratimų nėra.
decision_no-such-decision = Žaidime „{ $name }“ nėra sprendimo { $phase }; jame yra: { $phases }.
decision_not-set-up = Nepavyko parengti žaidimo { $variant } sprendimo pratimo.
