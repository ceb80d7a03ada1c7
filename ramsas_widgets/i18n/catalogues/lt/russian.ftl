## Rusiškas ramsas (klasikinis, su derybomis, modernusis ir „zonos“): lietuviški pranešimai.
## Kiekvieno ID anglišką tekstą rasite en/messages.ftl. Klasikiniame žaidime ir „zonoje“
## taškai nurašomi (laimi tas, kuris nurašo visus), modernajame – skaičiuojami iki 20.
## Žaidimo žodžiai: „pas“ (nežaisiu), „remizas“ (bauda už nė vieno kirčio), „ragai“
## (modernusis žaidimas), „ramsas“ (keturi tūzai, keturi valetai arba penkios vienos rūšies
## kortos), iždas (17 taškų ir daugiau).

## Dalijimas
russian_deal_first-by-lot = { $p } dalija pirmas: jis išrinktas burtų keliu ({ $rule })
russian_deal_first = { $p } dalija pirmas
russian_deal_hand = Partija { $n }: dalija { $p }
russian_deal_turned = Atverčiama { $c }: koziriai – { $suit } ({ $rule })
russian_deal_buy-top = Atverčiama viršutinė pirkinio korta { $c }: koziriai – { $suit } ({ $rule })
russian_deal_last-card = Parodoma paskutinė { PLAYER($p, case: "genitive") } korta { $c }: koziriai – { $suit } ({ $rule })
russian_redeal_claim = { $p } turi penkias { SUIT($suit, case: "genitive") } kortas ir reikalauja perdalyti ({ $rule })
russian_redeal_keep = { $p } turi penkias { SUIT($suit, case: "genitive") } kortas, bet perdalyti nereikalauja ({ $rule })

## Kas žais
russian_declare_play = { $p } pareiškia, kad žais ({ $rule })
russian_declare_pass = { $p } sako „pas“: jo kortos padedamos į šalį ({ $rule })
russian_declare_everybody-passed = Visi pasakė „pas“: partija nežaidžiama
russian_declare_takes-turned = { $p } paima atverstą kortą { $c } ({ $rule })
russian_declare_turned-aside = Atversta korta padedama į šalį kartu su jo kortomis; koziriai ir toliau – { $suit } ({ $rule })
russian_declare_lays-aside = { $p } vieną kortą užverstą padeda į šalį ({ $rule })
russian_declare_buyer-plays = { $p } paėmė pirkinį, todėl žais ({ $rule })
russian_declare_ace-may-not-pass = Turite { $cs }: žaidėjas, turintis tūzą, negali sakyti „pas“
russian_declare_lay-one-aside = Su atversta korta turite šešias kortas: lygiai vieną iš jų padėkite į šalį, pvz., 'exchange 7C'.
russian_declare_treasury = Turite { $n } { $n ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    }: nuo { $treasury } taškų (iždas) sakyti „pas“ nebegalima

## Derybos
russian_announce_trumps = { $p } skelbia: „koziriais“ ({ $rule })
russian_announce_suits = { $p } skelbia: „rūšimis“ ({ $rule })

## Pirkinys ir kortų keitimas
russian_buy_exchanges = { $p } pakeičia { $n } { $n ->
        [one] kortą
        [few] kortas
        [many] kortos
       *[other] kortų
    } ({ $rule })
russian_buy_keeps-hand = { $p } kortų nekeičia ({ $rule })
russian_buy_at-most = Dabar galite pakeisti ne daugiau kaip { $most } { $most ->
        [one] kortą
        [few] kortas
        [many] kortos
       *[other] kortų
    }: iš viso ne daugiau kaip 4, o kaladėje { $left ->
        [one] liko { $left } korta
        [few] liko { $left } kortos
        [many] liko { $left } kortos
       *[other] liko { $left } kortų
    }.
russian_buy_own-cards = Į šalį galite padėti tik savo kortas.
russian_buy_takes = { $p } paima pirkinį ({ $rule })
russian_buy_declines = { $p } atsisako pirkinio ({ $rule })
russian_buy_keeps-one = { $p } pasilieka vieną kortą, kitas keturias užverstas padeda į šalį ir pasiima keturias pirkinio kortas ({ $rule })
russian_buy_nobody = Niekas neima pirkinio: jis lieka už žaidimo ({ $rule })
russian_buy_keep-one = Pasilikite lygiai vieną iš savo penkių kortų, pvz., 'keep AS'.

## Valetai ir „ramsas“
russian_jacks_shown = { $p } parodo { $cs } ({ $rule })
russian_jacks_hidden = { $p } savo valetų nerodo ({ $rule })
russian_jacks_show-pair = Parodykite du savo tos pačios spalvos valetus, pvz., 'show JC JS'.
russian_rams_aces = { $p } parodo { $cs }: visi keturi tūzai, „ramsas“ ({ $rule })
russian_rams_jacks = { $p } parodo visus keturis valetus: „ramsas“, žaidimas baigiasi, ir jis laimi ({ $rule })

## Pirmasis kirtis
russian_play_first-left = Pirmąjį kirtį pradeda { $p }: pirmasis dalytojo kairėje dar žaidžiantis žaidėjas ({ $rule })
russian_play_first-buyer = Pirmąjį kirtį pradeda { $p }: pradeda pirkėjas (namų taisyklė) ({ $rule })
russian_play_first-as-classic = Pirmąjį kirtį pradeda { $p }: pirmasis dalytojo kairėje dar žaidžiantis žaidėjas, kaip klasikiniame žaidime ({ $rule }, { $also })
russian_play_first-nobody-bought = Pirmąjį kirtį pradeda { $p }: niekas nepirko, todėl pradeda pirmasis dalytojo kairėje dar žaidžiantis žaidėjas, kaip klasikiniame žaidime ({ $rule }, { $also })
russian_play_first-non-dealer = Pirmąjį kirtį pradeda { $p }: pradeda nedalijantis žaidėjas ({ $rule })

## „Zona“
russian_zone_takes-buy = { $p } paima pirkinį, o savo išdalytas kortas grąžina į kaladę ({ $rule })
russian_zone_keeps-cards = { $p } pasilieka savo kortas ({ $rule })
russian_zone_rams = { $p } turi penkias { SUIT($suit, case: "genitive") } kortas: „ramsas“ ({ $rule })
russian_zone_black-jacks = { $p } viename kirtyje paima abu juoduosius valetus ({ $rule })
russian_zone_red-jacks = { $p } viename kirtyje paima abu raudonuosius valetus ({ $rule })
russian_zone_deals-next = { $p } pralaimėjo partiją ir dalija kitą ({ $rule })
russian_zone_lead-ace = Turite kozirinį tūzą { $c }: pirmą kartą pradėdami kirtį privalote išeiti su tūzu
russian_zone_lead-king = Kozirinis tūzas yra atversta korta, o jūs turite { $c }: pirmą kartą pradėdami kirtį privalote išeiti su koziriniu karaliumi
russian_zone_lead-queen-king = Turite ir { $q }, ir { $k }: pirmą kartą pradėdami kirtį privalote išeiti su viena iš jų
russian_zone_any-answer = Atsakant galima mesti bet kurią kortą.
russian_referee_not-in-hand = Kortos { $c } rankoje nėra.

## Žaidimo pabaiga
russian_over_written-off = { $p } nurašė visus savo taškus ir laimi ({ $rule })
russian_over_written-off-15 = { $p } nurašė lygiai 15 taškų ir laimi ({ $rule })
russian_over_reaches = { $p } surenka { $n } { $n ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    } ir laimi ({ $rule })

## Taškai: klasikinis žaidimas (nurašoma)
russian_score_rams-aces = { $p } turi visus keturis tūzus („ramsas“): nurašo visus savo taškus
russian_score_tricks = { $p } paima { $n } { $n ->
        [one] kirtį
        [few] kirčius
        [many] kirčio
       *[other] kirčių
    }: nurašo { $n } { $n ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    }
russian_score_ace = { $p } turi { $c } ir paėmė kirtį: nurašo { $points } { $points ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    }
russian_score_remiz = { $p } nepaima nė vieno kirčio: „remizas“ – { $points } { $points ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }
russian_score_remiz-ace = { $p } nepaima nė vieno kirčio, nors turi { $c }: „remizas“ – { $points } { $points ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }
russian_score_remiz-aces = { $p } nepaima nė vieno kirčio, nors turi { $cs }: „remizas“ – { $points } { $points ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }
russian_score_not-an-ace = { $c } nėra tūzas: taškus nurašo tik tūzai (RU-SCORE-2).

## Taškai: modernusis žaidimas (skaičiuojama iki 20)
russian_score_modern-tricks = { $p } paima { $n } { $n ->
        [one] kirtį
        [few] kirčius
        [many] kirčio
       *[other] kirčių
    }: +{ $n }
russian_score_jack-pair = { $p } parodė tos pačios spalvos valetų porą ir paėmė kirčių: +5
russian_score_horns = { $p } nepaima nė vieno kirčio: „ragai“, -{ $points }
russian_score_horns-spared = { $p } nepaima nė vieno kirčio: „ragai“, bet jo taškų suma { $total } mažesnė nei { $floor }, todėl nieko neatimama

## Taškai: „zona“ (nurašoma lygiai 15)
russian_zone_rams-penalty = { $p } gauna { $points } baudos { $points ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    }: { $q } turi { SUIT($suit, case: "genitive") } „ramsą“
russian_zone_no-trick = { $p } nepaima nė vieno kirčio: { $points } baudos { $points ->
        [one] taškas
        [few] taškai
        [many] taško
       *[other] taškų
    }
russian_zone_black-jacks-off = { $p } viename kirtyje paėmė abu juoduosius valetus: nurašo 5 taškus
russian_zone_red-jacks-off = { $p } viename kirtyje paėmė abu raudonuosius valetus: nurašo 5 taškus
russian_zone_rams-off = { $p } turi { SUIT($suit, case: "genitive") } „ramsą“: nurašo { $points } { $points ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    }
russian_zone_overshoot-add = { $p } būtų nurašęs { $total } { $total ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    }, daugiau nei 15: šios partijos nurašymai panaikinami ir { $total ->
        [one] pridedamas { $total } baudos taškas
        [few] pridedami { $total } baudos taškai
        [many] pridedama { $total } baudos taško
       *[other] pridedama { $total } baudos taškų
    }
russian_zone_overshoot-restart = { $p } būtų nurašęs daugiau nei 15 taškų: pradeda iš naujo nuo 15
russian_zone_trump-for-pairs = Nurodykite, kuri rūšis yra koziriai: nuo to priklauso, kam įskaitomos valetų poros.
russian_zone_trump-for-rams = Nurodykite, kuri rūšis yra koziriai: kozirių „ramsas“ skaičiuojamas dvigubai.
