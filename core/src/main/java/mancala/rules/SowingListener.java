package mancala.rules;

/**
 * Hears, in order, the atomic steps of a move as the rules engine plays it; every method does
 * nothing unless overridden, so the engine's fast path passes {@link #NONE}.
 */
public interface SowingListener {
  /** A listener that ignores everything. */
  SowingListener NONE = new SowingListener() {};

  /** The mover lifts {@code count} seeds from a house. */
  default void pickUp(int pit, int count) {}

  /** One seed is dropped into a pit. */
  default void drop(int pit) {}

  /** Sowing passes over a pit without dropping a seed. */
  default void skip(int pit) {}

  /** Relay sowing lifts {@code count} seeds from the pit the last seed fell in. */
  default void relayPickUp(int pit, int count) {}

  /** {@code count} seeds move from a pit to a store as a capture. */
  default void capture(int fromPit, int count, int toStore) {}

  /** The player moves again. */
  default void extraTurn(int player) {}

  /** Sowing turns to a new direction for both players. */
  default void directionChange(Direction direction) {}

  /** At the end of the game, {@code count} seeds left in a pit go to a store. */
  default void sweep(int fromPit, int count, int toStore) {}

  /** The game is over with these totals. */
  default void gameOver(int total0, int total1) {}
}
