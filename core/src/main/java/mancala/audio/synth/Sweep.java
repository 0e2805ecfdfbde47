package mancala.audio.synth;

/**
 * A pulse channel's sweep unit, clocked at 120 Hz: every (period + 1) clocks it moves the timer
 * period by the period shifted right, up or down; it mutes the channel when the period is under 8
 * or its target over 0x7FF, as on the NES.
 */
final class Sweep {
  private static final int MAX_TARGET = 0x7FF;
  private static final int MIN_PERIOD = 8;

  private final Negation negation;
  private boolean enabled;
  private SweepDirection direction = SweepDirection.UP;
  private int shift;
  private int dividerPeriod;
  private int divider;
  private boolean reload;

  Sweep(Negation negation) {
    this.negation = negation;
  }

  /** Turns the sweep off; the negate flag stays set so that low notes are not muted. */
  void off() {
    enabled = false;
    direction = SweepDirection.UP;
    shift = 0;
    reload = true;
  }

  /** Turns the sweep on: the direction, the shift 1 to 7 and the divider period 0 to 7. */
  void on(SweepDirection newDirection, int newShift, int newPeriod) {
    enabled = true;
    direction = newDirection;
    shift = newShift;
    dividerPeriod = newPeriod;
    reload = true;
  }

  /** The period the sweep would move to from this one. */
  int target(int period) {
    int change = period >> shift;
    if (direction == SweepDirection.DOWN) {
      return period + change;
    }
    return period - change - (negation == Negation.ONES_COMPLEMENT ? 1 : 0);
  }

  /** Whether the channel is muted at this period. */
  boolean mutes(int period) {
    return period < MIN_PERIOD || target(period) > MAX_TARGET;
  }

  /** One half-frame clock: returns the new timer period. */
  int clock(int period) {
    int result = period;
    if (divider == 0 && enabled && shift > 0 && !mutes(period)) {
      result = Math.max(0, target(period));
    }
    if (divider == 0 || reload) {
      divider = dividerPeriod;
      reload = false;
    } else {
      divider--;
    }
    return result;
  }
}
