package mancala.console.game;

/** How loud the demo (the console playing itself) is, against the chosen volume. */
public enum DemoSound {
  /** As loud as a game. */
  FULL(100),
  /** A third as loud (the default), so a console left on is not a nuisance. */
  QUIET(35),
  /** Silent. */
  OFF(0);

  private final int percent;

  DemoSound(int percent) {
    this.percent = percent;
  }

  /** The demo's loudness, in percent of a game's. */
  public int percent() {
    return percent;
  }

  /** The next choice, for a menu. */
  public DemoSound next() {
    return values()[(ordinal() + 1) % values().length];
  }
}
