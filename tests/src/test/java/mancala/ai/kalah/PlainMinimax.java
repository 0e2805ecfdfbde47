package mancala.ai.kalah;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import mancala.rules.Position;

/**
 * The future margin of a position by plain memoized minimax over the rules engine, with nothing of
 * the solver's machinery: the reference the solver is checked against on small boards.
 */
final class PlainMinimax {
  private final Map<String, Integer> memo = new HashMap<>();

  /** The mover's future margin: final total minus store, less the opponent's. */
  int value(Position p) {
    if (p.isOver()) {
      int m = p.mover();
      return (p.total(m) - p.store(m)) - (p.total(1 - m) - p.store(1 - m));
    }
    String key = key(p);
    Integer known = memo.get(key);
    if (known != null) {
      return known;
    }
    int mover = p.mover();
    int best = Integer.MIN_VALUE;
    for (int house = 0; house < p.layout().houses(); house++) {
      if (!p.isLegal(house)) {
        continue;
      }
      Position child = p.copy();
      p.rules().play(child, house);
      int gained =
          (child.store(mover) - p.store(mover)) - (child.store(1 - mover) - p.store(1 - mover));
      int rest;
      if (child.isOver()) {
        rest =
            (child.total(mover) - child.store(mover))
                - (child.total(1 - mover) - child.store(1 - mover));
      } else {
        rest = child.mover() == mover ? value(child) : -value(child);
      }
      best = Math.max(best, gained + rest);
    }
    memo.put(key, best);
    return best;
  }

  private static String key(Position p) {
    int[] pits = p.pits();
    int n = p.layout().houses();
    int[] houses = new int[2 * n];
    for (int i = 0; i < n; i++) {
      houses[i] = p.house(p.mover(), i);
      houses[n + i] = p.house(1 - p.mover(), i);
    }
    return Arrays.toString(houses) + pits.length;
  }
}
