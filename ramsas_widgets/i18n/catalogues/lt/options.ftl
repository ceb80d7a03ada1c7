## Žaidimų aprašų žodžiai: žaidimų pavadinimai, namų taisyklės (jų pavadinimai, vertės ir
## paaiškinimai), etapų, vietų ir dalijimo sakiniai, ką reiškia taškų sumos, sprendimų
## klausimai, ką žaidėjas turi daryti kiekviename etape, ir taisyklių puslapio namų taisyklių
## eilutė (ramsas_widgets/engine/variants.py, engine/<šeima>/variants.py, žaidimų „phases“,
## serve/rules_page.py). Kiekvieno ID anglišką tekstą rasite en/messages.ftl. Žodynas kaip
## kituose kataloguose: kirtis, koziris, pirkinys, dalytojas, kaladė, išeiti, mesti kortą,
## rūšis, taškai, namų taisyklė.

## Žaidimų pavadinimai ir kaladės
variant_lt-ramsas_name = Lietuviškas Ramsas
variant_lt-ramsas_pack = 24 kortos (nuo devynakės iki tūzo)
variant_lt-shedding_name = Lietuviškas kortų atsikratymo žaidimas
variant_lt-shedding_pack = 52 kortos, viena arba dvi kaladės
variant_ru-classic_name = Rusiškas Rams (klasikinis)
variant_ru-classic_pack = 32 kortos (nuo septynakės iki tūzo) trims žaidėjams, 52 – keturiems ir daugiau
variant_ru-negotiation_name = Rusiškas Rams su derybomis
variant_ru-modern_name = Rusiškas Rams (modernusis)
variant_ru-modern_pack = 24 kortos (nuo devynakės iki tūzo)
variant_ru-zone_name = Rusiškas „zonos“ Rams
variant_ru-zone_pack = 36 kortos (nuo šešakės iki tūzo)
variant_se-mattmar_name = Švediškas Rams (Mattmaras)
variant_se-mattmar_pack = 52 kortos
variant_hu-rami-40_name = Vengriškas Rami 40
variant_hu-rami-51_name = Vengriškas Rami 51
variant_hu-rami_pack = 108 kortos (2 kaladės + 4 džokeriai); 160 – 5–6 žaidėjams

## Namų taisyklių pavadinimai (mažąja raide, kaip jie rašomi sakinyje)
option_name_target = tikslas
option_name_must-beat = privaloma kirsti
option_name_trump-ace-lead = išėjimas su koziriniu tūzu
option_name_dealer-may-discard-trump = dalytojas gali padėti kozirį
option_name_nine-redeal = perdalijimas dėl devynakės
option_name_packs = kaladės
option_name_empty-stock = tuščia kaladė
option_name_start-score = pradiniai taškai
option_name_turned-card = atversta korta
option_name_ace-timing = kada skaičiuojami tūzai
option_name_remiz-aces = remiz su tūzais
option_name_horns-from = ragai nuo
option_name_first-lead = pirmasis išėjimas
option_name_trump-from = kas parodo kozirius
option_name_four-jacks = keturi valetai
option_name_trump-beats = koziris kerta
option_name_both-jack-pairs = abi valetų poros
option_name_overshoot = viršijimas
option_name_rams-in-series = rams serijoje
option_name_house-pack = namų kaladė
option_name_joker-points = džokerio taškai
option_name_unopened-100 = neišdėjusiam 100
option_name_hand-rami-double = kézből dvigubai
option_name_pure-run-to-open = serija be džokerio pirmajame išdėjime
option_name_discard-must-meld = išmesta korta – į kombinaciją
option_name_final-discard = paskutinę kortą išmesti
option_name_hands-in-game = partijos žaidime

## Namų taisyklių vertės
option_value_yes = taip
option_value_no = ne
option_value_opening = pradedant partiją
option_value_first-lead = išeinant pirmą kartą
option_value_reshuffle = permaišyti
option_value_pass = praleisti ėjimą
option_value_forehand = pirmajam žaidėjui
option_value_dealer = dalytojui
option_value_declarations = po pareiškimų
option_value_after-exchange = po kortų keitimo
option_value_five-plus = 5 plius tūzai
option_value_sum = vien suma
option_value_five = nuo 5
option_value_zero = nuo 0
option_value_left-of-dealer = dalytojo kairėje
option_value_buyer = pirkėjas
option_value_dealer-last = paskutinė dalytojo korta
option_value_buy-top = viršutinė pirkinio korta
option_value_before-redeal = prieš perdalijimą
option_value_after-redeal = po perdalijimo
option_value_add = pridėti
option_value_restart = pradėti iš naujo

## Namų taisyklių paaiškinimai ir trumpi valdiklių pavadinimai
option_lt-ramsas_target = Taškų skaičius, kurį surinkęs žaidėjas laimi žaidimą.
option_lt-ramsas_must-beat = Ar tos pačios rūšies kortą metantis žaidėjas privalo kirsti kortą, su kuria išeita, kai gali.
option_lt-ramsas_trump-ace-lead = Kada privaloma išeiti su koziriniu tūzu: tik pradedant pirmąjį partijos kirtį ar pirmą kartą, kai tūzą turintis žaidėjas pradeda kirtį.
option_lt-ramsas_dealer-may-discard-trump = Ar perkantis dalytojas gali padėti į šalį savo atverstą kozirio kortą.
option_lt-ramsas_nine-redeal = Ar keturių žaidėjų partijos dalytojas gali dalyti iš naujo, kai atversta devynakė.
option_lt-ramsas_nine-redeal_label = Perdalijimas dėl devynakės
option_lt-shedding_packs = Kiek 52 kortų kaladžių naudojama.
option_lt-shedding_packs_label = 52 kortų kaladės
option_lt-shedding_empty-stock = Kai kaladė baigiasi: išmestų kortų krūvelė (be viršutinės kortos) tampa nauja kalade arba žaidėjas tiesiog praleidžia ėjimą.
option_ru-classic_start-score = Kiek taškų kiekvieno žaidėjo sąskaitoje yra pradžioje; juos reikia nurašyti.
option_ru-classic_turned-card = Kam atitenka atversta kozirio korta: dalytojo kairėje sėdinčiam žaidėjui (jei jis žaidžia) ar dalytojui.
option_ru-classic_ace-timing = Kurie tūzai skaičiuojami: tie, kurie yra rankoje pasibaigus pareiškimams (penkios išdalytos kortos, plius atversta korta, jei ji paimta, minus už ją į šalį padėta korta), ar tie, kurie yra rankoje po kortų keitimo.
option_ru-classic_remiz-aces = Nė vieno kirčio nepaėmusio žaidėjo „remiz“ su tūzais: 5 plius tūzų vertės arba vien jų suma.
option_ru-modern_horns-from = 5 taškų „ragai“ atimami iš ne mažesnės kaip 5 taškų sumos arba iš bet kokios ne mažesnės kaip 0 sumos (niekada iš neigiamos sumos).
option_ru-modern_first-lead = Kas pradeda pirmąjį kirtį: pirmasis dar žaidžiantis žaidėjas dalytojo kairėje, kaip klasikiniame žaidime (RU-PLAY-1), ar pirkėjas (kaip LT-PLAY-1).
option_ru-modern_trump-from = Kas parodo kozirius: paskutinė dalytojo korta, parodyta visiems (kaip LT-DEAL-5), ar atversta viršutinė pirkinio korta.
option_ru-modern_trump-from_label = Kozirius parodo
option_ru-modern_four-jacks = Kai vienam žaidėjui išdalijami visi keturi valetai, o kitam – penkios vienos rūšies kortos: keturi valetai baigia žaidimą, dar prieš tai, kai galima pareikalauti perdalyti (kaip lietuviškame žaidime, kuris juos tikrina pirmiausia), arba pirmiausia klausiama dėl perdalijimo ir, jei jo pareikalaujama, valetai dalijami iš naujo kartu su kitomis kortomis.
option_ru-zone_trump-beats = Ar koziris kerta kitos rūšies kortą, su kuria išeita.
option_ru-zone_both-jack-pairs = Susitarimas, kad už tos pačios spalvos valetų poras nurašyti gali abu žaidėjai.
option_ru-zone_overshoot = Nurašius daugiau nei 15: viršyta suma pridedama kaip bauda arba žaidėjas vėl pradeda nuo 15.
option_se-mattmar_rams-in-series = Kiek „rams“ sudaro Mattmaro seriją.
option_hu-rami_house-pack = Namų kaladė: 2 kaladės + 2 džokeriai (106) 2–4 žaidėjams, 3 + 3 (159) 5–6 žaidėjams.
option_hu-rami_house-pack_label = Namų kaladė
option_hu-rami_joker-points = Bauda už rankoje likusį džokerį.
option_hu-rami_unopened-100 = Nė karto neišdėjęs žaidėjas gauna fiksuotus 100 taškų.
option_hu-rami_hand-rami-double = Kai žaidėjas visų kortų atsikrato per vieną ėjimą iš rankos („kézből“), kitų taškai dvigubinami.
option_hu-rami_pure-run-to-open = Pirmajame išdėjime turi būti serija be džokerio (įprasta Rami 51 namų taisyklė; ji galioja tame variante, kuriame įjungta).
option_hu-rami_discard-must-meld = Iš išmestų kortų krūvelės paimta korta turi būti padėta į kombinaciją tą patį ėjimą (tradicinė taisyklė); išjungus, kaip numatyta, ji gali likti rankoje.
option_hu-rami_final-discard = Baigiant būtina išmesti paskutinę kortą.
option_hu-rami_hands-in-game = Kiek partijų sudaro žaidimą.

## Etapų pavadinimai (stalas ir dalijimo demonstracija)
phase_lt-ramsas_redeal = Perdalijimas dėl devynakės
phase_lt-ramsas_buy = Pirkinys
phase_lt-ramsas_keep = Vienos kortos pasilikimas
phase_lt-ramsas_declare = Kas žais
phase_lt-ramsas_show = Valetų poros
phase_lt-ramsas_play = Kirčiai
phase_lt-shedding_play = Ėjimai
phase_ru-classic_declare = Pareiškimai
phase_ru-classic_aside = Kortos padėjimas į šalį
phase_ru-classic_announce = Skelbimai
phase_ru-classic_exchange = Kortų keitimas
phase_ru-classic_play = Kirčiai
phase_ru-modern_redeal = Perdalijimas dėl penkių vienos rūšies kortų
phase_ru-modern_buy = Pirkinys (prikup)
phase_ru-modern_keep = Vienos kortos pasilikimas
phase_ru-modern_declare = Kas žais (vist)
phase_ru-modern_show = Valetų poros
phase_ru-modern_play = Kirčiai
phase_ru-zone_buy = Pirkinys (прикуп)
phase_ru-zone_play = Kirčiai
phase_se-mattmar_offer = Pasiūlymas
phase_se-mattmar_answer = Atsakymas į pasiūlymą
phase_se-mattmar_knock = Beldimas
phase_se-mattmar_buy = Kortų keitimas
phase_se-mattmar_play = Kirčiai
phase_hu-rami_draw = Kortos traukimas
phase_hu-rami_play = Kombinacijų dėjimas ir kortos išmetimas

## Vietos, kur guli kortos (be rankų ir kirčių)
place_lt-ramsas_buy = Pirkinys
place_lt-ramsas_aside = Atidėtos kortos
place_lt-ramsas_laid-away = Padėtos į šalį
place_lt-shedding_stock = Kaladė
place_lt-shedding_pile = Išmestų kortų krūvelė
place_ru-classic_stock = Kaladė
place_ru-classic_trump = Atversta korta (koziris)
place_ru-classic_turned = Atversta korta
place_ru-classic_aside = Padėtos į šalį
place_ru-classic_discards = Išmestos kortos
place_ru-modern_buy = Pirkinys (prikup)
place_ru-modern_aside = Padėtos į šalį
place_ru-modern_discards = Išmestos kortos
place_ru-zone_buy = Pirkinys (прикуп)
place_ru-zone_stock = Kaladė
place_ru-zone_trump = Atversta korta (koziris)
place_ru-zone_turned = Atversta korta
place_se-mattmar_stock = Kaladė
place_se-mattmar_discards = Išmestos kortos
place_se-mattmar_discard = Išmestos kortos
place_se-mattmar_turned = Atversta korta
place_hu-rami_stock = Kaladė
place_hu-rami_discard = Išmestų kortų krūvelė

## Dalijimo sakiniai („Kodėl: …“, mažąja raide)
deal_lt-ramsas_dealer-trump = paskutinė korta visada atitenka dalytojui atversta, ir jos rūšis – koziriai
deal_lt-ramsas_lt-deal-2 = po vieną kortą, pagal laikrodžio rodyklę; po kiekvieno iš pirmųjų keturių ratų viena korta užversta padedama į stalo vidurį
deal_lt-ramsas_lt-deal-3 = kai žaidžia keturi, dalytojas gali pasižiūrėti paskutinę kortą ir, jei tai devynakė, dalyti iš naujo
deal_lt-ramsas_lt-deal-4 = kai žaidėjų mažiau nei keturi, likusios kortos šioje partijoje nežaidžiamos
deal_lt-shedding_lts-1 = kiekvienam žaidėjui po septynias kortas; likusios kortos sudaro kaladę
deal_lt-shedding_lts-1-stock = likusios kortos sudaro kaladę
deal_ru-classic_ru-deal-1 = kiekvienam žaidėjui po penkias kortas, po vieną
deal_ru-classic_ru-deal-2 = likusios kortos guli užverstos, o viršutinė atverčiama: jos rūšis – koziriai
deal_ru-classic_ru-deal-2-stock = likusios kortos užverstos guli stalo viduryje ir sudaro kaladę
deal_ru-classic_ru-deal-2-trump = viršutinė likusių kortų korta atverčiama, ir jos rūšis – koziriai
deal_ru-modern_rum-0 = paskutinė dalytojo korta parodoma visiems ir nustato kozirius, kaip lietuviškame ramse
deal_ru-modern_rum-1 = keturi žaidėjai, kiekvienam po penkias kortas, ir keturios kortos į pirkinį (prikup)
deal_ru-modern_rum-1-buy = keturios kortos užverstos padedamos į pirkinį (prikup)
deal_ru-modern_rum-1-trump = iš 24 kortų atversti nebelieka nė vienos, todėl parodoma paskutinė dalytojo korta, ir jos rūšis – koziriai: tai RUM-0 perima iš lietuviško žaidimo
deal_ru-modern_rum-0-trump = pagal namų taisyklę atverčiama viršutinė pirkinio korta – pažodžiui perimta klasikinio žaidimo atversta korta; jos rūšis – koziriai, o ją pasiima pirkėjas
deal_ru-zone_ruz-1 = du žaidėjai žaidžia 36 kortų kalade
deal_ru-zone_ruz-3 = kiekvienam po penkias kortas, penkios į pirkinį, tada viršutinė likusių kortų korta nustato kozirius
deal_ru-zone_ruz-3-buy = penkios kortos užverstos padedamos į pirkinį
deal_ru-zone_ruz-3-stock = likusios kortos sudaro kaladę
deal_ru-zone_ruz-3-trump = po pirkinio viršutinė likusių kortų korta atverčiama: jos rūšis – koziriai
deal_se-mattmar_se-deal-1 = kiekvienam po tris kortas, tada kita korta atversta į dalytojo ranką (jos rūšis – koziriai), tada kiekvienam dar po dvi
deal_se-mattmar_se-deal-1-stock = po dalijimo likusios kortos sudaro kaladę, iš kurios imama pasiūlymams ir kortų keitimui
deal_se-mattmar_se-deal-1-trump = dalytojas šią kortą atverčia ir pasiima į savo ranką; jos rūšis – koziriai
deal_hu-rami_hu-deal-1 = kiekvienam po trylika kortų; kita korta atversta pradeda išmestų kortų krūvelę, o likusios sudaro kaladę
deal_hu-rami_hu-deck-1 = dvi kaladės ir keturi džokeriai, kai žaidžia iki keturių, trys kaladės – kai penki ar šeši
deal_hu-rami_hu-deal-1-stock = likusios kortos užverstos sudaro kaladę
deal_hu-rami_hu-deal-1-discard = po dalijimo kita korta atversta pradeda išmestų kortų krūvelę

## Ką reiškia taškų sumos (taškų skaičiavimo pratimas ir sprendimų užduotys)
score-sense_lt-ramsas = Sumos auga nuo 0; laimi tas, kuris pirmas pasiekia sutartą taškų skaičių (LT-GOAL-1).
score-sense_ru-classic = Suma – tai, ką žaidėjui dar liko nurašyti; laimi tas, kuris pirmas pasiekia 0 (RU-SCORE-1, RU-WIN-1).
score-sense_ru-modern = Sumos auga; laimi tas, kuris pirmas surenka 20 (RUM-3).
score-sense_ru-zone = Suma – tai, ką žaidėjui dar liko nurašyti nuo 15; laimi tas, kuris nurašo lygiai 15 (RUZ-8, RUZ-12).
score-sense_se-mattmar = Sumos mažėja nuo 10; „rams“ baigiasi, kai kieno nors suma pasiekia 0 ar mažiau (SE-SCORE-1).
score-sense_hu-rami = Sumos – baudos taškai: laimi mažiausia bendra suma (HU-SCORE-1).

## Sprendimų užduočių klausimai
decision_question_lt-ramsas_buy = Pirkti keturias stalo viduryje gulinčias kortas (pirkinį) ar atsisakyti?
decision_question_lt-ramsas_declare = Žaisti šią partiją ar atsisakyti žaisti?
decision_question_ru-classic_declare = Žaisti šią partiją ar sakyti „pas“?
decision_question_ru-classic_exchange = Kurias kortas keičiate?
decision_question_ru-modern_buy = Imti pirkinį (prikup) ar atsisakyti?
decision_question_ru-modern_declare = Žaisti šią partiją (vist) ar sakyti „pas“?
decision_question_ru-zone_buy = Imti penkias pirkinio kortas vietoj savųjų ar pasilikti savo kortas?
decision_question_se-mattmar_knock = Belsti (ir pažadėti paimti kirtį) ar praleisti?
decision_question_se-mattmar_buy = Kurias kortas keičiate?
decision_question_hu-rami_draw = Imti viršutinę išmestų kortų krūvelės kortą ar traukti iš kaladės?
decision_question_hu-rami_play = Išdėti kombinacijas dabar ar palaukti?

## Tikimybių laboratorija: kaip šis stalas vadina klausimo įvykį
lab-word_lt-ramsas_four-jacks = Ramsas
lab-word_ru-modern_four-jacks = „rams“
lab-word_ru-modern_five-one-suit = gali pareikalauti perdalyti
lab-word_ru-zone_five-one-suit = nurašo 5 („rams“, koziriais – dvigubai)

## Ką žaidėjas turi daryti („{ $p } turi …“: bendratimi)
game_task_act = daryti ėjimą
trick_task_play = mesti kortą
ramsas_task_redeal = dalyti iš naujo dėl atverstos devynakės arba nekeisti dalijimo
ramsas_task_buy = pirkti arba atsisakyti pirkinio
ramsas_task_keep = pasilikti vieną iš savo penkių kortų komanda „keep <korta>“
ramsas_task_declare = pasakyti, ar žais, ar atsisako žaisti
ramsas_task_show = parodyti valetų porą arba jos nerodyti
shedding_task_play = mesti viršutinės kortos rango arba rūšies kortą arba traukti iš kaladės
russian_task_declare = pasakyti „žaidžiu“ arba „pas“
russian_task_aside = padėti vieną kortą į šalį komanda „exchange <korta>“
russian_task_announce = paskelbti „koziriais“ arba „rūšimis“
russian_task_exchange = pakeisti nuo 0 iki 4 kortų
russian_modern_task_redeal = pareikalauti perdalyti arba nekeisti dalijimo
russian_modern_task_buy = pirkti arba atsisakyti pirkinio
russian_modern_task_keep = pasilikti vieną rankos kortą komanda „keep <korta>“
russian_modern_task_declare = pasakyti „žaidžiu“ arba „pas“
russian_modern_task_show = parodyti valetų porą arba jos nerodyti
russian_zone_task_buy = paimti pirkinį arba jo atsisakyti
mattmar_task_offer = pasiūlyti geresnes kortas, atversti naują kozirį arba nieko nesiūlyti
mattmar_task_answer = priimti arba atmesti pasiūlymą
mattmar_task_knock = belsti arba praleisti partiją
mattmar_task_buy = keisti kortas
rami_task_draw = traukti kortą iš kaladės arba imti iš išmestų kortų krūvelės
rami_task_play = dėti kombinaciją, pridėti kortą prie kombinacijos arba išmesti kortą

## Rami: taškų skaičiavimo pratimo faktai ir paruošta situacija
rami_exercise_went-out-from-hand = atsikratė visų kortų per vieną ėjimą iš rankos („kézből“)
rami_exercise_went-out = atsikratė visų kortų
rami_exercise_has-opened = jau atliko pirmąjį išdėjimą
rami_exercise_never-opened = pirmojo išdėjimo neatliko
rami_situation_joker-exchange_title = Džokerio paėmimas nuo stalo
rami_situation_joker-exchange_story = Kitas žaidėjas atliko pirmąjį išdėjimą su serija, kurioje džokeris pakeičia širdžių valetą, o tą valetą turite jūs.
rami_situation_joker-exchange_invite = Traukite kortą, atlikite pirmąjį išdėjimą (keturi karaliai), tada širdžių valetą sukeiskite su džokeriu: jei galite, tą patį ėjimą džokerį turite vėl padėti į kombinaciją.
rami_situation_joker-exchange_invite-more = Traukite kortą, atlikite pirmąjį išdėjimą (keturi karaliai ir trys karalienės), tada širdžių valetą sukeiskite su džokeriu: jei galite, tą patį ėjimą džokerį turite vėl padėti į kombinaciją.

## Taisyklių puslapis: namų taisyklė po jos taisykle ($em – Markdown paryškinimo ženklas)
rules-page_house-rule = { $em }Namų taisyklė{ $em } „{ $name }“: { $text } Vadovo numatyta vertė: { $default }; stalas gali pasirinkti { $others }. ({ $games })
rules-page_house-rule_quoted = „{ $value }“
rules-page_house-rule_others-more = { $first }, { $rest }
rules-page_house-rule_others-last = { $first } arba { $last }
rules-page_house-rule_otherwise = kitaip
rules-page_house-rule_games-more = { $first }, { $rest }
rules-page_house-rule_games-last = { $first } ir { $last }

## Dalijimo pastabos apie vieną kortą (DealStep.note).
mattmar_deal_note_turned = atversta korta: jos rūšis – koziriai
rami_deal_note_starts-pile = ji pradeda išmestų kortų krūvą
