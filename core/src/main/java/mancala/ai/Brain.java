package mancala.ai;

import mancala.rules.Position;

/**
 * A computer player of one level. A brain keeps what it learns between moves (tables, its random
 * sequence), so one brain serves one player in one game at a time, on one thread at a time.
 */
public interface Brain extends AutoCloseable {
  /**
   * Chooses a legal move of the mover of a position that is not over, telling {@code thoughts} the
   * houses it weighs.
   *
   * @throws Stopped if the limits were cancelled before a move was found
   */
  Choice choose(Position position, Limits limits, Thoughts thoughts);

  /** Lets go of threads and memory the brain holds. */
  @Override
  default void close() {}
}
