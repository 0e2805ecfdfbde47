package mancala.console.game;

/**
 * How long each step of a move is shown, in ticks: FULL animates everything, FAST hurries, OFF
 * resolves moves at once (the NES cartridge's "Animations" choice).
 */
public enum AnimationSpeed {
  FULL(16, 10, 6, 24, 60),
  FAST(5, 4, 2, 8, 24),
  OFF(0, 0, 0, 0, 0);

  private final int lift;
  private final int drop;
  private final int skip;
  private final int capture;
  private final int banner;

  AnimationSpeed(int lift, int drop, int skip, int capture, int banner) {
    this.lift = lift;
    this.drop = drop;
    this.skip = skip;
    this.capture = capture;
    this.banner = banner;
  }

  /** Ticks to lift the seeds of a house. */
  int lift() {
    return lift;
  }

  /** Ticks for one seed to fly to the next pit. */
  int drop() {
    return drop;
  }

  /** Ticks to pass over a pit. */
  int skip() {
    return skip;
  }

  /** Ticks for captured (or swept) seeds to fly to a store. */
  int capture() {
    return capture;
  }

  /** Ticks a message such as EXTRA TURN stays up. */
  int banner() {
    return banner;
  }

  /** The next speed, for the OPTION key. */
  AnimationSpeed next() {
    return values()[(ordinal() + 1) % values().length];
  }
}
