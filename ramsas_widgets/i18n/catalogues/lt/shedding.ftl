## Lietuviškas kortų atsikratymo žaidimas: lietuviški pranešimai. Kiekvieno ID anglišką
## tekstą rasite en/messages.ftl.

## Dalijimas
shedding_deal_deals = { $p } išdalija kiekvienam po { $n } { $n ->
        [one] kortą
        [few] kortas
        [many] kortos
       *[other] kortų
    }; kaladėje lieka { $stock } { $stock ->
        [one] korta
        [few] kortos
        [many] kortos
       *[other] kortų
    } ({ $rule })
shedding_deal_starts = Pradeda dalytojo kairėje sėdintis { $p }: jis gali mesti bet kurią kortą ({ $rule })

## Ėjimai
shedding_play_plays = { $p } meta { $c } ({ $rule })
shedding_play_passes = { $p } negali nei mesti kortos, nei traukti iš kaladės: praleidžia ėjimą ({ $rule })
shedding_draw_draws = { $p } negali mesti kortos ir traukia iš kaladės { $cs } ({ $rule })
shedding_draw_none-playable = { $p } negali mesti kortos ir traukia iš kaladės { $cs }, bet tinkamos kortos vis tiek nėra ({ $rule })
shedding_draw_reshuffle = Kaladė tuščia: išmestų kortų krūvelė, išskyrus viršutinę kortą, išmaišoma, ir iš jos sudaroma nauja kaladė iš { $n } { $n ->
        [one] kortos
        [few] kortų
        [many] kortos
       *[other] kortų
    } ({ $rule })

## Pabaiga
shedding_over_wins = { $p } nebeturi kortų ir laimi ({ $rule })
shedding_over_all-passed = Žaidimas baigiasi, nes visi žaidėjai paeiliui praleido ėjimą: { $p } turi mažiausiai kortų ir laimi (programos apsauga, o ne šaltinio taisyklė)
shedding_over_turn-limit = Žaidimas baigiasi, nes { $n ->
        [one] sužaistas { $n } ėjimas
        [few] sužaisti { $n } ėjimai
        [many] sužaista { $n } ėjimo
       *[other] sužaista { $n } ėjimų
    }: { $p } turi mažiausiai kortų ir laimi (programos apsauga, o ne šaltinio taisyklė)

## Neleistini ėjimai
shedding_refuse_no-match = { $c } neatitinka nei viršutinės kortos { $top } vertės, nei rūšies: meskite { $rank ->
        [ace] tūzą
        [king] karalių
        [queen] karalienę
        [jack] valetą
        [ten] dešimtakę
        [nine] devynakę
        [eight] aštuonakę
        [seven] septynakę
        [six] šeštakę
        [five] penketą
        [four] ketvertą
        [three] trejetą
       *[two] dvejetą
    } arba bet kurią { SUIT($suit, case: "genitive") } kortą.
shedding_refuse_may-not-draw = Galite mesti kortą, todėl traukti iš kaladės negalite: traukia tik tas, kas negali mesti.
shedding_refuse_nothing-to-draw = Iš kaladės traukti nebėra ko: praleiskite ėjimą.
shedding_refuse_may-not-pass = Praleisti ėjimą galite tik tada, kai negalite nei mesti kortos, nei traukti iš kaladės.
