"""Triple: the column-value player against the baseline that fills the columns one after
another with the optimal classic strategy, over the same dice.

    python benchmarks/triple_baseline.py [--games N] [--seed S] [--rules PRESET]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kosci_gui.ai import keeps, solver
from kosci_gui.ai.kosci_ai import KosciAI, KosciPlayer, column_state
from kosci_gui.ai.simulate import play
from kosci_gui.engine.games import make_rules
from kosci_gui.engine.kosci import MAX_ROLLS, KosciGame
from kosci_gui.engine.moves import Move, Roll, Write
from kosci_gui.engine.rules import Rules


class SequentialTriplePlayer:
    """The baseline: the optimal classic strategy on the first column that still has
    open boxes, as if the other two did not exist (a write the joker forces elsewhere goes
    where the column-value player would put it)."""

    def __init__(self, rules: Rules) -> None:
        self.ai = KosciAI(rules)

    def decide(self, game: KosciGame) -> Move:
        if game.rolls == 0:
            return Roll(())
        card = game.card
        column = next(c for c in range(card.columns)
                      if any(v is None for v in card.cells[c].values()))
        valuer = self.ai.valuer
        weight = card.weights[column]
        writes = [(valuer.after_write(card, column, o.box, o.points) + o.bonus / weight,
                   Write(o.box, column)) for o in game.options()
                  if o.allowed and o.column == column]
        if not writes:
            return next(a.move for a in self.ai.options(game) if isinstance(a.move, Write))
        best_value, best_write = max(writes, key=lambda vw: vw[0])
        best: Write | Roll = best_write
        if game.rolls < MAX_ROLLS:
            state = column_state(valuer.model, card, column)
            (rows,) = valuer.write_rows(state, (1,))
            w = rows[:, None]
            stages = solver.turn_stages(w, w, w)
            level_values = stages["keep1" if game.rolls == 1 else "keep2"]
            assert game.dice is not None
            dice = tuple(game.dice)
            for keep in keeps.sub_keeps(tuple(sorted(dice))):
                if len(keep) < 5:
                    value = float(level_values[len(keep)][keeps.INDEX[keep], 0])
                    if value > best_value:
                        best_value = value
                        best = Roll(keeps.positions_for(dice, keep, game.held))
        return best



def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="polish")
    args = parser.parse_args()
    rules = make_rules("triple", {"preset": args.rules})
    best = play(rules, ["hard"], args.games, args.seed,
                players=[KosciPlayer(rules, 0.0, None)])
    base = play(rules, ["hard"], args.games, args.seed,
                players=[SequentialTriplePlayer(rules)])
    a, b = best.seat_scores(0), base.seat_scores(0)
    diff = [x - y for x, y in zip(a, b, strict=True)]
    se = statistics.stdev(diff) / len(diff) ** 0.5 if len(diff) > 1 else 0.0
    print(f"triple ({args.rules}), {args.games} games, same dice seeds:")
    print(f"  column-value player (hard): mean {statistics.fmean(a):.1f}")
    print(f"  columns one after another:  mean {statistics.fmean(b):.1f}")
    print(f"  difference {statistics.fmean(diff):+.1f} ± {se:.1f} (1 s.e.)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
