package mancala.rules;

import java.util.SplittableRandom;

/** Plays seeded random games, for tests that need many positions. */
public final class RandomGames {
  private RandomGames() {}

  /** A uniformly random legal house of the mover (the position must be in play). */
  public static int randomMove(Position p, SplittableRandom random) {
    int legal = p.legalMoves();
    int pick = random.nextInt(Integer.bitCount(legal));
    for (int i = 0; i < pick; i++) {
      legal &= legal - 1;
    }
    return Integer.numberOfTrailingZeros(legal);
  }

  /** A random board size and seed count for a rule set. */
  public static Position randomStart(RuleSet ruleSet, SplittableRandom random) {
    int houses = random.nextInt(Layout.MIN_HOUSES, Layout.MAX_HOUSES + 1);
    int seeds = random.nextInt(Layout.MIN_SEEDS, Layout.MAX_SEEDS + 1);
    return Rules.of(ruleSet, houses).start(seeds);
  }
}
