package mancala.audio.synth;

/**
 * The triangle channel: a 32-step sequence (15 down to 0 and back up) stepped every (period + 1)
 * CPU cycles, so a tone of 1789773 / (32 (period + 1)) Hz. It has no volume: silenced, the sequence
 * stops where it is and the level holds, so it never clicks.
 */
public final class TriangleChannel {
  private static final int STEPS = 32;
  private static final int[] SEQUENCE = new int[STEPS];

  static {
    for (int i = 0; i < STEPS; i++) {
      SEQUENCE[i] = i < STEPS / 2 ? 15 - i : i - STEPS / 2;
    }
  }

  private int period;
  private int timer;
  private int step = STEPS / 2;
  private boolean running;

  /** Starts (or changes) a note at this 11-bit timer period; the sequence goes on from its step. */
  public void start(int timerPeriod) {
    period = timerPeriod;
    running = true;
  }

  /** Stops the sequence where it is. */
  public void silence() {
    running = false;
  }

  /** One CPU cycle of the timer. */
  public void clockTimer() {
    if (timer == 0) {
      timer = period;
      if (running) {
        step = (step + 1) % STEPS;
      }
    } else {
      timer--;
    }
  }

  /** The channel's output now, 0 to 15. */
  public int output() {
    return SEQUENCE[step];
  }
}
