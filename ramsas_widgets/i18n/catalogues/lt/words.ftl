## Žodynas: žodžiai, kuriuos vartoja visi pranešimai. Kortų, kozirio, kirčio, pirkinio ir
## dalytojo pavadinimai paimti iš lietuviško „Ramso“ taisyklių teksto.

# Kalbos pavadinimas jos pačios žodžiu (kalbų perjungikliui).
language-name = Lietuvių

# Žaidėjas: $n skaičiuojamas nuo 1; $you = "yes" – besimokančiojo vieta; $case – linksnis.
word_player = { $case ->
        [genitive] Žaidėjo
        [dative] Žaidėjui
        [accusative] Žaidėją
        [instrumental] Žaidėju
        [locative] Žaidėjuje
       *[nominative] Žaidėjas
    } { $n }{ $you ->
        [yes] {" "}(jūs)
       *[no] {""}
    }

# Rūšis (kortų ženklas) daugiskaita: kryžiai, būgnai, širdys, vynai.
word_suit = { $suit ->
        [clubs] { $case ->
            [genitive] kryžių
            [dative] kryžiams
            [accusative] kryžius
            [instrumental] kryžiais
            [locative] kryžiuose
           *[nominative] kryžiai
        }
        [diamonds] { $case ->
            [genitive] būgnų
            [dative] būgnams
            [accusative] būgnus
            [instrumental] būgnais
            [locative] būgnuose
           *[nominative] būgnai
        }
        [hearts] { $case ->
            [genitive] širdžių
            [dative] širdims
            [accusative] širdis
            [instrumental] širdimis
            [locative] širdyse
           *[nominative] širdys
        }
        [jokers] { $case ->
            [genitive] džokerių
            [dative] džokeriams
            [accusative] džokerius
            [instrumental] džokeriais
            [locative] džokeriuose
           *[nominative] džokeriai
        }
       *[spades] { $case ->
            [genitive] vynų
            [dative] vynams
            [accusative] vynus
            [instrumental] vynais
            [locative] vynuose
           *[nominative] vynai
        }
    }

# Vieno žaidėjo taškų suma eilutėje „Taškai: …“.
word_score-of = { $p } – { $points }

## Korta žodžiais (engine/card_words.py): rangas vardininku, rūšis kilmininku
card_rank_two = dviakė
card_rank_three = triakė
card_rank_four = keturakė
card_rank_five = penkakė
card_rank_six = šešakė
card_rank_seven = septynakė
card_rank_eight = aštuonakė
card_rank_nine = devynakė
card_rank_ten = dešimtakė
card_rank_jack = valetas
card_rank_queen = karalienė
card_rank_king = karalius
card_rank_ace = tūzas
card_name = { SUIT($suit, case: "genitive") } { $rank }
card_joker = džokeris
