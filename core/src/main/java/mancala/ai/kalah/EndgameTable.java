package mancala.ai.kalah;

/**
 * The exact future margin of every Kalah board of one rule set and size with at most N seeds in
 * play, one signed byte a board, indexed by {@link Ranker} rank.
 */
public final class EndgameTable {
  /** Marks a board not yet computed while the table is being built. */
  static final byte UNKNOWN = Byte.MIN_VALUE;

  private final int seeds;
  private final byte[] values;

  EndgameTable(int seeds, byte[] values) {
    this.seeds = seeds;
    this.values = values;
  }

  /** The most seeds in play a board of the table holds. */
  public int seeds() {
    return seeds;
  }

  /** The future margin of the board of this rank. */
  public int value(long rank) {
    return values[(int) rank];
  }

  /** The number of boards. */
  public int size() {
    return values.length;
  }

  byte[] values() {
    return values;
  }

  /** An empty table (N = 0 seeds: only the bare board, worth nothing). */
  public static EndgameTable none() {
    return new EndgameTable(0, new byte[] {0});
  }
}
