"""``python -m ramsas_widgets`` serves the guide with Voilà and opens its index page
(:mod:`ramsas_widgets.serve.launcher`); ``python -m ramsas_widgets site OUT`` builds the
static site instead (:mod:`ramsas_widgets.site.builder`)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Run the launcher, or the site's builder for ``site ...``."""
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["site"]:
        from ramsas_widgets.site.builder import main as site_main

        return site_main(argv[1:])
    from ramsas_widgets.serve.launcher import main as serve_main

    return serve_main(argv)


if __name__ == "__main__":
    sys.exit(main())
