"""The guide's own server, for one learner or a class: ``python -m ramsas_widgets``."""
