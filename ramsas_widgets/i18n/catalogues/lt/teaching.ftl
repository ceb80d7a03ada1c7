## Mokymo užduotys: kirčių klausimai, taškų skaičiavimo pratimai, paruoštos situacijos.
## Kiekvieno ID anglišką tekstą rasite en/messages.ftl. Besimokantysis kreipiamasi „jūs“.

## Kirčių klausimai: lygiai ir klausimai
quiz_difficulty_easy = Lengvas lygis: mesti tos pačios rūšies kortą
quiz_difficulty_medium = Vidutinis lygis: koziriai
quiz_difficulty_hard = Sunkus lygis: ypatingos šio žaidimo taisyklės
quiz_question_play = Kurias savo kortas galite mesti?
quiz_question_winner = Kas laimi šį kirtį?

## Kirčių klausimai: padėtis
quiz_note_trump = Koziriai – { $suit } { $symbol }.
quiz_note_opening-lead = Jūs pradedate pirmąjį partijos kirtį.
quiz_note_not-led-yet = Šioje partijoje jūs dar nė karto nepradėjote kirčio.
quiz_note_led-before = Šioje partijoje jūs jau esate pradėję kirtį.
quiz_note_demoted = Kozirinio tūzo { $c } savininkas jį pasiliko, nors privalėjo su juo išeiti, todėl tūzas neteko galios ir laikomas kozirine devynake (LT-ACE-2).
quiz_note_one-point = Kitas žaidėjas turi 1 tašką (SE-ACE-2).
quiz_note_turned = Koziriui nustatyti buvo atversta korta { $c } (RUZ-3).
quiz_seat = Žaidėjas { $n }

## Kirčių klausimai: atsakymo įvertinimas
quiz_grade_not-in-hand = Jūs neturite { $cs }.
quiz_grade_pick-first = Pirmiausia pasirinkite bent vieną kortą.
quiz_grade_may-not = { $c } mesti negalima: { $why }
quiz_grade_also = Galėjote mesti ir { $cs }.
quiz_grade_right-play = Teisingai! Galite mesti { $cs }.
quiz_grade_wrong-play = Ne visai. Galima mesti šias kortas: { $cs }.
quiz_grade_asks-winner = Šis klausimas – apie tai, kas laimi kirtį, o ne kurią kortą mesti.
quiz_grade_asks-play = Šis klausimas – apie tai, kurias kortas galite mesti, o ne kas laimi kirtį.
quiz_grade_pick-one = Pasirinkite vieną iš { $n } kirčio { $n ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    }.
quiz_grade_wins = { $p } paima kirtį korta { $c }.
quiz_grade_right-win = Teisingai! { $win }
quiz_grade_wrong-win = Ne visai: { $win }

## Kirčių klausimai: ką keičia namų taisyklė
quiz_option_same-play = Pagal šią taisyklę atsakymas čia toks pat.
quiz_option_same-winner = Pagal šią taisyklę čia laimi ta pati korta.
quiz_option_changes = Pagal šią taisyklę atsakymas keičiasi: { $change }.
quiz_option_change-play = galite mesti { $cs } (ne { $was })
quiz_option_change-winner = { $p } paima kirtį korta { $c }

## Kirčių klausimai: priežastis su taisykle, kelių sakinių paaiškinimas
quiz_reason_ruled = { $said } ({ $rule }).
quiz_reason_plain = { $said }.
quiz_sentences = { $first } { $then }

## Kirčių klausimai: kodėl korta paima kirtį
quiz_winner_suit-led = { $suit } { $symbol }
quiz_winner_jokers-led = džokeriai
quiz_winner_carried-over = { $rule }, kurią perima { $source }
quiz_winner_demoted = Kozirinis tūzas { $ace } neteko galios ir laikomas kozirine devynake; kai jis susitinka su { $nine }, stipresnė yra anksčiau mesta korta (LT-ACE-2).
quiz_winner_only-suit-led = Svarbios tik tos rūšies kortos, su kuria išeita: { $best } yra stipriausia išeitos rūšies ({ $led }) korta ({ $rule }).
quiz_winner_cannot-take = Kirčio negali paimti kitos rūšies kortos: { $cs }.
quiz_winner_cannot-take-no-trump = Kirčio negali paimti kitos rūšies kortos: { $cs } (čia koziris išeitos rūšies kortų nekerta).
quiz_winner_highest-trump = { $best } yra stipriausias kirčio koziris, o koziris kerta bet kurią kitos rūšies kortą ({ $rule }).
quiz_winner_only-trump = { $best } yra vienintelis kirčio koziris, o koziris kerta bet kurią kitos rūšies kortą ({ $rule }).
quiz_winner_highest-trump-house = { $best } yra stipriausias kirčio koziris, o koziris kerta bet kurią kitos rūšies kortą (namų taisyklė: koziris kerta kitos rūšies kortą) ({ $rule }).
quiz_winner_only-trump-house = { $best } yra vienintelis kirčio koziris, o koziris kerta bet kurią kitos rūšies kortą (namų taisyklė: koziris kerta kitos rūšies kortą) ({ $rule }).
quiz_winner_trumps-led = Išeita su koziriu: { $best } yra stipriausias kirčio koziris ({ $rule }).
quiz_winner_no-trump = Kozirio niekas nemetė, todėl laimi stipriausia išeitos rūšies ({ $led }) korta: { $best } ({ $rule }).
quiz_winner_cannot-win = Laimėti negali kitos rūšies kortos: { $cs }.

## Kirčių klausimai: ypatinga taisyklė, kuri čia netaikoma
quiz_not-applied = { $rule } čia netaikoma: { $reason }. Jei ji būtų taikoma, galėtumėte mesti tik { $cs }.
quiz_not-applied_opening-lead = jūs nepradedate pirmojo partijos kirčio
quiz_not-applied_first-lead = šioje partijoje jūs jau esate pradėję kirtį
quiz_not-applied_one-point = nė vienas žaidėjas neturi 1 taško

## Taškų skaičiavimo pratimas
scoring-exercise_note_trump = Koziriai buvo { $suit } { $symbol }.
scoring-exercise_line = { $p }: prieš partiją { $before }; { $changes }. Nauja suma: { $total }.
scoring-exercise_no-change = pokyčių nėra
scoring-exercise_then = { $first }; { $then }
scoring-exercise_and = { $first }, { $then }
scoring-exercise_grade_right = Teisingai! Visos naujos sumos teisingos.
scoring-exercise_grade_wrong = Ne visai: { $fixes }.
scoring-exercise_grade_fix = { PLAYER($p, case: "genitive") } suma turėtų būti { $total } (jūs parašėte { $typed })
scoring-exercise_grade_one-each = Įrašykite po vieną sumą kiekvienam žaidėjui: iš viso { $n } { $n ->
        [one] sumą
        [few] sumas
        [many] sumos
       *[other] sumų
    }.
scoring-exercise_passed = { $p } nežaidė: pokyčių nėra
scoring-exercise_dropped-out = { $p } atsisakė žaisti: pokyčių nėra

## Paruoštos situacijos
situation_unknown = Variante { $variant } nėra situacijos { $key }; jame yra šios situacijos: { $known }.
situation_unknown-none = Variante { $variant } nėra situacijos { $key }; jame situacijų nėra.

## Rami kombinacijų pratimo rankos
rami_exercise_hand-size = Rami rankoje čia gali būti nuo 1 iki 30 kortų, o ne { $size }.
rami_exercise_not-rami = { $variant } nėra Rami variantas: pasirinkite { $rami }.
rami_exercise_or = { $first } arba { $then }

## Lietuviškas Ramsas: prie tikro stalo, pratimo faktai, situacijos
ramsas_penalty_ace-kept-back = Prie tikro stalo tūzą galėtumėte pasilikti, bet jei kiti tai pastebėtų, jis netektų galios ir būtų laikomas kozirine devynake (LT-ACE-2).
ramsas_exercise_everybody-else-out = visi kiti atsisakė žaisti
ramsas_exercise_dropped-out = atsisakė žaisti
ramsas_exercise_showed-jacks = parodė du tos pačios spalvos valetus
ramsas_exercise_not-asked = niekas neklausė, kas žais
ramsas_exercise_showed-jacks-not-asked = parodė du tos pačios spalvos valetus; niekas neklausė, kas žais
ramsas_situation_nobody-buys_title = Visi atsisako pirkinio
ramsas_situation_nobody-buys_story = Trys žaidėjai prieš jus atsisakė pirkti. Dalijate jūs, todėl sprendžiate paskiausiai.
ramsas_situation_nobody-buys_invite = Atsisakykite ir jūs: keturios kortos viduryje lieka nežaidžiamos, o jūsų kairėje sėdintis žaidėjas klausia, kas žais.
ramsas_situation_everybody-drops-out_title = Visi, išskyrus pirkėją, atsisako žaisti
ramsas_situation_everybody-drops-out_story = Dalytojo kairėje sėdintis žaidėjas nupirko pirkinį ir klausia, kas žais; du po jo einantys žaidėjai padėjo savo kortas. Jūsų klausiama paskiausiai, o su jūsų kortomis vargu ar paimsite bent vieną kirtį.
ramsas_situation_everybody-drops-out_invite = Atsisakykite ir jūs: pirkėjas lieka vienas, iš karto gauna 5 taškus, ir dalijama nauja partija.
ramsas_situation_nine-redeal_title = Dalytojas atverčia devynakę
ramsas_situation_nine-redeal_story = Žaidžia keturi, dalijate jūs. Paskutinė jūsų korta, atversta koziriui nustatyti, yra devynakė.
ramsas_situation_nine-redeal_invite = Paprašykite perkelti kortas ir išdalyti iš naujo (arba dalijimo nekeiskite, jei jūsų kortos jums patinka).
ramsas_situation_ramsas_title = Visi keturi valetai: „Ramsas“
ramsas_situation_ramsas_story = Sėdite dalytojo kairėje ir turite kryžių valetą. Niekas to dar nežino, bet kiti trys valetai yra pirkinyje.
ramsas_situation_ramsas_invite = Pirkite ir pasilikite kryžių valetą: turėdami visus keturis valetus sušunkate „Ramsas“ ir laimite žaidimą.

## Rusiškas ramsas: prie tikro stalo, pratimo faktai, situacijos
russian_penalty_points-off = Prie tikro stalo korta liktų mesta, o iš jūsų taškų { $n ->
        [one] būtų atimtas { $n } taškas
        [few] būtų atimti { $n } taškai
        [many] būtų atimta { $n } taško
       *[other] būtų atimta { $n } taškų
    } ({ $rule }, perimta pagal RUM-0).
russian_penalty_penalty-points = Prie tikro stalo korta liktų mesta, o jūs gautumėte { $n } baudos { $n ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    } ({ $rule }).
russian_exercise_passed = pasakė „pas“
russian_exercise_holds = turi { $cs }
russian_exercise_showed-jacks = parodė du tos pačios spalvos valetus
russian_exercise_black-jacks = viename kirtyje paėmė abu juoduosius valetus
russian_exercise_red-jacks = viename kirtyje paėmė abu raudonuosius valetus
russian_exercise_rams = gavo penkias { SUIT($suit, case: "genitive") } kortas („ramsas“)
russian_exercise_and-also = { $first }; { $then }
russian_situation_four-aces_title = Visi keturi tūzai: „ramsas“
russian_situation_four-aces_story = Dalijate jūs, ir jums teko visi keturi tūzai. Trys žaidėjai jūsų kairėje pareiškė, kad žais.
russian_situation_four-aces_invite = Pareikškite, kad žaisite (turint tūzą sakyti „pas“ negalima): parodote savo tūzus ir iš karto nurašote visus savo taškus.
russian_situation_nobody-buys_title = Niekas neperka pirkinio
russian_situation_nobody-buys_story = Trys žaidėjai prieš jus atsisakė pirkti. Dalijate jūs, todėl sprendžiate paskiausiai.
russian_situation_nobody-buys_invite = Atsisakykite ir jūs: keturios kortos lieka nežaidžiamos, o kiekvienas žaidžia su penkiomis jam išdalytomis kortomis.
russian_situation_five-of-a-suit_title = Penkios vienos rūšies kortos: dalijama iš naujo
russian_situation_five-of-a-suit_story = Sėdite dalytojo kairėje ir gavote penkis vynus.
russian_situation_five-of-a-suit_invite = Pareikalaukite dalyti iš naujo (arba dalijimo nekeiskite, jei penki vynai jums tinka).
russian_situation_four-jacks_title = Visi keturi valetai: „ramsas“
russian_situation_four-jacks_story = Sėdite dalytojo kairėje ir turite kryžių valetą; kiti trys valetai yra pirkinyje, nors niekas to nežino.
russian_situation_four-jacks_invite = Pirkite ir pasilikite kryžių valetą: visi keturi valetai baigia žaidimą, ir jūs laimite.
russian_situation_turned-ace_title = Kozirinis tūzas – atversta korta
russian_situation_turned-ace_story = Koziriui nustatyti atverstas širdžių tūzas, todėl jo niekas negali turėti; jūs turite širdžių karalių.
russian_situation_turned-ace_invite = Pasilikite savo kortas (atsisakykite pirkinio), tada pažiūrėkite, su kuo galite išeiti: tik su koziriniu karaliumi.
russian_situation_rams_title = Penkios vienos rūšies kortos: „ramsas“
russian_situation_rams_story = Jums išdalyti penki vynai.
russian_situation_rams_invite = Pasilikite juos (atsisakykite pirkinio): prasidėjus žaidimui jūsų „ramsas“ nurašo jums 5 taškus, o dalytojui duoda 5 baudos taškus.

## Mattmaro ramsas: pratimo faktai, situacijos
mattmar_exercise_dealer-alone = dalytojas; visi prieš jį praleido partiją
mattmar_exercise_passed = praleido partiją
mattmar_exercise_knocked = pabeldė
mattmar_situation_everybody-passes_title = Visi prieš dalytoją praleidžia partiją
mattmar_situation_everybody-passes_story = Pirmasis žaidėjas nieko nepasiūlė, o du po jo einantys žaidėjai praleido partiją. Jūsų vieta – dalytojo dešinėje, paskutinė prieš jį.
mattmar_situation_everybody-passes_invite = Praleiskite ir jūs: dalytojas paima visus penkis kirčius, nemetus nė vienos kortos.
mattmar_situation_better-cards_title = „Geresnės kortos“ priimtos
mattmar_situation_better-cards_story = Pirmasis žaidėjas pasiūlė „geresnes kortas“, ir du kiti žaidėjai sutiko. Dalijate jūs, todėl atsakote paskiausiai.
mattmar_situation_better-cards_invite = Sutikite: visos kortos išmetamos ir kiekvienam išdalijama po penkias naujas; koziriai nesikeičia. Tada pirmasis žaidėjas vėl gali ką nors pasiūlyti.
