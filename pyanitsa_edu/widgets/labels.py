"""Every text the widgets show, in English (the catalogue translates it), and a few formatters
built on them.

A widget built without ``lang`` speaks the current language (:func:`pyanitsa_edu.set_language`)
and keeps it: a later ``set_language`` changes the widgets built after it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import N_, pgettext, translate
from ..i18n.fmt import CARD, plural
from ..i18n.language import LANGS, Lang, resolve
from ..pyanitsa.cards import Card, rank_text
from ..pyanitsa.records import Result, Trick

__all__ = [
    "LANGS",
    "Lang",
    "ReaderFallback",
    "card_text",
    "cards_word",
    "check_lang",
    "deal_words",
    "player_text",
    "rank_text",
    "result_text",
    "t",
    "trick_text",
]


_EN: dict[str, str] = {
    # table
    "deal": N_("Deal"),
    "deal_tip": N_("Deal from the deal code, else the seed, else a new random seed"),
    "flip": N_("Flip"),
    "flip_tip": N_("Play the next trick"),
    "war_next": N_("Next war round"),
    "war_next_tip": N_("Lay the next round of the war on the table"),
    "play_end": N_("Play to end"),
    "play_end_tip": N_("Play every remaining trick at once"),
    "reset": N_("Reset"),
    "reset_tip": N_("Start the same deal again from its first trick"),
    "autoplay": N_("Autoplay"),
    "autoplay_tip": N_("Flip by itself at the chosen speed; press again to stop"),
    "speed": N_("Speed"),
    "piles_now": N_("Piles: {piles}."),
    "seed": N_("Seed"),
    "seed_hint": N_("e.g. 42"),
    "code": N_("Deal code"),
    "code_hint": N_("paste a deal code"),
    "player": N_("Player {i}"),
    "pile": N_("{n} {cards}"),
    "out": N_("out"),
    "table": N_("On the table: {n}"),
    "dealt_seed": N_("Deal from seed {seed}"),
    "dealt_code": N_("Deal from a deal code"),
    "code_now": N_("Deal code: {code}"),
    "bad_seed": N_(
        "The seed must be a whole number from 0 to 2^128 − 1, such as 42 (got “{text}”)."
    ),
    "bad_code": N_("This deal code does not work: {error}"),
    "bad_deal": N_("This deal does not fit the rules: {error}"),
    "game_over": N_("The game is over. Press Reset to replay it or Deal for a new one."),
    "ready": N_("Press Flip: everyone turns over the top card."),
    "war": N_("War (спор)! {cards}: equal cards. "
    "Next war round: each lays {down} face down and 1 face up."),
    "war_open": N_("War (спор)! {cards}: equal cards. Next war round: each lays 1 card face up."),
    "war_cycle": N_("No card is unbeaten ({cards}): everyone goes to war. "
    "Next war round: lay the next round."),
    "beats": N_("{a} beats {b}."),
    "takes": N_("{who} takes the bank: {n} {cards}."),
    "nobody": N_("Nobody takes the bank."),
    "short": N_("Short of cards for the war: {who}."),
    "war_short": N_("War (спор)! {cards}."),
    "position": N_("P{i} #{k}: {card}"),
    "table_full": N_("The table stops here: it plays at most {n} tricks of one game "
    "(its record would grow without end). Press Reset or Deal."),
    "log": N_("Tricks"),
    "log_empty": N_("No trick played yet."),
    "chart": N_("Cards per player"),
    "trick_n": N_("Trick {n}"),
    "war_word": N_("war"),
    "trick_line": N_("{n}. {rounds} → {result}"),
    "takes_short": N_("{who} takes {n}"),
    "vs": N_(" vs "),
    # result
    "win_out": N_("{who} wins: the others have no cards left."),
    "win_out2": N_("{who} wins: {loser} has no cards left."),
    "win_short": N_("{who} wins: {losers} could not pay a war."),
    "draw_short": N_("Draw: every player in the war ran short at once."),
    "draw_cycle": N_("Draw: the game cycles. The position after trick {start} came back "
    "{period} tricks later, so it would repeat forever."),
    "draw_limit": N_("Draw: the limit of {n} tricks was reached."),
    "after": N_("{tricks} tricks, {wars} war rounds."),
    "draw": N_("Draw"),
    "wins_short": N_("{who} wins"),
    # ranking
    "low_beats_ace": N_("{low} beats {high}"),
    "card_a": N_("Card 1"),
    "card_b": N_("Card 2"),
    "pick_result_win": N_("{a} beats {b}."),
    "pick_result_tie": N_("{a} and {b} are equal: a war (спор)."),
    "odds_title": N_("One flip against a random other card"),
    "rank": N_("Rank"),
    "win": N_("wins"),
    "tie": N_("ties"),
    "lose": N_("loses"),
    "multi": N_("Three players flip"),
    "unbeaten_none": N_(
        "No card is unbeaten: every card is beaten by another: a circle on the table!"
    ),
    "unbeaten_some": N_("Unbeaten: {cards}."),
    "multi_war": N_("Unbeaten and equal: {cards} go to war."),
    "multi_win": N_("{card} wins the flip."),
    "bad_card": N_("Pick a card of this deck: {error}"),
    # explorer
    "explorer_title": N_("Decided at the deal"),
    "replay": N_("Replay"),
    "replays": N_("Replayed {n} times: the same game every time ({tricks} tricks, {result})."),
    "swap": N_("Swap"),
    "swap_a": N_("Card"),
    "swap_b": N_("with"),
    "swapped": N_("Swapped {a} and {b}."),
    "swap_same": N_("Pick two different cards to swap."),
    "before": N_("Before the swap"),
    "after_swap": N_("After the swap"),
    "other_rules": N_("The same deal under other rules"),
    "rules_col": N_("Rules"),
    "winner_col": N_("Winner"),
    "length_col": N_("Tricks"),
    "reason_col": N_("Why it ended"),
    "these_rules": N_("these rules"),
    "with_six": N_("with the special rule"),
    "no_six": N_("no special rule"),
    "loser_first": N_("loser's cards first"),
    "seat_order": N_("seat order"),
    "open_war": N_("open war (0 face down)"),
    "new_deal": N_("New deal"),
    "undo": N_("Undo swaps"),
    # simulation
    "games": N_("Games"),
    "run": N_("Run"),
    "running": N_("Playing {done:,} of {games}…"),
    "done": N_("{games} in {secs:.1f} s."),
    "share": N_("Share of wins"),
    "share_col": N_("Share"),
    "interval": N_("95 % interval"),
    "reasons": N_("How the games ended"),
    "count": N_("Games"),
    "mean_len": N_("Mean length: {mean:.1f} tricks (median {median:.0f}, longest {max:.0f})."),
    "bad_games": N_("The number of games must be a whole number from 1 to {max:,} (got {text})."),
    "negative_seed": N_("The seed must be 0 or more (got {text})."),
    "no_run": N_("Press Run to play the games."),
    "reason_out_of_cards": N_("out of cards"),
    "reason_war_shortfall": N_("short in a war"),
    "reason_war_shortfall_draw": N_("both short in a war"),
    "reason_cycle": N_("cycle (never ends)"),
    "reason_limit": N_("trick limit"),
}

class ReaderFallback:
    """Mixin of a widget: the plain text a notebook shows where the widget cannot be drawn
    (a notebook saved without its widget state, a terminal) is in the widget's language."""

    lang: Lang

    def fallback_text(self, lang: Lang | None = None) -> str:
        """Return the widget's plain-text stand-in, in ``lang`` (default: its own language)."""
        return repr(self)

    def _repr_mimebundle_(self, **kwargs: object) -> dict[str, object] | None:
        """Return ipywidgets' display data with the stand-in text in the reader's language (the
        notebook's, which an English-labelled widget in a Russian lesson does not change)."""
        data: dict[str, object] | None = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        if isinstance(data, dict) and "text/plain" in data:
            data["text/plain"] = self.fallback_text(resolve(None))
        return data


def deal_words(seed: int | None, lang: str) -> str:
    """Return where a widget's deal comes from: its seed, or a deal code."""
    if seed is None:
        return translate("deal from a deal code", lang)
    return translate("deal from seed {seed}", lang, seed=seed)


def check_lang(lang: object) -> Lang:
    """Return ``lang`` if the widgets speak it, the current language
    (:func:`pyanitsa_edu.set_language`) for None, else raise
    :class:`~pyanitsa_edu.errors.SettingError`."""
    return resolve(lang)


def t(lang: str, key: str, **values: object) -> str:
    """Return the text ``key`` in ``lang``, with ``values`` filled in."""
    return translate(_EN[key], lang, **values)


def cards_word(n: int, lang: str) -> str:
    """Return the word for ``n`` cards: ``card``/``cards``, or карта/карты/карт in Russian."""
    return plural(n, CARD, lang)


def card_text(card: Card, lang: str) -> str:
    """Return a card's text in ``lang`` (``Т♥`` in Russian)."""
    return card.text("ru" if lang == "ru" else "en")


def player_text(i: int, lang: str) -> str:
    """Return ``Player i`` in ``lang``."""
    return t(lang, "player", i=i)


def trick_text(trick: Trick, lang: str) -> str:
    """Return one line of the trick log: the cards of each round and who took the bank."""
    rounds = []
    for r in trick.rounds:
        parts = []
        for down, up in zip(r.face_down, r.face_up, strict=True):
            hidden = "[" + " ".join(card_text(c, lang) for c in down) + "] " if down else ""
            parts.append(hidden + card_text(up, lang))
        rounds.append(t(lang, "vs").join(parts))
    body = f" | {t(lang, 'war_word')}: ".join(rounds)
    if trick.winner is None:
        result = t(lang, "nobody")
    else:
        result = t(lang, "takes_short", who=player_text(trick.winner, lang), n=len(trick.bank))
    return t(lang, "trick_line", n=trick.number, rounds=body, result=result)


def result_text(result: Result, players: int, lang: str, short: Sequence[int] = ()) -> str:
    """Return who won and why (or why it is a draw), then the game's length.

    ``short``: the players who could not pay the last war (else: everyone but the winner).
    """
    tail = t(lang, "after", tricks=result.tricks, wars=result.wars)
    if result.reason == "cycle":
        head = t(lang, "draw_cycle", start=result.cycle_start, period=result.cycle_length)
    elif result.reason == "limit":
        head = t(lang, "draw_limit", n=result.tricks)
    elif result.reason == "war_shortfall_draw" or result.winner is None:
        head = t(lang, "draw_short")
    elif result.reason == "war_shortfall":
        out = list(short) or [i for i in range(players) if i != result.winner]
        # the players named after «у» in Russian: «у игрока 0 не хватило карт на спор»
        losers = ", ".join(pgettext("genitive", "Player {i}", lang, i=i) for i in out)
        head = t(lang, "win_short", who=player_text(result.winner, lang), losers=losers)
    elif players == 2:
        loser = player_text(1 - result.winner, lang)
        head = t(lang, "win_out2", who=player_text(result.winner, lang), loser=loser)
    else:
        head = t(lang, "win_out", who=player_text(result.winner, lang))
    return f"{head} {tail}"
