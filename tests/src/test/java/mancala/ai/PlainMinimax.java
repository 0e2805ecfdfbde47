package mancala.ai;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import mancala.rules.Position;
import mancala.rules.RuleOptions;

/**
 * The final margin of a position by plain minimax over the rules engine, with none of the AI's
 * machinery: the reference the solver and the search are checked against on small boards. Positions
 * are remembered by their whole state, except where a repeated position ends the game (there a
 * position's value depends on the path, so nothing is remembered).
 */
public final class PlainMinimax {
  private final Map<State, Integer> memo = new HashMap<>();

  /** A whole position as a key. */
  private record State(int[] pits, int mover, int direction, int quiet) {
    @Override
    public boolean equals(Object o) {
      return o instanceof State s
          && Arrays.equals(pits, s.pits)
          && mover == s.mover
          && direction == s.direction
          && quiet == s.quiet;
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(pits) * 31 + mover * 7 + direction * 3 + quiet;
    }
  }

  /** The final margin (mover's total minus the opponent's) of a position not over, best play. */
  public int value(Position p) {
    RuleOptions o = p.rules().ruleSet().options();
    boolean remember = o.repetition() == RuleOptions.Repetition.IGNORED;
    State key =
        new State(
            p.pits(),
            p.mover(),
            p.direction().ordinal(),
            o.moveLimit() == RuleOptions.MoveLimit.NONE ? 0 : p.quietMoves());
    if (remember) {
      Integer known = memo.get(key);
      if (known != null) {
        return known;
      }
    }
    int mover = p.mover();
    int best = Integer.MIN_VALUE;
    for (int house = 0; house < p.layout().houses(); house++) {
      if (p.isLegal(house)) {
        best = Math.max(best, moveValue(p, house));
      }
    }
    if (remember) {
      memo.put(key, best);
    }
    return best;
  }

  /** The final margin for the mover if it sows this legal house, then best play. */
  public int moveValue(Position p, int house) {
    int mover = p.mover();
    Position child = p.copy();
    p.rules().play(child, house);
    if (child.isOver()) {
      return child.total(mover) - child.total(1 - mover);
    }
    return child.mover() == mover ? value(child) : -value(child);
  }
}
