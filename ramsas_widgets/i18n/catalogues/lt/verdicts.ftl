## Kodėl korta gali arba negali būti mesta į kirtį (visi žaidimai su kirčiais).
## Priežastis baigiama tašku tik per verdict_allowed arba verdict_refused.

verdict_follow = Išeita su { SUIT($led, case: "instrumental") }, o jūs turite { $cs }: reikia mesti tos pačios rūšies kortą
verdict_must-trump = Neturite { SUIT($led, case: "genitive") }, todėl turite mesti kozirį ({ $trump })
verdict_void-no-trump = Neturite nei { SUIT($led, case: "genitive") }, nei kozirio: galima mesti bet kurią kortą
verdict_void = Neturite { SUIT($led, case: "genitive") }: galima mesti bet kurią kortą
verdict_any-card = Atsakant galima mesti bet kurią kortą
verdict_must-head = { $said }, ir dar privalote kirsti: mesti stipresnę už { $best }
verdict_allowed = { $said }.
verdict_refused = { $said }; { $c } šios sąlygos neatitinka.
verdict_free-lead = Jūs pradedate kirtį: galima išeiti su bet kuria korta.
ramsas_verdict_lead-ace = Turite kozirinį tūzą ({ $ace }) ir pradedate pirmąjį kirtį: privalote išeiti su juo

## Kai ėjimas dabar negalimas (visi žaidimai)
game_refuse_one-card = Meskite lygiai vieną kortą, pvz., „play QC“.
game_refuse_not-held = { $p } neturi { $c }.
game_refuse_not-possible = „{ $action }“ dabar negalima: { $p } turi { $task }. Galima: { $possible }.
game_refuse_over = Žaidimas baigtas, daugiau ėjimų daryti negalima: norėdami žaisti dar kartą, pradėkite naują žaidimą.
