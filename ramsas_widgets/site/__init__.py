"""The guide as a static site, its Python in the browser: ``python -m ramsas_widgets site OUT``."""
