package mancala.console;

/**
 * Held directions repeat like a console menu's: a direction held for {@link #DELAY} ticks presses
 * again, then every {@link #INTERVAL} ticks while it stays down.
 */
public final class AutoRepeat {
  /** Ticks a direction is held before it first repeats. */
  public static final int DELAY = 24;

  /** Ticks between repeats after that. */
  public static final int INTERVAL = 6;

  private static final Button[] DIRECTIONS = {Button.UP, Button.DOWN, Button.LEFT, Button.RIGHT};

  private final int[][] heldTicks = new int[Controls.PORTS][DIRECTIONS.length];

  /**
   * Counts a tick in which a port holds these buttons ({@link Button#bit()} bits), of which {@code
   * fresh} went down since the last tick; returns the directions that repeat in this tick.
   */
  public int tick(int port, int held, int fresh) {
    int repeats = 0;
    for (int i = 0; i < DIRECTIONS.length; i++) {
      int bit = DIRECTIONS[i].bit();
      if ((fresh & bit) != 0 || (held & bit) == 0) {
        heldTicks[port][i] = 0;
        continue;
      }
      int ticks = ++heldTicks[port][i];
      if (ticks >= DELAY && (ticks - DELAY) % INTERVAL == 0) {
        repeats |= bit;
      }
    }
    return repeats;
  }
}
