"""``python -m ramsas_widgets.i18n``: write the English catalogue from the code's
declarations (``--check``: only say whether it is fresh, exit 1 if not)."""

from __future__ import annotations

import sys
from pathlib import Path

from .locale import CATALOGUES
from .messages import english_catalogue

GENERATED = Path(str(CATALOGUES)) / "en" / "messages.ftl"  # a checkout's folder


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    fresh = english_catalogue(Path(__file__).resolve().parents[1])
    old = GENERATED.read_text(encoding="utf-8") if GENERATED.exists() else ""
    if "--check" in argv:
        print("fresh" if old == fresh else "stale: run python -m ramsas_widgets.i18n")
        return 0 if old == fresh else 1
    if old != fresh:
        GENERATED.write_text(fresh, encoding="utf-8")
        print(f"wrote {GENERATED}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
