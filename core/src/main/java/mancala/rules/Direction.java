package mancala.rules;

/** The way seeds travel round the board. */
public enum Direction {
  /** Towards the mover's store along the mover's own row: the usual direction. */
  COUNTER_CLOCKWISE,
  /** The reverse. */
  CLOCKWISE;

  /** The other direction. */
  public Direction flipped() {
    return this == COUNTER_CLOCKWISE ? CLOCKWISE : COUNTER_CLOCKWISE;
  }
}
