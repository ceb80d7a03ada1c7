## Klasė viename kompiuteryje (python -m ramsas_widgets --classroom N --lang lt): mokytojo
## puslapis, užduočių lapai, prisijungimo puslapis, serverio pranešimai ir tai, ką paleidiklis
## sako mokytojui terminale (ramsas_widgets/classroom/, ramsas_widgets/serve/server.py).

## Pamokų pavadinimai, atsakymų juostos ir mokinių lentelė (classroom/class_view.py).
teacher_page_index = Turinys
teacher_page_rules = Taisyklės
# $title – pamokos pavadinimas (lietuviškos pamokos pavadinimas iš jos užrašų knygelės).
teacher_page_lesson = { $n } pamoka: { $title }
teacher_answers_other = kiti atsakymai
teacher_answers_nothing = (nieko)
teacher_table_student = mokinys
teacher_table_browser = naršyklė
teacher_table_exercise = { $lesson }: { $exercise }
teacher_table_right = teisingai
teacher_table_hinted = teisingai po užuominos
teacher_table_wrong = neteisingai
teacher_table_count_right = teisingai iš pirmo karto
teacher_table_count_hinted = teisingai po užuominos
teacher_table_count_wrong = neteisingai
teacher_table_count_not-answered = neatsakyta
teacher_pooled_exact = { $fraction } = { $value }
teacher_pooled_interval = nuo { $low } iki { $high }

## Paslėptas klasės ryšio laukelis mokinio puslapyje (classroom/kernel.py).
class-link_identity = Klasės tapatybė
class-link_log_oldest-lost = Į klasės įrašą negalima rašyti, o šis puslapis jau laiko { $kept } { $kept ->
        [one] atsakymą
        [few] atsakymus
        [many] atsakymo
       *[other] atsakymų
    }: nuo šiol seniausi iš jų prarandami.
class-link_log_lost-on-exit = Į klasės įrašą nepavyko įrašyti, kol šis puslapis nebuvo uždarytas: prarasta { $lost } jo { $lost ->
        [one] atsakymas, patarimas ar laboratorijos paleidimas
        [few] atsakymai, patarimai ar laboratorijos paleidimai
        [many] atsakymo, patarimo ar laboratorijos paleidimo
       *[other] atsakymų, patarimų ar laboratorijos paleidimų
    }. { $why }
class-link_log_still-writing = Po { $seconds } s jie vis dar buvo rašomi.

## Kodėl mokinys nebuvo įleistas ir ką daryti mokytojui (classroom/refusals.py).
refused_class-full_said = Klasė buvo pilna: visas jos vietas ({ $limit }) užėmė atverti puslapiai.
refused_class-full_fix = Paprašykite klasės uždaryti vadovo puslapius, kurių ji nebenaudoja (vieta atsilaisvina iš karto). Didesnei klasei paleiskite ją iš naujo su didesniu --max-pages.
refused_pages-browser_said = Šioje naršyklėje jau buvo { $count ->
        [one] atvertas { $count } vadovo puslapis
        [few] atverti { $count } vadovo puslapiai
        [many] atverta { $count } vadovo puslapio
       *[other] atverta { $count } vadovo puslapių
    } – tiek, kiek gali turėti vienas mokinys.
refused_pages-browser_fix = Paprašykite mokinio uždaryti vadovo puslapius, kurių jis nebenaudoja, ir paspausti „Bandyti dar kartą“.
refused_pages-address_said = Šio įrenginio adresas jau turėjo { $count } { $count ->
        [one] puslapį
        [few] puslapius
        [many] puslapio
       *[other] puslapių
    } – tiek, kiek gali turėti vienas adresas ({ $limit }).
refused_pages-address_fix = Jei jūsų klasė pasiekia šį kompiuterį per vieną bendrą adresą (mokyklos maršrutizatorių ar svečių tinklą), sustabdykite klasę ir paleiskite ją iš naujo su --shared-address: kodai ir įrašas liks tie patys.
refused_guesses_said = Iš šio adreso atėjo per daug neteisingų prisijungimo kodų: prieš bandant vėl reikia palaukti.
refused_guesses_fix = Dar kartą parodykite prisijungimo kodą (arba QR kodą) ir patikrinkite, ar jis įvestas taip, kaip parodyta. Jei visa klasė jungiasi per vieną bendrą adresą, paleiskite klasę iš naujo su --shared-address.

## Mokytojo puslapio maršrutų atsakymai (classroom/teacher.py).
teacher_refused_title = Ne šiam puslapiui
teacher_refused_heading = Mokytojo puslapis
teacher_refused_host = Šis serveris neaptarnauja tokio pagrindinio kompiuterio vardo.
teacher_refused_guesses = Iš šio įrenginio atėjo per daug neteisingų mokytojo kodų: bandykite dar kartą po { $seconds } { $seconds ->
        [one] sekundės
        [few] sekundžių
        [many] sekundės
       *[other] sekundžių
    }.
teacher_refused_code = Tai mokytojo puslapis: atverkite jį adresu, kurį vadovas išspausdino mokytojo terminale.
teacher_send_what = Nurodykite puslapį ir sėklą.
teacher_send_not-a-page = Tai ne vadovo puslapis.
teacher_send_bad-seed = Sėkla – sveikasis skaičius nuo 0 iki { $most }.
teacher_send_not-saved = Niekas nenusiųstas: į klasės įrašą negalima rašyti. { $reason }
teacher_link_what = puslapis ir sėkla
teacher_export_unreadable = Įrašo negalima perskaityti
teacher_worksheet_none = Tokio užduočių lapo nėra
teacher_worksheet_choose = Pasirinkite vadovo pamoką ir sėklą nuo 0 iki { $most }.
teacher_qr_title = Klasės nuorodos QR kodas
teacher_log_no-owner = Klasės įrašas negalėjo nustatyti, kieno puslapį aptarnauja branduolys { $kernel }: jo atsakymai neįrašomi.
teacher_log_unusable = Klasės įrašo negalima naudoti: { $reason }
teacher_log_unwritable = Į klasės įrašą negalima rašyti: { $reason } Dabar pateikti atsakymai laikomi mokinių puslapiuose ir bus išsaugoti, kai į įrašą vėl bus galima rašyti; puslapis, uždarytas anksčiau, savo atsakymus praras.
teacher_log_back = Į klasės įrašą vėl galima rašyti: atsakymai išsaugomi.

## Mokytojo puslapio rėmas (classroom/teacher.py).
teacher_title = Jūsų klasė: mokytojo puslapis
teacher_heading_class = Jūsų klasė
teacher_updated_reading = Skaitomas klasės įrašas…
teacher_heading_refused = Mokiniai, kurie negalėjo prisijungti
teacher_heading_answers = Kaip atsako klasė
teacher_heading_pooled = Klasės eksperimentas
teacher_label_question = Klausimas
teacher_heading_grid = Kiekvienas mokinys
teacher_grid_key = Kiekvieno mokinio pirmasis atsakymas į kiekvieną užduotį: ✓ teisingai iš pirmo karto, ✓? teisingai po užuominos, ✗ neteisingai, · dar neatsakė. Užduoties atsakymai rodomi kaip pateikti (●), kol jų neatskleidžiate.
teacher_heading_earlier = Ankstesnės užduotys
teacher_heading_where = Kas kur
teacher_heading_join = Prisijungti prie klasės
teacher_join_open = Nuskenuokite arba atverkite: { $link }
teacher_heading_send = Siųsti visus į
teacher_label_page = Puslapis
teacher_label_seed = Sėkla
teacher_label_no-seed = nėra
teacher_button_send = Siųsti visus
teacher_files_sheets = Aukščiau pasirinktam puslapiui ir sėklai: { $worksheet }, { $key }.
teacher_files_worksheet = užduočių lapas
teacher_files_key = jo atsakymai
teacher_files_yours = Jūsų failai: { $table }, { $export }.
teacher_files_table = kiekvienas mokinys pagal užduotį (CSV)
teacher_files_export = visi atsakymai ir dalijimai (CSV)

## Ką rašo mokytojo puslapio scenarijus (classroom/static/teacher.js): { $n } ir kiti
## laukai – skaičiai ir žodžiai, kuriuos įrašo scenarijus.
teacher_script_chart_axis = visi klasės dalijimai kartu (logaritminė skalė)
teacher_script_chart_label = Klasės įvertis po { $n } { $n ->
        [one] dalijimo
        [few] dalijimų
        [many] dalijimo
       *[other] dalijimų
    } yra { $estimate }, 95 % intervalas { $interval }; tiksli reikšmė – { $exact }.
teacher_script_chart_label-no-exact = Klasės įvertis po { $n } { $n ->
        [one] dalijimo
        [few] dalijimų
        [many] dalijimo
       *[other] dalijimų
    } yra { $estimate }, 95 % intervalas { $interval }.
teacher_script_pooled_empty = Kai mokiniai dalija kortas tikimybių laboratorijoje, jų dalijimai čia sudedami, klausimas po klausimo.
teacher_script_pooled_estimate = klasės įvertis: { $hits } iš { $n } { $n ->
        [one] dalijimo
        [few] dalijimų
        [many] dalijimo
       *[other] dalijimų
    }
teacher_script_pooled_interval = 95 % intervalas
teacher_script_pooled_exact = tiksli reikšmė
teacher_script_pooled_exact_inside = tiksli reikšmė: intervalo viduje
teacher_script_pooled_exact_outside = tiksli reikšmė: už intervalo ribų
teacher_script_legend_estimate = klasės įvertis
teacher_script_legend_band = 95 % intervalas (Wilsono)
teacher_script_legend_exact = tiksli reikšmė: { $exact }
teacher_script_legend_no-exact = tikslios reikšmės nėra
teacher_script_pooled_added_one-one = Sudėta: { $students } { $students ->
        [one] mokinys
        [few] mokiniai
        [many] mokinio
       *[other] mokinių
    }, { $runs } { $runs ->
        [one] paleidimas
        [few] paleidimai
        [many] paleidimo
       *[other] paleidimų
    }.
teacher_script_pooled_added_one-other = Sudėta: { $students } { $students ->
        [one] mokinys
        [few] mokiniai
        [many] mokinio
       *[other] mokinių
    }, { $runs } { $runs ->
        [one] paleidimas
        [few] paleidimai
        [many] paleidimo
       *[other] paleidimų
    }.
teacher_script_pooled_added_other-one = Sudėta: { $students } { $students ->
        [one] mokinys
        [few] mokiniai
        [many] mokinio
       *[other] mokinių
    }, { $runs } { $runs ->
        [one] paleidimas
        [few] paleidimai
        [many] paleidimo
       *[other] paleidimų
    }.
teacher_script_pooled_added_other-other = Sudėta: { $students } { $students ->
        [one] mokinys
        [few] mokiniai
        [many] mokinio
       *[other] mokinių
    }, { $runs } { $runs ->
        [one] paleidimas
        [few] paleidimai
        [many] paleidimo
       *[other] paleidimų
    }.
teacher_script_pooled_repeated_one = Dar { $more } { $more ->
        [one] paleidimas pakartojo
        [few] paleidimai pakartojo
        [many] paleidimo pakartojo
       *[other] paleidimų pakartojo
    } jau suskaičiuotą sėklą (ta pati sėkla išdalija tas pačias rankas): kiekviena sėkla skaičiuojama vieną kartą, su didžiausiu N. Skirtingos sėklos duoda didesnį eksperimentą.
teacher_script_pooled_repeated_other = Dar { $more } { $more ->
        [one] paleidimas pakartojo
        [few] paleidimai pakartojo
        [many] paleidimo pakartojo
       *[other] paleidimų pakartojo
    } jau suskaičiuotą sėklą (ta pati sėkla išdalija tas pačias rankas): kiekviena sėkla skaičiuojama vieną kartą, su didžiausiu N. Skirtingos sėklos duoda didesnį eksperimentą.
teacher_script_answers_label = Atsakymai: { $answers }
teacher_script_answers_bar = { $answer }: { $count } { $count ->
        [one] mokinys
        [few] mokiniai
        [many] mokinio
       *[other] mokinių
    }
teacher_script_answers_bar_right = { $answer } (teisingai): { $count } { $count ->
        [one] mokinys
        [few] mokiniai
        [many] mokinio
       *[other] mokinių
    }
teacher_script_answers_bar_wrong = { $answer } (neteisingai): { $count } { $count ->
        [one] mokinys
        [few] mokiniai
        [many] mokinio
       *[other] mokinių
    }
teacher_script_answers_or = { $answers } arba { $answer }
teacher_script_answers_reveal = Atskleisti atsakymą
teacher_script_answers_hide = Slėpti atsakymą
teacher_script_tally_answered = atsakė { $n } { $n ->
        [one] mokinys
        [few] mokiniai
        [many] mokinio
       *[other] mokinių
    }
teacher_script_tally_right-first = { $n } { $n ->
        [one] teisingas atsakymas
        [few] teisingi atsakymai
        [many] teisingo atsakymo
       *[other] teisingų atsakymų
    } iš pirmo karto
teacher_script_tally_right-hinted = { $n } { $n ->
        [one] teisingas atsakymas
        [few] teisingi atsakymai
        [many] teisingo atsakymo
       *[other] teisingų atsakymų
    } po užuominos
teacher_script_answers_empty = Atsakymų dar nėra: čia rodomi atsakymai į užduotį, kurią klasė dabar sprendžia, paslėpti, kol jų neatskleidžiate.
teacher_script_answers_waiting = Dar neatsakė ({ $n }):
teacher_script_grid_student = Mokinys
teacher_script_grid_right = teisingai iš pirmo karto
teacher_script_grid_hinted = teisingai po užuominos
teacher_script_grid_wrong = neteisingai
teacher_script_grid_none = dar neatsakė
teacher_script_grid_answered = atsakė
teacher_script_grid_empty = Kiekvieno mokinio atsakymai čia pasirodys, kai klasė pradės atsakinėti.
teacher_script_refused_device = Įrenginys adresu { $address }
teacher_script_refused_student = Mokinys
teacher_script_refused_times = { $who } ({ $times } { $times ->
        [one] kartą
        [few] kartus
        [many] karto
       *[other] kartų
    })
# Kiek mokinių yra klasėje: skaičius rodomas dideliais skaitmenimis, žodžiai – aplink jį.
teacher_script_present_one = { $n } { $n ->
        [one] mokinys
        [few] mokiniai
        [many] mokinio
       *[other] mokinių
    } čia
teacher_script_present_other = { $n } { $n ->
        [one] mokinys
        [few] mokiniai
        [many] mokinio
       *[other] mokinių
    } čia
teacher_script_pages_empty = Dar niekas neatvėrė nė vienos pamokos.
teacher_script_sent_seed = Išsiųsta { $time }: visi kviečiami atsiversti „{ $page }“, sėkla { $seed }.
teacher_script_sent_no-seed = Išsiųsta { $time }: visi kviečiami atsiversti „{ $page }“.
teacher_script_sent_done = Išsiųsta: kiekvieno mokinio puslapyje rodoma juosta su mygtuku.
teacher_script_send_silent = Niekas nenusiųstas: vadovo serveris neatsako. Ar jis dar veikia?
teacher_script_problem_stale-since = Toliau pateikti skaičiai nėra naujausi (jie – { $time } būklės). { $problem }
teacher_script_problem_stale = Toliau pateikti skaičiai nėra naujausi. { $problem }
teacher_script_problem_unsaved = Atsakymai neišsaugomi. { $problem } Toliau pateikti skaičiai baigiasi paskutiniu išsaugotu atsakymu; mokinių puslapiai tuo metu pasilieka jų atsakymus ir išsaugo juos, kai tik į įrašą vėl bus galima rašyti.
teacher_script_server_status = Vadovo serveris atsakė { $status } be jokio paaiškinimo: žiūrėkite mokytojo terminalą.
teacher_script_server_silent = Vadovo serveris neatsako: ar jis dar veikia?
teacher_script_record_unread = Klasės įrašo nepavyko perskaityti.
teacher_script_updated = Atnaujinta { $time }
teacher_script_updated_not-since = Neatnaujinta nuo { $time }: bandoma vėl.
teacher_script_updated_not-yet = Dar neatnaujinta: bandoma vėl.

## Užduočių lapai ir jų atsakymai (classroom/worksheet.py).
worksheet_cards_none = nėra
worksheet_hand = Jūsų ranka: { $cards }
worksheet_trick_title = Kirčių klausimas: { $game }
worksheet_trick_so-far = Kirtis iki šiol: { $trick }
worksheet_trick_the-trick = Kirtis: { $trick }
worksheet_trick_card = { $p }: { $card }
worksheet_trick_key_play = Galima mesti: { $cards }.
worksheet_trick_key_wins = Kirtį paima: { $p }, { $card }.
worksheet_scoring_title = Taškų skaičiavimas: { $game }
worksheet_scoring_prompt = Apskaičiuokite kiekvieno žaidėjo naują sumą po šios partijos.
worksheet_scoring_key = Naujos sumos: { $totals }
worksheet_scoring_total = { $p } – { $total }
worksheet_scoring_blank = { $p }: ________
worksheet_decision_title = Nuspręskite: { $game }
worksheet_decision_better = Geriau: { $action }.
worksheet_decision_expected_lower = Numatomas jūsų taškų pokytis per { $deals } { $deals ->
        [one] dalijimą
        [few] dalijimus
        [many] dalijimo
       *[other] dalijimų
    } (geriau mažesnis):
worksheet_decision_expected_higher = Numatomas jūsų taškų pokytis per { $deals } { $deals ->
        [one] dalijimą
        [few] dalijimus
        [many] dalijimo
       *[other] dalijimų
    } (geriau didesnis):
worksheet_decision_option = { $action }: { $mean } (95 % intervalas nuo { $low } iki { $high })
worksheet_decision_why = Kodėl?
worksheet_probability_title = Tikimybė: { $title }
worksheet_probability_run = Pirmas { $n } { $n ->
        [one] dalijimo
        [few] dalijimų
        [many] dalijimo
       *[other] dalijimų
    } paleidimas: įvykis įvyko { $hits } { $hits ->
        [one] kartą
        [few] kartus
        [many] karto
       *[other] kartų
    }. Įvertis – { $estimate }, 95 % intervalas nuo { $low } iki { $high }. Klasėje jūsų paties paleidimas išdalija kitas rankas, todėl jo skaičiai šiek tiek skirsis; tikslus atsakymas bus tas pats.
worksheet_probability_exact = Tiksliai: { $exact } ({ $rule })
worksheet_probability_blank = Tiksli tikimybė ir kaip ją suskaičiavote:
worksheet_number_rare = { $value } (maždaug 1 iš { $n })
worksheet_title_sheet = Užduočių lapas – { $lesson }
worksheet_title_key = Atsakymai – { $lesson }
worksheet_intro_key = Pamokos „{ $lesson }“ užduotys ta tvarka, kuria jas rodo puslapis, tokios, kokias mato kiekvienas mokinys, kai nusiunčiate klasę ten su sėkla { $seed }, kiekviena su atsakymu.
worksheet_intro_sheet = Pamokos „{ $lesson }“ užduotys, kaip jas rodo jūsų ekranas su sėkla { $seed }. Užrašykite kiekvieną atsakymą ir kaip jį radote.
worksheet_name-date = Vardas: ______________________  Data: ____________
worksheet_none = Šiame vadovo puslapyje nėra užduočių, kurias būtų galima spausdinti.

## Puslapiai, kuriuos serveris rašo pats: prisijungimas, pilna klasė, per daug puslapių,
## atmestos užklausos (serve/server.py).
server_again = Bandyti dar kartą
server_full_title = Klasė pilna
server_full_taken = Šiuo metu visos klasės vietos užimtos.
server_full_frees_seconds = Vieta atsilaisvins maždaug po { $n } { $n ->
        [one] sekundės
        [few] sekundžių
        [many] sekundės
       *[other] sekundžių
    }, kai niekieno nebenaudojamas puslapis bus padėtas į šalį: tada bandykite dar kartą.
server_full_frees_minute = Vieta atsilaisvins maždaug po minutės, kai niekieno nebenaudojamas puslapis bus padėtas į šalį: tada bandykite dar kartą.
server_full_frees_minutes = Vieta atsilaisvins maždaug po { $n } { $n ->
        [one] minutės
        [few] minučių
        [many] minutės
       *[other] minučių
    }, kai niekieno nebenaudojamas puslapis bus padėtas į šalį: tada bandykite dar kartą.
server_full_held = Kiekvieną vietą užima dabar atvertas puslapis; vieta atsilaisvins, kai tik vienas iš jų bus uždarytas: bandykite dar kartą po { $n } { $n ->
        [one] minutės
        [few] minučių
        [many] minutės
       *[other] minučių
    }.
server_full_tell = Jei taip kartojasi, pasakykite mokytojui.
server_pages_title = Atverta per daug puslapių
server_pages_browser = Šioje naršyklėje jau { $count ->
        [one] atvertas { $count } vadovo puslapis
        [few] atverti { $count } vadovo puslapiai
        [many] atverta { $count } vadovo puslapio
       *[other] atverta { $count } vadovo puslapių
    } – tiek, kiek vienas mokinys gali turėti vienu metu.
server_pages_address = Šis įrenginys jau turi { $count } { $count ->
        [one] vadovo puslapį
        [few] vadovo puslapius
        [many] vadovo puslapio
       *[other] vadovo puslapių
    } – tiek, kiek vienas įrenginys gali turėti vienu metu.
server_pages_close-one = Uždarykite vieną iš jų (jo vieta atsilaisvina iš karto), tada bandykite dar kartą.
server_pages_put-away_seconds = Atvertas, bet nenaudojamas puslapis bus padėtas į šalį maždaug po { $n } { $n ->
        [one] sekundės
        [few] sekundžių
        [many] sekundės
       *[other] sekundžių
    }.
server_pages_put-away_minute = Atvertas, bet nenaudojamas puslapis bus padėtas į šalį maždaug po minutės.
server_pages_put-away_minutes = Atvertas, bet nenaudojamas puslapis bus padėtas į šalį maždaug po { $n } { $n ->
        [one] minutės
        [few] minučių
        [many] minutės
       *[other] minučių
    }.
server_pages_tell = Jei kitų puslapių neturite atvertų, pasakykite mokytojui.
server_join_title = Prisijungti prie klasės
server_join_guesses_seconds = Iš šio įrenginio atėjo per daug neteisingų prisijungimo kodų. Palaukite maždaug { $n } { $n ->
        [one] sekundę
        [few] sekundes
        [many] sekundės
       *[other] sekundžių
    }, tada įveskite kodą dar kartą.
server_join_guesses_minute = Iš šio įrenginio atėjo per daug neteisingų prisijungimo kodų. Palaukite maždaug minutę, tada įveskite kodą dar kartą.
server_join_guesses_minutes = Iš šio įrenginio atėjo per daug neteisingų prisijungimo kodų. Palaukite maždaug { $n } { $n ->
        [one] minutę
        [few] minutes
        [many] minutės
       *[other] minučių
    }, tada įveskite kodą dar kartą.
server_join_shows = Mokytojas rodo kodą kartu su vadovo adresu.
server_join_asks = Įveskite prisijungimo kodą, kurį mokytojas rodo kartu su vadovo adresu, arba nuskenuokite mokytojo QR kodą.
server_join_wrong = Tai ne šios klasės prisijungimo kodas. Patikrinkite jį ir bandykite dar kartą.
server_join_code_label = Prisijungimo kodas
server_join_button = Prisijungti
server_leave_title = Išeiti iš klasės
server_leave_says = Išėjus ši naršyklė pamirš klasės prisijungimo kodą: norėdami grįžti, įveskite jį dar kartą.
server_refused_host = Šis serveris neaptarnauja tokio pagrindinio kompiuterio vardo.
server_refused_code = Tam reikia klasės prisijungimo kodo: atverkite mokytojo duotą adresą arba įveskite kodą prisijungimo puslapyje.
server_refused_prefetch = Pamoka atsiveria tik kaip atskiras puslapis, o ne kaip išankstinis įkėlimas.
# $what – užklausos paskirtis taip, kaip ją nurodo naršyklė (image, script…).
server_refused_not-a-visit = Pamoka atsiveria tik kaip atskiras puslapis, o ne kaip kita užklausa ({ $what }).
server_refused_frame = Pamoka atsiveria tik kaip atskiras puslapis, o ne kaip rėmelis kitoje svetainėje.

## Ką paleidiklis sako mokytojui terminale (classroom/launch.py).
launch_banner_yours = JŪSŲ, MOKYTOJO, PUSLAPIS: tik jums. Atverkite jį savo ekrane ir projektuokite tą puslapį, o ne šį terminalą: šiame adrese yra jūsų mokytojo kodas, o mokytojo puslapis didelį mokinių QR kodą rodo be jo.
launch_banner_record = Klasės įrašas: { $folder } (--export jį įrašo kaip CSV, --forget pašalina)
launch_banner_log = Serverio žurnalas: { $path }
launch_banner_log_quiet = Serverio žurnalas: { $path } (su --verbose jis rodomas ir čia)
launch_error_no-folder = Aplanko { $folder } nėra: nurodykite su --notebooks aplanką, kuriame yra { $index } ir pamokos.
launch_error_no-index = Aplanke { $folder } nėra { $index }: nurodykite su --notebooks aplanką, kuriame yra vadovo pamokos.
launch_error_no-notebooks = Nepavyko rasti vadovo užrašų knygelių (ieškota: { $tried }). Paleiskite komandą iš projekto aplanko arba nurodykite --notebooks APLANKAS.
launch_error_lang-unknown = --lang { $lang }: vadovas kalba šiomis kalbomis: { $languages }.
launch_error_lang-empty = --lang { $lang }: aplanke { $folder } nėra puslapių; sukurkite juos komanda python notebooks/build_notebooks.py.
launch_error_no-lesson = --lesson { $wanted }: tokio puslapio nėra; puslapiai yra { $pages }.
launch_error_port-range = --port { $port } nėra prievado numeris (1–65535).
launch_error_port-taken = Adreso { $address } prievado { $port } naudoti negalima ({ $why }): pasirinkite kitą su --port arba jo nenurodykite, ir bus parinktas laisvas.
launch_error_no-network = Atrodo, kad šis kompiuteris neturi tinklo adreso, kuriuo klasė galėtų jį pasiekti: prijunkite jį prie klasės tinklo arba nurodykite adresą su --address.
launch_error_not-ip = --address { $address } nėra IP adresas (pavyzdžiui, 192.168.1.20).
launch_error_not-here = --address { $address } nėra šio kompiuterio adresas ({ $why }).
launch_error_class-size = --classroom { $students }: nurodykite mokinių skaičių nuo 1 iki 500.
launch_error_max-pages = --max-pages turi būti bent 1.
launch_error_token-alone = --token naudojamas tik su --classroom: kai vadovas veikia tik adresu 127.0.0.1, prisijungimo kodo nereikia.
launch_error_token-short = --token: prisijungimo kode turi būti bent { $least } raidės ir skaitmenys (šiame jų { $has }): trumpesnį galima atspėti.
launch_error_token-letters = --token: prisijungimo kodą sudaro tik raidės ir skaitmenys, ne daugiau kaip 64.
launch_error_not-started = Vadovo serveris nepasileido; žr. pranešimus aukščiau.
launch_warning_memory = Įspėjimas: { $kernels } { $kernels ->
        [one] branduoliui
        [few] branduoliams
        [many] branduolio
       *[other] branduolių
    } gali prireikti apie { $need } MiB, o šiame kompiuteryje laisva { $free } MiB: nurodykite mažesnį --max-pages.
launch_banner_open = Vadovas atvertas adresu { $url }
launch_banner_stop = Norėdami jį sustabdyti, paspauskite Ctrl+C.
launch_banner_class = Vadovas pateikiamas { $students } { $students ->
        [one] mokinio
        [few] mokinių
        [many] mokinio
       *[other] mokinių
    } klasei adresu
launch_banner_join = Prisijungimo kodas: { $code }   (jį įveda mokinys, atvėręs { $base })
launch_banner_room = Vienu metu gali būti atverta iki { $pages } { $pages ->
        [one] puslapio
        [few] puslapių
        [many] puslapio
       *[other] puslapių
    }; kartu su pašildytais – iki { $kernels } { $kernels ->
        [one] branduolio
        [few] branduolių
        [many] branduolio
       *[other] branduolių
    }, apie { $gb } GB atminties.
launch_banner_preheated = Puslapiui { $lesson } { $pool ->
        [one] pašildytas { $pool } branduolys
        [few] pašildyti { $pool } branduoliai
        [many] pašildyta { $pool } branduolio
       *[other] pašildyta { $pool } branduolių
    }, po vieną mokiniui (kai klasė susirenka, vėluojantiems atsargoje lieka { $spare }); žemiau esanti eilutė pasakys, kada klasė gali jungtis.
launch_ready = Pašildyti puslapiai paruošti: klasė gali jungtis. Mokiniams: { $url } (prisijungimo kodas { $code }). Jūsų mokytojo puslapis – adresas, išspausdintas aukščiau tik jums: projektuokite jį, o ne šį terminalą.
launch_running_pid = Klasė aplanke { $folder } vyksta: ją aptarnauja ir jos įrašą rašo klasės paleidiklis (procesas { $pid }). Pirmiausia jį sustabdykite (Ctrl+C jo terminale), tada bandykite dar kartą. Niekas nepakeista.
launch_running = Klasė aplanke { $folder } vyksta: ją aptarnauja ir jos įrašą rašo klasės paleidiklis. Pirmiausia jį sustabdykite (Ctrl+C jo terminale), tada bandykite dar kartą. Niekas nepakeista.
launch_forget_nothing = Aplanke { $folder } nėra nieko, kas priklausytų klasei.
launch_forget_list = Komanda --forget pašalina viską, ką vadovas saugo apie klasę aplanke { $folder }:
launch_forget_sessions = { $path }/ (ankstesnių pamokų įrašai)
launch_forget_unasked = niekas nepašalinta. Kad tai pašalintumėte, nurodykite --forget --yes (arba paleiskite komandą terminale ir atsakykite „taip“).
launch_forget_ask = Pašalinti? Įveskite „taip“, kad pašalintumėte, bet ką kita – kad paliktumėte:
launch_forget_yes = taip
launch_forget_kept = Niekas nepašalinta.
launch_forget_failed = šių nepavyko pašalinti: { $paths }. Pašalinkite juos patys.
launch_forget_done = Pašalinta { $n } { $n ->
        [one] klasės failas ar aplankas
        [few] klasės failai ir aplankai
        [many] klasės failo ir aplanko
       *[other] klasės failų ir aplankų
    } aplanke { $folder }.
launch_export_no-session = aplanke { $folder } nėra sesijos { $session } (išsaugotos sesijos: { $kept }).
launch_export_no-sessions = nėra
launch_export_no-record = aplanke { $folder } nėra klasės įrašo (klasės aplanką nurodykite su --class-folder).
launch_export_no-record_sessions = aplanke { $folder } nėra klasės įrašo (klasės aplanką nurodykite su --class-folder; ankstesnės pamokos: --session { $sessions }).
launch_export_unwritable = eksporto nepavyko įrašyti į { $target } ({ $reason }). Po --export nurodykite kitą failą.
launch_export_wrote = Įrašyta { $rows } { $rows ->
        [one] klasės įrašo eilutė
        [few] klasės įrašo eilutės
        [many] klasės įrašo eilutės
       *[other] klasės įrašo eilučių
    } į { $target }
launch_continuing = Tęsiamas klasės „{ $name }“ įrašas: { $counts } (--new-session pradeda naujos pamokos įrašą ir šį išsaugo).
launch_count_answers = { $n } { $n ->
        [one] atsakymas
        [few] atsakymai
        [many] atsakymo
       *[other] atsakymų
    }
launch_count_runs = { $n } { $n ->
        [one] laboratorijos paleidimas
        [few] laboratorijos paleidimai
        [many] laboratorijos paleidimo
       *[other] laboratorijos paleidimų
    }
launch_codes_kept = Klasės kodai – tie, kurie išsaugoti faile { $path } (naujus sukuria --new-codes).
launch_codes_kept-but = Klasės kodai – tie, kurie išsaugoti faile { $path }, išskyrus jūsų nurodytą kodą.
launch_codes_unkept = Klasės kodų nepavyko išsaugoti faile { $path } ({ $reason }): paleidus iš naujo, klasė gaus naujus kodus.
launch_session_new = Naujos pamokos įrašas: iki šiol surinktas įrašas išsaugotas aplanke { $path } (jį įrašo --export --session { $name }).
launch_cannot-start = klasės negalima pradėti. { $reason }
launch_teacher-code_form = --teacher-code: nuo 6 iki 64 raidžių ir skaitmenų.
launch_teacher-code_same = --teacher-code turi skirtis nuo mokinių prisijungimo kodo.

## Kodėl klasės įrašo negalima naudoti, ir ką daryti (ramsas_widgets/classroom/record.py).
record_trouble_damaged = Klasės įrašas { $path } sugadintas: tai ne duomenų bazė, kurią vadovas galėtų perskaityti, todėl nieko iš jo negalima nei parodyti, nei eksportuoti. Perkelkite failą į šalį (pervadinkite, pavyzdžiui, į record-damaged.sqlite) ir vėl pradėkite pamoką: bus sukurtas naujas, tuščias įrašas, o sugadintas failas liks jums. Jei saugote klasės aplanko atsarginę kopiją, jos record.sqlite gali pakeisti sugadintąjį.
record_trouble_full = Diskas, kuriame yra klasės įrašas { $path }, pilnas: atlaisvinkite jame vietos (arba pradėkite pamoką su kitu --class-folder).
record_trouble_read-only = Į klasės įrašą { $path } negalima rašyti: failas arba jo diskas skirtas tik skaityti. Vėl leiskite rašyti į klasės aplanką ir jo failus arba pradėkite pamoką su kitu --class-folder.
record_trouble_locked = Kita programa laiko užrakinusi klasės įrašą { $path } (duomenų bazės peržiūros programa arba kita to paties aplanko klasės paleidimo programa): uždarykite ją.
record_trouble_unopened = Klasės įrašo { $path } nepavyksta atidaryti: jo aplanko nėra arba jo negalima perskaityti. Patikrinkite klasės aplanką (--class-folder).
record_trouble_other = Klasės įrašo { $path } naudoti negalima ({ $error }). Patikrinkite klasės aplanką arba pradėkite pamoką su kitu --class-folder.
record_student_unnamed = Mokinys { $browser }
