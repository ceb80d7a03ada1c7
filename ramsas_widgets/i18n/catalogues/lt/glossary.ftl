## Pamokų žodynėliai (ramsas_widgets/i18n/glossary.py): žaidimo kalbos žodis lieka toks pat,
## čia – ką jis reiškia lietuviškai. Kai žodis ne lietuviškas, reikšmė pradedama lietuvišku
## atitikmeniu.

glossary_head_lithuanian = žodis
glossary_head_russian = rusiškai
glossary_head_finnish = suomiškai
glossary_head_hungarian = vengriškai
glossary_head_transliteration = transliteracija
glossary_head_meaning = reikšmė

## 1 pamoka: lietuviškas ramsas
glossary_lt_ramsas = žaidimo pavadinimas; „Ramsas“ taip pat sušunka visus keturis valetus turintis žaidėjas
glossary_lt_pirkinys = keturios užverstos kortos stalo viduryje, kurias galima nupirkti
glossary_lt_pirkti = paimti pirkinį, padėjus į šalį keturias savo kortas
glossary_lt_nezaisiu = taip sakydamas žaidėjas atsisako žaisti šią partiją
glossary_lt_koziris = kozirių rūšies korta, kertanti visų kitų rūšių kortas; *kozirinis tūzas* – aukščiausias koziris
glossary_lt_kirtis = po vieną kiekvieno žaidžiančiojo mestą kortą, kurias visas paima stipriausios kortos savininkas (dgs. *kirčiai*)
glossary_lt_dalytojas = žaidėjas, kuris šioje partijoje dalija kortas
glossary_lt_ranks = kortų vardai: valetas – žemiau karalienės, tūzas – stipriausia korta, devynakė – silpniausia

## 2 pamoka: „Išlipti sausam“
glossary_lt_kalade = visos žaidimo kortos; šiame žaidime taip vadinamos ir likusios užverstos kortos, iš kurių traukiama
glossary_lt_islipti-sausam = likti be kortų, t. y. laimėti žaidimą
glossary_lt_suits = keturios kortų rūšys: ♣, ♦, ♥, ♠

## 3 pamoka: rusiškas ramsas
glossary_ru_rams = Rams, „ramsas“: žaidimas; taip pat laiminti ranka – keturi tūzai (klasikiniame žaidime), keturi valetai (moderniajame), penkios vienos rūšies kortos („zonos“ žaidime)
glossary_ru_kozyr = koziris: kozirių rūšies korta; *козырный туз* – kozirinis tūzas
glossary_ru_vzyatka = kirtis: kortos, kurias vienas ratas sumetė ant stalo ir kurias paima stipriausios kortos savininkas
glossary_ru_spisyvat = nurašyti: atimti taškus nuo savo sąskaitos
glossary_ru_remiz = „remizas“: bauda už nė vieno paimto kirčio (arba už taisyklės pažeidimą)
glossary_ru_igrayu-pas = „žaidžiu“ / „pas“: pareiškimai – dalyvauju partijoje / nedalyvauju
glossary_ru_prikup = pirkinys: papildomos kortos, kurias žaidėjas gali paimti
glossary_ru_vist = „vistuoti“, žaisti: dalyvauti partijoje (žodis kilęs iš visto), užuot sakius „pas“
glossary_ru_kazna = iždas: moderniajame žaidime 17 ir daugiau taškų – nuo čia sakyti „pas“ nebegalima
glossary_ru_rozhki = „ragai“: moderniajame žaidime 5 taškai, prarandami nepaėmus nė vieno kirčio
glossary_ru_na-kozyryakh = „koziriais“ / „rūšimis“: žaidimo su derybomis skelbimai – jėga koziriuose / paprastoje rūšyje
glossary_ru_prokat = statymas: sutarta suma, kurią „zonos“ žaidime sumoka nė vieno kirčio nepaėmęs žaidėjas
glossary_ru_sdatchik = dalytojas: žaidėjas, kuris dalija kortas

## 4 pamoka: švediškas ramsas (suomių žodžiai)
glossary_fi_rams = Rams, „rams“: žaidimas; vienas „rams“ – skaičiavimas nuo 10 žemyn iki 0
glossary_fi_valtti = koziriai: atverstos kortos rūšis, kertanti visas kitas
glossary_fi_valttiassa = kozirinis tūzas: kozirių rūšies tūzas
glossary_fi_etukasi = pirmasis žaidėjas: žaidėjas, sėdintis dalytojo kairėje
glossary_fi_jakaja = dalytojas: kortas dalijantis žaidėjas
glossary_fi_tikki = kirtis: ratas, kai kiekvienas dalyvaujantis žaidėjas meta po kortą
glossary_fi_tarjous = pasiūlymas: *parempia kortteja* („geresnės kortos“) arba *kääntö* („atversti“)
glossary_fi_koputtaa = belsti: įsijungti į partiją
glossary_fi_passi = praleidimas: atsisakymas dalyvauti partijoje
glossary_fi_nostopakka = kaladė: neišdalytos kortos, iš kurių imamos naujos
glossary_fi_ylipistopakko = pareiga kirsti: kai tik įmanoma, mesti kortą, stipresnę už stipriausią ant stalo
glossary_fi_valtin-vaatiminen = kozirių reikalavimas: išėjimas su koziriu, kad kiti turėtų mesti kozirius
glossary_fi_lento = „skrydis“, „skristi“: 5 taškai pridedami žaidėjui, nepaėmusiam nė vieno kirčio

## 5 pamoka: vengriškas rami
glossary_hu_kezbol = iš rankos: partijos baigimas vienu ėjimu, prieš tai nieko neišdėjus
glossary_hu_terc = trijų kortų rinkinys: trys vieno rango kortos
glossary_hu_kvart = keturių kortų rinkinys: keturios vieno rango kortos
glossary_hu_sor = serija: vienos rūšies kortos iš eilės
glossary_hu_tiszta-sor = grynoji serija: serija be džokerio
glossary_hu_dzsoker = džokeris: korta, galinti atstoti bet kurią kitą kortą
glossary_hu_lerakas = išdėjimas: kombinacijos padėjimas ant stalo
glossary_hu_nyitas = pirmasis išdėjimas (atidarymas): pirmosios kombinacijos, vertos 40 ar 51 taško
glossary_hu_hozzateves = pridėjimas: kortų pridėjimas prie jau ant stalo esančių kombinacijų
glossary_hu_huzopakli = kaladė: užverstos kortos, iš kurių traukiama
glossary_hu_dobopakli = išmestų kortų krūvelė: atverstos išmestos kortos; imama viršutinė
glossary_hu_oszto = dalytojas: žaidėjas, kuris dalija kortas
