"""Rules: one frozen value with every option, its defaults, presets and checks."""

from __future__ import annotations

import dataclasses

import pytest

from pyanitsa_edu import Deck, Rules, deal
from pyanitsa_edu.errors import RulesError
from pyanitsa_edu.pyanitsa.rules import PRESETS
from variants import SMALL_RULES


def test_defaults_are_the_classic_game() -> None:
    rules = Rules()
    assert rules.deck == Deck.standard(36)
    assert rules.low_beats_ace is True
    assert rules.war_face_down == 1
    assert rules.war_shortfall == "lose"
    assert rules.collect == "winner_first"
    assert rules.players == 2
    assert rules.max_tricks is None
    assert rules.detect_cycles is True
    assert rules.table_cycle == "war"
    assert repr(rules) == "Rules()"


def test_keyword_and_positional_signature() -> None:
    rules = Rules(36, None, 1, "lose", "winner_first", 2, None, True)
    assert rules == Rules()


def test_frozen() -> None:
    rules = Rules()
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.players = 3  # type: ignore[misc]
    assert hash(rules) == hash(Rules())


def test_low_beats_ace_default_follows_the_deck() -> None:
    assert Rules(deck=36).low_beats_ace is True
    assert Rules(deck=52).low_beats_ace is True
    assert Rules(deck=32).low_beats_ace is False
    assert Rules(deck=32, low_beats_ace=True).low_beats_ace is True
    assert Rules(deck=36, low_beats_ace=False).low_beats_ace is False
    assert Rules(deck=Deck(["6", "A"], 2)).low_beats_ace is True
    assert Rules(deck=Deck(["6", "A"], 2, low_beats_ace=False)).low_beats_ace is False


def test_deck_sizes() -> None:
    for size in (32, 36, 52):
        assert len(Rules(deck=size).deck) == size
        assert Rules(deck=size).deck == Deck.standard(size)


def test_replace_checks_and_resets_the_deck_default() -> None:
    rules = Rules().replace(collect="loser_first", war_face_down=3)
    assert (rules.collect, rules.war_face_down) == ("loser_first", 3)
    assert Rules().replace(deck=32).low_beats_ace is False
    with pytest.raises(RulesError, match="war_face_down"):
        Rules().replace(war_face_down=9)
    with pytest.raises(RulesError, match="unknown rule option"):
        Rules().replace(colect="seat_order")


def test_repr_round_trips() -> None:
    samples = [
        Rules(),
        Rules(deck=52, collect="loser_first"),
        Rules(deck=32),
        Rules(deck=32, low_beats_ace=True),
        Rules(war_face_down=0, war_shortfall="last_card_up", max_tricks=100),
        Rules(players=5, table_cycle="rank_order", detect_cycles=False),
        SMALL_RULES,
        *PRESETS.values(),
    ]
    for rules in samples:
        assert eval(repr(rules), {"Rules": Rules, "Deck": Deck}) == rules


def test_presets() -> None:
    assert PRESETS["classic"] == Rules()
    assert PRESETS["no_six_rule"].low_beats_ace is False
    assert PRESETS["deck32"].deck == Deck.standard(32)
    assert PRESETS["deck52"].deck == Deck.standard(52)
    assert PRESETS["open_war"].war_face_down == 0
    assert PRESETS["seat_order"].collect == "seat_order"
    assert PRESETS["loser_first"].collect == "loser_first"
    assert PRESETS["shuffled_return"].collect == "shuffled"
    assert not PRESETS["shuffled_return"].fixed_order
    assert PRESETS["classic"].fixed_order


def test_describe() -> None:
    assert Rules().describe().startswith("36-card deck, 6 beats A")
    assert "A is absolute" in Rules(deck=32).describe()
    assert "2 beats A" in Rules(deck=52).describe()
    assert "limit 10 tricks" in Rules(max_tricks=10).describe()


@pytest.mark.parametrize(("size", "players"), [(36, 2), (36, 5), (52, 3), (32, 8), (36, 7)])
def test_deal_round_robin(size: int, players: int) -> None:
    rules = Rules(deck=size, players=players)
    piles = deal(rules, seed=3)
    assert len(piles) == players
    assert sorted(map(len, piles), reverse=True) == [len(p) for p in piles]  # first get more
    assert max(map(len, piles)) - min(map(len, piles)) <= 1
    assert sum(map(len, piles)) == size
    assert {c for p in piles for c in p} == set(rules.deck.cards)


def test_deal_gives_one_card_at_a_time() -> None:
    from pyanitsa_edu import shuffled_deck

    rules = Rules(players=3)
    order = shuffled_deck(rules, seed=11)
    piles = deal(rules, seed=11)
    assert piles[0][:2] == (order[0], order[3])
    assert piles[1][0] == order[1]
    assert piles[2][0] == order[2]
    assert [len(p) for p in piles] == [12, 12, 12]
    assert [len(p) for p in deal(Rules(players=5), seed=1)] == [8, 7, 7, 7, 7]


def test_deal_seeded_and_private() -> None:
    import random

    assert deal(seed=5) == deal(seed=5)
    assert deal(seed=5) != deal(seed=6)
    assert len(deal()[0]) == 18
    state = random.getstate()
    deal(seed=1)
    assert random.getstate() == state  # the global generator is never touched
    assert deal(seed=random.Random(9)) == deal(seed=9)


def test_pinned_signatures() -> None:
    import inspect

    from pyanitsa_edu import Game, play

    params = inspect.signature(Rules).parameters
    pinned = {
        "deck": 36,
        "low_beats_ace": None,
        "war_face_down": 1,
        "war_shortfall": "lose",
        "collect": "winner_first",
        "players": 2,
        "max_tricks": None,
        "detect_cycles": True,
    }
    assert list(params)[: len(pinned)] == list(pinned)
    assert {name: params[name].default for name in pinned} == pinned
    for func in (Game, play):
        names = list(inspect.signature(func).parameters)
        assert names[:3] == ["piles", "rules", "seed"]
    assert list(inspect.signature(deal).parameters) == ["rules", "seed"]


def test_as_rules_takes_rules_none_or_a_preset_name() -> None:
    from pyanitsa_edu.pyanitsa.rules import PRESETS, as_rules

    seat = Rules(collect="seat_order")
    assert as_rules(seat) is seat
    assert as_rules(None) == Rules()
    assert as_rules("no_six_rule") == Rules(low_beats_ace=False) == PRESETS["no_six_rule"]


@pytest.mark.parametrize("bad", [36, "classics", 1.5, ["winner_first"]])
def test_a_wrong_rules_value_is_named_wherever_rules_are_taken(bad: object) -> None:
    from pyanitsa_edu import Game, deal, exact_outcomes, play, simulate
    from pyanitsa_edu.pyanitsa.rules import as_rules

    for call in (
        lambda: as_rules(bad),  # type: ignore[arg-type]
        lambda: deal(bad, seed=1),  # type: ignore[arg-type]
        lambda: play(deal(seed=1), bad),  # type: ignore[arg-type]
        lambda: Game(deal(seed=1), bad),  # type: ignore[arg-type]
        lambda: simulate(5, rules=bad, seed=1),  # type: ignore[arg-type]
        lambda: exact_outcomes(bad),  # type: ignore[arg-type]
    ):
        with pytest.raises(RulesError, match=r"preset|Rules value"):
            call()
