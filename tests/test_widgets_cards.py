"""Cards on screen: readable, accessible HTML cards, the views, and the card picker."""

from __future__ import annotations

import re

import pytest

from ramsas_widgets.engine.cards import JOKER, make_pack, parse_cards
from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.template import stylesheet
from ramsas_widgets.widgets.cards import (
    COLOUR_HEX,
    CardPicker,
    CardsView,
    PackView,
    TrickView,
    card_html,
    cards_html,
    pack_html,
    trick_html,
)

LABEL = re.compile(r'aria-label="([^"]*)"')


def test_every_card_has_a_spoken_name_and_visible_rank_and_suit():
    for c in make_pack():
        html = card_html(c)
        assert f'aria-label="{c.name}"' in html
        rank = "10" if c.rank == 10 else str(c)[0]
        assert f">{rank}<" in html and f">{c.suit.symbol}<" in html
        assert 'role="img"' in html


@pytest.mark.rule("LT-DECK-1")
def test_ten_shows_as_10_not_t():
    html = card_html(parse_cards("TD")[0])
    assert ">10<" in html and ">T<" not in html
    assert 'aria-label="ten of diamonds"' in html


def test_red_and_black_suits():
    colours = {str(c)[-1]: re.search(r"rw-(red|black)", card_html(c)).group(1)
               for c in parse_cards("AC AD AH AS")}
    assert colours == {"C": "black", "D": "red", "H": "red", "S": "black"}


def test_four_colour_pack_gives_each_suit_its_own_colour():
    colours = {str(c)[-1]: re.search(r"rw-(red|black|blue|green)",
                                     card_html(c, four_colour=True)).group(1)
               for c in parse_cards("AC AD AH AS")}
    assert len(set(colours.values())) == 4
    assert colours["S"] == "black" and colours["H"] == "red"


def test_joker_is_named():
    html = card_html(JOKER)
    assert 'aria-label="joker"' in html and ">JK<" in html and "★" in html


def test_face_down_card_hides_its_identity():
    html = card_html(parse_cards("QH")[0], face_up=False)
    assert LABEL.findall(html) == ["face-down card"]
    assert "queen" not in html and "♥" not in html


def test_shown_card_says_so_to_screen_readers():
    html = card_html(parse_cards("9C")[0], shown=True)
    assert "nine of clubs, shown to everybody" in html and "rw-shown" in html


def test_row_has_label_count_and_empty_text():
    html = cards_html("AS KS", label="Your hand", count=True)
    assert 'aria-label="Your hand"' in html and "(2 cards)" in html
    assert LABEL.findall(html)[1:] == ["ace of spades", "king of spades"]
    assert "nothing here" in cards_html([], label="Buy", empty="nothing here")


def test_user_text_is_escaped_in_labels():
    html = cards_html("AS", label="<b>x</b>")
    assert "<b>x</b>" not in html and "&lt;b&gt;" in html


def test_bad_card_text_raises_rules_error():
    with pytest.raises(RulesError, match="not a card"):
        CardsView("AS XX")


def test_trick_marks_who_played_and_who_takes_it():
    html = trick_html([("P0", parse_cards("9C")[0]), ("P1", parse_cards("TC")[0])], winner=1)
    assert "P0" in html and "P1 — takes it" in html
    assert html.count("rw-shown") == 1
    assert "no card played yet" in trick_html([])


def test_pack_view_groups_by_suit():
    html = pack_html(make_pack(low=9))
    assert "24 cards" in html
    for suit in ("Clubs ♣", "Diamonds ♦", "Hearts ♥", "Spades ♠"):
        assert suit in html
    assert len(LABEL.findall(html)) == 1 + 4 + 24  # the pack, four rows, the cards
    two_packs = pack_html(make_pack(packs=2, jokers=4))
    assert "108 cards" in two_packs and "Jokers (x4)" in two_packs


def test_every_css_class_used_is_defined_in_the_one_stylesheet():
    html = "".join([
        cards_html("AS TD JK", label="x", count=True, shown=[True, False, False], new_index=0),
        cards_html([], label="y"), card_html(JOKER, face_up=False),
        trick_html([("P0", JOKER)], winner=0), pack_html(make_pack(low=9)),
        card_html(parse_cards("AD")[0], four_colour=True),
        card_html(parse_cards("AC")[0], four_colour=True),
    ])
    used = set(re.findall(r"\brw-[a-z-]+", " ".join(re.findall(r'class="([^"]*)"', html))))
    defined = set(re.findall(r"\.(rw-[a-z-]+)", stylesheet("cards.css")))
    assert used and used <= defined, f"classes without CSS: {sorted(used - defined)}"


def test_views_update_and_carry_no_stylesheet():
    """The stylesheet is linked by the page (or shown once by the cell), not in every value."""
    view = CardsView("AS", label="Hand")
    assert "<style" not in view.value and "ace of spades" in view.value
    view.show("KD QD")
    assert "ace of spades" not in view.value and "queen of diamonds" in view.value
    assert view.cards == parse_cards("KD QD")
    trick = TrickView([("P1", parse_cards("7H")[0])])
    trick.show([("P1", parse_cards("7H")[0]), ("P2", parse_cards("8H")[0])], winner=1)
    assert "P2 — takes it" in trick.value
    assert "108 cards" in PackView(make_pack(packs=2, jokers=4)).value


def test_picker_buttons_are_card_faces_named_in_words_and_coloured():
    picker = CardPicker("TH AS JK")
    # a card's face, rank over suit; the name a screen reader reads is the tooltip
    assert [b.description for b in picker.buttons] == ["10\n♥", "A\n♠", "JK\n★"]
    assert [b.tooltip for b in picker.buttons] == ["ten of hearts", "ace of spades", "joker"]
    assert all("rw-card-button" in b._dom_classes for b in picker.buttons)
    assert all(not getattr(b, "icon", "") for b in picker.buttons)
    assert picker.buttons[0].style.text_color == COLOUR_HEX["red"]
    assert picker.buttons[1].style.text_color == COLOUR_HEX["black"]
    four = CardPicker("TD", four_colour=True)
    assert four.buttons[0].style.text_color == COLOUR_HEX["blue"]


def test_single_picker_keeps_one_card_and_reports_changes():
    seen = []
    picker = CardPicker("AS TD 9C")
    picker.on_change(seen.append)
    picker.buttons[1].value = True
    picker.buttons[2].value = True
    assert picker.picked == parse_cards("9C")
    assert [b.value for b in picker.buttons] == [False, False, True]
    assert seen[-1] == parse_cards("9C")
    picker.buttons[2].value = False
    assert picker.picked == [] and seen[-1] == []


def test_multiple_picker_keeps_hand_order_and_duplicates():
    picker = CardPicker("KH KS KD KH", multiple=True, label="Pick a meld")
    picker.buttons[3].value = True
    picker.buttons[0].value = True
    picker.buttons[2].value = True
    assert picker.picked == parse_cards("KH KD KH")
    picker.pick("KS KH")
    assert picker.picked == parse_cards("KH KS")
    picker.clear()
    assert picker.picked == []
    picker.set_cards("2C 3C")
    assert len(picker.buttons) == 2 and picker.picked == []


def test_widget_package_imports_lazily():
    import subprocess
    import sys

    code = ("import sys, ramsas_widgets.widgets as w; "
            "assert 'ipywidgets' not in sys.modules; "
            "assert w.CardsView.__name__ == 'CardsView'; "
            "assert 'ipywidgets' in sys.modules; "
            "print(sorted(set(w.__all__) - set(dir(w))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


def test_widget_package_unknown_name_is_an_attribute_error():
    import ramsas_widgets.widgets as w

    with pytest.raises(AttributeError, match="NoSuchWidget"):
        w.NoSuchWidget  # noqa: B018


def test_picker_keeps_its_buttons_and_marks_the_cards_just_bought():
    picker = CardPicker("TH AS 9C")
    first = list(picker.buttons)
    picker.buttons[1].value = True
    picker.set_cards("AS 9C", bought=parse_cards("9C"))
    assert picker.buttons == first[:2] and picker.picked == []  # the same buttons, unpicked
    assert picker.bought == [False, True]
    assert picker.buttons[1].tooltip == "nine of clubs, just bought"
    assert "rw-bought" in picker.buttons[1]._dom_classes
    assert "rw-bought" not in picker.buttons[0]._dom_classes
    picker.set_cards("AS 9C KD")
    assert picker.buttons[:2] == first[:2] and len(picker.buttons) == 3
    assert not any(picker.bought) and "rw-bought" not in picker.buttons[1]._dom_classes
    assert picker.row.children == tuple(picker.buttons)
