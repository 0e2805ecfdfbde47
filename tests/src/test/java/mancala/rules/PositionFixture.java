package mancala.rules;

import java.util.Arrays;

/**
 * Builds a position from one line of text so that a test states only what matters, for example
 * {@code PositionFixture.of(RuleSet.OWARE).board("1 1 1 1 5 1 | 0 | 1 3 2 1 2 2 | 0").build()}:
 * player 0's houses in sowing order, player 0's store, player 1's houses, player 1's store.
 */
final class PositionFixture {
  private final RuleSet ruleSet;
  private int[] pits;
  private int houses;
  private int mover;
  private Direction direction = Direction.COUNTER_CLOCKWISE;

  private PositionFixture(RuleSet ruleSet) {
    this.ruleSet = ruleSet;
  }

  static PositionFixture of(RuleSet ruleSet) {
    return new PositionFixture(ruleSet);
  }

  /** A board as "houses | store | houses | store" with counts separated by spaces. */
  PositionFixture board(String text) {
    String[] parts = text.split("\\|");
    if (parts.length != 4) {
      throw new IllegalArgumentException("four parts separated by | expected: " + text);
    }
    int[] row0 = counts(parts[0]);
    int[] row1 = counts(parts[2]);
    if (row0.length != row1.length) {
      throw new IllegalArgumentException("rows of different lengths: " + text);
    }
    houses = row0.length;
    pits = new int[2 * houses + 2];
    System.arraycopy(row0, 0, pits, 0, houses);
    pits[houses] = counts(parts[1])[0];
    System.arraycopy(row1, 0, pits, houses + 1, houses);
    pits[2 * houses + 1] = counts(parts[3])[0];
    return this;
  }

  PositionFixture mover(int player) {
    this.mover = player;
    return this;
  }

  PositionFixture direction(Direction d) {
    this.direction = d;
    return this;
  }

  Position build() {
    return Rules.of(ruleSet, houses).setup(pits, mover, direction);
  }

  /** The pits of a board written as {@link #board(String)} takes it. */
  static int[] pits(String text) {
    return of(RuleSet.KALAH).board(text).pits.clone();
  }

  private static int[] counts(String part) {
    return Arrays.stream(part.trim().split("\\s+")).mapToInt(Integer::parseInt).toArray();
  }
}
