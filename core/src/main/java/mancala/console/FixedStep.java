package mancala.console;

/**
 * Turns real frame times into whole console ticks of 1/60 s: time accumulates, a frame's time is
 * clamped (a stall never turns into a burst), and at most a few ticks run per frame.
 */
public final class FixedStep {
  /** Ticks in a second. */
  public static final int TICKS_PER_SECOND = 60;

  /** The longest frame time counted, in seconds. */
  public static final double MAX_FRAME_SECONDS = 0.25;

  /** The most ticks run for one frame. */
  public static final int MAX_TICKS_PER_FRAME = 5;

  private static final double TICK = 1.0 / TICKS_PER_SECOND;

  private double accumulator;

  /** How many ticks to run for a frame that took this long. */
  public int ticksFor(double frameSeconds) {
    double clamped = Double.isNaN(frameSeconds) ? 0 : Math.max(0, frameSeconds);
    accumulator += Math.min(clamped, MAX_FRAME_SECONDS);
    int ticks = (int) Math.floor(accumulator / TICK + 1e-9);
    if (ticks > MAX_TICKS_PER_FRAME) {
      ticks = MAX_TICKS_PER_FRAME;
      accumulator = 0;
    } else {
      accumulator = Math.max(0, accumulator - ticks * TICK);
    }
    return ticks;
  }
}
