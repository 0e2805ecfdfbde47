package mancala.rules;

/**
 * Counts the move sequences of a given length from a position, for regression tests of move
 * generation: a move that earns another turn is one ply, and a game that ends sooner contributes
 * nothing. Allocation-free after construction.
 */
public final class Perft {
  private final Position[] stack;
  private long moves;

  /** A counter able to search this deep from positions of these rules. */
  public Perft(Rules rules, int maxDepth) {
    stack = new Position[maxDepth + 1];
    Position start = rules.start(1);
    for (int i = 0; i <= maxDepth; i++) {
      stack[i] = start.copy();
    }
  }

  /** The number of legal move sequences of exactly {@code depth} plies from the position. */
  public long count(Position from, int depth) {
    if (depth < 0 || depth >= stack.length) {
      throw new IllegalArgumentException("depth must be 0 to " + (stack.length - 1));
    }
    stack[depth].copyFrom(from);
    return count(depth);
  }

  /** Moves played by all counts so far. */
  public long movesPlayed() {
    return moves;
  }

  private long count(int depth) {
    Position p = stack[depth];
    if (depth == 0) {
      return 1;
    }
    long total = 0;
    Position child = stack[depth - 1];
    Rules rules = p.rules;
    for (int legal = p.legalMoves(); legal != 0; legal &= legal - 1) {
      child.copyFrom(p);
      rules.play(child, Integer.numberOfTrailingZeros(legal), SowingListener.NONE);
      moves++;
      total += count(depth - 1);
    }
    return total;
  }
}
