package mancala.rules;

/**
 * One atomic step of a move, as a value: what a screen animates. Applying the events of a move to
 * the board before it gives the board after it (with the end-of-game sweep, if any).
 */
public sealed interface SowingEvent {
  /** Changes a board (pit counts) the way this event changes the real one. */
  void applyTo(int[] pits);

  /** The mover lifts {@code count} seeds from a house. */
  record PickUp(int pit, int count) implements SowingEvent {
    @Override
    public void applyTo(int[] pits) {
      pits[pit] -= count;
    }
  }

  /** One seed is dropped into a pit. */
  record Drop(int pit) implements SowingEvent {
    @Override
    public void applyTo(int[] pits) {
      pits[pit]++;
    }
  }

  /** Sowing passes over a pit. */
  record Skip(int pit) implements SowingEvent {
    @Override
    public void applyTo(int[] pits) {}
  }

  /** Relay sowing lifts the seeds of the pit the last seed fell in. */
  record RelayPickUp(int pit, int count) implements SowingEvent {
    @Override
    public void applyTo(int[] pits) {
      pits[pit] -= count;
    }
  }

  /** Seeds move from a pit to a store as a capture. */
  record Capture(int fromPit, int count, int toStore) implements SowingEvent {
    @Override
    public void applyTo(int[] pits) {
      pits[fromPit] -= count;
      pits[toStore] += count;
    }
  }

  /** The player moves again. */
  record ExtraTurn(int player) implements SowingEvent {
    @Override
    public void applyTo(int[] pits) {}
  }

  /** Sowing turns to a new direction. */
  record DirectionChange(Direction direction) implements SowingEvent {
    @Override
    public void applyTo(int[] pits) {}
  }

  /** At the end of the game, seeds left in a pit go to a store. */
  record Sweep(int fromPit, int count, int toStore) implements SowingEvent {
    @Override
    public void applyTo(int[] pits) {
      pits[fromPit] -= count;
      pits[toStore] += count;
    }
  }

  /** The game is over with these totals. */
  record GameOver(int total0, int total1) implements SowingEvent {
    @Override
    public void applyTo(int[] pits) {}
  }
}
