## Pamokų kortų eilių pavadinimai (ramsas_widgets/widgets/labels.py).

lesson_label_two-colours = Dvi spalvos
lesson_label_four-colours = Keturios spalvos
lesson_label_ramsas-pack = Ramso kaladė
lesson_label_red-jacks = Raudonų valetų pora
lesson_label_top-card = Viršutinė korta
lesson_label_may-go-on-it = Ant jos galima dėti bet kurią iš šių
lesson_label_pack-of-32 = 32 kortų kaladė trims žaidėjams
lesson_label_set-of-kings = Rinkinys: 30 taškų
lesson_label_run-with-joker = Serija su džokeriu vietoj šešakės: 21 taškas
