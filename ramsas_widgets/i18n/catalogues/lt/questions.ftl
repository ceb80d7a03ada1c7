## Tikimybių laboratorijos klausimai (ramsas_widgets/probability/questions.py): pavadinimai,
## kieno ranka, apibrėžimai, kaip skaičiuojama tiksli tikimybė, histogramų ašys; ir ką
## sako kortų dalijimo funkcijos (deals.py, plain.py), kai jų paprašoma neįmanomo. Kiekvieno
## ID anglišką tekstą rasite en/messages.ftl. Pavadinimai – kaip 6 pamokoje
## (notebooks/src/lt/06_probability_lab.md). Žodynas: dalytojas, koziris, pirkinys, kaladė,
## ranka, rūšis, valetas, tūzas, devynakė; Rami: rinkinys (set), serija (run), pirmasis
## išdėjimas (opening), džokeris; tinkamos kortos (outs). Formulėse C(n,k) – derinių skaičius,
## × – daugyba, skaičiai rašomi taip, kaip juos pateikia programa ({ $chance } – trupmena).

## Bendri žodžiai

# Klausimo pavadinimas su taisykle, iš kurios jis kyla.
question_label = { $title } ({ $rule })

# Sąrašo paskutiniai du nariai („2, 3 arba 4“) ir kiti nariai.
question_list_or = { $first } arba { $rest }
question_list_more = { $first }, { $rest }

# Formulės dėmenys.
question_sum = { $first } + { $rest }

# Kieno ranka: visada vardininku, nes sakiniai sudaryti taip, kad tai būtų veiksnys.
question_whom_forehand = žaidėjas dalytojo kairėje
question_whom_dealer = dalytojas
question_whom_anyone = kuris nors žaidėjas prie stalo
question_whom_opponent = dalytojo priešininkas

## Stalas: žaidėjai, kortos, rankos, pirkinys, iš kur koziris, dalijimo taisyklės
question_table_buy_dealer = { $players } { $players ->
        [one] žaidėjas
        [few] žaidėjai
        [many] žaidėjo
       *[other] žaidėjų
    }, { $cards } { $cards ->
        [one] korta
        [few] kortos
        [many] kortos
       *[other] kortų
    }: { $hands }, { $buy } – į pirkinį, paskutinė dalytojo korta parodoma kaip koziris ({ $rule })
question_table_buy_stock = { $players } { $players ->
        [one] žaidėjas
        [few] žaidėjai
        [many] žaidėjo
       *[other] žaidėjų
    }, { $cards } { $cards ->
        [one] korta
        [few] kortos
        [many] kortos
       *[other] kortų
    }: { $hands }, { $buy } – į pirkinį, kita korta atverčiama kaip koziris ({ $rule })
question_table_buy_none = { $players } { $players ->
        [one] žaidėjas
        [few] žaidėjai
        [many] žaidėjo
       *[other] žaidėjų
    }, { $cards } { $cards ->
        [one] korta
        [few] kortos
        [many] kortos
       *[other] kortų
    }: { $hands }, { $buy } – į pirkinį ({ $rule })
question_table_dealer = { $players } { $players ->
        [one] žaidėjas
        [few] žaidėjai
        [many] žaidėjo
       *[other] žaidėjų
    }, { $cards } { $cards ->
        [one] korta
        [few] kortos
        [many] kortos
       *[other] kortų
    }: { $hands }, paskutinė dalytojo korta parodoma kaip koziris ({ $rule })
question_table_stock = { $players } { $players ->
        [one] žaidėjas
        [few] žaidėjai
        [many] žaidėjo
       *[other] žaidėjų
    }, { $cards } { $cards ->
        [one] korta
        [few] kortos
        [many] kortos
       *[other] kortų
    }: { $hands }, kita korta atverčiama kaip koziris ({ $rule })
question_table_none = { $players } { $players ->
        [one] žaidėjas
        [few] žaidėjai
        [many] žaidėjo
       *[other] žaidėjų
    }, { $cards } { $cards ->
        [one] korta
        [few] kortos
        [many] kortos
       *[other] kortų
    }: { $hands } ({ $rule })

## Dalytojo parodyta korta – devynakė
question_nine-turned_title = Dalytojo parodyta korta – devynakė
question_nine-turned_definition = { $table }. Paskutinė išdalyta korta atitenka dalytojui ir parodoma visiems (LT-DEAL-5). Ar tai devynakė, kad dalytojas galėtų liepti kortas išdalyti iš naujo (LT-DEAL-3)?
question_nine-turned_formula = Kiekviena iš { $cards } { $cards ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    } su vienoda tikimybe gali būti išdalyta paskutinė, o { $nines } iš jų – { $nines ->
        [one] devynakė
        [few] devynakės
        [many] devynakės
       *[other] devynakių
    }: { $nines }/{ $cards } = { $chance }.

## Turėti kozirinį tūzą
question_trump-ace_title = Turėti kozirinį tūzą
question_trump-ace_definition_dealer = { $table }. Koziris – paskutinės dalytojo kortos rūšis; ši korta parodoma (ji lieka jo rankoje). Ar išdalijus kortas tos rūšies tūzą turi { $whom }? ({ $rule } nurodo, ką privalo daryti jį turintis žaidėjas.)
question_trump-ace_definition_stock = { $table }. Koziris – po dalijimo atverstos kortos rūšis (ši korta niekam neatitenka). Ar išdalijus kortas tos rūšies tūzą turi { $whom }? ({ $rule } nurodo, ką privalo daryti jį turintis žaidėjas.)
question_trump-ace_formula_holds = Arba parodyta korta pati yra tūzas (4 iš { $cards }), arba ne ({ $others }/{ $cards }), ir tada jos rūšies tūzas yra tarp kitų { $rest } { $rest ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    } dalytojo rankoje, o kiekviena iš { $unseen } { $unseen ->
        [one] nematytos kortos
        [few] nematytų kortų
        [many] nematytos kortos
       *[other] nematytų kortų
    } ten gali būti su vienoda tikimybe: 4/{ $cards } + { $others }/{ $cards } × { $rest }/{ $unseen } = { $chance }.
question_trump-ace_formula_shown = Parodyta korta neturi būti tūzas ({ $others }/{ $cards }); tada kozirinis tūzas yra viena iš { $unseen } { $unseen ->
        [one] kitos kortos
        [few] kitų kortų
        [many] kitos kortos
       *[other] kitų kortų
    }, o { $hand } iš jų – šio žaidėjo: { $others }/{ $cards } × { $hand }/{ $unseen } = { $chance }.
question_trump-ace_formula_turned = Atversta korta neturi būti tūzas ({ $others }/{ $cards }); tada kozirinis tūzas yra viena iš { $unseen } { $unseen ->
        [one] kitos kortos
        [few] kitų kortų
        [many] kitos kortos
       *[other] kitų kortų
    }, o { $hand } iš jų – šio žaidėjo: { $others }/{ $cards } × { $hand }/{ $unseen } = { $chance }.

## Valetai

# Histogramos ašis.
question_jacks_histogram = valetų skaičius rankoje
question_four-jacks_title = Visi keturi valetai

# Kaip vadinama tokia ranka, kai varianto stalas neturi savo žodžio.
question_four-jacks_word = „rams“
question_four-jacks_definition = { $table }. Ar išdalijus kortas { $whom } turi visus keturis valetus ({ $name }, { $rule })?
question_four-jacks_formula_one = Ranką turi sudaryti keturi valetai ir { $rest } iš kitų { $others } { $others ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    }: C({ $others },{ $rest }) = { $ways } { $ways ->
        [one] ranka
        [few] rankos
        [many] rankos
       *[other] rankų
    } iš C({ $cards },{ $hand }) = { $hands }: { $chance }.
question_four-jacks_formula_anyone = Ranką turi sudaryti keturi valetai ir { $rest } iš kitų { $others } { $others ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    }: C({ $others },{ $rest }) = { $ways } { $ways ->
        [one] ranka
        [few] rankos
        [many] rankos
       *[other] rankų
    } iš C({ $cards },{ $hand }) = { $hands }. Visus keturis gali turėti tik vienas žaidėjas, todėl { $players } { $players ->
        [one] žaidėjo
        [few] žaidėjų
        [many] žaidėjo
       *[other] žaidėjų
    } tikimybės sumuojamos: { $chance }.
question_jack-pair_title = Tos pačios spalvos valetų pora
question_jack-pair_definition = { $table }. Ar išdalijus kortas { $whom } turi abu juoduosius valetus (JC JS) arba abu raudonuosius valetus (JD JH), ar net abi poras ({ $rule })?
question_jack-pair_formula = Rankų su abiem juodaisiais valetais: C({ $pair_cards },{ $pair_rest }) = { $pair }; tiek pat su raudonąja pora; rankos su visais keturiais valetais, C({ $four_cards },{ $four_rest }) = { $four }, taip suskaičiuotos du kartus. (2 × { $pair } - { $four }) / C({ $cards },{ $hand }) = { $chance }.

## Penkios vienos rūšies kortos
question_five-one-suit_title = Penkios vienos rūšies kortos

# Ką žaidėjas gauna, kai varianto stalas neturi savo žodžio (sakinyje „kad jis …“).
question_five-one-suit_word = už tai gauna taškų
question_five-one-suit_definition = { $table }. Ar visos penkios kortos, kurias gavo { $whom }, yra vienos rūšies, kad jis { $what } ({ $rule })?
question_five-one-suit_formula_one = 4 rūšys × C({ $suit },{ $hand }) = { $flushes } { $flushes ->
        [one] vienos rūšies ranka
        [few] vienos rūšies rankos
        [many] vienos rūšies rankos
       *[other] vienos rūšies rankų
    } iš C({ $cards },{ $hand }) = { $hands }: { $chance }.
question_five-one-suit_formula_anyone = Vienam žaidėjui: 4 rūšys × C({ $suit },{ $hand }) = { $flushes } { $flushes ->
        [one] vienos rūšies ranka
        [few] vienos rūšies rankos
        [many] vienos rūšies rankos
       *[other] vienos rūšies rankų
    } iš C({ $cards },{ $hand }) = { $hands }. Visam stalui – įtraukimo ir pašalinimo principas: sudedamos visų žaidėjų tikimybės, atimamos kiekvienos poros tikimybės, kad tokias rankas turi abu (skirtingų rūšių, kai vienoje rūšyje kortų per mažai dviem rankoms), vėl pridedamos trejetų tikimybės ir t. t.: { $chance }.

## Trys ar daugiau kozirių
question_three-trumps_title = Trys ar daugiau kozirių
question_three-trumps_histogram = kozirių skaičius rankoje
question_three-trumps_definition_dealer = { $table }. Koziris – dalytojo parodytos paskutinės kortos rūšis, o pati korta laikoma vienu iš jo kozirių ({ $rule }). Ar išdalijus kortas { $whom } turi tris ar daugiau kozirių?
question_three-trumps_definition_stock = { $table }. Koziris – po dalijimo atverstos kortos rūšis ({ $rule }). Ar išdalijus kortas { $whom } turi tris ar daugiau kozirių?
question_three-trumps_formula_holds = Parodyta korta yra koziris; tarp kitų { $unseen } { $unseen ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    } yra { $trumps } { $trumps ->
        [one] koziris
        [few] koziriai
        [many] kozirio
       *[other] kozirių
    }, o dalytojui reikia bent 2 iš jų tarp kitų { $rest } { $rest ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    } savo rankoje: suma pagal t = 2..{ $rest }: C({ $trumps },t) C({ $others },{ $rest }-t) / C({ $unseen },{ $rest }) = { $chance }.
question_three-trumps_formula_shown = Tarp { $unseen } { $unseen ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    }, išskyrus parodytąją, yra { $trumps } { $trumps ->
        [one] koziris
        [few] koziriai
        [many] kozirio
       *[other] kozirių
    }; ranka – { $hand } iš jų: suma pagal t = 3..{ $hand }: C({ $trumps },t) C({ $others },{ $hand }-t) / C({ $unseen },{ $hand }) = { $chance }.
question_three-trumps_formula_turned = Tarp { $unseen } { $unseen ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    }, išskyrus atverstąją, yra { $trumps } { $trumps ->
        [one] koziris
        [few] koziriai
        [many] kozirio
       *[other] kozirių
    }; ranka – { $hand } iš jų: suma pagal t = 3..{ $hand }: C({ $trumps },t) C({ $others },{ $hand }-t) / C({ $unseen },{ $hand }) = { $chance }.

## Tūzas rankoje: sakyti „pas“ negalima
question_ace-in-hand_title = Tūzas rankoje: sakyti „pas“ negalima
question_ace-in-hand_histogram = tūzų skaičius rankoje
question_ace-in-hand_definition = { $table }. Ar tarp penkių kortų, kurias gavo { $whom }, yra bent vienas tūzas, kad jis negalėtų sakyti „pas“ (RU-DECL-3)? (Visų žaidėjų tikimybė vienoda.)
question_ace-in-hand_formula = Vienetas minus tikimybė neturėti nė vieno tūzo: ranka – { $hand } iš kitų { $others } { $others ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    }, tai C({ $others },{ $hand }) = { $none } iš C({ $cards },{ $hand }) = { $hands } { $hands ->
        [one] būdo
        [few] būdų
        [many] būdo
       *[other] būdų
    }: 1 - { $none }/{ $hands } = { $chance }.

## Rami: viena ranka

# Kokios kortos sudaro ranką: vardininku („Ranka – …“).
question_rami_which_dealt = 13 kortų, kurias gauna žaidėjas
question_rami_which_drawn = 13 kortų, kurias gauna pradedantis žaidėjas, ir pirmoji korta, kurią jis paima iš kaladės

# Ar svarbu, kiek žaidėjų: tik per kaladę, iš kurios dalijama ($same, $others – žaidėjų skaičių sąrašai, $sizes – kitų kaladžių dydžiai).
question_rami_note = Viena ranka – tai { $hand } iš { $cards } { $cards ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    }, kad ir kas turėtų kitas, todėl žaidėjų skaičius čia nieko nekeičia: kai žaidėjų yra { $same }, dalijama iš tų pačių { $cards } { $cards ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    }.
question_rami_note_elsewhere = Viena ranka – tai { $hand } iš { $cards } { $cards ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    }, kad ir kas turėtų kitas, todėl žaidėjų skaičius čia nieko nekeičia: kai žaidėjų yra { $same }, dalijama iš tų pačių { $cards } { $cards ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    } (kai žaidėjų yra { $others } – iš { $sizes }).
question_rami-open_title = Rami ranka, su kuria galima atlikti pirmąjį išdėjimą
question_rami-open_histogram = geriausių kombinacijų taškai rankoje
question_rami-open_definition = { $players } { $players ->
        [one] žaidėjas
        [few] žaidėjai
        [many] žaidėjo
       *[other] žaidėjų
    }, { $cards } { $cards ->
        [one] korta
        [few] kortos
        [many] kortos
       *[other] kortų
    } ({ $deal }). Ranka – { $which }. Ar šias kortas galima išdėti rinkiniais ir serijomis, kurių vertė siekia bent { $threshold } { $threshold ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    } – tai pirmasis išdėjimas ({ $rule })? { $note }
question_rami-open_formula = Baigtinės formulės nėra: ar su ranka galima atlikti pirmąjį išdėjimą, lemia tai, kaip galima derinti jos rinkinius, serijas ir džokerius, todėl kiekvienoje rankoje kombinacijų ieško Rami variklis ir pateikiamas tik Monte Karlo įvertis su intervalu.
question_rami-joker_title = Džokeris rankoje
question_rami-joker_histogram = džokerių skaičius rankoje
question_rami-joker_definition = { $players } { $players ->
        [one] žaidėjas
        [few] žaidėjai
        [many] žaidėjo
       *[other] žaidėjų
    }, { $cards } { $cards ->
        [one] korta
        [few] kortos
        [many] kortos
       *[other] kortų
    }, iš jų { $jokers } { $jokers ->
        [one] džokeris
        [few] džokeriai
        [many] džokerio
       *[other] džokerių
    } ({ $deal }). Ranka – { $which }. Ar joje yra bent vienas džokeris – korta, kuri gali atstoti bet kurią kitą ({ $rule })? { $note }
question_rami-joker_formula = Vienetas minus tikimybė neturėti nė vieno džokerio: ranka – { $hand } iš kitų { $others } { $others ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    }, o tai C({ $others },{ $hand }) iš C({ $cards },{ $hand }) būdų, todėl 1 - C({ $others },{ $hand })/C({ $cards },{ $hand }) = { $chance }. Vidutiniškai rankoje būna { $hand } × { $jokers }/{ $cards } = { $mean } = { $mean_decimal } džokerio: kiekviena iš { $hand } { $hand ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    } rankoje yra vienas iš { $jokers } { $jokers ->
        [one] džokerio
        [few] džokerių
        [many] džokerio
       *[other] džokerių
    } su tikimybe { $jokers }/{ $cards }.
question_rami-copies_title = Dvi tos pačios kortos kopijos
question_rami-copies_histogram = širdžių tūzo kopijų skaičius rankoje
question_rami-copies_definition = { $players } { $players ->
        [one] žaidėjas
        [few] žaidėjai
        [many] žaidėjo
       *[other] žaidėjų
    }, { $cards } { $cards ->
        [one] korta
        [few] kortos
        [many] kortos
       *[other] kortų
    }: { $packs } { $packs ->
        [one] kaladė
        [few] kaladės
        [many] kaladės
       *[other] kaladžių
    }, todėl kiekvienos kortos yra po { $packs ->
        [one] vieną kopiją
        [few] { $packs } kopijas
        [many] { $packs } kopijos
       *[other] { $packs } kopijų
    } ({ $deal }). Ranka – { $which }. Ar joje yra bent dvi širdžių tūzo kopijos, kurios niekada negali būti tame pačiame rinkinyje ({ $rule })? Bet kurios kitos kortos tikimybė tokia pati. { $note }

# Vienas skaičiavimo dėmuo: k kopijų ir likusios rankos kortos iš kitų kortų.
question_rami-copies_term = C({ $copies },{ $k }) × C({ $others },{ $rest })
question_rami-copies_formula = Suskaičiuojamos rankos, kuriose yra 2 ar daugiau iš { $copies } { $copies ->
        [one] kopijos
        [few] kopijų
        [many] kopijos
       *[other] kopijų
    }: ({ $ways }) iš C({ $cards },{ $hand }) rankų = { $chance } (maždaug viena ranka iš { $every }).
question_rami-natural_title = Natūralus rinkinys ar serija
question_rami-natural_definition = { $players } { $players ->
        [one] žaidėjas
        [few] žaidėjai
        [many] žaidėjo
       *[other] žaidėjų
    }, { $cards } { $cards ->
        [one] korta
        [few] kortos
        [many] kortos
       *[other] kortų
    } ({ $deal }). Ranka – { $which }. Ar joje yra kombinacija be džokerio: rinkinys (trys vieno rango kortos iš trijų skirtingų rūšių, HU-SET-1) arba serija (trys vienos rūšies kortos iš eilės, tūzas – žemiausia arba aukščiausia korta, { $rule }, HU-RUN-2)? { $note }
question_rami-natural_formula = Baigtinės formulės čia nėra: rinkiniai ir serijos persidengia per daug būdų, kad juos būtų galima trumpai suskaičiuoti (korta gali būti ir rinkinyje, ir serijoje vienu metu, o kaladės kiekvieną kortą kartoja), todėl pateikiamas tik Monte Karlo įvertis su intervalu.
question_rami-outs_title = Tinkamos kortos
question_rami-outs_histogram = tinkamos kortos tarp trijų ištrauktų
question_rami-outs_definition = { $players } { $players ->
        [one] žaidėjas
        [few] žaidėjai
        [many] žaidėjo
       *[other] žaidėjų
    }, { $cards } { $cards ->
        [one] korta
        [few] kortos
        [many] kortos
       *[other] kortų
    } ({ $deal }). Žaidėjo ranka – { $which }; tarp šių kortų yra 7♥ 8♥, o nė vienos kortos, kuri jas papildytų iki serijos ({ $rule }), jis dar nematė: tai visos 6♥ ir 9♥ kopijos ({ $copies }) ir { $jokers } { $jokers ->
        [one] džokeris
        [few] džokeriai
        [many] džokerio
       *[other] džokerių
    }, iš viso { $outs } { $outs ->
        [one] tinkama korta
        [few] tinkamos kortos
        [many] tinkamos kortos
       *[other] tinkamų kortų
    } tarp { $unseen } { $unseen ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    }, kurių jis nematė. Kokia tikimybė, kad bent viena iš kitų { $draws } { $draws ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    }, kurias jis trauks iš kaladės, bus tinkama? Kiekviena nematyta korta su vienoda tikimybe gali būti kita jo traukiama korta, kad ir kas trauktų tarp jo ėjimų. { $note }
question_rami-outs_formula = Vienetas minus tikimybė, kad nė vienas iš { $draws } { $draws ->
        [one] traukimo
        [few] traukimų
        [many] traukimo
       *[other] traukimų
    } nepataikys: tai { $draws } iš kitų { $others } { $others ->
        [one] nematytos kortos
        [few] nematytų kortų
        [many] nematytos kortos
       *[other] nematytų kortų
    }, o tai C({ $others },{ $draws }) iš C({ $unseen },{ $draws }) būdų, todėl 1 - C({ $others },{ $draws })/C({ $unseen },{ $draws }) = { $chance }. Vien kitu traukimu tinkama korta randama su tikimybe { $outs }/{ $unseen } = { $share }.

## Ko laboratorija negali padaryti (kai funkcijos kviečiamos su netinkamomis reikšmėmis)
question_refused_no-trump = Variante { $variant } koziris neatverčiamas.
question_refused_no-lab = Laboratorijoje nėra varianto { $variant }; pasirinkite vieną iš šių: { $known }.
question_refused_cannot-index = Laboratorija negali sunumeruoti šios { $cards } { $cards ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    } kaladės.
question_refused_players_span = Variantas { $variant } žaidžiamas, kai žaidėjų yra nuo { $low } iki { $high }, o ne { $players }.
question_refused_players_one = Variantas { $variant } žaidžiamas, kai žaidėjų yra { $allowed }, o ne { $players }.
question_refused_unknown = Klausimo { $kind } nėra; laboratorija klausia: { $kinds }.
question_refused_variant = Klausimas { $kind } užduodamas tik variantuose { $variants }, o ne { $variant }.
question_refused_nine-players = Dalytojas gali pažiūrėti paskutinę savo kortą tik tada, kai žaidžia lygiai 4 žaidėjai.
question_refused_who = Klausimas { $kind } užduodamas apie { $whos }, o ne { $who }.
question_refused_rami-cards = Rami rankoje yra 13 kortų, o po pirmojo traukimo – 14, bet ne { $cards }.
probability_deals_number = Dalijimų skaičius turi būti sveikasis skaičius, ne mažesnis už 0, o ne { $given }.
probability_deals_deck = Kaladėje turi būti nuo 1 iki 65 536 kortų, o ne { $given }.
probability_deals_hands = Rankų dydžiai turi būti sveikieji skaičiai, ne mažesni už 0, o ne { $given }.
probability_deals_too-many = Negalima išdalyti { $dealt } { $dealt ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    } ({ $hands }) iš { $cards } { $cards ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    } kaladės.
probability_deals_block = Bloke turi būti bent vienas dalijimas, o ne { $given }.
probability_plain_number = Dalijimų skaičius turi būti sveikasis skaičius nuo 1 iki { $most }, o ne { $given }.
