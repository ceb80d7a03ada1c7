"""Test collection settings shared by the whole repository."""

# Importing the entry point would start the server.
collect_ignore = ["ramsas_widgets/__main__.py"]
