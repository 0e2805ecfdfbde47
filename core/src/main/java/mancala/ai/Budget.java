package mancala.ai;

/**
 * How much a player may think about one move: at most so many search nodes and so many
 * milliseconds. A node budget alone makes a level deterministic; a time budget makes it responsive.
 */
public record Budget(long nodes, long millis) {
  /** No limit of nodes or time. */
  public static final Budget UNLIMITED = new Budget(Long.MAX_VALUE, Long.MAX_VALUE);

  /** Checks that both limits are positive. */
  public Budget {
    if (nodes < 1 || millis < 1) {
      throw new IllegalArgumentException("a budget needs at least one node and one millisecond");
    }
  }

  /** At most this many nodes, with no time limit. */
  public static Budget nodes(long nodes) {
    return new Budget(nodes, Long.MAX_VALUE);
  }

  /** At most this many milliseconds, with no node limit. */
  public static Budget millis(long millis) {
    return new Budget(Long.MAX_VALUE, millis);
  }
}
