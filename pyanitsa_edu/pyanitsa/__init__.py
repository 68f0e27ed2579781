"""Pyanitsa (Пьяница): the model of the game and the engines that play it (``docs/rules.md``).

The model: :mod:`.cards` (:class:`Card`, a frozen value that reads and writes its own text),
:mod:`.deck` (:class:`Deck`), :mod:`.rules` (one frozen :class:`Rules` value and its presets),
:mod:`.ranking` (who beats whom: a cycle, not an order), :mod:`.dealing` (shuffles, seeds,
piles), :mod:`.dealcode` (a deal as a short code), :mod:`.termination` (why a game ended),
:mod:`.records` (tricks, snapshots and the result) and :mod:`.text` (piles and rules for a
reader). The engines: :mod:`.engine` (the recording ``Game``, ``play`` on the compiled loop,
the tactical variant). Analysis of many games lives in :mod:`pyanitsa_edu.analysis`; the
package itself (``from pyanitsa_edu import Card, Rules, play``) gathers the public names.
"""
