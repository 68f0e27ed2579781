"""The colours that tell players and suits apart stay apart for a colour-blind reader, and are
never the only sign: lines differ in style, cards in the suit's symbol, rows in the name."""

from __future__ import annotations

import itertools

import pytest

from pyanitsa_edu.plots.style import COLORS, LINESTYLES
from pyanitsa_edu.widgets.access import BUTTON_COLORS, FOCUS_COLOR
from pyanitsa_edu.widgets.cards_html import BLACK, DASHES, RED

from .colour_vision import DEFICIENCIES, contrast, distance, seen_apart, simulate

APART = 12.0
"""The smallest CIEDE2000 difference two players' colours may show (about 2 is just
noticeable; the old red and green of players 1 and 2 were 4.6 apart for a deuteranope)."""


def test_the_simulation_finds_the_old_red_green_confusion() -> None:
    """The old palette's players 1 and 2 (red, green) look alike to a deuteranope; black and
    white do not, whatever the deficiency."""
    red, green = "#d62728", "#2ca02c"
    assert distance(simulate(red, None), simulate(green, None)) > 40
    assert distance(simulate(red, "deuteranopia"), simulate(green, "deuteranopia")) < 6
    assert seen_apart("#000000", "#ffffff") > 90


@pytest.mark.parametrize(("a", "b"), list(itertools.combinations(range(len(COLORS)), 2)))
def test_every_two_players_colours_stay_apart(a: int, b: int) -> None:
    worst = {
        deficiency: distance(simulate(COLORS[a], deficiency), simulate(COLORS[b], deficiency))
        for deficiency in (None, *DEFICIENCIES)
    }
    assert min(worst.values()) >= APART, (COLORS[a], COLORS[b], worst)


def test_player_colours_stand_out_on_white_and_can_colour_text() -> None:
    assert all(contrast(c) >= 3.0 for c in COLORS), [round(contrast(c), 2) for c in COLORS]
    # The Sixty-six log writes each seat's lines in its colour: text needs 4.5:1.
    assert all(contrast(c) >= 4.5 for c in COLORS[:2])


def test_lines_differ_in_shape_as_well_as_colour() -> None:
    assert len(set(map(str, LINESTYLES))) == len(LINESTYLES) >= len(COLORS)
    assert len(set(DASHES)) == len(DASHES) >= len(COLORS)


def test_red_and_black_suits_stay_apart_and_read_on_white() -> None:
    assert seen_apart(RED, BLACK) >= 20
    assert contrast(RED) >= 4.5 and contrast(BLACK) >= 4.5


def test_buttons_and_the_focus_ring_have_enough_contrast() -> None:
    for name, colour in BUTTON_COLORS.items():
        assert contrast(colour) >= 4.5, name  # white text on the button
    assert contrast(FOCUS_COLOR) >= 3.0  # a focus indicator against the white page
