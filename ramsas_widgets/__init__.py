"""ramsas_widgets: learn the Rams family of card games with interactive notebooks."""

__version__ = "0.1.0"
