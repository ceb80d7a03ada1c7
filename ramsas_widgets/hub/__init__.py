"""A hub's Jupyter server made the guide's and closed to all else: ``RAMSAS_GUIDE_SERVER=1``."""
