"""``python -m ramsas_widgets`` serves the guide with Voilà and opens its index page."""

import sys

from .launcher import main

sys.exit(main())
