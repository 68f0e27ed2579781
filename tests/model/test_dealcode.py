"""Deal codes: exact round trips, and every kind of corruption is caught with a clear message."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generated import piles_of
from pyanitsa_edu import Card, Deck, Rules, deal, play
from pyanitsa_edu.errors import DealCodeError, DealError, RulesError
from pyanitsa_edu.pyanitsa.dealcode import MAX_CODE_CHARS, deal_code, parse_deal_code
from variants import NUMBERED_DECK, SMALL_DECK, STANDARD_DECKS

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
DECKS = [*STANDARD_DECKS, SMALL_DECK, NUMBERED_DECK, Deck(["2", "3"], ["♥", "♠"])]


@st.composite
def deals(draw: st.DrawFn) -> tuple[Deck, tuple[tuple[Card, ...], ...]]:
    """Return a deck and any subset of it in 1 to 8 piles."""
    deck = draw(st.sampled_from(DECKS))
    return deck, tuple(draw(piles_of(deck.cards, draw(st.integers(1, 8)), dealt=False)))


@pytest.mark.slow
@settings(max_examples=400)
@given(deals())
def test_round_trip(case: tuple[Deck, tuple[tuple[Card, ...], ...]]) -> None:
    deck, piles = case
    code = deal_code(piles, deck)
    assert parse_deal_code(code, deck) == piles
    assert parse_deal_code(code, Rules(deck=deck)) == piles
    assert set(code) <= set(ALPHABET + "-")
    assert parse_deal_code(code.lower(), deck) == piles
    assert parse_deal_code(code.replace("-", ""), deck) == piles
    if deck.standard_size is not None:
        assert parse_deal_code(code) == piles  # the deck is recognised


@pytest.mark.parametrize("players", range(2, 9))
def test_round_trip_of_dealt_games(players: int) -> None:
    for size in (32, 36, 52):
        rules = Rules(deck=size, players=players)
        for seed in range(5):
            piles = deal(rules, seed=seed)
            code = deal_code(piles, rules)
            assert parse_deal_code(code, rules) == piles
            assert deal_code(parse_deal_code(code, rules), rules) == code


def test_codes_are_distinct_and_short() -> None:
    codes = {deal_code(deal(seed=s)) for s in range(200)}
    assert len(codes) == 200
    # 36! needs 139 bits: 28 base-32 characters, plus the header (the 40-bit fingerprint of
    # the deck among it) and four check characters
    assert all(len(c.replace("-", "")) <= 46 for c in codes)


def test_text_piles_and_empty_piles() -> None:
    code = deal_code(["9♣ 6♦ A♥", "7♠ A♣ K♠"])
    assert parse_deal_code(code) == (
        tuple(map(Card.parse, ["9♣", "6♦", "A♥"])),
        tuple(map(Card.parse, ["7♠", "A♣", "K♠"])),
    )
    assert parse_deal_code(deal_code([[], []])) == ((), ())
    assert parse_deal_code(deal_code([["6♣"], []])) == ((Card.parse("6♣"),), ())
    # the order of piles and the pile sizes matter
    assert deal_code(["6♣", "7♣"]) != deal_code(["7♣", "6♣"])
    assert deal_code(["6♣ 7♣", ""]) != deal_code(["6♣", "7♣"])


def test_confusable_letters_are_read_as_digits() -> None:
    code = deal_code(deal(seed=3))
    piles = parse_deal_code(code)
    assert parse_deal_code(code.replace("0", "O").replace("1", "I"), None) == piles
    assert parse_deal_code(code.replace("1", "l"), None) == piles


# --- corruption ---------------------------------------------------------------------


def sample_codes() -> list[tuple[str, Deck]]:
    """Return codes of a few deals on several decks."""
    out = []
    for i, deck in enumerate(DECKS):
        for seed in range(4):
            rng = random.Random(seed * 10 + i)
            cards = list(deck.cards)
            rng.shuffle(cards)
            cut = rng.randint(0, len(cards))
            out.append((deal_code([cards[:cut], cards[cut:]], deck), deck))
    return out


def test_every_single_mistyped_character_is_caught() -> None:
    for code, deck in sample_codes():
        for pos, ch in enumerate(code):
            if ch == "-":
                continue
            for other in ALPHABET:
                if other == ch:
                    continue
                bad = code[:pos] + other + code[pos + 1 :]
                with pytest.raises(DealCodeError, match="fails its checksum"):
                    parse_deal_code(bad, deck)


def test_every_swap_of_two_neighbours_is_caught() -> None:
    for code, deck in sample_codes():
        chars = code.replace("-", "")
        for pos in range(len(chars) - 1):
            if chars[pos] == chars[pos + 1]:
                continue
            bad = chars[:pos] + chars[pos + 1] + chars[pos] + chars[pos + 2 :]
            with pytest.raises(DealCodeError):
                parse_deal_code(bad, deck)


def test_truncated_codes_are_caught() -> None:
    for code, deck in sample_codes():
        chars = code.replace("-", "")
        for cut in range(len(chars)):
            with pytest.raises(DealCodeError, match=r"too short|fails its checksum"):
                parse_deal_code(chars[:cut], deck)


def test_messages_name_the_problem() -> None:
    code = deal_code(deal(seed=1))
    with pytest.raises(DealCodeError, match="fails its checksum: a character is mistyped"):
        parse_deal_code(code[:-1] + ("0" if code[-1] != "0" else "1"))
    with pytest.raises(DealCodeError, match="too short"):
        parse_deal_code("AB")
    with pytest.raises(DealCodeError, match="characters that never appear in codes: #U"):
        parse_deal_code(code[:3] + "U#" + code[5:])
    with pytest.raises(DealCodeError, match="never appear in codes: Ж"):
        parse_deal_code("Ж" + code)
    with pytest.raises(DealCodeError, match="a deal code is text"):
        parse_deal_code(123)  # type: ignore[arg-type]


def test_code_for_another_deck() -> None:
    code52 = deal_code(deal(Rules(deck=52), seed=1), Rules(deck=52))
    with pytest.raises(DealCodeError, match=r"is for the 52-card deck; use Rules\(deck=52\)"):
        parse_deal_code(code52, Rules())
    assert len(parse_deal_code(code52)[0]) == 26
    custom = SMALL_DECK  # 6 7 K A in two suits
    code = deal_code([custom.cards[:4], custom.cards[4:]], custom)
    with pytest.raises(DealCodeError,
                       match="deck of 8 cards, and no deck was given; pass the Rules"):
        parse_deal_code(code)
    with pytest.raises(DealCodeError, match=r"another deck \(of 8 cards\), not the deck given"):
        parse_deal_code(code, Rules())
    other = Deck(["6", "7", "Q", "A"], 2)  # same size, other cards
    with pytest.raises(DealCodeError, match=r"another deck \(of 8 cards\), not the deck given"):
        parse_deal_code(code, other)
    assert parse_deal_code(code, custom) == (custom.cards[:4], custom.cards[4:])


def test_deal_code_rejects_bad_piles() -> None:
    with pytest.raises(ValueError, match="duplicate card"):
        deal_code(["6♣ 7♣", "6♣"])
    with pytest.raises(ValueError, match="2♣ is not in the 36-card deck"):
        deal_code(["2♣", "6♣"])
    with pytest.raises(DealCodeError, match="1 to 16 piles"):
        deal_code([])


def test_a_preset_name_picks_the_deck() -> None:
    piles = deal(seed=5)
    assert parse_deal_code(deal_code(piles), "classic") == piles
    assert parse_deal_code(deal_code(piles, "classic"), "classic") == piles
    with pytest.raises(DealCodeError, match="is for the 36-card deck; use Rules"):
        parse_deal_code(deal_code(piles), "deck52")
    with pytest.raises(RulesError, match="no preset called 'clasic'"):
        parse_deal_code(deal_code(piles), "clasic")


def test_the_largest_deck_round_trips_and_a_larger_one_has_no_code() -> None:
    largest = Deck([str(n) for n in range(1024)], 4)  # 4096 cards
    rules = Rules(deck=largest, players=8)
    piles = deal(rules, seed=3)
    code = deal_code(piles, rules)
    assert len(code.replace("-", "")) <= MAX_CODE_CHARS
    assert parse_deal_code(code, rules) == piles
    every_card_in_16_piles = [largest.cards[k::16] for k in range(16)]
    assert len(deal_code(every_card_in_16_piles, largest).replace("-", "")) <= MAX_CODE_CHARS
    larger = Deck([str(n) for n in range(1025)], 4)
    with pytest.raises(DealCodeError, match="holds decks of up to 4096 cards; the 4100-card"):
        deal_code(deal(Rules(deck=larger), seed=1), Rules(deck=larger))


def test_a_forged_long_code_is_refused_by_its_length() -> None:
    for forged in ("A" * 300_000, "A-" * 100_000, "Z" * (MAX_CODE_CHARS + 1)):
        with pytest.raises(DealCodeError, match="is too long: a code has at most 8,706") as e:
            parse_deal_code(forged)
        assert len(str(e.value)) < 200  # the message does not repeat the code
    near = "Z" * (MAX_CODE_CHARS - 1)  # as long as a real code: read, and caught by its checksum
    with pytest.raises(DealCodeError, match="fails its checksum"):
        parse_deal_code(near)


def test_unusual_characters_are_listed_briefly() -> None:
    with pytest.raises(DealCodeError, match=r"never appear in codes: .{20} …$"):
        parse_deal_code("".join(chr(0x400 + k) for k in range(100)))


def test_a_deal_of_a_bigger_deck_names_the_rules_that_hold_it() -> None:
    piles = deal("deck52", seed=1)
    for call in (lambda: deal_code(piles), lambda: play(piles), lambda: deal_code(piles, "deck32")):
        with pytest.raises(DealError, match=r"pass rules=Rules\(deck=52\) or rules='deck52'"):
            call()
    with pytest.raises(DealError, match=r"the 32-card deck has; for a 36-card deal pass "
                                        r"rules=Rules\(deck=36\) or rules='classic'"):
        deal_code(deal(seed=1), "deck32")
    small = Rules(deck=Deck(["6", "7", "K", "A"], 2))
    with pytest.raises(DealError) as error:  # a custom deck gets no standard-deck advice
        deal_code(deal(seed=1), small)
    assert "pass rules" not in str(error.value)
    assert parse_deal_code(deal_code(piles, "deck52"), "deck52") == piles


# --- a code never reads as another deck's deal ------------------------------------------


def test_the_reproducer_a_code_of_one_deck_is_refused_under_a_deck_of_the_same_size() -> None:
    made, other = Deck(["6", "9", "10", "J"], 2), Deck(["6", "9", "J", "Q"], 2)
    code = deal_code([made.cards[:4], made.cards[4:]], made)
    with pytest.raises(DealCodeError, match="belongs to another deck"):
        parse_deal_code(code, other)


LABELS = [str(n) for n in range(2, 11)] + ["J", "Q", "K", "A", "X", "Y", "Z"]


@st.composite
def decks(draw: st.DrawFn) -> Deck:
    """Return a small deck: distinct rank labels in any order, suits in any order."""
    ranks = draw(st.lists(st.sampled_from(LABELS), min_size=1, max_size=5, unique=True))
    suits = draw(st.permutations("♣♦♥♠").map(lambda s: s[: draw(st.integers(1, 4))]))
    return Deck(ranks, list(suits), low_beats_ace=draw(st.booleans()))


@pytest.mark.slow
@settings(max_examples=500)
@given(decks(), decks(), st.randoms(use_true_random=False))
def test_a_code_of_one_deck_never_parses_as_a_deal_under_another(
    made: Deck, other: Deck, rng: random.Random
) -> None:
    cards = list(made.cards)
    rng.shuffle(cards)
    cut = rng.randint(0, len(cards))
    code = deal_code([cards[:cut], cards[cut:]], made)
    if other.cards == made.cards:  # the same cards in the same order: the same deal
        assert parse_deal_code(code, other) == (tuple(cards[:cut]), tuple(cards[cut:]))
        return
    with pytest.raises(DealCodeError, match="belongs to another deck"):
        parse_deal_code(code, other)


@pytest.mark.parametrize("changed", [
    Deck(["6", "7", "K", "A"], ["♦", "♣"]),  # the suits in another order
    Deck(["7", "6", "K", "A"], 2),           # the ranks in another order
    Deck(["6", "7", "K", "Т"], 2),           # a Russian letter read as the same rank: the same
])
def test_the_fingerprint_follows_the_order_of_the_cards(changed: Deck) -> None:
    code = deal_code([SMALL_DECK.cards[:3], SMALL_DECK.cards[3:]], SMALL_DECK)
    if changed.cards == SMALL_DECK.cards:
        assert parse_deal_code(code, changed) == parse_deal_code(code, SMALL_DECK)
    else:
        with pytest.raises(DealCodeError, match="belongs to another deck"):
            parse_deal_code(code, changed)


def test_a_code_of_the_first_format_is_refused_with_advice() -> None:
    first_format = "S7XG2-49SFF-RFNZ6-ZKZ5D-EZ5SC-2SFVC-82729-15K8"  # a 36-card deal
    for rules in (None, Rules(), "classic"):
        with pytest.raises(DealCodeError, match="first format, which cannot tell decks of one "
                                                r"size apart: make the code again"):
            parse_deal_code(first_format, rules)
