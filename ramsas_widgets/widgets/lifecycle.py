"""Widgets that are replaced are closed, so that neither the kernel nor the page keeps them.

A widget lives in the kernel (and as a model in the page) until it is closed: setting a
box's ``children`` to new widgets leaves the old ones alive, with their layouts and styles
(each a widget too). A widget that rebuilds part of itself ("New exercise", another game)
goes through :func:`replace_children`, which closes what no longer shows.

>>> import ipywidgets as widgets
>>> box = widgets.HBox([widgets.Button(description="old")])
>>> old = box.children[0]
>>> replace_children(box, [widgets.Button(description="new")])
>>> old.comm is None, box.children[0].description
(True, 'new')
"""

from __future__ import annotations

from collections.abc import Iterable

import ipywidgets as widgets


def widget_tree(root: widgets.Widget) -> dict[str, widgets.Widget]:
    """``root`` and every widget it holds through its traits (children, layout, style,
    ...), by model id."""
    found: dict[str, widgets.Widget] = {}
    todo: list = [root]
    while todo:
        item = todo.pop()
        if not isinstance(item, widgets.Widget) or item.comm is None \
                or item.model_id in found:
            continue
        found[item.model_id] = item
        for name in item.keys:
            value = getattr(item, name, None)
            if isinstance(value, widgets.Widget):
                todo.append(value)
            elif isinstance(value, list | tuple):
                todo.extend(v for v in value if isinstance(v, widgets.Widget))
    return found


def close_replaced(old: Iterable[widgets.Widget], still_shown: widgets.Widget) -> int:
    """Close the widgets of ``old`` (and everything they hold) that ``still_shown`` no
    longer holds. Returns how many were closed."""
    keep = widget_tree(still_shown)
    closed = 0
    for item in old:
        for model_id, part in widget_tree(item).items():
            if model_id not in keep:
                part.close()
                closed += 1
    return closed


def replace_children(box: widgets.Box, children: Iterable[widgets.Widget]) -> None:
    """``box.children = children``, closing the old children that are not kept."""
    old = tuple(box.children)
    box.children = tuple(children)
    close_replaced(old, box)
