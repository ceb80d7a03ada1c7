## Švediškas Mattmaro „ramsas“: lietuviški pranešimai. Kiekvieno ID anglišką tekstą rasite
## en/messages.ftl. Ramsas – žaidimo etapas, kai taškai skaičiuojami žemyn nuo 10;
## serija – keli ramsai iš eilės; „skrydis“ – kai žaidžiantysis nepaima nė vieno kirčio.

## Dalijimas
mattmar_deal_hand = Partija { $n } (ramsas { $r }): dalija { $p }
mattmar_deal_turn-up = { $p } atverčia { $c }: koziriai – { $suit } ({ $rule })

## Pasiūlymai
mattmar_offer_better = { $p } siūlo geresnes kortas ({ $rule })
mattmar_offer_turn = { $p } siūlo atversti naują kozirį ({ $rule })
mattmar_offer_none = { $p } nieko nesiūlo ({ $rule })
mattmar_offer_rejects = { $p } atsisako: toliau eina beldimo ratas, koziriai – { $suit } ({ $rule })
mattmar_offer_accepts = { $p } sutinka ({ $rule })
mattmar_offer_better-cards = Geresnės kortos: visi žaidėjai išmeta savo kortas ir kiekvienam išdalijama po penkias naujas; koziriai lieka { $suit } ({ $rule })
mattmar_offer_turned = { $p } vietoj { $old } atverčia { $new }: dabar koziriai – { $suit } ({ $rule })
mattmar_offer_no-better = Geresnėms kortoms iš kaladės reikia { $need } { $need ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    }, o joje liko tik { $n }.
mattmar_offer_no-turn = Kaladė tuščia: neliko kortos, kurią būtų galima atversti.
mattmar_offer_what = Pasiūlykite 'better', 'turn' arba 'none'.

## Beldimas
mattmar_knock_knocks = { $p } pabeldžia ({ $rule })
mattmar_knock_passes = { $p } praleidžia partiją ir padeda savo kortas ({ $rule })
mattmar_knock_on-one = Turite 1 tašką, todėl privalote belsti
mattmar_knock_on-two = Turite 2 taškus ir praėjusią partiją praleidote: dviejų partijų iš eilės praleisti negalima
mattmar_knock_refused = { $why }.
mattmar_knock_what = Sakykite 'declare knock' arba 'declare pass'.

## Pirkimas
mattmar_buy_keeps = { $p } pasilieka savo kortas ({ $rule })
mattmar_buy_dealer-keeps = { $p } pasilieka savo kortas ir vieną kortą padeda į šalį ({ $rule })
mattmar_buy_lays-away = { $p } padeda į šalį { $n } { $n ->
        [one] kortą
        [few] kortas
        [many] kortos
       *[other] kortų
    } ir iš kaladės paima { $k } { $k ->
        [one] naują
        [few] naujas
        [many] naujos
       *[other] naujų
    } ({ $rule })
mattmar_buy_not-held = Jūs neturite { $cs }.
mattmar_buy_name-once = Kiekvieną kortą nurodykite tik kartą.
mattmar_buy_dealer-must = Dalytojas turi šešias kortas ir privalo padėti į šalį bent vieną, net jei visas kitas pasilieka.
mattmar_buy_stock-short = Kaladėje liko tik { $n } { $n ->
        [one] korta
        [few] kortos
        [many] kortos
       *[other] kortų
    }: į šalį galite padėti daugiausia { $most }.

## Kirčiai
mattmar_play_first = Pirmąjį kirtį pradeda { $p } ({ $rule })
mattmar_ace_first-lead = Turite kozirių tūzą { $ace }, o tai jūsų pirmasis išėjimas šioje partijoje: privalote išeiti su juo
mattmar_ace_trump-led = Išeita su koziriu, o jūs turite kozirių tūzą { $ace }, su kuriuo dar nebuvote išėję: privalote jį mesti
mattmar_ace_demand-club = Vienas iš žaidėjų turi 1 tašką, todėl privalote reikalauti kozirių: kol turite kryžių, išeikite su kryžių korta
mattmar_ace_demand-diamond = Vienas iš žaidėjų turi 1 tašką, todėl privalote reikalauti kozirių: kol turite būgnų, išeikite su būgnų korta
mattmar_ace_demand-heart = Vienas iš žaidėjų turi 1 tašką, todėl privalote reikalauti kozirių: kol turite širdžių, išeikite su širdžių korta
mattmar_ace_demand-spade = Vienas iš žaidėjų turi 1 tašką, todėl privalote reikalauti kozirių: kol turite vynų, išeikite su vynų korta

## Taškai
mattmar_score_new-rams = { $p } naują ramsą pradeda nuo { $start }: { $old } -> { $start }
mattmar_score_dealer-all = Visi prieš dalytoją praleido: { $p } be žaidimo paima visus penkis kirčius
mattmar_score_flies = { $p } „skrenda“: { $old } -> { $new }
mattmar_score_tricks = { $p } paima { $n } { $n ->
        [one] kirtį
        [few] kirčius
        [many] kirčio
       *[other] kirčių
    }: { $old } -> { $new }

## Ramsų ir serijos pabaiga
mattmar_rams_won = Ramsas { $r } baigtas: jį laimi { $w } su { $low } { $low ->
        [one] tašku
        [few] taškais
        [many] taško
       *[other] taškų
    }; serijos sumos: { $t } ({ $rule })
mattmar_rams_shared = Ramsas { $r } baigtas: jį laimi { $w }, kiekvienas su { $low } { $low ->
        [one] tašku
        [few] taškais
        [many] taško
       *[other] taškų
    }; serijos sumos: { $t } ({ $rule })
mattmar_series_won = { $p } laimi seriją, iš viso surinkęs { $low } { $low ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    } ({ $rule })
mattmar_series_shared = { $ps } dalijasi serijos pergale: kiekvienas iš viso surinko { $low } { $low ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    } ir { $f ->
        [0] nė karto „neskrido“
        [one] { $f } kartą „skrido“
        [few] { $f } kartus „skrido“
        [many] { $f } karto „skrido“
       *[other] { $f } kartų „skrido“
    }; laimėtoju įrašomas { $p } ({ $rule })
