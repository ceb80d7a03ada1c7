## Puslapio rėmas (naršymo juosta) ir puslapio scenarijų žodžiai (ramsas_widgets/serve/page_words.py).

frame_site = Ramso vadovas
frame_lessons = { $n } { $n ->
        [one] pamoka
        [few] pamokos
        [many] pamokos
       *[other] pamokų
    }
frame_lesson = Pamoka { $n } iš { $total }
frame_rules = Taisyklės
frame_back = ← Atgal: { $title }
frame_next = Toliau: { $title } →
frame_nav_top = Pamokos (viršuje)
frame_nav_bottom = Pamokos (apačioje)
frame_languages = Kalbos

page_name_index = turinys
page_name_lithuanian-ramsas = lietuviškas Ramsas
page_name_shedding = kortų atsikratymo žaidimas
page_name_russian-rams = rusiškas Rams
page_name_swedish-rams = švediškas Rams
page_name_hungarian-rami = vengriškas Rami
page_name_lab = tikimybių laboratorija
page_name_play-table = žaidimas prie stalo
page_name_rules = taisyklės

script_theme_dark = Tamsus puslapis
script_theme_light = Šviesus puslapis
script_connection_lost = Ryšys su vadovu nutrūko: šio puslapio valdikliai nebeatsako.
script_connection_gone = Ryšys su vadovu nutrūko: ši pamoka serveryje sustabdyta, todėl jos valdikliai nebeatsako.
script_connection_silent = Vadovo serveris šiuo metu neatsako: šio puslapio valdikliai gali nereaguoti. Šis pranešimas dings, kai tik serveris vėl atsakys.
script_connection_away = Šio puslapio nebuvo ilgiau nei { $minutes } min., todėl jo žaidimas serveryje padėtas į šalį, kad liktų vietos kitiems. Naujam žaidimui iš naujo įkelkite puslapį.
script_connection_memory = Ši pamoka panaudojo daugiau atminties, nei vienam puslapiui leidžiama šiame serveryje, todėl ji sustabdyta. Norėdami ją pradėti iš naujo, iš naujo įkelkite puslapį.
script_connection_reload = Įkelti puslapį iš naujo
script_class_lesson = { $n } pamoka
script_class_index = turinys
script_class_rules = taisyklės
script_class_nickname = Jūsų vardas klasėje (neprivaloma):
script_class_nickname-note = Mokytojas mato, ką atsako klasė, šiuo vardu arba be vardo.
script_class_bad-seed = Šio puslapio nuorodoje yra klasės sėkla, kurios vadovas negali naudoti (sėkla yra sveikasis skaičius nuo 0 iki 1 000 000): puslapis dalija pagal savo sėklas. Paprašykite mokytojo nuorodos dar kartą.
script_class_bad-link = Dalies šio puslapio nuorodos nepavyko perskaityti, todėl puslapis jos nepaisė. Paprašykite mokytojo nuorodos dar kartą.
script_class_asks = Mokytojas prašo visų atsiversti: { $page }.
script_class_asks-seed = Mokytojas prašo visų atsiversti: { $page }, su klasės sėkla { $seed }.
script_class_open = Atsiversti: { $page }
script_class_open-seed = Atsiversti: { $page }, sėkla { $seed }
script_class_not-now = Ne dabar
site_cell-failed = Ši užduotis šioje naršyklėje nepasileido. Įkelkite puslapį iš naujo ir bandykite dar kartą; kita puslapio dalis veikia ir be jos.
script_site_starting = Užduotys prasidės po kelių sekundžių: jų Python dabar įkeliamas į jūsų naršyklę. Tuo metu skaitykite toliau.
script_site_python-starting = Python paleidžiamas jūsų naršyklėje.
script_site_running = Vykdoma puslapio dalis { $part } iš { $parts }.
script_site_ready = Užduotys paruoštos.
script_site_slow = Užduotys ilgai neprasideda. Joms reikia naujos naršyklės, kurioje leidžiami JavaScript ir WebAssembly; gali padėti puslapio įkėlimas iš naujo.
script_site_failed = Šio puslapio užduotys šioje naršyklėje nepasileido. Įkelkite puslapį iš naujo ir bandykite dar kartą.
script_site_stopped = Šio puslapio užduotys nustojo veikti: jų Python šioje naršyklėje sustojo. Įkelkite puslapį iš naujo, kad jos vėl veiktų.

## Taisyklių puslapis (ramsas_widgets/serve/rules_page.py).
rules-page_intro_about = Čia surašytos visos vadovo mokomos taisyklės, žaidimas po žaidimo, kiekviena su savo ID – tuo pačiu, kurį nurodo pamokos, klausimynai, stalo teisėjas ir taškų skaičiavimo žingsniai: paspaudus bet kurį taisyklės ID vadove, pavyzdžiui, **LT-DEAL-2**, atsiduriama čia. Kur šaltiniai kurio nors klausimo neišsprendžia, taisyklė pažymėta `[open]` ir nurodo, kaip žaidžia vadovas; namų taisyklės, kurias stalas gali pasirinkti vietoj jos, išvardytos po taisykle.
rules-page_intro_cards = Šiose taisyklėse korta rašoma pirma rangu, paskui rūšimi: `AS` – vynų tūzas, `TD` – būgnų dešimtakė, `JK` – džokeris; pamokose ir prie stalo jos rodomos kaip A♠, 10♦ ir džokerio korta.
rules-page_contents = Turinys
