package mancala.console.game;

/** Whether the console makes any sound (the California Dreams program's "Sound Off"). */
public enum SoundSwitch {
  ON,
  OFF;

  /** The other choice. */
  public SoundSwitch toggled() {
    return this == ON ? OFF : ON;
  }
}
