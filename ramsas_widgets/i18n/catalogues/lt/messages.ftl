## Lietuviški pranešimai. Kiekvieno ID anglišką tekstą rasite en/messages.ftl.

## Kirčiai (visuose žaidimuose su kirčiais)
trick_lead = { $p } išeina su { $c }
trick_play = { $p } meta { $c }
trick_won = { $p } laimi kirtį ({ $rule })
hand_scores = Taškai: { $s }
score_ruled = { $said } ({ $rule })

## Ramsas: dalijimas
ramsas_deal_hand = Partija { $n }: dalija { $p }
ramsas_deal_stacked = Šiai partijai kortos sudėtos iš anksto: jos nemaišomos ir neperkeliamos
ramsas_deal_shuffle = { $p } išmaišo kaladę, o dalytojo dešinėje sėdintis { $q } ją perkelia ({ $rule })
ramsas_deal_trump = { $p } atverčia paskutinę savo kortą { $c }: koziriai – { $suit } ({ $rule })
ramsas_deal_aside = { $n ->
        [one] { $n } neišdalyta korta atidedama
        [few] { $n } neišdalytos kortos atidedamos
        [many] { $n } neišdalytos kortos atidedama
       *[other] { $n } neišdalytų kortų atidedama
    } į šalį ({ $rule })
ramsas_deal_passes = Toliau pagal laikrodžio rodyklę dalija { $p } ({ $rule })
ramsas_redeal_nine = { $p } pamato devynakę: kortos perkeliamos ir dalijamos iš naujo ({ $rule })
ramsas_redeal_keep = { $p } pamatęs devynakę dalijimo nekeičia ({ $rule })

## Ramsas: pirkinys
ramsas_buy_skipped = { PLAYER($p, case: "dative") } iki pergalės trūksta vieno taško: jo eilė pirkti praleidžiama ({ $rule })
ramsas_buy_buys = { $p } perka pirkinį ({ $rule })
ramsas_buy_declines = { $p } atsisako pirkti ({ $rule })
ramsas_buy_keep = { $p } pasilieka vieną kortą, kitas { $n } užverstas padeda į šalį ir pasiima { $n } nupirktas kortas ({ $rule })
ramsas_buy_keep-own = Pasilikite vieną savo rankos kortą ({ $cs }).
ramsas_buy_keep-trump = Šiame žaidime dalytojas negali padėti į šalį savo atverstos kozirio kortos { $c }: ją turi pasilikti.
ramsas_buy_nobody = Niekas neperka: pirkinys lieka neliečiamas ir žaidime nedalyvauja ({ $rule })

## Ramsas: kas žais
ramsas_drop_ask = { $p } klausia, kas žais ({ $rule })
ramsas_drop_out = { $p } užverčia kortas ir sako „nežaisiu“ ({ $rule })
ramsas_drop_one-short = { $p } žais (jam trūksta vieno taško, todėl atsisakyti negali: { $rule })
ramsas_drop_plays = { $p } žais
ramsas_drop_may-not = { PLAYER($p, case: "dative") } iki pergalės trūksta vieno taško, todėl atsisakyti žaisti jis negali.

## Ramsas: valetai
ramsas_jacks_hidden = { $p } savo valetų nerodo
ramsas_jacks_shown = { $p } parodo { $cs } – du tos pačios spalvos valetus ({ $rule })
ramsas_jacks_only-pair = Parodyti galima tik du tos pačios spalvos savo rankos valetus ({ $a } arba { $b }).

## Ramsas: kirčiai ir pabaiga
ramsas_play_first = Pirmąjį kirtį pradeda { $p } ({ $rule })
ramsas_over_one-short = { PLAYER($p, case: "dative") } iki { $target } trūko vieno taško, ir jis paėmė kirtį: žaidimas iš karto baigiasi ({ $rule })
ramsas_over_reaches = { $p } surenka { $best } { $best ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    } (reikia bent { $target }): { $p } laimi žaidimą ({ $rule })
ramsas_over_tie = { $ps } surenka po { $best } { $best ->
        [one] tašką
        [few] taškus
        [many] taško
       *[other] taškų
    }: niekas nepasiekė tikslo pirmas, todėl dalijama dar viena partija ({ $rule })
ramsas_over_ramsas = { $p } turi visus keturis valetus ir sušunka „Ramsas“: { $p } laimi žaidimą ({ $rule })

## Ramsas: taškai
ramsas_score_walkover = Visi kiti atsisakė žaisti: { $p } gauna +{ $points }
ramsas_score_tricks = { $p } paima { $n } { $n ->
        [one] kirtį
        [few] kirčius
        [many] kirčio
       *[other] kirčių
    }: +{ $n }
ramsas_score_jacks = { $p } parodė du tos pačios spalvos valetus ir paėmė kirtį: +{ $points }
ramsas_score_jacks-no-trick = { $p } parodė du valetus, bet nepaėmė nė vieno kirčio: premijos nėra
ramsas_score_waived = { $p } nepaėmė nė vieno kirčio, bet niekas neklausė, kas žais, todėl taškai neatimami
ramsas_score_no-trick = { $p } nepaėmė nė vieno kirčio: -{ $points }
ramsas_score_not-positive = { $p } nepaėmė nė vieno kirčio, bet jo taškų suma { $total } nėra teigiama: taškai neatimami
ramsas_score_sat-out = { $p } šioje partijoje nežaidė, todėl už valetus taškų gauti negali.
